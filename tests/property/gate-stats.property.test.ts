// Property tests of the gate's statistics (gate/stats.ts, gate.md "Statistics"): the exact
// one-sided McNemar test, Wilson bounds and the Newcombe hybrid-score interval and its p-value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mcnemarOneSided, newcombeInterval, newcombeOneSidedP, wilsonInterval } from '../../src/gate/stats.js';
import { normalCdf, normalQuantile } from '../../src/gate/distributions.js';
import { runs } from './support.js';

/** Σ_{k=b}^{n} C(n, k) and 2^n as big integers: the definition, summed directly. */
function binomialTail(b: number, n: number): bigint {
  let c = 1n; // C(n, 0)
  let sum = 0n;
  for (let k = 0; k <= n; k++) {
    if (k >= b) sum += c;
    c = (c * BigInt(n - k)) / BigInt(k + 1);
  }
  return sum;
}

/** num / 2^n as a double (num < 2^(n+1)), correctly enough for a 1e-12 relative comparison. */
function overPow2(num: bigint, n: number): number {
  const scale = 1100; // keeps 1100 bits below the binary point, so tiny tails stay exact enough
  const scaled = (num << BigInt(scale)) >> BigInt(n);
  const bits = scaled.toString(2).length;
  const shift = Math.max(0, bits - 64);
  return Number(scaled >> BigInt(shift)) * 2 ** (shift - scale);
}

function binomialTerm(k: number, n: number): number {
  return overPow2(binomialTail(k, n) - binomialTail(k + 1, n), n);
}

const close = (a: number, b: number, rel = 1e-12, abs = 1e-300) =>
  Math.abs(a - b) <= Math.max(abs, rel * Math.max(Math.abs(a), Math.abs(b)));

const small = fc.integer({ min: 0, max: 120 });
/** Discordant counts of any size, often near the switch from the exact sum to the log-space sum (n = 4096). */
const count = fc.oneof(small, fc.integer({ min: 0, max: 6000 }), fc.integer({ min: 2030, max: 2070 }));

describe('exact one-sided McNemar', () => {
  it('is a probability, finite, for all counts', () => {
    fc.assert(
      fc.property(count, count, (b, c) => {
        const p = mcnemarOneSided(b, c);
        expect(Number.isFinite(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
        if (b === 0) expect(p).toBe(1);
      }),
      runs(300),
    );
  });

  it('equals the binomial sum computed directly, for small n (exact big-integer path)', () => {
    fc.assert(
      fc.property(small, small, (b, c) => {
        const n = b + c;
        const expected = n === 0 ? 1 : overPow2(binomialTail(b, n), n);
        expect(close(mcnemarOneSided(b, c), expected), `b=${b} c=${c}`).toBe(true);
      }),
      runs(300),
    );
  });

  it('equals the binomial sum computed directly above 4096 pairs (ratio-recurrence path)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4097, max: 5200 }), fc.double({ min: 0.3, max: 0.7, noNaN: true }), (n, share) => {
        const b = Math.round(n * share);
        const expected = overPow2(binomialTail(b, n), n);
        expect(close(mcnemarOneSided(b, n - b), expected, 1e-12), `b=${b} c=${n - b}`).toBe(true);
      }),
      runs(25),
    );
  });

  it('one more newly failing item never raises p; one more newly passing item never lowers it', () => {
    fc.assert(
      fc.property(count, count, (b, c) => {
        const p = mcnemarOneSided(b, c);
        expect(mcnemarOneSided(b + 1, c), `b=${b} c=${c}`).toBeLessThanOrEqual(p);
        expect(mcnemarOneSided(b, c + 1), `b=${b} c=${c}`).toBeGreaterThanOrEqual(p);
      }),
      runs(300),
    );
  });

  it('swapping the sides gives the other tail: p(b, c) + p(c, b) = 1 + C(n, b) / 2^n', () => {
    fc.assert(
      fc.property(small, small, (b, c) => {
        const n = b + c;
        const term = binomialTerm(b, n);
        expect(close(mcnemarOneSided(b, c) + mcnemarOneSided(c, b), 1 + term, 1e-12, 1e-15), `b=${b} c=${c}`).toBe(
          true,
        );
      }),
      runs(300),
    );
  });
});

const rate = fc
  .integer({ min: 1, max: 400 })
  .chain((n) => fc.record({ passed: fc.integer({ min: 0, max: n }), n: fc.constant(n) }));
const zValue = fc.double({ min: 0, max: 6, noNaN: true });

describe('Wilson bounds', () => {
  it('0 ≤ lower ≤ p̂ ≤ upper ≤ 1, exactly 0 at 0 passed and exactly 1 at all passed', () => {
    fc.assert(
      fc.property(rate, zValue, ({ passed, n }, z) => {
        const w = wilsonInterval(passed, n, z);
        const p = passed / n;
        expect(w.lower).toBeGreaterThanOrEqual(0);
        expect(w.lower).toBeLessThanOrEqual(p + 1e-15);
        expect(w.upper).toBeGreaterThanOrEqual(p - 1e-15);
        expect(w.upper).toBeLessThanOrEqual(1);
        expect(w.lower === 0).toBe(passed === 0 || z === 0 ? w.lower === 0 : false);
        if (passed === n) expect(w.upper).toBe(1);
      }),
      runs(500),
    );
  });

  it('widen as z grows and mirror each other: lower(k, n) = 1 − upper(n − k, n)', () => {
    fc.assert(
      fc.property(rate, zValue, zValue, ({ passed, n }, z1, z2) => {
        const [lo, hi] = z1 <= z2 ? [z1, z2] : [z2, z1];
        const a = wilsonInterval(passed, n, lo);
        const b = wilsonInterval(passed, n, hi);
        expect(b.lower).toBeLessThanOrEqual(a.lower + 1e-15);
        expect(b.upper).toBeGreaterThanOrEqual(a.upper - 1e-15);
        expect(Math.abs(a.lower - (1 - wilsonInterval(n - passed, n, lo).upper))).toBeLessThan(1e-12);
      }),
      runs(500),
    );
  });
});

