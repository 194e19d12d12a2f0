// What each household-year cost (docs/usage.md): the live provider measures every request of a
// decision — re-asks and transport retries included — against a loopback chat server that reports
// `usage` as OpenAI's API does; households asked at the same time are each charged their own.
import type { ServerResponse } from 'node:http';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadProfiles, type Household } from '../../src/benchmarks/flood/population.js';
import { createStream } from '../../src/benchmarks/flood/prng.js';
import { createOpenAiProvider } from '../../src/benchmarks/flood/providers/openai.js';
import type { AttemptUsage } from '../../src/benchmarks/flood/providers/types.js';
import { runWorld, type DecisionEvent } from '../../src/benchmarks/flood/world.js';
import { ProviderHealth } from '../../src/core/provider-health.js';
import type { ItemUsage } from '../../src/results/usage.js';
import { tempDir } from '../helpers.js';
import { answerByAgent, FakeEndpoint, PLAIN_MODEL, reply, valid, type Seen } from './chat-server.js';
import { runFlood, scenarioOf } from './sim-helpers.js';

const endpoint = new FakeEndpoint();
let households: Household[];
let dir: string;

beforeAll(async () => {
  await endpoint.listen();
  dir = tempDir('flood-item-usage-');
  const csv = [
    'agentId,tenure,income,floodZone,propertyValue,contentsValue',
    // Other figures, other prompt lengths: a decision charged another's tokens would show.
    'fast,owner,50000,LOW,100000,',
    'slow,owner,1234567,LOW,98765432,',
    'reask,owner,61000,LOW,250000,',
    'retry,owner,7000,LOW,30000,',
  ].join('\n');
  writeFileSync(path.join(dir, 'p.csv'), csv);
  const loaded = await loadProfiles(path.join(dir, 'p.csv'));
  if (!loaded.ok) throw new Error('profiles');
  households = loaded.value;
  writeFileSync(path.join(dir, 'small.json'), JSON.stringify({ households: 4, years: 2, floodYears: [1], seed: 5 }));
});
afterAll(() => endpoint.close());
beforeEach(() => {
  endpoint.seen = [];
  endpoint.systemsSeen.clear();
  endpoint.served = PLAIN_MODEL;
  endpoint.behave = (agent, _n, _seen, res) => answerByAgent(agent, res);
});

/**
 * fast is answered once slow's request is in (both in flight at once), slow 600 ms after its
 * request; reask first names no option; retry first gets a 500 with Retry-After: 1 s.
 */
function behaviour(agent: string, n: number, seen: Seen, res: ServerResponse): void {
  if (agent === 'fast') {
    const answer = () => (endpoint.count('slow') > 0 ? reply(res, valid(4)) : setTimeout(answer, 5));
    answer();
  } else if (agent === 'slow') setTimeout(() => reply(res, valid(4)), 600);
  else if (agent === 'reask') reply(res, seen.messages.length === 2 ? valid(9) : valid(4));
  else if (agent === 'retry' && n === 1) res.writeHead(500, { 'retry-after': '1' }).end('busy');
  else if (agent === 'retry') reply(res, valid(4));
  else answerByAgent(agent, res);
}

/** What the server reported for an agent's requests, summed as the provider should have. */
function served(agent: string): Omit<AttemptUsage, 'latencyMs'> {
  const seen = endpoint.seen.filter((s) => s.agent === agent);
  const sum = (pick: (u: Record<string, unknown>) => unknown) =>
    seen.reduce((a, s) => a + (s.usage === undefined ? 0 : (pick(s.usage) as number)), 0);
  return {
    requests: seen.length,
    inputTokens: sum((u) => u.prompt_tokens),
    outputTokens: sum((u) => u.completion_tokens),
    cachedTokens: sum((u) => (u.prompt_tokens_details as { cached_tokens: number }).cached_tokens),
    model: 'm',
  };
}

