/**
 * TransitLM scoring speed and memory: generates a station file and a single-route CSV in a temp dir,
 * scores them with the CLI bundle (dist/cli/index.js, as `npx bench-check` runs it) and prints wall
 * time, rows/s and peak RSS. BENCH_CHECK_THREADS is passed through (0 = no worker threads). Sizes: TRANSITLM_BENCH_STATIONS (1 000 000), TRANSITLM_BENCH_ROWS (100 000).
 * With TRANSITLM_REF pointing at a checkout of the official scripts, they are timed on the same
 * files (python3); otherwise the reference figures measured on a 2-core machine are printed.
 * TRANSITLM_BENCH_DIR keeps the generated files in that directory (reused when present).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { fileURLToPath } from 'node:url';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';

const STATIONS = Number(process.env.TRANSITLM_BENCH_STATIONS ?? 1_000_000);
const ROWS = Number(process.env.TRANSITLM_BENCH_ROWS ?? 100_000);
const CHAIN = 40; // stations per line

/** Deterministic PRNG (mulberry32) so every run scores the same files. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function writeLines(file: string, lines: () => Generator<string>): Promise<void> {
  const out = createWriteStream(file);
  let buf = '';
  for (const line of lines()) {
    buf += line;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await once(out, 'drain');
      buf = '';
    }
  }
  out.write(buf);
  out.end();
  await once(out, 'finish');
}

const lng = (i: number) => 116 + (i % 1000) * 0.0009;
const lat = (i: number) => 39 + Math.floor(i / 1000) * 0.0009;
const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

function* stationRows(): Generator<string> {
  yield 'stop_id,ad_code,coord_x,coord_y,next_hop_stations\n';
  for (let i = 0; i < STATIONS; i++) {
    const next: string[] = [];
    if ((i + 1) % CHAIN !== 0 && i + 1 < STATIONS) next.push(`bus-${i + 1}`);
    if (i % 7 === 0 && i + CHAIN < STATIONS) next.push(`bus-${i + CHAIN}`);
    yield `bus-${i},110000,${lng(i).toFixed(6)},${lat(i).toFixed(6)},${q(JSON.stringify(next).replace(/","/g, '", "'))}\n`;
  }
}

function* evalRows(): Generator<string> {
  const r = rng(7);
  yield 'index_id,sft_prompt,sft_label,generate_results\n';
  for (let k = 0; k < ROWS; k++) {
    const chain = Math.floor(r() * Math.floor(STATIONS / CHAIN));
    const from = chain * CHAIN + Math.floor(r() * 10);
    const len = 6 + Math.floor(r() * 20);
    const stations: string[] = [];
    for (let i = 0; i < len; i++) stations.push(`bus-${from + i}`);
    if (len > 12) stations.splice(8, 0, '【换乘】');
    const last = from + len - 1;
    const prompt = {
      query: `从站点${from}出发去站点${last}，请帮我规划路线`,
      start: `${lng(from).toFixed(6)},${lat(from).toFixed(6)}`,
      end: `${lng(last).toFixed(6)},${lat(last).toFixed(6)}`,
      city: '北京',
    };
    const km = (len * 0.9).toFixed(1);
    const label = {
      line_sequence: [`地铁${chain % 20}号线(甲--乙)`],
      station_sequence: stations,
      total_distance: `${km}公里`,
      total_time: `${len * 3}分钟`,
      total_fare: '4',
      start_transfer_mode: '步行',
      end_transfer_mode: '步行',
      start_transfer_distance: '',
      end_transfer_distance: '344米',
    };
    const out = {
      ...label,
      total_distance: `${(len * 0.9 + (r() - 0.5)).toFixed(1)}公里`,
      total_time: r() < 0.2 ? `1小时${len}分钟` : `${len * 3 + 1}分钟`,
      end_transfer_distance: `${200 + Math.floor(r() * 300)}米`,
    };
    if (r() < 0.1) out.station_sequence = [...stations].reverse();
    yield `${k.toString(16).padStart(32, '0')},${q(JSON.stringify(prompt))},${q(JSON.stringify(label))},${q(JSON.stringify(out))}\n`;
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Scores the generated files with the CLI bundle users run (`bench-check score transitlm`), as its
 * own process: wall time from start to exit, peak RSS of the whole process (worker threads too).
 */
