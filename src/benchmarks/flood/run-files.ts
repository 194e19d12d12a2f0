// The files one simulation run writes (audit logs, items file, `--record` file), and what an
// existing record file allows the run to do. A record holds paid-for work: it is checked before
// anything is written, a run that refuses leaves it byte for byte as it was, and a resumed run
// that stops early keeps every attempt the old file held (docs/flood.md "--resume").
import { existsSync } from 'node:fs';
import type { Logger } from '../../core/logger.js';
import { diagnostic } from '../../core/diagnostics.js';
import { failure, success, type Result } from '../../core/result.js';
import { ioDiagnostic } from '../../json/read.js';
import { displayPath } from '../../results/inputs.js';
import type { ItemsWriter } from '../../results/items.js';
import type { Diagnostic } from '../../results/types.js';
import { JsonlWriter } from './jsonl.js';
import { recordKey, type AttemptRecord } from './providers/record.js';
import { loadReplay, RecordReader, type ReplayFile } from './providers/replay.js';
import { settingsDifferences, type RecordHeader, type RecordSettings } from './providers/settings.js';

/** What is said of the answers a record holds: `openai model "m"`, `rule`. */
function origin(header: RecordHeader | null): string {
  if (header === null) return 'of an earlier bench-check, without a settings line';
  const s = header.settings;
  return `of provider ${s.provider}${s.model === undefined ? '' : ` model ${JSON.stringify(s.model)}`}`;
}

/**
 * What the record file at `file` lets this run do, before anything is written: null to write it
 * anew (it does not exist, holds no attempt, or holds answers this run gives again: the `rule`
 * provider's, or a non-live run's of the same settings), the old record to go on from
 * (`resume`, same settings), or a refusal that leaves it untouched.
 */
export async function planRecord(
  file: string,
  settings: RecordSettings,
  opts: { resume: boolean; live: boolean },
  log: Logger,
): Promise<Result<ReplayFile | null>> {
  const shown = displayPath(file);
  const fresh = (why: string) => {
    if (opts.resume) log.info(`flood: --resume: ${shown} ${why}, so every attempt is asked`);
    return success(null);
  };
  if (!existsSync(file)) return fresh('does not exist yet');
  const loaded = await loadReplay(file);
  if (!loaded.ok) {
    if (loaded.diagnostics.every((d) => d.code === 'empty-file')) return fresh('holds no attempt yet');
    const refusal = diagnostic({
      code: 'record-unusable',
      file: shown,
      message: `the record file exists and cannot be read as one (below); it is left as it is: name another --record file, or remove it`,
    });
    return { ok: false, diagnostics: [refusal, ...loaded.diagnostics.slice(0, 3)] };
  }
  const old = loaded.value;
  const differences = old.header === null ? null : settingsDifferences(old.header.settings, settings);
  const kept = `it is left as it is`;
  if (opts.resume) {
    if (differences === null) {
      return failure(
        diagnostic({
          code: 'resume-mismatch',
          file: shown,
          message: `the record file has no settings line (written by an earlier bench-check): which model and scenario answered cannot be checked, so it is not resumed; ${kept}: remove it, or name another --record file, to start anew`,
        }),
      );
    }
    if (differences.length > 0) {
      return failure(
        diagnostic({
          code: 'resume-mismatch',
          file: shown,
          message: `the record file was made with other settings (${differences.join('; ')}), so it is not resumed; ${kept}: run with its settings to go on from it, or remove it (or name another --record file) to start anew`,
        }),
      );
    }
    return success(old);
  }
  if (old.header !== null && (old.header.settings.provider === 'rule' || (!opts.live && differences!.length === 0)))
    return success(null);
  const how = opts.live
    ? 'pass --resume to go on from it (asking only for the rest), or remove it (or name another --record file) to record anew'
    : 'remove it, or name another --record file';
  return failure(
    diagnostic({
      code: 'record-exists',
      file: shown,
      message: `the record file already holds ${old.lines} recorded attempts ${origin(old.header)}; it is not overwritten: ${how}`,
    }),
  );
}

/** Where a run writes; null: that file is not written. */
export interface RunFilePaths {
  audit: { skill: string; institution: string } | null;
  record: string | null;
  items: ItemsWriter | null;
}

/** Audit logs, items file and record file of one run; every write problem is reported, not thrown. */
export class RunFiles {
  /** Keys of the attempts written, when a resumed run may have to carry the old record's others over. */
  private readonly written = new Set<string>();
  private recorded = 0;

  private constructor(
    readonly skill: JsonlWriter | null,
    readonly institution: JsonlWriter | null,
    readonly record: JsonlWriter | null,
    readonly items: ItemsWriter | null,
    private readonly old: { file: ReplayFile; reader: RecordReader } | null,
  ) {}

  /** Opens the writers (each to a temporary file); the record starts with its settings line. */
  static async open(paths: RunFilePaths, header: RecordHeader, resumeFrom: ReplayFile | null): Promise<RunFiles> {
    const record = paths.record === null ? null : new JsonlWriter(paths.record);
    await record?.write(header);
    let old: { file: ReplayFile; reader: RecordReader } | null = null;
    if (resumeFrom !== null) {
      // Open now: the old file must be read even after the new one is renamed over its path.
      old = { file: resumeFrom, reader: new RecordReader(resumeFrom) };
      old.reader.open();
    }
    return new RunFiles(
      paths.audit === null ? null : new JsonlWriter(paths.audit.skill),
      paths.audit === null ? null : new JsonlWriter(paths.audit.institution),
      record,
      paths.items,
      old,
    );
  }

  async attempt(r: AttemptRecord): Promise<void> {
    if (this.record === null) return;
    if (this.old !== null) this.written.add(recordKey(r.year, r.role, r.agentId, r.attempt));
    this.recorded += 1;
    await this.record.write(r);
  }

  /** Attempts in the record file (those carried over from the old one included). */
  get attempts(): number {
    return this.recorded;
  }

  /** The run finished: every file is renamed into place. */
  async close(): Promise<Diagnostic[]> {
    const problems: Diagnostic[] = [];
    for (const writer of [this.skill, this.institution, this.record]) {
      const error = writer === null ? null : await writer.close();
      if (error !== null && writer !== null) problems.push(ioDiagnostic(writer.file, error));
    }
    await this.items?.close();
    await this.old?.reader.close();
    return problems;
  }

  /**
   * The run ended early (signal, deadline, a provider that stopped answering): the record file keeps
   * every attempt made so far (the input of `--resume`) and, for a resumed run, every attempt of the
   * old record it did not ask again; the audit logs and the items file of an unfinished run are dropped.
   */
  async stop(): Promise<Diagnostic[]> {
    if (this.record !== null && this.old !== null) {
      for (const [key, stored] of this.old.file.records) {
        if (this.written.has(key)) continue;
        await this.record.writeLine(await this.old.reader.line(stored));
        this.recorded += 1;
      }
    }
    await this.old?.reader.close();
    const error = this.record === null ? null : await this.record.close();
    for (const writer of [this.skill, this.institution]) await writer?.discard();
    await this.items?.discard();
    return error !== null && this.record !== null ? [ioDiagnostic(this.record.file, error)] : [];
  }

  /** The run refused to go on (its record answers other questions): nothing is written, the old files stay. */
  async discard(): Promise<void> {
    await this.old?.reader.close();
    for (const writer of [this.skill, this.institution, this.record]) await writer?.discard();
    await this.items?.discard();
  }
}
