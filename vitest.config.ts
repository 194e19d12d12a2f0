// `npm test`: three projects in one run.
// - unit: every test file but the slow and the end-to-end ones; in-process, no build, about a
//   minute (`npm run test:unit`).
// - slow: the files named *.slow.test.ts: in-process but long (every TransitLM conformance example
//   on three paths, worker threads, a simulation of 200 flood runs); `npm run test:slow`.
// - e2e: the files named *.e2e.test.ts, which run the CLI and the action: in the test's process
//   where a process changes nothing (tests/in-process.ts), else as processes of src/, which the
//   globalSetup tests/e2e-build.ts builds once for them (`npm run test:e2e`).
// `npm run test:dist` (vitest.dist.config.ts) runs the same e2e files, found by the same name,
// against dist/, every run of the CLI and the action a process.
import { configDefaults, defineConfig, type TestUserConfig } from 'vitest/config';
import { LongestFirst } from './tests/sequencer.js';

/** The end-to-end test files: found by name, so that none is left out of `npm run test:dist`. */
export const E2E_TESTS = ['tests/**/*.e2e.test.ts'];

/** In-process tests that take tens of seconds each: out of the unit project's minute. */
export const SLOW_TESTS = ['tests/**/*.slow.test.ts'];

/** Tests of the package itself (npm pack, installed into an empty folder): `npm run test:dist` only. */
export const PACKAGE_TESTS = ['tests/dist/**/*.test.ts'];

/** What every config shares (vitest.dist.config.ts too). */
export const COMMON: TestUserConfig = {
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // Vitest's default on 2 cores is one file at a time; the e2e files mostly wait for the processes
  // they start, and the unit files are short: two at a time use both cores (docs/maintainers.md).
  maxWorkers: 2,
  // A temporary folder per test file, removed after it (tests/setup.ts).
  setupFiles: ['tests/setup.ts'],
  // Each project's files longest first, also in a fresh clone (tests/sequencer.ts).
  sequence: { sequencer: LongestFirst },
  // The files of a worker share the modules they import (src/ is loaded once per worker, not once
  // per file: the unit project's imports took 112 s of 265 s, and 28 s so). No test mocks a module
  // or relies on fresh module state; each file still gets its own setup (tests/setup.ts).
  isolate: false,
};

export default defineConfig({
  test: {
    ...COMMON,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...E2E_TESTS, ...SLOW_TESTS, ...PACKAGE_TESTS],
        },
      },
      { extends: true, test: { name: 'slow', include: SLOW_TESTS } },
      {
        extends: true,
        // Builds src/ once per run for the processes (tests/helpers.ts: CLI, ACTION); a failed build
        // fails the run.
        test: { name: 'e2e', include: E2E_TESTS, globalSetup: ['tests/e2e-build.ts'] },
      },
    ],
  },
});
