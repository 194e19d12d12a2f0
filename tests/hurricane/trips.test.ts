import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERIODS } from '../../src/benchmarks/hurricane/scoring.js';
import { aggregateCsv, aggregateJsonl, splitCsvLine } from '../../src/benchmarks/hurricane/trips.js';
import { Diagnostics } from '../../src/core/diagnostics.js';
import { readLines } from '../../src/core/lines.js';
import { validateValue } from '../../src/schemas/registry.js';
import { tempDir } from '../helpers.js';

/**
 * What one trip record adds to the aggregate (totals in minutes): its phase, departure hour and
 * minutes, or the field and message of the problem it is refused for.
 */
async function tripContribution(
  trip: object,
): Promise<{ phase: string; hour: number; minutes: number } | { field: string; message: string }> {
  const file = path.join(tempDir(), 't.jsonl');
  writeFileSync(file, `${JSON.stringify(trip)}\n`);
  const diagnostics = new Diagnostics();
  const agg = await aggregateJsonl(file, 't.jsonl', diagnostics, 'minutes');
  const problems = diagnostics.finish();
  expect(agg.records).toBe(1);
  if (agg.badRecords === 1) {
    expect(problems).toHaveLength(1);
    return { field: problems[0]!.pointer!.slice(1), message: problems[0]!.message };
  }
  expect(problems).toEqual([]);
  const { hourly_travel_times: hourly, total_travel_times: totals } = agg.artifact;
  expect(hourly.flat().reduce((a, b) => a + b, 0)).toBe(1);
  const p = hourly.findIndex((hours) => hours.includes(1));
  return { phase: PERIODS[p]!, hour: hourly[p]!.indexOf(1), minutes: totals[p]! };
}

describe('trip records', () => {
  it('reads the hour as written and ignores offsets', async () => {
    expect(await tripContribution({ phase: 'before', depart: '2019-09-01T23:30:00-04:00', duration_min: 10 })).toEqual({
      phase: 'before',
      hour: 23,
      minutes: 10,
    });
    expect(await tripContribution({ phase: 'during', depart: 3600 * 5 + 59, duration_min: 0 })).toEqual({
      phase: 'during',
      hour: 5,
      minutes: 0,
    });
  });

  it('computes durations from arrive, wrapping to the next day', async () => {
    expect(
      await tripContribution({ phase: 'after', depart: '2019-09-01T23:50:00', arrive: '2019-09-01T00:20:00' }),
    ).toMatchObject({ minutes: 30 });
    expect(
      await tripContribution({ phase: 'after', depart: '2019-09-01T23:50:00', arrive: '2019-09-02T00:20:30' }),
    ).toMatchObject({ minutes: 30.5 });
    const wrapped = await tripContribution({ phase: 'after', depart: 86000, arrive: 400 });
    expect('minutes' in wrapped && wrapped.minutes).toBeCloseTo(800 / 60, 9);
    expect(await tripContribution({ phase: 'after', depart: 100, arrive: '2019-09-01T00:20:00' })).toEqual({
      field: 'arrive',
      message: 'must use the same format as depart',
    });
  });

  it.each([
    [{ depart: 0, duration_min: 1 }, 'phase'],
    [{ phase: 'later', depart: 0, duration_min: 1 }, 'phase'],
    [{ phase: 'before', depart: '2019-02-29T10:00:00', duration_min: 1 }, 'depart'],
    [{ phase: 'before', depart: '2019-09-01T24:00:00', duration_min: 1 }, 'depart'],
    [{ phase: 'before', depart: 86400, duration_min: 1 }, 'depart'],
    [{ phase: 'before', depart: 0 }, 'duration_min'],
    [{ phase: 'before', depart: 0, duration_min: 1, arrive: 5 }, 'arrive'],
    [{ phase: 'before', depart: 0, duration_min: -1 }, 'duration_min'],
    [{ phase: 'before', depart: 0, duration_min: '5' }, 'duration_min'],
  ])('rejects %j at field %s, as the schema does', async (trip, field) => {
    const c = await tripContribution(trip);
    expect('field' in c && c.field).toBe(field);
    // Leap-day and hour-24 checks are beyond what the schema's pattern can say.
    if (!String(trip.depart).startsWith('2019-02-29') && !String(trip.depart).includes('T24'))
      expect(validateValue('hurricane-trip', trip)).not.toEqual([]);
  });

  it('agrees with the schema on valid records', async () => {
    for (const trip of [
      { phase: 'before', depart: '2019-09-01 08:00', duration_min: 3 },
      { phase: 'during', depart: 10, arrive: 20 },
    ]) {
      expect(validateValue('hurricane-trip', trip)).toEqual([]);
      expect('field' in (await tripContribution(trip))).toBe(false);
    }
  });

  it('splits CSV lines with quotes', () => {
    expect(splitCsvLine('a,"b,c","d""e",')).toEqual(['a', 'b,c', 'd"e', '']);
    expect(splitCsvLine('"open')).toBeNull();
  });
});

