import type { Result } from '../../../core/result.js';
import type { Diagnostic } from '../../../results/types.js';
import { pySame, type PyValue } from '../reference/value.js';
import { StringIds, type StringTables } from './strings.js';

/**
 * The station graph of `station_info.csv` (spec "Station file"): stop ids, coordinates and
 * next-hop lists, kept compact for ~10⁶ stations: every string is interned once, coordinates live
 * in Float64Arrays and the next-hop lists in one flat CSR adjacency (Int32Array of string ids).
 * Non-string next-hop entries (rare) keep their JSON value and compare with Python equality.
 */
export interface StationGraph {
  /** Distinct stop ids. */
  readonly size: number;
  /** The graph as shared memory, for worker threads (stationGraphOf rebuilds the graph there). */
  readonly tables: StationTables;
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

/**
 * Everything a station graph holds, as structured-clonable data: typed arrays over
 * SharedArrayBuffers (shared, not copied, when posted to a worker) and the rare non-string
 * next-hop entries.
 */
export interface StationTables {
  strings: StringTables;
  /** Row of the stop whose id has this string id (last duplicate wins), -1 if none. */
  rowOfString: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  hopStart: Int32Array;
  hops: Int32Array;
  otherHops: Map<number, PyValue[]>;
  size: number;
}

export class CompactStationGraph implements StationGraph {
  private readonly ids: StringIds;
  private readonly rowOfString: Int32Array;
  private readonly lat: Float64Array;
  private readonly lng: Float64Array;
  private readonly hopStart: Int32Array;
  private readonly hops: Int32Array;
  private readonly otherHops: Map<number, PyValue[]>;
  readonly size: number;

  constructor(readonly tables: StationTables) {
    this.ids = new StringIds(tables.strings);
    ({
      rowOfString: this.rowOfString,
      lat: this.lat,
      lng: this.lng,
      hopStart: this.hopStart,
      hops: this.hops,
      otherHops: this.otherHops,
      size: this.size,
    } = tables);
  }

  private rowOf(id: string): number {
    const s = this.ids.get(id);
    return s < 0 ? -1 : this.rowOfString[s]!;
  }

  has(id: string): boolean {
    return this.rowOf(id) >= 0;
  }

  coords(id: string): { lat: number; lng: number } | null {
    const r = this.rowOf(id);
    return r < 0 ? null : { lat: this.lat[r]!, lng: this.lng[r]! };
  }

  step(a: string, b: PyValue, keys: StepKeys): 'ok' | 'no-stop' | 'not-connected' {
    const sa = keys.a === -2 ? this.ids.get(a) : keys.a;
    const r = sa < 0 ? -1 : this.rowOfString[sa]!;
    keys.b = typeof b === 'string' ? this.ids.get(b) : -1;
    if (r < 0) return 'no-stop';
    return this.hopsContain(r, a, b, keys.b) ? 'ok' : 'not-connected';
  }

  nextHopContains(id: string, value: PyValue): boolean {
    const r = this.rowOf(id);
    return r >= 0 && this.hopsContain(r, id, value, typeof value === 'string' ? this.ids.get(value) : -1);
  }

  /** Python `b in next_hop[a]` for the stop `a` at row r; sb: b's string id (-1 if none). */
  private hopsContain(r: number, a: string, b: PyValue, sb: number): boolean {
    if (typeof b === 'string') {
      if (b === a) return true; // the stop id itself is always an element
      if (sb >= 0) {
        const end = this.hopStart[r + 1]!;
        for (let k = this.hopStart[r]!; k < end; k++) if (this.hops[k] === sb) return true;
      }
    }
    // Non-string entries, and strings with no UTF-8 form (lone surrogates), compare as Python does.
    const others = this.otherHops.get(r);
    return others?.some((e) => pySame(e, b)) === true;
  }
}

/** A loaded graph with the file's SHA-256 (hashed while it was read), or the whole-file problems. */
export type StationLoad = Result<StationGraph, { warnings: Diagnostic[]; sha256: Promise<string | null> }>;

/** A station graph over tables from `loadStations` (e.g. posted to a worker thread). */
export function stationGraphOf(tables: StationTables): StationGraph {
  return new CompactStationGraph(tables);
}
