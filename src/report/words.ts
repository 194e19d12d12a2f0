// Every word the reports say about the gate's verdict model: verdict words, plurals, unit phrases,
// threshold phrases, the reasons' sentences, why a suite was not gated, the run's failures. The
// markdown reports (comment-head.ts, comment-suite.ts, comment.ts) and the terminal ones
// (comparison-text.ts, trend.ts) put these inline runs into their documents (core/doc.ts); none
// words a verdict its own way. Our words come from `t` templates; document text (a unit, an id, a
// message) stays a plain string inside the run, which core/doc.ts escapes for where it lands.
// Plain-text consumers (JUnit, JSON exports, outputs, CLI errors) take the `…Words` strings: the
// same runs rendered as plain text. The gate's sentences (reasons, thresholds, tests) are in
// reason-words.ts, re-exported here.
import { join, t, terminalInline, text, type Inline } from '../core/doc.js';
import { counted, num, wordTable } from './reason-words.js';
import type { HistoryLoad } from '../gate/history-types.js';
import type {
  FailReason,
  RunFailure,
  SuiteGating,
  SuiteOutcome,
  TargetComparison,
  TargetVerdict,
  UngatedWhy,
} from '../gate/model.js';
import type { RunVerdict } from '../results/types.js';

export * from './reason-words.js';

// ---- Verdict words ------------------------------------------------------------------------------

/** The run's verdict in the comment's heading and the terminal's last line. */
export const RUN_VERDICT_ICON: Readonly<Record<RunVerdict, Inline>> = wordTable({
  pass: t`✅`,
  warn: t`⚠️`,
  fail: t`❌`,
  'no-baseline': t`ℹ️`,
  error: t`💥`,
});
export const RUN_VERDICT_NAME: Readonly<Record<RunVerdict, Inline>> = wordTable({
  pass: t`pass`,
  warn: t`warn`,
  fail: t`fail`,
  'no-baseline': t`no-baseline`,
  error: t`error`,
});
export const RUN_VERDICT_WORD: Readonly<Record<RunVerdict, Inline>> = wordTable({
  pass: t`PASS`,
  warn: t`WARN`,
  fail: t`FAIL`,
  'no-baseline': t`NO BASELINE`,
  error: t`ERROR`,
});

/** A target's verdict in plain words: the gate's `insufficient-data` is "not gated" in every report. */
export const TARGET_WORD: Readonly<Record<TargetVerdict, Inline>> = wordTable({
  regressed: t`regressed`,
  'possible-regression': t`possible regression`,
  'not-shown': t`worse (not shown)`,
  unchanged: t`unchanged`,
  improved: t`improved`,
  'insufficient-data': t`not gated`,
  new: t`new`,
  removed: t`removed`,
});

/** The icon of each verdict; null for the ones shown by their word alone. */
const TARGET_ICON: Readonly<Record<TargetVerdict, Inline>> = wordTable({
  regressed: t`❌`,
  'possible-regression': t`⚠️`,
  'not-shown': t`❔`,
  improved: t`✅`,
  unchanged: null,
  'insufficient-data': null,
  new: null,
  removed: null,
});

/** A verdict as the markdown reports show it: the plain word, with an icon for the ones that matter. */
function markedWord(v: TargetVerdict): Inline {
  const icon = TARGET_ICON[v];
  return icon === null ? TARGET_WORD[v] : t`${icon} ${TARGET_WORD[v]}`;
}

/** A target's verdict in the markdown tables: "not gated", and "unchanged (not gated)" when the value did not move. */
export function targetWords(target: Pick<TargetComparison, 'verdict' | 'delta'>): Inline {
  if (target.verdict === 'insufficient-data') return target.delta === 0 ? t`unchanged (not gated)` : t`not gated`;
  return markedWord(target.verdict);
}

