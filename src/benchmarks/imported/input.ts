// Reading the tools' files: one file named by a path or a glob, JSON as Python writes it (NaN and
// Infinity included), and where a JSON pointer sits in the file for a located message.
import path from 'node:path';
import JSON5 from 'json5';
import { glob, isDynamicPattern } from 'tinyglobby';
import type { Diagnostics } from '../../core/diagnostics.js';
import { configPath, displayPath, inputPath } from '../../results/inputs.js';
import { parseJsonWithPositions } from '../../json/positions.js';
import { DEFAULT_JSON_LIMITS, readTextFile } from '../../json/read.js';
import { findLimitBreach } from '../../json/limits.js';
import type { ScoreContext } from '../../plugin/benchmark.js';

/** Longest text kept from a tool's file in a reason or a message (the report shortens it further). */
const TEXT_CAP = 300;

/** Text of a tool's file, on one line and at most `max` characters (an ellipsis marks a cut). */
export function capText(text: string, max = TEXT_CAP): string {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length <= max ? one : `${one.slice(0, max - 1)}…`;
}

/**
 * The one file a config key names: a path (relative to the config), or a glob that must match
 * exactly one file (lm-eval puts the date in its file names). Null, with a diagnostic, otherwise.
 */
export async function oneFile(
  name: string | undefined,
  field: string,
  ctx: ScoreContext,
  diagnostics: Diagnostics,
): Promise<string | null> {
  // `input` is absent only with `replicates`, which the runner scores one file at a time as `input`.
  if (name === undefined) {
    diagnostics.add({ code: 'usage', field, message: `no ${field} given` });
    return null;
  }
  let file = configPath(ctx.baseDir, name);
  if (isDynamicPattern(name)) {
    // `~/runs/*.jsonl`: the pattern under the home directory, as a shell reads it.
    const home = name.startsWith('~/');
    const cwd = home ? path.dirname(configPath(ctx.baseDir, '~/x')) : ctx.baseDir;
    const found = (await glob(home ? name.slice(2) : name, { cwd, absolute: true, onlyFiles: true }))
      .map((f) => path.resolve(f))
      .sort();
    if (found.length !== 1) {
      const which =
        found.length === 0
          ? 'matches no file'
          : `matches ${found.length} files (${found
              .slice(0, 3)
              .map((f) => displayPath(f))
              .join(', ')}${found.length > 3 ? ', …' : ''}): name one`;
      diagnostics.add({ code: 'usage', field, message: `${field} pattern ${JSON.stringify(name)} ${which}` });
      return null;
    }
    file = found[0]!;
  }
  const checked = await inputPath(ctx, file);
  if (!checked.ok) {
    checked.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  return checked.value;
}

/**
 * How deeply a tool's JSON may nest and how many values it may hold: the limits of every JSON
 * document read whole (json/limits.ts), far above what the tools write, low enough that walking a
 * value (a dict score's keys, JSON.stringify of a target) never overflows the stack.
 */
const TOOL_JSON_LIMITS = DEFAULT_JSON_LIMITS;

/**
 * A JSON value as Python's json module writes it: strict JSON, or with NaN/Infinity (JSON5 reads
 * those). Text past TOOL_JSON_LIMITS is refused before any parser sees it (`message` says which
 * limit); a syntax error has no message (the caller locates it).
 */
export function parsePythonJson(text: string): { ok: true; value: unknown } | { ok: false; message?: string } {
  const breach = findLimitBreach(text, TOOL_JSON_LIMITS);
  if (breach !== null) return { ok: false, message: breach.message };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    try {
      return { ok: true, value: JSON5.parse(text) };
    } catch {
      return { ok: false };
    }
  }
}

/** Above this size a file's pointers are not located by line (the position parser holds a tree of it). */
const LOCATE_MAX_CHARS = 64 << 20;

/**
 * Characters the located messages of one file may walk in all: each location walks the text up to
 * its value, so a file of many bad records (33 000 in 100 KB) would be quadratic. Past the budget
 * a message keeps its JSON pointer, without line and column (the first is always located).
 */
const LOCATE_BUDGET_CHARS = 16 << 20;

/** A whole JSON file read, and a way to find a pointer's line and column in it for messages. */
export interface JsonInput {
  file: string;
  shown: string;
  value: unknown;
  /** Line and column of the value at `pointer` (the nearest existing one), or null when not located. */
  locate(pointer: string): { line: number; column: number } | null;
}

/**
 * A JSON file read whole (JSON.parse, the fast path; the position parser only when a message needs
 * a line). A syntax error is a located diagnostic and null.
 */
export async function readJsonInput(file: string, diagnostics: Diagnostics): Promise<JsonInput | null> {
  const shown = displayPath(file);
  const read = await readTextFile(file);
  if (!read.ok) {
    read.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  const text = read.value;
  const parsed = parsePythonJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  if (!parsed.ok && parsed.message !== undefined) {
    diagnostics.add({ code: 'too-large', file: shown, message: `not read: ${parsed.message}` });
    return null;
  }
  if (!parsed.ok) {
    const strict = parseJsonWithPositions(text);
    const at = strict.ok ? { line: null, column: null } : strict.position;
    diagnostics.add({
      code: 'json-syntax',
      file: shown,
      line: at.line,
      column: at.column,
      message: `not JSON: ${strict.ok ? 'unreadable' : strict.message}`,
    });
    return null;
  }
  let positions: ReturnType<typeof parseJsonWithPositions> | null = null;
  let walked = 0;
  return {
    file,
    shown,
    value: parsed.value,
    locate(pointer) {
      if (text.length > LOCATE_MAX_CHARS || (walked > 0 && walked + text.length > LOCATE_BUDGET_CHARS)) return null;
      walked += text.length;
      positions ??= parseJsonWithPositions(text);
      return positions.ok ? positions.locate(pointer) : null;
    },
  };
}

/** JSON pointer of a path of keys and indexes. */
export function pointerOf(...parts: readonly (string | number)[]): string {
  return parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `obj[key]` when `obj` is an object with that own key, else undefined: a task or metric named `constructor` or `__proto__` finds nothing inherited. */
export function ownIn(obj: unknown, key: string): unknown {
  return isObject(obj) && Object.hasOwn(obj, key) ? obj[key] : undefined;
}

/** A tool's item id: a non-empty string, or an integer (written as text). */
export function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value.length > 0 ? value : null;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return null;
}

/** Where a value of a JSON input is, for a diagnostic: file, line and column, pointer, field. */
export function locatedIn(input: JsonInput, pointer: string, field: string | null, item: string | null = null) {
  const at = input.locate(pointer);
  return { file: input.shown, line: at?.line ?? null, column: at?.column ?? null, pointer, field, item };
}
