// promptfoo: the JSON of `promptfoo eval -o results.json` (and `promptfoo export eval ID`, the same
// document: {evalId, results: {version, timestamp, prompts, results: [EvaluateResult], stats},
// config, shareableUrl, metadata}), or `-o results.jsonl` (one EvaluateResult per line, no stats).
// One item per test case, prompt and provider; `--repeat N` writes N results of one item.
// `success` is promptfoo's own verdict of a result: the suite's round and, counted over the results
// as promptfoo counts them, its finalScore. Each assertion of gradingResult.componentResults is a
// check that only the tests carrying it have: a rate over those, never a round of every item.
// A result that failed for another reason than an assertion (failureReason 2: the provider or the
// grading errored) is the tool's error, not the model's: promptfoo counts it in `stats.errors`.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { canonicalJson } from '../../core/canonical.js';
import type { Diagnostics } from '../../core/diagnostics.js';
import { readBoundedLines } from '../../core/lines.js';
import { ioDiagnostic } from '../../json/read.js';
import { describeInput, displayPath } from '../../results/inputs.js';
import { capText, isObject, locatedIn, oneFile, parsePythonJson, pointerOf, readJsonInput } from './input.js';
import { detailFor, ItemTable, type ItemRow } from './table.js';
import { UsageReading, UsageSum } from './usage.js';
import { PROMPTFOO_COST, promptfooUsage } from './usage-readers.js';
import type { ImportContext, Imported, Reported, ValueRole } from './types.js';

/** promptfoo's ResultFailureReason.ERROR: the result failed for another reason than an assertion. */
const FAILURE_ERROR = 2;

/** Longest label kept whole in an item id; longer ones are cut and keep a hash of the whole. */
const LABEL_MAX = 48;

/** Longest line of a `.jsonl` output read (a result holds its prompt, output and grading). */
const RESULT_LINE_MAX_CHARS = 16 << 20;

/** The score promptfoo gives each named metric of a result (`namedScores`), as a value name. */
const namedScoreName = (metric: string): string => `namedScores.${metric}`;

const hash8 = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** A label for an id: on one line, at most LABEL_MAX characters (a longer one cut, with a hash of the whole). */
function label(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length <= LABEL_MAX ? one : `${one.slice(0, LABEL_MAX - 10)}… ${hash8(text)}`;
}

/** Where a result sits, for a diagnostic: a JSON pointer in results.json, or a line of the .jsonl. */
type Locate = (field: string | null, ...at: (string | number)[]) => Record<string, unknown>;

interface Row {
  /** The test's description, or `vars <hash>` without one. */
  test: string;
  varsHash: string;
  provider: string;
  prompt: string;
  result: Record<string, unknown>;
  line: number | null;
  at: Locate;
}

/** The parts of a result's id, or why it has none. */
function rowOf(result: Record<string, unknown>, line: number | null, at: Locate): Row | string {
  const testCase = isObject(result.testCase) ? result.testCase : {};
  const description =
    typeof testCase.description === 'string' && testCase.description.trim() !== ''
      ? testCase.description
      : typeof result.description === 'string' && result.description.trim() !== ''
        ? result.description
        : null;
  const vars = isObject(testCase.vars) ? testCase.vars : isObject(result.vars) ? result.vars : null;
  const provider = isObject(result.provider) ? result.provider : {};
  const providerName =
    typeof provider.label === 'string' && provider.label !== ''
      ? provider.label
      : typeof provider.id === 'string' && provider.id !== ''
        ? provider.id
        : null;
  if (description === null && vars === null) return 'no item id: the test case has neither a description nor vars';
  if (providerName === null) return 'no item id: the result names no provider (provider.label or provider.id)';
  const prompt = isObject(result.prompt) ? result.prompt : {};
  const promptName =
    typeof prompt.label === 'string' && prompt.label !== ''
      ? prompt.label
      : typeof prompt.raw === 'string'
        ? prompt.raw
        : `prompt ${typeof result.promptIdx === 'number' ? result.promptIdx : '?'}`;
  const varsHash = hash8(canonicalJson(vars ?? {}));
  return {
    test: description !== null ? label(description) : `vars ${varsHash}`,
    varsHash,
    provider: label(providerName),
    prompt: label(promptName),
    result,
    line,
    at,
  };
}

/**
 * Item ids: `test · provider · prompt`. Two results with the same id and the same vars are
 * repeats (`repeat: N`); with different vars (one description for several tests), each gets the
 * hash of its vars appended.
 */
