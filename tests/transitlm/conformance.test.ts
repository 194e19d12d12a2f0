import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import type { TransitTask } from '../../src/benchmarks/transitlm/input/options.js';
import { context, pyFixed, SHARED } from './support.js';

// Every public example against what the official scripts (HotTricker/TransitLM at 4151aff) print.
const CASES: readonly (readonly [string, TransitTask, string])[] = [
  ['benchmark1_single_route_example', 'single', 'station_info_synthetic.csv'],
  ['benchmark2_personalized_example', 'personalized', 'station_info_synthetic.csv'],
  ['benchmark3_diversity_example', 'diversity', 'station_info_synthetic.csv'],
  ['benchmark_indonesia_single_route_example', 'single', 'station_info_indonesia.csv'],
  ['benchmark_indonesia_personalized_example', 'personalized', 'station_info_indonesia.csv'],
  ['benchmark_indonesia_diversity_example', 'diversity', 'station_info_indonesia.csv'],
  ['conformance_quirks_single', 'single', 'station_info_synthetic.csv'],
];

/** "0.0" and "-0.00" compare equal to 0; expected values are printed numbers. */
function same(got: number | null | undefined, expected: number | null, digits: number): boolean {
  if (expected === null) return got === null || got === undefined;
  if (got === null || got === undefined) return false;
  return Number(pyFixed(got, digits)) === Number(expected.toFixed(digits));
}

describe('TransitLM conformance with the official scripts', () => {
  it('has its data (fixtures/transitlm/conformance): a missing file is a failure, never a skip', () => {
    for (const [name, , stations] of CASES) {
      for (const f of [`${name}.csv`, `expected/${name}.json`, stations])
        expect(existsSync(path.join(SHARED, f)), f).toBe(true);
    }
  });

  for (const [name, task, stations] of CASES) {
    it(`${name} (${task})`, async () => {
      const expected = JSON.parse(readFileSync(path.join(SHARED, 'expected', `${name}.json`), 'utf8')) as Record<
        string,
        unknown
      >;
      const suite = await transitlmBenchmark.score(
        { id: name, benchmark: 'transitlm', task, input: `${name}.csv`, stations },
        context(SHARED),
      );
      expect(suite.status).toBe('ok');
      for (const [key, value] of Object.entries(expected)) {
        if (key === 'rounds') {
          for (const [id, pair] of Object.entries(value as Record<string, [number, number]>)) {
            const r = suite.rounds.find((x) => x.id === id);
            expect([r?.passed, r?.input], `round ${id}`).toEqual(pair);
          }
        } else if (key === 'total' || key === 'errors') {
          expect(suite[key], key).toBe(value);
        } else if (key === 'valid') {
          expect(suite.counts?.valid, key).toBe(value);
        } else if (key === 'metrics') {
          for (const [metric, exp] of Object.entries(value as Record<string, unknown>)) {
            if (metric === 'best_match') {
              const bm = exp as Record<string, number>;
              for (const k of ['first', 'second', 'third'])
                expect(suite.metrics[`best_match_${k}`]?.value, `best_match_${k}`).toBe(bm[k]);
            } else if (metric === 'label_preference_compliance') {
              const m = suite.metrics[metric];
              expect([m?.passed, m?.input], metric).toEqual(exp);
            } else {
              const digits = /iou|diversity/.test(metric) ? 4 : 2;
              const got = suite.metrics[metric]?.value;
              expect(same(got, exp as number | null, digits), `${metric}: got ${got}, expected ${String(exp)}`).toBe(
                true,
              );
            }
          }
        } else throw new Error(`unknown expected key ${key}`);
      }
    });
  }

  it('reports the quirk rows as errors with their first cause', async () => {
    const suite = await transitlmBenchmark.score(
      {
        id: 'q',
        benchmark: 'transitlm',
        task: 'single',
        input: 'conformance_quirks_single.csv',
        stations: 'station_info_synthetic.csv',
      },
      context(SHARED),
    );
    const errors = suite.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.code, d.field, d.pointer])).toEqual([
      ['invalid-json', 'generate_results', null],
      ['invalid-json', 'generate_results', null],
      ['not-an-object', 'generate_results', ''],
      ['bad-type', 'generate_results', '/start_transfer_mode'],
    ]);
    expect(
      errors.every(
        (d) =>
          d.line !== null && d.row !== null && d.item !== null && d.file?.endsWith('conformance_quirks_single.csv'),
      ),
    ).toBe(true);
    // The NaN total_distance makes the distance MAPE mean non-finite.
    expect(suite.metrics.distance_mape?.value).toBeNull();
    expect(suite.diagnostics.some((d) => d.code === 'non-finite-metric')).toBe(true);
  });
});
