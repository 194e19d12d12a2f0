// The verdict engine (gate.md "Verdicts", docs/gate.md "What is compared and how"): judge(),
// compareDocuments(), runVerdict() and verdictHash(), with every expected value worked out by hand
// from the spec. p-values of the unpaired test were computed independently with mpmath (the α at
// which the Newcombe interval's bound reaches 0).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDocuments, compareRuns, type SuiteComparison, type TargetComparison } from '../../src/gate/compare.js';
import { alphaOf, judge } from '../../src/gate/judge.js';
import { runVerdict } from '../../src/gate/run-outcome.js';
import { resolveGateConfig, type GateRule, type ResolvedGateConfig } from '../../src/gate/config.js';
import type { ItemsScan } from '../../src/gate/items.js';
import { effectiveRule, type EffectiveRule } from '../../src/gate/rules.js';
import type { Logger } from '../../src/core/logger.js';
import type { Metric, Suite } from '../../src/results/types.js';
import { doc, suite, tempDir, defaultRule, verdictHash } from './helpers.js';
import { failThresholdWords, reasonsWords } from '../../src/report/words.js';
import { scoreRow, suiteGating, suiteOutcome } from '../../src/gate/gating.js';
import { gateHints } from '../catalog.js';

const cfg = resolveGateConfig(undefined, gateHints);
const withRules = (rules: GateRule[], over: Partial<ResolvedGateConfig> = {}): ResolvedGateConfig => ({
  ...resolveGateConfig({ rules }, gateHints),
  ...over,
});

interface Side {
  value: number | null;
  n: number | null;
  counts: { passed: number; n: number } | null;
}
const val = (value: number | null, n: number | null = null, counts: Side['counts'] = null): Side => ({
  value,
  n,
  counts,
});
const rate = (passed: number, n: number): Side => ({ value: (100 * passed) / n, n, counts: { passed, n } });

const points = (direction: 'higher' | 'lower' = 'higher'): EffectiveRule => defaultRule('points', direction);
const unit = (direction: 'higher' | 'lower' = 'higher'): EffectiveRule => defaultRule('unit', direction);

/** judge()'s verdict, test and p, and its reasons as the reports word them (`unit`: the target's). */
function j(
  baseline: Side | null,
  current: Side | null,
  rule: EffectiveRule,
  opts: {
    scale?: 'points' | 'unit';
    unit?: string | null;
    tested?: boolean;
    pairedCounts?: { b: number; c: number } | null;
    cfg?: ResolvedGateConfig;
  } = {},
) {
  const scale = opts.scale ?? (rule.warn.maxDrop !== undefined ? 'points' : 'unit');
  const out = judge({
    baseline,
    current,
    rule,
    scale,
    tested: opts.tested ?? false,
    pairedCounts: opts.pairedCounts ?? null,
    cfg: opts.cfg ?? cfg,
  });
  return {
    verdict: out.verdict,
    test: out.test,
    p: out.p,
    reasons: reasonsWords({ ...out, direction: rule.direction, scale, unit: opts.unit ?? null, rule }),
  };
}

/** A target with its reasons and fail threshold in words. */
const worded = (t: TargetComparison) => ({ ...t, reasons: reasonsWords(t), threshold: failThresholdWords(t) });

describe('judge: presence, null values, minItems', () => {
  it('removed when the current side is absent, new when the baseline is', () => {
    expect(j(val(90, 100), null, points())).toEqual({ verdict: 'removed', test: null, p: null, reasons: [] });
    expect(j(null, val(90, 100), points())).toEqual({ verdict: 'new', test: null, p: null, reasons: [] });
    expect(j(null, null, points()).verdict).toBe('removed');
  });

  it('insufficient-data when a value is null on either side, naming the side', () => {
    expect(j(val(90, 100), val(null, 100), points())).toEqual({
      verdict: 'insufficient-data',
      test: null,
      p: null,
      reasons: ['value is null on the current side'],
    });
    expect(j(val(null, 100), val(90, 100), points()).reasons).toEqual(['value is null on the baseline side']);
    expect(j(val(null), val(null), points()).reasons).toEqual(['value is null on the current side']);
  });

  it('insufficient-data when either side alone has fewer than minItems items', () => {
    // a 50-point collapse that would otherwise be regressed
    expect(j(val(100, 9), val(50, 100), points())).toEqual({
      verdict: 'insufficient-data',
      test: null,
      p: null,
      reasons: ['fewer than 10 items (baseline 9, current 100)'],
    });
    expect(j(val(100, 100), val(50, 9), points()).reasons).toEqual(['fewer than 10 items (baseline 100, current 9)']);
    expect(j(val(100, null), val(50, 3), points()).reasons).toEqual(['fewer than 10 items (baseline –, current 3)']);
    expect(j(val(100, 4), val(50, null), points()).reasons).toEqual(['fewer than 10 items (baseline 4, current –)']);
    // exactly minItems on both sides is enough
    expect(j(val(100, 10), val(50, 10), points()).verdict).toBe('regressed');
    // values without an item count are never subject to it
    expect(j(val(100, null), val(50, null), points()).verdict).toBe('regressed');
  });

  it('uses the configured minItems', () => {
    const three = { ...cfg, minItems: 3 };
    expect(j(val(100, 3), val(50, 3), points(), { cfg: three }).verdict).toBe('regressed');
    expect(j(val(100, 2), val(50, 3), points(), { cfg: three }).reasons).toEqual([
      'fewer than 3 items (baseline 2, current 3)',
    ]);
  });
});

describe('judge: thresholds (defaults warn 2 / fail 5 points, 2 % / 5 % of |baseline|)', () => {
  it('points, higher is better: the drop must exceed the threshold strictly', () => {
    expect(j(val(90), val(85), points())).toEqual({
      verdict: 'possible-regression',
      test: null,
      p: null,
      reasons: ['fell by 5 points, more than the warn threshold (2 points)'],
    });
    expect(j(val(90), val(84.5), points())).toEqual({
      verdict: 'regressed',
      test: null,
      p: null,
      reasons: ['fell by 5.5 points, more than the fail threshold (5 points)'],
    });
    expect(j(val(90), val(88), points())).toEqual({ verdict: 'unchanged', test: null, p: null, reasons: [] });
    expect(j(val(90), val(87.9), points()).verdict).toBe('possible-regression');
    expect(j(val(90), val(92), points()).verdict).toBe('unchanged');
    expect(j(val(90), val(92.5), points())).toEqual({ verdict: 'improved', test: null, p: null, reasons: [] });
  });

  it('points, lower is better: the drop is current − baseline', () => {
    expect(j(val(10), val(16), points('lower')).reasons).toEqual([
      'rose by 6 points, more than the fail threshold (5 points)',
    ]);
    expect(j(val(10), val(13), points('lower')).verdict).toBe('possible-regression');
    expect(j(val(10), val(7), points('lower')).verdict).toBe('improved');
    expect(j(val(10), val(4), points('lower')).verdict).toBe('improved');
  });

  it('own unit: thresholds relative to |baseline|, no "points" in the reason', () => {
    expect(j(val(10), val(9.4), unit())).toEqual({
      verdict: 'regressed',
      test: null,
      p: null,
      reasons: ['fell by 0.6 (6 % of the baseline), more than the fail threshold (5 % of the baseline)'],
    });
    expect(j(val(10), val(9.7), unit()).reasons).toEqual([
      'fell by 0.3 (3 % of the baseline), more than the warn threshold (2 % of the baseline)',
    ]);
    expect(j(val(10), val(9.8), unit()).verdict).toBe('unchanged'); // exactly 2 %
    expect(j(val(10), val(10.3), unit()).verdict).toBe('improved');
    expect(j(val(10), val(10.6), unit('lower')).verdict).toBe('regressed');
    expect(j(val(10), val(9.7), unit('lower')).verdict).toBe('improved');
    // a negative baseline: the percentage is of |baseline|
    expect(j(val(-10), val(-10.6), unit()).verdict).toBe('regressed');
    expect(j(val(-10), val(-9.4), unit()).verdict).toBe('improved');
    // drop% is ignored when the baseline is 0
    expect(j(val(0), val(-5), unit()).verdict).toBe('unchanged');
  });
});

