// The gate's sentences: amounts and units, threshold phrases, the tests and their p-values, the
// reasons of a verdict, and why a target regressed in a terminal's words. Inline runs of
// core/doc.ts: our words from `t` templates, a document's unit as untrusted text (and only where
// `plainUnit` allows it in a sentence). words.ts re-exports all of it with the verdict words.
import { code, figure, join, t, terminalInline, text, value, type Inline } from '../core/doc.js';
import {
  formatP,
  metricKind,
  moneyDigits,
  sentenceP,
  shortNumber,
  trimmedFixed,
  type NumberKind,
} from '../core/numbers.js';
import type { Thresholds } from '../gate/config.js';
import type { HistoryJudgement } from '../gate/history-stats.js';
import type {
  Comparison,
  EffectiveRule,
  Reason,
  RepeatSpread,
  Scale,
  TargetComparison,
  TestName,
} from '../gate/model.js';
import type { MultipleTesting } from '../gate/stats.js';
import { VERDICT_OF_BAND, VERDICTS } from '../gate/verdicts.js';

/**
 * A lookup table of our words keyed by the gate's own values, without a prototype: a key that is
 * not one of them (`__proto__`, `toString`) finds nothing, never an inherited member.
 */
export function wordTable<K extends string, V>(entries: Record<K, V>): Readonly<Record<K, V>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<K, V>, entries));
}

/** A number of this program's (a count, a threshold of the config, a statistic) as it is, without trailing zeros. */
export const num = (v: number): Inline => figure(shortNumber(v, 10));

/** "1 suite", "3 suites" in our words: `one` and `many` are `t` runs. */
export function counted(n: number, one: Inline, many: Inline = [one, t`s`]): Inline {
  return [num(n), t` `, n === 1 ? one : many];
}

/** "1 suite", "3 suites" as a plain string (CLI messages of this program's own; the reports use `counted`). */
export function plural(n: number, one: string, many = one.concat('s'), count: (n: number) => string = String): string {
  return [count(n), n === 1 ? one : many].join(' ');
}

// ---- Numbers and units in the gate's sentences ------------------------------------------------

/** A number in a reason: at most 4 decimals, no trailing zeros. */
const reasonNumber = (v: number): Inline => figure(shortNumber(v, 4));

/** A p-value in a reason: two significant digits however small. */
const reasonP = (p: number): Inline => figure(sentenceP(p));

/** A number in a history reason: at most 2 decimals. */
const historyNumber = (v: number): Inline => figure(shortNumber(v, 2));

/**
 * Whether a metric's unit (document text, possibly a fork's) may appear in the gate's own words:
 * letters only, optionally per letters (`km`, `ms`, `°C`, `km/h`), no hex run GitHub could link.
 * Anything else is left out of the reasons, which read as sentences.
 */
export function plainUnit(unit: string | null): unit is string {
  return unit !== null && /^[\p{L}°µ]{1,10}(?:\/\p{L}{1,10})?$/u.test(unit) && !/[0-9a-f]{7,}/i.test(unit);
}

/** An amount of a target in the gate's sentences: "1 point", "5.5 points", "2 pp", "3 ms", "0.6". */
function amountWords(amount: number, scale: Scale, unit: string | null, digits = 4): Inline {
  // An amount of money keeps three significant digits: a rise of 0.0000455 USD is never "0 USD".
  const money = scale !== 'points' && metricKind({ unit, value: amount }) === 'money';
  const shown = figure(shortNumber(amount, money ? Math.max(digits, moneyDigits(amount)) : digits));
  if (scale === 'points') return [shown, shortNumber(amount, digits) === '1' ? t` point` : t` points`];
  if (unit === '%') return t`${shown} pp`;
  return plainUnit(unit) ? t`${shown} ${unit}` : shown;
}

/** "points", "pp", "ms" or nothing: the words after a number of this target in the history rule's sentences. */
function unitWords(scale: Scale, unit: string | null): Inline {
  return scale === 'points' ? t`points` : unit === '%' ? t`pp` : plainUnit(unit) ? unit : null;
}

/** " points", " pp", " ms" or nothing: a unit after a number. */
function unitAfter(scale: Scale, unit: string | null): Inline {
  const words = unitWords(scale, unit);
  return words === null ? null : t` ${words}`;
}

