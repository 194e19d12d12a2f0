// Artifact zips as actions/upload-artifact makes them (issue #25): the same zip library, archiver,
// as @actions/artifact's createZipUploadStream (node_modules/@actions/artifact/lib/internal/upload/zip.js),
// with its compression level 6. Each file is added from a stream, as upload-artifact adds it from
// disk, so every entry is deflated with a data descriptor (general-purpose bit 3: sizes and CRC
// after the data, zeros in the local header). The fake GitHub serves these.
import { Readable } from 'node:stream';
import archiver from 'archiver';

/** upload-artifact's default compression level (@actions/artifact DEFAULT_COMPRESSION_LEVEL). */
export const UPLOAD_ARTIFACT_COMPRESSION_LEVEL = 6;
/** One modification time for every entry: the same files make the same bytes. */
const MTIME = new Date(Date.UTC(2026, 10, 1, 12, 0, 0));

/** The zip of `files` (path → content) laid out as actions/upload-artifact lays it out. */
export async function uploadArtifactZip(files: Record<string, string | Uint8Array>): Promise<Buffer> {
  const zip = archiver.create('zip', { zlib: { level: UPLOAD_ARTIFACT_COMPRESSION_LEVEL } });
  const parts: Buffer[] = [];
  zip.on('data', (b: Buffer) => parts.push(b));
  const ended = new Promise<void>((resolve, reject) => {
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.on('warning', reject);
  });
  for (const [name, content] of Object.entries(files)) {
    if (name.endsWith('/')) zip.append('', { name, date: MTIME });
    else
      zip.append(Readable.from([Buffer.from(typeof content === 'string' ? Buffer.from(content, 'utf8') : content)]), {
        name,
        date: MTIME,
      });
  }
  await zip.finalize();
  await ended;
  return Buffer.concat(parts);
}

/** The local file headers of a zip: name, method and general-purpose flags (to check the layout). */
export function localHeaders(
  zip: Uint8Array,
): { name: string; method: number; flags: number; compressedSize: number }[] {
  const view = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const out: { name: string; method: number; flags: number; compressedSize: number }[] = [];
  for (let i = 0; i + 30 <= view.length; i++) {
    if (view.readUInt32LE(i) !== 0x04034b50) continue;
    const nameLength = view.readUInt16LE(i + 26);
    out.push({
      flags: view.readUInt16LE(i + 6),
      method: view.readUInt16LE(i + 8),
      compressedSize: view.readUInt32LE(i + 18),
      name: view.toString('utf8', i + 30, i + 30 + nameLength),
    });
    i += 29 + nameLength;
  }
  return out;
}