describe('judge: tests', () => {
  it('paired: exact McNemar, significant only when p < α (gate.md worked cases)', () => {
    const fiveOfTen = j(rate(10, 10), rate(5, 10), points(), { tested: true, pairedCounts: { b: 5, c: 0 } });
    expect(fiveOfTen).toEqual({
      verdict: 'regressed',
      test: 'mcnemar',
      p: 0.03125,
      reasons: ['fell by 50 points, more than the fail threshold (5 points); p = 0.0313 < α = 0.05'],
    });
    const fourOfTen = j(rate(10, 10), rate(6, 10), points(), { tested: true, pairedCounts: { b: 4, c: 0 } });
    expect(fourOfTen).toEqual({
      verdict: 'not-shown',
      test: 'mcnemar',
      p: 0.0625,
      reasons: [
        'fell by 40 points, more than the fail threshold (5 points), but p = 0.0625 ≥ α = 0.05 (not significant)',
      ],
    });
  });

  it('paired counts take precedence over the unpaired counts', () => {
    expect(j(rate(90, 100), rate(50, 100), points(), { tested: true, pairedCounts: { b: 4, c: 0 } }).test).toBe(
      'mcnemar',
    );
  });

  it('p equal to α is not significant (α = 1 − level without rounding residue)', () => {
    const level = { ...cfg, level: 0.9375 }; // α = 0.0625 = McNemar p for b = 4, c = 0
    expect(
      j(rate(10, 10), rate(6, 10), points(), { tested: true, pairedCounts: { b: 4, c: 0 }, cfg: level }).reasons,
    ).toEqual([
      'fell by 40 points, more than the fail threshold (5 points), but p = 0.0625 ≥ α = 0.0625 (not significant)',
    ]);
    const strict = { ...cfg, level: 0.99 };
    expect(
      j(rate(10, 10), rate(5, 10), points(), { tested: true, pairedCounts: { b: 5, c: 0 }, cfg: strict }).reasons,
    ).toEqual([
      'fell by 50 points, more than the fail threshold (5 points), but p = 0.0313 ≥ α = 0.01 (not significant)',
    ]);
  });

  it('unpaired: Newcombe on passed/n, current worse', () => {
    const r = j(rate(90, 100), rate(70, 100), points(), { tested: true });
    expect(r.test).toBe('newcombe');
    expect(r.p).toBeCloseTo(0.00024308509084910687, 10);
    expect(r.verdict).toBe('regressed');
    expect(r.reasons).toEqual(['fell by 20 points, more than the fail threshold (5 points); p = 0.0002 < α = 0.05']);
    // p below 0.0001 keeps two significant digits
    const tiny = j(rate(90, 100), rate(50, 100), points(), { tested: true });
    expect(Math.abs(tiny.p! / 3.633133751895795e-10 - 1)).toBeLessThan(1e-7);
    expect(tiny.reasons).toEqual([
      'fell by 40 points, more than the fail threshold (5 points); p = 3.6e-10 < α = 0.05',
    ]);
    // a drop over the fail threshold without significance
    const notSig = j(rate(180, 200), rate(160, 200), points(), { tested: true });
    expect(notSig.verdict).toBe('regressed');
    const weak = j(val(90, 200, { passed: 180, n: 200 }), val(84, 200, { passed: 170, n: 200 }), points(), {
      tested: true,
    });
    expect(weak.p).toBeCloseTo(0.066006492724929855, 10);
    expect(weak).toMatchObject({
      verdict: 'not-shown',
      reasons: [
        'fell by 6 points, more than the fail threshold (5 points), but p = 0.066 ≥ α = 0.05 (not significant)',
      ],
    });
  });

  it('unpaired, lower is better: the sides swap roles so that "worse" is a higher rate', () => {
    // an error rate going from 10/100 to 20/100: 10 points worse, p(10/100 < 20/100) = 0.0248
    const worse = j(rate(10, 100), rate(20, 100), points('lower'), { tested: true });
    expect(worse.test).toBe('newcombe');
    expect(worse.p).toBeCloseTo(0.024835200879508517, 10);
    expect(worse.verdict).toBe('regressed');
    const better = j(rate(20, 100), rate(10, 100), points('lower'), { tested: true });
    expect(better.p).toBeCloseTo(0.97516479912049148, 10);
    expect(better.verdict).toBe('improved');
  });

  it('untested targets and tested ones without counts fall back to thresholds only', () => {
    expect(j(rate(90, 100), rate(50, 100), points(), { tested: false })).toMatchObject({
      test: null,
      p: null,
      verdict: 'regressed',
    });
    expect(j(val(90, 100), val(50, 100), points(), { tested: true })).toMatchObject({
      test: null,
      p: null,
      verdict: 'regressed',
      reasons: ['fell by 40 points, more than the fail threshold (5 points)'],
    });
    expect(j(val(90, 100, { passed: 90, n: 100 }), val(50, 100), points(), { tested: true }).test).toBeNull();
    expect(j(val(90, 100), val(50, 100, { passed: 50, n: 100 }), points(), { tested: true }).test).toBeNull();
  });
});

describe('judge: absolute bounds', () => {
  const bounded = (warn: object, fail: object, direction: 'higher' | 'lower' = 'higher'): EffectiveRule => ({
    direction,
    warn: { maxDropPct: 2, ...warn },
    fail: { maxDropPct: 5, ...fail },
    minEffect: null,
  });

  it('a violated fail bound is regressed, with or without a baseline, even with too few items', () => {
    expect(j(null, val(0.05, 50), bounded({}, { min: 0.1 }))).toEqual({
      verdict: 'regressed',
      test: null,
      p: null,
      reasons: ['0.05 is below min 0.1 (fail)'],
    });
    expect(j(val(14), val(16), bounded({}, { max: 15 }, 'lower'), { scale: 'unit' }).reasons).toEqual([
      'rose by 2 (14.29 % of the baseline), more than the fail threshold (5 % of the baseline)',
      '16 is above max 15 (fail)',
    ]);
    expect(j(val(1, 3), val(0.05, 3), bounded({}, { min: 0.1 }))).toMatchObject({
      verdict: 'regressed',
      reasons: ['fewer than 10 items (baseline 3, current 3)', '0.05 is below min 0.1 (fail)'],
    });
  });

  it('a violated warn bound is at least possible-regression and never lowers a worse verdict', () => {
    expect(j(null, val(0.15), bounded({ min: 0.2 }, { min: 0.1 }))).toEqual({
      verdict: 'possible-regression',
      test: null,
      p: null,
      reasons: ['0.15 is below min 0.2 (warn)'],
    });
    expect(j(val(0.15), val(0.15), bounded({ min: 0.2 }, {})).verdict).toBe('possible-regression');
    expect(j(val(0.1), val(0.15), bounded({ min: 0.2 }, {})).verdict).toBe('possible-regression'); // improved, but under the warn bound
    expect(j(val(0.2, 3), val(0.15, 3), bounded({ min: 0.2 }, {})).verdict).toBe('possible-regression'); // insufficient-data
    expect(j(val(10), val(12), bounded({ max: 11 }, {}, 'lower'))).toMatchObject({
      verdict: 'regressed',
      reasons: [
        'rose by 2 (20 % of the baseline), more than the fail threshold (5 % of the baseline)',
        '12 is above max 11 (warn)',
      ],
    });
    // both bounds violated: the fail bound decides and is the one reported
    expect(j(null, val(0.05), bounded({ min: 0.2 }, { min: 0.1 })).reasons).toEqual(['0.05 is below min 0.1 (fail)']);
  });

  it('a value on the bound is within it; cleared bounds and missing values are not checked', () => {
    expect(j(null, val(0.1), bounded({}, { min: 0.1 })).verdict).toBe('new');
    expect(j(null, val(15), bounded({}, { max: 15 })).verdict).toBe('new');
    expect(j(null, val(0.05), bounded({}, { min: null })).verdict).toBe('new');
    expect(j(val(1), val(null), bounded({}, { min: 0.1 })).verdict).toBe('insufficient-data');
    expect(j(val(0.05), null, bounded({}, { min: 0.1 })).verdict).toBe('removed');
  });
});

// ---------------------------------------------------------------------------------------------

function tgt(
  c: { suites: SuiteComparison[] },
  suiteId: string,
  id: string,
  kind: 'round' | 'metric' = 'metric',
): TargetComparison {
  const t = c.suites.find((s) => s.id === suiteId)?.targets.find((x) => x.id === id && x.kind === kind);
  if (t === undefined) throw new Error(`no target ${suiteId}/${kind}/${id}`);
  return t;
}

const roundSuite = (id: string, total: number, rounds: [string, number, number?][], over: Partial<Suite> = {}): Suite =>
  suite({
    id,
    total,
    rounds: rounds.map(([rid, passed, input]) => ({ id: rid, input: input ?? total, passed })),
    ...over,
  });

function scan(over: Partial<ItemsScan> & { discordant?: Map<string, { b: number; c: number }> }): ItemsScan {
  return {
    baselineItems: 100,
    currentItems: 100,
    shared: 100,
    paired: true,
    discordant: new Map(),
    usagePairs: new Map(),
    usageSamples: new Map(),
    failing: 0,
    worst: [],
    badLines: 0,
    ...over,
  };
}

