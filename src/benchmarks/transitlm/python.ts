/**
 * The "Python value model" of the TransitLM spec: JSON values as the official Python scripts see
 * them, so every rule that depends on Python semantics (truthiness, `in`, iteration, hashing,
 * str()/repr(), float(), strip) gives the same answer here.
 *
 * Representation (PyValue):
 *   null → None, boolean → bool, bigint → int (exact, as json.loads keeps it),
 *   number → float (NaN/±Infinity allowed), string → str, PyValue[] → list,
 *   Map<string, PyValue> → dict (insertion order of the first occurrence, last value wins).
 *
 * Raising: where Python raises (TypeError, ValueError, …) these functions throw a `PyRaise`.
 * Scorers catch it at the row boundary and turn it into one row-error diagnostic; it never escapes
 * a row. Any other exception is a bug.
 */

export type PyDict = Map<string, PyValue>;
export type PyValue = null | boolean | bigint | number | string | PyValue[] | PyDict;

/** Row-error codes of the spec. */
export type RowErrorCode =
  | 'invalid-json'
  | 'not-an-object'
  | 'bad-coordinates'
  | 'bad-type'
  | 'no-valid-route'
  | 'payload-error'
  | 'missing-column'
  | 'schema';

/** A Python exception, modelled. `field`/`pointer` locate the offending value when known. */
export class PyRaise extends Error {
  constructor(
    readonly code: RowErrorCode,
    message: string,
    readonly field: string | null = null,
    readonly pointer: string | null = null,
  ) {
    super(message);
    this.name = 'PyRaise';
  }
}

/** Where a value came from: the CSV column and the JSON pointer inside its cell. */
export interface ValueRef {
  readonly field: string | null;
  readonly pointer: string;
}

