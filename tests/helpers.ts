import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, inject } from 'vitest';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the end-to-end tests run as a process: `src` (the default, `npm test`: this run's build of
 * src/, made once by the globalSetup tests/e2e-build.ts, so every edit is tested at once) or
 * `dist` (BENCH_E2E_TARGET=dist, `npm run test:dist`: the committed bundles, what
 * `npx bench-check` and the action run).
 */
export const E2E_TARGET: 'src' | 'dist' = (() => {
  const target = process.env.BENCH_E2E_TARGET ?? 'src';
  if (target !== 'src' && target !== 'dist')
    throw new Error(`BENCH_E2E_TARGET=${JSON.stringify(target)}: expected src or dist`);
  return target;
})();

/** The bundles (`npm run build`); tests about the bundle itself use these whatever the target. */
export const CLI_BUNDLE = path.join(REPO_ROOT, 'dist/cli/index.js');
export const ACTION_BUNDLE = path.join(REPO_ROOT, 'dist/index.js');

/**
 * Where the entry points are when there is no build of src/: in the unit project (only the e2e
 * project's globalSetup, tests/e2e-build.ts, builds src/), so a test file that starts the CLI or
 * the action without being named *.e2e.test.ts fails with this path in node's message.
 */
const NOT_BUILT = path.join(
  REPO_ROOT,
  'node_modules/.cache/bench-check-e2e/not-built (a test that starts the CLI or the action must be in a file named *.e2e.test.ts)',
);
const BUILD = E2E_TARGET === 'src' ? inject('benchE2eBuild') : undefined;

/** The CLI's and the action's entry points for E2E_TARGET. */
export const CLI = E2E_TARGET === 'dist' ? CLI_BUNDLE : (BUILD?.cli ?? path.join(NOT_BUILT, 'cli.mjs'));
export const ACTION = E2E_TARGET === 'dist' ? ACTION_BUNDLE : (BUILD?.action ?? path.join(NOT_BUILT, 'action.mjs'));

/**
 * tsx's loader, registered in the process itself (`node --import`): one process per run, where
 * the tsx command line starts a second node (measured: ≈ 0.7 s less CPU per process). An absolute
 * URL, as the tests run with their cwd in temporary folders.
 */
const TSX_LOADER = pathToFileURL(path.join(REPO_ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/** The arguments of `node` that run `script` with `args`: a TypeScript file through tsx. */
export function nodeArgs(script: string, args: readonly string[] = []): string[] {
  return script.endsWith('.ts') ? ['--import', TSX_LOADER, script, ...args] : [script, ...args];
}

/** Names the temporary folder of the running test file (set by tests/setup.ts). */
export const TEST_TMPDIR_VARIABLE = 'BENCH_CHECK_TEST_TMPDIR';

/**
 * A fresh folder inside the running test file's temporary folder, which tests/setup.ts removes
 * with everything in it after the file: no test needs to remove what it made.
 */
export function tempDir(prefix = 'bench-check-test-'): string {
  const root = process.env[TEST_TMPDIR_VARIABLE];
  if (root === undefined)
    throw new Error(
      'tempDir(): tests/setup.ts is not in setupFiles of this vitest config, so nothing would remove the folder',
    );
  return mkdtempSync(path.join(root, prefix));
}

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

interface NodeOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  input?: string;
}

/**
 * The whole environment of a process a test starts: PATH, HOME, TMPDIR (the test file's temporary
 * folder, tests/setup.ts, removed after it), SOURCE_DATE_EPOCH, then the test's (undefined unsets).
 */
function childEnvironment(extra: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: os.tmpdir(),
    SOURCE_DATE_EPOCH: '1700000000',
    ...extra,
  };
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

/**
 * Start a node script (JavaScript, or TypeScript through tsx) as a real process; `done` settles
 * when it exits (signals can be sent to `child`).
 */
export function startNode(
  script: string,
  args: readonly string[],
  opts: NodeOptions = {},
): { child: ChildProcess; done: Promise<ProcessResult> } {
  const child = spawn(process.execPath, nodeArgs(script, args), {
    cwd: opts.cwd ?? REPO_ROOT,
    env: childEnvironment(opts.env),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const done = new Promise<ProcessResult>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  child.stdin.end(opts.input ?? '');
  return { child, done };
}

/** Run a node script as a real process (async, so loopback servers in the test keep serving). */
export function runNode(script: string, args: readonly string[], opts: NodeOptions = {}): Promise<ProcessResult> {
  return startNode(script, args, opts).done;
}

/**
 * The CLI with `args`: under `npm test` (E2E_TARGET src) src/cli/main.ts in this process, made to
 * see what a process would (tests/in-process.ts); under `npm run test:dist` dist/cli/index.js as
 * a process. No standard input. A test about the process itself (signals, a terminal, the entry
 * point) uses runCliProcess.
 */
export function runCli(args: readonly string[], opts: Omit<NodeOptions, 'input'> = {}): Promise<ProcessResult> {
  if (E2E_TARGET === 'dist') return runCliProcess(args, opts);
  return import('./in-process.js').then(({ runCliInProcess }) =>
    runCliInProcess(args, { cwd: opts.cwd ?? REPO_ROOT, env: childEnvironment(opts.env) }),
  );
}

/** The CLI (E2E_TARGET: this run's build of src/cli/index.ts, or the bundle dist/cli/index.js) as a process. */
export const runCliProcess = (args: readonly string[], opts: NodeOptions = {}) => startCli(args, opts).done;

/** The CLI started as a process (see runCli), for tests that signal it. */
export const startCli = (args: readonly string[], opts: NodeOptions = {}) => startNode(CLI, args, opts);

/** The golden files (expectGolden). */
export const GOLDEN_DIR = path.join(REPO_ROOT, 'tests/golden');

/**
 * `actual` is byte for byte tests/golden/NAME. `UPDATE_GOLDEN=1` rewrites the file instead: after
 * a deliberate change of what it holds, regenerate and read the diff before committing it.
 */
export function expectGolden(name: string, actual: string): void {
  const file = path.join(GOLDEN_DIR, name);
  if (process.env.UPDATE_GOLDEN === '1') {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, actual);
  }
  if (!existsSync(file))
    throw new Error(`${path.relative(REPO_ROOT, file)} is missing: run the test with UPDATE_GOLDEN=1 to write it`);
  expect(actual, `tests/golden/${name} (UPDATE_GOLDEN=1 rewrites it after a deliberate change)`).toBe(
    readFileSync(file, 'utf8'),
  );
}

/**
 * The first line of a PR comment of ours, as the runs of every version write and find it (the
 * contract between one run's comment and the next run): written here, not by the code under test.
 */
export function markerLine(key: string, verdictHash: string): string {
  return `<!-- bench-check:${key} verdicts:${verdictHash} -->`;
}
