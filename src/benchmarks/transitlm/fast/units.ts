import { parseUnit as referenceUnit, type Compat, type CompatListener, type UnitKind } from '../reference/units.js';
import { referencePath } from '../reference/mode.js';
import { isAsciiDigit } from '../reference/strings.js';
import type { PyValue, ValueRef } from '../reference/value.js';
import { decimalOfString } from './decimal.js';

/**
 * referenceText of the common forms ("22.5公里", "344米", "75分钟", "1小时20分钟", "4元"), without
 * the regexes, or null for any other text. Only an ASCII number followed by a CJK ideograph: such
 * a str is never a float (an ideograph is neither a digit nor whitespace), and the regex's
 * leftmost match is that number (N is greedy), so the value is numberOf of the same text.
 */
export function quickReferenceText(kind: UnitKind, s: string): number | null {
  let i = 0;
  while (isAsciiDigit(s.charCodeAt(i))) i++;
  if (i === 0) return null;
  if (s.charCodeAt(i) === 0x2e) {
    i++;
    while (isAsciiDigit(s.charCodeAt(i))) i++;
  }
  const next = s.charCodeAt(i);
  if (!(next >= 0x4e00 && next <= 0x9fff)) return null;
  const v = decimalOfString(s.slice(0, i))!; // ASCII digits and a dot: always a plain decimal
  if (kind === 'fare') return v; // no unit rule: the first number
  const rest = s.length - i;
  if (kind === 'time') {
    if (s.startsWith('小时', i)) return v * 60; // the first "N小时", whatever follows
    return rest === 2 && s.endsWith('分钟') ? v : null;
  }
  if (rest === 1 && next === 0x7c73) return v / 1000; // "N米"
  return rest === 2 && s.endsWith('公里') ? v : null; // "N公里" (no 米 anywhere)
}

/**
 * parse_distance / parse_time / parse_fare of one value (reference/units.ts), with the common
 * strings read without the Unicode transform and the regexes: a plain decimal is what float()
 * returns (steps 1–2), and in reference mode the common unit forms (quickReferenceText). Anything
 * else, and everything on the reference path, takes the reference rules.
 */
export function parseUnit(
  kind: UnitKind,
  v: PyValue | undefined,
  compat: Compat,
  ref?: ValueRef,
  onDifference?: CompatListener,
): number {
  if (typeof v === 'string' && !referencePath()) {
    const plain = decimalOfString(v);
    if (plain !== null) return plain;
    const quick = compat === 'reference' ? quickReferenceText(kind, v) : null;
    if (quick !== null) return quick;
  }
  return referenceUnit(kind, v, compat, ref, onDifference);
}

export const parseDistance = (v: PyValue | undefined, compat: Compat, ref?: ValueRef, on?: CompatListener) =>
  parseUnit('distance', v, compat, ref, on);
export const parseTime = (v: PyValue | undefined, compat: Compat, ref?: ValueRef, on?: CompatListener) =>
  parseUnit('time', v, compat, ref, on);
export const parseFare = (v: PyValue | undefined, compat: Compat, ref?: ValueRef, on?: CompatListener) =>
  parseUnit('fare', v, compat, ref, on);
