import { failure, type Result } from '../core/result.js';
import { diagnostic } from '../core/diagnostics.js';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BenchmarkCatalog, SuiteConfig } from '../plugin/benchmark.js';
import { canonicalJson } from '../core/canonical.js';
import { readDocument } from '../json/read.js';
import { isYamlPath, locatedViolations } from '../json/structured.js';
import { validated } from '../schemas/registry.js';
import { defaultConfig } from './default.js';
import type { BenchConfig, LoadedConfig } from './types.js';
import { packageRoot } from '../core/package.js';
import { displayPath } from '../core/paths.js';

/** The `source` of the embedded demo config (`run --demo`, the action's `config: demo`): how a report knows it scored the demo. */
export const EMBEDDED_CONFIG_SOURCE = '(embedded demo config)';

export const CONFIG_FILE_NAMES = ['bench.config.json', 'bench.config.yml', 'bench.config.yaml'] as const;

/**
 * Which config a run scores: a file named by the user, the `bench.config.*` of the working
 * directory, or the embedded demo — only when asked for by name, never as a fallback (a run that
 * found no config measured nothing of the user's model).
 */
export type ConfigChoice = { kind: 'file'; path: string } | { kind: 'search' } | { kind: 'demo' };

export type ConfigResult = Result<LoadedConfig>;

/**
 * SHA-256 of what decides how the scores are measured: each suite as written minus its benchmark's
 * transport keys (URLs, key variable names, timeouts, retries, concurrency, side-file paths) and
 * output keys (the model outputs under test: a pull request changes them, not the job), plus the
 * scorer version. The gate section and run settings (deadline) are left out: a baseline compares
 * cleanly with a run that differs only in how it was carried out or in what the model answered
 * (docs/results.md).
 */
export function configHash(config: { readonly suites: readonly SuiteConfig[] }, catalog: BenchmarkCatalog): string {
  const suites = config.suites.map((suite) => {
    const benchmark = catalog.find(suite.benchmark);
    const left = new Set([...(benchmark?.transportKeys ?? []), ...(benchmark?.outputKeys ?? [])]);
    return {
      ...Object.fromEntries(Object.entries(suite).filter(([key]) => !left.has(key))),
      scorerVersion: benchmark?.scorerVersion ?? null,
    };
  });
  return `sha256:${createHash('sha256').update(canonicalJson({ suites }), 'utf8').digest('hex')}`;
}

/**
 * `repeats: N > 1` on a suite that cannot be re-run (a deterministic provider, a benchmark without
 * repeats), and `replicates` on a benchmark that takes none: located, with why (docs/repeats.md).
 */
export function repeatProblems(
  suites: readonly SuiteConfig[],
  catalog: BenchmarkCatalog,
): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  suites.forEach((suite, i) => {
    const hooks = catalog.find(suite.benchmark)?.repeats;
    const repeats = suite.repeats;
    if (repeats !== undefined && repeats > 1) {
      const why =
        hooks?.whyNotRepeatable === undefined
          ? `benchmark ${suite.benchmark} has no live runs to repeat`
          : hooks.whyNotRepeatable(suite);
      if (why !== null)
        problems.push({ pointer: `/suites/${i}/repeats`, message: `repeats: ${repeats} cannot be used here: ${why}` });
    }
    if (suite.replicates !== undefined && hooks?.replicateKey === undefined) {
      problems.push({
        pointer: `/suites/${i}/replicates`,
        message: `benchmark ${suite.benchmark} takes no replicate files`,
      });
    }
  });
  return problems;
}

/**
 * The gate thresholds that have two names: `maxRise`/`maxRisePct` are `maxDrop`/`maxDropPct` named
 * as they read for a lower-is-better target (one threshold each: the change for the worse in the
 * target's direction; docs/gate.md). gate/rules.ts resolves each to its first name.
 */
export const THRESHOLD_ALIASES = [
  { key: 'maxDrop', alias: 'maxRise' },
  { key: 'maxDropPct', alias: 'maxRisePct' },
] as const;

/** A `warn`/`fail` of a gate rule that gives both names of one threshold: which one counts would be a guess. */
function thresholdProblems(config: BenchConfig): { pointer: string; message: string }[] {
  const problems: { pointer: string; message: string }[] = [];
  (config.gate?.rules ?? []).forEach((rule, i) => {
    for (const level of ['warn', 'fail'] as const)
      for (const { key, alias } of THRESHOLD_ALIASES) {
        const thresholds = rule[level];
        if (thresholds?.[key] !== undefined && thresholds[alias] !== undefined)
          problems.push({
            pointer: `/gate/rules/${i}/${level}/${alias}`,
            message: `${alias} and ${key} are one threshold (the change for the worse; ${alias} names it for a lower-is-better target): give one of them`,
          });
      }
  });
  return problems;
}

