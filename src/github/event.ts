// The workflow event the action runs in, and the fork-safety checks of gate.md "Forks and permissions".
import { failure, success, type Result } from '../core/result.js';
import { readFileSync } from 'node:fs';
import { diagnostic, formatDiagnostic } from '../core/diagnostics.js';
import { checkJsonText } from '../json/read.js';
import type { Repo } from './runs.js';
import type { GitHubClient } from './client.js';

export interface PullRequestRef {
  number: number;
  headSha: string;
  baseRef: string;
  baseSha: string;
}

export interface WorkflowRunRef {
  id: number;
  workflowId: number;
  headSha: string;
  event: string;
  conclusion: string | null;
  htmlUrl: string | null;
}

export interface EventContext {
  eventName: string;
  repo: Repo | null;
  /** The parsed event payload ({} when there is none). */
  payload: Record<string, unknown>;
  runId: number | null;
  /** Link to this workflow run (where the job summary is). */
  runUrl: string | null;
}

export function readEventContext(env: Readonly<Record<string, string | undefined>>): Result<EventContext> {
  let payload: Record<string, unknown> = {};
  if (env.GITHUB_EVENT_PATH) {
    try {
      payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH, 'utf8')) as Record<string, unknown>;
    } catch (error) {
      return failure(
        diagnostic({
          code: 'event',
          file: env.GITHUB_EVENT_PATH,
          message: `cannot read the event payload ${env.GITHUB_EVENT_PATH}: ${(error as Error).message}`,
        }),
      );
    }
  }
  const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
  const runId = env.GITHUB_RUN_ID && /^\d+$/.test(env.GITHUB_RUN_ID) ? Number(env.GITHUB_RUN_ID) : null;
  const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
  return success({
    eventName: env.GITHUB_EVENT_NAME ?? '',
    repo: owner && repo ? { owner, repo } : null,
    payload,
    runId,
    runUrl: owner && repo && runId !== null ? `${server}/${owner}/${repo}/actions/runs/${runId}` : null,
  });
}

function obj(v: unknown): Record<string, unknown> | null {
  return v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}

/** The pull request of a pull_request / pull_request_target event. */
export function pullRequestOf(ctx: EventContext): PullRequestRef | null {
  const pr = obj(ctx.payload.pull_request);
  const head = obj(pr?.head);
  const base = obj(pr?.base);
  if (
    pr === null ||
    typeof pr.number !== 'number' ||
    typeof head?.sha !== 'string' ||
    typeof base?.sha !== 'string' ||
    typeof base.ref !== 'string'
  )
    return null;
  return { number: pr.number, headSha: head.sha, baseRef: base.ref, baseSha: base.sha };
}

export function workflowRunOf(ctx: EventContext): WorkflowRunRef | null {
  const run = obj(ctx.payload.workflow_run);
  if (
    run === null ||
    typeof run.id !== 'number' ||
    typeof run.workflow_id !== 'number' ||
    typeof run.head_sha !== 'string'
  )
    return null;
  return {
    id: run.id,
    workflowId: run.workflow_id,
    headSha: run.head_sha,
    event: typeof run.event === 'string' ? run.event : '',
    conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
    htmlUrl: typeof run.html_url === 'string' ? run.html_url : null,
  };
}

export const WORKFLOW_RUN_RECIPE =
  'Use two workflows instead: one on `pull_request` with `mode: score` (no token, no write permission) that uploads ' +
  'the results with actions/upload-artifact, and one on `workflow_run` of that workflow with `mode: report` ' +
  '(`permissions: pull-requests: write, actions: read`) that downloads the artifact and comments without checking out ' +
  'or running the PR code. See docs/gate.md and docs/workflows/.';

/**
 * gate.md: refuse `pull_request_target` when the workspace holds the PR head's code (it would run
 * untrusted code with a write token). Returns the refusal message, or null.
 */
