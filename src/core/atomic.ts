// Atomic file writes (results.md "Nothing computed is lost"): every output goes to a temporary file
// in the same folder and is renamed into place, so a reader sees the old file or the new one,
// never half of one. Temporary files still open when the process is stopped are removed.
import { randomBytes } from 'node:crypto';
import { close, createWriteStream, open as openFd, rmSync, write, writev, type WriteStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream';

/**
 * An error about the temporary file names the file the user asked for: `path` (and `dest`) are
 * set to it, also when Node gave none (a write's ENOSPC has no path), and the temporary name in
 * the message is replaced by it (messages show `path`; the action shows the message).
 */
function aboutTarget(error: unknown, file: string, tmp: string): unknown {
  if (error === null || typeof error !== 'object') return error;
  const e = error as NodeJS.ErrnoException & { dest?: string };
  if (typeof e.code !== 'string') return error;
  // A copy's source keeps its own name (it is the one that cannot be read).
  const aboutSource = typeof e.path === 'string' && e.path !== tmp && typeof e.dest === 'string';
  if (!aboutSource) e.path = file;
  if (typeof e.dest === 'string') e.dest = file;
  if (typeof e.message === 'string') {
    const named = e.message.split(tmp).join(file);
    e.message = named.includes(file) || aboutSource ? named : `${named} '${file}'`;
  }
  return error;
}

/**
 * Where a temporary file's bytes really go: the file itself. Tests of a full disk point it at
 * /dev/full (a device that answers every write with ENOSPC), never anything else.
 */
let writeTarget = (tmp: string): string => tmp;

/** For tests only: send the writes of temporary files to `to(tmp)` (null: back to the files themselves). */
export function redirectTemporaryWrites(to: ((tmp: string) => string) | null): void {
  writeTarget = to ?? ((tmp) => tmp);
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
    throw aboutTarget(error, file, tmp);
  } finally {
    open.delete(tmp);
  }
}

export function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  return viaTemporary(file, (tmp) => writeFile(writeTarget(tmp), data));
}

/** Copies `from` to `to` through a temporary file; an error names `to` (a read error keeps `from`'s name). */
export function copyFileAtomic(from: string, to: string): Promise<void> {
  // Never copyFile onto a redirected target: on failure libuv removes the destination.
  return viaTemporary(to, async (tmp) =>
    writeTarget(tmp) === tmp ? copyFile(from, tmp) : writeFile(writeTarget(tmp), await readFile(from)),
  );
}

/**
 * The file-system calls of a write stream, with every error naming the target file: a stream's
 * ENOSPC (or EIO, EFBIG) otherwise reaches its `error` listener with no path at all.
 */
function streamCalls(file: string, tmp: string) {
  const named =
    <A extends unknown[]>(cb: (error: NodeJS.ErrnoException | null, ...rest: A) => void) =>
    (error: NodeJS.ErrnoException | null, ...rest: A) =>
      cb(error === null ? null : (aboutTarget(error, file, tmp) as NodeJS.ErrnoException), ...rest);
  return {
    open: (p: string, flags: string, mode: number, cb: (error: NodeJS.ErrnoException | null, fd: number) => void) =>
      openFd(writeTarget(p), flags, mode, named(cb)),
    // eslint-disable-next-line max-params -- fs.write's own signature: createWriteStream calls it so
    write: (
      fd: number,
      buffer: Buffer,
      offset: number,
      length: number,
      position: number | null,
      cb: (error: NodeJS.ErrnoException | null, written: number) => void,
    ) => write(fd, buffer, offset, length, position, named(cb)),
    writev: (
      fd: number,
      buffers: Buffer[],
      position: number | null,
      cb: (error: NodeJS.ErrnoException | null, written: number) => void,
    ) => writev(fd, buffers, position, named(cb)),
    close: (fd: number, cb: (error: NodeJS.ErrnoException | null) => void) => close(fd, named(cb)),
  };
}

/**
 * A file written as a stream (items files, audit logs): the stream writes a temporary file;
 * `end()` finishes it, `commit()` renames it into place, `discard()` removes it. A write error
 * (a full disk) is kept here, named after the target file, and thrown by `end()` and `commit()`:
 * it never escapes as an unhandled `error` event, and nothing waits for a `finish` that cannot come.
 */
export class AtomicStream {
  readonly stream: WriteStream;
  private readonly tmp: string;
  /** The stream's first error, if any. */
  private failure: Error | null = null;

  constructor(readonly file: string) {
    this.tmp = temporaryName(file);
    open.add(this.tmp);
    this.stream = createWriteStream(this.tmp, { encoding: 'utf8', fs: streamCalls(file, this.tmp) });
    this.stream.on('error', (error) => {
      this.failure ??= error;
    });
  }

  /** Ends the stream and waits until its bytes are written; throws its write error. */
  async end(): Promise<void> {
    if (this.failure === null && !this.stream.destroyed) {
      this.stream.end();
      await new Promise<void>((resolve) => finished(this.stream, () => resolve()));
    }
    if (this.failure !== null) throw this.failure;
  }

  /** Call after `end()` (or the stream's `finish`); throws the stream's write error, if any, after removing the temporary file. */
  async commit(): Promise<void> {
    try {
      if (this.failure !== null) throw this.failure;
      await rename(this.tmp, this.file);
    } catch (error) {
      await rm(this.tmp, { force: true });
      throw aboutTarget(error, this.file, this.tmp);
    } finally {
      open.delete(this.tmp);
    }
  }

  async discard(): Promise<void> {
    if (!this.stream.closed) {
      // Removed only once the stream has closed it: a file still being opened would otherwise be
      // created after the removal (both run on libuv's threads, in any order) and stay behind.
      const closed = new Promise<void>((resolve) => this.stream.once('close', () => resolve()));
      this.stream.destroy();
      await closed;
    }
    await rm(this.tmp, { force: true });
    open.delete(this.tmp);
  }
}

/** Removes every temporary file still open (a stopped run leaves no `.tmp` litter). Synchronous. */
export function removeTemporaryFiles(): void {
  for (const tmp of open) rmSync(tmp, { force: true });
  open.clear();
}
