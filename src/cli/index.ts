#!/usr/bin/env node
import { namesProxy } from '../core/proxy-variables.js';
import { enter } from '../core/threads.js';

function runCli(): void {
  // Every request of the run (a model provider, the TransitLM evaluator) through the proxy the environment names.
  (namesProxy(process.env)
    ? import('../core/proxy.js').then(({ installProxyDispatcher }) => installProxyDispatcher(process.env))
    : Promise.resolve(false)
  )
    .then(() => import('./main.js'))
    .then(({ main }) => main(process.argv.slice(2)))
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        // Only bugs get here; input problems are reported as diagnostics with exit code 2.
        process.stderr.write(
          `internal error (please report): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
        );
        process.exitCode = 2;
      },
    );
}

enter({ workerJobs: () => import('../benchmarks/worker-jobs.js'), main: runCli });
