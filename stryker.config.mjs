// Mutation testing of the code that decides and renders the verdict (issue #13):
// `npm run test:mutation` (not part of `npm test`). Reports: reports/mutation/.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.mjs', related: false },
  mutate: ['src/gate/**/*.ts', 'src/report/**/*.ts', 'src/core/markdown.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'bench', 'reports', 'coverage', 'bench-results', '.bench-out'],
  cleanTempDir: true,
};
