// One huge JSON cell in a TransitLM CSV (issue #29 item 2): a 55 MB `generate_results` cell took
// 1.2–1.7 GB and 30–90 s (3.76 GB in the review). Now the cell is a row error without being
// parsed (over 1 MiB) and the other rows are scored. Scored with the CLI bundle as users run it
// (`npm run build` first), with the default threads and with none; the peak RSS of the whole
// process must stay under BUDGET_MIB.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_MIB = 1024;
const dir = mkdtempSync(path.join(tmpdir(), 'bench-transit-cell-'));
const [header, first, ...rest] = readFileSync(path.join(REPO, 'fixtures/transitlm/single.csv'), 'utf8')
  .trimEnd()
  .split('\n') as [string, string, ...string[]];

// The first row again, its output cell a route of 5 million stations (≈ 55 MB), between the fixture's rows.
const input = path.join(dir, 'cell.csv');
const fd = openSync(input, 'w');
writeSync(
  fd,
  `${header}\n${first}\n${first.slice(0, first.lastIndexOf(',"'))},"{""line_sequence"": [""地铁1号线(甲--乙)""], ""station_sequence"": [`,
);
const block = new Array(50_000).fill('""t-L1-01""').join(', ');
for (let k = 0; k < 100; k++) writeSync(fd, `${k === 0 ? '' : ', '}${block}`);
writeSync(fd, `]}"\n${rest.join('\n')}\n`);
closeSync(fd);
const mb = statSync(input).size / 1e6;

let over = 0;
for (const threads of [undefined, '0']) {
  const rssFile = path.join(dir, 'rss');
  const out = path.join(dir, 'results.json');
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      '--import',
      path.join(REPO, 'bench/support/rss-probe.mjs'),
      path.join(REPO, 'dist/cli/index.js'),
      'score',
      'transitlm',
      '--task',
      'single',
      '--input',
      input,
      '--stations',
      path.join(REPO, 'fixtures/transitlm/stations.csv'),
      '--out',
      out,
      '--quiet',
    ],
    {
      env: {
        ...process.env,
        BENCH_RSS_FILE: rssFile,
        ...(threads === undefined ? {} : { BENCH_CHECK_THREADS: threads }),
      },
      encoding: 'utf8',
    },
  );
  const seconds = (Date.now() - started) / 1000;
  const peakMiB = Number(readFileSync(rssFile, 'utf8')) / 1024;
  const suite = (
    JSON.parse(readFileSync(out, 'utf8')) as {
      suites: { status: string; total: number; errors: number; diagnostics: { code: string }[] }[];
    }
  ).suites[0]!;
  const ok =
    run.status === 0 &&
    suite.status === 'ok' &&
    suite.errors >= 1 &&
    suite.diagnostics.some((d) => d.code === 'cell-too-large');
  if (!ok || peakMiB > BUDGET_MIB) over += 1;
  console.log(
    `transitlm one ${mb.toFixed(0)} MB cell (BENCH_CHECK_THREADS=${threads ?? 'default'}): ${seconds.toFixed(1)} s, peak ${peakMiB.toFixed(0)} MiB, exit ${run.status}, ${suite.total} rows, ${suite.errors} row errors (the fixture's own and the cell)${ok ? '' : ' (UNEXPECTED)'}`,
  );
}
rmSync(dir, { recursive: true, force: true });
if (over > 0) process.exitCode = 1;
