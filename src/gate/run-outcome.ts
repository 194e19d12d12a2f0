// The run decided once: its verdict, whether it regressed, its exit code and why it fails, from the
// compared suites and the run's failures. The action only applies `fail-on-regression` to the exit
// code; the CLI, the action and the reports take the rest as it is.
import { worstExitCode } from '../core/exit.js';
import type { RunVerdict } from '../results/types.js';
import type { ResolvedGateConfig } from './config.js';
import { untestable } from './family.js';
import type { FailReason, RunFailure, SuiteComparison } from './model.js';
import { failsRun, VERDICTS } from './verdicts.js';

/** What the run is decided from: the compared suites, whether a baseline was compared, what kept it from being judged. */
export interface RunInput {
  suites: readonly SuiteComparison[];
  hasBaseline: boolean;
  /** Why the run cannot be judged (exit 2), in the order the reports list them. */
  failures: readonly RunFailure[];
}

/** The gate's policies the run's outcome depends on. */
export type RunPolicy = Pick<ResolvedGateConfig, 'onMissingBaseline' | 'onRemovedSuite'>;

export interface RunOutcome<V> {
  verdict: V;
  /** A gated target regressed, or a baseline suite is missing under `onRemovedSuite: fail`. */
  regressed: boolean;
  /** 0 ok · 1 regressed · 2 cannot be judged · 3 no baseline under `onMissingBaseline: fail` (precedence 2 > 3 > 1 > 0). */
  exitCode: number;
  /** Why the exit code is not 0; null when it is. */
  reason: FailReason | null;
}

/** Whether the current run measured anything: a suite it scored (compared or new). No suite at all, or only skipped ones: nothing. */
export function measuredNothing(suites: readonly SuiteComparison[]): boolean {
  return !suites.some((s) => s.state === 'compared' || s.state === 'new' || s.state === 'error');
}

/**
 * Run verdict (results.md): error > fail > warn > pass, and the missing-baseline policy. A run
 * that measured nothing is an error; a baseline suite the run lacks is at least a warning
 * (`onRemovedSuite`; a pull request that deletes a failing suite must not pass quietly).
 */
export function runVerdict(
  suites: readonly SuiteComparison[],
  hasBaseline: boolean,
  cfg: Pick<ResolvedGateConfig, 'onMissingBaseline' | 'onRemovedSuite'>,
): RunVerdict {
  if (suites.some((s) => s.state === 'error') || measuredNothing(suites) || untestable(suites).length > 0)
    return 'error';
  const levels = suites.flatMap((s) => s.targets.map((t) => VERDICTS[t.verdict].level));
  const removed = suites.some((s) => s.state === 'removed');
  if (levels.includes('fail') || (removed && cfg.onRemovedSuite === 'fail')) return 'fail';
  if (!hasBaseline)
    return cfg.onMissingBaseline === 'pass' ? 'no-baseline' : cfg.onMissingBaseline === 'warn' ? 'warn' : 'fail';
  if (levels.includes('warn') || removed) return 'warn';
  return 'pass';
}

/**
 * The run's outcome. With a gate (`policy`): error when anything kept the run from being judged,
 * else the suites' verdict under the missing-baseline and removed-suite policies. Without one
 * (null: no `gate` section, a shard, the action's `score` mode): error or nothing, exit 2 or 0,
 * "could not measure ⇒ exit 2" as for a gated run.
 */
export function decideRun(input: RunInput, policy: RunPolicy): RunOutcome<RunVerdict>;
export function decideRun(input: RunInput, policy: null): RunOutcome<'error' | null>;
export function decideRun(input: RunInput, policy: RunPolicy | null): RunOutcome<RunVerdict | null> {
  const { suites, hasBaseline, failures } = input;
  const judged = policy === null ? null : runVerdict(suites, hasBaseline, policy);
  const verdict = failures.length > 0 ? 'error' : judged;
  const removed = suites.filter((s) => s.state === 'removed').map((s) => s.id);
  const targetRegressed = suites.some((s) => s.targets.some((t) => failsRun(t.verdict)));
  const regressed = policy !== null && (targetRegressed || (removed.length > 0 && policy.onRemovedSuite === 'fail'));
  const missingFails = policy !== null && !hasBaseline && policy.onMissingBaseline === 'fail';
  // A run that could not be judged fails closed, whatever else holds.
  const exitCode = worstExitCode(verdict === 'error' ? 2 : 0, missingFails ? 3 : 0, regressed ? 1 : 0);
  return { verdict, regressed, exitCode, reason: failReason(exitCode, failures, targetRegressed, removed) };
}

function failReason(
  exitCode: number,
  failures: readonly RunFailure[],
  targetRegressed: boolean,
  removed: string[],
): FailReason | null {
  if (exitCode === 0) return null;
  if (exitCode === 1) return targetRegressed ? { kind: 'target-regressed' } : { kind: 'removed-suite', ids: removed };
  if (exitCode === 3) return { kind: 'no-baseline' };
  const failure = failures.find((f): f is Exclude<RunFailure, { kind: 'unscored' }> => f.kind !== 'unscored');
  return { kind: 'cannot-judge', failure: failure ?? null };
}
