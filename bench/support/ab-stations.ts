// In-process A/B of loading the TransitLM station file on one thread (the byte-level CSV reader,
// interning, decimals and next hops), alternating two copies of the sources as ab-rows.ts does:
//
//   node --import tsx bench/support/ab-stations.ts /tmp/before/src [reps]
//
// Reads station_info_1000000.csv from $TRANSITLM_BENCH_DIR (default /tmp/tbench).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

type Load = (file: string, helper: null, parallelMinBytes: number) => Promise<{ ok: boolean }>;

async function load(srcDir: string): Promise<Load> {
  const old = path.resolve(srcDir, 'benchmarks/transitlm/stations.ts');
  const file = existsSync(old) ? old : path.resolve(srcDir, 'benchmarks/transitlm/stations/load.ts');
  return ((await import(pathToFileURL(file).href)) as { loadStations: Load }).loadStations;
}

const [other, repsArg] = process.argv.slice(2);
if (other === undefined) throw new Error('usage: ab-stations.ts <other src dir> [reps]');
const file = path.join(process.env.TRANSITLM_BENCH_DIR ?? '/tmp/tbench', 'station_info_1000000.csv');
const variants: Record<string, Load> = {
  this: await load(path.join(import.meta.dirname, '../../src')),
  other: await load(other),
};
const reps = Number(repsArg ?? 8);
const times: Record<string, number[]> = { this: [], other: [] };
for (let rep = 0; rep < reps; rep++) {
  for (const name of rep % 2 === 0 ? ['this', 'other'] : ['other', 'this']) {
    const t0 = performance.now();
    const loaded = await variants[name]!(file, null, Infinity);
    if (!loaded.ok) throw new Error('the station file did not load');
    times[name]!.push(performance.now() - t0);
  }
}
const median = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1]!;
for (const [name, t] of Object.entries(times))
  console.log(
    `${name.padEnd(5)} median ${median(t).toFixed(0)} ms, min ${Math.min(...t).toFixed(0)} ms: ${t.map((x) => x.toFixed(0)).join(' ')}`,
  );
