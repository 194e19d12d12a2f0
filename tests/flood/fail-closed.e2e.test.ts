// The flood `openai` provider against a loopback chat API that fails, through the CLI as a process
// (fail-closed.test.ts has the rest in-process): a key echoed by the server is published nowhere.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers.js';
import { FakeEndpoint } from './chat-server.js';

const endpoint = new FakeEndpoint();

beforeAll(async () => {
  await new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve));
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      endpoint.server.close(() => resolve());
      endpoint.server.closeAllConnections();
    }),
);

describe('secrets', () => {
  it('a server that echoes the Authorization header in a 401 body: the key reaches neither results.json nor the terminal', async () => {
    const key = 'sk-live-0123456789abcdefSECRET';
    endpoint.behave = (_agent, _n, seen, res) =>
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'bad key', echo: { authorization: seen.auth, 'api-key': key } }));
    const work = tempDir();
    writeFileSync(path.join(work, 'small.json'), JSON.stringify({ households: 2, years: 1, floodYears: [], seed: 1 }));
    const r = await runCli(
      [
        'score',
        'flood',
        '--scenario',
        'small.json',
        '--provider',
        'openai',
        '--base-url',
        endpoint.url,
        '--model',
        'm',
        '--api-key-env',
        'MODEL_KEY',
        '--out',
        'out/results.json',
      ],
      { cwd: work, env: { MODEL_KEY: key } },
    );
    expect(r.code).toBe(2);
    const doc = readFileSync(path.join(work, 'out/results.json'), 'utf8');
    expect(doc).toContain('HTTP 401');
    expect(doc).toContain('***');
    for (const text of [doc, r.stdout, r.stderr]) {
      expect(text).not.toContain(key);
      expect(text).not.toContain('SECRET');
    }
  });
});
