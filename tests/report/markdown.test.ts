// Markdown building blocks (docs/gate.md "The comment and the job summary", "Untrusted text"):
// inlineCode (a fence longer than any backtick run, `|` and newlines escaped, truncated with …),
// plainText (words GitHub would act on — mentions, references, links, paths, emoji, hex runs of 7+ —
// as code spans, exact and without invisible characters; other metacharacters as entities; cut at
// a word boundary), htmlCode (for our own <summary>), GFM tables, numbers.
// Rendered output is also parsed back with markdown-it to check what a reader would see.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { htmlCode, inlineCode, plainText, table } from '../../src/core/markdown.js';
import { fixed } from '../../src/core/numbers.js';
import { showInvisible } from '../../src/core/invisible.js';
import { chartText } from '../../src/core/mermaid.js';
import { terminalSafe } from '../../src/report/text.js';

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
      expect(
        code.map((t) => t.content),
        s,
      ).toEqual([s]);
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
    expect(inlineCode(42)).toBe('`42`');
  });
});

describe('plainText', () => {
  /** What a reader sees (and copies): the text and code of the rendered inline markdown, entities decoded. */
  const seen = (markdown: string) =>
    flatten(md.parse(markdown, {}))
      .filter((t) => t.type === 'text' || t.type === 'code_inline')
      .map((t) => t.content)
      .join('');

  it('leaves ordinary prose alone', () => {
    expect(plainText('Round 1 reachability, 95 items')).toBe('Round 1 reachability, 95 items');
    expect(plainText('end. a. b v1.2 -x- 3+4=7 50% done')).toBe('end. a. b v1.2 -x- 3+4=7 50% done');
  });

  it('writes markdown and HTML metacharacters outside identifiers as numeric entities', () => {
    const chars = '`*_{}()!|~&"\'';
    expect(plainText(chars)).toBe(Array.from(chars, (c) => `&#${c.charCodeAt(0)};`).join(''));
    expect(plainText('**bold** _it_ ~~strike~~')).toBe(
      '&#42;&#42;bold&#42;&#42; &#95;it&#95; &#126;&#126;strike&#126;&#126;',
    );
    expect(plainText('a&b')).toBe('a&#38;b');
    expect(plainText('&lt;b&gt;')).toBe('&#38;lt;b&#38;gt;');
    // sentence punctuation that GitHub could read (":" "!") is an entity too; "." "," ";" "?" stay
    expect(plainText('note: yes! ok, fine; why?')).toBe('note&#58; yes&#33; ok, fine; why?');
  });

  it('puts every word GitHub would act on into a code span, exact and without invisible characters', () => {
    expect(plainText('@octocat')).toBe('`@octocat`');
    expect(plainText('mail@example.com')).toBe('`mail@example.com`');
    expect(plainText('#123')).toBe('`#123`');
    expect(plainText('owner/repo#42')).toBe('`owner/repo#42`');
    expect(plainText('GH-7 gh-8 xGH-9 GH-x')).toBe('`GH-7` `gh-8` xGH-9 GH-x');
    expect(plainText('a/b')).toBe('`a/b`');
    expect(plainText('https://x.io')).toBe('`https://x.io`');
    expect(plainText('javascript:alert(1)')).toBe('`javascript:alert(1`&#41;');
    expect(plainText('www.evil.example')).toBe('`www.evil.example`');
    expect(plainText('WWW.x')).toBe('`WWW.x`');
    expect(plainText('a\\b')).toBe('`a\\b`');
    expect(plainText('<b>x</b>')).toBe('`<b>x</b>`');
    expect(plainText('x>y')).toBe('`x>y`');
    expect(plainText('[ref]:')).toBe('&#91;ref&#93;&#58;');
    expect(plainText('[click](https://evil.example/x)')).toBe('&#91;`click](https://evil.example/x`&#41;');
    // an emoji shortcode keeps its closing colon outside the span: nothing is left to match
    expect(plainText(':smile:')).toBe('`:smile`&#58;');
    // a code span's fence is longer than any backtick run inside it
    expect(plainText('a`b/c')).toBe('``a`b/c``');
    for (const s of [
      '@octocat',
      'see #123 and owner/repo#42 and GH-7',
      'https://x.io/a_b?c=1&d=2',
      '<b>x</b>',
      'a`b/c',
      ':smile: :+1:',
      '[click](https://evil.example/x)',
      '**x** a&b',
    ])
      expect(seen(plainText(s)), s).toBe(s);
  });

  it('puts hex runs of 7 or more (commit-like) into code spans, exact', () => {
    expect(plainText('abcdef')).toBe('abcdef');
    expect(plainText('abcdef0')).toBe('`abcdef0`');
    expect(plainText('ABCDEF012345')).toBe('`ABCDEF012345`');
    expect(plainText('1234567 and 123456')).toBe('`1234567` and 123456');
    expect(plainText('ghijklmnop')).toBe('ghijklmnop');
    const sha = '0123456789abcdef0123456789abcdef01234567';
    expect(plainText(`fixed in ${sha}.`)).toBe(`fixed in \`${sha}\`.`);
    expect(seen(plainText(`fixed in ${sha}.`))).toBe(`fixed in ${sha}.`);
  });

  it('keeps sentence punctuation around an identifier outside its code span', () => {
    expect(plainText('(see scripts/update-fixture-baseline.sh).')).toBe(
      '&#40;see `scripts/update-fixture-baseline.sh`&#41;.',
    );
    expect(plainText('"pr.json/x",')).toBe('&#34;`pr.json/x`&#34;,');
    expect(plainText("'a/b';")).toBe('&#39;`a/b`&#39;;');
    expect(plainText('«a/b»!?')).toBe('«`a/b`»&#33;?');
    expect(plainText('[a/b]')).toBe('&#91;`a/b`&#93;');
    expect(plainText('at a/b: done')).toBe('at `a/b`&#58; done');
    // a word made only of punctuation is escaped as a whole
    expect(plainText('( ).')).toBe('&#40; &#41;.');
  });

  it('flattens line breaks to spaces and control characters to U+FFFD, keeping tabs and runs of spaces', () => {
    expect(plainText('a\nb\r\nc\rd')).toBe('a b c d');
    expect(plainText('x\u0000y\u001b\u007f \u0008\u000b\u000c\u000e\u001f')).toBe(
      'x\ufffdy\ufffd\ufffd \ufffd\ufffd\ufffd\ufffd\ufffd',
    );
    expect(plainText('a\tb  c')).toBe('a\tb  c');
    expect(plainText(' a/b\nc ')).toBe(' `a/b` c ');
    expect(plainText(42)).toBe('42');
  });

  it('truncates before escaping, at a word boundary when one is close to the end, with an ellipsis', () => {
    expect(plainText('abcdef', 6)).toBe('abcdef');
    expect(plainText('abcdefg', 6)).toBe('abcde…');
    expect(plainText('😀😀😀', 2)).toBe('😀…');
    expect(plainText('abc', 1)).toBe('a…');
    expect(plainText('<'.repeat(10), 3)).toBe('`<<…`');
    expect(plainText('y'.repeat(301))).toBe(`${'y'.repeat(299)}…`);
    expect(plainText('y'.repeat(300))).toBe('y'.repeat(300));
    // cut at the last space of the kept part when it lies beyond 60 % of it
    expect(plainText('the quick brown fox', 12)).toBe('the quick…');
    expect(plainText('abcdefg hijklmnop', 11)).toBe('abcdefg…'); // space at 7 of 10
    expect(plainText('abcdef ghijklmnop', 11)).toBe('abcdef ghi…'); // space at 6 of 10: not beyond 60 %
    expect(plainText('a bcdefghijkl', 10)).toBe('a bcdefgh…');
    expect(plainText('abcdefgh ijk', 10)).toBe('abcdefgh…'); // the kept part ends with the space
    expect(plainText('abcdefg\nhijklmnop', 11)).toBe('abcdefg…'); // a line break is a boundary too
    // no space beyond 60 % of the kept part: cut where it is (inside the identifier's span, with the ellipsis)
    expect(plainText('see the file at scripts/update.sh now', 30)).toBe('see the file at `scripts/updat…`');
  });
});

