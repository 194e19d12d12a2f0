import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RowPool } from '../../src/benchmarks/transitlm/parallel/pool.js';
import { loadInParts, readStationPart, type StationPartLoader } from '../../src/benchmarks/transitlm/stations/parts.js';
import { loadStations } from '../../src/benchmarks/transitlm/stations/load.js';
import { StringIds, StringInterner } from '../../src/benchmarks/transitlm/stations/strings.js';
import { type StationLoad } from '../../src/benchmarks/transitlm/stations/graph.js';
import { sha256File } from '../../src/results/inputs.js';
import { tempDir } from '../helpers.js';
import { SHARED } from './support.js';

async function load(text: string) {
  const file = path.join(tempDir('transitlm-st-'), 'station_info.csv');
  writeFileSync(file, text);
  return loadStations(file);
}

describe('station file', () => {
  it('reads coordinates as Python float() does; empty or absent is 0.0', async () => {
    const r = await load(
      [
        'stop_id,coord_x,coord_y,next_hop_stations',
        'a,116.312842,-40.5,',
        'b,1.,.5,',
        'c, 7 ,1e2,',
        'd,１２,-0.0,',
        'e,,',
        'f',
      ].join('\n'),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const g = r.value;
    expect(g.coords('a')).toEqual({ lng: 116.312842, lat: -40.5 });
    expect(g.coords('b')).toEqual({ lng: 1, lat: 0.5 });
    expect(g.coords('c')).toEqual({ lng: 7, lat: 100 });
    expect(g.coords('d')?.lng).toBe(12);
    expect(Object.is(g.coords('d')?.lat, -0)).toBe(true);
    expect(g.coords('e')).toEqual({ lng: 0, lat: 0 });
    expect(g.coords('f')).toEqual({ lng: 0, lat: 0 });
    expect(g.size).toBe(6);
  });

  it('reads plain decimals from the bytes exactly as Python float() rounds them', async () => {
    // Seeded mix of short and long decimals: ≤ 15 digits take the byte-level path, longer ones
    // the full parser; both must give the correctly rounded double (what Number() gives).
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const digits = (n: number) => Array.from({ length: n }, () => Math.floor(next() * 10)).join('');
    const texts = Array.from(
      { length: 3000 },
      () =>
        `${next() < 0.3 ? '-' : ''}${digits(1 + Math.floor(next() * 4))}${next() < 0.9 ? `.${digits(Math.floor(next() * 19))}` : ''}`,
    );
    const r = await load(
      ['stop_id,coord_x,coord_y', ...texts.map((t, i) => `s${i},${t},${texts[texts.length - 1 - i]}`)].join('\n'),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    texts.forEach((t, i) => {
      const c = r.value.coords(`s${i}`)!;
      expect(Object.is(c.lng, Number(t)), t).toBe(true);
      expect(Object.is(c.lat, Number(texts[texts.length - 1 - i])), t).toBe(true);
    });
  });

  it('matches stop ids and next hops as exact strings, whatever their characters', async () => {
    const r = await load(
      [
        'stop_id,coord_x,coord_y,next_hop_stations',
        '地铁站,1,1,"[""站😀"", ""b""]"',
        '站😀,2,2,',
        'b,3,3,"[""\\ud800"", ""é""]"',
      ].join('\n'),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const g = r.value;
    expect(g.nextHopContains('地铁站', '站😀')).toBe(true);
    expect(g.coords('站😀')).toEqual({ lng: 2, lat: 2 });
    expect(g.has('站')).toBe(false);
    expect(g.nextHopContains('b', '\ud800')).toBe(true); // a lone surrogate, compared as Python does
    expect(g.nextHopContains('b', '\ufffd')).toBe(false);
    expect(g.nextHopContains('b', 'é')).toBe(true);
    expect(g.nextHopContains('b', 'e\u0301')).toBe(false); // no normalisation
    expect(g.step('地铁站', 'b', { a: -2, b: -2 })).toBe('ok');
    expect(g.step('站😀', 'b', { a: -2, b: -2 })).toBe('not-connected');
  });

  it('keeps next-hop entries with their JSON type; a duplicate stop id replaces the earlier row', async () => {
    const r = await load(
      [
        'stop_id,coord_x,coord_y,next_hop_stations',
        'a,1,1,"[""b"", 5, [1, 2], NaN, ""x\\u0079""]"',
        'b,1,1,"[""c""]"',
        'b,2,2,"[""d""]"',
      ].join('\n'),
    );
    if (!r.ok) throw new Error(JSON.stringify(r.diagnostics));
    const g = r.value;
    expect(g.nextHopContains('a', 'b')).toBe(true);
    expect(g.nextHopContains('a', 5)).toBe(true); // 5.0 == 5
    expect(g.nextHopContains('a', true)).toBe(false);
    expect(g.nextHopContains('a', [1n, 2n])).toBe(true);
    expect(g.nextHopContains('a', NaN)).toBe(true); // json.loads shares one NaN
    expect(g.nextHopContains('a', 'xy')).toBe(true);
    expect(g.nextHopContains('a', '5')).toBe(false);
    expect(g.nextHopContains('b', 'c')).toBe(false);
    expect(g.nextHopContains('b', 'd')).toBe(true);
    expect(g.coords('b')).toEqual({ lng: 2, lat: 2 });
    expect(g.size).toBe(2);
  });

  it('whole-file problems are diagnostics', async () => {
    const bad = async (text: string) => {
      const r = await load(text);
      if (r.ok) throw new Error('expected a failure');
      return r.diagnostics[0]!;
    };
    expect(await bad('id,coord_x\n')).toMatchObject({ code: 'bad-stations', field: 'stop_id' });
    expect(await bad('stop_id,coord_y\na,1_0\nb,1__0\n')).toMatchObject({ field: 'coord_y', line: 3, row: 2 });
    expect(await bad('stop_id,next_hop_stations\na,"""b"""\n')).toMatchObject({
      field: 'next_hop_stations',
      message: expect.stringMatching(/array/),
    });
    expect(await bad('stop_id,next_hop_stations\na,"[""b"""\n')).toMatchObject({
      field: 'next_hop_stations',
      message: expect.stringMatching(/not valid JSON/),
    });
    expect((await bad('')).message).toMatch(/empty/);
  });

  it('sizes the id table from the rows it will hold, not from the bytes (long rows, few ids)', async () => {
    // The hash table is all resident: sized from bytes/40, 20 000 rows of ~300 bytes took 4× the slots.
    const pad = 'x'.repeat(240);
    const rows = Array.from({ length: 20_000 }, (_, i) => `s${i},1.5,2.5,"[""s${i + 1}""]",${pad}\n`);
    const r = await load(`stop_id,coord_x,coord_y,next_hop_stations,note\n${rows.join('')}`);
    if (!r.ok) throw new Error('expected a graph');
    const slots = r.value.tables.strings.table.length;
    expect(r.value.size).toBe(20_000);
    expect(slots).toBeLessThanOrEqual(1 << 16); // 20 001 ids (+10 %) at ≤ 0.7 load
    expect(r.value.nextHopContains('s19999', 's20000')).toBe(true);
  });
});

describe('string tables', () => {
  it('find every string again across table growth and the switch to large ids', () => {
    // 8 bits of id at first: the 255th string switches the slots to 31 bits of id (1 bit of tag).
    const interner = new StringInterner(16, 256, false, 8);
    const words = Array.from({ length: 3000 }, (_, i) => (i % 7 === 0 ? `站点-${i}` : `bus-${i}`));
    const ids = words.map((w) => interner.intern(w));
    expect(new Set(ids).size).toBe(words.length);
    expect(words.map((w) => interner.intern(w))).toEqual(ids); // interning again finds the same ids
    const tables = interner.tables();
    expect(tables.idBits).toBe(31);
    const lookup = new StringIds(tables);
    expect(words.map((w) => lookup.get(w))).toEqual(ids);
    expect(lookup.get('bus-3000')).toBe(-1);
    expect(lookup.get('')).toBe(-1);
  });

  it('keep 24 bits of id and an 8-bit tag per slot below 2^24 - 1 strings', () => {
    const interner = new StringInterner(5000, 1 << 15, false);
    for (let i = 0; i < 5000; i++) interner.intern(`s${i}`);
    const tables = interner.tables();
    expect(tables.idBits).toBe(24);
    expect(tables.table.length).toBe(8192); // one int per slot, ≤ 0.7 full
    expect(new StringIds(tables).get('s4999')).toBe(4999);
  });
});

/** Everything a graph answers, independent of string-id order: per stop id, coordinates and next hops. */
function dump(load: StationLoad): unknown {
  if (!load.ok) return load.diagnostics;
  const t = load.value.tables;
  const text = (s: number) =>
    Buffer.from(
      t.strings.arena.buffer,
      t.strings.arena.byteOffset + t.strings.start[s]!,
      t.strings.start[s + 1]! - t.strings.start[s]!,
    ).toString('utf8');
  const stops: unknown[] = [];
  for (let s = 0; s < t.rowOfString.length; s++) {
    const r = t.rowOfString[s]!;
    if (r < 0) continue;
    const hops: string[] = [];
    for (let k = t.hopStart[r]!; k < t.hopStart[r + 1]!; k++) hops.push(text(t.hops[k]!));
    stops.push([text(s), t.lat[r], t.lng[r], hops.sort(), t.otherHops.get(r) ?? null]);
  }
  return {
    size: load.value.size,
    warnings: load.warnings,
    stops: stops.sort((a, b) => ((a as string[])[0]! < (b as string[])[0]! ? -1 : 1)),
  };
}

/** Reads the other part on this thread: the same code a worker runs. */
const sameThread: StationPartLoader = {
  loadStationPart: (file, start, header) => ({ part: readStationPart(file, start, header), sha256: sha256File(file) }),
};

describe('station file read in two parts', () => {
  const cases: Record<string, string> = {
    plain: [
      'stop_id,coord_x,coord_y,next_hop_stations',
      ...Array.from({ length: 400 }, (_, i) => `s${i},${116 + i / 1000},39.5,"[""s${i + 1}"", ""s${(i * 7) % 400}""]"`),
    ].join('\n'),
    crlf:
      [
        'stop_id,coord_x,coord_y,next_hop_stations',
        ...Array.from({ length: 300 }, (_, i) => `站${i},1.5,2.5,"[""站${i + 1}""]"`),
      ].join('\r\n') + '\r\n',
    'duplicates across the cut': [
      'stop_id,coord_x,coord_y,next_hop_stations',
      ...Array.from({ length: 300 }, (_, i) => `d${i % 100},${i},${i},"[""d${(i + 1) % 100}"", ${i}, NaN]"`),
    ].join('\n'),
    'quoted line breaks everywhere': [
      'stop_id,coord_x,coord_y,next_hop_stations',
      ...Array.from({ length: 200 }, (_, i) => `"q\n${i}",1,1,"[""q\n${i + 1}""]"`),
    ].join('\n'),
    'a bad coordinate late': [
      'stop_id,coord_x,coord_y,next_hop_stations',
      ...Array.from({ length: 300 }, (_, i) => `b${i},${i === 280 ? 'x' : '1'},1,`),
    ].join('\n'),
    'an oversized cell late': [
      'stop_id,coord_x,coord_y,next_hop_stations',
      ...Array.from({ length: 50 }, (_, i) => `o${i},1,1,"[""${i === 45 ? 'y'.repeat(140000) : 'o1'}""]"`),
    ].join('\n'),
  };
  for (const [name, text] of Object.entries(cases)) {
    it(`${name}: the same graph (or the same diagnostics) as one read`, async () => {
      const file = path.join(tempDir('transitlm-st-'), 'station_info.csv');
      writeFileSync(file, text);
      const whole = await loadStations(file);
      const parts = await loadStations(file, sameThread, 0);
      expect(dump(parts)).toEqual(dump(whole));
      if (whole.ok && parts.ok) expect(await parts.sha256).toBe(await whole.sha256);
      // The two-part read is really taken where nothing needs a whole-file diagnostic.
      const taken = (await loadInParts(file, statSync(file).size, sameThread)) !== null;
      expect(taken).toBe(!/late|quoted/.test(name));
    });
  }

  it('on a worker thread of the row pool, for the conformance station files', async () => {
    const pool = new RowPool(1, { task: 'single', compat: 'reference', shard: null });
    try {
      for (const name of ['station_info_synthetic.csv', 'station_info_indonesia.csv']) {
        const file = path.join(SHARED, name);
        expect(dump(await loadStations(file, pool, 0))).toEqual(dump(await loadStations(file)));
      }
    } finally {
      await pool.close();
    }
  });
});
