import type { JsonValues } from '../reference/csv.js';
import type { PyValue } from '../reference/value.js';

export type CsvProblemCode = 'io' | 'invalid-utf8' | 'nul-byte' | 'line-too-long';

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
  /** Byte offset of the record in the file as read (CsvRecord.offset). */
  offset: number;
  fields: string[];
  oversized: number[] | null;
  /** Cells read as JSON (CsvRecord.values). */
  values: JsonValues | null;
}

/** A cell of a row by column name: absent (undefined) when the column is missing or the row short. */
export function cell(header: CsvHeader, row: CsvRow, name: string): string | undefined {
  const i = header.index.get(name);
  if (i === undefined) return undefined;
  if (row.values?.[i] !== undefined)
    throw new Error(`bug: the text of column ${name} was not kept (it was read as JSON)`);
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

/** A header from its column names (of duplicate names the last wins). */
export function csvHeader(names: string[]): CsvHeader {
  const index = new Map<string, number>();
  names.forEach((name, k) => index.set(name, k));
  return { names, index };
}