// ---- Threshold phrases --------------------------------------------------------------------------

/** A level's drop thresholds in the gate's words ("5 points or 5 % of the baseline"), or null when it has none. */
export function thresholdWords(th: Thresholds, scale: Scale, unit: string | null): Inline | null {
  const parts: Inline[] = [];
  if (th.maxDrop !== undefined && th.maxDrop !== null) parts.push(amountWords(th.maxDrop, scale, unit, 10));
  if (th.maxDropPct !== undefined && th.maxDropPct !== null) parts.push(t`${num(th.maxDropPct)} % of the baseline`);
  return parts.length === 0 ? null : join(parts, t` or `);
}

/** The band of a `kind: history` rule in words ("3 × 1.4826 × MAD of the last 12 runs = 2.1 points"). */
function bandWords(target: TargetComparison): Inline | null {
  const h = target.history;
  if (h?.rule === undefined || h.band === undefined) return null;
  return t`${num(h.rule.k)} × 1.4826 × MAD of the last ${num(h.values.length)} runs = ${reasonNumber(h.band)}${unitAfter(target.scale, target.unit)}`;
}

/** What the target's fail level allows, in words: the history band when it decided, else the fail thresholds; null when none. */
function failThreshold(target: TargetComparison): Inline | null {
  return bandWords(target) ?? thresholdWords(target.rule.fail, target.scale, target.unit);
}

/** failThreshold as plain text (outputs, exports). */
export function failThresholdWords(target: TargetComparison): string | null {
  const words = failThreshold(target);
  return words === null ? null : terminalInline(words);
}

/** "falls by more than 5.00 pp", "rises by more than 5 % of the baseline": a level's drop thresholds for the terminal. */
function terminalThresholds(target: TargetComparison, level: Thresholds): Inline[] {
  const verb = target.direction === 'lower' ? t`rises` : t`falls`;
  const parts: Inline[] = [];
  if (level.maxDrop !== undefined && level.maxDrop !== null)
    parts.push(t`${verb} by more than ${displayAmount(level.maxDrop, target)}`);
  if (level.maxDropPct !== undefined && level.maxDropPct !== null)
    parts.push(t`${verb} by more than ${figure(trimmedFixed(level.maxDropPct, 2))} % of the baseline`);
  return parts;
}

/** α as the reports print it ("0.05"). */
export function alphaWords(alpha: number): Inline {
  return figure(trimmedFixed(alpha, 3));
}

/** The target's quantity unit (document text) for its figures, or none. */
function unitOf(target: Pick<TargetComparison, 'display'>): string | null {
  return target.display.unit === null || target.display.unit === '' ? null : target.display.unit;
}

/** An unsigned amount of change as the reports show values: pp for percents, "points" for scores. */
function displayAmount(amount: number, target: Pick<TargetComparison, 'display'>): Inline {
  const kind = target.display.kind;
  const shown = value(Math.abs(amount), kind === 'percent' ? 'pp' : kind, unitOf(target));
  return kind === 'score' ? t`${shown} points` : shown;
}

// ---- Tests ---------------------------------------------------------------------------------------

const TEST_WORDS: Readonly<Record<TestName, { markdown: Inline; terminal: Inline; facts: Inline }>> = wordTable({
  mcnemar: { markdown: t`McNemar (paired)`, terminal: t`McNemar, paired`, facts: t`McNemar, paired on item ids` },
  newcombe: { markdown: t`Newcombe`, terminal: t`Newcombe, unpaired`, facts: t`Newcombe, unpaired` },
  welch: {
    markdown: t`Welch t (repeats)`,
    terminal: t`Welch's t on the repeats`,
    facts: t`Welch's t on the repeats, unpaired`,
  },
  'paired-t': {
    markdown: t`paired t (repeats)`,
    terminal: t`paired t on the repeats, by seed`,
    facts: t`paired t on the repeats, paired by seed`,
  },
  'paired-t-items': {
    markdown: t`paired t (items)`,
    terminal: t`paired t on the items' values`,
    facts: t`paired t on the per-item values, paired on item ids`,
  },
  'welch-items': {
    markdown: t`Welch (items)`,
    terminal: t`Welch on the items' values`,
    facts: t`Welch's t on the per-item values, each run's items as a sample`,
  },
});

