// Run metrics of a flood suite (flood.md "Run metrics"): the funnel rounds (whole run and per
// year), the decision counts, validity/hallucination/entropy, the empirical benchmarks with epi,
// the institution figures and finalScore. One pure function over an explicit input that the
// simulation and audit mode both build.
import { groupBy } from '../../core/group.js';
import { meanMetric, rateMetric, valueMetric } from '../../results/metrics.js';
import type { Metric, Round, SeriesEntry } from '../../results/types.js';
import { isMg, skillGroup, tenureOf, type SkillGroup } from './skills.js';
import {
  AGENT_TYPES,
  SKILL_IDS,
  type DecisionFacts,
  type FloodMetricsInput,
  type HouseholdHistory,
  type MetricWarning,
} from './types.js';

const ROUND_LABELS = {
  format: 'Round 1 · Format',
  admissible: 'Round 2 · Admissible',
  coherent: 'Round 3 · Coherent',
} as const;

/** Record fields a benchmark reads in audit mode (a benchmark is null when a valid record lacks one). */
export type AuditField = 'state' | 'insured' | 'flooded';

export interface EmpiricalBenchmark {
  id: string;
  low: number;
  high: number;
  weight: number;
  uses: readonly AuditField[];
}

export const EMPIRICAL_BENCHMARKS: readonly EmpiricalBenchmark[] = [
  { id: 'insurance_rate_sfha', low: 0.3, high: 0.5, weight: 1.0, uses: ['state', 'insured'] },
  { id: 'insurance_rate_all', low: 0.15, high: 0.4, weight: 0.8, uses: ['insured'] },
  { id: 'elevation_rate', low: 0.03, high: 0.12, weight: 1.0, uses: ['state'] },
  { id: 'buyout_rate', low: 0.02, high: 0.15, weight: 0.8, uses: [] },
  { id: 'do_nothing_rate_postflood', low: 0.35, high: 0.65, weight: 1.5, uses: ['flooded'] },
  { id: 'mg_adaptation_gap', low: 0.1, high: 0.3, weight: 2.0, uses: ['state', 'insured'] },
  { id: 'renter_uninsured_rate', low: 0.15, high: 0.4, weight: 1.0, uses: ['state', 'insured'] },
  { id: 'insurance_lapse_rate', low: 0.05, high: 0.15, weight: 1.0, uses: ['state', 'insured'] },
];

/** Decimal bounds without binary noise (0.15 × 0.7 is 0.10499999999999998 in floating point). */
const decimal = (x: number): number => Math.round(x * 1e12) / 1e12;

/** Pass iff low × 0.7 ≤ value ≤ high × 1.3. */
export function benchmarkPasses(value: number, low: number, high: number): boolean {
  return value >= decimal(low * 0.7) && value <= decimal(high * 1.3);
}

export interface FloodResults {
  rounds: Round[];
  series: SeriesEntry[];
  counts: Record<string, number>;
  metrics: Record<string, Metric>;
  finalScore: number | null;
  warnings: MetricWarning[];
}

// ---------------------------------------------------------------------------------------------
// Funnel counts
// ---------------------------------------------------------------------------------------------

function funnelRounds(decisions: readonly DecisionFacts[], labelled: boolean): Round[] {
  let format = 0;
  let admissible = 0;
  let coherent = 0;
  for (const d of decisions) {
    if (d.format) format += 1;
    if (d.admissible === true) admissible += 1;
    if (d.coherent === true) coherent += 1;
  }
  const round = (id: keyof typeof ROUND_LABELS, input: number, passed: number): Round =>
    labelled ? { id, label: ROUND_LABELS[id], input, passed } : { id, input, passed };
  return [
    round('format', decisions.length, format),
    round('admissible', format, admissible),
    round('coherent', admissible, coherent),
  ];
}

function yearSeries(decisions: readonly DecisionFacts[], years: number): SeriesEntry[] {
  const byYear = groupBy(decisions, (d) => d.year);
  const series: SeriesEntry[] = [];
  for (let y = 1; y <= years; y += 1)
    series.push({ key: 'year', at: y, rounds: funnelRounds(byYear.get(y) ?? [], false) });
  return series;
}

