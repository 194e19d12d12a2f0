// The report as a typed document: renderers build blocks of inline runs, and this module alone
// turns them into GitHub markdown or terminal text, escaping every run for the place it lands in
// (prose, table cell, the HTML of a <summary>, a Mermaid label, a terminal line).
//
// Untrusted text is a type: a plain `string` in a document is always untrusted (a results document
// may come from a fork's artifact) and is only ever rendered escaped. Text of this program's own
// comes from the `t` template tag (its literal parts) or from the figure constructors below (our
// number formatter): nothing else renders verbatim, so no renderer can turn document text into
// markup by forgetting to escape it.
import { htmlCode, htmlProse, inlineCode, plainText, table as markdownTable } from './markdown.js';
import { chartText, xyChart, type ChartSpec } from './mermaid.js';
import { formatDelta, formatMetric, formatRate, formatValue, type NumberKind } from './numbers.js';
import { showInvisible } from './invisible.js';

/** This program's own words or figures: rendered as they are, in every format. */
export interface Words {
  readonly kind: 'words';
  readonly text: string;
}

/** Untrusted text shown as prose, cut to `max` code points. */
export interface Text {
  readonly kind: 'text';
  readonly text: unknown;
  readonly max: number;
}

/** Untrusted text shown exact as code (an id, a path, a SHA), cut to `max` code points. */
export interface Code {
  readonly kind: 'code';
  readonly text: unknown;
  readonly max: number;
}

export interface Strong {
  readonly kind: 'strong';
  readonly content: Inline;
}

/** Small print (`<sub>` in markdown). */
export interface Small {
  readonly kind: 'small';
  readonly content: Inline;
}

/** A link; rendered as a link only to a plain https URL, else as its content alone. */
export interface Link {
  readonly kind: 'link';
  readonly url: string | null;
  readonly content: Inline;
}

/** A measured value with an untrusted unit (the unit is escaped, the number is ours). */
export interface Figure {
  readonly kind: 'figure';
  readonly text: string;
  readonly unit: unknown;
}

/** A run of inline content. A plain string (or number) is untrusted prose (`text(s)` with the default cap). */
export type Inline =
  string | number | null | undefined | Words | Text | Code | Strong | Small | Link | Figure | readonly Inline[];

export type Align = 'l' | 'r' | 'c';

export type Block =
  | { readonly kind: 'heading'; readonly level: 2 | 3 | 4; readonly content: Inline }
  | { readonly kind: 'paragraph'; readonly content: Inline }
  /** One line per entry, as a markdown block quote. */
  | { readonly kind: 'quote'; readonly lines: readonly Inline[] }
  | {
      readonly kind: 'table';
      readonly header: readonly Inline[];
      readonly rows: readonly (readonly Inline[])[];
      readonly align?: readonly Align[];
    }
  /** A folded section; `summary` lands in HTML, so its runs are HTML-escaped. */
  | { readonly kind: 'details'; readonly summary: Inline; readonly body: readonly Block[] }
  | { readonly kind: 'chart'; readonly spec: DocChartSpec }
  /**
   * The hidden first line that finds this program's comment again on a pull request:
   * `<!-- bench-check:KEY verdicts:HASH -->`, the key reduced to `[A-Za-z0-9._-]`, the hash to hex.
   * Nothing in a terminal.
   */
  | { readonly kind: 'marker'; readonly key: string; readonly verdictHash: string };

/** A chart whose title may mix our words and untrusted text (every chart text is escaped for Mermaid). */
export type DocChartSpec = Omit<ChartSpec, 'title'> & { readonly title: Inline };

/** Markdown made by this module: escaped throughout, safe to post. */
export type Markdown = string & { readonly __markdown: true };

const DEFAULT_TEXT_MAX = 300;
const DEFAULT_CODE_MAX = 120;

/**
 * This program's own words, with untrusted values in between: `t\`${n} items in ${code(id)}\``.
 * Only the literal parts of a template are taken as ours; every value stays what it is (a string is
 * untrusted text). A template's strings array is frozen by the language; a hand-made array is refused.
 */
export function t(strings: TemplateStringsArray, ...values: readonly Inline[]): Inline[] {
  // Object.isFrozen(undefined) is true: a frozen array without a frozen `raw` array is not a template either.
  if (
    !Array.isArray(strings) ||
    !Array.isArray(strings.raw) ||
    !Object.isFrozen(strings) ||
    !Object.isFrozen(strings.raw)
  )
    throw new Error('t is a template tag');
  const out: Inline[] = [];
  strings.forEach((s, i) => {
    if (s !== '') out.push({ kind: 'words', text: s });
    if (i < values.length) out.push(values[i]);
  });
  return out;
}

