export const id = 741;
export const ids = [741];
export const modules = {

/***/ 4920:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Dn: () => (/* binding */ countNewlines),
/* harmony export */   Q8: () => (/* binding */ UNQUOTED),
/* harmony export */   SL: () => (/* binding */ NEVER_CLOSED),
/* harmony export */   _R: () => (/* binding */ fieldSource),
/* harmony export */   mh: () => (/* binding */ CsvByteParser)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9596);
/* harmony import */ var _reference_csv_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7029);
/* harmony import */ var _json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2998);




/**
 * The fast CSV grammar: Python's csv reader (reference/csv.ts states the rules) as one byte loop
 * over UTF-8, with the route columns' JSON cells read straight from the bytes (fast/json.ts).
 */
/** Line breaks in buf[from, to). */
function countNewlines(buf, from, to) {
    let n = 0;
    let i = buf.indexOf(10, from);
    while (i !== -1 && i < to) {
        n += 1;
        i = buf.indexOf(10, i + 1);
    }
    return n;
}
/** Code points of a UTF-8 byte range: every byte that is not a continuation byte. */
function utf8CodePoints(buf, from, to) {
    let n = 0;
    for (let i = from; i < to; i++)
        if ((buf[i] & 0xc0) !== 0x80)
            n += 1;
    return n;
}
const QUOTE = 0x22;
const COMMA = 0x2c;
/** `a` copied into an array twice as long. */
function grow(a, make) {
    const next = make(a.length * 2);
    next.set(a);
    return next;
}
const LF = 0x0a;
const CR = 0x0d;
const UNQUOTED = -2;
const NEVER_CLOSED = -1;
/** Field k of a range record as its bytes' source buffer. */
function fieldSource(r, k) {
    return r.inScratch[k] === 1 ? r.scratch : r.data;
}
/**
 * The csv reader state machine over UTF-8 bytes (newlines already normalised to `\n`, bytes
 * already validated). Works record by record: an incomplete record at the end of the data is
 * kept and parsed again once more bytes arrive. Quoted fields are unescaped by one byte loop into
 * a scratch buffer (a JSON cell has hundreds of `""`); each record is handed on as strings, as
 * byte ranges or as its bounds only (CsvOutput). For strings, all-ASCII data is decoded once and
 * short unquoted fields are cut from that string: a native decode per field costs more than the
 * field.
 */
class CsvByteParser {
    output;
    carry = null;
    /**
     * Chunks pushed after `carry` and not parsed yet: a record can only end at a line break, so a
     * chunk without one cannot finish it. Re-parsing a long unfinished record for every chunk would
     * be quadratic (a 50 MB one-line cell); records are still delivered as soon as they can end.
     */
    waiting = [];
    waitingBytes = 0;
    scratch = Buffer.allocUnsafe(1 << 16);
    /** Current physical line (1-based). */
    line = 1;
    /** Byte offset (in the file as read) of the first byte not parsed yet: where `carry` starts. */
    offset = 0;
    /** Offset of the data being parsed. */
    base = 0;
    /** Newlines inside the quoted fields of the record being parsed. */
    quotedLines = 0;
    /** The data being parsed as a string when it is all ASCII (byte offsets = string offsets). */
    text = null;
    /** The data being parsed decoded as Latin-1 (byte offsets = string offsets), for the JSON reader: decoded once, when it first reads a cell. */
    latin1 = null;
    ranges = {
        count: 0,
        start: new Int32Array(16),
        end: new Int32Array(16),
        inScratch: new Uint8Array(16),
        data: Buffer.alloc(0),
        scratch: this.scratch,
        line: 1,
        offset: 0,
        oversized: null,
    };
    /** The `layout` output's field positions (null for the other outputs). */
    layout;
    /** The `layout` output asked to stop. */
    stopped = false;
    /** The JSON values of the record being parsed. */
    values = null;
    json = null;
    jsonColumns = null;
    /** Records go to exactly one of the outputs (see CsvOutput); `jsonColumns`: see useJsonColumns. */
    constructor(output, jsonColumns = null) {
        this.output = output;
        if (jsonColumns !== null)
            this.useJsonColumns(jsonColumns);
        this.layout =
            output.layout === undefined
                ? null
                : { record: this.ranges, from: 0, to: 0, starts: new Int32Array(16), closes: new Int32Array(16) };
    }
    /**
     * For strings: 1 at the index of each field to read as JSON straight from the bytes
     * (CsvRecord.values) when it can; a field it cannot read so is read as text (json.loads of
     * that text then raises).
     */
    useJsonColumns(columns) {
        this.jsonColumns = columns;
        this.json ??= new _json_js__WEBPACK_IMPORTED_MODULE_3__/* .FastJson */ .V();
    }
    push(chunk) {
        if (this.carry !== null) {
            this.waiting.push(chunk);
            this.waitingBytes += chunk.length;
            if (chunk.indexOf(LF) === -1 && chunk.indexOf(CR) === -1)
                return;
        }
        const buf = this.unparsed() ?? chunk;
        const pos = this.parse(buf, false);
        if (pos < buf.length)
            this.carry = buf.subarray(pos);
    }
    /** The bytes pushed and not parsed yet, as one buffer (they become `carry`); null when there are none. */
    unparsed() {
        if (this.carry === null)
            return null;
        const buf = this.waiting.length === 0
            ? this.carry
            : Buffer.concat([this.carry, ...this.waiting], this.carry.length + this.waitingBytes);
        this.waiting = [];
        this.waitingBytes = 0;
        this.carry = null;
        return buf;
    }
    /** Bytes of the record not parsed yet (it continues in the next chunk). */
    pendingBytes() {
        return this.carry === null ? 0 : this.carry.length + this.waitingBytes;
    }
    /** Physical line at the end of the bytes pushed so far. */
    lineAtEnd() {
        if (this.carry === null)
            return this.line;
        let lines = countNewlines(this.carry, 0, this.carry.length);
        for (const w of this.waiting)
            lines += countNewlines(w, 0, w.length);
        return this.line + lines;
    }
    /** The record not parsed yet (it continues in the next chunk), the line and the offset where it starts. */
    pending() {
        const bytes = this.unparsed();
        if (bytes !== null)
            this.carry = bytes;
        return bytes === null ? null : { bytes, line: this.line, offset: this.offset };
    }
    /** End of input: a pending record (no final newline, or an unterminated quote) is emitted. */
    end() {
        const bytes = this.unparsed();
        if (bytes !== null)
            this.parse(bytes, true);
    }
    /** Parses complete records from `buf`; returns where the first incomplete one starts. */
    parse(buf, eof) {
        const n = buf.length;
        if (this.scratch.length < n)
            this.scratch = this.ranges.scratch = Buffer.allocUnsafe(n);
        this.latin1 = null;
        this.text = this.output.strings !== undefined && (0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isAscii)(buf) ? _core_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .latin1Slice */ .G.call(buf, 0, n) : null;
        this.ranges.data = buf;
        this.base = this.offset;
        let pos = 0;
        while (pos < n && !this.stopped) {
            if (buf[pos] === LF) {
                this.ranges.count = 0;
                this.deliver(pos, pos + 1);
                this.line += 1;
                pos += 1;
                continue;
            }
            this.quotedLines = 0;
            const next = this.record(buf, pos, eof);
            if (next === -1)
                break;
            this.deliver(pos, next);
            this.line += this.quotedLines + (buf[next - 1] === LF ? 1 : 0);
            pos = next;
        }
        this.offset = this.base + pos;
        return pos;
    }
    /** Field `count`: its cell at source[from, to); in the data it starts at `raw`, its closing quote at `close`. */
    addRange(from, to, inScratch, raw, close) {
        const r = this.ranges;
        const k = r.count;
        if (k === r.start.length) {
            r.start = grow(r.start, (n) => new Int32Array(n));
            r.end = grow(r.end, (n) => new Int32Array(n));
            r.inScratch = grow(r.inScratch, (n) => new Uint8Array(n));
        }
        r.start[k] = from;
        r.end[k] = to;
        r.inScratch[k] = inScratch;
        r.count = k + 1;
        const layout = this.layout;
        if (layout !== null) {
            if (k === layout.starts.length) {
                layout.starts = grow(layout.starts, (n) => new Int32Array(n));
                layout.closes = grow(layout.closes, (n) => new Int32Array(n));
            }
            layout.starts[k] = raw;
            layout.closes[k] = close;
        }
        if (to - from > _reference_csv_js__WEBPACK_IMPORTED_MODULE_2__/* .FIELD_SIZE_LIMIT */ .d &&
            utf8CodePoints(inScratch === 1 ? this.scratch : r.data, from, to) > _reference_csv_js__WEBPACK_IMPORTED_MODULE_2__/* .FIELD_SIZE_LIMIT */ .d)
            (r.oversized ??= []).push(k);
    }
    /** Hands the record at data[from, to) on: as its bounds, as ranges, as strings or with its layout. */
    deliver(from, to) {
        const r = this.ranges;
        r.line = this.line;
        r.offset = this.base + from;
        const { bounds, ranges, strings } = this.output;
        if (bounds !== undefined)
            bounds(r.data, from, to, this.line, r.offset);
        else if (ranges !== undefined)
            ranges(r);
        else if (this.layout !== null) {
            this.layout.from = from;
            this.layout.to = to;
            this.stopped = this.output.layout(this.layout);
        }
        else if (strings !== undefined) {
            const fields = [];
            const text = this.text;
            for (let k = 0; k < r.count; k++) {
                const from = r.start[k];
                const to = r.end[k];
                if (from === to)
                    fields.push('');
                else if (r.inScratch[k] === 1)
                    fields.push(_core_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Slice */ ._.call(this.scratch, from, to));
                // Only short cuts: V8 copies a substring under 13 characters, longer ones would keep the
                // whole chunk's string alive for as long as the cell (e.g. an interned stop id) lives.
                else
                    fields.push(text !== null && to - from < 13 ? text.slice(from, to) : _core_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8Slice */ ._.call(r.data, from, to));
            }
            strings({ fields, line: r.line, offset: r.offset, oversized: r.oversized, values: this.values });
        }
        r.oversized = null;
        this.values = null;
    }
    /**
     * Reads the quoted field at `buf[at]` as JSON when it is one of the JSON columns and the JSON
     * reader takes it whole; returns the position after it, or -1 (read it as text).
     */
    jsonField(buf, at, eof) {
        const k = this.ranges.count;
        const json = this.json;
        const columns = this.jsonColumns;
        if (k >= columns.length || columns[k] !== 1)
            return -1;
        const first = buf[at + 1];
        if (first !== 0x7b && first !== 0x5b)
            return -1; // only objects and arrays: a bare value is rarely a route
        this.latin1 ??= this.text ?? _core_bytes_js__WEBPACK_IMPORTED_MODULE_1__/* .latin1Slice */ .G.call(buf, 0, buf.length);
        // A cell over the field limit is read as text (an oversized cell): never parsed here first.
        const after = json.read(buf, at, this.latin1, _reference_csv_js__WEBPACK_IMPORTED_MODULE_2__/* .FIELD_SIZE_LIMIT */ .d);
        if (after === -1)
            return -1;
        // Text after the closing quote would be part of the cell; a cell this long may be over the field limit.
        if (after < buf.length ? buf[after] !== COMMA && buf[after] !== LF : !eof)
            return -1;
        if (after - at > _reference_csv_js__WEBPACK_IMPORTED_MODULE_2__/* .FIELD_SIZE_LIMIT */ .d)
            return -1;
        (this.values ??= [])[k] = json.value;
        this.quotedLines += json.lines;
        this.addRange(at, at, 0, at, UNQUOTED); // no text: the value stands for it
        return after;
    }
    /** One record starting at `start`; returns the position after it, or -1 when it is incomplete. */
    record(buf, start, eof) {
        const n = buf.length;
        const out = this.scratch;
        this.ranges.count = 0;
        this.ranges.oversized = null;
        let o = 0; // scratch fill: every quoted field of the record gets its own range
        let i = start;
        for (;;) {
            // START_FIELD
            if (i >= n) {
                if (!eof)
                    return -1;
                this.addRange(i, i, 0, i, UNQUOTED); // "a," at the very end: an empty last field
                break;
            }
            const quoted = buf[i] === QUOTE;
            const afterJson = quoted && this.json !== null ? this.jsonField(buf, i, eof) : -1;
            if (afterJson !== -1)
                i = afterJson;
            else if (quoted) {
                const from = o;
                let j = i + 1;
                let close = NEVER_CLOSED;
                for (;;) {
                    if (j >= n) {
                        if (!eof)
                            return -1;
                        break; // unterminated quote: runs to the end of the file
                    }
                    const b = buf[j];
                    if (b === QUOTE) {
                        if (j + 1 >= n && !eof)
                            return -1;
                        if (buf[j + 1] === QUOTE) {
                            out[o++] = QUOTE; // "" → "
                            j += 2;
                            continue;
                        }
                        close = j;
                        j += 1; // closing quote
                        break;
                    }
                    if (b === LF)
                        this.quotedLines += 1;
                    out[o++] = b;
                    j += 1;
                }
                // Text after a closing quote is appended (quotes there are literal).
                while (j < n && buf[j] !== COMMA && buf[j] !== LF) {
                    out[o++] = buf[j];
                    j++;
                }
                if (j >= n && !eof)
                    return -1;
                this.addRange(from, o, 1, i, close);
                i = j;
            }
            else {
                let j = i;
                while (j < n) {
                    const c = buf[j];
                    if (c === COMMA || c === LF)
                        break;
                    j++;
                }
                if (j >= n && !eof)
                    return -1;
                this.addRange(i, j, 0, i, UNQUOTED);
                i = j;
            }
            if (i >= n)
                break;
            if (buf[i] === LF) {
                i += 1;
                break;
            }
            i += 1; // comma
            if (i >= n && eof) {
                this.addRange(i, i, 0, i, UNQUOTED);
                break;
            }
        }
        return i;
    }
}


/***/ }),

/***/ 353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ decimalOfBytes),
/* harmony export */   u: () => (/* binding */ decimalOfString)
/* harmony export */ });
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9596);

/**
 * The one decimal reader of the fast path: Python float() of a plain decimal
 * `[+-]?digits[.digits]` (or `[+-]?.digits`) of ASCII digits, as a str or as bytes, without the
 * Unicode transform and the regexes of reference/float.ts; anything else gives up (null).
 *
 * Exact: up to 15 digits form an exact integer m (< 2⁵³), 10^f is exact too (f ≤ 15), and one
 * division m / 10^f is then the correctly rounded value float() returns. Longer digit strings may
 * not be an exact double: they go to Number() of the text (the same correctly rounded value).
 */
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
/** Digits that always form an exact double. */
const EXACT_DIGITS = 15;
/** Set by scan: the digits were more than EXACT_DIGITS (its value is then not to be used). */
let long = false;
/** Reads the ASCII bytes b[from, to): the value (see `long`), or null when they are not a plain decimal. */
function scan(b, from, to) {
    const c0 = b[from];
    const negative = c0 === 45;
    let i = negative || c0 === 43 ? from + 1 : from;
    let digits = 0;
    let m = 0;
    let dot = -1;
    for (; i < to; i++) {
        const c = b[i];
        if (c >= 48 && c <= 57) {
            digits += 1;
            m = m * 10 + (c - 48);
        }
        else if (c === 46 && dot === -1)
            dot = i;
        else
            return null;
    }
    if (digits === 0)
        return null;
    long = digits > EXACT_DIGITS;
    if (long)
        return 0;
    const value = dot === -1 ? m : m / POW10[to - 1 - dot];
    return negative ? -value : value;
}
/** float() of the plain decimal in the bytes b[from, to), or null (any other text: ask reference/float.ts). */
function decimalOfBytes(b, from, to) {
    const v = scan(b, from, to);
    return v !== null && long ? Number(_core_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .latin1Slice */ .G.call(b, from, to)) : v;
}
/** A str's UTF-16 code units as bytes for scan (a unit over 0x7f cannot be part of a plain decimal). */
let units = new Uint8Array(32);
/** float(s) of a plain decimal str, or null (any other text: ask reference/float.ts). */
function decimalOfString(s) {
    const n = s.length;
    if (n > units.length)
        units = new Uint8Array(2 * n);
    for (let i = 0; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c > 0x7f)
            return null;
        units[i] = c;
    }
    const v = scan(units, 0, n);
    return v !== null && long ? Number(s) : v;
}


/***/ }),

/***/ 2998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ FastJson)
/* harmony export */ });
/* harmony import */ var _core_bytes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9596);
/* harmony import */ var _reference_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2164);
/* harmony import */ var _reference_strings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2435);



/**
 * The one JSON reader of the fast path: json.loads straight from a file's bytes, which gives the
 * value `parsePyJson` (reference/json.ts) gives for the decoded text, or gives up. Python words a
 * bad cell's error by its position in decoded characters, so this reader reports none: on
 * anything it does not accept (bad JSON, an escape it cannot read, a cell that goes on after its
 * closing quote, the end of the bytes) it gives up and the caller reads the cell with the
 * reference reader, which raises exactly as Python does. The bytes are valid UTF-8 (the CSV
 * reader checks them).
 *
 * - `read`: a quoted CSV cell of a route column, where a JSON quote is `""`: the cell is neither
 *   unescaped into a buffer nor decoded to a string first (route cells are most of the input;
 *   those two passes cost more than the JSON itself).
 * - `stringArray`: a station's next-hop cell (unescaped bytes), an array of strings without
 *   escapes, as byte ranges: the station loader interns them from the bytes, no string made.
 */
class FastJson {
    /** The value of the cell last read. */
    value = null;
    /** stringArray: the byte ranges of the strings of the cell last read. */
    ranges = new Int32Array(32);
    /** Line breaks inside the cell last read (whitespace between tokens): physical lines. */
    lines = 0;
    buf = EMPTY;
    latin1 = '';
    n = 0;
    i = 0;
    /** `keys` slot of the key last read (-1: not kept). */
    keySlot = -1;
    /**
     * The object keys read so far, interned, by a hash of their bytes (route cells repeat the same
     * dozen keys), and the slot of the key that followed each slot's key last time (-1: none yet;
     * FIRST_KEY: an object's first key). Kept per reader, not per module: a reader lives for a file
     * or a worker's batch.
     */
    keys = new Array(KEY_SLOTS).fill(undefined);
    nextKey = new Int16Array(KEY_SLOTS + 1).fill(-1);
    /**
     * Reads the cell whose opening quote is at `buf[at]`; returns the index after its closing
     * quote (the caller checks what follows: a comma, a line break or the end), or -1. `latin1`:
     * all of `buf` decoded as Latin-1 (one character per byte), which a caller reading many cells
     * of the same bytes decodes once: an ASCII string of a cell is cut from it (a native decode
     * per string costs more than the rest of the JSON). `maxBytes`: the longest cell content read.
     */
    read(buf, at, latin1 = _core_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .latin1Slice */ .G.call(buf, 0, buf.length), maxBytes = Infinity) {
        this.buf = buf;
        this.latin1 = latin1;
        // A cell longer than `maxBytes` is given up at that length, not read whole and then dropped.
        this.n = Math.min(buf.length, at + 2 + maxBytes);
        this.i = at + 1;
        this.lines = 0;
        try {
            this.ws();
            this.value = this.any(0);
            this.ws();
            const i = this.i;
            // The closing quote; `""` here would start a string: extra data.
            if (i >= this.n || buf[i] !== QUOTE || (i + 1 < this.n && buf[i + 1] === QUOTE))
                return -1;
            return i + 1;
        }
        catch (e) {
            if (e === GIVE_UP)
                return -1;
            throw e;
        }
        finally {
            this.buf = EMPTY; // the caller's bytes are not kept alive
            this.latin1 = '';
        }
    }
    /**
     * The next-hop cell `buf[from, to)` (unescaped: a JSON quote is `"`) when it is an array of
     * strings without escapes: how many strings, their byte ranges in `ranges` (start, end of
     * string k at 2k, 2k + 1); -1 for any other cell (the caller reads it with parsePyJson).
     */
    stringArray(buf, from, to) {
        this.buf = buf;
        this.n = to;
        this.i = from;
        let count = 0;
        try {
            this.ws();
            if (this.i >= to || buf[this.i] !== 91)
                return -1;
            if (!this.opens(93)) {
                for (;;) {
                    if (this.i >= to || buf[this.i] !== QUOTE)
                        throw GIVE_UP;
                    const start = this.i + 1;
                    let i = start;
                    while (i < to && buf[i] !== QUOTE) {
                        const b = buf[i];
                        if (b === BACKSLASH || b < 32)
                            throw GIVE_UP;
                        i++;
                    }
                    if (i >= to)
                        throw GIVE_UP;
                    if (2 * count + 2 > this.ranges.length)
                        this.ranges = growRanges(this.ranges);
                    this.ranges[2 * count] = start;
                    this.ranges[2 * count + 1] = i;
                    count += 1;
                    this.i = i + 1;
                    if (this.closes(93))
                        break;
                }
            }
            this.ws();
            return this.i === to ? count : -1;
        }
        catch (e) {
            if (e !== GIVE_UP)
                throw e;
            return -1;
        }
        finally {
            this.buf = EMPTY;
        }
    }
    ws() {
        const buf = this.buf;
        const n = this.n;
        let i = this.i;
        while (i < n) {
            const b = buf[i];
            if (b === 32 || b === 9 || b === 13)
                i++;
            else if (b === LF) {
                this.lines += 1;
                i++;
            }
            else
                break;
        }
        this.i = i;
    }
    any(depth) {
        const buf = this.buf;
        const i = this.i;
        if (i >= this.n)
            throw GIVE_UP;
        const b = buf[i];
        if (b === QUOTE)
            return this.string();
        if (b === 123)
            return this.object(depth + 1);
        if (b === 91)
            return this.array(depth + 1);
        if (b === 45 || (b >= 48 && b <= 57)) {
            if (b === 45 && buf[i + 1] === 73)
                return this.literal('-Infinity', -Infinity);
            return this.number();
        }
        if (b === 110)
            return this.literal('null', null);
        if (b === 116)
            return this.literal('true', true);
        if (b === 102)
            return this.literal('false', false);
        if (b === 78)
            return this.literal('NaN', NaN);
        if (b === 73)
            return this.literal('Infinity', Infinity);
        throw GIVE_UP;
    }
    literal(text, value) {
        const buf = this.buf;
        const i = this.i;
        if (i + text.length > this.n)
            throw GIVE_UP;
        for (let k = 0; k < text.length; k++)
            if (buf[i + k] !== text.charCodeAt(k))
                throw GIVE_UP;
        this.i = i + text.length;
        return value;
    }
    digits(i) {
        const buf = this.buf;
        const n = this.n;
        while (i < n && (0,_reference_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .isAsciiDigit */ .DB)(buf[i]))
            i++;
        return i;
    }
    /** The grammar of parsePyJson's numbers: an int unless it has a fraction or an exponent. */
    number() {
        const buf = this.buf;
        const start = this.i;
        let i = start;
        if (buf[i] === 45)
            i++;
        if (i >= this.n)
            throw GIVE_UP;
        const d0 = buf[i];
        if (d0 === 48)
            i++;
        else if (d0 >= 49 && d0 <= 57)
            i = this.digits(i);
        else
            throw GIVE_UP;
        let isFloat = false;
        if (i + 1 < this.n && buf[i] === 46 && (0,_reference_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .isAsciiDigit */ .DB)(buf[i + 1])) {
            isFloat = true;
            i = this.digits(i + 2);
        }
        if (i < this.n && (buf[i] === 101 || buf[i] === 69)) {
            let j = i + 1;
            if (j < this.n && (buf[j] === 43 || buf[j] === 45))
                j++;
            if (j < this.n && (0,_reference_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .isAsciiDigit */ .DB)(buf[j])) {
                isFloat = true;
                i = this.digits(j);
            }
        }
        this.i = i;
        const text = this.latin1.slice(start, i);
        return isFloat ? Number(text) : BigInt(text);
    }
    /** A string whose opening `""` is at `i`. */
    string() {
        const buf = this.buf;
        const n = this.n;
        if (this.i + 1 >= n || buf[this.i + 1] !== QUOTE)
            throw GIVE_UP; // a lone quote ends the cell
        const start = this.i + 2;
        let ascii = true;
        for (let i = start; i < n; i++) {
            const b = buf[i];
            if (b > QUOTE && b < 128 && b !== BACKSLASH)
                continue;
            if (b === QUOTE) {
                if (i + 1 >= n || buf[i + 1] !== QUOTE)
                    throw GIVE_UP;
                this.i = i + 2;
                if (!ascii)
                    return _core_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .utf8Slice */ ._.call(buf, start, i);
                // V8 copies a substring under 13 characters; a longer one would keep all of `latin1` alive.
                return i - start < 13 ? this.latin1.slice(start, i) : _core_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .latin1Slice */ .G.call(buf, start, i);
            }
            if (b === BACKSLASH)
                return this.escaped(start, i);
            if (b < 32)
                throw GIVE_UP; // a control character: Python raises
            if (b >= 128)
                ascii = false;
        }
        throw GIVE_UP;
    }
    /** The rest of a string from its first backslash at `i` (escape-free text from `start`). */
    escaped(start, i) {
        const buf = this.buf;
        const n = this.n;
        let out = _core_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .utf8Slice */ ._.call(buf, start, i);
        let run = i; // start of the escape-free text not added yet
        while (i < n) {
            const b = buf[i];
            if (b === QUOTE) {
                if (i + 1 >= n || buf[i + 1] !== QUOTE)
                    throw GIVE_UP;
                this.i = i + 2;
                return out + _core_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .utf8Slice */ ._.call(buf, run, i);
            }
            if (b < 32)
                throw GIVE_UP;
            if (b !== BACKSLASH) {
                i++;
                continue;
            }
            out += _core_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .utf8Slice */ ._.call(buf, run, i);
            const e = buf[i + 1];
            let skip = 2;
            if (e === QUOTE) {
                if (buf[i + 2] !== QUOTE)
                    throw GIVE_UP; // `\"` is `\""` in a quoted cell
                out += '"';
                skip = 3;
            }
            else if (e === BACKSLASH)
                out += '\\';
            else if (e === 47)
                out += '/';
            else if (e === 98)
                out += '\b';
            else if (e === 102)
                out += '\f';
            else if (e === 110)
                out += '\n';
            else if (e === 114)
                out += '\r';
            else if (e === 116)
                out += '\t';
            else if (e === 117) {
                let code = 0;
                for (let k = i + 2; k < i + 6; k++) {
                    const h = hexValue(k < n ? buf[k] : 0);
                    if (h < 0)
                        throw GIVE_UP;
                    code = code * 16 + h;
                }
                out += String.fromCharCode(code); // surrogate pairs join in the string, as in Python
                skip = 6;
            }
            else
                throw GIVE_UP;
            i += skip;
            run = i;
        }
        throw GIVE_UP;
    }
    /**
     * An object key: the dozen keys of route cells come from `keys`, with no allocation. Route cells
     * list their keys in the same order, so the key that followed `prev` (a slot, or FIRST_KEY)
     * last time is tried first: one pass over the bytes instead of hashing them. `keySlot` is then
     * the key's slot (-1: not kept).
     */
    key(prev) {
        const buf = this.buf;
        const n = this.n;
        const start = this.i + 2;
        if (this.i + 1 < n && buf[this.i + 1] === QUOTE) {
            const keys = this.keys;
            const guess = prev < 0 ? -1 : this.nextKey[prev];
            const likely = guess < 0 ? undefined : keys[guess];
            if (likely !== undefined) {
                const end = start + likely.length;
                if (end + 1 < n && buf[end] === QUOTE && buf[end + 1] === QUOTE && sameBytes(likely, buf, start)) {
                    this.i = end + 2;
                    this.keySlot = guess;
                    return likely;
                }
            }
            let h = 0;
            for (let i = start; i < n && i - start <= _reference_json_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_CACHED_KEY */ .wV; i++) {
                const b = buf[i];
                if (b === QUOTE) {
                    if (i + 1 >= n || buf[i + 1] !== QUOTE)
                        break;
                    const len = i - start;
                    const slot = (h ^ len) & (KEY_SLOTS - 1);
                    let key = keys[slot];
                    if (key?.length !== len || !sameBytes(key, buf, start))
                        keys[slot] = key = (0,_reference_json_js__WEBPACK_IMPORTED_MODULE_1__/* .internalised */ .$P)(this.latin1.slice(start, i));
                    this.i = i + 2;
                    if (prev >= 0)
                        this.nextKey[prev] = slot;
                    this.keySlot = slot;
                    return key;
                }
                if (b === BACKSLASH || b < 32 || b >= 128)
                    break;
                h = (Math.imul(h, 31) + b) | 0;
            }
        }
        this.keySlot = -1;
        return this.string();
    }
    object(depth) {
        if (depth > _reference_json_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX)
            throw GIVE_UP;
        const buf = this.buf;
        const out = new Map();
        if (this.opens(125))
            return out;
        let prev = FIRST_KEY;
        for (;;) {
            if (this.i >= this.n || buf[this.i] !== QUOTE)
                throw GIVE_UP;
            const key = this.key(prev);
            prev = this.keySlot;
            this.ws();
            if (this.i >= this.n || buf[this.i] !== 58)
                throw GIVE_UP;
            this.i++;
            this.ws();
            out.set(key, this.any(depth));
            if (this.closes(125))
                return out;
        }
    }
    array(depth) {
        if (depth > _reference_json_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_JSON_DEPTH */ .KX)
            throw GIVE_UP;
        const out = [];
        if (this.opens(93))
            return out;
        for (;;) {
            out.push(this.any(depth));
            if (this.closes(93))
                return out;
        }
    }
    /** Past the opening bracket at `i`: whether the container is empty (its `close` byte consumed). */
    opens(close) {
        this.i++;
        this.ws();
        if (this.i >= this.n || this.buf[this.i] !== close)
            return false;
        this.i++;
        return true;
    }
    /** After an element: true at the container's `close` byte, false after a comma (both consumed). */
    closes(close) {
        this.ws();
        const c = this.i < this.n ? this.buf[this.i] : -1;
        this.i++;
        if (c === close)
            return true;
        if (c !== 44)
            throw GIVE_UP;
        this.ws();
        return false;
    }
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const LF = 0x0a;
const EMPTY = new Uint8Array(0);
/** Thrown inside the reader only: the cell is read the usual way instead. */
const GIVE_UP = Symbol('give up');
/** Slots of a reader's key table (a power of two); FIRST_KEY: the `nextKey` entry of an object's first key. */
const KEY_SLOTS = 256;
const FIRST_KEY = KEY_SLOTS;
/** Whether the ASCII `key` is at `buf[at]`. */
function sameBytes(key, buf, at) {
    for (let k = 0; k < key.length; k++)
        if (key.charCodeAt(k) !== buf[at + k])
            return false;
    return true;
}
function growRanges(ranges) {
    const next = new Int32Array(ranges.length * 2);
    next.set(ranges);
    return next;
}
function hexValue(b) {
    if (b >= 48 && b <= 57)
        return b - 48;
    if (b >= 97 && b <= 102)
        return b - 87;
    if (b >= 65 && b <= 70)
        return b - 55;
    return -1;
}


/***/ }),

