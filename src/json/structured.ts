import type { Result } from '../core/result.js';
import { diagnostic } from '../core/diagnostics.js';
import type { Diagnostic } from '../core/diagnostics.js';
import type { SchemaViolation } from '../schemas/registry.js';
import { parseJsonWithPositions, type SourcePosition } from './positions.js';
import { jsonLimits, valueBreach, type JsonLimits } from './limits.js';
import { parseYaml } from './yaml.js';

/** A parsed JSON or YAML document that can say where any JSON pointer sits in its source. */
export type ParsedDocument = Result<
  unknown,
  { locate: (pointer: string) => SourcePosition; locateAll: (pointers: readonly string[]) => SourcePosition[] }
>;

export function isYamlPath(file: string): boolean {
  return /\.ya?ml$/i.test(file);
}

/**
 * Strict JSON within `limits` (limits.ts; the text's size is its reader's); `line0` shifts reported
 * lines (a JSONL line inside a file).
 */
export function parseJsonDocument(
  text: string,
  shown: string,
  line0 = 0,
  limits: Partial<JsonLimits> = {},
): ParsedDocument {
  const parsed = parseJsonWithPositions(text, limits);
  if (parsed.ok) {
    if (line0 === 0) return parsed;
    const shift = (at: SourcePosition): SourcePosition => ({ line: at.line + line0, column: at.column });
    return { ...parsed, locate: (p) => shift(parsed.locate(p)), locateAll: (ps) => parsed.locateAll(ps).map(shift) };
  }
  const code = parsed.limit ? 'too-large' : 'invalid-json';
  let message =
    text.trim() === ''
      ? 'empty file, expected JSON'
      : parsed.limit
        ? parsed.message
        : `invalid JSON: ${parsed.message}`;
  // Two values in a file: it may be JSON Lines read as one document (a line of one is never that).
  if (message.startsWith('invalid JSON: a second value') && line0 === 0 && !/\.jsonl$/i.test(shown))
    message += ' (one value per file; JSON Lines files end in .jsonl)';
  return {
    ok: false,
    diagnostics: [
      diagnostic({ code, file: shown, line: parsed.position.line + line0, column: parsed.position.column, message }),
    ],
  };
}

/** YAML 1.2 with unique keys, as JSON values within the depth and value limits. */
function parseYamlDocument(text: string, shown: string, limits: Partial<JsonLimits> = {}): ParsedDocument {
  const parsed = parseYaml(text, shown);
  if (!parsed.ok) return parsed;
  const breach = valueBreach(parsed.value, jsonLimits(limits));
  if (breach !== null)
    return { ok: false, diagnostics: [diagnostic({ code: 'too-large', file: shown, message: breach })] };
  return parsed;
}

export function parseDocumentText(
  text: string,
  shown: string,
  yaml: boolean,
  limits: Partial<JsonLimits> = {},
): ParsedDocument {
  return yaml ? parseYamlDocument(text, shown, limits) : parseJsonDocument(text, shown, 0, limits);
}

/** Schema problems located and listed: at most this many (a document wrong everywhere is not listed value by value). */
const MAX_LOCATED_VIOLATIONS = 100;

/** Schema (or semantic) violations as diagnostics located in the source; past MAX_LOCATED_VIOLATIONS one line counts the rest. */
export function locatedViolations(
  shown: string,
  locateAll: (pointers: readonly string[]) => SourcePosition[],
  problems: readonly SchemaViolation[],
  code = 'schema',
): Diagnostic[] {
  const listed = problems.slice(0, MAX_LOCATED_VIOLATIONS);
  const at = locateAll(listed.map((v) => v.pointer));
  const out = listed.map((v, k) =>
    diagnostic({ code, file: shown, line: at[k]!.line, column: at[k]!.column, pointer: v.pointer, message: v.message }),
  );
  const more = problems.length - listed.length;
  if (more > 0)
    out.push(diagnostic({ code, file: shown, message: `and ${more} more problems of the same document, not listed` }));
  return out;
}
