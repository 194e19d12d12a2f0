// SIGINT/SIGTERM (a cancelled CI job, Ctrl-C) stop a run gracefully: the run signal is aborted so
// live providers stop asking and the suites done are written (results.md "Nothing computed is
// lost"); the process then exits 2. A second signal, or a scorer that does not return within the
// grace period, ends the process at once: the results document written after the last finished
// suite is already on disk, marked incomplete.
import { removeTemporaryFiles } from '../core/atomic.js';
import type { Logger } from '../core/logger.js';

const STOP_EXIT_CODE = 2;
const SIGNALS = ['SIGINT', 'SIGTERM'] as const;

export interface StopHandle {
  signal: AbortSignal;
  /** Removes the handlers (the run is over). */
  dispose(): void;
}

export function stopOnSignals(log: Logger, graceMs = 10_000): StopHandle {
  const controller = new AbortController();
  let grace: NodeJS.Timeout | null = null;
  const exitNow = () => {
    removeTemporaryFiles();
    process.exit(STOP_EXIT_CODE);
  };
  const onSignal = (name: NodeJS.Signals) => {
    if (controller.signal.aborted) return exitNow();
    log.warn(`${name}: stopping; the suites already scored are kept (results marked incomplete)`);
    controller.abort(`interrupted by ${name}`);
    grace = setTimeout(exitNow, graceMs);
    grace.unref();
  };
  for (const s of SIGNALS) process.on(s, onSignal);
  return {
    signal: controller.signal,
    dispose() {
      for (const s of SIGNALS) process.off(s, onSignal);
      if (grace !== null) clearTimeout(grace);
    },
  };
}
