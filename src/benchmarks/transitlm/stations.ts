import { statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic } from '../../core/diagnostics.js';
import { collectGarbage } from '../../core/memory.js';
import { displayPath } from '../../results/inputs.js';
import type { Diagnostic } from '../../results/types.js';
import type { RunCache } from '../../run/cache.js';
import { DictCsvReader, fieldSource, FIELD_SIZE_LIMIT, type CsvHeader, type CsvRangeRecord } from './csv.js';
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

type TypedArrayOf<T> = { new (buffer: ArrayBufferLike): T; readonly BYTES_PER_ELEMENT: number };

/** Memory that worker threads read in place (shared), or that moves to another thread (transferred). */
const buffer = (bytes: number, shared: boolean): ArrayBufferLike => (shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
const int32s = (length: number, shared: boolean) => new Int32Array(buffer(length * 4, shared));
const uint32s = (length: number, shared: boolean) => new Uint32Array(buffer(length * 4, shared));

/** A typed array that doubles as it fills; `filled()` is the filled part, without a copy. */
class Grow<T extends Int32Array | Float64Array | Uint8Array> {
  length = 0;
  data: T;
  /** `shared`: see `buffer`. */
  constructor(
    private readonly make: TypedArrayOf<T>,
    capacity: number,
    private readonly shared = true,
  ) {
    this.data = this.alloc(capacity);
  }
  private alloc(length: number): T {
    const bytes = length * this.make.BYTES_PER_ELEMENT;
    return new this.make(buffer(bytes, this.shared));
  }
  push(v: number): void {
    if (this.length === this.data.length) this.reserve(1);
    this.data[this.length++] = v;
  }
  reserve(extra: number): void {
    if (this.length + extra <= this.data.length) return;
    const next = this.alloc(Math.max(this.data.length * 2, this.length + extra));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  /**
   * The filled part, without a copy (the untouched slack of a generous guess costs no resident
   * memory).
   */
  filled(): T {
    return this.data.subarray(0, this.length) as T;
  }
}


const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the UTF-8 bytes of a JS string; -1 when it holds a lone surrogate (no UTF-8 form). */
function hashString(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      h = Math.imul(h ^ c, FNV_PRIME);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const lo = s.charCodeAt(i + 1);
      if (c > 0xdbff || !(lo >= 0xdc00 && lo <= 0xdfff)) return -1;
      c = 0x10000 + ((c - 0xd800) << 10) + (lo - 0xdc00);
      i++;
      h = Math.imul(h ^ (0xf0 | (c >> 18)), FNV_PRIME);
      h = Math.imul(h ^ (0x80 | ((c >> 12) & 0x3f)), FNV_PRIME);
    } else if (c >= 0x800) h = Math.imul(h ^ (0xe0 | (c >> 12)), FNV_PRIME);
    else {
      h = Math.imul(h ^ (0xc0 | (c >> 6)), FNV_PRIME);
      h = Math.imul(h ^ (0x80 | (c & 0x3f)), FNV_PRIME);
      continue;
    }
    if (c >= 0x10000 || c >= 0x800) h = Math.imul(h ^ (0x80 | ((c >> 6) & 0x3f)), FNV_PRIME);
    h = Math.imul(h ^ (0x80 | (c & 0x3f)), FNV_PRIME);
  }
  return h >>> 0;
}

function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let h = FNV_OFFSET;
  for (let i = from; i < to; i++) h = Math.imul(h ^ (bytes[i] as number), FNV_PRIME);
  return h >>> 0;
}

/** Whether `arena[from, to)` is the UTF-8 form of `s` (s has a UTF-8 form: hashString ≥ 0). */
function bytesEqualString(arena: Uint8Array, from: number, to: number, s: string): boolean {
  let p = from;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      if (p >= to || arena[p++] !== c) return false;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      c = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00);
      if (p + 4 > to || arena[p] !== (0xf0 | (c >> 18)) || arena[p + 1] !== (0x80 | ((c >> 12) & 0x3f)) || arena[p + 2] !== (0x80 | ((c >> 6) & 0x3f)) || arena[p + 3] !== (0x80 | (c & 0x3f))) return false;
      p += 4;
    } else if (c >= 0x800) {
      if (p + 3 > to || arena[p] !== (0xe0 | (c >> 12)) || arena[p + 1] !== (0x80 | ((c >> 6) & 0x3f)) || arena[p + 2] !== (0x80 | (c & 0x3f))) return false;
      p += 3;
    } else {
      if (p + 2 > to || arena[p] !== (0xc0 | (c >> 6)) || arena[p + 1] !== (0x80 | (c & 0x3f))) return false;
      p += 2;
    }
  }
  return p === to;
}

