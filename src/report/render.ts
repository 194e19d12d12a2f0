// The results report (no baseline): used for `score`/`run` markdown output and the job summary.
// Everything comes from the results document and the items files it names. The report is built
// as blocks of a typed document (core/doc.ts): every string of the document stays untrusted text
// there (a fork's artifact can be rendered), and core/doc.ts escapes it where it lands.
import type { BenchmarkCatalog } from '../plugin/benchmark.js';
import { formatDiagnostic } from '../core/diagnostics.js';
import {
  chart,
  code,
  join,
  metric,
  paragraph,
  rate,
  strong,
  t,
  table,
  text,
  toMarkdownFile,
  value,
  heading,
  type Block,
  type Inline,
} from '../core/doc.js';
import type { Metric, ResultsDocument, Suite } from '../results/types.js';
import { failingItems } from './items.js';
import { usageBlocks } from './usage.js';
import { documentScores } from '../gate/index.js';
import { plural, unscoredWords } from './words.js';

export interface RenderOptions {
  /** Directory of results.json (items files are relative to it); null if none were written. */
  resultsDir: string | null;
  /** How many failing items to list per suite. */
  worstItems?: number;
  /** How many diagnostics to list per suite. */
  maxDiagnostics?: number;
  /** Titles and benchmark-specific sections of the suites' benchmarks. */
  catalog: BenchmarkCatalog;
}

/** How many ids a headline names before it says "…". */
const NAMED_IDS = 5;

/** "3 / 10" or "n = 4": what a metric's value was computed from; null when the document says nothing. */
export function metricBasis(m: Metric): Inline {
  if (m.passed !== undefined && m.input !== undefined) return t`${m.passed} / ${m.input}`;
  if (m.count !== undefined) return t`n = ${m.count}`;
  return null;
}

/** "Title · task": the catalog's title (or the document's benchmark id) and the document's task. */
export function suiteTitle(suite: Suite, catalog: BenchmarkCatalog, max = 60): Inline {
  const title = catalog.find(suite.benchmark)?.title ?? suite.benchmark;
  return suite.task ? t`${text(title, max)} · ${text(suite.task, max)}` : text(title, max);
}

/**
 * The run a suite's inputs came from, as its benchmark names it ("model `m` · exp `e`"): labels
 * as text, values as code cut to `max`; null when the benchmark says nothing.
 */
export function identityInline(suite: Suite, catalog: BenchmarkCatalog, max = 80): Inline {
  const pairs = catalog.find(suite.benchmark)?.identity?.(suite) ?? [];
  if (pairs.length === 0) return null;
  return join(
    pairs.map(([label, v]) => t`${text(label, 40)} ${code(v, max)}`),
    t` · `,
  );
}

/** The ids, at most NAMED_IDS of them, as code: "`a`, `b`, …". */
export function namedIds(ids: readonly string[], max = 40): Inline {
  return t`${join(
    ids.slice(0, NAMED_IDS).map((id) => code(id, max)),
    t`, `,
  )}${ids.length > NAMED_IDS ? t`, …` : null}`;
}

function roundsTable(suite: Suite): Block {
  return table(
    [t`round`, t`input`, t`passed`, t`pass rate`, t`survival`],
    suite.rounds.map((r) => [
      text(r.label ?? r.id, 60),
      value(r.input, 'count'),
      value(r.passed, 'count'),
      rate(r.passed, r.input),
      rate(r.passed, suite.total),
    ]),
    ['l', 'r', 'r', 'r', 'r'],
  );
}

function funnelChart(suite: Suite): Block[] {
  if (suite.rounds.length === 0) return [];
  return [
    chart({
      title: t`${suite.id}: items surviving each round`,
      xLabels: ['items', ...suite.rounds.map((r) => r.id)],
      yLabel: 'items',
      series: [{ name: '', kind: 'bar', values: [suite.total, ...suite.rounds.map((r) => r.passed)] }],
    }),
  ];
}

function metricsTable(suite: Suite): Block[] {
  const names = Object.keys(suite.metrics);
  if (names.length === 0) return [];
  return [
    table(
      [t`metric`, t`value`, t`basis`, t`better`],
      names.map((name) => {
        const m = suite.metrics[name]!;
        return [code(name, 60), metric(m), metricBasis(m), m.direction === 'none' ? null : text(m.direction, 10)];
      }),
      ['l', 'r', 'r', 'l'],
    ),
  ];
}

function diagnosticsList(suite: Suite, max: number): Block[] {
  const shown = suite.diagnostics.filter((d) => d.severity !== 'info' || d.code === 'truncated').slice(0, max);
  if (shown.length === 0) return [];
  const left = suite.diagnostics.length - shown.length;
  const rows = shown.map((d) => [
    text(d.severity, 10),
    code(d.code, 40),
    code(formatDiagnostic({ ...d, message: '' }).replace(/: $/, ''), 80),
    code(d.message, 200),
  ]);
  const out = [table([t`severity`, t`code`, t`where`, t`message`], rows)];
  if (left > 0) out.push(paragraph(t`…and ${left} more in results.json.`));
  return out;
}

/** A suite's final score as shown: "–" for a suite that could not be scored, whatever number it carries. */
function shownScore(suite: Suite): Inline {
  return value(suite.status === 'error' ? null : suite.finalScore, 'score');
}

