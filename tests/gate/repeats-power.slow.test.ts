// The power table of docs/gate.md is the script's output (scripts/repeats-power.ts) and the gate's
// own behaviour: a target dropped by the table's "1 of 40 (Holm)" amount among 39 unchanged ones,
// in a run gated as the gate gates it (Welch on 2 × N repeats, Holm over the 40 tests), is found
// regressed 4 times in 5.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { detectableDrop, powerTable } from '../../scripts/repeats-power.js';
import { doc } from './helpers.js';
import { mulberry32, normal } from './random.js';
import { repeatSuite } from './repeats-helpers.js';

const SIGMA = 1.5;
// Only significance decides: any drop crosses the fail threshold.
const cfg = resolveGateConfig({
  rules: [{ warn: { maxDrop: null, maxDropPct: null }, fail: { maxDrop: 0, maxDropPct: null } }],
});

/** 5 suites × (finalScore + 7 metrics) = 40 targets of N replicate files a side; suite s0's finalScore dropped by `drop`. */
function run(rand: () => number, n: number, drop: number) {
  const side = (d: number) =>
    doc(
      Array.from({ length: 5 }, (_, k) => {
        const draw = (shift: number) => Array.from({ length: n }, () => 70 - shift + SIGMA * normal(rand));
        const metrics = Object.fromEntries(Array.from({ length: 7 }, (_, m) => [`m${m + 1}`, draw(0)]));
        return repeatSuite({ id: `s${k}`, finalScores: draw(k === 0 ? d : 0), seeds: null, metrics });
      }),
    );
  return compareDocuments(side(drop), side(0), cfg);
}

describe('the power table', () => {
  it("docs/gate.md holds the script's table as it prints it today", () => {
    expect(readFileSync(new URL('../../docs/gate.md', import.meta.url), 'utf8')).toContain(`${powerTable()}\n`);
  }, 120_000);

  // 600 runs: a binomial margin of 3 × √(0.8 × 0.2 / 600) = 4.9 points, and 1 for the table's own draws.
  const RUNS = 600;
  it.each([4, 8])(
    'N = %i: the "1 of 40 (Holm)" drop is found regressed 80 % of the time by the gate',
    (n) => {
      const drop = detectableDrop(n, { alpha: 0.05 / 40, power: 0.8, paired: false }) * SIGMA;
      const rand = mulberry32(4000 + n);
      let found = 0;
      for (let r = 0; r < RUNS; r++) {
        const c = run(rand, n, drop);
        expect(c.family).toBe(40);
        if (c.suites[0]!.finalScore!.verdict === 'regressed') found++;
      }
      expect(Math.abs(found / RUNS - 0.8)).toBeLessThanOrEqual(0.06);
    },
    120_000,
  );
});
