// The one diagnostic shape (results.md "Diagnostics"): every located problem of every layer.
export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  severity: Severity;
  code: string;
  file: string | null;
  /**
   * 1-based physical line: where the record starts (a CSV header is line 1), or with `column`,
   * the line of the character pointed at (in a CSV, inside a cell that spans lines).
   */
  line: number | null;
  /** 1-based data-row index. */
  row: number | null;
  /** CSV column name. */
  field: string | null;
  /** 1-based column inside a JSON/text/CSV file, in UTF-16 code units (json/syntax.ts positionOf). */
  column: number | null;
  /** JSON pointer inside the value. */
  pointer: string | null;
  item: string | null;
  message: string;
  /**
   * What a tool said in its own words, kept beside the plain message (e.g. the Python exception
   * text of the official scripts, `Python: Expecting ',' delimiter: line 1 column 71 (char 70)`).
   * Absent when there is none.
   */
  detail?: string;
}

export const MAX_DIAGNOSTICS_PER_SUITE = 1000;

export type DiagnosticInit = Partial<Diagnostic> & { code: string; message: string };

/** A diagnostic with every unknown location part set to null, as results.md requires. */
export function diagnostic(init: DiagnosticInit): Diagnostic {
  return {
    severity: init.severity ?? 'error',
    code: init.code,
    file: init.file ?? null,
    line: init.line ?? null,
    row: init.row ?? null,
    field: init.field ?? null,
    column: init.column ?? null,
    pointer: init.pointer ?? null,
    item: init.item ?? null,
    message: init.message,
    ...(init.detail !== undefined ? { detail: init.detail } : {}),
  };
}

/** "file:line:column field pointer: message" — the one-line form used on stderr and in annotations. */
export function formatDiagnostic(d: Diagnostic): string {
  let where = d.file ?? '';
  if (d.line !== null) where += `:${d.line}`;
  if (d.line !== null && d.column !== null) where += `:${d.column}`;
  const parts = [
    where,
    d.item !== null && d.line === null ? `item ${d.item}` : '',
    d.field ? `[${d.field}]` : '',
    d.pointer ?? '',
  ].filter((p) => p !== '');
  return parts.length > 0 ? `${parts.join(' ')}: ${d.message}` : d.message;
}

function compareNullable<T extends string | number>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Lines in order, no line (the whole file) after them. */
function lineOrder(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

/**
 * Collects diagnostics for one suite. Sorted by (file, line; a file's unlocated ones last) on finish and capped at
 * MAX_DIAGNOSTICS_PER_SUITE with a final `truncated` entry counting what was left out.
 * Counts per severity stay exact even past the cap.
 */
export class Diagnostics {
  private list: { d: Diagnostic; seq: number }[] = [];
  private readonly counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  private dropped = 0;
  private seq = 0;

  add(init: DiagnosticInit): Diagnostic {
    const d = diagnostic(init);
    this.counts[d.severity] += 1;
    this.list.push({ d, seq: this.seq++ });
    // Bounded memory: now and then keep only the earliest locations (what finish() would keep).
    if (this.list.length >= MAX_DIAGNOSTICS_PER_SUITE * 4) this.compact();
    return d;
  }

  /** Diagnostics known to exist but not kept (e.g. a part's `truncated` count when merging). */
  addDropped(n: number): void {
    this.dropped += n;
  }

  count(severity: Severity): number {
    return this.counts[severity];
  }

  get size(): number {
    return this.list.length + this.dropped;
  }

  private compact(): void {
    // Within a file, located problems (causes: a bad header, bad rows) before what is said of the
    // whole file (conclusions: "no usable before travel"); run-level diagnostics (no file) first.
    this.list.sort((x, y) => compareNullable(x.d.file, y.d.file) || lineOrder(x.d.line, y.d.line) || x.seq - y.seq);
    if (this.list.length > MAX_DIAGNOSTICS_PER_SUITE) {
      this.dropped += this.list.length - MAX_DIAGNOSTICS_PER_SUITE;
      this.list = this.list.slice(0, MAX_DIAGNOSTICS_PER_SUITE);
    }
  }

  finish(): Diagnostic[] {
    this.compact();
    const kept = this.list.map((x) => x.d);
    if (this.dropped === 0) return kept;
    kept.push(
      diagnostic({ severity: 'info', code: 'truncated', message: `${this.dropped} more diagnostics left out` }),
    );
    return kept;
  }
}
