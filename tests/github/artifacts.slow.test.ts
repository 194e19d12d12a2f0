// Artifact extraction (issue #14, item 5): every byte of a pull request's artifact may be hostile.
// The archives are real zip bytes: fflate's zipSync where it can make the case, and a small
// hand-made writer (APPNOTE.TXT 4.3) for what fflate will not write (symbolic links, duplicate
// names, sizes that lie, overlapping entries, zip64 records).
import { existsSync, lstatSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { constants, crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_ARTIFACT_LIMITS,
  DEFAULT_MAX_COMPRESSED_BYTES,
  DEFAULT_MAX_ENTRIES,
  DEFAULT_MAX_EXPANDED_BYTES,
  artifactLimits,
  downloadRunArtifact,
  extractZip,
  safeEntryName,
  type ExtractResult,
  type ZipRule,
} from '../../src/github/artifacts.js';
import type { GitHubClient } from '../../src/github/client.js';
import { tempDir } from '../gate/helpers.js';
import { testClient } from './clients.js';
import { useFakeGitHub } from './helpers.js';
import { localHeaders, uploadArtifactZip } from './zips.js';

const MiB = 1024 * 1024;

interface RawEntry {
  name: string | Uint8Array;
  /** The content (uncompressed). */
  data?: Uint8Array;
  /** 0 stored, 8 deflate (default), anything else to test refusals. */
  method?: number;
  /** The compressed bytes as written (default: data stored or deflated). */
  compressed?: Uint8Array;
  /** The declared uncompressed size (default: the real one). */
  size?: number;
  /** Added to the compressed size in the central directory only. */
  compressedSizeDelta?: number;
  crc?: number;
  /** External attributes (the Unix mode in the high 16 bits). */
  external?: number;
  flags?: number;
  /** The name in the local header, when it should differ from the central directory's. */
  localName?: string;
}

const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
const u64 = (n: number) => [...u32(n % 2 ** 32), ...u32(Math.floor(n / 2 ** 32))];
const bytes = (s: string | Uint8Array) => (typeof s === 'string' ? strToU8(s) : s);
/** Unix mode in the high 16 bits of the external attributes. */
const mode = (m: number) => (m << 16) >>> 0;

/** A zip written by hand, so that every header field can lie. `zip64`: all sizes and offsets through zip64 records. */
function rawZip(entries: RawEntry[], opts: { zip64?: boolean } = {}): Uint8Array {
  const out: number[] = [];
  const central: number[] = [];
  for (const e of entries) {
    const data = e.data ?? new Uint8Array(0);
    const method = e.method ?? 8;
    const compressed = e.compressed ?? (method === 8 ? deflateRawSync(data) : data);
    const name = bytes(e.name);
    const crc = e.crc ?? crc32(data);
    const size = e.size ?? data.length;
    const offset = out.length;
    out.push(
      0x50,
      0x4b,
      0x03,
      0x04,
      ...u16(20),
      ...u16(e.flags ?? 0),
      ...u16(method),
      ...u16(0),
      ...u16(0x21),
      ...u32(crc),
      ...u32(compressed.length),
      ...u32(size),
    );
    const localName = e.localName === undefined ? name : bytes(e.localName);
    out.push(...u16(localName.length), ...u16(0), ...localName);
    for (const b of compressed) out.push(b);
    const csize = compressed.length + (e.compressedSizeDelta ?? 0);
    const extra = opts.zip64 ? [...u16(1), ...u16(24), ...u64(size), ...u64(csize), ...u64(offset)] : [];
    central.push(
      0x50,
      0x4b,
      0x01,
      0x02,
      ...u16(0x031e),
      ...u16(opts.zip64 ? 45 : 20),
      ...u16(e.flags ?? 0),
      ...u16(method),
      ...u16(0),
      ...u16(0x21),
      ...u32(crc),
    );
    if (opts.zip64) central.push(...u32(0xffffffff), ...u32(0xffffffff));
    else central.push(...u32(csize), ...u32(size));
    central.push(
      ...u16(name.length),
      ...u16(extra.length),
      ...u16(0),
      ...u16(0),
      ...u16(0),
      ...u32(e.external ?? mode(0o100644)),
    );
    central.push(...u32(opts.zip64 ? 0xffffffff : offset), ...name, ...extra);
  }
  const cdOffset = out.length;
  out.push(...central);
  if (opts.zip64) {
    const eocd64 = out.length;
    out.push(
      0x50,
      0x4b,
      0x06,
      0x06,
      ...u64(44),
      ...u16(45),
      ...u16(45),
      ...u32(0),
      ...u32(0),
      ...u64(entries.length),
      ...u64(entries.length),
      ...u64(central.length),
      ...u64(cdOffset),
    );
    out.push(0x50, 0x4b, 0x06, 0x07, ...u32(0), ...u64(eocd64), ...u32(1));
    out.push(
      0x50,
      0x4b,
      0x05,
      0x06,
      ...u16(0),
      ...u16(0),
      ...u16(0xffff),
      ...u16(0xffff),
      ...u32(0xffffffff),
      ...u32(0xffffffff),
      ...u16(0),
    );
  } else {
    out.push(
      0x50,
      0x4b,
      0x05,
      0x06,
      ...u16(0),
      ...u16(0),
      ...u16(entries.length),
      ...u16(entries.length),
      ...u32(central.length),
      ...u32(cdOffset),
      ...u16(0),
    );
  }
  return Uint8Array.from(out);
}

/**
 * Deflate data that inflates to `mib` MiB of zeros, built from one sync-flushed 1 MiB segment
 * repeated (a segment compressed alone only refers back into itself) and a final empty block.
 */
function zerosBomb(mib: number): Uint8Array {
  const segment = deflateRawSync(Buffer.alloc(MiB), { finishFlush: constants.Z_SYNC_FLUSH });
  const out = new Uint8Array(segment.length * mib + 2);
  for (let i = 0; i < mib; i++) out.set(segment, i * segment.length);
  out.set([0x03, 0x00], segment.length * mib);
  return out;
}

function expectRefused(res: ExtractResult, rule: ZipRule, entry: string | null): void {
  expect(res.ok, JSON.stringify(res)).toBe(false);
  if (res.ok) return;
  expect(res.diagnostics).toHaveLength(1);
  const [d] = res.diagnostics;
  expect(d!.code).toBe(rule);
  expect(d!.item).toBe(entry);
  expect(d!.message).toContain(`(rule: ${rule})`);
  if (entry !== null) expect(d!.message).toContain(JSON.stringify(entry));
}

/** Extract into a fresh directory; a refusal must leave it empty. */
async function extract(zip: Uint8Array, limits = {}): Promise<{ res: ExtractResult; dest: string }> {
  const dest = tempDir();
  const res = await extractZip(zip, dest, limits);
  if (!res.ok) expect(readdirSync(dest)).toEqual([]);
  return { res, dest };
}

describe('limits', () => {
  it('defaults: 100 MiB compressed, 500 MiB expanded, 10 000 entries; invalid values fall back to them', () => {
    expect(DEFAULT_MAX_COMPRESSED_BYTES).toBe(100 * MiB);
    expect(DEFAULT_MAX_EXPANDED_BYTES).toBe(500 * MiB);
    expect(DEFAULT_MAX_ENTRIES).toBe(10_000);
    expect(DEFAULT_ARTIFACT_LIMITS).toEqual({
      maxCompressedBytes: 100 * MiB,
      maxExpandedBytes: 500 * MiB,
      maxEntries: 10_000,
    });
    expect(artifactLimits()).toEqual(DEFAULT_ARTIFACT_LIMITS);
    expect(artifactLimits({ maxEntries: 5 })).toEqual({ ...DEFAULT_ARTIFACT_LIMITS, maxEntries: 5 });
    expect(artifactLimits({ maxEntries: Number.NaN, maxExpandedBytes: -1 })).toEqual(DEFAULT_ARTIFACT_LIMITS);
  });

  it('compressed size: the zip itself over the cap', async () => {
    const zip = zipSync({ 'results.json': strToU8('{"a":1}') });
    expectRefused((await extract(zip, { maxCompressedBytes: zip.length - 1 })).res, 'compressed-size', null);
    expect((await extract(zip, { maxCompressedBytes: zip.length })).res.ok).toBe(true);
  });

  it('entry count: directories count; the default cap is 10 000', async () => {
    const three = zipSync({ 'd/': new Uint8Array(0), 'd/a': strToU8('a'), b: strToU8('b') });
    expect((await extract(three, { maxEntries: 3 })).res).toEqual({ ok: true, value: ['b', 'd/a'] });
    const refused = (await extract(three, { maxEntries: 2 })).res;
    expectRefused(refused, 'entry-count', null);
    expect(!refused.ok && refused.diagnostics[0]!.message).toContain('3 entries, more than the limit of 2');
    const many = zipSync(
      Object.fromEntries(Array.from({ length: DEFAULT_MAX_ENTRIES + 1 }, (_, i) => [`f${i}`, new Uint8Array(0)])),
    );
    expectRefused((await extract(many)).res, 'entry-count', null);
  });

  it('expanded size: declared sizes over the cap are refused before anything is inflated', async () => {
    // Honest sizes, a small cap.
    const zeros = zipSync({ 'a.bin': new Uint8Array(MiB), 'b.bin': new Uint8Array(MiB) });
    expectRefused((await extract(zeros, { maxExpandedBytes: 2 * MiB - 1 })).res, 'expanded-size', 'b.bin');
    expectRefused((await extract(zeros, { maxExpandedBytes: MiB - 1 })).res, 'expanded-size', 'a.bin');
    expect((await extract(zeros, { maxExpandedBytes: 2 * MiB })).res.ok).toBe(true);
    // Declared sizes alone (the data is tiny) over the default 500 MiB.
    const declared = rawZip([
      { name: 'one', data: strToU8('x'), size: 300 * MiB },
      { name: 'two', data: strToU8('x'), size: 300 * MiB },
    ]);
    const res = (await extract(declared)).res;
    expectRefused(res, 'expanded-size', 'two');
    expect(!res.ok && res.diagnostics[0]!.message).toContain(`more than the limit of ${500 * MiB}`);
    expectRefused(
      (await extract(rawZip([{ name: 'huge', data: strToU8('x'), size: 0xfffffff0 }]))).res,
      'expanded-size',
      'huge',
    );
  });

  it('a real zip bomb: the bomb data really inflates as built', () => {
    expect(inflateRawSync(zerosBomb(3)).length).toBe(3 * MiB);
  });

  it('an entry that inflates to more than it declares is stopped at its declared size; what was written is removed', async () => {
    // 600 MiB of zeros (about 600 KB compressed) declaring 1 KiB, after a good file: default limits.
    const zip = rawZip([
      { name: 'results.json', data: strToU8('{}') },
      { name: 'bomb.bin', compressed: zerosBomb(600), size: 1024, crc: 0 },
    ]);
    expect(zip.length).toBeLessThan(DEFAULT_MAX_COMPRESSED_BYTES);
    const { res, dest } = await extract(zip);
    expectRefused(res, 'size-mismatch', 'bomb.bin');
    expect(!res.ok && res.diagnostics[0]!.message).toContain('inflates to more than the 1024 bytes it declares');
    expect(readdirSync(dest)).toEqual([]);
    // Within a small expanded cap the lie is caught the same way: real size never exceeds the declared one.
    const small = rawZip([{ name: 'b', compressed: zerosBomb(2), size: 10, crc: 0 }]);
    expectRefused((await extract(small, { maxExpandedBytes: MiB })).res, 'size-mismatch', 'b');
  });

  it('an entry that holds less than it declares, or fails its CRC, is refused', async () => {
    expectRefused(
      (await extract(rawZip([{ name: 'short', data: strToU8('hello'), size: 100 }]))).res,
      'size-mismatch',
      'short',
    );
    expectRefused(
      (await extract(rawZip([{ name: 'stored', method: 0, data: strToU8('hello'), size: 100 }]))).res,
      'size-mismatch',
      'stored',
    );
    expectRefused((await extract(rawZip([{ name: 'c', data: strToU8('hello'), crc: 1234 }]))).res, 'checksum', 'c');
    expectRefused(
      (await extract(rawZip([{ name: 'junk', compressed: Uint8Array.from([0xff, 0xff, 0xff]), size: 3 }]))).res,
      'not-a-zip',
      'junk',
    );
  });
});

describe('names, duplicates and collisions', () => {
  it('safeEntryName normalises and refuses', () => {
    expect(safeEntryName('a/./b.json')).toEqual({ ok: true, value: 'a/b.json' });
    expect(safeEntryName('a//b')).toEqual({ ok: true, value: 'a/b' });
    expect(safeEntryName('a\\b')).toEqual({ ok: true, value: 'a/b' });
    expect(safeEntryName('dir/')).toEqual({ ok: true, value: null });
    expect(safeEntryName('/etc/passwd')).toMatchObject({ ok: false, diagnostics: [{ code: 'absolute-path' }] });
    expect(safeEntryName('C:/x')).toMatchObject({ ok: false, diagnostics: [{ code: 'absolute-path' }] });
    expect(safeEntryName('a/../../x')).toMatchObject({ ok: false, diagnostics: [{ code: 'parent-segment' }] });
    expect(safeEntryName('a\\..\\x')).toMatchObject({ ok: false, diagnostics: [{ code: 'parent-segment' }] });
    expect(safeEntryName('a\nb')).toMatchObject({ ok: false, diagnostics: [{ code: 'bad-name' }] });
    expect(safeEntryName('a:b')).toMatchObject({ ok: false, diagnostics: [{ code: 'absolute-path' }] }); // a drive-relative path on Windows
    expect(safeEntryName('dir/a:b')).toMatchObject({ ok: false, diagnostics: [{ code: 'bad-name' }] }); // an NTFS stream
    expect(safeEntryName('a\u0000b')).toMatchObject({ ok: false, diagnostics: [{ code: 'bad-name' }] });
  });

  it('absolute paths, .. and bad characters refuse the whole archive; nothing is written', async () => {
    const cases: [string, ZipRule][] = [
      ['../evil.txt', 'parent-segment'],
      ['a/../../evil.txt', 'parent-segment'],
      ['/etc/passwd', 'absolute-path'],
      ['\\evil.txt', 'absolute-path'],
      ['C:/evil.txt', 'absolute-path'],
      ['a\u0007b', 'bad-name'],
      ['what?', 'bad-name'],
    ];
    for (const [name, rule] of cases) {
      const { res, dest } = await extract(zipSync({ 'ok.txt': strToU8('x'), [name]: strToU8('x') }));
      expectRefused(res, rule, name);
      expect(existsSync(path.join(dest, '..', 'evil.txt'))).toBe(false);
    }
    expectRefused(
      (await extract(rawZip([{ name: Uint8Array.from([0x61, 0xff]), data: strToU8('x') }]))).res,
      'bad-name',
      '#1',
    );
    expectRefused((await extract(rawZip([{ name: '.', data: strToU8('x') }]))).res, 'bad-name', '.');
  });

  it('a duplicate entry name', async () => {
    const zip = rawZip([
      { name: 'results.json', data: strToU8('{"first":1}') },
      { name: 'results.json', data: strToU8('{"second":1}') },
    ]);
    expectRefused((await extract(zip)).res, 'duplicate', 'results.json');
    expectRefused((await extract(rawZip([{ name: 'd/' }, { name: 'd/' }]))).res, 'duplicate', 'd/');
  });

  it('a file x and a file x/results.json collide (in either order), never EEXIST', async () => {
    for (const files of [
      { x: strToU8('{}'), 'x/results.json': strToU8('{}') },
      { 'x/results.json': strToU8('{}'), x: strToU8('{}') },
    ]) {
      const res = (await extract(zipSync(files))).res;
      expectRefused(res, 'collision', 'x/results.json');
      expect(!res.ok && res.diagnostics[0]!.message).toBe(
        'archive entry "x/results.json": it needs "x" to be a directory, but entry "x" is a file (rule: collision)',
      );
    }
    expectRefused((await extract(zipSync({ a: strToU8('1'), 'a/b/c/d': strToU8('2') }))).res, 'collision', 'a/b/c/d');
  });

  it('names that map to one path collide: a//b and a/b, ./a and a, a\\b and a/b, a directory and a file', async () => {
    const pairs: [string, string][] = [
      ['a/b', 'a//b'],
      ['a', './a'],
      ['a/b', 'a\\b'],
      ['a/b', 'a/./b'],
      ['x/', 'x'],
    ];
    for (const [first, second] of pairs) {
      const res = (
        await extract(
          rawZip([
            { name: first, data: first.endsWith('/') ? undefined : strToU8('1') },
            { name: second, data: strToU8('2') },
          ]),
        )
      ).res;
      expectRefused(res, 'collision', second);
      expect(!res.ok && res.diagnostics[0]!.message).toContain(`as entry ${JSON.stringify(first)}`);
    }
  });

  it('names that differ only in case are distinct here; a filesystem that folds them is a collision, not an exception', async () => {
    const { res, dest } = await extract(zipSync({ 'A.json': strToU8('1'), 'a.json': strToU8('2') }));
    if (res.ok) {
      expect(res.value).toEqual(['A.json', 'a.json']);
      expect(readFileSync(path.join(dest, 'a.json'), 'utf8')).toBe('2');
    } else expectRefused(res, 'collision', 'a.json');
  });
});

describe('entry types and layout', () => {
  it('a symbolic link entry (Unix mode 0o120000) is refused', async () => {
    const zip = rawZip([
      { name: 'results.json', data: strToU8('{}') },
      { name: 'pr.json', method: 0, data: strToU8('/etc/passwd'), external: mode(0o120777) },
    ]);
    const res = (await extract(zip)).res;
    expectRefused(res, 'symlink', 'pr.json');
    expect(!res.ok && res.diagnostics[0]!.message).toContain('symbolic link');
  });

  it('FIFOs, devices and sockets are refused; a directory carrying data too', async () => {
    for (const m of [0o010644, 0o020644, 0o060644, 0o140644]) {
      expectRefused((await extract(rawZip([{ name: 'odd', external: mode(m) }]))).res, 'special-file', 'odd');
    }
    expectRefused((await extract(rawZip([{ name: 'd/', data: strToU8('hidden') }]))).res, 'special-file', 'd/');
    expectRefused(
      (await extract(rawZip([{ name: 'd', data: strToU8('hidden'), external: mode(0o040755) }]))).res,
      'special-file',
      'd',
    );
  });

  it('regular files and directories extract, as regular files with no executable bit', async () => {
    const zip = rawZip([
      { name: 'out/', external: mode(0o040755) },
      { name: 'out/results.json', data: strToU8('{"ok":true}'), external: mode(0o104755) },
      { name: 'out/s.items.jsonl', method: 0, data: strToU8('{}\n'), external: 0 },
    ]);
    const { res, dest } = await extract(zip);
    expect(res).toEqual({ ok: true, value: ['out/results.json', 'out/s.items.jsonl'] });
    const stat = lstatSync(path.join(dest, 'out/results.json'));
    expect(stat.isFile()).toBe(true);
    expect(stat.mode & 0o7111).toBe(0);
    expect(readFileSync(path.join(dest, 'out/results.json'), 'utf8')).toBe('{"ok":true}');
  });

  it('encrypted entries and other compression methods are refused', async () => {
    expectRefused((await extract(rawZip([{ name: 'e', data: strToU8('x'), flags: 1 }]))).res, 'unsupported', 'e');
    expectRefused((await extract(rawZip([{ name: 'bz', data: strToU8('x'), method: 12 }]))).res, 'unsupported', 'bz');
  });

  it('overlapping entries (the overlapping-file bomb) and a local header naming another file are refused', async () => {
    const overlap = rawZip([
      { name: 'a', data: strToU8('aaaa'), compressedSizeDelta: 10 },
      { name: 'b', data: strToU8('bbbb') },
    ]);
    expectRefused((await extract(overlap)).res, 'overlap', 'b');
    const last = rawZip([{ name: 'a', data: strToU8('aaaa'), compressedSizeDelta: 10 }]);
    expectRefused((await extract(last)).res, 'overlap', 'a');
    expectRefused(
      (await extract(rawZip([{ name: 'results.json', localName: 'other.json', data: strToU8('{}') }]))).res,
      'bad-name',
      'results.json',
    );
  });

  it('zip64 records are read (sizes, offsets, counts)', async () => {
    const ok = rawZip(
      [
        { name: 'a.json', data: strToU8('{"a":1}') },
        { name: 'b/c.json', method: 0, data: strToU8('[]') },
      ],
      { zip64: true },
    );
    const { res, dest } = await extract(ok);
    expect(res).toEqual({ ok: true, value: ['a.json', 'b/c.json'] });
    expect(readFileSync(path.join(dest, 'b/c.json'), 'utf8')).toBe('[]');
    expectRefused(
      (await extract(rawZip([{ name: 'big', data: strToU8('x'), size: 2 ** 40 }], { zip64: true }))).res,
      'expanded-size',
      'big',
    );
  });

  it('not a zip: garbage, a truncated archive, an empty file', async () => {
    const good = zipSync({ 'results.json': strToU8('{}') });
    for (const zip of [strToU8('not a zip'), good.subarray(0, good.length - 1), new Uint8Array(0), good.subarray(1)]) {
      expectRefused((await extract(zip)).res, 'not-a-zip', null);
    }
  });

  it('never throws, whatever the bytes (mutated archives)', async () => {
    const entries: RawEntry[] = [
      { name: 'results.json', data: strToU8('{"suites":[]}') },
      { name: 'sub/', external: mode(0o040755) },
      { name: 'sub/pr.json', method: 0, data: strToU8('{"number":7}') },
    ];
    const bases = [rawZip(entries), rawZip(entries, { zip64: true })];
    await fc.assert(
      fc.asyncProperty(
        fc.nat(1),
        fc.array(
          fc.tuple(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.integer({ min: 0, max: 255 })),
          { minLength: 1, maxLength: 6 },
        ),
        async (which, edits) => {
          const zip = Uint8Array.from(bases[which]!);
          for (const [where, value] of edits) zip[Math.floor(where * zip.length)] = value;
          const dest = tempDir();
          const res = await extractZip(zip, dest);
          if (!res.ok) {
            expect(res.diagnostics[0]!.message).toContain('(rule: ');
            expect(readdirSync(dest)).toEqual([]);
          } else for (const f of res.value) expect(lstatSync(path.join(dest, f)).isFile()).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the extraction directory', () => {
  it('must be empty; a missing one is created', async () => {
    const zip = zipSync({ 'results.json': strToU8('{}') });
    const dest = tempDir();
    writeFileSync(path.join(dest, 'results.json'), 'already here');
    expectRefused(await extractZip(zip, dest), 'destination', null);
    expect(readFileSync(path.join(dest, 'results.json'), 'utf8')).toBe('already here');
    const fresh = path.join(tempDir(), 'a', 'b');
    expect(await extractZip(zip, fresh)).toEqual({ ok: true, value: ['results.json'] });
    const file = path.join(tempDir(), 'plain-file');
    writeFileSync(file, '');
    expectRefused(await extractZip(zip, file), 'destination', null);
  });
});

describe('downloadRunArtifact', () => {
  const gh = useFakeGitHub();
  const repo = { owner: 'o', repo: 'r' };
  let client: GitHubClient;
  let told: string[];
  beforeEach(async () => {
    told = [];
    client = await testClient(gh, { onRetry: (m) => void told.push(m) });
  });
  const addRun = (files: Record<string, string | Uint8Array>) =>
    gh.runs.push({
      id: 1,
      workflow_id: 5,
      head_sha: 'h',
      head_branch: 'main',
      conclusion: 'success',
      created_at: '2026-11-01T00:00:00Z',
      artifacts: [{ id: 11, name: 'bench-results', files }],
    });
  /** Bytes no compressor shrinks: the zip is about as large as they are. */
  const noise = (n: number) => {
    const out = new Uint8Array(n);
    let x = 12345;
    for (let i = 0; i < n; i++) out[i] = (x = (Math.imul(x, 1103515245) + 12345) >>> 0) >>> 24;
    return out;
  };

  it('the zips are laid out as actions/upload-artifact lays them out: deflate, data descriptors', async () => {
    const zip = await uploadArtifactZip({ 'results.json': '{"a":1}', 'sub/pr.json': '{}' });
    expect(localHeaders(zip)).toEqual([
      { name: 'results.json', method: 8, flags: expect.any(Number), compressedSize: 0 },
      { name: 'sub/pr.json', method: 8, flags: expect.any(Number), compressedSize: 0 },
    ]);
    expect(localHeaders(zip).every((h) => (h.flags & 0x8) !== 0)).toBe(true);
  });

  it('extracts within the limits, and passes its limits on', async () => {
    addRun({ 'results.json': '{"a":1}', 'sub/pr.json': '{}' });
    const dl = await downloadRunArtifact(client, { repo, runId: 1, name: 'bench-results' }, tempDir());
    expect(dl.ok && dl.data.files).toEqual(['results.json', 'sub/pr.json']);
    const capped = await downloadRunArtifact(client, { repo, runId: 1, name: 'bench-results' }, tempDir(), {
      limits: { maxEntries: 1 },
    });
    expect(capped.ok).toBe(false);
    if (!capped.ok)
      expect(capped.error.message).toMatch(
        /^artifact "bench-results" of run 1: the archive: 2 entries, more than the limit of 1 \(rule: entry-count\)$/,
      );
    // The artifact is found by the API's name filter; the token goes to the API only.
    expect(
      gh.requests.filter((r) => r.path.includes('/artifacts?')).every((r) => r.path.includes('name=bench-results')),
    ).toBe(true);
    expect(gh.blob.requests.every((r) => r.authorization === undefined)).toBe(true);
  });

  it('an artifact listed larger than the compressed cap is not downloaded; one whose bytes are more is cut off', async () => {
    addRun({ 'results.json': '{}' });
    const size = (await gh.zipOf(gh.runs[0]!.artifacts[0]!)).byteLength;
    const res = await downloadRunArtifact(client, { repo, runId: 1, name: 'bench-results' }, tempDir(), {
      limits: { maxCompressedBytes: size - 1 },
    });
    expect(res.ok).toBe(false);
    if (!res.ok)
      expect(res.error.message).toContain(`${size} bytes, more than the limit of ${size - 1} (rule: compressed-size)`);
    expect(gh.requests.some((r) => r.path.includes('/zip'))).toBe(false);
    expect(gh.blob.requests).toEqual([]);
  });

  it('a transfer cut off resumes where it stopped, from a fresh URL, and the zip is whole', async () => {
    addRun({ 'results.json': '{"a":1}', 'big.bin': noise(200_000) });
    gh.blob.behaviour = { cutAfterBytes: 70_000, cuts: 2 };
    const dest = tempDir();
    const dl = await downloadRunArtifact(client, { repo, runId: 1, name: 'bench-results' }, dest);
    expect(dl.ok && dl.data.files).toEqual(['big.bin', 'results.json']);
    expect(readFileSync(path.join(dest, 'big.bin'))).toEqual(Buffer.from(noise(200_000)));
    expect(gh.blob.requests.map((r) => [r.range, r.status])).toEqual([
      [undefined, 200],
      ['bytes=70000-', 206],
      ['bytes=140000-', 206],
    ]);
    expect(new Set(gh.blob.requests.map((r) => r.path)).size).toBe(3);
    expect(gh.requests.filter((r) => r.path.endsWith('/zip'))).toHaveLength(3);
    expect(told).toEqual([
      expect.stringMatching(
        /^artifact download: GET http:\/\/127\.0\.0\.1:\d+\/artifacts\/11\.zip failed: .*; retry 1 of 3, resuming after 70000 bytes$/,
      ),
      expect.stringMatching(/retry 2 of 3, resuming after 140000 bytes$/),
    ]);
    expect(told.join('\n')).not.toContain('sig=');
  });

  it('storage that does not resume starts over, within the cap', async () => {
    addRun({ 'results.json': '{"a":1}', 'big.bin': noise(100_000) });
    gh.blob.behaviour = { cutAfterBytes: 60_000, cuts: 1, ignoreRange: true };
    const dl = await downloadRunArtifact(client, { repo, runId: 1, name: 'bench-results' }, tempDir());
    expect(dl.ok).toBe(true);
    expect(gh.blob.requests.map((r) => [r.range, r.status])).toEqual([
      [undefined, 200],
      ['bytes=60000-', 200],
    ]);
  });

  it('the timeout is an idle one: a slow transfer finishes, a stalled one fails after the retries', async () => {
    addRun({ 'results.json': '{"a":1}', 'big.bin': noise(60_000) });
    // 60 kB at 100 kB/s takes 0.6 s, three times the idle timeout: a byte every 50 ms.
    gh.blob.behaviour = { bytesPerSecond: 100_000 };
    const slow = await testClient(gh, { idleTimeoutMs: 200 });
    const started = Date.now();
    const dl = await downloadRunArtifact(slow, { repo, runId: 1, name: 'bench-results' }, tempDir());
    expect(dl.ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThan(400);
    gh.blob.behaviour = { stallAfterBytes: 10_000, stallMs: 5_000 };
    const stalled = await downloadRunArtifact(slow, { repo, runId: 1, name: 'bench-results' }, tempDir());
    expect(stalled.ok).toBe(false);
    if (!stalled.ok)
      expect(stalled.error.message).toMatch(
        /^artifact "bench-results" of run 1: GET http:\/\/127\.0\.0\.1:\d+\/artifacts\/11\.zip failed: no byte for 0\.2 s after 4 attempts$/,
      );
  });

  it('a hostile archive is an error value naming the entry and the rule', async () => {
    addRun({ x: '{}', 'x/results.json': '{}' });
    const dest = tempDir();
    const res = await downloadRunArtifact(client, { repo, runId: 1, name: 'bench-results' }, dest);
    expect(res.ok).toBe(false);
    if (!res.ok)
      expect(res.error.message).toBe(
        'artifact "bench-results" of run 1: archive entry "x/results.json": it needs "x" to be a directory, but entry "x" is a file (rule: collision)',
      );
    expect(readdirSync(dest)).toEqual([]);
  });
});