describe('compareDocuments: rounds', () => {
  it('compares survival rates passed / total in points, with the round counts for the table', () => {
    const base = roundSuite('s', 200, [
      ['reach', 180],
      ['ground', 150, 180],
    ]);
    const cur = roundSuite(
      's',
      200,
      [
        ['reach', 170],
        ['ground', 160, 170],
      ],
      {
        rounds: [
          { id: 'reach', label: 'Round 1', input: 200, passed: 170 },
          { id: 'ground', input: 170, passed: 160 },
        ],
      },
    );
    const c = compareDocuments(doc([cur]), doc([base]), cfg);
    const reach = tgt(c, 's', 'reach', 'round');
    expect(reach).toMatchObject({
      kind: 'round',
      label: 'Round 1',
      scale: 'points',
      direction: 'higher',
      unit: '%',
      baseline: 90,
      current: 85,
      delta: -5,
      test: 'newcombe',
      items: { baseline: 200, current: 200 },
    });
    expect(reach.p).toBeCloseTo(0.066006492724929855, 10);
    expect(reach.verdict).toBe('possible-regression');
    expect(reach.round).toEqual({ input: 200, passed: 170, baselineInput: 200, baselinePassed: 180 });
    // the second round: survival 75 % → 80 %, although its conditional rate fell
    const ground = tgt(c, 's', 'ground', 'round');
    expect(ground).toMatchObject({ label: 'ground', baseline: 75, current: 80, delta: 5, verdict: 'improved' });
    expect(ground.round).toEqual({ input: 170, passed: 160, baselineInput: 180, baselinePassed: 150 });
  });

  it('rounds on one side only are new or removed; the label falls back to the baseline', () => {
    const base = roundSuite(
      's',
      50,
      [
        ['a', 40],
        ['old', 30],
      ],
      {
        rounds: [
          { id: 'a', input: 50, passed: 40 },
          { id: 'old', label: 'Old round', input: 40, passed: 30 },
        ],
      },
    );
    const cur = roundSuite('s', 50, [
      ['a', 40],
      ['fresh', 20],
    ]);
    const c = compareDocuments(doc([cur]), doc([base]), cfg);
    expect(c.suites[0]!.targets.filter((t) => t.kind === 'round').map((t) => [t.id, t.verdict])).toEqual([
      ['a', 'unchanged'],
      ['fresh', 'new'],
      ['old', 'removed'],
    ]);
    expect(tgt(c, 's', 'old', 'round')).toMatchObject({
      label: 'Old round',
      baseline: 60,
      current: null,
      delta: null,
      items: { baseline: 50, current: null },
    });
    expect(tgt(c, 's', 'old', 'round').round).toEqual({ input: 0, passed: 0, baselineInput: 40, baselinePassed: 30 });
    expect(tgt(c, 's', 'fresh', 'round')).toMatchObject({ baseline: null, current: 40, delta: null });
    expect(tgt(c, 's', 'fresh', 'round').round).toEqual({
      input: 50,
      passed: 20,
      baselineInput: null,
      baselinePassed: null,
    });
  });

  it('a suite with no items has no survival rate: insufficient-data', () => {
    const c = compareDocuments(doc([roundSuite('s', 0, [['a', 0]])]), doc([roundSuite('s', 50, [['a', 40]])]), cfg);
    expect(worded(tgt(c, 's', 'a', 'round'))).toMatchObject({
      current: null,
      test: null,
      verdict: 'insufficient-data',
      reasons: ['value is null on the current side'],
    });
  });

  it('minItems counts the suite total', () => {
    const c = compareDocuments(doc([roundSuite('s', 9, [['a', 9]])]), doc([roundSuite('s', 100, [['a', 90]])]), cfg);
    expect(tgt(c, 's', 'a', 'round')).toMatchObject({
      verdict: 'insufficient-data',
      items: { baseline: 100, current: 9 },
    });
    // 1 of 9 after 100 of 100: a collapse Newcombe shows (p = 2.2e-16) warns below minItems.
    const collapse = compareDocuments(
      doc([roundSuite('s', 9, [['a', 1]])]),
      doc([roundSuite('s', 100, [['a', 100]])]),
      cfg,
    );
    expect(tgt(collapse, 's', 'a', 'round')).toMatchObject({ verdict: 'possible-regression', test: 'newcombe' });
  });

  it('pairs through the scan: McNemar on the round key, unpaired for flood and for keys the scan lacks', () => {
    const base = roundSuite('s', 10, [
      ['reach', 10],
      ['other', 10],
    ]);
    const cur = roundSuite('s', 10, [
      ['reach', 5],
      ['other', 5],
    ]);
    const scans = new Map([
      [
        's',
        scan({
          baselineItems: 10,
          currentItems: 10,
          shared: 10,
          discordant: new Map([['round:reach', { b: 5, c: 0 }]]),
        }),
      ],
    ]);
    const c = compareDocuments(doc([cur]), doc([base]), cfg, scans);
    expect(c.suites[0]).toMatchObject({ paired: true, shared: 10 });
    expect(tgt(c, 's', 'reach', 'round')).toMatchObject({ test: 'mcnemar', p: 0.03125, verdict: 'regressed' });
    expect(tgt(c, 's', 'other', 'round').test).toBe('newcombe');
    // a scan that did not pair
    const unpaired = compareDocuments(
      doc([cur]),
      doc([base]),
      cfg,
      new Map([['s', scan({ paired: false, discordant: new Map([['round:reach', { b: 5, c: 0 }]]) })]]),
    );
    expect(unpaired.suites[0]!.paired).toBe(false);
    expect(tgt(unpaired, 's', 'reach', 'round').test).toBe('newcombe');
    // flood is always unpaired
    const flood = (passed: number) => roundSuite('f', 10, [['reach', passed]], { benchmark: 'flood' });
    const f = compareDocuments(
      doc([flood(5)]),
      doc([flood(10)]),
      cfg,
      new Map([['f', scan({ discordant: new Map([['round:reach', { b: 5, c: 0 }]]) })]]),
    );
    expect(f.suites[0]!.paired).toBe(false);
    expect(tgt(f, 'f', 'reach', 'round').test).toBe('newcombe');
  });

  it('reports the scan: shared ids, failing items and worst items', () => {
    const worst = [{ id: 'x', reason: 'r', failedRound: 'a', newlyFailing: true }];
    const withBase = compareDocuments(
      doc([roundSuite('s', 20, [['a', 10]])]),
      doc([roundSuite('s', 20, [['a', 10]])]),
      cfg,
      new Map([['s', scan({ shared: 17, failing: 10, worst })]]),
    );
    expect(withBase.suites[0]).toMatchObject({ shared: 17, failingItems: 10, worst });
    const noBaseItems = compareDocuments(
      doc([roundSuite('s', 20, [['a', 10]])]),
      doc([roundSuite('s', 20, [['a', 10]])]),
      cfg,
      new Map([['s', scan({ baselineItems: null, shared: 0, paired: false, failing: 3 })]]),
    );
    expect(noBaseItems.suites[0]).toMatchObject({ shared: null, failingItems: 3, worst: [] });
    const noScan = compareDocuments(
      doc([roundSuite('s', 20, [['a', 10]])]),
      doc([roundSuite('s', 20, [['a', 10]])]),
      cfg,
    );
    expect(noScan.suites[0]).toMatchObject({ shared: null, failingItems: null, worst: [], paired: false });
  });
});

describe('compareDocuments: finalScore', () => {
  it('TransitLM: tested as a pass rate over the suite total, passed = round(finalScore · total / 100)', () => {
    const t = (fs: number, total = 1000) =>
      roundSuite('t', total, [['accuracy', Math.round((fs * total) / 100)]], { finalScore: fs });
    const c = compareDocuments(doc([t(40)]), doc([t(47)]), cfg);
    const f = tgt(c, 't', 'finalScore');
    expect(f).toMatchObject({
      kind: 'metric',
      label: 'Final score',
      scale: 'points',
      unit: null,
      baseline: 47,
      current: 40,
      test: 'newcombe',
      verdict: 'regressed',
      items: { baseline: 1000, current: 1000 },
    });
    expect(f.delta).toBeCloseTo(-7, 12);
    expect(f.p).toBeCloseTo(0.00079296921127341481, 10); // 400/1000 against 470/1000
    // 39.96 % of 1000 items rounds to 400 passed: the same p
    const rounded = compareDocuments(doc([{ ...t(40), finalScore: 39.96 }]), doc([t(47)]), cfg);
    expect(tgt(rounded, 't', 'finalScore').p).toBeCloseTo(0.00079296921127341481, 10);
    // minItems applies to it
    expect(tgt(compareDocuments(doc([t(40, 9)]), doc([t(47)]), cfg), 't', 'finalScore').verdict).toBe(
      'insufficient-data',
    );
  });

  it('TransitLM: paired through the finalScore outcome of the items scan', () => {
    const t = (fs: number) => roundSuite('t', 10, [['accuracy', fs / 10]], { finalScore: fs });
    const c = compareDocuments(
      doc([t(50)]),
      doc([t(100)]),
      cfg,
      new Map([
        [
          't',
          scan({
            baselineItems: 10,
            currentItems: 10,
            shared: 10,
            discordant: new Map([['finalScore', { b: 5, c: 0 }]]),
          }),
        ],
      ]),
    );
    expect(tgt(c, 't', 'finalScore')).toMatchObject({ test: 'mcnemar', p: 0.03125, verdict: 'regressed' });
  });

  it('TransitLM without an accuracy or preference round, and other benchmarks: thresholds only, no item count', () => {
    const noAcc = (fs: number) => roundSuite('t', 1000, [['reachability', 900]], { finalScore: fs });
    expect(tgt(compareDocuments(doc([noAcc(40)]), doc([noAcc(47)]), cfg), 't', 'finalScore')).toMatchObject({
      test: null,
      p: null,
      pAdjusted: null,
      verdict: 'regressed',
      items: { baseline: null, current: null },
    });
    const h = (fs: number | null) => suite({ id: 'h', benchmark: 'hurricane', total: 1, finalScore: fs });
    // a hurricane artifact has total 1: no minItems, or it would never be gated
    expect(tgt(compareDocuments(doc([h(40)]), doc([h(47)]), cfg), 'h', 'finalScore')).toMatchObject({
      test: null,
      verdict: 'regressed',
      items: { baseline: null, current: null },
    });
    expect(tgt(compareDocuments(doc([h(46)]), doc([h(47)]), cfg), 'h', 'finalScore').verdict).toBe('unchanged');
    expect(tgt(compareDocuments(doc([h(null)]), doc([h(47)]), cfg), 'h', 'finalScore')).toMatchObject({
      verdict: 'insufficient-data',
      baseline: 47,
      current: null,
      delta: null,
    });
    expect(tgt(compareDocuments(doc([h(47)]), doc([h(null)]), cfg), 'h', 'finalScore')).toMatchObject({
      verdict: 'insufficient-data',
      baseline: null,
      current: 47,
      delta: null,
    });
    expect(tgt(compareDocuments(doc([h(40)]), doc([h(47)]), cfg), 'h', 'finalScore')).toMatchObject({
      kind: 'metric',
      label: 'Final score',
      direction: 'higher',
      scale: 'points',
      unit: null,
      delta: -7,
    });
  });

  it('a preference round counts for TransitLM finalScore outcomes too', async () => {
    // Paired through the items files, TransitLM's finalScore is tested as "passed every round it
    // counts": accuracy fails on 3 items, preference on 5 others, so 8 items flip if both count
    // (McNemar, one-sided: p = 2⁻⁸), 3 if only accuracy did, 5 if only preference did.
    const curDir = tempDir();
    const baseDir = tempDir();
    const write = (dir: string, rounds: string[], fails: (round: string, i: number) => boolean) =>
      writeFileSync(
        path.join(dir, 't.items.jsonl'),
        Array.from(
          { length: 10 },
          (_, i) => `${JSON.stringify({ id: `i${i}`, ...Object.fromEntries(rounds.map((r) => [r, !fails(r, i)])) })}\n`,
        ).join(''),
      );
    const compared = async (
      rounds: string[],
      fails: (round: string, i: number) => boolean,
      over: Partial<Suite> = {},
    ) => {
      write(curDir, rounds, fails);
      write(baseDir, rounds, () => false);
      const passed = (r: string) => 10 - Array.from({ length: 10 }, (_, i) => fails(r, i)).filter(Boolean).length;
      const s = (current: boolean) =>
        roundSuite(
          't',
          10,
          rounds.map((r) => [r, current ? passed(r) : 10]),
          { itemsFile: 't.items.jsonl', finalScore: current ? 20 : 100, ...over },
        );
      return tgt(
        await compareRuns({ doc: doc([s(true)]), dir: curDir }, { doc: doc([s(false)]), dir: baseDir }, cfg),
        't',
        'finalScore',
      );
    };
    const accuracyAndPreference = (r: string, i: number) => (r === 'accuracy' ? i < 3 : i >= 5);
    expect(await compared(['accuracy', 'preference'], accuracyAndPreference)).toMatchObject({
      test: 'mcnemar',
      p: 2 ** -8,
    });
    // The preference round alone is finalScore's round when it is the only one present.
    expect(await compared(['preference'], (_, i) => i >= 5)).toMatchObject({ test: 'mcnemar', p: 2 ** -5 });
    // A round finalScore does not count: no paired outcome for it.
    expect((await compared(['reach'], (_, i) => i >= 5)).test).not.toBe('mcnemar');
    // Flood's finalScore is not a pass rate of its rounds.
    expect((await compared(['accuracy'], (_, i) => i >= 5, { benchmark: 'flood' })).test).not.toBe('mcnemar');
    const withPref = roundSuite(
      't',
      10,
      [
        ['accuracy', 5],
        ['preference', 4],
      ],
      { finalScore: 40 },
    );
    const c = compareDocuments(
      doc([{ ...withPref, rounds: [{ id: 'preference', input: 10, passed: 4 }] }]),
      doc([{ ...withPref, rounds: [{ id: 'preference', input: 10, passed: 9 }], finalScore: 90 }]),
      cfg,
    );
    expect(tgt(c, 't', 'finalScore').test).toBe('newcombe');
  });
});

