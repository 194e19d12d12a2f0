// The base branch's history in the report (issue #18 part 2): the overview's history column and
// note, the trend chart and words in the suite's <details>, the text report's lines — and with no
// history (history: 0, nothing found) the comment byte for byte as before.
import { describe, expect, it } from 'vitest';
import { compareDocuments, type SuiteComparison } from '../../src/gate/compare.js';
import { resolveGateConfig, type GateConfig } from '../../src/gate/config.js';
import type { HistoryLoad, HistoryRun } from '../../src/gate/history-types.js';
import { renderComparisonReport, type ReportInput } from '../../src/report/comment.js';
import { renderComparisonText } from '../../src/report/comparison-text.js';
import {
  historyNote,
  renderHistoryText,
  trendCell as trendCellInline,
  trendChart as trendChartBlock,
  trendSection as trendSectionBlocks,
  trendSummary as trendSummaryInline,
} from '../../src/report/trend.js';
import { joinMarkdown, markdownBlock, markdownInline, terminalInline, toMarkdown } from '../../src/core/doc.js';
import type { Suite } from '../../src/results/types.js';
import { assertInert } from '../markdown-safety.js';
import { doc, suite } from '../gate/helpers.js';
import { catalog, gateHints } from '../catalog.js';
import { reasonsWords } from '../../src/report/words.js';

/** The chart as the comment writes it ('' without one). */
const trendChart = (s: SuiteComparison) => {
  const block = trendChartBlock(s);
  return block === null ? joinMarkdown([]) : markdownBlock(block);
};
const trendSection = (s: SuiteComparison, charts: boolean) => toMarkdown(trendSectionBlocks(s, charts));

const trendSummary = (s: Parameters<typeof trendSummaryInline>[0]) => terminalInline(trendSummaryInline(s));
const trendCell = (s: Parameters<typeof trendCellInline>[0]) => markdownInline(trendCellInline(s), 'cell');

const WOBBLE = [63, 57, 61, 59, 62, 58, 60, 63, 57, 60, 61, 59];
const flood = (fs: number, id = 'fl'): Suite =>
  suite({
    id,
    benchmark: 'custom',
    task: null,
    total: 100,
    finalScore: fs,
    metrics: { delay: { value: fs / 10, direction: 'lower', unit: 'h' } },
  });
const run = (i: number, fs: number): HistoryRun => {
  const d = doc([flood(fs), flood(90, 'steady')], {
    createdAt: `2026-11-${String(20 - i).padStart(2, '0')}T00:00:00Z`,
  });
  return { id: String(1000 + i), sha: null, createdAt: d.run.createdAt, url: null, doc: d };
};
const HISTORY: HistoryLoad = {
  runs: WOBBLE.map((v, i) => run(i, v)),
  skipped: [
    { id: '77', why: 'config hash differs (another suite config or scorer version)' },
    { id: '78', why: 'incomplete run (deadline)' },
  ],
};

function report(
  current: number,
  history: HistoryLoad | undefined,
  gate: GateConfig = {},
  extra: Suite[] = [],
): ReportInput {
  const c = doc([flood(current), flood(90, 'steady'), ...extra]);
  const b = HISTORY.runs[0]!.doc;
  const comparison = compareDocuments(c, b, resolveGateConfig(gate, gateHints), new Map(), history ?? null);
  const input: ReportInput = {
    current: c,
    baselineDoc: b,
    comparison,
    baseline: null,
    missingBaseline: null,
    onMissingBaseline: 'warn',
  };
  if (history !== undefined) input.history = history;
  return input;
}
const render = (input: ReportInput) => renderComparisonReport(input, { catalog, budget: 1_000_000, commentKey: 'k' });
const RULES: GateConfig = { rules: [{ metric: 'finalScore', kind: 'history' }] };

describe('with no history the report is as before', () => {
  it('history 0 / nothing usable / not loaded: byte-identical comment, job summary and text', () => {
    const before = report(58, undefined, RULES);
    for (const none of [
      { runs: [], skipped: [] },
      { runs: [], skipped: [{ id: '1', why: 'config hash differs' }] },
    ]) {
      const after = report(58, none, RULES);
      expect(render(after)).toBe(render(before));
      expect(renderComparisonReport(after, { catalog, budget: 2_000, commentKey: null })).toBe(
        renderComparisonReport(before, { catalog, budget: 2_000, commentKey: null }),
      );
      expect(renderComparisonText(after)).toBe(renderComparisonText(before));
    }
    expect(render(before)).not.toContain('history');
  });
});

