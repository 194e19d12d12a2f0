// One gating rule, said once (issue #23): gate/gating.ts decides which targets the gate tested and
// why not the others, from the targets' values and item counts; the comment's `gated` column, the
// terminal's overview and both reports' statement of the rule come from it.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { suiteGating, ungatedSuites } from '../../src/gate/gating.js';
import type { TargetComparison } from '../../src/gate/model.js';
import * as words from '../../src/report/words.js';
import { terminalInline } from '../../src/core/doc.js';

const gatedWords = (...a: Parameters<typeof words.gatedWords>) => terminalInline(words.gatedWords(...a));
const gatingRule = (...a: Parameters<typeof words.gatingRule>) => terminalInline(words.gatingRule(...a));
const ungatedWords = (...a: Parameters<typeof words.ungatedWords>) => terminalInline(words.ungatedWords(...a));
import type { Suite } from '../../src/results/types.js';
import { gateHints } from '../catalog.js';
import { doc, gateReport, overviewVerdicts, suite } from './helpers.js';

/** Why the gate did not test a target, as its reasons say (null: it was tested). */
const untestedBecause = (t: TargetComparison) =>
  t.reasons.find((r) => r.kind === 'no-value' || r.kind === 'too-few-items')?.kind ?? null;

const cfg = resolveGateConfig(undefined, gateHints);

/** The demo: a hurricane artifact (1 item, plain values) and a TransitLM suite of 8 rows. */
function demo() {
  const hurricane = (fs: number): Suite =>
    suite({
      id: 'hurricane-artifact',
      benchmark: 'hurricane',
      task: null,
      total: 1,
      finalScore: fs,
      metrics: { change_rate_score: { value: 95.58, direction: 'higher' } },
    });
  const transit = (passed: number): Suite =>
    suite({
      id: 'transit-single',
      total: 8,
      finalScore: 25,
      rounds: [
        { id: 'reachability', input: 8, passed },
        { id: 'accuracy', input: passed, passed: 2 },
      ],
      metrics: { grounded: { value: 0.5, direction: 'higher', passed: 2, input: 4 } },
    });
  const current = doc([hurricane(96.56), transit(5)]);
  const baseline = doc([hurricane(96.56), transit(5)]);
  return Object.assign(compareDocuments(current, baseline, cfg), { docs: { current, baseline } });
}

describe('gate/gating.ts', () => {
  it('a value without an item count is gated by its thresholds; a target counted in items needs minItems on each side', () => {
    const [h, t] = demo().suites;
    expect(h!.targets.map((x) => [x.id, x.items.current, untestedBecause(x)])).toEqual([
      ['finalScore', null, null],
      ['change_rate_score', null, null],
    ]);
    expect(t!.targets.map((x) => [x.id, x.items.current, untestedBecause(x)])).toEqual([
      ['reachability', 8, 'too-few-items'],
      ['accuracy', 8, 'too-few-items'],
      ['finalScore', 8, 'too-few-items'],
      ['grounded', 4, 'too-few-items'],
    ]);
    expect(suiteGating(h!, 10)).toEqual({ gated: 'yes', why: null, targets: 2, untested: 0 });
    // The suite's own count (the overview's n), not the rate's over half of it.
    expect(suiteGating(t!, 10)).toEqual({
      gated: 'no',
      why: { kind: 'too-few-items', items: 8, minItems: 10 },
      targets: 4,
      untested: 4,
    });
    expect(t!.gating).toEqual(suiteGating(t!, 10));
    expect(ungatedSuites(demo().suites).map((s) => s.id)).toEqual(['transit-single']);
    expect(demo().run.ungated).toEqual(['transit-single']);
  });

  it('the comment and the terminal say the same of each suite, and the rule in the same words', () => {
    const c = demo();
    expect(c.suites.map((s) => gatedWords(s.gating))).toEqual(['yes', 'no: 8 items < 10']);
    expect(overviewVerdicts(gateReport(c.docs.current, c.docs.baseline, c))).toEqual({
      'hurricane-artifact': 'unchanged',
      'transit-single': 'not gated: 8 items < 10',
    });
    expect(gatingRule(10)).toBe(
      'a target counted in items (a round, a rate, a mean) is gated only with at least 10 items on each side; a value without an item count (a score of one artifact) is gated by its thresholds',
    );
  });

  it('a null value is "no value to compare"; the states say why nothing was gated', () => {
    const c = compareDocuments(
      doc([suite({ id: 'n', total: 100, finalScore: null })]),
      doc([suite({ id: 'n', total: 100, finalScore: 40 })]),
      cfg,
    );
    expect(suiteGating(c.suites[0]!, 10)).toMatchObject({ gated: 'no', why: { kind: 'no-value' } });
    expect(ungatedWords({ kind: 'no-value' })).toBe('no value to compare');
    const states = compareDocuments(
      doc([
        suite({ id: 'e', status: 'error' }),
        suite({ id: 'k', status: 'skipped' }),
        suite({ id: 'new', finalScore: 1 }),
      ]),
      doc([suite({ id: 'e' }), suite({ id: 'k' }), suite({ id: 'gone', finalScore: 1 })]),
      cfg,
    );
    expect(states.suites.map((s) => [s.id, ungatedWords(suiteGating(s, 10).why!)])).toEqual([
      ['e', 'could not be scored'],
      ['k', 'not in this shard'],
      ['new', 'not in the baseline'],
      ['gone', 'not in this run'],
    ]);
    expect(ungatedWords(suiteGating(states.suites[2]!, 10, false).why!)).toBe('no baseline yet');
  });
});
