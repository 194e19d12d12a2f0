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
// /tmp/tbench), as `TRANSITLM_BENCH_DIR=/tmp/tbench npm run bench` leaves them. Either copy may
// have the layout before the split of src/benchmarks/transitlm by concern (csv.ts, rows.ts, …)
// or after it (parallel/, tasks/, stations/, …).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StationGraph } from '../../src/benchmarks/transitlm/stations/graph.js';

/** What the row work needs of a copy, whatever its layout. */
interface Sources {
  csvHeader(names: string[]): unknown;
  jsonColumnMask(header: unknown, names: readonly string[]): Uint8Array;
  JSON_COLUMNS: readonly string[];
  parseRecordBatch(
    batch: { bytes: Uint8Array; line: number; end: boolean },
    mask: Uint8Array,
    take: (row: unknown) => unknown,
  ): { rows: unknown[] };
  taskScorer(task: 'single', graph: StationGraph): unknown;
  evaluateRow(header: unknown, row: unknown, env: object, scorer: unknown): unknown;
  packRow(row: unknown, scorer: unknown): unknown;
  loadStations(
    file: string,
    helper: null,
    parallelMinBytes: number,
  ): Promise<{ ok: true; value: StationGraph } | { ok: false }>;
}

async function load(srcDir: string): Promise<Sources> {
  // Modules of an older or newer tree: their shape is what Sources says, checked by using them.
  const at = (file: string) =>
    import(pathToFileURL(path.resolve(srcDir, 'benchmarks/transitlm', file)).href) as Promise<Partial<Sources>>;
  if (existsSync(path.resolve(srcDir, 'benchmarks/transitlm/csv.ts'))) {
    const [csv, row, rows, stations] = await Promise.all([
      at('csv.ts'),
      at('row.ts'),
      at('rows.ts'),
      at('stations.ts'),
    ]);
    return { ...csv, ...row, ...rows, ...stations } as Sources;
  }
  const parts = await Promise.all(
    ['input/records.ts', 'input/columns.ts', 'parallel/batches.ts', 'tasks/evaluate-row.ts', 'stations/load.ts'].map(
      at,
    ),
  );
  return Object.assign({}, ...parts) as Sources;
}

const [other, repsArg] = process.argv.slice(2);
if (other === undefined) throw new Error('usage: ab-rows.ts <other src dir> [reps]');
const dir = process.env.TRANSITLM_BENCH_DIR ?? '/tmp/tbench';
const variants: Record<string, Sources> = {
  this: await load(path.join(import.meta.dirname, '../../src')),
  other: await load(other),
};

const loaded = await variants.this!.loadStations(path.join(dir, 'station_info_1000000.csv'), null, Infinity);
if (!loaded.ok) throw new Error('the station file did not load');
const graph = loaded.value;
const input = readFileSync(path.join(dir, 'benchmark1_100000.csv'));
const headerEnd = input.indexOf(10);
const names = input.subarray(0, headerEnd).toString('utf8').split(',');
const batches: Uint8Array[] = [];
for (let pos = headerEnd + 1; pos < input.length;) {
  let end = input.lastIndexOf(10, Math.min(pos + (1 << 17), input.length - 1)) + 1;
  if (end <= pos) end = input.length;
  batches.push(new Uint8Array(input.subarray(pos, end)));
  pos = end;
}

function rowWork(s: Sources): number {
  const header = s.csvHeader(names);
  const scorer = s.taskScorer('single', graph);
  const env = { file: 'bench.csv', compat: 'reference' as const, shard: null, batchNumbered: true };
  let rows = 0;
  for (const bytes of batches) {
    const parsed = s.parseRecordBatch({ bytes, line: 2, end: false }, s.jsonColumnMask(header, s.JSON_COLUMNS), (r) =>
      s.evaluateRow(header, r, env, scorer),
    );
    for (const r of parsed.rows) s.packRow(r, scorer);
    rows += parsed.rows.length;
  }
  return rows;
}

const reps = Number(repsArg ?? 8);
// Wall time, and the process's CPU time (user + system), which a loaded machine disturbs less.
const times: Record<string, number[]> = { this: [], other: [] };
const cpu: Record<string, number[]> = { this: [], other: [] };
for (let rep = 0; rep < reps; rep++) {
  for (const name of rep % 2 === 0 ? ['this', 'other'] : ['other', 'this']) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    rowWork(variants[name]!);
    const c = process.cpuUsage(c0);
    times[name]!.push(performance.now() - t0);
    cpu[name]!.push((c.user + c.system) / 1000);
  }
}
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
const list = (a: number[]) => a.map((x) => x.toFixed(0)).join(' ');
for (const name of ['this', 'other']) {
  const [t, c] = [times[name]!, cpu[name]!];
  console.log(
    `${name.padEnd(5)} wall median ${median(t).toFixed(0)} ms, min ${Math.min(...t).toFixed(0)} ms: ${list(t)}`,
  );
  console.log(
    `${name.padEnd(5)} cpu  median ${median(c).toFixed(0)} ms, min ${Math.min(...c).toFixed(0)} ms: ${list(c)}`,
  );
}
// Each rep runs both copies back to back: the ratio within a rep cancels the machine's drift.
const ratios = (m: Record<string, number[]>) => m.this!.map((x, k) => x / m.other![k]!);
const summary = (r: number[]) =>
  `median ${median(r).toFixed(3)} (${Math.min(...r).toFixed(3)}–${Math.max(...r).toFixed(3)})`;
console.log(`this/other per rep: wall ${summary(ratios(times))}, cpu ${summary(ratios(cpu))}`);
