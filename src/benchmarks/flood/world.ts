// The yearly loop of the flood-adaptation simulation (spec "One year"): institutions decide,
// households decide (all collected before any is executed), execution, flood, year end.
// Deterministic: every draw is on a named stream in agentId order, independent of concurrency.
// The state and the caller's interface are in world-types.ts; asking the provider in
// world-ask.ts; the institutions' turn in world-institutions.ts; audit records in world-audit.ts.
import { failure, success } from '../../core/result.js';
import { coveredValue, hashContext, subsidyShare, type HouseholdContext } from './context.js';
import { damageRatio, EXPOSURE_THRESHOLD, insurancePayout } from './hazard.js';
import { createMemory } from './memory.js';
import { createStreams, type Streams } from './prng.js';
import { attemptRecord } from './providers/record.js';
import { isInsuranceSkill, isLeaveSkill, skillOptions } from './skills.js';
import type { DecisionFacts, InstitutionFacts } from './types.js';
import { collectDecisions, decisionUsage, Halt, unanswered } from './world-ask.js';
import { decisionFacts, householdAudit } from './world-audit.js';
import type { Household } from './population.js';
import type { Scenario } from './scenario.js';
import { institutionsTurn, type InstitutionsTurn } from './world-institutions.js';
import type {
  Agent,
  Decision,
  Executed,
  Figures,
  Loss,
  WorldInput,
  WorldResult,
  WorldRun,
  YearSummary,
} from './world-types.js';

export type {
  DecisionEvent,
  WorldInput,
  WorldResult,
  WorldRun,
  WorldSinks,
  WorldStopped,
  YearSummary,
} from './world-types.js';

const ratio = (a: number, b: number): number | null => (b > 0 ? a / b : null);

/** Policies, uptake and adoption from the agents' current flags (`insured` = this year's policy holders). */
function adoptionFigures(agents: readonly Agent[], insured: (a: Agent) => boolean) {
  let policies = 0;
  let active = 0;
  const adopted = { mg: 0, nmg: 0 };
  const all = { mg: 0, nmg: 0 };
  for (const a of agents) {
    const group = a.h.mg ? 'mg' : 'nmg';
    all[group] += 1;
    if (a.active) active += 1;
    if (a.active && insured(a)) policies += 1;
    if ((a.active && insured(a)) || a.elevated || !a.active) adopted[group] += 1;
  }
  return {
    policies,
    active,
    uptake: ratio(policies, active),
    mgAdoption: ratio(adopted.mg, all.mg),
    nmgAdoption: ratio(adopted.nmg, all.nmg),
  };
}

export async function runWorld(input: WorldInput): Promise<WorldResult> {
  try {
    return success(await simulate(input));
  } catch (error) {
    if (error instanceof Halt) return error.fatal === null ? { ok: false, stopped: true } : failure(error.fatal);
    throw error;
  }
}

/** The run's state from one year to the next. */
interface Simulation {
  input: WorldInput;
  streams: Streams;
  agents: Agent[];
  fixedFloods: Set<number>;
  /** Last year's figures (year 1: from the profiles). */
  last: Figures;
  premiumRate: number;
  subsidyRate: number;
  decisions: DecisionFacts[];
  summaries: YearSummary[];
  institutionProviderErrors: number;
  /** Household decisions made so far (progress). */
  decided: number;
  facts: InstitutionFacts;
}

/** What step 3 ("Execute") did: the money moved and each household's executed decision. */
interface Execution {
  premiums: number;
  budgetLeft: number;
  subsidiesPaid: number;
  executed: Map<Agent, Executed>;
}

/** What step 4 ("Flood") did. */
interface FloodOutcome {
  flood: boolean;
  severity: number | null;
  claims: number;
  losses: Map<Agent, Loss>;
}

/** A year's steps 1–4, for the year end. */
interface YearSteps {
  year: number;
  government: InstitutionsTurn['government'];
  insurance: InstitutionsTurn['insurance'];
  mgPriority: boolean;
  pending: Decision[];
  execution: Execution;
  flooded: FloodOutcome;
}