function itemIds(rows: readonly Row[]): Map<Row, string> {
  const base = (r: Row) => `${r.test} · ${r.provider} · ${r.prompt}`;
  const hashes = new Map<string, Set<string>>();
  for (const r of rows) hashes.set(base(r), (hashes.get(base(r)) ?? new Set()).add(r.varsHash));
  return new Map(
    rows.map((r) => [
      r,
      hashes.get(base(r))!.size > 1 && !r.test.startsWith('vars ')
        ? `${r.test} #${r.varsHash} · ${r.provider} · ${r.prompt}`
        : base(r),
    ]),
  );
}

/** What the reader gathers besides the table. */
interface Gathered {
  table: ItemTable;
  roles: Map<string, ValueRole>;
  diagnostics: Diagnostics;
  usage: UsageReading;
}

/** A value of a result: its name (`field`) and its path in the result (`at`). */
interface Value {
  value: unknown;
  field: string;
  at: string[];
}

/** A result's numeric value, or null with a located warning (a bad value of that item, counted in `errors`). */
function finiteOr(g: Gathered, row: Row, id: string, { value, field, at }: Value): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  g.diagnostics.add({
    severity: 'warning',
    code: 'bad-value',
    ...row.at(field, ...at),
    item: id,
    message: `${field} must be a finite number, is ${capText(typeof value === 'number' ? String(value) : JSON.stringify(value ?? null), 40)}: left out`,
  });
  return null;
}

/** What the test expects, in promptfoo's terms: each assertion's type and value (`icontains: paris`). */
function expectedOf(testCase: Record<string, unknown>): string | undefined {
  if (!Array.isArray(testCase.assert)) return undefined;
  const lines = testCase.assert
    .filter(isObject)
    .map(
      (a) =>
        `${String(a.type)}${a.value === undefined ? '' : `: ${typeof a.value === 'string' ? a.value : JSON.stringify(a.value)}`}`,
    );
  return lines.length === 0 ? undefined : lines.join('\n');
}

/** The result's prompt, vars, expectations, output and grading reason into its item's detail (the first failed repeat's, else the first's). */
function addDetail(item: ItemRow, result: Record<string, unknown>, grading: Record<string, unknown> | null): void {
  const d = detailFor(item, result.success !== true);
  if (d === null) return;
  const prompt = isObject(result.prompt) ? result.prompt : {};
  const testCase = isObject(result.testCase) ? result.testCase : {};
  const vars = isObject(testCase.vars) ? testCase.vars : isObject(result.vars) ? result.vars : undefined;
  const response = isObject(result.response) ? result.response : {};
  d.add('prompt', prompt.raw, 'keep-end')
    .add('vars', vars)
    .add('expected', expectedOf(testCase))
    .add('output', response.output)
    .add('grading', grading?.reason);
}

/** One result (a row with its item id) into the table: success, each assertion as a check, the scores. */
function observeResult(g: Gathered, row: Row, id: string): void {
  const { table, roles } = g;
  const { result } = row;
  const item = table.item(id, row.line);
  item.repeats += 1;
  // Every record of the item is added, with usage or without: a figure some record lacks is unknown.
  const provider = isObject(result.provider) ? result.provider : {};
  const model = typeof provider.id === 'string' && provider.id !== '' ? provider.id : row.provider;
  (item.usage ??= new UsageSum()).add(promptfooUsage(g.usage, result, model, (field, ...at) => row.at(field, ...at)));
  const grading = isObject(result.gradingResult) ? result.gradingResult : null;
  const overall =
    typeof grading?.reason === 'string' ? grading.reason : typeof result.error === 'string' ? result.error : null;
  addDetail(item, result, grading);
  table.observe(item, 'success', result.success ? 1 : 0, overall === null ? null : capText(overall));
  const names = new Map<string, number>();
  const components = Array.isArray(grading?.componentResults) ? grading.componentResults : [];
  components.forEach((c, k) => {
    if (!isObject(c) || typeof c.pass !== 'boolean') return;
    const assertion = isObject(c.assertion) ? c.assertion : {};
    const named =
      typeof assertion.metric === 'string' && assertion.metric !== ''
        ? assertion.metric
        : typeof assertion.type === 'string'
          ? assertion.type
          : `assertion ${k + 1}`;
    const n = (names.get(named) ?? 0) + 1;
    names.set(named, n);
    const name = n === 1 ? named : `${named}#${n}`;
    roles.set(name, 'check');
    table.observe(item, name, c.pass ? 1 : 0, typeof c.reason === 'string' ? capText(c.reason) : null);
  });
  if (result.score !== undefined && result.score !== null) {
    const score = finiteOr(g, row, id, { value: result.score, field: 'score', at: ['score'] });
    if (score === null) item.error = true;
    else table.observe(item, 'score', score);
  }
  const named = isObject(result.namedScores) ? result.namedScores : {};
  for (const [metric, value] of Object.entries(named)) {
    const name = namedScoreName(metric);
    const score = finiteOr(g, row, id, { value, field: name, at: ['namedScores', metric] });
    if (score === null) {
      item.error = true;
      continue;
    }
    roles.set(name, 'score');
    table.observe(item, name, score);
  }
}

