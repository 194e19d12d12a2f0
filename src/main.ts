import * as core from '@actions/core';
import path from 'node:path';
import { annotateDiagnostics, documentDiagnostics } from './github/annotations.js';
import { readSettings } from './inputs.js';
import { renderReport, overallScore } from './report/render.js';
import { writeDocument } from './results/document.js';
import { scoreConfig } from './run/pipeline.js';
import { mkdir, writeFile } from 'node:fs/promises';

const SUMMARY_LIMIT = 1024 * 1024 - 1024;

/** The action: read inputs, score the config, write results + report, set outputs and the summary. */
export async function run(): Promise<void> {
  const settingsResult = readSettings();
  if (!settingsResult.ok) {
    core.setFailed(settingsResult.message);
    process.exitCode = 2;
    return;
  }
  const settings = settingsResult.settings;
  const cwd = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const log = { info: (m: string) => core.info(m), warn: (m: string) => core.warning(m) };
  const scored = await scoreConfig({ configPath: settings.config, cwd, resultsPath: settings.resultsPath, shard: null, log, env: process.env });
  if (!scored.ok) {
    annotateDiagnostics(scored.diagnostics.map((diagnostic) => ({ suite: null, diagnostic })));
    core.setOutput('verdict', 'error');
    core.setFailed(`bench-check: the config is not usable (${scored.diagnostics.length} problem(s), see annotations)`);
    process.exitCode = 2;
    return;
  }
  const { doc, resultsDir } = scored;
  const failedSuites = doc.suites.filter((s) => s.status === 'error');
  if (failedSuites.length > 0) doc.verdict = 'error';
  const resultsFile = path.resolve(cwd, settings.resultsPath);
  await writeDocument(doc, resultsFile);
  const report = await renderReport(doc, { resultsDir });
  const reportFile = path.join(path.dirname(resultsFile), 'report.md');
  await mkdir(path.dirname(reportFile), { recursive: true });
  await writeFile(reportFile, report, 'utf8');
  annotateDiagnostics(documentDiagnostics(doc));

  const overall = overallScore(doc);
  core.setOutput('final-score', overall === null ? '' : String(overall));
  core.setOutput('scores', JSON.stringify(Object.fromEntries(doc.suites.map((s) => [s.id, s.finalScore]))));
  core.setOutput('verdict', doc.verdict ?? 'no-baseline');
  core.setOutput('results-path', path.relative(cwd, resultsFile).split(path.sep).join('/'));
  core.setOutput('report-path', path.relative(cwd, reportFile).split(path.sep).join('/'));
  if (process.env.GITHUB_STEP_SUMMARY) {
    const summary = report.length > SUMMARY_LIMIT ? `${report.slice(0, SUMMARY_LIMIT)}\n\n…(truncated; full report in ${settings.resultsPath})\n` : report;
    await core.summary.addRaw(summary).write();
  }
  if (failedSuites.length > 0) {
    core.setFailed(`bench-check: ${failedSuites.map((s) => s.id).join(', ')} could not be scored (bad input, see annotations)`);
    process.exitCode = 2;
  }
}
