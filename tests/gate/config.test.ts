import { describe, expect, it } from 'vitest';
import { validateValue } from '../../src/schemas/registry.js';

describe('config schema: gate section', () => {
  it("accepts gate.md's example and rejects unknown keys with a pointer", () => {
    const suites = [{ id: 'h', benchmark: 'hurricane', input: 'o.json', groundtruth: 'g.json' }];
    const gate = {
      level: 0.95,
      minItems: 10,
      onMissingBaseline: 'warn',
      baseline: { source: 'file', path: '.bench/baseline.json' },
      rules: [
        { suite: 'transit-*', round: 'reachability', fail: { maxDrop: 2 } },
        { suite: '*', metric: 'time_mape', warn: { maxDropPct: 5 }, fail: { max: 15 } },
        { suite: 'flood', metric: 'entropy_ratio', direction: 'higher', fail: { min: 0.1 } },
      ],
    };
    expect(validateValue('config', { suites, gate })).toEqual([]);
    const bad = validateValue('config', { suites, gate: { ...gate, rules: [{ suite: '*', fail: { max_drop: 2 } }] } });
    expect(bad).toContainEqual({
      pointer: '/gate/rules/0/fail/max_drop',
      message: 'unknown key "max_drop"; did you mean "maxDrop"?',
    });
    expect(validateValue('config', { suites, gate: { onMissingBaseline: 'explode' } }).length).toBeGreaterThan(0);
  });

  it('multipleTesting: holm | bh | none; minEffect per rule: a number ≥ 0 or null (issue #27)', () => {
    const suites = [{ id: 'h', benchmark: 'hurricane', input: 'o.json', groundtruth: 'g.json' }];
    for (const multipleTesting of ['holm', 'bh', 'none'])
      expect(validateValue('config', { suites, gate: { multipleTesting } })).toEqual([]);
    expect(validateValue('config', { suites, gate: { multipleTesting: 'bonferroni' } }).length).toBeGreaterThan(0);
    for (const minEffect of [0, 1.5, null])
      expect(validateValue('config', { suites, gate: { rules: [{ metric: 'finalScore', minEffect }] } })).toEqual([]);
    const negative = validateValue('config', { suites, gate: { rules: [{ metric: 'finalScore', minEffect: -1 }] } });
    expect(negative.map((d) => d.pointer)).toContain('/gate/rules/0/minEffect');
  });
});
