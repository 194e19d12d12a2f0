/** Human-readable progress goes to stderr so stdout can carry a document. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** `quiet`: only errors, which are written by the commands themselves, reach stderr. */
export function stderrLogger(quiet: boolean): Logger {
  return {
    info: (message) => {
      if (!quiet) process.stderr.write(`${message}\n`);
    },
    warn: (message) => {
      if (!quiet) process.stderr.write(`warning: ${message}\n`);
    },
  };
}

export const silentLogger: Logger = { info: () => {}, warn: () => {} };
