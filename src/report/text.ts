// Plain-text report for terminals: aligned columns, no markdown. Untrusted text has control
// characters (terminal escape sequences) replaced. Numbers through core/numbers.ts, the same
// formatter as the markdown report and the PR comment.
import { formatDiagnostic } from '../core/diagnostics.js';
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import type { Diagnostic, ResultsDocument, Suite } from '../results/types.js';
import { formatMetric, formatRate, formatValue } from '../core/numbers.js';
import { identityLine, metricBasis, suiteTitle } from './render.js';
import { documentScores } from '../gate/index.js';
import { plural, unscoredWords } from './words.js';
import { renderUsage } from './usage.js';
import { showInvisible } from '../core/invisible.js';

/** `text` may be any value: a hostile document can hold a number where text belongs. */
export function terminalSafe(text: unknown, max = 200): string {
  const whole = String(text);
  // Cut first: a huge string is never copied whole. Bidi and zero-width characters are named.
  const long = whole.length > max;
  const flat = showInvisible(
    (long ? whole.slice(0, max - 1) : whole).replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => (c === '\n' ? '⏎' : '�')),
  );
  return long ? `${flat}…` : flat;
}

/** Rows as aligned columns (the first row is the header); `rightAligned`: column indexes of numbers. */
export function columns(rows: string[][], rightAligned: ReadonlySet<number>): string[] {
  // A loop, not Math.max(...rows): a spread of many thousand rows overflows the stack.
  const widths = rows[0]!.map((_, i) => rows.reduce((w, r) => Math.max(w, Array.from(r[i] ?? '').length), 0));
  return rows.map((r) =>
    r
      .map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd(),
  );
}

export interface TextOptions {
  /** Diagnostics listed per suite (default 3); the rest are counted. */
  maxDiagnostics?: number;
  /** List every diagnostic (`--verbose`). */
  verbose?: boolean;
  /** The run scored the embedded demo config: say once that its broken rows are deliberate. */
  demo?: boolean;
}

/** Shown once when the embedded demo config was scored. */
export const DEMO_NOTE =
  'note: the bundled demo config was scored (--demo); its fixtures contain deliberately broken rows, so the error lines below are expected';

export const DEFAULT_MAX_DIAGNOSTICS = 3;

/** The diagnostics a reader sees (info is for the results document only). */
export function shownDiagnostics(suite: Suite): Diagnostic[] {
  return suite.diagnostics.filter((d) => d.severity !== 'info');
}

/** Where a diagnostic points (file, line, row, field, pointer); null when it points nowhere. */
function placeOf(d: Diagnostic): string | null {
  if (d.file === null && d.line === null && d.row === null && d.pointer === null) return null;
  return JSON.stringify([d.file, d.line, d.row, d.field, d.pointer]);
}

/**
 * A suite's errors and warnings as one group: a count line, then the first `max` (errors first),
 * then how many more there are and where. A warning at the very place of an error (a schema
 * check repeating what the scorer reported) is counted but only listed when `max` is unlimited
 * (--verbose). `indent` prefixes every line. Empty when there are none.
 */
export function diagnosticsGroup(suite: Suite, max: number, indent = '  '): string[] {
  const diags = shownDiagnostics(suite);
  if (diags.length === 0) return [];
  const errors = diags.filter((d) => d.severity === 'error');
  const others = diags.filter((d) => d.severity !== 'error');
  const errorPlaces = new Set(errors.map(placeOf).filter((p): p is string => p !== null));
  const repeats = others.filter((d) => {
    const place = placeOf(d);
    return place !== null && errorPlaces.has(place);
  });
  const repeated = new Set(repeats);
  const listable =
    max === Number.POSITIVE_INFINITY ? [...errors, ...others] : [...errors, ...others.filter((d) => !repeated.has(d))];
  const warnings =
    others.length === 0
      ? null
      : `${plural(others.length, 'warning')}${repeats.length > 0 && max !== Number.POSITIVE_INFINITY ? ` (${repeats.length} at the place of an error, not listed)` : ''}`;
  const counts = [errors.length > 0 ? plural(errors.length, 'error') : null, warnings]
    .filter((x) => x !== null)
    .join(', ');
  const shown = listable.slice(0, max);
  const more = listable.length - shown.length;
  const head = more > 0 ? `${counts}; the first ${shown.length}:` : `${counts}:`;
  const out = [
    `${indent}${head}`,
    ...shown.map((d) => `${indent}  ${d.severity}: ${terminalSafe(formatDiagnostic(d), 400)}`),
  ];
  if ((more > 0 || repeats.length > 0) && max !== Number.POSITIVE_INFINITY)
    out.push(
      `${indent}  … ${more > 0 ? `${more} more; ` : ''}--verbose lists every one (all are in the results document)`,
    );
  return out;
}

