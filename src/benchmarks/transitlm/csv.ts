import { isAscii, isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { latin1Slice, utf8Slice } from '../../core/bytes.js';
import { CsvJsonCell } from './csv-json.js';
import type { PyValue } from './python.js';

/**
 * A streaming CSV reader with exactly the semantics of Python's `csv.DictReader` (excel dialect,
 * non-strict) over a file opened in text mode (universal newlines), as the official TransitLM
 * scripts read their inputs:
 * - `\r\n`, `\r` and `\n` all end a line (inside quotes each becomes `\n`);
 * - `""` inside quotes is a quote, a quote inside an unquoted field is literal, text after a
 *   closing quote is appended, an unterminated quote runs to the end of the file;
 * - an empty line is an empty record (skipped by the dict layer; as the very first record it
 *   becomes an empty header, as in Python);
 * - duplicate header names: the last column wins; a short row leaves its missing cells absent
 *   (`undefined`); extra cells are ignored.
 * Whole-file problems (undecodable UTF-8, NUL characters, I/O) stop the reader and are returned
 * as a value in `problem`, never thrown.
 */

/** Python's csv.field_size_limit() default; longer fields make the reference abort. */
export const FIELD_SIZE_LIMIT = 131072;

export interface CsvRecord {
  fields: string[];
  /** 1-based physical line where the record starts. */
  line: number;
  /** Indexes of fields over FIELD_SIZE_LIMIT code points. */
  oversized: number[] | null;
  /** Cells read as JSON (see CsvJsonCell): where `values[k]` is set, `fields[k]` is '' and not the cell's text. */
  values: JsonValues | null;
}

/** The JSON values of a record's cells by field index (unset: the cell was read as text). */
export type JsonValues = (PyValue | undefined)[];

function countNewlines(buf: Buffer, from: number, to: number): number {
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
  for (let i = from; i < to; i++) if (((buf[i] as number) & 0xc0) !== 0x80) n += 1;
  return n;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
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
  oversized: number[] | null;
}

/** Field k of a range record as its bytes' source buffer. */
export function fieldSource(r: CsvRangeRecord, k: number): Buffer {
  return r.inScratch[k] === 1 ? r.scratch : r.data;
}

/**
 * Where a parser's records go: `strings` (cells decoded), `ranges` (cells as byte ranges, for
 * readers that need no strings), or `bounds` (where each record starts and ends, nothing
 * decoded: for finding where the header ends). Exactly one is set.
 */
export interface CsvOutput {
  strings?: (record: CsvRecord) => void;
  ranges?: (record: CsvRangeRecord) => void;
  /** The record at data[from, to), starting at `line`. */
  bounds?: (data: Buffer, from: number, to: number, line: number) => void;
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
  /** Newlines inside the quoted fields of the record being parsed. */
  private quotedLines = 0;
  /** The data being parsed as a string when it is all ASCII (byte offsets = string offsets). */
  private text: string | null = null;
  /** The data being parsed decoded as Latin-1 (byte offsets = string offsets), for the JSON reader: decoded once, when it first reads a cell. */
  private latin1: string | null = null;
  private readonly ranges: CsvRangeRecord = { count: 0, start: new Int32Array(16), end: new Int32Array(16), inScratch: new Uint8Array(16), data: Buffer.alloc(0), scratch: this.scratch, line: 1, oversized: null };
  /** The JSON values of the record being parsed. */
  private values: JsonValues | null = null;
  private json: CsvJsonCell | null = null;
  private jsonColumns: Uint8Array | null = null;

  /** Records go to exactly one of the outputs (see CsvOutput); `jsonColumns`: see useJsonColumns. */
  constructor(
    private readonly output: CsvOutput,
    jsonColumns: Uint8Array | null = null,
  ) {
    if (jsonColumns !== null) this.useJsonColumns(jsonColumns);
  }

  /**
   * For strings: 1 at the index of each field to read as JSON straight from the bytes
   * (CsvRecord.values) when it can; a field it cannot read so is read as text (json.loads of
   * that text then raises).
   */
  useJsonColumns(columns: Uint8Array): void {
    this.jsonColumns = columns;
    this.json ??= new CsvJsonCell();
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
    const buf = this.waiting.length === 0 ? this.carry : Buffer.concat([this.carry, ...this.waiting], this.carry.length + this.waitingBytes);
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

  /** The record not parsed yet (it continues in the next chunk) and the line where it starts. */
  pending(): BatchTail | null {
    const bytes = this.unparsed();
    if (bytes !== null) this.carry = bytes;
    return bytes === null ? null : { bytes, line: this.line };
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
    let pos = 0;
    while (pos < n) {
      if (buf[pos] === LF) {
        this.ranges.count = 0;
        this.deliver(pos, pos + 1);
        this.line += 1;
        pos += 1;
        continue;
      }
      this.quotedLines = 0;
      const next = this.record(buf, pos, eof);
      if (next === -1) return pos;
      this.deliver(pos, next);
      this.line += this.quotedLines + (buf[next - 1] === LF ? 1 : 0);
      pos = next;
    }
    return pos;
  }

  private addRange(from: number, to: number, inScratch: 0 | 1): void {
    const r = this.ranges;
    const k = r.count;
    if (k === r.start.length) {
      const grow = <T extends Int32Array | Uint8Array>(a: T, make: (n: number) => T): T => {
        const next = make(a.length * 2);
        next.set(a);
        return next;
      };
      r.start = grow(r.start, (n) => new Int32Array(n));
      r.end = grow(r.end, (n) => new Int32Array(n));
      r.inScratch = grow(r.inScratch, (n) => new Uint8Array(n));
    }
    r.start[k] = from;
    r.end[k] = to;
    r.inScratch[k] = inScratch;
    r.count = k + 1;
    if (to - from > FIELD_SIZE_LIMIT && utf8CodePoints(inScratch === 1 ? this.scratch : r.data, from, to) > FIELD_SIZE_LIMIT) (r.oversized ??= []).push(k);
  }

  /** Hands the record at data[from, to) on: as its bounds, as ranges or as strings. */
  private deliver(from: number, to: number): void {
    const r = this.ranges;
    r.line = this.line;
    const { bounds, ranges, strings } = this.output;
    if (bounds !== undefined) bounds(r.data, from, to, this.line);
    else if (ranges !== undefined) ranges(r);
    else if (strings !== undefined) {
      const fields: string[] = [];
      const text = this.text;
      for (let k = 0; k < r.count; k++) {
        const from = r.start[k] as number;
        const to = r.end[k] as number;
        if (from === to) fields.push('');
        else if (r.inScratch[k] === 1) fields.push(utf8Slice.call(this.scratch, from, to));
        // Only short cuts: V8 copies a substring under 13 characters, longer ones would keep the
        // whole chunk's string alive for as long as the cell (e.g. an interned stop id) lives.
        else fields.push(text !== null && to - from < 13 ? text.slice(from, to) : utf8Slice.call(r.data, from, to));
      }
      strings({ fields, line: r.line, oversized: r.oversized, values: this.values });
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
    const json = this.json as CsvJsonCell;
    const columns = this.jsonColumns as Uint8Array;
    if (k >= columns.length || columns[k] !== 1) return -1;
    const first = buf[at + 1];
    if (first !== 0x7b && first !== 0x5b) return -1; // only objects and arrays: a bare value is rarely a route
    this.latin1 ??= this.text ?? latin1Slice.call(buf, 0, buf.length);
    const after = json.read(buf, at, this.latin1);
    if (after === -1) return -1;
    // Text after the closing quote would be part of the cell; a cell this long may be over the field limit.
    if (after < buf.length ? buf[after] !== COMMA && buf[after] !== LF : !eof) return -1;
    if (after - at > FIELD_SIZE_LIMIT) return -1;
    (this.values ??= [])[k] = json.value;
    this.quotedLines += json.lines;
    this.addRange(at, at, 0); // no text: the value stands for it
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
        this.addRange(i, i, 0); // "a," at the very end: an empty last field
        break;
      }
      const quoted = buf[i] === QUOTE;
      const afterJson = quoted && this.json !== null ? this.jsonField(buf, i, eof) : -1;
      if (afterJson !== -1) i = afterJson;
      else if (quoted) {
        const from = o;
        let j = i + 1;
        for (;;) {
          if (j >= n) {
            if (!eof) return -1;
            break; // unterminated quote: runs to the end of the file
          }
          const b = buf[j] as number;
          if (b === QUOTE) {
            if (j + 1 >= n && !eof) return -1;
            if (buf[j + 1] === QUOTE) {
              out[o++] = QUOTE; // "" → "
              j += 2;
              continue;
            }
            j += 1; // closing quote
            break;
          }
          if (b === LF) this.quotedLines += 1;
          out[o++] = b;
          j += 1;
        }
        // Text after a closing quote is appended (quotes there are literal).
        while (j < n && buf[j] !== COMMA && buf[j] !== LF) {
          out[o++] = buf[j] as number;
          j++;
        }
        if (j >= n && !eof) return -1;
        this.addRange(from, o, 1);
        i = j;
      } else {
        let j = i;
        while (j < n) {
          const c = buf[j] as number;
          if (c === COMMA || c === LF) break;
          j++;
        }
        if (j >= n && !eof) return -1;
        this.addRange(i, j, 0);
        i = j;
      }
      if (i >= n) break;
      if (buf[i] === LF) {
        i += 1;
        break;
      }
      i += 1; // comma
      if (i >= n && eof) {
        this.addRange(i, i, 0);
        break;
      }
    }
    return i;
  }
}

/** Where a trailing incomplete UTF-8 sequence starts (bytes.length when the end is complete). */
function incompleteTail(bytes: Buffer): number {
  const n = bytes.length;
  for (let k = 1; k <= 3 && k <= n; k++) {
    const b = bytes[n - k] as number;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: look further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > k ? n - k : n;
  }
  return n;
}

/** Index of the first byte that does not start or continue a valid UTF-8 sequence (`bytes` is invalid). */
function firstInvalidUtf8(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    const need = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    // isUtf8 of the sequence alone settles overlongs, surrogates and the range limit.
    if (need === 0 || i + need > bytes.length || !isUtf8(bytes.subarray(i, i + need))) return i;
    i += need;
  }
  return i;
}

