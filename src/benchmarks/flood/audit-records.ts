// Builders of the audit lines (spec "Outputs"): pure functions, keys in the spec's order.
import type {
  AuditRecord,
  ConstructId,
  GovernmentAuditRecord,
  GovernmentFigures,
  GovernmentOutcome,
  HouseholdParse,
  InsuranceAuditRecord,
  InsuranceFigures,
  InsuranceOutcome,
} from './types.js';
import { CONSTRUCT_IDS } from './types.js';

export function governmentAuditRecord(year: number, f: GovernmentFigures, g: GovernmentOutcome): GovernmentAuditRecord {
  return {
    year,
    agent_id: 'government',
    budget_remaining: f.budgetRemaining,
    budget_remaining_share: f.budgetRemainingShare,
    mg_adoption_rate: f.mgAdoptionRate,
    nmg_adoption_rate: f.nmgAdoptionRate,
    flood_last_year: f.floodLastYear,
    subsidy_rate: f.subsidyRate,
    decision: g.decision,
    adjustment_pct: g.adjustment,
    priority: g.priority,
    new_subsidy_rate: g.newRate,
    validated: g.validated,
    validation_errors: g.errors,
    validation_warnings: g.warnings,
    analysis: g.analysis,
    reason: g.reason,
    text: g.text,
  };
}

export function insuranceAuditRecord(year: number, f: InsuranceFigures, o: InsuranceOutcome): InsuranceAuditRecord {
  return {
    year,
    agent_id: 'insurance',
    loss_ratio: f.lossRatio,
    uptake: f.uptake,
    total_policies: f.totalPolicies,
    premiums_last_year: f.premiumsLastYear,
    claims_last_year: f.claimsLastYear,
    premium_rate: f.premiumRate,
    decision: o.decision,
    adjustment_pct: o.adjustment,
    new_premium_rate: o.newRate,
    validated: o.validated,
    validation_errors: o.errors,
    validation_warnings: o.warnings,
    analysis: o.analysis,
    reason: o.reason,
    text: o.text,
  };
}

/** The final attempt's constructs, TP … PA. */
export function auditConstructs(parse: HouseholdParse): AuditRecord['constructs'] {
  const out = {} as AuditRecord['constructs'];
  for (const id of CONSTRUCT_IDS as readonly ConstructId[]) {
    const c = parse.constructs[id];
    out[id] = { level: c.level, explanation: c.explanation };
  }
  return out;
}