export function pullRequestTargetRefusal(ctx: EventContext, workspaceHead: string | null): string | null {
  if (ctx.eventName !== 'pull_request_target') return null;
  const pr = pullRequestOf(ctx);
  if (pr === null || workspaceHead === null || workspaceHead !== pr.headSha) return null;
  return `bench-check refuses to run in \`pull_request_target\` with the pull request's head checked out (${pr.headSha.slice(0, 12)}): that runs the PR's code with a write token. ${WORKFLOW_RUN_RECIPE}`;
}

/** A checked pr.json: the pull request to report on, or (`stale`, a notice) why there is nothing to report. */
export type PrJsonCheck = { pr: PullRequestRef; stale: null } | { pr: null; stale: string };

/** A pull request as read: any field may be missing, whatever the API description says. */
interface UntrustedPull {
  head?: { sha?: unknown } | null;
  base?: { ref?: string | null; sha?: string | null } | null;
}

/**
 * `mode: report`: accept pr.json (written by `mode: score` in the PR's own run, so untrusted: it is
 * schema-checked first) only when it was written for the commit the workflow run built and the PR
 * it names has head.sha == workflow_run.head_sha. `stale`: the run built an earlier commit of that
 * very PR (a newer push is being scored by its own run), so there is nothing to report, and no error.
 * Failures: `invalid-pr-json`, `forged-pr-json` (the commit or the pull request it names does not
 * match the run), `github-api` (the pull request could not be read).
 */
export async function verifyPrJson(
  client: GitHubClient,
  repo: Repo,
  prJsonText: string,
  run: WorkflowRunRef,
): Promise<Result<PrJsonCheck>> {
  const refuse = (code: string, message: string, pointer: string | null = null) =>
    failure(diagnostic({ code, file: code === 'github-api' ? null : 'pr.json', pointer, message }));
  const checked = checkJsonText<{ number: number; headSha: string }>(prJsonText, 'pr.json', 'pr');
  if (!checked.ok)
    return refuse(
      'invalid-pr-json',
      `pr.json in the artifact is not valid: ${checked.diagnostics.slice(0, 3).map(formatDiagnostic).join('; ')}`,
    );
  const { number, headSha: claimedSha } = checked.value;
  if (claimedSha !== run.headSha) {
    return refuse(
      'forged-pr-json',
      `pr.json was written for commit ${claimedSha.slice(0, 12)}, but the workflow run built ${run.headSha.slice(0, 12)}: refusing to comment (forged pr.json)`,
      '/headSha',
    );
  }
  const pull = await client.call('pull-requests: read', (o) => o.rest.pulls.get({ ...repo, pull_number: number }));
  if (!pull.ok) return refuse('github-api', `cannot read pull request #${number}: ${pull.error.message}`);
  // Typed by the API description, read defensively all the same: an answer is input.
  const answer = pull.data as UntrustedPull | null | undefined;
  const headSha: unknown = answer?.head?.sha;
  if (headSha === run.headSha)
    return success({
      pr: { number: pull.data.number, headSha, baseRef: answer?.base?.ref ?? '', baseSha: answer?.base?.sha ?? '' },
      stale: null,
    });
  // Is the built commit an earlier commit of this pull request (the PR moved on), or of another one?
  const commits = await client.list(
    'pull-requests: read',
    (o) => o.paginate.iterator(o.rest.pulls.listCommits, { ...repo, pull_number: number, per_page: 100 }),
    {
      maxPages: 3,
      until: (page) => page.some((c) => c.sha === run.headSha),
    },
  );
  if (!commits.ok)
    return refuse('github-api', `cannot list the commits of pull request #${number}: ${commits.error.message}`);
  if (commits.data.some((c) => c.sha === run.headSha)) {
    return success({
      pr: null,
      stale: `pull request #${number} has moved on from ${run.headSha.slice(0, 12)} to ${String(headSha).slice(0, 12)}: a newer commit is being scored, so this run's results are not reported`,
    });
  }
  return refuse(
    'forged-pr-json',
    `pr.json names pull request #${number}, whose head is ${String(headSha).slice(0, 12)} and whose commits do not include ${run.headSha.slice(0, 12)}, the commit the workflow run built: refusing to comment (forged pr.json)`,
    '/number',
  );
}
