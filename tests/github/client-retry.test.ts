// Retries and rate limits of the GitHub client (docs/gate.md "Retries and rate limits"): Octokit's
// plugin-retry and plugin-throttling as src/github/client.ts sets them up, against the loopback
// GitHub with injected failures. Waits run on a scaled clock (timeScale): the rate-limit waits are
// told unscaled, the backoff is seen in the time between attempts.
import { createServer, type AddressInfo } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clientOptionsFromEnv,
  createGitHubClient,
  type ClientOptions,
  type GitHubClient,
} from '../../src/github/client.js';
import { upsertComment } from '../../src/github/comment.js';
import { testClient } from './clients.js';
import { useFakeGitHub } from './helpers.js';
import { markerLine } from '../helpers.js';

const gh = useFakeGitHub();
const repo = { owner: 'o', repo: 'r' };
let told: string[];

/** A client of the loopback GitHub whose retries and waits are told (timeScale 0 unless given). */
function client(opts: Partial<ClientOptions> = {}): Promise<GitHubClient> {
  return testClient(gh, { onRetry: (m) => void told.push(m), ...opts });
}

const PULL = '/repos/o/r/pulls/7';
const getPull = (c: GitHubClient) =>
  c.call('pull-requests: read', (o) => o.rest.pulls.get({ ...repo, pull_number: 7 }));
const SECONDARY = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';
const count = (method: string, path: RegExp) =>
  gh.requests.filter((r) => r.method === method && path.test(r.path)).length;

beforeEach(() => {
  told = [];
  gh.pulls.set(7, {
    number: 7,
    head: { sha: 'h'.repeat(40), ref: 'feature' },
    base: { sha: 'b'.repeat(40), ref: 'main' },
  });
});

describe('5xx and backoff (plugin-retry)', () => {
  it('a single 502 is retried and the request succeeds; the retry is told with why', async () => {
    gh.failOn(/\/pulls\/7$/, 502, 1);
    const res = await getPull(await client());
    expect(res.ok && res.data.number).toBe(7);
    expect(count('GET', /\/pulls\/7$/)).toBe(2);
    expect(told).toEqual([`retry 1 of 3 after GET ${gh.url}${PULL} → HTTP 502 (injected HTTP 502)`]);
  });

  it('waits 1 s, 4 s, 9 s between attempts ((n)² s, plugin-retry), on the scaled clock', async () => {
    gh.failOn(/\/pulls\/7$/, 503, 3);
    expect((await getPull(await client({ timeScale: 0.02 }))).ok).toBe(true);
    const times = gh.requests.map((r) => r.at);
    expect(times).toHaveLength(4);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    // 20 ms, 80 ms, 180 ms at least (a timer never fires early).
    expect(gaps[0]).toBeGreaterThanOrEqual(19);
    expect(gaps[1]).toBeGreaterThanOrEqual(79);
    expect(gaps[2]).toBeGreaterThanOrEqual(179);
  });

  it('4 × 503: fails after 4 attempts, with the status and the full URL', async () => {
    gh.failOn(/\/pulls\/7$/, 503, 4);
    const res = await getPull(await client());
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.status).toBe(503);
    expect(res.error.attempts).toBe(4);
    expect(res.error.message).toBe(`GET ${gh.url}${PULL} → HTTP 503 (injected HTTP 503) after 4 attempts`);
    expect(count('GET', /\/pulls\/7$/)).toBe(4);
  });

  it('5xx are retried; client errors are not (400, 401, 404, 409, 410, 422)', async () => {
    gh.failOn(/\/pulls\/7$/, 500, 1);
    gh.failOn(/\/pulls\/7$/, 504, 1);
    expect((await getPull(await client())).ok).toBe(true);
    expect(count('GET', /\/pulls\/7$/)).toBe(3);
    for (const status of [400, 401, 404, 409, 410, 422]) {
      gh.failures = [];
      gh.requests = [];
      gh.failOn(/\/pulls\/7$/, status, 1);
      const res = await getPull(await client());
      expect(res.ok, String(status)).toBe(false);
      expect(gh.requests, String(status)).toHaveLength(1);
    }
  });

  it('retries 0 sends once', async () => {
    gh.failOn(/\/pulls\/7$/, 502, 1);
    const res = await getPull(await client({ retries: 0 }));
    expect(!res.ok && res.error.message).toBe(`GET ${gh.url}${PULL} → HTTP 502 (injected HTTP 502)`);
  });

  it('404 is not retried and keeps the permission explanation; a 401 names the token', async () => {
    const res = await (
      await client()
    ).call('pull-requests: read', (o) => o.rest.pulls.get({ ...repo, pull_number: 8 }));
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.status).toBe(404);
    expect(res.error.attempts).toBe(1);
    expect(res.error.message).toContain('`pull-requests: read`');
    expect(res.error.message).not.toContain('attempts');
    gh.failOn(/\/pulls\/7$/, 401, 1, { message: 'Bad credentials' });
    const denied = await getPull(await client());
    expect(!denied.ok && denied.error.message).toMatch(
      /HTTP 401 \(Bad credentials\): the token was rejected \(401\): check the `github-token` input$/,
    );
  });

  it('a token echoed in an error body is scrubbed from the message', async () => {
    gh.failOn(/\/pulls\/7$/, 422, 1, { message: 'bad token tkn-secret-123 in Authorization: Bearer tkn-secret-123' });
    const res = await getPull(await testClient(gh, { token: 'tkn-secret-123' }));
    expect(!res.ok && res.error.message).not.toContain('tkn-secret-123');
    expect(!res.ok && res.error.message).toContain('***');
  });
});

