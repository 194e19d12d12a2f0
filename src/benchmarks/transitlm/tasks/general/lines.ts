// Offline judge for general mode (`--lines line_info.csv`, project extension, no parity claim):
// decides reachability, station grounding and distance plausibility of the payload the remote
// evaluator would receive, following the order of the reference's common.py (spec "General mode",
// steps 1–7). Station and line names are matched as code-point strings.
import type { Result } from '../../../../core/result.js';
import { pyStrip } from '../../reference/strings.js';
import { plausible } from '../route.js';
import { haversineOrNull } from './values.js';
import { bigramJaccard } from './bigram-jaccard.js';

/** One stop of a line, as listed in the line file. */
export interface LineStop {
  name: string;
  /** str() of the file's stop_id. */
  stopId: string;
}

export interface TransitLine {
  citycode: string;
  name: string;
  /** The name without ASCII "(…)" groups, stripped. */
  stripped: string;
  /** Length of `stripped` in code points (the tie-break of containment matches). */
  strippedLength: number;
  stops: LineStop[];
}

/** The line file: all lines in file order (first appearance of each (citycode, line_name)). */
export interface LineIndex {
  lines: TransitLine[];
  byCity: Map<string, TransitLine[]>;
}

/** The station file as the judge needs it. */
export interface StationLookup {
  has(stopId: string): boolean;
  /** Whether `candidate` equals an entry of stopId's next-hop list (stopId must exist). */
  nextHopsInclude(stopId: string, candidate: string): boolean;
  /** Latitude and longitude in degrees, or null when the id is not in the file. */
  coords(stopId: string): { lat: number; lng: number } | null;
}

const CITY_CODES: ReadonlyMap<string, string> = new Map([
  ['北京', '010'],
  ['上海', '021'],
  ['深圳', '0755'],
  ['成都', '028'],
]);

const MIN_STATION_SIMILARITY = 0.4;

/** Builds the index in file order; a repeated (citycode, line_name) appends stops with new ids. */
export class LineIndexBuilder {
  private readonly byKey = new Map<string, { line: TransitLine; ids: Set<string> }>();
  private readonly index: LineIndex = { lines: [], byCity: new Map() };

  constructor(private readonly stripName: (name: string) => string) {}

  add(citycode: string, name: string, stops: readonly LineStop[]): void {
    const key = JSON.stringify([citycode, name]);
    const known = this.byKey.get(key);
    if (known === undefined) {
      const stripped = this.stripName(name);
      const line: TransitLine = {
        citycode,
        name,
        stripped,
        strippedLength: codePoints(stripped).length,
        stops: [...stops],
      };
      this.byKey.set(key, { line, ids: new Set(stops.map((s) => s.stopId)) });
      this.index.lines.push(line);
      const city = this.index.byCity.get(citycode);
      if (city) city.push(line);
      else this.index.byCity.set(citycode, [line]);
      return;
    }
    for (const stop of stops) {
      if (known.ids.has(stop.stopId)) continue;
      known.line.stops.push(stop);
      known.ids.add(stop.stopId);
    }
  }

  build(): LineIndex {
    return this.index;
  }
}

function codePoints(text: string): string[] {
  return Array.from(text);
}

/**
 * Step 4: the first line whose name or stripped name equals the target; else, of the lines whose
 * name or stripped name contains it, the shortest stripped name (first on ties).
 */
function matchLine(target: string, candidates: readonly TransitLine[]): TransitLine | null {
  for (const line of candidates) {
    if (line.name === target || line.stripped === target) return line;
  }
  let best: TransitLine | null = null;
  for (const line of candidates) {
    if (!line.name.includes(target) && !line.stripped.includes(target)) continue;
    if (best === null || line.strippedLength < best.strippedLength) best = line;
  }
  return best;
}

/** Step 5: exact name, else the first best bigram Jaccard when it reaches the threshold. */
function matchStation(target: string, stops: readonly LineStop[]): LineStop | null {
  for (const stop of stops) if (stop.name === target) return stop;
  let best: LineStop | null = null;
  let bestScore = 0;
  for (const stop of stops) {
    const score = bigramJaccard(target, stop.name);
    if (score > bestScore) {
      bestScore = score;
      best = stop;
    }
  }
  return best !== null && bestScore >= MIN_STATION_SIMILARITY ? best : null;
}

const BUS_PREFIX = 'bus-';

/** Step 6 resolution: the id itself if in the station file, else `bus-`+id (prefix only added). */
function resolveStop(stopId: string, stations: StationLookup): string | null {
  if (stations.has(stopId)) return stopId;
  if (stopId.startsWith(BUS_PREFIX)) return null;
  const bus = BUS_PREFIX + stopId;
  return stations.has(bus) ? bus : null;
}

/**
 * A payload entry as the judge sees it: a string, or why it cannot be matched (one diagnostic whose
 * message the judge quotes in the row's unreachable reason).
 */
export type NameEntry = Result<string>;

export interface LinesCase {
  city: string | null;
  lines: readonly NameEntry[];
  names: readonly NameEntry[];
  /** Prompt points as [lng, lat, …] (the payload's start/end). */
  start: readonly number[];
  end: readonly number[];
  /** Grounding threshold in km for each end (from the transfer mode), or why it cannot be read. */
  startThresholdKm: number | string;
  endThresholdKm: number | string;
  /** O's parsed transfer distances in km. */
  startTransferKm: number;
  endTransferKm: number;
}

export interface LinesVerdict {
  reachable: boolean;
  stationGrounding: boolean;
  distancePlausibility: boolean;
  /** First failure: unreachable, else ungrounded, else implausible; null when all pass. */
  reason: string | null;
}

