import {
  dictGet,
  iterate,
  containsStr,
  pyLen,
  requireDict,
  truthy,
  childRef,
  type PyDict,
  type PyValue,
  type ValueRef,
} from '../reference/value.js';
import { parseIntString } from '../reference/float.js';
import { evaluateRoute, iouPasses, parsePrompt, type RouteEval } from './route.js';
import { packRouteEval, unpackRouteEval } from './route-pack.js';
import { COLUMNS } from '../input/columns.js';
import type { RowCells } from './row.js';
import type { StationGraph } from '../stations/graph.js';
import { FunnelTally, MetricSet, Rate, finalScore, round } from './tally.js';
import type { ItemRounds, TaskScorer, TaskSummary } from './types.js';
import { parseTime } from '../fast/units.js';
import { DetailBuilder } from '../../../results/items.js';
import { addChecks, addRoute, flat, passedChecks, withFunnel, type FlatDetail } from './item-detail.js';

/**
 * The single and personalized tasks (single_route/evaluate.py, personalized/evaluate.py): one
 * E(O, L) per row; personalized adds the preference check of (O, L) and (L, L).
 */

const OUT: ValueRef = { field: COLUMNS.output, pointer: '' };
const LABEL: ValueRef = { field: COLUMNS.label, pointer: '' };

const PREFERENCE_TYPES = [2, 5, 7, 8] as const;

/** req_type as personalized/evaluate.py reads it: missing or empty → 0, else Python int(). */
function parseReqType(text: string | undefined): number | null | 'invalid' {
  if (text === undefined || text === '') return 0;
  const v = parseIntString(text);
  if (v === null) return 'invalid';
  return v >= -1000n && v <= 1000n ? Number(v) : null; // null: an int that is none of the known types
}

function transfers(lines: PyValue, ref: ValueRef): number {
  if (!truthy(lines)) return 0;
  return Math.max(0, pyLen(lines, ref) - 1);
}

/** has_subway; `all` tests every truthy entry (req 5 lists them all), else stops at the first hit. */
function hasSubway(lines: PyValue, ref: ValueRef, all: boolean): boolean {
  if (!truthy(lines)) return false;
  let found = false;
  const entries = iterate(lines, ref);
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i] as PyValue;
    if (!truthy(e)) continue;
    const r = childRef(ref, i);
    if (containsStr(e, '地铁', r) || containsStr(e, '号线', r)) {
      found = true;
      if (!all) return true;
    }
  }
  return found;
}

/** The predicted and the label route of a preference check, each with where it sits in the row. */
export interface PreferenceRoutes {
  pred: PyDict;
  label: PyDict;
  predRef: ValueRef;
  labelRef: ValueRef;
}

/** check_preference_compliance(req, pred, label) → pass; raises where the reference raises. */
function preferencePasses(
  req: number | null,
  { pred, label, predRef, labelRef }: PreferenceRoutes,
  cells: RowCells,
): boolean {
  const predLines = dictGet(pred, 'line_sequence', []);
  const labelLines = dictGet(label, 'line_sequence', []);
  const pl = childRef(predRef, 'line_sequence');
  switch (req) {
    case 2:
      return transfers(predLines, pl) <= transfers(labelLines, childRef(labelRef, 'line_sequence'));
    case 5:
      return !hasSubway(predLines, pl, true);
    case 7:
      return hasSubway(predLines, pl, false);
    case 8: {
      const t = parseTime(
        dictGet(pred, 'total_time', null),
        cells.compat,
        childRef(predRef, 'total_time'),
        cells.onCompatDifference,
      );
      const tl = parseTime(
        dictGet(label, 'total_time', null),
        cells.compat,
        childRef(labelRef, 'total_time'),
        cells.onCompatDifference,
      );
      return tl <= 0 ? true : t <= tl * 1.1;
    }
    default:
      return true;
  }
}

function firstFailure(e: RouteEval): string | null {
  if (!e.reachable) return `unreachable: ${e.reachableReason}`;
  if (!e.grounding) return `station grounding: ${e.groundingReason}`;
  if (!e.plausibility) return `distance plausibility: ${e.plausibilityReason}`;
  if (!iouPasses(e))
    return e.stationIou !== 1 ? `station IoU ${e.stationIou.toFixed(4)} < 1` : 'transfer modes differ from the label';
  if (!e.accurate)
    return `inaccurate: ${[!e.distanceAccurate && 'distance', !e.timeAccurate && 'time', !e.fareAccurate && 'fare'].filter(Boolean).join(', ')}`;
  return null;
}

/** What a row's evaluation hands to the tally (structured-clonable: it may come from a worker). */
export interface SingleOutcome {
  e: RouteEval;
  /** personalized: req_type (null: an int that is none of the known types) and both preference checks. */
  req: number | null;
  pref: boolean | null;
  labelPref: boolean | null;
  /** The item's detail but its funnel entry (item-detail.ts). */
  detail: FlatDetail;
}

/** What each req_type asks of the route (check_preference_compliance); others ask nothing. */
const PREFERENCE_WORDS: Readonly<Record<number, string>> = {
  2: 'no more transfers than the label',
  5: 'no subway',
  7: 'the subway',
  8: "at most 1.1 × the label's time",
};

function preferenceText(req: number | null, pref: boolean): string {
  const asked = (req === null ? undefined : PREFERENCE_WORDS[req]) ?? 'nothing to check';
  return `req_type ${req ?? 'of no known kind'}: ${asked} — ${pref ? 'met' : 'not met'}`;
}

