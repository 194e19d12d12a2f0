// The household population: generated from the scenario's counts and shares on the `population`
// stream, or read from a CSV/JSON profile file (spec "Population").
import type { Result } from '../../core/result.js';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse';
import { diagnostic } from '../../core/diagnostics.js';
import { ioDiagnostic, readTextFile } from '../../json/read.js';
import { parseJsonDocument } from '../../json/structured.js';
import { displayPath } from '../../results/inputs.js';
import type { Diagnostic } from '../../results/types.js';
import { compareCodePoints } from './canonical.js';
import { roundHalfUp } from './money.js';
import type { Xoshiro128 } from './prng.js';
import { agentTypeOf } from './skills.js';
import type { AgentType, FloodZone, Tenure } from './types.js';

/** One household's profile at the start of the run. */
export interface Household {
  agentId: string;
  agentType: AgentType;
  mg: boolean;
  tenure: Tenure;
  income: number;
  /** 0 for renters. */
  propertyValue: number;
  contentsValue: number;
  floodZone: FloodZone;
  trustInsurance: number;
  trustGovernment: number;
  trustNeighbors: number;
  elevated: boolean;
  /** Insured in year 0. */
  insured: boolean;
  /** Starts inactive: never decides and counts as having left. */
  relocated: boolean;
}

interface TypeParams {
  income: [number, number];
  /** Owners: property range; renters: contents range. */
  value: [number, number];
  trust: [number, number];
  zone: { high: number; moderate: number };
  insuredHighZone: number;
}

const INSURED_OTHER_ZONES = 0.03;
const MG_ZONES = { high: 0.7, moderate: 0.2 };
const NMG_ZONES = { high: 0.5, moderate: 0.25 };

const TYPE_PARAMS: Record<AgentType, TypeParams> = {
  MG_Owner: {
    income: [30000, 50000],
    value: [200000, 300000],
    trust: [0.3, 0.6],
    zone: MG_ZONES,
    insuredHighZone: 0.25,
  },
  MG_Renter: {
    income: [20000, 35000],
    value: [20000, 50000],
    trust: [0.3, 0.6],
    zone: MG_ZONES,
    insuredHighZone: 0.08,
  },
  NMG_Owner: {
    income: [60000, 100000],
    value: [350000, 600000],
    trust: [0.5, 0.8],
    zone: NMG_ZONES,
    insuredHighZone: 0.25,
  },
  NMG_Renter: {
    income: [40000, 60000],
    value: [20000, 50000],
    trust: [0.5, 0.8],
    zone: NMG_ZONES,
    insuredHighZone: 0.08,
  },
};

/** An owner's contents when not given: 0.3 × property, whole dollars half up (computed as ×3/10 to stay exact). */
function ownerContents(propertyValue: number): number {
  return roundHalfUp((propertyValue * 3) / 10);
}

function range(rng: Xoshiro128, [a, b]: [number, number]): number {
  return a + (b - a) * rng.uniform();
}

/** The type labels before shuffling: MG owners, MG renters, NMG owners, NMG renters. */
function typeLabels(n: number, mgShare: number, renterShare: number): AgentType[] {
  const mg = Math.floor(n * mgShare + 0.5);
  const renters = (size: number) => Math.floor(size * renterShare + 0.5);
  const mgRenters = renters(mg);
  const nmgRenters = renters(n - mg);
  const labels: AgentType[] = [];
  const push = (type: AgentType, count: number) => {
    for (let i = 0; i < count; i += 1) labels.push(type);
  };
  push('MG_Owner', mg - mgRenters);
  push('MG_Renter', mgRenters);
  push('NMG_Owner', n - mg - nmgRenters);
  push('NMG_Renter', nmgRenters);
  return labels;
}

/** Household id of the k-th label (1-based): `H` + k zero-padded to max(5, digits of N). */
function householdId(k: number, n: number): string {
  return `H${String(k).padStart(Math.max(5, String(n).length), '0')}`;
}

