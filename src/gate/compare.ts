// The regression gate's comparison (gate.md): a current results document against a baseline, per
// suite, per round (survival rate), finalScore and every gated metric, into the verdict model
// (model.ts). `compareDocuments` is pure; `compareRuns` first streams the items files it needs.
import { createHash } from 'node:crypto';
import { sideFile } from '../results/side-files.js';
import type { Direction, Metric, ResultsDocument, Round, RunVerdict, Suite } from '../results/types.js';
import { scoredNothing, suitesById } from '../results/document.js';
import { metricKind } from '../core/numbers.js';
import type { Logger } from '../core/logger.js';
import type { ResolvedGateConfig } from './config.js';
import { scanItems, type ItemsScan, type Outcome, type UsageValues } from './items.js';
import { usageFigures, usageMetric } from './usage.js';
import { effectiveRule } from './rules.js';
import { pastValues, targetHistory } from './history-stats.js';
import type { HistoryLoad } from './history-types.js';
import { alphaOf, judge, worse, type JudgeInput } from './judge.js';
import { finalScoreSide, isRate, metricSide, roundSide, withRepeats, type Side } from './sides.js';
import { finalScoreData, judgeFamily, roundsData, type FamilyInput } from './family.js';
import { scoreRow, suiteGating, suiteOutcome, ungatedSuites } from './gating.js';
import { runScores, unscoredOf } from './scores.js';
import { runVerdict } from './run-outcome.js';
import type {
  Comparison,
  Display,
  Scale,
  SuiteComparison,
  SuiteState,
  TargetComparison,
  TargetKind,
  TargetVerdict,
} from './model.js';

export type {
  Comparison,
  Reason,
  SuiteComparison,
  SuiteState,
  TargetComparison,
  TargetVerdict,
  TestName,
} from './model.js';

/**
 * The rounds whose conjunction is the suite's finalScore when its benchmark tests it as a pass rate
 * (GateHints.finalScoreRounds, those the suite has), else null.
 */
