import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // tests/dist/: tests of the packed package (npm pack, install, run); `npm run test:dist` only.
    exclude: [...configDefaults.exclude, 'tests/dist/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Builds src/ once for the end-to-end tests (tests/helpers.ts: CLI, ACTION); a failed build
    // fails the run.
    globalSetup: ['tests/e2e-build.ts'],
  },
});
