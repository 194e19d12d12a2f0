// The values the pickle reader (pickle.ts) builds, and the budget every read spends. A pickle can
// name one value many times (memo lookups): what it costs is counted at every reference, when a
// reconstruction copies it and when it is turned into JSON values, never once per value.

/** A refusal of the stream (not a bug): caught at the reader's boundary and returned as a value. */
export class PickleRefusal {
  constructor(readonly message: string) {}
}

export const ONLY_DATA = '(only plain data, paths, datetimes, UUIDs and NumPy numbers are read)';

export const MAX_DEPTH = 100;
/** Values held at once on the stack or in the memo, and values produced by one read. */
export const MAX_VALUES = 1_000_000;
/** Characters of text and bytes produced by one read, every reference counted. */
export const MAX_TEXT_BYTES = 16 * 1024 * 1024;

export const refuse = (message: string): never => {
  throw new PickleRefusal(message);
};

/** What one read may still produce; shared by the reconstructions and the conversion to JSON values. */
export class ReadBudget {
  private values = MAX_VALUES;
  private text = MAX_TEXT_BYTES;

  spendValues(n: number): void {
    this.values -= n;
    if (this.values < 0) refuse(`more than ${MAX_VALUES} values (shared references expand when read)`);
  }

  spendText(n: number): void {
    this.text -= n;
    if (this.text < 0)
      refuse(
        `more than ${MAX_TEXT_BYTES / 1024 / 1024} MiB of text and bytes (shared references count at each reference)`,
      );
  }
}

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

export type GlobalKind =
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
  | 'set'
  | 'uuid'
  | 'uuid-safe';

/** A class or function the stream named, from the allow-list only. */
export class PyGlobal {
  constructor(
    readonly qualified: string,
    readonly kind: GlobalKind,
  ) {}
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

/** A uuid.UUID: made empty by NEWOBJ, its 128-bit value set by BUILD from the state {"int": …}. */
export class PyUuid {
  value: bigint | null = null;

  /** The canonical form, as str(uuid) writes it. */
  get text(): string {
    const hex = this.value!.toString(16).padStart(32, '0');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}

/** Integers beyond 2^53 are kept exact (a UUID's value) as bigint until they become JSON numbers. */
export type PickleValue =
  | null
  | boolean
  | number
  | bigint
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
  | PyTimezone
  | PyUuid;

export function typeName(v: PickleValue): string {
  if (v === null) return 'None';
  if (Array.isArray(v)) return 'list';
  if (typeof v !== 'object')
    return typeof v === 'string' ? 'str' : typeof v === 'boolean' ? 'bool' : typeof v === 'bigint' ? 'int' : 'number';
  if (v instanceof PyGlobal) return v.qualified;
  if (v instanceof PyTuple) return 'tuple';
  if (v instanceof PickleDict) return 'dict';
  if (v instanceof PySet) return 'set';
  if (v instanceof PyBytes) return 'bytes';
  if (v instanceof NpDtype) return 'numpy.dtype';
  if (v instanceof NpArray) return 'numpy.ndarray';
  if (v instanceof PyUuid) return 'uuid.UUID';
  return v instanceof PyTimedelta ? 'datetime.timedelta' : 'datetime.timezone';
}
