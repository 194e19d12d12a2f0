import type { WriteStream } from 'node:fs';
import { once } from 'node:events';
import { AtomicStream } from '../core/atomic.js';
import path from 'node:path';
import { suiteFileStem } from './suite.js';
import type { ItemUsage } from './usage.js';

/** An item's verdicts by round id (or other flat values), in the order they are written. */
export type ItemVerdicts = Readonly<Record<string, unknown>>;

/**
 * What an items line's `detail` may hold (docs/results.md "Items files"): what the benchmark knows
 * of the item beyond its checks (the input, the target, the output), for display only. Bounded so
 * an items line stays small whatever the model wrote.
 */
export const DETAIL_LIMITS = {
  /** Entries of one item's detail; later ones are left out. */
  maxEntries: 8,
  /** A label, in characters. */
  maxLabel: 40,
  /** A text, in characters, `…` included where it was cut. */
  maxText: 2_000,
} as const;

/** An item's detail: label → text, in the order shown. Display only: no reader of items files scores it. */
export type ItemDetail = readonly (readonly [label: string, text: string])[];

/** Where a long text is cut: its start kept (an output), or its end (a prompt, whose question comes last). */
export type DetailCut = 'keep-start' | 'keep-end';

/** A code unit that is the second half of a surrogate pair: a cut there would split a character. */
const lowSurrogate = (s: string, i: number): boolean => {
  const c = s.charCodeAt(i);
  return c >= 0xdc00 && c <= 0xdfff;
};

/**
 * A value as a detail text: a string as it is, anything else as its JSON, cut to `max` characters
 * with `…` on a character boundary. The result is a copy: a cut never keeps the whole original
 * (a prompt of megabytes) alive in memory.
 */
export function detailText(value: unknown, cut: DetailCut = 'keep-start', max: number = DETAIL_LIMITS.maxText): string {
  const text = typeof value === 'string' ? value : ((JSON.stringify(value) as string | undefined) ?? String(value));
  if (text.length <= max) return text;
  let out: string;
  if (cut === 'keep-start') {
    let end = max - 1;
    if (lowSurrogate(text, end)) end -= 1;
    out = `${text.slice(0, end)}…`;
  } else {
    let start = text.length - (max - 1);
    if (lowSurrogate(text, start)) start += 1;
    out = `…${text.slice(start)}`;
  }
  // A flat copy (V8 keeps a slice as a view of its parent).
  return Buffer.from(out, 'utf8').toString('utf8');
}

/** Collects an item's detail within DETAIL_LIMITS: the first text of a label wins. */
/** A property name JavaScript orders as an array index (ahead of the others). */
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,9})$/;

export class DetailBuilder {
  private readonly entries: [string, string][] = [];

  /** Adds `label → value` unless the label is there, or the detail is full, or the value is absent. */
  add(label: string, value: unknown, cut: DetailCut = 'keep-start'): this {
    if (value === undefined || value === null || this.entries.length >= DETAIL_LIMITS.maxEntries) return this;
    const name = detailText(label, 'keep-start', DETAIL_LIMITS.maxLabel);
    if (this.entries.some(([k]) => k === name)) return this;
    this.entries.push([name, detailText(value, cut)]);
    return this;
  }

  get full(): boolean {
    return this.entries.length >= DETAIL_LIMITS.maxEntries;
  }

  /** The detail, or null when it has no entry (the items line then has no `detail`). */
  build(): ItemDetail | null {
    return this.entries.length === 0 ? null : this.entries;
  }
}

/** What an items line may carry beside its verdicts: display detail, and usage (docs/usage.md). */
export interface ItemExtra {
  detail?: ItemDetail | null;
  /** What UsageCollector.item returned for the item (checked and priced). */
  usage?: ItemUsage | null;
}

/**
 * Streams one suite's per-item JSONL file (results.md): one object per item with `id`, per round
 * true/false/null, `reason` for the first failure and, where the benchmark gives one, `detail`
 * (display only). Repeated ids become `id#<line>`; the caller
 * is told so it can emit a `duplicate-id` warning.
 */
export class ItemsWriter {
  private readonly seen = new Set<string>();
  private readonly file: AtomicStream;
  private readonly stream: WriteStream;
  private count = 0;
  /** Lines are gathered into ~64 KiB writes: one stream write per item costs more than the scoring. */
  private buffer = '';
  /** `,"key":` per verdict key: the same few keys in every line. */
  private readonly keyText = new Map<string, string>();
  /** `"label":` per detail label. */
  private readonly labelText = new Map<string, string>();

  constructor(
    readonly absPath: string,
    /** File name relative to the results document. */
    readonly relPath: string,
  ) {
    // Written to a temporary file and renamed into place on close: a stopped run leaves none half-written.
    this.file = new AtomicStream(absPath);
    this.stream = this.file.stream;
  }

