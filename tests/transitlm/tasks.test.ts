import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import { toMarkdown } from '../../src/core/doc.js';
import type { Suite } from '../../src/results/types.js';
import { tempDir } from '../helpers.js';
import { context, FIXTURES } from './support.js';
import type { TransitSuiteConfig, TransitTask } from '../../src/benchmarks/transitlm/input/options.js';

/** Where a suite is scored: its files' folder, the items folder (null: none) and the shard (null: the whole run). */
interface ScoreWhere {
  baseDir?: string;
  outDir?: string | null;
  shard?: { index: number; total: number } | null;
}

function score(
  task: TransitTask,
  input: TransitSuiteConfig['input'],
  extra: Partial<TransitSuiteConfig> = {},
  { baseDir = FIXTURES, outDir = null, shard = null }: ScoreWhere = {},
): Promise<Suite> {
  return transitlmBenchmark.score(
    { id: `t-${task}`, benchmark: 'transitlm', task, input, stations: 'stations.csv', ...extra },
    context(baseDir, outDir, shard),
  );
}

const rounds = (s: Suite) => Object.fromEntries(s.rounds.map((r) => [r.id, [r.passed, r.input]]));

/** A temp dir holding the fixture station file and the given CSV text. */
function withCsv(text: string | Buffer, stations?: string): string {
  const dir = tempDir('transitlm-task-');
  writeFileSync(path.join(dir, 'stations.csv'), stations ?? readFileSync(path.join(FIXTURES, 'stations.csv')));
  writeFileSync(path.join(dir, 'in.csv'), text);
  return dir;
}

const fixtureRow = (i: number) => readFileSync(path.join(FIXTURES, 'single.csv'), 'utf8').split('\n')[i]!;
const HEADER = 'index_id,sft_prompt,sft_label,generate_results';