/** The generated population, in id order, drawing everything on `population`. */
export function generatePopulation(n: number, shares: { mg: number; renter: number }, rng: Xoshiro128): Household[] {
  const labels = typeLabels(n, shares.mg, shares.renter);
  for (let i = n - 1; i >= 1; i -= 1) {
    const j = Math.floor(rng.uniform() * (i + 1));
    const t = labels[i]!;
    labels[i] = labels[j]!;
    labels[j] = t;
  }
  return labels.map((agentType, index) => {
    const p = TYPE_PARAMS[agentType];
    const tenure: Tenure = agentType.endsWith('_Owner') ? 'owner' : 'renter';
    const income = roundHalfUp(range(rng, p.income));
    const value = roundHalfUp(range(rng, p.value));
    const propertyValue = tenure === 'owner' ? value : 0;
    const contentsValue = tenure === 'owner' ? ownerContents(value) : value;
    const u = rng.uniform();
    const floodZone: FloodZone = u < p.zone.high ? 'HIGH' : u < p.zone.high + p.zone.moderate ? 'MODERATE' : 'LOW';
    const trustInsurance = range(rng, p.trust);
    const trustGovernment = range(rng, p.trust);
    const trustNeighbors = range(rng, p.trust);
    const insured = rng.uniform() < (floodZone === 'HIGH' ? p.insuredHighZone : INSURED_OTHER_ZONES);
    return {
      agentId: householdId(index + 1, n),
      agentType,
      mg: agentType.startsWith('MG_'),
      tenure,
      income,
      propertyValue,
      contentsValue,
      floodZone,
      trustInsurance,
      trustGovernment,
      trustNeighbors,
      elevated: false,
      insured,
      relocated: false,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Profile files
// ---------------------------------------------------------------------------------------------

export type PopulationResult = Result<Household[], { warnings: Diagnostic[] }>;

/** A cell as read: CSV cells are text, JSON members keep their type. Absent/empty/null = undefined. */
type Cell = string | number | boolean | undefined;

interface ProfileRow {
  /** Physical line where the record starts. */
  line: number;
  /** 1-based data-row index. */
  row: number;
  get(field: string): Cell;
  /** Where a field is, for diagnostics: CSV column name or JSON pointer and its line. */
  where(field: string): { field: string | null; pointer: string | null; line: number; column: number | null };
}

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const MAX_PROFILE_ERRORS = 100;

/** A profile field's problem: caught by type in the collector and reported as a diagnostic. */
class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'FieldError';
  }
}

function readNumber(row: ProfileRow, field: string, min: number, max = Infinity): number | undefined {
  const cell = row.get(field);
  if (cell === undefined) return undefined;
  const value = typeof cell === 'string' && NUMERIC.test(cell.trim()) ? Number(cell.trim()) : cell;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new FieldError(field, `must be a number, is ${JSON.stringify(cell)}`);
  if (value < min || value > max)
    throw new FieldError(field, `must be ${max === Infinity ? `≥ ${min}` : `in [${min}, ${max}]`}, is ${value}`);
  return value;
}

function readBoolean(row: ProfileRow, field: string): boolean | undefined {
  const cell = row.get(field);
  if (cell === undefined || typeof cell === 'boolean') return cell;
  const text = String(cell).trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new FieldError(field, `must be true, false, 1 or 0, is ${JSON.stringify(cell)}`);
}

function readChoice<T extends string>(row: ProfileRow, field: string, choices: readonly T[]): T | undefined {
  const cell = row.get(field);
  if (cell === undefined) return undefined;
  const text = typeof cell === 'string' ? cell.trim() : cell;
  if (typeof text !== 'string' || !choices.includes(text as T)) {
    throw new FieldError(field, `must be one of ${choices.join(', ')}, is ${JSON.stringify(cell)}`);
  }
  return text as T;
}

function required<T>(value: T | undefined, field: string, why = 'is required'): T {
  if (value === undefined) throw new FieldError(field, why);
  return value;
}

/** MG when not given: at least two of income < 30 000, housingCostRatio > 0.30, hasVehicle false. */
function inferMg(income: number, housingCostRatio: number | undefined, hasVehicle: boolean | undefined): boolean {
  const met = [income < 30000, housingCostRatio !== undefined && housingCostRatio > 0.3, hasVehicle === false];
  return met.filter(Boolean).length >= 2;
}

/** One profile row → household, or the first field problem; contradictions become warnings. */
function profileFromRow(row: ProfileRow, warn: (field: string, message: string) => void): Household {
  const idCell = row.get('agentId');
  if (idCell !== undefined && typeof idCell !== 'string') throw new FieldError('agentId', 'must be a string');
  const agentId = required(idCell?.trim() || undefined, 'agentId');
  const tenure = required(readChoice(row, 'tenure', ['owner', 'renter'] as const), 'tenure');
  const income = required(readNumber(row, 'income', 0), 'income');
  const floodZone = required(readChoice(row, 'floodZone', ['HIGH', 'MODERATE', 'LOW'] as const), 'floodZone');
  let propertyValue = readNumber(row, 'propertyValue', 0);
  let contentsValue = readNumber(row, 'contentsValue', 0);
  let elevated = readBoolean(row, 'elevated') ?? false;
  if (tenure === 'owner') {
    propertyValue = required(propertyValue, 'propertyValue', 'is required for owners');
    contentsValue ??= ownerContents(propertyValue);
  } else {
    contentsValue = required(contentsValue, 'contentsValue', 'is required for renters');
    if (propertyValue !== undefined && propertyValue !== 0)
      warn('propertyValue', `a renter has no property value; ${propertyValue} ignored`);
    if (elevated) warn('elevated', 'a renter cannot be elevated; ignored');
    propertyValue = 0;
    elevated = false;
  }
  const trust = (field: string) => readNumber(row, field, 0, 1) ?? 0.5;
  const trustInsurance = trust('trustInsurance');
  const trustGovernment = trust('trustGovernment');
  const trustNeighbors = trust('trustNeighbors');
  const housingCostRatio = readNumber(row, 'housingCostRatio', 0);
  const hasVehicle = readBoolean(row, 'hasVehicle');
  const mg = readBoolean(row, 'mg') ?? inferMg(income, housingCostRatio, hasVehicle);
  return {
    agentId,
    agentType: agentTypeOf(mg, tenure),
    mg,
    tenure,
    income,
    propertyValue,
    contentsValue,
    floodZone,
    trustInsurance,
    trustGovernment,
    trustNeighbors,
    elevated,
    insured: readBoolean(row, 'insured') ?? false,
    relocated: readBoolean(row, 'relocated') ?? false,
  };
}

/** Collects profiles, duplicate ids and located problems across the rows of one file. */
class ProfileCollector {
  readonly households: Household[] = [];
  readonly errors: Diagnostic[] = [];
  readonly warnings: Diagnostic[] = [];
  private readonly lineOfId = new Map<string, number>();

  constructor(private readonly shown: string) {}

  add(row: ProfileRow): void {
    const locate = (field: string) => ({ file: this.shown, row: row.row, ...row.where(field) });
    try {
      const h = profileFromRow(row, (field, message) =>
        this.warnings.push(
          diagnostic({ severity: 'warning', code: 'profile-contradiction', ...locate(field), message }),
        ),
      );
      const first = this.lineOfId.get(h.agentId);
      if (first !== undefined)
        throw new FieldError('agentId', `${JSON.stringify(h.agentId)} is a duplicate (first on line ${first})`);
      this.lineOfId.set(h.agentId, row.line);
      this.households.push(h);
    } catch (error) {
      if (!(error instanceof FieldError)) throw error;
      if (this.errors.length < MAX_PROFILE_ERRORS)
        this.errors.push(
          diagnostic({ code: 'profile', ...locate(error.field), message: `${error.field} ${error.message}` }),
        );
    }
  }

  result(): PopulationResult {
    if (this.errors.length === 0 && this.households.length === 0) {
      this.errors.push(diagnostic({ code: 'profile', file: this.shown, message: 'no household profiles' }));
    }
    if (this.errors.length > 0) return { ok: false, diagnostics: this.errors };
    this.households.sort((a, b) => compareCodePoints(a.agentId, b.agentId));
    return { ok: true, value: this.households, warnings: this.warnings };
  }
}

async function readCsvProfiles(file: string, collector: ProfileCollector, shown: string): Promise<Diagnostic | null> {
  const parser = parseCsv({ columns: true, bom: true, skip_empty_lines: true, info: true, trim: false });
  const source = createReadStream(file);
  // pipe() does not forward a read error (e.g. a missing file); hand it to the parser.
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);
  let row = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      row += 1;
      const line = info.lines;
      collector.add({
        line,
        row,
        get: (field) => {
          const cell = record[field];
          return cell === undefined || cell.trim() === '' ? undefined : cell;
        },
        where: (field) => ({ field, pointer: null, line, column: null }),
      });
    }
  } catch (error) {
    const e = error as { code?: string; message?: string; lines?: number };
    if (e.code === 'ENOENT' || e.code === 'EISDIR' || e.code === 'EACCES') return ioDiagnostic(file, error);
    return diagnostic({ code: 'invalid-csv', file: shown, line: e.lines ?? null, message: String(e.message ?? error) });
  }
  return null;
}

