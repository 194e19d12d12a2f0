import { createHash } from 'node:crypto';
import type { Shard } from './types.js';

/** 1-based shard of an item: 1 + (first 8 bytes of SHA-256(id), big-endian) mod n. */
function shardOf(itemId: string, total: number): number {
  const digest = createHash('sha256').update(itemId, 'utf8').digest();
  return Number(digest.readBigUInt64BE(0) % BigInt(total)) + 1;
}

export function inShard(itemId: string, shard: Shard | null): boolean {
  return shard === null || shardOf(itemId, shard.total) === shard.index;
}

/** Parses "i/n" (1-based). Returns null when malformed. */
export function parseShard(text: string): Shard | null {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  if (!m) return null;
  const index = Number(m[1]);
  const total = Number(m[2]);
  if (total < 1 || index < 1 || index > total) return null;
  return { index, total };
}
