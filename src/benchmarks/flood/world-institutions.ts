// Step 1 of a simulated year (spec "One year"): the government, then the insurer, decide on last
// year's figures; each answer is recorded, judged and audited before the households are asked.
import { governmentAuditRecord, insuranceAuditRecord } from './audit-records.js';
import { decideGovernment, decideInsurance } from './funnel.js';
import { isProviderErrorReason } from './parse.js';
import { governmentMessages, insuranceMessages } from './prompts.js';
import { attemptRecord } from './providers/record.js';
import type { GovernmentFigures, GovernmentOutcome, InsuranceFigures, InsuranceOutcome } from './types.js';
import { replyOf } from './world-ask.js';
import type { Figures, WorldInput } from './world-types.js';

export interface InstitutionsTurn {
  government: GovernmentOutcome;
  insurance: InsuranceOutcome;
  /** Institution replies that were provider errors this year (0–2; the rule policy applied instead). */
  providerErrors: number;
}

/**
 * The institutions' turn of `year`: government then insurance, on last year's figures and the
 * current rates. A fatal or stopped answer throws the run's Halt (replyOf).
 */
export async function institutionsTurn(
  year: number,
  last: Figures,
  rates: { premiumRate: number; subsidyRate: number },
  world: Pick<WorldInput, 'scenario' | 'provider' | 'sinks'>,
): Promise<InstitutionsTurn> {
  const { scenario, provider, sinks } = world;
  const gov = scenario.government;
  let providerErrors = 0;
  const govFigures: GovernmentFigures = {
    budgetRemaining: last.budgetLeft,
    budgetRemainingShare: last.budgetLeftShare,
    mgAdoptionRate: last.mgAdoption,
    nmgAdoptionRate: last.nmgAdoption,
    floodLastYear: last.flood,
    subsidyRate: rates.subsidyRate,
  };
  const govReply = replyOf(
    await provider.askInstitution({
      role: 'government',
      year,
      figures: govFigures,
      mgPriority: gov.mgPriority,
      messages: governmentMessages(govFigures, year),
    }),
  );
  await sinks.attempt(attemptRecord({ year, role: 'government', agentId: 'government', attempt: 1 }, govReply));
  if (govReply.kind === 'failure' && isProviderErrorReason(govReply.reason)) providerErrors += 1;
  const government = decideGovernment(govReply, govFigures, gov.mgPriority);
  await sinks.institution(governmentAuditRecord(year, govFigures, government));
  const insFigures: InsuranceFigures = {
    lossRatio: last.lossRatio,
    uptake: last.uptake,
    totalPolicies: last.policies,
    premiumsLastYear: last.premiums,
    claimsLastYear: last.claims,
    premiumRate: rates.premiumRate,
  };
  const insReply = replyOf(
    await provider.askInstitution({
      role: 'insurance',
      year,
      figures: insFigures,
      messages: insuranceMessages(insFigures, year),
    }),
  );
  await sinks.attempt(attemptRecord({ year, role: 'insurance', agentId: 'insurance', attempt: 1 }, insReply));
  if (insReply.kind === 'failure' && isProviderErrorReason(insReply.reason)) providerErrors += 1;
  const insurance = decideInsurance(insReply, insFigures);
  await sinks.institution(insuranceAuditRecord(year, insFigures, insurance));
  return { government, insurance, providerErrors };
}
