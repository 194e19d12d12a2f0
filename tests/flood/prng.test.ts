import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStream, createStreams, Xoshiro128 } from '../../src/benchmarks/flood/prng.js';

/** Independent reference: xoshiro128** on BigInt with explicit 32-bit masks. */
function referenceNext(s: bigint[]): bigint {
  const M = 0xffffffffn;
  const rotl = (x: bigint, k: bigint) => ((x << k) | (x >> (32n - k))) & M;
  const result = (rotl((s[1]! * 5n) & M, 7n) * 9n) & M;
  const t = (s[1]! << 9n) & M;
  s[2]! ^= s[0]!;
  s[3]! ^= s[1]!;
  s[1]! ^= s[2]!;
  s[0]! ^= s[3]!;
  s[2]! ^= t;
  s[3] = rotl(s[3]!, 11n);
  return result;
}

function referenceState(seed: number, stream: string): bigint[] {
  const d = createHash('sha256').update(`${seed}:${stream}`).digest();
  // Four little-endian uint32 from the first 16 bytes, assembled by hand.
  return [0, 4, 8, 12].map((o) => BigInt(d[o]! + d[o + 1]! * 256 + d[o + 2]! * 65536 + d[o + 3]! * 16777216));
}

describe('xoshiro128**', () => {
  it('matches the published first outputs for state (1, 2, 3, 4)', () => {
    const rng = new Xoshiro128([1, 2, 3, 4]);
    // Reference vector of the xoshiro128** authors' C code (as used by rand_xoshiro's tests).
    expect(Array.from({ length: 10 }, () => rng.next())).toEqual([
      11520, 0, 5927040, 70819200, 2031721883, 1637235492, 1287239034, 3734860849, 3729100597, 4258142804,
    ]);
  });

  it('seeds each stream from SHA-256("<seed>:<stream>") and matches a BigInt reference for 1000 draws', () => {
    for (const [seed, stream] of [
      [42, 'population'],
      [0, 'memory'],
      [2026, 'damage'],
    ] as const) {
      const ref = referenceState(seed, stream);
      const rng = createStream(seed, stream);
      for (let i = 0; i < 1000; i += 1) expect(rng.next()).toBe(Number(referenceNext(ref)));
    }
  });

  it('U = next / 2^32 and Box–Muller Z = sqrt(-2 ln(1 - U1)) cos(2 pi U2) from two draws', () => {
    const ref = referenceState(42, 'damage');
    const a = createStream(42, 'damage');
    const u = Number(referenceNext(ref)) / 2 ** 32;
    expect(a.uniform()).toBe(u);
    const u1 = Number(referenceNext(ref)) / 2 ** 32;
    const u2 = Number(referenceNext(ref)) / 2 ** 32;
    expect(a.normal()).toBe(Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2));
    expect(a.next()).toBe(Number(referenceNext(ref)));
  });

  it('streams are independent: drawing on one never shifts another', () => {
    const s = createStreams(7);
    for (let i = 0; i < 100; i += 1) s.population.next();
    expect(s.memory.next()).toBe(createStream(7, 'memory').next());
    expect(createStream(7, 'flood').next()).not.toBe(createStream(8, 'flood').next());
  });
});