describe('rate limits (plugin-throttling)', () => {
  const reset = (inSeconds: number) => String(Math.floor(Date.now() / 1000) + inSeconds);

  it('a secondary rate limit (403 with its message) is waited out: 60 s without Retry-After', async () => {
    gh.failOn(/\/pulls\/7$/, 403, 1, { message: SECONDARY });
    expect((await getPull(await client())).ok).toBe(true);
    expect(told[0]).toBe(`GET ${gh.url}${PULL}: secondary rate limit; waiting 60 s before retry 1 of 3`);
  });

  it('a secondary rate limit with Retry-After (429) waits that long', async () => {
    gh.failOn(/\/pulls\/7$/, 429, 1, { message: SECONDARY, headers: { 'retry-after': '3' } });
    expect((await getPull(await client())).ok).toBe(true);
    expect(told[0]).toContain('secondary rate limit; waiting 3 s');
  });

  it('a plain 403 is a permission error, not retried', async () => {
    gh.failOn(/\/pulls\/7$/, 403, 1, { message: 'Resource not accessible by integration' });
    const res = await getPull(await client());
    expect(!res.ok && res.error.message).toMatch(
      /HTTP 403 \(Resource not accessible by integration\): the token lacks `pull-requests: read`/,
    );
    expect(gh.requests).toHaveLength(1);
  });

  it('an endless secondary rate limit fails after the retries, marked rateLimited, without a permission hint', async () => {
    gh.failOn(/\/pulls\/7$/, 403, Number.POSITIVE_INFINITY, { message: SECONDARY });
    const res = await getPull(await client());
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.message).toBe(
      `GET ${gh.url}${PULL} → HTTP 403 (${SECONDARY}): secondary rate limit after 4 attempts`,
    );
    expect(res.error.rateLimited).toBe(true);
    expect(count('GET', /\/pulls\/7$/)).toBe(4);
  });

  it('a primary rate limit (remaining 0) waits until x-ratelimit-reset, plus 1 s; a 429 too', async () => {
    gh.failOn(/\/pulls\/7$/, 403, 1, {
      message: 'API rate limit exceeded for installation ID 1.',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset(30) },
    });
    gh.failOn(/\/pulls\/7$/, 429, 1, {
      message: 'API rate limit exceeded',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset(30) },
    });
    expect((await getPull(await client())).ok).toBe(true);
    expect(told).toHaveLength(2 + 2); // two waits, two retries
    expect(told.filter((m) => /rate limit exhausted; waiting 3[01] s/.test(m))).toHaveLength(2);
  });

  it('a primary rate limit whose reset is more than 5 minutes away fails at once, saying when it resets', async () => {
    const at = reset(3600);
    gh.failOn(/\/pulls\/7$/, 403, 1, {
      message: 'API rate limit exceeded for installation ID 1.',
      headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': at },
    });
    const res = await getPull(await client());
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.status).toBe(403);
    expect(res.error.rateLimited).toBe(true);
    expect(res.error.message).toBe(
      `GET ${gh.url}${PULL} → HTTP 403 (API rate limit exceeded for installation ID 1.): rate limit exhausted; the rate limit resets at ${new Date(Number(at) * 1000).toISOString()}`,
    );
    expect(res.error.message).not.toContain('lacks');
    expect(gh.requests).toHaveLength(1);
    expect(told).toEqual([]);
  });

  it('maxRateLimitWaitMs 0 (the history): a rate limit fails at once, marked rateLimited; a 5xx is still retried', async () => {
    gh.failOn(/\/pulls\/7$/, 403, 1, { message: SECONDARY, headers: { 'retry-after': '1' } });
    const impatient = await client({ maxRateLimitWaitMs: 0 });
    const res = await getPull(impatient);
    expect(!res.ok && res.error.rateLimited).toBe(true);
    expect(gh.requests).toHaveLength(1);
    gh.failOn(/\/pulls\/7$/, 502, 1);
    expect((await getPull(impatient)).ok).toBe(true);
  });
});

