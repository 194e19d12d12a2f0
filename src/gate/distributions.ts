// The distributions the gate's tests are built on: the standard normal and Student's t, their
// CDFs and quantiles in double precision (checked against scipy in tests/gate/stats*.test.ts and
// tests/property/gate-stats.property.test.ts). The tests themselves are in stats.ts.

/** The polynomial with these coefficients (highest power first) at x, by Horner's rule. */
function horner(coefficients: readonly number[], x: number): number {
  let acc = coefficients[0]!;
  for (let i = 1; i < coefficients.length; i++) acc = acc * x + coefficients[i]!;
  return acc;
}

// Hart's polynomials: below x = 7.07 the tail is e^(−x²/2) · P(x) / Q(x).
const HART_P = [
  3.52624965998911e-2, 0.700383064443688, 6.37396220353165, 33.912866078383, 112.079291497871, 221.213596169931,
  220.206867912376,
];
const HART_Q = [
  8.83883476483184e-2, 1.75566716318264, 16.064177579207, 86.7807322029461, 296.564248779674, 637.333633378831,
  793.826512519948, 440.413735824752,
];

// Standard normal CDF, Hart (1968) as given by West (2005): double precision over the whole range.
export function normalCdf(z: number): number {
  if (Number.isNaN(z)) return Number.NaN;
  const x = Math.abs(z);
  let tail: number;
  if (x > 37) tail = 0;
  else {
    const e = Math.exp((-x * x) / 2);
    if (x < 7.07106781186547) {
      tail = (e * horner(HART_P, x)) / horner(HART_Q, x);
    } else {
      let cf = x + 0.65;
      cf = x + 4 / cf;
      cf = x + 3 / cf;
      cf = x + 2 / cf;
      cf = x + 1 / cf;
      tail = e / cf / 2.506628274631;
    }
  }
  return z > 0 ? 1 - tail : tail;
}

// Acklam's coefficients, highest power first; B and D end in the constant term 1.
const ACKLAM_A = [
  -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
  2.506628277459239,
];
const ACKLAM_B = [
  -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1, 1,
];
const ACKLAM_C = [
  -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
  2.938163982698783,
];
const ACKLAM_D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416, 1];

/** Inverse standard normal CDF: Acklam's rational approximation refined by one Halley step. */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) {
    if (p === 0) return -Infinity;
    if (p === 1) return Infinity;
    return Number.NaN;
  }
  const low = 0.02425;
  let x: number;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    x = horner(ACKLAM_C, q) / horner(ACKLAM_D, q);
  } else if (p <= 1 - low) {
    const q = p - 0.5;
    const r = q * q;
    x = (horner(ACKLAM_A, r) * q) / horner(ACKLAM_B, r);
  } else {
    const q = Math.sqrt(-2 * Math.log(1 - p));
    x = -horner(ACKLAM_C, q) / horner(ACKLAM_D, q);
  }
  const e = normalCdf(x) - p;
  const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
  return x - u / (1 + (x * u) / 2);
}

// Lanczos (g = 7, n = 9) coefficients: ln Γ to about 15 significant digits for x > 0.
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(x) for x > 0 (Lanczos approximation). */
export function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let a = LANCZOS[0]!;
  const t = z + 7.5;
  for (let i = 1; i < 9; i++) a += LANCZOS[i]! / (z + i);
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}

/** The continued fraction of I_x(a, b) by the modified Lentz method (Numerical Recipes' betacf). */
function betaContinuedFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  if (Math.abs(d) < tiny) d = tiny;
  d = 1 / d;
  let h = d;
  for (let m = 1; m <= 10000; m++) {
    const m2 = 2 * m;
    const even = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
    const odd = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
    for (const num of [even, odd]) {
      d = 1 + num * d;
      if (Math.abs(d) < tiny) d = tiny;
      c = 1 + num / c;
      if (Math.abs(c) < tiny) c = tiny;
      d = 1 / d;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-16) break;
  }
  return h;
}