describe('streaming aggregation', () => {
  it('aggregates JSONL by departure hour and locates bad lines', async () => {
    const dir = tempDir();
    const file = path.join(dir, 't.jsonl');
    writeFileSync(
      file,
      [
        '{"phase":"before","depart":"2019-09-01T08:10:00","duration_min":10}',
        '',
        '{"phase":"before","depart":7200,"duration_min":5}',
        '{"phase":"during", "depart":"nope","duration_min":1}',
        '[1]',
        '{"phase":"after","depart":0,"arrive":600}\r',
      ].join('\n'),
    );
    const diagnostics = new Diagnostics();
    const agg = await aggregateJsonl(file, 't.jsonl', diagnostics, 'minutes');
    expect(agg.records).toBe(5);
    expect(agg.badRecords).toBe(2);
    expect(agg.artifact.total_travel_times).toEqual([15, 0, 10]);
    // The default counts trips, as asbench's aggregation does; the hourly counts are the same.
    const trips = await aggregateJsonl(file, 't.jsonl', new Diagnostics());
    expect(trips.artifact.total_travel_times).toEqual([2, 0, 1]);
    expect(trips.artifact.hourly_travel_times).toEqual(agg.artifact.hourly_travel_times);
    expect(agg.artifact.hourly_travel_times[0][8]).toBe(1);
    expect(agg.artifact.hourly_travel_times[0][2]).toBe(1);
    const found = diagnostics.finish().map((d) => [d.line, d.column, d.pointer]);
    expect(found).toEqual([
      [4, 29, '/depart'],
      [5, 1, ''],
    ]);
  });

  it('reads CSV columns by header name and reports a bad header', async () => {
    const dir = tempDir();
    const file = path.join(dir, 't.csv');
    writeFileSync(file, '\ufeffuser,duration_min,depart,phase\nu1,10,3600,before\nu2,,3600,before\n');
    const diagnostics = new Diagnostics();
    const agg = await aggregateCsv(file, 't.csv', diagnostics, 'minutes');
    expect(agg.artifact.total_travel_times).toEqual([10, 0, 0]);
    expect((await aggregateCsv(file, 't.csv', new Diagnostics())).artifact.total_travel_times).toEqual([1, 0, 0]);
    expect(diagnostics.finish().map((d) => [d.line, d.field])).toEqual([[3, 'duration_min']]);
    writeFileSync(file, 'a,b\n1,2\n');
    const bad = new Diagnostics();
    await aggregateCsv(file, 't.csv', bad);
    expect(bad.finish()[0]).toMatchObject({ code: 'invalid-csv', line: 1 });
  });

  it('a misspelt header column is the one error: the expected columns and the nearest header cell; every row counted unusable', async () => {
    const dir = tempDir();
    const file = path.join(dir, 't.csv');
    writeFileSync(file, 'phase,depart,duraton_min\nbefore,3600,10\nduring,3600,5\n');
    const diagnostics = new Diagnostics();
    const agg = await aggregateCsv(file, 't.csv', diagnostics);
    expect([agg.records, agg.badRecords, agg.unusable]).toEqual([2, 2, true]);
    expect(diagnostics.finish()).toMatchObject([
      {
        code: 'invalid-csv',
        line: 1,
        message:
          'missing column "duration_min" or "arrive" (column 3 is "duraton_min": did you mean "duration_min"?): the header must name the columns phase, depart, and duration_min or arrive',
      },
    ]);
  });

  it('a bad header names every missing column, a suggestion where one is near, else what the header has', async () => {
    const dir = tempDir();
    /** The error on line 1 of a CSV file with this header (null when there is none). */
    const headerProblem = async (header: string[]) => {
      const file = path.join(dir, 'h.csv');
      writeFileSync(file, `${header.join(',')}\n`);
      const diagnostics = new Diagnostics();
      await aggregateCsv(file, 'h.csv', diagnostics);
      return diagnostics.finish().find((d) => d.line === 1)?.message ?? null;
    };
    expect(await headerProblem(['phase', 'depart', 'arrive'])).toBeNull();
    expect(await headerProblem(['Phase', 'depart', 'duration_min'])).toBe(
      'missing column "phase" (column 1 is "Phase": did you mean "phase"?): the header must name the columns phase, depart, and duration_min or arrive',
    );
    expect(await headerProblem(['when', 'leave'])).toBe(
      'missing column "phase" and missing column "depart" and missing column "duration_min" or "arrive": the header must name the columns phase, depart, and duration_min or arrive; it has "when", "leave"',
    );
  });

  it('readLines splits on LF and CRLF across chunk boundaries', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'l.txt');
    const long = 'x'.repeat((1 << 20) - 1);
    writeFileSync(file, `a\r\n${long}\r\nb\nlast`);
    const lines: string[] = [];
    for await (const l of readLines(file)) lines.push(l);
    expect(lines).toEqual(['a', long, 'b', 'last']);
  });
});