function scoreWithCli(dir: string, stationsFile: string, inputFile: string, threads: string | undefined): number {
  const out = path.join(dir, 'results.json');
  const rssFile = path.join(dir, 'rss.txt');
  const cli = path.join(REPO, 'dist/cli/index.js');
  const t0 = performance.now();
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      path.join(REPO, 'bench/support/rss-probe.mjs'),
      cli,
      'score',
      'transitlm',
      '--task',
      'single',
      '--input',
      inputFile,
      '--stations',
      stationsFile,
      '--out',
      out,
      '--quiet',
    ],
    {
      env: { ...process.env, BENCH_RSS_FILE: rssFile, BENCH_CHECK_THREADS: threads },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const seconds = (performance.now() - t0) / 1000;
  if (run.status !== 0) throw new Error(`bench-check exited with ${run.status}`);
  const doc = JSON.parse(readFileSync(out, 'utf8')) as {
    suites: { total: number; errors: number; finalScore: number | null; rounds: { id: string; passed: number }[] }[];
  };
  const suite = doc.suites[0]!;
  const peak = Number(readFileSync(rssFile, 'utf8')) / 1024;
  const reach = suite.rounds.find((x) => x.id === 'reachability');
  console.log(
    `  scored (dist/cli, BENCH_CHECK_THREADS=${threads ?? 'default'}): total ${suite.total}, errors ${suite.errors}, reachable ${reach?.passed}, finalScore ${suite.finalScore?.toFixed(2)}`,
  );
  console.log(
    `  wall ${seconds.toFixed(2)} s, ${(suite.total / seconds).toFixed(0)} rows/s, peak RSS ${peak.toFixed(0)} MB (the whole process, start-up included)`,
  );
  return seconds;
}

async function main(): Promise<void> {
  const keep = process.env.TRANSITLM_BENCH_DIR;
  const dir = keep !== undefined && keep !== '' ? keep : mkdtempSync(path.join(os.tmpdir(), 'transitlm-bench-'));
  const stationsFile = path.join(dir, `station_info_${STATIONS}.csv`);
  const inputFile = path.join(dir, `benchmark1_${ROWS}.csv`);
  try {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(stationsFile)) await writeLines(stationsFile, stationRows);
    if (!existsSync(inputFile)) await writeLines(inputFile, evalRows);
    console.log(
      `transitlm single: ${ROWS} rows (${mb(statSync(inputFile).size)} MB) × ${STATIONS} stations (${mb(statSync(stationsFile).size)} MB)`,
    );
    const seconds = scoreWithCli(dir, stationsFile, inputFile, process.env.BENCH_CHECK_THREADS);
    if (process.env.BENCH_CHECK_THREADS === undefined) scoreWithCli(dir, stationsFile, inputFile, '0'); // for comparison: one thread
    console.log(`  targets: < 4.6 s (5× faster than 22.9 s) and < 280 MB (1/4 of 1.12 GB)`);
    const ref = process.env.TRANSITLM_REF;
    if (ref !== undefined && ref !== '') {
      // The official scripts read data/station_info.csv next to common.py: run them on a copy.
      const copy = path.join(dir, 'ref');
      execFileSync('cp', ['-r', ref, copy]);
      mkdirSync(path.join(copy, 'data'), { recursive: true });
      copyFileSync(stationsFile, path.join(copy, 'data', 'station_info.csv'));
      // python3 measures its child: wall seconds and peak RSS (ru_maxrss, KiB).
      const probe =
        'import resource,subprocess,sys,time\nt=time.time()\nsubprocess.run(sys.argv[1:],stdout=subprocess.DEVNULL,check=True)\nprint(time.time()-t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)';
      const [wall, rss] = execFileSync(
        'python3',
        ['-c', probe, 'python3', path.join(copy, 'single_route', 'evaluate.py'), '--input', inputFile],
        { encoding: 'utf8' },
      )
        .trim()
        .split(' ')
        .map(Number) as [number, number];
      console.log(
        `  reference (python3 single_route/evaluate.py): wall ${wall.toFixed(2)} s, peak RSS ${(rss / 1024).toFixed(0)} MB; speed-up ${(wall / seconds).toFixed(1)}×`,
      );
    } else {
      console.log(
        '  reference (official scripts, 2-core machine, same sizes): 22.9 s, 1.12 GB peak; set TRANSITLM_REF=<checkout> to time them here',
      );
    }
  } finally {
    if (dir !== keep) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
