// Retries and rate limits of the GitHub client (docs/gate.md "Retries and rate limits"), against the
// loopback GitHub with injected failures. Waits are recorded by an injected `sleep`, never slept.
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { GitHubClient, MAX_RATE_LIMIT_WAIT_MS, type ClientOptions } from '../../src/github/client.js';
import { useFakeGitHub } from './helpers.js';

const gh = useFakeGitHub();
let waits: number[];
let told: string[];

/** A client of the loopback GitHub whose waits are recorded (and not slept). */
function client(opts: Partial<ClientOptions> = {}): GitHubClient {
  return new GitHubClient({
    token: 'tkn',
    baseUrl: gh.url,
    sleep: async (ms) => void waits.push(ms),
    onRetry: (m) => void told.push(m),
    ...opts,
  });
}

const PULL = '/repos/o/r/pulls/7';
const SECONDARY = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
const count = (method: string, path: RegExp) => gh.requests.filter((r) => r.method === method && path.test(r.path)).length;

beforeEach(() => {
  waits = [];
  told = [];
  gh.pulls.set(7, { number: 7, head: { sha: 'h', ref: 'feature' }, base: { sha: 'b', ref: 'main' } });
});

describe('5xx and backoff', () => {
  it('a single 502 is retried after 1 s and the request succeeds', async () => {
    gh.failOn(/\/pulls\/7$/, 502, 1);
    const res = await client().request<{ number: number }>('GET', PULL);
    expect(res.ok && res.data.number).toBe(7);
    expect(count('GET', /\/pulls\/7$/)).toBe(2);
    expect(waits).toEqual([1000]);
    expect(told).toHaveLength(1);
    expect(told[0]).toContain(`GET ${gh.url}${PULL} → HTTP 502`);
    expect(told[0]).toContain('retry 1 of 3 in 1 s');
  });

  it('3 × 503 then success: retries 3 waits 1 s, 2 s, 4 s and succeeds', async () => {
    gh.failOn(/\/pulls\/7$/, 503, 3);
    const res = await client({ retries: 3 }).request('GET', PULL);
    expect(res.ok).toBe(true);
    expect(count('GET', /\/pulls\/7$/)).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('4 × 503: fails after 4 attempts, with the status and the full URL', async () => {
    gh.failOn(/\/pulls\/7$/, 503, 4);
    const res = await client().request('GET', PULL, { need: 'pull-requests: read' });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.status).toBe(503);
    expect(res.error.attempts).toBe(4);
    expect(res.error.message).toBe(`GET ${gh.url}${PULL} → HTTP 503 (injected HTTP 503) after 4 attempts`);
    expect(count('GET', /\/pulls\/7$/)).toBe(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('500 and 504 are retried; 501 and other 4xx are not', async () => {
    gh.failOn(/\/pulls\/7$/, 500, 1);
    gh.failOn(/\/pulls\/7$/, 504, 1);
    expect((await client().request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([1000, 2000]);
    for (const status of [501, 400, 401, 409, 410, 422]) {
      gh.failures = [];
      gh.requests = [];
      waits = [];
      gh.failOn(/\/pulls\/7$/, status, 1);
      const res = await client().request('GET', PULL);
      expect(res.ok, String(status)).toBe(false);
      expect(gh.requests, String(status)).toHaveLength(1);
      expect(waits).toEqual([]);
    }
  });

  it('retries 0 sends once', async () => {
    gh.failOn(/\/pulls\/7$/, 502, 1);
    const res = await client({ retries: 0 }).request('GET', PULL);
    expect(!res.ok && res.error.message).toBe(`GET ${gh.url}${PULL} → HTTP 502 (injected HTTP 502)`);
    expect(waits).toEqual([]);
  });

  it('404 is not retried and keeps the permission explanation', async () => {
    const res = await client().request('GET', '/repos/o/r/pulls/8', { need: 'pull-requests: read' });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.status).toBe(404);
    expect(res.error.attempts).toBe(1);
    expect(res.error.message).toContain('`pull-requests: read`');
    expect(res.error.message).not.toContain('attempts');
    expect(gh.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('timeScale scales the waits handed to sleep', async () => {
    gh.failOn(/\/pulls\/7$/, 502, 2);
    expect((await client({ timeScale: 0.01 }).request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([10, 20]);
    waits = [];
    gh.failOn(/\/pulls\/7$/, 502, 2);
    expect((await client({ timeScale: 0 }).request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([]);
  });

  it('without an injected sleep the default timer waits (scaled)', async () => {
    gh.failOn(/\/pulls\/7$/, 502, 1);
    const res = await new GitHubClient({ token: 'tkn', baseUrl: gh.url, timeScale: 0.001 }).request('GET', PULL);
    expect(res.ok).toBe(true);
    expect(gh.requests).toHaveLength(2);
  });
});

describe('Retry-After', () => {
  it('seconds: the wait is the one asked for', async () => {
    gh.failOn(/\/pulls\/7$/, 503, 1, { headers: { 'retry-after': '7' } });
    gh.failOn(/\/pulls\/7$/, 429, 1, { headers: { 'retry-after': '0' } });
    expect((await client().request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([7000]);
    expect(count('GET', /\/pulls\/7$/)).toBe(3);
  });

  it('an HTTP date: waits until then by the client clock', async () => {
    const now = Date.UTC(2026, 10, 21, 12, 0, 0);
    gh.failOn(/\/pulls\/7$/, 503, 1, { headers: { 'retry-after': new Date(now + 5000).toUTCString() } });
    expect((await client({ now: () => now }).request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([5000]);
  });

  it('more than 60 s: fails at once, saying so', async () => {
    gh.failOn(/\/pulls\/7$/, 503, 1, { headers: { 'retry-after': '600' } });
    const res = await client().request('GET', PULL);
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.message).toMatch(/→ HTTP 503 .*not retried: Retry-After asks for 600 s, more than the 60 s bench-check waits/);
      expect(res.error.attempts).toBe(1);
    }
    expect(waits).toEqual([]);
  });

  it('a 429 without Retry-After backs off like a 5xx', async () => {
    gh.failOn(/\/pulls\/7$/, 429, 2);
    expect((await client().request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([1000, 2000]);
  });
});

describe('rate limits', () => {
  it('a secondary rate limit (403 with its message) is waited out: 60 s without Retry-After', async () => {
    gh.failOn(/\/pulls\/7$/, 403, 1, { message: SECONDARY });
    const res = await client().request('GET', PULL, { need: 'pull-requests: read' });
    expect(res.ok).toBe(true);
    expect(waits).toEqual([60_000]);
    expect(told[0]).toContain('(secondary rate limit); retry 1 of 3 in 60 s');
  });

  it('a secondary rate limit with Retry-After (429) waits that long', async () => {
    gh.failOn(/\/pulls\/7$/, 429, 1, { message: SECONDARY, headers: { 'retry-after': '3' } });
    expect((await client().request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([3000]);
  });

  it('a 403 with Retry-After counts as a secondary rate limit; a plain 403 is a permission error, not retried', async () => {
    gh.failOn(/\/pulls\/7$/, 403, 1, { headers: { 'retry-after': '2' }, message: 'slow down' });
    expect((await client().request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([2000]);
    gh.requests = [];
    gh.failOn(/\/pulls\/7$/, 403, 1, { message: 'Resource not accessible by integration' });
    const res = await client().request('GET', PULL, { need: 'pull-requests: read' });
    expect(!res.ok && res.error.message).toMatch(/HTTP 403 \(Resource not accessible by integration\): the token lacks `pull-requests: read`/);
    expect(gh.requests).toHaveLength(1);
  });

  it('an endless secondary rate limit fails after the retries without a permission hint', async () => {
    gh.failOn(/\/pulls\/7$/, 403, Number.POSITIVE_INFINITY, { message: SECONDARY });
    const res = await client().request('GET', PULL, { need: 'pull-requests: read' });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.message).toBe(`GET ${gh.url}${PULL} → HTTP 403 (${SECONDARY}) (secondary rate limit) after 4 attempts`);
    expect(waits).toEqual([60_000, 60_000, 60_000]);
  });

  it('a primary rate limit (remaining 0) waits until x-ratelimit-reset, plus 1 s', async () => {
    const now = Date.UTC(2026, 10, 21, 12, 0, 0);
    const reset = String(now / 1000 + 30);
    gh.failOn(/\/pulls\/7$/, 403, 1, { message: 'API rate limit exceeded for installation ID 1.', headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } });
    gh.failOn(/\/pulls\/7$/, 429, 1, { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset } });
    expect((await client({ now: () => now }).request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([31_000, 31_000]);
    expect(told[0]).toContain('(rate limit exhausted)');
  });

  it('a primary rate limit whose reset is far away fails at once, saying when it resets', async () => {
    const now = Date.UTC(2026, 10, 21, 12, 0, 0);
    gh.failOn(/\/pulls\/7$/, 403, 1, { message: 'API rate limit exceeded for installation ID 1.', headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 3600) } });
    const res = await client({ now: () => now }).request('GET', PULL, { need: 'pull-requests: read' });
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.status).toBe(403);
    expect(res.error.message).toBe(
      `GET ${gh.url}${PULL} → HTTP 403 (API rate limit exceeded for installation ID 1.); not retried: rate limit exhausted, the rate limit resets at 2026-11-21T13:00:00.000Z (in 3600 s), more than the ${MAX_RATE_LIMIT_WAIT_MS / 1000} s bench-check waits`,
    );
    expect(res.error.message).not.toContain('lacks');
    expect(gh.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('a reset within 5 minutes is waited for', async () => {
    const now = Date.UTC(2026, 10, 21, 12, 0, 0);
    gh.failOn(/\/pulls\/7$/, 403, 1, { headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(now / 1000 + 290) } });
    expect((await client({ now: () => now }).request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([291_000]);
  });
});

describe('POST is not repeated', () => {
  const COMMENTS = '/repos/o/r/issues/7/comments';

  it('a 502 after the comment was created: exactly one comment, one POST, and the error says why', async () => {
    gh.failOn(/\/issues\/7\/comments$/, 502, 1, { method: 'POST', process: true });
    const res = await client().request('POST', COMMENTS, { body: { body: 'hello' }, need: 'pull-requests: write' });
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.message).toBe(`POST ${gh.url}${COMMENTS} → HTTP 502 (injected HTTP 502); not retried: a POST may already have taken effect`);
      expect(res.error.attempts).toBe(1);
    }
    expect(gh.comments).toHaveLength(1);
    expect(count('POST', /comments$/)).toBe(1);
    expect(waits).toEqual([]);
  });

  it('a rate-limited POST is not repeated either', async () => {
    gh.failOn(/\/issues\/7\/comments$/, 403, 1, { method: 'POST', message: SECONDARY });
    const res = await client().request('POST', COMMENTS, { body: { body: 'hello' }, need: 'pull-requests: write' });
    expect(!res.ok && res.error.message).toMatch(/secondary rate limit.*not retried: secondary rate limit, a POST is not repeated$/);
    expect(count('POST', /comments$/)).toBe(1);
  });

  it('PATCH of a comment is retried', async () => {
    const c = gh.addComment(7, 'old');
    gh.failOn(/\/issues\/comments\/\d+$/, 502, 1, { method: 'PATCH', process: true });
    const res = await client().request('PATCH', `/repos/o/r/issues/comments/${c.id}`, { body: { body: 'new' } });
    expect(res.ok).toBe(true);
    expect(count('PATCH', /comments\/\d+$/)).toBe(2);
    expect(gh.comments).toEqual([expect.objectContaining({ id: c.id, body: 'new' })]);
  });
});

/** A loopback port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const s = createNetServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe('network errors and timeouts', () => {
  it('a refused GET is retried, then fails after 4 attempts with status null', async () => {
    const port = await freePort();
    const res = await client({ baseUrl: `http://127.0.0.1:${port}` }).request('GET', '/x');
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.status).toBeNull();
    expect(res.error.attempts).toBe(4);
    expect(res.error.message).toMatch(new RegExp(`^GET http://127\\.0\\.0\\.1:${port}/x failed: .*ECONNREFUSED.* after 4 attempts$`));
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it('a POST whose connection was refused never reached the server: it is retried', async () => {
    const port = await freePort();
    let posts = 0;
    let server: Server | null = null;
    const res = await client({
      baseUrl: `http://127.0.0.1:${port}`,
      // The server comes up during the first wait.
      sleep: async (ms) => {
        waits.push(ms);
        if (server !== null) return;
        server = createHttpServer((req, answer) => {
          posts += req.method === 'POST' ? 1 : 0;
          req.resume();
          req.on('end', () => answer.writeHead(201, { 'content-type': 'application/json' }).end('{"id":1}'));
        });
        await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
      },
    }).request<{ id: number }>('POST', '/repos/o/r/issues/7/comments', { body: { body: 'x' } });
    await new Promise<void>((resolve) => (server === null ? resolve() : server.close(() => resolve())));
    expect(res.ok && res.data.id).toBe(1);
    expect(posts).toBe(1);
    expect(waits).toEqual([1000]);
  });

  it('a GET that times out is retried', async () => {
    gh.failOn(/\/pulls\/7$/, 0, 1, { hang: true });
    const res = await client({ timeoutMs: 2000 }).request<{ number: number }>('GET', PULL);
    expect(res.ok && res.data.number).toBe(7);
    expect(count('GET', /\/pulls\/7$/)).toBeGreaterThanOrEqual(2);
    expect(told[0]).toMatch(/failed: .*timeout.*; retry 1 of 3 in 1 s/i);
  });

  it('a POST that times out may have been carried out: not retried', async () => {
    gh.failOn(/\/issues\/7\/comments$/, 0, 1, { method: 'POST', hang: true });
    const res = await client({ timeoutMs: 2000 }).request('POST', '/repos/o/r/issues/7/comments', { body: { body: 'x' } });
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.status).toBeNull();
      expect(res.error.message).toMatch(/not retried: a POST may already have reached the server$/);
    }
    expect(count('POST', /comments$/)).toBe(1);
    expect(waits).toEqual([]);
  });
});

describe('pagination and downloads', () => {
  it('each page is retried on its own', async () => {
    for (let i = 0; i < 5; i++) gh.addComment(7, `c${i}`);
    gh.failOn(/comments\?.*page=2/, 502, 1);
    const res = await client().paginate<{ body: string }>('/repos/o/r/issues/7/comments?per_page=100');
    expect(res.ok && res.data.map((c) => c.body)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    expect(waits).toEqual([1000]);
  });

  const withArtifact = () =>
    gh.runs.push({ id: 31, workflow_id: 9, head_sha: 'x', head_branch: 'main', conclusion: 'success', created_at: '2026-11-20T00:00:00Z', artifacts: [{ id: 5, name: 'bench-results', files: { 'results.json': '{}' } }] });

  it('download: a 502 from the API and a 503 from blob storage are retried; blob storage never gets the token', async () => {
    withArtifact();
    gh.failOn(/\/artifacts\/5\/zip$/, 502, 1);
    gh.failOn(/^\/blob\//, 503, 1, { headers: { 'retry-after': '2' } });
    const res = await client().download('/repos/o/r/actions/artifacts/5/zip', { need: 'actions: read' });
    expect(res.ok).toBe(true);
    expect(res.ok && res.data.byteLength).toBeGreaterThan(0);
    expect(waits).toEqual([1000, 2000]);
    expect(count('GET', /\/artifacts\/5\/zip$/)).toBe(3); // a retry starts again at the API URL
    const blob = gh.requests.filter((r) => r.path.startsWith('/blob/'));
    expect(blob).toHaveLength(2);
    expect(blob.every((r) => r.authorization === undefined)).toBe(true);
    expect(gh.requests.filter((r) => r.path.endsWith('/zip')).every((r) => r.authorization === 'Bearer tkn')).toBe(true);
  });

  it('download: failing every time ends after 4 attempts with the API URL; a 404 is not retried', async () => {
    withArtifact();
    gh.failOn(/^\/blob\//, 500);
    const res = await client().download('/repos/o/r/actions/artifacts/5/zip', { need: 'actions: read' });
    expect(!res.ok && res.error.message).toBe(`GET ${gh.url}/repos/o/r/actions/artifacts/5/zip → HTTP 500 (injected HTTP 500) after 4 attempts`);
    gh.failures = [];
    gh.requests = [];
    waits = [];
    const missing = await client().download('/repos/o/r/actions/artifacts/6/zip', { need: 'actions: read' });
    expect(!missing.ok && missing.error.message).toContain('`actions: read`');
    expect(gh.requests).toHaveLength(2); // the redirect and the blob's 404
    expect(waits).toEqual([]);
  });
});

describe('fromEnv', () => {
  it('honours GITHUB_API_URL and takes extra options', async () => {
    gh.failOn(/\/pulls\/7$/, 502, 1);
    const c = GitHubClient.fromEnv({ GITHUB_API_URL: gh.url }, 'tkn', { sleep: async (ms) => void waits.push(ms), onRetry: (m) => void told.push(m) });
    expect((await c.request('GET', PULL)).ok).toBe(true);
    expect(waits).toEqual([1000]);
    expect(told).toHaveLength(1);
  });

  it('BENCH_CHECK_GITHUB_RETRY_SCALE scales the waits; anything but a number ≥ 0 is ignored', async () => {
    const sleep = async (ms: number) => void waits.push(ms);
    for (const [value, expected] of [['0.5', [500]], ['0', []], ['-1', [1000]], ['fast', [1000]], ['', [1000]]] as const) {
      waits = [];
      gh.failOn(/\/pulls\/7$/, 502, 1);
      const c = GitHubClient.fromEnv({ GITHUB_API_URL: gh.url, BENCH_CHECK_GITHUB_RETRY_SCALE: value }, 'tkn', { sleep, onRetry: () => undefined });
      expect((await c.request('GET', PULL)).ok).toBe(true);
      expect(waits, value).toEqual(expected);
    }
  });
});
