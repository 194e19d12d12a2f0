// A per-item file named by a results document (`suite.itemsFile`). In the report job the document
// comes from a pull request's artifact, so the name is hostile: it may only name a regular file
// inside the document's folder, of a bounded size (gate.md "Threat model").
import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { diagnostic } from '../core/diagnostics.js';
import { failure, success, type Failure, type Result } from '../core/result.js';

/** Items files larger than this are not read (100 000 TransitLM rows take ≈ 15 MB). */
const MAX_SIDE_FILE_BYTES = 256 * 1024 * 1024;

function inside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/** The codes of a refused side file: `missing-file` (simply absent) or `bad-path` (refused). */
export type SideFileCode = 'missing-file' | 'bad-path';

function refused(code: SideFileCode, message: string, file: string | null = null): Failure {
  return failure(diagnostic({ code, file, field: 'itemsFile', message }));
}

/**
 * The absolute path of `name` in `dir` (`value`), or why it is not used (one diagnostic whose
 * message is a phrase to follow the name, e.g. "does not exist"): it must be a relative path
 * without `..` or backslashes, resolve (symbolic links followed) inside `dir`, be a regular file
 * and be at most `maxBytes` long. The code tells a file that is simply absent (`missing-file`)
 * from a refused one (`bad-path`).
 */
export async function sideFile(dir: string, name: unknown, maxBytes = MAX_SIDE_FILE_BYTES): Promise<Result<string>> {
  if (typeof name !== 'string' || name === '') return refused('bad-path', 'is not a file name');
  if (path.isAbsolute(name) || /^[A-Za-z]:/.test(name) || name.includes('\\'))
    return refused('bad-path', 'must be a relative path (no drive, no backslash)');
  if (name.split('/').includes('..')) return refused('bad-path', 'must not contain ".."');
  const file = path.resolve(dir, name);
  let real: string;
  try {
    await lstat(file);
    real = await realpath(file);
  } catch {
    return refused('missing-file', 'does not exist', file);
  }
  const realDir = await realpath(dir).catch(() => path.resolve(dir));
  if (!inside(realDir, real)) return refused('bad-path', 'leads outside the results folder');
  const info = await stat(real);
  if (!info.isFile()) return refused('bad-path', 'is not a regular file', real);
  if (info.size > maxBytes) return refused('bad-path', `is larger than ${maxBytes} bytes`, real);
  return success(real);
}
