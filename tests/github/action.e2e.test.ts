// End-to-end: the action as a process (src/index.ts built once per test run, tests/e2e-build.ts; the bundle dist/index.js with
// BENCH_E2E_TARGET=dist, `npm run test:dist`) with INPUT_* and GITHUB_* variables, talking to a
// loopback GitHub API.
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../gate/helpers.js';
import { FakeEndpoint } from '../flood/chat-server.js';
import { ACTION_BUNDLE, E2E_TARGET } from '../helpers.js';
import { BASE, HEAD, hurricaneWorkspace, PR_EVENT, runActionStep, type ActionProcess } from './action-process.js';
import { workflowRunEvent } from './events.js';
import { useFakeGitHub } from './helpers.js';

const gh = useFakeGitHub();
beforeEach(() => {
  gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
});

type ActionRun = ActionProcess;
const runAction = (
  ws: string,
  inputs: Record<string, string>,
  event: { name: string; payload: unknown },
  extraEnv: Record<string, string> = {},
): Promise<ActionRun> => runActionStep(gh, ws, inputs, event, extraEnv);
const workspace = hurricaneWorkspace;
const prEvent = PR_EVENT;

/** The action on the PR event in mode all with a token, plus these inputs. */
function runOnPr(ws: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAction(ws, { mode: 'all', 'github-token': 'tkn', ...inputs }, prEvent);
}

/**
 * The PR side of the fork flow: mode score on the PR event, then its output folder as the artifact
 * of run 555 (`edit` may change results.json first, as a hostile PR could), and the workflow_run event.
 */
async function prArtifact(ws: string, edit?: (doc: { suites: Record<string, unknown>[] }) => void) {
  const scored = await runAction(ws, { mode: 'score' }, prEvent);
  expect(scored.code, scored.stdout).toBe(0);
  const outDir = path.join(ws, 'bench-results');
  const files: Record<string, string | Uint8Array> = Object.fromEntries(
    readdirSync(outDir).map((f) => [`bench-results/${f}`, readFileSync(path.join(outDir, f))]),
  );
  if (edit !== undefined) {
    const doc = JSON.parse(String(files['bench-results/results.json'])) as { suites: Record<string, unknown>[] };
    edit(doc);
    files['bench-results/results.json'] = JSON.stringify(doc);
  }
  gh.runs.push({
    id: 555,
    workflow_id: 42,
    head_sha: HEAD,
    head_branch: 'feature',
    conclusion: 'success',
    created_at: '2026-11-21T00:00:00Z',
    event: 'pull_request',
    artifacts: [{ id: 77, name: 'bench-results', files }],
  });
  const wrEvent = workflowRunEvent({
    id: 555,
    workflow_id: 42,
    head_sha: HEAD,
    event: 'pull_request',
    conclusion: 'success',
  });
  return { files, wrEvent };
}

/** Score once (mode score) and adopt the result as the committed baseline, optionally made better than reality. */
async function commitBaseline(ws: string, improve = 1): Promise<void> {
  const first = await runAction(ws, { mode: 'score' }, prEvent);
  expect(first.code, first.stdout).toBe(0);
  const doc = JSON.parse(readFileSync(path.join(ws, 'bench-results/results.json'), 'utf8')) as {
    suites: { finalScore: number | null; metrics: Record<string, { value: number | null; direction: string }> }[];
  };
  for (const s of doc.suites) {
    if (s.finalScore !== null) s.finalScore = Math.min(100, s.finalScore * improve);
    for (const m of Object.values(s.metrics)) if (m.value !== null && m.direction === 'higher') m.value *= improve;
  }
  mkdirSync(path.join(ws, '.bench'), { recursive: true });
  writeFileSync(path.join(ws, '.bench/baseline.json'), JSON.stringify(doc));
}

