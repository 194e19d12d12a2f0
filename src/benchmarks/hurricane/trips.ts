// Streaming aggregation of trip logs (JSONL or CSV) into the HurricaneMobility artifact.
// Memory is constant: only 3 totals and 3 × 24 counters are kept, whatever the number of trips.
// Totals count trips (asbench's counting, the default) or sum durations in minutes (`totals`).
import { readLines } from '../../core/lines.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import { nearest } from '../../core/suggest.js';
import { parseJsonDocument } from '../../json/structured.js';
import { PERIODS, type HurricaneArtifact, type Period } from './scoring.js';

export interface TripAggregate {
  artifact: HurricaneArtifact;
  /** Records seen (data rows / non-empty lines). */
  records: number;
  /** Records that could not be used. */
  badRecords: number;
  /**
   * A problem that makes every record unusable (a CSV header without a required column): it is
   * the one diagnostic, and what would follow from it (no records, no "before" travel) is not added.
   */
  unusable: boolean;
}

type TimeValue = { kind: 'iso'; minutes: number; hour: number } | { kind: 'seconds'; minutes: number; hour: number };

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
/** A CSV cell that reads as a number. */
export const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Wall-clock reading of a time as written (offsets are not converted), or a reason it is unusable. */
function readTime(value: unknown): TimeValue | string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value >= 86400) return 'seconds since midnight must be in [0, 86400)';
    return { kind: 'seconds', minutes: value / 60, hour: Math.floor(value / 3600) };
  }
  if (typeof value !== 'string') return 'must be an ISO-8601 date-time or seconds since midnight';
  const m = ISO.exec(value);
  if (!m) return `not an ISO-8601 date-time: ${JSON.stringify(value.slice(0, 40))}`;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6] ?? 0) + (m[7] ? Number(m[7]) : 0);
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > DAYS_IN_MONTH[month - 1]! ||
    (month === 2 && day === 29 && !leap) ||
    hour > 23 ||
    minute > 59 ||
    second >= 60
  ) {
    return `not a valid date-time: ${JSON.stringify(value)}`;
  }
  return { kind: 'iso', minutes: daysFromCivil(year, month, day) * 1440 + hour * 60 + minute + second / 60, hour };
}

const isPeriod = (v: unknown): v is Period => v === 'before' || v === 'during' || v === 'after';

/**
 * A trip's phase, departure hour and duration in minutes, or the first field-level problem.
 * Mirrors schemas/hurricane-trip.schema.json (tests keep the two in step) without the cost of a
 * schema validation per record, and gives the same message for JSONL and CSV records.
 */
function tripContribution(
  trip: Record<string, unknown>,
): { phase: Period; hour: number; minutes: number } | { field: string; message: string } {
  if (trip.phase === undefined) return { field: 'phase', message: 'missing' };
  if (!isPeriod(trip.phase))
    return { field: 'phase', message: `must be before, during or after, is ${JSON.stringify(trip.phase)}` };
  if (trip.depart === undefined) return { field: 'depart', message: 'missing' };
  const depart = readTime(trip.depart);
  if (typeof depart === 'string') return { field: 'depart', message: depart };
  const hasDuration = trip.duration_min !== undefined;
  if (hasDuration === (trip.arrive !== undefined))
    return { field: hasDuration ? 'arrive' : 'duration_min', message: 'needs exactly one of duration_min or arrive' };
  if (hasDuration) {
    const d = trip.duration_min;
    if (typeof d !== 'number' || !Number.isFinite(d) || d < 0)
      return { field: 'duration_min', message: `must be a number >= 0, is ${JSON.stringify(d)}` };
    return { phase: trip.phase, hour: depart.hour, minutes: d };
  }
  const arrive = readTime(trip.arrive);
  if (typeof arrive === 'string') return { field: 'arrive', message: arrive };
  if (arrive.kind !== depart.kind) return { field: 'arrive', message: 'must use the same format as depart' };
  let minutes = arrive.minutes - depart.minutes;
  if (minutes < 0) minutes += 24 * 60; // earlier than depart: the next day
  if (minutes < 0) return { field: 'arrive', message: 'is more than a day before depart' };
  return { phase: trip.phase, hour: depart.hour, minutes };
}

/**
 * What a trip log's totals count: `trips` (each record is one trip, as asbench's aggregation
 * counts) or `minutes` (the sum of the durations).
 */
export type TripTotals = 'trips' | 'minutes';

class Accumulator {
  readonly totals: [number, number, number] = [0, 0, 0];
  readonly hourly = PERIODS.map(() => new Array<number>(24).fill(0)) as [number[], number[], number[]];
  records = 0;
  bad = 0;
  unusable = false;

  constructor(private readonly counts: TripTotals) {}

  add(phase: Period, hour: number, minutes: number): void {
    const p = PERIODS.indexOf(phase);
    this.totals[p] = this.totals[p]! + (this.counts === 'trips' ? 1 : minutes);
    const day = this.hourly[p]!;
    day[hour] = day[hour]! + 1;
  }

  result(): TripAggregate {
    return {
      artifact: { total_travel_times: this.totals, hourly_travel_times: this.hourly },
      records: this.records,
      badRecords: this.bad,
      unusable: this.unusable,
    };
  }
}

/** JSONL: one trip object per non-empty line; bad lines are located (line, column, pointer) and skipped. */
export async function aggregateJsonl(
  file: string,
  shownFile: string,
  diagnostics: Diagnostics,
  totals: TripTotals = 'trips',
): Promise<TripAggregate> {
  const acc = new Accumulator(totals);
  let lineNo = 0;
  for await (const text of readLines(file)) {
    lineNo += 1;
    if (text.trim() === '') continue;
    acc.records += 1;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const c =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? tripContribution(value as Record<string, unknown>)
        : null;
    if (c !== null && !('field' in c)) {
      acc.add(c.phase, c.hour, c.minutes);
      continue;
    }
    acc.bad += 1;
    const problem = c ?? { field: '', message: 'must be an object with phase, depart and duration_min or arrive' };
    addRecordProblem(diagnostics, { text, file: shownFile, lineNo, row: acc.records }, 'bad-trip', problem);
  }
  return acc.result();
}

