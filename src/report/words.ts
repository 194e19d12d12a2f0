// Every word the reports say about the gate's verdict model (issue #26): verdict words, plurals,
// unit phrases, threshold phrases, the reasons' sentences, why a suite was not gated, the run's
// failures. The markdown formatters (comment-head.ts, comment-suite.ts, comment.ts) and the
// terminal ones (comparison-text.ts, trend.ts, text.ts) both use these; none words a verdict its
// own way. Document text (a unit) goes in only where `plainUnit` allows it or as the caller's
// already escaped `unit` argument.
import { fixed, formatP, formatValue, type NumberKind } from '../core/numbers.js';
import type { Thresholds } from '../gate/config.js';
import type { HistoryJudgement } from '../gate/history-stats.js';
import type { HistoryLoad } from '../gate/history-types.js';
import type {
  Comparison,
  EffectiveRule,
  Reason,
  RepeatSpread,
  RunFailure,
  Scale,
  SuiteGating,
  SuiteOutcome,
  TargetComparison,
  TargetVerdict,
  TestName,
  UngatedWhy,
} from '../gate/model.js';
import type { MultipleTesting } from '../gate/stats.js';
import type { RunVerdict } from '../results/types.js';

/** "1 suite", "3 suites"; `count` formats the number (default: as is). */
export function plural(n: number, one: string, many = `${one}s`, count: (n: number) => string = String): string {
  return `${count(n)} ${n === 1 ? one : many}`;
}

// ---- Verdict words ------------------------------------------------------------------------------

/** The run's verdict in the comment's heading (with `**verdict**`) and the terminal's last line. */
export const RUN_VERDICT_ICON: Record<RunVerdict, string> = {
  pass: '✅',
  warn: '⚠️',
  fail: '❌',
  'no-baseline': 'ℹ️',
  error: '💥',
};
export const RUN_VERDICT_WORD: Record<RunVerdict, string> = {
  pass: 'PASS',
  warn: 'WARN',
  fail: 'FAIL',
  'no-baseline': 'NO BASELINE',
  error: 'ERROR',
};

/** A target's verdict in plain words: the gate's `insufficient-data` is "not gated" in every report. */
export const TARGET_WORD: Record<TargetVerdict, string> = {
  regressed: 'regressed',
  'possible-regression': 'possible regression',
  'not-shown': 'worse (not shown)',
  unchanged: 'unchanged',
  improved: 'improved',
  'insufficient-data': 'not gated',
  new: 'new',
  removed: 'removed',
};

const TARGET_ICON: Partial<Record<TargetVerdict, string>> = {
  regressed: '❌',
  'possible-regression': '⚠️',
  'not-shown': '❔',
  improved: '✅',
};

/** A verdict as the markdown reports show it: the plain word, with an icon for the ones that matter. */
export function markedWord(v: TargetVerdict): string {
  const icon = TARGET_ICON[v];
  return icon === undefined ? TARGET_WORD[v] : `${icon} ${TARGET_WORD[v]}`;
}

/** A target's verdict in the markdown tables: "not gated", and "unchanged (not gated)" when the value did not move. */
export function targetWords(t: Pick<TargetComparison, 'verdict' | 'delta'>): string {
  if (t.verdict === 'insufficient-data') return t.delta === 0 ? 'unchanged (not gated)' : 'not gated';
  return markedWord(t.verdict);
}

/** A suite's outcome in the markdown overview and summaries. */
export function outcomeWords(o: SuiteOutcome): string {
  if (o === 'error') return '💥 could not be scored';
  if (o === 'skipped' || o === 'changed') return o;
  return markedWord(o);
}

