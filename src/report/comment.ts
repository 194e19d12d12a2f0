// The PR comment / job summary of a gated run (gate.md "Reporting"): verdict line, baseline
// provenance, regressions first, per suite rounds and metrics against the baseline, worst items,
// charts; fitted into a character budget by dropping detail in a fixed order.
// Everything that comes from a results document (suite ids, labels, metric names, item ids,
// reasons, commits) may come from a fork's artifact and goes through inlineCode/plainText.
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import type { RunVerdict, Suite } from '../results/types.js';
import type { GateReport } from '../gate/index.js';
import type { Comparison, SuiteComparison, TargetComparison, TargetVerdict } from '../gate/compare.js';
import { inlineCode, num, pct, plainText, table, xyChart } from '../core/markdown.js';

/** GitHub rejects comment bodies over 65 536 characters; keep a margin. */
export const COMMENT_BUDGET = 60_000;
/** The job summary is limited to 1 MiB per step. */
export const SUMMARY_BUDGET = 1_000_000;

/** What the gate decided, as data (applyGate's `report`). */
export type ReportInput = GateReport;

export interface ReportOptions {
  budget: number;
  /** Comment key for the hidden marker; null renders no marker (job summary, `compare --markdown`). */
  commentKey: string | null;
  /** Where the full report is (job summary URL); shown when detail was dropped. */
  fullReportUrl?: string | null;
  /** Titles and benchmark-specific sections of the suites' benchmarks. */
  catalog: BenchmarkCatalog;
}

const VERDICT_ICON: Record<RunVerdict, string> = { pass: '✅', warn: '⚠️', fail: '❌', 'no-baseline': 'ℹ️', error: '💥' };
const TARGET_ICON: Record<TargetVerdict, string> = {
  regressed: '❌ regressed',
  'possible-regression': '⚠️ possible regression',
  unchanged: 'unchanged',
  improved: '✅ improved',
  'insufficient-data': 'insufficient data',
  new: 'new',
  removed: 'removed',
};

/** A comment key safe inside an HTML comment and stable across runs. */
export function sanitizeCommentKey(key: string): string {
  return key.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64) || 'default';
}

export function commentMarker(key: string, verdictHash: string): string {
  return `<!-- bench-check:${sanitizeCommentKey(key)} verdicts:${verdictHash} -->`;
}

/** The verdict hash stored in an existing comment's marker (the whole first line), or null when it has none for this key. */
export function parseMarker(body: string, key: string): { verdictHash: string } | null {
  const m = new RegExp(`^<!-- bench-check:${sanitizeCommentKey(key).replace(/\./g, '\\.')} verdicts:([0-9a-f]+) -->(?:\r?\n|$)`).exec(body);
  return m === null ? null : { verdictHash: m[1]! };
}

function signed(v: number | null, digits = 2): string {
  if (v === null || !Number.isFinite(v)) return '–';
  const s = num(v, digits);
  return v > 0 && s !== num(0, digits) ? `+${s}` : s;
}

function pValue(p: number | null): string {
  if (p === null) return '–';
  return p < 0.001 ? '< 0.001' : num(p, 3);
}

function value(t: TargetComparison, v: number | null): string {
  if (v === null) return '–';
  return t.scale === 'points' && t.kind === 'round' ? `${num(v, 1)} %` : t.unit === '%' ? `${num(v, 2)} %` : num(v, Math.abs(v) < 1 && v !== 0 ? 4 : 2);
}

function countVerdicts(c: Comparison): Record<TargetVerdict, number> {
  const counts = { regressed: 0, 'possible-regression': 0, unchanged: 0, improved: 0, 'insufficient-data': 0, new: 0, removed: 0 };
  for (const s of c.suites) for (const t of s.targets) counts[t.verdict] += 1;
  return counts;
}

/**
 * Compared suites the gate could not test at all: every target `insufficient-data` (fewer than
 * `minItems` items, or a null value). A pass must say it did not cover them.
 */
export function ungatedSuites(c: Comparison): SuiteComparison[] {
  return c.suites.filter((s) => s.state === 'compared' && s.targets.length > 0 && s.targets.every((t) => t.verdict === 'insufficient-data'));
}

