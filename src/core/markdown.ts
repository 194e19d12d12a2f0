// Rendering untrusted text (model outputs, item ids, file names) inert in GitHub-flavoured markdown.
// gate.md: inside inline code with a fence longer than any backtick run, newlines and `|` escaped,
// truncated with an ellipsis; outside code, `@ # : /` and hex runs of 7+ are broken with U+200B;
// never raw HTML.

const ZWSP = '\u200b';

function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, Math.max(1, max - 1)).join('')}…` : text;
}

/**
 * Untrusted text as inline code: safe inside a table cell, no formatting, no links.
 * Newlines become ⏎, `|` is escaped as `\|` (GFM table cells unescape it even inside code).
 */
export function inlineCode(text: string, max = 120): string {
  const flat = truncate(String(text), max)
    .replace(/\r\n|\r|\n/g, '⏎')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '�')
    .replace(/\|/g, '\\|');
  const longestRun = Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
  return flat === '' ? '` `' : `${fence}${pad}${flat}${pad}${fence}`;
}

/**
 * Untrusted text as plain prose: markdown and HTML metacharacters escaped, and mentions, issue
 * references, links, autolinks, emoji shortcodes and commit-like hex runs broken with U+200B.
 */
export function plainText(text: string, max = 300): string {
  // One pass for the character-level escapes: an entity's own `#` must not be broken afterwards.
  // `@` is broken on both sides: after it for mentions, before it for e-mail autolinks.
  return truncate(String(text), max)
    .replace(/\r\n|\r|\n/g, ' ')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd')
    .replace(/[0-9a-fA-F]{7,}/g, (run) => run.replace(/(.{6})(?=.)/g, `$1${ZWSP}`))
    .replace(/\.(?=[A-Za-z0-9])/g, `.${ZWSP}`)
    .replace(/[\\`*_{}[\]()<>!|~&"']|[@#:/]/g, (c) => (c === '@' ? `${ZWSP}@${ZWSP}` : /[#:/]/.test(c) ? `${c}${ZWSP}` : `&#${c.charCodeAt(0)};`));
}

/** A GFM table; cells must already be rendered (numbers, inlineCode, plainText). */
export function table(header: readonly string[], rows: ReadonlyArray<readonly string[]>, align?: readonly ('l' | 'r' | 'c')[]): string {
  const sep = header.map((_, i) => {
    const a = align?.[i] ?? 'l';
    return a === 'r' ? '---:' : a === 'c' ? ':---:' : '---';
  });
  const line = (cells: readonly string[]) => `| ${cells.map((c) => c.replace(/\r?\n/g, ' ')).join(' | ')} |`;
  return [line(header), line(sep), ...rows.map(line)].join('\n');
}

/** Fixed-precision number for tables; "–" for null/undefined/non-finite. */
export function num(value: number | null | undefined, digits = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const fixed = value.toFixed(digits);
  return /^-0\.?0*$/.test(fixed) ? fixed.slice(1) : fixed;
}

export function pct(passed: number, input: number, digits = 1): string {
  return input > 0 ? `${num((100 * passed) / input, digits)} %` : '–';
}

/** Mermaid charts live in `mermaid.ts`; re-exported so callers importing from here keep working. */
export { xyChart } from './mermaid.js';
export type { ChartSeries, ChartSpec } from './mermaid.js';

/** A collapsible block (HTML `<details>` is ours, the content is rendered markdown). */
export function details(summary: string, body: string): string {
  return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}
