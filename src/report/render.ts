// The results report (no baseline): used for `score`/`run` markdown output and the job summary.
// Everything comes from the results document and the items files it names. Every string of the
// document is treated as untrusted (a fork's artifact can be rendered), so none goes in raw.
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import { formatDiagnostic } from '../core/diagnostics.js';
import type { Metric, ResultsDocument, Suite } from '../results/types.js';
import { failingItems } from './items.js';
import { renderUsage } from './usage.js';
import { inlineCode, plainText, table, xyChart } from '../core/markdown.js';
import { formatMetric, formatRate, formatValue } from '../core/numbers.js';
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

/** The value with its unit (the shared formatter: rates in percent); `unitText` renders the (untrusted) unit for the target format. */
export function metricValue(m: Metric, unitText: (unit: string) => string = (u) => u): string {
  return formatMetric(m, m.unit === undefined || m.unit === '%' || m.unit === 'pp' ? undefined : unitText(m.unit));
}

export function metricBasis(m: Metric): string {
  if (m.passed !== undefined && m.input !== undefined) return `${m.passed} / ${m.input}`;
  if (m.count !== undefined) return `n = ${m.count}`;
  return '';
}

/** "Title · task"; `text` renders the document's (untrusted) strings for the target format. */
export function suiteTitle(suite: Suite, catalog: BenchmarkCatalog, text: (s: string) => string = (s) => s): string {
  const benchmark = catalog.find(suite.benchmark);
  return `${benchmark?.title ?? text(suite.benchmark)}${suite.task ? ` · ${text(suite.task)}` : ''}`;
}

const markdownText = (s: string) => plainText(s, 60);

/**
 * The run a suite's inputs came from, as its benchmark names it ("model `m` · exp `e`"), each
 * (untrusted) value through `text`; '' when the benchmark says nothing.
 */
export function identityLine(suite: Suite, catalog: BenchmarkCatalog, text: (s: string) => string): string {
  const pairs = catalog.find(suite.benchmark)?.identity?.(suite) ?? [];
  return pairs.map(([label, value]) => `${label} ${text(value)}`).join(' · ');
}

export function roundsTable(suite: Suite): string {
  return table(
    ['round', 'input', 'passed', 'pass rate', 'survival'],
    suite.rounds.map((r) => [
      plainText(r.label ?? r.id, 60),
      formatValue(r.input, 'count'),
      formatValue(r.passed, 'count'),
      formatRate(r.passed, r.input),
      formatRate(r.passed, suite.total),
    ]),
    ['l', 'r', 'r', 'r', 'r'],
  );
}

export function funnelChart(suite: Suite): string {
  if (suite.rounds.length === 0) return '';
  return xyChart({
    title: `${suite.id}: items surviving each round`,
    xLabels: ['items', ...suite.rounds.map((r) => r.id)],
    yLabel: 'items',
    bars: [[suite.total, ...suite.rounds.map((r) => r.passed)]],
  });
}

export function metricsTable(suite: Suite): string {
  const names = Object.keys(suite.metrics);
  if (names.length === 0) return '';
  return table(
    ['metric', 'value', 'basis', 'better'],
    names.map((name) => {
      const m = suite.metrics[name]!;
      return [
        inlineCode(name, 60),
        metricValue(m, (unit) => plainText(unit, 20)),
        metricBasis(m),
        m.direction === 'none' ? '' : plainText(m.direction, 10),
      ];
    }),
    ['l', 'r', 'r', 'l'],
  );
}

export function diagnosticsList(suite: Suite, max: number): string {
  const shown = suite.diagnostics.filter((d) => d.severity !== 'info' || d.code === 'truncated').slice(0, max);
  if (shown.length === 0) return '';
  const left = suite.diagnostics.length - shown.length;
  const rows = shown.map((d) => [
    plainText(d.severity, 10),
    inlineCode(d.code, 40),
    inlineCode(formatDiagnostic({ ...d, message: '' }).replace(/: $/, ''), 80),
    inlineCode(d.message, 200),
  ]);
  return `${table(['severity', 'code', 'where', 'message'], rows)}${left > 0 ? `\n\n…and ${left} more in results.json.` : ''}`;
}

