// Statistics that fail closed (gate.md "Statistics that fail closed"): every test in the target's
// direction, no non-finite p in the family, no decision flipped by the last bit of a float, no
// collapse of a small suite passed in silence, one test per distinct hypothesis. Reference values
// of scipy 1.17.1 are computed on the same values divided by a power of two (exact: Welch's and the
// paired t are invariant under scaling, and scipy itself overflows or underflows on the raw values).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDocuments, compareRuns } from '../../src/gate/compare.js';
import { judge } from '../../src/gate/judge.js';
import { resolveGateConfig, type GateConfig } from '../../src/gate/config.js';
import { effectiveRule } from '../../src/gate/rules.js';
import { statisticsFailures } from '../../src/gate/index.js';
import { adjustFamily, pairedTOneSided, welchOneSided, type MultipleTesting } from '../../src/gate/stats.js';
import type { Suite } from '../../src/results/types.js';
import { doc, suite, tempDir } from './helpers.js';
import { repeatSuite } from './repeats-helpers.js';
import { gateHints } from '../catalog.js';

/** The plain adjustment: adjustFamily at an α that none of these p is near (nothing is rounded to it). */
const adjustPValues = (ps: readonly number[], method: MultipleTesting) => adjustFamily(ps, method, 0.0123);

const cfgOf = (gate?: GateConfig) => resolveGateConfig(gate, gateHints);

/** A one-round suite whose items file gives item i the outcome `outcomes[i]`; finalScore is the pass rate. */
function itemsSuite(dir: string, id: string, outcomes: boolean[], benchmark = 'imported'): Suite {
  const file = `${id}.items.jsonl`;
  writeFileSync(
    path.join(dir, file),
    outcomes.map((ok, i) => JSON.stringify({ id: `item-${i}`, check: ok })).join('\n') + '\n',
  );
  const passed = outcomes.filter(Boolean).length;
  return suite({
    id,
    benchmark,
    task: null,
    total: outcomes.length,
    rounds: [{ id: 'check', input: outcomes.length, passed }],
    finalScore: (100 * passed) / outcomes.length,
    itemsFile: file,
  });
}

const range = (n: number, passes: (i: number) => boolean) => Array.from({ length: n }, (_, i) => passes(i));

describe('every test in the target direction', () => {
  // 200 items: 50 pass in the baseline; now those 50 and 50 more (a lower-is-better rate doubled).
  const lower: GateConfig = {
    rules: [
      { suite: 's', round: 'check', direction: 'lower' },
      { suite: 's', metric: 'finalScore', direction: 'lower' },
    ],
  };
  async function run(withItems: boolean) {
    const baseDir = tempDir();
    const curDir = tempDir();
    const base = doc([
      itemsSuite(
        baseDir,
        's',
        range(200, (i) => i < 50),
      ),
    ]);
    const cur = doc([
      itemsSuite(
        curDir,
        's',
        range(200, (i) => i < 100),
      ),
    ]);
    return compareRuns(
      { doc: cur, dir: withItems ? curDir : null },
      { doc: base, dir: withItems ? baseDir : null },
      cfgOf(lower),
    );
  }
  it('McNemar on a lower-is-better round and finalScore: 50/200 → 100/200 regressed, as Newcombe says', async () => {
    const paired = await run(true);
    const unpaired = await run(false);
    expect(paired.suites[0]!.paired).toBe(true);
    for (const c of [paired, unpaired]) {
      for (const t of c.suites[0]!.targets) {
        expect(t.verdict, `${t.test} ${t.id}`).toBe('regressed');
        expect(t.p!).toBeLessThan(1e-6);
      }
      expect(c.verdict).toBe('fail');
    }
    // 50 discordant pairs, all the wrong way: 2^-50 exactly (scipy binomtest: 8.881784197001252e-16).
    expect(paired.suites[0]!.targets[0]!.test).toBe('mcnemar');
    expect(paired.suites[0]!.targets[0]!.p).toBe(2 ** -50);
  });
  it('a lower-is-better rate that fell is not tested as worse', async () => {
    const baseDir = tempDir();
    const curDir = tempDir();
    const base = doc([
      itemsSuite(
        baseDir,
        's',
        range(200, (i) => i < 100),
      ),
    ]);
    const cur = doc([
      itemsSuite(
        curDir,
        's',
        range(200, (i) => i < 50),
      ),
    ]);
    const c = await compareRuns({ doc: cur, dir: curDir }, { doc: base, dir: baseDir }, cfgOf(lower));
    expect(c.suites[0]!.targets.map((t) => [t.p, t.verdict])).toEqual([
      [1, 'improved'],
      [1, 'improved'],
    ]);
  });
});