describe('htmlCode', () => {
  it('is a <code> element with the text HTML-escaped', () => {
    expect(htmlCode('tl')).toBe('<code>tl</code>');
    expect(htmlCode('a<b>&"\'')).toBe('<code>a&#60;b&#62;&#38;&#34;&#39;</code>');
    // markdown and GitHub's link patterns mean nothing inside <code>: kept as they are
    expect(htmlCode('`@x #1 *y* a/b`')).toBe('<code>`@x #1 *y* a/b`</code>');
    expect(htmlCode(7)).toBe('<code>7</code>');
  });

  it('turns line breaks, tabs and control characters into U+FFFD, so the HTML block stays on one line', () => {
    expect(htmlCode('a\nb\r\tc\u0000\u001f\u007f')).toBe('<code>a\ufffdb\ufffd\ufffdc\ufffd\ufffd\ufffd</code>');
    expect(htmlCode('a\u0080b')).toBe('<code>a\u0080b</code>');
  });

  it('truncates to max code points (60 by default) with an ellipsis, before escaping', () => {
    expect(htmlCode('x'.repeat(60))).toBe(`<code>${'x'.repeat(60)}</code>`);
    expect(htmlCode('x'.repeat(61))).toBe(`<code>${'x'.repeat(59)}…</code>`);
    expect(htmlCode('<<<<', 3)).toBe('<code>&#60;&#60;…</code>');
    expect(htmlCode('😀😀😀', 2)).toBe('<code>😀…</code>');
  });

  it('is read back as the original text inside a <summary>', () => {
    const s = '<img src=x> & "q" @o #1';
    const tokens = flatten(md.parse(`<details><summary>${htmlCode(s)}</summary>\n\nbody\n\n</details>`, {}));
    expect(tokens.filter((t) => t.type === 'html_block').map((t) => t.content)[0]).toBe(
      `<details><summary><code>&#60;img src=x&#62; &#38; &#34;q&#34; @o #1</code></summary>\n`,
    );
    expect(md.render(`<summary>${htmlCode(s)}</summary>`)).not.toContain('<img');
  });
});

