// One suite of the PR comment, folded in a <details>: its rounds and metrics against the baseline,
// the survival chart, the benchmark's own section and the worst items. Built as core/doc.ts
// blocks; each part is rendered once, and a detail level only chooses which parts it shows.
import type { BenchmarkCatalog } from '../plugin/benchmark.js';
import type { Suite } from '../results/types.js';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';
import { VERDICTS } from '../gate/verdicts.js';
import {
  chart,
  code,
  delta,
  detailsMarkdown,
  markdownBlock,
  markdownInline,
  paragraph,
  rate,
  strong,
  t,
  table,
  text,
  toMarkdown,
  value,
  type Block,
  type Inline,
  type Markdown,
} from '../core/doc.js';
import { identityInline } from './render.js';
import { usageBlocks } from './usage.js';
import { trendSection } from './trend.js';
import { suiteWords, deltaCell, valueCell } from './comment-head.js';
import { counted, spread, targetWords, testWords } from './words.js';

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
  return s.verdict === 'skipped' || (s.verdict !== 'error' && VERDICTS[s.verdict].passing);
}

const NONE = t`–`;

function roundsBlocks(suite: Suite | undefined, s: SuiteComparison): Block[] {
  const rounds = s.targets.filter((target) => target.kind === 'round');
  if (rounds.length === 0) return [];
  const rows = table(
    [t`round`, t`input`, t`passed`, t`pass rate`, t`survival`, t`Δ`, t`test`, t`verdict`],
    rounds.map((target) => [
      text(target.label, 60),
      target.round ? value(target.round.input, 'count') : NONE,
      target.round ? value(target.round.passed, 'count') : NONE,
      target.round ? rate(target.round.passed, target.round.input) : NONE,
      repeatCell(target, 'current'),
      deltaCell(target),
      testWords(target) ?? NONE,
      targetWords(target),
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
  );
  if (suite === undefined) return [rows];
  return [
    rows,
    paragraph(
      t`${suite.total} items, ${suite.errors} could not be scored. Survival: passed / all items; Δ in percentage points.`,
    ),
  ];
}

/** A side's value; with repeats on both sides, their mean ± the 95 % t interval's half-width and n. */
function repeatCell(target: TargetComparison, side: 'baseline' | 'current'): Inline {
  if (target.repeats === undefined) return valueCell(target, target[side]);
  return spread(target.repeats[side], target.display.kind, target.display.unit);
}

const DIRECTION_WORD: Readonly<Record<TargetComparison['direction'], Inline>> = Object.freeze(
  Object.assign(Object.create(null) as Record<TargetComparison['direction'], Inline>, {
    higher: t`higher`,
    lower: t`lower`,
  }),
);

function metricsBlocks(s: SuiteComparison, unchangedMetrics: boolean): Block[] {
  const all = s.targets.filter((target) => target.kind === 'metric' && target.id !== 'finalScore');
  const shown = all.filter(
    (target) =>
      unchangedMetrics ||
      (target.verdict !== 'unchanged' && !(VERDICTS[target.verdict].untested && target.delta === 0)),
  );
  const hidden = all.length - shown.length;
  const note = hidden > 0 ? [paragraph(t`${counted(hidden, t`unchanged metric`)} not shown.`)] : [];
  if (shown.length === 0) return note;
  // The test column only where a metric was tested on repeats or on its items' values (the usage
  // metrics); the rate metrics' p stays in the reasons.
  const tests = shown.some((target) => target.repeats !== undefined || target.itemValues !== undefined);
  const row = (target: TargetComparison): Inline[] => [
    code(target.id, 60),
    DIRECTION_WORD[target.direction] ?? text(target.direction, 10),
    repeatCell(target, 'baseline'),
    repeatCell(target, 'current'),
    deltaCell(target),
    ...(tests ? [testWords(target) ?? NONE] : []),
    targetWords(target),
  ];
  const header = [t`metric`, t`better`, t`baseline`, t`current`, t`Δ`, ...(tests ? [t`test`] : []), t`verdict`];
  return [table(header, shown.map(row), ['l', 'l', 'r', 'r', 'r', ...(tests ? ['l' as const] : []), 'l']), ...note];
}

function funnel(suite: Suite, base: Suite | undefined): Block | null {
  if (suite.rounds.length === 0) return null;
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
  return chart({
    title: t`Survival per round (% of items)`,
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

function worstItems(s: SuiteComparison): Block[] {
  if (s.worst.length === 0) return [];
  const anyNew = s.worst.some((w) => w.newlyFailing);
  const shown = s.worst.length;
  const failing = s.failingItems ?? shown;
  const header = anyNew
    ? [t`item`, t`failed round`, t`newly failing`, t`reason`]
    : [t`item`, t`failed round`, t`reason`];
  return [
    paragraph(
      t`${strong(t`Worst items`)} (${shown} of ${failing} failing${anyNew ? t`; newly failing first` : null}):`,
    ),
    table(
      header,
      s.worst.map((w) => {
        const cells: Inline[] = [code(w.id, 60), w.failedRound === null ? NONE : code(w.failedRound, 40)];
        if (anyNew) cells.push(w.newlyFailing ? t`yes` : null);
        cells.push(w.reason === null ? null : code(w.reason, 160));
        return cells;
      }),
    ),
  ];
}

/** The summary line of a suite's <details>: id, benchmark, task, the run it came from, verdict, final score. */
function summaryLine(s: SuiteComparison, catalog: BenchmarkCatalog): Inline {
  const title = catalog.find(s.benchmark)?.title;
  const suite = s.docs.current;
  const run = suite === undefined ? null : identityInline(suite, catalog, 40);
  const { current: score, delta: change } = s.score;
  const scoreText =
    score === null
      ? null
      : t` · final score ${value(score, 'score')}${change !== null ? t` (Δ ${delta(change, 'score')})` : null}`;
  return t`${code(s.id, 60)} · ${title === undefined ? code(s.benchmark, 40) : text(title, 60)}${
    s.task ? t` · ${code(s.task, 40)}` : null
  }${run === null ? null : t` · ${run}`} — ${suiteWords(s)}${scoreText}`;
}

/** One block of a suite's body, rendered, and the detail levels that show it. */
interface Part {
  markdown: Markdown;
  shown: (detail: Detail) => boolean;
}

/**
 * A suite's <details> block, rendered once and cut to any detail level (the report was rendered
 * again for every level). Its length at a level is counted, not rendered.
 */
export interface SuiteSection {
  /** The summary, rendered for its place (HTML). */
  summary: Markdown;
  /** The length of the section without its body parts and their separators. */
  frame: number;
  parts: Part[];
}

const always = () => true;

/** The suite's blocks, every variant rendered once; `base`: the baseline's suite for the funnel chart. */
function suiteParts(s: SuiteComparison, base: Suite | undefined, catalog: BenchmarkCatalog): Part[] {
  const suite = s.docs.current;
  if (s.state === 'error')
    return [
      {
        markdown: markdownBlock(
          paragraph(t`The suite could not be scored: see the diagnostics in the job summary and the annotations.`),
        ),
        shown: always,
      },
    ];
  if (s.state === 'skipped')
    return [{ markdown: markdownBlock(paragraph(t`Skipped (not in this shard).`)), shown: always }];
  const parts: Part[] = [];
  const add = (blocks: readonly Block[], shown: (d: Detail) => boolean = always) => {
    const markdown = toMarkdown(blocks);
    if (markdown !== '') parts.push({ markdown, shown });
  };
  const fs = s.finalScore;
  const finalScore = strong(t`Final score:`);
  if (fs !== null) {
    const against =
      fs.baseline !== null
        ? t` (baseline ${repeatCell(fs, 'baseline')}, Δ ${deltaCell(fs)}${fs.p !== null ? t`, ${testWords(fs)}` : null})`
        : null;
    add([paragraph(t`${finalScore} ${repeatCell(fs, 'current')}${against} — ${targetWords(fs)}`)]);
  } else if (suite !== undefined) add([paragraph(t`${finalScore} ${value(s.score.current, 'score')}`)]);
  // What the run cost (live provider calls), next to the score it bought.
  if (suite !== undefined) for (const block of usageBlocks(suite)) add([block]);
  add(roundsBlocks(suite, s), (d) => d.passingRounds || !isPassing(s));
  add(metricsBlocks(s, true), (d) => d.unchangedMetrics);
  add(metricsBlocks(s, false), (d) => !d.unchangedMetrics);
  // The final score over the base branch's past runs: words always, the chart with the charts.
  add(trendSection(s, true), (d) => d.charts);
  add(trendSection(s, false), (d) => !d.charts);
  if (suite !== undefined) {
    const survival = funnel(suite, base);
    if (survival !== null) add([survival], (d) => d.charts);
    add(catalog.find(suite.benchmark)?.render?.(suite) ?? [], (d) => d.charts);
  }
  add(worstItems(s), (d) => d.worstItems);
  return parts;
}

export function suiteSection(s: SuiteComparison, catalog: BenchmarkCatalog): SuiteSection {
  // The funnel's baseline line only for a compared suite.
  const chartBase = s.state === 'compared' ? s.docs.baseline : undefined;
  const summary = markdownInline(summaryLine(s, catalog), 'summary');
  return { summary, frame: detailsMarkdown(summary, []).length, parts: suiteParts(s, chartBase, catalog) };
}

/** Between two body parts (core/doc.ts joins blocks with a blank line). */
const SEP = 2;

/** The section's length at a detail level, without rendering it. */
export function sectionLength(section: SuiteSection, detail: Detail): number {
  let length = section.frame;
  let shown = 0;
  for (const p of section.parts) {
    if (!p.shown(detail)) continue;
    length += p.markdown.length;
    shown += 1;
  }
  return length + Math.max(0, shown - 1) * SEP;
}

/** The section at a detail level. */
export function sectionText(section: SuiteSection, detail: Detail): Markdown {
  return detailsMarkdown(
    section.summary,
    section.parts.filter((p) => p.shown(detail)).map((p) => p.markdown),
  );
}
