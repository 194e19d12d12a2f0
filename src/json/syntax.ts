// What is wrong with a text that is not JSON, in the words a person would use ("trailing comma",
// "missing comma", "unterminated string", "comments are not allowed"), located at the mistake
// itself (the trailing comma, not the `]` after it). Only run once a parser has refused the text:
// the valid case never pays for it.

export interface JsonSyntaxError {
  message: string;
  /** Offset (UTF-16 code units) of the mistake in the text. */
  offset: number;
  /** A complete value followed by another: what a JSON Lines file read as one document looks like. */
  secondValue?: true;
}

/** What a mistake is, as data (scanJson): a caller decides with it, never by reading the message. */
export type JsonMistakeKind = 'second-value' | 'after-value' | 'non-finite' | 'other';

/** The first mistake of a text (scanJson): where it is, what kind, and where a bracket it names was opened. */
export interface JsonMistake {
  /** In the words of `JsonWording`. */
  message: string;
  /** Offset (UTF-16 code units) of the mistake in the text. */
  offset: number;
  kind: JsonMistakeKind;
  /** Offset of the '[' or '{' the message names (one left open, or closed by the other bracket), else null. */
  opened: number | null;
}

/** How a message names the text's end and a place in it. */
export interface JsonWording {
  /** As in "no closing '"' before the end of the file". */
  theEnd: string;
  /** As in "unexpected end of file". */
  endOf: string;
  /** A place in the text (an offset, UTF-16 code units) as a message names it: `3:14`. */
  place(text: string, offset: number): string;
}

/** A file's words: places are line:column of the text. */
const FILE_WORDING: JsonWording = {
  theEnd: 'the end of the file',
  endOf: 'end of file',
  place: (text, offset) => {
    const at = positionOf(text, offset);
    return `${at.line}:${at.column}`;
  },
};

class Mistake {
  constructor(
    readonly message: string,
    readonly offset: number,
    readonly kind: JsonMistakeKind = 'other',
    readonly opened: number | null = null,
  ) {}
}

const WS = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_$][\w$]*/y;
const ESCAPES = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);
// A Map, not an object: a word of the text (`__proto__`, `toString`) must never reach a prototype.
const WORDS = new Map<string, string>(
  Object.entries({
    NaN: 'NaN is not allowed in JSON (write null or a number)',
    Infinity: 'Infinity is not allowed in JSON (write null or a number)',
    undefined: 'undefined is not allowed in JSON (write null)',
    True: '"True" is not JSON (write true)',
    False: '"False" is not JSON (write false)',
    None: '"None" is not JSON (write null)',
    TRUE: '"TRUE" is not JSON (write true)',
    FALSE: '"FALSE" is not JSON (write false)',
    NULL: '"NULL" is not JSON (write null)',
    Null: '"Null" is not JSON (write null)',
  }),
);

