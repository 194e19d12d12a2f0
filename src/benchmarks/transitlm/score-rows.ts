import { statSync } from 'node:fs';
import { Diagnostics } from '../../core/diagnostics.js';
import { progressOf } from '../../core/logger.js';
import { workerThreads } from '../../core/threads.js';
import { configPath, describeInput, displayPath, inputPath } from '../../results/inputs.js';
import { openItemsWriter, type ItemsWriter } from '../../results/items.js';
import { emptySuite } from '../../results/suite.js';
import type { InputFile, Suite } from '../../results/types.js';
import type { ScoreContext } from '../types.js';
import { DictCsvReader } from './input/csv-reader.js';
import { FIELD_SIZE_LIMIT } from './reference/csv.js';
import { type CsvHeader } from './input/records.js';
import { readProblem, wholeInputProblems } from './input/checks.js';
import { compatOf, resolveInputs, type TransitSuiteConfig } from './input/options.js';
import { RowPool } from './parallel/pool.js';
import { COLUMNS, JSON_COLUMNS } from './input/columns.js';
import type { ItemRounds, TaskScorer } from './tasks/types.js';
import { evaluateRow, rowErrorDiagnostic, taskScorer, type RowEnv, type RowResult, type RowTask } from './tasks/evaluate-row.js';
import { stationGraphFor } from './stations/load.js';
import { type StationGraph } from './stations/graph.js';
import { type StationPartLoader } from './stations/parts.js';
import { referencePath } from './reference/mode.js';
import { CellErrorSpots } from './tasks/located.js';

/**
 * The row tasks' driver (single, personalized, diversity): files, shards, worker threads, items
 * and diagnostics around the task scorers of tasks/.
 */

function errorSuite(suite: Suite, diagnostics: Diagnostics): Suite {
  return { ...suite, status: 'error', total: 0, errors: 0, rounds: [], metrics: {}, finalScore: null, counts: undefined, diagnostics: diagnostics.finish() };
}