describe('Newcombe hybrid-score interval and its one-sided p-value', () => {
  it('the interval lies in [−1, 1] and holds the observed difference', () => {
    fc.assert(
      fc.property(rate, rate, zValue, (cur, base, z) => {
        const d = cur.passed / cur.n - base.passed / base.n;
        const { lower, upper } = newcombeInterval(cur, base, z);
        expect(lower).toBeGreaterThanOrEqual(-1 - 1e-12);
        expect(upper).toBeLessThanOrEqual(1 + 1e-12);
        expect(lower).toBeLessThanOrEqual(d + 1e-12);
        expect(upper).toBeGreaterThanOrEqual(d - 1e-12);
      }),
      runs(500),
    );
  });

  it('p is a probability, finite, for all valid counts (and 1 with an empty side)', () => {
    fc.assert(
      fc.property(rate, rate, fc.boolean(), (cur, base, empty) => {
        const p = newcombeOneSidedP(empty ? { passed: 0, n: 0 } : cur, base);
        expect(Number.isFinite(p)).toBe(true);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(1);
        if (empty) expect(p).toBe(1);
      }),
      runs(300),
    );
  });

  it('swapping the sides gives the complementary direction: p(a, b) + p(b, a) = 1', () => {
    fc.assert(
      fc.property(rate, rate, (cur, base) => {
        expect(Math.abs(newcombeOneSidedP(cur, base) + newcombeOneSidedP(base, cur) - 1)).toBeLessThan(1e-9);
      }),
      runs(300),
    );
  });

  it('one more passing item now never lowers p; one more passing item in the baseline never raises it', () => {
    const tol = 1e-9; // p comes from a bisection on z
    fc.assert(
      fc.property(rate, rate, (cur, base) => {
        const p = newcombeOneSidedP(cur, base);
        if (cur.passed < cur.n)
          expect(newcombeOneSidedP({ ...cur, passed: cur.passed + 1 }, base)).toBeGreaterThanOrEqual(p - tol);
        if (base.passed < base.n)
          expect(newcombeOneSidedP(cur, { ...base, passed: base.passed + 1 })).toBeLessThanOrEqual(p + tol);
      }),
      runs(300),
    );
  });

  it('p < α exactly when the upper bound at z = Φ⁻¹(1 − α) is below 0 (the gate’s two readings agree)', () => {
    fc.assert(
      fc.property(rate, rate, fc.double({ min: 0.005, max: 0.3, noNaN: true }), (cur, base, alpha) => {
        const p = newcombeOneSidedP(cur, base);
        fc.pre(Math.abs(p - alpha) > 1e-7); // the bisection's tolerance
        const upper = newcombeInterval(cur, base, normalQuantile(1 - alpha)).upper;
        expect(upper < 0, `p=${p} α=${alpha} upper=${upper}`).toBe(p < alpha);
      }),
      runs(300),
    );
  });
});

describe('normal distribution', () => {
  it('Φ is increasing, Φ(−z) = 1 − Φ(z), and Φ(Φ⁻¹(p)) = p', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -9, max: 9, noNaN: true }),
        fc.double({ min: -9, max: 9, noNaN: true }),
        fc.double({ min: 1e-12, max: 1 - 1e-12, noNaN: true }),
        (a, b, p) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(normalCdf(lo)).toBeLessThanOrEqual(normalCdf(hi));
          expect(Math.abs(normalCdf(-a) - (1 - normalCdf(a)))).toBeLessThan(1e-15);
          expect(close(normalCdf(normalQuantile(p)), p, 1e-9, 1e-15), `p=${p}`).toBe(true);
        },
      ),
      runs(500),
    );
  });
});

describe('regressions found by the properties above', () => {
  // Above 4096 discordant pairs p was a log-sum-exp over sums of logarithms, off by up to 5e-11
  // relative (the comment said 1e-13): p(2030, 5918) came out 0.99999999999911 < p(2030, 5917) = 1.
  it('above 4096 pairs: monotonic at p ≈ 1, and the binomial sum to 1e-13', () => {
    expect(mcnemarOneSided(2030, 5918)).toBeGreaterThanOrEqual(mcnemarOneSided(2030, 5917));
    expect(mcnemarOneSided(2030, 5918)).toBe(1);
    expect(close(mcnemarOneSided(1835, 2262), overPow2(binomialTail(1835, 4097), 4097), 1e-13)).toBe(true);
    expect(close(mcnemarOneSided(2049, 2048), 0.5, 1e-13)).toBe(true); // n odd: exactly one half
    expect(close(mcnemarOneSided(3000, 2000), overPow2(binomialTail(3000, 5000), 5000), 1e-13)).toBe(true);
  });
});
