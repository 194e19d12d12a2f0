// fast-check arbitraries for documents the results schema accepts (schemas/results.schema.json),
// key by key, with the values a hostile or broken producer could write: any strings (markup,
// invisible characters, long ones), any numbers the schema allows (passed > input, counts up to
// 2^53, negative sums), `details` of any shape (also near-misses of what each benchmark writes, where its details
// schema lets them through),
// more than 30 rounds, duplicate and shared suite ids; plus items files for the suites that name one.
import fc from 'fast-check';
import type { Diagnostic, Metric, ResultsDocument, Round, Suite } from '../../src/results/types.js';
import { HOSTILE } from '../markdown-safety.js';
import { isSchemaName, validateValue } from '../../src/schemas/registry.js';

const INVISIBLE = ['\u202e', '\u2066', '\u200b', '\u200d', '\ufeff', '\u{E0041}', '\u2028', '\u00ad'];

/** Any text: arbitrary strings, markup and invisible characters, sometimes long. */
export const text: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE) },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...INVISIBLE), fc.string({ maxLength: 3 })), { maxLength: 6 })
      .map((parts) => parts.join('')),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
  { weight: 1, arbitrary: fc.nat({ max: 5000 }).map((n) => 'x'.repeat(n)) },
);

/** An id: a non-empty text, from a small pool half of the time so that ids are shared and repeated. */
const id: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('a', 'b', 'c', 'finalScore', 'reachability', 'accuracy'),
  text.filter((s) => s.length > 0),
);

const count = fc.oneof(
  { weight: 5, arbitrary: fc.nat({ max: 200 }) },
  { weight: 1, arbitrary: fc.constantFrom(0, 1, 9, 10, 2 ** 31, Number.MAX_SAFE_INTEGER) },
);
const number = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom(0, -0, 1e308, -1e308, 5e-324),
);

function optional<T>(key: string, value: fc.Arbitrary<T>): fc.Arbitrary<Record<string, T>> {
  return fc.option(value, { nil: undefined }).map((v) => (v === undefined ? {} : { [key]: v }));
}

const round: fc.Arbitrary<Round> = fc
  .tuple(id, optional('label', text), count, count)
  .map(([rid, label, input, passed]) => ({ id: rid, ...label, input, passed }));

const metric: fc.Arbitrary<Metric> = fc
  .tuple(
    fc.option(number, { nil: null }),
    fc.constantFrom('higher', 'lower', 'none'),
    optional('unit', fc.oneof(text, fc.constantFrom('%', 'pp', 'km', ''))),
    optional('sum', number),
    optional('count', count),
    optional('passed', count),
    optional('input', count),
  )
  .map(([value, direction, ...rest]) => Object.assign({ value, direction: direction }, ...rest) as Metric);

const diagnostic: fc.Arbitrary<Diagnostic> = fc
  .record({
    severity: fc.constantFrom('error', 'warning', 'info'),
    code: text.filter((s) => s.length > 0),
    file: fc.option(text, { nil: null }),
    line: fc.option(fc.integer({ min: 1, max: 1e9 }), { nil: null }),
    row: fc.option(fc.integer({ min: 1, max: 1e9 }), { nil: null }),
    field: fc.option(text, { nil: null }),
    column: fc.option(fc.integer({ min: 1, max: 1e9 }), { nil: null }),
    pointer: fc.option(text, { nil: null }),
    item: fc.option(text, { nil: null }),
    message: text,
  })
  .chain((d) => optional('detail', text).map((detail) => ({ ...d, ...detail })));

const json: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

/** What a benchmark's own section reads from `details`, right or nearly right, or anything. */
const details: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.dictionary(text, json, { maxKeys: 4 }),
  // HurricaneMobility's shape, with any piece wrong (issue #29: a wrong shape crashed the renderer).
  fc.record({
    realChange: fc.oneof(
      fc.record({ during: fc.option(number, { nil: null }), after: fc.option(number, { nil: null }) }),
      json,
    ),
    generatedChange: fc.oneof(fc.record({ during: number, after: number }), json),
    hourly: fc.oneof(
      fc.record({
        real: fc.record({
          before: fc.array(number, { maxLength: 25 }),
          during: fc.array(number, { minLength: 24, maxLength: 24 }),
          after: json,
        }),
        generated: fc.dictionary(
          fc.constantFrom('before', 'during', 'after'),
          fc.array(number, { minLength: 24, maxLength: 24 }),
        ),
      }),
      json,
    ),
  }),
  // The flood simulation's institutions per year, and TransitLM's settings.
  fc.record({
    institutions: fc.oneof(
      fc.array(
        fc.dictionary(fc.constantFrom('year', 'flood', 'premiumRate', 'government', 'insurance', 'uptake'), json),
        { maxLength: 3 },
      ),
      json,
    ),
  }),
  fc.record({
    compat: fc.oneof(text, json),
    stations: fc.oneof(text, json),
    rowsWithRoutes0: json,
    rowsWithRoutes1: count,
    rowsWithRoutes2: count,
    rowsWithRoutes3: count,
  }),
);

