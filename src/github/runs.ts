// Workflow runs and their artifacts as bench-check reads them (the fields it uses, typed from
// @octokit/openapi-types), the trust rule for base-branch runs (gate.md "Threat model"), and the
// base branch's run list that the baseline lookup and the history share (one lookup per job).
import type { components } from '@octokit/openapi-types';
import type { ApiResult, GitHubClient, ResponseHeaders } from './client.js';
import type { ListCache } from './conditional.js';

export interface Repo {
  owner: string;
  repo: string;
}

type ApiRun = components['schemas']['workflow-run'];
type ApiArtifact = components['schemas']['artifact'];

/** The fields of a workflow run bench-check reads (ids as numbers: a run id names a cache file). */
export interface WorkflowRun extends Pick<
  ApiRun,
  'head_sha' | 'head_branch' | 'html_url' | 'created_at' | 'conclusion' | 'event'
> {
  id: number;
  workflow_id: number;
  /** The repository the run's head commit is in (a fork's for a fork PR's run). */
  head_repository: { full_name: string } | null;
}

/** The fields of an artifact bench-check reads. */
export interface Artifact extends Pick<ApiArtifact, 'name' | 'expired'> {
  id: number;
  size_in_bytes: number;
}

/** Runs this repository triggered itself; a `pull_request` run (a fork may change the workflow and upload anything) never is. */
export const TRUSTED_BASELINE_EVENTS: ReadonlySet<string> = new Set(['push', 'schedule', 'workflow_dispatch']);

/** Whether a run may give the baseline: a trusted event, and the head in this repository (gate.md "Threat model"). */
export function isTrustedBaselineRun(run: WorkflowRun, repo: Repo): boolean {
  return (
    TRUSTED_BASELINE_EVENTS.has(run.event) &&
    (run.head_repository?.full_name ?? '').toLowerCase() === `${repo.owner}/${repo.repo}`.toLowerCase()
  );
}

/** Why a run listed for the base branch is not part of its history, or null when it may be. */
export function untrustedHistoryRun(
  run: WorkflowRun,
  q: { repo: Repo; workflowId: number | string; baseBranch: string },
): string | null {
  if (!TRUSTED_BASELINE_EVENTS.has(run.event))
    return `a ${run.event || 'unknown'} run: only push, schedule and workflow_dispatch runs of this repository are trusted`;
  if (!isTrustedBaselineRun(run, q.repo)) return 'a run from another repository (a fork): not trusted';
  if (run.conclusion !== null && run.conclusion !== 'success') return `not successful (${run.conclusion})`;
  if (run.head_branch !== q.baseBranch) return `not on ${q.baseBranch}`;
  if (typeof q.workflowId === 'number' && run.workflow_id !== q.workflowId) return 'another workflow';
  return null;
}

/** A positive whole run or artifact id (an id names a cache file). */
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isStr = (v: unknown): v is string => typeof v === 'string';

/** The fields of a workflow run this program reads, or null when the answer (or a stored one) does not have them. */
function slimRun(v: unknown): WorkflowRun | null {
  const r = v as Partial<Record<keyof WorkflowRun, unknown>> | null;
  if (typeof r !== 'object' || r === null || !isId(r.id) || !isStr(r.head_sha) || !isStr(r.created_at)) return null;
  const head = r.head_repository as { full_name?: unknown } | null | undefined;
  return {
    id: r.id,
    head_sha: r.head_sha,
    head_branch: isStr(r.head_branch) ? r.head_branch : null,
    html_url: isStr(r.html_url) ? r.html_url : '',
    created_at: r.created_at,
    conclusion: isStr(r.conclusion) ? r.conclusion : null,
    workflow_id: typeof r.workflow_id === 'number' ? r.workflow_id : -1,
    event: isStr(r.event) ? r.event : '',
    head_repository: { full_name: isStr(head?.full_name) ? head.full_name : '' },
  };
}

/** The fields of an artifact this program reads, or null. */
function slimArtifact(v: unknown): Artifact | null {
  const a = v as Partial<Record<keyof Artifact, unknown>> | null;
  if (typeof a !== 'object' || a === null || !isId(a.id) || !isStr(a.name)) return null;
  return {
    id: a.id,
    name: a.name,
    expired: a.expired === true,
    size_in_bytes: typeof a.size_in_bytes === 'number' && a.size_in_bytes >= 0 ? a.size_in_bytes : 0,
  };
}

