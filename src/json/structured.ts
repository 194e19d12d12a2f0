import type { Result } from '../core/result.js';
import { LineCounter, parseDocument, isNode } from 'yaml';
import { diagnostic } from '../core/diagnostics.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { SchemaViolation } from '../schemas/registry.js';
import { unescapePointerToken } from '../core/json-pointer.js';
import { parseJsonWithPositions, type SourcePosition } from './positions.js';

/** A parsed JSON or YAML document that can say where any JSON pointer sits in its source. */
export type ParsedDocument = Result<unknown, { locate(pointer: string): SourcePosition }>;

export function isYamlPath(file: string): boolean {
  return /\.ya?ml$/i.test(file);
}

/** Strict JSON; `line0` shifts reported lines (a JSONL line inside a file). */
export function parseJsonDocument(text: string, shown: string, line0 = 0): ParsedDocument {
  const parsed = parseJsonWithPositions(text);
  if (parsed.ok) return line0 === 0 ? parsed : { ...parsed, locate: (p) => { const at = parsed.locate(p); return { line: at.line + line0, column: at.column }; } };
  const message = text.trim() === '' ? 'empty file, expected JSON' : `invalid JSON: ${parsed.message}`;
  return { ok: false, diagnostics: [diagnostic({ code: 'invalid-json', file: shown, line: parsed.position.line + line0, column: parsed.position.column, message })] };
}

/** YAML 1.2 with unique keys, as JSON values. */
export function parseYamlDocument(text: string, shown: string): ParsedDocument {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      diagnostics: doc.errors.map((e) => {
        const pos = lineCounter.linePos(e.pos[0]);
        return diagnostic({ code: 'invalid-yaml', file: shown, line: pos.line, column: pos.col, message: e.message.split('\n')[0] ?? e.message });
      }),
    };
  }
  const locate = (pointer: string): SourcePosition => {
    const keys = pointer.split('/').slice(1).map((k) => (/^\d+$/.test(k) ? Number(k) : unescapePointerToken(k)));
    for (let n = keys.length; n >= 0; n--) {
      const node = doc.getIn(keys.slice(0, n), true);
      if (isNode(node) && node.range) {
        const pos = lineCounter.linePos(node.range[0]);
        return { line: pos.line, column: pos.col };
      }
    }
    return { line: 1, column: 1 };
  };
  return { ok: true, value: doc.toJS(), locate };
}

export function parseDocumentText(text: string, shown: string, yaml: boolean): ParsedDocument {
  return yaml ? parseYamlDocument(text, shown) : parseJsonDocument(text, shown);
}

/** Schema (or semantic) violations as diagnostics located in the source. */
export function locatedViolations(shown: string, locate: (pointer: string) => SourcePosition, problems: readonly SchemaViolation[], code = 'schema'): Diagnostic[] {
  return problems.map((v) => {
    const at = locate(v.pointer);
    return diagnostic({ code, file: shown, line: at.line, column: at.column, pointer: v.pointer, message: v.message });
  });
}
