import type { DiagnosticInit } from '../../../core/diagnostics.js';
import type { SchemaName } from '../../../schemas/registry.js';
import { COLUMNS } from '../input/columns.js';
import { cell, jsonCell, type CsvHeader, type CsvRow } from '../input/records.js';
import { describeJsonError, JsonKeys, parsePyJson } from '../reference/json.js';
import { FIELD_SIZE_LIMIT } from '../reference/csv.js';
import { findNonFinite, pyRepr, PyRaise, type PyValue } from '../reference/value.js';
import { checkRouteSchema, describeViolations } from './route-schema.js';
import { positionOf, scanJson, type JsonWording } from '../../../json/syntax.js';
import type { Compat, CompatDifference, CompatListener } from '../reference/units.js';

/** Python's json.loads messages (without the position) in plain words, for when the scanner does not agree. */
const PY_JSON_MESSAGES = new Map<string, string>(
  Object.entries({
    "Expecting ',' delimiter": "a ',' is missing between two values",
    "Expecting ':' delimiter": "a ':' is missing after a key",
    'Expecting value': 'a value is missing',
    'Expecting property name enclosed in double quotes': 'a key must be in double quotes',
    'Unterminated string starting at': 'a string has no closing quote',
    'Invalid control character at': 'a control character inside a string',
    'Invalid \\escape': 'an invalid backslash escape',
    'Extra data': 'more text after the JSON value',
  }),
);

/**
 * Longest cell (UTF-16 units) read as JSON: 8× the field limit of the official scripts' CSV
 * reader (131 072, where they abort), far beyond a route (a few kB). A longer cell is a row error
 * without being parsed: its value would take ≈ 20× its length in memory, per thread.
 */
export const MAX_JSON_CELL_CHARS = 1 << 20;

function cellTooLarge(length: number): string {
  return `the cell is ${length} characters long, more than the ${MAX_JSON_CELL_CHARS} a JSON cell is read up to: not parsed (the official scripts stop at ${FIELD_SIZE_LIMIT})`;
}

/** Offset (UTF-16 units) of Python's position (code points) in `text`. */
function utf16Offset(text: string, codePoints: number): number {
  let i = 0;
  for (let n = 0; n < codePoints && i < text.length; n++) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
  }
  return i;
}

/** Longest cell (UTF-16 units) the JSON scanner words; longer ones keep Python's message, in plain words. */
const SCANNED_CELL_MAX = 1 << 20;

/** How a message names a place of a cell (an offset, UTF-16 units): `character 7`, or the file's `8:519`. */
export type CellPlace = (offset: number) => string;

/** Places named in the cell itself: `character 7`, `line 2, character 1`. */
function inCell(text: string): CellPlace {
  return (offset) => {
    const at = positionOf(text, offset);
    return at.line === 1 ? `character ${at.column}` : `line ${at.line}, character ${at.column}`;
  };
}

/**
 * What is wrong with a cell that is not JSON: where (UTF-16 units of the cell) and in plain words
 * (`detail`, after "the cell is not valid JSON: "; null: no words, the message is that phrase
 * alone). The scanner's words and place where it finds the mistake Python found (it also refuses
 * NaN, which Python reads), positions in them named by `place`; else Python's words at Python's
 * position. `afterValue`: the mistake is text after a complete value.
 */
export interface CellJsonMistake {
  offset: number;
  detail: string | null;
  scanned: boolean;
  afterValue: boolean;
}

export function cellJsonMistake(
  text: string,
  python: { message: string; position: number },
  place: CellPlace,
): CellJsonMistake {
  // A cell past a megabyte gets Python's words: the scanner would add seconds for one message.
  const found =
    text.length > SCANNED_CELL_MAX
      ? null
      : scanJson(text, { ...CELL_WORDING, place: (_text, offset) => place(offset) });
  if (found !== null && found.kind !== 'non-finite') {
    return {
      offset: found.offset,
      detail: found.message,
      scanned: true,
      afterValue: found.kind === 'second-value' || found.kind === 'after-value',
    };
  }
  return {
    offset: utf16Offset(text, python.position),
    detail: PY_JSON_MESSAGES.get(python.message) ?? null,
    scanned: false,
    afterValue: false,
  };
}

/** The message of a cell's JSON mistake: "the cell is not valid JSON: …". */
export function mistakeMessage(mistake: Pick<CellJsonMistake, 'detail'>): string {
  return mistake.detail === null ? 'the cell is not valid JSON' : `the cell is not valid JSON: ${mistake.detail}`;
}

/** A cell's end and places as the scanner's words name them (cellJsonMistake). */
const CELL_WORDING: Omit<JsonWording, 'place'> = { theEnd: 'the end of the cell', endOf: 'end of the cell' };

/** What the rows of one file share: the file as diagnostics show it, the compat mode, the key table. */
export interface RowCellsEnv {
  file: string;
  compat: Compat;
  keys?: JsonKeys;
}