/** How a character is shown in a message: `','`, `the end of the file`, `U+0007`. */
function shown(ch: string | undefined, wording: JsonWording): string {
  if (ch === undefined) return wording.theEnd;
  if (ch.charCodeAt(0) < 0x20) return `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return `'${ch}'`;
}

class Scanner {
  i = 0;
  constructor(
    private readonly text: string,
    private readonly wording: JsonWording,
  ) {}

  private get ch(): string | undefined {
    return this.i < this.text.length ? this.text[this.i] : undefined;
  }

  /** A call, not a getter: TypeScript would keep a check of `this.ch` narrowed across `this.value()`. */
  private atEnd(): boolean {
    return this.i >= this.text.length;
  }

  private shown(ch: string | undefined): string {
    return shown(ch, this.wording);
  }

  ws(): void {
    for (;;) {
      const c = this.ch;
      if (c !== undefined && WS.has(c)) this.i += 1;
      else if (c === '/' && (this.text[this.i + 1] === '/' || this.text[this.i + 1] === '*'))
        throw new Mistake('comments are not allowed in JSON', this.i);
      else return;
    }
  }

  /** At a character that starts a value (for "missing comma"). */
  private startsValue(): boolean {
    const c = this.ch;
    return (
      c !== undefined && (c === '"' || c === '{' || c === '[' || c === '-' || c === "'" || /[0-9A-Za-z_$]/.test(c))
    );
  }

  document(): void {
    this.ws();
    if (this.atEnd()) throw new Mistake('empty file, expected JSON', this.i);
    this.value('a value');
    this.ws();
    if (!this.atEnd()) {
      if (this.startsValue())
        throw new Mistake('a second value after the end of the JSON value', this.i, 'second-value');
      throw new Mistake(`unexpected ${this.shown(this.ch)} after the end of the JSON value`, this.i, 'after-value');
    }
  }

  value(expected: string): void {
    const c = this.ch;
    if (c === '{') {
      this.object();
      return;
    }
    if (c === '[') {
      this.array();
      return;
    }
    if (c === '"') {
      this.string();
      return;
    }
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) {
      this.number();
      return;
    }
    if (c === "'") throw new Mistake('strings must be in double quotes, not single quotes', this.i);
    if (c === undefined) throw new Mistake(`unexpected ${this.wording.endOf}, expected ${expected}`, this.i);
    if (c === '+') throw new Mistake("a number must not start with '+'", this.i);
    if (c === '.') throw new Mistake('a number must start with a digit (write 0.5, not .5)', this.i);
    WORD.lastIndex = this.i;
    const word = WORD.exec(this.text)?.[0];
    if (word !== undefined) {
      if (word === 'true' || word === 'false' || word === 'null') {
        this.i += word.length;
        return;
      }
      const kind = word === 'NaN' || word === 'Infinity' ? 'non-finite' : 'other';
      throw new Mistake(WORDS.get(word) ?? `unquoted text "${word}" (strings must be in double quotes)`, this.i, kind);
    }
    throw new Mistake(`expected ${expected}, found ${this.shown(c)}`, this.i);
  }

  private string(): void {
    const start = this.i;
    this.i += 1;
    for (;;) {
      const c = this.ch;
      if (c === undefined)
        throw new Mistake(`unterminated string (no closing '"' before ${this.wording.theEnd})`, start);
      if (c === '"') {
        this.i += 1;
        return;
      }
      if (c === '\n' || c === '\r')
        throw new Mistake("unterminated string (no closing '\"' before the end of the line)", start);
      if (c.charCodeAt(0) < 0x20)
        throw new Mistake(
          `control character ${this.shown(c)} inside a string (write it as an escape, e.g. \\t or \\u0009)`,
          this.i,
        );
      if (c === '\\') {
        const e = this.text[this.i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.i + 2, this.i + 6)))
            throw new Mistake('invalid \\u escape in a string (four hex digits must follow \\u)', this.i);
          this.i += 6;
          continue;
        }
        if (e === undefined || !ESCAPES.has(e))
          throw new Mistake(
            `invalid escape ${e === undefined ? '\\' : `"\\${e}"`} in a string (a backslash is written \\\\)`,
            this.i,
          );
        this.i += 2;
        continue;
      }
      this.i += 1;
    }
  }

  private number(): void {
    const start = this.i;
    if (this.ch === '-' && this.text.startsWith('Infinity', this.i + 1))
      throw new Mistake(WORDS.get('Infinity')!, start, 'non-finite');
    NUMBER.lastIndex = start;
    const m = NUMBER.exec(this.text);
    if (m === null) throw new Mistake("a digit must follow '-'", start);
    this.i += m[0].length;
    const next = this.ch;
    if (m[0].replace('-', '').startsWith('0') && next !== undefined && next >= '0' && next <= '9')
      throw new Mistake('numbers must not have leading zeros', start);
    if (next === '.') throw new Mistake('a digit must follow the decimal point', this.i);
    if (next === 'e' || next === 'E') throw new Mistake('a digit must follow the exponent', this.i);
  }

  /** `[…]` or `{…}`: members separated by commas, no comma after the last. */
  private members(open: string, close: string, member: () => void): void {
    const opened = this.i;
    const other = close === ']' ? '}' : ']';
    this.i += 1;
    this.ws();
    if (this.ch === close) {
      this.i += 1;
      return;
    }
    for (;;) {
      this.ws();
      member();
      this.ws();
      const c = this.ch;
      if (c === close) {
        this.i += 1;
        return;
      }
      if (c === ',') {
        const comma = this.i;
        this.i += 1;
        this.ws();
        if (this.ch === close) throw new Mistake(`trailing comma (remove the ',' before '${close}')`, comma);
        if (this.ch === ',') throw new Mistake('two commas in a row (a value is missing between them)', this.i);
        continue;
      }
      const at = () => this.wording.place(this.text, opened);
      if (c === undefined)
        throw new Mistake(
          `unexpected ${this.wording.endOf} ('${open}' opened at ${at()} is not closed)`,
          this.i,
          'other',
          opened,
        );
      if (c === other)
        throw new Mistake(
          `'${open}' opened at ${at()} is closed by '${c}' (expected '${close}')`,
          this.i,
          'other',
          opened,
        );
      if (c === ':' && close === ']')
        throw new Mistake("unexpected ':' in an array (objects are written in '{…}')", this.i);
      if (this.startsValue())
        throw new Mistake(`missing comma (a ',' is missing before this ${close === ']' ? 'value' : 'key'})`, this.i);
      throw new Mistake(`expected ',' or '${close}', found ${this.shown(c)}`, this.i);
    }
  }

  private array(): void {
    this.members('[', ']', () => {
      if (this.ch === ',') throw new Mistake("a value is missing before ','", this.i);
      this.value('a value');
    });
  }

  private object(): void {
    this.members('{', '}', () => {
      const c = this.ch;
      if (c === "'") throw new Mistake('keys must be in double quotes, not single quotes', this.i);
      if (c !== '"') {
        WORD.lastIndex = this.i;
        const word = WORD.exec(this.text)?.[0];
        if (word !== undefined) throw new Mistake(`the key ${word} must be in double quotes ("${word}")`, this.i);
        throw new Mistake(`expected a key in double quotes, found ${this.shown(c)}`, this.i);
      }
      const keyStart = this.i;
      this.string();
      const key = this.text.slice(keyStart, this.i);
      this.ws();
      if (this.ch !== ':') throw new Mistake(`missing colon after the key ${key}`, this.i);
      this.i += 1;
      this.ws();
      const after = this.text[this.i];
      if (after === ',' || after === '}') throw new Mistake(`missing value after the key ${key}`, this.i);
      this.value(`the value of ${key}`);
    });
  }
}

/** The first syntax mistake in `text`, or null if it is valid JSON (or nested too deeply to check). */
export function findJsonSyntaxError(text: string): JsonSyntaxError | null {
  const found = scanJson(text);
  if (found === null) return null;
  return {
    message: found.message,
    offset: found.offset,
    ...(found.kind === 'second-value' ? { secondValue: true as const } : {}),
  };
}

/** The first mistake in `text` as data, its words in `wording`; null if it is valid JSON (or nested too deeply to check). */
export function scanJson(text: string, wording: JsonWording = FILE_WORDING): JsonMistake | null {
  const scanner = new Scanner(text, wording);
  try {
    scanner.document();
    return null;
  } catch (error) {
    if (error instanceof Mistake)
      return { message: error.message, offset: error.offset, kind: error.kind, opened: error.opened };
    if (error instanceof RangeError) return null; // nesting deeper than the stack: the caller's parser message stands
    throw error;
  }
}

/** 1-based line and column (UTF-16 code units) of an offset; `\n` ends a line. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let k = text.indexOf('\n'); k !== -1 && k < offset; k = text.indexOf('\n', k + 1)) {
    line += 1;
    start = k + 1;
  }
  return { line, column: offset - start + 1 };
}
