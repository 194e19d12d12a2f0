import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { zipSync, strToU8 } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import { createGitHubClient, type GitHubClient } from '../../src/github/client.js';
import {
  BaseBranchRuns,
  downloadRunArtifact,
  extractZip,
  findBaselineRun,
  safeEntryName,
} from '../../src/github/artifacts.js';
import { upsertComment, type CommentMode } from '../../src/github/comment.js';
import { parseMarker } from '../../src/report/comment.js';
import { verifyPrJson } from '../../src/github/event.js';
import { tempDir } from '../gate/helpers.js';
import { testClient } from './clients.js';
import { useFakeGitHub } from './helpers.js';
import { markerLine } from '../helpers.js';

const repo = { owner: 'o', repo: 'r' };
const gh = useFakeGitHub();
let client: GitHubClient;
beforeEach(async () => {
  client = await testClient(gh);
});

describe('client', () => {
  it('paginates (Octokit follows the Link header), sends the token and pins the API version', async () => {
    for (let i = 0; i < 5; i++) gh.addComment(7, `c${i}`);
    const res = await client.list(null, (o) =>
      o.paginate.iterator(o.rest.issues.listComments, { ...repo, issue_number: 7, per_page: 100 }),
    );
    expect(res.ok && res.data.map((c) => c.body)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    expect(gh.requests).toHaveLength(3);
    expect(gh.requests.every((r) => r.authorization === 'token tkn')).toBe(true);
    expect(gh.requests.map((r) => r.path)).toEqual([
      '/repos/o/r/issues/7/comments?per_page=100',
      '/repos/o/r/issues/7/comments?per_page=100&page=2',
      '/repos/o/r/issues/7/comments?per_page=100&page=3',
    ]);
  });
  it('explains a 403 with the missing permission and the fork situation', async () => {
    gh.readOnly = true;
    const res = await client.call('pull-requests: write', (o) =>
      o.rest.issues.createComment({ ...repo, issue_number: 7, body: 'x' }),
    );
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.status).toBe(403);
      expect(res.error.message).toContain('Resource not accessible by integration');
      expect(res.error.message).toContain('`pull-requests: write`');
      expect(res.error.message).toMatch(/forks get a read-only GITHUB_TOKEN/);
    }
  });
  it('returns network failures as values', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const dead = await createGitHubClient({
      token: 'tkn',
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 2000,
      timeScale: 0,
    });
    const res = await dead.call(null, (o) => o.rest.pulls.get({ ...repo, pull_number: 1 }));
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.error.status).toBeNull();
      expect(res.error.attempts).toBe(4);
      expect(res.error.message).toMatch(
        new RegExp(`^GET http://127\\.0\\.0\\.1:${port}/repos/o/r/pulls/1 failed: .*ECONNREFUSED.* after 4 attempts$`),
      );
    }
  });
});

