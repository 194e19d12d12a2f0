// The PR comment / job summary of a gated run (gate.md "Reporting", issue #16), top down: the
// verdict line (commit scored, run), the baseline, an overview with one row per suite, the
// regressions only, then one <details> per suite; fitted into a character budget by dropping
// detail in a fixed order. The parts are in comment-head.ts and comment-suite.ts.
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import { inlineCode, plainText } from '../core/markdown.js';
import {
  alphaText,
  httpsUrl,
  overviewTable,
  provenanceBlock,
  regressionsTable,
  verdictLine,
  type ReportInput,
  type ScoredCommit,
} from './comment-head.js';
import { sectionLength, sectionText, suiteSection, type Detail, type SuiteSection } from './comment-suite.js';
import type { Comparison, SuiteComparison } from '../gate/model.js';
import { usageSummary } from './usage.js';
import { sumUsage } from '../results/usage.js';
import { failureWords, familyWords, gatingRule, plural, REPEATS_LEGEND } from './words.js';

export {
  provenanceBlock,
  regressionsTable,
  verdictLine,
  overviewTable,
  type ReportInput,
  type ScoredCommit,
} from './comment-head.js';

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
  scored?: ScoredCommit | null;
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
  const m = new RegExp(
    `^<!-- bench-check:${sanitizeCommentKey(key).replace(/\./g, '\\.')} verdicts:([0-9a-f]+) -->(?:\r?\n|$)`,
  ).exec(body);
  return m === null ? null : { verdictHash: m[1]! };
}

/** How much of each suite to show; the levels drop detail in gate.md's order. */
const DETAILS: Detail[] = [
  { worstItems: true, charts: true, unchangedMetrics: true, passingRounds: true, suites: true },
  { worstItems: false, charts: true, unchangedMetrics: true, passingRounds: true, suites: true },
  { worstItems: false, charts: false, unchangedMetrics: true, passingRounds: true, suites: true },
  { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: true, suites: true },
  { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: false, suites: true },
  { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: false, suites: false },
];

/**
 * Which overview rows a level keeps: every suite, only the suites that need attention (issue #29:
 * 1 000 unchanged suites pushed the regressions out of the comment), or none.
 */
type OverviewLevel = 'all' | 'attention' | 'none';

interface Level {
  detail: Detail;
  overview: OverviewLevel;
}

const NO_SUITES = DETAILS[DETAILS.length - 1]!;

/** The levels in the order they are tried: detail first, then overview rows; the regressions table is cut only after the last. */
const LEVELS: Level[] = [
  ...DETAILS.map((detail): Level => ({ detail, overview: 'all' })),
  { detail: NO_SUITES, overview: 'attention' },
  { detail: NO_SUITES, overview: 'none' },
];

const DROPPED: [keyof Detail, string][] = [
  ['worstItems', 'worst items'],
  ['charts', 'charts'],
  ['unchangedMetrics', 'unchanged metrics'],
  ['passingRounds', 'round detail of passing suites'],
  ['suites', 'per-suite sections'],
];

/** A suite needs a reader's attention: it regressed (or may have), could not be scored, or was removed. */
function needsAttention(s: SuiteComparison): boolean {
  const outcome = s.outcome;
  return (
    outcome === 'regressed' ||
    outcome === 'possible-regression' ||
    outcome === 'not-shown' ||
    outcome === 'error' ||
    outcome === 'removed'
  );
}

/** The legend's words for tests on repeats and the run's adjustment (issue #27), only where they apply. */
function testsLegend(c: Comparison): string {
  const repeats = c.suites.some((s) => s.targets.some((t) => t.repeats !== undefined)) ? `; ${REPEATS_LEGEND}` : '';
  const family = familyWords(c);
  return `${repeats}${family === '' ? '' : `; ${family}`}`;
}

/** The legend's words for `kind: history` targets (issue #18), only when one was judged by its history. */
function historyLegend(input: ReportInput): string {
  const judged = input.comparison.suites.some((s) => s.targets.some((t) => t.history?.basis === 'history'));
  return judged
    ? ", or under `kind: history` by their distance from the base branch's median in units of 1.4826 × MAD"
    : '';
}