/** The remainder S(x) of Stirling's series, ln Γ(x) = (x − ½)·ln x − x + ½·ln 2π + S(x); below 1e-17 off for x ≥ 10. */
function stirlingRemainder(x: number): number {
  const r = 1 / (x * x);
  return (1 / 12 - r * (1 / 360 - r * (1 / 1260 - r / 1680))) / x;
}

/**
 * ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b). With a large argument L and the other s, the
 * three ln Γ are large and nearly cancel (at L = 5·10⁴ each is 5·10⁵, and the sum loses 10
 * digits): ln Γ(L + s) − ln Γ(L) is then taken from Stirling's series term by term, each term small.
 */
function logBeta(a: number, b: number): number {
  const small = Math.min(a, b);
  const large = Math.max(a, b);
  if (large < 10) return logGamma(a) + logGamma(b) - logGamma(a + b);
  const ratio =
    (large - 0.5) * Math.log1p(small / large) +
    small * Math.log(large + small) -
    small +
    stirlingRemainder(large + small) -
    stirlingRemainder(large);
  return logGamma(small) - ratio;
}

/**
 * The regularized incomplete beta function I_x(a, b), a, b > 0, 0 ≤ x ≤ 1, given x and y = 1 − x
 * each as exactly as the caller has it: near x = 1 the small y keeps digits that 1 − x would lose.
 */
function regularizedBeta(x: number, y: number, a: number, b: number): number {
  if (!(a > 0 && b > 0) || Number.isNaN(x) || Number.isNaN(y)) return Number.NaN;
  if (x <= 0) return 0;
  if (y <= 0) return 1;
  const lnX = x < 0.5 ? Math.log(x) : Math.log1p(-y);
  const lnY = y < 0.5 ? Math.log(y) : Math.log1p(-x);
  const front = Math.exp(a * lnX + b * lnY - logBeta(a, b));
  // The fraction converges fast for x < (a + 1) / (a + b + 2); else use I_x(a, b) = 1 − I_{1−x}(b, a).
  if (x < (a + 1) / (a + b + 2)) return (front * betaContinuedFraction(a, b, x)) / a;
  return 1 - (front * betaContinuedFraction(b, a, y)) / b;
}

/** Student's t CDF P(T ≤ t) with df > 0 degrees of freedom (df may be fractional: Welch). */
export function studentTCdf(t: number, df: number): number {
  if (Number.isNaN(t) || !(df > 0)) return Number.NaN;
  if (t === Infinity) return 1;
  if (t === -Infinity) return 0;
  // P(|T| > |t|) = I_x(df/2, 1/2) with x = df/(df + t²) and 1 − x = t²/(df + t²), each computed
  // directly; on the tail, so that small p keep their digits.
  const t2 = t * t;
  const tail = 0.5 * regularizedBeta(df / (df + t2), 1 / (1 + df / t2), df / 2, 0.5);
  return t > 0 ? 1 - tail : tail;
}

/** Quantiles already computed (a run asks for the same few, e.g. t_0.975 at n − 1 for every target). */
const quantileCache = new Map<string, number>();

/** The p-quantile of Student's t (bisection on the CDF, to 1e-12). */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1) || !(df > 0)) return p === 0 ? -Infinity : p === 1 ? Infinity : Number.NaN;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  const key = `${p}/${df}`;
  let q = quantileCache.get(key);
  if (q === undefined) {
    q = tQuantileBisection(p, df);
    if (quantileCache.size < 10_000) quantileCache.set(key, q);
  }
  return q;
}

function tQuantileBisection(p: number, df: number): number {
  let lo = 0;
  let hi = 1;
  while (studentTCdf(hi, df) < p) hi *= 2;
  for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, hi); i++) {
    const mid = (lo + hi) / 2;
    if (studentTCdf(mid, df) < p) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
