import * as core from '@actions/core';
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveConfig } from './config/load.js';
import { writeFileAtomic } from './core/atomic.js';
import { formatDiagnostic } from './core/diagnostics.js';
import type { Logger } from './core/logger.js';
import type { BaselineLoad } from './gate/baseline.js';
import { resolveGateConfig, type GateConfig } from './gate/config.js';
import { applyGate, incompleteRun, loadConfiguredBaseline, type GateOutcome } from './gate/index.js';
import { outputStrings } from './gate/outputs.js';
import { annotateDiagnostics, documentDiagnostics } from './github/annotations.js';
import { downloadRunArtifact, findExtracted, type ArtifactLimits, type Repo } from './github/artifacts.js';
import { loadArtifactBaseline } from './github/baseline.js';
import { GitHubClient } from './github/client.js';
import { upsertComment } from './github/comment.js';
import { pullRequestOf, pullRequestTargetRefusal, readEventContext, verifyPrJson, workflowRunOf, WORKFLOW_RUN_RECIPE, type EventContext, type PullRequestRef } from './github/event.js';
import { fitSummary } from './github/summary.js';
import { readSettings, type ActionSettings } from './inputs.js';
import { readJsonFile } from './json/read.js';
import { plainText } from './report/markdown.js';
import { renderReport } from './report/render.js';
import { writeDocument } from './results/document.js';
import type { ResultsDocument } from './results/types.js';
import { scoreConfig } from './run/pipeline.js';
import { stopOnSignals } from './run/stop.js';
import { worstExitCode } from './cli/command.js';


const log: Logger = { info: (m) => core.info(m), warn: (m) => core.warning(m) };

/** A failure before any report exists: still an output, a summary line and the exit code. */
async function fail(message: string, exitCode: number): Promise<void> {
  core.setOutput('verdict', 'error');
  await writeSummary(`### 💥 bench-check: **error**\n\n${plainText(message, 2000)}\n`);
  core.setFailed(message);
  process.exitCode = exitCode;
}

function workspaceHead(cwd: string): string | null {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
  } catch {
    return null;
  }
}

async function writeSummary(text: string): Promise<void> {
  if (!process.env.GITHUB_STEP_SUMMARY) return;
  await core.summary.addRaw(fitSummary(text)).write();
}

interface Scored {
  doc: ResultsDocument;
  resultsDir: string;
  resultsFile: string;
  gate: GateConfig | undefined;
  gateCwd: string;
}

/** `score`: the config scored, results.json (+ items files) and pr.json written, diagnostics annotated. */
async function score(settings: ActionSettings, cwd: string, ctx: EventContext, signal: AbortSignal): Promise<Scored | null> {
  const scored = await scoreConfig({ configPath: settings.config, cwd, resultsPath: settings.resultsPath, shard: null, log, env: process.env, signal, mask: (secret) => core.setSecret(secret) });
  if (!scored.ok) {
    annotateDiagnostics(scored.diagnostics.map((diagnostic) => ({ suite: null, diagnostic })));
    await fail(`bench-check: the config is not usable (${scored.diagnostics.length} problem(s), see annotations)`, 2);
    return null;
  }
  const resultsFile = path.resolve(cwd, settings.resultsPath);
  const resultsDir = path.dirname(resultsFile);
  annotateDiagnostics(documentDiagnostics(scored.doc));
  const pr = pullRequestOf(ctx);
  if (pr !== null) {
    await writeFileAtomic(path.join(resultsDir, 'pr.json'), `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}\n`);
  }
  return { doc: scored.doc, resultsDir, resultsFile, gate: scored.config.config.gate as GateConfig | undefined, gateCwd: scored.config.baseDir };
}

/** The gate section with the action inputs applied over the config. */
function gateWithInputs(gate: GateConfig | undefined, settings: ActionSettings): GateConfig {
  const g = gate ?? {};
  const baseline = { ...(g.baseline ?? {}) };
  if (settings.baseline !== null) {
    baseline.source = settings.baseline.source;
    if (settings.baseline.path !== null) baseline.path = settings.baseline.path;
  }
  if (settings.baselineMaxAgeDays !== null) baseline.maxAgeDays = settings.baselineMaxAgeDays;
  baseline.artifactName = settings.artifactName;
  return { ...g, baseline, onMissingBaseline: settings.onMissingBaseline ?? g.onMissingBaseline };
}

