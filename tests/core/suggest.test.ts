import { describe, expect, it } from 'vitest';
import { didYouMean, nearest } from '../../src/core/suggest.js';

describe('the distance nearest measures (optimal string alignment)', () => {
  // Each pair at distance d: suggested when d is within the name's limit (1 up to 4 characters,
  // else 2), not when it is one more; in both directions.
  it.each([
    ['', 'a', 1],
    ['a', '', 1],
    ['', 'ab', 2],
    ['hurrican', 'hurricane', 1],
    ['flod', 'flood', 1],
    ['tpis', 'tips', 1], // a swap of neighbours is one edit: within a 4-character name's limit
    ['tirps', 'trips', 1],
    ['kitten', 'sittin', 2],
    ['kitten', 'sitting', 3],
  ])('%s → %s: %d', (a, b, d) => {
    for (const [name, choice] of [
      [a, b],
      [b, a],
    ] as const) {
      const limit = name.length <= 4 ? 1 : 2;
      expect(nearest(name, [choice])).toBe(d <= limit ? choice : null);
    }
  });
  it('the nearer of two choices wins, whichever comes first', () => {
    expect(nearest('hurrican', ['hurricanes', 'hurricane'])).toBe('hurricane');
    expect(nearest('tirps', ['tirpsxx', 'trips'])).toBe('trips');
    expect(nearest('kitten', ['sittin', 'kitte'])).toBe('kitte');
    expect(nearest('abcdef', ['abdcfe', 'abdcef'])).toBe('abdcef');
  });
  it('equal distances: the first choice', () => {
    expect(nearest('abcdef', ['abcdxf', 'abcdey'])).toBe('abcdxf');
    expect(nearest('abcdef', ['abcdeg', 'abcdeh'])).toBe('abcdeg');
  });
});

describe('nearest', () => {
  const KEYS = ['id', 'benchmark', 'input', 'groundtruth', 'trips'];
  it('prefers a case-insensitive (and -/_ insensitive) match to a closer spelling', () => {
    expect(nearest('groundTruth', KEYS)).toBe('groundtruth');
    expect(nearest('ground_truth', KEYS)).toBe('groundtruth');
    expect(nearest('INPUT', ['inputs', 'input'])).toBe('input');
  });
  it('suggests within two edits for longer names, one for short ones, else nothing', () => {
    expect(nearest('benchmrak', KEYS)).toBe('benchmark');
    expect(nearest('inptu', KEYS)).toBe('input');
    expect(nearest('ix', KEYS)).toBe('id');
    expect(nearest('x', KEYS)).toBeNull();
    expect(nearest('zzz', KEYS)).toBeNull();
    expect(nearest('completely-else', KEYS)).toBeNull();
  });
  it('never suggests the name itself', () => {
    expect(nearest('id', ['id'])).toBeNull();
  });
  it('didYouMean quotes the suggestion or says nothing', () => {
    expect(didYouMean('hurrican', ['hurricane', 'flood'])).toBe(' (did you mean "hurricane"?)');
    expect(didYouMean('qqqqqq', ['hurricane', 'flood'])).toBe('');
  });
});
