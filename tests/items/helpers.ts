// Scoring imported per-item results in tests: the scorer with a real context (side files in a
// temporary folder), the committed samples of each tool, and writers of variations of them in the
// tools' own shapes (the fixtures hold the real ones, see fixtures/items/README.md).
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { RunCache } from '../../src/core/cache.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { silentLogger } from '../../src/core/logger.js';
import { importedBenchmark } from '../../src/benchmarks/imported/index.js';
import type { ScoreContext } from '../../src/plugin/benchmark.js';
import type { ItemRecord, Suite } from '../../src/results/types.js';
import { REPO_ROOT } from '../helpers.js';
import type { ImportedSuiteConfig } from '../../src/benchmarks/imported/types.js';

export const FIXTURES = path.join(REPO_ROOT, 'fixtures/items');
export const LM_EVAL_DIR = path.join(FIXTURES, 'lm-eval/scripted__demo-model');
/** The date lm-eval put in the names of the committed run's files (tests/items/make_lm_eval_fixture.py). */
export const LM_EVAL_DATE = /^results_(.+)\.json$/.exec(
  readdirSync(LM_EVAL_DIR).find((f) => /^results_.+\.json$/.test(f)) ?? 'results_none.json',
)![1]!;
export const LM_EVAL_MC = path.join(LM_EVAL_DIR, `samples_demo_mc_${LM_EVAL_DATE}.jsonl`);
export const LM_EVAL_GEN = path.join(LM_EVAL_DIR, `samples_demo_gen_${LM_EVAL_DATE}.jsonl`);
export const LM_EVAL_RESULTS = path.join(LM_EVAL_DIR, `results_${LM_EVAL_DATE}.json`);
/** Inspect's JSON log (`--log-format json`) of the committed eval (tests/items/make_inspect_fixtures.py). */
export const INSPECT_LOG = path.join(FIXTURES, 'inspect/arith-one-reducer-json.json');
/** Inspect's `.eval` log of the same eval with two reducers. */
export const INSPECT_EVAL = path.join(FIXTURES, 'inspect/arith-two-reducers.eval');
/** promptfoo's `-o results.json` of the committed suite (tests/items/make_promptfoo_fixtures.sh); 2 of its 24 results are provider errors. */
export const PROMPTFOO_RESULTS = path.join(FIXTURES, 'promptfoo/run-1.json');

/** A fresh folder, removed when the current test finishes. */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-imported-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

export function context(dir: string, prefix = 'results'): ScoreContext {
  return {
    baseDir: dir,
    workspace: dir,
    sideFiles: { dir, prefix },
    shard: null,
    cache: new RunCache(),
    signal: new AbortController().signal,
    log: silentLogger,
    env: {},
  };
}

/** Score one imported suite whose files are in `dir` (paths relative to it). */
export function scoreIn(
  dir: string,
  config: Omit<ImportedSuiteConfig, 'id' | 'benchmark'>,
  prefix = 'results',
): Promise<Suite> {
  return importedBenchmark.score({ id: 'suite', benchmark: 'imported', ...config }, context(dir, prefix));
}

/** The items file of a scored suite, parsed. */
export function itemsOf(dir: string, suite: Suite): ItemRecord[] {
  if (suite.itemsFile === undefined) throw new Error(`suite ${suite.id} has no items file`);
  return readFileSync(path.join(dir, suite.itemsFile), 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ItemRecord);
}

