// The results report without a baseline (`score`/`run` markdown, the job summary) and the terminal
// report: every value below is read off the fixture by hand (results.md: tables show the
// conditional rate passed / input, "–" when input is 0, and the survival rate passed / total;
// means carry sum/count, rates passed/input).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failingItems } from '../../src/report/items.js';
import { documentScores } from '../../src/gate/index.js';
import {
  metricBasis as metricBasisInline,
  renderReport,
  suiteTitle as suiteTitleInline,
} from '../../src/report/render.js';
import { markdownInline, metric, terminalInline } from '../../src/core/doc.js';
import { renderDiagnosticsText, renderText, terminalSafe } from '../../src/report/text.js';
import type { Diagnostic, Metric, ResultsDocument, Suite } from '../../src/results/types.js';
import { doc, suite, tempDir } from '../gate/helpers.js';
import { catalog } from '../catalog.js';

const DEMO_NOTE =
  'note: the bundled demo config was scored (--demo); its fixtures contain deliberately broken rows, so the error lines below are expected';

function diag(over: Partial<Diagnostic> & { code: string; message: string }): Diagnostic {
  return {
    severity: 'error',
    file: null,
    line: null,
    row: null,
    field: null,
    column: null,
    pointer: null,
    item: null,
    ...over,
  };
}

const m = (value: number | null, over: Partial<Metric> = {}): Metric => ({ value, direction: 'higher', ...over });

// A suite's tables and chart as the report renders them: the report of a document holding only
// that suite, cut into its blocks ('' when the report has no such block).
const reportBlocks = async (d: ResultsDocument, maxDiagnostics?: number) =>
  (await renderReport(d, { catalog, resultsDir: null, maxDiagnostics })).trimEnd().split('\n\n');
const blockOf = async (s: Suite, starts: string) =>
  (await reportBlocks(doc([s]))).find((b) => b.startsWith(starts)) ?? '';
const roundsTable = (s: Suite) => blockOf(s, '| round |');
const metricsTable = (s: Suite) => blockOf(s, '| metric |');
const funnelChart = async (s: Suite) =>
  (await reportBlocks(doc([s]))).find((b) => b.startsWith('```mermaid') && b.includes('items surviving')) ?? '';
/** Everything after the suite's "Diagnostics:" line (the section's last part). */
const diagnosticsList = async (s: Suite, max: number) => {
  const blocks = await reportBlocks(doc([s]), max);
  const at = blocks.indexOf('**Diagnostics:**');
  return at < 0 ? '' : blocks.slice(at + 1).join('\n\n');
};
const summaryTable = async (d: ResultsDocument) => (await reportBlocks(d)).find((b) => b.startsWith('| suite |')) ?? '';
const metricBasis = (x: Metric) => markdownInline(metricBasisInline(x), 'cell');
const metricValue = (x: Metric) => markdownInline(metric(x), 'cell');
const suiteTitle = (s: Suite, c: typeof catalog) => markdownInline(suiteTitleInline(s, c));

