// The top of the PR comment, what a reviewer reads in ten seconds (issue #16): one verdict line
// (with the commit scored and the run), the baseline it was compared with, an overview table with
// one row per suite, and the regressions only. Suite detail follows in <details> (comment-suite.ts).
// Everything from a results document (suite ids, tasks, benchmark names, commits, reasons) may
// come from a fork's artifact and goes through inlineCode/plainText.
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import type { RunVerdict } from '../results/types.js';
import type { GateReport } from '../gate/index.js';
import type { Comparison, SuiteComparison, TargetComparison, TargetVerdict } from '../gate/compare.js';
import { suiteGating, ungatedSuites as ungatedOf } from '../gate/gating.js';
import { scoredNothing, suitesById, unscoredWords } from '../results/document.js';
import { inlineCode, plainText, table } from '../core/markdown.js';
import { fixed, formatDelta, formatP, formatValue, type NumberKind } from '../core/numbers.js';
import { hasHistory, historyNote, trendCell } from './trend.js';

/** What the gate decided, as data (applyGate's `report`). */
export type ReportInput = GateReport;

/** The commit the numbers are for and the run that scored it (trusted: from the workflow, not the artifact). */
export interface ScoredRun {
  sha: string | null;
  /** Link to the workflow run; only a plain https URL is linked. */
  runUrl: string | null;
}

const VERDICT_ICON: Record<RunVerdict, string> = { pass: '✅', warn: '⚠️', fail: '❌', 'no-baseline': 'ℹ️', error: '💥' };

export const TARGET_WORDS: Record<TargetVerdict, string> = {
  regressed: '❌ regressed',
  'possible-regression': '⚠️ possible regression',
  unchanged: 'unchanged',
  improved: '✅ improved',
  'insufficient-data': 'not gated',
  new: 'new',
  removed: 'removed',
};

const HTTPS_URL = /^https:\/\/[^\s()<>]+$/;

export function httpsUrl(url: string | null | undefined): string | null {
  return url !== null && url !== undefined && HTTPS_URL.test(url) ? url : null;
}

/** How a target's values are shown: rounds and rate metrics in percent, finalScore as a score. */
export function targetKind(t: TargetComparison): NumberKind {
  if (t.kind === 'round') return 'percent';
  if (t.id === 'finalScore') return 'score';
  if (t.unit === '%') return 'percent';
  if (t.unit === 'pp') return 'pp';
  if (t.unit !== null && t.unit !== '') return 'quantity';
  return 'fraction';
}

/** A target's value for a markdown cell; the (untrusted) unit of a quantity made inert. */
export function targetValue(t: TargetComparison, v: number | null): string {
  return formatValue(v, targetKind(t), t.unit === null ? undefined : plainText(t.unit, 20));
}

export function targetDelta(t: TargetComparison): string {
  return formatDelta(t.delta, targetKind(t), t.unit === null ? undefined : plainText(t.unit, 20));
}

/**
 * A target's verdict in words. The gate calls a target it could not test "insufficient data";
 * the report says "not gated", and "unchanged" when the value did not move.
 */
export function targetWords(t: TargetComparison): string {
  if (t.verdict === 'insufficient-data') return t.delta === 0 ? 'unchanged (not gated)' : 'not gated';
  return TARGET_WORDS[t.verdict];
}

/** The test and its p in words ("McNemar (paired) p = 0.031", "Newcombe p < 0.001"), or "" when the target was not tested. */
export function testWords(t: TargetComparison): string {
  if (t.p === null) return '';
  const p = formatP(t.p);
  return `${t.test === 'mcnemar' ? 'McNemar (paired)' : 'Newcombe'} p ${p.startsWith('<') ? p : `= ${p}`}`;
}

/** Compared suites the gate could not test at all (gate/gating.ts): a pass must say it did not cover them. */
export function ungatedSuites(c: Comparison): SuiteComparison[] {
  return ungatedOf(c.suites, c.minItems);
}

/**
 * Whether the gate tested the suite (the overview's last column), in gate/gating.ts's words: "yes",
 * "partly: k of n targets" or "no: …" with why. The legend states the rule (gatingRule).
 */
export function gatedWords(s: SuiteComparison, minItems: number, hasBaseline = true): string {
  const g = suiteGating(s, minItems, hasBaseline);
  if (g.gated === 'yes') return 'yes';
  if (g.gated === 'partly') return `partly: ${g.targets - g.untested} of ${g.targets} targets`;
  return `no: ${g.why}`;
}

/** What the report says of a suite: the worst verdict of its tested targets; a suite nothing could test says whether it moved. */
export type SuiteOutcome = TargetVerdict | 'error' | 'skipped' | 'changed';

