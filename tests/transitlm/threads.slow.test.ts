import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DictCsvReader } from '../../src/benchmarks/transitlm/input/csv-reader.js';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import type { Suite } from '../../src/results/types.js';
import { tempDir } from '../helpers.js';
import { context, FIXTURES, SHARED } from './support.js';
import type { TransitSuiteConfig } from '../../src/benchmarks/transitlm/input/options.js';

/**
 * Rows evaluated on worker threads must give the same bytes as rows evaluated on the main thread:
 * the same suite (every count, every float sum, every diagnostic in order) and the same items file.
 * The inputs are the example files repeated until they span several read batches, so the main
 * thread and the worker both evaluate part of them.
 */

const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** The rows of `source` repeated `times` times (ids suffixed), every cell quoted, as one CSV. */
async function repeated(
  source: string,
  times: number,
  edit?: (fields: string[], copy: number, row: number) => void,
): Promise<string> {
  const reader = new DictCsvReader(source);
  const rows: string[][] = [];
  for await (const batch of reader.rows()) for (const r of batch) rows.push(r.fields);
  const names = reader.header!.names;
  const id = names.indexOf('index_id');
  const lines = [names.map(q).join(',')];
  for (let k = 0; k < times; k++) {
    rows.forEach((fields, i) => {
      const copy = [...fields];
      if (id >= 0 && copy[id] !== undefined) copy[id] = `${copy[id]}-${k}`;
      edit?.(copy, k, i);
      lines.push(copy.map(q).join(','));
    });
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function scoreWith(
  threads: string,
  dir: string,
  config: Pick<TransitSuiteConfig, 'task' | 'input'> & Partial<TransitSuiteConfig>,
  shard: { index: number; total: number } | null = null,
): Promise<{ suite: Suite; items: string }> {
  const out = tempDir('transitlm-threads-out-');
  const ctx = { ...context(dir, out, shard), env: { BENCH_CHECK_THREADS: threads } };
  const suite = await transitlmBenchmark.score(
    { id: 'threads', benchmark: 'transitlm', stations: 'stations.csv', ...config },
    ctx,
  );
  const items =
    suite.itemsFile !== undefined && existsSync(path.join(out, suite.itemsFile))
      ? readFileSync(path.join(out, suite.itemsFile), 'utf8')
      : '';
  return { suite: { ...suite, durationMs: 0 } as Suite, items };
}

async function expectSameOnThreads(
  dir: string,
  config: Pick<TransitSuiteConfig, 'task' | 'input'> & Partial<TransitSuiteConfig>,
  shard: { index: number; total: number } | null = null,
): Promise<Suite> {
  const here = await scoreWith('0', dir, config, shard);
  for (const threads of ['1', '2']) {
    const there = await scoreWith(threads, dir, config, shard);
    expect(JSON.stringify(there.suite), `BENCH_CHECK_THREADS=${threads}`).toBe(JSON.stringify(here.suite));
    expect(there.items, `items, BENCH_CHECK_THREADS=${threads}`).toBe(here.items);
  }
  return here.suite;
}

function dirWith(files: Record<string, string>, stations: string): string {
  const dir = tempDir('transitlm-threads-');
  writeFileSync(path.join(dir, 'stations.csv'), readFileSync(stations));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('rows on worker threads', () => {
  it('single with quirks (errors, notes under --compat corrected), several files', async () => {
    const stations = path.join(SHARED, 'station_info_synthetic.csv');
    const dir = dirWith(
      {
        'a.csv': await repeated(path.join(SHARED, 'conformance_quirks_single.csv'), 12),
        'b.csv': await repeated(path.join(SHARED, 'benchmark1_single_route_example.csv'), 25),
      },
      stations,
    );
    for (const compat of ['reference', 'corrected'] as const) {
      const s = await expectSameOnThreads(dir, { task: 'single', input: ['a.csv', 'b.csv'], compat });
      expect(s.total).toBeGreaterThan(400);
      expect(s.errors).toBeGreaterThan(0);
    }
  });

  it('personalized and diversity, with a shard', async () => {
    const stations = path.join(SHARED, 'station_info_synthetic.csv');
    const dir = dirWith(
      {
        'p.csv': await repeated(path.join(SHARED, 'benchmark2_personalized_example.csv'), 30),
        'd.csv': await repeated(path.join(SHARED, 'benchmark3_diversity_example.csv'), 12),
      },
      stations,
    );
    await expectSameOnThreads(dir, { task: 'personalized', input: 'p.csv' });
    const d = await expectSameOnThreads(dir, { task: 'diversity', input: 'd.csv' });
    expect(d.counts?.valid).toBeGreaterThan(0);
    await expectSameOnThreads(dir, { task: 'diversity', input: 'd.csv' }, { index: 2, total: 3 });
  });

  it('an invalid req_type deep in the file stops the suite at the same row', async () => {
    const text = await repeated(path.join(FIXTURES, 'personalized.csv'), 300, (fields, copy, row) => {
      if (copy === 250 && row === 1) fields[4] = 'two';
    });
    const dir = dirWith({ 'p.csv': text }, path.join(FIXTURES, 'stations.csv'));
    const s = await expectSameOnThreads(dir, { task: 'personalized', input: 'p.csv' });
    expect(s.status).toBe('error');
    expect(s.diagnostics.find((d) => d.code === 'invalid-req-type')?.row).toBe(250 * 6 + 2);
  });

  it('line breaks inside quoted cells at the cuts, and rows without an id (row-N items) in a shard', async () => {
    // Columns reordered so that index_id is last and every third row leaves it out (a short row,
    // item `row-N`); every JSON cell starts and ends with a line break (json.loads allows it), so
    // many cuts between batches fall inside quotes and the next batch is parsed again.
    const reader = new DictCsvReader(path.join(FIXTURES, 'single.csv'));
    const rows: string[][] = [];
    for await (const batch of reader.rows()) for (const r of batch) rows.push(r.fields);
    const lines = ['sft_prompt,sft_label,generate_results,index_id'];
    for (let k = 0; k < 250; k++) {
      rows.forEach(([id, ...cells], i) => {
        const out = cells.map((c) => q(c === '' ? c : `\n${c}\n`));
        if ((k + i) % 3 !== 0) out.push(q(`${id}-${k}`));
        lines.push(out.join(','));
      });
    }
    const dir = dirWith({ 's.csv': `${lines.join('\n')}\n` }, path.join(FIXTURES, 'stations.csv'));
    const whole = await expectSameOnThreads(dir, { task: 'single', input: 's.csv' });
    expect(whole.total).toBe(250 * rows.length);
    const part = await expectSameOnThreads(dir, { task: 'single', input: 's.csv' }, { index: 2, total: 3 });
    expect(part.total).toBeGreaterThan(0);
    expect(part.total).toBeLessThan(whole.total);
  });

  it('invalid UTF-8 late in the file: the rows before it are counted the same way', async () => {
    const text = Buffer.concat([
      Buffer.from(await repeated(path.join(FIXTURES, 'single.csv'), 200)),
      Buffer.from([0xff, 0x0a]),
    ]);
    const dir = tempDir('transitlm-threads-');
    writeFileSync(path.join(dir, 'stations.csv'), readFileSync(path.join(FIXTURES, 'stations.csv')));
    writeFileSync(path.join(dir, 's.csv'), text);
    const s = await expectSameOnThreads(dir, { task: 'single', input: 's.csv' });
    expect(s.diagnostics.some((d) => d.code === 'invalid-utf8')).toBe(true);
  });
});
