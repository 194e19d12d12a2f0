import { createReadStream } from 'node:fs';
import { csvHeader } from './records.js';
import { RecordText, type LocatedCell } from './record-text.js';

export type { FilePosition, LocatedCell } from './record-text.js';

/**
 * Where the characters of a few cells are in their CSV file, found again after scoring: rows do
 * not remember where their cells start (for speed), so a diagnostic that points at a character of
 * a cell (a JSON syntax error) is located by reading the file once more, up to its last row
 * asked for. The rules are the scorer's (reference/csv.ts, Python's csv reader over universal
 * newlines): `\r\n`, `\r` and `\n` each end a physical line, also inside a quoted cell (where
 * each is one `\n` of the cell); `""` inside quotes is one `"` of the cell (two characters of the
 * file); text after a closing quote belongs to the cell; a leading UTF-8 BOM is not part of the
 * file's text. Lines and columns are 1-based, columns in UTF-16 code units (as
 * json/syntax.ts `positionOf` counts them, and an offset in a JS string): a character outside the
 * Basic Multilingual Plane is two columns.
 */

/** A cell to find: the record starting at physical `line`, in the column named `field`. */
export interface CellRequest {
  line: number;
  field: string;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

const enum State {
  StartRecord,
  StartField,
  InField,
  InQuoted,
  QuoteInQuoted,
}

const key = (line: number, field: string) => `${line}\u0000${field}`;

/**
 * Where records start and end in the bytes of a file, read a chunk at a time (the grammar of
 * reference/csv.ts, without decoding anything). Its state lives in fields between chunks and in
 * locals within one (the loop runs over every byte of the file up to the last record asked for).
 */
class RecordCuts {
  /** Physical line of the next byte. */
  line = 1;
  private state = State.StartRecord;
  private afterCR = false;

  /**
   * Scans `chunk`: `start(i, line)` where a record starts (not an empty line), `end(i)` where it
   * ends (at its line break); `end` returns true to stop. Returns true when stopped.
   */
  scan(chunk: Buffer, start: (at: number, line: number) => void, end: (at: number) => boolean, emptyLine: () => void): boolean {
    let line = this.line;
    let state = this.state;
    let afterCR = this.afterCR;
    const n = chunk.length;
    let stopped = false;
    for (let i = 0; i < n; i++) {
      const b = chunk[i] as number;
      if (b === LF && afterCR) {
        // The \n of a \r\n: part of the line break before it.
        afterCR = false;
        continue;
      }
      afterCR = b === CR;
      const newline = b === LF || b === CR;
      if (state === State.StartRecord) {
        if (newline) {
          line += 1;
          emptyLine();
          continue;
        }
        start(i, line);
        state = State.StartField;
      }
      if (newline) line += 1;
      switch (state) {
        case State.StartField:
          if (newline) state = State.StartRecord;
          else state = b === QUOTE ? State.InQuoted : b === COMMA ? State.StartField : State.InField;
          break;
        case State.InField:
          if (newline) state = State.StartRecord;
          else if (b === COMMA) state = State.StartField;
          else {
            // On to the next delimiter or line break (a 50 MB unquoted cell is one loop).
            let j = i + 1;
            while (j < n) {
              const c = chunk[j] as number;
              if (c === COMMA || c === LF || c === CR) break;
              j += 1;
            }
            i = j - 1;
          }
          break;
        case State.InQuoted:
          if (b === QUOTE) state = State.QuoteInQuoted;
          else if (!newline) {
            // Most of a file is inside quotes: on to the next quote or line break.
            let j = i + 1;
            while (j < n) {
              const c = chunk[j] as number;
              if (c === QUOTE || c === LF || c === CR) break;
              j += 1;
            }
            i = j - 1;
          }
          break;
        case State.QuoteInQuoted:
          if (newline) state = State.StartRecord;
          else state = b === QUOTE ? State.InQuoted : b === COMMA ? State.StartField : State.InField;
          break;
        default:
          break;
      }
      if (state === State.StartRecord && end(i)) {
        stopped = true;
        break;
      }
    }
    this.line = line;
    this.state = state;
    this.afterCR = afterCR;
    return stopped;
  }

  /** Within a record (its end not read yet). */
  get inRecord(): boolean {
    return this.state !== State.StartRecord;
  }
}

/**
 * The cells asked for, by `${line}\0${field}`: one streaming pass over the file that stops after
 * the last record asked for. Records are cut at the bytes (the delimiter, quote and line breaks
 * are ASCII); only the header and the records asked for are decoded. A cell not found (no such
 * record or column, the file unreadable) is absent from the answer.
 */
export async function locateCells(file: string, requests: readonly CellRequest[]): Promise<Map<string, LocatedCell>> {
  const found = new Map<string, LocatedCell>();
  if (requests.length === 0) return found;
  const wanted = new Map<number, string[]>();
  for (const r of requests) wanted.set(r.line, [...(wanted.get(r.line) ?? []), r.field]);
  const last = Math.max(...wanted.keys());
  let header: ReturnType<typeof csvHeader> | null = null;
  const cuts = new RecordCuts();
  let recordLine = 0;
  // The bytes of the record being kept (the header or one asked for), and from where in this chunk.
  let keep: Buffer[] | null = null;
  let keepFrom = 0;
  let chunk: Buffer = Buffer.alloc(0);

  const start = (at: number, line: number) => {
    recordLine = line;
    if (header === null || wanted.has(line)) {
      keep = [];
      keepFrom = at;
    }
  };
  /** The end of a record at chunk[to]: the header, or the cells asked for; true after the last one. */
  const end = (to: number): boolean => {
    if (keep !== null) {
      keep.push(chunk.subarray(keepFrom, to));
      const text = Buffer.concat(keep).toString('utf8');
      keep = null;
      const record = new RecordText(text, recordLine);
      if (header === null) header = csvHeader(record.fields());
      else {
        for (const field of wanted.get(recordLine) ?? []) {
          const index = header.index.get(field);
          const cell = index === undefined ? null : record.cell(index);
          if (cell !== null) found.set(key(recordLine, field), cell);
        }
      }
    }
    return header !== null && recordLine >= last;
  };
  // An empty line is an empty record: as the first, it is an empty header (as in Python).
  const emptyLine = () => {
    header ??= csvHeader([]);
  };

  const stream = createReadStream(file, { highWaterMark: 1 << 20 });
  let first = true;
  let stopped = false;
  try {
    for await (const data of stream) {
      chunk = data as Buffer;
      if (first) {
        first = false;
        if (chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf) chunk = chunk.subarray(3);
      }
      keepFrom = 0;
      stopped = cuts.scan(chunk, start, end, emptyLine);
      if (stopped) break;
      if (keep !== null) (keep as Buffer[]).push(chunk.subarray(keepFrom));
    }
    if (!stopped && cuts.inRecord) {
      chunk = Buffer.alloc(0);
      keepFrom = 0;
      end(0);
    }
  } catch {
    // unreadable now: the cells not found keep their messages
  } finally {
    stream.destroy();
  }
  return found;
}

/** The cell of `request` in the answer of locateCells. */
export function cellOf(cells: Map<string, LocatedCell>, request: CellRequest): LocatedCell | null {
  return cells.get(key(request.line, request.field)) ?? null;
}