/** Counts of the rows: promptfoo's `stats`, and its assertion counts (prompts[].metrics). */
interface Counts {
  successes: number;
  failures: number;
  errors: number;
  assertPassCount: number;
  assertFailCount: number;
}

/** The sum of a count over promptfoo's prompts (each prompt × provider), or null when one lacks it. */
function promptsSum(summary: Record<string, unknown>, key: string): number | null {
  const prompts = Array.isArray(summary.prompts) ? summary.prompts : [];
  let sum = 0;
  for (const p of prompts) {
    const value = isObject(p) && isObject(p.metrics) ? p.metrics[key] : undefined;
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    sum += value;
  }
  return prompts.length > 0 && Number.isFinite(sum) ? sum : null;
}

/** promptfoo's own counts beside ours: its stats (successes, failures, errors) and the assertions that passed and failed. */
function reportedOf(summary: Record<string, unknown> | null, ours: Counts): Reported[] {
  if (summary === null) return [];
  const reported: Reported[] = [];
  const stats = isObject(summary.stats) ? summary.stats : {};
  for (const key of ['successes', 'failures', 'errors'] as const) {
    const value = stats[key];
    if (typeof value === 'number' && Number.isFinite(value))
      reported.push({ label: key, reported: value, ours: { value: ours[key] } });
  }
  const assertions = [
    ['assertions passed', 'assertPassCount'],
    ['assertions failed', 'assertFailCount'],
  ] as const;
  for (const [label, key] of assertions) {
    const value = promptsSum(summary, key);
    if (value !== null) reported.push({ label, reported: value, ours: { value: ours[key] } });
  }
  return reported;
}

/** Version, description and results format of the document, capped for display. */
function infoOf(doc: unknown, summary: Record<string, unknown> | null): Record<string, string | number> {
  const info: Record<string, string | number> = {};
  const metadata = isObject(doc) && isObject(doc.metadata) ? doc.metadata : {};
  if (typeof metadata.promptfooVersion === 'string')
    info.version = `promptfoo ${capText(metadata.promptfooVersion, 40)}`;
  const cfg = isObject(doc) && isObject(doc.config) ? doc.config : {};
  if (typeof cfg.description === 'string') info.task = capText(cfg.description, 80);
  if (summary !== null && typeof summary.version === 'number') info.format = `results version ${summary.version}`;
  return info;
}

/** The results of the file, each with where it is; null when the file is not promptfoo's output. */
interface Source {
  results: { value: unknown; line: number | null; at: Locate }[];
  summary: Record<string, unknown> | null;
  doc: unknown;
  badLines: number;
}

/**
 * Whether the file is `-o results.jsonl`: named so, or its first line is one whole result (a
 * results.json, pretty-printed or not, starts with the document, which has no `success`).
 */
async function isJsonl(file: string): Promise<boolean> {
  if (path.extname(file).toLowerCase() === '.jsonl') return true;
  for await (const line of readBoundedLines(file, RESULT_LINE_MAX_CHARS)) {
    if (typeof line !== 'string') return false;
    if (line.trim() === '') continue;
    const parsed = parsePythonJson(line);
    return parsed.ok && isObject(parsed.value) && 'success' in parsed.value && 'testCase' in parsed.value;
  }
  return false;
}

async function readJsonl(file: string, diagnostics: Diagnostics, signal: AbortSignal): Promise<Source | null> {
  const shown = displayPath(file);
  const results: Source['results'] = [];
  let badLines = 0;
  let line = 0;
  try {
    for await (const text of readBoundedLines(file, RESULT_LINE_MAX_CHARS)) {
      line += 1;
      // The lines come a chunk at a time, each chunk a turn of the event loop: a signal is seen here.
      if (signal.aborted) {
        diagnostics.add({
          code: 'stopped',
          file: shown,
          message: `the read was stopped at line ${line} (${String(signal.reason)})`,
        });
        return null;
      }
      const at: Locate = (field) => ({ file: shown, line, field });
      const bad = (message: string) => {
        diagnostics.add({ code: 'bad-record', ...at(null), message });
        badLines += 1;
      };
      if (typeof text !== 'string') {
        bad(`a line of ${text.chars} characters, more than the ${RESULT_LINE_MAX_CHARS} read: not read`);
        continue;
      }
      if (text.trim() === '') continue;
      const parsed = parsePythonJson(text);
      if (!parsed.ok) bad(parsed.message ?? 'not JSON');
      else results.push({ value: parsed.value, line, at });
    }
  } catch (error) {
    diagnostics.add(ioDiagnostic(file, error));
    return null;
  }
  if (results.length === 0 && badLines === 0) {
    diagnostics.add({ code: 'empty-file', file: shown, message: 'the results file has no results' });
    return null;
  }
  return { results, summary: null, doc: null, badLines };
}

