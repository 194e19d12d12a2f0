// The history cache's layout on disk: one results.json per repository, artifact name and run id.
// The names come from the config and the API, so each becomes one safe path segment: the file is
// always inside the root.
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Repo } from './runs.js';

/**
 * Where the history cache lives: `$RUNNER_TOOL_CACHE/bench-check` (kept between jobs on
 * self-hosted runners; on GitHub-hosted ones only for the job unless restored by actions/cache),
 * else `$RUNNER_TEMP/bench-check`, else the system's temporary directory.
 */
export function historyCacheRoot(env: Readonly<Record<string, string | undefined>>): string {
  return path.join(env.RUNNER_TOOL_CACHE || env.RUNNER_TEMP || tmpdir(), 'bench-check');
}

/** One path segment from a name (owner, repository, artifact): never empty, `.`, `..` or holding a separator. */
function segment(name: string): string {
  const s = encodeURIComponent(name);
  return s === '' ? '%00' : /^\.+$/.test(s) ? s.replace(/\./g, '%2E') : s;
}

/** The cached results.json of a run: `<root>/history/<owner>/<repo>/<artifact>/<runId>.json`. */
export function cachedDocumentPath(root: string, repo: Repo, artifactName: string, runId: number): string {
  return path.join(root, 'history', segment(repo.owner), segment(repo.repo), segment(artifactName), `${runId}.json`);
}
