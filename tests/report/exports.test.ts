// The gate's outcome in the formats CI tools read: JUnit XML (validated against Jenkins'
// junit-10.xsd, which the JUnit reporters accept, with libxml2's validator; and read back with an
// XML parser), Bencher Metric Format (validated against Bencher's JSON Schema) and
// github-action-benchmark's custom JSON. Every verdict is the gate's own (applyGate).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { silentLogger } from '../../src/core/logger.js';
import { applyGate, type GateConfig } from '../../src/gate/index.js';
import { renderBmf } from '../../src/report/bmf.js';
import { withoutGate } from '../../src/gate/index.js';
import { gabSmallerPath, renderGab } from '../../src/report/gab.js';
import { renderJunit } from '../../src/report/junit.js';
import type { ResultsDocument, Suite } from '../../src/results/types.js';
import { gateHints } from '../catalog.js';
import { doc, passFailRun, suite, tempDir } from '../gate/helpers.js';
import { HOSTILE } from '../markdown-safety.js';

const XSD = readFileSync(path.join(import.meta.dirname, 'junit-10.xsd'), 'utf8');

/** libxml2's schema validation of a JUnit file against junit-10.xsd: [] when valid. */
async function xsdErrors(xml: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'junit.xml', contents: xml }], schema: [XSD] });
  return result.errors.map((e) => e.rawMessage);
}

/** Bencher's JSON Schema of BMF (bencher.dev/docs/reference/bencher-metric-format). */
const BMF_SCHEMA = {
  $id: 'https://bencher.dev/bmf.json',
  $schema: 'http://json-schema.org/draft-07/schema',
  type: 'object',
  patternProperties: {
    '.+': {
      type: 'object',
      patternProperties: {
        '.+': {
          type: 'object',
          properties: { value: { type: 'number' }, lower_value: { type: 'number' }, upper_value: { type: 'number' } },
          required: ['value'],
        },
      },
    },
  },
};

/**
 * Why Bencher 0.6.12 refuses a measure name (bencher_valid ResourceName: not empty, equal to its
 * trim, at most 64 bytes as Rust's `str::len` counts them), or null.
 */
function bencherMeasureRefusal(name: string): string | null {
  if (name === '' || name !== name.trim()) return 'empty, or white space at an end';
  const bytes = Buffer.byteLength(name, 'utf8');
  return bytes <= 64 ? null : `${bytes} bytes > 64`;
}

/** Why Bencher 0.6.12 refuses a benchmark name (bencher_valid BenchmarkName: not empty, at most 1 024 bytes), or null. */
function bencherBenchmarkRefusal(name: string): string | null {
  const bytes = Buffer.byteLength(name, 'utf8');
  return name !== '' && bytes <= 1024 ? null : `${bytes} bytes`;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name),
});

interface Testcase {
  name: string;
  classname: string;
  failure?: { message: string; type: string; '#text': string };
  error?: { message: string; type: string; '#text': string };
  skipped?: { message: string };
  'system-out'?: string;
}
interface Testsuite {
  name: string;
  tests: string;
  failures: string;
  errors: string;
  skipped: string;
  testcase?: Testcase[];
  properties?: { property: { name: string; value: string }[] };
}

function parse(xml: string): {
  testsuites: { tests: string; failures: string; errors: string; testsuite: Testsuite[] };
} {
  return parser.parse(xml) as never;
}

const HASH = `sha256:${'0'.repeat(64)}`;

/** The gate on `current` against `baseline` (written as base.json with its items files in dir). */
async function gated(
  dir: string,
  current: Suite[],
  baseline: Suite[] | null,
  config: GateConfig = {},
  over: Partial<ResultsDocument['run']> = {},
) {
  if (baseline !== null)
    writeFileSync(path.join(dir, 'base.json'), JSON.stringify(doc(baseline, { configHash: HASH })));
  const gate: GateConfig = { baseline: { source: baseline === null ? 'file' : 'path', path: 'base.json' }, ...config };
  return applyGate(doc(current, { configHash: HASH, ...over }), gate, {
    cwd: dir,
    env: {},
    log: silentLogger,
    resultsDir: dir,
    hints: gateHints,
  });
}

/** 40 items; `fails` of them fail the one round `reach`. */
const outcomes = (fails: number) => Array.from({ length: 40 }, (_, i) => i >= fails);

