// The statistics of the `kind: history` rule (docs/gate.md "History: the rule and its
// statistics"): the base branch's own spread of a target, from its past runs, as a robust centre
// (median) and scale (1.4826 × MAD, which estimates the standard deviation of normal noise and
// ignores up to half of the runs being outliers). Pure functions, like stats.ts.
import type { Direction } from '../results/types.js';
import type { HistoryLoad } from './history-types.js';
import type { TargetKind } from './model.js';
import { suitesById } from '../results/document.js';
import { targetValue } from './sides.js';
import { VERDICT_OF_BAND, type Band } from './verdicts.js';

/** 1 / Φ⁻¹(3/4): makes the MAD of normal noise an estimate of its standard deviation. */
const MAD_SCALE = 1.4826;

/** Defaults of a `kind: history` rule. */
export const HISTORY_DEFAULTS = Object.freeze({ k: 3, minHistory: 10 });

/** The parameters of a `kind: history` rule, after the defaults. */
export interface HistoryRule {
  /** Regressed when the current value is more than k robust standard deviations worse than the median. */
  k: number;
  /** Possible regression when more than warnK of them worse (null: no warn level). */
  warnK: number | null;
  /** Fewer past values than this: the history is insufficient and the thresholds apply. */
  minHistory: number;
}

/** The median of a non-empty list (the mean of the two middle values for an even count). */
function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const s = [...values].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** The median absolute deviation from the median (unscaled). */
function mad(values: readonly number[]): number {
  const m = median(values);
  return median(values.map((v) => Math.abs(v - m)));
}

/** A target's values in past runs, newest first (the runs' order), with the run each is from. */
export interface PastValue {
  runId: string;
  createdAt: string;
  value: number;
}

/** How the history decided (or did not decide) a target. */
export type HistoryBasis =
  /** The current value was judged against the band of the history. */
  | 'history'
  /** Fewer than minHistory values: the threshold rule applied. */
  | 'insufficient-history'
  /** MAD = 0 (more than half of the past values equal): the threshold rule applied. */
  | 'no-spread';

/** What a target's history is, for the verdict and the trend chart. */
export interface TargetHistory {
  /** Values of the past runs, newest first. */
  values: PastValue[];
  median: number | null;
  /** 1.4826 × MAD (null without values). */
  spread: number | null;
  /** Only on targets a `kind: history` rule addressed. */
  rule?: HistoryRule;
  basis?: HistoryBasis;
  /** k × spread: how far from the median (in the worse direction) the current value may be. */
  band?: number;
}

/** A target's values over the history (runs without the suite, the target or a finite value are left out). */
export function pastValues(history: HistoryLoad, suiteId: string, kind: TargetKind, id: string): PastValue[] {
  const out: PastValue[] = [];
  for (const run of history.runs) {
    const value = targetValue(suitesById(run.doc).get(suiteId), kind, id);
    if (value !== null && Number.isFinite(value)) out.push({ runId: run.id, createdAt: run.createdAt, value });
  }
  return out;
}

/** The history of a target: its past values with their median and robust spread. */
export function targetHistory(values: PastValue[]): TargetHistory {
  if (values.length === 0) return { values, median: null, spread: null };
  const xs = values.map((v) => v.value);
  return { values, median: median(xs), spread: MAD_SCALE * mad(xs) };
}

/** The verdict of a band crossed (or not): one of the regressed, possibly regressed, improved or unchanged kinds. */
export type HistoryVerdict = (typeof VERDICT_OF_BAND)[Band];

/** How the history judged a current value, with the numbers a reader can check (src/report/words.ts says it). */
export interface HistoryJudgement {
  basis: HistoryBasis;
  /** Past values the judgement rests on. */
  runs: number;
  /** Only with basis `history`. */
  verdict?: HistoryVerdict;
  /** k × spread (basis `history`). */
  band?: number;
  /** The past values' median (not with basis `insufficient-history`). */
  median?: number;
  /** 1.4826 × MAD (basis `history`). */
  spread?: number;
  /** How much worse than the median the current value is (negative: better); basis `history`. */
  worse?: number;
}

/**
 * The `kind: history` verdict of a current value (docs/gate.md): with d = median − current for a
 * higher-is-better target (current − median for lower-is-better), s = 1.4826 × MAD of the past
 * values: regressed when d > k·s, possible regression when d > warnK·s, improved when −d > k·s,
 * else unchanged. Fewer than minHistory values, or s = 0: no verdict (the caller applies the
 * thresholds).
 */
export function judgeHistory(
  h: TargetHistory,
  current: number,
  direction: Direction,
  rule: HistoryRule,
): HistoryJudgement {
  const runs = h.values.length;
  if (runs < rule.minHistory || h.median === null || h.spread === null) return { basis: 'insufficient-history', runs };
  if (!(h.spread > 0)) return { basis: 'no-spread', runs, median: h.median };
  const worse = direction === 'lower' ? current - h.median : h.median - current;
  const band = rule.k * h.spread;
  let crossed: Band;
  if (worse > band) crossed = 'fail';
  else if (rule.warnK !== null && worse > rule.warnK * h.spread) crossed = 'warn';
  else if (-worse > band) crossed = 'better';
  else crossed = 'within';
  const verdict: HistoryVerdict = VERDICT_OF_BAND[crossed];
  return { basis: 'history', runs, verdict, band, median: h.median, spread: h.spread, worse };
}
