// lm-evaluation-harness: the per-task samples_<task>_<date>.jsonl of `--log_samples` (one line per
// document and filter: doc_id, doc, target, arguments, resps, filtered_resps, filter, metrics,
// doc_hash, prompt_hash, target_hash and one field per metric), and optionally its
// results_<date>.json for the aggregates lm-eval reported (evaluator.py, evaluation_tracker.py).
import path from 'node:path';
import { ioDiagnostic } from '../../json/read.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import { readBoundedLines, type LineTooLong } from '../../core/lines.js';
import { progressOf } from '../../core/logger.js';
import { parseJsonWithPositions } from '../../json/positions.js';
import { describeInput, displayPath } from '../../results/inputs.js';
import type { InputFile } from '../../results/types.js';
import {
  capText,
  idOf,
  isObject,
  locatedIn,
  oneFile,
  ownIn,
  parsePythonJson,
  pointerOf,
  readJsonInput,
} from './input.js';
import { ItemTable, type ItemRow } from './table.js';
import type { ImportContext, Imported, Reported } from './types.js';

/** lm-eval's file name: samples_<task>_<date id>, the date id being datetime.now().isoformat() with - for :. */
const SAMPLES_NAME = /^samples_(.+)_(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?)\.jsonl$/;

/**
 * Longest samples line read: a document with its prompt, few-shot context and answers is
 * kilobytes, a long-context one a few megabytes. A longer line is a bad record, never held whole.
 */
export const SAMPLE_LINE_MAX_CHARS = 16 << 20;

/** Keys of a task's results entry that are not `metric,filter` values. */
const NOT_METRICS = new Set(['alias', 'name', 'sample_len', 'sample_count', 'samples']);

/** The per-item name of a metric under a filter: the metric alone under lm-eval's default filter `none`. */
function lmEvalName(metric: string, filter: string): string {
  return filter === 'none' ? metric : `${metric},${filter}`;
}

/** Why a line is not an lm-eval sample, or null. */
function notASample(sample: Record<string, unknown>): { field: string; message: string } | null {
  if (!Array.isArray(sample.metrics) || !sample.metrics.every((m) => typeof m === 'string'))
    return { field: 'metrics', message: 'must be the list of metric names of the sample' };
  if (typeof sample.filter !== 'string')
    return { field: 'filter', message: 'must be the name of the filter applied (e.g. "none")' };
  return null;
}

/** What the model answered against the target, for the reason of a failing item. */
function answerOf(sample: Record<string, unknown>): string {
  const target = capText(
    typeof sample.target === 'string' ? sample.target : JSON.stringify(sample.target ?? null),
    100,
  );
  const resps = sample.filtered_resps;
  if (!Array.isArray(resps) || resps.length === 0) return `target ${target}`;
  if (resps.every((r) => typeof r === 'string')) return `target ${target}; answer ${capText(resps[0]!, 160)}`;
  // Multiple choice: one [loglikelihood, is_greedy] per choice (as text: lm-eval writes every leaf
  // with str()); the model's pick is the most likely.
  const lls = resps.map((r) => Number(Array.isArray(r) ? r[0] : r));
  if (lls.some((ll) => !Number.isFinite(ll))) return `target ${target}`;
  const best = argmax(lls);
  // acc_norm's pick: loglikelihood per character of the choice (the continuation of each request).
  const args = isObject(sample.arguments) ? Object.values(sample.arguments) : [];
  const lengths = args.map((a) => (isObject(a) && typeof a.arg_1 === 'string' ? a.arg_1.trim().length : 0));
  const perChar =
    lengths.length === lls.length && lengths.every((n) => n > 0) ? argmax(lls.map((ll, i) => ll / lengths[i]!)) : best;
  return `target ${target}; most likely choice ${best}${perChar === best ? '' : `, per character ${perChar}`}`;
}

/** One string, or a list of one string, as that string; anything else as it is. */
const single = (v: unknown): unknown => (Array.isArray(v) && v.length === 1 ? single(v[0]) : v);

/**
 * The sample's input, choices, target and responses into its item's detail (the first line of a
 * document gives the shared ones; each filter adds its filtered response).
 */
