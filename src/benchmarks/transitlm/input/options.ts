import path from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { configPath, inputPath } from '../../../results/inputs.js';
import { diagnostic } from '../../../core/diagnostics.js';
import { failure, success, type Result } from '../../../core/result.js';
import type { ScoreContext } from '../../../plugin/benchmark.js';
import type { TransitlmSuiteConfig } from '../suite-config.js';
import type { Compat } from '../reference/units.js';

export const TASKS = ['single', 'personalized', 'diversity', 'general'] as const;
export type TransitTask = (typeof TASKS)[number];

/** A TransitLM suite entry (schemas/transitlm-suite.schema.json, the type generated from it). */
export type TransitSuiteConfig = TransitlmSuiteConfig;

export function compatOf(config: Pick<TransitSuiteConfig, 'compat'>): Compat {
  return config.compat === 'corrected' ? 'corrected' : 'reference';
}

/**
 * The input CSVs of a suite, in order: each entry is a path or a glob (relative to baseDir, `~/` the home directory);
 * a glob's matches are sorted; a repeated file is scored once. An entry matching nothing is an
 * error (a plain path is kept, so reading it reports "file not found"); a path outside the
 * workspace is refused with inputPath's diagnostic.
 */
export async function resolveInputs(
  input: string | string[] | undefined,
  where: Pick<ScoreContext, 'baseDir' | 'workspace'>,
): Promise<Result<string[]>> {
  const usage = (message: string) => failure(diagnostic({ code: 'usage', field: 'input', message }));
  const entries = input === undefined ? [] : Array.isArray(input) ? input : [input];
  if (entries.length === 0) return usage('no input CSV given (config key "input" / --input)');
  const files: string[] = [];
  for (const entry of entries) {
    if (!isDynamicPattern(entry)) {
      files.push(configPath(where.baseDir, entry));
      continue;
    }
    // `~/runs/*.csv`: the pattern after `~/`, in the home directory.
    const home = configPath(where.baseDir, '~');
    const [cwd, pattern] = entry.startsWith('~/') ? [home, entry.slice(2)] : [where.baseDir, entry];
    const found = (await glob(pattern, { cwd, absolute: true, onlyFiles: true })).map((f) => path.resolve(f)).sort();
    if (found.length === 0) return usage(`input pattern ${JSON.stringify(entry)} matches no file`);
    files.push(...found);
  }
  for (const file of files) {
    const checked = await inputPath(where, file);
    if (!checked.ok) return failure(checked.diagnostics[0]!);
  }
  return success([...new Set(files)]);
}