describe('metric values and bases', () => {
  it('decimals by what a metric is, never by its size (core/numbers): counts 0, fractions 4, units 2, rates in percent', () => {
    expect(metricValue(m(20, { direction: 'none' }))).toBe('20');
    expect(metricValue(m(-3))).toBe('-3');
    expect(metricValue(m(0))).toBe('0');
    // unitless, not a whole number or a mean: a fraction, whatever its size
    expect(metricValue(m(1234.56))).toBe('1234.5600');
    expect(metricValue(m(999.994))).toBe('999.9940');
    expect(metricValue(m(0.907))).toBe('0.9070');
    expect(metricValue(m(-0.5))).toBe('-0.5000');
    expect(metricValue(m(11.034))).toBe('11.0340');
    // a mean is never a count, even when whole
    expect(metricValue(m(0, { sum: 0, count: 3 }))).toBe('0.0000');
    expect(metricValue(m(4, { sum: 8, count: 2 }))).toBe('4.0000');
    expect(metricValue(m(1000.25, { sum: 2000.5, count: 2 }))).toBe('1000.2500');
    // a rate (passed / input) is shown in percent
    expect(metricValue(m(1, { passed: 5, input: 5 }))).toBe('100.00 %');
    expect(metricValue(m(0.9, { passed: 9, input: 10 }))).toBe('90.00 %');
    // other units: 2 decimals and the unit
    expect(metricValue(m(4, { unit: 'km' }))).toBe('4.00 km');
    expect(metricValue(m(-1000.4, { unit: 's' }))).toBe('-1000.40 s');
    expect(metricValue(m(1000, { unit: 's' }))).toBe('1000.00 s');
    expect(metricValue(m(0.2, { unit: 'pp' }))).toBe('0.20 pp');
    expect(metricValue(m(null))).toBe('–');
    expect(metricValue(m(null, { unit: '%' }))).toBe('–');
  });

  it('writes % as " %" and escapes other units for where they land', () => {
    expect(metricValue(m(11.03, { unit: '%' }))).toBe('11.03 %');
    expect(metricValue(m(2.5, { unit: '<b>km' }))).toBe('2.50 `<b>km`');
    expect(markdownInline(metric(m(2.5, { unit: '<b>km' })), 'summary')).toBe('2.50 <code>&#60;b&#62;km</code>');
    expect(terminalInline(metric(m(2.5, { unit: 'k\u001b[2Jm' })))).toBe('2.50 k�[2Jm');
    expect(metricValue(m(2.5, { unit: '%' }))).toBe('2.50 %');
    expect(metricValue(m(2.5, { unit: '' }))).toBe('2.5000');
  });

  it('the basis is passed / input for rates, n = count for means, nothing otherwise', () => {
    expect(metricBasis(m(0.97, { passed: 970, input: 1000 }))).toBe('970 / 1000');
    expect(metricBasis(m(11, { sum: 1963.3, count: 178 }))).toBe('n = 178');
    expect(metricBasis(m(1, { passed: 1 }))).toBe('');
    expect(metricBasis(m(1))).toBe('');
  });
});

describe('suite title', () => {
  it('is the benchmark title (or its escaped name) and the task', () => {
    expect(suiteTitle(suite({ id: 's', benchmark: 'transitlm', task: 'single' }), catalog)).toBe('TransitLM · single');
    expect(suiteTitle(suite({ id: 's', benchmark: 'hurricane', task: null }), catalog)).toBe('HurricaneMobility');
    expect(suiteTitle(suite({ id: 's', benchmark: '@mystery', task: '<t>' }), catalog)).toBe('`@mystery` · `<t>`');
    expect(terminalInline(suiteTitleInline(suite({ id: 's', benchmark: 'flood', task: '' }), catalog))).toBe(
      'Flood adaptation (multi-agent)',
    );
    // The catalog's title is text like any other: its parentheses are entities in markdown.
    expect(suiteTitle(suite({ id: 's', benchmark: 'flood', task: '' }), catalog)).toBe(
      'Flood adaptation &#40;multi-agent&#41;',
    );
  });
});

const transit = (): Suite =>
  suite({
    id: 'transit-single',
    benchmark: 'transitlm',
    task: 'single',
    total: 300,
    errors: 10,
    rounds: [
      { id: 'reachability', label: 'Round 1 · Reachability', input: 300, passed: 225 },
      { id: 'iou', input: 225, passed: 0 },
      { id: 'accuracy', input: 0, passed: 0 },
    ],
    metrics: {
      line_iou_mean: { value: 0.907, direction: 'higher', sum: 204.1, count: 225 },
      time_mape: { value: 11.03, direction: 'lower', unit: '%', sum: 1963.3, count: 178 },
      validity_rate: { value: 0.97, direction: 'higher', passed: 970, input: 1000 },
      best_match_second: { value: 20, direction: 'none' },
    },
    finalScore: 44,
  });

