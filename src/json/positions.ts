import { parse as parseAst, evaluate } from '@humanwhocodes/momoa';
import { unescapePointerToken } from '../core/json-pointer.js';
import { findJsonSyntaxError, positionOf } from './syntax.js';

export interface SourcePosition {
  line: number;
  column: number;
}

export type PositionedJson =
  | { ok: true; value: unknown; locate(pointer: string): SourcePosition }
  | { ok: false; message: string; position: SourcePosition };

type AstNode = ReturnType<typeof parseAst>['body'];


/**
 * Strict JSON (RFC 8259) parsed into a value plus a way to find where any JSON pointer sits in
 * the source, so schema errors can name line and column. A leading BOM is tolerated.
 */
export function parseJsonWithPositions(text: string): PositionedJson {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let body: AstNode;
  try {
    body = parseAst(source, { mode: 'json' }).body;
  } catch (error) {
    // The mistake in words, where it is (a trailing comma, not the ']' after it); the parser's own
    // message only if the scanner finds nothing (it gives up on nesting deeper than the stack).
    const found = findJsonSyntaxError(source);
    if (found !== null) return { ok: false, message: found.message, position: positionOf(source, found.offset) };
    const e = error as { message?: string; line?: number; column?: number };
    const message = String(e.message ?? error).replace(/\s*\(\d+:\d+\)\s*$/, '');
    return { ok: false, message, position: { line: e.line ?? 1, column: e.column ?? 1 } };
  }
  const locate = (pointer: string): SourcePosition => {
    let node: AstNode = body;
    const tokens = pointer === '' ? [] : pointer.split('/').slice(1).map(unescapePointerToken);
    for (const token of tokens) {
      let next: AstNode | undefined;
      if (node.type === 'Object') next = node.members.find((m) => (m.name.type === 'String' ? m.name.value : m.name.name) === token)?.value;
      else if (node.type === 'Array') next = node.elements[Number(token)]?.value;
      if (next === undefined) break;
      node = next;
    }
    return { line: node.loc.start.line, column: node.loc.start.column };
  };
  return { ok: true, value: evaluate(body), locate };
}
