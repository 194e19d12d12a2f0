import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfiles, type Household } from '../../src/benchmarks/flood/population.js';
import { createStream, type Xoshiro128 } from '../../src/benchmarks/flood/prng.js';
import { insuranceMessages, type ChatMessage } from '../../src/benchmarks/flood/prompts.js';
import { createOpenAiProvider } from '../../src/benchmarks/flood/providers/openai.js';
import { ProviderHealth } from '../../src/core/provider-health.js';
import type { AttemptRecord } from '../../src/benchmarks/flood/providers/record.js';
import { createReplayProvider, loadReplay } from '../../src/benchmarks/flood/providers/replay.js';
import type { Provider } from '../../src/benchmarks/flood/providers/types.js';
import type { Scenario } from '../../src/benchmarks/flood/scenario.js';
import type { AuditRecord } from '../../src/benchmarks/flood/types.js';
import { runWorld, type DecisionEvent } from '../../src/benchmarks/flood/world.js';
import { tempDir } from '../helpers.js';
import { runFlood, scenarioOf } from './sim-helpers.js';
import { FakeEndpoint, reply, valid, type Seen } from './chat-server.js';

const endpoint = new FakeEndpoint();
let households: Household[];

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve));
  const dir = tempDir();
  const csv = [
    'agentId,tenure,income,floodZone,propertyValue,contentsValue',
    ...['ok', 'r429', 'e500', 'slow', 'bad', 'e400', 'reask'].map((id) => `${id},owner,50000,LOW,100000,`),
  ].join('\n');
  writeFileSync(path.join(dir, 'p.csv'), csv);
  const loaded = await loadProfiles(path.join(dir, 'p.csv'));
  if (!loaded.ok) throw new Error('profiles');
  households = loaded.value;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      endpoint.server.close(() => resolve());
      endpoint.server.closeAllConnections();
    }),
);

const scenario = (over: Record<string, unknown> = {}) => scenarioOf({ floodYears: [], years: 1, seed: 3, ...over });

function provider(over: Partial<Parameters<typeof createOpenAiProvider>[0]> = {}): Provider {
  return createOpenAiProvider({
    baseUrl: endpoint.url,
    model: 'm',
    apiKey: 'sekret',
    temperature: 0,
    seed: 3,
    maxTokens: 64,
    // Wide enough that a loaded machine answers in time, short enough to keep the slow cases quick.
    timeoutS: 1,
    concurrency: 3,
    retries: 4,
    maxResponseBytes: 1 << 20,
    jitter: createStream(3, 'jitter'),
    timeScale: 0.001,
    // These tests are about single attempts: the circuit breaker has its own tests (fail-closed.test.ts).
    health: new ProviderHealth(1000),
    signal: new AbortController().signal,
    ...over,
  });
}

/** An answer's usage when no answer reported tokens: its requests, their time, the model asked. */
const spent = (requests: number) => ({ requests, latencyMs: expect.any(Number) as unknown, model: 'm' });

async function simulate(p: Provider, given?: Scenario) {
  const s = given ?? (await scenario());
  const decisions: DecisionEvent[] = [];
  const records: AttemptRecord[] = [];
  const result = await runWorld({
    scenario: s,
    households,
    provider: p,
    sinks: { decision: (e) => void decisions.push(e), institution: () => {}, attempt: (r) => void records.push(r) },
  });
  await p.close?.();
  return { result, decisions, records, audit: new Map(decisions.map((d) => [d.audit.agent_id, d.audit])) };
}

