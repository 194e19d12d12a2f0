// Proxies (issue #25, README "Proxies"): every outgoing request — GitHub's API and blob storage,
// the OpenAI-compatible provider, the TransitLM route evaluator — goes through the proxy that
// HTTPS_PROXY / HTTP_PROXY (or their lower-case names) name, except the hosts NO_PROXY covers and
// loopback, as @actions/http-client decides. The servers are addressed by names only the loopback
// forward proxy resolves (forward-proxy.ts): a request that went around it cannot reach them.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { proxyFor } from '../../src/core/proxy.js';
import { FakeEndpoint, reply, valid } from '../flood/chat-server.js';
import { answerByRule, startGeneralServer } from '../transitlm/general-server.js';
import { REPO_ROOT, runCliProcess, tempDir } from '../helpers.js';
import { BASE, HEAD, hurricaneWorkspace, PR_EVENT, runActionProcess } from './action-process.js';
import { ForwardProxy } from './forward-proxy.js';
import { useFakeGitHub } from './helpers.js';

const gh = useFakeGitHub();
const proxy = new ForwardProxy(['api.github.test', 'blob.github.test', 'model.test', 'evaluator.test']);
beforeAll(async () => {
  await proxy.start();
});
afterAll(() => proxy.stop());
beforeEach(() => {
  proxy.seen = [];
});

describe('the rule (@actions/http-client getProxyUrl)', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const k of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy']) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
  });
  const set = (vars: Record<string, string>) => {
    for (const k of ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'])
      delete process.env[k];
    Object.assign(process.env, vars);
  };
  const via = (url: string) => proxyFor(new URL(url))?.href ?? null;

  it('HTTPS_PROXY for https URLs, HTTP_PROXY for http ones, the lower-case name first; none for loopback', () => {
    set({ HTTPS_PROXY: 'http://secure:8443', HTTP_PROXY: 'http://plain:8080' });
    expect(via('https://api.github.com/x')).toBe('http://secure:8443/');
    expect(via('http://model.example/v1')).toBe('http://plain:8080/');
    for (const local of ['http://127.0.0.1:8000/', 'http://localhost:11434/', 'http://[::1]:9/'])
      expect(via(local), local).toBe(null);
    set({ https_proxy: 'http://lower:1', HTTPS_PROXY: 'http://upper:2' });
    expect(via('https://api.github.com/x')).toBe('http://lower:1/');
    expect(via('http://model.example/v1')).toBe(null);
    set({ HTTP_PROXY: 'proxy.corp:3128' });
    expect(via('http://model.example/v1')).toBe('http://proxy.corp:3128/');
  });

  it('NO_PROXY: a host, a .suffix, host:port, * — case does not matter', () => {
    const proxied = { HTTPS_PROXY: 'http://p:1', HTTP_PROXY: 'http://p:1' };
    set({ ...proxied, NO_PROXY: 'evaluator.internal, .corp.example,model.test:8080' });
    expect(via('http://evaluator.internal/api')).toBe(null);
    expect(via('http://EVALUATOR.internal/api')).toBe(null);
    expect(via('https://ghe.corp.example/api/v3')).toBe(null);
    expect(via('http://model.test:8080/v1')).toBe(null);
    expect(via('http://model.test:9090/v1')).toBe('http://p:1/');
    expect(via('https://api.github.com/')).toBe('http://p:1/');
    set({ ...proxied, no_proxy: '*' });
    expect(via('https://api.github.com/')).toBe(null);
  });
});

/** What went through the proxy, one line per request: `METHOD http://host:port/path?query`. */
const throughProxy = () => proxy.seen.map((s) => s.line).sort();

/** A same-repository PR whose base branch has a run (800, at the merge base) with the artifact: mode all compares with it. */
async function baseBranchWithArtifact(): Promise<string> {
  const ws = hurricaneWorkspace({ baseline: { source: 'artifact' }, history: 5 });
  const scored = await runActionProcess(gh, ws, { mode: 'score' }, PR_EVENT);
  expect(scored.code, scored.stdout).toBe(0);
  const out = path.join(ws, 'bench-results');
  const files = Object.fromEntries(
    readdirSync(out).map((f) => [`bench-results/${f}`, readFileSync(path.join(out, f))]),
  );
  gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
  gh.mergeBases.set(`${BASE}...${HEAD}`, { sha: 'm'.repeat(40), date: '2026-11-19T00:00:00Z' });
  gh.runs.push(
    {
      id: 800,
      workflow_id: 42,
      head_sha: 'm'.repeat(40),
      head_branch: 'main',
      conclusion: 'success',
      created_at: '2026-11-19T00:00:00Z',
      artifacts: [{ id: 80, name: 'bench-results', files }],
    },
    {
      id: 900,
      workflow_id: 42,
      head_sha: HEAD,
      head_branch: 'feature',
      conclusion: 'in_progress',
      created_at: '2026-11-21T00:00:00Z',
      event: 'pull_request',
      artifacts: [],
    },
  );
  return ws;
}

