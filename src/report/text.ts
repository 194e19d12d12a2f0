// Plain-text report for terminals: aligned columns, no markdown. Untrusted text has control
// characters (terminal escape sequences) replaced.
import { formatDiagnostic } from '../core/diagnostics.js';
import type { BenchmarkCatalog } from '../benchmarks/types.js';
import type { ResultsDocument, Suite } from '../results/types.js';
import { num, pct } from '../core/markdown.js';
import { metricBasis, metricValue, overallScore, suiteTitle } from './render.js';

export function terminalSafe(text: string, max = 200): string {
  const flat = String(text).replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => (c === '\n' ? '⏎' : '�'));
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function columns(rows: string[][], rightAligned: ReadonlySet<number>): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
  return rows.map((r) => r.map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd());
}

function suiteText(suite: Suite, catalog: BenchmarkCatalog, maxDiagnostics: number): string[] {
  const out = [`${terminalSafe(suite.id, 60)} — ${suiteTitle(suite, catalog, (s) => terminalSafe(s, 60))} [${terminalSafe(suite.status, 10)}]`];
  if (suite.status === 'skipped') return [...out, '  skipped in this shard'];
  out.push(`  items ${suite.total}, errors ${suite.errors}, final score ${suite.finalScore === null ? '–' : num(suite.finalScore)}`);
  if (suite.rounds.length > 0) {
    const rows = [['round', 'input', 'passed', 'rate', 'survival'], ...suite.rounds.map((r) => [terminalSafe(r.id, 40), String(r.input), String(r.passed), pct(r.passed, r.input), pct(r.passed, suite.total)])];
    out.push(...columns(rows, new Set([1, 2, 3, 4])).map((l) => `  ${l}`));
  }
  const metrics = Object.entries(suite.metrics);
  if (metrics.length > 0) {
    const rows = [['metric', 'value', 'basis'], ...metrics.map(([name, m]) => [terminalSafe(name, 60), metricValue(m, (u) => terminalSafe(u, 20)), metricBasis(m)])];
    out.push(...columns(rows, new Set([1, 2])).map((l) => `  ${l}`));
  }
  const diags = suite.diagnostics.filter((d) => d.severity !== 'info');
  for (const d of diags.slice(0, maxDiagnostics)) out.push(`  ${d.severity}: ${terminalSafe(formatDiagnostic(d))}`);
  if (diags.length > maxDiagnostics) out.push(`  … ${diags.length - maxDiagnostics} more diagnostics in the results document`);
  return out;
}

export function renderText(doc: ResultsDocument, catalog: BenchmarkCatalog, maxDiagnostics = 5): string {
  const overall = overallScore(doc);
  const lines = [`bench-check ${terminalSafe(doc.tool.version, 20)} — final score ${overall === null ? '–' : num(overall)}${doc.verdict ? `, verdict ${terminalSafe(doc.verdict, 20)}` : ''}`];
  for (const suite of doc.suites) lines.push('', ...suiteText(suite, catalog, maxDiagnostics));
  return `${lines.join('\n')}\n`;
}
