import type { Result } from '../core/result.js';
import { readFile } from 'node:fs/promises';
import { diagnostic } from '../core/diagnostics.js';
import { errnoReason } from '../core/errno.js';
import { displayPath } from '../core/paths.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { validateValue, violations, type SchemaName } from '../schemas/registry.js';
import type { ValidateFunction } from 'ajv';
import { isYamlPath, locatedViolations, parseDocumentText, parseJsonDocument, type ParsedDocument } from './structured.js';

export type JsonFileResult<T> = Result<T, { text: string }>;

/** A file that cannot be read at all, as a diagnostic (no stack trace). */
export function ioDiagnostic(file: string, error: unknown): Diagnostic {
  return diagnostic({ code: 'io', file: displayPath(file), message: errnoReason(error) ?? String((error as Error).message ?? error) });
}

/** A file's UTF-8 text, or the reason it cannot be read as a diagnostic. */
export async function readTextFile(file: string): Promise<Result<string>> {
  try {
    return { ok: true, value: await readFile(file, 'utf8') };
  } catch (error) {
    return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
  }
}

async function readChecked<T>(file: string, schema: SchemaName | ValidateFunction | null, yaml: boolean): Promise<JsonFileResult<T>> {
  const read = await readTextFile(file);
  if (!read.ok) return read;
  const shown = displayPath(file);
  return checkDocument<T>(parseDocumentText(read.value, shown, yaml), read.value, shown, schema);
}

/**
 * Read a JSON file and check it against a schema. Every problem is a located diagnostic:
 * `file:line:column /pointer: message`.
 */
export function readJsonFile<T>(file: string, schema: SchemaName | ValidateFunction | null): Promise<JsonFileResult<T>> {
  return readChecked<T>(file, schema, false);
}

/** A .json, .yml or .yaml file checked against a schema (YAML by extension). */
export function readDocumentFile<T>(file: string, schema: SchemaName | ValidateFunction | null): Promise<JsonFileResult<T>> {
  return readChecked<T>(file, schema, isYamlPath(file));
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
