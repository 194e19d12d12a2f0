import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  afterTail,
  parseRecordBatch,
  recordBatches,
  type BatchTail,
  type ParsedBatch,
} from '../../src/benchmarks/transitlm/parallel/batches.js';
import { cell, type CsvRow } from '../../src/benchmarks/transitlm/input/records.js';
import { DictCsvReader } from '../../src/benchmarks/transitlm/input/csv-reader.js';
import { tempDir } from '../helpers.js';

async function read(content: string | Buffer, chunkSize?: number) {
  const file = path.join(tempDir('transitlm-csv-'), 'x.csv');
  writeFileSync(file, content);
  const reader = new DictCsvReader(file, chunkSize !== undefined ? { chunkSize } : {});
  const rows: CsvRow[] = [];
  for await (const batch of reader.rows()) rows.push(...batch);
  return { reader, rows, get: (i: number, name: string) => cell(reader.header!, rows[i]!, name) };
}

describe('DictCsvReader (Python csv.DictReader semantics)', () => {
  it('reads quotes, literal quotes, text after a closing quote and duplicate headers like Python', async () => {
    // Python: {'h1': 'qrest', 'h2': 'x"y"'}, then h1 absent (its last column is missing) for short rows.
    const r = await read('h1,h2,h1\n\n"a""b",x"y","q"rest\n"multi\nline",2\nshort\n"unterminated,z\n');
    expect(r.rows.map((x) => [x.row, x.line])).toEqual([
      [1, 3],
      [2, 4],
      [3, 6],
      [4, 7],
    ]);
    expect(r.get(0, 'h1')).toBe('qrest');
    expect(r.get(0, 'h2')).toBe('x"y"');
    expect(r.rows[0]!.fields[0]).toBe('a"b');
    expect(r.get(1, 'h1')).toBeUndefined();
    expect(r.rows[1]!.fields[0]).toBe('multi\nline');
    expect(r.get(2, 'h2')).toBeUndefined();
    expect(r.rows[3]!.fields).toEqual(['unterminated,z\n']);
  });

  it('treats \\r\\n and \\r as line breaks (\\n inside quotes), also across chunk boundaries', async () => {
    const text = 'a,b\r\n"x\r\ny",1\r2,3\r\n';
    for (const chunk of [1, 2, 3, 64]) {
      const r = await read(text, chunk);
      expect(
        r.rows.map((x) => x.fields),
        `chunk ${chunk}`,
      ).toEqual([
        ['x\ny', '1'],
        ['2', '3'],
      ]);
      expect(r.rows.map((x) => x.line)).toEqual([2, 4]);
    }
  });

  it('keeps multi-byte characters split across chunks intact', async () => {
    const r = await read('a\n"地铁1号线 ""换乘"""\n', 1);
    expect(r.rows[0]!.fields).toEqual(['地铁1号线 "换乘"']);
  });

  it('a trailing comma gives an empty last field, with or without a final newline', async () => {
    expect((await read('a,b\nx,')).rows[0]!.fields).toEqual(['x', '']);
    expect((await read('a,b\nx,\n')).rows[0]!.fields).toEqual(['x', '']);
  });

  it('a leading empty line becomes an empty header, as in Python', async () => {
    const r = await read('\nindex_id,x\n1,2\n');
    expect(r.reader.header!.names).toEqual([]);
    expect(r.rows.map((x) => x.fields)).toEqual([
      ['index_id', 'x'],
      ['1', '2'],
    ]);
  });

  it('strips a BOM and reports it', async () => {
    const r = await read(Buffer.from('\ufeffindex_id\n1\n', 'utf8'));
    expect(r.reader.bomStripped).toBe(true);
    expect(r.get(0, 'index_id')).toBe('1');
  });

  it('stops with a problem on invalid UTF-8 and on NUL', async () => {
    const bad = await read(Buffer.concat([Buffer.from('a\nok\n'), Buffer.from([0xff, 0x0a])]));
    expect(bad.reader.problem?.code).toBe('invalid-utf8');
    const nul = await read('a\nok\nx\u0000y\n');
    expect(nul.reader.problem).toMatchObject({ code: 'nul-byte', line: 3 });
    const missing = new DictCsvReader('/nonexistent/file.csv');
    for await (const _batch of missing.rows()) {
      // drained: the problem is the reader's, after the (empty) iteration
    }
    expect(missing.problem).toMatchObject({ code: 'io', message: 'file not found' });
  });

  it('flags fields longer than the Python field limit (in code points)', async () => {
    // Python's csv.field_size_limit() default, stated here (not imported): a changed limit must fail.
    const exact = 'é'.repeat(131072);
    const r = await read(`a,b\n${exact},${exact}x\n`);
    expect(r.rows[0]!.oversized).toEqual([1]);
  });
});

