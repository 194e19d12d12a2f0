import { Diagnostics, type DiagnosticInit } from '../../core/diagnostics.js';
import { progressOf } from '../../core/logger.js';
import type { Ticker } from '../../core/progress.js';
import { describeInput, displayPath } from '../../results/inputs.js';
import { openItemsWriter, type ItemExtra, type ItemsWriter, type ItemVerdicts } from '../../results/items.js';
import { emptySuite } from '../../results/suite.js';
import type { InputFile, Suite } from '../../results/types.js';
import type { ScoreContext, SuiteConfig } from '../../plugin/benchmark.js';
import { readProblem, wholeInputProblems } from './input/checks.js';
import { COLUMNS } from './input/columns.js';
import { DictCsvReader } from './input/csv-reader.js';
import { resolveInputs } from './input/options.js';
import { FIELD_SIZE_LIMIT } from './reference/csv.js';
import { fileSize } from './stations/builder.js';
import { rowErrorDiagnostic, type RowError } from './tasks/evaluate-row.js';
import { CellErrorSpots } from './tasks/located.js';

/**
 * The one row driver of TransitLM: the input files of a suite read in order as one stream of rows,
 * the shard, the progress, the file warnings and whole-file problems, the row errors and their
 * places in the file, the items file, the counts, and the suite that says it all, or the error
 * suite. The tasks plug in (RowTask): the row tasks evaluate rows as they are read (on worker
 * threads for large inputs, score-rows.ts), the general task holds them until an evaluator has
 * judged their batch (score-general.ts).
 */

/** Where a row is: its file (as shown; `path`, as read), the line where its record starts, its row number and item. */
export interface RowPlace {
  file: string;
  path: string;
  line: number;
  row: number;
  item: string;
}

/** A row as it is read, before it is counted. */
export interface ReadRow {
  row: number;
  line: number;
  item: string;
  /** A whole-file problem found in this row (the reference aborts here), or null. */
  abort: string | null;
  /** Outside the shard: not counted, not scored. */
  inShard: boolean;
  /** The first cell over the field size limit, by column name (null: unnamed), or false. */
  oversized: { field: string | null } | false;
}

/** What a task gives the driver. */
export interface RowTask<R extends ReadRow> {
  /** The rows of a file in file order, a batch at a time. `shown`: the file as diagnostics name it. */
  rows(reader: DictCsvReader, shown: string): AsyncIterable<R[]>;
  /**
   * Takes a row of the shard (counted in `total`): reports its error (RowRun.rowError) and finishes it
   * (RowRun.finish) now, or once it can (a promise to wait for before the next row, or later).
   */
  take(row: R, place: RowPlace): Promise<void> | void;
  /** Every file was read (not stopped, no whole-file problem): the rows still waiting are finished. */
  end?(): Promise<void>;
  /** What a missing column does to the rows (the whole-input diagnostic says it). */
  missingColumnEffect(column: string): string;
  /** The SHA-256 of an input when something else hashes it (a worker thread); else the reader does. */
  sha256?(file: string): Promise<string | null> | undefined;
  /** Bytes per read: small on this thread (a batch of rows then dies young), a batch per read for worker threads. */
  readonly chunkSize: number;
}

/** Rows counted against a total estimated from the bytes read so far (the row count is not known before the end). */
class RowProgress {
  private rowsRead = 0;
  private bytesBefore = 0;
  private finished = 0;
  private readonly inputBytes: number;

  constructor(
    private readonly ticker: Ticker,
    files: readonly string[],
  ) {
    this.inputBytes = files.reduce((sum, f) => sum + fileSize(f), 0);
  }

  /** `rows` more rows read, `bytesRead` of the current file so far. */
  read(rows: number, bytesRead: number): void {
    this.rowsRead += rows;
    const read = this.bytesBefore + bytesRead;
    if (read > 0) this.ticker.setTotal(Math.round((this.rowsRead * this.inputBytes) / read));
  }

