import { latin1Slice, utf8Slice } from '../../../core/bytes.js';
import { internalised, MAX_CACHED_KEY, MAX_JSON_DEPTH } from '../reference/json.js';
import { isAsciiDigit } from '../reference/strings.js';
import type { PyDict, PyValue } from '../reference/value.js';

/**
 * The one JSON reader of the fast path: json.loads straight from a file's bytes, which gives the
 * value `parsePyJson` (reference/json.ts) gives for the decoded text, or gives up. Python words a
 * bad cell's error by its position in decoded characters, so this reader reports none: on
 * anything it does not accept (bad JSON, an escape it cannot read, a cell that goes on after its
 * closing quote, the end of the bytes) it gives up and the caller reads the cell with the
 * reference reader, which raises exactly as Python does. The bytes are valid UTF-8 (the CSV
 * reader checks them).
 *
 * - `read`: a quoted CSV cell of a route column, where a JSON quote is `""`: the cell is neither
 *   unescaped into a buffer nor decoded to a string first (route cells are most of the input;
 *   those two passes cost more than the JSON itself).
 * - `stringArray`: a station's next-hop cell (unescaped bytes), an array of strings without
 *   escapes, as byte ranges: the station loader interns them from the bytes, no string made.
 */
export class FastJson {
  /** The value of the cell last read. */
  value: PyValue = null;
  /** stringArray: the byte ranges of the strings of the cell last read. */
  ranges: Int32Array = new Int32Array(32);
  /** Line breaks inside the cell last read (whitespace between tokens): physical lines. */
  lines = 0;
  private buf: Uint8Array = EMPTY;
  private latin1 = '';
  private n = 0;
  private i = 0;
  /** `keys` slot of the key last read (-1: not kept). */
  private keySlot = -1;
  /**
   * The object keys read so far, interned, by a hash of their bytes (route cells repeat the same
   * dozen keys), and the slot of the key that followed each slot's key last time (-1: none yet;
   * FIRST_KEY: an object's first key). Kept per reader, not per module: a reader lives for a file
   * or a worker's batch.
   */
  private readonly keys: (string | undefined)[] = new Array<string | undefined>(KEY_SLOTS).fill(undefined);
  private readonly nextKey = new Int16Array(KEY_SLOTS + 1).fill(-1);

  /**
   * Reads the cell whose opening quote is at `buf[at]`; returns the index after its closing
   * quote (the caller checks what follows: a comma, a line break or the end), or -1. `latin1`:
   * all of `buf` decoded as Latin-1 (one character per byte), which a caller reading many cells
   * of the same bytes decodes once: an ASCII string of a cell is cut from it (a native decode
   * per string costs more than the rest of the JSON). `maxBytes`: the longest cell content read.
   */
  read(
    buf: Uint8Array,
    at: number,
    latin1: string = latin1Slice.call(buf, 0, buf.length),
    maxBytes = Infinity,
  ): number {
    this.buf = buf;
    this.latin1 = latin1;
    // A cell longer than `maxBytes` is given up at that length, not read whole and then dropped.
    this.n = Math.min(buf.length, at + 2 + maxBytes);
    this.i = at + 1;
    this.lines = 0;
    try {
      this.ws();
      this.value = this.any(0);
      this.ws();
      const i = this.i;
      // The closing quote; `""` here would start a string: extra data.
      if (i >= this.n || buf[i] !== QUOTE || (i + 1 < this.n && buf[i + 1] === QUOTE)) return -1;
      return i + 1;
    } catch (e) {
      if (e === GIVE_UP) return -1;
      throw e;
    } finally {
      this.buf = EMPTY; // the caller's bytes are not kept alive
      this.latin1 = '';
    }
  }

  /**
   * The next-hop cell `buf[from, to)` (unescaped: a JSON quote is `"`) when it is an array of
   * strings without escapes: how many strings, their byte ranges in `ranges` (start, end of
   * string k at 2k, 2k + 1); -1 for any other cell (the caller reads it with parsePyJson).
   */
  stringArray(buf: Uint8Array, from: number, to: number): number {
    this.buf = buf;
    this.n = to;
    this.i = from;
    let count = 0;
    try {
      this.ws();
      if (this.i >= to || buf[this.i] !== 91) return -1;
      if (!this.opens(93)) {
        for (;;) {
          if (this.i >= to || buf[this.i] !== QUOTE) throw GIVE_UP;
          const start = this.i + 1;
          let i = start;
          while (i < to && buf[i] !== QUOTE) {
            const b = buf[i]!;
            if (b === BACKSLASH || b < 32) throw GIVE_UP;
            i++;
          }
          if (i >= to) throw GIVE_UP;
          if (2 * count + 2 > this.ranges.length) this.ranges = growRanges(this.ranges);
          this.ranges[2 * count] = start;
          this.ranges[2 * count + 1] = i;
          count += 1;
          this.i = i + 1;
          if (this.closes(93)) break;
        }
      }
      this.ws();
      return this.i === to ? count : -1;
    } catch (e) {
      if (e !== GIVE_UP) throw e;
      return -1;
    } finally {
      this.buf = EMPTY;
    }
  }

