// What the formats CI tools read (JUnit XML, Bencher's BMF, github-action-benchmark's JSON) are
// made from: the gate's verdict model, never a verdict of our own. A run without a gate (no `gate`
// section, a shard) still lists its targets and their values, from the gate's own comparison
// against no baseline (gate/index.ts withoutGate), and says that nothing was gated.
import type { GateReport } from '../gate/index.js';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';
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
export function shownValue(t: TargetComparison, value: number | null): string {
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
  if (t.items.current !== null) lines.push(`items: ${t.items.baseline ?? '–'} in the baseline, ${t.items.current} now`);
  for (const reason of reasonsWords(t)) lines.push(`reason: ${reason}`);
  return lines.join('\n');
}
