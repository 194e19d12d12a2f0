// The cost gate end to end (docs/usage.md "The gate"): the CLI as a process runs a live flood suite
// against a loopback OpenAI-compatible server that reports usage. The same model twice passes; a
// model that spends twice the tokens on the same decisions fails on tokens_per_item and, priced,
// on cost_per_item — each named in the comment with its rise and its paired test on the items.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { answerByAgent, FakeEndpoint, PLAIN_MODEL } from '../flood/chat-server.js';
import { runCli, tempDir } from '../helpers.js';
import type { ResultsDocument } from '../../src/results/types.js';

const endpoint = new FakeEndpoint();
let work: string;

beforeAll(async () => {
  await endpoint.listen();
  work = tempDir();
  // 12 households over 2 years: enough shared items for the gate to test them (minItems 10).
  writeFileSync(path.join(work, 'small.json'), JSON.stringify({ households: 12, years: 2, floodYears: [1], seed: 4 }));
  const config = {
    suites: [
      {
        id: 'flood-live',
        benchmark: 'flood',
        scenario: 'small.json',
        provider: 'openai',
        baseUrl: endpoint.url,
        model: 'm',
      },
    ],
    pricing: { currency: 'USD', models: { m: { input: 0.15, output: 0.6 } } },
  };
  writeFileSync(path.join(work, 'bench.config.json'), JSON.stringify(config, null, 2));
});
afterAll(() => endpoint.close());
beforeEach(() => {
  endpoint.seen = [];
  endpoint.systemsSeen.clear();
  endpoint.behave = (agent, _n, _seen, res) => answerByAgent(agent, res);
});

/** `bench-check run` of the config into `out/`; with `baseline`, then `bench-check compare` of it against that run. */
async function run(out: string, tokensMultiplier: number, baseline?: string) {
  endpoint.served = { ...PLAIN_MODEL, tokensMultiplier };
  const scored = await runCli(['run', '--config', 'bench.config.json', '--out', `${out}/results.json`], { cwd: work });
  if (scored.code !== 0) throw new Error(`${scored.stdout}\n${scored.stderr}`);
  const doc = JSON.parse(readFileSync(path.join(work, out, 'results.json'), 'utf8')) as ResultsDocument;
  if (baseline === undefined) return { ...scored, doc, comment: '' };
  const compared = await runCli(
    ['compare', '--baseline', baseline, '--current', `${out}/results.json`, '--markdown', `${out}/comment.md`],
    { cwd: work },
  );
  if (compared.code === 2) throw new Error(`${compared.stdout}\n${compared.stderr}`);
  return { ...compared, doc, comment: readFileSync(path.join(work, out, 'comment.md'), 'utf8') };
}

/** The rows of the comment's regressions table (none when it has none). */
function regressionRows(comment: string): string[] {
  const at = comment.indexOf('#### Regressions');
  if (at < 0) return [];
  const table = comment.slice(at).split('\n\n')[1] ?? '';
  return table.split('\n').slice(2);
}

describe('the gate on what a model costs', () => {
  it('the same model twice passes; twice the tokens at the same score fails on tokens_per_item and cost_per_item, with the rise and its test', async () => {
    const base = await run('base', 1);
    expect(base.code, base.stderr).toBe(0);
    const suite = base.doc.suites[0]!;
    expect(suite.metrics.tokens_per_item!.count).toBeGreaterThanOrEqual(10);
    expect(suite.metrics.cost_per_item!.unit).toBe('USD');

    const same = await run('same', 1, 'base/results.json');
    expect(same.code, `${same.stdout}\n${same.stderr}`).toBe(0);
    expect(same.doc.suites[0]!.finalScore).toBe(suite.finalScore);
    // Tokens and cost did not move; latency on loopback is noise of a few ms, which may warn, never fail.
    expect(regressionRows(same.comment).filter((row) => !row.includes('`latency_p'))).toEqual([]);

    const twice = await run('twice', 2, 'base/results.json');
    expect(twice.code, `${twice.stdout}\n${twice.stderr}`).toBe(1);
    expect(twice.doc.suites[0]!.finalScore).toBe(suite.finalScore); // the same decisions
    expect(twice.doc.suites[0]!.metrics.tokens_per_item!.value).toBe(2 * suite.metrics.tokens_per_item!.value!);
    // The regressions table names both, with the rise in % of the baseline and the paired test on the items.
    const rows = regressionRows(twice.comment);
    for (const metric of ['tokens_per_item', 'cost_per_item']) {
      const row = rows.find((line) => line.includes(`\`${metric}\``));
      expect(row, `${metric} in\n${twice.comment}`).toBeDefined();
      expect(row).toMatch(/^\| ❌ /);
      expect(row).toContain('rose by');
      expect(row).toContain('(100 % of the baseline)');
      expect(row).toMatch(/; p = [\d.]+, adjusted [\d.]+ < α = 0\.05 \|$/);
      // The suite's metrics table names the test: flood's items are not the same trial in two runs
      // (gate hint `unpaired`), so each run's 24 items are a sample.
      const metricRow = twice.comment.split('\n').find((line) => line.startsWith(`| \`${metric}\``));
      expect(metricRow, twice.comment).toMatch(/Welch on 24 items → 24 p [<=] /);
    }
    // Nothing else regressed: the score did not move.
    expect(rows.filter((line) => line.startsWith('| ❌ '))).toHaveLength(2);
  });
});