/** A child location whose pointer text is only built when a message needs it (hot paths make many). */
class ChildRef implements ValueRef {
  private text: string | null = null;
  constructor(
    private readonly parent: ValueRef,
    private readonly key: string | number,
  ) {}
  get field(): string | null {
    return this.parent.field;
  }
  get pointer(): string {
    this.text ??= `${this.parent.pointer}/${String(this.key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
    return this.text;
  }
}

export function childRef(ref: ValueRef, key: string | number): ValueRef {
  return new ChildRef(ref, key);
}

function raiseAt(code: RowErrorCode, message: string, ref?: ValueRef): never {
  throw new PyRaise(code, message, ref?.field ?? null, ref?.pointer ?? null);
}

// ---------------------------------------------------------------------------------------------
// Types and truthiness

export function isDict(v: PyValue | undefined): v is PyDict {
  return v instanceof Map;
}

/** Python type name, for messages. */
export function pyTypeName(v: PyValue | undefined): string {
  if (v === undefined) return 'absent';
  if (v === null) return 'NoneType';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'bigint') return 'int';
  if (typeof v === 'number') return 'float';
  if (typeof v === 'string') return 'str';
  if (Array.isArray(v)) return 'list';
  return 'dict';
}

/** Falsy: None False 0 0.0 "" [] {} (NaN is truthy). */
export function truthy(v: PyValue | undefined): boolean {
  if (v === null || v === undefined) return false;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return v !== 0n;
  if (typeof v === 'number') return v !== 0; // NaN !== 0 → truthy
  if (typeof v === 'string') return v.length > 0;
  if (Array.isArray(v)) return v.length > 0;
  return v.size > 0;
}

/** dict.get(key, default). */
export function dictGet(d: PyDict, key: string, fallback: PyValue): PyValue {
  const v = d.get(key);
  return v === undefined ? fallback : v;
}

/** `d.get(...)` on something that is not a dict raises AttributeError. */
export function requireDict(v: PyValue, what: string, ref: ValueRef): PyDict {
  if (!isDict(v)) raiseAt('not-an-object', `${what} is ${pyTypeName(v)}, expected a JSON object`, ref);
  return v;
}

// ---------------------------------------------------------------------------------------------
// Strings: code points, whitespace, strip

/** str.isspace() characters (JS \s − U+FEFF + U+001C–001F + U+0085). */
const PY_SPACE_CLASS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Regex source for Python's `\s` in str patterns. */
export const PY_WS = `[${PY_SPACE_CLASS}]`;
const STRIP_RE = new RegExp(`^[${PY_SPACE_CLASS}]+|[${PY_SPACE_CLASS}]+$`, 'g');

const ONE_SPACE_RE = new RegExp(`^[${PY_SPACE_CLASS}]$`);

export function isPyWhitespace(ch: string): boolean {
  return ONE_SPACE_RE.test(ch);
}

/** str.strip() with no arguments. */
export function pyStrip(s: string): string {
  const first = s.charCodeAt(0);
  const last = s.charCodeAt(s.length - 1);
  // Fast path: nothing to strip (ASCII letters, digits, CJK …).
  if (s.length === 0 || (!maybeSpace(first) && !maybeSpace(last))) return s;
  return s.replace(STRIP_RE, '');
}

function maybeSpace(c: number): boolean {
  return c <= 0x20 || c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
}

/** len(str): code points, not UTF-16 units. */
export function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n -= 1;
        i += 1;
      }
    }
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// Unicode decimal digits (category Nd), as Python's \d, int() and float() read them

const ND_RE = /\p{Nd}/u;
const digitValueCache = new Map<number, number>();

/** Value 0–9 of an Nd code point (Nd characters come in contiguous runs 0…9), or -1. */
export function digitValue(cp: number): number {
  if (cp >= 0x30 && cp <= 0x39) return cp - 0x30;
  if (cp < 0x80) return -1;
  const cached = digitValueCache.get(cp);
  if (cached !== undefined) return cached;
  let value = -1;
  if (ND_RE.test(String.fromCodePoint(cp))) {
    let start = cp;
    while (start > 0 && ND_RE.test(String.fromCodePoint(start - 1))) start -= 1;
    value = (cp - start) % 10;
  }
  digitValueCache.set(cp, value);
  return value;
}

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
      if (out !== null) out += s[i]; // ASCII is kept, also after a transformed character
      continue;
    }
    // A non-ASCII character that is neither whitespace nor a digit becomes '?': not a number.
    if (out === null) out = s.slice(0, i);
    const cp = s.codePointAt(i) as number;
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

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * float() of an ASCII `[+-]?digits[.digits]` with at least one digit (coordinates, "4", "2.5"), or
 * null for any other text. FLOAT_RE accepts exactly these unchanged, so the Unicode normalisation
 * and the regexes can be skipped. Up to 15 digits form an exact integer and one division by an
 * exact power of ten rounds correctly (the double float() returns); longer ones go to Number().
 */
export function plainDecimal(s: string): number | null {
  const n = s.length;
  const c0 = s.charCodeAt(0);
  let i = c0 === 43 || c0 === 45 ? 1 : 0;
  let digits = 0;
  let v = 0;
  let dot = -1;
  for (; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c >= 48 && c <= 57) {
      digits += 1;
      v = v * 10 + (c - 48);
    } else if (c === 46 && dot === -1) dot = i;
    else return null;
  }
  if (digits === 0) return null;
  if (digits > 15) return Number(s);
  const value = dot === -1 ? v : v / (POW10[n - 1 - dot] as number);
  return c0 === 45 ? -value : value;
}

/** float(s) for a str: the value, or null where Python raises ValueError. */
export function parseFloatString(s: string): number | null {
  const plain = plainDecimal(s);
  if (plain !== null) return plain;
  const t = numericAscii(s);
  if (t === null) return null;
  if (FLOAT_RE.test(t)) return Number(t.includes('_') ? t.replace(/_/g, '') : t);
  const special = FLOAT_SPECIAL_RE.exec(t);
  if (special) {
    if ((special[2] as string).toLowerCase() === 'nan') return NaN;
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

// ---------------------------------------------------------------------------------------------
// Iteration, len, `in`

/** iter(v) materialised: str → code points, list → elements, dict → keys; raises otherwise. */
export function iterate(v: PyValue, ref?: ValueRef): PyValue[] {
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') return Array.from(v);
  if (isDict(v)) return Array.from(v.keys());
  return raiseAt('bad-type', `'${pyTypeName(v)}' object is not iterable`, ref);
}

/** len(v). */
export function pyLen(v: PyValue, ref?: ValueRef): number {
  if (Array.isArray(v)) return v.length;
  if (typeof v === 'string') return codePointLength(v);
  if (isDict(v)) return v.size;
  return raiseAt('bad-type', `object of type '${pyTypeName(v)}' has no len()`, ref);
}

/** `needle in v` for a str needle: substring, list element, dict key; raises for scalars. */
export function containsStr(v: PyValue, needle: string, ref?: ValueRef): boolean {
  if (typeof v === 'string') return v.includes(needle);
  if (Array.isArray(v)) return v.some((e) => e === needle);
  if (isDict(v)) return v.has(needle);
  return raiseAt('bad-type', `argument of type '${pyTypeName(v)}' is not iterable`, ref);
}

// ---------------------------------------------------------------------------------------------
// Equality and hashing

function numericOf(v: PyValue): number | bigint | null {
  if (typeof v === 'number' || typeof v === 'bigint') return v;
  if (typeof v === 'boolean') return v ? 1n : 0n;
  return null;
}

function numEq(a: number | bigint, b: number | bigint): boolean {
  if (typeof a === 'bigint' && typeof b === 'bigint') return a === b;
  if (typeof a === 'number' && typeof b === 'number') return a === b;
  const f = (typeof a === 'number' ? a : b) as number;
  const i = (typeof a === 'bigint' ? a : b) as bigint;
  return Number.isInteger(f) && BigInt(f) === i;
}

/**
 * Python `a == b`. Inside containers Python compares by identity first; every NaN from json.loads
 * is one shared object, so a nested NaN equals NaN while a bare `nan == nan` is false.
 */
export function pyEq(a: PyValue, b: PyValue): boolean {
  return eq(a, b, false);
}

/** Equality as `x in list`, set and dict membership use it (identity first: NaN matches NaN). */
export function pySame(a: PyValue, b: PyValue): boolean {
  return eq(a, b, true);
}

function eq(a: PyValue, b: PyValue, identity: boolean): boolean {
  if (a === b) return true;
  if (identity && typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b)) return true;
  const na = numericOf(a);
  const nb = numericOf(b);
  if (na !== null || nb !== null) return na !== null && nb !== null && numEq(na, nb);
  if (a === null || b === null || typeof a === 'string' || typeof b === 'string') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!eq(a[i] as PyValue, b[i] as PyValue, true)) return false;
    return true;
  }
  if (!isDict(a) || !isDict(b) || a.size !== b.size) return false;
  for (const [k, v] of a) {
    const w = b.get(k);
    if (w === undefined || !eq(v, w, true)) return false;
  }
  return true;
}

/**
 * A string key such that two hashable values get the same key iff Python's set/dict treats them
 * as the same element (1 = 1.0 = True, NaN = NaN since json.loads shares one NaN, str ≠ number).
 * Raises TypeError for list and dict.
 */
export function hashKey(v: PyValue, ref?: ValueRef): string {
  if (typeof v === 'string') return `s${v}`;
  if (v === null) return 'N';
  if (typeof v === 'boolean') return v ? 'i1' : 'i0';
  if (typeof v === 'bigint') return `i${v.toString()}`;
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return 'nan';
    if (!Number.isFinite(v)) return v > 0 ? '+inf' : '-inf';
    if (Number.isInteger(v)) return `i${BigInt(v).toString()}`;
    return `f${v}`;
  }
  return raiseAt('bad-type', `unhashable type: '${pyTypeName(v)}'`, ref);
}

/** set(v) as hash keys (iterates and hashes; raises like Python). */
export function pySet(v: PyValue, ref?: ValueRef): Set<string> {
  const out = new Set<string>();
  const items = iterate(v, ref);
  for (let i = 0; i < items.length; i++) {
    const item = items[i] as PyValue;
    out.add(typeof item === 'string' ? `s${item}` : hashKey(item, ref ? childRef(ref, i) : undefined));
  }
  return out;
}

/** |A∩B| / |A∪B| of two key sets (0 when the union is empty). */
export function setIou(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const k of a) if (b.has(k)) inter += 1;
  const union = a.size + b.size - inter;
  return union === 0 ? 0 : inter / union;
}

// ---------------------------------------------------------------------------------------------
// str() and repr()

/** repr(float): shortest round-trip digits, fixed notation for 1e-4 ≤ |x| < 1e16. */
export function floatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  const [mant, expText] = Math.abs(x).toExponential().split('e') as [string, string];
  const digits = mant.replace('.', '');
  const exp = Number(expText);
  const decpt = exp + 1;
  if (decpt > -4 && decpt <= 16) {
    if (decpt <= 0) return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
    if (decpt >= digits.length) return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`;
    return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
  }
  const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
  const e = Math.abs(exp);
  return `${sign}${m}e${exp < 0 ? '-' : '+'}${e < 10 ? '0' : ''}${e}`;
}

