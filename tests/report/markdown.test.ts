// Markdown building blocks (docs/gate.md "The comment and the job summary", "Untrusted text"):
// inlineCode (a fence longer than any backtick run, `|` and newlines escaped, truncated with …),
// plainText (metacharacters as entities, `@` broken on both sides, `# : /` after, `.` before an
// alphanumeric, hex runs every 6 characters), GFM tables, numbers, Mermaid charts.
// Rendered output is also parsed back with markdown-it to check what a reader would see.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { details, inlineCode, num, pct, plainText, table } from '../../src/core/markdown.js';

const ZW = '\u200b';
const md = new MarkdownIt({ html: true, linkify: true });

type Token = ReturnType<typeof md.parse>[number];
const flatten = (tokens: Token[]): Token[] => tokens.flatMap((t) => [t, ...flatten(t.children ?? [])]);

/** The cells of a one-row GFM table as markdown-it sees them: [header cells, body cells], each cell's inline tokens. */
function parseTable(markdown: string): { header: Token[][]; body: Token[][][]; align: string[] } {
  const tokens = md.parse(markdown, {});
  const header: Token[][] = [];
  const body: Token[][][] = [];
  const align: string[] = [];
  let section: 'head' | 'body' | null = null;
  let row: Token[][] = [];
  for (const t of tokens) {
    if (t.type === 'thead_open') section = 'head';
    if (t.type === 'tbody_open') section = 'body';
    if (t.type === 'tr_open') row = [];
    if (t.type === 'th_open') align.push(String(t.attrGet('style') ?? ''));
    if (t.type === 'inline' && section !== null) row.push(t.children ?? []);
    if (t.type === 'tr_close') {
      if (section === 'head') header.push(...row);
      else body.push(row);
    }
  }
  return { header, body, align };
}

describe('inlineCode', () => {
  it('wraps plain text in single backticks', () => {
    expect(inlineCode('abc')).toBe('`abc`');
  });

  it('uses a fence one longer than the longest backtick run, padded when the text touches a backtick', () => {
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('a``b`c')).toBe('```a``b`c```');
    expect(inlineCode('`start')).toBe('`` `start ``');
    expect(inlineCode('end`')).toBe('`` end` ``');
    // what a reader sees is the text itself
    for (const s of ['a`b', '`start', 'end`', 'x ``` y']) {
      const code = flatten(md.parse(inlineCode(s), {})).filter((t) => t.type === 'code_inline');
      expect(code.map((t) => t.content), s).toEqual([s]);
    }
  });

  it('escapes pipes (GFM unescapes \\| inside a table cell) instead of dropping them', () => {
    expect(inlineCode('a|b')).toBe('`a\\|b`');
    expect(inlineCode('||')).toBe('`\\|\\|`');
    const { header, body } = parseTable(table(['id', 'n'], [[inlineCode('a | b'), '1']]));
    expect(header).toHaveLength(2);
    expect(body[0]).toHaveLength(2);
    expect(body[0]![0]!.filter((t) => t.type === 'code_inline').map((t) => t.content)).toEqual(['a | b']);
  });

  it('turns every line break into ⏎ and control characters into U+FFFD, keeping tabs', () => {
    expect(inlineCode('a\nb\r\nc\rd')).toBe('`a⏎b⏎c⏎d`');
    expect(inlineCode('x\u0000y\u0007z\u000b\u000c\u000e\u001f\u007f')).toBe('`x�y�z�����`');
    expect(inlineCode('a\tb')).toBe('`a\tb`');
  });

  it('truncates to max characters (code points) with an ellipsis', () => {
    expect(inlineCode('abcdef', 6)).toBe('`abcdef`');
    expect(inlineCode('abcdefg', 6)).toBe('`abcde…`');
    expect(inlineCode('😀😀😀', 2)).toBe('`😀…`');
    expect(inlineCode('abc', 1)).toBe('`a…`');
    expect(inlineCode('x'.repeat(121))).toBe(`\`${'x'.repeat(119)}…\``);
    expect(inlineCode('x'.repeat(120))).toBe(`\`${'x'.repeat(120)}\``);
  });

  it('keeps empty and blank text a visible, valid code span', () => {
    expect(inlineCode('')).toBe('` `');
    expect(inlineCode('  ')).toBe('`    `');
    expect(inlineCode(42 as unknown as string)).toBe('`42`');
  });
});

