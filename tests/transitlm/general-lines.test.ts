import { describe, expect, it } from 'vitest';
import {
  judgeCase,
  LineIndexBuilder,
  type LinesCase,
  type StationLookup,
} from '../../src/benchmarks/transitlm/tasks/general/lines.js';
import { bigramJaccard } from '../../src/benchmarks/transitlm/tasks/general/bigram-jaccard.js';
import { stripLineGroups } from '../../src/benchmarks/transitlm/tasks/general/normalise.js';

import { haversine } from '../../src/benchmarks/transitlm/tasks/route.js';
import { diagnostic } from '../../src/core/diagnostics.js';
import { failure, success } from '../../src/core/result.js';

function buildIndex() {
  const b = new LineIndexBuilder(stripLineGroups);
  b.add('021', '地铁1号线(甲站--丁站)', [
    { name: '甲站', stopId: 's1' },
    { name: '乙站', stopId: 's2' },
    { name: '丙站', stopId: 's3' },
  ]);
  b.add('010', '地铁1号线(苹果园--环球度假区)', [
    { name: '苹果园', stopId: 'b1' },
    { name: '天安门东', stopId: 'b2' },
  ]);
  b.add('021', '地铁2号线(戊站--庚站)', [
    { name: '丙站', stopId: 's6' },
    { name: '庚站', stopId: 's7' },
  ]);
  b.add('021', '71路(东门--西门)', [
    { name: '东门', stopId: '100' },
    { name: '中山公园', stopId: '101' },
  ]);
  // Repeated key: 101 is known, 102 is appended.
  b.add('021', '71路(东门--西门)', [
    { name: '中山公园', stopId: '101' },
    { name: '西门', stopId: '102' },
  ]);
  b.add('021', '71路区间', [{ name: '东门', stopId: '200' }]);
  return b.build();
}

const stationTable: Record<string, { lat: number; lng: number; next: string[] }> = {
  s1: { lat: 31.2, lng: 121.4, next: ['s2', 's1'] },
  s3: { lat: 31.2, lng: 121.42, next: ['s6', 's3'] },
  s7: { lat: 31.3, lng: 121.5, next: ['s7'] },
  'bus-102': { lat: 31.25, lng: 121.45, next: ['bus-s1', 'bus-102'] },
};
const stations: StationLookup = {
  has: (id) => Object.hasOwn(stationTable, id),
  nextHopsInclude: (id, c) => stationTable[id]!.next.includes(c),
  coords: (id) => (Object.hasOwn(stationTable, id) ? { lat: stationTable[id]!.lat, lng: stationTable[id]!.lng } : null),
};

const text = (t: string) => success(t);
function lcase(lines: string[], names: string[], extra: Partial<LinesCase> = {}): LinesCase {
  return {
    city: '上海',
    lines: lines.map(text),
    names: names.map(text),
    start: [121.4, 31.2],
    end: [121.5, 31.3],
    startThresholdKm: 3,
    endThresholdKm: 3,
    startTransferKm: 0,
    endTransferKm: 0,
    ...extra,
  };
}

describe('line index', () => {
  it('appends only new stop ids for a repeated (citycode, line_name)', () => {
    const line = buildIndex().lines.find((l) => l.name === '71路(东门--西门)')!;
    expect(line.stops.map((s) => s.stopId)).toEqual(['100', '101', '102']);
    expect(line.stripped).toBe('71路');
  });
});

describe('bigram Jaccard', () => {
  it('is computed over code points', () => {
    // 中山公园 {中山,山公,公园} vs 中山公园站 {中山,山公,公园,园站}: 3/4
    expect(bigramJaccard('中山公园', '中山公园站')).toBe(0.75);
    expect(bigramJaccard('𠀋𠀌', '𠀋𠀌')).toBe(1);
    expect(bigramJaccard('𠀋𠀌a', '𠀋𠀌b')).toBeCloseTo(1 / 3, 12);
  });
  it('uses character sets when a name has one character', () => {
    expect(bigramJaccard('园', '公园')).toBe(0.5);
  });
  it('is 0 for an empty name', () => {
    expect(bigramJaccard('', 'a')).toBe(0);
  });
});

