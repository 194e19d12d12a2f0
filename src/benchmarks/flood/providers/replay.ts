// The `replay` provider: answers from a JSONL file of recorded attempts, keyed by
// (year, role, agentId, attempt). A malformed line or a duplicate key makes the suite an error.
import type { Result } from '../../../core/result.js';
import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { diagnostic } from '../../../core/diagnostics.js';
import { checkJsonText, ioDiagnostic } from '../../../json/read.js';
import { displayPath } from '../../../results/inputs.js';
import type { Diagnostic } from '../../../results/types.js';
import { validatorFor } from '../../../schemas/registry.js';
import { isProviderErrorReason, NO_RESPONSE } from '../parse.js';
import type { Reply } from '../types.js';
import { recordKey, type AttemptRecord } from './record.js';
import type { RecordHeader } from './settings.js';
import type { Answer, HouseholdAsk, InstitutionAsk, Provider, Role } from './types.js';

/** Where a record is in the file; its text is read back only when it is asked for. */
export interface StoredRecord {
  line: number;
  offset: number;
  length: number;
  contextHash: string | undefined;
  /** Recorded as a provider error (the model was never heard): `--resume` asks it again. */
  providerError: boolean;
}

export interface ReplayFile {
  file: string;
  shown: string;
  /** In file order. */
  records: Map<string, StoredRecord>;
  /** Attempt records (non-empty lines other than the settings line). */
  lines: number;
  /** The settings line (the first line of a record file written since it has one); null: none. */
  header: RecordHeader | null;
}

const MAX_REPLAY_ERRORS = 100;
const NEWLINE = 0x0a;

/** The file's lines with their byte offsets (a record's text is not kept in memory). */
async function* linesWithOffsets(file: string): AsyncGenerator<{ bytes: Buffer; offset: number }> {
  let pending: Buffer[] = [];
  let offset = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let nl = chunk.indexOf(NEWLINE, start); nl !== -1; nl = chunk.indexOf(NEWLINE, start)) {
      const piece = chunk.subarray(start, nl);
      const bytes = pending.length > 0 ? Buffer.concat([...pending, piece]) : piece;
      pending = [];
      yield { bytes, offset };
      offset += bytes.length + 1;
      start = nl + 1;
    }
    if (start < chunk.length) pending.push(chunk.subarray(start));
  }
  if (pending.length > 0) yield { bytes: Buffer.concat(pending), offset };
}

function decodeLine(bytes: Buffer, first: boolean): string {
  let text = bytes.toString('utf8');
  if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  return text.endsWith('\r') ? text.slice(0, -1) : text;
}

/** Read and check every line; any malformed line or duplicate key is an error naming its line. */
export async function loadReplay(file: string): Promise<Result<ReplayFile>> {
  const shown = displayPath(file);
  const validate = validatorFor('flood-replay-record');
  const records = new Map<string, StoredRecord>();
  const errors: Diagnostic[] = [];
  let lineNo = 0;
  let lines = 0;
  let header: RecordHeader | null = null;
  let seen = 0;
  const fail = (d: Diagnostic) => {
    if (errors.length < MAX_REPLAY_ERRORS) errors.push(d);
  };
  try {
    for await (const { bytes, offset } of linesWithOffsets(file)) {
      lineNo += 1;
      const text = decodeLine(bytes, lineNo === 1);
      if (text.trim() === '') continue;
      seen += 1;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      if (value === undefined || !validate(value)) {
        const checked = checkJsonText(text, shown, validate, lineNo - 1);
        for (const d of checked.ok ? [] : checked.diagnostics) fail({ ...d, code: 'replay', row: seen });
        continue;
      }
      if ('settings' in (value as object)) {
        if (seen === 1) header = value as RecordHeader;
        else
          fail(
            diagnostic({
              code: 'replay',
              file: shown,
              line: lineNo,
              row: seen,
              message: 'a settings line is allowed only as the first line of the file',
            }),
          );
        continue;
      }
      lines += 1;
      const r = value as AttemptRecord;
      const key = recordKey(r.year, r.role, r.agentId, r.attempt);
      const first = records.get(key);
      if (first !== undefined) {
        fail(
          diagnostic({
            code: 'replay',
            file: shown,
            line: lineNo,
            row: seen,
            message: `duplicate record for year ${r.year}, ${r.role} ${JSON.stringify(r.agentId)}, attempt ${r.attempt} (first on line ${first.line})`,
          }),
        );
        continue;
      }
      records.set(key, {
        line: lineNo,
        offset,
        length: bytes.length,
        contextHash: r.contextHash,
        providerError: r.error !== undefined && isProviderErrorReason(r.error),
      });
    }
  } catch (error) {
    return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
  }
  if (errors.length > 0) return { ok: false, diagnostics: errors };
  if (lines === 0)
    return {
      ok: false,
      diagnostics: [diagnostic({ code: 'empty-file', file: shown, message: 'the replay file has no records' })],
    };
  return { ok: true, value: { file, shown, records, lines, header } };
}