export function suiteOutcome(s: SuiteComparison): SuiteOutcome {
  if (s.state === 'error' || s.state === 'skipped' || s.state === 'new' || s.state === 'removed') return s.state;
  if (s.verdict !== 'insufficient-data') return s.verdict as TargetVerdict;
  const tested = s.targets.filter((t) => t.verdict !== 'insufficient-data');
  const order: TargetVerdict[] = ['regressed', 'possible-regression', 'improved', 'new', 'removed', 'unchanged'];
  const worst = order.find((v) => tested.some((t) => t.verdict === v));
  if (worst !== undefined) return worst;
  return s.targets.every((t) => t.delta === 0 || t.delta === null) ? 'unchanged' : 'changed';
}

const OUTCOME_WORDS: Record<SuiteOutcome, string> = { ...TARGET_WORDS, error: '💥 could not be scored', skipped: 'skipped', changed: 'changed' };

export function suiteWords(s: SuiteComparison): string {
  return OUTCOME_WORDS[suiteOutcome(s)];
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** How many suite ids the verdict line names before it counts the rest. */
const NAMED_IN_HEADLINE = 5;

/** "`a`, `b`, … (12)": the first few ids as code. */
function namedIds(ids: readonly string[]): string {
  const shown = ids.slice(0, NAMED_IN_HEADLINE).map((id) => inlineCode(id, 40));
  return `${shown.join(', ')}${ids.length > NAMED_IN_HEADLINE ? `, … (${ids.length})` : ''}`;
}

/**
 * The heading: icon and verdict; first what must not be missed (suites that could not be scored,
 * suites of the baseline this run lacks, a run that measured nothing), then per-suite counts, the
 * commit scored and the run.
 */
export function verdictLine(input: ReportInput, scored: ScoredRun | null = null): string {
  const { comparison: c } = input;
  const first: string[] = [];
  const unscored = unscoredWords(input.current);
  if (unscored !== null) first.push(unscored);
  const removed = c.suites.filter((s) => s.state === 'removed').map((s) => s.id);
  if (removed.length > 0) first.push(`${plural(removed.length, 'suite')} of the baseline removed: ${namedIds(removed)}`);
  if (scoredNothing(input.current)) first.push('no suite was scored');
  const counts = new Map<SuiteOutcome, number>();
  for (const s of c.suites) if (s.state === 'compared') counts.set(suiteOutcome(s), (counts.get(suiteOutcome(s)) ?? 0) + 1);
  const count = (v: SuiteOutcome) => counts.get(v) ?? 0;
  const parts = [...first, `${plural(c.suites.length, 'suite')}: ${count('regressed')} regressed`];
  const possible = count('possible-regression');
  if (possible > 0) parts.push(`${possible} possibly regressed`);
  parts.push(`${count('improved')} improved`);
  const ungated = ungatedSuites(c).length + c.suites.filter((s) => s.state === 'new').length;
  parts.push(`${ungated} not gated`);
  if (input.incomplete) parts.push('the run did not finish');
  if (input.baselineFailed === true) parts.push('the baseline could not be loaded');
  else if (!c.hasBaseline) parts.push(`no baseline (on-missing-baseline: ${input.onMissingBaseline})`);
  // An empty SHA from the workflow counts as none: the document's own commit is shown instead.
  const sha = scored?.sha || input.current.run.commit;
  if (sha !== null && sha !== '') parts.push(`commit ${inlineCode(sha.slice(0, 12), 12)}`);
  const url = httpsUrl(scored?.runUrl);
  if (url !== null) parts.push(`[workflow run](${url})`);
  return `### ${VERDICT_ICON[c.verdict]} bench-check: **${c.verdict}** · ${parts.join(' · ')}`;
}

export function provenanceBlock(input: ReportInput): string {
  if (input.baseline === null && input.baselineFailed === true) {
    return `**The baseline could not be loaded:** ${plainText(input.missingBaseline ?? 'unknown cause', 600)}. Nothing was compared, so this run has no verdict: fix the baseline (or the lookup) and run again.`;
  }
  if (input.baseline === null) {
    const why = input.missingBaseline ?? 'no baseline was found';
    return `**No baseline:** ${plainText(why, 600)}. Nothing was compared; only absolute \`min\`/\`max\` rules were checked. Add one with \`bench-check baseline update --from results.json --reason "…"\` or use \`baseline: artifact\`.`;
  }
  const p = input.baseline.provenance;
  const bits = [`**Baseline:** ${p.source === 'artifact' ? `artifact ${inlineCode(p.location, 80)}` : inlineCode(p.location, 120)}`];
  if (p.commit !== null) bits.push(`commit ${inlineCode(p.commit.slice(0, 12), 12)}`);
  bits.push(p.ageDays !== null ? `${plural(p.ageDays, 'day')} old` : `created ${inlineCode(p.createdAt, 30)}`);
  if (p.run) bits.push(`run ${p.run.id} (${plainText(p.run.event, 30)} on ${inlineCode(p.run.branch ?? '?', 60)}, ${inlineCode(p.run.sha, 40)})`);
  const runUrl = httpsUrl(p.runUrl);
  if (runUrl !== null) bits.push(`[workflow run](${runUrl})`);
  if (p.reason !== null) bits.push(`updated because: ${plainText(p.reason, 200)}`);
  const warnings = [...(p.notes ?? []).map((n) => `> ℹ️ ${plainText(n, 400)}`), ...input.baseline.warnings.map((w) => `> ⚠️ ${plainText(w, 400)}`)];
  return [bits.join(' · '), ...warnings].join('\n');
}

/**
 * One row per suite (of `suites`, default all compared): final score against the baseline,
 * verdict, items and whether the gate tested it.
 */
export function overviewTable(input: ReportInput, catalog: BenchmarkCatalog, suites: readonly SuiteComparison[] = input.comparison.suites): string {
  const { comparison: c } = input;
  const currentById = suitesById(input.current);
  const baselineById = input.baselineDoc === null ? null : suitesById(input.baselineDoc);
  const rows = suites.map((s) => {
    const suite = currentById.get(s.id);
    const base = baselineById?.get(s.id);
    const fs = s.targets.find((t) => t.kind === 'metric' && t.id === 'finalScore');
    // A removed suite's task is the baseline's.
    const task = (suite ?? base)?.task;
    const title = `${catalog.find(s.benchmark)?.title ?? plainText(s.benchmark, 40)}${task ? ` · ${plainText(task, 40)}` : ''}`;
    // A suite that could not be scored shows "–", whatever number it carries (issue #23).
    const current = s.state === 'error' ? null : (fs?.current ?? suite?.finalScore ?? null);
    const baseline = fs?.baseline ?? (s.state === 'compared' || s.state === 'removed' ? (base?.finalScore ?? null) : null);
    const delta = fs?.delta ?? (current !== null && baseline !== null ? current - baseline : null);
    return [
      inlineCode(s.id, 60),
      title,
      formatValue(current, 'score'),
      formatValue(baseline, 'score'),
      formatDelta(delta, 'score'),
      suiteWords(s),
      suite === undefined ? '–' : formatValue(suite.total, 'count'),
      gatedWords(s, c.minItems, c.hasBaseline),
    ];
  });
  const header = ['suite', 'benchmark', 'final score', 'baseline', 'Δ', 'verdict', 'n', 'gated'];
  const align: Array<'l' | 'r'> = ['l', 'l', 'r', 'r', 'r', 'l', 'r', 'l'];
  // The base branch's history (issue #18): a column after Δ and a note, only when one was loaded.
  if (!hasHistory(input)) return table(header, rows, align);
  header.splice(5, 0, 'history (runs), this run');
  align.splice(5, 0, 'l');
  suites.forEach((s, i) => rows[i]!.splice(5, 0, trendCell(s)));
  return `${table(header, rows, align)}\n\n${historyNote(input.history)}`;
}

/** Reasons are the gate's own words and numbers (no document text): kept copyable, only made table-safe. */
function tableSafe(text: string): string {
  return text.replace(/[|<>&]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Every suite's regressed targets, then its possibly regressed ones (the comment's and the terminal's regressions). */
export function regressedTargets(c: Comparison): Array<{ s: SuiteComparison; t: TargetComparison }> {
  const found: Array<{ s: SuiteComparison; t: TargetComparison }> = [];
  for (const verdict of ['regressed', 'possible-regression'] as const) {
    for (const s of c.suites) for (const t of s.targets) if (t.verdict === verdict) found.push({ s, t });
  }
  return found;
}

/**
 * Regressed and possibly regressed targets of every suite, regressed first (the first `limit`
 * of them). The last thing the comment's budget touches (comment.ts).
 */
export function regressionsTable(c: Comparison, limit = Number.POSITIVE_INFINITY): string {
  const rows = regressedTargets(c).slice(0, limit);
  if (rows.length === 0) return '';
  return `#### Regressions\n\n${table(
    ['', 'suite · target', 'baseline → current', 'Δ', 'why'],
    rows.map(({ s, t }) => [
      t.verdict === 'regressed' ? '❌' : '⚠️',
      `${inlineCode(s.id, 60)} · ${t.kind === 'round' ? 'round ' : ''}${inlineCode(t.id, 60)}`,
      `${targetValue(t, t.baseline)} → ${targetValue(t, t.current)}`,
      targetDelta(t),
      tableSafe(t.reasons.join('; ')),
    ]),
    ['c', 'l', 'r', 'r', 'l'],
  )}`;
}

/** The α of the gate for the legend. */
export function alphaText(c: Comparison): string {
  return fixed(c.alpha, 3);
}
