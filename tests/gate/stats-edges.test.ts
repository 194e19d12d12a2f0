// The edges of the t machinery (src/gate/stats.ts) that a gate run rarely reaches: ln Γ below 0.5,
// the quantile's ends and its centre, one and two repeats, no spread on one or both sides. Reference
// values of scipy 1.17.1 (special.gammaln, stats.t.ppf).
import { describe, expect, it } from 'vitest';
import { pairedTOneSided, summarizeRepeats, welchOneSided } from '../../src/gate/stats.js';
import { logGamma, studentTQuantile } from '../../src/gate/distributions.js';

describe('the t machinery at its edges', () => {
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