/** A test by its name in the config and the results document. */
const TEST_ID: Readonly<Record<TestName, Inline>> = wordTable({
  mcnemar: t`mcnemar`,
  newcombe: t`newcombe`,
  welch: t`welch`,
  'paired-t': t`paired-t`,
  'paired-t-items': t`paired-t-items`,
  'welch-items': t`welch-items`,
});

/** How a run's p-values are adjusted, in words ("Holm", "Benjamini–Hochberg", "none"). */
export const ADJUSTMENT_WORD: Readonly<Record<MultipleTesting, Inline>> = wordTable({
  holm: t`Holm`,
  bh: t`Benjamini–Hochberg`,
  none: t`none`,
});

/** "p-values adjusted over the run's 12 tests (Holm)", or null when nothing was adjusted (no test, or `none`). */
export function familyWords(c: Pick<Comparison, 'family' | 'multipleTesting'>): Inline | null {
  if (c.family === 0 || c.multipleTesting === 'none') return null;
  return t`p-values adjusted over the run's ${counted(c.family, t`test`)} (${ADJUSTMENT_WORD[c.multipleTesting]})`;
}

/** What the legend adds when a target was tested on repeats. */
export const REPEATS_LEGEND = t`with repeats on both sides, every target by Welch's or the paired t on the repeats (mean ± 95 % interval, n)`;

/** "p = 0.031", "p < 0.001": a p-value as the reports show it. */
function pText(p: number): Inline {
  return formatP(p).startsWith('<') ? t`p ${figure(formatP(p))}` : t`p = ${figure(formatP(p))}`;
}

/** "p = 0.031, adjusted 0.12": the raw p and, when the run's adjustment changed it, the adjusted one; null without a p. */
function pWords(target: Pick<TargetComparison, 'p' | 'pAdjusted'>): Inline | null {
  if (target.p === null) return null;
  if (target.pAdjusted === null || formatP(target.pAdjusted) === formatP(target.p)) return pText(target.p);
  return t`${pText(target.p)}, adjusted ${figure(formatP(target.pAdjusted))}`;
}

/** One side's repeats: "71.2 ± 1.3 (n=8)", the mean and the half-width of its 95 % t interval; `unit` is document text. */
export function spread(s: RepeatSpread, kind: NumberKind, unit: string | null): Inline {
  return t`${value(s.mean, kind, unit)} ± ${value(s.halfWidth, kind === 'percent' ? 'pp' : kind, unit)} (n=${num(s.n)})`;
}

/** spread as plain text (exports). */
export function spreadWords(s: RepeatSpread, kind: NumberKind, unit?: string): string {
  return terminalInline(spread(s, kind, unit ?? null));
}

/** The test by name for a style of report. */
function testLabel(test: TestName, style: 'markdown' | 'terminal' | 'facts'): Inline {
  return TEST_WORDS[test][style];
}

/** testLabel as plain text (exports). */
export function testName(test: TestName, style: 'markdown' | 'terminal' | 'facts'): string {
  return terminalInline(testLabel(test, style));
}

/**
 * The test and its p in words ("McNemar (paired) p = 0.031", "Newcombe p < 0.001", "paired t on
 * 412 items p = 0.002"), or null when the target was not tested.
 */
export function testWords(
  target: Pick<TargetComparison, 'test' | 'p' | 'pAdjusted'> &
    Partial<Pick<TargetComparison, 'sameTestAs' | 'itemValues'>>,
): Inline | null {
  if (target.p === null) return null;
  // One hypothesis, one p: a target that is another's test on the same data points to it.
  const same = target.sameTestAs;
  if (same !== undefined) return t`the same test as ${same.kind === 'round' ? t`round ` : null}${code(same.id, 60)}`;
  const values = target.itemValues;
  if (values !== undefined && target.test === 'paired-t-items')
    return t`paired t on ${counted(values.n.current, t`item`)} ${pWords(target)}`;
  if (values !== undefined && target.test === 'welch-items')
    return t`Welch on ${counted(values.n.baseline, t`item`)} → ${num(values.n.current)} ${pWords(target)}`;
  return t`${TEST_WORDS[target.test ?? 'newcombe'].markdown} ${pWords(target)}`;
}

