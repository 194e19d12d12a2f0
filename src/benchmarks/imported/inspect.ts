// Inspect AI: an eval log, its `.eval` archive (inspect-eval.ts) or its JSON (`--log-format json`,
// `inspect log dump`: the EvalLog with version, status, eval, plan, results, stats, samples,
// reductions). Items are samples by id; epochs are repeats, reduced as Inspect's own reducers did
// (the log's `reductions`: one value per scorer and reducer; else the mean, Inspect's default).
// Scores are read as Inspect's value_to_float reads them: C 1, P 0.5, I and N 0, booleans, numbers.
import { describeInput } from '../../results/inputs.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import { capText, idOf, isObject, locatedIn, oneFile, pointerOf, readJsonInput, type JsonInput } from './input.js';
import { isZipFile, readEvalLog, sampleTexts, UnreadableSample } from './inspect-eval.js';
import { detailFor, ItemTable, type ItemRow } from './table.js';
import { UsageReading, UsageSum } from './usage.js';
import { INSPECT_COST, inspectUsage } from './usage-readers.js';
import type { ImportContext, Imported, Reported, ValueRole } from './types.js';

const LETTERS: ReadonlyMap<string, number> = new Map([
  ['C', 1],
  ['I', 0],
  ['P', 0.5],
  ['N', 0],
]);

/** Dict scores nested deeper than this are left out (a value is a scorer's key, or a key of a key). */
const MAX_SCORE_DEPTH = 16;

/**
 * Inspect's value_to_float with its default letters; null for what it cannot convert (it warns and
 * uses 0), a text that is not a finite number included (its is_finite_number). A number that is not
 * finite (Python's JSON writes NaN and Infinity) is returned as it is: the caller refuses it.
 */
function inspectFloat(value: unknown): number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const letter = LETTERS.get(value);
  if (letter !== undefined) return letter;
  const lower = value.toLowerCase();
  if (lower === 'yes' || lower === 'true') return 1;
  if (lower === 'no' || lower === 'false') return 0;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value.trim())) return null;
  const x = Number(value);
  return Number.isFinite(x) ? x : null;
}

/** A value that is pass/fail by its type: a C/I/P/N letter or a boolean. */
const isGrade = (value: unknown): boolean =>
  typeof value === 'boolean' || (typeof value === 'string' && LETTERS.has(value));

interface Observed {
  unconvertible: Map<string, number>;
  /** Per name: items whose value was a number that is not finite (left out, the item counted in errors). */
  nonFinite: Map<string, number>;
  /** Per name: whether every value so far was a grade (letters, booleans). */
  grades: Map<string, boolean>;
}

/** Where scores go: the table, what was seen of each name, the names excluded and why. */
interface ScoreSink {
  table: ItemTable;
  seen: Observed;
  excluded: Map<string, string>;
}

/** A score's value, its explanation, whether it is a reduction's value rather than a sample's, and the reducer's suffix of its names. */
interface ObservedScore {
  value: unknown;
  reason: string | null;
  reduced: boolean;
  suffix: string;
}

/** One score (a scorer's value, or a key of a dict value) into the table. */
function observe(sink: ScoreSink, row: ItemRow, path: string, score: ObservedScore, depth = 1): void {
  const { table, seen, excluded } = sink;
  const { value, reason, reduced: reducedValue, suffix } = score;
  const name = path + suffix;
  if (isObject(value)) {
    if (depth >= MAX_SCORE_DEPTH) {
      excluded.set(name, `a dict nested more than ${MAX_SCORE_DEPTH} levels deep`);
      return;
    }
    for (const [key, v] of Object.entries(value))
      observe(sink, row, `${path}/${key}`, { ...score, value: v }, depth + 1);
    return;
  }
  if (Array.isArray(value)) {
    excluded.set(name, 'a list per sample: not one value per item');
    return;
  }
  // A reduced value is a number (the mean of C and I is a fraction): the role is the epochs' own values'.
  if (!reducedValue) seen.grades.set(name, (seen.grades.get(name) ?? true) && isGrade(value));
  const x = inspectFloat(value);
  if (x !== null && !Number.isFinite(x)) {
    // Not a measurement: a bad value of this item, left out of the value's mean and counted.
    seen.nonFinite.set(name, (seen.nonFinite.get(name) ?? 0) + 1);
    row.error = true;
    return;
  }
  if (x === null) seen.unconvertible.set(name, (seen.unconvertible.get(name) ?? 0) + 1);
  // As Inspect does: a value it cannot convert counts as 0.
  table.observe(row, name, x ?? 0, reason);
}