describe('compareDocuments: metrics', () => {
  const withMetrics = (metrics: Record<string, Metric>, over: Partial<Suite> = {}) =>
    suite({ id: 'm', benchmark: 'hurricane', total: 1, metrics, ...over });

  it('rate metrics are percentage points, tested unpaired, minItems on input', () => {
    const r = (passed: number, input: number): Metric => ({
      value: input > 0 ? passed / input : null,
      direction: 'higher',
      passed,
      input,
    });
    const c = compareDocuments(
      doc([withMetrics({ validity: r(70, 100) })]),
      doc([withMetrics({ validity: r(90, 100) })]),
      cfg,
    );
    expect(tgt(c, 'm', 'validity')).toMatchObject({
      scale: 'points',
      unit: '%',
      baseline: 90,
      current: 70,
      test: 'newcombe',
      verdict: 'regressed',
      items: { baseline: 100, current: 100 },
    });
    expect(tgt(c, 'm', 'validity').p).toBeCloseTo(0.00024308509084910687, 10);
    expect(
      tgt(
        compareDocuments(doc([withMetrics({ validity: r(8, 9) })]), doc([withMetrics({ validity: r(90, 100) })]), cfg),
        'm',
        'validity',
      ).verdict,
    ).toBe('insufficient-data');
    // 5 of 9 after 90 of 100: Newcombe p = 0.0016, a collapse shown as a warning below minItems.
    expect(
      tgt(
        compareDocuments(doc([withMetrics({ validity: r(5, 9) })]), doc([withMetrics({ validity: r(90, 100) })]), cfg),
        'm',
        'validity',
      ).verdict,
    ).toBe('possible-regression');
    // no items: no value, no counts
    expect(
      tgt(
        compareDocuments(doc([withMetrics({ validity: r(0, 0) })]), doc([withMetrics({ validity: r(90, 100) })]), {
          ...cfg,
          minItems: 0,
        }),
        'm',
        'validity',
      ),
    ).toMatchObject({ current: null, verdict: 'insufficient-data' });
    // a side that is not a rate: thresholds only
    const mixed = compareDocuments(
      doc([withMetrics({ validity: r(70, 100) })]),
      doc([withMetrics({ validity: { value: 0.9, direction: 'higher' } })]),
      cfg,
    );
    expect(tgt(mixed, 'm', 'validity')).toMatchObject({ scale: 'points', test: null });
  });

  it('lower-is-better rate metrics: worse means a higher rate, tested with the sides swapped', () => {
    const err = (passed: number): Metric => ({ value: passed / 100, direction: 'lower', passed, input: 100 });
    const worse = compareDocuments(
      doc([withMetrics({ error_rate: err(20) })]),
      doc([withMetrics({ error_rate: err(10) })]),
      cfg,
    );
    expect(tgt(worse, 'm', 'error_rate')).toMatchObject({
      direction: 'lower',
      baseline: 10,
      current: 20,
      test: 'newcombe',
      verdict: 'regressed',
    });
    expect(tgt(worse, 'm', 'error_rate').p).toBeCloseTo(0.024835200879508517, 10);
    const better = compareDocuments(
      doc([withMetrics({ error_rate: err(10) })]),
      doc([withMetrics({ error_rate: err(20) })]),
      cfg,
    );
    expect(tgt(better, 'm', 'error_rate')).toMatchObject({ verdict: 'improved' });
    expect(tgt(better, 'm', 'error_rate').p).toBeCloseTo(0.97516479912049148, 10);
  });

  it('means carry their count into minItems; plain values have none; units are kept', () => {
    const mean = (value: number, count: number): Metric => ({
      value,
      direction: 'lower',
      unit: '%',
      sum: value * count,
      count,
    });
    const c = compareDocuments(
      doc([withMetrics({ time_mape: mean(10.6, 200), score: { value: 0.5, direction: 'higher' } })]),
      doc([withMetrics({ time_mape: mean(10, 200), score: { value: 0.5, direction: 'higher' } })]),
      cfg,
    );
    expect(tgt(c, 'm', 'time_mape')).toMatchObject({
      scale: 'unit',
      unit: '%',
      test: null,
      verdict: 'regressed',
      items: { baseline: 200, current: 200 },
    });
    expect(tgt(c, 'm', 'score')).toMatchObject({
      unit: null,
      verdict: 'unchanged',
      items: { baseline: null, current: null },
    });
    expect(
      tgt(
        compareDocuments(
          doc([withMetrics({ time_mape: mean(10.6, 5) })]),
          doc([withMetrics({ time_mape: mean(10, 200) })]),
          cfg,
        ),
        'm',
        'time_mape',
      ).verdict,
    ).toBe('insufficient-data');
  });

  it('a rate metric on one side only is new or removed, not tested', () => {
    const r = (passed: number): Metric => ({ value: passed / 100, direction: 'higher', passed, input: 100 });
    const c = compareDocuments(doc([withMetrics({ fresh: r(50) })]), doc([withMetrics({ old: r(50) })]), cfg);
    expect(tgt(c, 'm', 'fresh')).toMatchObject({
      scale: 'points',
      unit: '%',
      baseline: null,
      current: 50,
      delta: null,
      test: null,
      verdict: 'new',
    });
    expect(tgt(c, 'm', 'old')).toMatchObject({
      scale: 'points',
      baseline: 50,
      current: null,
      delta: null,
      test: null,
      verdict: 'removed',
    });
  });

  it("metrics of one side only are new or removed, in current order then the baseline's", () => {
    const c = compareDocuments(
      doc([withMetrics({ b: { value: 1, direction: 'higher' }, a: { value: 1, direction: 'higher' } })]),
      doc([withMetrics({ z: { value: 1, direction: 'higher', unit: 'km' }, a: { value: 1, direction: 'higher' } })]),
      cfg,
    );
    expect(c.suites[0]!.targets.map((t) => [t.id, t.verdict])).toEqual([
      ['finalScore', 'insufficient-data'],
      ['b', 'new'],
      ['a', 'unchanged'],
      ['z', 'removed'],
    ]);
    expect(tgt(c, 'm', 'z')).toMatchObject({ unit: 'km', baseline: 1, current: null });
  });

  it('direction none is not gated unless a rule gives it a direction; a rule can also remove a target', () => {
    const info = (v: number) => withMetrics({ info: { value: v, direction: 'none' } }, { finalScore: 50 });
    expect(compareDocuments(doc([info(1)]), doc([info(100)]), cfg).suites[0]!.targets.map((t) => t.id)).toEqual([
      'finalScore',
    ]);
    const gated = compareDocuments(
      doc([info(1)]),
      doc([info(100)]),
      withRules([{ metric: 'info', direction: 'higher' }]),
    );
    expect(tgt(gated, 'm', 'info')).toMatchObject({ direction: 'higher', verdict: 'regressed' });
    const noFinal = compareDocuments(
      doc([info(1)]),
      doc([info(100)]),
      withRules([{ metric: 'finalScore', direction: 'none' }]),
    );
    expect(noFinal.suites[0]!.targets).toEqual([]);
    const rounds = compareDocuments(
      doc([roundSuite('s', 100, [['a', 10]])]),
      doc([roundSuite('s', 100, [['a', 90]])]),
      withRules([{ round: 'a', direction: 'none' }]),
    );
    expect(rounds.suites[0]!.targets.map((t) => t.id)).toEqual(['finalScore']);
    // an overriding direction flips the drop
    const flipped = compareDocuments(
      doc([withMetrics({ x: { value: 12, direction: 'higher' } })]),
      doc([withMetrics({ x: { value: 10, direction: 'higher' } })]),
      withRules([{ metric: 'x', direction: 'lower' }]),
    );
    expect(tgt(flipped, 'm', 'x')).toMatchObject({ direction: 'lower', verdict: 'regressed' });
  });

  it('rules address targets by suite and id globs', () => {
    const s = (id: string, mape: number) =>
      suite({ id, benchmark: 'hurricane', total: 1, metrics: { time_mape: { value: mape, direction: 'lower' } } });
    const rules = withRules([{ suite: 'transit-*', metric: 'time_*', fail: { maxDropPct: 50 } }]);
    const c = compareDocuments(
      doc([s('transit-a', 13), s('flood', 13)]),
      doc([s('transit-a', 10), s('flood', 10)]),
      rules,
    );
    expect(tgt(c, 'transit-a', 'time_mape').verdict).toBe('possible-regression');
    expect(tgt(c, 'flood', 'time_mape').verdict).toBe('regressed');
  });
});

