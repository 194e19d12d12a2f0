import {
  childRef,
  containsStr,
  dictGet,
  isDict,
  iterate,
  PyRaise,
  pyStr,
  pyTypeName,
  requireDict,
  truthy,
  type PyValue,
  type ValueRef,
} from '../reference/value.js';
import { pyStrip } from '../reference/strings.js';
import {
  countTransitLines,
  cyclingSegments,
  evaluateRoute,
  expertScore,
  filterStations,
  parsePrompt,
  walkReachability,
  type EvalEnv,
  type RouteEval,
} from './route.js';
import { packRouteEval, unpackRouteEval } from './route-pack.js';
import { COLUMNS } from '../input/columns.js';
import type { RowCells } from './row.js';
import type { ItemRounds, TaskScorer, TaskSummary } from './types.js';
import type { StationGraph } from '../stations/graph.js';
import { FunnelTally, Mean, MetricSet, Rate, finalScore } from './tally.js';
import { parseFare, parseTime } from '../fast/units.js';
import type { Compat } from '../reference/units.js';
import { DetailBuilder } from '../../../results/items.js';
import { addChecks, addCompactRoute, flat, withFunnel, type FlatDetail } from './item-detail.js';

/**
 * The diversity task (diversity/evaluate.py): rounds 1–2 on E(O.first, L.first), best match for
 * rounds 3–4, per-route reachability and expert scores, and route diversity (RD).
 */

const ROUTE_KEYS = ['first', 'second', 'third'] as const;
type RouteKey = (typeof ROUTE_KEYS)[number];
type Routes = Partial<Record<RouteKey, PyValue>>;

/** `{k: m[k] for k in ROUTE_KEYS if k in m and m[k]}`: `in` raises for scalars, `m[k]` for str/list. */
function routesOf(multi: PyValue, ref: ValueRef, what: string): Routes {
  if (multi === null || typeof multi === 'boolean' || typeof multi === 'number' || typeof multi === 'bigint') {
    throw new PyRaise(
      'not-an-object',
      `${what} is ${pyTypeName(multi)}, expected an object with first/second/third`,
      ref.field,
      ref.pointer,
    );
  }
  const out: Routes = {};
  for (const k of ROUTE_KEYS) {
    if (!containsStr(multi, k, ref)) continue;
    if (!isDict(multi))
      throw new PyRaise(
        'not-an-object',
        `${what} is ${pyTypeName(multi)} containing "${k}", expected an object`,
        ref.field,
        ref.pointer,
      );
    const v = multi.get(k) as PyValue;
    if (truthy(v)) out[k] = v;
  }
  return out;
}

/** A route's line set for RD: stripped str() of truthy entries plus `接驳:` modes. */
function lineSet(route: PyValue, ref: ValueRef): Set<string> | null {
  const d = requireDict(route, 'a route', ref);
  const set = new Set<string>();
  const lines = dictGet(d, 'line_sequence', []);
  if (truthy(lines)) {
    for (const e of iterate(lines, childRef(ref, 'line_sequence'))) {
      if (!truthy(e)) continue;
      const t = pyStrip(pyStr(e));
      if (t !== '') set.add(t);
    }
  }
  for (const key of ['start_transfer_mode', 'end_transfer_mode']) {
    const m = dictGet(d, key, '');
    if (!truthy(m)) continue;
    const t = pyStrip(pyStr(m));
    if (t !== '') set.add(`接驳:${t}`);
  }
  return set.size > 0 ? set : null;
}

/** calculate_route_diversity: mean over pairs of 1 − IoU of the non-empty line sets. */
function routeDiversity(routes: [PyValue, ValueRef][]): { rd: number; n: number } {
  const sets = routes.map(([r, ref]) => lineSet(r, ref)).filter((s): s is Set<string> => s !== null);
  const n = sets.length;
  if (n < 2) return { rd: 0, n };
  let sum = 0;
  let pairs = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = sets[i]!;
      const b = sets[j]!;
      let inter = 0;
      for (const x of a) if (b.has(x)) inter += 1;
      const union = a.size + b.size - inter;
      sum += 1 - (union > 0 ? inter / union : 0);
      pairs += 1;
    }
  }
  return { rd: sum / pairs, n };
}

