import { failure, type Result } from '../core/result.js';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import path from 'node:path';
import type { BenchmarkCatalog, SuiteConfig } from '../plugin/benchmark.js';
import { resolveConfig, type ConfigChoice } from '../config/load.js';
import type { LoadedConfig } from '../config/types.js';
import type { Logger } from '../core/logger.js';
import { createDocument, currentCommit, writeDocument } from '../results/document.js';
import type { ResultsDocument, Shard } from '../results/types.js';
import { runSuites } from './runSuites.js';
import type { Pricing } from '../results/usage.js';
import { sideFilesOf } from '../results/items.js';

/** The deadline of a run that asks a live provider, when none is configured (docs/results.md). */
const DEFAULT_LIVE_DEADLINE_MINUTES = 60;

export interface ScoreSuitesOptions {
  suites: readonly SuiteConfig[];
  /** The benchmarks the suites name. */
  catalog: BenchmarkCatalog;
  configHash: string;
  /** Relative paths in the suites resolve against this. */
  baseDir: string;
  cwd: string;
  /** Where results.json goes (absolute or relative to cwd); null = write no side files and no progress. */
  resultsPath: string | null;
  shard: Shard | null;
  log: Logger;
  env: Readonly<Record<string, string | undefined>>;
  /**
   * Minutes the whole run may take; null/undefined: the config's `deadlineMinutes` (for a config),
   * else 60 when a suite asks a live provider, else none.
   */
  deadlineMinutes?: number | null;
  /** Aborted (with a sentence as reason) to stop the run, e.g. on SIGTERM. */
  signal?: AbortSignal;
  /** Masks a secret in the log (the action's core.setSecret). */
  mask?: (secret: string) => void;
  /** `--resume`: go on from what an interrupted run kept (ScoreContext.resume). */
  resume?: boolean;
  /** The command that resumes this run, for the message of a live suite that stops (ScoreContext.resumeCommand). */
  resumeCommand?: string;
  /** The config's `pricing` (ScoreContext.pricing); absent: none. */
  pricing?: Pricing | null;
}

export interface ScoredRun {
  /** Complete, or with `run.incomplete` when the run was stopped. */
  doc: ResultsDocument;
  resultsDir: string | null;
  /** Why the run stopped early; null when every suite was scored. */
  stopped: string | null;
}

/** The run's deadline in minutes: the configured one, else the default for live providers, else none. */
function deadlineOf(
  suites: readonly SuiteConfig[],
  configured: number | null | undefined,
  catalog: BenchmarkCatalog,
): number | null {
  if (configured !== undefined && configured !== null) return configured;
  return suites.some((s) => catalog.find(s.benchmark)?.isLive?.(s) === true) ? DEFAULT_LIVE_DEADLINE_MINUTES : null;
}

/**
 * Every suite scored into one results document. With a results path, the document is rewritten
 * (atomically) before the first suite and after each one, marked incomplete with the suites not
 * done, so a crash or a kill leaves a valid document with what was computed.
 */
export async function scoreSuites(opts: ScoreSuitesOptions): Promise<ScoredRun> {
  const resultsFile = opts.resultsPath === null ? null : path.resolve(opts.cwd, opts.resultsPath);
  const resultsDir = resultsFile === null ? null : path.dirname(resultsFile);
  // Once, not per checkpoint: `git rev-parse` blocks the event loop (live requests wait), and every
  // document the run rewrites names the commit it started from.
  const commit = currentCommit(opts.env, opts.cwd);
  const make = (
    suites: Parameters<typeof createDocument>[0],
    incomplete: { pending: string[]; stopReason: string | null } | null,
  ) =>
    createDocument(suites, {
      configHash: opts.configHash,
      shard: opts.shard,
      env: opts.env,
      commit,
      incomplete,
    });
  const minutes = deadlineOf(opts.suites, opts.deadlineMinutes, opts.catalog);
  const deadline = new AbortController();
  const timer =
    minutes === null
      ? null
      : setTimeout(() => deadline.abort(`the run deadline of ${minutes} min passed`), minutes * 60_000);
  timer?.unref();
  const signal = opts.signal === undefined ? deadline.signal : AbortSignal.any([opts.signal, deadline.signal]);
  try {
    const run = await runSuites(opts.suites, {
      baseDir: opts.baseDir,
      catalog: opts.catalog,
      workspace: opts.cwd,
      sideFiles: resultsFile === null ? null : sideFilesOf(resultsFile),
      shard: opts.shard,
      log: opts.log,
      env: opts.env,
      signal,
      mask: opts.mask,
      resume: opts.resume,
      resumeCommand: opts.resumeCommand,
      pricing: opts.pricing ?? null,
      progress:
        resultsFile === null
          ? undefined
          : (done, pending) =>
              writeDocument(
                make([...done], pending.length === 0 ? null : { pending: [...pending], stopReason: null }),
                resultsFile,
              ),
    });
    const stopped = run.stopReason;
    return {
      doc: make(run.suites, stopped === null ? null : { pending: run.pending, stopReason: stopped }),
      resultsDir,
      stopped,
    };
  } finally {
    if (timer !== null) clearTimeout(timer);
  }
}

/** What `run` and the action give: a config to find, and how to run its suites (see ScoreSuitesOptions). */
export type PipelineOptions = Omit<ScoreSuitesOptions, 'suites' | 'configHash' | 'baseDir'> & {
  /** --config / --demo / the action's `config` input. */
  config: ConfigChoice;
  /** The end of the "no config file" error: what to do instead (the CLI's and the action's words differ). */
  noConfigHint: string;
};

/** The config (`value`) and its run, or why the config is not usable. */
export type PipelineResult = Result<LoadedConfig, ScoredRun>;

/** Config → every suite scored → results document. Shared by `bench-check run` and the action. */
export async function scoreConfig(opts: PipelineOptions): Promise<PipelineResult> {
  const resolved = await resolveConfig(opts.config, opts.cwd, opts.catalog, opts.noConfigHint);
  if (!resolved.ok) return resolved;
  const loaded = resolved.value;
  opts.log.info(`config: ${loaded.source} (${loaded.config.suites.length} suites)`);
  if (opts.resume === true) {
    const refused = resumeProblem(loaded, opts.catalog, opts.log);
    if (refused !== null) return failure(refused);
  }
  const { config: _config, noConfigHint: _hint, ...run } = opts;
  const scored = await scoreSuites({
    ...run,
    suites: loaded.config.suites,
    configHash: loaded.hash,
    baseDir: loaded.baseDir,
    deadlineMinutes: opts.deadlineMinutes ?? loaded.config.deadlineMinutes,
    pricing: loaded.config.pricing ?? null,
  });
  return { ok: true, value: loaded, ...scored };
}

/**
 * `--resume` with nothing to resume: no suite keeps what an interrupted run did, so the run would
 * silently start over (live calls asked again): refused. With some, the others are named, scored anew.
 */
function resumeProblem(loaded: LoadedConfig, catalog: BenchmarkCatalog, log: Logger): Diagnostic | null {
  const suites = loaded.config.suites;
  const anew = suites.filter((s) => catalog.find(s.benchmark)?.resumable?.(s) !== true).map((s) => s.id);
  if (anew.length === suites.length)
    return diagnostic({
      code: 'usage',
      file: loaded.source,
      message: `--resume: nothing to resume: no suite of this config keeps what an interrupted run did (a live suite that records what it asked does), so every suite would be scored anew; run without --resume`,
    });
  if (anew.length > 0) log.info(`--resume: ${anew.join(', ')} keep nothing between runs and are scored anew`);
  return null;
}
