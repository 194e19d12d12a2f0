// The action as a process (src/index.ts built once per test run, tests/e2e-build.ts; dist/index.js
// with BENCH_E2E_TARGET=dist) with INPUT_* and GITHUB_* variables, talking to a loopback GitHub API.
import { spawn } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { tempDir } from '../gate/helpers.js';
import { ACTION, E2E_TARGET, nodeArgs, REPO_ROOT } from '../helpers.js';
import { runActionInProcess } from '../in-process.js';
import { checkEventPayload, pullRequestEvent } from './events.js';
import type { FakeGitHub } from './server.js';

export const HEAD = 'c0ffee'.padEnd(40, '1');
export const BASE = 'ba5e'.padEnd(40, '2');

export interface ActionProcess {
  code: number | null;
  outputs: Record<string, string>;
  summary: string;
  /** stdout and stderr together, in order. */
  stdout: string;
}

export function parseOutputs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /^([^<\n]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const m of text.matchAll(re)) out[m[1]!] = m[3]!;
  return out;
}

/** How the action is started: as a process (of this run's build of src/, or of dist/), or in this process (tests/in-process.ts). */
type Start = 'process' | 'step';

/** Runs the action in `workspace` with these inputs on this event, against the loopback GitHub `gh`. */
export type ActionRunner = (
  gh: FakeGitHub,
  workspace: string,
  inputs: Record<string, string>,
  event: { name: string; payload: unknown },
  extraEnv?: Record<string, string>,
) => Promise<ActionProcess>;

/**
 * The action as a step runs it: under `npm test` src/action/main.ts's run() in this process
 * (tests/in-process.ts), under `npm run test:dist` dist/index.js as a process. A test about the
 * process itself (the entry point's proxy dispatcher, GitHub's local-action) uses runActionProcess.
 */
export const runActionStep: ActionRunner = (gh, workspace, inputs, event, extraEnv = {}) =>
  runAction(E2E_TARGET === 'dist' ? 'process' : 'step', { gh, workspace, inputs, event, extraEnv });

/** The action as a process (this run's build of src/index.ts, or dist/index.js). */
export const runActionProcess: ActionRunner = (gh, workspace, inputs, event, extraEnv = {}) =>
  runAction('process', { gh, workspace, inputs, event, extraEnv });

interface ActionCall {
  gh: FakeGitHub;
  workspace: string;
  inputs: Record<string, string>;
  event: { name: string; payload: unknown };
  extraEnv: Record<string, string>;
}

async function runAction(start: Start, { gh, workspace, inputs, event, extraEnv }: ActionCall): Promise<ActionProcess> {
  // Only events GitHub would send: the payload is held to its webhook schema.
  expect(checkEventPayload(event.name, event.payload), `the ${event.name} payload`).toEqual([]);
  const runner = tempDir();
  const eventPath = path.join(runner, 'event.json');
  writeFileSync(eventPath, JSON.stringify(event.payload));
  const outputFile = path.join(runner, 'output');
  const summaryFile = path.join(runner, 'summary.md');
  writeFileSync(outputFile, '');
  writeFileSync(summaryFile, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? runner,
    GITHUB_WORKSPACE: workspace,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_EVENT_NAME: event.name,
    GITHUB_REPOSITORY: 'o/r',
    GITHUB_RUN_ID: '900',
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_API_URL: gh.url,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    GITHUB_SHA: HEAD,
    RUNNER_TEMP: runner,
    // The test file's temporary folder (tests/setup.ts), removed after it.
    TMPDIR: os.tmpdir(),
    // The history cache (src/github/history.ts): one per run unless the test passes its own.
    RUNNER_TOOL_CACHE: path.join(runner, 'toolcache'),
    SOURCE_DATE_EPOCH: '1763700000',
    // GitHub API retries happen, but without the backoff waits (a test that checks them sets its own).
    BENCH_CHECK_GITHUB_RETRY_SCALE: '0',
    ...extraEnv,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const { code, stdout } =
    start === 'step' ? await runActionInProcess({ cwd: workspace, env }) : await actionProcess(workspace, env);
  return {
    code,
    outputs: parseOutputs(readFileSync(outputFile, 'utf8')),
    summary: readFileSync(summaryFile, 'utf8'),
    stdout,
  };
}

/** dist/index.js or this run's build of src/index.ts as a process: its exit code and its output (stderr in stdout, in order). */
async function actionProcess(
  workspace: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, nodeArgs(ACTION), { cwd: workspace, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stdout += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, stdout };
}

/** A workspace with the hurricane fixtures and a config with this gate section. */
export function hurricaneWorkspace(gate: unknown = { baseline: { source: 'file' } }): string {
  const dir = tempDir();
  for (const f of ['trips.jsonl', 'groundtruth.json'])
    copyFileSync(path.join(REPO_ROOT, 'fixtures/hurricane', f), path.join(dir, f));
  writeFileSync(
    path.join(dir, 'bench.config.json'),
    JSON.stringify({
      suites: [{ id: 'trips', benchmark: 'hurricane', trips: 'trips.jsonl', groundtruth: 'groundtruth.json' }],
      gate,
    }),
  );
  return dir;
}

/** pull_request #7 from `feature` (HEAD) into `main` (BASE), as GitHub sends it. */
export const PR_EVENT = pullRequestEvent({
  number: 7,
  head: { sha: HEAD, ref: 'feature' },
  base: { sha: BASE, ref: 'main' },
});
