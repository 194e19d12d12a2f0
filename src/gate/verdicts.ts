// What each target verdict means, in one table: how severe it is, what it does to the run, whether
// a reader must look at it. The gate and the reports derive every list of verdicts from it (the
// words and icons live in report/words.ts, a Record over the same keys); a new verdict kind is a
// row here, its words there, and the compiler names every other Record<TargetVerdict, …>.

/** The meaning of one target verdict. */
export interface VerdictMeaning {
  /** Rank: a suite's verdict is its most severe target's; the reports list the worse first. */
  severity: number;
  /** What it does to the run: `fail` fails it (exit 1), `warn` makes it warn, `none` neither. */
  level: 'fail' | 'warn' | 'none';
  /** A suite with this outcome is opened in the comment (it regressed, may have, or was removed). */
  attention: boolean;
  /** A suite with this verdict passes (the comment folds its round detail). */
  passing: boolean;
  /** The gate compared the target but could not test it (too few items, no value). */
  untested: boolean;
}

/** The order of the rows is the order of the action's `target-counts` output. */
export const VERDICTS = {
  regressed: { severity: 7, level: 'fail', attention: true, passing: false, untested: false },
  /** A warn threshold crossed, or a fail threshold without a test to say it is significant. */
  'possible-regression': { severity: 6, level: 'warn', attention: true, passing: false, untested: false },
  /**
   * Worse than the fail threshold, but not significant after the run's multiple-testing
   * adjustment: neither `regressed` nor `unchanged`; the run warns.
   */
  'not-shown': { severity: 5, level: 'warn', attention: true, passing: false, untested: false },
  improved: { severity: 2, level: 'none', attention: false, passing: true, untested: false },
  unchanged: { severity: 0, level: 'none', attention: false, passing: true, untested: false },
  'insufficient-data': { severity: 3, level: 'none', attention: false, passing: true, untested: true },
  new: { severity: 1, level: 'none', attention: false, passing: true, untested: false },
  removed: { severity: 1, level: 'none', attention: true, passing: true, untested: false },
} as const satisfies Record<string, VerdictMeaning>;

export type TargetVerdict = keyof typeof VERDICTS;

/** Every verdict kind, in the table's order. */
export const VERDICT_KINDS = Object.keys(VERDICTS) as readonly TargetVerdict[];

/** Every verdict kind, the most severe first (the table's order among equals). */
export const VERDICTS_BY_SEVERITY: readonly TargetVerdict[] = [...VERDICT_KINDS].sort(
  (a, b) => VERDICTS[b].severity - VERDICTS[a].severity,
);

/** The verdicts that fail or warn the run, the most severe first: the reports' regressions. */
export const REGRESSION_VERDICTS: readonly TargetVerdict[] = VERDICTS_BY_SEVERITY.filter(
  (v) => VERDICTS[v].level !== 'none',
);

/** Whether a verdict fails the run (exit 1). */
export function failsRun(v: TargetVerdict): boolean {
  return VERDICTS[v].level === 'fail';
}

/** Where a target stands against a band of its rule: the verdict of each (judge.ts, history-stats.ts). */
export const VERDICT_OF_BAND = {
  fail: 'regressed',
  warn: 'possible-regression',
  better: 'improved',
  within: 'unchanged',
} as const satisfies Record<string, TargetVerdict>;

export type Band = keyof typeof VERDICT_OF_BAND;
