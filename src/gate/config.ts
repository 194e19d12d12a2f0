// The `gate` section of the config (schemas/config.schema.json "gate"), with its defaults.
import type { BenchmarkCatalog, GateHints } from '../plugin/benchmark.js';
import type { BaselineConfig, GateConfig, GateRule } from '../schemas/config-types.js';
import { resolveResultsLimits, type ResultsLimits } from './limits.js';
import type { MultipleTesting } from './stats.js';

/** The gate's hints of a benchmark by id (`gateHintsOf(catalog)`). */
export type GateHintsOf = (benchmarkId: string) => GateHints | undefined;

const NO_HINTS: GateHintsOf = () => undefined;

/** The gate's hints of the catalog's benchmarks. */
export function gateHintsOf(catalog: BenchmarkCatalog): GateHintsOf {
  return (id) => catalog.find(id)?.gate;
}

// The section's types are generated from its schema (scripts/compile-schemas.ts → src/schemas/config-types.ts).
export type { BaselineConfig, GateConfig, GateRule, Thresholds } from '../schemas/config-types.js';

export type MissingBaselinePolicy = NonNullable<GateConfig['onMissingBaseline']>;
/** What a suite of the baseline that this run lacks does to the verdict: never pass (docs/gate.md). */
export type RemovedSuitePolicy = NonNullable<GateConfig['onRemovedSuite']>;
export type BaselineSource = NonNullable<BaselineConfig['source']>;

/** Default of `gate.history`. */
const DEFAULT_HISTORY_LENGTH = 20;

export const DEFAULT_BASELINE_FILE = '.bench/baseline.json';
const DEFAULT_ARTIFACT_NAME = 'bench-results';

export interface ResolvedGateConfig {
  level: number;
  minItems: number;
  /** How one run's p-values are adjusted (default holm). */
  multipleTesting: MultipleTesting;
  onMissingBaseline: MissingBaselinePolicy;
  onRemovedSuite: RemovedSuitePolicy;
  baseline: Required<BaselineConfig>;
  rules: GateRule[];
  /** How many past base-branch runs to look for (0: none). */
  history: number;
  /** What each benchmark tells the gate (tested finalScore rounds, unpaired items). */
  hints: GateHintsOf;
  limits: ResultsLimits;
}

export function resolveGateConfig(gate: GateConfig | undefined, hints: GateHintsOf = NO_HINTS): ResolvedGateConfig {
  const source = gate?.baseline?.source ?? 'file';
  return {
    level: gate?.level ?? 0.95,
    minItems: gate?.minItems ?? 10,
    multipleTesting: gate?.multipleTesting ?? 'holm',
    onMissingBaseline: gate?.onMissingBaseline ?? 'warn',
    onRemovedSuite: gate?.onRemovedSuite ?? 'warn',
    baseline: {
      source,
      path: gate?.baseline?.path ?? DEFAULT_BASELINE_FILE,
      artifactName: gate?.baseline?.artifactName ?? DEFAULT_ARTIFACT_NAME,
      maxAgeDays: gate?.baseline?.maxAgeDays ?? 14,
    },
    rules: gate?.rules ?? [],
    history: gate?.history ?? DEFAULT_HISTORY_LENGTH,
    hints,
    limits: resolveResultsLimits(gate?.limits),
  };
}

/**
 * Whether a config's `gate` section asks `run` to compare the run with a baseline: any key but
 * `limits` does (the limits alone only cap what a results document may hold).
 */
export function asksForComparison(gate: GateConfig | undefined): boolean {
  return gate !== undefined && Object.keys(gate).some((key) => key !== 'limits');
}
