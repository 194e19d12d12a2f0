// The loopback GitHub itself (server.ts, blob.ts, openapi.ts; issue #25 item 5): it refuses what
// GitHub's API description would not allow — in requests and in its own answers — keeps the
// rate-limit headers on a 304, honours the `status` and `name` filters, and its blob storage
// refuses a token. Requests here are sent by hand, without the client, to break the rules on purpose.
import { describe, expect, it } from 'vitest';
import { useFakeGitHub } from './helpers.js';
import type { FakeRun } from './server.js';

const gh = useFakeGitHub();
const HEADERS = {
  accept: 'application/vnd.github+json',
  'x-github-api-version': '2022-11-28',
  authorization: 'Bearer tkn',
};
const get = (path: string, headers: Record<string, string> = HEADERS) => fetch(`${gh.url}${path}`, { headers });
/** The violations recorded so far, then none (the test has looked at them). */
const taken = () => gh.violations.splice(0);

const run = (id: number, extra: Partial<FakeRun> = {}): FakeRun => ({
  id,
  workflow_id: 42,
  head_sha: 'a'.repeat(40),
  head_branch: 'main',
  conclusion: 'success',
  created_at: '2026-11-01T00:00:00Z',
  artifacts: [
    { id: id * 10, name: 'bench-results', files: { 'results.json': '{}' } },
    { id: id * 10 + 1, name: 'coverage', files: { 'lcov.info': 'x' } },
  ],
  ...extra,
});

describe('requests GitHub would refuse are violations', () => {
  it('no API version, an unknown query parameter, per_page over 100, a status outside the enum, an unknown path', async () => {
    gh.runs.push(run(1));
    expect((await get('/repos/o/r/actions/workflows/42/runs?per_page=10')).status).toBe(200);
    expect(taken()).toEqual([]);
    const bad = [
      [
        '/repos/o/r/actions/workflows/42/runs',
        { accept: 'application/json' },
        /X-GitHub-Api-Version null: not a version GitHub supports/,
      ],
      [
        '/repos/o/r/actions/workflows/42/runs?colour=blue',
        HEADERS,
        /query parameter colour: not a parameter of GET \/repos\/\{owner\}\/\{repo\}\/actions\/workflows\/\{workflow_id\}\/runs/,
      ],
      [
        '/repos/o/r/actions/workflows/42/runs?per_page=101',
        HEADERS,
        /query parameter per_page: 101, more than the maximum of 100/,
      ],
      [
        '/repos/o/r/actions/workflows/42/runs?status=great',
        HEADERS,
        /query parameter status: must be equal to one of the allowed values/,
      ],
      ['/repos/o/r/actions/runs/1/artifacts?page=first', HEADERS, /query parameter page: must be integer/],
      ['/repos/o/r/actions/secrets', HEADERS, /no operation the fake GitHub serves/],
    ] as const;
    for (const [path, headers, message] of bad) {
      const res = await get(path, headers);
      expect(res.status, path).toBe(400);
      expect(taken(), path).toEqual([expect.stringMatching(message)]);
    }
  });

  it("a request body outside the operation's schema", async () => {
    const post = (body: unknown) =>
      fetch(`${gh.url}/repos/o/r/issues/7/comments`, {
        method: 'POST',
        headers: { ...HEADERS, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ body: 'hello' })).status).toBe(201);
    expect(taken()).toEqual([]);
    expect((await post({ text: 'hello' })).status).toBe(400);
    expect(taken()).toEqual([expect.stringMatching(/body: must have required property 'body'/)]);
  });
});

describe('answers GitHub would not give are violations', () => {
  it('a run whose fields break the schema is answered 500 and recorded', async () => {
    gh.runs.push(run(1, { created_at: 'yesterday' }));
    const res = await get('/repos/o/r/actions/runs/1');
    expect(res.status).toBe(500);
    expect(taken()).toContainEqual(
      expect.stringMatching(
        /^GET \/repos\/\{owner\}\/\{repo\}\/actions\/runs\/\{run_id\} → 200 body\/created_at: must match format "date-time"/,
      ),
    );
  });

  it('a status the description does not list for the operation (an unknown run: GitHub documents only 200)', async () => {
    expect((await get('/repos/o/r/actions/runs/404')).status).toBe(500);
    expect(taken()).toEqual([expect.stringMatching(/→ 404: not a status GitHub describes for it \(200\)/)]);
  });
});

describe('what the fake does as GitHub does', () => {
  it('a 304 keeps the rate-limit headers', async () => {
    gh.runs.push(run(1));
    gh.rateLimitRemaining = 77;
    const first = await get('/repos/o/r/actions/workflows/42/runs');
    const etag = first.headers.get('etag')!;
    const again = await get('/repos/o/r/actions/workflows/42/runs', { ...HEADERS, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('x-ratelimit-remaining')).toBe('77');
    expect(again.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/);
  });

  it('the status and name filters', async () => {
    gh.runs.push(run(1), run(2, { conclusion: 'failure' }), run(3, { head_branch: 'dev' }));
    const runs = async (q: string) =>
      (
        (await (await get(`/repos/o/r/actions/workflows/42/runs?${q}`)).json()) as { workflow_runs: { id: number }[] }
      ).workflow_runs.map((r) => r.id);
    expect(await runs('status=success')).toEqual([3, 1]);
    expect(await runs('status=failure')).toEqual([2]);
    expect(await runs('status=success&branch=main')).toEqual([1]);
    const artifacts = async (q: string) =>
      (
        (await (await get(`/repos/o/r/actions/runs/1/artifacts?${q}`)).json()) as {
          artifacts: { name: string; size_in_bytes: number }[];
        }
      ).artifacts;
    expect((await artifacts('name=coverage')).map((a) => a.name)).toEqual(['coverage']);
    expect((await artifacts('')).map((a) => a.name)).toEqual(['bench-results', 'coverage']);
    // Sizes are the zips' own.
    expect(new Set((await artifacts('')).map((a) => a.size_in_bytes)).size).toBe(2);
  });

  it('the artifact redirect goes to another origin, which refuses a token', async () => {
    gh.runs.push(run(1));
    const res = await fetch(`${gh.url}/repos/o/r/actions/artifacts/10/zip`, { headers: HEADERS, redirect: 'manual' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.origin).not.toBe(new URL(gh.url).origin);
    expect((await fetch(location)).status).toBe(200);
    expect((await fetch(location, { headers: { authorization: 'Bearer tkn' } })).status).toBe(400);
    expect(gh.blob.violations.splice(0)).toEqual([expect.stringMatching(/blob storage got an Authorization header/)]);
    // Node's fetch drops Authorization on a redirect to another origin (what the issue found).
    expect((await fetch(`${gh.url}/repos/o/r/actions/artifacts/10/zip`, { headers: HEADERS })).status).toBe(200);
    expect(gh.blob.violations).toEqual([]);
  });
});
