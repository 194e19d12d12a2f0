// Credentials never published (issue #29 part 5): a password in the URL of every URL input (flood's
// baseUrl, TransitLM's apiUrl and TRANSIT_LM_API) and an API key, run through the action as a
// process against loopback servers that echo the request (its URL and headers) in their errors:
// not one output holds a secret, whole or as a fragment.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION, E2E_TARGET, REPO_ROOT, runNode, tempDir } from '../helpers.js';
import { API_KEY, ENV_PASSWORD, FLOOD_PASSWORD, SECRETS, TRANSIT_PASSWORD } from './credentials.js';

/** Answers every request with a 401 whose body echoes the request line and every header. */
let echo: Server;
let port = 0;
beforeAll(async () => {
  echo = createServer((req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `denied ${req.method} ${req.url}`, headers: req.headers } }));
    });
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  port = (echo.address() as AddressInfo).port;
});
afterAll(async () => {
  echo.closeAllConnections();
  await new Promise<void>((resolve) => echo.close(() => resolve()));
});

/** Every file below `dir` (what the action wrote: results, items, report, outputs, summary). */
function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}

function expectNoSecret(text: string, where: string): void {
  for (const secret of SECRETS) {
    expect(text.includes(secret), `${where} holds a secret`).toBe(false);
    // Nor a part of one long enough to matter (the first and last 10 characters).
    expect(text.includes(secret.slice(0, 10)), `${where} holds the start of a secret`).toBe(false);
    expect(text.includes(secret.slice(-10)), `${where} holds the end of a secret`).toBe(false);
  }
  expect(text, where).not.toMatch(/:\/\/[^\s/@"'*]+:[^\s/@"']+@/);
  // Basic auth of user:password, as a server that echoes the header would print it.
  for (const [user, password] of [
    ['alice', FLOOD_PASSWORD],
    ['bob', TRANSIT_PASSWORD],
    ['carol', ENV_PASSWORD],
  ] as const) {
    expect(
      text.includes(Buffer.from(`${user}:${password}`).toString('base64')),
      `${where} holds a Basic credential`,
    ).toBe(false);
  }
}

describe('credentials in URLs', () => {
  it(`the action (${E2E_TARGET}) publishes none of them: results, items, report, summary, outputs, log`, async () => {
    const ws = tempDir('bench-action-');
    writeFileSync(path.join(ws, 'small.json'), JSON.stringify({ households: 2, years: 1, floodYears: [1], seed: 5 }));
    const general = (extra: Record<string, unknown>, id: string) => ({
      id,
      benchmark: 'transitlm',
      task: 'general',
      input: path.join(REPO_ROOT, 'fixtures/transitlm/general/general_routes.csv'),
      stations: path.join(REPO_ROOT, 'fixtures/transitlm/general/station_info.csv'),
      retries: 0,
      maxConsecutiveProviderFailures: 1,
      ...extra,
    });
    writeFileSync(
      path.join(ws, 'bench.config.json'),
      JSON.stringify({
        suites: [
          {
            id: 'flood',
            benchmark: 'flood',
            scenario: 'small.json',
            provider: 'openai',
            baseUrl: `http://alice:${FLOOD_PASSWORD}@127.0.0.1:${port}/v1`,
            model: 'm',
            apiKeyEnv: 'MODEL_KEY',
            retries: 0,
            maxConsecutiveProviderFailures: 1,
          },
          general({ apiUrl: `http://bob:${TRANSIT_PASSWORD}@127.0.0.1:${port}` }, 'transit-url'),
          general({}, 'transit-env'),
        ],
      }),
    );
    const runner = tempDir('bench-runner-');
    const env: Record<string, string> = {
      GITHUB_WORKSPACE: ws,
      GITHUB_OUTPUT: path.join(runner, 'github-output'),
      GITHUB_STEP_SUMMARY: path.join(runner, 'step-summary.md'),
      RUNNER_TEMP: runner,
      INPUT_MODE: 'score',
      MODEL_KEY: API_KEY,
      TRANSIT_LM_API: `http://carol:${ENV_PASSWORD}@127.0.0.1:${port}`,
    };
    for (const f of [env.GITHUB_OUTPUT!, env.GITHUB_STEP_SUMMARY!]) writeFileSync(f, '');
    const r = await runNode(ACTION, [], { cwd: ws, env });
    // Every suite asked a server that refused: the run could not measure, so it is an error.
    expect(r.code, r.stdout + r.stderr).toBe(2);
    // `::add-mask::` lines are the runner's instructions to hide a value (never shown): each secret gets one.
    const log = (r.stdout + r.stderr).split('\n');
    const masked = log.filter((l) => l.startsWith('::add-mask::')).map((l) => l.slice('::add-mask::'.length));
    expect(masked).toEqual(expect.arrayContaining(SECRETS));
    expectNoSecret(log.filter((l) => !l.startsWith('::add-mask::')).join('\n'), 'the log');
    const written = [...allFiles(path.join(ws, 'bench-results')), env.GITHUB_OUTPUT!, env.GITHUB_STEP_SUMMARY!];
    expect(written.some((f) => f.endsWith('report.md'))).toBe(true);
    for (const file of written) expectNoSecret(readFileSync(file, 'utf8'), path.basename(file));
  });
});