describe(`the action (${E2E_TARGET})`, () => {
  it('the bundle dist/index.js is built (npm run build): test:dist runs it, never skips it', () => {
    expect(existsSync(ACTION_BUNDLE), 'dist/index.js is missing: run npm run build').toBe(true);
  });

  it('same-repo PR (mode all): passes against its own baseline, and a second run updates the same comment', async () => {
    const ws = workspace();
    await commitBaseline(ws);
    const first = await runOnPr(ws);
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs.verdict).toBe('pass');
    expect(first.outputs['comment-url']).toMatch(/issuecomment-\d+$/);
    expect(JSON.parse(first.outputs.regressions!)).toEqual([]);
    expect(first.outputs.delta).toBe('0');
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toMatch(/^<!-- bench-check:default verdicts:[0-9a-f]+ -->/);
    expect(first.summary).toContain('bench-check: **pass**');
    const second = await runOnPr(ws);
    expect(second.code).toBe(0);
    expect(gh.comments).toHaveLength(1);
    expect(second.outputs['comment-url']).toBe(first.outputs['comment-url']);
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(1);
  });

  it('regression: comments first, then fails with exit 1; fail-on-regression false exits 0', async () => {
    const ws = workspace();
    await commitBaseline(ws, 1.25);
    const res = await runOnPr(ws);
    expect(res.code, res.stdout).toBe(1);
    expect(res.outputs.verdict).toBe('fail');
    expect(JSON.parse(res.outputs.regressions!).length).toBeGreaterThan(0);
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toContain('#### Regressions');
    // The gate's outcome for JUnit test reporters, beside the report: each regressed target a failing testcase.
    const junit = readFileSync(path.join(ws, res.outputs['junit-path']!), 'utf8');
    expect(res.outputs['junit-path']).toMatch(/\/junit\.xml$/);
    expect((junit.match(/<failure type="regressed"/g) ?? []).length).toBe(JSON.parse(res.outputs.regressions!).length);
    const soft = await runOnPr(ws, { 'fail-on-regression': 'false' });
    expect(soft.code).toBe(0);
    expect(soft.outputs.verdict).toBe('fail');
  });

  it('missing baseline: says so; exit 3 only with on-missing-baseline fail', async () => {
    const ws = workspace();
    const warn = await runOnPr(ws);
    expect(warn.code, warn.stdout).toBe(0);
    expect(warn.outputs.verdict).toBe('warn');
    expect(gh.comments[0]!.body).toContain('**No baseline:**');
    const failing = await runOnPr(ws, { 'on-missing-baseline': 'fail' });
    expect(failing.code).toBe(3);
    expect(failing.outputs.verdict).toBe('fail');
  });

  it('fork PR: score without a token, then report from workflow_run verifies pr.json and comments', async () => {
    const ws = workspace();
    await commitBaseline(ws);
    const scored = await runAction(ws, { mode: 'score' }, prEvent);
    expect(scored.code, scored.stdout).toBe(0);
    expect(gh.requests).toHaveLength(0); // no API use at all in mode score
    const outDir = path.join(ws, 'bench-results');
    expect(JSON.parse(readFileSync(path.join(outDir, 'pr.json'), 'utf8'))).toEqual({ number: 7, headSha: HEAD });
    const files = Object.fromEntries(
      readdirSync(outDir).map((f) => [`bench-results/${f}`, readFileSync(path.join(outDir, f))]),
    );
    gh.runs.push({
      id: 555,
      workflow_id: 42,
      head_sha: HEAD,
      head_branch: 'feature',
      conclusion: 'success',
      created_at: '2026-11-21T00:00:00Z',
      artifacts: [{ id: 77, name: 'bench-results', files }],
    });
    const wrEvent = workflowRunEvent({
      id: 555,
      workflow_id: 42,
      head_sha: HEAD,
      event: 'pull_request',
      conclusion: 'success',
    });
    // The report job runs on the base branch checkout: its workspace has the config and the committed baseline, no PR code.
    const reportWs = tempDir();
    mkdirSync(path.join(reportWs, '.bench'));
    copyFileSync(path.join(ws, '.bench/baseline.json'), path.join(reportWs, '.bench/baseline.json'));
    copyFileSync(path.join(ws, 'bench.config.json'), path.join(reportWs, 'bench.config.json'));
    const reported = await runAction(reportWs, { mode: 'report', 'github-token': 'tkn' }, wrEvent);
    expect(reported.code, reported.stdout).toBe(0);
    expect(reported.outputs.verdict).toBe('pass');
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.issue).toBe(7);
    // A pr.json naming a PR whose head is something else is refused, and nothing is posted.
    gh.pulls.set(7, { number: 7, head: { sha: 'f'.repeat(40), ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
    gh.comments = [];
    const forged = await runAction(reportWs, { mode: 'report', 'github-token': 'tkn' }, wrEvent);
    expect(forged.code).toBe(2);
    expect(forged.stdout).toMatch(/refusing to comment/);
    expect(gh.comments).toHaveLength(0);
  });

  it('report mode: a hostile artifact (a file x and x/results.json) is exit 2, verdict error, naming the entry; nothing is posted', async () => {
    const pr = JSON.stringify({ number: 7, headSha: HEAD });
    gh.runs.push({
      id: 555,
      workflow_id: 42,
      head_sha: HEAD,
      head_branch: 'feature',
      conclusion: 'success',
      created_at: '2026-11-21T00:00:00Z',
      artifacts: [{ id: 77, name: 'bench-results', files: { 'pr.json': pr, x: '{}', 'x/results.json': '{}' } }],
    });
    const wrEvent = workflowRunEvent({
      id: 555,
      workflow_id: 42,
      head_sha: HEAD,
      event: 'pull_request',
      conclusion: 'success',
    });
    const reported = await runAction(tempDir(), { mode: 'report', 'github-token': 'tkn' }, wrEvent);
    expect(reported.code, reported.stdout).toBe(2);
    expect(reported.outputs.verdict).toBe('error');
    expect(reported.stdout).toContain(
      'archive entry "x/results.json": it needs "x" to be a directory, but entry "x" is a file (rule: collision)',
    );
    expect(reported.stdout).toMatch(/::error::/);
    expect(reported.stdout).not.toContain('EEXIST');
    expect(reported.summary).toContain('bench-check: **error**');
    expect(gh.comments).toHaveLength(0);
  });

  it('same-repo PR with baseline: artifact uses the base-branch run at the merge base', async () => {
    const ws = workspace();
    const first = await runAction(ws, { mode: 'score' }, prEvent);
    expect(first.code, first.stdout).toBe(0);
    const outDir = path.join(ws, 'bench-results');
    const files = Object.fromEntries(readdirSync(outDir).map((f) => [f, readFileSync(path.join(outDir, f))]));
    gh.mergeBases.set(`${BASE}...${HEAD}`, { sha: 'm'.repeat(40), date: '2026-11-19T00:00:00Z' });
    gh.runs.push(
      {
        id: 900,
        workflow_id: 42,
        head_sha: HEAD,
        head_branch: 'feature',
        conclusion: 'in_progress',
        created_at: '2026-11-21T00:00:00Z',
        artifacts: [],
      },
      {
        id: 800,
        workflow_id: 42,
        head_sha: 'm'.repeat(40),
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-19T00:00:00Z',
        artifacts: [{ id: 80, name: 'bench-results', files }],
      },
    );
    const res = await runOnPr(ws, { baseline: 'artifact' });
    expect(res.code, res.stdout).toBe(0);
    expect(res.outputs.verdict).toBe('pass');
    expect(gh.comments[0]!.body).toContain('https://github.com/o/r/actions/runs/800');
    expect(gh.comments[0]!.body).toContain('at the merge base');
  });

  it('baseline: artifact fails closed: an API error in the lookup is exit 2 with its status and URL; no base-branch run is a missing baseline', async () => {
    const ws = workspace();
    gh.runs.push({
      id: 900,
      workflow_id: 42,
      head_sha: HEAD,
      head_branch: 'feature',
      conclusion: 'in_progress',
      created_at: '2026-11-21T00:00:00Z',
      artifacts: [],
    });
    const none = await runOnPr(ws, { baseline: 'artifact' });
    expect(none.code, none.stdout).toBe(0);
    expect(none.outputs.verdict).toBe('warn');
    expect(gh.comments[0]!.body).toContain('**No baseline:**');
    for (const [where, status] of [
      [/\/actions\/workflows\/42\/runs/, 404],
      [/\/actions\/workflows\/42\/runs/, 502],
      [/\/actions\/runs\/900$/, 500],
    ] as const) {
      gh.failures = [];
      gh.failOn(where, status);
      const res = await runOnPr(ws, { baseline: 'artifact' });
      expect(res.code, res.stdout).toBe(2);
      expect(res.outputs.verdict).toBe('error');
      expect(res.stdout).toContain(`HTTP ${status}`);
      expect(res.stdout).toContain(gh.url);
      expect(res.summary).toContain('bench-check: **error**');
      expect(res.summary).toContain('The baseline could not be loaded');
    }
  });

  it('report mode: a 5xx from the baseline lookup is exit 2, not a warning, though the score dropped', async () => {
    const ws = workspace({ baseline: { source: 'artifact' } });
    const { wrEvent } = await prArtifact(ws);
    gh.failOn(/\/actions\/workflows\/42\/runs/, 503);
    const reportWs = tempDir();
    copyFileSync(path.join(ws, 'bench.config.json'), path.join(reportWs, 'bench.config.json'));
    const reported = await runAction(reportWs, { mode: 'report', 'github-token': 'tkn' }, wrEvent);
    expect(reported.code, reported.stdout).toBe(2);
    expect(reported.outputs.verdict).toBe('error');
    expect(reported.stdout).toMatch(
      /could not look up the baseline run: GET http:\/\/127\.0\.0\.1:\d+\/repos\/o\/r\/actions\/workflows\/42\/runs\S* → HTTP 503/,
    );
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toContain('bench-check: **error**');
  });

  it('report mode: a single 502 from the artifact list and from the workflow-runs list is retried, and the report succeeds', async () => {
    const ws = workspace({ baseline: { source: 'artifact' } });
    const { files, wrEvent } = await prArtifact(ws);
    gh.mergeBases.set(`${BASE}...${HEAD}`, { sha: 'm'.repeat(40), date: '2026-11-19T00:00:00Z' });
    gh.runs.push({
      id: 800,
      workflow_id: 42,
      head_sha: 'm'.repeat(40),
      head_branch: 'main',
      conclusion: 'success',
      created_at: '2026-11-19T00:00:00Z',
      artifacts: [{ id: 80, name: 'bench-results', files }],
    });
    gh.failOn(/\/actions\/runs\/555\/artifacts/, 502, 1);
    gh.failOn(/\/actions\/workflows\/42\/runs/, 502, 1);
    const reportWs = tempDir();
    copyFileSync(path.join(ws, 'bench.config.json'), path.join(reportWs, 'bench.config.json'));
    // history: 0, so that the runs list is requested by the baseline lookup only (tests/github/history.e2e.test.ts covers the history).
    const reported = await runAction(reportWs, { mode: 'report', 'github-token': 'tkn', history: '0' }, wrEvent);
    expect(reported.code, reported.stdout).toBe(0);
    expect(reported.outputs.verdict).toBe('pass');
    expect(gh.requests.filter((r) => r.path.includes('/actions/runs/555/artifacts'))).toHaveLength(2);
    expect(gh.requests.filter((r) => r.path.includes('/actions/workflows/42/runs'))).toHaveLength(2);
    expect(reported.stdout).toMatch(
      /bench-check: retry 1 of 3 after GET http:\/\/127\.0\.0\.1:\d+\/repos\/o\/r\/actions\/runs\/555\/artifacts\S* → HTTP 502 \(injected HTTP 502\)/,
    );
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toContain('bench-check: **pass**');
    expect(gh.comments[0]!.body).toContain('https://github.com/o/r/actions/runs/800');
  });

  it("report job: the baseline never comes from a pull_request run or a fork's run, even when the merge base is unknown; the report records the run used", async () => {
    const ws = workspace({ baseline: { source: 'artifact' } });
    const { files, wrEvent } = await prArtifact(ws);
    const good = JSON.parse(String(files['bench-results/results.json'])) as { suites: { finalScore: number | null }[] };
    const forged = { ...good, suites: good.suites.map((x) => ({ ...x, finalScore: 0 })) };
    gh.runs.push(
      // A fork PR from its own branch "main": newest, matches branch=main. No merge base is known (compare answers 404).
      {
        id: 950,
        workflow_id: 42,
        head_sha: 'f'.repeat(40),
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-22T00:00:00Z',
        event: 'pull_request',
        headRepository: 'mallory/r',
        artifacts: [{ id: 95, name: 'bench-results', files: { 'results.json': JSON.stringify(forged) } }],
      },
      {
        id: 940,
        workflow_id: 42,
        head_sha: 'e'.repeat(40),
        head_branch: 'main',
        conclusion: 'success',
        created_at: '2026-11-20T00:00:00Z',
        event: 'push',
        artifacts: [{ id: 94, name: 'bench-results', files: { 'results.json': JSON.stringify(good) } }],
      },
    );
    const reportWs = tempDir();
    copyFileSync(path.join(ws, 'bench.config.json'), path.join(reportWs, 'bench.config.json'));
    const reported = await runAction(reportWs, { mode: 'report', 'github-token': 'tkn' }, wrEvent);
    expect(reported.code, reported.stdout).toBe(0);
    expect(reported.outputs.verdict).toBe('pass');
    const body = gh.comments[0]!.body;
    expect(body).toContain(`run 940 (push on \`main\`, \`${'e'.repeat(40)}\`)`);
    expect(body).not.toContain('run 950');
    expect(body).toMatch(/the merge base could not be determined .*the compare API answered HTTP 404/);
    expect(body).toContain('1 successful run&#40;s&#41; on main were not considered');
  });

  it('report job: an itemsFile naming a file outside the artifact (or /dev/zero) is not read; nothing of it reaches the report', async () => {
    const ws = workspace({ baseline: { source: 'file' } });
    await commitBaseline(ws);
    const outside = path.join(tempDir(), 'outside.jsonl');
    writeFileSync(outside, `${JSON.stringify({ id: 'SECRET-ITEM', change_rate: false, reason: 'SECRET-REASON' })}\n`);
    for (const itemsFile of [outside, '../../outside.jsonl', '/dev/zero']) {
      gh.reset();
      gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
      const { wrEvent } = await prArtifact(ws, (doc) => {
        for (const suite of doc.suites) suite.itemsFile = itemsFile;
      });
      const reportWs = tempDir();
      mkdirSync(path.join(reportWs, '.bench'));
      copyFileSync(path.join(ws, '.bench/baseline.json'), path.join(reportWs, '.bench/baseline.json'));
      copyFileSync(path.join(ws, 'bench.config.json'), path.join(reportWs, 'bench.config.json'));
      const reported = await runAction(reportWs, { mode: 'report', 'github-token': 'tkn' }, wrEvent);
      expect(reported.code, reported.stdout).toBe(0);
      expect(reported.stdout).toMatch(/current suite trips: itemsFile .* its items are not used/);
      const report = readFileSync(path.join(reportWs, reported.outputs['report-path']!), 'utf8');
      for (const text of [report, reported.summary, gh.comments[0]!.body]) expect(text).not.toContain('SECRET');
    }
  });

  it("report job: someone else's comment carrying the marker is never edited, and does not silence on-change", async () => {
    const ws = workspace();
    await commitBaseline(ws);
    const first = await runOnPr(ws, { comment: 'on-change' });
    const ours = gh.comments[0]!;
    const marker = ours.body.split('\n')[0]!;
    gh.comments = [{ ...ours, id: 1, body: `${marker}\nplanted by a user`, user: { login: 'mallory', type: 'User' } }];
    gh.requests = [];
    const second = await runOnPr(ws, { comment: 'on-change' });
    expect([first.code, second.code]).toEqual([0, 0]);
    expect(gh.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
    expect(gh.comments.map((c) => c.user.login)).toEqual(['mallory', 'github-actions[bot]']);
    expect(gh.comments[0]!.body).toBe(`${marker}\nplanted by a user`);
    expect(second.stdout).not.toMatch(/lacks `pull-requests: write`/);
    // The token is masked in the log before anything else is printed.
    expect(second.stdout).toMatch(/^::add-mask::tkn$/m);
  });

  it('secrets: a model API key is masked in the log, and a 401 body that echoes it reaches neither results.json nor the log', async () => {
    const key = 'sk-live-0123456789abcdefSECRET';
    const model = new FakeEndpoint();
    model.behave = (_agent, _n, seen, res) =>
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'bad key', echo: { authorization: seen.auth } }));
    await new Promise<void>((resolve) => model.server.listen(0, '127.0.0.1', resolve));
    try {
      const ws = tempDir();
      writeFileSync(path.join(ws, 'small.json'), JSON.stringify({ households: 2, years: 1, floodYears: [], seed: 1 }));
      writeFileSync(
        path.join(ws, 'bench.config.json'),
        JSON.stringify({
          suites: [
            {
              id: 'live',
              benchmark: 'flood',
              scenario: 'small.json',
              provider: 'openai',
              baseUrl: model.url,
              model: 'm',
              apiKeyEnv: 'MODEL_KEY',
            },
          ],
        }),
      );
      const res = await runAction(ws, { mode: 'score' }, prEvent, { MODEL_KEY: key });
      expect(res.code, res.stdout).toBe(2);
      expect(model.seen[0]!.auth).toBe(`Bearer ${key}`);
      expect(res.stdout).toMatch(new RegExp(`^::add-mask::${key}$`, 'm'));
      const doc = readFileSync(path.join(ws, 'bench-results/results.json'), 'utf8');
      expect(doc).toContain('HTTP 401');
      for (const text of [doc, res.stdout.replace(`::add-mask::${key}`, ''), res.summary])
        expect(text).not.toContain('SECRET');
    } finally {
      model.server.closeAllConnections();
      await new Promise<void>((resolve) => model.server.close(() => resolve()));
    }
  });

  it('report job: the artifact caps come from the action inputs', async () => {
    const ws = workspace();
    const { wrEvent } = await prArtifact(ws);
    const reportWs = tempDir();
    const reported = await runAction(
      reportWs,
      { mode: 'report', 'github-token': 'tkn', 'artifact-max-entries': '2' },
      wrEvent,
    );
    expect(reported.code, reported.stdout).toBe(2);
    expect(reported.outputs.verdict).toBe('error');
    expect(reported.stdout).toMatch(/rule: entry-count/);
    expect(gh.comments).toHaveLength(0);
  });

  it('report job: a PR that has moved on to a newer commit ends with a notice, not an error, and posts nothing', async () => {
    const ws = workspace();
    await commitBaseline(ws);
    const { wrEvent } = await prArtifact(ws);
    const newer = 'd'.repeat(40);
    gh.pulls.set(7, {
      number: 7,
      head: { sha: newer, ref: 'feature' },
      base: { sha: BASE, ref: 'main' },
      commits: [HEAD, newer],
    });
    const reportWs = tempDir();
    copyFileSync(path.join(ws, 'bench.config.json'), path.join(reportWs, 'bench.config.json'));
    const reported = await runAction(reportWs, { mode: 'report', 'github-token': 'tkn' }, wrEvent);
    expect(reported.code, reported.stdout).toBe(0);
    expect(reported.stdout).toMatch(
      /::notice::bench-check: pull request #7 has moved on from c0ffee111111 to dddddddddddd: a newer commit is being scored/,
    );
    expect(reported.summary).toContain('nothing to report');
    expect(gh.comments).toHaveLength(0);
  });

  it('fork token without write permission: explains the missing permission, still writes the summary', async () => {
    const ws = workspace();
    await commitBaseline(ws);
    gh.readOnly = true;
    const res = await runOnPr(ws);
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/pull-requests: write/);
    expect(res.summary).toContain('bench-check: **pass**');
  });

  it('report outside workflow_run and bad inputs are refused with exit 2', async () => {
    const ws = workspace();
    const res = await runAction(ws, { mode: 'report', 'github-token': 'tkn' }, prEvent);
    expect(res.code).toBe(2);
    expect(res.stdout).toMatch(/workflow_run/);
    const bad = await runAction(ws, { mode: 'everything' }, prEvent);
    expect(bad.code).toBe(2);
    expect(bad.stdout).toMatch(/input "mode" must be one of score, report, all/);
  });
});
