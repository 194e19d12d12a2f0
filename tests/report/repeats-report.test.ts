// How every report shows the gate on repeats and the run's adjustment (issue #27): each side's
// spread, the test, the raw and the adjusted p, the verdict "worse (not shown)", the counts output.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig, type GateConfig } from '../../src/gate/config.js';
import type { GateReport } from '../../src/gate/index.js';
import type { BaselineProvenance } from '../../src/gate/baseline.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { renderComparisonReport } from '../../src/report/comment.js';
import { renderComparisonText } from '../../src/report/comparison-text.js';
import { renderJunit } from '../../src/report/junit.js';
import { renderGab, type GabEntry } from '../../src/report/gab.js';
import { comparisonJson, outputStrings } from '../../src/report/outputs.js';
import { doc } from '../gate/helpers.js';
import { repeatSuite } from '../gate/repeats-helpers.js';
import { catalog } from '../catalog.js';
import { assertInert } from '../markdown-safety.js';

const provenance: BaselineProvenance = {
  source: 'file',
  location: '.bench/baseline.json',
  commit: 'b'.repeat(40),
  createdAt: '2026-11-01T00:00:00Z',
  runUrl: null,
  ageDays: 2,
  reason: null,
  updatedAt: null,
};

function report(current: ResultsDocument, baseline: ResultsDocument, gate: GateConfig = {}): GateReport {
  return {
    current,
    baselineDoc: baseline,
    comparison: compareDocuments(current, baseline, resolveGateConfig(gate)),
    baseline: { provenance, warnings: [] },
    missingBaseline: null,
    onMissingBaseline: 'warn',
  };
}

const base = [71, 72.5, 70.2, 71.8, 72.1, 70.9, 71.4, 72.3];
// Suite `big`: 8 points worse, clearly; suite `noisy`: 6 points worse in noise (paired t ≈ 2.1,
// p ≈ 0.036 alone: × 2 under Holm with `flat`, which did not move, in the family).
const noisyDrops = [-5, 17, -2, 15, 0, 13, 3, 9];
const flat = base.map((v, i) => v + (i % 2 === 0 ? 0.3 : -0.3));
const current = doc([
  repeatSuite({
    id: 'big',
    benchmark: 'custom',
    finalScores: base.map((v) => v - 8),
    metrics: { mape: base.map((v) => v / 4) },
    lower: ['mape'],
  }),
  repeatSuite({ id: 'noisy', benchmark: 'custom', finalScores: base.map((v, i) => v - noisyDrops[i]!) }),
  repeatSuite({ id: 'flat', benchmark: 'custom', finalScores: flat }),
]);
const baseline = doc([
  repeatSuite({
    id: 'big',
    benchmark: 'custom',
    finalScores: base,
    metrics: { mape: base.map((v) => v / 4 - 2) },
    lower: ['mape'],
  }),
  repeatSuite({ id: 'noisy', benchmark: 'custom', finalScores: base }),
  repeatSuite({ id: 'flat', benchmark: 'custom', finalScores: base }),
]);

describe('reports of a run with repeats', () => {
  const r = report(current, baseline);
  const noisy = r.comparison.suites[1]!.finalScore!;

  it('the fixture: big regressed; noisy significant alone but not after Holm → not-shown; the run fails (big)', () => {
    expect(r.comparison.suites[0]!.finalScore!.verdict).toBe('regressed');
    expect(noisy.p!).toBeLessThan(0.05);
    expect(noisy.pAdjusted!).toBeGreaterThanOrEqual(0.05);
    expect(noisy.verdict).toBe('not-shown');
    expect(r.comparison.verdict).toBe('fail');
  });

  it('the comment: both spreads, the test, raw and adjusted p, the new verdict word; inert', () => {
    const md = renderComparisonReport(r, { catalog, budget: 1_000_000, commentKey: null });
    assertInert(md);
    expect(md).toContain(
      '**Final score:** 63.52 ± 0.66 (n=8) (baseline 71.52 ± 0.66 (n=8), Δ -8.00, paired t (repeats) p < 0.001) — ❌ regressed',
    );
    expect(md).toMatch(
      /\*\*Final score:\*\* 65\.27 ± \d+\.\d\d \(n=8\) \(baseline 71\.52 ± 0\.66 \(n=8\), Δ -6\.25, paired t \(repeats\) p = 0\.0\d\d, adjusted 0\.\d\d\d\) — ❔ worse \(not shown\)/,
    );
    expect(md).toContain(
      '| `mape` | lower | 15.8812 ± 0.1656 (n=8) | 17.8812 ± 0.1656 (n=8) | +2.0000 | paired t (repeats) p < 0.001 | ❌ regressed |',
    );
    expect(md).toContain(
      "with repeats on both sides, every target by Welch's or the paired t on the repeats (mean ± 95 % interval, n); p-values adjusted over the run's 4 tests (Holm)",
    );
    expect(md).toContain('1 worse (not shown)');
    expect(md).toMatch(
      /\| ❔ \| `noisy` · `finalScore` \|.*but p = 0\.0\d+, adjusted 0\.\d+ ≥ α = 0\.05 \(not significant\) \|/,
    );
  });

  it('the terminal: the word, both p values, the test and both spreads', () => {
    const text = renderComparisonText(r);
    expect(text).toMatch(/noisy\s+final score\s+71\.52\s+65\.27\s+-6\.25\s+worse \(not shown\)/);
    expect(text).toMatch(
      /p = 0\.0\d\d, adjusted 0\.\d\d\d, not below α = 0\.05 \(paired t on the repeats, by seed\): not significant; repeats: baseline 71\.52 ± 0\.66 \(n=8\), current 65\.27 ± \d+\.\d\d \(n=8\)/,
    );
    expect(text).toMatch(/verdict: FAIL — .*1 worse \(not shown\)/);
  });

  it('the exports and the outputs: the verdict id, the test, both p values, the counts', () => {
    const junit = renderJunit({ report: r, gated: true });
    expect(junit).toContain('verdict: not-shown');
    expect(junit).toMatch(/test: paired t on the repeats, paired by seed, p = 0\.0\d\d, adjusted 0\.\d\d\d/);
    expect(junit).toContain('repeats: baseline 71.52 ± 0.66 (n=8), current 63.52 ± 0.66 (n=8)');
    const bigger = JSON.parse(renderGab({ report: r, gated: true }).bigger) as GabEntry[];
    expect(bigger.find((e) => e.name.startsWith('noisy'))!.extra).toContain('verdict not-shown');
    const out = outputStrings(r.comparison);
    expect(JSON.parse(out['target-counts']!)).toEqual({
      regressed: 2,
      'possible-regression': 0,
      'not-shown': 1,
      improved: 0,
      unchanged: 1,
      'insufficient-data': 0,
      new: 0,
      removed: 0,
    });
    const json = comparisonJson(r.comparison) as {
      multipleTesting: string;
      family: number;
      suites: { targets: { p: number; pAdjusted: number; repeats?: { test: string } }[] }[];
    };
    expect([json.multipleTesting, json.family]).toEqual(['holm', 4]);
    expect(json.suites[1]!.targets[0]).toMatchObject({
      p: noisy.p,
      pAdjusted: noisy.pAdjusted,
      repeats: { test: 'paired-t' },
    });
  });

  it('with multipleTesting none nothing is adjusted and noisy regresses', () => {
    const none = report(current, baseline, { multipleTesting: 'none' });
    expect(none.comparison.suites[1]!.finalScore!).toMatchObject({ verdict: 'regressed', pAdjusted: noisy.p });
    expect(renderComparisonText(none)).not.toContain('adjusted');
  });
});