/** "2 regressed, 1 possible regression, 1 improved": counts of target verdicts; [] when none of them. */
export function verdictCounts(verdicts: readonly TargetVerdict[]): string[] {
  const n = (v: TargetVerdict) => verdicts.filter((x) => x === v).length;
  const bits: string[] = [];
  if (n('regressed') > 0) bits.push(`${n('regressed')} regressed`);
  if (n('possible-regression') > 0) bits.push(plural(n('possible-regression'), 'possible regression'));
  if (n('not-shown') > 0) bits.push(`${n('not-shown')} ${TARGET_WORD['not-shown']}`);
  if (n('improved') > 0) bits.push(`${n('improved')} improved`);
  return bits;
}

// ---- Numbers and units in the gate's sentences ------------------------------------------------

/** A number in a reason: at most 4 decimals, no trailing zeros. */
export function reasonNumber(v: number): string {
  return Number(v.toFixed(4)).toString();
}

/** A p-value in a reason: two significant digits however small. */
function reasonP(p: number): string {
  return p >= 0.0001 ? reasonNumber(p) : p.toExponential(1);
}

/** A number in a history reason: at most 2 decimals. */
function historyNumber(v: number): string {
  return Number(v.toFixed(2)).toString();
}

/**
 * Whether a metric's unit (document text, possibly a fork's) may appear in the gate's own words:
 * letters only, optionally per letters (`km`, `ms`, `°C`, `km/h`), no hex run GitHub could link.
 * The comment shows reasons as they are, so anything else is left out of them.
 */
export function plainUnit(unit: string | null): unit is string {
  return unit !== null && /^[\p{L}°µ]{1,10}(?:\/\p{L}{1,10})?$/u.test(unit) && !/[0-9a-f]{7,}/i.test(unit);
}

/** An amount of a target in the gate's sentences: "1 point", "5.5 points", "2 pp", "3 ms", "0.6". */
export function amountWords(text: string, scale: Scale, unit: string | null): string {
  if (scale === 'points') return `${text}${text === '1' ? ' point' : ' points'}`;
  return `${text}${unit === '%' ? ' pp' : plainUnit(unit) ? ` ${unit}` : ''}`;
}

/** "points", "pp", "ms" or "": the words after a number of this target in the history rule's sentences. */
export function unitWords(scale: Scale, unit: string | null): string {
  return scale === 'points' ? 'points' : unit === '%' ? 'pp' : plainUnit(unit) ? unit : '';
}

// ---- Threshold phrases --------------------------------------------------------------------------

/** A level's drop thresholds in the gate's words ("5 points or 5 % of the baseline"), or null when it has none. */
export function thresholdWords(t: Thresholds, scale: Scale, unit: string | null): string | null {
  const parts: string[] = [];
  if (t.maxDrop !== undefined && t.maxDrop !== null) parts.push(amountWords(String(t.maxDrop), scale, unit));
  if (t.maxDropPct !== undefined && t.maxDropPct !== null) parts.push(`${t.maxDropPct} % of the baseline`);
  return parts.length === 0 ? null : parts.join(' or ');
}

/** The band of a `kind: history` rule in words ("3 × 1.4826 × MAD of the last 12 runs = 2.1 points"). */
function bandWords(t: TargetComparison): string | null {
  const h = t.history;
  if (h?.rule === undefined || h.band === undefined) return null;
  const u = unitWords(t.scale, t.unit);
  return `${h.rule.k} × 1.4826 × MAD of the last ${h.values.length} runs = ${reasonNumber(h.band)}${u === '' ? '' : ` ${u}`}`;
}

/** What the target's fail level allows, in words: the history band when it decided, else the fail thresholds; null when none. */
export function failThresholdWords(t: TargetComparison): string | null {
  return bandWords(t) ?? thresholdWords(t.rule.fail, t.scale, t.unit);
}