/**
 * The interned strings of a station graph as plain memory: UTF-8 bytes in one arena, string k at
 * `arena[start[k], start[k+1])`, and a hash table of ids (FNV-1a of the bytes).
 * No JS string per stop id: 10⁶ ids take ~30 MB instead of ~100 MB, and the tables can sit in
 * SharedArrayBuffers that worker threads read in place.
 */
export interface StringTables {
  arena: Uint8Array;
  start: Int32Array;
  /**
   * Open addressing, linear probing, one int per slot: string id + 1 in the low `idBits` bits
   * (0 = empty, so fresh memory needs no fill pass) and the top bits of the string's hash above
   * them (a tag: a probe rejects most other strings without reading the arena). Half the memory
   * of an id and a whole hash per slot (the table is written at random, so all of it is resident).
   */
  table: Uint32Array;
  /** 24 (tag of 8 bits) until 2²⁴ − 1 strings, then 31. */
  idBits: number;
}

/** Bits of a slot that hold the id: ids fit below 2^bits, the rest of the slot is the hash's tag. */
const SMALL_ID_BITS = 24;
const LARGE_ID_BITS = 31;

/** A slot's value for string `id` with hash `h`. */
const slotValue = (id: number, h: number, idBits: number): number => (h >>> idBits) * 2 ** idBits + id + 1;

/** The string id in a slot's value (-1: empty); `idMask` = 2^idBits − 1. */
const slotId = (v: number, idMask: number): number => (v & idMask) - 1;

/** Lookups of JS strings in frozen string tables. */
export class StringIds {
  private readonly mask: number;
  constructor(private readonly t: StringTables) {
    this.mask = t.table.length - 1;
  }

  get size(): number {
    return this.t.start.length - 1;
  }

  /** The id of `s`, or -1. */
  get(s: string): number {
    const h = hashString(s);
    if (h < 0) return -1;
    const { arena, start, table, idBits } = this.t;
    const idMask = 2 ** idBits - 1;
    const tag = h >>> idBits;
    let slot = h & this.mask;
    for (;;) {
      const v = table[slot] as number;
      if (v === 0) return -1;
      if (v >>> idBits === tag) {
        const id = slotId(v, idMask);
        if (bytesEqualString(arena, start[id] as number, start[id + 1] as number, s)) return id;
      }
      slot = (slot + 1) & this.mask;
    }
  }
}

/** Builds string tables from byte ranges (the station loader) or JS strings (rare fallbacks). */
export class StringInterner {
  private readonly arena: Grow<Uint8Array>;
  private readonly start: Grow<Int32Array>;
  private table: Uint32Array;
  private mask: number;
  private count = 0;

  /**
   * `expected`: about how many strings and bytes will be interned (sizes the tables once).
   * `idBits`: see StringTables (a test makes it small to reach the switch to large ids).
   */
  constructor(
    expected = 1 << 12,
    expectedBytes = 1 << 16,
    private readonly shared = true,
    private idBits = SMALL_ID_BITS,
  ) {
    let size = 1 << 12;
    while (size * 0.7 < expected) size *= 2;
    this.table = uint32s(size, this.shared);
    this.mask = size - 1;
    this.arena = new Grow(Uint8Array, expectedBytes, shared);
    this.start = new Grow(Int32Array, expected + 1, shared);
    this.start.push(0);
  }

  get size(): number {
    return this.count;
  }

