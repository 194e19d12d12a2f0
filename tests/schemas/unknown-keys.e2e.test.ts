// Unknown keys say which key was meant (issue #16 part 7), through the CLI as a process: the config
// file, line and column of the misspelt key (unknown-keys.test.ts has the schema's messages).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';

describe('unknown keys', () => {
  it('the CLI names the config file, line and column of the misspelt key, exit 2', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'out'));
    writeFileSync(
      path.join(dir, 'bench.config.json'),
      '{\n  "suites": [\n    { "id": "h", "benchmark": "hurricane", "input": "a.json", "groundTruth": "gt.json" }\n  ]\n}\n',
    );
    const r = await runCli(['run', '--config', 'bench.config.json', '--quiet'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'bench.config.json:3:78 /suites/0/groundTruth: unknown key "groundTruth"; did you mean "groundtruth"?',
    );
    expect(r.stderr).not.toContain('missing required property');
  });
});
