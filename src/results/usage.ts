// What a suite's model calls cost (docs/usage.md, results.md "usage"): the live providers' request
// counts (UsageCounter), and per item the tokens, cost and latency its source reported
// (ItemUsage), priced with the config's `pricing` and summarised into the suite's `usage` and the
// four usage metrics (UsageCollector). One place computes the summaries, whether from items as
// they are scored or from an items file read back (merge, repeats).
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { readJsonlRecords } from './jsonl.js';
import type { Metric, Suite, Usage, UsageSpread } from './types.js';

/** Counts the requests of one suite as they are sent and the `usage` of each answer. */
export class UsageCounter {
  private requests = 0;
  private retries = 0;
  private promptTokens: number | null = null;
  private completionTokens: number | null = null;

  /** A request is about to be sent; `retry`: it repeats one that failed in transport (timeout, 429, 5xx…). */
  request(retry: boolean): void {
    this.requests += 1;
    if (retry) this.retries += 1;
  }

  /**
   * The `usage` member of an OpenAI chat completion body (`prompt_tokens`, `completion_tokens`);
   * anything else (absent, not a whole number) adds nothing.
   */
  answer(body: unknown): void {
    const usage = body !== null && typeof body === 'object' ? (body as { usage?: unknown }).usage : undefined;
    if (usage === null || typeof usage !== 'object') return;
    const { prompt_tokens: prompt, completion_tokens: completion } = usage as Record<string, unknown>;
    if (isCount(prompt)) this.promptTokens = (this.promptTokens ?? 0) + prompt;
    if (isCount(completion)) this.completionTokens = (this.completionTokens ?? 0) + completion;
  }

  /** The totals; token counts only when some answer reported them. */
  value(): Usage {
    const out: Usage = { requests: this.requests, retries: this.retries };
    if (this.promptTokens !== null) out.promptTokens = this.promptTokens;
    if (this.completionTokens !== null) out.completionTokens = this.completionTokens;
    return out;
  }
}

function isCount(v: unknown): v is number {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}

function isAmount(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

/** The request counts a shard or repeat sums (the live provider's); the per-item summaries are recomputed. */
const COUNT_KEYS = ['requests', 'retries', 'promptTokens', 'completionTokens'] as const;

/**
 * The sum of the request counts of the shards or repeats of a suite; undefined when none has a
 * usage. The per-item summaries (docs/usage.md) are not sums: the caller recomputes them from the
 * items (`usageOfItemsFile`). A part that says `unavailable` gives its reason when every part does.
 */
export function sumUsage(parts: readonly (Usage | undefined)[]): Usage | undefined {
  const present = parts.filter((u): u is Usage => u !== undefined);
  if (present.length === 0) return undefined;
  const measured = present.filter((u) => u.unavailable === undefined);
  if (measured.length === 0) return { unavailable: present[0]!.unavailable! };
  const out: Usage = {};
  for (const key of COUNT_KEYS) {
    const known = measured.filter((u) => u[key] !== undefined);
    if (known.length > 0) out[key] = known.reduce((a, u) => a + u[key]!, 0);
  }
  return out;
}

/** Tokens of one model within an item (Inspect's `model_usage`). */
export interface ModelTokens {
  inputTokens?: number;
  outputTokens?: number;
  cachedTokens?: number;
}

/**
 * What one item cost, as its source reported it (docs/usage.md "Items lines"); every key optional.
 * `inputTokens` counts cached tokens too (as the OpenAI API does); `cost` is in the suite's currency.
 */
export interface ItemUsage extends ModelTokens {
  requests?: number;
  latencyMs?: number;
  cost?: number;
  /** The model the tokens were priced by. */
  model?: string;
  /** The tokens per model, when several models answered for the item (then the token keys are the sums). */
  byModel?: Record<string, ModelTokens>;
}

/** Longest model name kept in an items line. */
export const MODEL_NAME_MAX = 200;
/** Most models kept in one item's `byModel`. */
export const MODELS_PER_ITEM_MAX = 16;

/** A model's prices per million tokens (config `pricing.models`). */
export interface ModelPrice {
  input: number;
  output: number;
  cachedInput?: number;
}

/** The config's `pricing`: one currency, prices per model. */
export interface Pricing {
  currency: string;
  models: Readonly<Record<string, ModelPrice>>;
}

/** The metrics computed from items' usage: reserved names, direction lower (docs/usage.md). */
const USAGE_METRICS = ['tokens_per_item', 'cost_per_item', 'latency_p50', 'latency_p95'] as const;
export type UsageMetricId = (typeof USAGE_METRICS)[number];

/** Whether a metric name is one of the usage metrics (a benchmark's own metric may not take it). */
export function isUsageMetric(name: string): name is UsageMetricId {
  return (USAGE_METRICS as readonly string[]).includes(name);
}

/** The cost of some tokens at a model's prices, or null when the model has no price or no tokens were counted. */
function priceTokens(tokens: ModelTokens, price: ModelPrice | undefined): number | null {
  if (price === undefined) return null;
  if (tokens.inputTokens === undefined && tokens.outputTokens === undefined) return null;
  const input = tokens.inputTokens ?? 0;
  const cached = Math.min(tokens.cachedTokens ?? 0, input);
  const cachedPrice = price.cachedInput ?? price.input;
  return ((input - cached) * price.input + cached * cachedPrice + (tokens.outputTokens ?? 0) * price.output) / 1e6;
}

/**
 * An item's usage with only well-formed values (counts: whole numbers ≥ 0; latency and cost:
 * finite ≥ 0; a model name within MODEL_NAME_MAX), or null when nothing is left; `bad` counts the
 * values left out. Everything from another tool's file goes through here.
 */
export function cleanItemUsage(raw: unknown): { usage: ItemUsage | null; bad: number } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { usage: null, bad: raw == null ? 0 : 1 };
  const r = raw as Record<string, unknown>;
  const out: ItemUsage = {};
  let bad = 0;
  for (const key of ['requests', 'inputTokens', 'outputTokens', 'cachedTokens'] as const) {
    if (r[key] === undefined) continue;
    if (isCount(r[key])) out[key] = r[key];
    else bad += 1;
  }
  for (const key of ['latencyMs', 'cost'] as const) {
    if (r[key] === undefined) continue;
    if (isAmount(r[key])) out[key] = r[key];
    else bad += 1;
  }
  if (r.model !== undefined) {
    if (typeof r.model === 'string' && r.model.length > 0 && r.model.length <= MODEL_NAME_MAX) out.model = r.model;
    else bad += 1;
  }
  if (r.byModel !== undefined) {
    const models = cleanByModel(r.byModel);
    bad += models.bad;
    if (models.value !== null) out.byModel = models.value;
  }
  return { usage: Object.keys(out).length === 0 ? null : out, bad };
}

