// The verdict model: what the gate decided, every fact computed once, as data. The PR
// comment, the job summary, the terminal report, the exports, the action's outputs and the exit
// code only format it (src/report/); none of them resolves a rule, tests a threshold or computes
// a mean again. Types only.
import type { NumberKind } from '../core/numbers.js';
import type { Direction, RunVerdict, Suite } from '../results/types.js';
import type { Thresholds } from './config.js';
import type { MultipleTesting } from './stats.js';
import type { HistoryJudgement, HistoryRule, TargetHistory } from './history-stats.js';
import type { WorstItem } from './items.js';
import type { TargetVerdict } from './verdicts.js';
import type { UsageFigure } from './usage.js';

/** A target's verdict: the kinds and what each means are the table in verdicts.ts. */
export type { TargetVerdict } from './verdicts.js';

/**
 * mcnemar/newcombe on items; welch/paired-t on the repeats' values when both sides have ≥ 2
 * (gate.md "Repeats"); on a usage metric's per-item values (docs/usage.md "The gate"),
 * paired-t-items on the shared items when the items are paired, else welch-items on each side's.
 */
export type TestName = 'mcnemar' | 'newcombe' | 'welch' | 'paired-t' | 'paired-t-items' | 'welch-items';

/** A usage metric tested on its items' values: the figure, paired or not, how many values each side gave, df, and each side's mean. */
export interface ItemValues {
  /** The per-item figure the test is on (latency for both latency percentiles). */
  figure: UsageFigure;
  /** Paired on the shared items (paired-t-items), or each side's items as independent samples (welch-items). */
  paired: boolean;
  /** Values on each side: the shared items with the figure on both sides when paired. */
  n: { baseline: number; current: number };
  /** Degrees of freedom of the test. */
  df: number;
  /** Mean of the figure over those items, on each side. */
  baselineMean: number;
  currentMean: number;
}

/** One side's repeat values of a target: how many, their mean and the half-width of the 95 % t interval. */
export interface RepeatSpread {
  n: number;
  mean: number;
  halfWidth: number;
}

/** A target tested on its repeats: the test, its degrees of freedom and each side's spread. */
export interface RepeatComparison {
  test: 'welch' | 'paired-t';
  df: number;
  baseline: RepeatSpread;
  current: RepeatSpread;
}

/** What is compared: a round (survival rate), `finalScore`, or a metric. */
export type TargetKind = 'round' | 'metric';

/**
 * How a target's values are expressed for thresholds: `points` — percentage points (survival rates,
 * rate metrics ×100, finalScore); `unit` — the metric's own unit.
 */
export type Scale = 'points' | 'unit';

/** The thresholds a target was judged by: gate.md's defaults, then every `gate.rules` entry that applies. */
export interface EffectiveRule {
  direction: Direction;
  warn: Thresholds;
  fail: Thresholds;
  /** The smallest drop that can fail (`minEffect`), in the target's scale; null: none. */
  minEffect: number | null;
  /** Only when a rule said `kind: history` (and no later one `kind: threshold`): its parameters, defaults filled. */
  history?: HistoryRule;
}

/** The rule applied to a target and where it came from. */
export interface AppliedRule extends EffectiveRule {
  /**
   * gate.md's defaults for this scale (`usage`: a usage metric's own, docs/usage.md), then these
   * entries of `gate.rules` (their indexes), in order.
   */
  from: { defaults: Scale | 'usage'; rules: number[] };
}

/** A bound of a level (`min`/`max`) and its limit. */
export interface BoundCrossed {
  level: 'fail' | 'warn';
  bound: 'min' | 'max';
  limit: number;
}

