// The regression gate as one call: load the baseline, compare, decide the exit code. It returns
// the verdict model (model.ts); the callers (`bench-check run`/`compare`/`history`, the action)
// only format it (src/report/).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { formatDiagnostic } from '../core/diagnostics.js';
import type { Logger } from '../core/logger.js';
import type { ResultsDocument, RunVerdict } from '../results/types.js';
import {
  baselineWarnings,
  loadBaselineFile,
  unrelatedBaseline,
  type BaselineLoad,
  type BaselineProvenance,
  type FoundBaseline,
} from './baseline.js';
import { compareDocuments, compareRunsWithoutVerdict, withRunVerdict } from './compare.js';
import { untestable } from './family.js';
import { checkResultsLimits } from './limits.js';
import { resolveGateConfig, type GateConfig, type GateHintsOf, type ResolvedGateConfig } from './config.js';
import type { HistoryLoad } from './history-types.js';
import type { Comparison, FailReason, Reason, RunFacts, RunFailure } from './model.js';
import { decideRun, measuredNothing } from './run-outcome.js';
import { runScores, unscoredOf } from './scores.js';

export type { GateConfig } from './config.js';
export type * from './model.js';

export interface ApplyGateOptions {
  /** Relative baseline paths resolve against this (the config's directory, or the workspace). */
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  log: Logger;
  /** Directory of the current results.json (its items files); null: none were written. */
  resultsDir: string | null;
  /** A baseline already loaded elsewhere (the action's artifact source); skips the config's source. */
  baseline?: BaselineLoad;
  /** What each benchmark tells the gate (`gateHintsOf(catalog)`). */
  hints: GateHintsOf;
  /**
   * The base branch's past runs (selectHistory: comparable ones, newest first): targets get their
   * past values, `kind: history` rules their verdict, the report its trend. Absent or empty: none.
   */
  history?: HistoryLoad;
}

/** Everything the reports of a run show (src/report/ formats it): the verdict model and what it was judged against. */
export interface GateReport {
  current: ResultsDocument;
  /** The baseline document (for the funnel chart's baseline line); null without one. */
  baselineDoc: ResultsDocument | null;
  comparison: Comparison;
  baseline: { provenance: BaselineProvenance; warnings: string[] } | null;
  /** Why there is no baseline (shown, never a silent pass). */
  missingBaseline: string | null;
  /** The baseline was asked for but could not be used (`missingBaseline` says why): verdict error. */
  baselineFailed?: boolean;
  /** The current run did not finish (stopped before every suite was scored): verdict error. */
  incomplete?: Extract<RunFailure, { kind: 'incomplete' }> | null;
  onMissingBaseline: 'pass' | 'warn' | 'fail';
  /** The history the comparison used (only when one was loaded, even empty: the report says what was skipped). */
  history?: HistoryLoad;
}

export interface GateOutcome {
  /** A copy of the document with `verdict` filled. */
  doc: ResultsDocument;
  /** 0 ok · 1 regressed · 2 bad baseline or a suite in error · 3 missing baseline under `fail` (precedence 2 > 3 > 1 > 0). */
  exitCode: number;
  /** Why the exit code is not 0 (null when it is): decided with it (run-outcome.ts). */
  reason: FailReason | null;
  comparison: Comparison;
  /** Whether any gated target regressed, or a suite was removed under `onRemovedSuite: fail` (exit 1 unless something worse happened). */
  regressed: boolean;
  /** Ids of the baseline's suites this run lacks. */
  removed: string[];
  baseline: FoundBaseline | null;
  /**
   * Why the run cannot be judged although its suites may be fine (exit 2: a baseline that was asked
   * for and could not be used, a current run that did not finish, …), then the suites that could not be scored.
   */
  failures: RunFailure[];
  /** What the PR comment, the job summary, the terminal and the exports show. */
  report: GateReport;
}

