// Gate rules (docs/gate.md "Config"): globs, which targets a rule addresses, key-by-key overrides,
// drop thresholds and absolute bounds; and the defaults of the gate section.
import { describe, expect, it } from 'vitest';
import { DEFAULT_BASELINE_FILE, resolveGateConfig } from '../../src/gate/config.js';
import { boundViolation, dropExceeds, effectiveRule } from '../../src/gate/rules.js';
import { plainUnit, thresholdWords } from '../../src/report/words.js';
import { terminalInline } from '../../src/core/doc.js';
import type { GateRule } from '../../src/gate/config.js';
import type { TargetKind } from '../../src/gate/model.js';
import { gateHints } from '../catalog.js';
import { defaultRule } from './helpers.js';

/** A level's thresholds in words, as plain text (null without one). */
function thresholdText(...a: Parameters<typeof thresholdWords>): string | null {
  const words = thresholdWords(...a);
  return words === null ? null : terminalInline(words);
}

/** effectiveRule without where the rule came from (tested on its own below). */
function eff(...args: Parameters<typeof effectiveRule>) {
  const { from: _from, ...rule } = effectiveRule(...args);
  return rule;
}

/** Whether the one rule `rule` addresses this target, as effectiveRule reports it (the rules it applied). */
const ruleApplies = (rule: GateRule, suiteId: string, kind: TargetKind, id: string): boolean =>
  effectiveRule([rule], suiteId, { kind, id, scale: 'points', direction: 'higher' }).from.rules.length === 1;
/** Whether a rule's suite glob takes in a suite id (no glob: every suite). */
const globMatches = (glob: string | undefined, suiteId: string): boolean =>
  ruleApplies(glob === undefined ? {} : { suite: glob }, suiteId, 'round', 'r');

describe('defaults', () => {
  it('rates, rounds and finalScore warn 2 / fail 5 points; other metrics 2 % / 5 % of the baseline', () => {
    expect(defaultRule('points', 'higher')).toEqual({
      direction: 'higher',
      warn: { maxDrop: 2 },
      fail: { maxDrop: 5 },
      minEffect: null,
    });
    expect(defaultRule('unit', 'lower')).toEqual({
      direction: 'lower',
      warn: { maxDropPct: 2 },
      fail: { maxDropPct: 5 },
      minEffect: null,
    });
  });

  it('the gate section: level 0.95, minItems 10, onMissingBaseline warn, baseline file .bench/baseline.json', () => {
    expect(resolveGateConfig(undefined, gateHints)).toEqual({
      level: 0.95,
      minItems: 10,
      multipleTesting: 'holm',
      onMissingBaseline: 'warn',
      baseline: { source: 'file', path: '.bench/baseline.json', artifactName: 'bench-results', maxAgeDays: 14 },
      onRemovedSuite: 'warn',
      rules: [],
      history: 20,
      hints: gateHints,
      limits: {
        maxBytes: 16 * 1024 * 1024,
        maxSuites: 5000,
        maxRounds: 100,
        maxMetrics: 1000,
        maxDiagnostics: 100_000,
        maxStringLength: 100_000,
      },
    });
    expect(resolveGateConfig(undefined).hints('transitlm')).toBeUndefined();
    expect(DEFAULT_BASELINE_FILE).toBe('.bench/baseline.json');
    const rules = [{ suite: 'a', fail: { maxDrop: 1 } }];
    expect(
      resolveGateConfig(
        {
          level: 0.9,
          minItems: 3,
          onMissingBaseline: 'fail',
          baseline: { source: 'artifact', path: 'b.json', artifactName: 'res', maxAgeDays: 3 },
          rules,
          history: 0,
        },
        gateHints,
      ),
    ).toEqual({
      level: 0.9,
      minItems: 3,
      multipleTesting: 'holm',
      onMissingBaseline: 'fail',
      baseline: { source: 'artifact', path: 'b.json', artifactName: 'res', maxAgeDays: 3 },
      onRemovedSuite: 'warn',
      rules,
      history: 0,
      hints: gateHints,
      limits: {
        maxBytes: 16 * 1024 * 1024,
        maxSuites: 5000,
        maxRounds: 100,
        maxMetrics: 1000,
        maxDiagnostics: 100_000,
        maxStringLength: 100_000,
      },
    });
    expect(resolveGateConfig({ baseline: { source: 'path' } }, gateHints).baseline).toEqual({
      source: 'path',
      path: '.bench/baseline.json',
      artifactName: 'bench-results',
      maxAgeDays: 14,
    });
    expect(resolveGateConfig({ minItems: 0 }, gateHints).minItems).toBe(0);
  });
});