function addDetail(row: ItemRow, sample: Record<string, unknown>): void {
  const d = row.detail;
  const args = isObject(sample.arguments) ? Object.values(sample.arguments) : [];
  const first = args[0];
  // The prompt's end is kept: few-shot examples come first, the question last.
  if (isObject(first) && typeof first.arg_0 === 'string') d.add('input', first.arg_0, 'keep-end');
  if (args.length > 1 && args.every((a) => isObject(a) && typeof a.arg_1 === 'string'))
    d.add(
      'choices',
      args.map((a) => (a as Record<string, unknown>).arg_1),
    );
  d.add('target', sample.target);
  d.add('response', single(sample.resps));
  const filter = sample.filter as string;
  d.add(filter === 'none' ? 'filtered response' : `filtered response, ${filter}`, single(sample.filtered_resps));
}

function argmax(values: readonly number[]): number {
  let best = 0;
  values.forEach((v, i) => {
    if (v > values[best]!) best = i;
  });
  return best;
}

/** What reading a samples file has gathered so far. */
interface SamplesRead {
  shown: string;
  diagnostics: Diagnostics;
  table: ItemTable;
  excluded: Map<string, string>;
  /** Line of each (doc_id, filter) seen. */
  seen: Map<string, number>;
  records: number;
  badRecords: number;
  /** No record read yet: the first one decides whether this is a samples file at all. */
  first: boolean;
}

/** The sample's metric values into its item: numbers and booleans observed, the others said. */
function observeMetrics(
  sample: Record<string, unknown>,
  { row, id, line, reason }: { row: ItemRow; id: string; line: number; reason: string },
  state: SamplesRead,
): void {
  const at = { file: state.shown, line };
  const filter = sample.filter as string;
  for (const metric of sample.metrics as string[]) {
    const name = lmEvalName(metric, filter);
    // Own keys only: a metric named `constructor` or `__proto__` is the sample's value or missing.
    const value = Object.hasOwn(sample, metric) ? sample[metric] : undefined;
    if (metric === 'bypass') state.excluded.set(name, 'lm-eval ran with --predict_only: no metric was computed');
    else if (typeof value === 'boolean') state.table.observe(row, name, value ? 1 : 0, reason);
    else if (typeof value === 'number' && Number.isFinite(value)) state.table.observe(row, name, value, reason);
    else if (typeof value === 'number' || value === null) {
      // NaN, ±Infinity (1e309 reads as Infinity), None: a bad value of this item, left out of the mean.
      state.diagnostics.add({
        severity: 'warning',
        code: 'bad-value',
        ...at,
        field: metric,
        item: id,
        message: `${name} is ${value === null ? 'null' : String(value)}, not a finite number: left out of its mean`,
      });
      row.error = true;
    } else if (value === undefined) {
      state.diagnostics.add({
        code: 'missing-value',
        ...at,
        field: metric,
        item: id,
        message: `listed in metrics but the sample has no ${metric}`,
      });
      row.error = true;
    } else state.excluded.set(name, 'not a number per item: lm-eval aggregates it over the whole task (f1, bleu, …)');
  }
}