const NON_PRINTABLE_RE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

/** repr(str): single quotes unless the text has ' and no ", non-printables escaped. */
export function strRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0) as number;
    if (ch === quote || ch === '\\') out += `\\${ch}`;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (cp < 0x20 || cp === 0x7f) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (cp < 0x7f || cp === 0x20) out += ch;
    else if (!NON_PRINTABLE_RE.test(ch)) out += ch;
    else if (cp <= 0xff) out += `\\x${cp.toString(16).padStart(2, '0')}`;
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += `\\U${cp.toString(16).padStart(8, '0')}`;
  }
  return out + quote;
}

export function pyRepr(v: PyValue): string {
  if (v === null) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') return floatRepr(v);
  if (typeof v === 'string') return strRepr(v);
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  return `{${Array.from(v, ([k, x]) => `${strRepr(k)}: ${pyRepr(x)}`).join(', ')}}`;
}

/** str(v): a str as is, everything else as repr. */
export function pyStr(v: PyValue): string {
  return typeof v === 'string' ? v : pyRepr(v);
}

// ---------------------------------------------------------------------------------------------
// json.loads

export type JsonParse = { ok: true; value: PyValue } | { ok: false; message: string; position: number };

class JsonFail {
  constructor(
    readonly message: string,
    readonly position: number,
  ) {}
}

