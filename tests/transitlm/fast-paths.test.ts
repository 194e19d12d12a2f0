import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CsvRow } from '../../src/benchmarks/transitlm/input/records.js';
import { DictCsvReader } from '../../src/benchmarks/transitlm/input/csv-reader.js';
import { parseFloatString } from '../../src/benchmarks/transitlm/reference/float.js';
import { parsePyJson } from '../../src/benchmarks/transitlm/reference/json.js';
import { pyRepr, setIou, pySet } from '../../src/benchmarks/transitlm/reference/value.js';
import { stationIou } from '../../src/benchmarks/transitlm/tasks/route.js';
import { tempDir } from '../helpers.js';

/** The speed shortcuts must give exactly what the general paths give. */

async function read(content: string, options: { chunkSize?: number; columns?: string[] } = {}) {
  const file = path.join(tempDir('transitlm-fast-'), 'x.csv');
  writeFileSync(file, content);
  const reader = new DictCsvReader(file, options);
  const rows: CsvRow[] = [];
  for await (const batch of reader.rows()) rows.push(...batch);
  return { reader, rows };
}

describe('CSV reader shortcuts', () => {
  const ascii =
    'id,skip,x\nbus-1,110000,116.000900\n"bus,2",,"1""5"\nshort\nbus-4,aaaaaaaaaaaaaaaaaaaa,bbbbbbbbbbbbbbbbbbbbbbbbb\n';

  it('cuts fields of all-ASCII data from one decoded string exactly as the per-field decode does', async () => {
    // The same text with one non-ASCII byte in an extra row goes through the per-field decoder.
    const mixed = `${ascii}站,1,2\n`;
    for (const chunkSize of [1, 7, 64, 1 << 16]) {
      const a = await read(ascii, { chunkSize });
      const m = await read(mixed, { chunkSize });
      expect(
        a.rows.map((r) => r.fields),
        `chunk ${chunkSize}`,
      ).toEqual(m.rows.slice(0, 4).map((r) => r.fields));
      expect(a.rows.map((r) => r.fields)).toEqual([
        ['bus-1', '110000', '116.000900'],
        ['bus,2', '', '1"5'],
        ['short'],
        ['bus-4', 'a'.repeat(20), 'b'.repeat(25)],
      ]);
    }
  });
});

describe('float() of plain decimals', () => {
  it('matches Number() on the normalised text for every plain form', () => {
    const cases = [
      '0',
      '-0',
      '+7',
      '007',
      '1.',
      '.5',
      '-.5',
      '+.25',
      '116.000900',
      '39.9999999',
      '123456789012345',
      '1234567890.12345',
      '0.1',
      '9007199254740993',
      '1.00000000000000011102230246251565',
      '-116.31284223',
    ];
    for (const s of cases) expect(Object.is(parseFloatString(s), Number(s)), s).toBe(true);
    expect(Object.is(parseFloatString('-0'), -0)).toBe(true);
    for (const s of ['.', '-', '+', '1.2.3', '--1', '1-']) expect(parseFloatString(s), s).toBeNull();
  });
});

describe('JSON object keys from the key cache', () => {
  it('gives the same dicts on repeated and colliding keys, escaped keys and duplicates', () => {
    const texts = [
      '{"total_time":"1","a":1,"a":2}',
      '{"total_time":"2","b":[{"a":3}]}',
      '{"tota\\u006c_time":4,"x\\"y":5}',
      `{"${'k'.repeat(60)}":6,"":7}`,
      '{"total_time" : 8 }',
    ];
    const reprs = [
      "{'total_time': '1', 'a': 2}",
      "{'total_time': '2', 'b': [{'a': 3}]}",
      "{'total_time': 4, 'x\"y': 5}",
      `{'${'k'.repeat(60)}': 6, '': 7}`,
      "{'total_time': 8}",
    ];
    for (let round = 0; round < 2; round++) {
      texts.forEach((t, i) => {
        const r = parsePyJson(t);
        expect(r.ok && pyRepr(r.value), t).toBe(reprs[i]);
      });
    }
    const bad = parsePyJson('{"abc');
    expect(bad.ok ? null : bad.message).toBe('Unterminated string starting at');
  });
});

describe('station IoU shortcut', () => {
  const ref = { field: 'x', pointer: '' };
  it('is 1 for the same or the reversed sequence and equals the set IoU otherwise', () => {
    const a = ['s1', 's2', 's3', 's2'];
    expect(stationIou(a, [...a], ref, ref)).toBe(1);
    expect(stationIou(a, [...a].reverse(), ref, ref)).toBe(1);
    const b = ['s2', 's1', 's4'];
    expect(stationIou(a, b, ref, ref)).toBe(setIou(pySet(a), pySet(b)));
    expect(stationIou(a, b, ref, ref)).toBe(0.5);
  });
});
