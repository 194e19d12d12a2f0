// What the pickle reader (pickle.ts) may rebuild: plain Python data, and an allow-list of classes
// whose reconstruction is written out here, one case each (paths, datetimes, NumPy numbers and
// arrays). Nothing named in a pickle is ever looked up, imported or called: a global not on the
// list is refused when it is read, and REDUCE/BUILD only dispatch on the kinds below.

/** A refusal of the stream (not a bug): caught at the reader's boundary and returned as a value. */
export class PickleRefusal {
  constructor(readonly message: string) {}
}

export const ONLY_DATA = '(only plain data, paths, datetimes and NumPy numbers are read)';

export class PyTuple {
  constructor(readonly items: readonly PickleValue[]) {}
}

/** A dict, keyed as json.dumps would write the key (str as is, int in decimal, True as "true", …). */
export class PickleDict {
  readonly entries = new Map<string, PickleValue>();
}

export class PySet {
  readonly items: PickleValue[] = [];
}

export class PyBytes {
  constructor(readonly bytes: Uint8Array) {}
}

type GlobalKind =
  | 'np-reconstruct'
  | 'np-scalar'
  | 'np-frombuffer'
  | 'np-ndarray'
  | 'np-dtype'
  | 'codecs-encode'
  | 'posix-path'
  | 'windows-path'
  | 'datetime'
  | 'date'
  | 'time'
  | 'timedelta'
  | 'timezone'
  | 'set';

/** A class or function the stream named, from the allow-list only. */
export class PyGlobal {
  constructor(
    readonly qualified: string,
    readonly kind: GlobalKind,
  ) {}
}

const ALLOWED = new Map<string, GlobalKind>();
for (const core of ['numpy.core', 'numpy._core']) {
  // NumPy 1.x and 2.x names of the same functions.
  ALLOWED.set(`${core}.multiarray._reconstruct`, 'np-reconstruct');
  ALLOWED.set(`${core}.multiarray.scalar`, 'np-scalar');
  ALLOWED.set(`${core}.numeric._frombuffer`, 'np-frombuffer');
}
ALLOWED.set('numpy.ndarray', 'np-ndarray');
ALLOWED.set('numpy.dtype', 'np-dtype');
// Protocol 2 writes bytes as _codecs.encode(text, 'latin1').
ALLOWED.set('_codecs.encode', 'codecs-encode');
for (const module of ['pathlib', 'pathlib._local']) {
  for (const name of ['PosixPath', 'PurePosixPath']) ALLOWED.set(`${module}.${name}`, 'posix-path');
  for (const name of ['WindowsPath', 'PureWindowsPath']) ALLOWED.set(`${module}.${name}`, 'windows-path');
}
for (const name of ['datetime', 'date', 'time', 'timedelta', 'timezone'] as const)
  ALLOWED.set(`datetime.${name}`, name);
for (const module of ['builtins', '__builtin__'])
  for (const name of ['set', 'frozenset']) ALLOWED.set(`${module}.${name}`, 'set');

/** The global `module.name`, or a refusal naming it. */
export function allowedGlobal(module: string, name: string): PyGlobal {
  const qualified = `${module}.${name}`;
  const kind = ALLOWED.get(qualified);
  if (kind === undefined) throw new PickleRefusal(`unsupported pickle class ${qualified.slice(0, 200)} ${ONLY_DATA}`);
  return new PyGlobal(qualified, kind);
}

/** A NumPy dtype of plain numbers: kind i/u (integer), f (float), b (bool); itemsize; byte order. */
export class NpDtype {
  byteorder: '<' | '>' = '<';
  constructor(
    readonly kind: 'i' | 'u' | 'f' | 'b',
    readonly size: number,
  ) {}
}

/** A NumPy array: rebuilt empty by _reconstruct and filled by BUILD, or whole by _frombuffer. */
export class NpArray {
  shape: number[] | null = null;
  dtype: NpDtype | null = null;
  fortran = false;
  data: Uint8Array | null = null;
}