describe('line and station matching', () => {
  const index = buildIndex();
  /** The line the judge matches `target` to in `city`: its unreachable reason names it (no stop is 北门). */
  const lineReason = (target: string, city: string | null) =>
    judgeCase(lcase([target], ['北门', '北门'], { city }), index, stations).reason;
  it('matches a name without its (…) group exactly, first in file order', () => {
    // No city: all lines, the first 地铁1号线 is Shanghai's.
    expect(lineReason('地铁1号线', null)).toBe(
      'line "地铁1号线" (地铁1号线(甲站--丁站)) has no boarding station "北门"',
    );
    expect(lineReason('地铁1号线', '北京')).toBe(
      'line "地铁1号线" (地铁1号线(苹果园--环球度假区)) has no boarding station "北门"',
    );
  });
  it('falls back to the shortest stripped name that contains the target', () => {
    expect(lineReason('71', '上海')).toBe('line "71" (71路(东门--西门)) has no boarding station "北门"');
    expect(lineReason('区间', '上海')).toBe('line "区间" (71路区间) has no boarding station "北门"');
    expect(lineReason('99路', '上海')).toBe('line "99路" has no match in the line file (city 021)');
  });
  it('matches stations exactly, else by bigram Jaccard ≥ 0.4 (first best)', () => {
    // The stop `target` matches on 71路 (东门 100, 中山公园 101, 西门 102): the judge names it as the
    // alighting stop of a transfer, none of these ids being in the station file.
    const stopReason = (target: string) =>
      judgeCase(lcase(['71路', '地铁1号线'], ['西门', target, '甲站', '乙站']), index, stations).reason;
    const notInFile = (stop: string) => `transfer: alighting stop ${stop} is not in the station file`;
    expect(stopReason('中山公园')).toBe(notInFile('101 (中山公园)'));
    expect(stopReason('中山公园站')).toBe(notInFile('101 (中山公园)'));
    expect(stopReason('东门外')).toBe(notInFile('100 (东门)')); // {东门,门外} vs {东门}: 1/2
    // 0 against every stop:
    expect(stopReason('北门')).toBe('line "71路" (71路(东门--西门)) has no alighting station "北门"');
  });
  it('resolves a stop id to itself or its bus- form, adding the prefix only', () => {
    // A transfer from the alighting stop of 81路 or 地铁1号线, resolved in the station file, to 甲站 (s1) or 乙站 (s2).
    const b = new LineIndexBuilder(stripLineGroups);
    b.add('021', '地铁1号线(甲站--丁站)', [
      { name: '甲站', stopId: 's1' },
      { name: '乙站', stopId: 's2' },
      { name: '丙站', stopId: 's3' },
    ]);
    b.add('021', '81路', [
      { name: '起点', stopId: 'x' },
      { name: '北站', stopId: '102' },
      { name: '南站', stopId: 'bus-102' },
      { name: '东站', stopId: 'bus-999' },
    ]);
    const ids = b.build();
    const judged = (lines: string[], names: string[]) => judgeCase(lcase(lines, names), ids, stations);
    // s1 itself: its next hops hold s2.
    expect(judged(['地铁1号线', '地铁1号线'], ['乙站', '甲站', '乙站', '丙站']).reachable).toBe(true);
    // 102 as bus-102, bus-102 itself: their next hops hold bus-s1.
    expect(judged(['81路', '地铁1号线'], ['起点', '北站', '甲站', '乙站']).reachable).toBe(true);
    expect(judged(['81路', '地铁1号线'], ['起点', '南站', '甲站', '乙站']).reachable).toBe(true);
    expect(judged(['81路', '地铁1号线'], ['起点', '东站', '甲站', '乙站']).reason).toBe(
      'transfer: alighting stop bus-999 (东站) is not in the station file',
    );
  });
});

