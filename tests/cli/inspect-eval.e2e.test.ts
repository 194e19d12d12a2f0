// Inspect's logs as a new user meets them: the `.eval` file Inspect wrote (two epoch reducers,
// a dict scorer) given as it is, and hostile score values that end in a results document, never
// in an aborted run.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsDocument } from '../../src/results/types.js';
import { runCli } from '../helpers.js';
import { FIXTURES, inspectLog, inspectSample, tempDir, write } from '../items/helpers.js';

describe('score imported --from inspect', () => {
  it("a .eval log with two reducers: one round per scorer and reducer, Inspect's accuracy beside each", async () => {
    const dir = tempDir();
    copyFileSync(path.join(FIXTURES, 'inspect/arith-two-reducers.eval'), path.join(dir, 'arith.eval'));
    const r = await runCli(
      ['score', 'imported', '--from', 'inspect', '--input', 'arith.eval', '--out', 'out/results.json'],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(path.join(dir, 'out/results.json'), 'utf8')) as ResultsDocument;
    const suite = doc.suites[0]!;
    expect(suite.rounds.map((round) => `${round.id} ${round.passed}/${round.input}`)).toEqual([
      'match[mean] 2/6',
      'match[at_least_2] 4/6',
      'includes[mean] 2/6',
      'includes[at_least_2] 4/6',
      'graded/correct[mean] 1/6',
      'graded/correct[at_least_2] 4/6',
      'graded/brevity[at_least_2] 4/6',
    ]);
    expect(suite.diagnostics).toEqual([]);
    // The text report shows each of Inspect's results under its own label, recomputed equal.
    expect(r.stdout).toMatch(/match\[mean\] accuracy\s+0\.6111\s+0\.6111\s+same/);
    expect(r.stdout).toMatch(/match\[at_least_2\] accuracy\s+0\.6667\s+0\.6667\s+same/);
    expect(r.stdout).toMatch(/graded\/correct\[at_least_2\] accuracy\s+0\.6667\s+0\.6667\s+same/);
  });

  it('a score "1e309" and a number 1e309 (Infinity): the run ends with its results document', async () => {
    const dir = tempDir();
    const log = JSON.stringify(
      inspectLog([
        inspectSample(1, 1, { match: 'C', ratio: '1e309' }),
        inspectSample(2, 1, { match: 'C', ratio: 0.5 }),
        inspectSample(3, 1, { match: 'I', ratio: 0.25 }),
      ]),
    ).replace('"value":0.25', '"value":1e309');
    write(dir, 'log.json', log);
    const r = await runCli(['score', 'imported', '--from', 'inspect', '--input', 'log.json', '--out', 'r.json'], {
      cwd: dir,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'r.json'))).toBe(true);
    const suite = (JSON.parse(readFileSync(path.join(dir, 'r.json'), 'utf8')) as ResultsDocument).suites[0]!;
    expect(suite.status).toBe('ok');
    expect(suite.errors).toBe(1);
    expect(suite.metrics.ratio).toMatchObject({ value: 0.25, count: 2 });
  });
});
