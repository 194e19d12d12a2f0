import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDocuments, compareRuns } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { COMMENT_BUDGET, commentMarker, parseMarker, renderComparisonReport, type ReportInput } from '../../src/report/comment.js';
import { inlineCode, plainText, table } from '../../src/core/markdown.js';
import type { BaselineProvenance } from '../../src/gate/baseline.js';
import { assertInert, HOSTILE } from '../markdown-safety.js';
import { doc, suite, tempDir } from './helpers.js';
import { catalog, gateHints } from '../catalog.js';

describe('inlineCode and plainText', () => {
  it('render every hostile string inert, alone and in a table', () => {
    for (const s of HOSTILE) {
      assertInert(plainText(s));
      assertInert(inlineCode(s));
      assertInert(table(['a', 'b', 'c'], [[inlineCode(s), plainText(s), 'x']]));
    }
  });
  it('keeps an HTML entity intact and truncates with an ellipsis', () => {
    expect(plainText('a&b')).toBe('a&#38;b');
    expect(plainText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('x'.repeat(50), 10)).toBe(`\`${'x'.repeat(9)}…\``);
  });
});

function provenance(over: Partial<BaselineProvenance> = {}): BaselineProvenance {
  return { source: 'file', location: '.bench/baseline.json', commit: 'b'.repeat(40), createdAt: '2026-11-01T00:00:00Z', runUrl: null, ageDays: 20, reason: null, updatedAt: null, ...over };
}

function hostileDocs() {
  const mk = (passed: number, label: string) =>
    suite({
      id: 'transit-single',
      task: HOSTILE[0]!,
      total: 100,
      rounds: [
        { id: 'reachability', label, input: 100, passed },
        { id: HOSTILE[5]!, label: HOSTILE[2]!, input: passed, passed: passed - 5 },
        { id: 'x\n```\n<img src=x>\n', label: 'fence', input: passed - 5, passed: passed - 6 },
      ],
      metrics: Object.fromEntries(HOSTILE.map((h, i) => [h, { value: i + (passed > 80 ? 0 : 3), direction: 'higher' as const }])),
      finalScore: passed / 2,
    });
  return { current: doc([mk(60, HOSTILE[1]!)]), baseline: doc([mk(90, HOSTILE[8]!)], { commit: HOSTILE[12]! }) };
}

describe('comparison report', () => {
  const cfg = resolveGateConfig(undefined, gateHints);
  it('renders untrusted text from both documents inert', async () => {
    const { current, baseline } = hostileDocs();
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'items.jsonl'),
      HOSTILE.map((h, i) => JSON.stringify({ id: h, reachability: false, reason: HOSTILE[(i + 3) % HOSTILE.length] })).join('\n'),
    );
    current.suites[0]!.itemsFile = 'items.jsonl';
    const comparison = await compareRuns({ doc: current, dir }, { doc: baseline, dir: null }, cfg);
    const input: ReportInput = {
      current,
      baselineDoc: baseline,
      comparison,
      baseline: { provenance: provenance({ commit: HOSTILE[12]!, reason: HOSTILE.join(' ') }), warnings: [HOSTILE[0]!, HOSTILE[13]!] },
      missingBaseline: null,
      onMissingBaseline: 'warn',
    };
    const text = renderComparisonReport(input, { catalog, budget: COMMENT_BUDGET, commentKey: 'main' });
    expect(text.startsWith(commentMarker('main', comparison.verdictHash))).toBe(true);
    expect(text).toContain('#### Regressions');
    expect(text).toContain('**Worst items**');
    assertInert(text);
    const url = 'https://github.com/o/r/actions/runs/1';
    const withRun = renderComparisonReport({ ...input, baseline: { provenance: provenance({ runUrl: url }), warnings: [] } }, { catalog, budget: COMMENT_BUDGET, commentKey: 'main' });
    assertInert(withRun, [url]);
  });

  it('says so when there is no baseline', () => {
    const { current } = hostileDocs();
    const comparison = compareDocuments(current, null, cfg);
    const text = renderComparisonReport({ current, baselineDoc: null, comparison, baseline: null, missingBaseline: 'no baseline at .bench/baseline.json', onMissingBaseline: 'warn' }, { catalog, budget: COMMENT_BUDGET, commentKey: null });
    expect(text).toMatch(/bench-check: \*\*warn\*\* — no baseline \(on-missing-baseline: warn\)/);
    expect(text).toContain('**No baseline:**');
  });

  it('keeps a run with 50 000 failing items under the comment limit, and drops detail in order', async () => {
    const dir = tempDir();
    const n = 50_000;
    const lines: string[] = [];
    for (let i = 0; i < n; i++) lines.push(JSON.stringify({ id: `item-${i}-${'x'.repeat(40)}`, r1: false, r2: null, reason: `failure reason ${'y'.repeat(200)} ${i}` }));
    writeFileSync(path.join(dir, 'big.items.jsonl'), `${lines.join('\n')}\n`);
    const metrics = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`metric_${i}`, { value: i % 20 === 0 ? 1 : 10, direction: 'higher' as const }]));
    const baseMetrics = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`metric_${i}`, { value: 10, direction: 'higher' as const }]));
    const many = (m: typeof metrics, passed: number) =>
      Array.from({ length: 5 }, (_, k) => suite({ id: `s${k}`, total: n, rounds: [{ id: 'r1', input: n, passed }, { id: 'r2', input: passed, passed }], metrics: m, finalScore: 0, itemsFile: 'big.items.jsonl' }));
    const current = doc(many(metrics, 0));
    const baseline = doc(many(baseMetrics, n));
    const comparison = await compareRuns({ doc: current, dir }, { doc: baseline, dir: null }, cfg);
    const input: ReportInput = { current, baselineDoc: baseline, comparison, baseline: { provenance: provenance(), warnings: [] }, missingBaseline: null, onMissingBaseline: 'warn' };
    const text = renderComparisonReport(input, { catalog, budget: COMMENT_BUDGET, commentKey: 'k', fullReportUrl: 'https://github.com/o/r/actions/runs/9' });
    expect(text.length).toBeLessThanOrEqual(COMMENT_BUDGET);
    expect(text.length).toBeLessThan(65_536);
    expect(text).toMatch(/^<!-- bench-check:k verdicts:/);
    expect(text).toContain('bench-check: **fail**');
    expect(text).toContain('#### Regressions');
    expect(text).toMatch(/Left out to fit GitHub's comment size limit: worst items/);
    expect(text).toContain('[job summary](https://github.com/o/r/actions/runs/9)');
    const full = renderComparisonReport(input, { catalog, budget: 1_000_000, commentKey: null });
    expect(full).toContain('**Worst items**');
    expect(full).not.toContain('Left out');
    // Smaller budget: worst items go before charts.
    const mid = renderComparisonReport(input, { catalog, budget: full.length - 1, commentKey: null });
    expect(mid).not.toContain('**Worst items**');
    expect(mid).toContain('```mermaid');
  });

  it('parses the marker back', () => {
    const m = commentMarker('my key', 'abc123');
    expect(m).toBe('<!-- bench-check:my_key verdicts:abc123 -->');
    expect(parseMarker(`${m}\nbody`, 'my key')).toEqual({ verdictHash: 'abc123' });
    expect(parseMarker(`${m}\nbody`, 'other')).toBeNull();
  });
});