function routeScore(route: PyValue, ref: ValueRef, cells: RowCells): number {
  const d = requireDict(route, 'a route', ref);
  const t = parseTime(
    dictGet(d, 'total_time', null),
    cells.compat,
    childRef(ref, 'total_time'),
    cells.onCompatDifference,
  );
  const f = parseFare(
    dictGet(d, 'total_fare', null),
    cells.compat,
    childRef(ref, 'total_fare'),
    cells.onCompatDifference,
  );
  return expertScore(
    t,
    countTransitLines(dictGet(d, 'line_sequence', [])),
    f,
    cyclingSegments(dictGet(d, 'start_transfer_mode', null), dictGet(d, 'end_transfer_mode', null)),
  );
}

function tryEvaluate(
  out: PyValue,
  label: PyValue,
  env: EvalEnv,
  refs: { out: ValueRef; label: ValueRef },
): RouteEval | null {
  try {
    return evaluateRoute(out, label, env, refs);
  } catch (error) {
    if (error instanceof PyRaise) return null;
    throw error;
  }
}

/** What a row's evaluation hands to the tally (structured-clonable: it may come from a worker). */
export interface DiversityOutcome {
  present: RouteKey[];
  reachable: Partial<Record<RouteKey, boolean>>;
  scores: Partial<Record<RouteKey, number>>;
  labelFirst: number;
  rdOut: { rd: number; n: number };
  rdLabel: { rd: number; n: number };
  /** E(O.first, L.first), null when either has no first route. */
  firstResult: RouteEval | null;
  /** The best match for rounds 3–4 (firstResult unless an alternative matches exactly). */
  best: RouteEval | null;
  bestKey: RouteKey;
  /** The item's detail but its funnel entry (item-detail.ts). */
  detail: FlatDetail;
}

/**
 * A diversity item's detail but its funnel entry: rounds 3–4 judge the best match against the
 * label's first route once the first route is reachable (its checks, and which route it was), then
 * each output route.
 */
function diversityDetail(
  outRoutes: Routes,
  labelFirst: PyValue | undefined,
  judged: Pick<DiversityOutcome, 'firstResult' | 'best' | 'bestKey'>,
  compat: Compat,
): FlatDetail {
  const { firstResult, best, bestKey } = judged;
  const detail = new DetailBuilder();
  if (firstResult?.reachable === true) {
    if (bestKey !== 'first')
      detail.add(
        'best match',
        `the ${bestKey} route (the first route's station IoU ${firstResult.stationIou.toFixed(4)})`,
      );
    addChecks(detail, outRoutes[bestKey] as PyValue, labelFirst ?? null, best, compat);
  }
  for (const k of ROUTE_KEYS) if (outRoutes[k] !== undefined) addCompactRoute(detail, `${k} route`, outRoutes[k]);
  return flat(detail);
}

export class DiversityScorer implements TaskScorer<DiversityOutcome> {
  readonly routeSchema = 'transitlm-multi-route' as const;
  readonly roundIds = ['reachability', 'station_grounding', 'distance_plausibility', 'iou', 'accuracy'];
  private valid = 0;
  private readonly funnel = new FunnelTally();
  private readonly bestMatch: Record<RouteKey, number> = { first: 0, second: 0, third: 0 };
  private readonly routeReachable: Record<RouteKey, Rate> = {
    first: new Rate(),
    second: new Rate(),
    third: new Rate(),
  };
  private readonly allReachable = new Rate();
  private readonly routeScores: Record<RouteKey, Mean> = { first: new Mean(), second: new Mean(), third: new Mean() };
  private readonly labelFirstScore = new Mean();
  private readonly rd = new Mean();
  private readonly labelRd = new Mean();
  private readonly routeCounts = new Map<number, number>();

  constructor(private readonly graph: StationGraph) {}

