// The gate's statistics against values computed independently of the code: exact binomial sums
// (BigInt, straight from gate.md's formula), and references computed with mpmath at 40–60 digits
// (normal CDF and quantile, regularised binomial tails, Newcombe's 1998 tables).
import { describe, expect, it } from 'vitest';
import { mcnemarOneSided, newcombeInterval, newcombeOneSidedP, wilsonInterval } from '../../src/gate/stats.js';
import { normalCdf, normalQuantile } from '../../src/gate/distributions.js';

/** gate.md: p = Σ_{k=b}^{b+c} C(b+c, k) / 2^{b+c}, as an exact fraction [numerator, exponent]. */
function mcnemarExact(b: number, c: number): { num: bigint; exp: number } {
  const n = b + c;
  let binom = 1n; // C(n, 0)
  let sum = 0n;
  for (let k = 0; k <= n; k++) {
    if (k >= b) sum += binom;
    binom = (binom * BigInt(n - k)) / BigInt(k + 1);
  }
  return { num: sum, exp: n };
}

/** The exact fraction rounded once to a double (correct rounding, no intermediate overflow). */
function toDouble({ num, exp }: { num: bigint; exp: number }): number {
  // Scale the numerator to 80 significant bits, then let Number() round it once.
  const bits = num.toString(2).length;
  const shift = bits - 80;
  const scaled = shift > 0 ? num >> BigInt(shift) : num << BigInt(-shift);
  const sticky = shift > 0 && (num & ((1n << BigInt(shift)) - 1n)) !== 0n ? 1n : 0n;
  let value = Number(scaled | sticky); // the one rounding (to nearest, with a sticky bit)
  let e = shift - exp;
  // Powers of two scale exactly while the value stays a normal double.
  for (; e < -1000; e += 1000) value *= 2 ** -1000;
  return value * 2 ** e;
}

const relErr = (actual: number, expected: number) => Math.abs(actual / expected - 1);

describe('mcnemarOneSided: gate.md formula', () => {
  it('equals the exact binomial tail for every small table (n ≤ 24)', () => {
    for (let n = 1; n <= 24; n++) {
      for (let b = 0; b <= n; b++) {
        expect(mcnemarOneSided(b, n - b), `b=${b} c=${n - b}`).toBe(toDouble(mcnemarExact(b, n - b)));
      }
    }
  });

  it('is exact (correctly rounded) up to 4 096 discordant pairs, as docs/gate.md promises', () => {
    // mpmath: 0.50623309268188012979, 0.053761495369819230471
    expect(mcnemarOneSided(2048, 2048)).toBe(toDouble(mcnemarExact(2048, 2048)));
    expect(mcnemarOneSided(2048, 2048)).toBe(0.5062330926818801);
    expect(mcnemarOneSided(2100, 1996)).toBe(0.05376149536981923);
    expect(mcnemarOneSided(2100, 1996)).toBe(toDouble(mcnemarExact(2100, 1996)));
  });

  it('does not underflow halfway: all newly failing among 600 pairs is 2^-600', () => {
    expect(mcnemarOneSided(600, 0)).toBe(2 ** -600);
    expect(mcnemarOneSided(1000, 0)).toBe(2 ** -1000);
    // C(700, 690..700) / 2^700, still far above the smallest double
    expect(relErr(mcnemarOneSided(690, 10), toDouble(mcnemarExact(690, 10)))).toBeLessThan(1e-15);
  });

  it('is 1 when nothing newly fails, whatever the number of newly passing pairs', () => {
    expect(mcnemarOneSided(0, 0)).toBe(1);
    expect(mcnemarOneSided(0, 1)).toBe(1);
    expect(mcnemarOneSided(0, 5000)).toBe(1);
    expect(mcnemarOneSided(0, 250_000)).toBe(1);
  });

  it('beyond 4 096 pairs stays within the documented ~1e-13 relative error of the exact tail (mpmath references)', () => {
    const cases: [number, number, number][] = [
      [2049, 2048, 0.5],
      [2101, 1996, 0.052096636062065470206],
      [2600, 2400, 0.002441824868758759064],
      [2400, 2600, 0.99776477951882166953],
      [2300, 2000, 2.5399677844620158918e-6],
      [3000, 2000, 6.501155002601885615e-46],
      [2600, 2500, 0.082827939214230296321],
      [1, 5000, 1],
      [2048, 2049, 0.51246314334683401256],
      [5000, 4000, 2.7907007835069581171e-26],
      [6000, 3000, 7.8069202914516907921e-224],
      // far tails: the terms fall below 1e-250 of the middle one on the way there
      [3750, 1250, 1.7222020627860761397e-286],
    ];
    for (const [b, c, p] of cases) expect(relErr(mcnemarOneSided(b, c), p), `b=${b} c=${c}`).toBeLessThan(2e-13);
  });

  // Above BIGINT_LIMIT the ratio recurrence is used (the exact big-integer sum would take many seconds
  // here; its speed is not asserted: a mutant that slows it times out under Stryker instead).
  it('is exact to 2e-13 for a million discordant pairs', () => {
    // mpmath: 1/2 + C(10^6, 5·10^5) / 2^(10^6+1)
    expect(relErr(mcnemarOneSided(500_000, 500_000), 0.50039894218066587504)).toBeLessThan(2e-13);
    expect(relErr(mcnemarOneSided(501_000, 499_000), 0.02280414993269104321)).toBeLessThan(2e-13);
    expect(relErr(mcnemarOneSided(502_500, 497_500), 2.8812708188703020363e-7)).toBeLessThan(2e-13);
  });

  it('rejects counts that are negative or not integers', () => {
    for (const [b, c] of [
      [1.5, 0],
      [0, 1.5],
      [-1, 0],
      [0, -1],
      [-1, 3],
      [3, -1],
      [Number.NaN, 0],
      [0, Number.POSITIVE_INFINITY],
    ] as const) {
      expect(() => mcnemarOneSided(b, c), `${b}, ${c}`).toThrow(/non-negative integers/);
    }
  });
});

