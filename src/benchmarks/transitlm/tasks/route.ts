import {
  childRef,
  containsStr,
  dictGet,
  hashKey,
  iterate,
  plainTypeName,
  pyEq,
  pyRepr,
  PyRaise,
  pySet,
  pyStr,
  requireDict,
  setIou,
  truthy,
  type PyDict,
  type PyValue,
  type ValueRef,
} from '../reference/value.js';
import { parseFloatString } from '../reference/float.js';
import { pyStrip } from '../reference/strings.js';
import type { StationGraph } from '../stations/graph.js';
import { parseDistance, parseFare, parseTime } from '../fast/units.js';
import { type Compat, type CompatListener } from '../reference/units.js';

/**
 * E(O, L): one output route O evaluated against its label route L (spec "Semantics"), in the
 * order common.py's evaluate_sample runs, so the first Python raise is the one reported.
 * Raises `PyRaise` exactly where the reference raises.
 */

export const TRANSFER_MARK = '【换乘】';
const WALK = '步行';

// ---------------------------------------------------------------------------------------------
// Prompt

/** A prompt end as the reference parses it: all ','-parts through float(); falsy → (0, 0). */
export interface PromptPoint {
  parts: number[];
  ref: ValueRef;
}

export interface Prompt {
  value: PyDict;
  start: PromptPoint;
  end: PromptPoint;
}

function promptPoint(v: PyValue, ref: ValueRef): PromptPoint {
  if (!truthy(v)) return { parts: [0, 0], ref };
  if (typeof v !== 'string')
    throw new PyRaise(
      'bad-coordinates',
      `'${pyRepr(v).slice(0, 40)}' has no split(): expected a "lng,lat" string`,
      ref.field,
      ref.pointer,
      `must be a "lng,lat" string, is ${plainTypeName(v)}`,
    );
  const parts = v.split(',').map((part) => {
    const x = parseFloatString(part);
    if (x === null)
      throw new PyRaise(
        'bad-coordinates',
        `could not convert string to float: ${pyRepr(part).slice(0, 60)}`,
        ref.field,
        ref.pointer,
        `${JSON.stringify(part.slice(0, 60))} is not a number (expected "lng,lat")`,
      );
    return x;
  });
  return { parts, ref };
}

/** The prompt object of a row: `start`/`end` (missing = "") parsed as the reference does. */
export function parsePrompt(v: PyValue, field = 'sft_prompt'): Prompt {
  const root: ValueRef = { field, pointer: '' };
  const d = requireDict(v, 'the prompt', root);
  return {
    value: d,
    start: promptPoint(dictGet(d, 'start', ''), childRef(root, 'start')),
    end: promptPoint(dictGet(d, 'end', ''), childRef(root, 'end')),
  };
}

/** (lat, lng) of a prompt point: part 2 and part 1; fewer than two parts raises IndexError. */
function latLng(p: PromptPoint): [number, number] {
  if (p.parts.length < 2)
    throw new PyRaise(
      'bad-coordinates',
      `list index out of range: "${p.ref.pointer.slice(1)}" has fewer than two ","-parts`,
      p.ref.field,
      p.ref.pointer,
    );
  return [p.parts[1]!, p.parts[0]!];
}

// ---------------------------------------------------------------------------------------------
// Building blocks

/** Python math.sin/cos raise for ±inf; sqrt for < 0; asin for |x| > 1 (NaN passes through). */
function domain(ok: boolean, ref?: ValueRef): void {
  if (!ok)
    throw new PyRaise(
      'bad-coordinates',
      'math domain error in the haversine distance',
      ref?.field ?? null,
      ref?.pointer ?? null,
      'a coordinate cannot be used in the haversine distance (infinite or out of range)',
    );
}

const DEG = Math.PI / 180;

function notInfinite(x: number): boolean {
  return x !== Infinity && x !== -Infinity;
}

/** common.py haversine_distance (km); raises where Python's math module does. */
export function haversine(lat1: number, lon1: number, lat2: number, lon2: number, ref?: ValueRef): number {
  const p1 = lat1 * DEG;
  const l1 = lon1 * DEG;
  const p2 = lat2 * DEG;
  const l2 = lon2 * DEG;
  const dlat = p2 - p1;
  const dlon = l2 - l1;
  domain(notInfinite(dlat / 2), ref);
  const s1 = Math.sin(dlat / 2);
  domain(notInfinite(p1), ref);
  domain(notInfinite(p2), ref);
  domain(notInfinite(dlon / 2), ref);
  const s2 = Math.sin(dlon / 2);
  const a = s1 * s1 + Math.cos(p1) * Math.cos(p2) * (s2 * s2); // Python: sin(x) ** 2 is one rounding
  domain(!(a < 0), ref);
  const r = Math.sqrt(a);
  domain(!(r > 1), ref);
  return 2 * Math.asin(r) * 6371;
}

