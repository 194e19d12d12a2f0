// The gate's comparison as plain text for terminals (`bench-check run` with a gate, `compare`):
// the verdict, an overview (one line per suite: final score, baseline, Δ, verdict or why it was
// not gated), then every regressed and possibly regressed target with baseline, current, Δ, the
// threshold or test and p, and why, in words that follow the metric's direction. Pure: the
// GateReport (applyGate's `report`) and the config's rules in, text out. Numbers through
// core/numbers.ts, untrusted strings through terminalSafe.
import type { GateReport } from '../gate/index.js';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';
import { formatDelta, formatValue } from '../core/numbers.js';
import { columns, terminalSafe } from './text.js';
import { hasHistory, trendSummary } from './trend.js';
import { regressedTargets } from './comment-head.js';
import {
  alphaWords,
  BASELINE_NOT_LOADED,
  baseBranchHistoryWords,
  gatingRule,
  NO_SUITE_SCORED,
  noBaselineWords,
  plural,
  removedWords,
  RUN_DID_NOT_FINISH,
  RUN_VERDICT_WORD,
  TARGET_WORD,
  terminalReason,
  ungatedWords,
  unscoredWords,
  verdictCounts,
  familyWords,
} from './words.js';

export interface ComparisonTextOptions {
  /** Include the one-line-per-suite overview (default true). */
  overview?: boolean;
}

/** The quantity's unit of a target, made safe for a terminal. */
function unitOf(t: TargetComparison): string | undefined {
  return t.display.unit === null || t.display.unit === '' ? undefined : terminalSafe(t.display.unit, 20);
}

function targetName(t: TargetComparison): string {
  if (t.kind === 'round') return `round ${terminalSafe(t.id, 50)}`;
  if (t.id === 'finalScore') return 'final score';
  return terminalSafe(t.id, 60);
}

/** Why a target regressed (or may have), in the terminal's words (words.ts terminalReason). */
export function regressionReason(report: GateReport, t: TargetComparison): string {
  return terminalReason(t, report.comparison.alpha, unitOf(t), (r) =>
    terminalSafe(r, t.history?.basis === 'history' ? 300 : 200),
  );
}

/** The overview's last column: the suite's verdict, or why it was not gated (the gate's facts, the comment's words). */
export function suiteVerdictText(s: SuiteComparison): string {
  if (s.state === 'error') return 'error: could not be scored, not gated';
  if (s.state === 'skipped') return 'skipped in this shard, not gated';
  if (s.state === 'removed') return 'removed: not in this run';
  if (s.state === 'new')
    return s.gating.why?.kind === 'new' ? 'new: not in the baseline, not gated' : 'not gated: no baseline';
  const why = s.gating.why === null ? '' : ungatedWords(s.gating.why);
  if (s.gating.gated === 'no') return `not gated: ${why}`;
  const bits = verdictCounts(s.targets.map((t) => t.verdict));
  if (bits.length === 0) bits.push('unchanged');
  if (s.gating.gated === 'partly') bits.push(`${s.gating.untested} of ${s.gating.targets} targets not gated (${why})`);
  return bits.join(', ');
}

function overview(report: GateReport): string[] {
  const rows = [['suite', 'final score', 'baseline', 'Δ', 'verdict']];
  for (const s of report.comparison.suites) {
    rows.push([
      terminalSafe(s.id, 40),
      formatValue(s.score.current, 'score'),
      formatValue(s.score.baseline, 'score'),
      formatDelta(s.score.delta, 'score'),
      suiteVerdictText(s),
    ]);
  }
  return columns(rows, new Set([1, 2, 3]));
}

