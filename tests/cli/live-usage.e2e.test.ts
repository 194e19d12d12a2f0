// The cost of a live run (issue #16 part 6), end to end: a loopback OpenAI chat server that
// reports `usage` and answers some requests with 500/429 first; the CLI's results.json, its
// markdown report and its terminal report give requests, retries and token totals.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeEndpoint } from '../flood/chat-server.js';
import { runCli, tempDir } from '../helpers.js';
import type { ResultsDocument } from '../../src/results/types.js';

const endpoint = new FakeEndpoint();

function answer(res: ServerResponse, content: string, usage: Record<string, number> | null): void {
  const body: Record<string, unknown> = { choices: [{ message: { role: 'assistant', content } }] };
  if (usage !== null)
    body.usage = { ...usage, total_tokens: (usage.prompt_tokens ?? 0) + (usage.completion_tokens ?? 0) };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

const HOUSEHOLD = [
  'TP Assessment: LOW - fine',
  'CP Assessment: LOW - fine',
  'SP Assessment: MODERATE - ok',
  'SC Assessment: MODERATE - ok',
  'PA Assessment: NONE - none',
  'Final Decision: 1',
].join('\n');

/** Institutions and households answer with usage; H00001's first request gets a 500, H00002's a 429 (Retry-After: 0). */
function behave(withUsage: boolean) {
  return (agent: string, n: number, _seen: unknown, res: ServerResponse) => {
    const usage = withUsage ? { prompt_tokens: 100, completion_tokens: 20 } : null;
    if (agent === 'H00001' && n === 1) return void res.writeHead(500, { 'retry-after': '0' }).end('boom');
    if (agent === 'H00002' && n === 1) return void res.writeHead(429, { 'retry-after': '0' }).end('slow down');
    if (agent === 'insurance') {
      answer(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nReason: ok', usage);
      return;
    }
    if (agent === 'government') {
      answer(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nPriority: all\nReason: ok', usage);
      return;
    }
    answer(res, HOUSEHOLD, usage);
  };
}

let work: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve));
  work = tempDir();
  writeFileSync(path.join(work, 'small.json'), JSON.stringify({ households: 3, years: 1, floodYears: [], seed: 2 }));
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      endpoint.server.close(() => resolve());
      endpoint.server.closeAllConnections();
    }),
);

const live = (out: string, extra: string[] = []) => [
  'score',
  'flood',
  '--scenario',
  'small.json',
  '--provider',
  'openai',
  '--base-url',
  endpoint.url,
  '--model',
  'm',
  '--out',
  out,
  ...extra,
];

describe('cost of a live flood run', () => {
  it('requests (retries after a 500 and a 429 included), retries and token totals: in results.json, the markdown report and the terminal report', async () => {
    endpoint.seen = [];
    endpoint.behave = behave(true);
    const r = await runCli(live('out/results.json', ['--markdown', 'out/report.md', '--format', 'text']), {
      cwd: work,
    });
    expect(r.code, r.stderr).toBe(0);
    // 3 households + government + insurance answered; two requests were retried once.
    expect(endpoint.seen.length).toBe(7);
    const doc = JSON.parse(readFileSync(path.join(work, 'out/results.json'), 'utf8')) as ResultsDocument;
    const usage = doc.suites[0]!.usage!;
    // The suite's totals, and per household-year (the items) what its decision cost: 100 + 20 tokens each.
    expect(usage).toMatchObject({ requests: 7, retries: 2, promptTokens: 500, completionTokens: 100, items: 3 });
    expect(usage.tokensPerItem).toEqual({ mean: 120, median: 120, p95: 120 });
    expect(usage.unpriced).toEqual(['m']); // no pricing in the config: tokens, no cost
    expect(usage.cost).toBeUndefined();
    expect(usage.latencyMs!.median).toBeGreaterThan(0);
    const line = '7 requests (2 retries) · 500 prompt + 100 completion tokens';
    expect(readFileSync(path.join(work, 'out/report.md'), 'utf8')).toContain(`**Live provider calls:** ${line}`);
    expect(`${r.stdout}${r.stderr}`).toContain(`provider calls: ${line}`);
  });

  it('a provider that reports no usage: requests and retries only, the report says the tokens were not reported', async () => {
    endpoint.seen = [];
    endpoint.behave = behave(false);
    const r = await runCli(live('plain/results.json', ['--markdown', 'plain/report.md']), { cwd: work });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(path.join(work, 'plain/results.json'), 'utf8')) as ResultsDocument;
    const usage = doc.suites[0]!.usage!;
    // No tokens reported: none counted (never zeros), but the wall time of each item's requests is.
    expect(usage).toMatchObject({ requests: 7, retries: 2, items: 3 });
    expect(usage.promptTokens).toBeUndefined();
    expect(usage.tokensPerItem).toBeUndefined();
    expect(usage.latencyMs!.median).toBeGreaterThan(0);
    expect(readFileSync(path.join(work, 'plain/report.md'), 'utf8')).toContain(
      '7 requests (2 retries) · tokens not reported',
    );
  });

  it('the rule provider asks nobody: its usage is unavailable and says why; the report shows no provider calls', async () => {
    const r = await runCli(
      ['score', 'flood', '--scenario', 'small.json', '--out', 'rule/results.json', '--markdown', 'rule/report.md'],
      { cwd: work },
    );
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(path.join(work, 'rule/results.json'), 'utf8')) as ResultsDocument;
    expect(doc.suites[0]!.usage).toEqual({ unavailable: 'the rule provider asks no model' });
    expect(readFileSync(path.join(work, 'rule/report.md'), 'utf8')).not.toContain('provider calls');
  });
});
