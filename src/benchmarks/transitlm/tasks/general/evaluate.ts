// Evaluation stage of general mode: the reference's per-row evaluation (evaluate_general_llm_sample
// plus the soft station IoU of general_llm/evaluate.py). It raises (→ row error) in the same cases,
// in the reference's order, so the diagnostic names the first cause.
import {
  childRef,
  dictGet,
  isDict,
  iterate,
  pyLen,
  pyRepr,
  PyRaise,
  requireDict,
  truthy,
  type PyDict,
  type PyValue,
  type RowErrorCode,
  type ValueRef,
} from '../../reference/value.js';
import {
  accurate,
  countTransitLines,
  cyclingSegments,
  expertScore,
  filterStations,
  lineIou,
  mape,
  modesMatch,
  scoreDeviation,
  stationIou,
  transferAccurate,
} from '../route.js';
import { COLUMNS } from '../../input/columns.js';
import type { RowCells } from '../row.js';
import { parseUnit } from '../../fast/units.js';
import { type UnitKind } from '../../reference/units.js';
import { normaliseStations, stripLineGroups, trimToSegmentEnds } from './normalise.js';
import { outputStations } from './payload.js';

export interface GeneralEvaluation {
  lineIoU: number;
  stationIoU: number;
  modesMatch: boolean;
  score: number;
  labelScore: number;
  deviationPct: number;
  distanceMape: number;
  timeMape: number;
  fareMape: number;
  distanceAccurate: boolean;
  timeAccurate: boolean;
  fareAccurate: boolean;
  transferAccurate: boolean;
}

const OUT: ValueRef = { field: 'generate_results', pointer: '' };
const LABEL: ValueRef = { field: 'sft_label', pointer: '' };

function raise(code: RowErrorCode, ref: ValueRef, message: string): never {
  throw new PyRaise(code, message, ref.field, ref.pointer === '' ? null : ref.pointer);
}

/** `x or default` for an optional key. */
function orDefault(d: PyDict, key: string, fallback: PyValue): PyValue {
  const v = d.get(key);
  return v !== undefined && truthy(v) ? v : fallback;
}

/** Line names without "(…)" groups; re.sub raises for an entry that is not a string. */
function strippedLines(lines: PyValue, ref: ValueRef): string[] {
  return iterate(lines, ref).map((entry, i) => {
    if (typeof entry !== 'string')
      raise('bad-type', childRef(ref, i), `line ${pyRepr(entry).slice(0, 60)} is not a string`);
    return stripLineGroups(entry);
  });
}

/** The reference trims a label station_name longer than 2 × lines to its segment ends. */
function labelStationNames(label: PyDict, labelLines: PyValue): PyValue {
  const ref = childRef(LABEL, 'station_name');
  const names = orDefault(label, 'station_name', []);
  if (!truthy(names) || !truthy(labelLines)) return names;
  if (pyLen(names, ref) <= 2 * pyLen(labelLines, childRef(LABEL, 'line_sequence'))) return names;
  return trimToSegmentEnds(iterate(names, ref));
}

/** A station IoU the reference computes: filtered lists, hashed when both are non-empty. */
function filteredIou(out: PyValue, outRef: ValueRef, label: PyValue, labelRef: ValueRef): number {
  if (!truthy(out) || !truthy(label)) return 0;
  return stationIou(filterStations(out, outRef), filterStations(label, labelRef), outRef, labelRef);
}

/**
 * An IoU the reference computes and discards: the raw output list against label station_name.
 * Only what it raises matters.
 */
function discardedNamesIou(names: PyValue, namesRef: ValueRef, label: PyDict, labelLines: PyValue): void {
  const labelNames = labelStationNames(label, labelLines);
  try {
    filteredIou(names, namesRef, labelNames, childRef(LABEL, 'station_name'));
  } catch (error) {
    // Indexes into a trimmed label list would not match the cell: point at the list itself.
    if (!(error instanceof PyRaise) || error.field !== 'sft_label' || labelNames === label.get('station_name'))
      throw error;
    raise(error.code, childRef(LABEL, 'station_name'), `${error.message} (label station_name cut to segment ends)`);
  }
}

export interface EvaluateInput {
  prompt: PyDict;
  output: PyDict;
  /** The row: the label cell is parsed (and schema-checked) here; compat differences become its notes. */
  cells: RowCells;
}