describe('tables of one suite', () => {
  it('rounds: conditional rate passed/input ("–" without input) and survival passed/total, numbers right-aligned', async () => {
    expect(await roundsTable(transit())).toBe(
      [
        '| round | input | passed | pass rate | survival |',
        '| --- | ---: | ---: | ---: | ---: |',
        '| Round 1 · Reachability | 300 | 225 | 75.00 % | 75.00 % |',
        '| iou | 225 | 0 | 0.00 % | 0.00 % |',
        '| accuracy | 0 | 0 | – | 0.00 % |',
      ].join('\n'),
    );
    expect(
      (await roundsTable(suite({ id: 's', total: 0, rounds: [{ id: 'a|b', input: 0, passed: 0 }] }))).split('\n')[2],
    ).toBe('| a&#124;b | 0 | 0 | – | – |');
  });

  it('metrics: name, value with unit, basis, direction (blank for none)', async () => {
    expect(await metricsTable(transit())).toBe(
      [
        '| metric | value | basis | better |',
        '| --- | ---: | ---: | --- |',
        '| `line_iou_mean` | 0.9070 | n = 225 | higher |',
        '| `time_mape` | 11.03 % | n = 178 | lower |',
        '| `validity_rate` | 97.00 % | 970 / 1000 | higher |',
        '| `best_match_second` | 20 |  |  |',
      ].join('\n'),
    );
    expect(await metricsTable(suite({ id: 's' }))).toBe('');
    expect((await metricsTable(suite({ id: 's', metrics: { d: m(3.5, { unit: 'a:b' }) } }))).split('\n')[2]).toBe(
      '| `d` | 3.50 `a:b` |  | higher |',
    ); // the unit keeps its exact text, in a code span
  });

  it('funnel: items entering, then passing each round', async () => {
    expect(await funnelChart(transit())).toBe(
      [
        '```mermaid',
        '%%{init: {"themeVariables":{"xyChart":{"plotColorPalette":"#0072B2"}}}}%%',
        'xychart-beta',
        '  title "transit-single: items surviving each round"',
        '  x-axis ["items", "reachability", "iou", "accuracy"]',
        '  y-axis "items"',
        '  bar [300, 225, 0, 0]',
        '```',
      ].join('\n'),
    );
    expect(await funnelChart(suite({ id: 's' }))).toBe('');
  });

  it('diagnostics: severity, code, where, message; infos only when they report truncation; the rest counted', async () => {
    const s = suite({
      id: 's',
      diagnostics: [
        diag({
          code: 'invalid-json',
          file: 'out/b1.csv',
          line: 14,
          column: 7,
          field: 'generate_results',
          pointer: '/a/0',
          message: 'bad',
        }),
        diag({ severity: 'info', code: 'note', message: 'an info' }),
        diag({ severity: 'warning', code: 'duplicate-id', item: 'x1', message: 'again' }),
        diag({ code: 'nowhere', message: 'no location' }),
        diag({ severity: 'info', code: 'truncated', message: '5 more' }),
      ],
    });
    expect(await diagnosticsList(s, 10)).toBe(
      [
        '| severity | code | where | message |',
        '| --- | --- | --- | --- |',
        '| error | `invalid-json` | `out/b1.csv:14:7 [generate_results] /a/0` | `bad` |',
        '| warning | `duplicate-id` | `item x1` | `again` |',
        '| error | `nowhere` | ` ` | `no location` |',
        '| info | `truncated` | ` ` | `5 more` |',
        '',
        '…and 1 more in results.json.',
      ].join('\n'),
    );
    expect(await diagnosticsList(s, 2)).toBe(
      [
        '| severity | code | where | message |',
        '| --- | --- | --- | --- |',
        '| error | `invalid-json` | `out/b1.csv:14:7 [generate_results] /a/0` | `bad` |',
        '| warning | `duplicate-id` | `item x1` | `again` |',
        '',
        '…and 3 more in results.json.',
      ].join('\n'),
    );
    expect(
      await diagnosticsList(
        suite({ id: 's', diagnostics: [diag({ severity: 'info', code: 'note', message: 'x' })] }),
        10,
      ),
    ).toBe('');
    // only the trailing ": " of the location is dropped
    expect(
      (
        await diagnosticsList(
          suite({ id: 's', diagnostics: [diag({ code: 'c', file: 'a.json', pointer: '/k: v', message: 'm' })] }),
          10,
        )
      ).split('\n')[2],
    ).toBe('| error | `c` | `a.json /k: v` | `m` |');
    expect(await diagnosticsList(suite({ id: 's', diagnostics: [diag({ code: 'c', message: 'm' })] }), 10)).toBe(
      '| severity | code | where | message |\n| --- | --- | --- | --- |\n| error | `c` | ` ` | `m` |',
    );
  });
});

