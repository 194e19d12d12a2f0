// The record/replay line: one provider attempt. `--record` writes these in execution order so a
// replay of the file reproduces the run bit for bit.
import type { Reply } from '../types.js';
import type { Role } from './types.js';

/** Keys in this order on disk. `text` is null only with `error`. */
export interface AttemptRecord {
  year: number;
  agentId: string;
  role: Role;
  attempt: number;
  text: string | null;
  error?: string;
  contextHash?: string;
}

/** Which attempt a record is: the decision (year, role, agent) and its attempt number (from 1). */
export type AttemptKey = Pick<AttemptRecord, 'year' | 'role' | 'agentId' | 'attempt'>;

export function attemptRecord(key: AttemptKey, reply: Reply, contextHash?: string): AttemptRecord {
  const { year, role, agentId, attempt } = key;
  const record: AttemptRecord = { year, agentId, role, attempt, text: reply.kind === 'text' ? reply.text : null };
  if (reply.kind === 'failure') record.error = reply.reason;
  if (contextHash !== undefined) record.contextHash = contextHash;
  return record;
}

export function recordKey(year: number, role: Role, agentId: string, attempt: number): string {
  return `${year}\u0000${role}\u0000${agentId}\u0000${attempt}`;
}
