import { createHash } from 'node:crypto';

/** JSON values the canonical serializer accepts. */
export type CanonicalValue =
  null | boolean | number | string | readonly CanonicalValue[] | { readonly [key: string]: CanonicalValue };

/**
 * RFC 8785 (JCS) serialization: no whitespace, object keys sorted by UTF-16 code units, strings
 * and finite numbers exactly as ECMAScript JSON.stringify writes them (which is JCS's rule).
 */
export function jcsJson(value: CanonicalValue): string {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`canonical JSON cannot hold ${value}`);
      return JSON.stringify(value);
    case 'string':
      return JSON.stringify(value);
    default:
      break;
  }
  let out: string;
  if (Array.isArray(value)) {
    out = '[';
    for (let i = 0; i < value.length; i += 1)
      out += `${i > 0 ? ',' : ''}${jcsJson((value as readonly CanonicalValue[])[i] as CanonicalValue)}`;
    return `${out}]`;
  }
  const object = value as Readonly<Record<string, CanonicalValue>>;
  // The default sort compares UTF-16 code units: RFC 8785's key order.
  const keys = Object.keys(object).sort();
  out = '{';
  for (let i = 0; i < keys.length; i += 1) {
    const k = keys[i]!;
    out += `${i > 0 ? ',' : ''}${JSON.stringify(k)}:${jcsJson(object[k] as CanonicalValue)}`;
  }
  return `${out}}`;
}

/** First 16 hex characters of SHA-256 of the value's JCS JSON. */
export function contextHash(value: CanonicalValue): string {
  return createHash('sha256').update(jcsJson(value), 'utf8').digest('hex').slice(0, 16);
}

/** Ascending code-point order (not UTF-16 code units): the spec's order of agent ids. */
export function compareCodePoints(a: string, b: string): number {
  const ia = a[Symbol.iterator]();
  const ib = b[Symbol.iterator]();
  for (;;) {
    const x = ia.next();
    const y = ib.next();
    if (x.done) return y.done ? 0 : -1;
    if (y.done) return 1;
    const cx = x.value.codePointAt(0)!;
    const cy = y.value.codePointAt(0)!;
    if (cx !== cy) return cx - cy;
  }
}