/** A suite; `itemsFile` (when drawn) is written by the test, next to the document. */
export const suite: fc.Arbitrary<Suite> = fc
  .record({
    id,
    benchmark: fc.oneof(
      fc.constantFrom('hurricane', 'transitlm', 'flood'),
      text.filter((s) => s.length > 0),
    ),
    task: fc.option(fc.oneof(fc.constantFrom('single', 'diversity', 'personalized', 'general'), text), { nil: null }),
    status: fc.constantFrom('ok', 'ok', 'ok', 'error', 'skipped'),
    inputs: fc.array(
      fc.record({
        path: text,
        sha256: fc.constantFrom('0'.repeat(64), 'a'.repeat(64)),
        items: fc.option(count, { nil: null }),
      }),
      { maxLength: 2 },
    ),
    total: count,
    errors: count,
    // Up to 40 rounds: more than 30 outcomes used to crash the items scan (issue #29).
    rounds: fc.oneof(
      { weight: 4, arbitrary: fc.array(round, { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(round, { minLength: 29, maxLength: 40 }) },
    ),
    metrics: fc.dictionary(id, metric, { maxKeys: 5 }),
    finalScore: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
    diagnostics: fc.array(diagnostic, { maxLength: 4 }),
  })
  .chain((s) =>
    fc
      .tuple(
        optional('counts', fc.dictionary(text, count, { maxKeys: 3 })),
        optional('usage', fc.record({ requests: count, retries: count }, { requiredKeys: ['requests', 'retries'] })),
        optional(
          'series',
          fc.array(
            fc.record({ key: fc.constantFrom('year', 'k'), at: number, rounds: fc.array(round, { maxLength: 3 }) }),
            { maxLength: 3 },
          ),
        ),
        optional(
          'itemsFile',
          fc.constantFrom(
            'items.jsonl',
            `${s.id.replace(/[^A-Za-z0-9]/g, '_').slice(0, 40) || 'x'}.items.jsonl`,
            '../escape.jsonl',
            '/etc/passwd',
          ),
        ),
        optional('details', details),
      )
      .map((extra) => Object.assign({}, s, ...extra) as Suite)
      // A near-miss its benchmark's details schema refuses is refused when read (exit 2): not schema-valid.
      .map((suite) => (detailsRefused(suite) ? { ...suite, details: {} } : suite)),
  );

/** Whether the details schema of the suite's benchmark (if it names one) refuses its details. */
function detailsRefused(suite: Suite): boolean {
  const schema = `${suite.benchmark}-details`;
  return suite.details !== undefined && isSchemaName(schema) && validateValue(schema, suite.details).length > 0;
}

/** A whole document (with `run.incomplete` and its companions now and then). */
export const resultsDocument: fc.Arbitrary<ResultsDocument> = fc
  .record({
    suites: fc.array(suite, { maxLength: 5 }),
    commit: fc.option(text, { nil: null }),
    shard: fc.option(fc.record({ index: fc.integer({ min: 1, max: 4 }), total: fc.integer({ min: 1, max: 4 }) }), {
      nil: null,
    }),
    incomplete: fc.option(
      fc.record({ pending: fc.array(text, { maxLength: 2 }), stopReason: fc.option(text, { nil: undefined }) }),
      { nil: undefined },
    ),
    verdict: fc.constantFrom(null, 'pass', 'warn', 'fail', 'no-baseline', 'error'),
    tool: fc.record({ name: text, version: text }),
  })
  .map(({ suites, commit, shard, incomplete, verdict, tool }) => {
    const run: ResultsDocument['run'] = {
      createdAt: '2026-11-20T10:00:00Z',
      commit,
      configHash: `sha256:${'0'.repeat(64)}`,
      shard,
    };
    if (incomplete !== undefined) {
      run.incomplete = true;
      run.pending = incomplete.pending;
      if (incomplete.stopReason !== undefined) run.stopReason = incomplete.stopReason;
    }
    return { schemaVersion: 1, tool, run, verdict: verdict, suites };
  });

/** Lines of an items file for a suite: records with its round ids as keys (true/false/null), sometimes junk. */
export const itemsLines: fc.Arbitrary<string[]> = fc
  .array(
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.record({
          id: fc.constantFrom('i1', 'i2', 'i3', 'i4'),
          reason: fc.option(text, { nil: null }),
          flags: fc.array(fc.constantFrom(true, false, null), { maxLength: 45 }),
        }),
      },
      { weight: 1, arbitrary: fc.constantFrom('not json', '{"id": 5}', '[]', '') },
    ),
    { maxLength: 12 },
  )
  .map((lines) =>
    lines.map((l) => (typeof l === 'string' ? l : JSON.stringify({ id: l.id, reason: l.reason, __flags: l.flags }))),
  );
