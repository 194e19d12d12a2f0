// Lint rules (issue #26 item 4). `npm run lint` runs this over src, tests, scripts and bench, then
// `prettier --check .`; formatting is Prettier's job, so no rule here is about layout.
// Each project-specific choice says why in one line; docs/maintainers.md "Build and layout" has the rest.
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    // Built or generated (npm run build / npm run schemas), and data.
    ignores: [
      'dist/**',
      'coverage/**',
      'reports/**',
      '.stryker-tmp*/**',
      'node_modules/**',
      'fixtures/**',
      'examples/**',
      'src/schemas/validators.js',
      'src/schemas/validators.d.ts',
      'src/schemas/config-types.ts',
      'src/benchmarks/*/suite-config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // tsconfig.check.json is the typecheck's project: src, tests, bench, scripts, the vitest configs.
        project: './tsconfig.check.json',
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Limits of the issue: a function says one step, an options object past five parameters (five, not
      // four: the inputs of a step plus its context read better positionally than as a bag, and the hot
      // helpers of the TransitLM fast path would allocate an object per cell).
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true, IIFEs: true }],
      'max-params': ['error', 5],
      // Numbers read naturally in messages (`${count} rows`); objects, arrays, null, undefined stay refused.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // noUncheckedIndexedAccess makes `!` the explicit, reviewed way to say "this index exists".
      '@typescript-eslint/no-non-null-assertion': 'off',
      // An arrow's shorthand body `() => resolve()` reads as "call this"; a void value used as a value is still refused.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // The hand-written parsers throw a stackless value for control flow and catch it in the same module
      // (an Error would capture a stack per bad cell on the TransitLM fast path); anything else throws an Error.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'file', name: ['Mistake', 'JsonFail', 'PickleRefusal', 'GIVE_UP'] }] },
      ],
      // `process.env.X || fallback`: an empty string means "not set" here, which `||` says and `??` would not.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true } }],
      // `() => {}` is the plain no-op for a logger, ticker or handler nobody observes.
      '@typescript-eslint/no-empty-function': ['error', { allow: ['arrowFunctions'] }],
      // The escapers (core/markdown, core/mermaid, zip names) match control characters on purpose.
      'no-control-regex': 'off',
      // `void promise` is the documented way to start work on purpose without awaiting it.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // Unused is an error, except names that start with _ (a parameter an interface requires).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: {
      // A `describe` callback is a list of cases, so its length is the number of cases, not the size of one
      // step; the rule cannot tell it from an `it` body, so tests are exempt (src, scripts and bench are not).
      'max-lines-per-function': 'off',
      // Tests read what a process printed or wrote with JSON.parse (`any`) and let expect() check its shape:
      // a wrong shape fails the assertion, which is the check these rules would ask for by hand.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Tests set and unset environment variables; `delete process.env[name]` is the only way to unset one.
      '@typescript-eslint/no-dynamic-delete': 'off',
      // Tests quote reference values (t tables, the official scripts' output) with every digit printed.
      'no-loss-of-precision': 'off',
    },
  },
  {
    // Plain JavaScript (worker bootstrap, bench probe): not in a TypeScript project, so no type-aware rules.
    files: ['**/*.mjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
