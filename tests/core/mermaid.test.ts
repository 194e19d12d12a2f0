// Mermaid charts (issue #16): one Okabe–Ito colour per series in declaration order, the legend in
// the title, short x labels with the full ones under the chart, and nothing from a label, title or
// series name that can close the fence, end a quoted string or add a directive.
import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { chartText, xyChart, type ChartSeries } from '../../src/core/mermaid.js';
import { assertInert, HOSTILE } from '../markdown-safety.js';

const line = (name: string, values: number[] = [1, 2]): ChartSeries => ({ name, kind: 'line', values });
const bar = (name: string, values: number[] = [1, 2]): ChartSeries => ({ name, kind: 'bar', values });

/** The `%%{init}%%` directive of a chart, parsed. */
function initOf(chart: string): {
  xyChart?: { height?: number };
  themeVariables?: { xyChart?: { plotColorPalette?: string } };
} {
  const found = chart.split('\n').filter((l) => l.startsWith('%%{init: '));
  expect(found).toHaveLength(1);
  return JSON.parse(found[0]!.slice('%%{init: '.length, -'}%%'.length)) as ReturnType<typeof initOf>;
}

/** The legend a chart of these series puts after its title ('' without one). */
function legend(series: readonly ChartSeries[]): string {
  const chart = xyChart({ title: 't', xLabels: [], yLabel: 'y', series });
  return /^ {2}title "t(?: — (.*))?"$/m.exec(chart)![1] ?? '';
}

/** The x labels a chart shows and the caption's shortened = full pairs. */
function shortLabels(
  xLabels: readonly string[],
  maxLabel?: number,
): { labels: string[]; shortened: [string, string][] } {
  const chart = xyChart({
    title: 't',
    xLabels,
    yLabel: 'y',
    series: [],
    ...(maxLabel === undefined ? {} : { maxLabel }),
  });
  const axis = /^ {2}x-axis \[(.*)\]$/m.exec(chart)![1]!;
  const labels = axis === '' ? [] : (JSON.parse(`[${axis}]`) as string[]);
  const caption = /\n\nx axis: (.*)$/.exec(chart)?.[1];
  const shortened =
    caption === undefined
      ? []
      : caption.split(' · ').map((pair) => pair.split(' = ').map((c) => c.slice(1, -1)) as [string, string]);
  return { labels, shortened };
}

/** How many characters each of `count` long labels keeps in a chart. */
const labelLimit = (count: number) =>
  Array.from(shortLabels(Array.from({ length: count }, (_, i) => `${'x'.repeat(30)}${i}`)).labels[0]!).length;

/** The palette's first `n` colours, as the init line gives them to n series. */
const paletteOf = (n: number) =>
  initOf(
    xyChart({ title: 't', xLabels: ['a'], yLabel: 'y', series: Array.from({ length: n }, (_, i) => line(`s${i}`)) }),
  ).themeVariables!.xyChart!.plotColorPalette!.split(', ');

