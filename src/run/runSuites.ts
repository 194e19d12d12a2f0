import { mkdir } from 'node:fs/promises';
import { findBenchmark } from '../benchmarks/registry.js';
import type { ScoreContext, SuiteConfig } from '../benchmarks/types.js';
import { diagnostic } from '../core/diagnostics.js';
import type { Logger } from '../core/logger.js';
import { emptySuite } from '../results/suite.js';
import type { Shard, Suite } from '../results/types.js';
import { RunCache } from './cache.js';

export interface RunOptions {
  baseDir: string;
  outDir: string | null;
  shard: Shard | null;
  log: Logger;
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * Score every suite in order with one shared cache. A suite that fails as a whole is reported as
 * `status: "error"` and the others are still scored. Unsplittable suites run whole in shard 1.
 */
export async function runSuites(suites: readonly SuiteConfig[], opts: RunOptions): Promise<Suite[]> {
  if (opts.outDir !== null) await mkdir(opts.outDir, { recursive: true });
  const cache = new RunCache();
  const results: Suite[] = [];
  for (const config of suites) {
    const benchmark = findBenchmark(config.benchmark);
    if (benchmark === undefined) {
      const suite = emptySuite(config, 'error');
      suite.diagnostics = [diagnostic({ code: 'config', message: `unknown benchmark "${config.benchmark}"` })];
      results.push(suite);
      continue;
    }
    if (opts.shard !== null && !benchmark.splittable && opts.shard.index !== 1) {
      results.push(emptySuite(config, 'skipped'));
      continue;
    }
    const ctx: ScoreContext = { baseDir: opts.baseDir, outDir: opts.outDir, shard: opts.shard, cache, log: opts.log, env: opts.env };
    opts.log.info(`scoring ${config.id} (${benchmark.title}${config.task ? ` · ${config.task}` : ''})…`);
    const started = process.hrtime.bigint();
    try {
      results.push(await benchmark.score(config, ctx));
    } catch (error) {
      // A bug, not bad input: keep the other suites, say so plainly, keep the stack for a bug report.
      const suite = emptySuite(config, 'error');
      suite.diagnostics = [diagnostic({ code: 'internal', message: `internal error while scoring (please report): ${(error as Error).message}` })];
      if (opts.env.BENCH_CHECK_DEBUG) opts.log.warn(String((error as Error).stack));
      results.push(suite);
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    opts.log.info(`  done in ${(ms / 1000).toFixed(2)} s`);
  }
  return results;
}
