// The fast path against the reference path (src/benchmarks/transitlm/reference/): the byte-level
// CSV parser against PythonCsvParser (CPython's _csv.c state machine), the JSON reader against
// parsePyJson, the decimal reader against float(), the unit shortcuts against common.py's rules,
// all on generated inputs: the same values, byte for byte, or a give-up where the fast reader
// may give up.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { CsvByteParser } from '../../src/benchmarks/transitlm/fast/csv-bytes.js';
import { decimalOfBytes, decimalOfString } from '../../src/benchmarks/transitlm/fast/decimal.js';
import { FastJson } from '../../src/benchmarks/transitlm/fast/json.js';
import { parseUnit } from '../../src/benchmarks/transitlm/fast/units.js';
import { DictCsvReader } from '../../src/benchmarks/transitlm/input/csv-reader.js';
import type { CsvRow } from '../../src/benchmarks/transitlm/input/records.js';
import { PythonCsvParser, type CsvRecord } from '../../src/benchmarks/transitlm/reference/csv.js';
import { parseFloatString } from '../../src/benchmarks/transitlm/reference/float.js';
import { parsePyJson } from '../../src/benchmarks/transitlm/reference/json.js';
import { useReferencePath } from '../../src/benchmarks/transitlm/reference/mode.js';
import { parseUnit as referenceUnit } from '../../src/benchmarks/transitlm/reference/units.js';
import { floatRepr } from '../../src/benchmarks/transitlm/reference/value.js';
import { tempDir } from '../helpers.js';
import { jsonContainer, pythonCsvRecords, quoted, runs, tagged, universalNewlines } from './support.js';

const dir = tempDir('property-reference-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => useReferencePath(false));
let files = 0;

/** CSV-ish text: delimiters, quotes, every kind of line break, multi-byte characters. */
const csvText = fc.string({
  unit: fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom('a', 'b', '1', ' ', 'é', '地', '😀', '{', '}', ':', '\t', '\\', "'", '[', ']'),
    },
    { weight: 3, arbitrary: fc.constantFrom(',', '"', '""', '\n', '\r\n', '\r') },
  ),
  maxLength: 80,
  size: 'large',
});

const view = (r: CsvRecord) => ({ fields: r.fields, line: r.line, offset: r.offset, oversized: r.oversized });

/** The records of a parser fed `bytes` in pieces cut at `cuts` (on whole characters: the file reader never cuts one). */
function records(
  make: (on: (r: CsvRecord) => void) => { push(b: Buffer): void; end(): void },
  text: string,
  cuts: number[],
): ReturnType<typeof view>[] {
  const out: ReturnType<typeof view>[] = [];
  const parser = make((r) => out.push(view(r)));
  const chars = Array.from(text);
  let from = 0;
  for (const cut of [...new Set(cuts.map((c) => c % (chars.length + 1)))].sort((a, b) => a - b)) {
    parser.push(Buffer.from(chars.slice(from, cut).join('')));
    from = cut;
  }
  parser.push(Buffer.from(chars.slice(from).join('')));
  parser.end();
  return out;
}

const fast = (on: (r: CsvRecord) => void) => new CsvByteParser({ strings: on });
const plain = (on: (r: CsvRecord) => void) => new PythonCsvParser(on);

describe('CSV: the byte parser and PythonCsvParser', () => {
  it('give the same records (fields, starting lines and byte offsets) for any text, however it is cut into reads', () => {
    fc.assert(
      fc.property(csvText, fc.array(fc.nat(), { maxLength: 6 }), (raw, cuts) => {
        const text = universalNewlines(raw);
        const expected = records(plain, text, []);
        expect(records(fast, text, cuts)).toEqual(expected);
        expect(records(plain, text, cuts)).toEqual(expected);
        // and both are Python's (the plain model of the csv module in support.ts)
        expect(expected.map(({ fields, line }) => ({ fields, line }))).toEqual(pythonCsvRecords(text));
      }),
      runs(600),
    );
  });

  it('flag the same fields over the field size limit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2, max: 2 }),
        fc.constantFrom('a', 'é', '😀', '""'),
        fc.boolean(),
        (delta, unit, quote) => {
          const body = unit.repeat(131072 + delta);
          const text = `x,${quote || unit === '""' ? `"${body}"` : body}\n`;
          expect(records(fast, text, [])).toEqual(records(plain, text, []));
        },
      ),
      runs(20),
    );
  });

  it('DictCsvReader gives the same rows on both paths, route cells read as JSON on the fast one', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(jsonContainer, csvText), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 64 }),
        async (cells, chunkSize) => {
          const lines = [
            'id,sft_label,x',
            ...cells.map(([doc, other], k) => `r${k},${quoted(doc.text)},${quoted(other)}`),
          ];
          const f = path.join(dir, `f${files++}.csv`);
          writeFileSync(f, lines.join('\r\n'));
          const read = async (reference: boolean) => {
            useReferencePath(reference);
            const reader = new DictCsvReader(f, { chunkSize });
            const rows: CsvRow[] = [];
            for await (const batch of reader.rows(['sft_label'])) rows.push(...batch);
            return rows;
          };
          const plainRows = await read(true);
          const fastRows = await read(false);
          expect(plainRows.every((r) => r.values === null)).toBe(true);
          // A cell the fast path read as JSON holds json.loads of the reference path's text.
          const seen = (rows: CsvRow[], asJson: (k: number) => boolean) =>
            rows.map((r, k) => ({
              row: r.row,
              line: r.line,
              fields: r.fields.map((c, i) => (i === 1 && asJson(k) ? jsonOrText(c) : c)),
            }));
          const readAsJson = (k: number) => fastRows[k]?.values?.[1] !== undefined;
          expect(
            fastRows.map((r) => ({
              row: r.row,
              line: r.line,
              fields: r.fields.map((c, i) => (r.values?.[i] !== undefined ? tagged(r.values[i]) : c)),
            })),
          ).toEqual(seen(plainRows, readAsJson));
        },
      ),
      runs(80),
    );
  });
});

