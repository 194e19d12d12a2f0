// The `gate` section of the config (schemas/config.schema.json "gate"), with its defaults.
import type { Direction } from '../results/types.js';
import type { BenchmarkCatalog, GateHints } from '../benchmarks/types.js';
import { resolveResultsLimits, type ResultsLimits, type ResultsLimitsConfig } from './limits.js';

/** The gate's hints of a benchmark by id (`gateHintsOf(catalog)`). */
export type GateHintsOf = (benchmarkId: string) => GateHints | undefined;

const NO_HINTS: GateHintsOf = () => undefined;

/** The gate's hints of the catalog's benchmarks. */
export function gateHintsOf(catalog: BenchmarkCatalog): GateHintsOf {
  return (id) => catalog.find(id)?.gate;
}

export type MissingBaselinePolicy = 'pass' | 'warn' | 'fail';
/** What a suite of the baseline that this run lacks does to the verdict: never pass (docs/gate.md). */
export type RemovedSuitePolicy = 'warn' | 'fail';
export type BaselineSource = 'file' | 'path' | 'artifact';

/** Thresholds of one level (warn or fail). `null` clears a value an earlier rule (or a default) set. */
export interface Thresholds {
  /** Largest allowed drop, in points for rates/rounds/finalScore, else in the metric's unit. */
  maxDrop?: number | null;
  /** Largest allowed drop as a percentage of |baseline|. */
  maxDropPct?: number | null;
  /** Absolute lower bound on the current value (same scale as maxDrop); applies without a baseline too. */
  min?: number | null;
  /** Absolute upper bound on the current value. */
  max?: number | null;
}

export interface GateRule {
  /** Glob on suite ids (`*` any run of characters, `?` one); default `*`. */
  suite?: string;
  /** Glob on round ids; a rule with `round` only applies to rounds. */
  round?: string;
  /** Glob on metric ids (including `finalScore`); a rule with `metric` only applies to metrics. */
  metric?: string;
  direction?: Direction;
  warn?: Thresholds;
  fail?: Thresholds;
  /**
   * `history`: judge the target against the base branch's own spread (median and MAD of its past
   * runs, history-stats.ts) instead of the thresholds; `threshold` (the default) undoes an earlier rule.
   */
  kind?: 'threshold' | 'history';
  /** `kind: history`: regressed beyond k × 1.4826 × MAD from the median (default 3). */
  k?: number;
  /** `kind: history`: possible regression beyond warnK × 1.4826 × MAD (default none; null clears). */
  warnK?: number | null;
  /** `kind: history`: fewer past values → the thresholds apply (default 10). */
  minHistory?: number;
}

export interface BaselineConfig {
  source?: BaselineSource;
  /** For `file` (default `.bench/baseline.json`) and `path`. */
  path?: string;
  /** For `artifact`: the artifact name (default `bench-results`). */
  artifactName?: string;
  /** Warn when the baseline is older than this many days (default 14). */
  maxAgeDays?: number;
}

export interface GateConfig {
  level?: number;
  minItems?: number;
  onMissingBaseline?: MissingBaselinePolicy;
  /** A baseline suite missing from this run: `warn` (default) or `fail` (exit 1). */
  onRemovedSuite?: RemovedSuitePolicy;
  baseline?: BaselineConfig;
  rules?: GateRule[];
  /** How many past base-branch runs make up the history (default 20; 0 turns history off). */
  history?: number;
  /** What a results document may hold before it is compared or rendered (gate/limits.ts). */
  limits?: ResultsLimitsConfig;
}

/** Default of `gate.history`. */
export const DEFAULT_HISTORY_LENGTH = 20;

export const DEFAULT_BASELINE_FILE = '.bench/baseline.json';
export const DEFAULT_ARTIFACT_NAME = 'bench-results';

export interface ResolvedGateConfig {
  level: number;
  minItems: number;
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
