// What a suite's live provider calls cost (results.md "usage"): requests sent, how many of them
// were transport retries, and the tokens the provider said it used. Counted by the providers of a
// scorer while it asks, summed by shard merge.
import type { Usage } from './types.js';

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
  return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}

/** The sum of the usages of the shards of a suite; undefined when none has one. */
export function sumUsage(parts: readonly (Usage | undefined)[]): Usage | undefined {
  const present = parts.filter((u): u is Usage => u !== undefined);
  if (present.length === 0) return undefined;
  const out: Usage = { requests: 0, retries: 0 };
  for (const u of present) {
    out.requests += u.requests;
    out.retries += u.retries;
  }
  for (const key of ['promptTokens', 'completionTokens'] as const) {
    const known = present.filter((u) => u[key] !== undefined);
    if (known.length > 0) out[key] = known.reduce((a, u) => a + u[key]!, 0);
  }
  return out;
}
