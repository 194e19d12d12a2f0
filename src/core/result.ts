// The one shape of a recoverable failure (issue #15): a value, or the located diagnostics that say
// why there is none. Exceptions are for bugs.
//
// Not (yet) in this shape, on purpose or left for later (docs/maintainers.md): ApiResult of the
// GitHub client (callers decide on the HTTP status), verifyPrJson (a stale pr.json is not an error),
// the zip entry refusals (a rule per entry), the parsers' own errors with a character position
// (reference/json.ts, json/positions.ts: turned into located diagnostics by their callers), the
// TransitLM row outcomes (the official scripts' reasons: values, not failures), the flood
// provider's answers, and sideFile (src/results/side-files.ts: a reason phrase for the caller's message).
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
