// The action under GitHub's own local runner, @github/local-action (issue #25 item 6): it reads
// action.yml, loads the inputs from a dotenv file, stubs @actions/core and @actions/github with its
// own, and runs src/action/main.ts's run() from the TypeScript sources. Mode score (on worker threads,
// which once broke there: local-action decorates module URLs) and mode all against the loopback GitHub.
import { spawn } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { tempDir } from '../gate/helpers.js';
import { REPO_ROOT } from '../helpers.js';
import { BASE, HEAD, hurricaneWorkspace, PR_EVENT, runActionProcess } from '../github/action-process.js';
import { checkEventPayload } from '../github/events.js';
import { useFakeGitHub } from '../github/helpers.js';

const gh = useFakeGitHub();
beforeEach(() => {
  gh.pulls.set(7, { number: 7, head: { sha: HEAD, ref: 'feature' }, base: { sha: BASE, ref: 'main' } });
});

const LOCAL_ACTION = path.join(REPO_ROOT, 'node_modules/@github/local-action/bin/local-action.js');

/** `local-action run <this repository> src/action/main.ts <dotenv>`: its exit code, its output and the outputs it set. */
async function localAction(
  workspace: string,
  vars: Record<string, string>,
): Promise<{ code: number | null; stdout: string; outputs: Record<string, string> }> {
  const dotenv = path.join(workspace, '.env');
  writeFileSync(
    dotenv,
    Object.entries(vars)
      .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
      .join('\n'),
  );
  const child = spawn(process.execPath, [LOCAL_ACTION, 'run', REPO_ROOT, 'src/action/main.ts', dotenv], {
    cwd: REPO_ROOT,
    // Nothing of this process's environment but what npm and node need: the action's own comes from the dotenv file.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? workspace,
      TMPDIR: os.tmpdir(),
      NO_COLOR: '1',
      npm_config_update_notifier: 'false',
      npm_config_offline: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  // local-action's core stub prints each output as a workflow command.
  const outputs = Object.fromEntries(
    [...stdout.matchAll(/^::set-output name=([^:]+)::(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
  );
  return { code, stdout, outputs };
}

/** The variables a runner gives a step, for `workspace`. */
function runnerVars(
  workspace: string,
  inputs: Record<string, string>,
  event: { name: string; payload: unknown },
): Record<string, string> {
  const eventPath = path.join(workspace, 'event.json');
  expect(checkEventPayload(event.name, event.payload)).toEqual([]);
  writeFileSync(eventPath, JSON.stringify(event.payload));
  for (const f of ['output', 'summary.md']) writeFileSync(path.join(workspace, f), '');
  return {
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_RUN_ID: '900',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: gh.url,
    GITHUB_OUTPUT: path.join(workspace, 'output'),
    GITHUB_STEP_SUMMARY: path.join(workspace, 'summary.md'),
    RUNNER_TEMP: workspace,
    RUNNER_TOOL_CACHE: path.join(workspace, 'toolcache'),
    SOURCE_DATE_EPOCH: '1763700000',
    BENCH_CHECK_GITHUB_RETRY_SCALE: '0',
    ...Object.fromEntries(Object.entries(inputs).map(([k, v]) => [`INPUT_${k.toUpperCase()}`, v])),
  };
}

describe('the action under @github/local-action', () => {
  it('mode score, a TransitLM suite on two worker threads', async () => {
    const ws = tempDir();
    const [header, ...rows] = readFileSync(path.join(REPO_ROOT, 'fixtures/transitlm/single.csv'), 'utf8')
      .trimEnd()
      .split('\n');
    const many = [
      header,
      ...Array.from({ length: 100 }, (_, k) => rows.map((r) => r.replace(/^([^,]+),/, `$1-${k},`))).flat(),
    ];
    writeFileSync(path.join(ws, 'single.csv'), `${many.join('\n')}\n`);
    copyFileSync(path.join(REPO_ROOT, 'fixtures/transitlm/stations.csv'), path.join(ws, 'stations.csv'));
    writeFileSync(
      path.join(ws, 'bench.config.json'),
      JSON.stringify({
        suites: [{ id: 't', benchmark: 'transitlm', task: 'single', input: 'single.csv', stations: 'stations.csv' }],
      }),
    );
    const res = await localAction(ws, { ...runnerVars(ws, { mode: 'score' }, PR_EVENT), BENCH_CHECK_THREADS: '2' });
    expect(res.code, res.stdout).toBe(0);
    expect(res.stdout).not.toContain('internal error');
    expect(res.outputs.verdict).toBe('no-baseline');
    expect(JSON.parse(res.outputs.scores!).t).toEqual(expect.any(Number));
    expect(readFileSync(path.join(ws, 'summary.md'), 'utf8')).toContain('## bench-check results');
  });

  it("mode all against the loopback GitHub: the baseline from the base branch's artifact, and the comment", async () => {
    // The base branch's run 800 at the merge base, whose artifact is this very workspace scored once (the action as a process).
    const ws = hurricaneWorkspace({ baseline: { source: 'artifact' } });
    const first = await runActionProcess(gh, ws, { mode: 'score' }, PR_EVENT);
    expect(first.code, first.stdout).toBe(0);
    const out = path.join(ws, 'bench-results');
    const files = Object.fromEntries(
      readdirSync(out).map((f) => [`bench-results/${f}`, readFileSync(path.join(out, f))]),
    );
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
    gh.requests = [];
    const res = await localAction(ws, runnerVars(ws, { mode: 'all', 'github-token': 'tkn' }, PR_EVENT));
    expect(res.code, res.stdout).toBe(0);
    expect(res.outputs.verdict).toBe('pass');
    expect(gh.comments).toHaveLength(1);
    expect(gh.comments[0]!.body).toContain('bench-check: **pass**');
    expect(res.outputs['comment-url']).toBe(`https://github.com/o/r/pull/7#issuecomment-${gh.comments[0]!.id}`);
    expect(gh.comments[0]!.body).toContain('https://github.com/o/r/actions/runs/800');
    expect(gh.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /repos/o/r/actions/runs/900',
      `GET /repos/o/r/compare/${BASE}...${HEAD}?per_page=1`,
      'GET /repos/o/r/actions/workflows/42/runs?branch=main&status=success&per_page=100',
      'GET /repos/o/r/actions/runs/800/artifacts?name=bench-results&per_page=100',
      'GET /repos/o/r/actions/artifacts/80/zip',
      'GET /repos/o/r/issues/7/comments?per_page=100',
      'POST /repos/o/r/issues/7/comments',
    ]);
    expect(gh.requests.every((r) => r.authorization === 'token tkn')).toBe(true);
    expect(gh.blob.requests.map((r) => r.authorization)).toEqual([undefined]);
  });
});
