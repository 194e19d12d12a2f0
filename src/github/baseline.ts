// The `artifact` baseline source: the results artifact of the triggering workflow's latest
// successful run on the PR's base branch (gate.md "Baseline").
import path from 'node:path';
import { loadBaselineFile, type BaselineLoad } from '../gate/baseline.js';
import {
  downloadArtifact,
  findBaselineRun,
  findExtracted,
  type ArtifactLimits,
  type BaselineRunQuery,
} from './artifacts.js';
import type { Progress } from '../core/progress.js';
import type { GitHubClient } from './client.js';

/** Which run's artifact (as for findBaselineRun), and where to put it. */
export interface ArtifactBaselineQuery extends BaselineRunQuery {
  /** Empty directory to extract into. */
  dest: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Caps on the downloaded artifact (default DEFAULT_ARTIFACT_LIMITS). */
  limits?: Partial<ArtifactLimits>;
  /** Progress of the download (default: none). */
  progress?: Progress;
}

export async function loadArtifactBaseline(client: GitHubClient, q: ArtifactBaselineQuery): Promise<BaselineLoad> {
  const found = await findBaselineRun(client, q);
  // Only a clean "no such run" is a missing baseline; an API error is an error (exit 2), never a quiet pass.
  if (!found.ok) return { kind: 'error', message: `could not look up the baseline run: ${found.error.message}` };
  if (found.data === null)
    return {
      kind: 'missing',
      message: `no successful run of this workflow on ${q.runs.branch} has an unexpired artifact "${q.artifactName}"`,
    };
  const { run, artifact } = found.data;
  // The artifact the lookup found: its list is not asked for again.
  const dl = await downloadArtifact(client, { repo: q.repo, runId: run.id, artifact }, q.dest, {
    limits: q.limits,
    progress: q.progress,
  });
  if (!dl.ok)
    return { kind: 'error', message: `could not download the baseline artifact of run ${run.id}: ${dl.error.message}` };
  const results = findExtracted(dl.data.files, 'results.json');
  if (results === null)
    return { kind: 'error', message: `artifact "${q.artifactName}" of run ${run.id} holds no results.json` };
  const notes: string[] = [];
  if (found.data.mergeBaseUnknown !== null)
    notes.push(
      `the merge base could not be determined (${found.data.mergeBaseUnknown}): the newest trusted run was used`,
    );
  if (found.data.untrusted > 0)
    notes.push(
      `${found.data.untrusted} successful run(s) on ${q.runs.branch} were not considered: only push, schedule and workflow_dispatch runs of this repository are trusted`,
    );
  return loadBaselineFile(path.join(q.dest, ...results.split('/')), 'artifact', {
    env: q.env,
    location: `${q.artifactName} (run ${run.id}${found.data.atMergeBase ? ', at the merge base' : ''})`,
    runUrl: run.html_url,
    run: { id: run.id, event: run.event, branch: run.head_branch, sha: run.head_sha },
    notes,
  });
}