/** Rules the schema cannot say: suite ids are unique; repeats only where a suite can be re-run; one name per gate threshold. */
function semanticProblems(config: BenchConfig, catalog: BenchmarkCatalog): { pointer: string; message: string }[] {
  const seen = new Map<string, number>();
  const problems: { pointer: string; message: string }[] = [];
  config.suites.forEach((suite, i) => {
    const first = seen.get(suite.id);
    if (first !== undefined)
      problems.push({
        pointer: `/suites/${i}/id`,
        message: `duplicate suite id "${suite.id}" (first used by /suites/${first})`,
      });
    else seen.set(suite.id, i);
  });
  return [...problems, ...repeatProblems(config.suites, catalog), ...thresholdProblems(config)];
}

/** Load and validate a config file (JSON or YAML); every problem is located. */
export async function loadConfigFile(file: string, catalog: BenchmarkCatalog): Promise<ConfigResult> {
  // Size, depth and value limits, YAML aliases capped (json/read.ts): a hostile config is exit 2, located.
  const { parsed, shown } = await readDocument(file, isYamlPath(file));
  if (!parsed.ok) return parsed;
  const checked = validated('config', parsed.value);
  const problems = checked.ok ? semanticProblems(checked.value, catalog) : checked.violations;
  if (!checked.ok || problems.length > 0)
    return { ok: false, diagnostics: locatedViolations(shown, parsed.locateAll, problems, 'config') };
  const config = checked.value;
  return {
    ok: true,
    value: { config, baseDir: path.dirname(path.resolve(file)), source: shown, hash: configHash(config, catalog) },
  };
}

/**
 * The embedded demo config (fixtures/demo.config.json): the bundled fixtures, its paths relative
 * to the fixtures folder where the file itself lives, so `--config fixtures/demo.config.json`
 * scores the same.
 */
function loadDefaultConfig(catalog: BenchmarkCatalog): LoadedConfig {
  const checked = validated('config', defaultConfig);
  if (!checked.ok) throw new Error(`embedded default config is invalid: ${JSON.stringify(checked.violations)}`);
  return {
    config: checked.value,
    baseDir: path.join(packageRoot(), 'fixtures'),
    source: EMBEDDED_CONFIG_SOURCE,
    hash: configHash(checked.value, catalog),
  };
}

/**
 * Files in `dir` that look like a config under another name (`bench.config.jsonc`,
 * `bench-config.yml`, `.bench.config.json`, …): named in the "no config" error, since a near miss
 * is the likeliest reason none was found.
 */
function nearMissConfigFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const exact = new Set<string>(CONFIG_FILE_NAMES);
  return names
    .filter(
      (name) =>
        !exact.has(name) &&
        name
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
          .startsWith('benchconfig'),
    )
    .sort();
}

/**
 * The config file of the nearest parent folder of `cwd` that has one (a run started in a subfolder
 * of the project), up to the repository's root (the folder holding `.git`) or the file system's;
 * null when none. Only named in the "no config" error: a run reads the config of its own folder.
 */
function parentConfigFile(cwd: string): string | null {
  for (let dir = path.resolve(cwd); !existsSync(path.join(dir, '.git'));) {
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
    for (const name of CONFIG_FILE_NAMES) if (existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return null;
}

/** The diagnostic of a run with no config: where it looked, what it saw nearby, and (from the caller) what to do. */
function noConfig(cwd: string, hint: string): ConfigResult {
  const near = nearMissConfigFiles(cwd);
  const seen =
    near.length === 0
      ? ''
      : `; found ${near.map((n) => `"${n}"`).join(', ')}, which is not read (rename it to one of those names, or name it explicitly)`;
  const parent = near.length === 0 ? parentConfigFile(cwd) : null;
  const above =
    parent === null
      ? ''
      : `; found ${path.relative(cwd, parent)} in a parent folder, which a run started here does not read (run in ${path.relative(cwd, path.dirname(parent))}, or name that file as the config)`;
  return failure(
    diagnostic({
      code: 'no-config',
      file: displayPath(cwd),
      message: `no config file: looked for ${CONFIG_FILE_NAMES.join(', ')} in this folder${seen}${above}. ${hint}`,
    }),
  );
}

/**
 * The config a run scores (ConfigChoice): a named file; else bench.config.{json,yml,yaml} in cwd;
 * else the failure `no-config`, whose message ends with `noConfigHint` (what the CLI or the action
 * offers instead: `--config`, `init`, the demo).
 */
export async function resolveConfig(
  choice: ConfigChoice,
  cwd: string,
  catalog: BenchmarkCatalog,
  noConfigHint: string,
): Promise<ConfigResult> {
  if (choice.kind === 'demo') return { ok: true, value: loadDefaultConfig(catalog) };
  if (choice.kind === 'file') return loadConfigFile(path.resolve(cwd, choice.path), catalog);
  for (const name of CONFIG_FILE_NAMES) {
    const candidate = path.join(cwd, name);
    if (existsSync(candidate)) return loadConfigFile(candidate, catalog);
  }
  return noConfig(cwd, noConfigHint);
}
