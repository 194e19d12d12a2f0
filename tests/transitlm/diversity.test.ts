import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import { tempDir } from '../helpers.js';
import { context, FIXTURES } from './support.js';

const q = (v: unknown) => `"${JSON.stringify(v).replace(/"/g, '""')}"`;
const prompt = { start: '121.401,31.2', end: '121.439,31.2' };
const st = (a: number, b: number) =>
  Array.from({ length: b - a + 1 }, (_, i) => `t-L1-${String(a + i).padStart(2, '0')}`);
const route = (stations: string[], extra: Record<string, unknown> = {}) => ({
  station_sequence: stations,
  line_sequence: ['L1'],
  total_distance: '4公里',
  total_time: '15分钟',
  total_fare: '3',
  ...extra,
});

async function run(rows: [string, unknown, unknown][]) {
  const dir = tempDir('transitlm-div-');
  writeFileSync(path.join(dir, 'stations.csv'), readFileSync(path.join(FIXTURES, 'stations.csv')));
  const text = [
    'index_id,sft_prompt,sft_label,generate_results',
    ...rows.map(([id, l, o]) => `${id},${q(prompt)},${q(l)},${q(o)}`),
  ].join('\n');
  writeFileSync(path.join(dir, 'in.csv'), text);
  return transitlmBenchmark.score(
    { id: 'd', benchmark: 'transitlm', task: 'diversity', input: 'in.csv', stations: 'stations.csv' },
    context(dir),
  );
}

describe('diversity raise rules', () => {
  it('raises exactly where diversity/evaluate.py raises', async () => {
    const good = { first: route(st(0, 4)) };
    const s = await run([
      ['label-null', null, good],
      ['label-array', ['x'], good], // no routes, not an error
      ['label-str-first', 'the first one', good],
      ['out-number', good, 5],
      ['out-string', good, 'abc'],
      ['out-route-list', good, { first: route(st(0, 4)), second: ['t-L1-00'] }],
      ['label-second-list', { first: route(st(0, 4)), second: ['x'] }, good], // raises in RD
      ['out-fare-list', good, { first: route(st(0, 4)), third: route(st(0, 1), { total_fare: [] }) }],
      ['ok', good, good],
    ]);
    const errors = Object.fromEntries(s.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.item, d.code]));
    expect(errors).toEqual({
      'label-null': 'not-an-object',
      'label-str-first': 'not-an-object',
      'out-number': 'not-an-object',
      'out-string': 'not-an-object',
      'out-route-list': 'not-an-object',
      'label-second-list': 'not-an-object',
      'out-fare-list': 'bad-type',
    });
    expect([s.total, s.errors, s.counts?.valid]).toEqual([9, 7, 2]);
    expect(s.rounds.find((r) => r.id === 'reachability')).toMatchObject({ input: 1, passed: 1 }); // label-array has no L.first
  });

  it('best match skips unreachable or raising candidates and never replaces a first with IoU 1', async () => {
    const label = { first: route(st(0, 4)) };
    const s = await run([
      // first IoU < 1; second unreachable (reversed); third matches: taken from third.
      ['third', label, { first: route(st(0, 2)), second: route(st(0, 4).reverse()), third: route(st(0, 4)) }],
      // first IoU < 1; second is reachable but raises in E(O.second, L.first) (total_distance []): skipped.
      [
        'raise',
        label,
        { first: route(st(0, 2)), second: route(st(0, 4), { total_distance: [] }), third: route(st(0, 4)) },
      ],
      // first has IoU 1 but its modes differ: it stays and fails iou.
      ['modes', label, { first: route(st(0, 4), { start_transfer_mode: '骑行' }), second: route(st(0, 4)) }],
    ]);
    expect(s.errors).toBe(0);
    expect([
      s.metrics.best_match_first?.value,
      s.metrics.best_match_second?.value,
      s.metrics.best_match_third?.value,
    ]).toEqual([0, 0, 2]);
    expect(s.rounds.find((r) => r.id === 'iou')).toMatchObject({ input: 3, passed: 2 });
  });
});
