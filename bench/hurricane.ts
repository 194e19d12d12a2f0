// Trip-log aggregation throughput and memory: generates JSONL and CSV trip logs of
// BENCH_TRIPS trips (default 5 000 000) and scores them through the CLI's code path.
// Peak memory must not grow with the number of trips (constant-memory streaming).
// Then status records (BENCH_STATUS_RECORDS, default 5 000 000), below.
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
    chunk += csv
      ? `${phase},${depart},${duration}\n`
      : `{"phase":"${phase}","depart":"${depart}","duration_min":${duration}}\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

const day = Array.from({ length: 24 }, (_, h) => 10 + h);
writeFileSync(
  path.join(dir, 'gt.json'),
  JSON.stringify({
    relative_changes: { during_vs_before: -20, after_vs_before: -10 },
    hourly_trips: { before: day, during: day, after: day },
  }),
);

for (const format of ['jsonl', 'csv'] as const) {
  const file = path.join(dir, `trips.${format}`);
  await writeLog(file, format === 'csv');
  const started = process.hrtime.bigint();
  const suite = await hurricaneBenchmark.score(
    { id: 'bench', benchmark: 'hurricane', trips: file, groundtruth: path.join(dir, 'gt.json') },
    {
      baseDir: dir,
      sideFiles: null,
      shard: null,
      cache: new RunCache(),
      signal: new AbortController().signal,
      log: silentLogger,
      env: {},
    },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (suite.status !== 'ok' || suite.total !== trips)
    throw new Error(`unexpected result: ${suite.status} ${suite.total}`);
  const mb = statSync(file).size / 1e6;
  console.log(
    `hurricane trips ${format}: ${trips.toLocaleString('en')} trips (${mb.toFixed(0)} MB) in ${seconds.toFixed(2)} s, ${(trips / seconds / 1e6).toFixed(2)} M trips/s, ${(mb / seconds).toFixed(0)} MB/s`,
  );
  rmSync(file);
}
console.log(
  `hurricane peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (whole process, including generation)`,
);

// Status records (issue #24): 5 000 000 AgentSociety status records of 1 000 agents, scored as
// asbench's gather_results aggregates them, by the built CLI in its own process, once with a tenth
// of the records: peak memory must not grow with the number of records (it grows with agents).
const statusRecords = Number(process.env.BENCH_STATUS_RECORDS ?? 5_000_000);
const REPO = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

async function writeStatuses(file: string, count: number): Promise<void> {
  const out = createWriteStream(file);
  let chunk = '';
  for (let i = 0; i < count; i++) {
    const agent = i % 1_000;
    const step = Math.floor(i / 1_000);
    const day = Math.floor((step * 3) / Math.max(1, Math.ceil(count / 1_000))) - (i % 97 === 0 ? 1 : 0);
    const t = (step * 37 + agent) % 86400;
    // Every fourth step at an AOI (home or one of 50 places), else on a lane.
    const parent = step % 4 === 0 ? 500_000_000 + ((agent + step) % 50) : 1 + ((agent * 7 + step) % 100_000);
    chunk += `{"id":${agent},"day":${day},"t":${t},"parent_id":${parent},"lng":-80.1,"lat":26.7}\n`;
    if (chunk.length > 1 << 16) {
      if (!out.write(chunk)) await once(out, 'drain');
      chunk = '';
    }
  }
  out.end(chunk);
  await once(out, 'finish');
}

const { spawnSync } = await import('node:child_process');
const peaks: number[] = [];
for (const count of [Math.ceil(statusRecords / 10), statusRecords]) {
  const file = path.join(dir, `statuses-${count}.jsonl`);
  await writeStatuses(file, count);
  const rss = path.join(dir, 'rss.txt');
  const started = process.hrtime.bigint();
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      path.join(REPO, 'bench/support/rss-probe.mjs'),
      path.join(REPO, 'src/cli/index.ts'),
      'score',
      'hurricane',
      '--statuses',
      file,
      '--groundtruth',
      path.join(dir, 'gt.json'),
      '--format',
      'json',
      '--quiet',
    ],
    {
      env: { ...process.env, BENCH_RSS_FILE: rss },
      encoding: 'utf8',
      maxBuffer: 64 << 20,
    },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const doc =
    run.status === 0 ? (JSON.parse(run.stdout) as { suites: { total: number; details: { agents: number } }[] }) : null;
  const suite = doc?.suites[0];
  if (suite?.total !== count) throw new Error(`status records: exit ${run.status}, ${run.stderr.slice(0, 500)}`);
  const peak = Number(readFileSync(rss, 'utf8')) / 1024;
  peaks.push(peak);
  console.log(
    `hurricane statuses jsonl: ${count.toLocaleString('en')} records (${(statSync(file).size / 1e6).toFixed(0)} MB, ${suite.details.agents} agents) in ${seconds.toFixed(2)} s, peak RSS ${peak.toFixed(0)} MB`,
  );
  rmSync(file);
}
// Ten times the records may not cost more memory beyond the noise of V8's heap sizing (which
// settles by ≈ 500 000 records: below that the first peak is lower and the check means little).
if (peaks[1]! > peaks[0]! * 1.25 + 20)
  throw new Error(
    `status records: peak RSS grew from ${peaks[0]!.toFixed(0)} to ${peaks[1]!.toFixed(0)} MB with 10× the records`,
  );
console.log(`hurricane statuses: peak RSS ${peaks[0]!.toFixed(0)} MB → ${peaks[1]!.toFixed(0)} MB for 10× the records`);
rmSync(dir, { recursive: true, force: true });