function unreachable(reason: string): LinesVerdict {
  return { reachable: false, stationGrounding: false, distancePlausibility: false, reason };
}

interface Matched {
  line: TransitLine;
  boarding: LineStop;
  alighting: LineStop;
}

/** Steps 2–6: every line and its two stations matched, transfers connected. */
function matchRoute(c: LinesCase, index: LineIndex, stations: StationLookup): Matched[] | string {
  if (c.lines.length === 0) return 'line_sequence is empty';
  if (c.names.length === 0) return 'station list is empty';
  if (c.names.length !== 2 * c.lines.length) {
    return `station count mismatch: expected ${2 * c.lines.length} (${c.lines.length} lines × 2), got ${c.names.length}`;
  }
  const code = c.city === null ? undefined : CITY_CODES.get(c.city);
  const candidates = code === undefined ? index.lines : (index.byCity.get(code) ?? []);
  const matched: Matched[] = [];
  for (let i = 0; i < c.lines.length; i += 1) {
    const lineEntry = c.lines[i]!;
    if (!lineEntry.ok) return `line ${i + 1}: ${lineEntry.diagnostics[0]!.message}`;
    const lineText = lineEntry.value;
    const line = matchLine(pyStrip(lineText), candidates);
    if (line === null) return `line "${lineText}" has no match in the line file (city ${code ?? 'any'})`;
    const ends: LineStop[] = [];
    for (const [k, role] of [
      [2 * i, 'boarding'],
      [2 * i + 1, 'alighting'],
    ] as const) {
      const nameEntry = c.names[k]!;
      if (!nameEntry.ok) return `${role} station of line "${lineText}": ${nameEntry.diagnostics[0]!.message}`;
      const stop = matchStation(pyStrip(nameEntry.value), line.stops);
      if (stop === null) return `line "${lineText}" (${line.name}) has no ${role} station "${nameEntry.value}"`;
      ends.push(stop);
    }
    const [boarding, alighting] = ends as [LineStop, LineStop];
    if (boarding.stopId === alighting.stopId) {
      return `line "${lineText}" (${line.name}): boarding and alighting are the same stop "${boarding.name}"`;
    }
    matched.push({ line, boarding, alighting });
  }
  for (let i = 0; i + 1 < matched.length; i += 1) {
    const from = matched[i]!.alighting;
    const to = matched[i + 1]!.boarding;
    const resolved = resolveStop(from.stopId, stations);
    if (resolved === null) return `transfer: alighting stop ${from.stopId} (${from.name}) is not in the station file`;
    const connected =
      stations.nextHopsInclude(resolved, to.stopId) ||
      (!to.stopId.startsWith(BUS_PREFIX) && stations.nextHopsInclude(resolved, BUS_PREFIX + to.stopId));
    if (!connected) return `transfer: ${from.stopId} (${from.name}) -> ${to.stopId} (${to.name}) is not connected`;
  }
  return matched;
}

interface EndCheck {
  grounded: boolean;
  plausible: boolean;
  groundingReason: string | null;
  plausibilityReason: string | null;
}

/** Step 7 for one end: grounding threshold and transfer-distance plausibility (strict, NaN passes). */
function checkEnd(which: 'start' | 'end', stopId: string, c: LinesCase, stations: StationLookup): EndCheck {
  const point = which === 'start' ? c.start : c.end;
  const threshold = which === 'start' ? c.startThresholdKm : c.endThresholdKm;
  const transferKm = which === 'start' ? c.startTransferKm : c.endTransferKm;
  const pass: EndCheck = { grounded: true, plausible: true, groundingReason: null, plausibilityReason: null };
  const resolved = resolveStop(stopId, stations);
  const at = resolved === null ? null : stations.coords(resolved);
  if (at === null) return pass;
  if (point.length < 2) {
    return { ...pass, grounded: false, groundingReason: `${which} point has fewer than two coordinates` };
  }
  const d = haversineOrNull(point[1]!, point[0]!, at.lat, at.lng);
  if (d === null)
    return {
      ...pass,
      grounded: false,
      groundingReason: `${which} distance cannot be computed (coordinate out of range)`,
    };
  const out = { ...pass };
  if (typeof threshold === 'string') {
    out.grounded = false;
    out.groundingReason = `${which} transfer mode: ${threshold}`;
  } else if (d > threshold) {
    out.grounded = false;
    out.groundingReason = `${which} point is ${d.toFixed(2)} km from stop ${stopId} (threshold ${threshold} km)`;
  }
  if (!plausible(transferKm, d)) {
    out.plausible = false;
    out.plausibilityReason = `${which} transfer distance ${transferKm} km is implausible for a ${d.toFixed(2)} km straight line (allowed d − 0.5 to 3d + 0.5)`;
  }
  return out;
}

/** The three round-1/2 verdicts for one payload case. */
export function judgeCase(c: LinesCase, index: LineIndex, stations: StationLookup): LinesVerdict {
  const matched = matchRoute(c, index, stations);
  if (typeof matched === 'string') return unreachable(matched);
  const start = checkEnd('start', matched[0]!.boarding.stopId, c, stations);
  const end = checkEnd('end', matched[matched.length - 1]!.alighting.stopId, c, stations);
  const stationGrounding = start.grounded && end.grounded;
  const distancePlausibility = start.plausible && end.plausible;
  const reason =
    start.groundingReason ?? end.groundingReason ?? start.plausibilityReason ?? end.plausibilityReason ?? null;
  return { reachable: true, stationGrounding, distancePlausibility, reason };
}
