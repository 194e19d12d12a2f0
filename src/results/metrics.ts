import type { Direction, Metric } from './types.js';

/** A mean: value = sum / count, null when count is 0 or the sum is not finite. */
export function meanMetric(sum: number, count: number, direction: Direction, unit?: string): Metric {
  const value = count > 0 && Number.isFinite(sum / count) ? sum / count : null;
  const metric: Metric = { value, direction, sum, count };
  if (unit !== undefined) metric.unit = unit;
  return metric;
}

/** A rate: value = passed / input, null when input is 0. */
export function rateMetric(passed: number, input: number, direction: Direction): Metric {
  return { value: input > 0 ? passed / input : null, direction, passed, input };
}

export function valueMetric(value: number | null, direction: Direction, unit?: string): Metric {
  const metric: Metric = { value: value !== null && Number.isFinite(value) ? value : null, direction };
  if (unit !== undefined) metric.unit = unit;
  return metric;
}
