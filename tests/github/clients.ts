// GitHub clients of the loopback GitHub for tests: the action's own Octokit (src/github/client.ts),
// with the waits of the plugins scaled (timeScale; 0 by default: retries happen at once).
import { createGitHubClient, type ClientOptions, type GitHubClient } from '../../src/github/client.js';
import type { FakeGitHub } from './server.js';

export function testClient(gh: FakeGitHub, opts: Partial<ClientOptions> = {}): Promise<GitHubClient> {
  return createGitHubClient({ token: 'tkn', baseUrl: gh.url, timeScale: 0, ...opts });
}
