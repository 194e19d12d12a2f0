// General-mode helpers on the TransitLM value model: Python's json.dumps for the remote payload
// and the haversine as a value for the offline judge.
import { floatRepr, PyRaise, type PyValue } from '../../reference/value.js';
import { haversine } from '../route.js';

/** Haversine distance in km, or null where Python's math module raises. */
export function haversineOrNull(lat1: number, lng1: number, lat2: number, lng2: number): number | null {
  try {
    return haversine(lat1, lng1, lat2, lng2);
  } catch (error) {
    if (error instanceof PyRaise) return null;
    throw error;
  }
}

function dumpString(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x22) out += '\\"';
    else if (c === 0x5c) out += '\\\\';
    else if (c === 0x0a) out += '\\n';
    else if (c === 0x0d) out += '\\r';
    else if (c === 0x09) out += '\\t';
    else if (c === 0x08) out += '\\b';
    else if (c === 0x0c) out += '\\f';
    else if (c < 0x20 || c > 0x7e) out += `\\u${c.toString(16).padStart(4, '0')}`;
    else out += s[i]!;
  }
  return `${out}"`;
}

/**
 * Python json.dumps(v) with its defaults (ensure_ascii, ", " and ": " separators, NaN and
 * Infinity literals, floats as repr, ints exact), so the evaluator receives the reference's bytes.
 */
export function dumps(v: PyValue): string {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') {
    if (Number.isNaN(v)) return 'NaN';
    if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
    return floatRepr(v);
  }
  if (typeof v === 'string') return dumpString(v);
  if (Array.isArray(v)) return `[${v.map(dumps).join(', ')}]`;
  return `{${Array.from(v, ([k, x]) => `${dumpString(k)}: ${dumps(x)}`).join(', ')}}`;
}
