// One hypothesis, one p: a target the gate counted as another's test on the same data (its
// `sameTestAs`) points to that target instead of repeating the p.
import { describe, expect, it } from 'vitest';
import { markdownInline, terminalInline } from '../../src/core/doc.js';
import { testWords } from '../../src/report/reason-words.js';

describe('testWords', () => {
  it('names the test and its p for a target tested on its own', () => {
    const words = testWords({ test: 'mcnemar', p: 0.0078, pAdjusted: 0.0078 });
    expect(terminalInline(words)).toMatch(/^McNemar .*p = 0\.008$/);
  });

  it('points to the round whose test it shares, without a second p', () => {
    const words = testWords({
      test: 'mcnemar',
      p: 0.0078,
      pAdjusted: 0.0078,
      sameTestAs: { kind: 'round', id: 'success' },
    });
    expect(terminalInline(words)).toBe('the same test as round success');
    expect(markdownInline(words)).toBe('the same test as round `success`');
  });

  it('keeps a hostile round id inert', () => {
    const words = testWords({
      test: 'newcombe',
      p: 0.5,
      pAdjusted: 1,
      sameTestAs: { kind: 'round', id: '@org/team `x`' },
    });
    expect(markdownInline(words)).toBe('the same test as round `` @org/team `x` ``');
  });

  it('says nothing for an untested target', () => {
    expect(testWords({ test: null, p: null, pAdjusted: null, sameTestAs: { kind: 'round', id: 'x' } })).toBeNull();
  });
});
