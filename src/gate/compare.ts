// The regression gate's comparison (gate.md): a current results document against a baseline, per
// suite, per round (survival rate), finalScore and every gated metric. `compareDocuments` is pure;
// `compareRuns` first streams the items files it needs.
import { createHash } from 'node:crypto';
import { sideFile } from '../results/side-files.js';
import type { Direction, Metric, ResultsDocument, Round, RunVerdict, Suite } from '../results/types.js';
import { suitesById } from '../results/document.js';
import type { Logger } from '../core/logger.js';
import type { ResolvedGateConfig } from './config.js';
import { scanItems, type ItemsScan, type Outcome, type WorstItem } from './items.js';
import { boundViolation, dropExceeds, effectiveRule, plainUnit, thresholdText, type EffectiveRule, type Scale, type TargetKind } from './rules.js';
import { judgeHistory, MAD_SCALE, pastValues, targetHistory, type HistoryBasis, type TargetHistory } from './history-stats.js';
import type { HistoryLoad } from './history-types.js';
import { mcnemarOneSided, newcombeOneSidedP, type RateCounts } from './stats.js';

export type TargetVerdict = 'regressed' | 'possible-regression' | 'unchanged' | 'improved' | 'insufficient-data' | 'new' | 'removed';

export type TestName = 'mcnemar' | 'newcombe';

export interface TargetComparison {
  kind: TargetKind;
  /** Round id, metric id, or `finalScore`. */
  id: string;
  label: string;
  scale: Scale;
  direction: Direction;
  unit: string | null;
  /** Values in the target's scale: survival rate and rate metrics in percent, finalScore 0–100. */
  baseline: number | null;
  current: number | null;
  /** current − baseline. */
  delta: number | null;
  test: TestName | null;
  p: number | null;
  verdict: TargetVerdict;
  /** Why the verdict is what it is (thresholds crossed, bounds violated, too few items). */
  reasons: string[];
  /** The fail level's drop threshold in words ("5 points or 5 % of the baseline"); null when it has none. */
  threshold: string | null;
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
}

export interface Comparison {
  level: number;
  alpha: number;
  minItems: number;
  hasBaseline: boolean;
  verdict: RunVerdict;
  suites: SuiteComparison[];
  /** Short hash of every per-target verdict: the PR comment's on-change mode compares it. */
  verdictHash: string;
}


const SEVERITY: Record<TargetVerdict, number> = { regressed: 6, 'possible-regression': 5, 'insufficient-data': 3, improved: 2, new: 1, removed: 1, unchanged: 0 };


/**
 * α = 1 − level, rounded to 12 decimals: 1 − 0.95 is 0.050000000000000044 in floating point,
 * which would count p = 0.05 as significant.
 */
export function alphaOf(level: number): number {
  return Math.round((1 - level) * 1e12) / 1e12;
}

function worse(a: TargetVerdict, b: TargetVerdict): TargetVerdict {
  return SEVERITY[b] > SEVERITY[a] ? b : a;
}

function isRate(m: Metric | undefined): m is Metric & { passed: number; input: number } {
  return m !== undefined && typeof m.passed === 'number' && typeof m.input === 'number';
}

/**
 * The rounds whose conjunction is the suite's finalScore when its benchmark tests it as a pass rate
 * (GateHints.finalScoreRounds, those the suite has), else null.
 */
function finalScoreRounds(suite: Suite, cfg: ResolvedGateConfig): readonly string[] | null {
  const listed = cfg.hints(suite.benchmark)?.finalScoreRounds;
  if (listed === undefined) return null;
  const present = listed === 'all' ? suite.rounds.map((r) => r.id) : listed.filter((r) => suite.rounds.some((round) => round.id === r));
  return present.length > 0 ? present : null;
}

/** One value to judge, in its scale, with what a test needs. */
interface Side {
  value: number | null;
  /** Items behind the value (null: not subject to minItems). */
  n: number | null;
  /** For tested rates: passed/n. */
  counts: RateCounts | null;
}

interface JudgeInput {
  baseline: Side | null;
  current: Side | null;
  rule: EffectiveRule;
  scale: Scale;
  /** The target's unit (for threshold words). */
  unit?: string | null;
  tested: boolean;
  pairedCounts: { b: number; c: number } | null;
  cfg: ResolvedGateConfig;
  /** The target's history (only when one was loaded); used when the rule is `kind: history`. */
  history?: TargetHistory;
}

