// Mode `report`: from a workflow_run, download the PR run's artifact, check pr.json, compare,
// comment. Everything in the artifact is hostile (docs/gate.md "Threat model").
import * as core from '@actions/core';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatDiagnostic } from '../core/diagnostics.js';
import { success } from '../core/result.js';
import { gateHintsOf } from '../gate/config.js';
import { applyGate } from '../gate/index.js';
import { downloadRunArtifact, findExtracted } from '../github/artifacts.js';
import {
  verifyPrJson,
  workflowRunOf,
  WORKFLOW_RUN_RECIPE,
  type PullRequestRef,
  type WorkflowRunRef,
} from '../github/event.js';
import { heading, paragraph, t, text, toMarkdownFile } from '../core/doc.js';
import { resolveGateConfig } from '../gate/config.js';
import { readResultsWithinLimits } from '../gate/limits.js';
import { configGate, gateWithInputs, loadBaseline, type BaselineQuery } from './baseline.js';
import { loadHistory } from './history.js';
import { log, type ActionRun } from './context.js';
import { progressOf } from '../core/logger.js';
import { fail, publish, refuseOnPr, writeSummary } from './publish.js';

export async function reportMode(run: ActionRun): Promise<void> {
  const { settings, ctx, client } = run;
  const triggering = workflowRunOf(ctx);
  if (ctx.eventName !== 'workflow_run' || triggering === null)
    return fail(
      `bench-check: mode "report" runs in a \`workflow_run\` workflow (event is "${ctx.eventName}"). ${WORKFLOW_RUN_RECIPE}`,
      2,
    );
  if (triggering.event !== 'pull_request' && triggering.event !== 'pull_request_target') {
    core.info(`the triggering run was a ${triggering.event || 'non-pull-request'} event: no pull request to report on`);
    return;
  }
  if (client === null || ctx.repo === null)
    return fail('bench-check: mode "report" needs the `github-token` input and GITHUB_REPOSITORY', 2);
  const dest = await mkdtemp(path.join(process.env.RUNNER_TEMP || tmpdir(), 'bench-current-'));
  const dl = await downloadRunArtifact(
    client,
    { repo: ctx.repo, runId: triggering.id, name: settings.artifactName },
    dest,
    {
      limits: settings.artifactLimits,
      progress: progressOf(log),
    },
  );
  if (!dl.ok)
    return fail(
      `bench-check: cannot get artifact "${settings.artifactName}" of run ${triggering.id}: ${dl.error.message}`,
      2,
    );
  const prFile = findExtracted(dl.data.files, 'pr.json');
  const resultsRel = findExtracted(dl.data.files, 'results.json');
  const incomplete = `bench-check: artifact "${settings.artifactName}" must hold results.json and pr.json (written by mode: score on a pull request)`;
  if (prFile === null) return fail(incomplete, 2);
  const checked = await verifyPrJson(
    client,
    ctx.repo,
    await readFile(path.join(dest, ...prFile.split('/')), 'utf8'),
    triggering,
  );
  if (!checked.ok) return fail(`bench-check: ${checked.diagnostics[0]!.message}`, 2);
  if (checked.value.stale !== null) {
    // Not an error: the newer commit's own run will report. Nothing is compared or posted.
    core.notice(`bench-check: ${checked.value.stale}`);
    await writeSummary(
      toMarkdownFile([heading(3, t`bench-check: nothing to report`), paragraph(text(checked.value.stale, 600))]),
    );
    return;
  }
  // The pull request is known (pr.json checked): its comment must not keep an earlier verdict.
  if (resultsRel === null)
    return refuseOnPr(run, checked.value.pr, `${incomplete}: it has no results.json`, {
      sha: triggering.headSha,
      runUrl: triggering.htmlUrl,
    });
  const resultsFile = path.join(dest, ...resultsRel.split('/'));
  await judgeAndPublish(run, { triggering, pr: checked.value.pr, resultsFile, resultsRel });
}

/** The PR run's results, checked to be of the commit the workflow run built (verifyPrJson). */
interface VerifiedResults {
  triggering: WorkflowRunRef;
  pr: PullRequestRef;
  /** The results document's path on disk, and as the artifact names it (for messages). */
  resultsFile: string;
  resultsRel: string;
}

/** Compare the PR's results with the baseline and comment; refuse a document over the limits. */
async function judgeAndPublish(run: ActionRun, verified: VerifiedResults): Promise<void> {
  const { settings, cwd } = run;
  const { triggering, resultsFile, resultsRel } = verified;
  // The repository's own config (default branch checkout, if any) supplies the gate rules and the
  // limits; never the PR's.
  const gate = gateWithInputs(await configGate(run), settings);
  const scored = { sha: triggering.headSha, runUrl: triggering.htmlUrl };
  // Size first, then what it holds, before anything compares or renders it: the document is the pull request's.
  const current = await readResultsWithinLimits(resultsFile, resultsRel, resolveGateConfig(gate).limits);
  if (!current.ok) {
    const limit = current.diagnostics.some((d) => d.code === 'limit' || d.code === 'duplicate-suite');
    const what = limit
      ? 'results.json in the artifact was refused'
      : 'results.json in the artifact is not a valid results document';
    return refuseOnPr(
      run,
      verified.pr,
      `bench-check: ${what}: ${current.diagnostics.slice(0, 3).map(formatDiagnostic).join('; ')}`,
      scored,
    );
  }
  const query: BaselineQuery = {
    workflow: () => Promise.resolve(success(triggering.workflowId)),
    pr: verified.pr,
    headSha: triggering.headSha,
    limits: settings.artifactLimits,
  };
  const baseline = await loadBaseline(gate, cwd, run, query);
  const history = await loadHistory(run, gate, { baseline, current: current.value, query });
  const outcome = await applyGate(current.value, gate, {
    cwd,
    env: process.env,
    log,
    resultsDir: path.dirname(resultsFile),
    baseline,
    history,
    hints: gateHintsOf(run.catalog),
  });
  // The artifact came from the PR's own run: only the comparison report (all untrusted text made inert) goes out.
  // The commit scored is the one the workflow run built (pr.json was checked against it), never the artifact's claim.
  await publish(run, outcome, {
    pr: verified.pr,
    reportDir: path.join(cwd, path.dirname(settings.resultsPath)),
    resultsDir: path.dirname(resultsFile),
    detail: '',
    scored,
  });
}