describe('compareDocuments: suites', () => {
  const fs = (id: string, score: number | null, over: Partial<Suite> = {}) =>
    suite({ id, benchmark: 'hurricane', total: 1, finalScore: score, ...over });

  it('states: compared, new, removed, error, skipped; a baseline suite in error counts as absent', () => {
    const current = doc([
      fs('same', 50),
      fs('added', 50),
      fs('err', null, { status: 'error' }),
      fs('skip', null, { status: 'skipped' }),
      fs('was-broken', 50),
    ]);
    const baseline = doc([
      fs('same', 50),
      fs('gone', 50),
      fs('err', 50),
      fs('skip', 50),
      fs('was-broken', 50, { status: 'error' }),
      fs('base-skipped', 50, { status: 'skipped' }),
    ]);
    const c = compareDocuments(current, baseline, cfg);
    expect(c.suites.map((s) => [s.id, s.state, s.verdict, s.targets.length])).toEqual([
      ['same', 'compared', 'unchanged', 1],
      ['added', 'new', 'new', 1],
      ['err', 'error', 'error', 0],
      ['skip', 'skipped', 'skipped', 0],
      ['was-broken', 'new', 'new', 1],
      ['gone', 'removed', 'removed', 1],
    ]);
    expect(c.suites.find((s) => s.id === 'gone')!.benchmark).toBe('hurricane');
    expect(tgt(c, 'was-broken', 'finalScore')).toMatchObject({ baseline: null, verdict: 'new' });
    expect(c.verdict).toBe('error');
    // error and skipped suites are not compared, so not paired either, whatever the scan says
    const scans = new Map(['err', 'skip'].map((id) => [id, scan({})]));
    const withScans = compareDocuments(current, baseline, cfg, scans);
    expect(withScans.suites.filter((s) => s.state === 'error' || s.state === 'skipped').map((s) => s.paired)).toEqual([
      false,
      false,
    ]);
  });

  it('a removed suite lists its rounds and metrics as removed', () => {
    const gone = roundSuite('gone', 50, [['a', 40]], {
      metrics: { m: { value: 1, direction: 'higher' } },
      finalScore: 80,
    });
    const c = compareDocuments(doc([fs('same', 50)]), doc([fs('same', 50), gone]), cfg);
    expect(c.suites[1]!.targets.map((t) => [t.kind, t.id, t.verdict, t.baseline, t.current])).toEqual([
      ['round', 'a', 'removed', 80, null],
      ['metric', 'finalScore', 'removed', 80, null],
      ['metric', 'm', 'removed', 1, null],
    ]);
    expect(c.suites[1]!.targets[0]!.round).toEqual({ input: 0, passed: 0, baselineInput: 50, baselinePassed: 40 });
  });

  it('a suite on one side only is new or removed even when none of its targets is gated', () => {
    const c = compareDocuments(
      doc([fs('same', 50), fs('added', 50)]),
      doc([fs('same', 50), fs('gone', 50)]),
      withRules([{ metric: 'finalScore', direction: 'none' }]),
    );
    expect(c.suites.map((s) => [s.id, s.state, s.verdict, s.targets.length])).toEqual([
      ['same', 'compared', 'unchanged', 0],
      ['added', 'new', 'new', 0],
      ['gone', 'removed', 'removed', 0],
    ]);
  });

  it('a suite takes the worst verdict of its targets: regressed > possible > insufficient > improved > new/removed > unchanged', () => {
    const m = (values: Record<string, number | null>) =>
      suite({
        id: 's',
        benchmark: 'hurricane',
        total: 1,
        metrics: Object.fromEntries(
          Object.entries(values).map(([k, v]) => [k, { value: v, direction: 'higher' as const }]),
        ),
      });
    const verdictOf = (cur: Record<string, number | null>, base: Record<string, number | null>) =>
      compareDocuments(doc([m(cur)]), doc([m(base)]), withRules([{ metric: 'finalScore', direction: 'none' }]))
        .suites[0]!.verdict;
    expect(verdictOf({ a: 10, b: 10 }, { a: 10, b: 10 })).toBe('unchanged');
    expect(verdictOf({ a: 10, n: 1 }, { a: 10 })).toBe('new');
    expect(verdictOf({ a: 10 }, { a: 10, r: 1 })).toBe('removed');
    expect(verdictOf({ a: 11, n: 1 }, { a: 10 })).toBe('improved');
    expect(verdictOf({ a: 11, b: null }, { a: 10, b: 1 })).toBe('insufficient-data');
    expect(verdictOf({ a: 9.7, b: null, c: 11 }, { a: 10, b: 1, c: 10 })).toBe('possible-regression');
    expect(verdictOf({ a: 9.7, b: 1, c: 11 }, { a: 10, b: 2, c: 10 })).toBe('regressed');
    // a new suite whose only target regressed against an absolute bound
    const bounded = compareDocuments(
      doc([fs('s', 10), fs('t', 50)]),
      doc([fs('t', 50)]),
      withRules([{ suite: 's', metric: 'finalScore', fail: { min: 20 } }]),
    );
    expect(bounded.suites[0]).toMatchObject({ state: 'new', verdict: 'regressed' });
  });

  it('records level, α and minItems of the configuration', () => {
    const c = compareDocuments(doc([fs('s', 50)]), doc([fs('s', 50)]), { ...cfg, level: 0.9, minItems: 4 });
    expect(c).toMatchObject({ level: 0.9, alpha: 0.1, minItems: 4, hasBaseline: true, verdict: 'pass' });
    expect(compareDocuments(doc([fs('s', 50)]), null, cfg).hasBaseline).toBe(false);
    expect(alphaOf(0.9)).toBe(0.1);
    expect(alphaOf(0.975)).toBe(0.025);
  });
});

// ---------------------------------------------------------------------------------------------

function sc(
  id: string,
  state: SuiteComparison['state'],
  verdicts: TargetComparison['verdict'][],
  verdict?: SuiteComparison['verdict'],
): SuiteComparison {
  const rule = { ...defaultRule('unit', 'higher'), from: { defaults: 'unit' as const, rules: [] } };
  const targets = verdicts.map(
    (v, i) =>
      ({
        kind: 'metric',
        id: `m${i}`,
        label: `m${i}`,
        scale: 'unit',
        direction: 'higher',
        unit: null,
        display: { kind: 'fraction', unit: null },
        baseline: 1,
        current: 1,
        delta: 0,
        test: null,
        p: null,
        pAdjusted: null,
        verdict: v,
        reasons: [],
        rule,
        exceeds: null,
        bound: null,
        items: { baseline: null, current: null },
      }) satisfies TargetComparison,
  );
  const core = {
    id,
    benchmark: 'hurricane',
    state,
    verdict: verdict ?? (state === 'error' ? 'error' : 'unchanged'),
    paired: false,
    shared: null,
    targets,
    worst: [],
    failingItems: null,
    docs: { current: undefined, baseline: undefined },
    task: null,
    items: null,
    finalScore: null,
  } satisfies Partial<SuiteComparison>;
  return { ...core, score: scoreRow(core), outcome: suiteOutcome(core), gating: suiteGating(core, 10) };
}

