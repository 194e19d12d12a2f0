// Report mode masks the credentials of a proxy variable as score and all modes do: the action as a
// process, every request through a loopback forward proxy named with a user and password; the
// password gets an `::add-mask::` line and appears nowhere else (log, summary, outputs, comment),
// also when the report job refuses the document and says why.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_TARGET, tempDir } from '../helpers.js';
import { BASE, HEAD, runActionProcess } from '../github/action-process.js';
import { ForwardProxy } from '../github/forward-proxy.js';
import { useFakeGitHub } from '../github/helpers.js';
import { workflowRunEvent } from '../github/events.js';
import type { ResultsDocument } from '../../src/results/types.js';

const PASSWORD = 'pr0xy-Secret-4711-zz';
const gh = useFakeGitHub();
const proxy = new ForwardProxy(['api.github.test', 'blob.github.test']);
beforeAll(async () => {
  await proxy.start();
});
afterAll(() => proxy.stop());
beforeEach(() => {
  proxy.seen = [];
  gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
});

const doc = (finalScore: number | string): ResultsDocument => ({
  schemaVersion: 1,
  tool: { name: 'bench-check', version: '0.1.0' },
  run: { createdAt: '2026-11-20T10:00:00Z', commit: HEAD, configHash: `sha256:${'0'.repeat(64)}`, shard: null },
  verdict: null,
  suites: [
    {
      id: 's',
      benchmark: 'custom',
      task: null,
      status: 'ok',
      inputs: [],
      total: 10,
      errors: 0,
      rounds: [],
      metrics: {},
      finalScore: finalScore as number,
      diagnostics: [],
    },
  ],
});

async function reportThroughProxy(results: ResultsDocument, runId: number) {
  const ws = tempDir();
  writeFileSync(path.join(ws, 'baseline.json'), JSON.stringify(doc(90)));
  writeFileSync(
    path.join(ws, 'bench.config.json'),
    JSON.stringify({
      suites: [{ id: 's', benchmark: 'hurricane', input: 'x.json', groundtruth: 'y.json' }],
      gate: { baseline: { source: 'path', path: 'baseline.json' } },
    }),
  );
  gh.blobHostname = 'blob.github.test';
  gh.runs.push({
    id: runId,
    workflow_id: 42,
    head_sha: HEAD,
    head_branch: 'feature',
    conclusion: 'success',
    created_at: '2026-11-21T00:00:00Z',
    event: 'pull_request',
    artifacts: [
      {
        id: runId,
        name: 'bench-results',
        files: {
          'bench-results/results.json': JSON.stringify(results),
          'bench-results/pr.json': JSON.stringify({ number: 7, headSha: HEAD }),
        },
      },
    ],
  });
  const event = workflowRunEvent({
    id: runId,
    workflow_id: 42,
    head_sha: HEAD,
    event: 'pull_request',
    conclusion: 'success',
  });
  const withCredentials = proxy.url.replace('http://', `http://agent:${PASSWORD}@`);
  return runActionProcess(gh, ws, { mode: 'report', 'github-token': 'tkn' }, event, {
    GITHUB_API_URL: `http://api.github.test:${gh.port}`,
    HTTPS_PROXY: withCredentials,
    HTTP_PROXY: withCredentials,
  });
}

function expectMaskedOnly(res: Awaited<ReturnType<typeof reportThroughProxy>>): void {
  const lines = res.stdout.split('\n');
  expect(lines).toContain(`::add-mask::${PASSWORD}`);
  const rest = [
    lines.filter((l) => !l.startsWith('::add-mask::')).join('\n'),
    res.summary,
    JSON.stringify(res.outputs),
    ...gh.comments.map((c) => c.body),
  ].join('\n');
  expect(rest).not.toContain(PASSWORD);
  expect(rest).not.toContain(Buffer.from(`agent:${PASSWORD}`).toString('base64'));
}

describe(`report mode (${E2E_TARGET}) behind a proxy with credentials`, () => {
  it('masks the proxy password; every request went through the proxy with it', async () => {
    const res = await reportThroughProxy(doc(90), 601);
    expect(res.code, res.stdout).toBe(0);
    expect(gh.comments).toHaveLength(1);
    expect(proxy.seen.length).toBeGreaterThanOrEqual(4);
    expect(
      proxy.seen.every((s) => s.proxyAuthorization === `Basic ${Buffer.from(`agent:${PASSWORD}`).toString('base64')}`),
    ).toBe(true);
    expectMaskedOnly(res);
  });

  it('masks it when the document is refused too (exit 2, the comment says why)', async () => {
    const res = await reportThroughProxy(doc('ninety'), 602);
    expect(res.code, res.stdout).toBe(2);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toContain('/suites/0/finalScore');
    expectMaskedOnly(res);
  });
});
