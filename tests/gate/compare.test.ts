import { describe, expect, it } from 'vitest';
import { compareDocuments, compareRuns } from '../../src/gate/compare.js';
import { judge } from '../../src/gate/judge.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { outputStrings } from '../../src/report/outputs.js';
import { reasonsWords } from '../../src/report/words.js';
import { effectiveRule } from '../../src/gate/rules.js';
import { doc, passFailRun, suite, tempDir } from './helpers.js';
import { gateHints } from '../catalog.js';

const cfg = resolveGateConfig(undefined, gateHints);

/** n items; the first `newlyFailing` passed before and fail now; the next `newlyPassing` the reverse; the rest pass in both. */
async function workedCase(n: number, newlyFailing: number, newlyPassing: number) {
  const baseDir = tempDir();
  const curDir = tempDir();
  const before = Array.from({ length: n }, (_, i) => !(i >= newlyFailing && i < newlyFailing + newlyPassing));
  const now = Array.from({ length: n }, (_, i) => i >= newlyFailing);
  const base = doc([passFailRun(baseDir, 's', before)]);
  const cur = doc([passFailRun(curDir, 's', now)]);
  const comparison = await compareRuns({ doc: cur, dir: curDir }, { doc: base, dir: baseDir }, cfg);
  const target = comparison.suites[0]!.targets.find((t) => t.kind === 'round')!;
  return { comparison, target };
}

describe('gate.md worked cases (paired McNemar)', () => {
  it('10 items, 5 newly failing → p = 0.031 → regressed', async () => {
    const { comparison, target } = await workedCase(10, 5, 0);
    expect(comparison.suites[0]!.paired).toBe(true);
    expect(target.test).toBe('mcnemar');
    expect(target.p).toBeCloseTo(0.03125, 10);
    expect(target.verdict).toBe('regressed');
    expect(comparison.verdict).toBe('fail');
  });
  it('10 items, 4 newly failing → p = 0.0625 → not-shown (warn)', async () => {
    const { comparison, target } = await workedCase(10, 4, 0);
    expect(target.p).toBe(0.0625);
    // Fail threshold crossed, not significant: "worse (not shown)" (issue #27; was possible-regression), still warn.
    expect(target.verdict).toBe('not-shown');
    expect(comparison.verdict).toBe('warn');
  });
  it('300 items, 60 newly failing → regressed', async () => {
    const { target } = await workedCase(300, 60, 0);
    expect(target.p).toBeLessThan(1e-15);
    expect(target.verdict).toBe('regressed');
  });
  it('300 items, 60 newly failing and 40 newly passing (drop 6.7 points) → p = 0.028 → regressed', async () => {
    const { target } = await workedCase(300, 60, 40);
    expect(target.delta).toBeCloseTo(-20 / 3, 10);
    expect(target.p).toBeCloseTo(0.0284, 4);
    expect(target.verdict).toBe('regressed');
  });
  it('flood rounds are tested unpaired even with items files', async () => {
    const baseDir = tempDir();
    const curDir = tempDir();
    const base = doc([
      passFailRun(
        baseDir,
        'f',
        Array.from({ length: 10 }, () => true),
        'flood',
      ),
    ]);
    const cur = doc([
      passFailRun(
        curDir,
        'f',
        Array.from({ length: 10 }, (_, i) => i >= 5),
        'flood',
      ),
    ]);
    const c = await compareRuns({ doc: cur, dir: curDir }, { doc: base, dir: baseDir }, cfg);
    expect(c.suites[0]!.paired).toBe(false);
    expect(c.suites[0]!.targets[0]!.test).toBe('newcombe');
  });
  it('is unpaired when fewer than 90 % of ids are shared, and reports worst items newly failing first', async () => {
    const baseDir = tempDir();
    const curDir = tempDir();
    const base = doc([
      passFailRun(
        baseDir,
        's',
        Array.from({ length: 20 }, () => true),
      ),
    ]);
    const curSuite = passFailRun(
      curDir,
      's',
      Array.from({ length: 24 }, (_, i) => i % 2 === 0),
    );
    const c = await compareRuns({ doc: doc([curSuite]), dir: curDir }, { doc: base, dir: baseDir }, cfg);
    const s = c.suites[0]!;
    expect(s.paired).toBe(false); // 20 shared of 24 current = 83 %
    expect(s.targets[0]!.test).toBe('newcombe');
    expect(s.failingItems).toBe(12);
    expect(s.worst[0]).toEqual({ id: 'item-1', reason: 'bad 1', failedRound: 'reach', newlyFailing: true });
    expect(s.worst.filter((w) => w.newlyFailing)).toHaveLength(10);
  });
});

