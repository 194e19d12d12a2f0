// The CLI run inside the test's own process (`runCli` under `npm test`, tests/helpers.ts): what a
// process of the CLI would see, made for the length of one call, then put back —
//   the working directory (process.chdir: the forks pool runs each test file in a process of its own),
//   the environment (only what startNode would pass: PATH, HOME, TMPDIR, SOURCE_DATE_EPOCH and the test's),
//   stdout and stderr (captured; neither is a terminal, as for a process started with pipes),
// and src/cli/main.ts's main() returns the exit code the entry point would set. One call at a time:
// the swaps are process-wide, so calls queue (a file's concurrent tests included).
//
// Why: a CLI process costs ≈ 0.3 s of CPU before it reads an argument (Node's start and the bundle's
// modules), and the end-to-end tests ran about 200 of them (docs/maintainers.md "How long the tests
// take"). What only a process shows keeps a process (`runCliProcess`): signals, a terminal, the
// entry point's proxy and worker-thread start, an internal error's exit; and `npm run test:dist`
// runs every call as a process of dist/cli.
import type { ProcessResult } from './helpers.js';

interface CallOptions {
  cwd: string;
  /** The whole environment of the call (startNode's, with the test's on top). */
  env: Record<string, string>;
}

/** Variables of this process kept through a call: vitest's own, which its runner reads meanwhile. */
const KEPT = /^(VITEST|BENCH_CHECK_TEST_TMPDIR$)/;

let queue: Promise<unknown> = Promise.resolve();

/** src/cli/main.ts's main(args) in this process, as if it were a process of its own (see above). */
export function runCliInProcess(args: readonly string[], opts: CallOptions): Promise<ProcessResult> {
  const call = queue.then(() => callOnce(args, opts));
  queue = call.catch(() => undefined);
  return call;
}

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

async function callOnce(args: readonly string[], opts: CallOptions): Promise<ProcessResult> {
  // Loaded on the first call: the unit tests that import tests/helpers.ts do not load the CLI.
  const { main } = await import('../src/cli/main.js');
  let stdout = '';
  let stderr = '';
  const cwd = process.cwd();
  const exitCode = process.exitCode;
  const undo = [
    capture(process.stdout, (text) => (stdout += text)),
    capture(process.stderr, (text) => (stderr += text)),
    swapEnvironment(opts.env),
  ];
  process.chdir(opts.cwd);
  let code: number;
  try {
    code = await main(args);
  } catch (error: unknown) {
    // As src/cli/index.ts reports a bug that escapes main().
    stderr += `internal error (please report): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`;
    code = 2;
  } finally {
    process.chdir(cwd);
    for (const restore of undo.reverse()) restore();
    process.exitCode = exitCode;
  }
  return { code, stdout, stderr };
}
