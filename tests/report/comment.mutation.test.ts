// The PR comment / job summary of a gated run (docs/gate.md "The comment and the job summary"):
// marker, verdict line, provenance, regressions (regressed first, then possible regressions), per
// suite the final score with Δ, the rounds table (input, passed, conditional rate, survival, Δ in
// points, p, verdict), the metrics table, the funnel, the worst items; the budget's drop order.
// Every number below was worked out by hand from the fixture; p-values of the unpaired test come
// from mpmath (80/100 vs 90/100: p = 0.0248; 40/100 vs 50/100: p = 0.0774).
import { describe, expect, it } from 'vitest';
import { compareDocuments, type Comparison } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import type { BaselineProvenance } from '../../src/gate/baseline.js';
import type { ItemsScan } from '../../src/gate/items.js';
import { commentMarker, parseMarker, provenanceBlock, regressionsTable, renderComparisonReport, sanitizeCommentKey, ungatedSuites, verdictLine, type ReportInput } from '../../src/report/comment.js';
import type { RunVerdict, Suite } from '../../src/results/types.js';
import { assertInert } from '../markdown-safety.js';
import { doc, suite } from '../gate/helpers.js';
import { catalog, gateHints } from '../catalog.js';

const ZW = '\u200b';
const cfg = resolveGateConfig(undefined, gateHints);

function transit(reach: number, acc: number, mape: number): Suite {
  return suite({
    id: 'tl',
    benchmark: 'transitlm',
    task: 'single',
    total: 100,
    errors: 2,
    rounds: [
      { id: 'reachability', label: 'Round 1 · Reachability', input: 100, passed: reach },
      { id: 'accuracy', input: reach, passed: acc },
    ],
    metrics: {
      line_iou_mean: { value: 0.9, direction: 'higher', sum: 72, count: 80 },
      time_mape: { value: mape, direction: 'lower', unit: '%', sum: mape * 80, count: 80 },
    },
    finalScore: acc,
  });
}
const hurricane = (fs: number) => suite({ id: 'h', benchmark: 'hurricane', task: null, total: 1, finalScore: fs, metrics: { score: { value: 0.5, direction: 'higher' } } });
const passing = () => suite({ id: 'p', benchmark: 'custom', task: null, total: 100, rounds: [{ id: 'only-round', input: 100, passed: 95 }], finalScore: 95 });

const provenance = (over: Partial<BaselineProvenance> = {}): BaselineProvenance => ({
  source: 'file',
  location: '.bench/baseline.json',
  commit: '0123456789abcdef0123456789abcdef01234567',
  createdAt: '2026-11-01T00:00:00Z',
  runUrl: null,
  ageDays: 3,
  reason: null,
  updatedAt: null,
  ...over,
});

const worstScan: ItemsScan = {
  baselineItems: 100,
  currentItems: 100,
  shared: 100,
  paired: false,
  discordant: new Map(),
  failing: 20,
  worst: [
    { id: 'item-1', reason: 'no path', failedRound: 'reachability', newlyFailing: true },
    { id: 'item-2', reason: null, failedRound: null, newlyFailing: false },
  ],
  badLines: 0,
};

function fixture(): ReportInput {
  const current = doc([transit(80, 40, 12), hurricane(61), passing()]);
  const baselineDoc = doc([transit(90, 50, 10), hurricane(60), passing()]);
  const comparison = compareDocuments(current, baselineDoc, cfg, new Map([['tl', worstScan]]));
  return { current, baselineDoc, comparison, baseline: { provenance: provenance(), warnings: [] }, missingBaseline: null, onMissingBaseline: 'warn' };
}

const render = (input: ReportInput, budget = 1_000_000, commentKey: string | null = null, fullReportUrl: string | null = null) => renderComparisonReport(input, { catalog, budget, commentKey, fullReportUrl });

describe('the fixture is what the spec says', () => {
  it('two regressed and two possible regressions in suite tl; h and p unchanged', () => {
    const { comparison: c } = fixture();
    expect(c.verdict).toBe('fail');
    expect(c.suites.map((s) => [s.id, s.verdict])).toEqual([['tl', 'regressed'], ['h', 'unchanged'], ['p', 'unchanged']]);
    expect(c.suites[0]!.targets.map((t) => [t.id, t.verdict])).toEqual([
      ['reachability', 'regressed'],
      ['accuracy', 'possible-regression'],
      ['finalScore', 'possible-regression'],
      ['line_iou_mean', 'unchanged'],
      ['time_mape', 'regressed'],
    ]);
  });
});

describe('comment marker', () => {
  it('sanitises the key to [A-Za-z0-9._-], at most 64 characters, "default" when empty', () => {
    expect(sanitizeCommentKey('main')).toBe('main');
    expect(sanitizeCommentKey('a.b-c_D9')).toBe('a.b-c_D9');
    expect(sanitizeCommentKey('my key/1 -->')).toBe('my_key_1_--_');
    expect(sanitizeCommentKey('k'.repeat(70))).toBe('k'.repeat(64));
    expect(sanitizeCommentKey('')).toBe('default');
    expect(commentMarker('x y', '0123abcd')).toBe('<!-- bench-check:x_y verdicts:0123abcd -->');
  });

  it('is found only on the first line, for the same key (a dot in the key is literal)', () => {
    const body = `${commentMarker('a.b', 'abc123')}\nrest`;
    expect(parseMarker(body, 'a.b')).toEqual({ verdictHash: 'abc123' });
    expect(parseMarker(`${commentMarker('aXb', 'abc123')}\nrest`, 'a.b')).toBeNull();
    expect(parseMarker(`text\n${commentMarker('a.b', 'abc123')}`, 'a.b')).toBeNull();
    expect(parseMarker('<!-- bench-check:a.b verdicts: -->', 'a.b')).toBeNull();
    expect(parseMarker(`${commentMarker('with space', 'ff')}`, 'with space')).toEqual({ verdictHash: 'ff' });
  });
});

