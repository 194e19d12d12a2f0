// The action outputs (results.md "Verdicts and action outputs"): final-score = unweighted mean of
// the suites' non-null finalScore, baseline-score the same over the baseline, delta = current −
// baseline, scores, regressions in the gate's scale.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { gateOutputs, meanFinalScore, outputStrings } from '../../src/gate/outputs.js';
import { doc, suite } from './helpers.js';
import { gateHints } from '../catalog.js';

const cfg = resolveGateConfig(undefined, gateHints);

describe('meanFinalScore', () => {
  it('is the unweighted mean of the non-null scores, null without any', () => {
    const s = (id: string, fs: number | null, total = 1) => suite({ id, benchmark: 'hurricane', finalScore: fs, total });
    expect(meanFinalScore(doc([s('a', 40, 1000), s('b', 70, 1), s('c', null)]))).toBe(55);
    expect(meanFinalScore(doc([s('a', 40)]))).toBe(40);
    expect(meanFinalScore(doc([s('a', null)]))).toBeNull();
    expect(meanFinalScore(doc([]))).toBeNull();
    expect(meanFinalScore(null)).toBeNull();
  });
});

describe('gateOutputs and outputStrings', () => {
  it('lists only regressed targets, in the gate scale, with delta and p', () => {
    const r = (passed: number, fs: number) => suite({ id: 's', benchmark: 'hurricane', total: 100, finalScore: fs, rounds: [{ id: 'reach', input: 100, passed }], metrics: { mape: { value: 10, direction: 'lower' } } });
    const cur = doc([r(50, 47), suite({ id: 'x', benchmark: 'hurricane', total: 1, finalScore: null })]);
    const base = doc([r(90, 50)]);
    const c = compareDocuments(cur, base, cfg);
    const o = gateOutputs(cur, base, c);
    expect(o.verdict).toBe('fail');
    expect(o.finalScore).toBe(47);
    expect(o.baselineScore).toBe(50);
    expect(o.delta).toBe(-3);
    expect(o.scores).toEqual({ s: 47, x: null });
    expect(o.regressions).toHaveLength(1);
    expect(o.regressions[0]).toMatchObject({ suite: 's', kind: 'round', id: 'reach', baseline: 90, current: 50, delta: -40 });
    expect(o.regressions[0]!.p).toBeLessThan(1e-6);
    expect(outputStrings(o)).toEqual({
      verdict: 'fail',
      headline: 'verdict fail',
      'final-score': '47',
      'baseline-score': '50',
      delta: '-3',
      scores: '{"s":47,"x":null}',
      regressions: JSON.stringify(o.regressions),
    });
  });

  it('leaves baseline-score and delta empty without a baseline', () => {
    const cur = doc([suite({ id: 's', benchmark: 'hurricane', total: 1, finalScore: 12.5 })]);
    const o = gateOutputs(cur, null, compareDocuments(cur, null, cfg));
    expect(o).toMatchObject({ verdict: 'warn', finalScore: 12.5, baselineScore: null, delta: null, regressions: [] });
    expect(outputStrings(o)).toMatchObject({ 'final-score': '12.5', 'baseline-score': '', delta: '', regressions: '[]' });
    const nothing = doc([suite({ id: 's', benchmark: 'hurricane', total: 1, finalScore: null })]);
    const base = doc([suite({ id: 's', benchmark: 'hurricane', total: 1, finalScore: 30 })]);
    const n = gateOutputs(nothing, base, compareDocuments(nothing, base, cfg));
    expect(n).toMatchObject({ finalScore: null, baselineScore: 30, delta: null });
    expect(outputStrings(n)).toMatchObject({ 'final-score': '', 'baseline-score': '30', delta: '' });
  });
});