/** One line of a samples file into the table; false when the file is not a samples file at all. */
function readSample(read: string | LineTooLong, line: number, state: SamplesRead): boolean {
  const text = typeof read === 'string' ? read : '';
  if (typeof read === 'string' && text.trim() === '') return true;
  state.records += 1;
  const at = { file: state.shown, line };
  const parsed: ReturnType<typeof parsePythonJson> =
    typeof read === 'string'
      ? parsePythonJson(text)
      : {
          ok: false,
          message: `a line of ${read.chars} characters, more than the ${SAMPLE_LINE_MAX_CHARS} read: not read`,
        };
  const why = !parsed.ok ? (parsed.message ?? 'not JSON') : !isObject(parsed.value) ? 'not a JSON object' : null;
  const shape = why === null ? notASample(parsed.ok ? (parsed.value as Record<string, unknown>) : {}) : null;
  if (why !== null || shape !== null) {
    const strict = why === 'not JSON' ? parseJsonWithPositions(text) : null;
    const column = strict !== null && !strict.ok ? strict.position.column : null;
    const message =
      why === 'not JSON' && strict !== null && !strict.ok ? `not JSON: ${strict.message}` : (why ?? shape!.message);
    if (state.first) {
      // The first record decides whether this is the format the config claims at all.
      state.diagnostics.add({
        code: 'wrong-format',
        ...at,
        column,
        field: shape?.field ?? null,
        message: `not an lm-eval samples file (samples_<task>_<date>.jsonl of --log_samples): ${message}`,
      });
      return false;
    }
    state.diagnostics.add({ code: 'bad-record', ...at, column, field: shape?.field ?? null, message });
    state.badRecords += 1;
    return true;
  }
  state.first = false;
  const sample = (parsed as { value: Record<string, unknown> }).value;
  const id = idOf(sample.doc_id);
  if (id === null) {
    state.diagnostics.add({
      code: 'missing-id',
      ...at,
      field: 'doc_id',
      message: `no item id: doc_id must be an integer or a string, is ${capText(JSON.stringify(sample.doc_id ?? null), 40)}`,
    });
    state.badRecords += 1;
    return true;
  }
  const filter = sample.filter as string;
  const key = `${id}\u0000${filter}`;
  const before = state.seen.get(key);
  if (before !== undefined) {
    state.diagnostics.add({
      code: 'duplicate-id',
      ...at,
      field: 'doc_id',
      item: id,
      message: `doc_id ${id} with filter ${JSON.stringify(filter)} repeats line ${before}: not scored again`,
    });
    state.badRecords += 1;
    return true;
  }
  state.seen.set(key, line);
  const row = state.table.item(id, line);
  row.repeats = 1;
  addDetail(row, sample);
  observeMetrics(sample, { row, id, line, reason: answerOf(sample) }, state);
  return true;
}

export async function importLmEval({ config, ctx, diagnostics }: ImportContext): Promise<Imported | null> {
  const file = await oneFile(config.input, 'input', ctx, diagnostics);
  if (file === null) return null;
  const shown = displayPath(file);
  const state: SamplesRead = {
    shown,
    diagnostics,
    table: new ItemTable(),
    excluded: new Map(),
    seen: new Map(),
    records: 0,
    badRecords: 0,
    first: true,
  };
  const { table, excluded } = state;
  let line = 0;
  // Long samples files (tens of thousands of documents with their prompts) take seconds.
  const ticker = progressOf(ctx.log).start(config.id, null, 'lines');
  try {
    for await (const text of readBoundedLines(file, SAMPLE_LINE_MAX_CHARS)) {
      line += 1;
      ticker.tick();
      // The lines come a chunk at a time, each chunk a turn of the event loop: a signal is seen here.
      if (ctx.signal.aborted) {
        diagnostics.add({
          code: 'stopped',
          file: shown,
          message: `the read was stopped at line ${line} (${String(ctx.signal.reason)})`,
        });
        return null;
      }
      if (!readSample(text, line, state)) return null;
    }
  } catch (error) {
    diagnostics.add(ioDiagnostic(file, error));
    return null;
  } finally {
    ticker.done();
  }
  if (state.first) {
    diagnostics.add({ code: 'empty-file', file: shown, message: 'the samples file has no records' });
    return null;
  }
  const { records, badRecords } = state;
  const inputs: InputFile[] = [await describeInput('output', file, records)];
  const imported: Imported = {
    table,
    records,
    badRecords,
    toolErrors: 0,
    inputs,
    reported: [],
    roles: new Map(),
    lowerIsBetter: new Set(),
    excluded,
    info: {},
    // lm-eval's samples hold the model's outputs and the metrics, never what the calls cost.
    usage: { unavailable: 'lm-evaluation-harness sample files carry no token usage' },
  };
  const task = typeof config.task === 'string' ? config.task : (SAMPLES_NAME.exec(path.basename(file))?.[1] ?? null);
  if (task !== null) imported.info.task = task;
  if (config.results === undefined) return imported;
  return (await readResults(config.results, task, imported, { config, ctx, diagnostics })) ? imported : null;
}

