// Workflow-run artifacts through the REST API: find the baseline run (gate.md "artifact" source),
// list a run's artifacts, download the zip and extract it within limits (the zip may be hostile:
// artifact-limits.ts, zip-names.ts, zip-directory.ts, zip-extract.ts).
import { silentProgress, type Progress } from '../core/progress.js';
import { artifactLimits, type ArtifactLimits } from './artifact-limits.js';
import type { ApiResult, GitHubClient } from './client.js';
import { extractZip } from './zip-extract.js';

export { DEFAULT_ARTIFACT_LIMITS, DEFAULT_MAX_COMPRESSED_BYTES, DEFAULT_MAX_ENTRIES, DEFAULT_MAX_EXPANDED_BYTES, artifactLimits, type ArtifactLimits } from './artifact-limits.js';
export { safeEntryName, type ExtractResult, type ZipRefusal, type ZipRule } from './zip-names.js';
export { extractZip, findExtracted } from './zip-extract.js';

export interface Repo {
  owner: string;
  repo: string;
}

export interface WorkflowRun {
  id: number;
  head_sha: string;
  head_branch: string | null;
  html_url: string;
  created_at: string;
  conclusion: string | null;
  workflow_id: number;
  /** What triggered the run: only push, schedule and workflow_dispatch runs can be baselines. */
  event?: string;
  /** The repository the run's head commit is in (a fork's for a fork PR's run). */
  head_repository?: { full_name?: string } | null;
}

/** Runs this repository triggered itself; a `pull_request` run (a fork may change the workflow and upload anything) never is. */
export const TRUSTED_BASELINE_EVENTS: ReadonlySet<string> = new Set(['push', 'schedule', 'workflow_dispatch']);

/** Whether a run may give the baseline: a trusted event, and the head in this repository (gate.md "Threat model"). */
export function isTrustedBaselineRun(run: WorkflowRun, repo: Repo): boolean {
  return TRUSTED_BASELINE_EVENTS.has(run.event ?? '') && (run.head_repository?.full_name ?? '').toLowerCase() === `${repo.owner}/${repo.repo}`.toLowerCase();
}

export interface Artifact {
  id: number;
  name: string;
  expired: boolean;
  size_in_bytes: number;
  archive_download_url?: string;
}

/** Runs whose artifact list findBaselineRun checks at most. */
const MAX_CANDIDATE_RUNS = 20;

function fail<T>(message: string): ApiResult<T> {
  return { ok: false, error: { status: null, method: 'GET', path: '', message } };
}

export async function runArtifacts(client: GitHubClient, repo: Repo, runId: number): Promise<ApiResult<Artifact[]>> {
  return client.paginate<Artifact>(`/repos/${repo.owner}/${repo.repo}/actions/runs/${runId}/artifacts?per_page=100`, { key: 'artifacts', need: 'actions: read' });
}

/**
 * Download one named, unexpired artifact of a run and extract it into dest (an empty directory),
 * within `limits` (defaults: DEFAULT_ARTIFACT_LIMITS). A refused archive is an error value whose
 * message names the entry and the rule.
 */
export async function downloadRunArtifact(
  client: GitHubClient,
  repo: Repo,
  runId: number,
  name: string,
  dest: string,
  limits: Partial<ArtifactLimits> = {},
  progress: Progress = silentProgress,
): Promise<ApiResult<{ artifact: Artifact; files: string[] }>> {
  const listed = await runArtifacts(client, repo, runId);
  if (!listed.ok) return listed;
  const artifact = listed.data.find((a) => a.name === name && !a.expired);
  if (artifact === undefined) return fail(`run ${runId} has no unexpired artifact named "${name}"`);
  return downloadArtifact(client, repo, runId, artifact, dest, limits, progress);
}

/** Download an artifact already listed (`runArtifacts`) and extract it into dest, as downloadRunArtifact does. */
export async function downloadArtifact(
  client: GitHubClient,
  repo: Repo,
  runId: number,
  artifact: Artifact,
  dest: string,
  limits: Partial<ArtifactLimits> = {},
  progress: Progress = silentProgress,
): Promise<ApiResult<{ artifact: Artifact; files: string[] }>> {
  const lim = artifactLimits(limits);
  const name = artifact.name;
  if (artifact.size_in_bytes > lim.maxCompressedBytes) return fail(`artifact "${name}" of run ${runId} is ${artifact.size_in_bytes} bytes, more than the limit of ${lim.maxCompressedBytes} (rule: compressed-size)`);
  const ticker = progress.start(`artifact ${name}`, artifact.size_in_bytes > 0 ? artifact.size_in_bytes : null, 'bytes');
  let zip: Awaited<ReturnType<GitHubClient['download']>>;
  try {
    zip = await client.download(`/repos/${repo.owner}/${repo.repo}/actions/artifacts/${artifact.id}/zip`, { need: 'actions: read', maxBytes: lim.maxCompressedBytes, onBytes: (n) => ticker.tick(n) });
  } finally {
    ticker.done();
  }
  if (!zip.ok) return zip;
  const extracted = await extractZip(zip.data, dest, lim);
  if (!extracted.ok) return fail(`artifact "${name}" of run ${runId}: ${extracted.diagnostics[0]!.message}`);
  return { ok: true, data: { artifact, files: extracted.value }, status: 200, headers: new Headers() };
}