function diagnosticsBlocks(suite: Suite, opts: RenderOptions): Block[] {
  const diags = diagnosticsList(suite, opts.maxDiagnostics ?? 10);
  return diags.length === 0 ? [] : [paragraph(strong(t`Diagnostics:`)), ...diags];
}

async function failingItemsBlocks(suite: Suite, opts: RenderOptions): Promise<Block[]> {
  const worst = await failingItems(suite, opts.resultsDir, opts.worstItems ?? 10);
  if (worst.items.length === 0) return [];
  return [
    paragraph(t`${strong(t`First failing items`)} (${worst.items.length} of ${worst.failing}):`),
    table(
      [t`item`, t`failed round`, t`reason`],
      worst.items.map((i) => [code(i.id, 60), code(i.round, 40), i.reason === null ? null : code(i.reason, 160)]),
    ),
  ];
}

async function suiteSection(suite: Suite, opts: RenderOptions): Promise<Block[]> {
  const title = heading(3, t`${code(suite.id, 60)} — ${suiteTitle(suite, opts.catalog)}`);
  if (suite.status === 'skipped') return [title, paragraph(t`Skipped in this shard.`)];
  const parts = [title];
  const run = identityInline(suite, opts.catalog);
  if (run !== null) parts.push(paragraph(t`${strong(t`Run:`)} ${run}`));
  parts.push(
    paragraph(
      t`${strong(t`Status:`)} ${text(suite.status, 10)} · ${strong(t`items:`)} ${suite.total} · ${strong(t`could not be scored:`)} ${suite.errors} · ${strong(t`final score:`)} ${shownScore(suite)}`,
    ),
    ...usageBlocks(suite),
  );
  // No tables of zeros when the suite could not be scored: what went wrong is in the diagnostics.
  if (suite.status === 'error') return [...parts, ...diagnosticsBlocks(suite, opts)];
  if (suite.rounds.length > 0) parts.push(roundsTable(suite), ...funnelChart(suite));
  parts.push(...metricsTable(suite));
  parts.push(...(opts.catalog.find(suite.benchmark)?.render?.(suite) ?? []));
  parts.push(...(await failingItemsBlocks(suite, opts)));
  return [...parts, ...diagnosticsBlocks(suite, opts)];
}

function summaryTable(doc: ResultsDocument, catalog: BenchmarkCatalog): Block {
  return table(
    [t`suite`, t`benchmark`, t`status`, t`items`, t`not scored`, t`final score`],
    doc.suites.map((s) => [
      code(s.id, 60),
      suiteTitle(s, catalog),
      text(s.status, 10),
      value(s.total, 'count'),
      value(s.errors, 'count'),
      shownScore(s),
    ]),
    ['l', 'l', 'l', 'r', 'r', 'r'],
  );
}

/**
 * What an interrupted run left unscored, as the reports say it: why it stopped and the suites not
 * scored; null for a whole run. A run that stopped has no headline mean (README: "no mean of the others").
 */
export function interruptedRun(doc: ResultsDocument): { stopReason: string | null; pending: string[] } | null {
  if (doc.run.incomplete !== true) return null;
  return { stopReason: doc.run.stopReason ?? null, pending: doc.run.pending ?? [] };
}

/** "the run stopped before it finished (interrupted by SIGINT): 1 suite not scored (`big`)". */
export function interruptedWords(stopped: { stopReason: string | null; pending: readonly string[] }): Inline {
  const why = t` (${stopped.stopReason === null ? t`no reason recorded` : text(stopped.stopReason, 120)})`;
  if (stopped.pending.length === 0) return t`the run stopped before it finished${why}`;
  return t`the run stopped before it finished${why}: ${plural(stopped.pending.length, 'suite')} not scored (${namedIds(stopped.pending)})`;
}

/**
 * The line under the title: an interrupted run and what it left unscored; the suites that could
 * not be scored when there are any; else the mean final score.
 */
function scoreLine(doc: ResultsDocument): Inline {
  const stopped = interruptedRun(doc);
  const { mean, scored, unscored } = documentScores(doc);
  const unscoredLine =
    unscored === null ? null : t`${strong(t`${unscoredWords(unscored)}:`)} ${namedIds(unscored.ids)}`;
  if (stopped !== null)
    return t`${strong(t`Interrupted:`)} ${interruptedWords(stopped)}${unscoredLine === null ? null : t` · ${unscoredLine}`}`;
  if (unscoredLine !== null) return unscoredLine;
  return t`${strong(t`Final score:`)} ${value(mean, 'score')} (mean of ${plural(scored, 'suite')})`;
}

/** The report as blocks: the headline, the summary table, one section per suite. */
async function reportBlocks(doc: ResultsDocument, opts: RenderOptions): Promise<Block[]> {
  // The commit scored, so a push run's job summary says which: the document's, as git gave it to the run.
  const commit = doc.run.commit === null ? null : t` · ${strong(t`commit:`)} ${code(doc.run.commit.slice(0, 12), 12)}`;
  const verdict = doc.verdict ? t` · ${strong(t`verdict:`)} ${text(doc.verdict, 20)}` : null;
  const blocks = [
    heading(2, t`bench-check results`),
    paragraph(t`${scoreLine(doc)}${verdict}${commit}`),
    summaryTable(doc, opts.catalog),
  ];
  for (const suite of doc.suites) blocks.push(...(await suiteSection(suite, opts)));
  return blocks;
}

export async function renderReport(doc: ResultsDocument, opts: RenderOptions): Promise<string> {
  return toMarkdownFile(await reportBlocks(doc, opts));
}