/** Everything of the report, each part rendered once (issue #29); a level only chooses among them. */
interface Prepared {
  head: string[];
  /** The overview at each overview level ('' when it has none). */
  overview: Record<OverviewLevel, string>;
  cost: string | null;
  /** The regressions table's lines: `#### Regressions`, blank, header, separator, then one per target. */
  regressions: string[];
  sections: SuiteSection[];
  legend: string;
}

function prepare(input: ReportInput, catalog: BenchmarkCatalog, scored: ScoredCommit | null): Prepared {
  const c = input.comparison;
  const head = [verdictLine(input, scored)];
  if (input.incomplete)
    head.push(
      `**This run did not finish:** ${plainText(failureWords(input.incomplete), 600)}. Its verdict is \`error\`; the suites it did score are shown below.`,
    );
  head.push(provenanceBlock(input));
  const overview: Record<OverviewLevel, string> = { all: '', attention: '', none: '' };
  if (c.suites.length > 0) {
    overview.all = overviewTable(input, catalog);
    const shown = c.suites.filter(needsAttention);
    const hidden = c.suites.length - shown.length;
    const note = `${plural(hidden, 'suite')} without a regression, an error or a removal ${hidden === 1 ? 'is' : 'are'} not listed.`;
    overview.attention =
      hidden === 0
        ? overview.all
        : shown.length === 0
          ? `**Overview:** ${note}`
          : `${overviewTable(input, catalog, shown)}\n\n${note}`;
  }
  const cost = sumUsage(input.current.suites.map((s) => s.usage));
  return {
    head,
    overview,
    cost: cost === undefined ? null : `**Live provider calls** (all suites): ${usageSummary(cost)}`,
    regressions: regressionLines(regressionsTable(c)),
    sections: c.suites.map((s) => suiteSection(s, catalog)),
    legend: `<sub>Rounds are compared by survival rate (passed / all items) with a one-sided test at α = ${alphaText(c)}; metrics and final scores by their thresholds${historyLegend(input)}${testsLegend(c)}. Gated: ${gatingRule(c.minItems)}. Verdict hash \`${c.verdictHash}\`.</sub>`,
  };
}

/** The table's lines without the blank one after its title; none without regressions. */
function regressionLines(table: string): string[] {
  if (table === '') return [];
  const [title, , ...rest] = table.split('\n');
  return [title!, ...rest];
}

/** Where the full report is, for the notes. */
function whereFull(opts: ReportOptions): string {
  const url = httpsUrl(opts.fullReportUrl);
  return url !== null ? `the [job summary](${url})` : 'the job summary of this run';
}

/** The regressions table with its first `rows` rows (all when undefined), as one block; the title alone for none. */
function regressionsBlock(p: Prepared, rows?: number): string {
  if (p.regressions.length === 0) return '';
  const [title, header, sep, ...all] = p.regressions;
  if (rows === 0) return title!;
  return `${title}\n\n${[header, sep, ...(rows === undefined ? all : all.slice(0, rows))].join('\n')}`;
}

/** The blocks above the suite sections at a level (the regressions table whole, or cut to `rows`). */
function headBlocks(p: Prepared, opts: ReportOptions, marker: string | null, level: number, rows?: number): string[] {
  const { detail, overview } = LEVELS[level]!;
  const blocks = marker === null ? [...p.head] : [marker, ...p.head];
  if (level > 0) {
    const dropped = DROPPED.filter(([key]) => !detail[key]).map(([, what]) => what);
    if (overview === 'attention' && p.overview.attention !== p.overview.all)
      dropped.push('overview rows of the other suites');
    if (overview === 'none' && p.overview.all !== '') dropped.push('the overview table');
    blocks.push(
      `> Left out to fit GitHub's comment size limit: ${dropped.join(', ')}. The full report is in ${whereFull(opts)}.`,
    );
  }
  if (p.overview[overview] !== '') blocks.push(p.overview[overview]);
  if (p.cost !== null) blocks.push(p.cost);
  const regressions = regressionsBlock(p, rows);
  if (regressions !== '') blocks.push(regressions);
  const total = p.regressions.length - 3;
  if (rows !== undefined && rows < total) {
    const hidden = rows === 0 ? plural(total, 'regression') : plural(total - rows, 'more regression');
    blocks.push(`**${hidden} not shown** (of ${total}; regressed first). Every one is in ${whereFull(opts)}.`);
  }
  return blocks;
}

