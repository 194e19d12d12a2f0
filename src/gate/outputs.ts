// The action outputs computed from the documents and the comparison (results.md "Verdicts and action outputs").
import type { ResultsDocument, RunVerdict } from '../results/types.js';
import { meanFinalScore, scoredNothing, unscoredSuites, unscoredWords } from '../results/document.js';
import type { Comparison } from './compare.js';

export { meanFinalScore } from '../results/document.js';

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

export interface GateOutputs {
  verdict: RunVerdict;
  /** The verdict and what must be said first: suites that could not be scored, suites removed (the `headline` output). */
  headline: string;
  /** Mean of the suites' final scores; null when a suite could not be scored (the mean of the others would hide it) or none has one. */
  finalScore: number | null;
  baselineScore: number | null;
  delta: number | null;
  scores: Record<string, number | null>;
  regressions: Regression[];
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
export function headline(verdict: RunVerdict | null, doc: ResultsDocument, removed: readonly string[] = []): string {
  const parts = [`verdict ${verdict ?? 'none'}`];
  const unscored = unscoredWords(doc);
  if (unscored !== null) parts.push(`${unscored} (${named(unscoredSuites(doc).map((s) => s.id))})`);
  if (removed.length > 0) parts.push(`${removed.length} suite${removed.length === 1 ? '' : 's'} of the baseline removed (${named(removed)})`);
  if (scoredNothing(doc)) parts.push('no suite was scored');
  return parts.join(' · ');
}

/** The `final-score` output: the mean, or null when a suite could not be scored. */
export function finalScoreOutput(doc: ResultsDocument): number | null {
  return unscoredSuites(doc).length > 0 ? null : meanFinalScore(doc);
}

/** `scores`: each suite's final score; null for one that could not be scored (whatever number it carries). */
export function scoresOutput(doc: ResultsDocument): Record<string, number | null> {
  return Object.fromEntries(doc.suites.map((s) => [s.id, s.status === 'error' ? null : s.finalScore]));
}

export function gateOutputs(current: ResultsDocument, baseline: ResultsDocument | null, comparison: Comparison): GateOutputs {
  const finalScore = finalScoreOutput(current);
  const baselineScore = meanFinalScore(baseline);
  const regressions = comparison.suites.flatMap((s) =>
    s.targets.filter((t) => t.verdict === 'regressed').map((t) => ({ suite: s.id, kind: t.kind, id: t.id, baseline: t.baseline, current: t.current, delta: t.delta, p: t.p })),
  );
  const removed = comparison.suites.filter((s) => s.state === 'removed').map((s) => s.id);
  return {
    verdict: comparison.verdict,
    headline: headline(comparison.verdict, current, removed),
    finalScore,
    baselineScore,
    delta: finalScore !== null && baselineScore !== null ? finalScore - baselineScore : null,
    scores: scoresOutput(current),
    regressions,
  };
}

/** The outputs as the action sets them: kebab-case names, strings ("" for null). */
export function outputStrings(o: GateOutputs): Record<string, string> {
  const n = (v: number | null) => (v === null ? '' : String(v));
  return {
    verdict: o.verdict,
    headline: o.headline,
    'final-score': n(o.finalScore),
    'baseline-score': n(o.baselineScore),
    delta: n(o.delta),
    scores: JSON.stringify(o.scores),
    regressions: JSON.stringify(o.regressions),
  };
}
