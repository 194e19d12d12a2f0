// Which targets the gate tested and why not the others, decided once (issue #23 "One gating rule,
// said once"): the comment's `gated` column, the terminal's overview and the rule's sentence in
// both come from here, and docs/gate.md says the same words.
import type { SuiteComparison, TargetComparison } from './compare.js';

/**
 * The rule in one sentence. `minItems` applies to targets with an item count (rounds, rate
 * metrics, means, a final score tested as a pass rate); a value without one (a score computed
 * from one artifact) has no sample size to be too small, so its thresholds alone gate it.
 */
export function gatingRule(minItems: number): string {
  return `a target counted in items (a round, a rate, a mean) is gated only with at least ${minItems} items on each side; a value without an item count (a score of one artifact) is gated by its thresholds`;
}

/** Why the gate did not test a target; null when it did. judge() makes a target `insufficient-data` only for these two. */
export function untestedBecause(t: TargetComparison): 'no-value' | 'too-few-items' | null {
  if (t.verdict !== 'insufficient-data') return null;
  return t.current === null || t.baseline === null ? 'no-value' : 'too-few-items';
}

/** Whether the gate tested a suite, and why not (fully or in part). */
export interface SuiteGating {
  gated: 'yes' | 'partly' | 'no';
  /** Why not, in a few words ("8 items < 10", "not in the baseline"); '' when gated. */
  why: string;
  /** Targets compared, and how many of them the gate could not test. */
  targets: number;
  untested: number;
}

/**
 * "8 items < 10" when some targets had too few items, else "no value to compare". A target has
 * too few when either side does: its count is the smaller side's; of several targets the largest
 * such count is named, which for a small suite is its item count (the overview's `n`), not the
 * count of some rate over a part of it.
 */
function untestedWhy(untested: readonly TargetComparison[], minItems: number): string {
  let named: number | null = null;
  for (const t of untested) {
    if (untestedBecause(t) !== 'too-few-items') continue;
    const sides = [t.items.current, t.items.baseline].filter((n): n is number => n !== null);
    if (sides.length === 0) continue;
    const n = Math.min(...sides);
    if (n < minItems && (named === null || n > named)) named = n;
  }
  return named === null ? 'no value to compare' : `${named} item${named === 1 ? '' : 's'} < ${minItems}`;
}

export function suiteGating(s: SuiteComparison, minItems: number, hasBaseline = true): SuiteGating {
  const none = (why: string): SuiteGating => ({ gated: 'no', why, targets: s.targets.length, untested: s.targets.length });
  if (s.state === 'error') return none('could not be scored');
  if (s.state === 'skipped') return none('not in this shard');
  if (s.state === 'new') return none(hasBaseline ? 'not in the baseline' : 'no baseline yet');
  if (s.state === 'removed') return none('not in this run');
  if (s.targets.length === 0) return none('nothing to gate');
  const untested = s.targets.filter((t) => untestedBecause(t) !== null);
  if (untested.length === 0) return { gated: 'yes', why: '', targets: s.targets.length, untested: 0 };
  const why = untestedWhy(untested, minItems);
  return { gated: untested.length === s.targets.length ? 'no' : 'partly', why, targets: s.targets.length, untested: untested.length };
}

/** Compared suites the gate could not test at all: a pass must say it did not cover them. */
export function ungatedSuites(suites: readonly SuiteComparison[], minItems: number): SuiteComparison[] {
  return suites.filter((s) => s.state === 'compared' && suiteGating(s, minItems).gated === 'no');
}
