// The AOI ids of a map (`aoiIds`): a JSON array of integers, or one integer per line.
import { diagnostic } from '../../core/diagnostics.js';
import { failure, success, type Result } from '../../core/result.js';
import { displayPath } from '../../core/paths.js';
import { readTextFile } from '../../json/read.js';
import { parseJsonDocument } from '../../json/structured.js';

/** The ids as a set; any id that is not an integer is a located error (a wrong list would miscount every trip). */
export async function readAoiIds(file: string): Promise<Result<Set<number>>> {
  const shown = displayPath(file);
  const read = await readTextFile(file);
  if (!read.ok) return read;
  const text = read.value.replace(/^\ufeff/, '');
  const ids = new Set<number>();
  if (text.trimStart().startsWith('[')) {
    const parsed = parseJsonDocument(text, shown);
    if (!parsed.ok) return parsed;
    const list = parsed.value as unknown[];
    if (!Array.isArray(list))
      return failure(diagnostic({ code: 'invalid-aoi-ids', file: shown, message: 'must be a JSON array of integers' }));
    for (let i = 0; i < list.length; i++) {
      const v = list[i];
      if (typeof v !== 'number' || !Number.isSafeInteger(v)) {
        const at = parsed.locate(`/${i}`);
        return failure(
          diagnostic({
            code: 'invalid-aoi-ids',
            file: shown,
            line: at.line,
            column: at.column,
            pointer: `/${i}`,
            message: `must be an integer, is ${JSON.stringify(v)}`,
          }),
        );
      }
      ids.add(v);
    }
  } else {
    const lines = text.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const t = lines[i]!.trim();
      if (t === '') continue;
      const v = /^[+-]?\d+$/.test(t) ? Number(t) : NaN;
      if (!Number.isSafeInteger(v))
        return failure(
          diagnostic({
            code: 'invalid-aoi-ids',
            file: shown,
            line: i + 1,
            message: `must be one integer id per line, is ${JSON.stringify(t.slice(0, 40))}`,
          }),
        );
      ids.add(v);
    }
  }
  if (ids.size === 0) return failure(diagnostic({ code: 'invalid-aoi-ids', file: shown, message: 'has no AOI ids' }));
  return success(ids);
}
