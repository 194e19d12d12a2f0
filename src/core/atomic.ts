// Atomic file writes (results.md "Nothing computed is lost"): every output goes to a temporary file
// in the same folder and is renamed into place, so a reader sees the old file or the new one,
// never half of one. Temporary files still open when the process is stopped are removed.
import { randomBytes } from 'node:crypto';
import { createWriteStream, rmSync, type WriteStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An error about the temporary file names the file the user asked for (messages show `path`). */
function aboutTarget(error: unknown, file: string): unknown {
  const e = error as NodeJS.ErrnoException & { dest?: string };
  if (typeof e?.path === 'string') e.path = file;
  if (typeof e?.dest === 'string') e.dest = file;
  return error;
}

/** Temporary files not yet renamed or removed (removed by `removeTemporaryFiles` on a signal). */
const open = new Set<string>();

/** `.<name>.<pid>-<random>.tmp` beside the target: same file system, so the rename is atomic. */
function temporaryName(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
}

/** Writes `file` through a temporary file beside it: `write` fills the temporary file, then it is renamed. */
async function viaTemporary(file: string, write: (tmp: string) => Promise<void>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = temporaryName(file);
  open.add(tmp);
  try {
    await write(tmp);
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true });
    throw aboutTarget(error, file);
  } finally {
    open.delete(tmp);
  }
}

export function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  return viaTemporary(file, (tmp) => writeFile(tmp, data));
}

export function copyFileAtomic(from: string, to: string): Promise<void> {
  return viaTemporary(to, (tmp) => copyFile(from, tmp));
}

/**
 * A file written as a stream (items files, audit logs): the stream writes a temporary file;
 * `commit()` renames it into place once the stream has finished, `discard()` removes it.
 * Stream errors surface on the stream (`error` event) as usual.
 */
export class AtomicStream {
  readonly stream: WriteStream;
  private readonly tmp: string;

  constructor(readonly file: string) {
    this.tmp = temporaryName(file);
    open.add(this.tmp);
    this.stream = createWriteStream(this.tmp, { encoding: 'utf8' });
  }

  /** Call after the stream's `finish`. */
  async commit(): Promise<void> {
    try {
      await rename(this.tmp, this.file);
    } catch (error) {
      await rm(this.tmp, { force: true });
      throw aboutTarget(error, this.file);
    } finally {
      open.delete(this.tmp);
    }
  }

  async discard(): Promise<void> {
    if (!this.stream.closed) this.stream.destroy();
    await rm(this.tmp, { force: true });
    open.delete(this.tmp);
  }
}

/** Removes every temporary file still open (a stopped run leaves no `.tmp` litter). Synchronous. */
export function removeTemporaryFiles(): void {
  for (const tmp of open) rmSync(tmp, { force: true });
  open.clear();
}