/** The station graph of a suite (and the file's hash), or null after adding the whole-file diagnostics. */
export async function suiteStations(config: TransitSuiteConfig, ctx: ScoreContext, diagnostics: Diagnostics, helper: StationPartLoader | null = null): Promise<{ graph: StationGraph; sha256: Promise<string | null> } | null> {
  if (config.stations === undefined) {
    diagnostics.add({ code: 'usage', field: 'stations', message: `task ${config.task} needs a station file (config key "stations" / --stations)` });
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

function totalSize(files: string[]): number {
  let sum = 0;
  for (const f of files) {
    try {
      sum += statSync(f).size;
    } catch {
      // the reader reports it
    }
  }
  return sum;
}

/** The row results of a file evaluated on this thread, in file order. */
async function* inlineRows(reader: DictCsvReader, env: RowEnv, scorer: TaskScorer): AsyncGenerator<RowResult[], void, void> {
  for await (const batch of reader.rows(JSON_COLUMNS)) {
    const header = reader.header as CsvHeader;
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
 * Scores the CSVs of a single/personalized/diversity suite as one stream of rows: shard filter,
 * row errors (one diagnostic each, the items file records them), file-level warnings, and the
 * whole-file conditions that make the suite `status: "error"`. Rows are evaluated on worker
 * threads for large inputs (BENCH_CHECK_THREADS overrides how many) and always counted here, in
 * file order.
 */
export async function scoreRows(config: TransitSuiteConfig, ctx: ScoreContext, task: RowTask): Promise<Suite> {
  const suite = emptySuite({ ...config, benchmark: 'transitlm' });
  const diagnostics = new Diagnostics();
  // Row errors pointing into a cell, located in their files once the rows are counted.
  const spots = new CellErrorSpots();
  const compat = compatOf(config);
  const resolved = await resolveInputs(config.input, ctx);
  if (!resolved.ok) {
    for (const d of resolved.diagnostics) diagnostics.add(d);
    return errorSuite(suite, diagnostics);
  }
  const setting = workerThreads(ctx.env);
  if (setting.warning !== null) diagnostics.add({ severity: 'warning', code: 'usage', message: setting.warning });
  // The reference path reads everything on this thread (the workers' batches are cut and parsed by the fast readers).
  const inputBytes = totalSize(resolved.value);
  const threads = referencePath() ? 0 : setting.requested || inputBytes >= POOL_MIN_BYTES ? setting.count : 0;
  const pool = threads > 0 ? new RowPool(threads, { task, compat, shard: ctx.shard }) : null;
  // With workers, one of them hashes the inputs (the main thread splits and counts), starting
  // while the station file is still being read.
  const hashes = new Map(pool === null ? [] : resolved.value.map((f) => [f, pool.sha256(f)]));
  const stations = await suiteStations(config, ctx, diagnostics, pool);
  if (stations === null || ctx.signal.aborted) {
    await pool?.close();
    return errorSuite(suite, diagnostics);
  }
  const { graph } = stations;
  const scorer = taskScorer(task, graph);
  pool?.useGraph(graph.tables, scorer);
  const items: ItemsWriter | null = openItemsWriter(ctx.sideFiles, config.id);
  const inputs: InputFile[] = [];
  let total = 0;
  let errors = 0;
  let failed = false;
  // A whole-input problem keeps the reference-compatible counts but makes the suite an error.
  let unusable = false;
  // Rows read (in and out of the shard), of a total estimated from the bytes read so far.
  const ticker = progressOf(ctx.log).start(config.id, null, 'rows');
  let rowsRead = 0;
  let bytesBefore = 0;
  try {
    for (const file of resolved.value) {
      const shown = displayPath(file);
      // Small reads on this thread: a batch of rows then dies young instead of being promoted to
      // the old generation. A worker gets one read per batch.
      const reader = new DictCsvReader(file, { chunkSize: pool === null ? 1 << 14 : 1 << 17, sha256: pool === null });
      const sha256 = hashes.get(file) ?? null;
      const env: RowEnv = { file: shown, compat, shard: ctx.shard };
      const source = pool === null ? inlineRows(reader, env, scorer) : pool.rows(reader, env);
      let scored = 0;
      let rows = 0;
      for await (const batch of source) {
        // Stopped (a signal, the deadline): no more rows; the workers are ended below.
        if (ctx.signal.aborted) break;
        for (const r of batch) {
          const at = { file: shown, line: r.line, row: r.row, item: r.item };
          if (r.abort !== null) {
            diagnostics.add({ code: 'invalid-req-type', ...at, field: COLUMNS.reqType, message: r.abort });
            failed = true;
            break;
          }
          rows += 1;
          if (!r.inShard) continue;
          scored += 1;
          total += 1;
          if (r.oversized !== false) diagnostics.add({ severity: 'warning', code: 'oversized-cell', ...at, field: r.oversized.field, message: `a field is longer than ${FIELD_SIZE_LIMIT} characters; scored anyway (the reference aborts)` });
          let verdict: ItemRounds;
          if (r.error === null) verdict = scorer.tally(r.outcome);
          else {
            errors += 1;
            verdict = scorer.errorRow(r.error);
            if (r.error.code !== 'missing-column') {
              const d = diagnostics.add({ ...at, ...rowErrorDiagnostic(r.error) });
              if (r.error.cell !== undefined) spots.remember(d, file, { ...r.error.cell, python: r.error.message });
            }
          }
          for (const note of r.notes) diagnostics.add(note);
          if (items !== null) {
            const written = items.write(r.item, verdict.rounds, verdict.reason, r.line);
            if (written !== r.item) diagnostics.add({ severity: 'warning', code: 'duplicate-id', ...at, item: written, message: `index_id ${JSON.stringify(r.item)} repeats: recorded as ${JSON.stringify(written)}` });
          }
        }
        await items?.drain();
        rowsRead += batch.length;
        ticker.tick(batch.length);
        const read = bytesBefore + reader.bytesRead;
        if (read > 0) ticker.setTotal(Math.round((rowsRead * inputBytes) / read));
        if (failed) break;
      }
      if (ctx.signal.aborted) break;
      bytesBefore += reader.bytesRead;
      if (reader.bomStripped) diagnostics.add({ severity: 'warning', code: 'bom-stripped', file: shown, line: 1, message: 'a leading UTF-8 BOM was stripped (the reference would fail every row)' });
      if (reader.problem !== null) {
        diagnostics.add(readProblem(reader.problem, file, shown));
        failed = true;
      }
      if (failed) break;
      const problems = wholeInputProblems(reader.header, rows, shown, () => 'every row is an error');
      problems.forEach((d) => diagnostics.add(d));
      if (problems.length > 0) unusable = true;
      inputs.push(await describeInput('output', file, scored, sha256 === null ? reader.sha256 : await sha256));
    }
  } finally {
    ticker.done();
    // Workers are terminated mid-batch when the run was stopped (the pool's close ends them).
    await pool?.close();
    // A run stopped by its signal drops this suite: no items file of a half-scored input.
    if (ctx.signal.aborted) await items?.discard();
    else await items?.close();
  }
  if (ctx.signal.aborted) return errorSuite({ ...suite, inputs }, diagnostics);
  const stationsFile = configPath(ctx.baseDir, config.stations as string);
  if (failed) {
    const out = errorSuite({ ...suite, inputs }, diagnostics);
    await spots.locate(out.diagnostics);
    return out;
  }
  inputs.push(await describeInput('reference', stationsFile, null, await stations.sha256));
  const summary = scorer.finish(total);
  summary.warnings.forEach((w) => diagnostics.add(w));
  const out: Suite = {
    ...suite,
    status: unusable ? 'error' : 'ok',
    inputs,
    total,
    errors,
    rounds: summary.rounds,
    metrics: summary.metrics,
    finalScore: summary.finalScore,
    details: { compat, stations: displayPath(stationsFile), ...summary.details },
    diagnostics: await spots.locate(diagnostics.finish()),
  };
  if (Object.keys(summary.counts).length > 0) out.counts = summary.counts;
  if (items !== null) out.itemsFile = items.relPath;
  return out;
}
