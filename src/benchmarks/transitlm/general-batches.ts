import type { ProviderHealth } from '../../core/provider-health.js';
import type { RowPlace, RowRun } from './driver.js';
import { COLUMNS } from './input/columns.js';
import type { Compat } from './reference/units.js';
import { PyRaise } from './reference/value.js';
import { rowErrorOf, type RowError } from './tasks/evaluate-row.js';
import { evaluateGeneral, type GeneralEvaluation } from './tasks/general/evaluate.js';
import { linesCaseOf } from './tasks/general/line-file.js';
import { judgeCase, type LineIndex, type StationLookup } from './tasks/general/lines.js';
import { buildPayload, caseJson, outputStations, type GeneralPayload } from './tasks/general/payload.js';
import { evaluateBatch, type RemoteOptions } from './tasks/general/remote.js';
import { NO_ROUNDS, type GeneralTally, type RoundOutcome, type Verdict } from './tasks/general/tally.js';
import type { RowCells } from './tasks/row.js';
import { DetailBuilder } from '../../results/items.js';
import type { UsageCollector } from '../../results/usage.js';
import { addRoute, flat, withFunnel } from './tasks/item-detail.js';

/**
 * The general task's rows between being read and being finished: a row with a payload waits for
 * its batch's verdicts (the remote evaluator's, or the offline line-file judge's), then is
 * evaluated here and tallied. Rows are finished in row order, so the items file is too.
 */

/** A row waiting for its batch: settled already (no response, a payload error) or carrying a payload. */
interface Pending {
  place: RowPlace;
  cells: RowCells;
  settled: { rounds: RoundOutcome; reason: string } | null;
  payload: GeneralPayload | null;
}

/**
 * The verdicts of a batch of cases — with, from a remote evaluator, each case's share of the
 * batch's wall time — or why it has none (a provider error for each of its rows).
 */
export interface Judge {
  verdicts(batch: readonly Pending[]): Promise<Judged | { failure: string }>;
}

/** A judged batch: a verdict per case, and each case's latency when the judge asked a service. */
export interface Judged {
  verdicts: Verdict[];
  /** The batch request's wall time (retries and their waits included) over its cases; null offline. */
  latencyMs: number | null;
}

/** The offline judge: the line and station files. */
export class LinesJudge implements Judge {
  constructor(
    private readonly index: LineIndex,
    private readonly stations: StationLookup,
    private readonly compat: Compat,
  ) {}

  verdicts(batch: readonly Pending[]): Promise<Judged> {
    const verdict = (p: Pending) => {
      const payload = p.payload!;
      return judgeCase(linesCaseOf(payload.case, payload.output, this.compat), this.index, this.stations);
    };
    return Promise.resolve({ verdicts: batch.map(verdict), latencyMs: null });
  }
}

/** The remote route evaluator: one request per batch, no more after too many failures in a row (the breaker). */
export class RemoteJudge implements Judge {
  constructor(
    readonly options: RemoteOptions,
    readonly health: ProviderHealth,
    /** Where a failed batch or a bad answer is reported. */
    private readonly run: RowRun,
  ) {}

  async verdicts(batch: readonly Pending[]): Promise<Judged | { failure: string }> {
    const first = batch[0]!;
    const last = batch[batch.length - 1]!;
    const where = last.place.file === first.place.file ? '' : ` of ${last.place.file}`;
    const rows = `rows ${first.place.row}–${last.place.row}${where}`;
    if (this.health.open !== null) return { failure: this.health.open };
    const started = performance.now();
    const outcome = await evaluateBatch(
      batch.map((p) => caseJson(p.payload!.case)),
      this.options,
    );
    const latencyMs = Math.round(((performance.now() - started) / batch.length) * 1000) / 1000;
    if (outcome.failure !== null) {
      if (!this.run.stopped) {
        const { file, line, row } = first.place;
        const message = `batch of ${batch.length} cases (${rows}) failed: ${outcome.failure}; its cases are provider errors, not scored`;
        this.run.diagnostics.add({ severity: 'warning', code: 'batch-failed', file, line, row, message });
      }
      this.health.failure(outcome.failure);
      return { failure: outcome.failure };
    }
    this.health.success();
    const verdicts = batch.map((p, i): Verdict => {
      const v = outcome.verdicts[i]!;
      if (v.badResponse !== null) {
        const { file, line, row, item } = p.place;
        const message = `evaluator answer: ${v.badResponse}; counted as unreachable`;
        const field = COLUMNS.output;
        this.run.diagnostics.add({ severity: 'warning', code: 'bad-response', file, line, row, item, field, message });
      }
      // No stops are matched locally in remote mode, so plausibility passes (as in the reference).
      const { reachable, stationGrounding, reason } = v;
      return { reachable, stationGrounding, distancePlausibility: true, reason };
    });
    return { verdicts, latencyMs };
  }
}

