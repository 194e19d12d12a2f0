// Baselines (gate.md "Baseline"): loading a committed or explicit results document, its provenance
// and integrity warnings, and `bench-check baseline update`.
import { readFile, stat } from 'node:fs/promises';
import { copyFileAtomic, writeFileAtomic } from '../core/atomic.js';
import path from 'node:path';
import { diagnostic } from '../core/diagnostics.js';
import { readJsonFile } from '../json/read.js';
import { displayPath } from '../core/paths.js';
import type { Diagnostic, InputFile, ResultsDocument } from '../results/types.js';
import { inputRole } from '../results/inputs.js';
import { suitesById } from '../results/document.js';
import type { RunSide } from './compare.js';
import type { BaselineSource } from './config.js';
import { sideFileName, sideFilesOf } from '../results/items.js';

export interface BaselineProvenance {
  source: BaselineSource;
  /** File shown to the user, or the artifact name. */
  location: string;
  commit: string | null;
  /** The baseline run's createdAt. */
  createdAt: string;
  /** Link to the workflow run that produced it (artifact source). */
  runUrl: string | null;
  /** The workflow run that produced it (artifact source): what the report records. */
  run?: { id: number; event: string; branch: string | null; sha: string } | null;
  /** How it was chosen, when that needs saying (e.g. the merge base was unknown). */
  notes?: string[];
  /** Whole days between createdAt and now (SOURCE_DATE_EPOCH when set). */
  ageDays: number | null;
  /** From `baseline update --reason`. */
  reason: string | null;
  updatedAt: string | null;
}

export interface FoundBaseline {
  kind: 'found';
  side: RunSide;
  provenance: BaselineProvenance;
}
/**
 * `missing`: legitimately absent (the default location on a project's first PR, no base-branch run
 * yet): the `onMissingBaseline` policy applies. `invalid` and `error`: a baseline was asked for and
 * could not be used (a file named explicitly that does not exist, an API error during the lookup,
 * a broken document): the run cannot be compared, verdict `error`, exit 2.
 */
export type BaselineLoad =
  | FoundBaseline
  | { kind: 'missing'; message: string }
  | { kind: 'invalid'; diagnostics: Diagnostic[] }
  | { kind: 'error'; message: string };

/** What `baseline update` records beside the baseline (the results document itself has no room for it). */
export interface BaselineMeta {
  reason: string;
  updatedAt: string;
  from: string;
  commit: string | null;
}

function metaPathFor(baselineFile: string): string {
  return baselineFile.replace(/(\.json)?$/, '.meta.json');
}

/** "Now" for ages and dates: SOURCE_DATE_EPOCH when set, so reruns render identically. */
function nowFrom(env: Readonly<Record<string, string | undefined>>): Date {
  const epoch = env.SOURCE_DATE_EPOCH;
  return epoch !== undefined && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
}

function ageInDays(createdAt: string, now: Date): number | null {
  const t = Date.parse(createdAt);
  return Number.isNaN(t) ? null : Math.max(0, Math.floor((now.getTime() - t) / 86_400_000));
}

async function readMeta(file: string): Promise<BaselineMeta | null> {
  try {
    // Any JSON: each field is checked.
    const value = JSON.parse(await readFile(metaPathFor(file), 'utf8')) as { [K in keyof BaselineMeta]?: unknown };
    return typeof value.reason === 'string' && typeof value.updatedAt === 'string'
      ? {
          reason: value.reason,
          updatedAt: value.updatedAt,
          from: typeof value.from === 'string' ? value.from : '',
          commit: typeof value.commit === 'string' ? value.commit : null,
        }
      : null;
  } catch {
    return null;
  }
}

/** Load a baseline results document from a file (sources `file` and `path`, and an extracted artifact). */
export async function loadBaselineFile(
  file: string,
  source: BaselineSource,
  opts: {
    env: Readonly<Record<string, string | undefined>>;
    location?: string;
    runUrl?: string | null;
    run?: BaselineProvenance['run'];
    notes?: string[];
  },
): Promise<BaselineLoad> {
  const exists = await stat(file).then(
    () => true,
    (error: unknown) => (error as NodeJS.ErrnoException).code !== 'ENOENT',
  );
  if (!exists) {
    // A path named on purpose (`--baseline`, the action's `baseline: <path>`, source `path`) must exist.
    return source === 'file'
      ? { kind: 'missing', message: `no baseline at ${displayPath(file)}` }
      : { kind: 'error', message: `the baseline ${displayPath(file)} does not exist (it was named explicitly)` };
  }
  const read = await readJsonFile<ResultsDocument>(file, 'results');
  if (!read.ok) return { kind: 'invalid', diagnostics: read.diagnostics };
  const doc = read.value;
  const meta = await readMeta(file);
  return {
    kind: 'found',
    side: { doc, dir: path.dirname(file) },
    provenance: {
      source,
      location: opts.location ?? displayPath(file),
      commit: doc.run.commit,
      createdAt: doc.run.createdAt,
      runUrl: opts.runUrl ?? null,
      run: opts.run ?? null,
      notes: opts.notes ?? [],
      ageDays: ageInDays(doc.run.createdAt, nowFrom(opts.env)),
      reason: meta?.reason ?? null,
      updatedAt: meta?.updatedAt ?? null,
    },
  };
}