/** The triggering workflow's id, or why it could not be found. */
type WorkflowLookup = { ok: true; id: number } | { ok: false; message: string };

async function loadBaseline(gate: GateConfig, cwd: string, client: GitHubClient | null, ctx: EventContext, query: { workflow: (client: GitHubClient, repo: Repo) => Promise<WorkflowLookup>; pr: PullRequestRef | null; headSha: string | null; limits: ArtifactLimits }): Promise<BaselineLoad> {
  const resolved = resolveGateConfig(gate);
  if (resolved.baseline.source !== 'artifact') return loadConfiguredBaseline(resolved, { cwd, env: process.env });
  if (client === null || ctx.repo === null) return { kind: 'error', message: 'baseline source "artifact" needs the `github-token` input and GITHUB_REPOSITORY' };
  if (query.pr === null) return { kind: 'missing', message: 'baseline source "artifact" compares a pull request with its base branch; this run is not for a pull request' };
  const workflow = await query.workflow(client, ctx.repo);
  if (!workflow.ok) return { kind: 'error', message: workflow.message };
  return loadArtifactBaseline(client, {
    repo: ctx.repo,
    workflowId: workflow.id,
    baseBranch: query.pr.baseRef,
    baseSha: query.pr.baseSha || null,
    headSha: query.headSha,
    artifactName: resolved.baseline.artifactName,
    limits: query.limits,
    dest: await mkdtemp(path.join(process.env.RUNNER_TEMP || tmpdir(), 'bench-baseline-')),
    env: process.env,
  });
}

/** The triggering workflow of this run (for the artifact baseline), from the run itself; or why it is unknown. */
async function currentWorkflow(client: GitHubClient, repo: Repo, runId: number | null): Promise<WorkflowLookup> {
  if (runId === null) return { ok: false, message: 'baseline source "artifact" needs GITHUB_RUN_ID (the run whose workflow is looked up)' };
  const path = `/repos/${repo.owner}/${repo.repo}/actions/runs/${runId}`;
  const run = await client.request<{ workflow_id?: number }>('GET', path, { need: 'actions: read' });
  if (!run.ok) return { ok: false, message: `could not look up this run's workflow: ${run.error.message}` };
  const id = run.data?.workflow_id;
  return typeof id === 'number' ? { ok: true, id } : { ok: false, message: `GET ${path} gave no workflow_id` };
}

/** Comment (before any failure is declared), set the outputs, write the summary, set the exit code. */
async function publish(settings: ActionSettings, ctx: EventContext, client: GitHubClient | null, pr: PullRequestRef | null, outcome: GateOutcome, reportDir: string, detail: string): Promise<void> {
  const reportFile = path.join(reportDir, 'report.md');
  await writeFileAtomic(reportFile, outcome.markdown);
  let commentUrl = '';
  let commentError: string | null = null;
  if (settings.comment !== 'never') {
    if (pr === null) log.info('not a pull request: no comment');
    else if (client === null || ctx.repo === null) commentError = 'cannot comment: the `github-token` input is empty';
    else {
      const regressed = outcome.comparison.suites.some((s) => s.targets.some((t) => t.verdict === 'regressed'));
      const res = await upsertComment(client, { repo: ctx.repo, issueNumber: pr.number, key: settings.commentKey, author: settings.commentAuthor, body: outcome.markdown, verdictHash: outcome.comparison.verdictHash, mode: settings.comment, regressed });
      if (res.ok) {
        commentUrl = res.url ?? '';
        log.info(`comment ${res.action}: ${res.why}${res.url ? ` (${res.url})` : ''}`);
      } else commentError = `cannot comment on #${pr.number}: ${res.error.message}`;
    }
  }
  for (const [name, value] of Object.entries(outputStrings(outcome.outputs))) core.setOutput(name, value);
  const cwd = process.env.GITHUB_WORKSPACE ?? process.cwd();
  core.setOutput('report-path', path.relative(cwd, reportFile).split(path.sep).join('/'));
  core.setOutput('comment-url', commentUrl);
  await writeSummary(`${outcome.summary}\n${detail}`);
  if (commentError !== null) core.warning(commentError);
  let code = outcome.exitCode;
  if (code === 1 && !settings.failOnRegression) {
    log.info('a gated metric regressed; fail-on-regression is false, so the step passes');
    code = 0;
  }
  if (code !== 0) {
    const why =
      code === 1 ? 'a gated metric regressed' : code === 3 ? 'no baseline was found and on-missing-baseline is fail' : (outcome.failures[0] ?? 'a suite could not be scored (bad input, see annotations)');
    core.setFailed(`bench-check: verdict ${outcome.comparison.verdict}: ${why}`);
    process.exitCode = code;
  }
}

