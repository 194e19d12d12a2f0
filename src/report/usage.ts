// What a suite's model calls cost (results.md "usage", docs/usage.md), in words: the live
// provider's requests and tokens on one line, the per-item figures (tokens, cost, latency p50/p95)
// on another, or that the source reports no usage and why. Used by the terminal report (text.ts),
// the results markdown report (render.ts), the PR comment and job summary (comment.ts,
// comment-head.ts, comment-suite.ts). Pure: the same suite gives the same lines. Only counts,
// formatted figures and our words; the document's texts (a reason, a model, a currency, a cost
// source) stay untrusted text in the typed runs.
import { code, figure, join, paragraph, strong, t, text, value, type Block, type Inline } from '../core/doc.js';
import { formatCount } from '../core/progress-format.js';
import type { Suite, Usage } from '../results/types.js';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';

function counted(n: number, one: Inline, many: Inline): Inline {
  return t`${figure(formatCount(n))} ${n === 1 ? one : many}`;
}

function tokensInline(usage: Usage): Inline {
  const prompt = usage.promptTokens;
  const completion = usage.completionTokens;
  if (prompt === undefined && completion === undefined) return t`tokens not reported`;
  if (prompt !== undefined && completion !== undefined)
    return t`${figure(formatCount(prompt))} prompt + ${counted(completion, t`completion token`, t`completion tokens`)}`;
  if (prompt !== undefined) return counted(prompt, t`prompt token`, t`prompt tokens`);
  return counted(completion!, t`completion token`, t`completion tokens`);
}

/**
 * `412 requests (3 retries) · 1 204 331 prompt + 88 120 completion tokens`: what a live provider
 * sent; the tokens part says `tokens not reported` when the provider gave none. Null when the
 * usage counts no requests (an imported tool's items, a source without usage).
 */
export function callsInline(usage: Usage): Inline | null {
  if (usage.requests === undefined) return null;
  const retries = usage.retries ?? 0;
  const retried = retries === 0 ? t`no retries` : counted(retries, t`retry`, t`retries`);
  return t`${counted(usage.requests, t`request`, t`requests`)} (${retried}) · ${tokensInline(usage)}`;
}

/** The cost sources in words: `pricing` (the config's prices) or a tool whose own cost was used. */
function sourcesInline(sources: readonly string[]): Inline {
  return join(
    sources.map((s) => (s === 'pricing' ? t`the config's \`pricing\`` : t`${code(s, 64)}'s own cost`)),
    t` and `,
  );
}

/** `no price for \`gpt-4o\`, \`o3\`` (the first few models, then how many more). */
function unpricedInline(models: readonly string[]): Inline {
  const shown = models.slice(0, 3).map((m) => code(m, 60));
  const more = models.length > shown.length ? t` and ${figure(formatCount(models.length - shown.length))} more` : null;
  return t`no price for ${join(shown, t`, `)}${more} in \`pricing\``;
}

/** An amount of money with its (untrusted) currency: `0.000318 USD`. */
function moneyInline(amount: number, currency: string): Inline {
  return value(amount, 'money', currency);
}

/**
 * The per-item figures: `908 tokens · 0.000318 USD (0.0127 USD in all, from the config's
 * \`pricing\`) · latency p50 1 841 ms, p95 3 200 ms`; null when no item carried usage.
 */