describe('fixtures (hand-checked funnels)', () => {
  it('single: 8 rows, one JSON error, reversed and unknown-station routes unreachable', async () => {
    const out = tempDir('transitlm-items-');
    const s = await score('single', 'single.csv', {}, { outDir: out });
    expect(s.status).toBe('ok');
    expect([s.total, s.errors, s.finalScore]).toEqual([8, 1, 25]);
    expect(rounds(s)).toEqual({
      reachability: [5, 8],
      station_grounding: [5, 5],
      distance_plausibility: [4, 5],
      iou: [3, 5],
      accuracy: [2, 3],
    });
    expect(s.metrics.station_iou_mean).toMatchObject({ value: 0.96, sum: 4.8, count: 5, direction: 'higher' });
    expect(s.metrics.time_mape?.unit).toBe('%');
    const items = readFileSync(path.join(out, s.itemsFile!), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(items).toHaveLength(8);
    expect(items[2]).toEqual({
      id: 'fx-s-03',
      reachability: false,
      station_grounding: null,
      distance_plausibility: null,
      iou: null,
      accuracy: null,
      reason: 'unreachable: station t-L1-04 → t-L1-03 not connected',
      // Where it left the funnel and the route as the row gives it (docs/transitlm.md "Items").
      detail: {
        funnel: 'left at Round 1 · Reachability',
        stops: '5 stops: t-L1-04 → t-L1-03 → t-L1-02 → t-L1-01 → t-L1-00',
        lines: '1 line: 地铁1号线(甲--乙)',
        totals: 'distance 4.2公里 · time 15分钟 · fare 3',
        transfers: 'start 步行 · end 步行 300米',
      },
    });
    expect(items[6]).toMatchObject({ id: 'fx-s-07', reachability: false, accuracy: null });
    expect(items[6].reason).toMatch(/^error: invalid JSON/);
    const err = s.diagnostics.find((d) => d.severity === 'error')!;
    // Located in the file: line 8, column 550 is the cell's closing quote (the JSON ends too early),
    // column 525 the '[' left open.
    expect(err).toMatchObject({
      code: 'invalid-json',
      line: 8,
      column: 550,
      row: 7,
      field: 'generate_results',
      item: 'fx-s-07',
      file: expect.stringMatching(/single\.csv$/),
    });
    expect(fixtureRow(7)[549]).toBe('"');
    expect(fixtureRow(7)[524]).toBe('[');
    // The item's reason is Python's text (parity); the diagnostic leads with plain words and keeps
    // Python's text as its detail.
    expect(items[6].reason).toBe("error: invalid JSON: Expecting ',' delimiter: line 1 column 71 (char 70)");
    expect(err.message).toBe(
      "the cell is not valid JSON: unexpected end of the cell ('[' opened at 8:525 is not closed)",
    );
    expect(err.detail).toBe("Python: Expecting ',' delimiter: line 1 column 71 (char 70)");
    expect(s.diagnostics.filter((d) => d.detail !== undefined)).toHaveLength(1);
  });

  it("a value of the wrong type: plain words, Python's text as the detail, no schema warning restating it", async () => {
    // line_sequence of generate_results (the last cell) becomes 7
    const row = fixtureRow(1);
    const k = row.lastIndexOf('""line_sequence"": [');
    const dir = withCsv(`${HEADER}\n${row.slice(0, k)}""line_sequence"": 7${row.slice(row.indexOf(']', k) + 1)}\n`);
    const out = tempDir('transitlm-items-');
    const s = await score('single', 'in.csv', {}, { baseDir: dir, outDir: out });
    const items = readFileSync(path.join(out, s.itemsFile!), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const errors = s.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      field: 'generate_results',
      pointer: '/line_sequence',
      message: 'must be a list, is an integer',
      detail: "Python: 'int' object is not iterable",
    });
    expect(items[0].reason).toBe("error: 'int' object is not iterable");
    expect(s.diagnostics.filter((d) => d.severity === 'warning' && d.pointer === '/line_sequence')).toEqual([]);
  });

  it('personalized: preference round over non-error rows, per-type compliance and final_passed', async () => {
    const s = await score('personalized', 'personalized.csv');
    expect(rounds(s)).toEqual({
      reachability: [6, 6],
      station_grounding: [6, 6],
      distance_plausibility: [6, 6],
      iou: [6, 6],
      accuracy: [5, 6],
      preference: [3, 6],
    });
    expect(s.counts).toEqual({ final_passed: 3 });
    expect(s.finalScore).toBe(50);
    expect(s.metrics.label_preference_compliance).toMatchObject({ passed: 5, input: 6 });
    expect(
      ['2', '5', '7', '8'].map((t) => [
        s.metrics[`preference_compliance_req${t}`]?.passed,
        s.metrics[`preference_compliance_req${t}`]?.input,
      ]),
    ).toEqual([
      [0, 1],
      [0, 1],
      [1, 1],
      [1, 2],
    ]);
    expect(s.metrics.distance_mape).toBeUndefined();
    expect(transitlmBenchmark.finalScoreOf!(s)).toBe(50);
  });

  it('diversity: best match from second, no-valid-route error, RD and per-route metrics', async () => {
    const s = await score('diversity', 'diversity.csv');
    expect([s.total, s.errors, s.counts?.valid]).toEqual([5, 1, 4]);
    expect(rounds(s)).toEqual({
      reachability: [3, 4],
      station_grounding: [3, 3],
      distance_plausibility: [2, 3],
      iou: [3, 3],
      accuracy: [3, 3],
    });
    expect([
      s.metrics.best_match_first?.value,
      s.metrics.best_match_second?.value,
      s.metrics.best_match_third?.value,
    ]).toEqual([2, 1, 0]);
    expect(s.metrics.route_reachable_first).toMatchObject({ passed: 3, input: 4 });
    expect(s.metrics.all_routes_reachable).toMatchObject({ passed: 3, input: 4 });
    expect(s.metrics.route_diversity?.count).toBe(4);
    expect(s.diagnostics.find((d) => d.severity === 'error')).toMatchObject({
      code: 'no-valid-route',
      item: 'fx-d-04',
    });
    expect(s.finalScore).toBe(60);
    const md = toMarkdown(transitlmBenchmark.render!(s));
    // Only what the generic metrics table cannot show (issue #16: no metric listed twice), in the shared number format.
    expect(md).not.toContain('Key metric');
    expect(md).toContain('| first | 2 | 66.67 % |\n| second | 1 | 33.33 % |\n| third | 0 | 0.00 % |');
    expect(md).toContain(
      '| first | 75.00 % (3/4) | 6.7000 |\n| second | 100.00 % (4/4) | 7.2500 |\n| third | 100.00 % (1/1) | 7.0000 |',
    );
  });
});

