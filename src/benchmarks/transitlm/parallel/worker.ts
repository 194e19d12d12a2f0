import { collectGarbage } from '../../../core/memory.js';
import { registerWorkerJob } from '../../../core/threads.js';
import { sha256File } from '../../../results/inputs.js';
import { JsonKeys } from '../reference/json.js';
import { partBuffers } from '../stations/builder.js';
import { stationGraphOf } from '../stations/graph.js';
import { readStationPart } from '../stations/parts.js';
import { packRow, taskScorer } from '../tasks/evaluate-row.js';
import type { TaskScorer } from '../tasks/types.js';
import { evaluateBatch, JOB, type Answer, type BatchAnswer, type JobData, type Request } from './protocol.js';

/** The row worker's side of the protocol (protocol.ts): a worker thread runs this job. */

/** This module, which registers the job (a worker started from sources imports it). */
export const WORKER_MODULE = import.meta.url;

registerWorkerJob(JOB, (data, port) => {
  const { task, compat, shard } = data as JobData;
  let graphScorer: TaskScorer | null = null;
  const keys = new JsonKeys();
  const answer = (seq: number, value: unknown, transfer: ArrayBuffer[] = []) =>
    port.postMessage({ seq, value } satisfies Answer, transfer);
  // Files read besides the rows (a station part, then hashes) are read one at a time, in the
  // order asked: the station part, which the main thread waits for, is never slowed by a hash.
  // Errors here are bugs (read problems are in the part): they reach the main thread as 'error'.
  let reads: Promise<void> = Promise.resolve();
  const inTurn = (work: () => Promise<void>) => {
    reads = reads.then(work);
  };
  port.on('message', (request: Request) => {
    if (request.kind === 'graph') graphScorer = taskScorer(task, stationGraphOf(request.tables));
    else if (request.kind === 'stations') {
      const { seq, file, start, header } = request;
      inTurn(async () => {
        const part = await readStationPart(file, start, header);
        answer(seq, part, partBuffers(part));
        // What built the part (its id table, outgrown arrays, read buffers) is garbage now. The
        // worker's small heap may go the whole run without a full collection: it would be kept.
        collectGarbage();
        answer(seq + 1, await sha256File(file).catch(() => null));
      });
    } else if (request.kind === 'hash') {
      const { seq, file } = request;
      inTurn(async () => answer(seq, await sha256File(file).catch(() => null)));
    } else {
      const { seq, file, names, batch } = request;
      const scorer = graphScorer!; // the graph message comes first
      const { rows, tail } = evaluateBatch(batch, names, { file, compat, shard, batchNumbered: true, keys }, scorer);
      const moved = [batch.bytes.buffer as ArrayBuffer, ...(tail === null ? [] : [tail.bytes.buffer as ArrayBuffer])];
      answer(seq, [rows.map((r) => packRow(r, scorer)), tail, batch.bytes] satisfies BatchAnswer, moved);
    }
  });
});