function cleanByModel(raw: unknown): { value: Record<string, ModelTokens> | null; bad: number } {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return { value: null, bad: 1 };
  const out: Record<string, ModelTokens> = Object.create(null) as Record<string, ModelTokens>;
  let bad = 0;
  let kept = 0;
  for (const [name, tokens] of Object.entries(raw as Record<string, unknown>)) {
    if (name.length === 0 || name.length > MODEL_NAME_MAX || kept >= MODELS_PER_ITEM_MAX) {
      bad += 1;
      continue;
    }
    if (tokens === null || typeof tokens !== 'object') {
      bad += 1;
      continue;
    }
    const t = tokens as Record<string, unknown>;
    const entry: ModelTokens = {};
    for (const key of ['inputTokens', 'outputTokens', 'cachedTokens'] as const) {
      if (t[key] === undefined) continue;
      if (isCount(t[key])) entry[key] = t[key];
      else bad += 1;
    }
    out[name] = entry;
    kept += 1;
  }
  return { value: kept === 0 ? null : { ...out }, bad };
}

/**
 * Percentile q (0–1) of sorted values by linear interpolation between order statistics (NumPy's
 * default `linear` method).
 */
export function percentile(sorted: Float64Array | readonly number[], q: number): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const h = (n - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, n - 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** A growing list of numbers kept in a Float64Array (100 000 items: 800 KB, not an array of boxed numbers). */
class Values {
  private data = new Float64Array(64);
  length = 0;
  sum = 0;

  push(v: number): void {
    if (this.length === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
    this.sum += v;
  }

  /** mean, median and p95, or null without values. */
  spread(): UsageSpread | null {
    if (this.length === 0) return null;
    const sorted = this.data.slice(0, this.length).sort();
    return { mean: this.sum / this.length, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
  }
}

/** How a suite's source reports usage, beside the config's prices. */
export interface UsageSource {
  /** The name a source's own cost is labelled with (`promptfoo`); absent: the source gives no cost. */
  costSource?: string;
  /** The currency of the source's own cost (promptfoo's is USD). */
  costCurrency?: string;
  /** One request's latency is shared by several items (TransitLM's batches). */
  latencyApportioned?: boolean;
  /**
   * The items were priced already (an items file read back): their costs are taken as they are,
   * labelled with these sources.
   */
  recorded?: { sources: readonly string[]; currency: string | null };
}

/**
 * Collects the usage of a suite's items as they are scored: prices each item (its source's own
 * cost first, else the config's `pricing` by model), keeps the per-item figures, and gives the
 * suite's usage summary and the usage metrics. Items without usage are not counted.
 */
export class UsageCollector {
  private readonly tokens = new Values();
  private readonly latency = new Values();
  private readonly cost = new Values();
  private items = 0;
  private inputTokens = 0;
  private outputTokens = 0;
  private cachedTokens = 0;
  private tokenItems = 0;
  /** Items with tokens but no cost (a model without a price). */
  private unpricedItems = 0;
  private readonly unpriced = new Set<string>();
  private sourceCostItems = 0;
  private pricedItems = 0;
  /** Values from a source that were not well-formed (left out). */
  bad = 0;

  constructor(
    private readonly pricing: Pricing | null,
    private readonly source: UsageSource = {},
  ) {}

  /**
   * One item's usage as its source reported it (null: none): returns what its items line carries
   * (`usage`), priced; null when the item has none.
   */
  item(raw: ItemUsage | null): ItemUsage | null {
    if (raw === null) return null;
    const { usage, bad } = cleanItemUsage(raw);
    this.bad += bad;
    if (usage === null) return null;
    this.items += 1;
    const hasTokens = usage.inputTokens !== undefined || usage.outputTokens !== undefined;
    if (hasTokens) {
      const input = usage.inputTokens ?? 0;
      const output = usage.outputTokens ?? 0;
      this.tokens.push(input + output);
      this.inputTokens += input;
      this.outputTokens += output;
      this.cachedTokens += usage.cachedTokens ?? 0;
      this.tokenItems += 1;
    }
    if (usage.latencyMs !== undefined) this.latency.push(usage.latencyMs);
    if (usage.cost !== undefined && (this.source.costSource !== undefined || this.source.recorded !== undefined)) {
      this.sourceCostItems += 1;
    } else {
      delete usage.cost;
      const priced = this.priceOf(usage);
      if (priced !== null) {
        usage.cost = priced;
        this.pricedItems += 1;
      } else if (hasTokens) this.unpricedItems += 1;
    }
    if (usage.cost !== undefined) this.cost.push(usage.cost);
    return usage;
  }

  /** The item's cost at the config's prices (every model it used priced), else null; records unpriced models. */
  private priceOf(usage: ItemUsage): number | null {
    const models: [string, ModelTokens][] =
      usage.byModel !== undefined
        ? Object.entries(usage.byModel)
        : usage.model !== undefined
          ? [[usage.model, usage]]
          : [];
    if (models.length === 0) return null;
    let total = 0;
    let priced = 0;
    let missing = false;
    for (const [name, tokens] of models) {
      const price =
        this.pricing !== null && Object.hasOwn(this.pricing.models, name) ? this.pricing.models[name] : undefined;
      const cost = priceTokens(tokens, price);
      if (cost === null) {
        if (price === undefined && (tokens.inputTokens !== undefined || tokens.outputTokens !== undefined)) {
          this.unpriced.add(name);
          missing = true;
        }
        continue;
      }
      total += cost;
      priced += 1;
    }
    // No token counted at all: the cost is unknown, not zero.
    return missing || priced === 0 ? null : total;
  }

  /** How many items carried usage. */
  get count(): number {
    return this.items;
  }

  /** The currency of the items' costs, or null when two sources disagree (no cost summary then). */
  private currency(): string | null {
    if (this.source.recorded !== undefined) return this.source.recorded.currency;
    const fromSource = this.sourceCostItems > 0 ? (this.source.costCurrency ?? null) : undefined;
    const fromPricing = this.pricedItems > 0 ? (this.pricing?.currency ?? null) : undefined;
    if (fromSource !== undefined && fromPricing !== undefined) return fromSource === fromPricing ? fromSource : null;
    return fromSource ?? fromPricing ?? null;
  }

  /**
   * The suite's usage summary (docs/usage.md "The results document") merged into `live` (the live
   * provider's request counts), and the usage metrics; null when no item carried usage.
   */
  summary(live?: Usage): UsageSummary | null {
    if (this.items === 0) return null;
    const usage: Usage = { ...(live ?? {}) };
    delete usage.unavailable;
    usage.items = this.items;
    if (this.tokenItems > 0) usage.cachedTokens = this.cachedTokens;
    const tokens = this.tokens.spread();
    if (tokens !== null) usage.tokensPerItem = tokens;
    const latency = this.latency.spread();
    if (latency !== null) usage.latencyMs = latency;
    const currency = this.currency();
    const fullyPriced = this.unpricedItems === 0 && this.cost.length > 0 && currency !== null;
    const cost = this.cost.spread();
    if (fullyPriced && cost !== null) {
      usage.costPerItem = cost;
      const sources = this.source.recorded?.sources.slice() ?? [
        ...(this.sourceCostItems > 0 ? [this.source.costSource!] : []),
        ...(this.pricedItems > 0 ? ['pricing'] : []),
      ];
      usage.cost = { total: this.cost.sum, currency, sources };
    }
    if (this.unpriced.size > 0) usage.unpriced = [...this.unpriced].sort();
    if (this.source.latencyApportioned === true && this.latency.length > 0) usage.latencyApportioned = true;
    const metrics: Partial<Record<UsageMetricId, Metric>> = {};
    if (this.tokenItems > 0)
      metrics.tokens_per_item = {
        value: this.tokens.sum / this.tokenItems,
        direction: 'lower',
        unit: 'tokens',
        sum: this.tokens.sum,
        count: this.tokenItems,
      };
    if (fullyPriced && cost !== null)
      metrics.cost_per_item = {
        value: cost.mean,
        direction: 'lower',
        unit: currency,
        sum: this.cost.sum,
        count: this.cost.length,
      };
    if (latency !== null) {
      metrics.latency_p50 = { value: latency.median, direction: 'lower', unit: 'ms', count: this.latency.length };
      metrics.latency_p95 = { value: latency.p95, direction: 'lower', unit: 'ms', count: this.latency.length };
    }
    return { usage, metrics };
  }
}

/** A suite's usage and its usage metrics (UsageCollector.summary). */
export interface UsageSummary {
  usage: Usage;
  metrics: Partial<Record<UsageMetricId, Metric>>;
}

/** The usage of a suite whose source reports none: `unavailable` and why, never zeros. */
export function usageUnavailable(why: string): Usage {
  return { unavailable: why };
}

/**
 * Puts a summary on a suite: its usage (replacing the live provider's counts it includes) and the
 * usage metrics after the suite's own. A metric of the suite's own with a reserved name is kept and
 * the usage metric is not written; a warning names it. Returns the diagnostics to add.
 */
export function applyUsage(suite: Pick<Suite, 'usage' | 'metrics'>, summary: UsageSummary | null): Diagnostic[] {
  if (summary === null) return [];
  suite.usage = summary.usage;
  const out: Diagnostic[] = [];
  for (const [name, metric] of Object.entries(summary.metrics)) {
    if (Object.hasOwn(suite.metrics, name)) {
      out.push(
        diagnostic({
          severity: 'warning',
          code: 'reserved-metric',
          message: `the suite has a metric named ${name}, the name of a usage metric (docs/usage.md): the usage metric is not written`,
        }),
      );
      continue;
    }
    suite.metrics[name] = metric;
  }
  return out;
}

/**
 * A merged suite's usage and usage metrics recomputed from its items (`files`, in item order) and
 * its parts' usages; the suite is left as it is when no part carried per-item usage.
 */
export async function recomputeUsage(
  suite: Pick<Suite, 'usage' | 'metrics'>,
  files: readonly string[],
  parts: readonly (Usage | undefined)[],
): Promise<void> {
  if (!parts.some((u) => u?.items !== undefined)) return;
  const summary = await usageOfItemsFile(files, parts);
  if (summary === null) return;
  suite.usage = summary.usage;
  const absent = new Set<string>(USAGE_METRICS.filter((name) => summary.metrics[name] === undefined));
  suite.metrics = Object.fromEntries(Object.entries(suite.metrics).filter(([name]) => !absent.has(name)));
  for (const name of USAGE_METRICS) {
    const metric = summary.metrics[name];
    if (metric !== undefined) suite.metrics[name] = metric;
  }
}

/** The most bytes of one items line read back for its usage (a line is bounded where written). */
const ITEM_LINE_MAX_CHARS = 1 << 20;

/**
 * The usage summary of an items file read back (a merged or repeated suite's: percentiles are not
 * sums of the parts'): each line's `usage` as written, costs as recorded. `parts`: the usages of the
 * shards or repeats, for their request counts and their costs' sources and currency.
 */
export async function usageOfItemsFile(
  file: string | readonly string[],
  parts: readonly (Usage | undefined)[],
): Promise<UsageSummary | null> {
  const priced = parts.filter((u): u is Usage => u?.cost !== undefined);
  const currencies = new Set(priced.map((u) => u.cost!.currency));
  const sources = [...new Set(priced.flatMap((u) => u.cost!.sources))];
  const collector = new UsageCollector(null, {
    recorded: { sources, currency: currencies.size === 1 ? [...currencies][0]! : null },
    ...(parts.some((u) => u?.latencyApportioned === true) ? { latencyApportioned: true } : {}),
  });
  for (const one of typeof file === 'string' ? [file] : file)
    for await (const { record } of readJsonlRecords(one, ITEM_LINE_MAX_CHARS)) {
      if (record !== null) collector.item((record.usage as ItemUsage | undefined) ?? null);
    }
  const live = sumUsage(parts);
  return collector.summary(live?.unavailable === undefined ? live : undefined);
}