describe('runVerdict (results.md): error > fail > warn > pass; the missing-baseline policy', () => {
  const policy = (onMissingBaseline: 'pass' | 'warn' | 'fail') => ({ ...cfg, onMissingBaseline });

  it('pass with a baseline when nothing regressed or possibly regressed', () => {
    expect(
      runVerdict([sc('a', 'compared', ['unchanged', 'improved', 'insufficient-data', 'new', 'removed'])], true, cfg),
    ).toBe('pass');
    expect(runVerdict([sc('a', 'compared', ['unchanged']), sc('b', 'skipped', [])], true, cfg)).toBe('pass');
    expect(runVerdict([sc('a', 'new', ['new'])], true, cfg)).toBe('pass');
  });

  // Issue #29 "Nothing measured, nothing passed" (changed: both used to pass).
  it('error when the run scored no suite: none at all, only skipped ones, or only removed ones', () => {
    expect(runVerdict([], true, cfg)).toBe('error');
    expect(runVerdict([sc('a', 'skipped', [])], true, cfg)).toBe('error');
    expect(runVerdict([sc('a', 'removed', ['removed'])], true, cfg)).toBe('error');
    expect(runVerdict([], false, policy('pass'))).toBe('error');
  });

  it('a suite of the baseline missing from the run: at least warn (onRemovedSuite warn, the default), fail with onRemovedSuite fail', () => {
    const removed = [sc('a', 'compared', ['unchanged']), sc('b', 'removed', ['removed'])];
    expect(cfg.onRemovedSuite).toBe('warn');
    expect(runVerdict(removed, true, cfg)).toBe('warn');
    expect(runVerdict(removed, true, { ...cfg, onRemovedSuite: 'fail' })).toBe('fail');
    // Worse verdicts still win; without a removal the policy changes nothing.
    expect(runVerdict([...removed, sc('c', 'compared', ['regressed'])], true, cfg)).toBe('fail');
    expect(runVerdict([...removed, sc('c', 'error', [])], true, { ...cfg, onRemovedSuite: 'fail' })).toBe('error');
    expect(runVerdict([sc('a', 'compared', ['unchanged'])], true, { ...cfg, onRemovedSuite: 'fail' })).toBe('pass');
  });

  it('warn on a possible regression, fail on a regression, error on a suite in error', () => {
    expect(
      runVerdict([sc('a', 'compared', ['unchanged']), sc('b', 'compared', ['possible-regression'])], true, cfg),
    ).toBe('warn');
    expect(
      runVerdict([sc('a', 'compared', ['possible-regression']), sc('b', 'compared', ['regressed'])], true, cfg),
    ).toBe('fail');
    expect(runVerdict([sc('a', 'compared', ['regressed']), sc('b', 'error', [])], true, cfg)).toBe('error');
  });

  it('without a baseline: no-baseline, warn or fail by policy; a regression (absolute bound) still fails', () => {
    const fine = [sc('a', 'new', ['new'])];
    expect(runVerdict(fine, false, policy('pass'))).toBe('no-baseline');
    expect(runVerdict(fine, false, policy('warn'))).toBe('warn');
    expect(runVerdict(fine, false, policy('fail'))).toBe('fail');
    expect(runVerdict([sc('a', 'new', ['regressed'])], false, policy('pass'))).toBe('fail');
    expect(runVerdict([sc('a', 'error', [])], false, policy('fail'))).toBe('error');
  });

  it('compareDocuments gives pass for an unchanged run and fail for the worked case', () => {
    const r = (passed: number) => roundSuite('s', 100, [['a', passed]]);
    expect(compareDocuments(doc([r(90)]), doc([r(89)]), cfg).verdict).toBe('pass');
    expect(compareDocuments(doc([r(95)]), doc([r(90)]), cfg).verdict).toBe('pass');
    expect(compareDocuments(doc([r(87)]), doc([r(90)]), cfg).verdict).toBe('warn');
    expect(compareDocuments(doc([r(50)]), doc([r(90)]), cfg).verdict).toBe('fail');
  });
});

describe('verdictHash: what the on-change comment mode compares', () => {
  const base = () => [sc('a', 'compared', ['unchanged', 'improved']), sc('b', 'compared', ['unchanged'])];

  it('is 16 hex digits of SHA-256 over the run, suite and target verdicts, independent of order', () => {
    const h = verdictHash(base(), 'pass');
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    const lines = [
      'run=pass',
      'a=unchanged',
      'a/metric/m0=unchanged',
      'a/metric/m1=improved',
      'b=unchanged',
      'b/metric/m0=unchanged',
    ].sort();
    expect(h).toBe(createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16));
    expect(verdictHash([...base()].reverse(), 'pass')).toBe(h);
  });

  it('changes whenever a verdict changes: a target, a suite, the run, or which kind of target it is', () => {
    const h = verdictHash(base(), 'pass');
    const changedTarget = base();
    changedTarget[1]!.targets[0]!.verdict = 'possible-regression';
    expect(verdictHash(changedTarget, 'pass')).not.toBe(h);
    expect(verdictHash(base(), 'warn')).not.toBe(h);
    const changedSuite = base();
    changedSuite[1]!.verdict = 'improved';
    expect(verdictHash(changedSuite, 'pass')).not.toBe(h);
    const round = base();
    round[0]!.targets[0]!.kind = 'round';
    expect(verdictHash(round, 'pass')).not.toBe(h);
    // two suites swapping their verdicts is a change, too
    const swapped = [sc('a', 'compared', ['unchanged']), sc('b', 'compared', ['regressed'])];
    expect(verdictHash(swapped, 'fail')).not.toBe(
      verdictHash([sc('a', 'compared', ['regressed']), sc('b', 'compared', ['unchanged'])], 'fail'),
    );
  });

  it('does not change when only values move within the same verdicts', () => {
    const r = (passed: number) => roundSuite('s', 100, [['a', passed]]);
    expect(compareDocuments(doc([r(90)]), doc([r(89)]), cfg).verdictHash).toBe(
      compareDocuments(doc([r(91)]), doc([r(90)]), cfg).verdictHash,
    );
    expect(compareDocuments(doc([r(50)]), doc([r(90)]), cfg).verdictHash).not.toBe(
      compareDocuments(doc([r(91)]), doc([r(90)]), cfg).verdictHash,
    );
  });
});

// ---------------------------------------------------------------------------------------------

function collectingLogger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info: () => {}, warn: (m: string) => warnings.push(m) };
}

describe('compareRuns: the items files it reads', () => {
  const lines = (records: object[]) => `${records.map((r) => JSON.stringify(r)).join('\n')}\n`;
  const items = (n: number, pass: (i: number) => boolean) =>
    Array.from({ length: n }, (_, i) => ({ id: `i${i}`, a: pass(i), reason: pass(i) ? null : `bad ${i}` }));

  it('pairs the suites whose items files both exist, and keeps the configured number of worst items', async () => {
    const curDir = tempDir();
    const baseDir = tempDir();
    writeFileSync(path.join(curDir, 's.items.jsonl'), lines(items(10, (i) => i >= 5)));
    writeFileSync(path.join(baseDir, 's.items.jsonl'), lines(items(10, () => true)));
    const s = (passed: number) => roundSuite('s', 10, [['a', passed]], { itemsFile: 's.items.jsonl' });
    const log = collectingLogger();
    const c = await compareRuns({ doc: doc([s(5)]), dir: curDir }, { doc: doc([s(10)]), dir: baseDir }, cfg, {
      keepWorst: 2,
      log,
    });
    expect(c.suites[0]).toMatchObject({ paired: true, shared: 10, failingItems: 5 });
    expect(c.suites[0]!.worst.map((w) => w.id)).toEqual(['i0', 'i1']);
    expect(tgt(c, 's', 'a', 'round')).toMatchObject({ test: 'mcnemar', p: 0.03125, verdict: 'regressed' });
    expect(log.warnings).toEqual([]);
    // the default keeps 10
    const all = await compareRuns({ doc: doc([s(5)]), dir: curDir }, null, cfg);
    expect(all.suites[0]!.worst).toHaveLength(5);
    expect(all.suites[0]!.paired).toBe(false);
  });

  it('one items file serves one suite: a second suite naming it is compared unpaired, with a warning; a run against itself pairs', async () => {
    const curDir = tempDir();
    const baseDir = tempDir();
    writeFileSync(path.join(curDir, 's.items.jsonl'), lines(items(10, (i) => i >= 5)));
    writeFileSync(path.join(baseDir, 's.items.jsonl'), lines(items(10, () => true)));
    const s = (id: string, passed: number) => roundSuite(id, 10, [['a', passed]], { itemsFile: 's.items.jsonl' });
    const log = collectingLogger();
    const c = await compareRuns(
      { doc: doc([s('s', 5), s('t', 5)]), dir: curDir },
      { doc: doc([s('s', 10), s('t', 10)]), dir: baseDir },
      cfg,
      { log },
    );
    expect(c.suites.map((x) => [x.id, x.paired])).toEqual([
      ['s', true],
      ['t', false],
    ]);
    expect(log.warnings).toEqual(["current suite t: its items file is another suite's too: its items are not used"]);
    // The same document and folder as baseline and current (compare a run with itself): each side reads it once.
    const self = await compareRuns({ doc: doc([s('s', 5)]), dir: curDir }, { doc: doc([s('s', 5)]), dir: curDir }, cfg);
    expect(self.suites[0]).toMatchObject({ paired: true, shared: 10 });
  });

  it('goes unpaired when the baseline items are unavailable: no directory, missing file, or a baseline suite not ok', async () => {
    const curDir = tempDir();
    const baseDir = tempDir();
    writeFileSync(path.join(curDir, 's.items.jsonl'), lines(items(10, (i) => i >= 5)));
    writeFileSync(path.join(baseDir, 's.items.jsonl'), lines(items(10, () => true)));
    const s = (passed: number, over: Partial<Suite> = {}) =>
      roundSuite('s', 10, [['a', passed]], { itemsFile: 's.items.jsonl', ...over });
    const noDir = await compareRuns({ doc: doc([s(5)]), dir: curDir }, { doc: doc([s(10)]), dir: null }, cfg);
    expect(noDir.suites[0]).toMatchObject({ paired: false, shared: null, failingItems: 5 });
    const log = collectingLogger();
    const missing = await compareRuns(
      { doc: doc([s(5)]), dir: curDir },
      { doc: doc([s(10, { itemsFile: 'nope.jsonl' })]), dir: baseDir },
      cfg,
      { log },
    );
    expect(missing.suites[0]).toMatchObject({ paired: false, shared: null });
    expect(log.warnings).toEqual([]); // a baseline without its items is tested unpaired, quietly
    // the baseline suite is the one with the same id, not the first one
    const other = roundSuite('t', 10, [['a', 5]]);
    const byId = await compareRuns(
      { doc: doc([s(5)]), dir: curDir },
      { doc: doc([{ ...other, status: 'error' }, s(10)]), dir: baseDir },
      cfg,
    );
    expect(byId.suites[0]).toMatchObject({ id: 's', paired: true, shared: 10 });
    const noItemsFile = await compareRuns(
      { doc: doc([s(5)]), dir: curDir },
      { doc: doc([s(10, { itemsFile: undefined })]), dir: baseDir },
      cfg,
    );
    expect(noItemsFile.suites[0]).toMatchObject({ paired: false, shared: null });
    const errored = await compareRuns(
      { doc: doc([s(5), roundSuite('t', 10, [['a', 5]])]), dir: curDir },
      { doc: doc([s(10, { status: 'error' }), roundSuite('t', 10, [['a', 5]])]), dir: baseDir },
      cfg,
    );
    expect(errored.suites[0]).toMatchObject({ state: 'new', paired: false, shared: null, failingItems: 5 });
  });

  it('warns about a missing current items file and malformed lines, and skips suites not ok', async () => {
    const curDir = tempDir();
    writeFileSync(
      path.join(curDir, 'bad.items.jsonl'),
      `${JSON.stringify({ id: 'x', a: false })}\nnot json\n[1]\n{"no":"id"}\n`,
    );
    const log = collectingLogger();
    const current = doc([
      roundSuite('gone', 10, [['a', 5]], { itemsFile: 'gone.items.jsonl' }),
      roundSuite('bad', 10, [['a', 5]], { itemsFile: 'bad.items.jsonl' }),
      roundSuite('err', 10, [['a', 5]], { itemsFile: 'err.items.jsonl', status: 'error' }),
      roundSuite('none', 10, [['a', 5]]),
    ]);
    const c = await compareRuns({ doc: current, dir: curDir }, null, cfg, { log });
    expect(log.warnings).toEqual([
      'items file of suite gone not found: gone.items.jsonl',
      'suite bad: 3 malformed line(s) in the items files were skipped',
    ]);
    expect(c.suites.find((s) => s.id === 'bad')!.failingItems).toBe(1);
    expect(c.suites.find((s) => s.id === 'gone')!.failingItems).toBeNull();
    // without a logger nothing is reported, and nothing fails
    const again = await compareRuns({ doc: current, dir: curDir }, null, cfg);
    expect(again.suites.find((s) => s.id === 'bad')!.failingItems).toBe(1);
    // without a directory the items files are ignored silently
    const quiet = collectingLogger();
    await compareRuns({ doc: current, dir: null }, null, cfg, { log: quiet });
    expect(quiet.warnings).toEqual([]);
  });
});

