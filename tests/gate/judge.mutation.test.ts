// judge() at the edges the verdict tests do not reach: a drop past the warn threshold only, or
// below minEffect (the min-effect reason), the small collapse's thresholds and its α boundary, the
// items test's minimum, a null value's drop, and a history rule's record on a target without a
// value. Each case kills a mutant of gate/judge.ts the rest of the suite let live.
import { describe, expect, it } from 'vitest';
import { judge, type JudgeInput } from '../../src/gate/judge.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { targetHistory, type PastValue } from '../../src/gate/history-stats.js';
import type { EffectiveRule } from '../../src/gate/model.js';
import type { Side } from '../../src/gate/sides.js';
import { defaultRule } from './helpers.js';

const cfg = resolveGateConfig(undefined, () => undefined);
const side = (value: number | null, n: number | null = null, passed?: number): Side => ({
  value,
  n,
  counts: passed === undefined || n === null ? null : { passed, n },
});
/** Points: warn past a 2-point drop, fail past 5 (minEffect as given). */
const points = (minEffect: number | null = null, direction: 'higher' | 'lower' = 'higher'): EffectiveRule => ({
  ...defaultRule('points', direction),
  warn: { maxDrop: 2 },
  fail: { maxDrop: 5 },
  minEffect,
});
const input = (over: Partial<JudgeInput> & Pick<JudgeInput, 'baseline' | 'current' | 'rule'>): JudgeInput => ({
  scale: 'points',
  tested: false,
  pairedCounts: null,
  cfg,
  ...over,
});
const kinds = (j: ReturnType<typeof judge>) => j.reasons.map((r) => r.kind);

describe('judge: minEffect', () => {
  it('a drop past warn only gets no min-effect reason, whatever minEffect is', () => {
    const j = judge(input({ baseline: side(90), current: side(87), rule: points(10) }));
    expect([j.verdict, j.exceeds, kinds(j)]).toEqual(['possible-regression', 'warn', ['drop']]);
    const within = judge(input({ baseline: side(90), current: side(89), rule: points(10) }));
    expect([within.verdict, within.exceeds, kinds(within)]).toEqual(['unchanged', null, []]);
  });

  it('a drop past fail but below minEffect is judged at the warn level, with the min-effect reason', () => {
    const j = judge(input({ baseline: side(90), current: side(83), rule: points(10) }));
    expect([j.verdict, j.exceeds, kinds(j)]).toEqual(['possible-regression', 'fail', ['drop', 'min-effect']]);
    const atMinEffect = judge(input({ baseline: side(90), current: side(80), rule: points(10) }));
    expect([atMinEffect.verdict, kinds(atMinEffect)]).toEqual(['regressed', ['drop']]);
  });
});

describe('judge: a small collapse (fewer items than minItems)', () => {
  // 9 items, 9/9 → 0/9, paired: McNemar's one-sided p = 2⁻⁹.
  const collapse = (rule: EffectiveRule, over: Partial<JudgeInput> = {}) =>
    judge(
      input({
        baseline: side(100, 9, 9),
        current: side(0, 9, 0),
        rule,
        tested: true,
        pairedCounts: { b: 9, c: 0 },
        ...over,
      }),
    );

  it('past fail and significant: possible-regression, with a fail-level drop reason', () => {
    const j = collapse(points());
    expect([j.verdict, j.test, j.p]).toEqual(['possible-regression', 'mcnemar', 2 ** -9]);
    expect(j.reasons.find((r) => r.kind === 'drop')).toMatchObject({ level: 'fail', p: 2 ** -9, pAdjusted: 2 ** -9 });
  });

  it('past warn only: not tested, insufficient-data', () => {
    const rule = { ...points(), warn: { maxDrop: 2 }, fail: { maxDrop: 200 } };
    const j = collapse(rule);
    expect([j.verdict, j.test, kinds(j)]).toEqual(['insufficient-data', null, ['too-few-items']]);
  });

  it('below minEffect: not tested; at or above it: tested', () => {
    expect(collapse(points(101)).verdict).toBe('insufficient-data');
    expect(collapse(points(100)).verdict).toBe('possible-regression');
    expect(collapse(points(99)).verdict).toBe('possible-regression');
  });

  it("an adjusted p equal to α is not significant: the run's adjustment decides", () => {
    const test = { test: 'mcnemar' as const, p: 2 ** -9 };
    expect(collapse(points(), { family: { test, pAdjusted: 0.05 } }).verdict).toBe('insufficient-data');
    expect(collapse(points(), { family: { test, pAdjusted: 0.049 } }).verdict).toBe('possible-regression');
  });
});

describe('judge: the test on the items values of a usage metric', () => {
  const usage = (baseline: number[], current: number[]) =>
    judge(
      input({
        baseline: side(1),
        current: side(3),
        rule: { ...defaultRule('unit', 'lower'), warn: {}, fail: { maxDropPct: 10 } },
        scale: 'unit',
        usageValues: { figure: 'tokens', paired: false, baseline, current },
      }),
    );

  it('needs two values on each side; with fewer, the thresholds alone judge (no test, no missing p)', () => {
    expect(usage([1, 1.1], [3, 3.1]).test).toBe('welch-items');
    for (const few of [usage([1], [3, 3.1]), usage([1, 1.1], [3])])
      expect([few.verdict, few.test, kinds(few)]).toEqual(['regressed', null, ['drop']]);
  });
});

describe('judge: repeats', () => {
  it('one repeat with a value on a side is no spread to test: the rate test decides, as without repeats', () => {
    const withRepeats = (b: number[], c: number[]) =>
      judge(
        input({
          baseline: { ...side(90, 100, 90), repeats: { values: b, seeds: b.map((_, i) => i) } },
          current: { ...side(80, 100, 80), repeats: { values: c, seeds: c.map((_, i) => i) } },
          rule: points(),
          tested: true,
        }),
      );
    for (const j of [withRepeats([90], [80, 81]), withRepeats([90, 91], [80])])
      expect([j.test, kinds(j).includes('no-p')]).toEqual(['newcombe', false]);
    expect(withRepeats([90, 91], [80, 81]).test).toBe('paired-t');
  });
});

describe('judge: a side without a value', () => {
  it('has no drop: exceeds nothing, in either direction', () => {
    const lower = points(null, 'lower');
    expect(judge(input({ baseline: side(90), current: side(null), rule: points() })).exceeds).toBeNull();
    expect(judge(input({ baseline: side(null), current: side(90), rule: lower })).exceeds).toBeNull();
    expect(judge(input({ baseline: side(90), current: side(null), rule: lower })).exceeds).toBeNull();
  });

  it('under a history rule: no history judgement is recorded', () => {
    const past: PastValue[] = Array.from({ length: 12 }, (_, i) => ({
      runId: String(i),
      createdAt: `2026-11-${String(20 - i).padStart(2, '0')}T00:00:00Z`,
      value: 80 + (i % 3),
    }));
    const rule = { ...points(), history: { k: 3, warnK: null, minHistory: 10 } };
    const history = targetHistory(past);
    expect(judge(input({ baseline: side(80), current: side(null), rule, history })).history).toBeUndefined();
    expect(judge(input({ baseline: side(80), current: side(81), rule, history })).history).toMatchObject({
      basis: 'history',
    });
    // A history too short for the rule: its basis, and no band at all.
    const short = judge(
      input({ baseline: side(80), current: side(81), rule, history: targetHistory(past.slice(0, 3)) }),
    );
    expect(short.history).toStrictEqual({ basis: 'insufficient-history' });
    expect(Object.keys(short.history!)).toEqual(['basis']);
  });
});