describe('verdict line', () => {
  it('names the verdict, what regressed, improved or could not be scored, the suite count and α', () => {
    expect(verdictLine(fixture())).toBe('### ❌ bench-check: **fail** — 2 regressed, 2 possible regressions · 3 suites · α = 0.050');
    const one = (c: Partial<Comparison>): ReportInput => ({ ...fixture(), comparison: { ...fixture().comparison, ...c } });
    const base = fixture().comparison;
    const single = { ...base.suites[0]!, targets: [{ ...base.suites[0]!.targets[1]! }, { ...base.suites[0]!.targets[3]!, verdict: 'improved' as const }] };
    expect(verdictLine(one({ suites: [single], verdict: 'warn' }))).toBe('### ⚠️ bench-check: **warn** — 1 possible regression, 1 improved · 1 suite · α = 0.050');
    const errors = [{ ...base.suites[1]!, state: 'error' as const, verdict: 'error' as const, targets: [] }, { ...base.suites[2]!, state: 'error' as const, verdict: 'error' as const, targets: [] }];
    expect(verdictLine(one({ suites: errors, verdict: 'error' }))).toBe('### 💥 bench-check: **error** — 2 suites could not be scored · 2 suites · α = 0.050');
    expect(verdictLine(one({ suites: errors.slice(0, 1), verdict: 'error' }))).toContain('— 1 suite could not be scored · 1 suite');
    expect(verdictLine(one({ suites: [], verdict: 'pass', alpha: 0.1 }))).toBe('### ✅ bench-check: **pass** · 0 suites · α = 0.100');
  });

  it('says when there is no baseline, with the policy', () => {
    const current = doc([hurricane(61)]);
    const comparison = compareDocuments(current, null, { ...cfg, onMissingBaseline: 'pass' });
    const input: ReportInput = { current, baselineDoc: null, comparison, baseline: null, missingBaseline: null, onMissingBaseline: 'pass' };
    expect(verdictLine(input)).toBe('### ℹ️ bench-check: **no-baseline** — no baseline (on-missing-baseline: pass) · 1 suite · α = 0.050');
  });

  it('gives each run verdict its own icon', () => {
    const verdicts: RunVerdict[] = ['pass', 'warn', 'fail', 'no-baseline', 'error'];
    const icons = verdicts.map((v) => /^### (\S+) bench-check: \*\*([a-z-]+)\*\*/.exec(verdictLine({ ...fixture(), comparison: { ...fixture().comparison, verdict: v } })));
    expect(icons.map((m) => m?.[2])).toEqual(verdicts);
    expect(new Set(icons.map((m) => m?.[1])).size).toBe(5);
  });
});

describe('baseline provenance', () => {
  it('shows location, commit (12 characters), creation date, age, run link and the update reason', () => {
    const block = provenanceBlock({ ...fixture(), baseline: { provenance: provenance({ source: 'artifact', location: 'bench-results', runUrl: 'https://github.com/o/r/actions/runs/7', ageDays: 1, reason: 'new model' }), warnings: [] } });
    expect(block).toBe('**Baseline:** artifact `bench-results` · commit `0123456789ab` · created `2026-11-01T00:00:00Z` · 1 day old · [workflow run](https://github.com/o/r/actions/runs/7) · updated because: new model');
    expect(provenanceBlock(fixture())).toBe('**Baseline:** `.bench/baseline.json` · commit `0123456789ab` · created `2026-11-01T00:00:00Z` · 3 days old');
    expect(provenanceBlock({ ...fixture(), baseline: { provenance: provenance({ commit: null, ageDays: null }), warnings: [] } })).toBe('**Baseline:** `.bench/baseline.json` · created `2026-11-01T00:00:00Z`');
    expect(provenanceBlock({ ...fixture(), baseline: { provenance: provenance({ ageDays: 0 }), warnings: [] } })).toContain(' · 0 days old');
  });

  it('links only a plain https URL', () => {
    for (const runUrl of ['http://github.com/o/r/actions/runs/7', 'https://x.example/a b', 'https://x.example/(a)', 'javascript:alert(1)', 'https://x.example/<b>', 'evil:https://x.example/run', 'javascript:alert(1)//https://x.example']) {
      expect(provenanceBlock({ ...fixture(), baseline: { provenance: provenance({ runUrl }), warnings: [] } }), runUrl).not.toContain('workflow run');
    }
  });

  it('quotes every warning on its own line', () => {
    const block = provenanceBlock({ ...fixture(), baseline: { provenance: provenance(), warnings: ['the baseline is 20 days old (more than 14)', 'tool version differs'] } });
    expect(block.split('\n')).toEqual([
      '**Baseline:** `.bench/baseline.json` · commit `0123456789ab` · created `2026-11-01T00:00:00Z` · 3 days old',
      '> ⚠️ the baseline is 20 days old &#40;more than 14&#41;',
      '> ⚠️ tool version differs',
    ]);
  });

  it('without a baseline says why, and that only absolute bounds were checked', () => {
    const none = { ...fixture(), baseline: null };
    expect(provenanceBlock({ ...none, missingBaseline: 'no baseline at .bench/baseline.json' })).toBe(
      `**No baseline:** no baseline at .${ZW}bench/${ZW}baseline.${ZW}json. Nothing was compared; only absolute \`min\`/\`max\` rules were checked. Add one with \`bench-check baseline update --from results.json --reason "…"\` or use \`baseline: artifact\`.`,
    );
    expect(provenanceBlock({ ...none, missingBaseline: null })).toMatch(/^\*\*No baseline:\*\* no baseline was found\. Nothing was compared/);
  });
});

describe('regressions table', () => {
  it('lists regressed targets first, then possible regressions, in the gate scale', () => {
    expect(regressionsTable(fixture().comparison)).toBe(
      [
        '#### Regressions',
        '',
        '| suite | what | baseline | current | Δ | p | verdict | why |',
        '| --- | --- | ---: | ---: | ---: | ---: | --- | --- |',
        '| `tl` | round `reachability` | 90.0 % | 80.0 % | -10.00 | 0.025 | ❌ regressed | drop 10 points exceeds the fail threshold (p = 0.0248 &#60; 0.05) |',
        '| `tl` | `time_mape` | 10.00 % | 12.00 % | +2.00 | – | ❌ regressed | drop 2 exceeds the fail threshold |',
        '| `tl` | round `accuracy` | 50.0 % | 40.0 % | -10.00 | 0.077 | ⚠️ possible regression | drop 10 points exceeds the fail threshold but p = 0.0774 ≥ 0.05 |',
        '| `tl` | `finalScore` | 50.00 | 40.00 | -10.00 | 0.077 | ⚠️ possible regression | drop 10 points exceeds the fail threshold but p = 0.0774 ≥ 0.05 |',
      ].join('\n'),
    );
  });

  it('is empty when nothing regressed; tiny p-values and several reasons are table-safe', () => {
    const same = doc([hurricane(60)]);
    expect(regressionsTable(compareDocuments(same, same, cfg))).toBe('');
    const r = (passed: number) => suite({ id: 's', benchmark: 'custom', total: 100, rounds: [{ id: 'r', input: 100, passed }] });
    const c = compareDocuments(doc([r(50)]), doc([r(90)]), resolveGateConfig({ rules: [{ round: 'r', fail: { min: 60 } }] }, gateHints));
    const row = regressionsTable(c).split('\n')[4]!;
    expect(row).toBe('| `s` | round `r` | 90.0 % | 50.0 % | -40.00 | < 0.001 | ❌ regressed | drop 40 points exceeds the fail threshold (p = 3.6e-10 &#60; 0.05); 50 is below min 60 (fail) |');
  });
});

describe('suite sections', () => {
  const full = () => render(fixture());

  it('a suite that regressed: title, final score with Δ and p, rounds, metrics, funnel, its own section, worst items', () => {
    const text = full();
    const section = text.slice(text.indexOf('#### `tl`'), text.indexOf('#### `h`'));
    const expected = [
      '#### `tl` · TransitLM · single — ❌ regressed',
      '**Final score:** 40.00 (baseline 50.00, Δ -10.00, p 0.077) — ⚠️ possible regression',
      [
        '| round | input | passed | conditional rate | survival | Δ vs baseline | p | verdict |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
        '| Round 1 · Reachability | 100 | 80 | 80.0 % | 80.0 % | -10.0 pts | 0.025 | ❌ regressed |',
        '| accuracy | 80 | 40 | 50.0 % | 40.0 % | -10.0 pts | 0.077 | ⚠️ possible regression |',
        '',
        '100 items, 2 could not be scored.',
      ].join('\n'),
      [
        '| metric | better | baseline | current | Δ | verdict |',
        '| --- | --- | ---: | ---: | ---: | --- |',
        '| `line_iou_mean` | higher | 0.9000 | 0.9000 | 0.00 | unchanged |',
        '| `time_mape` | lower | 10.00 % | 12.00 % | +2.00 | ❌ regressed |',
      ].join('\n'),
      [
        '```mermaid',
        'xychart-beta',
        '  title "Survival per round (bars: current, line: baseline)"',
        '  x-axis ["all", "reachability", "accuracy"]',
        '  y-axis "% of items" 0 --> 100',
        '  bar [100, 80, 40]',
        '  line [100, 90, 50]',
        '```',
      ].join('\n'),
    ].join('\n\n');
    expect(section.startsWith(expected)).toBe(true);
    expect(section).toContain('TransitLM task `single`'); // the benchmark's own render()
    expect(section.trimEnd().endsWith(
      ['**Worst items** (2 of 20 failing; newly failing first):', '', '| item | failed round | newly failing | reason |', '| --- | --- | --- | --- |', '| `item-1` | `reachability` | yes | `no path` |', '| `item-2` | – |  |  |'].join('\n'),
    )).toBe(true);
  });

  it('a passing suite without rounds: final score with a signed Δ and no p; its metrics', () => {
    const text = full();
    const section = text.slice(text.indexOf('#### `h`'), text.indexOf('#### `p`'));
    expect(section).toBe(
      [
        '#### `h` · HurricaneMobility — unchanged',
        '**Final score:** 61.00 (baseline 60.00, Δ +1.00) — unchanged',
        '| metric | better | baseline | current | Δ | verdict |\n| --- | --- | ---: | ---: | ---: | --- |\n| `score` | higher | 0.5000 | 0.5000 | 0.00 | unchanged |',
        '',
      ].join('\n\n'),
    );
  });

  it('a suite of an unknown benchmark is titled with its (untrusted) name; new, removed, error and skipped suites say so', () => {
    const current = doc([passing(), suite({ id: 'n', benchmark: 'hurricane', total: 1, finalScore: 5 }), suite({ id: 'e', benchmark: 'x<y', status: 'error' }), suite({ id: 'k', benchmark: 'flood', status: 'skipped' })]);
    const baselineDoc = doc([passing(), suite({ id: 'gone', benchmark: 'hurricane', total: 1, finalScore: 5 }), suite({ id: 'e', benchmark: 'x<y', total: 1, finalScore: 1 })]);
    const comparison = compareDocuments(current, baselineDoc, cfg);
    const text = render({ current, baselineDoc, comparison, baseline: { provenance: provenance(), warnings: [] }, missingBaseline: null, onMissingBaseline: 'warn' });
    expect(text).toContain('#### `p` · custom — unchanged\n\n**Final score:** 95.00 (baseline 95.00, Δ 0.00) — unchanged');
    expect(text).toContain('#### `n` · HurricaneMobility · single — new\n\n**Final score:** 5.00 — new');
    expect(text).toContain('#### `gone` · HurricaneMobility — removed\n\n**Final score:** – (baseline 5.00, Δ –) — removed');
    expect(text).toContain('#### `e` · x&#60;y · single — error\n\nThe suite could not be scored: see the diagnostics in the job summary and the annotations.');
    expect(text).toContain('#### `k` · Flood adaptation (multi-agent) · single — skipped\n\nSkipped (not in this shard).');
    expect(text).toContain('  title "Survival per round (bars: current, line: baseline)"\n  x-axis ["all", "only-round"]');
  });

  it('without a finalScore target the suite score is shown plainly; a new suite has no baseline line in its funnel', () => {
    const r = (passed: number) => suite({ id: 's', benchmark: 'custom', task: 'weird|task', total: 10, finalScore: 33.333, rounds: [{ id: 'r', input: 10, passed }] });
    const current = doc([r(5), passing()]);
    const baselineDoc = doc([passing()]);
    const comparison = compareDocuments(current, baselineDoc, resolveGateConfig({ rules: [{ metric: 'finalScore', direction: 'none' }] }, gateHints));
    const text = render({ current, baselineDoc, comparison, baseline: { provenance: provenance(), warnings: [] }, missingBaseline: null, onMissingBaseline: 'warn' });
    expect(text).toContain('#### `s` · custom · weird&#124;task — new\n\n**Final score:** 33.33\n\n');
    expect(text).toContain('| r | 10 | 5 | 50.0 % | 50.0 % | – | – | new |');
    expect(text).toContain('```mermaid\nxychart-beta\n  title "Survival per round"\n  x-axis ["all", "r"]\n  y-axis "% of items" 0 --> 100\n  bar [100, 50]\n```');
  });

  it('marks paired p-values and survival of a round missing on one side as 0 in the funnel', () => {
    const cur = suite({ id: 's', benchmark: 'custom', total: 10, rounds: [{ id: 'a', input: 10, passed: 5 }] });
    const base = suite({ id: 's', benchmark: 'custom', total: 10, rounds: [{ id: 'a', input: 10, passed: 10 }, { id: 'b', input: 10, passed: 10 }] });
    const scan: ItemsScan = { ...worstScan, worst: [], failing: 5, baselineItems: 10, currentItems: 10, shared: 10, paired: true, discordant: new Map([['round:a', { b: 5, c: 0 }]]) };
    const comparison = compareDocuments(doc([cur]), doc([base]), cfg, new Map([['s', scan]]));
    const text = render({ current: doc([cur]), baselineDoc: doc([base]), comparison, baseline: { provenance: provenance(), warnings: [] }, missingBaseline: null, onMissingBaseline: 'warn' });
    expect(text).toContain('| a | 10 | 5 | 50.0 % | 50.0 % | -50.0 pts | 0.031 (paired) | ❌ regressed |');
    expect(text).toContain('| b | 0 | 0 | – | – | – | – | removed |');
    expect(text).toContain('  x-axis ["all", "a"]\n  y-axis "% of items" 0 --> 100\n  bar [100, 50]\n  line [100, 100]');
  });

  it('cuts round ids to 24 characters in the chart', () => {
    const long = 'r'.repeat(30);
    const s = (passed: number) => suite({ id: 's', benchmark: 'custom', total: 0, rounds: [{ id: long, input: 0, passed }] });
    const comparison = compareDocuments(doc([s(0)]), doc([s(0)]), cfg);
    const text = render({ current: doc([s(0)]), baselineDoc: doc([s(0)]), comparison, baseline: { provenance: provenance(), warnings: [] }, missingBaseline: null, onMissingBaseline: 'warn' });
    expect(text).toContain(`  x-axis ["all", "${'r'.repeat(24)}"]`);
    expect(text).toContain('  bar [100, 0]\n  line [100, 0]');
  });
});

describe('the whole report and its budget', () => {
  it('marker, verdict line, provenance, regressions, suites, legend with α and the verdict hash', () => {
    const input = fixture();
    const text = render(input, 1_000_000, 'main');
    const blocks = text.split('\n\n');
    expect(blocks[0]).toBe(commentMarker('main', input.comparison.verdictHash));
    expect(blocks[1]).toBe(verdictLine(input));
    expect(blocks[2]).toBe(provenanceBlock(input));
    expect(blocks[3]).toBe('#### Regressions');
    expect(text.endsWith(`<sub>Rounds are compared by survival rate (passed / all items) with a one-sided test at α = 0.050; metrics by threshold. Verdict hash \`${input.comparison.verdictHash}\`.</sub>\n`)).toBe(true);
    expect(text.indexOf('#### `tl`')).toBeLessThan(text.indexOf('#### `h`'));
    expect(render(input).startsWith('### ❌ bench-check')).toBe(true);
    assertInert(text);
  });

  it('drops detail level by level and says what was dropped, linking the job summary only by https', () => {
    const input = fixture();
    const full = render(input);
    expect(render(input, full.length)).toBe(full); // exactly at the budget still fits
    expect(full).not.toContain('\n\n\n');
    expect(full).toContain('  x-axis ["all", "only-round"]\n  y-axis "% of items" 0 --> 100\n  bar [100, 95]\n  line [100, 95]'); // p's own baseline
    const noWorst = render(input, full.length - 1);
    expect(noWorst).toContain("> Left out to fit GitHub's comment size limit: worst items. The full report is in the job summary of this run.");
    expect(noWorst).not.toContain('**Worst items**');
    expect(noWorst).toContain('```mermaid');
    const noCharts = render(input, noWorst.length - 1, null, 'https://github.com/o/r/actions/runs/9#summary');
    expect(noCharts).toContain("> Left out to fit GitHub's comment size limit: worst items, charts. The full report is in the [job summary](https://github.com/o/r/actions/runs/9#summary).");
    expect(noCharts).not.toContain('```mermaid');
    expect(noCharts).not.toContain('TransitLM task');
    for (const url of ['http://insecure.example/x', 'evil:https://x.example/run', 'https://x.example/a b'])
      expect(render(input, noWorst.length - 1, null, url), url).toContain('The full report is in the job summary of this run.');
    // unchanged metrics go next: h loses its table, tl keeps its regressed metric
    const noUnchanged = render(input, render(input, noWorst.length - 1).length - 1);
    expect(noUnchanged).toContain('worst items, charts, unchanged metrics.');
    expect(noUnchanged).toContain('| `time_mape` | lower | 10.00 % | 12.00 % | +2.00 | ❌ regressed |\n\n1 unchanged metric not shown.');
    expect(noUnchanged).not.toContain('`line_iou_mean`');
    expect(noUnchanged).toContain('#### `h` · HurricaneMobility — unchanged\n\n**Final score:** 61.00 (baseline 60.00, Δ +1.00) — unchanged\n\n1 unchanged metric not shown.');
    expect(noUnchanged).not.toContain('0 unchanged metric'); // p has no metrics at all
    expect(noUnchanged).not.toContain('\n\n\n');
    // then round detail of passing suites: p loses its rounds table, tl keeps it
    const noPassingRounds = render(input, noUnchanged.length - 1);
    expect(noPassingRounds).toContain('worst items, charts, unchanged metrics, round detail of passing suites.');
    expect(noPassingRounds).not.toContain('only&#45;round');
    expect(noPassingRounds).not.toContain('| only-round |');
    expect(noPassingRounds).toContain('| Round 1 · Reachability | 100 | 80 |');
    // last: the suite sections
    const bare = render(input, noPassingRounds.length - 1);
    const blocks = bare.trimEnd().split('\n\n');
    expect(blocks.slice(0, 4)).toEqual([
      verdictLine(input),
      provenanceBlock(input),
      "> Left out to fit GitHub's comment size limit: worst items, charts, unchanged metrics, round detail of passing suites, per-suite sections. The full report is in the job summary of this run.",
      '#### Regressions',
    ]);
    expect(blocks).toHaveLength(6); // the table, then the legend
    expect(blocks[5]).toMatch(/^<sub>Rounds are compared/);
  });

  it('shows a passing suite\'s rounds while they fit', () => {
    expect(render(fixture())).toContain('| only-round | 100 | 95 | 95.0 % | 95.0 % | 0.0 pts | 0.500 | unchanged |');
  });

  it('cuts the regressions table row-wise as the last resort, within the budget', () => {
    const input = fixture();
    const budget = 900;
    const cut = render(input, budget, 'k');
    expect(cut.length).toBeLessThanOrEqual(budget);
    expect(cut.endsWith('\n\n…regressions table cut to fit; the full table is in the job summary.\n')).toBe(true);
    expect(cut.startsWith(commentMarker('k', input.comparison.verdictHash))).toBe(true);
    expect(cut).toContain('#### Regressions');
    // whole lines of the most reduced report only
    let bare = render(input, 1_000_000, 'k');
    for (let i = 0; i < 5; i++) bare = render(input, bare.length - 1, 'k');
    expect(bare).toContain('per-suite sections.');
    expect(bare.length).toBeGreaterThan(budget);
    const body = cut.slice(0, cut.indexOf('\n\n…regressions table cut'));
    expect(bare.startsWith(body)).toBe(true);
    expect(bare[body.length]).toBe('\n');
    const tight = render(input, bare.length - 10, 'k');
    expect(tight.length).toBeLessThanOrEqual(bare.length - 10);
    expect(tight).toContain('…regressions table cut to fit');
  });
});

describe('details of the suite sections', () => {
  const prov = { provenance: provenance(), warnings: [] };
  const metricsSuite = (values: Record<string, number | null>, over: Partial<Suite> = {}) =>
    suite({ id: 'm', benchmark: 'custom', task: null, total: 1, finalScore: 50, metrics: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, { value: v, direction: 'higher' as const }])), ...over });

  it('labels every target verdict in words; a zero or tiny positive Δ has no sign; 0 and 1 keep 2 decimals', () => {
    const current = doc([metricsSuite({ up: 12, gone: null, zero: 0, one: 1, tiny: 10.001, big: 1000 })]);
    const baselineDoc = doc([metricsSuite({ up: 10, gone: 1, zero: 0, one: 1, tiny: 10, big: 1000 })]);
    const comparison = compareDocuments(current, baselineDoc, cfg);
    const text = render({ current, baselineDoc, comparison, baseline: prov, missingBaseline: null, onMissingBaseline: 'warn' });
    expect(text).toContain('| `up` | higher | 10.00 | 12.00 | +2.00 | ✅ improved |');
    expect(text).toContain('| `gone` | higher | 1.00 | – | – | insufficient data |');
    expect(text).toContain('| `zero` | higher | 0.00 | 0.00 | 0.00 | unchanged |');
    expect(text).toContain('| `one` | higher | 1.00 | 1.00 | 0.00 | unchanged |');
    expect(text).toContain('| `tiny` | higher | 10.00 | 10.00 | 0.00 | unchanged |');
    expect(text).toContain('| `big` | higher | 1000.00 | 1000.00 | 0.00 | unchanged |');
    expect(text).toContain('1 improved');
  });

  it('counts hidden unchanged metrics in the plural', () => {
    // enough unchanged metrics that hiding them saves more than the note costs
    const same = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`a${i}`, 1]));
    const current = doc([metricsSuite({ ...same, c: 5 })]);
    const baselineDoc = doc([metricsSuite({ ...same, c: 1 })]);
    const comparison = compareDocuments(current, baselineDoc, cfg);
    const input: ReportInput = { current, baselineDoc, comparison, baseline: prov, missingBaseline: null, onMissingBaseline: 'warn' };
    let text = render(input);
    for (let i = 0; i < 10 && !text.includes('unchanged metrics. The full'); i++) text = render(input, text.length - 1);
    expect(text).toContain('| `c` | higher | 1.00 | 5.00 | +4.00 | ✅ improved |\n\n20 unchanged metrics not shown.');
    const allSame = doc([metricsSuite(same)]);
    const c2 = compareDocuments(allSame, allSame, cfg);
    const input2: ReportInput = { current: allSame, baselineDoc: allSame, comparison: c2, baseline: prov, missingBaseline: null, onMissingBaseline: 'warn' };
    let t2 = render(input2);
    for (let i = 0; i < 10 && !t2.includes('unchanged metrics. The full'); i++) t2 = render(input2, t2.length - 1);
    expect(t2).toContain('— unchanged\n\n**Final score:** 50.00 (baseline 50.00, Δ 0.00) — unchanged\n\n20 unchanged metrics not shown.');
  });

  it('keeps the rounds of a suite that possibly regressed when passing suites lose theirs', () => {
    const r = (id: string, passed: number) => suite({ id, benchmark: 'custom', task: null, total: 100, finalScore: 50, rounds: [{ id: `${id}-round`, input: 100, passed }] });
    const current = doc([r('maybe', 87), r('fine', 90)]);
    const baselineDoc = doc([r('maybe', 90), r('fine', 90)]);
    const comparison = compareDocuments(current, baselineDoc, cfg);
    expect(comparison.suites.map((s) => s.verdict)).toEqual(['possible-regression', 'unchanged']);
    const input: ReportInput = { current, baselineDoc, comparison, baseline: prov, missingBaseline: null, onMissingBaseline: 'warn' };
    let text = render(input);
    for (let i = 0; i < 10 && !text.includes('round detail of passing suites'); i++) text = render(input, text.length - 1);
    expect(text).toContain('| maybe-round |');
    expect(text).not.toContain('| fine-round |');
  });

  it('a removed suite shows its rounds without an item count, and its funnel only while it is compared', () => {
    const r = (id: string, rounds: Array<[string, number]>, over: Partial<Suite> = {}) => suite({ id, benchmark: 'custom', task: null, total: 10, rounds: rounds.map(([rid, passed]) => ({ id: rid, input: 10, passed })), ...over });
    const current = doc([r('s', [['a', 5], ['b', 4]]), r('n', [['a', 5]])]);
    const baselineDoc = doc([r('s', [['a', 10]]), r('gone', [['a', 10]]), r('n', [['a', 10]], { status: 'error' })]);
    const comparison = compareDocuments(current, baselineDoc, cfg);
    const text = render({ current, baselineDoc, comparison, baseline: prov, missingBaseline: null, onMissingBaseline: 'warn' });
    // s: round b is new; its baseline survival is drawn as 0
    expect(text).toContain('  x-axis ["all", "a", "b"]\n  y-axis "% of items" 0 --> 100\n  bar [100, 50, 40]\n  line [100, 100, 0]');
    // n was in error in the baseline: new, no baseline line
    expect(text).toContain('#### `n` · custom — new');
    expect(text).toContain('  title "Survival per round"\n  x-axis ["all", "a"]\n  y-axis "% of items" 0 --> 100\n  bar [100, 50]\n```');
    // gone: its rounds table, no item count line (there is no current suite), no chart
    const gone = text.slice(text.indexOf('#### `gone`'), text.indexOf('<sub>'));
    expect(gone).toContain('| a | 0 | 0 | – | – | – | – | removed |');
    expect(gone).not.toContain('could not be scored');
    expect(gone).not.toContain('```mermaid');
  });

  it('the final score line comes from the finalScore metric, never from a round or another metric of that name', () => {
    const s = (passed: number) => suite({ id: 's', benchmark: 'custom', task: null, total: 10, finalScore: 33.333, rounds: [{ id: 'finalScore', input: 10, passed }], metrics: { m: { value: 7, direction: 'higher' } } });
    const rules = resolveGateConfig({ rules: [{ metric: 'finalScore', direction: 'none' }] }, gateHints);
    const current = doc([s(5)]);
    const baselineDoc = doc([s(9)]);
    const comparison = compareDocuments(current, baselineDoc, rules);
    const text = render({ current, baselineDoc, comparison, baseline: prov, missingBaseline: null, onMissingBaseline: 'warn' });
    expect(text).toContain('#### `s` · custom — ❌ regressed\n\n**Final score:** 33.33\n\n');
    // a removed suite without a gated final score has no final score line
    const removed = compareDocuments(doc([suite({ id: 't', benchmark: 'custom', total: 1, finalScore: 1 })]), doc([suite({ id: 't', benchmark: 'custom', total: 1, finalScore: 1 }), s(9)]), rules);
    const t2 = render({ current: doc([suite({ id: 't', benchmark: 'custom', total: 1, finalScore: 1 })]), baselineDoc, comparison: removed, baseline: prov, missingBaseline: null, onMissingBaseline: 'warn' });
    const gone = t2.slice(t2.indexOf('#### `s`'), t2.indexOf('<sub>'));
    expect(gone).not.toContain('**Final score:**');
  });

  it('without regressions there is no regressions block', () => {
    const same = doc([hurricane(60)]);
    const text = render({ current: same, baselineDoc: same, comparison: compareDocuments(same, same, cfg), baseline: prov, missingBaseline: null, onMissingBaseline: 'warn' });
    expect(text).not.toContain('#### Regressions');
    expect(text).not.toContain('\n\n\n');
  });
});


