// The model output (`input`): the bare results dict, or the file asbench's runner writes
// ({"results": …, "metadata": …}), each as JSON or as a pickle (told by content: the PROTO header).
import { open } from 'node:fs/promises';
import type { Diagnostics } from '../../core/diagnostics.js';
import type { Ticker } from '../../core/progress.js';
import { displayPath } from '../../core/paths.js';
import { ioDiagnostic } from '../../json/read.js';
import { locatedViolations, parseJsonDocument } from '../../json/structured.js';
import { DEFAULT_JSON_LIMITS, tooLargeMessage } from '../../json/limits.js';
import { validateValue } from '../../schemas/registry.js';
import { MAX_PICKLE_BYTES, pickleProtocol, readPickle } from './pickle.js';
import type { HurricaneArtifact } from './scoring.js';

/** What asbench's metadata says about the run, for the report (untrusted text). */
export interface RunIdentity {
  llm?: string;
  exp_id?: string;
  agent_filename?: string;
  /** A string (ISO date-time, or as written), or a number of seconds. */
  execution_time?: string | number;
}

const IDENTITY_KEYS = ['llm', 'exp_id', 'agent_filename', 'execution_time'] as const;
/** Identity strings longer than this are cut in the results document. */
const MAX_IDENTITY_CHARS = 500;

export interface ResultFile {
  artifact: HurricaneArtifact;
  /** null: a bare results dict (no metadata). */
  run: RunIdentity | null;
  format: 'pickle' | 'json';
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const PICKLE_NAME = /\.(pkl|pickle)$/i;

async function readBytes(file: string): Promise<{ bytes: Buffer; tooLarge: boolean; size: number }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(2);
    await handle.read(head, 0, 2, 0);
    // Read whole, so capped before reading: the pickle's own cap, or the JSON reader's.
    if (size > (pickleProtocol(head) !== null ? MAX_PICKLE_BYTES : DEFAULT_JSON_LIMITS.maxBytes))
      return { bytes: head, tooLarge: true, size };
    return { bytes: await handle.readFile(), tooLarge: false, size };
  } finally {
    await handle.close();
  }
}

function identityOf(metadata: unknown, shown: string, diagnostics: Diagnostics): RunIdentity {
  const run: RunIdentity = {};
  if (!isObject(metadata)) {
    if (metadata !== undefined)
      diagnostics.add({
        severity: 'warning',
        code: 'asbench-metadata',
        file: shown,
        pointer: '/metadata',
        message: 'is not a dict: the run is not named in the report',
      });
    return run;
  }
  for (const key of IDENTITY_KEYS) {
    const v = metadata[key];
    if (v === undefined || v === null) continue;
    if (typeof v === 'string') run[key] = v.length > MAX_IDENTITY_CHARS ? `${v.slice(0, MAX_IDENTITY_CHARS - 1)}…` : v;
    else if (key === 'execution_time' && typeof v === 'number' && Number.isFinite(v)) run[key] = v;
    else
      diagnostics.add({
        severity: 'warning',
        code: 'asbench-metadata',
        file: shown,
        pointer: `/metadata/${key}`,
        message: `is not ${key === 'execution_time' ? 'a string or a number' : 'a string'}: not shown in the report`,
      });
  }
  return run;
}

/** The pickle's value, its bytes counted on `progress`; null (and a diagnostic) when refused or stopped. */
async function pickleValue(
  bytes: Uint8Array,
  shown: string,
  diagnostics: Diagnostics,
  { signal, progress }: ReadResultOptions,
): Promise<{ value: unknown } | null> {
  let reported = 0;
  progress?.setTotal(bytes.length);
  const unpickled = await readPickle(bytes, {
    signal,
    onBytes: (read) => {
      progress?.tick(read - reported);
      reported = read;
    },
  });
  if (unpickled.ok) return unpickled;
  const code = 'stopped' in unpickled ? 'stopped' : 'invalid-pickle';
  diagnostics.add({ code, file: shown, message: unpickled.message });
  return null;
}

interface ReadResultOptions {
  signal?: AbortSignal;
  /** Counts the bytes of a pickle read (a long read takes seconds). */
  progress?: Ticker;
}

/**
 * Read a model output file. Every problem is a diagnostic (JSON: located by line and column;
 * pickle: the file, and the JSON pointer of a value that breaks the schema); null when unusable,
 * or when `signal` stopped the read.
 */
export async function readResultFile(
  file: string,
  diagnostics: Diagnostics,
  options: ReadResultOptions = {},
): Promise<ResultFile | null> {
  const shown = displayPath(file);
  let read;
  try {
    read = await readBytes(file);
  } catch (error) {
    diagnostics.add(ioDiagnostic(file, error));
    return null;
  }
  const protocol = pickleProtocol(read.bytes);
  let value: unknown;
  let locate: ((pointers: readonly string[]) => { line: number; column: number }[]) | null = null;
  if (read.tooLarge && protocol !== null) {
    diagnostics.add({
      code: 'invalid-pickle',
      file: shown,
      message: `a pickle larger than ${MAX_PICKLE_BYTES / 1024 / 1024} MiB is not read`,
    });
    return null;
  }
  if (read.tooLarge) {
    diagnostics.add({
      code: 'too-large',
      file: shown,
      message: tooLargeMessage(read.size, DEFAULT_JSON_LIMITS.maxBytes),
    });
    return null;
  }
  // By content: a PROTO header is a pickle; a .pkl name that holds JSON text is read as JSON, any
  // other .pkl (protocol 0 or 1, or not a pickle) gets the pickle reader's refusal.
  const jsonText = /^(\ufeff)?\s*[{[]/.test(read.bytes.subarray(0, 64).toString('utf8'));
  if (protocol !== null || (PICKLE_NAME.test(file) && !jsonText)) {
    const unpickled = await pickleValue(read.bytes, shown, diagnostics, options);
    if (unpickled === null) return null;
    value = unpickled.value;
  } else {
    const parsed = parseJsonDocument(read.bytes.toString('utf8'), shown);
    if (!parsed.ok) {
      parsed.diagnostics.forEach((d) => diagnostics.add(d));
      return null;
    }
    value = parsed.value;
    locate = parsed.locateAll;
  }
  // asbench's wrapper: the numbers are under "results", the run is described by "metadata".
  const wrapped = isObject(value) && ('results' in value || 'metadata' in value) && !('total_travel_times' in value);
  const results = wrapped ? (value as Record<string, unknown>).results : value;
  const prefix = wrapped ? '/results' : '';
  if (wrapped && results === undefined) {
    diagnostics.add({
      code: 'schema',
      file: shown,
      pointer: '',
      message: 'missing required property "results" (asbench\'s result file keeps the numbers under "results")',
    });
    return null;
  }
  const problems = validateValue('hurricane-artifact', results).map((v) => ({
    ...v,
    pointer: `${prefix}${v.pointer}`,
  }));
  if (problems.length > 0) {
    if (locate !== null) locatedViolations(shown, locate, problems).forEach((d) => diagnostics.add(d));
    else
      problems.forEach((v) => diagnostics.add({ code: 'schema', file: shown, pointer: v.pointer, message: v.message }));
    return null;
  }
  const run = wrapped ? identityOf((value as Record<string, unknown>).metadata, shown, diagnostics) : null;
  return { artifact: results as HurricaneArtifact, run, format: protocol !== null ? 'pickle' : 'json' };
}