  /** The id of the UTF-8 bytes `bytes[from, to)`, added when new. */
  internBytes(bytes: Uint8Array, from: number, to: number): number {
    const h = hashBytes(bytes, from, to);
    const len = to - from;
    const table = this.table;
    const idBits = this.idBits;
    const idMask = 2 ** idBits - 1;
    const tag = h >>> idBits;
    let slot = h & this.mask;
    for (;;) {
      const v = table[slot] as number;
      if (v === 0) break;
      if (v >>> idBits === tag) {
        const id = slotId(v, idMask);
        const arena = this.arena.data;
        const s = this.start.data[id] as number;
        if ((this.start.data[id + 1] as number) - s === len) {
          let k = 0;
          while (k < len && arena[s + k] === bytes[from + k]) k++;
          if (k === len) return id;
        }
      }
      slot = (slot + 1) & this.mask;
    }
    const id = this.count++;
    this.arena.reserve(len);
    const arena = this.arena.data;
    for (let k = 0, at = this.arena.length; k < len; k++) arena[at + k] = bytes[from + k] as number;
    this.arena.length += len;
    this.start.push(this.arena.length);
    table[slot] = slotValue(id, h, idBits);
    // Linear probing stays short below 3/4 full; and the next id must fit in its bits.
    const size = this.count > 0.75 * (this.mask + 1) ? 2 * (this.mask + 1) : this.mask + 1;
    const bits = this.count + 1 >= 2 ** idBits ? LARGE_ID_BITS : idBits;
    if (size !== this.mask + 1 || bits !== idBits) this.rebuild(size, bits);
    return id;
  }

  intern(s: string): number {
    const bytes = Buffer.from(s, 'utf8');
    return this.internBytes(bytes, 0, bytes.length);
  }

  /** A new table of `size` slots (the tags need each string's whole hash again: read from the arena). */
  private rebuild(size: number, idBits: number): void {
    const table = uint32s(size, this.shared);
    const arena = this.arena.data;
    const start = this.start.data;
    this.mask = size - 1;
    this.idBits = idBits;
    for (let id = 0; id < this.count; id++) {
      const h = hashBytes(arena, start[id] as number, start[id + 1] as number);
      let slot = h & this.mask;
      while (table[slot] !== 0) slot = (slot + 1) & this.mask;
      table[slot] = slotValue(id, h, idBits);
    }
    this.table = table;
  }

  /** The tables as they are (in shared memory unless built otherwise). */
  tables(): StringTables {
    return { arena: this.arena.filled(), start: this.start.filled(), table: this.table, idBits: this.idBits };
  }
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

class CompactStationGraph implements StationGraph {
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
    ({ rowOfString: this.rowOfString, lat: this.lat, lng: this.lng, hopStart: this.hopStart, hops: this.hops, otherHops: this.otherHops, size: this.size } = tables);
  }

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
        const end = this.hopStart[r + 1] as number;
        for (let k = this.hopStart[r] as number; k < end; k++) if (this.hops[k] === sb) return true;
      }
    }
    // Non-string entries, and strings with no UTF-8 form (lone surrogates), compare as Python does.
    const others = this.otherHops.get(r);
    return others !== undefined && others.some((e) => pySame(e, b));
  }
}

/** A loaded graph with the file's SHA-256 (hashed while it was read), or the whole-file problems. */
export type StationLoad = { ok: true; graph: StationGraph; warnings: Diagnostic[]; sha256: Promise<string | null> } | { ok: false; diagnostics: Diagnostic[] };

const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;

function skipWs(b: Uint8Array, i: number, to: number): number {
  while (i < to) {
    const c = b[i] as number;
    if (c === SPACE || c === TAB || c === LF || c === CR) i++;
    else break;
  }
  return i;
}

/**
 * Interns the entries of a next-hop cell that is a plain JSON array of escape-free strings,
 * straight from its bytes; returns false (having interned nothing) when the cell needs the full
 * parser.
 */
function fastStringArray(b: Uint8Array, from: number, to: number, ids: StringInterner, hops: Grow<Int32Array>): boolean {
  let i = skipWs(b, from, to);
  if (b[i] !== 0x5b || i >= to) return false;
  i = skipWs(b, i + 1, to);
  if (i < to && b[i] === 0x5d) return skipWs(b, i + 1, to) === to;
  // Validate first, then intern: a cell that falls back must leave no trace.
  const begin = i;
  for (;;) {
    if (i >= to || b[i] !== QUOTE) return false;
    i++;
    for (;;) {
      if (i >= to) return false;
      const c = b[i] as number;
      if (c === QUOTE) break;
      if (c === 0x5c || c < 32) return false;
      i++;
    }
    i = skipWs(b, i + 1, to);
    if (i >= to) return false;
    const c = b[i] as number;
    if (c === 0x5d) {
      if (skipWs(b, i + 1, to) !== to) return false;
      break;
    }
    if (c !== 0x2c) return false;
    i = skipWs(b, i + 1, to);
  }
  for (i = begin; ; ) {
    const s = i + 1;
    let e = s;
    while (b[e] !== QUOTE) e++;
    hops.push(ids.internBytes(b, s, e));
    i = skipWs(b, e + 1, to);
    if (b[i] === 0x5d) return true;
    i = skipWs(b, i + 1, to);
  }
}

