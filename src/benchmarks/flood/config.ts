// The flood suite's config keys (schemas/flood-suite.schema.json) and the OpenAI provider's defaults.

/** schemas/flood-suite.schema.json, after validation (generated from it). */
export type { FloodSuiteConfig } from './suite-config.js';

export const OPENAI_DEFAULTS = {
  temperature: 0,
  maxTokens: 1024,
  timeoutS: 60,
  concurrency: 4,
  retries: 4,
  maxResponseBytes: 16 * 1024 * 1024,
} as const;
