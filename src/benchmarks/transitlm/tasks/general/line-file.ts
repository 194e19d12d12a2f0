// Reading the offline judge's line file (`--lines line_info.csv`) and turning a payload case into
// what the judge needs. A malformed line file is a whole-file problem (suite status "error").
import { failure, success, type Failure, type Result } from '../../../../core/result.js';
import type { Diagnostic } from '../../../../results/types.js';
import { missingColumnMessage } from '../../input/checks.js';
import { diagnostic } from '../../../../core/diagnostics.js';
import { displayPath } from '../../../../results/inputs.js';
import { cell } from '../../input/records.js';
import { DictCsvReader } from '../../input/csv-reader.js';
import { describeJsonError, JsonKeys, parsePyJson } from '../../reference/json.js';
import { isDict, iterate, pyRepr, PyRaise, pyStr, type PyDict, type PyValue } from '../../reference/value.js';
import { groundingThreshold } from '../route.js';
import { parseDistance } from '../../fast/units.js';
import { type Compat } from '../../reference/units.js';
import { LineIndexBuilder, type LineIndex, type LinesCase, type LineStop, type NameEntry } from './lines.js';
import { stripLineGroups } from './normalise.js';
import type { GeneralCase } from './payload.js';

const repr = (v: PyValue) => pyRepr(v).slice(0, 60);

export type LineFileResult = Result<LineIndex, { rows: number }>;

const COLUMNS = ['citycode', 'line_name', 'station_list'] as const;

function missingColumns(header: string[] | null): string[] {
  return COLUMNS.filter((name) => !header?.includes(name));
}

/** A bad station_list cell: located in the cell here, at its file and row by the caller. */
function badStations(pointer: string | null, message: string): Failure {
  return failure(diagnostic({ code: 'bad-line-file', field: 'station_list', pointer, message }));
}

/** Stops of one station_list cell, or the problem. */
function stopsOf(text: string, keys: JsonKeys): Result<LineStop[]> {
  if (text === '') return success([]);
  const parsed = parsePyJson(text, keys);
  if (!parsed.ok)
    return badStations(null, `station_list is not JSON: ${describeJsonError(text, parsed.message, parsed.position)}`);
  const list = Array.isArray(parsed.value) ? parsed.value : null;
  if (list === null) return badStations(null, `station_list is ${repr(parsed.value)}, not an array`);
  const stops: LineStop[] = [];
  for (const [i, entry] of list.entries()) {
    if (!isDict(entry)) return badStations(`/${i}`, `station ${repr(entry)} is not an object`);
    const name = entry.get('station_name') ?? '';
    if (typeof name !== 'string')
      return badStations(`/${i}/station_name`, `station_name ${repr(name)} is not a string`);
    const id = entry.get('stop_id') ?? '';
    if (Array.isArray(id) || isDict(id))
      return badStations(`/${i}/stop_id`, `stop_id ${repr(id)} is not a string or number`);
    stops.push({ name, stopId: pyStr(id) });
  }
  return success(stops);
}

export async function loadLineIndex(file: string): Promise<LineFileResult> {
  const shown = displayPath(file);
  const reader = new DictCsvReader(file);
  const builder = new LineIndexBuilder(stripLineGroups);
  const keys = new JsonKeys();
  const problems: Diagnostic[] = [];
  let count = 0;
  let missing: string[] | null = null;
  for await (const batch of reader.rows()) {
    const header = reader.header!;
    missing ??= missingColumns(header.names);
    if (missing.length > 0) break;
    for (const row of batch) {
      count += 1;
      const get = (name: string) => cell(header, row, name) ?? '';
      const stops = stopsOf(get('station_list'), keys);
      if (!stops.ok) {
        problems.push(...stops.diagnostics.map((d) => diagnostic({ ...d, file: shown, line: row.line, row: row.row })));
        continue;
      }
      builder.add(get('citycode'), get('line_name'), stops.value);
    }
  }
  if (reader.problem !== null)
    problems.push(
      diagnostic({
        code: reader.problem.code,
        file: shown,
        line: reader.problem.line,
        message: reader.problem.message,
      }),
    );
  missing ??= missingColumns(reader.header?.names ?? null);
  for (const name of missing)
    problems.push(
      diagnostic({
        code: 'missing-column',
        file: shown,
        line: 1,
        field: name,
        message: missingColumnMessage(name, reader.header?.names ?? [], "the line file's column"),
      }),
    );
  if (problems.length > 0) return { ok: false, diagnostics: problems };
  return { ok: true, value: builder.build(), rows: count };
}

/** A payload entry the judge can match (a string), or a `not-a-string` diagnostic at `pointer` of generate_results. */
function nameEntry(value: PyValue, pointer: string | null): NameEntry {
  return typeof value === 'string'
    ? success(value)
    : failure(
        diagnostic({
          code: 'not-a-string',
          field: 'generate_results',
          pointer,
          message: `${repr(value)} is not a string`,
        }),
      );
}

/** Catches a Python raise as the offline judge's reason text. */
function orReason<T>(f: () => T): T | string {
  try {
    return f();
  } catch (error) {
    if (error instanceof PyRaise) return error.message;
    throw error;
  }
}

/** The payload case as the offline judge reads it (plus the output's transfer distances). */
export function linesCaseOf(c: GeneralCase, output: PyDict, compat: Compat): LinesCase {
  const km = (key: string) => {
    const v = orReason(() => parseDistance(output.get(key), compat));
    return typeof v === 'number' ? v : 0;
  };
  // The general judge's taxi test lacks 滴滴.
  const threshold = (mode: PyValue) =>
    orReason(() => groundingThreshold(mode, { field: 'generate_results', pointer: '' }, ['打车', '网约车']));
  const lines = orReason(() => iterate(c.lineSequence));
  return {
    city: typeof c.city === 'string' ? c.city : null,
    lines: typeof lines === 'string' ? [] : lines.map((v, i) => nameEntry(v, `/line_sequence/${i}`)),
    // Normalised: positions are not the output's.
    names: c.stationNames.map((v) => nameEntry(v, null)),
    start: c.start,
    end: c.end,
    startThresholdKm: threshold(c.startMode),
    endThresholdKm: threshold(c.endMode),
    startTransferKm: km('start_transfer_distance'),
    endTransferKm: km('end_transfer_distance'),
  };
}
