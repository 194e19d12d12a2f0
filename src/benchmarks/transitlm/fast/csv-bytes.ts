import { isAscii } from 'node:buffer';
import { latin1Slice, utf8Slice } from '../../../core/bytes.js';
import { FIELD_SIZE_LIMIT, type CsvRecord, type JsonValues } from '../reference/csv.js';
import { FastJson } from './json.js';

/**
 * The fast CSV grammar: Python's csv reader (reference/csv.ts states the rules) as one byte loop
 * over UTF-8, with the route columns' JSON cells read straight from the bytes (fast/json.ts).
 */

/** Line breaks in buf[from, to). */
export function countNewlines(buf: Buffer, from: number, to: number): number {
  let n = 0;
  let i = buf.indexOf(10, from);
  while (i !== -1 && i < to) {
    n += 1;
    i = buf.indexOf(10, i + 1);
  }
  return n;
}

/** Code points of a UTF-8 byte range: every byte that is not a continuation byte. */
function utf8CodePoints(buf: Buffer, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) if ((buf[i]! & 0xc0) !== 0x80) n += 1;
  return n;
}

const QUOTE = 0x22;
const COMMA = 0x2c;

/** `a` copied into an array twice as long. */
function grow<T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T {
  const next = make(a.length * 2);
  next.set(a);
  return next;
}
const LF = 0x0a;
const CR = 0x0d;

/**
 * One record as byte ranges, valid only during the callback: field k is
 * `source(k)[start[k], end[k])`, where quoted fields were unescaped into the scratch buffer.
 * Consumers that need no strings (the station loader) read the bytes directly.
 */
export interface CsvRangeRecord {
  count: number;
  start: Int32Array;
  end: Int32Array;
  /** 1 when field k lives in `scratch`, else in `data`. */
  inScratch: Uint8Array;
  data: Buffer;
  scratch: Buffer;
  /** 1-based physical line where the record starts. */
  line: number;
  /** Byte offset of the record in the file as read (CsvRecord.offset). */
  offset: number;
  oversized: number[] | null;
}

/**
 * Where the fields of one record are in its bytes (the `layout` output): the record is
 * `data[from, to)` (its line break included when it has one); field k starts at `starts[k]`
 * (its opening quote when quoted), and `closes[k]` is where a quoted field's closing quote is
 * (NEVER_CLOSED: it runs to the end of the file; UNQUOTED: no quotes).
 */
export interface CsvLayout {
  record: CsvRangeRecord;
  from: number;
  to: number;
  starts: Int32Array;
  closes: Int32Array;
}

export const UNQUOTED = -2;
export const NEVER_CLOSED = -1;

/** Field k of a range record as its bytes' source buffer. */
export function fieldSource(r: CsvRangeRecord, k: number): Buffer {
  return r.inScratch[k] === 1 ? r.scratch : r.data;
}

/**
 * Where a parser's records go: `strings` (cells decoded), `ranges` (cells as byte ranges, for
 * readers that need no strings), `bounds` (where each record starts and ends, nothing decoded:
 * for finding where the header ends), or `layout` (ranges and where each field is in the
 * record's bytes: for finding a cell's characters in the file again; it returns true to stop
 * parsing). Exactly one is set.
 */
export interface CsvOutput {
  strings?: (record: CsvRecord) => void;
  ranges?: (record: CsvRangeRecord) => void;
  /** The record at data[from, to), starting at `line` and at byte `offset` of the file as read. */
  bounds?: (data: Buffer, from: number, to: number, line: number, offset: number) => void;
  layout?: (layout: CsvLayout) => boolean;
}

/**
 * The csv reader state machine over UTF-8 bytes (newlines already normalised to `\n`, bytes
 * already validated). Works record by record: an incomplete record at the end of the data is
 * kept and parsed again once more bytes arrive. Quoted fields are unescaped by one byte loop into
 * a scratch buffer (a JSON cell has hundreds of `""`); each record is handed on as strings, as
 * byte ranges or as its bounds only (CsvOutput). For strings, all-ASCII data is decoded once and
 * short unquoted fields are cut from that string: a native decode per field costs more than the
 * field.
 */
