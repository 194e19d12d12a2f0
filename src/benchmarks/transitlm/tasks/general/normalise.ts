// General-mode list shaping (spec "General mode"): Normalise(list, n) reduces a station-name list
// to the boarding/alighting names per segment, and line names lose their ASCII "(…)" groups.
// Values are the Python value model's (str() and strip() as Python's).
import { pyStr, truthy, type PyValue } from '../../reference/value.js';
import { pyStrip } from '../../reference/strings.js';
import { TRANSFER_MARK } from '../route.js';

interface Entry {
  value: PyValue;
  marker: boolean;
}

/** Each non-empty marker-separated segment's first entry and, if it has more, its last. */
function segmentEnds(entries: readonly Entry[]): PyValue[] {
  const out: PyValue[] = [];
  let segment: PyValue[] = [];
  const close = () => {
    if (segment.length > 0) out.push(segment[0]!);
    if (segment.length > 1) out.push(segment[segment.length - 1]!);
    segment = [];
  };
  for (const e of entries) {
    if (e.marker) close();
    else segment.push(e.value);
  }
  close();
  return out;
}

function entries(list: readonly PyValue[], keep: (value: PyValue) => boolean): Entry[] {
  const out: Entry[] = [];
  for (const value of list) {
    if (value === null) continue;
    const text = pyStrip(pyStr(value));
    if (text === '' || !keep(value)) continue;
    out.push({ value, marker: text === TRANSFER_MARK });
  }
  return out;
}

/**
 * Normalise(list, n): drop null entries and entries whose str().strip() is empty; when n ≤ 0 or
 * no entry strips to the transfer marker, keep the non-marker entries; else split at markers and
 * keep each segment's first entry and, if it has more, its last. Original values are kept.
 */
export function normaliseStations(list: readonly PyValue[], n: number): PyValue[] {
  const kept = entries(list, () => true);
  if (n <= 0 || !kept.some((e) => e.marker)) return kept.filter((e) => !e.marker).map((e) => e.value);
  return segmentEnds(kept);
}

/**
 * The reference's trimming of a label `station_name` list longer than 2 × lines: falsy and blank
 * entries dropped, then each segment's ends (a list without markers is one segment).
 */
export function trimToSegmentEnds(list: readonly PyValue[]): PyValue[] {
  return segmentEnds(entries(list, truthy));
}

const INNERMOST_ASCII_GROUP = /\([^()]*\)/g;

/**
 * A line name without its ASCII "(…)" groups, innermost first and repeatedly, then stripped
 * (Python whitespace). Full-width （） stay.
 */
export function stripLineGroups(name: string): string {
  let text = name;
  for (;;) {
    const next = text.replace(INNERMOST_ASCII_GROUP, '');
    if (next === text) return pyStrip(text);
    text = next;
  }
}
