import type { Result } from '../core/result.js';
import { open } from 'node:fs/promises';
import { diagnostic } from '../core/diagnostics.js';
import { errnoReason } from '../core/errno.js';
import { displayPath } from '../core/paths.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { validateValue, violations, type SchemaName } from '../schemas/registry.js';
import type { ValidateFunction } from 'ajv';
import {
  isYamlPath,
  locatedViolations,
  parseDocumentText,
  parseJsonDocument,
  type ParsedDocument,
} from './structured.js';
import { jsonLimits, tooLargeMessage, type JsonLimits } from './limits.js';

export { DEFAULT_JSON_LIMITS, type JsonLimits } from './limits.js';

export type JsonFileResult<T> = Result<T, { text: string }>;

/** What a document read whole may be (limits.ts; defaults DEFAULT_JSON_LIMITS, YAML's size DEFAULT_YAML_MAX_BYTES). */
export type ReadLimits = Partial<JsonLimits>;

/**
 * Size of a YAML document read whole: the YAML parser keeps ≈ 500 bytes per value (a 2 MB flow
 * sequence of zeros took 1 GB and 34 s), so YAML (config files, kilobytes) gets a far lower cap.
 */
const DEFAULT_YAML_MAX_BYTES = 256 * 1024;

/** A file that cannot be read at all, as a diagnostic (no stack trace). */
export function ioDiagnostic(file: string, error: unknown): Diagnostic {
  return diagnostic({
    code: 'io',
    file: displayPath(file),
    message: errnoReason(error) ?? String((error as Partial<Error>).message ?? error),
  });
}

const CHUNK = 1 << 20;

/**
 * A file's UTF-8 text, or why not as a diagnostic: unreadable, or more than `maxBytes` (default
 * DEFAULT_JSON_LIMITS.maxBytes), which is refused before it is read (a regular file by its size;
 * anything else, a pipe or a device, once that many bytes have come).
 */
export async function readTextFile(file: string, maxBytes: number = jsonLimits().maxBytes): Promise<Result<string>> {
  const tooLarge = (size: number | null): Result<string> => ({
    ok: false,
    diagnostics: [diagnostic({ code: 'too-large', file: displayPath(file), message: tooLargeMessage(size, maxBytes) })],
  });
  let handle: Awaited<ReturnType<typeof open>> | null = null;
  try {
    handle = await open(file, 'r');
    const info = await handle.stat();
    if (info.isFile() && info.size > maxBytes) return tooLarge(info.size);
    // A regular file in one read into one buffer (no copy); anything else a chunk at a time.
    const chunks: Buffer[] = [];
    let total = 0;
    for (let size = info.isFile() ? info.size + 1 : CHUNK; ; size = CHUNK) {
      const buffer = Buffer.allocUnsafe(size);
      let filled = 0;
      while (filled < size) {
        const { bytesRead } = await handle.read(buffer, filled, size - filled, null);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      total += filled;
      if (total > maxBytes) return tooLarge(null);
      if (filled > 0) chunks.push(buffer.subarray(0, filled));
      if (filled < size) break;
    }
    return { ok: true, value: (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, total)).toString('utf8') };
  } catch (error) {
    return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** A JSON or YAML file read and parsed within `limits`; YAML's size cap is DEFAULT_YAML_MAX_BYTES unless given. */
export async function readDocument(
  file: string,
  yaml: boolean,
  limits: ReadLimits = {},
): Promise<{ parsed: ParsedDocument; text: string; shown: string }> {
  const shown = displayPath(file);
  const maxBytes = limits.maxBytes ?? (yaml ? DEFAULT_YAML_MAX_BYTES : jsonLimits().maxBytes);
  const read = await readTextFile(file, maxBytes);
  if (!read.ok) return { parsed: read, text: '', shown };
  return { parsed: parseDocumentText(read.value, shown, yaml, limits), text: read.value, shown };
}

async function readChecked<T>(
  file: string,
  schema: SchemaName | ValidateFunction | null,
  yaml: boolean,
  limits: ReadLimits,
): Promise<JsonFileResult<T>> {
  const { parsed, text, shown } = await readDocument(file, yaml, limits);
  return checkDocument<T>(parsed, text, shown, schema);
}

/**
 * Read a JSON file and check it against a schema. Every problem is a located diagnostic:
 * `file:line:column /pointer: message`. `limits` (maxBytes, maxDepth, maxValues; defaults
 * DEFAULT_JSON_LIMITS): a file past one is refused with a `too-large` diagnostic naming it.
 */
export function readJsonFile<T>(
  file: string,
  schema: SchemaName | ValidateFunction | null,
  limits: ReadLimits = {},
): Promise<JsonFileResult<T>> {
  return readChecked<T>(file, schema, false, limits);
}

/** A .json, .yml or .yaml file checked against a schema (YAML by extension). */
export function readDocumentFile<T>(
  file: string,
  schema: SchemaName | ValidateFunction | null,
  limits: ReadLimits = {},
): Promise<JsonFileResult<T>> {
  return readChecked<T>(file, schema, isYamlPath(file), limits);
}

/** `schema` null: syntax only. `line0` shifts reported lines (a JSONL line inside a file). */
export function checkJsonText<T>(
  text: string,
  shownFile: string,
  schema: SchemaName | ValidateFunction | null,
  line0 = 0,
  limits: ReadLimits = {},
): JsonFileResult<T> {
  const maxBytes = limits.maxBytes ?? jsonLimits().maxBytes;
  // Counted in UTF-16 units: at most the UTF-8 bytes, so a text within the limit is never refused.
  if (text.length > maxBytes)
    return {
      ok: false,
      diagnostics: [
        diagnostic({
          code: 'too-large',
          file: shownFile,
          line: line0 > 0 ? line0 + 1 : null,
          message: tooLargeMessage(Buffer.byteLength(text), maxBytes),
        }),
      ],
    };
  return checkDocument<T>(parseJsonDocument(text, shownFile, line0, limits), text, shownFile, schema);
}

/** Validate a parsed JSON or YAML document; violations located in its source. */
function checkDocument<T>(
  parsed: ParsedDocument,
  text: string,
  shownFile: string,
  schema: SchemaName | ValidateFunction | null,
): JsonFileResult<T> {
  if (!parsed.ok) return parsed;
  const found =
    schema === null
      ? []
      : typeof schema === 'string'
        ? validateValue(schema, parsed.value)
        : violations(schema, parsed.value);
  if (found.length === 0) return { ok: true, value: parsed.value as T, text };
  return { ok: false, diagnostics: locatedViolations(shownFile, parsed.locateAll, found) };
}
