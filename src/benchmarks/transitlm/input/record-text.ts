/**
 * One CSV record's text as it is in the file (its line breaks as written, the one ending it left
 * out), read with the scorer's rules (reference/csv.ts): its fields, a field's cell text, and
 * where in the file a character of that cell is. `""` inside quotes is one `"` of the cell (two
 * characters of the file); `\r\n`, `\r` and `\n` inside quotes are each one `\n` of the cell and
 * one line break of the file; text after a closing quote belongs to the cell. Nothing is stored
 * per character (a cell may be tens of megabytes): a position is found by walking the field again.
 */

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
   * Where the cell's character at `offset` (UTF-16 units) starts in the file (a `""` at its first
   * quote); `text.length` is where the cell ends (its closing quote, or the delimiter or line
   * break after it). Null outside the cell.
   */
  at(offset: number): FilePosition | null;
}

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Where each field of a record's text starts and ends ([start, end): end is its delimiter or the
 * end of the text), and whether a quoted field's quote closes.
 */
function cutFields(text: string): { starts: number[]; ends: number[]; closed: boolean[] } {
  const starts: number[] = [0];
  const ends: number[] = [];
  const closed: boolean[] = [];
  const n = text.length;
  let i = 0;
  for (;;) {
    // At the start of a field.
    closed.push(true);
    if (text.charCodeAt(i) === QUOTE) {
      // Quoted: to the closing quote (a `""` is two quotes in a row), then unquoted text.
      i += 1;
      for (;;) {
        const q = text.indexOf('"', i);
        if (q === -1) {
          closed[closed.length - 1] = false;
          i = n;
          break;
        }
        if (text.charCodeAt(q + 1) === QUOTE) i = q + 2;
        else {
          i = q + 1;
          break;
        }
      }
    }
    const comma = text.indexOf(',', i);
    if (comma === -1) {
      ends.push(n);
      return { starts, ends, closed };
    }
    ends.push(comma);
    i = comma + 1;
    starts.push(i);
  }
}

/** The cell text of the field text[from, to). */
function decodeField(text: string, from: number, to: number): string {
  if (text.charCodeAt(from) !== QUOTE) return text.slice(from, to);
  let out = '';
  let seg = from + 1;
  for (let i = from + 1; i < to; ) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      out += text.slice(seg, i);
      if (i + 1 < to && text.charCodeAt(i + 1) === QUOTE) {
        out += '"';
        i += 2;
        seg = i;
        continue;
      }
      return out + text.slice(i + 1, to); // closed: what follows is part of the field
    }
    if (c === CR) {
      out += `${text.slice(seg, i)}\n`;
      i += text.charCodeAt(i + 1) === LF ? 2 : 1;
      seg = i;
      continue;
    }
    i += 1;
  }
  return out + text.slice(seg, to);
}

/** Index in `text` of the character at `offset` of the cell of field text[from, to) (`offset` = its length: where it ends). */
function indexInField(text: string, from: number, to: number, offset: number): number {
  if (text.charCodeAt(from) !== QUOTE) return from + offset;
  let i = from + 1;
  let k = 0;
  while (i < to) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      if (i + 1 < to && text.charCodeAt(i + 1) === QUOTE) {
        if (k === offset) return i;
        k += 1;
        i += 2;
        continue;
      }
      // The closing quote: the cell goes on with the text after it, or ends here.
      return i + 1 < to ? i + 1 + (offset - k) : i;
    }
    if (k === offset) return i;
    k += 1;
    i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
  }
  return i;
}

/** File position of text[index], the record starting at `line`:1. */
function positionAt(text: string, index: number, line: number): FilePosition {
  let lineStart = 0;
  for (let i = 0; i < index; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || c === CR) {
      if (c === CR && text.charCodeAt(i + 1) === LF) i += 1;
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: index - lineStart + 1 };
}

/** A record's text, read from `line`:1 on. */
export class RecordText {
  private readonly starts: number[];
  private readonly ends: number[];
  private readonly closed: boolean[];

  constructor(
    readonly text: string,
    readonly line: number,
  ) {
    ({ starts: this.starts, ends: this.ends, closed: this.closed } = cutFields(text));
  }

  get count(): number {
    return this.starts.length;
  }

  /** The cell text of field k. */
  field(k: number): string {
    return decodeField(this.text, this.starts[k] as number, this.ends[k] as number);
  }

  fields(): string[] {
    return this.starts.map((_, k) => this.field(k));
  }

  /** Field k as a located cell, or null when the record is shorter. */
  cell(k: number): LocatedCell | null {
    if (k < 0 || k >= this.count) return null;
    const [from, to] = [this.starts[k] as number, this.ends[k] as number];
    const text = this.field(k);
    const at = (offset: number): FilePosition | null => {
      if (!Number.isInteger(offset) || offset < 0 || offset > text.length) return null;
      return positionAt(this.text, indexInField(this.text, from, to, offset), this.line);
    };
    const quote = this.text.charCodeAt(from) === QUOTE ? positionAt(this.text, from, this.line) : null;
    return { text, at, quote, closed: this.closed[k] as boolean };
  }
}
