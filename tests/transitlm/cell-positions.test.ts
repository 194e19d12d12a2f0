import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cellOf, locateCells, type LocatedCell } from '../../src/benchmarks/transitlm/input/cell-positions.js';
import { RecordText } from '../../src/benchmarks/transitlm/input/record-text.js';
import { DictCsvReader } from '../../src/benchmarks/transitlm/input/csv-reader.js';
import { useReferencePath } from '../../src/benchmarks/transitlm/reference/mode.js';
import { tempDir } from '../helpers.js';

/**
 * Offsets in a cell mapped to line:column of the CSV file (input/cell-positions.ts): every
 * character of a cell is found where the file has it, by the rules the scorer reads the file with.
 */

afterEach(() => useReferencePath(false));

function fileWith(text: string | Buffer): string {
  const file = path.join(tempDir('cell-positions-'), 'in.csv');
  writeFileSync(file, text);
  return file;
}

/** The file's character at line:column (1-based, UTF-16 units; a line break reads as `\n`), as an editor shows it. */
function charAt(text: string, at: { line: number; column: number }): string | undefined {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  const line = lines[at.line - 1];
  if (line === undefined) return undefined;
  return at.column === line.length + 1 ? '\n' : line[at.column - 1];
}

/** Every character of the cell is where the file has it (a `""` is found at its first quote). */
function expectEveryCharacterPlaced(text: string, cell: LocatedCell): void {
  for (let o = 0; o < cell.text.length; o++) {
    const at = cell.at(o);
    expect(at, `offset ${o}`).not.toBeNull();
    expect(charAt(text, at!), `offset ${o} at ${at!.line}:${at!.column}`).toBe(cell.text[o]);
  }
}

/** The cells of a file as the scorer's reader reads them (fast or reference path): row line → fields. */
async function readerCells(file: string, reference: boolean): Promise<{ names: string[]; rows: Array<{ line: number; fields: string[] }> }> {
  useReferencePath(reference);
  const reader = new DictCsvReader(file);
  const rows: Array<{ line: number; fields: string[] }> = [];
  for await (const batch of reader.rows()) for (const r of batch) rows.push({ line: r.line, fields: r.fields });
  useReferencePath(false);
  return { names: reader.header!.names, rows };
}

async function locate(text: string, line: number, field: string): Promise<LocatedCell> {
  const file = fileWith(text);
  const cells = await locateCells(file, [{ line, field }]);
  const cell = cellOf(cells, { line, field });
  expect(cell, `${field} of the record at line ${line}`).not.toBeNull();
  return cell!;
}