/** Universal newlines: `\r\n` and `\r` become `\n`. */
function normaliseNewlines(bytes: Buffer): Buffer {
  const out = Buffer.allocUnsafe(bytes.length);
  let o = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i] as number;
    if (b === 0x0d) {
      out[o++] = LF;
      if (bytes[i + 1] === LF) i++;
    } else out[o++] = b;
  }
  return out.subarray(0, o);
}

export type CsvProblemCode = 'io' | 'invalid-utf8' | 'nul-byte';

export interface CsvProblem {
  code: CsvProblemCode;
  message: string;
  line: number | null;
}

export interface CsvHeader {
  names: string[];
  /** Column index per name; the last of duplicate names wins. */
  index: Map<string, number>;
}

export interface CsvRow {
  /** 1-based data-row index (empty lines not counted). */
  row: number;
  line: number;
  fields: string[];
  oversized: number[] | null;
  /** Cells read as JSON (CsvRecord.values). */
  values: JsonValues | null;
}

/** A cell of a row by column name: absent (undefined) when the column is missing or the row short. */
export function cell(header: CsvHeader, row: CsvRow, name: string): string | undefined {
  const i = header.index.get(name);
  if (i === undefined) return undefined;
  if (row.values?.[i] !== undefined) throw new Error(`bug: the text of column ${name} was not kept (it was read as JSON)`);
  return row.fields[i];
}

