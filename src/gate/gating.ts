// What the gate says of a suite as a whole, decided once: whether and why it was gated (the comment's `gated` column, the terminal's overview),
// its outcome (the overview's verdict) and its final-score row. src/report/words.ts words them.
import type { ScoreRow, SuiteComparison, SuiteGating, SuiteOutcome, TargetComparison, UngatedWhy } from './model.js';
import { VERDICTS, VERDICTS_BY_SEVERITY } from './verdicts.js';

/** The facts of a suite these are computed from. */
type SuiteCore = Pick<SuiteComparison, 'state' | 'verdict' | 'targets' | 'docs' | 'finalScore'>;

/** Why the gate did not test a target; null when it did. judge() makes a target `insufficient-data` only for these two. */
function untestedBecause(t: TargetComparison): 'no-value' | 'too-few-items' | null {
  if (!VERDICTS[t.verdict].untested) return null;
  return t.current === null || t.baseline === null ? 'no-value' : 'too-few-items';
}

/**
 * Too few items when some targets had too few, else no value to compare. A target has too few
 * when either side does: its count is the smaller side's; of several targets the largest such
 * count is named, which for a small suite is its item count (the overview's `n`), not the count
 * of some rate over a part of it.
 */
function untestedWhy(untested: readonly TargetComparison[], minItems: number): UngatedWhy {
  let named: number | null = null;
  for (const t of untested) {
    if (untestedBecause(t) !== 'too-few-items') continue;
    const sides = [t.items.current, t.items.baseline].filter((n): n is number => n !== null);
    if (sides.length === 0) continue;
    const n = Math.min(...sides);
    if (n < minItems && (named === null || n > named)) named = n;
  }
  return named === null ? { kind: 'no-value' } : { kind: 'too-few-items', items: named, minItems };
}

/**
 * Whether the gate tested a suite. `minItems` applies to targets with an item count (rounds, rate
 * metrics, means, a final score tested as a pass rate); a value without one (a score computed from
 * one artifact) has no sample size to be too small, so its thresholds alone gate it.
 */
export function suiteGating(
  s: Pick<SuiteComparison, 'state' | 'targets'>,
  minItems: number,
  hasBaseline = true,
): SuiteGating {
  const none = (kind: Exclude<UngatedWhy['kind'], 'too-few-items'>): SuiteGating => ({
    gated: 'no',
    why: { kind },
    targets: s.targets.length,
    untested: s.targets.length,
  });
  if (s.state === 'error') return none('error');
  if (s.state === 'skipped') return none('skipped');
  if (s.state === 'new') return none(hasBaseline ? 'new' : 'no-baseline');
  if (s.state === 'removed') return none('removed');
  if (s.targets.length === 0) return none('nothing-to-gate');
  const untested = s.targets.filter((t) => untestedBecause(t) !== null);
  if (untested.length === 0) return { gated: 'yes', why: null, targets: s.targets.length, untested: 0 };
  const why = untestedWhy(untested, minItems);
  return {
    gated: untested.length === s.targets.length ? 'no' : 'partly',
    why,
    targets: s.targets.length,
    untested: untested.length,
  };
}

/** Compared suites the gate could not test at all: a pass must say it did not cover them. */
export function ungatedSuites<S extends Pick<SuiteComparison, 'state' | 'gating'>>(suites: readonly S[]): S[] {
  return suites.filter((s) => s.state === 'compared' && s.gating.gated === 'no');
}

/** The outcomes a tested target can give its suite, the most severe first. */
const OUTCOME_ORDER = VERDICTS_BY_SEVERITY.filter((v) => !VERDICTS[v].untested);

/** What the reports say of a suite: the worst verdict of its tested targets; a suite nothing could test says whether it moved. */
export function suiteOutcome(s: Pick<SuiteCore, 'state' | 'verdict' | 'targets'>): SuiteOutcome {
  if (s.state === 'error' || s.state === 'skipped' || s.state === 'new' || s.state === 'removed') return s.state;
  if (s.verdict === 'error' || s.verdict === 'skipped' || !VERDICTS[s.verdict].untested) return s.verdict;
  const worst = OUTCOME_ORDER.find((v) => s.targets.some((t) => t.verdict === v));
  if (worst !== undefined) return worst;
  return s.targets.every((t) => t.delta === 0 || t.delta === null) ? 'unchanged' : 'changed';
}

/**
 * A suite's final score against the baseline's: its finalScore target, else the documents' own
 * (a `direction: none` rule keeps finalScore from the gate); none for a suite that could not be
 * scored, whatever number it carries.
 */
export function scoreRow(s: Pick<SuiteCore, 'state' | 'docs' | 'finalScore'>): ScoreRow {
  const fs = s.finalScore;
  const current = s.state === 'error' ? null : (fs?.current ?? s.docs.current?.finalScore ?? null);
  const baseline =
    fs?.baseline ?? (s.state === 'compared' || s.state === 'removed' ? (s.docs.baseline?.finalScore ?? null) : null);
  const delta = fs?.delta ?? (current !== null && baseline !== null ? current - baseline : null);
  return { current, baseline, delta };
}
