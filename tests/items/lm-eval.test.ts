// The lm-evaluation-harness importer: the committed samples and results files (fixtures/items/
// lm-eval, written by lm-evaluation-harness 0.4.13 itself: tests/items/make_lm_eval_fixture.py),
// and variations in its format.
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import {
  itemsOf,
  jsonLines,
  messages,
  LM_EVAL_GEN,
  LM_EVAL_MC,
  LM_EVAL_RESULTS,
  lmEvalSample,
  readJson,
  scoreIn,
  tempDir,
  toJsonl,
  write,
} from './helpers.js';

function copyFixtures(dir: string): void {
  for (const f of [LM_EVAL_MC, LM_EVAL_GEN, LM_EVAL_RESULTS]) copyFileSync(f, path.join(dir, path.basename(f)));
}

const errors = (s: { diagnostics: { severity: string }[] }) => s.diagnostics.filter((d) => d.severity === 'error');

describe('lm-eval samples (the committed real sample)', () => {
  it('multiple choice: doc_id items, acc and acc_norm as checks in file order, the reported aggregates recomputed', async () => {
    const dir = tempDir();
    copyFixtures(dir);
    const suite = await scoreIn(dir, {
      format: 'lm-eval',
      input: 'samples_demo_mc_*.jsonl',
      results: 'results_*.json',
    });
    expect(suite.status).toBe('ok');
    expect(errors(suite)).toEqual([]);
    expect(suite.total).toBe(12);
    expect(suite.rounds).toEqual([
      { id: 'acc', input: 12, passed: 8 },
      { id: 'acc_norm', input: 12, passed: 6 },
    ]);
    // Items passing both checks, of all items.
    const items = itemsOf(dir, suite);
    const both = items.filter((i) => i.acc === true && i.acc_norm === true).length;
    expect(suite.finalScore).toBeCloseTo((100 * both) / 12, 12);
    expect(items.map((i) => i.id)).toEqual(Array.from({ length: 12 }, (_, i) => String(i)));
    const details = suite.details as {
      reported: { label: string; reported: number; recomputed: number | null }[];
      info: Record<string, unknown>;
    };
    expect(details.reported).toEqual([
      { label: 'acc', reported: 8 / 12, recomputed: 8 / 12 },
      { label: 'acc_norm', reported: 0.5, recomputed: 0.5 },
    ]);
    // The figures are lm-eval's own, from the results file it wrote.
    const own = (
      JSON.parse(readFileSync(LM_EVAL_RESULTS, 'utf8')) as { results: Record<string, Record<string, number>> }
    ).results.demo_mc!;
    expect([own['acc,none'], own['acc_norm,none']]).toEqual([8 / 12, 0.5]);
    expect(suite.rounds.map((r) => r.passed / 12)).toEqual([own['acc,none'], own['acc_norm,none']]);
    expect(details.info).toMatchObject({ task: 'demo_mc', model: 'scripted/demo-model' });
    // The reason of a failing item says what the model picked.
    expect(items.find((i) => i.id === '1')!.reason).toBe('target 2; most likely choice 0, per character 2');
    expect(suite.inputs.map((i) => i.path)).toEqual([
      expect.stringMatching(/samples_demo_mc_/),
      expect.stringMatching(/results_/),
    ]);
  });

  it('two filters: one item per doc_id, exact_match under each filter a check named metric,filter', async () => {
    const dir = tempDir();
    copyFixtures(dir);
    const suite = await scoreIn(dir, {
      format: 'lm-eval',
      input: 'samples_demo_gen_*.jsonl',
      results: 'results_*.json',
    });
    expect(suite.status).toBe('ok');
    expect(suite.total).toBe(8);
    expect(suite.rounds.map((r) => [r.id, r.passed])).toEqual([
      ['exact_match,strict-match', 5],
      ['exact_match,flexible-extract', 7],
    ]);
    expect(suite.diagnostics.filter((d) => d.code === 'reported-mismatch')).toEqual([]);
    expect(itemsOf(dir, suite).find((i) => i.id === '4')).toEqual({
      id: '4',
      'exact_match,strict-match': false,
      'exact_match,flexible-extract': false,
      reason: 'target #### 6; answer 8',
      // What lm-eval recorded of the document, for the report's detail: the first line's prompt,
      // target and response, and each filter's answer.
      detail: {
        input: 'Question: There are 24 students split into 4 equal teams. How many are in each team?\nAnswer:',
        target: '#### 6',
        response: '24 / 4 = 8 students per team.\n#### 8',
        'filtered response, strict-match': '8',
        'filtered response, flexible-extract': '8',
      },
    });
  });
});

