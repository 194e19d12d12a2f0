import { mkdir } from 'node:fs/promises';
import type { Benchmark, BenchmarkCatalog, ScoreContext, SuiteConfig } from '../plugin/benchmark.js';
import { planRepeats, scoreRepeats } from './repeats.js';
import { diagnostic } from '../core/diagnostics.js';
import { describeSystemError } from '../core/errno.js';
import type { Logger } from '../core/logger.js';
import { emptySuite } from '../results/suite.js';
import { suiteViolations } from '../results/document.js';
import type { Shard, Suite } from '../results/types.js';
import { RunCache } from '../core/cache.js';
import type { SideFiles } from '../results/items.js';
import type { Pricing } from '../results/usage.js';
import { environmentCredentials, redactDeep, redactSecrets, urlCredentials } from '../core/secrets.js';
import { redactingLogger } from '../core/logger.js';
import { stoppableProgress } from '../core/progress.js';

export interface RunOptions {
  baseDir: string;
  /** The benchmarks the suites name. */
  catalog: BenchmarkCatalog;
  /** The run's workspace (symbolic links out of it are not followed for inputs); default process.cwd(). */
  workspace?: string;
  /** Where side files go (the results document's folder and name); null: none are written. */
  sideFiles: SideFiles | null;
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
  mask?: (secret: string) => void;
  /** The config's prices (ScoreContext.pricing). */
  pricing?: Pricing | null;
  /** ScoreContext.resume and resumeCommand, for every suite. */
  resume?: boolean;
  resumeCommand?: string;
}

export interface SuitesRun {
  suites: Suite[];
  /** Ids of the suites not done (empty when the run finished), in config order. */
  pending: string[];
  /** Why the run stopped early; null when it finished. */
  stopReason: string | null;
}

const NEVER = new AbortController().signal;

/** The reason of an aborted run signal, as a sentence. */
function stopReasonOf(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  return typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : 'stopped';
}

/**
 * Score every suite in order with one shared cache. A suite that fails as a whole is reported as
 * `status: "error"` and the others are still scored. Unsplittable suites run whole in shard 1.
 */
/**
 * Every secret a run may meet: what each benchmark says its suites read (API keys), and the
 * credentials in any URL of a suite's config or of the environment (a base URL
 * `https://user:password@host`, `TRANSIT_LM_API`, a proxy URL). Nothing a run writes, logs or
 * renders may contain them (docs/gate.md "Threat model").
 */
function runSecrets(
  suites: readonly SuiteConfig[],
  catalog: BenchmarkCatalog,
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const found = new Set<string>();
  const strings = (v: unknown): string[] =>
    typeof v === 'string'
      ? [v]
      : Array.isArray(v)
        ? v.flatMap(strings)
        : v !== null && typeof v === 'object'
          ? Object.values(v).flatMap(strings)
          : [];
  for (const s of suites) {
    for (const secret of catalog.find(s.benchmark)?.secrets?.(s, env) ?? []) found.add(secret);
    for (const text of strings(s)) for (const secret of urlCredentials(text)) found.add(secret);
  }
  for (const secret of environmentCredentials(env)) found.add(secret);
  return [...found];
}

