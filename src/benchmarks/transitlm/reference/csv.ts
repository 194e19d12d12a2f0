import type { PyValue } from './value.js';
import { codePointLength } from './strings.js';

/**
 * Python's csv reader (excel dialect, non-strict), as the official TransitLM scripts read their
 * inputs through `csv.DictReader` over a file opened in text mode: the states and transitions of
 * CPython's Modules/_csv.c (parse_process_char), one character at a time, fed one line at a time
 * followed by the end-of-line mark, exactly as Reader_iternext feeds them. This is the plain
 * statement of the grammar; fast/csv-bytes.ts is the same grammar as one byte loop, and the two
 * are compared on generated files (tests/property/transitlm-reference.property.test.ts).
 * - `\r\n`, `\r` and `\n` all end a line (universal newlines: the file reader has already turned
 *   each into `\n`; inside quotes each is a `\n` of the cell);
 * - `""` inside quotes is a quote, a quote inside an unquoted field is literal, text after a
 *   closing quote is appended, an unterminated quote runs to the end of the file;
 * - an empty line is an empty record (skipped by the dict layer; as the very first record it
 *   becomes an empty header, as in Python).
 * Unlike Python, a field longer than the field size limit does not stop the reader: it is named
 * in `oversized` (the scorers warn that the reference aborts there).
 */

/** Python's csv.field_size_limit() default; longer fields make the reference abort. */
export const FIELD_SIZE_LIMIT = 131072;

/** The JSON values of a record's cells by field index (unset: the cell was read as text). */
export type JsonValues = (PyValue | undefined)[];

export interface CsvRecord {
  fields: string[];
  /** 1-based physical line where the record starts. */
  line: number;
  /**
   * Byte offset where the record starts in the file as read (a leading BOM left out, each line
   * break one `\n`): where input/reread.ts finds it again.
   */
  offset: number;
  /** Indexes of fields over FIELD_SIZE_LIMIT code points. */
  oversized: number[] | null;
  /**
   * Cells read as JSON by the fast reader (fast/csv-bytes.ts): where `values[k]` is set,
   * `fields[k]` is '' and not the cell's text. Always null here.
   */
  values: JsonValues | null;
}

const enum State {
  StartRecord,
  StartField,
  InField,
  InQuotedField,
  QuoteInQuotedField,
  EatCrNl,
}

/** The end-of-line mark Reader_iternext feeds after each line (not a character). */
const EOL = -1;

/**
 * The csv reader over decoded text. `push` takes UTF-8 bytes of whole characters (newlines
 * already `\n`, bytes already checked), `end` the end of the file; each record goes to `onRecord`
 * as soon as its last line has been read.
 */
export class PythonCsvParser {
  /** Physical line of the next line to read (1-based). */
  line = 1;
  /** Byte offset of the next line to read. */
  private offset = 0;
  /** Bytes after the last line break, not read yet (one line may span many pushes). */
  private rest: Buffer[] = [];
  private state = State.StartRecord;
  private fields: string[] = [];
  private field = '';
  private recordLine = 1;
  private recordOffset = 0;
  private oversized: number[] | null = null;

  constructor(private readonly onRecord: (record: CsvRecord) => void) {}

  /** Reads the lines the bytes complete, one at a time (a line break is one byte: never inside a character). */
  push(bytes: Buffer): void {
    let lf = bytes.indexOf(10);
    if (lf === -1) {
      this.rest.push(bytes);
      return;
    }
    const data = this.rest.length === 0 ? bytes : Buffer.concat([...this.rest, bytes]);
    lf += data.length - bytes.length;
    let from = 0;
    for (; lf !== -1; lf = data.indexOf(10, from)) {
      this.readLine(data.toString('utf8', from, lf + 1), lf + 1 - from);
      from = lf + 1;
    }
    this.rest = from < data.length ? [data.subarray(from)] : [];
  }

