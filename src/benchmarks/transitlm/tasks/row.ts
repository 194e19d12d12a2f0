import type { DiagnosticInit } from '../../../core/diagnostics.js';
import type { SchemaName } from '../../../schemas/registry.js';
import { COLUMNS } from '../input/columns.js';
import { cell, jsonCell, type CsvHeader, type CsvRow } from '../input/records.js';
import { describeJsonError, parsePyJson } from '../reference/json.js';
import { FIELD_SIZE_LIMIT } from '../reference/csv.js';
import { findNonFinite, pyRepr, PyRaise, type PyValue } from '../reference/value.js';
import { checkRouteSchema, describeViolations } from './route-schema.js';
import { findJsonSyntaxError, positionOf } from '../../../json/syntax.js';
import type { Compat, CompatDifference, CompatListener } from '../reference/units.js';

/** Python's json.loads messages (before the position) in plain words, for when the scanner does not agree. */
const PY_JSON_MESSAGES = new Map<string, string>(Object.entries({
  "Expecting ',' delimiter": "a ',' is missing between two values",
  "Expecting ':' delimiter": "a ':' is missing after a key",
  'Expecting value': 'a value is missing',
  'Expecting property name enclosed in double quotes': 'a key must be in double quotes',
  'Unterminated string starting at': 'a string has no closing quote',
  'Invalid control character at': 'a control character inside a string',
  'Invalid \\escape': 'an invalid backslash escape',
  'Extra data': 'more text after the JSON value',
}));

/**
 * Longest cell (UTF-16 units) read as JSON: 8× the field limit of the official scripts' CSV
 * reader (131 072, where they abort), far beyond a route (a few kB). A longer cell is a row error
 * without being parsed: its value would take ≈ 20× its length in memory, per thread.
 */
export const MAX_JSON_CELL_CHARS = 1 << 20;

function cellTooLarge(length: number): string {
  return `the cell is ${length} characters long, more than the ${MAX_JSON_CELL_CHARS} a JSON cell is read up to: not parsed (the official scripts stop at ${FIELD_SIZE_LIMIT})`;
}

/** Where a character of a cell is in its file (1-based line and column), once the cell was found again. */
export type PlaceInFile = (offset: number) => { line: number; column: number } | null;

/** Offset (UTF-16 units) in `text` of `line`:`column` as positionOf counts them. */
function offsetOf(text: string, line: number, column: number): number {
  let start = 0;
  for (let l = 1; l < line; l++) start = text.indexOf('\n', start) + 1;
  return start + column - 1;
}

/** Offset (UTF-16 units) of Python's position (code points) in `text`. */
export function utf16Offset(text: string, codePoints: number): number {
  let i = 0;
  for (let n = 0; n < codePoints && i < text.length; n++) {
    const c = text.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
  }
  return i;
}

/** The scanner's mistake in `text`, unless it is one Python reads (NaN): then Python's words are used. */
function scannerMistake(text: string): { message: string; offset: number } | null {
  // A cell past a megabyte gets Python's words: the scanner would add seconds for one message.
  if (text.length > SCANNED_CELL_MAX) return null;
  // One error is worded and located more than once (while scoring, then in the file): scan once.
  if (lastScan !== null && lastScan.text === text) return lastScan.found;
  const raw = findJsonSyntaxError(text);
  const found = raw !== null && !/NaN|Infinity/.test(raw.message) ? raw : null;
  lastScan = { text, found };
  return found;
}

/** Longest cell (UTF-16 units) the JSON scanner words; longer ones keep Python's message, in plain words. */
const SCANNED_CELL_MAX = 1 << 20;
let lastScan: { text: string; found: { message: string; offset: number } | null } | null = null;

/**
 * What is wrong with a cell that is not JSON, in plain words (Python's text,
 * `Expecting ',' delimiter: line 1 column 71 (char 70)`, stays the item's reason). The scanner's
 * words where it finds the mistake Python found (it also refuses NaN, which Python reads).
 * Located in the cell (`at character 71 of the cell`) while rows are scored; with `inFile`, once
 * the cell was found again in its file, the diagnostic's line:column says where the mistake is
 * and a position in the words (`'[' opened at 8:519`) is the file's. Null with `inFile` when a
 * position cannot be placed.
 */
export function plainJsonError(text: string, pyMessage: string): string;
export function plainJsonError(text: string, pyMessage: string, inFile: PlaceInFile): string | null;
export function plainJsonError(text: string, pyMessage: string, inFile?: PlaceInFile): string | null {
  const found = scannerMistake(text);
  if (found !== null) {
    let unplaced = false;
    const opened = (line: string, column: string): string => {
      if (inFile === undefined) return line === '1' ? `opened at character ${column}` : `opened at line ${line}, character ${column}`;
      const at = inFile(offsetOf(text, Number(line), Number(column)));
      unplaced ||= at === null;
      return `opened at ${at?.line}:${at?.column}`;
    };
    // The scanner speaks of a file and its line:column; here the text is one cell.
    const words = found.message.replace(/end of (?:the )?file/g, 'end of the cell').replace(/opened at (\d+):(\d+)/g, (_m, line: string, column: string) => opened(line, column));
    if (inFile !== undefined) return unplaced ? null : `the cell is not valid JSON: ${words}`;
    const at = positionOf(text, found.offset);
    const where = at.line === 1 ? `character ${at.column} of the cell` : `line ${at.line}, character ${at.column} of the cell`;
    return `the cell is not valid JSON: ${words}, at ${where}`;
  }
  const words = PY_JSON_MESSAGES.get(pyMessage.split(':')[0]!.trim());
  return words === undefined ? 'the cell is not valid JSON' : `the cell is not valid JSON: ${words}`;
}

/**
 * Where in the cell plainJsonError locates the mistake (UTF-16 units): the scanner's offset, or
 * Python's position where its words are used.
 */
export function jsonErrorOffset(text: string, pyPosition: number): number {
  return scannerMistake(text)?.offset ?? utf16Offset(text, pyPosition);
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

  constructor(
    readonly header: CsvHeader,
    readonly row: CsvRow,
    /** File as shown in diagnostics. */
    readonly file: string,
    readonly item: string,
    readonly compat: Compat,
    /** Route schema of the label and output cells. */
    private readonly routeSchema: SchemaName,
  ) {}

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
      if (at !== null) throw new PyRaise('invalid-json', 'NaN/Infinity literal (a row error under --compat corrected)', field, at);
    }
    if (field === COLUMNS.label || field === COLUMNS.output) this.checkSchema(field, value);
    this.parsed.set(field, value);
    return value;
  }

  /** json.loads of the cell's text (a cell the CSV reader did not read as JSON). */
  private parseText(field: string): PyValue {
    const text = this.text(field);
    if (text === undefined) throw new PyRaise('invalid-json', `the cell is absent (the row has only ${this.row.fields.length} fields)`, field, null);
    if (text.length > MAX_JSON_CELL_CHARS) throw new PyRaise('cell-too-large', cellTooLarge(text.length), field, null);
    const r = parsePyJson(text);
    if (r.ok) return r.value;
    if (text.trim() === '') throw new PyRaise('invalid-json', 'empty cell, expected JSON', field, null);
    this.jsonError = { field, offset: jsonErrorOffset(text, r.position) };
    throw new PyRaise('invalid-json', `invalid JSON: ${describeJsonError(text, r.message, r.position)}`, field, null, plainJsonError(text, r.message));
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
