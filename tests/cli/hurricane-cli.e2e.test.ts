import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateValue } from '../../src/schemas/registry.js';
import { REPO_ROOT, runCli, tempDir } from '../helpers.js';

const GT = path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json');
const day = (v: number) => Array.from({ length: 24 }, () => v);
const good = { total_travel_times: [100, 80, 90], hourly_travel_times: [day(1), day(2), day(3)] };

async function scoreText(text: string) {
  const dir = tempDir();
  const file = path.join(dir, 'h.json');
  writeFileSync(file, text);
  return runCli(['score', 'hurricane', '--input', 'h.json', '--groundtruth', GT, '--out', 'results.json'], {
    cwd: dir,
  });
}

describe('bench-check score hurricane (bundled CLI)', () => {
  it('writes a results document that matches its schema', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'h.json'), JSON.stringify(good));
    const r = await runCli(['score', 'hurricane', '--input', 'h.json', '--groundtruth', GT, '--out', 'results.json'], {
      cwd: dir,
    });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8'));
    expect(validateValue('results', doc)).toEqual([]);
    expect(doc.suites[0]).toMatchObject({ id: 'hurricane', benchmark: 'hurricane', status: 'ok', total: 1, errors: 0 });
    expect(doc.suites[0].metrics.generated_change_during.value).toBeCloseTo(-20, 12);
    expect(doc.suites[0].inputs.map((i: { path: string }) => i.path)).toEqual(['h.json', GT]);
  });

  it.each([
    [
      'wrong length',
      '{"total_travel_times": [1, 2, 3],\n "hourly_travel_times": [[1], [2], [3]]}',
      /h\.json:2:26 \/hourly_travel_times\/0: must have 24 items, has 1/,
    ],
    [
      'negative',
      JSON.stringify({ ...good, total_travel_times: [100, -1, 5] }),
      /\/total_travel_times\/1: must be >= 0, is -1/,
    ],
    ['NaN', '{"total_travel_times": [1, NaN, 3]}', /h\.json:1:28: invalid JSON/],
    [
      'string',
      JSON.stringify({ ...good, hourly_travel_times: [day(1), [...day(1).slice(1), '7'], day(1)] }),
      /\/hourly_travel_times\/1\/23: must be number, is string/,
    ],
    [
      'pre = 0',
      JSON.stringify({ ...good, total_travel_times: [0, 1, 1] }),
      /\/total_travel_times\/0: must be > 0, is 0/,
    ],
    ['truncated', '{"total_travel_times": [1, 2, 3], "hourly_', /h\.json:1:\d+: invalid JSON/],
    [
      'missing key',
      JSON.stringify({ total_travel_times: [1, 2, 3] }),
      /missing required property "hourly_travel_times"/,
    ],
    ['empty file', '', /empty file, expected JSON/],
  ])('rejects %s with exit 2 and a located message', async (_name, text, pattern) => {
    const r = await scoreText(text);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(pattern);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it('prints only the document on stdout with --format json', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'h.json'), JSON.stringify(good));
    const r = await runCli(['score', 'hurricane', '--input', 'h.json', '--groundtruth', GT, '--format', 'json'], {
      cwd: dir,
    });
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(r.stdout);
    expect(doc.schemaVersion).toBe(1);
    expect(doc.suites[0].metrics.final_score.value).toBe(doc.suites[0].finalScore);
    expect(doc.run.createdAt).toBe('2023-11-14T22:13:20Z');
  });

  it('aggregates a CSV trip log, counts bad rows and still scores the good ones', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'trips.csv'),
      [
        'phase,depart,duration_min,arrive',
        'before,2019-08-29T08:15:00,30,',
        'during,2019-09-03T09:00:00,,2019-09-03T09:20:00',
        'after,3600,10,',
        'later,3600,10,',
        'before,25:00,5,',
        'after,2019-09-08T23:50:00,,2019-09-08T00:10:00',
      ].join('\n'),
    );
    // --totals minutes: the durations (from duration_min or arrive, across midnight) are what is checked.
    const r = await runCli(
      [
        'score',
        'hurricane',
        '--trips',
        'trips.csv',
        '--totals',
        'minutes',
        '--groundtruth',
        GT,
        '--out',
        'out/results.json',
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(path.join(dir, 'out/results.json'), 'utf8'));
    const suite = doc.suites[0];
    expect(suite.total).toBe(6);
    expect(suite.errors).toBe(2);
    expect(suite.details.totalTravelTimes).toEqual([30, 20, 30]);
    expect(suite.diagnostics.map((d: { line: number; field: string }) => [d.line, d.field])).toEqual([
      [5, 'phase'],
      [6, 'depart'],
    ]);
  });

  it('exits 2 when a trip log has no usable before-travel', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 't.jsonl'),
      '{"phase":"during","depart":0,"duration_min":5}\n{"phase":"before","depart":"x","duration_min":5}\n',
    );
    const r = await runCli(['score', 'hurricane', '--trips', 't.jsonl', '--groundtruth', GT], { cwd: dir });
    expect(r.code).toBe(2);
    // The report (stdout) lists both; stderr says which suite could not be scored and why.
    expect(r.stdout).toMatch(/t\.jsonl:2:\d+ \/depart: /);
    expect(r.stdout).toMatch(/no usable "before" travel/);
    expect(r.stderr).toMatch(/^error: suite hurricane could not be scored: .*t\.jsonl/m);
  });

  it('a trips CSV with a misspelt column: the column is the one error, and the counts agree with it', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'trips.csv'),
      'phase,depart,duraton_min\nbefore,3600,10\nduring,3600,5\nafter,7200,5\n',
    );
    const r = await runCli(
      ['score', 'hurricane', '--trips', 'trips.csv', '--groundtruth', GT, '--out', 'results.json'],
      { cwd: dir },
    );
    expect(r.code).toBe(2);
    const suite = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')).suites[0];
    expect([suite.status, suite.total, suite.errors]).toEqual(['error', 3, 3]);
    expect(suite.diagnostics.map((d: { line: number | null; message: string }) => `${d.line}: ${d.message}`)).toEqual([
      '1: missing column "duration_min" or "arrive" (column 3 is "duraton_min": did you mean "duration_min"?): the header must name the columns phase, depart, and duration_min or arrive',
    ]);
    expect(r.stderr).toContain('trips.csv:1: missing column "duration_min"');
    expect(r.stderr).not.toMatch(/no usable|no records/);
  });

  it('bad rows come before what follows from them (no usable "before" travel)', async () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 't.jsonl'),
      '{"phase":"during","depart":0,"duration_min":5}\n{"phase":"before","depart":"x","duration_min":5}\n',
    );
    const r = await runCli(['score', 'hurricane', '--trips', 't.jsonl', '--groundtruth', GT, '--out', 'results.json'], {
      cwd: dir,
    });
    expect(r.code).toBe(2);
    const suite = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')).suites[0];
    expect([suite.total, suite.errors]).toEqual([2, 1]);
    expect(suite.diagnostics.map((d: { code: string }) => d.code)).toEqual(['bad-trip', 'zero-before-travel']);
    expect(suite.diagnostics[1].message).toBe(
      'no usable "before" travel: 1 of 2 records have errors (listed on their lines) and the others have no "before" travel time; the change rates divide by it',
    );
  });

  it('explains usage errors with exit 2', async () => {
    const r = await runCli(['score', 'hurricane', '--groundtruth', GT]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/needs --input, --trips or --statuses/);
    const unknown = await runCli(['score', 'nonsense']);
    expect(unknown.code).toBe(2);
  });
});