function perItemInline(usage: Usage): Inline | null {
  if (usage.items === undefined || usage.items === 0) return null;
  const parts: Inline[] = [];
  if (usage.tokensPerItem !== undefined) parts.push(t`${figure(formatCount(usage.tokensPerItem.mean))} tokens`);
  if (usage.costPerItem !== undefined && usage.cost !== undefined)
    parts.push(
      t`${moneyInline(usage.costPerItem.mean, usage.cost.currency)} (${moneyInline(usage.cost.total, usage.cost.currency)} in all, from ${sourcesInline(usage.cost.sources)})`,
    );
  else if (usage.unpriced !== undefined && usage.unpriced.length > 0)
    parts.push(t`no cost: ${unpricedInline(usage.unpriced)}`);
  if (usage.latencyMs !== undefined)
    parts.push(
      t`latency p50 ${figure(formatCount(usage.latencyMs.median))} ms, p95 ${figure(formatCount(usage.latencyMs.p95))} ms${
        usage.latencyApportioned === true ? t` (a batch request's time shared by its items)` : null
      }`,
    );
  if (parts.length === 0) return null;
  return t`${counted(usage.items, t`item`, t`items`)}: ${join(parts, t` · `)}`;
}

/** `unavailable: <why>` for a source that reports no usage; null otherwise. */
function unavailableInline(usage: Usage): Inline | null {
  return usage.unavailable === undefined ? null : t`unavailable (${text(usage.unavailable, 300)})`;
}

/**
 * Everything of a usage on one line: the calls, then the per-item figures, or why it is
 * unavailable (the comment's run total, plain-text consumers).
 */
export function usageInline(usage: Usage): Inline {
  const unavailable = unavailableInline(usage);
  if (unavailable !== null) return unavailable;
  const parts = [callsInline(usage), perItemInline(usage)].filter((p): p is Inline => p !== null);
  return parts.length === 0 ? t`nothing reported` : join(parts, t` · `);
}

/** The lines of a usage: what the live provider was sent, the per-item figures, or why there are none. */
function usageLines(usage: Usage, words: { calls: Inline; perItem: Inline; unavailable: Inline }): Block[] {
  const unavailable = unavailableInline(usage);
  if (unavailable !== null) return [paragraph(t`${words.unavailable} ${unavailable}`)];
  const out: Block[] = [];
  const calls = callsInline(usage);
  if (calls !== null) out.push(paragraph(t`${words.calls} ${calls}`));
  const perItem = perItemInline(usage);
  if (perItem !== null) out.push(paragraph(t`${words.perItem} ${perItem}`));
  return out;
}

/** A suite's usage in the markdown reports: none when it asked no live provider and recorded no usage. */
export function usageBlocks(suite: Pick<Suite, 'usage'>): Block[] {
  if (suite.usage === undefined) return [];
  return usageLines(suite.usage, {
    calls: strong(t`Live provider calls:`),
    perItem: strong(t`Usage per item:`),
    unavailable: strong(t`Usage:`),
  });
}

/** A suite's usage lines in the terminal report (indented by the caller); none without `usage`. */
export function usageTextBlocks(suite: Pick<Suite, 'usage'>): Block[] {
  if (suite.usage === undefined) return [];
  return usageLines(suite.usage, { calls: t`provider calls:`, perItem: t`usage per item:`, unavailable: t`usage:` });
}

// ---- The overview's cost column ------------------------------------------------------------------

/** Whether a suite's usage was measured: present and not `unavailable` (a replay or an artifact measured none). */
const measured = (u: Usage | undefined): boolean => u !== undefined && u.unavailable === undefined;

/**
 * Whether any suite of the run (or of its baseline) measured usage: the overview then gets its
 * cost column. Suites that only say their usage is unavailable add none (their details say why).
 */
export function anyUsage(suites: readonly SuiteComparison[]): boolean {
  return suites.some((s) => measured(s.docs.current?.usage) || measured(s.docs.baseline?.usage));
}

/** The gate's target of a usage metric of a suite, if it compared one. */
function usageTarget(s: SuiteComparison, id: 'cost_per_item' | 'tokens_per_item'): TargetComparison | undefined {
  return s.targets.find((target) => target.kind === 'metric' && target.id === id);
}

/** `+12.50 %`: the change of a target relative to its baseline; null without both values or with a zero baseline. */
function relativeChange(target: TargetComparison | undefined): Inline | null {
  if (target === undefined || target.delta === null || target.baseline === null || target.baseline === 0) return null;
  const rel = (100 * target.delta) / Math.abs(target.baseline);
  return t`${rel > 0 ? t`+` : null}${value(rel, 'percent')}`;
}

/** ` (+12.50 %)`, or nothing. */
function changeAfter(target: TargetComparison | undefined): Inline {
  const change = relativeChange(target);
  return change === null ? null : t` (${change})`;
}

/**
 * A suite's cells of the overview's cost columns and, when they need one, the note under the
 * table saying why: the cost per item (Δ % against the baseline) and in all; tokens per item when
 * the suite has tokens but no price, naming the models in the note; `unavailable` when the source
 * reports no usage; `–` when the suite recorded none.
 */
export function costCells(s: SuiteComparison): { perItem: Inline; total: Inline; note: Inline | null } {
  const none = t`–`;
  const usage = s.docs.current?.usage;
  if (usage === undefined) return { perItem: none, total: none, note: null };
  if (usage.unavailable !== undefined)
    return { perItem: t`unavailable`, total: none, note: t`${code(s.id, 60)}: usage ${unavailableInline(usage)}` };
  if (usage.cost !== undefined && usage.costPerItem !== undefined) {
    const { currency, total } = usage.cost;
    return {
      perItem: t`${moneyInline(usage.costPerItem.mean, currency)}${changeAfter(usageTarget(s, 'cost_per_item'))}`,
      total: moneyInline(total, currency),
      note: null,
    };
  }
  if (usage.tokensPerItem !== undefined) {
    const unpriced = usage.unpriced !== undefined && usage.unpriced.length > 0;
    return {
      perItem: t`${figure(formatCount(usage.tokensPerItem.mean))} tokens${changeAfter(usageTarget(s, 'tokens_per_item'))}`,
      total: unpriced ? t`no price` : t`no cost`,
      note: unpriced
        ? t`${code(s.id, 60)}: ${unpricedInline(usage.unpriced!)}, so tokens per item are shown instead of cost`
        : t`${code(s.id, 60)}: its items carry tokens but no cost, so tokens per item are shown instead`,
    };
  }
  return { perItem: none, total: none, note: null };
}

/** `0.0127 USD + 0.0031 EUR`: the run's cost in all, per currency in order of appearance; null when no suite has a cost. */
export function runCostInline(suites: readonly Pick<Suite, 'usage'>[]): Inline | null {
  const totals = new Map<string, number>();
  for (const s of suites) {
    const cost = s.usage?.cost;
    if (cost !== undefined) totals.set(cost.currency, (totals.get(cost.currency) ?? 0) + cost.total);
  }
  if (totals.size === 0) return null;
  return join(
    [...totals].map(([currency, total]) => moneyInline(total, currency)),
    t` + `,
  );
}
