// The action's outputs and the JSON of `compare`/`history --format json` (results.md "Verdicts and
// action outputs"): the verdict model (gate/model.ts) as strings, nothing computed again.
import type { Comparison, RunFacts, SuiteComparison, TargetComparison, TargetVerdict } from '../gate/model.js';
import { failsRun, VERDICT_KINDS } from '../gate/verdicts.js';
import type { RunVerdict } from '../results/types.js';
import { failThresholdWords, NO_SUITE_SCORED, reasonsWords, removedWords, unscoredWords } from './words.js';

/** A regressed target as the `regressions` output lists it. */
export interface Regression {
  suite: string;
  kind: 'round' | 'metric';
  id: string;
  /** Values in the gate's scale: percent for survival rates and rate metrics, 0–100 for finalScore. */
  baseline: number | null;
  current: number | null;
  delta: number | null;
  p: number | null;
}

/** How many ids a headline names before it counts the rest. */
const NAMED = 5;

function named(ids: readonly string[]): string {
  const shown = ids.slice(0, NAMED).map((id) => JSON.stringify(id.length > 60 ? `${id.slice(0, 59)}…` : id));
  return `${shown.join(', ')}${ids.length > NAMED ? `, … (${ids.length})` : ''}`;
}

/**
 * One line: `verdict error · 2 of 3 suites could not be scored ("a", "b") · 1 suite removed ("c")`.
 * The ids are JSON strings (a step output is plain text; nothing renders it).
 */
function headline(verdict: RunVerdict, run: RunFacts): string {
  const parts = [`verdict ${verdict}`];
  if (run.unscored !== null) parts.push(`${unscoredWords(run.unscored)} (${named(run.unscored.ids)})`);
  if (run.removed.length > 0) parts.push(`${removedWords(run.removed.length)} (${named(run.removed)})`);
  if (run.scoredNothing) parts.push(NO_SUITE_SCORED);
  return parts.join(' · ');
}

/** The regressed targets of every suite. */
function regressions(c: Comparison): Regression[] {
  return c.suites.flatMap((s) =>
    s.targets
      .filter((t) => failsRun(t.verdict))
      .map((t) => ({
        suite: s.id,
        kind: t.kind,
        id: t.id,
        baseline: t.baseline,
        current: t.current,
        delta: t.delta,
        p: t.p,
        pAdjusted: t.pAdjusted,
      })),
  );
}

/** How many targets of the run got each verdict (every verdict named, 0 included; the gate's ids). */
function targetCounts(c: Comparison): Record<TargetVerdict, number> {
  const counts = Object.fromEntries(VERDICT_KINDS.map((v) => [v, 0])) as Record<TargetVerdict, number>;
  for (const s of c.suites) for (const t of s.targets) counts[t.verdict] += 1;
  return counts;
}

/** The outputs as the action sets them: kebab-case names, strings ("" for null). `verdict`: the run's (default the comparison's). */
export function outputStrings(c: Comparison, verdict: RunVerdict = c.verdict): Record<string, string> {
  const n = (v: number | null) => (v === null ? '' : String(v));
  const scores = c.run.scores;
  return {
    verdict,
    headline: headline(verdict, c.run),
    'final-score': n(scores.final),
    'baseline-score': n(scores.baseline),
    delta: n(scores.delta),
    scores: JSON.stringify(scores.bySuite),
    regressions: JSON.stringify(regressions(c)),
    'target-counts': JSON.stringify(targetCounts(c)),
  };
}

function targetJson(t: TargetComparison): Record<string, unknown> {
  return {
    kind: t.kind,
    id: t.id,
    label: t.label,
    scale: t.scale,
    direction: t.direction,
    unit: t.unit,
    baseline: t.baseline,
    current: t.current,
    delta: t.delta,
    test: t.test,
    p: t.p,
    pAdjusted: t.pAdjusted,
    ...(t.repeats === undefined ? {} : { repeats: t.repeats }),
    verdict: t.verdict,
    reasons: reasonsWords(t),
    threshold: failThresholdWords(t),
    items: t.items,
    history: t.history,
    round: t.round,
  };
}

function suiteJson(s: SuiteComparison): Record<string, unknown> {
  return {
    id: s.id,
    benchmark: s.benchmark,
    paired: s.paired,
    shared: s.shared,
    worst: s.worst,
    failingItems: s.failingItems,
    state: s.state,
    verdict: s.verdict,
    targets: s.targets.map(targetJson),
  };
}

/** The comparison as `--format json` prints it: per suite and target the verdict, values, test, reasons and thresholds in words. */
export function comparisonJson(c: Comparison): Record<string, unknown> {
  return {
    level: c.level,
    alpha: c.alpha,
    multipleTesting: c.multipleTesting,
    family: c.family,
    minItems: c.minItems,
    hasBaseline: c.hasBaseline,
    verdict: c.verdict,
    suites: c.suites.map(suiteJson),
    verdictHash: c.verdictHash,
  };
}