describe('JUnit XML', () => {
  it('one testsuite per suite, one testcase per target; a regressed target fails with baseline, current, Δ and why; valid against junit-10.xsd', async () => {
    const dir = tempDir();
    const base = passFailRun(dir, 'base', outcomes(2));
    const outcome = await gated(
      dir,
      [{ ...passFailRun(dir, 'routes', outcomes(14)), finalScore: 65 }],
      [{ ...base, id: 'routes', finalScore: 95 }],
    );
    expect(outcome.exitCode).toBe(1);
    const xml = renderJunit({ report: outcome.report, gated: true });
    expect(await xsdErrors(xml)).toEqual([]);
    // The validator is real: a testsuite without its required `tests` attribute is refused.
    expect(await xsdErrors(xml.replace(/(<testsuite name="routes") tests="\d+"/, '$1'))).toEqual([
      expect.stringMatching(/The attribute 'tests' is required but missing/),
    ]);
    const junit = parse(xml).testsuites;
    expect(junit.testsuite.map((s) => s.name)).toEqual(['routes']);
    const s = junit.testsuite[0]!;
    expect(s.testcase!.map((c) => c.name)).toEqual(['round reach', 'finalScore']);
    const reach = s.testcase![0]!;
    expect(reach.classname).toBe('routes');
    expect(reach.failure!.type).toBe('regressed');
    expect(reach.failure!.message).toMatch(
      /^baseline 95\.00 %, current 65\.00 %, Δ -30\.00 pp: fell by 30 points, more than the fail threshold \(5 points\); p = [0-9.e-]+ < α = 0\.05$/,
    );
    // What the reporters show of a failure reads the verdict once: dorny/test-reporter 3.0.0's
    // java-junit reader shows `${type}: ${message}`, its jest-junit reader the body's first
    // non-empty line; EnricoMi's and Jenkins' the message under the failed test's name.
    const java = `${reach.failure!.type}: ${reach.failure!.message}`;
    const jest = reach.failure!['#text'].split(/\r?\n/).find((line) => line.trim() !== '');
    expect(java).toMatch(/^regressed: baseline 95\.00 %, current 65\.00 %/);
    expect(jest).toBe(java);
    for (const shown of [java, jest!, reach.failure!.message]) expect(shown).not.toMatch(/regressed.*regressed/);
    expect(reach['system-out']).toMatch(
      /^suite: routes\ntarget: round reach\ndirection: higher is better\nbaseline: 95\.00 %\ncurrent: 65\.00 %\ndelta: -30\.00 pp\nverdict: regressed\nfail threshold: worse by more than 5 points\ntest: McNemar, paired on item ids, p = /,
    );
    expect({ tests: s.tests, failures: s.failures, errors: s.errors, skipped: s.skipped }).toEqual({
      tests: '2',
      failures: '2',
      errors: '0',
      skipped: '0',
    });
    expect({ tests: junit.tests, failures: junit.failures, errors: junit.errors }).toEqual({
      tests: '2',
      failures: '2',
      errors: '0',
    });
    expect(s.properties!.property).toContainEqual({ name: 'verdict', value: 'regressed' });
    // Deterministic: the same outcome gives the same bytes.
    expect(renderJunit({ report: outcome.report, gated: true })).toBe(xml);
  });

  it('a passing target passes with its facts; a suite that could not be scored is an error; new, removed and skipped suites are skipped', async () => {
    const dir = tempDir();
    const same = passFailRun(dir, 'same', outcomes(2));
    const broken: Suite = {
      ...suite({ id: 'broken' }),
      status: 'error',
      diagnostics: [
        {
          severity: 'error',
          code: 'io',
          file: 'in.csv',
          line: 3,
          row: null,
          field: 'x',
          column: null,
          pointer: null,
          item: null,
          message: 'bad <row> & more',
        },
      ],
    };
    const shard: Suite = { ...suite({ id: 'other-shard' }), status: 'skipped' };
    const outcome = await gated(
      dir,
      [same, broken, shard, passFailRun(dir, 'fresh', outcomes(1))],
      [same, broken, passFailRun(dir, 'gone', outcomes(1))],
    );
    const xml = renderJunit({ report: outcome.report, gated: true });
    expect(await xsdErrors(xml)).toEqual([]);
    const suites = Object.fromEntries(parse(xml).testsuites.testsuite.map((s) => [s.name, s]));
    expect(Object.keys(suites)).toEqual(['same', 'broken', 'other-shard', 'fresh', 'gone']);
    expect(suites.same!.testcase![0]).toMatchObject({ name: 'round reach' });
    expect(suites.same!.testcase![0]!.failure).toBeUndefined();
    expect(suites.same!.testcase![0]!['system-out']).toContain('verdict: unchanged');
    expect(suites.broken!.testcase).toEqual([
      {
        classname: 'broken',
        name: 'scored',
        time: '0',
        error: {
          type: 'error',
          message: 'the suite could not be scored: in.csv:3 [x]: bad <row> & more',
          '#text': 'in.csv:3 [x]: bad <row> & more',
        },
      },
    ]);
    expect(suites['other-shard']!.testcase![0]!.skipped!.message).toBe('not scored in this shard');
    expect(suites.fresh!.testcase![0]!.skipped!.message).toBe('new: not in the baseline');
    expect(suites.gone!.testcase![0]!.skipped!.message).toBe('removed: in the baseline, not in this run');
    expect(suites.broken!.errors).toBe('1');
  });

  it('a target whose test gave no p is an error case (the run cannot be judged), not a skipped one', async () => {
    const dir = tempDir();
    const run = passFailRun(dir, 'routes', outcomes(2));
    const outcome = await gated(dir, [run], [run]);
    const reach = outcome.report.comparison.suites[0]!.targets[0]!;
    // No document can make a test give NaN (gate.md "Statistics that fail closed"): the reason is set here.
    Object.assign(reach, {
      verdict: 'insufficient-data',
      reasons: [{ kind: 'no-p', test: 'mcnemar', cause: 'the test gave p = NaN' }],
    });
    const xml = renderJunit({ report: outcome.report, gated: true });
    expect(await xsdErrors(xml)).toEqual([]);
    const c = parse(xml).testsuites.testsuite[0]!.testcase![0]!;
    expect(c.skipped).toBeUndefined();
    expect(c.error).toMatchObject({
      type: 'statistics',
      message: 'no p-value (mcnemar: the test gave p = NaN): the run cannot be judged',
    });
  });

  it('what makes the run unjudgeable is a test of its own: no baseline under fail, a baseline that failed, an incomplete run', async () => {
    const dir = tempDir();
    const run = passFailRun(dir, 'a', outcomes(1));
    const missing = await gated(dir, [run], null, { onMissingBaseline: 'fail' });
    expect(missing.exitCode).toBe(3);
    let junit = parse(renderJunit({ report: missing.report, gated: true })).testsuites;
    expect(junit.testsuite.at(-1)!.testcase![0]).toMatchObject({
      classname: 'bench-check',
      name: 'baseline',
      failure: {
        type: 'missing-baseline',
        message: expect.stringMatching(/^no baseline \(on-missing-baseline: fail\): no baseline at \S*base\.json$/),
      },
    });
    expect(junit.testsuite[0]!.testcase![0]!.skipped!.message).toBe('no baseline to compare with');
    const failed = await applyGate(
      doc([run], { configHash: HASH }),
      { baseline: { source: 'path', path: 'nowhere.json' } },
      { cwd: dir, env: {}, log: silentLogger, resultsDir: dir, hints: gateHints },
    );
    junit = parse(renderJunit({ report: failed.report, gated: true })).testsuites;
    expect(junit.testsuite.at(-1)!.testcase![0]!.error!.message).toMatch(
      /^the baseline \S*nowhere\.json does not exist \(it was named explicitly\)$/,
    );
    const stopped = doc([run], {
      configHash: HASH,
      incomplete: true,
      pending: ['b'],
      stopReason: 'the run deadline (1 minutes) passed',
    });
    junit = parse(renderJunit({ report: withoutGate(stopped, gateHints).report, gated: false })).testsuites;
    expect(junit.testsuite.at(-1)!.testcase![0]!.error!.message).toBe(
      'the run did not finish (the run deadline (1 minutes) passed); not scored: b',
    );
    expect(junit.errors).toBe('1');
  });

  it('a run without a gate lists its targets as skipped, not gated (never passed)', async () => {
    const dir = tempDir();
    const xml = renderJunit({
      report: withoutGate(doc([passFailRun(dir, 'a', outcomes(1))]), gateHints).report,
      gated: false,
    });
    expect(await xsdErrors(xml)).toEqual([]);
    const cases = parse(xml).testsuites.testsuite[0]!.testcase!;
    expect(cases.map((c) => [c.name, c.skipped?.message])).toEqual([
      ['round reach', 'not gated: the run has no gate (no `gate` section in the config, or a shard)'],
      ['finalScore', 'not gated: the run has no gate (no `gate` section in the config, or a shard)'],
    ]);
  });

  it('hostile ids, round names and messages stay well-formed XML: escaped, characters XML cannot hold replaced', async () => {
    const dir = tempDir();
    const nasty = [
      ...HOSTILE,
      'ctl\u0000\u0001\u001b[31m',
      'lone \ud800 surrogate',
      ']]> <![CDATA[ x ]]>',
      '"quotes" & \'apos\'',
    ];
    const suites = nasty.map((h, i) => ({
      ...passFailRun(dir, `s${i}`, outcomes(i % 3 === 0 ? 20 : 1)),
      id: h,
      rounds: [{ id: nasty[(i + 1) % nasty.length]!, label: h, input: 40, passed: 39 - (i % 3 === 0 ? 19 : 0) }],
    }));
    const base = nasty.map((h, i) => ({
      ...passFailRun(dir, `b${i}`, outcomes(1)),
      id: h,
      rounds: [{ id: nasty[(i + 1) % nasty.length]!, input: 40, passed: 39 }],
    }));
    const outcome = await gated(dir, suites, base);
    const xml = renderJunit({ report: outcome.report, gated: true });
    expect(await xsdErrors(xml)).toEqual([]);
    const names = parse(xml).testsuites.testsuite.map((s) => s.name);
    expect(names.slice(0, HOSTILE.length)).toEqual(HOSTILE.map((h) => h.replace(/\s+/g, ' ').trim()));
    expect(names).toContain('ctl\ufffd\ufffd\ufffd[31m');
    expect(names).toContain('lone \ufffd surrogate');
  });
});