/** The value of a cell read as JSON while parsing (CsvRecord.values), or undefined. */
export function jsonCell(header: CsvHeader, row: CsvRow, name: string): PyValue | undefined {
  const i = header.index.get(name);
  return i === undefined || row.values === null ? undefined : row.values[i];
}

/** The `jsonColumns` of a CsvByteParser: the fields of these columns (the last of duplicate names, which DictReader reads). */
export function jsonColumnMask(header: CsvHeader, names: readonly string[]): Uint8Array {
  const mask = new Uint8Array(header.names.length);
  for (const name of names) {
    const i = header.index.get(name);
    if (i !== undefined) mask[i] = 1;
  }
  return mask;
}

/**
 * A run of whole lines of a file, as `DictCsvReader.recordBatches` hands them out: cut at a line
 * break, not parsed, so whether it starts at a record start is known only once the batch before
 * it has been parsed (else it is parsed again `afterTail`).
 */
export interface RecordBatch {
  /** The lines' bytes (UTF-8, newlines normalised), copied from the read into a buffer of the batch's own (maybe a reused, longer one). */
  bytes: Uint8Array;
  /** Physical line where the bytes start. */
  line: number;
  /** The end of the file: a record without a final line break (or an open quote) ends here. */
  end: boolean;
}

/** A record a batch did not finish (a line break inside quotes at the cut): it goes on in the next batch. */
export interface BatchTail {
  bytes: Uint8Array;
  line: number;
}

