import { failure, success, type Result } from '../core/result.js';
import type { BenchmarkCatalog } from '../plugin/benchmark.js';
import path from 'node:path';
import { writeFileAtomic } from '../core/atomic.js';
import { diagnostic, formatDiagnostic } from '../core/diagnostics.js';
import type { Logger } from '../core/logger.js';
import { serializeDocument, writeDocument } from '../results/document.js';
import { parseShard } from '../results/shard.js';
import type { Diagnostic, ResultsDocument, Shard } from '../results/types.js';
import { renderReport } from '../report/render.js';
import { renderDiagnosticsText, renderText, terminalSafe } from '../report/text.js';
import { renderComparisonText } from '../report/comparison-text.js';
import { renderGateReports } from '../report/comment.js';
import { withoutGate, type GateReport, type RunFailure } from '../gate/index.js';
import { gateHintsOf } from '../gate/config.js';
import type { CommonArgs } from './command.js';
import { exportsAsked, writeExports, type ExportArgs } from './exports.js';

export interface OutputArgs extends CommonArgs, ExportArgs {
  out?: string;
  markdown?: string;
}

/** Flags shared by `score` and `run` (results.md "Common flags"). */
export const OUTPUT_FLAGS = {
  out: { type: 'string', describe: 'Write the results document here (per-item files go next to it)' },
  markdown: { type: 'string', describe: 'Write the markdown report (the PR comment body) here' },
  shard: { type: 'string', describe: 'Score only shard i of n (1-based), e.g. 2/8; merge the parts with `merge`' },
} as const;

/** Input that stops a command before anything is scored or compared: each error on stderr, exit code 2. */
/** A usage problem: one `error:` line, exit code 2. */
export function usageError(message: string): number {
  process.stderr.write(`error: ${message}\n`);
  return 2;
}

/** `--shard i/n` → the shard, null when absent, or a usage message. */
export function shardArg(text: string | undefined): Result<Shard | null> {
  if (text === undefined) return success(null);
  const shard = parseShard(text);
  return shard === null
    ? failure(diagnostic({ code: 'usage', message: `--shard must look like i/n with 1 ≤ i ≤ n, got "${text}"` }))
    : success(shard);
}

export function inputErrors(diagnostics: readonly Diagnostic[]): number {
  for (const d of diagnostics) process.stderr.write(`error: ${formatDiagnostic(d)}\n`);
  return 2;
}

/** Write a text output (the markdown report), creating its directory; atomically. */
export async function writeTextFile(file: string, text: string): Promise<void> {
  await writeFileAtomic(file, text);
}

/** What the report shows beyond the results document. */
export interface ReportExtras {
  /** The gate's report (a `run` with a `gate` section): the comparison is part of every report. */
  gate?: GateReport | null;
  /** The embedded demo config was scored (no config file): its broken rows are deliberate. */
  demo?: boolean;
  /** The gate's baseline folder (its items files, for --html) and why the run cannot be judged. */
  baselineDir?: string | null;
  failures?: readonly RunFailure[];
}

/**
 * For stderr, when stdout carries a document (--format json|markdown): every suite's diagnostics
 * grouped per suite (log; --quiet hides them) and one `error:` line per suite that could not be
 * scored (always: it explains exit code 2).
 */
function diagnosticsToStderr(doc: ResultsDocument, args: CommonArgs, log: Logger, demo: boolean): void {
  const text = renderDiagnosticsText(doc, { verbose: args.verbose === true, demo });
  if (text !== '') log.info(text.trimEnd());
}

/** One `error:` line per suite that could not be scored, with its first error (why the exit code is 2). */
function suiteErrorsToStderr(doc: ResultsDocument): void {
  for (const suite of doc.suites) {
    if (suite.status !== 'error') continue;
    const first = suite.diagnostics.find((d) => d.severity === 'error');
    process.stderr.write(
      `error: suite ${terminalSafe(suite.id, 60)} could not be scored${first === undefined ? '' : `: ${terminalSafe(formatDiagnostic(first), 400)}`}\n`,
    );
  }
}

/** Where and how a command's results go: its flags, the folder they are relative to, its log. */
export interface OutputTarget {
  args: OutputArgs;
  cwd: string;
  log: Logger;
  catalog: BenchmarkCatalog;
}