  evaluate(cells: RowCells): DiversityOutcome {
    const prompt = parsePrompt(cells.json(COLUMNS.prompt));
    const labelMulti = cells.json(COLUMNS.label);
    const outMulti = cells.json(COLUMNS.output);
    const labelRoot: ValueRef = { field: COLUMNS.label, pointer: '' };
    const outRoot: ValueRef = { field: COLUMNS.output, pointer: '' };
    const labelRoutes = routesOf(labelMulti, labelRoot, 'the label');
    if (!isDict(outMulti))
      throw new PyRaise(
        'not-an-object',
        `the output is ${pyTypeName(outMulti)}, expected an object with first/second/third`,
        COLUMNS.output,
        '',
      );
    const outRoutes = routesOf(outMulti, outRoot, 'the output');
    const present = ROUTE_KEYS.filter((k) => outRoutes[k] !== undefined);
    if (present.length === 0)
      throw new PyRaise(
        'no-valid-route',
        'no valid route: first, second and third are all missing or empty',
        COLUMNS.output,
        '',
      );
    const env: EvalEnv = {
      graph: this.graph,
      prompt,
      compat: cells.compat,
      onCompatDifference: cells.onCompatDifference,
    };
    const oRef = (k: RouteKey) => childRef(outRoot, k);
    const lRef = (k: RouteKey) => childRef(labelRoot, k);

    let firstResult: RouteEval | null = null;
    if (outRoutes.first !== undefined && labelRoutes.first !== undefined)
      firstResult = evaluateRoute(outRoutes.first, labelRoutes.first, env, {
        out: oRef('first'),
        label: lRef('first'),
      });

    const reachable: Partial<Record<RouteKey, boolean>> = {};
    for (const k of present) {
      const route = requireDict(outRoutes[k] as PyValue, `output route ${k}`, oRef(k));
      const ref = childRef(oRef(k), 'station_sequence');
      reachable[k] = walkReachability(
        filterStations(dictGet(route, 'station_sequence', []), ref),
        this.graph,
        ref,
      ).reachable;
      // The reference also evaluates E(O.k, L.k) here and discards it (errors swallowed); only its
      // compat-difference notes are observable.
      const labelK = labelRoutes[k];
      if (labelK !== undefined && cells.compat === 'corrected')
        tryEvaluate(route, labelK, env, { out: oRef(k), label: lRef(k) });
    }

    let best = firstResult;
    let bestKey: RouteKey = 'first';
    if (firstResult !== null && firstResult.stationIou !== 1) {
      for (const alt of ['second', 'third'] as const) {
        const route = outRoutes[alt];
        if (route === undefined || reachable[alt] !== true) continue;
        const r = tryEvaluate(route, labelRoutes.first as PyValue, env, { out: oRef(alt), label: lRef('first') });
        if (r !== null && r.stationIou === 1) {
          best = r;
          bestKey = alt;
          break;
        }
      }
    }

    const rdOut = routeDiversity(present.map((k) => [outRoutes[k] as PyValue, oRef(k)]));
    const rdLabel = routeDiversity(
      ROUTE_KEYS.filter((k) => labelRoutes[k] !== undefined).map((k) => [labelRoutes[k] as PyValue, lRef(k)]),
    );
    const scores: Partial<Record<RouteKey, number>> = {};
    for (const k of present) scores[k] = routeScore(outRoutes[k] as PyValue, oRef(k), cells);
    const labelFirst = labelRoutes.first !== undefined ? routeScore(labelRoutes.first, lRef('first'), cells) : 0;
    cells.requireColumn(COLUMNS.id);
    const detail = diversityDetail(outRoutes, labelRoutes.first, { firstResult, best, bestKey }, cells.compat);
    return { present, reachable, scores, labelFirst, rdOut, rdLabel, firstResult, best, bestKey, detail };
  }

  pack(o: DiversityOutcome): unknown {
    const first = o.firstResult === null ? null : packRouteEval(o.firstResult);
    const best = o.best === o.firstResult ? 0 : packRouteEval(o.best!);
    return [o.present, o.reachable, o.scores, o.labelFirst, o.rdOut, o.rdLabel, first, best, o.bestKey, o.detail];
  }

  unpack(packed: unknown): DiversityOutcome {
    const [present, reachable, scores, labelFirst, rdOut, rdLabel, first, best, bestKey, detail] = packed as [
      RouteKey[],
      DiversityOutcome['reachable'],
      DiversityOutcome['scores'],
      number,
      DiversityOutcome['rdOut'],
      DiversityOutcome['rdLabel'],
      unknown[] | null,
      unknown[] | 0,
      RouteKey,
      FlatDetail,
    ];
    const firstResult = first === null ? null : unpackRouteEval(first);
    return {
      present,
      reachable,
      scores,
      labelFirst,
      rdOut,
      rdLabel,
      firstResult,
      best: best === 0 ? firstResult : unpackRouteEval(best),
      bestKey,
      detail,
    };
  }

