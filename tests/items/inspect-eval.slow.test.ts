// A `.eval` log of 100 KB or less that decodes to the most its limits allow (32 MiB) is read
// within 20 s and 1 GiB (slow: it decodes, checks and parses 32 MiB).
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { evalEntries, pack, zipOf, zstdRle } from './eval-zip.js';
import { FIXTURES, scoreIn, tempDir } from './helpers.js';

const INSPECT = path.join(FIXTURES, 'inspect');
const header = () =>
  pack('header.json', evalEntries(path.join(INSPECT, 'arith-one-reducer.eval')).get('header.json')!, 93);
const withSample = (entry: ReturnType<typeof pack>) => zipOf([header(), entry]);

async function timed(bytes: Uint8Array) {
  const dir = tempDir();
  writeFileSync(path.join(dir, 'log.eval'), bytes);
  const rss = process.memoryUsage().rss;
  const start = Date.now();
  const suite = await scoreIn(dir, { format: 'inspect', input: 'log.eval' });
  return { suite, dir, ms: Date.now() - start, grown: process.memoryUsage().rss - rss };
}

describe('a .eval log at its limits', () => {
  it('a 32 MiB sample from a 100 KB file (run-length blocks) is read within 20 s and 1 GiB', async () => {
    const head = new TextEncoder().encode('{"id":1,"epoch":1,"scores":{"s":{"value":"C"}},"output":"');
    const blocks = 255;
    const tail = new TextEncoder().encode('"}');
    const body = zstdRle(0x61, blocks);
    // Three frames would be refused (several frames are not read): one raw frame of head and tail around the run.
    const size = head.length + blocks * 128 * 1024 + tail.length;
    const whole = new Uint8Array(size);
    whole.set(head, 0);
    whole.fill(0x61, head.length, head.length + blocks * 128 * 1024);
    whole.set(tail, size - tail.length);
    const frame = concatFrames(head, body.subarray(13), tail, size);
    const entry = { name: 'samples/1_epoch_1.json', data: frame, method: 93, size, crc: crc32(whole) };
    const bytes = withSample(entry);
    expect(bytes.length).toBeLessThan(102_400);
    const { suite, ms, grown } = await timed(bytes);
    expect(suite.status).toBe('ok');
    expect(suite.rounds).toEqual([{ id: 's', input: 1, passed: 1 }]);
    expect(ms).toBeLessThan(20_000);
    expect(grown).toBeLessThan(1 << 30);
  });
});

/** One zstd frame: a raw block of `head`, the run-length blocks (without their frame header), a raw block of `tail`. */
function concatFrames(head: Uint8Array, rleBlocks: Uint8Array, tail: Uint8Array, size: number): Uint8Array {
  const header = [0x28, 0xb5, 0x2f, 0xfd, 0xe0];
  for (let i = 0, v = BigInt(size); i < 8; i++, v >>= 8n) header.push(Number(v & 0xffn));
  const raw = (data: Uint8Array, last: number) => {
    const h = last | (data.length << 3);
    return Buffer.concat([Uint8Array.from([h & 0xff, (h >>> 8) & 0xff, (h >>> 16) & 0xff]), data]);
  };
  // The run-length blocks' last one is marked last in zstdRle: clear it, the tail block ends the frame.
  const blocks = Uint8Array.from(rleBlocks);
  blocks[blocks.length - 4] = blocks[blocks.length - 4]! & 0xfe;
  return Buffer.concat([Uint8Array.from(header), raw(head, 0), blocks, raw(tail, 1)]);
}