describe('globs', () => {
  it('* is any run of characters, ? exactly one; everything else is literal and the whole id must match', () => {
    expect(globMatches('transit-*', 'transit-single')).toBe(true);
    expect(globMatches('transit-*', 'transit-')).toBe(true);
    expect(globMatches('transit-*', 'my-transit-single')).toBe(false);
    expect(globMatches('*-single', 'transit-single')).toBe(true);
    expect(globMatches('*-single', 'transit-single-2')).toBe(false);
    expect(globMatches('r?', 'r1')).toBe(true);
    expect(globMatches('r?', 'r')).toBe(false);
    expect(globMatches('r?', 'r12')).toBe(false);
    expect(globMatches('a.b', 'a.b')).toBe(true);
    expect(globMatches('a.b', 'axb')).toBe(false);
    for (const special of ['a+b', 'a(b)', 'a[b]', 'a{2}', 'a|b', 'a^b', 'a$b', 'a\\b']) {
      expect(globMatches(special, special), special).toBe(true);
    }
    expect(globMatches('a|b', 'a')).toBe(false);
    expect(globMatches('a{2}', 'aa')).toBe(false);
    expect(globMatches('a[b]', 'ab')).toBe(false);
    expect(globMatches('*', 'line\nbreak')).toBe(true);
    expect(globMatches(undefined, 'anything')).toBe(true);
  });
});

describe('which targets a rule addresses', () => {
  it('round rules apply to rounds, metric rules to metrics (finalScore included), bare rules to both', () => {
    expect(ruleApplies({ suite: 's*', round: 'reach' }, 'suite', 'round', 'reach')).toBe(true);
    expect(ruleApplies({ suite: 's*', round: 'reach' }, 'suite', 'metric', 'reach')).toBe(false);
    expect(ruleApplies({ suite: 's*', round: 'reach' }, 'other', 'round', 'reach')).toBe(false);
    expect(ruleApplies({ round: 'reach' }, 'suite', 'round', 'ground')).toBe(false);
    expect(ruleApplies({ metric: 'finalScore' }, 'suite', 'metric', 'finalScore')).toBe(true);
    expect(ruleApplies({ metric: 'finalScore' }, 'suite', 'round', 'finalScore')).toBe(false);
    expect(ruleApplies({ metric: 'time_*' }, 'suite', 'metric', 'iou')).toBe(false);
    expect(ruleApplies({ suite: 'suite' }, 'suite', 'round', 'x')).toBe(true);
    expect(ruleApplies({ suite: 'suite' }, 'suite', 'metric', 'y')).toBe(true);
    expect(ruleApplies({}, 'anything', 'metric', 'y')).toBe(true);
  });
});

describe('effectiveRule', () => {
  it('merges warn and fail field by field over the defaults, later rules winning; null clears', () => {
    const rules = [
      { suite: '*', metric: 'time_mape', warn: { maxDropPct: 5 }, fail: { max: 15 } },
      { suite: 'hur', metric: 'time_mape', fail: { maxDropPct: null, maxDrop: 1, min: 0 } },
      { suite: 'other', metric: 'time_mape', fail: { maxDrop: 99 } },
    ];
    expect(eff(rules, 'x', { kind: 'metric', id: 'time_mape', scale: 'unit', direction: 'lower' })).toEqual({
      direction: 'lower',
      warn: { maxDropPct: 5 },
      fail: { maxDropPct: 5, max: 15 },
      minEffect: null,
    });
    expect(eff(rules, 'hur', { kind: 'metric', id: 'time_mape', scale: 'unit', direction: 'lower' })).toEqual({
      direction: 'lower',
      warn: { maxDropPct: 5 },
      fail: { maxDropPct: null, maxDrop: 1, min: 0, max: 15 },
      minEffect: null,
    });
    expect(eff(rules, 'hur', { kind: 'metric', id: 'iou', scale: 'unit', direction: 'higher' })).toEqual(
      defaultRule('unit', 'higher'),
    );
    // a warn-only rule keeps the default fail level, and an undefined key does not clear
    expect(
      eff([{ warn: { maxDrop: 1, maxDropPct: undefined } }], 's', {
        kind: 'round',
        id: 'r',
        scale: 'points',
        direction: 'higher',
      }),
    ).toEqual({
      direction: 'higher',
      warn: { maxDrop: 1 },
      fail: { maxDrop: 5 },
      minEffect: null,
    });
    expect(
      eff([{ warn: { max: 3 } }], 's', { kind: 'round', id: 'r', scale: 'points', direction: 'higher' }).warn,
    ).toEqual({ maxDrop: 2, max: 3 });
  });

  it('direction: the last rule that sets one wins; rules without one keep it', () => {
    const rules = [
      { metric: 'm', direction: 'higher' as const },
      { metric: 'm', warn: { maxDropPct: 1 } },
      { suite: 'z', metric: 'm', direction: 'none' as const },
    ];
    expect(eff(rules, 's', { kind: 'metric', id: 'm', scale: 'unit', direction: 'none' }).direction).toBe('higher');
    expect(eff(rules, 'z', { kind: 'metric', id: 'm', scale: 'unit', direction: 'lower' }).direction).toBe('none');
  });
});

