import { describe, expect, it } from 'vitest';
import { didYouMean, editDistance, nearest } from '../../src/core/suggest.js';

describe('editDistance (optimal string alignment)', () => {
  it.each([
    ['', '', 0],
    ['abc', '', 3],
    ['hurrican', 'hurricane', 1],
    ['flod', 'flood', 1],
    ['tirps', 'trips', 1], // a swap of neighbours is one edit
    ['kitten', 'sitting', 3],
  ])('%s → %s: %d', (a, b, d) => {
    expect(editDistance(a, b)).toBe(d);
    expect(editDistance(b, a)).toBe(d);
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