const SEP = 2;

/** The length of `[...blocks, ...sections, legend].join('\n\n') + '\n'`, counted without building it. */
function lengthOf(blocks: readonly string[], p: Prepared, detail: Detail): number {
  let length = p.legend.length + 1;
  let count = 1;
  for (const b of blocks) {
    length += b.length;
    count += 1;
  }
  if (detail.suites) {
    for (const section of p.sections) length += sectionLength(section, detail);
    count += p.sections.length;
  }
  return length + (count - 1) * SEP;
}

function build(blocks: readonly string[], p: Prepared, detail: Detail): string {
  const body = detail.suites ? p.sections.map((section) => sectionText(section, detail)) : [];
  return `${[...blocks, ...body, p.legend].join('\n\n')}\n`;
}

/** The prepared report fitted into opts.budget (see renderComparisonReport). */
function fit(p: Prepared, opts: ReportOptions, marker: string | null): string {
  for (let level = 0; level < LEVELS.length; level++) {
    const blocks = headBlocks(p, opts, marker, level);
    if (lengthOf(blocks, p, LEVELS[level]!.detail) <= opts.budget) return build(blocks, p, LEVELS[level]!.detail);
  }
  // Last: as many regressions rows as fit (a binary search: the length grows with the rows), and how many more there are.
  const last = LEVELS.length - 1;
  const fits = (rows: number) => lengthOf(headBlocks(p, opts, marker, last, rows), p, NO_SUITES) <= opts.budget;
  let low = 0;
  let high = Math.max(0, p.regressions.length - 3);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  const rows = low;
  const blocks = headBlocks(p, opts, marker, last, rows);
  const text = build(blocks, p, NO_SUITES);
  if (text.length <= opts.budget) return text;
  // A budget too small for even the verdict and the provenance (never GitHub's): whole lines of it.
  const note = `\n\n…cut to fit; the full report is in the job summary.\n`;
  const cut = text.slice(0, Math.max(0, opts.budget - note.length));
  return `${cut.slice(0, Math.max(0, cut.lastIndexOf('\n')))}${note}`;
}

/**
 * The report, fitted into opts.budget: drops worst items, then charts, then unchanged metrics, then
 * round detail of passing suites, then suite sections, then the overview rows of suites that need
 * no attention, then the overview; the verdict line and the regressions table stay. A
 * regressions table alone over the budget keeps the rows that fit and says how many more there are.
 */
export function renderComparisonReport(input: ReportInput, opts: ReportOptions): string {
  const marker = opts.commentKey === null ? null : commentMarker(opts.commentKey, input.comparison.verdictHash);
  return fit(prepare(input, opts.catalog, opts.scored ?? null), opts, marker);
}

/** The PR comment (≤ COMMENT_BUDGET, with the marker) and the job summary (≤ SUMMARY_BUDGET) of one gated run, from one rendering. */
export function renderGateReports(
  input: ReportInput,
  opts: Omit<ReportOptions, 'budget'>,
): { markdown: string; summary: string } {
  const prepared = prepare(input, opts.catalog, opts.scored ?? null);
  const marker = opts.commentKey === null ? null : commentMarker(opts.commentKey, input.comparison.verdictHash);
  return {
    markdown: fit(prepared, { ...opts, budget: COMMENT_BUDGET }, marker),
    summary: fit(prepared, { ...opts, budget: SUMMARY_BUDGET, commentKey: null }, null),
  };
}

/**
 * The comment on a pull request whose results document was refused before anything was compared
 * (over a limit, not a results document): says so, so that an earlier verdict does not stand for
 * this commit. `why` is ours; the document's text in it is made inert.
 */
export function renderRefusal(
  why: string,
  opts: { commentKey: string; verdictHash: string; scored: ScoredCommit },
): string {
  const { sha, runUrl } = opts.scored;
  const commit = sha === null || sha === '' ? '' : ` · commit ${inlineCode(sha.slice(0, 12), 12)}`;
  const url = httpsUrl(runUrl);
  const heading = `### 💥 bench-check: **error** · the results document was refused, nothing was compared${commit}${url === null ? '' : ` · [workflow run](${url})`}`;
  return `${[commentMarker(opts.commentKey, opts.verdictHash), heading, plainText(why, 2000)].join('\n\n')}\n`;
}
