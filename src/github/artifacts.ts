// Workflow-run artifacts through the REST API: find the baseline run (gate.md "artifact" source),
// list a run's artifacts, download the zip and extract it safely.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { ApiResult, GitHubClient } from './client.js';

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

/** Largest artifact (compressed and expanded) we accept. */
const MAX_ARTIFACT_BYTES = 512 * 1024 * 1024;

function fail<T>(message: string): ApiResult<T> {
  return { ok: false, error: { status: null, method: 'GET', path: '', message } };
}

/**
 * An archive entry name as a safe relative path, or null for directories. Absolute paths, drive
 * letters and `..` segments make the whole archive unacceptable.
 */
export function safeEntryName(name: string): { ok: true; rel: string | null } | { ok: false; message: string } {
  const normal = name.replace(/\\/g, '/');
  if (normal.startsWith('/') || /^[A-Za-z]:/.test(normal)) return { ok: false, message: `archive entry ${JSON.stringify(name)} has an absolute path` };
  const parts = normal.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return { ok: false, message: `archive entry ${JSON.stringify(name)} escapes the extraction directory` };
  if (normal.endsWith('/') || parts.length === 0) return { ok: true, rel: null };
  return { ok: true, rel: parts.join('/') };
}

/** Extract a zip into dest, refusing unsafe names and oversized content; returns the files written (relative). */
export async function extractZip(zip: Uint8Array, dest: string, maxBytes = MAX_ARTIFACT_BYTES): Promise<{ ok: true; files: string[] } | { ok: false; message: string }> {
  let total = 0;
  let refusal: string | null = null;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (file) => {
        const safe = safeEntryName(file.name);
        if (!safe.ok) refusal ??= safe.message;
        total += file.originalSize;
        if (total > maxBytes) refusal ??= `the archive expands to more than ${maxBytes} bytes`;
        return refusal === null && safe.ok && safe.rel !== null;
      },
    });
  } catch (error) {
    return { ok: false, message: `not a valid zip archive: ${(error as Error).message}` };
  }
  if (refusal !== null) return { ok: false, message: refusal };
  const files: string[] = [];
  for (const [name, data] of Object.entries(entries)) {
    const safe = safeEntryName(name);
    if (!safe.ok || safe.rel === null) continue;
    const target = path.join(dest, ...safe.rel.split('/'));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, data);
    files.push(safe.rel);
  }
  return { ok: true, files: files.sort() };
}

/** The shallowest `name` among extracted files (upload-artifact keeps the paths below the common ancestor). */
export function findExtracted(files: readonly string[], name: string): string | null {
  const hits = files.filter((f) => f === name || f.endsWith(`/${name}`)).sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  return hits[0] ?? null;
}

export async function runArtifacts(client: GitHubClient, repo: Repo, runId: number): Promise<ApiResult<Artifact[]>> {
  return client.paginate<Artifact>(`/repos/${repo.owner}/${repo.repo}/actions/runs/${runId}/artifacts?per_page=100`, { key: 'artifacts', need: 'actions: read' });
}

/** Download one named, unexpired artifact of a run and extract it into dest. */
export async function downloadRunArtifact(client: GitHubClient, repo: Repo, runId: number, name: string, dest: string): Promise<ApiResult<{ artifact: Artifact; files: string[] }>> {
  const listed = await runArtifacts(client, repo, runId);
  if (!listed.ok) return listed;
  const artifact = listed.data.find((a) => a.name === name && !a.expired);
  if (artifact === undefined) return fail(`run ${runId} has no unexpired artifact named "${name}"`);
  if (artifact.size_in_bytes > MAX_ARTIFACT_BYTES) return fail(`artifact "${name}" is ${artifact.size_in_bytes} bytes, more than ${MAX_ARTIFACT_BYTES}`);
  const zip = await client.download(`/repos/${repo.owner}/${repo.repo}/actions/artifacts/${artifact.id}/zip`, { need: 'actions: read', maxBytes: MAX_ARTIFACT_BYTES });
  if (!zip.ok) return zip;
  const extracted = await extractZip(zip.data, dest);
  if (!extracted.ok) return fail(`artifact "${name}" of run ${runId}: ${extracted.message}`);
  return { ok: true, data: { artifact, files: extracted.files }, status: 200, headers: new Headers() };
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
}

/**
 * The latest successful run of the triggering workflow on the base branch that still has the
 * artifact, preferring the run at the merge-base commit; otherwise walking back from the merge
 * base (runs created no later than the merge-base commit), and last the newest run.
 */
export async function findBaselineRun(client: GitHubClient, q: BaselineRunQuery): Promise<ApiResult<BaselineRun | null>> {
  const { owner, repo } = q.repo;
  let mergeBase: string | null = null;
  let mergeBaseDate: string | null = null;
  if (q.baseSha !== null && q.headSha !== null) {
    const cmp = await client.request<{ merge_base_commit?: { sha?: string; commit?: { committer?: { date?: string } } } }>('GET', `/repos/${owner}/${repo}/compare/${q.baseSha}...${q.headSha}`, { need: 'contents: read' });
    if (cmp.ok) {
      mergeBase = cmp.data?.merge_base_commit?.sha ?? null;
      mergeBaseDate = cmp.data?.merge_base_commit?.commit?.committer?.date ?? null;
    } else if (cmp.error.status !== 404 && cmp.error.status !== 422) {
      // 404/422: the commits are gone or unrelated (force push), so there is no merge base to prefer;
      // anything else is an API failure the lookup cannot go on from.
      return cmp;
    }
  }
  const runs = await client.paginate<WorkflowRun>(
    `/repos/${owner}/${repo}/actions/workflows/${encodeURIComponent(String(q.workflowId))}/runs?branch=${encodeURIComponent(q.baseBranch)}&status=success&per_page=100`,
    { key: 'workflow_runs', need: 'actions: read', maxPages: q.maxPages ?? 3, until: (page) => mergeBase !== null && page.some((r) => r.head_sha === mergeBase) },
  );
  if (!runs.ok) return runs;
  const successful = runs.data.filter((r) => r.conclusion === null || r.conclusion === 'success');
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
    if (artifact !== undefined) return { ok: true, data: { run, artifact, atMergeBase: run.head_sha === mergeBase, mergeBase }, status: 200, headers: new Headers() };
  }
  return { ok: true, data: null, status: 200, headers: new Headers() };
}
