// The CLI and the action run inside the test's own process (tests/helpers.ts `runCli` and
// tests/github/action-process.ts `runActionStep` under `npm test`): what a process would see is
// made for the length of one call, then put back —
//   the working directory (process.chdir: the forks pool runs each test file in a process of its own),
//   the environment (only what the process would get: for the CLI startNode's PATH, HOME, TMPDIR,
//     SOURCE_DATE_EPOCH and the test's; for the action a runner's INPUT_* and GITHUB_* variables),
//   stdout and stderr (captured, the console's too; neither is a terminal, as for a process started with pipes),
//   process.exitCode (the action sets it; the CLI's main() returns the code its entry point sets).
// One call at a time: the swaps are process-wide, so calls queue (a file's concurrent tests too).
//
// Why: a process of the CLI or the action costs ≈ 0.3 s of CPU before it reads an argument (Node's
// start and the bundle's modules), and the end-to-end tests started about 300 of them
// (docs/maintainers.md "How long the tests take"). What only a process shows keeps a process
// (runCliProcess, runActionProcess): signals, a terminal, the entry point's proxy dispatcher and
// worker-thread start, an internal error's exit; and `npm run test:dist` runs every call as a
// process of the bundles in dist/.
import { format } from 'node:util';
import type { ProcessResult } from './helpers.js';

interface CallOptions {
  cwd: string;
  /** The whole environment of the call. */
  env: Record<string, string>;
  /** stderr into the same text as stdout, in order (the action's log); otherwise apart. */
  mergeOutput?: boolean;
}

/** Variables of this process kept through a call: vitest's own, which its runner reads meanwhile. */
const KEPT = /^(VITEST|BENCH_CHECK_TEST_TMPDIR$)/;

let queue: Promise<unknown> = Promise.resolve();

/** Runs `program` (it returns the exit code) in this process, as if it were a process of its own (see above). */
function inProcess(opts: CallOptions, program: () => Promise<number>): Promise<ProcessResult> {
  const call = queue.then(() => callOnce(opts, program));
  queue = call.catch(() => undefined);
  return call;
}

/** src/cli/main.ts's main(args), in this process. */
export function runCliInProcess(args: readonly string[], opts: CallOptions): Promise<ProcessResult> {
  return inProcess(opts, async () => {
    // Loaded on the first call: the unit tests that import tests/helpers.ts do not load the CLI.
    const { main } = await import('../src/cli/main.js');
    try {
      return await main(args);
    } catch (error: unknown) {
      // As src/cli/index.ts reports a bug that escapes main().
      process.stderr.write(`internal error (please report): ${describe(error)}\n`);
      return 2;
    }
  });
}

/** src/action/main.ts's run(), the action, in this process: its exit code is what it left in process.exitCode. */
export function runActionInProcess(opts: CallOptions): Promise<ProcessResult> {
  return inProcess({ ...opts, mergeOutput: true }, async () => {
    const { run } = await import('../src/action/main.js');
    process.exitCode = undefined;
    try {
      await run();
    } catch (error: unknown) {
      // As src/index.ts reports a bug that escapes run().
      process.stdout.write(`::error::bench-check: internal error (please report): ${describe(error)}\n`);
      return 2;
    }
    const code = process.exitCode as number | string | undefined;
    return code === undefined ? 0 : Number(code);
  });
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** Replaces `stream`'s write with one that appends to `sink`, and hides a terminal; returns the undo. */
function capture(stream: NodeJS.WriteStream, sink: (text: string) => void): () => void {
  const write = (chunk: string | Uint8Array, ...rest: unknown[]): boolean => {
    sink(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    const done = rest.find((r): r is () => void => typeof r === 'function');
    if (done !== undefined) queueMicrotask(done);
    return true;
  };
  const replaced = { write, isTTY: false, columns: undefined };
  // Own properties shadow the stream's (write is its prototype's; isTTY and columns its own on a terminal).
  const saved = Object.keys(replaced).map((key) => [key, Object.getOwnPropertyDescriptor(stream, key)] as const);
  for (const [key, value] of Object.entries(replaced))
    Object.defineProperty(stream, key, { value, configurable: true, writable: true });
  return () => {
    for (const [key, descriptor] of saved) {
      if (descriptor === undefined) Reflect.deleteProperty(stream, key);
      else Object.defineProperty(stream, key, descriptor);
    }
  };
}

/**
 * The console as a process has it: log, info and debug to stdout, warn and error to stderr (yargs
 * prints --help and --version with console.log; vitest's console would keep them); returns the undo.
 */
function consoleToStreams(): () => void {
  const methods = ['log', 'info', 'debug', 'warn', 'error'] as const;
  const saved = methods.map((name) => [name, Object.getOwnPropertyDescriptor(console, name)] as const);
  for (const name of methods) {
    const stream = name === 'warn' || name === 'error' ? process.stderr : process.stdout;
    const print = (...data: unknown[]) => void stream.write(`${format(...data)}\n`);
    Object.defineProperty(console, name, { value: print, configurable: true, writable: true });
  }
  return () => {
    for (const [name, descriptor] of saved)
      if (descriptor === undefined) Reflect.deleteProperty(console, name);
      else Object.defineProperty(console, name, descriptor);
  };
}

/** Makes process.env hold exactly `env` (and the KEPT variables); returns the undo. */
function swapEnvironment(env: Record<string, string>): () => void {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) if (!KEPT.test(key)) Reflect.deleteProperty(process.env, key);
  Object.assign(process.env, env);
  return () => {
    for (const key of Object.keys(process.env)) Reflect.deleteProperty(process.env, key);
    Object.assign(process.env, saved);
  };
}

async function callOnce(opts: CallOptions, program: () => Promise<number>): Promise<ProcessResult> {
  let stdout = '';
  let stderr = '';
  const cwd = process.cwd();
  const exitCode = process.exitCode;
  const undo = [
    capture(process.stdout, (text) => (stdout += text)),
    capture(process.stderr, (text) => (opts.mergeOutput === true ? (stdout += text) : (stderr += text))),
    consoleToStreams(),
    swapEnvironment(opts.env),
  ];
  process.chdir(opts.cwd);
  try {
    const code = await program();
    return { code, stdout, stderr };
  } finally {
    process.chdir(cwd);
    for (const restore of undo.reverse()) restore();
    process.exitCode = exitCode;
  }
}