/** Station filter: truthy, str().strip() non-empty and ≠ 【换乘】; the original value is kept. */
export function filterStations(seq: PyValue, ref: ValueRef): PyValue[] {
  const out: PyValue[] = [];
  for (const s of iterate(seq, ref)) {
    if (typeof s === 'string') {
      if (s.length === 0) continue;
      const t = pyStrip(s);
      if (t !== '' && t !== TRANSFER_MARK) out.push(s);
    } else if (truthy(s)) out.push(s); // str() of a non-string is never blank nor the marker
  }
  return out;
}

export interface Reachability {
  reachable: boolean;
  reason: string | null;
}

/** check_station_connectivity over a filtered list; an unhashable station looked up raises (e3). */
export function walkReachability(stations: PyValue[], graph: StationGraph, ref: ValueRef): Reachability {
  const keys = { a: -2, b: -2 };
  for (let i = 0; i + 1 < stations.length; i++) {
    const a = stations[i] as PyValue;
    const b = stations[i + 1] as PyValue;
    if (typeof a !== 'string') {
      hashKey(a, ref); // an unhashable station raises in the dict lookup (e3)
      return { reachable: false, reason: `station ${pyStr(a)} has no next-hop info` };
    }
    const step = graph.step(a, b, keys);
    if (step === 'no-stop') return { reachable: false, reason: `station ${pyStr(a)} has no next-hop info` };
    if (step === 'not-connected')
      return { reachable: false, reason: `station ${pyStr(a)} → ${pyStr(b)} not connected` };
    keys.a = keys.b;
  }
  return { reachable: true, reason: null };
}

/** Line IoU: 0 if either raw line_sequence is falsy, else set IoU of the raw entries (e4). */
export function lineIou(pred: PyValue, label: PyValue, predRef: ValueRef, labelRef: ValueRef): number {
  if (!truthy(pred) || !truthy(label)) return 0;
  return setIou(pySet(pred, predRef), pySet(label, labelRef));
}

/** Whether `b` holds the elements of `a` in the same or in reverse order (strings compared by ===). */
function sameSequence(a: readonly PyValue[], b: readonly PyValue[]): boolean {
  const n = a.length;
  if (b.length !== n) return false;
  let forward = true;
  let backward = true;
  for (let i = 0; i < n && (forward || backward); i++) {
    const x = a[i];
    if (typeof x !== 'string') return false;
    forward &&= x === b[i];
    backward &&= x === b[n - 1 - i];
  }
  return forward || backward;
}

/** Station IoU of two filtered lists: 0 if either is empty (e5). */
export function stationIou(pred: PyValue[], label: PyValue[], predRef: ValueRef, labelRef: ValueRef): number {
  if (pred.length === 0 || label.length === 0) return 0;
  // A route equal to its label, forwards or backwards (the common cases), has equal sets: IoU
  // n/n = 1 exactly, without building them. Strict equality implies Python equality.
  if (sameSequence(pred, label)) return 1;
  // Stop ids are strings: a plain set of them has exactly Python's set semantics.
  if (pred.every((s) => typeof s === 'string') && label.every((s) => typeof s === 'string'))
    return setIou(new Set(pred), new Set(label));
  return setIou(pySet(pred, predRef), pySet(label, labelRef));
}

/** N: line entries that are strings, non-empty after strip and not the transfer marker. */
export function countTransitLines(lines: PyValue): number {
  if (!Array.isArray(lines)) return 0;
  let n = 0;
  for (const line of lines) {
    if (typeof line !== 'string' || line.length === 0) continue;
    const t = pyStrip(line);
    if (t !== '' && t !== TRANSFER_MARK) n += 1;
  }
  return n;
}

/** C: transfer modes that are truthy and whose str() contains 骑行. */
export function cyclingSegments(startMode: PyValue, endMode: PyValue): number {
  let c = 0;
  if (truthy(startMode) && pyStr(startMode).includes('骑行')) c += 1;
  if (truthy(endMode) && pyStr(endMode).includes('骑行')) c += 1;
  return c;
}

/** S = (T·60)/300 + (N + C) + F. */
export function expertScore(timeMin: number, lines: number, fare: number, cycling: number): number {
  return (timeMin * 60) / 300 + (lines + cycling) + fare;
}

/** (S − S_L)/S_L·100 if S_L > 0, else 0. */
export function scoreDeviation(score: number, labelScore: number): number {
  return labelScore > 0 ? ((score - labelScore) / labelScore) * 100 : 0;
}

/** |x − x_L|/x_L·100 if x_L > 0, else 0. */
export function mape(x: number, label: number): number {
  return label > 0 ? (Math.abs(x - label) / label) * 100 : 0;
}

