// A TransitLM suite stops promptly when the run is stopped (SIGTERM, the deadline; issue #29
// item 7): no more rows are read, the worker threads are ended, the half-written items file is
// removed, and the suite comes back for runSuites to drop (as every other benchmark's).
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import { silentLogger } from '../../src/core/logger.js';
import type { Progress } from '../../src/core/progress.js';
import { runSuites } from '../../src/run/runSuites.js';
import { catalog } from '../catalog.js';
import { context, FIXTURES } from './support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-check-transit-stop-'));
const ROWS = 24_000;

beforeAll(() => {
  // 24 000 rows (≈ 20 MB): the fixture's rows under new ids, enough for worker threads and for
  // many batches.
  const [header, ...rows] = readFileSync(path.join(FIXTURES, 'single.csv'), 'utf8').trimEnd().split('\n');
  const out: string[] = [header!];
  for (let k = 0; out.length <= ROWS; k++)
    for (const row of rows) if (out.length <= ROWS) out.push(row.replace(/^[^,]*/, `r${k}-${out.length}`));
  writeFileSync(path.join(dir, 'big.csv'), `${out.join('\n')}\n`);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A progress reporter that stops the run once `after` rows were counted, and counts every row. */
function stopAfter(after: number, controller: AbortController): { progress: Progress; rows: () => number } {
  let rows = 0;
  return {
    rows: () => rows,
    progress: {
      start: () => ({
        tick: (n = 1) => {
          rows += n;
          if (rows >= after && !controller.signal.aborted) controller.abort('interrupted by SIGTERM');
        },
        setTotal: () => {},
        done: () => {},
      }),
    },
  };
}

describe.each([
  ['one worker thread', '1'],
  ['the main thread only', '0'],
])('stopping a TransitLM suite (%s)', (_name, threads) => {
  it('reads no further, removes its items file, and is dropped by the run', async () => {
    const controller = new AbortController();
    const counter = stopAfter(500, controller);
    const outDir = path.join(dir, `out-${threads}`);
    const config = {
      id: 'big',
      benchmark: 'transitlm',
      task: 'single',
      input: 'big.csv',
      stations: path.join(FIXTURES, 'stations.csv'),
    };
    const run = await runSuites([config], {
      baseDir: dir,
      workspace: dir,
      catalog,
      sideFiles: { dir: outDir, prefix: 'results' },
      shard: null,
      log: { ...silentLogger, progress: counter.progress },
      env: { BENCH_CHECK_THREADS: threads },
      signal: controller.signal,
    });
    expect(run).toMatchObject({ suites: [], pending: ['big'], stopReason: 'interrupted by SIGTERM' });
    // A batch or a few after the stop, never the rest of the file.
    expect(counter.rows()).toBeLessThan(ROWS / 4);
    expect(existsSync(outDir) ? readdirSync(outDir) : []).toEqual([]);
  });
});

describe('not stopped', () => {
  it('the same input is scored whole (the stop above is not the input ending early)', async () => {
    const suite = await transitlmBenchmark.score(
      {
        id: 'big',
        benchmark: 'transitlm',
        task: 'single',
        input: 'big.csv',
        stations: path.join(FIXTURES, 'stations.csv'),
      },
      { ...context(dir), env: { BENCH_CHECK_THREADS: '1' } },
    );
    expect(suite.total).toBe(ROWS);
  });
});
