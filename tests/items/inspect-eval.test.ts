// Inspect's `.eval` logs and epoch reducers: the committed logs written by Inspect's own code
// (tests/items/make_inspect_fixtures.py) read as Inspect reads them, every value equal to
// Inspect's figures beside them (*.expected.json); the same entries stored or deflated; damaged,
// unfinished and hostile archives (zip bombs, non-finite and deeply nested scores, prototype names).
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Suite } from '../../src/results/types.js';
import { evalEntries, pack, repack, zipOf, zstdRle } from './eval-zip.js';
import { FIXTURES, itemsOf, messages, scoreIn, tempDir } from './helpers.js';

interface Expected {
  file: string;
  samples: number;
  epochs: number;
  scores: { name: string; scorer: string; reducer: string | null; metrics: Record<string, number> }[];
  reductions: { scorer: string; reducer: string | null; values: Record<string, number | Record<string, number>> }[];
}

const INSPECT = path.join(FIXTURES, 'inspect');
const expectedOf = (name: string) =>
  JSON.parse(readFileSync(path.join(INSPECT, `${name}.expected.json`), 'utf8')) as Expected;
const details = (suite: Suite) =>
  suite.details as {
    checks: string[];
    scores: string[];
    reported: { label: string; reported: number; recomputed: number | null }[];
  };

/** Our name of a (scorer, key) under a reducer: `graded/correct`, with `[reducer]` when the scorer has several. */
function ourName(e: Expected, scorer: string, key: string, reducer: string | null): string {
  const several = new Set(e.reductions.filter((r) => r.scorer === scorer).map((r) => r.reducer)).size > 1;
  return `${scorer === key ? key : `${scorer}/${key}`}${several && reducer !== null ? `[${reducer}]` : ''}`;
}

async function scoreFixture(name: string, file: string) {
  const dir = tempDir();
  copyFileSync(path.join(INSPECT, file), path.join(dir, file));
  return { dir, suite: await scoreIn(dir, { format: 'inspect', input: file }) };
}

