import { describe, expect, it } from 'vitest';
import { benchmarkPasses, computeFloodResults } from '../../src/benchmarks/flood/metrics.js';
import type {
  AgentType,
  DecisionFacts,
  FloodMetricsInput,
  HouseholdHistory,
  SkillId,
} from '../../src/benchmarks/flood/types.js';

type Outcome = 'ok' | 'format' | 'admissible' | 'coherent';

function decision(
  year: number,
  agentId: string,
  agentType: AgentType,
  executedSkill: SkillId,
  outcome: Outcome = 'ok',
): DecisionFacts {
  return {
    year,
    agentId,
    agentType,
    format: outcome !== 'format',
    admissible: outcome === 'format' ? null : outcome !== 'admissible',
    coherent: outcome === 'ok' ? true : outcome === 'coherent' ? false : null,
    executedSkill,
  };
}

const T = true;
const F = false;

// Four households over three years (index 0 = start); see the hand computation in each test.
const HOUSEHOLDS: HouseholdHistory[] = [
  {
    agentId: 'A',
    agentType: 'NMG_Owner',
    zone: 'HIGH',
    insured: [F, T, T, T],
    active: [T, T, T, T],
    flooded: [F, T, F, F],
    elevatedAtEnd: F,
  },
  {
    agentId: 'B',
    agentType: 'MG_Renter',
    zone: 'HIGH',
    insured: [F, F, F, F],
    active: [T, T, T, T],
    flooded: [F, T, F, F],
    elevatedAtEnd: F,
  },
  {
    agentId: 'C',
    agentType: 'MG_Owner',
    zone: 'LOW',
    insured: [T, F, F, F],
    active: [T, T, F, F],
    flooded: [F, F, F, F],
    elevatedAtEnd: T,
  },
  {
    agentId: 'D',
    agentType: 'NMG_Renter',
    zone: 'MODERATE',
    insured: [F, F, T, F],
    active: [T, T, T, T],
    flooded: [F, F, F, F],
    elevatedAtEnd: F,
  },
];

const DECISIONS: DecisionFacts[] = [
  decision(1, 'A', 'NMG_Owner', 'buy_insurance'),
  decision(1, 'B', 'MG_Renter', 'do_nothing'),
  decision(1, 'C', 'MG_Owner', 'elevate_house'),
  decision(1, 'D', 'NMG_Renter', 'do_nothing'),
  decision(2, 'A', 'NMG_Owner', 'buy_insurance'),
  decision(2, 'B', 'MG_Renter', 'do_nothing', 'format'),
  decision(2, 'C', 'MG_Owner', 'buyout_program'),
  decision(2, 'D', 'NMG_Renter', 'buy_contents_insurance'),
  decision(3, 'A', 'NMG_Owner', 'buy_insurance'),
  decision(3, 'B', 'MG_Renter', 'do_nothing', 'admissible'),
  decision(3, 'D', 'NMG_Renter', 'do_nothing', 'coherent'),
];

const INPUT: FloodMetricsInput = {
  years: 3,
  decisions: DECISIONS,
  households: HOUSEHOLDS,
  institutions: {
    outputs: 6,
    valid: 5,
    finalPremiumRate: 0.022,
    finalSubsidyRate: 0.6,
    floodYearLossRatios: [0.5, null],
    subsidiesPaid: 150_000,
    annualBudget: 1_000_000,
  },
};