describe('suites the gate could not test', () => {
  const small = (id: string, n: number) => suite({ id, benchmark: 'custom', task: null, total: n, rounds: [{ id: 'a', input: n, passed: n }] });
  const input = (current: Suite[], baseline: Suite[] = current, gateCfg: Parameters<typeof resolveGateConfig>[0] = undefined): ReportInput => {
    const c = doc(current);
    const b = doc(baseline);
    return { current: c, baselineDoc: b, comparison: compareDocuments(c, b, resolveGateConfig(gateCfg, gateHints)), baseline: { provenance: provenance(), warnings: [] }, missingBaseline: null, onMissingBaseline: 'warn' };
  };

  it('are the compared suites whose every target is insufficient data', () => {
    const c = input([small('few', 5), small('enough', 100)]).comparison;
    expect(c.suites.map((s) => s.targets.map((t) => t.verdict))).toEqual([['insufficient-data', 'insufficient-data'], ['unchanged', 'insufficient-data']]);
    expect(ungatedSuites(c).map((s) => s.id)).toEqual(['few']);
    // A new suite is not compared at all; a compared suite without targets is not "ungated".
    expect(ungatedSuites(input([small('few', 5)], []).comparison)).toEqual([]);
    const empty = input([suite({ id: 'e', benchmark: 'custom' })], undefined, { rules: [{ metric: 'finalScore', direction: 'none' }] }).comparison;
    expect(empty.suites.map((s) => [s.state, s.targets.length])).toEqual([['compared', 0]]);
    expect(ungatedSuites(empty)).toEqual([]);
  });

  it('are named in the verdict line: a pass never hides that a suite was not tested', () => {
    expect(verdictLine(input([small('few', 5), small('enough', 100)]))).toBe('### ✅ bench-check: **pass** — 1 of 2 suites not gated (fewer than 10 items or no value: `few`) · 2 suites · α = 0.050');
    const four = ['s1', 's2', 's3', 's4'].map((id) => small(id, 3));
    expect(verdictLine(input(four))).toBe('### ✅ bench-check: **pass** — 4 of 4 suites not gated (fewer than 10 items or no value: `s1`, `s2`, `s3`, `s4`) · 4 suites · α = 0.050');
    expect(verdictLine(input([...four, small('s5', 3)], undefined, { minItems: 4 }))).toBe('### ✅ bench-check: **pass** — 5 of 5 suites not gated (fewer than 4 items or no value: `s1`, `s2`, `s3`, `s4`, …) · 5 suites · α = 0.050');
  });

  it('say so in their section title', () => {
    const text = render(input([small('few', 5), small('enough', 100)]));
    expect(text).toContain('#### `few` · custom — not gated (insufficient data)\n\n');
    expect(text).toContain('#### `enough` · custom — insufficient data\n\n');
  });
});

