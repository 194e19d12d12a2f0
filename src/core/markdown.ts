// Rendering untrusted text (model outputs, item ids, file names) inert in GitHub-flavoured markdown.
// gate.md: inside inline code with a fence longer than any backtick run, newlines and `|` escaped,
// truncated with an ellipsis. Prose keeps every identifier exact (no invisible
// characters that corrupt a copied SHA or path): a word that GitHub could turn into a mention,
// reference, link, emoji or commit link goes into a code span, where GitHub links nothing;
// every other markdown or HTML metacharacter becomes an entity. Never raw HTML. Bidi controls and
// zero-width characters are shown by name (`[U+202E]`, core/invisible.ts), never passed on.
import { showInvisible } from './invisible.js';

/**
 * The first code points of a text, at most enough for `max` of them: a code point is one or two
 * UTF-16 units, so 2 × max + 2 units always hold more than max when the text is longer. Splitting
 * a huge string into an array of characters would fail (V8 caps arrays at 2^27 elements).
 */
function headChars(text: string, max: number): string[] {
  return Array.from(text.length > 2 * max + 2 ? text.slice(0, 2 * max + 2) : text);
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = headChars(text, max);
  return chars.length > max ? `${chars.slice(0, Math.max(1, max - 1)).join('')}…` : text;
}

/** Like truncate, but cut at the last word boundary of the kept part when there is one close by. */
function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = headChars(text, max);
  if (chars.length <= max) return text;
  const kept = chars.slice(0, Math.max(1, max - 1)).join('');
  const space = kept.search(/\s\S*$/);
  return `${space > kept.length * 0.6 ? kept.slice(0, space) : kept}…`;
}

/**
 * Untrusted text as inline code: safe inside a table cell, no formatting, no links.
 * Newlines become ⏎, `|` is escaped as `\|` (GFM table cells unescape it even inside code).
 * `text` may be any value: a hostile document can hold a number where text belongs.
 */
export function inlineCode(text: unknown, max = 120): string {
  const flat = showInvisible(
    truncate(String(text), max)
      .replace(/\r\n|\r|\n/g, '⏎')
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '�'),
  ).replace(/\|/g, '\\|');
  const longestRun = Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
  return flat === '' ? '` `' : `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * A word GitHub would act on outside code: mentions and e-mail (`@`), issue references (`#1`,
 * `owner/repo#1`, `GH-1`), links and autolinks (`x:`, `://`, `www.`, `/`), emoji shortcodes
 * (`:x:`), commit SHAs (7+ hex digits), and markdown that links (`[`, `](`, `<`).
 */
const ACTIONABLE = /[@#:/\\[\]<>]|www\.|[0-9a-fA-F]{7,}|\bGH-\d/i;

function escapeProse(text: string): string {
  return text.replace(/[\\`*_{}[\]()<>!|~&"'#@:/]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function proseWord(word: string): string {
  // Sentence punctuation around an identifier stays outside its code span: "(see `a/b.json`)."
  const m = /^([(["'«]*)(.*?)([)\]"'».,;:!?]*)$/su.exec(word)!;
  const [, lead, core, trail] = m as unknown as [string, string, string, string];
  if (core !== '' && ACTIONABLE.test(core))
    return `${escapeProse(lead)}${inlineCode(core, Number.MAX_SAFE_INTEGER)}${escapeProse(trail)}`;
  return escapeProse(word);
}

/**
 * Untrusted text as plain prose: words GitHub would turn into mentions, references, links,
 * emoji or commit links are shown as code (exact, copyable, inert); markdown and HTML
 * metacharacters elsewhere become entities; cut at a word boundary with an ellipsis.
 * `text` may be any value (see inlineCode).
 */
export function plainText(text: unknown, max = 300): string {
  const flat = showInvisible(
    truncateWords(String(text), max)
      .replace(/\r\n|\r|\n/g, ' ')
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd'),
  );
  return flat
    .split(/(\s+)/)
    .map((part) => (part === '' || /^\s+$/.test(part) ? part : proseWord(part)))
    .join('');
}

/**
 * Untrusted text inside our own HTML (a `<summary>`): as `<code>`, HTML-escaped, where GitHub links nothing;
 * any value (see inlineCode).
 */
export function htmlCode(text: unknown, max = 60): string {
  const flat = showInvisible(truncate(String(text), max).replace(/[\u0000-\u001f\u007f]/g, '\ufffd'));
  return `<code>${flat.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</code>`;
}

/**
 * Untrusted prose inside our own HTML (a `<summary>`, where markdown is not parsed but GitHub still
 * turns words into mentions and links): words it would act on as `<code>`, everything HTML-escaped,
 * invisibles named; cut at a word boundary. Any value (see inlineCode).
 */
export function htmlProse(text: unknown, max = 300): string {
  const flat = showInvisible(
    truncateWords(String(text), max)
      .replace(/\r\n|\r|\n/g, ' ')
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd'),
  );
  const escape = (s: string) => s.replace(/[&<>"'`*_\\[\]]/g, (c) => `&#${c.charCodeAt(0)};`);
  return flat
    .split(/(\s+)/)
    .map((part) => {
      if (part === '' || /^\s+$/.test(part)) return part;
      const m = /^([(["'«]*)(.*?)([)\]"'».,;:!?]*)$/su.exec(part)!;
      const [, lead, core, trail] = m as unknown as [string, string, string, string];
      return core !== '' && ACTIONABLE.test(core)
        ? `${escape(lead)}${htmlCode(core, Number.MAX_SAFE_INTEGER)}${escape(trail)}`
        : escape(part);
    })
    .join('');
}

/** A GFM table; cells must already be rendered (numbers, inlineCode, plainText). */
export function table(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  align?: readonly ('l' | 'r' | 'c')[],
): string {
  const sep = header.map((_, i) => {
    const a = align?.[i] ?? 'l';
    return a === 'r' ? '---:' : a === 'c' ? ':---:' : '---';
  });
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\r?\n/g, ' ')).join(' | ')} |`;
  return [line(header), line(sep), ...rows.map(line)].join('\n');
}