// ---- Reasons -------------------------------------------------------------------------------------

/** What a reason's words need of its target. */
export type ReasonContext = Pick<TargetComparison, 'direction' | 'scale' | 'unit'> & { rule: EffectiveRule };

/** A `kind: history` judgement in words, with the numbers a reader can check. */
export function historyWords(j: HistoryJudgement, ctx: ReasonContext): Inline {
  const runs = counted(j.runs, t`run`);
  const u = unitAfter(ctx.scale, ctx.unit);
  const rule = ctx.rule.history;
  if (j.basis === 'insufficient-history')
    return t`insufficient history (${runs} < minHistory ${rule === undefined ? t`?` : num(rule.minHistory)}): the thresholds apply`;
  const centre = t`${historyNumber(j.median!)}${u}`;
  if (j.basis === 'no-spread')
    return t`no spread in the last ${runs} (MAD = 0, median ${centre}): the thresholds apply`;
  const d = j.worse!;
  const side = d === 0 ? t`at` : d > 0 === (ctx.direction !== 'lower') ? t`below` : t`above`;
  const where =
    d === 0
      ? t`at the median of the last ${runs} (${centre})`
      : t`${historyNumber(Math.abs(d))}${u} ${side} the median of the last ${runs} (${centre})`;
  const band = t`${historyNumber(rule?.k ?? 0)} × 1.4826 × MAD = ${historyNumber(j.band!)}${u}`;
  if (j.verdict !== undefined && VERDICTS[j.verdict].level === 'fail') return t`${where}, outside ${band}`;
  if (j.verdict !== undefined && VERDICTS[j.verdict].level === 'warn')
    return t`${where}, outside warnK ${historyNumber(rule!.warnK!)} × 1.4826 × MAD = ${historyNumber(rule!.warnK! * j.spread!)}${u}, within ${band}`;
  if (j.verdict === VERDICT_OF_BAND.better) return t`${where}, better than ${band}`;
  return t`${where}, within ${band}`;
}

const SIDE_WORD = wordTable({ baseline: t`baseline`, current: t`current` });
const LEVEL_WORD = wordTable({ warn: t`warn`, fail: t`fail` });

/** One reason in the gate's words ("fell by 5.5 points, more than the fail threshold (5 points)"). */
export function reason(r: Reason, ctx: ReasonContext): Inline {
  switch (r.kind) {
    case 'no-value':
      return t`value is null on the ${SIDE_WORD[r.side]} side`;
    case 'too-few-items': {
      const count = (v: number | null) => (v === null ? t`–` : num(v));
      return t`fewer than ${num(r.minItems)} items (baseline ${count(r.baseline)}, current ${count(r.current)})`;
    }
    case 'history':
      return historyWords(r.judgement, ctx);
    case 'no-p':
      return t`no p-value (${TEST_ID[r.test]}: ${text(r.cause, 200)}): the run cannot be judged`;
    case 'min-effect':
      return t`the drop (${amountWords(r.drop, ctx.scale, ctx.unit)}) is smaller than minEffect (${amountWords(r.minEffect, ctx.scale, ctx.unit)}): it cannot fail`;
    case 'bound':
      return t`${reasonNumber(r.value)} is ${r.bound === 'min' ? t`below min` : t`above max`} ${num(r.limit)} (${LEVEL_WORD[r.level]})`;
    case 'drop': {
      // In the metric's own direction: a lower-is-better metric that got worse rose. Against a
      // relative threshold the change is also said relative to the baseline, as the threshold is.
      const relative = ctx.rule[r.level].maxDropPct;
      const pct =
        relative !== undefined && relative !== null && r.dropPct !== null
          ? t` (${figure(shortNumber(r.dropPct, 2))} % of the baseline)`
          : null;
      const change = t`${ctx.direction === 'lower' ? t`rose` : t`fell`} by ${amountWords(r.drop, ctx.scale, ctx.unit)}${pct}`;
      const threshold = thresholdWords(ctx.rule[r.level], ctx.scale, ctx.unit);
      const level = t`more than the ${LEVEL_WORD[r.level]} threshold${threshold === null ? null : t` (${threshold})`}`;
      if (r.level === 'warn') return t`${change}, ${level}`;
      // The verdict used the adjusted p; the raw one is shown beside it when the adjustment changed it.
      const adjusted = r.pAdjusted ?? r.p;
      const p =
        r.p === null
          ? null
          : adjusted === null || sentenceP(adjusted) === sentenceP(r.p)
            ? t`p = ${reasonP(r.p)}`
            : t`p = ${reasonP(r.p)}, adjusted ${reasonP(adjusted)}`;
      const alpha = reasonNumber(r.alpha);
      if (adjusted !== null && !(adjusted < r.alpha))
        return t`${change}, ${level}, but ${p} ≥ α = ${alpha} (not significant)`;
      return t`${change}, ${level}${r.p !== null ? t`; ${p} < α = ${alpha}` : null}`;
    }
  }
}