function countsLine(report: GateReport): string {
  const c = report.comparison;
  const verdicts = c.suites.flatMap((s) => s.targets.map((t) => t.verdict));
  const bits = verdictCounts(verdicts);
  if (c.verdict === 'pass' && !verdicts.some((v) => v === 'regressed' || v === 'possible-regression'))
    bits.unshift('no regressions');
  if (c.run.unscored !== null) bits.unshift(unscoredWords(c.run.unscored));
  const removed = c.run.removed.map((id) => terminalSafe(id, 40));
  if (removed.length > 0)
    bits.push(`${removedWords(removed.length)} (${removed.slice(0, 5).join(', ')}${removed.length > 5 ? ', …' : ''})`);
  if (c.run.scoredNothing) bits.push(NO_SUITE_SCORED);
  if (c.run.ungated.length > 0) bits.push(`${c.run.ungated.length} of ${c.suites.length} suites not gated`);
  if (report.incomplete) bits.push(RUN_DID_NOT_FINISH);
  if (report.baselineFailed === true) bits.push(BASELINE_NOT_LOADED);
  else if (!c.hasBaseline) bits.push(noBaselineWords(report.onMissingBaseline));
  return bits.length > 0 ? bits.join(', ') : 'nothing compared';
}

function baselineLine(report: GateReport): string {
  if (report.baseline === null) {
    const why = terminalSafe(report.missingBaseline ?? 'no baseline was found', 300);
    return report.baselineFailed === true
      ? `baseline: could not be loaded: ${why}`
      : `baseline: none (${why}); only absolute min/max rules were checked`;
  }
  const p = report.baseline.provenance;
  const bits = [`baseline: ${terminalSafe(p.location, 120)}`];
  if (p.commit !== null) bits.push(`commit ${terminalSafe(p.commit.slice(0, 12), 12)}`);
  bits.push(`created ${terminalSafe(p.createdAt, 30)}`);
  if (p.ageDays !== null) bits.push(`${plural(p.ageDays, 'day')} old`);
  return bits.join(', ');
}

/** Regressed targets first, then possible regressions, each with its numbers and the reason. */
function regressions(report: GateReport): string[] {
  const found = regressedTargets(report.comparison);
  if (found.length === 0) return [];
  const rows = [['suite', 'target', 'baseline', 'current', 'Δ', 'verdict']];
  for (const { s, t } of found) {
    const { kind } = t.display;
    const unit = unitOf(t);
    rows.push([
      terminalSafe(s.id, 40),
      targetName(t),
      formatValue(t.baseline, kind, unit),
      formatValue(t.current, kind, unit),
      formatDelta(t.delta, kind, unit),
      TARGET_WORD[t.verdict],
    ]);
  }
  const lines = columns(rows, new Set([2, 3, 4]));
  const out = [`regressions (${found.length}):`, `  ${lines[0]}`];
  found.forEach(({ t }, i) => {
    out.push(`  ${lines[i + 1]}`);
    out.push(`      why: ${regressionReason(report, t)}`);
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
  const family = familyWords(c);
  const tests = `one-sided tests at α = ${alphaWords(c.alpha)}${family === '' ? '' : `, ${family}`}`;
  const lines = [`comparison with the baseline (${tests}; ${gatingRule(c.minItems)})`, `  ${baselineLine(report)}`];
  for (const w of report.baseline?.warnings ?? []) lines.push(`  warning: ${terminalSafe(w, 300)}`);
  if (hasHistory(report)) lines.push(`  history: ${baseBranchHistoryWords(report.history)}`);
  if (opts.overview !== false && c.suites.length > 0) lines.push('', ...overview(report).map((l) => `  ${l}`));
  // The base branch's history of each suite's final score (issue #18), only when there is one.
  if (opts.overview !== false && hasHistory(report)) {
    lines.push(
      '',
      '  final score over the base branch history:',
      ...columns(
        c.suites.map((s) => [terminalSafe(s.id, 40), trendSummary(s)]),
        new Set(),
      ).map((l) => `    ${l}`),
    );
  }
  const regressed = regressions(report);
  if (regressed.length > 0) lines.push('', ...regressed);
  lines.push('', verdict);
  return `${lines.join('\n')}\n`;
}
