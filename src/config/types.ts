import type { BenchConfig } from '../schemas/config-types.js';

/** bench.config.json / bench.config.yml after validation against schemas/config.schema.json (its type is generated from it). */
export type { BenchConfig } from '../schemas/config-types.js';

export interface LoadedConfig {
  config: BenchConfig;
  /** Directory relative paths in the config resolve against. */
  baseDir: string;
  /** Shown in messages: the config file, or "(embedded default config)". */
  source: string;
  /** sha256 of the canonical JSON of the config. */
  hash: string;
}
