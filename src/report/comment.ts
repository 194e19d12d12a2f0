// The PR comment / job summary of a gated run (gate.md "Reporting"), top down: the verdict line
// (commit scored, run), the baseline, an overview with one row per suite, the regressions only,
// then one <details> per suite; fitted into a character budget by dropping detail in a fixed
// order. The parts are in comment-head.ts and comment-suite.ts; every part is a core/doc.ts
// document rendered by that module, and the fitting only measures and joins those renderings.
import type { BenchmarkCatalog } from '../plugin/benchmark.js';
import {
  code,
  cutMarkdown,
  heading,
  join,
  joinMarkdown,
  link,
  marker,
  markerKey,
  markdownBlock,
  markdownFile,
  markdownLines,
  paragraph,
  quote,
  small,
  strong,
  t,
  text,
  type Inline,
  type Markdown,
} from '../core/doc.js';
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
import { VERDICTS } from '../gate/verdicts.js';
import { callsInline, runCostInline } from './usage.js';
import { sumUsage } from '../results/usage.js';
import { counted, runFailure, familyWords, gatingRule, REPEATS_LEGEND } from './words.js';

export type { ReportInput, ScoredCommit } from './comment-head.js';

/** GitHub rejects comment bodies over 65 536 characters; keep a margin. */
export const COMMENT_BUDGET = 60_000;
/** The job summary is limited to 1 MiB per step. */
const SUMMARY_BUDGET = 1_000_000;

export interface ReportOptions {
  budget: number;
  /** Comment key for the hidden marker; null renders no marker (job summary, `compare --markdown`). */
  commentKey: string | null;
  /** Where the full report is (job summary URL); shown when detail was dropped. */
  fullReportUrl?: string | null;
  /** The HTML report's artifact (action input html-report); the comment should link it. */
  htmlReportUrl?: string | null;
  /** The commit scored and its run, from the workflow (trusted); absent: the document's own commit, no link. */
  scored?: ScoredCommit | null;
  /** Titles and benchmark-specific sections of the suites' benchmarks. */
  catalog: BenchmarkCatalog;
}

/** The hidden first line of the comment, by which the next run finds it (core/doc.ts `marker`). */
function commentMarker(key: string, verdictHash: string): Markdown {
  return markdownBlock(marker(key, verdictHash));
}

