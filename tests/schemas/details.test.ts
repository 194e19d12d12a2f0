// Each benchmark's details schema, as the results schema applies it: to the details of that
// benchmark's suites only, whenever they are present (any status), never to another benchmark's.
import { describe, expect, it } from 'vitest';
import { BENCHMARKS } from '../../src/benchmarks/registry.js';
import { isSchemaName, validateValue } from '../../src/schemas/registry.js';

const suite = (benchmark: string, details: unknown, status = 'ok') => ({
  id: 's',
  benchmark,
  task: null,
  status,
  inputs: [],
  total: 1,
  errors: 0,
  rounds: [],
  metrics: {},
  finalScore: null,
  diagnostics: [],
  ...(details === undefined ? {} : { details }),
});

const doc = (...suites: unknown[]) => ({
  schemaVersion: 1,
  tool: { name: 'bench-check', version: '0' },
  run: { createdAt: '2026-01-01T00:00:00Z', commit: null, configHash: `sha256:${'0'.repeat(64)}`, shard: null },
  verdict: null,
  suites,
});

const IMPORTED = { format: 'inspect', info: {}, checks: [], scores: [], reported: [], excluded: {}, repeats: 1 };

/** Per benchmark: details its report reads as they are written, and a near miss with the violation it gets. */
const CASES: Record<string, { good: unknown; bad: unknown; violation: { pointer: string; message: string } }> = {
  imported: {
    good: IMPORTED,
    bad: { ...IMPORTED, reported: [{ label: 'acc', reported: '0.9', recomputed: null }] },
    violation: { pointer: '/suites/0/details/reported/0/reported', message: 'must be number, is string' },
  },
  hurricane: {
    good: { inputFormat: 'json', run: { llm: 'm', execution_time: 3 }, realChange: { during: null, after: -5 } },
    bad: { realChange: { during: 1 } },
    violation: { pointer: '/suites/0/details/realChange', message: 'missing required property "after"' },
  },
  flood: {
    good: { provider: 'rule', institutions: [{ year: 1, flood: true, premiumRate: 0.02 }], samplingSeed: 7 },
    bad: { institutions: [{ year: 'one' }] },
    violation: { pointer: '/suites/0/details/institutions/0/year', message: 'must be integer, is string' },
  },
  transitlm: {
    good: { compat: 'reference', stations: 'stations.csv', rowsWithRoutes0: 1, rowsWithRoutes3: 0 },
    bad: { compat: 'reference', rowsWithRoutes2: -1 },
    violation: { pointer: '/suites/0/details/rowsWithRoutes2', message: 'must be >= 0, is -1' },
  },
};

describe('details schemas', () => {
  it('every registered benchmark names a details schema, and each has cases here', () => {
    for (const b of BENCHMARKS) {
      expect(isSchemaName(b.detailsSchemaId), b.id).toBe(true);
      expect(Object.keys(CASES)).toContain(b.id);
    }
  });

  it("accept what each scorer writes, refuse a near miss at the field, at any status; another benchmark's suite is not held to it", () => {
    for (const [id, c] of Object.entries(CASES)) {
      expect(validateValue('results', doc(suite(id, c.good))), id).toEqual([]);
      for (const status of ['ok', 'error', 'skipped'])
        expect(validateValue('results', doc(suite(id, c.bad, status))), `${id} ${status}`).toContainEqual(c.violation);
      expect(validateValue('results', doc(suite('another', c.bad))), id).toEqual([]);
    }
  });

  it('details stay optional at every status; an imported suite that has some has all its report reads', () => {
    for (const b of BENCHMARKS)
      for (const status of ['ok', 'error', 'skipped'])
        expect(validateValue('results', doc(suite(b.id, undefined, status))), `${b.id} ${status}`).toEqual([]);
    expect(validateValue('results', doc(suite('imported', {})))).toContainEqual({
      pointer: '/suites/0/details',
      message: 'missing required property "format"',
    });
    expect(validateValue('results', doc(suite('imported', { ...IMPORTED, format: '__proto__' })))).toEqual([
      {
        pointer: '/suites/0/details/format',
        message: 'must be one of "lm-eval", "inspect", "promptfoo", is "__proto__"',
      },
    ]);
  });
});
