// `~/` in config paths is the home directory (issue #23: asbench writes under `~`), for inputs and for
// the files a run writes (flood's record and audit logs), globs included.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oneFile } from '../../src/benchmarks/imported/input.js';
import { Diagnostics } from '../../src/core/diagnostics.js';
import { RunCache } from '../../src/core/cache.js';
import { silentLogger } from '../../src/core/logger.js';
import { configPath } from '../../src/results/inputs.js';
import type { ScoreContext } from '../../src/plugin/benchmark.js';
import { runFlood } from '../flood/sim-helpers.js';
import { tempDir } from '../helpers.js';

let home = '';
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.HOME;
  home = tempDir('home-');
  process.env.HOME = home;
});
afterEach(() => {
  if (saved === undefined) delete process.env.HOME;
  else process.env.HOME = saved;
});

describe('~/ in config paths', () => {
  it('is the home directory at the start of a path only', () => {
    expect(configPath('/cfg', '~/a/b.json')).toBe(path.join(home, 'a/b.json'));
    expect(configPath('/cfg', '~')).toBe(home);
    expect(configPath('/cfg', 'a/~/b')).toBe('/cfg/a/~/b');
    expect(configPath('/cfg', '~user/x')).toBe('/cfg/~user/x');
  });

  it('a glob under ~/ matches in the home directory (imported results with a date in their name)', async () => {
    mkdirSync(path.join(home, 'runs'));
    writeFileSync(path.join(home, 'runs', 'samples_arc_2026-11-27.jsonl'), '{}\n');
    const ctx: ScoreContext = {
      baseDir: tempDir(),
      sideFiles: null,
      shard: null,
      cache: new RunCache(),
      log: silentLogger,
      env: {},
      signal: new AbortController().signal,
      workspace: home,
    };
    const diagnostics = new Diagnostics();
    expect(await oneFile('~/runs/samples_arc_*.jsonl', 'input', ctx, diagnostics)).toBe(
      path.join(home, 'runs', 'samples_arc_2026-11-27.jsonl'),
    );
    expect(diagnostics.finish()).toEqual([]);
  });

  it("flood's record file under ~/ is written there, not in a folder named ~", async () => {
    const base = tempDir();
    writeFileSync(path.join(base, 's.json'), JSON.stringify({ households: 2, years: 1, seed: 3 }));
    const run = await runFlood({ scenario: 's.json', provider: 'rule', record: '~/rec.jsonl' }, { baseDir: base });
    expect(run.suite.status).toBe('ok');
    expect(existsSync(path.join(home, 'rec.jsonl'))).toBe(true);
    expect(existsSync(path.join(base, '~'))).toBe(false);
  });
});