/***/ 835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Fj: () => (/* binding */ parseDistance),
  An: () => (/* binding */ parseFare),
  pe: () => (/* binding */ parseTime),
  E8: () => (/* binding */ parseUnit)
});

// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/units.ts
var units = __webpack_require__(2410);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/mode.ts
var mode = __webpack_require__(9705);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/fast/decimal.ts
var decimal = __webpack_require__(353);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/strings.ts
var strings = __webpack_require__(2435);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/fast/unit-forms.ts


/**
 * referenceText (reference/units.ts) of the common forms ("22.5公里", "344米", "75分钟", "1小时20分钟", "4元"), without
 * the regexes, or null for any other text. Only an ASCII number followed by a CJK ideograph: such
 * a str is never a float (an ideograph is neither a digit nor whitespace), and the regex's
 * leftmost match is that number (N is greedy), so the value is numberOf of the same text.
 */
function quickReferenceText(kind, s) {
    let i = 0;
    while ((0,strings/* isAsciiDigit */.DB)(s.charCodeAt(i)))
        i++;
    if (i === 0)
        return null;
    if (s.charCodeAt(i) === 0x2e) {
        i++;
        while ((0,strings/* isAsciiDigit */.DB)(s.charCodeAt(i)))
            i++;
    }
    const next = s.charCodeAt(i);
    if (!(next >= 0x4e00 && next <= 0x9fff))
        return null;
    const v = (0,decimal/* decimalOfString */.u)(s.slice(0, i)); // ASCII digits and a dot: always a plain decimal
    if (kind === 'fare')
        return v; // no unit rule: the first number
    const rest = s.length - i;
    if (kind === 'time') {
        if (s.startsWith('小时', i))
            return v * 60; // the first "N小时", whatever follows
        return rest === 2 && s.endsWith('分钟') ? v : null;
    }
    if (rest === 1 && next === 0x7c73)
        return v / 1000; // "N米"
    return rest === 2 && s.endsWith('公里') ? v : null; // "N公里" (no 米 anywhere)
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/fast/units.ts




/**
 * parse_distance / parse_time / parse_fare of one value (reference/units.ts), with the common
 * strings read without the Unicode transform and the regexes: a plain decimal is what float()
 * returns (steps 1–2), and in reference mode the common unit forms (unit-forms.ts). Anything
 * else, and everything on the reference path, takes the reference rules.
 */
function parseUnit(kind, v, compat, ref, onDifference) {
    if (typeof v === 'string' && !(0,mode/* referencePath */.Z)()) {
        const plain = (0,decimal/* decimalOfString */.u)(v);
        if (plain !== null)
            return plain;
        const quick = compat === 'reference' ? quickReferenceText(kind, v) : null;
        if (quick !== null)
            return quick;
    }
    return (0,units/* parseUnit */.E)(kind, v, compat, ref, onDifference);
}
const parseDistance = (v, compat, ref, on) => parseUnit('distance', v, compat, ref, on);
const parseTime = (v, compat, ref, on) => parseUnit('time', v, compat, ref, on);
const parseFare = (v, compat, ref, on) => parseUnit('fare', v, compat, ref, on);


/***/ }),

/***/ 4315:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ JSON_COLUMNS),
/* harmony export */   c: () => (/* binding */ COLUMNS)
/* harmony export */ });
/** The columns every TransitLM row is read from. */
const COLUMNS = {
    id: 'index_id',
    prompt: 'sft_prompt',
    label: 'sft_label',
    output: 'generate_results',
    reqType: 'req_type',
};
/** The columns the row tasks read only as JSON: the CSV reader may parse them straight from the bytes (fast/json.ts). */
const JSON_COLUMNS = [COLUMNS.prompt, COLUMNS.label, COLUMNS.output];


/***/ }),

/***/ 3764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Gi: () => (/* binding */ DEFAULT_CHUNK),
  yk: () => (/* binding */ DictCsvReader)
});

// UNUSED EXPORTS: MAX_LINE_BYTES

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/fast/csv-bytes.ts
var csv_bytes = __webpack_require__(4920);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/csv.ts
var csv = __webpack_require__(7029);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/mode.ts
var mode = __webpack_require__(9705);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/input/file-bytes.ts

/** The byte checks of a file read as UTF-8 text in Python's text mode (before any CSV rule). */
const LF = 0x0a;
/** Where a trailing incomplete UTF-8 sequence starts (bytes.length when the end is complete). */
function incompleteTail(bytes) {
    const n = bytes.length;
    for (let k = 1; k <= 3 && k <= n; k++) {
        const b = bytes[n - k];
        if ((b & 0xc0) === 0x80)
            continue; // continuation byte: look further back
        const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : b >= 0xc0 ? 2 : 1;
        return need > k ? n - k : n;
    }
    return n;
}
/** Index of the first byte that does not start or continue a valid UTF-8 sequence (`bytes` is invalid). */
function firstInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i];
        const need = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
        // isUtf8 of the sequence alone settles overlongs, surrogates and the range limit.
        if (need === 0 || i + need > bytes.length || !(0,external_node_buffer_.isUtf8)(bytes.subarray(i, i + need)))
            return i;
        i += need;
    }
    return i;
}
/** Universal newlines: `\r\n` and `\r` become `\n`. */
function normaliseNewlines(bytes) {
    const out = Buffer.allocUnsafe(bytes.length);
    let o = 0;
    for (let i = 0; i < bytes.length; i++) {
        const b = bytes[i];
        if (b === 0x0d) {
            out[o++] = LF;
            if (bytes[i + 1] === LF)
                i++;
        }
        else
            out[o++] = b;
    }
    return out.subarray(0, o);
}

// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/records.ts
var records = __webpack_require__(4894);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/input/csv-reader.ts








const DEFAULT_CHUNK = 1 << 20;
/**
 * Longest physical line read (bytes): a record is held whole while it is read, so one line of
 * gigabytes would take the memory. 512× the field limit of the official scripts (which abort at
 * 131 072 characters); a 55 MB cell took ≈ 0.5 GB of memory in all.
 */
const MAX_LINE_BYTES = 64 << 20;
/**
 * Streams one CSV file as dict rows. After iterating, `problem` tells whether the file stopped
 * early (the rows seen so far are then not the whole file), `bomStripped` whether a leading
 * U+FEFF was removed, `header` the column names (null for an empty file).
 */
class DictCsvReader {
    file;
    options;
    problem = null;
    bomStripped = false;
    header = null;
    /** SHA-256 (hex) of the file's bytes, when asked for and the file was read to its end. */
    sha256 = null;
    /** Reading a part that ends before the end of the file: whether its last record ended there. */
    cleanEnd = false;
    /** Bytes read from the file so far (progress estimates; not the bytes parsed). */
    bytesRead = 0;
    constructor(file, options = {}) {
        this.file = file;
        this.options = options;
        if (options.part !== undefined && options.part.header !== null)
            this.header = (0,records/* csvHeader */.MY)(options.part.header);
    }
    /** Sets the header from its column names. */
    headerOf(fields) {
        return (this.header = (0,records/* csvHeader */.MY)(fields));
    }
    /** The data rows, a read at a time; cells of the `jsonColumns` are read as JSON where they can be (CsvRow.values). */
    async *rows(jsonColumns = []) {
        let pending = [];
        const onRecord = (r) => {
            if (this.header !== null) {
                pending.push(r);
                return;
            }
            const header = this.headerOf(r.fields);
            if (jsonColumns.length > 0 && parser instanceof csv_bytes/* CsvByteParser */.mh)
                parser.useJsonColumns((0,records/* jsonColumnMask */.rT)(header, jsonColumns));
        };
        const parser = (0,mode/* referencePath */.Z)() ? new csv/* PythonCsvParser */.A(onRecord) : new csv_bytes/* CsvByteParser */.mh({ strings: onRecord });
        // A part: the header was read elsewhere.
        if (this.header !== null && jsonColumns.length > 0 && parser instanceof csv_bytes/* CsvByteParser */.mh)
            parser.useJsonColumns((0,records/* jsonColumnMask */.rT)(this.header, jsonColumns));
        let row = 0;
        const take = () => {
            const out = [];
            for (const r of pending) {
                if (r.fields.length === 0)
                    continue;
                row += 1;
                out.push({ row, line: r.line, offset: r.offset, fields: r.fields, oversized: r.oversized, values: r.values });
            }
            pending = [];
            return out;
        };
        const flush = function* () {
            const out = take();
            if (out.length > 0)
                yield out;
        };
        for await (const _ of this.chunks(parser))
            yield* flush();
        yield* flush(); // the records before a whole-file problem
    }
    /**
     * Streams the data rows as byte ranges (the header is read as strings first); `onRow` returns
     * false to stop reading. For consumers that need bytes, not strings (the station loader's fast
     * path; always the byte parser).
     */
    async eachRange(onRow) {
        let row = 0;
        let stopped = false; // set by the parser's callback, between chunks
        const parser = new csv_bytes/* CsvByteParser */.mh({
            ranges: (r) => {
                if (stopped)
                    return;
                if (this.header === null) {
                    const names = [];
                    for (let k = 0; k < r.count; k++)
                        names.push((0,csv_bytes/* fieldSource */._R)(r, k).toString('utf8', r.start[k], r.end[k]));
                    this.headerOf(names);
                    return;
                }
                if (r.count === 0)
                    return;
                row += 1;
                if (!onRow(r, row))
                    stopped = true;
            },
        });
        for await (const _ of this.chunks(parser))
            if (stopped)
                return;
    }
    /** Reads the file into `parser` (UTF-8 checks, BOM, universal newlines); yields after each chunk. */
    async *chunks(parser) {
        const part = this.options.part;
        const feeder = new ChunkFeeder(parser, this, part === undefined || part.start === 0);
        const range = part === undefined ? {} : { start: part.start, ...(part.end === null ? {} : { end: part.end - 1 }) };
        const stream = (0,external_node_fs_.createReadStream)(this.file, { highWaterMark: this.options.chunkSize ?? DEFAULT_CHUNK, ...range });
        const hash = this.options.sha256 === true && part === undefined ? (0,external_node_crypto_.createHash)('sha256') : null;
        try {
            for await (const chunk of stream) {
                hash?.update(chunk);
                this.bytesRead += chunk.length;
                if (!feeder.feed(chunk, false))
                    return;
                yield;
            }
            if (feeder.partial !== null && !feeder.feed(Buffer.alloc(0), true))
                return;
            this.sha256 = hash?.digest('hex') ?? null;
            if (part !== undefined && part.end !== null) {
                this.cleanEnd = parser.pendingBytes() === 0; // the rest of the record is another part's
                return;
            }
            parser.end();
            yield;
        }
        catch (error) {
            const code = error.code;
            const reason = code === 'ENOENT'
                ? 'file not found'
                : code === 'EISDIR'
                    ? 'is a directory'
                    : code === 'EACCES'
                        ? 'permission denied'
                        : error.message;
            this.problem = { code: 'io', message: reason, line: null };
        }
        finally {
            stream.destroy();
        }
    }
}
/**
 * Hands the file's chunks to a parser (UTF-8 checks, BOM, universal newlines, line cap); the state
 * that lives across chunks is here. A whole-file problem and a stripped BOM are set on the reader.
 */
class ChunkFeeder {
    parser;
    reader;
    first;
    /** An incomplete UTF-8 sequence at the end of the last chunk. */
    partial = null;
    pendingCR = false;
    /** Bytes of the line being read so far. */
    lineBytes = 0;
    constructor(parser, reader, first) {
        this.parser = parser;
        this.reader = reader;
        this.first = first;
    }
    /** One chunk (`last`: the end of the file); false at a whole-file problem. */
    feed(raw, last) {
        let bytes = this.partial === null ? raw : Buffer.concat([this.partial, raw]);
        this.partial = null;
        if (!last) {
            const cut = incompleteTail(bytes);
            if (cut < bytes.length) {
                this.partial = Buffer.from(bytes.subarray(cut));
                bytes = bytes.subarray(0, cut);
            }
        }
        // A whole-file problem stops the reader at the first bad byte: every record before it is
        // read, however the file happens to be cut into chunks (the same rows on any thread).
        let problem = null;
        if (!(0,external_node_buffer_.isUtf8)(bytes)) {
            problem = 'invalid-utf8';
            bytes = bytes.subarray(0, firstInvalidUtf8(bytes));
        }
        if (this.first && bytes.length > 0) {
            this.first = false;
            if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
                this.reader.bomStripped = true;
                bytes = bytes.subarray(3);
            }
        }
        // The \r ending the last chunk was a line break: a \n right after it belongs to it (once).
        if (this.pendingCR && bytes.length > 0) {
            this.pendingCR = false;
            if (bytes[0] === 0x0a)
                bytes = bytes.subarray(1);
        }
        if (bytes.length > 0) {
            this.pendingCR = bytes[bytes.length - 1] === 0x0d;
            if (bytes.indexOf(0x0d) !== -1)
                bytes = normaliseNewlines(bytes);
            const nul = bytes.indexOf(0);
            if (nul !== -1) {
                problem = 'nul-byte';
                bytes = bytes.subarray(0, nul);
            }
            const lf = bytes.lastIndexOf(0x0a);
            this.lineBytes = lf === -1 ? this.lineBytes + bytes.length : bytes.length - lf - 1;
            // A chunk (at most 1 MiB) is shorter than the limit: only a line across chunks can cross it.
            if (this.lineBytes > MAX_LINE_BYTES) {
                problem = 'line-too-long';
                bytes = bytes.subarray(0, lf + 1);
            }
            this.parser.push(bytes);
        }
        if (problem === null)
            return true;
        const line = this.parser.lineAtEnd();
        this.reader.problem = { code: problem, message: wholeFileProblem(problem), line };
        return false;
    }
}
/**
 * What a whole-file problem means. The whole suite is then an error, as in the reference
 * (docs/transitlm.md says why rows are not skipped).
 */
function wholeFileProblem(problem) {
    return problem === 'nul-byte'
        ? `the file contains a NUL character: the rows from this line on are not read (remove it, e.g. tr -d '\\000')`
        : problem === 'line-too-long'
            ? `a line longer than ${MAX_LINE_BYTES} bytes (64 MiB, the most read): the rows from this line on are not read`
            : `the file is not valid UTF-8: the rows from this line on are not read (save the file as UTF-8)`;
}


/***/ }),

/***/ 4894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hn: () => (/* binding */ cell),
/* harmony export */   LK: () => (/* binding */ jsonCell),
/* harmony export */   MY: () => (/* binding */ csvHeader),
/* harmony export */   rT: () => (/* binding */ jsonColumnMask)
/* harmony export */ });
/** A cell of a row by column name: absent (undefined) when the column is missing or the row short. */
function cell(header, row, name) {
    const i = header.index.get(name);
    if (i === undefined)
        return undefined;
    if (row.values?.[i] !== undefined)
        throw new Error(`bug: the text of column ${name} was not kept (it was read as JSON)`);
    return row.fields[i];
}
/** The value of a cell read as JSON while parsing (CsvRecord.values), or undefined. */
function jsonCell(header, row, name) {
    const i = header.index.get(name);
    return i === undefined || row.values === null ? undefined : row.values[i];
}
/** The `jsonColumns` of a CsvByteParser: the fields of these columns (the last of duplicate names, which DictReader reads). */
function jsonColumnMask(header, names) {
    const mask = new Uint8Array(header.names.length);
    for (const name of names) {
        const i = header.index.get(name);
        if (i !== undefined)
            mask[i] = 1;
    }
    return mask;
}
/** A header from its column names (of duplicate names the last wins). */
function csvHeader(names) {
    const index = new Map();
    names.forEach((name, k) => index.set(name, k));
    return { names, index };
}


/***/ }),

/***/ 2671:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N5: () => (/* binding */ parseRecordBatch),
/* harmony export */   Ul: () => (/* binding */ recordBatches),
/* harmony export */   Z7: () => (/* binding */ afterTail)
/* harmony export */ });
/* harmony import */ var _fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4920);
/* harmony import */ var _input_csv_reader_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3764);


/**
 * Parses a batch into rows numbered from 1 (on any thread), exactly as `rows()` reads them; each
 * row goes through `take` as soon as it is parsed (the batch's parsed cells need not all be alive at once).
 */
function parseRecordBatch(batch, jsonColumns = null, take = (row) => row) {
    const rows = [];
    const parser = new _fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .CsvByteParser */ .mh({
        strings: (r) => {
            if (r.fields.length > 0)
                rows.push(take({
                    row: rows.length + 1,
                    line: r.line,
                    offset: r.offset,
                    fields: r.fields,
                    oversized: r.oversized,
                    values: r.values,
                }));
        },
    }, jsonColumns);
    parser.line = batch.line;
    parser.offset = batch.offset ?? 0;
    parser.push(Buffer.from(batch.bytes.buffer, batch.bytes.byteOffset, batch.bytes.byteLength));
    if (batch.end)
        parser.end();
    const tail = parser.pending();
    return {
        rows,
        tail: tail === null ? null : { bytes: new Uint8Array(tail.bytes), line: tail.line, offset: tail.offset },
    };
}
/**
 * The batch to parse after one that left `tail` unfinished: the cut was inside a quoted field, so
 * `next` does not start at a record; it is parsed again from where that record starts. Rare: it
 * takes a line break inside quotes right at a cut.
 */
function afterTail(tail, next) {
    return { bytes: Buffer.concat([tail.bytes, next.bytes]), line: tail.line, offset: tail.offset, end: next.end };
}
const LF = 0x0a;
/**
 * Cuts bytes into batches of whole lines (RecordBatch), counting physical lines. A batch is
 * written into a spare buffer when one is big enough: a batch lives long enough on the main
 * thread to reach the old generation, so fresh buffers would pile up as garbage outside the
 * heap until a full collection (tens of MB).
 */
class LineCutter {
    spare;
    room;
    /** Physical line where the bytes not cut yet start. */
    line = 1;
    /** Byte offset (in the file as read) where the bytes not cut yet start. */
    offset = 0;
    rest = null;
    /** Reads after `rest` that held no line break either. */
    restParts = [];
    batches = [];
    constructor(spare, 
    /** Bytes of a new buffer, so that it can take the batches after it (a read and its leftover). */
    room) {
        this.spare = spare;
        this.room = room;
    }
    push(bytes) {
        const cut = bytes.lastIndexOf(LF) + 1;
        if (cut === 0) {
            // No line break: the bytes wait whole (one copy when a line break comes, not one per read).
            if (this.rest === null)
                this.rest = bytes;
            else
                this.restParts.push(bytes);
            return;
        }
        if (this.restParts.length > 0)
            this.rest = Buffer.concat([this.rest, ...this.restParts]);
        this.restParts = [];
        // One copy per batch: the bytes left from the last read, then this read's up to the cut.
        const before = this.rest === null ? 0 : this.rest.length;
        const batch = this.buffer(before + cut);
        if (this.rest !== null)
            batch.set(this.rest);
        batch.set(bytes.subarray(0, cut), before);
        this.batches.push({ bytes: batch, line: this.line, offset: this.offset, end: false });
        this.line += (0,_fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .countNewlines */ .Dn)(bytes, 0, cut); // the leftover has none: it follows the last one
        this.offset += batch.length;
        this.rest = cut < bytes.length ? bytes.subarray(cut) : null;
    }
    end() {
        if (this.restParts.length > 0)
            this.rest = Buffer.concat([this.rest, ...this.restParts]);
        this.restParts = [];
        const bytes = this.buffer(this.rest === null ? 0 : this.rest.length);
        if (this.rest !== null)
            bytes.set(this.rest);
        this.batches.push({ bytes, line: this.line, offset: this.offset, end: true });
        this.offset += bytes.length;
        this.rest = null;
    }
    /** `length` bytes: the start of a spare buffer, else a new one with room to be reused. */
    buffer(length) {
        let k = this.spare.length - 1;
        while (k >= 0 && this.spare[k].byteLength < length)
            k--;
        if (k >= 0)
            return this.spare.splice(k, 1)[0].subarray(0, length);
        return new Uint8Array(Math.max(length, this.room)).subarray(0, length);
    }
    lineAtEnd() {
        return this.line; // the bytes not cut yet hold no line break
    }
    pendingBytes() {
        return (this.rest === null ? 0 : this.rest.length) + this.restParts.reduce((n, b) => n + b.length, 0);
    }
    /** The batches cut since the last call. */
    take() {
        const out = this.batches;
        this.batches = [];
        return out;
    }
}
/**
 * Streams the data rows of `reader`'s file as batches of whole lines, one per read, neither decoded
 * nor parsed: the worker threads that score them find the records (see RecordBatch). The header
 * is read here (reader.header). `spare`: buffers of batches that are done with (the caller adds
 * them), reused for new batches.
 */
async function* recordBatches(reader, spare = []) {
    const lines = new LineCutter(spare, 2 * (reader.options.chunkSize ?? _input_csv_reader_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CHUNK */ .Gi));
    let rest = null;
    const headerParser = new _fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .CsvByteParser */ .mh({
        bounds: (data, from, to, line, offset) => {
            if (reader.header !== null)
                return; // a record after the header: the cutter takes it from `rest`
            let names = [];
            const header = new _fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .CsvByteParser */ .mh({ strings: (r) => (names = r.fields) });
            header.push(data.subarray(from, to));
            header.end();
            reader.headerOf(names);
            rest = { bytes: data.subarray(to), line: line + (0,_fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_0__/* .countNewlines */ .Dn)(data, from, to), offset: offset + to - from };
        },
    });
    // Bytes go to the header parser until it has the header, then to the cutter.
    const toHeader = (send) => {
        send();
        if (rest === null)
            return;
        lines.line = rest.line;
        lines.offset = rest.offset;
        lines.push(rest.bytes);
        rest = null;
    };
    const sink = {
        push: (bytes) => (reader.header === null ? toHeader(() => headerParser.push(bytes)) : lines.push(bytes)),
        end: () => {
            if (reader.header === null)
                toHeader(() => headerParser.end());
            if (reader.header !== null)
                lines.end();
        },
        lineAtEnd: () => (reader.header === null ? headerParser.lineAtEnd() : lines.lineAtEnd()),
        pendingBytes: () => (reader.header === null ? headerParser.pendingBytes() : lines.pendingBytes()),
    };
    for await (const _ of reader.chunks(sink))
        yield* lines.take();
    // After a whole-file problem: no end batch, the unfinished record at the problem is dropped.
    yield* lines.take();
}


