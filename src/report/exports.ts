// What the formats CI tools read (JUnit XML, Bencher's BMF, github-action-benchmark's JSON) are
// made from: the gate's comparison, never a verdict of our own. A run without a gate (no `gate`
// section, a shard) still lists its targets and their values, from the gate's own comparison
// against no baseline, and says that nothing was gated.
import type { ResultsDocument } from '../results/types.js';
import type { GateReport } from '../gate/index.js';
import { compareDocuments, type SuiteComparison, type TargetComparison } from '../gate/compare.js';
import { resolveGateConfig, type GateHintsOf } from '../gate/config.js';
import { formatDelta, formatP, formatValue } from '../core/numbers.js';
import { targetKind } from './comparison-text.js';

export interface ExportInput {
  /** The gate's report (`applyGate(...).report`); the document alone when the run was not gated. */
  report: GateReport;
  /** False when nothing was gated: the report compares against no baseline only to list the targets. */
  gated: boolean;
}

/** The input of the exports: the gate's report, or for an ungated run the targets with no baseline. */
export function exportInput(doc: ResultsDocument, report: GateReport | null, hints: GateHintsOf): ExportInput {
  if (report !== null) return { report, gated: true };
  const comparison = compareDocuments(doc, null, resolveGateConfig(undefined, hints));
  return { report: { current: doc, baselineDoc: null, comparison, baseline: null, missingBaseline: null, onMissingBaseline: 'pass' }, gated: false };
}

/** A target's name in the exports: `finalScore`, `round <id>`, `metric <id>`. */
export function targetLabel(t: TargetComparison): string {
  return t.kind === 'metric' && t.id === 'finalScore' ? 'finalScore' : `${t.kind} ${t.id}`;
}

/** A value of the target as the report shows it (percent, points, its unit). */
export function shownValue(input: ExportInput, s: SuiteComparison, t: TargetComparison, value: number | null): string {
  const kind = targetKind(input.report, s.id, t);
  return formatValue(value, kind, kind === 'quantity' ? (t.unit ?? undefined) : undefined);
}

/** "baseline 66.67 %, current 58.33 %, Δ -8.33 pp": the numbers of a target in one line. */
export function targetNumbers(input: ExportInput, s: SuiteComparison, t: TargetComparison): string {
  const kind = targetKind(input.report, s.id, t);
  const unit = kind === 'quantity' ? (t.unit ?? undefined) : undefined;
  const parts = [`current ${formatValue(t.current, kind, unit)}`];
  if (t.baseline !== null) parts.unshift(`baseline ${formatValue(t.baseline, kind, unit)}`);
  if (t.delta !== null) parts.push(`Δ ${formatDelta(t.delta, kind, unit)}`);
  return parts.join(', ');
}

/** Every fact of a target, one per line (JUnit's system-out). */
export function targetFacts(input: ExportInput, s: SuiteComparison, t: TargetComparison): string {
  const lines = [
    `suite: ${s.id}`,
    `target: ${targetLabel(t)}`,
    `direction: ${t.direction === 'lower' ? 'lower is better' : 'higher is better'}`,
    `baseline: ${shownValue(input, s, t, t.baseline)}`,
    `current: ${shownValue(input, s, t, t.current)}`,
    `delta: ${t.delta === null ? '–' : formatDelta(t.delta, targetKind(input.report, s.id, t), t.unit ?? undefined)}`,
    `verdict: ${input.gated ? t.verdict : 'not gated'}`,
  ];
  if (t.threshold !== null) lines.push(`fail threshold: worse by more than ${t.threshold}`);
  if (t.test !== null)
    lines.push(`test: ${t.test === 'mcnemar' ? 'McNemar, paired on item ids' : 'Newcombe, unpaired'}${t.p === null ? '' : `, p = ${formatP(t.p)}`}`);
  if (t.items.current !== null) lines.push(`items: ${t.items.baseline ?? '–'} in the baseline, ${t.items.current} now`);
  for (const reason of t.reasons) lines.push(`reason: ${reason}`);
  return lines.join('\n');
}