describe('a run that cannot be judged', () => {
  it('the verdict line says the run did not finish, or the baseline could not be loaded (not "no baseline")', () => {
    const current = doc([hurricane(61)]);
    const comparison = { ...compareDocuments(current, null, cfg), verdict: 'error' as const };
    const base: ReportInput = { current, baselineDoc: null, comparison, baseline: null, missingBaseline: 'HTTP 500', onMissingBaseline: 'warn' };
    expect(verdictLine({ ...base, baselineFailed: true })).toBe('### 💥 bench-check: **error** — the baseline could not be loaded · 1 suite · α = 0.050');
    expect(verdictLine({ ...base, baselineFailed: false, incomplete: 'the run did not finish (SIGTERM); not scored: b' })).toBe(
      '### 💥 bench-check: **error** — the run did not finish, no baseline (on-missing-baseline: warn) · 1 suite · α = 0.050',
    );
    expect(verdictLine({ ...base, incomplete: null })).toBe('### 💥 bench-check: **error** — no baseline (on-missing-baseline: warn) · 1 suite · α = 0.050');
  });

  it('the provenance block says why the baseline could not be loaded', () => {
    const none = { ...fixture(), baseline: null, baselineFailed: true };
    expect(provenanceBlock({ ...none, missingBaseline: 'the baseline b.json does not exist (it was named explicitly)' })).toBe(
      `**The baseline could not be loaded:** the baseline b.${ZW}json does not exist &#40;it was named explicitly&#41;. Nothing was compared, so this run has no verdict: fix the baseline (or the lookup) and run again.`,
    );
    expect(provenanceBlock({ ...none, missingBaseline: null })).toMatch(/^\*\*The baseline could not be loaded:\*\* unknown cause\. Nothing was compared/);
    // A baseline that is there is shown as such.
    expect(provenanceBlock({ ...fixture(), baselineFailed: true })).toBe(provenanceBlock(fixture()));
  });

  it('the report of a run that did not finish says so under the verdict line', () => {
    const input: ReportInput = { ...fixture(), incomplete: 'the run did not finish (SIGTERM); not scored: b, c' };
    const blocks = render(input).split('\n\n');
    expect(blocks[0]).toBe(verdictLine(input));
    expect(blocks[1]).toBe(`**This run did not finish:** the run did not finish &#40;SIGTERM&#41;; not scored:${ZW} b, c. Its verdict is \`error\`; the suites it did score are shown below.`);
    expect(blocks[2]).toBe(provenanceBlock(input));
    expect(render({ ...fixture(), incomplete: null })).not.toContain('did not finish');
  });
});

