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
import { collectDecisions, Halt, unanswered } from './world-ask.js';
import { decisionFacts, householdAudit } from './world-audit.js';
import { institutionsTurn } from './world-institutions.js';
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

async function simulate({ scenario, households, provider, sinks, progress }: WorldInput): Promise<WorldRun> {
  const streams: Streams = createStreams(scenario.seed);
  const { insurance: terms, government: gov, costs, years } = scenario;
  const agents: Agent[] = households.map((h) => {
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
  const initial = adoptionFigures(agents, (a) => a.h.insured);
  let last: Figures = {
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
  };
  let premiumRate = terms.rate;
  let subsidyRate = gov.subsidyRate;
  const fixedFloods = new Set(scenario.floodYears);
  const decisions: DecisionFacts[] = [];
  const summaries: YearSummary[] = [];
  let institutionProviderErrors = 0;
  let decided = 0;
  const facts: InstitutionFacts = {
    outputs: 0,
    valid: 0,
    finalPremiumRate: premiumRate,
    finalSubsidyRate: subsidyRate,
    floodYearLossRatios: [],
    subsidiesPaid: 0,
    annualBudget: gov.annualBudget,
  };

  for (let year = 1; year <= years; year += 1) {
    // 1. Institutions, government then insurance, on last year's figures.
    const {
      government: g,
      insurance: ins,
      providerErrors,
    } = await institutionsTurn(year, last, { premiumRate, subsidyRate }, scenario, provider, sinks);
    institutionProviderErrors += providerErrors;
    // A reply the provider never gave is no output of the model: not judged, not invalid.
    facts.outputs += 2 - providerErrors;
    facts.valid += (g.validated ? 1 : 0) + (ins.validated ? 1 : 0);
    subsidyRate = g.newRate;
    premiumRate = ins.newRate;
    const mgPriority = g.priority === 'MG';

    // 2. Households: contexts (and memory draws) in agentId order, then every decision is collected.
    const pending: Decision[] = [];
    for (const agent of agents) {
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
        memories: agent.memory.retrieve(year, streams.memory),
        premium: premiumRate * coveredValue(h.tenure, h.propertyValue, h.contentsValue, terms),
        subsidy: subsidyShare(subsidyRate, h.mg, mgPriority),
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
    // Progress counts decisions as the report does: the households still here, this year and each one left.
    progress?.setTotal(decided + pending.length * (years - year + 1));
    const halt = await collectDecisions(pending, provider, scenario, () => {
      decided += 1;
      progress?.tick();
    });
    // Recorded even when the run halts: an interrupted run's --record file lets --resume go on from here.
    for (const d of pending) {
      for (const [i, a] of d.attempts.entries())
        await sinks.attempt(attemptRecord(year, 'household', d.context.agentId, i + 1, a.reply, d.hash));
    }
    if (halt !== null) throw halt;

    // 3. Execute in agentId order.
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

    // 4. Flood.
    const flood =
      scenario.floodMode === 'fixed' ? fixedFloods.has(year) : streams.flood.uniform() < scenario.floodProbability;
    const severity = flood ? 0.5 + 0.5 * streams.flood.uniform() : null;
    let claims = 0;
    const losses = new Map<Agent, Loss>();
    if (severity !== null) {
      for (const a of agents) {
        if (!a.active) continue;
        if (streams.exposure.uniform() >= EXPOSURE_THRESHOLD[a.h.floodZone]) continue;
        const r = damageRatio(severity, streams.damage.normal(), a.elevated);
        const building = r * a.h.propertyValue;
        const contents = r * a.h.contentsValue;
        const damage = building + contents;
        a.cumulativeDamage += damage;
        let payout = 0;
        if (executed.get(a)?.insured === true) {
          payout = insurancePayout(building, contents, terms);
          claims += payout;
          if (payout > 0) a.trustInsurance = Math.min(1, a.trustInsurance + 0.1);
          else if (damage > 0) a.trustInsurance = Math.max(0, a.trustInsurance - 0.2);
        }
        losses.set(a, { damage, payout });
      }
    }

    // Audit records and decision facts, in agentId order.
    for (const d of pending) {
      const final = d.attempts.at(-1)!;
      const ex = executed.get(d.agent)!;
      const audit = householdAudit(year, d, ex, losses.get(d.agent));
      const providerError = unanswered(d.attempts);
      await sinks.decision({
        audit,
        judgement: final.judgement,
        finalText: final.reply.kind === 'text' ? final.reply.text : null,
        providerError,
      });
      decisions.push(decisionFacts(year, d, final.judgement, ex, providerError));
    }

    // 5. Year end.
    const end = adoptionFigures(agents, (a) => executed.get(a)?.insured === true);
    const lossRatio = ratio(claims, premiums);
    for (const d of pending)
      d.agent.memory.writeYearEnd(year, executed.get(d.agent)!.skill, losses.get(d.agent)?.damage ?? null);
    for (const a of agents) {
      const insured = executed.get(a)?.insured === true;
      a.insuredLastYear = insured;
      a.floodedLastYear = losses.has(a);
      a.history.insured[year] = insured;
      a.history.active[year] = a.active;
      a.history.flooded[year] = losses.has(a);
      a.history.elevatedAtEnd = a.elevated;
    }
    if (flood) facts.floodYearLossRatios.push(lossRatio);
    facts.subsidiesPaid += subsidiesPaid;
    facts.finalPremiumRate = premiumRate;
    facts.finalSubsidyRate = subsidyRate;
    last = {
      premiums,
      claims,
      lossRatio,
      policies: end.policies,
      uptake: end.uptake,
      mgAdoption: end.mgAdoption,
      nmgAdoption: end.nmgAdoption,
      budgetLeft,
      budgetLeftShare: ratio(budgetLeft, gov.annualBudget),
      flood,
    };
    summaries.push({
      year,
      flood,
      severity,
      premiumRate,
      subsidyRate,
      mgPriority,
      decisions: pending.length,
      premiums,
      claims,
      lossRatio,
      policies: end.policies,
      active: end.active,
      uptake: end.uptake,
      mgAdoption: end.mgAdoption,
      nmgAdoption: end.nmgAdoption,
      subsidiesPaid,
      budgetLeftShare: last.budgetLeftShare,
      government: { decision: g.decision, adjustment: g.adjustment, validated: g.validated },
      insurance: { decision: ins.decision, adjustment: ins.adjustment, validated: ins.validated },
    });
  }
  return {
    decisions,
    households: agents.map((a) => a.history),
    institutions: facts,
    years: summaries,
    institutionProviderErrors,
  };
}
