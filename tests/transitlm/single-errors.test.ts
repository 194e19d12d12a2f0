import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import { tempDir } from '../helpers.js';
import { context, FIXTURES } from './support.js';
import type { TransitTask } from '../../src/benchmarks/transitlm/input/options.js';

const q = (v: unknown) => `"${(typeof v === 'string' ? v : JSON.stringify(v)).replace(/"/g, '""')}"`;
const route = (extra: Record<string, unknown> = {}) => ({
  station_sequence: ['t-L1-00', 't-L1-01'],
  line_sequence: ['L1'],
  total_time: '5分钟',
  ...extra,
});
const prompt = { start: '121.401,31.2', end: '121.411,31.2' };

async function run(task: TransitTask, rows: [string, unknown, unknown, unknown, string?][]) {
  const dir = tempDir('transitlm-err-');
  writeFileSync(path.join(dir, 'stations.csv'), readFileSync(path.join(FIXTURES, 'stations.csv')));
  const header = `index_id,sft_prompt,sft_label,generate_results${task === 'personalized' ? ',req_type' : ''}`;
  const lines = rows.map(([id, p, l, o, req]) =>
    [id, q(p), q(l), q(o), ...(task === 'personalized' ? [req ?? ''] : [])].join(','),
  );
  writeFileSync(path.join(dir, 'in.csv'), [header, ...lines].join('\n'));
  const s = await transitlmBenchmark.score(
    { id: 'e', benchmark: 'transitlm', task, input: 'in.csv', stations: 'stations.csv' },
    context(dir),
  );
  return {
    s,
    errors: Object.fromEntries(
      s.diagnostics.filter((d) => d.severity === 'error').map((d) => [d.item, [d.code, d.field, d.pointer]]),
    ),
  };
}

describe('single: the first cause of a row error', () => {
  it('follows the reference order of evaluation', async () => {
    const { s, errors } = await run('single', [
      ['prompt-list', [], route(), route()],
      ['start-number', { start: 5 }, route(), route()],
      ['start-part', { start: '1,x' }, route(), route()],
      ['label-before-output', prompt, route({ total_fare: [1] }), '{broken'],
      ['output-json', prompt, route(), '{broken'],
      ['stations-number', prompt, route(), route({ station_sequence: 7 })],
      ['walk-unhashable', prompt, route(), route({ station_sequence: [['t'], 't-L1-01'] })],
      ['lines-unhashable', prompt, route(), route({ line_sequence: [['L1']] })],
      ['td-list', prompt, route(), route({ end_transfer_distance: {} })],
      ['mode-number', prompt, route(), route({ start_transfer_mode: 1 })],
      ['end-one-part', { start: '121.401,31.2', end: '121.41' }, route(), route()],
      ['lines-falsy-number', prompt, route(), route({ line_sequence: 0 })], // falsy: never iterated, no error
      [
        'unknown-station-null-mode',
        prompt,
        route(),
        route({ station_sequence: ['zz', 'yy'], start_transfer_mode: null }),
      ], // no coordinates: mode never tested
    ]);
    expect(errors).toEqual({
      'prompt-list': ['not-an-object', 'sft_prompt', ''],
      'start-number': ['bad-coordinates', 'sft_prompt', '/start'],
      'start-part': ['bad-coordinates', 'sft_prompt', '/start'],
      'label-before-output': ['bad-type', 'sft_label', '/total_fare'],
      'output-json': ['invalid-json', 'generate_results', null],
      'stations-number': ['bad-type', 'generate_results', '/station_sequence'],
      'walk-unhashable': ['bad-type', 'generate_results', '/station_sequence'],
      'lines-unhashable': ['bad-type', 'generate_results', '/line_sequence/0'],
      'td-list': ['bad-type', 'generate_results', '/end_transfer_distance'],
      'mode-number': ['bad-type', 'generate_results', '/start_transfer_mode'],
      'end-one-part': ['bad-coordinates', 'sft_prompt', '/end'],
    });
    expect([s.total, s.errors]).toEqual([13, 11]);
  });

  it('personalized: a preference raise removes the row from every round', async () => {
    const { s, errors } = await run('personalized', [
      ['ok', prompt, route(), route(), '5'],
      ['req5-number-entry', prompt, route(), route({ line_sequence: ['L1', 3] }), '5'],
      ['req2-len', prompt, route(), route({ line_sequence: true }), '2'],
      ['req7-after-hit', prompt, route(), route({ line_sequence: ['地铁1号线', 3] }), '7'],
    ]);
    expect(errors).toEqual({
      'req5-number-entry': ['bad-type', 'generate_results', '/line_sequence/1'],
      'req2-len': ['bad-type', 'generate_results', '/line_sequence'],
    });
    expect(s.rounds.find((r) => r.id === 'preference')).toMatchObject({ input: 2, passed: 2 });
    expect(s.rounds.find((r) => r.id === 'reachability')).toMatchObject({ input: 4 });
  });
});
