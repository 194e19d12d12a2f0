import type { Shard } from '../../../results/types.js';
import { csvHeader, jsonColumnMask } from '../input/records.js';
import type { Compat } from '../reference/units.js';
import type { StationTables } from '../stations/graph.js';
import { evaluateRow, type RowEnv, type RowResult, type RowTaskName } from '../tasks/evaluate-row.js';
import { JSON_COLUMNS } from '../input/columns.js';
import type { TaskScorer } from '../tasks/types.js';
import { parseRecordBatch, type BatchTail, type ParsedBatch, type RecordBatch } from './batches.js';

/**
 * Row evaluation on worker threads. The workers start while the main thread loads the station
 * graph (one of them reads part of the station file meanwhile), then get the graph as shared
 * memory. The main thread only cuts the input into batches of whole lines, not parsed, and hands
 * them to the workers; each worker parses its batches, evaluates the rows and answers with the row
 * results, numbered within the batch, and the record its batch left unfinished (a line break
 * inside quotes at the cut, rare). The main thread takes the answers back in file order, numbers
 * the rows, parses again a batch that followed an unfinished record, and counts every row exactly
 * as if it had evaluated it itself: the results are the same bytes with or without workers.
 */

export const JOB = 'transitlm-rows';

export interface JobData {
  task: RowTaskName;
  compat: Compat;
  shard: Shard | null;
}

export type Request =
  /** The station graph, posted once it is loaded. */
  | { kind: 'graph'; tables: StationTables }
  /** Read a part of a station file (answer `seq`), then hash the whole file (answer `seq + 1`). */
  | { kind: 'stations'; seq: number; file: string; start: number; header: string[] }
  /** Hash a file (an input the main thread hands out in batches): it reads it once more. */
  | { kind: 'hash'; seq: number; file: string }
  | { kind: 'batch'; seq: number; file: string; names: string[]; batch: RecordBatch };

/** The answer to request `seq`: a StationPart, a SHA-256, or a BatchAnswer. */
export interface Answer {
  seq: number;
  value: unknown;
}

/** A batch evaluated by a worker: packRow of each row, the record it left unfinished, and its bytes back. */
export type BatchAnswer = [unknown[][], BatchTail | null, Uint8Array];

/** The rows of a batch evaluated on this thread (a worker's, or the main thread's share), numbered within the batch. */
export function evaluateBatch(
  batch: RecordBatch,
  names: string[],
  env: RowEnv,
  scorer: TaskScorer,
): ParsedBatch<RowResult> {
  const header = csvHeader(names);
  return parseRecordBatch(batch, jsonColumnMask(header, JSON_COLUMNS), (row) => evaluateRow(header, row, env, scorer));
}