describe('failing items of a suite', () => {
  it('the first failed round in suite order; null rounds are not failures', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'order.jsonl'),
      [
        '{"id":"a","reachability":true,"iou":false,"accuracy":false}',
        '{"id":"b","accuracy":false,"reachability":false}',
        '{"id":"c","reachability":true,"iou":null}',
      ].join('\n'),
    );
    const found = await failingItems({ ...transit(), itemsFile: 'order.jsonl' }, dir, 10);
    expect(found.items.map((i) => [i.id, i.round])).toEqual([
      ['a', 'iou'],
      ['b', 'reachability'],
    ]);
    expect(found.failing).toBe(2);
  });

  it('streams the items file: the first `limit` failing items and the count of all', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'i.jsonl'),
      [
        '{"id":"ok","reachability":true}',
        '',
        'not json',
        '{"id":"f1","reachability":false,"reason":"no path"}',
        '{"id":2,"reachability":true,"iou":false,"reason":7}',
        '{"id":"f3","accuracy":false}',
      ].join('\n'),
    );
    const s = { ...transit(), itemsFile: 'i.jsonl' };
    expect(await failingItems(s, dir, 2)).toEqual({
      items: [
        { id: 'f1', round: 'reachability', reason: 'no path' },
        { id: '2', round: 'iou', reason: null },
      ],
      failing: 3,
    });
    expect((await failingItems(s, dir, 10)).items.map((i) => i.id)).toEqual(['f1', '2', 'f3']);
    expect(await failingItems(s, null, 10)).toEqual({ items: [], failing: 0 });
    expect(await failingItems(transit(), dir, 10)).toEqual({ items: [], failing: 0 });
    expect(await failingItems({ ...transit(), itemsFile: 'missing.jsonl' }, dir, 10)).toEqual({
      items: [],
      failing: 0,
    });
  });
});

