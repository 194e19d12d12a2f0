// What every mode of the action works with, read once by main.ts.
import * as core from '@actions/core';
import { mkdir, stat } from 'node:fs/promises';
import { errnoReason } from '../core/errno.js';
import type { BenchmarkCatalog } from '../plugin/benchmark.js';
import type { Logger } from '../core/logger.js';
import { progressFor } from '../core/progress.js';
import type { GitHubClient } from '../github/client.js';
import type { EventContext } from '../github/event.js';
import type { ActionSettings } from './inputs.js';

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

/**
 * RUNNER_TEMP, where the modes download artifacts, made to exist: a local or self-hosted runner may
 * name a folder that is not there yet, and it is created (as the hosted runner would have). Null
 * when it is usable (or unset: the system's temporary folder is used), else why not, in one line.
 */
export async function ensureRunnerTemp(env: Readonly<Record<string, string | undefined>>): Promise<string | null> {
  const dir = env.RUNNER_TEMP;
  if (!dir) return null;
  try {
    await mkdir(dir, { recursive: true });
    if ((await stat(dir)).isDirectory()) return null;
    return `RUNNER_TEMP "${dir}" is not a folder`;
  } catch (error) {
    const reason = errnoReason(error) ?? String((error as Partial<Error>).message ?? error);
    return `RUNNER_TEMP "${dir}" does not exist and cannot be created: ${reason}`;
  }
}