/** The verdict hash stored in an existing comment's marker (the whole first line), or null when it has none for this key. */
export function parseMarker(body: string, key: string): { verdictHash: string } | null {
  const m = new RegExp(
    ['^<!-- bench-check:', markerKey(key).replace(/\./g, '\\.'), ' verdicts:([0-9a-f]+) -->(?:\r?\n|$)'].join(''),
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
 * Which overview rows a level keeps: every suite, only the suites that need attention (so
 * that a thousand unchanged suites cannot push the regressions out of the comment), or none.
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

const DROPPED: [keyof Detail, Inline][] = [
  ['worstItems', t`worst items`],
  ['charts', t`charts`],
  ['unchangedMetrics', t`unchanged metrics`],
  ['passingRounds', t`round detail of passing suites`],
  ['suites', t`per-suite sections`],
];

/** A suite needs a reader's attention: it regressed (or may have), could not be scored, or was removed. */
function needsAttention(s: SuiteComparison): boolean {
  const o = s.outcome;
  return o === 'error' || (o !== 'skipped' && o !== 'changed' && VERDICTS[o].attention);
}

/** The legend's words for tests on repeats and the run's adjustment, only where they apply. */
function testsLegend(c: Comparison): Inline {
  const repeats = c.suites.some((s) => s.targets.some((target) => target.repeats !== undefined))
    ? t`; ${REPEATS_LEGEND}`
    : null;
  const family = familyWords(c);
  return t`${repeats}${family === null ? null : t`; ${family}`}`;
}

/** The legend's words for `kind: history` targets, only when one was judged by its history. */
function historyLegend(input: ReportInput): Inline {
  const judged = input.comparison.suites.some((s) => s.targets.some((target) => target.history?.basis === 'history'));
  return judged
    ? t`, or under \`kind: history\` by their distance from the base branch's median in units of 1.4826 × MAD`
    : null;
}

/** Everything of the report, each part rendered once; a level only chooses among them. */
interface Prepared {
  head: Markdown[];
  /** The overview at each overview level ('' when it has none). */
  overview: Record<OverviewLevel, Markdown>;
  cost: Markdown | null;
  /** The regressions table's lines: `#### Regressions`, header, separator, then one per target. */
  regressions: Markdown[];
  sections: SuiteSection[];
  legend: Markdown;
}

function prepare(input: ReportInput, catalog: BenchmarkCatalog, scored: ScoredCommit | null): Prepared {
  const c = input.comparison;
  const head = [verdictLine(input, scored)];
  if (input.incomplete)
    head.push(
      markdownBlock(
        paragraph(
          t`${strong(t`This run did not finish:`)} ${runFailure(input.incomplete)}. Its verdict is \`error\`; the suites it did score are shown below.`,
        ),
      ),
    );
  head.push(provenanceBlock(input));
  const overview: Record<OverviewLevel, Markdown> = { all: NOTHING, attention: NOTHING, none: NOTHING };
  if (c.suites.length > 0) {
    overview.all = overviewTable(input, catalog);
    const shown = c.suites.filter(needsAttention);
    const hidden = c.suites.length - shown.length;
    const note = t`${counted(hidden, t`suite`)} without a regression, an error or a removal ${hidden === 1 ? t`is` : t`are`} not listed.`;
    overview.attention =
      hidden === 0
        ? overview.all
        : shown.length === 0
          ? markdownBlock(paragraph(t`${strong(t`Overview:`)} ${note}`))
          : joinMarkdown([overviewTable(input, catalog, shown), markdownBlock(paragraph(note))]);
  }
  return {
    head,
    overview,
    cost: runUsageBlock(input),
    regressions: regressionLines(regressionsTable(c)),
    sections: c.suites.map((s) => suiteSection(s, catalog)),
    legend: markdownBlock(
      paragraph(
        small(
          t`Rounds are compared by survival rate (passed / all items) with a one-sided test at α = ${alphaText(c)}; metrics and final scores by their thresholds${historyLegend(input)}${testsLegend(c)}. Gated: ${gatingRule(c.minItems)}. Verdict hash ${code(c.verdictHash)}.`,
        ),
      ),
    ),
  };
}

const NOTHING = joinMarkdown([]);

/** The run's live provider calls and its cost, over all suites; null when no suite has either. */
function runUsageBlock(input: ReportInput): Markdown | null {
  const suites = input.current.suites;
  const total = sumUsage(suites.map((s) => s.usage));
  const calls = total === undefined ? null : callsInline(total);
  const cost = runCostInline(suites);
  if (calls === null && cost === null) return null;
  const costWords = cost === null ? null : t`cost ${cost}`;
  const line =
    calls === null
      ? t`${strong(t`Cost`)} (all suites): ${cost}`
      : t`${strong(t`Live provider calls`)} (all suites): ${calls}${costWords === null ? null : t` · ${costWords}`}`;
  return markdownBlock(paragraph(line));
}

/**
 * The regressions' title and table as lines (the title, the header, the separator, one line per
 * target), so that the fitting can keep the first rows without rendering the table again; none
 * without regressions. A table row is one line of core/doc.ts's rendering, escaped as a whole.
 */
function regressionLines(rendered: Markdown): Markdown[] {
  if (rendered === '') return [];
  const [title, , ...rest] = markdownLines(rendered);
  return [title!, ...rest];
}

/** Where the full report is, for the notes. */
function whereFull(opts: ReportOptions): Inline {
  const url = httpsUrl(opts.fullReportUrl);
  return url !== null ? t`the ${link(url, t`job summary`)}` : t`the job summary of this run`;
}

/** The regressions table with its first `rows` rows (all when undefined), as one block; the title alone for none. */
function regressionsBlock(p: Prepared, rows?: number): Markdown {
  if (p.regressions.length === 0) return NOTHING;
  const [title, header, sep, ...all] = p.regressions;
  if (rows === 0) return title!;
  const table = joinMarkdown([header!, sep!, ...(rows === undefined ? all : all.slice(0, rows))], '\n');
  return joinMarkdown([title!, table]);
}

/** The blocks above the suite sections at a level (the regressions table whole, or cut to `rows`). */
function headBlocks(
  p: Prepared,
  opts: ReportOptions,
  hidden: Markdown | null,
  level: number,
  rows?: number,
): Markdown[] {
  const { detail, overview } = LEVELS[level]!;
  const blocks = hidden === null ? [...p.head] : [hidden, ...p.head];
  const html = httpsUrl(opts.htmlReportUrl);
  if (html !== null)
    blocks.push(
      markdownBlock(paragraph(t`${link(html, t`HTML report`)}: every item against the baseline, flipped first.`)),
    );
  if (level > 0) {
    const dropped = DROPPED.filter(([key]) => !detail[key]).map(([, what]) => what);
    if (overview === 'attention' && p.overview.attention !== p.overview.all)
      dropped.push(t`overview rows of the other suites`);
    if (overview === 'none' && p.overview.all !== '') dropped.push(t`the overview table`);
    blocks.push(
      markdownBlock(
        quote(
          t`Left out to fit GitHub's comment size limit: ${join(dropped, t`, `)}. The full report is in ${whereFull(opts)}.`,
        ),
      ),
    );
  }
  if (p.overview[overview] !== '') blocks.push(p.overview[overview]);
  if (p.cost !== null) blocks.push(p.cost);
  const regressions = regressionsBlock(p, rows);
  if (regressions !== '') blocks.push(regressions);
  const total = p.regressions.length - 3;
  if (rows !== undefined && rows < total) {
    const more =
      rows === 0 ? counted(total, t`regression`) : counted(total - rows, t`more regression`, t`more regressions`);
    blocks.push(
      markdownBlock(
        paragraph(
          t`${strong(t`${more} not shown`)} (of ${total}; regressed first). Every one is in ${whereFull(opts)}.`,
        ),
      ),
    );
  }
  return blocks;
}

const SEP = 2;

/** The length of `[...blocks, ...sections, legend].join('\n\n') + '\n'`, counted without building it. */
function lengthOf(blocks: readonly Markdown[], p: Prepared, detail: Detail): number {
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

function build(blocks: readonly Markdown[], p: Prepared, detail: Detail): Markdown {
  const body = detail.suites ? p.sections.map((section) => sectionText(section, detail)) : [];
  return markdownFile([...blocks, ...body, p.legend]);
}

/** The prepared report fitted into opts.budget (see renderComparisonReport). */
function fit(p: Prepared, opts: ReportOptions, hidden: Markdown | null): Markdown {
  for (let level = 0; level < LEVELS.length; level++) {
    const blocks = headBlocks(p, opts, hidden, level);
    if (lengthOf(blocks, p, LEVELS[level]!.detail) <= opts.budget) return build(blocks, p, LEVELS[level]!.detail);
  }
  // Last: as many regressions rows as fit (a binary search: the length grows with the rows), and how many more there are.
  const last = LEVELS.length - 1;
  const fits = (rows: number) => lengthOf(headBlocks(p, opts, hidden, last, rows), p, NO_SUITES) <= opts.budget;
  let low = 0;
  let high = Math.max(0, p.regressions.length - 3);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(mid)) low = mid;
    else high = mid - 1;
  }
  const rows = low;
  const blocks = headBlocks(p, opts, hidden, last, rows);
  const text = build(blocks, p, NO_SUITES);
  if (text.length <= opts.budget) return text;
  // A budget too small for even the verdict and the provenance (never GitHub's): whole lines of it.
  return cutMarkdown(text, opts.budget, paragraph(t`…cut to fit; the full report is in the job summary.`));
}

/**
 * The report, fitted into opts.budget: drops worst items, then charts, then unchanged metrics, then
 * round detail of passing suites, then suite sections, then the overview rows of suites that need
 * no attention, then the overview; the verdict line and the regressions table stay. A
 * regressions table alone over the budget keeps the rows that fit and says how many more there are.
 */
export function renderComparisonReport(input: ReportInput, opts: ReportOptions): Markdown {
  const hidden = opts.commentKey === null ? null : commentMarker(opts.commentKey, input.comparison.verdictHash);
  return fit(prepare(input, opts.catalog, opts.scored ?? null), opts, hidden);
}

/** The PR comment (≤ COMMENT_BUDGET, with the marker) and the job summary (≤ SUMMARY_BUDGET) of one gated run, from one rendering. */
export function renderGateReports(
  input: ReportInput,
  opts: Omit<ReportOptions, 'budget'>,
): { markdown: Markdown; summary: Markdown } {
  const prepared = prepare(input, opts.catalog, opts.scored ?? null);
  const hidden = opts.commentKey === null ? null : commentMarker(opts.commentKey, input.comparison.verdictHash);
  return {
    markdown: fit(prepared, { ...opts, budget: COMMENT_BUDGET }, hidden),
    summary: fit(prepared, { ...opts, budget: SUMMARY_BUDGET, commentKey: null }, null),
  };
}

/**
 * The comment on a pull request whose results document was refused before anything was compared
 * (over a limit, not a results document): says so, so that an earlier verdict does not stand for
 * this commit. `why` may quote the document: it is shown as untrusted text.
 */
export function renderRefusal(
  why: string,
  opts: { commentKey: string; verdictHash: string; scored: ScoredCommit },
): Markdown {
  const { sha, runUrl } = opts.scored;
  const commit = sha === null || sha === '' ? null : t` · commit ${code(sha.slice(0, 12), 12)}`;
  const url = httpsUrl(runUrl);
  const title = heading(
    3,
    t`💥 bench-check: ${strong(t`error`)} · the results document was refused, nothing was compared${commit}${url === null ? null : t` · ${link(url, t`workflow run`)}`}`,
  );
  return markdownFile([
    commentMarker(opts.commentKey, opts.verdictHash),
    markdownBlock(title),
    markdownBlock(paragraph(text(why, 2000))),
  ]);
}
