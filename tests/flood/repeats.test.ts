// `repeats: N` on a live flood suite (issue #27, docs/repeats.md): each repeat samples with its own
// seed from the loopback sampling model; the world stays fixed; the same config gives the same bytes.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repeatSeed } from '../../src/results/repeats.js';
import { tempDir } from '../helpers.js';
import type { FakeEndpoint } from './chat-server.js';
import { floodSuite, scoreInto, startModel, stopModel, writeScenario } from './repeats-helpers.js';
import { itemsWithoutWallTimes, withoutWallTimes } from './wall-times.js';

let endpoint: FakeEndpoint;
let dir: string;
let scenario: string;
beforeAll(async () => {
  endpoint = await startModel({ invalid: 0.3 });
  dir = tempDir('flood-repeats-');
  scenario = writeScenario(dir);
});
afterAll(() => stopModel(endpoint));

describe('flood repeats', () => {
  it('8 repeats sample with 8 seeds (repeat 1: the suite seed) and give different answers; usage is summed', async () => {
    const doc = await scoreInto(dir, 'eight', [
      floodSuite(endpoint, scenario, { repeats: 8, seed: 5, record: 'rec.jsonl' }),
    ]);
    const suite = doc.suites[0]!;
    expect(suite.status).toBe('ok');
    const repeats = suite.repeats!;
    expect(repeats.map((r) => r.index)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(repeats.map((r) => r.seed)).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((k) => repeatSeed(5, k)));
    expect(repeats[0]!.seed).toBe(5);
    expect(new Set(repeats.map((r) => r.seed)).size).toBe(8);
    // The seeds reached the model: every request of repeat k carried repeat k's seed.
    const sent = new Set(endpoint.seen.map((s) => s.body.seed));
    for (const r of repeats) expect(sent.has(r.seed)).toBe(true);
    // Different samples: the per-repeat format round is not the same in every repeat.
    expect(new Set(repeats.map((r) => JSON.stringify(r.rounds))).size).toBeGreaterThan(1);
    // Usage summed over repeats; the mean finalScore over repeats.
    expect(suite.usage!.requests).toBe(repeats.reduce((a, r) => a + r.usage!.requests!, 0));
    expect(suite.usage!.promptTokens).toBe(repeats.reduce((a, r) => a + r.usage!.promptTokens!, 0));
    expect(suite.finalScore).toBeCloseTo(repeats.reduce((a, r) => a + r.finalScore!, 0) / 8, 10);
    expect(suite.total).toBe(repeats.reduce((a, r) => a + r.total, 0));
    // One items file with a repeat field; each repeat's own side files kept apart.
    const items = readFileSync(path.join(dir, suite.itemsFile!), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { id: string; repeat: number });
    expect(items).toHaveLength(suite.total);
    expect(new Set(items.map((i) => i.repeat))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(Object.keys(items[0]!).slice(0, 2)).toEqual(['id', 'repeat']);
    for (let k = 1; k <= 8; k++) {
      expect(existsSync(path.join(dir, `rec.r${k}.jsonl`))).toBe(true);
      expect(existsSync(path.join(dir, `eight.flood.r${k}.skill_audit.jsonl`))).toBe(true);
    }
    expect(readdirSync(dir).filter((f) => /^eight\.flood\.r\d+\.items\.jsonl$/.test(f))).toEqual([]);
  });

  it('the same config twice gives the same bytes (apart from createdAt and wall times)', async () => {
    const a = await scoreInto(dir, 'a', [floodSuite(endpoint, scenario, { repeats: 3, seed: 9 })]);
    const b = await scoreInto(dir, 'b', [floodSuite(endpoint, scenario, { repeats: 3, seed: 9 })]);
    const strip = (d: typeof a) =>
      JSON.stringify(
        withoutWallTimes({
          ...d,
          run: { ...d.run, createdAt: null },
          suites: d.suites.map((s) => ({ ...s, itemsFile: null, details: { ...s.details, auditFiles: null } })),
        }),
      );
    expect(strip(a)).toBe(strip(b));
    expect(itemsWithoutWallTimes(readFileSync(path.join(dir, 'a.flood.items.jsonl'), 'utf8'))).toBe(
      itemsWithoutWallTimes(readFileSync(path.join(dir, 'b.flood.items.jsonl'), 'utf8')),
    );
  });
});
