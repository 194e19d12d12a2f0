// AgentSociety's agent status records (id, day, t, parent_id, …) aggregated as asbench's
// gather_results does, streamed: per agent and per day 0/1/2 (other days ignored), in file order,
// a trip each time the agent's AOI changes (the first AOI of the day only sets the start), a
// departure in hour t // 3600 each time a record at a non-AOI position follows one at an AOI.
// Memory grows with the number of agents (two numbers per agent and day), not with the records.
import type { Diagnostics } from '../../core/diagnostics.js';
import { readLines } from '../../core/lines.js';
import { nearest } from '../../core/suggest.js';
import type { HurricaneArtifact } from './scoring.js';
import { addRecordProblem, NUMERIC, splitCsvLine } from './trips.js';

/** Whether a parent_id is an AOI; NaN (no position) never is. */
export type AoiTest = (parentId: number) => boolean;

/** The MOSS map convention: AOI ids lie in [500 000 000, 700 000 000) (lanes and roads below). */
export const mossAoi: AoiTest = (id) => id >= 500_000_000 && id < 700_000_000;

export interface StatusAggregate {
  artifact: HurricaneArtifact;
  /** Records read (data rows / non-empty lines), of every day. */
  records: number;
  badRecords: number;
  /** Records of days other than 0, 1, 2 (ignored, as asbench does). */
  otherDays: number;
  agents: number;
  /** A header problem (or a runaway quoted field) that makes the rest unusable: its diagnostic is the one. */
  unusable: boolean;
}

/**
 * Python's float floor division t // 3600 (for t ≥ 0): fmod, then the quotient rounded as CPython
 * rounds it, so a t a hair below a full hour stays in the hour before, as in asbench.
 */
function departureHour(t: number): number {
  const mod = t % 3600;
  const div = (t - mod) / 3600;
  const floor = Math.floor(div);
  return div - floor > 0.5 ? floor + 1 : floor;
}

type Status =
  { agent: number; day: number; t: number; parent: number } | { ignored: true } | { field: string; message: string };

const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : JSON.stringify(v));

/**
 * One record checked: what asbench would crash on (no id, a non-integer id, a day that is not an
 * integer, a missing parent_id, a t outside the day) is a row error; a parent_id of null (an
 * empty CSV cell) is a position that is not an AOI.
 */
function statusOf(rec: Record<string, unknown>): Status {
  const { id, day, t, parent_id: parent } = rec;
  if (id === undefined) return { field: 'id', message: 'missing' };
  if (typeof id !== 'number' || !Number.isSafeInteger(id))
    return { field: 'id', message: `must be an integer, is ${show(id)}` };
  if (day === undefined) return { field: 'day', message: 'missing' };
  if (typeof day !== 'number' || !Number.isSafeInteger(day))
    return { field: 'day', message: `must be an integer, is ${show(day)}` };
  if (day < 0 || day > 2) return { ignored: true };
  if (parent === undefined) return { field: 'parent_id', message: 'missing' };
  if (parent !== null && (typeof parent !== 'number' || !Number.isSafeInteger(parent)))
    return { field: 'parent_id', message: `must be an integer or null, is ${show(parent)}` };
  if (t === undefined) return { field: 't', message: 'missing' };
  if (typeof t !== 'number' || !Number.isFinite(t) || t < 0 || t >= 86400)
    return { field: 't', message: `must be seconds since midnight in [0, 86400), is ${show(t)}` };
  return { agent: id, day, t, parent: parent ?? NaN };
}

class StatusAccumulator {
  readonly totals: [number, number, number] = [0, 0, 0];
  readonly hourly = [0, 1, 2].map(() => new Array<number>(24).fill(0)) as [number[], number[], number[]];
  records = 0;
  bad = 0;
  otherDays = 0;
  unusable = false;
  private readonly slots = new Map<number, number>();
  /** Per agent and day: the AOI the agent was last at (0: none yet, asbench's start value). */
  private lastAoi = new Float64Array(3 * 256);
  /** Per agent and day: the previous record's parent_id (0 before the first, as in asbench). */
  private lastPosition = new Float64Array(3 * 256);

  constructor(private readonly isAoi: AoiTest) {}

  private slot(agent: number, day: number): number {
    let i = this.slots.get(agent);
    if (i === undefined) {
      i = this.slots.size;
      this.slots.set(agent, i);
      if (3 * (i + 1) > this.lastAoi.length) {
        const grow = (a: Float64Array) => {
          const b = new Float64Array(a.length * 2);
          b.set(a);
          return b;
        };
        this.lastAoi = grow(this.lastAoi);
        this.lastPosition = grow(this.lastPosition);
      }
    }
    return 3 * i + day;
  }

  add(agent: number, day: number, t: number, parent: number): void {
    const s = this.slot(agent, day);
    if (this.isAoi(parent)) {
      if (this.lastAoi[s] === 0) this.lastAoi[s] = parent;
      if (this.lastAoi[s] !== parent) {
        this.totals[day] = this.totals[day]! + 1;
        this.lastAoi[s] = parent;
      }
    } else if (this.isAoi(this.lastPosition[s]!)) {
      const hours = this.hourly[day]!;
      const h = departureHour(t);
      hours[h] = hours[h]! + 1;
    }
    this.lastPosition[s] = parent;
  }

  /** One record: counted, checked, added; the problem when it has one. */
  take(rec: Record<string, unknown>): { field: string; message: string } | null {
    this.records += 1;
    const s = statusOf(rec);
    if ('field' in s) {
      this.bad += 1;
      return s;
    }
    if ('ignored' in s) this.otherDays += 1;
    else this.add(s.agent, s.day, s.t, s.parent);
    return null;
  }

