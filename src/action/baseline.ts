// The gate's settings and baseline in the action: the config's `gate` section with the action
// inputs over it, and the baseline from a file or from the base branch's artifact.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveConfig } from '../config/load.js';
import { diagnostic, formatDiagnostic } from '../core/diagnostics.js';
import { failure, success, type Result } from '../core/result.js';
import type { BaselineLoad } from '../gate/baseline.js';
import { resolveGateConfig, type GateConfig } from '../gate/config.js';
import { loadConfiguredBaseline } from '../gate/index.js';
import { BaseBranchRuns, type ArtifactLimits, type Repo } from '../github/artifacts.js';
import { loadArtifactBaseline } from '../github/baseline.js';
import type { GitHubClient } from '../github/client.js';
import type { PullRequestRef } from '../github/event.js';
import { ACTION_NO_CONFIG_HINT, type ActionSettings } from './inputs.js';
import { log, type ActionRun } from './context.js';
import { progressOf } from '../core/logger.js';

/** The gate section with the action inputs applied over the config. */
export function gateWithInputs(gate: GateConfig | undefined, settings: ActionSettings): GateConfig {
  const g = gate ?? {};
  const baseline = { ...(g.baseline ?? {}) };
  if (settings.baseline !== null) {
    baseline.source = settings.baseline.source;
    if (settings.baseline.path !== null) baseline.path = settings.baseline.path;
  }
  if (settings.baselineMaxAgeDays !== null) baseline.maxAgeDays = settings.baselineMaxAgeDays;
  baseline.artifactName = settings.artifactName;
  return {
    ...g,
    baseline,
    onMissingBaseline: settings.onMissingBaseline ?? g.onMissingBaseline,
    onRemovedSuite: settings.onRemovedSuite ?? g.onRemovedSuite,
    history: settings.history ?? g.history,
    limits: { ...g.limits, ...settings.resultsLimits },
  };
}

/** The `gate` section of the workspace's config, if one is there and valid (report mode scores nothing). */
export async function configGate(run: ActionRun): Promise<GateConfig | undefined> {
  const resolved = await resolveConfig(run.settings.config, run.cwd, run.catalog, ACTION_NO_CONFIG_HINT);
  if (!resolved.ok) {
    log.warn(
      `config not usable, gate defaults apply: ${resolved.diagnostics.slice(0, 3).map(formatDiagnostic).join('; ')}`,
    );
    return undefined;
  }
  return resolved.value.config.gate;
}

/** The triggering workflow's id, or why it could not be found. */
export type WorkflowLookup = Result<number>;

export interface BaselineQuery {
  workflow: (client: GitHubClient, repo: Repo) => Promise<WorkflowLookup>;
  pr: PullRequestRef | null;
  headSha: string | null;
  limits: ArtifactLimits;
}

/** The base branch's run list of a query: one per job, read by the baseline lookup and then the history (one lookup per job). */
const runLists = new WeakMap<BaselineQuery, BaseBranchRuns>();

/** The successful runs of the triggering workflow on the PR's base branch, shared by everything that asks with the same query. */
export async function baseBranchRuns(
  query: BaselineQuery,
  client: GitHubClient,
  repo: Repo,
): Promise<Result<BaseBranchRuns>> {
  const known = runLists.get(query);
  if (known !== undefined) return success(known);
  if (query.pr === null)
    return failure(diagnostic({ code: 'baseline', message: 'there is no pull request, so no base branch' }));
  const workflow = await query.workflow(client, repo);
  if (!workflow.ok) return workflow;
  const runs = new BaseBranchRuns(repo, workflow.value, query.pr.baseRef);
  runLists.set(query, runs);
  return success(runs);
}

export async function loadBaseline(
  gate: GateConfig,
  cwd: string,
  run: ActionRun,
  query: BaselineQuery,
): Promise<BaselineLoad> {
  const { client, ctx } = run;
  const resolved = resolveGateConfig(gate);
  if (resolved.baseline.source !== 'artifact') return loadConfiguredBaseline(resolved, { cwd, env: process.env });
  if (client === null || ctx.repo === null)
    return {
      kind: 'error',
      message: 'baseline source "artifact" needs the `github-token` input and GITHUB_REPOSITORY',
    };
  if (query.pr === null)
    return {
      kind: 'missing',
      message:
        'baseline source "artifact" compares a pull request with its base branch; this run is not for a pull request',
    };
  const runs = await baseBranchRuns(query, client, ctx.repo);
  if (!runs.ok) return { kind: 'error', message: runs.diagnostics.map((d) => d.message).join('; ') };
  return loadArtifactBaseline(client, {
    repo: ctx.repo,
    runs: runs.value,
    baseSha: query.pr.baseSha || null,
    headSha: query.headSha,
    artifactName: resolved.baseline.artifactName,
    limits: query.limits,
    dest: await mkdtemp(path.join(process.env.RUNNER_TEMP || tmpdir(), 'bench-baseline-')),
    env: process.env,
    progress: progressOf(log),
  });
}

/** The triggering workflow of this run (for the artifact baseline), from the run itself; or why it is unknown. */
export async function currentWorkflow(client: GitHubClient, repo: Repo, runId: number | null): Promise<WorkflowLookup> {
  if (runId === null)
    return failure(
      diagnostic({
        code: 'baseline',
        message: 'baseline source "artifact" needs GITHUB_RUN_ID (the run whose workflow is looked up)',
      }),
    );
  const path = `/repos/${repo.owner}/${repo.repo}/actions/runs/${runId}`;
  const found = await client.call('actions: read', (o) => o.rest.actions.getWorkflowRun({ ...repo, run_id: runId }));
  if (!found.ok)
    return failure(
      diagnostic({ code: 'baseline', message: `could not look up this run's workflow: ${found.error.message}` }),
    );
  // An answer is input: read defensively (the API description says always present).
  const id: unknown = (found.data as { workflow_id?: unknown } | null | undefined)?.workflow_id;
  return typeof id === 'number'
    ? success(id)
    : failure(diagnostic({ code: 'baseline', message: `GET ${path} gave no workflow_id` }));
}
