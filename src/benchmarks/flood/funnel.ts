// The funnel (format → admissible → coherent) for one household attempt with rules R1–R7, and the
// institution rules RI1/RI2/RG1/RG2 with the rule policy that is both the `rule` provider's and
// the fallback decision. Pure functions.
import type { DiagnosticInit } from '../../core/diagnostics.js';
import { DetailBuilder, type ItemDetail, type ItemsWriter } from '../../results/items.js';
import type { ItemUsage } from '../../results/usage.js';
import { isProviderErrorReason, parseGovernment, parseInsurance } from './parse.js';
import { actualPa, isInsuranceSkill, skillForNumber, skillOptions } from './skills.js';
import type {
  AgentState,
  ConstructId,
  GovernmentDecision,
  GovernmentAuditRecord,
  GovernmentFigures,
  GovernmentOutcome,
  HouseholdJudgement,
  HouseholdParse,
  InstitutionOutcome,
  InstitutionParse,
  InsuranceAuditRecord,
  InsuranceDecision,
  InsuranceFigures,
  InsuranceOutcome,
  PaLevel,
  Priority,
  Reply,
  RoundId,
  SkillId,
} from './types.js';

// ---------------------------------------------------------------------------------------------
// Households
// ---------------------------------------------------------------------------------------------

export interface RuleFindings {
  errors: string[];
  warnings: string[];
}

/**
 * R1–R7 on a proposed skill. `levels` are the parsed (valid) construct levels; `actual` is the
 * actual PA, or null when it cannot be known (audit records without state): R7 is then skipped.
 */
function coherenceRules(
  levels: Readonly<Record<ConstructId, string>>,
  skill: SkillId,
  actual: PaLevel | null,
): RuleFindings {
  const { TP, CP, SP, PA } = levels;
  const insurance = isInsuranceSkill(skill);
  const errors: string[] = [];
  const warnings: string[] = [];
  if (TP === 'HIGH' && CP === 'HIGH' && skill === 'do_nothing')
    errors.push('R1: HIGH threat and HIGH coping but chose do_nothing');
  if (CP === 'LOW' && (skill === 'elevate_house' || skill === 'relocate' || skill === 'buyout_program'))
    errors.push(`R2: LOW coping but chose ${skill}`);
  if (TP === 'LOW' && (skill === 'relocate' || skill === 'buyout_program'))
    errors.push(`R3: LOW threat but chose ${skill}`);
  if (TP === 'LOW' && SP === 'LOW' && insurance) errors.push('R4: LOW threat and LOW support but chose insurance');
  if (TP === 'LOW' && SP !== 'LOW' && insurance)
    warnings.push('R5: LOW threat but chose insurance - precautionary behavior');
  if (SP === 'LOW' && TP !== 'LOW' && insurance) warnings.push('R6: LOW support but chose insurance');
  if (actual !== null && PA !== actual) warnings.push(`R7: PA ${PA} but actual ${actual}`);
  return { errors, warnings };
}

/**
 * The funnel on a parsed attempt, with the number → skill resolution and the actual PA given by
 * the caller (the simulation knows the state; audit mode may not).
 */
export function judgeParsed(
  parse: HouseholdParse,
  resolveSkill: (n: number) => SkillId | null,
  actual: PaLevel | null,
): HouseholdJudgement {
  const n = parse.decisionNumber;
  const proposedSkill = n === null ? null : resolveSkill(n);
  const failed = (
    round: RoundId,
    errors: string[],
    admissible: boolean | null,
    warnings: string[] = [],
  ): HouseholdJudgement => ({
    format: round !== 'format',
    admissible,
    coherent: round === 'coherent' ? false : null,
    failedRound: round,
    errors,
    warnings,
    proposedSkill,
    executedSkill: 'do_nothing',
    validated: false,
  });
  if (parse.formatErrors.length > 0 || n === null) return failed('format', parse.formatErrors, null);
  if (proposedSkill === null) return failed('admissible', [`decision ${n} is not an option`], false);
  const levels = Object.fromEntries(Object.entries(parse.constructs).map(([c, v]) => [c, v.level ?? ''])) as Record<
    ConstructId,
    string
  >;
  const rules = coherenceRules(levels, proposedSkill, actual);
  if (rules.errors.length > 0) return failed('coherent', rules.errors, true, rules.warnings);
  return {
    format: true,
    admissible: true,
    coherent: true,
    failedRound: null,
    errors: [],
    warnings: rules.warnings,
    proposedSkill,
    executedSkill: proposedSkill,
    validated: true,
  };
}