export class SingleScorer implements TaskScorer<SingleOutcome> {
  readonly routeSchema = 'transitlm-route' as const;
  private readonly funnel = new FunnelTally();
  // personalized
  private readonly preference = new Rate();
  private readonly labelPreference = new Rate();
  private readonly perType = new Map<number, Rate>(PREFERENCE_TYPES.map((t) => [t, new Rate()]));
  private finalPassed = 0;

  constructor(
    private readonly personalized: boolean,
    private readonly graph: StationGraph,
  ) {}

  get roundIds(): string[] {
    const ids = ['reachability', 'station_grounding', 'distance_plausibility', 'iou', 'accuracy'];
    return this.personalized ? [...ids, 'preference'] : ids;
  }

  /** personalized: an invalid req_type aborts the reference before any row is scored. */
  precheck(cells: RowCells): string | null {
    if (!this.personalized) return null;
    return parseReqType(cells.text(COLUMNS.reqType)) === 'invalid'
      ? `req_type ${JSON.stringify(cells.text(COLUMNS.reqType))} is not an integer (Python int() rejects it; the reference aborts)`
      : null;
  }

  evaluate(cells: RowCells): SingleOutcome {
    const prompt = parsePrompt(cells.json(COLUMNS.prompt));
    const label = cells.json(COLUMNS.label);
    const env = { graph: this.graph, prompt, compat: cells.compat, onCompatDifference: cells.onCompatDifference };
    const e = evaluateRoute(() => cells.json(COLUMNS.output), label, env, { out: OUT, label: LABEL });
    cells.requireColumn(COLUMNS.id);
    // Both are objects now: evaluateRoute raised otherwise.
    const o = requireDict(cells.json(COLUMNS.output), 'the output route', OUT);
    const l = requireDict(label, 'the label route', LABEL);
    const detail = new DetailBuilder();
    addChecks(detail, o, l, e, cells.compat);
    if (!this.personalized) {
      addRoute(detail, o, { full: !passedChecks(e) });
      return { e, req: 0, pref: null, labelPref: null, detail: flat(detail) };
    }
    const req = parseReqType(cells.text(COLUMNS.reqType)) as number | null;
    const pref = preferencePasses(req, { pred: o, label: l, predRef: OUT, labelRef: LABEL }, cells);
    const labelPref = preferencePasses(req, { pred: l, label: l, predRef: LABEL, labelRef: LABEL }, cells);
    detail.add('preference', preferenceText(req, pref));
    addRoute(detail, o, { full: !passedChecks(e) || !pref });
    return { e, req, pref, labelPref, detail: flat(detail) };
  }

  pack({ e, req, pref, labelPref, detail }: SingleOutcome): unknown {
    return [packRouteEval(e), req, pref, labelPref, detail];
  }

  unpack(packed: unknown): SingleOutcome {
    const [e, req, pref, labelPref, detail] = packed as [
      unknown[],
      number | null,
      boolean | null,
      boolean | null,
      FlatDetail,
    ];
    return { e: unpackRouteEval(e), req, pref, labelPref, detail };
  }

  tally({ e, req, pref, labelPref, detail }: SingleOutcome): ItemRounds {
    if (pref !== null && labelPref !== null) {
      this.preference.add(pref);
      this.labelPreference.add(labelPref);
      if (req !== null) this.perType.get(req)?.add(pref);
    }
    this.funnel.reach.add(e.reachable);
    const rounds: Record<string, boolean | null> = {
      reachability: e.reachable,
      station_grounding: null,
      distance_plausibility: null,
      iou: null,
      accuracy: null,
    };
    if (this.personalized) rounds.preference = pref;
    let passedAccuracy = false;
    if (e.reachable) {
      const iou = this.funnel.reachableRow(e, e);
      Object.assign(rounds, { station_grounding: e.grounding, distance_plausibility: e.plausibility, iou });
      if (iou) {
        rounds.accuracy = e.accurate;
        passedAccuracy = e.accurate;
      }
    }
    if (passedAccuracy && (!this.personalized || pref === true)) this.finalPassed += 1;
    const reason = firstFailure(e) ?? (pref === false ? 'preference not met' : null);
    return { rounds, reason, detail: withFunnel(rounds, detail) };
  }

  errorRow(error: { message: string }): ItemRounds {
    this.funnel.reach.add(false); // round 1 input is all data rows: an error fails it
    const rounds: Record<string, boolean | null> = {
      reachability: false,
      station_grounding: null,
      distance_plausibility: null,
      iou: null,
      accuracy: null,
    };
    if (this.personalized) rounds.preference = null;
    return { rounds, reason: `error: ${error.message}`, detail: null };
  }

  finish(total: number): TaskSummary {
    const m = new MetricSet();
    this.funnel.addMetrics(m, !this.personalized);
    const rounds = this.funnel.rounds();
    const counts: Record<string, number> = {};
    if (this.personalized) {
      rounds.push(round('preference', this.preference));
      m.rate('label_preference_compliance', this.labelPreference, 'none');
      for (const [t, r] of this.perType) m.rate(`preference_compliance_req${t}`, r, 'higher');
      counts.final_passed = this.finalPassed;
    }
    return {
      rounds,
      metrics: m.metrics,
      counts,
      finalScore: finalScore(this.finalPassed, total),
      warnings: m.warnings,
      details: {},
    };
  }
}
