// Credentials never published (issue #29 part 5): a password in the URL of every URL input (flood's
// baseUrl, TransitLM's apiUrl and TRANSIT_LM_API) and an API key are secrets, found in every suite
// string and environment value. credentials.e2e.test.ts runs the action as a process against
// loopback servers that echo the request: not one output holds a secret.
import { describe, expect, it } from 'vitest';
import { redactSecrets, scrubSecrets, urlCredentials } from '../../src/core/secrets.js';
import { maskUserinfoIn } from '../../src/core/url.js';
import { runSuites } from '../../src/run/runSuites.js';
import { silentLogger } from '../../src/core/logger.js';
import { catalog } from '../catalog.js';
import type { FloodSuiteConfig } from '../../src/benchmarks/flood/config.js';
import { API_KEY, ENV_PASSWORD, FLOOD_PASSWORD } from './credentials.js';

describe('credentials in URLs', () => {
  it('are secrets: the password, user:password and its Basic encoding; the URL keeps its host', () => {
    const url = `https://alice:${FLOOD_PASSWORD}@models.example/v1`;
    expect(urlCredentials(url)).toEqual(
      expect.arrayContaining([
        FLOOD_PASSWORD,
        `alice:${FLOOD_PASSWORD}`,
        Buffer.from(`alice:${FLOOD_PASSWORD}`).toString('base64'),
      ]),
    );
    expect(urlCredentials(url)).not.toContain('alice');
    expect(urlCredentials('https://ghp_TOKEN123@host/x')).toContain('ghp_TOKEN123');
    expect(maskUserinfoIn(`see ${url} and http://host/a@b`)).toBe(
      'see https://***@models.example/v1 and http://host/a@b',
    );
    expect(redactSecrets(`key ${API_KEY.slice(3, 20)}…`, [API_KEY])).toBe('key ***…');
    expect(redactSecrets('a short secret only whole: abcd abcdefgh', ['abcdefgh'])).toBe(
      'a short secret only whole: abcd ***',
    );
    expect(scrubSecrets(`{"authorization":"Basic ${Buffer.from('u:p').toString('base64')}xyz"}`, [])).toBe(
      '{"authorization":"Basic ***"}',
    );
  });

  it('a run masks them before any suite is scored: every suite string and every environment value (a proxy URL too)', async () => {
    const flood: FloodSuiteConfig = {
      id: 'f',
      benchmark: 'flood',
      baseUrl: `http://alice:${FLOOD_PASSWORD}@h/v1`,
      apiKeyEnv: 'KEY',
    };
    const masked: string[] = [];
    // Stopped before the first suite: the secrets are masked all the same, and nothing is sent.
    const stop = new AbortController();
    stop.abort('stopped for the test');
    const run = await runSuites([flood], {
      baseDir: '.',
      catalog,
      sideFiles: null,
      shard: null,
      log: silentLogger,
      signal: stop.signal,
      mask: (secret) => masked.push(secret),
      env: {
        KEY: API_KEY,
        HTTPS_PROXY: `http://proxyuser:${ENV_PASSWORD}@proxy:3128`,
        HOME: '/home/x',
      },
    });
    expect(run.pending).toEqual(['f']);
    expect(masked).toEqual(expect.arrayContaining([FLOOD_PASSWORD, API_KEY, ENV_PASSWORD]));
    expect(masked).not.toContain('/home/x');
  });
});
