// The gate on repeats (issue #27): Student's t against closed forms, tables and numerical
// integration of its density; Welch's and the paired t test; the family-wise adjustment; the
// comparison of suites with repeats (paired by seed, Welch for replicate files, one repeat: as
// before); minEffect; the verdict `not-shown`.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig, type GateConfig } from '../../src/gate/config.js';
import { judge } from '../../src/gate/judge.js';
import {
  adjustFamily,
  pairedTOneSided,
  summarizeRepeats,
  welchOneSided,
  type MultipleTesting,
} from '../../src/gate/stats.js';
import { logGamma, studentTCdf, studentTQuantile } from '../../src/gate/distributions.js';
import type { TargetComparison } from '../../src/gate/model.js';
import { doc, defaultRule } from './helpers.js';
import { repeatSuite } from './repeats-helpers.js';
import { gateHints } from '../catalog.js';
import type { ResultsDocument } from '../../src/results/types.js';

/** The plain adjustment: adjustFamily at an α that none of these p is near (nothing is rounded to it). */
const adjustPValues = (ps: readonly number[], method: MultipleTesting) => adjustFamily(ps, method, 0.0123);

/** Student's t density, written out from its definition (Γ by the test's own Stirling series, not the implementation's). */
function tDensity(x: number, df: number): number {
  // ln Γ by Stirling's series after shifting the argument above 10 (error < 1e-13).
  const lnGamma = (z: number): number => {
    let shift = 0;
    while (z < 10) {
      shift -= Math.log(z);
      z += 1;
    }
    return (
      shift +
      (z - 0.5) * Math.log(z) -
      z +
      0.5 * Math.log(2 * Math.PI) +
      1 / (12 * z) -
      1 / (360 * z ** 3) +
      1 / (1260 * z ** 5)
    );
  };
  const c = Math.exp(lnGamma((df + 1) / 2) - lnGamma(df / 2)) / Math.sqrt(df * Math.PI);
  return c * (1 + (x * x) / df) ** (-(df + 1) / 2);
}

/** P(T ≤ t) for t ≤ 0 by composite Simpson on (−∞, t] after x = t − u/(1 − u), u ∈ [0, 1). */
function tCdfByIntegration(t: number, df: number): number {
  const f = (u: number) => (u >= 1 ? 0 : tDensity(t - u / (1 - u), df) / (1 - u) ** 2);
  const n = 20000;
  const h = 1 / n;
  let sum = f(0) + f(1 - 1e-12);
  for (let i = 1; i < n; i++) sum += (i % 2 === 1 ? 4 : 2) * f(i * h);
  return (sum * h) / 3;
}

describe("Student's t distribution", () => {
  it('ln Γ at values known in closed form, and the t CDF at the ends of the incomplete beta', () => {
    expect(logGamma(5)).toBeCloseTo(Math.log(24), 12);
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
    // t = 0 reads I_1 = 1, a huge |t| reads I_0 = 0: the bounds of the incomplete beta, exactly.
    expect([studentTCdf(0, 3), studentTCdf(0, 7.5)]).toEqual([0.5, 0.5]);
    expect([studentTCdf(-1e200, 3), studentTCdf(1e200, 3)]).toEqual([0, 1]);
  });

  it('the CDF matches the closed forms for 1 and 2 degrees of freedom', () => {
    for (const t of [-30, -4, -1.5, -0.2, 0, 0.7, 2, 9]) {
      expect(studentTCdf(t, 1), `df 1, t ${t}`).toBeCloseTo(0.5 + Math.atan(t) / Math.PI, 13);
      expect(studentTCdf(t, 2), `df 2, t ${t}`).toBeCloseTo(0.5 + t / (2 * Math.sqrt(2 + t * t)), 13);
    }
  });

  it('the CDF matches numerical integration of the density, fractional df included (Welch)', () => {
    for (const [t, df] of [
      [-2.1, 3],
      [-0.4, 7.5],
      [-3.3, 13.2],
      [-1.0, 30],
      [-5.0, 4.4],
    ] as const) {
      expect(studentTCdf(t, df), `t ${t}, df ${df}`).toBeCloseTo(tCdfByIntegration(t, df), 9);
    }
  });

  it('quantiles match the printed tables (two-sided 95 %, one-sided 95 %)', () => {
    const table: [number, number, number][] = [
      [0.975, 1, 12.7062],
      [0.975, 2, 4.3027],
      [0.975, 5, 2.5706],
      [0.975, 7, 2.3646],
      [0.975, 10, 2.2281],
      [0.975, 30, 2.0423],
      [0.95, 7, 1.8946],
      [0.95, 14, 1.7613],
      [0.99, 9, 2.8214],
    ];
    for (const [p, df, q] of table) expect(studentTQuantile(p, df), `t_${p}(${df})`).toBeCloseTo(q, 4);
    expect(studentTQuantile(0.025, 7)).toBeCloseTo(-2.3646, 4);
    expect(studentTCdf(studentTQuantile(0.9, 6.3), 6.3)).toBeCloseTo(0.9, 10);
  });
});

