// The base branch's history from its results artifacts (docs/gate.md "History: where it
// comes from"): the results.json of the last N trusted runs of the workflow on the base branch,
// newest first, handed to selectHistory (src/gate/history.ts), which keeps the comparable ones.
//
// - Trust as for the baseline (runs.ts untrustedHistoryRun): successful push/schedule/workflow_dispatch
//   runs of this repository on the base branch, of the same workflow. Any other run is skipped
//   with a reason and nothing of it is requested.
// - Everything from an artifact or the cache is hostile: the zip within the artifact limits,
//   results.json at most MAX_HISTORY_DOCUMENT_BYTES, schema-validated, items files not used.
// - Requests: the base branch's run list is the one the baseline lookup read (BaseBranchRuns),
//   extended only as far as needed; a run's artifact is found with the API's `name` filter; lists
//   are conditional requests when answers are kept (src/github/conditional.ts); a run's results.json
//   is cached by run id and never fetched again; the baseline's is the one already read and checked.
// - History is an extra: nothing here fails the run. A rate limit cuts it short (`cutShort`).
import { lstat, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic.js';
import { diagnostic, formatDiagnostic } from '../core/diagnostics.js';
import { failure, success, type Result } from '../core/result.js';
import type { Logger } from '../core/logger.js';
import { selectHistory, type HistoryLoad, type HistoryRun } from '../gate/history.js';
import { historyLoadWords } from '../report/words.js';
import { readJsonFile } from '../json/read.js';
import type { ResultsDocument } from '../results/types.js';
import { downloadArtifact, findExtracted, type ArtifactLimits } from './artifacts.js';
import type { ApiError, GitHubClient, ResponseHeaders } from './client.js';
import { cachedDocumentPath } from './history-cache.js';
import { namedArtifacts, untrustedHistoryRun, type BaseBranchRuns, type Repo, type WorkflowRun } from './runs.js';

/** A results.json of a past run larger than this is not read (one is ~50 KB for five suites). */
export const MAX_HISTORY_DOCUMENT_BYTES = 16 * 1024 * 1024;
/** Requests left in the rate limit below which the history stops, keeping them for the comment. */
const HISTORY_RATE_RESERVE = 50;
/** Trusted runs looked at at most for a history of `limit` runs (some have another config, or no artifact). */
function maxHistoryCandidates(limit: number): number {
  return Math.max(2 * limit, limit + 10);
}

export interface HistoryQuery {
  repo: Repo;
  /** The successful runs of the triggering workflow on the base branch, as the baseline lookup read them. */
  runs: BaseBranchRuns;
  artifactName: string;
  /** Usable runs wanted (the `history` input / `gate.history`); 0: none, and no request is made. */
  limit: number;
  /** This run's document: selectHistory keeps the runs comparable with it. */
  current: ResultsDocument;
  /** The baseline run, already downloaded and checked: its document is used, not downloaded or read again. */
  baseline: { runId: number; doc: ResultsDocument; resultsFile: string } | null;
  limits?: Partial<ArtifactLimits>;
  /** Root of the cache (history-cache.ts historyCacheRoot). */
  cacheRoot: string;
  /** A directory for the extracted artifacts (each removed once read). */
  tempDir: string;
  log: Logger;
}

export interface ArtifactHistory {
  history: HistoryLoad;
  /** Why the lookup stopped before it was done (a rate limit, an API error), for a notice; null when it ran through. */
  cutShort: string | null;
}

/** Only run-level values are history: no items file of a past run is ever opened. */
function withoutItemsFiles(doc: ResultsDocument): ResultsDocument {
  return { ...doc, suites: doc.suites.map(({ itemsFile: _, ...suite }) => suite) };
}

/**
 * A results.json of a past run, checked like a downloaded one: a regular file, size-capped,
 * schema-valid; its items files are not used. A refusal is one diagnostic (code `history-document`)
 * whose message says why the run is left out.
 */
async function readHistoryDocument(file: string): Promise<Result<ResultsDocument>> {
  const refuse = (why: string) => failure(diagnostic({ code: 'history-document', file, message: why }));
  let size: number;
  try {
    const info = await lstat(file);
    if (!info.isFile()) return refuse('results.json is not a regular file');
    size = info.size;
  } catch (error) {
    return refuse(`results.json cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (size > MAX_HISTORY_DOCUMENT_BYTES)
    return refuse(`results.json is ${size} bytes, more than the ${MAX_HISTORY_DOCUMENT_BYTES} read for the history`);
  const read = await readJsonFile<ResultsDocument>(file, 'results');
  if (!read.ok)
    return refuse(`not a valid results document (${read.diagnostics.slice(0, 2).map(formatDiagnostic).join('; ')})`);
  return success(withoutItemsFiles(read.value));
}

/** Why a past run's results.json was refused (readHistoryDocument). */
function refusal(read: { diagnostics: readonly { message: string }[] }): string {
  return read.diagnostics[0]!.message;
}

/** Whether an answer says fewer than HISTORY_RATE_RESERVE requests are left. */
function reserveLow(headers: ResponseHeaders): boolean {
  const remaining = Number(headers['x-ratelimit-remaining'] ?? 'NaN');
  return Number.isFinite(remaining) && remaining < HISTORY_RATE_RESERVE;
}

type Fetched =
  | { kind: 'run'; run: HistoryRun; from: 'cache' | 'baseline' | 'download' }
  | { kind: 'skip'; why: string }
  | { kind: 'stop'; error: ApiError }
  | { kind: 'offline' };

function historyRun(run: WorkflowRun, doc: ResultsDocument): HistoryRun {
  return {
    id: String(run.id),
    sha: run.head_sha || null,
    createdAt: doc.run.createdAt,
    url: run.html_url.startsWith('https://') ? run.html_url : null,
    doc,
  };
}

/** The cached document of a run, or null (none, or one that no longer passes the checks: removed). */
async function fromCache(file: string, log: Logger): Promise<ResultsDocument | null> {
  try {
    await lstat(file);
  } catch {
    return null;
  }
  const read = await readHistoryDocument(file);
  if (read.ok) return read.value;
  log.warn(`history: the cached ${path.basename(file)} is not used: ${refusal(read)}`);
  await rm(file, { recursive: true, force: true }).catch(() => undefined);
  return null;
}

async function remember(file: string, from: string, log: Logger): Promise<void> {
  try {
    await writeFileAtomic(file, await readFile(from));
  } catch (error) {
    log.warn(
      `history: cannot cache ${path.basename(file)} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
    );
  }
}

/** One trusted run's document: from the baseline, the cache or its artifact. `offline`: no request may be made. */
/** `offline`: the listing was cut short, so no download; `reserve.low` is set when the rate limit runs low. */
interface FetchState {
  offline: boolean;
  reserve: { low: boolean };
}

async function fetchRun(
  client: GitHubClient,
  q: HistoryQuery,
  run: WorkflowRun,
  { offline, reserve }: FetchState,
): Promise<Fetched> {
  const cacheFile = cachedDocumentPath(q.cacheRoot, q.repo, q.artifactName, run.id);
  const cached = await fromCache(cacheFile, q.log);
  if (cached !== null) return { kind: 'run', run: historyRun(run, cached), from: 'cache' };
  if (q.baseline !== null && q.baseline.runId === run.id) {
    // Read and checked once, as the baseline; only its run-level values are history.
    const doc = withoutItemsFiles(q.baseline.doc);
    await remember(cacheFile, q.baseline.resultsFile, q.log);
    return { kind: 'run', run: historyRun(run, doc), from: 'baseline' };
  }
  if (offline) return { kind: 'offline' };
  const listed = await namedArtifacts(client, q.repo, run.id, q.artifactName);
  if (!listed.ok)
    return listed.error.rateLimited
      ? { kind: 'stop', error: listed.error }
      : {
          kind: 'skip',
          why: `its artifacts could not be listed (${listed.error.status === null ? 'no answer' : `HTTP ${listed.error.status}`})`,
        };
  if (reserveLow(listed.headers)) reserve.low = true;
  const artifact = listed.data.find((a) => !a.expired);
  if (artifact === undefined)
    return {
      kind: 'skip',
      why:
        listed.data.length > 0
          ? 'artifact expired (GitHub keeps artifacts 90 days by default)'
          : `no artifact "${q.artifactName}"`,
    };
  const dest = await mkdtemp(path.join(q.tempDir, `run-${run.id}-`));
  try {
    const dl = await downloadArtifact(client, { repo: q.repo, runId: run.id, artifact }, dest, { limits: q.limits });
    if (!dl.ok) {
      if (dl.error.rateLimited) return { kind: 'stop', error: dl.error };
      if (dl.error.status === 410)
        return { kind: 'skip', why: 'artifact expired (GitHub keeps artifacts 90 days by default)' };
      return {
        kind: 'skip',
        why:
          dl.error.status === null
            ? `artifact refused: ${dl.error.message}`
            : `artifact download failed (HTTP ${dl.error.status})`,
      };
    }
    const rel = findExtracted(dl.data.files, 'results.json');
    if (rel === null) return { kind: 'skip', why: 'the artifact holds no results.json' };
    const file = path.join(dest, ...rel.split('/'));
    const read = await readHistoryDocument(file);
    if (!read.ok) return { kind: 'skip', why: refusal(read) };
    await remember(cacheFile, file, q.log);
    return { kind: 'run', run: historyRun(run, read.value), from: 'download' };
  } finally {
    await rm(dest, { recursive: true, force: true }).catch(() => undefined);
  }
}

/**
 * The history of the base branch from the workflow's artifacts (see the file comment). Never
 * fails: API errors skip a run or, for the runs list and rate limits, cut the history short.
 */
export async function loadArtifactHistory(client: GitHubClient, q: HistoryQuery): Promise<ArtifactHistory> {
  const candidates: HistoryRun[] = [];
  const skipped: HistoryLoad['skipped'] = [];
  if (!(q.limit > 0)) return { history: { runs: [], skipped }, cutShort: null };
  const maxCandidates = maxHistoryCandidates(q.limit);
  const where = { repo: q.repo, workflowId: q.runs.workflowId, baseBranch: q.runs.branch };
  const reserve = { low: reserveLow(q.runs.lastHeaders) };
  let looked = 0;
  const from = { cache: 0, baseline: 0, download: 0 };
  let notFetched = 0;
  let cutShort: string | null = null;
  const enough = () => selectHistory(q.current, candidates, q.limit).runs.length >= q.limit || looked >= maxCandidates;
  const stopFor = (error: ApiError) =>
    error.rateLimited
      ? `the API rate limit was reached (${error.message}); the history was cut short, the baseline still gates`
      : `the history could not be listed (${error.message})`;
  // The runs the baseline lookup read first, then more pages only while more are needed.
  for (let i = 0; !enough(); i++) {
    if (i >= q.runs.runs.length) {
      if (cutShort !== null || !q.runs.more) break;
      const page = await q.runs.next(client);
      if (!page.ok) {
        cutShort = stopFor(page.error);
        break;
      }
      if (reserveLow(page.headers)) reserve.low = true;
      if (i >= q.runs.runs.length) continue;
    }
    const run = q.runs.runs[i]!;
    const untrusted = untrustedHistoryRun(run, where);
    if (untrusted !== null) {
      skipped.push({ id: String(run.id), why: untrusted });
      continue;
    }
    looked += 1;
    if (cutShort === null && reserve.low)
      cutShort = `fewer than ${HISTORY_RATE_RESERVE} API requests are left in the rate limit; the history was cut short to keep them for the comment`;
    const got = await fetchRun(client, q, run, { offline: cutShort !== null, reserve });
    if (got.kind === 'run') {
      candidates.push(got.run);
      from[got.from] += 1;
    } else if (got.kind === 'skip') skipped.push({ id: String(run.id), why: got.why });
    else if (got.kind === 'offline') notFetched += 1;
    else {
      cutShort = stopFor(got.error);
      notFetched += 1;
    }
  }
  const selected = selectHistory(q.current, candidates, q.limit);
  const history: HistoryLoad = { runs: selected.runs, skipped: [...skipped, ...selected.skipped] };
  if (cutShort !== null && notFetched > 0) cutShort += ` (${notFetched} run${notFetched === 1 ? '' : 's'} not fetched)`;
  q.log.info(
    `history: ${historyLoadWords(history)} of the last ${q.limit} wanted, from ${looked} trusted run(s) on ${q.runs.branch} (${from.cache} from the cache, ${from.download} downloaded${from.baseline > 0 ? ", 1 the baseline run's" : ''})`,
  );
  for (const s of history.skipped) q.log.info(`history: run ${s.id} skipped: ${s.why}`);
  return { history, cutShort };
}
