import path from 'node:path';
import { resolveConfig } from '../config/load.js';
import type { LoadedConfig } from '../config/types.js';
import type { Logger } from '../core/logger.js';
import { createDocument } from '../results/document.js';
import type { Diagnostic, ResultsDocument, Shard } from '../results/types.js';
import { runSuites } from './runSuites.js';

export interface PipelineOptions {
  /** --config / the action's `config` input; undefined = look in cwd, else the embedded default. */
  configPath: string | undefined;
  cwd: string;
  /** Where results.json goes (absolute or relative to cwd); null = write no side files. */
  resultsPath: string | null;
  shard: Shard | null;
  log: Logger;
  env: Readonly<Record<string, string | undefined>>;
}

export type PipelineResult =
  | { ok: true; doc: ResultsDocument; config: LoadedConfig; resultsDir: string | null }
  | { ok: false; diagnostics: Diagnostic[] };

/** Config → every suite scored → results document. Shared by `bench-check run` and the action. */
export async function scoreConfig(opts: PipelineOptions): Promise<PipelineResult> {
  const resolved = await resolveConfig(opts.configPath, opts.cwd);
  if (!resolved.ok) return resolved;
  const { loaded } = resolved;
  opts.log.info(`config: ${loaded.source} (${loaded.config.suites.length} suites)`);
  const resultsDir = opts.resultsPath === null ? null : path.dirname(path.resolve(opts.cwd, opts.resultsPath));
  const suites = await runSuites(loaded.config.suites, { baseDir: loaded.baseDir, outDir: resultsDir, shard: opts.shard, log: opts.log, env: opts.env });
  const doc = createDocument(suites, { configHash: loaded.hash, shard: opts.shard, env: opts.env, cwd: opts.cwd });
  return { ok: true, doc, config: loaded, resultsDir };
}