describe('judgeCase', () => {
  const index = buildIndex();
  it('passes a transfer route whose stops are connected and near the ends', () => {
    const v = judgeCase(lcase(['地铁1号线', '地铁2号线'], ['甲站', '丙站', '丙站', '庚站']), index, stations);
    expect(v).toEqual({ reachable: true, stationGrounding: true, distancePlausibility: true, reason: null });
  });
  it('needs two names per line', () => {
    const v = judgeCase(lcase(['地铁1号线'], ['甲站', '乙站', '丙站']), index, stations);
    expect(v.reachable).toBe(false);
    expect(v.reason).toMatch(/expected 2 .* got 3/);
  });
  it('fails when boarding and alighting match one stop', () => {
    const v = judgeCase(lcase(['地铁1号线'], ['甲站', '甲站 ']), index, stations);
    expect(v.reason).toMatch(/same stop/);
  });
  it('uses the city code, so a Beijing line is not found for Shanghai', () => {
    const v = judgeCase(lcase(['地铁1号线'], ['苹果园', '天安门东']), index, stations);
    expect(v.reason).toMatch(/no boarding station "苹果园"/);
    const anyCity = judgeCase(lcase(['地铁1号线'], ['苹果园', '天安门东'], { city: '杭州' }), index, stations);
    expect(anyCity.reason).toMatch(/no boarding station/); // all lines searched: the first 地铁1号线 is Shanghai's
  });
  it('resolves the alighting stop through bus- and accepts a bus- next boarding', () => {
    const v = judgeCase(lcase(['71路', '地铁1号线'], ['东门', '西门', '甲站', '乙站']), index, stations);
    expect(v.reachable).toBe(true);
  });
  it('fails a transfer whose stops are not connected', () => {
    const v = judgeCase(lcase(['地铁1号线', '地铁2号线'], ['甲站', '乙站', '丙站', '庚站']), index, stations);
    expect(v.reason).toMatch(/transfer: alighting stop s2 .* not in the station file/);
    const w = judgeCase(lcase(['地铁2号线', '地铁1号线'], ['丙站', '庚站', '甲站', '乙站']), index, stations);
    expect(w.reason).toMatch(/s7 \(庚站\) -> s1 \(甲站\) is not connected/);
  });
  it('grounds from the first boarding and last alighting stop by the mode threshold', () => {
    // start is 0.01° of longitude west of s1 at 31.2°N: about 0.95 km
    const far = lcase(['地铁1号线'], ['甲站', '丙站'], {
      start: [121.39, 31.2],
      end: [121.42, 31.2],
      startThresholdKm: 0.5,
    });
    const v = judgeCase(far, index, stations);
    expect(v).toMatchObject({ reachable: true, stationGrounding: false, distancePlausibility: true });
    expect(v.reason).toMatch(/start point is 0\.95 km from stop s1 \(threshold 0\.5 km\)/);
  });
  it('passes an end whose stop has no coordinates', () => {
    const v = judgeCase(
      lcase(['地铁1号线'], ['乙站', '丙站'], { start: [0, 0], end: [121.42, 31.2] }),
      index,
      stations,
    );
    expect(v.stationGrounding).toBe(true);
  });
  it('checks transfer-distance plausibility strictly', () => {
    const base = { start: [121.39, 31.2], end: [121.42, 31.2] } as const;
    const d = haversine(31.2, 121.39, 31.2, 121.4);
    const short = judgeCase(
      lcase(['地铁1号线'], ['甲站', '丙站'], { ...base, startTransferKm: d - 0.51 }),
      index,
      stations,
    );
    expect(short.distancePlausibility).toBe(false);
    const edge = judgeCase(
      lcase(['地铁1号线'], ['甲站', '丙站'], { ...base, startTransferKm: 3 * d + 0.5 }),
      index,
      stations,
    );
    expect(edge.distancePlausibility).toBe(true);
    const long = judgeCase(
      lcase(['地铁1号线'], ['甲站', '丙站'], { ...base, startTransferKm: 3 * d + 0.6 }),
      index,
      stations,
    );
    expect(long.distancePlausibility).toBe(false);
    expect(long.reason).toMatch(/implausible/);
  });
  it('reports unusable payload entries as unreachable', () => {
    const c = lcase(['地铁1号线'], ['甲站', '丙站']);
    const v = judgeCase(
      { ...c, names: [failure(diagnostic({ code: 'not-a-string', message: 'not a string (5)' })), text('丙站')] },
      index,
      stations,
    );
    expect(v.reason).toBe('boarding station of line "地铁1号线": not a string (5)');
  });
});
