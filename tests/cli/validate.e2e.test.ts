import { writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli, tempDir } from '../helpers.js';

function files(entries: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(entries)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('bench-check validate', () => {
  it('checks YAML configs with line and column', async () => {
    const dir = files({ 'c.yml': 'suites:\n  - id: a\n    benchmark: hurricane\n    input: x\n' });
    const r = await runCli(['validate', 'config', 'c.yml'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('c.yml:2:5 /suites/0: missing required property "groundtruth"');
  });

  it('checks JSONL line by line', async () => {
    const dir = files({
      't.jsonl': '{"phase":"before","depart":0,"duration_min":1}\n\n{"phase":"x","depart":0,"duration_min":1}\n',
    });
    const r = await runCli(['validate', 'hurricane-trip', 't.jsonl'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^t\.jsonl:3:10 \/phase: must be one of "before", "during", "after", is "x"$/m);
  });

  it('takes a schema file: our own by path, or a foreign draft-07 one', async () => {
    const dir = files({
      'd7.json': '{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "required": ["a"]}',
      'e.json': '{}',
    });
    const foreign = await runCli(['validate', 'd7.json', 'e.json'], { cwd: dir });
    expect(foreign.code).toBe(2);
    expect(foreign.stderr).toContain('e.json:1:1: missing required property "a"');
    const own = await runCli(
      [
        'validate',
        path.join(REPO_ROOT, 'schemas/hurricane-artifact.schema.json'),
        path.join(REPO_ROOT, 'fixtures/hurricane/output.json'),
      ],
      { cwd: dir },
    );
    expect(own.code, own.stderr).toBe(0);
  });

  it('names the known schemas when given an unknown one', async () => {
    const r = await runCli(['validate', 'nosuch', 'e.json'], { cwd: tempDir() });
    expect(r.code).toBe(2);
    // Every schema of schemas/, in name order (the generated list, src/schemas/validators.d.ts).
    expect(r.stderr).toContain(
      '"nosuch" is neither a schema name (config, flood-details, flood-replay-record, flood-scenario, flood-suite, hurricane-artifact, hurricane-details, hurricane-groundtruth, hurricane-suite, hurricane-trip, imported-details, imported-suite, pr, results, skill-audit, transitlm-details, transitlm-general-route, transitlm-multi-route, transitlm-route, transitlm-suite) nor a schema file',
    );
  });
});

describe('output paths that cannot be written', () => {
  it('say so in one line with exit 2, no stack trace', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'isdir'));
    writeFileSync(path.join(dir, 'afile'), '');
    const args = [
      'score',
      'hurricane',
      '--input',
      path.join(REPO_ROOT, 'fixtures/hurricane/output.json'),
      '--groundtruth',
      path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json'),
      '--quiet',
    ];
    const isDir = await runCli([...args, '--out', 'isdir'], { cwd: dir });
    expect(isDir.code).toBe(2);
    expect(isDir.stderr.trim()).toBe(`error: cannot write ${path.join(dir, 'isdir')}: is a directory`);
    const blocked = await runCli([...args, '--markdown', 'afile/c.md'], { cwd: dir });
    expect(blocked.code).toBe(2);
    expect(blocked.stderr).toMatch(/^error: cannot write .*afile.*: /);
    expect(blocked.stderr).not.toMatch(/\n\s+at /);
  });
});
