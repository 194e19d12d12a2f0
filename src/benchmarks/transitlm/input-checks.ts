// Whole-input problems of an evaluation CSV (docs/results.md "Fail closed"). The rows are still
// counted as the reference counts them; the caller makes the suite `status: "error"`.
import type { DiagnosticInit } from '../../core/diagnostics.js';
import type { CsvHeader } from './csv.js';
import { COLUMNS } from './row.js';

const REQUIRED_COLUMNS: readonly string[] = [COLUMNS.id, COLUMNS.prompt, COLUMNS.label, COLUMNS.output];

/**
 * A file with no header (0 bytes, or blank), with a header and no row, or whose header lacks a
 * required column: one error each, located at the file (and column). `effect` says what a missing
 * column does to the rows.
 */
export function wholeInputProblems(header: CsvHeader | null, rows: number, file: string, effect: (column: string) => string): DiagnosticInit[] {
  if (header === null) return [{ code: 'empty-file', file, message: 'the file is empty: no header, no rows' }];
  const problems: DiagnosticInit[] = REQUIRED_COLUMNS.filter((c) => !header.index.has(c)).map((c) => ({ code: 'missing-column', file, line: 1, field: c, message: `column "${c}" is missing: ${effect(c)}` }));
  if (rows === 0) problems.push({ code: 'no-rows', file, line: 1, message: 'the file has a header but no rows' });
  return problems;
}
