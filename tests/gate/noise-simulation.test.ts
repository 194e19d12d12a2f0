// Simulation tests of the gate on repeats (issue #27), in-process and seeded: the run-level false
// alarm rate over 40 tested targets with no true change (Holm controls it, none does not), and the
// power promised by docs/gate.md's table (scripts/repeats-power.ts) for a true drop of its size.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig, type GateConfig, type GateRule } from '../../src/gate/config.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { detectableDrop } from '../../scripts/repeats-power.js';
import { doc } from './helpers.js';
import { mulberry32, normal } from './random.js';
import { repeatSuite } from './repeats-helpers.js';

const RUNS = 1000;
const N = 8; // repeats per side
const SIGMA = 1.5; // a "typical" spread of a final score between repeats, in points
// Only significance decides: any drop crosses the fail threshold, nothing warns.
const ONLY_SIGNIFICANCE: GateRule[] = [
  { warn: { maxDrop: null, maxDropPct: null }, fail: { maxDrop: 0, maxDropPct: null } },
];
const cfg = (gate: GateConfig) => resolveGateConfig({ rules: ONLY_SIGNIFICANCE, ...gate });

/** One side of a run: `suites` suites, each a finalScore and `metrics` metrics, N repeats of N(mean − drop, σ). */
function side(
  rand: () => number,
  o: { suites: number; metrics: number; drop: number; seeds: number[] | null; shared?: number[][] },
): ResultsDocument {
  const draw = (k: number, j: number) =>
    Array.from(
      { length: N },
      (_, i) => 70 - o.drop + (o.shared?.[k * (o.metrics + 1) + j]?.[i] ?? 0) + SIGMA * normal(rand),
    );
  const suites = Array.from({ length: o.suites }, (_, k) => {
    const metrics: Record<string, number[]> = {};
    for (let m = 1; m <= o.metrics; m++) metrics[`m${m}`] = draw(k, m);
    return repeatSuite({ id: `s${k}`, finalScores: draw(k, 0), seeds: o.seeds, metrics });
  });
  return doc(suites);
}

describe('false alarms: 1 000 runs of 40 tested targets, no true change', () => {
  it('holm keeps the run-level rate at or below 5 % (+ a binomial margin); none does not', () => {
    const rand = mulberry32(27);
    let holm = 0;
    let none = 0;
    let targets = 0;
    for (let r = 0; r < RUNS; r++) {
      // 5 suites × (finalScore + 7 metrics) = 40 targets, each tested by Welch on 8 + 8 replicate files.
      const current = side(rand, { suites: 5, metrics: 7, drop: 0, seeds: null });
      const baseline = side(rand, { suites: 5, metrics: 7, drop: 0, seeds: null });
      const h = compareDocuments(current, baseline, cfg({}));
      targets = h.family;
      if (h.verdict === 'fail') holm++;
      if (compareDocuments(current, baseline, cfg({ multipleTesting: 'none' })).verdict === 'fail') none++;
    }
    expect(targets).toBe(40);
    // Holm's family-wise rate is at most α = 5 %. The margin is the one-sided 99 % binomial bound
    // over 1 000 runs: 2.33 × √(0.05 × 0.95 / 1000) = 1.6 points, so ≤ 6.6 %.
    expect(holm / RUNS).toBeLessThanOrEqual(0.05 + 2.33 * Math.sqrt((0.05 * 0.95) / RUNS));
    // Each test at α alone: about 1 − 0.95^40 = 87 % of the runs fail somewhere (85 % here: Welch at
    // N = 8 is a little conservative); stated below, and checked.
    expect(none / RUNS).toBeGreaterThan(0.8);
    expect(none / RUNS).toBeLessThan(0.93);
    expect({ holm: holm / RUNS, none: none / RUNS }).toMatchInlineSnapshot(`
      {
        "holm": 0.038,
        "none": 0.849,
      }
    `);
  });
});

describe('power: a true drop of the size docs/gate.md lists is detected at 80 %', () => {
  // Binomial margin over 1 000 runs: 3 × √(0.8 × 0.2 / 1000) = 3.8 points, plus 1.2 for the
  // table's own draws: ± 5 points. (tests/gate/repeats-power.slow.test.ts: the docs hold the table.)
  const MARGIN = 0.05;

  it(`unpaired (Welch, replicate files): N = ${N}, σ = ${SIGMA} points, α 0.05, one target`, () => {
    const drop = detectableDrop(N, { alpha: 0.05, power: 0.8, paired: false }) * SIGMA;
    expect(drop).toBeCloseTo(1.97, 2); // the table's "σ = 1.5 points" column at N = 8
    const rand = mulberry32(270);
    let detected = 0;
    for (let r = 0; r < RUNS; r++) {
      const current = side(rand, { suites: 1, metrics: 0, drop, seeds: null });
      const baseline = side(rand, { suites: 1, metrics: 0, drop: 0, seeds: null });
      const c = compareDocuments(current, baseline, cfg({}));
      expect(c.suites[0]!.finalScore!.test).toBe('welch');
      if (c.verdict === 'fail') detected++;
    }
    expect(Math.abs(detected / RUNS - 0.8)).toBeLessThanOrEqual(MARGIN);
  });

  it(`paired by seed: N = ${N}, σ of the per-seed differences = ${SIGMA} points`, () => {
    const drop = detectableDrop(N, { alpha: 0.05, power: 0.8, paired: true }) * SIGMA;
    const rand = mulberry32(2700);
    const seeds = Array.from({ length: N }, (_, i) => 1000 + i);
    let detected = 0;
    for (let r = 0; r < RUNS; r++) {
      // Each seed has its own level (shared by both sides, what pairing removes); the rest of the
      // noise is σ/√2 per side, so that the per-seed difference has σ.
      const shared = [Array.from({ length: N }, () => 4 * normal(rand))];
      const half = (d: number) => {
        const s = side(rand, { suites: 1, metrics: 0, drop: d, seeds, shared });
        const fsr = s.suites[0]!.repeats!;
        // Scale the independent part from σ to σ/√2 around each seed's level.
        for (const [i, rep] of fsr.entries())
          rep.finalScore = 70 - d + shared[0]![i]! + (rep.finalScore! - (70 - d + shared[0]![i]!)) / Math.SQRT2;
        s.suites[0]!.finalScore = fsr.reduce((a, x) => a + x.finalScore!, 0) / N;
        return s;
      };
      const c = compareDocuments(half(drop), half(0), cfg({}));
      expect(c.suites[0]!.finalScore!.test).toBe('paired-t');
      if (c.verdict === 'fail') detected++;
    }
    expect(Math.abs(detected / RUNS - 0.8)).toBeLessThanOrEqual(MARGIN);
  });
});
