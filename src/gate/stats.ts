// Statistics of the regression gate (gate.md "Statistics"): the exact one-sided McNemar test for
// paired pass/fail outcomes and the Newcombe hybrid-score interval for two independent rates.

import { normalCdf, studentTCdf, studentTQuantile } from './distributions.js';

/** Above this many discordant pairs the exact big-integer sum gets slow; the ratio recurrence is exact to ~1e-13. */
const BIGINT_LIMIT = 4096;

function bitLength(n: bigint): number {
  return n === 0n ? 0 : n.toString(2).length;
}

/** num / 2^exp as a double without overflowing either side. */
function ratioToPow2(num: bigint, exp: number): number {
  const shift = Math.max(0, bitLength(num) - 60);
  const mantissa = Number(num >> BigInt(shift));
  const e = shift - exp;
  // Split the power so that neither factor under/overflows on its own.
  const half = Math.trunc(e / 2);
  return mantissa * 2 ** half * 2 ** (e - half);
}

/**
 * Exact one-sided McNemar p-value for H1 "current is worse": b = pairs passed before and failed now,
 * c = the reverse. p = Σ_{k=b}^{b+c} C(b+c, k) / 2^{b+c}; p = 1 when b + c = 0.
 */
export function mcnemarOneSided(b: number, c: number): number {
  if (!Number.isInteger(b) || !Number.isInteger(c) || b < 0 || c < 0)
    throw new RangeError(`mcnemar: b and c must be non-negative integers (${b}, ${c})`);
  const n = b + c;
  if (n === 0 || b === 0) return 1;
  if (n <= BIGINT_LIMIT) {
    let term = 1n; // C(n, n)
    let sum = 0n;
    for (let k = n; k >= b; k--) {
      sum += term;
      // C(n, k-1) = C(n, k) · k / (n − k + 1)
      term = (term * BigInt(k)) / BigInt(n - k + 1);
    }
    return Math.min(1, ratioToPow2(sum, n));
  }
  // Terms relative to the middle one, r_k = C(n, k) / C(n, m), from the ratio C(n, k+1) / C(n, k) =
  // (n − k) / (k + 1): one rounding per step, no factorials (a sum of logarithms loses ~1e-11 here).
  const m = Math.floor(n / 2);
  let total = 1; // Σ r_k
  for (let k = m, r = 1; k < n && r > 0; k++) total += r *= (n - k) / (k + 1);
  for (let k = m, r = 1; k > 0 && r > 0; k--) total += r *= k / (n - k + 1);
  if (b <= m) {
    // p = 1 − P(X < b): the small side is summed, so p rounds to 1 where it is 1 within a double.
    let lower = 0;
    for (let k = m, r = 1; k > 0 && r > 0; k--) {
      r *= k / (n - k + 1); // r_{k−1}
      if (k - 1 < b) lower += r;
    }
    return Math.max(0, 1 - lower / total);
  }
  // r_b as a product kept apart from its logarithm (it may underflow), then the tail from b on.
  let scale = 0;
  let rb = 1;
  for (let k = m; k < b; k++) {
    rb *= (n - k) / (k + 1);
    if (rb < 1e-250) {
      scale += Math.log(rb);
      rb = 1;
    }
  }
  let tail = 0; // Σ_{k ≥ b} r_k / r_b
  for (let k = b, t = 1; k <= n && t > 0; k++) {
    tail += t;
    t *= (n - k) / (k + 1);
  }
  return Math.min(1, Math.exp(scale + Math.log((rb * tail) / total)));
}

export interface Interval {
  lower: number;
  upper: number;
}

/** Wilson score interval for passed/n at normal quantile z. */
export function wilsonInterval(passed: number, n: number, z: number): Interval {
  if (n <= 0) return { lower: 0, upper: 1 };
  const p = passed / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const denom = 1 + z2 / n;
  // The bounds are exactly 0 and 1 at the extremes; the formula leaves rounding dust there.
  return {
    lower: passed <= 0 ? 0 : Math.max(0, (centre - spread) / denom),
    upper: passed >= n ? 1 : Math.min(1, (centre + spread) / denom),
  };
}

export interface RateCounts {
  passed: number;
  n: number;
}

/**
 * Newcombe's hybrid-score interval (method 10, 1998) for p_current − p_baseline at normal
 * quantile z: d ∓ sqrt of the squared distances to each side's Wilson bounds.
 */