export const text = (value: unknown, max = DEFAULT_TEXT_MAX): Text => ({ kind: 'text', text: value, max });
export const code = (value: unknown, max = DEFAULT_CODE_MAX): Code => ({ kind: 'code', text: value, max });
export const strong = (...content: Inline[]): Strong => ({ kind: 'strong', content });
export const small = (...content: Inline[]): Small => ({ kind: 'small', content });
export const link = (url: string | null | undefined, ...content: Inline[]): Link => ({
  kind: 'link',
  url: url ?? null,
  content,
});

/** No unit, or an empty one (shown as none, as core/numbers.ts does). */
const noUnit = (unit: string | null | undefined) => unit === null || unit === undefined || unit === '';

/** A value as core/numbers.ts formats it; the unit is untrusted. */
export function value(v: number | null | undefined, kind: NumberKind, unit?: string | null): Figure {
  return { kind: 'figure', text: formatValue(v, kind, noUnit(unit) ? undefined : UNIT), unit: unit ?? null };
}

/** A signed change as core/numbers.ts formats it; the unit is untrusted. */
export function delta(v: number | null | undefined, kind: NumberKind, unit?: string | null): Figure {
  return { kind: 'figure', text: formatDelta(v, kind, noUnit(unit) ? undefined : UNIT), unit: unit ?? null };
}

/** A results-document metric value as core/numbers.ts formats it (rates in percent), with its untrusted unit. */
export function metric(m: {
  unit?: string | null;
  passed?: number;
  input?: number;
  sum?: number;
  count?: number;
  value: number | null;
}): Figure {
  const quantity = m.unit !== undefined && m.unit !== null && m.unit !== '' && m.unit !== '%' && m.unit !== 'pp';
  return { kind: 'figure', text: formatMetric(m, quantity ? UNIT : undefined), unit: quantity ? m.unit! : null };
}

/** passed / input as a percentage. */
export function rate(passed: number, input: number): Figure {
  return { kind: 'figure', text: formatRate(passed, input), unit: null };
}

/**
 * A figure this program computed and formatted itself (digits and fixed words, no document
 * text), e.g. a p-value or a count from core/numbers.ts.
 */
export function figure(formatted: string): Figure {
  return { kind: 'figure', text: formatted, unit: null };
}

export const paragraph = (...content: Inline[]): Block => ({ kind: 'paragraph', content });
export const heading = (level: 2 | 3 | 4, ...content: Inline[]): Block => ({ kind: 'heading', level, content });
export const quote = (...lines: Inline[]): Block => ({ kind: 'quote', lines });
export const table = (
  header: readonly Inline[],
  rows: readonly (readonly Inline[])[],
  align?: readonly Align[],
): Block => (align === undefined ? { kind: 'table', header, rows } : { kind: 'table', header, rows, align });
export const details = (summary: Inline, body: readonly Block[]): Block => ({ kind: 'details', summary, body });
export const chart = (spec: DocChartSpec): Block => ({ kind: 'chart', spec });
export const marker = (key: string, verdictHash: string): Block => ({ kind: 'marker', key, verdictHash });

/** A comment key as the marker holds it: safe inside an HTML comment, stable across runs. */
export function markerKey(key: string): string {
  return key.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64) || 'default';
}

/** The runs with `separator` between them (`join(ids.map((id) => code(id)), t\`, \`)`). */
export function join(runs: readonly Inline[], separator: Inline): Inline[] {
  return runs.flatMap((r, i) => (i === 0 ? [r] : [separator, r]));
}

/** A placeholder the unit's rendering replaces (core/numbers.ts puts the unit where it belongs). */
const UNIT = '\u0000unit\u0000';

const HTTPS_URL = /^https:\/\/[^\s()<>]+$/;

/**
 * A number of the document as it is ("12", "0.5"), "–" when not finite. An exponent form is cut to
 * four significant digits: "1.8144506e-317" would read as a commit SHA ("8144506e") to GitHub.
 */
function numberText(n: number): string {
  if (!Number.isFinite(n)) return '–';
  const plain = String(n);
  return plain.includes('e') ? n.toExponential(3) : plain;
}

/** Where an inline run lands in markdown. */
type Place = 'prose' | 'cell' | 'summary';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const htmlText = htmlProse;

