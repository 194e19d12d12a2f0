import type { DiagnosticInit } from '../../../core/diagnostics.js';
import { inShard } from '../../../results/shard.js';
import type { Shard } from '../../../results/types.js';
import { cell, type CsvHeader, type CsvRow } from '../input/records.js';
import { DiversityScorer } from './diversity.js';
import { PyRaise, type RowErrorCode } from '../reference/value.js';
import { COLUMNS } from '../input/columns.js';
import { RowCells } from './row.js';
import type { TaskScorer } from './types.js';
import { SingleScorer } from './single.js';
import type { StationGraph } from '../stations/graph.js';
import type { Compat } from '../reference/units.js';
import type { CellAt } from '../input/reread.js';
import type { JsonKeys } from '../reference/json.js';

/** The tasks scored row by row against a station graph, by name (driver.ts `RowTask` is the interface they plug into). */
export type RowTaskName = 'single' | 'personalized' | 'diversity';

export function taskScorer(task: RowTaskName, graph: StationGraph): TaskScorer {
  return task === 'diversity' ? new DiversityScorer(graph) : new SingleScorer(task === 'personalized', graph);
}

/** What a row's scoring needs besides the row: the same on every thread. */
export interface RowEnv {
  /** File as shown in diagnostics. */
  file: string;
  compat: Compat;
  shard: Shard | null;
  /**
   * Rows are numbered within a batch (worker threads): the final number comes when the row is
   * counted (renumberRow), so the shard of a `row-N` item is decided only then.
   */
  batchNumbered?: boolean;
  /** The object keys of the cells read as text, for all the rows of this env (RowCells). */
  keys?: JsonKeys;
}

/**
 * One row evaluated, before it is counted: structured-clonable, so a worker thread can hand it
 * to the main thread, which counts rows in file order (scoreRows).
 */
export interface RowResult {
  row: number;
  line: number;
  item: string;
  /** The row has no index_id: its item is `row-N`. */
  numbered: boolean;
  /** A whole-file problem found in this row (the reference aborts here), or null. */
  abort: string | null;
  /** Outside the shard: not evaluated, not counted. */
  inShard: boolean;
  /** The first cell over the field size limit, by column name (null: unnamed), or false. */
  oversized: { field: string | null } | false;
  outcome: unknown;
  /**
   * Where the reference raises: the row is an evaluation error. `message` is the reference's text
   * (the item's reason), `plain` the same in plain words when they differ (rowErrorDiagnostic).
   */
  error: RowError | null;
  /** Warnings and infos located at this row. */
  notes: DiagnosticInit[];
}

export interface RowError {
  code: RowErrorCode;
  message: string;
  field: string | null;
  pointer: string | null;
  plain?: string | null;
  /**
   * Where the mistake is when the cell `field` is not JSON: the record and the column of the cell
   * and the offset in it (UTF-16 units). The diagnostic is located in the file once the suite is
   * scored (tasks/located.ts).
   */
  cell?: CellAt & { at: number };
}

/** Where the mistake is of a row error raised because a cell is not JSON (RowCells.jsonError), if it is one. */
function cellSpotOf(cells: RowCells, error: Pick<RowError, 'code' | 'field'>): RowError['cell'] {
  const at = cells.jsonError;
  if (error.code !== 'invalid-json' || at?.field !== error.field) return undefined;
  const column = cells.header.index.get(at.field)!; // the cell was read, so the column exists
  return { offset: cells.row.offset, line: cells.row.line, column, at: at.offset };
}

/**
 * A row error as a diagnostic: the plain words lead, Python's exception text is the detail (the
 * items file's reason keeps it alone, byte for byte as the official scripts).
 */
export function rowErrorDiagnostic(error: RowError): DiagnosticInit {
  const plain = error.plain ?? null;
  return {
    code: error.code,
    field: error.field,
    pointer: error.pointer,
    message: plain ?? error.message,
    ...(plain !== null ? { detail: `Python: ${error.message.replace(/^invalid JSON: /, '')}` } : {}),
  };
}