/** Nesting depth where json.loads stops: Python's recursion limit (1000) is reached around here. */
export const MAX_JSON_DEPTH = 900;

/**
 * Python json.loads: RFC 8259 plus NaN, Infinity, -Infinity; integers exact (bigint); floats as
 * numbers; duplicate keys keep the first position and the last value. A text starting with U+FEFF
 * is rejected as Python does. On failure: Python's message and the 0-based character position
 * (in code points, as Python counts: a character outside the BMP is one, not two UTF-16 units).
 */
export function parsePyJson(text: string): JsonParse {
  if (text.charCodeAt(0) === 0xfeff) return { ok: false, message: 'Unexpected UTF-8 BOM (decode using utf-8-sig)', position: 0 };
  const p = new JsonParser(text);
  try {
    p.ws();
    const value = p.value(0);
    p.ws();
    if (p.i < text.length) throw new JsonFail('Extra data', p.i);
    return { ok: true, value };
  } catch (e) {
    if (e instanceof JsonFail) return { ok: false, message: e.message, position: codePointLength(text.slice(0, e.position)) };
    throw e;
  }
}

/** "Expecting value: line 1 column 5 (char 4)", as Python words a JSONDecodeError (`position` in code points, as Python counts). */
export function describeJsonError(text: string, message: string, position: number): string {
  let line = 1;
  let lineStart = 0;
  let cp = 0;
  for (const ch of text) {
    if (cp >= position) break;
    cp += 1;
    if (ch === '\n') {
      line += 1;
      lineStart = cp;
    }
  }
  return `${message}: line ${line} column ${position - lineStart + 1} (char ${position})`;
}

class JsonParser {
  i = 0;
  constructor(readonly s: string) {}

