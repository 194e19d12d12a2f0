import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLI = path.join(REPO_ROOT, 'dist/cli/index.js');
export const ACTION = path.join(REPO_ROOT, 'dist/index.js');

export function tempDir(prefix = 'bench-check-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

type NodeOptions = { cwd?: string; env?: Record<string, string | undefined>; input?: string };

/** Start a node script as a real process; `done` settles when it exits (signals can be sent to `child`). */
export function startNode(script: string, args: readonly string[], opts: NodeOptions = {}): { child: ChildProcess; done: Promise<ProcessResult> } {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: opts.cwd ?? REPO_ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, SOURCE_DATE_EPOCH: '1700000000', ...opts.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const done = new Promise<ProcessResult>((resolve, reject) => {
    let stdout = '';
    let stderr = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
  child.stdin!.end(opts.input ?? '');
  return { child, done };
}

/** Run a node script as a real process (async, so loopback servers in the test keep serving). */
export function runNode(script: string, args: readonly string[], opts: NodeOptions = {}): Promise<ProcessResult> {
  return startNode(script, args, opts).done;
}

/**
 * The bundled CLI (dist/, what users run). BENCH_E2E_FROM_SRC=1 runs src/ through tsx instead,
 * for iterating before a rebuild.
 */
export const runCli = (args: readonly string[], opts: NodeOptions = {}) => startCli(args, opts).done;

/** The CLI started as a process (see runCli), for tests that signal it. */
export const startCli = (args: readonly string[], opts: NodeOptions = {}) =>
  process.env.BENCH_E2E_FROM_SRC ? startNode(path.join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), [path.join(REPO_ROOT, 'src/cli/index.ts'), ...args], opts) : startNode(CLI, args, opts);
