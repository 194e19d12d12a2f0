// The pieces of the artifact history (src/github/history.ts) on their own: the `history` input, the
// cache paths, which runs are trusted, the document checks, and the client's conditional requests
// and rate-limit cap it relies on (against the loopback GitHub).
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BaseBranchRuns, type WorkflowRun } from '../../src/github/artifacts.js';
import { cachedDocumentPath, historyCacheRoot } from '../../src/github/history-cache.js';
import { loadArtifactHistory, MAX_HISTORY_DOCUMENT_BYTES } from '../../src/github/history.js';
import { untrustedHistoryRun } from '../../src/github/runs.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { runListCache } from '../../src/github/runs.js';
import { readSettings } from '../../src/action/inputs.js';
import { tempDir } from '../gate/helpers.js';
import { REPO_ROOT } from '../helpers.js';
import { testClient } from './clients.js';
import { useFakeGitHub } from './helpers.js';

const gh = useFakeGitHub();
const get = (values: Record<string, string>) => (name: string) => values[name] ?? '';

describe('the history input', () => {
  it("is a whole number from 0 to 100; empty means the config's gate.history", () => {
    const none = readSettings(get({}));
    expect(none.ok && none.value.history).toBe(null);
    for (const [raw, n] of [
      ['0', 0],
      ['20', 20],
      [' 100 ', 100],
    ] as const) {
      const got = readSettings(get({ history: raw }));
      expect(got.ok && got.value.history).toBe(n);
    }
    for (const raw of ['-1', '2.5', 'lots', '101']) {
      const bad = readSettings(get({ history: raw, mode: 'nope' }));
      expect(bad.ok).toBe(false);
      if (bad.ok) continue;
      // Collected with the other input errors, one diagnostic each.
      expect(bad.diagnostics.map((d) => d.field)).toEqual(['mode', 'history']);
      expect(bad.diagnostics[1]!.message).toBe(
        `input "history" must be a whole number from 0 to 100, got "${raw.trim()}"`,
      );
    }
  });
});

describe('cache paths', () => {
  it("the runner's tool cache, else RUNNER_TEMP, else the system temp directory", () => {
    expect(historyCacheRoot({ RUNNER_TOOL_CACHE: '/opt/tc', RUNNER_TEMP: '/tmp/r' })).toBe(
      path.join('/opt/tc', 'bench-check'),
    );
    expect(historyCacheRoot({ RUNNER_TEMP: '/tmp/r' })).toBe(path.join('/tmp/r', 'bench-check'));
    expect(historyCacheRoot({})).toMatch(/bench-check$/);
  });

  it('one file per repository, artifact name and run id, always inside the root', () => {
    const root = '/cache/bench-check';
    expect(cachedDocumentPath(root, { owner: 'o', repo: 'r' }, 'bench-results', 123)).toBe(
      path.join(root, 'history/o/r/bench-results/123.json'),
    );
    for (const name of ['..', '.', '../../etc', 'a/b', 'a\\b', '']) {
      const file = cachedDocumentPath(root, { owner: '..', repo: '.' }, name, 1);
      expect(path.relative(path.join(root, 'history'), file).split(path.sep)).toHaveLength(4);
      expect(file.startsWith(path.join(root, 'history') + path.sep)).toBe(true);
    }
  });
});