describe('table', () => {
  it('writes header, alignment row and rows; left is the default alignment', () => {
    expect(table(['a', 'b', 'c'], [['1', '2', '3']], ['l', 'r', 'c'])).toBe(
      '| a | b | c |\n| --- | ---: | :---: |\n| 1 | 2 | 3 |',
    );
    expect(
      table(
        ['a', 'b'],
        [
          ['1', '2'],
          ['3', '4'],
        ],
      ),
    ).toBe('| a | b |\n| --- | --- |\n| 1 | 2 |\n| 3 | 4 |');
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

describe('fixed (core/numbers.ts), the numbers of every table', () => {
  it('fixed digits; a dash for missing or non-finite values; no negative zero', () => {
    expect(fixed(1.005, 2)).toBe('1.00'); // 1.005 is 1.00499… in binary
    expect(fixed(2.5, 0)).toBe('3');
    expect(fixed(12.3456, 3)).toBe('12.346');
    expect(fixed(-1.234, 2)).toBe('-1.23');
    expect(fixed(-0.001, 2)).toBe('0.00');
    expect(fixed(-0.4, 0)).toBe('0');
    expect(fixed(-0.01, 2)).toBe('-0.01');
    expect(fixed(-10.001, 2)).toBe('-10.00');
    expect(fixed(0, 2)).toBe('0.00');
    expect(fixed(null, 2)).toBe('–');
    expect(fixed(undefined, 2)).toBe('–');
    expect(fixed(Number.NaN, 2)).toBe('–');
    expect(fixed(Number.POSITIVE_INFINITY, 2)).toBe('–');
    expect(fixed(Number.NEGATIVE_INFINITY, 2)).toBe('–');
  });
});

// Issue #29: invisible characters in untrusted text are shown by name, in every renderer; a
// string of any length is cut without ever being split whole (V8 arrays stop at 2^27 elements:
// a 134 M-character string used to end in "internal error").
describe('invisible characters and huge strings', () => {
  it('bidi controls, zero-width and tag characters become [U+XXXX] in code spans, prose, our HTML and on a terminal', () => {
    expect(showInvisible('a\u202eb\u200bc\u{E0041}d\ufeffe\u2066f\u00adg')).toBe(
      'a[U+202E]b[U+200B]c[U+E0041]d[U+FEFF]e[U+2066]f[U+00AD]g',
    );
    expect(showInvisible('plain ✅ ⚠️ é 👨‍')).toBe('plain ✅ ⚠️ é 👨[U+200D]'); // variation selectors stay (emoji need them)
    expect(inlineCode('ok\u202efail')).toBe('`ok[U+202E]fail`');
    expect(inlineCode('\u200b')).toBe('`[U+200B]`'); // visible, not a blank code span
    expect(htmlCode('a\u202eb')).toBe('<code>a[U+202E]b</code>');
    expect(terminalSafe('a\u202eb\u2028c')).toBe('a[U+202E]b[U+2028]c');
    // In prose the named character goes into a code span ("[" is something GitHub acts on).
    expect(plainText('see id\u200bx now')).toBe('see `id[U+200B]x` now');
    // \ufeff is whitespace to JavaScript: it is named before prose is split into words.
    expect(plainText('a\ufeffb')).toBe('`a[U+FEFF]b`');
    expect(chartText('round\u202e1')).toBe('round[U+202E]1');
  });

  it('cuts a string of 2^27 characters (and one of astral characters) in every helper', () => {
    const huge = 'x'.repeat(2 ** 27 + 10);
    expect(inlineCode(huge, 5)).toBe('`xxxx…`');
    expect(plainText(huge, 5)).toBe('xxxx…');
    expect(htmlCode(huge, 5)).toBe('<code>xxxx…</code>');
    expect(terminalSafe(huge, 5)).toBe('xxxx…');
    expect(chartText(huge)).toBe(`${'x'.repeat(199)}…`);
    const astral = '😀'.repeat(1000);
    expect(inlineCode(astral, 3)).toBe('`😀😀…`');
    expect(plainText(`${'😀'.repeat(10)} b`, 3)).toBe('😀😀…');
    expect(inlineCode('😀😀😀', 3)).toBe('`😀😀😀`');
  });
});
