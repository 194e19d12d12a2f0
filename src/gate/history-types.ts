// The base branch's own history: past trusted runs' results documents, newest first.
// Produced by the artifact lookup (src/github/history.ts) or a folder (`bench-check history --from`);
// read by the gate's history rule and the report's trend. Pure data.
import type { ResultsDocument } from '../results/types.js';

/** One past run of the base branch. */
export interface HistoryRun {
  /** Workflow run id, or the file name for `history --from DIR`. */
  id: string;
  /** The commit it scored, when known. */
  sha: string | null;
  /** When the run was scored (the document's `run.createdAt`). */
  createdAt: string;
  /** Link to the workflow run (https only is ever linked), or null. */
  url: string | null;
  doc: ResultsDocument;
}

/** What was looked at, what is usable, and what was left out and why. */
export interface HistoryLoad {
  /** Usable runs, newest first, at most the configured length. */
  runs: HistoryRun[];
  /** Runs looked at and left out (another config hash or scorer version, expired artifact, unreadable document, …). */
  skipped: { id: string; why: string }[];
}
