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
];

const md = new MarkdownIt({ html: true, linkify: true });

type Token = ReturnType<typeof md.parse>[number];

function flatten(tokens: Token[]): Token[] {
  return tokens.flatMap((t) => [t, ...flatten(t.children ?? [])]);
}

/** Assertions gate.md asks for: no links/images/HTML/mentions/refs/autolinks from untrusted text; table rows keep their width. */
export function assertInert(markdown: string, allowedHrefs: readonly string[] = []) {
  const tokens = flatten(md.parse(markdown, {}));
  for (const t of tokens) {
    expect(t.type).not.toBe('image');
    if (t.type === 'link_open') expect(allowedHrefs).toContain(t.attrGet('href'));
    if (t.type === 'html_inline' || t.type === 'html_block') {
      expect(t.content.trim()).toMatch(/^(<!-- bench-check:[A-Za-z0-9._-]+ verdicts:[0-9a-f]+ -->|<\/?sub>|<\/?details>|<summary>|<\/summary>)$/);
    }
    if (t.type === 'text') {
      expect(t.content).not.toMatch(/(^|[^\w])@[A-Za-z0-9]/); // mention
      expect(t.content).not.toMatch(/#\d/); // issue reference
      expect(t.content).not.toMatch(/\b[0-9a-f]{7,}\b/i); // commit-like hex
      expect(t.content).not.toMatch(/:[a-z0-9_+-]+:/); // emoji shortcode
      expect(t.content).not.toMatch(/javascript:(?!\u200b)|https?:(?!\u200b)|www\.(?!\u200b)/i);
    }
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