function reasonOf(score: Record<string, unknown>): string | null {
  const text =
    typeof score.explanation === 'string' && score.explanation.trim() !== ''
      ? score.explanation
      : typeof score.answer === 'string'
        ? `answer ${score.answer}`
        : null;
  return text === null ? null : capText(text);
}

/** " (the message)" of Inspect's error object, or nothing. */
function errorText(error: unknown): string {
  return isObject(error) && typeof error.message === 'string' ? ` (${capText(error.message, 200)})` : '';
}

/** Why the log is not an Inspect eval log of a finished run, or null. */
function notUsable(log: unknown): { pointer: string; field: string; message: string } | null {
  if (!isObject(log) || !isObject(log.eval))
    return {
      pointer: '',
      field: 'eval',
      message:
        'not an Inspect eval log (a .eval file, or the JSON of --log-format json or `inspect log dump`): no "eval" object',
    };
  if (typeof log.status !== 'string')
    return { pointer: '', field: 'status', message: 'not an Inspect eval log: no "status"' };
  if (log.status !== 'success')
    return {
      pointer: '/status',
      field: 'status',
      message: `the eval did not finish: status ${JSON.stringify(capText(log.status, 20))}${errorText(log.error)}`,
    };
  if (!Array.isArray(log.samples))
    return {
      pointer: '',
      field: 'samples',
      message: 'the log holds no samples (written without samples, or dumped --header-only)',
    };
  return null;
}

/** Reading the log's samples: the sink of their scores and what is counted on the way. */
interface SampleReading extends ScoreSink {
  json: JsonInput;
  diagnostics: Diagnostics;
  /** Scorers whose values come from the reductions, with the suffixes of their names (one per reducer). */
  reduced: Map<string, string[]>;
  /** samples[] index of each id and epoch read. */
  epochs: Map<string, number>;
  badRecords: number;
  toolErrors: number;
  usage: UsageReading;
}

/**
 * The sample's input, target, output and its scorers' explanations into its item's detail: of the
 * first epoch with a score under 1 (that did not pass), else of the first epoch.
 */
function addDetail(row: ItemRow, sample: Record<string, unknown>): void {
  const scores = isObject(sample.scores) ? Object.values(sample.scores) : [];
  const failed = scores.some((score) => {
    const x = isObject(score) ? inspectFloat(score.value) : null;
    return x !== null && x < 1;
  });
  const d = detailFor(row, failed);
  if (d === null) return;
  const texts = sampleTexts(sample);
  d.add('input', texts.input, 'keep-end').add('target', texts.target).add('output', texts.output);
  if (!isObject(sample.scores)) return;
  for (const [scorer, score] of Object.entries(sample.scores))
    if (isObject(score) && typeof score.explanation === 'string') d.add(`explanation, ${scorer}`, score.explanation);
}

/** One sample of the log: its scores into the table, or the reason it is not scored. */
function readSample(r: SampleReading, sample: unknown, i: number): void {
  const at = (field: string | null, ...path: (string | number)[]) =>
    locatedIn(r.json, pointerOf('samples', i, ...path), field);
  if (sample instanceof UnreadableSample || !isObject(sample)) {
    const message = sample instanceof UnreadableSample ? sample.message : 'a sample must be a JSON object';
    r.diagnostics.add({ code: 'bad-record', ...at(null), message });
    r.badRecords += 1;
    return;
  }
  const id = idOf(sample.id);
  if (id === null) {
    r.diagnostics.add({
      code: 'missing-id',
      ...at('id', 'id'),
      message: `no item id: a sample's id must be an integer or a string, is ${capText(JSON.stringify(sample.id ?? null), 40)}`,
    });
    r.badRecords += 1;
    return;
  }
  const epoch = typeof sample.epoch === 'number' ? sample.epoch : 1;
  const key = `${id}\u0000${epoch}`;
  if (r.epochs.has(key)) {
    r.diagnostics.add({
      code: 'duplicate-id',
      ...at('epoch', 'epoch'),
      item: id,
      message: `sample ${id} epoch ${epoch} repeats samples[${r.epochs.get(key)}]: not scored again`,
    });
    r.badRecords += 1;
    return;
  }
  r.epochs.set(key, i);
  if (sample.error !== undefined && sample.error !== null) {
    r.toolErrors += 1;
    const message =
      isObject(sample.error) && typeof sample.error.message === 'string'
        ? sample.error.message
        : JSON.stringify(sample.error);
    r.diagnostics.add({
      severity: 'warning',
      code: 'tool-error',
      ...at('error', 'error'),
      item: id,
      message: `Inspect could not score this sample (epoch ${epoch}): ${capText(message, 200)}`,
    });
    return;
  }
  const row = r.table.item(id, null);
  row.repeats += 1;
  addDetail(row, sample);
  (row.usage ??= new UsageSum()).add(inspectUsage(r.usage, sample, at));
  if (!isObject(sample.scores)) return;
  for (const [scorer, score] of Object.entries(sample.scores)) {
    if (!isObject(score)) continue;
    // Grades decide the role from the epochs' own values; reduced scorers take their values from the reductions.
    const suffixes = r.reduced.get(scorer);
    if (suffixes !== undefined)
      for (const [name, v] of flatGrades(scorer, score.value))
        for (const suffix of suffixes)
          r.seen.grades.set(name + suffix, (r.seen.grades.get(name + suffix) ?? true) && isGrade(v));
    else observe(r, row, scorer, { value: score.value, reason: reasonOf(score), reduced: false, suffix: '' });
  }
}

