// A run that is stopped (SIGTERM from a cancelled job, the run deadline) keeps what it computed:
// the CLI as a process, a loopback chat API that never answers.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateValue } from '../../src/schemas/registry.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { runCli, startCli, tempDir } from '../helpers.js';
import { hangingProvider, interruptedWorkspace } from './hanging-provider.js';

const provider = hangingProvider();

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as ResultsDocument;

async function waitFor(check: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** A workspace with a quick hurricane suite, then a flood suite on a model API that hangs, recording. */
const workspace = () => interruptedWorkspace(provider.url(), { record: 'live.record.jsonl' });

describe('stopping a run', () => {
  it('SIGTERM after the first suite: a valid results document with that suite, marked incomplete, exit 2, no temporary files', async () => {
    const dir = workspace();
    const results = path.join(dir, 'out/results.json');
    const { child, done } = startCli(['run', '--out', 'out/results.json'], { cwd: dir });
    // The document is rewritten after each suite: wait until it holds the first one.
    await waitFor(() => existsSync(results) && read(results).suites.length === 1);
    const during = read(results);
    expect(during.run).toMatchObject({ incomplete: true, pending: ['live'] });
    expect(during.run.stopReason).toBeUndefined();
    child.kill('SIGTERM');
    const r = await done;
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(/error: interrupted by SIGTERM: 1 suite\(s\) scored and kept, not scored: live/);
    const doc = read(results);
    expect(validateValue('results', doc)).toEqual([]);
    expect(doc.run).toMatchObject({ incomplete: true, pending: ['live'], stopReason: 'interrupted by SIGTERM' });
    expect(doc.verdict).toBe('error');
    expect(doc.suites.map((s) => [s.id, s.status])).toEqual([['trips', 'ok']]);
    expect(readdirSync(path.join(dir, 'out')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(path.join(dir, 'out')).filter((f) => f.startsWith('live.'))).toEqual([]);
    // The record file of the stopped flood suite is kept (the input of --resume), and is complete JSONL.
    const record = readFileSync(path.join(dir, 'live.record.jsonl'), 'utf8');
    expect(record === '' || record.endsWith('\n')).toBe(true);

    // The gate never passes an incomplete document.
    const compared = await runCli(['compare', '--current', results, '--baseline', results], { cwd: dir });
    expect(compared.code).toBe(2);
    expect(compared.stderr).toMatch(/error: the run did not finish \(interrupted by SIGTERM\); not scored: live/);
  });

  it('the run deadline stops a hanging provider: exit 2, the cause named, the suites done kept', async () => {
    const dir = workspace();
    const started = Date.now();
    const r = await runCli(['run', '--out', 'out/results.json', '--deadline-minutes', '0.02'], { cwd: dir });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toMatch(
      /error: the run deadline of 0\.02 min passed: 1 suite\(s\) scored and kept, not scored: live/,
    );
    const doc = read(path.join(dir, 'out/results.json'));
    expect(doc.run).toMatchObject({
      incomplete: true,
      pending: ['live'],
      stopReason: 'the run deadline of 0.02 min passed',
    });
    expect(doc.suites.map((s) => s.id)).toEqual(['trips']);
  });

  it('rejects a deadline that is not a positive number', async () => {
    const r = await runCli(['run', '--deadline-minutes', '0'], { cwd: tempDir() });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--deadline-minutes must be a number > 0/);
  });
});
