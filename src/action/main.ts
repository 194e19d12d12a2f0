// The action's composition root: read the inputs and the event, then hand off to one mode
// (src/action/, gate.md "Forks and permissions").
import * as core from '@actions/core';
import { allMode } from './all.js';
import type { ActionRun } from './context.js';
import { fail } from './publish.js';
import { reportMode } from './report.js';
import { scoreMode } from './score.js';
import { catalog } from '../benchmarks/registry.js';
import { gitHead } from '../core/git.js';
import { environmentCredentials } from '../core/secrets.js';
import { clientOptionsFromEnv, createGitHubClient } from '../github/client.js';
import { historyCacheRoot } from '../github/history-cache.js';
import { runListCache } from '../github/runs.js';
import { pullRequestTargetRefusal, readEventContext } from '../github/event.js';
import { readSettings } from './inputs.js';
import { ensureRunnerTemp, log } from './context.js';
import { stopOnSignals } from '../run/stop.js';

export async function run(): Promise<void> {
  const settingsResult = readSettings();
  if (!settingsResult.ok) return fail(`bench-check: ${settingsResult.diagnostics.map((d) => d.message).join('; ')}`, 2);
  const settings = settingsResult.value;
  // Masked before anything can print it (a failed request's message, a debug line).
  if (settings.token !== null) core.setSecret(settings.token);
  // So are the credentials of a proxy variable (or any URL) of the environment, in every mode:
  // report mode's requests go through the proxy too, and it scores nothing that would mask them.
  for (const secret of environmentCredentials(process.env)) core.setSecret(secret);
  const temp = await ensureRunnerTemp(process.env);
  if (temp !== null) return fail(`bench-check: ${temp}`, 2);
  const cwd = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const context = readEventContext(process.env);
  if (!context.ok) return fail(`bench-check: ${context.diagnostics.map((d) => d.message).join('; ')}`, 2);
  const refusal = pullRequestTargetRefusal(context.value, gitHead(cwd));
  if (refusal !== null) return fail(refusal, 2);
  // The list answers kept for conditional requests live in the history's cache (src/github/conditional.ts).
  const client =
    settings.token === null
      ? null
      : await createGitHubClient(
          clientOptionsFromEnv(process.env, settings.token, { listCache: runListCache(historyCacheRoot(process.env)) }),
        );
  const action: ActionRun = { settings, cwd, ctx: context.value, client, catalog };
  core.setOutput('comment-url', '');
  if (settings.mode === 'report') return reportMode(action);
  const stop = stopOnSignals(log);
  try {
    await (settings.mode === 'score' ? scoreMode : allMode)(action, stop.signal);
  } finally {
    stop.dispose();
  }
}
