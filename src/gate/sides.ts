// The value of a target on one side (a run's suite), in the gate's scale, with what a test needs:
// read by the comparison (compare.ts) and by the history (history-stats.ts), once.
import type { Metric, Round, Suite, SuiteRepeat } from '../results/types.js';
import type { TargetKind } from './model.js';
import type { RateCounts } from './stats.js';

/** One value to judge, in its scale, with what a test needs. */
export interface Side {
  value: number | null;
  /** Items behind the value (null: not subject to minItems). */
  n: number | null;
  /** For tested rates: passed/n. */
  counts: RateCounts | null;
  /** The value in each repeat that has one (ok status), with its seed (null: a replicate file); absent without. */
  repeats?: RepeatValues;
}

/** A target's value in each repeat of a suite, in the target's scale, with the repeat's seed. */
export interface RepeatValues {
  values: number[];
  seeds: (number | null)[];
}

/** The target's value in one repeat (same scale as the suite-level side), or null. */
function repeatValue(r: SuiteRepeat, kind: TargetKind, id: string, rate: boolean): number | null {
  if (kind === 'round') {
    const round = r.rounds.find((x) => x.id === id);
    return round === undefined || r.total <= 0 ? null : (100 * round.passed) / r.total;
  }
  if (id === 'finalScore') return r.finalScore;
  const v = Object.hasOwn(r.metrics, id) ? r.metrics[id] : undefined;
  return v === undefined || v === null ? null : rate ? 100 * v : v;
}

/** A side with its repeats' values attached (the suite's ok repeats that have a value), or the side unchanged. */
export function withRepeats(
  side: Side | null,
  suite: Suite | undefined,
  target: { kind: TargetKind; id: string; rate: boolean },
): Side | null {
  if (side === null || suite?.repeats === undefined || suite.repeats.length === 0) return side;
  const values: number[] = [];
  const seeds: (number | null)[] = [];
  for (const r of suite.repeats) {
    if (r.status !== 'ok') continue;
    const v = repeatValue(r, target.kind, target.id, target.rate);
    if (v === null || !Number.isFinite(v)) continue;
    values.push(v);
    seeds.push(r.seed ?? null);
  }
  return { ...side, repeats: { values, seeds } };
}

/** A metric with passed/input: a rate, compared in percentage points. */
export function isRate(m: Metric | undefined): m is Metric & { passed: number; input: number } {
  return m !== undefined && typeof m.passed === 'number' && typeof m.input === 'number';
}

/** A round's survival rate (passed / all items of the suite) in percent. */
export function roundSide(suite: Suite | undefined, round: Round | undefined): Side | null {
  if (suite === undefined || round === undefined) return null;
  const value = suite.total > 0 ? (100 * round.passed) / suite.total : null;
  return { value, n: suite.total, counts: suite.total > 0 ? { passed: round.passed, n: suite.total } : null };
}

/** finalScore; `tested`: as a pass rate over the suite's items (GateHints.finalScoreRounds). */
export function finalScoreSide(suite: Suite | undefined, tested: boolean): Side | null {
  if (suite === undefined) return null;
  if (!tested) return { value: suite.finalScore, n: null, counts: null };
  const counts =
    suite.finalScore !== null && suite.total > 0
      ? { passed: Math.round((suite.finalScore * suite.total) / 100), n: suite.total }
      : null;
  return { value: suite.finalScore, n: suite.total, counts };
}

/** A metric: a rate ×100 with its counts, a mean with its count, else its value. */
export function metricSide(m: Metric | undefined): Side | null {
  if (m === undefined) return null;
  if (isRate(m))
    return {
      value: m.value === null ? null : 100 * m.value,
      n: m.input,
      counts: m.input > 0 ? { passed: m.passed, n: m.input } : null,
    };
  return { value: m.value, n: typeof m.count === 'number' ? m.count : null, counts: null };
}

/** The value of a target in a suite that was scored (a past run's, for the history), or null. */
export function targetValue(suite: Suite | undefined, kind: TargetKind, id: string): number | null {
  if (suite?.status !== 'ok') return null;
  if (kind === 'round')
    return (
      roundSide(
        suite,
        suite.rounds.find((r) => r.id === id),
      )?.value ?? null
    );
  if (id === 'finalScore') return suite.finalScore;
  return metricSide(Object.hasOwn(suite.metrics, id) ? suite.metrics[id] : undefined)?.value ?? null;
}
