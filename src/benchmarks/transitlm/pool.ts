import type { MessagePort, Worker } from 'node:worker_threads';
import { registerWorkerJob, startWorker } from '../../core/threads.js';
import type { Shard } from '../../results/types.js';
import { csvHeader, parseRecordBatch, type DictCsvReader, type RecordBatch } from './csv.js';
import { evaluateRow, packRow, taskScorer, unpackRow, type RowEnv, type RowResult, type RowTask } from './rows.js';
import type { TaskScorer } from './scorer.js';
import { stationGraphOf, type StationTables } from './stations.js';
import type { Compat } from './units.js';

/**
 * Row evaluation on worker threads. The main thread only finds where records end and hands
 * batches of raw bytes to the workers; each worker parses its batches, evaluates the rows
 * against the station graph (shared memory, not copied) and answers with the row results. The
 * main thread takes the answers back in file order and counts them exactly as if it had
 * evaluated the rows itself, so the results are the same bytes with or without workers.
 */

const JOB = 'transitlm-rows';

interface JobData {
  task: RowTask;
  compat: Compat;
  shard: Shard | null;
  tables: StationTables;
}

interface BatchRequest {
  seq: number;
  file: string;
  names: string[];
  batch: RecordBatch;
}

interface BatchAnswer {
  seq: number;
  /** packRow of each row. */
  results: unknown[][];
}

registerWorkerJob(JOB, (data, port) => {
  const { task, compat, shard, tables } = data as JobData;
  const scorer = taskScorer(task, stationGraphOf(tables));
  (port as MessagePort).on('message', ({ seq, file, names, batch }: BatchRequest) => {
    const header = csvHeader(names);
    const env = { file, compat, shard };
    const results = parseRecordBatch(batch).map((row) => packRow(evaluateRow(header, row, env, scorer), scorer));
    port.postMessage({ seq, results } satisfies BatchAnswer);
  });
});

/** Batches in flight per worker: enough to keep each busy while the main thread counts. */
const IN_FLIGHT = 3;

export class RowPool {
  private readonly workers: Worker[] = [];
  private readonly load: number[] = [];
  private readonly waiting = new Map<number, { worker: number; resolve: (r: RowResult[]) => void; reject: (e: Error) => void }>();
  private seq = 0;
  private failure: Error | null = null;

  /** `scorer` unpacks the outcomes (the main thread's own scorer of the same task). */
  constructor(threads: number, data: JobData, private readonly scorer: TaskScorer) {
    for (let k = 0; k < threads; k++) {
      const worker = startWorker(JOB, import.meta.url, data);
      worker.on('message', ({ seq, results }: BatchAnswer) => {
        const w = this.waiting.get(seq);
        if (w === undefined) return;
        this.waiting.delete(seq);
        this.load[w.worker] = (this.load[w.worker] as number) - 1;
        w.resolve(results.map((r) => unpackRow(r, this.scorer)));
      });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (this.waiting.size > 0) this.fail(new Error(`a row worker exited (code ${code}) with batches in flight`));
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

  /** The worker with the fewest batches in flight, or -1 when every worker has its fill. */
  private idleWorker(): number {
    let k = -1;
    for (let j = 0; j < this.load.length; j++) if ((this.load[j] as number) < IN_FLIGHT && (k < 0 || (this.load[j] as number) < (this.load[k] as number))) k = j;
    return k;
  }

  /** Evaluates the rows of one batch on worker k (the batch's bytes move there). */
  private post(k: number, file: string, names: string[], batch: RecordBatch): Promise<RowResult[]> {
    if (this.failure !== null) return Promise.reject(this.failure);
    const seq = this.seq++;
    const answer = new Promise<RowResult[]>((resolve, reject) => this.waiting.set(seq, { worker: k, resolve, reject }));
    answer.catch(() => undefined); // a caller that stopped early must not see an unhandled rejection
    this.load[k] = (this.load[k] as number) + 1;
    (this.workers[k] as Worker).postMessage({ seq, file, names, batch } satisfies BatchRequest, [batch.bytes.buffer as ArrayBuffer]);
    return answer;
  }

  /**
   * The row results of a file, in file order. A batch goes to a worker with room, else this
   * thread evaluates it: the main thread, which also splits the file and counts every row, takes
   * the share of evaluation it has time for.
   */
  async *rows(reader: DictCsvReader, env: RowEnv): AsyncGenerator<RowResult[], void, void> {
    const queue: Array<{ answer: Promise<RowResult[]>; done: RowResult[] | null }> = [];
    const track = (answer: Promise<RowResult[]>) => {
      const entry = { answer, done: null as RowResult[] | null };
      answer.then((r) => (entry.done = r), () => undefined);
      queue.push(entry);
    };
    for await (const batch of reader.recordBatches()) {
      const names = reader.header?.names ?? [];
      const k = this.idleWorker();
      if (k >= 0) track(this.post(k, env.file, names, batch));
      else {
        const header = csvHeader(names);
        const here = parseRecordBatch(batch).map((row) => evaluateRow(header, row, env, this.scorer));
        track(Promise.resolve(here));
      }
      // Count what is ready; wait only when too much is pending.
      while (queue.length > 0 && ((queue[0] as { done: RowResult[] | null }).done !== null || queue.length > this.workers.length * IN_FLIGHT + 1)) {
        yield await (queue.shift() as { answer: Promise<RowResult[]> }).answer;
      }
    }
    while (queue.length > 0) yield await (queue.shift() as { answer: Promise<RowResult[]> }).answer;
  }

  async close(): Promise<void> {
    this.waiting.clear();
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