/** The row's evaluation; throws PyRaise where the reference raises (the row is then an error: rowErrorOf). */
export function evaluateGeneral({ prompt, output, cells }: EvaluateInput): GeneralEvaluation {
  const city = prompt.get('city');
  if (Array.isArray(city) || isDict(city))
    raise('bad-type', { field: 'sft_prompt', pointer: '/city' }, `unhashable city ${pyRepr(city).slice(0, 60)}`);
  const label = requireDict(cells.json(COLUMNS.label), 'sft_label', LABEL);

  const unit = (kind: UnitKind, route: PyDict, base: ValueRef, key: string) =>
    parseUnit(kind, route.get(key), cells.compat, childRef(base, key), cells.onCompatDifference);
  const distance = unit('distance', output, OUT, 'total_distance');
  const time = unit('time', output, OUT, 'total_time');
  const fare = unit('fare', output, OUT, 'total_fare');
  const labelDistance = unit('distance', label, LABEL, 'total_distance');
  const labelTime = unit('time', label, LABEL, 'total_time');
  const labelFare = unit('fare', label, LABEL, 'total_fare');

  const linesRef = childRef(OUT, 'line_sequence');
  const labelLinesRef = childRef(LABEL, 'line_sequence');
  const lines = orDefault(output, 'line_sequence', []);
  const labelLines = orDefault(label, 'line_sequence', []);
  const stations = outputStations(output);
  const stationsRef = childRef(OUT, stations.key);
  // The reference's local walk (its verdict is replaced by the evaluator's) strips the first line
  // name when there are exactly two names per line.
  const rawNames = iterate(stations.value, stationsRef);
  const lineEntries = iterate(lines, linesRef);
  if (
    lineEntries.length > 0 &&
    rawNames.length === 2 * lineEntries.length &&
    truthy(lineEntries[0]) &&
    typeof lineEntries[0] !== 'string'
  ) {
    raise('bad-type', childRef(linesRef, 0), `line ${pyRepr(lineEntries[0]!).slice(0, 60)} is not a string`);
  }
  discardedNamesIou(stations.value, stationsRef, label, labelLines);
  const outLines = strippedLines(lines, linesRef);
  const labelOutLines = strippedLines(labelLines, labelLinesRef);

  const labelStartTd = unit('distance', label, LABEL, 'start_transfer_distance');
  const labelEndTd = unit('distance', label, LABEL, 'end_transfer_distance');
  const startTd = unit('distance', output, OUT, 'start_transfer_distance');
  const endTd = unit('distance', output, OUT, 'end_transfer_distance');

  // Station IoU on normalised lists (the round-3 value).
  const labelSequenceRef = childRef(LABEL, 'station_sequence');
  const softOut = normaliseStations(rawNames, lineEntries.length);
  const labelSequence = iterate(orDefault(label, 'station_sequence', []), labelSequenceRef);
  const softLabel = normaliseStations(labelSequence, pyLen(labelLines, labelLinesRef));
  const stationIoU = stationIou(
    filterStations(softOut, stationsRef),
    filterStations(softLabel, labelSequenceRef),
    stationsRef,
    labelSequenceRef,
  );

  const mode = (route: PyDict, key: string) => dictGet(route, key, null);
  const score = expertScore(
    time,
    countTransitLines(lines),
    fare,
    cyclingSegments(mode(output, 'start_transfer_mode'), mode(output, 'end_transfer_mode')),
  );
  const labelScore = expertScore(
    labelTime,
    countTransitLines(labelLines),
    labelFare,
    cyclingSegments(mode(label, 'start_transfer_mode'), mode(label, 'end_transfer_mode')),
  );
  return {
    lineIoU: lineIou(outLines, labelOutLines, linesRef, labelLinesRef),
    stationIoU,
    modesMatch: modesMatch(output, label),
    score,
    labelScore,
    deviationPct: scoreDeviation(score, labelScore),
    distanceMape: mape(distance, labelDistance),
    timeMape: mape(time, labelTime),
    fareMape: mape(fare, labelFare),
    distanceAccurate: accurate(distance, labelDistance, 0.5),
    timeAccurate: accurate(time, labelTime, 5),
    fareAccurate: accurate(fare, labelFare, 1),
    transferAccurate: transferAccurate(startTd, labelStartTd) && transferAccurate(endTd, labelEndTd),
  };
}