/** `"<agent_type>/<executed_skill>"` → decisions, in agent-type then skill order. */
function decisionCounts(decisions: readonly DecisionFacts[]): Record<string, number> {
  const raw = new Map<string, number>();
  for (const d of decisions) {
    const key = `${d.agentType}/${d.executedSkill}`;
    raw.set(key, (raw.get(key) ?? 0) + 1);
  }
  const counts: Record<string, number> = {};
  for (const type of AGENT_TYPES) {
    for (const skill of SKILL_IDS) {
      const n = raw.get(`${type}/${skill}`);
      if (n !== undefined) counts[`${type}/${skill}`] = n;
    }
  }
  return counts;
}

/** Shannon entropy (bits) of the executed-skill groups / 2 (the maximum for four groups). */
function entropyRatio(decisions: readonly DecisionFacts[]): number | null {
  if (decisions.length === 0) return null;
  const groups = new Map<SkillGroup, number>();
  for (const d of decisions) {
    const g = skillGroup(d.executedSkill);
    groups.set(g, (groups.get(g) ?? 0) + 1);
  }
  let h = 0;
  for (const n of groups.values()) {
    const p = n / decisions.length;
    h -= p * Math.log2(p);
  }
  return h / 2;
}

// ---------------------------------------------------------------------------------------------
// Empirical benchmarks
// ---------------------------------------------------------------------------------------------

/** A benchmark's value as a rate (numerator/denominator) or a plain value; null operands give null. */
interface Counted {
  passed: number;
  input: number;
}
type Measured = Counted | { value: number | null };

/** Thrown (and caught in this module only) when a benchmark meets an unknown value. */
class Unknown extends Error {}

function known<T>(v: T | null | undefined): T {
  if (v === null || v === undefined) throw new Unknown();
  return v;
}

function rate(
  households: readonly HouseholdHistory[],
  inScope: (h: HouseholdHistory) => boolean,
  counts: (h: HouseholdHistory) => boolean,
): Counted {
  let passed = 0;
  let input = 0;
  for (const h of households) {
    if (!inScope(h)) continue;
    input += 1;
    if (counts(h)) passed += 1;
  }
  return { passed, input };
}

function adoption(households: readonly HouseholdHistory[], mg: boolean, end: number): number | null {
  const r = rate(
    households,
    (h) => isMg(h.agentType) === mg,
    (h) => !h.active[end] || known(h.insured[end]) || known(h.elevatedAtEnd),
  );
  return r.input > 0 ? r.passed / r.input : null;
}

function lapse(households: readonly HouseholdHistory[], end: number): Counted {
  let passed = 0;
  let input = 0;
  for (const h of households) {
    let t0 = -1;
    for (let y = 0; y <= end && t0 < 0; y += 1) if (known(h.insured[y])) t0 = y;
    if (t0 < 0) continue;
    for (let y = t0 + 1; y <= end; y += 1) {
      if (!h.active[y]) continue;
      input += 1;
      if (!known(h.insured[y])) passed += 1;
    }
  }
  return { passed, input };
}

function postFloodDoNothing(decisions: readonly DecisionFacts[], households: readonly HouseholdHistory[]): Counted {
  const byId = new Map(households.map((h) => [h.agentId, h]));
  let passed = 0;
  let input = 0;
  for (const d of decisions) {
    const h = byId.get(d.agentId);
    if (d.year < 2 || h === undefined || !known(h.flooded[d.year - 1])) continue;
    input += 1;
    if (d.executedSkill === 'do_nothing') passed += 1;
  }
  return { passed, input };
}

function measure(id: string, input: FloodMetricsInput): Measured {
  const { households, decisions } = input;
  const end = input.years;
  const activeAtEnd = (h: HouseholdHistory) => h.active[end] === true;
  const insuredAtEnd = (h: HouseholdHistory) => known(h.insured[end]);
  switch (id) {
    case 'insurance_rate_sfha':
      return rate(households, (h) => activeAtEnd(h) && known(h.zone) === 'HIGH', insuredAtEnd);
    case 'insurance_rate_all':
      return rate(households, activeAtEnd, insuredAtEnd);
    case 'elevation_rate':
      return rate(
        households,
        (h) => tenureOf(h.agentType) === 'owner',
        (h) => known(h.elevatedAtEnd),
      );
    case 'buyout_rate':
      return rate(
        households,
        () => true,
        (h) => !activeAtEnd(h),
      );
    case 'do_nothing_rate_postflood':
      return postFloodDoNothing(decisions, households);
    case 'mg_adaptation_gap': {
      const mg = adoption(households, true, end);
      const nmg = adoption(households, false, end);
      return { value: mg === null || nmg === null ? null : Math.abs(nmg - mg) };
    }
    case 'renter_uninsured_rate':
      return rate(
        households,
        (h) => activeAtEnd(h) && tenureOf(h.agentType) === 'renter' && known(h.zone) === 'HIGH',
        (h) => !insuredAtEnd(h),
      );
    case 'insurance_lapse_rate':
      return lapse(households, end);
    default:
      throw new Error(`unknown benchmark ${id}`);
  }
}