/***/ }),

/***/ 6440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ evaluateBatch),
/* harmony export */   c: () => (/* binding */ JOB)
/* harmony export */ });
/* harmony import */ var _input_records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4894);
/* harmony import */ var _tasks_evaluate_row_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2539);
/* harmony import */ var _input_columns_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4315);
/* harmony import */ var _batches_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2671);




/**
 * Row evaluation on worker threads. The workers start while the main thread loads the station
 * graph (one of them reads part of the station file meanwhile), then get the graph as shared
 * memory. The main thread only cuts the input into batches of whole lines, not parsed, and hands
 * them to the workers; each worker parses its batches, evaluates the rows and answers with the row
 * results, numbered within the batch, and the record its batch left unfinished (a line break
 * inside quotes at the cut, rare). The main thread takes the answers back in file order, numbers
 * the rows, parses again a batch that followed an unfinished record, and counts every row exactly
 * as if it had evaluated it itself: the results are the same bytes with or without workers.
 */
const JOB = 'transitlm-rows';
/** The rows of a batch evaluated on this thread (a worker's, or the main thread's share), numbered within the batch. */
function evaluateBatch(batch, names, env, scorer) {
    const header = (0,_input_records_js__WEBPACK_IMPORTED_MODULE_3__/* .csvHeader */ .MY)(names);
    return (0,_batches_js__WEBPACK_IMPORTED_MODULE_2__/* .parseRecordBatch */ .N5)(batch, (0,_input_records_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonColumnMask */ .rT)(header, _input_columns_js__WEBPACK_IMPORTED_MODULE_1__/* .JSON_COLUMNS */ .b), (row) => (0,_tasks_evaluate_row_js__WEBPACK_IMPORTED_MODULE_0__/* .evaluateRow */ .Wd)(header, row, env, scorer));
}


/***/ }),

/***/ 1741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Y: () => (/* binding */ WORKER_MODULE)
/* harmony export */ });
/* harmony import */ var _core_memory_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1360);
/* harmony import */ var _core_threads_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4418);
/* harmony import */ var _results_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1385);
/* harmony import */ var _reference_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2164);
/* harmony import */ var _stations_builder_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9434);
/* harmony import */ var _stations_graph_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2489);
/* harmony import */ var _stations_parts_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2575);
/* harmony import */ var _tasks_evaluate_row_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2539);
/* harmony import */ var _protocol_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(6440);









/** The row worker's side of the protocol (protocol.ts): a worker thread runs this job. */
/** This module, which registers the job (a worker started from sources imports it). */
const WORKER_MODULE = import.meta.url;
(0,_core_threads_js__WEBPACK_IMPORTED_MODULE_1__/* .registerWorkerJob */ .p2)(_protocol_js__WEBPACK_IMPORTED_MODULE_8__/* .JOB */ .c, (data, port) => {
    const { task, compat, shard } = data;
    let graphScorer = null;
    const keys = new _reference_json_js__WEBPACK_IMPORTED_MODULE_3__/* .JsonKeys */ .$s();
    const answer = (seq, value, transfer = []) => port.postMessage({ seq, value }, transfer);
    // Files read besides the rows (a station part, then hashes) are read one at a time, in the
    // order asked: the station part, which the main thread waits for, is never slowed by a hash.
    // Errors here are bugs (read problems are in the part): they reach the main thread as 'error'.
    let reads = Promise.resolve();
    const inTurn = (work) => {
        reads = reads.then(work);
    };
    port.on('message', (request) => {
        if (request.kind === 'graph')
            graphScorer = (0,_tasks_evaluate_row_js__WEBPACK_IMPORTED_MODULE_7__/* .taskScorer */ .k$)(task, (0,_stations_graph_js__WEBPACK_IMPORTED_MODULE_5__/* .stationGraphOf */ .M)(request.tables));
        else if (request.kind === 'stations') {
            const { seq, file, start, header } = request;
            inTurn(async () => {
                const part = await (0,_stations_parts_js__WEBPACK_IMPORTED_MODULE_6__/* .readStationPart */ .OR)(file, start, header);
                answer(seq, part, (0,_stations_builder_js__WEBPACK_IMPORTED_MODULE_4__/* .partBuffers */ .vq)(part));
                // What built the part (its id table, outgrown arrays, read buffers) is garbage now. The
                // worker's small heap may go the whole run without a full collection: it would be kept.
                (0,_core_memory_js__WEBPACK_IMPORTED_MODULE_0__/* .collectGarbage */ .i)();
                answer(seq + 1, await (0,_results_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256File */ .Q3)(file).catch(() => null));
            });
        }
        else if (request.kind === 'hash') {
            const { seq, file } = request;
            inTurn(async () => answer(seq, await (0,_results_inputs_js__WEBPACK_IMPORTED_MODULE_2__/* .sha256File */ .Q3)(file).catch(() => null)));
        }
        else {
            const { seq, file, names, batch } = request;
            const scorer = graphScorer; // the graph message comes first
            const { rows, tail } = (0,_protocol_js__WEBPACK_IMPORTED_MODULE_8__/* .evaluateBatch */ .O)(batch, names, { file, compat, shard, batchNumbered: true, keys }, scorer);
            const moved = [batch.bytes.buffer, ...(tail === null ? [] : [tail.bytes.buffer])];
            answer(seq, [rows.map((r) => (0,_tasks_evaluate_row_js__WEBPACK_IMPORTED_MODULE_7__/* .packRow */ .iE)(r, scorer)), tail, batch.bytes], moved);
        }
    });
});


/***/ }),

/***/ 7029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ PythonCsvParser),
/* harmony export */   d: () => (/* binding */ FIELD_SIZE_LIMIT)
/* harmony export */ });
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2435);

/**
 * Python's csv reader (excel dialect, non-strict), as the official TransitLM scripts read their
 * inputs through `csv.DictReader` over a file opened in text mode: the states and transitions of
 * CPython's Modules/_csv.c (parse_process_char), one character at a time, fed one line at a time
 * followed by the end-of-line mark, exactly as Reader_iternext feeds them. This is the plain
 * statement of the grammar; fast/csv-bytes.ts is the same grammar as one byte loop, and the two
 * are compared on generated files (tests/property/transitlm-reference.property.test.ts).
 * - `\r\n`, `\r` and `\n` all end a line (universal newlines: the file reader has already turned
 *   each into `\n`; inside quotes each is a `\n` of the cell);
 * - `""` inside quotes is a quote, a quote inside an unquoted field is literal, text after a
 *   closing quote is appended, an unterminated quote runs to the end of the file;
 * - an empty line is an empty record (skipped by the dict layer; as the very first record it
 *   becomes an empty header, as in Python).
 * Unlike Python, a field longer than the field size limit does not stop the reader: it is named
 * in `oversized` (the scorers warn that the reference aborts there).
 */
/** Python's csv.field_size_limit() default; longer fields make the reference abort. */
const FIELD_SIZE_LIMIT = 131072;
var State;
(function (State) {
    State[State["StartRecord"] = 0] = "StartRecord";
    State[State["StartField"] = 1] = "StartField";
    State[State["InField"] = 2] = "InField";
    State[State["InQuotedField"] = 3] = "InQuotedField";
    State[State["QuoteInQuotedField"] = 4] = "QuoteInQuotedField";
    State[State["EatCrNl"] = 5] = "EatCrNl";
})(State || (State = {}));
/** The end-of-line mark Reader_iternext feeds after each line (not a character). */
const EOL = -1;
/**
 * The csv reader over decoded text. `push` takes UTF-8 bytes of whole characters (newlines
 * already `\n`, bytes already checked), `end` the end of the file; each record goes to `onRecord`
 * as soon as its last line has been read.
 */
class PythonCsvParser {
    onRecord;
    /** Physical line of the next line to read (1-based). */
    line = 1;
    /** Byte offset of the next line to read. */
    offset = 0;
    /** Bytes after the last line break, not read yet (one line may span many pushes). */
    rest = [];
    state = State.StartRecord;
    fields = [];
    field = '';
    recordLine = 1;
    recordOffset = 0;
    oversized = null;
    constructor(onRecord) {
        this.onRecord = onRecord;
    }
    /** Reads the lines the bytes complete, one at a time (a line break is one byte: never inside a character). */
    push(bytes) {
        let lf = bytes.indexOf(10);
        if (lf === -1) {
            this.rest.push(bytes);
            return;
        }
        const data = this.rest.length === 0 ? bytes : Buffer.concat([...this.rest, bytes]);
        lf += data.length - bytes.length;
        let from = 0;
        for (; lf !== -1; lf = data.indexOf(10, from)) {
            this.readLine(data.toString('utf8', from, lf + 1), lf + 1 - from);
            from = lf + 1;
        }
        this.rest = from < data.length ? [data.subarray(from)] : [];
    }
    /** End of the file: the last line (no final line break), then a record an open quote left unfinished. */
    end() {
        const rest = Buffer.concat(this.rest);
        if (rest.length > 0)
            this.readLine(rest.toString('utf8'), rest.length);
        this.rest = [];
        // Reader_iternext at the end of input: a field in progress (an unterminated quote) ends the record.
        if (this.state === State.InQuotedField || this.field !== '') {
            this.saveField();
            this.emit();
        }
    }
    /** Physical line at the end of the text pushed so far. */
    lineAtEnd() {
        return this.line; // `rest` holds no line break
    }
    /** Nonzero when a record is unfinished (its text goes on in the bytes still to come). */
    pendingBytes() {
        return this.rest.reduce((n, b) => n + b.length, 0) + (this.state === State.StartRecord ? 0 : 1);
    }
    /** One line (its `\n` included when it has one; `bytes` long), then the end-of-line mark. */
    readLine(text, bytes) {
        if (this.state === State.StartRecord) {
            this.recordLine = this.line;
            this.recordOffset = this.offset;
        }
        // By code point: char() tests ASCII only, so a surrogate pair is appended whole, as its two halves were.
        for (const c of text)
            this.char(c);
        this.char(EOL);
        if (text.charCodeAt(text.length - 1) === 10)
            this.line += 1;
        this.offset += bytes;
        if (this.state === State.StartRecord)
            this.emit();
    }
    saveField() {
        if (this.field.length > FIELD_SIZE_LIMIT && (0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .codePointLength */ .O7)(this.field) > FIELD_SIZE_LIMIT)
            (this.oversized ??= []).push(this.fields.length);
        this.fields.push(this.field);
        this.field = '';
    }
    emit() {
        this.onRecord({
            fields: this.fields,
            line: this.recordLine,
            offset: this.recordOffset,
            oversized: this.oversized,
            values: null,
        });
        this.fields = [];
        this.oversized = null;
        this.state = State.StartRecord;
    }
    /** START_FIELD (also where START_RECORD goes on with a character that is not a line break). */
    startField(c) {
        if (c === '\n' || c === '\r' || c === EOL) {
            this.saveField();
            this.state = c === EOL ? State.StartRecord : State.EatCrNl;
        }
        else if (c === '"')
            this.state = State.InQuotedField;
        else if (c === ',')
            this.saveField();
        else {
            this.field += c;
            this.state = State.InField;
        }
    }
    /** parse_process_char of the excel dialect (delimiter ',', quotechar '"', doublequote, not strict). */
    char(c) {
        const newline = c === '\n' || c === '\r';
        switch (this.state) {
            case State.StartRecord:
                if (c === EOL)
                    return; // an empty line: an empty record
                if (newline) {
                    this.state = State.EatCrNl;
                    return;
                }
                this.state = State.StartField;
                this.startField(c);
                return;
            case State.StartField:
                this.startField(c);
                return;
            case State.InField:
                if (newline || c === EOL) {
                    this.saveField();
                    this.state = c === EOL ? State.StartRecord : State.EatCrNl;
                }
                else if (c === ',') {
                    this.saveField();
                    this.state = State.StartField;
                }
                else
                    this.field += c;
                return;
            case State.InQuotedField:
                if (c === EOL)
                    return;
                if (c === '"')
                    this.state = State.QuoteInQuotedField;
                else
                    this.field += c;
                return;
            case State.QuoteInQuotedField:
                if (c === '"') {
                    this.field += c; // "" is a quote
                    this.state = State.InQuotedField;
                }
                else if (c === ',') {
                    this.saveField();
                    this.state = State.StartField;
                }
                else if (newline || c === EOL) {
                    this.saveField();
                    this.state = c === EOL ? State.StartRecord : State.EatCrNl;
                }
                else {
                    this.field += c; // not strict: text after the closing quote is part of the field
                    this.state = State.InField;
                }
                return;
            case State.EatCrNl:
                if (c === EOL)
                    this.state = State.StartRecord;
                // A character after a line break inside a line cannot happen: lines end at their `\n`.
                return;
        }
    }
}


/***/ }),

/***/ 4327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CY: () => (/* binding */ parseIntString),
/* harmony export */   Q4: () => (/* binding */ NOT_A_NUMBER),
/* harmony export */   Qz: () => (/* binding */ pyFloat),
/* harmony export */   nO: () => (/* binding */ parseFloatString)
/* harmony export */ });
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2435);
/* harmony import */ var _value_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9052);


/**
 * float() and int() of a str as CPython reads them, without shortcuts: the value model's numbers.
 * The fast readers (fast/decimal.ts) give the same values for the plain forms or give up to these.
 */
/**
 * The transformation CPython applies before float()/int() parse a str: ASCII kept, other
 * whitespace → ' ', Unicode digits → ASCII, anything else → '?'. Then ASCII whitespace
 * (" \t\n\v\f\r", not U+001C–001F) is stripped.
 */
function numericAscii(s) {
    let out = null;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c < 127) {
            if (out !== null)
                out += s[i]; // ASCII is kept, also after a transformed character
            continue;
        }
        // A non-ASCII character that is neither whitespace nor a digit becomes '?': not a number.
        out ??= s.slice(0, i);
        const cp = s.codePointAt(i);
        if (cp > 0xffff)
            i += 1;
        const ch = String.fromCodePoint(cp);
        if ((0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .isPyWhitespace */ .lr)(ch))
            out += ' ';
        else {
            const d = (0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .digitValue */ .vi)(cp);
            if (d < 0)
                return null;
            out += String(d);
        }
    }
    return (out ?? s).replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, '');
}
const FLOAT_RE = /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const FLOAT_SPECIAL_RE = /^([+-]?)(inf|infinity|nan)$/i;
/** float(s) for a str: the value, or null where Python raises ValueError. */
function parseFloatString(s) {
    const t = numericAscii(s);
    if (t === null)
        return null;
    if (FLOAT_RE.test(t))
        return Number(t.includes('_') ? t.replace(/_/g, '') : t);
    const special = FLOAT_SPECIAL_RE.exec(t);
    if (special) {
        if (special[2].toLowerCase() === 'nan')
            return NaN;
        return special[1] === '-' ? -Infinity : Infinity;
    }
    return null;
}
const INT_RE = /^[+-]?\d(?:_?\d)*$/;
/** int(s) for a str (base 10): the value, or null where Python raises ValueError. */
function parseIntString(s) {
    const t = numericAscii(s);
    if (t === null || !INT_RE.test(t))
        return null;
    return BigInt(t.replace(/_/g, '').replace(/^\+/, ''));
}
/** Sentinel: float(v) raised ValueError (v is a str that is not a number). */
const NOT_A_NUMBER = Symbol('not-a-number');
/**
 * float(v): bool → 1/0, number as is, str → parsed or NOT_A_NUMBER (ValueError); raises
 * (TypeError/OverflowError) for None, list, dict and ints beyond the double range.
 */
function pyFloat(v, ref) {
    if (typeof v === 'number')
        return v;
    if (typeof v === 'string')
        return parseFloatString(v) ?? NOT_A_NUMBER;
    if (typeof v === 'boolean')
        return v ? 1 : 0;
    if (typeof v === 'bigint') {
        const x = Number(v);
        if (!Number.isFinite(x))
            (0,_value_js__WEBPACK_IMPORTED_MODULE_1__/* .raiseAt */ .YG)('bad-type', 'int too large to convert to float', ref);
        return x;
    }
    return (0,_value_js__WEBPACK_IMPORTED_MODULE_1__/* .raiseAt */ .YG)('bad-type', `float() argument must be a string or a real number, not '${(0,_value_js__WEBPACK_IMPORTED_MODULE_1__/* .pyTypeName */ .x_)(v)}'`, ref);
}


/***/ }),

/***/ 2164:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ internalised),
/* harmony export */   $s: () => (/* binding */ JsonKeys),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   M1: () => (/* binding */ describeJsonError),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   wV: () => (/* binding */ MAX_CACHED_KEY)
/* harmony export */ });
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2435);

class JsonFail {
    message;
    position;
    constructor(message, position) {
        this.message = message;
        this.position = position;
    }
}
/** Nesting depth where json.loads stops: Python's recursion limit (1000) is reached around here. */
const MAX_JSON_DEPTH = 900;
/**
 * The object keys a reader of many cells has read, interned (route cells repeat the same dozen
 * keys in every row): an escape-free key found here costs no allocation, and every later Map
 * lookup by a constant key compares pointers. One per reader of a file or a suite's rows (handed
 * to parsePyJson); the slots are made on first use.
 */
class JsonKeys {
    slots = null;
    /** The key at s[start, start + length) (hash `h`), kept for next time. */
    key(s, start, length, h) {
        const slots = (this.slots ??= new Array(KEY_SLOTS).fill(undefined));
        const slot = (h ^ length) & (KEY_SLOTS - 1);
        const cached = slots[slot];
        if (cached?.length === length && sameChars(cached, s, start))
            return cached;
        const key = s.slice(start, start + length);
        slots[slot] = internalised(key);
        return key;
    }
}
const KEY_SLOTS = 256;
/**
 * Python json.loads: RFC 8259 plus NaN, Infinity, -Infinity; integers exact (bigint); floats as
 * numbers; duplicate keys keep the first position and the last value. A text starting with U+FEFF
 * is rejected as Python does. On failure: Python's message and the 0-based character position
 * (in code points, as Python counts: a character outside the BMP is one, not two UTF-16 units).
 */
function parsePyJson(text, keys = new JsonKeys()) {
    if (text.charCodeAt(0) === 0xfeff)
        return { ok: false, message: 'Unexpected UTF-8 BOM (decode using utf-8-sig)', position: 0 };
    const p = new JsonParser(text, keys);
    try {
        p.ws();
        const value = p.value(0);
        p.ws();
        if (p.i < text.length)
            throw new JsonFail('Extra data', p.i);
        return { ok: true, value };
    }
    catch (e) {
        if (e instanceof JsonFail)
            return { ok: false, message: e.message, position: (0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .codePointLength */ .O7)(text.slice(0, e.position)) };
        throw e;
    }
}
/** "Expecting value: line 1 column 5 (char 4)", as Python words a JSONDecodeError (`position` in code points, as Python counts). */
function describeJsonError(text, message, position) {
    let line = 1;
    let lineStart = 0;
    let cp = 0;
    for (const ch of text) {
        if (cp >= position)
            break;
        cp += 1;
        if (ch === '\n') {
            line += 1;
            lineStart = cp;
        }
    }
    return `${message}: line ${line} column ${position - lineStart + 1} (char ${position})`;
}
class JsonParser {
    s;
    keys;
    i = 0;
    constructor(s, keys) {
        this.s = s;
        this.keys = keys;
    }
    ws() {
        const s = this.s;
        let i = this.i;
        for (;;) {
            const c = s.charCodeAt(i);
            if (c === 32 || c === 10 || c === 13 || c === 9)
                i++;
            else
                break;
        }
        this.i = i;
    }
    value(depth) {
        const s = this.s;
        const c = s.charCodeAt(this.i);
        if (c === 34)
            return this.string();
        if (c === 123)
            return this.object(depth + 1);
        if (c === 91)
            return this.array(depth + 1);
        if (c === 110 && s.startsWith('null', this.i))
            return this.lit(4, null);
        if (c === 116 && s.startsWith('true', this.i))
            return this.lit(4, true);
        if (c === 102 && s.startsWith('false', this.i))
            return this.lit(5, false);
        if (c === 78 && s.startsWith('NaN', this.i))
            return this.lit(3, NaN);
        if (c === 73 && s.startsWith('Infinity', this.i))
            return this.lit(8, Infinity);
        if (c === 45 && s.startsWith('-Infinity', this.i))
            return this.lit(9, -Infinity);
        if (c === 45 || (c >= 48 && c <= 57))
            return this.number();
        throw new JsonFail('Expecting value', this.i);
    }
    lit(n, v) {
        this.i += n;
        return v;
    }
    number() {
        const s = this.s;
        const start = this.i;
        let i = start;
        if (s.charCodeAt(i) === 45)
            i++;
        const d0 = s.charCodeAt(i);
        if (d0 === 48)
            i++;
        else if (d0 >= 49 && d0 <= 57) {
            while ((0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .isAsciiDigit */ .DB)(s.charCodeAt(i)))
                i++;
        }
        else
            throw new JsonFail('Expecting value', start);
        let isFloat = false;
        if (s.charCodeAt(i) === 46 && (0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .isAsciiDigit */ .DB)(s.charCodeAt(i + 1))) {
            isFloat = true;
            i += 2;
            while ((0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .isAsciiDigit */ .DB)(s.charCodeAt(i)))
                i++;
        }
        const e = s.charCodeAt(i);
        if (e === 101 || e === 69) {
            let j = i + 1;
            const sg = s.charCodeAt(j);
            if (sg === 43 || sg === 45)
                j++;
            if ((0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .isAsciiDigit */ .DB)(s.charCodeAt(j))) {
                while ((0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .isAsciiDigit */ .DB)(s.charCodeAt(j)))
                    j++;
                isFloat = true;
                i = j;
            }
        }
        this.i = i;
        const text = s.slice(start, i);
        return isFloat ? Number(text) : BigInt(text);
    }
    string() {
        const s = this.s;
        const begin = this.i; // the opening quote
        let i = begin + 1;
        const start = i;
        for (;;) {
            const c = s.charCodeAt(i);
            if (c === 34) {
                this.i = i + 1;
                return s.slice(start, i);
            }
            if (c === 92)
                break;
            if (c < 32 || Number.isNaN(c)) {
                if (Number.isNaN(c))
                    throw new JsonFail('Unterminated string starting at', begin);
                throw new JsonFail('Invalid control character at', i);
            }
            i++;
        }
        // Slow path with escapes.
        let out = s.slice(start, i);
        for (;;) {
            const c = s.charCodeAt(i);
            if (Number.isNaN(c))
                throw new JsonFail('Unterminated string starting at', begin);
            if (c === 34) {
                this.i = i + 1;
                return out;
            }
            if (c < 32)
                throw new JsonFail('Invalid control character at', i);
            if (c !== 92) {
                out += s[i];
                i++;
                continue;
            }
            const esc = s.charCodeAt(i + 1);
            switch (esc) {
                case 34:
                    out += '"';
                    break;
                case 92:
                    out += '\\';
                    break;
                case 47:
                    out += '/';
                    break;
                case 98:
                    out += '\b';
                    break;
                case 102:
                    out += '\f';
                    break;
                case 110:
                    out += '\n';
                    break;
                case 114:
                    out += '\r';
                    break;
                case 116:
                    out += '\t';
                    break;
                case 117: {
                    const hex = s.slice(i + 2, i + 6);
                    // Python also rejects four digits that end the text (no closing quote can follow).
                    if (i + 6 >= s.length || !/^[0-9a-fA-F]{4}$/.test(hex))
                        throw new JsonFail('Invalid \\uXXXX escape', i + 1);
                    out += String.fromCharCode(parseInt(hex, 16));
                    i += 6;
                    continue;
                }
                default:
                    if (Number.isNaN(esc))
                        throw new JsonFail('Unterminated string starting at', begin);
                    throw new JsonFail('Invalid \\escape', i);
            }
            i += 2;
        }
    }
    /** An object key; an escape-free one through `keys`. */
    key() {
        const s = this.s;
        const start = this.i + 1;
        let h = 0;
        for (let i = start; i < s.length && i - start <= MAX_CACHED_KEY; i++) {
            const c = s.charCodeAt(i);
            if (c === 34) {
                this.i = i + 1;
                return this.keys.key(s, start, i - start, h);
            }
            if (c === 92 || c < 32)
                break;
            h = (Math.imul(h, 31) + c) | 0;
        }
        return this.string();
    }
    object(depth) {
        if (depth > MAX_JSON_DEPTH)
            throw new JsonFail('maximum recursion depth exceeded', this.i);
        const s = this.s;
        this.i++;
        const out = new Map();
        this.ws();
        if (s.charCodeAt(this.i) === 125) {
            this.i++;
            return out;
        }
        for (;;) {
            if (s.charCodeAt(this.i) !== 34)
                throw new JsonFail('Expecting property name enclosed in double quotes', this.i);
            const key = this.key();
            this.ws();
            if (s.charCodeAt(this.i) !== 58)
                throw new JsonFail("Expecting ':' delimiter", this.i);
            this.i++;
            this.ws();
            out.set(key, this.value(depth));
            this.ws();
            const c = s.charCodeAt(this.i);
            if (c === 125) {
                this.i++;
                return out;
            }
            if (c !== 44)
                throw new JsonFail("Expecting ',' delimiter", this.i);
            this.i++;
            this.ws();
        }
    }
    array(depth) {
        if (depth > MAX_JSON_DEPTH)
            throw new JsonFail('maximum recursion depth exceeded', this.i);
        const s = this.s;
        this.i++;
        const out = [];
        this.ws();
        if (s.charCodeAt(this.i) === 93) {
            this.i++;
            return out;
        }
        for (;;) {
            out.push(this.value(depth));
            this.ws();
            const c = s.charCodeAt(this.i);
            if (c === 93) {
                this.i++;
                return out;
            }
            if (c !== 44)
                throw new JsonFail("Expecting ',' delimiter", this.i);
            this.i++;
            this.ws();
        }
    }
}
/** Longest object key the key tables hold (here and in fast/json.ts). */
const MAX_CACHED_KEY = 40;
/** The internalised copy of a string (V8 internalises property names); equal content, shared. */
function internalised(s) {
    return Object.keys({ [s]: 0 })[0];
}
/**
 * Whether `s` holds `key` at `at`. A loop, not startsWith: route cells hold CJK text, so `s` is a
 * two-byte string and the key a one-byte one, which startsWith compares on a slow path.
 */