export function verdictLine(input: ReportInput): string {
  const { comparison: c } = input;
  const counts = countVerdicts(c);
  const parts: string[] = [];
  if (counts.regressed > 0) parts.push(`${counts.regressed} regressed`);
  if (counts['possible-regression'] > 0) parts.push(`${counts['possible-regression']} possible regression${counts['possible-regression'] === 1 ? '' : 's'}`);
  if (counts.improved > 0) parts.push(`${counts.improved} improved`);
  const errors = c.suites.filter((s) => s.state === 'error').length;
  if (errors > 0) parts.push(`${errors} suite${errors === 1 ? '' : 's'} could not be scored`);
  const ungated = ungatedSuites(c);
  if (ungated.length > 0) {
    const ids = ungated.slice(0, 4).map((s) => inlineCode(s.id, 40)).join(', ') + (ungated.length > 4 ? ', …' : '');
    parts.push(`${ungated.length} of ${c.suites.length} suites not gated (fewer than ${c.minItems} items or no value: ${ids})`);
  }
  if (input.incomplete) parts.push('the run did not finish');
  if (input.baselineFailed === true) parts.push('the baseline could not be loaded');
  else if (!c.hasBaseline) parts.push(`no baseline (on-missing-baseline: ${input.onMissingBaseline})`);
  const score = c.suites.length;
  return `### ${VERDICT_ICON[c.verdict]} bench-check: **${c.verdict}**${parts.length > 0 ? ` — ${parts.join(', ')}` : ''} · ${score} suite${score === 1 ? '' : 's'} · α = ${num(c.alpha, 3)}`;
}

export function provenanceBlock(input: ReportInput): string {
  if (input.baseline === null && input.baselineFailed === true) {
    return `**The baseline could not be loaded:** ${plainText(input.missingBaseline ?? 'unknown cause', 600)}. Nothing was compared, so this run has no verdict: fix the baseline (or the lookup) and run again.`;
  }
  if (input.baseline === null) {
    const why = input.missingBaseline ?? 'no baseline was found';
    return `**No baseline:** ${plainText(why, 300)}. Nothing was compared; only absolute \`min\`/\`max\` rules were checked. Add one with \`bench-check baseline update --from results.json --reason "…"\` or use \`baseline: artifact\`.`;
  }
  const p = input.baseline.provenance;
  const bits = [`**Baseline:** ${p.source === 'artifact' ? `artifact ${inlineCode(p.location, 80)}` : inlineCode(p.location, 120)}`];
  if (p.commit !== null) bits.push(`commit ${inlineCode(p.commit.slice(0, 12), 12)}`);
  bits.push(`created ${inlineCode(p.createdAt, 30)}`);
  if (p.ageDays !== null) bits.push(`${p.ageDays} day${p.ageDays === 1 ? '' : 's'} old`);
  if (p.run) bits.push(`run ${p.run.id} (${plainText(p.run.event, 30)} on ${inlineCode(p.run.branch ?? '?', 60)}, ${inlineCode(p.run.sha, 40)})`);
  if (p.runUrl !== null && /^https:\/\/[^\s()<>]+$/.test(p.runUrl)) bits.push(`[workflow run](${p.runUrl})`);
  if (p.reason !== null) bits.push(`updated because: ${plainText(p.reason, 200)}`);
  const warnings = [...(p.notes ?? []).map((n) => `> ℹ️ ${plainText(n, 400)}`), ...input.baseline.warnings.map((w) => `> ⚠️ ${plainText(w, 400)}`)];
  return [bits.join(' · '), ...warnings].join('\n');
}