describe('comment budget drop order', () => {
  it('drops worst items → charts → unchanged metrics → round detail of passing suites → suite sections, never the regressions', async () => {
    const cfg = resolveGateConfig(undefined, gateHints);
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a.items.jsonl'), Array.from({ length: 5 }, (_, i) => JSON.stringify({ id: `a-${i}`, r1: false, reason: 'broken' })).join('\n'));
    const metrics = Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`m${i}`, { value: 10, direction: 'higher' as const }]));
    const a = (passed: number) => suite({ id: 'a', total: 100, rounds: [{ id: 'r1', input: 100, passed }], itemsFile: 'a.items.jsonl' });
    const b = () => suite({ id: 'b', total: 100, rounds: [{ id: 'passing-round', input: 100, passed: 90 }], metrics });
    const current = doc([a(50), b()]);
    const baseline = doc([a(90), b()]);
    const comparison = await compareRuns({ doc: current, dir }, { doc: baseline, dir: null }, cfg);
    const input: ReportInput = { current, baselineDoc: baseline, comparison, baseline: { provenance: provenance(), warnings: [] }, missingBaseline: null, onMissingBaseline: 'warn' };
    const texts: string[] = [];
    let budget = 1_000_000;
    for (let i = 0; i < 6; i++) {
      const t = renderComparisonReport(input, { catalog, budget, commentKey: 'k' });
      texts.push(t);
      budget = t.length - 1;
    }
    const has = (t: string) => ({
      worst: t.includes('**Worst items**'),
      charts: t.includes('```mermaid'),
      unchanged: t.includes('| `m0` |'),
      passingRounds: t.includes('passing&#45;round') || t.includes('passing-round'),
      suites: t.includes('#### `a`'),
      regressions: t.includes('#### Regressions') && t.includes('round `r1`'),
    });
    expect(texts.map(has)).toEqual([
      { worst: true, charts: true, unchanged: true, passingRounds: true, suites: true, regressions: true },
      { worst: false, charts: true, unchanged: true, passingRounds: true, suites: true, regressions: true },
      { worst: false, charts: false, unchanged: true, passingRounds: true, suites: true, regressions: true },
      { worst: false, charts: false, unchanged: false, passingRounds: true, suites: true, regressions: true },
      { worst: false, charts: false, unchanged: false, passingRounds: false, suites: true, regressions: true },
      { worst: false, charts: false, unchanged: false, passingRounds: false, suites: false, regressions: true },
    ]);
    for (const t of texts.slice(1)) expect(t).toMatch(/Left out to fit/);
    for (const t of texts) expect(t).toMatch(/^<!-- bench-check:k verdicts:[0-9a-f]+ -->\n\n### ❌ bench-check: \*\*fail\*\*/);
  });
});