describe('computeFloodResults on a hand-computed run', () => {
  const r = computeFloodResults(INPUT);

  it('counts the funnel rounds over the run and per year', () => {
    expect(r.rounds).toEqual([
      { id: 'format', label: 'Round 1 · Format', input: 11, passed: 10 },
      { id: 'admissible', label: 'Round 2 · Admissible', input: 10, passed: 9 },
      { id: 'coherent', label: 'Round 3 · Coherent', input: 9, passed: 8 },
    ]);
    expect(r.series.map((s) => [s.key, s.at, s.rounds.map((x) => [x.id, x.input, x.passed])])).toEqual([
      [
        'year',
        1,
        [
          ['format', 4, 4],
          ['admissible', 4, 4],
          ['coherent', 4, 4],
        ],
      ],
      [
        'year',
        2,
        [
          ['format', 4, 3],
          ['admissible', 3, 3],
          ['coherent', 3, 3],
        ],
      ],
      [
        'year',
        3,
        [
          ['format', 3, 3],
          ['admissible', 3, 2],
          ['coherent', 2, 1],
        ],
      ],
    ]);
  });

  it('counts executed skills by agent type, in type then skill order', () => {
    expect(Object.entries(r.counts)).toEqual([
      ['MG_Owner/elevate_house', 1],
      ['MG_Owner/buyout_program', 1],
      ['MG_Renter/do_nothing', 3],
      ['NMG_Owner/buy_insurance', 3],
      ['NMG_Renter/buy_contents_insurance', 1],
      ['NMG_Renter/do_nothing', 2],
    ]);
  });

  it('validity, hallucination and entropy', () => {
    expect(r.metrics.validity_rate).toEqual({ value: 8 / 11, direction: 'higher', passed: 8, input: 11 });
    expect(r.metrics.hallucination_rate).toEqual({ value: 1 / 11, direction: 'lower', passed: 1, input: 11 });
    // groups: insurance 4, elevate 1, leave 1, do_nothing 5 of 11
    const h = -[4, 1, 1, 5].reduce((s, n) => s + (n / 11) * Math.log2(n / 11), 0);
    expect(r.metrics.entropy_ratio!.value).toBeCloseTo(h / 2, 12);
    expect(r.metrics.entropy_ratio!.direction).toBe('none');
    expect(r.metrics.institution_validity_rate).toEqual({ value: 5 / 6, direction: 'none', passed: 5, input: 6 });
  });

  it('each empirical benchmark', () => {
    const rate = (passed: number, input: number) => ({ value: passed / input, direction: 'none', passed, input });
    expect(r.metrics.insurance_rate_sfha).toEqual(rate(1, 2)); // HIGH & active at end: A (insured), B
    expect(r.metrics.insurance_rate_all).toEqual(rate(1, 3)); // active at end: A, B, D
    expect(r.metrics.elevation_rate).toEqual(rate(1, 2)); // owners A, C (left, elevated)
    expect(r.metrics.buyout_rate).toEqual(rate(1, 4)); // C inactive
    expect(r.metrics.do_nothing_rate_postflood).toEqual(rate(1, 2)); // year 2 decisions of A, B (flooded in 1)
    expect(r.metrics.mg_adaptation_gap).toEqual({ value: 0, direction: 'none' }); // MG: C left 1/2; NMG: A insured 1/2
    expect(r.metrics.renter_uninsured_rate).toEqual(rate(1, 1)); // B
    // lapse: A t0=1, years 2,3 insured (0/2); B never; C t0=0, only year 1 active, uninsured (1/1); D t0=2, year 3 uninsured (1/1)
    expect(r.metrics.insurance_lapse_rate).toEqual(rate(2, 4));
  });

  it('epi weighs the passing benchmarks; finalScore mixes it with validity', () => {
    // passing: sfha 1.0, all 0.8, postflood 1.5 = 3.3 of 9.1 (tenths: 33 / 91)
    expect(r.metrics.epi).toEqual({ value: 33 / 91, direction: 'higher' });
    expect(r.finalScore).toBeCloseTo(100 * (0.5 * (8 / 11) + 0.5 * (33 / 91)), 12);
    expect(r.warnings).toEqual([]);
  });

  it('institution figures', () => {
    expect(r.metrics.final_premium_rate).toEqual({ value: 0.022, direction: 'none' });
    expect(r.metrics.final_subsidy_rate).toEqual({ value: 0.6, direction: 'none' });
    expect(r.metrics.mean_loss_ratio_flood_years).toEqual({ value: 0.5, direction: 'none', sum: 0.5, count: 1 });
    expect(r.metrics.budget_used_share).toEqual({ value: 0.05, direction: 'none' });
  });
});

