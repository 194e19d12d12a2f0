import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openItemsWriter } from '../../src/results/items.js';
import type { Suite } from '../../src/results/types.js';
import {
  UsageCollector,
  applyUsage,
  cleanItemUsage,
  percentile,
  recomputeUsage,
  sumUsage,
  usageOfItemsFile,
  usageUnavailable,
  type ItemUsage,
  type Pricing,
} from '../../src/results/usage.js';
import { tempDir } from '../helpers.js';

const PRICING: Pricing = {
  currency: 'USD',
  models: {
    'gpt-4o-mini': { input: 0.15, output: 0.6, cachedInput: 0.075 },
    'no-cache-price': { input: 2, output: 8 },
  },
};

describe('percentile', () => {
  it('interpolates between order statistics as NumPy does by default', () => {
    // np.percentile(x, 50) = 310.0, np.percentile(x, 95) = 2750.375 (NumPy 1.26, method "linear").
    const x = [812.5, 120.0, 95.25, 4000.0, 310.0, 310.0, 77.0, 1500.75, 60.0, 999.0, 250.5];
    const sorted = Float64Array.from(x).sort();
    expect(percentile(sorted, 0.5)).toBe(310.0);
    expect(percentile(sorted, 0.95)).toBe(2750.375);
    expect(percentile([1, 2], 0.95)).toBeCloseTo(1.95, 15);
    expect(percentile([5], 0.95)).toBe(5);
    expect(percentile([], 0.5)).toBeNaN();
  });
});

describe("an item priced at the config's prices", () => {
  const costOf = (usage: ItemUsage) => new UsageCollector(PRICING).item(usage)?.cost;

  it('prices uncached input, cached input and output per million tokens', () => {
    const cost = costOf({ model: 'gpt-4o-mini', inputTokens: 1000, cachedTokens: 400, outputTokens: 200 });
    expect(cost).toBeCloseTo((600 * 0.15 + 400 * 0.075 + 200 * 0.6) / 1e6, 18);
  });

  it('prices cached tokens as input without a cached price, and never more cached than input', () => {
    expect(costOf({ model: 'no-cache-price', inputTokens: 10, cachedTokens: 50, outputTokens: 0 })).toBe(
      (10 * 2) / 1e6,
    );
  });

  it('has no cost without a price or without tokens', () => {
    const c = new UsageCollector(PRICING);
    expect(c.item({ model: 'unpriced-model', inputTokens: 10 })?.cost).toBeUndefined();
    expect(c.summary()?.usage.unpriced).toEqual(['unpriced-model']);
    expect(costOf({ model: 'gpt-4o-mini', requests: 1 })).toBeUndefined();
  });
});

describe('cleanItemUsage', () => {
  it('keeps well-formed values and counts the others', () => {
    const { usage, bad } = cleanItemUsage({
      requests: 2,
      inputTokens: -1,
      outputTokens: 1.5,
      cachedTokens: 3,
      latencyMs: Number.POSITIVE_INFINITY,
      cost: 0.25,
      model: 'x'.repeat(201),
      byModel: { a: { inputTokens: 4, outputTokens: 'many' }, '': { inputTokens: 1 } },
      other: 'ignored',
    });
    expect(usage).toEqual({ requests: 2, cachedTokens: 3, cost: 0.25, byModel: { a: { inputTokens: 4 } } });
    expect(bad).toBe(6);
    expect(cleanItemUsage(null)).toEqual({ usage: null, bad: 0 });
    expect(cleanItemUsage([1])).toEqual({ usage: null, bad: 1 });
    expect(cleanItemUsage({})).toEqual({ usage: null, bad: 0 });
  });

  it('keeps a model named __proto__ as a plain key', () => {
    const { usage } = cleanItemUsage(JSON.parse('{"byModel":{"__proto__":{"inputTokens":1}}}'));
    expect(Object.keys(usage!.byModel!)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(usage!.byModel)).toBe(Object.prototype);
  });
});

