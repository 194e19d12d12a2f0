/**
 * Interned strings of a station graph (stop ids and next hops) as plain memory, and the growing
 * typed arrays its tables are built in (SharedArrayBuffers that worker threads read in place).
 */

interface TypedArrayOf<T> {
  new (buffer: ArrayBufferLike): T;
  readonly BYTES_PER_ELEMENT: number;
}

/** Memory that worker threads read in place (shared), or that moves to another thread (transferred). */
const buffer = (bytes: number, shared: boolean): ArrayBufferLike =>
  shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
export const int32s = (length: number, shared: boolean) => new Int32Array(buffer(length * 4, shared));
const uint32s = (length: number, shared: boolean) => new Uint32Array(buffer(length * 4, shared));

/** A typed array that doubles as it fills; `filled()` is the filled part, without a copy. */
export class Grow<T extends Int32Array | Float64Array | Uint8Array> {
  length = 0;
  data: T;
  /** `shared`: see `buffer`. */
  constructor(
    private readonly make: TypedArrayOf<T>,
    capacity: number,
    private readonly shared = true,
  ) {
    this.data = this.alloc(capacity);
  }
  private alloc(length: number): T {
    const bytes = length * this.make.BYTES_PER_ELEMENT;
    return new this.make(buffer(bytes, this.shared));
  }
  push(v: number): void {
    if (this.length === this.data.length) this.reserve(1);
    this.data[this.length++] = v;
  }
  reserve(extra: number): void {
    if (this.length + extra <= this.data.length) return;
    const next = this.alloc(Math.max(this.data.length * 2, this.length + extra));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  /**
   * The filled part, without a copy (the untouched slack of a generous guess costs no resident
   * memory).
   */
  filled(): T {
    return this.data.subarray(0, this.length) as T;
  }
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the UTF-8 bytes of a JS string; -1 when it holds a lone surrogate (no UTF-8 form). */
export function hashString(s: string): number {
  let h = FNV_OFFSET;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      h = Math.imul(h ^ c, FNV_PRIME);
      continue;
    }
    if (c >= 0xd800 && c <= 0xdfff) {
      const lo = s.charCodeAt(i + 1);
      if (c > 0xdbff || !(lo >= 0xdc00 && lo <= 0xdfff)) return -1;
      c = 0x10000 + ((c - 0xd800) << 10) + (lo - 0xdc00);
      i++;
      h = Math.imul(h ^ (0xf0 | (c >> 18)), FNV_PRIME);
      h = Math.imul(h ^ (0x80 | ((c >> 12) & 0x3f)), FNV_PRIME);
    } else if (c >= 0x800) h = Math.imul(h ^ (0xe0 | (c >> 12)), FNV_PRIME);
    else {
      h = Math.imul(h ^ (0xc0 | (c >> 6)), FNV_PRIME);
      h = Math.imul(h ^ (0x80 | (c & 0x3f)), FNV_PRIME);
      continue;
    }
    if (c >= 0x10000 || c >= 0x800) h = Math.imul(h ^ (0x80 | ((c >> 6) & 0x3f)), FNV_PRIME);
    h = Math.imul(h ^ (0x80 | (c & 0x3f)), FNV_PRIME);
  }
  return h >>> 0;
}

function hashBytes(bytes: Uint8Array, from: number, to: number): number {
  let h = FNV_OFFSET;
  for (let i = from; i < to; i++) h = Math.imul(h ^ bytes[i]!, FNV_PRIME);
  return h >>> 0;
}

/** Whether `arena[from, to)` is the UTF-8 form of `s` (s has a UTF-8 form: hashString ≥ 0). */
function bytesEqualString(arena: Uint8Array, from: number, to: number, s: string): boolean {
  let p = from;
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    if (c < 0x80) {
      if (p >= to || arena[p++] !== c) return false;
      continue;
    }
    if (c >= 0xd800 && c <= 0xdbff) {
      c = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00);
      if (
        p + 4 > to ||
        arena[p] !== (0xf0 | (c >> 18)) ||
        arena[p + 1] !== (0x80 | ((c >> 12) & 0x3f)) ||
        arena[p + 2] !== (0x80 | ((c >> 6) & 0x3f)) ||
        arena[p + 3] !== (0x80 | (c & 0x3f))
      )
        return false;
      p += 4;
    } else if (c >= 0x800) {
      if (
        p + 3 > to ||
        arena[p] !== (0xe0 | (c >> 12)) ||
        arena[p + 1] !== (0x80 | ((c >> 6) & 0x3f)) ||
        arena[p + 2] !== (0x80 | (c & 0x3f))
      )
        return false;
      p += 3;
    } else {
      if (p + 2 > to || arena[p] !== (0xc0 | (c >> 6)) || arena[p + 1] !== (0x80 | (c & 0x3f))) return false;
      p += 2;
    }
  }
  return p === to;
}

/**
 * The interned strings of a station graph as plain memory: UTF-8 bytes in one arena, string k at
 * `arena[start[k], start[k+1])`, and a hash table of ids (FNV-1a of the bytes).
 * No JS string per stop id: 10⁶ ids take ~30 MB instead of ~100 MB, and the tables can sit in
 * SharedArrayBuffers that worker threads read in place.
 */