describe('per-item usage of the openai provider', () => {
  it('each decision is charged its own requests: concurrent households, a re-ask, a transport retry (its wait not in the latency)', async () => {
    endpoint.behave = behaviour;
    // Every prompt may be cached (the threshold lowered): the requests after the first report cached tokens.
    endpoint.served = { ...PLAIN_MODEL, cacheMinTokens: 0 };
    const scenario = await scenarioOf({ floodYears: [], years: 1, seed: 3 });
    const provider = createOpenAiProvider({
      baseUrl: endpoint.url,
      model: 'm',
      apiKey: null,
      temperature: 0,
      seed: 3,
      maxTokens: 64,
      timeoutS: 10,
      concurrency: 4,
      retries: 2,
      maxResponseBytes: 1 << 20,
      jitter: createStream(3, 'jitter'),
      timeScale: 0.5,
      health: new ProviderHealth(1000),
      signal: new AbortController().signal,
    });
    const events: DecisionEvent[] = [];
    const result = await runWorld({
      scenario,
      households,
      provider,
      sinks: { decision: (e) => void events.push(e), institution: () => {}, attempt: () => {} },
    });
    expect(result.ok).toBe(true);
    const usage = new Map(events.map((e) => [e.audit.agent_id, e.usage!]));
    for (const agent of ['fast', 'slow', 'reask', 'retry']) {
      const { latencyMs, ...counted } = usage.get(agent)!;
      expect(counted, agent).toEqual(served(agent));
      expect(latencyMs, agent).toBeGreaterThan(0);
    }
    expect(usage.get('reask')!.requests).toBe(2);
    expect(usage.get('retry')!.requests).toBe(2);
    // The 500 reported no usage: only the answered request's tokens.
    expect(usage.get('retry')!.inputTokens).toBe(
      endpoint.seen.filter((s) => s.agent === 'retry')[1]!.usage!.prompt_tokens,
    );
    expect(events.some((e) => e.usage!.cachedTokens! > 0)).toBe(true);
    // fast and slow were in flight together: each has its own time.
    expect(usage.get('slow')!.latencyMs).toBeGreaterThanOrEqual(600);
    expect(usage.get('fast')!.latencyMs).toBeLessThan(usage.get('slow')!.latencyMs);
    // The retry waited 0.5 s between its requests; its latency is the requests' own.
    const [first, second] = endpoint.seen.filter((s) => s.agent === 'retry');
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(450);
    expect(usage.get('retry')!.latencyMs).toBeLessThan(second!.at - first!.at);
    // Institutions are asked too, but are no household's item.
    const householdRequests = endpoint.seen.filter((s) => s.agent !== 'insurance' && s.agent !== 'government').length;
    expect(events.reduce((a, e) => a + e.usage!.requests, 0)).toBe(householdRequests);
    expect(provider.usage!().requests).toBe(endpoint.seen.length);
  });
});

const live = (over: Record<string, unknown> = {}) => ({
  scenario: 'small.json',
  provider: 'openai',
  baseUrl: endpoint.url,
  model: 'm',
  concurrency: 4,
  ...over,
});

const PRICING = { currency: 'USD', models: { m: { input: 0.15, output: 0.6, cachedInput: 0.075 } } };

