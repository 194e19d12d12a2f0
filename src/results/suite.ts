import type { Suite } from './types.js';

/** A suite with nothing scored yet: the starting point of every scorer and of skipped/error suites. */
export function emptySuite(
  config: { id: string; benchmark: string; task?: string | null },
  status: Suite['status'] = 'ok',
): Suite {
  return {
    id: config.id,
    benchmark: config.benchmark,
    task: typeof config.task === 'string' ? config.task : null,
    status,
    inputs: [],
    total: 0,
    errors: 0,
    rounds: [],
    metrics: {},
    finalScore: null,
    diagnostics: [],
  };
}

/** File-name-safe form of a suite id, for the side files named after it. */
export function suiteFileStem(suiteId: string): string {
  return suiteId.replace(/[^A-Za-z0-9._-]/g, '_');
}
