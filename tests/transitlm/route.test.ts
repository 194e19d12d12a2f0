import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePyJson } from '../../src/benchmarks/transitlm/reference/json.js';
import { PyRaise, type PyValue } from '../../src/benchmarks/transitlm/reference/value.js';
import {
  evaluateRoute,
  filterStations,
  groundingThreshold,
  haversine,
  lineIou,
  modesMatch,
  parsePrompt,
  plausible,
  stationIou,
  walkReachability,
  expertScore,
  countTransitLines,
  cyclingSegments,
} from '../../src/benchmarks/transitlm/tasks/route.js';
import { packRouteEval, unpackRouteEval } from '../../src/benchmarks/transitlm/tasks/route-pack.js';
import { DiversityScorer } from '../../src/benchmarks/transitlm/tasks/diversity.js';
import { SingleScorer } from '../../src/benchmarks/transitlm/tasks/single.js';
import { RowCells } from '../../src/benchmarks/transitlm/tasks/row.js';
import type { TaskScorer } from '../../src/benchmarks/transitlm/tasks/types.js';
import { csvHeader, type CsvRow } from '../../src/benchmarks/transitlm/input/records.js';
import { loadStations } from '../../src/benchmarks/transitlm/stations/load.js';
import { type StationGraph } from '../../src/benchmarks/transitlm/stations/graph.js';
import { FIXTURES } from './support.js';

const j = (t: string): PyValue => {
  const r = parsePyJson(t);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};
const ref = { field: 'generate_results', pointer: '' };

async function graph(): Promise<StationGraph> {
  const loaded = await loadStations(path.join(FIXTURES, 'stations.csv'));
  if (!loaded.ok) throw new Error('fixture stations');
  return loaded.value;
}

describe('filtering and reachability', () => {
  it('filters falsy, blank and transfer-marker stations, keeping the original values', () => {
    expect(filterStations(j('["a", "", " ", "【换乘】", " 【换乘】 ", null, 0, " 1", 5, ["x"]]'), ref)).toEqual([
      'a',
      ' 1',
      5n,
      ['x'],
    ]);
    expect(() => filterStations(j('5'), ref)).toThrow(PyRaise);
  });
  it('walks pairs through the next-hop lists and stops at the first failure', async () => {
    const g = await graph();
    expect(walkReachability(['t-L1-00', 't-L1-01', 't-L1-02'], g, ref).reachable).toBe(true);
    expect(walkReachability(['t-L1-05', 't-L2-03'], g, ref).reachable).toBe(true); // a transfer hop
    expect(walkReachability(['t-L1-03', 't-L1-03'], g, ref).reachable).toBe(true); // the stop id itself is a next hop
    expect(walkReachability(['t-L1-01', 't-L1-00'], g, ref)).toEqual({
      reachable: false,
      reason: 'station t-L1-01 → t-L1-00 not connected',
    });
    expect(walkReachability(['nope', 't-L1-00'], g, ref).reason).toMatch(/has no next-hop info/);
    expect(walkReachability(['only'], g, ref).reachable).toBe(true);
    expect(walkReachability([5n, 't-L1-00'], g, ref).reachable).toBe(false);
    expect(() => walkReachability([['x'], 't-L1-00'], g, ref)).toThrow(/unhashable/);
  });
  it('compares next hops with Python equality for non-string entries', async () => {
    const g = await graph();
    expect(g.nextHopContains('t-L1-00', 't-L1-01')).toBe(true);
    expect(g.nextHopContains('t-L1-00', 1n)).toBe(false);
    expect(g.coords('t-L1-01')).toEqual({ lat: 31.2, lng: 121.41 });
    expect(g.has('t-X')).toBe(false);
  });
});

