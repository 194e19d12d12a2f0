// Sharded repeats (issue #27, docs/repeats.md "Shards"): `--shard 1/4 … 4/4` of a suite with 8
// repeats merged (mergeShards, and `merge`'s items) equal the unsharded run byte for byte apart
// from run.createdAt, run.shard, the file names of the side files (itemsFile, details.auditFiles)
// and the wall times each run measured (wall-times.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeShards } from '../../src/results/merge.js';
import { combineRepeats, repeatInShard, repeatPart, repeatSeed } from '../../src/results/repeats.js';
import { emptySuite } from '../../src/results/suite.js';
import type { ResultsDocument, Suite } from '../../src/results/types.js';
import { tempDir } from '../helpers.js';
import type { FakeEndpoint } from './chat-server.js';
import { catalog, floodSuite, scoreInto, startModel, stopModel, writeScenario } from './repeats-helpers.js';
import { withoutWallTimes } from './wall-times.js';
import { recomputeUsage } from '../../src/results/usage.js';

let endpoint: FakeEndpoint;
let dir: string;
let scenario: string;
beforeAll(async () => {
  endpoint = await startModel({ invalid: 0.3 });
  dir = tempDir('flood-repeat-shards-');
  scenario = writeScenario(dir);
});
afterAll(() => stopModel(endpoint));

const comparable = (doc: ResultsDocument) =>
  JSON.stringify(
    withoutWallTimes({
      ...doc,
      run: { ...doc.run, createdAt: null, shard: null },
      suites: doc.suites.map((s) => ({ ...s, itemsFile: null, details: { ...s.details, auditFiles: null } })),
    }),
    null,
    2,
  );

describe('repeat seeds and shards', () => {
  it('repeat 1 keeps the seed; repeat k is sha256("<seed>:<k>")[0..4] & 0x7fffffff, whatever N', () => {
    expect(repeatSeed(42, 1)).toBe(42);
    expect(repeatSeed(42, 2)).toBe(createHash('sha256').update('42:2').digest().readUInt32BE(0) & 0x7fffffff);
    expect(repeatSeed(42, 3)).not.toBe(repeatSeed(42, 2));
    expect([1, 2, 3, 4, 5, 6, 7, 8].filter((k) => repeatInShard(k, { index: 2, total: 4 }))).toEqual([2, 6]);
  });

  it('a repeat in error makes the suite an error; values are means of non-null values, counts pooled', () => {
    const one = (k: number, value: number | null, status: Suite['status'] = 'ok'): Suite => {
      const s = emptySuite({ id: 's', benchmark: 'b' }, status);
      s.total = 10;
      s.rounds = [{ id: 'r', input: 10, passed: k }];
      s.metrics = { m: { value, direction: 'higher', sum: value ?? 0, count: value === null ? 0 : 1 } };
      s.finalScore = value === null ? null : value * 100;
      s.diagnostics = [
        {
          severity: 'warning',
          code: 'w',
          file: null,
          line: null,
          row: null,
          field: null,
          column: null,
          pointer: null,
          item: null,
          message: 'x',
        },
      ];
      return repeatPart(s, { index: k });
    };
    const combined = combineRepeats([one(2, 0.5), one(1, 0.25), one(3, null)]);
    expect(combined.repeats!.map((r) => r.index)).toEqual([1, 2, 3]);
    expect(combined.metrics.m).toEqual({ value: 0.375, direction: 'higher', sum: 0.75, count: 2 });
    expect(combined.finalScore).toBe(37.5);
    expect(combined.rounds).toEqual([{ id: 'r', input: 30, passed: 6 }]);
    expect(combined.total).toBe(30);
    expect(combined.status).toBe('ok');
    expect(combined.diagnostics.map((d) => d.message)).toEqual(['repeat 1: x', 'repeat 2: x', 'repeat 3: x']);
    expect(combineRepeats([one(1, 0.5), one(2, 0.5, 'error')]).status).toBe('error');
  });

  it('--shard 1/4 … 4/4 of 8 repeats, merged, equal the unsharded run (the items files: repeats-merge.e2e.test.ts)', async () => {
    const suites = [floodSuite(endpoint, scenario, { repeats: 8, seed: 3 })];
    const whole = await scoreInto(dir, 'whole', suites);
    const shards: ResultsDocument[] = [];
    for (let i = 1; i <= 4; i++)
      shards.push(await scoreInto(dir, `shard${i}`, suites, { shard: { index: i, total: 4 } }));
    expect(shards.map((d) => d.suites[0]!.repeats!.map((r) => r.index))).toEqual([
      [1, 5],
      [2, 6],
      [3, 7],
      [4, 8],
    ]);
    const merged = mergeShards(shards, catalog.find);
    if (!merged.ok) throw new Error(JSON.stringify(merged.diagnostics));
    // The per-item figures of usage come from the shards' items files, as `merge` reads them.
    const suite = merged.value.suites[0]!;
    const itemsFiles = shards.map((d) => path.join(dir, d.suites[0]!.itemsFile!));
    await recomputeUsage(
      suite,
      itemsFiles,
      shards.map((d) => d.suites[0]!.usage),
    );
    expect(comparable(merged.value)).toBe(comparable(whole));
  });

  it('a shard set that lost a repeat is refused', () => {
    const shards = [1, 2].map(
      (i) => JSON.parse(readFileSync(path.join(dir, `shard${i}.json`), 'utf8')) as ResultsDocument,
    );
    for (const d of shards) d.run.shard = { index: d.run.shard!.index, total: 2 };
    const merged = mergeShards(shards, catalog.find);
    expect(merged.ok).toBe(false);
    if (!merged.ok) expect(merged.diagnostics[0]!.message).toMatch(/repeats 1, 2, 5, 6, not 1 to 4/);
  });
});
