// `--resume`: a live run that goes on from the `--record` file of an interrupted one. Attempts the
// file holds are answered from it (the same replies, so the same decisions and draws); the rest,
// and attempts recorded as provider errors (the model was never heard), are asked live. The
// record file is then written whole again, so a resumed run gives the document and files an
// uninterrupted run gives with the same responses.
import { diagnostic } from '../../../core/diagnostics.js';
import { recordKey } from './record.js';
import { RecordReader, type ReplayFile } from './replay.js';
import type { Answer, HouseholdAsk, InstitutionAsk, Provider, Role } from './types.js';

export interface ResumeStats {
  /** Recorded answers the record file holds (attempts other than provider errors): what may be replayed. */
  recorded: number;
  /** Attempts answered from the record file. */
  replayed: number;
  /** Attempts sent to the live provider. */
  asked: number;
}

export function createResumeProvider(recorded: ReplayFile, live: Provider): Provider & { stats: ResumeStats } {
  const reader = new RecordReader(recorded);
  reader.open();
  const stats: ResumeStats = {
    recorded: [...recorded.records.values()].filter((r) => !r.providerError).length,
    replayed: 0,
    asked: 0,
  };
  const fromRecord = async (
    year: number,
    role: Role,
    agentId: string,
    attempt: number,
    contextHash: string | null,
  ): Promise<Answer | null> => {
    const record = recorded.records.get(recordKey(year, role, agentId, attempt));
    if (record === undefined) return null;
    if (contextHash !== null && record.contextHash !== undefined && record.contextHash !== contextHash) {
      return {
        fatal: diagnostic({
          code: 'resume-mismatch',
          file: recorded.shown,
          line: record.line,
          message: `the record file answers another question (year ${year}, ${agentId}: contextHash ${record.contextHash}, now ${contextHash}); it is left as it is: remove it, or name another --record file, to start anew`,
        }),
      };
    }
    if (record.providerError) return null;
    stats.replayed += 1;
    return { reply: await reader.reply(record) };
  };
  const counted = (answer: Promise<Answer>) => {
    stats.asked += 1;
    return answer;
  };
  return {
    name: live.name,
    concurrency: live.concurrency,
    stats,
    async askHousehold(ask: HouseholdAsk): Promise<Answer> {
      return (
        (await fromRecord(ask.year, 'household', ask.agentId, ask.attempt, ask.contextHash)) ??
        counted(live.askHousehold(ask))
      );
    },
    async askInstitution(ask: InstitutionAsk): Promise<Answer> {
      return (await fromRecord(ask.year, ask.role, ask.role, 1, null)) ?? counted(live.askInstitution(ask));
    },
    mayReask: (year, agentId, next) => live.mayReask(year, agentId, next),
    warnings: () => live.warnings(),
    // Only what was asked in this run: replayed attempts cost nothing.
    ...(live.usage === undefined ? {} : { usage: () => live.usage!() }),
    async close() {
      await reader.close();
      await live.close?.();
    },
  };
}
