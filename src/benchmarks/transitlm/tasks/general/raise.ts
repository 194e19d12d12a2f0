// A Python raise of the general task's stages (payload, evaluation) as a Result failure, and back.
// The row stays an error with the reference's exception text as its item reason, byte for byte.
import { diagnostic, type Diagnostic } from '../../../../core/diagnostics.js';
import { failure, type Failure } from '../../../../core/result.js';
import { PyRaise, type RowErrorCode } from '../../reference/value.js';

/**
 * The raise as one diagnostic: its code (a RowErrorCode), field and pointer; the message in plain
 * words when the raise has them (`PyRaise.plain`), with Python's exception text, verbatim (the
 * item's reason), as the detail; otherwise the message is Python's text and there is no detail.
 */
export function raiseFailure(error: PyRaise, pointer: string | null): Failure {
  const plain = error.plain;
  return failure(diagnostic({ code: error.code, field: error.field, pointer, message: plain ?? error.message, ...(plain !== null ? { detail: error.message } : {}) }));
}

/** The raise a raiseFailure diagnostic stands for (exactly: message, plain words, field, pointer). */
export function raiseOf(d: Diagnostic): PyRaise {
  const code = d.code as RowErrorCode;
  return d.detail === undefined ? new PyRaise(code, d.message, d.field, d.pointer) : new PyRaise(code, d.detail, d.field, d.pointer, d.message);
}