/** The configured baseline (sources `file` and `path`); `artifact` needs the action (src/main.ts). */
export async function loadConfiguredBaseline(
  gate: ResolvedGateConfig,
  opts: { cwd: string; env: Readonly<Record<string, string | undefined>> },
): Promise<BaselineLoad> {
  if (gate.baseline.source === 'artifact') {
    return {
      kind: 'missing',
      message:
        'baseline source "artifact" is only available inside the GitHub Action (use --baseline FILE or source "file" locally)',
    };
  }
  return loadBaselineFile(path.resolve(opts.cwd, gate.baseline.path), gate.baseline.source, { env: opts.env });
}

/** Why the baseline cannot be used although one was asked for (exit 2), or null. */
function baselineFailure(loaded: BaselineLoad, gate: ResolvedGateConfig): string | null {
  if (loaded.kind === 'error') return loaded.message;
  if (loaded.kind === 'invalid')
    return `the baseline is not a valid results document: ${loaded.diagnostics.slice(0, 3).map(formatDiagnostic).join('; ')}`;
  if (loaded.kind !== 'found') return null;
  // Duplicate suite ids or a document over the limits: not compared (nor rendered) at all.
  const checked = checkResultsLimits(loaded.side.doc, gate.limits, loaded.provenance.location);
  if (!checked.ok) return `the baseline cannot be used: ${checked.diagnostics.map(formatDiagnostic).join('; ')}`;
  return null;
}

/** Why a results document does not hold a whole run, or null when it does. */
function incompleteRun(doc: ResultsDocument): Extract<RunFailure, { kind: 'incomplete' }> | null {
  if (doc.run.incomplete !== true) return null;
  return { kind: 'incomplete', stopReason: doc.run.stopReason ?? null, pending: doc.run.pending ?? [] };
}

/** The targets whose test gave no finite p, one failure each (exit 2): the run cannot be judged. */
export function statisticsFailures(c: Pick<Comparison, 'suites'>): RunFailure[] {
  return untestable(c.suites).map(({ suite, target }) => {
    const r = target.reasons.find((x): x is Extract<Reason, { kind: 'no-p' }> => x.kind === 'no-p')!;
    const cause = `${r.test}: ${r.cause}`;
    const name = target.kind === 'round' ? `round ${target.id}` : target.id;
    return { kind: 'statistics', message: `suite ${suite}, ${name}: no p-value (${cause}): the run cannot be judged` };
  });
}

/** The suites that could not be scored, as a failure (exit 2), or null. */
function unscoredFailure(c: Pick<Comparison, 'run'>): RunFailure | null {
  return c.run.unscored === null ? null : { kind: 'unscored', ...c.run.unscored };
}