  /**
   * Adds the line of an item: `{"id":…, <verdicts in order>, "reason":…}` (and `"detail":{…}`,
   * `"usage":{…}` when given: docs/usage.md), the bytes JSON.stringify gives for that object.
   * Returns the id actually written
   * (renamed to `id#line` when repeated). Buffered: call `drain()` between batches.
   */
  write(id: string, verdicts: ItemVerdicts, reason: string | null, line: number | null, extra: ItemExtra = {}): string {
    const detail = extra.detail ?? null;
    const usage = extra.usage ?? null;
    let written = id;
    if (this.seen.has(id)) written = `${id}#${line ?? this.count + 1}`;
    this.seen.add(written);
    this.count += 1;
    let text = `{"id":${JSON.stringify(written)}`;
    for (const key in verdicts) {
      const value = verdicts[key];
      text +=
        this.keyOf(key) +
        (value === true ? 'true' : value === false ? 'false' : value === null ? 'null' : JSON.stringify(value));
    }
    text += `,"reason":${reason === null ? 'null' : JSON.stringify(reason)}`;
    if (detail !== null) text += `,"detail":${this.detailText(detail)}`;
    if (usage !== null) text += `,"usage":${JSON.stringify(usage)}`;
    this.buffer += `${text}}\n`;
    if (this.buffer.length >= 1 << 16) this.flush();
    return written;
  }

  /**
   * A detail as JSON.stringify(Object.fromEntries(detail)) writes it, without building the object:
   * labels repeat on every line, so each one's `"label":` is made once. A label that is an array
   * index would move ahead of the others in an object, and a label given twice is one key: such a
   * detail takes the object's way.
   */
  private detailText(detail: ItemDetail): string {
    let text = '{';
    for (let i = 0; i < detail.length; i++) {
      const [label, value] = detail[i]!;
      for (let j = 0; j < i; j++) if (detail[j]![0] === label) return JSON.stringify(Object.fromEntries(detail));
      let key = this.labelText.get(label);
      if (key === undefined) {
        if (ARRAY_INDEX.test(label)) return JSON.stringify(Object.fromEntries(detail));
        key = `${JSON.stringify(label)}:`;
        this.labelText.set(label, key);
      }
      text += (i === 0 ? '' : ',') + key + JSON.stringify(value);
    }
    return `${text}}`;
  }

  private keyOf(key: string): string {
    let text = this.keyText.get(key);
    if (text === undefined) {
      text = `,${JSON.stringify(key)}:`;
      this.keyText.set(key, text);
    }
    return text;
  }

  /** Waits while the file lags behind (back-pressure). */
  async drain(): Promise<void> {
    if (this.stream.writableNeedDrain) await once(this.stream, 'drain');
  }

  private flush(): void {
    this.stream.write(this.buffer);
    this.buffer = '';
  }

  async close(): Promise<void> {
    if (this.buffer !== '') this.flush();
    // A write error (a full disk) is thrown here, naming the file (core/atomic.ts).
    await this.file.end();
    await this.file.commit();
  }

  /** Drops the file (its suite did not finish). */
  async discard(): Promise<void> {
    this.buffer = '';
    await this.file.discard();
  }
}

/**
 * Where a results document's side files (items files, audit logs) go: its folder, each name
 * starting with the document's own name, so two documents in one folder (shards, a whole run and a
 * shard, runs with different `--out`) never write the same side file.
 */
export interface SideFiles {
  /** The results document's folder. */
  dir: string;
  /** The results file's name without `.json` (`results.json` → `results`). */
  prefix: string;
  /** Set while one repeat of a repeated suite is scored: its side files are named per repeat (`….r<k>.…`). */
  repeat?: number;
}

/** The side files of the results document at `resultsFile`. */
export function sideFilesOf(resultsFile: string): SideFiles {
  return { dir: path.dirname(resultsFile), prefix: path.basename(resultsFile).replace(/\.json$/i, '') };
}

/**
 * `<prefix>.<suite>.<suffix>`: a side file's name, relative to the results document; for repeat k
 * of a repeated suite `<prefix>.<suite>.r<k>.<suffix>`, so no repeat writes over another's.
 */
export function sideFileName(side: SideFiles, suiteId: string, suffix: string): string {
  return `${side.prefix}.${suiteFileStem(suiteId)}.${side.repeat === undefined ? '' : `r${side.repeat}.`}${suffix}`;
}

/**
 * A file a suite names (a flood `record`, `auditOut`) as repeat k writes it: `.r<k>` before the
 * extension (`rec.jsonl` → `rec.r3.jsonl`; `rec` → `rec.r3`); unchanged for a suite run once.
 */
export function repeatFileName(file: string, repeat: number | undefined): string {
  if (repeat === undefined) return file;
  const ext = path.extname(file);
  return `${file.slice(0, file.length - ext.length)}.r${repeat}${ext}`;
}

/** The suite's items file beside its results document, or null when no side files are written. */
export function openItemsWriter(side: SideFiles | null, suiteId: string, suffix = 'items.jsonl'): ItemsWriter | null {
  if (side === null) return null;
  const rel = sideFileName(side, suiteId, suffix);
  return new ItemsWriter(path.join(side.dir, rel), rel);
}