export interface StringTables {
  arena: Uint8Array;
  start: Int32Array;
  /**
   * Open addressing, linear probing, one int per slot: string id + 1 in the low `idBits` bits
   * (0 = empty, so fresh memory needs no fill pass) and the top bits of the string's hash above
   * them (a tag: a probe rejects most other strings without reading the arena). Half the memory
   * of an id and a whole hash per slot (the table is written at random, so all of it is resident).
   */
  table: Uint32Array;
  /** 24 (tag of 8 bits) until 2²⁴ − 1 strings, then 31. */
  idBits: number;
}

/** Bits of a slot that hold the id: ids fit below 2^bits, the rest of the slot is the hash's tag. */
const SMALL_ID_BITS = 24;
const LARGE_ID_BITS = 31;

/** A slot's value for string `id` with hash `h`. */
const slotValue = (id: number, h: number, idBits: number): number => (h >>> idBits) * 2 ** idBits + id + 1;

/** The string id in a slot's value (-1: empty); `idMask` = 2^idBits − 1. */
const slotId = (v: number, idMask: number): number => (v & idMask) - 1;

/** Lookups of JS strings in frozen string tables. */
export class StringIds {
  private readonly mask: number;
  constructor(private readonly t: StringTables) {
    this.mask = t.table.length - 1;
  }

  get size(): number {
    return this.t.start.length - 1;
  }

  /** The id of `s`, or -1. */
  get(s: string): number {
    const h = hashString(s);
    if (h < 0) return -1;
    const { arena, start, table, idBits } = this.t;
    const idMask = 2 ** idBits - 1;
    const tag = h >>> idBits;
    let slot = h & this.mask;
    for (;;) {
      const v = table[slot]!;
      if (v === 0) return -1;
      if (v >>> idBits === tag) {
        const id = slotId(v, idMask);
        if (bytesEqualString(arena, start[id]!, start[id + 1]!, s)) return id;
      }
      slot = (slot + 1) & this.mask;
    }
  }
}

/** Builds string tables from byte ranges (the station loader) or JS strings (rare fallbacks). */
export class StringInterner {
  private readonly arena: Grow<Uint8Array>;
  private readonly start: Grow<Int32Array>;
  private table: Uint32Array;
  private mask: number;
  private count = 0;

  /**
   * `expected`: about how many strings and bytes will be interned (sizes the tables once).
   * `idBits`: see StringTables (a test makes it small to reach the switch to large ids).
   */
  constructor(
    expected = 1 << 12,
    expectedBytes = 1 << 16,
    private readonly shared = true,
    private idBits = SMALL_ID_BITS,
  ) {
    let size = 1 << 12;
    while (size * 0.7 < expected) size *= 2;
    this.table = uint32s(size, this.shared);
    this.mask = size - 1;
    this.arena = new Grow(Uint8Array, expectedBytes, shared);
    this.start = new Grow(Int32Array, expected + 1, shared);
    this.start.push(0);
  }

  get size(): number {
    return this.count;
  }

  /** The id of the UTF-8 bytes `bytes[from, to)`, added when new. */
  internBytes(bytes: Uint8Array, from: number, to: number): number {
    const h = hashBytes(bytes, from, to);
    const len = to - from;
    const table = this.table;
    const idBits = this.idBits;
    const idMask = 2 ** idBits - 1;
    const tag = h >>> idBits;
    let slot = h & this.mask;
    for (;;) {
      const v = table[slot]!;
      if (v === 0) break;
      if (v >>> idBits === tag) {
        const id = slotId(v, idMask);
        const arena = this.arena.data;
        const s = this.start.data[id]!;
        if (this.start.data[id + 1]! - s === len) {
          let k = 0;
          while (k < len && arena[s + k] === bytes[from + k]) k++;
          if (k === len) return id;
        }
      }
      slot = (slot + 1) & this.mask;
    }
    const id = this.count++;
    this.arena.reserve(len);
    const arena = this.arena.data;
    for (let k = 0, at = this.arena.length; k < len; k++) arena[at + k] = bytes[from + k]!;
    this.arena.length += len;
    this.start.push(this.arena.length);
    table[slot] = slotValue(id, h, idBits);
    // Linear probing stays short below 3/4 full; and the next id must fit in its bits.
    const size = this.count > 0.75 * (this.mask + 1) ? 2 * (this.mask + 1) : this.mask + 1;
    const bits = this.count + 1 >= 2 ** idBits ? LARGE_ID_BITS : idBits;
    if (size !== this.mask + 1 || bits !== idBits) this.rebuild(size, bits);
    return id;
  }

  intern(s: string): number {
    const bytes = Buffer.from(s, 'utf8');
    return this.internBytes(bytes, 0, bytes.length);
  }

  /** A new table of `size` slots (the tags need each string's whole hash again: read from the arena). */
  private rebuild(size: number, idBits: number): void {
    const table = uint32s(size, this.shared);
    const arena = this.arena.data;
    const start = this.start.data;
    this.mask = size - 1;
    this.idBits = idBits;
    for (let id = 0; id < this.count; id++) {
      const h = hashBytes(arena, start[id]!, start[id + 1]!);
      let slot = h & this.mask;
      while (table[slot] !== 0) slot = (slot + 1) & this.mask;
      table[slot] = slotValue(id, h, idBits);
    }
    this.table = table;
  }

  /** The tables as they are (in shared memory unless built otherwise). */
  tables(): StringTables {
    return { arena: this.arena.filled(), start: this.start.filled(), table: this.table, idBits: this.idBits };
  }
}