describe('Bencher Metric Format', () => {
  it("one benchmark per suite, one measure per target with the gate's current value; valid against Bencher's schema", async () => {
    const dir = tempDir();
    const long = `metric/${'m'.repeat(80)}`;
    const s: Suite = {
      ...passFailRun(dir, 'routes', outcomes(4)),
      finalScore: 90,
      metrics: {
        latency: { value: 1.25, direction: 'lower', unit: 's' },
        [long.slice(7)]: { value: 3, direction: 'higher' },
        rate: { value: 0.75, direction: 'higher', passed: 30, input: 40 },
      },
    };
    const outcome = await gated(dir, [s], [s]);
    const bmf = JSON.parse(renderBmf({ report: outcome.report, gated: true })) as Record<
      string,
      Record<string, { value: number }>
    >;
    const ajv = new Ajv.default();
    expect(ajv.validate(BMF_SCHEMA, bmf), JSON.stringify(ajv.errors)).toBe(true);
    const measures = bmf.routes!;
    expect(measures['round/reach']).toEqual({ value: 90 });
    expect(measures.finalScore).toEqual({ value: 90 });
    expect(measures['metric/latency']).toEqual({ value: 1.25 });
    // A rate metric in the gate's scale (percent), as the report shows it.
    expect(measures['metric/rate']).toEqual({ value: 75 });
    for (const name of Object.keys(measures)) expect(bencherMeasureRefusal(name)).toBeNull();
    expect(Object.keys(measures).find((n) => n.startsWith('metric/mmm'))).toMatch(/^metric\/m+… [0-9a-f]{8}$/);
  });

  it("every name within Bencher's limits in UTF-8 bytes, cut on a character boundary, unique, stable", async () => {
    const dir = tempDir();
    // 43 characters, 75 bytes; long names sharing their first 70 characters; 4-byte characters;
    // white space at the ends (Bencher trims nothing: such a name is refused).
    const metricIds = [
      `score-${'é'.repeat(32)}-moye`,
      `${'x'.repeat(70)}-first`,
      `${'x'.repeat(70)}-second`,
      '😀'.repeat(20),
      ' padded ',
    ];
    const metrics = Object.fromEntries(metricIds.map((id, i) => [id, { value: i + 1, direction: 'higher' as const }]));
    const id = `suite-${'é'.repeat(600)}`;
    const s: Suite = { ...passFailRun(dir, 'routes', outcomes(4)), id, finalScore: 90, metrics };
    const outcome = await gated(dir, [s], null);
    const text = renderBmf({ report: outcome.report, gated: false });
    const bmf = JSON.parse(text) as Record<string, Record<string, { value: number }>>;
    const [benchmark, ...others] = Object.keys(bmf);
    expect(others).toEqual([]);
    expect(bencherBenchmarkRefusal(benchmark!)).toBeNull();
    expect(benchmark).toMatch(/^suite-é+… [0-9a-f]{8}$/);
    const names = Object.keys(bmf[benchmark!]!);
    expect(names).toHaveLength(2 + metricIds.length); // round/reach, finalScore and every metric
    for (const name of names) {
      expect(bencherMeasureRefusal(name), name).toBeNull();
      // Whole code points only: no lone surrogate, no U+FFFD from a cut inside a character.
      expect(name, name).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
      expect(name).not.toContain('\ufffd');
    }
    const byValue = new Map(names.map((n) => [bmf[benchmark!]![n]!.value, n]));
    expect(byValue.get(1)).toMatch(/^metric\/score-é+… [0-9a-f]{8}$/);
    expect(byValue.get(2)).not.toBe(byValue.get(3));
    expect(byValue.get(4)).toMatch(/^metric\/(😀)+… [0-9a-f]{8}$/);
    expect(byValue.get(5)).toMatch(/^metric\/ padded… [0-9a-f]{8}$/);
    // Stable: the same names from the same run.
    expect(renderBmf({ report: outcome.report, gated: false })).toBe(text);
  });

  it('a suite that could not be scored has no measures; a value the gate has not (null) is left out', () => {
    const dir = tempDir();
    const broken: Suite = { ...suite({ id: 'broken' }), status: 'error' };
    const empty: Suite = { ...suite({ id: 'empty' }), finalScore: null };
    const bmf = JSON.parse(
      renderBmf({
        report: withoutGate(doc([broken, empty, passFailRun(dir, 'ok', outcomes(0))]), gateHints).report,
        gated: false,
      }),
    ) as Record<string, unknown>;
    expect(Object.keys(bmf)).toEqual(['ok']);
  });
});