/**
 * Reasons to distrust a comparison: a stale baseline, another tool version or config, other
 * input files (by path, per suite).
 */
/** The ids of the suites a document really holds (skipped suites are no data). */
function scoredSuiteIds(doc: ResultsDocument): string[] {
  return doc.suites.filter((s) => s.status !== 'skipped').map((s) => s.id);
}

/**
 * A baseline that shares no suite id with the run compares nothing: it counts as missing, with
 * the two lists in the message (results.md "Fail closed"). null when at least one id is shared.
 */
export function unrelatedBaseline(current: ResultsDocument, baseline: ResultsDocument): string | null {
  const ours = scoredSuiteIds(current);
  const theirs = scoredSuiteIds(baseline);
  const theirSet = new Set(theirs);
  if (ours.length === 0 || ours.some((id) => theirSet.has(id))) return null;
  const list = (ids: string[]) =>
    ids.length === 0 ? 'none' : ids.slice(0, 8).join(', ') + (ids.length > 8 ? `, … (${ids.length})` : '');
  return `the baseline shares no suite id with this run (baseline: ${list(theirs)}; this run: ${list(ours)}), so it is treated as missing`;
}

export function baselineWarnings(
  current: ResultsDocument,
  baseline: ResultsDocument,
  provenance: BaselineProvenance,
  maxAgeDays: number,
): string[] {
  const out: string[] = [];
  if (provenance.ageDays !== null && provenance.ageDays > maxAgeDays)
    out.push(`the baseline is ${provenance.ageDays} days old (more than ${maxAgeDays})`);
  if (current.tool.version !== baseline.tool.version)
    out.push(`tool version differs: baseline ${baseline.tool.version}, current ${current.tool.version}`);
  if (current.run.configHash !== baseline.run.configHash) out.push('the config hash differs from the baseline run');
  const baselineById = suitesById(baseline);
  for (const suite of current.suites) {
    const before = baselineById.get(suite.id);
    if (before === undefined) continue;
    // Only references: changed model outputs are what a pull request is for, not a reason to distrust it.
    const reference = (i: InputFile) => inputRole(i) === 'reference';
    const changed = suite.inputs
      .filter(
        (i) => reference(i) && before.inputs.some((b) => reference(b) && b.path === i.path && b.sha256 !== i.sha256),
      )
      .map((i) => i.path);
    if (changed.length > 0)
      out.push(
        `suite ${suite.id}: reference inputs differ from the baseline's (${changed.join(', ')}): the two runs are not measured against the same data`,
      );
  }
  return out;
}

export interface UpdateResult {
  ok: boolean;
  written: string[];
  diagnostics: Diagnostic[];
}

/**
 * `bench-check baseline update --from results.json --reason "…"`: validate the document, copy it to
 * the baseline path with its items files beside it, and record the reason (and date) in
 * `<baseline>.meta.json`.
 */
export async function updateBaseline(opts: {
  from: string;
  to: string;
  reason: string;
  env: Readonly<Record<string, string | undefined>>;
}): Promise<UpdateResult> {
  if (opts.reason.trim() === '')
    return {
      ok: false,
      written: [],
      diagnostics: [diagnostic({ code: 'usage', message: '--reason must say why the baseline changes' })],
    };
  const read = await readJsonFile<ResultsDocument>(opts.from, 'results');
  if (!read.ok) return { ok: false, written: [], diagnostics: read.diagnostics };
  const doc = read.value;
  const fromDir = path.dirname(opts.from);
  const toDir = path.dirname(opts.to);
  const written: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const suites = [];
  for (const suite of doc.suites) {
    if (suite.itemsFile === undefined) {
      suites.push(suite);
      continue;
    }
    const src = path.resolve(fromDir, suite.itemsFile);
    // Named after the baseline file, as a run names its side files: two baselines in one folder never share one.
    const name = sideFileName(sideFilesOf(opts.to), suite.id, 'items.jsonl');
    try {
      await copyFileAtomic(src, path.join(toDir, name));
      written.push(displayPath(path.join(toDir, name)));
      suites.push({ ...suite, itemsFile: name });
    } catch (error) {
      diagnostics.push(
        diagnostic({
          severity: 'warning',
          code: 'io',
          file: displayPath(src),
          message: `items file not copied (${(error as NodeJS.ErrnoException).code ?? 'error'}); the gate will test suite ${suite.id} unpaired`,
        }),
      );
      const { itemsFile: _dropped, ...rest } = suite;
      suites.push(rest);
    }
  }
  // The baseline is the document as scored: the gate's verdict of that run means nothing here.
  await writeFileAtomic(opts.to, `${JSON.stringify({ ...doc, verdict: null, suites }, null, 2)}\n`);
  written.unshift(displayPath(opts.to));
  const epoch = opts.env.SOURCE_DATE_EPOCH;
  const meta: BaselineMeta = {
    reason: opts.reason,
    updatedAt: (epoch !== undefined && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date())
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z'),
    from: displayPath(opts.from),
    commit: doc.run.commit,
  };
  await writeFileAtomic(metaPathFor(opts.to), `${JSON.stringify(meta, null, 2)}\n`);
  written.push(displayPath(metaPathFor(opts.to)));
  return { ok: true, written, diagnostics };
}
