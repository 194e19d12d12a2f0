// Why a zip archive is refused, and which entry names are acceptable (a hostile archive's names
// are checked before anything is written). A refusal is a Result failure: one diagnostic, its code the rule.
import { diagnostic } from './diagnostics.js';
import { failure, success, type Failure, type Result } from './result.js';

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

/**
 * A refused archive: one diagnostic whose code is the ZipRule, whose `item` is the entry's name as
 * stored in the archive (or `#index` when it is not valid UTF-8; null for the whole archive), and
 * whose message names both (refuse).
 */
export type ZipRefusal = Failure;

/** The files written (relative, sorted), or the refusal. */
export type ExtractResult = Result<string[]>;

/** A name from the archive as it can be shown in a message: JSON-quoted (control characters escaped), at most 200 characters. */
export function showName(name: string): string {
  return JSON.stringify(name.length > 200 ? `${name.slice(0, 200)}…` : name);
}

export function refuse(rule: ZipRule, entry: string | null, text: string): ZipRefusal {
  const what = entry === null ? 'the archive' : `archive entry ${showName(entry)}`;
  return failure(diagnostic({ code: rule, item: entry, message: `${what}: ${text} (rule: ${rule})` }));
}

/** Characters @actions/upload-artifact refuses in file paths, and control characters. */
const BAD_NAME_CHARS = /[\u0000-\u001f\u007f":<>|*?]/;

/**
 * The normalised relative path of an entry name ('' for the root); `dir` when the name ends with a
 * slash. Refused (rule absolute-path, parent-segment or bad-name) as refuse() words it.
 */
export function entryPath(name: string): Result<{ rel: string; dir: boolean }> {
  const normal = name.replace(/\\/g, '/');
  if (normal.startsWith('/') || /^[A-Za-z]:/.test(normal))
    return refuse('absolute-path', name, 'it has an absolute path');
  const parts = normal.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.includes('..'))
    return refuse('parent-segment', name, 'it escapes the extraction directory (a `..` segment)');
  if (BAD_NAME_CHARS.test(normal))
    return refuse(
      'bad-name',
      name,
      'its name has a control character or one of " : < > | * ? (upload-artifact never writes them)',
    );
  return success({ rel: parts.join('/'), dir: normal.endsWith('/') });
}

/**
 * An archive entry name as a safe relative path (`a//b`, `./a/b` and `a\b` become `a/b`), or null for
 * directories. Absolute paths, drive letters, `..` segments, control characters and characters
 * upload-artifact never writes (" : < > | * ?) make the whole archive unacceptable.
 */
export function safeEntryName(name: string): Result<string | null> {
  const p = entryPath(name);
  if (!p.ok) return p;
  return success(p.value.dir || p.value.rel === '' ? null : p.value.rel);
}
