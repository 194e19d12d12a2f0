// The top of the PR comment, what a reviewer reads in ten seconds (issue #16): one verdict line
// (with the commit scored and the run), the baseline it was compared with, an overview table with
// one row per suite, and the regressions only. Suite detail follows in <details> (comment-suite.ts).
// Everything from a results document (suite ids, tasks, benchmark names, commits, reasons) may
// come from a fork's artifact and goes through inlineCode/plainText.
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import type { GateReport } from '../gate/index.js';
import type { Comparison, SuiteComparison, SuiteOutcome, TargetComparison } from '../gate/model.js';
import { inlineCode, plainText, table } from '../core/markdown.js';
import { fixed, formatDelta, formatValue } from '../core/numbers.js';
import { hasHistory, historyNote, trendCell } from './trend.js';
import {
  BASELINE_NOT_LOADED,
  gatedWords,
  NO_SUITE_SCORED,
  noBaselineWords,
  outcomeWords,
  plural,
  reasonsWords,
  removedWords,
  RUN_DID_NOT_FINISH,
  RUN_VERDICT_ICON,
  TARGET_WORD,
  verdictIcon,
  unscoredWords,
} from './words.js';

/** What the gate decided, as data (applyGate's `report`). */
export type ReportInput = GateReport;

/** The commit the numbers are for and the run that scored it (trusted: from the workflow, not the artifact). */
export interface ScoredCommit {
  sha: string | null;
  /** Link to the workflow run; only a plain https URL is linked. */
  runUrl: string | null;
}

const HTTPS_URL = /^https:\/\/[^\s()<>]+$/;

export function httpsUrl(url: string | null | undefined): string | null {
  return url !== null && url !== undefined && HTTPS_URL.test(url) ? url : null;
}

/** A target's value for a markdown cell; the (untrusted) unit of a quantity made inert. */
export function valueCell(t: TargetComparison, v: number | null): string {
  return formatValue(v, t.display.kind, t.display.unit === null ? undefined : plainText(t.display.unit, 20));
}

export function deltaCell(t: TargetComparison): string {
  return formatDelta(t.delta, t.display.kind, t.display.unit === null ? undefined : plainText(t.display.unit, 20));
}

export function suiteWords(s: SuiteComparison): string {
  return outcomeWords(s.outcome);
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
export function verdictLine(input: ReportInput, scored: ScoredCommit | null = null): string {
  const { comparison: c } = input;
  const first: string[] = [];
  if (c.run.unscored !== null) first.push(unscoredWords(c.run.unscored));
  if (c.run.removed.length > 0) first.push(`${removedWords(c.run.removed.length)}: ${namedIds(c.run.removed)}`);
  if (c.run.scoredNothing) first.push(NO_SUITE_SCORED);
  const counts = new Map<SuiteOutcome, number>();
  for (const s of c.suites) if (s.state === 'compared') counts.set(s.outcome, (counts.get(s.outcome) ?? 0) + 1);
  const count = (v: SuiteOutcome) => counts.get(v) ?? 0;
  const parts = [...first, `${plural(c.suites.length, 'suite')}: ${count('regressed')} regressed`];
  const possible = count('possible-regression');
  if (possible > 0) parts.push(`${possible} possibly regressed`);
  const notShown = count('not-shown');
  if (notShown > 0) parts.push(`${notShown} ${TARGET_WORD['not-shown']}`);
  parts.push(`${count('improved')} improved`);
  const ungated = c.run.ungated.length + c.suites.filter((s) => s.state === 'new').length;
  parts.push(`${ungated} not gated`);
  if (input.incomplete) parts.push(RUN_DID_NOT_FINISH);
  if (input.baselineFailed === true) parts.push(BASELINE_NOT_LOADED);
  else if (!c.hasBaseline) parts.push(noBaselineWords(input.onMissingBaseline));
  // An empty SHA from the workflow counts as none: the document's own commit is shown instead.
  const sha = scored?.sha || input.current.run.commit;
  if (sha !== null && sha !== '') parts.push(`commit ${inlineCode(sha.slice(0, 12), 12)}`);
  const url = httpsUrl(scored?.runUrl);
  if (url !== null) parts.push(`[workflow run](${url})`);
  return `### ${RUN_VERDICT_ICON[c.verdict]} bench-check: **${c.verdict}** · ${parts.join(' · ')}`;
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
  const bits = [
    `**Baseline:** ${p.source === 'artifact' ? `artifact ${inlineCode(p.location, 80)}` : inlineCode(p.location, 120)}`,
  ];
  if (p.commit !== null) bits.push(`commit ${inlineCode(p.commit.slice(0, 12), 12)}`);
  bits.push(p.ageDays !== null ? `${plural(p.ageDays, 'day')} old` : `created ${inlineCode(p.createdAt, 30)}`);
  if (p.run)
    bits.push(
      `run ${p.run.id} (${plainText(p.run.event, 30)} on ${inlineCode(p.run.branch ?? '?', 60)}, ${inlineCode(p.run.sha, 40)})`,
    );
  const runUrl = httpsUrl(p.runUrl);
  if (runUrl !== null) bits.push(`[workflow run](${runUrl})`);
  if (p.reason !== null) bits.push(`updated because: ${plainText(p.reason, 200)}`);
  const warnings = [
    ...(p.notes ?? []).map((n) => `> ℹ️ ${plainText(n, 400)}`),
    ...input.baseline.warnings.map((w) => `> ⚠️ ${plainText(w, 400)}`),
  ];
  return [bits.join(' · '), ...warnings].join('\n');
}

/**
 * One row per suite (of `suites`, default all compared): final score against the baseline,
 * verdict, items and whether the gate tested it.
 */
export function overviewTable(
  input: ReportInput,
  catalog: BenchmarkCatalog,
  suites: readonly SuiteComparison[] = input.comparison.suites,
): string {
  const rows = suites.map((s) => {
    const title = `${catalog.find(s.benchmark)?.title ?? plainText(s.benchmark, 40)}${s.task ? ` · ${plainText(s.task, 40)}` : ''}`;
    return [
      inlineCode(s.id, 60),
      title,
      formatValue(s.score.current, 'score'),
      formatValue(s.score.baseline, 'score'),
      formatDelta(s.score.delta, 'score'),
      suiteWords(s),
      formatValue(s.items, 'count'),
      gatedWords(s.gating),
    ];
  });
  const header = ['suite', 'benchmark', 'final score', 'baseline', 'Δ', 'verdict', 'n', 'gated'];
  const align: ('l' | 'r')[] = ['l', 'l', 'r', 'r', 'r', 'l', 'r', 'l'];
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
export function regressedTargets(c: Comparison): { s: SuiteComparison; t: TargetComparison }[] {
  const found: { s: SuiteComparison; t: TargetComparison }[] = [];
  for (const verdict of ['regressed', 'possible-regression', 'not-shown'] as const) {
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
      verdictIcon(t.verdict),
      `${inlineCode(s.id, 60)} · ${t.kind === 'round' ? 'round ' : ''}${inlineCode(t.id, 60)}`,
      `${valueCell(t, t.baseline)} → ${valueCell(t, t.current)}`,
      deltaCell(t),
      tableSafe(reasonsWords(t).join('; ')),
    ]),
    ['c', 'l', 'r', 'r', 'l'],
  )}`;
}

/** The α of the gate for the legend. */
export function alphaText(c: Comparison): string {
  return fixed(c.alpha, 3);
}
