// The flood `openai` provider against a loopback chat API that fails: a model that was never asked
// is not a model that answered badly (results.md "Fail closed"). The CLI as a process in
// fail-closed.e2e.test.ts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scrubSecrets } from '../../src/core/secrets.js';
import { tempDir } from '../helpers.js';
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
  else if (agent === 'government')
    reply(res, 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nPriority: all\nReason: ok');
  else reply(res, valid(1));
}

const live = (over: Record<string, unknown> = {}) => ({
  scenario: 'small.json',
  provider: 'openai',
  baseUrl: endpoint.url,
  model: 'm',
  retries: 0,
  ...over,
});
const errorCodes = (run: Awaited<ReturnType<typeof runFlood>>) =>
  run.suite.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);

describe('flood openai provider: infrastructure failures are not model failures', () => {
  // Transport retries use Retry-After when given (0 here) and a backoff of ≥ 0.5 s otherwise: only
  // the 429 case retries, to keep the suite fast; the others fail each attempt at once.
  const BREAKER = /^stopped asking after 10 consecutive provider failures \(last: /;
  for (const [name, retries, fail, why] of [
    ['HTTP 500', 0, (res: Parameters<typeof reply>[0]) => res.writeHead(500).end('boom'), BREAKER],
    [
      'HTTP 429 (Retry-After: 0, one retry)',
      1,
      (res: Parameters<typeof reply>[0]) => res.writeHead(429, { 'retry-after': '0' }).end('slow down'),
      BREAKER,
    ],
    [
      'a non-JSON reply',
      0,
      (res: Parameters<typeof reply>[0]) =>
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>proxy</html>'),
      BREAKER,
    ],
    // No HTTP answer ever: the provider is given up as dead, with the last error.
    [
      'a dropped connection',
      0,
      (res: Parameters<typeof reply>[0]) => res.socket?.destroy(),
      /^the provider never answered: 3 requests in a row to http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions got no answer \(last: connection closed by the server \(/,
    ],
  ] as const) {
    it(`${name} on every request: no more is asked after 10 failures; the suite is an error, not a score of 0`, async () => {
      endpoint.seen = [];
      endpoint.behave = (_agent, _n, _seen, res) => fail(res);
      const run = await runFlood(live({ retries }), { baseDir: dir });
      expect(run.suite.status).toBe('error');
      expect(run.suite.finalScore).toBeNull();
      expect(errorCodes(run)).toEqual(['provider-unavailable']);
      expect(run.suite.diagnostics.find((d) => d.code === 'provider-unavailable')!.message).toMatch(why);
      // 10 failed attempts of 1 + retries requests each (3 requests when nothing ever answered), plus
      // what was in flight (concurrency 4) when it opened.
      expect(endpoint.seen.length).toBeGreaterThanOrEqual(why === BREAKER ? 10 * (1 + retries) : 3);
      expect(endpoint.seen.length).toBeLessThanOrEqual((10 + 4) * (1 + retries));
    });
  }

  it('a household the provider never answers is counted apart: the suite is an error by default, scored when a share is allowed', async () => {
    endpoint.behave = (agent, _n, _seen, res) =>
      agent === 'H00003' ? res.writeHead(503).end('down') : answerAll(agent, res);
    const strict = await runFlood(live(), { baseDir: dir });
    expect(strict.suite.status).toBe('error');
    expect(errorCodes(strict)).toEqual(['provider-errors']);
    expect(strict.suite.diagnostics.find((d) => d.code === 'provider-errors')!.message).toMatch(
      /^2 of 16 decisions \(households and institutions\) got no answer from the provider \(12\.5 %; none is allowed\)/,
    );
    // H00003 decides in both years; neither decision is in the rounds, the items or `total`.
    expect(strict.suite.counts?.provider_errors).toBe(2);
    expect(strict.suite.total).toBe(10);
    expect(strict.suite.rounds[0]).toMatchObject({ id: 'format', input: 10, passed: 10 });
    expect(
      strict
        .lines<{ id: string }>('flood.items.jsonl')
        .map((i) => i.id)
        .filter((id) => id.endsWith('H00003')),
    ).toEqual([]);
    // The audit log still has them, as the failures they were.
    expect(
      strict
        .lines<{ agent_id: string; validation_errors: string[] }>('flood.skill_audit.jsonl')
        .filter((a) => a.agent_id === 'H00003')
        .map((a) => a.validation_errors),
    ).toEqual([['provider-error: 503'], ['provider-error: 503']]);
    const lenient = await runFlood(live({ maxProviderErrorRate: 0.2 }), { baseDir: dir });
    expect(lenient.suite.status).toBe('ok');
    expect([
      lenient.suite.total,
      lenient.suite.counts?.provider_errors,
      lenient.suite.metrics.validity_rate?.value,
    ]).toEqual([10, 2, 1]);
  });

  it('an institution reply the provider never gave is a provider error, not an invalid output of the model', async () => {
    endpoint.behave = (agent, _n, _seen, res) =>
      agent === 'insurance' ? res.writeHead(503).end('down') : answerAll(agent, res);
    const run = await runFlood(live({ maxProviderErrorRate: 0.2 }), { baseDir: dir });
    expect(run.suite.status).toBe('ok');
    // Two years: the insurer never answered; the government's two replies are the only outputs judged.
    expect(run.suite.counts?.provider_errors).toBe(2);
    expect(run.suite.metrics.institution_validity_rate).toMatchObject({ value: 1, passed: 2, input: 2 });
    expect(run.suite.diagnostics.filter((d) => d.code === 'institution')).toEqual([]);
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
      const timedOut = await runFlood(live({ baseUrl: url, timeoutS: 0.05, maxConsecutiveProviderFailures: 3 }), {
        baseDir: dir,
      });
      expect(timedOut.suite.status).toBe('error');
      expect(timedOut.suite.diagnostics.find((d) => d.code === 'provider-unavailable')!.message).toMatch(
        /^the provider never answered: 3 requests in a row to \S+ got no answer \(last: no answer within 0\.05 s\)$/,
      );
      const controller = new AbortController();
      setTimeout(() => controller.abort('interrupted by SIGTERM'), 200);
      const started = Date.now();
      const stopped = await runFlood(live({ baseUrl: url, timeoutS: 600 }), {
        baseDir: dir,
        signal: controller.signal,
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(stopped.suite.itemsFile).toBeUndefined();
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });
});

describe('a dead provider is named as such, not taken for a slow one', () => {
  it("connection refused: a warning at once naming the error, then the suite ends within seconds (with the spec's retries and backoff)", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const warnings: { at: number; message: string }[] = [];
    const started = Date.now();
    // Default retries (4) and backoff, its waits scaled by 0.01 (BENCH_CHECK_FLOOD_RETRY_SCALE): a
    // breaker counting attempts would make 10 × 5 requests (≈ a minute unscaled), this one makes 3.
    const run = await runFlood(live({ baseUrl: `http://127.0.0.1:${port}/v1`, retries: 4 }), {
      baseDir: dir,
      env: { BENCH_CHECK_FLOOD_RETRY_SCALE: '0.01' },
      log: { info: () => {}, warn: (message) => warnings.push({ at: Date.now() - started, message }) },
    });
    expect(run.suite.usage).toMatchObject({ requests: 3 });
    const took = Date.now() - started;
    expect(run.suite.status).toBe('error');
    expect(errorCodes(run)).toEqual(['provider-unavailable']);
    const why = run.suite.diagnostics.find((d) => d.code === 'provider-unavailable')!.message;
    expect(why).toMatch(
      new RegExp(
        `^the provider never answered: 3 requests in a row to http://127\\.0\\.0\\.1:${port}/v1/chat/completions got no answer \\(last: connection refused \\(connect ECONNREFUSED 127\\.0\\.0\\.1:${port}\\)\\)$`,
      ),
    );
    // Institutions are asked one after the other: request 1 at once, 2 after 0.5–1.5 s, 3 after another
    // 1–3 s (unscaled: within seconds).
    expect(took).toBeLessThan(8_000);
    const first = warnings[0]!;
    expect(first.message).toMatch(
      /^flood: no answer from http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions: connection refused \(connect ECONNREFUSED [^)]+\); nothing has been answered yet \(given up after 3 such requests\); still trying$/,
    );
    expect(first.at).toBeLessThan(1_000);
    // No resume hint without a record file to go on from; the hint says how to keep one.
    expect(warnings.map((w) => w.message)).toContainEqual(
      expect.stringMatching(/^flood: the run ended early; nothing was kept to go on from: run with --record FILE/),
    );
  });
});

describe('secrets', () => {
  it('scrubSecrets removes the secrets, echoed credential headers and bearer tokens, and cuts', () => {
    expect(scrubSecrets('{"authorization":"Bearer abc.def-123456"} key=zzzz', ['zzzz'])).toBe(
      '{"authorization":"Bearer ***"} key=***',
    );
    expect(scrubSecrets('x-api-key: 12345678, Api-Key=topsecret; ok', [])).toBe('x-api-key: ***, Api-Key=***; ok');
    expect(scrubSecrets('token Basic dXNlcjpwYXNzd29yZA== end', [])).toBe('token Basic *** end');
    expect(scrubSecrets('a'.repeat(300), [])).toBe(`${'a'.repeat(200)}…`);
  });
});
