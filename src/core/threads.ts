import os from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

/**
 * Worker threads that run this program's own code, bootstrapped here and only here. A worker
 * starts the running bundle's entry file again (dist/index.js, dist/cli/index.js), whose one line
 * `enter(...)` loads the chunk of worker jobs (benchmarks/worker-jobs.ts) and runs the job instead
 * of the CLI or the action; from sources (tests, `tsx`), the worker starts core/source-worker.mjs,
 * which registers the TypeScript loader and imports the module that registered the job. Nothing
 * from the PR under test is ever loaded: only this program's files.
 */

/** A job a worker runs: it reads messages from the main thread and answers on the same port. */
export type WorkerJob = (data: unknown, port: NonNullable<typeof parentPort>) => void;

interface WorkerBoot {
  benchCheckJob: string;
  data: unknown;
  /** From sources only: the module that registers the job, and this module (source-worker.mjs imports both). */
  benchCheckModule?: string;
  benchCheckThreads?: string;
}

const jobs = new Map<string, WorkerJob>();

/** Makes `job` startable by name (a module registers its jobs when it loads). */
export function registerWorkerJob(name: string, job: WorkerJob): void {
  jobs.set(name, job);
}

/** Whether this thread is a worker started by startWorker (its entry point must not run main). */
function isBenchCheckWorker(): boolean {
  return !isMainThread && typeof (workerData as Partial<WorkerBoot> | null)?.benchCheckJob === 'string';
}

/** Runs the job this worker was started for (called by `enter` and by source-worker.mjs). */
export function runWorkerThread(): void {
  const boot = workerData as WorkerBoot;
  const job = jobs.get(boot.benchCheckJob);
  if (job === undefined || parentPort === null) throw new Error(`unknown worker job ${boot.benchCheckJob}`);
  job(boot.data, parentPort);
}

const SELF = import.meta.url;

/** What an entry point (src/index.ts, src/cli/index.ts) runs on each kind of thread. */
export interface ProgramEntry {
  /** Loads the modules that register the worker jobs (a chunk of its own in a bundle). */
  workerJobs(): Promise<unknown>;
  /** The program itself, on the main thread. */
  main(): void;
}

/**
 * The whole of an entry point: a worker thread started by `startWorker` runs its job (loading only
 * the worker jobs' chunk), any other thread runs the program.
 */
export function enter(entry: ProgramEntry): void {
  if (isBenchCheckWorker()) void entry.workerJobs().then(runWorkerThread);
  else entry.main();
}

/**
 * Starts a worker running `job` (registered by the module at `module`, its import.meta.url).
 * From a bundle this module sits in the entry file (the entry imports it statically), so SELF is
 * the entry the worker starts.
 */
export function startWorker(job: string, module: string, data: unknown): Worker {
  const boot: WorkerBoot = { benchCheckJob: job, data };
  // A worker's garbage is short-lived (a batch at a time): a smaller young generation than V8's
  // default keeps the whole process's peak memory down at no measurable cost in time.
  const options = { workerData: boot, stdout: false, stderr: false, resourceLimits: { maxYoungGenerationSizeMb: 16 } };
  // The URL's path, not the URL: a loader may decorate it (GitHub's local-action, through quibble,
  // adds a query), and the worker must load the very modules the job's module imports.
  const plain = (url: string) => {
    const u = new URL(url);
    u.search = '';
    u.hash = '';
    return u.href;
  };
  if (!new URL(SELF).pathname.endsWith('.ts')) return new Worker(new URL(SELF), options);
  // From sources: the bootstrap file beside this one (ncc copies it into dist/ as an asset; a
  // bundle never starts it).
  const bootstrap = new URL('./source-worker.mjs', SELF);
  return new Worker(bootstrap, {
    ...options,
    workerData: { ...boot, benchCheckModule: plain(module), benchCheckThreads: plain(SELF) },
  });
}

/**
 * How many worker threads a job may use besides the main thread. `requested`: BENCH_CHECK_THREADS
 * was set to a whole number (0 = the main thread only; at most 16), which holds for any input
 * size; else the default is one per core beyond the first, at most 3. A value that is not a whole
 * number is ignored with a warning.
 */
export function workerThreads(env: Readonly<Record<string, string | undefined>>): {
  count: number;
  requested: boolean;
  warning: string | null;
} {
  const text = (env.BENCH_CHECK_THREADS ?? '').trim();
  const byDefault = Math.max(0, Math.min(os.availableParallelism() - 1, 3));
  if (text === '') return { count: byDefault, requested: false, warning: null };
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0)
    return {
      count: byDefault,
      requested: false,
      warning: `BENCH_CHECK_THREADS=${JSON.stringify(text)} is not a whole number ≥ 0: ignored`,
    };
  return { count: Math.min(n, 16), requested: true, warning: null };
}
