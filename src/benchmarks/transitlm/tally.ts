import type { DiagnosticInit } from '../../core/diagnostics.js';
import type { Direction, Metric, Round } from '../../results/types.js';

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
      else this.warnings.push({ severity: 'warning', code: 'non-finite-metric', message: `${name} is not finite (${String(v)}; the reference prints ${Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf'}): reported as null` });
    }
    if (Number.isFinite(m.sum)) metric.sum = m.sum;
    this.metrics[name] = metric;
  }

  rate(name: string, r: Rate, direction: Direction): void {
    this.metrics[name] = { value: r.input > 0 ? r.passed / r.input : null, direction, passed: r.passed, input: r.input };
  }

  value(name: string, value: number, direction: Direction): void {
    this.metrics[name] = { value, direction };
  }
}

/** 100 × passed / total; null when total is 0. */
export function finalScore(passed: number, total: number): number | null {
  return total > 0 ? (100 * passed) / total : null;
}