describe('record batches (rows handed to worker threads)', () => {
  /** The rows of a file read as batches, put together the way RowPool.rows does. */
  async function readBatches(content: string | Buffer, chunkSize: number) {
    const file = path.join(tempDir('transitlm-csv-'), 'x.csv');
    writeFileSync(file, content);
    const reader = new DictCsvReader(file, { chunkSize });
    const rows: CsvRow[] = [];
    let tail: BatchTail | null = null;
    let batches = 0;
    for await (const batch of recordBatches(reader)) {
      batches += 1;
      const parsed: ParsedBatch<CsvRow> = parseRecordBatch(tail === null ? batch : afterTail(tail, batch));
      tail = parsed.tail;
      const before = rows.length;
      rows.push(...parsed.rows.map((r) => ({ ...r, row: r.row + before })));
    }
    return { reader, rows, batches };
  }

  const texts = [
    'h1,h2,h1\n\n"a""b",x"y","q"rest\n"multi\nline",2\nshort\n"unterminated,z\n',
    'a,b\r\n"x\r\ny",1\r2,3\r\n',
    'a\n"地铁1号线 ""换乘"""\n',
    'a,b\nx,',
    '\nindex_id,x\n1,2\n\n\n3,4',
    '\ufeffindex_id\n1\n',
    // line breaks inside quotes at many cuts; a record over several batches
    'h,g\n"a\n\nb\nc",1\n"x\n""y""\n",2\nplain,3\n"\n\n\n\n\n\n\n\n",4\n',
    '"multi\nline header",h2\n1,2\n',
  ];
  it('parse into exactly the rows the reader gives, for any chunk size', async () => {
    for (const text of texts) {
      for (const chunkSize of [1, 2, 5, 64]) {
        const expected = await read(text, chunkSize);
        const got = await readBatches(text, chunkSize);
        expect(got.rows, `${JSON.stringify(text)} / ${chunkSize}`).toEqual(expected.rows);
        expect(got.reader.header).toEqual(expected.reader.header);
      }
    }
  });

  it('are cut at line breaks only, one per read, the last one marked as the end', async () => {
    const file = path.join(tempDir('transitlm-csv-'), 'x.csv');
    writeFileSync(file, 'h\n"a\nb"\nc\nd');
    const reader = new DictCsvReader(file, { chunkSize: 5 });
    const batches: [string, number, boolean][] = [];
    for await (const b of recordBatches(reader)) batches.push([Buffer.from(b.bytes).toString(), b.line, b.end]);
    // reads: 'h\n"a\n' (header, then '"a\n'), 'b"\nc\n', 'd'; then the end
    expect(batches).toEqual([
      ['"a\n', 2, false],
      ['b"\nc\n', 3, false],
      ['d', 5, true],
    ]);
  });

  it('stop at the first bad byte however the file is chunked', async () => {
    const text = Buffer.concat([Buffer.from('a,b\n1,2\n"3\n4",5\n6,'), Buffer.from([0xff]), Buffer.from('7\n8,9\n')]);
    for (const chunkSize of [1, 3, 7, 1024]) {
      for (const r of [await read(text, chunkSize), await readBatches(text, chunkSize)]) {
        expect(r.rows.map((x) => x.fields)).toEqual([
          ['1', '2'],
          ['3\n4', '5'],
        ]);
        expect(r.reader.problem).toMatchObject({ code: 'invalid-utf8', line: 5 });
      }
    }
  });
});