describe('effectiveRule feeds judge: rule overrides seen through compareDocuments', () => {
  it('a later rule overrides an earlier one key by key; null clears a default', () => {
    const rules: GateRule[] = [
      { suite: 's', round: 'a', fail: { maxDrop: 2 } },
      { suite: 's', round: 'a', warn: { maxDrop: 1 } },
      { suite: 's', round: 'b', fail: { maxDrop: null, maxDropPct: 50 } },
    ];
    expect(effectiveRule(rules, 's', { kind: 'round', id: 'a', scale: 'points', direction: 'higher' })).toEqual({
      direction: 'higher',
      warn: { maxDrop: 1 },
      fail: { maxDrop: 2 },
      minEffect: null,
      from: { defaults: 'points', rules: [0, 1] },
    });
    const r = (a: number, b: number) =>
      roundSuite('s', 1000, [
        ['a', a],
        ['b', b],
      ]);
    const c = compareDocuments(doc([r(970, 600)]), doc([r(1000, 900)]), withRules(rules));
    expect(tgt(c, 's', 'a', 'round').verdict).toBe('regressed'); // 3 points > 2
    expect(tgt(c, 's', 'b', 'round').verdict).toBe('possible-regression'); // 30 points = 33 % < 50 %, > warn 2
  });
});

describe('compareRuns: items file names it refuses', () => {
  const lines = (n: number, pass: (i: number) => boolean) =>
    `${Array.from({ length: n }, (_, i) => JSON.stringify({ id: `i${i}`, a: pass(i) })).join('\n')}\n`;

  it('warns, naming the side, the suite and the (cut) name, and goes unpaired', async () => {
    const curDir = tempDir();
    const baseDir = tempDir();
    writeFileSync(
      path.join(curDir, 's.items.jsonl'),
      lines(10, (i) => i >= 5),
    );
    const s = (passed: number, itemsFile: string) => roundSuite('s', 10, [['a', passed]], { itemsFile });
    const log = collectingLogger();
    const refusedBase = await compareRuns(
      { doc: doc([s(5, 's.items.jsonl')]), dir: curDir },
      { doc: doc([s(10, '../s.items.jsonl')]), dir: baseDir },
      cfg,
      { log },
    );
    expect(refusedBase.suites[0]).toMatchObject({ paired: false, shared: null, failingItems: 5 });
    expect(log.warnings).toEqual([
      'baseline suite s: itemsFile "../s.items.jsonl" must not contain "..": its items are not used',
    ]);
    const long = `../${'x'.repeat(200)}`;
    const quiet = collectingLogger();
    const refusedCur = await compareRuns({ doc: doc([s(5, long)]), dir: curDir }, null, cfg, { log: quiet });
    expect(refusedCur.suites[0]).toMatchObject({ failingItems: null, worst: [] });
    expect(quiet.warnings).toEqual([
      `current suite s: itemsFile ${JSON.stringify(long).slice(0, 120)} must not contain "..": its items are not used`,
    ]);
    expect(JSON.stringify(long).slice(0, 120)).toHaveLength(120);
    // without a logger a refused name is only skipped
    expect((await compareRuns({ doc: doc([s(5, long)]), dir: curDir }, null, cfg)).suites[0]!.failingItems).toBeNull();
  });
});

describe('compareDocuments: edge cases of the inputs', () => {
  it('a metric with input but no passed (or passed but no input) is not a rate: own unit, no test', () => {
    const m = (value: number, over: Partial<Metric>): Suite =>
      suite({
        id: 's',
        benchmark: 'custom',
        total: 100,
        finalScore: 50,
        metrics: { half: { value, direction: 'higher', ...over } },
      });
    for (const over of [{ input: 100 }, { passed: 50 }]) {
      const c = compareDocuments(doc([m(0.3, over)]), doc([m(0.5, over)]), cfg);
      expect(tgt(c, 's', 'half'), JSON.stringify(over)).toMatchObject({
        scale: 'unit',
        unit: null,
        baseline: 0.5,
        current: 0.3,
        test: null,
        p: null,
        pAdjusted: null,
        verdict: 'regressed',
      });
    }
  });

  it('a suite verdict among equally severe targets is the first one: new before removed, or removed before new', () => {
    const s = (rounds: [string, number][], metrics: Record<string, Metric>): Suite =>
      suite({
        id: 's',
        benchmark: 'custom',
        total: 100,
        finalScore: 50,
        rounds: rounds.map(([id, passed]) => ({ id, input: 100, passed })),
        metrics,
      });
    const metric: Metric = { value: 1, direction: 'higher' };
    const newFirst = compareDocuments(
      doc([
        s(
          [
            ['a', 90],
            ['b', 80],
          ],
          {},
        ),
      ]),
      doc([s([['a', 90]], { m: metric })]),
      cfg,
    );
    expect(newFirst.suites[0]!.targets.map((t) => t.verdict)).toEqual(['unchanged', 'new', 'unchanged', 'removed']);
    expect(newFirst.suites[0]!.verdict).toBe('new');
    const removedFirst = compareDocuments(
      doc([s([['a', 90]], { m: metric })]),
      doc([
        s(
          [
            ['a', 90],
            ['b', 80],
          ],
          {},
        ),
      ]),
      cfg,
    );
    expect(removedFirst.suites[0]!.targets.map((t) => t.verdict)).toEqual(['unchanged', 'removed', 'unchanged', 'new']);
    expect(removedFirst.suites[0]!.verdict).toBe('removed');
  });
});