/** `report`: from a workflow_run, download the PR run's artifact, check pr.json, compare, comment. */
async function report(settings: ActionSettings, cwd: string, ctx: EventContext, client: GitHubClient | null): Promise<void> {
  const run = workflowRunOf(ctx);
  if (ctx.eventName !== 'workflow_run' || run === null) return fail(`bench-check: mode "report" runs in a \`workflow_run\` workflow (event is "${ctx.eventName}"). ${WORKFLOW_RUN_RECIPE}`, 2);
  if (run.event !== 'pull_request' && run.event !== 'pull_request_target') {
    core.info(`the triggering run was a ${run.event || 'non-pull-request'} event: no pull request to report on`);
    return;
  }
  if (client === null || ctx.repo === null) return fail('bench-check: mode "report" needs the `github-token` input and GITHUB_REPOSITORY', 2);
  const dest = await mkdtemp(path.join(process.env.RUNNER_TEMP || tmpdir(), 'bench-current-'));
  const dl = await downloadRunArtifact(client, ctx.repo, run.id, settings.artifactName, dest, settings.artifactLimits);
  if (!dl.ok) return fail(`bench-check: cannot get artifact "${settings.artifactName}" of run ${run.id}: ${dl.error.message}`, 2);
  const prFile = findExtracted(dl.data.files, 'pr.json');
  const resultsRel = findExtracted(dl.data.files, 'results.json');
  if (prFile === null || resultsRel === null) return fail(`bench-check: artifact "${settings.artifactName}" must hold results.json and pr.json (written by mode: score on a pull request)`, 2);
  const verified = await verifyPrJson(client, ctx.repo, await readFile(path.join(dest, ...prFile.split('/')), 'utf8'), run);
  if (!verified.ok && verified.stale) {
    // Not an error: the newer commit's own run will report. Nothing is compared or posted.
    core.notice(`bench-check: ${verified.message}`);
    await writeSummary(`### bench-check: nothing to report\n\n${plainText(verified.message, 600)}\n`);
    return;
  }
  if (!verified.ok) return fail(`bench-check: ${verified.message}`, 2);
  const resultsFile = path.join(dest, ...resultsRel.split('/'));
  const current = await readJsonFile<ResultsDocument>(resultsFile, 'results');
  if (!current.ok) return fail(`bench-check: results.json in the artifact is not a valid results document: ${current.diagnostics.slice(0, 3).map(formatDiagnostic).join('; ')}`, 2);
  // The repository's own config (default branch checkout, if any) supplies the gate rules; never the PR's.
  const gate = gateWithInputs(await configGate(settings, cwd), settings);
  const baseline = await loadBaseline(gate, cwd, client, ctx, { workflow: async () => ({ ok: true, id: run.workflowId }), pr: verified.pr, headSha: run.headSha, limits: settings.artifactLimits });
  const outcome = await applyGate(current.value, gate, { cwd, env: process.env, log, resultsDir: path.dirname(resultsFile), baseline, commentKey: settings.commentKey, fullReportUrl: ctx.runUrl });
  // The artifact came from the PR's own run: only the comparison report (all untrusted text made inert) goes out.
  await publish(settings, ctx, client, verified.pr, outcome, path.join(cwd, path.dirname(settings.resultsPath)), '');
}

/** The `gate` section of the workspace's config, if one is there and valid (report mode scores nothing). */
async function configGate(settings: ActionSettings, cwd: string): Promise<GateConfig | undefined> {
  const resolved = await resolveConfig(settings.config, cwd);
  if (!resolved.ok) {
    log.warn(`config not usable, gate defaults apply: ${resolved.diagnostics.slice(0, 3).map(formatDiagnostic).join('; ')}`);
    return undefined;
  }
  return resolved.loaded.config.gate as GateConfig | undefined;
}

