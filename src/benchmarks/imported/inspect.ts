// Inspect AI: an eval log as `inspect log dump` writes it (the EvalLog as JSON: version, status,
// eval, plan, results, stats, samples, reductions). Items are samples by id; epochs are repeats,
// reduced as Inspect's own reducers did (the log's `reductions`, else the mean, Inspect's default).
// Scores are read as Inspect's value_to_float reads them: C 1, P 0.5, I and N 0, booleans, numbers.
import { describeInput } from '../../results/inputs.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import { capText, idOf, isObject, locatedIn, oneFile, pointerOf, readJsonInput, type JsonInput } from './input.js';
import { ItemTable, type ItemRow } from './table.js';
import type { ImportContext, Imported, Reported, ValueRole } from './types.js';

const LETTERS: Readonly<Record<string, number>> = { C: 1, I: 0, P: 0.5, N: 0 };

/** Inspect's value_to_float with its default letters; null for what it cannot convert (it warns and uses 0). */
export function inspectFloat(value: unknown): number | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const letter = LETTERS[value];
  if (letter !== undefined) return letter;
  const lower = value.toLowerCase();
  if (lower === 'yes' || lower === 'true') return 1;
  if (lower === 'no' || lower === 'false') return 0;
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value.trim()) ? Number(value) : null;
}

/** A value that is pass/fail by its type: a C/I/P/N letter or a boolean. */
const isGrade = (value: unknown): boolean =>
  typeof value === 'boolean' || (typeof value === 'string' && LETTERS[value] !== undefined);

interface Observed {
  unconvertible: Map<string, number>;
  /** Per name: whether every value so far was a grade (letters, booleans). */
  grades: Map<string, boolean>;
}

/** Where scores go: the table, what was seen of each name, the names excluded and why. */
interface ScoreSink {
  table: ItemTable;
  seen: Observed;
  excluded: Map<string, string>;
}

/** A score's value, its explanation, and whether it is a reduction's value rather than a sample's. */
interface ObservedScore {
  value: unknown;
  reason: string | null;
  reduced: boolean;
}

/** One score (a scorer's value, or a key of a dict value) into the table. */
function observe(sink: ScoreSink, row: ItemRow, name: string, score: ObservedScore): void {
  const { table, seen, excluded } = sink;
  const { value, reason, reduced: reducedValue } = score;
  if (isObject(value)) {
    for (const [key, v] of Object.entries(value)) observe(sink, row, `${name}/${key}`, { ...score, value: v });
    return;
  }
  if (Array.isArray(value)) {
    excluded.set(name, 'a list per sample: not one value per item');
    return;
  }
  // A reduced value is a number (the mean of C and I is a fraction): the role is the epochs' own values'.
  if (!reducedValue) seen.grades.set(name, (seen.grades.get(name) ?? true) && isGrade(value));
  const x = inspectFloat(value);
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
      message: 'not an Inspect eval log (the JSON of `inspect log dump`): no "eval" object',
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
  /** Scorers whose values come from the reductions. */
  reduced: Set<string>;
  /** samples[] index of each id and epoch read. */
  epochs: Map<string, number>;
  badRecords: number;
  toolErrors: number;
}

/** One sample of the log: its scores into the table, or the reason it is not scored. */
function readSample(r: SampleReading, sample: unknown, i: number): void {
  const at = (field: string | null, ...path: (string | number)[]) =>
    locatedIn(r.json, pointerOf('samples', i, ...path), field);
  if (!isObject(sample)) {
    r.diagnostics.add({ code: 'bad-record', ...at(null), message: 'a sample must be a JSON object' });
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
  if (!isObject(sample.scores)) return;
  for (const [scorer, score] of Object.entries(sample.scores)) {
    if (!isObject(score)) continue;
    // Grades decide the role from the epochs' own values; reduced scorers take their values from the reductions.
    if (r.reduced.has(scorer))
      for (const [name, v] of flatGrades(scorer, score.value))
        r.seen.grades.set(name, (r.seen.grades.get(name) ?? true) && isGrade(v));
    else
      observe(r, row, scorer, {
        value: score.value,
        reason: reasonOf(score),
        reduced: false,
      });
  }
}

export async function importInspect({ config, ctx, diagnostics }: ImportContext): Promise<Imported | null> {
  const file = await oneFile(config.input, 'input', ctx, diagnostics);
  if (file === null) return null;
  const json = await readJsonInput(file, diagnostics);
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
  const reduced = reducedScorers(reductions);
  const table = new ItemTable();
  const excluded = new Map<string, string>();
  const seen: Observed = { unconvertible: new Map(), grades: new Map() };
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
  };
  log.samples.forEach((sample, i) => readSample(reading, sample, i));
  const { badRecords, toolErrors } = reading;
  observeReductions(reductions, { table, seen, excluded }, { json, diagnostics });
  const roles = new Map<string, ValueRole>();
  for (const [name, grades] of seen.grades) if (grades) roles.set(name, 'check');
  const reported = reportedOf(results, table);
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
  };
}

/** The reductions' values per sample into the table (a sample the log does not have is left out). */
function observeReductions(
  reductions: unknown[],
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
      observe(sink, table.item(id, null), reduction.scorer as string, {
        value: score.value,
        reason: reasonOf(score),
        reduced: true,
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
}

/** The scorers whose values come from the reductions (epochs reduced to one value per sample). */
function reducedScorers(reductions: unknown[]): Set<string> {
  return new Set(
    reductions
      .filter(isObject)
      .map((r) => r.scorer)
      .filter((s): s is string => typeof s === 'string'),
  );
}

/** The log's own aggregates; accuracy and mean are recomputed from the items, the rest only shown. */
function reportedOf(results: Record<string, unknown>, table: ItemTable): Reported[] {
  const reported: Reported[] = [];
  const names = new Set(table.nameStats().map((s) => s.name));
  for (const score of Array.isArray(results.scores) ? results.scores : []) {
    if (!isObject(score) || typeof score.name !== 'string' || !isObject(score.metrics)) continue;
    for (const [metric, m] of Object.entries(score.metrics)) {
      if (!isObject(m) || typeof m.value !== 'number' || !Number.isFinite(m.value)) continue;
      // accuracy and mean are the mean of the reduced values per sample: recomputed from the items.
      const ours = (metric === 'accuracy' || metric === 'mean') && names.has(score.name) ? { name: score.name } : null;
      reported.push({ label: `${score.name} ${metric}`, reported: m.value, ours });
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
  if (typeof evalConfig.epochs === 'number') info.epochs = evalConfig.epochs;
  if (Array.isArray(evalConfig.epochs_reducer))
    info.reducer = capText(evalConfig.epochs_reducer.filter((x) => typeof x === 'string').join(', '), 60);
  if (isObject(spec.packages) && typeof spec.packages.inspect_ai === 'string')
    info.version = `inspect_ai ${capText(spec.packages.inspect_ai, 40)}`;
  return info;
}

/** The scorer's value as names and values (a dict value: one per key), for the grade check. */
function flatGrades(name: string, value: unknown): [string, unknown][] {
  return isObject(value) ? Object.entries(value).flatMap(([k, v]) => flatGrades(`${name}/${k}`, v)) : [[name, value]];
}