function fmt(v: number): string {
  return Number(v.toFixed(4)).toString();
}

/** p-values keep two significant digits however small. */
function fmtP(p: number): string {
  return p >= 0.0001 ? fmt(p) : p.toExponential(1);
}

/** gate.md "Verdicts", then the absolute bounds. Pure. */
export function judge(input: JudgeInput): { verdict: TargetVerdict; test: TestName | null; p: number | null; reasons: string[]; history?: { basis: HistoryBasis; band?: number } } {
  const { baseline, current, rule, cfg } = input;
  const alpha = alphaOf(cfg.level);
  const reasons: string[] = [];
  let verdict: TargetVerdict;
  let test: TestName | null = null;
  let p: number | null = null;
  // `kind: history` with a history: the base branch's own spread decides, or says why it cannot.
  const hj = rule.history !== undefined && input.history !== undefined && current !== null && current.value !== null ? judgeHistory(input.history, current.value, rule.direction, rule.history, unitWords(input.scale, input.unit ?? null)) : null;
  if (current === null) verdict = 'removed';
  else if (baseline === null) verdict = 'new';
  else if (baseline.value === null || current.value === null) {
    verdict = 'insufficient-data';
    reasons.push(`value is null on the ${current.value === null ? 'current' : 'baseline'} side`);
  } else if ((baseline.n !== null && baseline.n < cfg.minItems) || (current.n !== null && current.n < cfg.minItems)) {
    verdict = 'insufficient-data';
    reasons.push(`fewer than ${cfg.minItems} items (baseline ${baseline.n ?? '–'}, current ${current.n ?? '–'})`);
  } else if (hj?.verdict !== undefined) {
    verdict = hj.verdict;
    reasons.push(hj.reason);
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
    const failX = dropExceeds(drop, baseline.value, rule.fail);
    const warnX = dropExceeds(drop, baseline.value, rule.warn);
    // In the metric's own direction: a lower-is-better metric that got worse rose.
    const ownUnit = input.unit === '%' ? ' pp' : plainUnit(input.unit ?? null) ? ` ${input.unit}` : '';
    const change = `${rule.direction === 'lower' ? 'rose' : 'fell'} by ${fmt(drop)}${input.scale === 'points' ? (fmt(drop) === '1' ? ' point' : ' points') : ownUnit}`;
    const level = (which: 'fail' | 'warn') => `more than the ${which} threshold${thresholdOf(which) === null ? '' : ` (${thresholdOf(which)})`}`;
    const thresholdOf = (which: 'fail' | 'warn') => thresholdText(rule[which], input.scale, input.unit ?? null);
    if (failX && (p === null || p < alpha)) {
      verdict = 'regressed';
      reasons.push(`${change}, ${level('fail')}${p !== null ? `; p = ${fmtP(p)} < α = ${fmt(alpha)}` : ''}`);
    } else if (failX || warnX) {
      verdict = 'possible-regression';
      reasons.push(failX ? `${change}, ${level('fail')}, but p = ${fmtP(p ?? 1)} ≥ α = ${fmt(alpha)} (not significant)` : `${change}, ${level('warn')}`);
    } else if (dropExceeds(-drop, baseline.value, rule.warn)) verdict = 'improved';
    else verdict = 'unchanged';
    if (hj !== null) reasons.push(hj.reason);
  }
  if (current !== null && current.value !== null) {
    const failBound = boundViolation(current.value, rule.fail);
    const warnBound = boundViolation(current.value, rule.warn);
    if (failBound !== null) {
      verdict = 'regressed';
      reasons.push(`${fmt(current.value)} is ${failBound} (fail)`);
    } else if (warnBound !== null) {
      verdict = worse(verdict, 'possible-regression');
      reasons.push(`${fmt(current.value)} is ${warnBound} (warn)`);
    }
  }
  if (hj === null) return { verdict, test, p, reasons };
  return { verdict, test, p, reasons, history: hj.band === undefined ? { basis: hj.basis } : { basis: hj.basis, band: hj.band } };
}

