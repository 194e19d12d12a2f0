import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { suiteFileStem } from './suite.js';
import type { ItemRecord } from './types.js';

/**
 * Streams one suite's per-item JSONL file (results.md): one object per item with `id`, per round
 * true/false/null and `reason` for the first failure. Repeated ids become `id#<line>`; the caller
 * is told so it can emit a `duplicate-id` warning.
 */
export class ItemsWriter {
  private readonly seen = new Set<string>();
  private readonly stream: WriteStream;
  private count = 0;
  /** Lines are gathered into ~64 KiB writes: one stream write per item costs more than the scoring. */
  private buffer = '';

  constructor(
    readonly absPath: string,
    /** File name relative to the results document. */
    readonly relPath: string,
  ) {
    this.stream = createWriteStream(absPath, { encoding: 'utf8' });
  }

  /** Returns the id actually written (renamed to `id#line` when repeated). */
  async write(record: ItemRecord, line: number | null): Promise<string> {
    let id = record.id;
    if (this.seen.has(id)) id = `${record.id}#${line ?? this.count + 1}`;
    this.seen.add(id);
    this.count += 1;
    // A renamed id keeps its place: the spread copies the keys in order and `id` overwrites.
    this.buffer += `${JSON.stringify(id === record.id ? record : { ...record, id })}\n`;
    if (this.buffer.length >= 1 << 16) await this.flush();
    return id;
  }

  isDuplicate(id: string): boolean {
    return this.seen.has(id);
  }

  get written(): number {
    return this.count;
  }

  private async flush(): Promise<void> {
    const ok = this.stream.write(this.buffer);
    this.buffer = '';
    if (!ok) await once(this.stream, 'drain');
  }

  async close(): Promise<void> {
    if (this.buffer !== '') await this.flush();
    this.stream.end();
    await once(this.stream, 'finish');
  }
}

/** `<suiteId>.items.jsonl` in outDir, or null when no side files are written. */
export function openItemsWriter(outDir: string | null, suiteId: string, suffix = 'items.jsonl'): ItemsWriter | null {
  if (outDir === null) return null;
  const rel = `${suiteFileStem(suiteId)}.${suffix}`;
  return new ItemsWriter(path.join(outDir, rel), rel);
}
