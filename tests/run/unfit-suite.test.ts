// A suite that a scorer returns outside the results schema (details its benchmark's schema refuses,
// a non-finite number) becomes an error suite naming what does not fit; the run goes on and the
// other suites are kept (without this guard the whole document could not be written).
import { describe, expect, it } from 'vitest';
import { floodBenchmark } from '../../src/benchmarks/flood/index.js';
import { catalogOf, type Benchmark } from '../../src/plugin/benchmark.js';
import { silentLogger } from '../../src/core/logger.js';
import { createDocument, serializeDocument } from '../../src/results/document.js';
import { emptySuite } from '../../src/results/suite.js';
import type { Suite } from '../../src/results/types.js';
import { runSuites } from '../../src/run/runSuites.js';

const RESULTS: Record<string, Partial<Suite>> = {
  fine: { details: { institutions: [{ year: 1, flood: false }] }, finalScore: 50 },
  'bad-details': { details: { institutions: 'none' } },
  infinite: { metrics: { m: { value: Infinity, direction: 'higher' } } },
};

/** The flood benchmark with a scorer that returns RESULTS[suite id] (no simulation). */
const scripted: Benchmark = {
  ...(floodBenchmark as unknown as Benchmark),
  score: (config) => Promise.resolve({ ...emptySuite(config), total: 1, ...RESULTS[config.id] }),
};

describe('a suite outside the results schema', () => {
  it('is an error suite naming the field; the suites around it are kept and the document is written', async () => {
    const run = await runSuites(
      Object.keys(RESULTS).map((id) => ({ id, benchmark: 'flood' })),
      {
        baseDir: '.',
        catalog: catalogOf([scripted]),
        sideFiles: null,
        shard: null,
        log: silentLogger,
        env: {},
      },
    );
    expect(run.suites.map((s) => [s.id, s.status])).toEqual([
      ['fine', 'ok'],
      ['bad-details', 'error'],
      ['infinite', 'error'],
    ]);
    expect(run.suites[1]!.diagnostics[0]).toMatchObject({
      code: 'internal',
      message:
        'internal error while scoring (please report): the result does not fit the results schema: /details/institutions must be array, is string',
    });
    expect(run.suites[2]!.diagnostics[0]!.message).toContain(
      '/metrics/m/value must be number or null, is a number out of range',
    );
    const doc = createDocument(run.suites, {
      configHash: `sha256:${'0'.repeat(64)}`,
      shard: null,
      env: {},
      commit: null,
    });
    expect(() => serializeDocument(doc)).not.toThrow();
  });
});
