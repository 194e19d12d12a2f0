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
import { codePointLength } from './strings.js';

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
  | 'schema'
  | 'cell-too-large';

/** A Python exception, modelled. `field`/`pointer` locate the offending value when known. */
export class PyRaise extends Error {
  constructor(
    readonly code: RowErrorCode,
    message: string,
    readonly field: string | null = null,
    readonly pointer: string | null = null,
    /**
     * The same problem in plain words for people (the diagnostic's message), when `message` is
     * Python's exception text (kept as the item's reason and the diagnostic's detail, for parity).
     */
    readonly plain: string | null = null,
  ) {
    super(message);
    this.name = 'PyRaise';
  }
}

/** A value's type in plain words, for messages that do not quote Python: "an integer", "a list". */
export function plainTypeName(v: PyValue | undefined): string {
  if (v === undefined) return 'absent';
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'bigint') return 'an integer';
  if (typeof v === 'number') return 'a number';
  if (typeof v === 'string') return 'a string';
  if (Array.isArray(v)) return 'a list';
  return 'an object';
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

export function raiseAt(code: RowErrorCode, message: string, ref?: ValueRef, plain: string | null = null): never {
  throw new PyRaise(code, message, ref?.field ?? null, ref?.pointer ?? null, plain);
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
// Iteration, len, `in`

/** iter(v) materialised: str → code points, list → elements, dict → keys; raises otherwise. */
export function iterate(v: PyValue, ref?: ValueRef): PyValue[] {
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') return Array.from(v);
  if (isDict(v)) return Array.from(v.keys());
  return raiseAt(
    'bad-type',
    `'${pyTypeName(v)}' object is not iterable`,
    ref,
    `must be a list, is ${plainTypeName(v)}`,
  );
}

/** len(v). */
export function pyLen(v: PyValue, ref?: ValueRef): number {
  if (Array.isArray(v)) return v.length;
  if (typeof v === 'string') return codePointLength(v);
  if (isDict(v)) return v.size;
  return raiseAt(
    'bad-type',
    `object of type '${pyTypeName(v)}' has no len()`,
    ref,
    `must be a list, is ${plainTypeName(v)}`,
  );
}

/** `needle in v` for a str needle: substring, list element, dict key; raises for scalars. */
export function containsStr(v: PyValue, needle: string, ref?: ValueRef): boolean {
  if (typeof v === 'string') return v.includes(needle);
  if (Array.isArray(v)) return v.some((e) => e === needle);
  if (isDict(v)) return v.has(needle);
  return raiseAt(
    'bad-type',
    `argument of type '${pyTypeName(v)}' is not iterable`,
    ref,
    `must be a string, a list or an object, is ${plainTypeName(v)}`,
  );
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
function strRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0)!;
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
    for (const [k, x] of v)
      Object.defineProperty(o, k, { value: toPlain(x), enumerable: true, writable: true, configurable: true });
    return o;
  }
  return v;
}