async function readJsonProfiles(file: string, collector: ProfileCollector, shown: string): Promise<Diagnostic | null> {
  const read = await readTextFile(file);
  if (!read.ok) return read.diagnostics[0]!;
  const parsed = parseJsonDocument(read.value, shown);
  if (!parsed.ok) return parsed.diagnostics[0]!;
  if (!Array.isArray(parsed.value))
    return diagnostic({
      code: 'profile',
      file: shown,
      line: 1,
      pointer: '',
      message: 'must be an array of household profiles',
    });
  parsed.value.forEach((value, i) => {
    const start = parsed.locate(`/${i}`);
    const object =
      value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    collector.add({
      line: start.line,
      row: i + 1,
      get: (field) => {
        if (object === null) throw new FieldError('profile', 'must be an object');
        const v = object[field];
        if (v === undefined || v === null) return undefined;
        if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
        throw new FieldError(field, `must be a string, number or boolean, is ${Array.isArray(v) ? 'array' : 'object'}`);
      },
      where: (field) => {
        const pointer = object === null || !(field in object) ? `/${i}` : `/${i}/${field}`;
        const at = parsed.locate(pointer);
        return { field: null, pointer, line: at.line, column: at.column };
      },
    });
  });
  return null;
}

/** Profiles from a CSV (header of field names) or a JSON array (`.json`, or text starting with `[`). */
export async function loadProfiles(file: string): Promise<PopulationResult> {
  const shown = displayPath(file);
  const collector = new ProfileCollector(shown);
  let isJson = path.extname(file).toLowerCase() === '.json';
  if (!isJson && path.extname(file).toLowerCase() !== '.csv') {
    try {
      isJson = (await readFile(file, 'utf8')).trimStart().startsWith('[');
    } catch (error) {
      return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
    }
  }
  const problem = isJson
    ? await readJsonProfiles(file, collector, shown)
    : await readCsvProfiles(file, collector, shown);
  if (problem !== null) return { ok: false, diagnostics: [problem] };
  return collector.result();
}
