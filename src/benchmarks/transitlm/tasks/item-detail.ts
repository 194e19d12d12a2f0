// An item's `detail` (docs/results.md "Items files", docs/transitlm.md "Items"): the output route
// as the row gives it, in a readable form, and the specifics of the check where it left the funnel.
// Built where the row is evaluated (a worker thread, for large inputs) within DETAIL_LIMITS, so only
// short texts cross threads; the main thread adds the round it left the funnel at (withFunnel).
import { DETAIL_LIMITS, DetailBuilder, type ItemDetail } from '../../../results/items.js';
import type { Compat } from '../reference/units.js';
import { dictGet, isDict, pyRepr, truthy, type PyDict, type PyValue, type ValueRef } from '../reference/value.js';
import { parseDistance, parseFare, parseTime } from '../fast/units.js';
import { filterStations, mape, TRANSFER_MARK, type RouteEval } from './route.js';
import { ROUND_LABELS } from './tally.js';

/** A detail as it crosses threads: label, text, label, text … (one flat array clones faster than pairs). */
export type FlatDetail = string[];

const MAX = DETAIL_LIMITS.maxText;
const ARROW = ' → ';

/** Python's repr of a value, stopped once it is longer than `max` (a list of a million stops is not written out). */
function boundedRepr(v: PyValue, max: number): string {
  if (!Array.isArray(v) && !isDict(v)) return pyRepr(v);
  const open = Array.isArray(v) ? '[' : '{';
  let out = open;
  const entries: [string | null, PyValue][] = Array.isArray(v)
    ? v.map((x) => [null, x])
    : Array.from(v, ([k, x]) => [k, x]);
  for (let i = 0; i < entries.length; i++) {
    if (out.length > max) return `${out}…`;
    const [k, x] = entries[i]!;
    out += `${i > 0 ? ', ' : ''}${k === null ? '' : `${pyRepr(k)}: `}${boundedRepr(x, max - out.length)}`;
  }
  return `${out}${open === '[' ? ']' : '}'}`;
}

/** A value as the row gives it: a string as it is, anything else as Python shows it, absent as "—". */
function shown(v: PyValue | undefined): string {
  if (v === undefined || v === '') return '—';
  return typeof v === 'string' ? v : boundedRepr(v, MAX);
}

/** `12 stops: a → b → …`: a list's entries in order (a transfer mark as ⇄), stopped past the text limit. */
function sequenceText(seq: PyValue | undefined, noun: 'stop' | 'line'): string {
  if (!Array.isArray(seq)) return shown(seq);
  // The transfer mark sits between entries; it is not a stop or a line of its own.
  let n = 0;
  for (const entry of seq) if (entry !== TRANSFER_MARK) n++;
  const counted = `${n} ${noun}${n === 1 ? '' : 's'}`;
  if (seq.length === 0) return counted;
  let out = `${counted}: `;
  for (let i = 0; i < seq.length && out.length <= MAX; i++) {
    const entry = seq[i] as PyValue;
    out += `${i > 0 ? ARROW : ''}${entry === TRANSFER_MARK ? '⇄ 换乘' : shown(entry)}`;
  }
  return out;
}

function totalsText(route: PyDict): string {
  const get = (key: string) => shown(dictGet(route, key, ''));
  return `distance ${get('total_distance')} · time ${get('total_time')} · fare ${get('total_fare')}`;
}

function transfersText(route: PyDict): string {
  const end = (which: 'start' | 'end') => {
    const mode = shown(dictGet(route, `${which}_transfer_mode`, ''));
    const distance = dictGet(route, `${which}_transfer_distance`, '');
    return `${which} ${mode}${distance === '' ? '' : ` ${shown(distance)}`}`;
  };
  return `${end('start')} · ${end('end')}`;
}

/**
 * A route as entries: its lines and totals, and — `full`, for a route that failed a check, where a
 * reviewer looks — its stops (`stationsKey`: the general task reads station_name first) and its
 * transfers at both ends, each as the row gives them. A route that passed every check keeps the
 * short form: its stops are most of an items line's bytes, and a large suite has many such lines.
 */
export function addRoute(b: DetailBuilder, route: PyDict, opts: { stationsKey?: string; full?: boolean } = {}): void {
  const { stationsKey = 'station_sequence', full = true } = opts;
  if (full) b.add('stops', sequenceText(dictGet(route, stationsKey, []), 'stop'));
  b.add('lines', sequenceText(dictGet(route, 'line_sequence', []), 'line'));
  b.add('totals', totalsText(route));
  if (full) b.add('transfers', transfersText(route));
}

/** Whether a route's evaluation passed every check (grounding, plausibility, IoU, accuracy): its detail is then short. */
export function passedChecks(e: RouteEval): boolean {
  return e.reachable && e.grounding && e.plausibility && e.stationIou === 1 && e.modesMatch && e.accurate;
}

/** A route as one entry (diversity shows up to three): lines | totals | stops. */
export function addCompactRoute(b: DetailBuilder, label: string, route: PyValue): void {
  if (!isDict(route)) {
    b.add(label, shown(route));
    return;
  }
  const lines = sequenceText(dictGet(route, 'line_sequence', []), 'line');
  const stops = sequenceText(dictGet(route, 'station_sequence', []), 'stop');
  b.add(label, `${lines} | ${totalsText(route)} | ${stops}`);
}