function standardBehaviour(agent: string, n: number, seen: Seen, res: ServerResponse): void {
  switch (agent) {
    case 'r429':
      if (n === 1) res.writeHead(429, { 'retry-after': '1000' }).end('slow down');
      else reply(res, valid(4));
      return;
    case 'e500':
      res.writeHead(500).end('boom');
      return;
    case 'slow':
      if (n === 1) setTimeout(() => reply(res, valid(4)), 2500);
      else reply(res, valid(4));
      return;
    case 'bad':
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(n % 2 === 0 ? 'not json' : JSON.stringify({ choices: [] }));
      return;
    case 'e400':
      res.writeHead(400).end('bad request');
      return;
    case 'reask':
      reply(res, seen.messages.length === 2 ? valid(9) : valid(4));
      return;
    case 'insurance':
      reply(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nReason: ok');
      return;
    case 'government':
      reply(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nPriority: all\nReason: ok');
      return;
    default:
      reply(res, valid(4));
  }
}

describe('openai provider against a loopback /chat/completions', () => {
  it('transport retries, timeouts, 429 Retry-After, 5xx, bad bodies, other 4xx and re-asks', async () => {
    endpoint.seen = [];
    endpoint.behave = standardBehaviour;
    const started = Date.now();
    const { result, audit, records } = await simulate(provider());
    expect(result.ok).toBe(true);
    // Request body and key.
    const first = endpoint.seen[0]!;
    expect(first.body).toMatchObject({ model: 'm', temperature: 0, seed: 3, max_tokens: 64 });
    expect(first.auth).toBe('Bearer sekret');
    // Institutions use the endpoint too and are valid.
    expect(endpoint.count('government')).toBe(1);
    expect(endpoint.count('insurance')).toBe(1);

    expect(audit.get('ok')).toMatchObject({ validated: true, attempts: 1, executed_skill: 'do_nothing' });
    // 429 then OK: a transport retry, not an attempt; Retry-After 1000 s is capped at 60 s (× time scale 0.001).
    expect(endpoint.count('r429')).toBe(2);
    expect(audit.get('r429')).toMatchObject({ validated: true, attempts: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(55);
    // 500 every time: 1 + 4 retries per attempt, 3 attempts (maxRetries 2), each a provider-error.
    expect(endpoint.count('e500')).toBe(15);
    expect(audit.get('e500')).toMatchObject({
      validated: false,
      attempts: 3,
      validation_errors: ['provider-error: 500'],
      executed_skill: 'do_nothing',
    });
    expect(audit.get('e500')!.attempt_log.map((a) => [a.failed_round, a.errors, a.text])).toEqual(
      Array(3).fill(['format', ['provider-error: 500'], null]),
    );
    // A slow first answer times out and is retried.
    expect(endpoint.count('slow')).toBe(2);
    expect(audit.get('slow')).toMatchObject({ validated: true, attempts: 1 });
    // Bodies without a string content are retried, then bad-response.
    expect(audit.get('bad')).toMatchObject({
      validated: false,
      attempts: 3,
      validation_errors: ['provider-error: bad-response'],
    });
    expect(endpoint.count('bad')).toBe(15);
    // Other 4xx: no transport retries, but a failed attempt that is re-asked.
    expect(endpoint.count('e400')).toBe(3);
    expect(audit.get('e400')!.validation_errors).toEqual(['provider-error: 400']);
    // Re-ask: the conversation so far plus the failure reasons.
    const reask = endpoint.seen.filter((s) => s.agent === 'reask');
    expect(reask).toHaveLength(2);
    expect(reask[1]!.messages.slice(0, 3)).toEqual([...reask[0]!.messages, { role: 'assistant', content: valid(9) }]);
    expect(reask[1]!.messages[3]).toMatchObject({ role: 'user' });
    expect(reask[1]!.messages[3]!.content).toContain('decision 9 is not an option');
    expect(audit.get('reask')).toMatchObject({ validated: true, attempts: 2 });
    expect(audit.get('reask')!.attempt_log[0]).toEqual({
      attempt: 1,
      failed_round: 'admissible',
      errors: ['decision 9 is not an option'],
      text: valid(9),
    });

    // The record holds every attempt in execution order, transport failures with `error`.
    expect(records.slice(0, 2).map((r) => r.role)).toEqual(['government', 'insurance']);
    expect(records.filter((r) => r.agentId === 'e500')).toEqual(
      [1, 2, 3].map((attempt) => ({
        year: 1,
        agentId: 'e500',
        role: 'household',
        attempt,
        text: null,
        error: 'provider-error: 500',
        contextHash: audit.get('e500')!.context_hash,
      })),
    );
    expect(records.filter((r) => r.role === 'household').map((r) => `${r.agentId}#${r.attempt}`)).toEqual([
      'bad#1',
      'bad#2',
      'bad#3',
      'e400#1',
      'e400#2',
      'e400#3',
      'e500#1',
      'e500#2',
      'e500#3',
      'ok#1',
      'r429#1',
      'reask#1',
      'reask#2',
      'slow#1',
    ]);

    // Replaying the record reproduces the audit exactly, whatever the concurrency was.
    const file = path.join(tempDir(), 'rec.jsonl');
    writeFileSync(file, records.map((r) => JSON.stringify(r)).join('\n') + '\n');
    const loaded = await loadReplay(file);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const replayed = await simulate(createReplayProvider(loaded.value));
    const plain = (m: Map<string, AuditRecord>) => JSON.stringify([...m.values()]);
    expect(plain(replayed.audit)).toBe(plain(audit));
    const serial = await simulate(provider({ concurrency: 1 }));
    expect(plain(serial.audit)).toBe(plain(audit));
  });

  it('a request that always times out becomes provider-error: timeout; a dead port is network', async () => {
    endpoint.seen = [];
    endpoint.behave = (agent, _n, _s, res) => {
      if (agent === 'ok') setTimeout(() => reply(res, valid(4)), 2500);
      else standardBehaviour(agent, _n, _s, res);
    };
    const p = provider({ retries: 1 });
    const { audit } = await simulate(p, await scenario({ maxRetries: 0 }));
    expect(audit.get('ok')).toMatchObject({
      validated: false,
      attempts: 1,
      validation_errors: ['provider-error: timeout'],
    });
    expect(endpoint.count('ok')).toBe(2);

    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const port = (dead.address() as AddressInfo).port;
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    const offline = provider({ baseUrl: `http://127.0.0.1:${port}/v1`, retries: 1 });
    const answer = await offline.askInstitution({
      role: 'insurance',
      year: 1,
      figures: {
        lossRatio: null,
        uptake: null,
        totalPolicies: 0,
        premiumsLastYear: 0,
        claimsLastYear: 0,
        premiumRate: 0.02,
      },
      messages: [],
    });
    // Each answer says what its requests cost: here two that got no answer (no tokens).
    expect(answer).toEqual({ reply: { kind: 'failure', reason: 'provider-error: network' }, usage: spent(2) });
  });

  it('401, 403 and 404 end the suite with status "error"', async () => {
    for (const status of [401, 403, 404]) {
      endpoint.behave = (_a, _n, _s, res) => res.writeHead(status).end('{"error": "nope"}');
      const run = await runFlood(
        { provider: 'openai', baseUrl: endpoint.url, model: 'm', apiKeyEnv: 'FLOOD_KEY' },
        { env: { FLOOD_KEY: 'k' } },
      );
      expect(run.suite.status).toBe('error');
      expect(run.suite.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['provider']);
      expect(run.suite.diagnostics[0]!.message).toContain(`HTTP ${status}`);
    }
    const wrongUrl = await runFlood({ provider: 'openai', baseUrl: `${endpoint.url}/nowhere`, model: 'm' });
    expect(wrongUrl.suite.status).toBe('error');
  });

  it('credentials in the base URL are sent as Basic auth (fetch refuses a URL with userinfo) and shown nowhere', async () => {
    endpoint.seen = [];
    endpoint.behave = (_a, _n, _s, res) => reply(res, valid(1));
    const withCredentials = endpoint.url.replace('http://', 'http://gw%40user:p%3Ass-w0rd@');
    const dir = tempDir();
    writeFileSync(path.join(dir, 's.json'), JSON.stringify({ households: 2, years: 1, seed: 3 }));
    const run = await runFlood(
      { scenario: 's.json', provider: 'openai', baseUrl: withCredentials, model: 'm' },
      { baseDir: dir },
    );
    expect(run.suite.status, JSON.stringify(run.suite.diagnostics)).toBe('ok');
    expect(endpoint.seen.length).toBeGreaterThan(0);
    expect(new Set(endpoint.seen.map((s) => s.auth))).toEqual(
      new Set([`Basic ${Buffer.from('gw@user:p:ss-w0rd').toString('base64')}`]),
    );
    expect(JSON.stringify(run.suite)).not.toMatch(/w0rd/);
  });

  it('an --api-key-env that is named but unset is an error before any request', async () => {
    endpoint.seen = [];
    const run = await runFlood(
      { provider: 'openai', baseUrl: endpoint.url, model: 'm', apiKeyEnv: 'FLOOD_MISSING_KEY' },
      { env: {} },
    );
    expect(run.suite.status).toBe('error');
    expect(run.suite.diagnostics[0]!.message).toBe('environment variable FLOOD_MISSING_KEY (--api-key-env) is not set');
    expect(endpoint.seen).toEqual([]);
  });
});

describe('per-request timeout and response size', () => {
  const figures = {
    lossRatio: null,
    uptake: null,
    totalPolicies: 0,
    premiumsLastYear: 0,
    claimsLastYear: 0,
    premiumRate: 0.02,
  };
  const institution = (p: Provider) =>
    p.askInstitution({ role: 'insurance', year: 1, figures, messages: insuranceMessages(figures, 1) });

  it('the timeout of a request holds through garbage collections (Node 20 collected a combined AbortSignal: nodejs/node#55428)', async () => {
    // A loopback server that accepts the request and never answers.
    const hanging = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    v8.setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const collecting = setInterval(gc, 20);
    try {
      const p = provider({
        baseUrl: `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/v1`,
        timeoutS: 0.3,
        retries: 0,
      });
      const started = Date.now();
      const answer = await Promise.race([
        institution(p),
        new Promise((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000).unref()),
      ]);
      expect(answer).toEqual({ reply: { kind: 'failure', reason: 'provider-error: timeout' }, usage: spent(1) });
      // The request's wall time runs to the timeout.
      expect((answer as { usage: { latencyMs: number } }).usage.latencyMs).toBeGreaterThanOrEqual(290);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      clearInterval(collecting);
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it('a body over the cap is not read on: a provider error naming the cap, with or without Content-Length, and an endless body too', async () => {
    const endless = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const pump = () => {
        while (res.write(chunk));
        res.once('drain', pump);
      };
      res.on('error', () => {});
      pump();
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    try {
      // The whole reply in one piece (Content-Length) and a streamed one; the endless body would hang until the timeout if read whole.
      endpoint.behave = (agent, _n, _s, res) =>
        agent === 'insurance' ? reply(res, 'x'.repeat(300_000)) : reply(res, valid(4));
      const capped = await institution(provider({ maxResponseBytes: 100_000, retries: 0 }));
      expect(capped).toEqual({
        reply: { kind: 'failure', reason: 'provider-error: response over 100000 bytes' },
        usage: spent(1),
      });
      const started = Date.now();
      const stream = await institution(
        provider({
          baseUrl: `http://127.0.0.1:${(endless.address() as AddressInfo).port}/v1`,
          maxResponseBytes: 4096,
          timeoutS: 30,
          retries: 0,
        }),
      );
      expect(stream).toEqual({
        reply: { kind: 'failure', reason: 'provider-error: response over 4096 bytes' },
        usage: spent(1),
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      // Under the cap: read as before (a BOM is dropped as Response#text drops it).
      endpoint.behave = (_agent, _n, _s, res) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(`\ufeff${JSON.stringify({ choices: [{ message: { content: 'Decision: maintain' } }] })}`);
      expect(await institution(provider({ maxResponseBytes: 100_000 }))).toEqual({
        reply: { kind: 'text', text: 'Decision: maintain' },
        usage: spent(1),
      });
    } finally {
      endless.closeAllConnections();
      await new Promise<void>((resolve) => endless.close(() => resolve()));
    }
  });

  it('through the suite: maxResponseBytes is a provider error of the decision, not a model failure', async () => {
    endpoint.behave = (agent, _n, _s, res) =>
      agent === 'ok' ? reply(res, `${valid(4)}\n${'x'.repeat(5000)}`) : standardBehaviour(agent, _n, _s, res);
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'p.csv'),
      'agentId,tenure,income,floodZone,propertyValue,contentsValue\nok,owner,50000,LOW,100000,\n',
    );
    writeFileSync(
      path.join(dir, 's.json'),
      JSON.stringify({ households: 'p.csv', floodYears: [], years: 1, maxRetries: 0 }),
    );
    const run = await runFlood(
      { scenario: 's.json', provider: 'openai', baseUrl: endpoint.url, model: 'm', retries: 0, maxResponseBytes: 2048 },
      { baseDir: dir },
    );
    expect(run.suite.status).toBe('error');
    expect(run.suite.counts?.provider_errors).toBe(1);
    expect(
      run.lines<{ validation_errors: string[] }>('flood.skill_audit.jsonl').map((a) => a.validation_errors),
    ).toEqual([['provider-error: response over 2048 bytes']]);
  });
});

describe('retry timing', () => {
  /** A jitter stream that returns the given U values in order and counts the draws (a test input, as the run's stream is). */
  function scripted(values: number[]): Xoshiro128 & { draws: number } {
    const queue = [...values];
    const rng = {
      draws: 0,
      uniform() {
        rng.draws += 1;
        const u = queue.shift();
        if (u === undefined) throw new Error('unexpected draw');
        return u;
      },
    };
    return rng as unknown as Xoshiro128 & { draws: number };
  }

  /**
   * The waits before the transport retries of one ask by `agent`, in the provider's seconds (the
   * gaps between the requests the endpoint saw, over the time scale), and the jitter draws taken.
   */
  async function retryWaits(agent: string, timeScale: number, jitter: number[], retries = 1) {
    const rng = scripted(jitter);
    const p = provider({ timeScale, retries, jitter: rng });
    const figures = {
      lossRatio: null,
      uptake: null,
      totalPolicies: 0,
      premiumsLastYear: 0,
      claimsLastYear: 0,
      premiumRate: 0.02,
    };
    const messages: ChatMessage[] = [
      { role: 'system', content: 'retry timing' },
      { role: 'user', content: `household ${agent} (retry timing)` },
    ];
    const answer = await p.askInstitution({ role: 'insurance', year: 1, figures, messages });
    expect(answer, agent).toMatchObject({ reply: { kind: 'text', text: 'Decision: maintain' } });
    const at = endpoint.seen.filter((s) => s.agent === agent).map((s) => s.at);
    return { waits: at.slice(1).map((t, i) => (t - at[i]!) / (1000 * timeScale)), draws: rng.draws };
  }

  /**
   * A wait measured at `timeScale` is `seconds`: a timer never ends early (2 ms of clock
   * rounding aside), and the two requests around it take under 250 ms on a loaded machine.
   */
  function expectWait(measured: number | undefined, seconds: number, timeScale: number, what: string): void {
    expect(measured, what).toBeGreaterThanOrEqual(seconds - 0.002 / timeScale);
    expect(measured, what).toBeLessThan(seconds + 0.25 / timeScale);
  }

  // The waits' values are retry-timing.test.ts's; here the provider waits what the header says
  // (two measured, at scales that keep them under a second) and draws jitter only without it.
  it('waits what a readable Retry-After says, without a jitter draw; else the backoff, one draw per retry', async () => {
    endpoint.seen = [];
    const retryAfter: Record<string, string | null> = { d3: '3', d1000: '1000', none: null, soon: 'soon' };
    endpoint.behave = (agent, n, _seen, res) => {
      if (agent === 'date' && n === 1)
        res.writeHead(429, { 'retry-after': new Date(Date.now() + 10_000).toUTCString() }).end('slow down');
      else if (agent === 'backoff' && n <= 3) res.writeHead(503).end('busy');
      else if (n === 1 && retryAfter[agent] !== undefined) {
        const header = retryAfter[agent];
        res.writeHead(429, header === null ? {} : { 'retry-after': header }).end('slow down');
      } else reply(res, 'Decision: maintain');
    };
    // Readable Retry-After values take no draw (an empty jitter stream throws on one).
    const [d3, d1000, date, none, soon, backoff] = await Promise.all([
      retryWaits('d3', 0.1, []),
      retryWaits('d1000', 0.01, []),
      retryWaits('date', 0, []),
      retryWaits('none', 0, [0]),
      retryWaits('soon', 0, [0.5]),
      retryWaits('backoff', 0, [0, 0, 0.25], 3),
    ]);
    expectWait(d3.waits[0], 3, 0.1, 'Retry-After: 3');
    expectWait(d1000.waits[0], 60, 0.01, 'Retry-After: 1000, capped at 60');
    expect([d3, d1000, date].map((r) => [r.waits.length, r.draws])).toEqual(Array(3).fill([1, 0]));
    // No Retry-After, or one that is neither: the backoff, one draw per retry.
    expect([none, soon].map((r) => [r.waits.length, r.draws])).toEqual(Array(2).fill([1, 1]));
    expect([backoff.waits.length, backoff.draws]).toEqual([3, 3]);
  });
});
