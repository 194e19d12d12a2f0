// The table of docs/gate.md "How many repeats, and what they cost": the smallest true drop the
// gate's own test on N repeats per side detects 4 times in 5, in units of the repeats' standard
// deviation σ, for a target tested alone (α 0.05) and for one that has to pass the first step of
// Holm over the 40 tests of a run (α 0.05/40: one dropped target among 39 unchanged ones).
//
// Computed, not approximated: for each N, DRAWS seeded samples of the noise (normal, σ = 1) give
// each sample the smallest drop at which the test rejects — Welch's t (unpaired: its own
// Welch–Satterthwaite degrees of freedom, which the textbook formula with df 2N − 2 overstates) or
// the paired t on the per-seed differences — with the gate's t quantiles (src/gate/stats.ts); the
// detectable drop is the 80th percentile of those. tests/gate/repeats-power.slow.test.ts checks the
// docs hold this output and runs the whole gate on drops of the table's size.
// Run: node --import tsx scripts/repeats-power.ts
import { pathToFileURL } from 'node:url';
import { logGamma, normalQuantile, studentTCdf } from '../src/gate/distributions.js';

export interface PowerOptions {
  /** The level the test's p must be below (α, or α/40 for Holm's first step over 40 tests). */
  alpha: number;
  power: number;
  paired: boolean;
}

/** Draws per cell: the 80th percentile's sampling error is then about 1 % of the drop. */
export const DRAWS = 20_000;

/** A seeded PRNG (mulberry32) and standard normals by Box–Muller: the same table on every run. */
function normals(seed: number): () => number {
  let s = seed >>> 0;
  const uniform = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => {
    let u = 0;
    while (u === 0) u = uniform();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniform());
  };
}

/**
 * The p-quantile (p > 0.5) of Student's t at df, solved on the gate's own t CDF (studentTCdf) by
 * Newton's method from the Cornish–Fisher start, kept inside a bracket (bisection when a step leaves it).
 */
function tQuantile(p: number, df: number): number {
  const z = normalQuantile(p);
  let x = Math.max(1e-6, z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df));
  let lo = 0;
  let hi = Infinity;
  const logNorm = logGamma((df + 1) / 2) - logGamma(df / 2) - 0.5 * Math.log(df * Math.PI);
  for (let i = 0; i < 200; i++) {
    const f = studentTCdf(x, df) - p;
    if (f < 0) lo = x;
    else hi = x;
    const density = Math.exp(logNorm - ((df + 1) / 2) * Math.log1p((x * x) / df));
    let next = x - f / density;
    if (!(next > lo && next < hi)) next = hi === Infinity ? 2 * x : (lo + hi) / 2;
    if (Math.abs(next - x) <= 1e-12 * x) return next;
    x = next;
  }
  return x;
}

const mean = (xs: readonly number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
const variance = (xs: readonly number[]) => {
  const m = mean(xs);
  return xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1);
};

/**
 * For one sample of noise, the smallest true drop (in σ) at which the test rejects at `alpha`:
 * the drop adds to the observed difference and nothing else (Welch's standard error and degrees
 * of freedom, the paired t's spread, do not depend on it).
 */
function rejectsFrom(n: number, o: PowerOptions, draw: () => number): number {
  if (o.paired) {
    const d = Array.from({ length: n }, draw);
    return tQuantile(1 - o.alpha, n - 1) * Math.sqrt(variance(d) / n) - mean(d);
  }
  const b = Array.from({ length: n }, draw);
  const c = Array.from({ length: n }, draw);
  const vb = variance(b) / n;
  const vc = variance(c) / n;
  const df = (vb + vc) ** 2 / ((vb * vb) / (n - 1) + (vc * vc) / (n - 1));
  return tQuantile(1 - o.alpha, df) * Math.sqrt(vb + vc) - (mean(b) - mean(c));
}

/** The drop (in σ) the gate's test detects with probability `power` at `alpha`, with n repeats per side. */
export function detectableDrop(n: number, o: PowerOptions, draws = DRAWS): number {
  const draw = normals(1000 * n + (o.paired ? 1 : 0));
  const thresholds = Array.from({ length: draws }, () => rejectsFrom(n, o, draw)).sort((x, y) => x - y);
  return thresholds[Math.ceil(o.power * draws) - 1]!;
}

export const POWER_TABLE_N = [2, 3, 4, 5, 8, 10, 16, 20, 32];

/** The markdown table docs/gate.md holds (the slow test compares them). */
export function powerTable(): string {
  const cell = (v: number) => v.toFixed(2);
  const rows = POWER_TABLE_N.map((n) => {
    const at = (alpha: number, paired: boolean) => detectableDrop(n, { alpha, power: 0.8, paired });
    const alone = at(0.05, false);
    const holm = at(0.05 / 40, false);
    const cells = [alone, at(0.05, true), holm, at(0.05 / 40, true), 1.5 * alone, 1.5 * holm];
    return `| ${n} | ${cells.map(cell).join(' | ')} |`;
  });
  const head = [
    'N per side',
    'unpaired (Welch), alone',
    'paired by seed, alone',
    'unpaired, 1 of 40 (Holm)',
    'paired, 1 of 40 (Holm)',
    'unpaired, alone, σ = 1.5 points',
    'unpaired, 1 of 40, σ = 1.5 points',
  ];
  return [`| ${head.join(' | ')} |`, '|---:|---:|---:|---:|---:|---:|---:|', ...rows].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${powerTable()}\n`);