export class PyTimedelta {
  constructor(
    readonly days: number,
    readonly seconds: number,
    readonly microseconds: number,
  ) {}

  get totalSeconds(): number {
    return this.days * 86400 + this.seconds + this.microseconds / 1e6;
  }
}

export class PyTimezone {
  constructor(readonly offset: PyTimedelta) {}
}

export type PickleValue =
  | null
  | boolean
  | number
  | string
  | PickleValue[]
  | PyTuple
  | PickleDict
  | PySet
  | PyBytes
  | PyGlobal
  | NpDtype
  | NpArray
  | PyTimedelta
  | PyTimezone;

function typeName(v: PickleValue): string {
  if (v === null) return 'None';
  if (Array.isArray(v)) return 'list';
  if (typeof v !== 'object') return typeof v === 'string' ? 'str' : typeof v === 'boolean' ? 'bool' : 'number';
  if (v instanceof PyGlobal) return v.qualified;
  if (v instanceof PyTuple) return 'tuple';
  if (v instanceof PickleDict) return 'dict';
  if (v instanceof PySet) return 'set';
  if (v instanceof PyBytes) return 'bytes';
  if (v instanceof NpDtype) return 'numpy.dtype';
  if (v instanceof NpArray) return 'numpy.ndarray';
  return v instanceof PyTimedelta ? 'datetime.timedelta' : 'datetime.timezone';
}

const refuse = (message: string): never => {
  throw new PickleRefusal(message);
};

function args(g: PyGlobal, a: readonly PickleValue[], min: number, max = min): readonly PickleValue[] {
  if (a.length < min || a.length > max)
    refuse(`pickle call ${g.qualified} with ${a.length} arguments is not read ${ONLY_DATA}`);
  return a;
}

function int(v: PickleValue, what: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) return refuse(`${what} must be an integer, is ${typeName(v)}`);
  return v;
}

function bytesOf(v: PickleValue, what: string): Uint8Array {
  if (!(v instanceof PyBytes)) return refuse(`${what} must be bytes, is ${typeName(v)}`);
  return v.bytes;
}

const DTYPE = /^([<>|=]?)([iufb])(\d+)$/;

function dtypeOf(typestr: PickleValue): NpDtype {
  const m = typeof typestr === 'string' ? DTYPE.exec(typestr) : null;
  const size = m ? Number(m[3]) : 0;
  const kind = m?.[2] as NpDtype['kind'] | undefined;
  const ok =
    kind === 'f'
      ? size === 2 || size === 4 || size === 8
      : kind === 'b'
        ? size === 1
        : size === 1 || size === 2 || size === 4 || size === 8;
  if (!m || !ok)
    return refuse(
      `unsupported NumPy dtype ${JSON.stringify(typeof typestr === 'string' ? typestr.slice(0, 40) : typeName(typestr))} (only integer, float and bool numbers are read)`,
    );
  const dtype = new NpDtype(kind!, size);
  if (m[1] === '>') dtype.byteorder = '>';
  return dtype;
}

function dtypeArg(v: PickleValue): NpDtype {
  if (!(v instanceof NpDtype)) return refuse(`a NumPy dtype was expected, found ${typeName(v)}`);
  return v;
}

function shapeOf(v: PickleValue): number[] {
  if (!(v instanceof PyTuple)) return refuse(`a NumPy shape must be a tuple, is ${typeName(v)}`);
  const shape = v.items.map((d) => int(d, 'a NumPy dimension'));
  if (shape.length > 2) refuse(`NumPy arrays of ${shape.length} dimensions are not read (at most 2)`);
  if (shape.some((d) => d < 0)) refuse('a NumPy dimension is negative');
  return shape;
}

function checkedArray(a: NpArray): NpArray {
  const count = a.shape!.reduce((x, y) => x * y, 1);
  if (count * a.dtype!.size !== a.data!.length)
    refuse(
      `NumPy array data of ${a.data!.length} bytes does not fit shape (${a.shape!.join(', ')}) of ${a.dtype!.kind}${a.dtype!.size}`,
    );
  return a;
}