/** The funnel for one household attempt in the simulation (state as at the start of the year). */
export function judgeHousehold(parse: HouseholdParse, state: AgentState): HouseholdJudgement {
  const options = skillOptions(state.tenure, state.elevated);
  return judgeParsed(parse, (n) => skillForNumber(options, n), actualPa(state.elevated, state.insuredLastYear));
}

/** The part of a judgement that items, diagnostics and metrics read. */
export type FunnelVerdict = Pick<
  HouseholdJudgement,
  'format' | 'admissible' | 'coherent' | 'failedRound' | 'errors' | 'validated'
>;

/** A decision's line in the items file: its three verdicts and the reason it failed. */
function decisionItem(j: FunnelVerdict): {
  verdicts: Pick<FunnelVerdict, 'format' | 'admissible' | 'coherent'>;
  reason: string | null;
} {
  return {
    verdicts: { format: j.format, admissible: j.admissible, coherent: j.coherent },
    reason: j.failedRound === null ? null : j.errors.join('; '),
  };
}

/** What a decision's detail is made of: the parts of its audit record both the simulation and a read audit log have. */
// Typed loosely: a read audit log is another tool's file, its values shown only as text.
export interface DecisionView {
  state?: { zone?: unknown; elevated?: boolean; insured_last_year?: boolean };
  constructs?: Partial<Record<string, { level?: unknown } | undefined>>;
  decision_number: number | null;
  decision_skill?: unknown;
  executed_skill?: string;
  validation_warnings?: unknown;
}

const yesNo = (b: boolean | undefined): string => (b === undefined ? '?' : b ? 'yes' : 'no');
// Values of a parsed JSON line: JSON.stringify gives a string for each.
const textOf = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * A household-year's detail in the items file (display only): the decision it gave and the skill
 * executed, the state it decided in, its appraisals, the rules' warnings, and for a decision that
 * failed the model's last text (why it failed is the line's `reason`).
 */
export function decisionDetail(record: DecisionView, failedText: string | null): ItemDetail | null {
  const d = new DetailBuilder();
  const n = record.decision_number;
  d.add('decision', n === null ? 'no decision number' : `${n}: ${textOf(record.decision_skill ?? 'not an option')}`);
  d.add('executed', record.executed_skill);
  const st = record.state;
  if (st !== undefined)
    d.add(
      'state',
      `zone ${textOf(st.zone ?? '?')}, elevated ${yesNo(st.elevated)}, insured last year ${yesNo(st.insured_last_year)}`,
    );
  const levels = Object.entries(record.constructs ?? {})
    .filter(([, c]) => c?.level !== undefined && c.level !== null)
    .map(([k, c]) => `${k} ${textOf(c!.level)}`);
  if (levels.length > 0) d.add('appraisals', levels.join(', '));
  const warnings = record.validation_warnings;
  if (Array.isArray(warnings) && warnings.length > 0) d.add('warnings', warnings.map(textOf).join('; '));
  d.add('response', failedText);
  return d.build();
}

/** Adds a decision to the items file, with what its requests cost when it has usage (then waits while the file lags behind). */
export async function writeDecisionItem(
  items: ItemsWriter,
  id: string,
  j: FunnelVerdict,
  line: number | null,
  extra: { detail?: ItemDetail | null; usage?: ItemUsage | null } = {},
): Promise<void> {
  const { verdicts, reason } = decisionItem(j);
  items.write(id, verdicts, reason, line, extra);
  await items.drain();
}

export const FAILED_DECISION_DIAGNOSTICS = 20;

const quoted = (text: string | null) => (text === null ? '' : ` | text: ${Array.from(text).slice(0, 200).join('')}`);

/**
 * A failed decision as a diagnostic: code = the round failed, the reasons and the text's first 200
 * characters. An error: it failed a round (an error rule such as R2 fails `coherent`); the rules
 * that only warn (R5–R7) fail nothing and are not listed.
 */
export function failedDecisionDiagnostic(id: string, j: FunnelVerdict, text: string | null): DiagnosticInit {
  return {
    severity: 'error',
    code: j.failedRound ?? 'coherent',
    item: id,
    message: `${j.errors.join('; ')}${quoted(text)}`,
  };
}