describe('normalCdf (Hart 1968 as given by West 2005) against mpmath', () => {
  // Φ(z) to 20 digits
  const PHI: [number, number][] = [
    [-37, 5.7255712225245768227e-300],
    [-30, 4.9067139271481870595e-198],
    [-20, 2.7536241186062336951e-89],
    [-10, 7.619853024160526066e-24],
    [-8, 6.2209605742717841235e-16],
    [-7.2, 3.0106279811174335651e-13],
    [-7, 1.2798125438858350044e-12],
    [-5, 2.8665157187919391167e-7],
    [-3, 0.0013498980316300945267],
    [-1.5, 0.066807201268858066004],
    [-0.5, 0.30853753872598689636],
  ];

  it('is accurate to double precision in absolute terms on both sides', () => {
    for (const [z, phi] of PHI) {
      expect(Math.abs(normalCdf(z) - phi), `Φ(${z})`).toBeLessThan(1e-16);
      expect(Math.abs(normalCdf(-z) - (1 - phi)), `Φ(${-z})`).toBeLessThan(2e-16);
    }
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(0.5)).toBeCloseTo(0.69146246127401310364, 15);
    expect(normalCdf(6)).toBeCloseTo(0.99999999901341235496, 15);
  });

  it('keeps the lower tail relatively accurate (rational part below 7.07, continued fraction above)', () => {
    for (const [z, phi] of PHI) {
      const tolerance = Math.abs(z) >= 5 ? 2e-8 : 1e-13;
      expect(relErr(normalCdf(z), phi), `Φ(${z})`).toBeLessThan(tolerance);
    }
  });

  it('is 0 and 1 beyond |z| = 37 and NaN for NaN, like the published algorithm', () => {
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
    expect(normalCdf(Number.NEGATIVE_INFINITY)).toBe(0);
    expect(normalCdf(Number.POSITIVE_INFINITY)).toBe(1);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe('normalQuantile (Acklam + one Halley step) against mpmath', () => {
  // Φ⁻¹(p) for p exactly as the double literal holds it
  const Q: [number, number][] = [
    [1e-10, -6.3613409024040562047],
    [0.001, -3.0902323061678135415],
    [0.02425, -1.9729610513118848376],
    [0.3, -0.52440051270804081597],
    [0.7, 0.52440051270804065631],
    [0.95, 1.6448536269514722843],
    [0.975, 1.9599639845400542355],
    [0.97575, 1.9729610513118849594],
    [0.999, 3.0902323061678132778],
  ];
  it('matches the quantile in all three regions of the approximation', () => {
    for (const [p, x] of Q) expect(relErr(normalQuantile(p), x), `p=${p}`).toBeLessThan(p < 0.01 ? 1e-10 : 1e-14);
    expect(normalQuantile(0.5)).toBe(0);
    expect(relErr(normalQuantile(1 - 1e-10), 6.3613409024040562047)).toBeLessThan(1e-8);
  });

  it('inverts normalCdf', () => {
    for (const p of [0.01, 0.05, 0.1, 0.25, 0.5, 0.75, 0.9, 0.95, 0.99])
      expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 14);
  });

  it('is ∓∞ at 0 and 1 and NaN outside [0, 1]', () => {
    expect(normalQuantile(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(normalQuantile(1)).toBe(Number.POSITIVE_INFINITY);
    for (const p of [-0.1, 1.5, -1, 2, Number.NaN]) expect(normalQuantile(p), String(p)).toBeNaN();
  });

  it('normalQuantile gives the one-sided quantiles of the usual levels', () => {
    expect(relErr(normalQuantile(0.95), 1.6448536269514722843)).toBeLessThan(1e-14);
    expect(relErr(normalQuantile(0.99), 2.3263478740408411)).toBeLessThan(1e-13);
  });
});

describe('Wilson score interval', () => {
  const z95 = 1.959963984540054;
  it('reproduces Newcombe (1998, single proportion) to 4 decimals', () => {
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
      [3, 7, 0.1582, 0.7495],
      [10, 10, 0.7225, 1],
    ];
    for (const [r, n, lower, upper] of cases) {
      const w = wilsonInterval(r, n, z95);
      expect(w.lower, `${r}/${n}`).toBeCloseTo(lower, 4);
      expect(w.upper, `${r}/${n}`).toBeCloseTo(upper, 4);
    }
  });

  it('is exactly [0, ·] at 0/n and [·, 1] at n/n (the formula alone leaves rounding dust)', () => {
    // (centre + spread) / denom is 0.9999999999999999 for 10/10 at z = 1.96 and for 5/5 at z = 1.645
    expect(wilsonInterval(10, 10, z95).upper).toBe(1);
    expect(wilsonInterval(5, 5, 1.6448536269514722).upper).toBe(1);
    expect(wilsonInterval(1, 1, 1.6448536269514722).upper).toBe(1);
    expect(wilsonInterval(0, 10, z95).lower).toBe(0);
    expect(wilsonInterval(0, 7, 2.5758293035489004).lower).toBe(0);
  });

  it('is the whole [0, 1] without items', () => {
    expect(wilsonInterval(0, 0, z95)).toEqual({ lower: 0, upper: 1 });
  });
});

describe('Newcombe hybrid score interval (method 10)', () => {
  const z95 = 1.959963984540054;
  it('reproduces Newcombe (1998, Table II) including unequal sizes and empty/full sides', () => {
    const cases: [[number, number, number, number], number, number][] = [
      [[56, 70, 48, 80], 0.0524, 0.3339],
      [[9, 10, 3, 10], 0.1705, 0.809],
      [[6, 7, 2, 7], 0.0582, 0.8062],
      [[5, 56, 0, 29], -0.0381, 0.1926],
      [[0, 10, 0, 20], -0.1611, 0.2775],
      [[0, 10, 0, 10], -0.2775, 0.2775],
      [[10, 10, 0, 20], 0.6791, 1],
      [[10, 10, 0, 10], 0.6075, 1],
    ];
    for (const [[r1, n1, r2, n2], lower, upper] of cases) {
      const i = newcombeInterval({ passed: r1, n: n1 }, { passed: r2, n: n2 }, z95);
      expect(i.lower, `${r1}/${n1} − ${r2}/${n2}`).toBeCloseTo(lower, 4);
      expect(i.upper, `${r1}/${n1} − ${r2}/${n2}`).toBeCloseTo(upper, 4);
    }
  });
});

describe('newcombeOneSidedP', () => {
  // mpmath: the α with upper(z_{1−α}) = 0 (current worse) or Φ(z*) with lower(z*) = 0 (current better)
  const cases: [[number, number, number, number], number][] = [
    [[48, 80, 56, 70], 0.0040665701793034228],
    [[56, 70, 48, 80], 0.99593342982069658],
    [[70, 100, 90, 100], 0.00024308509084910687],
    [[87, 100, 90, 100], 0.25340053004660003],
    [[85, 100, 90, 100], 0.14342617736732459],
    [[3, 10, 9, 10], 0.0024817007087551226],
    [[870, 1000, 900, 1000], 0.017899407622881209],
    [[40, 100, 47, 100], 0.15894596814443211],
  ];
  it('is the level at which the interval bound reaches 0', () => {
    for (const [[r1, n1, r2, n2], p] of cases)
      expect(newcombeOneSidedP({ passed: r1, n: n1 }, { passed: r2, n: n2 }), `${r1}/${n1} vs ${r2}/${n2}`).toBeCloseTo(
        p,
        10,
      );
  });

  it('is 0.5 for equal rates, 1 without items on either side', () => {
    expect(newcombeOneSidedP({ passed: 30, n: 60 }, { passed: 10, n: 20 })).toBe(0.5);
    expect(newcombeOneSidedP({ passed: 0, n: 0 }, { passed: 5, n: 10 })).toBe(1);
    expect(newcombeOneSidedP({ passed: 5, n: 10 }, { passed: 0, n: 0 })).toBe(1);
    expect(newcombeOneSidedP({ passed: 0, n: 0 }, { passed: 0, n: 0 })).toBe(1);
  });

  it('is 0 for a collapse no interval can reach and 1 for the mirror-image jump', () => {
    // 0/1000 against 1000/1000: even the z = 40 interval's upper bound stays below 0
    expect(newcombeOneSidedP({ passed: 0, n: 1000 }, { passed: 1000, n: 1000 })).toBe(0);
    expect(newcombeOneSidedP({ passed: 1000, n: 1000 }, { passed: 0, n: 1000 })).toBe(1);
  });
});

describe('normalCdf just beyond |z| = 37', () => {
  it('is exactly 0 where the tail formula would still give a denormal number (e^(−z²/2) underflows only near 38.6)', () => {
    for (const z of [-37.5, -38, -38.5]) expect(normalCdf(z), String(z)).toBe(0);
    expect(normalCdf(-37)).toBeGreaterThan(0);
  });
});