/**
 * One CSV row as the scorers read it: cells parsed as Python's json.loads would (raising where it
 * raises), route-schema checks per compat mode, and the row's notes (schema warnings,
 * compat-difference infos) collected for the suite diagnostics.
 */
export class RowCells {
  /** Warnings and infos located at this row (never errors: a raise is the row error). */
  readonly notes: DiagnosticInit[] = [];
  /**
   * The cell that was not JSON when json() raised for it, and where in the cell the mistake is
   * (UTF-16 units): the diagnostic is located in the file after scoring (tasks/located.ts).
   */
  jsonError: { field: string; offset: number } | null = null;
  private readonly seenDifferences = new Set<string>();
  private readonly parsed = new Map<string, PyValue>();

  /** File as shown in diagnostics. */
  readonly file: string;
  readonly compat: Compat;
  /** Keys of the cells read as text (RowEnv.keys: one table for many rows). */
  private readonly keys: JsonKeys;

  constructor(
    readonly header: CsvHeader,
    readonly row: CsvRow,
    readonly item: string,
    /** What every row of a file shares (a RowEnv is one: no object per row). */
    env: RowCellsEnv,
    /** Route schema of the label and output cells. */
    private readonly routeSchema: SchemaName,
  ) {
    this.file = env.file;
    this.compat = env.compat;
    this.keys = env.keys ?? new JsonKeys();
  }

  text(field: string): string | undefined {
    return cell(this.header, this.row, field);
  }

  hasColumn(field: string): boolean {
    return this.header.index.has(field);
  }

  /** Raises `missing-column` when the header lacks the column (Python KeyError). */
  requireColumn(field: string): void {
    if (!this.hasColumn(field)) throw new PyRaise('missing-column', `column "${field}" is missing`, field, null);
  }

  /** json.loads(sample[field]) with the row-error rules of the spec; parsed once per row. */
  json(field: string): PyValue {
    const done = this.parsed.get(field);
    if (done !== undefined) return done;
    this.requireColumn(field);
    const value = jsonCell(this.header, this.row, field) ?? this.parseText(field);
    if (this.compat === 'corrected') {
      const at = findNonFinite(value);
      if (at !== null)
        throw new PyRaise('invalid-json', 'NaN/Infinity literal (a row error under --compat corrected)', field, at);
    }
    if (field === COLUMNS.label || field === COLUMNS.output) this.checkSchema(field, value);
    this.parsed.set(field, value);
    return value;
  }

  /** json.loads of the cell's text (a cell the CSV reader did not read as JSON). */
  private parseText(field: string): PyValue {
    const text = this.text(field);
    if (text === undefined)
      throw new PyRaise(
        'invalid-json',
        `the cell is absent (the row has only ${this.row.fields.length} fields)`,
        field,
        null,
      );
    if (text.length > MAX_JSON_CELL_CHARS) throw new PyRaise('cell-too-large', cellTooLarge(text.length), field, null);
    const r = parsePyJson(text, this.keys);
    if (r.ok) return r.value;
    if (text.trim() === '') throw new PyRaise('invalid-json', 'empty cell, expected JSON', field, null);
    const mistake = cellJsonMistake(text, r, inCell(text));
    this.jsonError = { field, offset: mistake.offset };
    // Located in the cell while rows are scored; in the file once the suite is (tasks/located.ts).
    const plain = mistake.scanned
      ? `${mistakeMessage(mistake)}, at ${inCell(text)(mistake.offset)} of the cell`
      : mistakeMessage(mistake);
    throw new PyRaise(
      'invalid-json',
      `invalid JSON: ${describeJsonError(text, r.message, r.position)}`,
      field,
      null,
      plain,
    );
  }

  private checkSchema(field: string, value: PyValue): void {
    const found = checkRouteSchema(this.routeSchema, value);
    if (found.length === 0) return;
    const first = found[0] as { pointer: string; message: string };
    const message = `route schema (${this.routeSchema}): ${describeViolations(field, found)}`;
    if (this.compat === 'corrected') throw new PyRaise('schema', message, field, first.pointer);
    this.note({ severity: 'warning', code: 'schema', field, pointer: first.pointer, message });
  }

  note(init: DiagnosticInit): void {
    this.notes.push({ file: this.file, line: this.row.line, row: this.row.row, item: this.item, ...init });
  }

  /** Listener for units read differently under --compat corrected (one info per value). */
  readonly onCompatDifference: CompatListener = (d: CompatDifference) => {
    const key = `${d.ref.field}\u0000${d.ref.pointer}`;
    if (this.seenDifferences.has(key)) return;
    this.seenDifferences.add(key);
    this.note({
      severity: 'info',
      code: 'compat-difference',
      field: d.ref.field,
      pointer: d.ref.pointer,
      message: `${d.kind} ${pyRepr(d.raw).slice(0, 60)} reads ${d.corrected} (reference: ${d.reference})`,
    });
  };
}
