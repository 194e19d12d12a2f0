import { isAscii, isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';

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
}

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

/** Buffer#utf8Slice: the native decoder behind toString('utf8'), without its argument checks. */
const utf8Slice = (Buffer.prototype as unknown as { utf8Slice: (this: Buffer, start: number, end: number) => string }).utf8Slice;
const latin1Slice = (Buffer.prototype as unknown as { latin1Slice: (this: Buffer, start: number, end: number) => string }).latin1Slice;

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;

/**
 * The csv reader state machine over UTF-8 bytes (newlines already normalised to `\n`, bytes
 * already validated). Works record by record: an incomplete record at the end of the data is
 * kept and parsed again once more bytes arrive. Quoted fields are unescaped by one byte loop into
 * a scratch buffer and decoded natively (a JSON cell has hundreds of `""`). When the data is
 * all ASCII (a station file), it is decoded once and unquoted fields are cut from that string:
 * a native decode per field costs more than the field.
 */
export class CsvByteParser {
  private carry: Buffer | null = null;
  private scratch = Buffer.allocUnsafe(1 << 16);
  /** Current physical line (1-based). */
  line = 1;
  /** Newlines inside the quoted fields of the record being parsed. */
  private quotedLines = 0;
  /**
   * Columns to decode (by index), null = all. Other fields read as '' without building a string:
   * a 10⁶-row station file has a column nobody reads, and each decode is a native call.
   */
  wanted: Uint8Array | null = null;
  /** The data being parsed as a string when it is all ASCII (byte offsets = string offsets). */
  private text: string | null = null;

  constructor(private readonly emit: (record: CsvRecord) => void) {}

  push(chunk: Buffer): void {
    const buf = this.carry === null ? chunk : Buffer.concat([this.carry, chunk]);
    this.carry = null;
    const pos = this.parse(buf, false);
    if (pos < buf.length) this.carry = buf.subarray(pos);
  }

  /** End of input: a pending record (no final newline, or an unterminated quote) is emitted. */
  end(): void {
    if (this.carry !== null) this.parse(this.carry, true);
    this.carry = null;
  }

  /** Parses complete records from `buf`; returns where the first incomplete one starts. */
  private parse(buf: Buffer, eof: boolean): number {
    const n = buf.length;
    if (this.scratch.length < n) this.scratch = Buffer.allocUnsafe(n);
    this.text = isAscii(buf) ? latin1Slice.call(buf, 0, n) : null;
    let pos = 0;
    while (pos < n) {
      if (buf[pos] === LF) {
        this.emit({ fields: [], line: this.line, oversized: null });
        this.line += 1;
        pos += 1;
        continue;
      }
      this.quotedLines = 0;
      const next = this.record(buf, pos, eof);
      if (next === -1) return pos;
      this.line += this.quotedLines + (buf[next - 1] === LF ? 1 : 0);
      pos = next;
    }
    return pos;
  }

  /** `text`: `bytes` decoded (ASCII data), or null to decode the range. */
  private addField(fields: string[], oversized: { list: number[] | null }, bytes: Buffer, from: number, to: number, text: string | null): void {
    if (to - from > FIELD_SIZE_LIMIT && utf8CodePoints(bytes, from, to) > FIELD_SIZE_LIMIT) (oversized.list ??= []).push(fields.length);
    const wanted = this.wanted;
    if (from === to || (wanted !== null && wanted[fields.length] !== 1)) fields.push('');
    // Only short cuts: V8 copies a substring under 13 characters, longer ones would keep the
    // whole chunk's string alive for as long as the cell (e.g. an interned stop id) lives.
    else fields.push(text !== null && to - from < 13 ? text.slice(from, to) : utf8Slice.call(bytes, from, to));
  }

