// What the pickle reader (pickle.ts) may rebuild: an allow-list of classes whose reconstruction is
// written out here, one case each (paths, datetimes, UUIDs, sets, NumPy numbers and arrays).
// Nothing named in a pickle is ever looked up, imported or called: a global not on the list is
// refused when it is read, and REDUCE/NEWOBJ/BUILD only dispatch on the kinds below. What a
// reconstruction copies is paid for from the read's budget.
import { buildArray, buildDtype, bytesOf, dtypeOf, npFromBuffer, npScalar } from './pickle-numpy.js';
import {
  NpArray,
  NpDtype,
  ONLY_DATA,
  PickleDict,
  PyBytes,
  PyGlobal,
  PySet,
  PyTimedelta,
  PyTimezone,
  PyTuple,
  PyUuid,
  refuse,
  typeName,
  type GlobalKind,
  type PickleValue,
  type ReadBudget,
} from './pickle-values.js';

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
// asbench's metadata.exp_id; SafeUUID may ride in its state as an enum member.
ALLOWED.set('uuid.UUID', 'uuid');
ALLOWED.set('uuid.SafeUUID', 'uuid-safe');

/** The global `module.name`, or a refusal naming it. */
export function allowedGlobal(module: string, name: string): PyGlobal {
  const qualified = `${module}.${name}`;
  const kind = ALLOWED.get(qualified);
  if (kind === undefined) return refuse(`unsupported pickle class ${qualified.slice(0, 200)} ${ONLY_DATA}`);
  return new PyGlobal(qualified, kind);
}

function args(g: PyGlobal, a: readonly PickleValue[], min: number, max = min): readonly PickleValue[] {
  if (a.length < min || a.length > max)
    refuse(`pickle call ${g.qualified} with ${a.length} arguments is not read ${ONLY_DATA}`);
  return a;
}

function int(v: PickleValue, what: string): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) return refuse(`${what} must be an integer, is ${typeName(v)}`);
  return v;
}

/** Python's datetime state bytes (year hi/lo, month, day, hour, minute, second, µs × 3) as ISO text. */
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function timeText(b: Uint8Array, at: number): string {
  const us = (b[at + 3]! << 16) | (b[at + 4]! << 8) | b[at + 5]!;
  // The fold bit rides on the hour byte.
  const hms = `${pad(b[at]! & 0x7f)}:${pad(b[at + 1]!)}:${pad(b[at + 2]!)}`;
  return us === 0 ? hms : `${hms}.${pad(us, 6)}`;
}

/** A UTC offset as isoformat() writes it (+05:30, -08:00:30.000001), or '' without a tzinfo. */
export function offsetText(tz: PickleValue | undefined): string {
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

/** A path rebuilt from its parts, joined as pathlib joins them; paid for before it is built. */
function pathText(parts: readonly PickleValue[], windows: boolean, budget: ReadBudget): string {
  const sep = windows ? '\\' : '/';
  let length = 0;
  for (const part of parts) {
    if (typeof part !== 'string') return refuse(`a path part must be a str, is ${typeName(part)}`);
    length += part.length + 1;
  }
  budget.spendText(length);
  // Pieces joined once at the end: a string grown part by part is copied again at each look at its end.
  let pieces: string[] = [];
  let outLength = 0;
  let last = '';
  const isDrive = () => windows && outLength === 2 && /^[A-Za-z]:$/.test(pieces.join(''));
  for (const part of parts as readonly string[]) {
    if (part.startsWith(sep) || (windows && /^[A-Za-z]:/.test(part))) {
      pieces = [];
      outLength = 0;
    } else if (outLength > 0 && last !== sep && !isDrive()) {
      pieces.push(sep);
      outLength += 1;
      last = sep;
    }
    pieces.push(part);
    outLength += part.length;
    if (part !== '') last = part[part.length - 1]!;
  }
  return outLength === 0 ? '.' : pieces.join('');
}

/** _codecs.encode(str, "latin1"): how protocol 2 pickles bytes. */
function latin1Encode(g: PyGlobal, a: readonly PickleValue[], budget: ReadBudget): PickleValue {
  const [text, encoding] = args(g, a, 2);
  if (typeof text !== 'string' || (encoding !== 'latin1' && encoding !== 'latin-1'))
    return refuse(`pickle call ${g.qualified} is read only for (str, "latin1") ${ONLY_DATA}`);
  budget.spendText(text.length);
  const bytes = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 255) refuse(`${g.qualified}: a character beyond latin1`);
    bytes[i] = c;
  }
  return new PyBytes(bytes);
}

function datetimeState(v: PickleValue | undefined, what: string, size: number): Uint8Array {
  const b = bytesOf(v!, `a ${what} state`);
  if (b.length !== size) refuse(`a ${what} state must have ${size} bytes`);
  return b;
}

