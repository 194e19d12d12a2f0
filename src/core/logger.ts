import { progressFor, silentProgress, type Progress } from './progress.js';

/** Human-readable progress goes to stderr so stdout can carry a document. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  /**
   * Where work that can take more than a couple of seconds (large files, live providers,
   * downloads) reports how far it is (core/progress.ts); absent: nothing is shown.
   */
  progress?: Progress;
}

/**
 * `quiet`: only errors, which are written by the commands themselves, reach stderr (no progress
 * either). Otherwise progress is a bar on a terminal, periodic lines in CI (`progressFor`).
 */
export function stderrLogger(quiet: boolean, env: Readonly<Record<string, string | undefined>> = process.env): Logger {
  return {
    info: (message) => {
      if (!quiet) process.stderr.write(`${message}\n`);
    },
    warn: (message) => {
      if (!quiet) process.stderr.write(`warning: ${message}\n`);
    },
    progress: quiet ? silentProgress : progressFor(env, process.stderr),
  };
}

export const silentLogger: Logger = { info: () => {}, warn: () => {} };

/** `log` with every message passed through `redact` first (secrets of the run, URL userinfo). */
export function redactingLogger(log: Logger, redact: (message: string) => string): Logger {
  const out: Logger = { info: (message) => log.info(redact(message)), warn: (message) => log.warn(redact(message)) };
  if (log.progress !== undefined) out.progress = log.progress;
  return out;
}

/** The progress reporter of a logger (silent when it has none). */
export function progressOf(log: Logger | undefined): Progress {
  return log?.progress ?? silentProgress;
}