describe('xyChart', () => {
  it('writes the init line, then the chart; series in order, each with the next palette colour', () => {
    const chart = xyChart({
      title: 'Trips',
      xLabels: ['0', '1'],
      yLabel: '% of day',
      yMax: 12.345678,
      series: [line('real', [1, 2.123456]), line('generated', [3, 4])],
    });
    expect(chart).toBe(
      [
        '```mermaid',
        '%%{init: {"themeVariables":{"xyChart":{"plotColorPalette":"#0072B2, #E69F00"}}}}%%',
        'xychart-beta',
        '  title "Trips — blue: real, orange: generated"',
        '  x-axis ["0", "1"]',
        '  y-axis "% of day" 0 --> 12.3457',
        '  line [1, 2.1235]',
        '  line [3, 4]',
        '```',
      ].join('\n'),
    );
    // The palette follows the declaration order, bars and lines alike (Mermaid's plot index).
    const four = xyChart({
      title: 't',
      xLabels: ['a', 'b'],
      yLabel: 'y',
      series: [line('l1'), bar('b1'), line('l2'), bar('b2')],
    });
    expect(initOf(four).themeVariables?.xyChart?.plotColorPalette).toBe('#0072B2, #E69F00, #009E73, #D55E00');
    expect(
      four
        .split('\n')
        .filter((l) => /^ {2}(bar|line) /.test(l))
        .map((l) => l.trim().split(' ')[0]),
    ).toEqual(['line', 'bar', 'line', 'bar']);
    expect(four).toContain('title "t — blue line: l1, orange bars: b1, green line: l2, red bars: b2"');
  });

  it('has distinct colours, and colour words in the legend that match the palette', () => {
    const eight = Array.from({ length: 8 }, (_, i) => line(`s${i}`));
    const hexes = paletteOf(8);
    const names = legend(eight)
      .split(', ')
      .map((entry) => entry.replace(/: s\d$/, ''));
    expect(new Set(hexes.map((h) => h.toLowerCase())).size).toBe(8);
    expect(new Set(names).size).toBe(8);
    expect(names.slice(0, 3).map((name, i) => `${name} ${hexes[i]}`)).toEqual([
      'blue #0072B2',
      'orange #E69F00',
      'green #009E73',
    ]);
    // more series than colours: the legend and the palette wrap around as Mermaid does
    expect(
      legend([...eight, line('s8')])
        .split(', ')
        .at(-1),
    ).toBe('blue: s8');
    expect(paletteOf(9).at(-1)).toBe('#0072B2');
  });

  it('a legend only when there are two series or more; with the kind when bars and lines mix', () => {
    expect(legend([])).toBe('');
    expect(legend([line('valid')])).toBe('');
    expect(legend([line('real'), line('generated')])).toBe('blue: real, orange: generated');
    expect(legend([bar('real'), line('generated')])).toBe('blue bars: real, orange line: generated');
    expect(legend([bar(''), line(' ')])).toBe('blue bars, orange line');
    const one = xyChart({ title: 'Valid', xLabels: ['1'], yLabel: '%', series: [line('valid', [5])] });
    expect(one).toContain('  title "Valid"\n');
    expect(initOf(one).themeVariables?.xyChart?.plotColorPalette).toBe('#0072B2');
  });

  it('sets the height in the init line when asked; no series and no height, no init line', () => {
    expect(
      initOf(xyChart({ title: 't', xLabels: ['a'], yLabel: 'y', height: 299.6, series: [bar('x', [1])] })).xyChart,
    ).toEqual({ height: 300 });
    expect(xyChart({ title: 't', xLabels: [], yLabel: 'y', series: [] })).toBe(
      ['```mermaid', 'xychart-beta', '  title "t"', '  x-axis []', '  y-axis "y"', '```'].join('\n'),
    );
    expect(
      xyChart({ title: 't', xLabels: ['a'], yLabel: 'y', height: Number.NaN, series: [bar('x', [1])] }),
    ).not.toContain('"height"');
  });

  it('keeps the old call shape (bars, then lines, unnamed)', () => {
    const old = xyChart({
      title: 'Survival',
      xLabels: ['all', 'r1'],
      yLabel: '% of items',
      yMax: 100,
      bars: [[100, 85.123456]],
      lines: [[100, 90]],
    });
    expect(old).toBe(
      xyChart({
        title: 'Survival',
        xLabels: ['all', 'r1'],
        yLabel: '% of items',
        yMax: 100,
        series: [bar('', [100, 85.123456]), line('', [100, 90])],
      }),
    );
    expect(old).toContain(
      '  title "Survival — blue bars, orange line"\n  x-axis ["all", "r1"]\n  y-axis "% of items" 0 --> 100\n  bar [100, 85.1235]\n  line [100, 90]\n```',
    );
    expect(xyChart({ title: 't', xLabels: ['a'], yLabel: 'y' })).toBe(
      ['```mermaid', 'xychart-beta', '  title "t"', '  x-axis ["a"]', '  y-axis "y"', '```'].join('\n'),
    );
  });

  it('titles the x axis when asked', () => {
    expect(
      xyChart({ title: 't', xLabels: ['0', '1'], xTitle: 'hour "of" day', yLabel: 'y', series: [bar('x')] }),
    ).toContain('  x-axis "hour  of  day" ["0", "1"]\n');
  });

  it('writes non-finite values as 0', () => {
    expect(
      xyChart({
        title: 't',
        xLabels: ['a', 'b', 'c'],
        yLabel: 'y',
        series: [bar('x', [Number.NaN, Number.POSITIVE_INFINITY, 1])],
      }),
    ).toContain('  bar [0, 0, 1]');
  });
});

