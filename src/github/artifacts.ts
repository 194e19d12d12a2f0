// Workflow-run artifacts through the REST API: find the baseline run (gate.md "artifact" source),
// list a run's artifacts, download the zip and extract it within limits (the zip may be hostile).
import { mkdir, open, readdir, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { crc32, createInflateRaw } from 'node:zlib';
import type { ApiResult, GitHubClient } from './client.js';

export interface Repo {
  owner: string;
  repo: string;
}

export interface WorkflowRun {
  id: number;
  head_sha: string;
  head_branch: string | null;
  html_url: string;
  created_at: string;
  conclusion: string | null;
  workflow_id: number;
  /** What triggered the run: only push, schedule and workflow_dispatch runs can be baselines. */
  event?: string;
  /** The repository the run's head commit is in (a fork's for a fork PR's run). */
  head_repository?: { full_name?: string } | null;
}

/** Runs this repository triggered itself; a `pull_request` run (a fork may change the workflow and upload anything) never is. */
export const TRUSTED_BASELINE_EVENTS: ReadonlySet<string> = new Set(['push', 'schedule', 'workflow_dispatch']);

/** Whether a run may give the baseline: a trusted event, and the head in this repository (gate.md "Threat model"). */
export function isTrustedBaselineRun(run: WorkflowRun, repo: Repo): boolean {
  return TRUSTED_BASELINE_EVENTS.has(run.event ?? '') && (run.head_repository?.full_name ?? '').toLowerCase() === `${repo.owner}/${repo.repo}`.toLowerCase();
}

export interface Artifact {
  id: number;
  name: string;
  expired: boolean;
  size_in_bytes: number;
  archive_download_url?: string;
}

/** Runs whose artifact list findBaselineRun checks at most. */
const MAX_CANDIDATE_RUNS = 20;

function fail<T>(message: string): ApiResult<T> {
  return { ok: false, error: { status: null, method: 'GET', path: '', message } };
}

/**
 * Caps on an artifact downloaded from a run (gate.md "Artifact limits"). In the fork-safe flow the
 * artifact comes from a pull request's run, so every byte of it may be hostile.
 */
export interface ArtifactLimits {
  /** The zip as downloaded, and the size the API lists for the artifact. */
  maxCompressedBytes: number;
  /** The sum of the entries' sizes once inflated (as declared, and as really inflated). */
  maxExpandedBytes: number;
  /** Entries in the zip's central directory, directories included. */
  maxEntries: number;
}

export const DEFAULT_MAX_COMPRESSED_BYTES = 100 * 1024 * 1024;
export const DEFAULT_MAX_EXPANDED_BYTES = 500 * 1024 * 1024;
export const DEFAULT_MAX_ENTRIES = 10_000;
export const DEFAULT_ARTIFACT_LIMITS: Readonly<ArtifactLimits> = Object.freeze({
  maxCompressedBytes: DEFAULT_MAX_COMPRESSED_BYTES,
  maxExpandedBytes: DEFAULT_MAX_EXPANDED_BYTES,
  maxEntries: DEFAULT_MAX_ENTRIES,
});

/**
 * The limits, with the defaults for what is not given. A value that is not a number ≥ 0 counts as
 * not given: a NaN cap would compare as no cap at all.
 */
export function artifactLimits(limits: Partial<ArtifactLimits> = {}): ArtifactLimits {
  const pick = (value: number | undefined, fallback: number) => (typeof value === 'number' && value >= 0 ? value : fallback);
  return {
    maxCompressedBytes: pick(limits.maxCompressedBytes, DEFAULT_MAX_COMPRESSED_BYTES),
    maxExpandedBytes: pick(limits.maxExpandedBytes, DEFAULT_MAX_EXPANDED_BYTES),
    maxEntries: pick(limits.maxEntries, DEFAULT_MAX_ENTRIES),
  };
}

/** Why an archive was refused; the message names the entry (when there is one) and the rule. */
export type ZipRule =
  /** No end-of-central-directory record, truncated records, offsets outside the file, bad deflate data. */
  | 'not-a-zip'
  /** Multi-disk archives, encrypted entries, compression methods other than stored (0) and deflate (8). */
  | 'unsupported'
  | 'compressed-size'
  | 'entry-count'
  /** Declared sizes over the cap. */
  | 'expanded-size'
  /** An entry inflates to more (or less) than its declared size. */
  | 'size-mismatch'
  | 'checksum'
  | 'absolute-path'
  | 'parent-segment'
  /** Empty, not UTF-8, control characters or characters upload-artifact never writes (" : < > | * ?). */
  | 'bad-name'
  | 'duplicate'
  /** Two entries for one path, or a file where another entry needs a directory. */
  | 'collision'
  | 'symlink'
  /** A FIFO, device or socket mode, or a directory entry that carries data. */
  | 'special-file'
  /** An entry's data overlaps another entry (the overlapping-file zip bomb) or the central directory. */
  | 'overlap'
  /** The extraction directory is not an empty directory. */
  | 'destination'
  | 'write';

export interface ZipRefusal {
  ok: false;
  rule: ZipRule;
  /** The entry's name as stored in the archive (or `#index` when it is not valid UTF-8); null for the whole archive. */
  entry: string | null;
  message: string;
}

export type ExtractResult = { ok: true; files: string[] } | ZipRefusal;

/** A name from the archive as it can be shown in a message: JSON-quoted (control characters escaped), at most 200 characters. */
function showName(name: string): string {
  return JSON.stringify(name.length > 200 ? `${name.slice(0, 200)}…` : name);
}

function refuse(rule: ZipRule, entry: string | null, text: string): ZipRefusal {
  const what = entry === null ? 'the archive' : `archive entry ${showName(entry)}`;
  return { ok: false, rule, entry, message: `${what}: ${text} (rule: ${rule})` };
}

/** Characters @actions/upload-artifact refuses in file paths, and control characters. */
const BAD_NAME_CHARS = /[\u0000-\u001f\u007f":<>|*?]/;

type NameRule = 'absolute-path' | 'parent-segment' | 'bad-name';
type EntryPath = { ok: true; rel: string; dir: boolean } | { ok: false; rule: NameRule; text: string };

/** The normalised relative path of an entry name ('' for the root); `dir` when the name ends with a slash. */
function entryPath(name: string): EntryPath {
  const normal = name.replace(/\\/g, '/');
  if (normal.startsWith('/') || /^[A-Za-z]:/.test(normal)) return { ok: false, rule: 'absolute-path', text: 'it has an absolute path' };
  const parts = normal.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..')) return { ok: false, rule: 'parent-segment', text: 'it escapes the extraction directory (a `..` segment)' };
  if (BAD_NAME_CHARS.test(normal)) return { ok: false, rule: 'bad-name', text: 'its name has a control character or one of " : < > | * ? (upload-artifact never writes them)' };
  return { ok: true, rel: parts.join('/'), dir: normal.endsWith('/') };
}

/**
 * An archive entry name as a safe relative path (`a//b`, `./a/b` and `a\b` become `a/b`), or null for
 * directories. Absolute paths, drive letters, `..` segments, control characters and characters
 * upload-artifact never writes (" : < > | * ?) make the whole archive unacceptable.
 */
export function safeEntryName(name: string): { ok: true; rel: string | null } | { ok: false; rule: NameRule; message: string } {
  const p = entryPath(name);
  if (!p.ok) return { ok: false, rule: p.rule, message: refuse(p.rule, name, p.text).message };
  return { ok: true, rel: p.dir || p.rel === '' ? null : p.rel };
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_EOCD = 0x06064b50;
/** File type bits of a Unix mode (the high 16 bits of the external attributes). */
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;

interface ZipEntry {
  /** The name shown in messages: as stored, or `#index` when it is not UTF-8. */
  label: string;
  rel: string;
  dir: boolean;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  localOffset: number;
  nameBytes: Uint8Array;
  /** Where the entry's data starts and ends (filled from the local header). */
  dataStart: number;
  dataEnd: number;
}

/**
 * Read and check the central directory (APPNOTE.TXT 4.3): every refusal that can be decided without
 * inflating anything, in the order of the entries.
 */
function readCentralDirectory(zip: Uint8Array, limits: ArtifactLimits): { ok: true; entries: ZipEntry[] } | ZipRefusal {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const has = (at: number, n: number) => at >= 0 && at + n <= zip.length;
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  const notZip = (text: string) => refuse('not-a-zip', null, text);

  // The end-of-central-directory record: the last 22 bytes plus a comment that must end the file.
  let eocd = -1;
  for (let at = zip.length - 22; at >= 0 && at >= zip.length - 22 - 0xffff; at--) {
    if (view.getUint32(at, true) === SIG_EOCD && at + 22 + view.getUint16(at + 20, true) === zip.length) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return notZip('not a zip archive (no end-of-central-directory record)');
  let disk = view.getUint16(eocd + 4, true);
  let cdDisk = view.getUint16(eocd + 6, true);
  let onDisk = view.getUint16(eocd + 8, true);
  let total = view.getUint16(eocd + 10, true);
  let cdSize = view.getUint32(eocd + 12, true);
  let cdOffset = view.getUint32(eocd + 16, true);
  let cdLimit = eocd;
  if (has(eocd - 20, 20) && view.getUint32(eocd - 20, true) === SIG_ZIP64_LOCATOR) {
    const at = u64(eocd - 20 + 8);
    if (!has(at, 56) || at + 56 > eocd - 20 || view.getUint32(at, true) !== SIG_ZIP64_EOCD) return notZip('the zip64 end-of-central-directory record is missing or out of place');
    disk = view.getUint32(at + 16, true);
    cdDisk = view.getUint32(at + 20, true);
    onDisk = u64(at + 24);
    total = u64(at + 32);
    cdSize = u64(at + 40);
    cdOffset = u64(at + 48);
    cdLimit = at;
  }
  if (disk !== 0 || cdDisk !== 0 || onDisk !== total) return refuse('unsupported', null, 'multi-disk (split) archives are not accepted');
  if (total > limits.maxEntries) return refuse('entry-count', null, `${total} entries, more than the limit of ${limits.maxEntries}`);
  if (cdOffset + cdSize > cdLimit) return notZip('the central directory lies outside the file');

  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let pos = cdOffset;
  const cdEnd = cdOffset + cdSize;
  for (let index = 0; index < total; index++) {
    if (pos + 46 > cdEnd || view.getUint32(pos, true) !== SIG_CENTRAL) return notZip(`central directory record ${index + 1} of ${total} is missing or truncated`);
    const flags = view.getUint16(pos + 8, true);
    const method = view.getUint16(pos + 10, true);
    const crc = view.getUint32(pos + 16, true);
    let compressedSize = view.getUint32(pos + 20, true);
    let size = view.getUint32(pos + 24, true);
    const nameLength = view.getUint16(pos + 28, true);
    const extraLength = view.getUint16(pos + 30, true);
    const commentLength = view.getUint16(pos + 32, true);
    let startDisk = view.getUint16(pos + 34, true);
    const external = view.getUint32(pos + 38, true);
    let localOffset = view.getUint32(pos + 42, true);
    const next = pos + 46 + nameLength + extraLength + commentLength;
    if (next > cdEnd) return notZip(`central directory record ${index + 1} of ${total} is truncated`);
    const nameBytes = zip.subarray(pos + 46, pos + 46 + nameLength);
    // Zip64 extended information (APPNOTE 4.5.3): 64-bit values for the fields that hold all ones.
    const extraEnd = pos + 46 + nameLength + extraLength;
    for (let x = pos + 46 + nameLength; x + 4 <= extraEnd; ) {
      const id = view.getUint16(x, true);
      const end = Math.min(x + 4 + view.getUint16(x + 2, true), extraEnd);
      if (id === 0x0001) {
        let f = x + 4;
        const take8 = () => (f + 8 <= end ? ((f += 8), u64(f - 8)) : Number.NaN);
        if (size === 0xffffffff) size = take8();
        if (compressedSize === 0xffffffff) compressedSize = take8();
        if (localOffset === 0xffffffff) localOffset = take8();
        if (startDisk === 0xffff) startDisk = f + 4 <= end ? view.getUint32(f, true) : Number.NaN;
      }
      x = end;
    }
    pos = next;

    let name: string;
    try {
      name = utf8.decode(nameBytes);
    } catch {
      return refuse('bad-name', `#${index + 1}`, 'the name is not valid UTF-8');
    }
    if ([size, compressedSize, localOffset, startDisk].some(Number.isNaN)) return refuse('not-a-zip', name, 'its zip64 sizes or offset are missing');
    if (startDisk !== 0) return refuse('unsupported', name, 'it starts on another disk of a split archive');
    if ((flags & 0x41) !== 0) return refuse('unsupported', name, 'it is encrypted');
    if (method !== 0 && method !== 8) return refuse('unsupported', name, `compression method ${method} (only stored and deflate are accepted)`);
    const where = entryPath(name);
    if (!where.ok) return refuse(where.rule, name, where.text);
    const type = (external >>> 16) & S_IFMT;
    if (type === S_IFLNK) return refuse('symlink', name, 'it is a symbolic link (Unix mode 0o120000 in its external attributes); only regular files are extracted');
    if (type !== 0 && type !== S_IFREG && type !== S_IFDIR) return refuse('special-file', name, `its Unix mode 0o${type.toString(8)} is not a regular file or a directory`);
    const dir = where.dir || type === S_IFDIR || (type === 0 && (external & 0x10) !== 0);
    if (!dir && where.rel === '') return refuse('bad-name', name, 'the name does not name a file');
    if (dir && (size !== 0 || compressedSize > 2)) return refuse('special-file', name, `it is a directory but carries data (${size} bytes)`);
    if (size > limits.maxExpandedBytes) return refuse('expanded-size', name, `it declares ${size} bytes, more than the limit of ${limits.maxExpandedBytes} for the whole archive`);
    declaredTotal += size;
    if (declaredTotal > limits.maxExpandedBytes) return refuse('expanded-size', name, `with it the entries declare ${declaredTotal} bytes, more than the limit of ${limits.maxExpandedBytes}`);
    if (method === 0 && compressedSize !== size) return refuse('size-mismatch', name, `it is stored (not compressed) but declares ${size} bytes and holds ${compressedSize}`);
    entries.push({ label: name, rel: where.rel, dir, method, crc, compressedSize, size, localOffset, nameBytes, dataStart: 0, dataEnd: 0 });
  }
  if (pos !== cdEnd) return notZip(`the central directory holds more than the ${total} entries the archive declares`);

  // One path, one entry; a file is never also a directory of another entry's path.
  const byPath = new Map<string, ZipEntry>();
  for (const e of entries) {
    if (e.rel === '') continue;
    const prior = byPath.get(e.rel);
    if (prior !== undefined) {
      return prior.label === e.label
        ? refuse('duplicate', e.label, 'the archive holds two entries of that name')
        : refuse('collision', e.label, `it maps to the same path ${showName(e.rel)} as entry ${showName(prior.label)}`);
    }
    byPath.set(e.rel, e);
  }
  for (const e of entries) {
    const segments = e.rel.split('/');
    for (let i = 1; i < segments.length; i++) {
      const ancestor = byPath.get(segments.slice(0, i).join('/'));
      if (ancestor !== undefined && !ancestor.dir) return refuse('collision', e.label, `it needs ${showName(ancestor.rel)} to be a directory, but entry ${showName(ancestor.label)} is a file`);
    }
  }

  // Local headers: present, naming the same entry, and no two entries' data overlapping.
  for (const e of entries) {
    const at = e.localOffset;
    if (!has(at, 30) || view.getUint32(at, true) !== SIG_LOCAL) return refuse('not-a-zip', e.label, 'its local header is missing');
    const n = view.getUint16(at + 26, true);
    const m = view.getUint16(at + 28, true);
    e.dataStart = at + 30 + n + m;
    e.dataEnd = e.dataStart + e.compressedSize;
    if (e.dataEnd > cdOffset) return refuse('overlap', e.label, 'its data runs into the central directory or past the end of the file');
    const localName = zip.subarray(at + 30, at + 30 + n);
    if (localName.length !== e.nameBytes.length || localName.some((b, i) => b !== e.nameBytes[i])) return refuse('bad-name', e.label, 'its local header gives it another name');
  }
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < byOffset.length; i++) {
    const prev = byOffset[i - 1]!;
    const e = byOffset[i]!;
    if (e.localOffset < prev.dataEnd) return refuse('overlap', e.label, `its header or data overlaps entry ${showName(prev.label)}`);
  }
  return { ok: true, entries };
}

async function writeAll(file: FileHandle, data: Uint8Array): Promise<void> {
  for (let done = 0; done < data.length; ) {
    const { bytesWritten } = await file.write(data, done, data.length - done);
    if (bytesWritten <= 0) throw new Error('the write made no progress');
    done += bytesWritten;
  }
}

/** Write one entry's data to a new file (never an existing one, never through a link), checking its real size and CRC-32. */
async function writeEntry(zip: Uint8Array, e: ZipEntry, target: string): Promise<ZipRefusal | null> {
  let file: FileHandle;
  try {
    file = await open(target, 'wx', 0o644);
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    if (err.code === 'EEXIST') return refuse('collision', e.label, 'a file of that path was already extracted (names that differ only in case or Unicode normalisation are one file on this filesystem)');
    return refuse('write', e.label, `cannot create it: ${err.code ?? err.message}`);
  }
  try {
    const data = zip.subarray(e.dataStart, e.dataEnd);
    let size = 0;
    let crc = 0;
    if (e.method === 0) {
      size = data.length;
      crc = crc32(data);
      await writeAll(file, data);
    } else {
      const inflater = createInflateRaw();
      inflater.end(data);
      try {
        for await (const chunk of inflater as AsyncIterable<Buffer>) {
          size += chunk.length;
          // The declared size is what the caps were checked against: one byte more is refused at once.
          if (size > e.size) return refuse('size-mismatch', e.label, `it inflates to more than the ${e.size} bytes it declares`);
          crc = crc32(chunk, crc);
          await writeAll(file, chunk);
        }
      } catch (error) {
        return refuse('not-a-zip', e.label, `its data is not valid deflate data (${(error as Error).message})`);
      }
    }
    if (size !== e.size) return refuse('size-mismatch', e.label, `it holds ${size} bytes, not the ${e.size} it declares`);
    if (crc !== e.crc) return refuse('checksum', e.label, 'its CRC-32 does not match its data');
    return null;
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    return refuse('write', e.label, `cannot write it: ${err.code ?? err.message}`);
  } finally {
    await file.close().catch(() => undefined);
  }
}

/**
 * Extract a zip into dest, an empty (or not yet existing) directory, and return the files written
 * (relative, sorted). Every check that needs no inflating runs before anything is written: the caps,
 * names, types, duplicates and collisions; an entry that then inflates to more than it declares (or
 * fails its CRC) stops the extraction and what was written is removed. Only regular files are
 * written, each with `wx` (never over an existing file, never through a link). Refusals are values
 * naming the entry and the rule; this never throws.
 */
export async function extractZip(zip: Uint8Array, dest: string, limits: Partial<ArtifactLimits> = {}): Promise<ExtractResult> {
  const lim = artifactLimits(limits);
  if (zip.length > lim.maxCompressedBytes) return refuse('compressed-size', null, `${zip.length} bytes, more than the limit of ${lim.maxCompressedBytes}`);
  let read: ReturnType<typeof readCentralDirectory>;
  try {
    read = readCentralDirectory(zip, lim);
  } catch (error) {
    // Every read is bounds-checked; this is the net under a record that still gets past them.
    return refuse('not-a-zip', null, `unreadable archive (${(error as Error).message})`);
  }
  if (!read.ok) return read;
  try {
    await mkdir(dest, { recursive: true });
    const present = await readdir(dest);
    if (present.length > 0) return refuse('destination', null, `the extraction directory ${dest} is not empty`);
  } catch (error) {
    const err = error as NodeJS.ErrnoException;
    return refuse('destination', null, `cannot use ${dest} as the extraction directory: ${err.code ?? err.message}`);
  }
  const files: string[] = [];
  for (const e of read.entries) {
    if (e.dir) continue;
    const target = path.join(dest, ...e.rel.split('/'));
    let refusal: ZipRefusal | null;
    try {
      await mkdir(path.dirname(target), { recursive: true });
      refusal = await writeEntry(zip, e, target);
    } catch (error) {
      const err = error as NodeJS.ErrnoException;
      refusal = refuse('write', e.label, `cannot create its directory: ${err.code ?? err.message}`);
    }
    if (refusal !== null) {
      await clearDirectory(dest);
      return refusal;
    }
    files.push(e.rel);
  }
  return { ok: true, files: files.sort() };
}

/** Remove what an extraction wrote (dest was empty before it). */
async function clearDirectory(dest: string): Promise<void> {
  try {
    for (const name of await readdir(dest)) await rm(path.join(dest, name), { recursive: true, force: true });
  } catch {
    // Best effort: the caller refuses the archive either way and reads nothing from dest.
  }
}

/** The shallowest `name` among extracted files (upload-artifact keeps the paths below the common ancestor). */
export function findExtracted(files: readonly string[], name: string): string | null {
  const hits = files.filter((f) => f === name || f.endsWith(`/${name}`)).sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  return hits[0] ?? null;
}

export async function runArtifacts(client: GitHubClient, repo: Repo, runId: number): Promise<ApiResult<Artifact[]>> {
  return client.paginate<Artifact>(`/repos/${repo.owner}/${repo.repo}/actions/runs/${runId}/artifacts?per_page=100`, { key: 'artifacts', need: 'actions: read' });
}

/**
 * Download one named, unexpired artifact of a run and extract it into dest (an empty directory),
 * within `limits` (defaults: DEFAULT_ARTIFACT_LIMITS). A refused archive is an error value whose
 * message names the entry and the rule.
 */
export async function downloadRunArtifact(
  client: GitHubClient,
  repo: Repo,
  runId: number,
  name: string,
  dest: string,
  limits: Partial<ArtifactLimits> = {},
): Promise<ApiResult<{ artifact: Artifact; files: string[] }>> {
  const lim = artifactLimits(limits);
  const listed = await runArtifacts(client, repo, runId);
  if (!listed.ok) return listed;
  const artifact = listed.data.find((a) => a.name === name && !a.expired);
  if (artifact === undefined) return fail(`run ${runId} has no unexpired artifact named "${name}"`);
  if (artifact.size_in_bytes > lim.maxCompressedBytes) return fail(`artifact "${name}" of run ${runId} is ${artifact.size_in_bytes} bytes, more than the limit of ${lim.maxCompressedBytes} (rule: compressed-size)`);
  const zip = await client.download(`/repos/${repo.owner}/${repo.repo}/actions/artifacts/${artifact.id}/zip`, { need: 'actions: read', maxBytes: lim.maxCompressedBytes });
  if (!zip.ok) return zip;
  const extracted = await extractZip(zip.data, dest, lim);
  if (!extracted.ok) return fail(`artifact "${name}" of run ${runId}: ${extracted.message}`);
  return { ok: true, data: { artifact, files: extracted.files }, status: 200, headers: new Headers() };
}

export interface BaselineRunQuery {
  repo: Repo;
  /** The triggering workflow (its id or file name). */
  workflowId: number | string;
  baseBranch: string;
  /** Base and head of the PR, for the merge base. */
  baseSha: string | null;
  headSha: string | null;
  artifactName: string;
  /** Pages of 100 runs to walk back through at most. */
  maxPages?: number;
}

export interface BaselineRun {
  run: WorkflowRun;
  artifact: Artifact;
  /** Whether the run is at the merge-base commit. */
  atMergeBase: boolean;
  mergeBase: string | null;
  /** Why the merge base is unknown (no PR head, the compare API said 404/422), or null. */
  mergeBaseUnknown: string | null;
  /** Successful runs on the branch that were not trusted (a pull_request run, a fork's run). */
  untrusted: number;
}

/**
 * The latest successful trusted run (isTrustedBaselineRun) of the triggering workflow on the base
 * branch that still has the artifact, preferring the run at the merge-base commit; otherwise walking
 * back from the merge base (runs created no later than the merge-base commit), and last the newest
 * trusted run (also when the merge base cannot be determined; the result says why).
 */
export async function findBaselineRun(client: GitHubClient, q: BaselineRunQuery): Promise<ApiResult<BaselineRun | null>> {
  const { owner, repo } = q.repo;
  let mergeBase: string | null = null;
  let mergeBaseDate: string | null = null;
  let mergeBaseUnknown: string | null = q.baseSha === null || q.headSha === null ? 'the pull request\'s base and head commits are not known' : null;
  if (q.baseSha !== null && q.headSha !== null) {
    const cmp = await client.request<{ merge_base_commit?: { sha?: string; commit?: { committer?: { date?: string } } } }>('GET', `/repos/${owner}/${repo}/compare/${q.baseSha}...${q.headSha}`, { need: 'contents: read' });
    if (cmp.ok) {
      mergeBase = cmp.data?.merge_base_commit?.sha ?? null;
      mergeBaseDate = cmp.data?.merge_base_commit?.commit?.committer?.date ?? null;
    } else if (cmp.error.status !== 404 && cmp.error.status !== 422) {
      // 404/422: the commits are gone or unrelated (force push), so there is no merge base to prefer;
      // anything else is an API failure the lookup cannot go on from.
      return cmp;
    } else mergeBaseUnknown = `the compare API answered HTTP ${cmp.error.status} for ${q.baseSha.slice(0, 12)}...${q.headSha.slice(0, 12)}`;
    if (cmp.ok && mergeBase === null) mergeBaseUnknown = 'the compare API gave no merge-base commit';
  }
  const runs = await client.paginate<WorkflowRun>(
    `/repos/${owner}/${repo}/actions/workflows/${encodeURIComponent(String(q.workflowId))}/runs?branch=${encodeURIComponent(q.baseBranch)}&status=success&per_page=100`,
    { key: 'workflow_runs', need: 'actions: read', maxPages: q.maxPages ?? 3, until: (page) => mergeBase !== null && page.some((r) => r.head_sha === mergeBase && isTrustedBaselineRun(r, q.repo)) },
  );
  if (!runs.ok) return runs;
  // The `branch` filter matches the head branch of any run, a fork PR's from its own `main` too.
  const succeeded = runs.data.filter((r) => r.conclusion === null || r.conclusion === 'success');
  const successful = succeeded.filter((r) => isTrustedBaselineRun(r, q.repo));
  const untrusted = succeeded.length - successful.length;
  const atBase = successful.filter((r) => r.head_sha === mergeBase);
  const cutoff = mergeBaseDate === null ? null : Date.parse(mergeBaseDate);
  const before = successful.filter((r) => r.head_sha !== mergeBase && cutoff !== null && Date.parse(r.created_at) <= cutoff);
  const rest = successful.filter((r) => !atBase.includes(r) && !before.includes(r));
  const byNewest = (a: WorkflowRun, b: WorkflowRun) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
  // Each candidate costs one request: look at the 20 best at most.
  for (const run of [...atBase.sort(byNewest), ...before.sort(byNewest), ...rest.sort(byNewest)].slice(0, MAX_CANDIDATE_RUNS)) {
    const listed = await runArtifacts(client, q.repo, run.id);
    if (!listed.ok) return listed;
    const artifact = listed.data.find((a) => a.name === q.artifactName && !a.expired);
    if (artifact !== undefined) return { ok: true, data: { run, artifact, atMergeBase: run.head_sha === mergeBase, mergeBase, mergeBaseUnknown, untrusted }, status: 200, headers: new Headers() };
  }
  return { ok: true, data: null, status: 200, headers: new Headers() };
}
