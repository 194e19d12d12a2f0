// The flood simulation's state and its interface with the caller (world.ts runs the years).
import type { Ticker } from '../../core/progress.js';
import type { Result } from '../../core/result.js';
import type { HouseholdContext } from './context.js';
import type { HouseholdMemory } from './memory.js';
import type { Household } from './population.js';
import type { AttemptRecord } from './providers/record.js';
import type { AttemptUsage, Provider } from './providers/types.js';
import type { Scenario } from './scenario.js';
import type {
  AgentState,
  AuditRecord,
  DecisionFacts,
  GovernmentAuditRecord,
  HouseholdHistory,
  HouseholdJudgement,
  HouseholdParse,
  InstitutionFacts,
  InsuranceAuditRecord,
  Reply,
  SkillId,
} from './types.js';

/** A household during the run. */
export interface Agent {
  h: Household;
  memory: HouseholdMemory;
  active: boolean;
  elevated: boolean;
  insuredLastYear: boolean;
  cumulativeDamage: number;
  trustInsurance: number;
  floodedLastYear: boolean;
  history: HouseholdHistory;
}

/** One household decision with every attempt, before execution. */
export interface Decision {
  agent: Agent;
  context: HouseholdContext;
  hash: string;
  state: AgentState;
  /** trustInsurance before deciding (the audit's state). */
  trustBefore: number;
  /** `usage`: what the attempt's requests cost, when it was asked live in this run. */
  attempts: { reply: Reply; parse: HouseholdParse; judgement: HouseholdJudgement; usage?: AttemptUsage }[];
}

/** One judged household decision, as handed to the caller (in year, agentId order). */
export interface DecisionEvent {
  audit: AuditRecord;
  /** The final attempt's judgement. */
  judgement: HouseholdJudgement;
  /** The final attempt's text (null for a failure reply). */
  finalText: string | null;
  /** Every attempt ended in a provider error: the model was never heard. */
  providerError: boolean;
  /** What the decision's requests cost (every attempt's, re-asks included), or null when not every attempt was asked live. */
  usage: AttemptUsage | null;
}

/** A year's end figures and the institutions' choices, for the report. */
export interface YearSummary {
  year: number;
  flood: boolean;
  severity: number | null;
  premiumRate: number;
  subsidyRate: number;
  mgPriority: boolean;
  decisions: number;
  premiums: number;
  claims: number;
  lossRatio: number | null;
  policies: number;
  active: number;
  uptake: number | null;
  mgAdoption: number | null;
  nmgAdoption: number | null;
  subsidiesPaid: number;
  budgetLeftShare: number | null;
  government: { decision: string; adjustment: number; validated: boolean };
  insurance: { decision: string; adjustment: number; validated: boolean };
}

export interface WorldSinks {
  decision(event: DecisionEvent): Promise<void> | void;
  institution(record: GovernmentAuditRecord | InsuranceAuditRecord): Promise<void> | void;
  /** Every provider attempt in execution order (the `--record` file). */
  attempt(record: AttemptRecord): Promise<void> | void;
}

/** A simulation that ran to its last year. */
export interface WorldRun {
  decisions: DecisionFacts[];
  households: HouseholdHistory[];
  institutions: InstitutionFacts;
  years: YearSummary[];
  /** Institution replies that were provider errors (the rule policy applied instead). */
  institutionProviderErrors: number;
}

/** The run signal stopped the simulation: not a failure (no diagnostic); the run drops the suite. */
export interface WorldStopped {
  ok: false;
  stopped: true;
}

/**
 * The finished run, or the fatal provider problem that ended it (one diagnostic: HTTP 401, the
 * circuit breaker; the suite is an error), or `stopped` by the run signal.
 */
export type WorldResult = Result<WorldRun> | WorldStopped;

export interface WorldInput {
  scenario: Scenario;
  /** In ascending code-point order of agentId. */
  households: readonly Household[];
  provider: Provider;
  sinks: WorldSinks;
  /**
   * Counts household decisions as they are made (what the report counts; provider errors included).
   * The total is re-estimated each year: the households still active, for each year left. Absent: no progress.
   */
  progress?: Ticker;
}

/** Last year's figures (year 1: from the profiles). */
export interface Figures {
  premiums: number;
  claims: number;
  lossRatio: number | null;
  policies: number;
  uptake: number | null;
  mgAdoption: number | null;
  nmgAdoption: number | null;
  budgetLeft: number;
  budgetLeftShare: number | null;
  flood: boolean;
}

/** What a household's decision did this year (step 3, "Execute"). */
export interface Executed {
  skill: SkillId;
  insured: boolean;
  subsidyPaid: number;
}

/** A flooded household's damage and insurance payout (step 4, "Flood"). */
export interface Loss {
  damage: number;
  payout: number;
}