describe('sticky comment', () => {
  const post = (mode: CommentMode, hash: string, regressed = false) =>
    upsertComment(client, {
      repo,
      issueNumber: 7,
      key: 'main',
      author: 'github-actions[bot]',
      body: `${markerLine('main', hash)}\nbody ${hash}`,
      verdictHash: hash,
      mode,
      regressed,
    });

  it('creates once, then updates the same comment found on a later page', async () => {
    for (let i = 0; i < 5; i++) gh.addComment(7, `noise ${i}`);
    const first = await post('always', 'aaa');
    expect(first).toMatchObject({ ok: true, action: 'created' });
    gh.addComment(7, 'later noise');
    const second = await post('always', 'bbb');
    expect(second).toMatchObject({ ok: true, action: 'updated' });
    const ours = gh.comments.filter((c) => c.body.includes('bench-check:main'));
    expect(ours).toHaveLength(1);
    expect(ours[0]!.body).toContain('body bbb');
  });
  it('on-change skips an unchanged verdict hash', async () => {
    await post('on-change', 'aaa');
    const again = await post('on-change', 'aaa');
    expect(again).toMatchObject({ ok: true, action: 'skipped' });
    expect((await post('on-change', 'ccc')) as { action: string }).toMatchObject({ action: 'updated' });
  });
  it('on-regression posts only on a regression but always updates an existing comment', async () => {
    expect(await post('on-regression', 'aaa', false)).toMatchObject({ ok: true, action: 'skipped' });
    expect(gh.comments).toHaveLength(0);
    expect(await post('on-regression', 'bbb', true)).toMatchObject({ action: 'created' });
    expect(await post('on-regression', 'ccc', false)).toMatchObject({ action: 'updated' });
  });
  it('never makes no request; other keys are separate comments', async () => {
    expect(await post('never', 'aaa')).toMatchObject({ action: 'skipped' });
    expect(gh.requests).toHaveLength(0);
    await post('always', 'aaa');
    await upsertComment(client, {
      repo,
      issueNumber: 7,
      key: 'other',
      author: 'github-actions[bot]',
      body: `${markerLine('other', 'x')}\n`,
      verdictHash: 'x',
      mode: 'always',
      regressed: false,
    });
    expect(gh.comments).toHaveLength(2);
  });
  it("is found only among the token identity's own comments, with the marker as the whole first line", async () => {
    // Someone pastes our marker (with a verdict hash) into their own comment: it is never edited, and
    // its hash does not suppress an on-change comment.
    const planted = gh.addComment(7, `${markerLine('main', 'aaa')}\nI am not the bot`, 'mallory');
    expect(await post('on-change', 'aaa')).toMatchObject({ ok: true, action: 'created' });
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    expect(planted.body).toBe(`${markerLine('main', 'aaa')}\nI am not the bot`);
    // A bot comment that only mentions the marker later (not its first line) is not ours either.
    gh.comments = [
      {
        id: 1,
        issue: 7,
        body: `quoted:\n${markerLine('main', 'aaa')}`,
        user: { login: 'github-actions[bot]', type: 'Bot' },
      },
    ];
    expect(await post('always', 'bbb')).toMatchObject({ action: 'created' });
    // A marker glued to other text on its line is not the marker line.
    expect(parseMarker(`${markerLine('main', 'aaa')} extra`, 'main')).toBeNull();
    expect(parseMarker(`${markerLine('main', 'aaa')}\r\nbody`, 'main')).toEqual({ verdictHash: 'aaa' });
  });
});

describe('artifacts', () => {
  it('refuses absolute paths and .. in archives', async () => {
    expect(safeEntryName('/etc/passwd').ok).toBe(false);
    expect(safeEntryName('C:/x').ok).toBe(false);
    expect(safeEntryName('a/../../x').ok).toBe(false);
    expect(safeEntryName('a/./b.json')).toEqual({ ok: true, value: 'a/b.json' });
    const dest = tempDir();
    const bad = zipSync({ 'ok.txt': strToU8('x'), '../evil.txt': strToU8('x') });
    const res = await extractZip(bad, dest);
    expect(res.ok).toBe(false);
    expect(existsSync(path.join(dest, 'ok.txt'))).toBe(false);
    expect(existsSync(path.join(dest, '..', 'evil.txt'))).toBe(false);
    expect((await extractZip(strToU8('not a zip'), dest)).ok).toBe(false);
  });

  it('prefers the run at the merge base, else walks back, then downloads and extracts', async () => {
    gh.mergeBases.set('base1...head1', { sha: 'mb', date: '2026-11-10T00:00:00Z' });
    const art = (id: number, name = 'bench-results') => ({
      id,
      name,
      files: { 'results.json': `{"run":${id}}`, 'sub/x.items.jsonl': '{}\n' },
    });
    gh.runs = [
      {
        id: 1,
        workflow_id: 5,
        head_sha: 'old',
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-01T00:00:00Z',
        artifacts: [art(11)],
      },
      {
        id: 2,
        workflow_id: 5,
        head_sha: 'mb',
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-10T00:00:00Z',
        artifacts: [art(12)],
      },
      {
        id: 3,
        workflow_id: 5,
        head_sha: 'newer',
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-15T00:00:00Z',
        artifacts: [art(13)],
      },
      {
        id: 4,
        workflow_id: 6,
        head_sha: 'mb',
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-10T00:00:00Z',
        artifacts: [art(14)],
      },
    ];
    const q = () => ({
      repo,
      runs: new BaseBranchRuns(repo, 5, 'main'),
      baseSha: 'base1',
      headSha: 'head1',
      artifactName: 'bench-results',
    });
    const found = await findBaselineRun(client, q());
    expect(found.ok && found.data?.run.id).toBe(2);
    expect(found.ok && found.data?.atMergeBase).toBe(true);
    // The merge-base run lost its artifact: walk back to the older run, not the newer one.
    gh.runs[1]!.artifacts = [art(12, 'other')];
    const walked = await findBaselineRun(client, q());
    expect(walked.ok && walked.data?.run.id).toBe(1);
    const dest = tempDir();
    const dl = await downloadRunArtifact(client, { repo, runId: 1, name: 'bench-results' }, dest);
    expect(dl.ok && dl.data.files).toEqual(['results.json', 'sub/x.items.jsonl']);
    expect(readFileSync(path.join(dest, 'results.json'), 'utf8')).toBe('{"run":11}');
    // The token is not sent to blob storage, another origin.
    expect(gh.blob.requests).toHaveLength(1);
    expect(gh.blob.requests[0]!.authorization).toBeUndefined();
    expect(gh.requests.some((r) => r.path.startsWith('/artifacts/'))).toBe(false);
    const missing = await downloadRunArtifact(client, { repo, runId: 1, name: 'nope' }, dest);
    expect(missing.ok).toBe(false);
  });
});

