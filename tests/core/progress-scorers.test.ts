// What the scorers report on ctx.log.progress (issue #16 part 5): one ticker per suite, counted
// in full and ended once; TransitLM rows on this thread and on worker threads, flood decisions.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import type { Logger } from '../../src/core/logger.js';
import type { Progress } from '../../src/core/progress.js';
import { context, FIXTURES } from '../transitlm/support.js';
import { runFlood } from '../flood/sim-helpers.js';
import { tempDir } from '../helpers.js';

interface Recorded {
  label: string;
  unit: string;
  start: number | null;
  ticks: number;
  totals: (number | null)[];
  done: number;
}

function recorder(): { log: Logger; runs: Recorded[] } {
  const runs: Recorded[] = [];
  const progress: Progress = {
    start(label, total, unit) {
      const r: Recorded = { label, unit, start: total, ticks: 0, totals: [], done: 0 };
      runs.push(r);
      return {
        tick: (n = 1) => void (r.ticks += n),
        setTotal: (t) => void r.totals.push(t),
        done: () => void (r.done += 1),
      };
    },
  };
  return { log: { info: () => {}, warn: () => {}, progress }, runs };
}

describe('TransitLM rows', () => {
  for (const [name, env] of [
    ['on this thread', { BENCH_CHECK_THREADS: '0' }],
    ['on a worker thread', { BENCH_CHECK_THREADS: '1' }],
  ] as const) {
    it(`every row counted ${name}; the estimated total ends at the rows read`, async () => {
      const { log, runs } = recorder();
      const s = await transitlmBenchmark.score(
        { id: 't-single', benchmark: 'transitlm', task: 'single', input: 'single.csv', stations: 'stations.csv' },
        { ...context(FIXTURES), log, env },
      );
      expect(runs).toHaveLength(1);
      const r = runs[0]!;
      expect([r.label, r.unit, r.start, r.done]).toEqual(['t-single', 'rows', null, 1]);
      expect(r.ticks).toBe(s.total);
      expect(r.totals.at(-1)).toBe(s.total);
    });
  }
});

describe('flood decisions', () => {
  it('decisions, as the report counts them: the total (households × years) shrinks as households leave and ends at the items', async () => {
    const work = tempDir();
    writeFileSync(path.join(work, 's.json'), JSON.stringify({ households: 12, years: 4, floodYears: [1, 2], seed: 9 }));
    const { log, runs } = recorder();
    const run = await runFlood({ scenario: 's.json' }, { baseDir: work, log });
    expect(run.suite.status).toBe('ok');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ label: 'flood', unit: 'decisions', start: 48, ticks: run.suite.total, done: 1 });
    expect(runs[0]!.totals.at(-1)).toBe(run.suite.total);
    expect(run.suite.total).toBeLessThan(48); // households left: fewer decisions than households × years
    expect(run.suite.usage).toEqual({ unavailable: 'the rule provider asks no model' }); // the rule provider asks nobody
  });
});