/** Regressed and possibly regressed targets of every suite, regressed first. Never dropped. */
export function regressionsTable(c: Comparison): string {
  const rows: Array<{ s: SuiteComparison; t: TargetComparison }> = [];
  for (const verdict of ['regressed', 'possible-regression'] as const) {
    for (const s of c.suites) for (const t of s.targets) if (t.verdict === verdict) rows.push({ s, t });
  }
  if (rows.length === 0) return '';
  return `#### Regressions\n\n${table(
    ['suite', 'what', 'baseline', 'current', 'Δ', 'p', 'verdict', 'why'],
    rows.map(({ s, t }) => [
      inlineCode(s.id, 60),
      `${t.kind === 'round' ? 'round ' : ''}${inlineCode(t.id, 60)}`,
      value(t, t.baseline),
      value(t, t.current),
      signed(t.delta),
      pValue(t.p),
      TARGET_ICON[t.verdict],
      // Reasons are the gate's own words and numbers (no document text): kept copyable, only made table-safe.
      t.reasons.join('; ').replace(/[|<>&]/g, (c) => `&#${c.charCodeAt(0)};`),
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'l', 'l'],
  )}`;
}

/** How much of each suite to show; the levels drop detail in gate.md's order. */
interface Detail {
  worstItems: boolean;
  charts: boolean;
  unchangedMetrics: boolean;
  passingRounds: boolean;
  /** Last resort: suite sections at all. */
  suites: boolean;
}

const LEVELS: Detail[] = [
  { worstItems: true, charts: true, unchangedMetrics: true, passingRounds: true, suites: true },
  { worstItems: false, charts: true, unchangedMetrics: true, passingRounds: true, suites: true },
  { worstItems: false, charts: false, unchangedMetrics: true, passingRounds: true, suites: true },
  { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: true, suites: true },
  { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: false, suites: true },
  { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: false, suites: false },
];

const DROPPED: Array<[keyof Detail, string]> = [
  ['worstItems', 'worst items'],
  ['charts', 'charts'],
  ['unchangedMetrics', 'unchanged metrics'],
  ['passingRounds', 'round detail of passing suites'],
  ['suites', 'per-suite sections'],
];

function isPassing(s: SuiteComparison): boolean {
  return s.verdict !== 'regressed' && s.verdict !== 'possible-regression' && s.verdict !== 'error';
}

function roundsTable(suite: Suite | undefined, s: SuiteComparison): string {
  const rounds = s.targets.filter((t) => t.kind === 'round');
  if (rounds.length === 0) return '';
  return table(
    ['round', 'input', 'passed', 'conditional rate', 'survival', 'Δ vs baseline', 'p', 'verdict'],
    rounds.map((t) => [
      plainText(t.label, 60),
      t.round ? String(t.round.input) : '–',
      t.round ? String(t.round.passed) : '–',
      t.round ? pct(t.round.passed, t.round.input) : '–',
      value(t, t.current),
      t.delta === null ? '–' : `${signed(t.delta, 1)} pts`,
      pValue(t.p) + (t.test === 'mcnemar' ? ' (paired)' : ''),
      TARGET_ICON[t.verdict],
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
  ) + (suite !== undefined ? `\n\n${suite.total} items, ${suite.errors} could not be scored.` : '');
}

function metricsTable(s: SuiteComparison, detail: Detail): string {
  const shown = s.targets.filter((t) => t.kind === 'metric' && t.id !== 'finalScore' && (detail.unchangedMetrics || t.verdict !== 'unchanged'));
  const hidden = s.targets.filter((t) => t.kind === 'metric' && t.id !== 'finalScore').length - shown.length;
  if (shown.length === 0) return hidden > 0 ? `${hidden} unchanged metric${hidden === 1 ? '' : 's'} not shown.` : '';
  return (
    table(
      ['metric', 'better', 'baseline', 'current', 'Δ', 'verdict'],
      shown.map((t) => [inlineCode(t.id, 60), t.direction, value(t, t.baseline), value(t, t.current), signed(t.delta), TARGET_ICON[t.verdict]]),
      ['l', 'l', 'r', 'r', 'r', 'l'],
    ) + (hidden > 0 ? `\n\n${hidden} unchanged metric${hidden === 1 ? '' : 's'} not shown.` : '')
  );
}

function funnel(suite: Suite, base: Suite | undefined): string {
  if (suite.rounds.length === 0) return '';
  const survival = (s: Suite) => [100, ...suite.rounds.map((r) => {
    const round = s.rounds.find((x) => x.id === r.id);
    return round !== undefined && s.total > 0 ? (100 * round.passed) / s.total : 0;
  })];
  return xyChart({
    title: base ? 'Survival per round (bars: current, line: baseline)' : 'Survival per round',
    // Round ids are shown inside the chart only; xyChart quotes them and strips quotes.
    xLabels: ['all', ...suite.rounds.map((r) => r.id.slice(0, 24))],
    yLabel: '% of items',
    yMax: 100,
    bars: [survival(suite)],
    lines: base ? [survival(base)] : [],
  });
}

function worstItems(s: SuiteComparison): string {
  if (s.worst.length === 0) return '';
  return `**Worst items** (${s.worst.length} of ${s.failingItems ?? s.worst.length} failing; newly failing first):\n\n${table(
    ['item', 'failed round', 'newly failing', 'reason'],
    s.worst.map((w) => [inlineCode(w.id, 60), w.failedRound === null ? '–' : inlineCode(w.failedRound, 40), w.newlyFailing ? 'yes' : '', w.reason === null ? '' : inlineCode(w.reason, 160)]),
  )}`;
}

function suiteSection(input: ReportInput, s: SuiteComparison, detail: Detail, catalog: BenchmarkCatalog): string {
  const suite = input.current.suites.find((x) => x.id === s.id);
  const base = s.state === 'compared' ? input.baselineDoc?.suites.find((x) => x.id === s.id) : undefined;
  const state = s.state !== 'compared' ? s.state : ungatedSuites({ ...input.comparison, suites: [s] }).length > 0 ? 'not gated (insufficient data)' : TARGET_ICON[s.verdict as TargetVerdict];
  const title = `#### ${inlineCode(s.id, 60)} · ${catalog.find(s.benchmark)?.title ?? plainText(s.benchmark, 40)}${suite?.task ? ` · ${plainText(suite.task, 40)}` : ''} — ${state}`;
  if (s.state === 'error') return `${title}\n\nThe suite could not be scored: see the diagnostics in the job summary and the annotations.`;
  if (s.state === 'skipped') return `${title}\n\nSkipped (not in this shard).`;
  const parts = [title];
  const fs = s.targets.find((t) => t.id === 'finalScore' && t.kind === 'metric');
  if (fs !== undefined) parts.push(`**Final score:** ${num(fs.current)}${fs.baseline !== null ? ` (baseline ${num(fs.baseline)}, Δ ${signed(fs.delta)}${fs.p !== null ? `, p ${pValue(fs.p)}` : ''})` : ''} — ${TARGET_ICON[fs.verdict]}`);
  else if (suite !== undefined) parts.push(`**Final score:** ${num(suite.finalScore)}`);
  if (detail.passingRounds || !isPassing(s)) {
    const rounds = roundsTable(suite, s);
    if (rounds) parts.push(rounds);
  }
  const metrics = metricsTable(s, detail);
  if (metrics) parts.push(metrics);
  if (detail.charts && suite !== undefined) {
    const chart = funnel(suite, base);
    if (chart) parts.push(chart);
    const extra = catalog.find(suite.benchmark)?.render?.(suite);
    if (extra) parts.push(extra);
  }
  if (detail.worstItems) {
    const worst = worstItems(s);
    if (worst) parts.push(worst);
  }
  return parts.join('\n\n');
}