async function readJson(file: string, diagnostics: Diagnostics): Promise<Source | null> {
  const json = await readJsonInput(file, diagnostics);
  if (json === null) return null;
  const doc = json.value;
  const summary = isObject(doc) && isObject(doc.results) ? doc.results : null;
  if (summary === null || !Array.isArray(summary.results)) {
    diagnostics.add({
      code: 'wrong-format',
      ...locatedIn(json, summary === null ? '' : '/results', 'results'),
      message:
        'not promptfoo results (`promptfoo eval -o results.json` or `-o results.jsonl`): no "results.results" list',
    });
    return null;
  }
  const results = summary.results.map((value: unknown, i) => {
    const at: Locate = (field, ...path) => locatedIn(json, pointerOf('results', 'results', i, ...path), field);
    return { value, line: null, at };
  });
  return { results, summary, doc, badLines: 0 };
}

/** Why promptfoo could not measure a result, in its own terms: the provider call or the grading failed. */
function toolErrorMessage(result: Record<string, unknown>): string {
  const error = capText(typeof result.error === 'string' ? result.error : 'no message', 200);
  const response = isObject(result.response) ? result.response : null;
  const answered = response?.output !== undefined && response.output !== null && !response.error;
  return answered
    ? `promptfoo's grading of this answer failed (an error, not the model's answer; promptfoo counts it in its errors): ${error}`
    : `provider error: the provider gave no answer (promptfoo counts it in its errors, not as a failed test): ${error}`;
}

export async function importPromptfoo({ config, ctx, diagnostics }: ImportContext): Promise<Imported | null> {
  const file = await oneFile(config.input, 'input', ctx, diagnostics);
  if (file === null) return null;
  const source = (await isJsonl(file))
    ? await readJsonl(file, diagnostics, ctx.signal)
    : await readJson(file, diagnostics);
  if (source === null) return null;
  const g: Gathered = {
    table: new ItemTable(),
    roles: new Map<string, ValueRole>([
      ['success', 'check'],
      ['score', 'score'],
    ]),
    diagnostics,
    usage: new UsageReading(diagnostics),
  };
  const rows: Row[] = [];
  let badRecords = source.badLines;
  let toolErrors = 0;
  const counted = { successes: 0, failures: 0, assertPassCount: 0, assertFailCount: 0 };
  for (const { value: result, line, at } of source.results) {
    if (!isObject(result)) {
      diagnostics.add({ code: 'bad-record', ...at(null), message: 'a result must be a JSON object' });
      badRecords += 1;
      continue;
    }
    const row = rowOf(result, line, at);
    if (typeof row === 'string') {
      diagnostics.add({ code: 'missing-id', ...at('testCase', 'testCase'), message: row });
      badRecords += 1;
      continue;
    }
    if (result.failureReason === FAILURE_ERROR) {
      toolErrors += 1;
      diagnostics.add({
        severity: 'warning',
        code: 'tool-error',
        ...at('error', 'error'),
        message: toolErrorMessage(result),
      });
      continue;
    }
    if (typeof result.success !== 'boolean') {
      diagnostics.add({
        code: 'bad-value',
        ...at('success', 'success'),
        message: `success must be true or false, is ${capText(JSON.stringify(result.success ?? null), 40)}`,
      });
      badRecords += 1;
      continue;
    }
    counted[result.success ? 'successes' : 'failures'] += 1;
    const grading = isObject(result.gradingResult) ? result.gradingResult : {};
    for (const c of Array.isArray(grading.componentResults) ? grading.componentResults : [])
      if (isObject(c) && typeof c.pass === 'boolean') counted[c.pass ? 'assertPassCount' : 'assertFailCount'] += 1;
    rows.push(row);
  }
  for (const [row, id] of itemIds(rows)) observeResult(g, row, id);
  g.usage.report();
  const records = source.results.length + source.badLines;
  return {
    table: g.table,
    records,
    badRecords,
    toolErrors,
    inputs: [await describeInput('output', file, records)],
    reported: reportedOf(source.summary, { ...counted, errors: toolErrors }),
    roles: g.roles,
    lowerIsBetter: new Set(),
    excluded: new Map(),
    info: infoOf(source.doc, source.summary),
    // promptfoo's pass rate: its successes of all its results, errors included (as its CLI prints it).
    passRate: { passed: counted.successes, of: records },
    rounds: new Set(['success']),
    usage: {
      source: PROMPTFOO_COST,
      badValues: g.usage.badValues,
      noneWhy: 'the promptfoo results carry no tokenUsage, cost or latencyMs',
    },
  };
}
