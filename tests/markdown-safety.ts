import MarkdownIt from 'markdown-it';
import { expect } from 'vitest';

/** Strings a model output, item id or file name could hold to turn a PR comment against us. */
export const HOSTILE = [
  '@octocat please review',
  'see #123 and owner/repo#42 and GH-7',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<!-- hidden --> <details open>',
  'a | b | c',
  '```js\nconsole.log(1)\n```',
  '`tick` and ``double``',
  '[click](https://evil.example/x)',
  '![img](https://evil.example/x.png)',
  'line1\nline2\r\n| x | y |',
  ':smile: :+1: :shipit:',
  'deadbeefcafe1234567890 and 0123abc',
  'javascript:alert(document.cookie)',
  'https://evil.example/path?q=1',
  'www.evil.example',
  'mail@example.com',
  '**bold** _it_ ~~strike~~',
  '&lt;b&gt; &amp; &#64;',
  '\\| escaped pipe \\',
  '> quote',
  '# heading',
  '<https://evil.example>',
  '[ref]: https://evil.example',
  // Invisible characters (issue #29): bidi controls reorder what a reviewer reads ("Trojan Source"),
  // zero-width characters hide inside an identifier, tag characters carry hidden ASCII.
  'ok\u202e)lacitirc(\u202c pass',
  'main\u2066\u2069 \u200evs\u200f \u061c',
  'suite\u200b-id zero\u200cwidth\u200djoin\u2060word \ufeffbom \u00adsoft',
  'tag\u{E0041}\u{E0042}\u{E007F} line\u2028sep\u2029para',
];

/** Invisible characters that change what a reader sees (core/invisible.ts): never in a rendered report. */
export const INVISIBLE = /[\u00ad\u061c\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\u{E0000}-\u{E007F}]/u;

const md = new MarkdownIt({ html: true, linkify: true });

type Token = ReturnType<typeof md.parse>[number];

function flatten(tokens: Token[]): Token[] {
  return tokens.flatMap((t) => [t, ...flatten(t.children ?? [])]);
}

/** Numeric and the basic named entities decoded, as a browser shows the text. */
function decodeEntities(html: string): string {
  return html
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&(lt|gt|quot|apos|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[e]!);
}

/**
 * Text GitHub would turn into a mention, reference, commit link, emoji or link outside code.
 * `decimals`: allow runs of decimal digits — our own numbers, which a document's values can make
 * 7 digits long ("1000000.00 %"); they are not text from the document (the fuzz allows them).
 */
function expectNothingActionable(text: string, decimals = false) {
  expect(text).not.toMatch(/(^|[^\w])@[A-Za-z0-9]/); // mention
  expect(text).not.toMatch(/#\d/); // issue reference
  const hex = text.match(/\b[0-9a-f]{7,}\b/gi) ?? [];
  expect(decimals ? hex.filter((h) => !/^\d+$/.test(h)) : hex).toEqual([]); // commit-like hex
  expect(text).not.toMatch(/:[a-z0-9_+-]+:/); // emoji shortcode
  expect(text).not.toMatch(/javascript:|https?:|www\./i);
}

/**
 * Our own HTML around a suite: `<details><summary>…</summary>` on one line (the document's strings
 * in it only inside `<code>`, HTML-escaped), and `</details>`. GitHub links mentions, references and
 * SHAs in the text of raw HTML too, so the summary's text outside `<code>` is checked like prose.
 */
function expectOurSummary(html: string) {
  const m = /^<details><summary>(.*)<\/summary>$/.exec(html);
  expect(m, html).not.toBeNull();
  const inner = m![1]!;
  const codes = Array.from(inner.matchAll(/<code>(.*?)<\/code>/g), (c) => c[1]!);
  for (const code of codes) expect(code, html).not.toMatch(/[<>"'\n]|&(?!#\d+;)/); // escaped, one line
  // Our own emphasis (core/doc.ts renders strong as <b> inside a summary) is the one other element.
  const outside = inner.replace(/<code>.*?<\/code>/g, ' ').replace(/<\/?b>/g, ' ');
  expect(outside, html).not.toMatch(/[<>]/); // no other element
  expectNothingActionable(decodeEntities(outside));
}

/** Assertions gate.md asks for: no links/images/HTML/mentions/refs/autolinks from untrusted text; table rows keep their width. */
export function assertInert(markdown: string, allowedHrefs: readonly string[] = [], opts: { decimals?: boolean } = {}) {
  // Bidi and zero-width characters are shown by name (`[U+202E]`), never passed on (issue #29).
  expect(markdown).not.toMatch(INVISIBLE);
  const tokens = flatten(md.parse(markdown, {}));
  for (const t of tokens) {
    expect(t.type).not.toBe('image');
    if (t.type === 'link_open') expect(allowedHrefs).toContain(t.attrGet('href'));
    if (t.type === 'html_inline') expect(t.content).toMatch(/^<\/?sub>$/);
    if (t.type === 'html_block') {
      const html = t.content.replace(/\n$/, '');
      if (html.startsWith('<details>')) expectOurSummary(html);
      else expect(html).toMatch(/^(<!-- bench-check:[A-Za-z0-9._-]+ verdicts:[0-9a-f]+ -->|<\/details>)$/);
    }
    if (t.type === 'text') expectNothingActionable(t.content, opts.decimals === true);
  }
  // Every table keeps the header's column count on every row (count unescaped pipes).
  const lines = markdown.split('\n');
  let width: number | null = null;
  for (const line of lines) {
    if (!line.startsWith('|')) {
      width = null;
      continue;
    }
    const pipes = (line.match(/(?<!\\)\|/g) ?? []).length;
    if (width === null) width = pipes;
    else expect(pipes, line).toBe(width);
  }
}