  /** A line that is not a JSON object: counted as a bad record. */
  notRecord(): { field: string; message: string } {
    this.records += 1;
    this.bad += 1;
    return { field: '', message: 'must be an object with id, day, t and parent_id' };
  }

  result(): StatusAggregate {
    return {
      artifact: { total_travel_times: this.totals, hourly_travel_times: this.hourly },
      records: this.records,
      badRecords: this.bad,
      otherDays: this.otherDays,
      agents: this.slots.size,
      unusable: this.unusable,
    };
  }
}

/** JSONL: one status object per non-empty line; bad lines are located (line, column, pointer). */
export async function aggregateStatusesJsonl(
  file: string,
  shownFile: string,
  diagnostics: Diagnostics,
  isAoi: AoiTest = mossAoi,
): Promise<StatusAggregate> {
  const acc = new StatusAccumulator(isAoi);
  let lineNo = 0;
  for await (const text of readLines(file)) {
    lineNo += 1;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const problem =
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? acc.take(value as Record<string, unknown>)
        : acc.notRecord();
    if (problem === null) continue;
    addRecordProblem(diagnostics, { text, file: shownFile, lineNo, row: acc.records }, 'bad-status', problem);
  }
  return acc.result();
}

const STATUS_FIELDS = ['id', 'day', 't', 'parent_id'] as const;
/** A quoted field may span lines, up to this many characters per record. */
const MAX_RECORD_CHARS = 1 << 20;

/** CSV records (RFC 4180: quoted fields may hold commas, quotes and line breaks), with their first line. */
async function* csvRecords(
  file: string,
): AsyncGenerator<{ line: number; text: string } | { line: number; runaway: true }> {
  let lineNo = 0;
  let pending: string | null = null;
  let start = 0;
  let quotes = 0;
  for await (const raw of readLines(file)) {
    lineNo += 1;
    const text = lineNo === 1 ? raw.replace(/^\ufeff/, '') : raw;
    if (pending === null && !text.includes('"')) {
      yield { line: lineNo, text };
      continue;
    }
    if (pending === null) {
      pending = text;
      start = lineNo;
      quotes = 0;
    } else pending += `\n${text}`;
    // Count in the new line only: reading the joined string would flatten it at every line.
    for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1)) quotes += 1;
    if (quotes % 2 === 0) {
      yield { line: start, text: pending };
      pending = null;
    } else if (pending.length > MAX_RECORD_CHARS) {
      yield { line: start, runaway: true };
      return;
    }
  }
  if (pending !== null) yield { line: start, text: pending };
}

/** What a CSV header lacks (id, day, t, parent_id), with the nearest header cell when one is close. */
function statusHeaderProblem(header: readonly string[]): string | null {
  const missing = STATUS_FIELDS.filter((f) => !header.includes(f));
  if (missing.length === 0) return null;
  const others = header.filter((h) => h !== '' && !(STATUS_FIELDS as readonly string[]).includes(h));
  const parts = missing.map((f) => {
    const near = nearest(f, others);
    return near === null
      ? `missing column "${f}"`
      : `missing column "${f}" (column ${header.indexOf(near) + 1} is "${near}": did you mean "${f}"?)`;
  });
  return `${parts.join(' and ')}: the header must name the columns id, day, t and parent_id (others are ignored)`;
}

/** A CSV cell as a value: empty = null (parent_id) or absent, numeric text = number, else the text. */
function cell(text: string | undefined, field: string): unknown {
  const t = text?.trim();
  if (t === undefined || t === '') return field === 'parent_id' ? null : undefined;
  return NUMERIC.test(t) ? Number(t) : t;
}

/** CSV with a header naming id, day, t and parent_id (other columns, e.g. lng, lat, action, are ignored). */
export async function aggregateStatusesCsv(
  file: string,
  shownFile: string,
  diagnostics: Diagnostics,
  isAoi: AoiTest = mossAoi,
): Promise<StatusAggregate> {
  const acc = new StatusAccumulator(isAoi);
  let columns: number[] | null = null;
  for await (const rec of csvRecords(file)) {
    if ('runaway' in rec) {
      diagnostics.add({
        code: 'invalid-csv',
        file: shownFile,
        line: rec.line,
        message: `a quoted field opened here is not closed within ${MAX_RECORD_CHARS} characters: the rest of the file is not read`,
      });
      acc.unusable = true;
      break;
    }
    if (rec.text.trim() === '') continue;
    const cells = splitCsvLine(rec.text);
    if (columns === null) {
      const header = (cells ?? []).map((h) => h.trim());
      columns = STATUS_FIELDS.map((f) => header.indexOf(f));
      const problem = statusHeaderProblem(header);
      if (problem !== null) {
        diagnostics.add({ code: 'invalid-csv', file: shownFile, line: rec.line, message: problem });
        acc.unusable = true;
      }
      continue;
    }
    if (acc.unusable) {
      // Counted, not reported: the header's diagnostic is the cause of every row's failure.
      acc.records += 1;
      acc.bad += 1;
      continue;
    }
    if (cells === null) {
      acc.records += 1;
      acc.bad += 1;
      diagnostics.add({
        code: 'invalid-csv',
        file: shownFile,
        line: rec.line,
        row: acc.records,
        message: 'unterminated quoted field',
      });
      continue;
    }
    const status: Record<string, unknown> = {};
    STATUS_FIELDS.forEach((f, k) => {
      const v = cell(cells[columns![k]!], f);
      if (v !== undefined) status[f] = v;
    });
    const problem = acc.take(status);
    if (problem !== null)
      diagnostics.add({
        code: 'bad-status',
        file: shownFile,
        line: rec.line,
        row: acc.records,
        field: problem.field,
        message: problem.message,
      });
  }
  return acc.result();
}
