// The pickle virtual machine for data, not code: protocols 2 to 5, the opcodes that plain Python
// data needs, and the allow-listed reconstructions of pickle-objects.ts. Nothing named in the
// stream is ever imported, looked up or called; every refusal names the class or opcode and, for
// malformed streams, the byte. pickle.ts runs it.
import { allowedGlobal, buildObject, callGlobal, dictKey, newObject } from './pickle-objects.js';
import { NAMES } from './pickle-opcodes.js';
import {
  MAX_DEPTH,
  MAX_VALUES,
  ONLY_DATA,
  PickleDict,
  PickleRefusal,
  PyBytes,
  PyGlobal,
  PySet,
  PyTuple,
  type PickleValue,
  type ReadBudget,
} from './pickle-values.js';

/** LONG1/LONG4 integers of more bytes than this are refused. */
const MAX_LONG_BYTES = 64;
/** Opcodes run between two calls of run's `until`. */
const OPCODES_PER_CHECK = 4096;

const utf8 = new TextDecoder('utf-8', { fatal: true });

export class Machine {
  private pos = 0;
  private stack: PickleValue[] = [];
  private readonly marks: PickleValue[][] = [];
  private readonly memo = new Map<number, PickleValue>();
  /** Values held on the stack and in the marked frames below it. */
  private held = 0;
  private opcodeAt = 0;

  /** Bytes of the stream read so far. */
  get bytesRead(): number {
    return this.pos;
  }

  constructor(
    private readonly bytes: Uint8Array,
    readonly budget: ReadBudget,
  ) {}

  private fail(message: string): never {
    throw new PickleRefusal(message);
  }

  private need(n: number, what: string): number {
    const left = this.bytes.length - this.pos;
    if (n > left) this.fail(`truncated pickle: ${what} at byte ${this.opcodeAt} needs ${n} bytes, ${left} left`);
    const at = this.pos;
    this.pos += n;
    return at;
  }

  private u8(what: string): number {
    return this.bytes[this.need(1, what)]!;
  }

  private u32(what: string): number {
    const at = this.need(4, what);
    return new DataView(this.bytes.buffer, this.bytes.byteOffset + at, 4).getUint32(0, true);
  }

  /** A uint64 length: as a number when it could fit in the file, else a refusal that says how much. */
  private u64(what: string): number {
    const at = this.need(8, what);
    const n = new DataView(this.bytes.buffer, this.bytes.byteOffset + at, 8).getBigUint64(0, true);
    if (n > BigInt(this.bytes.length))
      this.fail(
        `truncated pickle: ${what} at byte ${this.opcodeAt} declares ${n} bytes, ${this.bytes.length - this.pos} left`,
      );
    return Number(n);
  }

  private slice(n: number, what: string): Uint8Array {
    const at = this.need(n, what);
    return this.bytes.subarray(at, at + n);
  }

  private text(n: number, what: string): string {
    const b = this.slice(n, what);
    try {
      return utf8.decode(b);
    } catch {
      return this.fail(`malformed pickle: ${what} at byte ${this.opcodeAt} is not UTF-8`);
    }
  }

  /** A newline-terminated ASCII argument (GLOBAL's module and name). */
  private line(what: string): string {
    const end = this.bytes.indexOf(0x0a, this.pos);
    if (end < 0 || end - this.pos > 256)
      this.fail(`malformed pickle: ${what} at byte ${this.opcodeAt} is not a line of at most 256 bytes`);
    const s = this.text(end - this.pos, what);
    this.pos += 1;
    return s;
  }

  private push(v: PickleValue): void {
    if (++this.held > MAX_VALUES) this.fail(`more than ${MAX_VALUES} values on the pickle stack`);
    this.stack.push(v);
  }

  private pop(): PickleValue {
    if (this.stack.length === 0)
      this.fail(
        `malformed pickle: ${NAMES[this.bytes[this.opcodeAt]!]} at byte ${this.opcodeAt} finds the stack empty`,
      );
    this.held -= 1;
    return this.stack.pop()!;
  }

  private top(): PickleValue {
    if (this.stack.length === 0)
      this.fail(
        `malformed pickle: ${NAMES[this.bytes[this.opcodeAt]!]} at byte ${this.opcodeAt} finds the stack empty`,
      );
    return this.stack[this.stack.length - 1]!;
  }

  /** The items pushed since the last MARK, which is removed. */
  private popMark(): PickleValue[] {
    const below = this.marks.pop();
    if (below === undefined)
      this.fail(`malformed pickle: ${NAMES[this.bytes[this.opcodeAt]!]} at byte ${this.opcodeAt} without a MARK`);
    const items = this.stack;
    this.stack = below;
    this.held -= items.length;
    return items;
  }

  private memoize(key: number): void {
    if (this.memo.size >= MAX_VALUES && !this.memo.has(key)) this.fail(`more than ${MAX_VALUES} memo entries`);
    this.memo.set(key, this.top());
  }