describe('the comment POST is not repeated blindly', () => {
  const body = `${markerLine('main', 'aaa')}\nhello`;
  const post = async (c: GitHubClient) =>
    upsertComment(c, {
      repo,
      issueNumber: 7,
      key: 'main',
      author: 'github-actions[bot]',
      body,
      verdictHash: 'aaa',
      mode: 'always',
      regressed: false,
    });

  it('a 502 after the comment was created: the comments are listed again, ours is found; one comment, one POST', async () => {
    gh.failOn(/\/issues\/7\/comments$/, 502, 1, { method: 'POST', process: true });
    const res = await post(await client());
    expect(res).toMatchObject({ ok: true, action: 'created', url: expect.stringContaining('#issuecomment-') });
    expect(gh.comments).toHaveLength(1);
    expect(count('POST', /comments$/)).toBe(1);
    expect(count('GET', /\/issues\/7\/comments/)).toBe(2);
    expect(told[0]).toMatch(/HTTP 502 .*; its fate is unknown: listing the comments again in 1 s \(check 1 of 3\)$/);
  });

  it('a 502 before the comment was created: not there when listed again, so it is posted again; one comment, two POSTs', async () => {
    gh.failOn(/\/issues\/7\/comments$/, 502, 1, { method: 'POST' });
    expect(await post(await client())).toMatchObject({ ok: true, action: 'created' });
    expect(gh.comments).toHaveLength(1);
    expect(count('POST', /comments$/)).toBe(2);
  });

  it('a POST that times out after it took effect: found when listed again, never posted twice', async () => {
    gh.failOn(/\/issues\/7\/comments$/, 0, 1, { method: 'POST', hang: true, process: true });
    expect(await post(await client({ timeoutMs: 1000 }))).toMatchObject({ ok: true, action: 'created' });
    expect(gh.comments).toHaveLength(1);
    expect(count('POST', /comments$/)).toBe(1);
  });

  it('a POST failing every time ends after the checks with the error; never two comments', async () => {
    gh.failOn(/\/issues\/7\/comments$/, 502, Number.POSITIVE_INFINITY, { method: 'POST' });
    const res = await post(await client());
    expect(!res.ok && res.error.message).toBe(
      `POST ${gh.url}/repos/o/r/issues/7/comments → HTTP 502 (injected HTTP 502)`,
    );
    expect(count('POST', /comments$/)).toBe(4);
    expect(gh.comments).toHaveLength(0);
  });

  it('a rate-limited POST was refused, so it is repeated after the wait', async () => {
    gh.failOn(/\/issues\/7\/comments$/, 403, 1, {
      method: 'POST',
      message: SECONDARY,
      headers: { 'retry-after': '2' },
    });
    expect(await post(await client())).toMatchObject({ ok: true, action: 'created' });
    expect(count('POST', /comments$/)).toBe(2);
    expect(gh.comments).toHaveLength(1);
  });

  it('PATCH of a comment is retried (replacing a body is idempotent)', async () => {
    const c = gh.addComment(7, body, 'github-actions[bot]');
    gh.failOn(/\/issues\/comments\/\d+$/, 502, 1, { method: 'PATCH', process: true });
    expect(await post(await client())).toMatchObject({ ok: true, action: 'updated' });
    expect(count('PATCH', /comments\/\d+$/)).toBe(2);
    expect(gh.comments).toEqual([expect.objectContaining({ id: c.id, body })]);
  });
});