describe('github-action-benchmark', () => {
  it('higher-is-better targets in one array, lower-is-better in the other, with unit, value and the gate verdict in extra', async () => {
    const dir = tempDir();
    const s: Suite = {
      ...passFailRun(dir, 'routes', outcomes(4)),
      finalScore: 90,
      metrics: {
        latency: { value: 1.25, direction: 'lower', unit: 's' },
        mean_len: { value: 3.5, direction: 'higher', sum: 70, count: 20 },
      },
    };
    const outcome = await gated(dir, [s], [s]);
    const gab = renderGab({ report: outcome.report, gated: true });
    const bigger = JSON.parse(gab.bigger) as unknown[];
    const smaller = JSON.parse(gab.smaller) as unknown[];
    expect(bigger).toEqual([
      {
        name: 'routes round reach',
        unit: '%',
        value: 90,
        extra: 'baseline 90.00 %, current 90.00 %, Δ 0.00 pp; verdict unchanged',
      },
      {
        name: 'routes finalScore',
        unit: 'points',
        value: 90,
        extra: 'baseline 90.00, current 90.00, Δ 0.00; verdict unchanged',
      },
      {
        name: 'routes metric mean_len',
        unit: '',
        value: 3.5,
        extra: 'baseline 3.5000, current 3.5000, Δ 0.0000; verdict unchanged',
      },
    ]);
    expect(smaller).toEqual([
      {
        name: 'routes metric latency',
        unit: 's',
        value: 1.25,
        extra: 'baseline 1.25 s, current 1.25 s, Δ 0.00 s; verdict unchanged',
      },
    ]);
    // github-action-benchmark 1.22.0 (src/extract.ts, BenchmarkResult): an array of objects with
    // name and unit (strings), value (a number), optional range and extra (strings), nothing else read.
    for (const e of [...bigger, ...smaller] as Record<string, unknown>[]) {
      expect(Object.keys(e).every((k) => ['name', 'unit', 'value', 'range', 'extra'].includes(k))).toBe(true);
      expect(typeof e.name).toBe('string');
      expect(typeof e.unit).toBe('string');
      expect(typeof e.value === 'number' && Number.isFinite(e.value)).toBe(true);
      expect(typeof e.extra).toBe('string');
    }
    expect(gabSmallerPath('out/gab.json')).toBe('out/gab.smaller.json');
    expect(gabSmallerPath('gab')).toBe('gab.smaller.json');
  });
});
