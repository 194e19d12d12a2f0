import { isUtf8 } from 'node:buffer';

/** The byte checks of a file read as UTF-8 text in Python's text mode (before any CSV rule). */

const LF = 0x0a;

/** Where a trailing incomplete UTF-8 sequence starts (bytes.length when the end is complete). */
export function incompleteTail(bytes: Buffer): number {
  const n = bytes.length;
  for (let k = 1; k <= 3 && k <= n; k++) {
    const b = bytes[n - k]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte: look further back
    const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
    return need > k ? n - k : n;
  }
  return n;
}

/** Index of the first byte that does not start or continue a valid UTF-8 sequence (`bytes` is invalid). */
export function firstInvalidUtf8(bytes: Buffer): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i]!;
    const need =
      b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    // isUtf8 of the sequence alone settles overlongs, surrogates and the range limit.
    if (need === 0 || i + need > bytes.length || !isUtf8(bytes.subarray(i, i + need))) return i;
    i += need;
  }
  return i;
}

/** Universal newlines: `\r\n` and `\r` become `\n`. */
export function normaliseNewlines(bytes: Buffer): Buffer {
  const out = Buffer.allocUnsafe(bytes.length);
  let o = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x0d) {
      out[o++] = LF;
      if (bytes[i + 1] === LF) i++;
    } else out[o++] = b;
  }
  return out.subarray(0, o);
}
