// `npm run test:dist`: the end-to-end tests (the CLI and the action as processes) against the
// bundles in dist/ (what `npx bench-check` and the action run), where `npm test` runs them from
// a build of src/ made for the run (tests/e2e-build.ts; tests/helpers.ts, BENCH_E2E_TARGET).
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

/** The test files that start the CLI or the action as a process. */
export const E2E_TESTS = ['tests/cli/**/*.test.ts', 'tests/action/**/*.test.ts', 'tests/github/action.e2e.test.ts', 'tests/flood/fail-closed.test.ts', 'tests/flood/resume.test.ts', 'tests/hurricane/asbench-cli.test.ts', 'tests/examples/**/*.test.ts', 'tests/json/limits.e2e.test.ts'];

/** Tests of the package itself (npm pack, installed into an empty folder): here only, never in `npm test`. */
export const PACKAGE_TESTS = ['tests/dist/**/*.test.ts'];

export default defineConfig({
  ...base,
  // No globalSetup: nothing to build, the bundles are run as committed.
  test: { ...base.test, include: [...E2E_TESTS, ...PACKAGE_TESTS], exclude: configDefaults.exclude, globalSetup: [], env: { ...base.test?.env, BENCH_E2E_TARGET: 'dist' } },
});