describe('Welch and the paired t do not overflow', () => {
  // scipy.stats.ttest_ind(b / s, c / s, equal_var=False, alternative='greater') and ttest_rel, s = 2^k.
  const big = { b: [1e200, -1e200, 3e200, 2e200], c: [-2e200, 1e200, -1e200, 0.5e200] };
  const huge = { b: [1.5e308, -1.0e308, 1.7e308], c: [-1.7e308, 1.0e308, -1.5e308] };
  const tiny = { b: [3e-300, 1e-300, 2e-300], c: [1e-300, -1e-300, 0] };
  it.each([
    ['around ±1e200', big, 0.09557807024615164, 5.741652021089631],
    ['near the largest double', huge, 0.14922301409382127, 4],
    ['near the smallest normal double', tiny, 0.035241998455109974, 4],
  ])('Welch %s', (_, { b, c }, p, df) => {
    const r = welchOneSided(b, c);
    expect(r.p).toBeCloseTo(p, 12);
    expect(r.df).toBeCloseTo(df, 9);
  });
  it.each([
    ['around ±1e200', big, 0.15194423166265403],
    ['near the largest double', huge, 0.2432819845948649],
  ])('paired t %s', (_, { b, c }, p) => {
    // The drops themselves overflow near the largest double (1.7e308 + 1.5e308): the test takes both sides.
    expect(pairedTOneSided(b, c).p).toBeCloseTo(p, 12);
  });
  it('is the same for values scaled by any power of two', () => {
    const b = [70.1, 70.9, 70.4, 71.3];
    const c = [69.2, 70.4, 68.8, 70.1];
    const at = (k: number) =>
      welchOneSided(
        b.map((v) => v * 2 ** k),
        c.map((v) => v * 2 ** k),
      ).p;
    for (const k of [-1000, -100, 0, 100, 950]) expect(at(k)).toBe(at(0));
  });
  it.each([
    ['first', true],
    ['last', false],
  ])('an overflowing suite listed %s hides no regression elsewhere', (_, overflowFirst) => {
    const overflow = [
      repeatSuite({ id: 'wide', finalScores: big.b }),
      repeatSuite({ id: 'wide', finalScores: big.c }),
    ] as const;
    const drop = [
      repeatSuite({ id: 'real', finalScores: [70.4, 70.6, 70.5, 70.3, 70.7, 70.5] }),
      repeatSuite({ id: 'real', finalScores: [60.4, 60.6, 60.5, 60.3, 60.7, 60.5] }),
    ] as const;
    const order = <T>(a: T, b: T) => (overflowFirst ? [a, b] : [b, a]);
    const c = compareDocuments(doc(order(overflow[1], drop[1])), doc(order(overflow[0], drop[0])), cfgOf());
    const wide = c.suites.find((s) => s.id === 'wide')!.finalScore!;
    const real = c.suites.find((s) => s.id === 'real')!.finalScore!;
    // Both sides have seeds 1–4: the paired t (scipy ttest_rel on the scaled values: 0.15194423166265403).
    expect(wide.test).toBe('paired-t');
    expect(wide.p).toBeCloseTo(0.15194423166265403, 12);
    expect(Number.isFinite(wide.pAdjusted)).toBe(true);
    expect(real.verdict).toBe('regressed');
    expect(c.verdict).toBe('fail');
  });
});

