// Asking the provider during a simulated year: every household's conversation (ask, judge, re-ask
// while attempts fail), and what a fatal or stopped answer does to the run.
import type { Diagnostic } from '../../results/types.js';
import { judgeHousehold } from './funnel.js';
import { isProviderErrorReason, parseHouseholdReply } from './parse.js';
import { householdMessages, reaskMessage, type ChatMessage } from './prompts.js';
import type { Answer, AttemptUsage, Provider } from './providers/types.js';
import type { Scenario } from './scenario.js';
import type { Reply } from './types.js';
import type { Decision } from './world-types.js';

/**
 * What a decision's requests cost: the sum over its attempts (re-asks included), or null unless
 * every attempt was asked live in this run (a replayed or rule answer has no requests; a decision
 * partly answered from a `--resume` record would show a part of its cost as the whole).
 */
export function decisionUsage(attempts: Decision['attempts']): AttemptUsage | null {
  const usages = attempts.map((a) => a.usage);
  if (usages.length === 0 || usages.some((u) => u === undefined)) return null;
  const [first, ...rest] = usages as AttemptUsage[];
  const sum: AttemptUsage = { ...first! };
  for (const u of rest) {
    sum.requests += u.requests;
    sum.latencyMs += u.latencyMs;
    for (const key of ['inputTokens', 'outputTokens', 'cachedTokens'] as const)
      if (u[key] !== undefined) sum[key] = (sum[key] ?? 0) + u[key];
  }
  // A tenth of a millisecond: finer digits are the timer's, not the request's.
  sum.latencyMs = Math.round(sum.latencyMs * 10) / 10;
  return sum;
}

/** Runs `task` over items with at most `limit` in flight. */
async function forEachLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** Why the run cannot go on: a fatal provider problem, or (null) the run signal. */
export class Halt extends Error {
  constructor(readonly fatal: Diagnostic | null) {
    super(fatal === null ? 'stopped' : fatal.message);
    this.name = 'Halt';
  }
}

function haltOf(answer: Answer): Halt | null {
  if ('fatal' in answer) return new Halt(answer.fatal);
  if ('stopped' in answer) return new Halt(null);
  return null;
}

export function replyOf(answer: Answer): Reply {
  const halt = haltOf(answer);
  if (halt !== null) throw halt;
  return (answer as { reply: Reply }).reply;
}

/** A decision whose every attempt ended in a provider error: the model was never heard (not scored). */
export function unanswered(attempts: Decision['attempts']): boolean {
  return (
    attempts.length > 0 && attempts.every((a) => a.reply.kind === 'failure' && isProviderErrorReason(a.reply.reason))
  );
}

/**
 * Every household's attempts for the year (`provider.concurrency` conversations at a time):
 * ask, judge, and re-ask with the failure reasons while attempts fail, at most maxRetries times
 * and only when the provider can answer the next attempt. A fatal or stopped answer ends the
 * year's asking; the attempts made so far stay on their decisions. `decided` is called as each
 * household's conversation ends (progress).
 */
export async function collectDecisions(
  pending: readonly Decision[],
  provider: Provider,
  scenario: Scenario,
  decided: () => void = () => {},
): Promise<Halt | null> {
  let aborted: Halt | null = null;
  await forEachLimit(pending, provider.concurrency, async (d) => {
    const { year, agentId } = d.context;
    const messages: ChatMessage[] = householdMessages(d.context, scenario);
    for (let attempt = 1; aborted === null; attempt += 1) {
      const answer = await provider.askHousehold({
        year,
        agentId,
        attempt,
        context: d.context,
        contextHash: d.hash,
        messages: [...messages],
        floodedLastYear: d.agent.floodedLastYear,
      });
      const halt = haltOf(answer);
      if (halt !== null) {
        aborted ??= halt;
        return;
      }
      const { reply, usage } = answer as { reply: Reply; usage?: AttemptUsage };
      const parse = parseHouseholdReply(reply);
      const judgement = judgeHousehold(parse, d.state);
      d.attempts.push(usage === undefined ? { reply, parse, judgement } : { reply, parse, judgement, usage });
      if (judgement.validated || attempt > scenario.maxRetries || !provider.mayReask(year, agentId, attempt + 1)) {
        decided();
        return;
      }
      if (reply.kind === 'text') messages.push({ role: 'assistant', content: reply.text });
      messages.push({ role: 'user', content: reaskMessage(judgement.errors) });
    }
  });
  return aborted;
}
