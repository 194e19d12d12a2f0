// The household decision context (spec "One year", step 2) and the money figures it carries.
import { contextHash } from './canonical.js';
import type { InsuranceTerms } from './scenario.js';
import type { AgentType, FloodZone, SkillId, Tenure } from './types.js';

/** Exactly the spec's Context object; its JCS JSON is hashed into `context_hash`. */
export interface HouseholdContext {
  year: number;
  agentId: string;
  agentType: AgentType;
  tenure: Tenure;
  income: number;
  propertyValue: number;
  contentsValue: number;
  zone: FloodZone;
  elevated: boolean;
  insuredLastYear: boolean;
  cumulativeDamage: number;
  memories: string[];
  premium: number;
  subsidy: number;
  options: SkillId[];
}

/** Covered value: owner min(property, buildingLimit) + min(contents, contentsLimit); renter the contents part. */
export function coveredValue(
  tenure: Tenure,
  propertyValue: number,
  contentsValue: number,
  terms: InsuranceTerms,
): number {
  const contents = Math.min(contentsValue, terms.contentsLimit);
  return tenure === 'owner' ? Math.min(propertyValue, terms.buildingLimit) + contents : contents;
}

/** The household's subsidy share: the rate, × 1.2 for MG households under MG priority, capped at 1. */
export function subsidyShare(rate: number, mg: boolean, mgPriority: boolean): number {
  return Math.min(1, mg && mgPriority ? rate * 1.2 : rate);
}

export function hashContext(context: HouseholdContext): string {
  return contextHash({ ...context });
}
