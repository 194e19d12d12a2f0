// Streaming aggregation of trip logs (JSONL or CSV) into the HurricaneMobility artifact.
// Memory is constant: only 3 totals and 3 × 24 counters are kept, whatever the number of trips.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { parse as parseCsv } from 'csv-parse';
import type { Diagnostics } from '../../core/diagnostics.js';
import { checkJsonText } from '../../json/read.js';
import { validatorFor } from '../../schemas/registry.js';
import { PERIODS, type HurricaneArtifact, type Period } from './scoring.js';

export interface TripAggregate {
  artifact: HurricaneArtifact;
  /** Records seen (data rows / non-empty lines). */
  records: number;
  /** Records that could not be used. */
  badRecords: number;
}

type TimeValue = { kind: 'iso'; minutes: number; hour: number } | { kind: 'seconds'; minutes: number; hour: number };

const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Wall-clock reading of a time as written (offsets are not converted), or a reason it is unusable. */
function readTime(value: unknown): TimeValue | string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0 || value >= 86400) return 'seconds since midnight must be in [0, 86400)';
    return { kind: 'seconds', minutes: value / 60, hour: Math.floor(value / 3600) };
  }
  if (typeof value !== 'string') return 'must be an ISO-8601 date-time or seconds since midnight';
  const m = ISO.exec(value);
  if (!m) return `not an ISO-8601 date-time: ${JSON.stringify(value.slice(0, 40))}`;
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? '0'].map(Number) as number[];
  const fraction = m[7] ? Number(m[7]) : 0;
  const ms = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(ms);
  if (hour! > 23 || minute! > 59 || second! > 59 || check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day!) {
    return `not a valid date-time: ${JSON.stringify(value)}`;
  }
  return { kind: 'iso', minutes: (ms / 1000 + fraction) / 60, hour: hour! };
}

export interface TripRecord {
  phase: Period;
  depart: number | string;
  duration_min?: number;
  arrive?: number | string;
}

/** A trip's departure hour and duration in minutes, or a field-level problem. */
export function tripContribution(trip: TripRecord): { hour: number; minutes: number } | { field: string; message: string } {
  const depart = readTime(trip.depart);
  if (typeof depart === 'string') return { field: 'depart', message: depart };
  if (trip.duration_min !== undefined) return { hour: depart.hour, minutes: trip.duration_min };
  const arrive = readTime(trip.arrive);
  if (typeof arrive === 'string') return { field: 'arrive', message: arrive };
  if (arrive.kind !== depart.kind) return { field: 'arrive', message: 'must use the same format as depart' };
  let minutes = arrive.minutes - depart.minutes;
  if (minutes < 0) minutes += 24 * 60; // earlier than depart: the next day
  if (minutes < 0) return { field: 'arrive', message: 'is more than a day before depart' };
  return { hour: depart.hour, minutes };
}

class Accumulator {
  readonly totals: [number, number, number] = [0, 0, 0];
  readonly hourly = PERIODS.map(() => new Array<number>(24).fill(0)) as [number[], number[], number[]];
  records = 0;
  bad = 0;

  add(trip: TripRecord, hour: number, minutes: number): void {
    const p = PERIODS.indexOf(trip.phase);
    this.totals[p] = this.totals[p]! + minutes;
    const day = this.hourly[p]!;
    day[hour] = day[hour]! + 1;
  }

  result(): TripAggregate {
    return { artifact: { total_travel_times: this.totals, hourly_travel_times: this.hourly }, records: this.records, badRecords: this.bad };
  }
}

/** JSONL: one trip object per non-empty line; bad lines are located (line, column, pointer) and skipped. */
export async function aggregateJsonl(file: string, shownFile: string, diagnostics: Diagnostics): Promise<TripAggregate> {
  const validate = validatorFor('hurricane-trip');
  const acc = new Accumulator();
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let lineNo = 0;
  for await (const text of lines) {
    lineNo += 1;
    if (text.trim() === '') continue;
    acc.records += 1;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (value === undefined || !validate(value)) {
      // Slow path only for bad lines: re-read with source positions for a located message.
      const checked = checkJsonText(text, shownFile, validate, lineNo - 1);
      acc.bad += 1;
      for (const d of checked.ok ? [] : checked.diagnostics) diagnostics.add({ ...d, row: acc.records });
      continue;
    }
    const trip = value as TripRecord;
    const c = tripContribution(trip);
    if ('field' in c) {
      acc.bad += 1;
      diagnostics.add({ code: 'bad-trip', file: shownFile, line: lineNo, row: acc.records, pointer: `/${c.field}`, message: c.message });
      continue;
    }
    acc.add(trip, c.hour, c.minutes);
  }
  return acc.result();
}

/** CSV cell → typed value: empty = absent, numeric text = number, else the text. */
function cellValue(text: string | undefined): number | string | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const t = text.trim();
  return NUMERIC.test(t) ? Number(t) : t;
}

/** CSV with the same column names as the JSONL records; a header is required. */
export async function aggregateCsv(file: string, shownFile: string, diagnostics: Diagnostics): Promise<TripAggregate> {
  const validate = validatorFor('hurricane-trip');
  const acc = new Accumulator();
  const parser = createReadStream(file).pipe(
    parseCsv({ columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: false }),
  );
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      acc.records += 1;
      const line = info.lines;
      const trip: Record<string, unknown> = {};
      for (const key of ['phase', 'depart', 'duration_min', 'arrive']) {
        const v = key === 'phase' ? record[key]?.trim() || undefined : cellValue(record[key]);
        if (v !== undefined) trip[key] = v;
      }
      if (!validate(trip)) {
        acc.bad += 1;
        const first = validate.errors?.find((e) => e.keyword !== 'oneOf') ?? validate.errors?.[0];
        const field = first?.keyword === 'required' ? String(first.params.missingProperty) : (first?.instancePath.split('/')[1] ?? null);
        const message =
          validate.errors?.some((e) => e.keyword === 'oneOf' && e.instancePath === '')
            ? 'needs exactly one of duration_min or arrive'
            : `${first?.message ?? 'invalid record'}`;
        diagnostics.add({ code: 'bad-trip', file: shownFile, line, row: acc.records, field, message });
        continue;
      }
      const c = tripContribution(trip as unknown as TripRecord);
      if ('field' in c) {
        acc.bad += 1;
        diagnostics.add({ code: 'bad-trip', file: shownFile, line, row: acc.records, field: c.field, message: c.message });
        continue;
      }
      acc.add(trip as unknown as TripRecord, c.hour, c.minutes);
    }
  } catch (error) {
    // A structural CSV problem (e.g. an unclosed quote) ends reading; what was aggregated stays.
    const e = error as { message?: string; lines?: number };
    diagnostics.add({ code: 'invalid-csv', file: shownFile, line: e.lines ?? null, message: String(e.message ?? error) });
    acc.bad += 1;
  }
  return acc.result();
}
