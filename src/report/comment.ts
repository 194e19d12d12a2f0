// The PR comment / job summary of a gated run (gate.md "Reporting", issue #16), top down: the
// verdict line (commit scored, run), the baseline, an overview with one row per suite, the
// regressions only, then one <details> per suite; fitted into a character budget by dropping
// detail in a fixed order. The parts are in comment-head.ts and comment-suite.ts.
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import { plainText } from '../core/markdown.js';
import { alphaText, httpsUrl, overviewTable, provenanceBlock, regressionsTable, verdictLine, type ReportInput, type ScoredRun } from './comment-head.js';
import { suiteDetails, type Detail } from './comment-suite.js';
import { usageSummary } from './usage.js';
import { sumUsage } from '../results/usage.js';

export { provenanceBlock, regressionsTable, ungatedSuites, verdictLine, overviewTable, type ReportInput, type ScoredRun } from './comment-head.js';

/** GitHub rejects comment bodies over 65 536 characters; keep a margin. */
export const COMMENT_BUDGET = 60_000;
/** The job summary is limited to 1 MiB per step. */
export const SUMMARY_BUDGET = 1_000_000;

export interface ReportOptions {
  budget: number;
  /** Comment key for the hidden marker; null renders no marker (job summary, `compare --markdown`). */
  commentKey: string | null;
  /** Where the full report is (job summary URL); shown when detail was dropped. */
  fullReportUrl?: string | null;
  /** The commit scored and its run, from the workflow (trusted); absent: the document's own commit, no link. */
  scored?: ScoredRun | null;
  /** Titles and benchmark-specific sections of the suites' benchmarks. */
  catalog: BenchmarkCatalog;
}

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

/** How much of each suite to show; the levels drop detail in gate.md's order. */
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

/** The legend's words for `kind: history` targets (issue #18), only when one was judged by its history. */
function historyLegend(input: ReportInput): string {
  const judged = input.comparison.suites.some((s) => s.targets.some((t) => t.history?.basis === 'history'));
  return judged ? ', or under `kind: history` by their distance from the base branch\'s median in units of 1.4826 × MAD' : '';
}

function render(input: ReportInput, opts: ReportOptions, detail: Detail, level: number): string {
  const head: string[] = [];
  if (opts.commentKey !== null) head.push(commentMarker(opts.commentKey, input.comparison.verdictHash));
  head.push(verdictLine(input, opts.scored ?? null));
  if (input.incomplete) head.push(`**This run did not finish:** ${plainText(input.incomplete, 600)}. Its verdict is \`error\`; the suites it did score are shown below.`);
  head.push(provenanceBlock(input));
  if (level > 0) {
    const dropped = DROPPED.filter(([key]) => !detail[key]).map(([, what]) => what);
    const url = httpsUrl(opts.fullReportUrl);
    const where = url !== null ? `the [job summary](${url})` : 'the job summary of this run';
    head.push(`> Left out to fit GitHub's comment size limit: ${dropped.join(', ')}. The full report is in ${where}.`);
  }
  if (input.comparison.suites.length > 0) head.push(overviewTable(input, opts.catalog));
  const cost = sumUsage(input.current.suites.map((s) => s.usage));
  if (cost !== undefined) head.push(`**Live provider calls** (all suites): ${usageSummary(cost)}`);
  const regressions = regressionsTable(input.comparison);
  if (regressions) head.push(regressions);
  const body = detail.suites ? input.comparison.suites.map((s) => suiteDetails(input, s, detail, opts.catalog)) : [];
  const legend = `<sub>Rounds are compared by survival rate (passed / all items) with a one-sided test at α = ${alphaText(input.comparison)}; metrics and final scores by their thresholds${historyLegend(input)}. Verdict hash \`${input.comparison.verdictHash}\`.</sub>`;
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