  /** A file read to its end (or stopped) after `bytesRead` bytes. */
  fileRead(bytesRead: number): void {
    this.bytesBefore += bytesRead;
  }

  /** `rows` more rows done with (finished, or outside the shard); shown at the next tick. */
  done(rows: number): void {
    this.finished += rows;
  }

  tick(): void {
    if (this.finished === 0) return;
    this.ticker.tick(this.finished);
    this.finished = 0;
  }

  end(): void {
    this.ticker.done();
  }
}

/** The scoring of one suite's rows (see the top of this file). */
export class RowRun {
  readonly diagnostics = new Diagnostics();
  /** The output inputs scored, then what the task adds (its reference files). */
  readonly inputs: InputFile[] = [];
  /** The suite's input CSVs, once resolved. */
  files: string[] = [];
  /** Rows counted (in the shard). */
  total = 0;
  /** Rows that raised. */
  errors = 0;
  /** A whole-file problem stopped the rows (the suite is an error without counts). */
  failed = false;
  /** A whole-input problem: the counts stand, the suite is an error. */
  unusable = false;
  items: ItemsWriter | null = null;
  /** Row errors pointing into a cell, located in their files once the rows are counted. */
  private readonly spots = new CellErrorSpots();
  private progress: RowProgress | null = null;

  constructor(
    readonly config: SuiteConfig,
    readonly ctx: ScoreContext,
  ) {}

  /** Resolves the input CSVs; false (with the diagnostics) when they cannot be. */
  async resolve(input: string | string[] | undefined): Promise<boolean> {
    const resolved = await resolveInputs(input, this.ctx);
    if (!resolved.ok) {
      resolved.diagnostics.forEach((d) => this.diagnostics.add(d));
      return false;
    }
    this.files = resolved.value;
    return true;
  }

  /** The run was stopped (a signal, the deadline): the suite is dropped by the run. */
  get stopped(): boolean {
    return this.ctx.signal.aborted;
  }

  /** The suite as an error: no rounds, no metrics, no counts; the inputs read and the diagnostics. */
  errorSuite(): Suite {
    const suite = emptySuite({ ...this.config, benchmark: 'transitlm' }, 'error');
    return { ...suite, inputs: this.inputs, diagnostics: this.diagnostics.finish() };
  }

  /** The error suite of a whole-file problem, its row errors located in their files. */
  async failedSuite(): Promise<Suite> {
    const out = this.errorSuite();
    await this.spots.locate(out.diagnostics);
    return out;
  }

  /** The diagnostics of a scored suite, the row errors located in their files. */
  finishDiagnostics(): Promise<ReturnType<Diagnostics['finish']>> {
    return this.spots.locate(this.diagnostics.finish());
  }

  /**
   * Reads the files in order and hands each row of the shard to `task`, then lets it finish the
   * rows still waiting. Afterwards `stopped`, `failed` and `unusable` tell what the suite is.
   */
  async scoreFiles<R extends ReadRow>(task: RowTask<R>): Promise<void> {
    const { ctx } = this;
    this.items = openItemsWriter(ctx.sideFiles, this.config.id);
    // Rows done (counted or outside the shard), of a total estimated from the bytes read so far.
    const progress = new RowProgress(progressOf(ctx.log).start(this.config.id, null, 'rows'), this.files);
    this.progress = progress;
    try {
      for (const file of this.files) {
        await this.scoreFile(task, file);
        if (this.failed || this.stopped) break;
      }
      if (!this.failed && !this.stopped) await task.end?.();
    } finally {
      progress.end();
      // A run stopped by its signal drops this suite: no items file of a half-scored input.
      if (this.stopped) await this.items?.discard();
      else await this.items?.close();
    }
  }

