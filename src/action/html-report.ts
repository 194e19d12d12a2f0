// The action's HTML report (input `html-report`, docs/html-report.md): written beside report.md,
// uploaded as an artifact of this run with the toolkit's artifact library, linked from the PR
// comment and the job summary. In mode report it is made in the report job from the PR's artifact,
// whose text it holds as data only (report/html/). A failed upload is a warning: the verdict, the
// comment and the exit code do not depend on the page.
import * as core from '@actions/core';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic.js';
import type { GateOutcome } from '../gate/index.js';
import { renderHtmlReport } from '../report/html/page.js';
import { log, type ActionRun } from './context.js';

/** The file's name, in report.md's folder and in the artifact. */
const HTML_REPORT_FILE = 'report.html';

/** The artifact's name: the results artifact's with `-html`, and the comment key when it is not the default. */
function htmlArtifactName(artifactName: string, commentKey: string): string {
  return `${artifactName}-html${commentKey === 'default' ? '' : `-${commentKey}`}`;
}

/** What became of the page: its path (output `html-report-path`) and its artifact's link (output `html-report-url`; null: not uploaded). */
export interface HtmlReportResult {
  file: string;
  url: string | null;
}

/** Writes the page of a gated run beside report.md and uploads it; null when the input is off. */
export async function publishHtmlReport(
  run: ActionRun,
  outcome: GateOutcome,
  dirs: { reportDir: string; resultsDir: string | null },
): Promise<HtmlReportResult | null> {
  const { settings, ctx } = run;
  if (!settings.htmlReport) return null;
  const file = path.join(dirs.reportDir, HTML_REPORT_FILE);
  const links = ctx.runUrl === null ? [] : [{ label: 'workflow run', url: ctx.runUrl }];
  await writeFileAtomic(
    file,
    await renderHtmlReport({
      report: outcome.report,
      catalog: run.catalog,
      currentDir: dirs.resultsDir,
      baselineDir: outcome.baseline?.side.dir ?? null,
      failures: outcome.failures,
      links,
    }),
  );
  const name = htmlArtifactName(settings.artifactName, settings.commentKey);
  let url: string | null = null;
  try {
    // Loaded only when asked for: the artifact library is large, and every other run does without it.
    const { DefaultArtifactClient } = await import('@actions/artifact');
    const uploaded = await new DefaultArtifactClient().uploadArtifact(name, [file], dirs.reportDir);
    if (uploaded.id !== undefined && ctx.runUrl !== null) url = `${ctx.runUrl}/artifacts/${uploaded.id}`;
    log.info(`HTML report uploaded as artifact "${name}"${url === null ? '' : ` (${url})`}`);
  } catch (error: unknown) {
    core.warning(
      `bench-check: the HTML report was written beside report.md but not uploaded as artifact "${name}": ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { file, url };
}
