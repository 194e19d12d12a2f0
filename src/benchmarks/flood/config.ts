// The flood suite's config keys (schemas/flood-suite.schema.json) and the OpenAI provider's defaults.
import type { SuiteConfig } from '../types.js';
import type { MemoryVersion } from './scenario.js';
import type { ProviderName } from './providers/types.js';

export interface FloodSuiteConfig extends SuiteConfig {
  task?: MemoryVersion | null;
  scenario?: string;
  provider?: ProviderName;
  replay?: string;
  record?: string;
  auditOut?: string;
  baseUrl?: string;
  model?: string;
  apiKeyEnv?: string;
  temperature?: number;
  seed?: number;
  maxTokens?: number;
  timeoutS?: number;
  concurrency?: number;
  retries?: number;
  audit?: string;
  /** Refused (schema: deprecated): `--resume` is an option of one run (ScoreContext.resume), never of a config. */
  resume?: unknown;
  maxResponseBytes?: number;
  maxProviderErrorRate?: number;
  maxConsecutiveProviderFailures?: number;
}

export const OPENAI_DEFAULTS = { temperature: 0, maxTokens: 1024, timeoutS: 60, concurrency: 4, retries: 4, maxResponseBytes: 16 * 1024 * 1024 } as const;