describe('locating a cell character in the CSV file', () => {
  it('a quoted cell with doubled quotes: each "" is one character of the cell, two of the file', async () => {
    const text = 'id,json\nr1,"{""a"": [1, 2}"\n';
    const cell = await locate(text, 2, 'json');
    expect(cell.text).toBe('{"a": [1, 2}');
    expect(cell.at(0)).toEqual({ line: 2, column: 5 });
    expect(cell.at(1)).toEqual({ line: 2, column: 6 }); // the first quote of ""
    expect(cell.at(2)).toEqual({ line: 2, column: 8 });
    expect(cell.at(cell.text.indexOf('}'))).toEqual({ line: 2, column: 18 });
    expect(cell.at(cell.text.length)).toEqual({ line: 2, column: 19 }); // the closing quote
    expect(cell.at(cell.text.length + 1)).toBeNull();
    expectEveryCharacterPlaced(text, cell);
  });

  it('a cell after a quoted cell holding commas and quotes', async () => {
    const text = 'id,prompt,json\nr1,"a, ""b"", c",[1 2]\n';
    const cell = await locate(text, 2, 'json');
    expect(cell.text).toBe('[1 2]');
    expect(cell.at(3)).toEqual({ line: 2, column: 21 });
    expect(charAt(text, cell.at(3)!)).toBe('2');
    expect(cell.at(5)).toEqual({ line: 2, column: 23 }); // an unquoted cell ends at the line break
    expectEveryCharacterPlaced(text, cell);
  });

  it('a multi-line quoted cell: its line breaks (\\n, \\r\\n, \\r) advance the line', async () => {
    const text = 'id,json,other\nr1,"{\n  ""a"": 1,\r\n  ""b"": [\r    2,\n  ]\n}",x\nr2,"[]",y\n';
    const cell = await locate(text, 2, 'json');
    expect(cell.text).toBe('{\n  "a": 1,\n  "b": [\n    2,\n  ]\n}');
    const comma = cell.text.lastIndexOf(',');
    expect(cell.at(comma)).toEqual({ line: 5, column: 6 });
    expect(cell.at(cell.text.indexOf('"b"'))).toEqual({ line: 4, column: 3 });
    expect(cell.at(cell.text.length)).toEqual({ line: 7, column: 2 });
    expectEveryCharacterPlaced(text, cell);
    // The next record starts after the cell's lines.
    const next = await locate(text, 8, 'json');
    expect(next.at(0)).toEqual({ line: 8, column: 5 });
  });

  it('CRLF line breaks: one line break each, in and out of quotes', async () => {
    const text = 'id,json\r\nr1,"[1,\r\n2,]"\r\nr2,"{""a"" 1}"\r\n';
    const cell = await locate(text, 2, 'json');
    expect(cell.text).toBe('[1,\n2,]');
    expect(cell.at(5)).toEqual({ line: 3, column: 2 });
    expectEveryCharacterPlaced(text, cell);
    const second = await locate(text, 4, 'json');
    expect(second.at(5)).toEqual({ line: 4, column: 12 });
    expect(charAt(text, second.at(5)!)).toBe('1');
  });

  it('non-ASCII characters: columns in UTF-16 code units (a character outside the BMP is two)', async () => {
    const text = 'id,prompt,json\nr1,"上海 😀 站","[""地铁1号线"", 😀]"\n';
    const cell = await locate(text, 2, 'json');
    expect(cell.text).toBe('["地铁1号线", 😀]');
    const emoji = cell.text.indexOf('😀');
    // r1,"上海 😀 站"," is 14 columns (😀 is two); then [""地铁1号线"", is 11 more.
    expect(cell.at(emoji)).toEqual({ line: 2, column: 27 });
    expect(cell.at(emoji + 1)).toEqual({ line: 2, column: 28 });
    expect(cell.at(cell.text.indexOf(']'))).toEqual({ line: 2, column: 29 });
    expectEveryCharacterPlaced(text, cell);
  });

  it('a BOM at the start of the file is not a character of it (the header still names the first column)', async () => {
    const text = '\uFEFFjson,id\n"[1,]",r1\n';
    const cell = await locate(text, 2, 'json');
    expect(cell.at(2)).toEqual({ line: 2, column: 4 });
    expect(cell.at(3)).toEqual({ line: 2, column: 5 });
    expectEveryCharacterPlaced(text, cell);
  });

  it('of duplicate column names the last is the cell (as DictReader reads it); short rows and unknown columns find nothing', async () => {
    const file = fileWith('json,id,json\n[1],r1,[2]\n[3]\n');
    const cells = await locateCells(file, [
      { line: 2, field: 'json' },
      { line: 3, field: 'json' },
      { line: 2, field: 'nope' },
      { line: 9, field: 'json' },
    ]);
    expect(cellOf(cells, { line: 2, field: 'json' })?.text).toBe('[2]');
    expect(cellOf(cells, { line: 3, field: 'json' })).toBeNull();
    expect(cellOf(cells, { line: 2, field: 'nope' })).toBeNull();
    expect(cellOf(cells, { line: 9, field: 'json' })).toBeNull();
    expect((await locateCells(path.join(path.dirname(file), 'missing.csv'), [{ line: 2, field: 'json' }])).size).toBe(0);
  });

  it('finds records deep in a file; what follows the last one asked for (here bytes that are not UTF-8) does not matter', async () => {
    const rows = Array.from({ length: 20_000 }, (_, k) => `r${k},"[${k}, ""x""]"`);
    const text = `id,json\n${rows.join('\n')}\n`;
    const file = fileWith(Buffer.concat([Buffer.from(text), Buffer.from([0xff, 0xfe, 0x00])]));
    const cells = await locateCells(file, [{ line: 3, field: 'json' }, { line: 20_001, field: 'json' }]);
    expect(cellOf(cells, { line: 3, field: 'json' })?.text).toBe('[1, "x"]');
    expect(cellOf(cells, { line: 20_001, field: 'json' })?.text).toBe('[19999, "x"]');
  });

  it('reads every cell of tricky files as the scorer does (fast and reference readers)', async () => {
    const files = [
      'a,b,c\n1,"x""y",z\n\n2,"multi\nline",""\r\n3,"after"text,\r4,,\n"5",unterminated,"open\nquote',
      '\uFEFFa,b\r\n"q,1","q""2"\r\n\r\nx,"y\r\n\r\nz"\r\n',
      'a,b\n"""",x"y"\n"a""b""c",d\n',
      'only\n',
    ];
    for (const text of files) {
      const file = fileWith(text);
      for (const reference of [false, true]) {
        const { names, rows } = await readerCells(file, reference);
        const requests = rows.flatMap((r) => names.map((field) => ({ line: r.line, field })));
        const cells = await locateCells(file, requests);
        for (const r of rows) {
          names.forEach((field, k) => {
            if (names.lastIndexOf(field) !== k) return;
            const cell = cellOf(cells, { line: r.line, field });
            expect(cell?.text, `${JSON.stringify(text)} line ${r.line} ${field}`).toBe(r.fields[k]);
            if (cell !== null) expectEveryCharacterPlaced(text, cell);
          });
        }
      }
    }
  });

  it('RecordText reads one record from its first line on', () => {
    const record = new RecordText('a,"b\nc",d""e,"f""g"h', 7);
    expect(record.fields()).toEqual(['a', 'b\nc', 'd""e', 'f"gh']);
    const cell = record.cell(1)!;
    expect(cell.at(2)).toEqual({ line: 8, column: 1 });
    expect(cell.at(3)).toEqual({ line: 8, column: 2 }); // the closing quote
    expect(record.cell(3)!.at(1)).toEqual({ line: 8, column: 11 }); // the first quote of ""
    expect(record.cell(3)!.at(2)).toEqual({ line: 8, column: 13 });
    expect(record.cell(3)!.at(3)).toEqual({ line: 8, column: 15 }); // after the closing quote
    expect(record.cell(3)!.at(4)).toEqual({ line: 8, column: 16 }); // the end of the record
    expect(record.cell(4)).toBeNull();
  });

  it('a cell of tens of megabytes is located without a cost per character kept', async () => {
    const big = `[${'x'.repeat(30 << 20)}`;
    const text = `id,json
r1,"${big}""]"
`;
    const started = performance.now();
    const cell = await locate(text, 2, 'json');
    expect(cell.text).toBe(`${big}"]`);
    expect(cell.at(1)).toEqual({ line: 2, column: 6 });
    expect(cell.at(big.length)).toEqual({ line: 2, column: 5 + big.length });
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
