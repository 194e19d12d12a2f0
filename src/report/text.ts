// Plain-text report for terminals: aligned columns, no markdown. Built as blocks of the typed
// document (core/doc.ts) and rendered by toTextLines, which replaces control characters (terminal
// escape sequences) in every untrusted string and names invisible ones. Numbers through
// core/numbers.ts, the same formatter as the markdown report and the PR comment.
import { formatDiagnostic } from '../core/diagnostics.js';
import type { BenchmarkCatalog } from '../plugin/benchmark.js';
import type { Diagnostic, ResultsDocument, Suite } from '../results/types.js';
import {
  details,
  metric,
  paragraph,
  rate,
  t,
  table,
  terminalInline,
  terminalText,
  text,
  toTextFile,
  toTextLines,
  value,
  type Block,
  type Inline,
} from '../core/doc.js';
import { identityInline, interruptedRun, interruptedWords, metricBasis, namedIds, suiteTitle } from './render.js';
import { documentScores } from '../gate/index.js';
import { plural, unscoredWords } from './words.js';
import { usageTextBlocks } from './usage.js';

/** Untrusted text for a terminal line (core/doc.ts terminalText); any value. */
export const terminalSafe = terminalText;

export interface TextOptions {
  /** Diagnostics listed per suite (default 3); the rest are counted. */
  maxDiagnostics?: number;
  /** List every diagnostic (`--verbose`). */
  verbose?: boolean;
  /** The run scored the embedded demo config: say once that its broken rows are deliberate. */
  demo?: boolean;
}

const DEMO_NOTE_WORDS = t`note: the bundled demo config was scored (--demo); its fixtures contain deliberately broken rows, so the error lines below are expected`;

/** Shown once when the embedded demo config was scored. */
const DEMO_NOTE = terminalInline(DEMO_NOTE_WORDS);

const DEFAULT_MAX_DIAGNOSTICS = 3;

/** The diagnostics a reader sees (info is for the results document only). */
function shownDiagnostics(suite: Suite): Diagnostic[] {
  return suite.diagnostics.filter((d) => d.severity !== 'info');
}

/** Where a diagnostic points (file, line, row, field, pointer); null when it points nowhere. */
function placeOf(d: Diagnostic): string | null {
  if (d.file === null && d.line === null && d.row === null && d.pointer === null) return null;
  return JSON.stringify([d.file, d.line, d.row, d.field, d.pointer]);
}

/** What diagnosticsGroup shows: its count line and the diagnostics listed under it. */
function diagnosticsParts(suite: Suite, max: number): { head: Inline; listed: Inline[] } | null {
  const diags = shownDiagnostics(suite);
  if (diags.length === 0) return null;
  const errors = diags.filter((d) => d.severity === 'error');
  const others = diags.filter((d) => d.severity !== 'error');
  const errorPlaces = new Set(errors.map(placeOf).filter((p): p is string => p !== null));
  const repeats = others.filter((d) => {
    const place = placeOf(d);
    return place !== null && errorPlaces.has(place);
  });
  const repeated = new Set(repeats);
  const unlimited = max === Number.POSITIVE_INFINITY;
  const listable = unlimited ? [...errors, ...others] : [...errors, ...others.filter((d) => !repeated.has(d))];
  const warnings =
    others.length === 0
      ? null
      : t`${plural(others.length, 'warning')}${repeats.length > 0 && !unlimited ? t` (${repeats.length} at the place of an error, not listed)` : null}`;
  const counts = [errors.length > 0 ? plural(errors.length, 'error') : null, warnings].filter((x) => x !== null);
  const shown = listable.slice(0, max);
  const more = listable.length - shown.length;
  const countWords = counts.length === 2 ? t`${counts[0]}, ${counts[1]}` : counts[0];
  const head = more > 0 ? t`${countWords}; the first ${shown.length}:` : t`${countWords}:`;
  const listed: Inline[] = shown.map((d) => t`${text(d.severity, 10)}: ${text(formatDiagnostic(d), 400)}`);
  if ((more > 0 || repeats.length > 0) && !unlimited)
    listed.push(t`… ${more > 0 ? t`${more} more; ` : null}--verbose lists every one (all are in the results document)`);
  return { head, listed };
}

/**
 * A suite's errors and warnings as one group: a count line, then the first `max` (errors first),
 * then how many more there are and where. A warning at the very place of an error (a schema
 * check repeating what the scorer reported) is counted but only listed when `max` is unlimited
 * (--verbose). Empty when there are none.
 */
function diagnosticsBlocks(suite: Suite, max: number): Block[] {
  const parts = diagnosticsParts(suite, max);
  return parts === null
    ? []
    : [
        details(
          parts.head,
          parts.listed.map((l) => paragraph(l)),
        ),
      ];
}

