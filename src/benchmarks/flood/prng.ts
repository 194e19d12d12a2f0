import { createHash } from 'node:crypto';

/** The named PRNG streams of the simulation; a draw on one never shifts another. */
const STREAM_NAMES = ['population', 'memory', 'flood', 'exposure', 'damage', 'jitter'] as const;
export type StreamName = (typeof STREAM_NAMES)[number];

const TWO_POW_32 = 4294967296;

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}

/**
 * xoshiro128** (Blackman & Vigna). State: four uint32. Chosen by the spec for determinism across
 * languages: every operation is a 32-bit integer operation.
 */
export class Xoshiro128 {
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(state: readonly [number, number, number, number]) {
    [this.s0, this.s1, this.s2, this.s3] = state.map((x) => x >>> 0) as [number, number, number, number];
    // An all-zero state would only ever yield zeros; SHA-256 makes it practically impossible.
    if ((this.s0 | this.s1 | this.s2 | this.s3) === 0) throw new Error('xoshiro128** state must not be all zero');
  }

  /** Next uint32. */
  next(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5) >>> 0, 7), 9) >>> 0;
    const t = (this.s1 << 9) >>> 0;
    this.s2 = (this.s2 ^ this.s0) >>> 0;
    this.s3 = (this.s3 ^ this.s1) >>> 0;
    this.s1 = (this.s1 ^ this.s2) >>> 0;
    this.s0 = (this.s0 ^ this.s3) >>> 0;
    this.s2 = (this.s2 ^ t) >>> 0;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** U = next() / 2^32, in [0, 1). */
  uniform(): number {
    return this.next() / TWO_POW_32;
  }

  /** N(0, 1) by Box–Muller from two draws: Z = sqrt(-2 ln(1 - U1)) * cos(2 pi U2). */
  normal(): number {
    const u1 = this.uniform();
    const u2 = this.uniform();
    return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
  }
}

/** Initial state of a stream: first 16 bytes of SHA-256("<seed>:<stream>") as four little-endian uint32. */
function streamState(seed: number, stream: string): [number, number, number, number] {
  const digest = createHash('sha256').update(`${seed}:${stream}`, 'utf8').digest();
  return [digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)];
}

export function createStream(seed: number, stream: StreamName): Xoshiro128 {
  return new Xoshiro128(streamState(seed, stream));
}

export type Streams = Record<StreamName, Xoshiro128>;

export function createStreams(seed: number): Streams {
  const streams = {} as Streams;
  for (const name of STREAM_NAMES) streams[name] = createStream(seed, name);
  return streams;
}
