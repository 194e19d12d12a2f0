import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { workerThreads } from '../../src/core/threads.js';

describe('workerThreads (BENCH_CHECK_THREADS)', () => {
  const byDefault = Math.max(0, Math.min(os.availableParallelism() - 1, 3));

  it('defaults to one worker per core beyond the first, at most 3', () => {
    expect(workerThreads({})).toEqual({ count: byDefault, requested: false, warning: null });
    expect(workerThreads({ BENCH_CHECK_THREADS: ' ' })).toEqual({ count: byDefault, requested: false, warning: null });
  });

  it('takes a whole number as asked (0 = main thread only), capped at 16', () => {
    expect(workerThreads({ BENCH_CHECK_THREADS: '0' })).toEqual({ count: 0, requested: true, warning: null });
    expect(workerThreads({ BENCH_CHECK_THREADS: '2' })).toEqual({ count: 2, requested: true, warning: null });
    expect(workerThreads({ BENCH_CHECK_THREADS: '99' }).count).toBe(16);
  });

  it('ignores anything else with a warning naming the value', () => {
    for (const bad of ['two', '-1', '1.5']) {
      const r = workerThreads({ BENCH_CHECK_THREADS: bad });
      expect(r).toMatchObject({ count: byDefault, requested: false });
      expect(r.warning).toContain(JSON.stringify(bad));
    }
  });
});
