import { statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic } from '../../core/diagnostics.js';
import { displayPath } from '../../results/inputs.js';
import type { Diagnostic } from '../../results/types.js';
import type { RunCache } from '../../run/cache.js';
import { DictCsvReader, FIELD_SIZE_LIMIT, type CsvHeader, type CsvRow } from './csv.js';
import { describeJsonError, parseFloatString, parsePyJson, pySame, type PyValue } from './python.js';

/**
 * The station graph of `station_info.csv` (spec "Station file"): stop ids, coordinates and
 * next-hop lists, kept compact for ~10⁶ stations: every string is interned once, coordinates live
 * in Float64Arrays and the next-hop lists in one flat CSR adjacency (Int32Array of string ids).
 * Non-string next-hop entries (rare) keep their JSON value and compare with Python equality.
 */
export interface StationGraph {
  /** Distinct stop ids. */
  readonly size: number;
  /** Whether `id` is a stop id of the file (exact string match). */
  has(id: string): boolean;
  /** Coordinates of a stop id (lat = coord_y, lng = coord_x), null when not a stop id. */
  coords(id: string): { lat: number; lng: number } | null;
  /** Python `value in next_hop[id]` (the stop id itself is always an element); false for a non-stop id. */
  nextHopContains(id: string, value: PyValue): boolean;
  /**
   * Whether stop `a` may be followed by `b` (a: a stop id, b: any value), the reachability step;
   * the `aKey` cache lets a walk look each station up once: pass the previous call's `bKey`.
   */
  step(a: string, b: PyValue, keys: StepKeys): 'ok' | 'no-stop' | 'not-connected';
}

/** Interned string ids of the last step's two stations (-2 = not looked up yet). */
export interface StepKeys {
  a: number;
  b: number;
}

