import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mergeShards } from '../../src/results/merge.js';
import { diagnostic } from '../../src/core/diagnostics.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { runCli, tempDir } from '../helpers.js';
import { catalog } from '../catalog.js';

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as ResultsDocument;
// The gate's verdict is not part of the merge: `compare` applies the gate to the merged document.
const comparable = (doc: ResultsDocument) => ({
  ...doc,
  verdict: null,
  run: { ...doc.run, createdAt: null, shard: null },
});

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
    for (const [k, v] of Object.entries(expected))
      expectSameDocument((actual as Record<string, unknown>)[k], v, `${where}/${k}`);
  } else expect(actual, where).toEqual(expected);
}

describe('shards and merge', () => {
  it('merging the shards of the default run gives the unsharded document and items', async () => {
    const dir = tempDir();
    const whole = await runCli(['run', '--demo', '--out', 'whole/results.json', '--quiet'], { cwd: dir });
    expect(whole.code, whole.stderr).toBe(0);
    for (const i of [1, 2, 3]) {
      const part = await runCli(['run', '--demo', '--shard', `${i}/3`, '--out', `s${i}/results.json`, '--quiet'], {
        cwd: dir,
      });
      expect(part.code, part.stderr).toBe(0);
    }
    const merged = await runCli(
      ['merge', 's3/results.json', 's1/results.json', 's2/results.json', '--out', 'merged/results.json', '--quiet'],
      { cwd: dir },
    );
    expect(merged.code, merged.stderr).toBe(0);
    const toStdout = await runCli(
      ['merge', 's1/results.json', 's2/results.json', 's3/results.json', '--format', 'json'],
      { cwd: dir },
    );
    expect(toStdout.code, toStdout.stderr).toBe(0);
    expect(JSON.parse(toStdout.stdout)).toEqual(read(path.join(dir, 'merged/results.json')));
    const a = read(path.join(dir, 'whole/results.json'));
    const b = read(path.join(dir, 'merged/results.json'));
    expectSameDocument(comparable(b), comparable(a));
    for (const suite of a.suites.filter((s) => s.itemsFile)) {
      const lines = (f: string) => readFileSync(f, 'utf8').split('\n').filter(Boolean).sort();
      expect(lines(path.join(dir, 'merged', suite.itemsFile!))).toEqual(
        lines(path.join(dir, 'whole', suite.itemsFile!)),
      );
    }
  });

  it('a whole run and three shards written into one folder lose nothing and merge into the unsharded run (issue #23)', async () => {
    const dir = tempDir();
    const whole = await runCli(['run', '--demo', '--out', 'out/results.json', '--quiet'], { cwd: dir });
    expect(whole.code, whole.stderr).toBe(0);
    const items = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    const before = Object.fromEntries(
      read(path.join(dir, 'out/results.json'))
        .suites.filter((s) => s.itemsFile)
        .map((s) => [s.itemsFile!, items(`out/${s.itemsFile}`)]),
    );
    for (const i of [1, 2, 3]) {
      const part = await runCli(['run', '--demo', '--shard', `${i}/3`, '--out', `out/shard-${i}.json`, '--quiet'], {
        cwd: dir,
      });
      expect(part.code, part.stderr).toBe(0);
      // Each document names its own items files.
      for (const s of read(path.join(dir, `out/shard-${i}.json`)).suites)
        if (s.itemsFile) expect(s.itemsFile.startsWith(`shard-${i}.`)).toBe(true);
    }
    // The whole run's items files are untouched by the shards beside it.
    for (const [name, text] of Object.entries(before)) expect(items(`out/${name}`), name).toBe(text);
    // Merged into the same folder: the shards' items files are inputs and stay as they were.
    const shardItems = readFileSync(path.join(dir, 'out/shard-1.transit-single.items.jsonl'), 'utf8');
    const merged = await runCli(
      ['merge', 'out/shard-1.json', 'out/shard-2.json', 'out/shard-3.json', '--out', 'out/merged.json', '--quiet'],
      { cwd: dir },
    );
    expect(merged.code, merged.stderr).toBe(0);
    expect(readFileSync(path.join(dir, 'out/shard-1.transit-single.items.jsonl'), 'utf8')).toBe(shardItems);
    const a = read(path.join(dir, 'out/results.json'));
    const b = read(path.join(dir, 'out/merged.json'));
    // Side-file names differ by their document's name (the unsplit flood suite keeps shard 1's audit logs).
    const named = (doc: ResultsDocument) =>
      JSON.parse(
        JSON.stringify(comparable(doc)).replace(/"(?:results|merged|shard-\d)\.([^"]*\.jsonl)"/g, '"$1"'),
      ) as unknown;
    expectSameDocument(named(b), named(a));
    for (const suite of b.suites.filter((s) => s.itemsFile)) {
      const lines = (text: string) => text.split('\n').filter(Boolean).sort();
      expect(lines(items(`out/${suite.itemsFile}`))).toEqual(
        lines(before[suite.itemsFile!.replace(/^merged\./, 'results.')]!),
      );
    }
    // --out onto a shard is refused before anything is written.
    const onto = await runCli(
      ['merge', 'out/shard-1.json', 'out/shard-2.json', 'out/shard-3.json', '--out', 'out/shard-2.json'],
      { cwd: dir },
    );
    expect(onto.code).toBe(2);
    expect(onto.stderr).toMatch(/--out out\/shard-2\.json is one of the shards being merged/);
  });

  it('names the cause when an items file does not belong to its document, and writes nothing', async () => {
    const dir = tempDir();
    for (const i of [1, 2])
      await runCli(['run', '--demo', '--shard', `${i}/2`, '--out', `s${i}/results.json`, '--quiet'], { cwd: dir });
    // An older bench-check wrote both shards' items files under one name: shard 2's replaced shard 1's.
    const shared = (i: number) => {
      const file = path.join(dir, `s${i}/results.json`);
      const doc = read(file);
      for (const s of doc.suites) if (s.itemsFile) s.itemsFile = `../shared/${s.id}.items.jsonl`;
      writeFileSync(file, JSON.stringify(doc));
      return doc;
    };
    mkdirSync(path.join(dir, 'shared'));
    shared(1);
    const two = shared(2);
    for (const s of two.suites)
      if (s.itemsFile)
        copyFileSync(path.join(dir, `s2/results.${s.id}.items.jsonl`), path.join(dir, 'shared', `${s.id}.items.jsonl`));
    const r = await runCli(['merge', 's1/results.json', 's2/results.json', '--out', 'm/results.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /shared\/transit-single\.items\.jsonl holds \d+ items, but suite transit-single of s1\/results\.json scored \d+: the file does not belong to that document/,
    );
    expect(r.stderr).not.toMatch(/is in shards/);
    expect(existsSync(path.join(dir, 'm/results.json'))).toBe(false);
    expect(readdirSync(path.join(dir, 'm')).filter((f) => f.endsWith('.jsonl'))).toEqual([]);
  });

  it('refuses a shard over the results limits, naming it and the limit, and writes nothing', async () => {
    const dir = tempDir();
    for (const k of [1, 2])
      await runCli(['run', '--demo', '--shard', `${k}/2`, '--out', `s${k}/results.json`, '--quiet'], { cwd: dir });
    const shard = read(path.join(dir, 's2/results.json'));
    shard.suites[0]!.diagnostics.push(diagnostic({ severity: 'warning', code: 'note', message: 'x'.repeat(100_001) }));
    writeFileSync(path.join(dir, 's2/results.json'), JSON.stringify(shard));
    const r = await runCli(['merge', 's1/results.json', 's2/results.json', '--out', 'm.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /s2\/results\.json.*a string of 100 001 characters, more than the limit of 100 000 characters/,
    );
    expect(existsSync(path.join(dir, 'm.json'))).toBe(false);
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
    const other = mergeShards(
      [doc, { ...doc, run: { ...doc.run, shard: { index: 2, total: 2 }, configHash: `sha256:${'0'.repeat(64)}` } }],
      catalog.find,
    );
    expect(other.ok ? [] : other.diagnostics.map((d) => d.message)).toContain('document 2 has another config hash');
  });
});