/** Every reason of a target in the gate's words, in order. */
export function reasons(ctx: ReasonContext & Pick<TargetComparison, 'reasons'>): Inline[] {
  return ctx.reasons.map((r) => reason(r, ctx));
}

/** Every reason as plain text, in order. */
export function reasonsWords(ctx: ReasonContext & Pick<TargetComparison, 'reasons'>): string[] {
  return reasons(ctx).map(terminalInline);
}

/**
 * Why a target regressed (or may have) for a terminal, in words that follow its direction: "fell
 * by 3.20 pp", "rose by 22.70 pp, lower is better", the threshold it crossed and, for a tested
 * rate, the test and its p-value against α.
 */
export function terminalReason(target: TargetComparison, alpha: number): Inline {
  const kind = target.display.kind;
  const unit = unitOf(target);
  const parts: Inline[] = [];
  // A `kind: history` verdict: the gate's own words (the median, the band) say why.
  if (target.history?.basis === 'history') return join(reasons(target), t`; `);
  if (target.delta !== null && target.baseline !== null) {
    const change =
      target.delta === 0
        ? t`unchanged`
        : t`${target.delta > 0 ? t`rose` : t`fell`} by ${displayAmount(target.delta, target)}`;
    const hasPct = [target.rule.fail.maxDropPct, target.rule.warn.maxDropPct].some(
      (v) => v !== undefined && v !== null,
    );
    const rel =
      target.baseline !== 0 && target.delta !== 0 && hasPct ? (100 * target.delta) / Math.abs(target.baseline) : null;
    const relative = rel === null ? null : t` (${rel > 0 ? t`+` : null}${value(rel, 'percent')} of the baseline)`;
    parts.push(t`${change}${relative}${target.direction === 'lower' ? t`, lower is better` : null}`);
    if (target.exceeds !== null)
      parts.push(
        t`${LEVEL_WORD[target.exceeds]} threshold: ${join(terminalThresholds(target, target.rule[target.exceeds]), t` or `)}`,
      );
  }
  if (target.test !== null && target.p !== null) {
    const significant = (target.pAdjusted ?? target.p) < alpha;
    parts.push(
      t`${pWords(target)}, ${significant ? t`below` : t`not below`} α = ${alphaWords(alpha)} (${testLabel(target.test, 'terminal')})${significant ? null : t`: not significant`}`,
    );
    if (target.repeats !== undefined)
      parts.push(
        t`repeats: baseline ${spread(target.repeats.baseline, kind, unit)}, current ${spread(target.repeats.current, kind, unit)}`,
      );
  }
  for (const r of target.reasons) if (r.kind === 'min-effect') parts.push(reason(r, target));
  if (target.current !== null && target.bound !== null) {
    const limit =
      target.bound.bound === 'min'
        ? t`below the minimum ${value(target.bound.limit, kind, unit)}`
        : t`above the maximum ${value(target.bound.limit, kind, unit)}`;
    parts.push(t`${value(target.current, kind, unit)} is ${limit} (${LEVEL_WORD[target.bound.level]})`);
  }
  if (parts.length === 0) parts.push(...reasons(target));
  return join(parts, t`; `);
}
