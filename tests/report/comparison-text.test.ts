import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig, type GateConfig } from '../../src/gate/config.js';
import type { GateReport } from '../../src/gate/index.js';
import type { BaselineProvenance } from '../../src/gate/baseline.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { gatingRule } from '../../src/report/words.js';
import { terminalInline } from '../../src/core/doc.js';
import { renderComparisonText } from '../../src/report/comparison-text.js';
import { terminalReason } from '../../src/report/reason-words.js';
import { doc, overviewVerdicts, suite } from '../gate/helpers.js';
import { gateHints } from '../catalog.js';

const provenance: BaselineProvenance = {
  source: 'file',
  location: '.bench/baseline.json',
  commit: 'b'.repeat(40),
  createdAt: '2026-11-01T00:00:00Z',
  runUrl: null,
  ageDays: 20,
  reason: null,
  updatedAt: null,
};

/** What applyGate would report for these two documents (no items files: rates are tested unpaired). */
function report(current: ResultsDocument, baseline: ResultsDocument | null, gate: GateConfig = {}): GateReport {
  const comparison = compareDocuments(current, baseline, resolveGateConfig(gate, gateHints));
  return {
    current,
    baselineDoc: baseline,
    comparison,
    baseline: baseline === null ? null : { provenance, warnings: [] },
    missingBaseline: baseline === null ? 'no baseline at .bench/baseline.json' : null,
    onMissingBaseline: gate.onMissingBaseline ?? 'warn',
  };
}

/** A hurricane suite: unit-scale metrics, no rounds. */
const hurricane = (errorDuring: number, cosine: number, finalScore: number) =>
  suite({
    id: 'hurricane-artifact',
    benchmark: 'hurricane',
    task: null,
    total: 1,
    finalScore,
    metrics: {
      change_rate_error_during: { value: errorDuring, direction: 'lower', unit: 'pp' },
      cosine_during: { value: cosine, direction: 'higher' },
      generated_change_during: { value: -30, direction: 'none', unit: '%' },
    },
  });

/** A transit suite over 100 items with one round (tested as a rate). */
const transit = (passed: number, id = 'transit-single') =>
  suite({
    id,
    total: 100,
    finalScore: passed,
    rounds: [{ id: 'reachability', input: 100, passed }],
    metrics: { distance_accuracy: { value: passed / 100, direction: 'higher', passed, input: 100 } },
  });

