// The action outputs (results.md "Verdicts and action outputs"): final-score = unweighted mean of
// the suites' non-null finalScore, baseline-score the same over the baseline, delta = current −
// baseline, scores, regressions in the gate's scale.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { runScores } from '../../src/gate/scores.js';
import { outputStrings } from '../../src/report/outputs.js';
import { doc, suite, regressions } from './helpers.js';
import { gateHints } from '../catalog.js';

const cfg = resolveGateConfig(undefined, gateHints);

describe('the mean final score (runScores)', () => {
  it('is the unweighted mean of the non-null scores, null without any; the baseline the same', () => {
    const s = (id: string, fs: number | null, total = 1) =>
      suite({ id, benchmark: 'hurricane', finalScore: fs, total });
    const mean = (d: ReturnType<typeof doc>) => runScores(d, null).mean;
    expect(mean(doc([s('a', 40, 1000), s('b', 70, 1), s('c', null)]))).toBe(55);
    expect(mean(doc([s('a', 40)]))).toBe(40);
    expect(mean(doc([s('a', null)]))).toBeNull();
    expect(mean(doc([]))).toBeNull();
    expect(runScores(doc([]), null).baseline).toBeNull();
    expect(runScores(doc([]), doc([s('a', 40), s('b', 70)])).baseline).toBe(55);
  });
});

describe('the run scores and outputStrings', () => {
  it('lists only regressed targets, in the gate scale, with delta and p', () => {
    const r = (passed: number, fs: number) =>
      suite({
        id: 's',
        benchmark: 'hurricane',
        total: 100,
        finalScore: fs,
        rounds: [{ id: 'reach', input: 100, passed }],
        metrics: { mape: { value: 10, direction: 'lower' } },
      });
    const cur = doc([r(50, 47), suite({ id: 'x', benchmark: 'hurricane', total: 1, finalScore: null })]);
    const base = doc([r(90, 50)]);
    const c = compareDocuments(cur, base, cfg);
    expect(c.verdict).toBe('fail');
    expect(c.run.scores).toMatchObject({ final: 47, baseline: 50, delta: -3, bySuite: { s: 47, x: null } });
    const regs = regressions(c);
    expect(regs).toHaveLength(1);
    expect(regs[0]).toMatchObject({ suite: 's', kind: 'round', id: 'reach', baseline: 90, current: 50, delta: -40 });
    expect(regs[0]!.p).toBeLessThan(1e-6);
    expect(outputStrings(c)).toEqual({
      verdict: 'fail',
      headline: 'verdict fail',
      'final-score': '47',
      'baseline-score': '50',
      delta: '-3',
      scores: '{"s":47,"x":null}',
      regressions: JSON.stringify(regs),
      'target-counts': JSON.stringify({
        regressed: 1,
        'possible-regression': 1,
        'not-shown': 0,
        improved: 0,
        unchanged: 1,
        'insufficient-data': 0,
        new: 1,
        removed: 0,
      }),
    });
  });

  it('leaves baseline-score and delta empty without a baseline', () => {
    const cur = doc([suite({ id: 's', benchmark: 'hurricane', total: 1, finalScore: 12.5 })]);
    const o = compareDocuments(cur, null, cfg);
    expect(o).toMatchObject({ verdict: 'warn', run: { scores: { final: 12.5, baseline: null, delta: null } } });
    expect(regressions(o)).toEqual([]);
    expect(outputStrings(o)).toMatchObject({
      'final-score': '12.5',
      'baseline-score': '',
      delta: '',
      regressions: '[]',
    });
    const nothing = doc([suite({ id: 's', benchmark: 'hurricane', total: 1, finalScore: null })]);
    const base = doc([suite({ id: 's', benchmark: 'hurricane', total: 1, finalScore: 30 })]);
    const n = compareDocuments(nothing, base, cfg);
    expect(n.run.scores).toMatchObject({ final: null, baseline: 30, delta: null });
    expect(outputStrings(n)).toMatchObject({ 'final-score': '', 'baseline-score': '30', delta: '' });
  });
});