  private ws(): void {
    const buf = this.buf;
    const n = this.n;
    let i = this.i;
    while (i < n) {
      const b = buf[i]!;
      if (b === 32 || b === 9 || b === 13) i++;
      else if (b === LF) {
        this.lines += 1;
        i++;
      } else break;
    }
    this.i = i;
  }

  private any(depth: number): PyValue {
    const buf = this.buf;
    const i = this.i;
    if (i >= this.n) throw GIVE_UP;
    const b = buf[i]!;
    if (b === QUOTE) return this.string();
    if (b === 123) return this.object(depth + 1);
    if (b === 91) return this.array(depth + 1);
    if (b === 45 || (b >= 48 && b <= 57)) {
      if (b === 45 && buf[i + 1] === 73) return this.literal('-Infinity', -Infinity);
      return this.number();
    }
    if (b === 110) return this.literal('null', null);
    if (b === 116) return this.literal('true', true);
    if (b === 102) return this.literal('false', false);
    if (b === 78) return this.literal('NaN', NaN);
    if (b === 73) return this.literal('Infinity', Infinity);
    throw GIVE_UP;
  }

  private literal(text: string, value: PyValue): PyValue {
    const buf = this.buf;
    const i = this.i;
    if (i + text.length > this.n) throw GIVE_UP;
    for (let k = 0; k < text.length; k++) if (buf[i + k] !== text.charCodeAt(k)) throw GIVE_UP;
    this.i = i + text.length;
    return value;
  }

  private digits(i: number): number {
    const buf = this.buf;
    const n = this.n;
    while (i < n && isAsciiDigit(buf[i]!)) i++;
    return i;
  }

  /** The grammar of parsePyJson's numbers: an int unless it has a fraction or an exponent. */
  private number(): PyValue {
    const buf = this.buf;
    const start = this.i;
    let i = start;
    if (buf[i] === 45) i++;
    if (i >= this.n) throw GIVE_UP;
    const d0 = buf[i]!;
    if (d0 === 48) i++;
    else if (d0 >= 49 && d0 <= 57) i = this.digits(i);
    else throw GIVE_UP;
    let isFloat = false;
    if (i + 1 < this.n && buf[i] === 46 && isAsciiDigit(buf[i + 1]!)) {
      isFloat = true;
      i = this.digits(i + 2);
    }
    if (i < this.n && (buf[i] === 101 || buf[i] === 69)) {
      let j = i + 1;
      if (j < this.n && (buf[j] === 43 || buf[j] === 45)) j++;
      if (j < this.n && isAsciiDigit(buf[j]!)) {
        isFloat = true;
        i = this.digits(j);
      }
    }
    this.i = i;
    const text = this.latin1.slice(start, i);
    return isFloat ? Number(text) : BigInt(text);
  }

  /** A string whose opening `""` is at `i`. */
  private string(): string {
    const buf = this.buf;
    const n = this.n;
    if (this.i + 1 >= n || buf[this.i + 1] !== QUOTE) throw GIVE_UP; // a lone quote ends the cell
    const start = this.i + 2;
    let ascii = true;
    for (let i = start; i < n; i++) {
      const b = buf[i]!;
      if (b > QUOTE && b < 128 && b !== BACKSLASH) continue;
      if (b === QUOTE) {
        if (i + 1 >= n || buf[i + 1] !== QUOTE) throw GIVE_UP;
        this.i = i + 2;
        if (!ascii) return utf8Slice.call(buf, start, i);
        // V8 copies a substring under 13 characters; a longer one would keep all of `latin1` alive.
        return i - start < 13 ? this.latin1.slice(start, i) : latin1Slice.call(buf, start, i);
      }
      if (b === BACKSLASH) return this.escaped(start, i);
      if (b < 32) throw GIVE_UP; // a control character: Python raises
      if (b >= 128) ascii = false;
    }
    throw GIVE_UP;
  }

  /** The rest of a string from its first backslash at `i` (escape-free text from `start`). */
  private escaped(start: number, i: number): string {
    const buf = this.buf;
    const n = this.n;
    let out = utf8Slice.call(buf, start, i);
    let run = i; // start of the escape-free text not added yet
    while (i < n) {
      const b = buf[i]!;
      if (b === QUOTE) {
        if (i + 1 >= n || buf[i + 1] !== QUOTE) throw GIVE_UP;
        this.i = i + 2;
        return out + utf8Slice.call(buf, run, i);
      }
      if (b < 32) throw GIVE_UP;
      if (b !== BACKSLASH) {
        i++;
        continue;
      }
      out += utf8Slice.call(buf, run, i);
      const e = buf[i + 1];
      let skip = 2;
      if (e === QUOTE) {
        if (buf[i + 2] !== QUOTE) throw GIVE_UP; // `\"` is `\""` in a quoted cell
        out += '"';
        skip = 3;
      } else if (e === BACKSLASH) out += '\\';
      else if (e === 47) out += '/';
      else if (e === 98) out += '\b';
      else if (e === 102) out += '\f';
      else if (e === 110) out += '\n';
      else if (e === 114) out += '\r';
      else if (e === 116) out += '\t';
      else if (e === 117) {
        let code = 0;
        for (let k = i + 2; k < i + 6; k++) {
          const h = hexValue(k < n ? buf[k]! : 0);
          if (h < 0) throw GIVE_UP;
          code = code * 16 + h;
        }
        out += String.fromCharCode(code); // surrogate pairs join in the string, as in Python
        skip = 6;
      } else throw GIVE_UP;
      i += skip;
      run = i;
    }
    throw GIVE_UP;
  }

