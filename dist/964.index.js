export const id = 964;
export const ids = [964];
export const modules = {

/***/ 964:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  scoreSuite: () => (/* binding */ scoreSuite)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var core_diagnostics = __webpack_require__(27135);
// EXTERNAL MODULE: ./src/core/logger.ts
var logger = __webpack_require__(11227);
// EXTERNAL MODULE: ./src/json/read.ts
var json_read = __webpack_require__(69472);
// EXTERNAL MODULE: ./src/results/inputs.ts
var results_inputs = __webpack_require__(11385);
// EXTERNAL MODULE: ./src/results/metrics.ts
var metrics = __webpack_require__(97087);
// EXTERNAL MODULE: ./src/results/suite.ts
var results_suite = __webpack_require__(40502);
// EXTERNAL MODULE: ./src/core/result.ts
var result = __webpack_require__(39294);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(56107);
// EXTERNAL MODULE: ./src/json/structured.ts + 1 modules
var structured = __webpack_require__(10460);
;// CONCATENATED MODULE: ./src/benchmarks/hurricane/aoi-ids.ts
// The AOI ids of a map (`aoiIds`): a JSON array of integers, or one integer per line.





/** The ids as a set; any id that is not an integer is a located error (a wrong list would miscount every trip). */
async function readAoiIds(file) {
    const shown = (0,paths/* displayPath */.G)(file);
    const read = await (0,json_read/* readTextFile */.Gu)(file);
    if (!read.ok)
        return read;
    const text = read.value.replace(/^\ufeff/, '');
    const ids = new Set();
    if (text.trimStart().startsWith('[')) {
        const parsed = (0,structured/* parseJsonDocument */.dH)(text, shown);
        if (!parsed.ok)
            return parsed;
        const list = parsed.value;
        if (!Array.isArray(list))
            return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'invalid-aoi-ids', file: shown, message: 'must be a JSON array of integers' }));
        for (let i = 0; i < list.length; i++) {
            const v = list[i];
            if (typeof v !== 'number' || !Number.isSafeInteger(v)) {
                const at = parsed.locate(`/${i}`);
                return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
                    code: 'invalid-aoi-ids',
                    file: shown,
                    line: at.line,
                    column: at.column,
                    pointer: `/${i}`,
                    message: `must be an integer, is ${JSON.stringify(v)}`,
                }));
            }
            ids.add(v);
        }
    }
    else {
        const lines = text.split(/\r?\n/);
        for (let i = 0; i < lines.length; i++) {
            const t = lines[i].trim();
            if (t === '')
                continue;
            const v = /^[+-]?\d+$/.test(t) ? Number(t) : NaN;
            if (!Number.isSafeInteger(v))
                return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
                    code: 'invalid-aoi-ids',
                    file: shown,
                    line: i + 1,
                    message: `must be one integer id per line, is ${JSON.stringify(t.slice(0, 40))}`,
                }));
            ids.add(v);
        }
    }
    if (ids.size === 0)
        return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'invalid-aoi-ids', file: shown, message: 'has no AOI ids' }));
    return (0,result/* success */.k)(ids);
}