function finalScoreRounds(suite: Suite, cfg: ResolvedGateConfig): readonly string[] | null {
  const listed = cfg.hints(suite.benchmark)?.finalScoreRounds;
  if (listed === undefined) return null;
  const present =
    listed === 'all'
      ? suite.rounds.map((r) => r.id)
      : listed.filter((r) => suite.rounds.some((round) => round.id === r));
  return present.length > 0 ? present : null;
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

/**
 * How a metric's values are shown, decided once for both sides: a rate in percent, else by its
 * unit and basis (core/numbers.ts metricKind); a whole number only when every side is one.
 */
function metricDisplay(rate: boolean, cm: Metric | undefined, bm: Metric | undefined): Display {
  if (rate) return { kind: 'percent', unit: null };
  const m = (cm ?? bm)!;
  let kind = metricKind(m);
  if (kind === 'count' && [cm, bm].some((x) => x !== undefined && metricKind(x) !== 'count')) kind = 'fraction';
  return { kind, unit: kind === 'quantity' || kind === 'money' ? (m.unit ?? null) : null };
}

/** What the second pass needs to judge a target again with its family-adjusted p (family.ts). */
type JudgeInputs = Map<TargetComparison, FamilyInput>;

/** What judging one suite's targets needs (compareTargets); each judge input goes in `inputs`. */
interface TargetsContext {
  current: Suite | undefined;
  baseUsable: Suite | undefined;
  ref: Suite;
  cfg: ResolvedGateConfig;
  scan: ItemsScan | null;
  paired: boolean;
  history: HistoryLoad | null;
  inputs: JudgeInputs;
}

/** One target as its suite describes it, before its rule and verdict (null sides: not on that side). */
interface TargetSpec {
  kind: TargetKind;
  id: string;
  label: string;
  scale: Scale;
  direction: Direction;
  unit: string | null;
  display: Display;
  bSide: Side | null;
  cSide: Side | null;
  tested: boolean;
  pairKey: string | null;
  /** A usage metric's per-item values on the shared items, when its suite's items are paired. */
  usageValues?: UsageValues | null;
  /** The data its test is on when another target may share it (family.ts roundsData), else null. */
  data: string | null;
}

/** One target judged, or undefined when its rule says it is not compared (`direction: none`). */
function judgeTarget(ctx: TargetsContext, spec: TargetSpec): TargetComparison | undefined {
  const { kind, id, scale } = spec;
  const { cfg, ref, history } = ctx;
  const finalScoreMetric = cfg.hints(ref.benchmark)?.finalScoreMetric;
  const aliases = id === 'finalScore' && kind === 'metric' && finalScoreMetric !== undefined ? [finalScoreMetric] : [];
  const rule = effectiveRule(cfg.rules, ref.id, { kind, id, scale, direction: spec.direction, aliases });
  if (rule.direction === 'none') return undefined;
  const target = { kind, id, rate: kind === 'metric' && id !== 'finalScore' && scale === 'points' };
  const b = withRepeats(spec.bSide, ctx.baseUsable, target);
  const c = withRepeats(spec.cSide, ctx.current, target);
  const pairedCounts = ctx.paired && spec.pairKey !== null ? (ctx.scan!.discordant.get(spec.pairKey) ?? null) : null;
  const h = history === null ? undefined : targetHistory(pastValues(history, ref.id, kind, id));
  const input: JudgeInput = { baseline: b, current: c, rule, scale, tested: spec.tested, pairedCounts, cfg };
  if (spec.usageValues != null) input.usageValues = spec.usageValues;
  if (h !== undefined) input.history = h;
  const j = judge(input);
  const delta =
    b?.value !== null && b?.value !== undefined && c?.value !== null && c?.value !== undefined
      ? c.value - b.value
      : null;
  const t: TargetComparison = {
    kind,
    id,
    label: spec.label,
    scale,
    direction: rule.direction,
    unit: spec.unit,
    display: spec.display,
    baseline: b?.value ?? null,
    current: c?.value ?? null,
    delta,
    test: j.test,
    p: j.p,
    pAdjusted: j.pAdjusted,
    verdict: j.verdict,
    reasons: j.reasons,
    rule,
    exceeds: j.exceeds,
    bound: j.bound,
    items: { baseline: b?.n ?? null, current: c?.n ?? null },
  };
  if (j.repeats !== undefined) t.repeats = j.repeats;
  if (j.itemValues !== undefined) t.itemValues = j.itemValues;
  if (h !== undefined) t.history = rule.history === undefined ? h : { ...h, rule: rule.history, ...j.history };
  ctx.inputs.set(t, { input, data: spec.data });
  return t;
}

/** The rounds of either side, judged, in the order the rounds first appear. */
function roundTargets(ctx: TargetsContext): TargetComparison[] {
  const { current, baseUsable } = ctx;
  const targets: TargetComparison[] = [];
  const roundIds = union(
    (current?.rounds ?? []).map((r) => r.id),
    (baseUsable?.rounds ?? []).map((r) => r.id),
  );
  const currentRounds = roundsById(current);
  const baselineRounds = roundsById(baseUsable);
  for (const id of roundIds) {
    const cr = currentRounds.get(id);
    const br = baselineRounds.get(id);
    const t = judgeTarget(ctx, {
      kind: 'round',
      id,
      label: cr?.label ?? br?.label ?? id,
      scale: 'points',
      direction: 'higher',
      unit: '%',
      display: { kind: 'percent', unit: null },
      bSide: roundSide(baseUsable, br),
      cSide: roundSide(current, cr),
      tested: true,
      pairKey: `round:${id}`,
      data: roundsData([id]),
    });
    if (t === undefined) continue;
    t.round = {
      input: cr?.input ?? 0,
      passed: cr?.passed ?? 0,
      baselineInput: br?.input ?? null,
      baselinePassed: br?.passed ?? null,
    };
    targets.push(t);
  }
  return targets;
}

/** The metrics of either side but the one that is the final score, judged. */
function metricTargets(ctx: TargetsContext): TargetComparison[] {
  const { current, baseUsable } = ctx;
  const finalScoreMetric = ctx.cfg.hints(ctx.ref.benchmark)?.finalScoreMetric;
  const targets: TargetComparison[] = [];
  const metricIds = union(Object.keys(current?.metrics ?? {}), Object.keys(baseUsable?.metrics ?? {}));
  for (const id of metricIds) {
    if (id === finalScoreMetric) continue;
    // Own keys only: a metric named `constructor` on one side is new, not Object's constructor.
    const cm = current !== undefined && Object.hasOwn(current.metrics, id) ? current.metrics[id] : undefined;
    const bm = baseUsable !== undefined && Object.hasOwn(baseUsable.metrics, id) ? baseUsable.metrics[id] : undefined;
    const m = (cm ?? bm)!;
    const rate = isRate(cm ?? bm);
    // A usage metric is tested on its items' figure (both latency percentiles share one): paired on
    // the shared items when the suite's items are paired, else each side's items as samples.
    const usage = usageMetric(id);
    const scan = usage === undefined ? null : ctx.scan;
    // (itemsTest gives no test with fewer than MIN_ITEM_VALUES values on a side.)
    const usageValues =
      scan == null ? null : ((ctx.paired ? scan.usagePairs : scan.usageSamples).get(usage!.figure) ?? null);
    const t = judgeTarget(ctx, {
      kind: 'metric',
      id,
      label: id,
      scale: rate ? 'points' : 'unit',
      direction: m.direction,
      unit: rate ? '%' : (m.unit ?? null),
      display: metricDisplay(rate, cm, bm),
      bSide: metricSide(bm),
      cSide: metricSide(cm),
      tested: rate && isRate(bm) && isRate(cm),
      pairKey: null,
      usageValues,
      data: usageValues === null ? null : `usage:${usageValues.figure}`,
    });
    if (t !== undefined) targets.push(t);
  }
  return targets;
}

/** The targets of one suite, judged: its rounds, its final score, its other metrics. */
function compareTargets(ctx: TargetsContext): TargetComparison[] {
  const { current, baseUsable, ref, cfg } = ctx;
  const rounds = roundTargets(ctx); // first: the targets are judged in the order they are listed
  const fsTested = finalScoreRounds(ref, cfg) !== null;
  const finalScore = judgeTarget(ctx, {
    kind: 'metric',
    id: 'finalScore',
    label: 'Final score',
    scale: 'points',
    direction: 'higher',
    unit: null,
    display: { kind: 'score', unit: null },
    bSide: finalScoreSide(baseUsable, fsTested),
    cSide: finalScoreSide(current, fsTested),
    tested: fsTested,
    pairKey: fsTested ? 'finalScore' : null,
    data: finalScoreData(finalScoreRounds(ref, cfg), current, baseUsable),
  });
  return [...rounds, ...(finalScore === undefined ? [] : [finalScore]), ...metricTargets(ctx)];
}

/** A suite's verdict: the worst of its targets' (or its state's). */
function suiteVerdict(state: SuiteState, targets: readonly TargetComparison[]): SuiteComparison['verdict'] {
  if (state === 'error' || state === 'skipped') return state;
  const start: TargetVerdict = state === 'new' ? 'new' : state === 'removed' ? 'removed' : 'unchanged';
  return targets.reduce<TargetVerdict>((acc, t) => worse(acc, t.verdict), start);
}

/** What a suite's comparison derives from its targets' verdicts: verdict, score row, outcome, gating. */
type SuiteTargets = Omit<SuiteComparison, 'verdict' | 'score' | 'outcome' | 'gating'>;
function finishSuite(s: SuiteTargets, minItems: number, hasBaseline: boolean): SuiteComparison {
  const core = { ...s, verdict: suiteVerdict(s.state, s.targets) };
  const gating = suiteGating(core, minItems, hasBaseline);
  return { ...core, score: scoreRow(core), outcome: suiteOutcome(core), gating };
}

interface SuiteSides {
  current: Suite | undefined;
  baseline: Suite | undefined;
  scan: ItemsScan | null;
}

/** One suite's comparison; `hasBaseline`: the run has a baseline at all (a new suite says which). */
interface CompareContext {
  history: HistoryLoad | null;
  hasBaseline: boolean;
  inputs: JudgeInputs;
}

function compareSuite(sides: SuiteSides, cfg: ResolvedGateConfig, context: CompareContext): SuiteComparison {
  const { current, baseline, scan } = sides;
  const ref = (current ?? baseline)!;
  const baseUsable = baseline?.status === 'ok' ? baseline : undefined;
  const paired = scan !== null && scan.paired && cfg.hints(ref.benchmark)?.unpaired !== true;
  const scored = current?.status !== 'error' && current?.status !== 'skipped';
  const targets = scored
    ? compareTargets({ current, baseUsable, ref, cfg, scan, paired, history: context.history, inputs: context.inputs })
    : [];
  const state: SuiteState =
    current?.status === 'error'
      ? 'error'
      : current?.status === 'skipped'
        ? 'skipped'
        : current === undefined
          ? 'removed'
          : baseUsable === undefined
            ? 'new'
            : 'compared';
  const s: SuiteTargets = {
    id: ref.id,
    benchmark: ref.benchmark,
    paired: scored ? paired : false,
    shared: scan?.baselineItems !== null && scan !== null ? scan.shared : null,
    worst: scan?.worst ?? [],
    failingItems: scan?.failing ?? null,
    state,
    targets,
    docs: { current, baseline },
    task: (current ?? baseline)?.task ?? null,
    items: current?.total ?? null,
    finalScore: targets.find((t) => t.kind === 'metric' && t.id === 'finalScore') ?? null,
  };
  return finishSuite(s, cfg.minItems, context.hasBaseline);
}

/**
 * One family per run (gate.md "Many tests, one run", family.ts): every target judged again with
 * its adjusted p, and its suite's verdict follows. Returns the family's size.
 */
function adjustFamily(suites: SuiteComparison[], cfg: ResolvedGateConfig, context: CompareContext): number {
  const { size, touched } = judgeFamily(suites, context.inputs, cfg);
  for (const si of touched) {
    const { verdict: _verdict, score: _score, outcome: _outcome, gating: _gating, ...core } = suites[si]!;
    suites[si] = finishSuite(core, cfg.minItems, context.hasBaseline);
  }
  return size;
}

/** Outcomes paired through the items files: every round, plus a finalScore tested as a pass rate. */
function suiteOutcomes(suite: Suite, cfg: ResolvedGateConfig): Outcome[] {
  const outcomes: Outcome[] = suite.rounds.map((r) => ({ key: `round:${r.id}`, rounds: [r.id] }));
  const fs = finalScoreRounds(suite, cfg);
  if (fs !== null) outcomes.push({ key: 'finalScore', rounds: fs });
  return outcomes;
}

function verdictHash(suites: readonly SuiteComparison[], runVerdict: RunVerdict): string {
  const lines = [`run=${runVerdict}`];
  for (const s of suites) {
    lines.push(`${s.id}=${s.verdict}`);
    for (const t of s.targets) lines.push(`${s.id}/${t.kind}/${t.id}=${t.verdict}`);
  }
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex').slice(0, 16);
}

/** A comparison before the run is decided; withRunVerdict adds the verdict, decided once (run-outcome.ts decideRun). */
export type Compared = Omit<Comparison, 'verdict' | 'verdictHash'>;
export function withRunVerdict({ suites, run, ...head }: Compared, verdict: RunVerdict): Comparison {
  return { ...head, verdict, suites, verdictHash: verdictHash(suites, verdict), run };
}

/**
 * Compare two documents given the items scans already made (key: suite id). Without a baseline every target is `new`,
 * and only the absolute bounds can fail it. The verdict is the comparison's alone (the gate decides with the run's failures).
 */
export function compareDocuments(...args: Parameters<typeof compareWithoutVerdict>): Comparison {
  const compared = compareWithoutVerdict(...args);
  return withRunVerdict(compared, runVerdict(compared.suites, compared.hasBaseline, args[2]));
}

function compareWithoutVerdict(
  current: ResultsDocument,
  baseline: ResultsDocument | null,
  cfg: ResolvedGateConfig,
  scans: ReadonlyMap<string, ItemsScan> = new Map(),
  history: HistoryLoad | null = null,
): Compared {
  // An empty history (history: 0, nothing found) changes nothing: targets get no `history`.
  const past = history !== null && history.runs.length > 0 ? history : null;
  const ids = union(
    current.suites.map((s) => s.id),
    (baseline?.suites ?? []).filter((s) => s.status !== 'skipped').map((s) => s.id),
  );
  const currentById = suitesById(current);
  const baselineById = baseline === null ? null : suitesById(baseline);
  const inputs: JudgeInputs = new Map();
  const context = { history: past, hasBaseline: baseline !== null, inputs };
  const suites = ids.map((id) => {
    const sides = { current: currentById.get(id), baseline: baselineById?.get(id), scan: scans.get(id) ?? null };
    return compareSuite(sides, cfg, context);
  });
  const family = adjustFamily(suites, cfg, context);
  return {
    level: cfg.level,
    alpha: alphaOf(cfg.level),
    multipleTesting: cfg.multipleTesting,
    family,
    minItems: cfg.minItems,
    hasBaseline: baseline !== null,
    suites,
    run: {
      scores: runScores(current, baseline),
      unscored: unscoredOf(current),
      removed: suites.filter((s) => s.state === 'removed').map((s) => s.id),
      ungated: ungatedSuites(suites).map((s) => s.id),
      scoredNothing: scoredNothing(current),
    },
  };
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
async function itemsPath(
  dir: string | null,
  suite: Suite,
  which: string,
  log: Logger | undefined,
): Promise<string | null> {
  if (dir === null || suite.itemsFile === undefined) return null;
  const suiteId = suite.id;
  const file = await sideFile(dir, suite.itemsFile);
  if (file.ok) return file.value;
  const refusal = file.diagnostics[0]!;
  if (refusal.code !== 'missing-file')
    log?.warn(
      `${which} suite ${suiteId}: itemsFile ${JSON.stringify(suite.itemsFile).slice(0, 120)} ${refusal.message}: its items are not used`,
    );
  else if (which === 'current') log?.warn(`items file of suite ${suiteId} not found: ${suite.itemsFile}`);
  return null;
}

/** compareDocuments over two runs' documents and their items files (compareRunsWithoutVerdict). */
export async function compareRuns(...args: Parameters<typeof compareRunsWithoutVerdict>): Promise<Comparison> {
  const compared = await compareRunsWithoutVerdict(...args);
  return withRunVerdict(compared, runVerdict(compared.suites, compared.hasBaseline, args[2]));
}

/**
 * Stream the items files each suite has, then compare, the run not decided yet. A file is read for one suite only (bounded
 * work: a document could name one file for every suite); the later suites are compared unpaired, with a warning.
 */
export async function compareRunsWithoutVerdict(
  current: RunSide,
  baseline: RunSide | null,
  cfg: ResolvedGateConfig,
  opts: { keepWorst?: number; log?: Logger; history?: HistoryLoad } = {},
): Promise<Compared> {
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
    const currentFile = once(await itemsPath(current.dir, suite, 'current', opts.log), 'current', suite.id);
    if (currentFile === null) continue;
    const baselineSuite = baseline === null ? undefined : suitesById(baseline.doc).get(suite.id);
    const baselineFile =
      baselineSuite?.status === 'ok'
        ? once(await itemsPath(baseline!.dir, baselineSuite, 'baseline', opts.log), 'baseline', suite.id)
        : null;
    const scan = await scanItems({
      currentFile,
      baselineFile,
      rounds: suite.rounds.map((r) => r.id),
      outcomes: suiteOutcomes(suite, cfg),
      keepWorst: opts.keepWorst ?? 10,
      usage: usageFigures(Object.keys(suite.metrics)),
    });
    if (scan.badLines > 0)
      opts.log?.warn(`suite ${suite.id}: ${scan.badLines} malformed line(s) in the items files were skipped`);
    scans.set(suite.id, scan);
  }
  return compareWithoutVerdict(current.doc, baseline?.doc ?? null, cfg, scans, opts.history ?? null);
}
