import { codePointLength, isAsciiDigit } from './strings.js';
import type { PyDict, PyValue } from './value.js';

/** json.loads, as the official scripts call it on every JSON cell (Python 3's json module). */

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
 * The object keys a reader of many cells has read, interned (route cells repeat the same dozen
 * keys in every row): an escape-free key found here costs no allocation, and every later Map
 * lookup by a constant key compares pointers. One per reader of a file or a suite's rows (handed
 * to parsePyJson); the slots are made on first use.
 */
export class JsonKeys {
  private slots: (string | undefined)[] | null = null;

  /** The key at s[start, start + length) (hash `h`), kept for next time. */
  key(s: string, start: number, length: number, h: number): string {
    const slots = (this.slots ??= new Array<string | undefined>(KEY_SLOTS).fill(undefined));
    const slot = (h ^ length) & (KEY_SLOTS - 1);
    const cached = slots[slot];
    if (cached?.length === length && sameChars(cached, s, start)) return cached;
    const key = s.slice(start, start + length);
    slots[slot] = internalised(key);
    return key;
  }
}

const KEY_SLOTS = 256;

/**
 * Python json.loads: RFC 8259 plus NaN, Infinity, -Infinity; integers exact (bigint); floats as
 * numbers; duplicate keys keep the first position and the last value. A text starting with U+FEFF
 * is rejected as Python does. On failure: Python's message and the 0-based character position
 * (in code points, as Python counts: a character outside the BMP is one, not two UTF-16 units).
 */
export function parsePyJson(text: string, keys: JsonKeys = new JsonKeys()): JsonParse {
  if (text.charCodeAt(0) === 0xfeff)
    return { ok: false, message: 'Unexpected UTF-8 BOM (decode using utf-8-sig)', position: 0 };
  const p = new JsonParser(text, keys);
  try {
    p.ws();
    const value = p.value(0);
    p.ws();
    if (p.i < text.length) throw new JsonFail('Extra data', p.i);
    return { ok: true, value };
  } catch (e) {
    if (e instanceof JsonFail)
      return { ok: false, message: e.message, position: codePointLength(text.slice(0, e.position)) };
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
  constructor(
    readonly s: string,
    private readonly keys: JsonKeys,
  ) {}

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
        out += s[i]!;
        i++;
        continue;
      }
      const esc = s.charCodeAt(i + 1);
      switch (esc) {
        case 34:
          out += '"';
          break;
        case 92:
          out += '\\';
          break;
        case 47:
          out += '/';
          break;
        case 98:
          out += '\b';
          break;
        case 102:
          out += '\f';
          break;
        case 110:
          out += '\n';
          break;
        case 114:
          out += '\r';
          break;
        case 116:
          out += '\t';
          break;
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

  /** An object key; an escape-free one through `keys`. */
  key(): string {
    const s = this.s;
    const start = this.i + 1;
    let h = 0;
    for (let i = start; i < s.length && i - start <= MAX_CACHED_KEY; i++) {
      const c = s.charCodeAt(i);
      if (c === 34) {
        this.i = i + 1;
        return this.keys.key(s, start, i - start, h);
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

/** Longest object key the key tables hold (here and in fast/json.ts). */
export const MAX_CACHED_KEY = 40;

/** The internalised copy of a string (V8 internalises property names); equal content, shared. */
export function internalised(s: string): string {
  return Object.keys({ [s]: 0 })[0]!;
}

/**
 * Whether `s` holds `key` at `at`. A loop, not startsWith: route cells hold CJK text, so `s` is a
 * two-byte string and the key a one-byte one, which startsWith compares on a slow path.
 */
function sameChars(key: string, s: string, at: number): boolean {
  for (let k = 0; k < key.length; k++) if (key.charCodeAt(k) !== s.charCodeAt(at + k)) return false;
  return true;
}