const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];

/**
 * Python float() of a plain decimal `[+-]digits[.digits]` from its bytes, or null when the text
 * needs the full parser. Exact: with at most 15 significant digits the digits form an exact
 * double m, 10^f (f ≤ 22) is exact too, and m / 10^f is then the correctly rounded value.
 */
function fastDecimal(b: Uint8Array, from: number, to: number): number | null {
  let i = from;
  let negative = false;
  if (b[i] === 0x2d || b[i] === 0x2b) negative = b[i++] === 0x2d;
  let m = 0;
  let digits = 0;
  let f = 0;
  const intStart = i;
  while (i < to && (b[i] as number) >= 0x30 && (b[i] as number) <= 0x39) m = m * 10 + ((b[i++] as number) - 0x30);
  digits = i - intStart;
  if (digits === 0) return null;
  if (i < to && b[i] === 0x2e) {
    i++;
    const fracStart = i;
    while (i < to && (b[i] as number) >= 0x30 && (b[i] as number) <= 0x39) m = m * 10 + ((b[i++] as number) - 0x30);
    f = i - fracStart;
    digits += f;
  }
  if (i !== to || digits > 15 || f > 22) return null;
  const v = m / (POW10[f] as number);
  return negative ? -v : v;
}

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0; // the reader reports the I/O problem
  }
}

/** Station rows read from one part of a file on another thread, before they are merged (see partBuffers). */
export interface StationPart {
  /** The part's own strings (UTF-8 arena and offsets); the other arrays use their ids. */
  arena: Uint8Array;
  start: Int32Array;
  rowStop: Int32Array;
  lat: Float64Array;
  lng: Float64Array;
  /** Where each row's next hops start in `hops` (no final entry). */
  hopStart: Int32Array;
  hops: Int32Array;
  otherHops: Map<number, PyValue[]>;
  /** Anything that only a whole-file load reports exactly: a failure, a warning, a read problem. */
  unusual: boolean;
}

/** The buffers of a part, to transfer (not copy) it to the thread that merges it. */
export function partBuffers(p: StationPart): ArrayBuffer[] {
  return [...new Set([p.arena, p.start, p.rowStop, p.lat, p.lng, p.hopStart, p.hops].map((a) => a.buffer as ArrayBuffer))];
}

/** Reads a part of a station file on another thread (a worker of the row pool). */
export interface StationPartLoader {
  /** Rows of bytes [start, end of file) under `header`, and later the whole file's SHA-256. */
  loadStationPart(file: string, start: number, header: string[]): { part: Promise<StationPart>; sha256: Promise<string | null> };
}

type Columns = { id: number; x: number; y: number; nh: number };

/** Station records into growing tables: the one-thread load, each part of a parallel load, and the merge. */
class StationTablesBuilder {
  readonly ids: StringInterner;
  readonly rowStop: Grow<Int32Array>;
  readonly lat: Grow<Float64Array>;
  readonly lng: Grow<Float64Array>;
  readonly hopStart: Grow<Int32Array>;
  readonly hops: Grow<Int32Array>;
  readonly otherHops = new Map<number, PyValue[]>();
  readonly warnings: Diagnostic[] = [];
  failure: StationLoad | null = null;
  private cols: Columns | null = null;

  /**
   * `size`: about how many rows and bytes will be read (sizes the tables once, see guessSize).
   * `shared`: a graph's tables live in shared memory; a part's in ArrayBuffers that move to the
   * main thread and are freed once merged.
   */
  constructor(
    private readonly shown: string,
    size: { rows: number; bytes: number },
    shared = true,
  ) {
    const rowsGuess = size.rows;
    this.ids = new StringInterner(rowsGuess, Math.max(1 << 16, Math.ceil(size.bytes / 4)), shared);
    this.rowStop = new Grow(Int32Array, rowsGuess, shared);
    this.lat = new Grow(Float64Array, rowsGuess, shared);
    this.lng = new Grow(Float64Array, rowsGuess, shared);
    this.hopStart = new Grow(Int32Array, rowsGuess, shared);
    this.hops = new Grow(Int32Array, rowsGuess * 2, shared);
  }

