import { describe, expect, it } from 'vitest';
import { parseDistance, parseFare, parseTime } from '../../src/benchmarks/transitlm/fast/units.js';
import { quickReferenceText } from '../../src/benchmarks/transitlm/fast/unit-forms.js';
import {
  parseUnit as referenceUnit,
  type CompatDifference,
  type UnitKind,
} from '../../src/benchmarks/transitlm/reference/units.js';
import { NOT_A_NUMBER, pyFloat } from '../../src/benchmarks/transitlm/reference/float.js';
import { PyRaise } from '../../src/benchmarks/transitlm/reference/value.js';

const ref = { field: 'generate_results', pointer: '/total_distance' };

describe('units under --compat reference (the spec examples)', () => {
  it('reads distances in km', () => {
    const cases: [string | boolean | null, number][] = [
      ['344米', 0.344],
      ['8.8KM', 8.8],
      ['１２公里', 12],
      ['1公里500米', 0.5],
      ['1,200米', 0.2],
      ['500m', 500],
      ['350meter', 350],
      ['约8.1公里', 8.1],
      ['-5km', 5],
      ['-5', -5],
      ['.5公里', 5],
      ['1_000', 1000],
      [true, 1],
      [null, 0],
      ['', 0],
      ['abc', 0],
      ['8.8\u212am', 8.8],
    ];
    for (const [v, want] of cases) expect(parseDistance(v, 'reference'), String(v)).toBeCloseTo(want, 12);
    expect(parseDistance('nan', 'reference')).toBeNaN();
  });
  it('reads times in minutes and fares', () => {
    const times: [string, number][] = [
      ['1小时18分钟', 60],
      ['1.5小时', 90],
      ['90秒', 90],
      ['1h30m', 1],
      ['半小时', 0],
      ['37分钟', 37],
      ['37 分钟', 37],
    ];
    for (const [v, want] of times) expect(parseTime(v, 'reference'), v).toBe(want);
    expect(parseFare('1,500', 'reference')).toBe(1);
    expect(parseFare('Rp 3.500', 'reference')).toBe(3.5);
    expect(parseFare('4元', 'reference')).toBe(4);
  });
  it('the quick reading of common forms equals the regex rules, and takes only strs float() rejects', () => {
    const numbers = ['0', '7', '22.5', '22.', '344', '1.25', '007', '123456789012345678'];
    const rests = [
      '米',
      '公里',
      '分钟',
      '小时',
      '小时20分钟',
      '元',
      '公里500米',
      '米远',
      '分',
      '分钟后',
      '公里 ',
      '千米',
      '里',
      '１公里',
      '.5公里',
      '',
      ' 公里',
      'km',
      '５米',
      '\u3000米',
      '米20分钟',
      '元3公里',
    ];
    let quick = 0;
    for (const n of numbers) {
      for (const rest of rests) {
        const s = `${n}${rest}`;
        for (const kind of ['distance', 'time', 'fare'] as UnitKind[]) {
          const q = quickReferenceText(kind, s);
          if (q === null) continue;
          quick += 1;
          expect(pyFloat(s), s).toBe(NOT_A_NUMBER);
          // float() rejects s: the reference reader takes its text rules.
          expect(q, `${kind} ${s}`).toBe(referenceUnit(kind, s, 'reference'));
        }
      }
    }
    expect(quick).toBeGreaterThan(40); // the common forms do take the quick path
    expect(quickReferenceText('distance', '1公里500米')).toBeNull(); // 米 anywhere: the metre rule comes first
    expect(quickReferenceText('time', '20分钟1小时')).toBeNull(); // 小时 anywhere: the hour rule comes first
  });

  it('float() failures of non-strings raise (e1)', () => {
    expect(() => parseDistance([], 'reference', ref)).toThrow(PyRaise);
    expect(() => parseTime(new Map(), 'reference')).toThrow(PyRaise);
  });
});

describe('units under --compat corrected', () => {
  it('changes exactly the listed readings', () => {
    const dist: [string, number][] = [
      ['1,200米', 1.2],
      ['-5km', -5],
      ['500m', 0.5],
      ['350meter', 0.35],
      ['350 meters', 0.35],
      ['1公里500米', 1.5],
      ['5min', 5],
      ['8.8KM', 8.8],
      ['344米', 0.344],
    ];
    for (const [v, want] of dist) expect(parseDistance(v, 'corrected'), v).toBeCloseTo(want, 12);
    const times: [string, number][] = [
      ['1小时18分钟', 78],
      ['90秒', 1.5],
      ['半小时', 30],
      ['1h30m', 1],
      ['1.5小时', 90],
      ['20分', 20],
    ];
    for (const [v, want] of times) expect(parseTime(v, 'corrected'), v).toBeCloseTo(want, 12);
    expect(parseFare('1,500', 'corrected')).toBe(1500);
    expect(parseFare('Rp 3.500', 'corrected')).toBe(3.5);
    expect(parseFare('1,500,000', 'corrected')).toBe(1500000);
    expect(parseFare('1,50', 'corrected')).toBe(1);
  });
  it('reports each value read differently, with both values', () => {
    const seen: CompatDifference[] = [];
    parseDistance('1,200米', 'corrected', ref, (d) => seen.push(d));
    parseDistance('344米', 'corrected', ref, (d) => seen.push(d));
    expect(seen).toEqual([{ ref, kind: 'distance', raw: '1,200米', reference: 0.2, corrected: 1.2 }]);
  });
});
