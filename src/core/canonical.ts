/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, numbers as
 * JSON.stringify writes them (RFC 8785 for the values this project hashes).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    // undefined for a function, a symbol or undefined (lib.d.ts says string).
    const text = JSON.stringify(value) as string | undefined;
    return text ?? 'null';
  }
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