describe('provenance of an artifact baseline', () => {
  it('names the workflow run (event, branch, SHA) and quotes how it was chosen before the warnings', () => {
    const p = provenance({ source: 'artifact', location: 'bench-results', commit: null, ageDays: null, run: { id: 74, event: 'push', branch: 'main', sha: 'abc123' }, notes: ['the merge base could not be determined'] });
    expect(provenanceBlock({ ...fixture(), baseline: { provenance: p, warnings: ['tool version differs'] } }).split('\n')).toEqual([
      '**Baseline:** artifact `bench-results` · created `2026-11-01T00:00:00Z` · run 74 (push on `main`, `abc123`)',
      '> ℹ️ the merge base could not be determined',
      '> ⚠️ tool version differs',
    ]);
    const noBranch = provenance({ commit: null, ageDays: null, run: { id: 5, event: 'schedule', branch: null, sha: 'f' } });
    expect(provenanceBlock({ ...fixture(), baseline: { provenance: noBranch, warnings: [] } })).toBe('**Baseline:** `.bench/baseline.json` · created `2026-11-01T00:00:00Z` · run 5 (schedule on `?`, `f`)');
    expect(provenanceBlock({ ...fixture(), baseline: { provenance: provenance({ run: null, notes: [] }), warnings: [] } })).toBe(provenanceBlock(fixture()));
  });
});