describe('the whole results report', () => {
  function fixture(): ResultsDocument {
    const hur = suite({ id: 'hur', benchmark: 'hurricane', task: null, total: 1, finalScore: 60, metrics: {} });
    const skipped = suite({ id: 'sk', benchmark: 'flood', task: null, status: 'skipped' });
    const broken = suite({
      id: 'err',
      benchmark: 'flood',
      task: null,
      status: 'error',
      finalScore: null,
      diagnostics: [diag({ code: 'empty-input', file: 'in.json', message: 'empty' })],
    });
    return { ...doc([{ ...transit(), itemsFile: 'transit.items.jsonl' }, hur, skipped, broken]), verdict: 'warn' };
  }

  it('headline: overall final score = mean of the non-null suite scores, how many, the verdict; then one row per suite', async () => {
    const d = fixture();
    expect(documentScores(d).mean).toBe(52);
    expect(documentScores(doc([])).mean).toBeNull();
    const text = await renderReport(d, { catalog, resultsDir: null });
    const blocks = text.split('\n\n');
    expect(blocks[0]).toBe('## bench-check results');
    // A suite could not be scored: the first line says so, not a mean of the others (issue #23).
    // …and the commit scored, so a push run's job summary names it (issue #23).
    expect(blocks[1]).toBe(
      `**1 of 3 suites could not be scored:** \`err\` · **verdict:** warn · **commit:** \`${'a'.repeat(12)}\``,
    );
    expect(
      (await renderReport({ ...d, run: { ...d.run, commit: null } }, { catalog, resultsDir: null })).split('\n\n')[1],
    ).toBe('**1 of 3 suites could not be scored:** `err` · **verdict:** warn');
    expect(blocks[3]).toBe('### `transit-single` — TransitLM · single');
    expect(blocks[2]).toBe(
      [
        '| suite | benchmark | status | items | not scored | final score |',
        '| --- | --- | --- | ---: | ---: | ---: |',
        '| `transit-single` | TransitLM · single | ok | 300 | 10 | 44.00 |',
        '| `hur` | HurricaneMobility | ok | 1 | 0 | 60.00 |',
        '| `sk` | Flood adaptation &#40;multi-agent&#41; | skipped | 0 | 0 | – |',
        '| `err` | Flood adaptation &#40;multi-agent&#41; | error | 0 | 0 | – |',
      ].join('\n'),
    );
    expect(await summaryTable(doc([]))).toBe(
      '| suite | benchmark | status | items | not scored | final score |\n| --- | --- | --- | ---: | ---: | ---: |',
    );
    expect(text.endsWith('\n')).toBe(true);
    const one = await renderReport(
      { ...doc([suite({ id: 'x', benchmark: 'hurricane', finalScore: 7 })]), verdict: null },
      { catalog, resultsDir: null },
    );
    expect(one.split('\n\n')[1]).toBe(`**Final score:** 7.00 (mean of 1 suite) · **commit:** \`${'a'.repeat(12)}\``);
    const none = await renderReport(doc([suite({ id: 'x', benchmark: 'hurricane', finalScore: null })]), {
      catalog,
      resultsDir: null,
    });
    expect(none.split('\n\n')[1]).toBe(`**Final score:** – (mean of 0 suites) · **commit:** \`${'a'.repeat(12)}\``);
    // Without a suite in error, the mean (of the scored suites: an error suite's number never counts).
    const fine = { ...d, suites: d.suites.filter((s) => s.status !== 'error') };
    expect((await renderReport(fine, { catalog, resultsDir: null })).split('\n\n')[1]).toBe(
      `**Final score:** 52.00 (mean of 2 suites) · **verdict:** warn · **commit:** \`${'a'.repeat(12)}\``,
    );
    const many = {
      ...doc(
        ['a', 'b', 'c', 'd', 'e', 'f'].map((id) =>
          suite({ id, benchmark: 'hurricane', status: 'error', finalScore: 0 }),
        ),
      ),
      verdict: 'error' as const,
    };
    expect(documentScores(many).mean).toBeNull();
    expect((await renderReport(many, { catalog, resultsDir: null })).split('\n\n')[1]).toBe(
      `**6 of 6 suites could not be scored:** \`a\`, \`b\`, \`c\`, \`d\`, \`e\`, … · **verdict:** error · **commit:** \`${'a'.repeat(12)}\``,
    );
  });

  it('per suite: heading, status line, rounds, funnel, metrics, its own section, first failing items, diagnostics', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'transit.items.jsonl'),
      `${Array.from({ length: 3 }, (_, i) => JSON.stringify({ id: `r${i}`, reachability: false, reason: `why ${i}` })).join('\n')}\n`,
    );
    const d = fixture();
    d.suites[0]!.diagnostics = [
      diag({ severity: 'warning', code: 'w', message: 'careful' }),
      diag({ code: 'e', message: 'broken' }),
    ];
    const text = await renderReport(d, { catalog, resultsDir: dir, worstItems: 2, maxDiagnostics: 1 });
    const section = text.slice(text.indexOf('### `transit-single`'), text.indexOf('### `hur`'));
    const parts = section.trimEnd().split('\n\n');
    expect(parts[0]).toBe('### `transit-single` — TransitLM · single');
    expect(parts[1]).toBe('**Status:** ok · **items:** 300 · **could not be scored:** 10 · **final score:** 44.00');
    expect(section).toContain(
      `${await roundsTable(d.suites[0]!)}\n\n${await funnelChart(d.suites[0]!)}\n\n${await metricsTable(d.suites[0]!)}\n\nTransitLM task \`single\``,
    );
    expect(section).toContain(
      '**First failing items** (2 of 3):\n\n| item | failed round | reason |\n| --- | --- | --- |\n| `r0` | `reachability` | `why 0` |\n| `r1` | `reachability` | `why 1` |',
    );
    expect(
      section
        .trimEnd()
        .endsWith(
          '**Diagnostics:**\n\n| severity | code | where | message |\n| --- | --- | --- | --- |\n| warning | `w` | ` ` | `careful` |\n\n…and 1 more in results.json.',
        ),
    ).toBe(true);
    expect(text).toContain(
      '### `hur` — HurricaneMobility\n\n**Status:** ok · **items:** 1 · **could not be scored:** 0 · **final score:** 60.00\n\n### `sk`',
    );
    expect(text).toContain('### `sk` — Flood adaptation &#40;multi-agent&#41;\n\nSkipped in this shard.\n\n### `err`');
    expect(text).toContain('**Status:** error · **items:** 0 · **could not be scored:** 0 · **final score:** –');
    expect(text).toContain(
      '**Diagnostics:**\n\n| severity | code | where | message |\n| --- | --- | --- | --- |\n| error | `empty-input` | `in.json` | `empty` |\n',
    );
  });

  it('lists up to 10 failing items and 10 diagnostics by default; a blank reason stays blank', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'transit.items.jsonl'),
      Array.from({ length: 12 }, (_, i) => JSON.stringify({ id: `r${i}`, iou: false })).join('\n'),
    );
    const d = fixture();
    d.suites[0]!.diagnostics = Array.from({ length: 12 }, (_, i) => diag({ code: `c${i}`, message: 'm' }));
    const text = await renderReport(d, { catalog, resultsDir: dir });
    expect(text).toContain('**First failing items** (10 of 12):');
    expect(text).toContain('| `r9` | `iou` |  |');
    expect(text).not.toContain('`r10`');
    expect(text).toContain('| error | `c9` |');
    expect(text).not.toContain('`c10`');
    expect(text).toContain('…and 2 more in results.json.');
  });
});

