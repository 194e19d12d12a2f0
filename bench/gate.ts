// Gate benchmark: pair two large items files (McNemar per round), find the worst items and render
// the PR comment, through the same code `bench-check compare` uses.
// Sizes: GATE_BENCH_ITEMS (default 1 000 000 items per run), GATE_BENCH_ROUNDS (default 5).
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compareRuns } from '../src/gate/compare.js';
import { gateHintsOf, resolveGateConfig } from '../src/gate/config.js';
import { COMMENT_BUDGET, renderComparisonReport } from '../src/report/comment.js';
import type { ResultsDocument, Round } from '../src/results/types.js';
import { catalog } from '../src/benchmarks/registry.js';

const items = Number(process.env.GATE_BENCH_ITEMS ?? 1_000_000);
const roundCount = Number(process.env.GATE_BENCH_ROUNDS ?? 5);
const dir = mkdtempSync(path.join(tmpdir(), 'bench-gate-'));

/** Deterministic pseudo-random pass/fail (xorshift), the current run slightly worse. */
async function writeRun(name: string, failBias: number): Promise<ResultsDocument> {
  const out = createWriteStream(path.join(dir, `${name}.items.jsonl`));
  const passed = new Array<number>(roundCount).fill(0);
  let x = 2463534242;
  for (let i = 0; i < items; i++) {
    const rec: Record<string, unknown> = { id: `item-${i}` };
    let alive = true;
    for (let r = 0; r < roundCount; r++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const ok: boolean = alive && (x >>> 0) % 1000 >= 40 + failBias;
      rec[`r${r}`] = alive ? ok : null;
      if (ok) passed[r]! += 1;
      else if (alive) rec.reason = `round r${r} failed for item ${i}`;
      alive = ok;
    }
    if (!out.write(`${JSON.stringify(rec)}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  let input = items;
  const rounds: Round[] = passed.map((p, r) => {
    const round = { id: `r${r}`, input, passed: p };
    input = p;
    return round;
  });
  return {
    schemaVersion: 1,
    tool: { name: 'bench-check', version: 'bench' },
    run: { createdAt: '2026-01-01T00:00:00Z', commit: null, configHash: `sha256:${'0'.repeat(64)}`, shard: null },
    verdict: null,
    suites: [
      {
        id: 'big',
        benchmark: 'transitlm',
        task: 'single',
        status: 'ok',
        inputs: [],
        total: items,
        errors: 0,
        rounds,
        metrics: {},
        finalScore: (100 * passed[roundCount - 1]!) / items,
        itemsFile: `${name}.items.jsonl`,
        diagnostics: [],
      },
    ],
  };
}

const baseline = await writeRun('baseline', 0);
const current = await writeRun('current', 25);
const start = process.hrtime.bigint();
const comparison = await compareRuns(
  { doc: current, dir },
  { doc: baseline, dir },
  resolveGateConfig(undefined, gateHintsOf(catalog)),
);
const markdown = renderComparisonReport(
  { current, baselineDoc: baseline, comparison, baseline: null, missingBaseline: null, onMissingBaseline: 'warn' },
  { catalog, budget: COMMENT_BUDGET, commentKey: 'bench' },
);
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(
  `gate compare: ${items} items × ${roundCount} rounds per run, paired=${comparison.suites[0]!.paired}, verdict ${comparison.verdict}`,
);
console.log(
  `wall ${seconds.toFixed(2)} s, ${((2 * items) / seconds / 1000).toFixed(0)} k items/s, comment ${markdown.length} chars`,
);
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
rmSync(dir, { recursive: true, force: true });
