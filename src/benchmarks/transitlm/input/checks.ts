// Whole-input problems of an evaluation CSV (docs/results.md "Fail closed"). The rows are still
// counted as the reference counts them; the caller makes the suite `status: "error"`.
import { closeSync, openSync, readSync } from 'node:fs';
import type { DiagnosticInit } from '../../../core/diagnostics.js';
import type { CsvHeader, CsvProblem } from './records.js';
import { COLUMNS } from './columns.js';
import { didYouMean } from '../../../core/suggest.js';

/** At most this many of a file's columns are listed in a message; longer names are cut. */
const LISTED_COLUMNS = 12;
const NAME_CHARS = 40;

/**
 * `column "generate_results" is missing (did you mean "generate_result"?): every row is an error
 * (the file's columns: "index_id", "sft_prompt", …)` — the nearest column the file has, and what it has (quoted: a
 * stray space in a header is the usual cause).
 */
export function missingColumnMessage(
  column: string,
  names: readonly string[],
  what = 'column',
  effect: string | null = null,
): string {
  const shown = names
    .slice(0, LISTED_COLUMNS)
    .map((n) => JSON.stringify(n.length > NAME_CHARS ? `${n.slice(0, NAME_CHARS)}…` : n));
  const more = names.length > LISTED_COLUMNS ? ` and ${names.length - LISTED_COLUMNS} more` : '';
  const has = names.length === 0 ? 'the header names no column' : `the file's columns: ${shown.join(', ')}${more}`;
  return `${what} "${column}" is missing${didYouMean(column, names)}${effect === null ? '' : `: ${effect}`} (${has})`;
}

const REQUIRED_COLUMNS: readonly string[] = [COLUMNS.id, COLUMNS.prompt, COLUMNS.label, COLUMNS.output];

/**
 * A file with no header (0 bytes, or blank), with a header and no row, or whose header lacks a
 * required column: one error each, located at the file (and column). `effect` says what a missing
 * column does to the rows.
 */
export function wholeInputProblems(
  header: CsvHeader | null,
  rows: number,
  file: string,
  effect: (column: string) => string,
): DiagnosticInit[] {
  if (header === null) return [{ code: 'empty-file', file, message: 'the file is empty: no header, no rows' }];
  const problems: DiagnosticInit[] = REQUIRED_COLUMNS.filter((c) => !header.index.has(c)).map((c) => ({
    code: 'missing-column',
    file,
    line: 1,
    field: c,
    message: missingColumnMessage(c, header.names, 'column', effect(c)),
  }));
  if (rows === 0) problems.push({ code: 'no-rows', file, line: 1, message: 'the file has a header but no rows' });
  return problems;
}

/** The reader's whole-file problem as a diagnostic; a UTF-16 file (a common export) is named as such. */
export function readProblem(problem: CsvProblem, file: string, shown: string): DiagnosticInit {
  const message =
    problem.code === 'invalid-utf8' && startsWithUtf16Bom(file)
      ? 'the file is UTF-16 (it starts with a UTF-16 byte-order mark): save it as UTF-8'
      : problem.message;
  return { code: problem.code, file: shown, line: problem.line, message };
}

function startsWithUtf16Bom(file: string): boolean {
  const head = Buffer.alloc(2);
  try {
    const fd = openSync(file, 'r');
    try {
      readSync(fd, head, 0, 2, 0);
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
  return (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
}
