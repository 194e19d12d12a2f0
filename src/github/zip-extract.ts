// Extracting a zip archive within limits: every entry checked first (zip-directory.ts), then each
// regular file written new, its size and CRC-32 checked as it inflates.
import { mkdir, open, readdir, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { crc32, createInflateRaw } from 'node:zlib';
import { artifactLimits, type ArtifactLimits } from '../core/zip-limits.js';
import { readCentralDirectory, type ZipEntry } from '../core/zip-directory.js';
import { success } from '../core/result.js';
import { refuse, type ExtractResult, type ZipRefusal } from '../core/zip-names.js';

async function writeAll(file: FileHandle, data: Uint8Array): Promise<void> {
  for (let done = 0; done < data.length;) {
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
    if (err.code === 'EEXIST')
      return refuse(
        'collision',
        e.label,
        'a file of that path was already extracted (names that differ only in case or Unicode normalisation are one file on this filesystem)',
      );
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
          if (size > e.size)
            return refuse('size-mismatch', e.label, `it inflates to more than the ${e.size} bytes it declares`);
          crc = crc32(chunk, crc);
          await writeAll(file, chunk);
        }
      } catch (error) {
        return refuse('not-a-zip', e.label, `its data is not valid deflate data (${(error as Error).message})`);
      }
    }
    if (size !== e.size)
      return refuse('size-mismatch', e.label, `it holds ${size} bytes, not the ${e.size} it declares`);
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
export async function extractZip(
  zip: Uint8Array,
  dest: string,
  limits: Partial<ArtifactLimits> = {},
): Promise<ExtractResult> {
  const lim = artifactLimits(limits);
  if (zip.length > lim.maxCompressedBytes)
    return refuse('compressed-size', null, `${zip.length} bytes, more than the limit of ${lim.maxCompressedBytes}`);
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
  for (const e of read.value) {
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
  return success(files.sort());
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
  const hits = files
    .filter((f) => f === name || f.endsWith(`/${name}`))
    .sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
  return hits[0] ?? null;
}
