// Workflow-run artifacts through the REST API: find the baseline run (gate.md "artifact" source),
// find a run's artifact by name, download the zip and extract it within limits (the zip may be
// hostile: artifact-limits.ts, zip-names.ts, zip-directory.ts, zip-extract.ts).
import { silentProgress, type Progress } from '../core/progress.js';
import { artifactLimits, type ArtifactLimits } from '../core/zip-limits.js';
import { downloadBlob } from './blob.js';
import type { ApiResult, GitHubClient } from './client.js';
import {
  BaseBranchRuns,
  isTrustedBaselineRun,
  namedArtifacts,
  type Artifact,
  type Repo,
  type WorkflowRun,
} from './runs.js';
import { extractZip } from './zip-extract.js';

export {
  DEFAULT_ARTIFACT_LIMITS,
  DEFAULT_MAX_COMPRESSED_BYTES,
  DEFAULT_MAX_ENTRIES,
  DEFAULT_MAX_EXPANDED_BYTES,
  artifactLimits,
  type ArtifactLimits,
} from '../core/zip-limits.js';
export { safeEntryName, type ExtractResult, type ZipRefusal, type ZipRule } from '../core/zip-names.js';
export { extractZip, findExtracted } from './zip-extract.js';
export {
  BaseBranchRuns,
  isTrustedBaselineRun,
  TRUSTED_BASELINE_EVENTS,
  type Artifact,
  type Repo,
  type WorkflowRun,
} from './runs.js';

/** Runs whose artifact list findBaselineRun checks at most. */
const MAX_CANDIDATE_RUNS = 20;

function fail<T>(message: string, status: number | null = null): ApiResult<T> {
  return { ok: false, error: { status, method: 'GET', path: '', message } };
}

/** The run an artifact belongs to. */
export interface RunRef {
  repo: Repo;
  runId: number;
}

/** The archive's limits (defaults: DEFAULT_ARTIFACT_LIMITS) and where the download's progress goes. */
export interface DownloadOptions {
  limits?: Partial<ArtifactLimits>;
  progress?: Progress;
}

/**
 * Download one named, unexpired artifact of a run and extract it into dest (an empty directory),
 * within the limits (defaults: DEFAULT_ARTIFACT_LIMITS). A refused archive is an error value whose
 * message names the entry and the rule.
 */
export async function downloadRunArtifact(
  client: GitHubClient,
  { repo, runId, name }: RunRef & { name: string },
  dest: string,
  { limits = {}, progress = silentProgress }: DownloadOptions = {},
): Promise<ApiResult<{ artifact: Artifact; files: string[] }>> {
  const listed = await namedArtifacts(client, repo, runId, name);
  if (!listed.ok) return listed;
  const artifact = listed.data.find((a) => !a.expired);
  if (artifact === undefined) return fail(`run ${runId} has no unexpired artifact named "${name}"`);
  return downloadArtifact(client, { repo, runId, artifact }, dest, { limits, progress });
}

/**
 * Download an artifact already listed and extract it into dest: the zip's redirect from the API
 * (through Octokit, not followed), then the blob streamed without the token, with the client's
 * idle timeout and retries (src/github/blob.ts).
 */
export async function downloadArtifact(
  client: GitHubClient,
  { repo, runId, artifact }: RunRef & { artifact: Artifact },
  dest: string,
  { limits = {}, progress = silentProgress }: DownloadOptions = {},
): Promise<ApiResult<{ artifact: Artifact; files: string[] }>> {
  const lim = artifactLimits(limits);
  const name = artifact.name;
  if (artifact.size_in_bytes > lim.maxCompressedBytes)
    return fail(
      `artifact "${name}" of run ${runId} is ${artifact.size_in_bytes} bytes, more than the limit of ${lim.maxCompressedBytes} (rule: compressed-size)`,
    );
  const ticker = progress.start(
    `artifact ${name}`,
    artifact.size_in_bytes > 0 ? artifact.size_in_bytes : null,
    'bytes',
  );
  let blob: Awaited<ReturnType<typeof downloadBlob>>;
  try {
    blob = await downloadBlob({
      maxBytes: lim.maxCompressedBytes,
      idleTimeoutMs: client.idleTimeoutMs,
      retries: client.retries,
      // plugin-retry's backoff, (n)² s, on the client's scaled clock
      pause: (n) => client.pause(n * n * 1000),
      onBytes: (n) => ticker.tick(n),
      onRetry: (m) => client.tell(m),
      location: async () => {
        const res = await client.call('actions: read', (o) =>
          o.rest.actions.downloadArtifact({
            ...repo,
            artifact_id: artifact.id,
            archive_format: 'zip',
            request: { redirect: 'manual' },
          }),
        );
        if (!res.ok) return { ok: false, status: res.error.status, message: res.error.message };
        const location = res.headers.location;
        if (res.status < 300 || res.status >= 400 || typeof location !== 'string')
          return {
            ok: false,
            status: res.status,
            message: `the artifact's download answered HTTP ${res.status} without a redirect to the blob`,
          };
        return { ok: true, url: new URL(location, client.baseUrl).toString() };
      },
    });
  } finally {
    ticker.done();
  }
  if (!blob.ok) return fail(`artifact "${name}" of run ${runId}: ${blob.message}`, blob.status);
  const extracted = await extractZip(blob.data, dest, lim);
  if (!extracted.ok) return fail(`artifact "${name}" of run ${runId}: ${extracted.diagnostics[0]!.message}`);
  return { ok: true, data: { artifact, files: extracted.value }, status: 200, headers: {} };
}

