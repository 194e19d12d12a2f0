import type { Worker } from 'node:worker_threads';
import { HeapBound } from '../../../core/memory.js';
import { startWorker } from '../../../core/threads.js';
import type { DictCsvReader } from '../input/csv-reader.js';
import type { StationPart } from '../stations/builder.js';
import type { StationTables } from '../stations/graph.js';
import type { StationPartLoader } from '../stations/parts.js';
import { renumberRow, unpackRow, type RowEnv, type RowResult } from '../tasks/evaluate-row.js';
import type { TaskScorer } from '../tasks/types.js';
import { afterTail, recordBatches, type BatchTail, type ParsedBatch, type RecordBatch } from './batches.js';
import { WORKER_MODULE } from './worker.js';
import { evaluateBatch, JOB, type Answer, type BatchAnswer, type JobData, type Request } from './protocol.js';

/** The main thread's side of the row workers (protocol.ts): it hands out batches and counts the answers in file order. */

/** Batches in flight per worker: enough to keep each busy while the main thread counts. */
const IN_FLIGHT = 3;
/**
 * Batches the main thread may evaluate ahead of the oldest uncounted one: while a worker's batch
 * is pending, the main thread goes on with batches of its own instead of waiting for it.
 */
const MAIN_AHEAD = 8;
/**
 * Garbage the main thread may gather before a full collection, checked every few batches: it
 * evaluates, unpacks and counts rows, and what survives a while (batches waiting their turn)
 * reaches the old generation. 16 MB took the peak of 100k rows from 212–236 MB to 202–209 MB.
 */
const MAIN_GARBAGE = 16 << 20;
const CHECK_EVERY = 16;

export class RowPool implements StationPartLoader {
  private readonly workers: Worker[] = [];
  /** Batches in flight per worker. */
  private readonly load: number[] = [];
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>();
  private seq = 0;
  private failure: Error | null = null;
  /** The main thread's own scorer of the task (it evaluates batches too, and unpacks). */
  private scorer: TaskScorer | null = null;
  /** Hash requests held back until the station part is asked for (or the graph is loaded without it). */
  private heldHashes: (() => void)[] | null = [];

  /** Starts the workers: they load this program while the main thread starts on the station graph. */
  constructor(threads: number, data: JobData) {
    for (let k = 0; k < threads; k++) {
      const worker = startWorker(JOB, WORKER_MODULE, data);
      worker.on('message', ({ seq, value }: Answer) => {
        const w = this.waiting.get(seq);
        if (w === undefined) return;
        this.waiting.delete(seq);
        w.resolve(value);
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (this.waiting.size > 0) this.fail(new Error(`a row worker exited (code ${code}) with work in flight`));
      });
      this.workers.push(worker);
      this.load.push(0);
    }
  }

  private fail(error: Error): void {
    this.failure ??= error;
    for (const w of this.waiting.values()) w.reject(error);
    this.waiting.clear();
  }