/** Accurate iff MAPE ≤ 10 or |x − x_L| ≤ tolerance (inclusive). */
export function accurate(x: number, label: number, tolerance: number): boolean {
  return mape(x, label) <= 10 || Math.abs(x - label) <= tolerance;
}

/** Transfer distance of one end: |td − td_L| ≤ 0.5 if td_L > 0, else accurate. */
export function transferAccurate(td: number, labelTd: number): boolean {
  return labelTd > 0 ? Math.abs(td - labelTd) <= 0.5 : true;
}

/** (O.mode or 步行) == (L.mode or 步行) for both ends, Python equality on raw values. */
function modeOrWalk(d: PyDict, key: string): PyValue {
  const v = dictGet(d, key, '');
  return truthy(v) ? v : WALK;
}

export function modesMatch(out: PyDict, label: PyDict): boolean {
  return (
    pyEq(modeOrWalk(out, 'start_transfer_mode'), modeOrWalk(label, 'start_transfer_mode')) &&
    pyEq(modeOrWalk(out, 'end_transfer_mode'), modeOrWalk(label, 'end_transfer_mode'))
  );
}

/** Grounding threshold (km) from O's mode for one end; the string test raises for scalars (e6). */
export function groundingThreshold(
  mode: PyValue,
  ref: ValueRef,
  taxiWords: readonly string[] = ['打车', '网约车', '滴滴'],
): number {
  if (containsStr(mode, WALK, ref) || mode === '') return 3;
  if (containsStr(mode, '骑行', ref)) return 5;
  for (const w of taxiWords) if (containsStr(mode, w, ref)) return 10;
  return 3;
}

/** Plausibility of one end: only if td > 0, fails when td < d − 0.5 or td > 3d + 0.5 (NaN passes). */
export function plausible(td: number, d: number): boolean {
  if (!(td > 0)) return true;
  return !(td < d - 0.5) && !(td > 3 * d + 0.5);
}

// ---------------------------------------------------------------------------------------------
// E(O, L)

export interface RouteRefs {
  /** The output route (e.g. field generate_results, pointer "" or "/second"). */
  out: ValueRef;
  label: ValueRef;
}

export interface EvalEnv {
  graph: StationGraph;
  prompt: Prompt;
  compat: Compat;
  onCompatDifference?: CompatListener;
}

export interface RouteEval {
  reachable: boolean;
  reachableReason: string | null;
  grounding: boolean;
  groundingReason: string | null;
  plausibility: boolean;
  plausibilityReason: string | null;
  lineIou: number;
  stationIou: number;
  modesMatch: boolean;
  score: number;
  labelScore: number;
  deviation: number;
  distance: number;
  time: number;
  fare: number;
  distanceMape: number;
  timeMape: number;
  fareMape: number;
  distanceAccurate: boolean;
  timeAccurate: boolean;
  fareAccurate: boolean;
  /** Distance, time and fare all accurate. */
  accurate: boolean;
  transferAccurate: boolean;
}

/** The numbers and lists of one route that E(O, L) reads (e1, e2 raise here). */
interface RouteParts {
  d: PyDict;
  distance: number;
  time: number;
  fare: number;
  lines: PyValue;
  stations: PyValue[];
  cycling: number;
}

function unitOf(d: PyDict, key: string, f: typeof parseDistance, ref: ValueRef, env: EvalEnv): number {
  return f(dictGet(d, key, null), env.compat, childRef(ref, key), env.onCompatDifference);
}

function routeParts(v: PyValue, what: string, ref: ValueRef, env: EvalEnv): RouteParts {
  const d = requireDict(v, what, ref);
  const distance = unitOf(d, 'total_distance', parseDistance, ref, env);
  const time = unitOf(d, 'total_time', parseTime, ref, env);
  const fare = unitOf(d, 'total_fare', parseFare, ref, env);
  const lines = dictGet(d, 'line_sequence', []);
  const stations = filterStations(dictGet(d, 'station_sequence', []), childRef(ref, 'station_sequence'));
  const cycling = cyclingSegments(dictGet(d, 'start_transfer_mode', null), dictGet(d, 'end_transfer_mode', null));
  return { d, distance, time, fare, lines, stations, cycling };
}

interface EndCheck {
  grounded: boolean;
  groundReason: string | null;
  plausible: boolean;
  plausReason: string | null;
}