describe('per-item usage through the suite', () => {
  it('items lines carry usage, priced; the suite has its spread and the four usage metrics; twice the tokens, the same decisions', async () => {
    const plain = await runFlood(live(), { baseDir: dir, pricing: PRICING });
    expect(plain.suite.status).toBe('ok');
    const items = plain.lines<{ id: string; usage: ItemUsage }>('flood.items.jsonl');
    expect(items).toHaveLength(plain.suite.total);
    for (const { id, usage } of items) {
      const agent = id.split('/')[1]!;
      expect(usage.model).toBe('m');
      expect(usage.requests).toBeGreaterThanOrEqual(1);
      expect(usage.latencyMs).toBeGreaterThan(0);
      const { inputTokens = 0, outputTokens = 0, cachedTokens = 0 } = usage;
      expect(usage.cost).toBeCloseTo(
        ((inputTokens - cachedTokens) * 0.15 + cachedTokens * 0.075 + outputTokens * 0.6) / 1e6,
        12,
      );
      expect(agent).toMatch(/^H\d+$/);
    }
    const tokens = items.map((i) => i.usage.inputTokens! + i.usage.outputTokens!);
    const mean = tokens.reduce((a, b) => a + b, 0) / tokens.length;
    const { metrics, usage } = plain.suite;
    expect(metrics.tokens_per_item).toMatchObject({
      value: mean,
      direction: 'lower',
      unit: 'tokens',
      count: items.length,
    });
    expect(metrics.cost_per_item).toMatchObject({ direction: 'lower', unit: 'USD', count: items.length });
    expect(metrics.latency_p50!.unit).toBe('ms');
    expect(metrics.latency_p95!.value).toBeGreaterThanOrEqual(metrics.latency_p50!.value!);
    expect(usage).toMatchObject({ requests: endpoint.seen.length, retries: 0, items: items.length });
    expect(usage!.tokensPerItem!.mean).toBeCloseTo(mean, 9);
    expect(usage!.cost).toMatchObject({ currency: 'USD', sources: ['pricing'] });

    endpoint.seen = [];
    endpoint.systemsSeen.clear();
    endpoint.served = { ...PLAIN_MODEL, tokensMultiplier: 2 };
    const verbose = await runFlood(live(), { baseDir: dir, pricing: PRICING });
    expect(verbose.suite.finalScore).toBe(plain.suite.finalScore);
    expect(verbose.suite.rounds).toEqual(plain.suite.rounds);
    expect(verbose.suite.metrics.tokens_per_item!.value).toBe(2 * metrics.tokens_per_item!.value!);
    expect(verbose.suite.metrics.cost_per_item!.value).toBeCloseTo(2 * metrics.cost_per_item!.value!, 12);
    expect(verbose.suite.usage!.cachedTokens).toBe(2 * usage!.cachedTokens!);
  });

  it('a model without a price: tokens but no cost, the model named unpriced; no pricing at all likewise', async () => {
    const run = await runFlood(live({ model: 'other' }), { baseDir: dir, pricing: PRICING });
    const items = run.lines<{ usage: ItemUsage }>('flood.items.jsonl');
    expect(items.every((i) => i.usage.cost === undefined && i.usage.inputTokens! > 0)).toBe(true);
    expect(run.suite.usage!.unpriced).toEqual(['other']);
    expect(run.suite.metrics.cost_per_item).toBeUndefined();
    expect(run.suite.metrics.tokens_per_item).toBeDefined();
    const unpriced = await runFlood(live(), { baseDir: dir });
    expect(unpriced.suite.usage!.unpriced).toEqual(['m']);
    expect(unpriced.suite.usage!.cost).toBeUndefined();
    expect(Object.keys(unpriced.suite.metrics).filter((m) => /tokens|cost|latency/.test(m))).toEqual([
      'tokens_per_item',
      'latency_p50',
      'latency_p95',
    ]);
  });

  it('rule and replay answers asked nobody: the suite says usage is unavailable, no usage metric, no usage on items', async () => {
    const record = path.join(dir, 'rec.jsonl');
    const recorded = await runFlood(live({ record }), { baseDir: dir });
    expect(recorded.suite.status).toBe('ok');
    for (const config of [{ scenario: 'small.json' }, { scenario: 'small.json', provider: 'replay', replay: record }]) {
      const run = await runFlood(config, { baseDir: dir, pricing: PRICING });
      expect(run.suite.status).toBe('ok');
      expect(Object.keys(run.suite.usage!)).toEqual(['unavailable']);
      expect(run.suite.usage!.unavailable).toMatch(/rule provider asks no model|no model was asked in this run/);
      expect(Object.keys(run.suite.metrics).filter((m) => /tokens|cost|latency/.test(m))).toEqual([]);
      expect(run.lines<{ usage?: unknown }>('flood.items.jsonl').every((i) => i.usage === undefined)).toBe(true);
    }
  });
});