/** Python's datetime state bytes (year hi/lo, month, day, hour, minute, second, µs × 3) as ISO text. */
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function timeText(b: Uint8Array, at: number): string {
  const us = (b[at + 3]! << 16) | (b[at + 4]! << 8) | b[at + 5]!;
  // The fold bit rides on the hour byte.
  const hms = `${pad(b[at]! & 0x7f)}:${pad(b[at + 1]!)}:${pad(b[at + 2]!)}`;
  return us === 0 ? hms : `${hms}.${pad(us, 6)}`;
}

function offsetText(tz: PickleValue | undefined): string {
  if (tz === undefined || tz === null) return '';
  if (!(tz instanceof PyTimezone)) return refuse(`a tzinfo must be a datetime.timezone, is ${typeName(tz)}`);
  let s = Math.round(tz.offset.totalSeconds * 1e6);
  const sign = s < 0 ? '-' : '+';
  s = Math.abs(s);
  const us = s % 1e6;
  const secs = Math.floor(s / 1e6);
  const hm = `${sign}${pad(Math.floor(secs / 3600))}:${pad(Math.floor(secs / 60) % 60)}`;
  return secs % 60 === 0 && us === 0 ? hm : `${hm}:${pad(secs % 60)}${us === 0 ? '' : `.${pad(us, 6)}`}`;
}

function dateText(b: Uint8Array): string {
  return `${pad((b[0]! << 8) | b[1]!, 4)}-${pad(b[2]! & 0x7f)}-${pad(b[3]!)}`;
}

/** A path rebuilt from its parts, joined as pathlib joins them. */
function pathText(parts: readonly PickleValue[], windows: boolean): string {
  const sep = windows ? '\\' : '/';
  let out = '';
  for (const part of parts) {
    if (typeof part !== 'string') return refuse(`a path part must be a str, is ${typeName(part)}`);
    if (part.startsWith(sep) || (windows && /^[A-Za-z]:/.test(part))) out = part;
    else
      out =
        out === '' || out.endsWith(sep) || (windows && /^[A-Za-z]:$/.test(out)) ? out + part : `${out}${sep}${part}`;
  }
  return out === '' ? '.' : out;
}

/** numpy.frombuffer(buffer, dtype, shape, order): an array of plain numbers. */
function npFromBuffer(g: PyGlobal, a: readonly PickleValue[]): PickleValue {
  const [buffer, dtype, shape, order] = args(g, a, 4);
  const array = new NpArray();
  array.data = bytesOf(buffer!, 'a NumPy buffer');
  array.dtype = dtypeArg(dtype!);
  array.shape = shapeOf(shape!);
  if (order !== 'C' && order !== 'F') refuse(`a NumPy order must be "C" or "F", is ${typeName(order!)}`);
  array.fortran = order === 'F';
  return checkedArray(array);
}

/** _codecs.encode(str, "latin1"): how protocol 2 pickles bytes. */
function latin1Encode(g: PyGlobal, a: readonly PickleValue[]): PickleValue {
  const [text, encoding] = args(g, a, 2);
  if (typeof text !== 'string' || (encoding !== 'latin1' && encoding !== 'latin-1'))
    return refuse(`pickle call ${g.qualified} is read only for (str, "latin1") ${ONLY_DATA}`);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 255) refuse(`${g.qualified}: a character beyond latin1`);
    bytes[i] = c;
  }
  return new PyBytes(bytes);
}

