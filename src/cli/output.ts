import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { formatDiagnostic } from '../core/diagnostics.js';
import type { Logger } from '../core/logger.js';
import { serializeDocument, writeDocument } from '../results/document.js';
import { parseShard } from '../results/shard.js';
import type { Diagnostic, ResultsDocument, Shard } from '../results/types.js';
import { renderReport } from '../report/render.js';
import { renderText, terminalSafe } from '../report/text.js';
import type { CommonArgs } from './command.js';

export interface OutputArgs extends CommonArgs {
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
export function shardArg(text: string | undefined): { shard: Shard | null } | { error: string } {
  if (text === undefined) return { shard: null };
  const shard = parseShard(text);
  return shard === null ? { error: `--shard must look like i/n with 1 ≤ i ≤ n, got "${text}"` } : { shard };
}

export function inputErrors(diagnostics: readonly Diagnostic[]): number {
  for (const d of diagnostics) process.stderr.write(`error: ${formatDiagnostic(d)}\n`);
  return 2;
}

/** Write a text output (the markdown report), creating its directory. */
export async function writeTextFile(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text, 'utf8');
}

/** Errors and warnings of every suite, one located line each, to stderr. */
export function reportDiagnostics(doc: ResultsDocument, log: Logger): void {
  for (const suite of doc.suites) {
    for (const d of suite.diagnostics) {
      const line = `${suite.id}: ${terminalSafe(formatDiagnostic(d), 400)}`;
      if (d.severity === 'error' && suite.status === 'error') process.stderr.write(`error: ${line}\n`);
      else if (d.severity !== 'info') log.info(`${d.severity}: ${line}`);
    }
  }
}

/**
 * Write what was asked for: the document (--out), the markdown report (--markdown), and on
 * stdout the --format view when neither file was asked for (or always with --format given).
 */
export async function emitResults(doc: ResultsDocument, args: OutputArgs, cwd: string, log: Logger): Promise<void> {
  const outFile = args.out !== undefined ? path.resolve(cwd, args.out) : null;
  const resultsDir = outFile === null ? null : path.dirname(outFile);
  if (outFile !== null) {
    await writeDocument(doc, outFile);
    log.info(`results written to ${args.out}`);
  }
  if (args.markdown !== undefined) {
    await writeTextFile(path.resolve(cwd, args.markdown), await renderReport(doc, { resultsDir }));
    log.info(`markdown report written to ${args.markdown}`);
  }
  const format = args.format ?? (outFile === null && args.markdown === undefined ? 'text' : undefined);
  if (format === 'json') process.stdout.write(serializeDocument(doc));
  else if (format === 'markdown') process.stdout.write(await renderReport(doc, { resultsDir }));
  else if (format === 'text') process.stdout.write(renderText(doc));
  else if (!args.quiet) process.stderr.write(renderText(doc));
}

/** 2 when any suite failed as a whole (bad input), else 0. */
export function inputExitCode(doc: ResultsDocument): number {
  return doc.suites.some((s) => s.status === 'error') ? 2 : 0;
}
