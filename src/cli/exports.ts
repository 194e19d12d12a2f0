// `--junit FILE`, `--bmf FILE`, `--gab FILE` of `run` and `compare`: the gate's outcome in the
// formats CI tools read (report/junit.ts, bmf.ts, gab.ts); `--html FILE`: the report to look at
// (report/html/, docs/html-report.md). Each file is written whole and renamed
// into place; a path that is also another output of the command is refused before anything runs.
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic.js';
import type { Logger } from '../core/logger.js';
import type { ExportInput } from '../report/exports.js';
import { renderJunit } from '../report/junit.js';
import { renderBmf } from '../report/bmf.js';
import { gabSmallerPath, renderGab } from '../report/gab.js';
import { renderHtmlReport } from '../report/html/page.js';
import type { RunFailure } from '../gate/index.js';
import type { BenchmarkCatalog } from '../plugin/benchmark.js';

export interface ExportArgs {
  junit?: string;
  bmf?: string;
  gab?: string;
  html?: string;
}

/** What the HTML report reads beside the gate's report: the items files of both runs. */
export interface HtmlSides {
  catalog: BenchmarkCatalog;
  /** Folder of the current results document, null when it was not written. */
  currentDir: string | null;
  baselineDir: string | null;
  failures?: readonly RunFailure[];
}

export const EXPORT_FLAGS = {
  junit: {
    type: 'string',
    describe:
      "Write the gate's outcome as JUnit XML here: one testsuite per suite, one testcase per gated target, failed when it regressed",
  },
  bmf: {
    type: 'string',
    describe:
      "Write the run's values in Bencher Metric Format (JSON) here: one benchmark per suite, one measure per target",
  },
  gab: {
    type: 'string',
    describe:
      "Write github-action-benchmark JSON: FILE for customBiggerIsBetter, FILE's name with .smaller.json for customSmallerIsBetter",
  },
  html: {
    type: 'string',
    describe:
      'Write one self-contained HTML report here: every suite against its baseline and every item, flipped items first (opens offline)',
  },
} as const;

/** The files the export flags write, by flag (`--gab` writes two). */
function exportFiles(args: ExportArgs): [flag: string, file: string][] {
  const files: [string, string][] = [];
  if (args.junit !== undefined) files.push(['--junit', args.junit]);
  if (args.bmf !== undefined) files.push(['--bmf', args.bmf]);
  if (args.gab !== undefined) files.push(['--gab', args.gab], ['--gab', gabSmallerPath(args.gab)]);
  if (args.html !== undefined) files.push(['--html', args.html]);
  return files;
}

/**
 * Why the export flags cannot be honoured (a path that another output or input of the command
 * also names: writing it would destroy that file), or null. `others`: the command's other paths by flag.
 */
export function exportPathsProblem(
  args: ExportArgs,
  others: Record<string, string | undefined>,
  cwd: string,
): string | null {
  const seen = new Map<string, string>();
  for (const [flag, file] of Object.entries(others)) if (file !== undefined) seen.set(path.resolve(cwd, file), flag);
  for (const [flag, file] of exportFiles(args)) {
    const abs = path.resolve(cwd, file);
    const before = seen.get(abs);
    if (before !== undefined)
      return `${flag} ${file} is also the file of ${before}: choose another path (nothing was written)`;
    seen.set(abs, flag);
  }
  return null;
}

/** Whether any export flag was given. */
export function exportsAsked(args: ExportArgs): boolean {
  return args.junit !== undefined || args.bmf !== undefined || args.gab !== undefined || args.html !== undefined;
}

/** Write the asked-for exports of a run (its gate report, or the report of a run without a gate). */
export async function writeExports(
  input: ExportInput,
  args: ExportArgs,
  cwd: string,
  log: Logger,
  sides: HtmlSides,
): Promise<void> {
  if (!exportsAsked(args)) return;
  if (!input.gated)
    log.info(
      'exports: the run was not gated (no gate section, or a shard): targets are listed with their values, none was judged',
    );
  if (args.junit !== undefined) {
    await writeFileAtomic(path.resolve(cwd, args.junit), renderJunit(input));
    log.info(`JUnit XML written to ${args.junit}`);
  }
  if (args.bmf !== undefined) {
    await writeFileAtomic(path.resolve(cwd, args.bmf), renderBmf(input));
    log.info(`Bencher Metric Format written to ${args.bmf}`);
  }
  if (args.gab !== undefined) {
    const gab = renderGab(input);
    await writeFileAtomic(path.resolve(cwd, args.gab), gab.bigger);
    await writeFileAtomic(path.resolve(cwd, gabSmallerPath(args.gab)), gab.smaller);
    log.info(`github-action-benchmark JSON written to ${args.gab} and ${gabSmallerPath(args.gab)}`);
  }
  if (args.html !== undefined) {
    await writeFileAtomic(
      path.resolve(cwd, args.html),
      await renderHtmlReport({ report: input.report, gated: input.gated, ...sides }),
    );
    log.info(`HTML report written to ${args.html}`);
  }
}