function roundSide(suite: Suite | undefined, round: Round | undefined): Side | null {
  if (suite === undefined || round === undefined) return null;
  const value = suite.total > 0 ? (100 * round.passed) / suite.total : null;
  return { value, n: suite.total, counts: suite.total > 0 ? { passed: round.passed, n: suite.total } : null };
}

function finalScoreSide(suite: Suite | undefined, tested: boolean): Side | null {
  if (suite === undefined) return null;
  if (!tested) return { value: suite.finalScore, n: null, counts: null };
  const counts = suite.finalScore !== null && suite.total > 0 ? { passed: Math.round((suite.finalScore * suite.total) / 100), n: suite.total } : null;
  return { value: suite.finalScore, n: suite.total, counts };
}

function metricSide(m: Metric | undefined): Side | null {
  if (m === undefined) return null;
  if (isRate(m)) return { value: m.value === null ? null : 100 * m.value, n: m.input, counts: m.input > 0 ? { passed: m.passed, n: m.input } : null };
  return { value: m.value, n: typeof m.count === 'number' ? m.count : null, counts: null };
}

/** "points", "pp", "ms" or "": the words after a number of this target in the history rule's reasons. */
function unitWords(scale: Scale, unit: string | null): string {
  return scale === 'points' ? 'points' : unit === '%' ? 'pp' : plainUnit(unit) ? unit : '';
}

function union(a: readonly string[], b: readonly string[]): string[] {
  const inA = new Set(a);
  return [...a, ...b.filter((x) => !inA.has(x))];
}

/** A suite's rounds by id (the first of an id, as `find` would give). */
function roundsById(suite: Suite | undefined): Map<string, Round> {
  const byId = new Map<string, Round>();
  for (const r of suite?.rounds ?? []) if (!byId.has(r.id)) byId.set(r.id, r);
  return byId;
}

function compareSuite(current: Suite | undefined, baseline: Suite | undefined, cfg: ResolvedGateConfig, scan: ItemsScan | null, history: HistoryLoad | null = null): SuiteComparison {
  const ref = (current ?? baseline)!;
  const base: Omit<SuiteComparison, 'state' | 'verdict' | 'targets'> = {
    id: ref.id,
    benchmark: ref.benchmark,
    paired: false,
    shared: scan?.baselineItems !== null && scan !== null ? scan.shared : null,
    worst: scan?.worst ?? [],
    failingItems: scan?.failing ?? null,
  };
  if (current?.status === 'error') return { ...base, state: 'error', verdict: 'error', targets: [] };
  if (current?.status === 'skipped') return { ...base, state: 'skipped', verdict: 'skipped', targets: [] };
  const baseUsable = baseline !== undefined && baseline.status === 'ok' ? baseline : undefined;
  const paired = scan !== null && scan.paired && cfg.hints(ref.benchmark)?.unpaired !== true;
  const targets: TargetComparison[] = [];
  const finalScoreMetric = cfg.hints(ref.benchmark)?.finalScoreMetric;
  const add = (kind: TargetKind, id: string, label: string, scale: Scale, direction: Direction, unit: string | null, b: Side | null, c: Side | null, tested: boolean, pairKey: string | null) => {
    const aliases = id === 'finalScore' && kind === 'metric' && finalScoreMetric !== undefined ? [finalScoreMetric] : [];
    const rule = effectiveRule(cfg.rules, ref.id, kind, id, scale, direction, aliases);
    if (rule.direction === 'none') return;
    const pairedCounts = paired && pairKey !== null ? (scan!.discordant.get(pairKey) ?? null) : null;
    const h = history === null ? undefined : targetHistory(pastValues(history, ref.id, kind, id));
    const j = judge({ baseline: b, current: c, rule, scale, unit, tested, pairedCounts, cfg, ...(h === undefined ? {} : { history: h }) });
    const delta = b?.value !== null && b?.value !== undefined && c?.value !== null && c?.value !== undefined ? c.value - b.value : null;
    targets.push({ kind, id, label, scale, direction: rule.direction, unit, baseline: b?.value ?? null, current: c?.value ?? null, delta, test: j.test, p: j.p, verdict: j.verdict, reasons: j.reasons, threshold: thresholdText(rule.fail, scale, unit), items: { baseline: b?.n ?? null, current: c?.n ?? null } });
    const t = targets[targets.length - 1]!;
    if (h !== undefined) t.history = rule.history === undefined ? h : { ...h, rule: rule.history, ...j.history };
    if (j.history?.band !== undefined && rule.history !== undefined) t.threshold = `${rule.history.k} × ${MAD_SCALE} × MAD of the last ${h!.values.length} runs = ${fmt(j.history.band)}${unitWords(scale, unit) === '' ? '' : ` ${unitWords(scale, unit)}`}`;
    return t;
  };

  const roundIds = union((current?.rounds ?? []).map((r) => r.id), (baseUsable?.rounds ?? []).map((r) => r.id));
  const currentRounds = roundsById(current);
  const baselineRounds = roundsById(baseUsable);
  for (const id of roundIds) {
    const cr = currentRounds.get(id);
    const br = baselineRounds.get(id);
    const t = add('round', id, cr?.label ?? br?.label ?? id, 'points', 'higher', '%', roundSide(baseUsable, br), roundSide(current, cr), true, `round:${id}`);
    if (t !== undefined) t.round = { input: cr?.input ?? 0, passed: cr?.passed ?? 0, baselineInput: br?.input ?? null, baselinePassed: br?.passed ?? null };
  }
  const fsTested = finalScoreRounds(ref, cfg) !== null;
  add('metric', 'finalScore', 'Final score', 'points', 'higher', null, finalScoreSide(baseUsable, fsTested), finalScoreSide(current, fsTested), fsTested, fsTested ? 'finalScore' : null);
  const metricIds = union(Object.keys(current?.metrics ?? {}), Object.keys(baseUsable?.metrics ?? {}));
  for (const id of metricIds) {
    if (id === finalScoreMetric) continue;
    const cm = current?.metrics[id];
    const bm = baseUsable?.metrics[id];
    const m = (cm ?? bm)!;
    const rate = isRate(cm ?? bm);
    add('metric', id, id, rate ? 'points' : 'unit', m.direction, rate ? '%' : (m.unit ?? null), metricSide(bm), metricSide(cm), rate && isRate(bm) && isRate(cm), null);
  }
  const state: SuiteState = current === undefined ? 'removed' : baseUsable === undefined ? 'new' : 'compared';
  const verdict = targets.reduce<TargetVerdict>((acc, t) => worse(acc, t.verdict), state === 'new' ? 'new' : state === 'removed' ? 'removed' : 'unchanged');
  return { ...base, state, verdict, paired, targets };
}