export class CsvByteParser {
  private carry: Buffer | null = null;
  /**
   * Chunks pushed after `carry` and not parsed yet: a record can only end at a line break, so a
   * chunk without one cannot finish it. Re-parsing a long unfinished record for every chunk would
   * be quadratic (a 50 MB one-line cell); records are still delivered as soon as they can end.
   */
  private waiting: Buffer[] = [];
  private waitingBytes = 0;
  private scratch = Buffer.allocUnsafe(1 << 16);
  /** Current physical line (1-based). */
  line = 1;
  /** Byte offset (in the file as read) of the first byte not parsed yet: where `carry` starts. */
  offset = 0;
  /** Offset of the data being parsed. */
  private base = 0;
  /** Newlines inside the quoted fields of the record being parsed. */
  private quotedLines = 0;
  /** The data being parsed as a string when it is all ASCII (byte offsets = string offsets). */
  private text: string | null = null;
  /** The data being parsed decoded as Latin-1 (byte offsets = string offsets), for the JSON reader: decoded once, when it first reads a cell. */
  private latin1: string | null = null;
  private readonly ranges: CsvRangeRecord = {
    count: 0,
    start: new Int32Array(16),
    end: new Int32Array(16),
    inScratch: new Uint8Array(16),
    data: Buffer.alloc(0),
    scratch: this.scratch,
    line: 1,
    offset: 0,
    oversized: null,
  };
  /** The `layout` output's field positions (null for the other outputs). */
  private readonly layout: CsvLayout | null;
  /** The `layout` output asked to stop. */
  private stopped = false;
  /** The JSON values of the record being parsed. */
  private values: JsonValues | null = null;
  private json: FastJson | null = null;
  private jsonColumns: Uint8Array | null = null;

  /** Records go to exactly one of the outputs (see CsvOutput); `jsonColumns`: see useJsonColumns. */
  constructor(
    private readonly output: CsvOutput,
    jsonColumns: Uint8Array | null = null,
  ) {
    if (jsonColumns !== null) this.useJsonColumns(jsonColumns);
    this.layout =
      output.layout === undefined
        ? null
        : { record: this.ranges, from: 0, to: 0, starts: new Int32Array(16), closes: new Int32Array(16) };
  }

  /**
   * For strings: 1 at the index of each field to read as JSON straight from the bytes
   * (CsvRecord.values) when it can; a field it cannot read so is read as text (json.loads of
   * that text then raises).
   */
  useJsonColumns(columns: Uint8Array): void {
    this.jsonColumns = columns;
    this.json ??= new FastJson();
  }

  push(chunk: Buffer): void {
    if (this.carry !== null) {
      this.waiting.push(chunk);
      this.waitingBytes += chunk.length;
      if (chunk.indexOf(LF) === -1 && chunk.indexOf(CR) === -1) return;
    }
    const buf = this.unparsed() ?? chunk;
    const pos = this.parse(buf, false);
    if (pos < buf.length) this.carry = buf.subarray(pos);
  }

  /** The bytes pushed and not parsed yet, as one buffer (they become `carry`); null when there are none. */
  private unparsed(): Buffer | null {
    if (this.carry === null) return null;
    const buf =
      this.waiting.length === 0
        ? this.carry
        : Buffer.concat([this.carry, ...this.waiting], this.carry.length + this.waitingBytes);
    this.waiting = [];
    this.waitingBytes = 0;
    this.carry = null;
    return buf;
  }

  /** Bytes of the record not parsed yet (it continues in the next chunk). */
  pendingBytes(): number {
    return this.carry === null ? 0 : this.carry.length + this.waitingBytes;
  }

  /** Physical line at the end of the bytes pushed so far. */
  lineAtEnd(): number {
    if (this.carry === null) return this.line;
    let lines = countNewlines(this.carry, 0, this.carry.length);
    for (const w of this.waiting) lines += countNewlines(w, 0, w.length);
    return this.line + lines;
  }