export function write(dir: string, name: string, text: string): string {
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

/** The lines of a JSONL file as objects. */
export function jsonLines(file: string): Record<string, unknown>[] {
  return readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

export function toJsonl(records: readonly unknown[]): string {
  return records.map((r) => JSON.stringify(r)).join('\n') + '\n';
}

/** A committed JSON object (a fixture); callers assert the shape they rely on. */
export function readJson(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** An lm-eval sample line as evaluator.py writes it (generate_until, one request), with the given metric values. */
export function lmEvalSample(
  docId: unknown,
  metrics: Record<string, unknown>,
  opts: { filter?: string; target?: string; answer?: string; question?: string } = {},
): Record<string, unknown> {
  const question = opts.question ?? `question ${String(docId)}`;
  return {
    doc_id: docId,
    doc: { question, answer: opts.target ?? '42' },
    target: opts.target ?? '42',
    arguments: {
      gen_args_0: { arg_0: `Question: ${question}\nAnswer:`, arg_1: { until: ['Question:'], do_sample: false } },
    },
    resps: [[opts.answer ?? '42']],
    filtered_resps: [opts.answer ?? '42'],
    filter: opts.filter ?? 'none',
    metrics: Object.keys(metrics),
    doc_hash: 'd'.repeat(64),
    prompt_hash: 'p'.repeat(64),
    target_hash: 't'.repeat(64),
    ...metrics,
  };
}

/** An Inspect sample: id, epoch and one score per scorer (value, answer, explanation). */
export function inspectSample(
  id: unknown,
  epoch: number,
  scores: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    epoch,
    input: `input ${String(id)}`,
    target: 'target',
    messages: [],
    output: { model: 'openai/gpt-4o-mini', choices: [] },
    scores: Object.fromEntries(
      Object.entries(scores).map(([k, v]) => [
        k,
        { value: v, answer: `answer ${String(id)}`, explanation: `explanation ${String(id)}/${epoch}` },
      ]),
    ),
    metadata: {},
    ...extra,
  };
}

/** The committed Inspect log with its samples (and reductions, results) replaced. */
export function inspectLog(samples: unknown[], over: Record<string, unknown> = {}): Record<string, unknown> {
  const log = readJson(INSPECT_LOG);
  const copy: Record<string, unknown> = { ...log, samples, ...over };
  if (!('reductions' in over)) delete copy.reductions;
  if (!('results' in over))
    copy.results = { total_samples: samples.length, completed_samples: samples.length, scores: [] };
  return copy;
}

/** A promptfoo result row (EvaluateResult) for a test (description or vars), provider and prompt. */
export function promptfooRow(opts: {
  description?: string;
  vars?: Record<string, unknown>;
  provider?: string;
  prompt?: string;
  success: boolean;
  score?: number;
  asserts?: { type: string; pass: boolean; metric?: string; reason?: string }[];
  failureReason?: number;
  error?: string;
  output?: string;
}): Record<string, unknown> {
  const asserts = opts.asserts ?? [];
  const testCase: Record<string, unknown> = {
    vars: opts.vars ?? {},
    assert: asserts.map((a) => ({ type: a.type, ...(a.metric ? { metric: a.metric } : {}) })),
    options: {},
    metadata: {},
  };
  if (opts.description !== undefined) testCase.description = opts.description;
  return {
    gradingResult:
      asserts.length === 0
        ? null
        : {
            pass: opts.success,
            score: opts.score ?? (opts.success ? 1 : 0),
            reason: opts.success ? 'All assertions passed' : (asserts.find((a) => !a.pass)?.reason ?? 'failed'),
            namedScores: {},
            componentResults: asserts.map((a) => ({
              pass: a.pass,
              score: a.pass ? 1 : 0,
              reason: a.reason ?? (a.pass ? 'Assertion passed' : 'Assertion failed'),
              assertion: { type: a.type, ...(a.metric ? { metric: a.metric } : {}) },
            })),
          },
    latencyMs: 10,
    namedScores: {},
    prompt: { raw: opts.prompt ?? 'Answer: {{q}}', label: opts.prompt ?? 'Answer: {{q}}' },
    promptId: 'p'.repeat(64),
    promptIdx: 0,
    provider: { id: opts.provider ?? 'openai:gpt-4o-mini', label: '' },
    // A provider error has no response (promptfoo writes none); a grading error keeps the answer.
    ...(opts.failureReason === 2 && opts.output === undefined ? {} : { response: { output: opts.output ?? 'output' } }),
    score: opts.score ?? (opts.success ? 1 : 0),
    success: opts.success,
    testCase,
    testIdx: 0,
    vars: opts.vars ?? {},
    failureReason: opts.failureReason ?? (opts.success ? 0 : 1),
    ...(opts.error !== undefined ? { error: opts.error } : {}),
  };
}

/** promptfoo's `eval -o results.json` around the given result rows. */
export function promptfooFile(
  results: Record<string, unknown>[],
  stats?: { successes: number; failures: number; errors: number },
): Record<string, unknown> {
  const base = readJson(PROMPTFOO_RESULTS) as { results: Record<string, unknown> };
  const errors = results.filter((r) => r.failureReason === 2).length;
  const successes = results.filter((r) => r.failureReason !== 2 && r.success === true).length;
  return {
    ...base,
    results: {
      ...base.results,
      // The sample's per-prompt metrics count its own rows, not these.
      prompts: [],
      results,
      stats: stats ?? { successes, failures: results.length - errors - successes, errors },
    },
  };
}

/** The suite's diagnostics as one-line messages (`file:line:column [field] /pointer: message`), paths relative to `dir`. */
export function messages(suite: Suite, dir: string, severity?: 'error' | 'warning'): string[] {
  return suite.diagnostics
    .filter((d) => severity === undefined || d.severity === severity)
    .map((d) => formatDiagnostic(d).split(`${dir}/`).join(''));
}