function sameChars(key, s, at) {
    for (let k = 0; k < key.length; k++)
        if (key.charCodeAt(k) !== s.charCodeAt(at + k))
            return false;
    return true;
}


/***/ }),

/***/ 9705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ referencePath)
/* harmony export */ });
/* unused harmony export useReferencePath */
/**
 * Whether TransitLM reads everything on the reference path: `BENCH_CHECK_REFERENCE=1` in the
 * environment. Every fast reader (fast/) has a plain counterpart here in reference/ that states
 * the semantics, and gives the same values or gives up to it; on the reference path only the
 * plain readers run (no byte-level CSV or JSON reader, no decimal or unit shortcut, no worker
 * threads, the station file read on one thread as text), so any difference the fast path makes
 * shows as a difference in the results. Read once, at load: worker threads inherit it with the
 * environment.
 */
let reference = process.env.BENCH_CHECK_REFERENCE === '1';
function referencePath() {
    return reference;
}
/** For tests: switches the path of this thread (a worker thread reads the environment; the reference path starts none). */
function useReferencePath(on) {
    reference = on;
}


/***/ }),

/***/ 2435:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DB: () => (/* binding */ isAsciiDigit),
/* harmony export */   O7: () => (/* binding */ codePointLength),
/* harmony export */   f5: () => (/* binding */ PY_WS),
/* harmony export */   lr: () => (/* binding */ isPyWhitespace),
/* harmony export */   m0: () => (/* binding */ pyStrip),
/* harmony export */   vi: () => (/* binding */ digitValue)
/* harmony export */ });
/** Python's str rules the value model needs: whitespace, strip, len, Unicode decimal digits. */
/** str.isspace() characters (JS \s − U+FEFF + U+001C–001F + U+0085). */
const PY_SPACE_CLASS = '\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000';
/** Regex source for Python's `\s` in str patterns. */
const PY_WS = `[${PY_SPACE_CLASS}]`;
const STRIP_RE = new RegExp(`^[${PY_SPACE_CLASS}]+|[${PY_SPACE_CLASS}]+$`, 'g');
const ONE_SPACE_RE = new RegExp(`^[${PY_SPACE_CLASS}]$`);
function isPyWhitespace(ch) {
    return ONE_SPACE_RE.test(ch);
}
/** str.strip() with no arguments. */
function pyStrip(s) {
    const first = s.charCodeAt(0);
    const last = s.charCodeAt(s.length - 1);
    // Fast path: nothing to strip (ASCII letters, digits, CJK …).
    if (s.length === 0 || (!maybeSpace(first) && !maybeSpace(last)))
        return s;
    return s.replace(STRIP_RE, '');
}
function maybeSpace(c) {
    return (c <= 0x20 ||
        c === 0x85 ||
        c === 0xa0 ||
        c === 0x1680 ||
        (c >= 0x2000 && c <= 0x200a) ||
        c === 0x2028 ||
        c === 0x2029 ||
        c === 0x202f ||
        c === 0x205f ||
        c === 0x3000);
}
/** len(str): code points, not UTF-16 units. */
function codePointLength(s) {
    let n = s.length;
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
            const d = s.charCodeAt(i + 1);
            if (d >= 0xdc00 && d <= 0xdfff) {
                n -= 1;
                i += 1;
            }
        }
    }
    return n;
}
// ---------------------------------------------------------------------------------------------
// Unicode decimal digits (category Nd), as Python's \d, int() and float() read them
const ND_RE = /\p{Nd}/u;
/** Value 0–9 of an Nd code point (Nd characters come in contiguous runs 0…9), or -1. */
function digitValue(cp) {
    if (cp >= 0x30 && cp <= 0x39)
        return cp - 0x30;
    if (cp < 0x80 || !ND_RE.test(String.fromCodePoint(cp)))
        return -1;
    // Non-ASCII digits are rare in a number (fullwidth ones, say): found by walking to the run's 0.
    let start = cp;
    while (start > 0 && ND_RE.test(String.fromCodePoint(start - 1)))
        start -= 1;
    return (cp - start) % 10;
}
function isAsciiDigit(c) {
    return c >= 48 && c <= 57;
}


/***/ }),

/***/ 2410:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ parseUnit)
/* harmony export */ });
/* harmony import */ var _float_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4327);
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2435);


/**
 * N = `\d+\.?\d*` (group 1), read atomically: a lookahead takes the longest number and `\1`
 * consumes it, from the start of a digit run only. The leftmost match is the same as the plain
 * pattern's (what follows N is never a digit or a dot, so only the longest number can be followed
 * by it, and a run's start matches whenever a position inside it does), but a failed search is
 * linear: the plain pattern backtracks through every split of a digit run (cubic: 1 000 digits
 * before a non-unit took seconds, as in Python).
 */
const N = '(?=((?<!\\p{Nd})\\p{Nd}+\\.?\\p{Nd}*))\\1';
const SN = '(?=([+-]?(?<!\\p{Nd})\\p{Nd}+\\.?\\p{Nd}*))\\1';
const re = (src, flags = '') => new RegExp(src, `u${flags}`);
const REF = {
    number: re(N),
    metre: re(`${N}${_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .PY_WS */ .f5}*米`),
    km: re(`${N}${_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .PY_WS */ .f5}*(公里|km)`, 'i'),
    hours: re(`${N}${_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .PY_WS */ .f5}*小时`),
    minutes: re(`${N}${_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .PY_WS */ .f5}*分钟`),
};
const COR = {
    number: re(SN),
    metre: re(`${SN}${_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .PY_WS */ .f5}*(?:米|(?:meters|meter|m)(?![A-Za-z]))`, 'i'),
    km: re(`${SN}${_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .PY_WS */ .f5}*(?:公里|km)`, 'i'),
    hours: re(`${SN}${_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .PY_WS */ .f5}*小时`),
    minutes: re(`${SN}${_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .PY_WS */ .f5}*分钟`),
    seconds: re(`${SN}${_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .PY_WS */ .f5}*秒`),
    thousands: /(?<=\p{Nd}),(?=\p{Nd}{3}(?!\p{Nd}))/gu,
};
/** float() of a matched number (Unicode digits read by their value, optional sign and dot). */
function numberOf(text) {
    let ascii = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ch === '.' || ch === '+' || ch === '-')
            ascii += ch;
        else
            ascii += String((0,_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .digitValue */ .vi)(cp));
    }
    return Number(ascii);
}
function first(regex, s) {
    const m = regex.exec(s);
    return m === null ? null : numberOf(m[1]);
}
/** common.py's text rules for a str that float() rejects (reference mode). */
function referenceText(kind, s) {
    if (kind === 'distance') {
        if (s.includes('米')) {
            const v = first(REF.metre, s);
            if (v !== null)
                return v / 1000;
        }
        if (s.includes('公里') || s.toLowerCase().includes('km')) {
            const v = first(REF.km, s);
            if (v !== null)
                return v;
        }
    }
    else if (kind === 'time') {
        if (s.includes('小时')) {
            const v = first(REF.hours, s);
            if (v !== null)
                return v * 60;
        }
        if (s.includes('分钟')) {
            const v = first(REF.minutes, s);
            if (v !== null)
                return v;
        }
    }
    return first(REF.number, s) ?? 0;
}
function correctedText(kind, raw) {
    const s = raw.replace(COR.thousands, '');
    if (kind === 'distance') {
        const metre = first(COR.metre, s);
        const km = first(COR.km, s);
        if (metre !== null && km !== null)
            return km + metre / 1000;
        if (metre !== null)
            return metre / 1000;
        if (km !== null)
            return km;
    }
    else if (kind === 'time') {
        const h = first(COR.hours, s);
        const m = first(COR.minutes, s);
        const sec = first(COR.seconds, s);
        const half = h === null && s.includes('半小时');
        if (h !== null || m !== null || sec !== null || half)
            return 60 * (h ?? 0) + (m ?? 0) + (sec ?? 0) / 60 + (half ? 30 : 0);
    }
    return first(COR.number, s) ?? 0;
}
function sameNumber(a, b) {
    return a === b || (Number.isNaN(a) && Number.isNaN(b));
}
/**
 * parse_distance / parse_time / parse_fare of one value. Steps (1)–(2) are shared: None or ""
 * → 0, float() when it parses; only strings reach the text rules. Under `corrected`, a value read
 * differently from `reference` is reported to `onDifference`.
 */
function parseUnit(kind, v, compat, ref, onDifference) {
    if (v === undefined || v === null || v === '')
        return 0;
    const f = (0,_float_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFloat */ .Qz)(v, ref);
    if (f !== _float_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_A_NUMBER */ .Q4)
        return f;
    const s = v;
    const reference = referenceText(kind, s);
    if (compat === 'reference')
        return reference;
    const corrected = correctedText(kind, s);
    if (onDifference !== undefined && ref !== undefined && !sameNumber(reference, corrected))
        onDifference({ ref, kind, raw: v, reference, corrected });
    return corrected;
}


/***/ }),

/***/ 9052:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ak: () => (/* binding */ setIou),
/* harmony export */   CS: () => (/* binding */ plainTypeName),
/* harmony export */   EN: () => (/* binding */ hashKey),
/* harmony export */   KL: () => (/* binding */ floatRepr),
/* harmony export */   O$: () => (/* binding */ PyRaise),
/* harmony export */   R5: () => (/* binding */ dictGet),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   YG: () => (/* binding */ raiseAt),
/* harmony export */   Zm: () => (/* binding */ isDict),
/* harmony export */   _3: () => (/* binding */ childRef),
/* harmony export */   _i: () => (/* binding */ pyEq),
/* harmony export */   e0: () => (/* binding */ requireDict),
/* harmony export */   eG: () => (/* binding */ pySame),
/* harmony export */   ke: () => (/* binding */ findNonFinite),
/* harmony export */   lO: () => (/* binding */ pyLen),
/* harmony export */   n3: () => (/* binding */ pyRepr),
/* harmony export */   nl: () => (/* binding */ iterate),
/* harmony export */   rD: () => (/* binding */ pyStr),
/* harmony export */   vN: () => (/* binding */ truthy),
/* harmony export */   vy: () => (/* binding */ containsStr),
/* harmony export */   x_: () => (/* binding */ pyTypeName),
/* harmony export */   yL: () => (/* binding */ pySet)
/* harmony export */ });
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2435);
/**
 * The "Python value model" of the TransitLM spec: JSON values as the official Python scripts see
 * them, so every rule that depends on Python semantics (truthiness, `in`, iteration, hashing,
 * str()/repr(), float(), strip) gives the same answer here.
 *
 * Representation (PyValue):
 *   null → None, boolean → bool, bigint → int (exact, as json.loads keeps it),
 *   number → float (NaN/±Infinity allowed), string → str, PyValue[] → list,
 *   Map<string, PyValue> → dict (insertion order of the first occurrence, last value wins).
 *
 * Raising: where Python raises (TypeError, ValueError, …) these functions throw a `PyRaise`.
 * Scorers catch it at the row boundary and turn it into one row-error diagnostic; it never escapes
 * a row. Any other exception is a bug.
 */

/** A Python exception, modelled. `field`/`pointer` locate the offending value when known. */
class PyRaise extends Error {
    code;
    field;
    pointer;
    plain;
    constructor(code, message, field = null, pointer = null, 
    /**
     * The same problem in plain words for people (the diagnostic's message), when `message` is
     * Python's exception text (kept as the item's reason and the diagnostic's detail, for parity).
     */
    plain = null) {
        super(message);
        this.code = code;
        this.field = field;
        this.pointer = pointer;
        this.plain = plain;
        this.name = 'PyRaise';
    }
}
/** A value's type in plain words, for messages that do not quote Python: "an integer", "a list". */
function plainTypeName(v) {
    if (v === undefined)
        return 'absent';
    if (v === null)
        return 'null';
    if (typeof v === 'boolean')
        return v ? 'true' : 'false';
    if (typeof v === 'bigint')
        return 'an integer';
    if (typeof v === 'number')
        return 'a number';
    if (typeof v === 'string')
        return 'a string';
    if (Array.isArray(v))
        return 'a list';
    return 'an object';
}
/** A child location whose pointer text is only built when a message needs it (hot paths make many). */
class ChildRef {
    parent;
    key;
    text = null;
    constructor(parent, key) {
        this.parent = parent;
        this.key = key;
    }
    get field() {
        return this.parent.field;
    }
    get pointer() {
        this.text ??= `${this.parent.pointer}/${String(this.key).replace(/~/g, '~0').replace(/\//g, '~1')}`;
        return this.text;
    }
}
function childRef(ref, key) {
    return new ChildRef(ref, key);
}
function raiseAt(code, message, ref, plain = null) {
    throw new PyRaise(code, message, ref?.field ?? null, ref?.pointer ?? null, plain);
}
// ---------------------------------------------------------------------------------------------
// Types and truthiness
function isDict(v) {
    return v instanceof Map;
}
/** Python type name, for messages. */
function pyTypeName(v) {
    if (v === undefined)
        return 'absent';
    if (v === null)
        return 'NoneType';
    if (typeof v === 'boolean')
        return 'bool';
    if (typeof v === 'bigint')
        return 'int';
    if (typeof v === 'number')
        return 'float';
    if (typeof v === 'string')
        return 'str';
    if (Array.isArray(v))
        return 'list';
    return 'dict';
}
/** Falsy: None False 0 0.0 "" [] {} (NaN is truthy). */
function truthy(v) {
    if (v === null || v === undefined)
        return false;
    if (typeof v === 'boolean')
        return v;
    if (typeof v === 'bigint')
        return v !== 0n;
    if (typeof v === 'number')
        return v !== 0; // NaN !== 0 → truthy
    if (typeof v === 'string')
        return v.length > 0;
    if (Array.isArray(v))
        return v.length > 0;
    return v.size > 0;
}
/** dict.get(key, default). */
function dictGet(d, key, fallback) {
    const v = d.get(key);
    return v === undefined ? fallback : v;
}
/** `d.get(...)` on something that is not a dict raises AttributeError. */
function requireDict(v, what, ref) {
    if (!isDict(v))
        raiseAt('not-an-object', `${what} is ${pyTypeName(v)}, expected a JSON object`, ref);
    return v;
}
// ---------------------------------------------------------------------------------------------
// Iteration, len, `in`
/** iter(v) materialised: str → code points, list → elements, dict → keys; raises otherwise. */
function iterate(v, ref) {
    if (Array.isArray(v))
        return v;
    if (typeof v === 'string')
        return Array.from(v);
    if (isDict(v))
        return Array.from(v.keys());
    return raiseAt('bad-type', `'${pyTypeName(v)}' object is not iterable`, ref, `must be a list, is ${plainTypeName(v)}`);
}
/** len(v). */
function pyLen(v, ref) {
    if (Array.isArray(v))
        return v.length;
    if (typeof v === 'string')
        return (0,_strings_js__WEBPACK_IMPORTED_MODULE_0__/* .codePointLength */ .O7)(v);
    if (isDict(v))
        return v.size;
    return raiseAt('bad-type', `object of type '${pyTypeName(v)}' has no len()`, ref, `must be a list, is ${plainTypeName(v)}`);
}
/** `needle in v` for a str needle: substring, list element, dict key; raises for scalars. */
function containsStr(v, needle, ref) {
    if (typeof v === 'string')
        return v.includes(needle);
    if (Array.isArray(v))
        return v.some((e) => e === needle);
    if (isDict(v))
        return v.has(needle);
    return raiseAt('bad-type', `argument of type '${pyTypeName(v)}' is not iterable`, ref, `must be a string, a list or an object, is ${plainTypeName(v)}`);
}
// ---------------------------------------------------------------------------------------------
// Equality and hashing
function numericOf(v) {
    if (typeof v === 'number' || typeof v === 'bigint')
        return v;
    if (typeof v === 'boolean')
        return v ? 1n : 0n;
    return null;
}
function numEq(a, b) {
    if (typeof a === 'bigint' && typeof b === 'bigint')
        return a === b;
    if (typeof a === 'number' && typeof b === 'number')
        return a === b;
    const f = (typeof a === 'number' ? a : b);
    const i = (typeof a === 'bigint' ? a : b);
    return Number.isInteger(f) && BigInt(f) === i;
}
/**
 * Python `a == b`. Inside containers Python compares by identity first; every NaN from json.loads
 * is one shared object, so a nested NaN equals NaN while a bare `nan == nan` is false.
 */
function pyEq(a, b) {
    return eq(a, b, false);
}
/** Equality as `x in list`, set and dict membership use it (identity first: NaN matches NaN). */
function pySame(a, b) {
    return eq(a, b, true);
}
function eq(a, b, identity) {
    if (a === b)
        return true;
    if (identity && typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b))
        return true;
    const na = numericOf(a);
    const nb = numericOf(b);
    if (na !== null || nb !== null)
        return na !== null && nb !== null && numEq(na, nb);
    if (a === null || b === null || typeof a === 'string' || typeof b === 'string')
        return false;
    if (Array.isArray(a)) {
        if (!Array.isArray(b) || a.length !== b.length)
            return false;
        for (let i = 0; i < a.length; i++)
            if (!eq(a[i], b[i], true))
                return false;
        return true;
    }
    if (!isDict(a) || !isDict(b) || a.size !== b.size)
        return false;
    for (const [k, v] of a) {
        const w = b.get(k);
        if (w === undefined || !eq(v, w, true))
            return false;
    }
    return true;
}
/**
 * A string key such that two hashable values get the same key iff Python's set/dict treats them
 * as the same element (1 = 1.0 = True, NaN = NaN since json.loads shares one NaN, str ≠ number).
 * Raises TypeError for list and dict.
 */
function hashKey(v, ref) {
    if (typeof v === 'string')
        return `s${v}`;
    if (v === null)
        return 'N';
    if (typeof v === 'boolean')
        return v ? 'i1' : 'i0';
    if (typeof v === 'bigint')
        return `i${v.toString()}`;
    if (typeof v === 'number') {
        if (Number.isNaN(v))
            return 'nan';
        if (!Number.isFinite(v))
            return v > 0 ? '+inf' : '-inf';
        if (Number.isInteger(v))
            return `i${BigInt(v).toString()}`;
        return `f${v}`;
    }
    return raiseAt('bad-type', `unhashable type: '${pyTypeName(v)}'`, ref);
}
/** set(v) as hash keys (iterates and hashes; raises like Python). */
function pySet(v, ref) {
    const out = new Set();
    const items = iterate(v, ref);
    for (let i = 0; i < items.length; i++) {
        const item = items[i];
        out.add(typeof item === 'string' ? `s${item}` : hashKey(item, ref ? childRef(ref, i) : undefined));
    }
    return out;
}
/** |A∩B| / |A∪B| of two key sets (0 when the union is empty). */
function setIou(a, b) {
    let inter = 0;
    for (const k of a)
        if (b.has(k))
            inter += 1;
    const union = a.size + b.size - inter;
    return union === 0 ? 0 : inter / union;
}
// ---------------------------------------------------------------------------------------------
// str() and repr()
/** repr(float): shortest round-trip digits, fixed notation for 1e-4 ≤ |x| < 1e16. */
function floatRepr(x) {
    if (Number.isNaN(x))
        return 'nan';
    if (x === Infinity)
        return 'inf';
    if (x === -Infinity)
        return '-inf';
    if (x === 0)
        return Object.is(x, -0) ? '-0.0' : '0.0';
    const sign = x < 0 ? '-' : '';
    const [mant, expText] = Math.abs(x).toExponential().split('e');
    const digits = mant.replace('.', '');
    const exp = Number(expText);
    const decpt = exp + 1;
    if (decpt > -4 && decpt <= 16) {
        if (decpt <= 0)
            return `${sign}0.${'0'.repeat(-decpt)}${digits}`;
        if (decpt >= digits.length)
            return `${sign}${digits}${'0'.repeat(decpt - digits.length)}.0`;
        return `${sign}${digits.slice(0, decpt)}.${digits.slice(decpt)}`;
    }
    const m = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const e = Math.abs(exp);
    return `${sign}${m}e${exp < 0 ? '-' : '+'}${e < 10 ? '0' : ''}${e}`;
}
const NON_PRINTABLE_RE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;
/** repr(str): single quotes unless the text has ' and no ", non-printables escaped. */
function strRepr(s) {
    const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
    let out = quote;
    for (const ch of s) {
        const cp = ch.codePointAt(0);
        if (ch === quote || ch === '\\')
            out += `\\${ch}`;
        else if (ch === '\t')
            out += '\\t';
        else if (ch === '\n')
            out += '\\n';
        else if (ch === '\r')
            out += '\\r';
        else if (cp < 0x20 || cp === 0x7f)
            out += `\\x${cp.toString(16).padStart(2, '0')}`;
        else if (cp < 0x7f || cp === 0x20)
            out += ch;
        else if (!NON_PRINTABLE_RE.test(ch))
            out += ch;
        else if (cp <= 0xff)
            out += `\\x${cp.toString(16).padStart(2, '0')}`;
        else if (cp <= 0xffff)
            out += `\\u${cp.toString(16).padStart(4, '0')}`;
        else
            out += `\\U${cp.toString(16).padStart(8, '0')}`;
    }
    return out + quote;
}
function pyRepr(v) {
    if (v === null)
        return 'None';
    if (typeof v === 'boolean')
        return v ? 'True' : 'False';
    if (typeof v === 'bigint')
        return v.toString();
    if (typeof v === 'number')
        return floatRepr(v);
    if (typeof v === 'string')
        return strRepr(v);
    if (Array.isArray(v))
        return `[${v.map(pyRepr).join(', ')}]`;
    return `{${Array.from(v, ([k, x]) => `${strRepr(k)}: ${pyRepr(x)}`).join(', ')}}`;
}
/** str(v): a str as is, everything else as repr. */
function pyStr(v) {
    return typeof v === 'string' ? v : pyRepr(v);
}
/** True when the parsed value contains a NaN/Infinity literal (rejected under --compat corrected). */
function findNonFinite(v, pointer = '') {
    if (typeof v === 'number')
        return Number.isFinite(v) ? null : pointer;
    if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
            const hit = findNonFinite(v[i], `${pointer}/${i}`);
            if (hit !== null)
                return hit;
        }
    }
    else if (isDict(v)) {
        for (const [k, x] of v) {
            const hit = findNonFinite(x, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
            if (hit !== null)
                return hit;
        }
    }
    return null;
}
/** Plain JS value for JSON Schema validation (ints as numbers, dicts as objects). */
function toPlain(v) {
    if (typeof v === 'bigint')
        return Number(v);
    if (Array.isArray(v))
        return v.map(toPlain);
    if (isDict(v)) {
        const o = {};
        for (const [k, x] of v)
            Object.defineProperty(o, k, { value: toPlain(x), enumerable: true, writable: true, configurable: true });
        return o;
    }
    return v;
}


/***/ }),

/***/ 9434:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ll: () => (/* binding */ StationTablesBuilder),
/* harmony export */   Ov: () => (/* binding */ fileSize),
/* harmony export */   df: () => (/* binding */ guessSize),
/* harmony export */   fX: () => (/* binding */ STATION_CHUNK),
/* harmony export */   vq: () => (/* binding */ partBuffers)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7135);
/* harmony import */ var _fast_decimal_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(353);
/* harmony import */ var _fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4920);
/* harmony import */ var _fast_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2998);
/* harmony import */ var _reference_csv_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7029);
/* harmony import */ var _reference_float_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4327);
/* harmony import */ var _reference_json_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2164);
/* harmony import */ var _reference_mode_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9705);
/* harmony import */ var _graph_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(2489);
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(9451);












