// Items files (JSON Lines) read as streams of records, for the gate's pairing and the reports:
// never held whole; a line over the cap or not an object with a string id is a malformed record.
import { readBoundedLines } from '../core/lines.js';

/**
 * Stream a JSONL file's records with their 1-based line numbers; malformed lines (and lines over
 * `maxLineChars`) come back as null.
 */
export async function* readJsonlRecords(
  file: string,
  maxLineChars: number,
): AsyncGenerator<{ line: number; record: Record<string, unknown> | null }> {
  let line = 0;
  for await (const text of readBoundedLines(file, maxLineChars)) {
    line += 1;
    if (typeof text !== 'string') {
      yield { line, record: null };
      continue;
    }
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      yield { line, record: null };
      continue;
    }
    const ok =
      value !== null &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      typeof (value as { id?: unknown }).id === 'string';
    yield { line, record: ok ? (value as Record<string, unknown>) : null };
  }
}
