import { mkdir } from 'node:fs/promises';
import type { BenchmarkCatalog, ScoreContext, SuiteConfig } from '../benchmarks/types.js';
import { diagnostic } from '../core/diagnostics.js';
import { describeSystemError } from '../core/errno.js';
import type { Logger } from '../core/logger.js';
import { emptySuite } from '../results/suite.js';
import type { Shard, Suite } from '../results/types.js';
import { RunCache } from '../core/cache.js';

export interface RunOptions {
  baseDir: string;
  /** The benchmarks the suites name. */
  catalog: BenchmarkCatalog;
  /** The run's workspace (symbolic links out of it are not followed for inputs); default process.cwd(). */
  workspace?: string;
  outDir: string | null;
  shard: Shard | null;
  log: Logger;
  env: Readonly<Record<string, string | undefined>>;
  /**
   * Aborted to stop the run (a signal, the deadline; its reason is a sentence saying why): the suite
   * being scored is dropped, the others are not started.
   */
  signal?: AbortSignal;
  /** Called before the first suite and after each one with the suites done and the ids of the others. */
  progress?(done: readonly Suite[], pending: readonly string[]): Promise<void>;
  /** Called with every secret a suite will read (API keys), before any is scored: the action masks them. */
  mask?(secret: string): void;
}

export interface SuitesRun {
  suites: Suite[];
  /** Ids of the suites not done (empty when the run finished), in config order. */
  pending: string[];
  /** Why the run stopped early; null when it finished. */
  stopReason: string | null;
}

export const NEVER = new AbortController().signal;

/** The reason of an aborted run signal, as a sentence. */
export function stopReasonOf(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  return typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : 'stopped';
}

/**
 * Score every suite in order with one shared cache. A suite that fails as a whole is reported as
 * `status: "error"` and the others are still scored. Unsplittable suites run whole in shard 1.
 */
export async function runSuites(suites: readonly SuiteConfig[], opts: RunOptions): Promise<SuitesRun> {
  if (opts.outDir !== null) await mkdir(opts.outDir, { recursive: true });
  const signal = opts.signal ?? NEVER;
  const cache = new RunCache();
  const results: Suite[] = [];
  const pendingAfter = (k: number) => suites.slice(k).map((s) => s.id);
  if (opts.mask !== undefined) for (const s of suites) for (const secret of opts.catalog.find(s.benchmark)?.secrets?.(s, opts.env) ?? []) opts.mask(secret);
  await opts.progress?.(results, pendingAfter(0));
  for (const [k, config] of suites.entries()) {
    if (signal.aborted) return { suites: results, pending: pendingAfter(k), stopReason: stopReasonOf(signal) };
    const suite = await scoreOne(config, opts, cache, signal);
    // A scorer stopped by the signal returns whatever it had: it is not a result.
    if (signal.aborted) return { suites: results, pending: pendingAfter(k), stopReason: stopReasonOf(signal) };
    results.push(suite);
    await opts.progress?.(results, pendingAfter(k + 1));
  }
  return { suites: results, pending: [], stopReason: null };
}

async function scoreOne(config: SuiteConfig, opts: RunOptions, cache: RunCache, signal: AbortSignal): Promise<Suite> {
  const benchmark = opts.catalog.find(config.benchmark);
  if (benchmark === undefined) {
    const suite = emptySuite(config, 'error');
    suite.diagnostics = [diagnostic({ code: 'config', message: `unknown benchmark "${config.benchmark}"` })];
    return suite;
  }
  if (opts.shard !== null && !benchmark.splittable && opts.shard.index !== 1) return emptySuite(config, 'skipped');
  const ctx: ScoreContext = { baseDir: opts.baseDir, workspace: opts.workspace, outDir: opts.outDir, shard: opts.shard, cache, log: opts.log, env: opts.env, signal };
  opts.log.info(`scoring ${config.id} (${benchmark.title}${config.task ? ` · ${config.task}` : ''})…`);
  const started = process.hrtime.bigint();
  let suite: Suite;
  try {
    suite = await benchmark.score(config, ctx);
  } catch (error) {
    // A full disk or an unwritable folder (a side file) is the environment, named; anything else is
    // a bug: keep the other suites, say so plainly, keep the stack for a bug report.
    suite = emptySuite(config, 'error');
    const system = describeSystemError(error);
    suite.diagnostics = [system !== null ? diagnostic({ code: 'io', message: system }) : diagnostic({ code: 'internal', message: `internal error while scoring (please report): ${(error as Error).message}` })];
    if (opts.env.BENCH_CHECK_DEBUG) opts.log.warn(String((error as Error).stack));
  }
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  opts.log.info(`  done in ${(ms / 1000).toFixed(2)} s`);
  return suite;
}
