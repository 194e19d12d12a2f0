// The run decided once (gate/run-outcome.ts): verdict, regressed, exit code and the reason for
// failing, from the compared suites and the run's failures, for each case the CLI and the action meet.
import { describe, expect, it } from 'vitest';
import { resolveGateConfig } from '../../src/gate/config.js';
import { scoreRow, suiteGating, suiteOutcome } from '../../src/gate/gating.js';
import type { RunFailure, SuiteComparison, TargetComparison } from '../../src/gate/model.js';
import { decideRun, measuredNothing, runVerdict, type RunPolicy } from '../../src/gate/run-outcome.js';
import { VERDICT_KINDS, VERDICTS } from '../../src/gate/verdicts.js';
import { defaultRule } from './helpers.js';

const cfg = resolveGateConfig(undefined, () => undefined);
const policy = (over: Partial<RunPolicy> = {}): RunPolicy => ({
  onMissingBaseline: cfg.onMissingBaseline,
  onRemovedSuite: cfg.onRemovedSuite,
  ...over,
});

/** A suite in `state` whose targets got `verdicts` (the suite's verdict: the worst, as compare.ts gives it). */
function suite(
  id: string,
  state: SuiteComparison['state'],
  verdicts: TargetComparison['verdict'][],
  over: Partial<TargetComparison>[] = [],
): SuiteComparison {
  const rule = { ...defaultRule('unit', 'higher'), from: { defaults: 'unit' as const, rules: [] } };
  const targets = verdicts.map((v, i): TargetComparison => ({
    kind: 'metric',
    id: `m${i}`,
    label: `m${i}`,
    scale: 'unit',
    direction: 'higher',
    unit: null,
    display: { kind: 'fraction', unit: null },
    baseline: 1,
    current: 1,
    delta: 0,
    test: null,
    p: null,
    pAdjusted: null,
    verdict: v,
    reasons: [],
    rule,
    exceeds: null,
    bound: null,
    items: { baseline: null, current: null },
    ...over[i],
  }));
  const worst = [...verdicts].sort((a, b) => VERDICTS[b].severity - VERDICTS[a].severity)[0];
  const core = {
    id,
    benchmark: 'hurricane',
    state,
    verdict: state === 'error' || state === 'skipped' ? state : (worst ?? 'unchanged'),
    paired: false,
    shared: null,
    targets,
    worst: [],
    failingItems: null,
    docs: { current: undefined, baseline: undefined },
    task: null,
    items: null,
    finalScore: null,
  } satisfies Partial<SuiteComparison>;
  return { ...core, score: scoreRow(core), outcome: suiteOutcome(core), gating: suiteGating(core, 10) };
}

const incomplete: RunFailure = { kind: 'incomplete', stopReason: 'deadline', pending: ['b'] };
const baselineFailed: RunFailure = { kind: 'baseline', message: 'the baseline is not a valid results document' };
const statistics: RunFailure = { kind: 'statistics', message: 'suite a, m0: no p-value (welch: overflow)' };
const unscored: RunFailure = { kind: 'unscored', ids: ['a'], of: 1 };