function render(input: ReportInput, opts: ReportOptions, detail: Detail, level: number): string {
  const head: string[] = [];
  if (opts.commentKey !== null) head.push(commentMarker(opts.commentKey, input.comparison.verdictHash));
  head.push(verdictLine(input));
  if (input.incomplete) head.push(`**This run did not finish:** ${plainText(input.incomplete, 600)}. Its verdict is \`error\`; the suites it did score are shown below.`);
  head.push(provenanceBlock(input));
  if (level > 0) {
    const dropped = DROPPED.filter(([key]) => !detail[key]).map(([, what]) => what);
    const where = opts.fullReportUrl && /^https:\/\/[^\s()<>]+$/.test(opts.fullReportUrl) ? `the [job summary](${opts.fullReportUrl})` : 'the job summary of this run';
    head.push(`> Left out to fit GitHub's comment size limit: ${dropped.join(', ')}. The full report is in ${where}.`);
  }
  const regressions = regressionsTable(input.comparison);
  if (regressions) head.push(regressions);
  const body = detail.suites ? input.comparison.suites.map((s) => suiteSection(input, s, detail, opts.catalog)) : [];
  const legend = `<sub>Rounds are compared by survival rate (passed / all items) with a one-sided test at α = ${num(input.comparison.alpha, 3)}; metrics by threshold. Verdict hash \`${input.comparison.verdictHash}\`.</sub>`;
  return `${[...head, ...body, legend].join('\n\n')}\n`;
}

/**
 * The report, fitted into opts.budget: drops worst items, then charts, then unchanged metrics, then
 * round detail of passing suites, then suite sections; the verdict line and the regressions table
 * stay. A regressions table alone over the budget is cut row-wise as the very last resort.
 */
export function renderComparisonReport(input: ReportInput, opts: ReportOptions): string {
  for (let level = 0; level < LEVELS.length; level++) {
    const text = render(input, opts, LEVELS[level]!, level);
    if (text.length <= opts.budget) return text;
  }
  const text = render(input, opts, LEVELS[LEVELS.length - 1]!, LEVELS.length - 1);
  const note = '\n\n…regressions table cut to fit; the full table is in the job summary.\n';
  const cut = text.slice(0, opts.budget - note.length);
  return `${cut.slice(0, cut.lastIndexOf('\n'))}${note}`;
}

/** The PR comment (≤ COMMENT_BUDGET, with the marker) and the job summary (≤ SUMMARY_BUDGET) of one gated run. */
export function renderGateReports(input: ReportInput, opts: Omit<ReportOptions, 'budget'>): { markdown: string; summary: string } {
  return {
    markdown: renderComparisonReport(input, { ...opts, budget: COMMENT_BUDGET }),
    summary: renderComparisonReport(input, { ...opts, budget: SUMMARY_BUDGET, commentKey: null }),
  };
}
