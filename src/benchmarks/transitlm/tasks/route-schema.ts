import { valueAt } from '../../../core/json-pointer.js';
import { validateValue, type SchemaName } from '../../../schemas/registry.js';
import { isDict, toPlain, type PyValue } from '../reference/value.js';

/** A route-schema violation of one cell: JSON pointer inside the cell and a short message. */
export interface RouteSchemaViolation {
  pointer: string;
  message: string;
}

// Fast acceptance of conforming cells (the common case), mirroring schemas/transitlm-route and
// transitlm-multi-route exactly; anything else goes through ajv for the located messages.
const QUANTITIES = ['total_distance', 'total_time', 'total_fare', 'start_transfer_distance', 'end_transfer_distance'];
const MODES = ['start_transfer_mode', 'end_transfer_mode'];

function stringArray(v: PyValue | undefined): boolean {
  return Array.isArray(v) && v.every((e) => typeof e === 'string');
}

function isRoute(v: PyValue | undefined): boolean {
  if (!isDict(v) || !stringArray(v.get('station_sequence')) || !stringArray(v.get('line_sequence'))) return false;
  for (const k of QUANTITIES) {
    const q = v.get(k);
    if (q === undefined || typeof q === 'string') continue;
    if (typeof q === 'number' ? !Number.isFinite(q) : typeof q === 'bigint' ? !Number.isFinite(Number(q)) : true)
      return false;
  }
  for (const k of MODES) {
    const m = v.get(k);
    if (m !== undefined && typeof m !== 'string') return false;
  }
  return true;
}

function isMultiRoute(v: PyValue): boolean {
  if (!isDict(v)) return false;
  for (const k of ['first', 'second', 'third']) {
    const r = v.get(k);
    if (r === undefined || r === null || (isDict(r) && r.size === 0)) continue;
    if (!isRoute(r)) return false;
  }
  return true;
}

/**
 * Checks a parsed cell against a route schema (transitlm-route, transitlm-multi-route,
 * transitlm-general-route). NaN/Infinity, which JSON Schema cannot express, are reported as
 * "must be a finite number".
 */
export function checkRouteSchema(schema: SchemaName, value: PyValue): RouteSchemaViolation[] {
  if ((schema === 'transitlm-route' && isRoute(value)) || (schema === 'transitlm-multi-route' && isMultiRoute(value)))
    return [];
  const plain = toPlain(value);
  return validateValue(schema, plain).map((v) => {
    const at = valueAt(plain, v.pointer);
    if (typeof at === 'number' && !Number.isFinite(at))
      return { pointer: v.pointer, message: `must be a string or a finite number, is ${String(at)}` };
    return v;
  });
}

/** One line for a cell's violations: the first, plus how many more. */
export function describeViolations(field: string, found: readonly RouteSchemaViolation[]): string {
  const firstV = found[0]!;
  const more = found.length > 1 ? ` (+${found.length - 1} more)` : '';
  return `${field} ${firstV.pointer === '' ? '(cell)' : firstV.pointer}: ${firstV.message}${more}`;
}
