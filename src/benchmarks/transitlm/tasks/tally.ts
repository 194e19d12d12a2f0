import type { DiagnosticInit } from '../../../core/diagnostics.js';
import type { Direction, Metric, Round } from '../../../results/types.js';
import { iouPasses, type RouteEval } from './route.js';

/** Sums in row order (as the reference adds them) and a count. */
export class Mean {
  sum = 0;
  count = 0;
  add(x: number): void {
    this.sum += x;
    this.count += 1;
  }
}

export class Rate {
  passed = 0;
  input = 0;
  add(ok: boolean): void {
    this.input += 1;
    if (ok) this.passed += 1;
  }
}

export const ROUND_LABELS: Record<string, string> = {
  reachability: 'Round 1 · Reachability',
  station_grounding: 'Round 2 · Station grounding',
  distance_plausibility: 'Round 2 · Distance plausibility',
  iou: 'Round 3 · IoU',
  accuracy: 'Round 4 · Accuracy',
  preference: 'Round 5 · Preference',
};

export function round(id: string, r: Rate): Round {
  return { id, label: ROUND_LABELS[id] ?? id, input: r.input, passed: r.passed };
}

/**
 * Builds the metrics object: a mean whose value is not finite becomes null with a
 * `non-finite-metric` warning (the reference prints nan); its non-finite sum is left out because
 * JSON cannot hold it.
 */
export class MetricSet {
  readonly metrics: Record<string, Metric> = {};
  readonly warnings: DiagnosticInit[] = [];

  mean(name: string, m: Mean, direction: Direction, unit?: string): void {
    const metric: Metric = { value: null, direction, count: m.count };
    if (unit !== undefined) metric.unit = unit;
    if (m.count > 0) {
      const v = m.sum / m.count;
      if (Number.isFinite(v)) metric.value = v;
      else
        this.warnings.push({
          severity: 'warning',
          code: 'non-finite-metric',
          message: `${name} is not finite (${String(v)}; the reference prints ${Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf'}): reported as null`,
        });
    }
    if (Number.isFinite(m.sum)) metric.sum = m.sum;
    this.metrics[name] = metric;
  }

  rate(name: string, r: Rate, direction: Direction): void {
    this.metrics[name] = {
      value: r.input > 0 ? r.passed / r.input : null,
      direction,
      passed: r.passed,
      input: r.input,
    };
  }

  value(name: string, value: number, direction: Direction): void {
    this.metrics[name] = { value, direction };
  }
}

export { finalScore } from '../reference/final-score.js';

/**
 * Rounds 1–4 of the funnel with their means and rates, shared by the single, personalized and
 * diversity scorers (diversity judges rounds 1–2 on the first route and 3–4 on the best match).
 */
export class FunnelTally {
  readonly reach = new Rate();
  private readonly grounding = new Rate();
  private readonly plausibility = new Rate();
  private readonly iou = new Rate();
  readonly accuracy = new Rate();
  private readonly lineIou = new Mean();
  private readonly stationIou = new Mean();
  private readonly score = new Mean();
  private readonly labelScore = new Mean();
  private readonly deviation = new Mean();
  private readonly mapes = { distance: new Mean(), time: new Mean(), fare: new Mean() };
  private readonly accurate = { distance: new Rate(), time: new Rate(), fare: new Rate(), transfer: new Rate() };

  /**
   * A reachable row: grounding and plausibility of `ends`, IoU and accuracy of `matched` (the
   * same route outside diversity). Returns whether `matched` passed the IoU round.
   */
  reachableRow(ends: Pick<RouteEval, 'grounding' | 'plausibility'>, matched: RouteEval): boolean {
    this.grounding.add(ends.grounding);
    this.plausibility.add(ends.plausibility);
    this.lineIou.add(matched.lineIou);
    this.stationIou.add(matched.stationIou);
    this.score.add(matched.score);
    this.labelScore.add(matched.labelScore);
    this.deviation.add(matched.deviation);
    const iou = iouPasses(matched);
    this.iou.add(iou);
    if (iou) {
      this.accuracy.add(matched.accurate);
      this.mapes.distance.add(matched.distanceMape);
      this.mapes.time.add(matched.timeMape);
      this.mapes.fare.add(matched.fareMape);
      this.accurate.distance.add(matched.distanceAccurate);
      this.accurate.time.add(matched.timeAccurate);
      this.accurate.fare.add(matched.fareAccurate);
      this.accurate.transfer.add(matched.transferAccurate);
    }
    return iou;
  }

  rounds(): Round[] {
    return [
      round('reachability', this.reach),
      round('station_grounding', this.grounding),
      round('distance_plausibility', this.plausibility),
      round('iou', this.iou),
      round('accuracy', this.accuracy),
    ];
  }

  /** The funnel metrics in the reference's order; personalized prints no expert scores or MAPEs. */
  addMetrics(m: MetricSet, withScoresAndMapes: boolean): void {
    m.mean('line_iou_mean', this.lineIou, 'higher');
    m.mean('station_iou_mean', this.stationIou, 'higher');
    if (withScoresAndMapes) {
      m.mean('expert_score_mean', this.score, 'none');
      m.mean('label_expert_score_mean', this.labelScore, 'none');
      m.mean('expert_score_deviation_pct', this.deviation, 'none');
      m.mean('distance_mape', this.mapes.distance, 'lower', '%');
      m.mean('time_mape', this.mapes.time, 'lower', '%');
      m.mean('fare_mape', this.mapes.fare, 'lower', '%');
    }
    m.rate('distance_accuracy', this.accurate.distance, 'higher');
    m.rate('time_accuracy', this.accurate.time, 'higher');
    m.rate('fare_accuracy', this.accurate.fare, 'higher');
    m.rate('transfer_distance_accuracy', this.accurate.transfer, 'higher');
  }
}
