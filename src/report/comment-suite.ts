// One suite of the PR comment, folded in a <details> (issue #16): its rounds and metrics against
// the baseline, the survival chart, the benchmark's own section and the worst items. The summary
// line is our HTML; the document's strings in it go through htmlCode.
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import type { Suite } from '../results/types.js';
import type { SuiteComparison } from '../gate/compare.js';
import { htmlCode, inlineCode, plainText, table, xyChart } from '../core/markdown.js';
import { formatDelta, formatRate, formatValue } from '../core/numbers.js';
import { identityLine } from './render.js';
import { renderUsage } from './usage.js';
import { trendSection } from './trend.js';
import { suiteWords, targetDelta, targetValue, targetWords, testWords, type ReportInput } from './comment-head.js';

/** How much of each suite to show; the levels drop detail in gate.md's order. */
export interface Detail {
  worstItems: boolean;
  charts: boolean;
  unchangedMetrics: boolean;
  passingRounds: boolean;
  /** Last resort: suite sections at all. */
  suites: boolean;
}

function isPassing(s: SuiteComparison): boolean {
  return s.verdict !== 'regressed' && s.verdict !== 'possible-regression' && s.verdict !== 'error';
}

function roundsTable(suite: Suite | undefined, s: SuiteComparison): string {
  const rounds = s.targets.filter((t) => t.kind === 'round');
  if (rounds.length === 0) return '';
  return table(
    ['round', 'input', 'passed', 'pass rate', 'survival', 'Δ', 'test', 'verdict'],
    rounds.map((t) => [
      plainText(t.label, 60),
      t.round ? String(t.round.input) : '–',
      t.round ? String(t.round.passed) : '–',
      t.round ? formatRate(t.round.passed, t.round.input) : '–',
      targetValue(t, t.current),
      targetDelta(t),
      testWords(t) || '–',
      targetWords(t),
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
  ) + (suite !== undefined ? `\n\n${suite.total} items, ${suite.errors} could not be scored. Survival: passed / all items; Δ in percentage points.` : '');
}

function metricsTable(s: SuiteComparison, detail: Detail): string {
  const all = s.targets.filter((t) => t.kind === 'metric' && t.id !== 'finalScore');
  const shown = all.filter((t) => detail.unchangedMetrics || (t.verdict !== 'unchanged' && !(t.verdict === 'insufficient-data' && t.delta === 0)));
  const hidden = all.length - shown.length;
  const note = hidden > 0 ? `${hidden} unchanged metric${hidden === 1 ? '' : 's'} not shown.` : '';
  if (shown.length === 0) return note;
  return (
    table(
      ['metric', 'better', 'baseline', 'current', 'Δ', 'verdict'],
      shown.map((t) => [inlineCode(t.id, 60), t.direction, targetValue(t, t.baseline), targetValue(t, t.current), targetDelta(t), targetWords(t)]),
      ['l', 'l', 'r', 'r', 'r', 'l'],
    ) + (note ? `\n\n${note}` : '')
  );
}

function funnel(suite: Suite, base: Suite | undefined): string {
  if (suite.rounds.length === 0) return '';
  const survival = (s: Suite) => [100, ...suite.rounds.map((r) => {
    const round = s.rounds.find((x) => x.id === r.id);
    return round !== undefined && s.total > 0 ? (100 * round.passed) / s.total : 0;
  })];
  return xyChart({
    title: 'Survival per round (% of items)',
    // Round ids are shown inside the chart only; the chart module quotes and shortens them.
    xLabels: ['all', ...suite.rounds.map((r) => r.id)],
    yLabel: '% of items',
    yMax: 100,
    height: 300,
    series: [{ name: 'this run', kind: 'bar', values: survival(suite) }, ...(base ? [{ name: 'baseline', kind: 'line' as const, values: survival(base) }] : [])],
  });
}

function worstItems(s: SuiteComparison): string {
  if (s.worst.length === 0) return '';
  const anyNew = s.worst.some((w) => w.newlyFailing);
  const heading = `**Worst items** (${s.worst.length} of ${s.failingItems ?? s.worst.length} failing${anyNew ? '; newly failing first' : ''}):`;
  const header = anyNew ? ['item', 'failed round', 'newly failing', 'reason'] : ['item', 'failed round', 'reason'];
  return `${heading}\n\n${table(
    header,
    s.worst.map((w) => {
      const cells = [inlineCode(w.id, 60), w.failedRound === null ? '–' : inlineCode(w.failedRound, 40)];
      if (anyNew) cells.push(w.newlyFailing ? 'yes' : '');
      cells.push(w.reason === null ? '' : inlineCode(w.reason, 160));
      return cells;
    }),
  )}`;
}

/** The summary line of a suite's <details>: id, benchmark, verdict, final score. */
function summaryLine(input: ReportInput, s: SuiteComparison, suite: Suite | undefined, catalog: BenchmarkCatalog): string {
  const benchmark = catalog.find(s.benchmark)?.title;
  // A removed suite's task is the baseline's.
  const task = (suite ?? input.baselineDoc?.suites.find((x) => x.id === s.id))?.task;
  const run = suite === undefined ? '' : identityLine(suite, catalog, (v) => htmlCode(v, 40));
  const title = `${htmlCode(s.id)} · ${benchmark === undefined ? htmlCode(s.benchmark, 40) : benchmark.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}${task ? ` · ${htmlCode(task, 40)}` : ''}${run ? ` · ${run}` : ''}`;
  const fs = s.targets.find((t) => t.kind === 'metric' && t.id === 'finalScore');
  const score = fs?.current ?? suite?.finalScore ?? null;
  const delta = fs?.delta ?? null;
  const scoreText = score === null ? '' : ` · final score ${formatValue(score, 'score')}${delta !== null ? ` (Δ ${formatDelta(delta, 'score')})` : ''}`;
  return `${title} — ${suiteWords(s)}${scoreText}`;
}

/** The suite's body, or null when the suite has nothing to show beyond its summary. */
function suiteBody(input: ReportInput, s: SuiteComparison, detail: Detail, catalog: BenchmarkCatalog): string {
  const suite = input.current.suites.find((x) => x.id === s.id);
  const base = s.state === 'compared' ? input.baselineDoc?.suites.find((x) => x.id === s.id) : undefined;
  if (s.state === 'error') return 'The suite could not be scored: see the diagnostics in the job summary and the annotations.';
  if (s.state === 'skipped') return 'Skipped (not in this shard).';
  const parts: string[] = [];
  const fs = s.targets.find((t) => t.id === 'finalScore' && t.kind === 'metric');
  if (fs !== undefined) {
    const against = fs.baseline !== null ? ` (baseline ${targetValue(fs, fs.baseline)}, Δ ${targetDelta(fs)}${fs.p !== null ? `, ${testWords(fs)}` : ''})` : '';
    parts.push(`**Final score:** ${targetValue(fs, fs.current)}${against} — ${targetWords(fs)}`);
  } else if (suite !== undefined) parts.push(`**Final score:** ${formatValue(suite.finalScore, 'score')}`);
  // What the run cost (live provider calls), next to the score it bought.
  if (suite !== undefined) parts.push(...renderUsage(suite, 'markdown'));
  if (detail.passingRounds || !isPassing(s)) {
    const rounds = roundsTable(suite, s);
    if (rounds) parts.push(rounds);
  }
  const metrics = metricsTable(s, detail);
  if (metrics) parts.push(metrics);
  // The final score over the base branch's past runs (issue #18): words always, the chart with the charts.
  const trend = trendSection(s, detail.charts);
  if (trend) parts.push(trend);
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

/** One suite as a <details> block (closed: the overview and the regressions are above it). */
export function suiteDetails(input: ReportInput, s: SuiteComparison, detail: Detail, catalog: BenchmarkCatalog): string {
  const suite = input.current.suites.find((x) => x.id === s.id);
  const body = suiteBody(input, s, detail, catalog);
  return `<details><summary>${summaryLine(input, s, suite, catalog)}</summary>\n\n${body}\n\n</details>`;
}
