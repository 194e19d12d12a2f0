// The top of the PR comment, what a reviewer reads in ten seconds: one verdict line (with the
// commit scored and the run), the baseline it was compared with, an overview table with one row
// per suite, and the regressions only. Suite detail follows in <details> (comment-suite.ts).
// Built as blocks of core/doc.ts: everything from a results document (suite ids, tasks, benchmark
// names, commits, units, reasons, provenance) stays untrusted text there and is escaped where it lands.
import type { BenchmarkCatalog } from '../plugin/benchmark.js';
import type { GateReport } from '../gate/index.js';
import type { Comparison, SuiteComparison, SuiteOutcome, TargetComparison } from '../gate/model.js';
import { REGRESSION_VERDICTS } from '../gate/verdicts.js';
import {
  code,
  delta,
  figure,
  heading,
  join,
  joinMarkdown,
  link,
  markdownBlock,
  paragraph,
  quote,
  strong,
  t,
  table,
  text,
  value,
  type Inline,
  type Markdown,
} from '../core/doc.js';
import { fixed } from '../core/numbers.js';
import { hasHistory, historyNote, trendCell } from './trend.js';
import { anyUsage, costCells } from './usage.js';
import {
  BASELINE_NOT_LOADED,
  counted,
  gatedWords,
  NO_SUITE_SCORED_WORDS,
  noBaselineWords,
  outcomeWords,
  reasons,
  removed,
  RUN_DID_NOT_FINISH,
  RUN_VERDICT_ICON,
  RUN_VERDICT_NAME,
  suiteOutcomeCounts,
  verdictIcon,
  unscored,
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

/** A target's value for a markdown cell, with the (untrusted) unit of a quantity. */
export function valueCell(target: TargetComparison, v: number | null): Inline {
  return value(v, target.display.kind, target.display.unit);
}

export function deltaCell(target: TargetComparison): Inline {
  return delta(target.delta, target.display.kind, target.display.unit);
}

export function suiteWords(s: SuiteComparison): Inline {
  return outcomeWords(s.outcome);
}

/** How many suite ids the verdict line names before it counts the rest. */
const NAMED_IN_HEADLINE = 5;

/** "`a`, `b`, … (12)": the first few ids as code. */
function namedIds(ids: readonly string[]): Inline {
  const shown = ids.slice(0, NAMED_IN_HEADLINE).map((id) => code(id, 40));
  return t`${join(shown, t`, `)}${ids.length > NAMED_IN_HEADLINE ? t`, … (${ids.length})` : null}`;
}

/** A commit as the reports show it: its first 12 characters as code. */
function commitCode(sha: string): Inline {
  return code(sha.slice(0, 12), 12);
}

/**
 * The heading: icon and verdict; first what must not be missed (suites that could not be scored,
 * suites of the baseline this run lacks, a run that measured nothing), then per-suite counts, the
 * commit scored and the run.
 */
export function verdictLine(input: ReportInput, scored: ScoredCommit | null = null): Markdown {
  const { comparison: c } = input;
  const parts: Inline[] = [];
  if (c.run.unscored !== null) parts.push(unscored(c.run.unscored));
  if (c.run.removed.length > 0) parts.push(t`${removed(c.run.removed.length)}: ${namedIds(c.run.removed)}`);
  if (c.run.scoredNothing) parts.push(NO_SUITE_SCORED_WORDS);
  const counts = new Map<SuiteOutcome, number>();
  for (const s of c.suites) if (s.state === 'compared') counts.set(s.outcome, (counts.get(s.outcome) ?? 0) + 1);
  const count = (v: SuiteOutcome) => counts.get(v) ?? 0;
  parts.push(...suiteOutcomeCounts(c.suites.length, count));
  const ungated = c.run.ungated.length + c.suites.filter((s) => s.state === 'new').length;
  parts.push(t`${ungated} not gated`);
  if (input.incomplete) parts.push(RUN_DID_NOT_FINISH);
  if (input.baselineFailed === true) parts.push(BASELINE_NOT_LOADED);
  else if (!c.hasBaseline) parts.push(noBaselineWords(input.onMissingBaseline));
  // An empty SHA from the workflow counts as none: the document's own commit is shown instead.
  const sha = scored?.sha || input.current.run.commit;
  if (sha !== null && sha !== '') parts.push(t`commit ${commitCode(sha)}`);
  const url = httpsUrl(scored?.runUrl);
  if (url !== null) parts.push(link(url, t`workflow run`));
  return markdownBlock(
    heading(
      3,
      t`${RUN_VERDICT_ICON[c.verdict]} bench-check: ${strong(RUN_VERDICT_NAME[c.verdict])} · ${join(parts, t` · `)}`,
    ),
  );
}

/** The baseline the run was compared with (or why there is none), with its notes and warnings as quoted lines. */
export function provenanceBlock(input: ReportInput): Markdown {
  if (input.baseline === null && input.baselineFailed === true) {
    const why = input.missingBaseline === null ? t`unknown cause` : text(input.missingBaseline, 600);
    return markdownBlock(
      paragraph(
        t`${strong(t`The baseline could not be loaded:`)} ${why}. Nothing was compared, so this run has no verdict: fix the baseline (or the lookup) and run again.`,
      ),
    );
  }
  if (input.baseline === null) {
    const why = input.missingBaseline === null ? t`no baseline was found` : text(input.missingBaseline, 600);
    return markdownBlock(
      paragraph(
        t`${strong(t`No baseline:`)} ${why}. Nothing was compared; only absolute \`min\`/\`max\` rules were checked. Add one with \`bench-check baseline update --from results.json --reason "…"\` or use \`baseline: artifact\`.`,
      ),
    );
  }
  const p = input.baseline.provenance;
  const bits: Inline[] = [
    t`${strong(t`Baseline:`)} ${p.source === 'artifact' ? t`artifact ${code(p.location, 80)}` : code(p.location, 120)}`,
  ];
  if (p.commit !== null) bits.push(t`commit ${commitCode(p.commit)}`);
  bits.push(p.ageDays !== null ? t`${counted(p.ageDays, t`day`)} old` : t`created ${code(p.createdAt, 30)}`);
  if (p.run)
    bits.push(
      t`run ${p.run.id} (${text(p.run.event, 30)} on ${p.run.branch === null ? code('?') : code(p.run.branch, 60)}, ${code(p.run.sha, 40)})`,
    );
  const runUrl = httpsUrl(p.runUrl);
  if (runUrl !== null) bits.push(link(runUrl, t`workflow run`));
  if (p.reason !== null) bits.push(t`updated because: ${text(p.reason, 200)}`);
  const warnings = [
    ...(p.notes ?? []).map((note) => t`ℹ️ ${text(note, 400)}`),
    ...input.baseline.warnings.map((w) => t`⚠️ ${text(w, 400)}`),
  ];
  const line = markdownBlock(paragraph(join(bits, t` · `)));
  return warnings.length === 0 ? line : joinMarkdown([line, markdownBlock(quote(...warnings))], '\n');
}

const OVERVIEW_HEADER: readonly Inline[] = [
  t`suite`,
  t`benchmark`,
  t`final score`,
  t`baseline`,
  t`Δ`,
  t`verdict`,
  t`n`,
  t`gated`,
];

/** "Title · task": the catalog's title (or the document's benchmark id) and the document's task. */
function benchmarkTitle(s: SuiteComparison, catalog: BenchmarkCatalog): Inline {
  const title = text(catalog.find(s.benchmark)?.title ?? s.benchmark, 40);
  return s.task ? t`${title} · ${text(s.task, 40)}` : title;
}

/**
 * One row per suite (of `suites`, default all compared): final score against the baseline,
 * verdict, items and whether the gate tested it.
 */
export function overviewTable(
  input: ReportInput,
  catalog: BenchmarkCatalog,
  suites: readonly SuiteComparison[] = input.comparison.suites,
): Markdown {
  const rows = suites.map((s): Inline[] => [
    code(s.id, 60),
    benchmarkTitle(s, catalog),
    value(s.score.current, 'score'),
    value(s.score.baseline, 'score'),
    delta(s.score.delta, 'score'),
    suiteWords(s),
    value(s.items, 'count'),
    gatedWords(s.gating),
  ]);
  const header = [...OVERVIEW_HEADER];
  const align: ('l' | 'r')[] = ['l', 'l', 'r', 'r', 'r', 'l', 'r', 'l'];
  const notes: Markdown[] = [];
  // What the suites cost: a last column and the notes saying why a cell has no cost, only when a suite has usage.
  if (anyUsage(input.comparison.suites)) {
    header.push(t`cost per item (Δ)`, t`cost in all`);
    align.push('r', 'r');
    const why: Inline[] = [];
    suites.forEach((s, i) => {
      const { perItem, total, note } = costCells(s);
      rows[i]!.push(perItem, total);
      if (note !== null) why.push(note);
    });
    if (why.length > 0) notes.push(markdownBlock(paragraph(t`${strong(t`Without a cost:`)} ${join(why, t`; `)}.`)));
  }
  // The base branch's history: a column after Δ and a note, only when one was loaded.
  if (hasHistory(input)) {
    header.splice(5, 0, t`history (runs), this run`);
    align.splice(5, 0, 'l');
    suites.forEach((s, i) => rows[i]!.splice(5, 0, trendCell(s)));
    notes.push(markdownBlock(paragraph(historyNote(input.history))));
  }
  return joinMarkdown([markdownBlock(table(header, rows, align)), ...notes]);
}

/** Every suite's regressed targets, then its possibly regressed ones (the comment's and the terminal's regressions). */
export function regressedTargets(c: Comparison): { s: SuiteComparison; t: TargetComparison }[] {
  const found: { s: SuiteComparison; t: TargetComparison }[] = [];
  for (const verdict of REGRESSION_VERDICTS) {
    for (const s of c.suites)
      for (const target of s.targets) if (target.verdict === verdict) found.push({ s, t: target });
  }
  return found;
}

/**
 * Regressed and possibly regressed targets of every suite, regressed first (the first `limit`
 * of them): `#### Regressions`, then the table. The last thing the comment's budget touches (comment.ts).
 */
export function regressionsTable(c: Comparison, limit = Number.POSITIVE_INFINITY): Markdown {
  const rows = regressedTargets(c).slice(0, limit);
  if (rows.length === 0) return joinMarkdown([]);
  const regressions = table(
    [null, t`suite · target`, t`baseline → current`, t`Δ`, t`why`],
    rows.map(({ s, t: target }) => [
      verdictIcon(target.verdict),
      t`${code(s.id, 60)} · ${target.kind === 'round' ? t`round ` : null}${code(target.id, 60)}`,
      t`${valueCell(target, target.baseline)} → ${valueCell(target, target.current)}`,
      deltaCell(target),
      join(reasons(target), t`; `),
    ]),
    ['c', 'l', 'r', 'r', 'l'],
  );
  return joinMarkdown([markdownBlock(heading(4, t`Regressions`)), markdownBlock(regressions)]);
}

/** The α of the gate for the legend. */
export function alphaText(c: Comparison): Inline {
  return figure(fixed(c.alpha, 3));
}