/** A suite's final score as shown: "–" for a suite that could not be scored, whatever number it carries (issue #23). */
function shownScore(suite: Suite): string {
  return formatValue(suite.status === 'error' ? null : suite.finalScore, 'score');
}

async function suiteSection(suite: Suite, opts: RenderOptions): Promise<string> {
  const parts = [`### ${inlineCode(suite.id, 60)} — ${suiteTitle(suite, opts.catalog, markdownText)}`];
  if (suite.status === 'skipped') return `${parts[0]}\n\nSkipped in this shard.`;
  const run = identityLine(suite, opts.catalog, (v) => inlineCode(v, 80));
  if (run) parts.push(`**Run:** ${run}`);
  parts.push(
    `**Status:** ${plainText(suite.status, 10)} · **items:** ${suite.total} · **could not be scored:** ${suite.errors} · **final score:** ${shownScore(suite)}`,
  );
  parts.push(...renderUsage(suite, 'markdown'));
  if (suite.status === 'error') {
    // No tables of zeros: what went wrong is in the diagnostics.
    const diags = diagnosticsList(suite, opts.maxDiagnostics ?? 10);
    if (diags) parts.push(`**Diagnostics:**\n\n${diags}`);
    return parts.join('\n\n');
  }
  if (suite.rounds.length > 0) parts.push(roundsTable(suite), funnelChart(suite));
  const metrics = metricsTable(suite);
  if (metrics) parts.push(metrics);
  const extra = opts.catalog.find(suite.benchmark)?.render?.(suite);
  if (extra) parts.push(extra);
  const worst = await failingItems(suite, opts.resultsDir, opts.worstItems ?? 10);
  if (worst.items.length > 0) {
    parts.push(
      `**First failing items** (${worst.items.length} of ${worst.failing}):\n\n${table(
        ['item', 'failed round', 'reason'],
        worst.items.map((i) => [
          inlineCode(i.id, 60),
          inlineCode(i.round, 40),
          i.reason === null ? '' : inlineCode(i.reason, 160),
        ]),
      )}`,
    );
  }
  const diags = diagnosticsList(suite, opts.maxDiagnostics ?? 10);
  if (diags) parts.push(`**Diagnostics:**\n\n${diags}`);
  return parts.join('\n\n');
}

export function summaryTable(doc: ResultsDocument, catalog: BenchmarkCatalog): string {
  return table(
    ['suite', 'benchmark', 'status', 'items', 'not scored', 'final score'],
    doc.suites.map((s) => [
      inlineCode(s.id, 60),
      suiteTitle(s, catalog, markdownText),
      plainText(s.status, 10),
      formatValue(s.total, 'count'),
      formatValue(s.errors, 'count'),
      shownScore(s),
    ]),
    ['l', 'l', 'l', 'r', 'r', 'r'],
  );
}

/** The line under the title: the suites that could not be scored when there are any (issue #23), else the mean final score. */
function scoreLine(doc: ResultsDocument): string {
  const { mean, scored, unscored } = documentScores(doc);
  if (unscored === null) return `**Final score:** ${formatValue(mean, 'score')} (mean of ${plural(scored, 'suite')})`;
  const ids = unscored.ids.map((id) => inlineCode(id, 40));
  return `**${unscoredWords(unscored)}:** ${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''}`;
}

export async function renderReport(doc: ResultsDocument, opts: RenderOptions): Promise<string> {
  // The commit scored (issue #23: a push run's job summary did not say which): the document's, as git gave it to the run.
  const commit = doc.run.commit === null ? '' : ` · **commit:** ${inlineCode(doc.run.commit.slice(0, 12), 12)}`;
  const head = [
    `## bench-check results`,
    `${scoreLine(doc)}${doc.verdict ? ` · **verdict:** ${plainText(doc.verdict, 20)}` : ''}${commit}`,
    summaryTable(doc, opts.catalog),
  ];
  const sections: string[] = [];
  for (const suite of doc.suites) sections.push(await suiteSection(suite, opts));
  return `${[...head, ...sections].join('\n\n')}\n`;
}
