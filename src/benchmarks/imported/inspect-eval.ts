// Inspect AI's `.eval` log (its default format): a ZIP of header.json (version, status, eval, plan,
// results, stats), samples/<id>_epoch_<n>.json (one EvalSample each), reductions.json and
// summaries; a log that did not finish has _journal/start.json instead of header.json (Inspect's
// log/_recorders/eval.py). Entries are stored, deflated or (current versions) zstd. Read in memory
// within zip limits into the EvalLog that `inspect log dump` prints, samples in Inspect's order.
import { open, stat } from 'node:fs/promises';
import type { Diagnostics } from '../../core/diagnostics.js';
import type { ZipEntry } from '../../core/zip-directory.js';
import { DEFAULT_ARTIFACT_LIMITS, type ArtifactLimits } from '../../core/zip-limits.js';
import { readZipEntry, zipEntries } from '../../core/zip-read.js';
import { displayPath } from '../../results/inputs.js';
import { detailText } from '../../results/items.js';
import { ioDiagnostic } from '../../json/read.js';
import { isObject, parsePythonJson, type JsonInput } from './input.js';

const MiB = 1024 * 1024;

/**
 * The caps of a `.eval` log: the artifact caps for its size, more entries (one per sample and
 * epoch), and what its entries may declare once decoded: at most 100 times the file, at least
 * 32 MiB. Inspect's JSON compresses some 3 to 20 times; a file of 100 KB can then decode to no
 * more than 32 MiB, whatever its zstd frames claim, and its JSON parses well within 1 GiB.
 */
function evalLogLimits(fileBytes: number): ArtifactLimits {
  return {
    maxCompressedBytes: DEFAULT_ARTIFACT_LIMITS.maxCompressedBytes,
    maxExpandedBytes: Math.min(DEFAULT_ARTIFACT_LIMITS.maxExpandedBytes, Math.max(32 * MiB, 100 * fileBytes)),
    maxEntries: 200_000,
  };
}

/** The longest stretch of decoding and parsing between two turns of the event loop. */
const YIELD_MS = 50;

