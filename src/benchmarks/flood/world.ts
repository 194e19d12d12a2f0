// The yearly loop of the flood-adaptation simulation (spec "One year"): institutions decide,
// households decide (all collected before any is executed), execution, flood, year end.
// Deterministic: every draw is on a named stream in agentId order, independent of concurrency.
import type { Diagnostic } from '../../results/types.js';
import { coveredValue, hashContext, subsidyShare, type HouseholdContext } from './context.js';
import { decideGovernment, decideInsurance, judgeHousehold } from './funnel.js';
import { damageRatio, EXPOSURE_THRESHOLD, insurancePayout } from './hazard.js';
import { createMemory, type HouseholdMemory } from './memory.js';
import { isProviderErrorReason, parseHouseholdReply } from './parse.js';
import type { Household } from './population.js';
import { createStreams, type Streams } from './prng.js';
import { auditConstructs, governmentAuditRecord, insuranceAuditRecord } from './audit-records.js';
import { governmentMessages, householdMessages, insuranceMessages, reaskMessage, type ChatMessage } from './prompts.js';
import { attemptRecord, type AttemptRecord } from './providers/record.js';
import type { Answer, Provider } from './providers/types.js';
import type { Scenario } from './scenario.js';
import { isInsuranceSkill, isLeaveSkill, skillOptions } from './skills.js';
import type {
  AgentState,
  AttemptLogEntry,
  AuditRecord,
  DecisionFacts,
  GovernmentAuditRecord,
  GovernmentFigures,
  HouseholdHistory,
  HouseholdJudgement,
  HouseholdParse,
  InstitutionFacts,
  InsuranceAuditRecord,
  InsuranceFigures,
  Reply,
  SkillId,
} from './types.js';