  /** End of the file: the last line (no final line break), then a record an open quote left unfinished. */
  end(): void {
    const rest = Buffer.concat(this.rest);
    if (rest.length > 0) this.readLine(rest.toString('utf8'), rest.length);
    this.rest = [];
    // Reader_iternext at the end of input: a field in progress (an unterminated quote) ends the record.
    if (this.state === State.InQuotedField || this.field !== '') {
      this.saveField();
      this.emit();
    }
  }

  /** Physical line at the end of the text pushed so far. */
  lineAtEnd(): number {
    return this.line; // `rest` holds no line break
  }

  /** Nonzero when a record is unfinished (its text goes on in the bytes still to come). */
  pendingBytes(): number {
    return this.rest.reduce((n, b) => n + b.length, 0) + (this.state === State.StartRecord ? 0 : 1);
  }

  /** One line (its `\n` included when it has one; `bytes` long), then the end-of-line mark. */
  private readLine(text: string, bytes: number): void {
    if (this.state === State.StartRecord) {
      this.recordLine = this.line;
      this.recordOffset = this.offset;
    }
    // By code point: char() tests ASCII only, so a surrogate pair is appended whole, as its two halves were.
    for (const c of text) this.char(c);
    this.char(EOL);
    if (text.charCodeAt(text.length - 1) === 10) this.line += 1;
    this.offset += bytes;
    if (this.state === State.StartRecord) this.emit();
  }

  private saveField(): void {
    if (this.field.length > FIELD_SIZE_LIMIT && codePointLength(this.field) > FIELD_SIZE_LIMIT)
      (this.oversized ??= []).push(this.fields.length);
    this.fields.push(this.field);
    this.field = '';
  }

  private emit(): void {
    this.onRecord({
      fields: this.fields,
      line: this.recordLine,
      offset: this.recordOffset,
      oversized: this.oversized,
      values: null,
    });
    this.fields = [];
    this.oversized = null;
    this.state = State.StartRecord;
  }

  /** START_FIELD (also where START_RECORD goes on with a character that is not a line break). */
  private startField(c: string | typeof EOL): void {
    if (c === '\n' || c === '\r' || c === EOL) {
      this.saveField();
      this.state = c === EOL ? State.StartRecord : State.EatCrNl;
    } else if (c === '"') this.state = State.InQuotedField;
    else if (c === ',') this.saveField();
    else {
      this.field += c;
      this.state = State.InField;
    }
  }

  /** parse_process_char of the excel dialect (delimiter ',', quotechar '"', doublequote, not strict). */
  private char(c: string | typeof EOL): void {
    const newline = c === '\n' || c === '\r';
    switch (this.state) {
      case State.StartRecord:
        if (c === EOL) return; // an empty line: an empty record
        if (newline) {
          this.state = State.EatCrNl;
          return;
        }
        this.state = State.StartField;
        this.startField(c);
        return;
      case State.StartField:
        this.startField(c);
        return;
      case State.InField:
        if (newline || c === EOL) {
          this.saveField();
          this.state = c === EOL ? State.StartRecord : State.EatCrNl;
        } else if (c === ',') {
          this.saveField();
          this.state = State.StartField;
        } else this.field += c;
        return;
      case State.InQuotedField:
        if (c === EOL) return;
        if (c === '"') this.state = State.QuoteInQuotedField;
        else this.field += c;
        return;
      case State.QuoteInQuotedField:
        if (c === '"') {
          this.field += c; // "" is a quote
          this.state = State.InQuotedField;
        } else if (c === ',') {
          this.saveField();
          this.state = State.StartField;
        } else if (newline || c === EOL) {
          this.saveField();
          this.state = c === EOL ? State.StartRecord : State.EatCrNl;
        } else {
          this.field += c; // not strict: text after the closing quote is part of the field
          this.state = State.InField;
        }
        return;
      case State.EatCrNl:
        if (c === EOL) this.state = State.StartRecord;
        // A character after a line break inside a line cannot happen: lines end at their `\n`.
        return;
    }
  }
}