/** A suite's outcome in the markdown overview and summaries. */
export function outcomeWords(o: SuiteOutcome): Inline {
  if (o === 'error') return t`💥 could not be scored`;
  if (o === 'skipped') return t`skipped`;
  if (o === 'changed') return t`changed`;
  return markedWord(o);
}

/** "2 regressed, 1 possible regression, 1 improved": counts of target verdicts; [] when none of them. */
export function verdictCounts(verdicts: readonly TargetVerdict[]): Inline[] {
  const n = (v: TargetVerdict) => verdicts.filter((x) => x === v).length;
  const bits: Inline[] = [];
  if (n('regressed') > 0) bits.push(t`${num(n('regressed'))} regressed`);
  if (n('possible-regression') > 0)
    bits.push(counted(n('possible-regression'), t`possible regression`, t`possible regressions`));
  if (n('not-shown') > 0) bits.push(t`${num(n('not-shown'))} ${TARGET_WORD['not-shown']}`);
  if (n('improved') > 0) bits.push(t`${num(n('improved'))} improved`);
  return bits;
}

/** "4 suites: 1 regressed, 1 possibly regressed, 0 improved": the comment head's counts of suite outcomes. */
export function suiteOutcomeCounts(suites: number, count: (o: SuiteOutcome) => number): Inline[] {
  const parts = [t`${counted(suites, t`suite`)}: ${count('regressed')} regressed`];
  const possible = count('possible-regression');
  if (possible > 0) parts.push(t`${possible} possibly regressed`);
  const notShown = count('not-shown');
  if (notShown > 0) parts.push(t`${notShown} ${TARGET_WORD['not-shown']}`);
  parts.push(t`${count('improved')} improved`);
  return parts;
}

/** The icon of a target's verdict in the comment's regressions table (nothing for the ones without). */
export function verdictIcon(v: TargetVerdict): Inline {
  return TARGET_ICON[v];
}

// ---- Gating --------------------------------------------------------------------------------------

/** The gating rule in one sentence (the comment's legend, the terminal's first line, docs/gate.md). */
export function gatingRule(minItems: number): Inline {
  return t`a target counted in items (a round, a rate, a mean) is gated only with at least ${num(minItems)} items on each side; a value without an item count (a score of one artifact) is gated by its thresholds`;
}

/** Why a suite (or some of its targets) was not gated, in a few words ("8 items < 10", "not in the baseline"). */
export function ungatedWords(why: UngatedWhy): Inline {
  switch (why.kind) {
    case 'error':
      return t`could not be scored`;
    case 'skipped':
      return t`not in this shard`;
    case 'new':
      return t`not in the baseline`;
    case 'no-baseline':
      return t`no baseline yet`;
    case 'removed':
      return t`not in this run`;
    case 'nothing-to-gate':
      return t`nothing to gate`;
    case 'no-value':
      return t`no value to compare`;
    case 'too-few-items':
      return t`${counted(why.items, t`item`)} < ${num(why.minItems)}`;
  }
  return why satisfies never;
}

/** The overview's `gated` column: "yes", "partly: k of n targets" or "no: …" with why. */
export function gatedWords(g: SuiteGating): Inline {
  if (g.gated === 'yes') return t`yes`;
  if (g.gated === 'partly') return t`partly: ${num(g.targets - g.untested)} of ${num(g.targets)} targets`;
  return t`no: ${g.why === null ? null : ungatedWords(g.why)}`;
}

// ---- The run -------------------------------------------------------------------------------------

/** "2 of 3 suites could not be scored" (n counts the suites the run was to score). */
export function unscored(u: { ids: readonly string[]; of: number }): Inline {
  return t`${num(u.ids.length)} of ${counted(u.of, t`suite`)} could not be scored`;
}

/** unscored as plain text. */
export function unscoredWords(u: { ids: readonly string[]; of: number }): string {
  return terminalInline(unscored(u));
}

/** "1 suite of the baseline removed". */
export function removed(n: number): Inline {
  return t`${counted(n, t`suite`)} of the baseline removed`;
}

