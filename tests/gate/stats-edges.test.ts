// The edges of the t machinery (src/gate/stats.ts) that a gate run rarely reaches: ln Γ below 0.5,
// the quantile's ends and its centre, one and two repeats, no spread on one or both sides. Reference
// values of scipy 1.17.1 (special.gammaln, stats.t.ppf).
import { describe, expect, it } from 'vitest';
import { pairedTOneSided, scaledMean, summarizeRepeats, welchOneSided } from '../../src/gate/stats.js';
import { logGamma, studentTCdf, studentTQuantile } from '../../src/gate/distributions.js';

describe('the t machinery at its edges', () => {
  it('the t CDF with many degrees of freedom (a paired t on 10⁶ items) keeps its digits (scipy stats.t.cdf)', () => {
    const scipy: [df: number, t: number, cdf: number][] = [
      [1000, -30, 7.687343722021547e-142],
      [1000, -2, 0.02288517324662583],
      [1000, -0.01, 0.4960116409660936],
      [1000, 0.5, 0.6914074595830626],
      [1e4, -30, 1.0221635237126803e-189],
      [1e4, -2, 0.022763630330717714],
      [1e4, -0.01, 0.4960107434246779],
      [1e4, 0.5, 0.6914569603383831],
      [1e5, -30, 3.68926843611138e-197],
      [1e5, -2, 0.022751481728753256],
      [1e5, -0.01, 0.49601065365941155],
      [1e5, 0.5, 0.6914619111727911],
      [1e6, -30, 6.010047116832059e-198],
      [1e6, -2, 0.02275026692565962],
      [1e6, -0.01, 0.4960106446827738],
      [1e6, 0.5, 0.6914624062638143],
    ];
    for (const [df, t, cdf] of scipy) {
      const rel = Math.abs(studentTCdf(t, df) - cdf) / cdf;
      expect(rel, `df ${df}, t ${t}`).toBeLessThan(df <= 1e4 ? 1e-12 : 3e-11);
    }
  });
  it('the t CDF where ln B switches to Stirling (df 20–30) and far in the tail of few degrees of freedom (scipy)', () => {
    const scipy: [df: number, t: number, cdf: number][] = [
      [20, -2, 0.02963276772328522],
      [20, 0.5, 0.6887340788594882],
      [24, -3.5, 0.0009211821773320097],
      [30, -1, 0.1626543077130151],
      // x = df / (df + t²) below 1e-7: its logarithm from x itself, not from 1 − (1 − x)
      [2, -1e5, 4.999999999250001e-11],
      [5, -1e3, 9.49006556598986e-15],
      [3, -3e4, 4.083917727529454e-14],
      [1, -1e8, 3.183098861837907e-9],
    ];
    for (const [df, t, cdf] of scipy)
      expect(Math.abs(studentTCdf(t, df) - cdf) / cdf, `df ${df}, t ${t}`).toBeLessThan(1e-12);
  });
  it('ln Γ below 0.5 by the reflection formula', () => {
    expect(logGamma(0.25)).toBeCloseTo(1.2880225246980774, 12);
    expect(logGamma(0.1)).toBeCloseTo(2.252712651734206, 12);
  });
  it('t quantiles: the ends, the centre, the lower half by symmetry', () => {
    expect(studentTQuantile(0, 3)).toBe(-Infinity);
    expect(studentTQuantile(1, 3)).toBe(Infinity);
    expect(studentTQuantile(Number.NaN, 3)).toBeNaN();
    expect(studentTQuantile(0.9, 0)).toBeNaN();
    expect(studentTQuantile(0.5, 4)).toBeCloseTo(0, 10);
    expect(studentTQuantile(0.025, 4)).toBeCloseTo(-2.7764451051977943, 9);
    expect(studentTQuantile(0.975, 1)).toBeCloseTo(12.706204736174694, 8);
  });
  it('one repeat has no spread; two have theirs', () => {
    expect(summarizeRepeats([5])).toEqual({ n: 1, mean: 5, sd: 0, halfWidth: 0 });
    const two = summarizeRepeats([1, 3]);
    expect(two.sd).toBeCloseTo(Math.SQRT2, 14);
    expect(two.halfWidth).toBeCloseTo(12.706204736174694, 8); // t_0.975(1) · √2 / √2
  });
  it('no spread: all zeros is no drop; one side without spread leaves the other its degrees of freedom', () => {
    expect(welchOneSided([0, 0], [0, 0])).toEqual({ p: 1, df: 2 });
    expect(pairedTOneSided([0, 0], [0, 0])).toEqual({ p: 1, df: 1 });
    expect(summarizeRepeats([0, 0]).mean).toBe(0);
    expect(welchOneSided([2, 2], [1, 1])).toEqual({ p: 0, df: 2 });
    // Welch–Satterthwaite with one variance 0: df = n − 1 of the other side.
    expect(welchOneSided([5, 5, 5], [0, 1, 2]).df).toBeCloseTo(2, 12);
    expect(welchOneSided([0, 1, 2, 3], [5, 5, 5]).df).toBeCloseTo(3, 12);
  });
});

describe('scaledMean', () => {
  it('is the mean, to the bit, and finite for values whose sum overflows', () => {
    expect(scaledMean([1, 2, 3, 4])).toBe(2.5);
    expect(scaledMean([0.1, 0.2, 0.3])).toBe((0.1 + 0.2 + 0.3) / 3);
    expect(scaledMean([1e308, 1e308])).toBe(1e308);
    expect(scaledMean([-1.5e308, -1.7e308])).toBe(-1.6e308);
    expect(scaledMean([7e-300, 9e-300])).toBe(8e-300);
    expect(scaledMean([0, 0])).toBe(0);
  });
});
