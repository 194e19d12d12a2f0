// Vitest config for mutation testing only (stryker.config.mjs): the unit tests that import
// src/gate and src/report directly (report/trend.ts's are under tests/report/), and the tests of
// the mutated core files: core/numbers.ts (tests/core/numbers.test.ts, besides the reports' tests)
// and core/mermaid.ts (tests/core/mermaid.test.ts). Left out:
// end-to-end tests (they spawn dist/ bundles and cannot kill a mutant of src/), and
// tests/gate/baseline.test.ts, which drives the CLI and the artifact lookup against a loopback
// GitHub server (src/cli, src/github: seconds per run, and nothing in src/gate or src/report that
// the unit tests below do not cover).
// Stryker's vitest runner forces `pool: 'threads'`.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/gate/**/*.test.ts',
      'tests/report/**/*.test.ts',
      'tests/core/render.test.ts',
      'tests/core/mermaid.test.ts',
      'tests/core/numbers.test.ts',
    ],
    // The scale test (10 000 suites) and the fuzz of the results schema take seconds each: per mutant too slow.
    exclude: [
      '**/*.e2e.test.ts',
      'tests/gate/baseline.test.ts',
      'tests/report/scale.test.ts',
      'tests/report/results-fuzz.property.slow.test.ts',
      // Drives the CLI in-process (process.chdir, which worker threads refuse) and Chromium: it
      // checks the HTML page, not the gate's or the renderers' decisions the unit tests pin.
      'tests/report/html.slow.test.ts',
      // Runs the power script's simulations (a minute, several under instrumentation): it holds the
      // docs' table; the distributions and tests it calls are pinned by the stats tests.
      'tests/gate/repeats-power.slow.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A temporary folder per test file, removed after it (tempDir() in tests/helpers.ts needs it).
    setupFiles: ['tests/setup.ts'],
  },
});