  fail(message: string, extra: Partial<Diagnostic> = {}): StationLoad {
    return { ok: false, diagnostics: [diagnostic({ code: 'bad-stations', file: this.shown, message, ...extra })] };
  }

  /** Reads every record of `reader`; stops at the first failure (kept in `failure`). */
  async read(reader: DictCsvReader): Promise<void> {
    await reader.eachRange((r, row) => {
      this.failure = this.add(r, row, reader.header as CsvHeader);
      return this.failure === null;
    });
  }

  private add(r: CsvRangeRecord, row: number, header: CsvHeader): StationLoad | null {
    if (this.cols === null) {
      const id = header.index.get('stop_id');
      if (id === undefined) return this.fail('missing required column "stop_id"', { line: 1, field: 'stop_id' });
      this.cols = { id, x: header.index.get('coord_x') ?? -1, y: header.index.get('coord_y') ?? -1, nh: header.index.get('next_hop_stations') ?? -1 };
    }
    const cols = this.cols;
    if (r.oversized !== null) {
      this.warnings.push(diagnostic({ severity: 'warning', code: 'oversized-cell', file: this.shown, line: r.line, row, field: header.names[r.oversized[0] as number] ?? null, message: `a field is longer than ${FIELD_SIZE_LIMIT} characters; scored anyway (the reference aborts)` }));
    }
    if (cols.id >= r.count) return null; // short row without a stop id: no id can ever match it
    const x = coordinate(r, cols.x);
    if (x === null) return this.badCoordinate(r, row, cols.x, 'coord_x');
    const y = coordinate(r, cols.y);
    if (y === null) return this.badCoordinate(r, row, cols.y, 'coord_y');
    const at = this.rowStop.length;
    this.rowStop.push(this.ids.internBytes(fieldSource(r, cols.id), r.start[cols.id] as number, r.end[cols.id] as number));
    this.lng.push(x);
    this.lat.push(y);
    this.hopStart.push(this.hops.length);
    if (cols.nh < 0 || cols.nh >= r.count || r.start[cols.nh] === r.end[cols.nh]) return null;
    return this.addHops(r, row, at, cols.nh);
  }

  private badCoordinate(r: CsvRangeRecord, row: number, k: number, name: string): StationLoad {
    return this.fail(`${name} ${JSON.stringify(cellText(r, k).slice(0, 60))} is not a number (Python float() rejects it)`, { line: r.line, row, field: name });
  }

  /** Adds the next-hop cell of station row `at`; a failure, or null. */
  private addHops(r: CsvRangeRecord, row: number, at: number, k: number): StationLoad | null {
    if (fastStringArray(fieldSource(r, k), r.start[k] as number, r.end[k] as number, this.ids, this.hops)) return null;
    const nhText = cellText(r, k);
    const parsed = parsePyJson(nhText);
    if (!parsed.ok) return this.fail(`next_hop_stations is not valid JSON: ${describeJsonError(nhText, parsed.message, parsed.position)}`, { line: r.line, row, field: 'next_hop_stations' });
    if (!Array.isArray(parsed.value)) return this.fail('next_hop_stations must be a JSON array of stop ids', { line: r.line, row, field: 'next_hop_stations' });
    for (const e of parsed.value) {
      // A lone surrogate (a JSON escape) has no UTF-8 form: it joins the non-string entries.
      if (typeof e === 'string' && hashString(e) >= 0) this.hops.push(this.ids.intern(e));
      else {
        let list = this.otherHops.get(at);
        if (list === undefined) this.otherHops.set(at, (list = []));
        list.push(e);
      }
    }
    return null;
  }

  /** This builder's rows as a part (read on a worker thread) for another builder to append. */
  part(unusual: boolean): StationPart {
    const strings = this.ids.tables();
    return { arena: strings.arena, start: strings.start, rowStop: this.rowStop.filled(), lat: this.lat.filled(), lng: this.lng.filled(), hopStart: this.hopStart.filled(), hops: this.hops.filled(), otherHops: this.otherHops, unusual };
  }

