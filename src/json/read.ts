import { readFile } from 'node:fs/promises';
import { diagnostic } from '../core/diagnostics.js';
import { displayPath } from '../results/inputs.js';
import type { Diagnostic } from '../results/types.js';
import { validateValue, violations, type SchemaName } from '../schemas/registry.js';
import type { ValidateFunction } from 'ajv';
import { isYamlPath, locatedViolations, parseJsonDocument, parseYamlDocument, type ParsedDocument } from './structured.js';

export type JsonFileResult<T> = { ok: true; value: T; text: string } | { ok: false; diagnostics: Diagnostic[] };

/** A file that cannot be read at all, as a diagnostic (no stack trace). */
export function ioDiagnostic(file: string, error: unknown): Diagnostic {
  const code = (error as NodeJS.ErrnoException).code;
  const reason = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : String((error as Error).message ?? error);
  return diagnostic({ code: 'io', file: displayPath(file), message: reason });
}

/**
 * Read a JSON file and check it against a schema. Every problem is a located diagnostic:
 * `file:line:column /pointer: message`.
 */
export async function readJsonFile<T>(file: string, schema: SchemaName | ValidateFunction | null): Promise<JsonFileResult<T>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
  }
  return checkJsonText<T>(text, displayPath(file), schema);
}

/** A .json, .yml or .yaml file checked against a schema (YAML by extension). */
export async function readDocumentFile<T>(file: string, schema: SchemaName | ValidateFunction | null): Promise<JsonFileResult<T>> {
  if (!isYamlPath(file)) return readJsonFile<T>(file, schema);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
  }
  const shown = displayPath(file);
  return checkDocument<T>(parseYamlDocument(text, shown), text, shown, schema);
}

/** `schema` null: syntax only. `line0` shifts reported lines (a JSONL line inside a file). */
export function checkJsonText<T>(text: string, shownFile: string, schema: SchemaName | ValidateFunction | null, line0 = 0): JsonFileResult<T> {
  return checkDocument<T>(parseJsonDocument(text, shownFile, line0), text, shownFile, schema);
}

/** Validate a parsed JSON or YAML document; violations located in its source. */
export function checkDocument<T>(parsed: ParsedDocument, text: string, shownFile: string, schema: SchemaName | ValidateFunction | null): JsonFileResult<T> {
  if (!parsed.ok) return parsed;
  const found = schema === null ? [] : typeof schema === 'string' ? validateValue(schema, parsed.value) : violations(schema, parsed.value);
  if (found.length === 0) return { ok: true, value: parsed.value as T, text };
  return { ok: false, diagnostics: locatedViolations(shownFile, parsed.locate, found) };
}
