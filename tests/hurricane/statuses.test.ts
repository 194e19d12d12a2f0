import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAoiIds } from '../../src/benchmarks/hurricane/aoi-ids.js';
import { aggregateStatusesCsv, aggregateStatusesJsonl, mossAoi } from '../../src/benchmarks/hurricane/statuses.js';
import { Diagnostics } from '../../src/core/diagnostics.js';
import { REPO_ROOT, tempDir } from '../helpers.js';
import { randomStatusLogs, statusCsv, statusJsonl, type StatusLog } from './status-logs.js';

const A = 500_000_001;
const B = 500_000_002;
const C = 600_000_000;
const LANE = 1234;

async function jsonl(records: object[], isAoi = mossAoi) {
  const file = path.join(tempDir(), 's.jsonl');
  writeFileSync(file, records.map((r) => JSON.stringify(r)).join('\n'));
  const diagnostics = new Diagnostics();
  return { agg: await aggregateStatusesJsonl(file, 's.jsonl', diagnostics, isAoi), diagnostics: diagnostics.finish() };
}

/** The hour of the departure a step off an AOI at `t` is counted in. */
async function departureHour(t: number): Promise<number> {
  const { agg } = await jsonl([
    { id: 1, day: 0, t: 0, parent_id: A },
    { id: 1, day: 0, t, parent_id: LANE },
  ]);
  expect(agg.artifact.hourly_travel_times[0].reduce((a, b) => a + b, 0)).toBe(1);
  return agg.artifact.hourly_travel_times[0].indexOf(1);
}

/** What the aggregation makes of one record: the problem it reports (field and message), or that the record's day is ignored. */
async function statusOf(rec: object): Promise<{ field: string; message: string } | { ignored: true } | 'counted'> {
  const { agg, diagnostics } = await jsonl([rec]);
  expect(agg.records).toBe(1);
  if (agg.badRecords === 1) {
    expect(diagnostics).toHaveLength(1);
    return { field: diagnostics[0]!.pointer!.slice(1), message: diagnostics[0]!.message };
  }
  expect(diagnostics).toEqual([]);
  return agg.otherDays === 1 ? { ignored: true } : 'counted';
}