describe('sharding', () => {
  it('scores only the rows of the shard; shards add up to the whole', async () => {
    const whole = await score('single', 'single.csv');
    const parts = await Promise.all(
      [1, 2, 3].map((index) => score('single', 'single.csv', {}, { shard: { index, total: 3 } })),
    );
    expect(parts.reduce((n, p) => n + p.total, 0)).toBe(whole.total);
    expect(parts.reduce((n, p) => n + p.errors, 0)).toBe(whole.errors);
    for (const id of ['reachability', 'iou', 'accuracy']) {
      expect(parts.reduce((n, p) => n + (p.rounds.find((r) => r.id === id)?.passed ?? 0), 0)).toBe(
        whole.rounds.find((r) => r.id === id)?.passed,
      );
    }
    expect(parts.map((p) => p.inputs[0]?.items)).toEqual(parts.map((p) => p.total));
  });
});

describe('compat corrected', () => {
  it('schema violations and NaN literals become row errors; unit differences are reported', async () => {
    const label =
      '{""station_sequence"": [""t-L1-00"", ""t-L1-01""], ""line_sequence"": [""L1""], ""total_distance"": ""1,200米""}';
    const prompt = '{""start"": ""121.40,31.2"", ""end"": ""121.41,31.2""}';
    const text = [
      HEADER,
      `a,"${prompt}","${label}","${label}"`,
      `b,"${prompt}","${label}","{""station_sequence"": [""t-L1-00"", 5], ""line_sequence"": []}"`,
      `c,"${prompt}","${label}","{""station_sequence"": [], ""line_sequence"": [], ""total_time"": NaN}"`,
    ].join('\n');
    const dir = withCsv(text);
    const ref = await score('single', 'in.csv', {}, { baseDir: dir });
    expect([ref.total, ref.errors]).toEqual([3, 0]);
    expect(ref.diagnostics.filter((d) => d.code === 'schema').map((d) => [d.severity, d.item, d.pointer])).toEqual([
      ['warning', 'b', '/station_sequence/1'],
      ['warning', 'c', '/total_time'],
    ]);
    const cor = await score('single', 'in.csv', { compat: 'corrected' }, { baseDir: dir });
    expect([cor.total, cor.errors]).toEqual([3, 2]);
    expect(cor.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.item, d.pointer])).toEqual([
      ['schema', 'b', '/station_sequence/1'],
      ['invalid-json', 'c', '/total_time'],
    ]);
    const diff = cor.diagnostics.filter((d) => d.code === 'compat-difference' && d.item === 'a');
    expect(diff.map((d) => [d.severity, d.field, d.pointer])).toEqual([
      ['info', 'sft_label', '/total_distance'],
      ['info', 'generate_results', '/total_distance'],
    ]);
    expect(diff[0]!.message).toContain('reads 1.2 (reference: 0.2)');
  });
});

