import { describe, expect, it } from 'vitest';
import { floatRepr } from '../../src/benchmarks/transitlm/reference/value.js';
import { parseFloatString } from '../../src/benchmarks/transitlm/reference/float.js';
import { decimalOfString } from '../../src/benchmarks/transitlm/fast/decimal.js';

/**
 * float() of a str, against what CPython 3.11 printed for `repr(float(s))` (null: ValueError).
 * CPython maps every Unicode decimal digit (category Nd) to its ASCII digit and every Unicode
 * whitespace to a space (_PyUnicode_TransformDecimalAndSpaceToASCII), then strips ASCII
 * whitespace and parses strictly. Generated once with python3; the tests never run python.
 */
const PYTHON: [string, string | null][] = [
  ['\u00a09\u00a0', '9.0'],
  ['\u0661902.', '1902.0'],
  [' 25\u00a0+', null],
  ['\u3000-1.5e3\u2000', '-1500.0'],
  ['\uff11\uff10', '10.0'],
  ['1\uff10.5', '10.5'],
  ['\u0661\u0662\u0663', '123.0'],
  ['12\u0663.\u0664', '123.4'],
  ['\ud835\udfcf\ud835\udfd0', '12.0'],
  ['\u0e53', '3.0'],
  ['\u00b2', null],
  ['\u2460', null],
  ['\u00bd', null],
  ['\u001c1', null],
  ['1\u001f', null],
  ['\u00851\u0085', '1.0'],
  ['\u1680 7', '7.0'],
  ['\u200b1', null],
  ['\ufeff1', null],
  ['1\u2028', '1.0'],
  ['\t\n\u000b\f\r 3 \r\n', '3.0'],
  ['1\u007f', null],
  ['\u007f', null],
  ['1_000.5', '1000.5'],
  ['1__0', null],
  ['_1', null],
  ['1_', null],
  ['1_e5', null],
  ['1e_5', null],
  ['1e5_0', '1e+50'],
  ['.5', '0.5'],
  ['5.', '5.0'],
  ['-.5e-3', '-0.0005'],
  ['+.e1', null],
  ['.', null],
  ['', null],
  [' ', null],
  ['\u00a0', null],
  ['inf', 'inf'],
  ['-Infinity', '-inf'],
  ['+nan', 'nan'],
  ['iNf\u00a0', 'inf'],
  ['\u2000nan', 'nan'],
  ['infinity_', null],
  ['in f', null],
  ['1e400', 'inf'],
  ['-1e-400', '-0.0'],
  ['0x10', null],
  ['1d5', null],
  ['\u0661e\u0662', '100.0'],
  ['\u0661_\u0662', '12.0'],
  ['0.1234567890123456', '0.1234567890123456'],
  ['0.9999999999999999', '0.9999999999999999'],
  ['9.999999999999999', '9.999999999999998'],
  ['0.12345678901234567', '0.12345678901234566'],
  ['0.9424979207510441', '0.9424979207510441'],
  ['1234567890.123456789', '1234567890.1234567'],
  ['123456789012345.6', '123456789012345.6'],
  ['-9007199254740993', '-9007199254740992.0'],
  ['116.000900', '116.0009'],
  ['39.9999999', '39.9999999'],
];

describe('float() of a str (CPython 3.11 table)', () => {
  it.each(PYTHON)('float(%j) is %s', (text, expected) => {
    const v = parseFloatString(text);
    expect(v === null ? null : floatRepr(v)).toBe(expected);
  });
});

describe('plain decimals of 16 and 17 digits', () => {
  // Up to 15 digits form an exact integer and one division by a power of ten rounds correctly;
  // past that the digits may not be an exact double: Number() of the text gives float()'s value.
  const LONG: [string, number][] = [
    ['0.1234567890123456', 0.1234567890123456],
    ['0.9999999999999999', 0.9999999999999999],
    ['9.999999999999999', 9.999999999999998],
    ['0.9424979207510441', 0.9424979207510441],
    ['0.12345678901234567', 0.12345678901234566],
    ['1234567890.123456789', 1234567890.1234567],
  ];
  it.each(LONG)('%s', (text, expected) => {
    expect(decimalOfString(text)).toBe(expected);
    expect(parseFloatString(text)).toBe(expected);
  });
});
