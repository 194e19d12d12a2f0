import { statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { diagnostic } from '../../../core/diagnostics.js';
import type { Diagnostic } from '../../../results/types.js';
import { decimalOfBytes } from '../fast/decimal.js';
import { fieldSource, type CsvRangeRecord } from '../fast/csv-bytes.js';
import { FastJson } from '../fast/json.js';
import type { DictCsvReader } from '../input/csv-reader.js';
import type { CsvHeader, CsvRow } from '../input/records.js';
import { FIELD_SIZE_LIMIT } from '../reference/csv.js';
import { parseFloatString } from '../reference/float.js';
import { describeJsonError, JsonKeys, parsePyJson } from '../reference/json.js';
import { referencePath } from '../reference/mode.js';
import type { PyValue } from '../reference/value.js';
import { CompactStationGraph, type StationLoad, type StationTables } from './graph.js';
import { Grow, hashString, int32s, StringInterner } from './strings.js';

/** Reading station records into tables: one thread's load, a part read on a worker, and their merge. */

export function fileSize(file: string): number {
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
  return [
    ...new Set([p.arena, p.start, p.rowStop, p.lat, p.lng, p.hopStart, p.hops].map((a) => a.buffer as ArrayBuffer)),
  ];
}

interface Columns {
  id: number;
  x: number;
  y: number;
  nh: number;
}

/** Station records into growing tables: the one-thread load, each part of a parallel load, and the merge. */
export class StationTablesBuilder {
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
  /** Keys of the next-hop cells read as JSON (the few the fast reader leaves). */
  private readonly jsonKeys = new JsonKeys();

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
    if (referencePath()) {
      const cells = new TextCells();
      for await (const rows of reader.rows()) {
        for (const row of rows) {
          this.failure = this.add(cells.of(row), row.row, reader.header!);
          if (this.failure !== null) return;
        }
      }
      return;
    }
    const cells = new RangeCells();
    await reader.eachRange((r, row) => {
      this.failure = this.add(cells.of(r), row, reader.header!);
      return this.failure === null;
    });
  }

  private add(r: StationCells, row: number, header: CsvHeader): StationLoad | null {
    if (this.cols === null) {
      const id = header.index.get('stop_id');
      if (id === undefined) return this.fail('missing required column "stop_id"', { line: 1, field: 'stop_id' });
      this.cols = {
        id,
        x: header.index.get('coord_x') ?? -1,
        y: header.index.get('coord_y') ?? -1,
        nh: header.index.get('next_hop_stations') ?? -1,
      };
    }
    const cols = this.cols;
    if (r.oversized !== null) {
      this.warnings.push(
        diagnostic({
          severity: 'warning',
          code: 'oversized-cell',
          file: this.shown,
          line: r.line,
          row,
          field: header.names[r.oversized[0]!] ?? null,
          message: `a field is longer than ${FIELD_SIZE_LIMIT} characters; scored anyway (the reference aborts)`,
        }),
      );
    }
    if (cols.id >= r.count) return null; // short row without a stop id: no id can ever match it
    const x = coordinate(r, cols.x);
    if (x === null) return this.badCoordinate(r, row, cols.x, 'coord_x');
    const y = coordinate(r, cols.y);
    if (y === null) return this.badCoordinate(r, row, cols.y, 'coord_y');
    const at = this.rowStop.length;
    this.rowStop.push(r.intern(cols.id, this.ids));
    this.lng.push(x);
    this.lat.push(y);
    this.hopStart.push(this.hops.length);
    if (cols.nh < 0 || cols.nh >= r.count || r.empty(cols.nh)) return null;
    return this.addHops(r, row, at, cols.nh);
  }

  private badCoordinate(r: StationCells, row: number, k: number, name: string): StationLoad {
    return this.fail(`${name} ${JSON.stringify(r.text(k).slice(0, 60))} is not a number (Python float() rejects it)`, {
      line: r.line,
      row,
      field: name,
    });
  }

  /** Adds the next-hop cell of station row `at`; a failure, or null. */
  private addHops(r: StationCells, row: number, at: number, k: number): StationLoad | null {
    if (r.plainHops(k, this.ids, this.hops)) return null;
    const nhText = r.text(k);
    const parsed = parsePyJson(nhText, this.jsonKeys);
    if (!parsed.ok)
      return this.fail(
        `next_hop_stations is not valid JSON: ${describeJsonError(nhText, parsed.message, parsed.position)}`,
        { line: r.line, row, field: 'next_hop_stations' },
      );
    if (!Array.isArray(parsed.value))
      return this.fail('next_hop_stations must be a JSON array of stop ids', {
        line: r.line,
        row,
        field: 'next_hop_stations',
      });
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
    return {
      arena: strings.arena,
      start: strings.start,
      rowStop: this.rowStop.filled(),
      lat: this.lat.filled(),
      lng: this.lng.filled(),
      hopStart: this.hopStart.filled(),
      hops: this.hops.filled(),
      otherHops: this.otherHops,
      unusual,
    };
  }

  /** Appends the rows of a part that follows this builder's rows in the file (its strings re-interned). */
  append(p: StationPart): void {
    const id = new Int32Array(p.start.length - 1);
    for (let j = 0; j < id.length; j++) id[j] = this.ids.internBytes(p.arena, p.start[j]!, p.start[j + 1]!);
    const rowBase = this.rowStop.length;
    const hopBase = this.hops.length;
    for (let r = 0; r < p.rowStop.length; r++) {
      this.rowStop.push(id[p.rowStop[r]!]!);
      this.lat.push(p.lat[r]!);
      this.lng.push(p.lng[r]!);
      this.hopStart.push(hopBase + p.hopStart[r]!);
    }
    for (const hop of p.hops) this.hops.push(id[hop]!);
    for (const [r, list] of p.otherHops) this.otherHops.set(rowBase + r, list);
  }

  /** The graph, or the whole-file failure (the reader's problems, a missing header or stop_id). */
  finish(reader: DictCsvReader, sha256: Promise<string | null>): StationLoad {
    if (this.failure !== null) return this.failure;
    if (reader.problem !== null)
      return this.fail(reader.problem.message, {
        line: reader.problem.line,
        code: reader.problem.code === 'io' ? 'io' : 'bad-stations',
      });
    const header = reader.header;
    if (header === null) return this.fail('the station file is empty (no header)');
    if (!header.index.has('stop_id'))
      return this.fail('missing required column "stop_id"', { line: 1, field: 'stop_id' });
    if (reader.bomStripped) {
      this.warnings.unshift(
        diagnostic({
          severity: 'warning',
          code: 'bom-stripped',
          file: this.shown,
          line: 1,
          message: 'a leading UTF-8 BOM was stripped (the reference aborts on it)',
        }),
      );
    }
    this.hopStart.push(this.hops.length);
    const rows = this.rowStop.length;
    const rowOfString = int32s(this.ids.size, true).fill(-1);
    for (let r = 0; r < rows; r++) rowOfString[this.rowStop.data[r]!] = r; // later duplicates replace earlier ones
    let distinct = 0;
    for (const row of rowOfString) if (row >= 0) distinct += 1;
    const tables: StationTables = {
      strings: this.ids.tables(),
      rowOfString,
      lat: this.lat.filled(),
      lng: this.lng.filled(),
      hopStart: this.hopStart.filled(),
      hops: this.hops.filled(),
      otherHops: this.otherHops,
      size: distinct,
    };
    return { ok: true, value: new CompactStationGraph(tables), warnings: this.warnings, sha256 };
  }
}