describe('lm-eval variations', () => {
  it('ids shuffled: the same items, rounds and finalScore; items keep their ids', async () => {
    const dir = tempDir();
    const lines = readFileSync(LM_EVAL_MC, 'utf8').trim().split('\n');
    const shuffled = [...lines].reverse();
    write(dir, 'a/samples_demo_mc_2026-01-01T00-00-00.000001.jsonl', lines.join('\n') + '\n');
    write(dir, 'b/samples_demo_mc_2026-01-01T00-00-00.000001.jsonl', shuffled.join('\n') + '\n');
    const a = await scoreIn(dir, { format: 'lm-eval', input: 'a/samples_demo_mc_*.jsonl' }, 'a');
    const b = await scoreIn(dir, { format: 'lm-eval', input: 'b/samples_demo_mc_*.jsonl' }, 'b');
    expect(b.rounds).toEqual(a.rounds);
    expect(b.finalScore).toBe(a.finalScore);
    const byId = (s: typeof a) => Object.fromEntries(itemsOf(dir, s).map((i) => [i.id, i]));
    expect(byId(b)).toEqual(byId(a));
  });

  it('an extra metric becomes a score (a mean), its direction from higher_is_better; a corpus metric is left out with why', async () => {
    const dir = tempDir();
    const samples = jsonLines(LM_EVAL_MC).map((s, i) => ({
      ...s,
      metrics: ['acc', 'acc_norm', 'brier_score', 'f1'],
      brier_score: i / 10,
      f1: [String(i), 'x'],
    }));
    write(dir, 'samples_demo_mc_2026-11-20T09-41-07.512384.jsonl', toJsonl(samples));
    const results = readJson(LM_EVAL_RESULTS) as { higher_is_better: Record<string, Record<string, boolean>> };
    results.higher_is_better.demo_mc!.brier_score = false;
    write(dir, 'results.json', JSON.stringify(results));
    const suite = await scoreIn(dir, { format: 'lm-eval', input: 'samples_demo_mc_*.jsonl', results: 'results.json' });
    expect(suite.rounds.map((r) => r.id)).toEqual(['acc', 'acc_norm']);
    expect(suite.metrics.brier_score).toMatchObject({ direction: 'lower', count: 12 });
    expect(suite.metrics.brier_score!.value).toBeCloseTo(5.5 / 10, 12);
    expect((suite.details as { excluded: Record<string, string> }).excluded.f1).toMatch(
      /aggregates it over the whole task/,
    );
    // Named as a check, a corpus metric is refused with the reason.
    const named = await scoreIn(dir, { format: 'lm-eval', input: 'samples_demo_mc_*.jsonl', checks: ['f1'] });
    expect(named.status).toBe('error');
    expect(named.diagnostics[0]!.message).toMatch(/checks: "f1" is not a per-item value/);
  });

  it('configured checks and scores: in the config order; a binary metric not named is a score; an unknown name is an error listing what there is', async () => {
    const dir = tempDir();
    copyFixtures(dir);
    const suite = await scoreIn(dir, { format: 'lm-eval', input: 'samples_demo_mc_*.jsonl', checks: ['acc_norm'] });
    expect(suite.rounds.map((r) => r.id)).toEqual(['acc_norm']);
    expect(suite.metrics.acc).toMatchObject({ value: 8 / 12, direction: 'higher' });
    const wrong = await scoreIn(dir, { format: 'lm-eval', input: 'samples_demo_mc_*.jsonl', checks: ['accuracy'] });
    expect(wrong.status).toBe('error');
    expect(formatDiagnostic(wrong.diagnostics[0]!)).toBe(
      '[checks]: checks: no item has a value named "accuracy" (the file has: acc, acc_norm)',
    );
  });

  it('items missing on one side: the other items are scored; lm-eval reported more documents is a warning', async () => {
    const dir = tempDir();
    write(dir, 'samples_demo_mc_2026-11-20T09-41-07.512384.jsonl', toJsonl(jsonLines(LM_EVAL_MC).slice(0, 9)));
    copyFileSync(LM_EVAL_RESULTS, path.join(dir, 'results.json'));
    const suite = await scoreIn(dir, { format: 'lm-eval', input: 'samples_demo_mc_*.jsonl', results: 'results.json' });
    expect(suite.status).toBe('ok');
    expect(suite.total).toBe(9);
    expect(messages(suite, dir, 'warning')).toEqual([
      expect.stringMatching(
        /^results\.json:\d+:\d+ \[effective\] \/n-samples\/demo_mc\/effective: lm-eval evaluated 12 documents of demo_mc; the samples file has 9$/,
      ),
      'results.json [acc]: lm-eval reported acc = 0.6666666666666666; recomputed from the items: 0.7777777777777778',
      'results.json [acc_norm]: lm-eval reported acc_norm = 0.5; recomputed from the items: 0.5555555555555556',
    ]);
  });

  it('a line without doc_id, a line that is not JSON and a repeated doc_id are row errors, located; the good lines are scored', async () => {
    const dir = tempDir();
    const lines = [
      JSON.stringify(lmEvalSample(0, { exact_match: 1.0 })),
      JSON.stringify(lmEvalSample(undefined, { exact_match: 1.0 })),
      '{"doc_id": 2, "filter": "none", "metrics": ["exact_match"], "exact_match": 1.0',
      JSON.stringify(lmEvalSample(3, { exact_match: 0.0 }, { answer: '41' })),
      JSON.stringify(lmEvalSample(0, { exact_match: 0.0 })),
    ];
    write(dir, 's.jsonl', lines.join('\n') + '\n');
    const suite = await scoreIn(dir, { format: 'lm-eval', input: 's.jsonl' });
    expect(suite.status).toBe('ok');
    expect(suite.total).toBe(5);
    expect(suite.errors).toBe(3);
    expect(suite.rounds).toEqual([{ id: 'exact_match', input: 2, passed: 1 }]);
    expect(messages(suite, dir, 'error')).toEqual([
      's.jsonl:2 [doc_id]: no item id: doc_id must be an integer or a string, is null',
      expect.stringMatching(/^s\.jsonl:3:\d+: not JSON: /),
      's.jsonl:5 [doc_id]: doc_id 0 with filter "none" repeats line 1: not scored again',
    ]);
    expect(itemsOf(dir, suite).map((i) => [i.id, i.exact_match, i.reason])).toEqual([
      ['0', true, null],
      ['3', false, 'target 42; answer 41'],
    ]);
  });

  it('NaN and Infinity as Python writes them are read; a non-finite value is a bad value of its item, left out of its mean', async () => {
    const dir = tempDir();
    const text =
      [lmEvalSample(0, { acc: 1.0, ll: -1.5 }), lmEvalSample(1, { acc: 0.0, ll: 0 })]
        .map((s) => JSON.stringify(s))
        .join('\n')
        .replace('"ll":0', '"ll":NaN') + '\n';
    write(dir, 's.jsonl', text);
    const suite = await scoreIn(dir, { format: 'lm-eval', input: 's.jsonl' });
    expect(suite.status).toBe('ok');
    expect(suite.metrics.ll).toMatchObject({ value: -1.5, count: 1 });
    expect(suite.errors).toBe(1);
    expect(messages(suite, dir)).toContain('s.jsonl:2 [ll]: ll is NaN, not a finite number: left out of its mean');
  });

  it('a file of another format is exit-2 material: the suite is an error naming file, line and field', async () => {
    const dir = tempDir();
    copyFixtures(dir);
    // The results file given as samples (one JSON document over many lines).
    const wrong = await scoreIn(dir, { format: 'lm-eval', input: 'results_*.json' });
    expect(wrong.status).toBe('error');
    expect(messages(wrong, dir)[0]).toMatch(
      /^results_[0-9T.-]+\.json:1:2: not an lm-eval samples file \(samples_<task>_<date>\.jsonl of --log_samples\): not JSON: /,
    );
    // JSONL of something else: the first record decides.
    write(dir, 'other.jsonl', toJsonl([{ doc_id: 1, prediction: 'x' }]));
    const other = await scoreIn(dir, { format: 'lm-eval', input: 'other.jsonl' });
    expect(messages(other, dir)[0]).toBe(
      'other.jsonl:1 [metrics]: not an lm-eval samples file (samples_<task>_<date>.jsonl of --log_samples): must be the list of metric names of the sample',
    );
    // A results file without the task.
    const missing = await scoreIn(dir, {
      format: 'lm-eval',
      input: 'samples_demo_mc_*.jsonl',
      results: 'results_*.json',
      task: 'hellaswag',
    });
    expect(missing.status).toBe('error');
    expect(messages(missing, dir)[0]).toMatch(
      /^results_[^:]+\.json:\d+:\d+ \[hellaswag\] \/results: task "hellaswag" is not in the results file \(it has: demo_mc, demo_gen\)$/,
    );
  });

  it('a glob that matches two files is ambiguous; one that matches none is an error', async () => {
    const dir = tempDir();
    copyFixtures(dir);
    const two = await scoreIn(dir, { format: 'lm-eval', input: 'samples_*.jsonl' });
    expect(two.status).toBe('error');
    expect(messages(two, dir)[0]).toMatch(
      /^\[input\]: input pattern "samples_\*\.jsonl" matches 2 files \(samples_demo_gen_[^,]+, samples_demo_mc_[^)]+\): name one$/,
    );
    const none = await scoreIn(dir, { format: 'lm-eval', input: 'nothing_*.jsonl' });
    expect(none.diagnostics[0]!.message).toBe('input pattern "nothing_*.jsonl" matches no file');
  });

  it('an aggregation other than the mean (perplexity) is not a per-item score: shown as reported, left out', async () => {
    const dir = tempDir();
    write(
      dir,
      'samples_lambada_2026-11-20T09-41-07.512384.jsonl',
      toJsonl([0, 1, 2].map((i) => lmEvalSample(i, { perplexity: -1 - i, acc: i % 2 }))),
    );
    const results = {
      results: {
        lambada: { alias: 'lambada', 'perplexity,none': 7.39, 'perplexity_stderr,none': 0.5, 'acc,none': 1 / 3 },
      },
      configs: {
        lambada: {
          metric_list: [
            { metric: 'perplexity', aggregation: 'perplexity', higher_is_better: false },
            { metric: 'acc', aggregation: 'mean', higher_is_better: true },
          ],
        },
      },
      higher_is_better: { lambada: { perplexity: false, acc: true } },
    };
    write(dir, 'results.json', JSON.stringify(results));
    const suite = await scoreIn(dir, { format: 'lm-eval', input: 'samples_lambada_*.jsonl', results: 'results.json' });
    expect(suite.status).toBe('ok');
    expect(suite.rounds.map((r) => r.id)).toEqual(['acc']);
    expect(suite.metrics).toEqual({});
    expect((suite.details as { reported: unknown[] }).reported).toEqual([
      { label: 'perplexity', reported: 7.39, recomputed: null },
      { label: 'acc', reported: 1 / 3, recomputed: 1 / 3 },
    ]);
  });
});
