// Helpers for the flood simulation tests and the fixture generator: run a suite through the
// benchmark's public score() with a real output directory, and read what it wrote.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { silentLogger, type Logger } from '../../src/core/logger.js';
import { floodBenchmark } from '../../src/benchmarks/flood/index.js';
import { parseHouseholdReply } from '../../src/benchmarks/flood/parse.js';
import { loadScenario, type Scenario } from '../../src/benchmarks/flood/scenario.js';
import type { HouseholdParse } from '../../src/benchmarks/flood/types.js';
import type { Suite } from '../../src/results/types.js';
import type { ScoreContext } from '../../src/plugin/benchmark.js';
import { RunCache } from '../../src/core/cache.js';
import type { Pricing } from '../../src/results/usage.js';
import { REPO_ROOT, tempDir } from '../helpers.js';

export const FIXTURES = path.join(REPO_ROOT, 'fixtures/flood');

export interface FloodRun {
  suite: Suite;
  dir: string;
  /** A side file by its name after the results prefix (`flood.items.jsonl`), or any file by its absolute path. */
  read(name: string): string;
  lines<T = Record<string, unknown>>(name: string): T[];
}

/** How runFlood scores: side files in a fresh temp dir (as for `results.json` there), baseDir = `baseDir` (default the repo root). */
export interface FloodRunOptions {
  baseDir?: string;
  env?: Record<string, string>;
  signal?: AbortSignal;
  log?: Logger;
  /** ScoreContext.resume (`--resume`). */
  resume?: boolean;
  resumeCommand?: string;
  /** ScoreContext.pricing (the config's `pricing`). */
  pricing?: Pricing;
}

export async function runFlood(config: Record<string, unknown>, opts: FloodRunOptions = {}): Promise<FloodRun> {
  const dir = tempDir('flood-test-');
  const ctx: ScoreContext = {
    baseDir: opts.baseDir ?? REPO_ROOT,
    sideFiles: { dir, prefix: 'results' },
    shard: null,
    cache: new RunCache(),
    signal: opts.signal ?? new AbortController().signal,
    log: opts.log ?? silentLogger,
    env: opts.env ?? {},
  };
  if (opts.resume === true) ctx.resume = true;
  if (opts.resumeCommand !== undefined) ctx.resumeCommand = opts.resumeCommand;
  if (opts.pricing !== undefined) ctx.pricing = opts.pricing;
  const suite = await floodBenchmark.score({ id: 'flood', benchmark: 'flood', ...config }, ctx);
  const read = (name: string) => readFileSync(path.isAbsolute(name) ? name : path.join(dir, `results.${name}`), 'utf8');
  return {
    suite,
    dir,
    read,
    lines: <T>(name: string) =>
      read(name)
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as T),
  };
}

/** A household's reply text as the simulation parses it (parseHouseholdReply of a text reply). */
export function parseHousehold(text: string): HouseholdParse {
  return parseHouseholdReply({ kind: 'text', text });
}

/** The scenario a file of these values gives (loadScenario, as a suite reads its scenario); {} gives the defaults. */
export async function scenarioOf(json: Record<string, unknown>): Promise<Scenario> {
  const file = path.join(tempDir(), 'scenario.json');
  writeFileSync(file, JSON.stringify(json));
  const read = await loadScenario(file);
  if (!read.ok) throw new Error(`scenario: ${JSON.stringify(read.diagnostics)}`);
  return read.value;
}