describe('trust', () => {
  const repo = { owner: 'o', repo: 'r' };
  const q = { repo, workflowId: 42, baseBranch: 'main' };
  const run = (extra: Partial<WorkflowRun>): WorkflowRun => ({
    id: 1,
    head_sha: 'a'.repeat(40),
    head_branch: 'main',
    html_url: '',
    created_at: '2026-01-01T00:00:00Z',
    conclusion: 'success',
    workflow_id: 42,
    event: 'push',
    head_repository: { full_name: 'o/r' },
    ...extra,
  });

  it('push, schedule and workflow_dispatch runs of this repository on the base branch, successful, of the workflow', () => {
    for (const event of ['push', 'schedule', 'workflow_dispatch'])
      expect(untrustedHistoryRun(run({ event }), q)).toBe(null);
    expect(untrustedHistoryRun(run({ head_repository: { full_name: 'O/R' } }), q)).toBe(null);
    expect(untrustedHistoryRun(run({ event: 'pull_request' }), q)).toMatch(/^a pull_request run: only push/);
    expect(untrustedHistoryRun(run({ event: 'pull_request_target' }), q)).toMatch(/^a pull_request_target run/);
    expect(untrustedHistoryRun(run({ head_repository: { full_name: 'mallory/r' } }), q)).toBe(
      'a run from another repository (a fork): not trusted',
    );
    expect(untrustedHistoryRun(run({ head_repository: null }), q)).toBe(
      'a run from another repository (a fork): not trusted',
    );
    expect(untrustedHistoryRun(run({ conclusion: 'failure' }), q)).toBe('not successful (failure)');
    expect(untrustedHistoryRun(run({ head_branch: 'feature' }), q)).toBe('not on main');
    expect(untrustedHistoryRun(run({ workflow_id: 43 }), q)).toBe('another workflow');
  });
});

