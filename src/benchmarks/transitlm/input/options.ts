import path from 'node:path';
import { glob, isDynamicPattern } from 'tinyglobby';
import { inputPath } from '../../../results/inputs.js';
import type { Diagnostic } from '../../../results/types.js';
import type { ScoreContext, SuiteConfig } from '../../types.js';
import type { Compat } from '../reference/units.js';

export const TASKS = ['single', 'personalized', 'diversity', 'general'] as const;
export type TransitTask = (typeof TASKS)[number];

/** A TransitLM suite entry (schemas/transitlm-suite.schema.json). */
export interface TransitSuiteConfig extends SuiteConfig {
  task: TransitTask;
  input: string | string[];
  stations?: string;
  lines?: string;
  apiUrl?: string;
  batchSize?: number;
  timeoutS?: number;
  retries?: number;
  compat?: Compat;
}

export function compatOf(config: SuiteConfig): Compat {
  return config.compat === 'corrected' ? 'corrected' : 'reference';
}

/**
 * The input CSVs of a suite, in order: each entry is a path or a glob (relative to baseDir);
 * a glob's matches are sorted; a repeated file is scored once. An entry matching nothing is an
 * error message (a plain path is kept, so reading it reports "file not found").
 */
export async function resolveInputs(
  input: string | string[] | undefined,
  where: Pick<ScoreContext, 'baseDir' | 'workspace'>,
): Promise<{ files: string[] } | { error: string } | { refused: Diagnostic }> {
  const entries = input === undefined ? [] : Array.isArray(input) ? input : [input];
  if (entries.length === 0) return { error: 'no input CSV given (config key "input" / --input)' };
  const files: string[] = [];
  for (const entry of entries) {
    if (!isDynamicPattern(entry)) {
      files.push(path.resolve(where.baseDir, entry));
      continue;
    }
    const found = (await glob(entry, { cwd: where.baseDir, absolute: true, onlyFiles: true })).map((f) => path.resolve(f)).sort();
    if (found.length === 0) return { error: `input pattern ${JSON.stringify(entry)} matches no file` };
    files.push(...found);
  }
  for (const file of files) {
    const checked = await inputPath(where, file);
    if (!checked.ok) return { refused: checked.diagnostics[0]! };
  }
  return { files: [...new Set(files)] };
}
