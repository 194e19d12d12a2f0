// The statistics of the `kind: history` rule (issue #18 parts 3 and 5): median and 1.4826 × MAD,
// the rule's verdicts and fall-backs, its false-alarm rate on simulated histories with known
// noise, and the "done means" through the gate itself.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig, type GateRule } from '../../src/gate/config.js';
import {
  judgeHistory as judged,
  pastValues,
  targetHistory,
  type HistoryRule,
  type PastValue,
  type TargetHistory,
} from '../../src/gate/history-stats.js';
import type { Direction } from '../../src/results/types.js';
import { failThresholdWords, historyWords, reasonsWords } from '../../src/report/words.js';
import { terminalInline } from '../../src/core/doc.js';
import type { HistoryLoad } from '../../src/gate/history-types.js';
import { effectiveRule } from '../../src/gate/rules.js';
import { mulberry32, normal } from './random.js';
import type { Metric } from '../../src/results/types.js';
import { gateHints } from '../catalog.js';
import { doc, suite } from './helpers.js';

/** The judgement with its reason as the reports word it (`unit`: "points", a unit, or "" for none). */
function judgeHistory(h: TargetHistory, current: number, direction: Direction, rule: HistoryRule, unit: string) {
  const j = judged(h, current, direction, rule);
  const target = {
    direction,
    scale: unit === 'points' ? ('points' as const) : ('unit' as const),
    unit: unit === 'points' || unit === '' ? null : unit,
    rule: {
      direction,
      warn: {},
      fail: {},
      minEffect: null,
      history: rule,
      from: { defaults: 'unit' as const, rules: [] },
    },
  };
  return {
    basis: j.basis,
    ...(j.verdict === undefined ? {} : { verdict: j.verdict }),
    ...(j.band === undefined ? {} : { band: j.band }),
    reason: terminalInline(historyWords(j, target)),
  };
}

const values = (xs: readonly number[]): PastValue[] =>
  xs.map((value, i) => ({
    runId: String(i),
    createdAt: `2026-11-${String(20 - i).padStart(2, '0')}T00:00:00Z`,
    value,
  }));
const RULE: HistoryRule = { k: 3, warnK: null, minHistory: 10 };

describe('median and MAD', () => {
  it('odd and even counts, unsorted input, no mutation; the spread is 1.4826 × MAD', () => {
    const xs = values([5, 1, 3]);
    const before = structuredClone(xs);
    expect(targetHistory(xs).median).toBe(3);
    expect(xs).toEqual(before);
    expect(targetHistory(values([4, 1, 3, 2])).median).toBe(2.5);
    // deviations 2 1 0 1 97 → MAD 1: the outlier does not count
    expect(targetHistory(values([1, 2, 3, 4, 100])).spread).toBe(1.4826);
    expect(targetHistory(values([7, 7, 7])).spread).toBe(0);
  });

  it('targetHistory: median and 1.4826 × MAD; none without values', () => {
    const h = targetHistory(values([60, 62, 58, 61, 59]));
    expect(h.median).toBe(60);
    expect(h.spread).toBeCloseTo(1.4826, 10);
    expect(targetHistory([])).toEqual({ values: [], median: null, spread: null });
  });
});