/** Any value as text: a hostile document can hold an object where text belongs. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  const json = JSON.stringify(value) as string | undefined;
  return json ?? typeof value;
}

function unitMarkdown(f: Figure, place: Place): string {
  if (f.unit === null || !f.text.includes(UNIT)) return f.text;
  const unit = place === 'summary' ? htmlText(asText(f.unit), 20) : plainText(asText(f.unit), 20);
  return f.text.replace(UNIT, unit);
}

function inlineMarkdown(run: Inline, place: Place): string {
  if (run === null || run === undefined) return '';
  if (typeof run === 'string')
    return place === 'summary' ? htmlText(run, DEFAULT_TEXT_MAX) : plainText(run, DEFAULT_TEXT_MAX);
  if (typeof run === 'number') return numberText(run);
  if (isInlineList(run)) return run.map((r) => inlineMarkdown(r, place)).join('');
  switch (run.kind) {
    case 'words':
      return place === 'prose' ? run.text : run.text.replace(/\r?\n/g, ' ');
    case 'text':
      return place === 'summary' ? htmlText(run.text, run.max) : plainText(run.text, run.max);
    case 'code':
      return place === 'summary' ? htmlCode(run.text, run.max) : inlineCode(run.text, run.max);
    case 'strong':
      return place === 'summary'
        ? `<b>${inlineMarkdown(run.content, place)}</b>`
        : `**${inlineMarkdown(run.content, place)}**`;
    case 'small':
      return `<sub>${inlineMarkdown(run.content, place)}</sub>`;
    case 'link': {
      const inner = inlineMarkdown(run.content, place);
      if (run.url === null || !HTTPS_URL.test(run.url)) return inner;
      return place === 'summary' ? `<a href="${escapeHtml(run.url)}">${inner}</a>` : `[${inner}](${run.url})`;
    }
    case 'figure':
      return unitMarkdown(run, place);
  }
}

function isInlineList(run: Inline): run is readonly Inline[] {
  return Array.isArray(run);
}

function blockMarkdown(block: Block): string {
  switch (block.kind) {
    case 'heading':
      return `${'#'.repeat(block.level)} ${inlineMarkdown(block.content, 'prose')}`;
    case 'paragraph':
      return inlineMarkdown(block.content, 'prose');
    case 'quote':
      return block.lines.map((l) => `> ${inlineMarkdown(l, 'prose')}`).join('\n');
    case 'table':
      return markdownTable(
        block.header.map((h) => inlineMarkdown(h, 'cell')),
        block.rows.map((r) => r.map((c) => inlineMarkdown(c, 'cell'))),
        block.align,
      );
    case 'details':
      return detailsMarkdown(markdownInline(block.summary, 'summary'), block.body.map(markdownBlock));
    case 'marker':
      return `<!-- bench-check:${markerKey(block.key)} verdicts:${block.verdictHash.replace(/[^0-9a-f]/g, '')} -->`;
    case 'chart':
      return xyChart({ ...block.spec, title: chartTitle(block.spec.title) });
  }
}

/** A chart title as one string: xyChart escapes every chart text for Mermaid (core/mermaid.ts chartText). */
function chartTitle(run: Inline): string {
  if (run === null || run === undefined) return '';
  if (typeof run === 'string') return run;
  if (typeof run === 'number') return numberText(run);
  if (isInlineList(run)) return run.map(chartTitle).join('');
  switch (run.kind) {
    case 'words':
      return run.text;
    case 'text':
    case 'code':
      return asText(run.text);
    case 'strong':
    case 'small':
    case 'link':
      return chartTitle(run.content);
    case 'figure':
      return run.unit === null ? run.text : run.text.replace(UNIT, asText(run.unit));
  }
}

/**
 * A folded section from a summary (rendered for its place, `markdownInline(run, 'summary')`) and
 * body blocks this module rendered: the comment renders each part of a suite once and shows a
 * subset of them per detail level.
 */
export function detailsMarkdown(summary: Markdown, body: readonly Markdown[]): Markdown {
  return `<details><summary>${summary}</summary>\n\n${joinMarkdown(body)}\n\n</details>` as Markdown;
}

/** One inline run as markdown for a given place (the comment's fitting measures its parts). */
export function markdownInline(run: Inline, place: Place = 'prose'): Markdown {
  return inlineMarkdown(run, place) as Markdown;
}

/** One block as GitHub markdown. */
export function markdownBlock(block: Block): Markdown {
  return blockMarkdown(block) as Markdown;
}

/** Blocks as GitHub markdown, separated by blank lines (empty blocks left out). */
export function toMarkdown(blocks: readonly Block[]): Markdown {
  return joinMarkdown(blocks.map(blockMarkdown) as Markdown[]);
}