describe('Inspect logs written by Inspect (fixtures/items/inspect)', () => {
  for (const [name, file] of [
    ['arith-two-reducers', 'arith-two-reducers.eval'],
    ['arith-one-reducer', 'arith-one-reducer.eval'],
    ['arith-one-reducer-json', 'arith-one-reducer-json.json'],
  ] as const) {
    it(`${file}: every mean and accuracy equals Inspect's results, every item's value Inspect's reduction`, async () => {
      const expected = expectedOf(name);
      const { dir, suite } = await scoreFixture(name, file);
      expect(suite.status).toBe('ok');
      expect(messages(suite, dir)).toEqual([]);
      expect(suite.total).toBe(expected.samples / expected.epochs);
      const reported = new Map(details(suite).reported.map((r) => [r.label, r]));
      let compared = 0;
      for (const score of expected.scores)
        for (const [metric, value] of Object.entries(score.metrics)) {
          const label = `${ourName(expected, score.scorer, score.name, score.reducer)} ${metric}`;
          const ours = reported.get(label);
          expect(ours, label).toBeDefined();
          expect(ours!.reported).toBe(value);
          if (metric === 'accuracy' || metric === 'mean') {
            expect(ours!.recomputed, label).toBeCloseTo(value, 12);
            compared += 1;
          }
        }
      expect(compared).toBeGreaterThanOrEqual(4);
      // One reported row per scorer, reducer and metric: no two share a label.
      expect(reported.size).toBe(details(suite).reported.length);
      const items = new Map(itemsOf(dir, suite).map((i) => [i.id, i as unknown as Record<string, unknown>]));
      const { checks } = details(suite);
      for (const reduction of expected.reductions)
        for (const [id, value] of Object.entries(reduction.values)) {
          const values = typeof value === 'number' ? { [reduction.scorer]: value } : value;
          for (const [key, v] of Object.entries(values)) {
            const n = ourName(expected, reduction.scorer, key, reduction.reducer);
            // A check passes when Inspect's reduction is 1; a score is the reduction itself.
            expect(items.get(id)![n], `${id} ${n}`).toEqual(checks.includes(n) ? v === 1 : v);
          }
        }
    });
  }

  it('two reducers: one value per scorer and reducer, named as Inspect shows them, each its own round', async () => {
    const { suite } = await scoreFixture('arith-two-reducers', 'arith-two-reducers.eval');
    expect(details(suite).checks).toEqual([
      'match[mean]',
      'match[at_least_2]',
      'includes[mean]',
      'includes[at_least_2]',
      'graded/correct[mean]',
      'graded/correct[at_least_2]',
      'graded/brevity[at_least_2]',
    ]);
    expect(details(suite).scores).toEqual(['graded/brevity[mean]']);
    // at_least_2 passes an item right in 2 of 3 epochs; mean (as a check) only one right in all 3.
    expect(suite.rounds.find((r) => r.id === 'match[at_least_2]')).toEqual({
      id: 'match[at_least_2]',
      input: 6,
      passed: 4,
    });
    expect(suite.rounds.find((r) => r.id === 'match[mean]')).toEqual({ id: 'match[mean]', input: 6, passed: 2 });
  });

  it('the .eval and the JSON log of the same eval give the same suite', async () => {
    const a = await scoreFixture('arith-one-reducer', 'arith-one-reducer.eval');
    const b = await scoreFixture('arith-one-reducer-json', 'arith-one-reducer-json.json');
    expect(a.suite.rounds).toEqual(b.suite.rounds);
    // Two runs of one eval (--log-format eval, then json): the same scores; the samples' times are each run's own.
    const timed = new Set(['latency_p50', 'latency_p95']);
    const untimed = (m: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(m).filter(([k]) => !timed.has(k)));
    expect(untimed(a.suite.metrics)).toEqual(untimed(b.suite.metrics));
    expect(Object.keys(a.suite.metrics)).toEqual(Object.keys(b.suite.metrics));
    expect(details(a.suite).reported).toEqual(details(b.suite).reported);
    // The .eval reader keeps each sample's input, target and output (the messages and events dropped):
    // the items files' detail is the same as the JSON log's.
    const withoutUsage = (items: Record<string, unknown>[]) => items.map(({ usage: _, ...rest }) => rest);
    const itemsA = itemsOf(a.dir, a.suite);
    expect(withoutUsage(itemsA)).toEqual(withoutUsage(itemsOf(b.dir, b.suite)));
    expect(itemsA.find((i) => i.id === 'q3')).toMatchObject({
      detail: { input: 'question 3', target: '9', output: '2', 'explanation, match': '2' },
    });
  });

  it('the same entries stored or deflated (older Inspect versions) read the same', async () => {
    const { suite: zstd } = await scoreFixture('arith-two-reducers', 'arith-two-reducers.eval');
    for (const method of [0, 8] as const) {
      const dir = tempDir();
      writeFileSync(path.join(dir, 'log.eval'), repack(path.join(INSPECT, 'arith-two-reducers.eval'), method));
      const suite = await scoreIn(dir, { format: 'inspect', input: 'log.eval' });
      expect(suite.status).toBe('ok');
      expect(suite.rounds).toEqual(zstd.rounds);
      expect(suite.metrics).toEqual(zstd.metrics);
    }
  });

  it('two reducers that differ from the items: two warnings, each naming its reducer', async () => {
    const dir = tempDir();
    const changed = repack(path.join(INSPECT, 'arith-two-reducers.eval'), 93, (name, text) => {
      if (name !== 'header.json') return text;
      const header = JSON.parse(text) as {
        results: { scores: { name: string; metrics: Record<string, { value: number }> }[] };
      };
      for (const s of header.results.scores) if (s.name === 'match') s.metrics.accuracy!.value = 0.5;
      return JSON.stringify(header);
    });
    writeFileSync(path.join(dir, 'log.eval'), changed);
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.eval' });
    expect(messages(suite, dir, 'warning')).toEqual([
      'log.eval [match[mean] accuracy]: inspect reported match[mean] accuracy = 0.5; recomputed from the items: 0.611111111111111',
      'log.eval [match[at_least_2] accuracy]: inspect reported match[at_least_2] accuracy = 0.5; recomputed from the items: 0.6666666666666666',
    ]);
  });
  it('a sample logged again (a second entry of the same name) is read as Inspect reads it: the last one', async () => {
    const dir = tempDir();
    const entries = [...evalEntries(path.join(INSPECT, 'arith-one-reducer.eval'))]
      .filter(([name]) => name === 'header.json')
      .map(([name, data]) => pack(name, data, 93));
    const sample = (value: string) => `{"id":"q1","epoch":1,"scores":{"match":{"value":"${value}"}}}`;
    entries.push(pack('samples/q1_epoch_1.json', sample('I'), 93), pack('samples/q1_epoch_1.json', sample('C'), 93));
    writeFileSync(path.join(dir, 'log.eval'), zipOf(entries));
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.eval' });
    expect(suite.rounds).toEqual([{ id: 'match', input: 1, passed: 1 }]);
    expect(suite.counts).toMatchObject({ items: 1, bad_records: 0 });
  });
});