describe('UsageCollector', () => {
  it('prices items by model and summarises tokens, cost and latency into the usage metrics', () => {
    const c = new UsageCollector(PRICING);
    const a = c.item({
      requests: 1,
      inputTokens: 1000,
      cachedTokens: 400,
      outputTokens: 200,
      latencyMs: 100,
      model: 'gpt-4o-mini',
    });
    c.item({ requests: 2, inputTokens: 500, outputTokens: 100, latencyMs: 300, model: 'gpt-4o-mini' });
    c.item({ requests: 1, inputTokens: 300, outputTokens: 0, latencyMs: 200, model: 'gpt-4o-mini' });
    expect(c.item(null)).toBeNull();
    expect(a!.cost).toBeCloseTo((600 * 0.15 + 400 * 0.075 + 200 * 0.6) / 1e6, 18);
    const s = c.summary({ requests: 4, retries: 0, promptTokens: 1800, completionTokens: 300 })!;
    const costs = [(600 * 0.15 + 400 * 0.075 + 200 * 0.6) / 1e6, (500 * 0.15 + 100 * 0.6) / 1e6, (300 * 0.15) / 1e6];
    expect(s.usage).toMatchObject({
      requests: 4,
      retries: 0,
      promptTokens: 1800,
      completionTokens: 300,
      items: 3,
      cachedTokens: 400,
      tokensPerItem: { mean: 700, median: 600, p95: 1140 },
      latencyMs: { mean: 200, median: 200, p95: 290 },
      cost: { currency: 'USD', sources: ['pricing'] },
    });
    expect(s.usage.cost!.total).toBeCloseTo(costs[0]! + costs[1]! + costs[2]!, 18);
    expect(s.metrics.tokens_per_item).toEqual({ value: 700, direction: 'lower', unit: 'tokens', sum: 2100, count: 3 });
    expect(s.metrics.cost_per_item).toMatchObject({ direction: 'lower', unit: 'USD', count: 3 });
    expect(s.metrics.latency_p50).toEqual({ value: 200, direction: 'lower', unit: 'ms', count: 3 });
    expect(s.metrics.latency_p95).toEqual({ value: 290, direction: 'lower', unit: 'ms', count: 3 });
  });

  it('gives no cost per item while one model with tokens has no price, and names it', () => {
    const c = new UsageCollector(PRICING);
    c.item({ inputTokens: 10, outputTokens: 5, model: 'gpt-4o-mini' });
    const line = c.item({ inputTokens: 10, outputTokens: 5, model: 'unknown-model' });
    expect(line!.cost).toBeUndefined();
    const s = c.summary()!;
    expect(s.usage.unpriced).toEqual(['unknown-model']);
    expect(s.usage.cost).toBeUndefined();
    expect(s.metrics.cost_per_item).toBeUndefined();
    expect(s.metrics.tokens_per_item!.value).toBe(15);
  });

  it("uses a source's own cost as given, labelled with the source", () => {
    const c = new UsageCollector(null, { costSource: 'promptfoo', costCurrency: 'USD' });
    c.item({ inputTokens: 6, outputTokens: 4, cost: 0.002, latencyMs: 10 });
    c.item({ inputTokens: 6, outputTokens: 4, cost: 0.004, latencyMs: 30 });
    const s = c.summary()!;
    expect(s.usage.cost).toEqual({ total: 0.006, currency: 'USD', sources: ['promptfoo'] });
    expect(s.metrics.cost_per_item!.value).toBeCloseTo(0.003, 15);
  });

  it('ignores a cost from a source that does not report costs, and prices by the config instead', () => {
    const c = new UsageCollector(PRICING);
    expect(c.item({ inputTokens: 1_000_000, outputTokens: 0, cost: 99, model: 'no-cache-price' })!.cost).toBe(2);
  });

  it('prices every model of an item, or none', () => {
    const c = new UsageCollector(PRICING);
    const both = c.item({
      inputTokens: 2_000_000,
      outputTokens: 0,
      byModel: { 'gpt-4o-mini': { inputTokens: 1_000_000 }, 'no-cache-price': { inputTokens: 1_000_000 } },
    });
    expect(both!.cost).toBeCloseTo(2.15, 12);
    const partly = c.item({
      inputTokens: 2,
      byModel: { 'gpt-4o-mini': { inputTokens: 1 }, other: { inputTokens: 1 } },
    });
    expect(partly!.cost).toBeUndefined();
    expect(c.summary()!.usage.unpriced).toEqual(['other']);
  });

  it('writes no cost summary when the source and the prices are in two currencies', () => {
    const c = new UsageCollector(
      { currency: 'EUR', models: PRICING.models },
      { costSource: 'promptfoo', costCurrency: 'USD' },
    );
    c.item({ inputTokens: 1, cost: 0.5 });
    c.item({ inputTokens: 1, model: 'gpt-4o-mini' });
    const s = c.summary()!;
    expect(s.usage.cost).toBeUndefined();
    expect(s.metrics.cost_per_item).toBeUndefined();
  });

  it('has no summary without an item carrying usage, and counts bad values', () => {
    const c = new UsageCollector(null);
    expect(c.item({ inputTokens: -3 })).toBeNull();
    expect(c.bad).toBe(1);
    expect(c.summary()).toBeNull();
  });

  it('marks latency shared by the items of a batch', () => {
    const c = new UsageCollector(null, { latencyApportioned: true });
    c.item({ latencyMs: 50 });
    const s = c.summary()!;
    expect(s.usage).toEqual({ items: 1, latencyMs: { mean: 50, median: 50, p95: 50 }, latencyApportioned: true });
    expect(Object.keys(s.metrics)).toEqual(['latency_p50', 'latency_p95']);
  });
});

