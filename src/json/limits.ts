// What one JSON document read whole may hold: its size in bytes, how deeply it
// nests and how many values it has. Checked before the document is parsed, so that the memory a
// document can take is bounded by the limits, not by the file: a value costs up to ≈ 64 bytes in
// V8 (an empty object), and a schema with `allErrors` may add an error of ≈ 400 bytes per value.
// At the defaults a worst-case document peaks well under 1 GB (`npm run bench`, "json reader").

export interface JsonLimits {
  /** Bytes of the file (or of the text, for a document already in memory). */
  maxBytes: number;
  /** Levels of nested arrays and objects (`[[1]]` is 2). */
  maxDepth: number;
  /** Values: every array, object, string, number, true, false and null (keys are not counted). */
  maxValues: number;
}

const MiB = 1024 * 1024;

/**
 * The defaults (docs/results.md "Limits"): far above any input the benchmarks read (a hurricane
 * output or a results document is kilobytes to a few megabytes; the history reads at most 16 MiB),
 * low enough that the worst document within them does not exhaust a 2 GB heap.
 */
export const DEFAULT_JSON_LIMITS: Readonly<JsonLimits> = Object.freeze({
  maxBytes: 64 * MiB,
  maxDepth: 256,
  maxValues: 2_000_000,
});

/** The limits a caller asked for, the defaults for the rest. */
export function jsonLimits(given: Partial<JsonLimits> = {}): JsonLimits {
  return {
    maxBytes: given.maxBytes ?? DEFAULT_JSON_LIMITS.maxBytes,
    maxDepth: given.maxDepth ?? DEFAULT_JSON_LIMITS.maxDepth,
    maxValues: given.maxValues ?? DEFAULT_JSON_LIMITS.maxValues,
  };
}

/** `67108864 bytes (64 MiB)`, `1000 bytes`. */
function bytesAndMiB(n: number): string {
  if (n >= MiB) return `${n} bytes (${Number.isInteger(n / MiB) ? n / MiB : (n / MiB).toFixed(1)} MiB)`;
  return `${n} bytes`;
}

/** The message of a file over `maxBytes` (`size` null: it is not a regular file, and went on past the limit). */
export function tooLargeMessage(size: number | null, maxBytes: number): string {
  const is = size === null ? 'is longer than' : `is ${bytesAndMiB(size)}, more than`;
  return `${is} the limit of ${bytesAndMiB(maxBytes)} for a document read whole (maxBytes): not read`;
}

export interface LimitBreach {
  message: string;
  /** Offset (UTF-16 units) in the text where the limit was crossed. */
  offset: number;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;

/** Index of the quote that closes the string opened at `open` (or text.length: unterminated). */
export function endOfString(text: string, open: number): number {
  let q = text.indexOf('"', open + 1);
  while (q !== -1) {
    let slashes = 0;
    for (let k = q - 1; k > open && text.charCodeAt(k) === BACKSLASH; k--) slashes += 1;
    if (slashes % 2 === 0) return q;
    q = text.indexOf('"', q + 1);
  }
  return text.length;
}

function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/**
 * The first limit `text` crosses (depth or values; bytes are the reader's), or null. One pass
 * over the characters with a stack of `maxDepth` bits, nothing allocated per value. It reads any
 * text (it is run before the parser, which says what is wrong with one that is not JSON): the
 * counts of a text that is not JSON are only an estimate, and the parser refuses it anyway.
 */
export function findLimitBreach(text: string, limits: Pick<JsonLimits, 'maxDepth' | 'maxValues'>): LimitBreach | null {
  const n = text.length;
  // inObject[d]: the container at depth d is an object; a string right after `{` or `,` there is a key.
  const inObject = new Uint8Array(limits.maxDepth + 2);
  let depth = 0;
  let values = 0;
  let keyNext = false;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (isWhitespace(c)) continue;
    if (c === COMMA) {
      keyNext = inObject[depth] === 1;
      continue;
    }
    if (c === COLON) {
      keyNext = false;
      continue;
    }
    if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      if (depth > 0) depth -= 1;
      keyNext = false;
      continue;
    }
    if (c === QUOTE) {
      i = endOfString(text, i);
      if (keyNext) keyNext = false;
      else values += 1;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      values += 1;
      depth += 1;
      if (depth > limits.maxDepth)
        return {
          message: `nested more than ${limits.maxDepth} levels deep (the limit for a JSON document, maxDepth)`,
          offset: i,
        };
      inObject[depth] = c === OPEN_OBJECT ? 1 : 0;
      keyNext = c === OPEN_OBJECT;
    } else {
      // A number, true, false, null (or text that is not JSON): one value up to the next delimiter.
      values += 1;
      keyNext = false;
      while (i + 1 < n) {
        const d = text.charCodeAt(i + 1);
        if (
          d === COMMA ||
          d === COLON ||
          d === CLOSE_ARRAY ||
          d === CLOSE_OBJECT ||
          d === OPEN_ARRAY ||
          d === OPEN_OBJECT ||
          d === QUOTE ||
          isWhitespace(d)
        )
          break;
        i += 1;
      }
    }
    if (values > limits.maxValues)
      return { message: `more than ${limits.maxValues} values (the limit for a JSON document, maxValues)`, offset: i };
  }
  return null;
}

/**
 * The first limit a value already in memory crosses (a YAML document, whose parser builds the
 * value itself), as a message, or null. Iterative: a value nested past the stack is measured too.
 */
export function valueBreach(value: unknown, limits: Pick<JsonLimits, 'maxDepth' | 'maxValues'>): string | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let values = 0;
  while (stack.length > 0) {
    const { value: v, depth } = stack.pop()!;
    values += 1;
    if (values > limits.maxValues) return `more than ${limits.maxValues} values (the limit for a document, maxValues)`;
    if (v === null || typeof v !== 'object') continue;
    if (depth + 1 > limits.maxDepth)
      return `nested more than ${limits.maxDepth} levels deep (the limit for a document, maxDepth)`;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push({ value: child, depth: depth + 1 });
  }
  return null;
}
