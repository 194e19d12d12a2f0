// Characters that are invisible themselves but change what a reader sees or copies:
// bidirectional controls, which reorder the text around them ("Trojan Source", CVE-2021-42574),
// zero-width and other invisible format characters, which hide inside identifiers, and the
// Unicode tag characters, which carry hidden ASCII. In untrusted text they are shown by name.

/**
 * Bidi controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069), zero-width and invisible
 * format characters (U+00AD, U+034F, U+115F/60, U+17B4/5, U+180B–U+180F, U+200B–U+200D,
 * U+2060–U+2065, U+206A–U+206F, U+3164, U+FEFF, U+FFA0, U+FFF9–U+FFFB), the line and paragraph
 * separators U+2028/9, and the tag characters U+E0000–U+E007F. Variation selectors are left
 * alone: emoji need them and they reorder nothing.
 */
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- each invisible code point is matched alone, on purpose
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;

/** `[U+202E]`: the code point's name, in characters every renderer (markdown, HTML, Mermaid, a terminal) shows as they are. */
function named(ch: string): string {
  return `[U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}]`;
}

/** The text with every invisible character above replaced by its name (`a[U+202E]b`). */
export function showInvisible(text: string): string {
  return text.replace(INVISIBLE, named);
}
