// The action outputs computed from the documents and the comparison (results.md "Verdicts and action outputs").
import type { ResultsDocument, RunVerdict } from '../results/types.js';
import type { Comparison } from './compare.js';

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
  finalScore: number | null;
  baselineScore: number | null;
  delta: number | null;
  scores: Record<string, number | null>;
  regressions: Regression[];
}

/** Unweighted mean of the suites' non-null finalScore; null when there is none. */
export function meanFinalScore(doc: ResultsDocument | null): number | null {
  const scores = (doc?.suites ?? []).map((s) => s.finalScore).filter((v): v is number => v !== null);
  return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}

export function gateOutputs(current: ResultsDocument, baseline: ResultsDocument | null, comparison: Comparison): GateOutputs {
  const finalScore = meanFinalScore(current);
  const baselineScore = meanFinalScore(baseline);
  const regressions = comparison.suites.flatMap((s) =>
    s.targets.filter((t) => t.verdict === 'regressed').map((t) => ({ suite: s.id, kind: t.kind, id: t.id, baseline: t.baseline, current: t.current, delta: t.delta, p: t.p })),
  );
  return {
    verdict: comparison.verdict,
    finalScore,
    baselineScore,
    delta: finalScore !== null && baselineScore !== null ? finalScore - baselineScore : null,
    scores: Object.fromEntries(current.suites.map((s) => [s.id, s.finalScore])),
    regressions,
  };
}

/** The outputs as the action sets them: kebab-case names, strings ("" for null). */
export function outputStrings(o: GateOutputs): Record<string, string> {
  const n = (v: number | null) => (v === null ? '' : String(v));
  return {
    verdict: o.verdict,
    'final-score': n(o.finalScore),
    'baseline-score': n(o.baselineScore),
    delta: n(o.delta),
    scores: JSON.stringify(o.scores),
    regressions: JSON.stringify(o.regressions),
  };
}
