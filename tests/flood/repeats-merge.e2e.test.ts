// `bench-check merge` of sharded repeats and `score flood --repeats` (issue #27): merge joins the items files in repeat order, so
// the merged items file equals the unsharded run's byte for byte (apart from wall times); the document's fields are checked
// in-process (repeats-shards.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';
import type { FakeEndpoint } from './chat-server.js';
import { floodSuite, scoreInto, startModel, stopModel, writeScenario } from './repeats-helpers.js';
import { itemsWithoutWallTimes } from './wall-times.js';

let endpoint: FakeEndpoint;
let dir: string;
beforeAll(async () => {
  endpoint = await startModel({ invalid: 0.3 });
  dir = tempDir('flood-repeat-merge-');
});
afterAll(() => stopModel(endpoint));

it('merge joins the items files of --shard 1/3 … 3/3 of 5 repeats in repeat order', async () => {
  const suites = [floodSuite(endpoint, writeScenario(dir), { repeats: 5, seed: 4 })];
  await scoreInto(dir, 'whole', suites);
  for (let i = 1; i <= 3; i++) await scoreInto(dir, `shard${i}`, suites, { shard: { index: i, total: 3 } });
  const out = await runCli(['merge', 'shard1.json', 'shard2.json', 'shard3.json', '--out', 'merged.json', '--quiet'], {
    cwd: dir,
  });
  expect(out.code, out.stderr).toBe(0);
  // Apart from the wall times each run measured (wall-times.ts).
  expect(itemsWithoutWallTimes(readFileSync(path.join(dir, 'merged.flood.items.jsonl'), 'utf8'))).toBe(
    itemsWithoutWallTimes(readFileSync(path.join(dir, 'whole.flood.items.jsonl'), 'utf8')),
  );
  const merged = JSON.parse(readFileSync(path.join(dir, 'merged.json'), 'utf8')) as {
    suites: { repeats: { index: number }[] }[];
  };
  expect(merged.suites[0]!.repeats.map((r) => r.index)).toEqual([1, 2, 3, 4, 5]);
});

it('score flood --repeats N: refused with a deterministic provider (exit 2, why); with openai, N repeats', async () => {
  const refused = await runCli(['score', 'flood', '--provider', 'rule', '--repeats', '3', '--quiet'], { cwd: dir });
  expect(refused.code).toBe(2);
  expect(refused.stderr).toMatch(/--repeats: repeats: 3 cannot be used here: provider rule is deterministic/);
  const scenario = writeScenario(dir);
  const args = [
    'score',
    'flood',
    '--scenario',
    scenario,
    '--provider',
    'openai',
    '--base-url',
    endpoint.url,
    '--model',
    'm',
    '--temperature',
    '0.7',
  ];
  const ran = await runCli([...args, '--repeats', '2', '--out', 'cli.json', '--quiet'], { cwd: dir });
  expect(ran.code, ran.stderr).toBe(0);
  const doc = JSON.parse(readFileSync(path.join(dir, 'cli.json'), 'utf8')) as {
    suites: { repeats: { index: number; seed: number }[] }[];
  };
  expect(doc.suites[0]!.repeats.map((r) => r.index)).toEqual([1, 2]);
});