describe('x labels', () => {
  it('allow 8 characters, more when few labels share the width, at most 16', () => {
    expect(labelLimit(24)).toBe(8);
    expect(labelLimit(9)).toBe(8);
    expect(labelLimit(7)).toBe(10);
    expect(labelLimit(6)).toBe(12);
    expect(labelLimit(4)).toBe(16);
    expect(labelLimit(1)).toBe(16);
  });

  it('are cut at a word break when there is one, with …; two that would read the same get a number', () => {
    const ids = ['all', 'reachability', 'station_grounding', 'distance_plausibility', 'iou', 'accuracy'];
    expect(shortLabels(ids)).toEqual({
      labels: ['all', 'reachability', 'station…', 'distance…', 'iou', 'accuracy'],
      shortened: [
        ['station…', 'station_grounding'],
        ['distance…', 'distance_plausibility'],
      ],
    });
    expect(shortLabels(['abc_defghij', 'abc_defghik', 'abc_def…'], 8).labels).toEqual([
      'abc_de2…',
      'abc_de3…',
      'abc_def…',
    ]);
    expect(shortLabels(['ab_cdefghij'], 8).labels).toEqual(['ab_cdef…']); // a break that would keep too little is ignored
    expect(shortLabels(['distance_a', 'distance_b'], 8).labels).toEqual(['distanc…', 'distan2…']);
    expect(shortLabels([...ids, 'preference']).labels).toEqual([
      'all',
      'reachabil…',
      'station…',
      'distance…',
      'iou',
      'accuracy',
      'preference',
    ]);
    expect(shortLabels(['0', '23'])).toEqual({ labels: ['0', '23'], shortened: [] });
    // characters, not UTF-16 units
    expect(shortLabels(['😀'.repeat(9)], 8).labels).toEqual([`${'😀'.repeat(7)}…`]);
  });

  it('are listed in full under the chart when shortened, as code spans; never overlapping in the chart', () => {
    const chart = xyChart({
      title: 'Survival',
      xLabels: ['all', 'reachability', 'station_grounding', 'distance_plausibility', 'iou', 'accuracy'],
      yLabel: '%',
      series: [bar('current')],
    });
    expect(chart).toContain('  x-axis ["all", "reachability", "station…", "distance…", "iou", "accuracy"]');
    expect(
      chart.endsWith('```\n\nx axis: `station…` = `station_grounding` · `distance…` = `distance_plausibility`'),
    ).toBe(true);
    const labels = /x-axis \[(.*)\]/
      .exec(chart)![1]!
      .split(', ')
      .map((l) => JSON.parse(l) as string);
    for (const l of labels) expect(Array.from(l).length).toBeLessThanOrEqual(labelLimit(labels.length));
    expect(xyChart({ title: 't', xLabels: ['a'], yLabel: 'y', series: [bar('x', [1])] })).not.toContain('x axis:');
  });
});

describe('untrusted text in a chart', () => {
  const hostile = [
    ...HOSTILE,
    '%%{init: {"theme": "dark"}}%%',
    '"]\n  line [1]\n```',
    'a\u2028b\u2029c\u0085d',
    'back\\slash',
    '\u0000\u001b[31m',
    '```',
    '` `',
    'x"y',
  ];

  it('chartText removes what could end a string, a line or the fence, or start a directive', () => {
    expect(chartText('a"b`c\\d\ne\rf')).toBe('a b c d e f');
    expect(chartText('%%{init: {}}%%')).toBe('% %{init: {}}% %');
    expect(chartText('%%%')).toBe('% % %');
    expect(chartText('a\u2028b\u2029c\u0085d\u0007')).toBe('a b c d ');
  });

  it('can neither close the fence nor add a line, a string end or a directive', () => {
    for (const text of hostile) {
      const chart = xyChart({
        title: text,
        xLabels: [text, `${text}${text}`, 'ok'],
        xTitle: text,
        yLabel: text,
        series: [bar(text, [1, 2, 3]), line(text, [3, 2, 1])],
      });
      const [block, caption] = chart.includes('\n```\n\n')
        ? chart.split('\n```\n\n')
        : [chart.slice(0, -'\n```'.length), undefined];
      const lines = `${block}\n\`\`\``.split('\n');
      expect(lines[0]).toBe('```mermaid');
      expect(lines.at(-1)).toBe('```');
      expect(lines.filter((l) => l.includes('`'))).toEqual(['```mermaid', '```']);
      expect(lines.filter((l) => l.includes('%%'))).toHaveLength(1);
      expect(lines[1]).toMatch(
        /^%%\{init: \{"themeVariables":\{"xyChart":\{"plotColorPalette":"[#0-9A-F, ]+"\}\}\}\}%%$/,
      );
      expect(lines.slice(2, -1).map((l) => l.replace(/"[^"]*"/g, '""'))).toEqual([
        'xychart-beta',
        '  title ""',
        '  x-axis "" ["", "", ""]',
        '  y-axis ""',
        '  bar [1, 2, 3]',
        '  line [3, 2, 1]',
      ]);
      // markdown sees one mermaid fence holding the whole chart, and an inert caption
      const tokens = new MarkdownIt({ html: true, linkify: true }).parse(chart, {});
      const fences = tokens.filter((t) => t.type === 'fence');
      expect(fences.map((t) => t.info)).toEqual(['mermaid']);
      expect(fences[0]!.content).toBe(`${lines.slice(1, -1).join('\n')}\n`);
      if (caption !== undefined) {
        expect(caption.startsWith('x axis: `')).toBe(true);
        expect(caption).not.toContain('\n');
        assertInert(caption);
        expect(
          tokens
            .filter((t) => t.type === 'inline')
            .flatMap((t) => t.children ?? [])
            .filter((t) => t.type !== 'code_inline' && t.type !== 'text')
            .map((t) => t.type),
        ).toEqual([]);
      }
    }
  });
});
