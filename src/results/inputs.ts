import { failure, success, type Result } from '../core/result.js';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import type { InputFile, InputRole } from './types.js';
import { displayPath } from '../core/paths.js';

export { displayPath };

/**
 * SHA-256 of a file, streamed in 1 MiB reads: few turns of the event loop, so a worker thread
 * that hashes between batches of rows finishes early instead of one small read per batch.
 */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** An input file as the results document lists it; `sha256`: already computed while reading it. */
export async function describeInput(
  role: InputRole,
  file: string,
  items: number | null,
  sha256: string | null = null,
): Promise<InputFile> {
  return { path: displayPath(file), sha256: sha256 ?? (await sha256File(file)), items, role };
}

/** The role of an input of any document: as recorded, else (before roles) an output when it counts items. */
export function inputRole(input: InputFile): InputRole {
  return input.role ?? (input.items === null ? 'reference' : 'output');
}

function inside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * A path a config or flag names, as an absolute path: a leading `~/` (or `~` alone) is the home
 * directory, as in a shell (asbench writes its outputs under `~`); anything else is relative to
 * `baseDir` (the config file's folder). `~user/` and a `~` elsewhere are file names, as written.
 */
export function configPath(baseDir: string, name: string): string {
  if (name === '~' || name.startsWith('~/') || (path.sep === '\\' && name.startsWith('~\\')))
    return path.join(homedir(), name.slice(2));
  return path.resolve(baseDir, name);
}

/**
 * An input named by a config (relative to `baseDir`, `~/` the home directory) as an absolute path, or why it is refused: a
 * path inside the workspace that leads through a symbolic link to a file outside it (a pull
 * request could point one at a secret and have its text quoted in diagnostics). A path the config
 * names outside the workspace on purpose (absolute, or `../` out of it) is the config's choice.
 * A path that does not exist is returned as is: its reader reports "file not found".
 */
export async function inputPath(where: { baseDir: string; workspace?: string }, name: string): Promise<Result<string>> {
  const file = configPath(where.baseDir, name);
  const root = path.resolve(where.workspace ?? process.cwd());
  if (!inside(root, file)) return success(file);
  let real: string;
  try {
    real = await realpath(file);
  } catch {
    return success(file);
  }
  const realRoot = await realpath(root).catch(() => root);
  if (inside(realRoot, real)) return success(file);
  return failure({
    severity: 'error',
    code: 'input-outside-workspace',
    file: displayPath(file),
    line: null,
    row: null,
    field: null,
    column: null,
    pointer: null,
    item: null,
    message: `leads through a symbolic link outside the workspace (${displayPath(root)}): not read`,
  });
}