describe('pr.json (untrusted: written by the PR run)', () => {
  const built = 'b'.repeat(40);
  const newer = 'c'.repeat(40);
  const run = { id: 5, workflowId: 9, headSha: built, event: 'pull_request', conclusion: 'success', htmlUrl: null };
  const check = (text: string) => verifyPrJson(client, repo, text, run);

  it('is schema-checked, must be for the commit the run built, and must name a PR at that commit', async () => {
    gh.pulls.set(7, { number: 7, head: { sha: built, ref: 'f' }, base: { sha: 'a'.repeat(40), ref: 'main' } });
    expect(await check(JSON.stringify({ number: 7, headSha: built }))).toMatchObject({
      ok: true,
      value: { pr: { number: 7, headSha: built, baseRef: 'main' }, stale: null },
    });
    for (const bad of [
      'nope',
      '{"number": "7", "headSha": "x"}',
      JSON.stringify({ number: 7, headSha: built, extra: 1 }),
      JSON.stringify({ number: 0, headSha: built }),
    ]) {
      expect(await check(bad)).toMatchObject({
        ok: false,
        diagnostics: [
          {
            code: 'invalid-pr-json',
            file: 'pr.json',
            message: expect.stringMatching(/^pr\.json in the artifact is not valid: pr\.json/),
          },
        ],
      });
    }
    expect(await check(JSON.stringify({ number: 7, headSha: newer }))).toMatchObject({
      ok: false,
      diagnostics: [
        {
          code: 'forged-pr-json',
          pointer: '/headSha',
          message: expect.stringMatching(/written for commit cccccccccccc, but the workflow run built bbbbbbbbbbbb/),
        },
      ],
    });
  });

  it('a PR that moved on (a newer push) is stale, not an error; a PR the built commit is not part of is forged', async () => {
    gh.pulls.set(7, {
      number: 7,
      head: { sha: newer, ref: 'f' },
      base: { sha: 'a'.repeat(40), ref: 'main' },
      commits: ['1'.repeat(40), built, newer],
    });
    expect(await check(JSON.stringify({ number: 7, headSha: built }))).toMatchObject({
      ok: true,
      value: {
        pr: null,
        stale: expect.stringMatching(/moved on from bbbbbbbbbbbb to cccccccccccc: a newer commit is being scored/),
      },
    });
    gh.pulls.set(8, {
      number: 8,
      head: { sha: newer, ref: 'g' },
      base: { sha: 'a'.repeat(40), ref: 'main' },
      commits: [newer],
    });
    expect(await check(JSON.stringify({ number: 8, headSha: built }))).toMatchObject({
      ok: false,
      diagnostics: [{ code: 'forged-pr-json', pointer: '/number', message: expect.stringMatching(/forged pr\.json/) }],
    });
  });
});
