// The TransitLM `general` task on the row driver (driver.ts): rows → payload stage → evaluator
// verdicts (remote batches or the offline line-file judge) → local evaluation → rounds, metrics,
// items (general-batches.ts). Rows are streamed and held only until their batch has been judged.
import { ProviderHealth, providerErrorProblem, providerPolicyOf } from '../../core/provider-health.js';
import { describeInput, inputPath } from '../../results/inputs.js';
import { inShard } from '../../results/shard.js';
import type { InputFile, Shard, Suite } from '../../results/types.js';
import { applyUsage, UsageCollector, UsageCounter } from '../../results/usage.js';
import type { ScoreContext } from '../../plugin/benchmark.js';
import type { TransitSuiteConfig } from './input/options.js';
import { RowRun, type ReadRow } from './driver.js';
import { GeneralBatches, LinesJudge, RemoteJudge, type Judge } from './general-batches.js';
import { COLUMNS } from './input/columns.js';
import type { DictCsvReader } from './input/csv-reader.js';
import { cell, type CsvHeader, type CsvRow } from './input/records.js';
import { JsonKeys } from './reference/json.js';
import { stationGraphFor } from './stations/load.js';
import { loadLineIndex } from './tasks/general/line-file.js';
import type { StationLookup } from './tasks/general/lines.js';
import { generalOptions, type GeneralOptions } from './tasks/general/options.js';
import { DEFAULT_RETRY_BASE_DELAY_MS, type RemoteOptions } from './tasks/general/remote.js';
import { GeneralTally } from './tasks/general/tally.js';
import { RowCells } from './tasks/row.js';

/** Test seams; production uses the defaults. */
export interface GeneralDeps {
  /** Base of the retry waits (× 1, 2, 4 …); 1000 ms in production. */
  retryBaseDelayMs?: number;
}

type Evaluator = { kind: 'remote'; options: RemoteOptions } | { kind: 'lines'; judge: LinesJudge };

const ROUTE_SCHEMA = 'transitlm-general-route';

