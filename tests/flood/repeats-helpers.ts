// Flood suites with `repeats: N` scored through the runner (scoreSuites, as `run` does) against the
// loopback sampling model of chat-server.ts, in a temp folder: the repeat tests and the gate simulation.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BENCHMARKS } from '../../src/benchmarks/registry.js';
import { catalogOf, type SuiteConfig } from '../../src/plugin/benchmark.js';
import { configHash } from '../../src/config/load.js';
import { silentLogger } from '../../src/core/logger.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { scoreSuites } from '../../src/run/pipeline.js';
import type { Shard } from '../../src/results/types.js';
import { FakeEndpoint, sampledAnswer, type SamplingModel } from './chat-server.js';

export const catalog = catalogOf(BENCHMARKS);

/** A tiny world: 3 households, 2 years, a flood in year 1 (the test set; it does not change between repeats). */
export const TINY_SCENARIO = {
  seed: 11,
  households: 3,
  floodMode: 'fixed',
  floodYears: [1],
  years: 2,
  memory: 'simple',
};

export function writeScenario(dir: string, over: Record<string, unknown> = {}): string {
  const file = path.join(dir, 'scenario.json');
  writeFileSync(file, JSON.stringify({ ...TINY_SCENARIO, ...over }));
  return file;
}

/** A loopback model that samples with `model`'s probabilities; started and stopped by the caller. */
export async function startModel(model: SamplingModel): Promise<FakeEndpoint> {
  const endpoint = new FakeEndpoint();
  endpoint.behave = (agent, _n, seen, res) => sampledAnswer(model, agent, seen, res);
  await endpoint.listen();
  return endpoint;
}

export function stopModel(endpoint: FakeEndpoint): Promise<void> {
  return endpoint.close();
}

/** The live flood suite entry: `repeats` runs against `endpoint` at temperature 0.7 from `seed`. */
export function floodSuite(endpoint: FakeEndpoint, scenario: string, over: Record<string, unknown> = {}): SuiteConfig {
  return {
    id: 'flood',
    benchmark: 'flood',
    scenario,
    provider: 'openai',
    baseUrl: endpoint.url,
    model: 'm',
    temperature: 0.7,
    concurrency: 3,
    ...over,
  } as SuiteConfig;
}

/** The commit the runs name (results.md `run.commit`). */
export const COMMIT = 'c0ffee'.padEnd(40, '0');

/**
 * Score the suites into `<dir>/<name>.json` as `run` would: written, with its side files beside it
 * unless `sideFiles` is false (the document only: what the flood gate reads, for speed).
 */
export async function scoreInto(
  dir: string,
  name: string,
  suites: SuiteConfig[],
  opts: { shard?: Shard | null; sideFiles?: boolean } = {},
): Promise<ResultsDocument> {
  const resultsPath = path.join(dir, `${name}.json`);
  const { doc } = await scoreSuites({
    suites,
    catalog,
    configHash: configHash({ suites }, catalog),
    baseDir: dir,
    cwd: dir,
    resultsPath: opts.sideFiles === false ? null : resultsPath,
    shard: opts.shard ?? null,
    log: silentLogger,
    // The commit as a workflow names it: no `git rev-parse` in a process per run (hundreds of runs here).
    env: { GITHUB_SHA: COMMIT },
  });
  writeFileSync(resultsPath, `${JSON.stringify(doc, null, 2)}\n`);
  return doc;
}