describe('judgeHistory', () => {
  const wobble = values([63, 57, 61, 59, 62, 58, 60, 63, 57, 60, 61, 59]); // ±3 around 60
  const h = targetHistory(wobble);

  it('the band: k × 1.4826 × MAD from the median, in the metric direction, with the numbers in words', () => {
    expect(h.median).toBe(60);
    expect(h.spread).toBeCloseTo(1.4826 * 1.5, 10);
    const band = 3 * 1.4826 * 1.5; // 6.67
    expect(judgeHistory(h, 58, 'higher', RULE, 'points')).toEqual({
      basis: 'history',
      verdict: 'unchanged',
      band,
      reason: '2 points below the median of the last 12 runs (60 points), within 3 × 1.4826 × MAD = 6.67 points',
    });
    expect(judgeHistory(h, 50, 'higher', RULE, 'points')).toMatchObject({
      verdict: 'regressed',
      reason: '10 points below the median of the last 12 runs (60 points), outside 3 × 1.4826 × MAD = 6.67 points',
    });
    expect(judgeHistory(h, 67, 'higher', RULE, 'points')).toMatchObject({
      verdict: 'improved',
      reason: '7 points above the median of the last 12 runs (60 points), better than 3 × 1.4826 × MAD = 6.67 points',
    });
    expect(judgeHistory(h, 60, 'higher', RULE, '')).toMatchObject({
      verdict: 'unchanged',
      reason: 'at the median of the last 12 runs (60), within 3 × 1.4826 × MAD = 6.67',
    });
    // Just inside and just outside the edge.
    expect(judgeHistory(h, 60 - band + 1e-9, 'higher', RULE, '').verdict).toBe('unchanged');
    expect(judgeHistory(h, 60 - band - 1e-9, 'higher', RULE, '').verdict).toBe('regressed');
  });

  it('lower is better: a rise is worse', () => {
    expect(judgeHistory(h, 70, 'lower', RULE, 'ms')).toMatchObject({
      verdict: 'regressed',
      reason: '10 ms above the median of the last 12 runs (60 ms), outside 3 × 1.4826 × MAD = 6.67 ms',
    });
    expect(judgeHistory(h, 50, 'lower', RULE, 'ms')).toMatchObject({
      verdict: 'improved',
      reason: '10 ms below the median of the last 12 runs (60 ms), better than 3 × 1.4826 × MAD = 6.67 ms',
    });
  });

  it('warnK gives a possible regression between warnK and k', () => {
    const rule = { ...RULE, warnK: 2 };
    expect(judgeHistory(h, 55, 'higher', rule, 'points')).toMatchObject({
      verdict: 'possible-regression',
      reason:
        '5 points below the median of the last 12 runs (60 points), outside warnK 2 × 1.4826 × MAD = 4.45 points, within 3 × 1.4826 × MAD = 6.67 points',
    });
    expect(judgeHistory(h, 56, 'higher', rule, 'points').verdict).toBe('unchanged');
    expect(judgeHistory(h, 50, 'higher', rule, 'points').verdict).toBe('regressed');
  });

  it('fewer than minHistory values, or no spread: no verdict (the thresholds apply), and why', () => {
    expect(judgeHistory(targetHistory(wobble.slice(0, 9)), 0, 'higher', RULE, 'points')).toEqual({
      basis: 'insufficient-history',
      reason: 'insufficient history (9 runs < minHistory 10): the thresholds apply',
    });
    expect(judgeHistory(targetHistory([]), 0, 'higher', RULE, 'points')).toEqual({
      basis: 'insufficient-history',
      reason: 'insufficient history (0 runs < minHistory 10): the thresholds apply',
    });
    const flat = targetHistory(values([70, 70, 70, 70, 70, 70, 71, 69, 70, 70]));
    expect(judgeHistory(flat, 0, 'higher', RULE, 'points')).toEqual({
      basis: 'no-spread',
      reason: 'no spread in the last 10 runs (MAD = 0, median 70 points): the thresholds apply',
    });
    expect(judgeHistory(targetHistory(wobble.slice(0, 9)), 58, 'higher', { ...RULE, minHistory: 9 }, '').basis).toBe(
      'history',
    );
  });

  it('an outlier run (a broken base-branch run at 0) barely moves the band', () => {
    const withOutlier = targetHistory(values([0, ...wobble.map((v) => v.value).slice(1)]));
    expect(withOutlier.median).toBe(59.5);
    expect(withOutlier.spread).toBeCloseTo(1.4826 * 1.5, 10);
    expect(judgeHistory(withOutlier, 50, 'higher', RULE, '').verdict).toBe('regressed');
    expect(judgeHistory(withOutlier, 58, 'higher', RULE, '').verdict).toBe('unchanged');
  });
});

