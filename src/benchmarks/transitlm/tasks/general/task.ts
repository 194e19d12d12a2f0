// The TransitLM `general` task: rows → payload stage → evaluator verdicts (remote batches or the
// offline line-file judge) → local evaluation → rounds, metrics, items. Rows are streamed and held
// only until their batch has been judged, so the items file stays in row order.
import { Diagnostics, type DiagnosticInit } from '../../../../core/diagnostics.js';
import { progressOf } from '../../../../core/logger.js';
import { ProviderHealth, providerErrorProblem, providerPolicyOf } from '../../../../core/provider-health.js';
import { describeInput, displayPath, inputPath } from '../../../../results/inputs.js';
import { openItemsWriter, type ItemsWriter } from '../../../../results/items.js';
import { inShard } from '../../../../results/shard.js';
import type { InputFile, Suite } from '../../../../results/types.js';
import { UsageCounter } from '../../../../results/usage.js';
import type { ScoreContext, SuiteConfig } from '../../../types.js';
import { cell } from '../../input/records.js';
import { DictCsvReader } from '../../input/csv-reader.js';
import { resolveInputs, type TransitSuiteConfig } from '../../input/options.js';
import { PyRaise } from '../../reference/value.js';
import { COLUMNS } from '../../input/columns.js';
import { RowCells } from '../row.js';
import { readProblem, wholeInputProblems } from '../../input/checks.js';
import { stationGraphFor } from '../../stations/load.js';
import { fileSize } from '../../stations/builder.js';
import { evaluateGeneral } from './evaluate.js';
import { linesCaseOf, loadLineIndex } from './line-file.js';
import { judgeCase, type LineIndex, type StationLookup } from './lines.js';
import { generalOptions, type GeneralOptions } from './options.js';
import { buildPayload, caseJson, type GeneralPayload } from './payload.js';
import { raiseOf } from './raise.js';
import { DEFAULT_RETRY_BASE_DELAY_MS, evaluateBatch, type RemoteOptions } from './remote.js';
import { GeneralTally, NO_ROUNDS, type RoundOutcome, type Verdict } from './tally.js';
import { cellOffsetOf, rowErrorDiagnostic, withoutRestatedNotes } from '../evaluate-row.js';
import { CellErrorSpots } from '../located.js';

/** Test seams; production uses the defaults. */
export interface GeneralDeps {
  /** Base of the retry waits (× 1, 2, 4 …); 1000 ms in production. */
  retryBaseDelayMs?: number;
}

type Evaluator = { kind: 'remote'; options: RemoteOptions } | { kind: 'lines'; index: LineIndex; stations: StationLookup };

const ROUTE_SCHEMA = 'transitlm-general-route';

/** A row waiting for its batch: settled already (no response, payload error) or carrying a payload. */
interface Pending {
  cells: RowCells;
  settled: { rounds: RoundOutcome; reason: string } | null;
  payload: GeneralPayload | null;
}

function errorSuite(suite: SuiteConfig, diagnostics: Diagnostics, inputs: InputFile[] = []): Suite {
  return { id: suite.id, benchmark: 'transitlm', task: 'general', status: 'error', inputs, total: 0, errors: 0, rounds: [], metrics: {}, finalScore: null, diagnostics: diagnostics.finish() };
}

/** Station file (optional in remote mode: loaded and checked, changes no count) and evaluator. */
async function loadEvaluator(options: GeneralOptions, ctx: ScoreContext, deps: GeneralDeps, diagnostics: Diagnostics): Promise<{ evaluator: Evaluator; inputs: InputFile[] } | null> {
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
    stations = { has: (id) => graph.has(id), coords: (id) => graph.coords(id), nextHopsInclude: (id, other) => graph.nextHopContains(id, other) };
    inputs.push(await describeInput('reference', file, null, await loaded.sha256));
  }
  const source = options.evaluator;
  if (source.kind === 'remote') {
    const retryBaseDelayMs = deps.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
    const usage = new UsageCounter();
    return { evaluator: { kind: 'remote', options: { baseUrl: source.url, timeoutMs: source.timeoutMs, retries: source.retries, retryBaseDelayMs, signal: ctx.signal, usage } }, inputs };
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
  return { evaluator: { kind: 'lines', index: index.value, stations: stations! }, inputs };
}