/** Empty or absent → 0.0 (a real point); otherwise Python float(); null when it rejects the text. */
function coordinate(r: StationCells, k: number): number | null {
  if (k < 0 || k >= r.count || r.empty(k)) return 0;
  return r.float(k);
}

/** A station record's cells as the builder reads them: byte ranges (fast path) or strings (reference path). */
interface StationCells {
  readonly count: number;
  readonly line: number;
  readonly oversized: number[] | null;
  empty(k: number): boolean;
  text(k: number): string;
  /** float() of the cell, null where Python rejects it. */
  float(k: number): number | null;
  /** The string id of the cell's text. */
  intern(k: number, ids: StringInterner): number;
  /** A next-hop cell that is an array of plain strings: their ids pushed to `hops`, true; else false (read the text). */
  plainHops(k: number, ids: StringInterner, hops: Grow<Int32Array>): boolean;
}

/** Cells as byte ranges (the byte parser's records): decimals and plain next hops read from the bytes. */
class RangeCells implements StationCells {
  private r: CsvRangeRecord | null = null;
  private readonly json = new FastJson();

  of(r: CsvRangeRecord): this {
    this.r = r;
    return this;
  }
  get count(): number {
    return this.r!.count;
  }
  get line(): number {
    return this.r!.line;
  }
  get oversized(): number[] | null {
    return this.r!.oversized;
  }
  empty(k: number): boolean {
    const r = this.r!;
    return r.start[k] === r.end[k];
  }
  text(k: number): string {
    const r = this.r!;
    return fieldSource(r, k).toString('utf8', r.start[k], r.end[k]);
  }
  float(k: number): number | null {
    const r = this.r!;
    return decimalOfBytes(fieldSource(r, k), r.start[k]!, r.end[k]!) ?? parseFloatString(this.text(k));
  }
  intern(k: number, ids: StringInterner): number {
    const r = this.r!;
    return ids.internBytes(fieldSource(r, k), r.start[k]!, r.end[k]!);
  }
  plainHops(k: number, ids: StringInterner, hops: Grow<Int32Array>): boolean {
    const r = this.r!;
    const bytes = fieldSource(r, k);
    const count = this.json.stringArray(bytes, r.start[k]!, r.end[k]!);
    if (count < 0) return false;
    const ranges = this.json.ranges;
    for (let j = 0; j < 2 * count; j += 2) hops.push(ids.internBytes(bytes, ranges[j]!, ranges[j + 1]!));
    return true;
  }
}