describe('Inspect .eval logs that cannot be used', () => {
  const twoReducers = path.join(INSPECT, 'arith-two-reducers.eval');

  it('a log still running (no header.json, only the journal) is an error: the eval did not finish', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'log.eval'),
      repack(twoReducers, 93, (n, t) => (n === 'header.json' ? null : t)),
    );
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.eval' });
    expect(suite.status).toBe('error');
    expect(messages(suite, dir)).toEqual(['log.eval [status] /status: the eval did not finish: status "started"']);
  });

  it('a truncated archive is an error naming the file, not a crash', async () => {
    const dir = tempDir();
    const bytes = readFileSync(twoReducers);
    writeFileSync(path.join(dir, 'log.eval'), bytes.subarray(0, bytes.length - 100));
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.eval' });
    expect(suite.status).toBe('error');
    expect(messages(suite, dir)).toEqual([
      'log.eval: not a readable Inspect .eval log: the archive: not a zip archive (no end-of-central-directory record) (rule: not-a-zip)',
    ]);
  });

  it('a sample entry that is not JSON is one bad record; the other samples are scored', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'log.eval'),
      repack(twoReducers, 93, (n, t) => (n === 'samples/3_epoch_2.json' ? t.slice(0, 40) : t)),
    );
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.eval' });
    expect(suite.status).toBe('ok');
    expect(suite.counts).toMatchObject({ items: 6, bad_records: 1 });
    expect(messages(suite, dir)).toEqual(['log.eval /samples/17: archive entry "samples/3_epoch_2.json": not JSON']);
  });
});