export async function scoreGeneral(suite: TransitSuiteConfig, ctx: ScoreContext, deps: GeneralDeps = {}): Promise<Suite> {
  const diagnostics = new Diagnostics();
  const read = generalOptions(suite, ctx.env);
  if (!read.ok) {
    read.diagnostics.forEach((d) => diagnostics.add(d));
    return errorSuite(suite, diagnostics);
  }
  const options = read.value;
  const resolved = await resolveInputs(options.input, ctx);
  if (!resolved.ok) {
    for (const d of resolved.diagnostics) diagnostics.add(d);
    return errorSuite(suite, diagnostics);
  }
  const loaded = await loadEvaluator(options, ctx, deps, diagnostics);
  if (loaded === null) return errorSuite(suite, diagnostics);
  const { evaluator } = loaded;

  const tally = new GeneralTally();
  const items: ItemsWriter | null = openItemsWriter(ctx.sideFiles, suite.id);
  let total = 0;
  let errors = 0;
  let noResponse = 0;
  // Rows whose batch got no verdict (transport failure, 5xx/429 after retries, a broken answer):
  // not the model's failure, so counted apart and left out of `total`, the rounds and the items.
  let providerErrors = 0;
  const policy = providerPolicyOf(suite);
  const health = new ProviderHealth(policy.maxConsecutiveProviderFailures);

  // Row errors pointing into a cell, located in their files (by the path each shown file was read from) at the end.
  const spots = new CellErrorSpots();
  const paths = new Map<string, string>();
  const at = (cells: RowCells, init: DiagnosticInit): DiagnosticInit => ({ file: cells.file, line: cells.row.line, row: cells.row.row, item: cells.item, ...init });

  const finishRow = async (cells: RowCells, rounds: RoundOutcome, reason: string | null) => {
    for (const note of cells.notes) diagnostics.add(note);
    if (items === null) return;
    const written = items.write(cells.item, rounds, reason, cells.row.line);
    await items.drain();
    if (written !== cells.item) {
      diagnostics.add(at(cells, { severity: 'warning', code: 'duplicate-id', item: written, message: `index_id ${JSON.stringify(cells.item)} repeats: recorded as ${JSON.stringify(written)}` }));
    }
  };

  /** Counts a row error and reports it (a missing column was reported once, at the header). */
  const countError = (cells: RowCells, error: PyRaise, code: string) => {
    errors += 1;
    cells.notes.splice(0, cells.notes.length, ...withoutRestatedNotes(cells.notes, error));
    if (error.code !== 'missing-column') spots.remember(diagnostics.add(at(cells, { ...rowErrorDiagnostic(error), code, pointer: error.pointer || null })), paths.get(cells.file) ?? cells.file, cellOffsetOf(cells, error));
  };
  const rowError = async (cells: RowCells, error: PyRaise, code: string) => {
    countError(cells, error, code);
    await finishRow(cells, NO_ROUNDS, error.message);
  };

  /** Evaluation stage of one judged row. */
  const settle = async (p: Pending, verdict: Verdict) => {
    const evaluation = evaluateGeneral({ prompt: p.payload!.prompt, output: p.payload!.output, cells: p.cells });
    if (!evaluation.ok) {
      const error = raiseOf(evaluation.diagnostics[0]!);
      return rowError(p.cells, error, error.code);
    }
    // The reference reads sample['index_id'] after evaluating (a KeyError without the column).
    if (!p.cells.hasColumn(COLUMNS.id)) return rowError(p.cells, new PyRaise('missing-column', `column "${COLUMNS.id}" is missing`, COLUMNS.id), 'missing-column');
    const counted = tally.add(verdict, evaluation.value);
    await finishRow(p.cells, counted.rounds, counted.reason);
  };

  /** The verdicts of a batch, or why it has none (a provider error for each of its rows). */
  const judge = async (judged: Pending[]): Promise<Verdict[] | { failure: string }> => {
    if (evaluator.kind === 'lines') {
      return judged.map((p) => judgeCase(linesCaseOf(p.payload!.case, p.payload!.output, options.compat), evaluator.index, evaluator.stations));
    }
    const first = judged[0]!.cells;
    const last = judged[judged.length - 1]!.cells;
    const rows = `rows ${first.row.row}–${last.row.row}${last.file === first.file ? '' : ` of ${last.file}`}`;
    if (health.open !== null) return { failure: health.open };
    const outcome = await evaluateBatch(judged.map((p) => caseJson(p.payload!.case)), evaluator.options);
    if (outcome.failure !== null) {
      if (!ctx.signal.aborted) {
        diagnostics.add({
          severity: 'warning',
          code: 'batch-failed',
          file: first.file,
          line: first.row.line,
          row: first.row.row,
          message: `batch of ${judged.length} cases (${rows}) failed: ${outcome.failure}; its cases are provider errors, not scored`,
        });
      }
      health.failure(outcome.failure);
      return { failure: outcome.failure };
    }
    health.success();
    return judged.map((p, i) => {
      const v = outcome.verdicts[i]!;
      if (v.badResponse !== null) {
        diagnostics.add(at(p.cells, { severity: 'warning', code: 'bad-response', field: COLUMNS.output, message: `evaluator answer: ${v.badResponse}; counted as unreachable` }));
      }
      // No stops are matched locally in remote mode, so plausibility passes (as in the reference).
      return { reachable: v.reachable, stationGrounding: v.stationGrounding, distancePlausibility: true, reason: v.reason };
    });
  };

  let queue: Pending[] = [];
  let queuedCases = 0;
  const flush = async () => {
    const judged = queue.filter((p) => p.payload !== null);
    const verdicts = judged.length > 0 ? await judge(judged) : [];
    let k = 0;
    for (const p of queue) {
      if (p.payload === null) await finishRow(p.cells, p.settled!.rounds, p.settled!.reason);
      else if ('failure' in verdicts) providerErrors += 1;
      else await settle(p, verdicts[k++]!);
    }
    ticker.tick(queue.length);
    queue = [];
    queuedCases = 0;
  };

  const inputs: InputFile[] = [];
  let failed = false;
  // A whole-input problem keeps the counts but makes the suite an error (docs/results.md).
  let unusable = false;
  // Rows judged, of a total estimated from the bytes read so far (rows wait for their batch).
  const ticker = progressOf(ctx.log).start(suite.id, null, 'rows');
  const inputBytes = resolved.value.reduce((sum, f) => sum + fileSize(f), 0);
  let rowsSeen = 0;
  let bytesBefore = 0;
  try {
    for (const file of resolved.value) {
      const shown = displayPath(file);
      paths.set(shown, file);
      const reader = new DictCsvReader(file);
      let scored = 0;
      let rows = 0;
      for await (const batch of reader.rows()) {
        const header = reader.header!;
        if (ctx.signal.aborted) break;
        rowsSeen += batch.length;
        const read = bytesBefore + reader.bytesRead;
        if (read > 0) ticker.setTotal(Math.round((rowsSeen * inputBytes) / read));
        for (const row of batch) {
          rows += 1;
          const id = cell(header, row, COLUMNS.id) ?? `row-${row.row}`;
          if (!inShard(id, ctx.shard)) continue;
          scored += 1;
          total += 1;
          const cells = new RowCells(header, row, shown, id, options.compat, ROUTE_SCHEMA);
          if (row.oversized !== null) {
            diagnostics.add(at(cells, { severity: 'warning', code: 'oversized-cell', field: header.names[row.oversized[0]!] ?? null, message: 'a field is longer than 131072 characters; scored anyway (the reference aborts)' }));
          }
          const pending: Pending = { cells, settled: null, payload: null };
          const output = cells.text(COLUMNS.output);
          if (output === undefined || output === '') {
            noResponse += 1;
            pending.settled = { rounds: NO_ROUNDS, reason: 'no response (generate_results is empty)' };
          } else {
            const payload = buildPayload(cells);
            if (payload.ok) {
              pending.payload = payload.value;
              queuedCases += 1;
            } else {
              const error = raiseOf(payload.diagnostics[0]!);
              countError(cells, error, 'payload-error');
              pending.settled = { rounds: NO_ROUNDS, reason: error.message };
            }
          }
          queue.push(pending);
          if (queuedCases >= options.batchSize) await flush();
        }
      }
      bytesBefore += reader.bytesRead;
      if (reader.bomStripped) diagnostics.add({ severity: 'warning', code: 'bom-stripped', file: shown, line: 1, message: 'a leading UTF-8 BOM was stripped (the reference would fail every row)' });
      if (reader.problem !== null) {
        diagnostics.add(readProblem(reader.problem, file, shown));
        failed = true;
        break;
      }
      const problems = wholeInputProblems(reader.header, rows, shown, (c) => (c === COLUMNS.output ? 'every row is a no-response' : 'every row is an error'));
      problems.forEach((d) => diagnostics.add(d));
      if (problems.length > 0) unusable = true;
      inputs.push(await describeInput('output', file, scored));
    }
    if (!failed && !ctx.signal.aborted) await flush();
  } finally {
    ticker.done();
    // A run stopped by its signal drops this suite: no items file of a half-scored input.
    if (ctx.signal.aborted) await items?.discard();
    else await items?.close();
  }
  if (failed || ctx.signal.aborted) {
    const out = errorSuite(suite, diagnostics, inputs);
    if (!ctx.signal.aborted) await spots.locate(out.diagnostics);
    return out;
  }
  inputs.push(...loaded.inputs);
  total -= providerErrors;
  const unmeasured = providerErrorProblem(providerErrors, total + providerErrors, policy, 'rows');
  if (unmeasured !== null) {
    diagnostics.add(unmeasured);
    unusable = true;
  }
  if (health.open !== null) {
    // The breaker stopped asking: whatever the allowed share, the suite was not measured.
    diagnostics.add({ code: 'provider-unavailable', message: health.open });
    unusable = true;
  }
  const summary = tally.finish(total);
  summary.warnings.forEach((w) => diagnostics.add(w));
  const result: Suite = {
    id: suite.id,
    benchmark: 'transitlm',
    task: 'general',
    status: unusable ? 'error' : 'ok',
    inputs,
    total,
    errors,
    counts: evaluator.kind === 'remote' ? { valid: tally.valid, no_response: noResponse, provider_errors: providerErrors } : { valid: tally.valid, no_response: noResponse },
    ...(evaluator.kind === 'remote' && evaluator.options.usage !== undefined ? { usage: evaluator.options.usage.value() } : {}),
    rounds: summary.rounds,
    metrics: summary.metrics,
    finalScore: summary.finalScore,
    details: { compat: options.compat, evaluator: options.evaluator.kind },
    diagnostics: await spots.locate(diagnostics.finish()),
  };
  if (items !== null) result.itemsFile = items.relPath;
  return result;
}