/** The records of a batch: `rows` of them numbered from 1 within the batch, and its unfinished record. */
export interface ParsedBatch<Row> {
  rows: Row[];
  tail: BatchTail | null;
}

/**
 * Parses a batch into rows numbered from 1 (on any thread), exactly as `rows()` reads them; each
 * row goes through `take` as soon as it is parsed (the batch's parsed cells need not all be alive at once).
 */
export function parseRecordBatch<Row = CsvRow>(batch: RecordBatch, jsonColumns: Uint8Array | null = null, take: (row: CsvRow) => Row = (row) => row as Row): ParsedBatch<Row> {
  const rows: Row[] = [];
  const parser = new CsvByteParser(
    {
      strings: (r) => {
        if (r.fields.length > 0) rows.push(take({ row: rows.length + 1, line: r.line, fields: r.fields, oversized: r.oversized, values: r.values }));
      },
    },
    jsonColumns,
  );
  parser.line = batch.line;
  parser.push(Buffer.from(batch.bytes.buffer, batch.bytes.byteOffset, batch.bytes.byteLength));
  if (batch.end) parser.end();
  const tail = parser.pending();
  return { rows, tail: tail === null ? null : { bytes: new Uint8Array(tail.bytes), line: tail.line } };
}

/**
 * The batch to parse after one that left `tail` unfinished: the cut was inside a quoted field, so
 * `next` does not start at a record; it is parsed again from where that record starts. Rare: it
 * takes a line break inside quotes right at a cut.
 */
export function afterTail(tail: BatchTail, next: RecordBatch): RecordBatch {
  return { bytes: Buffer.concat([tail.bytes, next.bytes]), line: tail.line, end: next.end };
}

/** A header from its column names (of duplicate names the last wins). */
export function csvHeader(names: string[]): CsvHeader {
  const index = new Map<string, number>();
  names.forEach((name, k) => index.set(name, k));
  return { names, index };
}

/** Where `DictCsvReader` puts the bytes it reads: a CsvByteParser, or a LineCutter. */
interface ByteSink {
  push(bytes: Buffer): void;
  /** End of input. */
  end(): void;
  /** Physical line at the end of the bytes pushed so far. */
  lineAtEnd(): number;
  /** Bytes pushed and not handed on yet (they continue in the next push). */
  pendingBytes(): number;
}

