// What every mode of the action works with, read once by main.ts.
import * as core from '@actions/core';
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import type { Logger } from '../core/logger.js';
import { progressFor } from '../core/progress.js';
import type { GitHubClient } from '../github/client.js';
import type { EventContext } from '../github/event.js';
import type { ActionSettings } from '../inputs.js';

export interface ActionRun {
  settings: ActionSettings;
  /** GITHUB_WORKSPACE (else the working directory): relative inputs and outputs resolve here. */
  cwd: string;
  ctx: EventContext;
  /** null without a `github-token`. */
  client: GitHubClient | null;
  catalog: BenchmarkCatalog;
}

/**
 * The action's log; progress (downloads, long suites) as plain lines on stderr, as in any CI log
 * (core/progress.ts), by the environment of the run that asks (read then, not when this module loads).
 */
export const log: Logger = {
  info: (m) => core.info(m),
  warn: (m) => core.warning(m),
  get progress() {
    return progressFor(process.env, process.stderr);
  },
};
