// The gate's comparison as plain text for terminals (`bench-check run` with a gate, `compare`):
// the verdict, an overview (one line per suite: final score, baseline, Δ, verdict or why it was
// not gated), then every regressed and possibly regressed target with baseline, current, Δ, the
// threshold or test and p, and why, in words that follow the metric's direction. Pure: the
// GateReport (applyGate's `report`) and the config's rules in, text out. Numbers through
// core/numbers.ts, untrusted strings through terminalSafe.
import type { RunVerdict } from '../results/types.js';
import type { GateReport } from '../gate/index.js';
import type { SuiteComparison, TargetComparison, TargetVerdict } from '../gate/compare.js';
import type { GateHintsOf, GateRule, Thresholds } from '../gate/config.js';
import { boundViolation, dropExceeds, effectiveRule, type EffectiveRule } from '../gate/rules.js';
import { fixed, formatDelta, formatP, formatValue, metricKind, type NumberKind } from '../core/numbers.js';
import { columns, terminalSafe } from './text.js';
import { hasHistory, trendSummary } from './trend.js';
import { regressedTargets, ungatedSuites } from './comment-head.js';
import { describeHistoryLoad } from '../gate/history.js';
import { gatingRule, suiteGating } from '../gate/gating.js';
import { scoredNothing, suitesById, unscoredWords } from '../results/document.js';

export interface ComparisonTextOptions {
  /** The config's `gate.rules` (the thresholds shown); default: none, i.e. the defaults of gate.md. */
  rules?: readonly GateRule[];
  /** Include the one-line-per-suite overview (default true). */
  overview?: boolean;
  /** The benchmarks' gate hints (`gateHintsOf(catalog)`): a rule on a finalScore's metric name (hurricane `final_score`) applies to `finalScore`. */
  hints?: GateHintsOf;
}

const VERDICT_WORD: Record<TargetVerdict, string> = {
  regressed: 'regressed',
  'possible-regression': 'possible regression',
  unchanged: 'unchanged',
  improved: 'improved',
  'insufficient-data': 'insufficient data',
  new: 'new',
  removed: 'removed',
};

const RUN_VERDICT_WORD: Record<RunVerdict, string> = { pass: 'PASS', warn: 'WARN', fail: 'FAIL', 'no-baseline': 'NO BASELINE', error: 'ERROR' };

/** How a target's values are shown (they are in the target's scale: rates already in percent). */
export function targetKind(report: GateReport, suiteId: string, t: TargetComparison): NumberKind {
  if (t.kind === 'round') return 'percent';
  if (t.id === 'finalScore') return 'score';
  const metric = suitesById(report.current).get(suiteId)?.metrics[t.id] ?? (report.baselineDoc === null ? undefined : suitesById(report.baselineDoc).get(suiteId)?.metrics[t.id]);
  if (metric !== undefined) return metricKind(metric);
  return t.unit === '%' ? 'percent' : t.unit === 'pp' ? 'pp' : t.unit ? 'quantity' : 'fraction';
}

function unitOf(kind: NumberKind, t: TargetComparison): string | undefined {
  return kind === 'quantity' && t.unit ? terminalSafe(t.unit, 20) : undefined;
}

/** An amount of change of this kind (unsigned): pp for percents, "points" for scores. */
function amount(value: number, kind: NumberKind, unit: string | undefined): string {
  const text = formatDelta(Math.abs(value), kind, unit).replace(/^\+/, '');
  return kind === 'score' ? `${text} points` : text;
}

function targetName(t: TargetComparison): string {
  if (t.kind === 'round') return `round ${terminalSafe(t.id, 50)}`;
  if (t.id === 'finalScore') return 'final score';
  return terminalSafe(t.id, 60);
}

/** What "worse" is for this target: a fall when higher is better, a rise when lower is better. */
function worseVerb(t: TargetComparison): 'falls' | 'rises' {
  return t.direction === 'lower' ? 'rises' : 'falls';
}