  /** One record starting at `start`; returns the position after it, or -1 when it is incomplete. */
  private record(buf: Buffer, start: number, eof: boolean): number {
    const n = buf.length;
    const fields: string[] = [];
    const oversized: { list: number[] | null } = { list: null };
    let i = start;
    for (;;) {
      // START_FIELD
      if (i >= n) {
        if (!eof) return -1;
        fields.push(''); // "a," at the very end: an empty last field
        break;
      }
      if (buf[i] === QUOTE) {
        const out = this.scratch;
        let o = 0;
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
        while (j < n && buf[j] !== COMMA && buf[j] !== LF) out[o++] = buf[j++] as number;
        if (j >= n && !eof) return -1;
        this.addField(fields, oversized, out, 0, o, null);
        i = j;
      } else {
        let j = i;
        while (j < n) {
          const c = buf[j] as number;
          if (c === COMMA || c === LF) break;
          j++;
        }
        if (j >= n && !eof) return -1;
        this.addField(fields, oversized, buf, i, j, this.text);
        i = j;
      }
      if (i >= n) break;
      if (buf[i] === LF) {
        i += 1;
        break;
      }
      i += 1; // comma
      if (i >= n && eof) {
        fields.push('');
        break;
      }
    }
    this.emit({ fields, line: this.line, oversized: oversized.list });
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
}

/** A cell of a row by column name: absent (undefined) when the column is missing or the row short. */
export function cell(header: CsvHeader, row: CsvRow, name: string): string | undefined {
  const i = header.index.get(name);
  return i === undefined ? undefined : row.fields[i];
}

export interface CsvReadOptions {
  /** Bytes per read; larger is faster for big files. */
  chunkSize?: number;
  /** Only these columns are decoded; the cells of other columns read as '' (absent cells stay absent). */
  columns?: readonly string[];
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

  constructor(
    readonly file: string,
    private readonly options: CsvReadOptions = {},
  ) {}

  async *rows(): AsyncGenerator<CsvRow[], void, void> {
    let pending: CsvRecord[] = [];
    const columns = this.options.columns;
    const parser = new CsvByteParser((r) => {
      if (this.header !== null) {
        pending.push(r);
        return;
      }
      const index = new Map<string, number>();
      r.fields.forEach((name, k) => index.set(name, k));
      this.header = { names: r.fields, index };
      if (columns !== undefined) {
        // Set before the next record is parsed, so no data row decodes an unwanted cell.
        parser.wanted = new Uint8Array(r.fields.length);
        for (const name of columns) {
          const k = index.get(name);
          if (k !== undefined) parser.wanted[k] = 1;
        }
      }
    });
    let first = true;
    let pendingCR = false;
    let partial: Buffer | null = null; // an incomplete UTF-8 sequence at the end of the last chunk
    let row = 0;
    const take = (): CsvRow[] => {
      const out: CsvRow[] = [];
      for (const r of pending) {
        if (r.fields.length === 0) continue;
        row += 1;
        out.push({ row, line: r.line, fields: r.fields, oversized: r.oversized });
      }
      pending = [];
      return out;
    };
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
      if (!isUtf8(bytes)) {
        this.problem = { code: 'invalid-utf8', message: `the file is not valid UTF-8 (after line ${parser.line})`, line: parser.line };
        return false;
      }
      if (first && bytes.length > 0) {
        first = false;
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
          this.bomStripped = true;
          bytes = bytes.subarray(3);
        }
      }
      if (pendingCR && bytes[0] === LF) bytes = bytes.subarray(1);
      if (bytes.length === 0) return true;
      pendingCR = bytes[bytes.length - 1] === 0x0d;
      if (bytes.indexOf(0x0d) !== -1) bytes = normaliseNewlines(bytes);
      const nul = bytes.indexOf(0);
      if (nul !== -1) {
        this.problem = { code: 'nul-byte', message: 'the file contains a NUL character', line: parser.line + countNewlines(bytes, 0, nul) };
        return false;
      }
      parser.push(bytes);
      return true;
    };
    const stream = createReadStream(this.file, { highWaterMark: this.options.chunkSize ?? 1 << 20 });
    try {
      for await (const chunk of stream) {
        if (!feed(chunk as Buffer, false)) return;
        if (pending.length > 0) {
          const out = take();
          if (out.length > 0) yield out;
        }
      }
      if (partial !== null && !feed(Buffer.alloc(0), true)) return;
      parser.end();
      const out = take();
      if (out.length > 0) yield out;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : String((error as Error).message ?? error);
      this.problem = { code: 'io', message: reason, line: null };
    } finally {
      stream.destroy();
    }
  }
}
