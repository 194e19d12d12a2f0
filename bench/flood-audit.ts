// `score flood --audit` throughput and memory: generates a skill_audit.jsonl of
// BENCH_FLOOD_AUDIT_HOUSEHOLDS households (default 20 000) × BENCH_FLOOD_AUDIT_YEARS years
// (default 10) and scores it through the code path the CLI uses (scoreAudit).
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { scoreAudit } from '../src/benchmarks/flood/audit-mode.js';
import { silentLogger } from '../src/core/logger.js';
import { RunCache } from '../src/core/cache.js';

const households = Number(process.env.BENCH_FLOOD_AUDIT_HOUSEHOLDS ?? 20_000);
const years = Number(process.env.BENCH_FLOOD_AUDIT_YEARS ?? 10);
const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-flood-audit-'));
const file = path.join(dir, 'skill_audit.jsonl');

const levels = ['LOW', 'MODERATE', 'HIGH'] as const;
const construct = (level: string) => ({ level, explanation: 'A one-sentence explanation of the assessment.' });

async function writeLog(): Promise<number> {
  const out = createWriteStream(file);
  let chunk = '';
  let lines = 0;
  for (let y = 1; y <= years; y++) {
    for (let h = 0; h < households; h++) {
      const owner = h % 3 !== 0;
      const n = 1 + ((h * 7 + y) % (owner ? 4 : 3));
      const record = {
        year: y,
        agent_id: `H${String(h + 1).padStart(6, '0')}`,
        agent_type: `${h % 5 === 0 ? 'MG' : 'NMG'}_${owner ? 'Owner' : 'Renter'}`,
        state: {
          tenure: owner ? 'owner' : 'renter',
          mg: h % 5 === 0,
          zone: levels[h % 3],
          elevated: false,
          insured_last_year: false,
          cumulative_damage: 0,
          trust_insurance: 0.5,
        },
        constructs: {
          TP: construct(levels[(h + y) % 3]!),
          CP: construct(levels[h % 3]!),
          SP: construct('HIGH'),
          SC: construct('MODERATE'),
          PA: construct('NONE'),
        },
        decision_number: n,
        memory_used: [
          'Year 1: I chose to do_nothing',
          'News outlets have reported increasing flood frequency and severity',
        ],
        context_hash: '0123456789abcdef',
        insured: n === 1,
        flooded: (h + y) % 4 === 0,
      };
      chunk += `${JSON.stringify(record)}\n`;
      lines += 1;
      if (chunk.length > 1 << 16) {
        if (!out.write(chunk)) await once(out, 'drain');
        chunk = '';
      }
    }
  }
  out.end(chunk);
  await once(out, 'finish');
  return lines;
}

const records = await writeLog();
const started = process.hrtime.bigint();
const suite = await scoreAudit(
  file,
  { id: 'bench', benchmark: 'flood', task: null },
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
if (suite.status !== 'ok' || suite.total !== records || suite.errors !== 0)
  throw new Error(`unexpected result: ${suite.status} ${suite.total} ${suite.errors}`);
const mb = statSync(file).size / 1e6;
console.log(
  `flood audit: ${records.toLocaleString('en')} records (${mb.toFixed(0)} MB) in ${seconds.toFixed(2)} s, ${(records / seconds / 1e3).toFixed(1)} k records/s, ${(mb / seconds).toFixed(1)} MB/s`,
);
console.log(
  `flood audit peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (whole process, including generation)`,
);
rmSync(dir, { recursive: true, force: true });
