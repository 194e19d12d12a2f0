import { execFileSync } from 'node:child_process';

/** `git rev-parse HEAD` in `cwd`: the commit checked out there, or null (no git, not a repository, no commit yet). */
export function gitHead(cwd: string): string | null {
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || null
    );
  } catch {
    return null;
  }
}