async function simulate(input: WorldInput): Promise<WorldRun> {
  const sim = startSimulation(input);
  for (let year = 1; year <= input.scenario.years; year += 1) await simulateYear(sim, year);
  return {
    decisions: sim.decisions,
    households: sim.agents.map((a) => a.history),
    institutions: sim.facts,
    years: sim.summaries,
    institutionProviderErrors: sim.institutionProviderErrors,
  };
}

function createAgents(scenario: Scenario, households: readonly Household[], streams: Streams): Agent[] {
  const years = scenario.years;
  return households.map((h) => {
    const insured: (boolean | null)[] = new Array<boolean | null>(years + 1).fill(false);
    const flooded: (boolean | null)[] = new Array<boolean | null>(years + 1).fill(false);
    const active = new Array<boolean>(years + 1).fill(false);
    insured[0] = h.insured;
    active[0] = !h.relocated;
    return {
      h,
      memory: createMemory(scenario.memory, streams.memory),
      active: !h.relocated,
      elevated: h.elevated,
      insuredLastYear: h.insured,
      cumulativeDamage: 0,
      trustInsurance: h.trustInsurance,
      floodedLastYear: false,
      history: {
        agentId: h.agentId,
        agentType: h.agentType,
        zone: h.floodZone,
        insured,
        active,
        flooded,
        elevatedAtEnd: h.elevated,
      },
    };
  });
}

function startSimulation(input: WorldInput): Simulation {
  const { scenario, households } = input;
  const streams: Streams = createStreams(scenario.seed);
  const { insurance: terms, government: gov } = scenario;
  const agents = createAgents(scenario, households, streams);
  const initial = adoptionFigures(agents, (a) => a.h.insured);
  return {
    input,
    streams,
    agents,
    fixedFloods: new Set(scenario.floodYears),
    last: {
      premiums: 0,
      claims: 0,
      lossRatio: null,
      policies: initial.policies,
      uptake: initial.uptake,
      mgAdoption: initial.mgAdoption,
      nmgAdoption: initial.nmgAdoption,
      budgetLeft: gov.annualBudget,
      budgetLeftShare: 1,
      flood: false,
    },
    premiumRate: terms.rate,
    subsidyRate: gov.subsidyRate,
    decisions: [],
    summaries: [],
    institutionProviderErrors: 0,
    decided: 0,
    facts: {
      outputs: 0,
      valid: 0,
      finalPremiumRate: terms.rate,
      finalSubsidyRate: gov.subsidyRate,
      floodYearLossRatios: [],
      subsidiesPaid: 0,
      annualBudget: gov.annualBudget,
    },
  };
}

async function simulateYear(sim: Simulation, year: number): Promise<void> {
  const { scenario, provider, sinks, progress } = sim.input;
  // 1. Institutions, government then insurance, on last year's figures.
  const rates = { premiumRate: sim.premiumRate, subsidyRate: sim.subsidyRate };
  const { government, insurance, providerErrors } = await institutionsTurn(year, sim.last, rates, sim.input);
  sim.institutionProviderErrors += providerErrors;
  // A reply the provider never gave is no output of the model: not judged, not invalid.
  sim.facts.outputs += 2 - providerErrors;
  sim.facts.valid += (government.validated ? 1 : 0) + (insurance.validated ? 1 : 0);
  sim.subsidyRate = government.newRate;
  sim.premiumRate = insurance.newRate;
  const mgPriority = government.priority === 'MG';

  // 2. Households: contexts (and memory draws) in agentId order, then every decision is collected.
  const pending = householdDecisions(sim, year, mgPriority);
  // Progress counts decisions as the report does: the households still here, this year and each one left.
  progress?.setTotal(sim.decided + pending.length * (scenario.years - year + 1));
  const halt = await collectDecisions(pending, provider, scenario, () => {
    sim.decided += 1;
    progress?.tick();
  });
  // Recorded even when the run halts: an interrupted run's --record file lets --resume go on from here.
  for (const d of pending) {
    for (const [i, a] of d.attempts.entries()) {
      const key = { year, role: 'household', agentId: d.context.agentId, attempt: i + 1 } as const;
      await sinks.attempt(attemptRecord(key, a.reply, d.hash));
    }
  }
  if (halt !== null) throw halt;

  // 3. Execute in agentId order.
  const execution = execute(pending, scenario);
  // 4. Flood.
  const flooded = floodYear(sim, year, execution.executed);
  await auditDecisions(sim, year, pending, execution.executed, flooded.losses);
  // 5. Year end.
  endYear(sim, { year, government, insurance, mgPriority, pending, execution, flooded });
}