  private recall(key: number): PickleValue {
    if (!this.memo.has(key))
      this.fail(`malformed pickle: memo entry ${key} read at byte ${this.opcodeAt} was never stored`);
    return this.memo.get(key)!;
  }

  /** An integer: a number, or a bigint beyond 2^53 (kept exact for a UUID's value). */
  private long(n: number): number | bigint {
    if (n > MAX_LONG_BYTES) this.fail(`an integer of ${n} bytes at byte ${this.opcodeAt} is too large`);
    const b = this.slice(n, 'LONG');
    let v = 0n;
    for (let i = n - 1; i >= 0; i--) v = (v << 8n) | BigInt(b[i]!);
    if (n > 0 && b[n - 1]! & 0x80) v -= 1n << BigInt(8 * n);
    return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
  }

  private list(v: PickleValue, op: string): PickleValue[] {
    if (!Array.isArray(v)) this.fail(`malformed pickle: ${op} at byte ${this.opcodeAt} on a value that is not a list`);
    return v;
  }

  private setItems(target: PickleValue, items: PickleValue[]): void {
    if (!(target instanceof PickleDict))
      this.fail(`malformed pickle: SETITEMS at byte ${this.opcodeAt} on a value that is not a dict`);
    if (items.length % 2 !== 0)
      this.fail(`malformed pickle: SETITEMS at byte ${this.opcodeAt} with an odd number of items`);
    for (let i = 0; i < items.length; i += 2) target.entries.set(dictKey(items[i]!), items[i + 1]!);
  }

  private tuple(items: PickleValue[]): void {
    this.push(new PyTuple(items));
  }

  /**
   * Runs until STOP (the value) or until `until()` says to pause (undefined: call again). The
   * caller checked PROTO 2..5 at byte 0.
   */
  run(until: () => boolean): PickleValue | undefined {
    if (this.pos === 0) this.pos = 2;
    for (let ops = 1; ; ops++) {
      if (ops % OPCODES_PER_CHECK === 0 && until()) return undefined;
      this.opcodeAt = this.pos;
      if (this.pos >= this.bytes.length)
        this.fail(`truncated pickle: the stream ends at byte ${this.pos} without STOP`);
      const op = this.bytes[this.pos++]!;
      switch (op) {
        case 0x2e: // STOP
          return this.pop();
        case 0x95: // FRAME: a length, only a hint to buffering readers
          this.u64('FRAME');
          break;
        case 0x28: // MARK
          if (this.marks.length >= MAX_DEPTH)
            this.fail(`nested deeper than ${MAX_DEPTH} levels (MARK at byte ${this.opcodeAt})`);
          this.marks.push(this.stack);
          this.stack = [];
          break;
        case 0x30: // POP
          this.pop();
          break;
        case 0x31: // POP_MARK
          this.popMark();
          break;
        case 0x32: // DUP
          this.push(this.top());
          break;
        case 0x80: // PROTO after the start
          this.fail(`malformed pickle: PROTO at byte ${this.opcodeAt}`);
          break;
        default:
          if (this.literal(op) || this.collection(op) || this.memoOrObject(op)) break;
          this.fail(
            `unsupported pickle opcode ${NAMES[op] ?? `0x${op.toString(16).padStart(2, '0')}`} at byte ${this.opcodeAt} ${ONLY_DATA}`,
          );
      }
    }
  }

  /** Values: None, booleans, integers, floats, text and bytes; false: not one of these opcodes. */
  private literal(op: number): boolean {
    switch (op) {
      case 0x4e: // NONE
        this.push(null);
        break;
      case 0x88: // NEWTRUE
      case 0x89: // NEWFALSE
        this.push(op === 0x88);
        break;
      case 0x4a: // BININT
        this.push(new DataView(this.bytes.buffer, this.bytes.byteOffset + this.need(4, 'BININT'), 4).getInt32(0, true));
        break;
      case 0x4b: // BININT1
        this.push(this.u8('BININT1'));
        break;
      case 0x4d: {
        // BININT2
        const at = this.need(2, 'BININT2');
        this.push(this.bytes[at]! | (this.bytes[at + 1]! << 8));
        break;
      }
      case 0x8a: // LONG1
        this.push(this.long(this.u8('LONG1')));
        break;
      case 0x8b: // LONG4
        this.push(this.long(this.u32('LONG4')));
        break;
      case 0x47: // BINFLOAT (big-endian)
        this.push(
          new DataView(this.bytes.buffer, this.bytes.byteOffset + this.need(8, 'BINFLOAT'), 8).getFloat64(0, false),
        );
        break;
      case 0x8c: // SHORT_BINUNICODE
        this.push(this.text(this.u8('SHORT_BINUNICODE'), 'SHORT_BINUNICODE'));
        break;
      case 0x58: // BINUNICODE
        this.push(this.text(this.u32('BINUNICODE'), 'BINUNICODE'));
        break;
      case 0x8d: // BINUNICODE8
        this.push(this.text(this.u64('BINUNICODE8'), 'BINUNICODE8'));
        break;
      case 0x43: // SHORT_BINBYTES
        this.push(new PyBytes(this.slice(this.u8('SHORT_BINBYTES'), 'SHORT_BINBYTES')));
        break;
      case 0x42: // BINBYTES
        this.push(new PyBytes(this.slice(this.u32('BINBYTES'), 'BINBYTES')));
        break;
      case 0x8e: // BINBYTES8
      case 0x96: // BYTEARRAY8
        this.push(new PyBytes(this.slice(this.u64(NAMES[op]!), NAMES[op]!)));
        break;
      default:
        return false;
    }
    return true;
  }