  /** The row is valid: tally. */
  tally({
    present,
    reachable,
    scores,
    labelFirst,
    rdOut,
    rdLabel,
    firstResult,
    best,
    bestKey,
    detail,
  }: DiversityOutcome): ItemRounds {
    this.valid += 1;
    for (const k of present) {
      this.routeReachable[k].add(reachable[k] === true);
      this.routeScores[k].add(scores[k]!);
    }
    this.allReachable.add(present.every((k) => reachable[k] === true));
    if (labelFirst > 0) this.labelFirstScore.add(labelFirst);
    this.routeCounts.set(rdOut.n, (this.routeCounts.get(rdOut.n) ?? 0) + 1);
    if (rdOut.n >= 2) this.rd.add(rdOut.rd);
    if (rdLabel.n >= 2) this.labelRd.add(rdLabel.rd);

    const rounds: Record<string, boolean | null> = {
      reachability: null,
      station_grounding: null,
      distance_plausibility: null,
      iou: null,
      accuracy: null,
    };
    if (firstResult === null)
      return {
        rounds,
        reason: 'not evaluated: output or label has no first route',
        detail: withFunnel(rounds, detail),
      };
    this.funnel.reach.add(firstResult.reachable);
    rounds.reachability = firstResult.reachable;
    if (!firstResult.reachable)
      return { rounds, reason: `unreachable: ${firstResult.reachableReason}`, detail: withFunnel(rounds, detail) };
    const bm = best!;
    const iou = this.funnel.reachableRow(firstResult, bm);
    Object.assign(rounds, {
      station_grounding: firstResult.grounding,
      distance_plausibility: firstResult.plausibility,
      iou,
    });
    if (iou) {
      this.bestMatch[bestKey] += 1;
      rounds.accuracy = bm.accurate;
    }
    let reason: string | null = null;
    if (!firstResult.grounding) reason = `station grounding: ${firstResult.groundingReason}`;
    else if (!firstResult.plausibility) reason = `distance plausibility: ${firstResult.plausibilityReason}`;
    else if (!iou)
      reason =
        bm.stationIou !== 1
          ? `best match (${bestKey}) station IoU ${bm.stationIou.toFixed(4)} < 1`
          : `best match (${bestKey}): transfer modes differ from the label`;
    else if (!bm.accurate) reason = `best match (${bestKey}) inaccurate`;
    return { rounds, reason, detail: withFunnel(rounds, detail) };
  }

  errorRow(error: { message: string }): ItemRounds {
    return {
      rounds: { reachability: null, station_grounding: null, distance_plausibility: null, iou: null, accuracy: null },
      reason: `error: ${error.message}`,
      detail: null,
    };
  }

  finish(total: number): TaskSummary {
    const m = new MetricSet();
    this.funnel.addMetrics(m, true);
    m.mean('route_diversity', this.rd, 'higher');
    m.mean('label_route_diversity', this.labelRd, 'none');
    for (const k of ROUTE_KEYS) m.value(`best_match_${k}`, this.bestMatch[k], 'none');
    for (const k of ROUTE_KEYS) m.rate(`route_reachable_${k}`, this.routeReachable[k], 'higher');
    m.rate('all_routes_reachable', this.allReachable, 'higher');
    for (const k of ROUTE_KEYS) m.mean(`expert_score_${k}`, this.routeScores[k], 'none');
    m.mean('label_first_expert_score_mean', this.labelFirstScore, 'none');
    // Printed by the reference only when some row has an output first route.
    const lf = m.metrics.label_first_expert_score_mean;
    if (lf !== undefined && this.routeScores.first.count === 0) lf.value = null;
    return {
      rounds: this.funnel.rounds(),
      metrics: m.metrics,
      counts: { valid: this.valid },
      finalScore: finalScore(this.funnel.accuracy.passed, total),
      warnings: m.warnings,
      // Counts only (shard merge sums numeric details): rows by number of non-empty output line sets.
      details: Object.fromEntries([0, 1, 2, 3].map((n) => [`rowsWithRoutes${n}`, this.routeCounts.get(n) ?? 0])),
    };
  }
}
