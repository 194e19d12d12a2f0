// One target's verdict (gate.md "Verdicts"): the test, the thresholds of its rule, the absolute
// bounds and, under `kind: history`, the base branch's spread. Pure; the reasons are data.
import type { ResolvedGateConfig } from './config.js';
import { judgeHistory, type HistoryBasis, type TargetHistory } from './history-stats.js';
import type { UsageValues } from './items.js';
import type {
  BoundCrossed,
  EffectiveRule,
  ItemValues,
  Reason,
  RepeatComparison,
  Scale,
  TargetVerdict,
  TestName,
} from './model.js';
import { boundViolation, dropExceeds, relativeDrop } from './rules.js';
import type { RepeatValues, Side } from './sides.js';
import {
  mcnemarOneSided,
  newcombeOneSidedP,
  pairedTOneSided,
  sameUpToRounding,
  scaledMean,
  summarizeRepeats,
  welchOneSided,
} from './stats.js';
import { VERDICTS } from './verdicts.js';

/**
 * α = 1 − level, rounded to 12 decimals: 1 − 0.95 is 0.050000000000000044 in floating point,
 * which would count p = 0.05 as significant.
 */
export function alphaOf(level: number): number {
  return Math.round((1 - level) * 1e12) / 1e12;
}

/** The more severe of two verdicts. */
export function worse(a: TargetVerdict, b: TargetVerdict): TargetVerdict {
  return VERDICTS[b].severity > VERDICTS[a].severity ? b : a;
}

export interface JudgeInput {
  baseline: Side | null;
  current: Side | null;
  rule: EffectiveRule;
  scale: Scale;
  tested: boolean;
  pairedCounts: { b: number; c: number } | null;
  /** A usage metric's per-item values on the shared items, when its suite's items are paired (items.ts). */
  usageValues?: UsageValues | null;
  cfg: Pick<ResolvedGateConfig, 'level' | 'minItems'>;
  /** The target's history (only when one was loaded); used when the rule is `kind: history`. */
  history?: TargetHistory;
  /**
   * The second pass (compare.ts): the test the first pass made and its p adjusted over the run's
   * family. Absent in the first pass, where the verdict uses the raw p.
   */
  family?: { test: TargetTest; pAdjusted: number };
}

/** A target's test: its name, the one-sided p and, on repeats, both sides' spread; on items' usage, what it paired. */
export interface TargetTest {
  test: TestName;
  p: number;
  repeats?: RepeatComparison;
  itemValues?: ItemValues;
}

