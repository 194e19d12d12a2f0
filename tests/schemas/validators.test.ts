import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_SCHEMA_FILE,
  CONFIG_TYPES_FILE,
  configSchemaText,
  RESULTS_SCHEMA_FILE,
  resultsSchemaText,
  configTypesModule,
  suiteConfigModules,
  VALIDATORS_FILE,
  VALIDATORS_TYPES_FILE,
  validatorsModule,
  validatorsTypes,
} from '../../scripts/compile-schemas.js';
import { validateValue } from '../../src/schemas/registry.js';

describe('compiled validators', () => {
  it('src/schemas/validators.js is compiled from the current schemas (else: npm run schemas)', () => {
    const current = readFileSync(VALIDATORS_FILE, 'utf8') === validatorsModule();
    expect(current, 'src/schemas/validators.js is out of date: run npm run schemas').toBe(true);
    expect(
      readFileSync(VALIDATORS_TYPES_FILE, 'utf8') === validatorsTypes(),
      'src/schemas/validators.d.ts is out of date: run npm run schemas',
    ).toBe(true);
  });

  it('the config types are generated from the current schemas (else: npm run schemas)', async () => {
    expect(
      readFileSync(CONFIG_TYPES_FILE, 'utf8') === (await configTypesModule()),
      'src/schemas/config-types.ts is out of date: run npm run schemas',
    ).toBe(true);
    const suites = await suiteConfigModules();
    expect(suites.size).toBeGreaterThanOrEqual(4);
    for (const [file, text] of suites)
      expect(readFileSync(file, 'utf8') === text, `${file} is out of date: run npm run schemas`).toBe(true);
  });

  it('schemas/config.schema.json names every registered benchmark and only those (else: npm run schemas)', () => {
    expect(
      readFileSync(CONFIG_SCHEMA_FILE, 'utf8') === configSchemaText(),
      'schemas/config.schema.json is out of date: run npm run schemas',
    ).toBe(true);
  });

  it("schemas/results.schema.json applies every registered benchmark's details schema (else: npm run schemas)", () => {
    expect(
      readFileSync(RESULTS_SCHEMA_FILE, 'utf8') === resultsSchemaText(),
      'schemas/results.schema.json is out of date: run npm run schemas',
    ).toBe(true);
  });

  it('report what ajv would: specific messages with pointers', () => {
    expect(validateValue('config', { suites: [] })).toEqual([
      { pointer: '/suites', message: 'must have at least 1 items, has 0' },
    ]);
    expect(validateValue('transitlm-route', { line_sequence: 'x' }).map((v) => v.pointer)).toContain('/line_sequence');
    // minLength counts code points (ajv's ucs2length, written into the generated module)
    expect(
      validateValue('transitlm-suite', {
        id: 's',
        benchmark: 'transitlm',
        task: 'single',
        input: '',
        stations: '😀',
      }).map((v) => v.pointer),
    ).toEqual(['/input']);
  });
});