/** The action: read inputs, then score / report / both (gate.md "Forks and permissions"). */
export async function run(): Promise<void> {
  const settingsResult = readSettings();
  if (!settingsResult.ok) return fail(`bench-check: ${settingsResult.message}`, 2);
  const settings = settingsResult.settings;
  // Masked before anything can print it (a failed request's message, a debug line).
  if (settings.token !== null) core.setSecret(settings.token);
  const cwd = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const context = readEventContext(process.env);
  if (!context.ok) return fail(`bench-check: ${context.message}`, 2);
  const ctx = context.ctx;
  const refusal = pullRequestTargetRefusal(ctx, workspaceHead(cwd));
  if (refusal !== null) return fail(refusal, 2);
  const client = settings.token === null ? null : GitHubClient.fromEnv(process.env, settings.token);
  core.setOutput('comment-url', '');
  if (settings.mode === 'report') return report(settings, cwd, ctx, client);

  const stop = stopOnSignals(log);
  try {
    await scoreAndReport(settings, cwd, ctx, client, stop.signal);
  } finally {
    stop.dispose();
  }
}

/** Modes `score` and `all`. */
async function scoreAndReport(settings: ActionSettings, cwd: string, ctx: EventContext, client: GitHubClient | null, signal: AbortSignal): Promise<void> {
  const scored = await score(settings, cwd, ctx, signal);
  if (scored === null) return;
  if (settings.mode === 'score') {
    const failed = scored.doc.run.incomplete === true || scored.doc.suites.some((s) => s.status === 'error');
    const doc = failed ? { ...scored.doc, verdict: 'error' as const } : scored.doc;
    await writeDocument(doc, scored.resultsFile);
    const text = await renderReport(doc, { resultsDir: scored.resultsDir });
    const reportFile = path.join(scored.resultsDir, 'report.md');
    await writeFileAtomic(reportFile, text);
    const scores = Object.fromEntries(doc.suites.map((s) => [s.id, s.finalScore]));
    const finals = Object.values(scores).filter((v): v is number => v !== null);
    core.setOutput('final-score', finals.length === 0 ? '' : String(finals.reduce((a, b) => a + b, 0) / finals.length));
    core.setOutput('scores', JSON.stringify(scores));
    core.setOutput('verdict', doc.verdict ?? 'no-baseline');
    core.setOutput('results-path', path.relative(cwd, scored.resultsFile).split(path.sep).join('/'));
    core.setOutput('report-path', path.relative(cwd, reportFile).split(path.sep).join('/'));
    await writeSummary(text);
    const code = worstExitCode(doc.verdict === 'error' ? 2 : 0);
    if (code !== 0) {
      const errors = doc.suites.filter((s) => s.status === 'error').map((s) => s.id);
      const why = [incompleteRun(doc), errors.length > 0 ? `${errors.join(', ')} could not be scored (bad input, see annotations)` : null].filter((w) => w !== null);
      core.setFailed(`bench-check: ${why.join('; ')}`);
      process.exitCode = code;
    }
    return;
  }
  // mode: all — score, gate against the baseline and comment, in one same-repository job.
  const pr = pullRequestOf(ctx);
  const gate = gateWithInputs(scored.gate, settings);
  const baseline = await loadBaseline(gate, scored.gateCwd, client, ctx, { workflow: (c, repo) => currentWorkflow(c, repo, ctx.runId), pr, headSha: pr?.headSha ?? null, limits: settings.artifactLimits });
  const outcome = await applyGate(scored.doc, gate, { cwd: scored.gateCwd, env: process.env, log, resultsDir: scored.resultsDir, baseline, commentKey: settings.commentKey, fullReportUrl: ctx.runUrl });
  await writeDocument(outcome.doc, scored.resultsFile);
  core.setOutput('results-path', path.relative(cwd, scored.resultsFile).split(path.sep).join('/'));
  await publish(settings, ctx, client, pr, outcome, scored.resultsDir, await renderReport(outcome.doc, { resultsDir: scored.resultsDir }));
}

