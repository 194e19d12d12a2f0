import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DictCsvReader } from '../../src/benchmarks/transitlm/input/csv-reader.js';
import { E2E_TARGET, REPO_ROOT, runCli, tempDir } from '../helpers.js';

/**
 * A TransitLM row whose JSON cell is broken is reported at the file's line:column of the mistake
 * (issue #16 part 4), not at a character of the cell: from the program as run, on this thread, on
 * worker threads and on the reference path, with multi-line quoted cells, CRLF line breaks,
 * doubled quotes and non-ASCII text before the mistake.
 */

const FIXTURES = path.join(REPO_ROOT, 'fixtures/transitlm');
const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

/**
 * fixtures/transitlm/single.csv's valid rows repeated `times` times (ids made unique, CRLF line
 * breaks, prompts pretty-printed over several lines), with a trailing comma put in the output
 * of rows `broken` (indexes in the new file).
 */
async function csvWithBrokenRows(times: number, broken: readonly number[]): Promise<string> {
  const reader = new DictCsvReader(path.join(FIXTURES, 'single.csv'));
  const rows: string[][] = [];
  for await (const batch of reader.rows()) for (const r of batch) if (r.fields[0] !== 'fx-s-07') rows.push(r.fields);
  const lines = [reader.header!.names.join(',')];
  let n = 0;
  for (let k = 0; k < times; k++) {
    for (const fields of rows) {
      const [id, prompt, label, output] = fields as [string, string, string, string];
      const pretty = JSON.stringify(JSON.parse(prompt), null, 2).replace(/\n/g, '\r\n');
      // A trailing comma after the last member: the mistake is that comma.
      const out = broken.includes(n) ? output.replace(/\}\s*$/, ', }') : output;
      lines.push([`${id}-${k}`, q(pretty), q(label), q(out)].join(','));
      n += 1;
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The file's character at line:column (1-based, UTF-16 code units; `\r\n`, `\r`, `\n` end a line). */
const charAt = (text: string, line: number, column: number) => text.split(/\r\n|\r|\n/)[line - 1]?.[column - 1];

interface Located {
  line: number;
  column: number;
  message: string;
  row: number;
}

async function scoreIt(
  dir: string,
  env: Record<string, string>,
  out: string,
): Promise<{ stdout: string; errors: Located[]; items: string }> {
  const args = [
    'score',
    'transitlm',
    '--task',
    'single',
    '--input',
    'in.csv',
    '--stations',
    path.join(FIXTURES, 'stations.csv'),
    '--out',
    `${out}/results.json`,
    '--verbose',
    '--quiet',
  ];
  const r = await runCli(args, { cwd: dir, env });
  expect(r.code, r.stderr).toBe(0);
  const doc = JSON.parse(readFileSync(path.join(dir, out, 'results.json'), 'utf8'));
  const errors = (doc.suites[0].diagnostics as (Located & { severity: string })[]).filter(
    (d) => d.severity === 'error',
  );
  return {
    stdout: r.stdout,
    errors,
    items: readFileSync(path.join(dir, out, 'results.transitlm-single.items.jsonl'), 'utf8'),
  };
}

describe(`TransitLM JSON errors located in the file (${E2E_TARGET})`, () => {
  it('stdout and the results document give file:line:column of the mistake, the same on every path', async () => {
    const dir = tempDir('bench-located-');
    // 7 valid rows × 150 (≈ 0.9 MB, several batches of the worker pool); broken: the first, one
    // in the middle, the last.
    const broken = [0, 520, 1049];
    const text = await csvWithBrokenRows(150, broken);
    writeFileSync(path.join(dir, 'in.csv'), text);

    const here = await scoreIt(dir, { BENCH_CHECK_THREADS: '0' }, 'here');
    expect(here.errors).toHaveLength(3);
    expect(here.errors.map((e) => e.row)).toEqual(broken.map((n) => n + 1));
    for (const e of here.errors) {
      // Each prompt spans several lines: the output cell starts on the line of the prompt's last '}'.
      expect(text.split(/\r\n|\r|\n/)[e.line - 1]).toMatch(/^\}",/);
      expect(charAt(text, e.line, e.column), `${e.line}:${e.column}`).toBe(',');
      expect(charAt(text, e.line, e.column + 1)).toBe(' ');
      expect(charAt(text, e.line, e.column + 2)).toBe('}');
      expect(e.message).toMatch(/^the cell is not valid JSON: trailing comma/);
      expect(e.message).not.toMatch(/of the cell/);
      expect(here.stdout).toContain(`in.csv:${e.line}:${e.column} [generate_results]: ${e.message}`);
    }
    // The items file keeps Python's words, located in the cell.
    expect(here.items).toMatch(
      /"reason":"error: invalid JSON: Expecting property name enclosed in double quotes: line 1 column \d+ \(char \d+\)"/,
    );

    for (const env of [{ BENCH_CHECK_THREADS: '2' }, { BENCH_CHECK_REFERENCE: '1' }] as Record<string, string>[]) {
      const there = await scoreIt(dir, env, Object.keys(env)[0]!);
      expect(there.errors, JSON.stringify(env)).toEqual(here.errors);
      expect(there.items, JSON.stringify(env)).toBe(here.items);
    }
  });
});