describe('the action in mode all', () => {
  it('HTTPS_PROXY / HTTP_PROXY: the proxy carries every request, to the API and to blob storage', async () => {
    const ws = await baseBranchWithArtifact();
    gh.blobHostname = 'blob.github.test';
    gh.requests = [];
    const api = `http://api.github.test:${gh.port}`;
    const res = await runActionProcess(gh, ws, { mode: 'all', 'github-token': 'tkn' }, PR_EVENT, {
      GITHUB_API_URL: api,
      HTTPS_PROXY: proxy.url,
      HTTP_PROXY: proxy.url,
    });
    expect(res.code, res.stdout).toBe(0);
    expect(res.outputs.verdict).toBe('pass');
    expect(gh.comments).toHaveLength(1);
    const received = [
      ...gh.requests.map((r) => `${r.method} ${api}${r.path}`),
      ...gh.blob.requests.map((r) => `GET http://blob.github.test:${gh.blob.port}${r.path}`),
    ].sort();
    expect(received.length).toBeGreaterThanOrEqual(8); // this run, compare, runs, artifact lists, the zip, comments, the POST
    expect(gh.blob.requests).toHaveLength(1);
    expect(throughProxy()).toEqual(received);
  });

  it('NO_PROXY covering the hosts: the proxy sees nothing, and the run goes direct (where only the proxy knows the names: exit 2)', async () => {
    const ws = await baseBranchWithArtifact();
    const res = await runActionProcess(gh, ws, { mode: 'all', 'github-token': 'tkn' }, PR_EVENT, {
      GITHUB_API_URL: `http://api.github.test:${gh.port}`,
      HTTP_PROXY: proxy.url,
      NO_PROXY: '.github.test',
    });
    expect(proxy.seen).toEqual([]);
    expect(res.code, res.stdout).toBe(2);
    expect(res.stdout).toMatch(
      /GET http:\/\/api\.github\.test:\d+\/repos\/o\/r\/actions\/runs\/900 failed: .*(ENOTFOUND|EAI_AGAIN).*api\.github\.test/,
    );
  });

  it('a loopback API URL never goes through the proxy', async () => {
    const ws = await baseBranchWithArtifact();
    gh.requests = [];
    const res = await runActionProcess(gh, ws, { mode: 'all', 'github-token': 'tkn' }, PR_EVENT, {
      HTTPS_PROXY: proxy.url,
      HTTP_PROXY: proxy.url,
    });
    expect(res.code, res.stdout).toBe(0);
    expect(gh.requests.length).toBeGreaterThan(0);
    expect(proxy.seen).toEqual([]);
  });
});

describe('the CLI', () => {
  it('a live flood run: every chat request through http_proxy; none with no_proxy covering the host', async () => {
    const endpoint = new FakeEndpoint();
    await new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve));
    try {
      endpoint.behave = (agent: string, _n: number, _seen: unknown, res: ServerResponse) =>
        reply(
          res,
          agent === 'insurance'
            ? 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nReason: ok'
            : agent === 'government'
              ? 'Analysis: fine\nDecision: maintain\nAdjustment: 0%\nPriority: all\nReason: ok'
              : valid(1),
        );
      const work = tempDir();
      writeFileSync(
        path.join(work, 'small.json'),
        JSON.stringify({ households: 3, years: 1, floodYears: [], seed: 2 }),
      );
      const base = `http://model.test:${(endpoint.server.address() as { port: number }).port}/v1`;
      const args = [
        'score',
        'flood',
        '--scenario',
        'small.json',
        '--provider',
        'openai',
        '--base-url',
        base,
        '--model',
        'm',
        '--out',
        'out/results.json',
      ];
      const r = await runCliProcess(args, { cwd: work, env: { http_proxy: proxy.url } });
      expect(r.code, r.stderr).toBe(0);
      expect(endpoint.seen.length).toBe(5);
      expect(throughProxy()).toEqual(endpoint.seen.map(() => `POST ${base}/chat/completions`));
      proxy.seen = [];
      // No retries: the name cannot be resolved directly, and waiting for it again proves nothing more.
      const direct = await runCliProcess([...args.slice(0, -1), 'direct/results.json', '--retries', '0'], {
        cwd: work,
        env: { http_proxy: proxy.url, no_proxy: 'model.test' },
      });
      expect(proxy.seen).toEqual([]);
      expect(direct.code).toBe(2);
      // Direct, the name is unknown: a dead provider, which fails the suite (exit 2), never a pass.
      // Straight to a name only the proxy resolves: the provider is named dead within seconds (issue #23).
      expect(`${direct.stdout}${direct.stderr}`).toMatch(
        /the provider never answered: 3 requests in a row to http:\/\/model\.test:\d+\/v1\/chat\/completions got no answer \(last: host not found/,
      );
    } finally {
      endpoint.server.closeAllConnections();
      await new Promise<void>((resolve) => endpoint.server.close(() => resolve()));
    }
  });

  it('a general-task TransitLM run: every batch through HTTP_PROXY; none with NO_PROXY covering the host', async () => {
    const server = await startGeneralServer(answerByRule);
    try {
      const url = server.url.replace('127.0.0.1', 'evaluator.test');
      const input = path.join(REPO_ROOT, 'fixtures/transitlm/general/general_routes.csv');
      const r = await runCliProcess(
        [
          'score',
          'transitlm',
          '--task',
          'general',
          '--input',
          input,
          '--api-url',
          url,
          '--out',
          path.join(tempDir(), 'results.json'),
        ],
        { env: { HTTP_PROXY: proxy.url } },
      );
      expect(r.code, r.stderr).toBe(0);
      expect(server.requests.length).toBeGreaterThan(0);
      expect(throughProxy()).toEqual(server.requests.map((q) => `POST ${new URL(q.path, url).href}`));
      proxy.seen = [];
      const args = [
        'score',
        'transitlm',
        '--task',
        'general',
        '--input',
        input,
        '--api-url',
        url,
        '--retries',
        '0',
        '--out',
        path.join(tempDir(), 'results.json'),
      ];
      const direct = await runCliProcess(args, { env: { HTTP_PROXY: proxy.url, NO_PROXY: 'evaluator.test' } });
      expect(proxy.seen).toEqual([]);
      expect(direct.code, direct.stderr).toBe(2);
    } finally {
      await server.close();
    }
  });
});