/** Reading station records into tables: one thread's load, a part read on a worker, and their merge. */
function fileSize(file) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)(file).size;
    }
    catch {
        return 0; // the reader reports the I/O problem
    }
}
/** The buffers of a part, to transfer (not copy) it to the thread that merges it. */
function partBuffers(p) {
    return [
        ...new Set([p.arena, p.start, p.rowStop, p.lat, p.lng, p.hopStart, p.hops].map((a) => a.buffer)),
    ];
}
/** Station records into growing tables: the one-thread load, each part of a parallel load, and the merge. */
class StationTablesBuilder {
    shown;
    ids;
    rowStop;
    lat;
    lng;
    hopStart;
    hops;
    otherHops = new Map();
    warnings = [];
    failure = null;
    cols = null;
    /** Keys of the next-hop cells read as JSON (the few the fast reader leaves). */
    jsonKeys = new _reference_json_js__WEBPACK_IMPORTED_MODULE_7__/* .JsonKeys */ .$s();
    /**
     * `size`: about how many rows and bytes will be read (sizes the tables once, see guessSize).
     * `shared`: a graph's tables live in shared memory; a part's in ArrayBuffers that move to the
     * main thread and are freed once merged.
     */
    constructor(shown, size, shared = true) {
        this.shown = shown;
        const rowsGuess = size.rows;
        this.ids = new _strings_js__WEBPACK_IMPORTED_MODULE_10__/* .StringInterner */ .Zr(rowsGuess, Math.max(1 << 16, Math.ceil(size.bytes / 4)), shared);
        this.rowStop = new _strings_js__WEBPACK_IMPORTED_MODULE_10__/* .Grow */ .Kx(Int32Array, rowsGuess, shared);
        this.lat = new _strings_js__WEBPACK_IMPORTED_MODULE_10__/* .Grow */ .Kx(Float64Array, rowsGuess, shared);
        this.lng = new _strings_js__WEBPACK_IMPORTED_MODULE_10__/* .Grow */ .Kx(Float64Array, rowsGuess, shared);
        this.hopStart = new _strings_js__WEBPACK_IMPORTED_MODULE_10__/* .Grow */ .Kx(Int32Array, rowsGuess, shared);
        this.hops = new _strings_js__WEBPACK_IMPORTED_MODULE_10__/* .Grow */ .Kx(Int32Array, rowsGuess * 2, shared);
    }
    fail(message, extra = {}) {
        return { ok: false, diagnostics: [(0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_11__/* .diagnostic */ .YK)({ code: 'bad-stations', file: this.shown, message, ...extra })] };
    }
    /** Reads every record of `reader`; stops at the first failure (kept in `failure`). */
    async read(reader) {
        if ((0,_reference_mode_js__WEBPACK_IMPORTED_MODULE_8__/* .referencePath */ .Z)()) {
            const cells = new TextCells();
            for await (const rows of reader.rows()) {
                for (const row of rows) {
                    this.failure = this.add(cells.of(row), row.row, reader.header);
                    if (this.failure !== null)
                        return;
                }
            }
            return;
        }
        const cells = new RangeCells();
        await reader.eachRange((r, row) => {
            this.failure = this.add(cells.of(r), row, reader.header);
            return this.failure === null;
        });
    }
    add(r, row, header) {
        if (this.cols === null) {
            const id = header.index.get('stop_id');
            if (id === undefined)
                return this.fail('missing required column "stop_id"', { line: 1, field: 'stop_id' });
            this.cols = {
                id,
                x: header.index.get('coord_x') ?? -1,
                y: header.index.get('coord_y') ?? -1,
                nh: header.index.get('next_hop_stations') ?? -1,
            };
        }
        const cols = this.cols;
        if (r.oversized !== null) {
            this.warnings.push((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_11__/* .diagnostic */ .YK)({
                severity: 'warning',
                code: 'oversized-cell',
                file: this.shown,
                line: r.line,
                row,
                field: header.names[r.oversized[0]] ?? null,
                message: `a field is longer than ${_reference_csv_js__WEBPACK_IMPORTED_MODULE_5__/* .FIELD_SIZE_LIMIT */ .d} characters; scored anyway (the reference aborts)`,
            }));
        }
        if (cols.id >= r.count)
            return null; // short row without a stop id: no id can ever match it
        const x = coordinate(r, cols.x);
        if (x === null)
            return this.badCoordinate(r, row, cols.x, 'coord_x');
        const y = coordinate(r, cols.y);
        if (y === null)
            return this.badCoordinate(r, row, cols.y, 'coord_y');
        const at = this.rowStop.length;
        this.rowStop.push(r.intern(cols.id, this.ids));
        this.lng.push(x);
        this.lat.push(y);
        this.hopStart.push(this.hops.length);
        if (cols.nh < 0 || cols.nh >= r.count || r.empty(cols.nh))
            return null;
        return this.addHops(r, row, at, cols.nh);
    }
    badCoordinate(r, row, k, name) {
        return this.fail(`${name} ${JSON.stringify(r.text(k).slice(0, 60))} is not a number (Python float() rejects it)`, {
            line: r.line,
            row,
            field: name,
        });
    }
    /** Adds the next-hop cell of station row `at`; a failure, or null. */
    addHops(r, row, at, k) {
        if (r.plainHops(k, this.ids, this.hops))
            return null;
        const nhText = r.text(k);
        const parsed = (0,_reference_json_js__WEBPACK_IMPORTED_MODULE_7__/* .parsePyJson */ .j5)(nhText, this.jsonKeys);
        if (!parsed.ok)
            return this.fail(`next_hop_stations is not valid JSON: ${(0,_reference_json_js__WEBPACK_IMPORTED_MODULE_7__/* .describeJsonError */ .M1)(nhText, parsed.message, parsed.position)}`, { line: r.line, row, field: 'next_hop_stations' });
        if (!Array.isArray(parsed.value))
            return this.fail('next_hop_stations must be a JSON array of stop ids', {
                line: r.line,
                row,
                field: 'next_hop_stations',
            });
        for (const e of parsed.value) {
            // A lone surrogate (a JSON escape) has no UTF-8 form: it joins the non-string entries.
            if (typeof e === 'string' && (0,_strings_js__WEBPACK_IMPORTED_MODULE_10__/* .hashString */ .YZ)(e) >= 0)
                this.hops.push(this.ids.intern(e));
            else {
                let list = this.otherHops.get(at);
                if (list === undefined)
                    this.otherHops.set(at, (list = []));
                list.push(e);
            }
        }
        return null;
    }
    /** This builder's rows as a part (read on a worker thread) for another builder to append. */
    part(unusual) {
        const strings = this.ids.tables();
        return {
            arena: strings.arena,
            start: strings.start,
            rowStop: this.rowStop.filled(),
            lat: this.lat.filled(),
            lng: this.lng.filled(),
            hopStart: this.hopStart.filled(),
            hops: this.hops.filled(),
            otherHops: this.otherHops,
            unusual,
        };
    }
    /** Appends the rows of a part that follows this builder's rows in the file (its strings re-interned). */
    append(p) {
        const id = new Int32Array(p.start.length - 1);
        for (let j = 0; j < id.length; j++)
            id[j] = this.ids.internBytes(p.arena, p.start[j], p.start[j + 1]);
        const rowBase = this.rowStop.length;
        const hopBase = this.hops.length;
        for (let r = 0; r < p.rowStop.length; r++) {
            this.rowStop.push(id[p.rowStop[r]]);
            this.lat.push(p.lat[r]);
            this.lng.push(p.lng[r]);
            this.hopStart.push(hopBase + p.hopStart[r]);
        }
        for (const hop of p.hops)
            this.hops.push(id[hop]);
        for (const [r, list] of p.otherHops)
            this.otherHops.set(rowBase + r, list);
    }
    /** The graph, or the whole-file failure (the reader's problems, a missing header or stop_id). */
    finish(reader, sha256) {
        if (this.failure !== null)
            return this.failure;
        if (reader.problem !== null)
            return this.fail(reader.problem.message, {
                line: reader.problem.line,
                code: reader.problem.code === 'io' ? 'io' : 'bad-stations',
            });
        const header = reader.header;
        if (header === null)
            return this.fail('the station file is empty (no header)');
        if (!header.index.has('stop_id'))
            return this.fail('missing required column "stop_id"', { line: 1, field: 'stop_id' });
        if (reader.bomStripped) {
            this.warnings.unshift((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_11__/* .diagnostic */ .YK)({
                severity: 'warning',
                code: 'bom-stripped',
                file: this.shown,
                line: 1,
                message: 'a leading UTF-8 BOM was stripped (the reference aborts on it)',
            }));
        }
        this.hopStart.push(this.hops.length);
        const rows = this.rowStop.length;
        const rowOfString = (0,_strings_js__WEBPACK_IMPORTED_MODULE_10__/* .int32s */ .S4)(this.ids.size, true).fill(-1);
        for (let r = 0; r < rows; r++)
            rowOfString[this.rowStop.data[r]] = r; // later duplicates replace earlier ones
        let distinct = 0;
        for (const row of rowOfString)
            if (row >= 0)
                distinct += 1;
        const tables = {
            strings: this.ids.tables(),
            rowOfString,
            lat: this.lat.filled(),
            lng: this.lng.filled(),
            hopStart: this.hopStart.filled(),
            hops: this.hops.filled(),
            otherHops: this.otherHops,
            size: distinct,
        };
        return { ok: true, value: new _graph_js__WEBPACK_IMPORTED_MODULE_9__/* .CompactStationGraph */ .a(tables), warnings: this.warnings, sha256 };
    }
}
/** Empty or absent → 0.0 (a real point); otherwise Python float(); null when it rejects the text. */
function coordinate(r, k) {
    if (k < 0 || k >= r.count || r.empty(k))
        return 0;
    return r.float(k);
}
/** Cells as byte ranges (the byte parser's records): decimals and plain next hops read from the bytes. */
class RangeCells {
    r = null;
    json = new _fast_json_js__WEBPACK_IMPORTED_MODULE_4__/* .FastJson */ .V();
    of(r) {
        this.r = r;
        return this;
    }
    get count() {
        return this.r.count;
    }
    get line() {
        return this.r.line;
    }
    get oversized() {
        return this.r.oversized;
    }
    empty(k) {
        const r = this.r;
        return r.start[k] === r.end[k];
    }
    text(k) {
        const r = this.r;
        return (0,_fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .fieldSource */ ._R)(r, k).toString('utf8', r.start[k], r.end[k]);
    }
    float(k) {
        const r = this.r;
        return (0,_fast_decimal_js__WEBPACK_IMPORTED_MODULE_2__/* .decimalOfBytes */ .m)((0,_fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .fieldSource */ ._R)(r, k), r.start[k], r.end[k]) ?? (0,_reference_float_js__WEBPACK_IMPORTED_MODULE_6__/* .parseFloatString */ .nO)(this.text(k));
    }
    intern(k, ids) {
        const r = this.r;
        return ids.internBytes((0,_fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .fieldSource */ ._R)(r, k), r.start[k], r.end[k]);
    }
    plainHops(k, ids, hops) {
        const r = this.r;
        const bytes = (0,_fast_csv_bytes_js__WEBPACK_IMPORTED_MODULE_3__/* .fieldSource */ ._R)(r, k);
        const count = this.json.stringArray(bytes, r.start[k], r.end[k]);
        if (count < 0)
            return false;
        const ranges = this.json.ranges;
        for (let j = 0; j < 2 * count; j += 2)
            hops.push(ids.internBytes(bytes, ranges[j], ranges[j + 1]));
        return true;
    }
}
/** Cells as strings (the reference path: reference/csv.ts's records, reference/float.ts and parsePyJson). */
class TextCells {
    row = null;
    of(row) {
        this.row = row;
        return this;
    }
    get count() {
        return this.row.fields.length;
    }
    get line() {
        return this.row.line;
    }
    get oversized() {
        return this.row.oversized;
    }
    empty(k) {
        return this.text(k) === '';
    }
    text(k) {
        return this.row.fields[k];
    }
    float(k) {
        return (0,_reference_float_js__WEBPACK_IMPORTED_MODULE_6__/* .parseFloatString */ .nO)(this.text(k));
    }
    intern(k, ids) {
        return ids.intern(this.text(k));
    }
    plainHops() {
        return false;
    }
}
// Small reads: the parser's carry and scratch stay small and no chunk outlives its rows.
const STATION_CHUNK = 1 << 16;
/**
 * About how many rows `bytes` bytes of a station file from `start` hold, from the line lengths of
 * its first 64 KB (+10 %). The tables are sized once from it: a doubling at 10⁶ rows would
 * briefly hold both copies, and a hash table sized for rows that never come is all resident
 * (its slots are written at random), unlike the untouched slack of the other tables.
 */
async function guessSize(file, start, bytes) {
    let bytesPerRow = 40;
    try {
        const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, 'r');
        try {
            const sample = Buffer.alloc(Math.min(1 << 16, Math.max(0, bytes)));
            const { bytesRead } = await handle.read(sample, 0, sample.length, start);
            let lines = 0;
            for (let at = sample.indexOf(0x0a); at !== -1 && at < bytesRead; at = sample.indexOf(0x0a, at + 1))
                lines += 1;
            if (lines >= 8)
                bytesPerRow = Math.max(8, bytesRead / lines);
        }
        finally {
            await handle.close();
        }
    }
    catch {
        // the reader reports the I/O problem
    }
    return { rows: Math.max(1 << 12, Math.ceil((bytes / bytesPerRow) * 1.1)), bytes };
}


/***/ }),

/***/ 2489:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ stationGraphOf),
/* harmony export */   a: () => (/* binding */ CompactStationGraph)
/* harmony export */ });
/* harmony import */ var _reference_value_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9052);
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9451);


class CompactStationGraph {
    tables;
    ids;
    rowOfString;
    lat;
    lng;
    hopStart;
    hops;
    otherHops;
    size;
    constructor(tables) {
        this.tables = tables;
        this.ids = new _strings_js__WEBPACK_IMPORTED_MODULE_1__/* .StringIds */ .wG(tables.strings);
        ({
            rowOfString: this.rowOfString,
            lat: this.lat,
            lng: this.lng,
            hopStart: this.hopStart,
            hops: this.hops,
            otherHops: this.otherHops,
            size: this.size,
        } = tables);
    }
    rowOf(id) {
        const s = this.ids.get(id);
        return s < 0 ? -1 : this.rowOfString[s];
    }
    has(id) {
        return this.rowOf(id) >= 0;
    }
    coords(id) {
        const r = this.rowOf(id);
        return r < 0 ? null : { lat: this.lat[r], lng: this.lng[r] };
    }
    step(a, b, keys) {
        const sa = keys.a === -2 ? this.ids.get(a) : keys.a;
        const r = sa < 0 ? -1 : this.rowOfString[sa];
        keys.b = typeof b === 'string' ? this.ids.get(b) : -1;
        if (r < 0)
            return 'no-stop';
        return this.hopsContain(r, a, b, keys.b) ? 'ok' : 'not-connected';
    }
    nextHopContains(id, value) {
        const r = this.rowOf(id);
        return r >= 0 && this.hopsContain(r, id, value, typeof value === 'string' ? this.ids.get(value) : -1);
    }
    /** Python `b in next_hop[a]` for the stop `a` at row r; sb: b's string id (-1 if none). */
    hopsContain(r, a, b, sb) {
        if (typeof b === 'string') {
            if (b === a)
                return true; // the stop id itself is always an element
            if (sb >= 0) {
                const end = this.hopStart[r + 1];
                for (let k = this.hopStart[r]; k < end; k++)
                    if (this.hops[k] === sb)
                        return true;
            }
        }
        // Non-string entries, and strings with no UTF-8 form (lone surrogates), compare as Python does.
        const others = this.otherHops.get(r);
        return others?.some((e) => (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pySame */ .eG)(e, b)) === true;
    }
}
/** A station graph over tables from `loadStations` (e.g. posted to a worker thread). */
function stationGraphOf(tables) {
    return new CompactStationGraph(tables);
}


/***/ }),

/***/ 2575:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OR: () => (/* binding */ readStationPart),
/* harmony export */   RO: () => (/* binding */ PARALLEL_STATIONS_MIN_BYTES),
/* harmony export */   _o: () => (/* binding */ loadInParts)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _results_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1385);
/* harmony import */ var _input_csv_reader_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3764);
/* harmony import */ var _builder_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9434);




/** Station files from this size up are read in two parts on two threads when a helper is given. */
const PARALLEL_STATIONS_MIN_BYTES = 8 << 20;
/** The share of the file the main thread reads: the helper thread starts later (it loads first). */
const MAIN_SHARE = 0.6;
/** Reads the rows of bytes [start, end of file) of a station file (on a worker thread). */
async function readStationPart(file, start, header) {
    const builder = new _builder_js__WEBPACK_IMPORTED_MODULE_3__/* .StationTablesBuilder */ .Ll((0,_results_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(file), await (0,_builder_js__WEBPACK_IMPORTED_MODULE_3__/* .guessSize */ .df)(file, start, (0,_builder_js__WEBPACK_IMPORTED_MODULE_3__/* .fileSize */ .Ov)(file) - start), false);
    const reader = new _input_csv_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .DictCsvReader */ .yk(file, { chunkSize: _builder_js__WEBPACK_IMPORTED_MODULE_3__/* .STATION_CHUNK */ .fX, part: { start, end: null, header } });
    await builder.read(reader);
    return builder.part(builder.failure !== null || builder.warnings.length > 0 || reader.problem !== null);
}
/** Offset just after the first line break at or after `from`, or null. */
async function lineStartAfter(file, from) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r');
    try {
        const buf = Buffer.alloc(1 << 16);
        for (let at = from;; at += buf.length) {
            const { bytesRead } = await handle.read(buf, 0, buf.length, at);
            if (bytesRead === 0)
                return null;
            const lf = buf.subarray(0, bytesRead).indexOf(0x0a);
            if (lf >= 0)
                return at + lf + 1;
        }
    }
    finally {
        await handle.close();
    }
}
/**
 * Two threads, each reading part of the file, then one merge. Any doubt (the cut fell inside a
 * quoted field, or a part met anything a diagnostic would name) gives null: the caller then
 * reads the whole file on one thread, which reports it exactly.
 */
async function loadInParts(file, size, helper) {
    const cut = await lineStartAfter(file, Math.floor(size * MAIN_SHARE));
    if (cut === null || cut >= size)
        return null;
    // The header is the first record: read it alone, then hand it to the other part.
    const head = new _input_csv_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .DictCsvReader */ .yk(file, { chunkSize: _builder_js__WEBPACK_IMPORTED_MODULE_3__/* .STATION_CHUNK */ .fX });
    await head.eachRange(() => false);
    if (head.header === null || head.problem !== null || head.bomStripped)
        return null;
    const theirs = helper.loadStationPart(file, cut, head.header.names);
    theirs.sha256.catch(() => undefined);
    const builder = new _builder_js__WEBPACK_IMPORTED_MODULE_3__/* .StationTablesBuilder */ .Ll((0,_results_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .displayPath */ .Gt)(file), await (0,_builder_js__WEBPACK_IMPORTED_MODULE_3__/* .guessSize */ .df)(file, 0, size));
    const mine = new _input_csv_reader_js__WEBPACK_IMPORTED_MODULE_2__/* .DictCsvReader */ .yk(file, { chunkSize: _builder_js__WEBPACK_IMPORTED_MODULE_3__/* .STATION_CHUNK */ .fX, part: { start: 0, end: cut, header: null } });
    await builder.read(mine);
    const part = await theirs.part;
    if (builder.failure !== null ||
        builder.warnings.length > 0 ||
        mine.problem !== null ||
        !mine.cleanEnd ||
        part.unusual)
        return null;
    builder.append(part);
    return builder.finish(mine, theirs.sha256);
}


/***/ }),

/***/ 9451:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kx: () => (/* binding */ Grow),
/* harmony export */   S4: () => (/* binding */ int32s),
/* harmony export */   YZ: () => (/* binding */ hashString),
/* harmony export */   Zr: () => (/* binding */ StringInterner),
/* harmony export */   wG: () => (/* binding */ StringIds)
/* harmony export */ });
/**
 * Interned strings of a station graph (stop ids and next hops) as plain memory, and the growing
 * typed arrays its tables are built in (SharedArrayBuffers that worker threads read in place).
 */
/** Memory that worker threads read in place (shared), or that moves to another thread (transferred). */
const buffer = (bytes, shared) => shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes);
const int32s = (length, shared) => new Int32Array(buffer(length * 4, shared));
const uint32s = (length, shared) => new Uint32Array(buffer(length * 4, shared));
/** A typed array that doubles as it fills; `filled()` is the filled part, without a copy. */
class Grow {
    make;
    shared;
    length = 0;
    data;
    /** `shared`: see `buffer`. */
    constructor(make, capacity, shared = true) {
        this.make = make;
        this.shared = shared;
        this.data = this.alloc(capacity);
    }
    alloc(length) {
        const bytes = length * this.make.BYTES_PER_ELEMENT;
        return new this.make(buffer(bytes, this.shared));
    }
    push(v) {
        if (this.length === this.data.length)
            this.reserve(1);
        this.data[this.length++] = v;
    }
    reserve(extra) {
        if (this.length + extra <= this.data.length)
            return;
        const next = this.alloc(Math.max(this.data.length * 2, this.length + extra));
        next.set(this.data.subarray(0, this.length));
        this.data = next;
    }
    /**
     * The filled part, without a copy (the untouched slack of a generous guess costs no resident
     * memory).
     */
    filled() {
        return this.data.subarray(0, this.length);
    }
}
const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** FNV-1a over the UTF-8 bytes of a JS string; -1 when it holds a lone surrogate (no UTF-8 form). */
function hashString(s) {
    let h = FNV_OFFSET;
    for (let i = 0; i < s.length; i++) {
        let c = s.charCodeAt(i);
        if (c < 0x80) {
            h = Math.imul(h ^ c, FNV_PRIME);
            continue;
        }
        if (c >= 0xd800 && c <= 0xdfff) {
            const lo = s.charCodeAt(i + 1);
            if (c > 0xdbff || !(lo >= 0xdc00 && lo <= 0xdfff))
                return -1;
            c = 0x10000 + ((c - 0xd800) << 10) + (lo - 0xdc00);
            i++;
            h = Math.imul(h ^ (0xf0 | (c >> 18)), FNV_PRIME);
            h = Math.imul(h ^ (0x80 | ((c >> 12) & 0x3f)), FNV_PRIME);
        }
        else if (c >= 0x800)
            h = Math.imul(h ^ (0xe0 | (c >> 12)), FNV_PRIME);
        else {
            h = Math.imul(h ^ (0xc0 | (c >> 6)), FNV_PRIME);
            h = Math.imul(h ^ (0x80 | (c & 0x3f)), FNV_PRIME);
            continue;
        }
        if (c >= 0x10000 || c >= 0x800)
            h = Math.imul(h ^ (0x80 | ((c >> 6) & 0x3f)), FNV_PRIME);
        h = Math.imul(h ^ (0x80 | (c & 0x3f)), FNV_PRIME);
    }
    return h >>> 0;
}
function hashBytes(bytes, from, to) {
    let h = FNV_OFFSET;
    for (let i = from; i < to; i++)
        h = Math.imul(h ^ bytes[i], FNV_PRIME);
    return h >>> 0;
}
/** Whether `arena[from, to)` is the UTF-8 form of `s` (s has a UTF-8 form: hashString ≥ 0). */
function bytesEqualString(arena, from, to, s) {
    let p = from;
    for (let i = 0; i < s.length; i++) {
        let c = s.charCodeAt(i);
        if (c < 0x80) {
            if (p >= to || arena[p++] !== c)
                return false;
            continue;
        }
        if (c >= 0xd800 && c <= 0xdbff) {
            c = 0x10000 + ((c - 0xd800) << 10) + (s.charCodeAt(++i) - 0xdc00);
            if (p + 4 > to ||
                arena[p] !== (0xf0 | (c >> 18)) ||
                arena[p + 1] !== (0x80 | ((c >> 12) & 0x3f)) ||
                arena[p + 2] !== (0x80 | ((c >> 6) & 0x3f)) ||
                arena[p + 3] !== (0x80 | (c & 0x3f)))
                return false;
            p += 4;
        }
        else if (c >= 0x800) {
            if (p + 3 > to ||
                arena[p] !== (0xe0 | (c >> 12)) ||
                arena[p + 1] !== (0x80 | ((c >> 6) & 0x3f)) ||
                arena[p + 2] !== (0x80 | (c & 0x3f)))
                return false;
            p += 3;
        }
        else {
            if (p + 2 > to || arena[p] !== (0xc0 | (c >> 6)) || arena[p + 1] !== (0x80 | (c & 0x3f)))
                return false;
            p += 2;
        }
    }
    return p === to;
}
/** Bits of a slot that hold the id: ids fit below 2^bits, the rest of the slot is the hash's tag. */
const SMALL_ID_BITS = 24;
const LARGE_ID_BITS = 31;
/** A slot's value for string `id` with hash `h`. */
const slotValue = (id, h, idBits) => (h >>> idBits) * 2 ** idBits + id + 1;
/** The string id in a slot's value (-1: empty); `idMask` = 2^idBits − 1. */
const slotId = (v, idMask) => (v & idMask) - 1;
/** Lookups of JS strings in frozen string tables. */
class StringIds {
    t;
    mask;
    constructor(t) {
        this.t = t;
        this.mask = t.table.length - 1;
    }
    get size() {
        return this.t.start.length - 1;
    }
    /** The id of `s`, or -1. */
    get(s) {
        const h = hashString(s);
        if (h < 0)
            return -1;
        const { arena, start, table, idBits } = this.t;
        const idMask = 2 ** idBits - 1;
        const tag = h >>> idBits;
        let slot = h & this.mask;
        for (;;) {
            const v = table[slot];
            if (v === 0)
                return -1;
            if (v >>> idBits === tag) {
                const id = slotId(v, idMask);
                if (bytesEqualString(arena, start[id], start[id + 1], s))
                    return id;
            }
            slot = (slot + 1) & this.mask;
        }
    }
}
/** Builds string tables from byte ranges (the station loader) or JS strings (rare fallbacks). */
class StringInterner {
    shared;
    idBits;
    arena;
    start;
    table;
    mask;
    count = 0;
    /**
     * `expected`: about how many strings and bytes will be interned (sizes the tables once).
     * `idBits`: see StringTables (a test makes it small to reach the switch to large ids).
     */
    constructor(expected = 1 << 12, expectedBytes = 1 << 16, shared = true, idBits = SMALL_ID_BITS) {
        this.shared = shared;
        this.idBits = idBits;
        let size = 1 << 12;
        while (size * 0.7 < expected)
            size *= 2;
        this.table = uint32s(size, this.shared);
        this.mask = size - 1;
        this.arena = new Grow(Uint8Array, expectedBytes, shared);
        this.start = new Grow(Int32Array, expected + 1, shared);
        this.start.push(0);
    }
    get size() {
        return this.count;
    }
    /** The id of the UTF-8 bytes `bytes[from, to)`, added when new. */
    internBytes(bytes, from, to) {
        const h = hashBytes(bytes, from, to);
        const len = to - from;
        const table = this.table;
        const idBits = this.idBits;
        const idMask = 2 ** idBits - 1;
        const tag = h >>> idBits;
        let slot = h & this.mask;
        for (;;) {
            const v = table[slot];
            if (v === 0)
                break;
            if (v >>> idBits === tag) {
                const id = slotId(v, idMask);
                const arena = this.arena.data;
                const s = this.start.data[id];
                if (this.start.data[id + 1] - s === len) {
                    let k = 0;
                    while (k < len && arena[s + k] === bytes[from + k])
                        k++;
                    if (k === len)
                        return id;
                }
            }
            slot = (slot + 1) & this.mask;
        }
        const id = this.count++;
        this.arena.reserve(len);
        const arena = this.arena.data;
        for (let k = 0, at = this.arena.length; k < len; k++)
            arena[at + k] = bytes[from + k];
        this.arena.length += len;
        this.start.push(this.arena.length);
        table[slot] = slotValue(id, h, idBits);
        // Linear probing stays short below 3/4 full; and the next id must fit in its bits.
        const size = this.count > 0.75 * (this.mask + 1) ? 2 * (this.mask + 1) : this.mask + 1;
        const bits = this.count + 1 >= 2 ** idBits ? LARGE_ID_BITS : idBits;
        if (size !== this.mask + 1 || bits !== idBits)
            this.rebuild(size, bits);
        return id;
    }
    intern(s) {
        const bytes = Buffer.from(s, 'utf8');
        return this.internBytes(bytes, 0, bytes.length);
    }
    /** A new table of `size` slots (the tags need each string's whole hash again: read from the arena). */
    rebuild(size, idBits) {
        const table = uint32s(size, this.shared);
        const arena = this.arena.data;
        const start = this.start.data;
        this.mask = size - 1;
        this.idBits = idBits;
        for (let id = 0; id < this.count; id++) {
            const h = hashBytes(arena, start[id], start[id + 1]);
            let slot = h & this.mask;
            while (table[slot] !== 0)
                slot = (slot + 1) & this.mask;
            table[slot] = slotValue(id, h, idBits);
        }
        this.table = table;
    }
    /** The tables as they are (in shared memory unless built otherwise). */
    tables() {
        return { arena: this.arena.filled(), start: this.start.filled(), table: this.table, idBits: this.idBits };
    }
}