describe('effectiveRule: where the rule came from', () => {
  it('the defaults of the scale, then the indexes of the rules that applied, in order (an alias counts)', () => {
    const rules = [
      { metric: 'm', warn: { maxDrop: 1 } },
      { suite: 'other', metric: 'm' },
      { metric: 'final_score', fail: { maxDrop: 1 } },
      { metric: '*' },
    ];
    expect(effectiveRule(rules, 's', { kind: 'metric', id: 'm', scale: 'unit', direction: 'higher' }).from).toEqual({
      defaults: 'unit',
      rules: [0, 3],
    });
    expect(
      effectiveRule(rules, 's', {
        kind: 'metric',
        id: 'finalScore',
        scale: 'points',
        direction: 'higher',
        aliases: ['final_score'],
      }).from,
    ).toEqual({
      defaults: 'points',
      rules: [2, 3],
    });
    expect(effectiveRule([], 's', { kind: 'round', id: 'r', scale: 'points', direction: 'higher' }).from).toEqual({
      defaults: 'points',
      rules: [],
    });
  });
});

describe('effectiveRule: aliases (a metric that is the finalScore under another name)', () => {
  it('a rule naming an alias applies as if it named the target; the target keeps its own rules', () => {
    const rules = [
      { metric: 'final_score', fail: { maxDrop: 1 } },
      { metric: 'finalScore', warn: { maxDrop: 0.5 } },
    ];
    expect(
      eff(rules, 'h', {
        kind: 'metric',
        id: 'finalScore',
        scale: 'points',
        direction: 'higher',
        aliases: ['final_score'],
      }),
    ).toEqual({
      direction: 'higher',
      warn: { maxDrop: 0.5 },
      fail: { maxDrop: 1 },
      minEffect: null,
    });
    // without the alias only the rule naming finalScore applies
    expect(eff(rules, 'h', { kind: 'metric', id: 'finalScore', scale: 'points', direction: 'higher' })).toEqual({
      direction: 'higher',
      warn: { maxDrop: 0.5 },
      fail: { maxDrop: 5 },
      minEffect: null,
    });
    // an alias still needs the suite to match, and a round rule never applies to a metric alias
    expect(
      eff([{ suite: 'other', metric: 'final_score', fail: { maxDrop: 1 } }], 'h', {
        kind: 'metric',
        id: 'finalScore',
        scale: 'points',
        direction: 'higher',
        aliases: ['final_score'],
      }),
    ).toEqual(defaultRule('points', 'higher'));
    expect(
      eff([{ round: 'final_score', fail: { maxDrop: 1 } }], 'h', {
        kind: 'metric',
        id: 'finalScore',
        scale: 'points',
        direction: 'higher',
        aliases: ['final_score'],
      }),
    ).toEqual(defaultRule('points', 'higher'));
    // globs match the alias too, and the first matching name is enough (no double application)
    expect(
      eff([{ metric: 'final_*', direction: 'none' }], 'h', {
        kind: 'metric',
        id: 'finalScore',
        scale: 'points',
        direction: 'higher',
        aliases: ['x', 'final_score'],
      }).direction,
    ).toBe('none');
  });
});

describe("thresholdText: a level's drop thresholds in words", () => {
  it('points: "N points" (one point), in % of the baseline, or both', () => {
    expect(thresholdText({ maxDrop: 5 }, 'points', null)).toBe('5 points');
    expect(thresholdText({ maxDrop: 1 }, 'points', '%')).toBe('1 point');
    expect(thresholdText({ maxDrop: 0.5 }, 'points', null)).toBe('0.5 points');
    expect(thresholdText({ maxDrop: 0 }, 'points', null)).toBe('0 points');
    expect(thresholdText({ maxDropPct: 5 }, 'points', null)).toBe('5 % of the baseline');
    expect(thresholdText({ maxDrop: 5, maxDropPct: 10 }, 'points', null)).toBe('5 points or 10 % of the baseline');
  });

  it("own unit: the number with the metric's unit when it is a plain unit, else the number alone", () => {
    expect(thresholdText({ maxDrop: 0.5 }, 'unit', 'km')).toBe('0.5 km');
    expect(thresholdText({ maxDrop: 1 }, 'unit', 's')).toBe('1 s');
    expect(thresholdText({ maxDrop: 2 }, 'unit', 'km/h')).toBe('2 km/h');
    expect(thresholdText({ maxDrop: 2 }, 'unit', null)).toBe('2');
    expect(thresholdText({ maxDrop: 2 }, 'unit', '')).toBe('2');
    expect(thresholdText({ maxDrop: 2 }, 'unit', '%')).toBe('2 pp'); // a drop of a value in % is in percentage points
    expect(thresholdText({ maxDrop: 2 }, 'unit', '@octocat')).toBe('2');
    expect(thresholdText({ maxDropPct: 2, maxDrop: 3 }, 'unit', 'ms')).toBe('3 ms or 2 % of the baseline');
  });

  it('null when the level has no drop threshold (cleared, or bounds only)', () => {
    expect(thresholdText({}, 'points', null)).toBeNull();
    expect(thresholdText({ maxDrop: null, maxDropPct: null }, 'unit', 'km')).toBeNull();
    expect(thresholdText({ min: 0, max: 15 }, 'unit', 'km')).toBeNull();
    expect(thresholdText({ maxDrop: null, maxDropPct: 5 }, 'points', null)).toBe('5 % of the baseline');
    expect(thresholdText({ maxDrop: 4, maxDropPct: null }, 'points', null)).toBe('4 points');
  });
});

