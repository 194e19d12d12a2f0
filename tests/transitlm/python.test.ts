import { describe, expect, it } from 'vitest';
import {
  containsStr,
  floatRepr,
  hashKey,
  iterate,
  pyEq,
  pyLen,
  PyRaise,
  pyRepr,
  pySame,
  pySet,
  pyStr,
  setIou,
  truthy,
  type PyValue,
} from '../../src/benchmarks/transitlm/reference/value.js';
import {
  parseFloatString,
  parseIntString,
  pyFloat,
  NOT_A_NUMBER,
} from '../../src/benchmarks/transitlm/reference/float.js';
import { parsePyJson, describeJsonError } from '../../src/benchmarks/transitlm/reference/json.js';
import { pyStrip } from '../../src/benchmarks/transitlm/reference/strings.js';

function json(text: string): PyValue {
  const r = parsePyJson(text);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('json.loads model', () => {
  it('keeps ints exact, floats as floats, and reads NaN/Infinity', () => {
    expect(json('[12345678901234567890, 1.0, -0, 1e400, NaN, Infinity, -Infinity]')).toEqual([
      12345678901234567890n,
      1,
      0n,
      Infinity,
      NaN,
      Infinity,
      -Infinity,
    ]);
    expect(typeof json('1')).toBe('bigint');
    expect(typeof json('1.0')).toBe('number');
    expect(Object.is(json('-0.0'), -0)).toBe(true);
  });
  it('keeps the first position and the last value of a duplicate key', () => {
    const d = json('{"a": 1, "b": 2, "a": 3}') as Map<string, PyValue>;
    expect([...d.entries()]).toEqual([
      ['a', 3n],
      ['b', 2n],
    ]);
  });
  it('fails like Python, with the character position', () => {
    const bad = (t: string) => {
      const r = parsePyJson(t);
      return r.ok ? null : describeJsonError(t, r.message, r.position);
    };
    expect(bad('')).toBe('Expecting value: line 1 column 1 (char 0)');
    expect(bad('{"a": 1,}')).toBe('Expecting property name enclosed in double quotes: line 1 column 9 (char 8)');
    expect(bad('[1] x')).toBe('Extra data: line 1 column 5 (char 4)');
    expect(bad('"abc')).toBe('Unterminated string starting at: line 1 column 1 (char 0)');
    expect(bad('\ufeff{}')).toMatch(/BOM/);
    expect(bad('[01]')).toMatch(/^Expecting ',' delimiter/);
    expect(bad('["a\tb"]')).toMatch(/^Invalid control character/);
  });
  it('reads object keys exactly in one-byte and two-byte texts, however often they repeat (the key cache)', () => {
    const keys = (t: string) => [...(json(t) as Map<string, PyValue>).keys()];
    for (let k = 0; k < 3; k++) {
      expect(keys('{"station_sequence": [], "站": 1, "station": 2}')).toEqual(['station_sequence', '站', 'station']);
      expect(keys('{"statiom_sequence": "中", "station_sequencf": 0}')).toEqual([
        'statiom_sequence',
        'station_sequencf',
      ]);
      expect(keys('{"a\\u0062": 1, "ab": 2, "ac": 3}')).toEqual(['ab', 'ac']);
    }
  });
  it('decodes escapes including surrogate pairs', () => {
    expect(json('"\\u00e9\\ud83d\\ude00\\n\\/"')).toBe('é😀\n/');
  });
});

describe('truthiness, in, iteration, len', () => {
  it('follows Python truthiness (NaN, "0" and " " are truthy)', () => {
    for (const v of [null, false, 0n, 0, '', [], new Map()] as PyValue[]) expect(truthy(v)).toBe(false);
    for (const v of [NaN, '0', ' ', [null], 1n, -0.5, true] as PyValue[]) expect(truthy(v)).toBe(true);
  });
  it('string test: substring, element, key; raises for scalars', () => {
    expect(containsStr('地铁1号线', '地铁')).toBe(true);
    expect(containsStr(['地铁1号线'], '地铁')).toBe(false);
    expect(containsStr(['地铁'], '地铁')).toBe(true);
    expect(containsStr(json('{"地铁": 1}'), '地铁')).toBe(true);
    for (const v of [null, 1n, 1.5, true] as PyValue[]) expect(() => containsStr(v, 'x')).toThrow(PyRaise);
  });
  it('iterates strings by code point and raises for scalars', () => {
    expect(iterate('a😀b')).toEqual(['a', '😀', 'b']);
    expect(pyLen('a😀b')).toBe(3);
    expect(iterate(json('{"x": 1, "y": 2}'))).toEqual(['x', 'y']);
    expect(() => iterate(5n)).toThrow(/not iterable/);
    expect(() => pyLen(true)).toThrow(/has no len/);
  });
});

describe('equality and hashing', () => {
  it('numbers compare by value across int, float and bool, never with strings', () => {
    expect(pyEq(1n, 1)).toBe(true);
    expect(pyEq(true, 1)).toBe(true);
    // The rounding is what is tested: the float is 12345678901234567168
    expect(pyEq(12345678901234567890n, 12345678901234567890)).toBe(false);
    expect(pyEq('1', 1n)).toBe(false);
    expect(pyEq(json('[1, [2.0]]'), json('[1.0, [2]]'))).toBe(true);
  });
  it('a bare NaN is not equal to itself, a NaN inside containers is (one shared object)', () => {
    expect(pyEq(NaN, NaN)).toBe(false);
    expect(pySame(NaN, NaN)).toBe(true);
    expect(pyEq([NaN], [NaN])).toBe(true);
  });
  it('sets: 1 = 1.0 = True, NaN once, lists raise', () => {
    expect(pySet(json('[1, 1.0, true, NaN, NaN, "1"]')).size).toBe(3);
    expect(hashKey(0n)).toBe(hashKey(-0));
    expect(() => pySet(json('["a", ["b"]]'))).toThrow(/unhashable type: 'list'/);
    expect(setIou(pySet(json('["a","b"]')), pySet(json('["b","c"]')))).toBeCloseTo(1 / 3, 15);
  });
});

describe('str, repr, strip', () => {
  it('writes floats as Python repr', () => {
    // A literal Python prints rounded is part of the case.
    expect([1e16, 1e15, 1e-5, 0.0001, -0, 1.5e300, 123456789012345678, 0.1, NaN, -Infinity].map(floatRepr)).toEqual([
      '1e+16',
      '1000000000000000.0',
      '1e-05',
      '0.0001',
      '-0.0',
      '1.5e+300',
      '1.2345678901234568e+17',
      '0.1',
      'nan',
      '-inf',
    ]);
  });
  it('writes containers as Python repr', () => {
    expect(pyStr(json('["a", 1, 1.0, null, true, {"k": "it\'s"}]'))).toBe(`['a', 1, 1.0, None, True, {'k': "it's"}]`);
    expect(pyRepr('a\nb\u0085')).toBe("'a\\nb\\x85'");
    expect(pyStr('plain')).toBe('plain');
  });
  it('strips Python whitespace (U+001C–001F and U+0085 yes, U+FEFF no)', () => {
    expect(pyStrip('\u001c a\u0085')).toBe('a');
    expect(pyStrip('\ufeffa')).toBe('\ufeffa');
    expect(pyStrip('\u3000b\u2029')).toBe('b');
  });
});

describe('float() and int()', () => {
  it('parses what Python float() parses', () => {
    expect(parseFloatString(' 1_000 ')).toBe(1000);
    expect(parseFloatString('\f1.5\v')).toBe(1.5);
    expect(parseFloatString('１２')).toBe(12);
    expect(parseFloatString('-iNfinity')).toBe(-Infinity);
    expect(parseFloatString('+nan')).toBeNaN();
    expect(parseFloatString('1e999')).toBe(Infinity);
    expect(parseFloatString('.5')).toBe(0.5);
    expect(parseFloatString('5.')).toBe(5);
  });
  it('rejects what Python float() rejects', () => {
    for (const s of ['\u001c1', '1__0', '_1', '1_', '1_.5', '.', 'nan x', '', '27.8公里', '0x10'])
      expect(parseFloatString(s), s).toBeNull();
  });
  it('float(v) of non-strings: bool 1/0, list/dict/None raise, huge ints raise', () => {
    expect(pyFloat(true)).toBe(1);
    expect(pyFloat('abc')).toBe(NOT_A_NUMBER);
    expect(() => pyFloat([])).toThrow(PyRaise);
    expect(() => pyFloat(null)).toThrow(PyRaise);
    expect(() => pyFloat(10n ** 400n)).toThrow(/too large/);
  });
  it('int() allows whitespace, sign, underscores and Unicode digits', () => {
    expect(parseIntString(' +1_2 ')).toBe(12n);
    expect(parseIntString('０７')).toBe(7n);
    expect(parseIntString('2.0')).toBeNull();
    expect(parseIntString(' ')).toBeNull();
  });
});
