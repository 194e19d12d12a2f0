// One target's verdict (gate.md "Verdicts"): the test, the thresholds of its rule, the absolute
// bounds and, under `kind: history`, the base branch's spread. Pure; the reasons are data.
import type { ResolvedGateConfig } from './config.js';
import { judgeHistory, type HistoryBasis, type TargetHistory } from './history-stats.js';
import type { BoundCrossed, EffectiveRule, Reason, Scale, TargetVerdict, TestName } from './model.js';
import { boundViolation, dropExceeds } from './rules.js';
import type { Side } from './sides.js';
import { mcnemarOneSided, newcombeOneSidedP } from './stats.js';

const SEVERITY: Record<TargetVerdict, number> = { regressed: 6, 'possible-regression': 5, 'insufficient-data': 3, improved: 2, new: 1, removed: 1, unchanged: 0 };

/**
 * α = 1 − level, rounded to 12 decimals: 1 − 0.95 is 0.050000000000000044 in floating point,
 * which would count p = 0.05 as significant.
 */
export function alphaOf(level: number): number {
  return Math.round((1 - level) * 1e12) / 1e12;
}

/** The more severe of two verdicts. */
export function worse(a: TargetVerdict, b: TargetVerdict): TargetVerdict {
  return SEVERITY[b] > SEVERITY[a] ? b : a;
}

export interface JudgeInput {
  baseline: Side | null;
  current: Side | null;
  rule: EffectiveRule;
  scale: Scale;
  tested: boolean;
  pairedCounts: { b: number; c: number } | null;
  cfg: Pick<ResolvedGateConfig, 'level' | 'minItems'>;
  /** The target's history (only when one was loaded); used when the rule is `kind: history`. */
  history?: TargetHistory;
}

export interface Judgement {
  verdict: TargetVerdict;
  test: TestName | null;
  p: number | null;
  reasons: Reason[];
  /** The level whose drop threshold the change crosses (both values known), whether or not it decided. */
  exceeds: 'fail' | 'warn' | null;
  /** The absolute bound the current value is outside of, or null. */
  bound: BoundCrossed | null;
  history?: { basis: HistoryBasis; band?: number };
}

/** gate.md "Verdicts", then the absolute bounds. Pure. */
export function judge(input: JudgeInput): Judgement {
  const { baseline, current, rule, cfg } = input;
  const alpha = alphaOf(cfg.level);
  const reasons: Reason[] = [];
  let verdict: TargetVerdict;
  let test: TestName | null = null;
  let p: number | null = null;
  let exceeds: 'fail' | 'warn' | null = null;
  // `kind: history` with a history: the base branch's own spread decides, or says why it cannot.
  const hj = rule.history !== undefined && input.history !== undefined && current !== null && current.value !== null ? judgeHistory(input.history, current.value, rule.direction, rule.history) : null;
  if (baseline !== null && current !== null && baseline.value !== null && current.value !== null) {
    const drop = rule.direction === 'lower' ? current.value - baseline.value : baseline.value - current.value;
    exceeds = dropExceeds(drop, baseline.value, rule.fail) ? 'fail' : dropExceeds(drop, baseline.value, rule.warn) ? 'warn' : null;
  }
  if (current === null) verdict = 'removed';
  else if (baseline === null) verdict = 'new';
  else if (baseline.value === null || current.value === null) {
    verdict = 'insufficient-data';
    reasons.push({ kind: 'no-value', side: current.value === null ? 'current' : 'baseline' });
  } else if ((baseline.n !== null && baseline.n < cfg.minItems) || (current.n !== null && current.n < cfg.minItems)) {
    verdict = 'insufficient-data';
    reasons.push({ kind: 'too-few-items', minItems: cfg.minItems, baseline: baseline.n, current: current.n });
  } else if (hj?.verdict !== undefined) {
    verdict = hj.verdict;
    reasons.push({ kind: 'history', judgement: hj });
  } else {
    const drop = rule.direction === 'lower' ? current.value - baseline.value : baseline.value - current.value;
    if (input.tested) {
      if (input.pairedCounts !== null) {
        test = 'mcnemar';
        p = mcnemarOneSided(input.pairedCounts.b, input.pairedCounts.c);
      } else if (current.counts !== null && baseline.counts !== null) {
        test = 'newcombe';
        // The test is on "current worse"; for a lower-is-better rate swap the sides' roles.
        p = rule.direction === 'lower' ? newcombeOneSidedP(baseline.counts, current.counts) : newcombeOneSidedP(current.counts, baseline.counts);
      }
    }
    if (exceeds === 'fail' && (p === null || p < alpha)) verdict = 'regressed';
    else if (exceeds !== null) verdict = 'possible-regression';
    else if (dropExceeds(-drop, baseline.value, rule.warn)) verdict = 'improved';
    else verdict = 'unchanged';
    if (exceeds !== null) reasons.push({ kind: 'drop', level: exceeds, drop, p, alpha });
    if (hj !== null) reasons.push({ kind: 'history', judgement: hj });
  }
  let bound: BoundCrossed | null = null;
  if (current !== null && current.value !== null) {
    const failBound = boundViolation(current.value, rule.fail);
    const warnBound = boundViolation(current.value, rule.warn);
    if (failBound !== null) {
      verdict = 'regressed';
      bound = { level: 'fail', ...failBound };
    } else if (warnBound !== null) {
      verdict = worse(verdict, 'possible-regression');
      bound = { level: 'warn', ...warnBound };
    }
    if (bound !== null) reasons.push({ kind: 'bound', value: current.value, ...bound });
  }
  const out: Judgement = { verdict, test, p, reasons, exceeds, bound };
  if (hj !== null) out.history = hj.band === undefined ? { basis: hj.basis } : { basis: hj.basis, band: hj.band };
  return out;
}
