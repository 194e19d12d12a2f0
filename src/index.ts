import { namesProxy } from './core/proxy-variables.js';
import { enter } from './core/threads.js';

/**
 * A bug that escaped `run()` (or a promise nobody awaited): an error annotation and exit code 2,
 * never Node's 1, which is the gate's "a metric regressed". Written by hand: @actions/core is not
 * loaded by this entry point (workers share it).
 */
function internalError(error: unknown): void {
  const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const escaped = `bench-check: internal error (please report): ${text}`
    .replace(/%/g, '%25')
    .replace(/\r/g, '%0D')
    .replace(/\n/g, '%0A');
  process.stdout.write(`::error::${escaped}\n`);
  process.exitCode = 2;
}

/** The action on the main thread: a bug that escapes it is reported by `internalError`. */
function runAction(): void {
  process.on('unhandledRejection', internalError);
  process.on('uncaughtException', (error) => {
    internalError(error);
    process.exit(2);
  });
  // Every request of the run (GitHub, a model provider, the TransitLM evaluator) through the proxy the environment names.
  (namesProxy(process.env)
    ? import('./core/proxy.js').then(({ installProxyDispatcher }) => installProxyDispatcher(process.env))
    : Promise.resolve(false)
  )
    .then(() => import('./action/main.js'))
    .then(({ run }) => run())
    .catch(internalError);
}

enter({ workerJobs: () => import('./benchmarks/worker-jobs.js'), main: runAction });
