// Usage errors name what is unknown, list the choices and suggest the nearest (issue #16 part 7):
// the CLI as a process; the rewriting of yargs's messages on its own in usage-errors.test.ts.
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';

describe('the CLI', () => {
  it.concurrent.each([
    [
      ['score', 'hurrican'],
      'error: unknown benchmark "hurrican"; choose one of: hurricane, transitlm, flood, imported (did you mean "hurricane"?)',
    ],
    [
      ['scor', 'hurricane'],
      'error: unknown command "scor"; choose one of: score, run, init, merge, validate, compare, history, baseline (did you mean "score"?)',
    ],
    [
      ['score', 'transitlm', '--task', 'singl', '--input', 'x.csv'],
      'error: unknown --task value "singl"; choose one of: single, personalized, diversity, general (did you mean "single"?)',
    ],
    [['score', 'hurricane', '--trip', 'x.csv'], 'error: unknown option --trip (did you mean --trips?)'],
    // Issue #23: the baseline command's words name what to type, not yargs's parser.
    [
      ['baseline'],
      'error: name what to do with the baseline; the one action is update: bench-check baseline update --from bench-results/results.json --reason "why the baseline changes"',
    ],
    [
      ['baseline', 'update', '--from', 'r.json'],
      'error: baseline update needs --reason "…": bench-check baseline update --from bench-results/results.json --reason "why the baseline changes"',
    ],
    [
      ['baseline', 'update'],
      'error: baseline update needs --from RESULTS.json and --reason "…": bench-check baseline update --from bench-results/results.json --reason "why the baseline changes"',
    ],
  ])('%j: exit 2, the choices and the nearest, in English whatever LANG says', async (args, line) => {
    const r = await runCli(args, { cwd: tempDir(), env: { LANG: 'de_DE.UTF-8' } });
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(line);
    expect(r.stderr).not.toMatch(/\n\s+at \S+/);
    expect(r.stdout).toBe('');
  });
});
