import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import type { TransitTask } from '../../src/benchmarks/transitlm/input/options.js';
import type { Compat } from '../../src/benchmarks/transitlm/reference/units.js';
import { referencePath, useReferencePath } from '../../src/benchmarks/transitlm/reference/mode.js';
import { REPO_ROOT, tempDir } from '../helpers.js';
import { context, FIXTURES, SHARED } from './support.js';

/**
 * BENCH_CHECK_REFERENCE=1 scores with the plain readers only (reference/): the results and the
 * items files are the same bytes as on the fast path.
 */

const CASES: readonly (readonly [string, string, TransitTask, string])[] = [
  [SHARED, 'benchmark1_single_route_example.csv', 'single', 'station_info_synthetic.csv'],
  [SHARED, 'benchmark2_personalized_example.csv', 'personalized', 'station_info_synthetic.csv'],
  [SHARED, 'benchmark3_diversity_example.csv', 'diversity', 'station_info_synthetic.csv'],
  [SHARED, 'benchmark_indonesia_single_route_example.csv', 'single', 'station_info_indonesia.csv'],
  [SHARED, 'conformance_quirks_single.csv', 'single', 'station_info_synthetic.csv'],
  [FIXTURES, 'single.csv', 'single', 'stations.csv'],
  [FIXTURES, 'personalized.csv', 'personalized', 'stations.csv'],
  [FIXTURES, 'diversity.csv', 'diversity', 'stations.csv'],
];

afterEach(() => useReferencePath(false));

/** One suite of CASES under one --compat: `input` and `stations` are files of `dir`. */
interface ScoreCase {
  dir: string;
  input: string;
  task: TransitTask;
  stations: string;
  compat: Compat;
}

async function score(reference: boolean, { dir, input, task, stations, compat }: ScoreCase) {
  useReferencePath(reference);
  const out = tempDir('transitlm-reference-');
  // Threads asked for: the reference path must not use them (and the fast path gives the same bytes with them).
  const ctx = { ...context(dir, out), env: { BENCH_CHECK_THREADS: '1' } };
  const suite = await transitlmBenchmark.score(
    { id: 'suite', benchmark: 'transitlm', task, input, stations, compat },
    ctx,
  );
  const items = readdirSync(out).map((f) => [f, readFileSync(path.join(out, f), 'utf8')]);
  return JSON.stringify({ suite, items });
}

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

  for (const [dir, input, task, stations] of CASES) {
    for (const compat of ['reference', 'corrected'] as const) {
      it(`scores ${input} (${task}, --compat ${compat}) to the same bytes as the fast path`, async () => {
        const suite = { dir, input, task, stations, compat };
        const plain = await score(true, suite);
        const fast = await score(false, suite);
        expect(plain).toBe(fast);
      });
    }
  }
});