describe('tests on repeat values', () => {
  it('summaries: mean, sd and the 95 % t interval', () => {
    const s = summarizeRepeats([70, 72, 71, 73]);
    expect(s.mean).toBe(71.5);
    expect(s.sd).toBeCloseTo(Math.sqrt(5 / 3), 12);
    expect(s.halfWidth).toBeCloseTo(3.182446305 * (Math.sqrt(5 / 3) / 2), 6); // t_0.975(3) = 3.1824
    expect(summarizeRepeats([5]).halfWidth).toBe(0);
  });

  it('paired t with n = 3 (df 2, closed form)', () => {
    // drops 1, 2, 3: mean 2, sd 1, se 1/√3, t = 2√3.
    const { p, df } = pairedTOneSided([1, 2, 3], [0, 0, 0]);
    const t = 2 * Math.sqrt(3);
    expect(df).toBe(2);
    expect(p).toBeCloseTo(0.5 - t / (2 * Math.sqrt(2 + t * t)), 13);
  });

  it("Welch's t: statistic and Welch–Satterthwaite df, p from the integrated density", () => {
    const baseline = [10, 12, 11, 13, 12];
    const current = [9, 8, 10, 7];
    const b = summarizeRepeats(baseline);
    const c = summarizeRepeats(current);
    const vb = b.sd ** 2 / 5;
    const vc = c.sd ** 2 / 4;
    const df = (vb + vc) ** 2 / (vb ** 2 / 4 + vc ** 2 / 3);
    const r = welchOneSided(baseline, current);
    expect(r.df).toBeCloseTo(df, 12);
    expect(r.p).toBeCloseTo(tCdfByIntegration(-(b.mean - c.mean) / Math.sqrt(vb + vc), df), 9);
    // No difference at all in means: p = 0.5; no spread: a certain drop is p 0, none is p 1.
    expect(welchOneSided([1, 2, 3], [3, 2, 1]).p).toBeCloseTo(0.5, 12);
    expect(welchOneSided([2, 2], [1, 1]).p).toBe(0);
    expect(welchOneSided([2, 2], [2, 2]).p).toBe(1);
  });
});

describe('adjusting one family of p-values', () => {
  it('Holm (step-down) and Benjamini–Hochberg (step-up), in the input order', () => {
    const ps = [0.01, 0.04, 0.03, 0.005];
    const holm = adjustPValues(ps, 'holm');
    [0.03, 0.06, 0.06, 0.02].forEach((v, i) => expect(holm[i]).toBeCloseTo(v, 14));
    const bh = adjustPValues(ps, 'bh');
    [0.02, 0.04, 0.04, 0.02].forEach((v, i) => expect(bh[i]).toBeCloseTo(v, 14));
    expect(adjustPValues(ps, 'none')).toEqual(ps);
    expect(adjustPValues([], 'holm')).toEqual([]);
    expect(adjustPValues([0.5, 0.6], 'holm')).toEqual([1, 1]);
    // Ties: equal adjusted values whatever their order.
    expect(adjustPValues([0.02, 0.02, 0.001], 'holm')).toEqual([0.04, 0.04, 0.003]);
  });
});

const cfgOf = (gate: GateConfig = {}) => resolveGateConfig(gate);
const fsTarget = (c: ReturnType<typeof compareDocuments>, id: string): TargetComparison =>
  c.suites.find((s) => s.id === id)!.finalScore!;

