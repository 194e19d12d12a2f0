// The one number formatter of the terminal report, the markdown report and the PR comment.
// How many decimals a value gets is decided by what the number is (a score, a
// percentage, a count, a fraction), never by its size, so a column and a baseline/current pair
// always line up: `1.0000` beside `0.9600`, `2.30 pp` beside `0.20 pp`.

/**
 * - `score`: a final score on 0–100 (2 decimals, no unit)
 * - `percent`: a value already in percent (2 decimals, ` %`); a rate (passed / input) is shown this way
 * - `pp`: percentage points (2 decimals, ` pp`)
 * - `count`: a whole number (no decimals)
 * - `fraction`: a unitless ratio, mean or coefficient (4 decimals)
 * - `quantity`: a value with another unit, e.g. km or s (2 decimals and the unit)
 * - `money`: an amount in a currency, the unit an ISO 4217 code (`USD`): 2 decimals from 1 up,
 *   3 significant digits below (`0.000318 USD`) — the one kind whose decimals follow the size, because a cost per
 *   item is often a fraction of a cent and 2 decimals would show it as a zero that was not measured
 */
export type NumberKind = 'score' | 'percent' | 'pp' | 'count' | 'fraction' | 'quantity' | 'money';

const DIGITS: Record<NumberKind, number> = {
  score: 2,
  percent: 2,
  pp: 2,
  count: 0,
  fraction: 4,
  quantity: 2,
  money: 2,
};

/** A currency code as `pricing.currency` allows it (ISO 4217): a unit that makes a metric `money`. */
const CURRENCY = /^[A-Z]{3}$/;

/** The decimals of an amount of money: 2 from 1 up, 3 significant digits below (at most 20 decimals). */
export function moneyDigits(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return DIGITS.money;
  return Math.min(20, Math.max(DIGITS.money, 2 - Math.floor(Math.log10(Math.abs(value)))));
}

function digitsOf(value: number | null | undefined, kind: NumberKind): number {
  return kind === 'money' && value !== null && value !== undefined ? moneyDigits(value) : DIGITS[kind];
}

/** What a results-document metric is, from its unit and its basis (metric values keep the document's scale). */
export function metricKind(m: {
  unit?: string | null;
  passed?: number;
  input?: number;
  sum?: number;
  count?: number;
  value: number | null;
}): NumberKind {
  if (m.unit === '%') return 'percent';
  if (m.unit === 'pp') return 'pp';
  if (m.unit !== undefined && m.unit !== null && CURRENCY.test(m.unit)) return 'money';
  if (m.unit !== undefined && m.unit !== null && m.unit !== '') return 'quantity';
  if (m.passed !== undefined && m.input !== undefined) return 'percent';
  // A whole number without a basis is a count (best_match_first = 2); a mean with sum/count is not.
  if (m.value !== null && Number.isInteger(m.value) && m.sum === undefined && m.count === undefined) return 'count';
  return 'fraction';
}

/**
 * Fixed decimals; "–" for null/undefined/non-finite; never "-0.00". From 1e21 on, where toFixed
 * gives up and prints every digit of the exponent form, 3 significant digits with an exponent
 * ("1.00e+23"): only a document's absurd values get there.
 */
export function fixed(value: number | null | undefined, digits: number): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  if (Math.abs(value) >= 1e21) return value.toExponential(2);
  const text = value.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

function suffix(kind: NumberKind, unit: string | undefined): string {
  if (kind === 'percent') return ' %';
  if (kind === 'pp') return ' pp';
  if ((kind === 'quantity' || kind === 'money') && unit) return ` ${unit}`;
  return '';
}

/** A value in its display scale (a percent is already ×100), with its unit. `unit` is for `quantity` only and must already be safe for the target format. */
export function formatValue(value: number | null | undefined, kind: NumberKind, unit?: string): string {
  const text = fixed(value, digitsOf(value, kind));
  return text === '–' ? text : `${text}${suffix(kind, unit)}`;
}

/** A difference of two values of this kind: signed, and in percentage points when the values are percents. */
export function formatDelta(delta: number | null | undefined, kind: NumberKind, unit?: string): string {
  const deltaKind: NumberKind = kind === 'percent' ? 'pp' : kind;
  const text = fixed(delta, digitsOf(delta, deltaKind));
  if (text === '–') return text;
  const sign = delta! > 0 && /[1-9]/.test(text) ? '+' : '';
  return `${sign}${text}${suffix(deltaKind, unit)}`;
}

/** A results-document metric value: rates (passed / input, stored as fractions) are shown in percent. */
export function formatMetric(
  m: { unit?: string | null; passed?: number; input?: number; sum?: number; count?: number; value: number | null },
  unit?: string,
): string {
  const kind = metricKind(m);
  const scaled = m.value !== null && kind === 'percent' && m.unit !== '%' ? m.value * 100 : m.value;
  return formatValue(scaled, kind, unit);
}

/** A p-value: three decimals, "< 0.001" below that, "–" when there is none. */
export function formatP(p: number | null | undefined): string {
  if (p === null || p === undefined || !Number.isFinite(p)) return '–';
  return p < 0.001 ? '< 0.001' : fixed(p, 3);
}

/** At most `digits` decimals and no trailing zeros ("5.5", "0.0774", "3"): a threshold or statistic in a sentence. */
export function shortNumber(value: number, digits = 4): string {
  return Number(value.toFixed(digits)).toString();
}

/** A p-value in a sentence: at most 4 decimals, and two significant digits in exponent form below 0.0001 ("1.8e-10"). */
export function sentenceP(p: number): string {
  return p >= 0.0001 ? shortNumber(p) : p.toExponential(1);
}

/** Fixed decimals without the trailing zeros ("0.05", "2.5", "3"). */
export function trimmedFixed(value: number, digits: number): string {
  const text = fixed(value, digits);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** passed / input in percent (the rounds tables), "–" when input is 0. */
export function formatRate(passed: number, input: number): string {
  return input > 0 ? formatValue((100 * passed) / input, 'percent') : '–';
}
