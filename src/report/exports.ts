// What the formats CI tools read (JUnit XML, Bencher's BMF, github-action-benchmark's JSON) are
// made from: the gate's verdict model, never a verdict of our own. A run without a gate (no `gate`
// section, a shard) still lists its targets and their values, from the gate's own comparison
// against no baseline (gate/index.ts withoutGate), and says that nothing was gated.
import type { GateReport } from '../gate/index.js';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';
import type { Usage } from '../results/types.js';
import { formatDelta, formatP, formatValue } from '../core/numbers.js';
import { failThresholdWords, reasonsWords, spreadWords, testName } from './words.js';

export interface ExportInput {
  /** The gate's report (`applyGate(...).report`), or `withoutGate(...).report` when the run was not gated. */
  report: GateReport;
  /** False when nothing was gated: the report compares against no baseline only to list the targets. */
  gated: boolean;
}

/** A target's name in the exports: `finalScore`, `round <id>`, `metric <id>`. */
export function targetLabel(t: TargetComparison): string {
  return t.kind === 'metric' && t.id === 'finalScore' ? 'finalScore' : `${t.kind} ${t.id}`;
}

/** A value of the target as the report shows it (percent, points, its unit). */
function shownValue(t: TargetComparison, value: number | null): string {
  return formatValue(value, t.display.kind, t.display.unit ?? undefined);
}

/** "baseline 66.67 %, current 58.33 %, Δ -8.33 pp": the numbers of a target in one line. */
export function targetNumbers(t: TargetComparison): string {
  const unit = t.display.unit ?? undefined;
  const parts = [`current ${formatValue(t.current, t.display.kind, unit)}`];
  if (t.baseline !== null) parts.unshift(`baseline ${formatValue(t.baseline, t.display.kind, unit)}`);
  if (t.delta !== null) parts.push(`Δ ${formatDelta(t.delta, t.display.kind, unit)}`);
  return parts.join(', ');
}

/** Every fact of a target, one per line (JUnit's system-out). */
export function targetFacts(input: ExportInput, s: SuiteComparison, t: TargetComparison): string {
  const lines = [
    `suite: ${s.id}`,
    `target: ${targetLabel(t)}`,
    `direction: ${t.direction === 'lower' ? 'lower is better' : 'higher is better'}`,
    `baseline: ${shownValue(t, t.baseline)}`,
    `current: ${shownValue(t, t.current)}`,
    `delta: ${t.delta === null ? '–' : formatDelta(t.delta, t.display.kind, t.display.unit ?? undefined)}`,
    `verdict: ${input.gated ? t.verdict : 'not gated'}`,
  ];
  const threshold = failThresholdWords(t);
  if (threshold !== null) lines.push(`fail threshold: worse by more than ${threshold}`);
  if (t.test !== null)
    lines.push(
      `test: ${testName(t.test, 'facts')}${t.p === null ? '' : `, p = ${formatP(t.p)}`}${t.pAdjusted === null || t.pAdjusted === t.p ? '' : `, adjusted ${formatP(t.pAdjusted)}`}`,
    );
  if (t.repeats !== undefined) {
    const unit = t.display.unit ?? undefined;
    const spread = (side: 'baseline' | 'current') => spreadWords(t.repeats![side], t.display.kind, unit);
    lines.push(`repeats: baseline ${spread('baseline')}, current ${spread('current')}`);
  }
  if (t.itemValues !== undefined) {
    const mean = (v: number) => shownValue(t, v);
    const { paired, n, baselineMean, currentMean } = t.itemValues;
    const values = paired
      ? `paired items: ${n.current}`
      : `items' values: ${n.baseline} in the baseline, ${n.current} now`;
    lines.push(`${values} (mean ${mean(baselineMean)} in the baseline, ${mean(currentMean)} now)`);
  }
  if (t.items.current !== null) lines.push(`items: ${t.items.baseline ?? '–'} in the baseline, ${t.items.current} now`);
  for (const reason of reasonsWords(t)) lines.push(`reason: ${reason}`);
  return lines.join('\n');
}

/**
 * A suite's usage (docs/usage.md) as name/value pairs (JUnit's suite properties): the items with
 * usage, tokens, cost and latency per item, the cost in all and its sources, the models without a
 * price; or why the source reports none. Empty without usage.
 */
export function usageFacts(usage: Usage | undefined): [string, string][] {
  if (usage === undefined) return [];
  if (usage.unavailable !== undefined) return [['usage', `unavailable: ${usage.unavailable}`]];
  const out: [string, string][] = [];
  if (usage.requests !== undefined) out.push(['usage.requests', `${usage.requests} (${usage.retries ?? 0} retries)`]);
  if (usage.items !== undefined) out.push(['usage.items', String(usage.items)]);
  if (usage.tokensPerItem !== undefined)
    out.push(['usage.tokensPerItem', formatValue(usage.tokensPerItem.mean, 'quantity', 'tokens')]);
  if (usage.cost !== undefined) {
    const { currency, total, sources } = usage.cost;
    if (usage.costPerItem !== undefined)
      out.push(['usage.costPerItem', formatValue(usage.costPerItem.mean, 'money', currency)]);
    out.push(['usage.cost', `${formatValue(total, 'money', currency)} (from ${sources.join(', ')})`]);
  }
  if (usage.unpriced !== undefined && usage.unpriced.length > 0)
    out.push(['usage.unpriced', `no price for ${usage.unpriced.join(', ')}`]);
  if (usage.latencyMs !== undefined) {
    const apportioned = usage.latencyApportioned === true ? ' (a batch request shared by its items)' : '';
    out.push(['usage.latencyP50', `${formatValue(usage.latencyMs.median, 'quantity', 'ms')}${apportioned}`]);
    out.push(['usage.latencyP95', `${formatValue(usage.latencyMs.p95, 'quantity', 'ms')}${apportioned}`]);
  }
  return out;
}