  /** Lists, tuples, dicts and sets; false: not one of these opcodes. */
  private collection(op: number): boolean {
    switch (op) {
      case 0x5d: // EMPTY_LIST
        this.push([]);
        break;
      case 0x6c: // LIST
        this.push(this.popMark());
        break;
      case 0x61: {
        // APPEND
        const v = this.pop();
        this.list(this.top(), 'APPEND').push(v);
        break;
      }
      case 0x65: {
        // APPENDS
        const items = this.popMark();
        const list = this.list(this.top(), 'APPENDS');
        for (const item of items) list.push(item);
        break;
      }
      case 0x29: // EMPTY_TUPLE
        this.tuple([]);
        break;
      case 0x74: // TUPLE
        this.tuple(this.popMark());
        break;
      case 0x85: // TUPLE1
      case 0x86: // TUPLE2
      case 0x87: {
        // TUPLE3
        const n = op - 0x84;
        const items: PickleValue[] = [];
        for (let i = 0; i < n; i++) items.unshift(this.pop());
        this.tuple(items);
        break;
      }
      case 0x7d: // EMPTY_DICT
        this.push(new PickleDict());
        break;
      case 0x64: {
        // DICT
        const dict = new PickleDict();
        this.setItems(dict, this.popMark());
        this.push(dict);
        break;
      }
      case 0x73: {
        // SETITEM
        const value = this.pop();
        const key = this.pop();
        this.setItems(this.top(), [key, value]);
        break;
      }
      case 0x75: {
        // SETITEMS
        const items = this.popMark();
        this.setItems(this.top(), items);
        break;
      }
      case 0x8f: // EMPTY_SET
        this.push(new PySet());
        break;
      case 0x90: {
        // ADDITEMS
        const items = this.popMark();
        const set = this.top();
        if (!(set instanceof PySet))
          this.fail(`malformed pickle: ADDITEMS at byte ${this.opcodeAt} on a value that is not a set`);
        for (const item of items) set.items.push(item);
        break;
      }
      case 0x91: {
        // FROZENSET
        const set = new PySet();
        for (const item of this.popMark()) set.items.push(item);
        this.push(set);
        break;
      }
      default:
        return false;
    }
    return true;
  }

  /** The memo, and the allow-listed globals and what they rebuild; false: not one of these opcodes. */
  private memoOrObject(op: number): boolean {
    switch (op) {
      case 0x71: // BINPUT
        this.memoize(this.u8('BINPUT'));
        break;
      case 0x72: // LONG_BINPUT
        this.memoize(this.u32('LONG_BINPUT'));
        break;
      case 0x94: // MEMOIZE
        this.memoize(this.memo.size);
        break;
      case 0x68: // BINGET
        this.push(this.recall(this.u8('BINGET')));
        break;
      case 0x6a: // LONG_BINGET
        this.push(this.recall(this.u32('LONG_BINGET')));
        break;
      case 0x63: {
        // GLOBAL
        const module = this.line('GLOBAL module');
        this.push(allowedGlobal(module, this.line('GLOBAL name')));
        break;
      }
      case 0x93: {
        // STACK_GLOBAL
        const name = this.pop();
        const module = this.pop();
        if (typeof module !== 'string' || typeof name !== 'string')
          this.fail(`malformed pickle: STACK_GLOBAL at byte ${this.opcodeAt} without a module and name`);
        this.push(allowedGlobal(module, name));
        break;
      }
      case 0x52: {
        // REDUCE
        const args = this.pop();
        const callable = this.pop();
        if (!(callable instanceof PyGlobal))
          this.fail(`unsupported pickle REDUCE at byte ${this.opcodeAt}: calls no allowed class ${ONLY_DATA}`);
        if (!(args instanceof PyTuple))
          this.fail(`malformed pickle: REDUCE at byte ${this.opcodeAt} without an argument tuple`);
        this.push(callGlobal(callable, args.items, this.budget));
        break;
      }
      case 0x81: {
        // NEWOBJ
        const args = this.pop();
        this.push(newObject(this.pop(), args));
        break;
      }
      case 0x62: {
        // BUILD
        const state = this.pop();
        buildObject(this.top(), state);
        break;
      }
      default:
        return false;
    }
    return true;
  }
}
