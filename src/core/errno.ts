/** Plain words for the file-system errors a user can cause (a wrong path, an unwritable folder). */
const REASONS = new Map<string, string>(
  Object.entries({
    ENOENT: 'file not found',
    EISDIR: 'is a directory',
    ENOTDIR: 'a parent of it is not a directory',
    EEXIST: 'a file is in the way of a directory to create',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is exceeded',
    EFBIG: 'the file is too large for the file system',
    EIO: 'input/output error of the device',
  }),
);

/** The reason for a Node system error the user can act on, or null for anything else. */
export function errnoReason(error: unknown): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' ? (REASONS.get(code) ?? null) : null;
}

/**
 * A file-system error the user can act on (a full disk, an unwritable folder), as one line naming
 * the file: `cannot write out/results.json: no space left on the device`; null for anything else.
 */
export function describeSystemError(error: unknown): string | null {
  const e = error as NodeJS.ErrnoException;
  const reason = errnoReason(error);
  if (reason === null || typeof e.syscall !== 'string') return null;
  const verb = /write|open|mkdir|rename|copy|close/.test(e.syscall) ? 'cannot write' : 'cannot read';
  return `${verb} ${typeof e.path === 'string' ? e.path : '(no file named)'}: ${reason}`;
}
