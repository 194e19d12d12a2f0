import { CsvByteParser, countNewlines } from '../fast/csv-bytes.js';
import { DEFAULT_CHUNK, type ByteSink, type DictCsvReader } from '../input/csv-reader.js';
import type { CsvRow } from '../input/records.js';

/**
 * The batch protocol of the worker threads (parallel/pool.ts): the main thread cuts an input into
 * runs of whole lines without parsing them (recordBatches), a worker parses a batch as if it
 * started at a record (parseRecordBatch) and hands back the record the batch left unfinished, and
 * a batch that followed one is parsed again from that record's start (afterTail).
 */

/**
 * A run of whole lines of a file, as `recordBatches` hands them out: cut at a line
 * break, not parsed, so whether it starts at a record start is known only once the batch before
 * it has been parsed (else it is parsed again `afterTail`).
 */
export interface RecordBatch {
  /** The lines' bytes (UTF-8, newlines normalised), copied from the read into a buffer of the batch's own (maybe a reused, longer one). */
  bytes: Uint8Array;
  /** Physical line where the bytes start. */
  line: number;
  /** Byte offset where the bytes start in the file as read (CsvRecord.offset); 0 when absent. */
  offset?: number;
  /** The end of the file: a record without a final line break (or an open quote) ends here. */
  end: boolean;
}

/** A record a batch did not finish (a line break inside quotes at the cut): it goes on in the next batch. */
export interface BatchTail {
  bytes: Uint8Array;
  line: number;
  offset: number;
}

/** The records of a batch: `rows` of them numbered from 1 within the batch, and its unfinished record. */
export interface ParsedBatch<Row> {
  rows: Row[];
  tail: BatchTail | null;
}

/**
 * Parses a batch into rows numbered from 1 (on any thread), exactly as `rows()` reads them; each
 * row goes through `take` as soon as it is parsed (the batch's parsed cells need not all be alive at once).
 */
export function parseRecordBatch<Row = CsvRow>(
  batch: RecordBatch,
  jsonColumns: Uint8Array | null = null,
  take: (row: CsvRow) => Row = (row) => row as Row,
): ParsedBatch<Row> {
  const rows: Row[] = [];
  const parser = new CsvByteParser(
    {
      strings: (r) => {
        if (r.fields.length > 0)
          rows.push(
            take({
              row: rows.length + 1,
              line: r.line,
              offset: r.offset,
              fields: r.fields,
              oversized: r.oversized,
              values: r.values,
            }),
          );
      },
    },
    jsonColumns,
  );
  parser.line = batch.line;
  parser.offset = batch.offset ?? 0;
  parser.push(Buffer.from(batch.bytes.buffer, batch.bytes.byteOffset, batch.bytes.byteLength));
  if (batch.end) parser.end();
  const tail = parser.pending();
  return {
    rows,
    tail: tail === null ? null : { bytes: new Uint8Array(tail.bytes), line: tail.line, offset: tail.offset },
  };
}

/**
 * The batch to parse after one that left `tail` unfinished: the cut was inside a quoted field, so
 * `next` does not start at a record; it is parsed again from where that record starts. Rare: it
 * takes a line break inside quotes right at a cut.
 */
export function afterTail(tail: BatchTail, next: RecordBatch): RecordBatch {
  return { bytes: Buffer.concat([tail.bytes, next.bytes]), line: tail.line, offset: tail.offset, end: next.end };
}

const LF = 0x0a;

/**
 * Cuts bytes into batches of whole lines (RecordBatch), counting physical lines. A batch is
 * written into a spare buffer when one is big enough: a batch lives long enough on the main
 * thread to reach the old generation, so fresh buffers would pile up as garbage outside the
 * heap until a full collection (tens of MB).
 */
class LineCutter implements ByteSink {
  /** Physical line where the bytes not cut yet start. */
  line = 1;
  /** Byte offset (in the file as read) where the bytes not cut yet start. */
  offset = 0;
  private rest: Buffer | null = null;
  /** Reads after `rest` that held no line break either. */
  private restParts: Buffer[] = [];
  private batches: RecordBatch[] = [];

  constructor(
    private readonly spare: Uint8Array[],
    /** Bytes of a new buffer, so that it can take the batches after it (a read and its leftover). */
    private readonly room: number,
  ) {}

