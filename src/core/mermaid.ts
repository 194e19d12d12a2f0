// Mermaid `xychart-beta` blocks for the reports: named series drawn in distinct,
// colour-blind-safe colours (Okabe–Ito) set with an `%%{init}%%` directive, the legend written
// into the title (xychart has none), and x labels short enough not to overlap (xychart cannot
// rotate them), with the full names in a caption line under the chart.
//
// `themeVariables.xyChart.plotColorPalette` is read by every Mermaid release with xychart
// (10.3 on): colours go to the plots in the order they are declared, bars and lines alike.
// The directive sets no theme, so GitHub's light and dark themes still apply to the rest.
//
// Labels are untrusted (round ids, file names): every text is quoted with newlines, backticks,
// quotes, backslashes and `%%` (a directive or comment start) removed, so nothing can close the
// code fence, end the string or inject a directive.

import { showInvisible } from './invisible.js';

/** One plotted series; its colour comes from its position among the chart's series. */
export interface ChartSeries {
  name: string;
  kind: 'bar' | 'line';
  values: readonly number[];
}

export interface ChartSpec {
  title: string;
  xLabels: readonly string[];
  yLabel: string;
  /** Title under the x axis (none by default). */
  xTitle?: string;
  yMax?: number;
  series: readonly ChartSeries[];
  /** Chart height in px (Mermaid's default is 500); the width follows the page. */
  height?: number;
  /** Longer x labels are shortened, the full ones listed under the chart (default: `labelLimit`). */
  maxLabel?: number;
}

/** The call shape before named series: unnamed bars, then unnamed lines. */
export interface LegacyChartSpec {
  title: string;
  xLabels: readonly string[];
  yLabel: string;
  yMax?: number;
  bars?: readonly (readonly number[])[];
  lines?: readonly (readonly number[])[];
}

/** Okabe–Ito colours, in the order series get them, with the word the legend uses. */
const PALETTE: readonly { readonly hex: string; readonly name: string }[] = [
  { hex: '#0072B2', name: 'blue' },
  { hex: '#E69F00', name: 'orange' },
  { hex: '#009E73', name: 'green' },
  { hex: '#D55E00', name: 'red' },
  { hex: '#56B4E9', name: 'sky blue' },
  { hex: '#CC79A7', name: 'pink' },
  { hex: '#F0E442', name: 'yellow' },
  { hex: '#000000', name: 'black' },
];

/**
 * How many characters an x label may have: 8, or more when few labels share the width (the plot
 * of Mermaid's 700 px chart is about 630 px wide; 14 px labels take about 7.5 px a character, so
 * about 72 characters fit with a gap between neighbours), at most 16.
 */
function labelLimit(count: number): number {
  return Math.max(8, Math.min(16, Math.floor(72 / Math.max(1, count))));
}

const colourOf = (i: number) => PALETTE[i % PALETTE.length]!;

/** The longest text a chart shows (a title, a full label in the caption), in code points. */
const MAX_CHART_TEXT = 200;

/** At most MAX_CHART_TEXT code points (…-terminated when cut); a huge string is never split whole. */
function capped(text: string): string {
  if (text.length <= MAX_CHART_TEXT) return text;
  const chars = Array.from(text.slice(0, 2 * MAX_CHART_TEXT + 2));
  return chars.length > MAX_CHART_TEXT ? `${chars.slice(0, MAX_CHART_TEXT - 1).join('')}…` : text;
}

/** Text that can sit inside a quoted Mermaid string in a markdown code fence (cut to 200 characters); any value, as
 * inlineCode (core/markdown.ts). */
