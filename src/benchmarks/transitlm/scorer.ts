import { emptySuite } from '../../results/suite.js';
import path from 'node:path';
import { Diagnostics, type DiagnosticInit } from '../../core/diagnostics.js';
import { describeInput, displayPath } from '../../results/inputs.js';
import { openItemsWriter, type ItemsWriter } from '../../results/items.js';
import { inShard } from '../../results/shard.js';
import type { InputFile, Metric, Round, Suite } from '../../results/types.js';
import type { SchemaName } from '../../schemas/registry.js';
import type { ScoreContext } from '../types.js';
import { cell, DictCsvReader, FIELD_SIZE_LIMIT } from './csv.js';
import { compatOf, resolveInputs, type TransitSuiteConfig } from './options.js';
import { PyRaise } from './python.js';
import { COLUMNS, RowCells } from './row.js';
import { stationGraphFor, type StationGraph } from './stations.js';

/** Verdicts of one item: per round id true/false/null, and the first failure. */
export interface ItemRounds {
  rounds: Record<string, boolean | null>;
  reason: string | null;
}

export interface TaskSummary {
  rounds: Round[];
  metrics: Record<string, Metric>;
  counts: Record<string, number>;
  finalScore: number | null;
  warnings: DiagnosticInit[];
  details: Record<string, unknown>;
}

/** One task's row evaluation and aggregation; the driver below does files, shards, items, errors. */
export interface TaskScorer {
  readonly routeSchema: SchemaName;
  readonly roundIds: string[];
  /** A whole-file problem found in a row (the reference aborts), or null. */
  precheck?(cells: RowCells): string | null;
  /** Evaluates a row; throws PyRaise where the reference raises. */
  row(cells: RowCells): ItemRounds;
  /** Verdicts of a row that raised. */
  errorRow(error: PyRaise): ItemRounds;
  finish(total: number): TaskSummary;
}

const REQUIRED_COLUMNS = [COLUMNS.id, COLUMNS.prompt, COLUMNS.label, COLUMNS.output];


function errorSuite(suite: Suite, diagnostics: Diagnostics): Suite {
  return { ...suite, status: 'error', total: 0, errors: 0, rounds: [], metrics: {}, finalScore: null, counts: undefined, diagnostics: diagnostics.finish() };
}

