// NumPy numbers and arrays as the pickle reader rebuilds them: dtypes of plain numbers, shapes of at
// most 2 dimensions checked before anything is allocated, and the elements read from the raw bytes.
import { MAX_VALUES, NpArray, NpDtype, PyBytes, PyTuple, refuse, typeName, type PickleValue } from './pickle-values.js';

const DTYPE = /^([<>|=]?)([iufb])(\d+)$/;

export function dtypeOf(typestr: PickleValue): NpDtype {
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

/**
 * A shape of at most 2 dimensions whose rows and elements fit the read's value budget: an (N, 0)
 * array holds no element but still N rows, so each dimension is capped, and the product (of two
 * numbers of at most MAX_VALUES, so exact) too.
 */
function shapeOf(v: PickleValue): number[] {
  if (!(v instanceof PyTuple)) return refuse(`a NumPy shape must be a tuple, is ${typeName(v)}`);
  const shape = v.items.map((d) => {
    if (typeof d !== 'number' || !Number.isSafeInteger(d))
      return refuse(`a NumPy dimension must be an integer, is ${typeName(d)}`);
    return d;
  });
  if (shape.length > 2) refuse(`NumPy arrays of ${shape.length} dimensions are not read (at most 2)`);
  if (shape.some((d) => d < 0)) refuse('a NumPy dimension is negative');
  const shown = () => `(${shape.join(', ')}${shape.length === 1 ? ',' : ''})`;
  if (shape.some((d) => d > MAX_VALUES))
    refuse(`a NumPy array of shape ${shown()} is not read (at most ${MAX_VALUES} along a dimension)`);
  if (shape.reduce((x, y) => x * y, 1) > MAX_VALUES)
    refuse(`a NumPy array of shape ${shown()} is not read (at most ${MAX_VALUES} elements)`);
  return shape;
}

/** The array, once its data is known to be exactly what its shape and dtype need. */
function checkedArray(a: NpArray): NpArray {
  const count = a.shape!.reduce((x, y) => x * y, 1);
  if (count * a.dtype!.size !== a.data!.length)
    refuse(
      `NumPy array data of ${a.data!.length} bytes does not fit shape (${a.shape!.join(', ')}) of ${a.dtype!.kind}${a.dtype!.size}`,
    );
  return a;
}

export function bytesOf(v: PickleValue, what: string): Uint8Array {
  if (!(v instanceof PyBytes)) return refuse(`${what} must be bytes, is ${typeName(v)}`);
  return v.bytes;
}

/** numpy.frombuffer(buffer, dtype, shape, order): the shape checked before the data is looked at. */
export function npFromBuffer(buffer: PickleValue, dtype: PickleValue, shape: PickleValue, order: PickleValue): NpArray {
  const array = new NpArray();
  array.shape = shapeOf(shape);
  array.dtype = dtypeArg(dtype);
  array.data = bytesOf(buffer, 'a NumPy buffer');
  if (order !== 'C' && order !== 'F') refuse(`a NumPy order must be "C" or "F", is ${typeName(order)}`);
  array.fortran = order === 'F';
  return checkedArray(array);
}

/** numpy.core.multiarray.scalar(dtype, bytes): one number. */
export function npScalar(dtype: PickleValue, data: PickleValue): number | boolean {
  const array = new NpArray();
  array.shape = [];
  array.dtype = dtypeArg(dtype);
  array.data = bytesOf(data, 'a NumPy scalar');
  return elementReader(checkedArray(array))(0);
}

/** BUILD of a dtype: (version, byteorder, subarray, names, fields, elsize, alignment, flags[, metadata]). */
export function buildDtype(target: NpDtype, state: PyTuple): void {
  const [, byteorder, subarray, names, fields] = state.items;
  if (subarray !== null || names !== null || fields !== null)
    refuse('structured NumPy dtypes are not read (only integer, float and bool numbers)');
  if (byteorder === '>' || byteorder === '<') target.byteorder = byteorder;
  else if (byteorder !== '|' && byteorder !== '=')
    refuse(`a NumPy byte order must be <, >, | or =, is ${typeName(byteorder!)}`);
}

/** BUILD of an array made by _reconstruct: (version, shape, dtype, is_fortran, rawdata). */
export function buildArray(target: NpArray, state: PyTuple): void {
  // numpy before 1.0 left out the version.
  const items = state.items.length === 5 ? state.items.slice(1) : state.items;
  if (items.length !== 4) refuse('a NumPy array state must have 4 or 5 items');
  const [shape, dtype, fortran, data] = items;
  target.shape = shapeOf(shape!);
  target.dtype = dtypeArg(dtype!);
  target.fortran = fortran === true;
  if (Array.isArray(data)) refuse('NumPy arrays of Python objects are not read (only integer, float and bool numbers)');
  target.data = bytesOf(data!, 'NumPy array data');
  checkedArray(target);
}

/** A reader of the array's elements by index (one view of its data for all of them). */
function elementReader(array: NpArray): (index: number) => number | boolean {
  const { kind, size, byteorder } = array.dtype!;
  const view = new DataView(array.data!.buffer, array.data!.byteOffset, array.data!.length);
  const little = byteorder === '<';
  if (kind === 'b') return (i) => view.getUint8(i) !== 0;
  if (kind === 'f')
    return size === 8
      ? (i) => view.getFloat64(i * 8, little)
      : size === 4
        ? (i) => view.getFloat32(i * 4, little)
        : (i) => half(view.getUint16(i * 2, little));
  const signed = kind === 'i';
  if (size === 1) return signed ? (i) => view.getInt8(i) : (i) => view.getUint8(i);
  if (size === 2) return signed ? (i) => view.getInt16(i * 2, little) : (i) => view.getUint16(i * 2, little);
  if (size === 4) return signed ? (i) => view.getInt32(i * 4, little) : (i) => view.getUint32(i * 4, little);
  return signed ? (i) => Number(view.getBigInt64(i * 8, little)) : (i) => Number(view.getBigUint64(i * 8, little));
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

/** The array as JSON values: numbers, a list, or a list of rows; rows and elements paid for first. */
export function arrayToPlain(v: NpArray, spendValues: (n: number) => void): unknown {
  if (v.data === null) return refuse('a NumPy array without its data');
  const shape = v.shape!;
  const element = elementReader(v);
  if (shape.length === 0) return element(0);
  const rows = shape[0]!;
  const cols = shape.length === 1 ? null : shape[1]!;
  spendValues(cols === null ? rows : rows + rows * cols);
  const out: unknown[] = new Array(rows);
  for (let i = 0; i < rows; i++) {
    if (cols === null) {
      out[i] = element(i);
      continue;
    }
    const row: unknown[] = new Array(cols);
    for (let j = 0; j < cols; j++) row[j] = element(v.fortran ? j * rows + i : i * cols + j);
    out[i] = row;
  }
  return out;
}