/** tagged() of json.loads of a cell's text, or the text when json.loads raises. */
function jsonOrText(text: string): string {
  const r = parsePyJson(text);
  return r.ok ? tagged(r.value) : text;
}

describe('JSON: FastJson and parsePyJson', () => {
  const reader = new FastJson();
  it('next-hop arrays: the strings of a plain array of strings, or a give-up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'é', '地', '\\', '"', ' ', '\n', ',', ']', '\u0001') }), {
          maxLength: 5,
        }),
        fc.constantFrom('', ' ', '\n', '\t'),
        (items, ws) => {
          const text = `${ws}[${ws}${items.map((s) => `"${s}"`).join(`${ws},${ws}`)}${ws}]${ws}`;
          const bytes = Buffer.from(text);
          const count = reader.stringArray(bytes, 0, bytes.length);
          const expected = parsePyJson(text);
          if (count < 0) return; // a give-up: the loader reads the cell with parsePyJson
          expect(expected.ok).toBe(true);
          const strings = Array.from({ length: count }, (_, k) =>
            bytes.toString('utf8', reader.ranges[2 * k], reader.ranges[2 * k + 1]),
          );
          expect(strings).toEqual(expected.ok ? expected.value : null);
        },
      ),
      runs(400),
    );
  });
});

/** Plain decimals and near misses: signs, dots, long digit runs, Unicode digits and spaces. */
const decimalText = fc.string({
  unit: fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom('0', '1', '5', '9') },
    { weight: 2, arbitrary: fc.constantFrom('.', '-', '+', 'e', '_', ' ', '١', '\xa0', 'x') },
  ),
  maxLength: 24,
});

describe('decimals: the one decimal reader and float()', () => {
  it('gives float()’s value for a plain decimal (str or bytes) and gives up on anything else', () => {
    fc.assert(
      fc.property(decimalText, (s) => {
        const expected = parseFloatString(s);
        const str = decimalOfString(s);
        const bytes = Buffer.from(s);
        const fromBytes = decimalOfBytes(bytes, 0, bytes.length);
        expect(fromBytes === null ? null : floatRepr(fromBytes)).toBe(str === null ? null : floatRepr(str));
        if (str !== null) expect(floatRepr(str)).toBe(expected === null ? null : floatRepr(expected));
        const viaFast = decimalOfString(s) ?? parseFloatString(s); // as the station builder reads a cell
        expect(viaFast === null ? null : floatRepr(viaFast)).toBe(expected === null ? null : floatRepr(expected));
      }),
      runs(2000),
    );
  });
});

describe('units: the shortcuts and common.py’s rules', () => {
  const unitText = fc.oneof(
    decimalText,
    fc
      .tuple(decimalText, fc.constantFrom('公里', '米', '分钟', '小时', '小时20分钟', '元', 'km', ' 米', '公里米'))
      .map(([n, u]) => n + u),
  );
  it('give the same value for every kind and both compat modes', () => {
    fc.assert(
      fc.property(
        unitText,
        fc.constantFrom<'distance' | 'time' | 'fare'>('distance', 'time', 'fare'),
        fc.constantFrom<'reference' | 'corrected'>('reference', 'corrected'),
        (s, kind, compat) => {
          const expected = referenceUnit(kind, s, compat);
          expect(floatRepr(parseUnit(kind, s, compat))).toBe(floatRepr(expected));
        },
      ),
      runs(1500),
    );
  });
});
