// Reading a zip archive's entries in memory, within limits: the central directory checked first
// (zip-directory.ts), then each entry decoded into at most the size it declares and its CRC-32
// checked. Stored, deflate and zstd (APPNOTE method 93, what Inspect AI's logs use).
import { crc32, inflateRawSync } from 'node:zlib';
import { decompress as zstdDecompress } from 'fzstd';
import { success, type Result } from './result.js';
import { readCentralDirectory, type ZipEntry } from './zip-directory.js';
import type { ArtifactLimits } from './zip-limits.js';
import { refuse } from './zip-names.js';

const ZIP_STORED = 0;
const ZIP_DEFLATE = 8;
const ZIP_ZSTD = 93;

/** The entries of an archive read in memory (names as stored, repeated names kept in order), checked. */
export function zipEntries(zip: Uint8Array, limits: ArtifactLimits): Result<ZipEntry[]> {
  if (zip.length > limits.maxCompressedBytes)
    return refuse('compressed-size', null, `${zip.length} bytes, more than the limit of ${limits.maxCompressedBytes}`);
  try {
    return readCentralDirectory(zip, limits, {
      methods: new Set([ZIP_STORED, ZIP_DEFLATE, ZIP_ZSTD]),
      extracting: false,
    });
  } catch (error) {
    // Every read is bounds-checked; this is the net under a record that still gets past them.
    return refuse('not-a-zip', null, `unreadable archive (${(error as Error).message})`);
  }
}

/**
 * One entry's data, decoded into a buffer of the size it declares (the caps were checked against
 * it): data that decodes to more or less, or fails its CRC-32, is refused; nothing larger is ever
 * allocated, whatever a zstd frame header claims.
 */
export function readZipEntry(zip: Uint8Array, e: ZipEntry): Result<Uint8Array> {
  const data = zip.subarray(e.dataStart, e.dataEnd);
  let out: Uint8Array;
  try {
    if (e.method === ZIP_STORED) out = data;
    else if (e.method === ZIP_DEFLATE) {
      // One byte more than declared is enough to know it is too much.
      out = inflateRawSync(data, { maxOutputLength: Math.max(e.size, 1) });
    } else if (e.method === ZIP_ZSTD) {
      // With an output buffer fzstd writes into it (never past its end) and allocates no window of
      // the size a frame header claims. It reads one frame so (Inspect writes several only for an
      // entry over 200 MiB): a second frame ends in an error, refused below.
      out = zstdDecompress(data, new Uint8Array(e.size));
    } else return refuse('unsupported', e.label, `compression method ${e.method}`);
  } catch (error) {
    if (error instanceof RangeError && e.method === ZIP_DEFLATE)
      return refuse('size-mismatch', e.label, `it inflates to more than the ${e.size} bytes it declares`);
    if (error instanceof RangeError && e.method === ZIP_ZSTD)
      return refuse(
        'size-mismatch',
        e.label,
        `its zstd data decodes to more than the ${e.size} bytes it declares, or holds several frames (not read)`,
      );
    return refuse('not-a-zip', e.label, `its data cannot be decoded (${(error as Error).message})`);
  }
  if (out.length !== e.size)
    return refuse('size-mismatch', e.label, `it holds ${out.length} bytes, not the ${e.size} it declares`);
  if (crc32(out) !== e.crc) return refuse('checksum', e.label, 'its CRC-32 does not match its data');
  return success(out);
}