describe('the client: conditional requests (src/github/conditional.ts)', () => {
  const repo = { owner: 'o', repo: 'r' };
  const list = (c: Awaited<ReturnType<typeof testClient>>) =>
    c.list('actions: read', (o) =>
      o.paginate.iterator(o.rest.actions.listWorkflowRuns, {
        ...repo,
        workflow_id: 42,
        branch: 'main',
        status: 'success',
        per_page: 100,
      }),
    );

  it('a list page is asked again with If-None-Match; the 304 gives the kept page, and its rate-limit headers are read', async () => {
    gh.runs.push({
      id: 5,
      workflow_id: 42,
      head_sha: 'a'.repeat(40),
      head_branch: 'main',
      conclusion: 'success',
      created_at: '2026-10-01T00:00:00Z',
      artifacts: [],
    });
    const cache = tempDir();
    const first = await list(await testClient(gh, { listCache: runListCache(cache) }));
    expect(first.ok && first.data.map((r) => r.id)).toEqual([5]);
    gh.rateLimitRemaining = 42;
    const again = await list(await testClient(gh, { listCache: runListCache(cache) }));
    expect(again.ok && again.data.map((r) => r.id)).toEqual([5]);
    expect(again.ok && again.headers['x-ratelimit-remaining']).toBe('42');
    expect(gh.requests.map((r) => r.status)).toEqual([200, 304]);
    expect(gh.requests[1]!.ifNoneMatch).toMatch(/^W\/"/);
    // The list changed: a full answer, kept in turn.
    gh.runs.push({
      id: 6,
      workflow_id: 42,
      head_sha: 'b'.repeat(40),
      head_branch: 'main',
      conclusion: 'success',
      created_at: '2026-10-02T00:00:00Z',
      artifacts: [],
    });
    const changed = await list(await testClient(gh, { listCache: runListCache(cache) }));
    expect(changed.ok && changed.data.map((r) => r.id)).toEqual([6, 5]);
    expect(gh.requests.at(-1)!.status).toBe(200);
    // Without a cache folder: never conditional.
    await list(await testClient(gh));
    expect(gh.requests.at(-1)!.ifNoneMatch).toBeUndefined();
  });

  it('a kept answer that does not hold what is read is not used', async () => {
    gh.runs.push({
      id: 5,
      workflow_id: 42,
      head_sha: 'a'.repeat(40),
      head_branch: 'main',
      conclusion: 'success',
      created_at: '2026-10-01T00:00:00Z',
      artifacts: [],
    });
    const cache = tempDir();
    await list(await testClient(gh, { listCache: runListCache(cache) }));
    const [file] = readdirSync(path.join(cache, 'etags'));
    const kept = JSON.parse(readFileSync(path.join(cache, 'etags', file!), 'utf8')) as { items: unknown[] };
    writeFileSync(path.join(cache, 'etags', file!), JSON.stringify({ ...kept, items: [{ id: 'not a run' }] }));
    const again = await list(await testClient(gh, { listCache: runListCache(cache) }));
    expect(again.ok && again.data.map((r) => r.id)).toEqual([5]);
    expect(gh.requests.at(-1)!.status).toBe(200);
    expect(gh.requests.at(-1)!.ifNoneMatch).toBeUndefined();
  });
});

describe('loadArtifactHistory in process', () => {
  const repo = { owner: 'o', repo: 'r' };
  const fixture = readFileSync(path.join(REPO_ROOT, 'fixtures/baseline/results.json'), 'utf8');
  const current = JSON.parse(fixture) as ResultsDocument;
  const lines: string[] = [];
  const log = { info: (m: string) => void lines.push(m), warn: (m: string) => void lines.push(`warn: ${m}`) };

  function runs(n: number): void {
    for (let i = 1; i <= n; i++) {
      gh.runs.push({
        id: 100 + i,
        workflow_id: 42,
        head_sha: String(i).padStart(40, '0'),
        head_branch: 'main',
        conclusion: 'success',
        created_at: `2026-10-${String(i).padStart(2, '0')}T00:00:00Z`,
        artifacts: [{ id: 1000 + i, name: 'bench-results', files: { 'results.json': fixture } }],
      });
    }
  }
  const query = (limit: number) => ({
    repo,
    runs: new BaseBranchRuns(repo, 42, 'main'),
    artifactName: 'bench-results',
    limit,
    current,
    baseline: null,
    cacheRoot: tempDir(),
    tempDir: tempDir(),
    log,
  });
  const client = () => testClient(gh, { maxRateLimitWaitMs: 0 });

  it("newest first, with the run's link and commit; limit 0 makes no request", async () => {
    runs(4);
    const got = await loadArtifactHistory(await client(), query(3));
    expect(got.cutShort).toBe(null);
    expect(got.history.runs.map((r) => r.id)).toEqual(['104', '103', '102']);
    expect(got.history.runs[0]).toMatchObject({
      sha: '4'.padStart(40, '0'),
      url: 'https://github.com/o/r/actions/runs/104',
      createdAt: current.run.createdAt,
    });
    gh.requests = [];
    expect(await loadArtifactHistory(await client(), query(0))).toEqual({
      history: { runs: [], skipped: [] },
      cutShort: null,
    });
    expect(gh.requests).toEqual([]);
  });

  it('stops when fewer than 50 requests are left in the rate limit, keeping them for the comment', async () => {
    runs(6);
    gh.rateLimitRemaining = 49;
    const got = await loadArtifactHistory(await client(), query(5));
    expect(got.cutShort).toMatch(
      /^fewer than 50 API requests are left in the rate limit; the history was cut short to keep them for the comment \(6 runs not fetched\)$/,
    );
    expect(got.history.runs).toEqual([]);
    expect(gh.requests.filter((r) => r.path.includes('/artifacts'))).toEqual([]);
  });

  it("an API error on the runs list ends the history with a reason; one on a run's artifacts skips that run", async () => {
    runs(3);
    gh.failOn(/\/actions\/runs\/102\/artifacts/, 500, 4);
    const got = await loadArtifactHistory(await client(), query(5));
    expect(got.cutShort).toBe(null);
    expect(got.history.runs.map((r) => r.id)).toEqual(['103', '101']);
    expect(got.history.skipped).toEqual([{ id: '102', why: 'its artifacts could not be listed (HTTP 500)' }]);
    gh.failOn(/\/actions\/workflows\/42\/runs/, 500);
    const failed = await loadArtifactHistory(await client(), query(5));
    expect(failed.history.runs).toEqual([]);
    expect(failed.cutShort).toMatch(/^the history could not be listed \(GET .* → HTTP 500 .*after 4 attempts/);
  });

  it("a past run's results.json is schema-checked, size-capped, a regular file, and its items files are dropped; a cached one that fails (a folder too) is removed and fetched again", async () => {
    runs(5);
    const q = query(5);
    const cached = (id: number) => cachedDocumentPath(q.cacheRoot, repo, 'bench-results', id);
    mkdirSync(path.dirname(cached(101)), { recursive: true });
    writeFileSync(cached(101), JSON.stringify({ schemaVersion: 1 }));
    symlinkSync(path.join(REPO_ROOT, 'fixtures/baseline/results.json'), cached(102));
    mkdirSync(cached(103));
    writeFileSync(cached(104), Buffer.alloc(MAX_HISTORY_DOCUMENT_BYTES + 1, 0x20));
    writeFileSync(cached(105), fixture);
    lines.length = 0;
    const got = await loadArtifactHistory(await client(), q);
    expect(got.history.runs.map((r) => r.id)).toEqual(['105', '104', '103', '102', '101']);
    expect(current.suites.some((s) => s.itemsFile !== undefined)).toBe(true);
    for (const r of got.history.runs) expect(r.doc.suites.every((s) => s.itemsFile === undefined)).toBe(true);
    expect(lines.filter((l) => l.startsWith('warn:'))).toEqual([
      expect.stringMatching(
        /^warn: history: the cached 104\.json is not used: results\.json is \d+ bytes, more than the \d+ read for the history$/,
      ),
      'warn: history: the cached 103.json is not used: results.json is not a regular file',
      'warn: history: the cached 102.json is not used: results.json is not a regular file',
      expect.stringMatching(/^warn: history: the cached 101\.json is not used: not a valid results document/),
    ]);
    expect(lines).toContainEqual(expect.stringMatching(/\(1 from the cache, 4 downloaded\)$/));
    // Each refused entry was replaced by the downloaded document.
    for (const id of [101, 102, 103, 104]) expect(readFileSync(cached(id), 'utf8')).toBe(fixture);
  });

  it('runs of pull requests and forks on the base branch are skipped with the reason, and nothing of them is requested', async () => {
    runs(4);
    gh.runs[0]!.event = 'pull_request';
    gh.runs[1]!.event = 'pull_request_target';
    gh.runs[2]!.headRepository = 'mallory/r';
    gh.runs[3]!.headRepository = 'O/R';
    gh.requests = [];
    const got = await loadArtifactHistory(await client(), query(5));
    expect(got.history.runs.map((r) => r.id)).toEqual(['104']);
    expect(got.history.skipped).toEqual([
      { id: '103', why: 'a run from another repository (a fork): not trusted' },
      { id: '102', why: expect.stringMatching(/^a pull_request_target run: only push/) },
      { id: '101', why: expect.stringMatching(/^a pull_request run: only push/) },
    ]);
    expect(gh.requests.filter((r) => /\/runs\/10[123]\//.test(r.path))).toEqual([]);
  });

  it('a hostile archive or a broken document skips the run with the reason', async () => {
    runs(3);
    gh.runs[0]!.artifacts[0]!.files = { x: '{}', 'x/results.json': '{}' };
    gh.runs[1]!.artifacts[0]!.files = { 'results.json': '{"schemaVersion": 1}' };
    gh.runs[2]!.artifacts[0]!.files = { 'other.json': '{}' };
    const got = await loadArtifactHistory(await client(), query(5));
    expect(got.history.runs).toEqual([]);
    expect(got.history.skipped).toEqual([
      { id: '103', why: 'the artifact holds no results.json' },
      { id: '102', why: expect.stringMatching(/^not a valid results document/) },
      { id: '101', why: expect.stringMatching(/^artifact refused: .*rule: collision/) },
    ]);
  });
});
