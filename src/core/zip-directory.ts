// The central directory of a zip archive (APPNOTE.TXT 4.3), read and checked without inflating
// anything: caps, names, types, duplicates, collisions and overlaps.
import type { ArtifactLimits } from './zip-limits.js';
import { success, type Result } from './result.js';
import { entryPath, refuse, showName, type ZipRefusal } from './zip-names.js';

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

export interface ZipEntry {
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

/** One central directory record's fields (APPNOTE 4.3.12), zip64 values applied; `next`: where the next one starts. */
interface CentralRecord {
  flags: number;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  startDisk: number;
  external: number;
  localOffset: number;
  nameBytes: Uint8Array;
  next: number;
}

/**
 * The central directory record at `pos`: `missing` when no record starts there, `truncated` when
 * it runs past `cdEnd`. A zip64 value that its extra field lacks is NaN.
 */
function centralRecord(
  zip: Uint8Array,
  view: DataView,
  pos: number,
  cdEnd: number,
): CentralRecord | 'missing' | 'truncated' {
  if (pos + 46 > cdEnd || view.getUint32(pos, true) !== SIG_CENTRAL) return 'missing';
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  let compressedSize = view.getUint32(pos + 20, true);
  let size = view.getUint32(pos + 24, true);
  const nameLength = view.getUint16(pos + 28, true);
  const extraLength = view.getUint16(pos + 30, true);
  const commentLength = view.getUint16(pos + 32, true);
  let startDisk = view.getUint16(pos + 34, true);
  let localOffset = view.getUint32(pos + 42, true);
  const next = pos + 46 + nameLength + extraLength + commentLength;
  if (next > cdEnd) return 'truncated';
  // Zip64 extended information (APPNOTE 4.5.3): 64-bit values for the fields that hold all ones.
  const extraEnd = pos + 46 + nameLength + extraLength;
  for (let x = pos + 46 + nameLength; x + 4 <= extraEnd;) {
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
  return {
    flags: view.getUint16(pos + 8, true),
    method: view.getUint16(pos + 10, true),
    crc: view.getUint32(pos + 16, true),
    compressedSize,
    size,
    startDisk,
    external: view.getUint32(pos + 38, true),
    localOffset,
    nameBytes: zip.subarray(pos + 46, pos + 46 + nameLength),
    next,
  };
}

/** A refusal for an entry whose Unix file type (from its external attributes) is a link or a device; else null. */
function specialFile(name: string, type: number): ZipRefusal | null {
  if (type === S_IFLNK)
    return refuse(
      'symlink',
      name,
      'it is a symbolic link (Unix mode 0o120000 in its external attributes); only regular files are extracted',
    );
  if (type !== 0 && type !== S_IFREG && type !== S_IFDIR)
    return refuse('special-file', name, `its Unix mode 0o${type.toString(8)} is not a regular file or a directory`);
  return null;
}

/** Compression methods by number (APPNOTE 4.4.5), for messages. */
const METHOD_NAMES: Readonly<Record<number, string>> = { 0: 'stored', 8: 'deflate', 93: 'zstd' };

/** What a reader accepts beyond the caps: compression methods, and whether entries become files. */
export interface ZipReading {
  /** Accepted compression methods (default stored and deflate). */
  methods: ReadonlySet<number>;
  /**
   * Entries become files (the default): names follow entryPath's rules, one path one entry. Read in
   * memory (false), a name is only a key: any UTF-8 name is kept as stored, and a name repeated
   * (an appended newer version of an entry) is kept in order for the caller to choose.
   */
  extracting: boolean;
}

/** Null when the entry's declared sizes are within the caps and consistent, else the refusal. */
function sizeRefusal(
  name: string,
  e: { method: number; size: number; compressedSize: number; declaredTotal: number },
  limits: ArtifactLimits,
): ZipRefusal | null {
  const max = limits.maxExpandedBytes;
  if (e.size > max)
    return refuse(
      'expanded-size',
      name,
      `it declares ${e.size} bytes, more than the limit of ${max} for the whole archive`,
    );
  if (e.declaredTotal > max)
    return refuse(
      'expanded-size',
      name,
      `with it the entries declare ${e.declaredTotal} bytes, more than the limit of ${max}`,
    );
  if (e.method === 0 && e.compressedSize !== e.size)
    return refuse(
      'size-mismatch',
      name,
      `it is stored (not compressed) but declares ${e.size} bytes and holds ${e.compressedSize}`,
    );
  return null;
}

/** Null when the method is accepted, else its refusal naming the accepted ones. */
function methodRefusal(name: string, method: number, methods: ReadonlySet<number>): ZipRefusal | null {
  if (methods.has(method)) return null;
  const names = [...methods].map((m) => METHOD_NAMES[m] ?? String(m));
  const accepted = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
  return refuse('unsupported', name, `compression method ${method} (only ${accepted} are accepted)`);
}

const EXTRACTING: ZipReading = { methods: new Set([0, 8]), extracting: true };

/** An entry name read in memory: the name as stored, a directory when it ends with a slash. */
const inMemoryPath = (name: string): Result<{ rel: string; dir: boolean }> =>
  success({ rel: name, dir: name.endsWith('/') });

/**
 * Read and check the central directory (APPNOTE.TXT 4.3): every refusal that can be decided without
 * inflating anything, in the order of the entries.
 */
export function readCentralDirectory(
  zip: Uint8Array,
  limits: ArtifactLimits,
  reading = EXTRACTING,
): Result<ZipEntry[]> {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const notZip = (text: string) => refuse('not-a-zip', null, text);

  const bounds = centralDirectoryBounds(zip, limits);
  if (!bounds.ok) return bounds;
  const { total, cdOffset, cdSize } = bounds.value;

  const utf8 = new TextDecoder('utf-8', { fatal: true });
  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let pos = cdOffset;
  const cdEnd = cdOffset + cdSize;
  for (let index = 0; index < total; index++) {
    const record = centralRecord(zip, view, pos, cdEnd);
    if (typeof record === 'string') {
      const why = record === 'missing' ? 'is missing or truncated' : 'is truncated';
      return notZip(`central directory record ${index + 1} of ${total} ${why}`);
    }
    const { flags, method, crc, compressedSize, size, startDisk, external, localOffset, nameBytes } = record;
    pos = record.next;

    let name: string;
    try {
      name = utf8.decode(nameBytes);
    } catch {
      return refuse('bad-name', `#${index + 1}`, 'the name is not valid UTF-8');
    }
    if ([size, compressedSize, localOffset, startDisk].some(Number.isNaN))
      return refuse('not-a-zip', name, 'its zip64 sizes or offset are missing');
    if (startDisk !== 0) return refuse('unsupported', name, 'it starts on another disk of a split archive');
    if ((flags & 0x41) !== 0) return refuse('unsupported', name, 'it is encrypted');
    const unsupported = methodRefusal(name, method, reading.methods);
    if (unsupported !== null) return unsupported;
    const where = reading.extracting ? entryPath(name) : inMemoryPath(name);
    if (!where.ok) return where;
    const type = (external >>> 16) & S_IFMT;
    const special = specialFile(name, type);
    if (special !== null) return special;
    const dir = where.value.dir || type === S_IFDIR || (type === 0 && (external & 0x10) !== 0);
    if (!dir && where.value.rel === '') return refuse('bad-name', name, 'the name does not name a file');
    if (dir && (size !== 0 || compressedSize > 2))
      return refuse('special-file', name, `it is a directory but carries data (${size} bytes)`);
    declaredTotal += size;
    const sizes = sizeRefusal(name, { method, size, compressedSize, declaredTotal }, limits);
    if (sizes !== null) return sizes;
    entries.push({
      label: name,
      rel: where.value.rel,
      dir,
      method,
      crc,
      compressedSize,
      size,
      localOffset,
      nameBytes,
      dataStart: 0,
      dataEnd: 0,
    });
  }
  if (pos !== cdEnd) return notZip(`the central directory holds more than the ${total} entries the archive declares`);

  const paths = reading.extracting ? checkPaths(entries) : null;
  if (paths !== null) return paths;
  const local = checkLocalHeaders(zip, entries, cdOffset);
  if (local !== null) return local;
  return success(entries);
}

/** One path, one entry; a file is never also a directory of another entry's path. Null when they are fine. */
function checkPaths(entries: readonly ZipEntry[]): ZipRefusal | null {
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
      if (ancestor !== undefined && !ancestor.dir)
        return refuse(
          'collision',
          e.label,
          `it needs ${showName(ancestor.rel)} to be a directory, but entry ${showName(ancestor.label)} is a file`,
        );
    }
  }
  return null;
}