/** "falls by more than 5.00 pp", "rises by more than 5 % of the baseline": a level's drop thresholds for the terminal. */
function terminalThresholds(t: TargetComparison, level: Thresholds, unit: string | undefined): string[] {
  const verb = t.direction === 'lower' ? 'rises' : 'falls';
  const parts: string[] = [];
  if (level.maxDrop !== undefined && level.maxDrop !== null)
    parts.push(`${verb} by more than ${displayAmount(level.maxDrop, t.display.kind, unit)}`);
  if (level.maxDropPct !== undefined && level.maxDropPct !== null)
    parts.push(`${verb} by more than ${trimZeros(fixed(level.maxDropPct, 2))} % of the baseline`);
  return parts;
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** α as the reports print it ("0.05"). */
export function alphaWords(alpha: number): string {
  return trimZeros(fixed(alpha, 3));
}

/** An unsigned amount of change as the reports show values: pp for percents, "points" for scores. */
function displayAmount(value: number, kind: NumberKind, unit: string | undefined): string {
  const text = formatValue(Math.abs(value), kind === 'percent' ? 'pp' : kind, unit);
  return kind === 'score' ? `${text} points` : text;
}

// ---- Tests ---------------------------------------------------------------------------------------

const TEST_WORDS: Record<TestName, { markdown: string; terminal: string; facts: string }> = {
  mcnemar: { markdown: 'McNemar (paired)', terminal: 'McNemar, paired', facts: 'McNemar, paired on item ids' },
  newcombe: { markdown: 'Newcombe', terminal: 'Newcombe, unpaired', facts: 'Newcombe, unpaired' },
  welch: {
    markdown: 'Welch t (repeats)',
    terminal: "Welch's t on the repeats",
    facts: "Welch's t on the repeats, unpaired",
  },
  'paired-t': {
    markdown: 'paired t (repeats)',
    terminal: 'paired t on the repeats, by seed',
    facts: 'paired t on the repeats, paired by seed',
  },
};

/** How a run's p-values are adjusted, in words ("Holm", "Benjamini–Hochberg", "none"). */
export const ADJUSTMENT_WORD: Record<MultipleTesting, string> = {
  holm: 'Holm',
  bh: 'Benjamini–Hochberg',
  none: 'none',
};

/** "p-values adjusted over the run's 12 tests (Holm)", or "" when nothing was adjusted (no test, or `none`). */
export function familyWords(c: Pick<Comparison, 'family' | 'multipleTesting'>): string {
  if (c.family === 0 || c.multipleTesting === 'none') return '';
  return `p-values adjusted over the run's ${plural(c.family, 'test')} (${ADJUSTMENT_WORD[c.multipleTesting]})`;
}

/** What the legend adds when a target was tested on repeats. */
export const REPEATS_LEGEND =
  "with repeats on both sides, every target by Welch's or the paired t on the repeats (mean ± 95 % interval, n)";

/** "p = 0.031", "p < 0.001": a p-value as the reports show it. */
function pText(p: number): string {
  const text = formatP(p);
  return text.startsWith('<') ? `p ${text}` : `p = ${text}`;
}

/** "p = 0.031, adjusted 0.12": the raw p and, when the run's adjustment changed it, the adjusted one. */
export function pWords(t: Pick<TargetComparison, 'p' | 'pAdjusted'>): string {
  if (t.p === null) return '';
  if (t.pAdjusted === null || formatP(t.pAdjusted) === formatP(t.p)) return pText(t.p);
  return `${pText(t.p)}, adjusted ${formatP(t.pAdjusted)}`;
}

/** The icon of a target's verdict in the comment's regressions table ("" for the ones without). */
export function verdictIcon(v: TargetVerdict): string {
  return TARGET_ICON[v] ?? '';
}

/** One side's repeats: "71.2 ± 1.3 (n=8)", the mean and the half-width of its 95 % t interval. */
export function spreadWords(s: RepeatSpread, kind: NumberKind, unit?: string): string {
  return `${formatValue(s.mean, kind, unit)} ± ${formatValue(s.halfWidth, kind === 'percent' ? 'pp' : kind, unit)} (n=${s.n})`;
}

/** The test by name for a style of report. */
export function testName(test: TestName, style: 'markdown' | 'terminal' | 'facts'): string {
  return TEST_WORDS[test][style];
}

/** The test and its p in words ("McNemar (paired) p = 0.031", "Newcombe p < 0.001"), or "" when the target was not tested. */
export function testWords(t: Pick<TargetComparison, 'test' | 'p' | 'pAdjusted'>): string {
  if (t.p === null) return '';
  return `${TEST_WORDS[t.test ?? 'newcombe'].markdown} ${pWords(t)}`;
}

// ---- Reasons -------------------------------------------------------------------------------------

/** What a reason's words need of its target. */
export type ReasonContext = Pick<TargetComparison, 'direction' | 'scale' | 'unit'> & { rule: EffectiveRule };

/** A `kind: history` judgement in words, with the numbers a reader can check. */
export function historyWords(j: HistoryJudgement, t: ReasonContext): string {
  const runs = plural(j.runs, 'run');
  const unit = unitWords(t.scale, t.unit);
  const u = unit === '' ? '' : ` ${unit}`;
  const rule = t.rule.history;
  if (j.basis === 'insufficient-history')
    return `insufficient history (${runs} < minHistory ${rule?.minHistory ?? '?'}): the thresholds apply`;
  const centre = `${historyNumber(j.median!)}${u}`;
  if (j.basis === 'no-spread') return `no spread in the last ${runs} (MAD = 0, median ${centre}): the thresholds apply`;
  const d = j.worse!;
  const side = d === 0 ? 'at' : d > 0 === (t.direction !== 'lower') ? 'below' : 'above';
  const where =
    d === 0
      ? `at the median of the last ${runs} (${centre})`
      : `${historyNumber(Math.abs(d))}${u} ${side} the median of the last ${runs} (${centre})`;
  const band = `${historyNumber(rule?.k ?? 0)} × 1.4826 × MAD = ${historyNumber(j.band!)}${u}`;
  if (j.verdict === 'regressed') return `${where}, outside ${band}`;
  if (j.verdict === 'possible-regression')
    return `${where}, outside warnK ${historyNumber(rule!.warnK!)} × 1.4826 × MAD = ${historyNumber(rule!.warnK! * j.spread!)}${u}, within ${band}`;
  if (j.verdict === 'improved') return `${where}, better than ${band}`;
  return `${where}, within ${band}`;
}

/** One reason in the gate's words ("fell by 5.5 points, more than the fail threshold (5 points)"): the comment, JUnit, JSON. */
export function reasonWords(r: Reason, t: ReasonContext): string {
  switch (r.kind) {
    case 'no-value':
      return `value is null on the ${r.side} side`;
    case 'too-few-items':
      return `fewer than ${r.minItems} items (baseline ${r.baseline ?? '–'}, current ${r.current ?? '–'})`;
    case 'history':
      return historyWords(r.judgement, t);
    case 'no-p':
      return `no p-value (${r.test}: ${r.cause}): the run cannot be judged`;
    case 'min-effect':
      return `the drop (${amountWords(reasonNumber(r.drop), t.scale, t.unit)}) is smaller than minEffect (${amountWords(reasonNumber(r.minEffect), t.scale, t.unit)}): it cannot fail`;
    case 'bound':
      return `${reasonNumber(r.value)} is ${r.bound === 'min' ? 'below min' : 'above max'} ${r.limit} (${r.level})`;
    case 'drop': {
      // In the metric's own direction: a lower-is-better metric that got worse rose.
      const change = `${t.direction === 'lower' ? 'rose' : 'fell'} by ${amountWords(reasonNumber(r.drop), t.scale, t.unit)}`;
      const threshold = thresholdWords(t.rule[r.level], t.scale, t.unit);
      const level = `more than the ${r.level} threshold${threshold === null ? '' : ` (${threshold})`}`;
      if (r.level === 'warn') return `${change}, ${level}`;
      // The verdict used the adjusted p; the raw one is shown beside it when the adjustment changed it.
      const adjusted = r.pAdjusted ?? r.p;
      const p =
        r.p === null
          ? ''
          : adjusted === null || reasonP(adjusted) === reasonP(r.p)
            ? `p = ${reasonP(r.p)}`
            : `p = ${reasonP(r.p)}, adjusted ${reasonP(adjusted)}`;
      if (adjusted !== null && !(adjusted < r.alpha))
        return `${change}, ${level}, but ${p} ≥ α = ${reasonNumber(r.alpha)} (not significant)`;
      return `${change}, ${level}${r.p !== null ? `; ${p} < α = ${reasonNumber(r.alpha)}` : ''}`;
    }
  }
}

/** Every reason of a target in the gate's words, in order. */
export function reasonsWords(t: ReasonContext & Pick<TargetComparison, 'reasons'>): string[] {
  return t.reasons.map((r) => reasonWords(r, t));
}

/**
 * Why a target regressed (or may have) for a terminal, in words that follow its direction: "fell
 * by 3.20 pp", "rose by 22.70 pp, lower is better", the threshold it crossed and, for a tested
 * rate, the test and its p-value against α. `unit`: the quantity's unit, already made safe.
 */
export function terminalReason(
  t: TargetComparison,
  alpha: number,
  unit: string | undefined,
  safe: (text: string) => string,
): string {
  const kind = t.display.kind;
  const parts: string[] = [];
  // A `kind: history` verdict: the gate's own words (the median, the band) say why.
  if (t.history?.basis === 'history') return reasonsWords(t).map(safe).join('; ');
  if (t.delta !== null && t.baseline !== null) {
    const change =
      t.delta === 0 ? 'unchanged' : `${t.delta > 0 ? 'rose' : 'fell'} by ${displayAmount(t.delta, kind, unit)}`;
    const hasPct = [t.rule.fail.maxDropPct, t.rule.warn.maxDropPct].some((v) => v !== undefined && v !== null);
    const rel = t.baseline !== 0 && t.delta !== 0 && hasPct ? (100 * t.delta) / Math.abs(t.baseline) : null;
    const relative = rel === null ? '' : ` (${rel > 0 ? '+' : ''}${formatValue(rel, 'percent')} of the baseline)`;
    parts.push(`${change}${relative}${t.direction === 'lower' ? ', lower is better' : ''}`);
    if (t.exceeds !== null)
      parts.push(`${t.exceeds} threshold: ${terminalThresholds(t, t.rule[t.exceeds], unit).join(' or ')}`);
  }
  if (t.test !== null && t.p !== null) {
    const significant = (t.pAdjusted ?? t.p) < alpha;
    parts.push(
      `${pWords(t)}, ${significant ? 'below' : 'not below'} α = ${alphaWords(alpha)} (${testName(t.test, 'terminal')})${significant ? '' : ': not significant'}`,
    );
    if (t.repeats !== undefined)
      parts.push(
        `repeats: baseline ${spreadWords(t.repeats.baseline, kind, unit)}, current ${spreadWords(t.repeats.current, kind, unit)}`,
      );
  }
  if (t.reasons.some((r) => r.kind === 'min-effect'))
    parts.push(...t.reasons.filter((r) => r.kind === 'min-effect').map((r) => safe(reasonWords(r, t))));
  if (t.current !== null && t.bound !== null) {
    const limit =
      t.bound.bound === 'min'
        ? `below the minimum ${formatValue(t.bound.limit, kind, unit)}`
        : `above the maximum ${formatValue(t.bound.limit, kind, unit)}`;
    parts.push(`${formatValue(t.current, kind, unit)} is ${limit} (${t.bound.level})`);
  }
  if (parts.length === 0) parts.push(...reasonsWords(t).map(safe));
  return parts.join('; ');
}

// ---- Gating --------------------------------------------------------------------------------------

/** The gating rule in one sentence (the comment's legend, the terminal's first line, docs/gate.md). */
export function gatingRule(minItems: number): string {
  return `a target counted in items (a round, a rate, a mean) is gated only with at least ${minItems} items on each side; a value without an item count (a score of one artifact) is gated by its thresholds`;
}

/** Why a suite (or some of its targets) was not gated, in a few words ("8 items < 10", "not in the baseline"). */
export function ungatedWords(why: UngatedWhy): string {
  switch (why.kind) {
    case 'error':
      return 'could not be scored';
    case 'skipped':
      return 'not in this shard';
    case 'new':
      return 'not in the baseline';
    case 'no-baseline':
      return 'no baseline yet';
    case 'removed':
      return 'not in this run';
    case 'nothing-to-gate':
      return 'nothing to gate';
    case 'no-value':
      return 'no value to compare';
    case 'too-few-items':
      return `${plural(why.items, 'item')} < ${why.minItems}`;
  }
}

/** The overview's `gated` column: "yes", "partly: k of n targets" or "no: …" with why. */
export function gatedWords(g: SuiteGating): string {
  if (g.gated === 'yes') return 'yes';
  if (g.gated === 'partly') return `partly: ${g.targets - g.untested} of ${g.targets} targets`;
  return `no: ${g.why === null ? '' : ungatedWords(g.why)}`;
}

// ---- The run -------------------------------------------------------------------------------------

/** "2 of 3 suites could not be scored" (n counts the suites the run was to score). */
export function unscoredWords(unscored: { ids: readonly string[]; of: number }): string {
  return `${unscored.ids.length} of ${plural(unscored.of, 'suite')} could not be scored`;
}

/** "1 suite of the baseline removed". */
export function removedWords(n: number): string {
  return `${plural(n, 'suite')} of the baseline removed`;
}

export const NO_SUITE_SCORED = 'no suite was scored';
export const RUN_DID_NOT_FINISH = 'the run did not finish';
export const BASELINE_NOT_LOADED = 'the baseline could not be loaded';

/** "no baseline (on-missing-baseline: warn)". */
export function noBaselineWords(policy: string): string {
  return `no baseline (on-missing-baseline: ${policy})`;
}

/** Said when the current document holds no suite that was scored. */
export const NOTHING_MEASURED = 'the results document holds no scored suite: nothing was measured';

/** Why a run could not be judged, as its `error:` line says it. */
export function failureWords(f: RunFailure): string {
  switch (f.kind) {
    case 'incomplete':
      return `the run did not finish (${f.stopReason ?? 'no reason recorded: still running, or killed'}); not scored: ${f.pending.join(', ') || 'none'}`;
    case 'baseline':
    case 'limits':
    case 'statistics':
      return f.message;
    case 'nothing-measured':
      return NOTHING_MEASURED;
    case 'unscored':
      return unscoredWords(f);
  }
}

/** "12 runs, 3 skipped (2 × config hash differs, 1 × incomplete run)": what a history holds. */
export function historyLoadWords(history: HistoryLoad): string {
  const head = plural(history.runs.length, 'run');
  if (history.skipped.length === 0) return head;
  const byWhy = new Map<string, number>();
  for (const s of history.skipped) {
    const key = s.why.replace(/ \(.*$/, '');
    byWhy.set(key, (byWhy.get(key) ?? 0) + 1);
  }
  return `${head}, ${history.skipped.length} skipped (${[...byWhy].map(([why, k]) => `${k} × ${why}`).join(', ')})`;
}

/** The same, naming the base branch: "12 runs of the base branch, 3 skipped (…)". */
export function baseBranchHistoryWords(history: HistoryLoad): string {
  return historyLoadWords(history).replace(/^(\d+ runs?)/, '$1 of the base branch');
}
