import type { Diagnostic } from '../../../core/diagnostics.js';
import { cellOf, locateCells, type CellRequest } from '../input/cell-positions.js';
import { describeJsonError, parsePyJson } from '../reference/json.js';
import { jsonErrorOffset, plainJsonError } from './row.js';

/**
 * Row errors that point at a character of a cell (a cell that is not JSON), located in the file
 * once the suite is scored. While rows are scored (on any thread) the error carries only its
 * offset in the cell: rows do not remember where their cells start. Here, for the diagnostics the
 * suite keeps, the file is read once more up to the last such row (input/cell-positions.ts), and
 * each diagnostic's `line` and `column` become the physical line and column of the mistake, and a
 * position in its words the file's. A cell that cannot be found again, or no longer reads the
 * same, keeps its message located in the cell. Nothing is read when no kept diagnostic needs it.
 */
export class CellErrorSpots {
  /** Diagnostics dropped by the suite's cap are not kept alive by this table. */
  private readonly spots = new WeakMap<Diagnostic, { path: string; field: string; line: number; offset: number }>();
  private count = 0;

  /** `d` (at its record's first line, in column `d.field`) points at `offset` of its cell in `path`. */
  remember(d: Diagnostic, path: string, offset: number | undefined): void {
    if (offset === undefined || d.field === null || d.line === null) return;
    this.spots.set(d, { path, field: d.field, line: d.line, offset });
    this.count += 1;
  }

  /** Locates the kept diagnostics in their files (in place); returns `list`. */
  async locate(list: Diagnostic[]): Promise<Diagnostic[]> {
    if (this.count === 0) return list;
    const byFile = new Map<string, Array<{ d: Diagnostic; spot: CellRequest & { offset: number } }>>();
    for (const d of list) {
      const spot = this.spots.get(d);
      if (spot === undefined) continue;
      byFile.set(spot.path, [...(byFile.get(spot.path) ?? []), { d, spot }]);
    }
    for (const [path, wanted] of byFile) {
      const cells = await locateCells(path, wanted.map((w) => w.spot));
      for (const { d, spot } of wanted) {
        const cell = cellOf(cells, spot);
        if (cell === null) continue;
        // The cell must read as it did when scored: Python's words, the mistake at the same place.
        const parsed = parsePyJson(cell.text);
        if (parsed.ok || d.detail !== `Python: ${describeJsonError(cell.text, parsed.message, parsed.position)}`) continue;
        if (jsonErrorOffset(cell.text, parsed.position) !== spot.offset) continue;
        const at = cell.at(spot.offset);
        const message = plainJsonError(cell.text, parsed.message, cell.at);
        if (at === null || message === null) continue;
        d.line = at.line;
        d.column = at.column;
        d.message = message;
      }
    }
    return list;
  }
}