/** Blocks as a markdown file: toMarkdown and a final newline. */
export function toMarkdownFile(blocks: readonly Block[]): Markdown {
  return `${toMarkdown(blocks)}\n` as Markdown;
}

/** Markdown pieces made by this module, joined by blank lines (empty ones left out). */
export function joinMarkdown(parts: readonly Markdown[], separator = '\n\n'): Markdown {
  return parts.filter((p) => p !== '').join(separator) as Markdown;
}

/** Markdown pieces made by this module as a file (a comment body): joined by blank lines, a final newline. */
export function markdownFile(parts: readonly Markdown[]): Markdown {
  return `${joinMarkdown(parts)}\n` as Markdown;
}

/**
 * The lines of markdown this module made: a table's rows are one line each, so a caller can keep
 * the first rows of a rendered table without rendering it again (joinMarkdown(lines, '\n')).
 */
export function markdownLines(markdown: Markdown): Markdown[] {
  return markdown.split('\n') as Markdown[];
}

/**
 * A markdown file cut to `budget` characters at a line break, with `note` (a block) after it: for
 * a budget too small for a report's smallest form. Whole lines only, so no escape is cut in two.
 */
export function cutMarkdown(file: Markdown, budget: number, note: Block): Markdown {
  const tail = `\n\n${markdownBlock(note)}\n`;
  const cut = file.slice(0, Math.max(0, budget - tail.length));
  return `${cut.slice(0, Math.max(0, cut.lastIndexOf('\n')))}${tail}` as Markdown;
}

// ----- terminal text -----

/** Untrusted text for a terminal line: control characters (escape sequences) replaced, invisibles named, cut. */
export function terminalText(value: unknown, max = 200): string {
  const whole = String(value);
  const long = whole.length > max;
  const flat = showInvisible(
    (long ? whole.slice(0, max - 1) : whole).replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => (c === '\n' ? '⏎' : '�')),
  );
  return long ? `${flat}…` : flat;
}

/** One inline run as terminal text (a report that lays out its own columns renders its cells so). */
export function terminalInline(run: Inline): string {
  return inlineText(run);
}

function inlineText(run: Inline): string {
  if (run === null || run === undefined) return '';
  if (typeof run === 'string') return terminalText(run, DEFAULT_TEXT_MAX);
  if (typeof run === 'number') return numberText(run);
  if (isInlineList(run)) return run.map(inlineText).join('');
  switch (run.kind) {
    case 'words':
      return run.text;
    case 'text':
    case 'code':
      return terminalText(run.text, run.max);
    case 'strong':
    case 'small':
    case 'link':
      return inlineText(run.content);
    case 'figure':
      return run.unit === null ? run.text : run.text.replace(UNIT, terminalText(asText(run.unit), 20));
  }
}

/** Aligned columns: the first row is the header; right-aligned columns pad on the left. */
function columnLines(rows: readonly (readonly string[])[], align: readonly Align[] | undefined): string[] {
  const widths = rows[0]!.map((_, i) => rows.reduce((w, r) => Math.max(w, Array.from(r[i] ?? '').length), 0));
  return rows.map((r) =>
    r
      .map((c, i) => {
        const pad = widths[i]! - Array.from(c).length;
        return align?.[i] === 'r' ? ' '.repeat(pad) + c : c + ' '.repeat(pad);
      })
      .join('  ')
      .trimEnd(),
  );
}

function blockText(block: Block, indent: string): string[] {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
      return [`${indent}${inlineText(block.content)}`];
    case 'quote':
      return block.lines.map((l) => `${indent}${inlineText(l)}`);
    case 'table':
      return columnLines([block.header.map(inlineText), ...block.rows.map((r) => r.map(inlineText))], block.align).map(
        (l) => `${indent}${l}`,
      );
    case 'details':
      return [`${indent}${inlineText(block.summary)}`, ...block.body.flatMap((b) => blockText(b, `${indent}  `))];
    case 'marker':
      return [];
    case 'chart':
      // A terminal draws no chart: its title says what the markdown report shows.
      return [`${indent}(chart in the markdown report: ${terminalText(chartText(chartTitle(block.spec.title)), 120)})`];
  }
}

/** Terminal lines (from toTextLines) as the text of a file: joined by newlines, with a final one. */
export function toTextFile(lines: readonly string[]): string {
  return `${lines.join('\n')}\n`;
}

/** Blocks as terminal lines, each indented by `indent`. */
export function toTextLines(blocks: readonly Block[], indent = ''): string[] {
  return blocks.flatMap((b) => blockText(b, indent));
}
