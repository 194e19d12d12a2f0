// Mode `all`: score, gate against the baseline and comment, in one same-repository job.
import * as core from '@actions/core';
import { gateHintsOf, resolveGateConfig } from '../gate/config.js';
import { checkResultsLimits } from '../gate/limits.js';
import { formatDiagnostic } from '../core/diagnostics.js';
import { applyGate } from '../gate/index.js';
import { pullRequestOf } from '../github/event.js';
import { renderReport } from '../report/render.js';
import { writeDocument } from '../results/document.js';
import { currentWorkflow, gateWithInputs, loadBaseline, type BaselineQuery, type WorkflowLookup } from './baseline.js';
import { loadHistory } from './history.js';
import { log, type ActionRun } from './context.js';
import { fail, outputPath, publish } from './publish.js';
import { scoreWorkspace } from './score.js';

export async function allMode(run: ActionRun, signal: AbortSignal): Promise<void> {
  const scored = await scoreWorkspace(run, signal);
  if (scored === null) return;
  const { settings, ctx } = run;
  const pr = pullRequestOf(ctx);
  const gate = gateWithInputs(scored.gate, settings);
  // As for `bench-check run`: a document over gate.limits (written already) is not compared or rendered.
  const within = checkResultsLimits(
    scored.doc,
    resolveGateConfig(gate).limits,
    outputPath(run.cwd, scored.resultsFile),
  );
  if (!within.ok) return fail(`bench-check: ${within.diagnostics.slice(0, 3).map(formatDiagnostic).join('; ')}`, 2);
  let workflowId: Promise<WorkflowLookup> | null = null; // looked up once, for the baseline and the history
  const query: BaselineQuery = {
    workflow: (c, repo) => (workflowId ??= currentWorkflow(c, repo, ctx.runId)),
    pr,
    headSha: pr?.headSha ?? null,
    limits: settings.artifactLimits,
  };
  const baseline = await loadBaseline(gate, scored.gateCwd, run, query);
  const history = await loadHistory(run, gate, { baseline, current: scored.doc, query });
  const outcome = await applyGate(scored.doc, gate, {
    cwd: scored.gateCwd,
    env: process.env,
    log,
    resultsDir: scored.resultsDir,
    baseline,
    history,
    hints: gateHintsOf(run.catalog),
  });
  await writeDocument(outcome.doc, scored.resultsFile);
  core.setOutput('results-path', outputPath(run.cwd, scored.resultsFile));
  await publish(run, outcome, {
    pr,
    reportDir: scored.resultsDir,
    resultsDir: scored.resultsDir,
    detail: await renderReport(outcome.doc, { resultsDir: scored.resultsDir, catalog: run.catalog }),
    scored: { sha: pr?.headSha ?? process.env.GITHUB_SHA ?? null, runUrl: run.ctx.runUrl },
  });
}