describe('IoU, modes, expert score', () => {
  it('line IoU uses raw entries (markers count, duplicates collapse), 0 when either is falsy', () => {
    expect(lineIou(j('["A", "【换乘】", "B", "B"]'), j('["A", "B"]'), ref, ref)).toBeCloseTo(2 / 3, 15);
    expect(lineIou(j('[]'), j('["A"]'), ref, ref)).toBe(0);
    expect(lineIou(j('"AB"'), j('["A", "B"]'), ref, ref)).toBe(1); // a string iterates by character
    expect(() => lineIou(j('5'), j('["A"]'), ref, ref)).toThrow(PyRaise);
    expect(lineIou(j('0'), j('["A"]'), ref, ref)).toBe(0); // falsy: never iterated
  });
  it('station IoU ignores order and duplicates', () => {
    expect(stationIou(['a', 'b', 'b'], ['b', 'a'], ref, ref)).toBe(1);
    expect(stationIou(['a', 'c'], ['a', 'b'], ref, ref)).toBeCloseTo(1 / 3, 15);
    expect(stationIou([], ['a'], ref, ref)).toBe(0);
    expect(() => stationIou([['a']], ['a'], ref, ref)).toThrow(/unhashable/);
  });
  it('modes default to 步行 and compare raw', () => {
    const d = (t: string) => j(t) as Map<string, PyValue>;
    expect(
      modesMatch(d('{"start_transfer_mode": ""}'), d('{"start_transfer_mode": "步行", "end_transfer_mode": null}')),
    ).toBe(true);
    expect(modesMatch(d('{"start_transfer_mode": "打车"}'), d('{"start_transfer_mode": "网约车"}'))).toBe(false);
    expect(modesMatch(d('{"start_transfer_mode": " 步行"}'), d('{}'))).toBe(false);
    expect(modesMatch(d('{"start_transfer_mode": 1}'), d('{"start_transfer_mode": 1.0}'))).toBe(true);
  });
  it('S = T·60/300 + (N + C) + F with N counting real lines and C cycling modes', () => {
    expect(countTransitLines(j('["A", "【换乘】", " ", 5, "B"]'))).toBe(2);
    expect(countTransitLines(j('"AB"'))).toBe(0);
    expect(cyclingSegments('骑行', j('["骑行"]'))).toBe(2); // str() of a list contains the word
    expect(expertScore(30, 2, 4, 1)).toBe(13);
  });
});

describe('grounding and plausibility', () => {
  it('thresholds by mode; the string test raises for scalars', () => {
    expect(groundingThreshold('步行', ref)).toBe(3);
    expect(groundingThreshold('', ref)).toBe(3);
    expect(groundingThreshold('共享骑行', ref)).toBe(5);
    expect(groundingThreshold('滴滴打车', ref)).toBe(10);
    expect(groundingThreshold('公交', ref)).toBe(3);
    expect(groundingThreshold(j('["骑行"]'), ref)).toBe(5);
    expect(() => groundingThreshold(null, ref)).toThrow(PyRaise);
  });
  it('haversine matches the reference formula and raises where Python math does', () => {
    // Python's values; V8's sin/cos may differ from glibc's in the last bit (docs/transitlm.md).
    expect(haversine(39.9, 116.4, 31.2, 121.5)).toBeCloseTo(1071.2857795943337, 10);
    expect(haversine(31.2, 121.44, 31.2, 121.47)).toBeCloseTo(2.853364976140787, 13);
    expect(haversine(0, 0, 0, 0)).toBe(0);
    expect(Number.isNaN(haversine(NaN, 0, 0, 0))).toBe(true);
    expect(() => haversine(Infinity, 0, 0, 0)).toThrow(/math domain error/);
    expect(() => haversine(135, 0, 45, 180)).toThrow(/math domain error/); // a = -1.1e-16 < 0: sqrt raises
  });
  it('plausibility is strict on both sides and NaN passes', () => {
    expect(plausible(0, 10)).toBe(true);
    expect(plausible(1.5, 2)).toBe(true); // 1.5 = 2 − 0.5: not strictly less
    expect(plausible(1.4, 2)).toBe(false);
    expect(plausible(6.5, 2)).toBe(true);
    expect(plausible(6.6, 2)).toBe(false);
    expect(plausible(NaN, 2)).toBe(true);
  });
  it('prompt points: falsy → (0, 0), non-strings and bad parts raise, < 2 parts raise only when used', async () => {
    expect(parsePrompt(j('{"start": "", "end": "1,2,3"}')).start.parts).toEqual([0, 0]);
    expect(() => parsePrompt(j('{"start": 5}'))).toThrow(/split/);
    expect(() => parsePrompt(j('{"start": "1,x"}'))).toThrow(/could not convert/);
    expect(() => parsePrompt(j('[]'))).toThrow(/prompt/);
    const prompt = parsePrompt(j('{"start": "121.4", "end": "121.47,31.2"}'));
    const g = await graph();
    const env = { graph: g, prompt, compat: 'reference' as const };
    const refs = { out: ref, label: { field: 'sft_label', pointer: '' } };
    const route = j('{"station_sequence": ["t-L1-00", "t-L1-07"], "line_sequence": ["L1"]}');
    expect(() => evaluateRoute(route, route, env, refs)).toThrow(/fewer than two/);
    expect(evaluateRoute(j('{"station_sequence": []}'), route, env, refs).grounding).toBe(true);
  });
});

