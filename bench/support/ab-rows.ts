// In-process A/B of the TransitLM row work (what a worker thread does: parse each batch, read its
// JSON cells, evaluate every row, pack the results), for changes too small to see in whole runs
// on a machine whose speed drifts. Two copies of the sources are loaded into one process and
// alternate over the same batches, with the station graph loaded once.
//
//   mkdir /tmp/before && git archive <rev> src schemas package.json | tar -x -C /tmp/before
//   ln -s "$PWD/node_modules" /tmp/before/node_modules     # the build to compare against
//   node --import tsx bench/support/ab-rows.ts /tmp/before/src [reps]
//
// Reads station_info_1000000.csv and benchmark1_100000.csv from $TRANSITLM_BENCH_DIR (default
// /tmp/tbench), as `TRANSITLM_BENCH_DIR=/tmp/tbench npm run bench` leaves them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Csv from '../../src/benchmarks/transitlm/csv.js';
import type * as Row from '../../src/benchmarks/transitlm/row.js';
import type * as Rows from '../../src/benchmarks/transitlm/rows.js';
import type * as Stations from '../../src/benchmarks/transitlm/stations.js';

interface Sources {
  csv: typeof Csv;
  row: typeof Row;
  rows: typeof Rows;
  stations: typeof Stations;
}

async function load(srcDir: string): Promise<Sources> {
  const at = (file: string) => pathToFileURL(path.resolve(srcDir, 'benchmarks/transitlm', file)).href;
  return { csv: await import(at('csv.ts')), row: await import(at('row.ts')), rows: await import(at('rows.ts')), stations: await import(at('stations.ts')) };
}

const [other, repsArg] = process.argv.slice(2);
if (other === undefined) throw new Error('usage: ab-rows.ts <other src dir> [reps]');
const dir = process.env.TRANSITLM_BENCH_DIR ?? '/tmp/tbench';
const variants: Record<string, Sources> = { this: await load(path.join(import.meta.dirname, '../../src')), other: await load(other) };

const loaded = await variants.this!.stations.loadStations(path.join(dir, 'station_info_1000000.csv'), null, Infinity);
if (!loaded.ok) throw new Error('the station file did not load');
const input = readFileSync(path.join(dir, 'benchmark1_100000.csv'));
const headerEnd = input.indexOf(10);
const names = input.subarray(0, headerEnd).toString('utf8').split(',');
const batches: Uint8Array[] = [];
for (let pos = headerEnd + 1; pos < input.length; ) {
  let end = input.lastIndexOf(10, Math.min(pos + (1 << 17), input.length - 1)) + 1;
  if (end <= pos) end = input.length;
  batches.push(new Uint8Array(input.subarray(pos, end)));
  pos = end;
}

function rowWork(s: Sources): number {
  const header = s.csv.csvHeader(names);
  const scorer = s.rows.taskScorer('single', loaded.ok ? loaded.graph : (undefined as never));
  const env = { file: 'bench.csv', compat: 'reference' as const, shard: null, batchNumbered: true };
  let rows = 0;
  for (const bytes of batches) {
    const parsed = s.csv.parseRecordBatch({ bytes, line: 2, end: false }, s.csv.jsonColumnMask(header, s.row.JSON_COLUMNS), (r) => s.rows.evaluateRow(header, r, env, scorer));
    for (const r of parsed.rows) s.rows.packRow(r, scorer);
    rows += parsed.rows.length;
  }
  return rows;
}

const reps = Number(repsArg ?? 8);
const times: Record<string, number[]> = { this: [], other: [] };
for (let rep = 0; rep < reps; rep++) {
  for (const name of rep % 2 === 0 ? ['this', 'other'] : ['other', 'this']) {
    const t0 = performance.now();
    rowWork(variants[name]!);
    times[name]!.push(performance.now() - t0);
  }
}
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
for (const [name, t] of Object.entries(times)) console.log(`${name.padEnd(5)} median ${median(t).toFixed(0)} ms, min ${Math.min(...t).toFixed(0)} ms: ${t.map((x) => x.toFixed(0)).join(' ')}`);