/***/ }),

/***/ 2539:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wd: () => (/* binding */ evaluateRow),
  iE: () => (/* binding */ packRow),
  d3: () => (/* binding */ renumberRow),
  kz: () => (/* binding */ rowErrorDiagnostic),
  ku: () => (/* binding */ rowErrorOf),
  k$: () => (/* binding */ taskScorer),
  N2: () => (/* binding */ unpackRow)
});

// EXTERNAL MODULE: ./src/results/shard.ts
var results_shard = __webpack_require__(8962);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/records.ts
var records = __webpack_require__(4894);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/value.ts
var value = __webpack_require__(9052);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/strings.ts
var strings = __webpack_require__(2435);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/tasks/route.ts
var tasks_route = __webpack_require__(8719);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/route-pack.ts
/**
 * A RouteEval as an array of its values: what a worker thread posts (a clone writes and reads
 * every key of an object, which costs more than the values). Written out key by key: the object
 * rebuilt from it then has one fixed shape, and the type checker catches a key added to one side.
 */
function packRouteEval(e) {
    return [
        e.reachable,
        e.reachableReason,
        e.grounding,
        e.groundingReason,
        e.plausibility,
        e.plausibilityReason,
        e.lineIou,
        e.stationIou,
        e.modesMatch,
        e.score,
        e.labelScore,
        e.deviation,
        e.distance,
        e.time,
        e.fare,
        e.distanceMape,
        e.timeMape,
        e.fareMape,
        e.distanceAccurate,
        e.timeAccurate,
        e.fareAccurate,
        e.accurate,
        e.transferAccurate,
    ];
}
function unpackRouteEval(p) {
    const [reachable, reachableReason, grounding, groundingReason, plausibility, plausibilityReason, lineIou, stationIou, modesMatch, score, labelScore, deviation, distance, time, fare, distanceMape, timeMape, fareMape, distanceAccurate, timeAccurate, fareAccurate, accurate, transferAccurate,] = p;
    return {
        reachable,
        reachableReason,
        grounding,
        groundingReason,
        plausibility,
        plausibilityReason,
        lineIou,
        stationIou,
        modesMatch,
        score,
        labelScore,
        deviation,
        distance,
        time,
        fare,
        distanceMape,
        timeMape,
        fareMape,
        distanceAccurate,
        timeAccurate,
        fareAccurate,
        accurate,
        transferAccurate,
    };
}

// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/columns.ts
var columns = __webpack_require__(4315);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/tasks/tally.ts
var tally = __webpack_require__(3484);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/fast/units.ts + 1 modules
var units = __webpack_require__(835);
// EXTERNAL MODULE: ./src/results/items.ts
var items = __webpack_require__(1206);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/tasks/item-detail.ts
var item_detail = __webpack_require__(1097);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/diversity.ts









/**
 * The diversity task (diversity/evaluate.py): rounds 1–2 on E(O.first, L.first), best match for
 * rounds 3–4, per-route reachability and expert scores, and route diversity (RD).
 */
const ROUTE_KEYS = ['first', 'second', 'third'];
/** `{k: m[k] for k in ROUTE_KEYS if k in m and m[k]}`: `in` raises for scalars, `m[k]` for str/list. */
function routesOf(multi, ref, what) {
    if (multi === null || typeof multi === 'boolean' || typeof multi === 'number' || typeof multi === 'bigint') {
        throw new value/* PyRaise */.O$('not-an-object', `${what} is ${(0,value/* pyTypeName */.x_)(multi)}, expected an object with first/second/third`, ref.field, ref.pointer);
    }
    const out = {};
    for (const k of ROUTE_KEYS) {
        if (!(0,value/* containsStr */.vy)(multi, k, ref))
            continue;
        if (!(0,value/* isDict */.Zm)(multi))
            throw new value/* PyRaise */.O$('not-an-object', `${what} is ${(0,value/* pyTypeName */.x_)(multi)} containing "${k}", expected an object`, ref.field, ref.pointer);
        const v = multi.get(k);
        if ((0,value/* truthy */.vN)(v))
            out[k] = v;
    }
    return out;
}
/** A route's line set for RD: stripped str() of truthy entries plus `接驳:` modes. */
function lineSet(route, ref) {
    const d = (0,value/* requireDict */.e0)(route, 'a route', ref);
    const set = new Set();
    const lines = (0,value/* dictGet */.R5)(d, 'line_sequence', []);
    if ((0,value/* truthy */.vN)(lines)) {
        for (const e of (0,value/* iterate */.nl)(lines, (0,value/* childRef */._3)(ref, 'line_sequence'))) {
            if (!(0,value/* truthy */.vN)(e))
                continue;
            const t = (0,strings/* pyStrip */.m0)((0,value/* pyStr */.rD)(e));
            if (t !== '')
                set.add(t);
        }
    }
    for (const key of ['start_transfer_mode', 'end_transfer_mode']) {
        const m = (0,value/* dictGet */.R5)(d, key, '');
        if (!(0,value/* truthy */.vN)(m))
            continue;
        const t = (0,strings/* pyStrip */.m0)((0,value/* pyStr */.rD)(m));
        if (t !== '')
            set.add(`接驳:${t}`);
    }
    return set.size > 0 ? set : null;
}
/** calculate_route_diversity: mean over pairs of 1 − IoU of the non-empty line sets. */
function routeDiversity(routes) {
    const sets = routes.map(([r, ref]) => lineSet(r, ref)).filter((s) => s !== null);
    const n = sets.length;
    if (n < 2)
        return { rd: 0, n };
    let sum = 0;
    let pairs = 0;
    for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) {
            const a = sets[i];
            const b = sets[j];
            let inter = 0;
            for (const x of a)
                if (b.has(x))
                    inter += 1;
            const union = a.size + b.size - inter;
            sum += 1 - (union > 0 ? inter / union : 0);
            pairs += 1;
        }
    }
    return { rd: sum / pairs, n };
}
function routeScore(route, ref, cells) {
    const d = (0,value/* requireDict */.e0)(route, 'a route', ref);
    const t = (0,units/* parseTime */.pe)((0,value/* dictGet */.R5)(d, 'total_time', null), cells.compat, (0,value/* childRef */._3)(ref, 'total_time'), cells.onCompatDifference);
    const f = (0,units/* parseFare */.An)((0,value/* dictGet */.R5)(d, 'total_fare', null), cells.compat, (0,value/* childRef */._3)(ref, 'total_fare'), cells.onCompatDifference);
    return (0,tasks_route/* expertScore */.bp)(t, (0,tasks_route/* countTransitLines */.Qu)((0,value/* dictGet */.R5)(d, 'line_sequence', [])), f, (0,tasks_route/* cyclingSegments */.AX)((0,value/* dictGet */.R5)(d, 'start_transfer_mode', null), (0,value/* dictGet */.R5)(d, 'end_transfer_mode', null)));
}
function tryEvaluate(out, label, env, refs) {
    try {
        return (0,tasks_route/* evaluateRoute */.je)(out, label, env, refs);
    }
    catch (error) {
        if (error instanceof value/* PyRaise */.O$)
            return null;
        throw error;
    }
}
/**
 * A diversity item's detail but its funnel entry: rounds 3–4 judge the best match against the
 * label's first route once the first route is reachable (its checks, and which route it was), then
 * each output route.
 */
function diversityDetail(outRoutes, labelFirst, judged, compat) {
    const { firstResult, best, bestKey } = judged;
    const detail = new items/* DetailBuilder */.Hu();
    if (firstResult?.reachable === true) {
        if (bestKey !== 'first')
            detail.add('best match', `the ${bestKey} route (the first route's station IoU ${firstResult.stationIou.toFixed(4)})`);
        (0,item_detail/* addChecks */.RI)(detail, outRoutes[bestKey], labelFirst ?? null, best, compat);
    }
    for (const k of ROUTE_KEYS)
        if (outRoutes[k] !== undefined)
            (0,item_detail/* addCompactRoute */.sc)(detail, `${k} route`, outRoutes[k]);
    return (0,item_detail/* flat */.Ct)(detail);
}
class DiversityScorer {
    graph;
    routeSchema = 'transitlm-multi-route';
    roundIds = ['reachability', 'station_grounding', 'distance_plausibility', 'iou', 'accuracy'];
    valid = 0;
    funnel = new tally/* FunnelTally */.Db();
    bestMatch = { first: 0, second: 0, third: 0 };
    routeReachable = {
        first: new tally/* Rate */.tt(),
        second: new tally/* Rate */.tt(),
        third: new tally/* Rate */.tt(),
    };
    allReachable = new tally/* Rate */.tt();
    routeScores = { first: new tally/* Mean */.g5(), second: new tally/* Mean */.g5(), third: new tally/* Mean */.g5() };
    labelFirstScore = new tally/* Mean */.g5();
    rd = new tally/* Mean */.g5();
    labelRd = new tally/* Mean */.g5();
    routeCounts = new Map();
    constructor(graph) {
        this.graph = graph;
    }
    evaluate(cells) {
        const prompt = (0,tasks_route/* parsePrompt */.ex)(cells.json(columns/* COLUMNS */.c.prompt));
        const labelMulti = cells.json(columns/* COLUMNS */.c.label);
        const outMulti = cells.json(columns/* COLUMNS */.c.output);
        const labelRoot = { field: columns/* COLUMNS */.c.label, pointer: '' };
        const outRoot = { field: columns/* COLUMNS */.c.output, pointer: '' };
        const labelRoutes = routesOf(labelMulti, labelRoot, 'the label');
        if (!(0,value/* isDict */.Zm)(outMulti))
            throw new value/* PyRaise */.O$('not-an-object', `the output is ${(0,value/* pyTypeName */.x_)(outMulti)}, expected an object with first/second/third`, columns/* COLUMNS */.c.output, '');
        const outRoutes = routesOf(outMulti, outRoot, 'the output');
        const present = ROUTE_KEYS.filter((k) => outRoutes[k] !== undefined);
        if (present.length === 0)
            throw new value/* PyRaise */.O$('no-valid-route', 'no valid route: first, second and third are all missing or empty', columns/* COLUMNS */.c.output, '');
        const env = {
            graph: this.graph,
            prompt,
            compat: cells.compat,
            onCompatDifference: cells.onCompatDifference,
        };
        const oRef = (k) => (0,value/* childRef */._3)(outRoot, k);
        const lRef = (k) => (0,value/* childRef */._3)(labelRoot, k);
        let firstResult = null;
        if (outRoutes.first !== undefined && labelRoutes.first !== undefined)
            firstResult = (0,tasks_route/* evaluateRoute */.je)(outRoutes.first, labelRoutes.first, env, {
                out: oRef('first'),
                label: lRef('first'),
            });
        const reachable = {};
        for (const k of present) {
            const route = (0,value/* requireDict */.e0)(outRoutes[k], `output route ${k}`, oRef(k));
            const ref = (0,value/* childRef */._3)(oRef(k), 'station_sequence');
            reachable[k] = (0,tasks_route/* walkReachability */.dl)((0,tasks_route/* filterStations */.cM)((0,value/* dictGet */.R5)(route, 'station_sequence', []), ref), this.graph, ref).reachable;
            // The reference also evaluates E(O.k, L.k) here and discards it (errors swallowed); only its
            // compat-difference notes are observable.
            const labelK = labelRoutes[k];
            if (labelK !== undefined && cells.compat === 'corrected')
                tryEvaluate(route, labelK, env, { out: oRef(k), label: lRef(k) });
        }
        let best = firstResult;
        let bestKey = 'first';
        if (firstResult !== null && firstResult.stationIou !== 1) {
            for (const alt of ['second', 'third']) {
                const route = outRoutes[alt];
                if (route === undefined || reachable[alt] !== true)
                    continue;
                const r = tryEvaluate(route, labelRoutes.first, env, { out: oRef(alt), label: lRef('first') });
                if (r !== null && r.stationIou === 1) {
                    best = r;
                    bestKey = alt;
                    break;
                }
            }
        }
        const rdOut = routeDiversity(present.map((k) => [outRoutes[k], oRef(k)]));
        const rdLabel = routeDiversity(ROUTE_KEYS.filter((k) => labelRoutes[k] !== undefined).map((k) => [labelRoutes[k], lRef(k)]));
        const scores = {};
        for (const k of present)
            scores[k] = routeScore(outRoutes[k], oRef(k), cells);
        const labelFirst = labelRoutes.first !== undefined ? routeScore(labelRoutes.first, lRef('first'), cells) : 0;
        cells.requireColumn(columns/* COLUMNS */.c.id);
        const detail = diversityDetail(outRoutes, labelRoutes.first, { firstResult, best, bestKey }, cells.compat);
        return { present, reachable, scores, labelFirst, rdOut, rdLabel, firstResult, best, bestKey, detail };
    }
    pack(o) {
        const first = o.firstResult === null ? null : packRouteEval(o.firstResult);
        const best = o.best === o.firstResult ? 0 : packRouteEval(o.best);
        return [o.present, o.reachable, o.scores, o.labelFirst, o.rdOut, o.rdLabel, first, best, o.bestKey, o.detail];
    }
    unpack(packed) {
        const [present, reachable, scores, labelFirst, rdOut, rdLabel, first, best, bestKey, detail] = packed;
        const firstResult = first === null ? null : unpackRouteEval(first);
        return {
            present,
            reachable,
            scores,
            labelFirst,
            rdOut,
            rdLabel,
            firstResult,
            best: best === 0 ? firstResult : unpackRouteEval(best),
            bestKey,
            detail,
        };
    }
    /** The row is valid: tally. */
    tally({ present, reachable, scores, labelFirst, rdOut, rdLabel, firstResult, best, bestKey, detail, }) {
        this.valid += 1;
        for (const k of present) {
            this.routeReachable[k].add(reachable[k] === true);
            this.routeScores[k].add(scores[k]);
        }
        this.allReachable.add(present.every((k) => reachable[k] === true));
        if (labelFirst > 0)
            this.labelFirstScore.add(labelFirst);
        this.routeCounts.set(rdOut.n, (this.routeCounts.get(rdOut.n) ?? 0) + 1);
        if (rdOut.n >= 2)
            this.rd.add(rdOut.rd);
        if (rdLabel.n >= 2)
            this.labelRd.add(rdLabel.rd);
        const rounds = {
            reachability: null,
            station_grounding: null,
            distance_plausibility: null,
            iou: null,
            accuracy: null,
        };
        if (firstResult === null)
            return {
                rounds,
                reason: 'not evaluated: output or label has no first route',
                detail: (0,item_detail/* withFunnel */.jn)(rounds, detail),
            };
        this.funnel.reach.add(firstResult.reachable);
        rounds.reachability = firstResult.reachable;
        if (!firstResult.reachable)
            return { rounds, reason: `unreachable: ${firstResult.reachableReason}`, detail: (0,item_detail/* withFunnel */.jn)(rounds, detail) };
        const bm = best;
        const iou = this.funnel.reachableRow(firstResult, bm);
        Object.assign(rounds, {
            station_grounding: firstResult.grounding,
            distance_plausibility: firstResult.plausibility,
            iou,
        });
        if (iou) {
            this.bestMatch[bestKey] += 1;
            rounds.accuracy = bm.accurate;
        }
        let reason = null;
        if (!firstResult.grounding)
            reason = `station grounding: ${firstResult.groundingReason}`;
        else if (!firstResult.plausibility)
            reason = `distance plausibility: ${firstResult.plausibilityReason}`;
        else if (!iou)
            reason =
                bm.stationIou !== 1
                    ? `best match (${bestKey}) station IoU ${bm.stationIou.toFixed(4)} < 1`
                    : `best match (${bestKey}): transfer modes differ from the label`;
        else if (!bm.accurate)
            reason = `best match (${bestKey}) inaccurate`;
        return { rounds, reason, detail: (0,item_detail/* withFunnel */.jn)(rounds, detail) };
    }
    errorRow(error) {
        return {
            rounds: { reachability: null, station_grounding: null, distance_plausibility: null, iou: null, accuracy: null },
            reason: `error: ${error.message}`,
            detail: null,
        };
    }
    finish(total) {
        const m = new tally/* MetricSet */.JR();
        this.funnel.addMetrics(m, true);
        m.mean('route_diversity', this.rd, 'higher');
        m.mean('label_route_diversity', this.labelRd, 'none');
        for (const k of ROUTE_KEYS)
            m.value(`best_match_${k}`, this.bestMatch[k], 'none');
        for (const k of ROUTE_KEYS)
            m.rate(`route_reachable_${k}`, this.routeReachable[k], 'higher');
        m.rate('all_routes_reachable', this.allReachable, 'higher');
        for (const k of ROUTE_KEYS)
            m.mean(`expert_score_${k}`, this.routeScores[k], 'none');
        m.mean('label_first_expert_score_mean', this.labelFirstScore, 'none');
        // Printed by the reference only when some row has an output first route.
        const lf = m.metrics.label_first_expert_score_mean;
        if (lf !== undefined && this.routeScores.first.count === 0)
            lf.value = null;
        return {
            rounds: this.funnel.rounds(),
            metrics: m.metrics,
            counts: { valid: this.valid },
            finalScore: (0,tally/* finalScore */.hx)(this.funnel.accuracy.passed, total),
            warnings: m.warnings,
            // Counts only (shard merge sums numeric details): rows by number of non-empty output line sets.
            details: Object.fromEntries([0, 1, 2, 3].map((n) => [`rowsWithRoutes${n}`, this.routeCounts.get(n) ?? 0])),
        };
    }
}

// EXTERNAL MODULE: ./src/benchmarks/transitlm/tasks/row.ts + 1 modules
var tasks_row = __webpack_require__(928);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/float.ts
var reference_float = __webpack_require__(4327);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/single.ts









/**
 * The single and personalized tasks (single_route/evaluate.py, personalized/evaluate.py): one
 * E(O, L) per row; personalized adds the preference check of (O, L) and (L, L).
 */
const OUT = { field: columns/* COLUMNS */.c.output, pointer: '' };
const LABEL = { field: columns/* COLUMNS */.c.label, pointer: '' };
const PREFERENCE_TYPES = [2, 5, 7, 8];
/** req_type as personalized/evaluate.py reads it: missing or empty → 0, else Python int(). */
function parseReqType(text) {
    if (text === undefined || text === '')
        return 0;
    const v = (0,reference_float/* parseIntString */.CY)(text);
    if (v === null)
        return 'invalid';
    return v >= -1000n && v <= 1000n ? Number(v) : null; // null: an int that is none of the known types
}
function transfers(lines, ref) {
    if (!(0,value/* truthy */.vN)(lines))
        return 0;
    return Math.max(0, (0,value/* pyLen */.lO)(lines, ref) - 1);
}
/** has_subway; `all` tests every truthy entry (req 5 lists them all), else stops at the first hit. */
function hasSubway(lines, ref, all) {
    if (!(0,value/* truthy */.vN)(lines))
        return false;
    let found = false;
    const entries = (0,value/* iterate */.nl)(lines, ref);
    for (let i = 0; i < entries.length; i++) {
        const e = entries[i];
        if (!(0,value/* truthy */.vN)(e))
            continue;
        const r = (0,value/* childRef */._3)(ref, i);
        if ((0,value/* containsStr */.vy)(e, '地铁', r) || (0,value/* containsStr */.vy)(e, '号线', r)) {
            found = true;
            if (!all)
                return true;
        }
    }
    return found;
}
/** check_preference_compliance(req, pred, label) → pass; raises where the reference raises. */
function preferencePasses(req, { pred, label, predRef, labelRef }, cells) {
    const predLines = (0,value/* dictGet */.R5)(pred, 'line_sequence', []);
    const labelLines = (0,value/* dictGet */.R5)(label, 'line_sequence', []);
    const pl = (0,value/* childRef */._3)(predRef, 'line_sequence');
    switch (req) {
        case 2:
            return transfers(predLines, pl) <= transfers(labelLines, (0,value/* childRef */._3)(labelRef, 'line_sequence'));
        case 5:
            return !hasSubway(predLines, pl, true);
        case 7:
            return hasSubway(predLines, pl, false);
        case 8: {
            const t = (0,units/* parseTime */.pe)((0,value/* dictGet */.R5)(pred, 'total_time', null), cells.compat, (0,value/* childRef */._3)(predRef, 'total_time'), cells.onCompatDifference);
            const tl = (0,units/* parseTime */.pe)((0,value/* dictGet */.R5)(label, 'total_time', null), cells.compat, (0,value/* childRef */._3)(labelRef, 'total_time'), cells.onCompatDifference);
            return tl <= 0 ? true : t <= tl * 1.1;
        }
        default:
            return true;
    }
}
function firstFailure(e) {
    if (!e.reachable)
        return `unreachable: ${e.reachableReason}`;
    if (!e.grounding)
        return `station grounding: ${e.groundingReason}`;
    if (!e.plausibility)
        return `distance plausibility: ${e.plausibilityReason}`;
    if (!(0,tasks_route/* iouPasses */.Vs)(e))
        return e.stationIou !== 1 ? `station IoU ${e.stationIou.toFixed(4)} < 1` : 'transfer modes differ from the label';
    if (!e.accurate)
        return `inaccurate: ${[!e.distanceAccurate && 'distance', !e.timeAccurate && 'time', !e.fareAccurate && 'fare'].filter(Boolean).join(', ')}`;
    return null;
}
/** What each req_type asks of the route (check_preference_compliance); others ask nothing. */
const PREFERENCE_WORDS = {
    2: 'no more transfers than the label',
    5: 'no subway',
    7: 'the subway',
    8: "at most 1.1 × the label's time",
};
function preferenceText(req, pref) {
    const asked = (req === null ? undefined : PREFERENCE_WORDS[req]) ?? 'nothing to check';
    return `req_type ${req ?? 'of no known kind'}: ${asked} — ${pref ? 'met' : 'not met'}`;
}
class SingleScorer {
    personalized;
    graph;
    routeSchema = 'transitlm-route';
    funnel = new tally/* FunnelTally */.Db();
    // personalized
    preference = new tally/* Rate */.tt();
    labelPreference = new tally/* Rate */.tt();
    perType = new Map(PREFERENCE_TYPES.map((t) => [t, new tally/* Rate */.tt()]));
    finalPassed = 0;
    constructor(personalized, graph) {
        this.personalized = personalized;
        this.graph = graph;
    }
    get roundIds() {
        const ids = ['reachability', 'station_grounding', 'distance_plausibility', 'iou', 'accuracy'];
        return this.personalized ? [...ids, 'preference'] : ids;
    }
    /** personalized: an invalid req_type aborts the reference before any row is scored. */
    precheck(cells) {
        if (!this.personalized)
            return null;
        return parseReqType(cells.text(columns/* COLUMNS */.c.reqType)) === 'invalid'
            ? `req_type ${JSON.stringify(cells.text(columns/* COLUMNS */.c.reqType))} is not an integer (Python int() rejects it; the reference aborts)`
            : null;
    }
    evaluate(cells) {
        const prompt = (0,tasks_route/* parsePrompt */.ex)(cells.json(columns/* COLUMNS */.c.prompt));
        const label = cells.json(columns/* COLUMNS */.c.label);
        const env = { graph: this.graph, prompt, compat: cells.compat, onCompatDifference: cells.onCompatDifference };
        const e = (0,tasks_route/* evaluateRoute */.je)(() => cells.json(columns/* COLUMNS */.c.output), label, env, { out: OUT, label: LABEL });
        cells.requireColumn(columns/* COLUMNS */.c.id);
        // Both are objects now: evaluateRoute raised otherwise.
        const o = (0,value/* requireDict */.e0)(cells.json(columns/* COLUMNS */.c.output), 'the output route', OUT);
        const l = (0,value/* requireDict */.e0)(label, 'the label route', LABEL);
        const detail = new items/* DetailBuilder */.Hu();
        (0,item_detail/* addChecks */.RI)(detail, o, l, e, cells.compat);
        if (!this.personalized) {
            (0,item_detail/* addRoute */.h2)(detail, o, { full: !(0,item_detail/* passedChecks */.Iz)(e) });
            return { e, req: 0, pref: null, labelPref: null, detail: (0,item_detail/* flat */.Ct)(detail) };
        }
        const req = parseReqType(cells.text(columns/* COLUMNS */.c.reqType));
        const pref = preferencePasses(req, { pred: o, label: l, predRef: OUT, labelRef: LABEL }, cells);
        const labelPref = preferencePasses(req, { pred: l, label: l, predRef: LABEL, labelRef: LABEL }, cells);
        detail.add('preference', preferenceText(req, pref));
        (0,item_detail/* addRoute */.h2)(detail, o, { full: !(0,item_detail/* passedChecks */.Iz)(e) || !pref });
        return { e, req, pref, labelPref, detail: (0,item_detail/* flat */.Ct)(detail) };
    }
    pack({ e, req, pref, labelPref, detail }) {
        return [packRouteEval(e), req, pref, labelPref, detail];
    }
    unpack(packed) {
        const [e, req, pref, labelPref, detail] = packed;
        return { e: unpackRouteEval(e), req, pref, labelPref, detail };
    }
    tally({ e, req, pref, labelPref, detail }) {
        if (pref !== null && labelPref !== null) {
            this.preference.add(pref);
            this.labelPreference.add(labelPref);
            if (req !== null)
                this.perType.get(req)?.add(pref);
        }
        this.funnel.reach.add(e.reachable);
        const rounds = {
            reachability: e.reachable,
            station_grounding: null,
            distance_plausibility: null,
            iou: null,
            accuracy: null,
        };
        if (this.personalized)
            rounds.preference = pref;
        let passedAccuracy = false;
        if (e.reachable) {
            const iou = this.funnel.reachableRow(e, e);
            Object.assign(rounds, { station_grounding: e.grounding, distance_plausibility: e.plausibility, iou });
            if (iou) {
                rounds.accuracy = e.accurate;
                passedAccuracy = e.accurate;
            }
        }
        if (passedAccuracy && (!this.personalized || pref === true))
            this.finalPassed += 1;
        const reason = firstFailure(e) ?? (pref === false ? 'preference not met' : null);
        return { rounds, reason, detail: (0,item_detail/* withFunnel */.jn)(rounds, detail) };
    }
    errorRow(error) {
        this.funnel.reach.add(false); // round 1 input is all data rows: an error fails it
        const rounds = {
            reachability: false,
            station_grounding: null,
            distance_plausibility: null,
            iou: null,
            accuracy: null,
        };
        if (this.personalized)
            rounds.preference = null;
        return { rounds, reason: `error: ${error.message}`, detail: null };
    }
    finish(total) {
        const m = new tally/* MetricSet */.JR();
        this.funnel.addMetrics(m, !this.personalized);
        const rounds = this.funnel.rounds();
        const counts = {};
        if (this.personalized) {
            rounds.push((0,tally/* round */.LI)('preference', this.preference));
            m.rate('label_preference_compliance', this.labelPreference, 'none');
            for (const [t, r] of this.perType)
                m.rate(`preference_compliance_req${t}`, r, 'higher');
            counts.final_passed = this.finalPassed;
        }
        return {
            rounds,
            metrics: m.metrics,
            counts,
            finalScore: (0,tally/* finalScore */.hx)(this.finalPassed, total),
            warnings: m.warnings,
            details: {},
        };
    }
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/evaluate-row.ts







function taskScorer(task, graph) {
    return task === 'diversity' ? new DiversityScorer(graph) : new SingleScorer(task === 'personalized', graph);
}
/** Where the mistake is of a row error raised because a cell is not JSON (RowCells.jsonError), if it is one. */
function cellSpotOf(cells, error) {
    const at = cells.jsonError;
    if (error.code !== 'invalid-json' || at?.field !== error.field)
        return undefined;
    const column = cells.header.index.get(at.field); // the cell was read, so the column exists
    return { offset: cells.row.offset, line: cells.row.line, column, at: at.offset };
}
/**
 * A row error as a diagnostic: the plain words lead, Python's exception text is the detail (the
 * items file's reason keeps it alone, byte for byte as the official scripts).
 */
function rowErrorDiagnostic(error) {
    const plain = error.plain ?? null;
    return {
        code: error.code,
        field: error.field,
        pointer: error.pointer,
        message: plain ?? error.message,
        ...(plain !== null ? { detail: `Python: ${error.message.replace(/^invalid JSON: /, '')}` } : {}),
    };
}
/**
 * A row's notes without the schema warnings that restate its error: `object of type 'int' has no
 * len()` at generate_results /line_sequence and "must be array, is integer" at the same place are
 * one problem, reported once (as the error).
 */
function withoutRestatedNotes(notes, error) {
    if (error === null)
        return notes;
    return notes.filter((n) => !(n.code === 'schema' &&
        n.severity === 'warning' &&
        (n.field ?? null) === error.field &&
        (n.pointer ?? null) === (error.pointer || null)));
}
/**
 * A raise of a row's evaluation as the row's error (the items file's reason, the diagnostic: see
 * rowErrorDiagnostic), with where its mistake is when a cell is not JSON. The row's notes lose
 * the schema warnings that restate it (in place).
 */
function rowErrorOf(raise, cells) {
    const error = {
        code: raise.code,
        message: raise.message,
        field: raise.field,
        pointer: raise.pointer,
        plain: raise.plain,
    };
    const spot = cellSpotOf(cells, error);
    if (spot !== undefined)
        error.cell = spot;
    cells.notes.splice(0, cells.notes.length, ...withoutRestatedNotes(cells.notes, error));
    return error;
}
/** Evaluates one row (any thread); the tallies are left to the caller. */
function evaluateRow(header, row, env, scorer) {
    const id = (0,records/* cell */.Hn)(header, row, columns/* COLUMNS */.c.id);
    const item = id ?? `row-${row.row}`;
    const cells = new tasks_row/* RowCells */.w9(header, row, item, env, scorer.routeSchema);
    const result = {
        row: row.row,
        line: row.line,
        item,
        numbered: id === undefined,
        abort: scorer.precheck?.(cells) ?? null,
        inShard: false,
        oversized: false,
        outcome: null,
        error: null,
        notes: cells.notes,
    };
    if (result.abort !== null)
        return result;
    if (!(result.numbered && env.batchNumbered === true) && !(0,results_shard/* inShard */.I)(item, env.shard))
        return result;
    result.inShard = true;
    if (row.oversized !== null)
        result.oversized = { field: header.names[row.oversized[0]] ?? null };
    try {
        result.outcome = scorer.evaluate(cells);
    }
    catch (error) {
        if (!(error instanceof value/* PyRaise */.O$))
            throw error;
        result.error = rowErrorOf(error, cells);
    }
    return result;
}
/**
 * A row of a batch numbered from 1 given its number in the file (`rowsBefore` data rows come
 * before the batch): the row, a `row-N` item, its notes, and the shard of a `row-N` item.
 */
function renumberRow(r, rowsBefore, shard) {
    r.row += rowsBefore;
    if (r.numbered) {
        r.item = `row-${r.row}`;
        if (r.inShard && !(0,results_shard/* inShard */.I)(r.item, shard))
            r.inShard = false;
    }
    for (const note of r.notes) {
        note.row = r.row;
        note.item = r.item;
    }
}
/** A row result as an array (see packRouteEval): what a worker posts for each row. */
function packRow(r, scorer) {
    return [
        r.row,
        r.line,
        r.item,
        r.numbered,
        r.abort,
        r.inShard,
        r.oversized,
        r.error === null && r.inShard ? scorer.pack(r.outcome) : null,
        r.error,
        r.notes,
    ];
}
function unpackRow(packed, scorer) {
    const [row, line, item, numbered, abort, inShard, oversized, outcome, error, notes] = packed;
    return {
        row,
        line,
        item,
        numbered,
        abort,
        inShard,
        oversized,
        outcome: outcome === null ? null : scorer.unpack(outcome),
        error,
        notes,
    };
}


/***/ }),

