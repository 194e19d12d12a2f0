// core/doc.ts: the report as a typed document. A plain string is untrusted text and is escaped for
// the place it lands in (prose, a table cell, the HTML of a <summary>, a Mermaid title, a terminal
// line); only `t` literals and figures render as they are.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import {
  chart,
  code,
  delta,
  details,
  figure,
  heading,
  join,
  link,
  markdownInline,
  metric,
  paragraph,
  quote,
  rate,
  small,
  strong,
  t,
  table,
  terminalInline,
  terminalText,
  text,
  toMarkdown,
  toMarkdownFile,
  toTextFile,
  toTextLines,
  value,
  type Block,
} from '../../src/core/doc.js';
import { formatP } from '../../src/core/numbers.js';
import { assertInert, HOSTILE } from '../markdown-safety.js';

const md = new MarkdownIt({ html: true });

describe('the t tag', () => {
  it('takes its literal parts as our words and keeps every value what it is', () => {
    const id = '**x**';
    expect(markdownInline(t`**${id}** items`)).toBe('**&#42;&#42;x&#42;&#42;** items');
    expect(terminalInline(t`${3} items in ${code(id)}`)).toBe('3 items in **x**');
    expect(t`plain`).toEqual([{ kind: 'words', text: 'plain' }]);
  });

  it('refuses an array made by hand, frozen or not, with or without raw', () => {
    const strings = ['<img src=x>'];
    expect(() => t(strings as unknown as TemplateStringsArray)).toThrow('t is a template tag');
    expect(() => t(Object.freeze([...strings]) as unknown as TemplateStringsArray)).toThrow('t is a template tag');
    expect(() =>
      t(Object.assign([...strings], { raw: Object.freeze([...strings]) }) as unknown as TemplateStringsArray),
    ).toThrow('t is a template tag');
  });
});

describe('markdown: each run escaped for its place', () => {
  const hostile = '@octocat <img src=x> [a](https://evil.example) `x` | y\nz';

  it('prose: mentions and links as code spans, metacharacters as entities, one line', () => {
    expect(markdownInline(hostile)).toBe(
      '`@octocat` `<img` `src=x>` &#91;`a](https://evil.example`&#41; &#96;x&#96; &#124; y z',
    );
    expect(markdownInline(text('a b c d e f', 5))).toBe('a b…');
  });

  it('a table cell: a pipe never splits the row, our words lose their newlines', () => {
    const out = toMarkdown([table([t`a`, t`b`], [['x|y', t`one\ntwo`]])]);
    expect(out).toBe('| a | b |\n| --- | --- |\n| x&#124;y | one two |');
    expect(markdownInline(code('a|b'), 'cell')).toBe('`a\\|b`');
  });

  it('a <summary>: HTML-escaped, words GitHub would link as <code>, strong as <b>', () => {
    const out = toMarkdown([details(t`${strong(t`id`)} ${code('<x>')} ${'@org/team </summary></details>'}`, [])]);
    expect(out.split('\n')[0]).toBe(
      '<details><summary><b>id</b> <code>&#60;x&#62;</code> <code>@org/team</code> <code>&#60;/summary&#62;&#60;/details&#62;</code></summary>',
    );
    assertInert(out);
  });

  it('code: exact text in a fence longer than any backtick run; newlines shown as ⏎', () => {
    expect(markdownInline(code('a``b\nc'))).toBe('```a``b⏎c```');
    expect(markdownInline(code('x'.repeat(10), 4))).toBe('`xxx…`');
  });

  it('a link only to a plain https URL; otherwise its content alone', () => {
    expect(markdownInline(link('https://example.com/x', t`here`))).toBe('[here](https://example.com/x)');
    expect(markdownInline(link('javascript:alert(1)', t`here`))).toBe('here');
    expect(markdownInline(link('https://a.example/) [x](y', t`here`))).toBe('here');
    expect(markdownInline(link(null, 'text'))).toBe('text');
  });

  it('small print, headings, quotes, paragraphs and numbers', () => {
    expect(markdownInline(small(t`note`))).toBe('<sub>note</sub>');
    expect(toMarkdown([heading(3, t`Title `, '# not a heading')])).toBe('### Title `#` not a heading');
    expect(toMarkdown([quote(t`one`, '> two')])).toBe('> one\n> `>` two');
    expect(toMarkdown([paragraph(1.5, t` and `, Number.NaN)])).toBe('1.5 and –');
    // An exponent form keeps four significant digits: "1.8144506e-317" would read as a commit SHA.
    expect(markdownInline(1.8144506e-317)).toBe('1.814e-317');
    expect(terminalInline(2e21)).toBe('2.000e+21');
    expect(toMarkdown([paragraph(null), paragraph(t`x`)])).toBe('x');
    expect(toMarkdownFile([paragraph(t`x`)])).toBe('x\n');
  });

  it('any value where text belongs: an object, a number, undefined', () => {
    expect(markdownInline(text({ a: '<b>' }))).toBe(markdownInline('[object Object]'));
    expect(markdownInline(code(42))).toBe('`42`');
    expect(markdownInline(undefined)).toBe('');
  });

  it('join puts our separator between the runs', () => {
    expect(markdownInline(join([code('a'), code('b'), 'c'], t`, `))).toBe('`a`, `b`, c');
    expect(join([], t`, `)).toEqual([]);
  });
});

