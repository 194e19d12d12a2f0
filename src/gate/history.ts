// Which past base-branch runs make up the history (docs/gate.md "History: the rule and
// its statistics"). Pure: the artifact lookup (src/github/history.ts) and `bench-check history
// --from DIR` hand in candidates, newest first; this decides which of them are comparable.
import type { ResultsDocument } from '../results/types.js';
import type { HistoryLoad, HistoryRun } from './history-types.js';

export type { HistoryLoad, HistoryRun } from './history-types.js';

/**
 * Why a candidate's document is not a results document at all, or null. The candidates are typed,
 * but they come from artifacts and folders: a cheap structural check guards what the statistics read.
 */
function notAResultsDocument(doc: unknown): string | null {
  if (typeof doc !== 'object' || doc === null) return 'not a results document';
  const d = doc as { [K in keyof ResultsDocument]?: unknown };
  if (d.schemaVersion !== 1)
    return `not a results document (schemaVersion ${JSON.stringify(d.schemaVersion ?? null)}, expected 1)`;
  const run = typeof d.run === 'object' && d.run !== null ? (d.run as Record<string, unknown>) : null;
  if (run === null || typeof run.configHash !== 'string' || typeof run.createdAt !== 'string')
    return 'not a results document (no run.configHash / run.createdAt)';
  if (!Array.isArray(d.suites)) return 'not a results document (no suites)';
  return null;
}

/** Why one candidate cannot be part of the history of `current`, or null when it can. */
function historyExclusion(current: ResultsDocument, run: HistoryRun): string | null {
  const structural = notAResultsDocument(run.doc);
  if (structural !== null) return structural;
  const doc = run.doc;
  if (doc.run.incomplete === true)
    return `incomplete run (${doc.run.stopReason ?? 'stopped before every suite was scored'})`;
  // Not checked above: a document written before shards existed has none.
  const shard = (doc.run as Partial<ResultsDocument['run']>).shard;
  if (shard !== null && shard !== undefined && shard.total > 1)
    return `one shard (${shard.index}/${shard.total}) of a run, not the merged document`;
  if (doc.run.configHash !== current.run.configHash)
    return 'config hash differs (another suite config or scorer version)';
  return null;
}

/**
 * The history of `current`: the first `limit` candidates (newest first, as given) whose run is
 * comparable — a whole, finished run with the same `run.configHash` (which covers the suite
 * configs and every benchmark's scorer version). The others are listed in `skipped` with the
 * reason; candidates after the limit is reached are not looked at. `limit` 0 → no history.
 */
export function selectHistory(current: ResultsDocument, candidates: readonly HistoryRun[], limit: number): HistoryLoad {
  const runs: HistoryRun[] = [];
  const skipped: HistoryLoad['skipped'] = [];
  if (!(limit > 0)) return { runs, skipped };
  for (const run of candidates) {
    if (runs.length >= limit) break;
    const why = historyExclusion(current, run);
    if (why === null) runs.push(run);
    else skipped.push({ id: run.id, why });
  }
  return { runs, skipped };
}
