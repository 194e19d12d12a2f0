import { latin1Slice } from '../../../core/bytes.js';

/**
 * The one decimal reader of the fast path: Python float() of a plain decimal
 * `[+-]?digits[.digits]` (or `[+-]?.digits`) of ASCII digits, as a str or as bytes, without the
 * Unicode transform and the regexes of reference/float.ts; anything else gives up (null).
 *
 * Exact: up to 15 digits form an exact integer m (< 2⁵³), 10^f is exact too (f ≤ 15), and one
 * division m / 10^f is then the correctly rounded value float() returns. Longer digit strings may
 * not be an exact double: they go to Number() of the text (the same correctly rounded value).
 */

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
/** Digits that always form an exact double. */
const EXACT_DIGITS = 15;

/** Set by scan: the digits were more than EXACT_DIGITS (its value is then not to be used). */
let long = false;

/** Reads the ASCII bytes b[from, to): the value (see `long`), or null when they are not a plain decimal. */
function scan(b: Uint8Array, from: number, to: number): number | null {
  const c0 = b[from];
  const negative = c0 === 45;
  let i = negative || c0 === 43 ? from + 1 : from;
  let digits = 0;
  let m = 0;
  let dot = -1;
  for (; i < to; i++) {
    const c = b[i]!;
    if (c >= 48 && c <= 57) {
      digits += 1;
      m = m * 10 + (c - 48);
    } else if (c === 46 && dot === -1) dot = i;
    else return null;
  }
  if (digits === 0) return null;
  long = digits > EXACT_DIGITS;
  if (long) return 0;
  const value = dot === -1 ? m : m / POW10[to - 1 - dot]!;
  return negative ? -value : value;
}

/** float() of the plain decimal in the bytes b[from, to), or null (any other text: ask reference/float.ts). */
export function decimalOfBytes(b: Uint8Array, from: number, to: number): number | null {
  const v = scan(b, from, to);
  return v !== null && long ? Number(latin1Slice.call(b, from, to)) : v;
}

/** A str's UTF-16 code units as bytes for scan (a unit over 0x7f cannot be part of a plain decimal). */
let units = new Uint8Array(32);

/** float(s) of a plain decimal str, or null (any other text: ask reference/float.ts). */
export function decimalOfString(s: string): number | null {
  const n = s.length;
  if (n > units.length) units = new Uint8Array(2 * n);
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c > 0x7f) return null;
    units[i] = c;
  }
  const v = scan(units, 0, n);
  return v !== null && long ? Number(s) : v;
}
