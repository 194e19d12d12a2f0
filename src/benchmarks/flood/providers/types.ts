// The provider interface of the simulation: who answers households and institutions.
import type { Diagnostic, Usage } from '../../../results/types.js';
import type { HouseholdContext } from '../context.js';
import type { ChatMessage } from '../prompts.js';
import type { GovernmentFigures, InsuranceFigures, Reply } from '../types.js';

export type ProviderName = 'rule' | 'replay' | 'openai';
export type Role = 'household' | 'insurance' | 'government';

/** One household attempt to answer. */
export interface HouseholdAsk {
  year: number;
  agentId: string;
  /** 1-based. */
  attempt: number;
  context: HouseholdContext;
  contextHash: string;
  /** The conversation to send: system + context prompt, then per earlier attempt its reply and the re-ask. */
  messages: ChatMessage[];
  /** Exposed last year (the rule heuristic's "flooded last year"; not part of the context). */
  floodedLastYear: boolean;
}

export type InstitutionAsk =
  | { role: 'insurance'; year: number; figures: InsuranceFigures; messages: ChatMessage[] }
  | { role: 'government'; year: number; figures: GovernmentFigures; mgPriority: boolean; messages: ChatMessage[] };

/**
 * What the HTTP requests of one attempt cost (a live provider's answer; replayed and rule answers
 * have none): its transport retries included, the tokens as the server reported them.
 */
export interface AttemptUsage {
  /** HTTP requests sent for the attempt, transport retries included. */
  requests: number;
  /** Sums of `usage.prompt_tokens`, `completion_tokens`, `prompt_tokens_details.cached_tokens` over the answers that reported them; absent when none did. */
  inputTokens?: number;
  outputTokens?: number;
  cachedTokens?: number;
  /** Wall time of the requests themselves (sent → body read, or → no answer), in ms; the waits between retries are not in it. */
  latencyMs: number;
  /** The model asked (the suite's `model`: what `pricing` names), not the snapshot name a server may answer with. */
  model: string;
}

/**
 * A provider's answer: a reply for the judge (a text, or a failure that is already a format
 * failure reason) with what its requests cost when they were live, a fatal problem that ends the
 * suite with status "error" (e.g. HTTP 401, the circuit breaker), or `stopped`: the run signal was
 * aborted and nothing was answered.
 */
export type Answer = { reply: Reply; usage?: AttemptUsage } | { fatal: Diagnostic } | { stopped: true };

export interface Provider {
  readonly name: ProviderName;
  /** How many households may be asked at the same time. */
  readonly concurrency: number;
  askHousehold(ask: HouseholdAsk): Promise<Answer>;
  askInstitution(ask: InstitutionAsk): Promise<Answer>;
  /** Whether a failed attempt may be followed by attempt `next` (≤ maxRetries + 1 is checked by the caller). */
  mayReask(year: number, agentId: string, next: number): boolean;
  /** Provider-specific warnings gathered during the run (e.g. replay-context-mismatch). */
  warnings(): Diagnostic[];
  /**
   * Whole-input problems found while answering (a replay file none of whose records matches the
   * scenario): they make the suite `status: "error"` (docs/results.md "Fail closed").
   */
  inputProblems?(): Diagnostic[];
  /**
   * What the requests of this run cost (a live provider only; replayed answers are not requests):
   * the suite's `usage`.
   */
  usage?(): Usage;
  /** Releases what the provider holds open (e.g. the replay file). */
  close?(): Promise<void>;
}