export interface BaselineRunQuery {
  repo: Repo;
  /** The triggering workflow (its id or file name). */
  workflowId: number | string;
  baseBranch: string;
  /** Base and head of the PR, for the merge base. */
  baseSha: string | null;
  headSha: string | null;
  artifactName: string;
  /** Pages of 100 runs to walk back through at most. */
  maxPages?: number;
}

export interface BaselineRun {
  run: WorkflowRun;
  artifact: Artifact;
  /** Whether the run is at the merge-base commit. */
  atMergeBase: boolean;
  mergeBase: string | null;
  /** Why the merge base is unknown (no PR head, the compare API said 404/422), or null. */
  mergeBaseUnknown: string | null;
  /** Successful runs on the branch that were not trusted (a pull_request run, a fork's run). */
  untrusted: number;
}

/**
 * The latest successful trusted run (isTrustedBaselineRun) of the triggering workflow on the base
 * branch that still has the artifact, preferring the run at the merge-base commit; otherwise walking
 * back from the merge base (runs created no later than the merge-base commit), and last the newest
 * trusted run (also when the merge base cannot be determined; the result says why).
 */
export async function findBaselineRun(client: GitHubClient, q: BaselineRunQuery): Promise<ApiResult<BaselineRun | null>> {
  const { owner, repo } = q.repo;
  let mergeBase: string | null = null;
  let mergeBaseDate: string | null = null;
  let mergeBaseUnknown: string | null = q.baseSha === null || q.headSha === null ? 'the pull request\'s base and head commits are not known' : null;
  if (q.baseSha !== null && q.headSha !== null) {
    const cmp = await client.request<{ merge_base_commit?: { sha?: string; commit?: { committer?: { date?: string } } } }>('GET', `/repos/${owner}/${repo}/compare/${q.baseSha}...${q.headSha}`, { need: 'contents: read' });
    if (cmp.ok) {
      mergeBase = cmp.data?.merge_base_commit?.sha ?? null;
      mergeBaseDate = cmp.data?.merge_base_commit?.commit?.committer?.date ?? null;
    } else if (cmp.error.status !== 404 && cmp.error.status !== 422) {
      // 404/422: the commits are gone or unrelated (force push), so there is no merge base to prefer;
      // anything else is an API failure the lookup cannot go on from.
      return cmp;
    } else mergeBaseUnknown = `the compare API answered HTTP ${cmp.error.status} for ${q.baseSha.slice(0, 12)}...${q.headSha.slice(0, 12)}`;
    if (cmp.ok && mergeBase === null) mergeBaseUnknown = 'the compare API gave no merge-base commit';
  }
  const runs = await client.paginate<WorkflowRun>(
    `/repos/${owner}/${repo}/actions/workflows/${encodeURIComponent(String(q.workflowId))}/runs?branch=${encodeURIComponent(q.baseBranch)}&status=success&per_page=100`,
    { key: 'workflow_runs', need: 'actions: read', maxPages: q.maxPages ?? 3, until: (page) => mergeBase !== null && page.some((r) => r.head_sha === mergeBase && isTrustedBaselineRun(r, q.repo)) },
  );
  if (!runs.ok) return runs;
  // The `branch` filter matches the head branch of any run, a fork PR's from its own `main` too.
  const succeeded = runs.data.filter((r) => r.conclusion === null || r.conclusion === 'success');
  const successful = succeeded.filter((r) => isTrustedBaselineRun(r, q.repo));
  const untrusted = succeeded.length - successful.length;
  const atBase = successful.filter((r) => r.head_sha === mergeBase);
  const cutoff = mergeBaseDate === null ? null : Date.parse(mergeBaseDate);
  const before = successful.filter((r) => r.head_sha !== mergeBase && cutoff !== null && Date.parse(r.created_at) <= cutoff);
  const rest = successful.filter((r) => !atBase.includes(r) && !before.includes(r));
  const byNewest = (a: WorkflowRun, b: WorkflowRun) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
  // Each candidate costs one request: look at the 20 best at most.
  for (const run of [...atBase.sort(byNewest), ...before.sort(byNewest), ...rest.sort(byNewest)].slice(0, MAX_CANDIDATE_RUNS)) {
    const listed = await runArtifacts(client, q.repo, run.id);
    if (!listed.ok) return listed;
    const artifact = listed.data.find((a) => a.name === q.artifactName && !a.expired);
    if (artifact !== undefined) return { ok: true, data: { run, artifact, atMergeBase: run.head_sha === mergeBase, mergeBase, mergeBaseUnknown, untrusted }, status: 200, headers: new Headers() };
  }
  return { ok: true, data: null, status: 200, headers: new Headers() };
}