export function newcombeInterval(current: RateCounts, baseline: RateCounts, z: number): Interval {
  const p1 = current.passed / current.n;
  const p2 = baseline.passed / baseline.n;
  const w1 = wilsonInterval(current.passed, current.n, z);
  const w2 = wilsonInterval(baseline.passed, baseline.n, z);
  const d = p1 - p2;
  return {
    lower: d - Math.sqrt((p1 - w1.lower) ** 2 + (w2.upper - p2) ** 2),
    upper: d + Math.sqrt((w1.upper - p1) ** 2 + (p2 - w2.lower) ** 2),
  };
}

/**
 * One-sided p-value of the Newcombe interval for H1 "current < baseline": the α at which the
 * interval's upper bound (at z = Φ⁻¹(1 − α)) just reaches 0. Found by bisection on z, since both
 * bounds move monotonically outwards as z grows.
 */
export function newcombeOneSidedP(current: RateCounts, baseline: RateCounts): number {
  if (current.n <= 0 || baseline.n <= 0) return 1;
  const d = current.passed / current.n - baseline.passed / baseline.n;
  if (d === 0) return 0.5;
  // For d < 0 find z* > 0 with upper(z*) = 0 → p = 1 − Φ(z*); for d > 0 find z* with lower(z*) = 0 → p = Φ(z*).
  const bound = (z: number) =>
    d < 0 ? newcombeInterval(current, baseline, z).upper : newcombeInterval(current, baseline, z).lower;
  let lo = 0;
  let hi = 40;
  if (d < 0 ? bound(hi) < 0 : bound(hi) > 0) return d < 0 ? 0 : 1;
  for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
    const mid = (lo + hi) / 2;
    const crossed = d < 0 ? bound(mid) >= 0 : bound(mid) <= 0;
    if (crossed) hi = mid;
    else lo = mid;
  }
  const z = (lo + hi) / 2;
  return d < 0 ? 1 - normalCdf(z) : normalCdf(z);
}

// ---- Tests on repeats: Welch's t, the paired t, family-wise adjustment ----

/** Mean, sample standard deviation and the t interval of one side's repeat values. */
export interface RepeatSummary {
  n: number;
  mean: number;
  sd: number;
  /** Half-width of the two-sided `confidence` t interval of the mean (0 when n < 2). */
  halfWidth: number;
}

/**
 * Differences and spreads within this many units in the last place of the values compared are
 * rounding, not data: the same mean summed in another order, a p one bit either side of α.
 */
const ROUNDING_ULPS = 8;
const ROUNDING = ROUNDING_ULPS * Number.EPSILON;

/** Whether two numbers differ by rounding only (ROUNDING_ULPS of the larger in magnitude). */
export function sameUpToRounding(a: number, b: number): boolean {
  return Math.abs(a - b) <= ROUNDING * Math.max(Math.abs(a), Math.abs(b));
}

/**
 * A power of two at or below the largest |value| of the sets (1 when they are all 0). Dividing by
 * it is exact and brings every value into [−2, 2], where squares and sums neither overflow nor
 * underflow: the t statistics and degrees of freedom do not depend on the scale.
 */
function scaleOf(...sets: (readonly number[])[]): number {
  let max = 0;
  for (const values of sets) for (const v of values) max = Math.max(max, Math.abs(v));
  if (max === 0 || !Number.isFinite(max)) return 1;
  return 2 ** Math.floor(Math.log2(max));
}

/** Mean and sample standard deviation of values already scaled into [−2, 2]. */
function meanSd(values: readonly number[]): { mean: number; sd: number } {
  const n = values.length;
  const mean = values.reduce((a, v) => a + v, 0) / n;
  const sd = n < 2 ? 0 : Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
  return { mean, sd };
}

/** The mean of finite values, computed on them divided by a power of two (scaleOf): finite however large they are. */
export function scaledMean(values: readonly number[]): number {
  const scale = scaleOf(values);
  return meanSd(values.map((v) => v / scale)).mean * scale;
}

/** A side's repeat values summarised; `confidence` 0.95 gives the 95 % t interval. */
export function summarizeRepeats(values: readonly number[], confidence = 0.95): RepeatSummary {
  const n = values.length;
  const scale = scaleOf(values);
  const scaled = meanSd(values.map((v) => v / scale));
  const mean = scaled.mean * scale;
  const sd = scaled.sd * scale;
  const halfWidth = n < 2 ? 0 : studentTQuantile(1 - (1 - confidence) / 2, n - 1) * (sd / Math.sqrt(n));
  return { n, mean, sd, halfWidth };
}

