// Mode `score` (and the first half of `all`): the config scored, results.json (+ items files) and
// pr.json written, diagnostics annotated.
import * as core from '@actions/core';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic.js';
import type { GateConfig } from '../gate/config.js';
import { gateHintsOf } from '../gate/config.js';
import { withoutGate } from '../gate/index.js';
import type { RunFailure } from '../gate/model.js';
import { outputStrings } from '../report/outputs.js';
import { failureWords, unscoredWords } from '../report/words.js';
import { annotateDiagnostics, documentDiagnostics } from '../github/annotations.js';
import { pullRequestOf } from '../github/event.js';
import { renderReport } from '../report/render.js';
import { writeDocument } from '../results/document.js';
import type { ResultsDocument } from '../results/types.js';
import { scoreConfig } from '../run/pipeline.js';
import { log, type ActionRun } from './context.js';
import { ACTION_NO_CONFIG_HINT } from './inputs.js';
import { fail, outputPath, writeSummary } from './publish.js';

export interface Scored {
  doc: ResultsDocument;
  resultsDir: string;
  resultsFile: string;
  gate: GateConfig | undefined;
  /** The config's folder: its baseline path is relative to it. */
  gateCwd: string;
}

/** Score the config; null when it is not usable (the failure is already reported). */
export async function scoreWorkspace(run: ActionRun, signal: AbortSignal): Promise<Scored | null> {
  const { settings, cwd } = run;
  const scored = await scoreConfig({
    config: settings.config,
    noConfigHint: ACTION_NO_CONFIG_HINT,
    cwd,
    resultsPath: settings.resultsPath,
    shard: null,
    log,
    env: process.env,
    signal,
    mask: (secret) => core.setSecret(secret),
    catalog: run.catalog,
  });
  if (!scored.ok) {
    annotateDiagnostics(scored.diagnostics.map((diagnostic) => ({ suite: null, diagnostic })));
    await fail(`bench-check: the config is not usable (${scored.diagnostics.length} problem(s), see annotations)`, 2);
    return null;
  }
  const resultsFile = path.resolve(cwd, settings.resultsPath);
  const resultsDir = path.dirname(resultsFile);
  annotateDiagnostics(documentDiagnostics(scored.doc));
  const pr = pullRequestOf(run.ctx);
  if (pr !== null) {
    await writeFileAtomic(
      path.join(resultsDir, 'pr.json'),
      `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}\n`,
    );
  }
  return { doc: scored.doc, resultsDir, resultsFile, gate: scored.value.config.gate, gateCwd: scored.value.baseDir };
}

/** Mode `score`: no baseline, no comment; the results report as the summary, exit 2 for a run that could not be measured. */
export async function scoreMode(run: ActionRun, signal: AbortSignal): Promise<void> {
  const scored = await scoreWorkspace(run, signal);
  if (scored === null) return;
  const outcome = withoutGate(scored.doc, gateHintsOf(run.catalog));
  const doc = outcome.verdict === 'error' ? { ...scored.doc, verdict: outcome.verdict } : scored.doc;
  await writeDocument(doc, scored.resultsFile);
  const text = await renderReport(doc, { resultsDir: scored.resultsDir, catalog: run.catalog });
  const reportFile = path.join(scored.resultsDir, 'report.md');
  await writeFileAtomic(reportFile, text);
  const outputs = outputStrings(outcome.report.comparison, doc.verdict ?? 'no-baseline');
  for (const name of ['final-score', 'scores', 'verdict', 'headline']) core.setOutput(name, outputs[name]);
  core.setOutput('results-path', outputPath(run.cwd, scored.resultsFile));
  core.setOutput('report-path', outputPath(run.cwd, reportFile));
  await writeSummary(text);
  if (outcome.exitCode !== 0) {
    const why = (f: RunFailure) =>
      f.kind === 'unscored' ? `${unscoredWords(f)}: ${f.ids.join(', ')} (bad input, see annotations)` : failureWords(f);
    core.setFailed(`bench-check: ${outcome.failures.map(why).join('; ')}`);
    process.exitCode = outcome.exitCode;
  }
}
