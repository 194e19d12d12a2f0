import { describe, expect, it } from 'vitest';
import { parsePyJson } from '../../src/benchmarks/transitlm/reference/json.js';
import { cellJsonMistake, mistakeMessage, RowCells } from '../../src/benchmarks/transitlm/tasks/row.js';
import { csvHeader, type CsvRow } from '../../src/benchmarks/transitlm/input/records.js';
import { PyRaise } from '../../src/benchmarks/transitlm/reference/value.js';

/**
 * The plain words of a TransitLM cell that is not JSON (tasks/row.ts): the scanner's mistake where
 * it finds the one Python found, with the places it names given as offsets (never read back out of
 * its words), else Python's words at Python's position.
 */

/** Places named by their offset: for the mistakes whose words name no place. */
const byOffset = (offset: number) => `offset ${offset}`;

function mistake(text: string, place = byOffset) {
  const parsed = parsePyJson(text);
  if (parsed.ok) throw new Error(`${text} is JSON`);
  return cellJsonMistake(text, parsed, place);
}

const header = csvHeader(['index_id', 'generate_results']);

/** The message as it reads while the rows are scored: the plain words of the row error RowCells raises. */
function inCellWords(text: string): string | null {
  const row: CsvRow = { row: 1, line: 2, offset: 0, fields: ['id1', text], oversized: null, values: null };
  const cells = new RowCells(header, row, 'id1', { file: 'in.csv', compat: 'reference' }, 'transitlm-route');
  try {
    cells.json('generate_results');
  } catch (raise) {
    if (raise instanceof PyRaise) return raise.plain;
    throw raise;
  }
  throw new Error(`${text} is JSON`);
}

describe('the plain words of a cell that is not JSON', () => {
  it('in the cell while the rows are scored', () => {
    expect(inCellWords('{"a": [1, 2}')).toBe(
      "the cell is not valid JSON: '[' opened at character 7 is closed by '}' (expected ']'), at character 12 of the cell",
    );
    expect(inCellWords('[\n[1,\n')).toBe(
      'the cell is not valid JSON: unexpected end of the cell, expected a value, at line 3, character 1 of the cell',
    );
    expect(inCellWords('[\n[1\n')).toBe(
      "the cell is not valid JSON: unexpected end of the cell ('[' opened at line 2, character 1 is not closed), at line 3, character 1 of the cell",
    );
    expect(inCellWords('["a')).toBe(
      `the cell is not valid JSON: unterminated string (no closing '"' before the end of the cell), at character 2 of the cell`,
    );
  });

  it('in the file once located: the places named are the ones asked for, by offset', () => {
    const asked: number[] = [];
    const inFile = (offset: number) => {
      asked.push(offset);
      return `10:${100 + offset}`;
    };
    const m = mistake('{"a": [1, 2}', inFile);
    expect(mistakeMessage(m)).toBe("the cell is not valid JSON: '[' opened at 10:106 is closed by '}' (expected ']')");
    expect([m.offset, m.scanned, m.afterValue, asked]).toEqual([11, true, false, [6]]);
  });

  it('text after a complete value is a kind, not a phrase to look for', () => {
    expect(mistake('[1] [2]')).toMatchObject({
      afterValue: true,
      detail: 'a second value after the end of the JSON value',
      offset: 4,
    });
    expect(mistake('[1] }')).toMatchObject({ afterValue: true, offset: 4 });
    expect(mistake('[1 }')).toMatchObject({ afterValue: false });
  });

  it("Python's words where the scanner stops at NaN or Infinity (Python reads them), at Python's position", () => {
    expect(mistake('[NaN, }')).toEqual({ offset: 6, detail: 'a value is missing', scanned: false, afterValue: false });
    // Python counts code points, the cell's offsets are UTF-16 units: 😀 is one and two.
    expect(mistake('{"😀": -Infinity, }')).toMatchObject({
      offset: 18,
      detail: 'a key must be in double quotes',
      scanned: false,
    });
    // Right after 😀: Python's position 8 (the backslash) is offset 9.
    expect(mistake('[NaN, "😀\\x"]')).toEqual({
      offset: 9,
      detail: 'an invalid backslash escape',
      scanned: false,
      afterValue: false,
    });
  });

  it("Python's own words looked up by its message as it is (no ':' in it is a separator)", () => {
    expect(mistake('{"a": NaN, "b" 1}')).toMatchObject({ detail: "a ':' is missing after a key", scanned: false });
    expect(mistake('[NaN] x')).toMatchObject({
      detail: 'more text after the JSON value',
      scanned: false,
      afterValue: false,
    });
  });

  it("an unquoted word that merely contains NaN is the scanner's mistake (it is where Python fails too)", () => {
    expect(mistake('[NaNx]')).toMatchObject({
      detail: 'unquoted text "NaNx" (strings must be in double quotes)',
      scanned: true,
      offset: 1,
    });
  });
});