describe('rendering details', () => {
  it('a p-value of exactly 0.001 is printed, below it is "< 0.001"', () => {
    const c = fixture().comparison;
    const at = (p: number) => {
      const t = { ...c.suites[0]!.targets[0]!, p };
      return regressionsTable({ ...c, suites: [{ ...c.suites[0]!, targets: [t] }] }).split('\n')[4]!.split(' | ')[5];
    };
    expect([at(0.001), at(0.00099), at(0.0015)]).toEqual(['0.001', '< 0.001', '0.002']);
  });

  it('a round target without counts shows dashes for input, passed and conditional rate', () => {
    const input = fixture();
    const s = input.comparison.suites[0]!;
    const { round: _counts, ...bare } = s.targets[0]!;
    const text = render({ ...input, comparison: { ...input.comparison, suites: [{ ...s, targets: [bare] }] } });
    expect(text).toContain('| Round 1 · Reachability | – | – | – | 80.0 % | -10.0 pts | 0.025 | ❌ regressed |');
  });

  it('a benchmark without its own section renders without one', () => {
    const plain = { all: [], find: (id: string) => (id === 'hurricane' ? { ...catalog.find('hurricane')!, render: undefined } : catalog.find(id)) } as typeof catalog;
    const input = fixture();
    const text = renderComparisonReport(input, { catalog: plain, budget: 1_000_000, commentKey: null });
    const h = text.slice(text.indexOf('#### `h`'), text.indexOf('#### `p`'));
    expect(h).toBe(render(input).slice(render(input).indexOf('#### `h`'), render(input).indexOf('#### `p`')));
    expect(h.startsWith('#### `h` · HurricaneMobility — unchanged')).toBe(true);
  });
});

