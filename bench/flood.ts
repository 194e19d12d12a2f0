// Flood simulation cost: BENCH_FLOOD_HOUSEHOLDS households (default 10 000) × BENCH_FLOOD_YEARS
// years (default 13) with the rule provider, through the same score() the CLI uses (audit logs,
// items file and --record file written to a temp dir). Each size runs in its own child process
// so its peak RSS is its own; BENCH_FLOOD_SIZES (default "2500,5000,<households>") shows that the
// cost grows linearly with the population.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { floodBenchmark } from '../src/benchmarks/flood/index.js';
import { silentLogger } from '../src/core/logger.js';
import { RunCache } from '../src/core/cache.js';

const households = Number(process.env.BENCH_FLOOD_HOUSEHOLDS ?? 10_000);
const years = Number(process.env.BENCH_FLOOD_YEARS ?? 13);
const child = process.env.BENCH_FLOOD_CHILD;

async function runOne(n: number): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-flood-'));
  writeFileSync(
    path.join(dir, 'scenario.json'),
    JSON.stringify({ seed: 1, households: n, floodYears: [3, 4, 9, 12], years, memory: 'cognitive' }),
  );
  const started = process.hrtime.bigint();
  const suite = await floodBenchmark.score(
    { id: 'bench', benchmark: 'flood', scenario: 'scenario.json', record: 'record.jsonl' },
    {
      baseDir: dir,
      sideFiles: { dir, prefix: 'results' },
      shard: null,
      cache: new RunCache(),
      signal: new AbortController().signal,
      log: silentLogger,
      env: {},
    },
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (suite.status !== 'ok' || suite.metrics.validity_rate?.value !== 1)
    throw new Error(`unexpected result: ${suite.status} ${JSON.stringify(suite.diagnostics.slice(0, 3))}`);
  const auditMb = statSync(path.join(dir, 'bench.skill_audit.jsonl')).size / 1e6;
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(
    `${JSON.stringify({ households: n, decisions: suite.total, seconds, auditMb, peakRssMb: process.resourceUsage().maxRSS / 1024 })}\n`,
  );
}

if (child !== undefined) {
  await runOne(Number(child));
} else {
  const sizes = (process.env.BENCH_FLOOD_SIZES ?? `2500,5000,${households}`).split(',').map(Number);
  const script = fileURLToPath(import.meta.url);
  const rows: { households: number; decisions: number; seconds: number; auditMb: number; peakRssMb: number }[] = [];
  for (const n of [...new Set(sizes)].sort((a, b) => a - b)) {
    const out = spawnSync(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, BENCH_FLOOD_CHILD: String(n) },
      encoding: 'utf8',
    });
    if (out.status !== 0) throw new Error(`size ${n} failed: ${out.stderr}`);
    rows.push(JSON.parse(out.stdout.trim().split('\n').at(-1)!) as (typeof rows)[number]);
  }
  for (const r of rows) {
    console.log(
      `flood simulation (rule, V2 memory): ${r.households} households × ${years} years = ${r.decisions} decisions in ${r.seconds.toFixed(2)} s, ` +
        `${(r.decisions / r.seconds / 1e3).toFixed(1)} k decisions/s, ${((r.seconds * 1e6) / r.decisions).toFixed(1)} µs/decision, ` +
        `audit ${r.auditMb.toFixed(0)} MB, peak RSS ${r.peakRssMb.toFixed(0)} MB`,
    );
  }
  const first = rows[0];
  const last = rows.at(-1);
  if (first !== undefined && last !== undefined && last !== first) {
    console.log(
      `flood scaling: ×${(last.households / first.households).toFixed(1)} households → ×${(last.seconds / first.seconds).toFixed(2)} time`,
    );
  }
}