/***/ 1097:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ct: () => (/* binding */ flat),
/* harmony export */   Iz: () => (/* binding */ passedChecks),
/* harmony export */   RI: () => (/* binding */ addChecks),
/* harmony export */   h2: () => (/* binding */ addRoute),
/* harmony export */   jn: () => (/* binding */ withFunnel),
/* harmony export */   sc: () => (/* binding */ addCompactRoute)
/* harmony export */ });
/* harmony import */ var _results_items_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1206);
/* harmony import */ var _reference_value_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9052);
/* harmony import */ var _fast_units_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(835);
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8719);
/* harmony import */ var _tally_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3484);
// An item's `detail` (docs/results.md "Items files", docs/transitlm.md "Items"): the output route
// as the row gives it, in a readable form, and the specifics of the check where it left the funnel.
// Built where the row is evaluated (a worker thread, for large inputs) within DETAIL_LIMITS, so only
// short texts cross threads; the main thread adds the round it left the funnel at (withFunnel).





const MAX = _results_items_js__WEBPACK_IMPORTED_MODULE_0__/* .DETAIL_LIMITS */ .jt.maxText;
const ARROW = ' → ';
/** Python's repr of a value, stopped once it is longer than `max` (a list of a million stops is not written out). */
function boundedRepr(v, max) {
    if (!Array.isArray(v) && !(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .isDict */ .Zm)(v))
        return (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .pyRepr */ .n3)(v);
    const open = Array.isArray(v) ? '[' : '{';
    let out = open;
    const entries = Array.isArray(v)
        ? v.map((x) => [null, x])
        : Array.from(v, ([k, x]) => [k, x]);
    for (let i = 0; i < entries.length; i++) {
        if (out.length > max)
            return `${out}…`;
        const [k, x] = entries[i];
        out += `${i > 0 ? ', ' : ''}${k === null ? '' : `${(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .pyRepr */ .n3)(k)}: `}${boundedRepr(x, max - out.length)}`;
    }
    return `${out}${open === '[' ? ']' : '}'}`;
}
/** A value as the row gives it: a string as it is, anything else as Python shows it, absent as "—". */
function shown(v) {
    if (v === undefined || v === '')
        return '—';
    return typeof v === 'string' ? v : boundedRepr(v, MAX);
}
/** `12 stops: a → b → …`: a list's entries in order (a transfer mark as ⇄), stopped past the text limit. */
function sequenceText(seq, noun) {
    if (!Array.isArray(seq))
        return shown(seq);
    // The transfer mark sits between entries; it is not a stop or a line of its own.
    let n = 0;
    for (const entry of seq)
        if (entry !== _route_js__WEBPACK_IMPORTED_MODULE_3__/* .TRANSFER_MARK */ .Qy)
            n++;
    const counted = `${n} ${noun}${n === 1 ? '' : 's'}`;
    if (seq.length === 0)
        return counted;
    let out = `${counted}: `;
    for (let i = 0; i < seq.length && out.length <= MAX; i++) {
        const entry = seq[i];
        out += `${i > 0 ? ARROW : ''}${entry === _route_js__WEBPACK_IMPORTED_MODULE_3__/* .TRANSFER_MARK */ .Qy ? '⇄ 换乘' : shown(entry)}`;
    }
    return out;
}
function totalsText(route) {
    const get = (key) => shown((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(route, key, ''));
    return `distance ${get('total_distance')} · time ${get('total_time')} · fare ${get('total_fare')}`;
}
function transfersText(route) {
    const end = (which) => {
        const mode = shown((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(route, `${which}_transfer_mode`, ''));
        const distance = (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(route, `${which}_transfer_distance`, '');
        return `${which} ${mode}${distance === '' ? '' : ` ${shown(distance)}`}`;
    };
    return `${end('start')} · ${end('end')}`;
}
/**
 * A route as entries: its lines and totals, and — `full`, for a route that failed a check, where a
 * reviewer looks — its stops (`stationsKey`: the general task reads station_name first) and its
 * transfers at both ends, each as the row gives them. A route that passed every check keeps the
 * short form: its stops are most of an items line's bytes, and a large suite has many such lines.
 */
function addRoute(b, route, opts = {}) {
    const { stationsKey = 'station_sequence', full = true } = opts;
    if (full)
        b.add('stops', sequenceText((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(route, stationsKey, []), 'stop'));
    b.add('lines', sequenceText((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(route, 'line_sequence', []), 'line'));
    b.add('totals', totalsText(route));
    if (full)
        b.add('transfers', transfersText(route));
}
/** Whether a route's evaluation passed every check (grounding, plausibility, IoU, accuracy): its detail is then short. */
function passedChecks(e) {
    return e.reachable && e.grounding && e.plausibility && e.stationIou === 1 && e.modesMatch && e.accurate;
}
/** A route as one entry (diversity shows up to three): lines | totals | stops. */
function addCompactRoute(b, label, route) {
    if (!(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .isDict */ .Zm)(route)) {
        b.add(label, shown(route));
        return;
    }
    const lines = sequenceText((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(route, 'line_sequence', []), 'line');
    const stops = sequenceText((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(route, 'station_sequence', []), 'stop');
    b.add(label, `${lines} | ${totalsText(route)} | ${stops}`);
}
/** A number for people: at most two decimals, no trailing zeros. */
function num(x) {
    return Number.isFinite(x) ? String(Math.round(x * 100) / 100) : String(x);
}
/** Up to `max` entries of a set as a list, and how many more. */
function someOf(values, max = 8) {
    const more = values.length > max ? ` and ${values.length - max} more` : '';
    return `${values.slice(0, max).join(', ')}${more}`;
}
const stopNames = (route, ref) => (0,_route_js__WEBPACK_IMPORTED_MODULE_3__/* .filterStations */ .cM)((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(route, 'station_sequence', []), ref).map((s) => (typeof s === 'string' ? s : (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .pyRepr */ .n3)(s)));
/**
 * The IoU check of an output route against its label: the station IoU, the stops only one of them
 * has, the line IoU, and the transfer modes when they differ.
 */
function iouCheckText(out, label, e) {
    const ref = { field: '', pointer: '' };
    const o = stopNames(out, ref);
    const l = stopNames(label, ref);
    const inLabel = new Set(l);
    const inOut = new Set(o);
    const onlyOut = [...inOut].filter((s) => !inLabel.has(s));
    const onlyLabel = [...inLabel].filter((s) => !inOut.has(s));
    const parts = [`station IoU ${e.stationIou.toFixed(4)}`];
    if (onlyOut.length > 0)
        parts.push(`only in the output: ${someOf(onlyOut)}`);
    if (onlyLabel.length > 0)
        parts.push(`only in the label: ${someOf(onlyLabel)}`);
    parts.push(`line IoU ${e.lineIou.toFixed(4)}`);
    if (!e.modesMatch) {
        // A falsy mode counts as walking (modesMatch).
        const mode = (d, key) => {
            const v = (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(d, key, '');
            return (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .truthy */ .vN)(v) ? shown(v) : '步行';
        };
        const modes = (d) => `${mode(d, 'start_transfer_mode')}/${mode(d, 'end_transfer_mode')}`;
        parts.push(`transfer modes ${modes(out)}, label ${modes(label)}`);
    }
    return parts.join('; ');
}
/** One quantity of the accuracy check: the output's value, the label's, how far off, and the rule. */
const QUANTITIES = [
    { key: 'total_distance', name: 'distance', unit: ' km', tolerance: 0.5, parse: _fast_units_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDistance */ .Fj },
    { key: 'total_time', name: 'time', unit: ' min', tolerance: 5, parse: _fast_units_js__WEBPACK_IMPORTED_MODULE_2__/* .parseTime */ .pe },
    { key: 'total_fare', name: 'fare', unit: '', tolerance: 1, parse: _fast_units_js__WEBPACK_IMPORTED_MODULE_2__/* .parseFare */ .An },
];
/**
 * The accuracy check of a route that passed IoU, as read (km, minutes, fare): each quantity against
 * the label's, accurate when within 10 % or the quantity's tolerance. The totals parsed
 * without raising (the evaluation read them already).
 */
function accuracyCheckText(out, label, e, compat) {
    const ok = [e.distanceAccurate, e.timeAccurate, e.fareAccurate];
    return QUANTITIES.map((q, i) => {
        const x = q.parse((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(out, q.key, null), compat);
        const l = q.parse((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .dictGet */ .R5)(label, q.key, null), compat);
        const off = `${num((0,_route_js__WEBPACK_IMPORTED_MODULE_3__/* .mape */ .Mn)(x, l))} % and ${num(Math.abs(x - l))}${q.unit} off`;
        const verdict = ok[i] ? '✓' : `✗ (within 10 % or ${q.tolerance}${q.unit} passes)`;
        return `${q.name} ${num(x)}${q.unit}, label ${num(l)}${q.unit}: ${off} ${verdict}`;
    }).join(' · ');
}
/** The checks a route failed past reachability, as entries: IoU, or accuracy after it (grounding and plausibility: the reason says it). */
function addChecks(b, out, label, e, compat) {
    if (e === null || !e.reachable || !(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .isDict */ .Zm)(out) || !(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_1__/* .isDict */ .Zm)(label))
        return;
    if (e.stationIou !== 1 || !e.modesMatch)
        b.add('IoU check', iouCheckText(out, label, e));
    else if (!e.accurate)
        b.add('accuracy check', accuracyCheckText(out, label, e, compat));
}
/** The builder's entries flat, for a worker's answer. */
function flat(b) {
    const out = [];
    // A loop, not Array.prototype.flat: this runs once per row.
    for (const [label, text] of b.build() ?? [])
        out.push(label, text);
    return out;
}
/** Where the item left the funnel: the first round it failed, or that it passed every round it entered. */
function funnelText(rounds) {
    let entered = false;
    for (const id in rounds) {
        const v = rounds[id];
        if (v === false)
            return `left at ${_tally_js__WEBPACK_IMPORTED_MODULE_4__/* .ROUND_LABELS */ .fA[id] ?? id}`;
        if (v === true)
            entered = true;
    }
    return entered ? 'passed every round' : 'entered no round';
}
/** The item's detail: where it left the funnel, then what the row's evaluation gave (at most DETAIL_LIMITS.maxEntries). */
function withFunnel(rounds, entries) {
    const out = [['funnel', funnelText(rounds)]];
    for (let i = 0; i + 1 < entries.length && out.length < _results_items_js__WEBPACK_IMPORTED_MODULE_0__/* .DETAIL_LIMITS */ .jt.maxEntries; i += 2)
        out.push([entries[i], entries[i + 1]]);
    return out;
}


/***/ }),

/***/ 8719:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   AX: () => (/* binding */ cyclingSegments),
/* harmony export */   Az: () => (/* binding */ transferAccurate),
/* harmony export */   DG: () => (/* binding */ accurate),
/* harmony export */   E8: () => (/* binding */ stationIou),
/* harmony export */   Mn: () => (/* binding */ mape),
/* harmony export */   Qu: () => (/* binding */ countTransitLines),
/* harmony export */   Qy: () => (/* binding */ TRANSFER_MARK),
/* harmony export */   Si: () => (/* binding */ modesMatch),
/* harmony export */   Vs: () => (/* binding */ iouPasses),
/* harmony export */   Y$: () => (/* binding */ scoreDeviation),
/* harmony export */   bp: () => (/* binding */ expertScore),
/* harmony export */   cM: () => (/* binding */ filterStations),
/* harmony export */   dl: () => (/* binding */ walkReachability),
/* harmony export */   ex: () => (/* binding */ parsePrompt),
/* harmony export */   h4: () => (/* binding */ groundingThreshold),
/* harmony export */   je: () => (/* binding */ evaluateRoute),
/* harmony export */   ok: () => (/* binding */ lineIou),
/* harmony export */   oz: () => (/* binding */ plausible),
/* harmony export */   qR: () => (/* binding */ haversine)
/* harmony export */ });
/* harmony import */ var _reference_value_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9052);
/* harmony import */ var _reference_float_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4327);
/* harmony import */ var _reference_strings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2435);
/* harmony import */ var _fast_units_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(835);
/* harmony import */ var _reference_units_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2410);





/**
 * E(O, L): one output route O evaluated against its label route L (spec "Semantics"), in the
 * order common.py's evaluate_sample runs, so the first Python raise is the one reported.
 * Raises `PyRaise` exactly where the reference raises.
 */
const TRANSFER_MARK = '【换乘】';
const WALK = '步行';
function promptPoint(v, ref) {
    if (!(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(v))
        return { parts: [0, 0], ref };
    if (typeof v !== 'string')
        throw new _reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .PyRaise */ .O$('bad-coordinates', `'${(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRepr */ .n3)(v).slice(0, 40)}' has no split(): expected a "lng,lat" string`, ref.field, ref.pointer, `must be a "lng,lat" string, is ${(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .plainTypeName */ .CS)(v)}`);
    const parts = v.split(',').map((part) => {
        const x = (0,_reference_float_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFloatString */ .nO)(part);
        if (x === null)
            throw new _reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .PyRaise */ .O$('bad-coordinates', `could not convert string to float: ${(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRepr */ .n3)(part).slice(0, 60)}`, ref.field, ref.pointer, `${JSON.stringify(part.slice(0, 60))} is not a number (expected "lng,lat")`);
        return x;
    });
    return { parts, ref };
}
/** The prompt object of a row: `start`/`end` (missing = "") parsed as the reference does. */
function parsePrompt(v, field = 'sft_prompt') {
    const root = { field, pointer: '' };
    const d = (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .requireDict */ .e0)(v, 'the prompt', root);
    return {
        value: d,
        start: promptPoint((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'start', ''), (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(root, 'start')),
        end: promptPoint((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'end', ''), (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(root, 'end')),
    };
}
/** (lat, lng) of a prompt point: part 2 and part 1; fewer than two parts raises IndexError. */
function latLng(p) {
    if (p.parts.length < 2)
        throw new _reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .PyRaise */ .O$('bad-coordinates', `list index out of range: "${p.ref.pointer.slice(1)}" has fewer than two ","-parts`, p.ref.field, p.ref.pointer);
    return [p.parts[1], p.parts[0]];
}
// ---------------------------------------------------------------------------------------------
// Building blocks
/** Python math.sin/cos raise for ±inf; sqrt for < 0; asin for |x| > 1 (NaN passes through). */
function domain(ok, ref) {
    if (!ok)
        throw new _reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .PyRaise */ .O$('bad-coordinates', 'math domain error in the haversine distance', ref?.field ?? null, ref?.pointer ?? null, 'a coordinate cannot be used in the haversine distance (infinite or out of range)');
}
const DEG = Math.PI / 180;
function notInfinite(x) {
    return x !== Infinity && x !== -Infinity;
}
/** common.py haversine_distance (km); raises where Python's math module does. */
function haversine(lat1, lon1, lat2, lon2, ref) {
    const p1 = lat1 * DEG;
    const l1 = lon1 * DEG;
    const p2 = lat2 * DEG;
    const l2 = lon2 * DEG;
    const dlat = p2 - p1;
    const dlon = l2 - l1;
    domain(notInfinite(dlat / 2), ref);
    const s1 = Math.sin(dlat / 2);
    domain(notInfinite(p1), ref);
    domain(notInfinite(p2), ref);
    domain(notInfinite(dlon / 2), ref);
    const s2 = Math.sin(dlon / 2);
    const a = s1 * s1 + Math.cos(p1) * Math.cos(p2) * (s2 * s2); // Python: sin(x) ** 2 is one rounding
    domain(!(a < 0), ref);
    const r = Math.sqrt(a);
    domain(!(r > 1), ref);
    return 2 * Math.asin(r) * 6371;
}
/** Station filter: truthy, str().strip() non-empty and ≠ 【换乘】; the original value is kept. */
function filterStations(seq, ref) {
    const out = [];
    for (const s of (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .iterate */ .nl)(seq, ref)) {
        if (typeof s === 'string') {
            if (s.length === 0)
                continue;
            const t = (0,_reference_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStrip */ .m0)(s);
            if (t !== '' && t !== TRANSFER_MARK)
                out.push(s);
        }
        else if ((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(s))
            out.push(s); // str() of a non-string is never blank nor the marker
    }
    return out;
}
/** check_station_connectivity over a filtered list; an unhashable station looked up raises (e3). */
function walkReachability(stations, graph, ref) {
    const keys = { a: -2, b: -2 };
    for (let i = 0; i + 1 < stations.length; i++) {
        const a = stations[i];
        const b = stations[i + 1];
        if (typeof a !== 'string') {
            (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .hashKey */ .EN)(a, ref); // an unhashable station raises in the dict lookup (e3)
            return { reachable: false, reason: `station ${(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(a)} has no next-hop info` };
        }
        const step = graph.step(a, b, keys);
        if (step === 'no-stop')
            return { reachable: false, reason: `station ${(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(a)} has no next-hop info` };
        if (step === 'not-connected')
            return { reachable: false, reason: `station ${(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(a)} → ${(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(b)} not connected` };
        keys.a = keys.b;
    }
    return { reachable: true, reason: null };
}
/** Line IoU: 0 if either raw line_sequence is falsy, else set IoU of the raw entries (e4). */
function lineIou(pred, label, predRef, labelRef) {
    if (!(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(pred) || !(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(label))
        return 0;
    return (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .setIou */ .Ak)((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pySet */ .yL)(pred, predRef), (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pySet */ .yL)(label, labelRef));
}
/** Whether `b` holds the elements of `a` in the same or in reverse order (strings compared by ===). */
function sameSequence(a, b) {
    const n = a.length;
    if (b.length !== n)
        return false;
    let forward = true;
    let backward = true;
    for (let i = 0; i < n && (forward || backward); i++) {
        const x = a[i];
        if (typeof x !== 'string')
            return false;
        forward &&= x === b[i];
        backward &&= x === b[n - 1 - i];
    }
    return forward || backward;
}
/** Station IoU of two filtered lists: 0 if either is empty (e5). */
function stationIou(pred, label, predRef, labelRef) {
    if (pred.length === 0 || label.length === 0)
        return 0;
    // A route equal to its label, forwards or backwards (the common cases), has equal sets: IoU
    // n/n = 1 exactly, without building them. Strict equality implies Python equality.
    if (sameSequence(pred, label))
        return 1;
    // Stop ids are strings: a plain set of them has exactly Python's set semantics.
    if (pred.every((s) => typeof s === 'string') && label.every((s) => typeof s === 'string'))
        return (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .setIou */ .Ak)(new Set(pred), new Set(label));
    return (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .setIou */ .Ak)((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pySet */ .yL)(pred, predRef), (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pySet */ .yL)(label, labelRef));
}
/** N: line entries that are strings, non-empty after strip and not the transfer marker. */
function countTransitLines(lines) {
    if (!Array.isArray(lines))
        return 0;
    let n = 0;
    for (const line of lines) {
        if (typeof line !== 'string' || line.length === 0)
            continue;
        const t = (0,_reference_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .pyStrip */ .m0)(line);
        if (t !== '' && t !== TRANSFER_MARK)
            n += 1;
    }
    return n;
}
/** C: transfer modes that are truthy and whose str() contains 骑行. */
function cyclingSegments(startMode, endMode) {
    let c = 0;
    if ((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(startMode) && (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(startMode).includes('骑行'))
        c += 1;
    if ((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(endMode) && (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(endMode).includes('骑行'))
        c += 1;
    return c;
}
/** S = (T·60)/300 + (N + C) + F. */
function expertScore(timeMin, lines, fare, cycling) {
    return (timeMin * 60) / 300 + (lines + cycling) + fare;
}
/** (S − S_L)/S_L·100 if S_L > 0, else 0. */
function scoreDeviation(score, labelScore) {
    return labelScore > 0 ? ((score - labelScore) / labelScore) * 100 : 0;
}
/** |x − x_L|/x_L·100 if x_L > 0, else 0. */
function mape(x, label) {
    return label > 0 ? (Math.abs(x - label) / label) * 100 : 0;
}
/** Accurate iff MAPE ≤ 10 or |x − x_L| ≤ tolerance (inclusive). */
function accurate(x, label, tolerance) {
    return mape(x, label) <= 10 || Math.abs(x - label) <= tolerance;
}
/** Transfer distance of one end: |td − td_L| ≤ 0.5 if td_L > 0, else accurate. */
function transferAccurate(td, labelTd) {
    return labelTd > 0 ? Math.abs(td - labelTd) <= 0.5 : true;
}
/** (O.mode or 步行) == (L.mode or 步行) for both ends, Python equality on raw values. */
function modeOrWalk(d, key) {
    const v = (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, key, '');
    return (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(v) ? v : WALK;
}
function modesMatch(out, label) {
    return ((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyEq */ ._i)(modeOrWalk(out, 'start_transfer_mode'), modeOrWalk(label, 'start_transfer_mode')) &&
        (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyEq */ ._i)(modeOrWalk(out, 'end_transfer_mode'), modeOrWalk(label, 'end_transfer_mode')));
}
/** Grounding threshold (km) from O's mode for one end; the string test raises for scalars (e6). */
function groundingThreshold(mode, ref, taxiWords = ['打车', '网约车', '滴滴']) {
    if ((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .containsStr */ .vy)(mode, WALK, ref) || mode === '')
        return 3;
    if ((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .containsStr */ .vy)(mode, '骑行', ref))
        return 5;
    for (const w of taxiWords)
        if ((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .containsStr */ .vy)(mode, w, ref))
            return 10;
    return 3;
}
/** Plausibility of one end: only if td > 0, fails when td < d − 0.5 or td > 3d + 0.5 (NaN passes). */
function plausible(td, d) {
    if (!(td > 0))
        return true;
    return !(td < d - 0.5) && !(td > 3 * d + 0.5);
}
function unitOf(d, key, f, ref, env) {
    return f((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, key, null), env.compat, (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(ref, key), env.onCompatDifference);
}
function routeParts(v, what, ref, env) {
    const d = (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .requireDict */ .e0)(v, what, ref);
    const distance = unitOf(d, 'total_distance', _fast_units_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDistance */ .Fj, ref, env);
    const time = unitOf(d, 'total_time', _fast_units_js__WEBPACK_IMPORTED_MODULE_3__/* .parseTime */ .pe, ref, env);
    const fare = unitOf(d, 'total_fare', _fast_units_js__WEBPACK_IMPORTED_MODULE_3__/* .parseFare */ .An, ref, env);
    const lines = (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'line_sequence', []);
    const stations = filterStations((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'station_sequence', []), (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(ref, 'station_sequence'));
    const cycling = cyclingSegments((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'start_transfer_mode', null), (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'end_transfer_mode', null));
    return { d, distance, time, fare, lines, stations, cycling };
}
/** The output route's first or last station against the prompt's point (step 7 of the funnel). */
function checkEnd(which, td, out, outRef, env) {
    const o = out.d;
    const station = (which === 'start' ? out.stations[0] : out.stations[out.stations.length - 1]);
    const stationsRef = (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(outRef, 'station_sequence');
    (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .hashKey */ .EN)(station, stationsRef);
    const coords = typeof station === 'string' ? env.graph.coords(station) : null;
    const label = which === 'start' ? 'first' : 'last';
    if (coords === null)
        return {
            grounded: false,
            groundReason: `${label} station ${(0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(station)} has no coordinates`,
            plausible: true,
            plausReason: null,
        };
    const point = which === 'start' ? env.prompt.start : env.prompt.end;
    const [plat, plng] = latLng(point);
    const d = which === 'start'
        ? haversine(plat, plng, coords.lat, coords.lng, point.ref)
        : haversine(coords.lat, coords.lng, plat, plng, point.ref);
    const modeKey = which === 'start' ? 'start_transfer_mode' : 'end_transfer_mode'; // constants: a built key is hashed at every lookup
    const threshold = groundingThreshold((0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(o, modeKey, ''), (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(outRef, modeKey));
    const grounded = !(d > threshold);
    const ok = plausible(td, d);
    return {
        grounded,
        groundReason: grounded
            ? null
            : `${which} is ${d.toFixed(2)} km from the ${label} station (threshold ${threshold} km)`,
        plausible: ok,
        plausReason: ok
            ? null
            : `${which} transfer distance ${td.toFixed(2)} km implausible for ${d.toFixed(2)} km straight-line`,
    };
}
/**
 * E(O, L) as common.py evaluate_sample computes it. `out` may be a thunk: the reference reads the
 * whole label before it parses the output cell, so an output JSON error comes after label raises.
 */
function evaluateRoute(out, labelValue, env, refs) {
    const L = routeParts(labelValue, 'the label route', refs.label, env);
    const O = routeParts(typeof out === 'function' ? out() : out, 'the output route', refs.out, env);
    const reach = walkReachability(O.stations, env.graph, (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(refs.out, 'station_sequence'));
    const labelScore = expertScore(L.time, countTransitLines(L.lines), L.fare, L.cycling);
    const score = expertScore(O.time, countTransitLines(O.lines), O.fare, O.cycling);
    const lIou = lineIou(O.lines, L.lines, (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(refs.out, 'line_sequence'), (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(refs.label, 'line_sequence'));
    const sIou = stationIou(O.stations, L.stations, (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(refs.out, 'station_sequence'), (0,_reference_value_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(refs.label, 'station_sequence'));
    const labelStartTd = unitOf(L.d, 'start_transfer_distance', _fast_units_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDistance */ .Fj, refs.label, env);
    const labelEndTd = unitOf(L.d, 'end_transfer_distance', _fast_units_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDistance */ .Fj, refs.label, env);
    const startTd = unitOf(O.d, 'start_transfer_distance', _fast_units_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDistance */ .Fj, refs.out, env);
    const endTd = unitOf(O.d, 'end_transfer_distance', _fast_units_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDistance */ .Fj, refs.out, env);
    const modes = modesMatch(O.d, L.d);
    let grounding = true;
    let plausibility = true;
    const groundReasons = [];
    const plausReasons = [];
    if (O.stations.length > 0) {
        for (const which of ['start', 'end']) {
            const c = checkEnd(which, which === 'start' ? startTd : endTd, O, refs.out, env);
            if (!c.grounded) {
                grounding = false;
                groundReasons.push(c.groundReason);
            }
            if (!c.plausible) {
                plausibility = false;
                plausReasons.push(c.plausReason);
            }
        }
    }
    const distanceAccurate = accurate(O.distance, L.distance, 0.5);
    const timeAccurate = accurate(O.time, L.time, 5);
    const fareAccurate = accurate(O.fare, L.fare, 1);
    return {
        reachable: reach.reachable,
        reachableReason: reach.reason,
        grounding,
        groundingReason: groundReasons.length > 0 ? groundReasons.join('; ') : null,
        plausibility,
        plausibilityReason: plausReasons.length > 0 ? plausReasons.join('; ') : null,
        lineIou: lIou,
        stationIou: sIou,
        modesMatch: modes,
        score,
        labelScore,
        deviation: scoreDeviation(score, labelScore),
        distance: O.distance,
        time: O.time,
        fare: O.fare,
        distanceMape: mape(O.distance, L.distance),
        timeMape: mape(O.time, L.time),
        fareMape: mape(O.fare, L.fare),
        distanceAccurate,
        timeAccurate,
        fareAccurate,
        accurate: distanceAccurate && timeAccurate && fareAccurate,
        transferAccurate: transferAccurate(startTd, labelStartTd) && transferAccurate(endTd, labelEndTd),
    };
}
/** Whether a route passes `iou` (station IoU = 1 and modes match). */
function iouPasses(e) {
    return e.stationIou === 1 && e.modesMatch;
}


/***/ }),

/***/ 928:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  w9: () => (/* binding */ RowCells),
  VG: () => (/* binding */ cellJsonMistake),
  Ey: () => (/* binding */ mistakeMessage)
});

// UNUSED EXPORTS: MAX_JSON_CELL_CHARS

// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/columns.ts
var columns = __webpack_require__(4315);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/records.ts
var records = __webpack_require__(4894);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/json.ts
var json = __webpack_require__(2164);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/csv.ts
var csv = __webpack_require__(7029);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/value.ts
var reference_value = __webpack_require__(9052);
// EXTERNAL MODULE: ./src/core/json-pointer.ts
var json_pointer = __webpack_require__(4557);
// EXTERNAL MODULE: ./src/schemas/registry.ts + 1 modules
var registry = __webpack_require__(1951);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/route-schema.ts



// Fast acceptance of conforming cells (the common case), mirroring schemas/transitlm-route and
// transitlm-multi-route exactly; anything else goes through ajv for the located messages.
const QUANTITIES = ['total_distance', 'total_time', 'total_fare', 'start_transfer_distance', 'end_transfer_distance'];
const MODES = ['start_transfer_mode', 'end_transfer_mode'];
function stringArray(v) {
    return Array.isArray(v) && v.every((e) => typeof e === 'string');
}
function isRoute(v) {
    if (!(0,reference_value/* isDict */.Zm)(v) || !stringArray(v.get('station_sequence')) || !stringArray(v.get('line_sequence')))
        return false;
    for (const k of QUANTITIES) {
        const q = v.get(k);
        if (q === undefined || typeof q === 'string')
            continue;
        if (typeof q === 'number' ? !Number.isFinite(q) : typeof q === 'bigint' ? !Number.isFinite(Number(q)) : true)
            return false;
    }
    for (const k of MODES) {
        const m = v.get(k);
        if (m !== undefined && typeof m !== 'string')
            return false;
    }
    return true;
}
function isMultiRoute(v) {
    if (!(0,reference_value/* isDict */.Zm)(v))
        return false;
    for (const k of ['first', 'second', 'third']) {
        const r = v.get(k);
        if (r === undefined || r === null || ((0,reference_value/* isDict */.Zm)(r) && r.size === 0))
            continue;
        if (!isRoute(r))
            return false;
    }
    return true;
}
/**
 * Checks a parsed cell against a route schema (transitlm-route, transitlm-multi-route,
 * transitlm-general-route). NaN/Infinity, which JSON Schema cannot express, are reported as
 * "must be a finite number".
 */
function checkRouteSchema(schema, value) {
    if ((schema === 'transitlm-route' && isRoute(value)) || (schema === 'transitlm-multi-route' && isMultiRoute(value)))
        return [];
    const plain = (0,reference_value/* toPlain */.Ul)(value);
    return (0,registry/* validateValue */.q0)(schema, plain).map((v) => {
        const at = (0,json_pointer/* valueAt */.f)(plain, v.pointer);
        if (typeof at === 'number' && !Number.isFinite(at))
            return { pointer: v.pointer, message: `must be a string or a finite number, is ${String(at)}` };
        return v;
    });
}
/** One line for a cell's violations: the first, plus how many more. */
function describeViolations(field, found) {
    const firstV = found[0];
    const more = found.length > 1 ? ` (+${found.length - 1} more)` : '';
    return `${field} ${firstV.pointer === '' ? '(cell)' : firstV.pointer}: ${firstV.message}${more}`;
}

// EXTERNAL MODULE: ./src/json/syntax.ts
var syntax = __webpack_require__(3407);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/row.ts







/** Python's json.loads messages (without the position) in plain words, for when the scanner does not agree. */
const PY_JSON_MESSAGES = new Map(Object.entries({
    "Expecting ',' delimiter": "a ',' is missing between two values",
    "Expecting ':' delimiter": "a ':' is missing after a key",
    'Expecting value': 'a value is missing',
    'Expecting property name enclosed in double quotes': 'a key must be in double quotes',
    'Unterminated string starting at': 'a string has no closing quote',
    'Invalid control character at': 'a control character inside a string',
    'Invalid \\escape': 'an invalid backslash escape',
    'Extra data': 'more text after the JSON value',
}));
/**
 * Longest cell (UTF-16 units) read as JSON: 8× the field limit of the official scripts' CSV
 * reader (131 072, where they abort), far beyond a route (a few kB). A longer cell is a row error
 * without being parsed: its value would take ≈ 20× its length in memory, per thread.
 */
const MAX_JSON_CELL_CHARS = 1 << 20;
function cellTooLarge(length) {
    return `the cell is ${length} characters long, more than the ${MAX_JSON_CELL_CHARS} a JSON cell is read up to: not parsed (the official scripts stop at ${csv/* FIELD_SIZE_LIMIT */.d})`;
}
/** Offset (UTF-16 units) of Python's position (code points) in `text`. */
function utf16Offset(text, codePoints) {
    let i = 0;
    for (let n = 0; n < codePoints && i < text.length; n++) {
        const c = text.charCodeAt(i);
        i += c >= 0xd800 && c <= 0xdbff && i + 1 < text.length ? 2 : 1;
    }
    return i;
}
/** Longest cell (UTF-16 units) the JSON scanner words; longer ones keep Python's message, in plain words. */
const SCANNED_CELL_MAX = 1 << 20;
/** Places named in the cell itself: `character 7`, `line 2, character 1`. */
function inCell(text) {
    return (offset) => {
        const at = (0,syntax/* positionOf */.df)(text, offset);
        return at.line === 1 ? `character ${at.column}` : `line ${at.line}, character ${at.column}`;
    };
}
function cellJsonMistake(text, python, place) {
    // A cell past a megabyte gets Python's words: the scanner would add seconds for one message.
    const found = text.length > SCANNED_CELL_MAX
        ? null
        : (0,syntax/* scanJson */.Ey)(text, { ...CELL_WORDING, place: (_text, offset) => place(offset) });
    if (found !== null && found.kind !== 'non-finite') {
        return {
            offset: found.offset,
            detail: found.message,
            scanned: true,
            afterValue: found.kind === 'second-value' || found.kind === 'after-value',
        };
    }
    return {
        offset: utf16Offset(text, python.position),
        detail: PY_JSON_MESSAGES.get(python.message) ?? null,
        scanned: false,
        afterValue: false,
    };
}
/** The message of a cell's JSON mistake: "the cell is not valid JSON: …". */
function mistakeMessage(mistake) {
    return mistake.detail === null ? 'the cell is not valid JSON' : `the cell is not valid JSON: ${mistake.detail}`;
}
/** A cell's end and places as the scanner's words name them (cellJsonMistake). */
const CELL_WORDING = { theEnd: 'the end of the cell', endOf: 'end of the cell' };
/**
 * One CSV row as the scorers read it: cells parsed as Python's json.loads would (raising where it
 * raises), route-schema checks per compat mode, and the row's notes (schema warnings,
 * compat-difference infos) collected for the suite diagnostics.
 */
class RowCells {
    header;
    row;
    item;
    routeSchema;
    /** Warnings and infos located at this row (never errors: a raise is the row error). */
    notes = [];
    /**
     * The cell that was not JSON when json() raised for it, and where in the cell the mistake is
     * (UTF-16 units): the diagnostic is located in the file after scoring (tasks/located.ts).
     */
    jsonError = null;
    seenDifferences = new Set();
    parsed = new Map();
    /** File as shown in diagnostics. */
    file;
    compat;
    /** Keys of the cells read as text (RowEnv.keys: one table for many rows). */
    keys;
    constructor(header, row, item, 
    /** What every row of a file shares (a RowEnv is one: no object per row). */
    env, 
    /** Route schema of the label and output cells. */
    routeSchema) {
        this.header = header;
        this.row = row;
        this.item = item;
        this.routeSchema = routeSchema;
        this.file = env.file;
        this.compat = env.compat;
        this.keys = env.keys ?? new json/* JsonKeys */.$s();
    }
    text(field) {
        return (0,records/* cell */.Hn)(this.header, this.row, field);
    }
    hasColumn(field) {
        return this.header.index.has(field);
    }
    /** Raises `missing-column` when the header lacks the column (Python KeyError). */
    requireColumn(field) {
        if (!this.hasColumn(field))
            throw new reference_value/* PyRaise */.O$('missing-column', `column "${field}" is missing`, field, null);
    }
    /** json.loads(sample[field]) with the row-error rules of the spec; parsed once per row. */
    json(field) {
        const done = this.parsed.get(field);
        if (done !== undefined)
            return done;
        this.requireColumn(field);
        const value = (0,records/* jsonCell */.LK)(this.header, this.row, field) ?? this.parseText(field);
        if (this.compat === 'corrected') {
            const at = (0,reference_value/* findNonFinite */.ke)(value);
            if (at !== null)
                throw new reference_value/* PyRaise */.O$('invalid-json', 'NaN/Infinity literal (a row error under --compat corrected)', field, at);
        }
        if (field === columns/* COLUMNS */.c.label || field === columns/* COLUMNS */.c.output)
            this.checkSchema(field, value);
        this.parsed.set(field, value);
        return value;
    }
    /** json.loads of the cell's text (a cell the CSV reader did not read as JSON). */
    parseText(field) {
        const text = this.text(field);
        if (text === undefined)
            throw new reference_value/* PyRaise */.O$('invalid-json', `the cell is absent (the row has only ${this.row.fields.length} fields)`, field, null);
        if (text.length > MAX_JSON_CELL_CHARS)
            throw new reference_value/* PyRaise */.O$('cell-too-large', cellTooLarge(text.length), field, null);
        const r = (0,json/* parsePyJson */.j5)(text, this.keys);
        if (r.ok)
            return r.value;
        if (text.trim() === '')
            throw new reference_value/* PyRaise */.O$('invalid-json', 'empty cell, expected JSON', field, null);
        const mistake = cellJsonMistake(text, r, inCell(text));
        this.jsonError = { field, offset: mistake.offset };
        // Located in the cell while rows are scored; in the file once the suite is (tasks/located.ts).
        const plain = mistake.scanned
            ? `${mistakeMessage(mistake)}, at ${inCell(text)(mistake.offset)} of the cell`
            : mistakeMessage(mistake);
        throw new reference_value/* PyRaise */.O$('invalid-json', `invalid JSON: ${(0,json/* describeJsonError */.M1)(text, r.message, r.position)}`, field, null, plain);
    }
    checkSchema(field, value) {
        const found = checkRouteSchema(this.routeSchema, value);
        if (found.length === 0)
            return;
        const first = found[0];
        const message = `route schema (${this.routeSchema}): ${describeViolations(field, found)}`;
        if (this.compat === 'corrected')
            throw new reference_value/* PyRaise */.O$('schema', message, field, first.pointer);
        this.note({ severity: 'warning', code: 'schema', field, pointer: first.pointer, message });
    }
    note(init) {
        this.notes.push({ file: this.file, line: this.row.line, row: this.row.row, item: this.item, ...init });
    }
    /** Listener for units read differently under --compat corrected (one info per value). */
    onCompatDifference = (d) => {
        const key = `${d.ref.field}\u0000${d.ref.pointer}`;
        if (this.seenDifferences.has(key))
            return;
        this.seenDifferences.add(key);
        this.note({
            severity: 'info',
            code: 'compat-difference',
            field: d.ref.field,
            pointer: d.ref.pointer,
            message: `${d.kind} ${(0,reference_value/* pyRepr */.n3)(d.raw).slice(0, 60)} reads ${d.corrected} (reference: ${d.reference})`,
        });
    };
}


/***/ }),

/***/ 3484:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ FunnelTally),
/* harmony export */   JR: () => (/* binding */ MetricSet),
/* harmony export */   LI: () => (/* binding */ round),
/* harmony export */   fA: () => (/* binding */ ROUND_LABELS),
/* harmony export */   g5: () => (/* binding */ Mean),
/* harmony export */   hx: () => (/* reexport safe */ _reference_final_score_js__WEBPACK_IMPORTED_MODULE_1__.h),
/* harmony export */   tt: () => (/* binding */ Rate)
/* harmony export */ });
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8719);
/* harmony import */ var _reference_final_score_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4238);

/** Sums in row order (as the reference adds them) and a count. */
class Mean {
    sum = 0;
    count = 0;
    add(x) {
        this.sum += x;
        this.count += 1;
    }
}
class Rate {
    passed = 0;
    input = 0;
    add(ok) {
        this.input += 1;
        if (ok)
            this.passed += 1;
    }
}
const ROUND_LABELS = {
    reachability: 'Round 1 · Reachability',
    station_grounding: 'Round 2 · Station grounding',
    distance_plausibility: 'Round 2 · Distance plausibility',
    iou: 'Round 3 · IoU',
    accuracy: 'Round 4 · Accuracy',
    preference: 'Round 5 · Preference',
};
function round(id, r) {
    return { id, label: ROUND_LABELS[id] ?? id, input: r.input, passed: r.passed };
}
/**
 * Builds the metrics object: a mean whose value is not finite becomes null with a
 * `non-finite-metric` warning (the reference prints nan); its non-finite sum is left out because
 * JSON cannot hold it.
 */
class MetricSet {
    metrics = {};
    warnings = [];
    mean(name, m, direction, unit) {
        const metric = { value: null, direction, count: m.count };
        if (unit !== undefined)
            metric.unit = unit;
        if (m.count > 0) {
            const v = m.sum / m.count;
            if (Number.isFinite(v))
                metric.value = v;
            else
                this.warnings.push({
                    severity: 'warning',
                    code: 'non-finite-metric',
                    message: `${name} is not finite (${String(v)}; the reference prints ${Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf'}): reported as null`,
                });
        }
        if (Number.isFinite(m.sum))
            metric.sum = m.sum;
        this.metrics[name] = metric;
    }
    rate(name, r, direction) {
        this.metrics[name] = {
            value: r.input > 0 ? r.passed / r.input : null,
            direction,
            passed: r.passed,
            input: r.input,
        };
    }
    value(name, value, direction) {
        this.metrics[name] = { value, direction };
    }
}

/**
 * Rounds 1–4 of the funnel with their means and rates, shared by the single, personalized and
 * diversity scorers (diversity judges rounds 1–2 on the first route and 3–4 on the best match).
 */
class FunnelTally {
    reach = new Rate();
    grounding = new Rate();
    plausibility = new Rate();
    iou = new Rate();
    accuracy = new Rate();
    lineIou = new Mean();
    stationIou = new Mean();
    score = new Mean();
    labelScore = new Mean();
    deviation = new Mean();
    mapes = { distance: new Mean(), time: new Mean(), fare: new Mean() };
    accurate = { distance: new Rate(), time: new Rate(), fare: new Rate(), transfer: new Rate() };
    /**
     * A reachable row: grounding and plausibility of `ends`, IoU and accuracy of `matched` (the
     * same route outside diversity). Returns whether `matched` passed the IoU round.
     */
    reachableRow(ends, matched) {
        this.grounding.add(ends.grounding);
        this.plausibility.add(ends.plausibility);
        this.lineIou.add(matched.lineIou);
        this.stationIou.add(matched.stationIou);
        this.score.add(matched.score);
        this.labelScore.add(matched.labelScore);
        this.deviation.add(matched.deviation);
        const iou = (0,_route_js__WEBPACK_IMPORTED_MODULE_0__/* .iouPasses */ .Vs)(matched);
        this.iou.add(iou);
        if (iou) {
            this.accuracy.add(matched.accurate);
            this.mapes.distance.add(matched.distanceMape);
            this.mapes.time.add(matched.timeMape);
            this.mapes.fare.add(matched.fareMape);
            this.accurate.distance.add(matched.distanceAccurate);
            this.accurate.time.add(matched.timeAccurate);
            this.accurate.fare.add(matched.fareAccurate);
            this.accurate.transfer.add(matched.transferAccurate);
        }
        return iou;
    }
    rounds() {
        return [
            round('reachability', this.reach),
            round('station_grounding', this.grounding),
            round('distance_plausibility', this.plausibility),
            round('iou', this.iou),
            round('accuracy', this.accuracy),
        ];
    }
    /** The funnel metrics in the reference's order; personalized prints no expert scores or MAPEs. */
    addMetrics(m, withScoresAndMapes) {
        m.mean('line_iou_mean', this.lineIou, 'higher');
        m.mean('station_iou_mean', this.stationIou, 'higher');
        if (withScoresAndMapes) {
            m.mean('expert_score_mean', this.score, 'none');
            m.mean('label_expert_score_mean', this.labelScore, 'none');
            m.mean('expert_score_deviation_pct', this.deviation, 'none');
            m.mean('distance_mape', this.mapes.distance, 'lower', '%');
            m.mean('time_mape', this.mapes.time, 'lower', '%');
            m.mean('fare_mape', this.mapes.fare, 'lower', '%');
        }
        m.rate('distance_accuracy', this.accurate.distance, 'higher');
        m.rate('time_accuracy', this.accurate.time, 'higher');
        m.rate('fare_accuracy', this.accurate.fare, 'higher');
        m.rate('transfer_distance_accuracy', this.accurate.transfer, 'higher');
    }
}


/***/ }),

/***/ 9596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ latin1Slice),
/* harmony export */   _: () => (/* binding */ utf8Slice)
/* harmony export */ });
const prototype = Buffer.prototype;
const utf8Slice = prototype.utf8Slice;
const latin1Slice = prototype.latin1Slice;


/***/ }),

/***/ 1360:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ collectGarbage),
/* harmony export */   r: () => (/* binding */ HeapBound)
/* harmony export */ });
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8877);
/* harmony import */ var node_v8__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_v8__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(714);
/* harmony import */ var node_vm__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_vm__WEBPACK_IMPORTED_MODULE_1__);