  /** Posts a request to worker k; the promise settles with the answer to `seq`. */
  private ask<T>(k: number, seq: number, request: Request, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.failure !== null) return Promise.reject(this.failure);
    const answer = new Promise<T>((resolve, reject) =>
      this.waiting.set(seq, { resolve: resolve as (value: unknown) => void, reject }),
    );
    answer.catch(() => undefined); // a caller that stopped early must not see an unhandled rejection
    this.workers[k]!.postMessage(request, transfer);
    return answer;
  }

  loadStationPart(
    file: string,
    start: number,
    header: string[],
  ): { part: Promise<StationPart>; sha256: Promise<string | null> } {
    const seq = this.seq;
    this.seq += 2;
    const sha256 = new Promise<string | null>((resolve) =>
      this.waiting.set(seq + 1, { resolve: resolve as (value: unknown) => void, reject: () => resolve(null) }),
    );
    const part = this.ask<StationPart>(0, seq, { kind: 'stations', seq, file, start, header });
    this.releaseHashes();
    return { part, sha256 };
  }

  /**
   * The SHA-256 of a file, computed by a worker (null if it cannot read it). Asked for before the
   * station graph is loaded, a worker hashes the inputs while the main thread is still reading
   * and merging the station file, after its own part of it.
   */
  sha256(file: string): Promise<string | null> {
    const seq = this.seq++;
    const answer = new Promise<string | null>((resolve) =>
      this.waiting.set(seq, { resolve: resolve as (value: unknown) => void, reject: () => resolve(null) }),
    );
    const send = () => {
      if (this.failure === null)
        this.workers[this.workers.length - 1]!.postMessage({ kind: 'hash', seq, file } satisfies Request);
    };
    if (this.heldHashes !== null) this.heldHashes.push(send);
    else send();
    return answer;
  }

  private releaseHashes(): void {
    const held = this.heldHashes ?? [];
    this.heldHashes = null;
    for (const send of held) send();
  }

  /** Hands the loaded graph to the workers; `scorer` is this thread's scorer over the same graph. */
  useGraph(tables: StationTables, scorer: TaskScorer): void {
    this.scorer = scorer;
    this.releaseHashes();
    for (const w of this.workers) w.postMessage({ kind: 'graph', tables } satisfies Request);
  }

  /** The worker with the fewest batches in flight, or -1 when every worker has its fill. */
  private idleWorker(): number {
    let k = -1;
    for (let j = 0; j < this.load.length; j++)
      if (this.load[j]! < IN_FLIGHT && (k < 0 || this.load[j]! < this.load[k]!)) k = j;
    return k;
  }

  /**
   * Evaluates the rows of one batch on worker k. Its bytes move there and back with the answer
   * (never copied), in case the batch must be parsed again here.
   */
  private post(k: number, file: string, names: string[], batch: RecordBatch): Promise<ParsedBatch<RowResult>> {
    const seq = this.seq++;
    this.load[k] = this.load[k]! + 1;
    const scorer = this.scorer!;
    return this.ask<BatchAnswer>(k, seq, { kind: 'batch', seq, file, names, batch }, [
      batch.bytes.buffer as ArrayBuffer,
    ]).then(([packed, tail, bytes]) => {
      this.load[k] = this.load[k]! - 1;
      batch.bytes = bytes;
      return { rows: packed.map((r) => unpackRow(r, scorer)), tail };
    });
  }

  /**
   * The row results of a file, in file order. A batch goes to a worker with room, else this
   * thread evaluates it: the main thread, which also cuts the file and counts every row, takes
   * the share of evaluation it has time for.
   */
  async *rows(reader: DictCsvReader, env: RowEnv): AsyncGenerator<RowResult[], void, void> {
    const batchEnv: RowEnv = { ...env, batchNumbered: true };
    const queue: { batch: RecordBatch; names: string[]; answer: Promise<ParsedBatch<RowResult>>; done: boolean }[] = [];
    const scorer = this.scorer!;
    let rowsBefore = 0;
    let tail: BatchTail | null = null;
    // Buffers of counted batches, for the reader to cut new batches into.
    const spare: Uint8Array[] = [];
    const heap = new HeapBound(MAIN_GARBAGE);
    let counted = 0;
    // The rows of the oldest batch, numbered in the file. After an unfinished record the batch is
    // parsed again here from that record's start (the worker's answer did not start at a record).
    const next = async (): Promise<RowResult[]> => {
      const { batch, names, answer } = queue.shift()!;
      let parsed = await answer;
      if (tail !== null) parsed = evaluateBatch(afterTail(tail, batch), names, batchEnv, scorer);
      tail = parsed.tail;
      for (const r of parsed.rows) renumberRow(r, rowsBefore, env.shard);
      rowsBefore += parsed.rows.length;
      spare.push(new Uint8Array(batch.bytes.buffer)); // nothing refers to its bytes any more (rows hold strings)
      if (++counted % CHECK_EVERY === 0) heap.check();
      return parsed.rows;
    };
    for await (const batch of recordBatches(reader, spare)) {
      const names = reader.header?.names ?? [];
      const k = this.idleWorker();
      const answer =
        k >= 0 ? this.post(k, env.file, names, batch) : Promise.resolve(evaluateBatch(batch, names, batchEnv, scorer));
      const entry = { batch, names, answer, done: false };
      answer.then(
        () => (entry.done = true),
        () => undefined,
      );
      queue.push(entry);
      // Count what is ready; wait only when too much is pending.
      while (
        queue.length > 0 &&
        ((queue[0] as { done: boolean }).done || queue.length > this.workers.length * IN_FLIGHT + MAIN_AHEAD)
      )
        yield await next();
    }
    while (queue.length > 0) yield await next();
  }

  async close(): Promise<void> {
    for (const w of this.waiting.values()) w.reject(new Error('the row pool was closed'));
    this.waiting.clear();
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