/** REDUCE: the allowed global `g` applied to `a`. */
export function callGlobal(g: PyGlobal, a: readonly PickleValue[], budget: ReadBudget): PickleValue {
  switch (g.kind) {
    case 'np-reconstruct': {
      const [cls] = args(g, a, 3);
      if (!(cls instanceof PyGlobal) || cls.kind !== 'np-ndarray')
        return refuse(`${g.qualified} of ${typeName(cls!)} is not read ${ONLY_DATA}`);
      return new NpArray();
    }
    case 'np-scalar': {
      const [dtype, data] = args(g, a, 2);
      return npScalar(dtype!, data!);
    }
    case 'np-frombuffer': {
      const [buffer, dtype, shape, order] = args(g, a, 4);
      return npFromBuffer(buffer!, dtype!, shape!, order!);
    }
    case 'np-dtype':
      return dtypeOf(args(g, a, 1, 3)[0]!);
    case 'codecs-encode':
      return latin1Encode(g, a, budget);
    case 'posix-path':
    case 'windows-path':
      return pathText(a, g.kind === 'windows-path', budget);
    case 'datetime': {
      const [state, tz] = args(g, a, 1, 2);
      const b = datetimeState(state, 'datetime', 10);
      return `${dateText(b)}T${timeText(b, 4)}${offsetText(tz)}`;
    }
    case 'date':
      return dateText(datetimeState(args(g, a, 1)[0], 'date', 4));
    case 'time': {
      const [state, tz] = args(g, a, 1, 2);
      return `${timeText(datetimeState(state, 'time', 6), 0)}${offsetText(tz)}`;
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
      // A copy of a list the stream may name many times.
      budget.spendValues(items.length);
      for (const item of items) set.items.push(item);
      return set;
    }
    case 'uuid-safe': {
      // SafeUUID(value): the member's value (0 safe, -1 unsafe, None unknown) is all the state holds.
      const [value] = args(g, a, 1);
      if (value !== 0 && value !== -1 && value !== null)
        return refuse(`${g.qualified} of ${typeName(value!)} is not read ${ONLY_DATA}`);
      return value;
    }
    case 'uuid':
    case 'np-ndarray':
      return refuse(`pickle call ${g.qualified} is not read ${ONLY_DATA}`);
  }
}

/** NEWOBJ: cls.__new__(cls, *args), for the one class pickled that way (uuid.UUID, with no arguments). */
export function newObject(cls: PickleValue, a: PickleValue): PickleValue {
  if (!(cls instanceof PyGlobal) || cls.kind !== 'uuid' || !(a instanceof PyTuple) || a.items.length !== 0)
    return refuse(`unsupported pickle NEWOBJ of ${typeName(cls)} ${ONLY_DATA}`);
  return new PyUuid();
}

/** BUILD of a UUID: the state {"int": 0 ≤ n < 2^128[, "is_safe": 0 | -1 | None]} and nothing else. */
function buildUuid(target: PyUuid, state: PickleDict): void {
  for (const [key, v] of state.entries) {
    if (key === 'int') {
      const n = typeof v === 'number' && Number.isSafeInteger(v) ? BigInt(v) : typeof v === 'bigint' ? v : null;
      if (n === null || n < 0n || n >= 1n << 128n) refuse('a UUID state "int" must be an integer of 128 bits');
      target.value = n;
    } else if (key !== 'is_safe' || (v !== 0 && v !== -1 && v !== null))
      refuse(`a UUID state holds only "int" and "is_safe" (0, -1 or None), not ${JSON.stringify(key.slice(0, 40))}`);
  }
  if (target.value === null) refuse('a UUID state without "int"');
}

/** BUILD: the state of a NumPy dtype (its byte order), of an array made by _reconstruct, or of a UUID. */
export function buildObject(target: PickleValue, state: PickleValue): void {
  if (target instanceof NpDtype && state instanceof PyTuple) buildDtype(target, state);
  else if (target instanceof NpArray && target.data === null && state instanceof PyTuple) buildArray(target, state);
  else if (target instanceof PyUuid && target.value === null && state instanceof PickleDict) buildUuid(target, state);
  else refuse(`unsupported pickle BUILD of ${typeName(target)} ${ONLY_DATA}`);
}

/** The JSON key json.dumps would write for a dict key, or a refusal. */
export function dictKey(key: PickleValue): string {
  if (typeof key === 'string') return key;
  if (typeof key === 'number' || typeof key === 'bigint') return String(key);
  if (typeof key === 'boolean') return key ? 'true' : 'false';
  if (key === null) return 'null';
  return refuse(`dict keys of type ${typeName(key)} are not read`);
}