export async function applyGate(
  doc: ResultsDocument,
  gateConfig: GateConfig | undefined,
  opts: ApplyGateOptions,
): Promise<GateOutcome> {
  const gate = resolveGateConfig(gateConfig, opts.hints);
  const loaded = opts.baseline ?? (await loadConfiguredBaseline(gate, opts));
  if (loaded.kind === 'invalid') for (const d of loaded.diagnostics) opts.log.warn(`baseline: ${formatDiagnostic(d)}`);
  const failure = baselineFailure(loaded, gate);
  const incomplete = incompleteRun(doc);
  const failures: RunFailure[] = [];
  if (incomplete !== null) failures.push(incomplete);
  if (failure !== null) failures.push({ kind: 'baseline', message: failure });
  const unrelated = loaded.kind === 'found' && failure === null ? unrelatedBaseline(doc, loaded.side.doc) : null;
  const found = loaded.kind === 'found' && failure === null && unrelated === null ? loaded : null;
  const missing = failure ?? unrelated ?? (loaded.kind === 'missing' ? loaded.message : null);
  const compared = await compareRunsWithoutVerdict(
    { doc, dir: opts.resultsDir },
    found?.side ?? null,
    gate,
    opts.history === undefined ? { log: opts.log } : { log: opts.log, history: opts.history },
  );
  if (measuredNothing(compared.suites)) failures.push({ kind: 'nothing-measured' });
  failures.push(...statisticsFailures(compared));
  // The callers check the current document before the gate (they must not render one over the
  // limits either); this keeps every caller, `history` included, from gating duplicate ids.
  const limits = checkResultsLimits(doc, gate.limits, 'the results document');
  if (!limits.ok)
    failures.push(...limits.diagnostics.map((d): RunFailure => ({ kind: 'limits', message: formatDiagnostic(d) })));
  const unscored = unscoredFailure(compared);
  if (unscored !== null) failures.push(unscored);
  // The one decision of the run: the comparison carries no verdict before it.
  const decided = decideRun({ suites: compared.suites, hasBaseline: compared.hasBaseline, failures }, gate);
  const comparison = withRunVerdict(compared, decided.verdict);
  const warnings =
    found === null ? [] : baselineWarnings(doc, found.side.doc, found.provenance, gate.baseline.maxAgeDays);
  for (const w of warnings) opts.log.warn(w);
  if (failure === null && missing !== null)
    opts.log.warn(`${missing} (on-missing-baseline: ${gate.onMissingBaseline})`);
  const report: GateReport = {
    current: doc,
    baselineDoc: found?.side.doc ?? null,
    comparison,
    baseline: found === null ? null : { provenance: found.provenance, warnings },
    missingBaseline: missing,
    baselineFailed: failure !== null,
    incomplete,
    onMissingBaseline: gate.onMissingBaseline,
  };
  if (opts.history !== undefined) report.history = opts.history;
  return {
    doc: { ...doc, verdict: decided.verdict },
    exitCode: decided.exitCode,
    reason: decided.reason,
    comparison,
    regressed: decided.regressed,
    removed: comparison.run.removed,
    baseline: found,
    failures,
    report,
  };
}

/** A run no gate judged (no `gate` section, a shard, the action's `score` mode): its verdict, exit code and report. */
export interface UngatedOutcome {
  /** `error` when the run could not be measured (it did not finish, a suite could not be scored, it holds no suite), else none. */
  verdict: Extract<RunVerdict, 'error'> | null;
  /** 2 when the run could not be measured, else 0. */
  exitCode: number;
  /** Why it could not be measured (exit 2), else null. */
  reason: FailReason | null;
  failures: RunFailure[];
  /** Its targets against no baseline (the exports list them), nothing gated. */
  report: GateReport;
}

/**
 * The outcome of a run without a gate: "could not measure ⇒ exit 2" (fail closed) as for a gated
 * run; a document of another shard's suites only (all skipped) was measured by that shard.
 */
export function withoutGate(doc: ResultsDocument, hints: GateHintsOf): UngatedOutcome {
  const comparison = compareDocuments(doc, null, resolveGateConfig(undefined, hints));
  const incomplete = incompleteRun(doc);
  const failures: RunFailure[] = [];
  if (incomplete !== null) failures.push(incomplete);
  if (doc.suites.length === 0) failures.push({ kind: 'nothing-measured' });
  const unscored = unscoredFailure(comparison);
  if (unscored !== null) failures.push(unscored);
  const report: GateReport = {
    current: doc,
    baselineDoc: null,
    comparison,
    baseline: null,
    missingBaseline: null,
    incomplete,
    onMissingBaseline: 'pass',
  };
  const decided = decideRun({ suites: comparison.suites, hasBaseline: false, failures }, null);
  return { verdict: decided.verdict, exitCode: decided.exitCode, reason: decided.reason, failures, report };
}

/** What the results report (no gate) says first: the mean final score, over how many suites, or which suites could not be scored. */
export function documentScores(doc: Pick<ResultsDocument, 'suites'>): {
  mean: number | null;
  scored: number;
  unscored: RunFacts['unscored'];
} {
  const { mean, scored } = runScores(doc, null);
  return { mean, scored, unscored: unscoredOf(doc) };
}

/**
 * The verdict hash of a results document that was refused before anything was compared (over a
 * limit, not a results document): the comment's on-change mode sees each refusal as its own verdict.
 */
export function refusedVerdictHash(why: string): string {
  return createHash('sha256').update(`refused\n${why}`).digest('hex').slice(0, 16);
}
