// The cost of live runs (issue #16 part 6): the counter the providers use, the one-line summary
// of report/usage.ts, and shard merge summing the usage of each shard.
import { describe, expect, it } from 'vitest';
import { terminalInline, toMarkdown, toTextLines } from '../../src/core/doc.js';
import { usageBlocks, usageInline, usageTextBlocks } from '../../src/report/usage.js';
import { mergeShards } from '../../src/results/merge.js';
import type { ResultsDocument, Suite, Usage } from '../../src/results/types.js';
import { sumUsage, UsageCounter } from '../../src/results/usage.js';

const usageSummary = (usage: Usage) => terminalInline(usageInline(usage));

describe('UsageCounter', () => {
  it('counts requests and retries as sent, and the usage members of the answers', () => {
    const c = new UsageCounter();
    expect(c.value()).toEqual({ requests: 0, retries: 0 });
    c.request(false);
    c.request(true);
    c.request(false);
    c.answer({ choices: [], usage: { prompt_tokens: 120, completion_tokens: 7, total_tokens: 127 } });
    c.answer({ usage: { prompt_tokens: 30, completion_tokens: 3 } });
    expect(c.value()).toEqual({ requests: 3, retries: 1, promptTokens: 150, completionTokens: 10 });
  });

  it('ignores answers without usage or with counts that are not whole numbers', () => {
    const c = new UsageCounter();
    for (const body of [
      null,
      'text',
      {},
      { usage: null },
      { usage: 5 },
      { usage: { prompt_tokens: -1, completion_tokens: 1.5 } },
      { usage: { prompt_tokens: '9' } },
    ])
      c.answer(body);
    expect(c.value()).toEqual({ requests: 0, retries: 0 });
    c.answer({ usage: { completion_tokens: 4 } });
    expect(c.value()).toEqual({ requests: 0, retries: 0, completionTokens: 4 });
  });
});

describe('usage lines', () => {
  it('one line: requests, retries, prompt + completion tokens, numbers grouped', () => {
    expect(usageSummary({ requests: 412, retries: 3, promptTokens: 1_204_331, completionTokens: 88_120 })).toBe(
      '412 requests (3 retries) · 1 204 331 prompt + 88 120 completion tokens',
    );
    expect(usageSummary({ requests: 1, retries: 1, promptTokens: 1, completionTokens: 1 })).toBe(
      '1 request (1 retry) · 1 prompt + 1 completion token',
    );
    expect(usageSummary({ requests: 50, retries: 0 })).toBe('50 requests (no retries) · tokens not reported');
    expect(usageSummary({ requests: 2, retries: 0, promptTokens: 10 })).toBe(
      '2 requests (no retries) · 10 prompt tokens',
    );
    expect(usageSummary({ requests: 2, retries: 0, completionTokens: 1 })).toBe(
      '2 requests (no retries) · 1 completion token',
    );
  });

  it('markdown and text lines; nothing for a suite without usage', () => {
    const usage = { requests: 7, retries: 2, promptTokens: 500, completionTokens: 100 };
    expect(toMarkdown(usageBlocks({ usage }))).toBe(
      '**Live provider calls:** 7 requests (2 retries) · 500 prompt + 100 completion tokens',
    );
    expect(toTextLines(usageTextBlocks({ usage }), '  ')).toEqual([
      '  provider calls: 7 requests (2 retries) · 500 prompt + 100 completion tokens',
    ]);
    expect(usageBlocks({})).toEqual([]);
    expect(usageTextBlocks({})).toEqual([]);
  });
});

describe('shard merge sums usage', () => {
  const suite = (usage: Suite['usage']): Suite => ({
    id: 'general',
    benchmark: 'transitlm',
    task: 'general',
    status: 'ok',
    inputs: [],
    total: 1,
    errors: 0,
    counts: { valid: 1 },
    ...(usage === undefined ? {} : { usage }),
    rounds: [{ id: 'reachability', input: 1, passed: 1 }],
    metrics: {},
    finalScore: 100,
    diagnostics: [],
  });
  const doc = (index: number, usage: Suite['usage']): ResultsDocument => ({
    schemaVersion: 1,
    tool: { name: 'bench-check', version: '0' },
    run: { createdAt: 'x', commit: null, configHash: 'h', shard: { index, total: 2 } },
    verdict: null,
    suites: [suite(usage)],
  });
  const rules = () => ({ splittable: true, finalScoreOf: () => 100 });

  it('requests, retries and tokens are summed; a token total only from the shards that have one', () => {
    const merged = mergeShards(
      [
        doc(1, { requests: 3, retries: 1, promptTokens: 10 }),
        doc(2, { requests: 4, retries: 0, promptTokens: 5, completionTokens: 2 }),
      ],
      rules,
    );
    expect(merged.ok).toBe(true);
    if (!merged.ok) return;
    expect(merged.value.suites[0]!.usage).toEqual({ requests: 7, retries: 1, promptTokens: 15, completionTokens: 2 });
    // The key keeps its place (after counts), as in an unsharded document.
    expect(Object.keys(merged.value.suites[0]!).indexOf('usage')).toBe(
      Object.keys(merged.value.suites[0]!).indexOf('counts') + 1,
    );
  });

  it('no shard asked a provider: no usage', () => {
    const merged = mergeShards([doc(1, undefined), doc(2, undefined)], rules);
    expect(merged.ok && merged.value.suites[0]!.usage).toBeUndefined();
    expect(sumUsage([undefined, undefined])).toBeUndefined();
    expect(sumUsage([undefined, { requests: 1, retries: 0 }])).toEqual({ requests: 1, retries: 0 });
  });
});
