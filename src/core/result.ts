// The one shape of a recoverable failure: a value, or the located diagnostics that say
// why there is none. Exceptions are for bugs.
//
// Not in this shape, on purpose: answers whose caller reads more than a failure (the GitHub
// client's ApiResult: the HTTP status, the rate limit, the attempts); parsers' internal errors with
// a character position, which their callers turn into located diagnostics; values that are not
// failures (a row's outcome, a provider's answer, a stopped run, schema violations before they are
// located); and outcomes the gate decides on (BaselineLoad's four ways, the run's RunFailure).
import type { Diagnostic } from './diagnostics.js';

/**
 * `value` on success, with what a producer hands along beside it (`Extra`: the text a value was
 * parsed from, warnings, …); `diagnostics` (at least one error) on failure.
 */
export type Result<T, Extra extends object = object> = ({ ok: true; value: T } & Extra) | Failure;

export interface Failure {
  ok: false;
  diagnostics: Diagnostic[];
}

export function success<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function failure(...diagnostics: Diagnostic[]): Failure {
  return { ok: false, diagnostics };
}