describe('plainText', () => {
  it('leaves ordinary prose alone', () => {
    expect(plainText('Round 1 reachability, 95 items')).toBe('Round 1 reachability, 95 items');
  });

  it('writes markdown and HTML metacharacters as numeric entities', () => {
    const chars = '\\`*_{}[]()<>!|~&"\'';
    expect(plainText(chars)).toBe(Array.from(chars, (c) => `&#${c.charCodeAt(0)};`).join(''));
    expect(plainText('<b>x</b>')).toBe(`&#60;b&#62;x&#60;/${ZW}b&#62;`);
  });

  it('breaks mentions, references, emoji shortcodes and links with zero-width spaces', () => {
    expect(plainText('@octocat')).toBe(`${ZW}@${ZW}octocat`);
    expect(plainText('mail@example.com')).toBe(`mail${ZW}@${ZW}example.${ZW}com`);
    expect(plainText('#123')).toBe(`#${ZW}123`);
    expect(plainText(':smile:')).toBe(`:${ZW}smile:${ZW}`);
    expect(plainText('a/b')).toBe(`a/${ZW}b`);
    expect(plainText('https://x.io')).toBe(`https:${ZW}/${ZW}/${ZW}x.${ZW}io`);
    expect(plainText('end.')).toBe('end.');
    expect(plainText('a. b')).toBe('a. b');
    expect(plainText('v1.2')).toBe(`v1.${ZW}2`);
  });

  it('breaks hex runs of 7 or more every 6 characters, so no commit reference forms', () => {
    expect(plainText('abcdef')).toBe('abcdef');
    expect(plainText('abcdef0')).toBe(`abcdef${ZW}0`);
    expect(plainText('ABCDEF012345')).toBe(`ABCDEF${ZW}012345`);
    expect(plainText('deadbeefcafe1234')).toBe(`deadbe${ZW}efcafe${ZW}1234`);
    expect(plainText('1234567 and 123456')).toBe(`123456${ZW}7 and 123456`);
    expect(plainText('ghijklmnop')).toBe('ghijklmnop');
  });

  it('flattens line breaks to spaces and control characters to U+FFFD', () => {
    expect(plainText('a\nb\r\nc\rd')).toBe('a b c d');
    expect(plainText('x\u0000y\u001b\u007f')).toBe('x\ufffdy\ufffd\ufffd');
    expect(plainText('a\tb')).toBe('a\tb');
  });

  it('truncates before escaping, with an ellipsis', () => {
    expect(plainText('abcdef', 6)).toBe('abcdef');
    expect(plainText('abcdefg', 6)).toBe('abcde…');
    expect(plainText('<'.repeat(10), 3)).toBe('&#60;&#60;…');
    expect(plainText('y'.repeat(301))).toBe(`${'y'.repeat(299)}…`);
    expect(plainText('y'.repeat(300))).toBe('y'.repeat(300));
  });
});

describe('table', () => {
  it('writes header, alignment row and rows; left is the default alignment', () => {
    expect(table(['a', 'b', 'c'], [['1', '2', '3']], ['l', 'r', 'c'])).toBe('| a | b | c |\n| --- | ---: | :---: |\n| 1 | 2 | 3 |');
    expect(table(['a', 'b'], [['1', '2'], ['3', '4']])).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |');
    expect(table(['a', 'b'], [], ['r'])).toBe('| a | b |\n| ---: | --- |');
  });

  it('is a GFM table with that alignment for a reader', () => {
    const { header, body, align } = parseTable(table(['name', 'value', 'mid'], [['x', '1.00', 'y']], ['l', 'r', 'c']));
    expect(header.map((cell) => cell.map((t) => t.content).join(''))).toEqual(['name', 'value', 'mid']);
    expect(align).toEqual(['', 'text-align:right', 'text-align:center']); // 'l' is GFM's default (no colon)
    expect(body).toHaveLength(1);
  });

  it('keeps each row on one line', () => {
    expect(table(['a'], [['x\ny'], ['p\r\nq']])).toBe('| a |\n| --- |\n| x y |\n| p q |');
    expect(table(['h\nh'], [])).toBe('| h h |\n| --- |');
  });
});

describe('num and pct', () => {
  it('fixed digits; a dash for missing or non-finite values; no negative zero', () => {
    expect(num(1.005)).toBe('1.00'); // 1.005 is 1.00499… in binary
    expect(num(2.5, 0)).toBe('3');
    expect(num(12.3456, 3)).toBe('12.346');
    expect(num(-1.234)).toBe('-1.23');
    expect(num(-0.001)).toBe('0.00');
    expect(num(-0.4, 0)).toBe('0');
    expect(num(-0.01)).toBe('-0.01');
    expect(num(-10.001)).toBe('-10.00');
    expect(num(0)).toBe('0.00');
    expect(num(null)).toBe('–');
    expect(num(undefined)).toBe('–');
    expect(num(Number.NaN)).toBe('–');
    expect(num(Number.POSITIVE_INFINITY)).toBe('–');
    expect(num(Number.NEGATIVE_INFINITY)).toBe('–');
  });

  it('pct is passed / input in percent with one decimal, a dash without input', () => {
    expect(pct(85, 90)).toBe('94.4 %');
    expect(pct(1, 3, 2)).toBe('33.33 %');
    expect(pct(0, 5)).toBe('0.0 %');
    expect(pct(0, 0)).toBe('–');
    expect(pct(3, 0)).toBe('–');
  });
});

// xyChart (re-exported from src/core/mermaid.ts): tests/core/mermaid.test.ts

describe('details', () => {
  it('is a collapsible HTML block around rendered markdown, with blank lines so the body is parsed', () => {
    expect(details('Sum', '| a |\n| --- |')).toBe('<details><summary>Sum</summary>\n\n| a |\n| --- |\n\n</details>');
    const tokens = md.parse(details('S', '**bold**'), {});
    expect(flatten(tokens).some((t) => t.type === 'strong_open')).toBe(true);
  });
});