describe('comparing suites with repeats', () => {
  const base = [71, 72.5, 70.2, 71.8, 72.1, 70.9, 71.4, 72.3];
  const worse = base.map((v, i) => v - 4 + (i % 2 === 0 ? 0.4 : -0.4));

  it('same seeds on both sides: paired t by seed, both spreads, p from the drops', () => {
    const c = compareDocuments(
      doc([repeatSuite({ id: 'f', finalScores: worse })]),
      doc([repeatSuite({ id: 'f', finalScores: base })]),
      cfgOf(),
    );
    const t = fsTarget(c, 'f');
    expect(t.test).toBe('paired-t');
    expect(t.p).toBeCloseTo(pairedTOneSided(base, worse).p, 14);
    expect(t.repeats).toMatchObject({ test: 'paired-t', df: 7, baseline: { n: 8 }, current: { n: 8 } });
    expect(t.repeats!.baseline.mean).toBeCloseTo(t.baseline!, 12);
    expect(t.repeats!.current.halfWidth).toBeCloseTo(summarizeRepeats(worse).halfWidth, 12);
    expect(t.verdict).toBe('possible-regression'); // 4 points: over warn 2, under fail 5
  });

  it('seeds paired by value, not position; other seeds or replicate files: Welch', () => {
    const shuffled = repeatSuite({ id: 'f', finalScores: [...worse].reverse(), seeds: [8, 7, 6, 5, 4, 3, 2, 1] });
    const c = compareDocuments(doc([shuffled]), doc([repeatSuite({ id: 'f', finalScores: base })]), cfgOf());
    expect(fsTarget(c, 'f').p).toBeCloseTo(pairedTOneSided(base, worse).p, 14);
    const otherSeeds = repeatSuite({ id: 'f', finalScores: worse, seeds: [11, 12, 13, 14, 15, 16, 17, 18] });
    const files = repeatSuite({ id: 'f', finalScores: worse, seeds: null });
    for (const current of [otherSeeds, files]) {
      const t = fsTarget(
        compareDocuments(doc([current]), doc([repeatSuite({ id: 'f', finalScores: base })]), cfgOf()),
        'f',
      );
      expect(t.test).toBe('welch');
      expect(t.p).toBeCloseTo(welchOneSided(base, worse).p, 14);
    }
  });

  it('a metric lower-is-better is tested in its direction; a drop past fail and significant regresses', () => {
    const mape = (shift: number) => base.map((v, i) => 20 + shift + (v - 71.5) * 0.3 + (i % 3) * 0.1);
    const cur = repeatSuite({ id: 'f', finalScores: base, metrics: { mape: mape(3) }, lower: ['mape'] });
    const bas = repeatSuite({ id: 'f', finalScores: base, metrics: { mape: mape(0) }, lower: ['mape'] });
    const c = compareDocuments(doc([cur]), doc([bas]), cfgOf());
    const m = c.suites[0]!.targets.find((t) => t.id === 'mape')!;
    expect(m.test).toBe('paired-t');
    expect(m.p!).toBeLessThan(1e-6);
    expect(m.verdict).toBe('regressed'); // +3 on 20.x is > 5 % of the baseline
    const better = compareDocuments(doc([bas]), doc([cur]), cfgOf()).suites[0]!.targets.find((t) => t.id === 'mape')!;
    expect(better.p!).toBeGreaterThan(0.999);
    expect(better.verdict).toBe('improved');
  });

  it('one repeat on either side, or none: the rules of before (thresholds, no test)', () => {
    const one = repeatSuite({ id: 'f', finalScores: [60] });
    const c = compareDocuments(doc([one]), doc([repeatSuite({ id: 'f', finalScores: base })]), cfgOf());
    expect(fsTarget(c, 'f')).toMatchObject({ test: null, p: null, pAdjusted: null, verdict: 'regressed' });
    expect(fsTarget(c, 'f').repeats).toBeUndefined();
  });

  it('fail crossed but not significant: not-shown, the run warns (exit codes as before)', () => {
    const noisy = [60, 85, 62, 83, 70, 75, 58, 88];
    const c = compareDocuments(
      doc([repeatSuite({ id: 'f', finalScores: noisy.map((v) => v - 6) })]),
      doc([repeatSuite({ id: 'f', finalScores: noisy, seeds: null })]),
      cfgOf(),
    );
    const t = fsTarget(c, 'f');
    expect(t.test).toBe('welch');
    expect(t.p!).toBeGreaterThan(0.05);
    expect(t.verdict).toBe('not-shown');
    expect(t.reasons[0]).toMatchObject({ kind: 'drop', level: 'fail', p: t.p, pAdjusted: t.pAdjusted });
    expect(c.verdict).toBe('warn');
    expect(c.suites[0]!.verdict).toBe('not-shown');
  });

  it('minEffect: a significant drop past fail but below minEffect cannot fail; at or above it, it can', () => {
    const cur = repeatSuite({ id: 'f', finalScores: base.map((v) => v - 6) });
    const bas = repeatSuite({ id: 'f', finalScores: base });
    const rule = (minEffect: number | null) => cfgOf({ rules: [{ metric: 'finalScore', minEffect }] });
    const small = fsTarget(compareDocuments(doc([cur]), doc([bas]), rule(8)), 'f');
    expect(small.p!).toBeLessThan(1e-6);
    expect(small.verdict).toBe('possible-regression'); // judged at the warn level (2 points)
    expect(small.reasons.map((r) => r.kind)).toEqual(['drop', 'min-effect']);
    expect(fsTarget(compareDocuments(doc([cur]), doc([bas]), rule(6)), 'f').verdict).toBe('regressed');
    expect(fsTarget(compareDocuments(doc([cur]), doc([bas]), rule(null)), 'f').verdict).toBe('regressed');
    // Below minEffect and below warn too: unchanged.
    const quiet = judge({
      baseline: { value: 10, n: null, counts: null },
      current: { value: 9.4, n: null, counts: null },
      rule: { ...defaultRule('unit', 'higher'), warn: { maxDropPct: 10 }, minEffect: 1 },
      scale: 'unit',
      tested: false,
      pairedCounts: null,
      cfg: { level: 0.95, minItems: 10 },
    });
    expect(quiet.verdict).toBe('unchanged');
  });
});