describe('status records, by the rule of asbench gather_results', () => {
  it('counts a trip per change of AOI and a departure per AOI → non-AOI step, per agent and day', async () => {
    const { agg } = await jsonl([
      { id: 1, day: 0, t: 100, parent_id: A }, // first AOI of the day: only the start
      { id: 1, day: 0, t: 3600 * 8 + 5, parent_id: LANE }, // leaves A: departure at 8h
      { id: 2, day: 0, t: 50, parent_id: LANE }, // another agent, interleaved: nothing left yet
      { id: 1, day: 0, t: 3600 * 8 + 900, parent_id: LANE }, // still on the way: nothing
      { id: 1, day: 0, t: 3600 * 9, parent_id: B }, // B ≠ A: one trip
      { id: 1, day: 0, t: 3600 * 9 + 1, parent_id: B }, // same AOI again: nothing
      { id: 1, day: 1, t: 10, parent_id: C }, // another day starts afresh
      { id: 1, day: 1, t: 3600 * 23 + 1, parent_id: null }, // null is not an AOI: departure at 23h
      { id: 1, day: 3, t: 10, parent_id: A }, // days outside 0..2 are ignored
      { id: 1, day: 0, t: 3600 * 17, parent_id: A }, // back on day 0: a trip B → A
    ]);
    expect(agg.artifact.total_travel_times).toEqual([2, 0, 0]);
    expect(agg.artifact.hourly_travel_times[0][8]).toBe(1);
    expect(agg.artifact.hourly_travel_times[1][23]).toBe(1);
    expect(agg.artifact.hourly_travel_times.flat().reduce((a, b) => a + b, 0)).toBe(2);
    expect([agg.records, agg.badRecords, agg.otherDays, agg.agents]).toEqual([10, 0, 1, 2]);
  });

  it('uses 0 as asbench does for "no AOI yet" and "no previous position" (visible only when 0 is an AOI id)', async () => {
    const ids = new Set([0, 7, 8]);
    const { agg } = await jsonl(
      [
        { id: 1, day: 0, t: 3600, parent_id: 5 }, // previous position 0 is an AOI here: a departure at 1h
        { id: 1, day: 0, t: 7200, parent_id: 0 }, // AOI 0 sets the start to 0, i.e. none
        { id: 1, day: 0, t: 7300, parent_id: 7 }, // so 7 only sets the start: no trip
        { id: 1, day: 0, t: 7400, parent_id: 8 }, // 7 → 8: a trip
      ],
      (id) => ids.has(id),
    );
    expect(agg.artifact.total_travel_times).toEqual([1, 0, 0]);
    expect(agg.artifact.hourly_travel_times[0][1]).toBe(1);
  });

  it("takes the departure hour as Python's t // 3600", async () => {
    const hours: number[] = [];
    for (const t of [0, 3599, 3599.9999999999995, 3600, 86399.99999999999]) hours.push(await departureHour(t));
    expect(hours).toEqual([0, 0, 0, 1, 23]);
    for (let t = 0; t < 86400; t += 997.125) expect(await departureHour(t), `t ${t}`).toBe(Math.floor(t / 3600));
  });

  it.each([
    [{ day: 0, t: 1, parent_id: A }, 'id', 'missing'],
    [{ id: 'a7', day: 0, t: 1, parent_id: A }, 'id', 'must be an integer, is "a7"'],
    [{ id: 1.5, day: 0, t: 1, parent_id: A }, 'id', 'must be an integer, is 1.5'],
    [{ id: 1, day: '0', t: 1, parent_id: A }, 'day', 'must be an integer, is "0"'],
    [{ id: 1, day: 0, t: 1 }, 'parent_id', 'missing'],
    [{ id: 1, day: 0, t: 1, parent_id: 'x' }, 'parent_id', 'must be an integer or null, is "x"'],
    [{ id: 1, day: 0, parent_id: A }, 't', 'missing'],
    [{ id: 1, day: 0, t: 86400, parent_id: A }, 't', 'must be seconds since midnight in [0, 86400), is 86400'],
    [{ id: 1, day: 0, t: -1, parent_id: A }, 't', 'must be seconds since midnight in [0, 86400), is -1'],
  ])('refuses %j at %s', async (rec, field, message) => {
    expect(await statusOf(rec)).toEqual({ field, message });
  });

  it('ignores other days without looking further; bad rows are located, counted, and the good ones scored', async () => {
    expect(await statusOf({ id: 1, day: 7 })).toEqual({ ignored: true });
    const { agg, diagnostics } = await jsonl([
      { id: 1, day: 0, t: 1, parent_id: A },
      { id: 1, day: 0, t: 90000, parent_id: LANE },
      [1, 2],
      { id: 1, day: 0, t: 2, parent_id: B },
    ]);
    expect([agg.records, agg.badRecords]).toEqual([4, 2]);
    expect(agg.artifact.total_travel_times).toEqual([1, 0, 0]);
    expect(diagnostics.map((d) => [d.code, d.line, d.column, d.pointer, d.row])).toEqual([
      ['bad-status', 2, 21, '/t', 2],
      ['bad-status', 3, 1, '', 3],
    ]);
  });

  it('reads CSV columns by name, quoted fields across lines, empty parent_id as null', async () => {
    const file = path.join(tempDir(), 's.csv');
    const text = [
      '\ufeffaction,parent_id,t,day,id',
      `"go,\nnow",${A},1,0,1`,
      `"walk ""fast""",,3700,0,1`,
      `x,${B},4000,0,1`,
      `"open,${B},1,0,1`,
    ].join('\n');
    writeFileSync(file, text);
    const diagnostics = new Diagnostics();
    const agg = await aggregateStatusesCsv(file, 's.csv', diagnostics);
    expect(agg.artifact.total_travel_times).toEqual([1, 0, 0]);
    expect(agg.artifact.hourly_travel_times[0][1]).toBe(1);
    // The quote left open at the end of the file is one bad record, at the line where it starts.
    expect(diagnostics.finish().map((d) => [d.line, d.row, d.message])).toEqual([[6, 4, 'unterminated quoted field']]);
    expect([agg.records, agg.badRecords]).toEqual([4, 1]);
  });

  it('a CSV header without a required column is the one error; a quote open for over 1 MiB stops the file', async () => {
    const dir = tempDir();
    /** The error on line 1 of a CSV file with this header (null when there is none). */
    const statusHeaderProblem = async (header: string[]) => {
      const file = path.join(dir, 'header.csv');
      writeFileSync(file, `${header.join(',')}\n`);
      const diagnostics = new Diagnostics();
      await aggregateStatusesCsv(file, 'header.csv', diagnostics);
      return diagnostics.finish().find((d) => d.line === 1)?.message ?? null;
    };
    expect(await statusHeaderProblem(['id', 'day', 't', 'parent_id', 'lng'])).toBeNull();
    expect(await statusHeaderProblem(['id', 'day', 't', 'parentid'])).toBe(
      'missing column "parent_id" (column 4 is "parentid": did you mean "parent_id"?): the header must name the columns id, day, t and parent_id (others are ignored)',
    );
    writeFileSync(path.join(dir, 'h.csv'), 'id,day,time,parent_id\n1,0,1,5\n');
    const d1 = new Diagnostics();
    const bad = await aggregateStatusesCsv(path.join(dir, 'h.csv'), 'h.csv', d1);
    expect([bad.unusable, bad.records, bad.badRecords, d1.finish().length]).toEqual([true, 1, 1, 1]);
    writeFileSync(path.join(dir, 'r.csv'), `id,day,t,parent_id\n1,0,1,${A}\n"${'x\n'.repeat(600_000)}`);
    const d2 = new Diagnostics();
    const runaway = await aggregateStatusesCsv(path.join(dir, 'r.csv'), 'r.csv', d2);
    expect(runaway.unusable).toBe(true);
    expect(d2.finish()[0]).toMatchObject({
      line: 3,
      message: expect.stringMatching(/not closed within 1048576 characters/),
    });
  });

  it('reads AOI id files: one per line, or a JSON array; a bad id is located', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'a.txt'), '\n5\r\n 7 \n');
    writeFileSync(path.join(dir, 'a.json'), '[5, 7]');
    writeFileSync(path.join(dir, 'b.txt'), '5\nseven\n');
    writeFileSync(path.join(dir, 'b.json'), '[5,\n 7.5]');
    const a = await readAoiIds(path.join(dir, 'a.txt'));
    const j = await readAoiIds(path.join(dir, 'a.json'));
    expect(a.ok && [...a.value]).toEqual([5, 7]);
    expect(j.ok && [...j.value]).toEqual([5, 7]);
    const b = await readAoiIds(path.join(dir, 'b.txt'));
    expect(!b.ok && b.diagnostics[0]).toMatchObject({
      line: 2,
      message: 'must be one integer id per line, is "seven"',
    });
    const bj = await readAoiIds(path.join(dir, 'b.json'));
    expect(!bj.ok && bj.diagnostics[0]).toMatchObject({ line: 2, column: 2, pointer: '/1' });
  });
});