/** A number for people: at most two decimals, no trailing zeros. */
function num(x: number): string {
  return Number.isFinite(x) ? String(Math.round(x * 100) / 100) : String(x);
}

/** Up to `max` entries of a set as a list, and how many more. */
function someOf(values: readonly string[], max = 8): string {
  const more = values.length > max ? ` and ${values.length - max} more` : '';
  return `${values.slice(0, max).join(', ')}${more}`;
}

const stopNames = (route: PyDict, ref: ValueRef): string[] =>
  filterStations(dictGet(route, 'station_sequence', []), ref).map((s) => (typeof s === 'string' ? s : pyRepr(s)));

/**
 * The IoU check of an output route against its label: the station IoU, the stops only one of them
 * has, the line IoU, and the transfer modes when they differ.
 */
function iouCheckText(out: PyDict, label: PyDict, e: RouteEval): string {
  const ref: ValueRef = { field: '', pointer: '' };
  const o = stopNames(out, ref);
  const l = stopNames(label, ref);
  const inLabel = new Set(l);
  const inOut = new Set(o);
  const onlyOut = [...inOut].filter((s) => !inLabel.has(s));
  const onlyLabel = [...inLabel].filter((s) => !inOut.has(s));
  const parts = [`station IoU ${e.stationIou.toFixed(4)}`];
  if (onlyOut.length > 0) parts.push(`only in the output: ${someOf(onlyOut)}`);
  if (onlyLabel.length > 0) parts.push(`only in the label: ${someOf(onlyLabel)}`);
  parts.push(`line IoU ${e.lineIou.toFixed(4)}`);
  if (!e.modesMatch) {
    // A falsy mode counts as walking (modesMatch).
    const mode = (d: PyDict, key: string) => {
      const v = dictGet(d, key, '');
      return truthy(v) ? shown(v) : '步行';
    };
    const modes = (d: PyDict) => `${mode(d, 'start_transfer_mode')}/${mode(d, 'end_transfer_mode')}`;
    parts.push(`transfer modes ${modes(out)}, label ${modes(label)}`);
  }
  return parts.join('; ');
}

/** One quantity of the accuracy check: the output's value, the label's, how far off, and the rule. */
const QUANTITIES = [
  { key: 'total_distance', name: 'distance', unit: ' km', tolerance: 0.5, parse: parseDistance },
  { key: 'total_time', name: 'time', unit: ' min', tolerance: 5, parse: parseTime },
  { key: 'total_fare', name: 'fare', unit: '', tolerance: 1, parse: parseFare },
] as const;

/**
 * The accuracy check of a route that passed IoU, as read (km, minutes, fare): each quantity against
 * the label's, accurate when within 10 % or the quantity's tolerance. The totals parsed
 * without raising (the evaluation read them already).
 */
function accuracyCheckText(out: PyDict, label: PyDict, e: RouteEval, compat: Compat): string {
  const ok = [e.distanceAccurate, e.timeAccurate, e.fareAccurate];
  return QUANTITIES.map((q, i) => {
    const x = q.parse(dictGet(out, q.key, null), compat);
    const l = q.parse(dictGet(label, q.key, null), compat);
    const off = `${num(mape(x, l))} % and ${num(Math.abs(x - l))}${q.unit} off`;
    const verdict = ok[i] ? '✓' : `✗ (within 10 % or ${q.tolerance}${q.unit} passes)`;
    return `${q.name} ${num(x)}${q.unit}, label ${num(l)}${q.unit}: ${off} ${verdict}`;
  }).join(' · ');
}

/** The checks a route failed past reachability, as entries: IoU, or accuracy after it (grounding and plausibility: the reason says it). */
export function addChecks(b: DetailBuilder, out: PyValue, label: PyValue, e: RouteEval | null, compat: Compat): void {
  if (e === null || !e.reachable || !isDict(out) || !isDict(label)) return;
  if (e.stationIou !== 1 || !e.modesMatch) b.add('IoU check', iouCheckText(out, label, e));
  else if (!e.accurate) b.add('accuracy check', accuracyCheckText(out, label, e, compat));
}

/** The builder's entries flat, for a worker's answer. */
export function flat(b: DetailBuilder): FlatDetail {
  const out: FlatDetail = [];
  // A loop, not Array.prototype.flat: this runs once per row.
  for (const [label, text] of b.build() ?? []) out.push(label, text);
  return out;
}

/** Where the item left the funnel: the first round it failed, or that it passed every round it entered. */
function funnelText(rounds: Readonly<Record<string, boolean | null>>): string {
  let entered = false;
  for (const id in rounds) {
    const v = rounds[id];
    if (v === false) return `left at ${ROUND_LABELS[id] ?? id}`;
    if (v === true) entered = true;
  }
  return entered ? 'passed every round' : 'entered no round';
}

/** The item's detail: where it left the funnel, then what the row's evaluation gave (at most DETAIL_LIMITS.maxEntries). */
export function withFunnel(rounds: Readonly<Record<string, boolean | null>>, entries: FlatDetail): ItemDetail {
  const out: [string, string][] = [['funnel', funnelText(rounds)]];
  for (let i = 0; i + 1 < entries.length && out.length < DETAIL_LIMITS.maxEntries; i += 2)
    out.push([entries[i]!, entries[i + 1]!]);
  return out;
}