  ws(): void {
    const s = this.s;
    let i = this.i;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 32 || c === 10 || c === 13 || c === 9) i++;
      else break;
    }
    this.i = i;
  }

  value(depth: number): PyValue {
    const s = this.s;
    const c = s.charCodeAt(this.i);
    if (c === 34) return this.string();
    if (c === 123) return this.object(depth + 1);
    if (c === 91) return this.array(depth + 1);
    if (c === 110 && s.startsWith('null', this.i)) return this.lit(4, null);
    if (c === 116 && s.startsWith('true', this.i)) return this.lit(4, true);
    if (c === 102 && s.startsWith('false', this.i)) return this.lit(5, false);
    if (c === 78 && s.startsWith('NaN', this.i)) return this.lit(3, NaN);
    if (c === 73 && s.startsWith('Infinity', this.i)) return this.lit(8, Infinity);
    if (c === 45 && s.startsWith('-Infinity', this.i)) return this.lit(9, -Infinity);
    if (c === 45 || (c >= 48 && c <= 57)) return this.number();
    throw new JsonFail('Expecting value', this.i);
  }

  lit(n: number, v: PyValue): PyValue {
    this.i += n;
    return v;
  }

  number(): PyValue {
    const s = this.s;
    const start = this.i;
    let i = start;
    if (s.charCodeAt(i) === 45) i++;
    const d0 = s.charCodeAt(i);
    if (d0 === 48) i++;
    else if (d0 >= 49 && d0 <= 57) {
      while (isAsciiDigit(s.charCodeAt(i))) i++;
    } else throw new JsonFail('Expecting value', start);
    let isFloat = false;
    if (s.charCodeAt(i) === 46 && isAsciiDigit(s.charCodeAt(i + 1))) {
      isFloat = true;
      i += 2;
      while (isAsciiDigit(s.charCodeAt(i))) i++;
    }
    const e = s.charCodeAt(i);
    if (e === 101 || e === 69) {
      let j = i + 1;
      const sg = s.charCodeAt(j);
      if (sg === 43 || sg === 45) j++;
      if (isAsciiDigit(s.charCodeAt(j))) {
        while (isAsciiDigit(s.charCodeAt(j))) j++;
        isFloat = true;
        i = j;
      }
    }
    this.i = i;
    const text = s.slice(start, i);
    return isFloat ? Number(text) : BigInt(text);
  }

  string(): string {
    const s = this.s;
    const begin = this.i; // the opening quote
    let i = begin + 1;
    const start = i;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 34) {
        this.i = i + 1;
        return s.slice(start, i);
      }
      if (c === 92) break;
      if (c < 32 || Number.isNaN(c)) {
        if (Number.isNaN(c)) throw new JsonFail('Unterminated string starting at', begin);
        throw new JsonFail('Invalid control character at', i);
      }
      i++;
    }
    // Slow path with escapes.
    let out = s.slice(start, i);
    for (;;) {
      const c = s.charCodeAt(i);
      if (Number.isNaN(c)) throw new JsonFail('Unterminated string starting at', begin);
      if (c === 34) {
        this.i = i + 1;
        return out;
      }
      if (c < 32) throw new JsonFail('Invalid control character at', i);
      if (c !== 92) {
        out += s[i];
        i++;
        continue;
      }
      const esc = s.charCodeAt(i + 1);
      switch (esc) {
        case 34: out += '"'; break;
        case 92: out += '\\'; break;
        case 47: out += '/'; break;
        case 98: out += '\b'; break;
        case 102: out += '\f'; break;
        case 110: out += '\n'; break;
        case 114: out += '\r'; break;
        case 116: out += '\t'; break;
        case 117: {
          const hex = s.slice(i + 2, i + 6);
          // Python also rejects four digits that end the text (no closing quote can follow).
          if (i + 6 >= s.length || !/^[0-9a-fA-F]{4}$/.test(hex)) throw new JsonFail('Invalid \\uXXXX escape', i + 1);
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
          continue;
        }
        default:
          if (Number.isNaN(esc)) throw new JsonFail('Unterminated string starting at', begin);
          throw new JsonFail('Invalid \\escape', i);
      }
      i += 2;
    }
  }

  /**
   * An object key. Route cells repeat the same dozen keys in every row: an escape-free key is
   * looked up in KEY_CACHE and the cached, internalised string returned, so the key costs no
   * allocation and every later Map lookup by a constant key compares pointers.
   */
  key(): string {
    const s = this.s;
    const start = this.i + 1;
    let h = 0;
    for (let i = start; i < s.length && i - start <= MAX_CACHED_KEY; i++) {
      const c = s.charCodeAt(i);
      if (c === 34) {
        const len = i - start;
        const slot = (h ^ len) & (KEY_CACHE.length - 1);
        const cached = KEY_CACHE[slot];
        if (cached !== undefined && cached.length === len && sameChars(cached, s, start)) {
          this.i = i + 1;
          return cached;
        }
        const key = s.slice(start, i);
        KEY_CACHE[slot] = internalised(key);
        this.i = i + 1;
        return key;
      }
      if (c === 92 || c < 32) break;
      h = (Math.imul(h, 31) + c) | 0;
    }
    return this.string();
  }

  object(depth: number): PyDict {
    if (depth > MAX_JSON_DEPTH) throw new JsonFail('maximum recursion depth exceeded', this.i);
    const s = this.s;
    this.i++;
    const out: PyDict = new Map();
    this.ws();
    if (s.charCodeAt(this.i) === 125) {
      this.i++;
      return out;
    }
    for (;;) {
      if (s.charCodeAt(this.i) !== 34) throw new JsonFail('Expecting property name enclosed in double quotes', this.i);
      const key = this.key();
      this.ws();
      if (s.charCodeAt(this.i) !== 58) throw new JsonFail("Expecting ':' delimiter", this.i);
      this.i++;
      this.ws();
      out.set(key, this.value(depth));
      this.ws();
      const c = s.charCodeAt(this.i);
      if (c === 125) {
        this.i++;
        return out;
      }
      if (c !== 44) throw new JsonFail("Expecting ',' delimiter", this.i);
      this.i++;
      this.ws();
    }
  }

  array(depth: number): PyValue[] {
    if (depth > MAX_JSON_DEPTH) throw new JsonFail('maximum recursion depth exceeded', this.i);
    const s = this.s;
    this.i++;
    const out: PyValue[] = [];
    this.ws();
    if (s.charCodeAt(this.i) === 93) {
      this.i++;
      return out;
    }
    for (;;) {
      out.push(this.value(depth));
      this.ws();
      const c = s.charCodeAt(this.i);
      if (c === 93) {
        this.i++;
        return out;
      }
      if (c !== 44) throw new JsonFail("Expecting ',' delimiter", this.i);
      this.i++;
      this.ws();
    }
  }
}