describe("judge: the reason in the metric's direction, with the threshold in its unit", () => {
  const rule = (
    fail: EffectiveRule['fail'],
    warn: EffectiveRule['warn'] = {},
    direction: 'higher' | 'lower' = 'higher',
  ): EffectiveRule => ({ direction, warn, fail, minEffect: null });
  const reasons = (b: number, c: number, r: EffectiveRule, scale: 'points' | 'unit', unitName: string | null = null) =>
    j(val(b), val(c), r, { scale, unit: unitName }).reasons;

  it('points: "fell by" / "rose by" N points (one point), the threshold in points', () => {
    expect(reasons(50, 49, rule({ maxDrop: 0.5 }), 'points')).toEqual([
      'fell by 1 point, more than the fail threshold (0.5 points)',
    ]);
    expect(reasons(50, 51, rule({ maxDrop: 0.5 }, {}, 'lower'), 'points')).toEqual([
      'rose by 1 point, more than the fail threshold (0.5 points)',
    ]);
    expect(reasons(50, 48.5, rule({ maxDrop: 1 }), 'points')).toEqual([
      'fell by 1.5 points, more than the fail threshold (1 point)',
    ]);
    expect(reasons(50, 47, rule({ maxDrop: 5 }, { maxDrop: 2 }, 'higher'), 'points')).toEqual([
      'fell by 3 points, more than the warn threshold (2 points)',
    ]);
    expect(reasons(10, 13, rule({ maxDrop: 5 }, { maxDrop: 2 }, 'lower'), 'points')).toEqual([
      'rose by 3 points, more than the warn threshold (2 points)',
    ]);
  });

  it("own unit: the change and the threshold with the metric's plain unit (pp for %), or in % of the baseline", () => {
    expect(reasons(10, 9, rule({ maxDrop: 0.5 }), 'unit', 'km')).toEqual([
      'fell by 1 km, more than the fail threshold (0.5 km)',
    ]);
    expect(reasons(10, 11, rule({ maxDrop: 0.5 }, {}, 'lower'), 'unit', 'km')).toEqual([
      'rose by 1 km, more than the fail threshold (0.5 km)',
    ]);
    expect(reasons(10, 11, rule({ maxDrop: 0.5, maxDropPct: 50 }, {}, 'lower'), 'unit', 's')).toEqual([
      'rose by 1 s (10 % of the baseline), more than the fail threshold (0.5 s or 50 % of the baseline)',
    ]);
    expect(reasons(200, 180, rule({ maxDropPct: 5 }), 'unit', 'km')).toEqual([
      'fell by 20 km (10 % of the baseline), more than the fail threshold (5 % of the baseline)',
    ]);
    expect(reasons(200, 220, rule({ maxDropPct: 5 }, {}, 'lower'), 'unit', null)).toEqual([
      'rose by 20 (10 % of the baseline), more than the fail threshold (5 % of the baseline)',
    ]);
    expect(reasons(10, 12, rule({ maxDrop: 1 }, {}, 'lower'), 'unit', '%')).toEqual([
      'rose by 2 pp, more than the fail threshold (1 pp)',
    ]);
    // a unit GitHub could act on (document text) never reaches the gate's words
    expect(reasons(10, 9, rule({ maxDrop: 0.5 }), 'unit', '@octocat #1')).toEqual([
      'fell by 1, more than the fail threshold (0.5)',
    ]);
    // no unit given at all: the number alone
    expect(j(val(10), val(9), rule({ maxDrop: 0.5 }), { scale: 'unit' }).reasons).toEqual([
      'fell by 1, more than the fail threshold (0.5)',
    ]);
  });

  it('a level without a drop threshold (bounds only) is named without one', () => {
    // the warn level is crossed by its bound, the fail level by its drop; a fail level of bounds only crossed by a drop cannot happen
    expect(reasons(10, 9, rule({ maxDrop: 0.5 }, { maxDrop: null, min: 9.5 }), 'unit', 'km')).toEqual([
      'fell by 1 km, more than the fail threshold (0.5 km)',
      '9 is below min 9.5 (warn)',
    ]);
    expect(reasons(10, 9.7, rule({ maxDropPct: null, max: 100 }, { maxDropPct: 2 }), 'unit')).toEqual([
      'fell by 0.3 (3 % of the baseline), more than the warn threshold (2 % of the baseline)',
    ]);
  });
});

describe('compareDocuments: the threshold of each target, and a metric that is the finalScore (GateHints.finalScoreMetric)', () => {
  const h = (fs: number, metrics: Record<string, Metric> = {}) =>
    suite({
      id: 'h',
      benchmark: 'hurricane',
      task: null,
      total: 1,
      finalScore: fs,
      metrics: { final_score: { value: fs, direction: 'higher' }, ...metrics },
    });

  it("hurricane's final_score gets no target of its own: compared once, as finalScore", () => {
    expect(gateHints('hurricane')?.finalScoreMetric).toBe('final_score');
    const c = compareDocuments(
      doc([h(50, { time_mape: { value: 10, direction: 'lower', unit: 'km' } })]),
      doc([h(60, { time_mape: { value: 10, direction: 'lower', unit: 'km' } })]),
      cfg,
    );
    expect(c.suites[0]!.targets.map((t) => [t.id, t.verdict, failThresholdWords(t)])).toEqual([
      ['finalScore', 'regressed', '5 points'],
      ['time_mape', 'unchanged', '5 % of the baseline'],
    ]);
    expect(reasonsWords(tgt(c, 'h', 'finalScore'))).toEqual([
      'fell by 10 points, more than the fail threshold (5 points)',
    ]);
    // another benchmark's final_score is an ordinary metric
    const other = (fs: number) =>
      suite({
        id: 'o',
        benchmark: 'custom',
        total: 1,
        finalScore: fs,
        metrics: { final_score: { value: fs, direction: 'higher' } },
      });
    expect(compareDocuments(doc([other(50)]), doc([other(60)]), cfg).suites[0]!.targets.map((t) => t.id)).toEqual([
      'finalScore',
      'final_score',
    ]);
  });

  it('a rule naming final_score applies to finalScore; one naming finalScore too; other metrics keep theirs', () => {
    const rules = withRules([{ metric: 'final_score', fail: { maxDrop: 1 } }]);
    const c = compareDocuments(doc([h(58.5)]), doc([h(60)]), rules);
    expect(worded(tgt(c, 'h', 'finalScore'))).toMatchObject({
      verdict: 'regressed',
      threshold: '1 point',
      reasons: ['fell by 1.5 points, more than the fail threshold (1 point)'],
    });
    expect(c.suites[0]!.targets.map((t) => t.id)).toEqual(['finalScore']);
    // by default (warn 2, fail 5 points) a drop of 1.5 is unchanged, one of 3 a possible regression
    expect(tgt(compareDocuments(doc([h(58.5)]), doc([h(60)]), cfg), 'h', 'finalScore').verdict).toBe('unchanged');
    expect(tgt(compareDocuments(doc([h(57)]), doc([h(60)]), cfg), 'h', 'finalScore').verdict).toBe(
      'possible-regression',
    );
    // direction none through the alias turns the final score off
    expect(
      compareDocuments(doc([h(10)]), doc([h(60)]), withRules([{ metric: 'final_score', direction: 'none' }])).suites[0]!
        .targets,
    ).toEqual([]);
    // a rule for another suite does not apply
    expect(
      tgt(
        compareDocuments(
          doc([h(58.5)]),
          doc([h(60)]),
          withRules([{ suite: 'x', metric: 'final_score', fail: { maxDrop: 1 } }]),
        ),
        'h',
        'finalScore',
      ).verdict,
    ).toBe('unchanged');
    // the alias names finalScore only: a rule on final_score does not reach another metric
    const withOther = compareDocuments(
      doc([h(60, { m: { value: 1, direction: 'higher' } })]),
      doc([h(60, { m: { value: 2, direction: 'higher' } })]),
      withRules([{ metric: 'final_score', fail: { maxDrop: 100 }, warn: { maxDrop: 100 } }]),
    );
    expect(worded(tgt(withOther, 'h', 'm'))).toMatchObject({ verdict: 'regressed', threshold: '5 % of the baseline' });
  });

  it("the threshold is the fail level's drop threshold in the target's words, null without one", () => {
    const s = (v: number) =>
      suite({
        id: 's',
        benchmark: 'custom',
        total: 100,
        finalScore: 50,
        rounds: [{ id: 'r', input: 100, passed: 90 }],
        metrics: { d: { value: v, direction: 'lower', unit: 'km' }, e: { value: v, direction: 'higher', unit: '<b>' } },
      });
    const c = compareDocuments(
      doc([s(1)]),
      doc([s(1)]),
      withRules([
        { metric: 'd', fail: { maxDrop: 0.2, maxDropPct: null } },
        { metric: 'e', fail: { maxDrop: 3, maxDropPct: null } },
        { round: 'r', fail: { maxDrop: null, min: 50 } },
      ]),
    );
    expect(c.suites[0]!.targets.map((t) => [t.id, failThresholdWords(t)])).toEqual([
      ['r', null],
      ['finalScore', '5 points'],
      ['d', '0.2 km'],
      ['e', '3'],
    ]);
  });
});

describe('how a metric is shown (display), decided once for both sides', () => {
  const metricsDoc = (metrics: Record<string, Metric>) => doc([suite({ id: 's', total: 20, finalScore: 50, metrics })]);
  const display = (base: Record<string, Metric>, cur: Record<string, Metric>, id: string) =>
    compareDocuments(metricsDoc(cur), metricsDoc(base), cfg, new Map()).suites[0]!.targets.find((t) => t.id === id)!
      .display;

  it('money and quantities keep their unit; a rate is a percent; a plain mean a fraction', () => {
    const lower = { direction: 'lower' as const };
    expect(
      display({ c: { value: 0.0002, unit: 'USD', ...lower } }, { c: { value: 0.0003, unit: 'USD', ...lower } }, 'c'),
    ).toEqual({
      kind: 'money',
      unit: 'USD',
    });
    expect(display({ d: { value: 3, unit: 'km', ...lower } }, { d: { value: 4, unit: 'km', ...lower } }, 'd')).toEqual({
      kind: 'quantity',
      unit: 'km',
    });
    const rate = { direction: 'higher' as const, passed: 8, input: 10 };
    // A rate is a percent whatever unit its scorer gave it.
    expect(
      display({ r: { value: 0.8, unit: 'routes', ...rate } }, { r: { value: 0.8, unit: 'routes', ...rate } }, 'r'),
    ).toEqual({
      kind: 'percent',
      unit: null,
    });
    expect(display({ r: { value: 0.8, ...rate } }, { r: { value: 0.8, ...rate } }, 'r')).toEqual({
      kind: 'percent',
      unit: null,
    });
    expect(
      display({ f: { value: 0.5, direction: 'higher' } }, { f: { value: 0.25, direction: 'higher' } }, 'f'),
    ).toEqual({
      kind: 'fraction',
      unit: null,
    });
  });

  it('a whole number is a count only when both sides are: 2 against 2.5 is shown as fractions', () => {
    const higher = { direction: 'higher' as const };
    expect(display({ n: { value: 2, ...higher } }, { n: { value: 3, ...higher } }, 'n')).toEqual({
      kind: 'count',
      unit: null,
    });
    expect(display({ n: { value: 2.5, ...higher } }, { n: { value: 3, ...higher } }, 'n')).toEqual({
      kind: 'fraction',
      unit: null,
    });
    expect(display({ n: { value: 2, ...higher } }, { n: { value: 2.5, ...higher } }, 'n')).toEqual({
      kind: 'fraction',
      unit: null,
    });
  });
});
