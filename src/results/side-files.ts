// A per-item file named by a results document (`suite.itemsFile`). In the report job the document
// comes from a pull request's artifact, so the name is hostile: it may only name a regular file
// inside the document's folder, of a bounded size (gate.md "Threat model").
import { lstat, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/** Items files larger than this are not read (100 000 TransitLM rows take ≈ 15 MB). */
export const MAX_SIDE_FILE_BYTES = 256 * 1024 * 1024;

function inside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * The absolute path of `name` in `dir`, or why it is not used: it must be a relative path without
 * `..` or backslashes, resolve (symbolic links followed) inside `dir`, be a regular file and be at
 * most `maxBytes` long. `missing` tells a file that is simply absent from a refused one.
 */
export async function sideFile(dir: string, name: unknown, maxBytes = MAX_SIDE_FILE_BYTES): Promise<{ ok: true; path: string } | { ok: false; missing: boolean; reason: string }> {
  if (typeof name !== 'string' || name === '') return { ok: false, missing: false, reason: 'is not a file name' };
  if (path.isAbsolute(name) || /^[A-Za-z]:/.test(name) || name.includes('\\')) return { ok: false, missing: false, reason: 'must be a relative path (no drive, no backslash)' };
  if (name.split('/').includes('..')) return { ok: false, missing: false, reason: 'must not contain ".."' };
  const file = path.resolve(dir, name);
  let real: string;
  try {
    await lstat(file);
    real = await realpath(file);
  } catch {
    return { ok: false, missing: true, reason: 'does not exist' };
  }
  const realDir = await realpath(dir).catch(() => path.resolve(dir));
  if (!inside(realDir, real)) return { ok: false, missing: false, reason: 'leads outside the results folder' };
  const info = await stat(real);
  if (!info.isFile()) return { ok: false, missing: false, reason: 'is not a regular file' };
  if (info.size > maxBytes) return { ok: false, missing: false, reason: `is larger than ${maxBytes} bytes` };
  return { ok: true, path: real };
}
