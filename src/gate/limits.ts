// What a results document may hold before anything compares or renders it (docs/gate.md
// "Threat model"). In the report job the document is a pull request's: unbounded, a 51 KB
// zip of 10 000 minimal suites would hold a runner for minutes. Each limit is a config key
// (`gate.limits`) and an action input; a document over one is refused whole, exit 2, with the
// limit named. Checked by the callers (CLI `compare`/`run`, the action) before the gate runs.
import { stat } from 'node:fs/promises';
import { diagnostic, type Diagnostic } from '../core/diagnostics.js';
import { ioDiagnostic, readJsonFile } from '../json/read.js';
import { failure, success, type Result } from '../core/result.js';
import type { ResultsDocument } from '../results/types.js';

export interface ResultsLimits {
  /** Largest results document file, in bytes (checked before it is read). */
  maxBytes: number;
  /** Most suites in one document. */
  maxSuites: number;
  /** Most rounds of one suite (and of one `series` entry). */
  maxRounds: number;
  /** Most metrics of one suite. */
  maxMetrics: number;
  /** Most diagnostics in the whole document. */
  maxDiagnostics: number;
  /** Longest string (or object key) anywhere in the document, in UTF-16 code units. */
  maxStringLength: number;
}

/** `gate.limits` in the config: the file size in MiB, the others as counts; each optional. */
/** The `gate.limits` section (generated from its schema). */
export type { ResultsLimitsConfig } from '../schemas/config-types.js';
import type { ResultsLimitsConfig } from '../schemas/config-types.js';

const MIB = 1024 * 1024;

/**
 * Longest line of an items file that is read (characters): a longer one is a malformed line, counted
 * and skipped, never parsed (items lines are an id, rounds and a reason: well under a kilobyte).
 */
export const ITEM_LINE_MAX_CHARS = 4 * MIB;

/**
 * 16 MiB is what the history loader reads of a past run; 5 000 suites render in about a second;
 * the scorers write at most 1 001 diagnostics a suite and a handful of rounds; no string a scorer
 * writes comes near 100 000 characters (the renderers show at most a few hundred).
 */
const DEFAULT_RESULTS_LIMITS: Required<ResultsLimitsConfig> = {
  maxDocumentMiB: 16,
  maxSuites: 5000,
  maxRounds: 100,
  maxMetrics: 1000,
  maxDiagnostics: 100_000,
  maxStringLength: 100_000,
};

/** Where each limit is set, for the message that names it. */
const WHERE: Record<keyof ResultsLimitsConfig, string> = {
  maxDocumentMiB: 'gate.limits.maxDocumentMiB, action input results-max-mib',
  maxSuites: 'gate.limits.maxSuites, action input results-max-suites',
  maxRounds: 'gate.limits.maxRounds, action input results-max-rounds',
  maxMetrics: 'gate.limits.maxMetrics, action input results-max-metrics',
  maxDiagnostics: 'gate.limits.maxDiagnostics, action input results-max-diagnostics',
  maxStringLength: 'gate.limits.maxStringLength, action input results-max-string-length',
};

/** The limits of a config's `gate.limits` (absent keys: the defaults). */
export function resolveResultsLimits(config: ResultsLimitsConfig | undefined): ResultsLimits {
  const pick = (key: keyof ResultsLimitsConfig) => config?.[key] ?? DEFAULT_RESULTS_LIMITS[key];
  return {
    maxBytes: Math.floor(pick('maxDocumentMiB') * MIB),
    maxSuites: pick('maxSuites'),
    maxRounds: pick('maxRounds'),
    maxMetrics: pick('maxMetrics'),
    maxDiagnostics: pick('maxDiagnostics'),
    maxStringLength: pick('maxStringLength'),
  };
}

function count(n: number): string {
  return n.toLocaleString('en-US').replace(/,/g, ' ');
}

function over(
  file: string,
  key: keyof ResultsLimitsConfig,
  what: string,
  limit: string,
  pointer: string | null = null,
): Diagnostic {
  return diagnostic({
    code: 'limit',
    file,
    pointer,
    message: `${what}, more than the limit of ${limit} (${WHERE[key]})`,
  });
}

/** The file's size against `maxBytes`, before it is read (a 138 KB zip can hold 60 MB of zeros). */
async function checkResultsFileSize(file: string, shown: string, limits: ResultsLimits): Promise<Result<void>> {
  let size: number;
  try {
    size = (await stat(file)).size;
  } catch (error) {
    return failure(ioDiagnostic(file, error));
  }
  if (size <= limits.maxBytes) return success(undefined);
  return failure(
    over(
      shown,
      'maxDocumentMiB',
      `the results document is ${count(size)} bytes`,
      `${count(limits.maxBytes)} bytes (${limits.maxBytes / MIB} MiB)`,
    ),
  );
}