/** removed as plain text. */
export function removedWords(n: number): string {
  return terminalInline(removed(n));
}

export const NO_SUITE_SCORED_WORDS = t`no suite was scored`;
export const NO_SUITE_SCORED = terminalInline(NO_SUITE_SCORED_WORDS);
export const RUN_DID_NOT_FINISH = t`the run did not finish`;
export const BASELINE_NOT_LOADED = t`the baseline could not be loaded`;

const BASELINE_POLICY = wordTable({ warn: t`warn`, fail: t`fail`, pass: t`pass` });

/** "no baseline (on-missing-baseline: warn)". */
export function noBaselineWords(policy: 'pass' | 'warn' | 'fail'): Inline {
  return t`no baseline (on-missing-baseline: ${BASELINE_POLICY[policy]})`;
}

/** Said when the current document holds no scored suite. */
const NOTHING_MEASURED = t`the results document holds no scored suite: nothing was measured`;

/**
 * Why a run could not be judged, as its `error:` line says it; `max`: the longest document text
 * (a message, the suites not scored) shown.
 */
export function runFailure(f: RunFailure, max = 600): Inline {
  switch (f.kind) {
    case 'incomplete':
      return t`the run did not finish (${f.stopReason === null ? t`no reason recorded: still running, or killed` : text(f.stopReason, max)}); not scored: ${f.pending.length === 0 ? t`none` : text(f.pending.join(', '), max)}`;
    case 'baseline':
    case 'limits':
    case 'statistics':
      return text(f.message, max);
    case 'nothing-measured':
      return NOTHING_MEASURED;
    case 'unscored':
      return unscored(f);
  }
  return f satisfies never;
}

/** runFailure as plain text (CLI errors, annotations, JUnit). */
export function failureWords(f: RunFailure): string {
  return terminalInline(runFailure(f, 100_000));
}

/** Why a run fails (the exit code's cause, decided by the gate). */
function failReason(reason: FailReason): Inline {
  switch (reason.kind) {
    case 'target-regressed':
      return t`a gated metric regressed`;
    case 'removed-suite':
      return t`a suite of the baseline is not in this run (on-removed-suite: fail): ${join(
        reason.ids.slice(0, 5).map((id) => text(id, 1000)),
        t`, `,
      )}`;
    case 'no-baseline':
      return t`no baseline was found and on-missing-baseline is fail`;
    case 'cannot-judge':
      return reason.failure === null
        ? t`a suite could not be scored (bad input, see annotations)`
        : runFailure(reason.failure, 100_000);
  }
  // Inline admits undefined: without this the compiler would not name a new kind left unworded.
  return reason satisfies never;
}

/** failReason as plain text (the action's failed step). */
export function failReasonWords(reason: FailReason): string {
  return terminalInline(failReason(reason));
}

/** "12 runs, 3 skipped (2 × config hash differs, 1 × incomplete run)": what a history holds. */
export function historyLoad(history: HistoryLoad, runsOf: Inline = null): Inline {
  const head = t`${counted(history.runs.length, t`run`)}${runsOf}`;
  if (history.skipped.length === 0) return head;
  const byWhy = new Map<string, number>();
  for (const s of history.skipped) {
    const key = s.why.replace(/ \(.*$/, '');
    byWhy.set(key, (byWhy.get(key) ?? 0) + 1);
  }
  const whys = [...byWhy].map(([why, k]) => t`${num(k)} × ${text(why, 200)}`);
  return t`${head}, ${num(history.skipped.length)} skipped (${join(whys, t`, `)})`;
}

/** historyLoad as plain text (the action's log). */
export function historyLoadWords(history: HistoryLoad): string {
  return terminalInline(historyLoad(history));
}

/** The same, naming the base branch: "12 runs of the base branch, 3 skipped (…)". */
export function baseBranchHistoryWords(history: HistoryLoad): Inline {
  return historyLoad(history, t` of the base branch`);
}