/**
 * Cuts bytes into batches of whole lines (RecordBatch), counting physical lines. A batch is
 * written into a spare buffer when one is big enough: a batch lives long enough on the main
 * thread to reach the old generation, so fresh buffers would pile up as garbage outside the
 * heap until a full collection (tens of MB).
 */
class LineCutter implements ByteSink {
  /** Physical line where the bytes not cut yet start. */
  line = 1;
  private rest: Buffer | null = null;
  /** Reads after `rest` that held no line break either. */
  private restParts: Buffer[] = [];
  private batches: RecordBatch[] = [];

  constructor(
    private readonly spare: Uint8Array[],
    /** Bytes of a new buffer, so that it can take the batches after it (a read and its leftover). */
    private readonly room: number,
  ) {}

  push(bytes: Buffer): void {
    const cut = bytes.lastIndexOf(LF) + 1;
    if (cut === 0) {
      // No line break: the bytes wait whole (one copy when a line break comes, not one per read).
      if (this.rest === null) this.rest = bytes;
      else this.restParts.push(bytes);
      return;
    }
    if (this.restParts.length > 0) this.rest = Buffer.concat([this.rest!, ...this.restParts]);
    this.restParts = [];
    // One copy per batch: the bytes left from the last read, then this read's up to the cut.
    const before = this.rest === null ? 0 : this.rest.length;
    const batch = this.buffer(before + cut);
    if (this.rest !== null) batch.set(this.rest);
    batch.set(bytes.subarray(0, cut), before);
    this.batches.push({ bytes: batch, line: this.line, end: false });
    this.line += countNewlines(bytes, 0, cut); // the leftover has none: it follows the last one
    this.rest = cut < bytes.length ? bytes.subarray(cut) : null;
  }

  end(): void {
    if (this.restParts.length > 0) this.rest = Buffer.concat([this.rest!, ...this.restParts]);
    this.restParts = [];
    const bytes = this.buffer(this.rest === null ? 0 : this.rest.length);
    if (this.rest !== null) bytes.set(this.rest);
    this.batches.push({ bytes, line: this.line, end: true });
    this.rest = null;
  }

  /** `length` bytes: the start of a spare buffer, else a new one with room to be reused. */
  private buffer(length: number): Uint8Array {
    let k = this.spare.length - 1;
    while (k >= 0 && (this.spare[k] as Uint8Array).byteLength < length) k--;
    if (k >= 0) return (this.spare.splice(k, 1)[0] as Uint8Array).subarray(0, length);
    return new Uint8Array(Math.max(length, this.room)).subarray(0, length);
  }

  lineAtEnd(): number {
    return this.line; // the bytes not cut yet hold no line break
  }

  pendingBytes(): number {
    return (this.rest === null ? 0 : this.rest.length) + this.restParts.reduce((n, b) => n + b.length, 0);
  }

  /** The batches cut since the last call. */
  take(): RecordBatch[] {
    const out = this.batches;
    this.batches = [];
    return out;
  }
}

const DEFAULT_CHUNK = 1 << 20;

export interface CsvReadOptions {
  /** Bytes per read; larger is faster for big files. */
  chunkSize?: number;
  /** Hash the bytes as they are read: `sha256` is set once the whole file has been read. */
  sha256?: boolean;
  /**
   * Read only the records of bytes [start, end) (a part of a file read on several threads): start
   * and end (null: the end of the file) must follow a line break; `header`: the file's header,
   * read elsewhere (null: the part starts the file and reads it). `cleanEnd` then tells whether a
   * record ended exactly at `end` (else the cut was inside a record).
   */
  part?: { start: number; end: number | null; header: string[] | null };
}

/**
 * Streams one CSV file as dict rows. After iterating, `problem` tells whether the file stopped
 * early (the rows seen so far are then not the whole file), `bomStripped` whether a leading
 * U+FEFF was removed, `header` the column names (null for an empty file).
 */