/** Why a target's verdict is what it is, as data; src/report/words.ts says it in words. */
export type Reason =
  /** One side has no value: nothing to compare. */
  | { kind: 'no-value'; side: 'current' | 'baseline' }
  /** A side has fewer items than minItems. */
  | { kind: 'too-few-items'; minItems: number; baseline: number | null; current: number | null }
  /**
   * The change crossed a level's drop threshold; `p` (when tested) against `alpha` decides fail or
   * possible. `drop` is the change for the worse in the target's direction (a rise for a
   * lower-is-better target), `dropPct` the same in % of |baseline| (null when the baseline is 0).
   */
  | {
      kind: 'drop';
      level: 'fail' | 'warn';
      drop: number;
      dropPct: number | null;
      p: number | null;
      pAdjusted: number | null;
      alpha: number;
    }
  /** The drop crossed the fail threshold but is smaller than the rule's `minEffect`: it cannot fail. */
  | { kind: 'min-effect'; drop: number; minEffect: number }
  /** The current value is outside an absolute bound. */
  | ({ kind: 'bound'; value: number } & BoundCrossed)
  /** A `kind: history` rule's judgement (or why the thresholds applied instead). */
  | { kind: 'history'; judgement: HistoryJudgement }
  /** The test gave no finite p: the target cannot be judged, and the run is an error (exit 2). */
  | { kind: 'no-p'; test: TestName; cause: string };

/** How a target's values are shown: what kind of number they are and the unit of a quantity (document text). */
export interface Display {
  kind: NumberKind;
  unit: string | null;
}

export interface TargetComparison {
  kind: TargetKind;
  /** Round id, metric id, or `finalScore`. */
  id: string;
  label: string;
  scale: Scale;
  direction: Direction;
  unit: string | null;
  /** How every report shows the values (the same in the comment and the terminal). */
  display: Display;
  /** Values in the target's scale: survival rate and rate metrics in percent, finalScore 0–100. */
  baseline: number | null;
  current: number | null;
  /** current − baseline. */
  delta: number | null;
  test: TestName | null;
  /** The test's own p-value. */
  p: number | null;
  /** p adjusted over the run's family of tests (`gate.multipleTesting`); the verdict uses it. Null when untested. */
  pAdjusted: number | null;
  /** Only when both sides had ≥ 2 repeats with a value: the test on them and each side's spread. */
  repeats?: RepeatComparison;
  /** Only when the test is `paired-t-items`: what it paired. */
  itemValues?: ItemValues;
  /**
   * Only when this target's test is the same test on the same data as an earlier target of its
   * suite (a finalScore that is its only round's pass rate): that target. The run's family counts
   * the hypothesis once; both carry the same p and adjusted p.
   */
  sameTestAs?: { kind: TargetKind; id: string };
  verdict: TargetVerdict;
  /** Why the verdict is what it is (thresholds crossed, bounds violated, too few items), in order. */
  reasons: Reason[];
  /** The rule the target was judged by. */
  rule: AppliedRule;
  /** The level whose drop threshold the change crosses (both values known), whether or not that decided the verdict. */
  exceeds: 'fail' | 'warn' | null;
  /** The absolute bound the current value is outside of (fail before warn), or null. */
  bound: BoundCrossed | null;
  /** Item counts each side had (null: the target has no item count). */
  items: { baseline: number | null; current: number | null };
  /**
   * Only when a history was loaded: the target's past values (newest first), their median and
   * spread, and, under `kind: history`, the rule and how it decided.
   */
  history?: TargetHistory;
  /** Rounds only: the conditional-rate counts, for the table. */
  round?: { input: number; passed: number; baselineInput: number | null; baselinePassed: number | null };
}

export type SuiteState = 'compared' | 'new' | 'removed' | 'error' | 'skipped';

/** What the reports say of a suite: the worst verdict of its tested targets; a suite nothing could test says whether it moved. */
export type SuiteOutcome = TargetVerdict | 'error' | 'skipped' | 'changed';

/** Why the gate did not test a suite (or some of its targets). */
export type UngatedWhy =
  | { kind: 'error' | 'skipped' | 'new' | 'no-baseline' | 'removed' | 'nothing-to-gate' | 'no-value' }
  /** The largest item count below minItems among the targets it kept from the gate. */
  | { kind: 'too-few-items'; items: number; minItems: number };

/** Whether the gate tested a suite, and why not (fully or in part). */
export interface SuiteGating {
  gated: 'yes' | 'partly' | 'no';
  /** Why not; null when gated. */
  why: UngatedWhy | null;
  /** Targets compared, and how many of them the gate could not test. */
  targets: number;
  untested: number;
}

