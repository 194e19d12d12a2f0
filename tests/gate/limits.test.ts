// What a results document may hold before anything compares or renders it (issue #29 "Bounded
// work", docs/gate.md "Threat model"): each limit with its default, the message naming the limit
// and where it is set, the file size checked before the file is read, duplicate suite ids.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkResultsLimits, readResultsWithinLimits, resolveResultsLimits } from '../../src/gate/limits.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import type { Diagnostic } from '../../src/results/types.js';
import { doc, suite, tempDir } from './helpers.js';

const limits = resolveResultsLimits(undefined);
/** A document the results schema accepts (the helper's configHash is short). */
const valid = (suites: Parameters<typeof doc>[0]) => doc(suites, { configHash: `sha256:${'0'.repeat(64)}` });
/** The longest string of the helper's documents (the commit): the tests' string limit. */
const KEYS = 40;
const messages = (r: { ok: boolean; diagnostics?: Diagnostic[] }) => (r.ok ? [] : r.diagnostics!.map(formatDiagnostic));
const diag = (message: string): Diagnostic => ({
  severity: 'error',
  code: 'x',
  file: null,
  line: null,
  row: null,
  field: null,
  column: null,
  pointer: null,
  item: null,
  message,
});

describe('resolveResultsLimits', () => {
  it('has a documented default for each limit, and takes the config over it', () => {
    expect(limits).toEqual({
      maxBytes: 16 * 1024 * 1024,
      maxSuites: 5000,
      maxRounds: 100,
      maxMetrics: 1000,
      maxDiagnostics: 100_000,
      maxStringLength: 100_000,
    });
    expect(
      resolveResultsLimits({
        maxDocumentMiB: 1,
        maxSuites: 2,
        maxRounds: 3,
        maxMetrics: 4,
        maxDiagnostics: 5,
        maxStringLength: 6,
      }),
    ).toEqual({
      maxBytes: 1024 * 1024,
      maxSuites: 2,
      maxRounds: 3,
      maxMetrics: 4,
      maxDiagnostics: 5,
      maxStringLength: 6,
    });
    expect(resolveResultsLimits({ maxSuites: 7 })).toEqual({ ...limits, maxSuites: 7 });
  });
});

describe('checkResultsLimits', () => {
  it('accepts what is within every limit, exactly at it too', () => {
    const at = resolveResultsLimits({
      maxSuites: 2,
      maxRounds: 2,
      maxMetrics: 2,
      maxDiagnostics: 2,
      maxStringLength: 71,
    });
    const s = (id: string) =>
      suite({
        id,
        rounds: [
          { id: 'r1', input: 1, passed: 1 },
          { id: 'r2', input: 1, passed: 1 },
        ],
        metrics: { m1: { value: 1, direction: 'higher' }, m2: { value: 1, direction: 'higher' } },
        diagnostics: [diag('x'.repeat(71))],
      });
    const d = valid([s('a'), s('b')]);
    expect(d.run.configHash).toHaveLength(71); // the longest string
    expect(checkResultsLimits(d, at, 'r.json')).toEqual({ ok: true, value: undefined });
  });

  it('names the limit, the number found, where the limit is set, and where in the document', () => {
    const at = resolveResultsLimits({
      maxSuites: 2,
      maxRounds: 1,
      maxMetrics: 1,
      maxDiagnostics: 1,
      maxStringLength: KEYS,
    });
    expect(
      messages(checkResultsLimits(doc([suite({ id: 'a' }), suite({ id: 'b' }), suite({ id: 'c' })]), at, 'r.json')),
    ).toEqual([
      'r.json /suites: the results document holds 3 suites, more than the limit of 2 (gate.limits.maxSuites, action input results-max-suites)',
    ]);
    const rounds = [
      { id: 'a', input: 1, passed: 1 },
      { id: 'b', input: 1, passed: 1 },
    ];
    expect(messages(checkResultsLimits(doc([suite({ id: 'a' }), suite({ id: 'b', rounds })]), at, 'r.json'))).toEqual([
      'r.json /suites/1: suite 1 has 2 rounds, more than the limit of 1 (gate.limits.maxRounds, action input results-max-rounds)',
    ]);
    // a series entry's rounds count as well
    expect(
      messages(
        checkResultsLimits(doc([suite({ id: 'a', series: [{ key: 'year', at: 1, rounds }] })]), at, 'r.json'),
      )[0],
    ).toMatch(/suite 0 has 2 rounds/);
    const metrics = { m: { value: 1, direction: 'higher' as const }, n: { value: 2, direction: 'none' as const } };
    expect(messages(checkResultsLimits(doc([suite({ id: 'a', metrics })]), at, 'r.json'))).toEqual([
      'r.json /suites/0/metrics: suite 0 has 2 metrics, more than the limit of 1 (gate.limits.maxMetrics, action input results-max-metrics)',
    ]);
    // diagnostics are counted over the whole document
    expect(
      messages(
        checkResultsLimits(
          doc([suite({ id: 'a', diagnostics: [diag('x')] }), suite({ id: 'b', diagnostics: [diag('y')] })]),
          at,
          'r.json',
        ),
      ),
    ).toEqual([
      'r.json: the results document holds 2 diagnostics, more than the limit of 1 (gate.limits.maxDiagnostics, action input results-max-diagnostics)',
    ]);
    expect(
      messages(checkResultsLimits(doc([suite({ id: 'a', diagnostics: [diag('m'.repeat(41))] })]), at, 'r.json')),
    ).toEqual([
      'r.json /suites/0/diagnostics/0/message: a string of 41 characters, more than the limit of 40 characters (gate.limits.maxStringLength, action input results-max-string-length)',
    ]);
  });

  it('checks every string and every object key, however deep (details, counts, ids), with its pointer', () => {
    const at = resolveResultsLimits({ maxStringLength: KEYS });
    const one = (over: object) =>
      messages(checkResultsLimits(doc([suite({ id: 'a', task: null, benchmark: 'b', ...over })]), { ...at }, 'r.json'));
    const deep: Record<string, unknown> = { v: 'ok' };
    let node = deep;
    for (let i = 0; i < 10_000; i++) node = node.n = { v: 'ok' };
    node.last = 'x'.repeat(41);
    const found = one({ details: deep });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^r\.json \/suites\/0\/details(\/n){10000}\/last: a string of 41 characters/);
    expect(one({ details: { 'a/b~c': 'x'.repeat(41) } })[0]).toMatch(
      /^r\.json \/suites\/0\/details\/a~1b~0c: a string of 41 characters/,
    );
    expect(one({ counts: { ['k'.repeat(41)]: 1 } })[0]).toMatch(
      /^r\.json \/suites\/0\/counts\/k{41} \(a key\): a string of 41 characters/,
    );
    expect(one({ id: 'x'.repeat(41) })[0]).toMatch(/^r\.json \/suites\/0\/id: a string of 41 characters/);
    expect(one({ details: { list: ['ok', 'fine', 'x'.repeat(50)] } })[0]).toMatch(
      /\/details\/list\/2: a string of 50 characters/,
    );
    expect(one({ details: { list: ['ok', 'x'.repeat(KEYS)] } })).toEqual([]);
  });

  it('refuses duplicate suite ids (the gate pairs suites by id), naming both places', () => {
    const dup = doc([suite({ id: 'a' }), suite({ id: 'b' }), suite({ id: 'a' })]);
    expect(messages(checkResultsLimits(dup, limits, 'r.json'))).toEqual([
      'r.json /suites/2/id: suite id "a" appears twice (suites 0 and 2): a results document names each suite once',
    ]);
    const r = checkResultsLimits(dup, limits, 'r.json');
    expect(r.ok ? null : r.diagnostics[0]!.code).toBe('duplicate-suite');
  });

  it('a deep or huge series does not overflow the stack', () => {
    const series = Array.from({ length: 200_000 }, (_, i) => ({ key: 'year', at: i, rounds: [] }));
    expect(checkResultsLimits(doc([suite({ id: 'a', series })]), limits, 'r.json').ok).toBe(true);
  });
});