/** A raise of the general task's stages as the row's error; a pointer to the whole cell is none. */
function generalError(raise: PyRaise, cells: RowCells): RowError {
  const error = rowErrorOf(raise, cells);
  return { ...error, pointer: error.pointer || null };
}

/** The queue of rows waiting for their batch (see the top of this file). */
export class GeneralBatches {
  /** Rows with an empty output (no response): counted, in no round. */
  noResponse = 0;
  /**
   * Rows whose batch got no verdict (transport failure, 5xx/429 after retries, a broken answer):
   * not the model's failure, so counted apart and left out of `total`, the rounds and the items.
   */
  providerErrors = 0;
  private queue: Pending[] = [];
  /** Rows of the queue that carry a case. */
  private cases = 0;

  constructor(
    private readonly run: RowRun,
    private readonly judge: Judge,
    private readonly tally: GeneralTally,
    private readonly batchSize: number,
    /** Collects each judged route's share of its batch's latency (a remote evaluator); null offline. */
    private readonly usage: UsageCollector | null = null,
  ) {}

  /** A row of the shard: its payload (or why it has none) queued; returns the judging of a full batch. */
  take(place: RowPlace, cells: RowCells): Promise<void> | undefined {
    const pending: Pending = { place, cells, settled: null, payload: null };
    const output = cells.text(COLUMNS.output);
    if (output === undefined || output === '') {
      this.noResponse += 1;
      pending.settled = { rounds: NO_ROUNDS, reason: 'no response (generate_results is empty)' };
    } else {
      try {
        pending.payload = buildPayload(cells);
        this.cases += 1;
      } catch (raise) {
        if (!(raise instanceof PyRaise)) throw raise;
        const error = generalError(raise, cells);
        this.run.rowError(place, error, 'payload-error');
        pending.settled = { rounds: NO_ROUNDS, reason: error.message };
      }
    }
    this.queue.push(pending);
    return this.cases >= this.batchSize ? this.flush() : undefined;
  }

  /** Judges the queued cases and finishes the queued rows, in order. */
  async flush(): Promise<void> {
    const queue = this.queue;
    this.queue = [];
    this.cases = 0;
    const judged = queue.filter((p) => p.payload !== null);
    const judgedBatch = judged.length > 0 ? await this.judge.verdicts(judged) : { verdicts: [], latencyMs: null };
    let k = 0;
    for (const p of queue) {
      if (p.settled !== null) this.run.finish(p.place, p.cells.notes, p.settled.rounds, p.settled.reason);
      else if ('failure' in judgedBatch) {
        this.providerErrors += 1;
        this.run.unfinished();
      } else this.settle(p, judgedBatch.verdicts[k++]!, judgedBatch.latencyMs);
    }
    this.run.tick();
  }

  /** The evaluation stage of a judged row, then its tally. */
  private settle(p: Pending, verdict: Verdict, latencyMs: number | null): void {
    const { place, cells } = p;
    const payload = p.payload!;
    let evaluation: GeneralEvaluation;
    try {
      evaluation = evaluateGeneral({ prompt: payload.prompt, output: payload.output, cells });
      // The reference reads sample['index_id'] after evaluating (a KeyError without the column).
      if (!cells.hasColumn(COLUMNS.id)) {
        throw new PyRaise('missing-column', `column "${COLUMNS.id}" is missing`, COLUMNS.id);
      }
    } catch (raise) {
      if (!(raise instanceof PyRaise)) throw raise;
      const error = generalError(raise, cells);
      this.run.rowError(place, error);
      this.run.finish(place, cells.notes, NO_ROUNDS, error.message);
      return;
    }
    const counted = this.tally.add(verdict, evaluation);
    // The route as the evaluator was sent it: station_name when the output has one.
    const detail = new DetailBuilder();
    const failed = Object.values(counted.rounds).includes(false);
    addRoute(detail, payload.output, { stationsKey: outputStations(payload.output).key, full: failed });
    const usage = latencyMs === null || this.usage === null ? null : this.usage.item({ latencyMs });
    this.run.finish(place, cells.notes, counted.rounds, counted.reason, {
      detail: withFunnel(counted.rounds, flat(detail)),
      usage,
    });
  }
}