/**
 * An institution's invalid output (unparsable, or an error rule such as RI1) as a diagnostic with
 * its year and role, or null when it was valid or the provider never answered (not the model's failure).
 */
export function failedInstitutionDiagnostic(
  record: GovernmentAuditRecord | InsuranceAuditRecord,
): DiagnosticInit | null {
  if (record.validated || record.validation_errors.every(isProviderErrorReason)) return null;
  const { year, agent_id: role } = record;
  return {
    severity: 'error',
    code: 'institution',
    item: `${year}/${role}`,
    message: `year ${year}, ${role}: ${record.validation_errors.join('; ')} (the rule policy applied instead)${quoted(record.text)}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Institutions
// ---------------------------------------------------------------------------------------------

const PREMIUM_RATE_BOUNDS = [0.01, 0.15] as const;
const SUBSIDY_RATE_BOUNDS = [0.3, 0.8] as const;

export interface PolicyDecision<D extends string> {
  decision: D;
  adjustment: number;
}

/** Insurance rule policy: raise 10 % if loss ratio > 0.80, else lower 5 % if < 0.30 with uptake < 0.40, else maintain. */
function insuranceRulePolicy(f: InsuranceFigures): PolicyDecision<InsuranceDecision> {
  if (f.lossRatio !== null && f.lossRatio > 0.8) return { decision: 'raise', adjustment: 0.1 };
  if (f.lossRatio !== null && f.lossRatio < 0.3 && f.uptake !== null && f.uptake < 0.4)
    return { decision: 'lower', adjustment: 0.05 };
  return { decision: 'maintain', adjustment: 0 };
}

/**
 * Government rule policy: decrease 10 % if budget left share < 0.20 or MG adoption > 0.60, else
 * increase 20 % after a flood with MG adoption < 0.30, else maintain; priority MG iff mgPriority.
 */
function governmentRulePolicy(
  f: GovernmentFigures,
  mgPriority: boolean,
): PolicyDecision<GovernmentDecision> & { priority: Priority } {
  const priority: Priority = mgPriority ? 'MG' : 'all';
  const share = f.budgetRemainingShare;
  const mg = f.mgAdoptionRate;
  if ((share !== null && share < 0.2) || (mg !== null && mg > 0.6))
    return { decision: 'decrease', adjustment: 0.1, priority };
  if (f.floodLastYear && mg !== null && mg < 0.3) return { decision: 'increase', adjustment: 0.2, priority };
  return { decision: 'maintain', adjustment: 0, priority };
}

const percent = (fraction: number): string => `${Math.round(fraction * 1000) / 10}%`;
const figure = (v: number | null): string => (v === null ? 'n/a' : String(Math.round(v * 1000) / 1000));

/** The `rule` provider's insurance reply: the rule policy in the exact format. */
export function ruleInsuranceText(f: InsuranceFigures): string {
  const p = insuranceRulePolicy(f);
  return [
    `Analysis: Last year's loss ratio was ${figure(f.lossRatio)} with uptake ${figure(f.uptake)}.`,
    `Decision: ${p.decision}`,
    `Adjustment: ${percent(p.adjustment)}`,
    'Reason: Rule policy on the loss ratio and uptake.',
  ].join('\n');
}

/** The `rule` provider's government reply: the rule policy in the exact format. */
export function ruleGovernmentText(f: GovernmentFigures, mgPriority: boolean): string {
  const p = governmentRulePolicy(f, mgPriority);
  return [
    `Analysis: Budget left ${figure(f.budgetRemainingShare)}, MG adoption ${figure(f.mgAdoptionRate)}, NMG adoption ${figure(f.nmgAdoptionRate)}.`,
    `Decision: ${p.decision}`,
    `Adjustment: ${percent(p.adjustment)}`,
    `Priority: ${p.priority}`,
    "Reason: Rule policy on the budget, adoption and last year's flood.",
  ].join('\n');
}

/** rate × (1 ± N), clamped to the bounds. */
function applyAdjustment(
  rate: number,
  direction: 1 | -1 | 0,
  adjustment: number,
  bounds: readonly [number, number],
): number {
  const next = rate * (1 + direction * adjustment);
  return Math.min(bounds[1], Math.max(bounds[0], next));
}

