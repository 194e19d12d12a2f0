// The base branch's history in the action: with baseline `artifact`, the results
// artifacts of the last N trusted base-branch runs (src/github/history.ts), for applyGate's
// `history` option. An extra: nothing here fails the run.
import * as core from '@actions/core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BaselineLoad } from '../gate/baseline.js';
import { resolveGateConfig, type GateConfig } from '../gate/config.js';
import type { HistoryLoad } from '../gate/history-types.js';
import { clientOptionsFromEnv, createGitHubClient } from '../github/client.js';
import { historyCacheRoot } from '../github/history-cache.js';
import { loadArtifactHistory } from '../github/history.js';
import { runListCache } from '../github/runs.js';
import type { PullRequestRef } from '../github/event.js';
import type { ResultsDocument } from '../results/types.js';
import { baseBranchRuns, type BaselineQuery } from './baseline.js';
import { log, type ActionRun } from './context.js';

/** What the history is looked up from: the baseline as loaded, this run's document, the baseline query. */
export interface HistoryInputs {
  baseline: BaselineLoad;
  current: ResultsDocument;
  query: BaselineQuery;
}

/**
 * The history for applyGate, or undefined when there is none to look for: history 0, a baseline
 * source other than `artifact`, no pull request, or no baseline run found (then there is no base
 * branch run with the artifact either). `gate` is the config with the inputs over it (gateWithInputs).
 */
export async function loadHistory(
  run: ActionRun,
  gate: GateConfig,
  { baseline, current, query }: HistoryInputs,
): Promise<HistoryLoad | undefined> {
  const resolved = resolveGateConfig(gate);
  const limit = resolved.history;
  if (!(limit > 0) || resolved.baseline.source !== 'artifact') return undefined;
  const { ctx, settings } = run;
  const pr: PullRequestRef | null = query.pr;
  if (run.client === null || settings.token === null || ctx.repo === null || pr === null) return undefined;
  if (baseline.kind !== 'found' || baseline.provenance.run == null) {
    log.info('history: not looked for, as no baseline run was found');
    return undefined;
  }
  // The run list the baseline lookup read: more of it is fetched only if the history needs it.
  const runs = await baseBranchRuns(query, run.client, ctx.repo);
  if (!runs.ok) {
    log.warn(`history: not looked for: ${runs.diagnostics.map((d) => d.message).join('; ')}`);
    return undefined;
  }
  // Its own client: a rate limit is not waited out for an extra, it cuts the history short.
  const cacheRoot = historyCacheRoot(process.env);
  const client = await createGitHubClient(
    clientOptionsFromEnv(process.env, settings.token, { maxRateLimitWaitMs: 0, listCache: runListCache(cacheRoot) }),
  );
  const tempDir = await mkdtemp(path.join(process.env.RUNNER_TEMP || tmpdir(), 'bench-history-'));
  try {
    const { history, cutShort } = await loadArtifactHistory(client, {
      repo: ctx.repo,
      runs: runs.value,
      artifactName: resolved.baseline.artifactName,
      limit,
      current,
      baseline:
        baseline.side.dir === null
          ? null
          : {
              runId: baseline.provenance.run.id,
              doc: baseline.side.doc,
              resultsFile: path.join(baseline.side.dir, 'results.json'),
            },
      limits: query.limits,
      cacheRoot,
      tempDir,
      log,
    });
    if (cutShort !== null) core.notice(`bench-check: ${cutShort}`);
    return history;
  } finally {
    await rm(tempDir, { recursive: true, force: true }).catch(() => undefined);
  }
}
