import { digitValue, isAsciiDigit, NOT_A_NUMBER, plainDecimal, PY_WS, pyFloat, type PyValue, type ValueRef } from './python.js';

/**
 * Distance (km), time (min) and fare read from route fields, as the spec's "Units" section orders
 * it. `reference` reproduces common.py at 4151aff (including its misreadings); `corrected` changes
 * exactly items 1(a)–(e) of "Compat modes". float() failures of non-strings raise (e1).
 */
export type Compat = 'reference' | 'corrected';
export type UnitKind = 'distance' | 'time' | 'fare';

export interface CompatDifference {
  ref: ValueRef;
  kind: UnitKind;
  raw: PyValue;
  reference: number;
  corrected: number;
}

export type CompatListener = (d: CompatDifference) => void;

/**
 * N = `\d+\.?\d*` (group 1), read atomically: a lookahead takes the longest number and `\1`
 * consumes it, from the start of a digit run only. The leftmost match is the same as the plain
 * pattern's (what follows N is never a digit or a dot, so only the longest number can be followed
 * by it, and a run's start matches whenever a position inside it does), but a failed search is
 * linear: the plain pattern backtracks through every split of a digit run (cubic: 1 000 digits
 * before a non-unit took seconds, as in Python).
 */
const N = '(?=((?<!\\p{Nd})\\p{Nd}+\\.?\\p{Nd}*))\\1';
const SN = '(?=([+-]?(?<!\\p{Nd})\\p{Nd}+\\.?\\p{Nd}*))\\1';
const re = (src: string, flags = '') => new RegExp(src, `u${flags}`);

const REF = {
  number: re(N),
  metre: re(`${N}${PY_WS}*米`),
  km: re(`${N}${PY_WS}*(公里|km)`, 'i'),
  hours: re(`${N}${PY_WS}*小时`),
  minutes: re(`${N}${PY_WS}*分钟`),
};

const COR = {
  number: re(SN),
  metre: re(`${SN}${PY_WS}*(?:米|(?:meters|meter|m)(?![A-Za-z]))`, 'i'),
  km: re(`${SN}${PY_WS}*(?:公里|km)`, 'i'),
  hours: re(`${SN}${PY_WS}*小时`),
  minutes: re(`${SN}${PY_WS}*分钟`),
  seconds: re(`${SN}${PY_WS}*秒`),
  thousands: /(?<=\p{Nd}),(?=\p{Nd}{3}(?!\p{Nd}))/gu,
};

/** float() of a matched number (Unicode digits read by their value, optional sign and dot). */
function numberOf(text: string): number {
  const plain = plainDecimal(text); // ASCII digits: the common case, no per-character rebuild
  if (plain !== null) return plain;
  let ascii = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0) as number;
    if (ch === '.' || ch === '+' || ch === '-') ascii += ch;
    else ascii += String(digitValue(cp));
  }
  return Number(ascii);
}

function first(regex: RegExp, s: string): number | null {
  const m = regex.exec(s);
  return m === null ? null : numberOf(m[1] as string);
}

/** common.py's text rules for a str that float() rejects (reference mode). */
export function referenceText(kind: UnitKind, s: string): number {
  if (kind === 'distance') {
    if (s.includes('米')) {
      const v = first(REF.metre, s);
      if (v !== null) return v / 1000;
    }
    if (s.includes('公里') || s.toLowerCase().includes('km')) {
      const v = first(REF.km, s);
      if (v !== null) return v;
    }
  } else if (kind === 'time') {
    if (s.includes('小时')) {
      const v = first(REF.hours, s);
      if (v !== null) return v * 60;
    }
    if (s.includes('分钟')) {
      const v = first(REF.minutes, s);
      if (v !== null) return v;
    }
  }
  return first(REF.number, s) ?? 0;
}

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
  const v = numberOf(s.slice(0, i));
  if (kind === 'fare') return v; // no unit rule: the first number
  const rest = s.length - i;
  if (kind === 'time') {
    if (s.startsWith('小时', i)) return v * 60; // the first "N小时", whatever follows
    return rest === 2 && s.endsWith('分钟') ? v : null;
  }
  if (rest === 1 && next === 0x7c73) return v / 1000; // "N米"
  return rest === 2 && s.endsWith('公里') ? v : null; // "N公里" (no 米 anywhere)
}

function correctedText(kind: UnitKind, raw: string): number {
  const s = raw.replace(COR.thousands, '');
  if (kind === 'distance') {
    const metre = first(COR.metre, s);
    const km = first(COR.km, s);
    if (metre !== null && km !== null) return km + metre / 1000;
    if (metre !== null) return metre / 1000;
    if (km !== null) return km;
  } else if (kind === 'time') {
    const h = first(COR.hours, s);
    const m = first(COR.minutes, s);
    const sec = first(COR.seconds, s);
    const half = h === null && s.includes('半小时');
    if (h !== null || m !== null || sec !== null || half) return 60 * (h ?? 0) + (m ?? 0) + (sec ?? 0) / 60 + (half ? 30 : 0);
  }
  return first(COR.number, s) ?? 0;
}

function sameNumber(a: number, b: number): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

/**
 * parse_distance / parse_time / parse_fare of one value. Steps (1)–(2) are shared: None or ""
 * → 0, float() when it parses; only strings reach the text rules. Under `corrected`, a value read
 * differently from `reference` is reported to `onDifference`.
 */
export function parseUnit(kind: UnitKind, v: PyValue | undefined, compat: Compat, ref?: ValueRef, onDifference?: CompatListener): number {
  if (v === undefined || v === null || v === '') return 0;
  const quick = compat === 'reference' && typeof v === 'string' ? quickReferenceText(kind, v) : null;
  if (quick !== null) return quick;
  const f = pyFloat(v, ref);
  if (f !== NOT_A_NUMBER) return f;
  const s = v as string;
  const reference = referenceText(kind, s);
  if (compat === 'reference') return reference;
  const corrected = correctedText(kind, s);
  if (onDifference !== undefined && ref !== undefined && !sameNumber(reference, corrected)) onDifference({ ref, kind, raw: v, reference, corrected });
  return corrected;
}

export const parseDistance = (v: PyValue | undefined, compat: Compat, ref?: ValueRef, on?: CompatListener) => parseUnit('distance', v, compat, ref, on);
export const parseTime = (v: PyValue | undefined, compat: Compat, ref?: ValueRef, on?: CompatListener) => parseUnit('time', v, compat, ref, on);
export const parseFare = (v: PyValue | undefined, compat: Compat, ref?: ValueRef, on?: CompatListener) => parseUnit('fare', v, compat, ref, on);
