import { CsvByteParser, fieldSource, NEVER_CLOSED, UNQUOTED, type CsvLayout } from '../fast/csv-bytes.js';
import { DictCsvReader, type ByteSink } from './csv-reader.js';

/**
 * A few cells of a CSV file read again after scoring, to say where in the file a character of a
 * cell is (a JSON syntax error): rows do not remember where their cells are (for speed), only
 * where their record starts (CsvRow.offset, .line). The file is read again by the scorer's reader
 * (UTF-8, the BOM, universal newlines: the same bytes, so the same offsets) up to the last record
 * asked for, and each record is parsed from its offset by the fast parser, which says where each
 * field starts and where a quoted field's closing quote is (its `layout` output). A character's
 * place follows from that: inside quotes each `""` is one character of the cell and two of the
 * file, and each line break (`\r\n`, `\r` or `\n` in the file) one `\n` of both. Lines and
 * columns are 1-based, columns in UTF-16 code units (as json/syntax.ts `positionOf` counts them).
 */

/** A cell to read again: field `column` of the record at byte `offset` (CsvRow.offset), which starts on `line`. */
export interface CellAt {
  offset: number;
  line: number;
  column: number;
}

export interface FilePosition {
  line: number;
  /** 1-based, in UTF-16 code units. */
  column: number;
}

/** A cell found again: its text, and where each of its characters is in the file. */
export interface LocatedCell {
  text: string;
  /** Where its opening quote is; null for a cell that is not quoted. */
  quote: FilePosition | null;
  /** False for a quoted cell whose quote never closes (it runs to the end of the file). */
  closed: boolean;
  /**
   * Where the cell's character at `offset` (UTF-16 units) is in the file (a `""` at its first
   * quote); `text.length` is where the cell ends (its closing quote, or the delimiter or line
   * break after it). Null outside the cell.
   */
  at(offset: number): FilePosition | null;
}

/** Where text[index] is, the text starting at `line`:1 (its line breaks are `\n`). */
function positionIn(text: string, index: number, line: number): FilePosition {
  let at = line;
  let lineStart = 0;
  for (let lf = text.indexOf('\n'); lf !== -1 && lf < index; lf = text.indexOf('\n', lf + 1)) {
    at += 1;
    lineStart = lf + 1;
  }
  return { line: at, column: index - lineStart + 1 };
}

/**
 * A field of a record's text, as the parser laid it out: its value, where it starts in the text and
 * where its closing quote is (NEVER_CLOSED, UNQUOTED).
 */
interface FieldLayout {
  cell: string;
  start: number;
  close: number;
}

/** Field `column` of a record's text (the record starting on `line`) as a located cell. */
function locatedCell(record: string, line: number, { cell, start, close }: FieldLayout): LocatedCell {
  const position = (index: number) => positionIn(record, index, line);
  if (close === UNQUOTED) {
    const at = (offset: number) => (inCell(cell, offset) ? position(start + offset) : null);
    return { text: cell, quote: null, closed: true, at };
  }
  // Inside the quotes (up to the closing quote, or the end of the text) every quote is one of a
  // `""` pair: the parser ended the quoted part at the first quote that is not.
  const quotedEnd = close === NEVER_CLOSED ? record.length : close;
  const index = (offset: number): number => {
    let i = start + 1;
    let k = 0; // characters of the cell before record[i]
    for (let q = record.indexOf('"', i); q !== -1 && q < quotedEnd; q = record.indexOf('"', i)) {
      if (offset - k < q - i) return i + offset - k;
      k += q - i;
      if (k === offset) return q;
      k += 1;
      i = q + 2;
    }
    const quotedLength = k + quotedEnd - i;
    // The cell's end is its closing quote unless text follows the quote (it belongs to the cell).
    if (offset < quotedLength || (offset === quotedLength && cell.length === quotedLength)) return i + offset - k;
    return quotedEnd + 1 + offset - quotedLength;
  };
  const at = (offset: number) => (inCell(cell, offset) ? position(index(offset)) : null);
  return { text: cell, quote: position(start), closed: close !== NEVER_CLOSED, at };
}

function inCell(cell: string, offset: number): boolean {
  return Number.isInteger(offset) && offset >= 0 && offset <= cell.length;
}

/** The cell asked for of a record the parser laid out, or null when the record is shorter. */
function cellOf(layout: CsvLayout, want: CellAt): LocatedCell | null {
  const r = layout.record;
  const k = want.column;
  if (k >= r.count) return null;
  const data = r.data;
  // Offsets in the record's text (UTF-16 units) of the parser's byte offsets.
  const index = (byte: number) => data.toString('utf8', layout.from, byte).length;
  const close = layout.closes[k]!;
  const cell = fieldSource(r, k).toString('utf8', r.start[k], r.end[k]);
  const record = data.toString('utf8', layout.from, layout.to);
  return locatedCell(record, want.line, {
    cell,
    start: index(layout.starts[k]!),
    close: close < 0 ? close : index(close),
  });
}

/** Takes the bytes of the file as read and parses each record asked for, from its offset on. */
class RecordFinder implements ByteSink {
  /** The cells found, by record offset. */
  readonly found = new Map<number, LocatedCell>();
  /** Offset of the next byte pushed. */
  private pos = 0;
  /** The next record asked for. */
  private next = 0;
  /** The parser of the record being read (it goes on in the next push), or null. */
  private parser: CsvByteParser | null = null;

  constructor(private readonly wanted: readonly CellAt[]) {}

  get done(): boolean {
    return this.next >= this.wanted.length;
  }

  push(bytes: Buffer): void {
    const start = this.pos;
    this.pos += bytes.length;
    while (!this.done) {
      let parser = this.parser;
      let from = 0;
      if (parser === null) {
        const want = this.wanted[this.next]!;
        if (want.offset >= this.pos) return;
        if (want.offset < start) {
          this.next += 1; // inside the record read before it: not a record start (the file changed)
          continue;
        }
        from = want.offset - start;
        parser = this.parserFor(want);
      }
      parser.push(from === 0 ? bytes : bytes.subarray(from));
      if (this.parser !== null) return; // the record goes on in the next push
    }
  }

  private parserFor(want: CellAt): CsvByteParser {
    const parser = new CsvByteParser({
      layout: (layout) => {
        const cell = cellOf(layout, want);
        if (cell !== null) this.found.set(want.offset, cell);
        this.parser = null;
        this.next += 1;
        return true;
      },
    });
    parser.line = want.line;
    parser.offset = want.offset;
    this.parser = parser;
    return parser;
  }

  /** The end of the file: a record without a final line break (or with an open quote) ends here. */
  end(): void {
    this.parser?.end();
  }

  lineAtEnd(): number {
    return 0; // not asked: the reader's problems are not reported here
  }

  pendingBytes(): number {
    return 0;
  }
}

/**
 * The cells asked for, by record offset: one read of the file that stops after the last record
 * asked for. A cell not found (no such record or field, the file unreadable now) is absent.
 */
export async function readCellsAgain(file: string, cells: readonly CellAt[]): Promise<Map<number, LocatedCell>> {
  const wanted = [...new Map(cells.map((c) => [c.offset, c])).values()].sort((a, b) => a.offset - b.offset);
  const finder = new RecordFinder(wanted);
  if (wanted.length === 0) return finder.found;
  const reader = new DictCsvReader(file);
  for await (const _ of reader.chunks(finder)) if (finder.done) break;
  return finder.found;
}