  push(bytes: Buffer): void {
    const cut = bytes.lastIndexOf(LF) + 1;
    if (cut === 0) {
      // No line break: the bytes wait whole (one copy when a line break comes, not one per read).
      if (this.rest === null) this.rest = bytes;
      else this.restParts.push(bytes);
      return;
    }
    if (this.restParts.length > 0) this.rest = Buffer.concat([this.rest!, ...this.restParts]);
    this.restParts = [];
    // One copy per batch: the bytes left from the last read, then this read's up to the cut.
    const before = this.rest === null ? 0 : this.rest.length;
    const batch = this.buffer(before + cut);
    if (this.rest !== null) batch.set(this.rest);
    batch.set(bytes.subarray(0, cut), before);
    this.batches.push({ bytes: batch, line: this.line, offset: this.offset, end: false });
    this.line += countNewlines(bytes, 0, cut); // the leftover has none: it follows the last one
    this.offset += batch.length;
    this.rest = cut < bytes.length ? bytes.subarray(cut) : null;
  }

  end(): void {
    if (this.restParts.length > 0) this.rest = Buffer.concat([this.rest!, ...this.restParts]);
    this.restParts = [];
    const bytes = this.buffer(this.rest === null ? 0 : this.rest.length);
    if (this.rest !== null) bytes.set(this.rest);
    this.batches.push({ bytes, line: this.line, offset: this.offset, end: true });
    this.offset += bytes.length;
    this.rest = null;
  }

  /** `length` bytes: the start of a spare buffer, else a new one with room to be reused. */
  private buffer(length: number): Uint8Array {
    let k = this.spare.length - 1;
    while (k >= 0 && this.spare[k]!.byteLength < length) k--;
    if (k >= 0) return this.spare.splice(k, 1)[0]!.subarray(0, length);
    return new Uint8Array(Math.max(length, this.room)).subarray(0, length);
  }

  lineAtEnd(): number {
    return this.line; // the bytes not cut yet hold no line break
  }

  pendingBytes(): number {
    return (this.rest === null ? 0 : this.rest.length) + this.restParts.reduce((n, b) => n + b.length, 0);
  }

  /** The batches cut since the last call. */
  take(): RecordBatch[] {
    const out = this.batches;
    this.batches = [];
    return out;
  }
}

/**
 * Streams the data rows of `reader`'s file as batches of whole lines, one per read, neither decoded
 * nor parsed: the worker threads that score them find the records (see RecordBatch). The header
 * is read here (reader.header). `spare`: buffers of batches that are done with (the caller adds
 * them), reused for new batches.
 */
export async function* recordBatches(
  reader: DictCsvReader,
  spare: Uint8Array[] = [],
): AsyncGenerator<RecordBatch, void, void> {
  const lines = new LineCutter(spare, 2 * (reader.options.chunkSize ?? DEFAULT_CHUNK));
  let rest: { bytes: Buffer; line: number; offset: number } | null = null;
  const headerParser = new CsvByteParser({
    bounds: (data, from, to, line, offset) => {
      if (reader.header !== null) return; // a record after the header: the cutter takes it from `rest`
      let names: string[] = [];
      const header = new CsvByteParser({ strings: (r) => (names = r.fields) });
      header.push(data.subarray(from, to));
      header.end();
      reader.headerOf(names);
      rest = { bytes: data.subarray(to), line: line + countNewlines(data, from, to), offset: offset + to - from };
    },
  });
  // Bytes go to the header parser until it has the header, then to the cutter.
  const toHeader = (send: () => void) => {
    send();
    if (rest === null) return;
    lines.line = rest.line;
    lines.offset = rest.offset;
    lines.push(rest.bytes);
    rest = null;
  };
  const sink: ByteSink = {
    push: (bytes) => (reader.header === null ? toHeader(() => headerParser.push(bytes)) : lines.push(bytes)),
    end: () => {
      if (reader.header === null) toHeader(() => headerParser.end());
      if (reader.header !== null) lines.end();
    },
    lineAtEnd: () => (reader.header === null ? headerParser.lineAtEnd() : lines.lineAtEnd()),
    pendingBytes: () => (reader.header === null ? headerParser.pendingBytes() : lines.pendingBytes()),
  };
  for await (const _ of reader.chunks(sink)) yield* lines.take();
  // After a whole-file problem: no end batch, the unfinished record at the problem is dropped.
  yield* lines.take();
}