/** The station graph of a suite, or null after adding the whole-file diagnostics. */
export async function suiteStations(config: TransitSuiteConfig, ctx: ScoreContext, diagnostics: Diagnostics): Promise<StationGraph | null> {
  if (config.stations === undefined) {
    diagnostics.add({ code: 'usage', field: 'stations', message: `task ${config.task} needs a station file (config key "stations" / --stations)` });
    return null;
  }
  const loaded = await stationGraphFor(ctx.cache, path.resolve(ctx.baseDir, config.stations));
  if (!loaded.ok) {
    loaded.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  loaded.warnings.forEach((d) => diagnostics.add(d));
  return loaded.graph;
}

/**
 * Scores the CSVs of a single/personalized/diversity suite as one stream of rows: shard filter,
 * row errors (one diagnostic each, the items file records them), file-level warnings, and the
 * whole-file conditions that make the suite `status: "error"`.
 */
export async function scoreRows(config: TransitSuiteConfig, ctx: ScoreContext, makeScorer: (graph: StationGraph) => TaskScorer): Promise<Suite> {
  const suite = emptySuite({ ...config, benchmark: 'transitlm' });
  const diagnostics = new Diagnostics();
  const compat = compatOf(config);
  const resolved = await resolveInputs(config.input, ctx.baseDir);
  if ('error' in resolved) {
    diagnostics.add({ code: 'usage', field: 'input', message: resolved.error });
    return errorSuite(suite, diagnostics);
  }
  const graph = await suiteStations(config, ctx, diagnostics);
  if (graph === null) return errorSuite(suite, diagnostics);
  const scorer = makeScorer(graph);
  const items: ItemsWriter | null = openItemsWriter(ctx.outDir, config.id);
  const inputs: InputFile[] = [];
  let total = 0;
  let errors = 0;
  let failed = false;
  try {
    for (const file of resolved.files) {
      const shown = displayPath(file);
      // Small reads: a batch of rows then dies young instead of being promoted to the old generation.
      const reader = new DictCsvReader(file, { chunkSize: 1 << 14 });
      let scored = 0;
      let headerChecked = false;
      let missing: string[] = [];
      for await (const batch of reader.rows()) {
        const header = reader.header;
        if (header === null) break;
        if (!headerChecked) {
          headerChecked = true;
          missing = REQUIRED_COLUMNS.filter((c) => !header.index.has(c));
          for (const c of missing) diagnostics.add({ code: 'missing-column', file: shown, line: 1, field: c, message: `column "${c}" is missing: every row is an error` });
        }
        for (const row of batch) {
          const id = cell(header, row, COLUMNS.id) ?? `row-${row.row}`;
          const cells = new RowCells(header, row, shown, id, compat, scorer.routeSchema);
          const abort = scorer.precheck?.(cells) ?? null;
          if (abort !== null) {
            diagnostics.add({ code: 'invalid-req-type', file: shown, line: row.line, row: row.row, field: COLUMNS.reqType, item: id, message: abort });
            failed = true;
            break;
          }
          if (!inShard(id, ctx.shard)) continue;
          scored += 1;
          total += 1;
          if (row.oversized !== null) {
            diagnostics.add({ severity: 'warning', code: 'oversized-cell', file: shown, line: row.line, row: row.row, item: id, field: header.names[row.oversized[0] as number] ?? null, message: `a field is longer than ${FIELD_SIZE_LIMIT} characters; scored anyway (the reference aborts)` });
          }
          let verdict: ItemRounds;
          try {
            verdict = scorer.row(cells);
          } catch (error) {
            if (!(error instanceof PyRaise)) throw error;
            errors += 1;
            verdict = scorer.errorRow(error);
            if (error.code !== 'missing-column') {
              diagnostics.add({ code: error.code, file: shown, line: row.line, row: row.row, field: error.field, pointer: error.pointer, item: id, message: error.message });
            }
          }
          for (const note of cells.notes) diagnostics.add(note);
          if (items !== null) {
            const written = await items.write({ id, ...verdict.rounds, reason: verdict.reason }, row.line);
            if (written !== id) diagnostics.add({ severity: 'warning', code: 'duplicate-id', file: shown, line: row.line, row: row.row, item: written, message: `index_id ${JSON.stringify(id)} repeats: recorded as ${JSON.stringify(written)}` });
          }
        }
        if (failed) break;
      }
      if (reader.bomStripped) diagnostics.add({ severity: 'warning', code: 'bom-stripped', file: shown, line: 1, message: 'a leading UTF-8 BOM was stripped (the reference would fail every row)' });
      if (reader.problem !== null) {
        diagnostics.add({ code: reader.problem.code, file: shown, line: reader.problem.line, message: reader.problem.message });
        failed = true;
      }
      if (failed) break;
      if (reader.header === null) diagnostics.add({ severity: 'warning', code: 'empty-file', file: shown, message: 'the file is empty: no header, no rows' });
      inputs.push(await describeInput(file, scored));
    }
  } finally {
    await items?.close();
  }
  const stationsFile = path.resolve(ctx.baseDir, config.stations as string);
  if (failed) return errorSuite({ ...suite, inputs }, diagnostics);
  inputs.push(await describeInput(stationsFile, null));
  const summary = scorer.finish(total);
  summary.warnings.forEach((w) => diagnostics.add(w));
  const out: Suite = {
    ...suite,
    inputs,
    total,
    errors,
    rounds: summary.rounds,
    metrics: summary.metrics,
    finalScore: summary.finalScore,
    details: { compat, stations: displayPath(stationsFile), ...summary.details },
    diagnostics: diagnostics.finish(),
  };
  if (Object.keys(summary.counts).length > 0) out.counts = summary.counts;
  if (items !== null) out.itemsFile = items.relPath;
  return out;
}
