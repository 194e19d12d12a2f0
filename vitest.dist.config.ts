// `npm run test:dist`: the end-to-end tests (the CLI and the action as processes, every file named
// *.e2e.test.ts) against the bundles in dist/ (what `npx bench-check` and the action run), where
// `npm test` runs them from a build of src/ made for the run (tests/e2e-build.ts; tests/helpers.ts,
// BENCH_E2E_TARGET); and the tests of the packed package (tests/dist/).
import { configDefaults, defineConfig } from 'vitest/config';
import { COMMON, E2E_TESTS, PACKAGE_TESTS } from './vitest.config.js';

export default defineConfig({
  // No globalSetup: nothing to build, the bundles are run as committed.
  test: {
    ...COMMON,
    include: [...E2E_TESTS, ...PACKAGE_TESTS],
    exclude: configDefaults.exclude,
    env: { BENCH_E2E_TARGET: 'dist' },
  },
});
