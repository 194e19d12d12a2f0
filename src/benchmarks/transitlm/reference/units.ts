import { NOT_A_NUMBER, pyFloat } from './float.js';
import { digitValue, PY_WS } from './strings.js';
import type { PyValue, ValueRef } from './value.js';

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
  let ascii = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (ch === '.' || ch === '+' || ch === '-') ascii += ch;
    else ascii += String(digitValue(cp));
  }
  return Number(ascii);
}

function first(regex: RegExp, s: string): number | null {
  const m = regex.exec(s);
  return m === null ? null : numberOf(m[1]!);
}

/** common.py's text rules for a str that float() rejects (reference mode). */
function referenceText(kind: UnitKind, s: string): number {
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
    if (h !== null || m !== null || sec !== null || half)
      return 60 * (h ?? 0) + (m ?? 0) + (sec ?? 0) / 60 + (half ? 30 : 0);
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
export function parseUnit(
  kind: UnitKind,
  v: PyValue | undefined,
  compat: Compat,
  ref?: ValueRef,
  onDifference?: CompatListener,
): number {
  if (v === undefined || v === null || v === '') return 0;
  const f = pyFloat(v, ref);
  if (f !== NOT_A_NUMBER) return f;
  const s = v as string;
  const reference = referenceText(kind, s);
  if (compat === 'reference') return reference;
  const corrected = correctedText(kind, s);
  if (onDifference !== undefined && ref !== undefined && !sameNumber(reference, corrected))
    onDifference({ ref, kind, raw: v, reference, corrected });
  return corrected;
}
