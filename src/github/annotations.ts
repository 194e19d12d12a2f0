import * as core from '@actions/core';
import { formatDiagnostic } from '../core/diagnostics.js';
import type { Diagnostic, ResultsDocument } from '../results/types.js';

const MAX_ANNOTATIONS_PER_KIND = 10;

type Annotate = (message: string, props: core.AnnotationProperties) => void;

/**
 * Input errors and warnings as workflow annotations with file and line: at most 10 per kind
 * (error / warning) per step, then one notice with the count left out.
 */
export function annotateDiagnostics(
  diagnostics: readonly { suite: string | null; diagnostic: Diagnostic }[],
  sinks: { error: Annotate; warning: Annotate; notice: (message: string) => void } = {
    error: core.error,
    warning: core.warning,
    notice: (m) => core.notice(m),
  },
): void {
  const left = { error: 0, warning: 0 };
  const shown = { error: 0, warning: 0 };
  for (const { suite, diagnostic: d } of diagnostics) {
    if (d.severity === 'info') continue;
    const kind = d.severity;
    if (shown[kind] >= MAX_ANNOTATIONS_PER_KIND) {
      left[kind] += 1;
      continue;
    }
    shown[kind] += 1;
    const props: core.AnnotationProperties = { title: `bench-check ${d.code}${suite ? ` (${suite})` : ''}` };
    if (d.file !== null) props.file = d.file;
    if (d.line !== null) props.startLine = d.line;
    if (d.column !== null) props.startColumn = d.column;
    sinks[kind](formatDiagnostic({ ...d, file: null, line: null, column: null }), props);
  }
  for (const kind of ['error', 'warning'] as const) {
    if (left[kind] > 0)
      sinks.notice(`bench-check: ${left[kind]} more ${kind}s not annotated; see the job summary and results.json`);
  }
}

export function documentDiagnostics(doc: ResultsDocument): { suite: string; diagnostic: Diagnostic }[] {
  return doc.suites.flatMap((s) => s.diagnostics.map((diagnostic) => ({ suite: s.id, diagnostic })));
}
