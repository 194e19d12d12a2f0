import { describe, expect, it } from 'vitest';
import { alphaOf } from '../../src/gate/judge.js';
import { mcnemarOneSided, newcombeInterval, newcombeOneSidedP, wilsonInterval } from '../../src/gate/stats.js';
import { normalCdf, normalQuantile } from '../../src/gate/distributions.js';

describe('mcnemarOneSided', () => {
  it('gives the worked cases of gate.md', () => {
    expect(mcnemarOneSided(5, 0)).toBe(0.03125);
    expect(mcnemarOneSided(4, 0)).toBe(0.0625);
    expect(mcnemarOneSided(60, 40)).toBeCloseTo(0.028443966820490403, 15);
    expect(mcnemarOneSided(60, 0)).toBe(2 ** -60);
  });
  it('is 1 without discordant pairs and when nothing newly fails', () => {
    expect(mcnemarOneSided(0, 0)).toBe(1);
    expect(mcnemarOneSided(0, 7)).toBe(1);
  });
  it('sums exactly for hand-computed small cases', () => {
    // n = 3, b = 2: (C(3,2) + C(3,3)) / 8 = 0.5
    expect(mcnemarOneSided(2, 1)).toBe(0.5);
    // n = 6, b = 5: (6 + 1) / 64
    expect(mcnemarOneSided(5, 1)).toBe(7 / 64);
  });
  it('agrees between the big-integer sum and the log-space sum', () => {
    const exact = mcnemarOneSided(2100, 1996); // n = 4096, big-integer path
    const logSpace = mcnemarOneSided(2101, 1996); // n = 4097, log-space path
    expect(exact).toBeGreaterThan(logSpace);
    expect(logSpace / exact).toBeGreaterThan(0.9);
    expect(mcnemarOneSided(5000, 5000)).toBeCloseTo(0.5 + 0.5 * 0.0079786, 5);
  });
  it('rejects non-integers', () => {
    expect(() => mcnemarOneSided(1.5, 0)).toThrow(RangeError);
  });
});

describe('normal distribution', () => {
  it('matches tabulated values', () => {
    expect(normalCdf(1.959963984540054)).toBeCloseTo(0.975, 12);
    expect(normalCdf(-1.6448536269514722)).toBeCloseTo(0.05, 12);
    expect(normalCdf(0)).toBe(0.5);
    expect(normalQuantile(0.95)).toBeCloseTo(1.6448536269514722, 12);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232306167813, 10);
  });
});

describe('Newcombe hybrid score interval', () => {
  const z95 = normalQuantile(0.975);
  it('reproduces Newcombe (1998), method 10', () => {
    // 56/70 − 48/80: 0.0524 to 0.3339
    const a = newcombeInterval({ passed: 56, n: 70 }, { passed: 48, n: 80 }, z95);
    expect(a.lower).toBeCloseTo(0.0524, 4);
    expect(a.upper).toBeCloseTo(0.3339, 4);
    // 9/10 − 3/10: 0.1705 to 0.8090
    const b = newcombeInterval({ passed: 9, n: 10 }, { passed: 3, n: 10 }, z95);
    expect(b.lower).toBeCloseTo(0.1705, 4);
    expect(b.upper).toBeCloseTo(0.809, 4);
  });
  it('Wilson interval of 0/10 starts at 0', () => {
    const w = wilsonInterval(0, 10, z95);
    expect(w.lower).toBe(0);
    expect(w.upper).toBeCloseTo(0.2775, 4);
  });
  it('p-value is the level at which the upper bound reaches 0', () => {
    const cur = { passed: 48, n: 80 };
    const base = { passed: 56, n: 70 };
    const p = newcombeOneSidedP(cur, base);
    const z = normalQuantile(1 - p);
    expect(newcombeInterval(cur, base, z).upper).toBeCloseTo(0, 9);
    expect(p).toBeLessThan(0.05);
    // Significant at α exactly when the two-sided (1 − 2α) interval's upper bound is below 0.
    expect(newcombeInterval(cur, base, normalQuantile(0.95)).upper).toBeLessThan(0);
    expect(newcombeOneSidedP(base, cur)).toBeCloseTo(1 - p, 9);
    expect(newcombeOneSidedP({ passed: 5, n: 10 }, { passed: 5, n: 10 })).toBe(0.5);
  });
});

describe('alpha', () => {
  it('is 1 − level without floating-point residue, so p = 0.05 is not significant at level 0.95', () => {
    expect(alphaOf(0.95)).toBe(0.05);
    expect(alphaOf(0.99)).toBe(0.01);
    expect(0.05 < alphaOf(0.95)).toBe(false);
  });
});
