// Reading zip entries in memory (core/zip-read.ts): stored, deflate and zstd entries decoded and
// checked; names kept as stored and repeated names kept in order (read in memory, nothing is
// written); what extraction refuses stays refused there.
import { describe, expect, it } from 'vitest';
import { readCentralDirectory } from '../../src/core/zip-directory.js';
import { DEFAULT_ARTIFACT_LIMITS } from '../../src/core/zip-limits.js';
import { readZipEntry, zipEntries } from '../../src/core/zip-read.js';
import { pack, zipOf, zstdRle } from '../items/eval-zip.js';

const text = (data: Uint8Array) => new TextDecoder().decode(data);

function readAll(zip: Uint8Array): string[] {
  const entries = zipEntries(zip, DEFAULT_ARTIFACT_LIMITS);
  if (!entries.ok) throw new Error(entries.diagnostics[0]!.message);
  return entries.value.map((e) => {
    const data = readZipEntry(zip, e);
    return data.ok ? `${e.rel}=${text(data.value)}` : `${e.rel}: ${data.diagnostics[0]!.message}`;
  });
}

describe('zip entries read in memory', () => {
  it('stored, deflate and zstd entries decode to their data; an empty entry too', () => {
    const zip = zipOf([
      pack('a.json', '{"a":1}', 0),
      pack('b.json', 'b'.repeat(1000), 8),
      pack('c.json', '[3]', 93),
      pack('e', '', 93),
    ]);
    expect(readAll(zip)).toEqual(['a.json={"a":1}', `b.json=${'b'.repeat(1000)}`, 'c.json=[3]', 'e=']);
  });

  it('names are kept as stored (a sample id may hold ":" or "?"); a name written twice is kept twice, in order', () => {
    const zip = zipOf([pack('samples/a:1?_epoch_1.json', '1', 0), pack('x.json', 'old', 0), pack('x.json', 'new', 0)]);
    expect(readAll(zip)).toEqual(['samples/a:1?_epoch_1.json=1', 'x.json=old', 'x.json=new']);
    // Extraction keeps its own rules for the same archive.
    const extracting = readCentralDirectory(zip, DEFAULT_ARTIFACT_LIMITS);
    expect(extracting.ok ? null : extracting.diagnostics[0]!.code).toBe('bad-name');
  });

  it('extraction refuses zstd (method 93); in memory it is read', () => {
    const zip = zipOf([pack('c.json', '[3]', 93)]);
    const extracting = readCentralDirectory(zip, DEFAULT_ARTIFACT_LIMITS);
    expect(extracting.ok ? null : extracting.diagnostics[0]!.message).toBe(
      'archive entry "c.json": compression method 93 (only stored and deflate are accepted) (rule: unsupported)',
    );
  });

  it('data that decodes to more or less than declared, or fails its CRC-32, is refused', () => {
    const good = pack('d.json', 'x'.repeat(5000), 8);
    const cases = [
      { ...good, size: 100 },
      { ...good, crc: (good.crc + 1) >>> 0 },
      { ...pack('z.json', 'abc', 93), size: 2 },
      { name: 'r.json', data: zstdRle(0x20, 8), method: 93, size: 10, crc: 0 },
    ];
    expect(readAll(zipOf(cases))).toEqual([
      'd.json: archive entry "d.json": it inflates to more than the 100 bytes it declares (rule: size-mismatch)',
      'd.json: archive entry "d.json": its CRC-32 does not match its data (rule: checksum)',
      'z.json: archive entry "z.json": its zstd data decodes to more than the 2 bytes it declares, or holds several frames (not read) (rule: size-mismatch)',
      'r.json: archive entry "r.json": its CRC-32 does not match its data (rule: checksum)',
    ]);
  });
});