/** Outcomes paired through the items files: every round, plus a finalScore tested as a pass rate. */
export function suiteOutcomes(suite: Suite, cfg: ResolvedGateConfig): Outcome[] {
  const outcomes: Outcome[] = suite.rounds.map((r) => ({ key: `round:${r.id}`, rounds: [r.id] }));
  const fs = finalScoreRounds(suite, cfg);
  if (fs !== null) outcomes.push({ key: 'finalScore', rounds: fs });
  return outcomes;
}

export function verdictHash(suites: readonly SuiteComparison[], runVerdict: RunVerdict): string {
  const lines = [`run=${runVerdict}`];
  for (const s of suites) {
    lines.push(`${s.id}=${s.verdict}`);
    for (const t of s.targets) lines.push(`${s.id}/${t.kind}/${t.id}=${t.verdict}`);
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex').slice(0, 16);
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
export function runVerdict(suites: readonly SuiteComparison[], hasBaseline: boolean, cfg: Pick<ResolvedGateConfig, 'onMissingBaseline' | 'onRemovedSuite'>): RunVerdict {
  if (suites.some((s) => s.state === 'error') || measuredNothing(suites)) return 'error';
  const all = suites.flatMap((s) => s.targets.map((t) => t.verdict));
  const removed = suites.some((s) => s.state === 'removed');
  if (all.includes('regressed') || (removed && cfg.onRemovedSuite === 'fail')) return 'fail';
  if (!hasBaseline) return cfg.onMissingBaseline === 'pass' ? 'no-baseline' : cfg.onMissingBaseline === 'warn' ? 'warn' : 'fail';
  if (all.includes('possible-regression') || removed) return 'warn';
  return 'pass';
}

/**
 * Compare two documents given the items scans already made (key: suite id). Without a baseline
 * every target is `new`, and only the absolute bounds can fail it.
 */
export function compareDocuments(current: ResultsDocument, baseline: ResultsDocument | null, cfg: ResolvedGateConfig, scans: ReadonlyMap<string, ItemsScan> = new Map(), history: HistoryLoad | null = null): Comparison {
  // An empty history (history: 0, nothing found) changes nothing: targets get no `history`.
  const past = history !== null && history.runs.length > 0 ? history : null;
  const ids = union(
    current.suites.map((s) => s.id),
    (baseline?.suites ?? []).filter((s) => s.status !== 'skipped').map((s) => s.id),
  );
  const currentById = suitesById(current);
  const baselineById = baseline === null ? null : suitesById(baseline);
  const suites = ids.map((id) =>
    compareSuite(
      currentById.get(id),
      baselineById?.get(id),
      cfg,
      scans.get(id) ?? null,
      past,
    ),
  );
  const verdict = runVerdict(suites, baseline !== null, cfg);
  return { level: cfg.level, alpha: alphaOf(cfg.level), minItems: cfg.minItems, hasBaseline: baseline !== null, verdict, suites, verdictHash: verdictHash(suites, verdict) };
}

/** A results document and the directory its items files are relative to (null: ignore items files). */
export interface RunSide {
  doc: ResultsDocument;
  dir: string | null;
}

/**
 * The items file of a suite, or null. The name comes from the document (in the report job, from a
 * pull request's artifact): only a regular file inside the document's folder is read; a refused
 * name is skipped with a warning naming the field (a missing file, quietly: the suite is unpaired).
 */
async function itemsPath(side: RunSide | null, suiteId: string, which: string, log: Logger | undefined): Promise<string | null> {
  const suite = side === null ? undefined : suitesById(side.doc).get(suiteId);
  if (side?.dir === null || side === null || suite?.itemsFile === undefined) return null;
  const file = await sideFile(side.dir, suite.itemsFile);
  if (file.ok) return file.value;
  const refusal = file.diagnostics[0]!;
  if (refusal.code !== 'missing-file') log?.warn(`${which} suite ${suiteId}: itemsFile ${JSON.stringify(suite.itemsFile).slice(0, 120)} ${refusal.message}: its items are not used`);
  else if (which === 'current') log?.warn(`items file of suite ${suiteId} not found: ${suite.itemsFile}`);
  return null;
}

/**
 * Stream the items files each suite has, then compare. A file is read for one suite only: a
 * document that names one items file for many suites would have it scanned once per suite
 * (issue #29, bounded work); the later suites are compared unpaired, with a warning.
 */
export async function compareRuns(current: RunSide, baseline: RunSide | null, cfg: ResolvedGateConfig, opts: { keepWorst?: number; log?: Logger; history?: HistoryLoad } = {}): Promise<Comparison> {
  const scans = new Map<string, ItemsScan>();
  const used = new Set<string>();
  const once = (file: string | null, which: string, suiteId: string): string | null => {
    if (file === null) return null;
    if (!used.has(`${which}:${file}`)) {
      used.add(`${which}:${file}`);
      return file;
    }
    opts.log?.warn(`${which} suite ${suiteId}: its items file is another suite's too: its items are not used`);
    return null;
  };
  for (const suite of current.doc.suites) {
    if (suite.status !== 'ok') continue;
    const currentFile = once(await itemsPath(current, suite.id, 'current', opts.log), 'current', suite.id);
    if (currentFile === null) continue;
    const baselineSuite = baseline === null ? undefined : suitesById(baseline.doc).get(suite.id);
    const baselineFile = baselineSuite?.status === 'ok' ? once(await itemsPath(baseline, suite.id, 'baseline', opts.log), 'baseline', suite.id) : null;
    const scan = await scanItems({ currentFile, baselineFile, rounds: suite.rounds.map((r) => r.id), outcomes: suiteOutcomes(suite, cfg), keepWorst: opts.keepWorst ?? 10 });
    if (scan.badLines > 0) opts.log?.warn(`suite ${suite.id}: ${scan.badLines} malformed line(s) in the items files were skipped`);
    scans.set(suite.id, scan);
  }
  return compareDocuments(current.doc, baseline?.doc ?? null, cfg, scans, opts.history ?? null);
}
