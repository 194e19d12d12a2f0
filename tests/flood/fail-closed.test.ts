// The flood `openai` provider against a loopback chat API that fails: a model that was never asked
// is not a model that answered badly (results.md "Fail closed").
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubSecrets } from '../../src/core/secrets.js';
import { runCli, tempDir } from '../helpers.js';
import { FakeEndpoint, reply, valid } from './chat-server.js';
import { runFlood } from './sim-helpers.js';

const endpoint = new FakeEndpoint();
let dir = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve));
  dir = tempDir();
  writeFileSync(path.join(dir, 'small.json'), JSON.stringify({ households: 6, years: 2, floodYears: [1], seed: 5 }));
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      endpoint.server.close(() => resolve());
      endpoint.server.closeAllConnections();
    }),
);

/** Valid answers for everyone: households pick option 1, institutions maintain. */
function answerAll(agent: string, res: Parameters<typeof reply>[0]): void {
  if (agent === 'insurance') reply(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nReason: ok');
  else if (agent === 'government') reply(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nPriority: all\nReason: ok');
  else reply(res, valid(1));
}

const live = (over: Record<string, unknown> = {}) => ({ scenario: 'small.json', provider: 'openai', baseUrl: endpoint.url, model: 'm', retries: 0, ...over });
const errorCodes = (run: Awaited<ReturnType<typeof runFlood>>) => run.suite.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);

describe('flood openai provider: infrastructure failures are not model failures', () => {
  // Transport retries use Retry-After when given (0 here) and a backoff of ≥ 0.5 s otherwise: only
  // the 429 case retries, to keep the suite fast; the others fail each attempt at once.
  for (const [name, retries, fail] of [
    ['HTTP 500', 0, (res: Parameters<typeof reply>[0]) => res.writeHead(500).end('boom')],
    ['HTTP 429 (Retry-After: 0, one retry)', 1, (res: Parameters<typeof reply>[0]) => res.writeHead(429, { 'retry-after': '0' }).end('slow down')],
    ['a non-JSON reply', 0, (res: Parameters<typeof reply>[0]) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>proxy</html>')],
    ['a dropped connection', 0, (res: Parameters<typeof reply>[0]) => res.socket?.destroy()],
  ] as const) {
    it(`${name} on every request: the circuit breaker stops asking after 10 failed attempts; the suite is an error, not a score of 0`, async () => {
      endpoint.seen = [];
      endpoint.behave = (_agent, _n, _seen, res) => fail(res);
      const run = await runFlood(live({ retries }), { baseDir: dir });
      expect(run.suite.status).toBe('error');
      expect(run.suite.finalScore).toBeNull();
      expect(errorCodes(run)).toEqual(['provider-unavailable']);
      expect(run.suite.diagnostics.find((d) => d.code === 'provider-unavailable')!.message).toMatch(/^stopped asking after 10 consecutive provider failures \(last: /);
      // 10 failed attempts of 1 + retries requests each, plus what was in flight (concurrency 4) when it opened.
      expect(endpoint.seen.length).toBeGreaterThanOrEqual(10 * (1 + retries));
      expect(endpoint.seen.length).toBeLessThanOrEqual((10 + 4) * (1 + retries));
    });
  }

  it('a household the provider never answers is counted apart: the suite is an error by default, scored when a share is allowed', async () => {
    endpoint.behave = (agent, _n, _seen, res) => (agent === 'H00003' ? res.writeHead(503).end('down') : answerAll(agent, res));
    const strict = await runFlood(live(), { baseDir: dir });
    expect(strict.suite.status).toBe('error');
    expect(errorCodes(strict)).toEqual(['provider-errors']);
    expect(strict.suite.diagnostics.find((d) => d.code === 'provider-errors')!.message).toMatch(/^2 of 16 decisions \(households and institutions\) got no answer from the provider \(12\.5 %; none is allowed\)/);
    // H00003 decides in both years; neither decision is in the rounds, the items or `total`.
    expect(strict.suite.counts?.provider_errors).toBe(2);
    expect(strict.suite.total).toBe(10);
    expect(strict.suite.rounds[0]).toMatchObject({ id: 'format', input: 10, passed: 10 });
    expect(strict.lines<{ id: string }>('flood.items.jsonl').map((i) => i.id).filter((id) => id.endsWith('H00003'))).toEqual([]);
    // The audit log still has them, as the failures they were.
    expect(strict.lines<{ agent_id: string; validation_errors: string[] }>('flood.skill_audit.jsonl').filter((a) => a.agent_id === 'H00003').map((a) => a.validation_errors)).toEqual([['provider-error: 503'], ['provider-error: 503']]);
    const lenient = await runFlood(live({ maxProviderErrorRate: 0.2 }), { baseDir: dir });
    expect(lenient.suite.status).toBe('ok');
    expect([lenient.suite.total, lenient.suite.counts?.provider_errors, lenient.suite.metrics.validity_rate?.value]).toEqual([10, 2, 1]);
  });

  it('a provider that answers is unaffected: provider_errors 0', async () => {
    endpoint.behave = (agent, _n, _seen, res) => answerAll(agent, res);
    const run = await runFlood(live(), { baseDir: dir });
    expect(run.suite.status).toBe('ok');
    expect([run.suite.total, run.suite.counts?.provider_errors]).toEqual([12, 0]);
  });

  it('a server that never answers times out (provider error), and the run signal cancels requests in flight at once', async () => {
    const hanging: Server = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}/v1`;
      const timedOut = await runFlood(live({ baseUrl: url, timeoutS: 0.05, maxConsecutiveProviderFailures: 3 }), { baseDir: dir });
      expect(timedOut.suite.status).toBe('error');
      expect(timedOut.suite.diagnostics.find((d) => d.code === 'provider-unavailable')!.message).toContain('timeout at');
      const controller = new AbortController();
      setTimeout(() => controller.abort('interrupted by SIGTERM'), 200);
      const started = Date.now();
      const stopped = await runFlood(live({ baseUrl: url, timeoutS: 600 }), { baseDir: dir, signal: controller.signal });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(stopped.suite.itemsFile).toBeUndefined();
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });
});

describe('--resume: a live run goes on from the record file of an interrupted one', () => {
  it('replays what was recorded, asks only for the rest (and for recorded provider errors), and ends with the files of an uninterrupted run', async () => {
    const work = tempDir();
    writeFileSync(path.join(work, 'small.json'), JSON.stringify({ households: 6, years: 2, floodYears: [1], seed: 5 }));
    // Deterministic answers: the decision depends only on the agent, so any two runs agree.
    const decide = (agent: string, res: Parameters<typeof reply>[0]) => (agent === 'insurance' || agent === 'government' ? answerAll(agent, res) : reply(res, valid(1 + (agent.charCodeAt(agent.length - 1) % 3))));
    endpoint.seen = [];
    endpoint.behave = (agent, _n, _seen, res) => decide(agent, res);
    const full = await runFlood(live({ record: 'full.jsonl' }), { baseDir: work });
    expect(full.suite.status).toBe('ok');
    const fullRequests = endpoint.seen.length;

    // The interrupted run: H00002 gets a 503 (recorded as a provider error), and from the 10th
    // request on the server never answers; the run signal stops it while it waits.
    endpoint.seen = [];
    endpoint.behave = (agent, _n, _seen, res) => {
      if (endpoint.seen.length >= 10) return;
      if (agent === 'H00002') res.writeHead(503).end('down');
      else decide(agent, res);
    };
    const controller = new AbortController();
    const waiting = setInterval(() => {
      if (endpoint.seen.length >= 10) controller.abort('interrupted by SIGTERM');
    }, 10);
    const first = await runFlood(live({ record: 'run.jsonl' }), { baseDir: work, signal: controller.signal });
    clearInterval(waiting);
    expect(controller.signal.aborted).toBe(true);
    expect(first.suite.itemsFile).toBeUndefined();
    const recorded = first.lines<{ agentId: string; error?: string }>(path.join(work, 'run.jsonl'));
    expect(recorded.length).toBeGreaterThan(2);
    expect(recorded.length).toBeLessThan(fullRequests);
    expect(recorded.filter((r) => r.error !== undefined).map((r) => r.agentId)).toContain('H00002');

    // Resumed with a healthy server: the same document, items, audit and record as the uninterrupted run.
    endpoint.seen = [];
    endpoint.behave = (agent, _n, _seen, res) => decide(agent, res);
    const messages: string[] = [];
    const resumed = await runFlood(live({ record: 'run.jsonl', resume: true }), { baseDir: work, log: { info: (m) => messages.push(m), warn: (m) => messages.push(m) } });
    expect(resumed.suite.status).toBe('ok');
    const replayed = recorded.filter((r) => r.error === undefined).length;
    expect(messages).toContain(`flood: resumed: ${replayed} attempts replayed from the record file, ${fullRequests - replayed} asked`);
    expect(endpoint.seen.length).toBe(fullRequests - replayed);
    expect(endpoint.seen.filter((s) => s.agent === 'H00002').length).toBeGreaterThan(0);
    // The same document, except for what this run asked (results.md "usage"): only the rest.
    const { usage: resumedUsage, ...resumedRest } = resumed.suite;
    const { usage: fullUsage, ...fullRest } = full.suite;
    expect(resumedRest).toEqual(fullRest);
    expect(fullUsage).toEqual({ requests: fullRequests, retries: 0 });
    expect(resumedUsage).toEqual({ requests: fullRequests - replayed, retries: 0 });
    for (const f of ['flood.items.jsonl', 'flood.skill_audit.jsonl', 'flood.institution_audit.jsonl']) expect(resumed.read(f), f).toBe(full.read(f));
    expect(resumed.read(path.join(work, 'run.jsonl'))).toBe(full.read(path.join(work, 'full.jsonl')));
  });

  it('refuses a record file made for another scenario', async () => {
    const work = tempDir();
    writeFileSync(path.join(work, 'a.json'), JSON.stringify({ households: 3, years: 1, floodYears: [], seed: 1 }));
    writeFileSync(path.join(work, 'b.json'), JSON.stringify({ households: 3, years: 1, floodYears: [], seed: 2 }));
    endpoint.behave = (agent, _n, _seen, res) => answerAll(agent, res);
    expect((await runFlood(live({ scenario: 'a.json', record: 'rec.jsonl' }), { baseDir: work })).suite.status).toBe('ok');
    const other = await runFlood(live({ scenario: 'b.json', record: 'rec.jsonl', resume: true }), { baseDir: work });
    expect(other.suite.status).toBe('error');
    expect(errorCodes(other)).toEqual(['resume-mismatch']);
  });
});

describe('secrets', () => {
  it('a server that echoes the Authorization header in a 401 body: the key reaches neither results.json nor the terminal', async () => {
    const key = 'sk-live-0123456789abcdefSECRET';
    endpoint.behave = (_agent, _n, seen, res) => res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'bad key', echo: { authorization: seen.auth, 'api-key': key } }));
    const work = tempDir();
    writeFileSync(path.join(work, 'small.json'), JSON.stringify({ households: 2, years: 1, floodYears: [], seed: 1 }));
    const r = await runCli(['score', 'flood', '--scenario', 'small.json', '--provider', 'openai', '--base-url', endpoint.url, '--model', 'm', '--api-key-env', 'MODEL_KEY', '--out', 'out/results.json'], { cwd: work, env: { MODEL_KEY: key } });
    expect(r.code).toBe(2);
    const doc = readFileSync(path.join(work, 'out/results.json'), 'utf8');
    expect(doc).toContain('HTTP 401');
    expect(doc).toContain('***');
    for (const text of [doc, r.stdout, r.stderr]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain('SECRET');
    }
  });

  it('scrubSecrets removes the secrets, echoed credential headers and bearer tokens, and cuts', () => {
    expect(scrubSecrets('{"authorization":"Bearer abc.def-123456"} key=zzzz', ['zzzz'])).toBe('{"authorization":"Bearer ***"} key=***');
    expect(scrubSecrets('x-api-key: 12345678, Api-Key=topsecret; ok', [])).toBe('x-api-key: ***, Api-Key=***; ok');
    expect(scrubSecrets('token Basic dXNlcjpwYXNzd29yZA== end', [])).toBe('token Basic *** end');
    expect(scrubSecrets('a'.repeat(300), [])).toBe(`${'a'.repeat(200)}…`);
  });
});
