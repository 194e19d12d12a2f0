import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateValue } from '../../src/schemas/registry.js';
import { REPO_ROOT, runCli, tempDir } from '../helpers.js';

describe('npx bench-check run (the README command)', () => {
  it('scores every bundled suite and passes the gate against the committed demo baseline', async () => {
    const dir = tempDir();
    const r = await runCli(['run', '--demo', '--markdown', 'comment.md'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(path.join(dir, 'bench-results/results.json'), 'utf8'));
    expect(validateValue('results', doc)).toEqual([]);
    expect(doc.suites.map((s: { benchmark: string }) => s.benchmark).sort()).toEqual([
      'flood',
      'hurricane',
      'hurricane',
      'transitlm',
      'transitlm',
      'transitlm',
      'transitlm',
    ]);
    expect(doc.suites.every((s: { status: string }) => s.status === 'ok')).toBe(true);
    // A stale fixtures/baseline would show as a change here: rerun scripts/update-fixture-baseline.sh.
    expect(doc.verdict).toBe('pass');
    expect(r.stdout).toMatch(/final score [0-9.]+, verdict pass/);
    const comment = readFileSync(path.join(dir, 'comment.md'), 'utf8');
    expect(comment).toMatch(/bench-check: \*\*pass\*\*/);
    // Issue #16: what a reviewer reads first fits in one screen — the verdict, the baseline and one
    // overview row per suite above the first <details>; no chart outside a <details>.
    const top = comment.slice(0, comment.indexOf('<details>'));
    expect(top.split('\n').length).toBeLessThanOrEqual(20);
    expect(top).not.toContain('```mermaid');
    expect(top.match(/^\| `[^`]+` \|/gm)).toHaveLength(7);
    let open = 0;
    for (const line of comment.split('\n')) {
      open += (line.match(/<details>/g) ?? []).length - (line.match(/<\/details>/g) ?? []).length;
      if (line === '```mermaid') expect(open).toBeGreaterThan(0);
    }
  });

  it('is deterministic: the same inputs give the same bytes', async () => {
    const dir = tempDir();
    await runCli(['run', '--demo', '--out', 'a/results.json', '--quiet'], { cwd: dir });
    await runCli(['run', '--demo', '--out', 'b/results.json', '--quiet'], { cwd: dir });
    for (const f of [
      'results.json',
      'results.transit-single.items.jsonl',
      'results.flood-replay.items.jsonl',
      'results.flood-replay.skill_audit.jsonl',
    ]) {
      expect(readFileSync(path.join(dir, 'b', f), 'utf8'), f).toBe(readFileSync(path.join(dir, 'a', f), 'utf8'));
    }
  });

  it('a gate section with only limits caps the document but asks for no comparison (no baseline looked for)', async () => {
    const dir = tempDir();
    const fixtures = path.join(REPO_ROOT, 'fixtures/hurricane');
    const suites = [
      {
        id: 'h',
        benchmark: 'hurricane',
        input: path.join(fixtures, 'output.json'),
        groundtruth: path.join(fixtures, 'groundtruth.json'),
      },
    ];
    writeFileSync(path.join(dir, 'bench.config.json'), JSON.stringify({ suites, gate: { limits: { maxSuites: 5 } } }));
    const r = await runCli(['run'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(`${r.stdout}${r.stderr}`).not.toMatch(/baseline/i);
    expect(JSON.parse(readFileSync(path.join(dir, 'bench-results/results.json'), 'utf8')).verdict).toBeNull();
    writeFileSync(
      path.join(dir, 'bench.config.json'),
      JSON.stringify({ suites: [...suites, { ...suites[0], id: 'h2' }], gate: { limits: { maxSuites: 1 } } }),
    );
    const over = await runCli(['run', '--out', 'over/results.json'], { cwd: dir });
    expect(over.code).toBe(2);
    expect(over.stderr).toContain('more than the limit of 1 (gate.limits.maxSuites');
  });
});