describe('decideRun: a gated run', () => {
  const fine = [suite('a', 'compared', ['unchanged', 'improved'])];

  it('passes: verdict pass, exit 0, no reason', () => {
    expect(decideRun({ suites: fine, hasBaseline: true, failures: [] }, policy())).toEqual({
      verdict: 'pass',
      regressed: false,
      exitCode: 0,
      reason: null,
    });
  });

  it('warns on a possible regression or a regression not shown: exit 0', () => {
    for (const v of ['possible-regression', 'not-shown'] as const)
      expect(
        decideRun({ suites: [suite('a', 'compared', ['unchanged', v])], hasBaseline: true, failures: [] }, policy()),
      ).toEqual({ verdict: 'warn', regressed: false, exitCode: 0, reason: null });
  });

  it('fails by regression: exit 1, the reason a target regressed', () => {
    const suites = [suite('a', 'compared', ['regressed']), suite('b', 'removed', ['removed'])];
    expect(decideRun({ suites, hasBaseline: true, failures: [] }, policy({ onRemovedSuite: 'fail' }))).toEqual({
      verdict: 'fail',
      regressed: true,
      exitCode: 1,
      reason: { kind: 'target-regressed' },
    });
  });

  it('a removed suite warns under onRemovedSuite warn, fails (exit 1, naming it) under fail', () => {
    const suites = [suite('a', 'compared', ['unchanged']), suite('gone', 'removed', ['removed'])];
    const input = { suites, hasBaseline: true, failures: [] };
    expect(decideRun(input, policy({ onRemovedSuite: 'warn' }))).toEqual({
      verdict: 'warn',
      regressed: false,
      exitCode: 0,
      reason: null,
    });
    expect(decideRun(input, policy({ onRemovedSuite: 'fail' }))).toEqual({
      verdict: 'fail',
      regressed: true,
      exitCode: 1,
      reason: { kind: 'removed-suite', ids: ['gone'] },
    });
  });

  it('no baseline: no-baseline (exit 0), warn (exit 0) or fail (exit 3) by onMissingBaseline', () => {
    const input = { suites: [suite('a', 'new', ['new'])], hasBaseline: false, failures: [] };
    expect(decideRun(input, policy({ onMissingBaseline: 'pass' }))).toMatchObject({
      verdict: 'no-baseline',
      exitCode: 0,
      reason: null,
    });
    expect(decideRun(input, policy({ onMissingBaseline: 'warn' }))).toMatchObject({
      verdict: 'warn',
      exitCode: 0,
      reason: null,
    });
    expect(decideRun(input, policy({ onMissingBaseline: 'fail' }))).toEqual({
      verdict: 'fail',
      regressed: false,
      exitCode: 3,
      reason: { kind: 'no-baseline' },
    });
    // An absolute bound crossed without a baseline: exit 3 outranks 1.
    const bound = { ...input, suites: [suite('a', 'new', ['regressed'])] };
    expect(decideRun(bound, policy({ onMissingBaseline: 'fail' }))).toMatchObject({ exitCode: 3, regressed: true });
    expect(decideRun(bound, policy({ onMissingBaseline: 'pass' }))).toMatchObject({
      verdict: 'fail',
      exitCode: 1,
      reason: { kind: 'target-regressed' },
    });
  });

  it('a suite in error: error, exit 2; the reason says a suite could not be scored', () => {
    const suites = [suite('a', 'error', []), suite('b', 'compared', ['regressed'])];
    expect(decideRun({ suites, hasBaseline: true, failures: [unscored] }, policy())).toEqual({
      verdict: 'error',
      regressed: true,
      exitCode: 2,
      reason: { kind: 'cannot-judge', failure: null },
    });
  });

  it('an incomplete run, a failed baseline, a statistics error: error, exit 2, the first such failure the reason', () => {
    for (const failure of [incomplete, baselineFailed, statistics]) {
      const decided = decideRun({ suites: fine, hasBaseline: true, failures: [failure, unscored] }, policy());
      expect(decided).toEqual({
        verdict: 'error',
        regressed: false,
        exitCode: 2,
        reason: { kind: 'cannot-judge', failure },
      });
    }
    // Exit 2 outranks the missing baseline's 3 and a regression's 1.
    const worst = decideRun(
      { suites: [suite('a', 'new', ['regressed'])], hasBaseline: false, failures: [unscored, baselineFailed] },
      policy({ onMissingBaseline: 'fail' }),
    );
    expect(worst).toMatchObject({
      verdict: 'error',
      exitCode: 2,
      reason: { kind: 'cannot-judge', failure: baselineFailed },
    });
  });

  it('nothing measured: error, exit 2, even without a failure listed', () => {
    expect(decideRun({ suites: [], hasBaseline: true, failures: [] }, policy())).toEqual({
      verdict: 'error',
      regressed: false,
      exitCode: 2,
      reason: { kind: 'cannot-judge', failure: null },
    });
    const listed = decideRun({ suites: [], hasBaseline: true, failures: [{ kind: 'nothing-measured' }] }, policy());
    expect(listed).toEqual({
      verdict: 'error',
      regressed: false,
      exitCode: 2,
      reason: { kind: 'cannot-judge', failure: { kind: 'nothing-measured' } },
    });
  });
});

describe('decideRun: a run no gate judged', () => {
  it('no verdict and exit 0 when it was measured, whatever its targets; error and exit 2 when it was not', () => {
    const suites = [suite('a', 'new', ['regressed'])];
    expect(decideRun({ suites, hasBaseline: false, failures: [] }, null)).toEqual({
      verdict: null,
      regressed: false,
      exitCode: 0,
      reason: null,
    });
    expect(decideRun({ suites, hasBaseline: false, failures: [incomplete] }, null)).toEqual({
      verdict: 'error',
      regressed: false,
      exitCode: 2,
      reason: { kind: 'cannot-judge', failure: incomplete },
    });
    expect(decideRun({ suites: [], hasBaseline: false, failures: [{ kind: 'nothing-measured' }] }, null)).toMatchObject(
      { verdict: 'error', exitCode: 2 },
    );
  });
});