describe('figures and units', () => {
  it('value, delta, rate and metric format as core/numbers.ts; the unit is untrusted', () => {
    expect(markdownInline(value(2.5, 'quantity', 'km'))).toBe('2.50 km');
    expect(markdownInline(value(2.5, 'quantity', '@x'))).toBe('2.50 `@x`');
    expect(markdownInline(value(2.5, 'quantity', '<b>'), 'summary')).toBe('2.50 <code>&#60;b&#62;</code>');
    expect(terminalInline(value(2.5, 'quantity', 'k\u001bm'))).toBe('2.50 k�m');
    expect(markdownInline(value(null, 'quantity', 'km'))).toBe('–');
    expect(markdownInline(delta(-1.5, 'percent'))).toBe('-1.50 pp');
    expect(markdownInline(delta(2, 'score'))).toBe('+2.00');
    expect(markdownInline(rate(1, 3))).toBe('33.33 %');
    expect(markdownInline(rate(1, 0))).toBe('–');
    expect(markdownInline(metric({ value: 0.5, passed: 1, input: 2 }))).toBe('50.00 %');
    expect(markdownInline(metric({ value: 3, unit: '%' }))).toBe('3.00 %');
    expect(markdownInline(metric({ value: 3, unit: 'a|b' }), 'cell')).toBe('3.00 a&#124;b');
    expect(markdownInline(figure(formatP(0.0001)))).toBe('< 0.001');
  });
});

describe('charts', () => {
  it('a title of our words and untrusted text, escaped for Mermaid inside the fence', () => {
    const out = toMarkdown([
      chart({
        title: t`${'x"\n```\n%%{init}%%'}: items`,
        xLabels: ['a'],
        yLabel: 'n',
        series: [{ name: 'v', kind: 'bar', values: [1] }],
      }),
    ]);
    expect(out.match(/```/g)).toHaveLength(2);
    expect(out).toContain('  title "x      % %{init}% %: items"');
    expect(toTextLines([chart({ title: t`Shares`, xLabels: [], yLabel: '', series: [] })])).toEqual([
      '(chart in the markdown report: Shares)',
    ]);
  });
});

describe('terminal text', () => {
  it('control characters replaced, invisibles named, cut with an ellipsis', () => {
    expect(terminalText('a\u001b[31mb\nc\u202ed')).toBe('a�[31mb⏎c[U+202E]d');
    expect(terminalText('abcdef', 4)).toBe('abc…');
    expect(terminalInline(t`${strong(t`x`)} ${link('https://a.example', 'y')} ${small('z')}`)).toBe('x y z');
  });

  it('tables as aligned columns (right-aligned numbers), details indented, lines of a file', () => {
    const blocks: Block[] = [
      table(
        [t`name`, t`n`],
        [
          ['ab', 1],
          ['c', 100],
        ],
        ['l', 'r'],
      ),
      details(t`more`, [paragraph('x\u0007')]),
    ];
    expect(toTextLines(blocks, '  ')).toEqual(['  name    n', '  ab      1', '  c     100', '  more', '    x�']);
    expect(toTextFile(['a', '', 'b'])).toBe('a\n\nb\n');
  });
});

describe('no hostile string becomes markup, in any place', () => {
  it.each(HOSTILE)('%j', (s) => {
    const out = toMarkdown([
      heading(3, t`Suite `, code(s)),
      paragraph(t`${strong(t`Status:`)} `, s, t` · `, text(s, 40)),
      quote(s),
      table([t`a`, t`b`], [[s, code(s)]]),
      details(t`${code(s)} · ${s}`, [paragraph(s)]),
      chart({ title: s, xLabels: [s], yLabel: s, series: [{ name: s, kind: 'line', values: [1] }] }),
    ]);
    assertInert(out);
    const tokens = md.parse(out, {});
    expect(tokens.filter((tk) => tk.type === 'heading_open')).toHaveLength(1);
    expect(tokens.filter((tk) => tk.type === 'fence')).toHaveLength(1);
  });
});
