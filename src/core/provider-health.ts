// Fail closed on live providers (results.md "Fail closed"): an answer the provider never gave is an
// infrastructure failure, not a model failure. Scorers that ask a model API or a remote evaluator
// count such items apart (`counts.provider_errors`), stop asking after too many failures in a row,
// and make the suite an error when more than the allowed share is left.
import type { DiagnosticInit } from './diagnostics.js';

const DEFAULT_MAX_CONSECUTIVE_PROVIDER_FAILURES = 10;
const DEFAULT_MAX_PROVIDER_ERROR_RATE = 0;

/** The two suite options every live scorer reads (config keys of the same names). */
export interface ProviderPolicy {
  /** Share of asked items that may end in a provider error and still leave the suite `ok`. */
  maxProviderErrorRate: number;
  /** Failures in a row after which no more requests are sent (the circuit breaker). */
  maxConsecutiveProviderFailures: number;
}

/** A live suite's policy: its keys (validated by its schema) or the defaults. */
export function providerPolicyOf(suite: Partial<ProviderPolicy>): ProviderPolicy {
  return {
    maxProviderErrorRate: suite.maxProviderErrorRate ?? DEFAULT_MAX_PROVIDER_ERROR_RATE,
    maxConsecutiveProviderFailures: suite.maxConsecutiveProviderFailures ?? DEFAULT_MAX_CONSECUTIVE_PROVIDER_FAILURES,
  };
}

/** A circuit breaker over a provider's answers: opens after `limit` failures in a row. */
export class ProviderHealth {
  private consecutive = 0;
  private reason: string | null = null;

  constructor(private readonly limit: number) {}

  success(): void {
    if (this.reason === null) this.consecutive = 0;
  }

  /** Records a failure (`what`: status and URL); true when the breaker is open (now or before). */
  failure(what: string): boolean {
    this.consecutive += 1;
    if (this.reason === null && this.consecutive >= this.limit) {
      this.reason = `stopped asking after ${this.limit} consecutive provider failures (last: ${what})`;
    }
    return this.reason !== null;
  }

  /** Why no more requests are sent, or null while the provider may still be asked. */
  get open(): string | null {
    return this.reason;
  }
}

/**
 * The whole-suite error when provider errors exceed the allowed share of the items asked, or null.
 * `asked` counts every item the provider was (or would have been) asked for, failed ones included.
 */
export function providerErrorProblem(
  providerErrors: number,
  asked: number,
  policy: ProviderPolicy,
  what: string,
): DiagnosticInit | null {
  if (providerErrors === 0 || asked === 0) return null;
  const share = providerErrors / asked;
  if (share <= policy.maxProviderErrorRate) return null;
  const allowed =
    policy.maxProviderErrorRate === 0
      ? 'none is allowed'
      : `at most ${policy.maxProviderErrorRate} is allowed (maxProviderErrorRate)`;
  return {
    code: 'provider-errors',
    message: `${providerErrors} of ${asked} ${what} got no answer from the provider (${(100 * share).toFixed(1)} %; ${allowed}): the model was not measured on them, so the suite cannot be judged`,
  };
}