/** Step 2's contexts, one per active household in agentId order (the memory draws are in that order). */
function householdDecisions(sim: Simulation, year: number, mgPriority: boolean): Decision[] {
  const terms = sim.input.scenario.insurance;
  const pending: Decision[] = [];
  for (const agent of sim.agents) {
    if (!agent.active) continue;
    const h = agent.h;
    const context: HouseholdContext = {
      year,
      agentId: h.agentId,
      agentType: h.agentType,
      tenure: h.tenure,
      income: h.income,
      propertyValue: h.propertyValue,
      contentsValue: h.contentsValue,
      zone: h.floodZone,
      elevated: agent.elevated,
      insuredLastYear: agent.insuredLastYear,
      cumulativeDamage: agent.cumulativeDamage,
      memories: agent.memory.retrieve(year, sim.streams.memory),
      premium: sim.premiumRate * coveredValue(h.tenure, h.propertyValue, h.contentsValue, terms),
      subsidy: subsidyShare(sim.subsidyRate, h.mg, mgPriority),
      options: [...skillOptions(h.tenure, agent.elevated)],
    };
    pending.push({
      agent,
      context,
      hash: hashContext(context),
      state: { tenure: h.tenure, elevated: agent.elevated, insuredLastYear: agent.insuredLastYear },
      trustBefore: agent.trustInsurance,
      attempts: [],
    });
  }
  return pending;
}

/** Step 3: each final decision executed in agentId order; subsidies while the budget lasts. */
function execute(pending: readonly Decision[], scenario: Scenario): Execution {
  const { government: gov, costs } = scenario;
  let premiums = 0;
  let budgetLeft = gov.annualBudget;
  let subsidiesPaid = 0;
  const executed = new Map<Agent, Executed>();
  for (const d of pending) {
    const a = d.agent;
    const skill = d.attempts.at(-1)!.judgement.executedSkill;
    const insured = isInsuranceSkill(skill);
    let subsidyPaid = 0;
    if (insured) premiums += d.context.premium;
    if (skill === 'elevate_house' || skill === 'relocate') {
      const cost = skill === 'elevate_house' ? costs.elevation : costs.relocation;
      subsidyPaid = Math.min(cost * d.context.subsidy, budgetLeft);
      budgetLeft -= subsidyPaid;
      subsidiesPaid += subsidyPaid;
    }
    if (skill === 'elevate_house') a.elevated = true;
    if (isLeaveSkill(skill)) a.active = false;
    executed.set(a, { skill, insured, subsidyPaid });
  }
  return { premiums, budgetLeft, subsidiesPaid, executed };
}

/** Step 4: whether the year floods, and each active household's damage and payout (draws in agentId order). */
function floodYear(sim: Simulation, year: number, executed: ReadonlyMap<Agent, Executed>): FloodOutcome {
  const { scenario } = sim.input;
  const streams = sim.streams;
  const flood =
    scenario.floodMode === 'fixed' ? sim.fixedFloods.has(year) : streams.flood.uniform() < scenario.floodProbability;
  const severity = flood ? 0.5 + 0.5 * streams.flood.uniform() : null;
  let claims = 0;
  const losses = new Map<Agent, Loss>();
  if (severity !== null) {
    for (const a of sim.agents) {
      if (!a.active) continue;
      if (streams.exposure.uniform() >= EXPOSURE_THRESHOLD[a.h.floodZone]) continue;
      const r = damageRatio(severity, streams.damage.normal(), a.elevated);
      const building = r * a.h.propertyValue;
      const contents = r * a.h.contentsValue;
      const damage = building + contents;
      a.cumulativeDamage += damage;
      let payout = 0;
      if (executed.get(a)?.insured === true) {
        payout = insurancePayout(building, contents, scenario.insurance);
        claims += payout;
        if (payout > 0) a.trustInsurance = Math.min(1, a.trustInsurance + 0.1);
        else if (damage > 0) a.trustInsurance = Math.max(0, a.trustInsurance - 0.2);
      }
      losses.set(a, { damage, payout });
    }
  }
  return { flood, severity, claims, losses };
}

