import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cell,
  csvHeader,
  jsonCell,
  jsonColumnMask,
  type CsvRow,
} from '../../src/benchmarks/transitlm/input/records.js';
import { DictCsvReader } from '../../src/benchmarks/transitlm/input/csv-reader.js';
import { parseRecordBatch } from '../../src/benchmarks/transitlm/parallel/batches.js';
import { FastJson } from '../../src/benchmarks/transitlm/fast/json.js';
import { isDict, type PyValue } from '../../src/benchmarks/transitlm/reference/value.js';
import { MAX_JSON_DEPTH, parsePyJson } from '../../src/benchmarks/transitlm/reference/json.js';
import { tempDir } from '../helpers.js';

/** A PyValue as text that tells every difference apart: types (int/float), key order, NaN, -0. */
function tagged(v: PyValue): string {
  if (typeof v === 'bigint') return `int:${v}`;
  if (typeof v === 'number') return `float:${Object.is(v, -0) ? '-0' : String(v)}`;
  if (typeof v === 'string') return `str:${JSON.stringify(v)}`;
  if (v === null || typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(tagged).join(',')}]`;
  if (isDict(v)) return `{${[...v].map(([k, x]) => `${JSON.stringify(k)}:${tagged(x)}`).join(',')}}`;
  throw new Error('not a PyValue');
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** Cells as the CSV reader sees them: json.loads of their text either way. */
const CELLS = [
  '{"a":1,"b":[1.5,-0.0,-0,1e5,2E-3,10,-7],"c":{"d":null,"e":true,"f":false}}',
  '[NaN, Infinity, -Infinity, 1.0e+2, 123456789012345678901234567890]',
  '{"line_sequence":["地铁12号线(甲--乙)"],"station_sequence":["bus-1","【换乘】","bus-2"],"total_time":"75分钟"}',
  '{ "spaced" : [ 1 , 2 ] ,\n "lines":\n\n[] }',
  '{"esc":"a\\"b\\\\c\\/d\\b\\f\\n\\r\\t\\u00e9\\ud83d\\ude00\\ud800x","k\\u0041y":"v"}',
  '{"dup":1,"other":2,"dup":3}',
  '{"😀 key":"😀","":""}',
  '{}',
  '[]',
  '[[[[[]]]]]',
  `{"${'k'.repeat(50)}":"${'s'.repeat(40)}"}`,
  // Not JSON, or not all of the cell: json.loads raises, so the reader must give up.
  '{"a":1',
  '{"a":1}x',
  '{"a":1} ',
  '{"a":1}{"b":2}',
  '{"a":01}',
  '{"a":1.}',
  '{"a":.5}',
  '{"a":1e}',
  '{"a":-}',
  '{"a":-Inf}',
  '{"a":nul}',
  '{"a":"tab\there"}',
  '{"a":"line\nbreak"}',
  '{"a":"\\x"}',
  '{"a":"\\u12g4"}',
  '{"a" 1}',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  '[1 2]',
  '{"a":"unterminated}',
  '{"a":1}"',
];

describe('FastJson (json.loads straight from CSV bytes)', () => {
  it('gives the value parsePyJson gives for the decoded cell, or gives up where json.loads raises', () => {
    const reader = new FastJson();
    for (const text of CELLS) {
      const bytes = Buffer.from(`${quoted(text)}\n`);
      const after = reader.read(bytes, 0);
      const expected = parsePyJson(text);
      if (!expected.ok) {
        expect(after, text).toBe(-1);
        continue;
      }
      if (after === -1) continue; // allowed: the caller reads the text
      expect(after, text).toBe(bytes.length - 1);
      expect(tagged(reader.value), text).toBe(tagged(expected.value));
      expect(reader.lines, text).toBe(text.split('\n').length - 1);
    }
  });

  it('reads every valid cell above itself (falling back is for what it does not know)', () => {
    const reader = new FastJson();
    const valid = CELLS.filter((t) => parsePyJson(t).ok && !t.endsWith(' '));
    for (const text of valid) expect(reader.read(Buffer.from(quoted(text)), 0), text).not.toBe(-1);
  });

  it('gives up on a quote that closes the CSV field inside the JSON, and at the end of the bytes', () => {
    const reader = new FastJson();
    expect(reader.read(Buffer.from('"{""a"":""x"y""}"'), 0)).toBe(-1); // the field closes after x
    expect(reader.read(Buffer.from('"{""a"":""x\\"y""}"'), 0)).toBe(-1); // \" must be \"" in a quoted cell
    expect(reader.read(Buffer.from('"{""a"":1'), 0)).toBe(-1);
    expect(reader.read(Buffer.from('"{""a"":1}'), 0)).toBe(-1);
  });

  it('reads keys right whatever order they come in (the next key is guessed from the last cells)', () => {
    const reader = new FastJson();
    const cells = [
      '{"ab":1,"abc":2,"x":3}',
      '{"ab":1,"abc":2,"x":3}',
      '{"ab":1,"ab":4,"abc":2}',
      '{"abc":1,"ab":2}',
      '{"ab":1,"ab\\"":5,"a":6}',
      '{"ab":1,"abcd":2}',
      '{"ab":{"ab":{"abc":1}},"abc":[{"x":1,"ab":2}]}',
      '{"ab":1,"abc":2,"x":3}',
    ];
    for (const text of [...cells, ...cells.reverse()]) {
      const expected = parsePyJson(text);
      expect(expected.ok, text).toBe(true);
      expect(reader.read(Buffer.from(quoted(text)), 0), text).not.toBe(-1);
      if (expected.ok) expect(tagged(reader.value), text).toBe(tagged(expected.value));
    }
  });

  it('gives up past the depth where json.loads stops', () => {
    const reader = new FastJson();
    const nested = (d: number) => `${'['.repeat(d)}${']'.repeat(d)}`;
    expect(reader.read(Buffer.from(quoted(nested(MAX_JSON_DEPTH))), 0)).not.toBe(-1);
    expect(reader.read(Buffer.from(quoted(nested(MAX_JSON_DEPTH + 1))), 0)).toBe(-1);
  });
});

describe('JSON columns in the CSV reader', () => {
  const names = ['index_id', 'j', 'text', 'j2'];
  const header = csvHeader(names);
  const mask = jsonColumnMask(header, ['j', 'j2']);
  const parse = (text: string, jsonColumns: Uint8Array | null) =>
    parseRecordBatch({ bytes: Buffer.from(text), line: 2, end: true }, jsonColumns).rows;

  it('rows read with JSON columns have the same values, texts and line numbers as rows read as text', () => {
    const records = CELLS.map((t, k) => `id${k},${quoted(t)},${quoted(t)},${quoted(`[${k}]`)}`);
    records.push('short,"{""a"":1}"', 'bare,{"a":1}', 'spaced," {""a"":1}"', 'after,"{""a"":1}"x,1', 'empty,,,', '');
    const text = `${records.join('\n')}\n`;
    const asJson = parse(text, mask);
    const asText = parse(text, null);
    expect(asJson.map((r) => [r.row, r.line])).toEqual(asText.map((r) => [r.row, r.line]));
    let read = 0;
    asJson.forEach((row: CsvRow, i) => {
      const plain = asText[i]!;
      expect(cell(header, row, 'text')).toBe(cell(header, plain, 'text')); // not a JSON column: text
      for (const name of ['j', 'j2']) {
        const value = jsonCell(header, row, name);
        const cellText = cell(header, plain, name);
        if (value === undefined) {
          expect(cell(header, row, name)).toBe(cellText); // read as text
          continue;
        }
        read += 1;
        const expected = parsePyJson(cellText!);
        expect(expected.ok).toBe(true);
        if (expected.ok) expect(tagged(value)).toBe(tagged(expected.value));
        expect(() => cell(header, row, name)).toThrow(/bug/); // no text was kept
      }
    });
    expect(read).toBeGreaterThan(CELLS.length); // most cells were read as JSON
  });

  it('only the last of duplicate column names is read as JSON, as DictReader keeps it', () => {
    const dup = csvHeader(['j', 'j']);
    const rows = parseRecordBatch(
      { bytes: Buffer.from('"[1]","[2]"\n'), line: 2, end: true },
      jsonColumnMask(dup, ['j']),
    ).rows;
    expect(rows[0]!.fields[0]).toBe('[1]');
    expect(tagged(jsonCell(dup, rows[0]!, 'j') as PyValue)).toBe('[int:2]');
  });

  it('a file read row by row reads its JSON columns too, from the record after the header on', async () => {
    const file = path.join(tempDir('transitlm-csv-json-'), 'x.csv');
    const text = `index_id,j,text\n${CELLS.map((t, k) => `id${k},${quoted(t)},${quoted(t)}`).join('\n')}\n`;
    writeFileSync(file, text);
    for (const chunkSize of [7, 1 << 16]) {
      const reader = new DictCsvReader(file, { chunkSize });
      const rows: CsvRow[] = [];
      for await (const batch of reader.rows(['j'])) rows.push(...batch);
      const h = reader.header!;
      expect(rows.length).toBe(CELLS.length);
      rows.forEach((row, k) => {
        const expected = parsePyJson(CELLS[k]!);
        const value = jsonCell(h, row, 'j');
        if (value === undefined) expect(cell(h, row, 'j')).toBe(CELLS[k]);
        else if (expected.ok) expect(tagged(value)).toBe(tagged(expected.value));
        else throw new Error(`read invalid JSON: ${CELLS[k]}`);
      });
      expect(rows.filter((row) => jsonCell(h, row, 'j') !== undefined).length).toBeGreaterThan(CELLS.length / 3);
    }
  });
});
