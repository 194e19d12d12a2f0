// Payload stage of general mode: what the reference's build_request_case does for a row, as a
// value. A failure here is a `payload-error`: the row is counted in `errors` and enters no round.
import {
  childRef,
  iterate,
  pyLen,
  requireDict,
  truthy,
  type PyDict,
  type PyValue,
  type ValueRef,
} from '../../reference/value.js';
import { parsePrompt } from '../route.js';
import { COLUMNS } from '../../input/columns.js';
import type { RowCells } from '../row.js';
import { normaliseStations } from './normalise.js';
import { dumps } from './values.js';

/** One case as the evaluator receives it (before serialisation). */
export interface GeneralCase {
  /** The prompt's `city`, or "" when absent (any JSON value is sent as is). */
  city: PyValue;
  /** Every ','-part of the prompt's start/end parsed by float(); [0, 0] when the prompt gives none. */
  start: number[];
  end: number[];
  /** The output's line_sequence, or [] when falsy. */
  lineSequence: PyValue;
  /** Normalise(station_name if truthy else station_sequence or [], len(lines)). */
  stationNames: PyValue[];
  /** The output's modes; falsy → "". */
  startMode: PyValue;
  endMode: PyValue;
}

/** A row's payload: the parsed prompt and output cells and the case sent to the evaluator. */
export interface GeneralPayload {
  prompt: PyDict;
  output: PyDict;
  case: GeneralCase;
}

const OUT: ValueRef = { field: 'generate_results', pointer: '' };

/** The output's station list: station_name if truthy, else station_sequence or []. */
export function outputStations(output: PyDict): { value: PyValue; key: 'station_name' | 'station_sequence' } {
  const names = output.get('station_name');
  if (names !== undefined && truthy(names)) return { value: names, key: 'station_name' };
  const sequence = output.get('station_sequence');
  return { value: sequence !== undefined && truthy(sequence) ? sequence : [], key: 'station_sequence' };
}

function orDefault(d: PyDict, key: string, fallback: PyValue): PyValue {
  const v = d.get(key);
  return v !== undefined && truthy(v) ? v : fallback;
}

/**
 * The payload of a row with a non-empty output; throws PyRaise where the reference raises (the row
 * is then a payload error: rowErrorOf, its message the item's reason).
 */
export function buildPayload(cells: RowCells): GeneralPayload {
  const prompt = parsePrompt(cells.json(COLUMNS.prompt));
  const output = requireDict(cells.json(COLUMNS.output), 'generate_results', OUT);
  const lineSequence = orDefault(output, 'line_sequence', []);
  const lineCount = pyLen(lineSequence, childRef(OUT, 'line_sequence'));
  const stations = outputStations(output);
  const entries = iterate(stations.value, childRef(OUT, stations.key));
  const city = prompt.value.get('city');
  return {
    prompt: prompt.value,
    output,
    case: {
      city: city === undefined ? '' : city,
      start: prompt.start.parts,
      end: prompt.end.parts,
      lineSequence,
      stationNames: normaliseStations(entries, lineCount),
      startMode: orDefault(output, 'start_transfer_mode', ''),
      endMode: orDefault(output, 'end_transfer_mode', ''),
    },
  };
}

/** The case as JSON text, written as Python's json.dumps writes it. */
export function caseJson(c: GeneralCase): string {
  return (
    `{"city": ${dumps(c.city)}, "start": ${dumps(c.start)}, "end": ${dumps(c.end)}, "pred": {` +
    `"line_sequence": ${dumps(c.lineSequence)}, "station_name": ${dumps(c.stationNames)}, ` +
    `"start_transfer_mode": ${dumps(c.startMode)}, "end_transfer_mode": ${dumps(c.endMode)}}}`
  );
}
