// applyGate with a baseline already loaded (the caller's job): exit codes 0 ok · 1 regressed ·
// 2 a suite in error · 3 no baseline under on-missing-baseline fail, precedence 2 > 3 > 1 > 0
// (results.md "CLI contract"); the document's verdict, the comment and the summary, the outputs.
import { describe, expect, it } from 'vitest';
import type { BaselineLoad } from '../../src/gate/baseline.js';
import { applyGate } from '../../src/gate/index.js';
import { renderGateReports } from '../../src/report/comment.js';
import { catalog, gateHints } from '../catalog.js';
import type { Logger } from '../../src/core/logger.js';
import type { ResultsDocument, Suite } from '../../src/results/types.js';
import { doc, suite } from './helpers.js';

function logger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info: () => {}, warn: (m) => warnings.push(m) };
}

const r = (passed: number, over: Partial<Suite> = {}) => suite({ id: 's', benchmark: 'custom', total: 100, rounds: [{ id: 'a', input: 100, passed }], ...over });
const found = (base: ResultsDocument, ageDays = 1): BaselineLoad => ({
  kind: 'found',
  side: { doc: base, dir: null },
  provenance: { source: 'file', location: 'b.json', commit: null, createdAt: base.run.createdAt, runUrl: null, ageDays, reason: null, updatedAt: null },
});
const missing: BaselineLoad = { kind: 'missing', message: 'no baseline at .bench/baseline.json' };
const env = { SOURCE_DATE_EPOCH: '0' };

async function gate(current: ResultsDocument, baseline: BaselineLoad, gateConfig: object = {}, commentKey: string | null = 'k') {
  const log = logger();
  const out = await applyGate(current, gateConfig, { cwd: '/nonexistent', env, log, resultsDir: null, baseline, hints: gateHints });
  return { ...out, ...renderGateReports(out.report, { catalog, commentKey }), log };
}

describe('applyGate exit codes and verdicts', () => {
  it('0 and pass when nothing regressed; the document gets the verdict', async () => {
    const cur = doc([r(90)]);
    const out = await gate(cur, found(doc([r(90)])));
    expect(out.exitCode).toBe(0);
    expect(out.doc.verdict).toBe('pass');
    expect(cur.verdict).toBeNull();
    expect(out.outputs.verdict).toBe('pass');
    expect(out.markdown.startsWith(`<!-- bench-check:k verdicts:${out.comparison.verdictHash} -->\n\n### ✅ bench-check: **pass**`)).toBe(true);
    expect(out.summary.startsWith('### ✅ bench-check: **pass**')).toBe(true);
    expect(out.log.warnings).toEqual([]);
  });

  it('1 and fail on a regression in any suite; the regression is in the outputs', async () => {
    const other = (passed: number) => r(passed, { id: 'other', finalScore: 80 });
    const out = await gate(doc([r(50), other(90)]), found(doc([r(90), other(90)])));
    expect([out.exitCode, out.doc.verdict]).toEqual([1, 'fail']);
    expect(out.outputs.baselineScore).toBe(80);
    expect(out.markdown).toContain('  line [100, 90]'); // the baseline's funnel line
    expect(out.outputs.regressions.map((x) => `${x.suite}/${x.id}`)).toEqual(['s/a']);
    expect(out.markdown).toContain('#### Regressions');
  });

  it('2 when a suite is in error, even with a regression elsewhere', async () => {
    const out = await gate(doc([r(50), r(0, { id: 'broken', status: 'error' })]), found(doc([r(90), r(90, { id: 'broken' })])));
    expect([out.exitCode, out.doc.verdict]).toEqual([2, 'error']);
  });

  it('a baseline that is there satisfies on-missing-baseline fail', async () => {
    const out = await gate(doc([r(90)]), found(doc([r(90)])), { onMissingBaseline: 'fail' });
    expect([out.exitCode, out.doc.verdict]).toEqual([0, 'pass']);
  });

  it('passes the logger to the comparison: a missing items file of the run is reported', async () => {
    const log = logger();
    const out = await applyGate(doc([r(90, { itemsFile: 's.items.jsonl' })]), {}, { cwd: '/nonexistent', env, log, resultsDir: '/nonexistent-results', baseline: found(doc([r(90)])), hints: gateHints });
    expect(out.exitCode).toBe(0);
    expect(log.warnings).toEqual(['items file of suite s not found: s.items.jsonl']);
  });

  it('without a baseline: 3 only under fail, and 3 outranks a regression', async () => {
    const bound = { rules: [{ round: 'a', fail: { min: 60 } }] };
    expect((await gate(doc([r(90)]), missing, { onMissingBaseline: 'fail' })).exitCode).toBe(3);
    expect((await gate(doc([r(50)]), missing, { ...bound, onMissingBaseline: 'fail' })).exitCode).toBe(3);
    const warn = await gate(doc([r(90)]), missing, { onMissingBaseline: 'warn' });
    expect([warn.exitCode, warn.doc.verdict]).toEqual([0, 'warn']);
    expect(warn.log.warnings).toEqual(['no baseline at .bench/baseline.json (on-missing-baseline: warn)']);
    expect(warn.markdown).toContain('**No baseline:**');
    const pass = await gate(doc([r(90)]), missing, { onMissingBaseline: 'pass' });
    expect([pass.exitCode, pass.doc.verdict]).toEqual([0, 'no-baseline']);
    const regressed = await gate(doc([r(50)]), missing, { ...bound, onMissingBaseline: 'pass' });
    expect([regressed.exitCode, regressed.doc.verdict]).toEqual([1, 'fail']);
    expect(regressed.outputs.baselineScore).toBeNull();
  });

  it('warns about a stale baseline and shows it in the comment', async () => {
    const out = await gate(doc([r(90)]), found(doc([r(90)]), 30), { baseline: { maxAgeDays: 7 } }, null);
    expect(out.log.warnings).toEqual(['the baseline is 30 days old (more than 7)']);
    expect(out.markdown).toContain('> ⚠️ the baseline is 30 days old &#40;more than 7&#41;');
    expect(out.markdown.startsWith('### ✅')).toBe(true);
    expect(out.baseline?.provenance.ageDays).toBe(30);
  });
});
