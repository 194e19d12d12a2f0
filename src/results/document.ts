import { execFileSync } from 'node:child_process';
import { writeFileAtomic } from '../core/atomic.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/package.js';
import { validateValue } from '../schemas/registry.js';
import type { ResultsDocument, Shard, Suite } from './types.js';

/** createdAt: SOURCE_DATE_EPOCH when set (reproducible builds convention), else now, to the second. */
export function createdAt(env: Readonly<Record<string, string | undefined>>): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  const ms = epoch !== undefined && /^\d+$/.test(epoch.trim()) ? Number(epoch.trim()) * 1000 : Date.now();
  return new Date(ms - (ms % 1000)).toISOString().replace('.000Z', 'Z');
}

/** GITHUB_SHA, else `git rev-parse HEAD` in cwd, else null. */
export function currentCommit(env: Readonly<Record<string, string | undefined>>, cwd: string): string | null {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * A results document. `incomplete`: the run did not finish (yet): the suites not done and, once
 * it has stopped, why (results.md "Nothing computed is lost").
 */
export function createDocument(
  suites: Suite[],
  opts: {
    configHash: string;
    shard: Shard | null;
    env: Readonly<Record<string, string | undefined>>;
    cwd: string;
    incomplete?: { pending: string[]; stopReason: string | null } | null;
  },
): ResultsDocument {
  const run: ResultsDocument['run'] = { createdAt: createdAt(opts.env), commit: currentCommit(opts.env, opts.cwd), configHash: opts.configHash, shard: opts.shard };
  if (opts.incomplete) {
    run.incomplete = true;
    run.pending = opts.incomplete.pending;
    if (opts.incomplete.stopReason !== null) run.stopReason = opts.incomplete.stopReason;
  }
  return { schemaVersion: 1, tool: { name: TOOL_NAME, version: TOOL_VERSION }, run, verdict: null, suites };
}

/** The document as written: 2-space JSON plus a newline. Refuses (as a bug) anything off-schema. */
export function serializeDocument(doc: ResultsDocument): string {
  const problems = validateValue('results', doc);
  if (problems.length > 0) {
    throw new Error(`internal error: results document does not match its schema: ${problems.slice(0, 5).map((p) => `${p.pointer} ${p.message}`).join('; ')}`);
  }
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Writes the document atomically (a temporary file renamed into place). */
export async function writeDocument(doc: ResultsDocument, file: string): Promise<void> {
  await writeFileAtomic(file, serializeDocument(doc));
}