/**
 * What tests/hurricane/statuses_reference.py (a Python transcription of the rule in
 * docs/hurricane.md) printed for the 200 logs of status-logs.ts, committed so that the test runs
 * without Python. Regenerate with python3: `UPDATE_HURRICANE_REFERENCE=1 npx vitest run tests/hurricane/statuses.test.ts`.
 */
const REFERENCE_OUTPUT = path.join(REPO_ROOT, 'fixtures/hurricane/asbench/statuses-reference-output.json');

interface Aggregate {
  total_travel_times: number[];
  hourly_travel_times: number[][];
}

describe('status records: parity with the Python transcription on 200 random logs', () => {
  const logs = randomStatusLogs();

  it('the logs exercise what they should', () => {
    const records = logs.flatMap((l) => l.records);
    expect(records.some((r) => r.day < 0 || r.day > 2)).toBe(true);
    expect(records.some((r) => r.parent_id === null)).toBe(true);
    expect(logs.some((l) => l.aoiIds?.includes(0))).toBe(true);
    expect(records.some((r) => r.t === 3599.9999999999995)).toBe(true);
  });

  it('JSONL and CSV give exactly what the reference gives', async () => {
    if (process.env.UPDATE_HURRICANE_REFERENCE === '1') {
      const script = path.join(REPO_ROOT, 'tests/hurricane/statuses_reference.py');
      const input = JSON.stringify(logs.map((l) => ({ aoi_ids: l.aoiIds, records: l.records })));
      const out = spawnSync('python3', [script], { input, encoding: 'utf8', maxBuffer: 64 << 20 });
      expect(out.status, out.stderr).toBe(0);
      writeFileSync(REFERENCE_OUTPUT, `${JSON.stringify(JSON.parse(out.stdout))}\n`);
    }
    expect(
      existsSync(REFERENCE_OUTPUT),
      `${REFERENCE_OUTPUT} is missing: a missing file is a failure, never a skip`,
    ).toBe(true);
    const expected = JSON.parse(readFileSync(REFERENCE_OUTPUT, 'utf8')) as Aggregate[];
    expect(expected).toHaveLength(logs.length);
    const dir = tempDir();
    const aoiOf = (log: StatusLog) => (log.aoiIds === null ? mossAoi : (id: number) => log.aoiIds!.includes(id));
    let departures = 0;
    for (const [i, log] of logs.entries()) {
      writeFileSync(path.join(dir, 'l.jsonl'), statusJsonl(log));
      writeFileSync(path.join(dir, 'l.csv'), statusCsv(log));
      const fromJsonl = await aggregateStatusesJsonl(
        path.join(dir, 'l.jsonl'),
        'l.jsonl',
        new Diagnostics(),
        aoiOf(log),
      );
      const fromCsv = await aggregateStatusesCsv(path.join(dir, 'l.csv'), 'l.csv', new Diagnostics(), aoiOf(log));
      expect(fromJsonl.badRecords, `log ${i}`).toBe(0);
      expect(fromJsonl.artifact, `log ${i} (JSONL)`).toEqual(expected[i]);
      expect(fromCsv.artifact, `log ${i} (CSV)`).toEqual(expected[i]);
      departures += expected[i]!.hourly_travel_times.flat().reduce((a, b) => a + b, 0);
    }
    // Not a parity of zeros.
    expect(departures).toBeGreaterThan(500);
    expect(expected.reduce((n, e) => n + e.total_travel_times.reduce((a, b) => a + b, 0), 0)).toBeGreaterThan(500);
  });

  it('the committed status fixtures (JSONL and CSV) give what the reference computed for them', async () => {
    const base = path.join(REPO_ROOT, 'fixtures/hurricane/asbench');
    const expected = JSON.parse(readFileSync(path.join(base, 'statuses.expected.json'), 'utf8')) as Aggregate;
    const a = await aggregateStatusesJsonl(path.join(base, 'statuses.jsonl'), 'statuses.jsonl', new Diagnostics());
    const c = await aggregateStatusesCsv(path.join(base, 'statuses.csv'), 'statuses.csv', new Diagnostics());
    expect(a.artifact).toEqual(expected);
    expect(c.artifact).toEqual(expected);
    expect([a.badRecords, c.badRecords, a.records, c.records]).toEqual([0, 0, a.records, a.records]);
    expect(a.otherDays).toBeGreaterThan(0);
  });
});