describe('a test without a finite p fails the run closed', () => {
  it('is left out of the family, whatever its place: [0.001, NaN, 0.0001, 0.002, 0.3]', () => {
    expect(adjustPValues([0.001, NaN, 0.0001, 0.002, 0.3], 'holm')).toEqual([0.003, NaN, 0.0004, 0.004, 0.3]);
    expect(adjustPValues([NaN, 0.001, 0.0001, 0.002, 0.3], 'holm')).toEqual([NaN, 0.003, 0.0004, 0.004, 0.3]);
    expect(adjustFamily([0.001, 0.0001, 0.002, 0.3, Infinity], 'bh', 0.05)).toEqual([
      0.002,
      0.0004,
      0.0026666666666666666,
      0.3,
      NaN,
    ]);
  });
  it('makes its target an explicit error, and the run one (exit 2, with its cause)', () => {
    const cfg = cfgOf();
    const rule = effectiveRule(cfg.rules, 's', { kind: 'metric', id: 'm', scale: 'unit', direction: 'higher' });
    // Values no results document can hold (the schema refuses non-finite numbers): a caller's bug.
    const side = (values: number[]) => ({
      value: 1,
      n: null,
      counts: null,
      repeats: { values, seeds: values.map(() => null) },
    });
    const j = judge({
      baseline: side([1, NaN, 2]),
      current: side([0, 1, 0]),
      rule,
      scale: 'unit',
      tested: false,
      pairedCounts: null,
      cfg,
    });
    expect(j.p).toBeNull();
    expect(j.test).toBeNull();
    expect(j.reasons).toContainEqual({ kind: 'no-p', test: 'welch', cause: 'the test gave p = NaN' });
    expect(j.verdict).toBe('insufficient-data');
    const comparison = compareDocuments(doc([suite({ id: 's' })]), doc([suite({ id: 's' })]), cfg);
    comparison.suites[0]!.targets.push({ ...comparison.suites[0]!.targets[0]!, id: 'm', reasons: j.reasons });
    expect(statisticsFailures(comparison)).toEqual([
      {
        kind: 'statistics',
        message: 'suite s, m: no p-value (welch: the test gave p = NaN): the run cannot be judged',
      },
    ]);
  });
});

describe('boundaries', () => {
  it('an adjusted p within a few ulps of α is α: not significant, whatever the order of the arithmetic', () => {
    // Benjamini–Hochberg on three p = 0.03 of five: 5 · 0.03 / 3 rounds to 0.049999999999999996, statsmodels'
    // 0.03 / (3/5) to 0.05; five p = 0.01 of 25: 0.05 here, 0.049999999999999996 in statsmodels.
    expect(adjustPValues([0.03, 0.03, 0.03, 1, 1], 'bh')[0]).toBe(0.049999999999999996);
    expect(adjustFamily([0.03, 0.03, 0.03, 1, 1], 'bh', 0.05).slice(0, 3)).toEqual([0.05, 0.05, 0.05]);
    const five = [...Array<number>(5).fill(0.01), ...Array<number>(20).fill(1)];
    expect(adjustFamily(five, 'bh', 0.05)[0]).toBe(0.05);
    expect(adjustFamily([0.049999999999999996], 'none', 0.05)).toEqual([0.05]);
    // Holm: 3 · 0.01666666666666667 (0.05 / 3 to 16 digits) is 0.05000000000000001, one ulp over α → α as well.
    expect(adjustPValues([0.01666666666666667, 0.5, 0.6], 'holm')[0]).toBe(0.05000000000000001);
    expect(adjustFamily([0.01666666666666667, 0.5, 0.6], 'holm', 0.05)[0]).toBe(0.05);
    // Further than a few ulps: kept.
    expect(adjustFamily([0.04999999999999, 0.5], 'none', 0.05)[0]).toBe(0.04999999999999);
  });
  it('the boundary decides the same in the verdict and its words: p at α is not significant', () => {
    const cfg = cfgOf();
    const rule = effectiveRule(cfg.rules, 's', { kind: 'round', id: 'r', scale: 'points', direction: 'higher' });
    const side = (passed: number) => ({ value: passed, n: 100, counts: { passed, n: 100 } });
    const j = judge({
      baseline: side(90),
      current: side(80),
      rule,
      scale: 'points',
      tested: true,
      pairedCounts: null,
      cfg,
      family: {
        test: { test: 'newcombe', p: 0.03 },
        pAdjusted: adjustFamily([0.03, 0.03, 0.03, 1, 1], 'bh', 0.05)[0]!,
      },
    });
    expect(j.verdict).toBe('not-shown');
  });
  it('a one-bit difference of means with no spread does not fail maxDrop: 0', () => {
    const gate: GateConfig = { rules: [{ suite: '*', metric: 'finalScore', fail: { maxDrop: 0, maxDropPct: null } }] };
    const c = compareDocuments(
      doc([repeatSuite({ id: 's', finalScores: [0.3, 0.3, 0.3] })]),
      doc([repeatSuite({ id: 's', finalScores: [0.1 + 0.2, 0.1 + 0.2, 0.1 + 0.2] })]),
      cfgOf(gate),
    );
    const t = c.suites[0]!.finalScore!;
    expect(t.verdict).toBe('unchanged');
    expect(c.verdict).toBe('pass');
  });
  it('a collapse of 9 items from 9/9 to 0/9 (exact p = 0.002) is not a silent pass under minItems 10', async () => {
    const baseDir = tempDir();
    const curDir = tempDir();
    // finalScore null: TransitLM tests it only as accuracy ∧ preference, rounds this suite lacks.
    const base = doc([
      {
        ...itemsSuite(
          baseDir,
          's',
          range(9, () => true),
          'transitlm',
        ),
        finalScore: null,
      },
    ]);
    const cur = doc([
      {
        ...itemsSuite(
          curDir,
          's',
          range(9, () => false),
          'transitlm',
        ),
        finalScore: null,
      },
    ]);
    const c = await compareRuns({ doc: cur, dir: curDir }, { doc: base, dir: baseDir }, cfgOf());
    const round = c.suites[0]!.targets[0]!;
    expect(round.test).toBe('mcnemar');
    expect(round.p).toBe(2 ** -9);
    expect(round.verdict).toBe('possible-regression');
    expect(round.reasons.map((r) => r.kind)).toEqual(['too-few-items', 'drop']);
    expect(c.verdict).toBe('warn');
  });
  it('a small suite that did not collapse stays insufficient-data, untested', async () => {
    const baseDir = tempDir();
    const curDir = tempDir();
    // finalScore null: TransitLM tests it only as accuracy ∧ preference, rounds this suite lacks.
    const base = doc([
      {
        ...itemsSuite(
          baseDir,
          's',
          range(9, () => true),
          'transitlm',
        ),
        finalScore: null,
      },
    ]);
    const cur = doc([
      {
        ...itemsSuite(
          curDir,
          's',
          range(9, (i) => i > 0),
          'transitlm',
        ),
        finalScore: null,
      },
    ]);
    const c = await compareRuns({ doc: cur, dir: curDir }, { doc: base, dir: baseDir }, cfgOf());
    const round = c.suites[0]!.targets[0]!;
    expect(round.verdict).toBe('insufficient-data');
    expect(c.verdict).toBe('pass');
  });
});

