// A run that is stopped while a live suite waits: a loopback chat API that accepts every request
// and never answers, and a workspace with a quick hurricane suite, then a flood suite asking it.
import { copyFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { REPO_ROOT, tempDir } from '../helpers.js';

/** Starts the hanging provider for the file's tests; `url()` is its base URL once started. */
export function hangingProvider(): { url: () => string } {
  let server: Server | null = null;
  let base = '';
  beforeAll(async () => {
    const s = createServer(() => {});
    server = s;
    await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(s.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    const s = server;
    if (s === null) return;
    s.closeAllConnections();
    await new Promise<void>((resolve) => s.close(() => resolve()));
  });
  return { url: () => base };
}

/** A workspace with suites `trips` (hurricane, quick) and `live` (flood on `providerUrl`); `live` gets the extra keys. */
export function interruptedWorkspace(providerUrl: string, live: Record<string, unknown> = {}): string {
  const dir = tempDir();
  for (const f of ['trips.jsonl', 'groundtruth.json'])
    copyFileSync(path.join(REPO_ROOT, 'fixtures/hurricane', f), path.join(dir, f));
  writeFileSync(path.join(dir, 'small.json'), JSON.stringify({ households: 4, years: 2, floodYears: [1], seed: 5 }));
  writeFileSync(
    path.join(dir, 'bench.config.json'),
    JSON.stringify({
      suites: [
        { id: 'trips', benchmark: 'hurricane', trips: 'trips.jsonl', groundtruth: 'groundtruth.json' },
        {
          id: 'live',
          benchmark: 'flood',
          scenario: 'small.json',
          provider: 'openai',
          baseUrl: providerUrl,
          model: 'm',
          ...live,
        },
      ],
    }),
  );
  return dir;
}
