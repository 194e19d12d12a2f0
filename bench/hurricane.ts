// Trip-log aggregation throughput and memory: generates JSONL and CSV trip logs of
// BENCH_TRIPS trips (default 5 000 000) and scores them through the CLI's code path.
// Peak memory must not grow with the number of trips (constant-memory streaming).
import { createWriteStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { hurricaneBenchmark } from '../src/benchmarks/hurricane/index.js';
import { silentLogger } from '../src/core/logger.js';
import { RunCache } from '../src/core/cache.js';

const trips = Number(process.env.BENCH_TRIPS ?? 5_000_000);
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-hurricane-'));
const phases = ['before', 'during', 'after'] as const;

async function writeLog(file: string, csv: boolean): Promise<void> {
  const out = createWriteStream(file);
  if (csv) out.write('phase,depart,duration_min\n');
  let chunk = '';
  for (let i = 0; i < trips; i++) {
    const phase = phases[i % 3]!;
    const depart = `2019-09-0${1 + (i % 9)}T${String((i * 7) % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}:00`;
    const duration = 5 + (i % 55);
    chunk += csv ? `${phase},${depart},${duration}\n` : `{"phase":"${phase}","depart":"${depart}","duration_min":${duration}}\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

const day = Array.from({ length: 24 }, (_, h) => 10 + h);
writeFileSync(path.join(dir, 'gt.json'), JSON.stringify({ relative_changes: { during_vs_before: -20, after_vs_before: -10 }, hourly_trips: { before: day, during: day, after: day } }));

for (const format of ['jsonl', 'csv'] as const) {
  const file = path.join(dir, `trips.${format}`);
  await writeLog(file, format === 'csv');
  const started = process.hrtime.bigint();
  const suite = await hurricaneBenchmark.score(
    { id: 'bench', benchmark: 'hurricane', trips: file, groundtruth: path.join(dir, 'gt.json') },
    { baseDir: dir, sideFiles: null, shard: null, cache: new RunCache(), signal: new AbortController().signal, log: silentLogger, env: {} },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (suite.status !== 'ok' || suite.total !== trips) throw new Error(`unexpected result: ${suite.status} ${suite.total}`);
  const mb = statSync(file).size / 1e6;
  console.log(`hurricane trips ${format}: ${trips.toLocaleString('en')} trips (${mb.toFixed(0)} MB) in ${seconds.toFixed(2)} s, ${(trips / seconds / 1e6).toFixed(2)} M trips/s, ${(mb / seconds).toFixed(0)} MB/s`);
  rmSync(file);
}
console.log(`hurricane peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (whole process, including generation)`);
rmSync(dir, { recursive: true, force: true });