/** REDUCE: the allowed global `g` applied to `a`. */
export function callGlobal(g: PyGlobal, a: readonly PickleValue[]): PickleValue {
  switch (g.kind) {
    case 'np-reconstruct': {
      const [cls] = args(g, a, 3);
      if (!(cls instanceof PyGlobal) || cls.kind !== 'np-ndarray')
        return refuse(`${g.qualified} of ${typeName(cls!)} is not read ${ONLY_DATA}`);
      return new NpArray();
    }
    case 'np-scalar': {
      const [dtype, data] = args(g, a, 2);
      const array = new NpArray();
      array.shape = [];
      array.dtype = dtypeArg(dtype!);
      array.data = bytesOf(data!, 'a NumPy scalar');
      return scalarValue(checkedArray(array));
    }
    case 'np-frombuffer':
      return npFromBuffer(g, a);
    case 'np-dtype':
      return dtypeOf(args(g, a, 1, 3)[0]!);
    case 'codecs-encode':
      return latin1Encode(g, a);
    case 'posix-path':
    case 'windows-path':
      return pathText(a, g.kind === 'windows-path');
    case 'datetime': {
      const [state, tz] = args(g, a, 1, 2);
      const b = bytesOf(state!, 'a datetime state');
      if (b.length !== 10) refuse('a datetime state must have 10 bytes');
      return `${dateText(b)}T${timeText(b, 4)}${offsetText(tz)}`;
    }
    case 'date': {
      const b = bytesOf(args(g, a, 1)[0]!, 'a date state');
      if (b.length !== 4) refuse('a date state must have 4 bytes');
      return dateText(b);
    }
    case 'time': {
      const [state, tz] = args(g, a, 1, 2);
      const b = bytesOf(state!, 'a time state');
      if (b.length !== 6) refuse('a time state must have 6 bytes');
      return `${timeText(b, 0)}${offsetText(tz)}`;
    }
    case 'timedelta': {
      const [d, s, us] = args(g, a, 0, 3);
      return new PyTimedelta(
        d === undefined ? 0 : int(d, 'timedelta days'),
        s === undefined ? 0 : int(s, 'timedelta seconds'),
        us === undefined ? 0 : int(us, 'timedelta microseconds'),
      );
    }
    case 'timezone': {
      const [offset] = args(g, a, 1, 2);
      if (!(offset instanceof PyTimedelta))
        return refuse(`a timezone offset must be a timedelta, is ${typeName(offset!)}`);
      return new PyTimezone(offset);
    }
    case 'set': {
      const [items] = args(g, a, 0, 1);
      const set = new PySet();
      if (items === undefined) return set;
      if (!Array.isArray(items)) return refuse(`${g.qualified} of ${typeName(items)} is not read ${ONLY_DATA}`);
      set.items.push(...items);
      return set;
    }
    case 'np-ndarray':
      return refuse(`pickle call ${g.qualified} is not read ${ONLY_DATA}`);
  }
}

/** BUILD: the state of a NumPy dtype (its byte order) or of an array made by _reconstruct. */
export function buildObject(target: PickleValue, state: PickleValue): void {
  if (target instanceof NpDtype && state instanceof PyTuple) {
    // (version, byteorder, subarray, names, fields, elsize, alignment, flags[, metadata])
    const [, byteorder, subarray, names, fields] = state.items;
    if (subarray !== null || names !== null || fields !== null)
      refuse('structured NumPy dtypes are not read (only integer, float and bool numbers)');
    if (byteorder === '>' || byteorder === '<') target.byteorder = byteorder;
    else if (byteorder !== '|' && byteorder !== '=')
      refuse(`a NumPy byte order must be <, >, | or =, is ${typeName(byteorder!)}`);
    return;
  }
  if (target instanceof NpArray && target.data === null && state instanceof PyTuple) {
    // (version, shape, dtype, is_fortran, rawdata); numpy before 1.0 left out the version.
    const items = state.items.length === 5 ? state.items.slice(1) : state.items;
    if (items.length !== 4) refuse('a NumPy array state must have 4 or 5 items');
    const [shape, dtype, fortran, data] = items;
    target.shape = shapeOf(shape!);
    target.dtype = dtypeArg(dtype!);
    target.fortran = fortran === true;
    if (Array.isArray(data))
      refuse('NumPy arrays of Python objects are not read (only integer, float and bool numbers)');
    target.data = bytesOf(data!, 'NumPy array data');
    checkedArray(target);
    return;
  }
  refuse(`unsupported pickle BUILD of ${typeName(target)} ${ONLY_DATA}`);
}

