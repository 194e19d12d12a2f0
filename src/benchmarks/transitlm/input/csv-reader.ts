import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { CsvByteParser, fieldSource, type CsvRangeRecord } from '../fast/csv-bytes.js';
import { PythonCsvParser, type CsvRecord } from '../reference/csv.js';
import { referencePath } from '../reference/mode.js';
import { firstInvalidUtf8, incompleteTail, normaliseNewlines } from './file-bytes.js';
import {
  csvHeader,
  jsonColumnMask,
  type CsvHeader,
  type CsvProblem,
  type CsvProblemCode,
  type CsvRow,
} from './records.js';

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
 *
 * The grammar is reference/csv.ts's (PythonCsvParser) on the reference path, else the byte
 * parser of fast/csv-bytes.ts, which also reads the route columns' JSON cells from the bytes.
 */

/** Where `DictCsvReader` puts the bytes it reads: a CSV parser, or the batch cutter of parallel/batches.ts. */
export interface ByteSink {
  push(bytes: Buffer): void;
  /** End of input. */
  end(): void;
  /** Physical line at the end of the bytes pushed so far. */
  lineAtEnd(): number;
  /** Bytes pushed and not handed on yet (they continue in the next push). */
  pendingBytes(): number;
}

export const DEFAULT_CHUNK = 1 << 20;

/**
 * Longest physical line read (bytes): a record is held whole while it is read, so one line of
 * gigabytes would take the memory. 512× the field limit of the official scripts (which abort at
 * 131 072 characters); a 55 MB cell took ≈ 0.5 GB of memory in all.
 */
export const MAX_LINE_BYTES = 64 << 20;

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
  /** Bytes read from the file so far (progress estimates; not the bytes parsed). */
  bytesRead = 0;

  constructor(
    readonly file: string,
    readonly options: CsvReadOptions = {},
  ) {
    if (options.part !== undefined && options.part.header !== null) this.header = csvHeader(options.part.header);
  }

  /** Sets the header from its column names. */
  headerOf(fields: string[]): CsvHeader {
    return (this.header = csvHeader(fields));
  }

  /** The data rows, a read at a time; cells of the `jsonColumns` are read as JSON where they can be (CsvRow.values). */
  async *rows(jsonColumns: readonly string[] = []): AsyncGenerator<CsvRow[], void, void> {
    let pending: CsvRecord[] = [];
    const onRecord = (r: CsvRecord) => {
      if (this.header !== null) {
        pending.push(r);
        return;
      }
      const header = this.headerOf(r.fields);
      if (jsonColumns.length > 0 && parser instanceof CsvByteParser)
        parser.useJsonColumns(jsonColumnMask(header, jsonColumns));
    };
    const parser = referencePath() ? new PythonCsvParser(onRecord) : new CsvByteParser({ strings: onRecord });
    // A part: the header was read elsewhere.
    if (this.header !== null && jsonColumns.length > 0 && parser instanceof CsvByteParser)
      parser.useJsonColumns(jsonColumnMask(this.header, jsonColumns));
    let row = 0;
    const take = (): CsvRow[] => {
      const out: CsvRow[] = [];
      for (const r of pending) {
        if (r.fields.length === 0) continue;
        row += 1;
        out.push({ row, line: r.line, offset: r.offset, fields: r.fields, oversized: r.oversized, values: r.values });
      }
      pending = [];
      return out;
    };
    const flush = function* (): Generator<CsvRow[]> {
      const out = take();
      if (out.length > 0) yield out;
    };
    for await (const _ of this.chunks(parser)) yield* flush();
    yield* flush(); // the records before a whole-file problem
  }

  /**
   * Streams the data rows as byte ranges (the header is read as strings first); `onRow` returns
   * false to stop reading. For consumers that need bytes, not strings (the station loader's fast
   * path; always the byte parser).
   */
  async eachRange(onRow: (record: CsvRangeRecord, row: number) => boolean): Promise<void> {
    let row = 0;
    let stopped = false as boolean; // set by the parser's callback, between chunks
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
    for await (const _ of this.chunks(parser)) if (stopped) return;
  }

  /** Reads the file into `parser` (UTF-8 checks, BOM, universal newlines); yields after each chunk. */
  async *chunks(parser: ByteSink): AsyncGenerator<void, void, void> {
    const part = this.options.part;
    const feeder = new ChunkFeeder(parser, this, part === undefined || part.start === 0);
    const range = part === undefined ? {} : { start: part.start, ...(part.end === null ? {} : { end: part.end - 1 }) };
    const stream = createReadStream(this.file, { highWaterMark: this.options.chunkSize ?? DEFAULT_CHUNK, ...range });
    const hash = this.options.sha256 === true && part === undefined ? createHash('sha256') : null;
    try {
      for await (const chunk of stream) {
        hash?.update(chunk as Buffer);
        this.bytesRead += (chunk as Buffer).length;
        if (!feeder.feed(chunk as Buffer, false)) return;
        yield;
      }
      if (feeder.partial !== null && !feeder.feed(Buffer.alloc(0), true)) return;
      this.sha256 = hash?.digest('hex') ?? null;
      if (part !== undefined && part.end !== null) {
        this.cleanEnd = parser.pendingBytes() === 0; // the rest of the record is another part's
        return;
      }
      parser.end();
      yield;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'ENOENT'
          ? 'file not found'
          : code === 'EISDIR'
            ? 'is a directory'
            : code === 'EACCES'
              ? 'permission denied'
              : (error as Error).message;
      this.problem = { code: 'io', message: reason, line: null };
    } finally {
      stream.destroy();
    }
  }
}