export async function importInspect({ config, ctx, diagnostics }: ImportContext): Promise<Imported | null> {
  const file = await oneFile(config.input, 'input', ctx, diagnostics);
  if (file === null) return null;
  const json = (await isZipFile(file))
    ? await readEvalLog(file, diagnostics, ctx.signal)
    : await readJsonInput(file, diagnostics);
  if (json === null) return null;
  const problem = notUsable(json.value);
  if (problem !== null) {
    diagnostics.add({
      code: 'wrong-format',
      ...locatedIn(json, problem.pointer, problem.field),
      message: problem.message,
    });
    return null;
  }
  const log = json.value as Record<string, unknown> & { eval: Record<string, unknown>; samples: unknown[] };
  const results = isObject(log.results) ? log.results : {};
  const reductions = Array.isArray(log.reductions)
    ? log.reductions
    : Array.isArray(results.sample_reductions)
      ? results.sample_reductions
      : [];
  const reduced = reducedScorers(reductions, results);
  const table = new ItemTable();
  const excluded = new Map<string, string>();
  const seen: Observed = { unconvertible: new Map(), nonFinite: new Map(), grades: new Map() };
  const reading: SampleReading = {
    json,
    diagnostics,
    table,
    seen,
    excluded,
    reduced,
    epochs: new Map(),
    badRecords: 0,
    toolErrors: 0,
    usage: new UsageReading(diagnostics),
  };
  log.samples.forEach((sample, i) => readSample(reading, sample, i));
  reading.usage.report();
  const { badRecords, toolErrors } = reading;
  observeReductions(reductions, reduced, { table, seen, excluded }, { json, diagnostics });
  const roles = new Map<string, ValueRole>();
  for (const [name, grades] of seen.grades) if (grades) roles.set(name, 'check');
  const reported = reportedOf(results, table, reduced);
  const info = infoOf(log.eval);
  const records = log.samples.length;
  return {
    table,
    records,
    badRecords,
    toolErrors,
    inputs: [await describeInput('output', file, records)],
    reported,
    roles,
    lowerIsBetter: new Set(),
    excluded,
    info,
    usage: {
      source: INSPECT_COST,
      badValues: reading.usage.badValues,
      noneWhy: "the Inspect log's samples carry no model_usage or total_time",
    },
  };
}

/** The reductions' values per sample into the table (a sample the log does not have is left out). */
function observeReductions(
  reductions: unknown[],
  reduced: Map<string, string[]>,
  sink: ScoreSink,
  { json, diagnostics }: { json: JsonInput; diagnostics: Diagnostics },
): void {
  const { table, seen } = sink;
  reductions.forEach((reduction, r) => {
    if (!isObject(reduction) || typeof reduction.scorer !== 'string' || !Array.isArray(reduction.samples)) return;
    reduction.samples.forEach((s, k) => {
      const id = isObject(s) ? idOf(s.sample_id) : null;
      if (id === null || !table.has(id)) {
        if (id === null)
          diagnostics.add({
            severity: 'warning',
            code: 'missing-id',
            ...locatedIn(json, pointerOf('reductions', r, 'samples', k, 'sample_id'), 'sample_id'),
            message: 'a reduced score without a sample id: left out',
          });
        return;
      }
      const score = s as Record<string, unknown>;
      const scorer = reduction.scorer as string;
      observe(sink, table.item(id, null), scorer, {
        value: score.value,
        reason: reasonOf(score),
        reduced: true,
        suffix: reducerSuffix(reduced, scorer, reduction.reducer),
      });
    });
  });
  for (const [name, n] of seen.unconvertible)
    diagnostics.add({
      severity: 'warning',
      code: 'unconvertible',
      file: json.shown,
      field: name,
      message: `${n} value(s) of ${name} are not a grade or a number: counted as 0, as Inspect does`,
    });
  for (const [name, n] of seen.nonFinite)
    diagnostics.add({
      severity: 'warning',
      code: 'non-finite',
      file: json.shown,
      field: name,
      message: `${n} value(s) of ${name} are not finite numbers (NaN, Infinity): bad values, left out of ${name} and counted as errors`,
    });
}

