import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStations } from '../../src/benchmarks/transitlm/stations.js';
import { tempDir } from '../helpers.js';

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
    const g = r.graph;
    expect(g.coords('a')).toEqual({ lng: 116.312842, lat: -40.5 });
    expect(g.coords('b')).toEqual({ lng: 1, lat: 0.5 });
    expect(g.coords('c')).toEqual({ lng: 7, lat: 100 });
    expect(g.coords('d')?.lng).toBe(12);
    expect(Object.is(g.coords('d')?.lat, -0)).toBe(true);
    expect(g.coords('e')).toEqual({ lng: 0, lat: 0 });
    expect(g.coords('f')).toEqual({ lng: 0, lat: 0 });
    expect(g.size).toBe(6);
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
    const g = r.graph;
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
    expect(await bad('stop_id,next_hop_stations\na,"""b"""\n')).toMatchObject({ field: 'next_hop_stations', message: expect.stringMatching(/array/) });
    expect(await bad('stop_id,next_hop_stations\na,"[""b"""\n')).toMatchObject({ field: 'next_hop_stations', message: expect.stringMatching(/not valid JSON/) });
    expect((await bad('')).message).toMatch(/empty/);
  });
});
