// core/numbers.ts, the one number formatter of the terminal report, the markdown report and the PR
// comment (issue #16), tested directly: the reports' tests see it only through their tables, and
// miss the edges (null, NaN, ±Infinity, a negative zero after rounding, a unit given for a kind that
// has none). Every expected string is worked out by hand.
import { describe, expect, it } from 'vitest';
import {
  fixed,
  formatDelta,
  formatMetric,
  formatP,
  formatRate,
  formatValue,
  metricKind,
} from '../../src/core/numbers.js';

describe('metricKind: what a metric is, from its unit and its basis', () => {
  it('a unit decides first: "%", "pp", any other non-empty unit is a quantity; null or "" is no unit', () => {
    expect([
      metricKind({ unit: '%', value: 5 }),
      metricKind({ unit: 'pp', value: 5 }),
      metricKind({ unit: 'km', value: 5 }),
    ]).toEqual(['percent', 'pp', 'quantity']);
    expect([
      metricKind({ unit: null, value: 0.5 }),
      metricKind({ unit: '', value: 0.5 }),
      metricKind({ value: 0.5 }),
    ]).toEqual(['fraction', 'fraction', 'fraction']);
  });

  it('a rate needs both passed and input; one of them alone is not a rate', () => {
    expect(metricKind({ passed: 3, input: 4, value: 0.75 })).toBe('percent');
    expect([metricKind({ passed: 3, value: 0.5 }), metricKind({ input: 4, value: 0.5 })]).toEqual([
      'fraction',
      'fraction',
    ]);
  });

  it('a whole number without a basis is a count; with sum or count (a mean) or null it is a fraction', () => {
    expect(metricKind({ value: 2 })).toBe('count');
    expect([
      metricKind({ value: 2, sum: 4 }),
      metricKind({ value: 2, count: 3 }),
      metricKind({ value: null }),
      metricKind({ value: 2.5 }),
    ]).toEqual(['fraction', 'fraction', 'fraction', 'fraction']);
  });
});

describe('fixed', () => {
  it('"–" for null, undefined, NaN and ±Infinity', () => {
    expect([
      fixed(null, 2),
      fixed(undefined, 2),
      fixed(Number.NaN, 2),
      fixed(Infinity, 2),
      fixed(-Infinity, 2),
    ]).toEqual(['–', '–', '–', '–', '–']);
  });

  it('never a negative zero, with or without decimals; other negatives keep their sign', () => {
    expect([fixed(-0.2, 0), fixed(-0.001, 2), fixed(-0.00004, 4), fixed(-0, 2)]).toEqual([
      '0',
      '0.00',
      '0.0000',
      '0.00',
    ]);
    expect([fixed(-0.6, 0), fixed(-0.005001, 2), fixed(-10, 2)]).toEqual(['-1', '-0.01', '-10.00']);
  });
});

describe('fixed beyond toFixed', () => {
  // Issue #29: a document's value of 1e21 or more printed every digit of toFixed's exponent form
  // ("1.0000000000000003e+23"), a hex-looking run in the comment; now 3 significant digits.
  it('from 1e21 on: an exponent with 2 decimals, whatever the digits asked for', () => {
    expect(fixed(1e21, 2)).toBe('1.00e+21');
    expect(fixed(-1.0000000000000003e23, 4)).toBe('-1.00e+23');
    expect(fixed(1.7976931348623157e308, 0)).toBe('1.80e+308');
    expect(fixed(999999999999999900000, 2)).toBe('999999999999999868928.00');
    expect(formatValue(1e25, 'percent')).toBe('1.00e+25 %');
  });
});

describe('formatValue and formatDelta', () => {
  it('the unit is written for a quantity only, and only when there is one', () => {
    expect([formatValue(1, 'quantity', 'km'), formatValue(1, 'quantity'), formatValue(1, 'quantity', '')]).toEqual([
      '1.00 km',
      '1.00',
      '1.00',
    ]);
    expect([
      formatValue(1, 'fraction', 'km'),
      formatValue(1, 'score', 'km'),
      formatValue(1, 'count', 'km'),
      formatValue(1, 'percent', 'km'),
    ]).toEqual(['1.0000', '1.00', '1', '1.00 %']);
    expect([
      formatDelta(1, 'fraction', 'km'),
      formatDelta(1, 'percent', 'km'),
      formatDelta(1, 'quantity', 'km'),
    ]).toEqual(['+1.0000', '+1.00 pp', '+1.00 km']);
  });

  it('a Δ is signed only when it shows a non-zero digit', () => {
    expect([
      formatDelta(0, 'score'),
      formatDelta(-0, 'score'),
      formatDelta(0.001, 'score'),
      formatDelta(-0.001, 'score'),
      formatDelta(0.005001, 'score'),
      formatDelta(null, 'score'),
    ]).toEqual(['0.00', '0.00', '0.00', '0.00', '+0.01', '–']);
  });
});

describe('formatMetric', () => {
  it('a rate is shown in percent, a null rate as "–"', () => {
    expect([
      formatMetric({ passed: 1, input: 2, value: 0.5 }),
      formatMetric({ passed: 0, input: 0, value: null }),
      formatMetric({ unit: '%', value: 12.5 }),
    ]).toEqual(['50.00 %', '–', '12.50 %']);
  });
});

describe('formatP', () => {
  it('"–" for null, undefined, NaN and ±Infinity; "< 0.001" below 0.001; else three decimals', () => {
    expect([formatP(null), formatP(undefined), formatP(Number.NaN), formatP(Infinity), formatP(-Infinity)]).toEqual([
      '–',
      '–',
      '–',
      '–',
      '–',
    ]);
    expect([formatP(0), formatP(0.00099), formatP(0.001), formatP(0.0248)]).toEqual([
      '< 0.001',
      '< 0.001',
      '0.001',
      '0.025',
    ]);
  });
});

describe('formatRate', () => {
  it('passed / input in percent; "–" unless input is positive', () => {
    expect([formatRate(1, 3), formatRate(0, 0), formatRate(1, 0), formatRate(1, -2)]).toEqual([
      '33.33 %',
      '–',
      '–',
      '–',
    ]);
  });
});