/**
 * The scorers whose values come from the reductions (epochs reduced to one value per sample), each
 * with its names' suffixes: none for a scorer with one reducer, `[reducer]` for each of several
 * (`match[mean]`, `match[at_least_2]`, as Inspect shows them), so that each reduction is its own value.
 */
function reducedScorers(reductions: unknown[], results: Record<string, unknown>): Map<string, string[]> {
  const reducers = new Map<string, Set<string>>();
  const add = (scorer: unknown, reducer: unknown) => {
    if (typeof scorer !== 'string') return;
    const set = reducers.get(scorer) ?? new Set<string>();
    if (typeof reducer === 'string') set.add(reducer);
    reducers.set(scorer, set);
  };
  for (const r of reductions.filter(isObject)) add(r.scorer, r.reducer);
  const fromReductions = new Set(reducers.keys());
  // results.scores names each reducer too (a dict scorer's keys under their scorer).
  for (const s of Array.isArray(results.scores) ? results.scores.filter(isObject) : [])
    if (fromReductions.has(s.scorer as string)) add(s.scorer, s.reducer);
  const suffixes = new Map<string, string[]>();
  for (const [scorer, set] of reducers) suffixes.set(scorer, set.size > 1 ? [...set].map((r) => `[${r}]`) : ['']);
  return suffixes;
}

/** The suffix of a reduction's names: `[reducer]` when its scorer has several, else none. */
function reducerSuffix(reduced: Map<string, string[]>, scorer: string, reducer: unknown): string {
  const suffixes = reduced.get(scorer) ?? [''];
  return suffixes.length > 1 && typeof reducer === 'string' ? `[${reducer}]` : '';
}

/**
 * The log's own aggregates, one per scorer, reducer and metric; accuracy and mean are recomputed
 * from the items, the rest only shown. A dict scorer's metrics are named by its key (`correct`,
 * scorer `graded`): ours is `graded/correct`.
 */
function reportedOf(results: Record<string, unknown>, table: ItemTable, reduced: Map<string, string[]>): Reported[] {
  const reported: Reported[] = [];
  const names = new Set(table.nameStats().map((s) => s.name));
  for (const score of Array.isArray(results.scores) ? results.scores : []) {
    if (!isObject(score) || typeof score.name !== 'string' || !isObject(score.metrics)) continue;
    const scorer = typeof score.scorer === 'string' ? score.scorer : score.name;
    const suffix = reducerSuffix(reduced, scorer, score.reducer);
    const own = scorer === score.name ? score.name : `${scorer}/${score.name}`;
    const name = [own + suffix, score.name + suffix].find((n) => names.has(n)) ?? null;
    for (const [metric, m] of Object.entries(score.metrics)) {
      if (!isObject(m) || typeof m.value !== 'number' || !Number.isFinite(m.value)) continue;
      // accuracy and mean are the mean of the reduced values per sample: recomputed from the items.
      const ours = (metric === 'accuracy' || metric === 'mean') && name !== null ? { name } : null;
      reported.push({ label: `${name ?? score.name + suffix} ${metric}`, reported: m.value, ours });
    }
  }
  return reported;
}

/** Task, model, epochs, reducer and version of the eval spec, capped for display. */
function infoOf(spec: Record<string, unknown>): Record<string, string | number> {
  const info: Record<string, string | number> = {};
  if (typeof spec.task === 'string') info.task = capText(spec.task, 80);
  if (typeof spec.model === 'string') info.model = capText(spec.model, 120);
  const evalConfig = isObject(spec.config) ? spec.config : {};
  if (typeof evalConfig.epochs === 'number' && Number.isFinite(evalConfig.epochs)) info.epochs = evalConfig.epochs;
  if (Array.isArray(evalConfig.epochs_reducer))
    info.reducer = capText(evalConfig.epochs_reducer.filter((x) => typeof x === 'string').join(', '), 60);
  if (isObject(spec.packages) && typeof spec.packages.inspect_ai === 'string')
    info.version = `inspect_ai ${capText(spec.packages.inspect_ai, 40)}`;
  return info;
}

/** The scorer's value as names and values (a dict value: one per key), for the grade check. */
function flatGrades(name: string, value: unknown, depth = 1): [string, unknown][] {
  if (!isObject(value)) return [[name, value]];
  // Deeper dicts are left out by observe(); their grades do not matter.
  if (depth >= MAX_SCORE_DEPTH) return [];
  return Object.entries(value).flatMap(([k, v]) => flatGrades(`${name}/${k}`, v, depth + 1));
}