/**
 * A row's notes without the schema warnings that restate its error: `object of type 'int' has no
 * len()` at generate_results /line_sequence and "must be array, is integer" at the same place are
 * one problem, reported once (as the error).
 */
function withoutRestatedNotes(
  notes: DiagnosticInit[],
  error: Pick<RowError, 'field' | 'pointer'> | null,
): DiagnosticInit[] {
  if (error === null) return notes;
  return notes.filter(
    (n) =>
      !(
        n.code === 'schema' &&
        n.severity === 'warning' &&
        (n.field ?? null) === error.field &&
        (n.pointer ?? null) === (error.pointer || null)
      ),
  );
}

/**
 * A raise of a row's evaluation as the row's error (the items file's reason, the diagnostic: see
 * rowErrorDiagnostic), with where its mistake is when a cell is not JSON. The row's notes lose
 * the schema warnings that restate it (in place).
 */
export function rowErrorOf(raise: PyRaise, cells: RowCells): RowError {
  const error: RowError = {
    code: raise.code,
    message: raise.message,
    field: raise.field,
    pointer: raise.pointer,
    plain: raise.plain,
  };
  const spot = cellSpotOf(cells, error);
  if (spot !== undefined) error.cell = spot;
  cells.notes.splice(0, cells.notes.length, ...withoutRestatedNotes(cells.notes, error));
  return error;
}

/** Evaluates one row (any thread); the tallies are left to the caller. */
export function evaluateRow(header: CsvHeader, row: CsvRow, env: RowEnv, scorer: TaskScorer): RowResult {
  const id = cell(header, row, COLUMNS.id);
  const item = id ?? `row-${row.row}`;
  const cells = new RowCells(header, row, item, env, scorer.routeSchema);
  const result: RowResult = {
    row: row.row,
    line: row.line,
    item,
    numbered: id === undefined,
    abort: scorer.precheck?.(cells) ?? null,
    inShard: false,
    oversized: false,
    outcome: null,
    error: null,
    notes: cells.notes,
  };
  if (result.abort !== null) return result;
  if (!(result.numbered && env.batchNumbered === true) && !inShard(item, env.shard)) return result;
  result.inShard = true;
  if (row.oversized !== null) result.oversized = { field: header.names[row.oversized[0]!] ?? null };
  try {
    result.outcome = scorer.evaluate(cells);
  } catch (error) {
    if (!(error instanceof PyRaise)) throw error;
    result.error = rowErrorOf(error, cells);
  }
  return result;
}

/**
 * A row of a batch numbered from 1 given its number in the file (`rowsBefore` data rows come
 * before the batch): the row, a `row-N` item, its notes, and the shard of a `row-N` item.
 */
export function renumberRow(r: RowResult, rowsBefore: number, shard: Shard | null): void {
  r.row += rowsBefore;
  if (r.numbered) {
    r.item = `row-${r.row}`;
    if (r.inShard && !inShard(r.item, shard)) r.inShard = false;
  }
  for (const note of r.notes) {
    note.row = r.row;
    note.item = r.item;
  }
}

/** A row result as an array (see packRouteEval): what a worker posts for each row. */
export function packRow(r: RowResult, scorer: TaskScorer): unknown[] {
  return [
    r.row,
    r.line,
    r.item,
    r.numbered,
    r.abort,
    r.inShard,
    r.oversized,
    r.error === null && r.inShard ? scorer.pack(r.outcome) : null,
    r.error,
    r.notes,
  ];
}

export function unpackRow(packed: unknown[], scorer: TaskScorer): RowResult {
  const [row, line, item, numbered, abort, inShard, oversized, outcome, error, notes] = packed as [
    number,
    number,
    string,
    boolean,
    string | null,
    boolean,
    RowResult['oversized'],
    unknown,
    RowError | null,
    DiagnosticInit[],
  ];
  return {
    row,
    line,
    item,
    numbered,
    abort,
    inShard,
    oversized,
    outcome: outcome === null ? null : scorer.unpack(outcome),
    error,
    notes,
  };
}