/** Reads checked records back by offset from an open file. */
export class RecordReader {
  private handle: Promise<FileHandle> | null = null;

  constructor(private readonly replay: ReplayFile) {}

  /** Opens the file now (a later rename over the path, e.g. a --record rewrite, does not change what is read). */
  open(): void {
    this.handle ??= open(this.replay.file, 'r');
  }

  /** The record's line as written (without its line end). */
  async line(record: StoredRecord): Promise<string> {
    this.handle ??= open(this.replay.file, 'r');
    const buffer = Buffer.alloc(record.length);
    await (await this.handle).read(buffer, 0, record.length, record.offset);
    return decodeLine(buffer, record.offset === 0);
  }

  async reply(record: StoredRecord | undefined): Promise<Reply> {
    if (record === undefined) return { kind: 'failure', reason: NO_RESPONSE };
    const r = JSON.parse(await this.line(record)) as AttemptRecord;
    if (r.error !== undefined) return { kind: 'failure', reason: r.error };
    return { kind: 'text', text: r.text ?? '' };
  }

  async close(): Promise<void> {
    if (this.handle !== null) await (await this.handle).close();
    this.handle = null;
  }
}

export function createReplayProvider(replay: ReplayFile): Provider {
  const warnings: Diagnostic[] = [];
  const reader = new RecordReader(replay);
  let asked = 0;
  let answered = 0;
  const get = (year: number, role: Role, agentId: string, attempt: number) => {
    const record = replay.records.get(recordKey(year, role, agentId, attempt));
    asked += 1;
    if (record !== undefined) answered += 1;
    return record;
  };
  return {
    name: 'replay',
    concurrency: 1,
    async askHousehold(ask: HouseholdAsk): Promise<Answer> {
      const record = get(ask.year, 'household', ask.agentId, ask.attempt);
      if (record?.contextHash !== undefined && record.contextHash !== ask.contextHash) {
        warnings.push(
          diagnostic({
            severity: 'warning',
            code: 'replay-context-mismatch',
            file: replay.shown,
            line: record.line,
            item: `${ask.year}/${ask.agentId}`,
            message: `recorded contextHash ${record.contextHash} differs from the current ${ask.contextHash} (attempt ${ask.attempt})`,
          }),
        );
      }
      return { reply: await reader.reply(record) };
    },
    async askInstitution(ask: InstitutionAsk): Promise<Answer> {
      return { reply: await reader.reply(get(ask.year, ask.role, ask.role, 1)) };
    },
    mayReask: (year, agentId, next) => replay.records.has(recordKey(year, 'household', agentId, next)),
    warnings: () => warnings,
    inputProblems: () =>
      asked > 0 && answered === 0
        ? [
            diagnostic({
              code: 'replay-mismatch',
              file: replay.shown,
              message: `none of the ${replay.records.size} records matches a question of this scenario (year, role, agent id, attempt): was the file recorded with another scenario?`,
            }),
          ]
        : [],
    close: () => reader.close(),
  };
}
