#!/usr/bin/env node
import { isBenchCheckWorker, runWorkerThread } from '../core/threads.js';

function runCli(): void {
  import('./main.js')
    .then(({ main }) => main(process.argv.slice(2)))
    .then(
      (code) => {
        process.exitCode = code;
      },
      (error: unknown) => {
        // Only bugs get here; input problems are reported as diagnostics with exit code 2.
        process.stderr.write(`internal error (please report): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
        process.exitCode = 2;
      },
    );
}

// A worker thread started from this bundle runs its job, not the command line; each loads only
// what it needs (dynamic imports: separate chunks of the bundle).
if (isBenchCheckWorker()) void import('../benchmarks/worker-jobs.js').then(runWorkerThread);
else runCli();