/** "falls by more than 5.00 pp", "rises by more than 5 % of the baseline": a level's drop thresholds. */
function thresholdText(t: TargetComparison, level: Thresholds, kind: NumberKind, unit: string | undefined): string[] {
  const parts: string[] = [];
  if (level.maxDrop !== undefined && level.maxDrop !== null) parts.push(`${worseVerb(t)} by more than ${amount(level.maxDrop, kind, unit)}`);
  if (level.maxDropPct !== undefined && level.maxDropPct !== null) parts.push(`${worseVerb(t)} by more than ${trimZeros(fixed(level.maxDropPct, 2))} % of the baseline`);
  return parts;
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

function alphaText(alpha: number): string {
  return trimZeros(fixed(alpha, 3));
}

/**
 * Why a target regressed (or may have), in words that follow its direction: "fell by 3.20 pp",
 * "rose by 22.70 pp (lower is better)", the threshold it crossed and, for a tested rate, the test
 * and its p-value against α. Recomputed from the same rule functions the gate uses.
 */
export function regressionReason(report: GateReport, suiteId: string, t: TargetComparison, rule: EffectiveRule): string {
  const kind = targetKind(report, suiteId, t);
  const unit = unitOf(kind, t);
  const alpha = report.comparison.alpha;
  const parts: string[] = [];
  // A `kind: history` verdict: the gate's own words (the median, the band) say why.
  if (t.history?.basis === 'history') return t.reasons.map((r) => terminalSafe(r, 300)).join('; ');
  if (t.delta !== null && t.baseline !== null) {
    const change = t.delta === 0 ? 'unchanged' : `${t.delta > 0 ? 'rose' : 'fell'} by ${amount(t.delta, kind, unit)}`;
    const hasPct = [rule.fail.maxDropPct, rule.warn.maxDropPct].some((v) => v !== undefined && v !== null);
    const rel = t.baseline !== 0 && t.delta !== 0 && hasPct ? (100 * t.delta) / Math.abs(t.baseline) : null;
    const relative = rel === null ? '' : ` (${rel > 0 ? '+' : ''}${formatValue(rel, 'percent')} of the baseline)`;
    parts.push(`${change}${relative}${t.direction === 'lower' ? ', lower is better' : ''}`);
    const drop = t.direction === 'lower' ? t.delta : -t.delta;
    const failX = dropExceeds(drop, t.baseline, rule.fail);
    const warnX = dropExceeds(drop, t.baseline, rule.warn);
    if (failX || warnX) {
      const level = failX ? rule.fail : rule.warn;
      const limits = thresholdText(t, { maxDrop: level.maxDrop, maxDropPct: level.maxDropPct }, kind, unit);
      parts.push(`${failX ? 'fail' : 'warn'} threshold: ${limits.join(' or ')}`);
    }
  }
  if (t.test !== null && t.p !== null) {
    const name = t.test === 'mcnemar' ? 'McNemar, paired' : 'Newcombe, unpaired';
    const significant = t.p < alpha;
    const p = formatP(t.p);
    parts.push(`${p.startsWith('<') ? `p ${p}` : `p = ${p}`}, ${significant ? 'below' : 'not below'} α = ${alphaText(alpha)} (${name})${significant ? '' : ': not significant'}`);
  }
  if (t.current !== null) {
    const failBound = boundViolation(t.current, rule.fail);
    const which = failBound !== null ? 'fail' : boundViolation(t.current, rule.warn) !== null ? 'warn' : null;
    if (which !== null) {
      const level = which === 'fail' ? rule.fail : rule.warn;
      const below = level.min !== undefined && level.min !== null && t.current < level.min;
      const limit = below ? `below the minimum ${formatValue(level.min!, kind, unit)}` : `above the maximum ${formatValue(level.max!, kind, unit)}`;
      parts.push(`${formatValue(t.current, kind, unit)} is ${limit} (${which})`);
    }
  }
  if (parts.length === 0) parts.push(...t.reasons.map((r) => terminalSafe(r, 200)));
  return parts.join('; ');
}

/** The rule the gate applied to a target (the defaults of gate.md plus the config's rules, as compareSuite applies them). */
export function ruleOf(rules: readonly GateRule[], suite: Pick<SuiteComparison, 'id' | 'benchmark'>, t: TargetComparison, hints?: GateHintsOf): EffectiveRule {
  const alias = t.kind === 'metric' && t.id === 'finalScore' ? hints?.(suite.benchmark)?.finalScoreMetric : undefined;
  return effectiveRule(rules, suite.id, t.kind, t.id, t.scale, t.direction, alias === undefined ? [] : [alias]);
}

function finalScoreTarget(s: SuiteComparison): TargetComparison | undefined {
  return s.targets.find((t) => t.kind === 'metric' && t.id === 'finalScore');
}

/** The overview's last column: the suite's verdict, or why it was not gated (gate/gating.ts, the comment's words). */
export function suiteVerdictText(s: SuiteComparison, report: GateReport): string {
  if (s.state === 'error') return 'error: could not be scored, not gated';
  if (s.state === 'skipped') return 'skipped in this shard, not gated';
  if (s.state === 'removed') return 'removed: not in this run';
  if (s.state === 'new') return report.comparison.hasBaseline ? 'new: not in the baseline, not gated' : 'not gated: no baseline';
  const gating = suiteGating(s, report.comparison.minItems);
  if (gating.gated === 'no') return `not gated: ${gating.why}`;
  const count = (v: TargetVerdict) => s.targets.filter((t) => t.verdict === v).length;
  const bits: string[] = [];
  if (count('regressed') > 0) bits.push(`${count('regressed')} regressed`);
  if (count('possible-regression') > 0) bits.push(`${count('possible-regression')} possible regression${count('possible-regression') === 1 ? '' : 's'}`);
  if (count('improved') > 0) bits.push(`${count('improved')} improved`);
  if (bits.length === 0) bits.push('unchanged');
  if (gating.gated === 'partly') bits.push(`${gating.untested} of ${gating.targets} targets not gated (${gating.why})`);
  return bits.join(', ');
}

function overview(report: GateReport): string[] {
  const rows = [['suite', 'final score', 'baseline', 'Δ', 'verdict']];
  for (const s of report.comparison.suites) {
    const fs = finalScoreTarget(s);
    // A suite that could not be scored shows "–", whatever number it carries (issue #23).
    const current = s.state === 'error' ? null : (fs?.current ?? suitesById(report.current).get(s.id)?.finalScore ?? null);
    const baseline = fs?.baseline ?? null;
    const delta = fs?.delta ?? null;
    rows.push([terminalSafe(s.id, 40), formatValue(current, 'score'), formatValue(baseline, 'score'), formatDelta(delta, 'score'), suiteVerdictText(s, report)]);
  }
  return columns(rows, new Set([1, 2, 3]));
}

function countsLine(report: GateReport): string {
  const targets = report.comparison.suites.flatMap((s) => s.targets);
  const n = (v: TargetVerdict) => targets.filter((t) => t.verdict === v).length;
  const bits: string[] = [];
  if (report.comparison.verdict === 'pass' && n('regressed') + n('possible-regression') === 0) bits.push('no regressions');
  if (n('regressed') > 0) bits.push(`${n('regressed')} regressed`);
  if (n('possible-regression') > 0) bits.push(`${n('possible-regression')} possible regression${n('possible-regression') === 1 ? '' : 's'}`);
  if (n('improved') > 0) bits.push(`${n('improved')} improved`);
  const unscored = unscoredWords(report.current);
  if (unscored !== null) bits.unshift(unscored);
  const removed = report.comparison.suites.filter((s) => s.state === 'removed').map((s) => terminalSafe(s.id, 40));
  if (removed.length > 0) bits.push(`${removed.length} suite${removed.length === 1 ? '' : 's'} of the baseline removed (${removed.slice(0, 5).join(', ')}${removed.length > 5 ? ', …' : ''})`);
  if (scoredNothing(report.current)) bits.push('no suite was scored');
  const ungated = ungatedSuites(report.comparison).length;
  if (ungated > 0) bits.push(`${ungated} of ${report.comparison.suites.length} suites not gated`);
  if (report.incomplete) bits.push('the run did not finish');
  if (report.baselineFailed === true) bits.push('the baseline could not be loaded');
  else if (!report.comparison.hasBaseline) bits.push(`no baseline (on-missing-baseline: ${report.onMissingBaseline})`);
  return bits.length > 0 ? bits.join(', ') : 'nothing compared';
}

function baselineLine(report: GateReport): string {
  if (report.baseline === null) {
    const why = terminalSafe(report.missingBaseline ?? 'no baseline was found', 300);
    return report.baselineFailed === true ? `baseline: could not be loaded: ${why}` : `baseline: none (${why}); only absolute min/max rules were checked`;
  }
  const p = report.baseline.provenance;
  const bits = [`baseline: ${terminalSafe(p.location, 120)}`];
  if (p.commit !== null) bits.push(`commit ${terminalSafe(p.commit.slice(0, 12), 12)}`);
  bits.push(`created ${terminalSafe(p.createdAt, 30)}`);
  if (p.ageDays !== null) bits.push(`${p.ageDays} day${p.ageDays === 1 ? '' : 's'} old`);
  return bits.join(', ');
}

/** Regressed targets first, then possible regressions, each with its numbers and the reason. */
function regressions(report: GateReport, rules: readonly GateRule[], hints: GateHintsOf | undefined): string[] {
  const found = regressedTargets(report.comparison);
  if (found.length === 0) return [];
  const rows = [['suite', 'target', 'baseline', 'current', 'Δ', 'verdict']];
  for (const { s, t } of found) {
    const kind = targetKind(report, s.id, t);
    const unit = unitOf(kind, t);
    rows.push([terminalSafe(s.id, 40), targetName(t), formatValue(t.baseline, kind, unit), formatValue(t.current, kind, unit), formatDelta(t.delta, kind, unit), VERDICT_WORD[t.verdict]]);
  }
  const lines = columns(rows, new Set([2, 3, 4]));
  const out = [`regressions (${found.length}):`, `  ${lines[0]}`];
  found.forEach(({ s, t }, i) => {
    out.push(`  ${lines[i + 1]}`);
    out.push(`      why: ${regressionReason(report, s.id, t, ruleOf(rules, s, t, hints))}`);
  });
  return out;
}

/**
 * The comparison for a terminal: a verdict line, the baseline, the overview (one line per suite),
 * the regressions with their reasons, and the verdict again as the last line (what a reader of a
 * long log sees first).
 */
export function renderComparisonText(report: GateReport, opts: ComparisonTextOptions = {}): string {
  const c = report.comparison;
  const verdict = `verdict: ${RUN_VERDICT_WORD[c.verdict]} — ${countsLine(report)}`;
  const lines = [`comparison with the baseline (one-sided tests at α = ${alphaText(c.alpha)}; ${gatingRule(c.minItems)})`, `  ${baselineLine(report)}`];
  for (const w of report.baseline?.warnings ?? []) lines.push(`  warning: ${terminalSafe(w, 300)}`);
  if (hasHistory(report)) lines.push(`  history: ${describeHistoryLoad(report.history).replace(/^(\d+ runs?)/, '$1 of the base branch')}`);
  if (opts.overview !== false && c.suites.length > 0) lines.push('', ...overview(report).map((l) => `  ${l}`));
  // The base branch's history of each suite's final score (issue #18), only when there is one.
  if (opts.overview !== false && hasHistory(report)) {
    lines.push('', '  final score over the base branch history:', ...columns(c.suites.map((s) => [terminalSafe(s.id, 40), trendSummary(s)]), new Set()).map((l) => `    ${l}`));
  }
  const regressed = regressions(report, opts.rules ?? [], opts.hints);
  if (regressed.length > 0) lines.push('', ...regressed);
  lines.push('', verdict);
  return `${lines.join('\n')}\n`;
}
