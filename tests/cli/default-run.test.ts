import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateValue } from '../../src/schemas/registry.js';
import { runCli, tempDir } from '../helpers.js';

describe('npx bench-check run (the README command)', () => {
  it('scores every bundled suite and passes the gate against the committed demo baseline', async () => {
    const dir = tempDir();
    const r = await runCli(['run', '--markdown', 'comment.md'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(path.join(dir, 'bench-results/results.json'), 'utf8'));
    expect(validateValue('results', doc)).toEqual([]);
    expect(doc.suites.map((s: { benchmark: string }) => s.benchmark).sort()).toEqual(['flood', 'hurricane', 'hurricane', 'transitlm', 'transitlm', 'transitlm', 'transitlm']);
    expect(doc.suites.every((s: { status: string }) => s.status === 'ok')).toBe(true);
    // A stale fixtures/baseline would show as a change here: rerun scripts/update-fixture-baseline.sh.
    expect(doc.verdict).toBe('pass');
    expect(r.stdout).toMatch(/final score [0-9.]+, verdict pass/);
    expect(readFileSync(path.join(dir, 'comment.md'), 'utf8')).toMatch(/bench-check: \*\*pass\*\*/);
  });

  it('is deterministic: the same inputs give the same bytes', async () => {
    const dir = tempDir();
    await runCli(['run', '--out', 'a/results.json', '--quiet'], { cwd: dir });
    await runCli(['run', '--out', 'b/results.json', '--quiet'], { cwd: dir });
    for (const f of ['results.json', 'transit-single.items.jsonl', 'flood-replay.items.jsonl', 'flood-replay.skill_audit.jsonl']) {
      expect(readFileSync(path.join(dir, 'b', f), 'utf8'), f).toBe(readFileSync(path.join(dir, 'a', f), 'utf8'));
    }
  });
});
