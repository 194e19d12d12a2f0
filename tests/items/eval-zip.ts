// Inspect `.eval` archives for tests: the entries of a committed log (written by Inspect), and a
// small zip writer that packs entries back as stored, deflate or zstd (raw or run-length blocks,
// APPNOTE method 93 as Inspect writes it) — variations of Inspect's own files, and hostile ones.
import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';
import { readZipEntry, zipEntries } from '../../src/core/zip-read.js';
import { DEFAULT_ARTIFACT_LIMITS } from '../../src/core/zip-limits.js';

export interface PackedEntry {
  name: string;
  /** The entry's data as stored in the archive. */
  data: Uint8Array;
  method: number;
  /** The declared size and CRC-32 of the decoded data. */
  size: number;
  crc: number;
}

/** The decoded entries of a `.eval` file, in archive order. */
export function evalEntries(file: string): Map<string, Uint8Array> {
  const zip = new Uint8Array(readFileSync(file));
  const entries = zipEntries(zip, DEFAULT_ARTIFACT_LIMITS);
  if (!entries.ok) throw new Error(entries.diagnostics[0]!.message);
  const out = new Map<string, Uint8Array>();
  for (const e of entries.value) {
    const data = readZipEntry(zip, e);
    if (!data.ok) throw new Error(data.diagnostics[0]!.message);
    out.set(e.rel, data.value);
  }
  return out;
}

/** A zstd frame of the data in raw blocks (a valid frame that any decoder reads). */
export function zstdRaw(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.from([0x28, 0xb5, 0x2f, 0xfd, 0xe0, ...u64(data.length)])];
  const BLOCK = 128 * 1024;
  let at = 0;
  do {
    const chunk = data.subarray(at, at + BLOCK);
    at += BLOCK;
    parts.push(Uint8Array.from(blockHeader(at >= data.length ? 1 : 0, 0, chunk.length)), chunk);
  } while (at < data.length);
  return Buffer.concat(parts);
}

/** A zstd frame of `blocks` run-length blocks of 128 KiB of `byte` each: 4 bytes per 128 KiB decoded. */
export function zstdRle(byte: number, blocks: number, claimedSize = blocks * 128 * 1024): Uint8Array {
  const parts: number[] = [0x28, 0xb5, 0x2f, 0xfd, 0xe0, ...u64(claimedSize)];
  for (let i = 0; i < blocks; i++) parts.push(...blockHeader(i === blocks - 1 ? 1 : 0, 1, 128 * 1024), byte);
  return Uint8Array.from(parts);
}

function blockHeader(last: number, type: number, size: number): number[] {
  const h = last | (type << 1) | (size << 3);
  return [h & 0xff, (h >>> 8) & 0xff, (h >>> 16) & 0xff];
}

function u64(n: number): number[] {
  const out: number[] = [];
  let v = BigInt(n);
  for (let i = 0; i < 8; i++) {
    out.push(Number(v & 0xffn));
    v >>= 8n;
  }
  return out;
}

/** An entry packed with the method: 0 stored, 8 deflate, 93 zstd (raw blocks). */
export function pack(name: string, data: Uint8Array | string, method: 0 | 8 | 93): PackedEntry {
  const bytes = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const stored = method === 0 ? bytes : method === 8 ? new Uint8Array(deflateRawSync(bytes)) : zstdRaw(bytes);
  return { name, data: stored, method, size: bytes.length, crc: crc32(bytes) };
}

/** A zip archive of the entries (local headers, data, central directory, end record). */
export function zipOf(entries: readonly PackedEntry[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = new TextEncoder().encode(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(e.method === 93 ? 63 : 20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(e.size, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(0x031e, 4);
    record.writeUInt16LE(e.method === 93 ? 63 : 20, 6);
    record.writeUInt16LE(e.method, 10);
    record.writeUInt32LE(e.crc, 16);
    record.writeUInt32LE(e.data.length, 20);
    record.writeUInt32LE(e.size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE((0o100600 << 16) >>> 0, 38);
    record.writeUInt32LE(offset, 42);
    chunks.push(local, name, e.data);
    central.push(record, name);
    offset += 30 + name.length + e.data.length;
  }
  const cdSize = central.reduce((n, c) => n + c.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cdSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...central, end]);
}

/** The entries of a committed `.eval`, re-packed with one method, some replaced or removed. */
export function repack(
  file: string,
  method: 0 | 8 | 93,
  change: (name: string, text: string) => string | null = (_n, t) => t,
): Uint8Array {
  const out: PackedEntry[] = [];
  for (const [name, data] of evalEntries(file)) {
    const text = change(name, new TextDecoder().decode(data));
    if (text !== null) out.push(pack(name, text, method));
  }
  return zipOf(out);
}
