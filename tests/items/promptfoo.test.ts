// The promptfoo importer: promptfoo's own results (fixtures/items/promptfoo) and variations:
// stable ids, repeats, errors of the provider, assertions.
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  itemsOf,
  messages,
  promptfooFile,
  promptfooRow,
  PROMPTFOO_RESULTS,
  readJson,
  scoreIn,
  tempDir,
  write,
} from './helpers.js';

interface PromptfooRow {
  testCase: { description: string };
  score: number;
  success: boolean;
  failureReason: number;
  gradingResult: { reason: string } | null;
}

const resultsFile = (dir: string, doc: unknown, name = 'results.json') =>
  write(dir, name, JSON.stringify(doc, null, 2));

describe("promptfoo results (promptfoo's own run-1.json, see promptfoo-real.test.ts for its figures)", () => {
  it("one item per test and provider, named by description, provider label and prompt label; score the mean of promptfoo's scores; its reason kept", async () => {
    const dir = tempDir();
    copyFileSync(PROMPTFOO_RESULTS, path.join(dir, 'results.json'));
    const suite = await scoreIn(dir, { format: 'promptfoo', input: 'results.json', maxErrorRate: 0.1 });
    expect(suite.status).toBe('ok');
    const rows = (readJson(PROMPTFOO_RESULTS).results as { results: PromptfooRow[] }).results;
    const graded = rows.filter((r) => r.failureReason !== 2);
    const items = itemsOf(dir, suite);
    // The tests promptfoo graded, in the order of the file, each once however often it was repeated.
    expect(items.map((i) => i.id)).toEqual(
      [...new Set(graded.map((r) => r.testCase.description))].map((d) => `${d} · scripted-model · answer`),
    );
    // An item's score is the mean of its repeats' scores as promptfoo gave them; the suite's their mean.
    for (const item of items) {
      const scores = graded.filter((r) => item.id.startsWith(`${r.testCase.description} · `)).map((r) => r.score);
      expect(item.score).toBeCloseTo(scores.reduce((a, b) => a + b, 0) / scores.length, 12);
    }
    expect(suite.metrics.score!.value).toBeCloseTo(items.reduce((a, i) => a + (i.score as number), 0) / 11, 12);
    // promptfoo's success decides, not every assertion: partial credit passed by its threshold with one contains failing.
    expect(items.find((i) => i.id.startsWith('partial credit · '))).toMatchObject({
      success: true,
      contains: true,
      'contains#2': true,
      'contains#3': false,
    });
    expect(items.find((i) => i.id.startsWith('coin toss · '))!.reason).toBe(
      graded.find((r) => r.testCase.description === 'coin toss' && !r.success)!.gradingResult!.reason,
    );
    // Its detail is the repeat that failed (the first repeat passed): promptfoo's prompt, vars,
    // assertions, the model's output and the grading's reason.
    expect(items.find((i) => i.id.startsWith('coin toss · '))!.detail).toEqual({
      prompt: 'Answer briefly: Heads or tails?',
      vars: '{"question":"Heads or tails?"}',
      expected: 'icontains: heads',
      output: 'Tails',
      grading: 'Expected output to contain "heads"',
    });
  });
});