/** A benchmark's metric, or null with the reason it could not be computed. */
function benchmarkMetric(b: EmpiricalBenchmark, input: FloodMetricsInput): { metric: Metric; unknown: string | null } {
  const missing = b.uses.filter((f) => input.missingFields?.includes(f));
  if (missing.length > 0)
    return {
      metric: valueMetric(null, 'none'),
      unknown: `a valid record lacks ${missing.map((f) => `"${f}"`).join(', ')}`,
    };
  let m: Measured;
  try {
    m = measure(b.id, input);
  } catch (error) {
    if (!(error instanceof Unknown)) throw error;
    return { metric: valueMetric(null, 'none'), unknown: 'a value it needs is unknown' };
  }
  return {
    metric: 'passed' in m ? rateMetric(m.passed, m.input, 'none') : valueMetric(m.value, 'none'),
    unknown: null,
  };
}

// ---------------------------------------------------------------------------------------------
// Everything
// ---------------------------------------------------------------------------------------------

/**
 * Weights are multiples of 0.1: sums are kept in integer tenths so epi is an exact ratio. epi is a
 * weighted share, not a pass rate of items, so it carries no passed/input (the gate would test
 * those as item counts).
 */
const TENTHS = 10;

export function computeFloodResults(input: FloodMetricsInput): FloodResults {
  const { decisions } = input;
  const warnings: MetricWarning[] = [];
  const metrics: Record<string, Metric> = {};

  const validated = decisions.filter((d) => d.format && d.admissible === true && d.coherent === true).length;
  const hallucinated = decisions.filter((d) => d.format && d.admissible === false).length;
  metrics.validity_rate = rateMetric(validated, decisions.length, 'higher');
  metrics.hallucination_rate = rateMetric(hallucinated, decisions.length, 'lower');
  metrics.entropy_ratio = valueMetric(entropyRatio(decisions), 'none');
  if (input.institutions !== null)
    metrics.institution_validity_rate = rateMetric(input.institutions.valid, input.institutions.outputs, 'none');

  let passedWeight = 0;
  let knownWeight = 0;
  const unknown: string[] = [];
  for (const b of EMPIRICAL_BENCHMARKS) {
    const { metric: m, unknown: why } = benchmarkMetric(b, input);
    metrics[b.id] = m;
    if (why !== null) unknown.push(`${b.id} (${why})`);
    if (m.value === null) continue;
    knownWeight += Math.round(b.weight * TENTHS);
    if (benchmarkPasses(m.value, b.low, b.high)) passedWeight += Math.round(b.weight * TENTHS);
  }
  metrics.epi = valueMetric(knownWeight > 0 ? passedWeight / knownWeight : null, 'higher');
  if (unknown.length > 0)
    warnings.push({ code: 'state-missing', message: `benchmarks left null: ${unknown.join('; ')}` });

  const inst = input.institutions;
  if (inst !== null) {
    metrics.final_premium_rate = valueMetric(inst.finalPremiumRate, 'none');
    metrics.final_subsidy_rate = valueMetric(inst.finalSubsidyRate, 'none');
    const ratios = inst.floodYearLossRatios.filter((r): r is number => r !== null);
    metrics.mean_loss_ratio_flood_years = meanMetric(
      ratios.reduce((a, b) => a + b, 0),
      ratios.length,
      'none',
    );
    const budget = inst.annualBudget * input.years;
    metrics.budget_used_share = valueMetric(budget > 0 ? inst.subsidiesPaid / budget : null, 'none');
  }

  const validity = metrics.validity_rate.value;
  const epi = metrics.epi.value;
  let finalScore: number | null = null;
  if (validity !== null && epi !== null) finalScore = 100 * (0.5 * validity + 0.5 * epi);
  else if (validity !== null) {
    finalScore = 100 * validity;
    warnings.push({
      code: 'epi-unavailable',
      message: 'every empirical benchmark is null: finalScore = 100 × validity_rate',
    });
  }

  return {
    rounds: funnelRounds(decisions, true),
    series: yearSeries(decisions, input.years),
    counts: decisionCounts(decisions),
    metrics,
    finalScore,
    warnings,
  };
}