describe('one family per run', () => {
  const base = [71, 72.5, 70.2, 71.8, 72.1, 70.9, 71.4, 72.3];
  // Three suites, each about 6 points worse with its own noise: paired t ≈ 19, 2.2 and 2.1 (7 df),
  // p ≈ 1e-7, 0.03 and 0.035: each below α alone, the last two not after Holm (× 2).
  const drops = [
    [5.1, 6.9, 4.8, 7.3, 6.2, 5.5, 6.6, 5.9],
    [-4, 16, -2, 14, 0, 13, 3, 9],
    [-5, 17, -2, 15, 0, 13, 3, 9],
  ];
  const run = (gate: GateConfig) => {
    const cur = drops.map((d, k) => repeatSuite({ id: `s${k}`, finalScores: base.map((v, i) => v - d[i]!) }));
    const bas = drops.map((_, k) => repeatSuite({ id: `s${k}`, finalScores: base }));
    return compareDocuments(doc(cur), doc(bas), cfgOf(gate));
  };

  it('every tested target of the run is in the family; verdicts use the adjusted p; raw p kept', () => {
    const none = run({ multipleTesting: 'none' });
    const holm = run({});
    const bh = run({ multipleTesting: 'bh' });
    expect([none.family, holm.family, holm.multipleTesting, bh.multipleTesting]).toEqual([3, 3, 'holm', 'bh']);
    const raw = none.suites.map((s) => s.finalScore!.p!);
    expect(holm.suites.map((s) => s.finalScore!.p)).toEqual(raw);
    const expected = adjustPValues(raw, 'holm');
    expect(holm.suites.map((s) => s.finalScore!.pAdjusted)).toEqual(expected);
    expect(bh.suites.map((s) => s.finalScore!.pAdjusted)).toEqual(adjustPValues(raw, 'bh'));
    for (const [i, s] of holm.suites.entries())
      expect(s.finalScore!.verdict, s.id).toBe(expected[i]! < 0.05 ? 'regressed' : 'not-shown');
    // The fixture is one where the adjustment changes a verdict: otherwise this test could not fail.
    expect(none.suites.map((s) => s.finalScore!.verdict)).toEqual(['regressed', 'regressed', 'regressed']);
    expect(holm.suites.map((s) => s.finalScore!.verdict)).toContain('not-shown');
    expect(holm.suites.map((s) => s.verdict)).toEqual(holm.suites.map((s) => s.finalScore!.verdict));
  });

  it('deterministic: the same documents give the same adjusted p and verdict hash', () => {
    const a = run({});
    const b = run({});
    expect(a.verdictHash).toBe(b.verdictHash);
    expect(a.suites.map((s) => s.finalScore!.pAdjusted)).toEqual(b.suites.map((s) => s.finalScore!.pAdjusted));
  });
});

describe("repeats in each target's scale", () => {
  it('a rate metric (passed/input) in points, a plain metric and finalScore as they are, a round in points of survival', () => {
    const cfg = resolveGateConfig(undefined, gateHints);
    // Two repeats per side; each repeat's rate metric is a fraction, its finalScore already in points.
    const side = (fs: number[], rate: number[], q: number[]): ResultsDocument['suites'][number] => {
      const s = repeatSuite({ id: 's', finalScores: fs, metrics: { rate, q } });
      s.metrics.rate = { ...s.metrics.rate!, passed: Math.round(s.metrics.rate!.value! * 100), input: 100 };
      return s;
    };
    const base = doc([side([60, 62], [0.8, 0.82], [5, 5.2])]);
    const cur = doc([side([50, 52], [0.7, 0.72], [4, 4.2])]);
    const c = compareDocuments(cur, base, cfg, new Map());
    const target = (id: string) => c.suites[0]!.targets.find((t) => t.kind === 'metric' && t.id === id)!;
    expect(target('rate').repeats!.baseline.mean).toBeCloseTo(81, 9);
    expect(target('rate').repeats!.current.mean).toBeCloseTo(71, 9);
    expect(target('q').repeats!.baseline.mean).toBeCloseTo(5.1, 9);
    expect(target('finalScore').repeats!.baseline.mean).toBeCloseTo(61, 9);
  });
});
