// What a simulated year reports about each household decision: the audit record (the `--audit`
// file and the caller's DecisionEvent) and the facts the metrics count.
import { auditConstructs } from './audit-records.js';
import type { AttemptLogEntry, AuditRecord, DecisionFacts, HouseholdJudgement } from './types.js';
import type { Decision, Executed, Loss } from './world-types.js';

/** The audit record of one executed household decision (its final attempt decides). */
export function householdAudit(year: number, d: Decision, ex: Executed, loss: Loss | undefined): AuditRecord {
  const a = d.agent;
  const final = d.attempts.at(-1)!;
  const j = final.judgement;
  const attemptLog: AttemptLogEntry[] = d.attempts.map((x, i) => ({
    attempt: i + 1,
    failed_round: x.judgement.failedRound,
    errors: x.judgement.errors,
    text: x.judgement.failedRound !== null && x.reply.kind === 'text' ? x.reply.text : null,
  }));
  return {
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
}

/** What the metrics count of one household decision. */
export function decisionFacts(
  year: number,
  d: Decision,
  j: HouseholdJudgement,
  ex: Executed,
  providerError: boolean,
): DecisionFacts {
  const a = d.agent;
  return {
    year,
    agentId: a.h.agentId,
    agentType: a.h.agentType,
    format: j.format,
    admissible: j.admissible,
    coherent: j.coherent,
    executedSkill: ex.skill,
    providerError,
  };
}