describe('sections without some parts', () => {
  it('a suite without metrics has no metrics block: its rounds are followed by its chart', () => {
    const text = render(fixture());
    const section = text.slice(text.indexOf('#### `p`'), text.indexOf('<sub>'));
    expect(section.split('\n\n').slice(0, 5)).toEqual([
      '#### `p` · custom — unchanged',
      '**Final score:** 95.00 (baseline 95.00, Δ 0.00) — unchanged',
      '| round | input | passed | conditional rate | survival | Δ vs baseline | p | verdict |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n| only-round | 100 | 95 | 95.0 % | 95.0 % | 0.0 pts | 0.500 | unchanged |',
      '100 items, 0 could not be scored.',
      '```mermaid\nxychart-beta\n  title "Survival per round (bars: current, line: baseline)"\n  x-axis ["all", "only-round"]\n  y-axis "% of items" 0 --> 100\n  bar [100, 95]\n  line [100, 95]\n```',
    ]);
  });

  it('a removed suite: its title, its final score line and its rounds table, nothing after the table', () => {
    const r = (id: string) => suite({ id, benchmark: 'custom', task: null, total: 10, finalScore: 50, rounds: [{ id: 'a', input: 10, passed: 10 }] });
    const current = doc([r('s')]);
    const baselineDoc = doc([r('s'), r('gone')]);
    const text = render({ current, baselineDoc, comparison: compareDocuments(current, baselineDoc, cfg), baseline: { provenance: provenance(), warnings: [] }, missingBaseline: null, onMissingBaseline: 'warn' });
    expect(text.slice(text.indexOf('#### `gone`'), text.indexOf('<sub>'))).toBe(
      [
        '#### `gone` · custom — removed',
        '**Final score:** – (baseline 50.00, Δ –) — removed',
        '| round | input | passed | conditional rate | survival | Δ vs baseline | p | verdict |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n| a | 0 | 0 | – | – | – | – | removed |',
        '',
      ].join('\n\n'),
    );
  });
});