describe('the file size, before the file is read', () => {
  it('refuses a file over maxBytes with its size and the limit; reads one at the limit', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'results.json');
    const text = `${JSON.stringify(valid([suite({ id: 'a' })]))}\n`;
    writeFileSync(file, text);
    const exact = { ...limits, maxBytes: Buffer.byteLength(text) };
    const read = await readResultsWithinLimits(file, 'results.json', exact);
    expect(read.ok && read.value.suites.map((s) => s.id)).toEqual(['a']);
    const small = resolveResultsLimits({ maxDocumentMiB: (Buffer.byteLength(text) - 1) / (1024 * 1024) });
    expect(messages(await readResultsWithinLimits(file, 'results.json', small))).toEqual([
      `results.json: the results document is ${Buffer.byteLength(text)} bytes, more than the limit of ${Buffer.byteLength(text) - 1} bytes (${(Buffer.byteLength(text) - 1) / (1024 * 1024)} MiB) (gate.limits.maxDocumentMiB, action input results-max-mib)`,
    ]);
  });

  it('a document over the default 16 MiB is refused at its size, never parsed', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'results.json');
    // Not even JSON past the start: were it parsed, the message would be a syntax error.
    writeFileSync(file, `[${'0,'.repeat(9_000_000)}`);
    const r = await readResultsWithinLimits(file, 'big.json', limits);
    expect(messages(r)).toEqual([
      'big.json: the results document is 18 000 001 bytes, more than the limit of 16 777 216 bytes (16 MiB) (gate.limits.maxDocumentMiB, action input results-max-mib)',
    ]);
  });

  it('then the schema, then what the document holds', async () => {
    const dir = tempDir();
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, '{"schemaVersion": 1}');
    expect(messages(await readResultsWithinLimits(bad, 'bad.json', limits))[0]).toMatch(
      /bad\.json:1:1 : missing required property|bad\.json:1:1/,
    );
    const dup = path.join(dir, 'dup.json');
    writeFileSync(dup, JSON.stringify(valid([suite({ id: 'a' }), suite({ id: 'a' })])));
    expect(messages(await readResultsWithinLimits(dup, 'dup.json', limits))).toEqual([
      'dup.json /suites/1/id: suite id "a" appears twice (suites 0 and 1): a results document names each suite once',
    ]);
    expect(messages(await readResultsWithinLimits(path.join(dir, 'none.json'), 'none.json', limits))[0]).toMatch(
      /none\.json: .*(no such file|not found|does not exist)/i,
    );
  });
});