export interface Judgement {
  verdict: TargetVerdict;
  test: TestName | null;
  p: number | null;
  pAdjusted: number | null;
  repeats?: RepeatComparison;
  itemValues?: ItemValues;
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
  let tested: TargetTest | null = null;
  let exceeds: 'fail' | 'warn' | null = null;
  // `kind: history` with a history: the base branch's own spread decides, or says why it cannot.
  const hj =
    rule.history !== undefined && input.history !== undefined && current !== null && current.value !== null
      ? judgeHistory(input.history, current.value, rule.direction, rule.history)
      : null;
  if (baseline !== null && current !== null && baseline.value !== null && current.value !== null) {
    const drop = dropOf(baseline.value, current.value, rule.direction);
    exceeds = dropExceeds(drop, baseline.value, rule.fail)
      ? 'fail'
      : dropExceeds(drop, baseline.value, rule.warn)
        ? 'warn'
        : null;
  }
  if (current === null) verdict = 'removed';
  else if (baseline === null) verdict = 'new';
  else if (baseline.value === null || current.value === null) {
    verdict = 'insufficient-data';
    reasons.push({ kind: 'no-value', side: current.value === null ? 'current' : 'baseline' });
  } else if ((baseline.n !== null && baseline.n < cfg.minItems) || (current.n !== null && current.n < cfg.minItems)) {
    verdict = 'insufficient-data';
    reasons.push({ kind: 'too-few-items', minItems: cfg.minItems, baseline: baseline.n, current: current.n });
    const drop = dropOf(baseline.value, current.value, rule.direction);
    tested = smallCollapse(input, exceeds, drop, baseline.value, reasons);
    if (tested !== null) verdict = 'possible-regression';
  } else if (hj?.verdict !== undefined) {
    verdict = hj.verdict;
    reasons.push({ kind: 'history', judgement: hj });
  } else {
    const drop = dropOf(baseline.value, current.value, rule.direction);
    tested = finiteTest(input, reasons);
    const pAdjusted = tested === null ? null : (input.family?.pAdjusted ?? tested.p);
    const smallEffect = exceeds === 'fail' && rule.minEffect !== null && drop < rule.minEffect;
    // A drop below minEffect is judged at the warn level, whatever its p.
    const level = smallEffect ? (dropExceeds(drop, baseline.value, rule.warn) ? 'warn' : null) : exceeds;
    if (reasons.some((r) => r.kind === 'no-p')) verdict = 'insufficient-data';
    else if (level === 'fail') verdict = pAdjusted === null || pAdjusted < alpha ? 'regressed' : 'not-shown';
    else if (level !== null) verdict = 'possible-regression';
    else if (dropExceeds(-drop, baseline.value, rule.warn)) verdict = 'improved';
    else verdict = 'unchanged';
    if (exceeds !== null) {
      const dropPct = relativeDrop(drop, baseline.value);
      reasons.push({ kind: 'drop', level: exceeds, drop, dropPct, p: tested?.p ?? null, pAdjusted, alpha });
    }
    if (smallEffect) reasons.push({ kind: 'min-effect', drop, minEffect: rule.minEffect! });
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
  const pAdjusted = tested === null ? null : (input.family?.pAdjusted ?? tested.p);
  const out: Judgement = {
    verdict,
    test: tested?.test ?? null,
    p: tested?.p ?? null,
    pAdjusted,
    reasons,
    exceeds,
    bound,
  };
  if (tested?.repeats !== undefined) out.repeats = tested.repeats;
  if (tested?.itemValues !== undefined) out.itemValues = tested.itemValues;
  if (hj !== null) out.history = hj.band === undefined ? { basis: hj.basis } : { basis: hj.basis, band: hj.band };
  return out;
}

/** How much worse the current value is (positive: worse) in the rule's direction; a difference within rounding is none. */
function dropOf(baseline: number, current: number, direction: EffectiveRule['direction']): number {
  if (sameUpToRounding(baseline, current)) return 0;
  return direction === 'lower' ? current - baseline : baseline - current;
}

/**
 * The target's test when it gave a finite p, else null; a test without one (a bug, or values no
 * results document can hold) adds a `no-p` reason: the target is then an error of the run (exit
 * 2, statisticsFailures in index.ts), never judged by its thresholds as if it were untested.
 */
function finiteTest(input: JudgeInput, reasons: Reason[]): TargetTest | null {
  const tested = input.family?.test ?? targetTest(input);
  if (tested === null || Number.isFinite(tested.p)) return tested;
  reasons.push({ kind: 'no-p', test: tested.test, cause: `the test gave p = ${tested.p}` });
  return null;
}

/**
 * A target with too few items to gate: its test still runs when the drop crosses the fail
 * threshold (and minEffect), and when the test calls it significant after the run's adjustment
 * the collapse is a warning (a `drop` reason), never a silent pass. Returns that test, else null.
 */
function smallCollapse(
  input: JudgeInput,
  exceeds: Judgement['exceeds'],
  drop: number,
  baseline: number,
  reasons: Reason[],
) {
  const { rule } = input;
  if (exceeds !== 'fail' || (rule.minEffect !== null && drop < rule.minEffect)) return null;
  const tested = finiteTest(input, reasons);
  const alpha = alphaOf(input.cfg.level);
  const pAdjusted = tested === null ? null : (input.family?.pAdjusted ?? tested.p);
  if (pAdjusted === null || !(pAdjusted < alpha)) return null;
  const dropPct = relativeDrop(drop, baseline);
  reasons.push({ kind: 'drop', level: 'fail', drop, dropPct, p: tested!.p, pAdjusted, alpha });
  return tested;
}

/** A side's repeat values in the "higher is better" orientation of the test. */
function oriented(values: readonly number[], direction: EffectiveRule['direction']): number[] {
  return direction === 'lower' ? values.map((v) => -v) : [...values];
}

/**
 * Both sides' values paired by seed, oriented so that higher is better, or null when the two
 * sides did not use the same set of seeds.
 */
function pairedBySeed(
  b: RepeatValues,
  c: RepeatValues,
  direction: EffectiveRule['direction'],
): { baseline: number[]; current: number[] } | null {
  const unseeded = b.seeds.some((s) => s === null) || c.seeds.some((s) => s === null);
  if (unseeded || b.values.length !== c.values.length) return null;
  const current = new Map<number, number>();
  c.seeds.forEach((seed, i) => current.set(seed!, c.values[i]!));
  if (current.size !== c.values.length || new Set(b.seeds).size !== b.values.length) return null;
  const matched: number[] = [];
  for (let i = 0; i < b.values.length; i++) {
    const cv = current.get(b.seeds[i]!);
    if (cv === undefined) return null;
    matched.push(cv);
  }
  return { baseline: oriented(b.values, direction), current: oriented(matched, direction) };
}

/** The t test on both sides' repeats (≥ 2 each): paired by seed when the seed sets are equal, else Welch's. */
function repeatTest(b: RepeatValues, c: RepeatValues, direction: EffectiveRule['direction']): TargetTest {
  const pairs = pairedBySeed(b, c, direction);
  const r =
    pairs !== null
      ? pairedTOneSided(pairs.baseline, pairs.current)
      : welchOneSided(oriented(b.values, direction), oriented(c.values, direction));
  const spread = (values: readonly number[]) => {
    const s = summarizeRepeats(values);
    return { n: s.n, mean: s.mean, halfWidth: s.halfWidth };
  };
  const test = pairs !== null ? 'paired-t' : 'welch';
  return { test, p: r.p, repeats: { test, df: r.df, baseline: spread(b.values), current: spread(c.values) } };
}

/** Fewer values than this on either side (pairs, when paired): no test on the items' values. */
const MIN_ITEM_VALUES = 2;

/**
 * A usage metric's test on its per-item values, one-sided in the rule's direction (for a
 * lower-is-better figure a rise is worse): the paired t on the shared items when the values are
 * paired, else Welch's t on each side's items; null with fewer than MIN_ITEM_VALUES on a side.
 */
function itemsTest(values: UsageValues, direction: EffectiveRule['direction']): TargetTest | null {
  const { baseline, current, paired } = values;
  if (baseline.length < MIN_ITEM_VALUES || current.length < MIN_ITEM_VALUES) return null;
  const b = oriented(baseline, direction);
  const c = oriented(current, direction);
  const r = paired ? pairedTOneSided(b, c) : welchOneSided(b, c);
  const itemValues: ItemValues = {
    figure: values.figure,
    paired,
    n: { baseline: baseline.length, current: current.length },
    df: r.df,
    baselineMean: scaledMean(baseline),
    currentMean: scaledMean(current),
  };
  return { test: paired ? 'paired-t-items' : 'welch-items', p: r.p, itemValues };
}

/**
 * The target's test: a usage metric's test on its items' values when both sides have them, else
 * on the repeats when both sides have ≥ 2, else McNemar or Newcombe for a tested rate.
 */
function targetTest(input: JudgeInput): TargetTest | null {
  const { baseline, current, rule } = input;
  const onItems = input.usageValues == null ? null : itemsTest(input.usageValues, rule.direction);
  if (onItems !== null) return onItems;
  const rb = baseline?.repeats;
  const rc = current?.repeats;
  const repeated = rb !== undefined && rc !== undefined && rb.values.length >= 2 && rc.values.length >= 2;
  if (repeated) return repeatTest(rb, rc, rule.direction);
  if (!input.tested) return null;
  const paired = input.pairedCounts;
  // b: passed before and not now; c: the reverse. For a lower-is-better outcome, passing more is worse.
  if (paired !== null)
    return {
      test: 'mcnemar',
      p: rule.direction === 'lower' ? mcnemarOneSided(paired.c, paired.b) : mcnemarOneSided(paired.b, paired.c),
    };
  if (current?.counts == null || baseline?.counts == null) return null;
  // The test is on "current worse"; for a lower-is-better rate swap the sides' roles.
  const p =
    rule.direction === 'lower'
      ? newcombeOneSidedP(baseline.counts, current.counts)
      : newcombeOneSidedP(current.counts, baseline.counts);
  return { test: 'newcombe', p };
}