describe('renderComparisonText', () => {
  it('names each regressed target with baseline, current, Δ, the threshold and why, in the direction of the metric', () => {
    const r = report(doc([hurricane(2.3, 0.9707, 96.56)]), doc([hurricane(1.0, 1.0, 96.56)]));
    const text = renderComparisonText(r);
    const lines = text.split('\n');
    const row = lines.find((l) => l.includes('change_rate_error_during'))!;
    expect(row).toMatch(/hurricane-artifact\s+change_rate_error_during\s+1\.00 pp\s+2\.30 pp\s+\+1\.30 pp\s+regressed/);
    const why = lines[lines.indexOf(row) + 1]!;
    // A lower-is-better metric that went up rose; it did not "drop".
    expect(why).toBe(
      '      why: rose by 1.30 pp (+130.00 % of the baseline), lower is better; fail threshold: rises by more than 5 % of the baseline',
    );
    expect(text).not.toMatch(/drop/);
    const cosine = lines.find((l) => l.includes('cosine_during'))!;
    expect(cosine).toMatch(/1\.0000\s+0\.9707\s+-0\.0293\s+possible regression/);
    expect(lines[lines.indexOf(cosine) + 1]).toBe(
      '      why: fell by 0.0293 (-2.93 % of the baseline); warn threshold: falls by more than 2 % of the baseline',
    );
    // Regressed before possible regressions; informational metrics never listed.
    expect(text.indexOf('change_rate_error_during')).toBeLessThan(text.indexOf('cosine_during'));
    expect(text).not.toContain('generated_change_during');
    expect(lines.at(-2)).toBe('verdict: FAIL — 1 regressed, 1 possible regression');
    expect(text).toContain('regressions (2):');
  });

  it('a rate tested unpaired: percent values, Δ in pp, the test and its p against α', () => {
    const r = report(doc([transit(60)]), doc([transit(90)]));
    const text = renderComparisonText(r);
    expect(text).toMatch(/transit-single\s+round reachability\s+90\.00 %\s+60\.00 %\s+-30\.00 pp\s+regressed/);
    expect(text).toContain(
      'why: fell by 30.00 pp; fail threshold: falls by more than 5.00 pp; p < 0.001, below α = 0.05 (Newcombe, unpaired)',
    );
    expect(text).toMatch(/transit-single\s+distance_accuracy\s+90\.00 %\s+60\.00 %\s+-30\.00 pp\s+regressed/);
    // The final score is a score: two decimals, its threshold in points.
    expect(text).toMatch(/transit-single\s+final score\s+90\.00\s+60\.00\s+-30\.00\s+regressed/);
    expect(text).toMatch(/fell by 30\.00 points; fail threshold: falls by more than 5\.00 points/);
  });

  it('a drop over the fail threshold that is not significant is "worse (not shown)" (issue #27), said so; the run warns', () => {
    const small = (passed: number) =>
      suite({ id: 't', total: 12, finalScore: null, rounds: [{ id: 'reachability', input: 12, passed }] });
    const text = renderComparisonText(report(doc([small(10)]), doc([small(11)])));
    expect(text).toMatch(/round reachability\s+91\.67 %\s+83\.33 %\s+-8\.33 pp\s+worse \(not shown\)/);
    expect(text).toMatch(/verdict: WARN — 1 worse \(not shown\)/);
    expect(text).toMatch(
      /fail threshold: falls by more than 5\.00 pp; p = 0\.\d{3}, not below α = 0\.05 \(Newcombe, unpaired\): not significant/,
    );
  });

  it('an overview line per suite: final score, baseline, Δ and the verdict or why it was not gated', () => {
    const current = doc([
      transit(90),
      suite({ id: 'few', total: 3, finalScore: null, rounds: [{ id: 'reachability', input: 3, passed: 2 }] }),
      transit(80, 'added'),
      suite({ id: 'broken', status: 'error' }),
    ]);
    const baseline = doc([
      transit(90),
      suite({ id: 'few', total: 3, finalScore: null, rounds: [{ id: 'reachability', input: 3, passed: 2 }] }),
      suite({ id: 'broken', total: 3 }),
      transit(70, 'gone'),
    ]);
    const r = report(current, baseline);
    const text = renderComparisonText(r);
    expect(text).toMatch(/^ {2}suite\s+final score\s+baseline\s+Δ\s+verdict$/m);
    expect(text).toMatch(/^ {2}transit-single\s+90\.00\s+90\.00\s+0\.00\s+unchanged$/m);
    // Why not gated, in the comment's words (gate/gating.ts, issue #23).
    expect(text).toMatch(/^ {2}few\s+–\s+–\s+–\s+not gated: 3 items < 10$/m);
    // Some targets tested, some not: both said.
    const partly = report(
      doc([suite({ id: 'p', total: 3, finalScore: 50, rounds: [{ id: 'reachability', input: 3, passed: 2 }] })]),
      doc([suite({ id: 'p', total: 3, finalScore: 50, rounds: [{ id: 'reachability', input: 3, passed: 2 }] })]),
    );
    expect(renderComparisonText(partly)).toMatch(
      /^ {2}p\s+50\.00\s+50\.00\s+0\.00\s+unchanged, 1 of 2 targets not gated \(3 items < 10\)$/m,
    );
    expect(text).toMatch(/^ {2}added\s+80\.00\s+–\s+–\s+new: not in the baseline, not gated$/m);
    expect(text).toMatch(/^ {2}broken\s+–\s+–\s+–\s+error: could not be scored, not gated$/m);
    expect(text).toMatch(/^ {2}gone\s+–\s+70\.00\s+–\s+removed: not in this run$/m);
    expect(text).toContain(
      'baseline: .bench/baseline.json, commit bbbbbbbbbbbb, created 2026-11-01T00:00:00Z, 20 days old',
    );
    // The suites that could not be scored first, then the removed ones (issue #23, #29).
    expect(text.trimEnd().split('\n').at(-1)).toBe(
      'verdict: ERROR — 1 of 4 suites could not be scored, 1 suite of the baseline removed (gone), 1 of 5 suites not gated',
    );
    // One rule, said once: the header states it as gate/gating.ts does.
    expect(text.split('\n')[0]).toBe(
      `comparison with the baseline (one-sided tests at α = 0.05, p-values adjusted over the run's 2 tests (Holm); ${terminalInline(gatingRule(10))})`,
    );
    expect(renderComparisonText(r, { overview: false })).not.toContain('final score');
  });

  it('without a baseline: says so, and what was still checked', () => {
    const text = renderComparisonText(report(doc([transit(90)]), null));
    expect(text).toContain(
      'baseline: none (no baseline at .bench/baseline.json); only absolute min/max rules were checked',
    );
    expect(text).toContain('not gated: no baseline');
    expect(text).toContain('verdict: WARN — no baseline (on-missing-baseline: warn)');
    expect(text).not.toContain('regressions');
  });

  it('shows the thresholds of the config rules, in the metric unit, and absolute bounds', () => {
    const km = (v: number) =>
      suite({
        id: 'h',
        benchmark: 'hurricane',
        total: 1,
        finalScore: null,
        metrics: { distance: { value: v, direction: 'lower', unit: 'km' } },
      });
    const gate: GateConfig = { rules: [{ metric: 'distance', fail: { maxDrop: 0.5, maxDropPct: null, max: 3 } }] };
    const r = report(doc([km(3.2)]), doc([km(2.5)]), gate);
    const text = renderComparisonText(r);
    expect(text).toMatch(/h\s+distance\s+2\.50 km\s+3\.20 km\s+\+0\.70 km\s+regressed/);
    expect(text).toContain(
      'why: rose by 0.70 km (+28.00 % of the baseline), lower is better; fail threshold: rises by more than 0.50 km; 3.20 km is above the maximum 3.00 km (fail)',
    );
    // The rule the gate applied (and where it came from) is what is shown: without the rules, gate.md's defaults.
    expect(r.comparison.suites[0]!.targets.find((x) => x.id === 'distance')!.rule.from).toEqual({
      defaults: 'unit',
      rules: [0],
    });
    const plain = report(doc([km(3.2)]), doc([km(2.5)]));
    const t = plain.comparison.suites[0]!.targets.find((x) => x.id === 'distance')!;
    expect(terminalInline(terminalReason(t, plain.comparison.alpha))).toContain(
      'rises by more than 5 % of the baseline',
    );
  });

  it('a rule on the metric that is the finalScore (hurricane final_score) gives the threshold shown for the final score', () => {
    const h = (score: number) =>
      suite({
        id: 'h',
        benchmark: 'hurricane',
        total: 1,
        finalScore: score,
        metrics: { final_score: { value: score, direction: 'higher' } },
      });
    const gate: GateConfig = { rules: [{ metric: 'final_score', fail: { maxDrop: 1 } }] };
    const r = report(doc([h(90)]), doc([h(92)]), gate);
    const text = renderComparisonText(r);
    expect(text).toMatch(/h\s+final score\s+92\.00\s+90\.00\s+-2\.00\s+regressed/);
    expect(text).toContain('why: fell by 2.00 points; fail threshold: falls by more than 1.00 points');
    expect(text).not.toMatch(/^ {2}h\s+final_score/m);
  });

  it('untrusted strings cannot reach the terminal as control characters', () => {
    const evil = 'evil\u001b]0;pwned\u0007\u001b[31m';
    const mk = (v: number) =>
      suite({
        id: evil,
        total: 1,
        finalScore: null,
        metrics: { [evil]: { value: v, direction: 'higher', unit: `k\u001bm` } },
      });
    const r = report(doc([mk(1)]), doc([mk(2)]));
    r.baseline!.warnings.push(`warn ${evil}`);
    const text = renderComparisonText(r);
    expect(text).toContain('regressed');
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f]/);
  });

  it('the suite verdict counts what changed and what was not gated', () => {
    const r = report(doc([transit(60), transit(100, 'up')]), doc([transit(90), transit(80, 'up')]));
    const verdicts = Object.values(overviewVerdicts(r));
    expect(verdicts).toEqual(['3 regressed', '3 improved']);
  });
});
