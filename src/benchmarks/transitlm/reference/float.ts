import { digitValue, isPyWhitespace } from './strings.js';
import { pyTypeName, raiseAt, type PyValue, type ValueRef } from './value.js';

/**
 * float() and int() of a str as CPython reads them, without shortcuts: the value model's numbers.
 * The fast readers (fast/decimal.ts) give the same values for the plain forms or give up to these.
 */

/**
 * The transformation CPython applies before float()/int() parse a str: ASCII kept, other
 * whitespace → ' ', Unicode digits → ASCII, anything else → '?'. Then ASCII whitespace
 * (" \t\n\v\f\r", not U+001C–001F) is stripped.
 */
function numericAscii(s: string): string | null {
  let out: string | null = null;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 127) {
      if (out !== null) out += s[i]!; // ASCII is kept, also after a transformed character
      continue;
    }
    // A non-ASCII character that is neither whitespace nor a digit becomes '?': not a number.
    out ??= s.slice(0, i);
    const cp = s.codePointAt(i)!;
    if (cp > 0xffff) i += 1;
    const ch = String.fromCodePoint(cp);
    if (isPyWhitespace(ch)) out += ' ';
    else {
      const d = digitValue(cp);
      if (d < 0) return null;
      out += String(d);
    }
  }
  return (out ?? s).replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, '');
}

const FLOAT_RE = /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const FLOAT_SPECIAL_RE = /^([+-]?)(inf|infinity|nan)$/i;

/** float(s) for a str: the value, or null where Python raises ValueError. */
export function parseFloatString(s: string): number | null {
  const t = numericAscii(s);
  if (t === null) return null;
  if (FLOAT_RE.test(t)) return Number(t.includes('_') ? t.replace(/_/g, '') : t);
  const special = FLOAT_SPECIAL_RE.exec(t);
  if (special) {
    if (special[2]!.toLowerCase() === 'nan') return NaN;
    return special[1] === '-' ? -Infinity : Infinity;
  }
  return null;
}

const INT_RE = /^[+-]?\d(?:_?\d)*$/;

/** int(s) for a str (base 10): the value, or null where Python raises ValueError. */
export function parseIntString(s: string): bigint | null {
  const t = numericAscii(s);
  if (t === null || !INT_RE.test(t)) return null;
  return BigInt(t.replace(/_/g, '').replace(/^\+/, ''));
}

/** Sentinel: float(v) raised ValueError (v is a str that is not a number). */
export const NOT_A_NUMBER = Symbol('not-a-number');

/**
 * float(v): bool → 1/0, number as is, str → parsed or NOT_A_NUMBER (ValueError); raises
 * (TypeError/OverflowError) for None, list, dict and ints beyond the double range.
 */
export function pyFloat(v: PyValue, ref?: ValueRef): number | typeof NOT_A_NUMBER {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return parseFloatString(v) ?? NOT_A_NUMBER;
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'bigint') {
    const x = Number(v);
    if (!Number.isFinite(x)) raiseAt('bad-type', 'int too large to convert to float', ref);
    return x;
  }
  return raiseAt('bad-type', `float() argument must be a string or a real number, not '${pyTypeName(v)}'`, ref);
}