export async function runSuites(suites: readonly SuiteConfig[], opts: RunOptions): Promise<SuitesRun> {
  if (opts.sideFiles !== null) await mkdir(opts.sideFiles.dir, { recursive: true });
  const signal = opts.signal ?? NEVER;
  const cache = new RunCache();
  const results: Suite[] = [];
  const pendingAfter = (k: number) => suites.slice(k).map((s) => s.id);
  // A call, not `signal.aborted` twice: TypeScript would keep the first check's answer across the awaits.
  const stopped = () => signal.aborted;
  const secrets = runSecrets(suites, opts.catalog, opts.env);
  if (opts.mask !== undefined) for (const secret of secrets) opts.mask(secret);
  const log = redactingLogger(opts.log, (message) => redactSecrets(message, secrets));
  // A suite the signal stops is dropped: its progress ends without a line saying how much it did.
  if (log.progress !== undefined) log.progress = stoppableProgress(log.progress, signal);
  const scoring = { ...opts, log };
  await opts.progress?.(results, pendingAfter(0));
  for (const [k, config] of suites.entries()) {
    if (stopped()) return { suites: results, pending: pendingAfter(k), stopReason: stopReasonOf(signal) };
    // What the scorer returns is redacted before it is kept: every string of the suite (diagnostics,
    // details) reaches the results document, the reports and the annotations.
    const suite = fitting(config, redactDeep(await scoreOne(config, scoring, cache, signal), secrets));
    // A scorer stopped by the signal returns whatever it had: it is not a result.
    if (stopped()) return { suites: results, pending: pendingAfter(k), stopReason: stopReasonOf(signal) };
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
  const ctx: ScoreContext = {
    baseDir: opts.baseDir,
    workspace: opts.workspace,
    sideFiles: opts.sideFiles,
    shard: opts.shard,
    cache,
    log: opts.log,
    env: opts.env,
    signal,
  };
  if (opts.pricing != null) ctx.pricing = opts.pricing;
  if (opts.resume === true) ctx.resume = true;
  if (opts.resumeCommand !== undefined) ctx.resumeCommand = opts.resumeCommand;
  // A repeated suite is split by repeat across shards (run/repeats.ts), whatever its benchmark.
  const plan = await planRepeats(config, benchmark, opts.baseDir);
  if (plan !== null && !plan.ok) {
    const suite = emptySuite(config, 'error');
    suite.diagnostics = plan.diagnostics;
    return suite;
  }
  if (plan === null && opts.shard !== null && !benchmark.splittable && opts.shard.index !== 1)
    return emptySuite(config, 'skipped');
  opts.log.info(
    `scoring ${config.id} (${benchmark.title}${config.task ? ` · ${config.task}` : ''})${plan === null ? '' : `, ${plan.value.length} repeats`}…`,
  );
  const started = process.hrtime.bigint();
  const suite =
    plan === null
      ? await scoreGuarded(benchmark, config, ctx)
      : await scoreRepeats(config, plan.value, {
          benchmark,
          ctx,
          score: (c, repeatCtx) => scoreGuarded(benchmark, c, repeatCtx),
        });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  // Stopped (a signal, the deadline): the run drops the suite, so nothing says it was done.
  const seconds = (ms / 1000).toFixed(2);
  opts.log.info(signal.aborted ? `  stopped after ${seconds} s: not scored` : `  done in ${seconds} s`);
  return suite;
}

/**
 * The suite, or in its place an error suite naming what the results schema refuses in it: a
 * value a scorer let through must not stop the run from writing the other suites' results.
 */
function fitting(config: SuiteConfig, suite: Suite): Suite {
  const unfit = suiteViolations(suite);
  if (unfit.length === 0) return suite;
  const error = emptySuite(config, 'error');
  error.diagnostics = [
    diagnostic({
      code: 'internal',
      message: `internal error while scoring (please report): the result does not fit the results schema: ${unfit
        .slice(0, 3)
        .map((v) => `${v.pointer} ${v.message}`)
        .join('; ')}`,
    }),
  ];
  return error;
}

/** The benchmark's score of one suite (or one repeat); an exception becomes an `error` suite naming it. */
async function scoreGuarded(benchmark: Benchmark, config: SuiteConfig, ctx: ScoreContext): Promise<Suite> {
  let suite: Suite;
  try {
    suite = await benchmark.score(config, ctx);
  } catch (error) {
    // A full disk or an unwritable folder (a side file) is the environment, named; anything else is
    // a bug: keep the other suites, say so plainly, keep the stack for a bug report.
    suite = emptySuite(config, 'error');
    const system = describeSystemError(error);
    suite.diagnostics = [
      system !== null
        ? diagnostic({ code: 'io', message: system })
        : diagnostic({
            code: 'internal',
            message: `internal error while scoring (please report): ${(error as Error).message}`,
          }),
    ];
    if (ctx.env.BENCH_CHECK_DEBUG) ctx.log.warn(String((error as Error).stack));
  }
  return suite;
}