/**
 * One-sided p of a t statistic on a "worse by `drop`" difference with standard error `se`, both
 * in the scaled units of scaleOf: P(T ≥ drop/se). A spread within rounding is no spread: the
 * difference is then exact, and a drop within rounding is none.
 */
function tTailP(drop: number, se: number, df: number): number {
  if (se <= ROUNDING) return drop > ROUNDING ? 0 : 1;
  return studentTCdf(-drop / se, df);
}

/**
 * Welch's t test, one-sided, H1 "current worse" on values oriented so that higher is better (the
 * caller negates a lower-is-better target's). Needs n ≥ 2 on both sides. Returns p and the
 * Welch–Satterthwaite degrees of freedom. Computed on the values divided by a power of two
 * (scaleOf), so that finite values give a finite p however large or small they are.
 */
export function welchOneSided(baseline: readonly number[], current: readonly number[]): { p: number; df: number } {
  const scale = scaleOf(baseline, current);
  const a = meanSd(baseline.map((v) => v / scale));
  const b = meanSd(current.map((v) => v / scale));
  const na = baseline.length;
  const nb = current.length;
  const va = (a.sd * a.sd) / na;
  const vb = (b.sd * b.sd) / nb;
  const se = Math.sqrt(va + vb);
  // The degrees of freedom from the variances relative to the larger one: their squares cannot underflow to 0/0.
  const top = Math.max(va, vb);
  const ra = top === 0 ? 0 : va / top;
  const rb = top === 0 ? 0 : vb / top;
  const df = se <= ROUNDING ? na + nb - 2 : (ra + rb) ** 2 / ((ra * ra) / (na - 1) + (rb * rb) / (nb - 1));
  return { p: tTailP(a.mean - b.mean, se, df), df };
}

/**
 * The paired t test, one-sided, H1 "current worse": baseline[i] and current[i] are one pair, both
 * oriented so that higher is better; n ≥ 2. On the values divided by a power of two, as Welch's.
 */
export function pairedTOneSided(baseline: readonly number[], current: readonly number[]): { p: number; df: number } {
  const scale = scaleOf(baseline, current);
  const drops = baseline.map((v, i) => v / scale - current[i]! / scale);
  const s = meanSd(drops);
  const n = drops.length;
  return { p: tTailP(s.mean, s.sd / Math.sqrt(n), n - 1), df: n - 1 };
}

/** How the p-values of one run's tests are adjusted for their number (gate.multipleTesting). */
export type MultipleTesting = 'holm' | 'bh' | 'none';

/**
 * Adjusted p-values of one family, in the input's order. Holm's step-down (family-wise error) or
 * Benjamini–Hochberg's step-up (false discovery rate); ties are taken in input order, so the
 * caller's stable order makes the result deterministic (the adjusted values of tied p are equal
 * anyway). A p that is not a finite number is no test: it is left out of the family (the others
 * are adjusted among themselves) and comes back NaN.
 */
function adjustPValues(ps: readonly number[], method: MultipleTesting): number[] {
  const out = new Array<number>(ps.length).fill(Number.NaN);
  const finite = ps.map((p, i) => ({ p, i })).filter(({ p }) => Number.isFinite(p));
  const m = finite.length;
  if (method === 'none') {
    for (const { p, i } of finite) out[i] = p;
    return out;
  }
  const order = finite.sort((x, y) => x.p - y.p || x.i - y.i);
  if (method === 'holm') {
    let running = 0;
    order.forEach(({ p, i }, rank) => {
      running = Math.max(running, Math.min(1, (m - rank) * p));
      out[i] = running;
    });
    return out;
  }
  let running = 1;
  for (let rank = m - 1; rank >= 0; rank--) {
    const { p, i } = order[rank]!;
    running = Math.min(running, Math.min(1, (m * p) / (rank + 1)));
    out[i] = running;
  }
  return out;
}

/**
 * The family's adjusted p-values as the verdicts compare them with α: an adjusted p within
 * rounding of α (ROUNDING_ULPS) is α, so that the last bit of a product, which depends on the
 * order of the arithmetic, cannot decide (at α the test is not significant: p < α is).
 */
export function adjustFamily(ps: readonly number[], method: MultipleTesting, alpha: number): number[] {
  return adjustPValues(ps, method).map((p) => (sameUpToRounding(p, alpha) ? alpha : p));
}