describe('the terminal report', () => {
  it('replaces control characters (C0 and C1) and newlines; truncates to max with …', () => {
    expect(terminalSafe('a\nb')).toBe('a⏎b');
    expect(terminalSafe('\u001b[31mred\u0007\u0085\u009f\u007f')).toBe('�[31mred����');
    expect(terminalSafe('abcdef', 6)).toBe('abcdef');
    expect(terminalSafe('abcdefg', 6)).toBe('abcde…');
    expect(terminalSafe('x'.repeat(201))).toBe(`${'x'.repeat(199)}…`);
    expect(terminalSafe('x'.repeat(200))).toBe('x'.repeat(200));
    expect(terminalSafe(5)).toBe('5');
  });

  it('aligned columns: text left, numbers right; diagnostics grouped after, skipped suites in one line', () => {
    const d: ResultsDocument = {
      ...doc([transit(), suite({ id: 'sk', benchmark: 'flood', task: null, status: 'skipped' })]),
      verdict: 'pass',
    };
    d.suites[0]!.diagnostics = [
      diag({ severity: 'info', code: 'i', message: 'info' }),
      diag({ severity: 'warning', code: 'w', message: 'w1' }),
      diag({ code: 'bad', file: 'f.csv', line: 3, message: 'broken row' }),
      diag({ severity: 'warning', code: 'w', message: 'w2' }),
    ];
    expect(renderText(d, catalog, { maxDiagnostics: 2 })).toBe(
      [
        'bench-check 1.0.0 — final score 44.00, verdict pass',
        '',
        'transit-single — TransitLM · single [ok]',
        '  items 300, 10 could not be scored, final score 44.00',
        '  round         input  passed     rate  survival',
        '  reachability    300     225  75.00 %   75.00 %',
        '  iou             225       0   0.00 %    0.00 %',
        '  accuracy          0       0        –    0.00 %',
        '  metric               value       basis',
        '  line_iou_mean       0.9070     n = 225',
        '  time_mape          11.03 %     n = 178',
        '  validity_rate      97.00 %  970 / 1000',
        '  best_match_second       20',
        // The benchmark's own section, as in the markdown report.
        '  TransitLM task single · compat reference',
        '  1 error, 2 warnings; the first 2:',
        '    error: f.csv:3: broken row',
        '    warning: w1',
        '    … 1 more; --verbose lists every one (all are in the results document)',
        '',
        'sk — Flood adaptation (multi-agent) [skipped]',
        '  skipped in this shard',
        '',
      ].join('\n'),
    );
    // --verbose: every diagnostic, no "more" line
    const verbose = renderText(d, catalog, { maxDiagnostics: 2, verbose: true });
    expect(verbose).toContain(
      '  1 error, 2 warnings:\n    error: f.csv:3: broken row\n    warning: w1\n    warning: w2\n',
    );
    expect(verbose).not.toContain('--verbose lists');
  });

  it('a suite without rounds, metrics or diagnostics is two lines; no verdict and no score read as such', () => {
    const d = doc([suite({ id: 'h', benchmark: 'hurricane', task: null, total: 1, finalScore: null })]);
    expect(renderText(d, catalog)).toBe(
      'bench-check 1.0.0 — final score –\n\nh — HurricaneMobility [ok]\n  items 1, 0 could not be scored, final score –\n',
    );
    // units go through the terminal filter; exactly three diagnostics need no "more" line
    const units = doc([
      suite({
        id: 'h',
        benchmark: 'hurricane',
        task: null,
        metrics: { d: { value: 2.5, direction: 'lower', unit: 'km\u001b' } },
        diagnostics: Array.from({ length: 3 }, (_, i) => diag({ code: 'c', message: `d${i}` })),
      }),
    ]);
    const unitText = renderText(units, catalog);
    expect(unitText).toContain('  d       2.50 km�');
    expect(unitText).toContain('  3 errors:\n');
    expect(unitText).toContain('    error: d2\n');
    expect(unitText).not.toContain('--verbose lists');
    // three diagnostics are shown by default
    const many = doc([
      suite({
        id: 'h',
        benchmark: 'hurricane',
        task: null,
        diagnostics: Array.from({ length: 6 }, (_, i) => diag({ code: 'c', message: `d${i}` })),
      }),
    ]);
    const text = renderText(many, catalog);
    expect(text).toContain(
      '  6 errors; the first 3:\n    error: d0\n    error: d1\n    error: d2\n    … 3 more; --verbose lists every one (all are in the results document)\n',
    );
    expect(
      renderText(
        doc([suite({ id: 'h', benchmark: 'hurricane', diagnostics: [diag({ code: 'c', message: 'only' })] })]),
        catalog,
      ),
    ).not.toContain('--verbose lists');
  });

  it('a warning at the place of an error is counted, listed only with --verbose', () => {
    const at = { file: 'g.csv', line: 10, field: 'generate_results', pointer: '/line_sequence' };
    const d = doc([
      suite({
        id: 'g',
        benchmark: 'transitlm',
        diagnostics: [
          diag({ ...at, code: 'bad', message: 'must be a list' }),
          diag({ ...at, severity: 'warning', code: 'schema', message: 'must be array' }),
          diag({ severity: 'warning', code: 'w', file: 'g.csv', line: 2, message: 'other' }),
        ],
      }),
    ]);
    const text = renderText(d, catalog);
    expect(text).toContain(
      '  1 error, 2 warnings (1 at the place of an error, not listed):\n    error: g.csv:10 [generate_results] /line_sequence: must be a list\n    warning: g.csv:2: other\n    … --verbose lists every one (all are in the results document)\n',
    );
    expect(text).not.toContain('must be array');
    expect(renderText(d, catalog, { verbose: true })).toContain(
      '  1 error, 2 warnings:\n    error: g.csv:10 [generate_results] /line_sequence: must be a list\n    warning: g.csv:10 [generate_results] /line_sequence: must be array\n    warning: g.csv:2: other\n',
    );
  });

  it('says once that the demo fixtures have deliberately broken rows', () => {
    const d = doc([suite({ id: 'h', benchmark: 'hurricane', diagnostics: [diag({ code: 'c', message: 'x' })] })]);
    const text = renderText(d, catalog, { demo: true });
    expect(text.split('deliberately broken rows').length).toBe(2);
    expect(text.split('\n')[1]).toBe(DEMO_NOTE);
    expect(renderText(d, catalog)).not.toContain('deliberately');
  });

  it('diagnostics alone (for stderr), grouped per suite, with the demo note only when there are some', () => {
    const d = doc([
      suite({
        id: 'h',
        benchmark: 'hurricane',
        diagnostics: Array.from({ length: 4 }, (_, i) => diag({ code: 'c', message: `d${i}` })),
      }),
      suite({ id: 'ok', benchmark: 'hurricane' }),
    ]);
    expect(renderDiagnosticsText(d)).toBe(
      'h: 4 errors; the first 3:\n    error: d0\n    error: d1\n    error: d2\n    … 1 more; --verbose lists every one (all are in the results document)\n',
    );
    expect(renderDiagnosticsText(d, { verbose: true, demo: true })).toBe(
      `${DEMO_NOTE}\nh: 4 errors:\n    error: d0\n    error: d1\n    error: d2\n    error: d3\n`,
    );
    expect(renderDiagnosticsText(doc([suite({ id: 'ok', benchmark: 'hurricane' })]), { demo: true })).toBe('');
  });
});

describe('parts that may be missing', () => {
  it('a metric with input but no passed is no rate: its basis is its count, or nothing', () => {
    expect(metricBasis(m(1, { input: 5 }))).toBe('');
    expect(metricBasis(m(1, { input: 5, count: 3 }))).toBe('n = 3');
  });

  it('a benchmark without its own section: the suite section goes on without one', async () => {
    const plain = {
      all: [],
      find: (id: string) =>
        id === 'transitlm' ? { ...catalog.find('transitlm')!, render: undefined } : catalog.find(id),
    } as typeof catalog;
    const d = doc([transit()]);
    const text = await renderReport(d, { catalog: plain, resultsDir: null });
    expect(
      text.endsWith(
        `${await roundsTable(d.suites[0]!)}\n\n${await funnelChart(d.suites[0]!)}\n\n${await metricsTable(d.suites[0]!)}\n`,
      ),
    ).toBe(true);
    expect(await renderReport(d, { catalog, resultsDir: null })).toContain(
      `${await metricsTable(d.suites[0]!)}\n\nTransitLM task \`single\``,
    );
  });
});
