#!/usr/bin/env node
import { isBenchCheckWorker, runWorkerThread } from '../core/threads.js';
import { main } from './main.js';

function runCli(): void {
  main(process.argv.slice(2)).then(
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

// A worker thread started from this bundle runs its job, not the command line.
if (isBenchCheckWorker()) runWorkerThread();
else runCli();
