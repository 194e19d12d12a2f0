// The usage metrics through the gate (docs/usage.md "The gate"): direction lower, their own
// defaults (tokens and cost warn 5 % / fail 10 %, latency warn 20 % and never fail), tested on the
// items' values — the paired t on shared items, Welch's t where items are not the same trial
// (flood) — and untested without items files, where the threshold alone decides.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareRuns } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import type { GateConfig } from '../../src/gate/config.js';
import type { Metric, Suite } from '../../src/results/types.js';
import { doc, suite, tempDir } from './helpers.js';
import { gateHints } from '../catalog.js';

interface ItemCost {
  tokens: number;
  latencyMs: number;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** NumPy's default percentile (linear between order statistics). */
function percentile(xs: readonly number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q / 100) * (s.length - 1);
  const lo = Math.floor(at);
  return s[lo]! + (s[Math.min(lo + 1, s.length - 1)]! - s[lo]!) * (at - lo);
}

/** A suite whose items all pass one round and carry usage; its usage metrics as the collector writes them. */
function usageRun(
  dir: string,
  items: readonly ItemCost[],
  opts: { benchmark?: string; itemsFile?: boolean } = {},
): Suite {
  const file = 's.items.jsonl';
  const lines = items.map(({ tokens, latencyMs }, i) =>
    JSON.stringify({
      id: `item-${i}`,
      reach: true,
      reason: null,
      usage: { inputTokens: tokens, outputTokens: 0, latencyMs },
    }),
  );
  if (opts.itemsFile !== false) writeFileSync(path.join(dir, file), `${lines.join('\n')}\n`);
  const tokens = items.map((i) => i.tokens);
  const latency = items.map((i) => i.latencyMs);
  const metric = (value: number, unit: string, extra: Partial<Metric> = {}): Metric => ({
    value,
    direction: 'lower',
    unit,
    ...extra,
  });
  return suite({
    id: 's',
    benchmark: opts.benchmark ?? 'transitlm',
    total: items.length,
    rounds: [{ id: 'reach', input: items.length, passed: items.length }],
    finalScore: 100,
    metrics: {
      tokens_per_item: metric(mean(tokens), 'tokens', { sum: tokens.reduce((a, b) => a + b, 0), count: items.length }),
      latency_p50: metric(percentile(latency, 50), 'ms', { count: items.length }),
      latency_p95: metric(percentile(latency, 95), 'ms', { count: items.length }),
    },
    ...(opts.itemsFile === false ? {} : { itemsFile: file }),
  });
}

/** 30 items with varied sizes; `scale` multiplies each item's tokens, `slower` its latency. */
function costs(scale = 1, slower = 1, jitter = 0): ItemCost[] {
  return Array.from({ length: 30 }, (_, i) => ({
    tokens: Math.round((200 + ((i * 37) % 90) + (i % 3 === 0 ? jitter : -jitter)) * scale),
    latencyMs: (400 + ((i * 53) % 300)) * slower,
  }));
}

async function compare(
  base: ItemCost[],
  now: ItemCost[],
  opts: { benchmark?: string; itemsFile?: boolean; gate?: GateConfig } = {},
) {
  const baseDir = tempDir();
  const curDir = tempDir();
  const cfg = resolveGateConfig(opts.gate, gateHints);
  const c = await compareRuns(
    { doc: doc([usageRun(curDir, now, opts)]), dir: curDir },
    { doc: doc([usageRun(baseDir, base, opts)]), dir: baseDir },
    cfg,
  );
  const target = (id: string) => c.suites[0]!.targets.find((t) => t.kind === 'metric' && t.id === id)!;
  return { c, target };
}

describe('usage metrics in the gate', () => {
  it('tokens 12 % up on every shared item: regressed by the paired t on the items, against the usage defaults', async () => {
    const { target } = await compare(costs(1, 1, 3), costs(1.12, 1, 3));
    const t = target('tokens_per_item');
    expect(t.verdict).toBe('regressed');
    expect(t.test).toBe('paired-t-items');
    expect(t.p).toBeLessThan(1e-6);
    expect(t.itemValues).toMatchObject({ figure: 'tokens', paired: true, n: { baseline: 30, current: 30 }, df: 29 });
    expect(t.rule.from.defaults).toBe('usage');
    expect(t.rule.fail).toEqual({ maxDropPct: 10 });
    const drop = t.reasons.find((r) => r.kind === 'drop');
    expect(drop).toMatchObject({ kind: 'drop', level: 'fail' });
    expect(drop?.kind === 'drop' ? drop.dropPct : null).toBeCloseTo(12, 0);
  });

  it('the same tokens: unchanged, p = 1 (no spread of the differences is no rise)', async () => {
    const { c, target } = await compare(costs(), costs());
    expect(target('tokens_per_item')).toMatchObject({ verdict: 'unchanged', test: 'paired-t-items', p: 1 });
    // Tokens and latency are two tests (two figures), even with the same p; the two latency targets one.
    expect(target('latency_p50').sameTestAs).toBeUndefined();
    expect(target('latency_p95').sameTestAs).toEqual({ kind: 'metric', id: 'latency_p50' });
    expect(c.verdict).not.toBe('fail');
  });

  it('tokens 7 % up: over the warn threshold only, a possible regression', async () => {
    const { target } = await compare(costs(1, 1, 3), costs(1.07, 1, 3));
    expect(target('tokens_per_item').verdict).toBe('possible-regression');
  });

  it('latency three times slower: warns on p50 and p95 (one test on the items, shared), never fails', async () => {
    const { c, target } = await compare(costs(), costs(1, 3));
    for (const id of ['latency_p50', 'latency_p95']) {
      expect(target(id).verdict).toBe('possible-regression');
      expect(target(id).rule.fail).toEqual({});
    }
    expect(target('latency_p95').sameTestAs).toEqual({ kind: 'metric', id: 'latency_p50' });
    expect(c.verdict).toBe('warn');
  });

  it("items that are not the same trial in two runs (flood): Welch on each run's items", async () => {
    const { target } = await compare(costs(1, 1, 3), costs(1.12, 1, 3), { benchmark: 'flood' });
    const t = target('tokens_per_item');
    expect(t.test).toBe('welch-items');
    expect(t.itemValues).toMatchObject({ paired: false, n: { baseline: 30, current: 30 } });
    // Without the pairing the items' own spread is in the noise: a weaker test than the paired one above.
    const paired = (await compare(costs(1, 1, 3), costs(1.12, 1, 3))).target('tokens_per_item');
    expect(t.p).toBeGreaterThan(paired.p!);
    expect(t.verdict).toBe('regressed');
  });

  it('a rule may loosen the fail threshold with maxRisePct; the warn default stays', async () => {
    const gate: GateConfig = { rules: [{ metric: 'tokens_per_item', fail: { maxRisePct: 50 } }] };
    const { target } = await compare(costs(1, 1, 3), costs(1.2, 1, 3), { gate });
    const t = target('tokens_per_item');
    expect(t.rule.fail).toEqual({ maxDropPct: 50 });
    expect(t.rule.warn).toEqual({ maxDropPct: 5 });
    expect(t.verdict).toBe('possible-regression');
  });

  it('without items files: untested, and a rise beyond the fail threshold fails on the threshold alone', async () => {
    const { target } = await compare(costs(), costs(1.2), { itemsFile: false });
    expect(target('tokens_per_item')).toMatchObject({ verdict: 'regressed', test: null, p: null });
  });
});