function element(array: NpArray, index: number): number | boolean {
  const { kind, size, byteorder } = array.dtype!;
  const view = new DataView(array.data!.buffer, array.data!.byteOffset + index * size, size);
  const little = byteorder === '<';
  if (kind === 'b') return view.getUint8(0) !== 0;
  if (kind === 'f')
    return size === 8
      ? view.getFloat64(0, little)
      : size === 4
        ? view.getFloat32(0, little)
        : half(view.getUint16(0, little));
  if (size === 1) return kind === 'i' ? view.getInt8(0) : view.getUint8(0);
  if (size === 2) return kind === 'i' ? view.getInt16(0, little) : view.getUint16(0, little);
  if (size === 4) return kind === 'i' ? view.getInt32(0, little) : view.getUint32(0, little);
  return Number(kind === 'i' ? view.getBigInt64(0, little) : view.getBigUint64(0, little));
}

/** IEEE 754 binary16. */
function half(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exp = (bits >> 10) & 0x1f;
  const frac = bits & 0x3ff;
  if (exp === 0) return sign * frac * 2 ** -24;
  if (exp === 31) return frac === 0 ? sign * Infinity : NaN;
  return sign * (1 + frac / 1024) * 2 ** (exp - 15);
}

function scalarValue(array: NpArray): number | boolean {
  return element(array, 0);
}

export const MAX_DEPTH = 100;
export const MAX_VALUES = 1_000_000;

/** Python values as JSON values; shared references are copied, within a budget of values and depth. */
export function pickleToPlain(root: PickleValue): unknown {
  let budget = MAX_VALUES;
  const spend = (n: number) => {
    budget -= n;
    if (budget < 0) refuse(`more than ${MAX_VALUES} values (shared references expand when read)`);
  };
  const walk = (v: PickleValue, depth: number): unknown => {
    spend(1);
    if (depth > MAX_DEPTH) refuse(`nested deeper than ${MAX_DEPTH} levels`);
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    if (v instanceof PyTuple) return v.items.map((x) => walk(x, depth + 1));
    if (v instanceof PySet) return v.items.map((x) => walk(x, depth + 1));
    if (v instanceof PickleDict) {
      const out: Record<string, unknown> = {};
      // defineProperty: a key "__proto__" is an own property like any other, never the prototype.
      for (const [key, value] of v.entries)
        Object.defineProperty(out, key, {
          value: walk(value, depth + 1),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      return out;
    }
    if (v instanceof PyBytes)
      return String.fromCharCode(...v.bytes.subarray(0, 1 << 16)) + (v.bytes.length > 1 << 16 ? '…' : '');
    if (v instanceof PyTimedelta) return v.totalSeconds;
    if (v instanceof PyTimezone) return offsetText(v);
    if (v instanceof NpDtype) return `${v.byteorder}${v.kind}${v.size}`;
    if (v instanceof NpArray) {
      if (v.data === null) return refuse('a NumPy array without its data');
      const [rows, cols] = v.shape!;
      spend(v.shape!.length === 0 ? 0 : rows! * (cols ?? 1));
      if (v.shape!.length === 0) return element(v, 0);
      if (cols === undefined) return Array.from({ length: rows! }, (_, i) => element(v, i));
      return Array.from({ length: rows! }, (_, i) =>
        Array.from({ length: cols }, (_, j) => element(v, v.fortran ? j * rows! + i : i * cols + j)),
      );
    }
    // A class or function object as a value (never called).
    return refuse(`${typeName(v)} as a value is not read ${ONLY_DATA}`);
  };
  return walk(root, 0);
}

/** The JSON key json.dumps would write for a dict key, or a refusal. */
export function dictKey(key: PickleValue): string {
  if (typeof key === 'string') return key;
  if (typeof key === 'number') return String(key);
  if (typeof key === 'boolean') return key ? 'true' : 'false';
  if (key === null) return 'null';
  return refuse(`dict keys of type ${typeName(key)} are not read`);
}
