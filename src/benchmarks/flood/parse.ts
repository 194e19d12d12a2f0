// Parsers for the household (5 constructs + Final Decision) and institution replies, exactly as
// flood.md "Output formats & parsing" says. Pure functions: text in, parse result out.
import {
  CONSTRUCT_IDS,
  CONSTRUCT_LEVELS,
  type ConstructId,
  type GovernmentDecision,
  type HouseholdParse,
  type InstitutionParse,
  type InsuranceDecision,
  type ParsedConstruct,
  type Reply,
} from './types.js';

export const NO_RESPONSE = 'no response recorded';
const EMPTY_RESPONSE = 'empty response';

export function providerErrorReason(status: string | number): string {
  return `provider-error: ${status}`;
}

/** Whether a failure reason says the provider never answered (not the model's fault). */
export function isProviderErrorReason(reason: string): boolean {
  return reason.startsWith('provider-error: ');
}

/** Yearly caps on an institution's adjustment (fractions). */
export const PREMIUM_ADJUSTMENT_CAP = 0.18;
export const SUBSIDY_ADJUSTMENT_CAP = 0.2;

// ---------------------------------------------------------------------------------------------
// Text clean-up shared by both kinds
// ---------------------------------------------------------------------------------------------

const THINK_TAG = /<(\/?)think>/gi;

/**
 * Remove `<think>…</think>` blocks (any case, across lines). An unclosed `<think>` removes the
 * rest; a `</think>` with no opening tag removes everything before it.
 */
function stripThink(text: string): string {
  let out = '';
  let open = false;
  let from = 0;
  for (const m of text.matchAll(THINK_TAG)) {
    const closing = m[1] === '/';
    if (!open && !closing) {
      out += text.slice(from, m.index);
      open = true;
    } else if (!open && closing) {
      out = ''; // orphan closing tag: everything before it was reasoning
    } else if (open && closing) {
      open = false;
    }
    // A nested `<think>` inside an open block is simply part of the block.
    from = m.index + m[0].length;
  }
  return open ? out : out + text.slice(from);
}