describe('judge and rules', () => {
  const rounds = (passed: number, total = 100) =>
    suite({ id: 'transit-single', total, rounds: [{ id: 'reachability', input: total, passed }] });
  it('unpaired survival rates use Newcombe and the default 2/5 point thresholds', () => {
    const c = compareDocuments(doc([rounds(70)]), doc([rounds(90)]), cfg);
    const t = c.suites[0]!.targets[0]!;
    expect(t.test).toBe('newcombe');
    expect(t.delta).toBeCloseTo(-20, 10);
    expect(t.p).toBeLessThan(0.001);
    expect(t.verdict).toBe('regressed');
    expect(compareDocuments(doc([rounds(87)]), doc([rounds(90)]), cfg).suites[0]!.targets[0]!.verdict).toBe(
      'possible-regression',
    );
    expect(compareDocuments(doc([rounds(89)]), doc([rounds(90)]), cfg).suites[0]!.targets[0]!.verdict).toBe(
      'unchanged',
    );
    expect(compareDocuments(doc([rounds(95)]), doc([rounds(90)]), cfg).suites[0]!.targets[0]!.verdict).toBe('improved');
  });
  it('a collapse in round 1 shows in the survival rate even when later conditional rates are stable', () => {
    const mk = (r1: number, r2: number) =>
      suite({
        id: 's',
        total: 100,
        rounds: [
          { id: 'r1', input: 100, passed: r1 },
          { id: 'r2', input: r1, passed: r2 },
        ],
      });
    const c = compareDocuments(doc([mk(50, 45)]), doc([mk(90, 81)]), cfg);
    expect(c.suites[0]!.targets.find((t) => t.id === 'r2')!.verdict).toBe('regressed');
  });
  it('insufficient-data below minItems and on null values; new and removed', () => {
    // 7 of 9 after 9 of 9: past the fail threshold, Newcombe p = 0.081: too few items, nothing shown.
    const small = compareDocuments(doc([rounds(7, 9)]), doc([rounds(9, 9)]), cfg).suites[0]!.targets[0]!;
    expect([small.verdict, small.p]).toEqual(['insufficient-data', null]);
    // 5 of 9: Newcombe p = 0.014 < α: a collapse the test shows is a warning, never a silent pass.
    const collapse = compareDocuments(doc([rounds(5, 9)]), doc([rounds(9, 9)]), cfg).suites[0]!.targets[0]!;
    expect([collapse.verdict, collapse.reasons.map((r) => r.kind)]).toEqual([
      'possible-regression',
      ['too-few-items', 'drop'],
    ]);
    expect(collapse.p).toBeCloseTo(0.013984989082843846, 12);
    const mean = (value: number | null) =>
      suite({ id: 'h', benchmark: 'hurricane', total: 1, metrics: { score: { value, direction: 'higher' } } });
    expect(
      compareDocuments(doc([mean(null)]), doc([mean(1)]), cfg).suites[0]!.targets.find((t) => t.id === 'score')!
        .verdict,
    ).toBe('insufficient-data');
    const c = compareDocuments(
      doc([rounds(50), suite({ id: 'new-one', total: 20 })]),
      doc([rounds(50), suite({ id: 'gone', total: 20, finalScore: 40 })]),
      cfg,
    );
    expect(c.suites.map((s) => [s.id, s.state])).toEqual([
      ['transit-single', 'compared'],
      ['new-one', 'new'],
      ['gone', 'removed'],
    ]);
    expect(c.suites[2]!.targets.find((t) => t.id === 'finalScore')!.verdict).toBe('removed');
  });
  it('other metrics: thresholds in % of baseline, no test, direction none ignored', () => {
    const s = (mape: number, info: number) =>
      suite({
        id: 'x',
        benchmark: 'hurricane',
        total: 1,
        metrics: {
          time_mape: { value: mape, direction: 'lower', unit: '%' },
          info: { value: info, direction: 'none' },
        },
      });
    const c = compareDocuments(doc([s(10.6, 1)]), doc([s(10, 50)]), cfg);
    const t = c.suites[0]!.targets.find((x) => x.id === 'time_mape')!;
    expect(t.test).toBeNull();
    expect(t.verdict).toBe('regressed'); // +6 % > 5 %
    expect(c.suites[0]!.targets.some((x) => x.id === 'info')).toBe(false);
    expect(
      compareDocuments(doc([s(10.3, 1)]), doc([s(10, 1)]), cfg).suites[0]!.targets.find((x) => x.id === 'time_mape')!
        .verdict,
    ).toBe('possible-regression');
    expect(
      compareDocuments(doc([s(9.5, 1)]), doc([s(10, 1)]), cfg).suites[0]!.targets.find((x) => x.id === 'time_mape')!
        .verdict,
    ).toBe('improved');
  });
  it('rules: globs, later rules override key by key, direction override, absolute bounds without a baseline', () => {
    const rules = resolveGateConfig(
      {
        rules: [
          { suite: 'transit-*', round: 'reachability', fail: { maxDrop: 2 } },
          { suite: '*', metric: 'time_mape', warn: { maxDropPct: 5 }, fail: { max: 15 } },
          { suite: 'flood', metric: 'entropy_ratio', direction: 'higher', fail: { min: 0.1 } },
        ],
      },
      gateHints,
    );
    expect(
      effectiveRule(rules.rules, 'transit-single', {
        kind: 'round',
        id: 'reachability',
        scale: 'points',
        direction: 'higher',
      }),
    ).toEqual({
      direction: 'higher',
      warn: { maxDrop: 2 },
      fail: { maxDrop: 2 },
      minEffect: null,
      from: { defaults: 'points', rules: [0] },
    });
    expect(
      effectiveRule(rules.rules, 'transit-single', { kind: 'round', id: 'iou', scale: 'points', direction: 'higher' })
        .fail,
    ).toEqual({
      maxDrop: 5,
    });
    expect(
      effectiveRule(rules.rules, 'hur', { kind: 'metric', id: 'time_mape', scale: 'unit', direction: 'lower' }),
    ).toEqual({
      direction: 'lower',
      warn: { maxDropPct: 5 },
      fail: { maxDropPct: 5, max: 15 },
      minEffect: null,
      from: { defaults: 'unit', rules: [1] },
    });
    const flood = (v: number) =>
      suite({
        id: 'flood',
        benchmark: 'flood',
        total: 50,
        metrics: { entropy_ratio: { value: v, direction: 'none' } },
      });
    const noBase = compareDocuments(doc([flood(0.05)]), null, { ...rules, onMissingBaseline: 'pass' });
    const t = noBase.suites[0]!.targets.find((x) => x.id === 'entropy_ratio')!;
    expect(t.verdict).toBe('regressed');
    expect(t.reasons[0]).toEqual({ kind: 'bound', level: 'fail', bound: 'min', limit: 0.1, value: 0.05 });
    expect(reasonsWords(t)[0]).toMatch(/below min 0.1/);
    expect(noBase.verdict).toBe('fail');
    expect(compareDocuments(doc([flood(0.5)]), null, { ...rules, onMissingBaseline: 'pass' }).verdict).toBe(
      'no-baseline',
    );
    expect(compareDocuments(doc([flood(0.5)]), null, rules).verdict).toBe('warn');
    expect(compareDocuments(doc([flood(0.5)]), null, { ...rules, onMissingBaseline: 'fail' }).verdict).toBe('fail');
    // a tighter fail threshold: 3 points with a significant test
    const r = (passed: number) =>
      suite({ id: 'transit-single', total: 1000, rounds: [{ id: 'reachability', input: 1000, passed }] });
    expect(compareDocuments(doc([r(870)]), doc([r(900)]), rules).suites[0]!.targets[0]!.verdict).toBe('regressed');
    expect(compareDocuments(doc([r(870)]), doc([r(900)]), cfg).suites[0]!.targets[0]!.verdict).toBe(
      'possible-regression',
    );
  });
  it('null clears a threshold; a lower-is-better drop is current − baseline', () => {
    const rule = effectiveRule([{ metric: 'm', fail: { maxDropPct: null, maxDrop: 1 } }], 's', {
      kind: 'metric',
      id: 'm',
      scale: 'unit',
      direction: 'lower',
    });
    expect(rule.fail).toEqual({ maxDropPct: null, maxDrop: 1 });
    const v = judge({
      baseline: { value: 10, n: null, counts: null },
      current: { value: 11.5, n: null, counts: null },
      rule,
      scale: 'unit',
      tested: false,
      pairedCounts: null,
      cfg,
    });
    expect(v.verdict).toBe('regressed');
  });
  it('TransitLM finalScore is tested, and an error suite makes the run verdict error', () => {
    const t = (fs: number) =>
      suite({ id: 't', total: 1000, finalScore: fs, rounds: [{ id: 'accuracy', input: 1000, passed: fs * 10 }] });
    const c = compareDocuments(doc([t(40)]), doc([t(47)]), cfg);
    const f = c.suites[0]!.targets.find((x) => x.id === 'finalScore')!;
    expect(f.test).toBe('newcombe');
    expect(f.verdict).toBe('regressed');
    const h = (fs: number) => suite({ id: 'h', benchmark: 'hurricane', total: 1, finalScore: fs });
    expect(compareDocuments(doc([h(40)]), doc([h(47)]), cfg).suites[0]!.targets[0]!.test).toBeNull();
    const err = compareDocuments(doc([{ ...t(40), status: 'error' }]), doc([t(40)]), cfg);
    expect(err.verdict).toBe('error');
  });
  it('action outputs', () => {
    const t = (id: string, fs: number | null) =>
      suite({ id, total: 1000, finalScore: fs, rounds: [{ id: 'accuracy', input: 1000, passed: (fs ?? 0) * 10 }] });
    const cur = doc([t('a', 40), t('b', 60), t('c', null)]);
    const base = doc([t('a', 50), t('b', 60)]);
    const c = compareDocuments(cur, base, cfg);
    const out = outputStrings(c);
    expect(out['final-score']).toBe('50');
    expect(out['baseline-score']).toBe('55');
    expect(out.delta).toBe('-5');
    expect(JSON.parse(out.scores!)).toEqual({ a: 40, b: 60, c: null });
    const regs = JSON.parse(out.regressions!) as { suite: string; id: string }[];
    expect(regs.map((r) => `${r.suite}/${r.id}`)).toEqual(['a/accuracy', 'a/finalScore']);
    expect(out.verdict).toBe('fail');
    expect(c.verdictHash).toMatch(/^[0-9a-f]{16}$/);
    expect(compareDocuments(cur, base, cfg).verdictHash).toBe(c.verdictHash);
  });
});
