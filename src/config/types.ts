import type { SuiteConfig } from '../benchmarks/types.js';

/** bench.config.json / bench.config.yml after validation against schemas/config.schema.json. */
export interface BenchConfig {
  suites: SuiteConfig[];
  /** Regression gate (docs/gate.md); interpreted by src/gate. */
  gate?: Record<string, unknown>;
  /** Minutes the whole run may take (default: 60 when a suite asks a live provider, else none). */
  deadlineMinutes?: number;
}

export interface LoadedConfig {
  config: BenchConfig;
  /** Directory relative paths in the config resolve against. */
  baseDir: string;
  /** Shown in messages: the config file, or "(embedded default config)". */
  source: string;
  /** sha256 of the canonical JSON of the config. */
  hash: string;
}