/** Cells as strings (the reference path: reference/csv.ts's records, reference/float.ts and parsePyJson). */
class TextCells implements StationCells {
  private row: CsvRow | null = null;

  of(row: CsvRow): this {
    this.row = row;
    return this;
  }
  get count(): number {
    return this.row!.fields.length;
  }
  get line(): number {
    return this.row!.line;
  }
  get oversized(): number[] | null {
    return this.row!.oversized;
  }
  empty(k: number): boolean {
    return this.text(k) === '';
  }
  text(k: number): string {
    return this.row!.fields[k]!;
  }
  float(k: number): number | null {
    return parseFloatString(this.text(k));
  }
  intern(k: number, ids: StringInterner): number {
    return ids.intern(this.text(k));
  }
  plainHops(): boolean {
    return false;
  }
}

// Small reads: the parser's carry and scratch stay small and no chunk outlives its rows.
export const STATION_CHUNK = 1 << 16;

/**
 * About how many rows `bytes` bytes of a station file from `start` hold, from the line lengths of
 * its first 64 KB (+10 %). The tables are sized once from it: a doubling at 10⁶ rows would
 * briefly hold both copies, and a hash table sized for rows that never come is all resident
 * (its slots are written at random), unlike the untouched slack of the other tables.
 */
export async function guessSize(file: string, start: number, bytes: number): Promise<{ rows: number; bytes: number }> {
  let bytesPerRow = 40;
  try {
    const handle = await open(file, 'r');
    try {
      const sample = Buffer.alloc(Math.min(1 << 16, Math.max(0, bytes)));
      const { bytesRead } = await handle.read(sample, 0, sample.length, start);
      let lines = 0;
      for (let at = sample.indexOf(0x0a); at !== -1 && at < bytesRead; at = sample.indexOf(0x0a, at + 1)) lines += 1;
      if (lines >= 8) bytesPerRow = Math.max(8, bytesRead / lines);
    } finally {
      await handle.close();
    }
  } catch {
    // the reader reports the I/O problem
  }
  return { rows: Math.max(1 << 12, Math.ceil((bytes / bytesPerRow) * 1.1)), bytes };
}
