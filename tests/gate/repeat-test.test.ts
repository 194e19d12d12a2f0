// judge.ts's test on repeats (issue #27): paired by seed only when both sides used the same set
// of seeds, each once; Welch's otherwise; in the metric's direction; from two repeats a side.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { pairedTOneSided, welchOneSided } from '../../src/gate/stats.js';
import { gateHints } from '../catalog.js';
import type { Suite } from '../../src/results/types.js';
import { doc, suite } from './helpers.js';
import { repeatSuite } from './repeats-helpers.js';

/** One side's repeat values and their seeds (null: a repeat without a seed). */
interface Side {
  values: readonly number[];
  seeds: readonly (number | null)[];
}

/** The test the gate runs on a metric's repeats, read from the compared target (judge.ts repeatTest). */
function repeatTest(baseline: Side, current: Side, direction: 'higher' | 'lower') {
  const side = (r: Side) =>
    repeatSuite({
      id: 's',
      finalScores: r.values.map(() => 50),
      seeds: r.seeds as number[],
      metrics: { m: [...r.values] },
      lower: direction === 'lower' ? ['m'] : [],
    });
  const cfg = resolveGateConfig({}, gateHints);
  const target = compareDocuments(doc([side(current)]), doc([side(baseline)]), cfg).suites[0]!.targets.find(
    (t) => t.id === 'm',
  )!;
  return { test: target.test, p: target.p, repeats: target.repeats };
}

const B = [70, 72, 68, 71];
const C = [66, 69, 65, 67];

describe('repeatTest', () => {
  it('the same seeds, in another order: the paired t on the drops matched by seed', () => {
    const r = repeatTest(
      { values: B, seeds: [1, 2, 3, 4] },
      { values: [C[2]!, C[0]!, C[3]!, C[1]!], seeds: [3, 1, 4, 2] },
      'higher',
    );
    const paired = pairedTOneSided(B, C);
    expect(r.test).toBe('paired-t');
    expect(r.p).toBe(paired.p);
    expect(r.repeats?.df).toBe(paired.df);
  });

  it('Welch’s t when the seeds do not match one for one', () => {
    const welch = welchOneSided(B, C);
    const cases: [string, (number | null)[], (number | null)[], number[]][] = [
      ['a baseline repeat without a seed', [1, null, 3, 4], [1, 2, 3, 4], C],
      ['a current repeat without a seed', [1, 2, 3, 4], [1, 2, null, 4], C],
      ['one repeat without a seed on each side', [1, null, 3, 4], [1, null, 3, 4], C],
      ['another number of repeats', [1, 2, 3, 4], [1, 2, 3], C.slice(0, 3)],
      ['fewer baseline repeats, their seeds all in the current run', [1, 2, 3], [1, 2, 3, 4], C],
      ['a seed twice in the baseline', [1, 1, 2, 3], [1, 2, 3, 4], C],
      ['a seed twice in the current run', [1, 2, 3, 4], [1, 2, 2, 3], C],
      ['another set of seeds', [1, 2, 3, 4], [1, 2, 3, 5], C],
    ];
    for (const [name, bs, cs, cv] of cases) {
      const bv = B.slice(0, bs.length);
      const r = repeatTest({ values: bv, seeds: bs }, { values: cv, seeds: cs }, 'higher');
      expect(r.test, name).toBe('welch');
      expect(r.p, name).toBe(bv === B && cv === C ? welch.p : welchOneSided(bv, cv).p);
    }
  });

  it('in the metric’s direction: a rise is worse when lower is better, paired or not', () => {
    const up = B.map((v) => v + 5);
    const seeds = [1, 2, 3, 4];
    for (const cSeeds of [seeds, [null, 2, 3, 4]]) {
      const lower = repeatTest({ values: B, seeds }, { values: up, seeds: cSeeds }, 'lower');
      const higher = repeatTest({ values: B, seeds }, { values: up, seeds: cSeeds }, 'higher');
      expect(lower.p).toBeLessThan(0.01);
      expect(higher.p).toBeGreaterThan(0.99);
    }
    expect(repeatTest({ values: B, seeds: [null, 2, 3, 4] }, { values: up, seeds }, 'lower').p).toBe(
      welchOneSided(
        B.map((v) => -v),
        up.map((v) => -v),
      ).p,
    );
  });
});

describe('the gate tests repeats from two a side', () => {
  it('two repeats each: the t test; one on either side, or none on one side: no test on repeats', () => {
    const compared = (baseline: Suite, current: Suite) =>
      compareDocuments(doc([current]), doc([baseline]), resolveGateConfig({}, gateHints)).suites[0]!.targets.find(
        (t) => t.id === 'finalScore',
      )!;
    const target = (b: number[], c: number[]) =>
      compared(repeatSuite({ id: 's', finalScores: b }), repeatSuite({ id: 's', finalScores: c }));
    const two = target([70, 72], [60, 61]);
    expect(two.test).toBe('paired-t');
    expect(two.repeats?.current.n).toBe(2);
    const plain = suite({ id: 's', benchmark: 'flood', task: null, total: 1, finalScore: 70 });
    for (const one of [
      target([70, 72], [60]),
      target([70], [60, 61]),
      compared(plain, repeatSuite({ id: 's', finalScores: [60, 61] })),
      compared(repeatSuite({ id: 's', finalScores: [70, 72] }), { ...plain, finalScore: 60 }),
    ]) {
      expect(one.repeats).toBeUndefined();
      expect(['paired-t', 'welch']).not.toContain(one.test);
    }
  });
});
