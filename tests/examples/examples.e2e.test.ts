// Every example config (examples/*.config.*, shown in README.md and docs/; examples.test.ts checks
// the snippets and validates the configs) runs with `bench-check run` on the bundled fixtures: the
// CLI as a process, as in the other end-to-end tests (`npm run test:dist` runs it against dist/ too).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleConfigFiles, loadConfigFile } from '../../scripts/docs.js';
import { validateValue } from '../../src/schemas/registry.js';
import { REPO_ROOT, runCli, tempDir } from '../helpers.js';

const CONFIGS = exampleConfigFiles();

describe.each(CONFIGS)('%s', (file) => {
  it('runs with bench-check run on the bundled fixtures: exit 0, every suite ok, a valid results document', async () => {
    const dir = tempDir('bench-check-example-');
    const r = await runCli(['run', '--config', path.join(REPO_ROOT, file), '--out', 'out/results.json', '--quiet'], { cwd: dir });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(path.join(dir, 'out/results.json'), 'utf8')) as { verdict: string | null; suites: { id: string; status: string }[] };
    expect(validateValue('results', doc)).toEqual([]);
    const config = loadConfigFile(file) as { suites: { id: string }[]; gate?: unknown };
    expect(doc.suites.map((s) => s.id)).toEqual(config.suites.map((s) => s.id));
    for (const s of doc.suites) expect(s.status, s.id).toBe('ok');
    // With a gate: compared (pass/warn) or, for the first run of a project, no baseline yet.
    if (config.gate !== undefined) expect(['pass', 'warn', 'no-baseline']).toContain(doc.verdict);
  });
});
