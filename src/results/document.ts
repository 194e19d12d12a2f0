import { writeFileAtomic } from '../core/atomic.js';
import { gitHead } from '../core/git.js';
import { TOOL_NAME, TOOL_VERSION } from '../core/package.js';
import { validateValue, type SchemaViolation } from '../schemas/registry.js';
import type { ResultsDocument, Shard, Suite } from './types.js';

/** createdAt: SOURCE_DATE_EPOCH when set (reproducible builds convention), else now, to the second. */
function createdAt(env: Readonly<Record<string, string | undefined>>): string {
  const epoch = env.SOURCE_DATE_EPOCH;
  const ms = epoch !== undefined && /^\d+$/.test(epoch.trim()) ? Number(epoch.trim()) * 1000 : Date.now();
  return new Date(ms - (ms % 1000)).toISOString().replace('.000Z', 'Z');
}

/** GITHUB_SHA, else `git rev-parse HEAD` in cwd, else null. */
export function currentCommit(env: Readonly<Record<string, string | undefined>>, cwd: string): string | null {
  return env.GITHUB_SHA ? env.GITHUB_SHA : gitHead(cwd);
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
    /** The commit scored (currentCommit), read once per run: the documents of one run name the same one. */
    commit: string | null;
    incomplete?: { pending: string[]; stopReason: string | null } | null;
  },
): ResultsDocument {
  const run: ResultsDocument['run'] = {
    createdAt: createdAt(opts.env),
    commit: opts.commit,
    configHash: opts.configHash,
    shard: opts.shard,
  };
  if (opts.incomplete) {
    run.incomplete = true;
    run.pending = opts.incomplete.pending;
    if (opts.incomplete.stopReason !== null) run.stopReason = opts.incomplete.stopReason;
  }
  return {
    schemaVersion: 1,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    run,
    verdict: ungatedVerdict(suites),
    suites,
  };
}

/** Whether the document holds no suite it scored (none at all, or only suites skipped as another shard's): "no suite was scored". */
export function scoredNothing(doc: Pick<ResultsDocument, 'suites'>): boolean {
  return !doc.suites.some((s) => s.status !== 'skipped');
}

/**
 * The verdict of a document no gate has judged: `error` when a suite could not be scored or there
 * is no suite at all (a run that measured nothing never passes), else null (no verdict yet).
 */
export function ungatedVerdict(suites: readonly Suite[]): 'error' | null {
  return suites.length === 0 || suites.some((s) => s.status === 'error') ? 'error' : null;
}

/**
 * What the results schema says against one suite, pointers relative to the suite (`/details/…`):
 * a scorer that let a value through that the document cannot hold (a non-finite number, details
 * outside its benchmark's schema). Empty when the suite fits.
 */
export function suiteViolations(suite: Suite): SchemaViolation[] {
  const alone = {
    schemaVersion: 1,
    tool: { name: TOOL_NAME, version: TOOL_VERSION },
    run: { createdAt: '1970-01-01T00:00:00Z', commit: null, configHash: `sha256:${'0'.repeat(64)}`, shard: null },
    verdict: null,
    suites: [suite],
  };
  return validateValue('results', alone).map((v) => ({ ...v, pointer: v.pointer.replace(/^\/suites\/0/, '') }));
}

/** The document as written: 2-space JSON plus a newline. Refuses (as a bug) anything off-schema. */
export function serializeDocument(doc: ResultsDocument): string {
  const problems = validateValue('results', doc);
  if (problems.length > 0) {
    throw new Error(
      `internal error: results document does not match its schema: ${problems
        .slice(0, 5)
        .map((p) => `${p.pointer} ${p.message}`)
        .join('; ')}`,
    );
  }
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Writes the document atomically (a temporary file renamed into place). */
export async function writeDocument(doc: ResultsDocument, file: string): Promise<void> {
  await writeFileAtomic(file, serializeDocument(doc));
}

/** Per suites array: its suites by id (the first of an id, as `find` would give) and the length it was built for. */
const INDEXES = new WeakMap<readonly Suite[], { length: number; byId: Map<string, Suite> }>();

/**
 * A document's suites by id, built once per suites array (and again if the array grew): the gate
 * and the reports look suites up by id for every suite, so a scan each time would be quadratic
 * (10 000 suites would take minutes).
 */
export function suitesById(doc: Pick<ResultsDocument, 'suites'>): ReadonlyMap<string, Suite> {
  const known = INDEXES.get(doc.suites);
  if (known?.length === doc.suites.length) return known.byId;
  const byId = new Map<string, Suite>();
  for (const s of doc.suites) if (!byId.has(s.id)) byId.set(s.id, s);
  INDEXES.set(doc.suites, { length: doc.suites.length, byId });
  return byId;
}