describe('benchmark pass rule', () => {
  it('passes iff low × 0.7 ≤ value ≤ high × 1.3, on decimal bounds', () => {
    expect(benchmarkPasses(0.105, 0.15, 0.4)).toBe(true);
    expect(benchmarkPasses(0.1049, 0.15, 0.4)).toBe(false);
    expect(benchmarkPasses(0.52, 0.15, 0.4)).toBe(true);
    expect(benchmarkPasses(0.5201, 0.15, 0.4)).toBe(false);
    expect(benchmarkPasses(0.021, 0.03, 0.12)).toBe(true);
    expect(benchmarkPasses(0.156, 0.03, 0.12)).toBe(true);
  });
});

describe('null rules', () => {
  it('no decisions: validity null, finalScore null; empty years still get a series entry', () => {
    const r = computeFloodResults({ years: 2, decisions: [], households: [], institutions: null });
    expect(r.metrics.validity_rate!.value).toBeNull();
    expect(r.metrics.entropy_ratio!.value).toBeNull();
    expect(r.finalScore).toBeNull();
    expect(r.series.map((s) => s.at)).toEqual([1, 2]);
    expect(r.series[1]!.rounds).toEqual([
      { id: 'format', input: 0, passed: 0 },
      { id: 'admissible', input: 0, passed: 0 },
      { id: 'coherent', input: 0, passed: 0 },
    ]);
    expect(r.metrics.final_premium_rate).toBeUndefined();
    expect(r.metrics.institution_validity_rate).toBeUndefined();
  });

  it('every benchmark null: epi null, finalScore = 100 × validity with epi-unavailable', () => {
    const r = computeFloodResults({
      years: 1,
      decisions: [decision(1, 'X', 'MG_Owner', 'do_nothing'), decision(1, 'Y', 'MG_Owner', 'do_nothing', 'format')],
      households: [],
      institutions: null,
    });
    expect(r.metrics.epi).toEqual({ value: null, direction: 'higher' });
    expect(r.finalScore).toBe(50);
    expect(r.warnings.map((w) => w.code)).toEqual(['epi-unavailable']);
  });

  it('a missing audit field makes the benchmarks using it null with state-missing', () => {
    const r = computeFloodResults({ ...INPUT, missingFields: ['flooded'] });
    expect(r.metrics.do_nothing_rate_postflood).toEqual({ value: null, direction: 'none' });
    expect(r.metrics.insurance_rate_sfha!.value).toBe(0.5);
    expect(r.warnings.map((w) => w.code)).toEqual(['state-missing']);
    // epi drops the null benchmark from the denominator: 1.8 of 7.6
    expect(r.metrics.epi).toEqual({ value: 18 / 76, direction: 'higher' });
  });

  it('a null value a benchmark reads makes it null', () => {
    const households = HOUSEHOLDS.map((h) => (h.agentId === 'D' ? { ...h, zone: null } : h));
    const r = computeFloodResults({ ...INPUT, households });
    expect(r.metrics.insurance_rate_sfha!.value).toBeNull();
    expect(r.metrics.renter_uninsured_rate!.value).toBeNull();
    expect(r.metrics.insurance_rate_all!.value).toBe(1 / 3);
  });

  it('empty denominators give null, loss ratio mean over non-null years', () => {
    const r = computeFloodResults({
      ...INPUT,
      institutions: { ...INPUT.institutions!, floodYearLossRatios: [null], annualBudget: 0 },
    });
    expect(r.metrics.mean_loss_ratio_flood_years).toEqual({ value: null, direction: 'none', sum: 0, count: 0 });
    expect(r.metrics.budget_used_share!.value).toBeNull();
  });
});

describe('entropy_ratio', () => {
  /** The metric of a run with these decisions (one year, no institutions). */
  const entropy = (decisions: ReturnType<typeof decision>[]) =>
    computeFloodResults({ years: 1, decisions, households: [], institutions: null }).metrics.entropy_ratio!.value;

  it('is 0 for one group and 1 for four equal groups', () => {
    expect(
      entropy([decision(1, 'a', 'MG_Owner', 'buy_insurance'), decision(1, 'b', 'MG_Renter', 'buy_contents_insurance')]),
    ).toBe(0);
    const four = (['buy_insurance', 'elevate_house', 'relocate', 'do_nothing'] as const).map((s, i) =>
      decision(1, String(i), 'MG_Owner', s),
    );
    expect(entropy(four)).toBe(1);
    expect(entropy([])).toBeNull();
  });
});
