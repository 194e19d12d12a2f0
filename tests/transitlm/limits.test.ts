// What one TransitLM row may cost (issue #29 item 2): a JSON cell longer than MAX_JSON_CELL_CHARS is
// a row error without being parsed (a 55 MB cell took 1.2–1.7 GB and 30–90 s; now ≈ 0.5 GB,
// measured by hand, not here), and a line longer than MAX_LINE_BYTES stops the file there, on
// the main thread and with workers alike.
import { mkdtempSync, openSync, readFileSync, rmSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import { MAX_LINE_BYTES } from '../../src/benchmarks/transitlm/input/csv-reader.js';
import { MAX_JSON_CELL_CHARS } from '../../src/benchmarks/transitlm/tasks/row.js';
import { context, FIXTURES } from './support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-check-transit-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const [HEADER, ...ROWS] = readFileSync(path.join(FIXTURES, 'single.csv'), 'utf8').trimEnd().split('\n') as [
  string,
  ...string[],
];
const q = (text: string) => `"${text.replace(/"/g, '""')}"`;

async function score(name: string, threads: string) {
  const suite = await transitlmBenchmark.score(
    { id: 's', benchmark: 'transitlm', task: 'single', input: name, stations: path.join(FIXTURES, 'stations.csv') },
    { ...context(dir), env: { BENCH_CHECK_THREADS: threads } },
  );
  return suite;
}

describe('a JSON cell longer than the cap', () => {
  it('is a row error, not parsed; the other rows are scored; a long cell under the cap is still read', async () => {
    const stations = Array.from({ length: 20_000 }, (_, k) => `t-L1-0${k % 5}`);
    const under = JSON.stringify({ line_sequence: ['地铁1号线(甲--乙)'], station_sequence: stations });
    const over = `[${'0,'.repeat(MAX_JSON_CELL_CHARS / 2)}0]`;
    expect(under.length).toBeGreaterThan(131_072);
    expect(under.length).toBeLessThan(MAX_JSON_CELL_CHARS);
    const label = ROWS[0]!;
    // Row 1 as in the fixture, row 2 with a huge station list (read), row 3 with a cell over the cap.
    const withOutput = (row: string, id: string, output: string) =>
      `${id},${row.slice(row.indexOf(',') + 1, row.lastIndexOf(',"'))},${q(output)}`;
    writeFileSync(
      path.join(dir, 'cells.csv'),
      [HEADER, label, withOutput(label, 'big-read', under), withOutput(label, 'too-big', over), ...ROWS.slice(1)].join(
        '\n',
      ),
    );
    for (const threads of ['0', '1']) {
      const suite = await score('cells.csv', threads);
      expect(suite.status).toBe('ok');
      expect(suite.total).toBe(ROWS.length + 2);
      const tooBig = suite.diagnostics.filter((d) => d.item === 'too-big' && d.severity === 'error');
      expect(tooBig).toEqual([
        expect.objectContaining({
          code: 'cell-too-large',
          line: 4,
          field: 'generate_results',
          message: `the cell is ${over.length} characters long, more than the 1048576 a JSON cell is read up to: not parsed (the official scripts stop at 131072)`,
        }),
      ]);
      expect(suite.diagnostics.filter((d) => d.item === 'big-read').map((d) => d.code)).toEqual(['oversized-cell']);
    }
  });
});

describe('a line longer than the cap', () => {
  it('stops the file at that line: the rows before it are read, the same with and without workers', async () => {
    const file = path.join(dir, 'long-line.csv');
    const fd = openSync(file, 'w');
    writeSync(fd, `${[HEADER, ...ROWS.slice(0, 3)].join('\n')}\nlong,"{""a"": """`);
    const block = 'x'.repeat(1 << 20);
    for (let written = 0; written <= MAX_LINE_BYTES; written += block.length) writeSync(fd, block);
    writeSync(fd, `"""}",{},{}\n${ROWS.slice(3).join('\n')}\n`);
    closeSync(fd);
    const seen: unknown[] = [];
    for (const threads of ['0', '1']) {
      const suite = await score('long-line.csv', threads);
      expect(suite.status).toBe('error');
      const problem = suite.diagnostics.find((d) => d.code === 'line-too-long');
      expect(problem).toMatchObject({
        line: 5,
        message: 'a line longer than 67108864 bytes (64 MiB, the most read): the rows from this line on are not read',
      });
      seen.push([suite.inputs, suite.diagnostics]);
    }
    expect(seen[1]).toEqual(seen[0]);
  });
});