describe('hostile Inspect files end fast, bounded, and the run goes on', () => {
  /** The committed log's header.json (written by Inspect), packed again. */
  const header = () =>
    pack('header.json', evalEntries(path.join(INSPECT, 'arith-one-reducer.eval')).get('header.json')!, 93);
  /** A .eval of the committed log's header with one sample entry given as packed bytes. */
  function withSample(entry: ReturnType<typeof pack>): Uint8Array {
    return zipOf([header(), entry]);
  }
  const sample = (scores: string) => `{"id":1,"epoch":1,"scores":${scores}}`;

  async function timed(bytes: Uint8Array) {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'log.eval'), bytes);
    const rss = process.memoryUsage().rss;
    const start = Date.now();
    const suite = await scoreIn(dir, { format: 'inspect', input: 'log.eval' });
    return { suite, dir, ms: Date.now() - start, grown: process.memoryUsage().rss - rss };
  }

  it('a zstd bomb (9 KB that decodes to 256 MiB, declared 1 KiB) is refused within the declared size', async () => {
    const bomb = zstdRle(0x20, 2048);
    const entry = { name: 'samples/1_epoch_1.json', data: bomb, method: 93, size: 1024, crc: 0 };
    const { suite, dir, ms, grown } = await timed(withSample(entry));
    expect(bomb.length).toBeLessThan(100_000);
    expect(suite.status).toBe('error');
    // Decoded into the 1 KiB it declares, never more: the rest is cut, so its CRC-32 cannot match.
    expect(messages(suite, dir)).toEqual([
      'log.eval [samples]: archive entry "samples/1_epoch_1.json": its CRC-32 does not match its data (rule: checksum)',
    ]);
    expect(ms).toBeLessThan(20_000);
    expect(grown).toBeLessThan(1 << 30);
  });

  it('entries that declare more than 100 times the file (at least 32 MiB) are refused before decoding', async () => {
    const bomb = zstdRle(0x20, 512);
    const entry = { name: 'samples/1_epoch_1.json', data: bomb, method: 93, size: 64 << 20, crc: 0 };
    const { suite, dir, ms } = await timed(withSample(entry));
    expect(suite.status).toBe('error');
    expect(messages(suite, dir).join('\n')).toMatch(/declares 67108864 bytes, more than the limit of 33554432/);
    expect(ms).toBeLessThan(20_000);
  });

  it('a score "1e309" counts as 0 as Inspect counts it; a number 1e309 (Infinity) is a bad value of its item', async () => {
    const entries = [
      pack('samples/1_epoch_1.json', sample('{"s":{"value":"1e309"},"r":{"value":0.5}}'), 93),
      pack('samples/2_epoch_1.json', sample('{"s":{"value":2},"r":{"value":1e309}}').replace('"id":1', '"id":2'), 93),
    ];
    const { suite, dir } = await timed(zipOf([header(), ...entries]));
    expect(suite.status).toBe('ok');
    expect(suite.errors).toBe(1);
    expect(suite.metrics.s).toMatchObject({ value: 1, count: 2 });
    expect(suite.metrics.r).toMatchObject({ value: 0.5, count: 1 });
    expect(messages(suite, dir, 'warning')).toEqual([
      'log.eval [s]: 1 value(s) of s are not a grade or a number: counted as 0, as Inspect does',
      'log.eval [r]: 1 value(s) of r are not finite numbers (NaN, Infinity): bad values, left out of r and counted as errors',
    ]);
  });

  it('a dict score nested 100 deep is left out; one nested 20 000 deep in a .eval is one bad sample; never a stack overflow', async () => {
    const nested = (n: number) => `${'{"k":'.repeat(n)}1${'}'.repeat(n)}`;
    const log = JSON.parse(readFileSync(path.join(INSPECT, 'arith-one-reducer-json.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const text = JSON.stringify({
      ...log,
      reductions: [],
      samples: [{ id: 1, epoch: 1, scores: { ok: { value: 'C' }, deep: { value: 0 } } }],
    });
    const dir = tempDir();
    writeFileSync(path.join(dir, 'log.json'), text.replace('"deep":{"value":0}', `"deep":{"value":${nested(100)}}`));
    const json = await scoreIn(dir, { format: 'inspect', input: 'log.json' });
    expect(json.status).toBe('ok');
    expect(json.rounds).toEqual([{ id: 'ok', input: 1, passed: 1 }]);
    expect((json.details as { excluded: Record<string, string> }).excluded).toEqual({
      [`deep${'/k'.repeat(15)}`]: 'a dict nested more than 16 levels deep',
    });
    const good = pack('samples/2_epoch_1.json', sample('{"ok":{"value":"C"}}').replace('"id":1', '"id":2'), 93);
    const bad = pack('samples/1_epoch_1.json', sample(`{"deep":{"value":${nested(20_000)}}}`), 93);
    const { suite, dir: d2 } = await timed(zipOf([header(), good, bad]));
    expect(suite.status).toBe('ok');
    expect(suite.rounds).toEqual([{ id: 'ok', input: 1, passed: 1 }]);
    expect(suite.counts).toMatchObject({ bad_records: 1 });
    expect(messages(suite, d2).join('\n')).toContain('nested more than 256 levels deep');
  });

  it('scorers named __proto__ and constructor keep their values; a score "constructor" is not a grade', async () => {
    const entries = [1, 2].map((id) =>
      pack(
        `samples/${id}_epoch_1.json`,
        `{"id":${id},"epoch":1,"scores":{"__proto__":{"value":"C"},"constructor":{"value":"${id === 1 ? 'I' : 'C'}"},"toString":{"value":"constructor"}}}`,
        93,
      ),
    );
    const { suite, dir } = await timed(zipOf([header(), ...entries]));
    expect(suite.rounds).toEqual([
      { id: '__proto__', input: 2, passed: 2 },
      { id: 'constructor', input: 2, passed: 1 },
      { id: 'toString', input: 2, passed: 0 },
    ]);
    const items = itemsOf(dir, suite).map((i) => JSON.parse(JSON.stringify(i)) as Record<string, unknown>);
    expect(Object.hasOwn(items[0]!, '__proto__')).toBe(true);
    expect(items[0]!.constructor).toBe(false);
    expect(messages(suite, dir, 'warning')).toEqual([
      'log.eval [toString]: 2 value(s) of toString are not a grade or a number: counted as 0, as Inspect does',
    ]);
  });
});
