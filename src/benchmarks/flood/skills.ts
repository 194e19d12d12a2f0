// The skills table (flood.md "Skills"): which skill each decision number means for a household
// state, the insurance and leave skill sets, and the actual prior adaptation (PA).
import type { AgentType, PaLevel, SkillId, Tenure } from './types.js';

const OWNER_NOT_ELEVATED: readonly SkillId[] = ['buy_insurance', 'elevate_house', 'buyout_program', 'do_nothing'];
const OWNER_ELEVATED: readonly SkillId[] = ['buy_insurance', 'buyout_program', 'do_nothing'];
const RENTER: readonly SkillId[] = ['buy_contents_insurance', 'relocate', 'do_nothing'];

/** The household's options (skill ids in number order) given `elevated` at the start of the year. */
export function skillOptions(tenure: Tenure, elevated: boolean): readonly SkillId[] {
  if (tenure === 'renter') return RENTER;
  return elevated ? OWNER_ELEVATED : OWNER_NOT_ELEVATED;
}

/** The skill a 1-based decision number picks, or null when it is not an option. */
export function skillForNumber(options: readonly SkillId[], n: number): SkillId | null {
  return Number.isInteger(n) && n >= 1 && n <= options.length ? (options[n - 1] ?? null) : null;
}

export function isInsuranceSkill(skill: SkillId): boolean {
  return skill === 'buy_insurance' || skill === 'buy_contents_insurance';
}

export function isLeaveSkill(skill: SkillId): boolean {
  return skill === 'buyout_program' || skill === 'relocate';
}

export function insuranceSkillFor(tenure: Tenure): SkillId {
  return tenure === 'owner' ? 'buy_insurance' : 'buy_contents_insurance';
}

export function leaveSkillFor(tenure: Tenure): SkillId {
  return tenure === 'owner' ? 'buyout_program' : 'relocate';
}

/** Entropy groups of executed skills: {insurance, elevate, leave, do_nothing}. */
export type SkillGroup = 'insurance' | 'elevate' | 'leave' | 'do_nothing';

export function skillGroup(skill: SkillId): SkillGroup {
  if (isInsuranceSkill(skill)) return 'insurance';
  if (isLeaveSkill(skill)) return 'leave';
  return skill === 'elevate_house' ? 'elevate' : 'do_nothing';
}

/** Actual PA: FULL if elevated and insured last year, PARTIAL if exactly one, else NONE. */
export function actualPa(elevated: boolean, insuredLastYear: boolean): PaLevel {
  if (elevated && insuredLastYear) return 'FULL';
  return elevated || insuredLastYear ? 'PARTIAL' : 'NONE';
}

export function agentTypeOf(mg: boolean, tenure: Tenure): AgentType {
  return `${mg ? 'MG' : 'NMG'}_${tenure === 'owner' ? 'Owner' : 'Renter'}`;
}

export function tenureOf(type: AgentType): Tenure {
  return type.endsWith('_Owner') ? 'owner' : 'renter';
}

export function isMg(type: AgentType): boolean {
  return type.startsWith('MG_');
}
