// What the action leaves behind: the PR comment, the step outputs, the job summary, the exit code.
import * as core from '@actions/core';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic.js';
import { environmentCredentials, redactSecrets } from '../core/secrets.js';
import { refusedVerdictHash, type GateOutcome } from '../gate/index.js';
import { upsertComment } from '../github/comment.js';
import type { PullRequestRef } from '../github/event.js';
import { fitSummary } from '../github/summary.js';
import { renderGateReports, renderRefusal, type ScoredCommit } from '../report/comment.js';
import { outputStrings } from '../report/outputs.js';
import { failReasonWords } from '../report/words.js';
import { heading, paragraph, strong, t, text, toMarkdownFile } from '../core/doc.js';
import { renderJunit } from '../report/junit.js';
import { log, type ActionRun } from './context.js';
import { publishHtmlReport, type HtmlReportResult } from './html-report.js';

/** A workspace path as a step output: relative, with forward slashes. */
export function outputPath(cwd: string, file: string): string {
  return path.relative(cwd, file).split(path.sep).join('/');
}

/**
 * Appends to the job summary, as core.summary.write() does, but reads GITHUB_STEP_SUMMARY at each
 * call: core.summary keeps the first path it saw for the life of the process.
 */
export async function writeSummary(text: string): Promise<void> {
  const file = process.env.GITHUB_STEP_SUMMARY;
  if (!file) return;
  // The runner masks secrets in the log only: a message quoting a proxy URL must not bring its password here.
  await appendFile(file, fitSummary(redactSecrets(text, environmentCredentials(process.env))), 'utf8');
}

/** A failure before any report exists: still an output, a summary line and the exit code. */
export async function fail(message: string, exitCode: number): Promise<void> {
  core.setOutput('verdict', 'error');
  core.setOutput('headline', 'verdict error');
  await writeSummary(
    toMarkdownFile([heading(3, t`💥 bench-check: ${strong(t`error`)}`), paragraph(text(message, 2000))]),
  );
  core.setFailed(message);
  process.exitCode = exitCode;
}

/**
 * The pull request's results document was refused (over a limit, duplicate suite ids, not a
 * results document): the sticky comment says so, so that an earlier verdict does not stand for
 * this commit, then the step fails as `fail` does. The message is ours; the document's text in it
 * is made inert.
 */
export async function refuseOnPr(
  run: ActionRun,
  pr: PullRequestRef,
  message: string,
  scored: ScoredCommit,
): Promise<void> {
  const { settings, ctx, client } = run;
  // A comment is not the log: the runner's masks do not apply to it.
  const shown = redactSecrets(message, environmentCredentials(process.env));
  if (settings.comment !== 'never' && client !== null && ctx.repo !== null) {
    const hash = refusedVerdictHash(shown);
    const body = renderRefusal(shown, { commentKey: settings.commentKey, verdictHash: hash, scored });
    const res = await upsertComment(client, {
      repo: ctx.repo,
      issueNumber: pr.number,
      key: settings.commentKey,
      author: settings.commentAuthor,
      body,
      verdictHash: hash,
      mode: settings.comment,
      regressed: false,
    });
    if (!res.ok) core.warning(`cannot comment on #${pr.number}: ${res.error.message}`);
  }
  await fail(shown, 2);
}

/** The job summary's line on the HTML report: its artifact's link, or where it was written. */
function htmlReportLine(html: HtmlReportResult | null): string {
  if (html === null) return '';
  return html.url === null
    ? `The HTML report (every item, flipped first) was written to \`${path.basename(html.file)}\` beside report.md; it was not uploaded.\n\n`
    : `**[HTML report](${html.url})**: every suite and every item against the baseline, flipped items first (download, unzip, open).\n\n`;
}

/** Where a gated run is published: the PR (if any), the folder for report.md, the summary's extra text, the commit scored. */
export interface PublishTarget {
  pr: PullRequestRef | null;
  reportDir: string;
  /** The current results document's folder (its items files, for the HTML report). */
  resultsDir: string;
  detail: string;
  scored: ScoredCommit;
}

/**
 * Render the gated run, comment (before any failure is declared), set the outputs, write the
 * summary (+ `detail`), set the exit code.
 */
export async function publish(
  run: ActionRun,
  outcome: GateOutcome,
  { pr, reportDir, resultsDir, detail, scored }: PublishTarget,
): Promise<void> {
  const { settings, ctx, client } = run;
  const html = await publishHtmlReport(run, outcome, { reportDir, resultsDir });
  const { markdown, summary } = renderGateReports(outcome.report, {
    catalog: run.catalog,
    commentKey: settings.commentKey,
    fullReportUrl: ctx.runUrl,
    htmlReportUrl: html?.url ?? null,
    scored,
  });
  const reportFile = path.join(reportDir, 'report.md');
  await writeFileAtomic(reportFile, markdown);
  // The gate's outcome for JUnit test reporters, beside the report (output junit-path).
  const junitFile = path.join(reportDir, 'junit.xml');
  await writeFileAtomic(junitFile, renderJunit({ report: outcome.report, gated: true }));
  let commentUrl = '';
  let commentError: string | null = null;
  if (settings.comment !== 'never') {
    if (pr === null) log.info('not a pull request: no comment');
    else if (client === null || ctx.repo === null) commentError = 'cannot comment: the `github-token` input is empty';
    else {
      const res = await upsertComment(client, {
        repo: ctx.repo,
        issueNumber: pr.number,
        key: settings.commentKey,
        author: settings.commentAuthor,
        body: markdown,
        verdictHash: outcome.comparison.verdictHash,
        mode: settings.comment,
        regressed: outcome.regressed,
      });
      if (res.ok) {
        commentUrl = res.url ?? '';
        log.info(`comment ${res.action}: ${res.why}${res.url ? ` (${res.url})` : ''}`);
      } else commentError = `cannot comment on #${pr.number}: ${res.error.message}`;
    }
  }
  for (const [name, value] of Object.entries(outputStrings(outcome.comparison))) core.setOutput(name, value);
  core.setOutput('report-path', outputPath(run.cwd, reportFile));
  core.setOutput('junit-path', outputPath(run.cwd, junitFile));
  core.setOutput('comment-url', commentUrl);
  core.setOutput('html-report-path', html === null ? '' : outputPath(run.cwd, html.file));
  core.setOutput('html-report-url', html?.url ?? '');
  await writeSummary(`${summary}\n${htmlReportLine(html)}${detail}`);
  if (commentError !== null) core.warning(commentError);
  let code = outcome.exitCode;
  if (code === 1 && !settings.failOnRegression) {
    log.info('a gated metric regressed; fail-on-regression is false, so the step passes');
    code = 0;
  }
  if (code !== 0) {
    const why = outcome.reason === null ? `exit code ${code}` : failReasonWords(outcome.reason);
    core.setFailed(`bench-check: verdict ${outcome.comparison.verdict}: ${why}`);
    process.exitCode = code;
  }
}
