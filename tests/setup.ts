// Vitest setupFiles of every config (vitest.config.ts, vitest.dist.config.ts,
// vitest.stryker.config.mjs): runs in each test file's process before the file is imported.
//
// Every test file gets a temporary folder of its own and TMPDIR points at it while the file runs:
// tempDir() (tests/helpers.ts) makes its folders in there, and so does everything else that asks
// os.tmpdir() — an mkdtemp in a test, the code under test (the action's RUNNER_TEMP fallback, the
// history cache's), worker threads, and the processes tests start (startNode and
// runActionProcess pass TMPDIR on). After the file's own afterAll hooks (vitest runs after-hooks
// in reverse order of registration, and this one is registered first), the folder is removed
// with all of it: nothing is left in the system's temporary folder, whatever a test forgot.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { TEST_TMPDIR_VARIABLE } from './helpers.js';

const outer = process.env.TMPDIR;
const root = mkdtempSync(path.join(os.tmpdir(), 'bench-check-tests-'));
process.env.TMPDIR = root;
process.env[TEST_TMPDIR_VARIABLE] = root;

afterAll(() => {
  if (outer === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = outer;
  delete process.env[TEST_TMPDIR_VARIABLE];
  // Retries: a process a test stopped may still be closing a file in there.
  rmSync(root, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
});