  /** Appends the rows of a part that follows this builder's rows in the file (its strings re-interned). */
  append(p: StationPart): void {
    const id = new Int32Array(p.start.length - 1);
    for (let j = 0; j < id.length; j++) id[j] = this.ids.internBytes(p.arena, p.start[j] as number, p.start[j + 1] as number);
    const rowBase = this.rowStop.length;
    const hopBase = this.hops.length;
    for (let r = 0; r < p.rowStop.length; r++) {
      this.rowStop.push(id[p.rowStop[r] as number] as number);
      this.lat.push(p.lat[r] as number);
      this.lng.push(p.lng[r] as number);
      this.hopStart.push(hopBase + (p.hopStart[r] as number));
    }
    for (let k = 0; k < p.hops.length; k++) this.hops.push(id[p.hops[k] as number] as number);
    for (const [r, list] of p.otherHops) this.otherHops.set(rowBase + r, list);
  }

  /** The graph, or the whole-file failure (the reader's problems, a missing header or stop_id). */
  finish(reader: DictCsvReader, sha256: Promise<string | null>): StationLoad {
    if (this.failure !== null) return this.failure;
    if (reader.problem !== null) return this.fail(reader.problem.message, { line: reader.problem.line, code: reader.problem.code === 'io' ? 'io' : 'bad-stations' });
    const header = reader.header;
    if (header === null) return this.fail('the station file is empty (no header)');
    if (!header.index.has('stop_id')) return this.fail('missing required column "stop_id"', { line: 1, field: 'stop_id' });
    if (reader.bomStripped) {
      this.warnings.unshift(diagnostic({ severity: 'warning', code: 'bom-stripped', file: this.shown, line: 1, message: 'a leading UTF-8 BOM was stripped (the reference aborts on it)' }));
    }
    this.hopStart.push(this.hops.length);
    const rows = this.rowStop.length;
    const rowOfString = int32s(this.ids.size, true).fill(-1);
    for (let r = 0; r < rows; r++) rowOfString[this.rowStop.data[r] as number] = r; // later duplicates replace earlier ones
    let distinct = 0;
    for (let k = 0; k < rowOfString.length; k++) if ((rowOfString[k] as number) >= 0) distinct += 1;
    const tables: StationTables = { strings: this.ids.tables(), rowOfString, lat: this.lat.filled(), lng: this.lng.filled(), hopStart: this.hopStart.filled(), hops: this.hops.filled(), otherHops: this.otherHops, size: distinct };
    return { ok: true, graph: new CompactStationGraph(tables), warnings: this.warnings, sha256 };
  }
}

function cellText(r: CsvRangeRecord, k: number): string {
  return fieldSource(r, k).toString('utf8', r.start[k], r.end[k]);
}

/** Empty or absent → 0.0 (a real point); otherwise Python float(); null when it rejects the text. */
function coordinate(r: CsvRangeRecord, k: number): number | null {
  if (k < 0 || k >= r.count || r.start[k] === r.end[k]) return 0;
  return fastDecimal(fieldSource(r, k), r.start[k] as number, r.end[k] as number) ?? parseFloatString(cellText(r, k));
}

// Small reads: the parser's carry and scratch stay small and no chunk outlives its rows.
const STATION_CHUNK = 1 << 16;

/** Station files from this size up are read in two parts on two threads when a helper is given. */
export const PARALLEL_STATIONS_MIN_BYTES = 8 << 20;

/** The share of the file the main thread reads: the helper thread starts later (it loads first). */
const MAIN_SHARE = 0.6;

/** Reads the rows of bytes [start, end of file) of a station file (on a worker thread). */
export async function readStationPart(file: string, start: number, header: string[]): Promise<StationPart> {
  const builder = new StationTablesBuilder(displayPath(file), await guessSize(file, start, fileSize(file) - start), false);
  const reader = new DictCsvReader(file, { chunkSize: STATION_CHUNK, part: { start, end: null, header } });
  await builder.read(reader);
  return builder.part(builder.failure !== null || builder.warnings.length > 0 || reader.problem !== null);
}