describe('E(O, L)', () => {
  it('evaluates a full route', async () => {
    const g = await graph();
    const prompt = parsePrompt(j('{"start": "121.401,31.2", "end": "121.47,31.2"}'));
    const env = { graph: g, prompt, compat: 'reference' as const };
    const refs = { out: ref, label: { field: 'sft_label', pointer: '' } };
    const L = j(
      '{"station_sequence": ["t-L1-00","t-L1-01","t-L1-02","t-L1-03","t-L1-04"], "line_sequence": ["L1"], "total_distance": "4.2公里", "total_time": "15分钟", "total_fare": "3"}',
    );
    const O = j(
      '{"station_sequence": ["t-L1-00","t-L1-01","t-L1-02","t-L1-03","t-L1-04"], "line_sequence": ["L1"], "total_distance": "4.9公里", "total_time": "21分钟", "total_fare": 4, "end_transfer_distance": "300米"}',
    );
    const e = evaluateRoute(O, L, env, refs);
    expect(e).toMatchObject({
      reachable: true,
      grounding: true,
      lineIou: 1,
      stationIou: 1,
      modesMatch: true,
      distanceAccurate: false,
      timeAccurate: false,
      fareAccurate: true,
      accurate: false,
    });
    expect(e.timeMape).toBeCloseTo(40, 12);
    expect(e.score).toBeCloseTo((21 * 60) / 300 + 1 + 4, 12);
    expect(e.plausibility).toBe(false); // 0.3 km < 2.85 km straight-line − 0.5
    // What a worker thread posts comes back as the same object, key order included.
    const back = unpackRouteEval(structuredClone(packRouteEval(e)));
    expect(back).toStrictEqual(e);
    expect(Object.keys(back)).toEqual(Object.keys(e));
  });
  it('raises in the reference order: the label is read before the output cell is parsed', async () => {
    const g = await graph();
    const env = { graph: g, prompt: parsePrompt(j('{}')), compat: 'reference' as const };
    const refs = { out: ref, label: { field: 'sft_label', pointer: '' } };
    let parsed = false;
    expect(() => evaluateRoute(() => ((parsed = true), j('{}')), j('{"total_time": []}'), env, refs)).toThrow(PyRaise);
    expect(parsed).toBe(false);
  });
});

describe('route diversity and preference', () => {
  const header = csvHeader(['index_id', 'sft_prompt', 'sft_label', 'generate_results', 'req_type']);
  /** A row's outcome as the task's scorer evaluates it (compat reference), from the JSON texts of its cells. */
  function evaluated<T>(scorer: TaskScorer<T>, label: string, output: string, reqType = ''): T {
    const row: CsvRow = {
      row: 1,
      line: 2,
      offset: 0,
      fields: ['id1', '{}', label, output, reqType],
      oversized: null,
      values: null,
    };
    return scorer.evaluate(
      new RowCells(header, row, 'id1', { file: 'in.csv', compat: 'reference' }, scorer.routeSchema),
    );
  }

  it('RD = mean over pairs of 1 − IoU of line sets with 接驳 modes', async () => {
    const scorer = new DiversityScorer(await graph());
    const rd = (output: string) => evaluated(scorer, '{}', output).rdOut;
    const a = '{"line_sequence": ["A", " B "], "start_transfer_mode": "步行"}';
    const b = '{"line_sequence": ["B"], "start_transfer_mode": "骑行"}';
    const empty = '{"line_sequence": [" ", null]}';
    // sets {A, B, 接驳:步行} and {B, 接驳:骑行}: IoU 1/4 → RD 0.75; the empty set is dropped.
    expect(rd(`{"first": ${a}, "second": ${b}, "third": ${empty}}`)).toEqual({ rd: 0.75, n: 2 });
    expect(rd(`{"first": ${a}}`)).toEqual({ rd: 0, n: 1 });
    expect(() => rd('{"first": {"line_sequence": 5}}')).toThrow(PyRaise);
  });
  it('checks req 2, 5, 7, 8 like check_preference_compliance', async () => {
    const scorer = new SingleScorer(true, await graph());
    /** The output's preference check against the label, for req_type `req`. */
    const pref = (req: number, output: string, label = '{}') => evaluated(scorer, label, output, String(req)).pref;
    expect(pref(2, '{"line_sequence": ["A", "【换乘】", "B"]}', '{"line_sequence": ["A", "B"]}')).toBe(false);
    expect(pref(5, '{"line_sequence": ["公交1路", "地铁2号线"]}')).toBe(false);
    expect(pref(7, '{"line_sequence": ["地铁2号线", 5]}')).toBe(true); // stops before 5
    expect(() => pref(5, '{"line_sequence": ["地铁2号线", 5]}')).toThrow(PyRaise);
    expect(() => pref(2, '{"line_sequence": 3}')).toThrow(/len/);
    expect(pref(8, '{"total_time": "33分钟"}', '{"total_time": "30分钟"}')).toBe(true);
    expect(pref(8, '{"total_time": "34分钟"}', '{"total_time": "30分钟"}')).toBe(false);
    expect(pref(8, '{"total_time": "34分钟"}')).toBe(true);
    expect(pref(3, '{}')).toBe(true);
  });
});