const LEADING_MARKER = /^(?:#+|>|[-+])\s*/;

/** Per-line clean-up: delete `*` and `__`, trim, drop leading heading/quote/bullet markers. */
function cleanLine(line: string): string {
  let s = line.replace(/\*/g, '').replace(/__/g, '').trim();
  // Markers may be stacked (`> - **TP**`); dropping them all never removes a label.
  for (let m = LEADING_MARKER.exec(s); m !== null && m[0] !== ''; m = LEADING_MARKER.exec(s)) s = s.slice(m[0].length);
  return s.trim();
}

export interface LabelLine {
  /** The matched label, canonical (e.g. `TP`, `Final Decision`, `Adjustment`). */
  label: string;
  /** The text after the separator, trimmed. */
  value: string;
}

function labelPattern(
  labels: readonly (readonly [canonical: string, pattern: string])[],
): (line: string) => LabelLine | null {
  const re = new RegExp(`^(?:${labels.map(([, p], i) => `(?<l${i}>${p})`).join('|')})\\s*[:\\-–—]`, 'i');
  return (line) => {
    const m = re.exec(line);
    if (m === null) return null;
    const i = labels.findIndex((_, k) => m.groups?.[`l${k}`] !== undefined);
    return { label: labels[i]![0], value: line.slice(m[0].length).trim() };
  };
}

const householdLabel = labelPattern([
  ...CONSTRUCT_IDS.map((c) => [c, `${c}(?:\\s*Assessment)?`] as const),
  ['Final Decision', 'Final\\s*Decision'],
]);

const institutionLabel = labelPattern(
  (['Analysis', 'Decision', 'Adjustment', 'Priority', 'Reason'] as const).map((l) => [l, l] as const),
);

/** The label lines of a reply, after think removal and per-line clean-up; null if nothing is left. */
function labelLines(text: string, match: (line: string) => LabelLine | null): LabelLine[] | null {
  const body = stripThink(text);
  if (body.trim() === '') return null;
  const out: LabelLine[] = [];
  for (const raw of body.split(/\r\n|\r|\n/)) {
    const hit = match(cleanLine(raw));
    if (hit !== null) out.push(hit);
  }
  return out;
}

const TOKEN_END = /[\s,.;:\-–—]/;
const LEADING_SEPARATOR = /^[,.;:\-–—]/;

/** A value's first token (without `[ ]`) and the rest as explanation minus one leading separator. */
function splitValue(value: string): { token: string; rest: string } {
  let s = value.replace(/^\[+/, '');
  let end = s.search(TOKEN_END);
  if (end < 0) end = s.length;
  let token = s.slice(0, end);
  s = s.slice(end);
  const close = token.indexOf(']');
  if (close >= 0) {
    // `[HIGH]` or `[HIGH]-…`: the bracket ends the token.
    s = token.slice(close).replace(/^\]+/, '') + s;
    token = token.slice(0, close);
  }
  const rest = s.trim().replace(LEADING_SEPARATOR, '').trim();
  return { token, rest };
}

// ---------------------------------------------------------------------------------------------
// Household
// ---------------------------------------------------------------------------------------------

function emptyConstructs(): Record<ConstructId, ParsedConstruct> {
  return {
    TP: { level: null, explanation: null },
    CP: { level: null, explanation: null },
    SP: { level: null, explanation: null },
    SC: { level: null, explanation: null },
    PA: { level: null, explanation: null },
  };
}

/** A reply that never reached the parser (no record, provider error, replayed error). */
function householdFailure(reason: string): HouseholdParse {
  return { constructs: emptyConstructs(), decisionNumber: null, formatErrors: [reason] };
}

export function parseHouseholdReply(reply: Reply): HouseholdParse {
  return reply.kind === 'text' ? parseHousehold(reply.text) : householdFailure(reply.reason);
}

/** Distinct integers (tokens `-?\d+`, compared by value) in a decision value. */
function distinctIntegers(value: string): bigint[] {
  const seen = new Set<bigint>(); // a list here was quadratic in the numbers on the line
  for (const m of value.matchAll(/-?\d+/g)) seen.add(BigInt(m[0]));
  return [...seen];
}

function parseHousehold(text: string): HouseholdParse {
  const lines = labelLines(text, householdLabel);
  if (lines === null) return householdFailure(EMPTY_RESPONSE);

  const constructs = emptyConstructs();
  const errors: string[] = [];
  for (const c of CONSTRUCT_IDS) {
    const values = lines
      .filter((l) => l.label === c)
      .map((l) => splitValue(l.value))
      .filter((v) => v.token !== '');
    if (values.length === 0) {
      errors.push(`missing ${c}`);
      continue;
    }
    // Each distinct level (any case) with the token it was first written as.
    const firstRaw = new Map<string, string>();
    for (const v of values) if (!firstRaw.has(v.token.toUpperCase())) firstRaw.set(v.token.toUpperCase(), v.token);
    const distinct = [...firstRaw.keys()];
    const first = values[0]!;
    const known = CONSTRUCT_LEVELS[c].includes(first.token.toUpperCase());
    for (const [token, raw] of firstRaw) {
      if (!CONSTRUCT_LEVELS[c].includes(token)) errors.push(`unknown level "${raw}" for ${c}`);
    }
    if (distinct.length > 1) errors.push(`conflicting levels for ${c}`);
    constructs[c] = {
      level: distinct.length > 1 ? null : known ? first.token.toUpperCase() : first.token,
      explanation: first.rest,
    };
  }

  const decisions = lines.filter((l) => l.label === 'Final Decision');
  let decisionNumber: number | null = null;
  if (decisions.length === 0) {
    errors.push('missing decision');
  } else {
    const before = errors.length;
    const agreed = new Set<bigint>();
    for (const d of decisions) {
      const ints = distinctIntegers(d.value);
      if (ints.length !== 1) {
        const reason = `decision needs exactly one number, found ${ints.length}`;
        if (!errors.includes(reason, before)) errors.push(reason);
      } else agreed.add(ints[0]!);
    }
    if (agreed.size > 1) errors.push('conflicting decisions');
    if (errors.length === before) decisionNumber = Number([...agreed][0]!);
  }
  return { constructs, decisionNumber, formatErrors: errors };
}

// ---------------------------------------------------------------------------------------------
// Institutions
// ---------------------------------------------------------------------------------------------

interface InstitutionKind<D extends string> {
  decisions: readonly D[];
  /** The yearly cap on N (fraction). */
  cap: number;
  needsPriority: boolean;
}

const INSURANCE: InstitutionKind<InsuranceDecision> = {
  decisions: ['raise', 'lower', 'maintain'],
  cap: PREMIUM_ADJUSTMENT_CAP,
  needsPriority: false,
};
const GOVERNMENT: InstitutionKind<GovernmentDecision> = {
  decisions: ['increase', 'decrease', 'maintain'],
  cap: SUBSIDY_ADJUSTMENT_CAP,
  needsPriority: true,
};

/**
 * N from an Adjustment value: the first number (sign allowed); with `%` it is N/100, otherwise a
 * value ≤ 1 is a fraction and > 1 a percentage. Returns the raw number too (for messages).
 */
function adjustmentFraction(value: string): { raw: number; fraction: number } | null {
  const m = /([-+]?(?:\d+(?:\.\d*)?|\.\d+))\s*(%)?/.exec(value);
  if (m === null) return null;
  const raw = Number(m[1]);
  const fraction = m[2] !== undefined || raw > 1 ? raw / 100 : raw;
  return { raw, fraction };
}

/**
 * The single value a label takes: each occurrence's value is mapped; all must agree. Returns the
 * first value (null when the label is absent) and whether occurrences disagree.
 */
function agreedValue<T>(
  lines: LabelLine[],
  label: string,
  map: (l: LabelLine) => T,
): { value: T | null; present: boolean; conflict: boolean } {
  const hits = lines.filter((l) => l.label === label).map(map);
  if (hits.length === 0) return { value: null, present: false, conflict: false };
  const first = hits[0]!;
  return { value: first, present: true, conflict: hits.some((h) => JSON.stringify(h) !== JSON.stringify(first)) };
}

function parseInstitution<D extends string>(text: string, kind: InstitutionKind<D>): InstitutionParse<D> {
  const out: InstitutionParse<D> = {
    decision: null,
    adjustment: null,
    priority: null,
    analysis: null,
    reason: null,
    errors: [],
    warnings: [],
  };
  const lines = labelLines(text, institutionLabel);
  if (lines === null) {
    out.errors.push(EMPTY_RESPONSE);
    return out;
  }
  out.analysis = lines.find((l) => l.label === 'Analysis')?.value ?? null;
  out.reason = lines.find((l) => l.label === 'Reason')?.value ?? null;

  const decision = agreedValue(lines, 'Decision', (l) => splitValue(l.value).token.toLowerCase());
  if (!decision.present || decision.value === '') out.errors.push('missing decision');
  else if (!kind.decisions.includes(decision.value as D))
    out.errors.push(`unknown decision "${splitValue(lines.find((l) => l.label === 'Decision')!.value).token}"`);
  else out.decision = decision.value as D;
  if (decision.conflict) out.errors.push('conflicting decisions');

  const adjustment = agreedValue(lines, 'Adjustment', (l) => adjustmentFraction(l.value)?.fraction ?? null);
  const n = adjustment.present ? adjustmentFraction(lines.find((l) => l.label === 'Adjustment')!.value) : null;
  if (adjustment.conflict) out.errors.push('conflicting adjustments');
  if (!adjustment.present || (n === null && out.decision === 'maintain')) {
    // `maintain` needs no Adjustment; one without a number (`Adjustment: none`) counts as absent.
    if (out.decision === 'maintain') out.adjustment = 0;
    else if (out.decision !== null) out.errors.push('missing adjustment');
  } else if (n === null) {
    out.errors.push('adjustment needs a number');
  } else if (n.raw < 0) {
    out.errors.push(`negative adjustment ${n.raw}`);
  } else if (out.decision === 'maintain' && n.fraction !== 0) {
    out.errors.push(`maintain with adjustment ${n.raw}`);
  } else if (out.decision !== null && out.decision !== 'maintain' && n.fraction === 0) {
    out.errors.push(`${out.decision} with adjustment 0`);
  } else if (n.fraction > kind.cap) {
    out.adjustment = kind.cap;
    out.warnings.push(`adjustment clamped to ${kind.cap}`);
  } else {
    out.adjustment = n.fraction;
  }

  if (kind.needsPriority) {
    const priority = agreedValue(lines, 'Priority', (l) => splitValue(l.value).token.toLowerCase());
    if (!priority.present || priority.value === '') out.errors.push('missing priority');
    else if (priority.value === 'mg') out.priority = 'MG';
    else if (priority.value === 'all') out.priority = 'all';
    else out.errors.push(`unknown priority "${splitValue(lines.find((l) => l.label === 'Priority')!.value).token}"`);
    if (priority.conflict) out.errors.push('conflicting priorities');
  }
  if (out.errors.length > 0) {
    out.decision = null;
    out.adjustment = null;
    out.priority = null;
  }
  return out;
}

export function parseInsurance(text: string): InstitutionParse<InsuranceDecision> {
  return parseInstitution(text, INSURANCE);
}

export function parseGovernment(text: string): InstitutionParse<GovernmentDecision> {
  return parseInstitution(text, GOVERNMENT);
}