describe('the verdict table', () => {
  it('ranks regressed over possible-regression over not-shown, and only regressed fails the run', () => {
    expect(VERDICT_KINDS.filter((v) => VERDICTS[v].level === 'fail')).toEqual(['regressed']);
    expect(VERDICT_KINDS.filter((v) => VERDICTS[v].level === 'warn')).toEqual(['possible-regression', 'not-shown']);
    expect(VERDICTS.regressed.severity).toBeGreaterThan(VERDICTS['possible-regression'].severity);
    expect(VERDICTS['possible-regression'].severity).toBeGreaterThan(VERDICTS['not-shown'].severity);
    // A verdict that fails or warns the run never passes and always asks for attention.
    for (const v of VERDICT_KINDS)
      if (VERDICTS[v].level !== 'none') expect([VERDICTS[v].passing, VERDICTS[v].attention], v).toEqual([false, true]);
  });
});

describe('what the gate says of a suite: hand-made targets', () => {
  const untested = 'insufficient-data' as const;

  it('a target without a value is "no value", whatever its item counts', () => {
    for (const side of [{ current: null }, { baseline: null }]) {
      const s = suite('a', 'compared', [untested], [{ ...side, items: { current: 0, baseline: 0 } }]);
      expect(s.gating).toEqual({ gated: 'no', why: { kind: 'no-value' }, targets: 1, untested: 1 });
    }
  });

  it('too few items: the largest count among the targets with too few, a side without a count left out', () => {
    const few = (current: number | null, baseline: number | null): Partial<TargetComparison> => ({
      items: { current, baseline },
    });
    for (const counts of [
      [few(5, 40), few(3, 40)],
      [few(3, 40), few(40, 5)],
      [few(null, 5), few(40, 3)],
    ])
      expect(suite('a', 'compared', [untested, untested], counts).gating.why).toEqual({
        kind: 'too-few-items',
        items: 5,
        minItems: 10,
      });
    expect(suite('a', 'compared', [untested, 'unchanged'], [few(4, 40)]).gating).toEqual({
      gated: 'partly',
      why: { kind: 'too-few-items', items: 4, minItems: 10 },
      targets: 2,
      untested: 1,
    });
  });

  it("a suite nothing could test takes its tested targets' worst outcome, not the untested one", () => {
    expect(suite('a', 'compared', [untested, 'improved']).outcome).toBe('improved');
    expect(suite('a', 'compared', [untested, 'new', 'unchanged']).outcome).toBe('new');
    expect(suite('a', 'compared', [untested], [{ delta: 0 }]).outcome).toBe('unchanged');
    expect(suite('a', 'compared', [untested], [{ delta: 1 }]).outcome).toBe('changed');
  });
});

describe('decideRun: which targets and suites decide', () => {
  it('one regressed target among others fails the run; a removed-suite policy of fail without a removed suite does not', () => {
    expect(
      decideRun(
        { suites: [suite('a', 'compared', ['regressed', 'unchanged'])], hasBaseline: true, failures: [] },
        policy(),
      ),
    ).toMatchObject({ verdict: 'fail', regressed: true, exitCode: 1, reason: { kind: 'target-regressed' } });
    const fine = [suite('a', 'compared', ['unchanged', 'improved'])];
    expect(decideRun({ suites: fine, hasBaseline: true, failures: [] }, policy({ onRemovedSuite: 'fail' }))).toEqual({
      verdict: 'pass',
      regressed: false,
      exitCode: 0,
      reason: null,
    });
  });

  it('a target whose test gave no p makes the run an error, even with no failure listed', () => {
    const noP = suite(
      'a',
      'compared',
      ['unchanged'],
      [{ reasons: [{ kind: 'no-p', test: 'welch', cause: 'p = NaN' }] }],
    );
    expect(runVerdict([noP], true, policy())).toBe('error');
  });
});

describe('runVerdict and measuredNothing: a suite in error', () => {
  it('is measured, and makes the run an error even with no failure listed and every other suite passing', () => {
    const suites = [suite('a', 'error', []), suite('b', 'compared', ['unchanged'])];
    expect(measuredNothing([suite('a', 'error', [])])).toBe(false);
    expect(measuredNothing([suite('a', 'skipped', [])])).toBe(true);
    expect(runVerdict(suites, true, policy())).toBe('error');
    expect(decideRun({ suites, hasBaseline: true, failures: [] }, policy())).toMatchObject({
      verdict: 'error',
      exitCode: 2,
    });
  });
});