/** Station file (optional in remote mode: loaded and checked, changes no count) and evaluator. */
async function loadEvaluator(
  options: GeneralOptions,
  run: RowRun,
  deps: GeneralDeps,
): Promise<{ evaluator: Evaluator; inputs: InputFile[] } | null> {
  const { ctx, diagnostics } = run;
  const inputs: InputFile[] = [];
  let stations: StationLookup | null = null;
  if (options.stations !== null) {
    const checked = await inputPath(ctx, options.stations);
    if (!checked.ok) {
      checked.diagnostics.forEach((d) => diagnostics.add(d));
      return null;
    }
    const file = checked.value;
    const loaded = await stationGraphFor(ctx.cache, file);
    if (!loaded.ok) {
      loaded.diagnostics.forEach((d) => diagnostics.add(d));
      return null;
    }
    loaded.warnings.forEach((d) => diagnostics.add(d));
    const graph = loaded.value;
    stations = {
      has: (id) => graph.has(id),
      coords: (id) => graph.coords(id),
      nextHopsInclude: (id, other) => graph.nextHopContains(id, other),
    };
    inputs.push(await describeInput('reference', file, null, await loaded.sha256));
  }
  const source = options.evaluator;
  if (source.kind === 'remote') {
    const retryBaseDelayMs = deps.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
    const usage = new UsageCounter();
    const { url: baseUrl, timeoutMs, retries } = source;
    const remote: RemoteOptions = { baseUrl, timeoutMs, retries, retryBaseDelayMs, signal: ctx.signal, usage };
    return { evaluator: { kind: 'remote', options: remote }, inputs };
  }
  const checked = await inputPath(ctx, source.file);
  if (!checked.ok) {
    checked.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  const file = checked.value;
  const index = await ctx.cache.get(`transitlm:lines:${file}`, () => loadLineIndex(file));
  if (!index.ok) {
    index.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  inputs.push(await describeInput('reference', file, null));
  // generalOptions requires a station file with --lines.
  return { evaluator: { kind: 'lines', judge: new LinesJudge(index.value, stations!, options.compat) }, inputs };
}

/** A row of the general task as read: its cells are read only when it is in the shard. */
interface GeneralRow extends ReadRow {
  csv: CsvRow;
  header: CsvHeader;
}

/** The rows of a file with their items and shard (the general task reads every cell as text). */
async function* generalRows(reader: DictCsvReader, shard: Shard | null): AsyncGenerator<GeneralRow[], void, void> {
  for await (const batch of reader.rows()) {
    const header = reader.header!;
    yield batch.map((csv): GeneralRow => {
      const item = cell(header, csv, COLUMNS.id) ?? `row-${csv.row}`;
      const oversized = csv.oversized === null ? false : { field: header.names[csv.oversized[0]!] ?? null };
      return { row: csv.row, line: csv.line, item, abort: null, inShard: inShard(item, shard), oversized, csv, header };
    });
  }
}

export async function scoreGeneral(
  config: TransitSuiteConfig,
  ctx: ScoreContext,
  deps: GeneralDeps = {},
): Promise<Suite> {
  const run = new RowRun(config, ctx);
  const read = generalOptions(config, ctx.env);
  if (!read.ok) {
    read.diagnostics.forEach((d) => run.diagnostics.add(d));
    return run.errorSuite();
  }
  const options = read.value;
  if (!(await run.resolve(options.input))) return run.errorSuite();
  const loaded = await loadEvaluator(options, run, deps);
  if (loaded === null) return run.errorSuite();
  const { evaluator } = loaded;
  const tally = new GeneralTally();
  const policy = providerPolicyOf(config);
  const health = new ProviderHealth(policy.maxConsecutiveProviderFailures);
  const judge: Judge = evaluator.kind === 'remote' ? new RemoteJudge(evaluator.options, health, run) : evaluator.judge;
  // A remote evaluator's batches are timed; each route gets its share (docs/usage.md). It reports no tokens.
  const collector =
    evaluator.kind === 'remote' ? new UsageCollector(ctx.pricing ?? null, { latencyApportioned: true }) : null;
  const batches = new GeneralBatches(run, judge, tally, options.batchSize, collector);
  const keys = new JsonKeys();
  await run.scoreFiles<GeneralRow>({
    chunkSize: 1 << 14,
    rows: (reader) => generalRows(reader, ctx.shard),
    take: (r, place) => {
      const cells = new RowCells(
        r.header,
        r.csv,
        r.item,
        { file: place.file, compat: options.compat, keys },
        ROUTE_SCHEMA,
      );
      return batches.take(place, cells);
    },
    end: () => batches.flush(),
    missingColumnEffect: (column) =>
      column === COLUMNS.output ? 'every row is a no-response' : 'every row is an error',
  });
  if (run.stopped) return run.errorSuite();
  if (run.failed) return run.failedSuite();
  run.inputs.push(...loaded.inputs);
  const { noResponse, providerErrors } = batches;
  const total = run.total - providerErrors;
  const unmeasured = providerErrorProblem(providerErrors, run.total, policy, 'rows');
  if (unmeasured !== null) {
    run.diagnostics.add(unmeasured);
    run.unusable = true;
  }
  if (health.open !== null) {
    // The breaker stopped asking: whatever the allowed share, the suite was not measured.
    run.diagnostics.add({ code: 'provider-unavailable', message: health.open });
    run.unusable = true;
  }
  const summary = tally.finish(total);
  summary.warnings.forEach((w) => run.diagnostics.add(w));
  const remote = evaluator.kind === 'remote';
  const result: Suite = {
    id: config.id,
    benchmark: 'transitlm',
    task: 'general',
    status: run.unusable ? 'error' : 'ok',
    inputs: run.inputs,
    total,
    errors: run.errors,
    counts: { valid: tally.valid, no_response: noResponse, ...(remote ? { provider_errors: providerErrors } : {}) },
    ...(remote && evaluator.options.usage !== undefined ? { usage: evaluator.options.usage.value() } : {}),
    rounds: summary.rounds,
    metrics: summary.metrics,
    finalScore: summary.finalScore,
    details: { compat: options.compat, evaluator: options.evaluator.kind },
    diagnostics: await run.finishDiagnostics(),
  };
  if (run.items !== null) result.itemsFile = run.items.relPath;
  if (collector !== null)
    applyUsage(result, collector.summary(result.usage)).forEach((d) => result.diagnostics.push(d));
  return result;
}
