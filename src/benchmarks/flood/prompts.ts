// The prompts sent to a chat model (own wording, spec "One year"): households get their context,
// the costs and limits and the exact output format; institutions get last year's figures, the
// current rate with its bounds and cap, and their format. Deterministic text only.
import type { HouseholdContext } from './context.js';
import { formatDollars } from './money.js';
import { PREMIUM_ADJUSTMENT_CAP, SUBSIDY_ADJUSTMENT_CAP } from './parse.js';
import type { Scenario } from './scenario.js';
import type { GovernmentFigures, InsuranceFigures } from './types.js';

/**
 * The wording's version, written into every record file's settings: bump it with any change to
 * the text sent (system or user messages, the re-ask), so `--resume` never mixes two wordings.
 */
export const PROMPT_VERSION = 1;

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const SKILL_TEXT: Record<string, string> = {
  buy_insurance: 'Buy flood insurance (building and contents) for this year',
  buy_contents_insurance: 'Buy contents flood insurance for this year',
  elevate_house: 'Elevate your house (permanent protection)',
  buyout_program: 'Accept the government buyout and leave',
  relocate: 'Relocate away from the flood-prone area',
  do_nothing: 'Do nothing this year',
};

const money = formatDollars;
const percent = (x: number) => `${Number((x * 100).toFixed(2))}%`;
const share = (x: number | null) => (x === null ? 'not available' : percent(x));

const HOUSEHOLD_SYSTEM = [
  'You are a household in a flood-prone city deciding how to adapt to flood risk this year.',
  'Appraise your situation with five constructs and choose exactly one option by its number.',
  'Answer in exactly this format (one line each, nothing else):',
  'TP Assessment: <LOW|MODERATE|HIGH> - <one sentence on the flood threat>',
  'CP Assessment: <LOW|MODERATE|HIGH> - <one sentence on your ability to cope>',
  'SP Assessment: <LOW|MODERATE|HIGH> - <one sentence on the subsidy and support available>',
  'SC Assessment: <LOW|MODERATE|HIGH> - <one sentence on your self-confidence>',
  'PA Assessment: <NONE|PARTIAL|FULL> - <one sentence on your prior adaptation>',
  'Final Decision: <number only>',
].join('\n');

/** A chat's opening: the role's instructions, then this turn's question. */
function chat(system: string, user: string): ChatMessage[] {
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

export function householdMessages(context: HouseholdContext, scenario: Scenario): ChatMessage[] {
  const c = context;
  const s = scenario;
  const memories = c.memories.length === 0 ? ['- (none)'] : c.memories.map((m) => `- ${m}`);
  const options = c.options.map((id, i) => `${i + 1}. ${id}: ${SKILL_TEXT[id] ?? id}`);
  const user = [
    `Year ${c.year}. You are household ${c.agentId} (${c.agentType}), a ${c.tenure} in flood zone ${c.zone}.`,
    `Annual income: ${money(c.income)}. Property value: ${money(c.propertyValue)}. Contents value: ${money(c.contentsValue)}.`,
    `House elevated: ${c.elevated ? 'yes' : 'no'}. Insured last year: ${c.insuredLastYear ? 'yes' : 'no'}. Cumulative flood damage so far: ${money(c.cumulativeDamage)}.`,
    `Your insurance premium this year would be ${money(c.premium)} (covers building up to ${money(s.insurance.buildingLimit)} and contents up to ${money(s.insurance.contentsLimit)}, deductible ${money(s.insurance.deductible)}, ${percent(s.insurance.payoutRatio)} of the covered loss is paid). A policy covers this year only.`,
    `Government subsidy for elevation or relocation: ${percent(c.subsidy)} of the cost, while the annual budget lasts. Elevation costs ${money(s.costs.elevation)}; relocation costs ${money(s.costs.relocation)}; the buyout program costs you nothing.`,
    'What you remember:',
    ...memories,
    'Options:',
    ...options,
  ].join('\n');
  return chat(HOUSEHOLD_SYSTEM, user);
}

/** The user message of a re-ask: the failure reasons of the previous attempt. */
export function reaskMessage(reasons: readonly string[]): string {
  return [
    'Your previous answer could not be accepted:',
    ...reasons.map((r) => `- ${r}`),
    'Answer again in exactly the required format.',
  ].join('\n');
}

interface InstitutionPrompt {
  /** Who the institution is, its bounds and its rule. */
  role: string[];
  /** The reply format, one line per field. */
  format: string[];
  /** Last year's figures, one list item each. */
  figures: string[];
  /** The rate it sets, as it is now. */
  current: string;
}

/** An institution's chat: role, rules and reply format; then last year's figures and the current rate. */
function institutionMessages(prompt: InstitutionPrompt, year: number): ChatMessage[] {
  const system = [...prompt.role, 'Answer in exactly this format:', ...prompt.format].join('\n');
  const user = [`Year ${year}. Figures of last year:`, ...prompt.figures.map((f) => `- ${f}`), prompt.current].join(
    '\n',
  );
  return chat(system, user);
}

export function insuranceMessages(f: InsuranceFigures, year: number): ChatMessage[] {
  return institutionMessages(
    {
      role: [
        'You are the flood insurer of the city. Once a year you set the premium rate (premium = rate × covered value).',
        `The rate must stay within [1%, 15%] and may change by at most ${percent(PREMIUM_ADJUSTMENT_CAP)} of itself per year.`,
        'Do not lower the rate when the loss ratio is above 0.80.',
      ],
      format: [
        'Analysis: <one sentence about the loss ratio>',
        'Decision: <raise|lower|maintain>',
        'Adjustment: <percentage, e.g. 5%; 0% for maintain>',
        'Reason: <brief explanation>',
      ],
      figures: [
        `loss ratio (claims / premiums): ${f.lossRatio === null ? 'not available (no premiums)' : f.lossRatio.toFixed(4)}`,
        `policies: ${f.totalPolicies}; uptake among active households: ${share(f.uptake)}`,
        `premiums collected: ${money(f.premiumsLastYear)}; claims paid: ${money(f.claimsLastYear)}`,
      ],
      current: `Current premium rate: ${percent(f.premiumRate)}.`,
    },
    year,
  );
}

export function governmentMessages(f: GovernmentFigures, year: number): ChatMessage[] {
  return institutionMessages(
    {
      role: [
        'You are the city government. Once a year you set the subsidy rate for household elevation and relocation, and whether marginalized (MG) households get priority (their share × 1.2).',
        `The rate must stay within [30%, 80%] and may change by at most ${percent(SUBSIDY_ADJUSTMENT_CAP)} of itself per year.`,
        "Do not increase the rate when less than 20% of last year's budget was left.",
      ],
      format: [
        'Analysis: <one sentence about adoption rates>',
        'Decision: <increase|decrease|maintain>',
        'Adjustment: <percentage, e.g. 10%; 0% for maintain>',
        'Priority: <MG|all>',
        'Reason: <brief explanation>',
      ],
      figures: [
        `budget left at year end: ${money(f.budgetRemaining)} (${share(f.budgetRemainingShare)} of the annual budget)`,
        `adaptation among MG households: ${share(f.mgAdoptionRate)}; among other households: ${share(f.nmgAdoptionRate)}`,
        `flood last year: ${f.floodLastYear ? 'yes' : 'no'}`,
      ],
      current: `Current subsidy rate: ${percent(f.subsidyRate)}.`,
    },
    year,
  );
}
