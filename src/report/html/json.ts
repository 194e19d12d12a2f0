// JSON for the inside of a <script> element.

/**
 * JSON that is inert inside a <script> element: `<`, `>` and `&` as \\u escapes (no `</script>`, no
 * `<!--`), and U+2028/U+2029 too (line terminators to older JavaScript parsers). JSON.parse reads
 * the escapes back to the same strings.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
