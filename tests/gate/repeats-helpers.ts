// Results documents with repeats (issue #27), built in-process: the suite-level values are the
// repeats combined as the runner combines them (mean finalScore and metric values).
import type { Suite, SuiteRepeat } from '../../src/results/types.js';
import { suite } from './helpers.js';

const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;

export interface RepeatSpec {
  id: string;
  /** Each repeat's finalScore (0–100). */
  finalScores: number[];
  /** Each repeat's seed; null: replicate files (`input` names them). Default: 1, 2, …. */
  seeds?: number[] | null;
  /** Per metric: each repeat's value (same length as finalScores), higher is better unless `lower` lists it. */
  metrics?: Record<string, number[]>;
  lower?: string[];
  /** Default flood. */
  benchmark?: string;
}

/** A suite of `finalScores.length` repeats (ok status, no item counts: gated by thresholds and the t tests). */
export function repeatSuite(spec: RepeatSpec): Suite {
  const n = spec.finalScores.length;
  const seeds = spec.seeds === undefined ? spec.finalScores.map((_, i) => i + 1) : spec.seeds;
  const metricIds = Object.keys(spec.metrics ?? {});
  const repeats: SuiteRepeat[] = spec.finalScores.map((fs, i) => {
    const r: SuiteRepeat = { index: i + 1, status: 'ok', total: 1, errors: 0, rounds: [], metrics: {}, finalScore: fs };
    if (seeds === null) r.input = `runs/${i + 1}.csv`;
    else r.seed = seeds[i]!;
    for (const m of metricIds) r.metrics[m] = spec.metrics![m]![i]!;
    return r;
  });
  const metrics: Suite['metrics'] = {};
  for (const m of metricIds)
    metrics[m] = { value: mean(spec.metrics![m]!), direction: spec.lower?.includes(m) ? 'lower' : 'higher' };
  return suite({
    id: spec.id,
    benchmark: spec.benchmark ?? 'flood',
    task: null,
    total: n,
    finalScore: mean(spec.finalScores),
    metrics,
    repeats,
  });
}