export interface BaselineRunQuery {
  repo: Repo;
  /** The successful runs of the triggering workflow on the base branch (shared with the history). */
  runs: BaseBranchRuns;
  /** Base and head of the PR, for the merge base. */
  baseSha: string | null;
  headSha: string | null;
  artifactName: string;
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

/** The merge-base commit of a comparison as read: any field may be missing, whatever the API description says. */
interface UntrustedCommit {
  sha?: string | null;
  commit?: { committer?: { date?: string | null } | null } | null;
}

/**
 * The latest successful trusted run (isTrustedBaselineRun) of the triggering workflow on the base
 * branch that still has the artifact, preferring the run at the merge-base commit; otherwise walking
 * back from the merge base (runs created no later than the merge-base commit), and last the newest
 * trusted run (also when the merge base cannot be determined; the result says why). The run list is
 * read only as far as needed (q.runs keeps what was read, for the history).
 */
export async function findBaselineRun(
  client: GitHubClient,
  q: BaselineRunQuery,
): Promise<ApiResult<BaselineRun | null>> {
  let mergeBase: string | null = null;
  let mergeBaseDate: string | null = null;
  let mergeBaseUnknown: string | null =
    q.baseSha === null || q.headSha === null ? "the pull request's base and head commits are not known" : null;
  if (q.baseSha !== null && q.headSha !== null) {
    const basehead = `${q.baseSha}...${q.headSha}`;
    const cmp = await client.call('contents: read', (o) =>
      o.rest.repos.compareCommitsWithBasehead({ ...q.repo, basehead, per_page: 1 }),
    );
    if (cmp.ok) {
      // An answer is input: read defensively (the API description says these are always present).
      const base = cmp.data.merge_base_commit as UntrustedCommit | null | undefined;
      mergeBase = base?.sha ?? null;
      mergeBaseDate = base?.commit?.committer?.date ?? null;
    } else if (cmp.error.status !== 404 && cmp.error.status !== 422) {
      // 404/422: the commits are gone or unrelated (force push), so there is no merge base to prefer;
      // anything else is an API failure the lookup cannot go on from.
      return cmp;
    } else
      mergeBaseUnknown = `the compare API answered HTTP ${cmp.error.status} for ${q.baseSha.slice(0, 12)}...${q.headSha.slice(0, 12)}`;
    if (cmp.ok && mergeBase === null) mergeBaseUnknown = 'the compare API gave no merge-base commit';
  }
  const atMergeBase = (r: WorkflowRun) => r.head_sha === mergeBase && isTrustedBaselineRun(r, q.repo);
  while (q.runs.more && !(mergeBase !== null && q.runs.runs.some(atMergeBase))) {
    const page = await q.runs.next(client);
    if (!page.ok) return page;
  }
  // The `branch` filter matches the head branch of any run, a fork PR's from its own `main` too.
  const succeeded = q.runs.runs.filter((r) => r.conclusion === null || r.conclusion === 'success');
  const successful = succeeded.filter((r) => isTrustedBaselineRun(r, q.repo));
  const untrusted = succeeded.length - successful.length;
  const atBase = successful.filter((r) => r.head_sha === mergeBase);
  const cutoff = mergeBaseDate === null ? null : Date.parse(mergeBaseDate);
  const before = successful.filter(
    (r) => r.head_sha !== mergeBase && cutoff !== null && Date.parse(r.created_at) <= cutoff,
  );
  const rest = successful.filter((r) => !atBase.includes(r) && !before.includes(r));
  const byNewest = (a: WorkflowRun, b: WorkflowRun) =>
    Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
  // Each candidate costs one request: look at the 20 best at most.
  for (const run of [...atBase.sort(byNewest), ...before.sort(byNewest), ...rest.sort(byNewest)].slice(
    0,
    MAX_CANDIDATE_RUNS,
  )) {
    const listed = await namedArtifacts(client, q.repo, run.id, q.artifactName);
    if (!listed.ok) return listed;
    const artifact = listed.data.find((a) => !a.expired);
    if (artifact !== undefined)
      return {
        ok: true,
        data: { run, artifact, atMergeBase: run.head_sha === mergeBase, mergeBase, mergeBaseUnknown, untrusted },
        status: 200,
        headers: {},
      };
  }
  return { ok: true, data: null, status: 200, headers: {} };
}
