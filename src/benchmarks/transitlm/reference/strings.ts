/** Python's str rules the value model needs: whitespace, strip, len, Unicode decimal digits. */

/** str.isspace() characters (JS \s − U+FEFF + U+001C–001F + U+0085). */
const PY_SPACE_CLASS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Regex source for Python's `\s` in str patterns. */
export const PY_WS = `[${PY_SPACE_CLASS}]`;
const STRIP_RE = new RegExp(`^[${PY_SPACE_CLASS}]+|[${PY_SPACE_CLASS}]+$`, 'g');

const ONE_SPACE_RE = new RegExp(`^[${PY_SPACE_CLASS}]$`);

export function isPyWhitespace(ch: string): boolean {
  return ONE_SPACE_RE.test(ch);
}

/** str.strip() with no arguments. */
export function pyStrip(s: string): string {
  const first = s.charCodeAt(0);
  const last = s.charCodeAt(s.length - 1);
  // Fast path: nothing to strip (ASCII letters, digits, CJK …).
  if (s.length === 0 || (!maybeSpace(first) && !maybeSpace(last))) return s;
  return s.replace(STRIP_RE, '');
}

function maybeSpace(c: number): boolean {
  return (
    c <= 0x20 ||
    c === 0x85 ||
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000
  );
}

/** len(str): code points, not UTF-16 units. */
export function codePointLength(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n -= 1;
        i += 1;
      }
    }
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// Unicode decimal digits (category Nd), as Python's \d, int() and float() read them

const ND_RE = /\p{Nd}/u;

/** Value 0–9 of an Nd code point (Nd characters come in contiguous runs 0…9), or -1. */
export function digitValue(cp: number): number {
  if (cp >= 0x30 && cp <= 0x39) return cp - 0x30;
  if (cp < 0x80 || !ND_RE.test(String.fromCodePoint(cp))) return -1;
  // Non-ASCII digits are rare in a number (fullwidth ones, say): found by walking to the run's 0.
  let start = cp;
  while (start > 0 && ND_RE.test(String.fromCodePoint(start - 1))) start -= 1;
  return (cp - start) % 10;
}

export function isAsciiDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