let gc;
/**
 * One full garbage collection, where V8 allows it (else nothing). For the end of a phase that
 * leaves large buffers behind, e.g. a station file read in two parts: the worker's part (~20 MB
 * for 10⁶ stations) is garbage once merged, and with a small JS heap V8 would keep it until the
 * end of the run, adding it to the peak. V8 installs `gc` in contexts created after the flag is
 * set; the flag changes nothing else.
 */
function collectGarbage() {
    if (gc === undefined) {
        try {
            node_v8__WEBPACK_IMPORTED_MODULE_0___default().setFlagsFromString('--expose-gc');
            gc = node_vm__WEBPACK_IMPORTED_MODULE_1___default().runInNewContext('gc');
        }
        catch {
            gc = null;
        }
    }
    gc?.();
}
const usedHeap = () => node_v8__WEBPACK_IMPORTED_MODULE_0___default().getHeapStatistics().used_heap_size;
/**
 * Bounds the garbage a long loop leaves in the JS heap: `check()` runs one full collection when
 * the heap has grown by `slackBytes` since the last one, so the peak is the live data plus the
 * slack. V8 alone lets old-generation garbage run to tens of MB before it collects, and when is
 * a matter of timing: the peak of the same run varied by ≈ 40 MB. The collections replace
 * V8's own rather than adding to them (no time cost measured).
 */
class HeapBound {
    slackBytes;
    floor = usedHeap();
    constructor(slackBytes) {
        this.slackBytes = slackBytes;
    }
    /** Whether it collected. */
    check() {
        if (usedHeap() <= this.floor + this.slackBytes)
            return false;
        collectGarbage();
        this.floor = usedHeap();
        return true;
    }
}


/***/ })

};
