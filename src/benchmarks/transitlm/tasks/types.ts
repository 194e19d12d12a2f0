import type { DiagnosticInit } from '../../../core/diagnostics.js';
import type { ItemDetail } from '../../../results/items.js';
import type { Metric, Round } from '../../../results/types.js';
import type { SchemaName } from '../../../schemas/registry.js';
import type { RowCells } from './row.js';

/** What every row task (single, personalized, diversity) gives the row driver (score-rows.ts). */

/** Verdicts of one item: per round id true/false/null, and the first failure. */
export interface ItemRounds {
  rounds: Record<string, boolean | null>;
  reason: string | null;
  /** What the items line shows besides (item-detail.ts); null for a row that raised. */
  detail: ItemDetail | null;
}

export interface TaskSummary {
  rounds: Round[];
  metrics: Record<string, Metric>;
  counts: Record<string, number>;
  finalScore: number | null;
  warnings: DiagnosticInit[];
  details: Record<string, unknown>;
}

/**
 * One task's row evaluation and aggregation; the driver below does files, shards, items, errors.
 * `evaluate` reads only the row and the station graph, so rows may be evaluated on several
 * threads; `tally` then takes the outcomes in row order (float sums stay in the reference's order).
 */
export interface TaskScorer<Outcome = unknown> {
  readonly routeSchema: SchemaName;
  readonly roundIds: string[];
  /** A whole-file problem found in a row (the reference aborts), or null. */
  precheck?(cells: RowCells): string | null;
  /** Evaluates a row; throws PyRaise where the reference raises. */
  evaluate(cells: RowCells): Outcome;
  /** A compact structured-clonable form of an outcome, for posting from a worker thread. */
  pack(outcome: Outcome): unknown;
  unpack(packed: unknown): Outcome;
  /** Adds an evaluated row to the totals; its verdicts. */
  tally(outcome: Outcome): ItemRounds;
  /** Verdicts of a row that raised. */
  errorRow(error: { message: string }): ItemRounds;
  finish(total: number): TaskSummary;
}
