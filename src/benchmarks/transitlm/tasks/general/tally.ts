// Rounds and metrics of the general task (spec "Rounds" and "Metrics", column G).
import type { DiagnosticInit } from '../../../../core/diagnostics.js';
import type { Metric, Round } from '../../../../results/types.js';
import { finalScore, Mean, MetricSet, Rate, round } from '../tally.js';
import type { GeneralEvaluation } from './evaluate.js';

const GENERAL_ROUNDS = ['reachability', 'station_grounding', 'distance_plausibility', 'iou', 'accuracy'] as const;
export type GeneralRound = (typeof GENERAL_ROUNDS)[number];
export type RoundOutcome = Record<GeneralRound, boolean | null>;

export const NO_ROUNDS: RoundOutcome = {
  reachability: null,
  station_grounding: null,
  distance_plausibility: null,
  iou: null,
  accuracy: null,
};

/** The evaluator's three verdicts (remote: plausibility always passes, no stops are matched locally). */
export interface Verdict {
  reachable: boolean;
  stationGrounding: boolean;
  distancePlausibility: boolean;
  /** First failure among the three, or null. */
  reason: string | null;
}

export class GeneralTally {
  valid = 0;
  private readonly rounds = Object.fromEntries(GENERAL_ROUNDS.map((id) => [id, new Rate()])) as Record<
    GeneralRound,
    Rate
  >;
  private readonly means = {
    lineIoU: new Mean(),
    stationIoU: new Mean(),
    score: new Mean(),
    labelScore: new Mean(),
    deviation: new Mean(),
    distanceMape: new Mean(),
    timeMape: new Mean(),
    fareMape: new Mean(),
  };
  private readonly stationExact = new Rate();
  private readonly accurate = { distance: new Rate(), time: new Rate(), fare: new Rate(), transfer: new Rate() };

  /** Counts one evaluated (non-error, non-empty) row; returns its round outcomes and first failure. */
  add(v: Verdict, e: GeneralEvaluation): { rounds: RoundOutcome; reason: string | null } {
    const pass = (id: GeneralRound, ok: boolean) => {
      this.rounds[id].add(ok);
      return ok;
    };
    this.valid += 1;
    const rounds: RoundOutcome = { ...NO_ROUNDS, reachability: pass('reachability', v.reachable) };
    if (!v.reachable) return { rounds, reason: v.reason ?? 'unreachable' };
    rounds.station_grounding = pass('station_grounding', v.stationGrounding);
    rounds.distance_plausibility = pass('distance_plausibility', v.distancePlausibility);
    const m = this.means;
    m.lineIoU.add(e.lineIoU);
    m.stationIoU.add(e.stationIoU);
    m.score.add(e.score);
    m.labelScore.add(e.labelScore);
    m.deviation.add(e.deviationPct);
    this.stationExact.add(e.stationIoU === 1);
    let reason = v.stationGrounding && v.distancePlausibility ? null : (v.reason ?? 'station grounding failed');
    rounds.iou = pass('iou', e.stationIoU === 1 && e.modesMatch);
    if (!rounds.iou)
      return {
        rounds,
        reason:
          reason ?? (e.stationIoU !== 1 ? `station IoU ${e.stationIoU} ≠ 1` : 'transfer modes differ from the label'),
      };
    m.distanceMape.add(e.distanceMape);
    m.timeMape.add(e.timeMape);
    m.fareMape.add(e.fareMape);
    const a = this.accurate;
    a.distance.add(e.distanceAccurate);
    a.time.add(e.timeAccurate);
    a.fare.add(e.fareAccurate);
    a.transfer.add(e.transferAccurate);
    rounds.accuracy = pass('accuracy', e.distanceAccurate && e.timeAccurate && e.fareAccurate);
    if (!rounds.accuracy) {
      const off = [
        e.distanceAccurate ? null : 'distance',
        e.timeAccurate ? null : 'time',
        e.fareAccurate ? null : 'fare',
      ].filter((x) => x !== null);
      reason ??= `inaccurate: ${off.join(', ')}`;
    }
    return { rounds, reason };
  }

  finish(total: number): {
    rounds: Round[];
    metrics: Record<string, Metric>;
    warnings: DiagnosticInit[];
    finalScore: number | null;
  } {
    const set = new MetricSet();
    const m = this.means;
    set.mean('line_iou_mean', m.lineIoU, 'higher');
    set.mean('station_iou_mean', m.stationIoU, 'higher');
    set.mean('expert_score_mean', m.score, 'none');
    set.mean('label_expert_score_mean', m.labelScore, 'none');
    set.mean('expert_score_deviation_pct', m.deviation, 'none');
    set.mean('distance_mape', m.distanceMape, 'lower', '%');
    set.mean('time_mape', m.timeMape, 'lower', '%');
    set.mean('fare_mape', m.fareMape, 'lower', '%');
    set.rate('distance_accuracy', this.accurate.distance, 'higher');
    set.rate('time_accuracy', this.accurate.time, 'higher');
    set.rate('fare_accuracy', this.accurate.fare, 'higher');
    set.rate('transfer_distance_accuracy', this.accurate.transfer, 'higher');
    set.rate('station_iou_exact', this.stationExact, 'higher');
    return {
      rounds: GENERAL_ROUNDS.map((id) => round(id, this.rounds[id])),
      metrics: set.metrics,
      warnings: set.warnings,
      finalScore: finalScore(this.rounds.accuracy.passed, total),
    };
  }
}