/** The task's reported aggregates (`metric,filter` keys), matched to ours where lm-eval averages per item. */
function readReported(
  doc: Record<string, unknown>,
  task: string,
  entry: Record<string, unknown>,
  imported: Imported,
): void {
  const taskConfig = ownIn(doc.configs, task);
  const configs = isObject(taskConfig) ? taskConfig : {};
  const aggregation = new Map<string, string>();
  for (const m of Array.isArray(configs.metric_list) ? configs.metric_list : []) {
    if (isObject(m) && typeof m.metric === 'string' && typeof m.aggregation === 'string')
      aggregation.set(m.metric, m.aggregation);
  }
  const reported: Reported[] = [];
  for (const [key, value] of Object.entries(entry)) {
    const comma = key.lastIndexOf(',');
    if (NOT_METRICS.has(key) || comma < 0 || typeof value !== 'number' || !Number.isFinite(value)) continue;
    const metric = key.slice(0, comma);
    if (metric.endsWith('_stderr')) continue;
    const perItem = lmEvalName(metric, key.slice(comma + 1));
    const agg = aggregation.get(metric);
    if (agg !== undefined && agg !== 'mean')
      imported.excluded.set(
        perItem,
        `lm-eval aggregates it as ${capText(agg, 40)} over the task, not as a mean of per-item values`,
      );
    const ours =
      (agg === undefined || agg === 'mean') && imported.table.nameStats().some((s) => s.name === perItem)
        ? { name: perItem }
        : null;
    reported.push({ label: perItem, reported: value, ours });
  }
  imported.reported = reported;
}

/** The model, lm-eval's version and the shots, for the report. */
function resultsInfo(doc: Record<string, unknown>, task: string, imported: Imported): void {
  const cfg = isObject(doc.config) ? doc.config : {};
  const model =
    typeof doc.model_name === 'string'
      ? doc.model_name
      : typeof cfg.model_args === 'string'
        ? cfg.model_args
        : typeof cfg.model === 'string'
          ? cfg.model
          : null;
  if (model !== null) imported.info.model = capText(model, 120);
  if (typeof doc.lm_eval_version === 'string') imported.info.version = `lm-eval ${capText(doc.lm_eval_version, 40)}`;
  const shots = ownIn(doc['n-shot'], task);
  if (typeof shots === 'number' && Number.isFinite(shots)) imported.info.shots = shots;
}

/** The task's aggregates, higher_is_better and aggregations from results_<date>.json; false when the file cannot be used. */
async function readResults(
  name: string,
  task: string | null,
  imported: Imported,
  { ctx, diagnostics }: ImportContext,
): Promise<boolean> {
  const file = await oneFile(name, 'results', ctx, diagnostics);
  if (file === null) return false;
  const json = await readJsonInput(file, diagnostics);
  if (json === null) return false;
  const doc = json.value;
  if (!isObject(doc) || !isObject(doc.results)) {
    diagnostics.add({
      code: 'wrong-format',
      ...locatedIn(json, '', 'results'),
      message: 'not an lm-eval results file (results_<date>.json): no "results" object',
    });
    return false;
  }
  if (task === null) {
    diagnostics.add({
      code: 'usage',
      field: 'task',
      message: `cannot tell the task from the samples file name ${JSON.stringify(path.basename(imported.inputs[0]!.path))}: set "task" (in ${json.shown})`,
    });
    return false;
  }
  const entry = ownIn(doc.results, task);
  if (!isObject(entry)) {
    const has = Object.keys(doc.results).slice(0, 8).join(', ');
    diagnostics.add({
      code: 'missing-task',
      ...locatedIn(json, '/results', task),
      message: `task ${JSON.stringify(task)} is not in the results file (it has: ${has || 'none'})`,
    });
    return false;
  }
  readReported(doc, task, entry, imported);
  const better = ownIn(doc.higher_is_better, task);
  for (const { name } of imported.table.nameStats()) {
    const metric = name.split(',')[0]!;
    if (ownIn(better, metric) === false) imported.lowerIsBetter.add(name);
  }
  const samples = ownIn(ownIn(doc['n-samples'], task), 'effective');
  if (typeof samples === 'number' && samples !== imported.table.size) {
    diagnostics.add({
      severity: 'warning',
      code: 'reported-mismatch',
      ...locatedIn(json, pointerOf('n-samples', task, 'effective'), 'effective'),
      message: `lm-eval evaluated ${samples} documents of ${task}; the samples file has ${imported.table.size}`,
    });
  }
  resultsInfo(doc, task, imported);
  imported.inputs.push(await describeInput('output', file, null));
  return true;
}