/**
 * About how many rows `bytes` bytes of a station file from `start` hold, from the line lengths of
 * its first 64 KB (+10 %). The tables are sized once from it: a doubling at 10⁶ rows would
 * briefly hold both copies, and a hash table sized for rows that never come is all resident
 * (its slots are written at random), unlike the untouched slack of the other tables.
 */
async function guessSize(file: string, start: number, bytes: number): Promise<{ rows: number; bytes: number }> {
  let bytesPerRow = 40;
  try {
    const handle = await open(file, 'r');
    try {
      const sample = Buffer.alloc(Math.min(1 << 16, Math.max(0, bytes)));
      const { bytesRead } = await handle.read(sample, 0, sample.length, start);
      let lines = 0;
      for (let at = sample.indexOf(LF); at !== -1 && at < bytesRead; at = sample.indexOf(LF, at + 1)) lines += 1;
      if (lines >= 8) bytesPerRow = Math.max(8, bytesRead / lines);
    } finally {
      await handle.close();
    }
  } catch {
    // the reader reports the I/O problem
  }
  return { rows: Math.max(1 << 12, Math.ceil((bytes / bytesPerRow) * 1.1)), bytes };
}

/** Offset just after the first line break at or after `from`, or null. */
async function lineStartAfter(file: string, from: number): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(1 << 16);
    for (let at = from; ; at += buf.length) {
      const { bytesRead } = await handle.read(buf, 0, buf.length, at);
      if (bytesRead === 0) return null;
      const lf = buf.subarray(0, bytesRead).indexOf(LF);
      if (lf >= 0) return at + lf + 1;
    }
  } finally {
    await handle.close();
  }
}

/**
 * Two threads, each reading part of the file, then one merge. Any doubt (the cut fell inside a
 * quoted field, or a part met anything a diagnostic would name) gives null: the caller then
 * reads the whole file on one thread, which reports it exactly.
 */
export async function loadInParts(file: string, size: number, helper: StationPartLoader): Promise<StationLoad | null> {
  const cut = await lineStartAfter(file, Math.floor(size * MAIN_SHARE));
  if (cut === null || cut >= size) return null;
  // The header is the first record: read it alone, then hand it to the other part.
  const head = new DictCsvReader(file, { chunkSize: STATION_CHUNK });
  await head.eachRange(() => false);
  if (head.header === null || head.problem !== null || head.bomStripped) return null;
  const theirs = helper.loadStationPart(file, cut, head.header.names);
  theirs.sha256.catch(() => undefined);
  const builder = new StationTablesBuilder(displayPath(file), await guessSize(file, 0, size));
  const mine = new DictCsvReader(file, { chunkSize: STATION_CHUNK, part: { start: 0, end: cut, header: null } });
  await builder.read(mine);
  const part = await theirs.part;
  if (builder.failure !== null || builder.warnings.length > 0 || mine.problem !== null || !mine.cleanEnd || part.unusual) return null;
  builder.append(part);
  return builder.finish(mine, theirs.sha256);
}

/**
 * Streams a station file into a compact graph; whole-file problems come back as diagnostics.
 * With a helper thread, a large file is read in two parts at once.
 */
export async function loadStations(file: string, helper: StationPartLoader | null = null, parallelMinBytes = PARALLEL_STATIONS_MIN_BYTES): Promise<StationLoad> {
  const size = fileSize(file);
  if (helper !== null && size >= parallelMinBytes) {
    const loaded = await loadInParts(file, size, helper);
    if (loaded !== null) {
      collectGarbage(); // the merged part's buffers and the builders' row tables (here: no frame holds them)
      return loaded;
    }
  }
  const builder = new StationTablesBuilder(displayPath(file), await guessSize(file, 0, size));
  const reader = new DictCsvReader(file, { chunkSize: STATION_CHUNK, sha256: true });
  await builder.read(reader);
  return builder.finish(reader, Promise.resolve(reader.sha256));
}

/** A station graph over tables from `loadStations` (e.g. posted to a worker thread). */
export function stationGraphOf(tables: StationTables): StationGraph {
  return new CompactStationGraph(tables);
}

/** The station graph of a file, loaded once per run (keyed by absolute path). */
export function stationGraphFor(cache: RunCache, file: string, helper: StationPartLoader | null = null): Promise<StationLoad> {
  const abs = path.resolve(file);
  return cache.get(`transitlm:stations:${abs}`, () => loadStations(abs, helper));
}