/** A loopback port nothing listens on. */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe('network errors and timeouts', () => {
  it('a refused GET is retried, then fails after 4 attempts with status null', async () => {
    const port = await freePort();
    const res = await (
      await client({ baseUrl: `http://127.0.0.1:${port}` })
    ).call(null, (o) => o.rest.pulls.get({ ...repo, pull_number: 7 }));
    expect(res.ok).toBe(false);
    if (res.ok) return;
    expect(res.error.status).toBeNull();
    expect(res.error.attempts).toBe(4);
    expect(res.error.message).toMatch(
      new RegExp(`^GET http://127\\.0\\.0\\.1:${port}/repos/o/r/pulls/7 failed: .*ECONNREFUSED.* after 4 attempts$`),
    );
  });

  it('a GET that times out is retried', async () => {
    gh.failOn(/\/pulls\/7$/, 0, 1, { hang: true });
    const res = await getPull(await client({ timeoutMs: 1000 }));
    expect(res.ok && res.data.number).toBe(7);
    expect(count('GET', /\/pulls\/7$/)).toBe(2);
    expect(told[0]).toMatch(/^retry 1 of 3 after GET .* failed: .*timeout/i);
  });
});

describe('pagination', () => {
  it('each page is retried on its own', async () => {
    for (let i = 0; i < 5; i++) gh.addComment(7, `c${i}`);
    gh.failOn(/comments\?.*page=2/, 502, 1);
    const res = await (
      await client()
    ).list(null, (o) => o.paginate.iterator(o.rest.issues.listComments, { ...repo, issue_number: 7, per_page: 100 }));
    expect(res.ok && res.data.map((c) => c.body)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    expect(count('GET', /page=2/)).toBe(2);
  });
});

describe('clientOptionsFromEnv', () => {
  it('GITHUB_API_URL, BENCH_CHECK_GITHUB_RETRY_SCALE and BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S; anything but a number is ignored', async () => {
    const env = {
      GITHUB_API_URL: gh.url,
      BENCH_CHECK_GITHUB_RETRY_SCALE: '0.5',
      BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S: '2.5',
    };
    expect(clientOptionsFromEnv(env, 'tkn')).toMatchObject({
      token: 'tkn',
      baseUrl: gh.url,
      timeScale: 0.5,
      idleTimeoutMs: 2500,
    });
    for (const bad of ['-1', 'fast', '', ' ']) {
      const opts = clientOptionsFromEnv(
        { BENCH_CHECK_GITHUB_RETRY_SCALE: bad, BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S: bad },
        'tkn',
      );
      expect(opts.timeScale, bad).toBeUndefined();
      expect(opts.idleTimeoutMs, bad).toBeUndefined();
    }
    expect(clientOptionsFromEnv({ BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S: '0' }, 'tkn').idleTimeoutMs).toBeUndefined();
    const c = await createGitHubClient(
      clientOptionsFromEnv({ GITHUB_API_URL: gh.url, BENCH_CHECK_GITHUB_RETRY_SCALE: '0' }, 'tkn', {
        onRetry: (m) => void told.push(m),
      }),
    );
    gh.failOn(/\/pulls\/7$/, 502, 1);
    expect((await getPull(c)).ok).toBe(true);
    expect(told).toHaveLength(1);
    expect(c.idleTimeoutMs).toBe(30_000);
  });
});
