import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeShards } from '../../src/results/merge.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { runCli, tempDir } from '../helpers.js';
import { catalog } from '../catalog.js';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as ResultsDocument;
// The gate's verdict is not part of the merge: `compare` applies the gate to the merged document.
const comparable = (doc: ResultsDocument) => ({ ...doc, verdict: null, run: { ...doc.run, createdAt: null, shard: null } });

/**
 * Deep equality where non-integer numbers may differ in the last bits: shard sums add the same
 * terms in another order (floating-point addition is not associative).
 */
function expectSameDocument(actual: unknown, expected: unknown, where = ''): void {
  if (typeof expected === 'number' && typeof actual === 'number' && !Number.isInteger(expected)) {
    expect(Math.abs(actual - expected), where).toBeLessThanOrEqual(1e-12 * Math.max(1, Math.abs(expected)));
  } else if (expected !== null && typeof expected === 'object') {
    expect(typeof actual, where).toBe('object');
    expect(Object.keys(actual as object), where).toEqual(Object.keys(expected));
    for (const [k, v] of Object.entries(expected)) expectSameDocument((actual as Record<string, unknown>)[k], v, `${where}/${k}`);
  } else expect(actual, where).toEqual(expected);
}

describe('shards and merge', () => {
  it('merging the shards of the default run gives the unsharded document and items', async () => {
    const dir = tempDir();
    const whole = await runCli(['run', '--demo', '--out', 'whole/results.json', '--quiet'], { cwd: dir });
    expect(whole.code, whole.stderr).toBe(0);
    for (const i of [1, 2, 3]) {
      const part = await runCli(['run', '--demo', '--shard', `${i}/3`, '--out', `s${i}/results.json`, '--quiet'], { cwd: dir });
      expect(part.code, part.stderr).toBe(0);
    }
    const merged = await runCli(['merge', 's3/results.json', 's1/results.json', 's2/results.json', '--out', 'merged/results.json', '--quiet'], { cwd: dir });
    expect(merged.code, merged.stderr).toBe(0);
    const toStdout = await runCli(['merge', 's1/results.json', 's2/results.json', 's3/results.json', '--format', 'json'], { cwd: dir });
    expect(toStdout.code, toStdout.stderr).toBe(0);
    expect(JSON.parse(toStdout.stdout)).toEqual(read(path.join(dir, 'merged/results.json')));
    const a = read(path.join(dir, 'whole/results.json'));
    const b = read(path.join(dir, 'merged/results.json'));
    expectSameDocument(comparable(b), comparable(a));
    for (const suite of a.suites.filter((s) => s.itemsFile)) {
      const lines = (f: string) => readFileSync(f, 'utf8').split('\n').filter(Boolean).sort();
      expect(lines(path.join(dir, 'merged', suite.itemsFile!))).toEqual(lines(path.join(dir, 'whole', suite.itemsFile!)));
    }
  });

  it('refuses an incomplete or mixed set', async () => {
    const dir = tempDir();
    await runCli(['run', '--demo', '--shard', '1/2', '--out', 's1/results.json', '--quiet'], { cwd: dir });
    const r = await runCli(['merge', 's1/results.json', '--out', 'm.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/shard 2\/2 is missing/);
    const doc = read(path.join(dir, 's1/results.json'));
    const twice = mergeShards([doc, doc], catalog.find);
    expect(twice.ok).toBe(false);
    const other = mergeShards([doc, { ...doc, run: { ...doc.run, shard: { index: 2, total: 2 }, configHash: `sha256:${'0'.repeat(64)}` } }], catalog.find);
    expect(other.ok ? [] : other.diagnostics.map((d) => d.message)).toContain('document 2 has another config hash');
  });
});
