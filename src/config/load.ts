import type { Result } from '../core/result.js';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import { canonicalJson } from '../core/canonical.js';
import { readDocument } from '../json/read.js';
import { isYamlPath, locatedViolations } from '../json/structured.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { validateValue } from '../schemas/registry.js';
import { defaultConfig } from './default.js';
import type { BenchConfig, LoadedConfig } from './types.js';
import { packageRoot } from '../core/package.js';

/** The `source` of the embedded demo config (no config file): how the CLI knows it scored the demo. */
export const EMBEDDED_CONFIG_SOURCE = '(embedded default config)';

export const CONFIG_FILE_NAMES = ['bench.config.json', 'bench.config.yml', 'bench.config.yaml'] as const;

export type ConfigResult = Result<LoadedConfig>;

/**
 * SHA-256 of what decides the scores: each suite as written minus its benchmark's transport keys
 * (URLs, key variable names, timeouts, retries, concurrency, side-file paths), plus the scorer
 * version. The gate section and run settings (deadline) are left out: a baseline compares cleanly
 * with a run that differs only in how it was carried out (docs/results.md).
 */
export function configHash(config: BenchConfig, catalog: BenchmarkCatalog): string {
  const suites = config.suites.map((suite) => {
    const benchmark = catalog.find(suite.benchmark);
    const transport = new Set(benchmark?.transportKeys ?? []);
    return { ...Object.fromEntries(Object.entries(suite).filter(([key]) => !transport.has(key))), scorerVersion: benchmark?.scorerVersion ?? null };
  });
  return `sha256:${createHash('sha256').update(canonicalJson({ suites }), 'utf8').digest('hex')}`;
}

/** Rules the schema cannot say: suite ids are unique. */
function semanticProblems(config: BenchConfig): { pointer: string; message: string }[] {
  const seen = new Map<string, number>();
  const problems: { pointer: string; message: string }[] = [];
  config.suites.forEach((suite, i) => {
    const first = seen.get(suite.id);
    if (first !== undefined) problems.push({ pointer: `/suites/${i}/id`, message: `duplicate suite id "${suite.id}" (first used by /suites/${first})` });
    else seen.set(suite.id, i);
  });
  return problems;
}

/** Load and validate a config file (JSON or YAML); every problem is located. */
export async function loadConfigFile(file: string, catalog: BenchmarkCatalog): Promise<ConfigResult> {
  // Size, depth and value limits, YAML aliases capped (json/read.ts): a hostile config is exit 2, located.
  const { parsed, shown } = await readDocument(file, isYamlPath(file));
  if (!parsed.ok) return parsed;
  const schemaProblems = validateValue('config', parsed.value);
  const config = parsed.value as BenchConfig;
  const problems = schemaProblems.length > 0 ? schemaProblems : semanticProblems(config);
  if (problems.length > 0) return { ok: false, diagnostics: locatedViolations(shown, parsed.locateAll, problems, 'config') };
  return { ok: true, value: { config, baseDir: path.dirname(path.resolve(file)), source: shown, hash: configHash(config, catalog) } };
}

/** The embedded default: the bundled fixtures, resolved against the package root. */
export function loadDefaultConfig(catalog: BenchmarkCatalog): LoadedConfig {
  const problems = validateValue('config', defaultConfig);
  if (problems.length > 0) throw new Error(`embedded default config is invalid: ${JSON.stringify(problems)}`);
  return { config: defaultConfig, baseDir: packageRoot(), source: EMBEDDED_CONFIG_SOURCE, hash: configHash(defaultConfig, catalog) };
}

/**
 * `--config F` if given; else bench.config.{json,yml,yaml} in cwd; else the embedded default
 * config on the bundled fixtures.
 */
export async function resolveConfig(explicit: string | undefined, cwd: string, catalog: BenchmarkCatalog): Promise<ConfigResult> {
  if (explicit !== undefined) return loadConfigFile(path.resolve(cwd, explicit), catalog);
  for (const name of CONFIG_FILE_NAMES) {
    const candidate = path.join(cwd, name);
    if (existsSync(candidate)) return loadConfigFile(candidate, catalog);
  }
  return { ok: true, value: loadDefaultConfig(catalog) };
}
