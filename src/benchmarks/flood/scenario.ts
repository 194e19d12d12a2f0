import type { Result } from '../../core/result.js';
import path from 'node:path';
import { diagnostic } from '../../core/diagnostics.js';
import { readJsonFile } from '../../json/read.js';
import { parseJsonWithPositions } from '../../json/positions.js';
import { displayPath } from '../../results/inputs.js';
import type { Diagnostic } from '../../results/types.js';

export type MemoryVersion = 'simple' | 'cognitive';
export type FloodMode = 'fixed' | 'random';

export interface InsuranceTerms {
  /** Initial premium rate. */
  rate: number;
  payoutRatio: number;
  buildingLimit: number;
  contentsLimit: number;
  deductible: number;
}

export interface GovernmentTerms {
  /** Initial subsidy rate. */
  subsidyRate: number;
  annualBudget: number;
  mgPriority: boolean;
}

export interface Costs {
  elevation: number;
  relocation: number;
}

/** A scenario with every default applied (spec "Scenario"). */
export interface Scenario {
  /** Absolute path of the scenario file; null when every default applies. */
  file: string | null;
  seed: number;
  /** A generated population of this size, or an absolute profile file path. */
  households: { count: number } | { file: string };
  shares: { mg: number; renter: number };
  floodMode: FloodMode;
  /** Fixed mode: the flood years ≤ `years`, ascending. Random mode: empty (drawn per year). */
  floodYears: number[];
  floodProbability: number;
  years: number;
  memory: MemoryVersion;
  insurance: InsuranceTerms;
  government: GovernmentTerms;
  costs: Costs;
  maxRetries: number;
}

interface ScenarioJson {
  seed?: number;
  households?: number | string;
  shares?: Partial<Scenario['shares']>;
  floodMode?: FloodMode;
  floodYears?: number[];
  floodProbability?: number;
  years?: number;
  memory?: MemoryVersion;
  insurance?: Partial<InsuranceTerms>;
  government?: Partial<GovernmentTerms>;
  costs?: Partial<Costs>;
  maxRetries?: number;
}

const SCENARIO_DEFAULTS = {
  seed: 42,
  households: 100,
  shares: { mg: 0.2, renter: 0.35 },
  floodMode: 'fixed' as FloodMode,
  floodYears: [3, 4, 9],
  floodProbability: 0.2,
  randomYears: 10,
  memory: 'simple' as MemoryVersion,
  insurance: { rate: 0.02, payoutRatio: 0.8, buildingLimit: 250000, contentsLimit: 100000, deductible: 2000 },
  government: { subsidyRate: 0.5, annualBudget: 1000000, mgPriority: true },
  costs: { elevation: 150000, relocation: 50000 },
  maxRetries: 2,
} as const;

export type ScenarioResult = Result<Scenario, { warnings: Diagnostic[] }>;

/**
 * Resolve a scenario JSON value (already schema-valid) into a Scenario. `file` is the absolute
 * scenario path (null: no file) and `locate` finds a JSON pointer's line and column for messages.
 */
function resolveScenario(
  json: ScenarioJson,
  file: string | null,
  locate: (pointer: string) => { line: number; column: number } | null = () => null,
): ScenarioResult {
  const shown = file === null ? null : displayPath(file);
  const at = (pointer: string) => {
    const pos = locate(pointer);
    return { file: shown, pointer, line: pos?.line ?? null, column: pos?.column ?? null };
  };
  const floodMode = json.floodMode ?? SCENARIO_DEFAULTS.floodMode;
  const listedYears = json.floodYears ?? [...SCENARIO_DEFAULTS.floodYears];
  if (floodMode === 'fixed' && listedYears.length === 0 && json.years === undefined) {
    return {
      ok: false,
      diagnostics: [
        diagnostic({
          code: 'scenario',
          ...at('/floodYears'),
          message: 'fixed mode with no flood years needs an explicit "years"',
        }),
      ],
    };
  }
  const years = json.years ?? (floodMode === 'fixed' ? Math.max(...listedYears) + 1 : SCENARIO_DEFAULTS.randomYears);
  const warnings: Diagnostic[] = [];
  const floodYears: number[] = [];
  if (floodMode === 'fixed') {
    listedYears.forEach((y, i) => {
      if (y <= years) floodYears.push(y);
      else
        warnings.push(
          diagnostic({
            severity: 'warning',
            code: 'flood-year-ignored',
            ...at(`/floodYears/${i}`),
            message: `flood year ${y} is after the last simulated year ${years}; ignored`,
          }),
        );
    });
    floodYears.sort((a, b) => a - b);
  }
  const households =
    typeof json.households === 'string'
      ? { file: path.resolve(file === null ? process.cwd() : path.dirname(file), json.households) }
      : { count: json.households ?? SCENARIO_DEFAULTS.households };
  const scenario: Scenario = {
    file,
    seed: json.seed ?? SCENARIO_DEFAULTS.seed,
    households,
    shares: { ...SCENARIO_DEFAULTS.shares, ...json.shares },
    floodMode,
    floodYears,
    floodProbability: json.floodProbability ?? SCENARIO_DEFAULTS.floodProbability,
    years,
    memory: json.memory ?? SCENARIO_DEFAULTS.memory,
    insurance: { ...SCENARIO_DEFAULTS.insurance, ...json.insurance },
    government: { ...SCENARIO_DEFAULTS.government, ...json.government },
    costs: { ...SCENARIO_DEFAULTS.costs, ...json.costs },
    maxRetries: json.maxRetries ?? SCENARIO_DEFAULTS.maxRetries,
  };
  return { ok: true, value: scenario, warnings };
}

/** Read, schema-check and resolve a scenario file; every problem names the file and the field. */
export async function loadScenario(file: string | null): Promise<ScenarioResult> {
  if (file === null) return resolveScenario({}, null);
  const read = await readJsonFile<ScenarioJson>(file, 'flood-scenario');
  if (!read.ok) return { ok: false, diagnostics: read.diagnostics };
  const positions = parseJsonWithPositions(read.text);
  const locate = positions.ok ? positions.locate : () => null;
  return resolveScenario(read.value, file, locate);
}
