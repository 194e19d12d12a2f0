import { open } from 'node:fs/promises';
import { displayPath } from '../../../results/inputs.js';
import { DictCsvReader } from '../input/csv-reader.js';
import { fileSize, guessSize, STATION_CHUNK, StationTablesBuilder, type StationPart } from './builder.js';
import type { StationLoad } from './graph.js';

/**
 * A large station file read in two parts at once: the main thread reads the first, a worker
 * thread (a StationPartLoader: the row pool) the rest, and the main thread merges them.
 */

/** Reads a part of a station file on another thread (a worker of the row pool). */
export interface StationPartLoader {
  /** Rows of bytes [start, end of file) under `header`, and later the whole file's SHA-256. */
  loadStationPart(
    file: string,
    start: number,
    header: string[],
  ): { part: Promise<StationPart>; sha256: Promise<string | null> };
}

/** Station files from this size up are read in two parts on two threads when a helper is given. */
export const PARALLEL_STATIONS_MIN_BYTES = 8 << 20;

/** The share of the file the main thread reads: the helper thread starts later (it loads first). */
const MAIN_SHARE = 0.6;

/** Reads the rows of bytes [start, end of file) of a station file (on a worker thread). */
export async function readStationPart(file: string, start: number, header: string[]): Promise<StationPart> {
  const builder = new StationTablesBuilder(
    displayPath(file),
    await guessSize(file, start, fileSize(file) - start),
    false,
  );
  const reader = new DictCsvReader(file, { chunkSize: STATION_CHUNK, part: { start, end: null, header } });
  await builder.read(reader);
  return builder.part(builder.failure !== null || builder.warnings.length > 0 || reader.problem !== null);
}

/** Offset just after the first line break at or after `from`, or null. */
async function lineStartAfter(file: string, from: number): Promise<number | null> {
  const handle = await open(file, 'r');
  try {
    const buf = Buffer.alloc(1 << 16);
    for (let at = from; ; at += buf.length) {
      const { bytesRead } = await handle.read(buf, 0, buf.length, at);
      if (bytesRead === 0) return null;
      const lf = buf.subarray(0, bytesRead).indexOf(0x0a);
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
  if (
    builder.failure !== null ||
    builder.warnings.length > 0 ||
    mine.problem !== null ||
    !mine.cleanEnd ||
    part.unusual
  )
    return null;
  builder.append(part);
  return builder.finish(mine, theirs.sha256);
}