/** The run and artifact lists kept in `folder` for conditional requests (src/github/conditional.ts). */
export function runListCache(folder: string): ListCache {
  return {
    folder,
    lists: [
      { path: /^\/repos\/[^/]+\/[^/]+\/actions\/workflows\/[^/]+\/runs$/, key: 'workflow_runs', slim: slimRun },
      { path: /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/\d+\/artifacts$/, key: 'artifacts', slim: slimArtifact },
    ],
  };
}

/**
 * The artifacts of a run named `name` (the API's `name` filter: one short answer however many
 * artifacts the run has), the unexpired one first.
 */
export async function namedArtifacts(
  client: GitHubClient,
  repo: Repo,
  runId: number,
  name: string,
): Promise<ApiResult<Artifact[]>> {
  const listed = await client.list(
    'actions: read',
    (o) =>
      o.paginate.iterator(o.rest.actions.listWorkflowRunArtifacts, { ...repo, run_id: runId, name, per_page: 100 }),
    { maxPages: 3 },
  );
  if (!listed.ok) return listed;
  // The filter is the server's; the name is checked here again, as everything from the API is.
  const named = listed.data.map(slimArtifact).filter((a): a is Artifact => a !== null && a.name === name);
  return { ...listed, data: [...named.filter((a) => !a.expired), ...named.filter((a) => a.expired)] };
}

/** Pages of 100 runs read at most, for the baseline and the history together. */
const MAX_RUN_PAGES = 3;
const PER_PAGE = 100;

/**
 * The successful runs of one workflow on the base branch, as the API lists them (newest first),
 * read a page at a time when asked and kept: the baseline lookup and the history read the same
 * pages, so none is fetched twice in a job. Untrusted runs are in the list (the caller says why it
 * skips them); a run whose answer lacks the fields read is left out.
 */
export class BaseBranchRuns {
  readonly runs: WorkflowRun[] = [];
  /** Headers of the last page read (the history watches the rate limit). */
  lastHeaders: ResponseHeaders = {};
  private pagesRead = 0;
  private ended = false;
  /** The page iterator of the client that read last (a retry of a broken one starts at the next page). */
  private reader: { client: GitHubClient; pages: AsyncIterator<{ data: unknown[]; headers: ResponseHeaders }> } | null =
    null;

  constructor(
    readonly repo: Repo,
    readonly workflowId: number | string,
    readonly branch: string,
  ) {}

  /** Whether another page may follow (none was empty or short, and fewer than MAX_RUN_PAGES were read). */
  get more(): boolean {
    return !this.ended && this.pagesRead < MAX_RUN_PAGES;
  }

  /**
   * Read one more page with `client` (the history passes its own, which does not wait out rate
   * limits): the runs it added, [] when there is none.
   */
  async next(client: GitHubClient): Promise<ApiResult<WorkflowRun[]>> {
    if (!this.more) return { ok: true, data: [], status: 200, headers: this.lastHeaders };
    if (this.reader?.client !== client) {
      const page = this.pagesRead + 1;
      const params = {
        ...this.repo,
        workflow_id: this.workflowId,
        branch: this.branch,
        status: 'success' as const,
        per_page: PER_PAGE,
        ...(page > 1 ? { page } : {}),
      };
      const pages = client.octokit.paginate.iterator(client.octokit.rest.actions.listWorkflowRuns, params);
      this.reader = { client, pages: pages[Symbol.asyncIterator]() };
    }
    const reader = this.reader;
    try {
      const page = await reader.pages.next();
      if (page.done === true) {
        this.ended = true;
        return { ok: true, data: [], status: 200, headers: this.lastHeaders };
      }
      this.pagesRead += 1;
      this.lastHeaders = page.value.headers;
      if (page.value.data.length < PER_PAGE) this.ended = true;
      const added = page.value.data.map(slimRun).filter((r): r is WorkflowRun => r !== null);
      this.runs.push(...added);
      return { ok: true, data: added, status: 200, headers: page.value.headers };
    } catch (error) {
      this.reader = null;
      return { ok: false, error: client.apiError(error, 'actions: read') };
    }
  }
}