export function chartText(text: unknown): string {
  const flat = capped(String(text))
    .replace(/[\r\n\u0085\u2028\u2029`"\\]/g, ' ')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
  return showInvisible(flat).replace(/%(?=%)/g, '% ');
}

const quote = (s: string) => `"${chartText(s)}"`;
const numberText = (v: number) => (Number.isFinite(v) ? Number(v.toFixed(4)).toString() : '0');

/** The series' legend: "blue: real, orange: generated", with the kind when bars and lines mix. */
function legend(series: readonly ChartSeries[]): string {
  if (series.length < 2) return '';
  const mixed = new Set(series.map((s) => s.kind)).size > 1;
  return series
    .map((s, i) => {
      const key =
        mixed || s.name.trim() === '' ? `${colourOf(i).name} ${s.kind === 'bar' ? 'bars' : 'line'}` : colourOf(i).name;
      return s.name.trim() === '' ? key : `${key}: ${s.name.trim()}`;
    })
    .join(', ');
}

/**
 * X labels of at most `max` characters: a longer one keeps its first `max − 1` (up to a word
 * break if there is one) and gets `…`, with a number before the `…` when two would read the same. Returns the labels and what was shortened.
 */
function shortLabels(
  labels: readonly string[],
  max = labelLimit(labels.length),
): { labels: string[]; shortened: [string, string][] } {
  const limit = Math.max(3, max);
  const taken = new Set(labels.map((l) => chartText(l)).filter((l) => Array.from(l).length <= limit));
  const shortened: [string, string][] = [];
  const out = labels.map((raw) => {
    const label = chartText(raw);
    const chars = Array.from(label);
    if (chars.length <= limit) return label;
    // Cut at the last word break (`_`, `-`, `.`, space) if that keeps at least half of the rest.
    const head = chars.slice(0, limit - 1);
    const cut = head.findLastIndex((c, i) => i >= Math.max(3, Math.ceil(head.length / 2)) && /[_\-. ]/.test(c));
    let short = `${(cut > 0 ? head.slice(0, cut) : head).join('')}…`;
    for (let n = 2; taken.has(short); n++) short = `${chars.slice(0, limit - 1 - String(n).length).join('')}${n}…`;
    taken.add(short);
    shortened.push([short, label]);
    return short;
  });
  return { labels: out, shortened };
}

/** A code span for text already through `chartText` (so without backticks or newlines). */
const code = (s: string) => (s.trim() === '' ? '` `' : `\`${s.trim()}\``);

function fromLegacy(spec: LegacyChartSpec): ChartSpec {
  const series: ChartSeries[] = [
    ...(spec.bars ?? []).map((values): ChartSeries => ({ name: '', kind: 'bar', values })),
    ...(spec.lines ?? []).map((values): ChartSeries => ({ name: '', kind: 'line', values })),
  ];
  const out: ChartSpec = { title: spec.title, xLabels: spec.xLabels, yLabel: spec.yLabel, series };
  if (spec.yMax !== undefined) out.yMax = spec.yMax;
  return out;
}

/**
 * A Mermaid `xychart-beta` block: an `%%{init}%%` line with one palette colour per series, the
 * legend after the title, then (if labels were shortened) a caption line with the full labels.
 * The old shape (`bars`, `lines` without names) is still accepted.
 */
export function xyChart(input: ChartSpec | LegacyChartSpec): string {
  const spec = 'series' in input ? input : fromLegacy(input);
  const { labels, shortened } = shortLabels(spec.xLabels, spec.maxLabel);
  const key = legend(spec.series);
  const config: Record<string, unknown> = {};
  if (spec.height !== undefined && Number.isFinite(spec.height) && spec.height > 0)
    config.xyChart = { height: Math.round(spec.height) };
  if (spec.series.length > 0)
    config.themeVariables = { xyChart: { plotColorPalette: spec.series.map((_, i) => colourOf(i).hex).join(', ') } };
  const out = ['```mermaid'];
  if (Object.keys(config).length > 0) out.push(`%%{init: ${JSON.stringify(config)}}%%`);
  out.push(
    'xychart-beta',
    `  title ${quote(key === '' ? spec.title : `${spec.title} — ${key}`)}`,
    `  x-axis ${spec.xTitle !== undefined ? `${quote(spec.xTitle)} ` : ''}[${labels.map(quote).join(', ')}]`,
  );
  out.push(
    spec.yMax !== undefined
      ? `  y-axis ${quote(spec.yLabel)} 0 --> ${numberText(spec.yMax)}`
      : `  y-axis ${quote(spec.yLabel)}`,
  );
  for (const s of spec.series) out.push(`  ${s.kind} [${s.values.map(numberText).join(', ')}]`);
  out.push('```');
  const chart = out.join('\n');
  if (shortened.length === 0) return chart;
  return `${chart}\n\nx axis: ${shortened.map(([short, full]) => `${code(short)} = ${code(full)}`).join(' · ')}`;
}
