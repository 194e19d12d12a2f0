import path from 'node:path';
import type { RunCache } from '../../../core/cache.js';
import { collectGarbage } from '../../../core/memory.js';
import { displayPath } from '../../../results/inputs.js';
import { DictCsvReader } from '../input/csv-reader.js';
import { referencePath } from '../reference/mode.js';
import { fileSize, guessSize, STATION_CHUNK, StationTablesBuilder } from './builder.js';
import type { StationLoad } from './graph.js';
import { loadInParts, PARALLEL_STATIONS_MIN_BYTES, type StationPartLoader } from './parts.js';

/**
 * Streams a station file into a compact graph; whole-file problems come back as diagnostics.
 * With a helper thread, a large file is read in two parts at once (not on the reference path).
 */
export async function loadStations(
  file: string,
  helper: StationPartLoader | null = null,
  parallelMinBytes = PARALLEL_STATIONS_MIN_BYTES,
): Promise<StationLoad> {
  const size = fileSize(file);
  if (helper !== null && size >= parallelMinBytes && !referencePath()) {
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

/** The station graph of a file, loaded once per run (keyed by absolute path). */
export function stationGraphFor(
  cache: RunCache,
  file: string,
  helper: StationPartLoader | null = null,
): Promise<StationLoad> {
  const abs = path.resolve(file);
  return cache.get(`transitlm:stations:${abs}`, () => loadStations(abs, helper));
}