export class DictCsvReader {
  problem: CsvProblem | null = null;
  bomStripped = false;
  header: CsvHeader | null = null;
  /** SHA-256 (hex) of the file's bytes, when asked for and the file was read to its end. */
  sha256: string | null = null;
  /** Reading a part that ends before the end of the file: whether its last record ended there. */
  cleanEnd = false;

  constructor(
    readonly file: string,
    private readonly options: CsvReadOptions = {},
  ) {
    if (options.part !== undefined && options.part.header !== null) this.header = csvHeader(options.part.header);
  }

  private headerOf(fields: string[]): CsvHeader {
    return (this.header = csvHeader(fields));
  }

  /** The data rows, a read at a time; cells of the `jsonColumns` are read as JSON where they can be (CsvRow.values). */
  async *rows(jsonColumns: readonly string[] = []): AsyncGenerator<CsvRow[], void, void> {
    let pending: CsvRecord[] = [];
    const parser = new CsvByteParser({
      strings: (r) => {
        if (this.header !== null) {
          pending.push(r);
          return;
        }
        const header = this.headerOf(r.fields);
        if (jsonColumns.length > 0) parser.useJsonColumns(jsonColumnMask(header, jsonColumns));
      },
    });
    if (this.header !== null && jsonColumns.length > 0) parser.useJsonColumns(jsonColumnMask(this.header, jsonColumns)); // a part: the header was read elsewhere
    let row = 0;
    const take = (): CsvRow[] => {
      const out: CsvRow[] = [];
      for (const r of pending) {
        if (r.fields.length === 0) continue;
        row += 1;
        out.push({ row, line: r.line, fields: r.fields, oversized: r.oversized, values: r.values });
      }
      pending = [];
      return out;
    };
    const flush = function* (): Generator<CsvRow[]> {
      const out = take();
      if (out.length > 0) yield out;
    };
    for await (const _ of this.feed(parser)) yield* flush();
    yield* flush(); // the records before a whole-file problem
  }

  /**
   * Streams the data rows as byte ranges (the header is read as strings first); `onRow` returns
   * false to stop reading. For consumers that need bytes, not strings (the station loader).
   */
  async eachRange(onRow: (record: CsvRangeRecord, row: number) => boolean): Promise<void> {
    let row = 0;
    let stopped = false;
    const parser = new CsvByteParser({
      ranges: (r) => {
        if (stopped) return;
        if (this.header === null) {
          const names: string[] = [];
          for (let k = 0; k < r.count; k++) names.push(fieldSource(r, k).toString('utf8', r.start[k], r.end[k]));
          this.headerOf(names);
          return;
        }
        if (r.count === 0) return;
        row += 1;
        if (!onRow(r, row)) stopped = true;
      },
    });
    for await (const _ of this.feed(parser)) if (stopped) return;
  }

  /**
   * Streams the data rows as batches of whole lines, one per read, neither decoded nor parsed:
   * the worker threads that score them find the records (see RecordBatch). The header is read here.
   * `spare`: buffers of batches that are done with (the caller adds them), reused for new batches.
   */
  async *recordBatches(spare: Uint8Array[] = []): AsyncGenerator<RecordBatch, void, void> {
    const lines = new LineCutter(spare, 2 * (this.options.chunkSize ?? DEFAULT_CHUNK));
    let rest: { bytes: Buffer; line: number } | null = null;
    const headerParser = new CsvByteParser({
      bounds: (data, from, to, line) => {
        if (this.header !== null) return; // a record after the header: the cutter takes it from `rest`
        let names: string[] = [];
        const header = new CsvByteParser({ strings: (r) => (names = r.fields) });
        header.push(data.subarray(from, to));
        header.end();
        this.headerOf(names);
        rest = { bytes: data.subarray(to), line: line + countNewlines(data, from, to) };
      },
    });
    // Bytes go to the header parser until it has the header, then to the cutter.
    const toHeader = (send: () => void) => {
      send();
      if (rest === null) return;
      lines.line = rest.line;
      lines.push(rest.bytes);
      rest = null;
    };
    const sink: ByteSink = {
      push: (bytes) => (this.header === null ? toHeader(() => headerParser.push(bytes)) : lines.push(bytes)),
      end: () => {
        if (this.header === null) toHeader(() => headerParser.end());
        if (this.header !== null) lines.end();
      },
      lineAtEnd: () => (this.header === null ? headerParser.lineAtEnd() : lines.lineAtEnd()),
      pendingBytes: () => (this.header === null ? headerParser.pendingBytes() : lines.pendingBytes()),
    };
    for await (const _ of this.feed(sink)) yield* lines.take();
    // After a whole-file problem: no end batch, the unfinished record at the problem is dropped.
    yield* lines.take();
  }