/**
 * Write what was asked for: the document (--out), the markdown report (--markdown), and on
 * stdout the --format view (default: the text report). The report always goes to stdout, logs
 * and progress to stderr; with --format json stdout holds only the document. With a gate, the
 * markdown report is the gate's (the PR comment body) both in --markdown FILE and on stdout, and
 * the text report ends with the comparison.
 */
export async function emitResults(doc: ResultsDocument, to: OutputTarget, extras: ReportExtras = {}): Promise<void> {
  const { args, cwd, log, catalog } = to;
  const outFile = args.out !== undefined ? path.resolve(cwd, args.out) : null;
  const resultsDir = outFile === null ? null : path.dirname(outFile);
  if (outFile !== null) {
    await writeDocument(doc, outFile);
    log.info(`results written to ${args.out}`);
  }
  const gate = extras.gate ?? null;
  const demo = extras.demo === true;
  const markdown = async () =>
    gate !== null
      ? renderGateReports(gate, { catalog, commentKey: null }).markdown
      : await renderReport(doc, { resultsDir, catalog });
  if (args.markdown !== undefined) {
    await writeTextFile(path.resolve(cwd, args.markdown), await markdown());
    log.info(`markdown report written to ${args.markdown}`);
  }
  const format = args.format ?? 'text';
  if (format === 'text') {
    const comparison = gate === null ? '' : `\n${renderComparisonText(gate)}`;
    process.stdout.write(`${renderText(doc, catalog, { verbose: args.verbose === true, demo })}${comparison}`);
  } else {
    process.stdout.write(format === 'json' ? serializeDocument(doc) : await markdown());
    diagnosticsToStderr(doc, args, log, demo);
    if (gate !== null) log.info(renderComparisonText(gate, { overview: false }).trimEnd());
  }
  if (exportsAsked(args)) {
    const ungated = gate === null ? withoutGate(doc, gateHintsOf(catalog)) : null;
    await writeExports(
      ungated === null ? { report: gate!, gated: true } : { report: ungated.report, gated: false },
      args,
      cwd,
      log,
      {
        catalog,
        currentDir: resultsDir,
        baselineDir: extras.baselineDir ?? null,
        failures: extras.failures ?? ungated?.failures ?? [],
      },
    );
  }
  suiteErrorsToStderr(doc);
}

/** The exit code of a run no gate judged: 2 when it could not be measured (gate/index.ts withoutGate), else 0. */
export function ungatedExitCode(doc: ResultsDocument, catalog: BenchmarkCatalog): number {
  return withoutGate(doc, gateHintsOf(catalog)).exitCode;
}

/**
 * A usage message when --deadline-minutes is not a number > 0, else null. yargs gives NaN for a
 * word and an array for a flag given twice.
 */
export function deadlineArg(minutes: number | readonly number[] | undefined): string | null {
  return minutes === undefined || (typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0)
    ? null
    : `--deadline-minutes must be a number > 0, got ${String(minutes)}`;
}

export const DEADLINE_FLAG = {
  type: 'number',
  describe:
    'Stop the run after this many minutes (results kept, marked incomplete, exit 2). Default: 60 when a suite asks a live provider, else none',
} as const;

/**
 * A run stopped by a signal or its deadline: the suites done are written with `run.incomplete`
 * (verdict error, never gated), the cause is said, exit 2.
 */
export async function stoppedRun(doc: ResultsDocument, to: OutputTarget, extras: ReportExtras = {}): Promise<number> {
  // The verdict and the exit code of the run as the gate decides an ungated one (error, 2: it did
  // not finish); a stopped run without its incomplete mark still ends in error.
  const outcome = withoutGate(doc, gateHintsOf(to.catalog));
  const stopped: ResultsDocument = { ...doc, verdict: outcome.verdict ?? 'error' };
  await emitResults(stopped, to, extras);
  const pending = stopped.run.pending ?? [];
  process.stderr.write(
    `error: ${stopped.run.stopReason ?? 'the run stopped'}: ${stopped.suites.length} suite(s) scored and kept, not scored: ${pending.join(', ') || 'none'}\n`,
  );
  return outcome.verdict === null ? 2 : outcome.exitCode;
}
