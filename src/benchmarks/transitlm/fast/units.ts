import { parseUnit as referenceUnit, type Compat, type CompatListener, type UnitKind } from '../reference/units.js';
import { referencePath } from '../reference/mode.js';
import type { PyValue, ValueRef } from '../reference/value.js';
import { decimalOfString } from './decimal.js';
import { quickReferenceText } from './unit-forms.js';

/**
 * parse_distance / parse_time / parse_fare of one value (reference/units.ts), with the common
 * strings read without the Unicode transform and the regexes: a plain decimal is what float()
 * returns (steps 1–2), and in reference mode the common unit forms (unit-forms.ts). Anything
 * else, and everything on the reference path, takes the reference rules.
 */
export function parseUnit(
  kind: UnitKind,
  v: PyValue | undefined,
  compat: Compat,
  ref?: ValueRef,
  onDifference?: CompatListener,
): number {
  if (typeof v === 'string' && !referencePath()) {
    const plain = decimalOfString(v);
    if (plain !== null) return plain;
    const quick = compat === 'reference' ? quickReferenceText(kind, v) : null;
    if (quick !== null) return quick;
  }
  return referenceUnit(kind, v, compat, ref, onDifference);
}

export const parseDistance = (v: PyValue | undefined, compat: Compat, ref?: ValueRef, on?: CompatListener) =>
  parseUnit('distance', v, compat, ref, on);
export const parseTime = (v: PyValue | undefined, compat: Compat, ref?: ValueRef, on?: CompatListener) =>
  parseUnit('time', v, compat, ref, on);
export const parseFare = (v: PyValue | undefined, compat: Compat, ref?: ValueRef, on?: CompatListener) =>
  parseUnit('fare', v, compat, ref, on);
