/** One JSON pointer token, unescaped (RFC 6901: `~1` is `/`, `~0` is `~`). */
export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value a JSON pointer names inside a plain JSON value, or undefined. */
export function valueAt(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.split('/').slice(1)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[unescapePointerToken(raw)];
  }
  return node;
}
