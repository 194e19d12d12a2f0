import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DictCsvReader } from '../../src/benchmarks/transitlm/input/csv-reader.js';
import { readCellsAgain, type CellAt, type LocatedCell } from '../../src/benchmarks/transitlm/input/reread.js';
import { useReferencePath } from '../../src/benchmarks/transitlm/reference/mode.js';

/**
 * Cells read again from the offset of their record (input/reread.ts), and offsets in a cell mapped
 * to line:column of the CSV file: every character of a cell is found where the file has it, and
 * every cell reads as the scorer's readers (fast and reference) read it.
 */

const dir = mkdtempSync(path.join(tmpdir(), 'transitlm-reread-'));
let files = 0;
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => useReferencePath(false));

function fileWith(text: string | Buffer): string {
  const file = path.join(dir, `in-${files++}.csv`);
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

interface ReadRow {
  line: number;
  offset: number;
  fields: string[];
}

/** The rows of a file as the scorer's reader reads them (fast or reference path). */
async function readerRows(
  file: string,
  reference: boolean,
): Promise<{ names: string[]; index: Map<string, number>; rows: ReadRow[] }> {
  useReferencePath(reference);
  const reader = new DictCsvReader(file);
  const rows: ReadRow[] = [];
  for await (const batch of reader.rows())
    for (const r of batch) rows.push({ line: r.line, offset: r.offset, fields: r.fields });
  useReferencePath(false);
  return { names: reader.header!.names, index: reader.header!.index, rows };
}

/** The cell of `field` in the record starting at `line`, as the scorer would ask for it. */
async function cellAt(file: string, line: number, field: string, reference = false): Promise<CellAt> {
  const { index, rows } = await readerRows(file, reference);
  const row = rows.find((r) => r.line === line);
  expect(row, `a record at line ${line}`).toBeDefined();
  return { offset: row!.offset, line, column: index.get(field)! };
}

async function locate(text: string, line: number, field: string): Promise<LocatedCell> {
  const file = fileWith(text);
  const want = await cellAt(file, line, field);
  const cell = (await readCellsAgain(file, [want])).get(want.offset);
  expect(cell, `${field} of the record at line ${line}`).toBeDefined();
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

  it('of duplicate column names the last is the cell (as DictReader reads it); short rows and other offsets find nothing', async () => {
    const file = fileWith('json,id,json\n[1],r1,[2]\n[3]\n');
    const { index, rows } = await readerRows(file, false);
    expect(index.get('json')).toBe(2);
    const [second, third] = rows as [ReadRow, ReadRow];
    const cells = await readCellsAgain(file, [
      { offset: second.offset, line: 2, column: 2 },
      { offset: third.offset, line: 3, column: 2 },
      { offset: 1000, line: 9, column: 0 },
    ]);
    expect(cells.get(second.offset)?.text).toBe('[2]');
    expect([...cells.keys()]).toEqual([second.offset]);
    expect(
      (await readCellsAgain(path.join(dir, 'missing.csv'), [{ offset: second.offset, line: 2, column: 2 }])).size,
    ).toBe(0);
  });

  it('finds records deep in a file; what follows the last one asked for (here bytes that are not UTF-8) does not matter', async () => {
    const rows = Array.from({ length: 20_000 }, (_, k) => `r${k},"[${k}, ""x""]"`);
    const text = `id,json\n${rows.join('\n')}\n`;
    const file = fileWith(Buffer.concat([Buffer.from(text), Buffer.from([0xff, 0xfe, 0x00])]));
    const wanted = [await cellAt(file, 3, 'json'), await cellAt(file, 20_001, 'json')];
    const cells = await readCellsAgain(file, wanted);
    expect(cells.get(wanted[0]!.offset)?.text).toBe('[1, "x"]');
    expect(cells.get(wanted[1]!.offset)?.text).toBe('[19999, "x"]');
  });

  it('reads every cell of tricky files as the scorer does (fast and reference readers: the same offsets)', async () => {
    const texts = [
      'a,b,c\n1,"x""y",z\n\n2,"multi\nline",""\r\n3,"after"text,\r4,,\n"5",unterminated,"open\nquote',
      '\uFEFFa,b\r\n"q,1","q""2"\r\n\r\nx,"y\r\n\r\nz"\r\n',
      'a,b\n"""",x"y"\n"a""b""c",d\n',
      'a,b\n"x"""\n"é""😀""",""""\n',
      'only\n',
    ];
    for (const text of texts) {
      const file = fileWith(text);
      const fast = await readerRows(file, false);
      const plain = await readerRows(file, true);
      expect(plain.rows, JSON.stringify(text)).toEqual(fast.rows);
      const { names, index, rows } = fast;
      for (const r of rows) {
        for (const [field, k] of index) {
          const cell = (await readCellsAgain(file, [{ offset: r.offset, line: r.line, column: k }])).get(r.offset);
          const where = `${JSON.stringify(text)} line ${r.line} ${field}`;
          if (r.fields[k] === undefined) {
            expect(cell, where).toBeUndefined();
            continue;
          }
          expect(cell?.text, where).toBe(r.fields[k]);
          expectEveryCharacterPlaced(text, cell!);
        }
      }
      expect(names.length).toBeGreaterThan(0);
    }
  });

  it('a record read from its line on: the closing quote, a "" and the text after a closing quote', async () => {
    const text = 'p,q,r,s\n1\n2\n3\n4\n5\na,"b\nc",d""e,"f""g"h\n';
    const file = fileWith(text);
    const [b, e, h] = [await locate(text, 7, 'q'), await locate(text, 7, 'r'), await locate(text, 7, 's')];
    expect([b.text, e.text, h.text]).toEqual(['b\nc', 'd""e', 'f"gh']);
    expect(b.at(2)).toEqual({ line: 8, column: 1 });
    expect(b.at(3)).toEqual({ line: 8, column: 2 }); // the closing quote
    expect(e.quote).toBeNull();
    expect(h.at(1)).toEqual({ line: 8, column: 11 }); // the first quote of ""
    expect(h.at(2)).toEqual({ line: 8, column: 13 });
    expect(h.at(3)).toEqual({ line: 8, column: 15 }); // after the closing quote
    expect(h.at(4)).toEqual({ line: 8, column: 16 }); // the end of the record
    expect(h.at(5)).toBeNull();
    expect([h.quote, h.closed]).toEqual([{ line: 8, column: 9 }, true]);
    const short = await cellAt(file, 7, 's');
    expect((await readCellsAgain(file, [{ ...short, column: 4 }])).size).toBe(0);
  });

  it('a quote that never closes: the cell runs to the end of the file', async () => {
    const cell = await locate('a,b\n1,"[1,\n2\n', 2, 'b');
    expect([cell.text, cell.closed, cell.quote]).toEqual(['[1,\n2\n', false, { line: 2, column: 3 }]);
    expect(cell.at(4)).toEqual({ line: 3, column: 1 });
    expect(cell.at(cell.text.length)).toEqual({ line: 4, column: 1 });
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
