import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../../src/benchmarks/transitlm/reference/mode.js';
import { REPO_ROOT } from '../helpers.js';

/**
 * BENCH_CHECK_REFERENCE=1 scores with the plain readers only (reference/). That it gives the same
 * bytes as the fast path, threads asked for, is golden.slow.test.ts's "reference" mode: every
 * conformance example and demo file under both --compat values, against the same expected files
 * as the fast path on this thread and on a worker. Here: the variable is read.
 */

describe('the reference path (BENCH_CHECK_REFERENCE=1)', () => {
  it('is read from the environment', () => {
    const code =
      "import('./src/benchmarks/transitlm/reference/mode.ts').then((m) => process.stdout.write(String(m.referencePath())))";
    const run = (env: Record<string, string>) =>
      execFileSync(process.execPath, ['--import', 'tsx', '-e', code], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
    expect(run({ BENCH_CHECK_REFERENCE: '1' })).toBe('true');
    expect(run({ BENCH_CHECK_REFERENCE: '' })).toBe('false');
    expect(referencePath()).toBe(false);
  });
});
