// The usage metrics as the gate sees them (docs/usage.md "The gate"): for each, the per-item
// figure its paired test is on and its default thresholds, in one table; and that figure read
// from an items line's `usage`.
import { isUsageMetric, type UsageMetricId } from '../results/usage.js';
import type { Thresholds } from './config.js';

/** A per-item figure of an items line's `usage`: tokens (input + output), cost, latency. */
export type UsageFigure = 'tokens' | 'cost' | 'latency';

/** What the gate knows of one usage metric. */
export interface UsageMetricGate {
  /** The per-item figure its paired test is on (both latency percentiles: the items' latency). */
  figure: UsageFigure;
  /** Default thresholds, written as docs/usage.md states them (rules.ts resolves maxRisePct). */
  warn: Thresholds;
  fail: Thresholds;
}

/**
 * Tokens and cost fail on a rise of 10 % (warn at 5 %): a team pays for every token. Latency only
 * warns (at 20 %): machines and providers are noisy, and a runner's load is not the model's.
 */
const USAGE_METRIC_GATES: Readonly<Record<UsageMetricId, UsageMetricGate>> = {
  tokens_per_item: { figure: 'tokens', warn: { maxRisePct: 5 }, fail: { maxRisePct: 10 } },
  cost_per_item: { figure: 'cost', warn: { maxRisePct: 5 }, fail: { maxRisePct: 10 } },
  latency_p50: { figure: 'latency', warn: { maxRisePct: 20 }, fail: {} },
  latency_p95: { figure: 'latency', warn: { maxRisePct: 20 }, fail: {} },
};

/** The usage metric of this id (own keys only: `constructor` is none), or undefined. */
export function usageMetric(id: string): UsageMetricGate | undefined {
  return isUsageMetric(id) ? USAGE_METRIC_GATES[id] : undefined;
}

/** The figures the usage metrics among these metric ids are tested on, each once, in the table's order. */
export function usageFigures(metricIds: Iterable<string>): UsageFigure[] {
  const wanted = new Set<UsageFigure>();
  for (const id of metricIds) {
    const m = usageMetric(id);
    if (m !== undefined) wanted.add(m.figure);
  }
  return (['tokens', 'cost', 'latency'] as const).filter((f) => wanted.has(f));
}

/** A count or amount of an items line (from a pull request's artifact): a finite number ≥ 0, else absent. */
function amount(v: unknown): number | null {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
}

/**
 * An item's figure from its line's `usage` (docs/usage.md "Items lines"), or null when the line
 * does not carry it: tokens are input + output (an item with only one of them reported has that
 * one), cost is `cost`, latency `latencyMs`. Anything but a finite number ≥ 0 is no figure.
 */
export function itemFigure(usage: unknown, figure: UsageFigure): number | null {
  if (usage === null || typeof usage !== 'object' || Array.isArray(usage)) return null;
  const u = usage as Record<string, unknown>;
  if (figure === 'cost') return amount(u.cost);
  if (figure === 'latency') return amount(u.latencyMs);
  const input = amount(u.inputTokens);
  const output = amount(u.outputTokens);
  if (input === null && output === null) return null;
  return (input ?? 0) + (output ?? 0);
}