  /** The record not parsed yet (it continues in the next chunk), the line and the offset where it starts. */
  pending(): { bytes: Buffer; line: number; offset: number } | null {
    const bytes = this.unparsed();
    if (bytes !== null) this.carry = bytes;
    return bytes === null ? null : { bytes, line: this.line, offset: this.offset };
  }

  /** End of input: a pending record (no final newline, or an unterminated quote) is emitted. */
  end(): void {
    const bytes = this.unparsed();
    if (bytes !== null) this.parse(bytes, true);
  }

  /** Parses complete records from `buf`; returns where the first incomplete one starts. */
  private parse(buf: Buffer, eof: boolean): number {
    const n = buf.length;
    if (this.scratch.length < n) this.scratch = this.ranges.scratch = Buffer.allocUnsafe(n);
    this.latin1 = null;
    this.text = this.output.strings !== undefined && isAscii(buf) ? latin1Slice.call(buf, 0, n) : null;
    this.ranges.data = buf;
    this.base = this.offset;
    let pos = 0;
    while (pos < n && !this.stopped) {
      if (buf[pos] === LF) {
        this.ranges.count = 0;
        this.deliver(pos, pos + 1);
        this.line += 1;
        pos += 1;
        continue;
      }
      this.quotedLines = 0;
      const next = this.record(buf, pos, eof);
      if (next === -1) break;
      this.deliver(pos, next);
      this.line += this.quotedLines + (buf[next - 1] === LF ? 1 : 0);
      pos = next;
    }
    this.offset = this.base + pos;
    return pos;
  }

  /** Field `count`: its cell at source[from, to); in the data it starts at `raw`, its closing quote at `close`. */
  private addRange(from: number, to: number, inScratch: 0 | 1, raw: number, close: number): void {
    const r = this.ranges;
    const k = r.count;
    if (k === r.start.length) {
      r.start = grow(r.start, (n) => new Int32Array(n));
      r.end = grow(r.end, (n) => new Int32Array(n));
      r.inScratch = grow(r.inScratch, (n) => new Uint8Array(n));
    }
    r.start[k] = from;
    r.end[k] = to;
    r.inScratch[k] = inScratch;
    r.count = k + 1;
    const layout = this.layout;
    if (layout !== null) {
      if (k === layout.starts.length) {
        layout.starts = grow(layout.starts, (n) => new Int32Array(n));
        layout.closes = grow(layout.closes, (n) => new Int32Array(n));
      }
      layout.starts[k] = raw;
      layout.closes[k] = close;
    }
    if (
      to - from > FIELD_SIZE_LIMIT &&
      utf8CodePoints(inScratch === 1 ? this.scratch : r.data, from, to) > FIELD_SIZE_LIMIT
    )
      (r.oversized ??= []).push(k);
  }

  /** Hands the record at data[from, to) on: as its bounds, as ranges, as strings or with its layout. */
  private deliver(from: number, to: number): void {
    const r = this.ranges;
    r.line = this.line;
    r.offset = this.base + from;
    const { bounds, ranges, strings } = this.output;
    if (bounds !== undefined) bounds(r.data, from, to, this.line, r.offset);
    else if (ranges !== undefined) ranges(r);
    else if (this.layout !== null) {
      this.layout.from = from;
      this.layout.to = to;
      this.stopped = (this.output.layout as (layout: CsvLayout) => boolean)(this.layout);
    } else if (strings !== undefined) {
      const fields: string[] = [];
      const text = this.text;
      for (let k = 0; k < r.count; k++) {
        const from = r.start[k]!;
        const to = r.end[k]!;
        if (from === to) fields.push('');
        else if (r.inScratch[k] === 1) fields.push(utf8Slice.call(this.scratch, from, to));
        // Only short cuts: V8 copies a substring under 13 characters, longer ones would keep the
        // whole chunk's string alive for as long as the cell (e.g. an interned stop id) lives.
        else fields.push(text !== null && to - from < 13 ? text.slice(from, to) : utf8Slice.call(r.data, from, to));
      }
      strings({ fields, line: r.line, offset: r.offset, oversized: r.oversized, values: this.values });
    }
    r.oversized = null;
    this.values = null;
  }

