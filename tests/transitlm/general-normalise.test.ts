import { describe, expect, it } from 'vitest';
import {
  normaliseStations,
  stripLineGroups,
  trimToSegmentEnds,
} from '../../src/benchmarks/transitlm/tasks/general/normalise.js';
import { dumps } from '../../src/benchmarks/transitlm/tasks/general/values.js';
import { parsePyJson } from '../../src/benchmarks/transitlm/reference/json.js';
import { type PyValue } from '../../src/benchmarks/transitlm/reference/value.js';

const M = '【换乘】';
const norm = (list: PyValue[], n: number) => normaliseStations(list, n);

describe('Normalise(list, n)', () => {
  it('keeps first and last of each segment between markers', () => {
    expect(norm(['A', 'B', 'C', M, 'C', 'D', 'E'], 2)).toEqual(['A', 'C', 'C', 'E']);
  });
  it('gives one entry for a one-station segment (not repeated)', () => {
    expect(norm(['A', M, 'B', 'C'], 2)).toEqual(['A', 'B', 'C']);
  });
  it('ignores empty segments from leading, trailing and doubled markers', () => {
    expect(norm([M, 'A', 'B', M, M, 'C', 'D', M], 2)).toEqual(['A', 'B', 'C', 'D']);
  });
  it('without markers keeps the list as is (the evaluator judges the count)', () => {
    expect(norm(['A', 'B', 'C'], 1)).toEqual(['A', 'B', 'C']);
  });
  it('with n ≤ 0 only removes markers', () => {
    expect(norm(['A', 'B', M, 'C', 'D', 'E'], 0)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });
  it('drops null and blank entries, recognises padded markers, keeps original values', () => {
    // segments [' A '] and ['B', 0, false]: 0 is inside a segment, false is its (falsy) end
    expect(norm([null, ' A ', '', '  ', ` ${M}\t`, 'B', 0, false], 2)).toEqual([' A ', 'B', false]);
    expect(norm([null, 0, 0n, false, ''], 1)).toEqual([0, 0n, false]);
  });
  it('uses Python whitespace: U+001C separates like space, U+FEFF is not whitespace', () => {
    expect(norm(['\u001c', 'A', '\ufeff'], 1)).toEqual(['A', '\ufeff']);
  });
  it('drops an entry whose str() is blank, keeps arrays by their repr', () => {
    expect(norm([[], ['x'], new Map()], 1)).toEqual([[], ['x'], new Map()]);
  });
  it('an empty list stays empty', () => {
    expect(norm([], 3)).toEqual([]);
  });
});

describe('line names without ASCII (…) groups', () => {
  const strip = stripLineGroups;
  it('removes groups innermost first, repeatedly, then strips', () => {
    expect(strip('地铁2号线(国家会展中心(2号线)--浦东1号2号航站楼)')).toBe('地铁2号线');
    expect(strip('977路(启英学校--田贝总站)')).toBe('977路');
    expect(strip(' 地铁9号线 (上海松江站--曹路) ')).toBe('地铁9号线');
  });
  it('keeps full-width parentheses and unbalanced ones', () => {
    expect(strip('机场线（东段）')).toBe('机场线（东段）');
    expect(strip('线(a')).toBe('线(a');
    expect(strip('a)b(c)')).toBe('a)b');
  });
  it('removes groups anywhere in the name', () => {
    expect(strip('(夜)N12路(北站--南站)')).toBe('N12路');
  });
});

describe('label station_name trimming', () => {
  it('drops falsy entries and keeps segment ends, one segment without markers', () => {
    expect(trimToSegmentEnds(['A', 0, 'B', 'C'])).toEqual(['A', 'C']);
    expect(trimToSegmentEnds(['A', 'B', M, 'C', false])).toEqual(['A', 'B', 'C']);
  });
});

describe('json.dumps of Python values', () => {
  const parsed = (text: string) => {
    const r = parsePyJson(text);
    if (!r.ok) throw new Error(r.message);
    return r.value;
  };
  it('writes what Python writes', () => {
    expect(dumps(parsed('{"a": [1, 1.0, 1e16, NaN, -Infinity, true, null], "城": "x\\"\\n\u007f😀"}'))).toBe(
      '{"a": [1, 1.0, 1e+16, NaN, -Infinity, true, null], "\\u57ce": "x\\"\\n\\u007f\\ud83d\\ude00"}',
    );
    expect(dumps(parsed('123456789012345678901234567890'))).toBe('123456789012345678901234567890');
    expect(dumps([121.4, 0])).toBe('[121.4, 0.0]');
  });
});