/**
 * Local headers: present, naming the same entry, and no two entries' data overlapping (sets each
 * entry's data range). Null when they are fine.
 */
function checkLocalHeaders(zip: Uint8Array, entries: ZipEntry[], cdOffset: number): ZipRefusal | null {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const has = (at: number, n: number) => at >= 0 && at + n <= zip.length;
  for (const e of entries) {
    const at = e.localOffset;
    if (!has(at, 30) || view.getUint32(at, true) !== SIG_LOCAL)
      return refuse('not-a-zip', e.label, 'its local header is missing');
    const n = view.getUint16(at + 26, true);
    const m = view.getUint16(at + 28, true);
    e.dataStart = at + 30 + n + m;
    e.dataEnd = e.dataStart + e.compressedSize;
    if (e.dataEnd > cdOffset)
      return refuse('overlap', e.label, 'its data runs into the central directory or past the end of the file');
    const localName = zip.subarray(at + 30, at + 30 + n);
    if (localName.length !== e.nameBytes.length || localName.some((b, i) => b !== e.nameBytes[i]))
      return refuse('bad-name', e.label, 'its local header gives it another name');
  }
  const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  for (let i = 1; i < byOffset.length; i++) {
    const prev = byOffset[i - 1]!;
    const e = byOffset[i]!;
    if (e.localOffset < prev.dataEnd)
      return refuse('overlap', e.label, `its header or data overlaps entry ${showName(prev.label)}`);
  }
  return null;
}

/** Where the central directory is and how many entries it declares (APPNOTE 4.3.16, zip64 4.3.14/15), checked. */
function centralDirectoryBounds(
  zip: Uint8Array,
  limits: ArtifactLimits,
): Result<{ total: number; cdOffset: number; cdSize: number }> {
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
    if (!has(at, 56) || at + 56 > eocd - 20 || view.getUint32(at, true) !== SIG_ZIP64_EOCD)
      return notZip('the zip64 end-of-central-directory record is missing or out of place');
    disk = view.getUint32(at + 16, true);
    cdDisk = view.getUint32(at + 20, true);
    onDisk = u64(at + 24);
    total = u64(at + 32);
    cdSize = u64(at + 40);
    cdOffset = u64(at + 48);
    cdLimit = at;
  }
  if (disk !== 0 || cdDisk !== 0 || onDisk !== total)
    return refuse('unsupported', null, 'multi-disk (split) archives are not accepted');
  if (total > limits.maxEntries)
    return refuse('entry-count', null, `${total} entries, more than the limit of ${limits.maxEntries}`);
  if (cdOffset + cdSize > cdLimit) return notZip('the central directory lies outside the file');
  return success({ total, cdOffset, cdSize });
}