/** The output route's first or last station against the prompt's point (step 7 of the funnel). */
function checkEnd(which: 'start' | 'end', td: number, out: RouteParts, outRef: ValueRef, env: EvalEnv): EndCheck {
  const o = out.d;
  const station = (which === 'start' ? out.stations[0] : out.stations[out.stations.length - 1]) as PyValue;
  const stationsRef = childRef(outRef, 'station_sequence');
  hashKey(station, stationsRef);
  const coords = typeof station === 'string' ? env.graph.coords(station) : null;
  const label = which === 'start' ? 'first' : 'last';
  if (coords === null)
    return {
      grounded: false,
      groundReason: `${label} station ${pyStr(station)} has no coordinates`,
      plausible: true,
      plausReason: null,
    };
  const point = which === 'start' ? env.prompt.start : env.prompt.end;
  const [plat, plng] = latLng(point);
  const d =
    which === 'start'
      ? haversine(plat, plng, coords.lat, coords.lng, point.ref)
      : haversine(coords.lat, coords.lng, plat, plng, point.ref);
  const modeKey = which === 'start' ? 'start_transfer_mode' : 'end_transfer_mode'; // constants: a built key is hashed at every lookup
  const threshold = groundingThreshold(dictGet(o, modeKey, ''), childRef(outRef, modeKey));
  const grounded = !(d > threshold);
  const ok = plausible(td, d);
  return {
    grounded,
    groundReason: grounded
      ? null
      : `${which} is ${d.toFixed(2)} km from the ${label} station (threshold ${threshold} km)`,
    plausible: ok,
    plausReason: ok
      ? null
      : `${which} transfer distance ${td.toFixed(2)} km implausible for ${d.toFixed(2)} km straight-line`,
  };
}

/**
 * E(O, L) as common.py evaluate_sample computes it. `out` may be a thunk: the reference reads the
 * whole label before it parses the output cell, so an output JSON error comes after label raises.
 */
export function evaluateRoute(
  out: PyValue | (() => PyValue),
  labelValue: PyValue,
  env: EvalEnv,
  refs: RouteRefs,
): RouteEval {
  const L = routeParts(labelValue, 'the label route', refs.label, env);
  const O = routeParts(typeof out === 'function' ? out() : out, 'the output route', refs.out, env);
  const reach = walkReachability(O.stations, env.graph, childRef(refs.out, 'station_sequence'));
  const labelScore = expertScore(L.time, countTransitLines(L.lines), L.fare, L.cycling);
  const score = expertScore(O.time, countTransitLines(O.lines), O.fare, O.cycling);
  const lIou = lineIou(O.lines, L.lines, childRef(refs.out, 'line_sequence'), childRef(refs.label, 'line_sequence'));
  const sIou = stationIou(
    O.stations,
    L.stations,
    childRef(refs.out, 'station_sequence'),
    childRef(refs.label, 'station_sequence'),
  );
  const labelStartTd = unitOf(L.d, 'start_transfer_distance', parseDistance, refs.label, env);
  const labelEndTd = unitOf(L.d, 'end_transfer_distance', parseDistance, refs.label, env);
  const startTd = unitOf(O.d, 'start_transfer_distance', parseDistance, refs.out, env);
  const endTd = unitOf(O.d, 'end_transfer_distance', parseDistance, refs.out, env);
  const modes = modesMatch(O.d, L.d);
  let grounding = true;
  let plausibility = true;
  const groundReasons: string[] = [];
  const plausReasons: string[] = [];
  if (O.stations.length > 0) {
    for (const which of ['start', 'end'] as const) {
      const c = checkEnd(which, which === 'start' ? startTd : endTd, O, refs.out, env);
      if (!c.grounded) {
        grounding = false;
        groundReasons.push(c.groundReason!);
      }
      if (!c.plausible) {
        plausibility = false;
        plausReasons.push(c.plausReason!);
      }
    }
  }
  const distanceAccurate = accurate(O.distance, L.distance, 0.5);
  const timeAccurate = accurate(O.time, L.time, 5);
  const fareAccurate = accurate(O.fare, L.fare, 1);
  return {
    reachable: reach.reachable,
    reachableReason: reach.reason,
    grounding,
    groundingReason: groundReasons.length > 0 ? groundReasons.join('; ') : null,
    plausibility,
    plausibilityReason: plausReasons.length > 0 ? plausReasons.join('; ') : null,
    lineIou: lIou,
    stationIou: sIou,
    modesMatch: modes,
    score,
    labelScore,
    deviation: scoreDeviation(score, labelScore),
    distance: O.distance,
    time: O.time,
    fare: O.fare,
    distanceMape: mape(O.distance, L.distance),
    timeMape: mape(O.time, L.time),
    fareMape: mape(O.fare, L.fare),
    distanceAccurate,
    timeAccurate,
    fareAccurate,
    accurate: distanceAccurate && timeAccurate && fareAccurate,
    transferAccurate: transferAccurate(startTd, labelStartTd) && transferAccurate(endTd, labelEndTd),
  };
}

/** Whether a route passes `iou` (station IoU = 1 and modes match). */
export function iouPasses(e: RouteEval): boolean {
  return e.stationIou === 1 && e.modesMatch;
}