  private async scoreFile<R extends ReadRow>(task: RowTask<R>, file: string): Promise<void> {
    const progress = this.progress!;
    const shown = displayPath(file);
    const hashed = task.sha256?.(file);
    const reader = new DictCsvReader(file, { chunkSize: task.chunkSize, sha256: hashed === undefined });
    let scored = 0;
    let rows = 0;
    for await (const batch of task.rows(reader, shown)) {
      if (this.stopped) break;
      for (const r of batch) {
        const place: RowPlace = { file: shown, path: file, line: r.line, row: r.row, item: r.item };
        if (r.abort !== null) {
          this.diagnostics.add({ code: 'invalid-req-type', ...at(place), field: COLUMNS.reqType, message: r.abort });
          this.failed = true;
          break;
        }
        rows += 1;
        if (!r.inShard) {
          progress.done(1);
          continue;
        }
        scored += 1;
        this.total += 1;
        if (r.oversized !== false) {
          const message = `a field is longer than ${FIELD_SIZE_LIMIT} characters; scored anyway (the reference aborts)`;
          const { field } = r.oversized;
          this.diagnostics.add({ severity: 'warning', code: 'oversized-cell', ...at(place), field, message });
        }
        const waiting = task.take(r, place);
        if (waiting !== undefined) await waiting;
      }
      await this.items?.drain();
      progress.tick();
      progress.read(batch.length, reader.bytesRead);
      if (this.failed) break;
    }
    if (this.stopped) return;
    progress.fileRead(reader.bytesRead);
    if (reader.bomStripped) {
      const message = 'a leading UTF-8 BOM was stripped (the reference would fail every row)';
      this.diagnostics.add({ severity: 'warning', code: 'bom-stripped', file: shown, line: 1, message });
    }
    if (reader.problem !== null) {
      this.diagnostics.add(readProblem(reader.problem, file, shown));
      this.failed = true;
    }
    if (this.failed) return;
    const problems = wholeInputProblems(reader.header, rows, shown, (column) => task.missingColumnEffect(column));
    problems.forEach((d) => this.diagnostics.add(d));
    if (problems.length > 0) this.unusable = true;
    this.inputs.push(await describeInput('output', file, scored, hashed === undefined ? reader.sha256 : await hashed));
  }

  /**
   * A row that raised: counted in `errors` and reported (code `code`, the error's by default),
   * located in its file when its cell is not JSON. A missing column was reported once, at the header.
   */
  rowError(place: RowPlace, error: RowError, code: string = error.code): void {
    this.errors += 1;
    if (error.code === 'missing-column') return;
    const d = this.diagnostics.add({ ...at(place), ...rowErrorDiagnostic(error), code });
    if (error.cell !== undefined) this.spots.remember(d, place.path, { ...error.cell, python: error.message });
  }

  /** A row done with: its notes reported, its item written with its detail and usage (a repeated id renamed, with a warning). */
  finish(
    place: RowPlace,
    notes: readonly DiagnosticInit[],
    rounds: ItemVerdicts,
    reason: string | null,
    extra: ItemExtra = {},
  ): void {
    for (const note of notes) this.diagnostics.add(note);
    this.progress?.done(1);
    if (this.items === null) return;
    const written = this.items.write(place.item, rounds, reason, place.line, extra);
    if (written === place.item) return;
    const message = `index_id ${JSON.stringify(place.item)} repeats: recorded as ${JSON.stringify(written)}`;
    this.diagnostics.add({ severity: 'warning', code: 'duplicate-id', ...at(place), item: written, message });
  }

  /** A row done with, without an item (its batch got no verdict). */
  unfinished(): void {
    this.progress?.done(1);
  }

  /** Shows the rows done since the last tick (a task that finishes rows later than they are read). */
  tick(): void {
    this.progress?.tick();
  }
}

/** A row's place as a diagnostic's location. */
function at(place: RowPlace): Pick<DiagnosticInit, 'file' | 'line' | 'row' | 'item'> {
  return { file: place.file, line: place.line, row: place.row, item: place.item };
}
