// The run's mean final scores and which suites could not be scored (results.md "Verdicts and
// action outputs"), computed here only: the reports, the outputs and the exit code read them.
import type { ResultsDocument } from '../results/types.js';
import type { RunScores } from './model.js';

type Suites = Pick<ResultsDocument, 'suites'>;

/** Unweighted mean of the final scores of the suites that were scored; null when there is none. */
function meanFinalScore(doc: Suites | null): number | null {
  const scores = (doc?.suites ?? [])
    .filter((s) => s.status === 'ok' && s.finalScore !== null)
    .map((s) => s.finalScore!);
  return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}

/**
 * The suites that could not be scored (`status: "error"`) and how many the run was to score
 * (those skipped as another shard's are not counted), or null when every one was (the
 * first line of every report and the action's outputs say it).
 */
export function unscoredOf(doc: Suites): { ids: string[]; of: number } | null {
  const ids = doc.suites.filter((s) => s.status === 'error').map((s) => s.id);
  return ids.length === 0 ? null : { ids, of: doc.suites.filter((s) => s.status !== 'skipped').length };
}

/** The run's scores: the mean, the output (none while a suite could not be scored), the baseline's, Δ, each suite's. */
export function runScores(current: Suites, baseline: Suites | null): RunScores {
  const mean = meanFinalScore(current);
  const final = unscoredOf(current) === null ? mean : null;
  const baselineMean = meanFinalScore(baseline);
  return {
    mean,
    scored: current.suites.filter((s) => s.status === 'ok' && s.finalScore !== null).length,
    final,
    baseline: baselineMean,
    delta: final !== null && baselineMean !== null ? final - baselineMean : null,
    bySuite: Object.fromEntries(current.suites.map((s) => [s.id, s.status === 'error' ? null : s.finalScore])),
  };
}