  /**
   * An object key: the dozen keys of route cells come from `keys`, with no allocation. Route cells
   * list their keys in the same order, so the key that followed `prev` (a slot, or FIRST_KEY)
   * last time is tried first: one pass over the bytes instead of hashing them. `keySlot` is then
   * the key's slot (-1: not kept).
   */
  private key(prev: number): string {
    const buf = this.buf;
    const n = this.n;
    const start = this.i + 2;
    if (this.i + 1 < n && buf[this.i + 1] === QUOTE) {
      const keys = this.keys;
      const guess = prev < 0 ? -1 : this.nextKey[prev]!;
      const likely = guess < 0 ? undefined : keys[guess];
      if (likely !== undefined) {
        const end = start + likely.length;
        if (end + 1 < n && buf[end] === QUOTE && buf[end + 1] === QUOTE && sameBytes(likely, buf, start)) {
          this.i = end + 2;
          this.keySlot = guess;
          return likely;
        }
      }
      let h = 0;
      for (let i = start; i < n && i - start <= MAX_CACHED_KEY; i++) {
        const b = buf[i]!;
        if (b === QUOTE) {
          if (i + 1 >= n || buf[i + 1] !== QUOTE) break;
          const len = i - start;
          const slot = (h ^ len) & (KEY_SLOTS - 1);
          let key = keys[slot];
          if (key?.length !== len || !sameBytes(key, buf, start))
            keys[slot] = key = internalised(this.latin1.slice(start, i));
          this.i = i + 2;
          if (prev >= 0) this.nextKey[prev] = slot;
          this.keySlot = slot;
          return key;
        }
        if (b === BACKSLASH || b < 32 || b >= 128) break;
        h = (Math.imul(h, 31) + b) | 0;
      }
    }
    this.keySlot = -1;
    return this.string();
  }

  private object(depth: number): PyDict {
    if (depth > MAX_JSON_DEPTH) throw GIVE_UP;
    const buf = this.buf;
    const out: PyDict = new Map();
    if (this.opens(125)) return out;
    let prev = FIRST_KEY;
    for (;;) {
      if (this.i >= this.n || buf[this.i] !== QUOTE) throw GIVE_UP;
      const key = this.key(prev);
      prev = this.keySlot;
      this.ws();
      if (this.i >= this.n || buf[this.i] !== 58) throw GIVE_UP;
      this.i++;
      this.ws();
      out.set(key, this.any(depth));
      if (this.closes(125)) return out;
    }
  }

  private array(depth: number): PyValue[] {
    if (depth > MAX_JSON_DEPTH) throw GIVE_UP;
    const out: PyValue[] = [];
    if (this.opens(93)) return out;
    for (;;) {
      out.push(this.any(depth));
      if (this.closes(93)) return out;
    }
  }

  /** Past the opening bracket at `i`: whether the container is empty (its `close` byte consumed). */
  private opens(close: number): boolean {
    this.i++;
    this.ws();
    if (this.i >= this.n || this.buf[this.i] !== close) return false;
    this.i++;
    return true;
  }

  /** After an element: true at the container's `close` byte, false after a comma (both consumed). */
  private closes(close: number): boolean {
    this.ws();
    const c = this.i < this.n ? this.buf[this.i] : -1;
    this.i++;
    if (c === close) return true;
    if (c !== 44) throw GIVE_UP;
    this.ws();
    return false;
  }
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LF = 0x0a;
const EMPTY = new Uint8Array(0);
/** Thrown inside the reader only: the cell is read the usual way instead. */
const GIVE_UP = Symbol('give up');

/** Slots of a reader's key table (a power of two); FIRST_KEY: the `nextKey` entry of an object's first key. */
const KEY_SLOTS = 256;
const FIRST_KEY = KEY_SLOTS;

/** Whether the ASCII `key` is at `buf[at]`. */
function sameBytes(key: string, buf: Uint8Array, at: number): boolean {
  for (let k = 0; k < key.length; k++) if (key.charCodeAt(k) !== buf[at + k]) return false;
  return true;
}

function growRanges(ranges: Int32Array): Int32Array {
  const next = new Int32Array(ranges.length * 2);
  next.set(ranges);
  return next;
}

function hexValue(b: number): number {
  if (b >= 48 && b <= 57) return b - 48;
  if (b >= 97 && b <= 102) return b - 87;
  if (b >= 65 && b <= 70) return b - 55;
  return -1;
}
