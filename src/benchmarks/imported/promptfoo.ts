// promptfoo: the JSON of `promptfoo eval -o results.json` ({evalId, results: {version, timestamp,
// prompts, results: [EvaluateResult], stats}, config, shareableUrl, metadata}). One item per test
// case, prompt and provider; `success` and each assertion of gradingResult.componentResults are
// checks, `score` is a score. A result that failed for another reason than an assertion
// (failureReason 2: the provider or the grader errored) is the tool's error, not the model's.
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../core/canonical.js';
import { describeInput } from '../../results/inputs.js';
import { capText, isObject, locatedIn, oneFile, pointerOf, readJsonInput } from './input.js';
import { ItemTable } from './table.js';
import type { ImportContext, Imported, Reported, ValueRole } from './types.js';

/** promptfoo's ResultFailureReason.ERROR: the result failed for another reason than an assertion. */
const FAILURE_ERROR = 2;

/** Longest label kept whole in an item id; longer ones are cut and keep a hash of the whole. */
const LABEL_MAX = 48;

const hash8 = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 8);

/** A label for an id: on one line, at most LABEL_MAX characters (a longer one cut, with a hash of the whole). */
function label(text: string): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length <= LABEL_MAX ? one : `${one.slice(0, LABEL_MAX - 10)}… ${hash8(text)}`;
}

interface Row {
  index: number;
  /** The test's description, or `vars <hash>` without one. */
  test: string;
  varsHash: string;
  provider: string;
  prompt: string;
  result: Record<string, unknown>;
}

/** The parts of a result's id, or why it has none. */
function rowOf(result: Record<string, unknown>, index: number): Row | string {
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
    index,
    test: description !== null ? label(description) : `vars ${varsHash}`,
    varsHash,
    provider: label(providerName),
    prompt: label(promptName),
    result,
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

/** One result (a row with its item id) into the table: success, each assertion as a check, the score. */
function observeResult(table: ItemTable, roles: Map<string, ValueRole>, row: Row, id: string): void {
  const { result } = row;
  const item = table.item(id, null);
  item.repeats += 1;
  const grading = isObject(result.gradingResult) ? result.gradingResult : null;
  const overall =
    typeof grading?.reason === 'string' ? grading.reason : typeof result.error === 'string' ? result.error : null;
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
  if (typeof result.score === 'number' && Number.isFinite(result.score)) table.observe(item, 'score', result.score);
}

/** promptfoo's own counts beside ours (successes, failures, errors). */
function reportedOf(
  summary: Record<string, unknown>,
  ours: { successes: number; failures: number; errors: number },
): Reported[] {
  const reported: Reported[] = [];
  const stats = isObject(summary.stats) ? summary.stats : {};
  for (const key of ['successes', 'failures', 'errors'] as const) {
    const value = stats[key];
    if (typeof value === 'number') reported.push({ label: key, reported: value, ours: { value: ours[key] } });
  }
  return reported;
}

/** Version, description and results format of the document, capped for display. */
function infoOf(doc: unknown, summary: Record<string, unknown>): Record<string, string | number> {
  const info: Record<string, string | number> = {};
  const metadata = isObject(doc) && isObject(doc.metadata) ? doc.metadata : {};
  if (typeof metadata.promptfooVersion === 'string')
    info.version = `promptfoo ${capText(metadata.promptfooVersion, 40)}`;
  const cfg = isObject(doc) && isObject(doc.config) ? doc.config : {};
  if (typeof cfg.description === 'string') info.task = capText(cfg.description, 80);
  if (typeof summary.version === 'number') info.format = `results version ${summary.version}`;
  return info;
}

export async function importPromptfoo({ config, ctx, diagnostics }: ImportContext): Promise<Imported | null> {
  const file = await oneFile(config.input, 'input', ctx, diagnostics);
  if (file === null) return null;
  const json = await readJsonInput(file, diagnostics);
  if (json === null) return null;
  const doc = json.value;
  const summary = isObject(doc) && isObject(doc.results) ? doc.results : null;
  if (summary === null || !Array.isArray(summary.results)) {
    diagnostics.add({
      code: 'wrong-format',
      ...locatedIn(json, summary === null ? '' : '/results', 'results'),
      message: 'not promptfoo results (the JSON of `promptfoo eval -o results.json`): no "results.results" list',
    });
    return null;
  }
  const table = new ItemTable();
  const roles = new Map<string, ValueRole>([
    ['success', 'check'],
    ['score', 'score'],
  ]);
  const rows: Row[] = [];
  let badRecords = 0;
  let toolErrors = 0;
  const counted = { successes: 0, failures: 0 };
  summary.results.forEach((result, i) => {
    const at = (field: string | null, ...path: (string | number)[]) =>
      locatedIn(json, pointerOf('results', 'results', i, ...path), field);
    if (!isObject(result)) {
      diagnostics.add({ code: 'bad-record', ...at(null), message: 'a result must be a JSON object' });
      badRecords += 1;
      return;
    }
    const row = rowOf(result, i);
    if (typeof row === 'string') {
      diagnostics.add({ code: 'missing-id', ...at('testCase', 'testCase'), message: row });
      badRecords += 1;
      return;
    }
    if (result.failureReason === FAILURE_ERROR) {
      toolErrors += 1;
      diagnostics.add({
        severity: 'warning',
        code: 'tool-error',
        ...at('error', 'error'),
        message: `promptfoo could not grade this result: ${capText(typeof result.error === 'string' ? result.error : 'error', 200)}`,
      });
      return;
    }
    if (typeof result.success !== 'boolean') {
      diagnostics.add({
        code: 'bad-value',
        ...at('success', 'success'),
        message: `success must be true or false, is ${capText(JSON.stringify(result.success ?? null), 40)}`,
      });
      badRecords += 1;
      return;
    }
    counted[result.success ? 'successes' : 'failures'] += 1;
    rows.push(row);
  });
  for (const [row, id] of itemIds(rows)) observeResult(table, roles, row, id);
  const reported = reportedOf(summary, { ...counted, errors: toolErrors });
  const info = infoOf(doc, summary);
  const records = summary.results.length;
  return {
    table,
    records,
    badRecords,
    toolErrors,
    inputs: [await describeInput('output', file, records)],
    reported,
    roles,
    lowerIsBetter: new Set(),
    excluded: new Map(),
    info,
  };
}