describe('with a history', () => {
  it('the overview gets a history column after Δ and a note of what was used and skipped', () => {
    const text = render(report(58, HISTORY, RULES));
    expect(text).toContain(
      '| suite | benchmark | final score | baseline | Δ | history (runs), this run | verdict | n | gated |',
    );
    expect(text).toContain(
      '| `fl` | custom | 58.00 | 63.00 | -5.00 | 57.00–63.00 (12), within | ✅ improved | 100 | yes |',
    );
    expect(text).toContain('| `steady` | custom | 90.00 | 90.00 | 0.00 | 90.00 (12), within |');
    expect(text).toContain(
      'History: 12 runs of the base branch, 2 skipped (1 × config hash differs, 1 × incomplete run).',
    );
    assertInert(text);
  });

  it('the suite <details> holds the trend in words and the chart, with the legend in its title', () => {
    const text = render(report(50, HISTORY, RULES));
    const start = text.indexOf('<details><summary><code>fl</code>');
    const block = text.slice(start, text.indexOf('</details>', start));
    expect(block).toContain(
      '**Trend of the final score** (base branch): 12 runs: 57.00–63.00, this run 50.00 (below); median 60.00, 1.4826 × MAD 2.22; under `kind: history` (k = 3): 10 points below the median of the last 12 runs (60 points), outside 3 × 1.4826 × MAD = 6.67 points',
    );
    expect(block).toContain('title "Final score — blue: runs, last = this one, orange: median, green: edge (k = 3)"');
    expect(block).toContain(
      'x-axis "runs ago (base branch), then this run" ["-12", "-11", "-10", "-9", "-8", "-7", "-6", "-5", "-4", "-3", "-2", "-1", "this run"]',
    );
    // Oldest first, this run last; the median and the edge (60 − 3 × 1.4826 × 1.5) flat.
    expect(block).toContain(`  line [${[...WOBBLE].reverse().join(', ')}, 50]`);
    expect(block).toContain(`  line [${Array(13).fill(60).join(', ')}]`);
    expect(block).toContain(`  line [${Array(13).fill(53.3283).join(', ')}]`);
    expect(text).toMatch(/### ❌ bench-check: \*\*fail\*\*/);
    expect(text).toContain(
      "metrics and final scores by their thresholds, or under `kind: history` by their distance from the base branch's median in units of 1.4826 × MAD. Gated: a target counted in items",
    );
  });

  it('without a kind: history rule: the trend and the median, no edge and no rule words', () => {
    const text = render(report(58, HISTORY));
    expect(text).toContain(
      '**Trend of the final score** (base branch): 12 runs: 57.00–63.00, this run 58.00 (within); median 60.00, 1.4826 × MAD 2.22\n',
    );
    expect(text).not.toContain('edge (k =');
    expect(text).toContain('metrics and final scores by their thresholds. Gated: a target counted in items');
  });

  it('a short history under kind: history says the thresholds applied', () => {
    const short = { runs: HISTORY.runs.slice(0, 3), skipped: [] };
    const text = render(report(58, short, RULES));
    expect(text).toContain('`kind: history`: insufficient history (3 runs < minHistory 10): the thresholds apply');
    expect(text).toContain('History: 3 runs of the base branch.');
  });

  it('a suite the history does not know has "–" in the column and no trend', () => {
    const text = render(report(58, HISTORY, {}, [flood(10, 'brand-new')]));
    expect(text).toMatch(/\| `brand-new` \| custom \| 10\.00 \| – \| – \| – \|/);
    const start = text.indexOf('<details><summary><code>brand-new</code>');
    expect(text.slice(start, text.indexOf('</details>', start))).not.toContain('Trend');
  });

  it('charts are dropped with the others when over budget, the words stay', () => {
    const input = report(50, HISTORY, RULES);
    const full = render(input);
    const small = renderComparisonReport(input, { catalog, budget: full.length - 1, commentKey: 'k' });
    expect(small).not.toContain('xychart-beta');
    expect(small).toContain('**Trend of the final score**');
  });

  it('the text report gets the history line and one summary per suite; a history verdict keeps its reason', () => {
    const text = renderComparisonText(report(50, HISTORY, RULES));
    expect(text).toContain(
      '  history: 12 runs of the base branch, 2 skipped (1 × config hash differs, 1 × incomplete run)',
    );
    expect(text).toContain('    fl      12 runs: 57.00–63.00, this run 50.00 (below)');
    expect(text).toContain(
      '      why: 10 points below the median of the last 12 runs (60 points), outside 3 × 1.4826 × MAD = 6.67 points',
    );
  });
});

describe('pieces', () => {
  it('position, one-run summary, a null current, no chart without a value', () => {
    // Against one past run (63.00) the range is one value: its own value is within it.
    const against63 = (current: number) =>
      /\((\w+)\)$/.exec(
        trendSummary(report(current, { runs: HISTORY.runs.slice(0, 1), skipped: [] }).comparison.suites[0]!),
      )?.[1];
    expect([against63(62.99), against63(63), against63(63.01)]).toEqual(['below', 'within', 'above']);
    const one = report(58, { runs: HISTORY.runs.slice(0, 1), skipped: [] });
    expect(trendSummary(one.comparison.suites[0]!)).toBe('1 run: 63.00, this run 58.00 (below)');
    const nullScore = compareDocuments(
      doc([suite({ id: 'fl', benchmark: 'custom', task: null, total: 100, finalScore: null })]),
      null,
      resolveGateConfig(undefined, gateHints),
      new Map(),
      HISTORY,
    );
    expect(trendSummary(nullScore.suites[0]!)).toBe('12 runs: 57.00–63.00');
    expect(trendChart(nullScore.suites[0]!)).toBe('');
    expect(markdownInline(historyNote({ runs: HISTORY.runs.slice(0, 1), skipped: [] }))).toBe(
      'History: 1 run of the base branch.',
    );
  });
});

describe('bench-check history text (renderHistoryText)', () => {
  const nullScore = suite({ id: 'fl', benchmark: 'custom', task: null, total: 100, finalScore: null });
  const rounds = suite({ id: 'rt', total: 10, rounds: [{ id: 'reach', input: 10, passed: 5 }] });

  it('the history line with its date range and what was left out, the table, and every target a kind: history rule addressed', () => {
    const input = report(
      50,
      HISTORY,
      {
        rules: [
          { metric: 'finalScore', kind: 'history' },
          { round: 'reach', kind: 'history' },
        ],
      },
      [flood(10, 'brand-new'), rounds],
    );
    // Widths: suite 9 (brand-new), runs 4, min–max 11, median 6, 1.4826×MAD 10, this run 8, where 6.
    expect(renderHistoryText(input, 'cur.json')).toBe(
      [
        'current run: cur.json (2026-11-20T10:00:00Z)',
        'history: 12 runs, 2 skipped (1 × config hash differs, 1 × incomplete run), 2026-11-09T00:00:00Z to 2026-11-20T00:00:00Z',
        '  left out: 77: config hash differs (another suite config or scorer version)',
        '  left out: 78: incomplete run (deadline)',
        '',
        '  suite      runs  min–max      median  1.4826×MAD  this run  where   final score verdict',
        '  fl           12  57.00–63.00   60.00        2.22     50.00  below   regressed (kind: history)',
        '  steady       12  90.00         90.00        0.00     90.00  within  unchanged (thresholds, no spread)',
        '  brand-new     0  –                 –           –         –  –       no history',
        '  rt            0  –                 –           –         –  –       no history',
        '',
        'kind: history rules:',
        '  fl · finalScore: regressed — 10 points below the median of the last 12 runs (60 points), outside 3 × 1.4826 × MAD = 6.67 points',
        '  steady · finalScore: unchanged — no spread in the last 12 runs (MAD = 0, median 90 points): the thresholds apply',
        '  brand-new · finalScore: new', // no reasons: no dangling dash
        '  rt · round reach: new',
        '  rt · finalScore: new',
        '',
      ].join('\n'),
    );
  });

  it('a short history and a null current value: "–" for this run and where, "not gated", "insufficient history"', () => {
    const c = doc([nullScore, flood(90, 'steady')]);
    const short: HistoryLoad = { runs: HISTORY.runs.slice(0, 3), skipped: [] };
    const comparison = compareDocuments(c, HISTORY.runs[0]!.doc, resolveGateConfig(RULES, gateHints), new Map(), short);
    const input: ReportInput = {
      current: c,
      baselineDoc: HISTORY.runs[0]!.doc,
      comparison,
      baseline: null,
      missingBaseline: null,
      onMissingBaseline: 'warn',
      history: short,
    };
    // 63, 57, 61: median 61, MAD median(2, 4, 0) = 2, × 1.4826 = 2.97.
    expect(renderHistoryText(input, 'a')).toBe(
      [
        'current run: a (2026-11-20T10:00:00Z)',
        'history: 3 runs, 2026-11-18T00:00:00Z to 2026-11-20T00:00:00Z',
        '',
        '  suite   runs  min–max      median  1.4826×MAD  this run  where   final score verdict',
        '  fl         3  57.00–63.00   61.00        2.97         –  –       not gated (thresholds, insufficient history)',
        '  steady     3  90.00         90.00        0.00     90.00  within  unchanged (thresholds, insufficient history)',
        '',
        'kind: history rules:',
        '  fl · finalScore: not gated — value is null on the current side',
        '  steady · finalScore: unchanged — insufficient history (3 runs < minHistory 10): the thresholds apply',
        '',
      ].join('\n'),
    );
  });

  it('a possible regression in words; without a rule "thresholds" and no rules section; without a history 0 runs and no range', () => {
    const warn = renderHistoryText(
      report(57, HISTORY, { rules: [{ metric: 'finalScore', kind: 'history', warnK: 1 }] }),
      'b',
    );
    expect(warn).toContain(
      '\n  fl        12  57.00–63.00   60.00        2.22     57.00  within  possible regression (kind: history)\n',
    );
    expect(warn).toContain(
      '\n  fl · finalScore: possible regression — 3 points below the median of the last 12 runs (60 points), outside warnK 1 × 1.4826 × MAD = 2.22 points, within 3 × 1.4826 × MAD = 6.67 points\n',
    );
    const plain = renderHistoryText(report(57, HISTORY), 'c');
    expect(plain).toContain(
      '\n  fl        12  57.00–63.00   60.00        2.22     57.00  within  regressed (thresholds)\n  steady    12  90.00         90.00        0.00     90.00  within  unchanged (thresholds)\n',
    );
    expect(plain).not.toContain('kind: history rules:');
    expect(renderHistoryText(report(57, undefined), 'd')).toBe(
      [
        'current run: d (2026-11-20T10:00:00Z)',
        'history: 0 runs',
        '',
        '  suite   runs  min–max  median  1.4826×MAD  this run  where  final score verdict',
        '  fl         0  –             –           –         –  –      no history',
        '  steady     0  –             –           –         –  –      no history',
        '',
      ].join('\n'),
    );
  });
});

describe('pieces, sharper (mutation testing)', () => {
  const nullScore = suite({ id: 'fl', benchmark: 'custom', task: null, total: 100, finalScore: null });

  it('a suite without past values: "–" from the summary and the cell, no chart, no section', () => {
    const s = report(58, HISTORY, {}, [flood(10, 'brand-new')]).comparison.suites[2]!;
    expect(s.id).toBe('brand-new');
    expect([trendSummary(s), trendCell(s), trendChart(s), trendSection(s, true)]).toEqual(['–', '–', '', '']);
  });

  it('a null current value: the cell has the range and the count only', () => {
    const c = compareDocuments(doc([nullScore]), null, resolveGateConfig(undefined, gateHints), new Map(), HISTORY);
    expect(trendCell(c.suites[0]!)).toBe('57.00–63.00 (12)');
  });

  it('the section without charts is the words only; the rule words say why the thresholds applied, and nothing for another reason', () => {
    const input = report(58, HISTORY, RULES);
    expect(trendSection(input.comparison.suites[0]!, false)).toBe(
      '**Trend of the final score** (base branch): 12 runs: 57.00–63.00, this run 58.00 (within); median 60.00, 1.4826 × MAD 2.22; under `kind: history` (k = 3): 2 points below the median of the last 12 runs (60 points), within 3 × 1.4826 × MAD = 6.67 points',
    );
    expect(trendSection(input.comparison.suites[1]!, false)).toBe(
      '**Trend of the final score** (base branch): 12 runs: 90.00, this run 90.00 (within); median 90.00, 1.4826 × MAD 0.00; `kind: history`: no spread in the last 12 runs (MAD = 0, median 90 points): the thresholds apply',
    );
    // Short history, null current value: the only reason is the null value, which is not why the thresholds applied.
    const short: HistoryLoad = { runs: HISTORY.runs.slice(0, 3), skipped: [] };
    const c = compareDocuments(
      doc([nullScore]),
      HISTORY.runs[0]!.doc,
      resolveGateConfig(RULES, gateHints),
      new Map(),
      short,
    );
    expect(reasonsWords(c.suites[0]!.targets[0]!)).toEqual(['value is null on the current side']);
    expect(trendSection(c.suites[0]!, true)).toBe(
      '**Trend of the final score** (base branch): 3 runs: 57.00–63.00; median 61.00, 1.4826 × MAD 2.97',
    );
    const c2 = compareDocuments(
      doc([flood(58)]),
      HISTORY.runs[0]!.doc,
      resolveGateConfig(RULES, gateHints),
      new Map(),
      short,
    );
    expect(trendSection(c2.suites[0]!, false)).toBe(
      '**Trend of the final score** (base branch): 3 runs: 57.00–63.00, this run 58.00 (within); median 61.00, 1.4826 × MAD 2.97; `kind: history`: insufficient history (3 runs < minHistory 10): the thresholds apply',
    );
  });

  it('the chart names its y axis', () => {
    expect(trendChart(report(58, HISTORY).comparison.suites[0]!)).toContain('\n  y-axis "final score"');
  });

  it('the final score, not a round that happens to be called finalScore', () => {
    const rs = (passed: number, fs: number) =>
      suite({
        id: 'rs',
        benchmark: 'custom',
        task: null,
        total: 100,
        rounds: [{ id: 'finalScore', input: 100, passed }],
        finalScore: fs,
      });
    const h: HistoryLoad = {
      runs: [30, 40].map((p, i) => ({
        id: String(i),
        sha: null,
        createdAt: `2026-11-0${i + 1}T00:00:00Z`,
        url: null,
        doc: doc([rs(p, 70 + i)]),
      })),
      skipped: [],
    };
    const c = compareDocuments(
      doc([rs(20, 75)]),
      h.runs[0]!.doc,
      resolveGateConfig(undefined, gateHints),
      new Map(),
      h,
    );
    expect(c.suites[0]!.targets.map((t) => `${t.kind}:${t.id}`)).toEqual(['round:finalScore', 'metric:finalScore']);
    expect(trendSummary(c.suites[0]!)).toBe('2 runs: 70.00–71.00, this run 75.00 (above)');
  });

  it('a final score turned to "lower is better": the edge lies above the median (60 + 3 × 2.2239)', () => {
    const chart = trendChart(
      report(58, HISTORY, { rules: [{ metric: 'finalScore', kind: 'history', direction: 'lower' }] }).comparison
        .suites[0]!,
    );
    expect(chart).toContain(`  line [${Array(13).fill(66.6717).join(', ')}]`);
  });

  it('a final score not gated (direction none) has no target: no trend, although another metric has past values', () => {
    const s = report(58, HISTORY, { rules: [{ metric: 'finalScore', direction: 'none' }] }).comparison.suites[0]!;
    expect(s.targets.map((t) => [t.id, t.history?.values.length])).toEqual([['delay', 12]]);
    expect(trendSummary(s)).toBe('–');
  });

  it('bench-check history joins a target\'s reasons with "; "', () => {
    const text = renderHistoryText(
      report(50, HISTORY, { rules: [{ metric: 'finalScore', kind: 'history', fail: { min: 55 } }] }),
      'e',
    );
    expect(text).toContain(
      '\n  fl · finalScore: regressed — 10 points below the median of the last 12 runs (60 points), outside 3 × 1.4826 × MAD = 6.67 points; 50 is below min 55 (fail)\n',
    );
  });
});
