/** Plain words for the file-system errors a user can cause (a wrong path, an unwritable folder). */
const REASONS: Record<string, string> = {
  ENOENT: 'file not found',
  EISDIR: 'is a directory',
  ENOTDIR: 'a parent of it is not a directory',
  EEXIST: 'a file is in the way of a directory to create',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ENOSPC: 'no space left on the device',
};

/** The reason for a Node system error the user can act on, or null for anything else. */
export function errnoReason(error: unknown): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === 'string' ? (REASONS[code] ?? null) : null;
}