/** Audit records and decision facts, in agentId order. */
async function auditDecisions(
  sim: Simulation,
  year: number,
  pending: readonly Decision[],
  executed: ReadonlyMap<Agent, Executed>,
  losses: ReadonlyMap<Agent, Loss>,
): Promise<void> {
  for (const d of pending) {
    const final = d.attempts.at(-1)!;
    const ex = executed.get(d.agent)!;
    const audit = householdAudit(year, d, ex, losses.get(d.agent));
    const providerError = unanswered(d.attempts);
    await sim.input.sinks.decision({
      audit,
      judgement: final.judgement,
      finalText: final.reply.kind === 'text' ? final.reply.text : null,
      providerError,
      usage: decisionUsage(d.attempts),
    });
    sim.decisions.push(decisionFacts(year, d, final.judgement, ex, providerError));
  }
}

/** Step 5: memories, the agents' flags and history, the institution facts, next year's figures and the summary. */
function endYear(sim: Simulation, steps: YearSteps): void {
  const { year, pending, execution, flooded } = steps;
  const { executed, premiums, budgetLeft, subsidiesPaid } = execution;
  const { flood, claims, losses } = flooded;
  const annualBudget = sim.input.scenario.government.annualBudget;
  const end = adoptionFigures(sim.agents, (a) => executed.get(a)?.insured === true);
  const lossRatio = ratio(claims, premiums);
  for (const d of pending)
    d.agent.memory.writeYearEnd(year, executed.get(d.agent)!.skill, losses.get(d.agent)?.damage ?? null);
  for (const a of sim.agents) {
    const insured = executed.get(a)?.insured === true;
    a.insuredLastYear = insured;
    a.floodedLastYear = losses.has(a);
    a.history.insured[year] = insured;
    a.history.active[year] = a.active;
    a.history.flooded[year] = losses.has(a);
    a.history.elevatedAtEnd = a.elevated;
  }
  const facts = sim.facts;
  if (flood) facts.floodYearLossRatios.push(lossRatio);
  facts.subsidiesPaid += subsidiesPaid;
  facts.finalPremiumRate = sim.premiumRate;
  facts.finalSubsidyRate = sim.subsidyRate;
  sim.last = {
    premiums,
    claims,
    lossRatio,
    policies: end.policies,
    uptake: end.uptake,
    mgAdoption: end.mgAdoption,
    nmgAdoption: end.nmgAdoption,
    budgetLeft,
    budgetLeftShare: ratio(budgetLeft, annualBudget),
    flood,
  };
  sim.summaries.push(yearSummary(sim, steps, end));
}

function yearSummary(sim: Simulation, steps: YearSteps, end: ReturnType<typeof adoptionFigures>): YearSummary {
  const { year, government: g, insurance: ins, mgPriority, pending, execution, flooded } = steps;
  const last = sim.last;
  return {
    year,
    flood: flooded.flood,
    severity: flooded.severity,
    premiumRate: sim.premiumRate,
    subsidyRate: sim.subsidyRate,
    mgPriority,
    decisions: pending.length,
    premiums: execution.premiums,
    claims: flooded.claims,
    lossRatio: last.lossRatio,
    policies: end.policies,
    active: end.active,
    uptake: end.uptake,
    mgAdoption: end.mgAdoption,
    nmgAdoption: end.nmgAdoption,
    subsidiesPaid: execution.subsidiesPaid,
    budgetLeftShare: last.budgetLeftShare,
    government: { decision: g.decision, adjustment: g.adjustment, validated: g.validated },
    insurance: { decision: ins.decision, adjustment: ins.adjustment, validated: ins.validated },
  };
}
