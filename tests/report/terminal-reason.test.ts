// The terminal's "why" of a regressed target (report/words.ts terminalReason, through
// comparison-text.ts), sentence by sentence, for each branch: the change and its
// share of the baseline, the threshold crossed, the test and its (adjusted) p against α, minEffect,
// an absolute bound with and without a baseline value.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig, type GateConfig } from '../../src/gate/config.js';
import type { GateReport } from '../../src/gate/index.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { terminalInline } from '../../src/core/doc.js';
import { terminalReason } from '../../src/report/reason-words.js';
import { doc, suite } from '../gate/helpers.js';
import { gateHints } from '../catalog.js';

function report(current: ResultsDocument, baseline: ResultsDocument, gate: GateConfig = {}): GateReport {
  const comparison = compareDocuments(current, baseline, resolveGateConfig(gate, gateHints));
  return {
    current,
    baselineDoc: baseline,
    comparison,
    baseline: null,
    missingBaseline: null,
    onMissingBaseline: 'warn',
  };
}

/** Why each target that did not pass did not, by target id. */
function reasons(r: GateReport): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of r.comparison.suites)
    for (const t of s.targets)
      if (!['pass', 'unchanged', 'insufficient-data'].includes(t.verdict))
        out[t.id] = terminalInline(terminalReason(t, r.comparison.alpha));
  return out;
}

/** A suite with one metric in km, higher is better (absent when `value` is null). */
const km = (value: number | null) =>
  suite({
    id: 'h',
    benchmark: 'hurricane',
    total: 1,
    finalScore: null,
    metrics: value === null ? {} : { acc: { value, direction: 'higher', unit: 'km' } },
  });

/** A suite of 100 items with one round, or two chained rounds. */
const rounds = (...passed: number[]) =>
  suite({
    id: 't',
    total: 100,
    finalScore: null,
    rounds: passed.map((p, i) => ({ id: `r${i + 1}`, input: i === 0 ? 100 : passed[i - 1]!, passed: p })),
    metrics: {},
  });

describe('the terminal reason of a target', () => {
  it('a rate: the drop, the threshold, the test with p below α; not significant: said so', () => {
    expect(reasons(report(doc([rounds(60)]), doc([rounds(90)])))).toEqual({
      r1: 'fell by 30.00 pp; fail threshold: falls by more than 5.00 pp; p < 0.001, below α = 0.05 (Newcombe, unpaired)',
    });
    const gate: GateConfig = { rules: [{ round: '*', fail: { maxDrop: 1 } }] };
    expect(reasons(report(doc([rounds(85)]), doc([rounds(90)]), gate))).toEqual({
      r1: 'fell by 5.00 pp; fail threshold: falls by more than 1.00 pp; p = 0.143, not below α = 0.05 (Newcombe, unpaired): not significant',
    });
  });

  it('several tests: the adjusted p is named where it differs from the test’s own', () => {
    expect(reasons(report(doc([rounds(80, 70)]), doc([rounds(90, 85)])))).toEqual({
      r1: 'fell by 10.00 pp; fail threshold: falls by more than 5.00 pp; p = 0.025, below α = 0.05 (Newcombe, unpaired)',
      r2: 'fell by 15.00 pp; fail threshold: falls by more than 5.00 pp; p = 0.006, adjusted 0.012, below α = 0.05 (Newcombe, unpaired)',
    });
  });

  it('minEffect: the drop it is smaller than is said after the test', () => {
    const gate: GateConfig = { rules: [{ round: '*', minEffect: 40 }] };
    expect(reasons(report(doc([rounds(60)]), doc([rounds(90)]), gate))).toEqual({
      r1: 'fell by 30.00 pp; fail threshold: falls by more than 5.00 pp; p < 0.001, below α = 0.05 (Newcombe, unpaired); the drop (30 points) is smaller than minEffect (40 points): it cannot fail',
    });
  });

  it('a metric: its share of the baseline with a sign when a rule has a percentage, none from a baseline of 0', () => {
    const pct: GateConfig = { rules: [{ metric: 'acc', fail: { maxDropPct: 10 } }] };
    expect(reasons(report(doc([km(5)]), doc([km(10)]), pct))).toEqual({
      acc: 'fell by 5.00 km (-50.00 % of the baseline); fail threshold: falls by more than 10 % of the baseline',
    });
    const both: GateConfig = { rules: [{ metric: 'acc', fail: { maxDropPct: 10, maxDrop: 0.5 } }] };
    expect(reasons(report(doc([km(-1)]), doc([km(0)]), both))).toEqual({
      acc: 'fell by 1.00 km; fail threshold: falls by more than 0.50 km or falls by more than 10 % of the baseline',
    });
  });

  it('an absolute bound: with the change, unchanged, or alone when the baseline has no value', () => {
    const max: GateConfig = { rules: [{ metric: 'acc', warn: { max: 4 } }] };
    expect(reasons(report(doc([km(5)]), doc([km(3)]), max))).toEqual({
      acc: 'rose by 2.00 km (+66.67 % of the baseline); 5.00 km is above the maximum 4.00 km (warn)',
    });
    const min: GateConfig = { rules: [{ metric: 'acc', fail: { min: 2 } }] };
    expect(reasons(report(doc([km(1)]), doc([km(1)]), min))).toEqual({
      acc: 'unchanged; 1.00 km is below the minimum 2.00 km (fail)',
    });
    expect(reasons(report(doc([km(1)]), doc([km(null)]), min))).toEqual({
      acc: '1.00 km is below the minimum 2.00 km (fail)',
    });
  });

  it('nothing of the above: the gate’s own reason (a value missing on one side)', () => {
    const r = report(doc([km(1)]), doc([km(2)]));
    const score = r.comparison.suites[0]!.targets.find((t) => t.id === 'finalScore')!;
    expect(score.verdict).toBe('insufficient-data');
    expect(terminalInline(terminalReason(score, r.comparison.alpha))).toBe('value is null on the current side');
  });
});