/** A suite's final score in the overview: this run's (none for a suite that could not be scored), the baseline's, Δ. */
export interface ScoreRow {
  current: number | null;
  baseline: number | null;
  delta: number | null;
}

export interface SuiteComparison {
  id: string;
  benchmark: string;
  state: SuiteState;
  verdict: TargetVerdict | 'error' | 'skipped';
  /** Whether the round tests were paired (McNemar on shared ids). */
  paired: boolean;
  shared: number | null;
  targets: TargetComparison[];
  worst: WorstItem[];
  failingItems: number | null;
  /** The suite as this run and the baseline hold it (for what only a document has: usage, charts, identity). */
  docs: { current: Suite | undefined; baseline: Suite | undefined };
  /** The task (this run's, else the baseline's). */
  task: string | null;
  /** This run's item count (the overview's n); null when the run lacks the suite. */
  items: number | null;
  /** The finalScore target (one of `targets`), null when it is not compared (a suite not scored, `direction: none`). */
  finalScore: TargetComparison | null;
  score: ScoreRow;
  outcome: SuiteOutcome;
  gating: SuiteGating;
}

/** The run's mean final scores (results.md "Verdicts and action outputs"). */
export interface RunScores {
  /** Unweighted mean of the final scores of the suites that were scored; null when none was. */
  mean: number | null;
  /** How many suites that mean is over. */
  scored: number;
  /** The mean, or null when a suite could not be scored (the mean of the others would hide it): the `final-score` output. */
  final: number | null;
  /** The baseline's mean (null without one). */
  baseline: number | null;
  /** final − baseline. */
  delta: number | null;
  /** Each suite's final score; null for one that could not be scored (whatever number it carries). */
  bySuite: Record<string, number | null>;
}

/** What the run as a whole holds, beside the suites' verdicts. */
export interface RunFacts {
  scores: RunScores;
  /** Suites that could not be scored and how many the run was to score (skipped shards not counted); null when every one was. */
  unscored: { ids: string[]; of: number } | null;
  /** Ids of the baseline's suites this run lacks. */
  removed: string[];
  /** Compared suites the gate could not test at all (a pass must say it did not cover them). */
  ungated: string[];
  /** The document holds no suite it scored (none at all, or only other shards'). */
  scoredNothing: boolean;
}

/** Why a run cannot be judged although its suites may be fine (exit 2), or which suites could not be scored. */
export type RunFailure =
  /** The run stopped before every suite was scored. */
  | { kind: 'incomplete'; stopReason: string | null; pending: string[] }
  /** A baseline was asked for and cannot be used. */
  | { kind: 'baseline'; message: string }
  /** The current document holds no suite that was scored. */
  | { kind: 'nothing-measured' }
  /** The current document is over a limit of `gate.limits` (one per problem). */
  | { kind: 'limits'; message: string }
  /** Suites that could not be scored, of how many the run was to score. */
  | { kind: 'unscored'; ids: string[]; of: number }
  /** A target whose test gave no finite p (one per target, naming it and the cause). */
  | { kind: 'statistics'; message: string };

/** Why a run fails (its exit code is not 0): the words are report/words.ts's `failReasonWords`. */
export type FailReason =
  /** Exit 1: a gated target regressed. */
  | { kind: 'target-regressed' }
  /** Exit 1: no target regressed, but baseline suites are missing under `onRemovedSuite: fail`. */
  | { kind: 'removed-suite'; ids: string[] }
  /** Exit 3: no baseline under `onMissingBaseline: fail`. */
  | { kind: 'no-baseline' }
  /** Exit 2: the run cannot be judged; the first failure that is not a suite left unscored, else null (only suites unscored). */
  | { kind: 'cannot-judge'; failure: Exclude<RunFailure, { kind: 'unscored' }> | null };

export interface Comparison {
  level: number;
  alpha: number;
  /** How the run's p-values were adjusted, and how many tests the family held. */
  multipleTesting: MultipleTesting;
  family: number;
  minItems: number;
  hasBaseline: boolean;
  verdict: RunVerdict;
  suites: SuiteComparison[];
  /** Short hash of every per-target verdict: the PR comment's on-change mode compares it. */
  verdictHash: string;
  run: RunFacts;
}