describe('errors and warnings', () => {
  it('a missing column makes every row an error with one diagnostic, and the suite an error (reference counts kept)', async () => {
    const dir = withCsv('index_id,sft_prompt,sft_label\na,{},{}\nb,{},{}\n');
    const s = await score('single', 'in.csv', {}, { baseDir: dir });
    expect([s.status, s.total, s.errors]).toEqual(['error', 2, 2]);
    expect(s.rounds[0]).toMatchObject({ id: 'reachability', input: 2, passed: 0 });
    expect(s.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.code, d.field])).toEqual([
      ['missing-column', 'generate_results'],
    ]);
  });

  it('BOM and duplicate ids are warnings; the rows are scored', async () => {
    const out = tempDir('transitlm-items-');
    const dir = withCsv(Buffer.from(`\ufeff${HEADER}\n${fixtureRow(1)}\n${fixtureRow(1)}\n`, 'utf8'));
    const s = await score('single', 'in.csv', {}, { baseDir: dir, outDir: out });
    expect([s.total, s.errors]).toEqual([2, 0]);
    expect(s.diagnostics.map((d) => d.code).sort()).toEqual(['bom-stripped', 'duplicate-id']);
    const ids = readFileSync(path.join(out, s.itemsFile!), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l).id);
    expect(ids).toEqual(['fx-s-01', 'fx-s-01#3']);
  });

  it('no data rows: a whole-input error, total 0 and finalScore null', async () => {
    const s = await score('single', 'in.csv', {}, { baseDir: withCsv(`${HEADER}\n`) });
    expect([s.status, s.total, s.finalScore, s.metrics.line_iou_mean?.value]).toEqual(['error', 0, null, null]);
    expect(s.diagnostics.map((d) => [d.severity, d.code, d.line])).toEqual([['error', 'no-rows', 1]]);
  });

  it('an empty file (0 bytes) is a whole-input error in every task', async () => {
    for (const task of ['single', 'personalized', 'diversity'] as const) {
      const s = await score(task, 'in.csv', {}, { baseDir: withCsv('') });
      expect([task, s.status, s.total]).toEqual([task, 'error', 0]);
      expect(s.diagnostics.map((d) => [d.severity, d.code, d.file])).toEqual([
        ['error', 'empty-file', expect.stringMatching(/in\.csv$/)],
      ]);
    }
  });

  it('whole-file problems give status error', async () => {
    const bad = async (csv: string | Buffer, stations?: string, task: TransitTask = 'single') => {
      const s = await score(task, 'in.csv', {}, { baseDir: withCsv(csv, stations) });
      expect(s.status).toBe('error');
      return s.diagnostics.find((d) => d.severity === 'error')!;
    };
    expect((await bad(`${HEADER}\nx\u0000\n`)).code).toBe('nul-byte');
    expect((await bad(Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.from([0xc3, 0x28, 0x0a])]))).code).toBe(
      'invalid-utf8',
    );
    expect(await bad(`${HEADER}\n${fixtureRow(1)}\n`, 'id,coord_x\n1,2\n')).toMatchObject({
      code: 'bad-stations',
      field: 'stop_id',
    });
    expect(await bad(`${HEADER}\n`, 'stop_id,coord_x\na,east\n')).toMatchObject({
      code: 'bad-stations',
      field: 'coord_x',
      line: 2,
    });
    expect(await bad(`${HEADER}\n`, 'stop_id,next_hop_stations\na,"{""b"": 1}"\n')).toMatchObject({
      code: 'bad-stations',
      field: 'next_hop_stations',
    });
    expect(await bad(`${HEADER}\n`, 'stop_id,next_hop_stations\na,[b\n')).toMatchObject({
      code: 'bad-stations',
      field: 'next_hop_stations',
    });
    expect(await bad(`${HEADER},req_type\n${fixtureRow(1)},x\n`, undefined, 'personalized')).toMatchObject({
      code: 'invalid-req-type',
      field: 'req_type',
    });
    const missing = await score('single', 'nope.csv');
    expect(missing.status).toBe('error');
    expect(missing.diagnostics[0]).toMatchObject({ code: 'io', message: 'file not found' });
  });

  it('several inputs (paths and globs) are scored as one suite', async () => {
    const s = await score('single', ['single.csv', 'single*.csv']);
    expect(s.total).toBe(8); // the same file once
    const t = await score('single', ['single.csv', 'personalized.csv']);
    expect(t.total).toBe(14);
    expect(t.inputs.map((i) => i.items)).toEqual([8, 6, null]);
  });
});

describe('CLI mapping', () => {
  it('maps flags to the suite config', () => {
    const r = transitlmBenchmark.cli.toSuiteConfig({
      task: 'single',
      input: ['a.csv'],
      stations: 's.csv',
      compat: 'corrected',
    });
    expect(r).toEqual({
      ok: true,
      value: {
        id: 'transitlm-single',
        benchmark: 'transitlm',
        task: 'single',
        input: 'a.csv',
        stations: 's.csv',
        compat: 'corrected',
      },
    });
    expect(transitlmBenchmark.cli.toSuiteConfig({ task: 'single', input: ['a.csv'] }).ok).toBe(false);
    expect(transitlmBenchmark.cli.toSuiteConfig({ input: ['a.csv'] }).ok).toBe(false);
  });
});