/** A household during the run. */
interface Agent {
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
interface Decision {
  agent: Agent;
  context: HouseholdContext;
  hash: string;
  state: AgentState;
  /** trustInsurance before deciding (the audit's state). */
  trustBefore: number;
  attempts: { reply: Reply; parse: HouseholdParse; judgement: HouseholdJudgement }[];
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

export type WorldResult =
  | {
      ok: true;
      decisions: DecisionFacts[];
      households: HouseholdHistory[];
      institutions: InstitutionFacts;
      years: YearSummary[];
      /** Institution replies that were provider errors (the rule policy applied instead). */
      institutionProviderErrors: number;
    }
  /** `fatal`: the suite is an error (HTTP 401, the circuit breaker); null: the run signal stopped it. */
  | { ok: false; fatal: Diagnostic | null };

export interface WorldInput {
  scenario: Scenario;
  /** In ascending code-point order of agentId. */
  households: readonly Household[];
  provider: Provider;
  sinks: WorldSinks;
}

/** Last year's figures (year 1: from the profiles). */
interface Figures {
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
  return { policies, active, uptake: ratio(policies, active), mgAdoption: ratio(adopted.mg, all.mg), nmgAdoption: ratio(adopted.nmg, all.nmg) };
}

/** Runs `task` over items with at most `limit` in flight. */
async function forEachLimit<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await task(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}

/** Why the run cannot go on: a fatal provider problem, or (null) the run signal. */
class Halt {
  constructor(readonly fatal: Diagnostic | null) {}
}

function haltOf(answer: Answer): Halt | null {
  if ('fatal' in answer) return new Halt(answer.fatal);
  if ('stopped' in answer) return new Halt(null);
  return null;
}

function replyOf(answer: Answer): Reply {
  const halt = haltOf(answer);
  if (halt !== null) throw halt;
  return (answer as { reply: Reply }).reply;
}

/** A decision whose every attempt ended in a provider error: the model was never heard (not scored). */
function unanswered(attempts: Decision['attempts']): boolean {
  return attempts.length > 0 && attempts.every((a) => a.reply.kind === 'failure' && isProviderErrorReason(a.reply.reason));
}

/**
 * Every household's attempts for the year (`provider.concurrency` conversations at a time):
 * ask, judge, and re-ask with the failure reasons while attempts fail, at most maxRetries times
 * and only when the provider can answer the next attempt. A fatal or stopped answer ends the
 * year's asking; the attempts made so far stay on their decisions.
 */
async function collectDecisions(pending: readonly Decision[], provider: Provider, scenario: Scenario): Promise<Halt | null> {
  let aborted: Halt | null = null;
  await forEachLimit(pending, provider.concurrency, async (d) => {
    const { year, agentId } = d.context;
    const messages: ChatMessage[] = householdMessages(d.context, scenario);
    for (let attempt = 1; aborted === null; attempt += 1) {
      const answer = await provider.askHousehold({
        year,
        agentId,
        attempt,
        context: d.context,
        contextHash: d.hash,
        messages: [...messages],
        floodedLastYear: d.agent.floodedLastYear,
      });
      const halt = haltOf(answer);
      if (halt !== null) {
        aborted ??= halt;
        return;
      }
      const reply = (answer as { reply: Reply }).reply;
      const parse = parseHouseholdReply(reply);
      const judgement = judgeHousehold(parse, d.state);
      d.attempts.push({ reply, parse, judgement });
      if (judgement.validated || attempt > scenario.maxRetries || !provider.mayReask(year, agentId, attempt + 1)) return;
      if (reply.kind === 'text') messages.push({ role: 'assistant', content: reply.text });
      messages.push({ role: 'user', content: reaskMessage(judgement.errors) });
    }
  });
  return aborted;
}

export async function runWorld(input: WorldInput): Promise<WorldResult> {
  try {
    return await simulate(input);
  } catch (error) {
    if (error instanceof Halt) return { ok: false, fatal: error.fatal };
    throw error;
  }
}

async function simulate({ scenario, households, provider, sinks }: WorldInput): Promise<WorldResult> {
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
      history: { agentId: h.agentId, agentType: h.agentType, zone: h.floodZone, insured, active, flooded, elevatedAtEnd: h.elevated },
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
    const govFigures: GovernmentFigures = {
      budgetRemaining: last.budgetLeft,
      budgetRemainingShare: last.budgetLeftShare,
      mgAdoptionRate: last.mgAdoption,
      nmgAdoptionRate: last.nmgAdoption,
      floodLastYear: last.flood,
      subsidyRate,
    };
    const govReply = replyOf(
      await provider.askInstitution({ role: 'government', year, figures: govFigures, mgPriority: gov.mgPriority, messages: governmentMessages(govFigures, year) }),
    );
    await sinks.attempt(attemptRecord(year, 'government', 'government', 1, govReply));
    if (govReply.kind === 'failure' && isProviderErrorReason(govReply.reason)) institutionProviderErrors += 1;
    const g = decideGovernment(govReply, govFigures, gov.mgPriority);
    await sinks.institution(governmentAuditRecord(year, govFigures, g));
    const insFigures: InsuranceFigures = {
      lossRatio: last.lossRatio,
      uptake: last.uptake,
      totalPolicies: last.policies,
      premiumsLastYear: last.premiums,
      claimsLastYear: last.claims,
      premiumRate,
    };
    const insReply = replyOf(await provider.askInstitution({ role: 'insurance', year, figures: insFigures, messages: insuranceMessages(insFigures, year) }));
    await sinks.attempt(attemptRecord(year, 'insurance', 'insurance', 1, insReply));
    if (insReply.kind === 'failure' && isProviderErrorReason(insReply.reason)) institutionProviderErrors += 1;
    const ins = decideInsurance(insReply, insFigures);
    await sinks.institution(insuranceAuditRecord(year, insFigures, ins));
    facts.outputs += 2;
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
    const halt = await collectDecisions(pending, provider, scenario);
    // Recorded even when the run halts: an interrupted run's --record file lets --resume go on from here.
    for (const d of pending) {
      for (const [i, a] of d.attempts.entries()) await sinks.attempt(attemptRecord(year, 'household', d.context.agentId, i + 1, a.reply, d.hash));
    }
    if (halt !== null) throw halt;

    // 3. Execute in agentId order.
    let premiums = 0;
    let budgetLeft = gov.annualBudget;
    let subsidiesPaid = 0;
    const executed = new Map<Agent, { skill: SkillId; insured: boolean; subsidyPaid: number }>();
    for (const d of pending) {
      const a = d.agent;
      const skill = (d.attempts.at(-1) as Decision['attempts'][number]).judgement.executedSkill;
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
    const flood = scenario.floodMode === 'fixed' ? fixedFloods.has(year) : streams.flood.uniform() < scenario.floodProbability;
    const severity = flood ? 0.5 + 0.5 * streams.flood.uniform() : null;
    let claims = 0;
    const losses = new Map<Agent, { damage: number; payout: number }>();
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
      const a = d.agent;
      const final = d.attempts.at(-1) as Decision['attempts'][number];
      const j = final.judgement;
      const ex = executed.get(a) as { skill: SkillId; insured: boolean; subsidyPaid: number };
      const loss = losses.get(a);
      const attemptLog: AttemptLogEntry[] = d.attempts.map((x, i) => ({
        attempt: i + 1,
        failed_round: x.judgement.failedRound,
        errors: x.judgement.errors,
        text: x.judgement.failedRound !== null && x.reply.kind === 'text' ? x.reply.text : null,
      }));
      const audit: AuditRecord = {
        year,
        agent_id: a.h.agentId,
        agent_type: a.h.agentType,
        state: {
          tenure: a.h.tenure,
          mg: a.h.mg,
          zone: a.h.floodZone,
          elevated: d.state.elevated,
          insured_last_year: d.state.insuredLastYear,
          cumulative_damage: d.context.cumulativeDamage,
          trust_insurance: d.trustBefore,
        },
        constructs: auditConstructs(final.parse),
        decision_number: final.parse.decisionNumber,
        decision_skill: j.proposedSkill,
        validated: j.validated,
        validation_errors: j.errors,
        validation_warnings: j.warnings,
        executed_skill: ex.skill,
        attempts: d.attempts.length,
        attempt_log: attemptLog,
        memory_used: d.context.memories,
        context_hash: d.hash,
        insured: ex.insured,
        subsidy_paid: ex.subsidyPaid,
        flooded: loss !== undefined,
        damage: loss?.damage ?? 0,
        payout: loss?.payout ?? 0,
      };
      const providerError = unanswered(d.attempts);
      await sinks.decision({ audit, judgement: j, finalText: final.reply.kind === 'text' ? final.reply.text : null, providerError });
      decisions.push({
        year,
        agentId: a.h.agentId,
        agentType: a.h.agentType,
        format: j.format,
        admissible: j.admissible,
        coherent: j.coherent,
        executedSkill: ex.skill,
        providerError,
      });
    }

    // 5. Year end.
    const end = adoptionFigures(agents, (a) => executed.get(a)?.insured === true);
    const lossRatio = ratio(claims, premiums);
    for (const d of pending) d.agent.memory.writeYearEnd(year, (executed.get(d.agent) as { skill: SkillId }).skill, losses.get(d.agent)?.damage ?? null);
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
  return { ok: true, decisions, households: agents.map((a) => a.history), institutions: facts, years: summaries, institutionProviderErrors };
}