describe('promptfoo variations', () => {
  it('ids are stable: the same results in another order give the same items; a description names the test', async () => {
    const dir = tempDir();
    const rows = [
      promptfooRow({
        description: 'refund pending',
        vars: { q: 'refund?' },
        success: true,
        asserts: [{ type: 'contains', pass: true }],
      }),
      promptfooRow({
        description: 'refund pending',
        vars: { q: 'refund?' },
        provider: 'anthropic:claude',
        success: false,
        asserts: [{ type: 'contains', pass: false, reason: 'Expected output to contain "pending"' }],
      }),
      promptfooRow({ vars: { q: 'hello' }, success: true, asserts: [{ type: 'contains', pass: true }] }),
    ];
    resultsFile(dir, promptfooFile(rows), 'a.json');
    resultsFile(dir, promptfooFile([...rows].reverse()), 'b.json');
    const a = await scoreIn(dir, { format: 'promptfoo', input: 'a.json' }, 'a');
    const b = await scoreIn(dir, { format: 'promptfoo', input: 'b.json' }, 'b');
    const sorted = (s: typeof a) => itemsOf(dir, s).sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(sorted(b)).toEqual(sorted(a));
    expect(itemsOf(dir, a).map((i) => i.id)).toEqual([
      'refund pending · openai:gpt-4o-mini · Answer: {{q}}',
      'refund pending · anthropic:claude · Answer: {{q}}',
      expect.stringMatching(/^vars [0-9a-f]{8} · openai:gpt-4o-mini · Answer: \{\{q\}\}$/),
    ]);
    expect(itemsOf(dir, a)[1]).toMatchObject({
      success: false,
      contains: false,
      reason: 'Expected output to contain "pending"',
    });
  });

  it('one description for tests with different vars: each keeps apart by the hash of its vars', async () => {
    const dir = tempDir();
    resultsFile(
      dir,
      promptfooFile([
        promptfooRow({ description: 'math', vars: { q: '1+1' }, success: true }),
        promptfooRow({ description: 'math', vars: { q: '2+2' }, success: false }),
      ]),
    );
    const suite = await scoreIn(dir, { format: 'promptfoo', input: 'results.json' });
    const ids = itemsOf(dir, suite).map((i) => i.id);
    expect(ids).toEqual([
      expect.stringMatching(/^math #[0-9a-f]{8} · /),
      expect.stringMatching(/^math #[0-9a-f]{8} · /),
    ]);
    expect(new Set(ids).size).toBe(2);
  });

  it('repeat: the same test twice is one item that passes a check only when every repeat passed', async () => {
    const dir = tempDir();
    const row = (success: boolean, score: number) =>
      promptfooRow({
        description: 'flaky',
        vars: { q: 'x' },
        success,
        score,
        asserts: [{ type: 'llm-rubric', pass: success }],
      });
    resultsFile(
      dir,
      promptfooFile([row(true, 1), row(false, 0.4), promptfooRow({ description: 'steady', success: true, score: 1 })]),
    );
    const suite = await scoreIn(dir, { format: 'promptfoo', input: 'results.json' });
    expect(suite.total).toBe(2);
    expect(itemsOf(dir, suite)[0]).toMatchObject({ success: false, 'llm-rubric': false, score: 0.7 });
    expect(suite.rounds[0]).toEqual({ id: 'success', input: 2, passed: 1 });
  });

  it('two assertions of one type are told apart; an assertion with a metric is named by it', async () => {
    const dir = tempDir();
    resultsFile(
      dir,
      promptfooFile([
        promptfooRow({
          description: 't',
          success: false,
          asserts: [
            { type: 'contains', pass: true },
            { type: 'contains', pass: false },
            { type: 'javascript', metric: 'tone', pass: true },
          ],
        }),
      ]),
    );
    const suite = await scoreIn(dir, { format: 'promptfoo', input: 'results.json' });
    expect(suite.rounds.map((r) => r.id)).toEqual(['success']);
    expect(Object.keys(suite.metrics)).toEqual([
      'contains',
      'contains#2',
      'tone',
      'score',
      'latency_p50',
      'latency_p95',
    ]);
    // Gating only some assertions: finalScore stays promptfoo's pass rate.
    const some = await scoreIn(dir, { format: 'promptfoo', input: 'results.json', checks: ['tone'] });
    expect(some.rounds).toEqual([]);
    expect(some.metrics.tone).toEqual({ value: 1, direction: 'higher', passed: 1, input: 1 });
    expect(some.finalScore).toBe(0);
  });

  it("a provider error (failureReason 2) is promptfoo's error, left out; the suite is an error unless maxErrorRate allows it", async () => {
    const dir = tempDir();
    const rows = [
      promptfooRow({ description: 'a', success: true }),
      promptfooRow({ description: 'b', success: false, failureReason: 2, error: 'API error: 429 Too Many Requests' }),
    ];
    resultsFile(dir, promptfooFile(rows));
    const strict = await scoreIn(dir, { format: 'promptfoo', input: 'results.json' });
    expect(strict.status).toBe('error');
    expect(messages(strict, dir, 'warning')).toEqual([
      expect.stringMatching(
        /^results\.json:\d+:\d+ \[error\] \/results\/results\/1\/error: provider error: the provider gave no answer \(promptfoo counts it in its errors, not as a failed test\): API error: 429 Too Many Requests$/,
      ),
    ]);
    const lenient = await scoreIn(dir, { format: 'promptfoo', input: 'results.json', maxErrorRate: 0.5 });
    expect(lenient.status).toBe('ok');
    expect(lenient.rounds).toEqual([{ id: 'success', input: 1, passed: 1 }]);
    // promptfoo's pass rate: 1 success of 2 results, the error counted as promptfoo counts it.
    expect(lenient.finalScore).toBe(50);
    expect((lenient.details as { reported: unknown[] }).reported).toContainEqual({
      label: 'errors',
      reported: 1,
      recomputed: 1,
    });
  });

  it('a result without a test or a provider is a row error; one without success a bad value; the others are scored', async () => {
    const dir = tempDir();
    const noTest = { ...promptfooRow({ success: true }), testCase: {}, vars: undefined };
    const noProvider = { ...promptfooRow({ description: 'x', success: true }), provider: {} };
    const noSuccess = { ...promptfooRow({ description: 'y', success: true }), success: 'yes' };
    resultsFile(
      dir,
      promptfooFile([promptfooRow({ description: 'ok', success: true }), noTest, noProvider, noSuccess], {
        successes: 1,
        failures: 0,
        errors: 0,
      }),
    );
    const suite = await scoreIn(dir, { format: 'promptfoo', input: 'results.json' });
    expect(suite.status).toBe('ok');
    expect(suite.total).toBe(4);
    expect(suite.errors).toBe(3);
    expect(messages(suite, dir, 'error')).toEqual([
      expect.stringMatching(
        /^results\.json:\d+:\d+ \[testCase\] \/results\/results\/1\/testCase: no item id: the test case has neither a description nor vars$/,
      ),
      expect.stringMatching(
        /^results\.json:\d+:\d+ \[testCase\] \/results\/results\/2\/testCase: no item id: the result names no provider \(provider\.label or provider\.id\)$/,
      ),
      expect.stringMatching(
        /^results\.json:\d+:\d+ \[success\] \/results\/results\/3\/success: success must be true or false, is "yes"$/,
      ),
    ]);
  });

  it('not promptfoo results: the suite is an error naming the pointer', async () => {
    const dir = tempDir();
    resultsFile(dir, { results: { stats: {} } });
    expect(messages(await scoreIn(dir, { format: 'promptfoo', input: 'results.json' }), dir)).toEqual([
      'results.json:2:14 [results] /results: not promptfoo results (`promptfoo eval -o results.json` or `-o results.jsonl`): no "results.results" list',
    ]);
    // The summary alone (its "results" is the list): not the file promptfoo writes.
    resultsFile(dir, readJson(PROMPTFOO_RESULTS).results);
    expect(messages(await scoreIn(dir, { format: 'promptfoo', input: 'results.json' }), dir)[0]).toMatch(
      /^results\.json:1:1 \[results\]: not promptfoo results/,
    );
  });
});