interface Judged<D extends string> {
  /** The parse (null for a failure reply); its decision is usable only when `valid`. */
  parse: InstitutionParse<D> | null;
  valid: boolean;
  errors: string[];
  warnings: string[];
  text: string | null;
}

/** Parse a reply (or take its failure reason) and apply the error/warning rules to a parsed one. */
function judgeInstitution<D extends string>(
  reply: Reply,
  parse: (text: string) => InstitutionParse<D>,
  rules: (p: InstitutionParse<D>) => RuleFindings,
): Judged<D> {
  if (reply.kind === 'failure') return { parse: null, valid: false, errors: [reply.reason], warnings: [], text: null };
  const p = parse(reply.text);
  const found = p.errors.length === 0 ? rules(p) : { errors: [], warnings: [] };
  const errors = [...p.errors, ...found.errors];
  const valid = errors.length === 0;
  return { parse: p, valid, errors, warnings: [...p.warnings, ...found.warnings], text: valid ? null : reply.text };
}

/** RI1 (error) and RI2 (warning) on last year's loss ratio. */
function insuranceRules(decision: InsuranceDecision, f: InsuranceFigures): RuleFindings {
  const lr = f.lossRatio;
  return {
    errors: lr !== null && lr > 0.8 && decision === 'lower' ? ['RI1: loss ratio > 0.80 but chose lower'] : [],
    warnings: lr !== null && lr < 0.3 && decision === 'raise' ? ['RI2: loss ratio < 0.30 but chose raise'] : [],
  };
}

/** RG1 (error) on last year's budget left share, RG2 (warning) on last year's adoption. */
function governmentRules(decision: GovernmentDecision, f: GovernmentFigures): RuleFindings {
  const share = f.budgetRemainingShare;
  const { mgAdoptionRate: mg, nmgAdoptionRate: nmg } = f;
  return {
    errors:
      share !== null && share < 0.2 && decision === 'increase' ? ['RG1: budget left < 20% but chose increase'] : [],
    warnings:
      decision === 'decrease' && mg !== null && nmg !== null && mg < nmg
        ? ['RG2: decrease while MG adoption < NMG adoption']
        : [],
  };
}

const direction = (d: string): 1 | -1 | 0 =>
  d === 'raise' || d === 'increase' ? 1 : d === 'lower' || d === 'decrease' ? -1 : 0;

/** An institution's year: the valid reply's decision (`accepted`), else the rule policy; the rate moved within the bounds. */
function institutionYear<D extends string, A extends PolicyDecision<D>>(
  j: Judged<D>,
  accepted: (p: InstitutionParse<D>) => A,
  rulePolicy: () => A,
  rate: number,
  bounds: readonly [number, number],
): A & Omit<InstitutionOutcome<D>, keyof PolicyDecision<D>> {
  const applied = j.valid ? accepted(j.parse!) : rulePolicy();
  return {
    ...applied,
    newRate: applyAdjustment(rate, direction(applied.decision), applied.adjustment, bounds),
    validated: j.valid,
    errors: j.errors,
    warnings: j.warnings,
    analysis: j.parse?.analysis ?? null,
    reason: j.parse?.reason ?? null,
    text: j.text,
  };
}

/** The insurer's year: the reply if valid, else the rule policy; the new premium rate. */
export function decideInsurance(reply: Reply, f: InsuranceFigures): InsuranceOutcome {
  const j = judgeInstitution(reply, parseInsurance, (p) => insuranceRules(p.decision!, f));
  const accepted = (p: InstitutionParse<InsuranceDecision>) => ({ decision: p.decision!, adjustment: p.adjustment! });
  return institutionYear(j, accepted, () => insuranceRulePolicy(f), f.premiumRate, PREMIUM_RATE_BOUNDS);
}

/** The government's year: the reply if valid, else the rule policy; the new subsidy rate and priority. */
export function decideGovernment(reply: Reply, f: GovernmentFigures, mgPriority: boolean): GovernmentOutcome {
  const j = judgeInstitution(reply, parseGovernment, (p) => governmentRules(p.decision!, f));
  const accepted = (p: InstitutionParse<GovernmentDecision>) => ({
    decision: p.decision!,
    adjustment: p.adjustment!,
    priority: p.priority!,
  });
  return institutionYear(j, accepted, () => governmentRulePolicy(f, mgPriority), f.subsidyRate, SUBSIDY_RATE_BOUNDS);
}
