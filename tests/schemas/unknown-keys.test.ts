// Unknown keys say which key was meant (issue #16 part 7): the nearest allowed key of the object the
// key is in, for every schema-validated document; the misspelling is the one error, not also the
// "missing required property" it causes. The CLI's message for a config file: unknown-keys.e2e.test.ts.
import { describe, expect, it } from 'vitest';
import { validateValue } from '../../src/schemas/registry.js';

describe('unknown keys', () => {
  it('suggest the allowed key in another case, and the misspelling is the only error', () => {
    expect(
      validateValue('config', {
        suites: [{ id: 'h', benchmark: 'hurricane', input: 'a.json', groundTruth: 'gt.json' }],
      }),
    ).toEqual([
      { pointer: '/suites/0/groundTruth', message: 'unknown key "groundTruth"; did you mean "groundtruth"?' },
    ]);
  });

  it('suggest the nearest key within two edits, at any depth', () => {
    const suites = [{ id: 'h', benchmark: 'hurricane', input: 'a.json', groundtruth: 'gt.json' }];
    expect(validateValue('config', { suites, gate: { baseline: { sorce: 'file' } } })).toContainEqual({
      pointer: '/gate/baseline/sorce',
      message: 'unknown key "sorce"; did you mean "source"?',
    });
  });

  it('list the allowed keys when none is near and they are few', () => {
    const suites = [{ id: 'h', benchmark: 'hurricane', input: 'a.json', groundtruth: 'gt.json' }];
    expect(validateValue('config', { suites, unrelated: 1 })).toEqual([
      {
        pointer: '/unrelated',
        message: 'unknown key "unrelated"; allowed keys: $schema, suites, deadlineMinutes, pricing, gate',
      },
    ]);
  });

  it('say only that the key is unknown when the allowed keys are many and none is near', () => {
    const suite = { id: 't', benchmark: 'transitlm', task: 'single', input: 'a.csv', stations: 's.csv', qqqqqqq: 1 };
    expect(validateValue('config', { suites: [suite] })).toEqual([
      { pointer: '/suites/0/qqqqqqq', message: 'unknown key "qqqqqqq"' },
    ]);
  });

  it('apply to the results document too', () => {
    const problems = validateValue('results', { schemaVersion: 1, tool: {}, run: {}, suites: [], shcemaVersion: 1 });
    expect(problems).toContainEqual({
      pointer: '/shcemaVersion',
      message: expect.stringMatching(/^unknown key "shcemaVersion"; did you mean "schemaVersion"\?$/),
    });
  });

  it('a value outside an enum suggests the nearest allowed value', () => {
    const problems = validateValue('config', {
      suites: [{ id: 't', benchmark: 'transitlm', task: 'singel', input: 'a.csv', stations: 's.csv' }],
    });
    expect(problems).toContainEqual({
      pointer: '/suites/0/task',
      message: 'must be one of "single", "personalized", "diversity", "general", is "singel" (did you mean "single"?)',
    });
  });
});