/** Whether the file starts as a zip archive does (a local header, or the end record of an empty one). */
export async function isZipFile(file: string): Promise<boolean> {
  let handle;
  try {
    handle = await open(file, 'r');
    const head = new Uint8Array(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return bytesRead === 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
  } catch {
    // Not readable here: the JSON reader reports why.
    return false;
  } finally {
    await handle?.close();
  }
}

/** Inspect's sort_samples: by epoch, then id (integers zero-filled to 20 digits, as text). */
function sampleOrder(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const epoch = (s: Record<string, unknown>) => (typeof s.epoch === 'number' ? s.epoch : 0);
  const key = (s: Record<string, unknown>) =>
    typeof s.id === 'string' ? s.id : typeof s.id === 'number' ? String(s.id).padStart(20, '0') : '';
  const byEpoch = epoch(a) - epoch(b);
  if (byEpoch !== 0) return byEpoch;
  const ka = key(a);
  const kb = key(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** A sample entry that is not a readable sample (not JSON, past the limits): a bad record, the others are read. */
export class UnreadableSample {
  constructor(readonly message: string) {}
}

/** A message's content as text: a string, or its text parts (other parts named by their type). */
function contentText(content: unknown): string | null {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return null;
  return content
    .map((part) => (isObject(part) ? (typeof part.text === 'string' ? part.text : `[${String(part.type)}]`) : ''))
    .join('\n');
}

/**
 * A sample's input, target and output as short texts, for its item's detail (Inspect's EvalSample:
 * `input` a string or chat messages, `target` a string or a list, `output.completion` or the first
 * choice's message; a sample slimSample kept has them as strings already). Absent parts are undefined.
 */
export function sampleTexts(sample: Record<string, unknown>): { input?: string; target?: string; output?: string } {
  const out: { input?: string; target?: string; output?: string } = {};
  const input = sample.input;
  if (typeof input === 'string') out.input = detailText(input, 'keep-end');
  else if (Array.isArray(input))
    out.input = detailText(
      input
        .map((m) => (isObject(m) ? `${String(m.role)}: ${contentText(m.content) ?? ''}` : ''))
        .filter((t) => t !== '')
        .join('\n'),
      'keep-end',
    );
  const target = sample.target;
  if (typeof target === 'string') out.target = detailText(target);
  else if (Array.isArray(target)) out.target = detailText(target.length === 1 ? target[0] : target);
  const output = sample.output;
  // A string: the output slimSample already reduced.
  if (typeof output === 'string') out.output = detailText(output);
  else if (isObject(output)) {
    const choice = Array.isArray(output.choices) && isObject(output.choices[0]) ? output.choices[0] : null;
    const text =
      typeof output.completion === 'string'
        ? output.completion
        : choice !== null && isObject(choice.message)
          ? contentText(choice.message.content)
          : null;
    if (text !== null) out.output = detailText(text);
  }
  return out;
}

/**
 * What the reader keeps of a sample: what items are made of (its usage and time included), and its input, target and output cut
 * to the detail's size (the rest, messages and events, is dropped as read).
 */
function slimSample(sample: unknown): unknown {
  if (!isObject(sample)) return sample;
  const kept: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of ['id', 'epoch', 'scores', 'error', 'model_usage', 'total_time'] as const)
    if (key in sample) kept[key] = sample[key];
  Object.assign(kept, sampleTexts(sample));
  return kept;
}

/**
 * Read a `.eval` log: the EvalLog as `inspect log dump` prints it (header, samples sorted as Inspect
 * sorts them, reductions), or null with a diagnostic naming the file and the entry. Pointers in
 * later messages are those of that JSON; they have no line in the archive.
 */
export async function readEvalLog(
  file: string,
  diagnostics: Diagnostics,
  signal?: AbortSignal,
): Promise<JsonInput | null> {
  const shown = displayPath(file);
  const fail = (message: string, field: string | null = null) => {
    diagnostics.add({ code: 'eval-log', file: shown, field, message });
    return null;
  };
  let bytes: Uint8Array;
  try {
    const size = (await stat(file)).size;
    if (size > DEFAULT_ARTIFACT_LIMITS.maxCompressedBytes)
      return fail(
        `${size} bytes, more than the limit of ${DEFAULT_ARTIFACT_LIMITS.maxCompressedBytes} for a .eval log`,
      );
    const handle = await open(file, 'r');
    try {
      bytes = new Uint8Array(size);
      const { bytesRead } = await handle.read(bytes, 0, size, 0);
      bytes = bytes.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  } catch (error) {
    diagnostics.add(ioDiagnostic(file, error));
    return null;
  }
  const entries = zipEntries(bytes, evalLogLimits(bytes.length));
  if (!entries.ok) return fail(`not a readable Inspect .eval log: ${entries.diagnostics[0]!.message}`);
  // A name written twice (a sample logged again) is read as Inspect reads it: the last one.
  const byName = new Map<string, ZipEntry>();
  for (const e of entries.value) if (!e.dir) byName.set(e.rel, e);
  return await assemble(file, shown, byName, bytes, { fail, signal });
}

/** One entry's JSON value, or why it cannot be read. */
function entryJson(
  bytes: Uint8Array,
  entry: ZipEntry,
): { ok: true; value: unknown } | { ok: false; message: string; damaged?: true } {
  const data = readZipEntry(bytes, entry);
  if (!data.ok) return { ok: false, message: data.diagnostics[0]!.message, damaged: true };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data.value);
  } catch {
    return { ok: false, message: `archive entry ${JSON.stringify(entry.label)} is not UTF-8 text` };
  }
  const parsed = parsePythonJson(text);
  // Past the JSON limits (parsePythonJson checks them before parsing) or not JSON.
  if (parsed.ok) return parsed;
  return { ok: false, message: `archive entry ${JSON.stringify(entry.label)}: ${parsed.message ?? 'not JSON'}` };
}

async function assemble(
  file: string,
  shown: string,
  byName: Map<string, ZipEntry>,
  bytes: Uint8Array,
  { fail, signal }: { fail: (message: string, field?: string | null) => null; signal?: AbortSignal | undefined },
): Promise<JsonInput | null> {
  const read = (name: string) => {
    const entry = byName.get(name);
    return entry === undefined ? null : entryJson(bytes, entry);
  };
  const header = read('header.json');
  let log: Record<string, unknown>;
  if (header === null) {
    // Inspect writes header.json when the eval ends; without it the log is one still running (or crashed).
    const start = read('_journal/start.json');
    if (start === null)
      return fail('not an Inspect .eval log: the archive has neither header.json nor _journal/start.json', 'eval');
    if (!start.ok) return fail(start.message);
    if (!isObject(start.value)) return fail('_journal/start.json is not a JSON object', 'eval');
    log = { version: start.value.version, status: 'started', eval: start.value.eval };
  } else {
    if (!header.ok) return fail(header.message);
    if (!isObject(header.value)) return fail('header.json is not a JSON object', 'eval');
    log = { ...header.value };
  }
  const reductions = read('reductions.json');
  if (reductions !== null) {
    if (!reductions.ok) return fail(reductions.message, 'reductions');
    // Inspect keeps the reductions of a log with results only.
    if (log.results !== undefined && log.results !== null) log.reductions = reductions.value;
  }
  const samples: unknown[] = [];
  let since = Date.now();
  for (const [name, entry] of byName) {
    // A long read gives the event loop a turn now and then, so that a signal (SIGTERM) is handled.
    if (Date.now() - since > YIELD_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      since = Date.now();
      if (signal?.aborted === true) return fail(`the read was stopped (${String(signal.reason)})`, 'samples');
    }
    if (!name.startsWith('samples/') || !name.endsWith('.json')) continue;
    const sample = entryJson(bytes, entry);
    // Data that cannot be decoded is a damaged archive; JSON that cannot be read is one bad sample.
    if (!sample.ok && sample.damaged) return fail(sample.message, 'samples');
    samples.push(sample.ok ? slimSample(sample.value) : new UnreadableSample(sample.message));
  }
  // No sample entries: written with --no-log-samples (the JSON reader says so of a log without samples).
  if (samples.length > 0) {
    const readable: Record<string, unknown>[] = [];
    const unreadable: unknown[] = [];
    for (const sample of samples)
      if (isObject(sample) && !(sample instanceof UnreadableSample)) readable.push(sample);
      else unreadable.push(sample);
    log.samples = [...readable.sort(sampleOrder), ...unreadable];
  }
  return { file, shown, value: log, locate: () => null };
}