/** A JSON pointer token (RFC 6901). */
const token = (key: string | number) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** The first string or key longer than `max`, with its pointer; walked without recursion (a document can nest deeply). */
function longString(doc: unknown, max: number): { pointer: string; length: number } | null {
  // Each entry: a value and how to name it (parent entry, key); pointers are built only for the answer.
  const nodes: { parent: number; key: string | number }[] = [{ parent: -1, key: '' }];
  const stack: { value: unknown; node: number }[] = [{ value: doc, node: 0 }];
  const pointerOf = (node: number): string => {
    const parts: string[] = [];
    for (let n = node; n > 0; n = nodes[n]!.parent) parts.push(token(nodes[n]!.key));
    return parts
      .reverse()
      .map((p) => `/${p}`)
      .join('');
  };
  while (stack.length > 0) {
    const { value, node } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.length > max) return { pointer: pointerOf(node), length: value.length };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) {
        nodes.push({ parent: node, key: i });
        stack.push({ value: value[i], node: nodes.length - 1 });
      }
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        nodes.push({ parent: node, key });
        if (key.length > max) return { pointer: `${pointerOf(nodes.length - 1)} (a key)`, length: key.length };
        stack.push({ value: child, node: nodes.length - 1 });
      }
    }
  }
  return null;
}

/**
 * What the document holds against the limits, and that its suite ids are unique (the gate pairs
 * suites by id: a second suite of one id would be compared on the first only). One diagnostic per
 * problem found, the first of each kind; success when none.
 */
export function checkResultsLimits(doc: ResultsDocument, limits: ResultsLimits, shown: string): Result<void> {
  const problems: Diagnostic[] = [];
  if (doc.suites.length > limits.maxSuites) {
    problems.push(
      over(
        shown,
        'maxSuites',
        `the results document holds ${count(doc.suites.length)} suites`,
        count(limits.maxSuites),
        '/suites',
      ),
    );
    return failure(...problems);
  }
  const seen = new Map<string, number>();
  let diagnostics = 0;
  let rounds: Diagnostic | null = null;
  let metrics: Diagnostic | null = null;
  for (const [i, s] of doc.suites.entries()) {
    const first = seen.get(s.id);
    if (first === undefined) seen.set(s.id, i);
    else if (problems.length < 3) {
      problems.push(
        diagnostic({
          code: 'duplicate-suite',
          file: shown,
          pointer: `/suites/${i}/id`,
          message: `suite id ${JSON.stringify(s.id.slice(0, 120))} appears twice (suites ${first} and ${i}): a results document names each suite once`,
        }),
      );
    }
    diagnostics += s.diagnostics.length;
    let most = s.rounds.length;
    for (const entry of s.series ?? []) most = Math.max(most, entry.rounds.length);
    if (rounds === null && most > limits.maxRounds)
      rounds = over(
        shown,
        'maxRounds',
        `suite ${i} has ${count(most)} rounds`,
        count(limits.maxRounds),
        `/suites/${i}`,
      );
    const metricCount = Object.keys(s.metrics).length;
    if (metrics === null && metricCount > limits.maxMetrics)
      metrics = over(
        shown,
        'maxMetrics',
        `suite ${i} has ${count(metricCount)} metrics`,
        count(limits.maxMetrics),
        `/suites/${i}/metrics`,
      );
  }
  if (rounds !== null) problems.push(rounds);
  if (metrics !== null) problems.push(metrics);
  if (diagnostics > limits.maxDiagnostics)
    problems.push(
      over(
        shown,
        'maxDiagnostics',
        `the results document holds ${count(diagnostics)} diagnostics`,
        count(limits.maxDiagnostics),
      ),
    );
  const long = longString(doc, limits.maxStringLength);
  if (long !== null)
    problems.push(
      over(
        shown,
        'maxStringLength',
        `a string of ${count(long.length)} characters`,
        `${count(limits.maxStringLength)} characters`,
        long.pointer,
      ),
    );
  return problems.length === 0 ? success(undefined) : failure(...problems);
}

/**
 * A results document read within the limits: its file size before it is read, then what it holds
 * (and unique suite ids) before anything compares or renders it. `shown`: the name in messages.
 */
export async function readResultsWithinLimits(
  file: string,
  shown: string,
  limits: ResultsLimits,
): Promise<Result<ResultsDocument>> {
  const size = await checkResultsFileSize(file, shown, limits);
  if (!size.ok) return size;
  // The reader's own byte cap is this limit too (a file that grows between the stat and the read).
  const read = await readJsonFile<ResultsDocument>(file, 'results', { maxBytes: limits.maxBytes });
  if (!read.ok) return read;
  const held = checkResultsLimits(read.value, limits, shown);
  return held.ok ? success(read.value) : held;
}
