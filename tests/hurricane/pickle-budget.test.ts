// The pickle reader's budget (pickle-values.ts): what a read produces is paid for at every
// reference, and NumPy shapes are checked before anything is allocated. Small hand-written
// streams at each side of each bound; pickle-bounds.slow.test.ts reads the worst fixtures.
import { describe, expect, it } from 'vitest';
import { readPickle } from '../../src/benchmarks/hurricane/pickle.js';
import { MAX_TEXT_BYTES, MAX_VALUES } from '../../src/benchmarks/hurricane/pickle-values.js';

type Part = string | number[] | Uint8Array;
/** A protocol-4 stream: strings as latin1 opcode text, arrays as bytes. */
const bytesOf = (...parts: Part[]): Uint8Array =>
  Buffer.concat([
    Buffer.from([0x80, 0x04]),
    ...parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))),
  ]);
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff];
const str = (s: string) => Buffer.concat([Buffer.from([0x58, ...u32(s.length)]), Buffer.from(s, 'latin1')]);
/** numpy._core.numeric._frombuffer(b'', dtype('i1'), shape, 'C') with the shape's dimensions as BININTs. */
const emptyArray = (...shape: number[]): Part[] => [
  'cnumpy._core.numeric\n_frombuffer\n(C',
  [0],
  'cnumpy\ndtype\n',
  str('i1'),
  [0x85],
  'R(',
  shape.flatMap((d) => [0x4a, ...u32(d)]),
  't',
  str('C'),
  'tR',
];
const TEXT = `more than ${MAX_TEXT_BYTES / 1024 / 1024} MiB of text and bytes (shared references count at each reference)`;
const VALUES = `more than ${MAX_VALUES} values (shared references expand when read)`;

describe('what a read produces is paid for at every reference', () => {
  const MiB = 'x'.repeat(1024 * 1024);
  /** A list of `n` references to one 1 MiB str. */
  const sharedText = (n: number) => bytesOf(str(MiB), [0x94], '0](', 'h\u0000'.repeat(n), 'e.');

  it('a shared str counts at each reference: 15 MiB read, 17 MiB refused', async () => {
    const read = await readPickle(sharedText(15));
    expect(read.ok && (read.value as string[]).length).toBe(15);
    expect(await readPickle(sharedText(17))).toEqual({ ok: false, message: TEXT });
  });

  it("a NumPy array's rows count, even with no element, before they are made", async () => {
    expect(await readPickle(bytesOf(...emptyArray(3, 0), '.'))).toEqual({ ok: true, value: [[], [], []] });
    // A shape within the caps whose rows (and the array itself) exceed the values of a read.
    expect(await readPickle(bytesOf(...emptyArray(MAX_VALUES, 0), '.'))).toEqual({ ok: false, message: VALUES });
  });
});

describe('NumPy shapes are checked before anything is allocated', () => {
  it.each([
    [[1_000_001, 0], 'a NumPy array of shape (1000001, 0) is not read (at most 1000000 along a dimension)'],
    [[0, 2 ** 31 - 1], 'a NumPy array of shape (0, 2147483647) is not read (at most 1000000 along a dimension)'],
    [[1001, 1000], 'a NumPy array of shape (1001, 1000) is not read (at most 1000000 elements)'],
    [[1_000_001], 'a NumPy array of shape (1000001,) is not read (at most 1000000 along a dimension)'],
  ])('%j', async (shape, message) => {
    expect(await readPickle(bytesOf(...emptyArray(...shape), '.'))).toEqual({ ok: false, message });
  });
});