// EXTERNAL MODULE: ./src/json/limits.ts
var limits = __webpack_require__(29944);
// EXTERNAL MODULE: ./src/schemas/registry.ts + 1 modules
var registry = __webpack_require__(21951);
;// CONCATENATED MODULE: ./src/benchmarks/hurricane/pickle-values.ts
// The values the pickle reader (pickle.ts) builds, and the budget every read spends. A pickle can
// name one value many times (memo lookups): what it costs is counted at every reference, when a
// reconstruction copies it and when it is turned into JSON values, never once per value.
/** A refusal of the stream (not a bug): caught at the reader's boundary and returned as a value. */
class PickleRefusal {
    message;
    constructor(message) {
        this.message = message;
    }
}
const ONLY_DATA = '(only plain data, paths, datetimes, UUIDs and NumPy numbers are read)';
const MAX_DEPTH = 100;
/** Values held at once on the stack or in the memo, and values produced by one read. */
const MAX_VALUES = 1_000_000;
/** Characters of text and bytes produced by one read, every reference counted. */
const MAX_TEXT_BYTES = 16 * 1024 * 1024;
const refuse = (message) => {
    throw new PickleRefusal(message);
};
/** What one read may still produce; shared by the reconstructions and the conversion to JSON values. */
class ReadBudget {
    values = MAX_VALUES;
    text = MAX_TEXT_BYTES;
    spendValues(n) {
        this.values -= n;
        if (this.values < 0)
            refuse(`more than ${MAX_VALUES} values (shared references expand when read)`);
    }
    spendText(n) {
        this.text -= n;
        if (this.text < 0)
            refuse(`more than ${MAX_TEXT_BYTES / 1024 / 1024} MiB of text and bytes (shared references count at each reference)`);
    }
}
class PyTuple {
    items;
    constructor(items) {
        this.items = items;
    }
}
/** A dict, keyed as json.dumps would write the key (str as is, int in decimal, True as "true", …). */
class PickleDict {
    entries = new Map();
}
class PySet {
    items = [];
}
class PyBytes {
    bytes;
    constructor(bytes) {
        this.bytes = bytes;
    }
}
/** A class or function the stream named, from the allow-list only. */
class PyGlobal {
    qualified;
    kind;
    constructor(qualified, kind) {
        this.qualified = qualified;
        this.kind = kind;
    }
}
/** A NumPy dtype of plain numbers: kind i/u (integer), f (float), b (bool); itemsize; byte order. */
class NpDtype {
    kind;
    size;
    byteorder = '<';
    constructor(kind, size) {
        this.kind = kind;
        this.size = size;
    }
}
/** A NumPy array: rebuilt empty by _reconstruct and filled by BUILD, or whole by _frombuffer. */
class NpArray {
    shape = null;
    dtype = null;
    fortran = false;
    data = null;
}
class PyTimedelta {
    days;
    seconds;
    microseconds;
    constructor(days, seconds, microseconds) {
        this.days = days;
        this.seconds = seconds;
        this.microseconds = microseconds;
    }
    get totalSeconds() {
        return this.days * 86400 + this.seconds + this.microseconds / 1e6;
    }
}
class PyTimezone {
    offset;
    constructor(offset) {
        this.offset = offset;
    }
}
/** A uuid.UUID: made empty by NEWOBJ, its 128-bit value set by BUILD from the state {"int": …}. */
class PyUuid {
    value = null;
    /** The canonical form, as str(uuid) writes it. */
    get text() {
        const hex = this.value.toString(16).padStart(32, '0');
        return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    }
}
function typeName(v) {
    if (v === null)
        return 'None';
    if (Array.isArray(v))
        return 'list';
    if (typeof v !== 'object')
        return typeof v === 'string' ? 'str' : typeof v === 'boolean' ? 'bool' : typeof v === 'bigint' ? 'int' : 'number';
    if (v instanceof PyGlobal)
        return v.qualified;
    if (v instanceof PyTuple)
        return 'tuple';
    if (v instanceof PickleDict)
        return 'dict';
    if (v instanceof PySet)
        return 'set';
    if (v instanceof PyBytes)
        return 'bytes';
    if (v instanceof NpDtype)
        return 'numpy.dtype';
    if (v instanceof NpArray)
        return 'numpy.ndarray';
    if (v instanceof PyUuid)
        return 'uuid.UUID';
    return v instanceof PyTimedelta ? 'datetime.timedelta' : 'datetime.timezone';
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/pickle-numpy.ts
// NumPy numbers and arrays as the pickle reader rebuilds them: dtypes of plain numbers, shapes of at
// most 2 dimensions checked before anything is allocated, and the elements read from the raw bytes.

const DTYPE = /^([<>|=]?)([iufb])(\d+)$/;
function dtypeOf(typestr) {
    const m = typeof typestr === 'string' ? DTYPE.exec(typestr) : null;
    const size = m ? Number(m[3]) : 0;
    const kind = m?.[2];
    const ok = kind === 'f'
        ? size === 2 || size === 4 || size === 8
        : kind === 'b'
            ? size === 1
            : size === 1 || size === 2 || size === 4 || size === 8;
    if (!m || !ok)
        return refuse(`unsupported NumPy dtype ${JSON.stringify(typeof typestr === 'string' ? typestr.slice(0, 40) : typeName(typestr))} (only integer, float and bool numbers are read)`);
    const dtype = new NpDtype(kind, size);
    if (m[1] === '>')
        dtype.byteorder = '>';
    return dtype;
}
function dtypeArg(v) {
    if (!(v instanceof NpDtype))
        return refuse(`a NumPy dtype was expected, found ${typeName(v)}`);
    return v;
}
/**
 * A shape of at most 2 dimensions whose rows and elements fit the read's value budget: an (N, 0)
 * array holds no element but still N rows, so each dimension is capped, and the product (of two
 * numbers of at most MAX_VALUES, so exact) too.
 */
function shapeOf(v) {
    if (!(v instanceof PyTuple))
        return refuse(`a NumPy shape must be a tuple, is ${typeName(v)}`);
    const shape = v.items.map((d) => {
        if (typeof d !== 'number' || !Number.isSafeInteger(d))
            return refuse(`a NumPy dimension must be an integer, is ${typeName(d)}`);
        return d;
    });
    if (shape.length > 2)
        refuse(`NumPy arrays of ${shape.length} dimensions are not read (at most 2)`);
    if (shape.some((d) => d < 0))
        refuse('a NumPy dimension is negative');
    const shown = () => `(${shape.join(', ')}${shape.length === 1 ? ',' : ''})`;
    if (shape.some((d) => d > MAX_VALUES))
        refuse(`a NumPy array of shape ${shown()} is not read (at most ${MAX_VALUES} along a dimension)`);
    if (shape.reduce((x, y) => x * y, 1) > MAX_VALUES)
        refuse(`a NumPy array of shape ${shown()} is not read (at most ${MAX_VALUES} elements)`);
    return shape;
}
/** The array, once its data is known to be exactly what its shape and dtype need. */
function checkedArray(a) {
    const count = a.shape.reduce((x, y) => x * y, 1);
    if (count * a.dtype.size !== a.data.length)
        refuse(`NumPy array data of ${a.data.length} bytes does not fit shape (${a.shape.join(', ')}) of ${a.dtype.kind}${a.dtype.size}`);
    return a;
}
function bytesOf(v, what) {
    if (!(v instanceof PyBytes))
        return refuse(`${what} must be bytes, is ${typeName(v)}`);
    return v.bytes;
}
/** numpy.frombuffer(buffer, dtype, shape, order): the shape checked before the data is looked at. */
function npFromBuffer(buffer, dtype, shape, order) {
    const array = new NpArray();
    array.shape = shapeOf(shape);
    array.dtype = dtypeArg(dtype);
    array.data = bytesOf(buffer, 'a NumPy buffer');
    if (order !== 'C' && order !== 'F')
        refuse(`a NumPy order must be "C" or "F", is ${typeName(order)}`);
    array.fortran = order === 'F';
    return checkedArray(array);
}
/** numpy.core.multiarray.scalar(dtype, bytes): one number. */
function npScalar(dtype, data) {
    const array = new NpArray();
    array.shape = [];
    array.dtype = dtypeArg(dtype);
    array.data = bytesOf(data, 'a NumPy scalar');
    return elementReader(checkedArray(array))(0);
}
/** BUILD of a dtype: (version, byteorder, subarray, names, fields, elsize, alignment, flags[, metadata]). */
function buildDtype(target, state) {
    const [, byteorder, subarray, names, fields] = state.items;
    if (subarray !== null || names !== null || fields !== null)
        refuse('structured NumPy dtypes are not read (only integer, float and bool numbers)');
    if (byteorder === '>' || byteorder === '<')
        target.byteorder = byteorder;
    else if (byteorder !== '|' && byteorder !== '=')
        refuse(`a NumPy byte order must be <, >, | or =, is ${typeName(byteorder)}`);
}
/** BUILD of an array made by _reconstruct: (version, shape, dtype, is_fortran, rawdata). */
function buildArray(target, state) {
    // numpy before 1.0 left out the version.
    const items = state.items.length === 5 ? state.items.slice(1) : state.items;
    if (items.length !== 4)
        refuse('a NumPy array state must have 4 or 5 items');
    const [shape, dtype, fortran, data] = items;
    target.shape = shapeOf(shape);
    target.dtype = dtypeArg(dtype);
    target.fortran = fortran === true;
    if (Array.isArray(data))
        refuse('NumPy arrays of Python objects are not read (only integer, float and bool numbers)');
    target.data = bytesOf(data, 'NumPy array data');
    checkedArray(target);
}
/** A reader of the array's elements by index (one view of its data for all of them). */
function elementReader(array) {
    const { kind, size, byteorder } = array.dtype;
    const view = new DataView(array.data.buffer, array.data.byteOffset, array.data.length);
    const little = byteorder === '<';
    if (kind === 'b')
        return (i) => view.getUint8(i) !== 0;
    if (kind === 'f')
        return size === 8
            ? (i) => view.getFloat64(i * 8, little)
            : size === 4
                ? (i) => view.getFloat32(i * 4, little)
                : (i) => half(view.getUint16(i * 2, little));
    const signed = kind === 'i';
    if (size === 1)
        return signed ? (i) => view.getInt8(i) : (i) => view.getUint8(i);
    if (size === 2)
        return signed ? (i) => view.getInt16(i * 2, little) : (i) => view.getUint16(i * 2, little);
    if (size === 4)
        return signed ? (i) => view.getInt32(i * 4, little) : (i) => view.getUint32(i * 4, little);
    return signed ? (i) => Number(view.getBigInt64(i * 8, little)) : (i) => Number(view.getBigUint64(i * 8, little));
}
/** IEEE 754 binary16. */
function half(bits) {
    const sign = bits & 0x8000 ? -1 : 1;
    const exp = (bits >> 10) & 0x1f;
    const frac = bits & 0x3ff;
    if (exp === 0)
        return sign * frac * 2 ** -24;
    if (exp === 31)
        return frac === 0 ? sign * Infinity : NaN;
    return sign * (1 + frac / 1024) * 2 ** (exp - 15);
}
/** The array as JSON values: numbers, a list, or a list of rows; rows and elements paid for first. */
function arrayToPlain(v, spendValues) {
    if (v.data === null)
        return refuse('a NumPy array without its data');
    const shape = v.shape;
    const element = elementReader(v);
    if (shape.length === 0)
        return element(0);
    const rows = shape[0];
    const cols = shape.length === 1 ? null : shape[1];
    spendValues(cols === null ? rows : rows + rows * cols);
    const out = new Array(rows);
    for (let i = 0; i < rows; i++) {
        if (cols === null) {
            out[i] = element(i);
            continue;
        }
        const row = new Array(cols);
        for (let j = 0; j < cols; j++)
            row[j] = element(v.fortran ? j * rows + i : i * cols + j);
        out[i] = row;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/pickle-objects.ts
// What the pickle reader (pickle.ts) may rebuild: an allow-list of classes whose reconstruction is
// written out here, one case each (paths, datetimes, UUIDs, sets, NumPy numbers and arrays).
// Nothing named in a pickle is ever looked up, imported or called: a global not on the list is
// refused when it is read, and REDUCE/NEWOBJ/BUILD only dispatch on the kinds below. What a
// reconstruction copies is paid for from the read's budget.


const ALLOWED = new Map();
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
    for (const name of ['PosixPath', 'PurePosixPath'])
        ALLOWED.set(`${module}.${name}`, 'posix-path');
    for (const name of ['WindowsPath', 'PureWindowsPath'])
        ALLOWED.set(`${module}.${name}`, 'windows-path');
}
for (const name of ['datetime', 'date', 'time', 'timedelta', 'timezone'])
    ALLOWED.set(`datetime.${name}`, name);
for (const module of ['builtins', '__builtin__'])
    for (const name of ['set', 'frozenset'])
        ALLOWED.set(`${module}.${name}`, 'set');
// asbench's metadata.exp_id; SafeUUID may ride in its state as an enum member.
ALLOWED.set('uuid.UUID', 'uuid');
ALLOWED.set('uuid.SafeUUID', 'uuid-safe');
/** The global `module.name`, or a refusal naming it. */
function allowedGlobal(module, name) {
    const qualified = `${module}.${name}`;
    const kind = ALLOWED.get(qualified);
    if (kind === undefined)
        return refuse(`unsupported pickle class ${qualified.slice(0, 200)} ${ONLY_DATA}`);
    return new PyGlobal(qualified, kind);
}
function args(g, a, min, max = min) {
    if (a.length < min || a.length > max)
        refuse(`pickle call ${g.qualified} with ${a.length} arguments is not read ${ONLY_DATA}`);
    return a;
}
function pickle_objects_int(v, what) {
    if (typeof v !== 'number' || !Number.isSafeInteger(v))
        return refuse(`${what} must be an integer, is ${typeName(v)}`);
    return v;
}
/** Python's datetime state bytes (year hi/lo, month, day, hour, minute, second, µs × 3) as ISO text. */
const pad = (n, w = 2) => String(n).padStart(w, '0');
function timeText(b, at) {
    const us = (b[at + 3] << 16) | (b[at + 4] << 8) | b[at + 5];
    // The fold bit rides on the hour byte.
    const hms = `${pad(b[at] & 0x7f)}:${pad(b[at + 1])}:${pad(b[at + 2])}`;
    return us === 0 ? hms : `${hms}.${pad(us, 6)}`;
}
/** A UTC offset as isoformat() writes it (+05:30, -08:00:30.000001), or '' without a tzinfo. */
function offsetText(tz) {
    if (tz === undefined || tz === null)
        return '';
    if (!(tz instanceof PyTimezone))
        return refuse(`a tzinfo must be a datetime.timezone, is ${typeName(tz)}`);
    let s = Math.round(tz.offset.totalSeconds * 1e6);
    const sign = s < 0 ? '-' : '+';
    s = Math.abs(s);
    const us = s % 1e6;
    const secs = Math.floor(s / 1e6);
    const hm = `${sign}${pad(Math.floor(secs / 3600))}:${pad(Math.floor(secs / 60) % 60)}`;
    return secs % 60 === 0 && us === 0 ? hm : `${hm}:${pad(secs % 60)}${us === 0 ? '' : `.${pad(us, 6)}`}`;
}
function dateText(b) {
    return `${pad((b[0] << 8) | b[1], 4)}-${pad(b[2] & 0x7f)}-${pad(b[3])}`;
}
/** A path rebuilt from its parts, joined as pathlib joins them; paid for before it is built. */
function pathText(parts, windows, budget) {
    const sep = windows ? '\\' : '/';
    let length = 0;
    for (const part of parts) {
        if (typeof part !== 'string')
            return refuse(`a path part must be a str, is ${typeName(part)}`);
        length += part.length + 1;
    }
    budget.spendText(length);
    // Pieces joined once at the end: a string grown part by part is copied again at each look at its end.
    let pieces = [];
    let outLength = 0;
    let last = '';
    const isDrive = () => windows && outLength === 2 && /^[A-Za-z]:$/.test(pieces.join(''));
    for (const part of parts) {
        if (part.startsWith(sep) || (windows && /^[A-Za-z]:/.test(part))) {
            pieces = [];
            outLength = 0;
        }
        else if (outLength > 0 && last !== sep && !isDrive()) {
            pieces.push(sep);
            outLength += 1;
            last = sep;
        }
        pieces.push(part);
        outLength += part.length;
        if (part !== '')
            last = part[part.length - 1];
    }
    return outLength === 0 ? '.' : pieces.join('');
}
/** _codecs.encode(str, "latin1"): how protocol 2 pickles bytes. */
function latin1Encode(g, a, budget) {
    const [text, encoding] = args(g, a, 2);
    if (typeof text !== 'string' || (encoding !== 'latin1' && encoding !== 'latin-1'))
        return refuse(`pickle call ${g.qualified} is read only for (str, "latin1") ${ONLY_DATA}`);
    budget.spendText(text.length);
    const bytes = new Uint8Array(text.length);
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c > 255)
            refuse(`${g.qualified}: a character beyond latin1`);
        bytes[i] = c;
    }
    return new PyBytes(bytes);
}
function datetimeState(v, what, size) {
    const b = bytesOf(v, `a ${what} state`);
    if (b.length !== size)
        refuse(`a ${what} state must have ${size} bytes`);
    return b;
}
/** REDUCE: the allowed global `g` applied to `a`. */
function callGlobal(g, a, budget) {
    switch (g.kind) {
        case 'np-reconstruct': {
            const [cls] = args(g, a, 3);
            if (!(cls instanceof PyGlobal) || cls.kind !== 'np-ndarray')
                return refuse(`${g.qualified} of ${typeName(cls)} is not read ${ONLY_DATA}`);
            return new NpArray();
        }
        case 'np-scalar': {
            const [dtype, data] = args(g, a, 2);
            return npScalar(dtype, data);
        }
        case 'np-frombuffer': {
            const [buffer, dtype, shape, order] = args(g, a, 4);
            return npFromBuffer(buffer, dtype, shape, order);
        }
        case 'np-dtype':
            return dtypeOf(args(g, a, 1, 3)[0]);
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
            return new PyTimedelta(d === undefined ? 0 : pickle_objects_int(d, 'timedelta days'), s === undefined ? 0 : pickle_objects_int(s, 'timedelta seconds'), us === undefined ? 0 : pickle_objects_int(us, 'timedelta microseconds'));
        }
        case 'timezone': {
            const [offset] = args(g, a, 1, 2);
            if (!(offset instanceof PyTimedelta))
                return refuse(`a timezone offset must be a timedelta, is ${typeName(offset)}`);
            return new PyTimezone(offset);
        }
        case 'set': {
            const [items] = args(g, a, 0, 1);
            const set = new PySet();
            if (items === undefined)
                return set;
            if (!Array.isArray(items))
                return refuse(`${g.qualified} of ${typeName(items)} is not read ${ONLY_DATA}`);
            // A copy of a list the stream may name many times.
            budget.spendValues(items.length);
            for (const item of items)
                set.items.push(item);
            return set;
        }
        case 'uuid-safe': {
            // SafeUUID(value): the member's value (0 safe, -1 unsafe, None unknown) is all the state holds.
            const [value] = args(g, a, 1);
            if (value !== 0 && value !== -1 && value !== null)
                return refuse(`${g.qualified} of ${typeName(value)} is not read ${ONLY_DATA}`);
            return value;
        }
        case 'uuid':
        case 'np-ndarray':
            return refuse(`pickle call ${g.qualified} is not read ${ONLY_DATA}`);
    }
}
/** NEWOBJ: cls.__new__(cls, *args), for the one class pickled that way (uuid.UUID, with no arguments). */
function newObject(cls, a) {
    if (!(cls instanceof PyGlobal) || cls.kind !== 'uuid' || !(a instanceof PyTuple) || a.items.length !== 0)
        return refuse(`unsupported pickle NEWOBJ of ${typeName(cls)} ${ONLY_DATA}`);
    return new PyUuid();
}
/** BUILD of a UUID: the state {"int": 0 ≤ n < 2^128[, "is_safe": 0 | -1 | None]} and nothing else. */
function buildUuid(target, state) {
    for (const [key, v] of state.entries) {
        if (key === 'int') {
            const n = typeof v === 'number' && Number.isSafeInteger(v) ? BigInt(v) : typeof v === 'bigint' ? v : null;
            if (n === null || n < 0n || n >= 1n << 128n)
                refuse('a UUID state "int" must be an integer of 128 bits');
            target.value = n;
        }
        else if (key !== 'is_safe' || (v !== 0 && v !== -1 && v !== null))
            refuse(`a UUID state holds only "int" and "is_safe" (0, -1 or None), not ${JSON.stringify(key.slice(0, 40))}`);
    }
    if (target.value === null)
        refuse('a UUID state without "int"');
}
/** BUILD: the state of a NumPy dtype (its byte order), of an array made by _reconstruct, or of a UUID. */
function buildObject(target, state) {
    if (target instanceof NpDtype && state instanceof PyTuple)
        buildDtype(target, state);
    else if (target instanceof NpArray && target.data === null && state instanceof PyTuple)
        buildArray(target, state);
    else if (target instanceof PyUuid && target.value === null && state instanceof PickleDict)
        buildUuid(target, state);
    else
        refuse(`unsupported pickle BUILD of ${typeName(target)} ${ONLY_DATA}`);
}
/** The JSON key json.dumps would write for a dict key, or a refusal. */
function dictKey(key) {
    if (typeof key === 'string')
        return key;
    if (typeof key === 'number' || typeof key === 'bigint')
        return String(key);
    if (typeof key === 'boolean')
        return key ? 'true' : 'false';
    if (key === null)
        return 'null';
    return refuse(`dict keys of type ${typeName(key)} are not read`);
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/pickle-opcodes.ts
// The pickle opcodes by byte (pickle.ts reads the ones plain data needs and refuses the rest by name).
/** Opcode names, for messages about the ones refused. */
const NAMES = {
    0x28: 'MARK',
    0x2e: 'STOP',
    0x30: 'POP',
    0x31: 'POP_MARK',
    0x32: 'DUP',
    0x46: 'FLOAT',
    0x49: 'INT',
    0x4a: 'BININT',
    0x4b: 'BININT1',
    0x4c: 'LONG',
    0x4d: 'BININT2',
    0x4e: 'NONE',
    0x50: 'PERSID',
    0x51: 'BINPERSID',
    0x52: 'REDUCE',
    0x53: 'STRING',
    0x54: 'BINSTRING',
    0x55: 'SHORT_BINSTRING',
    0x56: 'UNICODE',
    0x58: 'BINUNICODE',
    0x61: 'APPEND',
    0x62: 'BUILD',
    0x63: 'GLOBAL',
    0x64: 'DICT',
    0x7d: 'EMPTY_DICT',
    0x65: 'APPENDS',
    0x67: 'GET',
    0x68: 'BINGET',
    0x69: 'INST',
    0x6a: 'LONG_BINGET',
    0x6c: 'LIST',
    0x5d: 'EMPTY_LIST',
    0x6f: 'OBJ',
    0x70: 'PUT',
    0x71: 'BINPUT',
    0x72: 'LONG_BINPUT',
    0x73: 'SETITEM',
    0x74: 'TUPLE',
    0x29: 'EMPTY_TUPLE',
    0x75: 'SETITEMS',
    0x47: 'BINFLOAT',
    0x80: 'PROTO',
    0x81: 'NEWOBJ',
    0x82: 'EXT1',
    0x83: 'EXT2',
    0x84: 'EXT4',
    0x85: 'TUPLE1',
    0x86: 'TUPLE2',
    0x87: 'TUPLE3',
    0x88: 'NEWTRUE',
    0x89: 'NEWFALSE',
    0x8a: 'LONG1',
    0x8b: 'LONG4',
    0x42: 'BINBYTES',
    0x43: 'SHORT_BINBYTES',
    0x8c: 'SHORT_BINUNICODE',
    0x8d: 'BINUNICODE8',
    0x8e: 'BINBYTES8',
    0x8f: 'EMPTY_SET',
    0x90: 'ADDITEMS',
    0x91: 'FROZENSET',
    0x92: 'NEWOBJ_EX',
    0x93: 'STACK_GLOBAL',
    0x94: 'MEMOIZE',
    0x95: 'FRAME',
    0x96: 'BYTEARRAY8',
    0x97: 'NEXT_BUFFER',
    0x98: 'READONLY_BUFFER',
};

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/pickle-machine.ts
// The pickle virtual machine for data, not code: protocols 2 to 5, the opcodes that plain Python
// data needs, and the allow-listed reconstructions of pickle-objects.ts. Nothing named in the
// stream is ever imported, looked up or called; every refusal names the class or opcode and, for
// malformed streams, the byte. pickle.ts runs it.



/** LONG1/LONG4 integers of more bytes than this are refused. */
const MAX_LONG_BYTES = 64;
/** Opcodes run between two calls of run's `until`. */
const OPCODES_PER_CHECK = 4096;
const utf8 = new TextDecoder('utf-8', { fatal: true });
class Machine {
    bytes;
    budget;
    pos = 0;
    stack = [];
    marks = [];
    memo = new Map();
    /** Values held on the stack and in the marked frames below it. */
    held = 0;
    opcodeAt = 0;
    /** Bytes of the stream read so far. */
    get bytesRead() {
        return this.pos;
    }
    constructor(bytes, budget) {
        this.bytes = bytes;
        this.budget = budget;
    }
    fail(message) {
        throw new PickleRefusal(message);
    }
    need(n, what) {
        const left = this.bytes.length - this.pos;
        if (n > left)
            this.fail(`truncated pickle: ${what} at byte ${this.opcodeAt} needs ${n} bytes, ${left} left`);
        const at = this.pos;
        this.pos += n;
        return at;
    }
    u8(what) {
        return this.bytes[this.need(1, what)];
    }
    u32(what) {
        const at = this.need(4, what);
        return new DataView(this.bytes.buffer, this.bytes.byteOffset + at, 4).getUint32(0, true);
    }
    /** A uint64 length: as a number when it could fit in the file, else a refusal that says how much. */
    u64(what) {
        const at = this.need(8, what);
        const n = new DataView(this.bytes.buffer, this.bytes.byteOffset + at, 8).getBigUint64(0, true);
        if (n > BigInt(this.bytes.length))
            this.fail(`truncated pickle: ${what} at byte ${this.opcodeAt} declares ${n} bytes, ${this.bytes.length - this.pos} left`);
        return Number(n);
    }
    slice(n, what) {
        const at = this.need(n, what);
        return this.bytes.subarray(at, at + n);
    }
    text(n, what) {
        const b = this.slice(n, what);
        try {
            return utf8.decode(b);
        }
        catch {
            return this.fail(`malformed pickle: ${what} at byte ${this.opcodeAt} is not UTF-8`);
        }
    }
    /** A newline-terminated ASCII argument (GLOBAL's module and name). */
    line(what) {
        const end = this.bytes.indexOf(0x0a, this.pos);
        if (end < 0 || end - this.pos > 256)
            this.fail(`malformed pickle: ${what} at byte ${this.opcodeAt} is not a line of at most 256 bytes`);
        const s = this.text(end - this.pos, what);
        this.pos += 1;
        return s;
    }
    push(v) {
        if (++this.held > MAX_VALUES)
            this.fail(`more than ${MAX_VALUES} values on the pickle stack`);
        this.stack.push(v);
    }
    pop() {
        if (this.stack.length === 0)
            this.fail(`malformed pickle: ${NAMES[this.bytes[this.opcodeAt]]} at byte ${this.opcodeAt} finds the stack empty`);
        this.held -= 1;
        return this.stack.pop();
    }
    top() {
        if (this.stack.length === 0)
            this.fail(`malformed pickle: ${NAMES[this.bytes[this.opcodeAt]]} at byte ${this.opcodeAt} finds the stack empty`);
        return this.stack[this.stack.length - 1];
    }
    /** The items pushed since the last MARK, which is removed. */
    popMark() {
        const below = this.marks.pop();
        if (below === undefined)
            this.fail(`malformed pickle: ${NAMES[this.bytes[this.opcodeAt]]} at byte ${this.opcodeAt} without a MARK`);
        const items = this.stack;
        this.stack = below;
        this.held -= items.length;
        return items;
    }
    memoize(key) {
        if (this.memo.size >= MAX_VALUES && !this.memo.has(key))
            this.fail(`more than ${MAX_VALUES} memo entries`);
        this.memo.set(key, this.top());
    }
    recall(key) {
        if (!this.memo.has(key))
            this.fail(`malformed pickle: memo entry ${key} read at byte ${this.opcodeAt} was never stored`);
        return this.memo.get(key);
    }
    /** An integer: a number, or a bigint beyond 2^53 (kept exact for a UUID's value). */
    long(n) {
        if (n > MAX_LONG_BYTES)
            this.fail(`an integer of ${n} bytes at byte ${this.opcodeAt} is too large`);
        const b = this.slice(n, 'LONG');
        let v = 0n;
        for (let i = n - 1; i >= 0; i--)
            v = (v << 8n) | BigInt(b[i]);
        if (n > 0 && b[n - 1] & 0x80)
            v -= 1n << BigInt(8 * n);
        return v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v;
    }
    list(v, op) {
        if (!Array.isArray(v))
            this.fail(`malformed pickle: ${op} at byte ${this.opcodeAt} on a value that is not a list`);
        return v;
    }
    setItems(target, items) {
        if (!(target instanceof PickleDict))
            this.fail(`malformed pickle: SETITEMS at byte ${this.opcodeAt} on a value that is not a dict`);
        if (items.length % 2 !== 0)
            this.fail(`malformed pickle: SETITEMS at byte ${this.opcodeAt} with an odd number of items`);
        for (let i = 0; i < items.length; i += 2)
            target.entries.set(dictKey(items[i]), items[i + 1]);
    }
    tuple(items) {
        this.push(new PyTuple(items));
    }
    /**
     * Runs until STOP (the value) or until `until()` says to pause (undefined: call again). The
     * caller checked PROTO 2..5 at byte 0.
     */
    run(until) {
        if (this.pos === 0)
            this.pos = 2;
        for (let ops = 1;; ops++) {
            if (ops % OPCODES_PER_CHECK === 0 && until())
                return undefined;
            this.opcodeAt = this.pos;
            if (this.pos >= this.bytes.length)
                this.fail(`truncated pickle: the stream ends at byte ${this.pos} without STOP`);
            const op = this.bytes[this.pos++];
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
                    if (this.literal(op) || this.collection(op) || this.memoOrObject(op))
                        break;
                    this.fail(`unsupported pickle opcode ${NAMES[op] ?? `0x${op.toString(16).padStart(2, '0')}`} at byte ${this.opcodeAt} ${ONLY_DATA}`);
            }
        }
    }
    /** Values: None, booleans, integers, floats, text and bytes; false: not one of these opcodes. */
    literal(op) {
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
                this.push(this.bytes[at] | (this.bytes[at + 1] << 8));
                break;
            }
            case 0x8a: // LONG1
                this.push(this.long(this.u8('LONG1')));
                break;
            case 0x8b: // LONG4
                this.push(this.long(this.u32('LONG4')));
                break;
            case 0x47: // BINFLOAT (big-endian)
                this.push(new DataView(this.bytes.buffer, this.bytes.byteOffset + this.need(8, 'BINFLOAT'), 8).getFloat64(0, false));
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
                this.push(new PyBytes(this.slice(this.u64(NAMES[op]), NAMES[op])));
                break;
            default:
                return false;
        }
        return true;
    }
    /** Lists, tuples, dicts and sets; false: not one of these opcodes. */
    collection(op) {
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
                for (const item of items)
                    list.push(item);
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
                const items = [];
                for (let i = 0; i < n; i++)
                    items.unshift(this.pop());
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
                for (const item of items)
                    set.items.push(item);
                break;
            }
            case 0x91: {
                // FROZENSET
                const set = new PySet();
                for (const item of this.popMark())
                    set.items.push(item);
                this.push(set);
                break;
            }
            default:
                return false;
        }
        return true;
    }
    /** The memo, and the allow-listed globals and what they rebuild; false: not one of these opcodes. */
    memoOrObject(op) {
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

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/pickle-plain.ts
// The pickle reader's values as JSON values. A pickle may name one value at many places (memo
// lookups): each place is a copy here, so every visit pays for what it produces (values, and
// characters of text and bytes) from the read's budget, before it allocates.



/** Bytes are shown as text of their first 64 KiB (they are never a number asbench writes). */
const SHOWN_BYTES = 1 << 16;
function bytesText(bytes) {
    const shown = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, SHOWN_BYTES)).toString('latin1');
    return bytes.length > SHOWN_BYTES ? `${shown}…` : shown;
}
/** Python values as JSON values; shared references are copied, within the budget of values, text and depth. */
function pickleToPlain(root, budget) {
    const spendValues = (n) => budget.spendValues(n);
    const walk = (v, depth) => {
        budget.spendValues(1);
        if (depth > MAX_DEPTH)
            refuse(`nested deeper than ${MAX_DEPTH} levels`);
        if (typeof v === 'string') {
            budget.spendText(v.length);
            return v;
        }
        // Integers beyond 2^53 become the nearest JSON number, as JSON readers take them.
        if (typeof v === 'bigint')
            return Number(v);
        if (v === null || typeof v !== 'object')
            return v;
        if (Array.isArray(v))
            return v.map((x) => walk(x, depth + 1));
        if (v instanceof PyTuple)
            return v.items.map((x) => walk(x, depth + 1));
        if (v instanceof PySet)
            return v.items.map((x) => walk(x, depth + 1));
        if (v instanceof PickleDict) {
            const out = {};
            // defineProperty: a key "__proto__" is an own property like any other, never the prototype.
            for (const [key, value] of v.entries) {
                budget.spendText(key.length);
                Object.defineProperty(out, key, {
                    value: walk(value, depth + 1),
                    enumerable: true,
                    writable: true,
                    configurable: true,
                });
            }
            return out;
        }
        if (v instanceof PyBytes) {
            budget.spendText(Math.min(v.bytes.length, SHOWN_BYTES));
            return bytesText(v.bytes);
        }
        if (v instanceof PyUuid) {
            if (v.value === null)
                return refuse('a UUID without its value');
            return v.text;
        }
        if (v instanceof PyTimedelta)
            return v.totalSeconds;
        if (v instanceof PyTimezone)
            return offsetText(v);
        if (v instanceof NpDtype)
            return `${v.byteorder}${v.kind}${v.size}`;
        if (v instanceof NpArray)
            return arrayToPlain(v, spendValues);
        // A class or function object as a value (never called).
        return refuse(`${typeName(v)} as a value is not read ${ONLY_DATA}`);
    };
    return walk(root, 0);
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/pickle.ts
// Reading a pickle as data (pickle-machine.ts runs the opcodes, pickle-plain.ts turns the result
// into JSON values). The npm pickle parsers were not safe by construction (calling whatever a
// REDUCE finds on the stack, dicts as plain objects open to "__proto__", no bounds), hence this
// reader; a long read yields to the event loop so that SIGINT/SIGTERM stop it.



/** Pickle files larger than this are refused before they are read (asbench's are a few KB). */
const MAX_PICKLE_BYTES = 64 * 1024 * 1024;
/** The protocol of a stream that starts with PROTO (0x80), or null: pickles are told by content. */
function pickleProtocol(bytes) {
    return bytes.length >= 2 && bytes[0] === 0x80 ? bytes[1] : null;
}
/** A long read yields to the event loop after this long. */
const SLICE_MS = 50;
/** A refusal of the header (not a pickle, another protocol), or null: protocol 2 to 5. */
function headerRefusal(bytes) {
    const protocol = pickleProtocol(bytes);
    if (protocol === null)
        return {
            ok: false,
            message: 'not a pickle of protocol 2 to 5 (it does not start with their PROTO opcode; protocols 0 and 1 are not read)',
        };
    if (protocol < 2 || protocol > 5)
        return { ok: false, message: `pickle protocol ${protocol} is not read (protocols 2 to 5)` };
    return null;
}
/** `step`'s result, or its refusal as a value. */
function settled(step) {
    try {
        return { ok: true, value: step() };
    }
    catch (error) {
        if (error instanceof PickleRefusal)
            return { ok: false, message: error.message };
        if (error instanceof RangeError)
            return { ok: false, message: `nested too deeply to read (${error.message})` };
        throw error;
    }
}
function finish(root, budget) {
    return settled(() => pickleToPlain(root, budget));
}
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
/**
 * The value of a pickle of protocol 2 to 5, as JSON values: dicts as objects, lists, tuples and
 * sets as arrays, paths, datetimes and UUIDs as strings, NumPy scalars and arrays (integer, float,
 * bool; at most 2 dimensions) as numbers and arrays. Anything else is a refusal. The read yields to
 * the event loop every SLICE_MS, so that a signal handler runs during a long one.
 */
async function readPickle(bytes, { signal, onBytes, sliceMs = SLICE_MS } = {}) {
    const refused = headerRefusal(bytes);
    if (refused !== null)
        return refused;
    const budget = new ReadBudget();
    const machine = new Machine(bytes, budget);
    for (;;) {
        const sliceEnd = Date.now() + sliceMs;
        const run = settled(() => machine.run(() => Date.now() >= sliceEnd));
        if (!run.ok)
            return run;
        if (run.value !== undefined)
            return finish(run.value, budget);
        onBytes?.(machine.bytesRead);
        await nextTurn();
        if (signal?.aborted === true)
            return { ok: false, stopped: true, message: `the read was stopped (${String(signal.reason)})` };
    }
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/result-file.ts
// The model output (`input`): the bare results dict, or the file asbench's runner writes
// ({"results": …, "metadata": …}), each as JSON or as a pickle (told by content: the PROTO header).







const IDENTITY_KEYS = ['llm', 'exp_id', 'agent_filename', 'execution_time'];
/** Identity strings longer than this are cut in the results document. */
const MAX_IDENTITY_CHARS = 500;
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const PICKLE_NAME = /\.(pkl|pickle)$/i;
async function readBytes(file) {
    const handle = await (0,promises_.open)(file, 'r');
    try {
        const { size } = await handle.stat();
        const head = Buffer.alloc(2);
        await handle.read(head, 0, 2, 0);
        // Read whole, so capped before reading: the pickle's own cap, or the JSON reader's.
        if (size > (pickleProtocol(head) !== null ? MAX_PICKLE_BYTES : limits/* DEFAULT_JSON_LIMITS */.Ym.maxBytes))
            return { bytes: head, tooLarge: true, size };
        return { bytes: await handle.readFile(), tooLarge: false, size };
    }
    finally {
        await handle.close();
    }
}
function identityOf(metadata, shown, diagnostics) {
    const run = {};
    if (!isObject(metadata)) {
        if (metadata !== undefined)
            diagnostics.add({
                severity: 'warning',
                code: 'asbench-metadata',
                file: shown,
                pointer: '/metadata',
                message: 'is not a dict: the run is not named in the report',
            });
        return run;
    }
    for (const key of IDENTITY_KEYS) {
        const v = metadata[key];
        if (v === undefined || v === null)
            continue;
        if (typeof v === 'string')
            run[key] = v.length > MAX_IDENTITY_CHARS ? `${v.slice(0, MAX_IDENTITY_CHARS - 1)}…` : v;
        else if (key === 'execution_time' && typeof v === 'number' && Number.isFinite(v))
            run[key] = v;
        else
            diagnostics.add({
                severity: 'warning',
                code: 'asbench-metadata',
                file: shown,
                pointer: `/metadata/${key}`,
                message: `is not ${key === 'execution_time' ? 'a string or a number' : 'a string'}: not shown in the report`,
            });
    }
    return run;
}
/** The pickle's value, its bytes counted on `progress`; null (and a diagnostic) when refused or stopped. */
async function pickleValue(bytes, shown, diagnostics, { signal, progress }) {
    let reported = 0;
    progress?.setTotal(bytes.length);
    const unpickled = await readPickle(bytes, {
        signal,
        onBytes: (read) => {
            progress?.tick(read - reported);
            reported = read;
        },
    });
    if (unpickled.ok)
        return unpickled;
    const code = 'stopped' in unpickled ? 'stopped' : 'invalid-pickle';
    diagnostics.add({ code, file: shown, message: unpickled.message });
    return null;
}
/**
 * Read a model output file. Every problem is a diagnostic (JSON: located by line and column;
 * pickle: the file, and the JSON pointer of a value that breaks the schema); null when unusable,
 * or when `signal` stopped the read.
 */
async function readResultFile(file, diagnostics, options = {}) {
    const shown = (0,paths/* displayPath */.G)(file);
    let read;
    try {
        read = await readBytes(file);
    }
    catch (error) {
        diagnostics.add((0,json_read/* ioDiagnostic */.Ov)(file, error));
        return null;
    }
    const protocol = pickleProtocol(read.bytes);
    let value;
    let locate = null;
    if (read.tooLarge && protocol !== null) {
        diagnostics.add({
            code: 'invalid-pickle',
            file: shown,
            message: `a pickle larger than ${MAX_PICKLE_BYTES / 1024 / 1024} MiB is not read`,
        });
        return null;
    }
    if (read.tooLarge) {
        diagnostics.add({
            code: 'too-large',
            file: shown,
            message: (0,limits/* tooLargeMessage */.pb)(read.size, limits/* DEFAULT_JSON_LIMITS */.Ym.maxBytes),
        });
        return null;
    }
    // By content: a PROTO header is a pickle; a .pkl name that holds JSON text is read as JSON, any
    // other .pkl (protocol 0 or 1, or not a pickle) gets the pickle reader's refusal.
    const jsonText = /^(\ufeff)?\s*[{[]/.test(read.bytes.subarray(0, 64).toString('utf8'));
    if (protocol !== null || (PICKLE_NAME.test(file) && !jsonText)) {
        const unpickled = await pickleValue(read.bytes, shown, diagnostics, options);
        if (unpickled === null)
            return null;
        value = unpickled.value;
    }
    else {
        const parsed = (0,structured/* parseJsonDocument */.dH)(read.bytes.toString('utf8'), shown);
        if (!parsed.ok) {
            parsed.diagnostics.forEach((d) => diagnostics.add(d));
            return null;
        }
        value = parsed.value;
        locate = parsed.locateAll;
    }
    // asbench's wrapper: the numbers are under "results", the run is described by "metadata".
    const wrapped = isObject(value) && ('results' in value || 'metadata' in value) && !('total_travel_times' in value);
    const results = wrapped ? value.results : value;
    const prefix = wrapped ? '/results' : '';
    if (wrapped && results === undefined) {
        diagnostics.add({
            code: 'schema',
            file: shown,
            pointer: '',
            message: 'missing required property "results" (asbench\'s result file keeps the numbers under "results")',
        });
        return null;
    }
    const problems = (0,registry/* validateValue */.q0)('hurricane-artifact', results).map((v) => ({
        ...v,
        pointer: `${prefix}${v.pointer}`,
    }));
    if (problems.length > 0) {
        if (locate !== null)
            (0,structured/* locatedViolations */.jv)(shown, locate, problems).forEach((d) => diagnostics.add(d));
        else
            problems.forEach((v) => diagnostics.add({ code: 'schema', file: shown, pointer: v.pointer, message: v.message }));
        return null;
    }
    const run = wrapped ? identityOf(value.metadata, shown, diagnostics) : null;
    return { artifact: results, run, format: protocol !== null ? 'pickle' : 'json' };
}

// EXTERNAL MODULE: ./src/benchmarks/hurricane/scoring.ts
var scoring = __webpack_require__(42385);
// EXTERNAL MODULE: ./src/core/lines.ts
var lines = __webpack_require__(39532);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(32085);
;// CONCATENATED MODULE: ./src/benchmarks/hurricane/trips.ts
// Streaming aggregation of trip logs (JSONL or CSV) into the HurricaneMobility artifact.
// Memory is constant: only 3 totals and 3 × 24 counters are kept, whatever the number of trips.
// Totals count trips (asbench's counting, the default) or sum durations in minutes (`totals`).




const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
/** A CSV cell that reads as a number. */
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(y, m, d) {
    const yy = m <= 2 ? y - 1 : y;
    const era = Math.floor(yy / 400);
    const yoe = yy - era * 400;
    const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
    const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
    return era * 146097 + doe - 719468;
}
/** Wall-clock reading of a time as written (offsets are not converted), or a reason it is unusable. */
function readTime(value) {
    if (typeof value === 'number') {
        if (!Number.isFinite(value) || value < 0 || value >= 86400)
            return 'seconds since midnight must be in [0, 86400)';
        return { kind: 'seconds', minutes: value / 60, hour: Math.floor(value / 3600) };
    }
    if (typeof value !== 'string')
        return 'must be an ISO-8601 date-time or seconds since midnight';
    const m = ISO.exec(value);
    if (!m)
        return `not an ISO-8601 date-time: ${JSON.stringify(value.slice(0, 40))}`;
    const year = Number(m[1]);
    const month = Number(m[2]);
    const day = Number(m[3]);
    const hour = Number(m[4]);
    const minute = Number(m[5]);
    const second = Number(m[6] ?? 0) + (m[7] ? Number(m[7]) : 0);
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    if (month < 1 ||
        month > 12 ||
        day < 1 ||
        day > DAYS_IN_MONTH[month - 1] ||
        (month === 2 && day === 29 && !leap) ||
        hour > 23 ||
        minute > 59 ||
        second >= 60) {
        return `not a valid date-time: ${JSON.stringify(value)}`;
    }
    return { kind: 'iso', minutes: daysFromCivil(year, month, day) * 1440 + hour * 60 + minute + second / 60, hour };
}
const isPeriod = (v) => v === 'before' || v === 'during' || v === 'after';
/**
 * A trip's phase, departure hour and duration in minutes, or the first field-level problem.
 * Mirrors schemas/hurricane-trip.schema.json (tests keep the two in step) without the cost of a
 * schema validation per record, and gives the same message for JSONL and CSV records.
 */
function tripContribution(trip) {
    if (trip.phase === undefined)
        return { field: 'phase', message: 'missing' };
    if (!isPeriod(trip.phase))
        return { field: 'phase', message: `must be before, during or after, is ${JSON.stringify(trip.phase)}` };
    if (trip.depart === undefined)
        return { field: 'depart', message: 'missing' };
    const depart = readTime(trip.depart);
    if (typeof depart === 'string')
        return { field: 'depart', message: depart };
    const hasDuration = trip.duration_min !== undefined;
    if (hasDuration === (trip.arrive !== undefined))
        return { field: hasDuration ? 'arrive' : 'duration_min', message: 'needs exactly one of duration_min or arrive' };
    if (hasDuration) {
        const d = trip.duration_min;
        if (typeof d !== 'number' || !Number.isFinite(d) || d < 0)
            return { field: 'duration_min', message: `must be a number >= 0, is ${JSON.stringify(d)}` };
        return { phase: trip.phase, hour: depart.hour, minutes: d };
    }
    const arrive = readTime(trip.arrive);
    if (typeof arrive === 'string')
        return { field: 'arrive', message: arrive };
    if (arrive.kind !== depart.kind)
        return { field: 'arrive', message: 'must use the same format as depart' };
    let minutes = arrive.minutes - depart.minutes;
    if (minutes < 0)
        minutes += 24 * 60; // earlier than depart: the next day
    if (minutes < 0)
        return { field: 'arrive', message: 'is more than a day before depart' };
    return { phase: trip.phase, hour: depart.hour, minutes };
}
class Accumulator {
    counts;
    totals = [0, 0, 0];
    hourly = scoring/* PERIODS */.n.map(() => new Array(24).fill(0));
    records = 0;
    bad = 0;
    unusable = false;
    constructor(counts) {
        this.counts = counts;
    }
    add(phase, hour, minutes) {
        const p = scoring/* PERIODS */.n.indexOf(phase);
        this.totals[p] = this.totals[p] + (this.counts === 'trips' ? 1 : minutes);
        const day = this.hourly[p];
        day[hour] = day[hour] + 1;
    }
    result() {
        return {
            artifact: { total_travel_times: this.totals, hourly_travel_times: this.hourly },
            records: this.records,
            badRecords: this.bad,
            unusable: this.unusable,
        };
    }
}
/** JSONL: one trip object per non-empty line; bad lines are located (line, column, pointer) and skipped. */
async function aggregateJsonl(file, shownFile, diagnostics, totals = 'trips') {
    const acc = new Accumulator(totals);
    let lineNo = 0;
    for await (const text of (0,lines/* readLines */.S)(file)) {
        lineNo += 1;
        if (text.trim() === '')
            continue;
        acc.records += 1;
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            value = undefined;
        }
        const c = value !== null && typeof value === 'object' && !Array.isArray(value)
            ? tripContribution(value)
            : null;
        if (c !== null && !('field' in c)) {
            acc.add(c.phase, c.hour, c.minutes);
            continue;
        }
        acc.bad += 1;
        const problem = c ?? { field: '', message: 'must be an object with phase, depart and duration_min or arrive' };
        addRecordProblem(diagnostics, { text, file: shownFile, lineNo, row: acc.records }, 'bad-trip', problem);
    }
    return acc.result();
}
/**
 * A bad JSON Lines record as a located diagnostic: the line re-read with source positions (the slow
 * path, bad lines only), the problem at its field's line and column; a line that is not JSON gets
 * the parser's located message instead.
 */
function addRecordProblem(diagnostics, record, code, problem) {
    const parsed = (0,structured/* parseJsonDocument */.dH)(record.text, record.file, record.lineNo - 1);
    if (!parsed.ok) {
        parsed.diagnostics.forEach((d) => diagnostics.add({ ...d, row: record.row }));
        return;
    }
    const pointer = problem.field === '' ? '' : `/${problem.field}`;
    const at = parsed.locate(pointer);
    diagnostics.add({
        code,
        file: record.file,
        line: at.line,
        column: at.column,
        row: record.row,
        pointer,
        message: problem.message,
    });
}
/** CSV cell → typed value: empty = absent, numeric text = number, else the text. */
function cellValue(text) {
    if (text === undefined || text.trim() === '')
        return undefined;
    const t = text.trim();
    return NUMERIC.test(t) ? Number(t) : t;
}
/**
 * One CSV record from one physical line (RFC 4180 quoting within the line). Trip fields never
 * need line breaks, so a quote left open at the end of the line is reported, not followed.
 */
function splitCsvLine(line) {
    if (!line.includes('"'))
        return line.split(',');
    const cells = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quoted) {
            if (c !== '"')
                cell += c;
            else if (line[i + 1] === '"') {
                cell += '"';
                i += 1;
            }
            else
                quoted = false;
        }
        else if (c === '"')
            quoted = true;
        else if (c === ',') {
            cells.push(cell);
            cell = '';
        }
        else
            cell += c;
    }
    if (quoted)
        return null;
    cells.push(cell);
    return cells;
}
const TRIP_FIELDS = ['phase', 'depart', 'duration_min', 'arrive'];
/**
 * What a CSV header lacks, or null: phase, depart and one of duration_min/arrive. Names the missing
 * column, the expected ones and the header cell nearest to it (`duraton_min` → `duration_min`).
 */
function headerProblem(header) {
    const missing = [];
    for (const f of ['phase', 'depart'])
        if (!header.includes(f))
            missing.push([f]);
    if (!header.includes('duration_min') && !header.includes('arrive'))
        missing.push(['duration_min', 'arrive']);
    if (missing.length === 0)
        return null;
    const unknown = header.filter((h) => h !== '' && !TRIP_FIELDS.includes(h));
    const parts = missing.map((names) => {
        const what = names.map((n) => `"${n}"`).join(' or ');
        for (const n of names) {
            const near = (0,suggest/* nearest */.p)(n, unknown);
            if (near !== null)
                return {
                    text: `missing column ${what} (column ${header.indexOf(near) + 1} is "${near}": did you mean "${n}"?)`,
                    near: true,
                };
        }
        return { text: `missing column ${what}`, near: false };
    });
    const found = parts.every((p) => p.near)
        ? ''
        : `; it has ${header
            .filter((h) => h !== '')
            .map((h) => `"${h}"`)
            .join(', ') || 'no names'}`;
    return `${parts.map((p) => p.text).join(' and ')}: the header must name the columns phase, depart, and duration_min or arrive${found}`;
}
/** CSV with a header naming the same fields as the JSONL records (other columns are ignored). */
async function aggregateCsv(file, shownFile, diagnostics, totals = 'trips') {
    const acc = new Accumulator(totals);
    let lineNo = 0;
    let columns = null;
    for await (const raw of (0,lines/* readLines */.S)(file)) {
        lineNo += 1;
        const text = lineNo === 1 ? raw.replace(/^\ufeff/, '') : raw;
        if (text.trim() === '')
            continue;
        const cells = splitCsvLine(text);
        if (columns === null) {
            const header = (cells ?? []).map((h) => h.trim());
            columns = TRIP_FIELDS.map((f) => {
                const i = header.indexOf(f);
                return i < 0 ? undefined : i;
            });
            const problem = headerProblem(header);
            if (problem !== null) {
                diagnostics.add({ code: 'invalid-csv', file: shownFile, line: lineNo, message: problem });
                acc.unusable = true;
            }
            continue;
        }
        acc.records += 1;
        if (acc.unusable) {
            // Counted, not reported: the header's diagnostic is the cause of every row's failure.
            acc.bad += 1;
            continue;
        }
        if (cells === null) {
            acc.bad += 1;
            diagnostics.add({
                code: 'invalid-csv',
                file: shownFile,
                line: lineNo,
                row: acc.records,
                message: 'unterminated quoted field',
            });
            continue;
        }
        const trip = {};
        TRIP_FIELDS.forEach((field, k) => {
            const i = columns[k];
            const cell = i === undefined ? undefined : cells[i];
            const v = field === 'phase' ? cell?.trim() || undefined : cellValue(cell);
            if (v !== undefined)
                trip[field] = v;
        });
        const c = tripContribution(trip);
        if ('field' in c) {
            acc.bad += 1;
            diagnostics.add({
                code: 'bad-trip',
                file: shownFile,
                line: lineNo,
                row: acc.records,
                field: c.field,
                message: c.message,
            });
            continue;
        }
        acc.add(c.phase, c.hour, c.minutes);
    }
    return acc.result();
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/statuses.ts



/** The MOSS map convention: AOI ids lie in [500 000 000, 700 000 000) (lanes and roads below). */
const mossAoi = (id) => id >= 500_000_000 && id < 700_000_000;
/**
 * Python's float floor division t // 3600 (for t ≥ 0): fmod, then the quotient rounded as CPython
 * rounds it, so a t a hair below a full hour stays in the hour before, as in asbench.
 */
function departureHour(t) {
    const mod = t % 3600;
    const div = (t - mod) / 3600;
    const floor = Math.floor(div);
    return div - floor > 0.5 ? floor + 1 : floor;
}
const show = (v) => (typeof v === 'string' ? JSON.stringify(v.slice(0, 40)) : JSON.stringify(v));
/**
 * One record checked: what asbench would crash on (no id, a non-integer id, a day that is not an
 * integer, a missing parent_id, a t outside the day) is a row error; a parent_id of null (an
 * empty CSV cell) is a position that is not an AOI.
 */
function statusOf(rec) {
    const { id, day, t, parent_id: parent } = rec;
    if (id === undefined)
        return { field: 'id', message: 'missing' };
    if (typeof id !== 'number' || !Number.isSafeInteger(id))
        return { field: 'id', message: `must be an integer, is ${show(id)}` };
    if (day === undefined)
        return { field: 'day', message: 'missing' };
    if (typeof day !== 'number' || !Number.isSafeInteger(day))
        return { field: 'day', message: `must be an integer, is ${show(day)}` };
    if (day < 0 || day > 2)
        return { ignored: true };
    if (parent === undefined)
        return { field: 'parent_id', message: 'missing' };
    if (parent !== null && (typeof parent !== 'number' || !Number.isSafeInteger(parent)))
        return { field: 'parent_id', message: `must be an integer or null, is ${show(parent)}` };
    if (t === undefined)
        return { field: 't', message: 'missing' };
    if (typeof t !== 'number' || !Number.isFinite(t) || t < 0 || t >= 86400)
        return { field: 't', message: `must be seconds since midnight in [0, 86400), is ${show(t)}` };
    return { agent: id, day, t, parent: parent ?? NaN };
}
class StatusAccumulator {
    isAoi;
    totals = [0, 0, 0];
    hourly = [0, 1, 2].map(() => new Array(24).fill(0));
    records = 0;
    bad = 0;
    otherDays = 0;
    unusable = false;
    slots = new Map();
    /** Per agent and day: the AOI the agent was last at (0: none yet, asbench's start value). */
    lastAoi = new Float64Array(3 * 256);
    /** Per agent and day: the previous record's parent_id (0 before the first, as in asbench). */
    lastPosition = new Float64Array(3 * 256);
    constructor(isAoi) {
        this.isAoi = isAoi;
    }
    slot(agent, day) {
        let i = this.slots.get(agent);
        if (i === undefined) {
            i = this.slots.size;
            this.slots.set(agent, i);
            if (3 * (i + 1) > this.lastAoi.length) {
                const grow = (a) => {
                    const b = new Float64Array(a.length * 2);
                    b.set(a);
                    return b;
                };
                this.lastAoi = grow(this.lastAoi);
                this.lastPosition = grow(this.lastPosition);
            }
        }
        return 3 * i + day;
    }
    add(agent, day, t, parent) {
        const s = this.slot(agent, day);
        if (this.isAoi(parent)) {
            if (this.lastAoi[s] === 0)
                this.lastAoi[s] = parent;
            if (this.lastAoi[s] !== parent) {
                this.totals[day] = this.totals[day] + 1;
                this.lastAoi[s] = parent;
            }
        }
        else if (this.isAoi(this.lastPosition[s])) {
            const hours = this.hourly[day];
            const h = departureHour(t);
            hours[h] = hours[h] + 1;
        }
        this.lastPosition[s] = parent;
    }
    /** One record: counted, checked, added; the problem when it has one. */
    take(rec) {
        this.records += 1;
        const s = statusOf(rec);
        if ('field' in s) {
            this.bad += 1;
            return s;
        }
        if ('ignored' in s)
            this.otherDays += 1;
        else
            this.add(s.agent, s.day, s.t, s.parent);
        return null;
    }
    /** A line that is not a JSON object: counted as a bad record. */
    notRecord() {
        this.records += 1;
        this.bad += 1;
        return { field: '', message: 'must be an object with id, day, t and parent_id' };
    }
    result() {
        return {
            artifact: { total_travel_times: this.totals, hourly_travel_times: this.hourly },
            records: this.records,
            badRecords: this.bad,
            otherDays: this.otherDays,
            agents: this.slots.size,
            unusable: this.unusable,
        };
    }
}
/** JSONL: one status object per non-empty line; bad lines are located (line, column, pointer). */
async function aggregateStatusesJsonl(file, shownFile, diagnostics, isAoi = mossAoi) {
    const acc = new StatusAccumulator(isAoi);
    let lineNo = 0;
    for await (const text of (0,lines/* readLines */.S)(file)) {
        lineNo += 1;
        if (text.trim() === '')
            continue;
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            value = undefined;
        }
        const problem = value !== null && typeof value === 'object' && !Array.isArray(value)
            ? acc.take(value)
            : acc.notRecord();
        if (problem === null)
            continue;
        addRecordProblem(diagnostics, { text, file: shownFile, lineNo, row: acc.records }, 'bad-status', problem);
    }
    return acc.result();
}
const STATUS_FIELDS = ['id', 'day', 't', 'parent_id'];
/** A quoted field may span lines, up to this many characters per record. */
const MAX_RECORD_CHARS = 1 << 20;
/** CSV records (RFC 4180: quoted fields may hold commas, quotes and line breaks), with their first line. */
async function* csvRecords(file) {
    let lineNo = 0;
    let pending = null;
    let start = 0;
    let quotes = 0;
    for await (const raw of (0,lines/* readLines */.S)(file)) {
        lineNo += 1;
        const text = lineNo === 1 ? raw.replace(/^\ufeff/, '') : raw;
        if (pending === null && !text.includes('"')) {
            yield { line: lineNo, text };
            continue;
        }
        if (pending === null) {
            pending = text;
            start = lineNo;
            quotes = 0;
        }
        else
            pending += `\n${text}`;
        // Count in the new line only: reading the joined string would flatten it at every line.
        for (let i = text.indexOf('"'); i !== -1; i = text.indexOf('"', i + 1))
            quotes += 1;
        if (quotes % 2 === 0) {
            yield { line: start, text: pending };
            pending = null;
        }
        else if (pending.length > MAX_RECORD_CHARS) {
            yield { line: start, runaway: true };
            return;
        }
    }
    if (pending !== null)
        yield { line: start, text: pending };
}
/** What a CSV header lacks (id, day, t, parent_id), with the nearest header cell when one is close. */
function statusHeaderProblem(header) {
    const missing = STATUS_FIELDS.filter((f) => !header.includes(f));
    if (missing.length === 0)
        return null;
    const others = header.filter((h) => h !== '' && !STATUS_FIELDS.includes(h));
    const parts = missing.map((f) => {
        const near = (0,suggest/* nearest */.p)(f, others);
        return near === null
            ? `missing column "${f}"`
            : `missing column "${f}" (column ${header.indexOf(near) + 1} is "${near}": did you mean "${f}"?)`;
    });
    return `${parts.join(' and ')}: the header must name the columns id, day, t and parent_id (others are ignored)`;
}
/** A CSV cell as a value: empty = null (parent_id) or absent, numeric text = number, else the text. */
function cell(text, field) {
    const t = text?.trim();
    if (t === undefined || t === '')
        return field === 'parent_id' ? null : undefined;
    return NUMERIC.test(t) ? Number(t) : t;
}
/** CSV with a header naming id, day, t and parent_id (other columns, e.g. lng, lat, action, are ignored). */
async function aggregateStatusesCsv(file, shownFile, diagnostics, isAoi = mossAoi) {
    const acc = new StatusAccumulator(isAoi);
    let columns = null;
    for await (const rec of csvRecords(file)) {
        if ('runaway' in rec) {
            diagnostics.add({
                code: 'invalid-csv',
                file: shownFile,
                line: rec.line,
                message: `a quoted field opened here is not closed within ${MAX_RECORD_CHARS} characters: the rest of the file is not read`,
            });
            acc.unusable = true;
            break;
        }
        if (rec.text.trim() === '')
            continue;
        const cells = splitCsvLine(rec.text);
        if (columns === null) {
            const header = (cells ?? []).map((h) => h.trim());
            columns = STATUS_FIELDS.map((f) => header.indexOf(f));
            const problem = statusHeaderProblem(header);
            if (problem !== null) {
                diagnostics.add({ code: 'invalid-csv', file: shownFile, line: rec.line, message: problem });
                acc.unusable = true;
            }
            continue;
        }
        if (acc.unusable) {
            // Counted, not reported: the header's diagnostic is the cause of every row's failure.
            acc.records += 1;
            acc.bad += 1;
            continue;
        }
        if (cells === null) {
            acc.records += 1;
            acc.bad += 1;
            diagnostics.add({
                code: 'invalid-csv',
                file: shownFile,
                line: rec.line,
                row: acc.records,
                message: 'unterminated quoted field',
            });
            continue;
        }
        const status = {};
        STATUS_FIELDS.forEach((f, k) => {
            const v = cell(cells[columns[k]], f);
            if (v !== undefined)
                status[f] = v;
        });
        const problem = acc.take(status);
        if (problem !== null)
            diagnostics.add({
                code: 'bad-status',
                file: shownFile,
                line: rec.line,
                row: acc.records,
                field: problem.field,
                message: problem.message,
            });
    }
    return acc.result();
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/score.ts
// Scoring a HurricaneMobility suite: the model output (JSON or asbench's pickle), a trip log or
// AgentSociety's status records aggregated, against the ground truth.













/** Where asbench keeps the ground truth inside its dataset folder (datasets/HurricaneMobility). */
const DATASET_GROUNDTRUTH = 'groundtruth/hurricane_groundtruth.json';
const unusable = (total = 0, errors = 0) => ({ artifact: null, total, errors, details: {} });
/** The ground truth file: the path given, or inside asbench's dataset folder when a folder is given. */
async function groundTruthFile(ctx, name, diagnostics) {
    const named = await (0,results_inputs/* inputPath */.Mv)(ctx, name);
    if (!named.ok) {
        named.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    const isDir = await (0,promises_.stat)(named.value).then((s) => s.isDirectory(), () => false);
    if (!isDir)
        return named.value;
    const inside = await (0,results_inputs/* inputPath */.Mv)(ctx, external_node_path_default().join(named.value, DATASET_GROUNDTRUTH));
    if (!inside.ok) {
        inside.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    if (!(await (0,promises_.stat)(inside.value).then((s) => s.isFile(), () => false))) {
        diagnostics.add({
            code: 'missing-file',
            file: (0,results_inputs/* displayPath */.Gt)(named.value),
            message: `is a folder without ${DATASET_GROUNDTRUTH} (asbench's dataset folder, datasets/HurricaneMobility, has it)`,
        });
        return null;
    }
    return inside.value;
}
async function loadResultFile(file, ctx, label, sinks) {
    const { diagnostics, inputs } = sinks;
    // A pickle of many megabytes takes seconds: its bytes are counted (nothing is shown for a short read).
    const progress = (0,logger/* progressOf */.jA)(ctx.log).start(label, null, 'bytes');
    let read;
    try {
        read = await readResultFile(file, diagnostics, { signal: ctx.signal, progress });
    }
    finally {
        progress.done();
    }
    if (read === null)
        return unusable(1, 1);
    inputs.push(await (0,results_inputs/* describeInput */.eG)('output', file, 1));
    const details = { inputFormat: read.format };
    if (read.run !== null)
        details.run = read.run;
    return { artifact: read.artifact, total: 1, errors: 0, details };
}
/** AOI membership: the ids file's (and its description for the inputs), or MOSS's id range. */
async function aoiTest(ctx, config, diagnostics) {
    if (config.aoiIds === undefined)
        return { test: mossAoi, input: null };
    const named = await (0,results_inputs/* inputPath */.Mv)(ctx, config.aoiIds);
    if (!named.ok) {
        named.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    const ids = await readAoiIds(named.value);
    if (!ids.ok) {
        ids.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    return { test: (id) => ids.value.has(id), input: await (0,results_inputs/* describeInput */.eG)('reference', named.value, ids.value.size) };
}
async function loadAggregate(file, config, ctx, { diagnostics, inputs }) {
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const csv = /\.csv$/i.test(file);
    const statuses = config.statuses !== undefined;
    const aoi = statuses ? await aoiTest(ctx, config, diagnostics) : null;
    if (statuses && aoi === null)
        return unusable();
    const totals = config.totals ?? 'trips';
    let aggregate;
    try {
        if (statuses)
            aggregate = await (csv ? aggregateStatusesCsv : aggregateStatusesJsonl)(file, shown, diagnostics, aoi.test);
        else
            aggregate = await (csv ? aggregateCsv : aggregateJsonl)(file, shown, diagnostics, totals);
    }
    catch (error) {
        diagnostics.add((0,json_read/* ioDiagnostic */.Ov)(file, error));
        return unusable();
    }
    inputs.push(await (0,results_inputs/* describeInput */.eG)('output', file, aggregate.records));
    if (aoi?.input)
        inputs.push(aoi.input);
    // The header's diagnostic says why no record is usable; "no records"/"no before travel" would restate it.
    if (aggregate.unusable)
        return unusable(aggregate.records, aggregate.badRecords);
    const what = statuses ? 'status records' : 'trip log';
    if (aggregate.records === 0) {
        diagnostics.add({ code: 'empty-file', file: shown, message: `the ${what} has no records` });
        return unusable();
    }
    const details = { totals: statuses ? 'trips' : totals };
    if ('agents' in aggregate)
        Object.assign(details, { agents: aggregate.agents, otherDayRecords: aggregate.otherDays });
    if (aggregate.artifact.total_travel_times[0] <= 0) {
        const none = statuses ? 'no trips on day 0 (no agent moved between AOIs)' : 'none with "before" travel time';
        diagnostics.add({
            code: 'zero-before-travel',
            file: shown,
            message: aggregate.badRecords > 0
                ? `no usable "before" travel: ${aggregate.badRecords} of ${aggregate.records} records have errors (listed on their lines) and the others have ${statuses ? 'no trips on day 0' : 'no "before" travel time'}; the change rates divide by it`
                : `no usable "before" travel (${aggregate.records} records, ${none}): the change rates divide by it`,
        });
        return unusable(aggregate.records, aggregate.badRecords);
    }
    return { artifact: aggregate.artifact, total: aggregate.records, errors: aggregate.badRecords, details };
}
async function loadArtifact(config, ctx, diagnostics, inputs) {
    const named = await (0,results_inputs/* inputPath */.Mv)(ctx, config.input ?? config.trips ?? config.statuses);
    if (!named.ok) {
        named.diagnostics.forEach((d) => diagnostics.add(d));
        return unusable();
    }
    if (config.input !== undefined)
        return loadResultFile(named.value, ctx, config.id, { diagnostics, inputs });
    return loadAggregate(named.value, config, ctx, { diagnostics, inputs });
}
/** Score one HurricaneMobility suite (loaded on demand by the plugin, index.ts). */
async function scoreSuite(config, ctx) {
    const suite = (0,results_suite/* emptySuite */.I)({ ...config, task: null });
    const diagnostics = new core_diagnostics/* Diagnostics */.rE();
    const truthFile = await groundTruthFile(ctx, config.groundtruth, diagnostics);
    const truth = truthFile !== null ? await (0,json_read/* readJsonFile */.JE)(truthFile, 'hurricane-groundtruth') : null;
    if (truth !== null && !truth.ok)
        truth.diagnostics.forEach((d) => diagnostics.add(d));
    const loaded = await loadArtifact(config, ctx, diagnostics, suite.inputs);
    if (truth?.ok === true)
        suite.inputs.push(await (0,results_inputs/* describeInput */.eG)('reference', truthFile, null));
    suite.diagnostics = diagnostics.finish();
    suite.total = loaded.total;
    suite.errors = loaded.errors;
    if (truth?.ok !== true || loaded.artifact === null) {
        suite.status = 'error';
        return suite;
    }
    const artifact = loaded.artifact;
    const s = (0,scoring/* scoreHurricane */.S)(artifact, truth.value);
    suite.metrics = {
        change_rate_score: (0,metrics/* valueMetric */.WV)(s.changeRateScore, 'higher'),
        distribution_score: (0,metrics/* valueMetric */.WV)(s.distributionScore, 'higher'),
        final_score: (0,metrics/* valueMetric */.WV)(s.finalScore, 'higher'),
        change_rate_error_during: (0,metrics/* valueMetric */.WV)(s.changeRateError.during, 'lower', 'pp'),
        change_rate_error_after: (0,metrics/* valueMetric */.WV)(s.changeRateError.after, 'lower', 'pp'),
        cosine_before: (0,metrics/* valueMetric */.WV)(s.cosine.before, 'higher'),
        cosine_during: (0,metrics/* valueMetric */.WV)(s.cosine.during, 'higher'),
        cosine_after: (0,metrics/* valueMetric */.WV)(s.cosine.after, 'higher'),
        generated_change_during: (0,metrics/* valueMetric */.WV)(s.generatedChange.during, 'none', '%'),
        generated_change_after: (0,metrics/* valueMetric */.WV)(s.generatedChange.after, 'none', '%'),
    };
    suite.finalScore = s.finalScore;
    suite.details = {
        ...loaded.details,
        realChange: s.realChange,
        generatedChange: s.generatedChange,
        totalTravelTimes: artifact.total_travel_times,
        hourly: {
            real: truth.value.hourly_trips,
            generated: {
                before: artifact.hourly_travel_times[0],
                during: artifact.hourly_travel_times[1],
                after: artifact.hourly_travel_times[2],
            },
        },
    };
    return suite;
}


/***/ })

};
