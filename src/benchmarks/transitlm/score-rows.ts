import type { Diagnostics } from '../../core/diagnostics.js';
import { workerThreads } from '../../core/threads.js';
import { configPath, describeInput, displayPath, inputPath } from '../../results/inputs.js';
import { emptySuite } from '../../results/suite.js';
import type { Suite } from '../../results/types.js';
import type { ScoreContext } from '../../plugin/benchmark.js';
import { RowRun, type RowPlace, type RowTask } from './driver.js';
import { JSON_COLUMNS } from './input/columns.js';
import type { DictCsvReader } from './input/csv-reader.js';
import { compatOf, type TransitSuiteConfig } from './input/options.js';
import { RowPool } from './parallel/pool.js';
import { JsonKeys } from './reference/json.js';
import { referencePath } from './reference/mode.js';
import { fileSize } from './stations/builder.js';
import type { StationGraph } from './stations/graph.js';
import { stationGraphFor } from './stations/load.js';
import type { StationPartLoader } from './stations/parts.js';
import { evaluateRow, taskScorer, type RowEnv, type RowResult, type RowTaskName } from './tasks/evaluate-row.js';
import type { ItemRounds, TaskScorer } from './tasks/types.js';

/**
 * The row tasks (single, personalized, diversity) on the row driver (driver.ts): the station
 * graph, the task scorers of tasks/, and worker threads that evaluate rows for large inputs.
 */

/** The station graph of a suite (and the file's hash), or null after adding the whole-file diagnostics. */
async function suiteStations(
  config: TransitSuiteConfig,
  ctx: ScoreContext,
  diagnostics: Diagnostics,
  helper: StationPartLoader | null = null,
): Promise<{ graph: StationGraph; sha256: Promise<string | null> } | null> {
  if (config.stations === undefined) {
    const message = `task ${config.task} needs a station file (config key "stations" / --stations)`;
    diagnostics.add({ code: 'usage', field: 'stations', message });
    return null;
  }
  const file = await inputPath(ctx, config.stations);
  if (!file.ok) {
    file.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  const loaded = await stationGraphFor(ctx.cache, file.value, helper);
  if (!loaded.ok) {
    loaded.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  loaded.warnings.forEach((d) => diagnostics.add(d));
  return { graph: loaded.value, sha256: loaded.sha256 };
}

/** Inputs from this size up are scored on worker threads (below it, starting them costs more). */
const POOL_MIN_BYTES = 4 << 20;

/** The row results of a file evaluated on this thread, in file order. */
async function* inlineRows(reader: DictCsvReader, env: RowEnv, scorer: TaskScorer): AsyncGenerator<RowResult[]> {
  for await (const batch of reader.rows(JSON_COLUMNS)) {
    const header = reader.header!;
    const results: RowResult[] = [];
    for (const row of batch) {
      const r = evaluateRow(header, row, env, scorer);
      results.push(r);
      if (r.abort !== null) break; // the reference stops here: later rows are never evaluated
    }
    yield results;
  }
}

/**
 * Scores the CSVs of a single/personalized/diversity suite as one stream of rows (driver.ts).
 * Rows are evaluated on worker threads for large inputs (BENCH_CHECK_THREADS overrides how many)
 * and always counted here, in file order.
 */
export async function scoreRows(config: TransitSuiteConfig, ctx: ScoreContext, task: RowTaskName): Promise<Suite> {
  const run = new RowRun(config, ctx);
  const compat = compatOf(config);
  if (!(await run.resolve(config.input))) return run.errorSuite();
  const setting = workerThreads(ctx.env);
  if (setting.warning !== null) run.diagnostics.add({ severity: 'warning', code: 'usage', message: setting.warning });
  // The reference path reads everything on this thread (the workers' batches are cut and parsed by the fast readers).
  const inputBytes = run.files.reduce((sum, f) => sum + fileSize(f), 0);
  const threads = referencePath() ? 0 : setting.requested || inputBytes >= POOL_MIN_BYTES ? setting.count : 0;
  const pool = threads > 0 ? new RowPool(threads, { task, compat, shard: ctx.shard }) : null;
  // With workers, one of them hashes the inputs (the main thread splits and counts), starting
  // while the station file is still being read.
  const hashes = new Map(pool === null ? [] : run.files.map((f) => [f, pool.sha256(f)]));
  const stations = await suiteStations(config, ctx, run.diagnostics, pool);
  if (stations === null || ctx.signal.aborted) {
    await pool?.close();
    return run.errorSuite();
  }
  const scorer = taskScorer(task, stations.graph);
  const keys = new JsonKeys();
  pool?.useGraph(stations.graph.tables, scorer);
  const rowTask: RowTask<RowResult> = {
    // Small reads on this thread: a batch of rows then dies young instead of being promoted to
    // the old generation. A worker gets one read per batch.
    chunkSize: pool === null ? 1 << 14 : 1 << 17,
    sha256: (file) => hashes.get(file),
    rows: (reader, shown) => {
      const env: RowEnv = { file: shown, compat, shard: ctx.shard, keys };
      return pool === null ? inlineRows(reader, env, scorer) : pool.rows(reader, env);
    },
    take: (r: RowResult, place: RowPlace) => {
      let verdict: ItemRounds;
      if (r.error === null) verdict = scorer.tally(r.outcome);
      else {
        verdict = scorer.errorRow(r.error);
        run.rowError(place, r.error);
      }
      run.finish(place, r.notes, verdict.rounds, verdict.reason, { detail: verdict.detail });
    },
    missingColumnEffect: () => 'every row is an error',
  };
  try {
    await run.scoreFiles(rowTask);
  } finally {
    // Workers are terminated mid-batch when the run was stopped (the pool's close ends them).
    await pool?.close();
  }
  if (run.stopped) return run.errorSuite();
  if (run.failed) return run.failedSuite();
  const stationsFile = configPath(ctx.baseDir, config.stations!);
  run.inputs.push(await describeInput('reference', stationsFile, null, await stations.sha256));
  const summary = scorer.finish(run.total);
  summary.warnings.forEach((w) => run.diagnostics.add(w));
  const out: Suite = {
    ...emptySuite({ ...config, benchmark: 'transitlm' }),
    status: run.unusable ? 'error' : 'ok',
    inputs: run.inputs,
    total: run.total,
    errors: run.errors,
    rounds: summary.rounds,
    metrics: summary.metrics,
    finalScore: summary.finalScore,
    details: { compat, stations: displayPath(stationsFile), ...summary.details },
    diagnostics: await run.finishDiagnostics(),
  };
  if (Object.keys(summary.counts).length > 0) out.counts = summary.counts;
  if (run.items !== null) out.itemsFile = run.items.relPath;
  return out;
}