describe('false alarms on 1 000 simulated histories (normal noise, no change)', () => {
  /** How often a current value from the same distribution as the history is called regressed. */
  function falseAlarmRate(n: number, k: number, seed: number): number {
    const rand = mulberry32(seed);
    let alarms = 0;
    for (let i = 0; i < 1000; i++) {
      const past = values(Array.from({ length: n }, () => 60 + 2 * normal(rand)));
      const current = 60 + 2 * normal(rand);
      if (
        judgeHistory(targetHistory(past), current, 'higher', { k, warnK: null, minHistory: 2 }, '').verdict ===
        'regressed'
      )
        alarms++;
    }
    return alarms / 1000;
  }

  it('k = 3 over the default 20 runs: about 1 % (docs/gate.md; 1.0 % in 200 000 histories)', () => {
    const rate = falseAlarmRate(20, 3, 18);
    expect(rate).toBeLessThanOrEqual(0.015);
    expect(rate).toBeGreaterThan(0.002); // the rule is not vacuous
  });

  it('k = 3 over 10 runs (the default minHistory): about 2.6 %; k = 4 brings it near 1 %', () => {
    expect(falseAlarmRate(10, 3, 19)).toBeLessThanOrEqual(0.035);
    expect(falseAlarmRate(10, 4, 19)).toBeLessThanOrEqual(0.015);
  });

  it('k = 3 over 50 runs: under 1 %', () => {
    expect(falseAlarmRate(50, 3, 20)).toBeLessThanOrEqual(0.01);
  });

  it('and it sees a real drop: 5 standard deviations below, over 20 runs, in about 95 % of histories', () => {
    const rand = mulberry32(21);
    let caught = 0;
    for (let i = 0; i < 1000; i++) {
      const past = values(Array.from({ length: 20 }, () => 60 + 2 * normal(rand)));
      if (judgeHistory(targetHistory(past), 60 - 10 + 2 * normal(rand), 'higher', RULE, '').verdict === 'regressed')
        caught++;
    }
    expect(caught / 1000).toBeGreaterThan(0.9);
  });
});

