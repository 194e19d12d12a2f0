// TransitLM general mode, remote evaluator: BENCH_GENERAL_ROWS rows (default 100 000) scored
// through scoreGeneral (the code path of `score transitlm --task general --api-url`) against a
// loopback evaluator in this process that answers every case reachable and grounded.
// Measures the local cost (CSV, payloads, JSON bodies, evaluation, items) plus loopback HTTP.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { scoreGeneral } from '../src/benchmarks/transitlm/score-general.js';
import { silentLogger } from '../src/core/logger.js';
import { RunCache } from '../src/core/cache.js';

const rows = Number(process.env.BENCH_GENERAL_ROWS ?? 100_000);
const batchSize = Number(process.env.BENCH_GENERAL_BATCH ?? 50);
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-general-'));
const input = path.join(dir, 'general.csv');

const csvCell = (v: unknown) => `"${JSON.stringify(v).replace(/"/g, '""')}"`;

async function writeCsv(): Promise<void> {
  const out = createWriteStream(input);
  out.write('index_id,sft_prompt,sft_label,generate_results\n');
  for (let i = 0; i < rows; i++) {
    const prompt = {
      query: '从A到B怎么走',
      start: `121.${400 + (i % 500)},31.2`,
      end: '121.5,31.3',
      city: i % 2 ? '上海' : '北京',
    };
    const stations = [
      `站${i % 97}`,
      `站${(i + 1) % 97}`,
      `站${(i + 2) % 97}`,
      '【换乘】',
      `站${(i + 2) % 97}`,
      `站${(i + 3) % 97}`,
    ];
    const label = {
      line_sequence: [`地铁${i % 9}号线(甲--乙)`, `${i % 300}路`],
      station_sequence: stations,
      total_distance: '10.3公里',
      total_time: '46分钟',
      total_fare: '2',
      start_transfer_mode: '步行',
      end_transfer_mode: '步行',
      start_transfer_distance: '185米',
      end_transfer_distance: '77米',
    };
    const output = {
      line_sequence: [`地铁${i % 9}号线`, `${(i + (i % 2)) % 300}路`],
      station_name: [stations[0], stations[2], stations[4], stations[5]],
      total_distance: '约9.8公里',
      total_time: '48分钟',
      total_fare: '2元',
      start_transfer_mode: '',
      end_transfer_mode: '步行',
      start_transfer_distance: '约200米',
      end_transfer_distance: '',
    };
    if (!out.write(`r${i},${csvCell(prompt)},${csvCell(label)},${csvCell(output)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const { cases } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { cases: unknown[] };
    const results = cases.map(() => ({
      reachable: true,
      station_grounding: true,
      reachable_reason: '',
      station_grounding_reason: '',
    }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
  });
});

await writeCsv();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const started = process.hrtime.bigint();
const suite = await scoreGeneral(
  { id: 'bench-general', benchmark: 'transitlm', task: 'general', input, apiUrl: url, batchSize },
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
server.closeAllConnections();
server.close();
rmSync(dir, { recursive: true, force: true });
const rssMb = process.resourceUsage().maxRSS / 1024;
console.log(
  `transitlm general (remote, loopback): ${rows} rows, batch ${batchSize}, status ${suite.status}, reachable ${suite.rounds[0]?.passed}/${suite.rounds[0]?.input}`,
);
console.log(`wall ${seconds.toFixed(2)} s, ${(rows / seconds).toFixed(0)} rows/s, peak RSS ${rssMb.toFixed(0)} MB`);
