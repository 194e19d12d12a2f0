import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startWorker, workerThreads } from '../../src/core/threads.js';
import { REPO_ROOT, tempDir } from '../helpers.js';

describe('workerThreads (BENCH_CHECK_THREADS)', () => {
  const byDefault = Math.max(0, Math.min(os.availableParallelism() - 1, 3));

  it('defaults to one worker per core beyond the first, at most 3', () => {
    expect(workerThreads({})).toEqual({ count: byDefault, requested: false, warning: null });
    expect(workerThreads({ BENCH_CHECK_THREADS: ' ' })).toEqual({ count: byDefault, requested: false, warning: null });
  });

  it('takes a whole number as asked (0 = main thread only), capped at 16', () => {
    expect(workerThreads({ BENCH_CHECK_THREADS: '0' })).toEqual({ count: 0, requested: true, warning: null });
    expect(workerThreads({ BENCH_CHECK_THREADS: '2' })).toEqual({ count: 2, requested: true, warning: null });
    expect(workerThreads({ BENCH_CHECK_THREADS: '99' }).count).toBe(16);
  });

  it('ignores anything else with a warning naming the value', () => {
    for (const bad of ['two', '-1', '1.5']) {
      const r = workerThreads({ BENCH_CHECK_THREADS: bad });
      expect(r).toMatchObject({ count: byDefault, requested: false });
      expect(r.warning).toContain(JSON.stringify(bad));
    }
  });
});

describe('a worker started from the sources (core/source-worker.mjs)', () => {
  const folder = () => path.join(os.tmpdir(), `bench-check-source-workers-${os.userInfo().uid}`);
  const THREADS = path.join(REPO_ROOT, 'src/core/threads.ts');

  /** A job module answering `word` and the data it was started with. */
  function writeJob(file: string, word: string, mtime: Date): void {
    writeFileSync(
      file,
      `import { registerWorkerJob } from ${JSON.stringify(THREADS)};\n` +
        `registerWorkerJob('probe', (data: unknown, port) => port.postMessage(${JSON.stringify(word)} + ':' + String(data)));\n`,
    );
    utimesSync(file, mtime, mtime);
  }

  async function answerOf(job: string, data: number): Promise<unknown> {
    const worker = startWorker('probe', pathToFileURL(job).href, data);
    try {
      return await new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    } finally {
      await worker.terminate();
    }
  }

  const bundles = () => readdirSync(folder()).filter((n) => n.endsWith('.mjs'));
  const pointers = () => readdirSync(folder()).filter((n) => n.endsWith('.json'));

  it('runs the job from a bundle, built again when a source changes', async () => {
    const job = path.join(tempDir(), 'job.ts');
    writeJob(job, 'first', new Date(Date.now() - 60_000));
    expect(await answerOf(job, 1)).toBe('first:1');
    expect(pointers()).toHaveLength(1);
    const [built] = bundles();
    const pointer = readFileSync(path.join(folder(), pointers()[0]!), 'utf8');
    expect(JSON.parse(pointer)).toMatchObject({ bundle: built });
    expect(pointer).toContain(JSON.stringify(job));

    // Unchanged sources: the same bundle, not built again.
    const before = statSync(path.join(folder(), built!)).mtimeMs;
    expect(await answerOf(job, 2)).toBe('first:2');
    expect(bundles()).toEqual([built]);
    expect(statSync(path.join(folder(), built!)).mtimeMs).toBe(before);

    // An edit: the next worker runs the new source.
    writeJob(job, 'second', new Date(Date.now() - 30_000));
    expect(await answerOf(job, 3)).toBe('second:3');
    expect(bundles()).toHaveLength(2);
    expect(JSON.parse(readFileSync(path.join(folder(), pointers()[0]!), 'utf8')).bundle).not.toBe(built);
  });

  it('does not record a bundle of a source saved while it was read: the next worker builds again', async () => {
    const job = path.join(tempDir(), 'job.ts');
    writeJob(job, 'fresh', new Date());
    expect(await answerOf(job, 1)).toBe('fresh:1');
    const key = (n: string) => readFileSync(path.join(folder(), n), 'utf8').includes(JSON.stringify(job));
    expect(pointers().filter(key)).toEqual([]);
    expect(await answerOf(job, 2)).toBe('fresh:2');
  });
});