function suiteText(suite: Suite, catalog: BenchmarkCatalog, maxDiagnostics: number): string[] {
  const out = [
    `${terminalSafe(suite.id, 60)} — ${suiteTitle(suite, catalog, (s) => terminalSafe(s, 60))} [${terminalSafe(suite.status, 10)}]`,
  ];
  const run = identityLine(suite, catalog, (v) => terminalSafe(v, 80));
  if (run) out.push(`  ${run}`);
  if (suite.status === 'skipped') return [...out, '  skipped in this shard'];
  // A suite that could not be scored has no score and no rounds worth a table (issue #23: not 0.00 and zeros).
  const scored = suite.status !== 'error';
  // `errors` counts items that could not be scored (a bad row), not the model's failures listed below (issue #23).
  out.push(
    `  items ${suite.total}, ${suite.errors} could not be scored, final score ${scored ? formatValue(suite.finalScore, 'score') : '– (could not be scored)'}`,
  );
  out.push(...renderUsage(suite, 'text'));
  if (!scored) return [...out, ...diagnosticsGroup(suite, maxDiagnostics)];
  if (suite.rounds.length > 0) {
    const rows = [
      ['round', 'input', 'passed', 'rate', 'survival'],
      ...suite.rounds.map((r) => [
        terminalSafe(r.id, 40),
        formatValue(r.input, 'count'),
        formatValue(r.passed, 'count'),
        formatRate(r.passed, r.input),
        formatRate(r.passed, suite.total),
      ]),
    ];
    out.push(...columns(rows, new Set([1, 2, 3, 4])).map((l) => `  ${l}`));
  }
  const metrics = Object.entries(suite.metrics);
  if (metrics.length > 0) {
    const rows = [
      ['metric', 'value', 'basis'],
      ...metrics.map(([name, m]) => [
        terminalSafe(name, 60),
        formatMetric(m, m.unit ? terminalSafe(m.unit, 20) : undefined),
        metricBasis(m),
      ]),
    ];
    out.push(...columns(rows, new Set([1, 2])).map((l) => `  ${l}`));
  }
  out.push(...diagnosticsGroup(suite, maxDiagnostics));
  return out;
}

/** Every suite's diagnostics, grouped per suite (for stderr when stdout carries a document). */
export function renderDiagnosticsText(doc: ResultsDocument, opts: TextOptions = {}): string {
  const max = opts.verbose === true ? Number.POSITIVE_INFINITY : (opts.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS);
  const lines: string[] = [];
  for (const suite of doc.suites) {
    const group = diagnosticsGroup(suite, max, '  ');
    if (group.length > 0) lines.push(`${terminalSafe(suite.id, 60)}: ${group[0]!.trimStart()}`, ...group.slice(1));
  }
  if (lines.length > 0 && opts.demo === true) lines.unshift(DEMO_NOTE);
  return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

/**
 * What the first line says after the tool: "2 of 3 suites could not be scored (a, b)" when a suite
 * could not be scored (issue #23: never a mean of the others alone), else the mean final score.
 */
function firstLineHead(doc: ResultsDocument): string {
  const { mean, unscored } = documentScores(doc);
  if (unscored === null) return `final score ${formatValue(mean, 'score')}`;
  const ids = unscored.ids.map((id) => terminalSafe(id, 40));
  return `${unscoredWords(unscored)} (${ids.slice(0, 5).join(', ')}${ids.length > 5 ? ', …' : ''})`;
}

export function renderText(doc: ResultsDocument, catalog: BenchmarkCatalog, opts: TextOptions = {}): string {
  const max = opts.verbose === true ? Number.POSITIVE_INFINITY : (opts.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS);
  const lines = [
    `bench-check ${terminalSafe(doc.tool.version, 20)} — ${firstLineHead(doc)}${doc.verdict ? `, verdict ${terminalSafe(doc.verdict, 20)}` : ''}`,
  ];
  if (opts.demo === true) lines.push(DEMO_NOTE);
  for (const suite of doc.suites) lines.push('', ...suiteText(suite, catalog, max));
  return `${lines.join('\n')}\n`;
}
