// What the tools' own files say a run cost, read per item (docs/usage.md "Where the figures come
// from"): promptfoo 0.121.20's results on a metered provider and Inspect's logs whose samples carry
// model_usage (fixtures/items, made by the tools; their own totals in *.expected.json). Summed over
// our items, tokens, cached tokens, cost and latency equal the tool's totals; lm-eval has none and
// says so.
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, itemsOf, LM_EVAL_MC, readJson, scoreIn, tempDir } from './helpers.js';

interface ItemUsageLine {
  usage?: { inputTokens?: number; outputTokens?: number; cachedTokens?: number; cost?: number; latencyMs?: number };
}

async function scoreFixture(format: 'promptfoo' | 'inspect', file: string) {
  const dir = tempDir();
  copyFileSync(path.join(FIXTURES, file), path.join(dir, path.basename(file)));
  // promptfoo's run has two provider errors of 24 (its own, HTTP 429): allowed, as in the examples.
  const suite = await scoreIn(dir, { format, input: path.basename(file), maxErrorRate: 0.1 });
  expect(suite.status).toBe('ok');
  const items = itemsOf(dir, suite) as ItemUsageLine[];
  const sum = (key: keyof NonNullable<ItemUsageLine['usage']>) =>
    items.reduce((total, item) => total + (item.usage?.[key] ?? 0), 0);
  return { suite, items, sum };
}

/** Equal up to the order of a float sum: a few ulps of the total. */
const sameSum = (ours: number, theirs: number) =>
  expect(Math.abs(ours - theirs)).toBeLessThanOrEqual(Math.abs(theirs) * 1e-12);

describe("promptfoo's usage (usage-1, usage-2: promptfoo 0.121.20 on a provider that reports tokens, cache and cost)", () => {
  it.each(['usage-1.json', 'usage-1.jsonl', 'usage-2.json'])(
    '%s: tokens, cached tokens and cost summed over the items are what promptfoo totalled; latency too, less its errors',
    async (file) => {
      const expected = readJson(path.join(FIXTURES, 'promptfoo', file.replace(/\.jsonl?$/, '.expected.json'))) as {
        tokenUsage: { prompt: number; completion: number; cached: number; total: number };
        cost: number;
        totalLatencyMs: number;
      };
      const { suite, sum } = await scoreFixture('promptfoo', `promptfoo/${file}`);
      expect(sum('inputTokens')).toBe(expected.tokenUsage.prompt);
      expect(sum('outputTokens')).toBe(expected.tokenUsage.completion);
      expect(sum('cachedTokens')).toBe(expected.tokenUsage.cached);
      sameSum(sum('cost'), expected.cost);
      // The provider's errors are left out of the items (promptfoo's error, not the model's): their latency with them.
      const doc = readJson(path.join(FIXTURES, 'promptfoo', file.replace(/\.jsonl$/, '.json'))) as {
        results: { results: { failureReason: number; latencyMs: number }[] };
      };
      const errorsLatency = doc.results.results
        .filter((r) => r.failureReason === 2)
        .reduce((t, r) => t + r.latencyMs, 0);
      expect(sum('latencyMs') + errorsLatency).toBe(expected.totalLatencyMs);
      // The suite's figures: promptfoo's cost used as given and labelled as such; tokens as its total.
      expect(suite.usage?.cost).toMatchObject({ currency: 'USD', sources: ['promptfoo'] });
      sameSum(suite.usage!.cost!.total, expected.cost);
      expect(suite.metrics.tokens_per_item).toMatchObject({ sum: expected.tokenUsage.total, direction: 'lower' });
      expect(suite.metrics.cost_per_item!.unit).toBe('USD');
      expect(suite.metrics.latency_p50!.unit).toBe('ms');
    },
  );

  it('usage-2 (the same tests, twice the completion tokens): the tokens and cost per item rise, the score does not', async () => {
    const one = await scoreFixture('promptfoo', 'promptfoo/usage-1.json');
    const two = await scoreFixture('promptfoo', 'promptfoo/usage-2.json');
    expect(two.suite.finalScore).toBe(one.suite.finalScore);
    expect(two.sum('outputTokens')).toBe(2 * one.sum('outputTokens'));
    expect(two.suite.metrics.tokens_per_item!.value).toBeGreaterThan(one.suite.metrics.tokens_per_item!.value!);
    expect(two.suite.metrics.cost_per_item!.value).toBeGreaterThan(one.suite.metrics.cost_per_item!.value!);
  });
});

describe("Inspect's usage (arith-usage: samples with model_usage of two priced models, and their times)", () => {
  it.each(['arith-usage.eval', 'arith-usage-verbose.eval', 'arith-usage-json.json'])(
    "%s: each model's tokens, cache reads and cost summed over the items are Inspect's stats.model_usage; latency the samples' total_time",
    async (file) => {
      const expected = readJson(path.join(FIXTURES, 'inspect', file.replace(/\.(eval|json)$/, '.expected.json'))) as {
        stats_model_usage: Record<
          string,
          { input_tokens: number; output_tokens: number; input_tokens_cache_read?: number; total_cost: number }
        >;
        sample_usage: { total_time: number }[];
      };
      const models = Object.values(expected.stats_model_usage);
      const total = (f: (m: (typeof models)[number]) => number) => models.reduce((t, m) => t + f(m), 0);
      const { suite, items, sum } = await scoreFixture('inspect', `inspect/${file}`);
      // Inspect's input_tokens leave out its cache reads; ours count them, as the OpenAI API does.
      expect(sum('inputTokens')).toBe(total((m) => m.input_tokens + (m.input_tokens_cache_read ?? 0)));
      expect(sum('outputTokens')).toBe(total((m) => m.output_tokens));
      expect(sum('cachedTokens')).toBe(total((m) => m.input_tokens_cache_read ?? 0));
      sameSum(
        sum('cost'),
        total((m) => m.total_cost),
      );
      // An item is a sample: its epochs' usage summed (3 epochs of 6 samples here).
      expect(items).toHaveLength(6);
      expect(sum('latencyMs')).toBeCloseTo(
        expected.sample_usage.reduce((t, s) => t + s.total_time * 1000, 0),
        6,
      );
      expect(suite.usage?.cost).toMatchObject({ currency: 'USD', sources: ['inspect'] });
      // Per model, on every item: the two models' tokens apart.
      const byModel = (items[0] as { usage: { byModel: Record<string, unknown> } }).usage.byModel;
      expect(Object.keys(byModel).sort()).toEqual(Object.keys(expected.stats_model_usage).sort());
    },
  );
});

describe('a source without usage says so', () => {
  it('lm-eval samples: usage unavailable and why, no usage metric, no usage on the items', async () => {
    const dir = tempDir();
    copyFileSync(LM_EVAL_MC, path.join(dir, 'samples.jsonl'));
    const suite = await scoreIn(dir, { format: 'lm-eval', input: 'samples.jsonl' });
    expect(suite.usage).toEqual({ unavailable: 'lm-evaluation-harness sample files carry no token usage' });
    for (const id of ['tokens_per_item', 'cost_per_item', 'latency_p50', 'latency_p95'])
      expect(suite.metrics[id], id).toBeUndefined();
    expect(readFileSync(path.join(dir, suite.itemsFile!), 'utf8')).not.toContain('"usage"');
  });
});