describe('done means (issue #18): ±3-point wobble, through the gate', () => {
  const WOBBLE = [63, 57, 61, 59, 62, 58, 60, 63, 57, 60, 61, 59, 62, 58, 60, 63, 57, 61, 59, 60];
  const metric = (value: number): Metric => ({ value, direction: 'lower', unit: 'h' });
  const run = (i: number, score: number) => {
    const d = doc(
      [
        suite({
          id: 'flood',
          benchmark: 'flood',
          task: null,
          total: 1,
          finalScore: score,
          metrics: { delay: metric(score / 10) },
        }),
      ],
      { createdAt: `2026-11-${String(21 - (i % 20)).padStart(2, '0')}T00:00:00Z` },
    );
    return { id: `run-${i}`, sha: null, createdAt: d.run.createdAt, url: null, doc: d };
  };
  const history: HistoryLoad = { runs: WOBBLE.map((v, i) => run(i, v)), skipped: [] };
  const baseline = history.runs[0]!.doc; // the newest run: 63, the top of the wobble
  const rules: GateRule[] = [
    { metric: 'finalScore', kind: 'history' },
    { metric: 'delay', kind: 'history' },
  ];
  const verdicts = (score: number, gateRules: GateRule[], h: HistoryLoad | null = history) => {
    const c = compareDocuments(
      doc([
        suite({
          id: 'flood',
          benchmark: 'flood',
          task: null,
          total: 1,
          finalScore: score,
          metrics: { delay: metric(score / 10) },
        }),
      ]),
      baseline,
      resolveGateConfig({ rules: gateRules }, gateHints),
      new Map(),
      h,
    );
    return c;
  };
  const fs = (c: ReturnType<typeof verdicts>) => c.suites[0]!.targets.find((t) => t.id === 'finalScore')!;

  it('a 2-point drop (to 58, 5 below the newest run) does not fail under kind: history; under thresholds it warns', () => {
    const c = verdicts(58, rules);
    expect(fs(c).verdict).toBe('unchanged');
    expect(reasonsWords(fs(c))).toEqual([
      '2 points below the median of the last 20 runs (60 points), within 3 × 1.4826 × MAD = 6.67 points',
    ]);
    expect(failThresholdWords(fs(c))).toBe('3 × 1.4826 × MAD of the last 20 runs = 6.6717 points');
    expect(fs(c).history).toMatchObject({ median: 60, basis: 'history', rule: { k: 3, warnK: null, minHistory: 10 } });
    expect(fs(c).history!.values.map((v) => v.value)).toEqual(WOBBLE);
    expect(c.verdict).toBe('pass');
    expect(fs(verdicts(58, [])).verdict).toBe('possible-regression');
  });

  it('a 10-point drop fails', () => {
    const c = verdicts(50, rules);
    expect(fs(c).verdict).toBe('regressed');
    expect(reasonsWords(fs(c))).toEqual([
      '10 points below the median of the last 20 runs (60 points), outside 3 × 1.4826 × MAD = 6.67 points',
    ]);
    expect(c.verdict).toBe('fail');
  });

  it('a lower-is-better mean metric without a test: a rise by 1 h (10 × its wobble scale) fails, 0.2 h does not', () => {
    const delay = (c: ReturnType<typeof verdicts>) => c.suites[0]!.targets.find((t) => t.id === 'delay')!;
    // The current delay is score / 10: pass 70 → 7 h (1 h above the median 6 h), 62 → 6.2 h.
    expect(delay(verdicts(70, rules)).verdict).toBe('regressed');
    expect(reasonsWords(delay(verdicts(70, rules)))[0]).toBe(
      '1 h above the median of the last 20 runs (6 h), outside 3 × 1.4826 × MAD = 0.67 h',
    );
    expect(delay(verdicts(62, rules)).verdict).toBe('unchanged');
  });

  it('absolute bounds still apply under kind: history', () => {
    const c = verdicts(58, [{ metric: 'finalScore', kind: 'history', fail: { min: 59 } }]);
    expect(fs(c).verdict).toBe('regressed');
    expect(reasonsWords(fs(c))[1]).toBe('58 is below min 59 (fail)');
  });

  it('a short history falls back to the thresholds, and says so', () => {
    const short: HistoryLoad = { runs: history.runs.slice(0, 4), skipped: [] };
    const c = verdicts(50, rules, short);
    expect(fs(c).verdict).toBe('regressed');
    expect(reasonsWords(fs(c))).toEqual([
      'fell by 13 points, more than the fail threshold (5 points)',
      'insufficient history (4 runs < minHistory 10): the thresholds apply',
    ]);
    expect(fs(c).history).toMatchObject({ basis: 'insufficient-history' });
    expect(failThresholdWords(fs(c))).toBe('5 points');
  });

  it('no spread (a deterministic scorer) falls back to the thresholds', () => {
    const flat: HistoryLoad = { runs: WOBBLE.map((_, i) => run(i, 63)), skipped: [] };
    const c = verdicts(60, rules, flat);
    expect(fs(c).verdict).toBe('possible-regression'); // fell by 3 against the baseline 63: more than warn 2
    expect(reasonsWords(fs(c))).toEqual([
      'fell by 3 points, more than the warn threshold (2 points)',
      'no spread in the last 20 runs (MAD = 0, median 63 points): the thresholds apply',
    ]);
    expect(fs(c).history).toMatchObject({ basis: 'no-spread', median: 63, spread: 0 });
  });

  it('without kind: history the targets only carry their history (for the chart); with an empty history nothing changes', () => {
    const c = verdicts(50, []);
    expect(fs(c).history).toEqual(targetHistory(pastValues(history, 'flood', 'metric', 'finalScore')));
    expect(fs(c).history).not.toHaveProperty('rule');
    const none = verdicts(50, rules, null);
    expect(verdicts(50, rules, { runs: [], skipped: [{ id: 'x', why: 'config hash differs' }] })).toEqual(none);
    expect(none.suites.flatMap((x) => x.targets).filter((t) => t.history !== undefined)).toEqual([]);
  });

  it('kind: threshold in a later rule undoes it; k and minHistory merge key by key', () => {
    const r = (rs: GateRule[]) =>
      effectiveRule(rs, 's', { kind: 'metric', id: 'finalScore', scale: 'points', direction: 'higher' }).history;
    expect(r([{ kind: 'history' }])).toEqual({ k: 3, warnK: null, minHistory: 10 });
    expect(r([{ kind: 'history' }, { metric: 'finalScore', k: 4 }, { suite: 's', warnK: 2, minHistory: 5 }])).toEqual({
      k: 4,
      warnK: 2,
      minHistory: 5,
    });
    expect(r([{ kind: 'history', warnK: 2 }, { warnK: null }])).toEqual({ k: 3, warnK: null, minHistory: 10 });
    expect(r([{ kind: 'history' }, { kind: 'threshold' }])).toBeUndefined();
    expect(r([{ k: 4 }])).toBeUndefined();
    expect(
      effectiveRule([], 's', { kind: 'metric', id: 'finalScore', scale: 'points', direction: 'higher' }),
    ).not.toHaveProperty('history');
  });
});