describe('applyUsage', () => {
  it('adds the usage metrics after the suite’s own, and refuses to replace a metric of that name', () => {
    const suite: Pick<Suite, 'usage' | 'metrics'> = {
      metrics: { accuracy: { value: 1, direction: 'higher' }, latency_p50: { value: 3, direction: 'higher' } },
    };
    const c = new UsageCollector(null);
    c.item({ inputTokens: 3, outputTokens: 1, latencyMs: 9 });
    const warnings = applyUsage(suite, c.summary());
    expect(Object.keys(suite.metrics)).toEqual(['accuracy', 'latency_p50', 'tokens_per_item', 'latency_p95']);
    expect(suite.metrics.latency_p50).toEqual({ value: 3, direction: 'higher' });
    expect(warnings.map((d) => [d.code, d.severity])).toEqual([['reserved-metric', 'warning']]);
    expect(applyUsage(suite, null)).toEqual([]);
  });
});

describe('sumUsage', () => {
  it('sums the request counts of the parts and leaves the per-item figures to be recomputed', () => {
    expect(
      sumUsage([
        { requests: 2, retries: 1, promptTokens: 5, items: 2, tokensPerItem: { mean: 1, median: 1, p95: 1 } },
        undefined,
        { requests: 3, retries: 0, completionTokens: 4 },
      ]),
    ).toEqual({ requests: 5, retries: 1, promptTokens: 5, completionTokens: 4 });
    expect(sumUsage([undefined])).toBeUndefined();
  });

  it('says unavailable when every part does', () => {
    const why = usageUnavailable('lm-evaluation-harness sample files carry no token usage');
    expect(sumUsage([why, why])).toEqual(why);
    expect(sumUsage([why, { requests: 1, retries: 0 }])).toEqual({ requests: 1, retries: 0 });
  });
});

describe('items files with usage', () => {
  it('writes each item’s priced usage and reads the same summary back, split in two files or not', async () => {
    const dir = tempDir('usage-');
    const c = new UsageCollector(PRICING);
    const first = openItemsWriter({ dir, prefix: 'a' }, 's')!;
    const second = openItemsWriter({ dir, prefix: 'b' }, 's')!;
    for (let k = 0; k < 40; k++) {
      const usage = c.item({
        requests: 1 + (k % 2),
        inputTokens: 100 + k * 7,
        cachedTokens: k % 3 === 0 ? 50 : 0,
        outputTokens: 20 + (k % 5),
        latencyMs: 10 + ((k * 37) % 101) / 4,
        model: 'gpt-4o-mini',
      });
      (k < 25 ? first : second).write(`i${k}`, { ok: k % 4 !== 0 }, null, k + 1, { usage });
    }
    await first.close();
    await second.close();
    const line = JSON.parse(readFileSync(path.join(dir, first.relPath), 'utf8').split('\n')[0]!) as Record<
      string,
      unknown
    >;
    expect(Object.keys(line)).toEqual(['id', 'ok', 'reason', 'usage']);
    expect(line.usage).toMatchObject({
      requests: 1,
      inputTokens: 100,
      cachedTokens: 50,
      outputTokens: 20,
      model: 'gpt-4o-mini',
    });
    const live = { requests: 60, retries: 0 };
    const expected = c.summary(live)!;
    const files = [path.join(dir, first.relPath), path.join(dir, second.relPath)];
    const back = await usageOfItemsFile(files, [expected.usage]);
    expect(back).toEqual(expected);
    const merged: Pick<Suite, 'usage' | 'metrics'> = {
      metrics: { ok: { value: 0.75, direction: 'higher' }, latency_p50: { value: null, direction: 'lower' } },
    };
    await recomputeUsage(merged, files, [
      { ...expected.usage, requests: 20 },
      { ...expected.usage, requests: 40 },
    ]);
    expect(merged.usage).toEqual(expected.usage);
    expect(merged.metrics.latency_p50).toEqual(expected.metrics.latency_p50);
    expect(Object.keys(merged.metrics)).toEqual([
      'ok',
      'latency_p50',
      'tokens_per_item',
      'cost_per_item',
      'latency_p95',
    ]);
  });
});