describe("plainUnit: a document's unit may appear in the gate's words only when GitHub can act on nothing in it", () => {
  it('letters (any script, °, µ), optionally per letters, at most 10 each', () => {
    for (const u of ['km', 's', 'ms', 'µs', '°C', 'km/h', 'pp', 'Meter', 'с', 'abcdefghij', 'a/bcdefghij'])
      expect(plainUnit(u), u).toBe(true);
  });
  it('nothing else: digits, punctuation, spaces, mentions, references, links, emoji, long or hex words', () => {
    for (const u of [
      null,
      '',
      '%',
      'm2',
      '@octocat',
      '#1',
      'a/b#1',
      'x:y',
      ':smile:',
      'www.x',
      'a b',
      'a/',
      '/a',
      'a/b/c',
      'abcdefghijk',
      'a/bcdefghijkl',
      'deadbeef',
      'Cafebabe',
      '<b>',
      'a_b',
    ])
      expect(plainUnit(u), String(u)).toBe(false);
  });
});

describe('dropExceeds: a level is exceeded when the drop exceeds any of maxDrop / maxDropPct', () => {
  it('absolute drops, strictly', () => {
    expect(dropExceeds(2.01, 50, { maxDrop: 2 })).toBe(true);
    expect(dropExceeds(2, 50, { maxDrop: 2 })).toBe(false);
    expect(dropExceeds(-10, 50, { maxDrop: 2 })).toBe(false);
    expect(dropExceeds(100, 50, { maxDrop: null })).toBe(false);
    expect(dropExceeds(100, 50, {})).toBe(false);
  });

  it('relative drops in % of |baseline|, strictly; ignored at a zero baseline', () => {
    expect(dropExceeds(0.51, 10, { maxDropPct: 5 })).toBe(true);
    expect(dropExceeds(0.5, 10, { maxDropPct: 5 })).toBe(false);
    expect(dropExceeds(0.51, -10, { maxDropPct: 5 })).toBe(true);
    expect(dropExceeds(0.49, -10, { maxDropPct: 5 })).toBe(false);
    expect(dropExceeds(5, 0, { maxDropPct: 5 })).toBe(false);
    expect(dropExceeds(1, 10, { maxDropPct: null })).toBe(false);
  });

  it('either key alone is enough', () => {
    expect(dropExceeds(3, 1000, { maxDrop: 2, maxDropPct: 50 })).toBe(true); // 0.3 % but > 2
    expect(dropExceeds(1, 10, { maxDrop: 2, maxDropPct: 5 })).toBe(true); // 10 % but < 2
    expect(dropExceeds(1, 1000, { maxDrop: 2, maxDropPct: 5 })).toBe(false);
  });
});

describe('boundViolation: absolute min/max on the current value', () => {
  it('names the bound a value is below or above; the bound itself is allowed', () => {
    expect(boundViolation(0.05, { min: 0.1 })).toEqual({ bound: 'min', limit: 0.1 });
    expect(boundViolation(0.1, { min: 0.1 })).toBeNull();
    expect(boundViolation(16, { max: 15 })).toEqual({ bound: 'max', limit: 15 });
    expect(boundViolation(15, { max: 15 })).toBeNull();
    expect(boundViolation(-1, { min: 0, max: 10 })).toEqual({ bound: 'min', limit: 0 });
    expect(boundViolation(11, { min: 0, max: 10 })).toEqual({ bound: 'max', limit: 10 });
    expect(boundViolation(5, { min: 0, max: 10 })).toBeNull();
    expect(boundViolation(-100, { min: null, max: null })).toBeNull();
    expect(boundViolation(5, { min: null, max: null })).toBeNull();
    expect(boundViolation(-5, { min: null })).toBeNull();
    expect(boundViolation(1e9, { maxDrop: 1 })).toBeNull();
  });
});
