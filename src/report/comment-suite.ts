// One suite of the PR comment, folded in a <details> (issue #16): its rounds and metrics against
// the baseline, the survival chart, the benchmark's own section and the worst items. The summary
// line is our HTML; the document's strings in it go through htmlCode.
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import type { Suite } from '../results/types.js';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';
import { htmlCode, inlineCode, plainText, table, xyChart } from '../core/markdown.js';
import { formatDelta, formatRate, formatValue } from '../core/numbers.js';
import { identityLine } from './render.js';
import { renderUsage } from './usage.js';
import { trendSection } from './trend.js';
import { suiteWords, deltaCell, valueCell } from './comment-head.js';
import { plural, spreadWords, targetWords, testWords } from './words.js';

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
  return (
    s.verdict !== 'regressed' &&
    s.verdict !== 'possible-regression' &&
    s.verdict !== 'not-shown' &&
    s.verdict !== 'error'
  );
}

function roundsTable(suite: Suite | undefined, s: SuiteComparison): string {
  const rounds = s.targets.filter((t) => t.kind === 'round');
  if (rounds.length === 0) return '';
  return (
    table(
      ['round', 'input', 'passed', 'pass rate', 'survival', 'Δ', 'test', 'verdict'],
      rounds.map((t) => [
        plainText(t.label, 60),
        t.round ? formatValue(t.round.input, 'count') : '–',
        t.round ? formatValue(t.round.passed, 'count') : '–',
        t.round ? formatRate(t.round.passed, t.round.input) : '–',
        repeatCell(t, 'current'),
        deltaCell(t),
        testWords(t) || '–',
        targetWords(t),
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
    ) +
    (suite !== undefined
      ? `\n\n${suite.total} items, ${suite.errors} could not be scored. Survival: passed / all items; Δ in percentage points.`
      : '')
  );
}

/** A side's value; with repeats on both sides, their mean ± the 95 % t interval's half-width and n (issue #27). */
function repeatCell(t: TargetComparison, side: 'baseline' | 'current'): string {
  if (t.repeats === undefined) return valueCell(t, t[side]);
  const unit = t.display.unit === null ? undefined : plainText(t.display.unit, 20);
  return spreadWords(t.repeats[side], t.display.kind, unit);
}

function metricsTable(s: SuiteComparison, unchangedMetrics: boolean): string {
  const all = s.targets.filter((t) => t.kind === 'metric' && t.id !== 'finalScore');
  const shown = all.filter(
    (t) => unchangedMetrics || (t.verdict !== 'unchanged' && !(t.verdict === 'insufficient-data' && t.delta === 0)),
  );
  const hidden = all.length - shown.length;
  const note = hidden > 0 ? `${plural(hidden, 'unchanged metric')} not shown.` : '';
  if (shown.length === 0) return note;
  // The test column only where a metric was tested on repeats (the rate metrics' p stays in the reasons).
  const tests = shown.some((t) => t.repeats !== undefined);
  const row = (t: TargetComparison) => [
    inlineCode(t.id, 60),
    t.direction,
    repeatCell(t, 'baseline'),
    repeatCell(t, 'current'),
    deltaCell(t),
    ...(tests ? [testWords(t) || '–'] : []),
    targetWords(t),
  ];
  return (
    table(['metric', 'better', 'baseline', 'current', 'Δ', ...(tests ? ['test'] : []), 'verdict'], shown.map(row), [
      'l',
      'l',
      'r',
      'r',
      'r',
      ...(tests ? ['l' as const] : []),
      'l',
    ]) + (note ? `\n\n${note}` : '')
  );
}

function funnel(suite: Suite, base: Suite | undefined): string {
  if (suite.rounds.length === 0) return '';
  const survival = (s: Suite) => {
    const byId = new Map<string, number>();
    for (const r of s.rounds) if (!byId.has(r.id)) byId.set(r.id, r.passed);
    return [
      100,
      ...suite.rounds.map((r) => {
        const passed = byId.get(r.id);
        return passed !== undefined && s.total > 0 ? (100 * passed) / s.total : 0;
      }),
    ];
  };
  return xyChart({
    title: 'Survival per round (% of items)',
    // Round ids are shown inside the chart only; the chart module quotes and shortens them.
    xLabels: ['all', ...suite.rounds.map((r) => r.id)],
    yLabel: '% of items',
    yMax: 100,
    height: 300,
    series: [
      { name: 'this run', kind: 'bar', values: survival(suite) },
      ...(base ? [{ name: 'baseline', kind: 'line' as const, values: survival(base) }] : []),
    ],
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
function summaryLine(s: SuiteComparison, catalog: BenchmarkCatalog): string {
  const benchmark = catalog.find(s.benchmark)?.title;
  const suite = s.docs.current;
  const run = suite === undefined ? '' : identityLine(suite, catalog, (v) => htmlCode(v, 40));
  const title = `${htmlCode(s.id)} · ${benchmark === undefined ? htmlCode(s.benchmark, 40) : benchmark.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}${s.task ? ` · ${htmlCode(s.task, 40)}` : ''}${run ? ` · ${run}` : ''}`;
  const { current: score, delta } = s.score;
  const scoreText =
    score === null
      ? ''
      : ` · final score ${formatValue(score, 'score')}${delta !== null ? ` (Δ ${formatDelta(delta, 'score')})` : ''}`;
  return `${title} — ${suiteWords(s)}${scoreText}`;
}

/** One block of a suite's body and the detail levels that show it. */
interface Part {
  text: string;
  shown: (detail: Detail) => boolean;
}

/**
 * A suite's <details> block, rendered once and cut to any detail level (issue #29: the report was
 * rendered again for every level, twice). Its length at a level is counted, not rendered.
 */
export interface SuiteSection {
  /** `<details><summary>…</summary>`. */
  head: string;
  parts: Part[];
}

const always = () => true;

/** The suite's blocks, every variant rendered once; `base`: the baseline's suite for the funnel chart. */
function suiteParts(s: SuiteComparison, base: Suite | undefined, catalog: BenchmarkCatalog): Part[] {
  const suite = s.docs.current;
  if (s.state === 'error')
    return [
      {
        text: 'The suite could not be scored: see the diagnostics in the job summary and the annotations.',
        shown: always,
      },
    ];
  if (s.state === 'skipped') return [{ text: 'Skipped (not in this shard).', shown: always }];
  const parts: Part[] = [];
  const add = (text: string, shown: (d: Detail) => boolean = always) => {
    if (text) parts.push({ text, shown });
  };
  const fs = s.finalScore;
  if (fs !== null) {
    const against =
      fs.baseline !== null
        ? ` (baseline ${repeatCell(fs, 'baseline')}, Δ ${deltaCell(fs)}${fs.p !== null ? `, ${testWords(fs)}` : ''})`
        : '';
    add(`**Final score:** ${repeatCell(fs, 'current')}${against} — ${targetWords(fs)}`);
  } else if (suite !== undefined) add(`**Final score:** ${formatValue(s.score.current, 'score')}`);
  // What the run cost (live provider calls), next to the score it bought.
  if (suite !== undefined) for (const line of renderUsage(suite, 'markdown')) add(line);
  add(roundsTable(suite, s), (d) => d.passingRounds || !isPassing(s));
  const allMetrics = metricsTable(s, true);
  const changedMetrics = metricsTable(s, false);
  add(allMetrics, (d) => d.unchangedMetrics);
  add(changedMetrics, (d) => !d.unchangedMetrics);
  // The final score over the base branch's past runs (issue #18): words always, the chart with the charts.
  add(trendSection(s, true), (d) => d.charts);
  add(trendSection(s, false), (d) => !d.charts);
  if (suite !== undefined) {
    add(funnel(suite, base), (d) => d.charts);
    add(catalog.find(suite.benchmark)?.render?.(suite) ?? '', (d) => d.charts);
  }
  add(worstItems(s), (d) => d.worstItems);
  return parts;
}

export function suiteSection(s: SuiteComparison, catalog: BenchmarkCatalog): SuiteSection {
  // The funnel's baseline line only for a compared suite.
  const chartBase = s.state === 'compared' ? s.docs.baseline : undefined;
  return { head: `<details><summary>${summaryLine(s, catalog)}</summary>`, parts: suiteParts(s, chartBase, catalog) };
}

const SEP = '\n\n';
const TAIL = '\n\n</details>';

/** The section's length at a detail level, without rendering it. */
export function sectionLength(section: SuiteSection, detail: Detail): number {
  let length = section.head.length + SEP.length + TAIL.length;
  let shown = 0;
  for (const p of section.parts) {
    if (!p.shown(detail)) continue;
    length += p.text.length;
    shown += 1;
  }
  return length + Math.max(0, shown - 1) * SEP.length;
}

/** The section at a detail level. */
export function sectionText(section: SuiteSection, detail: Detail): string {
  const body = section.parts
    .filter((p) => p.shown(detail))
    .map((p) => p.text)
    .join(SEP);
  return `${section.head}${SEP}${body}${TAIL}`;
}

/** One suite as a <details> block (closed: the overview and the regressions are above it). */
export function suiteDetails(s: SuiteComparison, detail: Detail, catalog: BenchmarkCatalog): string {
  return sectionText(suiteSection(s, catalog), detail);
}