/** Longest object key the key caches hold (here and in csv-json.ts). */
export const MAX_CACHED_KEY = 40;
const KEY_CACHE: (string | undefined)[] = new Array<string | undefined>(256).fill(undefined);

/** The internalised copy of a string (V8 internalises property names); equal content, shared. */
export function internalised(s: string): string {
  return Object.keys({ [s]: 0 })[0] as string;
}

/**
 * Whether `s` holds `key` at `at`. A loop, not startsWith: route cells hold CJK text, so `s` is a
 * two-byte string and the key a one-byte one, which startsWith compares on a slow path.
 */
function sameChars(key: string, s: string, at: number): boolean {
  for (let k = 0; k < key.length; k++) if (key.charCodeAt(k) !== s.charCodeAt(at + k)) return false;
  return true;
}

export function isAsciiDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** True when the parsed value contains a NaN/Infinity literal (rejected under --compat corrected). */
export function findNonFinite(v: PyValue, pointer = ''): string | null {
  if (typeof v === 'number') return Number.isFinite(v) ? null : pointer;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const hit = findNonFinite(v[i] as PyValue, `${pointer}/${i}`);
      if (hit !== null) return hit;
    }
  } else if (isDict(v)) {
    for (const [k, x] of v) {
      const hit = findNonFinite(x, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
      if (hit !== null) return hit;
    }
  }
  return null;
}

/** Plain JS value for JSON Schema validation (ints as numbers, dicts as objects). */
export function toPlain(v: PyValue): unknown {
  if (typeof v === 'bigint') return Number(v);
  if (Array.isArray(v)) return v.map(toPlain);
  if (isDict(v)) {
    const o: Record<string, unknown> = {};
    for (const [k, x] of v) Object.defineProperty(o, k, { value: toPlain(x), enumerable: true, writable: true, configurable: true });
    return o;
  }
  return v;
}