/** What is wrong with a record: its field ('' for the whole record) and a sentence. */
export interface RecordProblem {
  field: string;
  message: string;
}

/**
 * A bad JSON Lines record as a located diagnostic: the line re-read with source positions (the slow
 * path, bad lines only), the problem at its field's line and column; a line that is not JSON gets
 * the parser's located message instead.
 */
export function addRecordProblem(
  diagnostics: Diagnostics,
  record: { text: string; file: string; lineNo: number; row: number },
  code: string,
  problem: RecordProblem,
): void {
  const parsed = parseJsonDocument(record.text, record.file, record.lineNo - 1);
  if (!parsed.ok) {
    parsed.diagnostics.forEach((d) => diagnostics.add({ ...d, row: record.row }));
    return;
  }
  const pointer = problem.field === '' ? '' : `/${problem.field}`;
  const at = parsed.locate(pointer);
  diagnostics.add({
    code,
    file: record.file,
    line: at.line,
    column: at.column,
    row: record.row,
    pointer,
    message: problem.message,
  });
}

/** CSV cell → typed value: empty = absent, numeric text = number, else the text. */
function cellValue(text: string | undefined): number | string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const t = text.trim();
  return NUMERIC.test(t) ? Number(t) : t;
}

/**
 * One CSV record from one physical line (RFC 4180 quoting within the line). Trip fields never
 * need line breaks, so a quote left open at the end of the line is reported, not followed.
 */
export function splitCsvLine(line: string): string[] | null {
  if (!line.includes('"')) return line.split(',');
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  if (quoted) return null;
  cells.push(cell);
  return cells;
}

const TRIP_FIELDS = ['phase', 'depart', 'duration_min', 'arrive'] as const;

/**
 * What a CSV header lacks, or null: phase, depart and one of duration_min/arrive. Names the missing
 * column, the expected ones and the header cell nearest to it (`duraton_min` → `duration_min`).
 */
function headerProblem(header: readonly string[]): string | null {
  const missing: string[][] = [];
  for (const f of ['phase', 'depart'] as const) if (!header.includes(f)) missing.push([f]);
  if (!header.includes('duration_min') && !header.includes('arrive')) missing.push(['duration_min', 'arrive']);
  if (missing.length === 0) return null;
  const unknown = header.filter((h) => h !== '' && !(TRIP_FIELDS as readonly string[]).includes(h));
  const parts = missing.map((names) => {
    const what = names.map((n) => `"${n}"`).join(' or ');
    for (const n of names) {
      const near = nearest(n, unknown);
      if (near !== null)
        return {
          text: `missing column ${what} (column ${header.indexOf(near) + 1} is "${near}": did you mean "${n}"?)`,
          near: true,
        };
    }
    return { text: `missing column ${what}`, near: false };
  });
  const found = parts.every((p) => p.near)
    ? ''
    : `; it has ${
        header
          .filter((h) => h !== '')
          .map((h) => `"${h}"`)
          .join(', ') || 'no names'
      }`;
  return `${parts.map((p) => p.text).join(' and ')}: the header must name the columns phase, depart, and duration_min or arrive${found}`;
}

/** CSV with a header naming the same fields as the JSONL records (other columns are ignored). */
export async function aggregateCsv(
  file: string,
  shownFile: string,
  diagnostics: Diagnostics,
  totals: TripTotals = 'trips',
): Promise<TripAggregate> {
  const acc = new Accumulator(totals);
  let lineNo = 0;
  let columns: (number | undefined)[] | null = null;
  for await (const raw of readLines(file)) {
    lineNo += 1;
    const text = lineNo === 1 ? raw.replace(/^\ufeff/, '') : raw;
    if (text.trim() === '') continue;
    const cells = splitCsvLine(text);
    if (columns === null) {
      const header = (cells ?? []).map((h) => h.trim());
      columns = TRIP_FIELDS.map((f) => {
        const i = header.indexOf(f);
        return i < 0 ? undefined : i;
      });
      const problem = headerProblem(header);
      if (problem !== null) {
        diagnostics.add({ code: 'invalid-csv', file: shownFile, line: lineNo, message: problem });
        acc.unusable = true;
      }
      continue;
    }
    acc.records += 1;
    if (acc.unusable) {
      // Counted, not reported: the header's diagnostic is the cause of every row's failure.
      acc.bad += 1;
      continue;
    }
    if (cells === null) {
      acc.bad += 1;
      diagnostics.add({
        code: 'invalid-csv',
        file: shownFile,
        line: lineNo,
        row: acc.records,
        message: 'unterminated quoted field',
      });
      continue;
    }
    const trip: Record<string, unknown> = {};
    TRIP_FIELDS.forEach((field, k) => {
      const i = columns![k];
      const cell = i === undefined ? undefined : cells[i];
      const v = field === 'phase' ? cell?.trim() || undefined : cellValue(cell);
      if (v !== undefined) trip[field] = v;
    });
    const c = tripContribution(trip);
    if ('field' in c) {
      acc.bad += 1;
      diagnostics.add({
        code: 'bad-trip',
        file: shownFile,
        line: lineNo,
        row: acc.records,
        field: c.field,
        message: c.message,
      });
      continue;
    }
    acc.add(c.phase, c.hour, c.minutes);
  }
  return acc.result();
}