class GrowInt32 {
  data: Int32Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Int32Array(capacity);
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  /** A copy of the filled part, so the slack is freed before the rows are scored. */
  trimmed(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

class GrowFloat64 {
  data: Float64Array;
  length = 0;
  constructor(capacity: number) {
    this.data = new Float64Array(capacity);
  }
  push(v: number): void {
    if (this.length === this.data.length) {
      const next = new Float64Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
  trimmed(): Float64Array {
    return this.data.slice(0, this.length);
  }
}

/**
 * String → dense id, an open-addressing hash table over an Int32Array (FNV-1a over UTF-16 units):
 * about a third of the memory of a Map with 10⁶ keys, and fewer cache misses per lookup.
 */
export class StringInterner {
  private table: Int32Array;
  private mask: number;
  readonly strings: string[] = [];

  /** `expected`: about how many strings will be interned (sizes the table once). */
  constructor(expected = 1 << 15) {
    let size = 1 << 16;
    while (size < expected * 2) size *= 2;
    this.table = new Int32Array(size).fill(-1);
    this.mask = size - 1;
  }

  get size(): number {
    return this.strings.length;
  }

  private static hash(s: string): number {
    let h = 0x811c9dc5;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
    return h >>> 0;
  }

  /** The id of `s`, or -1. */
  get(s: string): number {
    let slot = StringInterner.hash(s) & this.mask;
    for (;;) {
      const id = this.table[slot] as number;
      if (id === -1) return -1;
      if (this.strings[id] === s) return id;
      slot = (slot + 1) & this.mask;
    }
  }

  intern(s: string): number {
    let slot = StringInterner.hash(s) & this.mask;
    for (;;) {
      const id = this.table[slot] as number;
      if (id === -1) break;
      if (this.strings[id] === s) return id;
      slot = (slot + 1) & this.mask;
    }
    const id = this.strings.length;
    this.strings.push(s);
    this.table[slot] = id;
    if (this.strings.length * 2 > this.table.length) this.grow();
    return id;
  }

  private grow(): void {
    const size = this.table.length * 2;
    this.table = new Int32Array(size).fill(-1);
    this.mask = size - 1;
    for (let id = 0; id < this.strings.length; id++) {
      let slot = StringInterner.hash(this.strings[id] as string) & this.mask;
      while (this.table[slot] !== -1) slot = (slot + 1) & this.mask;
      this.table[slot] = id;
    }
  }
}

class CompactStationGraph implements StationGraph {
  constructor(
    private readonly ids: StringInterner,
    /** Row of the stop whose id has this string id (last duplicate wins), -1 if none. */
    private readonly rowOfString: Int32Array,
    private readonly lat: Float64Array,
    private readonly lng: Float64Array,
    private readonly hopStart: Int32Array,
    private readonly hops: Int32Array,
    private readonly otherHops: Map<number, PyValue[]>,
    readonly size: number,
  ) {}

  private rowOf(id: string): number {
    const s = this.ids.get(id);
    return s < 0 ? -1 : (this.rowOfString[s] as number);
  }

  has(id: string): boolean {
    return this.rowOf(id) >= 0;
  }

  coords(id: string): { lat: number; lng: number } | null {
    const r = this.rowOf(id);
    return r < 0 ? null : { lat: this.lat[r] as number, lng: this.lng[r] as number };
  }

  step(a: string, b: PyValue, keys: StepKeys): 'ok' | 'no-stop' | 'not-connected' {
    const sa = keys.a === -2 ? this.ids.get(a) : keys.a;
    const r = sa < 0 ? -1 : (this.rowOfString[sa] as number);
    keys.b = typeof b === 'string' ? this.ids.get(b) : -1;
    if (r < 0) return 'no-stop';
    if (typeof b === 'string') {
      if (b === a) return 'ok';
      if (keys.b < 0) return 'not-connected';
      const end = this.hopStart[r + 1] as number;
      for (let k = this.hopStart[r] as number; k < end; k++) if (this.hops[k] === keys.b) return 'ok';
      return 'not-connected';
    }
    const others = this.otherHops.get(r);
    return others !== undefined && others.some((e) => pySame(e, b)) ? 'ok' : 'not-connected';
  }

  nextHopContains(id: string, value: PyValue): boolean {
    const r = this.rowOf(id);
    if (r < 0) return false;
    if (typeof value === 'string') {
      if (value === id) return true;
      const s = this.ids.get(value);
      if (s < 0) return false;
      const end = this.hopStart[r + 1] as number;
      for (let k = this.hopStart[r] as number; k < end; k++) if (this.hops[k] === s) return true;
      return false;
    }
    const others = this.otherHops.get(r);
    return others !== undefined && others.some((e) => pySame(e, value));
  }
}

export type StationLoad = { ok: true; graph: StationGraph; warnings: Diagnostic[] } | { ok: false; diagnostics: Diagnostic[] };

/**
 * Parses a next-hop cell that is a plain JSON array of escape-free strings without JSON.parse;
 * returns null when the cell needs the full parser.
 */
function skipWs(s: string, i: number): number {
  while (i < s.length) {
    const c = s.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) i++;
    else break;
  }
  return i;
}

function fastStringArray(s: string, out: string[]): boolean {
  const n = s.length;
  let i = skipWs(s, 0);
  if (s.charCodeAt(i) !== 91) return false;
  i = skipWs(s, i + 1);
  if (s.charCodeAt(i) === 93) return skipWs(s, i + 1) === n;
  for (;;) {
    if (s.charCodeAt(i) !== 34) return false;
    const start = ++i;
    for (;;) {
      if (i >= n) return false;
      const c = s.charCodeAt(i);
      if (c === 34) break;
      if (c === 92 || c < 32) return false;
      i++;
    }
    out.push(s.slice(start, i));
    i = skipWs(s, i + 1);
    const c = s.charCodeAt(i);
    if (c === 93) return skipWs(s, i + 1) === n;
    if (c !== 44) return false;
    i = skipWs(s, i + 1);
  }
}

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0; // the reader reports the I/O problem
  }
}

/** Streams a station file into a compact graph; whole-file problems come back as diagnostics. */
export async function loadStations(file: string): Promise<StationLoad> {
  const shown = displayPath(file);
  const fail = (message: string, extra: Partial<Diagnostic> = {}): StationLoad => ({
    ok: false,
    diagnostics: [diagnostic({ code: 'bad-stations', file: shown, message, ...extra })],
  });
  // Small reads (garbage dies young, see scorer.ts); only the columns the graph uses are decoded.
  const reader = new DictCsvReader(file, { chunkSize: 1 << 14, columns: ['stop_id', 'coord_x', 'coord_y', 'next_hop_stations'] });
  const warnings: Diagnostic[] = [];
  // Size the tables from the file size (real rows take ≥ 45 bytes) so they do not grow: a doubling
  // at 10⁶ rows would briefly hold both copies.
  const rowsGuess = Math.max(1 << 12, Math.ceil(fileSize(file) / 40));
  const ids = new StringInterner(rowsGuess);
  const rowStop = new GrowInt32(rowsGuess);
  const lat = new GrowFloat64(rowsGuess);
  const lng = new GrowFloat64(rowsGuess);
  const hopStart = new GrowInt32(rowsGuess);
  const hops = new GrowInt32(rowsGuess);
  const otherHops = new Map<number, PyValue[]>();
  let header: CsvHeader | null = null;
  let cols: { id: number; x: number | undefined; y: number | undefined; nh: number | undefined } | null = null;

  /** Empty or absent → 0.0 (a real point); otherwise Python float(); null when it rejects the text. */
  const coordinate = (row: CsvRow, col: number | undefined): number | null => {
    const text = col === undefined ? undefined : row.fields[col];
    if (text === undefined || text === '') return 0;
    return parseFloatString(text);
  };
  const badCoordinate = (row: CsvRow, col: number, name: string): StationLoad =>
    fail(`${name} ${JSON.stringify((row.fields[col] ?? '').slice(0, 60))} is not a number (Python float() rejects it)`, { line: row.line, row: row.row, field: name });

  for await (const batch of reader.rows()) {
    if (header === null) {
      header = reader.header;
      if (header === null) break;
      const id = header.index.get('stop_id');
      if (id === undefined) return fail('missing required column "stop_id"', { line: 1, field: 'stop_id' });
      cols = { id, x: header.index.get('coord_x'), y: header.index.get('coord_y'), nh: header.index.get('next_hop_stations') };
    }
    const c = cols as NonNullable<typeof cols>;
    for (const row of batch) {
      if (row.oversized !== null) {
        warnings.push(diagnostic({ severity: 'warning', code: 'oversized-cell', file: shown, line: row.line, row: row.row, field: header.names[row.oversized[0] as number] ?? null, message: `a field is longer than ${FIELD_SIZE_LIMIT} characters; scored anyway (the reference aborts)` }));
      }
      const sid = row.fields[c.id];
      if (sid === undefined) continue; // short row without a stop id: no id can ever match it
      const x = coordinate(row, c.x);
      if (x === null) return badCoordinate(row, c.x as number, 'coord_x');
      const y = coordinate(row, c.y);
      if (y === null) return badCoordinate(row, c.y as number, 'coord_y');
      const r = rowStop.length;
      rowStop.push(ids.intern(sid));
      lng.push(x);
      lat.push(y);
      hopStart.push(hops.length);
      const nhText = c.nh === undefined ? undefined : row.fields[c.nh];
      if (nhText === undefined || nhText === '') continue;
      const strings: string[] = [];
      if (fastStringArray(nhText, strings)) {
        for (const s of strings) hops.push(ids.intern(s));
        continue;
      }
      const parsed = parsePyJson(nhText);
      if (!parsed.ok) {
        return fail(`next_hop_stations is not valid JSON: ${describeJsonError(nhText, parsed.message, parsed.position)}`, { line: row.line, row: row.row, field: 'next_hop_stations' });
      }
      if (!Array.isArray(parsed.value)) {
        return fail('next_hop_stations must be a JSON array of stop ids', { line: row.line, row: row.row, field: 'next_hop_stations' });
      }
      for (const e of parsed.value) {
        if (typeof e === 'string') hops.push(ids.intern(e));
        else {
          let list = otherHops.get(r);
          if (list === undefined) otherHops.set(r, (list = []));
          list.push(e);
        }
      }
    }
  }
  if (reader.problem !== null) {
    return fail(reader.problem.message, { line: reader.problem.line, code: reader.problem.code === 'io' ? 'io' : 'bad-stations' });
  }
  if (header === null) {
    header = reader.header;
    if (header === null) return fail('the station file is empty (no header)');
    if (!header.index.has('stop_id')) return fail('missing required column "stop_id"', { line: 1, field: 'stop_id' });
  }
  if (reader.bomStripped) {
    warnings.unshift(diagnostic({ severity: 'warning', code: 'bom-stripped', file: shown, line: 1, message: 'a leading UTF-8 BOM was stripped (the reference aborts on it)' }));
  }
  hopStart.push(hops.length);
  const rows = rowStop.length;
  const rowOfString = new Int32Array(ids.size).fill(-1);
  for (let r = 0; r < rows; r++) rowOfString[rowStop.data[r] as number] = r; // later duplicates replace earlier ones
  let size = 0;
  for (let s = 0; s < rowOfString.length; s++) if ((rowOfString[s] as number) >= 0) size += 1;
  const graph = new CompactStationGraph(ids, rowOfString, lat.trimmed(), lng.trimmed(), hopStart.trimmed(), hops.trimmed(), otherHops, size);
  return { ok: true, graph, warnings };
}

/** The station graph of a file, loaded once per run (keyed by absolute path). */
export function stationGraphFor(cache: RunCache, file: string): Promise<StationLoad> {
  const abs = path.resolve(file);
  return cache.get(`transitlm:stations:${abs}`, () => loadStations(abs));
}

