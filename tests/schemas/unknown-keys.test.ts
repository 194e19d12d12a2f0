// Unknown keys say which key was meant (issue #16 part 7): the nearest allowed key of the object the
// key is in, for every schema-validated document; the misspelling is the one error, not also the
// "missing required property" it causes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateValue } from '../../src/schemas/registry.js';
import { runCli, tempDir } from '../helpers.js';

describe('unknown keys', () => {
  it('suggest the allowed key in another case, and the misspelling is the only error', () => {
    expect(validateValue('config', { suites: [{ id: 'h', benchmark: 'hurricane', input: 'a.json', groundTruth: 'gt.json' }] })).toEqual([
      { pointer: '/suites/0/groundTruth', message: 'unknown key "groundTruth"; did you mean "groundtruth"?' },
    ]);
  });

  it('suggest the nearest key within two edits, at any depth', () => {
    const suites = [{ id: 'h', benchmark: 'hurricane', input: 'a.json', groundtruth: 'gt.json' }];
    expect(validateValue('config', { suites, gate: { baseline: { sorce: 'file' } } })).toContainEqual({ pointer: '/gate/baseline/sorce', message: 'unknown key "sorce"; did you mean "source"?' });
  });

  it('list the allowed keys when none is near and they are few', () => {
    const suites = [{ id: 'h', benchmark: 'hurricane', input: 'a.json', groundtruth: 'gt.json' }];
    expect(validateValue('config', { suites, unrelated: 1 })).toEqual([{ pointer: '/unrelated', message: 'unknown key "unrelated"; allowed keys: $schema, suites, deadlineMinutes, gate' }]);
  });

  it('say only that the key is unknown when the allowed keys are many and none is near', () => {
    const suite = { id: 't', benchmark: 'transitlm', task: 'single', input: 'a.csv', stations: 's.csv', qqqqqqq: 1 };
    expect(validateValue('config', { suites: [suite] })).toEqual([{ pointer: '/suites/0/qqqqqqq', message: 'unknown key "qqqqqqq"' }]);
  });

  it('apply to the results document too', () => {
    const problems = validateValue('results', { schemaVersion: 1, tool: {}, run: {}, suites: [], shcemaVersion: 1 });
    expect(problems).toContainEqual({ pointer: '/shcemaVersion', message: expect.stringMatching(/^unknown key "shcemaVersion"; did you mean "schemaVersion"\?$/) });
  });

  it('a value outside an enum suggests the nearest allowed value', () => {
    const problems = validateValue('config', { suites: [{ id: 't', benchmark: 'transitlm', task: 'singel', input: 'a.csv', stations: 's.csv' }] });
    expect(problems).toContainEqual({ pointer: '/suites/0/task', message: 'must be one of "single", "personalized", "diversity", "general", is "singel" (did you mean "single"?)' });
  });

  it('the CLI names the config file, line and column of the misspelt key, exit 2', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'out'));
    writeFileSync(path.join(dir, 'bench.config.json'), '{\n  "suites": [\n    { "id": "h", "benchmark": "hurricane", "input": "a.json", "groundTruth": "gt.json" }\n  ]\n}\n');
    const r = await runCli(['run', '--config', 'bench.config.json', '--quiet'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('bench.config.json:3:78 /suites/0/groundTruth: unknown key "groundTruth"; did you mean "groundtruth"?');
    expect(r.stderr).not.toContain('missing required property');
  });
});