  /** Reads the file into `parser` (UTF-8 checks, BOM, universal newlines); yields after each chunk. */
  private async *feed(parser: ByteSink): AsyncGenerator<void, void, void> {
    const part = this.options.part;
    let first = part === undefined || part.start === 0;
    let pendingCR = false;
    let partial: Buffer | null = null; // an incomplete UTF-8 sequence at the end of the last chunk
    const feed = (raw: Buffer, last: boolean): boolean => {
      let bytes = partial === null ? raw : Buffer.concat([partial, raw]);
      partial = null;
      if (!last) {
        const cut = incompleteTail(bytes);
        if (cut < bytes.length) {
          partial = Buffer.from(bytes.subarray(cut));
          bytes = bytes.subarray(0, cut);
        }
      }
      // A whole-file problem stops the reader at the first bad byte: every record before it is
      // read, however the file happens to be cut into chunks (the same rows on any thread).
      let problem: CsvProblemCode | null = null;
      if (!isUtf8(bytes)) {
        problem = 'invalid-utf8';
        bytes = bytes.subarray(0, firstInvalidUtf8(bytes));
      }
      if (first && bytes.length > 0) {
        first = false;
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
          this.bomStripped = true;
          bytes = bytes.subarray(3);
        }
      }
      // The \r ending the last chunk was a line break: a \n right after it belongs to it (once).
      if (pendingCR && bytes.length > 0) {
        pendingCR = false;
        if (bytes[0] === LF) bytes = bytes.subarray(1);
      }
      if (bytes.length > 0) {
        pendingCR = bytes[bytes.length - 1] === 0x0d;
        if (bytes.indexOf(0x0d) !== -1) bytes = normaliseNewlines(bytes);
        const nul = bytes.indexOf(0);
        if (nul !== -1) {
          problem = 'nul-byte';
          bytes = bytes.subarray(0, nul);
        }
        parser.push(bytes);
      }
      if (problem === null) return true;
      const line = parser.lineAtEnd();
      const message = problem === 'nul-byte' ? 'the file contains a NUL character' : `the file is not valid UTF-8 (line ${line})`;
      this.problem = { code: problem, message, line };
      return false;
    };
    const range = part === undefined ? {} : { start: part.start, ...(part.end === null ? {} : { end: part.end - 1 }) };
    const stream = createReadStream(this.file, { highWaterMark: this.options.chunkSize ?? DEFAULT_CHUNK, ...range });
    const hash = this.options.sha256 === true && part === undefined ? createHash('sha256') : null;
    try {
      for await (const chunk of stream) {
        hash?.update(chunk as Buffer);
        if (!feed(chunk as Buffer, false)) return;
        yield;
      }
      if (partial !== null && !feed(Buffer.alloc(0), true)) return;
      this.sha256 = hash?.digest('hex') ?? null;
      if (part !== undefined && part.end !== null) {
        this.cleanEnd = parser.pendingBytes() === 0; // the rest of the record is another part's
        return;
      }
      parser.end();
      yield;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : String((error as Error).message ?? error);
      this.problem = { code: 'io', message: reason, line: null };
    } finally {
      stream.destroy();
    }
  }
}
