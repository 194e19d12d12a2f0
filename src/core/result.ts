// The one shape of a recoverable failure (issue #15): a value, or the located diagnostics that say
// why there is none. Exceptions are for bugs.
//
// In this shape: the JSON and config readers, the inputs, the station and line files, sideFile
// (`missing-file` vs `bad-path`), the TransitLM general task's options and judge entries, the flood world (or
// `stopped`, the run signal: no diagnostic, not a failure), verifyPrJson (a stale pr.json is a
// notice in the value, not a failure), the zip refusals (the code is the rule, `item` the entry),
// the action's inputs (readSettings: one diagnostic per input, `field` its name) and a past run's
// results.json for the history (readHistoryDocument: code `history-document`; issue #26 folded
// its `{ ok, why }` in).
//
// Not in this shape, on purpose:
// - ApiResult / ApiError of the GitHub client (and what passes it on: findComment, CommentOutcome,
//   downloadRunArtifact): callers read the HTTP status, the rate limit and the attempts.
// - The parsers' own errors with a character position (transitlm/reference/json.ts,
//   json/positions.ts, json/syntax.ts): internal, made located diagnostics by their callers.
// - Values, not failures: the TransitLM row outcomes (RowError in tasks/evaluate-row.ts, of every
//   task: structured-cloned between threads; a raise keeps Python's text verbatim, the items-file reason), the
//   offline judge's reason strings (general/lines.ts, line-file.ts orReason), the flood provider's
//   Answer (a reply, a fatal diagnostic or `stopped`) and its HTTP outcomes (providers/openai.ts).
// - A schema check's violations (schemas/registry.ts `validated`: a JSON pointer and a message):
//   not yet located; the caller locates them in the text it parsed (json/structured.ts
//   locatedViolations) or names the flag (`score`), then they are diagnostics.
// - The run's failures (RunFailure, gate/model.ts): why a gated run's verdict is `error`, as data
//   of the verdict model that the reports word (report/words.ts); not a failure of a function.
// - BaselineLoad (gate/baseline.ts: found | missing | invalid | error) is a four-way outcome the
//   gate decides on (onMissingBaseline), not a failure shape; github/baseline.ts and
//   action/baseline.ts produce it. updateBaseline's result carries `written` on both branches.
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