  /**
   * Reads the quoted field at `buf[at]` as JSON when it is one of the JSON columns and the JSON
   * reader takes it whole; returns the position after it, or -1 (read it as text).
   */
  private jsonField(buf: Buffer, at: number, eof: boolean): number {
    const k = this.ranges.count;
    const json = this.json!;
    const columns = this.jsonColumns!;
    if (k >= columns.length || columns[k] !== 1) return -1;
    const first = buf[at + 1];
    if (first !== 0x7b && first !== 0x5b) return -1; // only objects and arrays: a bare value is rarely a route
    this.latin1 ??= this.text ?? latin1Slice.call(buf, 0, buf.length);
    // A cell over the field limit is read as text (an oversized cell): never parsed here first.
    const after = json.read(buf, at, this.latin1, FIELD_SIZE_LIMIT);
    if (after === -1) return -1;
    // Text after the closing quote would be part of the cell; a cell this long may be over the field limit.
    if (after < buf.length ? buf[after] !== COMMA && buf[after] !== LF : !eof) return -1;
    if (after - at > FIELD_SIZE_LIMIT) return -1;
    (this.values ??= [])[k] = json.value;
    this.quotedLines += json.lines;
    this.addRange(at, at, 0, at, UNQUOTED); // no text: the value stands for it
    return after;
  }

  /** One record starting at `start`; returns the position after it, or -1 when it is incomplete. */
  private record(buf: Buffer, start: number, eof: boolean): number {
    const n = buf.length;
    const out = this.scratch;
    this.ranges.count = 0;
    this.ranges.oversized = null;
    let o = 0; // scratch fill: every quoted field of the record gets its own range
    let i = start;
    for (;;) {
      // START_FIELD
      if (i >= n) {
        if (!eof) return -1;
        this.addRange(i, i, 0, i, UNQUOTED); // "a," at the very end: an empty last field
        break;
      }
      const quoted = buf[i] === QUOTE;
      const afterJson = quoted && this.json !== null ? this.jsonField(buf, i, eof) : -1;
      if (afterJson !== -1) i = afterJson;
      else if (quoted) {
        const from = o;
        let j = i + 1;
        let close = NEVER_CLOSED;
        for (;;) {
          if (j >= n) {
            if (!eof) return -1;
            break; // unterminated quote: runs to the end of the file
          }
          const b = buf[j]!;
          if (b === QUOTE) {
            if (j + 1 >= n && !eof) return -1;
            if (buf[j + 1] === QUOTE) {
              out[o++] = QUOTE; // "" → "
              j += 2;
              continue;
            }
            close = j;
            j += 1; // closing quote
            break;
          }
          if (b === LF) this.quotedLines += 1;
          out[o++] = b;
          j += 1;
        }
        // Text after a closing quote is appended (quotes there are literal).
        while (j < n && buf[j] !== COMMA && buf[j] !== LF) {
          out[o++] = buf[j]!;
          j++;
        }
        if (j >= n && !eof) return -1;
        this.addRange(from, o, 1, i, close);
        i = j;
      } else {
        let j = i;
        while (j < n) {
          const c = buf[j]!;
          if (c === COMMA || c === LF) break;
          j++;
        }
        if (j >= n && !eof) return -1;
        this.addRange(i, j, 0, i, UNQUOTED);
        i = j;
      }
      if (i >= n) break;
      if (buf[i] === LF) {
        i += 1;
        break;
      }
      i += 1; // comma
      if (i >= n && eof) {
        this.addRange(i, i, 0, i, UNQUOTED);
        break;
      }
    }
    return i;
  }
}