/**
 * Hands the file's chunks to a parser (UTF-8 checks, BOM, universal newlines, line cap); the state
 * that lives across chunks is here. A whole-file problem and a stripped BOM are set on the reader.
 */
class ChunkFeeder {
  /** An incomplete UTF-8 sequence at the end of the last chunk. */
  partial: Buffer | null = null;
  private pendingCR = false;
  /** Bytes of the line being read so far. */
  private lineBytes = 0;

  constructor(
    private readonly parser: ByteSink,
    private readonly reader: Pick<DictCsvReader, 'problem' | 'bomStripped'>,
    private first: boolean,
  ) {}

  /** One chunk (`last`: the end of the file); false at a whole-file problem. */
  feed(raw: Buffer, last: boolean): boolean {
    let bytes = this.partial === null ? raw : Buffer.concat([this.partial, raw]);
    this.partial = null;
    if (!last) {
      const cut = incompleteTail(bytes);
      if (cut < bytes.length) {
        this.partial = Buffer.from(bytes.subarray(cut));
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
    if (this.first && bytes.length > 0) {
      this.first = false;
      if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
        this.reader.bomStripped = true;
        bytes = bytes.subarray(3);
      }
    }
    // The \r ending the last chunk was a line break: a \n right after it belongs to it (once).
    if (this.pendingCR && bytes.length > 0) {
      this.pendingCR = false;
      if (bytes[0] === 0x0a) bytes = bytes.subarray(1);
    }
    if (bytes.length > 0) {
      this.pendingCR = bytes[bytes.length - 1] === 0x0d;
      if (bytes.indexOf(0x0d) !== -1) bytes = normaliseNewlines(bytes);
      const nul = bytes.indexOf(0);
      if (nul !== -1) {
        problem = 'nul-byte';
        bytes = bytes.subarray(0, nul);
      }
      const lf = bytes.lastIndexOf(0x0a);
      this.lineBytes = lf === -1 ? this.lineBytes + bytes.length : bytes.length - lf - 1;
      // A chunk (at most 1 MiB) is shorter than the limit: only a line across chunks can cross it.
      if (this.lineBytes > MAX_LINE_BYTES) {
        problem = 'line-too-long';
        bytes = bytes.subarray(0, lf + 1);
      }
      this.parser.push(bytes);
    }
    if (problem === null) return true;
    const line = this.parser.lineAtEnd();
    this.reader.problem = { code: problem, message: wholeFileProblem(problem), line };
    return false;
  }
}

/**
 * What a whole-file problem means. The whole suite is then an error, as in the reference
 * (docs/transitlm.md says why rows are not skipped).
 */
function wholeFileProblem(problem: 'invalid-utf8' | 'nul-byte' | 'line-too-long'): string {
  return problem === 'nul-byte'
    ? `the file contains a NUL character: the rows from this line on are not read (remove it, e.g. tr -d '\\000')`
    : problem === 'line-too-long'
      ? `a line longer than ${MAX_LINE_BYTES} bytes (64 MiB, the most read): the rows from this line on are not read`
      : `the file is not valid UTF-8: the rows from this line on are not read (save the file as UTF-8)`;
}
