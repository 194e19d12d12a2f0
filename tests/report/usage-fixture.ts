// Two runs of the same suites whose items carry usage (docs/usage.md "Items lines"): a baseline and
// a pull request that keeps every score but doubles the output tokens of one model and slows it.
// Each suite's `usage` and usage metrics come from the results layer's own UsageCollector, fed the
// items as a source reports them, so the documents are what a scorer writes; the items files carry
// what the collector returned (priced). Deterministic: the same call writes the same bytes.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResultsDocument, Suite } from '../../src/results/types.js';
import {
  applyUsage,
  UsageCollector,
  usageUnavailable,
  type ItemUsage,
  type Pricing,
  type UsageSource,
} from '../../src/results/usage.js';

export const USAGE_PRICING: Pricing = {
  currency: 'USD',
  models: { 'gpt-4o-mini': { input: 0.15, output: 0.6, cachedInput: 0.075 } },
};

/** Items per suite. */
export const USAGE_ITEMS = 40;

type Side = 'baseline' | 'current';

interface SuitePlan {
  id: string;
  /** The item's usage as its source reports it, on each side. */
  usage: ((i: number, side: Side) => ItemUsage) | null;
  source?: UsageSource;
  /** Why the source reports no usage (then `usage` is null). */
  unavailable?: string;
}

/** A deterministic spread of per-item figures: i-th item's share of a small cycle. */
const wobble = (i: number, n: number, step: number) => ((i * 7) % n) * step;

export const USAGE_SUITES: readonly SuitePlan[] = [
  {
    // A live model priced by the config: the pull request doubles the answers and slows them.
    id: 'chat-priced',
    usage: (i, side) => {
      const output = 60 + wobble(i, 9, 4);
      return {
        requests: 1 + (i % 3 === 0 ? 1 : 0),
        inputTokens: 420 + wobble(i, 11, 6),
        outputTokens: side === 'current' ? 2 * output : output,
        cachedTokens: i % 4 === 0 ? 256 : 0,
        latencyMs: (side === 'current' ? 1500 : 900) + wobble(i, 13, 35.5),
        model: 'gpt-4o-mini',
      };
    },
  },
  {
    // promptfoo's own cost per result, used as given (the same on both sides).
    id: 'promptfoo-evals',
    usage: (i) => ({
      inputTokens: 120 + wobble(i, 5, 3),
      outputTokens: 30 + wobble(i, 7, 2),
      cost: 0.00002 + wobble(i, 5, 0.000001),
      latencyMs: 300 + wobble(i, 17, 11),
    }),
    source: { costSource: 'promptfoo', costCurrency: 'USD' },
  },
  {
    // A model without a price: tokens, no cost.
    id: 'local-unpriced',
    usage: (i) => ({ inputTokens: 200 + wobble(i, 3, 10), outputTokens: 40, model: 'llama-3.1-8b-local' }),
  },
  {
    // A source that reports no usage.
    id: 'lm-eval-arc',
    usage: null,
    unavailable: 'lm-evaluation-harness sample files carry no token usage',
  },
];

function suiteOf(plan: SuitePlan, side: Side, dir: string): Suite {
  const itemsFile = `results.${plan.id}.items.jsonl`;
  const collector = new UsageCollector(USAGE_PRICING, plan.source ?? {});
  const lines: string[] = [];
  let passed = 0;
  for (let i = 0; i < USAGE_ITEMS; i++) {
    const correct = i % 5 !== 0;
    if (correct) passed += 1;
    const line: Record<string, unknown> = { id: `item-${i}`, correct, reason: correct ? null : 'wrong answer' };
    const usage = plan.usage === null ? null : collector.item(plan.usage(i, side));
    if (usage !== null) line.usage = usage;
    lines.push(JSON.stringify(line));
  }
  writeFileSync(path.join(dir, itemsFile), `${lines.join('\n')}\n`);
  const suite: Suite = {
    id: plan.id,
    benchmark: 'imported',
    task: null,
    status: 'ok',
    inputs: [],
    total: USAGE_ITEMS,
    errors: 0,
    rounds: [{ id: 'correct', input: USAGE_ITEMS, passed }],
    metrics: {},
    finalScore: (100 * passed) / USAGE_ITEMS,
    itemsFile,
    diagnostics: [],
  };
  if (plan.unavailable !== undefined) suite.usage = usageUnavailable(plan.unavailable);
  else applyUsage(suite, collector.summary());
  return suite;
}

/** Writes `<root>/baseline/results.json` and `<root>/current/results.json` with their items files; returns both paths. */
export function writeUsageRuns(root: string): Record<Side, string> {
  const out = {} as Record<Side, string>;
  for (const side of ['baseline', 'current'] as const) {
    const dir = path.join(root, side);
    mkdirSync(dir, { recursive: true });
    const doc: ResultsDocument = {
      schemaVersion: 1,
      tool: { name: 'bench-check', version: '0.0.0-test' },
      run: {
        createdAt: side === 'baseline' ? '2026-12-01T10:00:00Z' : '2026-12-07T10:00:00Z',
        commit: (side === 'baseline' ? 'b' : 'c').repeat(40),
        configHash: `sha256:${'0'.repeat(64)}`,
        shard: null,
      },
      verdict: null,
      suites: USAGE_SUITES.map((plan) => suiteOf(plan, side, dir)),
    };
    out[side] = path.join(dir, 'results.json');
    writeFileSync(out[side], `${JSON.stringify(doc, null, 2)}\n`);
  }
  return out;
}
