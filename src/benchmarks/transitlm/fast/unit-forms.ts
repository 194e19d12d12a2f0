// The common unit forms read without the regexes: reference mode's shortcut for units.ts, as decimal.ts is float()'s.
import type { UnitKind } from '../reference/units.js';
import { isAsciiDigit } from '../reference/strings.js';
import { decimalOfString } from './decimal.js';

/**
 * referenceText (reference/units.ts) of the common forms ("22.5公里", "344米", "75分钟", "1小时20分钟", "4元"), without
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