describe('one test per distinct hypothesis', () => {
  // A one-check suite: 11 of 12 items pass, then 4 (7 newly failing, McNemar p = 2^-7 = 0.0078).
  async function oneCheck(others: number) {
    const baseDir = tempDir();
    const curDir = tempDir();
    const flat = (dir: string, i: number) =>
      itemsSuite(
        dir,
        `other-${i}`,
        range(12, (k) => k > 0),
      );
    const base = doc([
      itemsSuite(
        baseDir,
        'one',
        range(12, (i) => i < 11),
      ),
      ...range(others, () => true).map((_, i) => flat(baseDir, i)),
    ]);
    const cur = doc([
      itemsSuite(
        curDir,
        'one',
        range(12, (i) => i < 4),
      ),
      ...range(others, () => true).map((_, i) => flat(curDir, i)),
    ]);
    return compareRuns({ doc: cur, dir: curDir }, { doc: base, dir: baseDir }, cfgOf());
  }
  it('the finalScore that repeats the only round is counted once', async () => {
    const c = await oneCheck(0);
    const [round, finalScore] = c.suites[0]!.targets;
    expect(c.family).toBe(1);
    expect(round!.p).toBe(2 ** -7);
    expect(finalScore!.pAdjusted).toBe(2 ** -7);
    expect(finalScore!.sameTestAs).toEqual({ kind: 'round', id: 'check' });
    expect(round!.sameTestAs).toBeUndefined();
  });
  it('two rounds with the same outcomes, or a finalScore over other rounds in the baseline, stay apart', async () => {
    const baseDir = tempDir();
    const curDir = tempDir();
    // Two checks with identical outcomes: two rounds, two hypotheses (and a finalScore over both).
    const twin = (dir: string, passes: (i: number) => boolean) => {
      const one = itemsSuite(dir, 'twin', range(12, passes));
      const file = path.join(dir, one.itemsFile!);
      const lines = range(12, passes).map((ok, i) => JSON.stringify({ id: `item-${i}`, check: ok, again: ok }));
      writeFileSync(file, `${lines.join('\n')}\n`);
      return { ...one, rounds: [...one.rounds, { id: 'again', input: 12, passed: one.rounds[0]!.passed }] };
    };
    const c = await compareRuns(
      { doc: doc([twin(curDir, (i) => i < 4)]), dir: curDir },
      { doc: doc([twin(baseDir, (i) => i < 11)]), dir: baseDir },
      cfgOf(),
    );
    expect(c.family).toBe(3);
    expect(c.suites[0]!.targets.map((t) => t.sameTestAs)).toEqual([undefined, undefined, undefined]);
    // The baseline's finalScore was over two rounds, this run's over one: not the same data.
    const base2 = twin(baseDir, (i) => i < 11);
    const cur1 = itemsSuite(
      curDir,
      'twin',
      range(12, (i) => i < 4),
    );
    const d = await compareRuns({ doc: doc([cur1]), dir: curDir }, { doc: doc([base2]), dir: baseDir }, cfgOf());
    expect(d.suites[0]!.finalScore!.sameTestAs).toBeUndefined();
  });
  it('a small collapse is held to Bonferroni over the family and the small tests; under none to α alone', async () => {
    // 9 items, 6 newly failing: McNemar p = 2^-6 = 0.0156; with three other tests, 4 · 0.0156 = 0.0625.
    const run = async (others: number, multipleTesting: 'holm' | 'none') => {
      const baseDir = tempDir();
      const curDir = tempDir();
      const flat = (dir: string, i: number) =>
        itemsSuite(
          dir,
          `other-${i}`,
          range(12, (k) => k > 0),
        );
      const small = (dir: string, passes: (i: number) => boolean) => ({
        ...itemsSuite(dir, 's', range(9, passes), 'transitlm'),
        finalScore: null,
      });
      const c = await compareRuns(
        {
          doc: doc([small(curDir, (i) => i >= 6), ...range(others, () => true).map((_, i) => flat(curDir, i))]),
          dir: curDir,
        },
        {
          doc: doc([small(baseDir, () => true), ...range(others, () => true).map((_, i) => flat(baseDir, i))]),
          dir: baseDir,
        },
        cfgOf({ multipleTesting }),
      );
      return Object.assign(c.suites[0]!.targets[0]!, { family: c.family });
    };
    expect((await run(0, 'holm')).verdict).toBe('possible-regression');
    const crowded = await run(3, 'holm');
    expect([crowded.verdict, crowded.p]).toEqual(['insufficient-data', null]);
    // The small test is not one of the family's: the three other suites' tests are.
    expect(crowded.family).toBe(3);
    const alone = await run(3, 'none');
    expect([alone.verdict, alone.pAdjusted]).toEqual(['possible-regression', 2 ** -6]);
  });
  it('two small collapses are each held to Bonferroni, not adjusted among themselves', async () => {
    // 9 items: 6 newly failing (p = 2^-6) and 5 (p = 2^-5); Bonferroni over the two: 2^-5 and 2^-4
    // (Benjamini–Hochberg among them would make the first 2^-4 too).
    const baseDir = tempDir();
    const curDir = tempDir();
    const small = (dir: string, id: string, passes: (i: number) => boolean) => ({
      ...itemsSuite(dir, id, range(9, passes), 'transitlm'),
      finalScore: null,
    });
    const c = await compareRuns(
      { doc: doc([small(curDir, 'six', (i) => i >= 6), small(curDir, 'five', (i) => i >= 5)]), dir: curDir },
      { doc: doc([small(baseDir, 'six', () => true), small(baseDir, 'five', () => true)]), dir: baseDir },
      cfgOf(),
    );
    const [six, five] = c.suites.map((s) => s.targets[0]!);
    expect([six!.pAdjusted, six!.verdict]).toEqual([2 ** -5, 'possible-regression']);
    expect([five!.p, five!.verdict]).toEqual([null, 'insufficient-data']); // 2^-4 > α: said nowhere
    expect(c.family).toBe(0);
  });
  it('two metrics of a suite with the same counts are two hypotheses, not one', () => {
    const rates = (passed: number) => ({
      a: { value: passed / 40, direction: 'higher' as const, passed, input: 40 },
      b: { value: passed / 40, direction: 'higher' as const, passed, input: 40 },
    });
    const c = compareDocuments(
      doc([suite({ id: 's', total: 40, metrics: rates(20) })]),
      doc([suite({ id: 's', total: 40, metrics: rates(36) })]),
      cfgOf(),
    );
    const [a, b] = c.suites[0]!.targets.filter((t) => t.id === 'a' || t.id === 'b');
    expect(a!.p).toBe(b!.p);
    expect([a!.sameTestAs, b!.sameTestAs]).toEqual([undefined, undefined]);
    expect(c.family).toBeGreaterThanOrEqual(2);
  });
  it('so the collapse regresses in a family where counting it twice made it "worse (not shown)"', async () => {
    // Five unchanged one-check suites (one test each): 6 distinct hypotheses, 6 · 2^-7 = 0.047 < 0.05.
    const c = await oneCheck(5);
    expect(c.family).toBe(6);
    const one = c.suites.find((s) => s.id === 'one')!;
    expect(one.targets.map((t) => t.verdict)).toEqual(['regressed', 'regressed']);
    expect(c.verdict).toBe('fail');
  });
});
