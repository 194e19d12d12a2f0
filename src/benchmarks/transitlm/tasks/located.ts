import type { Diagnostic } from '../../../core/diagnostics.js';
import { readCellsAgain, type CellAt, type FilePosition, type LocatedCell } from '../input/reread.js';
import { describeJsonError, parsePyJson } from '../reference/json.js';
import { cellJsonMistake, mistakeMessage, type CellJsonMistake } from './row.js';

/**
 * Row errors that point at a character of a cell (a cell that is not JSON), located in the file
 * once the suite is scored. While rows are scored (on any thread) the error carries only where
 * its record starts and its offset in the cell (RowError.cell). Here, for the diagnostics the
 * suite keeps, those records are read again (input/reread.ts), and each diagnostic's `line` and
 * `column` become the physical line and column of the mistake, and a position in its words the
 * file's. A cell that cannot be found again, or no longer reads the same, keeps its message
 * located in the cell. Nothing is read when no kept diagnostic needs it.
 */

/** Where a row error's mistake is: its cell (CellAt) and the offset in it; and Python's words for it. */
export interface CellSpot extends CellAt {
  /** Offset of the mistake in the cell (UTF-16 units). */
  at: number;
  /** The raise's message: `invalid JSON: Expecting ',' delimiter: line 1 column 71 (char 70)`. */
  python: string;
}

export class CellErrorSpots {
  /** Diagnostics dropped by the suite's cap are not kept alive by this table. */
  private readonly spots = new WeakMap<Diagnostic, { path: string; spot: CellSpot }>();
  private count = 0;

  /** `d` points at a character of a cell of the file at `path`. */
  remember(d: Diagnostic, path: string, spot: CellSpot): void {
    this.spots.set(d, { path, spot });
    this.count += 1;
  }

  /** Locates the kept diagnostics in their files (in place); returns `list`. */
  async locate(list: Diagnostic[]): Promise<Diagnostic[]> {
    if (this.count === 0) return list;
    const byFile = new Map<string, { d: Diagnostic; spot: CellSpot }[]>();
    for (const d of list) {
      const kept = this.spots.get(d);
      if (kept === undefined) continue;
      byFile.set(kept.path, [...(byFile.get(kept.path) ?? []), { d, spot: kept.spot }]);
    }
    for (const [path, wanted] of byFile) {
      const cells = await readCellsAgain(
        path,
        wanted.map((w) => w.spot),
      );
      for (const { d, spot } of wanted) {
        const cell = cells.get(spot.offset);
        if (cell !== undefined) placeInFile(d, spot, cell);
      }
    }
    return list;
  }
}

/** Locates `d` in the file if the cell still reads as when scored: Python's words, the mistake at the same place. */
function placeInFile(d: Diagnostic, spot: CellSpot, cell: LocatedCell): void {
  const parsed = parsePyJson(cell.text);
  if (parsed.ok) return;
  if (spot.python !== `invalid JSON: ${describeJsonError(cell.text, parsed.message, parsed.position)}`) return;
  let unplaced = false as boolean; // set by place(), called from cellJsonMistake
  const place = (offset: number) => {
    const at = cell.at(offset);
    unplaced ||= at === null;
    return `${at?.line}:${at?.column}`;
  };
  const mistake = cellJsonMistake(cell.text, parsed, place);
  if (mistake.offset !== spot.at) return;
  const at = cell.at(spot.at);
  if (at === null || unplaced) return;
  const runOn = quoteLeftOpen(cell, mistake, at);
  d.line = runOn?.line ?? at.line;
  d.column = runOn?.column ?? at.column;
  d.message = runOn?.message ?? mistakeMessage(mistake);
}

/**
 * A cell whose quote was left open on its record's line takes in the lines after it, and its JSON
 * fails there: the mistake is the quote, on the line where the cell began, not the line after.
 * Two signs: the quote never closes (the cell runs to the end of the file), or the cell's JSON
 * value is complete on that line and the cell goes on past a line break. Null for anything else
 * (a JSON value written over several lines inside a closed quote keeps its place).
 */
function quoteLeftOpen(
  cell: LocatedCell,
  mistake: CellJsonMistake,
  at: FilePosition,
): (FilePosition & { message: string }) | null {
  const quote = cell.quote;
  if (quote === null || at.line <= quote.line) return null;
  if (!cell.closed) {
    const cutOff = mistake.detail ?? mistakeMessage(mistake);
    const message =
      'the quote that opens this cell is never closed: the cell runs on to the end of the file ' +
      `(line ${at.line}) and its JSON is cut off (${cutOff})`;
    return { ...quote, message };
  }
  if (!mistake.afterValue) return null;
  let end = mistake.offset;
  while (end > 0 && /\s/.test(cell.text[end - 1]!)) end -= 1;
  const valueEnd = cell.at(end);
  if (valueEnd?.line !== quote.line) return null;
  const message =
    `the cell's JSON value ends here, on line ${quote.line}, but the cell runs on into line ${at.line} ` +
    `(more text at ${at.line}:${at.column}): is its closing '"' missing here?`;
  return { ...valueEnd, message };
}