function roundsBlock(suite: Suite): Block {
  return table(
    [t`round`, t`input`, t`passed`, t`rate`, t`survival`],
    suite.rounds.map((r) => [
      text(r.id, 40),
      value(r.input, 'count'),
      value(r.passed, 'count'),
      rate(r.passed, r.input),
      rate(r.passed, suite.total),
    ]),
    ['l', 'r', 'r', 'r', 'r'],
  );
}

function metricsBlock(suite: Suite): Block {
  return table(
    [t`metric`, t`value`, t`basis`],
    Object.entries(suite.metrics).map(([name, m]) => [text(name, 60), metric(m), metricBasis(m)]),
    ['l', 'r', 'r'],
  );
}

/** A suite's body under its title line (indented by two spaces when rendered). */
function suiteBody(suite: Suite, catalog: BenchmarkCatalog, maxDiagnostics: number): Block[] {
  const run = identityInline(suite, catalog);
  const out = run === null ? [] : [paragraph(run)];
  if (suite.status === 'skipped') return [...out, paragraph(t`skipped in this shard`)];
  // A suite that could not be scored has no score and no rounds worth a table (not 0.00 and zeros).
  const scored = suite.status !== 'error';
  // `errors` counts items that could not be scored (a bad row), not the model's failures listed below.
  out.push(
    paragraph(
      t`items ${suite.total}, ${suite.errors} could not be scored, final score ${scored ? value(suite.finalScore, 'score') : t`– (could not be scored)`}`,
    ),
    ...usageTextBlocks(suite),
  );
  if (!scored) return [...out, ...diagnosticsBlocks(suite, maxDiagnostics)];
  if (suite.rounds.length > 0) out.push(roundsBlock(suite));
  if (Object.keys(suite.metrics).length > 0) out.push(metricsBlock(suite));
  // The benchmark's own section, as in the markdown report (the tool's aggregates beside ours).
  out.push(...(catalog.find(suite.benchmark)?.render?.(suite) ?? []));
  return [...out, ...diagnosticsBlocks(suite, maxDiagnostics)];
}

function suiteText(suite: Suite, catalog: BenchmarkCatalog, maxDiagnostics: number): string[] {
  const title = paragraph(t`${text(suite.id, 60)} — ${suiteTitle(suite, catalog)} [${text(suite.status, 10)}]`);
  return [...toTextLines([title]), ...toTextLines(suiteBody(suite, catalog, maxDiagnostics), '  ')];
}

/** Every suite's diagnostics, grouped per suite (for stderr when stdout carries a document). */
export function renderDiagnosticsText(doc: ResultsDocument, opts: TextOptions = {}): string {
  const max = opts.verbose === true ? Number.POSITIVE_INFINITY : (opts.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS);
  const lines: string[] = [];
  for (const suite of doc.suites) {
    const parts = diagnosticsParts(suite, max);
    if (parts === null) continue;
    // The suite's id heads its group; the diagnostics under it as in the report (four spaces).
    lines.push(
      ...toTextLines([paragraph(t`${text(suite.id, 60)}: ${parts.head}`)]),
      ...toTextLines(
        parts.listed.map((l) => paragraph(l)),
        '    ',
      ),
    );
  }
  if (lines.length > 0 && opts.demo === true) lines.unshift(DEMO_NOTE);
  return lines.length === 0 ? '' : toTextFile(lines);
}

/**
 * What the first line says after the tool: that the run stopped before it finished and the suites
 * it did not score (no mean); "2 of 3 suites could not be scored (a, b)" when a suite could not be
 * scored (never a mean of the others alone); else the mean final score.
 */
function firstLineHead(doc: ResultsDocument): Inline {
  const stopped = interruptedRun(doc);
  const { mean, unscored } = documentScores(doc);
  const unscoredPart = unscored === null ? null : t`${unscoredWords(unscored)} (${namedIds(unscored.ids)})`;
  if (stopped !== null)
    return t`interrupted: ${interruptedWords(stopped)}${unscoredPart === null ? null : t`; ${unscoredPart}`}`;
  return unscoredPart ?? t`final score ${value(mean, 'score')}`;
}

export function renderText(doc: ResultsDocument, catalog: BenchmarkCatalog, opts: TextOptions = {}): string {
  const max = opts.verbose === true ? Number.POSITIVE_INFINITY : (opts.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS);
  const verdict = doc.verdict ? t`, verdict ${text(doc.verdict, 20)}` : null;
  const head = [paragraph(t`bench-check ${text(doc.tool.version, 20)} — ${firstLineHead(doc)}${verdict}`)];
  if (opts.demo === true) head.push(paragraph(DEMO_NOTE_WORDS));
  const lines = toTextLines(head);
  for (const suite of doc.suites) lines.push('', ...suiteText(suite, catalog, max));
  return toTextFile(lines);
}
