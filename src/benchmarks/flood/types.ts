// Shared vocabulary of the flood-adaptation benchmark (shared/specs/flood.md): skills, agent
// types, constructs, parse results, funnel judgements, audit records and the metric inputs.
// The judging modules (parse, skills, funnel, metrics, audit-mode, render) and the simulation
// (world loop, providers, index) both build on these types.

// ---------------------------------------------------------------------------------------------
// Households, skills, constructs
// ---------------------------------------------------------------------------------------------

export const SKILL_IDS = [
  'buy_insurance',
  'buy_contents_insurance',
  'elevate_house',
  'buyout_program',
  'relocate',
  'do_nothing',
] as const;
export type SkillId = (typeof SKILL_IDS)[number];

export type Tenure = 'owner' | 'renter';

export const AGENT_TYPES = ['MG_Owner', 'MG_Renter', 'NMG_Owner', 'NMG_Renter'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

export type FloodZone = 'HIGH' | 'MODERATE' | 'LOW';

export const CONSTRUCT_IDS = ['TP', 'CP', 'SP', 'SC', 'PA'] as const;
export type ConstructId = (typeof CONSTRUCT_IDS)[number];

const APPRAISAL_LEVELS = ['LOW', 'MODERATE', 'HIGH'] as const;
export type AppraisalLevel = (typeof APPRAISAL_LEVELS)[number];

const PA_LEVELS = ['NONE', 'PARTIAL', 'FULL'] as const;
export type PaLevel = (typeof PA_LEVELS)[number];

/** The level set of each construct (TP, CP, SP, SC: LOW|MODERATE|HIGH; PA: NONE|PARTIAL|FULL). */
export const CONSTRUCT_LEVELS: Readonly<Record<ConstructId, readonly string[]>> = {
  TP: APPRAISAL_LEVELS,
  CP: APPRAISAL_LEVELS,
  SP: APPRAISAL_LEVELS,
  SC: APPRAISAL_LEVELS,
  PA: PA_LEVELS,
};

/** What the funnel needs to know about a household at decision time (start of the year). */
export interface AgentState {
  tenure: Tenure;
  /** `elevated` at the start of the year (picks the owner's options row). */
  elevated: boolean;
  /** Insured in year y − 1 (year 1: the profile's `insured`). Used by actual PA / R7. */
  insuredLastYear: boolean;
}

// ---------------------------------------------------------------------------------------------
// Provider replies and parse results
// ---------------------------------------------------------------------------------------------

/**
 * One provider reply as the judge sees it: a text, or a failure that is already a format
 * failure reason (`no response recorded`, `provider-error: <status>`, or a replayed `error`).
 */
export type Reply = { kind: 'text'; text: string } | { kind: 'failure'; reason: string };

export interface ParsedConstruct {
  /** The level in upper case when known; the raw token when unknown; null when missing or conflicting. */
  level: string | null;
  /** The explanation (first one when repeated), '' when empty, null when the construct is missing. */
  explanation: string | null;
}

export interface HouseholdParse {
  constructs: Record<ConstructId, ParsedConstruct>;
  /** The decision number when every Final Decision line holds exactly one (and the same) integer. */
  decisionNumber: number | null;
  /** Format failure reasons, exact strings, in spec order; empty iff the `format` round passes. */
  formatErrors: string[];
}

export type InsuranceDecision = 'raise' | 'lower' | 'maintain';
export type GovernmentDecision = 'increase' | 'decrease' | 'maintain';
export type Priority = 'MG' | 'all';

/** An institution reply after parsing (before the error rules and the rule-policy fallback). */
export interface InstitutionParse<D extends string> {
  decision: D | null;
  /** The adjustment as a fraction after clamping to the yearly cap; null when invalid/missing. */
  adjustment: number | null;
  /** Government only; null for insurance or when missing/invalid. */
  priority: Priority | null;
  analysis: string | null;
  reason: string | null;
  /** Why the output is invalid; empty iff valid as far as the format goes. */
  errors: string[];
  /** E.g. `adjustment clamped to 0.18`. */
  warnings: string[];
}

// ---------------------------------------------------------------------------------------------
// Funnel
// ---------------------------------------------------------------------------------------------

export type RoundId = 'format' | 'admissible' | 'coherent';

/** The funnel's verdict on one household attempt. */
export interface HouseholdJudgement {
  format: boolean;
  /** null: not entered (format failed). */
  admissible: boolean | null;
  /** null: not entered. */
  coherent: boolean | null;
  failedRound: RoundId | null;
  /** The failed round's reasons (format reasons, `decision <n> is not an option`, or R1–R4 errors). */
  errors: string[];
  /** R5–R7 warnings (only when the coherent round is entered). */
  warnings: string[];
  /** The proposed skill (`decision_skill`): null unless the number is an option. */
  proposedSkill: SkillId | null;
  /** The proposed skill when all three rounds pass, else do_nothing. */
  executedSkill: SkillId;
  validated: boolean;
}

/** Last year's figures the insurer decides on (year 1: loss ratio null, uptake from the initial flags). */
export interface InsuranceFigures {
  lossRatio: number | null;
  uptake: number | null;
  totalPolicies: number;
  premiumsLastYear: number;
  claimsLastYear: number;
  /** The premium rate in effect last year (the current rate before this year's decision). */
  premiumRate: number;
}

/** Last year's figures the government decides on (year 1: budget left share 1, no flood). */
export interface GovernmentFigures {
  budgetRemaining: number;
  /** Budget left / annualBudget at last year's end, before the reset. */
  budgetRemainingShare: number | null;
  mgAdoptionRate: number | null;
  nmgAdoptionRate: number | null;
  floodLastYear: boolean;
  /** The subsidy rate in effect last year (the current rate before this year's decision). */
  subsidyRate: number;
}

/** What applies to the year after judging an institution reply (the rule policy's when invalid). */
export interface InstitutionOutcome<D extends string> {
  decision: D;
  /** Fraction, after clamping (0 for maintain). */
  adjustment: number;
  newRate: number;
  validated: boolean;
  errors: string[];
  warnings: string[];
  analysis: string | null;
  reason: string | null;
  /** The raw reply when invalid, else null. */
  text: string | null;
}

export interface GovernmentOutcome extends InstitutionOutcome<GovernmentDecision> {
  priority: Priority;
}

export type InsuranceOutcome = InstitutionOutcome<InsuranceDecision>;

// ---------------------------------------------------------------------------------------------
// Audit records (shared/specs/flood.md "Outputs"). KEY ORDER MATTERS: build the objects with
// the keys in exactly the order below, JSON.stringify them, one per line.
// ---------------------------------------------------------------------------------------------

export interface AuditState {
  tenure: Tenure;
  mg: boolean;
  zone: FloodZone;
  elevated: boolean;
  insured_last_year: boolean;
  cumulative_damage: number;
  trust_insurance: number;
}

export interface AuditConstruct {
  level: string | null;
  explanation: string | null;
}

export interface AttemptLogEntry {
  attempt: number;
  failed_round: RoundId | null;
  errors: string[];
  /** The attempt's text for failed attempts only, else null. */
  text: string | null;
}

/** One line of skill_audit.jsonl (keys in this order). */
export interface AuditRecord {
  year: number;
  agent_id: string;
  agent_type: AgentType;
  state: AuditState;
  constructs: Record<ConstructId, AuditConstruct>;
  decision_number: number | null;
  decision_skill: SkillId | null;
  validated: boolean;
  validation_errors: string[];
  validation_warnings: string[];
  executed_skill: SkillId;
  attempts: number;
  attempt_log: AttemptLogEntry[];
  memory_used: string[];
  context_hash: string;
  insured: boolean;
  subsidy_paid: number;
  flooded: boolean;
  damage: number;
  payout: number;
}

interface InstitutionAuditTail {
  validated: boolean;
  validation_errors: string[];
  validation_warnings: string[];
  analysis: string | null;
  reason: string | null;
  text: string | null;
}

/** institution_audit.jsonl, government line (keys in this order; figures are last year's). */
export interface GovernmentAuditRecord extends InstitutionAuditTail {
  year: number;
  agent_id: 'government';
  budget_remaining: number;
  budget_remaining_share: number | null;
  mg_adoption_rate: number | null;
  nmg_adoption_rate: number | null;
  flood_last_year: boolean;
  subsidy_rate: number;
  decision: GovernmentDecision;
  adjustment_pct: number;
  priority: Priority;
  new_subsidy_rate: number;
}

/** institution_audit.jsonl, insurance line (keys in this order; figures are last year's). */
export interface InsuranceAuditRecord extends InstitutionAuditTail {
  year: number;
  agent_id: 'insurance';
  loss_ratio: number | null;
  uptake: number | null;
  total_policies: number;
  premiums_last_year: number;
  claims_last_year: number;
  premium_rate: number;
  decision: InsuranceDecision;
  adjustment_pct: number;
  new_premium_rate: number;
}

export type InstitutionAuditRecord = GovernmentAuditRecord | InsuranceAuditRecord;

// ---------------------------------------------------------------------------------------------
// Metric inputs: supplied by the simulation at the end of the run, or rebuilt by audit mode.
// ---------------------------------------------------------------------------------------------

/** One household decision on its final attempt. */
export interface DecisionFacts {
  year: number;
  agentId: string;
  agentType: AgentType;
  format: boolean;
  admissible: boolean | null;
  coherent: boolean | null;
  executedSkill: SkillId;
  /** Every attempt ended in a provider error: the model was never heard; counted apart, not scored. */
  providerError?: boolean;
}

/**
 * One household over the run. Arrays are indexed by year 0 … years (index 0: the profile /
 * start). `null` = unknown (audit mode only); a benchmark that needs an unknown value is null.
 */
export interface HouseholdHistory {
  agentId: string;
  agentType: AgentType;
  zone: FloodZone | null;
  /** insured[y]: insured in year y (y = 0: the profile's `insured`). */
  insured: (boolean | null)[];
  /** active[y]: active at the end of year y (active[0]: not starting relocated). */
  active: boolean[];
  /** flooded[y]: exposed in year y (flooded[0] = false). */
  flooded: (boolean | null)[];
  /** `elevated` at the end of the run. */
  elevatedAtEnd: boolean | null;
}

/** Institution figures the simulation knows (not emitted in audit mode). */
export interface InstitutionFacts {
  /** Institution outputs judged (two per year, less the provider errors: no output) and how many were valid. */
  outputs: number;
  valid: number;
  /** Rates in effect in year `years`. */
  finalPremiumRate: number;
  finalSubsidyRate: number;
  /** Year-end loss ratio of each flood year (null when no premiums). */
  floodYearLossRatios: (number | null)[];
  /** Σ subsidies paid over the run. */
  subsidiesPaid: number;
  annualBudget: number;
}

export interface FloodMetricsInput {
  /** The last simulated year (audit mode: the largest year in the log). */
  years: number;
  /** Final-attempt decisions, any order. */
  decisions: DecisionFacts[];
  /** Every household (including those that started relocated). */
  households: HouseholdHistory[];
  /** null in audit mode: institution metrics are not emitted. */
  institutions: InstitutionFacts | null;
  /**
   * Audit mode: record fields that some valid record lacks; benchmarks using them are null
   * (warning `state-missing`). The simulation leaves this out.
   */
  missingFields?: readonly ('state' | 'insured' | 'flooded')[];
}

export interface MetricWarning {
  code: string;
  message: string;
}
