// The `rule` provider: a deterministic PMT heuristic that writes the exact text formats (fixed
// one-line explanations) so the parser and the funnel are always exercised, and the institutions'
// rule policy (F2's ruleInsuranceText / ruleGovernmentText).
import type { HouseholdContext } from '../context.js';
import { ruleGovernmentText, ruleInsuranceText } from '../funnel.js';
import { actualPa, insuranceSkillFor, leaveSkillFor } from '../skills.js';
import type { AppraisalLevel, SkillId } from '../types.js';
import type { Answer, HouseholdAsk, InstitutionAsk, Provider } from './types.js';

const EXPLANATIONS: Record<string, Record<string, string>> = {
  TP: {
    HIGH: 'Past flood damage or a recent flood in a high-risk zone makes the threat serious.',
    MODERATE: 'Some flood damage or a high-risk zone keeps the threat real.',
    LOW: 'No flood damage so far and the zone is not high risk.',
  },
  CP: {
    HIGH: 'My income is high enough to pay for protective measures.',
    MODERATE: 'My income covers some protective measures.',
    LOW: 'My income leaves little room for protective measures.',
  },
  SP: {
    HIGH: 'The subsidy covers at least half of the cost of adapting.',
    MODERATE: 'The subsidy covers less than half of the cost of adapting.',
  },
  SC: { MODERATE: 'I am fairly confident I can carry out a decision.' },
  PA: {
    FULL: 'My home is elevated and was insured last year.',
    PARTIAL: 'My home is either elevated or was insured last year.',
    NONE: 'My home is neither elevated nor was it insured last year.',
  },
};

interface RuleAppraisal {
  TP: AppraisalLevel;
  CP: AppraisalLevel;
  SP: AppraisalLevel;
  SC: AppraisalLevel;
  PA: ReturnType<typeof actualPa>;
  skill: SkillId;
}

/** The heuristic of spec "Providers / rule" on a household context. */
function ruleAppraisal(c: HouseholdContext, floodedLastYear: boolean): RuleAppraisal {
  const value = c.propertyValue + c.contentsValue;
  const damage = c.cumulativeDamage;
  const TP: AppraisalLevel =
    damage > 0.1 * value || (floodedLastYear && c.zone === 'HIGH')
      ? 'HIGH'
      : damage > 0 || c.zone === 'HIGH'
        ? 'MODERATE'
        : 'LOW';
  const CP: AppraisalLevel = c.income > 60000 ? 'HIGH' : c.income > 35000 ? 'MODERATE' : 'LOW';
  const SP: AppraisalLevel = c.subsidy >= 0.5 ? 'HIGH' : 'MODERATE';
  let skill: SkillId;
  if (TP === 'HIGH' && damage > 0.5 * value && CP !== 'LOW') skill = leaveSkillFor(c.tenure);
  else if (TP === 'HIGH' && c.tenure === 'owner' && !c.elevated && SP === 'HIGH' && CP !== 'LOW')
    skill = 'elevate_house';
  else if (TP === 'HIGH') skill = insuranceSkillFor(c.tenure);
  else if (TP === 'MODERATE' && c.insuredLastYear) skill = insuranceSkillFor(c.tenure);
  else skill = 'do_nothing';
  return { TP, CP, SP, SC: 'MODERATE', PA: actualPa(c.elevated, c.insuredLastYear), skill };
}

/** The rule provider's household reply in the exact five-construct format. */
function ruleHouseholdText(c: HouseholdContext, floodedLastYear: boolean): string {
  const a = ruleAppraisal(c, floodedLastYear);
  const line = (id: 'TP' | 'CP' | 'SP' | 'SC' | 'PA') =>
    `${id} Assessment: ${a[id]} - ${EXPLANATIONS[id]?.[a[id]] ?? ''}`;
  return [
    line('TP'),
    line('CP'),
    line('SP'),
    line('SC'),
    line('PA'),
    `Final Decision: ${c.options.indexOf(a.skill) + 1}`,
  ].join('\n');
}

function ruleInstitutionText(ask: InstitutionAsk): string {
  return ask.role === 'insurance' ? ruleInsuranceText(ask.figures) : ruleGovernmentText(ask.figures, ask.mgPriority);
}

export function createRuleProvider(): Provider {
  const text = (t: string): Answer => ({ reply: { kind: 'text', text: t } });
  return {
    name: 'rule',
    concurrency: 1,
    askHousehold: (ask: HouseholdAsk) => Promise.resolve(text(ruleHouseholdText(ask.context, ask.floodedLastYear))),
    askInstitution: (ask: InstitutionAsk) => Promise.resolve(text(ruleInstitutionText(ask))),
    // The rule heuristic passes every round; a re-ask would give the same text.
    mayReask: () => false,
    warnings: () => [],
  };
}
