export const id = 653;
export const ids = [653];
export const modules = {

/***/ 5000:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  yk: () => (/* binding */ DictCsvReader),
  dy: () => (/* binding */ FIELD_SIZE_LIMIT),
  Z7: () => (/* binding */ afterTail),
  Hn: () => (/* binding */ cell),
  MY: () => (/* binding */ csvHeader),
  _R: () => (/* binding */ fieldSource),
  LK: () => (/* binding */ jsonCell),
  rT: () => (/* binding */ jsonColumnMask),
  N5: () => (/* binding */ parseRecordBatch)
});

// UNUSED EXPORTS: CsvByteParser

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __webpack_require__(4573);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
;// CONCATENATED MODULE: ./src/core/bytes.ts
const bytes_prototype = Buffer.prototype;
const utf8Slice = bytes_prototype.utf8Slice;
const latin1Slice = bytes_prototype.latin1Slice;

// EXTERNAL MODULE: ./src/benchmarks/transitlm/python.ts
var python = __webpack_require__(2809);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/csv-json.ts


/**
 * json.loads of a quoted CSV cell, read straight from the file's bytes: a JSON quote is `""`
 * there, and the cell is neither unescaped into a buffer nor decoded to a string first (route
 * cells are most of the input; those two passes cost more than the JSON itself).
 *
 * It gives the value `parsePyJson` gives for the unescaped, decoded cell, or gives up. Python
 * words a bad cell's error by its position in decoded characters, so this reader reports none:
 * on anything it does not accept (bad JSON, an escape it cannot read, a cell that goes on after
 * its closing quote, the end of the bytes) it returns -1 and the caller reads the cell the usual
 * way, which raises exactly as Python does. The bytes are valid UTF-8 (the CSV reader checks them).
 */
class CsvJsonCell {
    /** The value of the cell last read. */
    value = null;
    /** Line breaks inside the cell last read (whitespace between tokens): physical lines. */
    lines = 0;
    buf = EMPTY;
    latin1 = '';
    n = 0;
    i = 0;
    /** KEYS slot of the key last read (-1: not cached). */
    keySlot = -1;
    /**
     * Reads the cell whose opening quote is at `buf[at]`; returns the index after its closing
     * quote (the caller checks what follows: a comma, a line break or the end), or -1. `latin1`:
     * all of `buf` decoded as Latin-1 (one character per byte), which a caller reading many cells
     * of the same bytes decodes once: an ASCII string of a cell is cut from it (a native decode
     * per string costs more than the rest of the JSON).
     */
    read(buf, at, latin1 = latin1Slice.call(buf, 0, buf.length)) {
        this.buf = buf;
        this.latin1 = latin1;
        this.n = buf.length;
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
        while (i < n && (0,python/* isAsciiDigit */.DB)(buf[i]))
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
        if (i + 1 < this.n && buf[i] === 46 && (0,python/* isAsciiDigit */.DB)(buf[i + 1])) {
            isFloat = true;
            i = this.digits(i + 2);
        }
        if (i < this.n && (buf[i] === 101 || buf[i] === 69)) {
            let j = i + 1;
            if (j < this.n && (buf[j] === 43 || buf[j] === 45))
                j++;
            if (j < this.n && (0,python/* isAsciiDigit */.DB)(buf[j])) {
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
                    return utf8Slice.call(buf, start, i);
                // V8 copies a substring under 13 characters; a longer one would keep all of `latin1` alive.
                return i - start < 13 ? this.latin1.slice(start, i) : latin1Slice.call(buf, start, i);
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
        let out = utf8Slice.call(buf, start, i);
        let run = i; // start of the escape-free text not added yet
        while (i < n) {
            const b = buf[i];
            if (b === QUOTE) {
                if (i + 1 >= n || buf[i + 1] !== QUOTE)
                    throw GIVE_UP;
                this.i = i + 2;
                return out + utf8Slice.call(buf, run, i);
            }
            if (b < 32)
                throw GIVE_UP;
            if (b !== BACKSLASH) {
                i++;
                continue;
            }
            out += utf8Slice.call(buf, run, i);
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
     * An object key: the dozen keys of route cells come from KEYS, with no allocation. Route cells
     * list their keys in the same order, so the key that followed `prev` (a KEYS slot, or
     * FIRST_KEY) last time is tried first: one pass over the bytes instead of hashing them.
     * `keySlot` is then the key's slot (-1: not cached).
     */
    key(prev) {
        const buf = this.buf;
        const n = this.n;
        const start = this.i + 2;
        if (this.i + 1 < n && buf[this.i + 1] === QUOTE) {
            const guess = prev < 0 ? -1 : NEXT_KEY[prev];
            const likely = guess < 0 ? undefined : KEYS[guess];
            if (likely !== undefined) {
                const end = start + likely.length;
                if (end + 1 < n && buf[end] === QUOTE && buf[end + 1] === QUOTE && sameBytes(likely, buf, start)) {
                    this.i = end + 2;
                    this.keySlot = guess;
                    return likely;
                }
            }
            let h = 0;
            for (let i = start; i < n && i - start <= python/* MAX_CACHED_KEY */.wV; i++) {
                const b = buf[i];
                if (b === QUOTE) {
                    if (i + 1 >= n || buf[i + 1] !== QUOTE)
                        break;
                    const len = i - start;
                    const slot = (h ^ len) & (KEYS.length - 1);
                    let key = KEYS[slot];
                    if (key === undefined || key.length !== len || !sameBytes(key, buf, start))
                        KEYS[slot] = key = (0,python/* internalised */.$P)(this.latin1.slice(start, i));
                    this.i = i + 2;
                    if (prev >= 0)
                        NEXT_KEY[prev] = slot;
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
        if (depth > python/* MAX_JSON_DEPTH */.KX)
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
        if (depth > python/* MAX_JSON_DEPTH */.KX)
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
const KEYS = new Array(256).fill(undefined);
/** The KEYS slot of the key that followed each slot's key last time (-1: none yet); FIRST_KEY: an object's first key. */
const FIRST_KEY = KEYS.length;
const NEXT_KEY = new Int16Array(KEYS.length + 1).fill(-1);
/** Whether the ASCII `key` is at `buf[at]`. */
function sameBytes(key, buf, at) {
    for (let k = 0; k < key.length; k++)
        if (key.charCodeAt(k) !== buf[at + k])
            return false;
    return true;
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

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/csv.ts





/**
 * A streaming CSV reader with exactly the semantics of Python's `csv.DictReader` (excel dialect,
 * non-strict) over a file opened in text mode (universal newlines), as the official TransitLM
 * scripts read their inputs:
 * - `\r\n`, `\r` and `\n` all end a line (inside quotes each becomes `\n`);
 * - `""` inside quotes is a quote, a quote inside an unquoted field is literal, text after a
 *   closing quote is appended, an unterminated quote runs to the end of the file;
 * - an empty line is an empty record (skipped by the dict layer; as the very first record it
 *   becomes an empty header, as in Python);
 * - duplicate header names: the last column wins; a short row leaves its missing cells absent
 *   (`undefined`); extra cells are ignored.
 * Whole-file problems (undecodable UTF-8, NUL characters, I/O) stop the reader and are returned
 * as a value in `problem`, never thrown.
 */
/** Python's csv.field_size_limit() default; longer fields make the reference abort. */
const FIELD_SIZE_LIMIT = 131072;
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
const csv_QUOTE = 0x22;
const COMMA = 0x2c;
const csv_LF = 0x0a;
const CR = 0x0d;
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
    /** Newlines inside the quoted fields of the record being parsed. */
    quotedLines = 0;
    /** The data being parsed as a string when it is all ASCII (byte offsets = string offsets). */
    text = null;
    /** The data being parsed decoded as Latin-1 (byte offsets = string offsets), for the JSON reader: decoded once, when it first reads a cell. */
    latin1 = null;
    ranges = { count: 0, start: new Int32Array(16), end: new Int32Array(16), inScratch: new Uint8Array(16), data: Buffer.alloc(0), scratch: this.scratch, line: 1, oversized: null };
    /** The JSON values of the record being parsed. */
    values = null;
    json = null;
    jsonColumns = null;
    /** Records go to exactly one of the outputs (see CsvOutput); `jsonColumns`: see useJsonColumns. */
    constructor(output, jsonColumns = null) {
        this.output = output;
        if (jsonColumns !== null)
            this.useJsonColumns(jsonColumns);
    }
    /**
     * For strings: 1 at the index of each field to read as JSON straight from the bytes
     * (CsvRecord.values) when it can; a field it cannot read so is read as text (json.loads of
     * that text then raises).
     */
    useJsonColumns(columns) {
        this.jsonColumns = columns;
        this.json ??= new CsvJsonCell();
    }
    push(chunk) {
        if (this.carry !== null) {
            this.waiting.push(chunk);
            this.waitingBytes += chunk.length;
            if (chunk.indexOf(csv_LF) === -1 && chunk.indexOf(CR) === -1)
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
        const buf = this.waiting.length === 0 ? this.carry : Buffer.concat([this.carry, ...this.waiting], this.carry.length + this.waitingBytes);
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
    /** The record not parsed yet (it continues in the next chunk) and the line where it starts. */
    pending() {
        const bytes = this.unparsed();
        if (bytes !== null)
            this.carry = bytes;
        return bytes === null ? null : { bytes, line: this.line };
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
        this.text = this.output.strings !== undefined && (0,external_node_buffer_.isAscii)(buf) ? latin1Slice.call(buf, 0, n) : null;
        this.ranges.data = buf;
        let pos = 0;
        while (pos < n) {
            if (buf[pos] === csv_LF) {
                this.ranges.count = 0;
                this.deliver(pos, pos + 1);
                this.line += 1;
                pos += 1;
                continue;
            }
            this.quotedLines = 0;
            const next = this.record(buf, pos, eof);
            if (next === -1)
                return pos;
            this.deliver(pos, next);
            this.line += this.quotedLines + (buf[next - 1] === csv_LF ? 1 : 0);
            pos = next;
        }
        return pos;
    }
    addRange(from, to, inScratch) {
        const r = this.ranges;
        const k = r.count;
        if (k === r.start.length) {
            const grow = (a, make) => {
                const next = make(a.length * 2);
                next.set(a);
                return next;
            };
            r.start = grow(r.start, (n) => new Int32Array(n));
            r.end = grow(r.end, (n) => new Int32Array(n));
            r.inScratch = grow(r.inScratch, (n) => new Uint8Array(n));
        }
        r.start[k] = from;
        r.end[k] = to;
        r.inScratch[k] = inScratch;
        r.count = k + 1;
        if (to - from > FIELD_SIZE_LIMIT && utf8CodePoints(inScratch === 1 ? this.scratch : r.data, from, to) > FIELD_SIZE_LIMIT)
            (r.oversized ??= []).push(k);
    }
    /** Hands the record at data[from, to) on: as its bounds, as ranges or as strings. */
    deliver(from, to) {
        const r = this.ranges;
        r.line = this.line;
        const { bounds, ranges, strings } = this.output;
        if (bounds !== undefined)
            bounds(r.data, from, to, this.line);
        else if (ranges !== undefined)
            ranges(r);
        else if (strings !== undefined) {
            const fields = [];
            const text = this.text;
            for (let k = 0; k < r.count; k++) {
                const from = r.start[k];
                const to = r.end[k];
                if (from === to)
                    fields.push('');
                else if (r.inScratch[k] === 1)
                    fields.push(utf8Slice.call(this.scratch, from, to));
                // Only short cuts: V8 copies a substring under 13 characters, longer ones would keep the
                // whole chunk's string alive for as long as the cell (e.g. an interned stop id) lives.
                else
                    fields.push(text !== null && to - from < 13 ? text.slice(from, to) : utf8Slice.call(r.data, from, to));
            }
            strings({ fields, line: r.line, oversized: r.oversized, values: this.values });
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
        this.latin1 ??= this.text ?? latin1Slice.call(buf, 0, buf.length);
        const after = json.read(buf, at, this.latin1);
        if (after === -1)
            return -1;
        // Text after the closing quote would be part of the cell; a cell this long may be over the field limit.
        if (after < buf.length ? buf[after] !== COMMA && buf[after] !== csv_LF : !eof)
            return -1;
        if (after - at > FIELD_SIZE_LIMIT)
            return -1;
        (this.values ??= [])[k] = json.value;
        this.quotedLines += json.lines;
        this.addRange(at, at, 0); // no text: the value stands for it
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
                this.addRange(i, i, 0); // "a," at the very end: an empty last field
                break;
            }
            const quoted = buf[i] === csv_QUOTE;
            const afterJson = quoted && this.json !== null ? this.jsonField(buf, i, eof) : -1;
            if (afterJson !== -1)
                i = afterJson;
            else if (quoted) {
                const from = o;
                let j = i + 1;
                for (;;) {
                    if (j >= n) {
                        if (!eof)
                            return -1;
                        break; // unterminated quote: runs to the end of the file
                    }
                    const b = buf[j];
                    if (b === csv_QUOTE) {
                        if (j + 1 >= n && !eof)
                            return -1;
                        if (buf[j + 1] === csv_QUOTE) {
                            out[o++] = csv_QUOTE; // "" → "
                            j += 2;
                            continue;
                        }
                        j += 1; // closing quote
                        break;
                    }
                    if (b === csv_LF)
                        this.quotedLines += 1;
                    out[o++] = b;
                    j += 1;
                }
                // Text after a closing quote is appended (quotes there are literal).
                while (j < n && buf[j] !== COMMA && buf[j] !== csv_LF) {
                    out[o++] = buf[j];
                    j++;
                }
                if (j >= n && !eof)
                    return -1;
                this.addRange(from, o, 1);
                i = j;
            }
            else {
                let j = i;
                while (j < n) {
                    const c = buf[j];
                    if (c === COMMA || c === csv_LF)
                        break;
                    j++;
                }
                if (j >= n && !eof)
                    return -1;
                this.addRange(i, j, 0);
                i = j;
            }
            if (i >= n)
                break;
            if (buf[i] === csv_LF) {
                i += 1;
                break;
            }
            i += 1; // comma
            if (i >= n && eof) {
                this.addRange(i, i, 0);
                break;
            }
        }
        return i;
    }
}
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
            out[o++] = csv_LF;
            if (bytes[i + 1] === csv_LF)
                i++;
        }
        else
            out[o++] = b;
    }
    return out.subarray(0, o);
}
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
/**
 * Parses a batch into rows numbered from 1 (on any thread), exactly as `rows()` reads them; each
 * row goes through `take` as soon as it is parsed (the batch's parsed cells need not all be alive at once).
 */
function parseRecordBatch(batch, jsonColumns = null, take = (row) => row) {
    const rows = [];
    const parser = new CsvByteParser({
        strings: (r) => {
            if (r.fields.length > 0)
                rows.push(take({ row: rows.length + 1, line: r.line, fields: r.fields, oversized: r.oversized, values: r.values }));
        },
    }, jsonColumns);
    parser.line = batch.line;
    parser.push(Buffer.from(batch.bytes.buffer, batch.bytes.byteOffset, batch.bytes.byteLength));
    if (batch.end)
        parser.end();
    const tail = parser.pending();
    return { rows, tail: tail === null ? null : { bytes: new Uint8Array(tail.bytes), line: tail.line } };
}
/**
 * The batch to parse after one that left `tail` unfinished: the cut was inside a quoted field, so
 * `next` does not start at a record; it is parsed again from where that record starts. Rare: it
 * takes a line break inside quotes right at a cut.
 */
function afterTail(tail, next) {
    return { bytes: Buffer.concat([tail.bytes, next.bytes]), line: tail.line, end: next.end };
}
/** A header from its column names (of duplicate names the last wins). */
function csvHeader(names) {
    const index = new Map();
    names.forEach((name, k) => index.set(name, k));
    return { names, index };
}
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
        const cut = bytes.lastIndexOf(csv_LF) + 1;
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
        this.batches.push({ bytes: batch, line: this.line, end: false });
        this.line += countNewlines(bytes, 0, cut); // the leftover has none: it follows the last one
        this.rest = cut < bytes.length ? bytes.subarray(cut) : null;
    }
    end() {
        if (this.restParts.length > 0)
            this.rest = Buffer.concat([this.rest, ...this.restParts]);
        this.restParts = [];
        const bytes = this.buffer(this.rest === null ? 0 : this.rest.length);
        if (this.rest !== null)
            bytes.set(this.rest);
        this.batches.push({ bytes, line: this.line, end: true });
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
const DEFAULT_CHUNK = 1 << 20;
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
    constructor(file, options = {}) {
        this.file = file;
        this.options = options;
        if (options.part !== undefined && options.part.header !== null)
            this.header = csvHeader(options.part.header);
    }
    headerOf(fields) {
        return (this.header = csvHeader(fields));
    }
    /** The data rows, a read at a time; cells of the `jsonColumns` are read as JSON where they can be (CsvRow.values). */
    async *rows(jsonColumns = []) {
        let pending = [];
        const parser = new CsvByteParser({
            strings: (r) => {
                if (this.header !== null) {
                    pending.push(r);
                    return;
                }
                const header = this.headerOf(r.fields);
                if (jsonColumns.length > 0)
                    parser.useJsonColumns(jsonColumnMask(header, jsonColumns));
            },
        });
        if (this.header !== null && jsonColumns.length > 0)
            parser.useJsonColumns(jsonColumnMask(this.header, jsonColumns)); // a part: the header was read elsewhere
        let row = 0;
        const take = () => {
            const out = [];
            for (const r of pending) {
                if (r.fields.length === 0)
                    continue;
                row += 1;
                out.push({ row, line: r.line, fields: r.fields, oversized: r.oversized, values: r.values });
            }
            pending = [];
            return out;
        };
        const flush = function* () {
            const out = take();
            if (out.length > 0)
                yield out;
        };
        for await (const _ of this.feed(parser))
            yield* flush();
        yield* flush(); // the records before a whole-file problem
    }
    /**
     * Streams the data rows as byte ranges (the header is read as strings first); `onRow` returns
     * false to stop reading. For consumers that need bytes, not strings (the station loader).
     */
    async eachRange(onRow) {
        let row = 0;
        let stopped = false;
        const parser = new CsvByteParser({
            ranges: (r) => {
                if (stopped)
                    return;
                if (this.header === null) {
                    const names = [];
                    for (let k = 0; k < r.count; k++)
                        names.push(fieldSource(r, k).toString('utf8', r.start[k], r.end[k]));
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
        for await (const _ of this.feed(parser))
            if (stopped)
                return;
    }
    /**
     * Streams the data rows as batches of whole lines, one per read, neither decoded nor parsed:
     * the worker threads that score them find the records (see RecordBatch). The header is read here.
     * `spare`: buffers of batches that are done with (the caller adds them), reused for new batches.
     */
    async *recordBatches(spare = []) {
        const lines = new LineCutter(spare, 2 * (this.options.chunkSize ?? DEFAULT_CHUNK));
        let rest = null;
        const headerParser = new CsvByteParser({
            bounds: (data, from, to, line) => {
                if (this.header !== null)
                    return; // a record after the header: the cutter takes it from `rest`
                let names = [];
                const header = new CsvByteParser({ strings: (r) => (names = r.fields) });
                header.push(data.subarray(from, to));
                header.end();
                this.headerOf(names);
                rest = { bytes: data.subarray(to), line: line + countNewlines(data, from, to) };
            },
        });
        // Bytes go to the header parser until it has the header, then to the cutter.
        const toHeader = (send) => {
            send();
            if (rest === null)
                return;
            lines.line = rest.line;
            lines.push(rest.bytes);
            rest = null;
        };
        const sink = {
            push: (bytes) => (this.header === null ? toHeader(() => headerParser.push(bytes)) : lines.push(bytes)),
            end: () => {
                if (this.header === null)
                    toHeader(() => headerParser.end());
                if (this.header !== null)
                    lines.end();
            },
            lineAtEnd: () => (this.header === null ? headerParser.lineAtEnd() : lines.lineAtEnd()),
            pendingBytes: () => (this.header === null ? headerParser.pendingBytes() : lines.pendingBytes()),
        };
        for await (const _ of this.feed(sink))
            yield* lines.take();
        // After a whole-file problem: no end batch, the unfinished record at the problem is dropped.
        yield* lines.take();
    }
    /** Reads the file into `parser` (UTF-8 checks, BOM, universal newlines); yields after each chunk. */
    async *feed(parser) {
        const part = this.options.part;
        let first = part === undefined || part.start === 0;
        let pendingCR = false;
        let partial = null; // an incomplete UTF-8 sequence at the end of the last chunk
        const feed = (raw, last) => {
            let bytes = partial === null ? raw : Buffer.concat([partial, raw]);
            partial = null;
            if (!last) {
                const cut = incompleteTail(bytes);
                if (cut < bytes.length) {
                    partial = Buffer.from(bytes.subarray(cut));
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
            if (first && bytes.length > 0) {
                first = false;
                if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
                    this.bomStripped = true;
                    bytes = bytes.subarray(3);
                }
            }
            // The \r ending the last chunk was a line break: a \n right after it belongs to it (once).
            if (pendingCR && bytes.length > 0) {
                pendingCR = false;
                if (bytes[0] === csv_LF)
                    bytes = bytes.subarray(1);
            }
            if (bytes.length > 0) {
                pendingCR = bytes[bytes.length - 1] === 0x0d;
                if (bytes.indexOf(0x0d) !== -1)
                    bytes = normaliseNewlines(bytes);
                const nul = bytes.indexOf(0);
                if (nul !== -1) {
                    problem = 'nul-byte';
                    bytes = bytes.subarray(0, nul);
                }
                parser.push(bytes);
            }
            if (problem === null)
                return true;
            const line = parser.lineAtEnd();
            const message = problem === 'nul-byte' ? 'the file contains a NUL character' : `the file is not valid UTF-8 (line ${line})`;
            this.problem = { code: problem, message, line };
            return false;
        };
        const range = part === undefined ? {} : { start: part.start, ...(part.end === null ? {} : { end: part.end - 1 }) };
        const stream = (0,external_node_fs_.createReadStream)(this.file, { highWaterMark: this.options.chunkSize ?? DEFAULT_CHUNK, ...range });
        const hash = this.options.sha256 === true && part === undefined ? (0,external_node_crypto_.createHash)('sha256') : null;
        try {
            for await (const chunk of stream) {
                hash?.update(chunk);
                if (!feed(chunk, false))
                    return;
                yield;
            }
            if (partial !== null && !feed(Buffer.alloc(0), true))
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
            const reason = code === 'ENOENT' ? 'file not found' : code === 'EISDIR' ? 'is a directory' : code === 'EACCES' ? 'permission denied' : String(error.message ?? error);
            this.problem = { code: 'io', message: reason, line: null };
        }
        finally {
            stream.destroy();
        }
    }
}


/***/ }),

/***/ 5653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ RowPool)
/* harmony export */ });
/* harmony import */ var _core_memory_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1360);
/* harmony import */ var _core_threads_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2795);
/* harmony import */ var _results_inputs_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1385);
/* harmony import */ var _csv_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5000);
/* harmony import */ var _row_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8648);
/* harmony import */ var _rows_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(950);
/* harmony import */ var _stations_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(554);







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
(0,_core_threads_js__WEBPACK_IMPORTED_MODULE_1__/* .registerWorkerJob */ .p2)(JOB, (data, port) => {
    const { task, compat, shard } = data;
    let graphScorer = null;
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
            graphScorer = (0,_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .taskScorer */ .k$)(task, (0,_stations_js__WEBPACK_IMPORTED_MODULE_6__/* .stationGraphOf */ .Mr)(request.tables));
        else if (request.kind === 'stations') {
            const { seq, file, start, header } = request;
            inTurn(async () => {
                const part = await (0,_stations_js__WEBPACK_IMPORTED_MODULE_6__/* .readStationPart */ .OR)(file, start, header);
                answer(seq, part, (0,_stations_js__WEBPACK_IMPORTED_MODULE_6__/* .partBuffers */ .vq)(part));
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
            const { rows, tail } = evaluateBatch(batch, names, { file, compat, shard, batchNumbered: true }, scorer);
            const moved = [batch.bytes.buffer, ...(tail === null ? [] : [tail.bytes.buffer])];
            answer(seq, [rows.map((r) => (0,_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .packRow */ .iE)(r, scorer)), tail, batch.bytes], moved);
        }
    });
});
/** The rows of a batch evaluated on this thread (a worker's, or the main thread's share), numbered within the batch. */
function evaluateBatch(batch, names, env, scorer) {
    const header = (0,_csv_js__WEBPACK_IMPORTED_MODULE_3__/* .csvHeader */ .MY)(names);
    return (0,_csv_js__WEBPACK_IMPORTED_MODULE_3__/* .parseRecordBatch */ .N5)(batch, (0,_csv_js__WEBPACK_IMPORTED_MODULE_3__/* .jsonColumnMask */ .rT)(header, _row_js__WEBPACK_IMPORTED_MODULE_4__/* .JSON_COLUMNS */ .bY), (row) => (0,_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .evaluateRow */ .Wd)(header, row, env, scorer));
}
/** Batches in flight per worker: enough to keep each busy while the main thread counts. */
const IN_FLIGHT = 3;
/**
 * Batches the main thread may evaluate ahead of the oldest uncounted one: while a worker's batch
 * is pending, the main thread goes on with batches of its own instead of waiting for it.
 */
const MAIN_AHEAD = 8;
/**
 * Garbage the main thread may gather before a full collection, checked every few batches: it
 * evaluates, unpacks and counts rows, and what survives a while (batches waiting their turn)
 * reaches the old generation. 16 MB took the peak of 100k rows from 212–236 MB to 202–209 MB.
 */
const MAIN_GARBAGE = 16 << 20;
const CHECK_EVERY = 16;
class RowPool {
    workers = [];
    /** Batches in flight per worker. */
    load = [];
    waiting = new Map();
    seq = 0;
    failure = null;
    /** The main thread's own scorer of the task (it evaluates batches too, and unpacks). */
    scorer = null;
    /** Hash requests held back until the station part is asked for (or the graph is loaded without it). */
    heldHashes = [];
    /** Starts the workers: they load this program while the main thread starts on the station graph. */
    constructor(threads, data) {
        for (let k = 0; k < threads; k++) {
            const worker = (0,_core_threads_js__WEBPACK_IMPORTED_MODULE_1__/* .startWorker */ .Dh)(JOB, import.meta.url, data);
            worker.on('message', ({ seq, value }) => {
                const w = this.waiting.get(seq);
                if (w === undefined)
                    return;
                this.waiting.delete(seq);
                w.resolve(value);
            });
            worker.on('error', (error) => this.fail(error));
            worker.on('exit', (code) => {
                if (this.waiting.size > 0)
                    this.fail(new Error(`a row worker exited (code ${code}) with work in flight`));
            });
            this.workers.push(worker);
            this.load.push(0);
        }
    }
    fail(error) {
        this.failure ??= error;
        for (const w of this.waiting.values())
            w.reject(error);
        this.waiting.clear();
    }
    /** Posts a request to worker k; the promise settles with the answer to `seq`. */
    ask(k, seq, request, transfer = []) {
        if (this.failure !== null)
            return Promise.reject(this.failure);
        const answer = new Promise((resolve, reject) => this.waiting.set(seq, { resolve: resolve, reject }));
        answer.catch(() => undefined); // a caller that stopped early must not see an unhandled rejection
        this.workers[k].postMessage(request, transfer);
        return answer;
    }
    loadStationPart(file, start, header) {
        const seq = this.seq;
        this.seq += 2;
        const sha256 = new Promise((resolve) => this.waiting.set(seq + 1, { resolve: resolve, reject: () => resolve(null) }));
        const part = this.ask(0, seq, { kind: 'stations', seq, file, start, header });
        this.releaseHashes();
        return { part, sha256 };
    }
    /**
     * The SHA-256 of a file, computed by a worker (null if it cannot read it). Asked for before the
     * station graph is loaded, a worker hashes the inputs while the main thread is still reading
     * and merging the station file, after its own part of it.
     */
    sha256(file) {
        const seq = this.seq++;
        const answer = new Promise((resolve) => this.waiting.set(seq, { resolve: resolve, reject: () => resolve(null) }));
        const send = () => {
            if (this.failure === null)
                this.workers[this.workers.length - 1].postMessage({ kind: 'hash', seq, file });
        };
        if (this.heldHashes !== null)
            this.heldHashes.push(send);
        else
            send();
        return answer;
    }
    releaseHashes() {
        const held = this.heldHashes ?? [];
        this.heldHashes = null;
        for (const send of held)
            send();
    }
    /** Hands the loaded graph to the workers; `scorer` is this thread's scorer over the same graph. */
    useGraph(tables, scorer) {
        this.scorer = scorer;
        this.releaseHashes();
        for (const w of this.workers)
            w.postMessage({ kind: 'graph', tables });
    }
    /** The worker with the fewest batches in flight, or -1 when every worker has its fill. */
    idleWorker() {
        let k = -1;
        for (let j = 0; j < this.load.length; j++)
            if (this.load[j] < IN_FLIGHT && (k < 0 || this.load[j] < this.load[k]))
                k = j;
        return k;
    }
    /**
     * Evaluates the rows of one batch on worker k. Its bytes move there and back with the answer
     * (never copied), in case the batch must be parsed again here.
     */
    post(k, file, names, batch) {
        const seq = this.seq++;
        this.load[k] = this.load[k] + 1;
        const scorer = this.scorer;
        return this.ask(k, seq, { kind: 'batch', seq, file, names, batch }, [batch.bytes.buffer]).then(([packed, tail, bytes]) => {
            this.load[k] = this.load[k] - 1;
            batch.bytes = bytes;
            return { rows: packed.map((r) => (0,_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .unpackRow */ .N2)(r, scorer)), tail };
        });
    }
    /**
     * The row results of a file, in file order. A batch goes to a worker with room, else this
     * thread evaluates it: the main thread, which also cuts the file and counts every row, takes
     * the share of evaluation it has time for.
     */
    async *rows(reader, env) {
        const batchEnv = { ...env, batchNumbered: true };
        const queue = [];
        const scorer = this.scorer;
        let rowsBefore = 0;
        let tail = null;
        // Buffers of counted batches, for the reader to cut new batches into.
        const spare = [];
        const heap = new _core_memory_js__WEBPACK_IMPORTED_MODULE_0__/* .HeapBound */ .r(MAIN_GARBAGE);
        let counted = 0;
        // The rows of the oldest batch, numbered in the file. After an unfinished record the batch is
        // parsed again here from that record's start (the worker's answer did not start at a record).
        const next = async () => {
            const { batch, names, answer } = queue.shift();
            let parsed = await answer;
            if (tail !== null)
                parsed = evaluateBatch((0,_csv_js__WEBPACK_IMPORTED_MODULE_3__/* .afterTail */ .Z7)(tail, batch), names, batchEnv, scorer);
            tail = parsed.tail;
            for (const r of parsed.rows)
                (0,_rows_js__WEBPACK_IMPORTED_MODULE_5__/* .renumberRow */ .d3)(r, rowsBefore, env.shard);
            rowsBefore += parsed.rows.length;
            spare.push(new Uint8Array(batch.bytes.buffer)); // nothing refers to its bytes any more (rows hold strings)
            if (++counted % CHECK_EVERY === 0)
                heap.check();
            return parsed.rows;
        };
        for await (const batch of reader.recordBatches(spare)) {
            const names = reader.header?.names ?? [];
            const k = this.idleWorker();
            const answer = k >= 0 ? this.post(k, env.file, names, batch) : Promise.resolve(evaluateBatch(batch, names, batchEnv, scorer));
            const entry = { batch, names, answer, done: false };
            answer.then(() => (entry.done = true), () => undefined);
            queue.push(entry);
            // Count what is ready; wait only when too much is pending.
            while (queue.length > 0 && (queue[0].done || queue.length > this.workers.length * IN_FLIGHT + MAIN_AHEAD))
                yield await next();
        }
        while (queue.length > 0)
            yield await next();
    }
    async close() {
        for (const w of this.waiting.values())
            w.reject(new Error('the row pool was closed'));
        this.waiting.clear();
        await Promise.all(this.workers.map((w) => w.terminate()));
    }
}


/***/ }),

/***/ 2809:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $P: () => (/* binding */ internalised),
/* harmony export */   Ak: () => (/* binding */ setIou),
/* harmony export */   CY: () => (/* binding */ parseIntString),
/* harmony export */   DB: () => (/* binding */ isAsciiDigit),
/* harmony export */   EN: () => (/* binding */ hashKey),
/* harmony export */   KL: () => (/* binding */ floatRepr),
/* harmony export */   KX: () => (/* binding */ MAX_JSON_DEPTH),
/* harmony export */   M1: () => (/* binding */ describeJsonError),
/* harmony export */   O$: () => (/* binding */ PyRaise),
/* harmony export */   Q4: () => (/* binding */ NOT_A_NUMBER),
/* harmony export */   Qz: () => (/* binding */ pyFloat),
/* harmony export */   R5: () => (/* binding */ dictGet),
/* harmony export */   Ul: () => (/* binding */ toPlain),
/* harmony export */   Zm: () => (/* binding */ isDict),
/* harmony export */   _3: () => (/* binding */ childRef),
/* harmony export */   _i: () => (/* binding */ pyEq),
/* harmony export */   e0: () => (/* binding */ requireDict),
/* harmony export */   eG: () => (/* binding */ pySame),
/* harmony export */   f5: () => (/* binding */ PY_WS),
/* harmony export */   j5: () => (/* binding */ parsePyJson),
/* harmony export */   ke: () => (/* binding */ findNonFinite),
/* harmony export */   lO: () => (/* binding */ pyLen),
/* harmony export */   m0: () => (/* binding */ pyStrip),
/* harmony export */   mr: () => (/* binding */ plainDecimal),
/* harmony export */   n3: () => (/* binding */ pyRepr),
/* harmony export */   nO: () => (/* binding */ parseFloatString),
/* harmony export */   nl: () => (/* binding */ iterate),
/* harmony export */   rD: () => (/* binding */ pyStr),
/* harmony export */   vN: () => (/* binding */ truthy),
/* harmony export */   vi: () => (/* binding */ digitValue),
/* harmony export */   vy: () => (/* binding */ containsStr),
/* harmony export */   wV: () => (/* binding */ MAX_CACHED_KEY),
/* harmony export */   x_: () => (/* binding */ pyTypeName),
/* harmony export */   yL: () => (/* binding */ pySet)
/* harmony export */ });
/* unused harmony exports isPyWhitespace, codePointLength, strRepr */
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
    constructor(code, message, field = null, pointer = null) {
        super(message);
        this.code = code;
        this.field = field;
        this.pointer = pointer;
        this.name = 'PyRaise';
    }
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
function raiseAt(code, message, ref) {
    throw new PyRaise(code, message, ref?.field ?? null, ref?.pointer ?? null);
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
// Strings: code points, whitespace, strip
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
    return c <= 0x20 || c === 0x85 || c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000;
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
const digitValueCache = new Map();
/** Value 0–9 of an Nd code point (Nd characters come in contiguous runs 0…9), or -1. */
function digitValue(cp) {
    if (cp >= 0x30 && cp <= 0x39)
        return cp - 0x30;
    if (cp < 0x80)
        return -1;
    const cached = digitValueCache.get(cp);
    if (cached !== undefined)
        return cached;
    let value = -1;
    if (ND_RE.test(String.fromCodePoint(cp))) {
        let start = cp;
        while (start > 0 && ND_RE.test(String.fromCodePoint(start - 1)))
            start -= 1;
        value = (cp - start) % 10;
    }
    digitValueCache.set(cp, value);
    return value;
}
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
        if (out === null)
            out = s.slice(0, i);
        const cp = s.codePointAt(i);
        if (cp > 0xffff)
            i += 1;
        const ch = String.fromCodePoint(cp);
        if (isPyWhitespace(ch))
            out += ' ';
        else {
            const d = digitValue(cp);
            if (d < 0)
                return null;
            out += String(d);
        }
    }
    return (out ?? s).replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, '');
}
const FLOAT_RE = /^[+-]?(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?$/;
const FLOAT_SPECIAL_RE = /^([+-]?)(inf|infinity|nan)$/i;
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];
/**
 * float() of an ASCII `[+-]?digits[.digits]` with at least one digit (coordinates, "4", "2.5"), or
 * null for any other text. FLOAT_RE accepts exactly these unchanged, so the Unicode normalisation
 * and the regexes can be skipped. Up to 15 digits form an exact integer and one division by an
 * exact power of ten rounds correctly (the double float() returns); longer ones go to Number().
 */
function plainDecimal(s) {
    const n = s.length;
    const c0 = s.charCodeAt(0);
    let i = c0 === 43 || c0 === 45 ? 1 : 0;
    let digits = 0;
    let v = 0;
    let dot = -1;
    for (; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c >= 48 && c <= 57) {
            digits += 1;
            v = v * 10 + (c - 48);
        }
        else if (c === 46 && dot === -1)
            dot = i;
        else
            return null;
    }
    if (digits === 0)
        return null;
    if (digits > 15)
        return Number(s);
    const value = dot === -1 ? v : v / POW10[n - 1 - dot];
    return c0 === 45 ? -value : value;
}
/** float(s) for a str: the value, or null where Python raises ValueError. */
function parseFloatString(s) {
    const plain = plainDecimal(s);
    if (plain !== null)
        return plain;
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
            raiseAt('bad-type', 'int too large to convert to float', ref);
        return x;
    }
    return raiseAt('bad-type', `float() argument must be a string or a real number, not '${pyTypeName(v)}'`, ref);
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
    return raiseAt('bad-type', `'${pyTypeName(v)}' object is not iterable`, ref);
}
/** len(v). */
function pyLen(v, ref) {
    if (Array.isArray(v))
        return v.length;
    if (typeof v === 'string')
        return codePointLength(v);
    if (isDict(v))
        return v.size;
    return raiseAt('bad-type', `object of type '${pyTypeName(v)}' has no len()`, ref);
}
/** `needle in v` for a str needle: substring, list element, dict key; raises for scalars. */
function containsStr(v, needle, ref) {
    if (typeof v === 'string')
        return v.includes(needle);
    if (Array.isArray(v))
        return v.some((e) => e === needle);
    if (isDict(v))
        return v.has(needle);
    return raiseAt('bad-type', `argument of type '${pyTypeName(v)}' is not iterable`, ref);
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
 * Python json.loads: RFC 8259 plus NaN, Infinity, -Infinity; integers exact (bigint); floats as
 * numbers; duplicate keys keep the first position and the last value. A text starting with U+FEFF
 * is rejected as Python does. On failure: Python's message and the 0-based character position
 * (in code points, as Python counts: a character outside the BMP is one, not two UTF-16 units).
 */
function parsePyJson(text) {
    if (text.charCodeAt(0) === 0xfeff)
        return { ok: false, message: 'Unexpected UTF-8 BOM (decode using utf-8-sig)', position: 0 };
    const p = new JsonParser(text);
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
            return { ok: false, message: e.message, position: codePointLength(text.slice(0, e.position)) };
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
    i = 0;
    constructor(s) {
        this.s = s;
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
            while (isAsciiDigit(s.charCodeAt(i)))
                i++;
        }
        else
            throw new JsonFail('Expecting value', start);
        let isFloat = false;
        if (s.charCodeAt(i) === 46 && isAsciiDigit(s.charCodeAt(i + 1))) {
            isFloat = true;
            i += 2;
            while (isAsciiDigit(s.charCodeAt(i)))
                i++;
        }
        const e = s.charCodeAt(i);
        if (e === 101 || e === 69) {
            let j = i + 1;
            const sg = s.charCodeAt(j);
            if (sg === 43 || sg === 45)
                j++;
            if (isAsciiDigit(s.charCodeAt(j))) {
                while (isAsciiDigit(s.charCodeAt(j)))
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
    /**
     * An object key. Route cells repeat the same dozen keys in every row: an escape-free key is
     * looked up in KEY_CACHE and the cached, internalised string returned, so the key costs no
     * allocation and every later Map lookup by a constant key compares pointers.
     */
    key() {
        const s = this.s;
        const start = this.i + 1;
        let h = 0;
        for (let i = start; i < s.length && i - start <= MAX_CACHED_KEY; i++) {
            const c = s.charCodeAt(i);
            if (c === 34) {
                const len = i - start;
                const slot = (h ^ len) & (KEY_CACHE.length - 1);
                const cached = KEY_CACHE[slot];
                if (cached !== undefined && cached.length === len && sameChars(cached, s, start)) {
                    this.i = i + 1;
                    return cached;
                }
                const key = s.slice(start, i);
                KEY_CACHE[slot] = internalised(key);
                this.i = i + 1;
                return key;
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
/** Longest object key the key caches hold (here and in csv-json.ts). */
const MAX_CACHED_KEY = 40;
const KEY_CACHE = new Array(256).fill(undefined);
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
function isAsciiDigit(c) {
    return c >= 48 && c <= 57;
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

/***/ 1678:
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
/* harmony export */   qR: () => (/* binding */ haversine),
/* harmony export */   qt: () => (/* binding */ unpackRouteEval),
/* harmony export */   xn: () => (/* binding */ packRouteEval)
/* harmony export */ });
/* harmony import */ var _python_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2809);
/* harmony import */ var _units_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9160);


/**
 * E(O, L): one output route O evaluated against its label route L (spec "Semantics"), in the
 * order common.py's evaluate_sample runs, so the first Python raise is the one reported.
 * Raises `PyRaise` exactly where the reference raises.
 */
const TRANSFER_MARK = '【换乘】';
const WALK = '步行';
function promptPoint(v, ref) {
    if (!(0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(v))
        return { parts: [0, 0], ref };
    if (typeof v !== 'string')
        throw new _python_js__WEBPACK_IMPORTED_MODULE_0__/* .PyRaise */ .O$('bad-coordinates', `'${(0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRepr */ .n3)(v).slice(0, 40)}' has no split(): expected a "lng,lat" string`, ref.field, ref.pointer);
    const parts = v.split(',').map((part) => {
        const x = (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .parseFloatString */ .nO)(part);
        if (x === null)
            throw new _python_js__WEBPACK_IMPORTED_MODULE_0__/* .PyRaise */ .O$('bad-coordinates', `could not convert string to float: ${(0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyRepr */ .n3)(part).slice(0, 60)}`, ref.field, ref.pointer);
        return x;
    });
    return { parts, ref };
}
/** The prompt object of a row: `start`/`end` (missing = "") parsed as the reference does. */
function parsePrompt(v, field = 'sft_prompt') {
    const root = { field, pointer: '' };
    const d = (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .requireDict */ .e0)(v, 'the prompt', root);
    return {
        value: d,
        start: promptPoint((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'start', ''), (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(root, 'start')),
        end: promptPoint((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'end', ''), (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(root, 'end')),
    };
}
/** (lat, lng) of a prompt point: part 2 and part 1; fewer than two parts raises IndexError. */
function latLng(p) {
    if (p.parts.length < 2)
        throw new _python_js__WEBPACK_IMPORTED_MODULE_0__/* .PyRaise */ .O$('bad-coordinates', `list index out of range: "${p.ref.pointer.slice(1)}" has fewer than two ","-parts`, p.ref.field, p.ref.pointer);
    return [p.parts[1], p.parts[0]];
}
// ---------------------------------------------------------------------------------------------
// Building blocks
/** Python math.sin/cos raise for ±inf; sqrt for < 0; asin for |x| > 1 (NaN passes through). */
function domain(ok, ref) {
    if (!ok)
        throw new _python_js__WEBPACK_IMPORTED_MODULE_0__/* .PyRaise */ .O$('bad-coordinates', 'math domain error in the haversine distance', ref?.field ?? null, ref?.pointer ?? null);
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
    for (const s of (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .iterate */ .nl)(seq, ref)) {
        if (typeof s === 'string') {
            if (s.length === 0)
                continue;
            const t = (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(s);
            if (t !== '' && t !== TRANSFER_MARK)
                out.push(s);
        }
        else if ((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(s))
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
            (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .hashKey */ .EN)(a, ref); // an unhashable station raises in the dict lookup (e3)
            return { reachable: false, reason: `station ${(0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(a)} has no next-hop info` };
        }
        const step = graph.step(a, b, keys);
        if (step === 'no-stop')
            return { reachable: false, reason: `station ${(0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(a)} has no next-hop info` };
        if (step === 'not-connected')
            return { reachable: false, reason: `station ${(0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(a)} → ${(0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(b)} not connected` };
        keys.a = keys.b;
    }
    return { reachable: true, reason: null };
}
/** Line IoU: 0 if either raw line_sequence is falsy, else set IoU of the raw entries (e4). */
function lineIou(pred, label, predRef, labelRef) {
    if (!(0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(pred) || !(0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(label))
        return 0;
    return (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .setIou */ .Ak)((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pySet */ .yL)(pred, predRef), (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pySet */ .yL)(label, labelRef));
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
        return (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .setIou */ .Ak)(new Set(pred), new Set(label));
    return (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .setIou */ .Ak)((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pySet */ .yL)(pred, predRef), (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pySet */ .yL)(label, labelRef));
}
/** N: line entries that are strings, non-empty after strip and not the transfer marker. */
function countTransitLines(lines) {
    if (!Array.isArray(lines))
        return 0;
    let n = 0;
    for (const line of lines) {
        if (typeof line !== 'string' || line.length === 0)
            continue;
        const t = (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStrip */ .m0)(line);
        if (t !== '' && t !== TRANSFER_MARK)
            n += 1;
    }
    return n;
}
/** C: transfer modes that are truthy and whose str() contains 骑行. */
function cyclingSegments(startMode, endMode) {
    let c = 0;
    if ((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(startMode) && (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(startMode).includes('骑行'))
        c += 1;
    if ((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(endMode) && (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(endMode).includes('骑行'))
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
    const v = (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, key, '');
    return (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .truthy */ .vN)(v) ? v : WALK;
}
function modesMatch(out, label) {
    return (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyEq */ ._i)(modeOrWalk(out, 'start_transfer_mode'), modeOrWalk(label, 'start_transfer_mode')) && (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyEq */ ._i)(modeOrWalk(out, 'end_transfer_mode'), modeOrWalk(label, 'end_transfer_mode'));
}
/** Grounding threshold (km) from O's mode for one end; the string test raises for scalars (e6). */
function groundingThreshold(mode, ref, taxiWords = ['打车', '网约车', '滴滴']) {
    if ((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .containsStr */ .vy)(mode, WALK, ref) || mode === '')
        return 3;
    if ((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .containsStr */ .vy)(mode, '骑行', ref))
        return 5;
    for (const w of taxiWords)
        if ((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .containsStr */ .vy)(mode, w, ref))
            return 10;
    return 3;
}
/** Plausibility of one end: only if td > 0, fails when td < d − 0.5 or td > 3d + 0.5 (NaN passes). */
function plausible(td, d) {
    if (!(td > 0))
        return true;
    return !(td < d - 0.5) && !(td > 3 * d + 0.5);
}
/**
 * A RouteEval as an array of its values: what a worker thread posts (a clone writes and reads
 * every key of an object, which costs more than the values). Written out key by key: the object
 * rebuilt from it then has one fixed shape, and the type checker catches a key added to one side.
 */
function packRouteEval(e) {
    return [e.reachable, e.reachableReason, e.grounding, e.groundingReason, e.plausibility, e.plausibilityReason, e.lineIou, e.stationIou, e.modesMatch, e.score, e.labelScore, e.deviation, e.distance, e.time, e.fare, e.distanceMape, e.timeMape, e.fareMape, e.distanceAccurate, e.timeAccurate, e.fareAccurate, e.accurate, e.transferAccurate];
}
function unpackRouteEval(p) {
    const [reachable, reachableReason, grounding, groundingReason, plausibility, plausibilityReason, lineIou, stationIou, modesMatch, score, labelScore, deviation, distance, time, fare, distanceMape, timeMape, fareMape, distanceAccurate, timeAccurate, fareAccurate, accurate, transferAccurate] = p;
    return { reachable, reachableReason, grounding, groundingReason, plausibility, plausibilityReason, lineIou, stationIou, modesMatch, score, labelScore, deviation, distance, time, fare, distanceMape, timeMape, fareMape, distanceAccurate, timeAccurate, fareAccurate, accurate, transferAccurate };
}
function unitOf(d, key, f, ref, env) {
    return f((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, key, null), env.compat, (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(ref, key), env.onCompatDifference);
}
function routeParts(v, what, ref, env) {
    const d = (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .requireDict */ .e0)(v, what, ref);
    const distance = unitOf(d, 'total_distance', _units_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDistance */ .Fj, ref, env);
    const time = unitOf(d, 'total_time', _units_js__WEBPACK_IMPORTED_MODULE_1__/* .parseTime */ .pe, ref, env);
    const fare = unitOf(d, 'total_fare', _units_js__WEBPACK_IMPORTED_MODULE_1__/* .parseFare */ .An, ref, env);
    const lines = (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'line_sequence', []);
    const stations = filterStations((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'station_sequence', []), (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(ref, 'station_sequence'));
    const cycling = cyclingSegments((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'start_transfer_mode', null), (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(d, 'end_transfer_mode', null));
    return { d, distance, time, fare, lines, stations, cycling };
}
function checkEnd(station, which, td, o, outRef, env) {
    const stationsRef = (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(outRef, 'station_sequence');
    (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .hashKey */ .EN)(station, stationsRef);
    const coords = typeof station === 'string' ? env.graph.coords(station) : null;
    const label = which === 'start' ? 'first' : 'last';
    if (coords === null)
        return { grounded: false, groundReason: `${label} station ${(0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyStr */ .rD)(station)} has no coordinates`, plausible: true, plausReason: null };
    const point = which === 'start' ? env.prompt.start : env.prompt.end;
    const [plat, plng] = latLng(point);
    const d = which === 'start' ? haversine(plat, plng, coords.lat, coords.lng, point.ref) : haversine(coords.lat, coords.lng, plat, plng, point.ref);
    const modeKey = which === 'start' ? 'start_transfer_mode' : 'end_transfer_mode'; // constants: a built key is hashed at every lookup
    const threshold = groundingThreshold((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .dictGet */ .R5)(o, modeKey, ''), (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(outRef, modeKey));
    const grounded = !(d > threshold);
    const ok = plausible(td, d);
    return {
        grounded,
        groundReason: grounded ? null : `${which} is ${d.toFixed(2)} km from the ${label} station (threshold ${threshold} km)`,
        plausible: ok,
        plausReason: ok ? null : `${which} transfer distance ${td.toFixed(2)} km implausible for ${d.toFixed(2)} km straight-line`,
    };
}
/**
 * E(O, L) as common.py evaluate_sample computes it. `out` may be a thunk: the reference reads the
 * whole label before it parses the output cell, so an output JSON error comes after label raises.
 */
function evaluateRoute(out, labelValue, env, refs) {
    const L = routeParts(labelValue, 'the label route', refs.label, env);
    const O = routeParts(typeof out === 'function' ? out() : out, 'the output route', refs.out, env);
    const reach = walkReachability(O.stations, env.graph, (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(refs.out, 'station_sequence'));
    const labelScore = expertScore(L.time, countTransitLines(L.lines), L.fare, L.cycling);
    const score = expertScore(O.time, countTransitLines(O.lines), O.fare, O.cycling);
    const lIou = lineIou(O.lines, L.lines, (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(refs.out, 'line_sequence'), (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(refs.label, 'line_sequence'));
    const sIou = stationIou(O.stations, L.stations, (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(refs.out, 'station_sequence'), (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .childRef */ ._3)(refs.label, 'station_sequence'));
    const labelStartTd = unitOf(L.d, 'start_transfer_distance', _units_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDistance */ .Fj, refs.label, env);
    const labelEndTd = unitOf(L.d, 'end_transfer_distance', _units_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDistance */ .Fj, refs.label, env);
    const startTd = unitOf(O.d, 'start_transfer_distance', _units_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDistance */ .Fj, refs.out, env);
    const endTd = unitOf(O.d, 'end_transfer_distance', _units_js__WEBPACK_IMPORTED_MODULE_1__/* .parseDistance */ .Fj, refs.out, env);
    const modes = modesMatch(O.d, L.d);
    let grounding = true;
    let plausibility = true;
    const groundReasons = [];
    const plausReasons = [];
    if (O.stations.length > 0) {
        for (const which of ['start', 'end']) {
            const station = which === 'start' ? O.stations[0] : O.stations[O.stations.length - 1];
            const c = checkEnd(station, which, which === 'start' ? startTd : endTd, O.d, refs.out, env);
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

/***/ 8648:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  cZ: () => (/* binding */ COLUMNS),
  bY: () => (/* binding */ JSON_COLUMNS),
  w9: () => (/* binding */ RowCells)
});

// EXTERNAL MODULE: ./src/benchmarks/transitlm/csv.ts + 2 modules
var csv = __webpack_require__(5000);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/python.ts
var python = __webpack_require__(2809);
// EXTERNAL MODULE: ./src/json/pointer.ts
var pointer = __webpack_require__(9391);
// EXTERNAL MODULE: ./src/schemas/registry.ts + 16 modules
var registry = __webpack_require__(6443);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/schema.ts



// Fast acceptance of conforming cells (the common case), mirroring schemas/transitlm-route and
// transitlm-multi-route exactly; anything else goes through ajv for the located messages.
const QUANTITIES = ['total_distance', 'total_time', 'total_fare', 'start_transfer_distance', 'end_transfer_distance'];
const MODES = ['start_transfer_mode', 'end_transfer_mode'];
function stringArray(v) {
    return Array.isArray(v) && v.every((e) => typeof e === 'string');
}
function isRoute(v) {
    if (!(0,python/* isDict */.Zm)(v) || !stringArray(v.get('station_sequence')) || !stringArray(v.get('line_sequence')))
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
    if (!(0,python/* isDict */.Zm)(v))
        return false;
    for (const k of ['first', 'second', 'third']) {
        const r = v.get(k);
        if (r === undefined || r === null || ((0,python/* isDict */.Zm)(r) && r.size === 0))
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
    const plain = (0,python/* toPlain */.Ul)(value);
    return (0,registry/* validateValue */.q0)(schema, plain).map((v) => {
        const at = (0,pointer/* valueAt */.f)(plain, v.pointer);
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

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/row.ts



/** The columns every TransitLM row is read from. */
const COLUMNS = { id: 'index_id', prompt: 'sft_prompt', label: 'sft_label', output: 'generate_results', reqType: 'req_type' };
/** The columns the row tasks read only as JSON: the CSV reader may parse them straight from the bytes (CsvJsonCell). */
const JSON_COLUMNS = [COLUMNS.prompt, COLUMNS.label, COLUMNS.output];
/**
 * One CSV row as the scorers read it: cells parsed as Python's json.loads would (raising where it
 * raises), route-schema checks per compat mode, and the row's notes (schema warnings,
 * compat-difference infos) collected for the suite diagnostics.
 */
class RowCells {
    header;
    row;
    file;
    item;
    compat;
    routeSchema;
    /** Warnings and infos located at this row (never errors: a raise is the row error). */
    notes = [];
    seenDifferences = new Set();
    parsed = new Map();
    constructor(header, row, 
    /** File as shown in diagnostics. */
    file, item, compat, 
    /** Route schema of the label and output cells. */
    routeSchema) {
        this.header = header;
        this.row = row;
        this.file = file;
        this.item = item;
        this.compat = compat;
        this.routeSchema = routeSchema;
    }
    text(field) {
        return (0,csv/* cell */.Hn)(this.header, this.row, field);
    }
    hasColumn(field) {
        return this.header.index.has(field);
    }
    /** Raises `missing-column` when the header lacks the column (Python KeyError). */
    requireColumn(field) {
        if (!this.hasColumn(field))
            throw new python/* PyRaise */.O$('missing-column', `column "${field}" is missing`, field, null);
    }
    /** json.loads(sample[field]) with the row-error rules of the spec; parsed once per row. */
    json(field) {
        const done = this.parsed.get(field);
        if (done !== undefined)
            return done;
        this.requireColumn(field);
        const value = (0,csv/* jsonCell */.LK)(this.header, this.row, field) ?? this.parseText(field);
        if (this.compat === 'corrected') {
            const at = (0,python/* findNonFinite */.ke)(value);
            if (at !== null)
                throw new python/* PyRaise */.O$('invalid-json', 'NaN/Infinity literal (a row error under --compat corrected)', field, at);
        }
        if (field === COLUMNS.label || field === COLUMNS.output)
            this.checkSchema(field, value);
        this.parsed.set(field, value);
        return value;
    }
    /** json.loads of the cell's text (a cell the CSV reader did not read as JSON). */
    parseText(field) {
        const text = this.text(field);
        if (text === undefined)
            throw new python/* PyRaise */.O$('invalid-json', `the cell is absent (the row has only ${this.row.fields.length} fields)`, field, null);
        const r = (0,python/* parsePyJson */.j5)(text);
        if (r.ok)
            return r.value;
        const why = text.trim() === '' ? 'empty cell, expected JSON' : `invalid JSON: ${(0,python/* describeJsonError */.M1)(text, r.message, r.position)}`;
        throw new python/* PyRaise */.O$('invalid-json', why, field, null);
    }
    checkSchema(field, value) {
        const found = checkRouteSchema(this.routeSchema, value);
        if (found.length === 0)
            return;
        const first = found[0];
        const message = `route schema (${this.routeSchema}): ${describeViolations(field, found)}`;
        if (this.compat === 'corrected')
            throw new python/* PyRaise */.O$('schema', message, field, first.pointer);
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
            message: `${d.kind} ${(0,python/* pyRepr */.n3)(d.raw).slice(0, 60)} reads ${d.corrected} (reference: ${d.reference})`,
        });
    };
}


/***/ }),

/***/ 950:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Wd: () => (/* binding */ evaluateRow),
  iE: () => (/* binding */ packRow),
  d3: () => (/* binding */ renumberRow),
  k$: () => (/* binding */ taskScorer),
  N2: () => (/* binding */ unpackRow)
});

// EXTERNAL MODULE: ./src/results/shard.ts
var results_shard = __webpack_require__(8962);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/csv.ts + 2 modules
var csv = __webpack_require__(5000);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/python.ts
var python = __webpack_require__(2809);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/route.ts
var transitlm_route = __webpack_require__(1678);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/row.ts + 1 modules
var transitlm_row = __webpack_require__(8648);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/tally.ts
var tally = __webpack_require__(6653);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/units.ts
var units = __webpack_require__(9160);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/diversity.ts





/**
 * The diversity task (diversity/evaluate.py): rounds 1–2 on E(O.first, L.first), best match for
 * rounds 3–4, per-route reachability and expert scores, and route diversity (RD).
 */
const ROUTE_KEYS = ['first', 'second', 'third'];
/** `{k: m[k] for k in ROUTE_KEYS if k in m and m[k]}`: `in` raises for scalars, `m[k]` for str/list. */
function routesOf(multi, ref, what) {
    if (multi === null || typeof multi === 'boolean' || typeof multi === 'number' || typeof multi === 'bigint') {
        throw new python/* PyRaise */.O$('not-an-object', `${what} is ${(0,python/* pyTypeName */.x_)(multi)}, expected an object with first/second/third`, ref.field, ref.pointer);
    }
    const out = {};
    for (const k of ROUTE_KEYS) {
        if (!(0,python/* containsStr */.vy)(multi, k, ref))
            continue;
        if (!(0,python/* isDict */.Zm)(multi))
            throw new python/* PyRaise */.O$('not-an-object', `${what} is ${(0,python/* pyTypeName */.x_)(multi)} containing "${k}", expected an object`, ref.field, ref.pointer);
        const v = multi.get(k);
        if ((0,python/* truthy */.vN)(v))
            out[k] = v;
    }
    return out;
}
/** A route's line set for RD: stripped str() of truthy entries plus `接驳:` modes. */
function lineSet(route, ref) {
    const d = (0,python/* requireDict */.e0)(route, 'a route', ref);
    const set = new Set();
    const lines = (0,python/* dictGet */.R5)(d, 'line_sequence', []);
    if ((0,python/* truthy */.vN)(lines)) {
        for (const e of (0,python/* iterate */.nl)(lines, (0,python/* childRef */._3)(ref, 'line_sequence'))) {
            if (!(0,python/* truthy */.vN)(e))
                continue;
            const t = (0,python/* pyStrip */.m0)((0,python/* pyStr */.rD)(e));
            if (t !== '')
                set.add(t);
        }
    }
    for (const key of ['start_transfer_mode', 'end_transfer_mode']) {
        const m = (0,python/* dictGet */.R5)(d, key, '');
        if (!(0,python/* truthy */.vN)(m))
            continue;
        const t = (0,python/* pyStrip */.m0)((0,python/* pyStr */.rD)(m));
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
    const d = (0,python/* requireDict */.e0)(route, 'a route', ref);
    const t = (0,units/* parseTime */.pe)((0,python/* dictGet */.R5)(d, 'total_time', null), cells.compat, (0,python/* childRef */._3)(ref, 'total_time'), cells.onCompatDifference);
    const f = (0,units/* parseFare */.An)((0,python/* dictGet */.R5)(d, 'total_fare', null), cells.compat, (0,python/* childRef */._3)(ref, 'total_fare'), cells.onCompatDifference);
    return (0,transitlm_route/* expertScore */.bp)(t, (0,transitlm_route/* countTransitLines */.Qu)((0,python/* dictGet */.R5)(d, 'line_sequence', [])), f, (0,transitlm_route/* cyclingSegments */.AX)((0,python/* dictGet */.R5)(d, 'start_transfer_mode', null), (0,python/* dictGet */.R5)(d, 'end_transfer_mode', null)));
}
function tryEvaluate(out, label, env, outRef, labelRef) {
    try {
        return (0,transitlm_route/* evaluateRoute */.je)(out, label, env, { out: outRef, label: labelRef });
    }
    catch (error) {
        if (error instanceof python/* PyRaise */.O$)
            return null;
        throw error;
    }
}
class DiversityScorer {
    graph;
    routeSchema = 'transitlm-multi-route';
    roundIds = ['reachability', 'station_grounding', 'distance_plausibility', 'iou', 'accuracy'];
    valid = 0;
    funnel = new tally/* FunnelTally */.Db();
    bestMatch = { first: 0, second: 0, third: 0 };
    routeReachable = { first: new tally/* Rate */.tt(), second: new tally/* Rate */.tt(), third: new tally/* Rate */.tt() };
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
        const prompt = (0,transitlm_route/* parsePrompt */.ex)(cells.json(transitlm_row/* COLUMNS */.cZ.prompt));
        const labelMulti = cells.json(transitlm_row/* COLUMNS */.cZ.label);
        const outMulti = cells.json(transitlm_row/* COLUMNS */.cZ.output);
        const labelRoot = { field: transitlm_row/* COLUMNS */.cZ.label, pointer: '' };
        const outRoot = { field: transitlm_row/* COLUMNS */.cZ.output, pointer: '' };
        const labelRoutes = routesOf(labelMulti, labelRoot, 'the label');
        if (!(0,python/* isDict */.Zm)(outMulti))
            throw new python/* PyRaise */.O$('not-an-object', `the output is ${(0,python/* pyTypeName */.x_)(outMulti)}, expected an object with first/second/third`, transitlm_row/* COLUMNS */.cZ.output, '');
        const outRoutes = routesOf(outMulti, outRoot, 'the output');
        const present = ROUTE_KEYS.filter((k) => outRoutes[k] !== undefined);
        if (present.length === 0)
            throw new python/* PyRaise */.O$('no-valid-route', 'no valid route: first, second and third are all missing or empty', transitlm_row/* COLUMNS */.cZ.output, '');
        const env = { graph: this.graph, prompt, compat: cells.compat, onCompatDifference: cells.onCompatDifference };
        const oRef = (k) => (0,python/* childRef */._3)(outRoot, k);
        const lRef = (k) => (0,python/* childRef */._3)(labelRoot, k);
        let firstResult = null;
        if (outRoutes.first !== undefined && labelRoutes.first !== undefined)
            firstResult = (0,transitlm_route/* evaluateRoute */.je)(outRoutes.first, labelRoutes.first, env, { out: oRef('first'), label: lRef('first') });
        const reachable = {};
        for (const k of present) {
            const route = (0,python/* requireDict */.e0)(outRoutes[k], `output route ${k}`, oRef(k));
            const ref = (0,python/* childRef */._3)(oRef(k), 'station_sequence');
            reachable[k] = (0,transitlm_route/* walkReachability */.dl)((0,transitlm_route/* filterStations */.cM)((0,python/* dictGet */.R5)(route, 'station_sequence', []), ref), this.graph, ref).reachable;
            // The reference also evaluates E(O.k, L.k) here and discards it (errors swallowed); only its
            // compat-difference notes are observable.
            const labelK = labelRoutes[k];
            if (labelK !== undefined && cells.compat === 'corrected')
                tryEvaluate(route, labelK, env, oRef(k), lRef(k));
        }
        let best = firstResult;
        let bestKey = 'first';
        if (firstResult !== null && firstResult.stationIou !== 1) {
            for (const alt of ['second', 'third']) {
                const route = outRoutes[alt];
                if (route === undefined || reachable[alt] !== true)
                    continue;
                const r = tryEvaluate(route, labelRoutes.first, env, oRef(alt), lRef('first'));
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
        cells.requireColumn(transitlm_row/* COLUMNS */.cZ.id);
        return { present, reachable, scores, labelFirst, rdOut, rdLabel, firstResult, best, bestKey };
    }
    pack(o) {
        const first = o.firstResult === null ? null : (0,transitlm_route/* packRouteEval */.xn)(o.firstResult);
        const best = o.best === o.firstResult ? 0 : (0,transitlm_route/* packRouteEval */.xn)(o.best);
        return [o.present, o.reachable, o.scores, o.labelFirst, o.rdOut, o.rdLabel, first, best, o.bestKey];
    }
    unpack(packed) {
        const [present, reachable, scores, labelFirst, rdOut, rdLabel, first, best, bestKey] = packed;
        const firstResult = first === null ? null : (0,transitlm_route/* unpackRouteEval */.qt)(first);
        return { present, reachable, scores, labelFirst, rdOut, rdLabel, firstResult, best: best === 0 ? firstResult : (0,transitlm_route/* unpackRouteEval */.qt)(best), bestKey };
    }
    /** The row is valid: tally. */
    tally({ present, reachable, scores, labelFirst, rdOut, rdLabel, firstResult, best, bestKey }) {
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
        const rounds = { reachability: null, station_grounding: null, distance_plausibility: null, iou: null, accuracy: null };
        if (firstResult === null)
            return { rounds, reason: 'not evaluated: output or label has no first route' };
        this.funnel.reach.add(firstResult.reachable);
        rounds.reachability = firstResult.reachable;
        if (!firstResult.reachable)
            return { rounds, reason: `unreachable: ${firstResult.reachableReason}` };
        const bm = best;
        const iou = this.funnel.reachableRow(firstResult, bm);
        Object.assign(rounds, { station_grounding: firstResult.grounding, distance_plausibility: firstResult.plausibility, iou });
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
            reason = bm.stationIou !== 1 ? `best match (${bestKey}) station IoU ${bm.stationIou.toFixed(4)} < 1` : `best match (${bestKey}): transfer modes differ from the label`;
        else if (!bm.accurate)
            reason = `best match (${bestKey}) inaccurate`;
        return { rounds, reason };
    }
    errorRow(error) {
        return { rounds: { reachability: null, station_grounding: null, distance_plausibility: null, iou: null, accuracy: null }, reason: `error: ${error.message}` };
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

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/single.ts





/**
 * The single and personalized tasks (single_route/evaluate.py, personalized/evaluate.py): one
 * E(O, L) per row; personalized adds the preference check of (O, L) and (L, L).
 */
const OUT = { field: transitlm_row/* COLUMNS */.cZ.output, pointer: '' };
const LABEL = { field: transitlm_row/* COLUMNS */.cZ.label, pointer: '' };
const PREFERENCE_TYPES = [2, 5, 7, 8];
/** req_type as personalized/evaluate.py reads it: missing or empty → 0, else Python int(). */
function parseReqType(text) {
    if (text === undefined || text === '')
        return 0;
    const v = (0,python/* parseIntString */.CY)(text);
    if (v === null)
        return 'invalid';
    return v >= -1000n && v <= 1000n ? Number(v) : null; // null: an int that is none of the known types
}
function transfers(lines, ref) {
    if (!(0,python/* truthy */.vN)(lines))
        return 0;
    return Math.max(0, (0,python/* pyLen */.lO)(lines, ref) - 1);
}
/** has_subway; `all` tests every truthy entry (req 5 lists them all), else stops at the first hit. */
function hasSubway(lines, ref, all) {
    if (!(0,python/* truthy */.vN)(lines))
        return false;
    let found = false;
    const entries = (0,python/* iterate */.nl)(lines, ref);
    for (let i = 0; i < entries.length; i++) {
        const e = entries[i];
        if (!(0,python/* truthy */.vN)(e))
            continue;
        const r = (0,python/* childRef */._3)(ref, i);
        if ((0,python/* containsStr */.vy)(e, '地铁', r) || (0,python/* containsStr */.vy)(e, '号线', r)) {
            found = true;
            if (!all)
                return true;
        }
    }
    return found;
}
/** check_preference_compliance(req, pred, label) → pass; raises where the reference raises. */
function preferencePasses(req, pred, label, predRef, labelRef, cells) {
    const predLines = (0,python/* dictGet */.R5)(pred, 'line_sequence', []);
    const labelLines = (0,python/* dictGet */.R5)(label, 'line_sequence', []);
    const pl = (0,python/* childRef */._3)(predRef, 'line_sequence');
    switch (req) {
        case 2:
            return transfers(predLines, pl) <= transfers(labelLines, (0,python/* childRef */._3)(labelRef, 'line_sequence'));
        case 5:
            return !hasSubway(predLines, pl, true);
        case 7:
            return hasSubway(predLines, pl, false);
        case 8: {
            const t = (0,units/* parseTime */.pe)((0,python/* dictGet */.R5)(pred, 'total_time', null), cells.compat, (0,python/* childRef */._3)(predRef, 'total_time'), cells.onCompatDifference);
            const tl = (0,units/* parseTime */.pe)((0,python/* dictGet */.R5)(label, 'total_time', null), cells.compat, (0,python/* childRef */._3)(labelRef, 'total_time'), cells.onCompatDifference);
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
    if (!(0,transitlm_route/* iouPasses */.Vs)(e))
        return e.stationIou !== 1 ? `station IoU ${e.stationIou.toFixed(4)} < 1` : 'transfer modes differ from the label';
    if (!e.accurate)
        return `inaccurate: ${[!e.distanceAccurate && 'distance', !e.timeAccurate && 'time', !e.fareAccurate && 'fare'].filter(Boolean).join(', ')}`;
    return null;
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
        return parseReqType(cells.text(transitlm_row/* COLUMNS */.cZ.reqType)) === 'invalid' ? `req_type ${JSON.stringify(cells.text(transitlm_row/* COLUMNS */.cZ.reqType))} is not an integer (Python int() rejects it; the reference aborts)` : null;
    }
    evaluate(cells) {
        const prompt = (0,transitlm_route/* parsePrompt */.ex)(cells.json(transitlm_row/* COLUMNS */.cZ.prompt));
        const label = cells.json(transitlm_row/* COLUMNS */.cZ.label);
        const env = { graph: this.graph, prompt, compat: cells.compat, onCompatDifference: cells.onCompatDifference };
        const e = (0,transitlm_route/* evaluateRoute */.je)(() => cells.json(transitlm_row/* COLUMNS */.cZ.output), label, env, { out: OUT, label: LABEL });
        cells.requireColumn(transitlm_row/* COLUMNS */.cZ.id);
        if (!this.personalized)
            return { e, req: 0, pref: null, labelPref: null };
        const req = parseReqType(cells.text(transitlm_row/* COLUMNS */.cZ.reqType));
        const o = (0,python/* requireDict */.e0)(cells.json(transitlm_row/* COLUMNS */.cZ.output), 'the output route', OUT);
        const l = (0,python/* requireDict */.e0)(label, 'the label route', LABEL);
        const pref = preferencePasses(req, o, l, OUT, LABEL, cells);
        const labelPref = preferencePasses(req, l, l, LABEL, LABEL, cells);
        return { e, req, pref, labelPref };
    }
    pack({ e, req, pref, labelPref }) {
        return [(0,transitlm_route/* packRouteEval */.xn)(e), req, pref, labelPref];
    }
    unpack(packed) {
        const [e, req, pref, labelPref] = packed;
        return { e: (0,transitlm_route/* unpackRouteEval */.qt)(e), req, pref, labelPref };
    }
    tally({ e, req, pref, labelPref }) {
        if (pref !== null && labelPref !== null) {
            this.preference.add(pref);
            this.labelPreference.add(labelPref);
            if (req !== null)
                this.perType.get(req)?.add(pref);
        }
        this.funnel.reach.add(e.reachable);
        const rounds = { reachability: e.reachable, station_grounding: null, distance_plausibility: null, iou: null, accuracy: null };
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
        return { rounds, reason };
    }
    errorRow(error) {
        this.funnel.reach.add(false); // round 1 input is all data rows: an error fails it
        const rounds = { reachability: false, station_grounding: null, distance_plausibility: null, iou: null, accuracy: null };
        if (this.personalized)
            rounds.preference = null;
        return { rounds, reason: `error: ${error.message}` };
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

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/rows.ts






function taskScorer(task, graph) {
    return task === 'diversity' ? new DiversityScorer(graph) : new SingleScorer(task === 'personalized', graph);
}
/** Evaluates one row (any thread); the tallies are left to the caller. */
function evaluateRow(header, row, env, scorer) {
    const id = (0,csv/* cell */.Hn)(header, row, transitlm_row/* COLUMNS */.cZ.id);
    const item = id ?? `row-${row.row}`;
    const cells = new transitlm_row/* RowCells */.w9(header, row, env.file, item, env.compat, scorer.routeSchema);
    const result = { row: row.row, line: row.line, item, numbered: id === undefined, abort: scorer.precheck?.(cells) ?? null, inShard: false, oversized: false, outcome: null, error: null, notes: cells.notes };
    if (result.abort !== null)
        return result;
    if (!(result.numbered && env.batchNumbered === true) && !(0,results_shard/* inShard */.Iw)(item, env.shard))
        return result;
    result.inShard = true;
    if (row.oversized !== null)
        result.oversized = { field: header.names[row.oversized[0]] ?? null };
    try {
        result.outcome = scorer.evaluate(cells);
    }
    catch (error) {
        if (!(error instanceof python/* PyRaise */.O$))
            throw error;
        result.error = { code: error.code, message: error.message, field: error.field, pointer: error.pointer };
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
        if (r.inShard && !(0,results_shard/* inShard */.Iw)(r.item, shard))
            r.inShard = false;
    }
    for (const note of r.notes) {
        note.row = r.row;
        note.item = r.item;
    }
}
/** A row result as an array (see packRouteEval): what a worker posts for each row. */
function packRow(r, scorer) {
    return [r.row, r.line, r.item, r.numbered, r.abort, r.inShard, r.oversized, r.error === null && r.inShard ? scorer.pack(r.outcome) : null, r.error, r.notes];
}
function unpackRow(packed, scorer) {
    const [row, line, item, numbered, abort, inShard, oversized, outcome, error, notes] = packed;
    return { row, line, item, numbered, abort, inShard, oversized, outcome: outcome === null ? null : scorer.unpack(outcome), error, notes };
}


/***/ }),

/***/ 554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Mr: () => (/* binding */ stationGraphOf),
/* harmony export */   OR: () => (/* binding */ readStationPart),
/* harmony export */   _S: () => (/* binding */ stationGraphFor),
/* harmony export */   vq: () => (/* binding */ partBuffers)
/* harmony export */ });
/* unused harmony exports StringIds, StringInterner, PARALLEL_STATIONS_MIN_BYTES, loadInParts, loadStations */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(7135);
/* harmony import */ var _core_memory_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1360);
/* harmony import */ var _results_inputs_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1385);
/* harmony import */ var _csv_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5000);
/* harmony import */ var _python_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2809);








/** Memory that worker threads read in place (shared), or that moves to another thread (transferred). */
const buffer = (bytes, shared) => (shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
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
            if (p + 4 > to || arena[p] !== (0xf0 | (c >> 18)) || arena[p + 1] !== (0x80 | ((c >> 12) & 0x3f)) || arena[p + 2] !== (0x80 | ((c >> 6) & 0x3f)) || arena[p + 3] !== (0x80 | (c & 0x3f)))
                return false;
            p += 4;
        }
        else if (c >= 0x800) {
            if (p + 3 > to || arena[p] !== (0xe0 | (c >> 12)) || arena[p + 1] !== (0x80 | ((c >> 6) & 0x3f)) || arena[p + 2] !== (0x80 | (c & 0x3f)))
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
        this.ids = new StringIds(tables.strings);
        ({ rowOfString: this.rowOfString, lat: this.lat, lng: this.lng, hopStart: this.hopStart, hops: this.hops, otherHops: this.otherHops, size: this.size } = tables);
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
        return others !== undefined && others.some((e) => (0,_python_js__WEBPACK_IMPORTED_MODULE_6__/* .pySame */ .eG)(e, b));
    }
}
const SPACE = 32;
const TAB = 9;
const LF = 10;
const CR = 13;
const QUOTE = 34;
function skipWs(b, i, to) {
    while (i < to) {
        const c = b[i];
        if (c === SPACE || c === TAB || c === LF || c === CR)
            i++;
        else
            break;
    }
    return i;
}
/**
 * Interns the entries of a next-hop cell that is a plain JSON array of escape-free strings,
 * straight from its bytes; returns false (having interned nothing) when the cell needs the full
 * parser.
 */
function fastStringArray(b, from, to, ids, hops) {
    let i = skipWs(b, from, to);
    if (b[i] !== 0x5b || i >= to)
        return false;
    i = skipWs(b, i + 1, to);
    if (i < to && b[i] === 0x5d)
        return skipWs(b, i + 1, to) === to;
    // Validate first, then intern: a cell that falls back must leave no trace.
    const begin = i;
    for (;;) {
        if (i >= to || b[i] !== QUOTE)
            return false;
        i++;
        for (;;) {
            if (i >= to)
                return false;
            const c = b[i];
            if (c === QUOTE)
                break;
            if (c === 0x5c || c < 32)
                return false;
            i++;
        }
        i = skipWs(b, i + 1, to);
        if (i >= to)
            return false;
        const c = b[i];
        if (c === 0x5d) {
            if (skipWs(b, i + 1, to) !== to)
                return false;
            break;
        }
        if (c !== 0x2c)
            return false;
        i = skipWs(b, i + 1, to);
    }
    for (i = begin;;) {
        const s = i + 1;
        let e = s;
        while (b[e] !== QUOTE)
            e++;
        hops.push(ids.internBytes(b, s, e));
        i = skipWs(b, e + 1, to);
        if (b[i] === 0x5d)
            return true;
        i = skipWs(b, i + 1, to);
    }
}
const POW10 = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22];
/**
 * Python float() of a plain decimal `[+-]digits[.digits]` from its bytes, or null when the text
 * needs the full parser. Exact: with at most 15 significant digits the digits form an exact
 * double m, 10^f (f ≤ 22) is exact too, and m / 10^f is then the correctly rounded value.
 */
function fastDecimal(b, from, to) {
    let i = from;
    let negative = false;
    if (b[i] === 0x2d || b[i] === 0x2b)
        negative = b[i++] === 0x2d;
    let m = 0;
    let digits = 0;
    let f = 0;
    const intStart = i;
    while (i < to && b[i] >= 0x30 && b[i] <= 0x39)
        m = m * 10 + (b[i++] - 0x30);
    digits = i - intStart;
    if (digits === 0)
        return null;
    if (i < to && b[i] === 0x2e) {
        i++;
        const fracStart = i;
        while (i < to && b[i] >= 0x30 && b[i] <= 0x39)
            m = m * 10 + (b[i++] - 0x30);
        f = i - fracStart;
        digits += f;
    }
    if (i !== to || digits > 15 || f > 22)
        return null;
    const v = m / POW10[f];
    return negative ? -v : v;
}
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
    return [...new Set([p.arena, p.start, p.rowStop, p.lat, p.lng, p.hopStart, p.hops].map((a) => a.buffer))];
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
    /**
     * `size`: about how many rows and bytes will be read (sizes the tables once, see guessSize).
     * `shared`: a graph's tables live in shared memory; a part's in ArrayBuffers that move to the
     * main thread and are freed once merged.
     */
    constructor(shown, size, shared = true) {
        this.shown = shown;
        const rowsGuess = size.rows;
        this.ids = new StringInterner(rowsGuess, Math.max(1 << 16, Math.ceil(size.bytes / 4)), shared);
        this.rowStop = new Grow(Int32Array, rowsGuess, shared);
        this.lat = new Grow(Float64Array, rowsGuess, shared);
        this.lng = new Grow(Float64Array, rowsGuess, shared);
        this.hopStart = new Grow(Int32Array, rowsGuess, shared);
        this.hops = new Grow(Int32Array, rowsGuess * 2, shared);
    }
    fail(message, extra = {}) {
        return { ok: false, diagnostics: [(0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .diagnostic */ .YK)({ code: 'bad-stations', file: this.shown, message, ...extra })] };
    }
    /** Reads every record of `reader`; stops at the first failure (kept in `failure`). */
    async read(reader) {
        await reader.eachRange((r, row) => {
            this.failure = this.add(r, row, reader.header);
            return this.failure === null;
        });
    }
    add(r, row, header) {
        if (this.cols === null) {
            const id = header.index.get('stop_id');
            if (id === undefined)
                return this.fail('missing required column "stop_id"', { line: 1, field: 'stop_id' });
            this.cols = { id, x: header.index.get('coord_x') ?? -1, y: header.index.get('coord_y') ?? -1, nh: header.index.get('next_hop_stations') ?? -1 };
        }
        const cols = this.cols;
        if (r.oversized !== null) {
            this.warnings.push((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .diagnostic */ .YK)({ severity: 'warning', code: 'oversized-cell', file: this.shown, line: r.line, row, field: header.names[r.oversized[0]] ?? null, message: `a field is longer than ${_csv_js__WEBPACK_IMPORTED_MODULE_5__/* .FIELD_SIZE_LIMIT */ .dy} characters; scored anyway (the reference aborts)` }));
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
        this.rowStop.push(this.ids.internBytes((0,_csv_js__WEBPACK_IMPORTED_MODULE_5__/* .fieldSource */ ._R)(r, cols.id), r.start[cols.id], r.end[cols.id]));
        this.lng.push(x);
        this.lat.push(y);
        this.hopStart.push(this.hops.length);
        if (cols.nh < 0 || cols.nh >= r.count || r.start[cols.nh] === r.end[cols.nh])
            return null;
        return this.addHops(r, row, at, cols.nh);
    }
    badCoordinate(r, row, k, name) {
        return this.fail(`${name} ${JSON.stringify(cellText(r, k).slice(0, 60))} is not a number (Python float() rejects it)`, { line: r.line, row, field: name });
    }
    /** Adds the next-hop cell of station row `at`; a failure, or null. */
    addHops(r, row, at, k) {
        if (fastStringArray((0,_csv_js__WEBPACK_IMPORTED_MODULE_5__/* .fieldSource */ ._R)(r, k), r.start[k], r.end[k], this.ids, this.hops))
            return null;
        const nhText = cellText(r, k);
        const parsed = (0,_python_js__WEBPACK_IMPORTED_MODULE_6__/* .parsePyJson */ .j5)(nhText);
        if (!parsed.ok)
            return this.fail(`next_hop_stations is not valid JSON: ${(0,_python_js__WEBPACK_IMPORTED_MODULE_6__/* .describeJsonError */ .M1)(nhText, parsed.message, parsed.position)}`, { line: r.line, row, field: 'next_hop_stations' });
        if (!Array.isArray(parsed.value))
            return this.fail('next_hop_stations must be a JSON array of stop ids', { line: r.line, row, field: 'next_hop_stations' });
        for (const e of parsed.value) {
            // A lone surrogate (a JSON escape) has no UTF-8 form: it joins the non-string entries.
            if (typeof e === 'string' && hashString(e) >= 0)
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
        return { arena: strings.arena, start: strings.start, rowStop: this.rowStop.filled(), lat: this.lat.filled(), lng: this.lng.filled(), hopStart: this.hopStart.filled(), hops: this.hops.filled(), otherHops: this.otherHops, unusual };
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
        for (let k = 0; k < p.hops.length; k++)
            this.hops.push(id[p.hops[k]]);
        for (const [r, list] of p.otherHops)
            this.otherHops.set(rowBase + r, list);
    }
    /** The graph, or the whole-file failure (the reader's problems, a missing header or stop_id). */
    finish(reader, sha256) {
        if (this.failure !== null)
            return this.failure;
        if (reader.problem !== null)
            return this.fail(reader.problem.message, { line: reader.problem.line, code: reader.problem.code === 'io' ? 'io' : 'bad-stations' });
        const header = reader.header;
        if (header === null)
            return this.fail('the station file is empty (no header)');
        if (!header.index.has('stop_id'))
            return this.fail('missing required column "stop_id"', { line: 1, field: 'stop_id' });
        if (reader.bomStripped) {
            this.warnings.unshift((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_7__/* .diagnostic */ .YK)({ severity: 'warning', code: 'bom-stripped', file: this.shown, line: 1, message: 'a leading UTF-8 BOM was stripped (the reference aborts on it)' }));
        }
        this.hopStart.push(this.hops.length);
        const rows = this.rowStop.length;
        const rowOfString = int32s(this.ids.size, true).fill(-1);
        for (let r = 0; r < rows; r++)
            rowOfString[this.rowStop.data[r]] = r; // later duplicates replace earlier ones
        let distinct = 0;
        for (let k = 0; k < rowOfString.length; k++)
            if (rowOfString[k] >= 0)
                distinct += 1;
        const tables = { strings: this.ids.tables(), rowOfString, lat: this.lat.filled(), lng: this.lng.filled(), hopStart: this.hopStart.filled(), hops: this.hops.filled(), otherHops: this.otherHops, size: distinct };
        return { ok: true, graph: new CompactStationGraph(tables), warnings: this.warnings, sha256 };
    }
}
function cellText(r, k) {
    return (0,_csv_js__WEBPACK_IMPORTED_MODULE_5__/* .fieldSource */ ._R)(r, k).toString('utf8', r.start[k], r.end[k]);
}
/** Empty or absent → 0.0 (a real point); otherwise Python float(); null when it rejects the text. */
function coordinate(r, k) {
    if (k < 0 || k >= r.count || r.start[k] === r.end[k])
        return 0;
    return fastDecimal((0,_csv_js__WEBPACK_IMPORTED_MODULE_5__/* .fieldSource */ ._R)(r, k), r.start[k], r.end[k]) ?? (0,_python_js__WEBPACK_IMPORTED_MODULE_6__/* .parseFloatString */ .nO)(cellText(r, k));
}
// Small reads: the parser's carry and scratch stay small and no chunk outlives its rows.
const STATION_CHUNK = 1 << 16;
/** Station files from this size up are read in two parts on two threads when a helper is given. */
const PARALLEL_STATIONS_MIN_BYTES = 8 << 20;
/** The share of the file the main thread reads: the helper thread starts later (it loads first). */
const MAIN_SHARE = 0.6;
/** Reads the rows of bytes [start, end of file) of a station file (on a worker thread). */
async function readStationPart(file, start, header) {
    const builder = new StationTablesBuilder((0,_results_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .displayPath */ .Gt)(file), await guessSize(file, start, fileSize(file) - start), false);
    const reader = new _csv_js__WEBPACK_IMPORTED_MODULE_5__/* .DictCsvReader */ .yk(file, { chunkSize: STATION_CHUNK, part: { start, end: null, header } });
    await builder.read(reader);
    return builder.part(builder.failure !== null || builder.warnings.length > 0 || reader.problem !== null);
}
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
            for (let at = sample.indexOf(LF); at !== -1 && at < bytesRead; at = sample.indexOf(LF, at + 1))
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
/** Offset just after the first line break at or after `from`, or null. */
async function lineStartAfter(file, from) {
    const handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(file, 'r');
    try {
        const buf = Buffer.alloc(1 << 16);
        for (let at = from;; at += buf.length) {
            const { bytesRead } = await handle.read(buf, 0, buf.length, at);
            if (bytesRead === 0)
                return null;
            const lf = buf.subarray(0, bytesRead).indexOf(LF);
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
    const head = new _csv_js__WEBPACK_IMPORTED_MODULE_5__/* .DictCsvReader */ .yk(file, { chunkSize: STATION_CHUNK });
    await head.eachRange(() => false);
    if (head.header === null || head.problem !== null || head.bomStripped)
        return null;
    const theirs = helper.loadStationPart(file, cut, head.header.names);
    theirs.sha256.catch(() => undefined);
    const builder = new StationTablesBuilder((0,_results_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .displayPath */ .Gt)(file), await guessSize(file, 0, size));
    const mine = new _csv_js__WEBPACK_IMPORTED_MODULE_5__/* .DictCsvReader */ .yk(file, { chunkSize: STATION_CHUNK, part: { start: 0, end: cut, header: null } });
    await builder.read(mine);
    const part = await theirs.part;
    if (builder.failure !== null || builder.warnings.length > 0 || mine.problem !== null || !mine.cleanEnd || part.unusual)
        return null;
    builder.append(part);
    return builder.finish(mine, theirs.sha256);
}
/**
 * Streams a station file into a compact graph; whole-file problems come back as diagnostics.
 * With a helper thread, a large file is read in two parts at once.
 */
async function loadStations(file, helper = null, parallelMinBytes = PARALLEL_STATIONS_MIN_BYTES) {
    const size = fileSize(file);
    if (helper !== null && size >= parallelMinBytes) {
        const loaded = await loadInParts(file, size, helper);
        if (loaded !== null) {
            (0,_core_memory_js__WEBPACK_IMPORTED_MODULE_3__/* .collectGarbage */ .i)(); // the merged part's buffers and the builders' row tables (here: no frame holds them)
            return loaded;
        }
    }
    const builder = new StationTablesBuilder((0,_results_inputs_js__WEBPACK_IMPORTED_MODULE_4__/* .displayPath */ .Gt)(file), await guessSize(file, 0, size));
    const reader = new _csv_js__WEBPACK_IMPORTED_MODULE_5__/* .DictCsvReader */ .yk(file, { chunkSize: STATION_CHUNK, sha256: true });
    await builder.read(reader);
    return builder.finish(reader, Promise.resolve(reader.sha256));
}
/** A station graph over tables from `loadStations` (e.g. posted to a worker thread). */
function stationGraphOf(tables) {
    return new CompactStationGraph(tables);
}
/** The station graph of a file, loaded once per run (keyed by absolute path). */
function stationGraphFor(cache, file, helper = null) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_2___default().resolve(file);
    return cache.get(`transitlm:stations:${abs}`, () => loadStations(abs, helper));
}


/***/ }),

/***/ 6653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Db: () => (/* binding */ FunnelTally),
/* harmony export */   JR: () => (/* binding */ MetricSet),
/* harmony export */   LI: () => (/* binding */ round),
/* harmony export */   g5: () => (/* binding */ Mean),
/* harmony export */   hx: () => (/* binding */ finalScore),
/* harmony export */   tt: () => (/* binding */ Rate)
/* harmony export */ });
/* unused harmony export ROUND_LABELS */
/* harmony import */ var _route_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1678);

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
                this.warnings.push({ severity: 'warning', code: 'non-finite-metric', message: `${name} is not finite (${String(v)}; the reference prints ${Number.isNaN(v) ? 'nan' : v > 0 ? 'inf' : '-inf'}): reported as null` });
        }
        if (Number.isFinite(m.sum))
            metric.sum = m.sum;
        this.metrics[name] = metric;
    }
    rate(name, r, direction) {
        this.metrics[name] = { value: r.input > 0 ? r.passed / r.input : null, direction, passed: r.passed, input: r.input };
    }
    value(name, value, direction) {
        this.metrics[name] = { value, direction };
    }
}
/** 100 × passed / total; null when total is 0. */
function finalScore(passed, total) {
    return total > 0 ? (100 * passed) / total : null;
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

/***/ 9160:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   An: () => (/* binding */ parseFare),
/* harmony export */   E8: () => (/* binding */ parseUnit),
/* harmony export */   Fj: () => (/* binding */ parseDistance),
/* harmony export */   pe: () => (/* binding */ parseTime)
/* harmony export */ });
/* unused harmony exports referenceText, quickReferenceText */
/* harmony import */ var _python_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2809);

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
    metre: re(`${N}${_python_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}*米`),
    km: re(`${N}${_python_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}*(公里|km)`, 'i'),
    hours: re(`${N}${_python_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}*小时`),
    minutes: re(`${N}${_python_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}*分钟`),
};
const COR = {
    number: re(SN),
    metre: re(`${SN}${_python_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}*(?:米|(?:meters|meter|m)(?![A-Za-z]))`, 'i'),
    km: re(`${SN}${_python_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}*(?:公里|km)`, 'i'),
    hours: re(`${SN}${_python_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}*小时`),
    minutes: re(`${SN}${_python_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}*分钟`),
    seconds: re(`${SN}${_python_js__WEBPACK_IMPORTED_MODULE_0__/* .PY_WS */ .f5}*秒`),
    thousands: /(?<=\p{Nd}),(?=\p{Nd}{3}(?!\p{Nd}))/gu,
};
/** float() of a matched number (Unicode digits read by their value, optional sign and dot). */
function numberOf(text) {
    const plain = (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .plainDecimal */ .mr)(text); // ASCII digits: the common case, no per-character rebuild
    if (plain !== null)
        return plain;
    let ascii = '';
    for (const ch of text) {
        const cp = ch.codePointAt(0);
        if (ch === '.' || ch === '+' || ch === '-')
            ascii += ch;
        else
            ascii += String((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .digitValue */ .vi)(cp));
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
/**
 * referenceText of the common forms ("22.5公里", "344米", "75分钟", "1小时20分钟", "4元"), without
 * the regexes, or null for any other text. Only an ASCII number followed by a CJK ideograph: such
 * a str is never a float (an ideograph is neither a digit nor whitespace), and the regex's
 * leftmost match is that number (N is greedy), so the value is numberOf of the same text.
 */
function quickReferenceText(kind, s) {
    let i = 0;
    while ((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .isAsciiDigit */ .DB)(s.charCodeAt(i)))
        i++;
    if (i === 0)
        return null;
    if (s.charCodeAt(i) === 0x2e) {
        i++;
        while ((0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .isAsciiDigit */ .DB)(s.charCodeAt(i)))
            i++;
    }
    const next = s.charCodeAt(i);
    if (!(next >= 0x4e00 && next <= 0x9fff))
        return null;
    const v = numberOf(s.slice(0, i));
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
    const quick = compat === 'reference' && typeof v === 'string' ? quickReferenceText(kind, v) : null;
    if (quick !== null)
        return quick;
    const f = (0,_python_js__WEBPACK_IMPORTED_MODULE_0__/* .pyFloat */ .Qz)(v, ref);
    if (f !== _python_js__WEBPACK_IMPORTED_MODULE_0__/* .NOT_A_NUMBER */ .Q4)
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
const parseDistance = (v, compat, ref, on) => parseUnit('distance', v, compat, ref, on);
const parseTime = (v, compat, ref, on) => parseUnit('time', v, compat, ref, on);
const parseFare = (v, compat, ref, on) => parseUnit('fare', v, compat, ref, on);


/***/ }),

/***/ 7135:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   YK: () => (/* binding */ diagnostic),
/* harmony export */   rE: () => (/* binding */ Diagnostics),
/* harmony export */   xy: () => (/* binding */ formatDiagnostic)
/* harmony export */ });
/* unused harmony export MAX_DIAGNOSTICS_PER_SUITE */
const MAX_DIAGNOSTICS_PER_SUITE = 1000;
/** A diagnostic with every unknown location part set to null, as results.md requires. */
function diagnostic(init) {
    return {
        severity: init.severity ?? 'error',
        code: init.code,
        file: init.file ?? null,
        line: init.line ?? null,
        row: init.row ?? null,
        field: init.field ?? null,
        column: init.column ?? null,
        pointer: init.pointer ?? null,
        item: init.item ?? null,
        message: init.message,
    };
}
/** "file:line:column field pointer: message" — the one-line form used on stderr and in annotations. */
function formatDiagnostic(d) {
    let where = d.file ?? '';
    if (d.line !== null)
        where += `:${d.line}`;
    if (d.line !== null && d.column !== null)
        where += `:${d.column}`;
    const parts = [where, d.item !== null && d.line === null ? `item ${d.item}` : '', d.field ? `[${d.field}]` : '', d.pointer ?? ''].filter((p) => p !== '');
    return parts.length > 0 ? `${parts.join(' ')}: ${d.message}` : d.message;
}
function compareNullable(a, b) {
    if (a === b)
        return 0;
    if (a === null)
        return -1;
    if (b === null)
        return 1;
    return a < b ? -1 : a > b ? 1 : 0;
}
/**
 * Collects diagnostics for one suite. Sorted by (file, line) on finish and capped at
 * MAX_DIAGNOSTICS_PER_SUITE with a final `truncated` entry counting what was left out.
 * Counts per severity stay exact even past the cap.
 */
class Diagnostics {
    list = [];
    counts = { error: 0, warning: 0, info: 0 };
    dropped = 0;
    seq = 0;
    add(init) {
        const d = diagnostic(init);
        this.counts[d.severity] += 1;
        this.list.push({ d, seq: this.seq++ });
        // Bounded memory: now and then keep only the earliest locations (what finish() would keep).
        if (this.list.length >= MAX_DIAGNOSTICS_PER_SUITE * 4)
            this.compact();
        return d;
    }
    /** Diagnostics known to exist but not kept (e.g. a part's `truncated` count when merging). */
    addDropped(n) {
        this.dropped += n;
    }
    count(severity) {
        return this.counts[severity];
    }
    get size() {
        return this.list.length + this.dropped;
    }
    compact() {
        this.list.sort((x, y) => compareNullable(x.d.file, y.d.file) || compareNullable(x.d.line, y.d.line) || x.seq - y.seq);
        if (this.list.length > MAX_DIAGNOSTICS_PER_SUITE) {
            this.dropped += this.list.length - MAX_DIAGNOSTICS_PER_SUITE;
            this.list = this.list.slice(0, MAX_DIAGNOSTICS_PER_SUITE);
        }
    }
    finish() {
        this.compact();
        const kept = this.list.map((x) => x.d);
        if (this.dropped === 0)
            return kept;
        kept.push(diagnostic({ severity: 'info', code: 'truncated', message: `${this.dropped} more diagnostics left out` }));
        return kept;
    }
}


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


/***/ }),

/***/ 9391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ unescapePointerToken),
/* harmony export */   f: () => (/* binding */ valueAt)
/* harmony export */ });
/** One JSON pointer token, unescaped (RFC 6901: `~1` is `/`, `~0` is `~`). */
function unescapePointerToken(token) {
    return token.replace(/~1/g, '/').replace(/~0/g, '~');
}
/** The value a JSON pointer names inside a plain JSON value, or undefined. */
function valueAt(root, pointer) {
    let node = root;
    for (const raw of pointer.split('/').slice(1)) {
        if (node === null || typeof node !== 'object')
            return undefined;
        node = node[unescapePointerToken(raw)];
    }
    return node;
}


/***/ }),

/***/ 1385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   Mv: () => (/* binding */ inputPath),
/* harmony export */   Q3: () => (/* binding */ sha256File),
/* harmony export */   eG: () => (/* binding */ describeInput)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);




/**
 * SHA-256 of a file, streamed in 1 MiB reads: few turns of the event loop, so a worker thread
 * that hashes between batches of rows finishes early instead of one small read per batch.
 */
async function sha256File(file) {
    const hash = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256');
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createReadStream)(file, { highWaterMark: 1 << 20 }))
        hash.update(chunk);
    return hash.digest('hex');
}
/** Path as shown in documents and messages: relative to cwd when inside it, with forward slashes. */
function displayPath(file, cwd = process.cwd()) {
    const abs = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(cwd, file);
    const rel = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(cwd, abs);
    const shown = rel !== '' && !rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(rel) ? rel : abs;
    return shown.split((node_path__WEBPACK_IMPORTED_MODULE_3___default().sep)).join('/');
}
/** An input file as the results document lists it; `sha256`: already computed while reading it. */
async function describeInput(file, items, sha256 = null) {
    return { path: displayPath(file), sha256: sha256 ?? (await sha256File(file)), items };
}
function inside(dir, file) {
    const rel = node_path__WEBPACK_IMPORTED_MODULE_3___default().relative(dir, file);
    return rel === '' || (!rel.startsWith('..') && !node_path__WEBPACK_IMPORTED_MODULE_3___default().isAbsolute(rel));
}
/**
 * An input named by a config (relative to `baseDir`) as an absolute path, or why it is refused: a
 * path inside the workspace that leads through a symbolic link to a file outside it (a pull
 * request could point one at a secret and have its text quoted in diagnostics). A path the config
 * names outside the workspace on purpose (absolute, or `../` out of it) is the config's choice.
 * A path that does not exist is returned as is: its reader reports "file not found".
 */
async function inputPath(where, name) {
    const file = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(where.baseDir, name);
    const root = node_path__WEBPACK_IMPORTED_MODULE_3___default().resolve(where.workspace ?? process.cwd());
    if (!inside(root, file))
        return { ok: true, path: file };
    let real;
    try {
        real = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(file);
    }
    catch {
        return { ok: true, path: file };
    }
    const realRoot = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.realpath)(root).catch(() => root);
    if (inside(realRoot, real))
        return { ok: true, path: file };
    return {
        ok: false,
        diagnostic: {
            severity: 'error',
            code: 'input-outside-workspace',
            file: displayPath(file),
            line: null,
            row: null,
            field: null,
            column: null,
            pointer: null,
            item: null,
            message: `leads through a symbolic link outside the workspace (${displayPath(root)}): not read`,
        },
    };
}


/***/ }),

/***/ 8962:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iw: () => (/* binding */ inShard),
/* harmony export */   uK: () => (/* binding */ parseShard)
/* harmony export */ });
/* unused harmony export shardOf */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);

/** 1-based shard of an item: 1 + (first 8 bytes of SHA-256(id), big-endian) mod n. */
function shardOf(itemId, total) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(itemId, 'utf8').digest();
    return Number(digest.readBigUInt64BE(0) % BigInt(total)) + 1;
}
function inShard(itemId, shard) {
    return shard === null || shardOf(itemId, shard.total) === shard.index;
}
/** Parses "i/n" (1-based). Returns null when malformed. */
function parseShard(text) {
    const m = /^(\d+)\/(\d+)$/.exec(text.trim());
    if (!m)
        return null;
    const index = Number(m[1]);
    const total = Number(m[2]);
    if (total < 1 || index < 1 || index > total)
        return null;
    return { index, total };
}


/***/ }),

/***/ 6443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H6: () => (/* binding */ SCHEMAS),
  NS: () => (/* binding */ isSchemaName),
  q0: () => (/* binding */ validateValue),
  qA: () => (/* binding */ validatorFor),
  xA: () => (/* binding */ violations)
});

// EXTERNAL MODULE: ./src/json/pointer.ts
var json_pointer = __webpack_require__(9391);
// EXTERNAL MODULE: ./node_modules/ajv/dist/runtime/ucs2length.js
var ucs2length = __webpack_require__(6214);
;// CONCATENATED MODULE: ./src/schemas/validators.js
// Generated by scripts/compile-schemas.ts from schemas/*.schema.json: do not edit.
/* eslint-disable */

const runtime0 = { default: ucs2length["default"] ?? ucs2length };
"use strict";const config = validate20;const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"config.schema.json","title":"bench-check configuration (bench.config.json / bench.config.yml)","type":"object","required":["suites"],"additionalProperties":false,"properties":{"$schema":{"type":"string"},"suites":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/suite"}},"deadlineMinutes":{"type":"number","exclusiveMinimum":0,"description":"Minutes the whole run may take; when they pass, the run stops like on SIGTERM (results marked incomplete, exit 2). Default: 60 when a suite asks a live provider over the network (a model API, a remote evaluator), else none."},"gate":{"type":"object","description":"Regression gate: baseline, statistics and per-metric rules (see docs/gate.md).","additionalProperties":false,"properties":{"level":{"type":"number","exclusiveMinimum":0.5,"exclusiveMaximum":1,"default":0.95,"description":"Confidence level of the one-sided tests (alpha = 1 - level)."},"minItems":{"type":"integer","minimum":1,"default":10,"description":"Fewer items on either side gives insufficient-data."},"onMissingBaseline":{"enum":["pass","warn","fail"],"default":"warn"},"baseline":{"type":"object","additionalProperties":false,"properties":{"source":{"enum":["file","path","artifact"],"default":"file"},"path":{"type":"string","minLength":1,"description":"Baseline results document for source file (default .bench/baseline.json) or path."},"artifactName":{"type":"string","minLength":1,"default":"bench-results"},"maxAgeDays":{"type":"number","minimum":0,"default":14}}},"rules":{"type":"array","items":{"$ref":"#/$defs/gateRule"}}}}},"$defs":{"suite":{"type":"object","required":["id","benchmark"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$","description":"Unique within the config; used in reports, rules and file names."},"benchmark":{"enum":["hurricane","transitlm","flood"]},"task":{"type":["string","null"]}},"allOf":[{"if":{"properties":{"benchmark":{"const":"hurricane"}}},"then":{"$ref":"hurricane-suite.schema.json"}},{"if":{"properties":{"benchmark":{"const":"transitlm"}}},"then":{"$ref":"transitlm-suite.schema.json"}},{"if":{"properties":{"benchmark":{"const":"flood"}}},"then":{"$ref":"flood-suite.schema.json"}}]},"gateRule":{"type":"object","additionalProperties":false,"description":"Later rules override earlier ones, key by key; null clears a threshold.","properties":{"suite":{"type":"string","minLength":1,"description":"Glob on suite ids (* and ?)."},"round":{"type":"string","minLength":1,"description":"Glob on round ids; the rule then applies to rounds."},"metric":{"type":"string","minLength":1,"description":"Glob on metric ids (finalScore included); the rule then applies to metrics."},"direction":{"enum":["higher","lower","none"]},"warn":{"$ref":"#/$defs/gateThresholds"},"fail":{"$ref":"#/$defs/gateThresholds"}}},"gateThresholds":{"type":"object","additionalProperties":false,"properties":{"maxDrop":{"type":["number","null"],"minimum":0,"description":"Largest allowed drop: percentage points for rounds, rates and finalScore, else the metric unit."},"maxDropPct":{"type":["number","null"],"minimum":0,"description":"Largest allowed drop as a percentage of |baseline|."},"min":{"type":["number","null"],"description":"Absolute lower bound on the current value (points for rounds, rates and finalScore); applies with or without a baseline."},"max":{"type":["number","null"],"description":"Absolute upper bound on the current value; applies with or without a baseline."}}}}};const schema32 = {"type":"object","required":["id","benchmark"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$","description":"Unique within the config; used in reports, rules and file names."},"benchmark":{"enum":["hurricane","transitlm","flood"]},"task":{"type":["string","null"]}},"allOf":[{"if":{"properties":{"benchmark":{"const":"hurricane"}}},"then":{"$ref":"hurricane-suite.schema.json"}},{"if":{"properties":{"benchmark":{"const":"transitlm"}}},"then":{"$ref":"transitlm-suite.schema.json"}},{"if":{"properties":{"benchmark":{"const":"flood"}}},"then":{"$ref":"flood-suite.schema.json"}}]};const schema33 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"hurricane-suite.schema.json","title":"HurricaneMobility suite","description":"Score one model output (or one trip log) against a ground truth file. Paths are relative to the config file.","type":"object","required":["groundtruth"],"properties":{"id":true,"benchmark":true,"task":{"type":"null"},"input":{"type":"string","description":"Model output JSON (total_travel_times, hourly_travel_times)."},"trips":{"type":"string","description":"Trip log (.jsonl or .csv) aggregated into the model output."},"groundtruth":{"type":"string","description":"Ground truth JSON (relative_changes, hourly_trips)."}},"oneOf":[{"required":["input"]},{"required":["trips"]}],"additionalProperties":false};const schema34 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"transitlm-suite.schema.json","title":"TransitLM suite","description":"Score TransitLM evaluation CSVs (index_id, sft_prompt, sft_label, generate_results[, req_type]) with the official funnel. Paths are relative to the config file.","type":"object","required":["task","input"],"properties":{"id":true,"benchmark":true,"task":{"enum":["single","personalized","diversity","general"]},"input":{"description":"Evaluation CSV: a path, a glob, or an array of them; several files are scored as one suite, in order.","anyOf":[{"type":"string","minLength":1},{"type":"array","minItems":1,"items":{"type":"string","minLength":1}}]},"stations":{"type":"string","minLength":1,"description":"station_info.csv (stop_id, coord_x, coord_y, next_hop_stations). Required except for general with a remote evaluator."},"lines":{"type":"string","minLength":1,"description":"general only: line_info.csv for the offline matcher (project extension)."},"apiUrl":{"type":"string","minLength":1,"description":"general only: base URL of the remote route evaluator (else TRANSIT_LM_API)."},"batchSize":{"type":"integer","minimum":1,"default":50},"timeoutS":{"type":"number","exclusiveMinimum":0,"default":60},"retries":{"type":"integer","minimum":0,"default":3},"compat":{"enum":["reference","corrected"],"default":"reference"},"maxProviderErrorRate":{"type":"number","minimum":0,"maximum":1,"default":0,"description":"general with a remote evaluator: share of rows whose batch failed (no verdict after retries) while the suite stays ok."},"maxConsecutiveProviderFailures":{"type":"integer","minimum":1,"default":10,"description":"general with a remote evaluator: failed batches in a row after which no more are sent and the suite is an error."}},"allOf":[{"if":{"properties":{"task":{"enum":["single","personalized","diversity"]}}},"then":{"required":["stations"]}}],"additionalProperties":false};const schema35 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"flood-suite.schema.json","title":"Flood adaptation suite","description":"Run the flood-adaptation simulation on a provider's decisions, or score another simulator's skill_audit.jsonl (audit). Paths are relative to the config file.","type":"object","properties":{"id":true,"benchmark":true,"task":{"enum":["simple","cognitive",null],"description":"Memory version; overrides the scenario's `memory` when given."},"scenario":{"type":"string","description":"Scenario JSON (flood-scenario.schema.json); every default applies when absent."},"provider":{"enum":["rule","replay","openai"],"description":"Who decides (default rule)."},"replay":{"type":"string","description":"JSONL of recorded attempts (provider replay)."},"record":{"type":"string","description":"Write every provider attempt here (any provider)."},"auditOut":{"type":"string","description":"Household audit log; the institution log goes beside it. Default: next to the results document."},"baseUrl":{"type":"string","minLength":1,"description":"OpenAI-compatible base URL (…/v1)."},"model":{"type":"string","minLength":1},"apiKeyEnv":{"type":"string","minLength":1,"description":"Name of the environment variable holding the API key."},"temperature":{"type":"number","minimum":0,"maximum":2},"seed":{"type":"integer","description":"Sampling seed sent to the endpoint (default: the scenario seed)."},"maxTokens":{"type":"integer","minimum":1},"timeoutS":{"type":"number","exclusiveMinimum":0},"concurrency":{"type":"integer","minimum":1,"maximum":256},"retries":{"type":"integer","minimum":0,"maximum":20,"description":"Transport retries per attempt (default 4)."},"audit":{"type":"string","description":"Score this skill_audit.jsonl instead of running the simulation."},"resume":{"type":"boolean","description":"Go on from the `record` file of an interrupted run: recorded attempts are replayed, the rest is asked (provider openai)."},"maxProviderErrorRate":{"type":"number","minimum":0,"maximum":1,"description":"Share of decisions that may end in a provider error (no answer after retries) while the suite stays ok (default 0)."},"maxConsecutiveProviderFailures":{"type":"integer","minimum":1,"description":"Failed attempts in a row after which no more requests are sent and the suite is an error (default 10)."}},"allOf":[{"if":{"properties":{"provider":{"const":"replay"}},"required":["provider"]},"then":{"required":["replay"]}},{"if":{"properties":{"provider":{"const":"openai"}},"required":["provider"]},"then":{"required":["baseUrl","model"]}},{"if":{"properties":{"resume":{"const":true}},"required":["resume"]},"then":{"required":["record","provider"],"properties":{"provider":{"const":"openai"}}}}],"additionalProperties":false};const func1 = Object.prototype.hasOwnProperty;const func2 = runtime0.default;const pattern4 = new RegExp("^[A-Za-z0-9][A-Za-z0-9._-]*$", "u");function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate21.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs2 = errors;let valid1 = true;const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.benchmark !== undefined){if("hurricane" !== data.benchmark){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}}var _valid0 = _errs3 === errors;errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}if(_valid0){const _errs5 = errors;const _errs8 = errors;let valid4 = false;let passing0 = null;const _errs9 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.input === undefined){const err1 = {instancePath,schemaPath:"hurricane-suite.schema.json/oneOf/0/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'",schema:schema33.oneOf[0].required,parentSchema:schema33.oneOf[0],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid1 = _errs9 === errors;if(_valid1){valid4 = true;passing0 = 0;}const _errs10 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.trips === undefined){const err2 = {instancePath,schemaPath:"hurricane-suite.schema.json/oneOf/1/required",keyword:"required",params:{missingProperty: "trips"},message:"must have required property '"+"trips"+"'",schema:schema33.oneOf[1].required,parentSchema:schema33.oneOf[1],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid1 = _errs10 === errors;if(_valid1 && valid4){valid4 = false;passing0 = [passing0, 1];}else {if(_valid1){valid4 = true;passing0 = 1;}}if(!valid4){const err3 = {instancePath,schemaPath:"hurricane-suite.schema.json/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema33.oneOf,parentSchema:schema33,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}else {errors = _errs8;if(vErrors !== null){if(_errs8){vErrors.length = _errs8;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.groundtruth === undefined){const err4 = {instancePath,schemaPath:"hurricane-suite.schema.json/required",keyword:"required",params:{missingProperty: "groundtruth"},message:"must have required property '"+"groundtruth"+"'",schema:schema33.required,parentSchema:schema33,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}for(const key0 in data){if(!((((((key0 === "id") || (key0 === "benchmark")) || (key0 === "task")) || (key0 === "input")) || (key0 === "trips")) || (key0 === "groundtruth"))){const err5 = {instancePath,schemaPath:"hurricane-suite.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.task !== undefined){let data1 = data.task;if(data1 !== null){const err6 = {instancePath:instancePath+"/task",schemaPath:"hurricane-suite.schema.json/properties/task/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema33.properties.task.type,parentSchema:schema33.properties.task,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.input !== undefined){let data2 = data.input;if(typeof data2 !== "string"){const err7 = {instancePath:instancePath+"/input",schemaPath:"hurricane-suite.schema.json/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.input.type,parentSchema:schema33.properties.input,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.trips !== undefined){let data3 = data.trips;if(typeof data3 !== "string"){const err8 = {instancePath:instancePath+"/trips",schemaPath:"hurricane-suite.schema.json/properties/trips/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.trips.type,parentSchema:schema33.properties.trips,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.groundtruth !== undefined){let data4 = data.groundtruth;if(typeof data4 !== "string"){const err9 = {instancePath:instancePath+"/groundtruth",schemaPath:"hurricane-suite.schema.json/properties/groundtruth/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.groundtruth.type,parentSchema:schema33.properties.groundtruth,data:data4};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}else {const err10 = {instancePath,schemaPath:"hurricane-suite.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}var _valid0 = _errs5 === errors;valid1 = _valid0;if(valid1){var props0 = true;}}if(!valid1){const err11 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema32.allOf[0].if,parentSchema:schema32.allOf[0],data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}const _errs21 = errors;let valid6 = true;const _errs22 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.benchmark !== undefined){if("transitlm" !== data.benchmark){const err12 = {};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}var _valid2 = _errs22 === errors;errors = _errs21;if(vErrors !== null){if(_errs21){vErrors.length = _errs21;}else {vErrors = null;}}if(_valid2){const _errs24 = errors;const _errs28 = errors;let valid10 = true;const _errs29 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.task !== undefined){let data6 = data.task;if(!(((data6 === "single") || (data6 === "personalized")) || (data6 === "diversity"))){const err13 = {};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}var _valid3 = _errs29 === errors;errors = _errs28;if(vErrors !== null){if(_errs28){vErrors.length = _errs28;}else {vErrors = null;}}if(_valid3){const _errs31 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.stations === undefined){const err14 = {instancePath,schemaPath:"transitlm-suite.schema.json/allOf/0/then/required",keyword:"required",params:{missingProperty: "stations"},message:"must have required property '"+"stations"+"'",schema:schema34.allOf[0].then.required,parentSchema:schema34.allOf[0].then,data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}var _valid3 = _errs31 === errors;valid10 = _valid3;}if(!valid10){const err15 = {instancePath,schemaPath:"transitlm-suite.schema.json/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema34.allOf[0].if,parentSchema:schema34.allOf[0],data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.task === undefined){const err16 = {instancePath,schemaPath:"transitlm-suite.schema.json/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'",schema:schema34.required,parentSchema:schema34,data};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if(data.input === undefined){const err17 = {instancePath,schemaPath:"transitlm-suite.schema.json/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'",schema:schema34.required,parentSchema:schema34,data};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}for(const key1 in data){if(!(func1.call(schema34.properties, key1))){const err18 = {instancePath,schemaPath:"transitlm-suite.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.task !== undefined){let data7 = data.task;if(!((((data7 === "single") || (data7 === "personalized")) || (data7 === "diversity")) || (data7 === "general"))){const err19 = {instancePath:instancePath+"/task",schemaPath:"transitlm-suite.schema.json/properties/task/enum",keyword:"enum",params:{allowedValues: schema34.properties.task.enum},message:"must be equal to one of the allowed values",schema:schema34.properties.task.enum,parentSchema:schema34.properties.task,data:data7};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data.input !== undefined){let data8 = data.input;const _errs35 = errors;let valid13 = false;const _errs36 = errors;if(typeof data8 === "string"){if(func2(data8) < 1){const err20 = {instancePath:instancePath+"/input",schemaPath:"transitlm-suite.schema.json/properties/input/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.input.anyOf[0],data:data8};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}else {const err21 = {instancePath:instancePath+"/input",schemaPath:"transitlm-suite.schema.json/properties/input/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.input.anyOf[0].type,parentSchema:schema34.properties.input.anyOf[0],data:data8};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}var _valid4 = _errs36 === errors;valid13 = valid13 || _valid4;const _errs38 = errors;if(Array.isArray(data8)){if(data8.length < 1){const err22 = {instancePath:instancePath+"/input",schemaPath:"transitlm-suite.schema.json/properties/input/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema34.properties.input.anyOf[1],data:data8};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}const len0 = data8.length;for(let i0=0; i0<len0; i0++){let data9 = data8[i0];if(typeof data9 === "string"){if(func2(data9) < 1){const err23 = {instancePath:instancePath+"/input/" + i0,schemaPath:"transitlm-suite.schema.json/properties/input/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.input.anyOf[1].items,data:data9};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}else {const err24 = {instancePath:instancePath+"/input/" + i0,schemaPath:"transitlm-suite.schema.json/properties/input/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.input.anyOf[1].items.type,parentSchema:schema34.properties.input.anyOf[1].items,data:data9};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}}else {const err25 = {instancePath:instancePath+"/input",schemaPath:"transitlm-suite.schema.json/properties/input/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.input.anyOf[1].type,parentSchema:schema34.properties.input.anyOf[1],data:data8};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}var _valid4 = _errs38 === errors;valid13 = valid13 || _valid4;if(!valid13){const err26 = {instancePath:instancePath+"/input",schemaPath:"transitlm-suite.schema.json/properties/input/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema34.properties.input.anyOf,parentSchema:schema34.properties.input,data:data8};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}else {errors = _errs35;if(vErrors !== null){if(_errs35){vErrors.length = _errs35;}else {vErrors = null;}}}}if(data.stations !== undefined){let data10 = data.stations;if(typeof data10 === "string"){if(func2(data10) < 1){const err27 = {instancePath:instancePath+"/stations",schemaPath:"transitlm-suite.schema.json/properties/stations/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.stations,data:data10};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}else {const err28 = {instancePath:instancePath+"/stations",schemaPath:"transitlm-suite.schema.json/properties/stations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.stations.type,parentSchema:schema34.properties.stations,data:data10};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}if(data.lines !== undefined){let data11 = data.lines;if(typeof data11 === "string"){if(func2(data11) < 1){const err29 = {instancePath:instancePath+"/lines",schemaPath:"transitlm-suite.schema.json/properties/lines/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.lines,data:data11};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}else {const err30 = {instancePath:instancePath+"/lines",schemaPath:"transitlm-suite.schema.json/properties/lines/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.lines.type,parentSchema:schema34.properties.lines,data:data11};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data.apiUrl !== undefined){let data12 = data.apiUrl;if(typeof data12 === "string"){if(func2(data12) < 1){const err31 = {instancePath:instancePath+"/apiUrl",schemaPath:"transitlm-suite.schema.json/properties/apiUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.apiUrl,data:data12};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}else {const err32 = {instancePath:instancePath+"/apiUrl",schemaPath:"transitlm-suite.schema.json/properties/apiUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.apiUrl.type,parentSchema:schema34.properties.apiUrl,data:data12};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}if(data.batchSize !== undefined){let data13 = data.batchSize;if(!(((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13))) && (isFinite(data13)))){const err33 = {instancePath:instancePath+"/batchSize",schemaPath:"transitlm-suite.schema.json/properties/batchSize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.batchSize.type,parentSchema:schema34.properties.batchSize,data:data13};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}if((typeof data13 == "number") && (isFinite(data13))){if(data13 < 1 || isNaN(data13)){const err34 = {instancePath:instancePath+"/batchSize",schemaPath:"transitlm-suite.schema.json/properties/batchSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema34.properties.batchSize,data:data13};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}}if(data.timeoutS !== undefined){let data14 = data.timeoutS;if((typeof data14 == "number") && (isFinite(data14))){if(data14 <= 0 || isNaN(data14)){const err35 = {instancePath:instancePath+"/timeoutS",schemaPath:"transitlm-suite.schema.json/properties/timeoutS/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema34.properties.timeoutS,data:data14};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}else {const err36 = {instancePath:instancePath+"/timeoutS",schemaPath:"transitlm-suite.schema.json/properties/timeoutS/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.timeoutS.type,parentSchema:schema34.properties.timeoutS,data:data14};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}if(data.retries !== undefined){let data15 = data.retries;if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){const err37 = {instancePath:instancePath+"/retries",schemaPath:"transitlm-suite.schema.json/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.retries.type,parentSchema:schema34.properties.retries,data:data15};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}if((typeof data15 == "number") && (isFinite(data15))){if(data15 < 0 || isNaN(data15)){const err38 = {instancePath:instancePath+"/retries",schemaPath:"transitlm-suite.schema.json/properties/retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema34.properties.retries,data:data15};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}}if(data.compat !== undefined){let data16 = data.compat;if(!((data16 === "reference") || (data16 === "corrected"))){const err39 = {instancePath:instancePath+"/compat",schemaPath:"transitlm-suite.schema.json/properties/compat/enum",keyword:"enum",params:{allowedValues: schema34.properties.compat.enum},message:"must be equal to one of the allowed values",schema:schema34.properties.compat.enum,parentSchema:schema34.properties.compat,data:data16};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}if(data.maxProviderErrorRate !== undefined){let data17 = data.maxProviderErrorRate;if((typeof data17 == "number") && (isFinite(data17))){if(data17 > 1 || isNaN(data17)){const err40 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"transitlm-suite.schema.json/properties/maxProviderErrorRate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema34.properties.maxProviderErrorRate,data:data17};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}if(data17 < 0 || isNaN(data17)){const err41 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"transitlm-suite.schema.json/properties/maxProviderErrorRate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema34.properties.maxProviderErrorRate,data:data17};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}else {const err42 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"transitlm-suite.schema.json/properties/maxProviderErrorRate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.maxProviderErrorRate.type,parentSchema:schema34.properties.maxProviderErrorRate,data:data17};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}if(data.maxConsecutiveProviderFailures !== undefined){let data18 = data.maxConsecutiveProviderFailures;if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){const err43 = {instancePath:instancePath+"/maxConsecutiveProviderFailures",schemaPath:"transitlm-suite.schema.json/properties/maxConsecutiveProviderFailures/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.maxConsecutiveProviderFailures.type,parentSchema:schema34.properties.maxConsecutiveProviderFailures,data:data18};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}if((typeof data18 == "number") && (isFinite(data18))){if(data18 < 1 || isNaN(data18)){const err44 = {instancePath:instancePath+"/maxConsecutiveProviderFailures",schemaPath:"transitlm-suite.schema.json/properties/maxConsecutiveProviderFailures/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema34.properties.maxConsecutiveProviderFailures,data:data18};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}}}}else {const err45 = {instancePath,schemaPath:"transitlm-suite.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}var _valid2 = _errs24 === errors;valid6 = _valid2;if(valid6){var props1 = true;}}if(!valid6){const err46 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema32.allOf[1].if,parentSchema:schema32.allOf[1],data};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}const _errs60 = errors;let valid16 = true;const _errs61 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.benchmark !== undefined){if("flood" !== data.benchmark){const err47 = {};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}}}var _valid5 = _errs61 === errors;errors = _errs60;if(vErrors !== null){if(_errs60){vErrors.length = _errs60;}else {vErrors = null;}}if(_valid5){const _errs63 = errors;const _errs67 = errors;let valid20 = true;const _errs68 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.provider === undefined) && (missing0 = "provider")){const err48 = {};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}else {if(data.provider !== undefined){if("replay" !== data.provider){const err49 = {};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}}}}var _valid6 = _errs68 === errors;errors = _errs67;if(vErrors !== null){if(_errs67){vErrors.length = _errs67;}else {vErrors = null;}}if(_valid6){const _errs70 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.replay === undefined){const err50 = {instancePath,schemaPath:"flood-suite.schema.json/allOf/0/then/required",keyword:"required",params:{missingProperty: "replay"},message:"must have required property '"+"replay"+"'",schema:schema35.allOf[0].then.required,parentSchema:schema35.allOf[0].then,data};if(vErrors === null){vErrors = [err50];}else {vErrors.push(err50);}errors++;}}var _valid6 = _errs70 === errors;valid20 = _valid6;}if(!valid20){const err51 = {instancePath,schemaPath:"flood-suite.schema.json/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema35.allOf[0].if,parentSchema:schema35.allOf[0],data};if(vErrors === null){vErrors = [err51];}else {vErrors.push(err51);}errors++;}const _errs72 = errors;let valid22 = true;const _errs73 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if((data.provider === undefined) && (missing1 = "provider")){const err52 = {};if(vErrors === null){vErrors = [err52];}else {vErrors.push(err52);}errors++;}else {if(data.provider !== undefined){if("openai" !== data.provider){const err53 = {};if(vErrors === null){vErrors = [err53];}else {vErrors.push(err53);}errors++;}}}}var _valid7 = _errs73 === errors;errors = _errs72;if(vErrors !== null){if(_errs72){vErrors.length = _errs72;}else {vErrors = null;}}if(_valid7){const _errs75 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.baseUrl === undefined){const err54 = {instancePath,schemaPath:"flood-suite.schema.json/allOf/1/then/required",keyword:"required",params:{missingProperty: "baseUrl"},message:"must have required property '"+"baseUrl"+"'",schema:schema35.allOf[1].then.required,parentSchema:schema35.allOf[1].then,data};if(vErrors === null){vErrors = [err54];}else {vErrors.push(err54);}errors++;}if(data.model === undefined){const err55 = {instancePath,schemaPath:"flood-suite.schema.json/allOf/1/then/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'",schema:schema35.allOf[1].then.required,parentSchema:schema35.allOf[1].then,data};if(vErrors === null){vErrors = [err55];}else {vErrors.push(err55);}errors++;}}var _valid7 = _errs75 === errors;valid22 = _valid7;}if(!valid22){const err56 = {instancePath,schemaPath:"flood-suite.schema.json/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema35.allOf[1].if,parentSchema:schema35.allOf[1],data};if(vErrors === null){vErrors = [err56];}else {vErrors.push(err56);}errors++;}const _errs77 = errors;let valid24 = true;const _errs78 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if((data.resume === undefined) && (missing2 = "resume")){const err57 = {};if(vErrors === null){vErrors = [err57];}else {vErrors.push(err57);}errors++;}else {if(data.resume !== undefined){if(true !== data.resume){const err58 = {};if(vErrors === null){vErrors = [err58];}else {vErrors.push(err58);}errors++;}}}}var _valid8 = _errs78 === errors;errors = _errs77;if(vErrors !== null){if(_errs77){vErrors.length = _errs77;}else {vErrors = null;}}if(_valid8){const _errs80 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.record === undefined){const err59 = {instancePath,schemaPath:"flood-suite.schema.json/allOf/2/then/required",keyword:"required",params:{missingProperty: "record"},message:"must have required property '"+"record"+"'",schema:schema35.allOf[2].then.required,parentSchema:schema35.allOf[2].then,data};if(vErrors === null){vErrors = [err59];}else {vErrors.push(err59);}errors++;}if(data.provider === undefined){const err60 = {instancePath,schemaPath:"flood-suite.schema.json/allOf/2/then/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'",schema:schema35.allOf[2].then.required,parentSchema:schema35.allOf[2].then,data};if(vErrors === null){vErrors = [err60];}else {vErrors.push(err60);}errors++;}if(data.provider !== undefined){let data23 = data.provider;if("openai" !== data23){const err61 = {instancePath:instancePath+"/provider",schemaPath:"flood-suite.schema.json/allOf/2/then/properties/provider/const",keyword:"const",params:{allowedValue: "openai"},message:"must be equal to constant",schema:"openai",parentSchema:schema35.allOf[2].then.properties.provider,data:data23};if(vErrors === null){vErrors = [err61];}else {vErrors.push(err61);}errors++;}}}var _valid8 = _errs80 === errors;valid24 = _valid8;if(valid24){var props2 = {};props2.provider = true;props2.resume = true;}}if(!valid24){const err62 = {instancePath,schemaPath:"flood-suite.schema.json/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema35.allOf[2].if,parentSchema:schema35.allOf[2],data};if(vErrors === null){vErrors = [err62];}else {vErrors.push(err62);}errors++;}if(props2 !== true){props2 = props2 || {};props2.provider = true;}if(data && typeof data == "object" && !Array.isArray(data)){for(const key2 in data){if(!(func1.call(schema35.properties, key2))){const err63 = {instancePath,schemaPath:"flood-suite.schema.json/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema35,data};if(vErrors === null){vErrors = [err63];}else {vErrors.push(err63);}errors++;}}if(data.task !== undefined){let data24 = data.task;if(!(((data24 === "simple") || (data24 === "cognitive")) || (data24 === null))){const err64 = {instancePath:instancePath+"/task",schemaPath:"flood-suite.schema.json/properties/task/enum",keyword:"enum",params:{allowedValues: schema35.properties.task.enum},message:"must be equal to one of the allowed values",schema:schema35.properties.task.enum,parentSchema:schema35.properties.task,data:data24};if(vErrors === null){vErrors = [err64];}else {vErrors.push(err64);}errors++;}}if(data.scenario !== undefined){let data25 = data.scenario;if(typeof data25 !== "string"){const err65 = {instancePath:instancePath+"/scenario",schemaPath:"flood-suite.schema.json/properties/scenario/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.scenario.type,parentSchema:schema35.properties.scenario,data:data25};if(vErrors === null){vErrors = [err65];}else {vErrors.push(err65);}errors++;}}if(data.provider !== undefined){let data26 = data.provider;if(!(((data26 === "rule") || (data26 === "replay")) || (data26 === "openai"))){const err66 = {instancePath:instancePath+"/provider",schemaPath:"flood-suite.schema.json/properties/provider/enum",keyword:"enum",params:{allowedValues: schema35.properties.provider.enum},message:"must be equal to one of the allowed values",schema:schema35.properties.provider.enum,parentSchema:schema35.properties.provider,data:data26};if(vErrors === null){vErrors = [err66];}else {vErrors.push(err66);}errors++;}}if(data.replay !== undefined){let data27 = data.replay;if(typeof data27 !== "string"){const err67 = {instancePath:instancePath+"/replay",schemaPath:"flood-suite.schema.json/properties/replay/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.replay.type,parentSchema:schema35.properties.replay,data:data27};if(vErrors === null){vErrors = [err67];}else {vErrors.push(err67);}errors++;}}if(data.record !== undefined){let data28 = data.record;if(typeof data28 !== "string"){const err68 = {instancePath:instancePath+"/record",schemaPath:"flood-suite.schema.json/properties/record/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.record.type,parentSchema:schema35.properties.record,data:data28};if(vErrors === null){vErrors = [err68];}else {vErrors.push(err68);}errors++;}}if(data.auditOut !== undefined){let data29 = data.auditOut;if(typeof data29 !== "string"){const err69 = {instancePath:instancePath+"/auditOut",schemaPath:"flood-suite.schema.json/properties/auditOut/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.auditOut.type,parentSchema:schema35.properties.auditOut,data:data29};if(vErrors === null){vErrors = [err69];}else {vErrors.push(err69);}errors++;}}if(data.baseUrl !== undefined){let data30 = data.baseUrl;if(typeof data30 === "string"){if(func2(data30) < 1){const err70 = {instancePath:instancePath+"/baseUrl",schemaPath:"flood-suite.schema.json/properties/baseUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.baseUrl,data:data30};if(vErrors === null){vErrors = [err70];}else {vErrors.push(err70);}errors++;}}else {const err71 = {instancePath:instancePath+"/baseUrl",schemaPath:"flood-suite.schema.json/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.baseUrl.type,parentSchema:schema35.properties.baseUrl,data:data30};if(vErrors === null){vErrors = [err71];}else {vErrors.push(err71);}errors++;}}if(data.model !== undefined){let data31 = data.model;if(typeof data31 === "string"){if(func2(data31) < 1){const err72 = {instancePath:instancePath+"/model",schemaPath:"flood-suite.schema.json/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.model,data:data31};if(vErrors === null){vErrors = [err72];}else {vErrors.push(err72);}errors++;}}else {const err73 = {instancePath:instancePath+"/model",schemaPath:"flood-suite.schema.json/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.model.type,parentSchema:schema35.properties.model,data:data31};if(vErrors === null){vErrors = [err73];}else {vErrors.push(err73);}errors++;}}if(data.apiKeyEnv !== undefined){let data32 = data.apiKeyEnv;if(typeof data32 === "string"){if(func2(data32) < 1){const err74 = {instancePath:instancePath+"/apiKeyEnv",schemaPath:"flood-suite.schema.json/properties/apiKeyEnv/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.apiKeyEnv,data:data32};if(vErrors === null){vErrors = [err74];}else {vErrors.push(err74);}errors++;}}else {const err75 = {instancePath:instancePath+"/apiKeyEnv",schemaPath:"flood-suite.schema.json/properties/apiKeyEnv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.apiKeyEnv.type,parentSchema:schema35.properties.apiKeyEnv,data:data32};if(vErrors === null){vErrors = [err75];}else {vErrors.push(err75);}errors++;}}if(data.temperature !== undefined){let data33 = data.temperature;if((typeof data33 == "number") && (isFinite(data33))){if(data33 > 2 || isNaN(data33)){const err76 = {instancePath:instancePath+"/temperature",schemaPath:"flood-suite.schema.json/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2",schema:2,parentSchema:schema35.properties.temperature,data:data33};if(vErrors === null){vErrors = [err76];}else {vErrors.push(err76);}errors++;}if(data33 < 0 || isNaN(data33)){const err77 = {instancePath:instancePath+"/temperature",schemaPath:"flood-suite.schema.json/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.properties.temperature,data:data33};if(vErrors === null){vErrors = [err77];}else {vErrors.push(err77);}errors++;}}else {const err78 = {instancePath:instancePath+"/temperature",schemaPath:"flood-suite.schema.json/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.temperature.type,parentSchema:schema35.properties.temperature,data:data33};if(vErrors === null){vErrors = [err78];}else {vErrors.push(err78);}errors++;}}if(data.seed !== undefined){let data34 = data.seed;if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){const err79 = {instancePath:instancePath+"/seed",schemaPath:"flood-suite.schema.json/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.seed.type,parentSchema:schema35.properties.seed,data:data34};if(vErrors === null){vErrors = [err79];}else {vErrors.push(err79);}errors++;}}if(data.maxTokens !== undefined){let data35 = data.maxTokens;if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){const err80 = {instancePath:instancePath+"/maxTokens",schemaPath:"flood-suite.schema.json/properties/maxTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.maxTokens.type,parentSchema:schema35.properties.maxTokens,data:data35};if(vErrors === null){vErrors = [err80];}else {vErrors.push(err80);}errors++;}if((typeof data35 == "number") && (isFinite(data35))){if(data35 < 1 || isNaN(data35)){const err81 = {instancePath:instancePath+"/maxTokens",schemaPath:"flood-suite.schema.json/properties/maxTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema35.properties.maxTokens,data:data35};if(vErrors === null){vErrors = [err81];}else {vErrors.push(err81);}errors++;}}}if(data.timeoutS !== undefined){let data36 = data.timeoutS;if((typeof data36 == "number") && (isFinite(data36))){if(data36 <= 0 || isNaN(data36)){const err82 = {instancePath:instancePath+"/timeoutS",schemaPath:"flood-suite.schema.json/properties/timeoutS/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema35.properties.timeoutS,data:data36};if(vErrors === null){vErrors = [err82];}else {vErrors.push(err82);}errors++;}}else {const err83 = {instancePath:instancePath+"/timeoutS",schemaPath:"flood-suite.schema.json/properties/timeoutS/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.timeoutS.type,parentSchema:schema35.properties.timeoutS,data:data36};if(vErrors === null){vErrors = [err83];}else {vErrors.push(err83);}errors++;}}if(data.concurrency !== undefined){let data37 = data.concurrency;if(!(((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37))) && (isFinite(data37)))){const err84 = {instancePath:instancePath+"/concurrency",schemaPath:"flood-suite.schema.json/properties/concurrency/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.concurrency.type,parentSchema:schema35.properties.concurrency,data:data37};if(vErrors === null){vErrors = [err84];}else {vErrors.push(err84);}errors++;}if((typeof data37 == "number") && (isFinite(data37))){if(data37 > 256 || isNaN(data37)){const err85 = {instancePath:instancePath+"/concurrency",schemaPath:"flood-suite.schema.json/properties/concurrency/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256",schema:256,parentSchema:schema35.properties.concurrency,data:data37};if(vErrors === null){vErrors = [err85];}else {vErrors.push(err85);}errors++;}if(data37 < 1 || isNaN(data37)){const err86 = {instancePath:instancePath+"/concurrency",schemaPath:"flood-suite.schema.json/properties/concurrency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema35.properties.concurrency,data:data37};if(vErrors === null){vErrors = [err86];}else {vErrors.push(err86);}errors++;}}}if(data.retries !== undefined){let data38 = data.retries;if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){const err87 = {instancePath:instancePath+"/retries",schemaPath:"flood-suite.schema.json/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.retries.type,parentSchema:schema35.properties.retries,data:data38};if(vErrors === null){vErrors = [err87];}else {vErrors.push(err87);}errors++;}if((typeof data38 == "number") && (isFinite(data38))){if(data38 > 20 || isNaN(data38)){const err88 = {instancePath:instancePath+"/retries",schemaPath:"flood-suite.schema.json/properties/retries/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20",schema:20,parentSchema:schema35.properties.retries,data:data38};if(vErrors === null){vErrors = [err88];}else {vErrors.push(err88);}errors++;}if(data38 < 0 || isNaN(data38)){const err89 = {instancePath:instancePath+"/retries",schemaPath:"flood-suite.schema.json/properties/retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.properties.retries,data:data38};if(vErrors === null){vErrors = [err89];}else {vErrors.push(err89);}errors++;}}}if(data.audit !== undefined){let data39 = data.audit;if(typeof data39 !== "string"){const err90 = {instancePath:instancePath+"/audit",schemaPath:"flood-suite.schema.json/properties/audit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.audit.type,parentSchema:schema35.properties.audit,data:data39};if(vErrors === null){vErrors = [err90];}else {vErrors.push(err90);}errors++;}}if(data.resume !== undefined){let data40 = data.resume;if(typeof data40 !== "boolean"){const err91 = {instancePath:instancePath+"/resume",schemaPath:"flood-suite.schema.json/properties/resume/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema35.properties.resume.type,parentSchema:schema35.properties.resume,data:data40};if(vErrors === null){vErrors = [err91];}else {vErrors.push(err91);}errors++;}}if(data.maxProviderErrorRate !== undefined){let data41 = data.maxProviderErrorRate;if((typeof data41 == "number") && (isFinite(data41))){if(data41 > 1 || isNaN(data41)){const err92 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"flood-suite.schema.json/properties/maxProviderErrorRate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema35.properties.maxProviderErrorRate,data:data41};if(vErrors === null){vErrors = [err92];}else {vErrors.push(err92);}errors++;}if(data41 < 0 || isNaN(data41)){const err93 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"flood-suite.schema.json/properties/maxProviderErrorRate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.properties.maxProviderErrorRate,data:data41};if(vErrors === null){vErrors = [err93];}else {vErrors.push(err93);}errors++;}}else {const err94 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"flood-suite.schema.json/properties/maxProviderErrorRate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.maxProviderErrorRate.type,parentSchema:schema35.properties.maxProviderErrorRate,data:data41};if(vErrors === null){vErrors = [err94];}else {vErrors.push(err94);}errors++;}}if(data.maxConsecutiveProviderFailures !== undefined){let data42 = data.maxConsecutiveProviderFailures;if(!(((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42))) && (isFinite(data42)))){const err95 = {instancePath:instancePath+"/maxConsecutiveProviderFailures",schemaPath:"flood-suite.schema.json/properties/maxConsecutiveProviderFailures/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.maxConsecutiveProviderFailures.type,parentSchema:schema35.properties.maxConsecutiveProviderFailures,data:data42};if(vErrors === null){vErrors = [err95];}else {vErrors.push(err95);}errors++;}if((typeof data42 == "number") && (isFinite(data42))){if(data42 < 1 || isNaN(data42)){const err96 = {instancePath:instancePath+"/maxConsecutiveProviderFailures",schemaPath:"flood-suite.schema.json/properties/maxConsecutiveProviderFailures/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema35.properties.maxConsecutiveProviderFailures,data:data42};if(vErrors === null){vErrors = [err96];}else {vErrors.push(err96);}errors++;}}}}else {const err97 = {instancePath,schemaPath:"flood-suite.schema.json/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data};if(vErrors === null){vErrors = [err97];}else {vErrors.push(err97);}errors++;}var _valid5 = _errs63 === errors;valid16 = _valid5;if(valid16){var props3 = true;}}if(!valid16){const err98 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema32.allOf[2].if,parentSchema:schema32.allOf[2],data};if(vErrors === null){vErrors = [err98];}else {vErrors.push(err98);}errors++;}if(props0 !== true && props3 !== undefined){if(props3 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props3);}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.id === undefined){const err99 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema32.required,parentSchema:schema32,data};if(vErrors === null){vErrors = [err99];}else {vErrors.push(err99);}errors++;}if(data.benchmark === undefined){const err100 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "benchmark"},message:"must have required property '"+"benchmark"+"'",schema:schema32.required,parentSchema:schema32,data};if(vErrors === null){vErrors = [err100];}else {vErrors.push(err100);}errors++;}if(props0 !== true){props0 = props0 || {};props0.id = true;props0.benchmark = true;props0.task = true;}if(data.id !== undefined){let data43 = data.id;if(typeof data43 === "string"){if(!pattern4.test(data43)){const err101 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9][A-Za-z0-9._-]*$"},message:"must match pattern \""+"^[A-Za-z0-9][A-Za-z0-9._-]*$"+"\"",schema:"^[A-Za-z0-9][A-Za-z0-9._-]*$",parentSchema:schema32.properties.id,data:data43};if(vErrors === null){vErrors = [err101];}else {vErrors.push(err101);}errors++;}}else {const err102 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema32.properties.id.type,parentSchema:schema32.properties.id,data:data43};if(vErrors === null){vErrors = [err102];}else {vErrors.push(err102);}errors++;}}if(data.benchmark !== undefined){let data44 = data.benchmark;if(!(((data44 === "hurricane") || (data44 === "transitlm")) || (data44 === "flood"))){const err103 = {instancePath:instancePath+"/benchmark",schemaPath:"#/properties/benchmark/enum",keyword:"enum",params:{allowedValues: schema32.properties.benchmark.enum},message:"must be equal to one of the allowed values",schema:schema32.properties.benchmark.enum,parentSchema:schema32.properties.benchmark,data:data44};if(vErrors === null){vErrors = [err103];}else {vErrors.push(err103);}errors++;}}if(data.task !== undefined){let data45 = data.task;if((typeof data45 !== "string") && (data45 !== null)){const err104 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/type",keyword:"type",params:{type: schema32.properties.task.type},message:"must be string,null",schema:schema32.properties.task.type,parentSchema:schema32.properties.task,data:data45};if(vErrors === null){vErrors = [err104];}else {vErrors.push(err104);}errors++;}}}else {const err105 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema32.type,parentSchema:schema32,data};if(vErrors === null){vErrors = [err105];}else {vErrors.push(err105);}errors++;}validate21.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate21.evaluated = {"dynamicProps":true,"dynamicItems":false};const schema36 = {"type":"object","additionalProperties":false,"description":"Later rules override earlier ones, key by key; null clears a threshold.","properties":{"suite":{"type":"string","minLength":1,"description":"Glob on suite ids (* and ?)."},"round":{"type":"string","minLength":1,"description":"Glob on round ids; the rule then applies to rounds."},"metric":{"type":"string","minLength":1,"description":"Glob on metric ids (finalScore included); the rule then applies to metrics."},"direction":{"enum":["higher","lower","none"]},"warn":{"$ref":"#/$defs/gateThresholds"},"fail":{"$ref":"#/$defs/gateThresholds"}}};const schema37 = {"type":"object","additionalProperties":false,"properties":{"maxDrop":{"type":["number","null"],"minimum":0,"description":"Largest allowed drop: percentage points for rounds, rates and finalScore, else the metric unit."},"maxDropPct":{"type":["number","null"],"minimum":0,"description":"Largest allowed drop as a percentage of |baseline|."},"min":{"type":["number","null"],"description":"Absolute lower bound on the current value (points for rounds, rates and finalScore); applies with or without a baseline."},"max":{"type":["number","null"],"description":"Absolute upper bound on the current value; applies with or without a baseline."}}};function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate23.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!((((((key0 === "suite") || (key0 === "round")) || (key0 === "metric")) || (key0 === "direction")) || (key0 === "warn")) || (key0 === "fail"))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema36,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.suite !== undefined){let data0 = data.suite;if(typeof data0 === "string"){if(func2(data0) < 1){const err1 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.suite,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}else {const err2 = {instancePath:instancePath+"/suite",schemaPath:"#/properties/suite/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.suite.type,parentSchema:schema36.properties.suite,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.round !== undefined){let data1 = data.round;if(typeof data1 === "string"){if(func2(data1) < 1){const err3 = {instancePath:instancePath+"/round",schemaPath:"#/properties/round/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.round,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}else {const err4 = {instancePath:instancePath+"/round",schemaPath:"#/properties/round/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.round.type,parentSchema:schema36.properties.round,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.metric !== undefined){let data2 = data.metric;if(typeof data2 === "string"){if(func2(data2) < 1){const err5 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema36.properties.metric,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/metric",schemaPath:"#/properties/metric/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema36.properties.metric.type,parentSchema:schema36.properties.metric,data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.direction !== undefined){let data3 = data.direction;if(!(((data3 === "higher") || (data3 === "lower")) || (data3 === "none"))){const err7 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema36.properties.direction.enum},message:"must be equal to one of the allowed values",schema:schema36.properties.direction.enum,parentSchema:schema36.properties.direction,data:data3};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.warn !== undefined){let data4 = data.warn;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){for(const key1 in data4){if(!((((key1 === "maxDrop") || (key1 === "maxDropPct")) || (key1 === "min")) || (key1 === "max"))){const err8 = {instancePath:instancePath+"/warn",schemaPath:"#/$defs/gateThresholds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data:data4};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data4.maxDrop !== undefined){let data5 = data4.maxDrop;if((!((typeof data5 == "number") && (isFinite(data5)))) && (data5 !== null)){const err9 = {instancePath:instancePath+"/warn/maxDrop",schemaPath:"#/$defs/gateThresholds/properties/maxDrop/type",keyword:"type",params:{type: schema37.properties.maxDrop.type},message:"must be number,null",schema:schema37.properties.maxDrop.type,parentSchema:schema37.properties.maxDrop,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if((typeof data5 == "number") && (isFinite(data5))){if(data5 < 0 || isNaN(data5)){const err10 = {instancePath:instancePath+"/warn/maxDrop",schemaPath:"#/$defs/gateThresholds/properties/maxDrop/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema37.properties.maxDrop,data:data5};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}if(data4.maxDropPct !== undefined){let data6 = data4.maxDropPct;if((!((typeof data6 == "number") && (isFinite(data6)))) && (data6 !== null)){const err11 = {instancePath:instancePath+"/warn/maxDropPct",schemaPath:"#/$defs/gateThresholds/properties/maxDropPct/type",keyword:"type",params:{type: schema37.properties.maxDropPct.type},message:"must be number,null",schema:schema37.properties.maxDropPct.type,parentSchema:schema37.properties.maxDropPct,data:data6};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}if((typeof data6 == "number") && (isFinite(data6))){if(data6 < 0 || isNaN(data6)){const err12 = {instancePath:instancePath+"/warn/maxDropPct",schemaPath:"#/$defs/gateThresholds/properties/maxDropPct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema37.properties.maxDropPct,data:data6};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}if(data4.min !== undefined){let data7 = data4.min;if((!((typeof data7 == "number") && (isFinite(data7)))) && (data7 !== null)){const err13 = {instancePath:instancePath+"/warn/min",schemaPath:"#/$defs/gateThresholds/properties/min/type",keyword:"type",params:{type: schema37.properties.min.type},message:"must be number,null",schema:schema37.properties.min.type,parentSchema:schema37.properties.min,data:data7};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data4.max !== undefined){let data8 = data4.max;if((!((typeof data8 == "number") && (isFinite(data8)))) && (data8 !== null)){const err14 = {instancePath:instancePath+"/warn/max",schemaPath:"#/$defs/gateThresholds/properties/max/type",keyword:"type",params:{type: schema37.properties.max.type},message:"must be number,null",schema:schema37.properties.max.type,parentSchema:schema37.properties.max,data:data8};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}}else {const err15 = {instancePath:instancePath+"/warn",schemaPath:"#/$defs/gateThresholds/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data:data4};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.fail !== undefined){let data9 = data.fail;if(data9 && typeof data9 == "object" && !Array.isArray(data9)){for(const key2 in data9){if(!((((key2 === "maxDrop") || (key2 === "maxDropPct")) || (key2 === "min")) || (key2 === "max"))){const err16 = {instancePath:instancePath+"/fail",schemaPath:"#/$defs/gateThresholds/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema37,data:data9};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data9.maxDrop !== undefined){let data10 = data9.maxDrop;if((!((typeof data10 == "number") && (isFinite(data10)))) && (data10 !== null)){const err17 = {instancePath:instancePath+"/fail/maxDrop",schemaPath:"#/$defs/gateThresholds/properties/maxDrop/type",keyword:"type",params:{type: schema37.properties.maxDrop.type},message:"must be number,null",schema:schema37.properties.maxDrop.type,parentSchema:schema37.properties.maxDrop,data:data10};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}if((typeof data10 == "number") && (isFinite(data10))){if(data10 < 0 || isNaN(data10)){const err18 = {instancePath:instancePath+"/fail/maxDrop",schemaPath:"#/$defs/gateThresholds/properties/maxDrop/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema37.properties.maxDrop,data:data10};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}if(data9.maxDropPct !== undefined){let data11 = data9.maxDropPct;if((!((typeof data11 == "number") && (isFinite(data11)))) && (data11 !== null)){const err19 = {instancePath:instancePath+"/fail/maxDropPct",schemaPath:"#/$defs/gateThresholds/properties/maxDropPct/type",keyword:"type",params:{type: schema37.properties.maxDropPct.type},message:"must be number,null",schema:schema37.properties.maxDropPct.type,parentSchema:schema37.properties.maxDropPct,data:data11};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}if((typeof data11 == "number") && (isFinite(data11))){if(data11 < 0 || isNaN(data11)){const err20 = {instancePath:instancePath+"/fail/maxDropPct",schemaPath:"#/$defs/gateThresholds/properties/maxDropPct/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema37.properties.maxDropPct,data:data11};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}}if(data9.min !== undefined){let data12 = data9.min;if((!((typeof data12 == "number") && (isFinite(data12)))) && (data12 !== null)){const err21 = {instancePath:instancePath+"/fail/min",schemaPath:"#/$defs/gateThresholds/properties/min/type",keyword:"type",params:{type: schema37.properties.min.type},message:"must be number,null",schema:schema37.properties.min.type,parentSchema:schema37.properties.min,data:data12};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data9.max !== undefined){let data13 = data9.max;if((!((typeof data13 == "number") && (isFinite(data13)))) && (data13 !== null)){const err22 = {instancePath:instancePath+"/fail/max",schemaPath:"#/$defs/gateThresholds/properties/max/type",keyword:"type",params:{type: schema37.properties.max.type},message:"must be number,null",schema:schema37.properties.max.type,parentSchema:schema37.properties.max,data:data13};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}else {const err23 = {instancePath:instancePath+"/fail",schemaPath:"#/$defs/gateThresholds/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema37.type,parentSchema:schema37,data:data9};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}}else {const err24 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema36.type,parentSchema:schema36,data};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}validate23.errors = vErrors;return errors === 0;}validate23.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="config.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate20.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.suites === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suites"},message:"must have required property '"+"suites"+"'",schema:schema31.required,parentSchema:schema31,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}for(const key0 in data){if(!((((key0 === "$schema") || (key0 === "suites")) || (key0 === "deadlineMinutes")) || (key0 === "gate"))){const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema31,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.$schema !== undefined){let data0 = data.$schema;if(typeof data0 !== "string"){const err2 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.$schema.type,parentSchema:schema31.properties.$schema,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.suites !== undefined){let data1 = data.suites;if(Array.isArray(data1)){if(data1.length < 1){const err3 = {instancePath:instancePath+"/suites",schemaPath:"#/properties/suites/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema31.properties.suites,data:data1};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}const len0 = data1.length;for(let i0=0; i0<len0; i0++){if(!(validate21(data1[i0], {instancePath:instancePath+"/suites/" + i0,parentData:data1,parentDataProperty:i0,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);errors = vErrors.length;}}}else {const err4 = {instancePath:instancePath+"/suites",schemaPath:"#/properties/suites/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.suites.type,parentSchema:schema31.properties.suites,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.deadlineMinutes !== undefined){let data3 = data.deadlineMinutes;if((typeof data3 == "number") && (isFinite(data3))){if(data3 <= 0 || isNaN(data3)){const err5 = {instancePath:instancePath+"/deadlineMinutes",schemaPath:"#/properties/deadlineMinutes/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema31.properties.deadlineMinutes,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}else {const err6 = {instancePath:instancePath+"/deadlineMinutes",schemaPath:"#/properties/deadlineMinutes/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema31.properties.deadlineMinutes.type,parentSchema:schema31.properties.deadlineMinutes,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.gate !== undefined){let data4 = data.gate;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){for(const key1 in data4){if(!(((((key1 === "level") || (key1 === "minItems")) || (key1 === "onMissingBaseline")) || (key1 === "baseline")) || (key1 === "rules"))){const err7 = {instancePath:instancePath+"/gate",schemaPath:"#/properties/gate/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.gate,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data4.level !== undefined){let data5 = data4.level;if((typeof data5 == "number") && (isFinite(data5))){if(data5 >= 1 || isNaN(data5)){const err8 = {instancePath:instancePath+"/gate/level",schemaPath:"#/properties/gate/properties/level/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 1},message:"must be < 1",schema:1,parentSchema:schema31.properties.gate.properties.level,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}if(data5 <= 0.5 || isNaN(data5)){const err9 = {instancePath:instancePath+"/gate/level",schemaPath:"#/properties/gate/properties/level/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0.5},message:"must be > 0.5",schema:0.5,parentSchema:schema31.properties.gate.properties.level,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/gate/level",schemaPath:"#/properties/gate/properties/level/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema31.properties.gate.properties.level.type,parentSchema:schema31.properties.gate.properties.level,data:data5};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data4.minItems !== undefined){let data6 = data4.minItems;if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){const err11 = {instancePath:instancePath+"/gate/minItems",schemaPath:"#/properties/gate/properties/minItems/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema31.properties.gate.properties.minItems.type,parentSchema:schema31.properties.gate.properties.minItems,data:data6};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}if((typeof data6 == "number") && (isFinite(data6))){if(data6 < 1 || isNaN(data6)){const err12 = {instancePath:instancePath+"/gate/minItems",schemaPath:"#/properties/gate/properties/minItems/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema31.properties.gate.properties.minItems,data:data6};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}if(data4.onMissingBaseline !== undefined){let data7 = data4.onMissingBaseline;if(!(((data7 === "pass") || (data7 === "warn")) || (data7 === "fail"))){const err13 = {instancePath:instancePath+"/gate/onMissingBaseline",schemaPath:"#/properties/gate/properties/onMissingBaseline/enum",keyword:"enum",params:{allowedValues: schema31.properties.gate.properties.onMissingBaseline.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.gate.properties.onMissingBaseline.enum,parentSchema:schema31.properties.gate.properties.onMissingBaseline,data:data7};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data4.baseline !== undefined){let data8 = data4.baseline;if(data8 && typeof data8 == "object" && !Array.isArray(data8)){for(const key2 in data8){if(!((((key2 === "source") || (key2 === "path")) || (key2 === "artifactName")) || (key2 === "maxAgeDays"))){const err14 = {instancePath:instancePath+"/gate/baseline",schemaPath:"#/properties/gate/properties/baseline/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema31.properties.gate.properties.baseline,data:data8};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data8.source !== undefined){let data9 = data8.source;if(!(((data9 === "file") || (data9 === "path")) || (data9 === "artifact"))){const err15 = {instancePath:instancePath+"/gate/baseline/source",schemaPath:"#/properties/gate/properties/baseline/properties/source/enum",keyword:"enum",params:{allowedValues: schema31.properties.gate.properties.baseline.properties.source.enum},message:"must be equal to one of the allowed values",schema:schema31.properties.gate.properties.baseline.properties.source.enum,parentSchema:schema31.properties.gate.properties.baseline.properties.source,data:data9};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data8.path !== undefined){let data10 = data8.path;if(typeof data10 === "string"){if(func2(data10) < 1){const err16 = {instancePath:instancePath+"/gate/baseline/path",schemaPath:"#/properties/gate/properties/baseline/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.gate.properties.baseline.properties.path,data:data10};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}else {const err17 = {instancePath:instancePath+"/gate/baseline/path",schemaPath:"#/properties/gate/properties/baseline/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.gate.properties.baseline.properties.path.type,parentSchema:schema31.properties.gate.properties.baseline.properties.path,data:data10};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data8.artifactName !== undefined){let data11 = data8.artifactName;if(typeof data11 === "string"){if(func2(data11) < 1){const err18 = {instancePath:instancePath+"/gate/baseline/artifactName",schemaPath:"#/properties/gate/properties/baseline/properties/artifactName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema31.properties.gate.properties.baseline.properties.artifactName,data:data11};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}else {const err19 = {instancePath:instancePath+"/gate/baseline/artifactName",schemaPath:"#/properties/gate/properties/baseline/properties/artifactName/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema31.properties.gate.properties.baseline.properties.artifactName.type,parentSchema:schema31.properties.gate.properties.baseline.properties.artifactName,data:data11};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data8.maxAgeDays !== undefined){let data12 = data8.maxAgeDays;if((typeof data12 == "number") && (isFinite(data12))){if(data12 < 0 || isNaN(data12)){const err20 = {instancePath:instancePath+"/gate/baseline/maxAgeDays",schemaPath:"#/properties/gate/properties/baseline/properties/maxAgeDays/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema31.properties.gate.properties.baseline.properties.maxAgeDays,data:data12};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}else {const err21 = {instancePath:instancePath+"/gate/baseline/maxAgeDays",schemaPath:"#/properties/gate/properties/baseline/properties/maxAgeDays/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema31.properties.gate.properties.baseline.properties.maxAgeDays.type,parentSchema:schema31.properties.gate.properties.baseline.properties.maxAgeDays,data:data12};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}}else {const err22 = {instancePath:instancePath+"/gate/baseline",schemaPath:"#/properties/gate/properties/baseline/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.gate.properties.baseline.type,parentSchema:schema31.properties.gate.properties.baseline,data:data8};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}if(data4.rules !== undefined){let data13 = data4.rules;if(Array.isArray(data13)){const len1 = data13.length;for(let i1=0; i1<len1; i1++){if(!(validate23(data13[i1], {instancePath:instancePath+"/gate/rules/" + i1,parentData:data13,parentDataProperty:i1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);errors = vErrors.length;}}}else {const err23 = {instancePath:instancePath+"/gate/rules",schemaPath:"#/properties/gate/properties/rules/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema31.properties.gate.properties.rules.type,parentSchema:schema31.properties.gate.properties.rules,data:data13};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}}else {const err24 = {instancePath:instancePath+"/gate",schemaPath:"#/properties/gate/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.properties.gate.type,parentSchema:schema31.properties.gate,data:data4};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}}else {const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema31.type,parentSchema:schema31,data};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}validate20.errors = vErrors;return errors === 0;}validate20.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const floodReplayRecord = validate25;const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"flood-replay-record.schema.json","title":"Flood replay record","description":"One line of a flood replay/record JSONL file: one provider attempt. Key = (year, role, agentId, attempt).","type":"object","required":["year","agentId","role","attempt","text"],"additionalProperties":false,"properties":{"year":{"type":"integer","minimum":1},"agentId":{"type":"string","minLength":1},"role":{"enum":["household","insurance","government"]},"attempt":{"type":"integer","minimum":1},"text":{"type":["string","null"],"description":"The reply; null only with error."},"error":{"type":"string","minLength":1,"description":"Replays as this format failure reason, e.g. \"provider-error: 500\"."},"contextHash":{"type":"string","pattern":"^[0-9a-f]{16}$","description":"The household context's hash when recorded."}},"allOf":[{"if":{"properties":{"text":{"type":"null"}}},"then":{"required":["error"]}},{"if":{"properties":{"role":{"const":"insurance"}}},"then":{"properties":{"agentId":{"const":"insurance"},"attempt":{"const":1}}}},{"if":{"properties":{"role":{"const":"government"}}},"then":{"properties":{"agentId":{"const":"government"},"attempt":{"const":1}}}}]};const pattern5 = new RegExp("^[0-9a-f]{16}$", "u");function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="flood-replay-record.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate25.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs2 = errors;let valid1 = true;const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.text !== undefined){if(data.text !== null){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}}var _valid0 = _errs3 === errors;errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}if(_valid0){const _errs6 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.error === undefined){const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "error"},message:"must have required property '"+"error"+"'",schema:schema39.allOf[0].then.required,parentSchema:schema39.allOf[0].then,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs6 === errors;valid1 = _valid0;}if(!valid1){const err2 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema39.allOf[0].if,parentSchema:schema39.allOf[0],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}const _errs8 = errors;let valid3 = true;const _errs9 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.role !== undefined){if("insurance" !== data.role){const err3 = {};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}}var _valid1 = _errs9 === errors;errors = _errs8;if(vErrors !== null){if(_errs8){vErrors.length = _errs8;}else {vErrors = null;}}if(_valid1){const _errs11 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.agentId !== undefined){let data2 = data.agentId;if("insurance" !== data2){const err4 = {instancePath:instancePath+"/agentId",schemaPath:"#/allOf/1/then/properties/agentId/const",keyword:"const",params:{allowedValue: "insurance"},message:"must be equal to constant",schema:"insurance",parentSchema:schema39.allOf[1].then.properties.agentId,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.attempt !== undefined){let data3 = data.attempt;if(1 !== data3){const err5 = {instancePath:instancePath+"/attempt",schemaPath:"#/allOf/1/then/properties/attempt/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema39.allOf[1].then.properties.attempt,data:data3};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}var _valid1 = _errs11 === errors;valid3 = _valid1;if(valid3){var props0 = {};props0.agentId = true;props0.attempt = true;props0.role = true;}}if(!valid3){const err6 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema39.allOf[1].if,parentSchema:schema39.allOf[1],data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(props0 !== true){props0 = props0 || {};props0.text = true;}const _errs15 = errors;let valid6 = true;const _errs16 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.role !== undefined){if("government" !== data.role){const err7 = {};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}var _valid2 = _errs16 === errors;errors = _errs15;if(vErrors !== null){if(_errs15){vErrors.length = _errs15;}else {vErrors = null;}}if(_valid2){const _errs18 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.agentId !== undefined){let data5 = data.agentId;if("government" !== data5){const err8 = {instancePath:instancePath+"/agentId",schemaPath:"#/allOf/2/then/properties/agentId/const",keyword:"const",params:{allowedValue: "government"},message:"must be equal to constant",schema:"government",parentSchema:schema39.allOf[2].then.properties.agentId,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.attempt !== undefined){let data6 = data.attempt;if(1 !== data6){const err9 = {instancePath:instancePath+"/attempt",schemaPath:"#/allOf/2/then/properties/attempt/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema39.allOf[2].then.properties.attempt,data:data6};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}}var _valid2 = _errs18 === errors;valid6 = _valid2;if(valid6){var props1 = {};props1.agentId = true;props1.attempt = true;props1.role = true;}}if(!valid6){const err10 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema39.allOf[2].if,parentSchema:schema39.allOf[2],data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}if(props0 !== true && props1 !== undefined){if(props1 === true){props0 = true;}else {props0 = props0 || {};Object.assign(props0, props1);}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.year === undefined){const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'",schema:schema39.required,parentSchema:schema39,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}if(data.agentId === undefined){const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agentId"},message:"must have required property '"+"agentId"+"'",schema:schema39.required,parentSchema:schema39,data};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}if(data.role === undefined){const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "role"},message:"must have required property '"+"role"+"'",schema:schema39.required,parentSchema:schema39,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}if(data.attempt === undefined){const err14 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "attempt"},message:"must have required property '"+"attempt"+"'",schema:schema39.required,parentSchema:schema39,data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}if(data.text === undefined){const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "text"},message:"must have required property '"+"text"+"'",schema:schema39.required,parentSchema:schema39,data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}for(const key0 in data){if(!(((((((key0 === "year") || (key0 === "agentId")) || (key0 === "role")) || (key0 === "attempt")) || (key0 === "text")) || (key0 === "error")) || (key0 === "contextHash"))){const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema39,data};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data.year !== undefined){let data7 = data.year;if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){const err17 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.properties.year.type,parentSchema:schema39.properties.year,data:data7};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}if((typeof data7 == "number") && (isFinite(data7))){if(data7 < 1 || isNaN(data7)){const err18 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema39.properties.year,data:data7};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}if(data.agentId !== undefined){let data8 = data.agentId;if(typeof data8 === "string"){if(func2(data8) < 1){const err19 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.agentId,data:data8};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}else {const err20 = {instancePath:instancePath+"/agentId",schemaPath:"#/properties/agentId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.agentId.type,parentSchema:schema39.properties.agentId,data:data8};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data.role !== undefined){let data9 = data.role;if(!(((data9 === "household") || (data9 === "insurance")) || (data9 === "government"))){const err21 = {instancePath:instancePath+"/role",schemaPath:"#/properties/role/enum",keyword:"enum",params:{allowedValues: schema39.properties.role.enum},message:"must be equal to one of the allowed values",schema:schema39.properties.role.enum,parentSchema:schema39.properties.role,data:data9};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data.attempt !== undefined){let data10 = data.attempt;if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){const err22 = {instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema39.properties.attempt.type,parentSchema:schema39.properties.attempt,data:data10};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}if((typeof data10 == "number") && (isFinite(data10))){if(data10 < 1 || isNaN(data10)){const err23 = {instancePath:instancePath+"/attempt",schemaPath:"#/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema39.properties.attempt,data:data10};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}}if(data.text !== undefined){let data11 = data.text;if((typeof data11 !== "string") && (data11 !== null)){const err24 = {instancePath:instancePath+"/text",schemaPath:"#/properties/text/type",keyword:"type",params:{type: schema39.properties.text.type},message:"must be string,null",schema:schema39.properties.text.type,parentSchema:schema39.properties.text,data:data11};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data.error !== undefined){let data12 = data.error;if(typeof data12 === "string"){if(func2(data12) < 1){const err25 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema39.properties.error,data:data12};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}else {const err26 = {instancePath:instancePath+"/error",schemaPath:"#/properties/error/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.error.type,parentSchema:schema39.properties.error,data:data12};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data.contextHash !== undefined){let data13 = data.contextHash;if(typeof data13 === "string"){if(!pattern5.test(data13)){const err27 = {instancePath:instancePath+"/contextHash",schemaPath:"#/properties/contextHash/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{16}$"},message:"must match pattern \""+"^[0-9a-f]{16}$"+"\"",schema:"^[0-9a-f]{16}$",parentSchema:schema39.properties.contextHash,data:data13};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}else {const err28 = {instancePath:instancePath+"/contextHash",schemaPath:"#/properties/contextHash/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema39.properties.contextHash.type,parentSchema:schema39.properties.contextHash,data:data13};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}}else {const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema39.type,parentSchema:schema39,data};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}validate25.errors = vErrors;return errors === 0;}validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const floodScenario = validate26;const schema40 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"flood-scenario.schema.json","title":"Flood adaptation scenario","description":"Every field is optional; see docs/flood.md for defaults. Nested objects may give only some of their fields.","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string"},"description":{"type":"string"},"seed":{"type":"integer","minimum":0,"maximum":9007199254740991,"description":"Seeds every PRNG stream."},"households":{"description":"A count of generated households, or a CSV/JSON profile file relative to the scenario.","oneOf":[{"type":"integer","minimum":1,"maximum":10000000},{"type":"string","minLength":1}]},"shares":{"type":"object","additionalProperties":false,"properties":{"mg":{"type":"number","minimum":0,"maximum":1},"renter":{"type":"number","minimum":0,"maximum":1}}},"floodMode":{"enum":["fixed","random"]},"floodYears":{"type":"array","uniqueItems":true,"items":{"type":"integer","minimum":1}},"floodProbability":{"type":"number","minimum":0,"maximum":1},"years":{"type":"integer","minimum":1,"maximum":10000},"memory":{"enum":["simple","cognitive"]},"insurance":{"type":"object","additionalProperties":false,"properties":{"rate":{"type":"number","minimum":0,"maximum":1,"description":"Initial premium rate."},"payoutRatio":{"type":"number","minimum":0,"maximum":1},"buildingLimit":{"type":"number","minimum":0},"contentsLimit":{"type":"number","minimum":0},"deductible":{"type":"number","minimum":0}}},"government":{"type":"object","additionalProperties":false,"properties":{"subsidyRate":{"type":"number","minimum":0,"maximum":1,"description":"Initial subsidy rate."},"annualBudget":{"type":"number","minimum":0},"mgPriority":{"type":"boolean"}}},"costs":{"type":"object","additionalProperties":false,"properties":{"elevation":{"type":"number","minimum":0},"relocation":{"type":"number","minimum":0}}},"maxRetries":{"type":"integer","minimum":0,"maximum":100}}};function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="flood-scenario.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate26.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func1.call(schema40.properties, key0))){const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema40,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}if(data.$schema !== undefined){let data0 = data.$schema;if(typeof data0 !== "string"){const err1 = {instancePath:instancePath+"/$schema",schemaPath:"#/properties/%24schema/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.$schema.type,parentSchema:schema40.properties.$schema,data:data0};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}if(data.description !== undefined){let data1 = data.description;if(typeof data1 !== "string"){const err2 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.description.type,parentSchema:schema40.properties.description,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.seed !== undefined){let data2 = data.seed;if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){const err3 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.seed.type,parentSchema:schema40.properties.seed,data:data2};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if((typeof data2 == "number") && (isFinite(data2))){if(data2 > 9007199254740991 || isNaN(data2)){const err4 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991},message:"must be <= 9007199254740991",schema:9007199254740991,parentSchema:schema40.properties.seed,data:data2};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(data2 < 0 || isNaN(data2)){const err5 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.seed,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}if(data.households !== undefined){let data3 = data.households;const _errs9 = errors;let valid1 = false;let passing0 = null;const _errs10 = errors;if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){const err6 = {instancePath:instancePath+"/households",schemaPath:"#/properties/households/oneOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.households.oneOf[0].type,parentSchema:schema40.properties.households.oneOf[0],data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if((typeof data3 == "number") && (isFinite(data3))){if(data3 > 10000000 || isNaN(data3)){const err7 = {instancePath:instancePath+"/households",schemaPath:"#/properties/households/oneOf/0/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000000},message:"must be <= 10000000",schema:10000000,parentSchema:schema40.properties.households.oneOf[0],data:data3};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(data3 < 1 || isNaN(data3)){const err8 = {instancePath:instancePath+"/households",schemaPath:"#/properties/households/oneOf/0/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.households.oneOf[0],data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}var _valid0 = _errs10 === errors;if(_valid0){valid1 = true;passing0 = 0;}const _errs12 = errors;if(typeof data3 === "string"){if(func2(data3) < 1){const err9 = {instancePath:instancePath+"/households",schemaPath:"#/properties/households/oneOf/1/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema40.properties.households.oneOf[1],data:data3};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/households",schemaPath:"#/properties/households/oneOf/1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema40.properties.households.oneOf[1].type,parentSchema:schema40.properties.households.oneOf[1],data:data3};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}var _valid0 = _errs12 === errors;if(_valid0 && valid1){valid1 = false;passing0 = [passing0, 1];}else {if(_valid0){valid1 = true;passing0 = 1;}}if(!valid1){const err11 = {instancePath:instancePath+"/households",schemaPath:"#/properties/households/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema40.properties.households.oneOf,parentSchema:schema40.properties.households,data:data3};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs9;if(vErrors !== null){if(_errs9){vErrors.length = _errs9;}else {vErrors = null;}}}}if(data.shares !== undefined){let data4 = data.shares;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){for(const key1 in data4){if(!((key1 === "mg") || (key1 === "renter"))){const err12 = {instancePath:instancePath+"/shares",schemaPath:"#/properties/shares/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema40.properties.shares,data:data4};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data4.mg !== undefined){let data5 = data4.mg;if((typeof data5 == "number") && (isFinite(data5))){if(data5 > 1 || isNaN(data5)){const err13 = {instancePath:instancePath+"/shares/mg",schemaPath:"#/properties/shares/properties/mg/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema40.properties.shares.properties.mg,data:data5};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}if(data5 < 0 || isNaN(data5)){const err14 = {instancePath:instancePath+"/shares/mg",schemaPath:"#/properties/shares/properties/mg/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.shares.properties.mg,data:data5};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/shares/mg",schemaPath:"#/properties/shares/properties/mg/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.shares.properties.mg.type,parentSchema:schema40.properties.shares.properties.mg,data:data5};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data4.renter !== undefined){let data6 = data4.renter;if((typeof data6 == "number") && (isFinite(data6))){if(data6 > 1 || isNaN(data6)){const err16 = {instancePath:instancePath+"/shares/renter",schemaPath:"#/properties/shares/properties/renter/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema40.properties.shares.properties.renter,data:data6};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if(data6 < 0 || isNaN(data6)){const err17 = {instancePath:instancePath+"/shares/renter",schemaPath:"#/properties/shares/properties/renter/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.shares.properties.renter,data:data6};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}else {const err18 = {instancePath:instancePath+"/shares/renter",schemaPath:"#/properties/shares/properties/renter/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.shares.properties.renter.type,parentSchema:schema40.properties.shares.properties.renter,data:data6};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}else {const err19 = {instancePath:instancePath+"/shares",schemaPath:"#/properties/shares/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.properties.shares.type,parentSchema:schema40.properties.shares,data:data4};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data.floodMode !== undefined){let data7 = data.floodMode;if(!((data7 === "fixed") || (data7 === "random"))){const err20 = {instancePath:instancePath+"/floodMode",schemaPath:"#/properties/floodMode/enum",keyword:"enum",params:{allowedValues: schema40.properties.floodMode.enum},message:"must be equal to one of the allowed values",schema:schema40.properties.floodMode.enum,parentSchema:schema40.properties.floodMode,data:data7};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data.floodYears !== undefined){let data8 = data.floodYears;if(Array.isArray(data8)){const len0 = data8.length;for(let i0=0; i0<len0; i0++){let data9 = data8[i0];if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){const err21 = {instancePath:instancePath+"/floodYears/" + i0,schemaPath:"#/properties/floodYears/items/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.floodYears.items.type,parentSchema:schema40.properties.floodYears.items,data:data9};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}if((typeof data9 == "number") && (isFinite(data9))){if(data9 < 1 || isNaN(data9)){const err22 = {instancePath:instancePath+"/floodYears/" + i0,schemaPath:"#/properties/floodYears/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.floodYears.items,data:data9};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}}let i1 = data8.length;let j0;if(i1 > 1){const indices0 = {};for(;i1--;){let item0 = data8[i1];if(!(((typeof item0 == "number") && (!(item0 % 1) && !isNaN(item0))) && (isFinite(item0)))){continue;}if(typeof indices0[item0] == "number"){j0 = indices0[item0];const err23 = {instancePath:instancePath+"/floodYears",schemaPath:"#/properties/floodYears/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema40.properties.floodYears,data:data8};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;break;}indices0[item0] = i1;}}}else {const err24 = {instancePath:instancePath+"/floodYears",schemaPath:"#/properties/floodYears/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema40.properties.floodYears.type,parentSchema:schema40.properties.floodYears,data:data8};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data.floodProbability !== undefined){let data10 = data.floodProbability;if((typeof data10 == "number") && (isFinite(data10))){if(data10 > 1 || isNaN(data10)){const err25 = {instancePath:instancePath+"/floodProbability",schemaPath:"#/properties/floodProbability/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema40.properties.floodProbability,data:data10};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}if(data10 < 0 || isNaN(data10)){const err26 = {instancePath:instancePath+"/floodProbability",schemaPath:"#/properties/floodProbability/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.floodProbability,data:data10};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}else {const err27 = {instancePath:instancePath+"/floodProbability",schemaPath:"#/properties/floodProbability/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.floodProbability.type,parentSchema:schema40.properties.floodProbability,data:data10};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.years !== undefined){let data11 = data.years;if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){const err28 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.years.type,parentSchema:schema40.properties.years,data:data11};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}if((typeof data11 == "number") && (isFinite(data11))){if(data11 > 10000 || isNaN(data11)){const err29 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10000},message:"must be <= 10000",schema:10000,parentSchema:schema40.properties.years,data:data11};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}if(data11 < 1 || isNaN(data11)){const err30 = {instancePath:instancePath+"/years",schemaPath:"#/properties/years/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema40.properties.years,data:data11};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}}if(data.memory !== undefined){let data12 = data.memory;if(!((data12 === "simple") || (data12 === "cognitive"))){const err31 = {instancePath:instancePath+"/memory",schemaPath:"#/properties/memory/enum",keyword:"enum",params:{allowedValues: schema40.properties.memory.enum},message:"must be equal to one of the allowed values",schema:schema40.properties.memory.enum,parentSchema:schema40.properties.memory,data:data12};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.insurance !== undefined){let data13 = data.insurance;if(data13 && typeof data13 == "object" && !Array.isArray(data13)){for(const key2 in data13){if(!(((((key2 === "rate") || (key2 === "payoutRatio")) || (key2 === "buildingLimit")) || (key2 === "contentsLimit")) || (key2 === "deductible"))){const err32 = {instancePath:instancePath+"/insurance",schemaPath:"#/properties/insurance/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema40.properties.insurance,data:data13};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}if(data13.rate !== undefined){let data14 = data13.rate;if((typeof data14 == "number") && (isFinite(data14))){if(data14 > 1 || isNaN(data14)){const err33 = {instancePath:instancePath+"/insurance/rate",schemaPath:"#/properties/insurance/properties/rate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema40.properties.insurance.properties.rate,data:data14};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}if(data14 < 0 || isNaN(data14)){const err34 = {instancePath:instancePath+"/insurance/rate",schemaPath:"#/properties/insurance/properties/rate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.insurance.properties.rate,data:data14};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}else {const err35 = {instancePath:instancePath+"/insurance/rate",schemaPath:"#/properties/insurance/properties/rate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.insurance.properties.rate.type,parentSchema:schema40.properties.insurance.properties.rate,data:data14};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data13.payoutRatio !== undefined){let data15 = data13.payoutRatio;if((typeof data15 == "number") && (isFinite(data15))){if(data15 > 1 || isNaN(data15)){const err36 = {instancePath:instancePath+"/insurance/payoutRatio",schemaPath:"#/properties/insurance/properties/payoutRatio/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema40.properties.insurance.properties.payoutRatio,data:data15};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}if(data15 < 0 || isNaN(data15)){const err37 = {instancePath:instancePath+"/insurance/payoutRatio",schemaPath:"#/properties/insurance/properties/payoutRatio/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.insurance.properties.payoutRatio,data:data15};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}else {const err38 = {instancePath:instancePath+"/insurance/payoutRatio",schemaPath:"#/properties/insurance/properties/payoutRatio/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.insurance.properties.payoutRatio.type,parentSchema:schema40.properties.insurance.properties.payoutRatio,data:data15};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}if(data13.buildingLimit !== undefined){let data16 = data13.buildingLimit;if((typeof data16 == "number") && (isFinite(data16))){if(data16 < 0 || isNaN(data16)){const err39 = {instancePath:instancePath+"/insurance/buildingLimit",schemaPath:"#/properties/insurance/properties/buildingLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.insurance.properties.buildingLimit,data:data16};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}else {const err40 = {instancePath:instancePath+"/insurance/buildingLimit",schemaPath:"#/properties/insurance/properties/buildingLimit/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.insurance.properties.buildingLimit.type,parentSchema:schema40.properties.insurance.properties.buildingLimit,data:data16};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}if(data13.contentsLimit !== undefined){let data17 = data13.contentsLimit;if((typeof data17 == "number") && (isFinite(data17))){if(data17 < 0 || isNaN(data17)){const err41 = {instancePath:instancePath+"/insurance/contentsLimit",schemaPath:"#/properties/insurance/properties/contentsLimit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.insurance.properties.contentsLimit,data:data17};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}else {const err42 = {instancePath:instancePath+"/insurance/contentsLimit",schemaPath:"#/properties/insurance/properties/contentsLimit/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.insurance.properties.contentsLimit.type,parentSchema:schema40.properties.insurance.properties.contentsLimit,data:data17};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}if(data13.deductible !== undefined){let data18 = data13.deductible;if((typeof data18 == "number") && (isFinite(data18))){if(data18 < 0 || isNaN(data18)){const err43 = {instancePath:instancePath+"/insurance/deductible",schemaPath:"#/properties/insurance/properties/deductible/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.insurance.properties.deductible,data:data18};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}}else {const err44 = {instancePath:instancePath+"/insurance/deductible",schemaPath:"#/properties/insurance/properties/deductible/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.insurance.properties.deductible.type,parentSchema:schema40.properties.insurance.properties.deductible,data:data18};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}}}else {const err45 = {instancePath:instancePath+"/insurance",schemaPath:"#/properties/insurance/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.properties.insurance.type,parentSchema:schema40.properties.insurance,data:data13};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}}if(data.government !== undefined){let data19 = data.government;if(data19 && typeof data19 == "object" && !Array.isArray(data19)){for(const key3 in data19){if(!(((key3 === "subsidyRate") || (key3 === "annualBudget")) || (key3 === "mgPriority"))){const err46 = {instancePath:instancePath+"/government",schemaPath:"#/properties/government/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema40.properties.government,data:data19};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}}if(data19.subsidyRate !== undefined){let data20 = data19.subsidyRate;if((typeof data20 == "number") && (isFinite(data20))){if(data20 > 1 || isNaN(data20)){const err47 = {instancePath:instancePath+"/government/subsidyRate",schemaPath:"#/properties/government/properties/subsidyRate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema40.properties.government.properties.subsidyRate,data:data20};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}if(data20 < 0 || isNaN(data20)){const err48 = {instancePath:instancePath+"/government/subsidyRate",schemaPath:"#/properties/government/properties/subsidyRate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.government.properties.subsidyRate,data:data20};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}}else {const err49 = {instancePath:instancePath+"/government/subsidyRate",schemaPath:"#/properties/government/properties/subsidyRate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.government.properties.subsidyRate.type,parentSchema:schema40.properties.government.properties.subsidyRate,data:data20};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}}if(data19.annualBudget !== undefined){let data21 = data19.annualBudget;if((typeof data21 == "number") && (isFinite(data21))){if(data21 < 0 || isNaN(data21)){const err50 = {instancePath:instancePath+"/government/annualBudget",schemaPath:"#/properties/government/properties/annualBudget/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.government.properties.annualBudget,data:data21};if(vErrors === null){vErrors = [err50];}else {vErrors.push(err50);}errors++;}}else {const err51 = {instancePath:instancePath+"/government/annualBudget",schemaPath:"#/properties/government/properties/annualBudget/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.government.properties.annualBudget.type,parentSchema:schema40.properties.government.properties.annualBudget,data:data21};if(vErrors === null){vErrors = [err51];}else {vErrors.push(err51);}errors++;}}if(data19.mgPriority !== undefined){let data22 = data19.mgPriority;if(typeof data22 !== "boolean"){const err52 = {instancePath:instancePath+"/government/mgPriority",schemaPath:"#/properties/government/properties/mgPriority/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema40.properties.government.properties.mgPriority.type,parentSchema:schema40.properties.government.properties.mgPriority,data:data22};if(vErrors === null){vErrors = [err52];}else {vErrors.push(err52);}errors++;}}}else {const err53 = {instancePath:instancePath+"/government",schemaPath:"#/properties/government/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.properties.government.type,parentSchema:schema40.properties.government,data:data19};if(vErrors === null){vErrors = [err53];}else {vErrors.push(err53);}errors++;}}if(data.costs !== undefined){let data23 = data.costs;if(data23 && typeof data23 == "object" && !Array.isArray(data23)){for(const key4 in data23){if(!((key4 === "elevation") || (key4 === "relocation"))){const err54 = {instancePath:instancePath+"/costs",schemaPath:"#/properties/costs/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties",schema:false,parentSchema:schema40.properties.costs,data:data23};if(vErrors === null){vErrors = [err54];}else {vErrors.push(err54);}errors++;}}if(data23.elevation !== undefined){let data24 = data23.elevation;if((typeof data24 == "number") && (isFinite(data24))){if(data24 < 0 || isNaN(data24)){const err55 = {instancePath:instancePath+"/costs/elevation",schemaPath:"#/properties/costs/properties/elevation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.costs.properties.elevation,data:data24};if(vErrors === null){vErrors = [err55];}else {vErrors.push(err55);}errors++;}}else {const err56 = {instancePath:instancePath+"/costs/elevation",schemaPath:"#/properties/costs/properties/elevation/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.costs.properties.elevation.type,parentSchema:schema40.properties.costs.properties.elevation,data:data24};if(vErrors === null){vErrors = [err56];}else {vErrors.push(err56);}errors++;}}if(data23.relocation !== undefined){let data25 = data23.relocation;if((typeof data25 == "number") && (isFinite(data25))){if(data25 < 0 || isNaN(data25)){const err57 = {instancePath:instancePath+"/costs/relocation",schemaPath:"#/properties/costs/properties/relocation/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.costs.properties.relocation,data:data25};if(vErrors === null){vErrors = [err57];}else {vErrors.push(err57);}errors++;}}else {const err58 = {instancePath:instancePath+"/costs/relocation",schemaPath:"#/properties/costs/properties/relocation/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema40.properties.costs.properties.relocation.type,parentSchema:schema40.properties.costs.properties.relocation,data:data25};if(vErrors === null){vErrors = [err58];}else {vErrors.push(err58);}errors++;}}}else {const err59 = {instancePath:instancePath+"/costs",schemaPath:"#/properties/costs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.properties.costs.type,parentSchema:schema40.properties.costs,data:data23};if(vErrors === null){vErrors = [err59];}else {vErrors.push(err59);}errors++;}}if(data.maxRetries !== undefined){let data26 = data.maxRetries;if(!(((typeof data26 == "number") && (!(data26 % 1) && !isNaN(data26))) && (isFinite(data26)))){const err60 = {instancePath:instancePath+"/maxRetries",schemaPath:"#/properties/maxRetries/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema40.properties.maxRetries.type,parentSchema:schema40.properties.maxRetries,data:data26};if(vErrors === null){vErrors = [err60];}else {vErrors.push(err60);}errors++;}if((typeof data26 == "number") && (isFinite(data26))){if(data26 > 100 || isNaN(data26)){const err61 = {instancePath:instancePath+"/maxRetries",schemaPath:"#/properties/maxRetries/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema40.properties.maxRetries,data:data26};if(vErrors === null){vErrors = [err61];}else {vErrors.push(err61);}errors++;}if(data26 < 0 || isNaN(data26)){const err62 = {instancePath:instancePath+"/maxRetries",schemaPath:"#/properties/maxRetries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema40.properties.maxRetries,data:data26};if(vErrors === null){vErrors = [err62];}else {vErrors.push(err62);}errors++;}}}}else {const err63 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema40.type,parentSchema:schema40,data};if(vErrors === null){vErrors = [err63];}else {vErrors.push(err63);}errors++;}validate26.errors = vErrors;return errors === 0;}validate26.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const floodSuite = validate27;function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="flood-suite.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate27.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs2 = errors;let valid1 = true;const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing0;if((data.provider === undefined) && (missing0 = "provider")){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}else {if(data.provider !== undefined){if("replay" !== data.provider){const err1 = {};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}}}var _valid0 = _errs3 === errors;errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}if(_valid0){const _errs5 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.replay === undefined){const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "replay"},message:"must have required property '"+"replay"+"'",schema:schema35.allOf[0].then.required,parentSchema:schema35.allOf[0].then,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}var _valid0 = _errs5 === errors;valid1 = _valid0;}if(!valid1){const err3 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema35.allOf[0].if,parentSchema:schema35.allOf[0],data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}const _errs7 = errors;let valid3 = true;const _errs8 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing1;if((data.provider === undefined) && (missing1 = "provider")){const err4 = {};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}else {if(data.provider !== undefined){if("openai" !== data.provider){const err5 = {};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}}var _valid1 = _errs8 === errors;errors = _errs7;if(vErrors !== null){if(_errs7){vErrors.length = _errs7;}else {vErrors = null;}}if(_valid1){const _errs10 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.baseUrl === undefined){const err6 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "baseUrl"},message:"must have required property '"+"baseUrl"+"'",schema:schema35.allOf[1].then.required,parentSchema:schema35.allOf[1].then,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(data.model === undefined){const err7 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'",schema:schema35.allOf[1].then.required,parentSchema:schema35.allOf[1].then,data};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}var _valid1 = _errs10 === errors;valid3 = _valid1;}if(!valid3){const err8 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema35.allOf[1].if,parentSchema:schema35.allOf[1],data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}const _errs12 = errors;let valid5 = true;const _errs13 = errors;if(data && typeof data == "object" && !Array.isArray(data)){let missing2;if((data.resume === undefined) && (missing2 = "resume")){const err9 = {};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}else {if(data.resume !== undefined){if(true !== data.resume){const err10 = {};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}}var _valid2 = _errs13 === errors;errors = _errs12;if(vErrors !== null){if(_errs12){vErrors.length = _errs12;}else {vErrors = null;}}if(_valid2){const _errs15 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.record === undefined){const err11 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "record"},message:"must have required property '"+"record"+"'",schema:schema35.allOf[2].then.required,parentSchema:schema35.allOf[2].then,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}if(data.provider === undefined){const err12 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'",schema:schema35.allOf[2].then.required,parentSchema:schema35.allOf[2].then,data};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}if(data.provider !== undefined){let data3 = data.provider;if("openai" !== data3){const err13 = {instancePath:instancePath+"/provider",schemaPath:"#/allOf/2/then/properties/provider/const",keyword:"const",params:{allowedValue: "openai"},message:"must be equal to constant",schema:"openai",parentSchema:schema35.allOf[2].then.properties.provider,data:data3};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}var _valid2 = _errs15 === errors;valid5 = _valid2;if(valid5){var props0 = {};props0.provider = true;props0.resume = true;}}if(!valid5){const err14 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema35.allOf[2].if,parentSchema:schema35.allOf[2],data};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}if(props0 !== true){props0 = props0 || {};props0.provider = true;}if(data && typeof data == "object" && !Array.isArray(data)){for(const key0 in data){if(!(func1.call(schema35.properties, key0))){const err15 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema35,data};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.task !== undefined){let data4 = data.task;if(!(((data4 === "simple") || (data4 === "cognitive")) || (data4 === null))){const err16 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/enum",keyword:"enum",params:{allowedValues: schema35.properties.task.enum},message:"must be equal to one of the allowed values",schema:schema35.properties.task.enum,parentSchema:schema35.properties.task,data:data4};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data.scenario !== undefined){let data5 = data.scenario;if(typeof data5 !== "string"){const err17 = {instancePath:instancePath+"/scenario",schemaPath:"#/properties/scenario/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.scenario.type,parentSchema:schema35.properties.scenario,data:data5};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data.provider !== undefined){let data6 = data.provider;if(!(((data6 === "rule") || (data6 === "replay")) || (data6 === "openai"))){const err18 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/enum",keyword:"enum",params:{allowedValues: schema35.properties.provider.enum},message:"must be equal to one of the allowed values",schema:schema35.properties.provider.enum,parentSchema:schema35.properties.provider,data:data6};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.replay !== undefined){let data7 = data.replay;if(typeof data7 !== "string"){const err19 = {instancePath:instancePath+"/replay",schemaPath:"#/properties/replay/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.replay.type,parentSchema:schema35.properties.replay,data:data7};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data.record !== undefined){let data8 = data.record;if(typeof data8 !== "string"){const err20 = {instancePath:instancePath+"/record",schemaPath:"#/properties/record/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.record.type,parentSchema:schema35.properties.record,data:data8};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data.auditOut !== undefined){let data9 = data.auditOut;if(typeof data9 !== "string"){const err21 = {instancePath:instancePath+"/auditOut",schemaPath:"#/properties/auditOut/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.auditOut.type,parentSchema:schema35.properties.auditOut,data:data9};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data.baseUrl !== undefined){let data10 = data.baseUrl;if(typeof data10 === "string"){if(func2(data10) < 1){const err22 = {instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.baseUrl,data:data10};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}else {const err23 = {instancePath:instancePath+"/baseUrl",schemaPath:"#/properties/baseUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.baseUrl.type,parentSchema:schema35.properties.baseUrl,data:data10};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}if(data.model !== undefined){let data11 = data.model;if(typeof data11 === "string"){if(func2(data11) < 1){const err24 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.model,data:data11};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}else {const err25 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.model.type,parentSchema:schema35.properties.model,data:data11};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}if(data.apiKeyEnv !== undefined){let data12 = data.apiKeyEnv;if(typeof data12 === "string"){if(func2(data12) < 1){const err26 = {instancePath:instancePath+"/apiKeyEnv",schemaPath:"#/properties/apiKeyEnv/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema35.properties.apiKeyEnv,data:data12};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}else {const err27 = {instancePath:instancePath+"/apiKeyEnv",schemaPath:"#/properties/apiKeyEnv/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.apiKeyEnv.type,parentSchema:schema35.properties.apiKeyEnv,data:data12};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data.temperature !== undefined){let data13 = data.temperature;if((typeof data13 == "number") && (isFinite(data13))){if(data13 > 2 || isNaN(data13)){const err28 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2},message:"must be <= 2",schema:2,parentSchema:schema35.properties.temperature,data:data13};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}if(data13 < 0 || isNaN(data13)){const err29 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.properties.temperature,data:data13};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}else {const err30 = {instancePath:instancePath+"/temperature",schemaPath:"#/properties/temperature/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.temperature.type,parentSchema:schema35.properties.temperature,data:data13};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data.seed !== undefined){let data14 = data.seed;if(!(((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14))) && (isFinite(data14)))){const err31 = {instancePath:instancePath+"/seed",schemaPath:"#/properties/seed/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.seed.type,parentSchema:schema35.properties.seed,data:data14};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data.maxTokens !== undefined){let data15 = data.maxTokens;if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){const err32 = {instancePath:instancePath+"/maxTokens",schemaPath:"#/properties/maxTokens/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.maxTokens.type,parentSchema:schema35.properties.maxTokens,data:data15};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}if((typeof data15 == "number") && (isFinite(data15))){if(data15 < 1 || isNaN(data15)){const err33 = {instancePath:instancePath+"/maxTokens",schemaPath:"#/properties/maxTokens/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema35.properties.maxTokens,data:data15};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}}if(data.timeoutS !== undefined){let data16 = data.timeoutS;if((typeof data16 == "number") && (isFinite(data16))){if(data16 <= 0 || isNaN(data16)){const err34 = {instancePath:instancePath+"/timeoutS",schemaPath:"#/properties/timeoutS/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema35.properties.timeoutS,data:data16};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}else {const err35 = {instancePath:instancePath+"/timeoutS",schemaPath:"#/properties/timeoutS/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.timeoutS.type,parentSchema:schema35.properties.timeoutS,data:data16};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data.concurrency !== undefined){let data17 = data.concurrency;if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){const err36 = {instancePath:instancePath+"/concurrency",schemaPath:"#/properties/concurrency/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.concurrency.type,parentSchema:schema35.properties.concurrency,data:data17};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}if((typeof data17 == "number") && (isFinite(data17))){if(data17 > 256 || isNaN(data17)){const err37 = {instancePath:instancePath+"/concurrency",schemaPath:"#/properties/concurrency/maximum",keyword:"maximum",params:{comparison: "<=", limit: 256},message:"must be <= 256",schema:256,parentSchema:schema35.properties.concurrency,data:data17};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}if(data17 < 1 || isNaN(data17)){const err38 = {instancePath:instancePath+"/concurrency",schemaPath:"#/properties/concurrency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema35.properties.concurrency,data:data17};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}}if(data.retries !== undefined){let data18 = data.retries;if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){const err39 = {instancePath:instancePath+"/retries",schemaPath:"#/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.retries.type,parentSchema:schema35.properties.retries,data:data18};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}if((typeof data18 == "number") && (isFinite(data18))){if(data18 > 20 || isNaN(data18)){const err40 = {instancePath:instancePath+"/retries",schemaPath:"#/properties/retries/maximum",keyword:"maximum",params:{comparison: "<=", limit: 20},message:"must be <= 20",schema:20,parentSchema:schema35.properties.retries,data:data18};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}if(data18 < 0 || isNaN(data18)){const err41 = {instancePath:instancePath+"/retries",schemaPath:"#/properties/retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.properties.retries,data:data18};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}}if(data.audit !== undefined){let data19 = data.audit;if(typeof data19 !== "string"){const err42 = {instancePath:instancePath+"/audit",schemaPath:"#/properties/audit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema35.properties.audit.type,parentSchema:schema35.properties.audit,data:data19};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}if(data.resume !== undefined){let data20 = data.resume;if(typeof data20 !== "boolean"){const err43 = {instancePath:instancePath+"/resume",schemaPath:"#/properties/resume/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema35.properties.resume.type,parentSchema:schema35.properties.resume,data:data20};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}}if(data.maxProviderErrorRate !== undefined){let data21 = data.maxProviderErrorRate;if((typeof data21 == "number") && (isFinite(data21))){if(data21 > 1 || isNaN(data21)){const err44 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"#/properties/maxProviderErrorRate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema35.properties.maxProviderErrorRate,data:data21};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}if(data21 < 0 || isNaN(data21)){const err45 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"#/properties/maxProviderErrorRate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema35.properties.maxProviderErrorRate,data:data21};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}}else {const err46 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"#/properties/maxProviderErrorRate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema35.properties.maxProviderErrorRate.type,parentSchema:schema35.properties.maxProviderErrorRate,data:data21};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}}if(data.maxConsecutiveProviderFailures !== undefined){let data22 = data.maxConsecutiveProviderFailures;if(!(((typeof data22 == "number") && (!(data22 % 1) && !isNaN(data22))) && (isFinite(data22)))){const err47 = {instancePath:instancePath+"/maxConsecutiveProviderFailures",schemaPath:"#/properties/maxConsecutiveProviderFailures/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema35.properties.maxConsecutiveProviderFailures.type,parentSchema:schema35.properties.maxConsecutiveProviderFailures,data:data22};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}if((typeof data22 == "number") && (isFinite(data22))){if(data22 < 1 || isNaN(data22)){const err48 = {instancePath:instancePath+"/maxConsecutiveProviderFailures",schemaPath:"#/properties/maxConsecutiveProviderFailures/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema35.properties.maxConsecutiveProviderFailures,data:data22};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}}}}else {const err49 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema35.type,parentSchema:schema35,data};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}validate27.errors = vErrors;return errors === 0;}validate27.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const hurricaneArtifact = validate28;const schema42 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"hurricane-artifact.schema.json","title":"HurricaneMobility model output","description":"Aggregated mobility of the generated agents: total travel time (minutes) and hourly trip counts for the periods before, during and after the hurricane.","type":"object","required":["total_travel_times","hourly_travel_times"],"properties":{"total_travel_times":{"description":"[before, during, after] total travel time in minutes; before must be > 0 (it is the denominator of the change rates).","type":"array","minItems":3,"maxItems":3,"prefixItems":[{"type":"number","exclusiveMinimum":0},{"type":"number","minimum":0},{"type":"number","minimum":0}],"items":false},"hourly_travel_times":{"type":"array","minItems":3,"maxItems":3,"items":{"$ref":"#/$defs/day"}}},"$defs":{"day":{"type":"array","minItems":24,"maxItems":24,"items":{"type":"number","minimum":0}}}};const schema43 = {"type":"array","minItems":24,"maxItems":24,"items":{"type":"number","minimum":0}};function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="hurricane-artifact.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate28.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.total_travel_times === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total_travel_times"},message:"must have required property '"+"total_travel_times"+"'",schema:schema42.required,parentSchema:schema42,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.hourly_travel_times === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hourly_travel_times"},message:"must have required property '"+"hourly_travel_times"+"'",schema:schema42.required,parentSchema:schema42,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.total_travel_times !== undefined){let data0 = data.total_travel_times;if(Array.isArray(data0)){if(data0.length > 3){const err2 = {instancePath:instancePath+"/total_travel_times",schemaPath:"#/properties/total_travel_times/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items",schema:3,parentSchema:schema42.properties.total_travel_times,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data0.length < 3){const err3 = {instancePath:instancePath+"/total_travel_times",schemaPath:"#/properties/total_travel_times/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items",schema:3,parentSchema:schema42.properties.total_travel_times,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}const len0 = data0.length;if(len0 > 0){let data1 = data0[0];if((typeof data1 == "number") && (isFinite(data1))){if(data1 <= 0 || isNaN(data1)){const err4 = {instancePath:instancePath+"/total_travel_times/0",schemaPath:"#/properties/total_travel_times/prefixItems/0/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema42.properties.total_travel_times.prefixItems[0],data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/total_travel_times/0",schemaPath:"#/properties/total_travel_times/prefixItems/0/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema42.properties.total_travel_times.prefixItems[0].type,parentSchema:schema42.properties.total_travel_times.prefixItems[0],data:data1};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(len0 > 1){let data2 = data0[1];if((typeof data2 == "number") && (isFinite(data2))){if(data2 < 0 || isNaN(data2)){const err6 = {instancePath:instancePath+"/total_travel_times/1",schemaPath:"#/properties/total_travel_times/prefixItems/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema42.properties.total_travel_times.prefixItems[1],data:data2};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/total_travel_times/1",schemaPath:"#/properties/total_travel_times/prefixItems/1/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema42.properties.total_travel_times.prefixItems[1].type,parentSchema:schema42.properties.total_travel_times.prefixItems[1],data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(len0 > 2){let data3 = data0[2];if((typeof data3 == "number") && (isFinite(data3))){if(data3 < 0 || isNaN(data3)){const err8 = {instancePath:instancePath+"/total_travel_times/2",schemaPath:"#/properties/total_travel_times/prefixItems/2/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema42.properties.total_travel_times.prefixItems[2],data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/total_travel_times/2",schemaPath:"#/properties/total_travel_times/prefixItems/2/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema42.properties.total_travel_times.prefixItems[2].type,parentSchema:schema42.properties.total_travel_times.prefixItems[2],data:data3};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}const len1 = data0.length;if(!(len1 <= 3)){const err10 = {instancePath:instancePath+"/total_travel_times",schemaPath:"#/properties/total_travel_times/items",keyword:"items",params:{limit: 3},message:"must NOT have more than 3 items",schema:false,parentSchema:schema42.properties.total_travel_times,data:data0};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/total_travel_times",schemaPath:"#/properties/total_travel_times/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema42.properties.total_travel_times.type,parentSchema:schema42.properties.total_travel_times,data:data0};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.hourly_travel_times !== undefined){let data4 = data.hourly_travel_times;if(Array.isArray(data4)){if(data4.length > 3){const err12 = {instancePath:instancePath+"/hourly_travel_times",schemaPath:"#/properties/hourly_travel_times/maxItems",keyword:"maxItems",params:{limit: 3},message:"must NOT have more than 3 items",schema:3,parentSchema:schema42.properties.hourly_travel_times,data:data4};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}if(data4.length < 3){const err13 = {instancePath:instancePath+"/hourly_travel_times",schemaPath:"#/properties/hourly_travel_times/minItems",keyword:"minItems",params:{limit: 3},message:"must NOT have fewer than 3 items",schema:3,parentSchema:schema42.properties.hourly_travel_times,data:data4};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}const len2 = data4.length;for(let i0=0; i0<len2; i0++){let data5 = data4[i0];if(Array.isArray(data5)){if(data5.length > 24){const err14 = {instancePath:instancePath+"/hourly_travel_times/" + i0,schemaPath:"#/$defs/day/maxItems",keyword:"maxItems",params:{limit: 24},message:"must NOT have more than 24 items",schema:24,parentSchema:schema43,data:data5};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}if(data5.length < 24){const err15 = {instancePath:instancePath+"/hourly_travel_times/" + i0,schemaPath:"#/$defs/day/minItems",keyword:"minItems",params:{limit: 24},message:"must NOT have fewer than 24 items",schema:24,parentSchema:schema43,data:data5};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}const len3 = data5.length;for(let i1=0; i1<len3; i1++){let data6 = data5[i1];if((typeof data6 == "number") && (isFinite(data6))){if(data6 < 0 || isNaN(data6)){const err16 = {instancePath:instancePath+"/hourly_travel_times/" + i0+"/" + i1,schemaPath:"#/$defs/day/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema43.items,data:data6};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}else {const err17 = {instancePath:instancePath+"/hourly_travel_times/" + i0+"/" + i1,schemaPath:"#/$defs/day/items/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.items.type,parentSchema:schema43.items,data:data6};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}}else {const err18 = {instancePath:instancePath+"/hourly_travel_times/" + i0,schemaPath:"#/$defs/day/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema43.type,parentSchema:schema43,data:data5};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}else {const err19 = {instancePath:instancePath+"/hourly_travel_times",schemaPath:"#/properties/hourly_travel_times/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema42.properties.hourly_travel_times.type,parentSchema:schema42.properties.hourly_travel_times,data:data4};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}}else {const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema42.type,parentSchema:schema42,data};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}validate28.errors = vErrors;return errors === 0;}validate28.evaluated = {"props":{"total_travel_times":true,"hourly_travel_times":true},"dynamicProps":false,"dynamicItems":false};const hurricaneGroundtruth = validate29;const schema44 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"hurricane-groundtruth.schema.json","title":"HurricaneMobility ground truth","type":"object","required":["relative_changes","hourly_trips"],"properties":{"relative_changes":{"type":"object","required":["during_vs_before","after_vs_before"],"properties":{"during_vs_before":{"type":"number","description":"percent"},"after_vs_before":{"type":"number","description":"percent"}}},"hourly_trips":{"type":"object","required":["before","during","after"],"properties":{"before":{"$ref":"hurricane-artifact.schema.json#/$defs/day"},"during":{"$ref":"hurricane-artifact.schema.json#/$defs/day"},"after":{"$ref":"hurricane-artifact.schema.json#/$defs/day"}}}}};function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="hurricane-groundtruth.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate29.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.relative_changes === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "relative_changes"},message:"must have required property '"+"relative_changes"+"'",schema:schema44.required,parentSchema:schema44,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.hourly_trips === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "hourly_trips"},message:"must have required property '"+"hourly_trips"+"'",schema:schema44.required,parentSchema:schema44,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.relative_changes !== undefined){let data0 = data.relative_changes;if(data0 && typeof data0 == "object" && !Array.isArray(data0)){if(data0.during_vs_before === undefined){const err2 = {instancePath:instancePath+"/relative_changes",schemaPath:"#/properties/relative_changes/required",keyword:"required",params:{missingProperty: "during_vs_before"},message:"must have required property '"+"during_vs_before"+"'",schema:schema44.properties.relative_changes.required,parentSchema:schema44.properties.relative_changes,data:data0};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data0.after_vs_before === undefined){const err3 = {instancePath:instancePath+"/relative_changes",schemaPath:"#/properties/relative_changes/required",keyword:"required",params:{missingProperty: "after_vs_before"},message:"must have required property '"+"after_vs_before"+"'",schema:schema44.properties.relative_changes.required,parentSchema:schema44.properties.relative_changes,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data0.during_vs_before !== undefined){let data1 = data0.during_vs_before;if(!((typeof data1 == "number") && (isFinite(data1)))){const err4 = {instancePath:instancePath+"/relative_changes/during_vs_before",schemaPath:"#/properties/relative_changes/properties/during_vs_before/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.relative_changes.properties.during_vs_before.type,parentSchema:schema44.properties.relative_changes.properties.during_vs_before,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data0.after_vs_before !== undefined){let data2 = data0.after_vs_before;if(!((typeof data2 == "number") && (isFinite(data2)))){const err5 = {instancePath:instancePath+"/relative_changes/after_vs_before",schemaPath:"#/properties/relative_changes/properties/after_vs_before/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema44.properties.relative_changes.properties.after_vs_before.type,parentSchema:schema44.properties.relative_changes.properties.after_vs_before,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}else {const err6 = {instancePath:instancePath+"/relative_changes",schemaPath:"#/properties/relative_changes/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.properties.relative_changes.type,parentSchema:schema44.properties.relative_changes,data:data0};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.hourly_trips !== undefined){let data3 = data.hourly_trips;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.before === undefined){const err7 = {instancePath:instancePath+"/hourly_trips",schemaPath:"#/properties/hourly_trips/required",keyword:"required",params:{missingProperty: "before"},message:"must have required property '"+"before"+"'",schema:schema44.properties.hourly_trips.required,parentSchema:schema44.properties.hourly_trips,data:data3};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(data3.during === undefined){const err8 = {instancePath:instancePath+"/hourly_trips",schemaPath:"#/properties/hourly_trips/required",keyword:"required",params:{missingProperty: "during"},message:"must have required property '"+"during"+"'",schema:schema44.properties.hourly_trips.required,parentSchema:schema44.properties.hourly_trips,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}if(data3.after === undefined){const err9 = {instancePath:instancePath+"/hourly_trips",schemaPath:"#/properties/hourly_trips/required",keyword:"required",params:{missingProperty: "after"},message:"must have required property '"+"after"+"'",schema:schema44.properties.hourly_trips.required,parentSchema:schema44.properties.hourly_trips,data:data3};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if(data3.before !== undefined){let data4 = data3.before;if(Array.isArray(data4)){if(data4.length > 24){const err10 = {instancePath:instancePath+"/hourly_trips/before",schemaPath:"hurricane-artifact.schema.json#/$defs/day/maxItems",keyword:"maxItems",params:{limit: 24},message:"must NOT have more than 24 items",schema:24,parentSchema:schema43,data:data4};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}if(data4.length < 24){const err11 = {instancePath:instancePath+"/hourly_trips/before",schemaPath:"hurricane-artifact.schema.json#/$defs/day/minItems",keyword:"minItems",params:{limit: 24},message:"must NOT have fewer than 24 items",schema:24,parentSchema:schema43,data:data4};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}const len0 = data4.length;for(let i0=0; i0<len0; i0++){let data5 = data4[i0];if((typeof data5 == "number") && (isFinite(data5))){if(data5 < 0 || isNaN(data5)){const err12 = {instancePath:instancePath+"/hourly_trips/before/" + i0,schemaPath:"hurricane-artifact.schema.json#/$defs/day/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema43.items,data:data5};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/hourly_trips/before/" + i0,schemaPath:"hurricane-artifact.schema.json#/$defs/day/items/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.items.type,parentSchema:schema43.items,data:data5};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}}else {const err14 = {instancePath:instancePath+"/hourly_trips/before",schemaPath:"hurricane-artifact.schema.json#/$defs/day/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema43.type,parentSchema:schema43,data:data4};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data3.during !== undefined){let data6 = data3.during;if(Array.isArray(data6)){if(data6.length > 24){const err15 = {instancePath:instancePath+"/hourly_trips/during",schemaPath:"hurricane-artifact.schema.json#/$defs/day/maxItems",keyword:"maxItems",params:{limit: 24},message:"must NOT have more than 24 items",schema:24,parentSchema:schema43,data:data6};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}if(data6.length < 24){const err16 = {instancePath:instancePath+"/hourly_trips/during",schemaPath:"hurricane-artifact.schema.json#/$defs/day/minItems",keyword:"minItems",params:{limit: 24},message:"must NOT have fewer than 24 items",schema:24,parentSchema:schema43,data:data6};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}const len1 = data6.length;for(let i1=0; i1<len1; i1++){let data7 = data6[i1];if((typeof data7 == "number") && (isFinite(data7))){if(data7 < 0 || isNaN(data7)){const err17 = {instancePath:instancePath+"/hourly_trips/during/" + i1,schemaPath:"hurricane-artifact.schema.json#/$defs/day/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema43.items,data:data7};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}else {const err18 = {instancePath:instancePath+"/hourly_trips/during/" + i1,schemaPath:"hurricane-artifact.schema.json#/$defs/day/items/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.items.type,parentSchema:schema43.items,data:data7};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}}else {const err19 = {instancePath:instancePath+"/hourly_trips/during",schemaPath:"hurricane-artifact.schema.json#/$defs/day/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema43.type,parentSchema:schema43,data:data6};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data3.after !== undefined){let data8 = data3.after;if(Array.isArray(data8)){if(data8.length > 24){const err20 = {instancePath:instancePath+"/hourly_trips/after",schemaPath:"hurricane-artifact.schema.json#/$defs/day/maxItems",keyword:"maxItems",params:{limit: 24},message:"must NOT have more than 24 items",schema:24,parentSchema:schema43,data:data8};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}if(data8.length < 24){const err21 = {instancePath:instancePath+"/hourly_trips/after",schemaPath:"hurricane-artifact.schema.json#/$defs/day/minItems",keyword:"minItems",params:{limit: 24},message:"must NOT have fewer than 24 items",schema:24,parentSchema:schema43,data:data8};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}const len2 = data8.length;for(let i2=0; i2<len2; i2++){let data9 = data8[i2];if((typeof data9 == "number") && (isFinite(data9))){if(data9 < 0 || isNaN(data9)){const err22 = {instancePath:instancePath+"/hourly_trips/after/" + i2,schemaPath:"hurricane-artifact.schema.json#/$defs/day/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema43.items,data:data9};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}else {const err23 = {instancePath:instancePath+"/hourly_trips/after/" + i2,schemaPath:"hurricane-artifact.schema.json#/$defs/day/items/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema43.items.type,parentSchema:schema43.items,data:data9};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}}else {const err24 = {instancePath:instancePath+"/hourly_trips/after",schemaPath:"hurricane-artifact.schema.json#/$defs/day/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema43.type,parentSchema:schema43,data:data8};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}}else {const err25 = {instancePath:instancePath+"/hourly_trips",schemaPath:"#/properties/hourly_trips/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.properties.hourly_trips.type,parentSchema:schema44.properties.hourly_trips,data:data3};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}}else {const err26 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema44.type,parentSchema:schema44,data};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}validate29.errors = vErrors;return errors === 0;}validate29.evaluated = {"props":{"relative_changes":true,"hourly_trips":true},"dynamicProps":false,"dynamicItems":false};const hurricaneSuite = validate30;function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="hurricane-suite.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate30.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs1 = errors;let valid0 = false;let passing0 = null;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.input === undefined){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'",schema:schema33.oneOf[0].required,parentSchema:schema33.oneOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.trips === undefined){const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "trips"},message:"must have required property '"+"trips"+"'",schema:schema33.oneOf[1].required,parentSchema:schema33.oneOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}}if(!valid0){const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema33.oneOf,parentSchema:schema33,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.groundtruth === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "groundtruth"},message:"must have required property '"+"groundtruth"+"'",schema:schema33.required,parentSchema:schema33,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}for(const key0 in data){if(!((((((key0 === "id") || (key0 === "benchmark")) || (key0 === "task")) || (key0 === "input")) || (key0 === "trips")) || (key0 === "groundtruth"))){const err4 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema33,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.task !== undefined){let data0 = data.task;if(data0 !== null){const err5 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema33.properties.task.type,parentSchema:schema33.properties.task,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.input !== undefined){let data1 = data.input;if(typeof data1 !== "string"){const err6 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.input.type,parentSchema:schema33.properties.input,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.trips !== undefined){let data2 = data.trips;if(typeof data2 !== "string"){const err7 = {instancePath:instancePath+"/trips",schemaPath:"#/properties/trips/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.trips.type,parentSchema:schema33.properties.trips,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.groundtruth !== undefined){let data3 = data.groundtruth;if(typeof data3 !== "string"){const err8 = {instancePath:instancePath+"/groundtruth",schemaPath:"#/properties/groundtruth/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema33.properties.groundtruth.type,parentSchema:schema33.properties.groundtruth,data:data3};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema33.type,parentSchema:schema33,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}validate30.errors = vErrors;return errors === 0;}validate30.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const hurricaneTrip = validate31;const schema49 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"hurricane-trip.schema.json","title":"HurricaneMobility trip record (one JSONL line or CSV row)","type":"object","required":["phase","depart"],"properties":{"phase":{"enum":["before","during","after"]},"depart":{"description":"ISO-8601 date-time (the hour is read from the wall-clock time as written) or seconds since midnight.","oneOf":[{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$"},{"type":"number","minimum":0,"exclusiveMaximum":86400}]},"duration_min":{"type":"number","minimum":0},"arrive":{"$ref":"#/properties/depart"}},"oneOf":[{"required":["duration_min"]},{"required":["arrive"]}]};const schema50 = {"description":"ISO-8601 date-time (the hour is read from the wall-clock time as written) or seconds since midnight.","oneOf":[{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$"},{"type":"number","minimum":0,"exclusiveMaximum":86400}]};const pattern6 = new RegExp("^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$", "u");function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="hurricane-trip.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate31.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs1 = errors;let valid0 = false;let passing0 = null;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.duration_min === undefined){const err0 = {instancePath,schemaPath:"#/oneOf/0/required",keyword:"required",params:{missingProperty: "duration_min"},message:"must have required property '"+"duration_min"+"'",schema:schema49.oneOf[0].required,parentSchema:schema49.oneOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;if(_valid0){valid0 = true;passing0 = 0;}const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.arrive === undefined){const err1 = {instancePath,schemaPath:"#/oneOf/1/required",keyword:"required",params:{missingProperty: "arrive"},message:"must have required property '"+"arrive"+"'",schema:schema49.oneOf[1].required,parentSchema:schema49.oneOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;if(_valid0 && valid0){valid0 = false;passing0 = [passing0, 1];}else {if(_valid0){valid0 = true;passing0 = 1;}}if(!valid0){const err2 = {instancePath,schemaPath:"#/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema49.oneOf,parentSchema:schema49,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.phase === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "phase"},message:"must have required property '"+"phase"+"'",schema:schema49.required,parentSchema:schema49,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data.depart === undefined){const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "depart"},message:"must have required property '"+"depart"+"'",schema:schema49.required,parentSchema:schema49,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(data.phase !== undefined){let data0 = data.phase;if(!(((data0 === "before") || (data0 === "during")) || (data0 === "after"))){const err5 = {instancePath:instancePath+"/phase",schemaPath:"#/properties/phase/enum",keyword:"enum",params:{allowedValues: schema49.properties.phase.enum},message:"must be equal to one of the allowed values",schema:schema49.properties.phase.enum,parentSchema:schema49.properties.phase,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.depart !== undefined){let data1 = data.depart;const _errs6 = errors;let valid2 = false;let passing1 = null;const _errs7 = errors;if(typeof data1 === "string"){if(!pattern6.test(data1)){const err6 = {instancePath:instancePath+"/depart",schemaPath:"#/properties/depart/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$",parentSchema:schema49.properties.depart.oneOf[0],data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/depart",schemaPath:"#/properties/depart/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema49.properties.depart.oneOf[0].type,parentSchema:schema49.properties.depart.oneOf[0],data:data1};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}var _valid1 = _errs7 === errors;if(_valid1){valid2 = true;passing1 = 0;}const _errs9 = errors;if((typeof data1 == "number") && (isFinite(data1))){if(data1 < 0 || isNaN(data1)){const err8 = {instancePath:instancePath+"/depart",schemaPath:"#/properties/depart/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.depart.oneOf[1],data:data1};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}if(data1 >= 86400 || isNaN(data1)){const err9 = {instancePath:instancePath+"/depart",schemaPath:"#/properties/depart/oneOf/1/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 86400},message:"must be < 86400",schema:86400,parentSchema:schema49.properties.depart.oneOf[1],data:data1};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}else {const err10 = {instancePath:instancePath+"/depart",schemaPath:"#/properties/depart/oneOf/1/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema49.properties.depart.oneOf[1].type,parentSchema:schema49.properties.depart.oneOf[1],data:data1};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}var _valid1 = _errs9 === errors;if(_valid1 && valid2){valid2 = false;passing1 = [passing1, 1];}else {if(_valid1){valid2 = true;passing1 = 1;}}if(!valid2){const err11 = {instancePath:instancePath+"/depart",schemaPath:"#/properties/depart/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema49.properties.depart.oneOf,parentSchema:schema49.properties.depart,data:data1};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}else {errors = _errs6;if(vErrors !== null){if(_errs6){vErrors.length = _errs6;}else {vErrors = null;}}}}if(data.duration_min !== undefined){let data2 = data.duration_min;if((typeof data2 == "number") && (isFinite(data2))){if(data2 < 0 || isNaN(data2)){const err12 = {instancePath:instancePath+"/duration_min",schemaPath:"#/properties/duration_min/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema49.properties.duration_min,data:data2};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/duration_min",schemaPath:"#/properties/duration_min/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema49.properties.duration_min.type,parentSchema:schema49.properties.duration_min,data:data2};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.arrive !== undefined){let data3 = data.arrive;const _errs15 = errors;let valid4 = false;let passing2 = null;const _errs16 = errors;if(typeof data3 === "string"){if(!pattern6.test(data3)){const err14 = {instancePath:instancePath+"/arrive",schemaPath:"#/properties/depart/oneOf/0/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}[T ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:?\\d{2})?$",parentSchema:schema50.oneOf[0],data:data3};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/arrive",schemaPath:"#/properties/depart/oneOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema50.oneOf[0].type,parentSchema:schema50.oneOf[0],data:data3};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}var _valid2 = _errs16 === errors;if(_valid2){valid4 = true;passing2 = 0;}const _errs18 = errors;if((typeof data3 == "number") && (isFinite(data3))){if(data3 < 0 || isNaN(data3)){const err16 = {instancePath:instancePath+"/arrive",schemaPath:"#/properties/depart/oneOf/1/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema50.oneOf[1],data:data3};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}if(data3 >= 86400 || isNaN(data3)){const err17 = {instancePath:instancePath+"/arrive",schemaPath:"#/properties/depart/oneOf/1/exclusiveMaximum",keyword:"exclusiveMaximum",params:{comparison: "<", limit: 86400},message:"must be < 86400",schema:86400,parentSchema:schema50.oneOf[1],data:data3};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}else {const err18 = {instancePath:instancePath+"/arrive",schemaPath:"#/properties/depart/oneOf/1/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema50.oneOf[1].type,parentSchema:schema50.oneOf[1],data:data3};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}var _valid2 = _errs18 === errors;if(_valid2 && valid4){valid4 = false;passing2 = [passing2, 1];}else {if(_valid2){valid4 = true;passing2 = 1;}}if(!valid4){const err19 = {instancePath:instancePath+"/arrive",schemaPath:"#/properties/depart/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema50.oneOf,parentSchema:schema50,data:data3};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}else {errors = _errs15;if(vErrors !== null){if(_errs15){vErrors.length = _errs15;}else {vErrors = null;}}}}}else {const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema49.type,parentSchema:schema49,data};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}validate31.errors = vErrors;return errors === 0;}validate31.evaluated = {"props":{"phase":true,"depart":true,"duration_min":true,"arrive":true},"dynamicProps":false,"dynamicItems":false};const pr = validate32;const schema51 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"pr.schema.json","title":"pr.json (written by mode: score, read by mode: report)","description":"The pull request a results artifact was scored for. It comes from the PR's own run, so the report job checks it against the API before trusting it.","type":"object","required":["number","headSha"],"additionalProperties":false,"properties":{"number":{"type":"integer","minimum":1,"maximum":2147483647},"headSha":{"type":"string","pattern":"^[0-9a-f]{40}$"}}};const pattern8 = new RegExp("^[0-9a-f]{40}$", "u");function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="pr.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate32.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.number === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "number"},message:"must have required property '"+"number"+"'",schema:schema51.required,parentSchema:schema51,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.headSha === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "headSha"},message:"must have required property '"+"headSha"+"'",schema:schema51.required,parentSchema:schema51,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!((key0 === "number") || (key0 === "headSha"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema51,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.number !== undefined){let data0 = data.number;if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){const err3 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema51.properties.number.type,parentSchema:schema51.properties.number,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if((typeof data0 == "number") && (isFinite(data0))){if(data0 > 2147483647 || isNaN(data0)){const err4 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/maximum",keyword:"maximum",params:{comparison: "<=", limit: 2147483647},message:"must be <= 2147483647",schema:2147483647,parentSchema:schema51.properties.number,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(data0 < 1 || isNaN(data0)){const err5 = {instancePath:instancePath+"/number",schemaPath:"#/properties/number/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema51.properties.number,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}}if(data.headSha !== undefined){let data1 = data.headSha;if(typeof data1 === "string"){if(!pattern8.test(data1)){const err6 = {instancePath:instancePath+"/headSha",schemaPath:"#/properties/headSha/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{40}$"},message:"must match pattern \""+"^[0-9a-f]{40}$"+"\"",schema:"^[0-9a-f]{40}$",parentSchema:schema51.properties.headSha,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}else {const err7 = {instancePath:instancePath+"/headSha",schemaPath:"#/properties/headSha/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema51.properties.headSha.type,parentSchema:schema51.properties.headSha,data:data1};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}else {const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema51.type,parentSchema:schema51,data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}validate32.errors = vErrors;return errors === 0;}validate32.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const results = validate33;const schema52 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"results.schema.json","title":"bench-check results document (schemaVersion 1)","type":"object","required":["schemaVersion","tool","run","verdict","suites"],"additionalProperties":false,"properties":{"schemaVersion":{"const":1},"tool":{"type":"object","required":["name","version"],"additionalProperties":false,"properties":{"name":{"type":"string"},"version":{"type":"string"}}},"run":{"type":"object","required":["createdAt","commit","configHash","shard"],"additionalProperties":false,"properties":{"createdAt":{"type":"string","pattern":"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$"},"commit":{"type":["string","null"]},"configHash":{"type":"string","pattern":"^sha256:[0-9a-f]{64}$"},"shard":{"oneOf":[{"type":"null"},{"type":"object","required":["index","total"],"additionalProperties":false,"properties":{"index":{"type":"integer","minimum":1},"total":{"type":"integer","minimum":1}}}]},"incomplete":{"const":true,"description":"Only when the run did not finish (still running, stopped by a signal or its deadline): `suites` holds the suites done, `pending` the others."},"pending":{"type":"array","items":{"type":"string"},"description":"With incomplete: ids of the suites not done, in config order."},"stopReason":{"type":"string","description":"With incomplete: why the run stopped, e.g. \"interrupted by SIGTERM\"; absent while running or when it could not say."}},"dependentRequired":{"incomplete":["pending"],"pending":["incomplete"],"stopReason":["incomplete"]}},"verdict":{"enum":[null,"pass","warn","fail","no-baseline","error"]},"suites":{"type":"array","items":{"$ref":"#/$defs/suite"}}},"$defs":{"count":{"type":"integer","minimum":0},"round":{"type":"object","required":["id","input","passed"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"label":{"type":"string"},"input":{"$ref":"#/$defs/count"},"passed":{"$ref":"#/$defs/count"}}},"metric":{"type":"object","required":["value","direction"],"additionalProperties":false,"properties":{"value":{"type":["number","null"]},"direction":{"enum":["higher","lower","none"]},"unit":{"type":"string"},"sum":{"type":"number"},"count":{"$ref":"#/$defs/count"},"passed":{"$ref":"#/$defs/count"},"input":{"$ref":"#/$defs/count"}}},"diagnostic":{"type":"object","required":["severity","code","file","line","row","field","column","pointer","item","message"],"additionalProperties":false,"properties":{"severity":{"enum":["error","warning","info"]},"code":{"type":"string","minLength":1},"file":{"type":["string","null"]},"line":{"type":["integer","null"],"minimum":1},"row":{"type":["integer","null"],"minimum":1},"field":{"type":["string","null"]},"column":{"type":["integer","null"],"minimum":1},"pointer":{"type":["string","null"]},"item":{"type":["string","null"]},"message":{"type":"string"}}},"suite":{"type":"object","required":["id","benchmark","task","status","inputs","total","errors","rounds","metrics","finalScore","diagnostics"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"benchmark":{"type":"string","minLength":1},"task":{"type":["string","null"]},"status":{"enum":["ok","error","skipped"]},"inputs":{"type":"array","items":{"type":"object","required":["path","sha256","items"],"additionalProperties":false,"properties":{"path":{"type":"string"},"sha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"items":{"type":["integer","null"],"minimum":0}}}},"total":{"$ref":"#/$defs/count"},"errors":{"$ref":"#/$defs/count"},"counts":{"type":"object","additionalProperties":{"$ref":"#/$defs/count"}},"rounds":{"type":"array","items":{"$ref":"#/$defs/round"}},"series":{"type":"array","items":{"type":"object","required":["key","at","rounds"],"additionalProperties":false,"properties":{"key":{"type":"string"},"at":{"type":"number"},"rounds":{"type":"array","items":{"$ref":"#/$defs/round"}}}}},"metrics":{"type":"object","additionalProperties":{"$ref":"#/$defs/metric"}},"finalScore":{"type":["number","null"],"minimum":0,"maximum":100},"itemsFile":{"type":"string"},"details":{"type":"object"},"diagnostics":{"type":"array","maxItems":1001,"items":{"$ref":"#/$defs/diagnostic"}}}}}};const pattern9 = new RegExp("^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$", "u");const pattern10 = new RegExp("^sha256:[0-9a-f]{64}$", "u");const schema53 = {"type":"object","required":["id","benchmark","task","status","inputs","total","errors","rounds","metrics","finalScore","diagnostics"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"benchmark":{"type":"string","minLength":1},"task":{"type":["string","null"]},"status":{"enum":["ok","error","skipped"]},"inputs":{"type":"array","items":{"type":"object","required":["path","sha256","items"],"additionalProperties":false,"properties":{"path":{"type":"string"},"sha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"items":{"type":["integer","null"],"minimum":0}}}},"total":{"$ref":"#/$defs/count"},"errors":{"$ref":"#/$defs/count"},"counts":{"type":"object","additionalProperties":{"$ref":"#/$defs/count"}},"rounds":{"type":"array","items":{"$ref":"#/$defs/round"}},"series":{"type":"array","items":{"type":"object","required":["key","at","rounds"],"additionalProperties":false,"properties":{"key":{"type":"string"},"at":{"type":"number"},"rounds":{"type":"array","items":{"$ref":"#/$defs/round"}}}}},"metrics":{"type":"object","additionalProperties":{"$ref":"#/$defs/metric"}},"finalScore":{"type":["number","null"],"minimum":0,"maximum":100},"itemsFile":{"type":"string"},"details":{"type":"object"},"diagnostics":{"type":"array","maxItems":1001,"items":{"$ref":"#/$defs/diagnostic"}}}};const schema54 = {"type":"integer","minimum":0};const schema64 = {"type":"object","required":["severity","code","file","line","row","field","column","pointer","item","message"],"additionalProperties":false,"properties":{"severity":{"enum":["error","warning","info"]},"code":{"type":"string","minLength":1},"file":{"type":["string","null"]},"line":{"type":["integer","null"],"minimum":1},"row":{"type":["integer","null"],"minimum":1},"field":{"type":["string","null"]},"column":{"type":["integer","null"],"minimum":1},"pointer":{"type":["string","null"]},"item":{"type":["string","null"]},"message":{"type":"string"}}};const pattern11 = new RegExp("^[0-9a-f]{64}$", "u");const schema57 = {"type":"object","required":["id","input","passed"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"label":{"type":"string"},"input":{"$ref":"#/$defs/count"},"passed":{"$ref":"#/$defs/count"}}};function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate35.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.id === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema57.required,parentSchema:schema57,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.input === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'",schema:schema57.required,parentSchema:schema57,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.passed === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passed"},message:"must have required property '"+"passed"+"'",schema:schema57.required,parentSchema:schema57,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}for(const key0 in data){if(!((((key0 === "id") || (key0 === "label")) || (key0 === "input")) || (key0 === "passed"))){const err3 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema57,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.id !== undefined){let data0 = data.id;if(typeof data0 === "string"){if(func2(data0) < 1){const err4 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema57.properties.id,data:data0};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}else {const err5 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.id.type,parentSchema:schema57.properties.id,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.label !== undefined){let data1 = data.label;if(typeof data1 !== "string"){const err6 = {instancePath:instancePath+"/label",schemaPath:"#/properties/label/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema57.properties.label.type,parentSchema:schema57.properties.label,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.input !== undefined){let data2 = data.input;if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){const err7 = {instancePath:instancePath+"/input",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.type,parentSchema:schema54,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if((typeof data2 == "number") && (isFinite(data2))){if(data2 < 0 || isNaN(data2)){const err8 = {instancePath:instancePath+"/input",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54,data:data2};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}if(data.passed !== undefined){let data3 = data.passed;if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){const err9 = {instancePath:instancePath+"/passed",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.type,parentSchema:schema54,data:data3};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if((typeof data3 == "number") && (isFinite(data3))){if(data3 < 0 || isNaN(data3)){const err10 = {instancePath:instancePath+"/passed",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54,data:data3};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}}else {const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema57.type,parentSchema:schema57,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}validate35.errors = vErrors;return errors === 0;}validate35.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const schema60 = {"type":"object","required":["value","direction"],"additionalProperties":false,"properties":{"value":{"type":["number","null"]},"direction":{"enum":["higher","lower","none"]},"unit":{"type":"string"},"sum":{"type":"number"},"count":{"$ref":"#/$defs/count"},"passed":{"$ref":"#/$defs/count"},"input":{"$ref":"#/$defs/count"}}};function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate38.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.value === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "value"},message:"must have required property '"+"value"+"'",schema:schema60.required,parentSchema:schema60,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.direction === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "direction"},message:"must have required property '"+"direction"+"'",schema:schema60.required,parentSchema:schema60,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}for(const key0 in data){if(!(((((((key0 === "value") || (key0 === "direction")) || (key0 === "unit")) || (key0 === "sum")) || (key0 === "count")) || (key0 === "passed")) || (key0 === "input"))){const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema60,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}if(data.value !== undefined){let data0 = data.value;if((!((typeof data0 == "number") && (isFinite(data0)))) && (data0 !== null)){const err3 = {instancePath:instancePath+"/value",schemaPath:"#/properties/value/type",keyword:"type",params:{type: schema60.properties.value.type},message:"must be number,null",schema:schema60.properties.value.type,parentSchema:schema60.properties.value,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.direction !== undefined){let data1 = data.direction;if(!(((data1 === "higher") || (data1 === "lower")) || (data1 === "none"))){const err4 = {instancePath:instancePath+"/direction",schemaPath:"#/properties/direction/enum",keyword:"enum",params:{allowedValues: schema60.properties.direction.enum},message:"must be equal to one of the allowed values",schema:schema60.properties.direction.enum,parentSchema:schema60.properties.direction,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}if(data.unit !== undefined){let data2 = data.unit;if(typeof data2 !== "string"){const err5 = {instancePath:instancePath+"/unit",schemaPath:"#/properties/unit/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema60.properties.unit.type,parentSchema:schema60.properties.unit,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.sum !== undefined){let data3 = data.sum;if(!((typeof data3 == "number") && (isFinite(data3)))){const err6 = {instancePath:instancePath+"/sum",schemaPath:"#/properties/sum/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema60.properties.sum.type,parentSchema:schema60.properties.sum,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.count !== undefined){let data4 = data.count;if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){const err7 = {instancePath:instancePath+"/count",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.type,parentSchema:schema54,data:data4};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if((typeof data4 == "number") && (isFinite(data4))){if(data4 < 0 || isNaN(data4)){const err8 = {instancePath:instancePath+"/count",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54,data:data4};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}if(data.passed !== undefined){let data5 = data.passed;if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){const err9 = {instancePath:instancePath+"/passed",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.type,parentSchema:schema54,data:data5};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if((typeof data5 == "number") && (isFinite(data5))){if(data5 < 0 || isNaN(data5)){const err10 = {instancePath:instancePath+"/passed",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54,data:data5};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}}if(data.input !== undefined){let data6 = data.input;if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){const err11 = {instancePath:instancePath+"/input",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.type,parentSchema:schema54,data:data6};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}if((typeof data6 == "number") && (isFinite(data6))){if(data6 < 0 || isNaN(data6)){const err12 = {instancePath:instancePath+"/input",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54,data:data6};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}}else {const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema60.type,parentSchema:schema60,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}validate38.errors = vErrors;return errors === 0;}validate38.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate34.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.id === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.benchmark === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "benchmark"},message:"must have required property '"+"benchmark"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.task === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data.status === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data.inputs === undefined){const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inputs"},message:"must have required property '"+"inputs"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(data.total === undefined){const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if(data.errors === undefined){const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errors"},message:"must have required property '"+"errors"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(data.rounds === undefined){const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "rounds"},message:"must have required property '"+"rounds"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(data.metrics === undefined){const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "metrics"},message:"must have required property '"+"metrics"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}if(data.finalScore === undefined){const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "finalScore"},message:"must have required property '"+"finalScore"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}if(data.diagnostics === undefined){const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "diagnostics"},message:"must have required property '"+"diagnostics"+"'",schema:schema53.required,parentSchema:schema53,data};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}for(const key0 in data){if(!(func1.call(schema53.properties, key0))){const err11 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.id !== undefined){let data0 = data.id;if(typeof data0 === "string"){if(func2(data0) < 1){const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.id,data:data0};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}else {const err13 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.id.type,parentSchema:schema53.properties.id,data:data0};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data.benchmark !== undefined){let data1 = data.benchmark;if(typeof data1 === "string"){if(func2(data1) < 1){const err14 = {instancePath:instancePath+"/benchmark",schemaPath:"#/properties/benchmark/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.benchmark,data:data1};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/benchmark",schemaPath:"#/properties/benchmark/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.benchmark.type,parentSchema:schema53.properties.benchmark,data:data1};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.task !== undefined){let data2 = data.task;if((typeof data2 !== "string") && (data2 !== null)){const err16 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/type",keyword:"type",params:{type: schema53.properties.task.type},message:"must be string,null",schema:schema53.properties.task.type,parentSchema:schema53.properties.task,data:data2};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data.status !== undefined){let data3 = data.status;if(!(((data3 === "ok") || (data3 === "error")) || (data3 === "skipped"))){const err17 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema53.properties.status.enum},message:"must be equal to one of the allowed values",schema:schema53.properties.status.enum,parentSchema:schema53.properties.status,data:data3};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data.inputs !== undefined){let data4 = data.inputs;if(Array.isArray(data4)){const len0 = data4.length;for(let i0=0; i0<len0; i0++){let data5 = data4[i0];if(data5 && typeof data5 == "object" && !Array.isArray(data5)){if(data5.path === undefined){const err18 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'",schema:schema53.properties.inputs.items.required,parentSchema:schema53.properties.inputs.items,data:data5};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}if(data5.sha256 === undefined){const err19 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'",schema:schema53.properties.inputs.items.required,parentSchema:schema53.properties.inputs.items,data:data5};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}if(data5.items === undefined){const err20 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/required",keyword:"required",params:{missingProperty: "items"},message:"must have required property '"+"items"+"'",schema:schema53.properties.inputs.items.required,parentSchema:schema53.properties.inputs.items,data:data5};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}for(const key1 in data5){if(!(((key1 === "path") || (key1 === "sha256")) || (key1 === "items"))){const err21 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema53.properties.inputs.items,data:data5};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data5.path !== undefined){let data6 = data5.path;if(typeof data6 !== "string"){const err22 = {instancePath:instancePath+"/inputs/" + i0+"/path",schemaPath:"#/properties/inputs/items/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.inputs.items.properties.path.type,parentSchema:schema53.properties.inputs.items.properties.path,data:data6};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}if(data5.sha256 !== undefined){let data7 = data5.sha256;if(typeof data7 === "string"){if(!pattern11.test(data7)){const err23 = {instancePath:instancePath+"/inputs/" + i0+"/sha256",schemaPath:"#/properties/inputs/items/properties/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\"",schema:"^[0-9a-f]{64}$",parentSchema:schema53.properties.inputs.items.properties.sha256,data:data7};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}else {const err24 = {instancePath:instancePath+"/inputs/" + i0+"/sha256",schemaPath:"#/properties/inputs/items/properties/sha256/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.inputs.items.properties.sha256.type,parentSchema:schema53.properties.inputs.items.properties.sha256,data:data7};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data5.items !== undefined){let data8 = data5.items;if((!(((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8))) && (isFinite(data8)))) && (data8 !== null)){const err25 = {instancePath:instancePath+"/inputs/" + i0+"/items",schemaPath:"#/properties/inputs/items/properties/items/type",keyword:"type",params:{type: schema53.properties.inputs.items.properties.items.type},message:"must be integer,null",schema:schema53.properties.inputs.items.properties.items.type,parentSchema:schema53.properties.inputs.items.properties.items,data:data8};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}if((typeof data8 == "number") && (isFinite(data8))){if(data8 < 0 || isNaN(data8)){const err26 = {instancePath:instancePath+"/inputs/" + i0+"/items",schemaPath:"#/properties/inputs/items/properties/items/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.inputs.items.properties.items,data:data8};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}}}else {const err27 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties.inputs.items.type,parentSchema:schema53.properties.inputs.items,data:data5};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}}else {const err28 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.inputs.type,parentSchema:schema53.properties.inputs,data:data4};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}if(data.total !== undefined){let data9 = data.total;if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){const err29 = {instancePath:instancePath+"/total",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.type,parentSchema:schema54,data:data9};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}if((typeof data9 == "number") && (isFinite(data9))){if(data9 < 0 || isNaN(data9)){const err30 = {instancePath:instancePath+"/total",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54,data:data9};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}}if(data.errors !== undefined){let data10 = data.errors;if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){const err31 = {instancePath:instancePath+"/errors",schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.type,parentSchema:schema54,data:data10};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}if((typeof data10 == "number") && (isFinite(data10))){if(data10 < 0 || isNaN(data10)){const err32 = {instancePath:instancePath+"/errors",schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54,data:data10};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}}if(data.counts !== undefined){let data11 = data.counts;if(data11 && typeof data11 == "object" && !Array.isArray(data11)){for(const key2 in data11){let data12 = data11[key2];if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){const err33 = {instancePath:instancePath+"/counts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/count/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema54.type,parentSchema:schema54,data:data12};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}if((typeof data12 == "number") && (isFinite(data12))){if(data12 < 0 || isNaN(data12)){const err34 = {instancePath:instancePath+"/counts/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema54,data:data12};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}}}else {const err35 = {instancePath:instancePath+"/counts",schemaPath:"#/properties/counts/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties.counts.type,parentSchema:schema53.properties.counts,data:data11};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data.rounds !== undefined){let data13 = data.rounds;if(Array.isArray(data13)){const len1 = data13.length;for(let i1=0; i1<len1; i1++){if(!(validate35(data13[i1], {instancePath:instancePath+"/rounds/" + i1,parentData:data13,parentDataProperty:i1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}}}else {const err36 = {instancePath:instancePath+"/rounds",schemaPath:"#/properties/rounds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.rounds.type,parentSchema:schema53.properties.rounds,data:data13};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}if(data.series !== undefined){let data15 = data.series;if(Array.isArray(data15)){const len2 = data15.length;for(let i2=0; i2<len2; i2++){let data16 = data15[i2];if(data16 && typeof data16 == "object" && !Array.isArray(data16)){if(data16.key === undefined){const err37 = {instancePath:instancePath+"/series/" + i2,schemaPath:"#/properties/series/items/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'",schema:schema53.properties.series.items.required,parentSchema:schema53.properties.series.items,data:data16};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}if(data16.at === undefined){const err38 = {instancePath:instancePath+"/series/" + i2,schemaPath:"#/properties/series/items/required",keyword:"required",params:{missingProperty: "at"},message:"must have required property '"+"at"+"'",schema:schema53.properties.series.items.required,parentSchema:schema53.properties.series.items,data:data16};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}if(data16.rounds === undefined){const err39 = {instancePath:instancePath+"/series/" + i2,schemaPath:"#/properties/series/items/required",keyword:"required",params:{missingProperty: "rounds"},message:"must have required property '"+"rounds"+"'",schema:schema53.properties.series.items.required,parentSchema:schema53.properties.series.items,data:data16};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}for(const key3 in data16){if(!(((key3 === "key") || (key3 === "at")) || (key3 === "rounds"))){const err40 = {instancePath:instancePath+"/series/" + i2,schemaPath:"#/properties/series/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema53.properties.series.items,data:data16};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}if(data16.key !== undefined){let data17 = data16.key;if(typeof data17 !== "string"){const err41 = {instancePath:instancePath+"/series/" + i2+"/key",schemaPath:"#/properties/series/items/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.series.items.properties.key.type,parentSchema:schema53.properties.series.items.properties.key,data:data17};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}if(data16.at !== undefined){let data18 = data16.at;if(!((typeof data18 == "number") && (isFinite(data18)))){const err42 = {instancePath:instancePath+"/series/" + i2+"/at",schemaPath:"#/properties/series/items/properties/at/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema53.properties.series.items.properties.at.type,parentSchema:schema53.properties.series.items.properties.at,data:data18};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}if(data16.rounds !== undefined){let data19 = data16.rounds;if(Array.isArray(data19)){const len3 = data19.length;for(let i3=0; i3<len3; i3++){if(!(validate35(data19[i3], {instancePath:instancePath+"/series/" + i2+"/rounds/" + i3,parentData:data19,parentDataProperty:i3,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate35.errors : vErrors.concat(validate35.errors);errors = vErrors.length;}}}else {const err43 = {instancePath:instancePath+"/series/" + i2+"/rounds",schemaPath:"#/properties/series/items/properties/rounds/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.series.items.properties.rounds.type,parentSchema:schema53.properties.series.items.properties.rounds,data:data19};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}}}else {const err44 = {instancePath:instancePath+"/series/" + i2,schemaPath:"#/properties/series/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties.series.items.type,parentSchema:schema53.properties.series.items,data:data16};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}}}else {const err45 = {instancePath:instancePath+"/series",schemaPath:"#/properties/series/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.series.type,parentSchema:schema53.properties.series,data:data15};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}}if(data.metrics !== undefined){let data21 = data.metrics;if(data21 && typeof data21 == "object" && !Array.isArray(data21)){for(const key4 in data21){if(!(validate38(data21[key4], {instancePath:instancePath+"/metrics/" + key4.replace(/~/g, "~0").replace(/\//g, "~1"),parentData:data21,parentDataProperty:key4,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate38.errors : vErrors.concat(validate38.errors);errors = vErrors.length;}}}else {const err46 = {instancePath:instancePath+"/metrics",schemaPath:"#/properties/metrics/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties.metrics.type,parentSchema:schema53.properties.metrics,data:data21};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}}if(data.finalScore !== undefined){let data23 = data.finalScore;if((!((typeof data23 == "number") && (isFinite(data23)))) && (data23 !== null)){const err47 = {instancePath:instancePath+"/finalScore",schemaPath:"#/properties/finalScore/type",keyword:"type",params:{type: schema53.properties.finalScore.type},message:"must be number,null",schema:schema53.properties.finalScore.type,parentSchema:schema53.properties.finalScore,data:data23};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}if((typeof data23 == "number") && (isFinite(data23))){if(data23 > 100 || isNaN(data23)){const err48 = {instancePath:instancePath+"/finalScore",schemaPath:"#/properties/finalScore/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100",schema:100,parentSchema:schema53.properties.finalScore,data:data23};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}if(data23 < 0 || isNaN(data23)){const err49 = {instancePath:instancePath+"/finalScore",schemaPath:"#/properties/finalScore/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties.finalScore,data:data23};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}}}if(data.itemsFile !== undefined){let data24 = data.itemsFile;if(typeof data24 !== "string"){const err50 = {instancePath:instancePath+"/itemsFile",schemaPath:"#/properties/itemsFile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.itemsFile.type,parentSchema:schema53.properties.itemsFile,data:data24};if(vErrors === null){vErrors = [err50];}else {vErrors.push(err50);}errors++;}}if(data.details !== undefined){let data25 = data.details;if(!(data25 && typeof data25 == "object" && !Array.isArray(data25))){const err51 = {instancePath:instancePath+"/details",schemaPath:"#/properties/details/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties.details.type,parentSchema:schema53.properties.details,data:data25};if(vErrors === null){vErrors = [err51];}else {vErrors.push(err51);}errors++;}}if(data.diagnostics !== undefined){let data26 = data.diagnostics;if(Array.isArray(data26)){if(data26.length > 1001){const err52 = {instancePath:instancePath+"/diagnostics",schemaPath:"#/properties/diagnostics/maxItems",keyword:"maxItems",params:{limit: 1001},message:"must NOT have more than 1001 items",schema:1001,parentSchema:schema53.properties.diagnostics,data:data26};if(vErrors === null){vErrors = [err52];}else {vErrors.push(err52);}errors++;}const len4 = data26.length;for(let i4=0; i4<len4; i4++){let data27 = data26[i4];if(data27 && typeof data27 == "object" && !Array.isArray(data27)){if(data27.severity === undefined){const err53 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/required",keyword:"required",params:{missingProperty: "severity"},message:"must have required property '"+"severity"+"'",schema:schema64.required,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err53];}else {vErrors.push(err53);}errors++;}if(data27.code === undefined){const err54 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/required",keyword:"required",params:{missingProperty: "code"},message:"must have required property '"+"code"+"'",schema:schema64.required,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err54];}else {vErrors.push(err54);}errors++;}if(data27.file === undefined){const err55 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/required",keyword:"required",params:{missingProperty: "file"},message:"must have required property '"+"file"+"'",schema:schema64.required,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err55];}else {vErrors.push(err55);}errors++;}if(data27.line === undefined){const err56 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/required",keyword:"required",params:{missingProperty: "line"},message:"must have required property '"+"line"+"'",schema:schema64.required,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err56];}else {vErrors.push(err56);}errors++;}if(data27.row === undefined){const err57 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/required",keyword:"required",params:{missingProperty: "row"},message:"must have required property '"+"row"+"'",schema:schema64.required,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err57];}else {vErrors.push(err57);}errors++;}if(data27.field === undefined){const err58 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/required",keyword:"required",params:{missingProperty: "field"},message:"must have required property '"+"field"+"'",schema:schema64.required,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err58];}else {vErrors.push(err58);}errors++;}if(data27.column === undefined){const err59 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/required",keyword:"required",params:{missingProperty: "column"},message:"must have required property '"+"column"+"'",schema:schema64.required,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err59];}else {vErrors.push(err59);}errors++;}if(data27.pointer === undefined){const err60 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/required",keyword:"required",params:{missingProperty: "pointer"},message:"must have required property '"+"pointer"+"'",schema:schema64.required,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err60];}else {vErrors.push(err60);}errors++;}if(data27.item === undefined){const err61 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/required",keyword:"required",params:{missingProperty: "item"},message:"must have required property '"+"item"+"'",schema:schema64.required,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err61];}else {vErrors.push(err61);}errors++;}if(data27.message === undefined){const err62 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/required",keyword:"required",params:{missingProperty: "message"},message:"must have required property '"+"message"+"'",schema:schema64.required,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err62];}else {vErrors.push(err62);}errors++;}for(const key5 in data27){if(!(func1.call(schema64.properties, key5))){const err63 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties",schema:false,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err63];}else {vErrors.push(err63);}errors++;}}if(data27.severity !== undefined){let data28 = data27.severity;if(!(((data28 === "error") || (data28 === "warning")) || (data28 === "info"))){const err64 = {instancePath:instancePath+"/diagnostics/" + i4+"/severity",schemaPath:"#/$defs/diagnostic/properties/severity/enum",keyword:"enum",params:{allowedValues: schema64.properties.severity.enum},message:"must be equal to one of the allowed values",schema:schema64.properties.severity.enum,parentSchema:schema64.properties.severity,data:data28};if(vErrors === null){vErrors = [err64];}else {vErrors.push(err64);}errors++;}}if(data27.code !== undefined){let data29 = data27.code;if(typeof data29 === "string"){if(func2(data29) < 1){const err65 = {instancePath:instancePath+"/diagnostics/" + i4+"/code",schemaPath:"#/$defs/diagnostic/properties/code/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema64.properties.code,data:data29};if(vErrors === null){vErrors = [err65];}else {vErrors.push(err65);}errors++;}}else {const err66 = {instancePath:instancePath+"/diagnostics/" + i4+"/code",schemaPath:"#/$defs/diagnostic/properties/code/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.code.type,parentSchema:schema64.properties.code,data:data29};if(vErrors === null){vErrors = [err66];}else {vErrors.push(err66);}errors++;}}if(data27.file !== undefined){let data30 = data27.file;if((typeof data30 !== "string") && (data30 !== null)){const err67 = {instancePath:instancePath+"/diagnostics/" + i4+"/file",schemaPath:"#/$defs/diagnostic/properties/file/type",keyword:"type",params:{type: schema64.properties.file.type},message:"must be string,null",schema:schema64.properties.file.type,parentSchema:schema64.properties.file,data:data30};if(vErrors === null){vErrors = [err67];}else {vErrors.push(err67);}errors++;}}if(data27.line !== undefined){let data31 = data27.line;if((!(((typeof data31 == "number") && (!(data31 % 1) && !isNaN(data31))) && (isFinite(data31)))) && (data31 !== null)){const err68 = {instancePath:instancePath+"/diagnostics/" + i4+"/line",schemaPath:"#/$defs/diagnostic/properties/line/type",keyword:"type",params:{type: schema64.properties.line.type},message:"must be integer,null",schema:schema64.properties.line.type,parentSchema:schema64.properties.line,data:data31};if(vErrors === null){vErrors = [err68];}else {vErrors.push(err68);}errors++;}if((typeof data31 == "number") && (isFinite(data31))){if(data31 < 1 || isNaN(data31)){const err69 = {instancePath:instancePath+"/diagnostics/" + i4+"/line",schemaPath:"#/$defs/diagnostic/properties/line/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema64.properties.line,data:data31};if(vErrors === null){vErrors = [err69];}else {vErrors.push(err69);}errors++;}}}if(data27.row !== undefined){let data32 = data27.row;if((!(((typeof data32 == "number") && (!(data32 % 1) && !isNaN(data32))) && (isFinite(data32)))) && (data32 !== null)){const err70 = {instancePath:instancePath+"/diagnostics/" + i4+"/row",schemaPath:"#/$defs/diagnostic/properties/row/type",keyword:"type",params:{type: schema64.properties.row.type},message:"must be integer,null",schema:schema64.properties.row.type,parentSchema:schema64.properties.row,data:data32};if(vErrors === null){vErrors = [err70];}else {vErrors.push(err70);}errors++;}if((typeof data32 == "number") && (isFinite(data32))){if(data32 < 1 || isNaN(data32)){const err71 = {instancePath:instancePath+"/diagnostics/" + i4+"/row",schemaPath:"#/$defs/diagnostic/properties/row/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema64.properties.row,data:data32};if(vErrors === null){vErrors = [err71];}else {vErrors.push(err71);}errors++;}}}if(data27.field !== undefined){let data33 = data27.field;if((typeof data33 !== "string") && (data33 !== null)){const err72 = {instancePath:instancePath+"/diagnostics/" + i4+"/field",schemaPath:"#/$defs/diagnostic/properties/field/type",keyword:"type",params:{type: schema64.properties.field.type},message:"must be string,null",schema:schema64.properties.field.type,parentSchema:schema64.properties.field,data:data33};if(vErrors === null){vErrors = [err72];}else {vErrors.push(err72);}errors++;}}if(data27.column !== undefined){let data34 = data27.column;if((!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))) && (data34 !== null)){const err73 = {instancePath:instancePath+"/diagnostics/" + i4+"/column",schemaPath:"#/$defs/diagnostic/properties/column/type",keyword:"type",params:{type: schema64.properties.column.type},message:"must be integer,null",schema:schema64.properties.column.type,parentSchema:schema64.properties.column,data:data34};if(vErrors === null){vErrors = [err73];}else {vErrors.push(err73);}errors++;}if((typeof data34 == "number") && (isFinite(data34))){if(data34 < 1 || isNaN(data34)){const err74 = {instancePath:instancePath+"/diagnostics/" + i4+"/column",schemaPath:"#/$defs/diagnostic/properties/column/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema64.properties.column,data:data34};if(vErrors === null){vErrors = [err74];}else {vErrors.push(err74);}errors++;}}}if(data27.pointer !== undefined){let data35 = data27.pointer;if((typeof data35 !== "string") && (data35 !== null)){const err75 = {instancePath:instancePath+"/diagnostics/" + i4+"/pointer",schemaPath:"#/$defs/diagnostic/properties/pointer/type",keyword:"type",params:{type: schema64.properties.pointer.type},message:"must be string,null",schema:schema64.properties.pointer.type,parentSchema:schema64.properties.pointer,data:data35};if(vErrors === null){vErrors = [err75];}else {vErrors.push(err75);}errors++;}}if(data27.item !== undefined){let data36 = data27.item;if((typeof data36 !== "string") && (data36 !== null)){const err76 = {instancePath:instancePath+"/diagnostics/" + i4+"/item",schemaPath:"#/$defs/diagnostic/properties/item/type",keyword:"type",params:{type: schema64.properties.item.type},message:"must be string,null",schema:schema64.properties.item.type,parentSchema:schema64.properties.item,data:data36};if(vErrors === null){vErrors = [err76];}else {vErrors.push(err76);}errors++;}}if(data27.message !== undefined){let data37 = data27.message;if(typeof data37 !== "string"){const err77 = {instancePath:instancePath+"/diagnostics/" + i4+"/message",schemaPath:"#/$defs/diagnostic/properties/message/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema64.properties.message.type,parentSchema:schema64.properties.message,data:data37};if(vErrors === null){vErrors = [err77];}else {vErrors.push(err77);}errors++;}}}else {const err78 = {instancePath:instancePath+"/diagnostics/" + i4,schemaPath:"#/$defs/diagnostic/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema64.type,parentSchema:schema64,data:data27};if(vErrors === null){vErrors = [err78];}else {vErrors.push(err78);}errors++;}}}else {const err79 = {instancePath:instancePath+"/diagnostics",schemaPath:"#/properties/diagnostics/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.diagnostics.type,parentSchema:schema53.properties.diagnostics,data:data26};if(vErrors === null){vErrors = [err79];}else {vErrors.push(err79);}errors++;}}}else {const err80 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};if(vErrors === null){vErrors = [err80];}else {vErrors.push(err80);}errors++;}validate34.errors = vErrors;return errors === 0;}validate34.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="results.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate33.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.schemaVersion === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schemaVersion"},message:"must have required property '"+"schemaVersion"+"'",schema:schema52.required,parentSchema:schema52,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.tool === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'",schema:schema52.required,parentSchema:schema52,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.run === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "run"},message:"must have required property '"+"run"+"'",schema:schema52.required,parentSchema:schema52,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data.verdict === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "verdict"},message:"must have required property '"+"verdict"+"'",schema:schema52.required,parentSchema:schema52,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data.suites === undefined){const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "suites"},message:"must have required property '"+"suites"+"'",schema:schema52.required,parentSchema:schema52,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}for(const key0 in data){if(!(((((key0 === "schemaVersion") || (key0 === "tool")) || (key0 === "run")) || (key0 === "verdict")) || (key0 === "suites"))){const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema52,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.schemaVersion !== undefined){let data0 = data.schemaVersion;if(1 !== data0){const err6 = {instancePath:instancePath+"/schemaVersion",schemaPath:"#/properties/schemaVersion/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema52.properties.schemaVersion,data:data0};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.tool !== undefined){let data1 = data.tool;if(data1 && typeof data1 == "object" && !Array.isArray(data1)){if(data1.name === undefined){const err7 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema52.properties.tool.required,parentSchema:schema52.properties.tool,data:data1};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}if(data1.version === undefined){const err8 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema52.properties.tool.required,parentSchema:schema52.properties.tool,data:data1};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}for(const key1 in data1){if(!((key1 === "name") || (key1 === "version"))){const err9 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties",schema:false,parentSchema:schema52.properties.tool,data:data1};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data1.name !== undefined){let data2 = data1.name;if(typeof data2 !== "string"){const err10 = {instancePath:instancePath+"/tool/name",schemaPath:"#/properties/tool/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.tool.properties.name.type,parentSchema:schema52.properties.tool.properties.name,data:data2};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data1.version !== undefined){let data3 = data1.version;if(typeof data3 !== "string"){const err11 = {instancePath:instancePath+"/tool/version",schemaPath:"#/properties/tool/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.tool.properties.version.type,parentSchema:schema52.properties.tool.properties.version,data:data3};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath:instancePath+"/tool",schemaPath:"#/properties/tool/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.properties.tool.type,parentSchema:schema52.properties.tool,data:data1};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data.run !== undefined){let data4 = data.run;if(data4 && typeof data4 == "object" && !Array.isArray(data4)){if(data4.createdAt === undefined){const err13 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "createdAt"},message:"must have required property '"+"createdAt"+"'",schema:schema52.properties.run.required,parentSchema:schema52.properties.run,data:data4};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}if(data4.commit === undefined){const err14 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "commit"},message:"must have required property '"+"commit"+"'",schema:schema52.properties.run.required,parentSchema:schema52.properties.run,data:data4};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}if(data4.configHash === undefined){const err15 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "configHash"},message:"must have required property '"+"configHash"+"'",schema:schema52.properties.run.required,parentSchema:schema52.properties.run,data:data4};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}if(data4.shard === undefined){const err16 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/required",keyword:"required",params:{missingProperty: "shard"},message:"must have required property '"+"shard"+"'",schema:schema52.properties.run.required,parentSchema:schema52.properties.run,data:data4};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}for(const key2 in data4){if(!(((((((key2 === "createdAt") || (key2 === "commit")) || (key2 === "configHash")) || (key2 === "shard")) || (key2 === "incomplete")) || (key2 === "pending")) || (key2 === "stopReason"))){const err17 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties",schema:false,parentSchema:schema52.properties.run,data:data4};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data4.createdAt !== undefined){let data5 = data4.createdAt;if(typeof data5 === "string"){if(!pattern9.test(data5)){const err18 = {instancePath:instancePath+"/run/createdAt",schemaPath:"#/properties/run/properties/createdAt/pattern",keyword:"pattern",params:{pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$"},message:"must match pattern \""+"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$"+"\"",schema:"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?Z$",parentSchema:schema52.properties.run.properties.createdAt,data:data5};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}else {const err19 = {instancePath:instancePath+"/run/createdAt",schemaPath:"#/properties/run/properties/createdAt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.run.properties.createdAt.type,parentSchema:schema52.properties.run.properties.createdAt,data:data5};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data4.commit !== undefined){let data6 = data4.commit;if((typeof data6 !== "string") && (data6 !== null)){const err20 = {instancePath:instancePath+"/run/commit",schemaPath:"#/properties/run/properties/commit/type",keyword:"type",params:{type: schema52.properties.run.properties.commit.type},message:"must be string,null",schema:schema52.properties.run.properties.commit.type,parentSchema:schema52.properties.run.properties.commit,data:data6};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}if(data4.configHash !== undefined){let data7 = data4.configHash;if(typeof data7 === "string"){if(!pattern10.test(data7)){const err21 = {instancePath:instancePath+"/run/configHash",schemaPath:"#/properties/run/properties/configHash/pattern",keyword:"pattern",params:{pattern: "^sha256:[0-9a-f]{64}$"},message:"must match pattern \""+"^sha256:[0-9a-f]{64}$"+"\"",schema:"^sha256:[0-9a-f]{64}$",parentSchema:schema52.properties.run.properties.configHash,data:data7};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}else {const err22 = {instancePath:instancePath+"/run/configHash",schemaPath:"#/properties/run/properties/configHash/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.run.properties.configHash.type,parentSchema:schema52.properties.run.properties.configHash,data:data7};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}if(data4.shard !== undefined){let data8 = data4.shard;const _errs20 = errors;let valid3 = false;let passing0 = null;const _errs21 = errors;if(data8 !== null){const err23 = {instancePath:instancePath+"/run/shard",schemaPath:"#/properties/run/properties/shard/oneOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema52.properties.run.properties.shard.oneOf[0].type,parentSchema:schema52.properties.run.properties.shard.oneOf[0],data:data8};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}var _valid0 = _errs21 === errors;if(_valid0){valid3 = true;passing0 = 0;}const _errs23 = errors;if(data8 && typeof data8 == "object" && !Array.isArray(data8)){if(data8.index === undefined){const err24 = {instancePath:instancePath+"/run/shard",schemaPath:"#/properties/run/properties/shard/oneOf/1/required",keyword:"required",params:{missingProperty: "index"},message:"must have required property '"+"index"+"'",schema:schema52.properties.run.properties.shard.oneOf[1].required,parentSchema:schema52.properties.run.properties.shard.oneOf[1],data:data8};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}if(data8.total === undefined){const err25 = {instancePath:instancePath+"/run/shard",schemaPath:"#/properties/run/properties/shard/oneOf/1/required",keyword:"required",params:{missingProperty: "total"},message:"must have required property '"+"total"+"'",schema:schema52.properties.run.properties.shard.oneOf[1].required,parentSchema:schema52.properties.run.properties.shard.oneOf[1],data:data8};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}for(const key3 in data8){if(!((key3 === "index") || (key3 === "total"))){const err26 = {instancePath:instancePath+"/run/shard",schemaPath:"#/properties/run/properties/shard/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema52.properties.run.properties.shard.oneOf[1],data:data8};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data8.index !== undefined){let data9 = data8.index;if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){const err27 = {instancePath:instancePath+"/run/shard/index",schemaPath:"#/properties/run/properties/shard/oneOf/1/properties/index/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema52.properties.run.properties.shard.oneOf[1].properties.index.type,parentSchema:schema52.properties.run.properties.shard.oneOf[1].properties.index,data:data9};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}if((typeof data9 == "number") && (isFinite(data9))){if(data9 < 1 || isNaN(data9)){const err28 = {instancePath:instancePath+"/run/shard/index",schemaPath:"#/properties/run/properties/shard/oneOf/1/properties/index/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema52.properties.run.properties.shard.oneOf[1].properties.index,data:data9};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}}if(data8.total !== undefined){let data10 = data8.total;if(!(((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10))) && (isFinite(data10)))){const err29 = {instancePath:instancePath+"/run/shard/total",schemaPath:"#/properties/run/properties/shard/oneOf/1/properties/total/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema52.properties.run.properties.shard.oneOf[1].properties.total.type,parentSchema:schema52.properties.run.properties.shard.oneOf[1].properties.total,data:data10};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}if((typeof data10 == "number") && (isFinite(data10))){if(data10 < 1 || isNaN(data10)){const err30 = {instancePath:instancePath+"/run/shard/total",schemaPath:"#/properties/run/properties/shard/oneOf/1/properties/total/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema52.properties.run.properties.shard.oneOf[1].properties.total,data:data10};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}}}else {const err31 = {instancePath:instancePath+"/run/shard",schemaPath:"#/properties/run/properties/shard/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.properties.run.properties.shard.oneOf[1].type,parentSchema:schema52.properties.run.properties.shard.oneOf[1],data:data8};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}var _valid0 = _errs23 === errors;if(_valid0 && valid3){valid3 = false;passing0 = [passing0, 1];}else {if(_valid0){valid3 = true;passing0 = 1;}}if(!valid3){const err32 = {instancePath:instancePath+"/run/shard",schemaPath:"#/properties/run/properties/shard/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema52.properties.run.properties.shard.oneOf,parentSchema:schema52.properties.run.properties.shard,data:data8};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}else {errors = _errs20;if(vErrors !== null){if(_errs20){vErrors.length = _errs20;}else {vErrors = null;}}}}if(data4.incomplete !== undefined){let data11 = data4.incomplete;if(true !== data11){const err33 = {instancePath:instancePath+"/run/incomplete",schemaPath:"#/properties/run/properties/incomplete/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema52.properties.run.properties.incomplete,data:data11};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}if(data4.pending !== undefined){let data12 = data4.pending;if(Array.isArray(data12)){const len0 = data12.length;for(let i0=0; i0<len0; i0++){let data13 = data12[i0];if(typeof data13 !== "string"){const err34 = {instancePath:instancePath+"/run/pending/" + i0,schemaPath:"#/properties/run/properties/pending/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.run.properties.pending.items.type,parentSchema:schema52.properties.run.properties.pending.items,data:data13};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}}else {const err35 = {instancePath:instancePath+"/run/pending",schemaPath:"#/properties/run/properties/pending/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema52.properties.run.properties.pending.type,parentSchema:schema52.properties.run.properties.pending,data:data12};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data4.stopReason !== undefined){let data14 = data4.stopReason;if(typeof data14 !== "string"){const err36 = {instancePath:instancePath+"/run/stopReason",schemaPath:"#/properties/run/properties/stopReason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema52.properties.run.properties.stopReason.type,parentSchema:schema52.properties.run.properties.stopReason,data:data14};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}if(data4.incomplete !== undefined){if(data4.pending === undefined){const err37 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/dependentRequired",keyword:"dependentRequired",params:{property: "incomplete",
    missingProperty: "pending",
    depsCount: 1,
    deps: "pending"},message:"must have property pending when property incomplete is present",schema:schema52.properties.run.dependentRequired,parentSchema:schema52.properties.run,data:data4};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}if(data4.pending !== undefined){if(data4.incomplete === undefined){const err38 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/dependentRequired",keyword:"dependentRequired",params:{property: "pending",
    missingProperty: "incomplete",
    depsCount: 1,
    deps: "incomplete"},message:"must have property incomplete when property pending is present",schema:schema52.properties.run.dependentRequired,parentSchema:schema52.properties.run,data:data4};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}if(data4.stopReason !== undefined){if(data4.incomplete === undefined){const err39 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/dependentRequired",keyword:"dependentRequired",params:{property: "stopReason",
    missingProperty: "incomplete",
    depsCount: 1,
    deps: "incomplete"},message:"must have property incomplete when property stopReason is present",schema:schema52.properties.run.dependentRequired,parentSchema:schema52.properties.run,data:data4};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}}else {const err40 = {instancePath:instancePath+"/run",schemaPath:"#/properties/run/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.properties.run.type,parentSchema:schema52.properties.run,data:data4};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}if(data.verdict !== undefined){let data15 = data.verdict;if(!((((((data15 === null) || (data15 === "pass")) || (data15 === "warn")) || (data15 === "fail")) || (data15 === "no-baseline")) || (data15 === "error"))){const err41 = {instancePath:instancePath+"/verdict",schemaPath:"#/properties/verdict/enum",keyword:"enum",params:{allowedValues: schema52.properties.verdict.enum},message:"must be equal to one of the allowed values",schema:schema52.properties.verdict.enum,parentSchema:schema52.properties.verdict,data:data15};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}if(data.suites !== undefined){let data16 = data.suites;if(Array.isArray(data16)){const len1 = data16.length;for(let i1=0; i1<len1; i1++){if(!(validate34(data16[i1], {instancePath:instancePath+"/suites/" + i1,parentData:data16,parentDataProperty:i1,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate34.errors : vErrors.concat(validate34.errors);errors = vErrors.length;}}}else {const err42 = {instancePath:instancePath+"/suites",schemaPath:"#/properties/suites/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema52.properties.suites.type,parentSchema:schema52.properties.suites,data:data16};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}}else {const err43 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema52.type,parentSchema:schema52,data};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}validate33.errors = vErrors;return errors === 0;}validate33.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};const skillAudit = validate41;const schema65 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"skill-audit.schema.json","title":"skill_audit.jsonl record (one household decision)","description":"One line of a flood simulation's household audit log. Only year, agent_id, agent_type, constructs and decision_number are required; audit mode judges the decision from these fields and uses the optional ones (state, insured, flooded, executed_skill, decision_skill) when present. Unknown extra fields are allowed.","type":"object","required":["year","agent_id","agent_type","constructs","decision_number"],"properties":{"year":{"type":"integer","minimum":1,"maximum":1000,"description":"Simulation year (1-based; at most 1000)."},"agent_id":{"type":"string","minLength":1},"agent_type":{"enum":["MG_Owner","MG_Renter","NMG_Owner","NMG_Renter"]},"state":{"type":"object","description":"The household before deciding.","properties":{"tenure":{"enum":["owner","renter"]},"mg":{"type":"boolean"},"zone":{"enum":["HIGH","MODERATE","LOW"]},"elevated":{"type":"boolean"},"insured_last_year":{"type":"boolean"},"cumulative_damage":{"type":"number"},"trust_insurance":{"type":"number"}}},"constructs":{"type":"object","properties":{"TP":{"$ref":"#/$defs/construct"},"CP":{"$ref":"#/$defs/construct"},"SP":{"$ref":"#/$defs/construct"},"SC":{"$ref":"#/$defs/construct"},"PA":{"$ref":"#/$defs/construct"}}},"decision_number":{"type":["integer","null"]},"decision_skill":{"type":["string","null"]},"validated":{"type":"boolean"},"validation_errors":{"type":"array","items":{"type":"string"}},"validation_warnings":{"type":"array","items":{"type":"string"}},"executed_skill":{"enum":["buy_insurance","buy_contents_insurance","elevate_house","buyout_program","relocate","do_nothing"]},"attempts":{"type":"integer","minimum":1},"attempt_log":{"type":"array","items":{"type":"object","properties":{"attempt":{"type":"integer","minimum":1},"failed_round":{"enum":[null,"format","admissible","coherent"]},"errors":{"type":"array","items":{"type":"string"}},"text":{"type":["string","null"]}}}},"memory_used":{"type":"array","items":{"type":"string"}},"context_hash":{"type":"string"},"insured":{"type":"boolean"},"subsidy_paid":{"type":"number"},"flooded":{"type":"boolean"},"damage":{"type":"number"},"payout":{"type":"number"}},"$defs":{"construct":{"type":"object","properties":{"level":{"type":["string","null"]},"explanation":{"type":["string","null"]}}}}};const schema66 = {"type":"object","properties":{"level":{"type":["string","null"]},"explanation":{"type":["string","null"]}}};function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="skill-audit.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate41.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.year === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "year"},message:"must have required property '"+"year"+"'",schema:schema65.required,parentSchema:schema65,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.agent_id === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agent_id"},message:"must have required property '"+"agent_id"+"'",schema:schema65.required,parentSchema:schema65,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.agent_type === undefined){const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "agent_type"},message:"must have required property '"+"agent_type"+"'",schema:schema65.required,parentSchema:schema65,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data.constructs === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "constructs"},message:"must have required property '"+"constructs"+"'",schema:schema65.required,parentSchema:schema65,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data.decision_number === undefined){const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decision_number"},message:"must have required property '"+"decision_number"+"'",schema:schema65.required,parentSchema:schema65,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}if(data.year !== undefined){let data0 = data.year;if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){const err5 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.properties.year.type,parentSchema:schema65.properties.year,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}if((typeof data0 == "number") && (isFinite(data0))){if(data0 > 1000 || isNaN(data0)){const err6 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000},message:"must be <= 1000",schema:1000,parentSchema:schema65.properties.year,data:data0};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}if(data0 < 1 || isNaN(data0)){const err7 = {instancePath:instancePath+"/year",schemaPath:"#/properties/year/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.properties.year,data:data0};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}}if(data.agent_id !== undefined){let data1 = data.agent_id;if(typeof data1 === "string"){if(func2(data1) < 1){const err8 = {instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema65.properties.agent_id,data:data1};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}else {const err9 = {instancePath:instancePath+"/agent_id",schemaPath:"#/properties/agent_id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.agent_id.type,parentSchema:schema65.properties.agent_id,data:data1};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.agent_type !== undefined){let data2 = data.agent_type;if(!((((data2 === "MG_Owner") || (data2 === "MG_Renter")) || (data2 === "NMG_Owner")) || (data2 === "NMG_Renter"))){const err10 = {instancePath:instancePath+"/agent_type",schemaPath:"#/properties/agent_type/enum",keyword:"enum",params:{allowedValues: schema65.properties.agent_type.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.agent_type.enum,parentSchema:schema65.properties.agent_type,data:data2};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.state !== undefined){let data3 = data.state;if(data3 && typeof data3 == "object" && !Array.isArray(data3)){if(data3.tenure !== undefined){let data4 = data3.tenure;if(!((data4 === "owner") || (data4 === "renter"))){const err11 = {instancePath:instancePath+"/state/tenure",schemaPath:"#/properties/state/properties/tenure/enum",keyword:"enum",params:{allowedValues: schema65.properties.state.properties.tenure.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.state.properties.tenure.enum,parentSchema:schema65.properties.state.properties.tenure,data:data4};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data3.mg !== undefined){let data5 = data3.mg;if(typeof data5 !== "boolean"){const err12 = {instancePath:instancePath+"/state/mg",schemaPath:"#/properties/state/properties/mg/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.state.properties.mg.type,parentSchema:schema65.properties.state.properties.mg,data:data5};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}if(data3.zone !== undefined){let data6 = data3.zone;if(!(((data6 === "HIGH") || (data6 === "MODERATE")) || (data6 === "LOW"))){const err13 = {instancePath:instancePath+"/state/zone",schemaPath:"#/properties/state/properties/zone/enum",keyword:"enum",params:{allowedValues: schema65.properties.state.properties.zone.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.state.properties.zone.enum,parentSchema:schema65.properties.state.properties.zone,data:data6};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}}if(data3.elevated !== undefined){let data7 = data3.elevated;if(typeof data7 !== "boolean"){const err14 = {instancePath:instancePath+"/state/elevated",schemaPath:"#/properties/state/properties/elevated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.state.properties.elevated.type,parentSchema:schema65.properties.state.properties.elevated,data:data7};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}if(data3.insured_last_year !== undefined){let data8 = data3.insured_last_year;if(typeof data8 !== "boolean"){const err15 = {instancePath:instancePath+"/state/insured_last_year",schemaPath:"#/properties/state/properties/insured_last_year/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.state.properties.insured_last_year.type,parentSchema:schema65.properties.state.properties.insured_last_year,data:data8};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data3.cumulative_damage !== undefined){let data9 = data3.cumulative_damage;if(!((typeof data9 == "number") && (isFinite(data9)))){const err16 = {instancePath:instancePath+"/state/cumulative_damage",schemaPath:"#/properties/state/properties/cumulative_damage/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.state.properties.cumulative_damage.type,parentSchema:schema65.properties.state.properties.cumulative_damage,data:data9};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}if(data3.trust_insurance !== undefined){let data10 = data3.trust_insurance;if(!((typeof data10 == "number") && (isFinite(data10)))){const err17 = {instancePath:instancePath+"/state/trust_insurance",schemaPath:"#/properties/state/properties/trust_insurance/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.state.properties.trust_insurance.type,parentSchema:schema65.properties.state.properties.trust_insurance,data:data10};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}}else {const err18 = {instancePath:instancePath+"/state",schemaPath:"#/properties/state/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.state.type,parentSchema:schema65.properties.state,data:data3};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}if(data.constructs !== undefined){let data11 = data.constructs;if(data11 && typeof data11 == "object" && !Array.isArray(data11)){if(data11.TP !== undefined){let data12 = data11.TP;if(data12 && typeof data12 == "object" && !Array.isArray(data12)){if(data12.level !== undefined){let data13 = data12.level;if((typeof data13 !== "string") && (data13 !== null)){const err19 = {instancePath:instancePath+"/constructs/TP/level",schemaPath:"#/$defs/construct/properties/level/type",keyword:"type",params:{type: schema66.properties.level.type},message:"must be string,null",schema:schema66.properties.level.type,parentSchema:schema66.properties.level,data:data13};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data12.explanation !== undefined){let data14 = data12.explanation;if((typeof data14 !== "string") && (data14 !== null)){const err20 = {instancePath:instancePath+"/constructs/TP/explanation",schemaPath:"#/$defs/construct/properties/explanation/type",keyword:"type",params:{type: schema66.properties.explanation.type},message:"must be string,null",schema:schema66.properties.explanation.type,parentSchema:schema66.properties.explanation,data:data14};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}}}else {const err21 = {instancePath:instancePath+"/constructs/TP",schemaPath:"#/$defs/construct/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data:data12};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}if(data11.CP !== undefined){let data15 = data11.CP;if(data15 && typeof data15 == "object" && !Array.isArray(data15)){if(data15.level !== undefined){let data16 = data15.level;if((typeof data16 !== "string") && (data16 !== null)){const err22 = {instancePath:instancePath+"/constructs/CP/level",schemaPath:"#/$defs/construct/properties/level/type",keyword:"type",params:{type: schema66.properties.level.type},message:"must be string,null",schema:schema66.properties.level.type,parentSchema:schema66.properties.level,data:data16};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}if(data15.explanation !== undefined){let data17 = data15.explanation;if((typeof data17 !== "string") && (data17 !== null)){const err23 = {instancePath:instancePath+"/constructs/CP/explanation",schemaPath:"#/$defs/construct/properties/explanation/type",keyword:"type",params:{type: schema66.properties.explanation.type},message:"must be string,null",schema:schema66.properties.explanation.type,parentSchema:schema66.properties.explanation,data:data17};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}}else {const err24 = {instancePath:instancePath+"/constructs/CP",schemaPath:"#/$defs/construct/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data:data15};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}}if(data11.SP !== undefined){let data18 = data11.SP;if(data18 && typeof data18 == "object" && !Array.isArray(data18)){if(data18.level !== undefined){let data19 = data18.level;if((typeof data19 !== "string") && (data19 !== null)){const err25 = {instancePath:instancePath+"/constructs/SP/level",schemaPath:"#/$defs/construct/properties/level/type",keyword:"type",params:{type: schema66.properties.level.type},message:"must be string,null",schema:schema66.properties.level.type,parentSchema:schema66.properties.level,data:data19};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}if(data18.explanation !== undefined){let data20 = data18.explanation;if((typeof data20 !== "string") && (data20 !== null)){const err26 = {instancePath:instancePath+"/constructs/SP/explanation",schemaPath:"#/$defs/construct/properties/explanation/type",keyword:"type",params:{type: schema66.properties.explanation.type},message:"must be string,null",schema:schema66.properties.explanation.type,parentSchema:schema66.properties.explanation,data:data20};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}}else {const err27 = {instancePath:instancePath+"/constructs/SP",schemaPath:"#/$defs/construct/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data:data18};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}}if(data11.SC !== undefined){let data21 = data11.SC;if(data21 && typeof data21 == "object" && !Array.isArray(data21)){if(data21.level !== undefined){let data22 = data21.level;if((typeof data22 !== "string") && (data22 !== null)){const err28 = {instancePath:instancePath+"/constructs/SC/level",schemaPath:"#/$defs/construct/properties/level/type",keyword:"type",params:{type: schema66.properties.level.type},message:"must be string,null",schema:schema66.properties.level.type,parentSchema:schema66.properties.level,data:data22};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}if(data21.explanation !== undefined){let data23 = data21.explanation;if((typeof data23 !== "string") && (data23 !== null)){const err29 = {instancePath:instancePath+"/constructs/SC/explanation",schemaPath:"#/$defs/construct/properties/explanation/type",keyword:"type",params:{type: schema66.properties.explanation.type},message:"must be string,null",schema:schema66.properties.explanation.type,parentSchema:schema66.properties.explanation,data:data23};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}}else {const err30 = {instancePath:instancePath+"/constructs/SC",schemaPath:"#/$defs/construct/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data:data21};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}}if(data11.PA !== undefined){let data24 = data11.PA;if(data24 && typeof data24 == "object" && !Array.isArray(data24)){if(data24.level !== undefined){let data25 = data24.level;if((typeof data25 !== "string") && (data25 !== null)){const err31 = {instancePath:instancePath+"/constructs/PA/level",schemaPath:"#/$defs/construct/properties/level/type",keyword:"type",params:{type: schema66.properties.level.type},message:"must be string,null",schema:schema66.properties.level.type,parentSchema:schema66.properties.level,data:data25};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}if(data24.explanation !== undefined){let data26 = data24.explanation;if((typeof data26 !== "string") && (data26 !== null)){const err32 = {instancePath:instancePath+"/constructs/PA/explanation",schemaPath:"#/$defs/construct/properties/explanation/type",keyword:"type",params:{type: schema66.properties.explanation.type},message:"must be string,null",schema:schema66.properties.explanation.type,parentSchema:schema66.properties.explanation,data:data26};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}}}else {const err33 = {instancePath:instancePath+"/constructs/PA",schemaPath:"#/$defs/construct/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema66.type,parentSchema:schema66,data:data24};if(vErrors === null){vErrors = [err33];}else {vErrors.push(err33);}errors++;}}}else {const err34 = {instancePath:instancePath+"/constructs",schemaPath:"#/properties/constructs/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.constructs.type,parentSchema:schema65.properties.constructs,data:data11};if(vErrors === null){vErrors = [err34];}else {vErrors.push(err34);}errors++;}}if(data.decision_number !== undefined){let data27 = data.decision_number;if((!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))) && (data27 !== null)){const err35 = {instancePath:instancePath+"/decision_number",schemaPath:"#/properties/decision_number/type",keyword:"type",params:{type: schema65.properties.decision_number.type},message:"must be integer,null",schema:schema65.properties.decision_number.type,parentSchema:schema65.properties.decision_number,data:data27};if(vErrors === null){vErrors = [err35];}else {vErrors.push(err35);}errors++;}}if(data.decision_skill !== undefined){let data28 = data.decision_skill;if((typeof data28 !== "string") && (data28 !== null)){const err36 = {instancePath:instancePath+"/decision_skill",schemaPath:"#/properties/decision_skill/type",keyword:"type",params:{type: schema65.properties.decision_skill.type},message:"must be string,null",schema:schema65.properties.decision_skill.type,parentSchema:schema65.properties.decision_skill,data:data28};if(vErrors === null){vErrors = [err36];}else {vErrors.push(err36);}errors++;}}if(data.validated !== undefined){let data29 = data.validated;if(typeof data29 !== "boolean"){const err37 = {instancePath:instancePath+"/validated",schemaPath:"#/properties/validated/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.validated.type,parentSchema:schema65.properties.validated,data:data29};if(vErrors === null){vErrors = [err37];}else {vErrors.push(err37);}errors++;}}if(data.validation_errors !== undefined){let data30 = data.validation_errors;if(Array.isArray(data30)){const len0 = data30.length;for(let i0=0; i0<len0; i0++){let data31 = data30[i0];if(typeof data31 !== "string"){const err38 = {instancePath:instancePath+"/validation_errors/" + i0,schemaPath:"#/properties/validation_errors/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.validation_errors.items.type,parentSchema:schema65.properties.validation_errors.items,data:data31};if(vErrors === null){vErrors = [err38];}else {vErrors.push(err38);}errors++;}}}else {const err39 = {instancePath:instancePath+"/validation_errors",schemaPath:"#/properties/validation_errors/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema65.properties.validation_errors.type,parentSchema:schema65.properties.validation_errors,data:data30};if(vErrors === null){vErrors = [err39];}else {vErrors.push(err39);}errors++;}}if(data.validation_warnings !== undefined){let data32 = data.validation_warnings;if(Array.isArray(data32)){const len1 = data32.length;for(let i1=0; i1<len1; i1++){let data33 = data32[i1];if(typeof data33 !== "string"){const err40 = {instancePath:instancePath+"/validation_warnings/" + i1,schemaPath:"#/properties/validation_warnings/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.validation_warnings.items.type,parentSchema:schema65.properties.validation_warnings.items,data:data33};if(vErrors === null){vErrors = [err40];}else {vErrors.push(err40);}errors++;}}}else {const err41 = {instancePath:instancePath+"/validation_warnings",schemaPath:"#/properties/validation_warnings/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema65.properties.validation_warnings.type,parentSchema:schema65.properties.validation_warnings,data:data32};if(vErrors === null){vErrors = [err41];}else {vErrors.push(err41);}errors++;}}if(data.executed_skill !== undefined){let data34 = data.executed_skill;if(!((((((data34 === "buy_insurance") || (data34 === "buy_contents_insurance")) || (data34 === "elevate_house")) || (data34 === "buyout_program")) || (data34 === "relocate")) || (data34 === "do_nothing"))){const err42 = {instancePath:instancePath+"/executed_skill",schemaPath:"#/properties/executed_skill/enum",keyword:"enum",params:{allowedValues: schema65.properties.executed_skill.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.executed_skill.enum,parentSchema:schema65.properties.executed_skill,data:data34};if(vErrors === null){vErrors = [err42];}else {vErrors.push(err42);}errors++;}}if(data.attempts !== undefined){let data35 = data.attempts;if(!(((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35))) && (isFinite(data35)))){const err43 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.properties.attempts.type,parentSchema:schema65.properties.attempts,data:data35};if(vErrors === null){vErrors = [err43];}else {vErrors.push(err43);}errors++;}if((typeof data35 == "number") && (isFinite(data35))){if(data35 < 1 || isNaN(data35)){const err44 = {instancePath:instancePath+"/attempts",schemaPath:"#/properties/attempts/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.properties.attempts,data:data35};if(vErrors === null){vErrors = [err44];}else {vErrors.push(err44);}errors++;}}}if(data.attempt_log !== undefined){let data36 = data.attempt_log;if(Array.isArray(data36)){const len2 = data36.length;for(let i2=0; i2<len2; i2++){let data37 = data36[i2];if(data37 && typeof data37 == "object" && !Array.isArray(data37)){if(data37.attempt !== undefined){let data38 = data37.attempt;if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){const err45 = {instancePath:instancePath+"/attempt_log/" + i2+"/attempt",schemaPath:"#/properties/attempt_log/items/properties/attempt/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema65.properties.attempt_log.items.properties.attempt.type,parentSchema:schema65.properties.attempt_log.items.properties.attempt,data:data38};if(vErrors === null){vErrors = [err45];}else {vErrors.push(err45);}errors++;}if((typeof data38 == "number") && (isFinite(data38))){if(data38 < 1 || isNaN(data38)){const err46 = {instancePath:instancePath+"/attempt_log/" + i2+"/attempt",schemaPath:"#/properties/attempt_log/items/properties/attempt/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema65.properties.attempt_log.items.properties.attempt,data:data38};if(vErrors === null){vErrors = [err46];}else {vErrors.push(err46);}errors++;}}}if(data37.failed_round !== undefined){let data39 = data37.failed_round;if(!((((data39 === null) || (data39 === "format")) || (data39 === "admissible")) || (data39 === "coherent"))){const err47 = {instancePath:instancePath+"/attempt_log/" + i2+"/failed_round",schemaPath:"#/properties/attempt_log/items/properties/failed_round/enum",keyword:"enum",params:{allowedValues: schema65.properties.attempt_log.items.properties.failed_round.enum},message:"must be equal to one of the allowed values",schema:schema65.properties.attempt_log.items.properties.failed_round.enum,parentSchema:schema65.properties.attempt_log.items.properties.failed_round,data:data39};if(vErrors === null){vErrors = [err47];}else {vErrors.push(err47);}errors++;}}if(data37.errors !== undefined){let data40 = data37.errors;if(Array.isArray(data40)){const len3 = data40.length;for(let i3=0; i3<len3; i3++){let data41 = data40[i3];if(typeof data41 !== "string"){const err48 = {instancePath:instancePath+"/attempt_log/" + i2+"/errors/" + i3,schemaPath:"#/properties/attempt_log/items/properties/errors/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.attempt_log.items.properties.errors.items.type,parentSchema:schema65.properties.attempt_log.items.properties.errors.items,data:data41};if(vErrors === null){vErrors = [err48];}else {vErrors.push(err48);}errors++;}}}else {const err49 = {instancePath:instancePath+"/attempt_log/" + i2+"/errors",schemaPath:"#/properties/attempt_log/items/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema65.properties.attempt_log.items.properties.errors.type,parentSchema:schema65.properties.attempt_log.items.properties.errors,data:data40};if(vErrors === null){vErrors = [err49];}else {vErrors.push(err49);}errors++;}}if(data37.text !== undefined){let data42 = data37.text;if((typeof data42 !== "string") && (data42 !== null)){const err50 = {instancePath:instancePath+"/attempt_log/" + i2+"/text",schemaPath:"#/properties/attempt_log/items/properties/text/type",keyword:"type",params:{type: schema65.properties.attempt_log.items.properties.text.type},message:"must be string,null",schema:schema65.properties.attempt_log.items.properties.text.type,parentSchema:schema65.properties.attempt_log.items.properties.text,data:data42};if(vErrors === null){vErrors = [err50];}else {vErrors.push(err50);}errors++;}}}else {const err51 = {instancePath:instancePath+"/attempt_log/" + i2,schemaPath:"#/properties/attempt_log/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.properties.attempt_log.items.type,parentSchema:schema65.properties.attempt_log.items,data:data37};if(vErrors === null){vErrors = [err51];}else {vErrors.push(err51);}errors++;}}}else {const err52 = {instancePath:instancePath+"/attempt_log",schemaPath:"#/properties/attempt_log/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema65.properties.attempt_log.type,parentSchema:schema65.properties.attempt_log,data:data36};if(vErrors === null){vErrors = [err52];}else {vErrors.push(err52);}errors++;}}if(data.memory_used !== undefined){let data43 = data.memory_used;if(Array.isArray(data43)){const len4 = data43.length;for(let i4=0; i4<len4; i4++){let data44 = data43[i4];if(typeof data44 !== "string"){const err53 = {instancePath:instancePath+"/memory_used/" + i4,schemaPath:"#/properties/memory_used/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.memory_used.items.type,parentSchema:schema65.properties.memory_used.items,data:data44};if(vErrors === null){vErrors = [err53];}else {vErrors.push(err53);}errors++;}}}else {const err54 = {instancePath:instancePath+"/memory_used",schemaPath:"#/properties/memory_used/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema65.properties.memory_used.type,parentSchema:schema65.properties.memory_used,data:data43};if(vErrors === null){vErrors = [err54];}else {vErrors.push(err54);}errors++;}}if(data.context_hash !== undefined){let data45 = data.context_hash;if(typeof data45 !== "string"){const err55 = {instancePath:instancePath+"/context_hash",schemaPath:"#/properties/context_hash/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema65.properties.context_hash.type,parentSchema:schema65.properties.context_hash,data:data45};if(vErrors === null){vErrors = [err55];}else {vErrors.push(err55);}errors++;}}if(data.insured !== undefined){let data46 = data.insured;if(typeof data46 !== "boolean"){const err56 = {instancePath:instancePath+"/insured",schemaPath:"#/properties/insured/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.insured.type,parentSchema:schema65.properties.insured,data:data46};if(vErrors === null){vErrors = [err56];}else {vErrors.push(err56);}errors++;}}if(data.subsidy_paid !== undefined){let data47 = data.subsidy_paid;if(!((typeof data47 == "number") && (isFinite(data47)))){const err57 = {instancePath:instancePath+"/subsidy_paid",schemaPath:"#/properties/subsidy_paid/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.subsidy_paid.type,parentSchema:schema65.properties.subsidy_paid,data:data47};if(vErrors === null){vErrors = [err57];}else {vErrors.push(err57);}errors++;}}if(data.flooded !== undefined){let data48 = data.flooded;if(typeof data48 !== "boolean"){const err58 = {instancePath:instancePath+"/flooded",schemaPath:"#/properties/flooded/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema65.properties.flooded.type,parentSchema:schema65.properties.flooded,data:data48};if(vErrors === null){vErrors = [err58];}else {vErrors.push(err58);}errors++;}}if(data.damage !== undefined){let data49 = data.damage;if(!((typeof data49 == "number") && (isFinite(data49)))){const err59 = {instancePath:instancePath+"/damage",schemaPath:"#/properties/damage/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.damage.type,parentSchema:schema65.properties.damage,data:data49};if(vErrors === null){vErrors = [err59];}else {vErrors.push(err59);}errors++;}}if(data.payout !== undefined){let data50 = data.payout;if(!((typeof data50 == "number") && (isFinite(data50)))){const err60 = {instancePath:instancePath+"/payout",schemaPath:"#/properties/payout/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema65.properties.payout.type,parentSchema:schema65.properties.payout,data:data50};if(vErrors === null){vErrors = [err60];}else {vErrors.push(err60);}errors++;}}}else {const err61 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema65.type,parentSchema:schema65,data};if(vErrors === null){vErrors = [err61];}else {vErrors.push(err61);}errors++;}validate41.errors = vErrors;return errors === 0;}validate41.evaluated = {"props":{"year":true,"agent_id":true,"agent_type":true,"state":true,"constructs":true,"decision_number":true,"decision_skill":true,"validated":true,"validation_errors":true,"validation_warnings":true,"executed_skill":true,"attempts":true,"attempt_log":true,"memory_used":true,"context_hash":true,"insured":true,"subsidy_paid":true,"flooded":true,"damage":true,"payout":true},"dynamicProps":false,"dynamicItems":false};const transitlmGeneralRoute = validate42;const schema71 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"transitlm-general-route.schema.json","title":"TransitLM general-mode route","description":"One route of the general task (label or model output): station names, not stop ids. An output may give station_name instead of station_sequence. Other keys are free. Under --compat reference a violation is a warning only.","type":"object","required":["line_sequence"],"anyOf":[{"required":["station_sequence"],"properties":{"station_sequence":true}},{"required":["station_name"],"properties":{"station_name":true}}],"properties":{"station_sequence":{"$ref":"#/$defs/names","description":"Station names in travel order; 【换乘】 marks a transfer."},"station_name":{"$ref":"#/$defs/names","description":"Boarding and alighting station names, two per line (or a full sequence, normalised before use)."},"line_sequence":{"$ref":"#/$defs/names","description":"Line names in travel order."},"total_distance":{"$ref":"#/$defs/quantity"},"total_time":{"$ref":"#/$defs/quantity"},"total_fare":{"$ref":"#/$defs/quantity"},"start_transfer_distance":{"$ref":"#/$defs/quantity"},"end_transfer_distance":{"$ref":"#/$defs/quantity"},"start_transfer_mode":{"type":"string"},"end_transfer_mode":{"type":"string"}},"$defs":{"names":{"type":"array","items":{"type":"string"}},"quantity":{"description":"A number, or text such as \"8.1公里\", \"38分钟\", \"5元\".","anyOf":[{"type":"string"},{"type":"number"}]}}};const schema72 = {"type":"array","items":{"type":"string"}};const schema75 = {"description":"A number, or text such as \"8.1公里\", \"38分钟\", \"5元\".","anyOf":[{"type":"string"},{"type":"number"}]};function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="transitlm-general-route.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate42.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs1 = errors;let valid0 = false;const _errs2 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.station_sequence === undefined){const err0 = {instancePath,schemaPath:"#/anyOf/0/required",keyword:"required",params:{missingProperty: "station_sequence"},message:"must have required property '"+"station_sequence"+"'",schema:schema71.anyOf[0].required,parentSchema:schema71.anyOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}var _valid0 = _errs2 === errors;valid0 = valid0 || _valid0;if(_valid0){var props0 = {};props0.station_sequence = true;}const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.station_name === undefined){const err1 = {instancePath,schemaPath:"#/anyOf/1/required",keyword:"required",params:{missingProperty: "station_name"},message:"must have required property '"+"station_name"+"'",schema:schema71.anyOf[1].required,parentSchema:schema71.anyOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs3 === errors;valid0 = valid0 || _valid0;if(_valid0){if(props0 !== true){props0 = props0 || {};props0.station_name = true;}}if(!valid0){const err2 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema71.anyOf,parentSchema:schema71,data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}else {errors = _errs1;if(vErrors !== null){if(_errs1){vErrors.length = _errs1;}else {vErrors = null;}}}if(data && typeof data == "object" && !Array.isArray(data)){if(data.line_sequence === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "line_sequence"},message:"must have required property '"+"line_sequence"+"'",schema:schema71.required,parentSchema:schema71,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(props0 !== true){props0 = props0 || {};props0.station_sequence = true;props0.station_name = true;props0.line_sequence = true;props0.total_distance = true;props0.total_time = true;props0.total_fare = true;props0.start_transfer_distance = true;props0.end_transfer_distance = true;props0.start_transfer_mode = true;props0.end_transfer_mode = true;}if(data.station_sequence !== undefined){let data0 = data.station_sequence;if(Array.isArray(data0)){const len0 = data0.length;for(let i0=0; i0<len0; i0++){let data1 = data0[i0];if(typeof data1 !== "string"){const err4 = {instancePath:instancePath+"/station_sequence/" + i0,schemaPath:"#/$defs/names/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.items.type,parentSchema:schema72.items,data:data1};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}}else {const err5 = {instancePath:instancePath+"/station_sequence",schemaPath:"#/$defs/names/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema72.type,parentSchema:schema72,data:data0};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.station_name !== undefined){let data2 = data.station_name;if(Array.isArray(data2)){const len1 = data2.length;for(let i1=0; i1<len1; i1++){let data3 = data2[i1];if(typeof data3 !== "string"){const err6 = {instancePath:instancePath+"/station_name/" + i1,schemaPath:"#/$defs/names/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.items.type,parentSchema:schema72.items,data:data3};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}}else {const err7 = {instancePath:instancePath+"/station_name",schemaPath:"#/$defs/names/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema72.type,parentSchema:schema72,data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.line_sequence !== undefined){let data4 = data.line_sequence;if(Array.isArray(data4)){const len2 = data4.length;for(let i2=0; i2<len2; i2++){let data5 = data4[i2];if(typeof data5 !== "string"){const err8 = {instancePath:instancePath+"/line_sequence/" + i2,schemaPath:"#/$defs/names/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema72.items.type,parentSchema:schema72.items,data:data5};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}}else {const err9 = {instancePath:instancePath+"/line_sequence",schemaPath:"#/$defs/names/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema72.type,parentSchema:schema72,data:data4};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.total_distance !== undefined){let data6 = data.total_distance;const _errs21 = errors;let valid12 = false;const _errs22 = errors;if(typeof data6 !== "string"){const err10 = {instancePath:instancePath+"/total_distance",schemaPath:"#/$defs/quantity/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.anyOf[0].type,parentSchema:schema75.anyOf[0],data:data6};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}var _valid1 = _errs22 === errors;valid12 = valid12 || _valid1;const _errs24 = errors;if(!((typeof data6 == "number") && (isFinite(data6)))){const err11 = {instancePath:instancePath+"/total_distance",schemaPath:"#/$defs/quantity/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema75.anyOf[1].type,parentSchema:schema75.anyOf[1],data:data6};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}var _valid1 = _errs24 === errors;valid12 = valid12 || _valid1;if(!valid12){const err12 = {instancePath:instancePath+"/total_distance",schemaPath:"#/$defs/quantity/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema75.anyOf,parentSchema:schema75,data:data6};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}else {errors = _errs21;if(vErrors !== null){if(_errs21){vErrors.length = _errs21;}else {vErrors = null;}}}}if(data.total_time !== undefined){let data7 = data.total_time;const _errs28 = errors;let valid14 = false;const _errs29 = errors;if(typeof data7 !== "string"){const err13 = {instancePath:instancePath+"/total_time",schemaPath:"#/$defs/quantity/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.anyOf[0].type,parentSchema:schema75.anyOf[0],data:data7};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}var _valid2 = _errs29 === errors;valid14 = valid14 || _valid2;const _errs31 = errors;if(!((typeof data7 == "number") && (isFinite(data7)))){const err14 = {instancePath:instancePath+"/total_time",schemaPath:"#/$defs/quantity/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema75.anyOf[1].type,parentSchema:schema75.anyOf[1],data:data7};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}var _valid2 = _errs31 === errors;valid14 = valid14 || _valid2;if(!valid14){const err15 = {instancePath:instancePath+"/total_time",schemaPath:"#/$defs/quantity/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema75.anyOf,parentSchema:schema75,data:data7};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}else {errors = _errs28;if(vErrors !== null){if(_errs28){vErrors.length = _errs28;}else {vErrors = null;}}}}if(data.total_fare !== undefined){let data8 = data.total_fare;const _errs35 = errors;let valid16 = false;const _errs36 = errors;if(typeof data8 !== "string"){const err16 = {instancePath:instancePath+"/total_fare",schemaPath:"#/$defs/quantity/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.anyOf[0].type,parentSchema:schema75.anyOf[0],data:data8};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}var _valid3 = _errs36 === errors;valid16 = valid16 || _valid3;const _errs38 = errors;if(!((typeof data8 == "number") && (isFinite(data8)))){const err17 = {instancePath:instancePath+"/total_fare",schemaPath:"#/$defs/quantity/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema75.anyOf[1].type,parentSchema:schema75.anyOf[1],data:data8};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}var _valid3 = _errs38 === errors;valid16 = valid16 || _valid3;if(!valid16){const err18 = {instancePath:instancePath+"/total_fare",schemaPath:"#/$defs/quantity/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema75.anyOf,parentSchema:schema75,data:data8};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}else {errors = _errs35;if(vErrors !== null){if(_errs35){vErrors.length = _errs35;}else {vErrors = null;}}}}if(data.start_transfer_distance !== undefined){let data9 = data.start_transfer_distance;const _errs42 = errors;let valid18 = false;const _errs43 = errors;if(typeof data9 !== "string"){const err19 = {instancePath:instancePath+"/start_transfer_distance",schemaPath:"#/$defs/quantity/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.anyOf[0].type,parentSchema:schema75.anyOf[0],data:data9};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}var _valid4 = _errs43 === errors;valid18 = valid18 || _valid4;const _errs45 = errors;if(!((typeof data9 == "number") && (isFinite(data9)))){const err20 = {instancePath:instancePath+"/start_transfer_distance",schemaPath:"#/$defs/quantity/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema75.anyOf[1].type,parentSchema:schema75.anyOf[1],data:data9};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}var _valid4 = _errs45 === errors;valid18 = valid18 || _valid4;if(!valid18){const err21 = {instancePath:instancePath+"/start_transfer_distance",schemaPath:"#/$defs/quantity/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema75.anyOf,parentSchema:schema75,data:data9};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}else {errors = _errs42;if(vErrors !== null){if(_errs42){vErrors.length = _errs42;}else {vErrors = null;}}}}if(data.end_transfer_distance !== undefined){let data10 = data.end_transfer_distance;const _errs49 = errors;let valid20 = false;const _errs50 = errors;if(typeof data10 !== "string"){const err22 = {instancePath:instancePath+"/end_transfer_distance",schemaPath:"#/$defs/quantity/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema75.anyOf[0].type,parentSchema:schema75.anyOf[0],data:data10};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}var _valid5 = _errs50 === errors;valid20 = valid20 || _valid5;const _errs52 = errors;if(!((typeof data10 == "number") && (isFinite(data10)))){const err23 = {instancePath:instancePath+"/end_transfer_distance",schemaPath:"#/$defs/quantity/anyOf/1/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema75.anyOf[1].type,parentSchema:schema75.anyOf[1],data:data10};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}var _valid5 = _errs52 === errors;valid20 = valid20 || _valid5;if(!valid20){const err24 = {instancePath:instancePath+"/end_transfer_distance",schemaPath:"#/$defs/quantity/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema75.anyOf,parentSchema:schema75,data:data10};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}else {errors = _errs49;if(vErrors !== null){if(_errs49){vErrors.length = _errs49;}else {vErrors = null;}}}}if(data.start_transfer_mode !== undefined){let data11 = data.start_transfer_mode;if(typeof data11 !== "string"){const err25 = {instancePath:instancePath+"/start_transfer_mode",schemaPath:"#/properties/start_transfer_mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.start_transfer_mode.type,parentSchema:schema71.properties.start_transfer_mode,data:data11};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}if(data.end_transfer_mode !== undefined){let data12 = data.end_transfer_mode;if(typeof data12 !== "string"){const err26 = {instancePath:instancePath+"/end_transfer_mode",schemaPath:"#/properties/end_transfer_mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema71.properties.end_transfer_mode.type,parentSchema:schema71.properties.end_transfer_mode,data:data12};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}}else {const err27 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema71.type,parentSchema:schema71,data};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}validate42.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate42.evaluated = {"dynamicProps":true,"dynamicItems":false};const transitlmMultiRoute = validate43;const schema80 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"transitlm-multi-route.schema.json","title":"TransitLM multi-route (sft_label / generate_results cell of the diversity task)","description":"first, second and third are each absent, null, {} or a single route. Other keys are free.","type":"object","properties":{"first":{"$ref":"#/$defs/slot"},"second":{"$ref":"#/$defs/slot"},"third":{"$ref":"#/$defs/slot"}},"$defs":{"slot":{"anyOf":[{"type":"null"},{"type":"object","maxProperties":0},{"$ref":"transitlm-route.schema.json"}]}}};const schema81 = {"anyOf":[{"type":"null"},{"type":"object","maxProperties":0},{"$ref":"transitlm-route.schema.json"}]};const schema82 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"transitlm-route.schema.json","title":"TransitLM single route (sft_label / generate_results cell of the single and personalized tasks)","description":"Stations and lines are arrays of strings; quantities are strings (\"27.8公里\", \"1小时7分钟\") or finite numbers; transfer modes are strings. Other keys are free.","type":"object","required":["station_sequence","line_sequence"],"properties":{"station_sequence":{"type":"array","items":{"type":"string"},"description":"Stop ids in ride order; 【换乘】 marks a transfer."},"line_sequence":{"type":"array","items":{"type":"string"}},"total_distance":{"$ref":"#/$defs/quantity"},"total_time":{"$ref":"#/$defs/quantity"},"total_fare":{"$ref":"#/$defs/quantity"},"start_transfer_distance":{"$ref":"#/$defs/quantity"},"end_transfer_distance":{"$ref":"#/$defs/quantity"},"start_transfer_mode":{"type":"string"},"end_transfer_mode":{"type":"string"}},"$defs":{"quantity":{"type":["string","number"]}}};const schema83 = {"type":["string","number"]};function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="transitlm-route.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate45.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.station_sequence === undefined){const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "station_sequence"},message:"must have required property '"+"station_sequence"+"'",schema:schema82.required,parentSchema:schema82,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}if(data.line_sequence === undefined){const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "line_sequence"},message:"must have required property '"+"line_sequence"+"'",schema:schema82.required,parentSchema:schema82,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}if(data.station_sequence !== undefined){let data0 = data.station_sequence;if(Array.isArray(data0)){const len0 = data0.length;for(let i0=0; i0<len0; i0++){let data1 = data0[i0];if(typeof data1 !== "string"){const err2 = {instancePath:instancePath+"/station_sequence/" + i0,schemaPath:"#/properties/station_sequence/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.station_sequence.items.type,parentSchema:schema82.properties.station_sequence.items,data:data1};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}}}else {const err3 = {instancePath:instancePath+"/station_sequence",schemaPath:"#/properties/station_sequence/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema82.properties.station_sequence.type,parentSchema:schema82.properties.station_sequence,data:data0};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}}if(data.line_sequence !== undefined){let data2 = data.line_sequence;if(Array.isArray(data2)){const len1 = data2.length;for(let i1=0; i1<len1; i1++){let data3 = data2[i1];if(typeof data3 !== "string"){const err4 = {instancePath:instancePath+"/line_sequence/" + i1,schemaPath:"#/properties/line_sequence/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.line_sequence.items.type,parentSchema:schema82.properties.line_sequence.items,data:data3};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}}}else {const err5 = {instancePath:instancePath+"/line_sequence",schemaPath:"#/properties/line_sequence/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema82.properties.line_sequence.type,parentSchema:schema82.properties.line_sequence,data:data2};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.total_distance !== undefined){let data4 = data.total_distance;if((typeof data4 !== "string") && (!((typeof data4 == "number") && (isFinite(data4))))){const err6 = {instancePath:instancePath+"/total_distance",schemaPath:"#/$defs/quantity/type",keyword:"type",params:{type: schema83.type},message:"must be string,number",schema:schema83.type,parentSchema:schema83,data:data4};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.total_time !== undefined){let data5 = data.total_time;if((typeof data5 !== "string") && (!((typeof data5 == "number") && (isFinite(data5))))){const err7 = {instancePath:instancePath+"/total_time",schemaPath:"#/$defs/quantity/type",keyword:"type",params:{type: schema83.type},message:"must be string,number",schema:schema83.type,parentSchema:schema83,data:data5};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}if(data.total_fare !== undefined){let data6 = data.total_fare;if((typeof data6 !== "string") && (!((typeof data6 == "number") && (isFinite(data6))))){const err8 = {instancePath:instancePath+"/total_fare",schemaPath:"#/$defs/quantity/type",keyword:"type",params:{type: schema83.type},message:"must be string,number",schema:schema83.type,parentSchema:schema83,data:data6};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}}if(data.start_transfer_distance !== undefined){let data7 = data.start_transfer_distance;if((typeof data7 !== "string") && (!((typeof data7 == "number") && (isFinite(data7))))){const err9 = {instancePath:instancePath+"/start_transfer_distance",schemaPath:"#/$defs/quantity/type",keyword:"type",params:{type: schema83.type},message:"must be string,number",schema:schema83.type,parentSchema:schema83,data:data7};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}}if(data.end_transfer_distance !== undefined){let data8 = data.end_transfer_distance;if((typeof data8 !== "string") && (!((typeof data8 == "number") && (isFinite(data8))))){const err10 = {instancePath:instancePath+"/end_transfer_distance",schemaPath:"#/$defs/quantity/type",keyword:"type",params:{type: schema83.type},message:"must be string,number",schema:schema83.type,parentSchema:schema83,data:data8};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}if(data.start_transfer_mode !== undefined){let data9 = data.start_transfer_mode;if(typeof data9 !== "string"){const err11 = {instancePath:instancePath+"/start_transfer_mode",schemaPath:"#/properties/start_transfer_mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.start_transfer_mode.type,parentSchema:schema82.properties.start_transfer_mode,data:data9};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}if(data.end_transfer_mode !== undefined){let data10 = data.end_transfer_mode;if(typeof data10 !== "string"){const err12 = {instancePath:instancePath+"/end_transfer_mode",schemaPath:"#/properties/end_transfer_mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema82.properties.end_transfer_mode.type,parentSchema:schema82.properties.end_transfer_mode,data:data10};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}}}else {const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema82.type,parentSchema:schema82,data};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}validate45.errors = vErrors;return errors === 0;}validate45.evaluated = {"props":{"station_sequence":true,"line_sequence":true,"total_distance":true,"total_time":true,"total_fare":true,"start_transfer_distance":true,"end_transfer_distance":true,"start_transfer_mode":true,"end_transfer_mode":true},"dynamicProps":false,"dynamicItems":false};function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){let vErrors = null;let errors = 0;const evaluated0 = validate44.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs0 = errors;let valid0 = false;const _errs1 = errors;if(data !== null){const err0 = {instancePath,schemaPath:"#/anyOf/0/type",keyword:"type",params:{type: "null"},message:"must be null",schema:schema81.anyOf[0].type,parentSchema:schema81.anyOf[0],data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}var _valid0 = _errs1 === errors;valid0 = valid0 || _valid0;const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(Object.keys(data).length > 0){const err1 = {instancePath,schemaPath:"#/anyOf/1/maxProperties",keyword:"maxProperties",params:{limit: 0},message:"must NOT have more than 0 properties",schema:0,parentSchema:schema81.anyOf[1],data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}else {const err2 = {instancePath,schemaPath:"#/anyOf/1/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema81.anyOf[1].type,parentSchema:schema81.anyOf[1],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}var _valid0 = _errs3 === errors;valid0 = valid0 || _valid0;const _errs5 = errors;if(!(validate45(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate45.errors : vErrors.concat(validate45.errors);errors = vErrors.length;}var _valid0 = _errs5 === errors;valid0 = valid0 || _valid0;if(_valid0){var props0 = {};props0.station_sequence = true;props0.line_sequence = true;props0.total_distance = true;props0.total_time = true;props0.total_fare = true;props0.start_transfer_distance = true;props0.end_transfer_distance = true;props0.start_transfer_mode = true;props0.end_transfer_mode = true;}if(!valid0){const err3 = {instancePath,schemaPath:"#/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema81.anyOf,parentSchema:schema81,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}else {errors = _errs0;if(vErrors !== null){if(_errs0){vErrors.length = _errs0;}else {vErrors = null;}}}validate44.errors = vErrors;evaluated0.props = props0;return errors === 0;}validate44.evaluated = {"dynamicProps":true,"dynamicItems":false};function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="transitlm-multi-route.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate43.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.first !== undefined){if(!(validate44(data.first, {instancePath:instancePath+"/first",parentData:data,parentDataProperty:"first",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);errors = vErrors.length;}}if(data.second !== undefined){if(!(validate44(data.second, {instancePath:instancePath+"/second",parentData:data,parentDataProperty:"second",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);errors = vErrors.length;}}if(data.third !== undefined){if(!(validate44(data.third, {instancePath:instancePath+"/third",parentData:data,parentDataProperty:"third",rootData,dynamicAnchors}))){vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);errors = vErrors.length;}}}else {const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema80.type,parentSchema:schema80,data};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}validate43.errors = vErrors;return errors === 0;}validate43.evaluated = {"props":{"first":true,"second":true,"third":true},"dynamicProps":false,"dynamicItems":false};const transitlmRoute = validate45;const transitlmSuite = validate50;function validate50(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){/*# sourceURL="transitlm-suite.schema.json" */;let vErrors = null;let errors = 0;const evaluated0 = validate50.evaluated;if(evaluated0.dynamicProps){evaluated0.props = undefined;}if(evaluated0.dynamicItems){evaluated0.items = undefined;}const _errs2 = errors;let valid1 = true;const _errs3 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.task !== undefined){let data0 = data.task;if(!(((data0 === "single") || (data0 === "personalized")) || (data0 === "diversity"))){const err0 = {};if(vErrors === null){vErrors = [err0];}else {vErrors.push(err0);}errors++;}}}var _valid0 = _errs3 === errors;errors = _errs2;if(vErrors !== null){if(_errs2){vErrors.length = _errs2;}else {vErrors = null;}}if(_valid0){const _errs5 = errors;if(data && typeof data == "object" && !Array.isArray(data)){if(data.stations === undefined){const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "stations"},message:"must have required property '"+"stations"+"'",schema:schema34.allOf[0].then.required,parentSchema:schema34.allOf[0].then,data};if(vErrors === null){vErrors = [err1];}else {vErrors.push(err1);}errors++;}}var _valid0 = _errs5 === errors;valid1 = _valid0;}if(!valid1){const err2 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema34.allOf[0].if,parentSchema:schema34.allOf[0],data};if(vErrors === null){vErrors = [err2];}else {vErrors.push(err2);}errors++;}if(data && typeof data == "object" && !Array.isArray(data)){if(data.task === undefined){const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "task"},message:"must have required property '"+"task"+"'",schema:schema34.required,parentSchema:schema34,data};if(vErrors === null){vErrors = [err3];}else {vErrors.push(err3);}errors++;}if(data.input === undefined){const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "input"},message:"must have required property '"+"input"+"'",schema:schema34.required,parentSchema:schema34,data};if(vErrors === null){vErrors = [err4];}else {vErrors.push(err4);}errors++;}for(const key0 in data){if(!(func1.call(schema34.properties, key0))){const err5 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema34,data};if(vErrors === null){vErrors = [err5];}else {vErrors.push(err5);}errors++;}}if(data.task !== undefined){let data1 = data.task;if(!((((data1 === "single") || (data1 === "personalized")) || (data1 === "diversity")) || (data1 === "general"))){const err6 = {instancePath:instancePath+"/task",schemaPath:"#/properties/task/enum",keyword:"enum",params:{allowedValues: schema34.properties.task.enum},message:"must be equal to one of the allowed values",schema:schema34.properties.task.enum,parentSchema:schema34.properties.task,data:data1};if(vErrors === null){vErrors = [err6];}else {vErrors.push(err6);}errors++;}}if(data.input !== undefined){let data2 = data.input;const _errs9 = errors;let valid4 = false;const _errs10 = errors;if(typeof data2 === "string"){if(func2(data2) < 1){const err7 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf/0/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.input.anyOf[0],data:data2};if(vErrors === null){vErrors = [err7];}else {vErrors.push(err7);}errors++;}}else {const err8 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.input.anyOf[0].type,parentSchema:schema34.properties.input.anyOf[0],data:data2};if(vErrors === null){vErrors = [err8];}else {vErrors.push(err8);}errors++;}var _valid1 = _errs10 === errors;valid4 = valid4 || _valid1;const _errs12 = errors;if(Array.isArray(data2)){if(data2.length < 1){const err9 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema34.properties.input.anyOf[1],data:data2};if(vErrors === null){vErrors = [err9];}else {vErrors.push(err9);}errors++;}const len0 = data2.length;for(let i0=0; i0<len0; i0++){let data3 = data2[i0];if(typeof data3 === "string"){if(func2(data3) < 1){const err10 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.input.anyOf[1].items,data:data3};if(vErrors === null){vErrors = [err10];}else {vErrors.push(err10);}errors++;}}else {const err11 = {instancePath:instancePath+"/input/" + i0,schemaPath:"#/properties/input/anyOf/1/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.input.anyOf[1].items.type,parentSchema:schema34.properties.input.anyOf[1].items,data:data3};if(vErrors === null){vErrors = [err11];}else {vErrors.push(err11);}errors++;}}}else {const err12 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf/1/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema34.properties.input.anyOf[1].type,parentSchema:schema34.properties.input.anyOf[1],data:data2};if(vErrors === null){vErrors = [err12];}else {vErrors.push(err12);}errors++;}var _valid1 = _errs12 === errors;valid4 = valid4 || _valid1;if(!valid4){const err13 = {instancePath:instancePath+"/input",schemaPath:"#/properties/input/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf",schema:schema34.properties.input.anyOf,parentSchema:schema34.properties.input,data:data2};if(vErrors === null){vErrors = [err13];}else {vErrors.push(err13);}errors++;}else {errors = _errs9;if(vErrors !== null){if(_errs9){vErrors.length = _errs9;}else {vErrors = null;}}}}if(data.stations !== undefined){let data4 = data.stations;if(typeof data4 === "string"){if(func2(data4) < 1){const err14 = {instancePath:instancePath+"/stations",schemaPath:"#/properties/stations/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.stations,data:data4};if(vErrors === null){vErrors = [err14];}else {vErrors.push(err14);}errors++;}}else {const err15 = {instancePath:instancePath+"/stations",schemaPath:"#/properties/stations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.stations.type,parentSchema:schema34.properties.stations,data:data4};if(vErrors === null){vErrors = [err15];}else {vErrors.push(err15);}errors++;}}if(data.lines !== undefined){let data5 = data.lines;if(typeof data5 === "string"){if(func2(data5) < 1){const err16 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.lines,data:data5};if(vErrors === null){vErrors = [err16];}else {vErrors.push(err16);}errors++;}}else {const err17 = {instancePath:instancePath+"/lines",schemaPath:"#/properties/lines/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.lines.type,parentSchema:schema34.properties.lines,data:data5};if(vErrors === null){vErrors = [err17];}else {vErrors.push(err17);}errors++;}}if(data.apiUrl !== undefined){let data6 = data.apiUrl;if(typeof data6 === "string"){if(func2(data6) < 1){const err18 = {instancePath:instancePath+"/apiUrl",schemaPath:"#/properties/apiUrl/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema34.properties.apiUrl,data:data6};if(vErrors === null){vErrors = [err18];}else {vErrors.push(err18);}errors++;}}else {const err19 = {instancePath:instancePath+"/apiUrl",schemaPath:"#/properties/apiUrl/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema34.properties.apiUrl.type,parentSchema:schema34.properties.apiUrl,data:data6};if(vErrors === null){vErrors = [err19];}else {vErrors.push(err19);}errors++;}}if(data.batchSize !== undefined){let data7 = data.batchSize;if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){const err20 = {instancePath:instancePath+"/batchSize",schemaPath:"#/properties/batchSize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.batchSize.type,parentSchema:schema34.properties.batchSize,data:data7};if(vErrors === null){vErrors = [err20];}else {vErrors.push(err20);}errors++;}if((typeof data7 == "number") && (isFinite(data7))){if(data7 < 1 || isNaN(data7)){const err21 = {instancePath:instancePath+"/batchSize",schemaPath:"#/properties/batchSize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema34.properties.batchSize,data:data7};if(vErrors === null){vErrors = [err21];}else {vErrors.push(err21);}errors++;}}}if(data.timeoutS !== undefined){let data8 = data.timeoutS;if((typeof data8 == "number") && (isFinite(data8))){if(data8 <= 0 || isNaN(data8)){const err22 = {instancePath:instancePath+"/timeoutS",schemaPath:"#/properties/timeoutS/exclusiveMinimum",keyword:"exclusiveMinimum",params:{comparison: ">", limit: 0},message:"must be > 0",schema:0,parentSchema:schema34.properties.timeoutS,data:data8};if(vErrors === null){vErrors = [err22];}else {vErrors.push(err22);}errors++;}}else {const err23 = {instancePath:instancePath+"/timeoutS",schemaPath:"#/properties/timeoutS/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.timeoutS.type,parentSchema:schema34.properties.timeoutS,data:data8};if(vErrors === null){vErrors = [err23];}else {vErrors.push(err23);}errors++;}}if(data.retries !== undefined){let data9 = data.retries;if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){const err24 = {instancePath:instancePath+"/retries",schemaPath:"#/properties/retries/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.retries.type,parentSchema:schema34.properties.retries,data:data9};if(vErrors === null){vErrors = [err24];}else {vErrors.push(err24);}errors++;}if((typeof data9 == "number") && (isFinite(data9))){if(data9 < 0 || isNaN(data9)){const err25 = {instancePath:instancePath+"/retries",schemaPath:"#/properties/retries/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema34.properties.retries,data:data9};if(vErrors === null){vErrors = [err25];}else {vErrors.push(err25);}errors++;}}}if(data.compat !== undefined){let data10 = data.compat;if(!((data10 === "reference") || (data10 === "corrected"))){const err26 = {instancePath:instancePath+"/compat",schemaPath:"#/properties/compat/enum",keyword:"enum",params:{allowedValues: schema34.properties.compat.enum},message:"must be equal to one of the allowed values",schema:schema34.properties.compat.enum,parentSchema:schema34.properties.compat,data:data10};if(vErrors === null){vErrors = [err26];}else {vErrors.push(err26);}errors++;}}if(data.maxProviderErrorRate !== undefined){let data11 = data.maxProviderErrorRate;if((typeof data11 == "number") && (isFinite(data11))){if(data11 > 1 || isNaN(data11)){const err27 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"#/properties/maxProviderErrorRate/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1},message:"must be <= 1",schema:1,parentSchema:schema34.properties.maxProviderErrorRate,data:data11};if(vErrors === null){vErrors = [err27];}else {vErrors.push(err27);}errors++;}if(data11 < 0 || isNaN(data11)){const err28 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"#/properties/maxProviderErrorRate/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema34.properties.maxProviderErrorRate,data:data11};if(vErrors === null){vErrors = [err28];}else {vErrors.push(err28);}errors++;}}else {const err29 = {instancePath:instancePath+"/maxProviderErrorRate",schemaPath:"#/properties/maxProviderErrorRate/type",keyword:"type",params:{type: "number"},message:"must be number",schema:schema34.properties.maxProviderErrorRate.type,parentSchema:schema34.properties.maxProviderErrorRate,data:data11};if(vErrors === null){vErrors = [err29];}else {vErrors.push(err29);}errors++;}}if(data.maxConsecutiveProviderFailures !== undefined){let data12 = data.maxConsecutiveProviderFailures;if(!(((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12))) && (isFinite(data12)))){const err30 = {instancePath:instancePath+"/maxConsecutiveProviderFailures",schemaPath:"#/properties/maxConsecutiveProviderFailures/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema34.properties.maxConsecutiveProviderFailures.type,parentSchema:schema34.properties.maxConsecutiveProviderFailures,data:data12};if(vErrors === null){vErrors = [err30];}else {vErrors.push(err30);}errors++;}if((typeof data12 == "number") && (isFinite(data12))){if(data12 < 1 || isNaN(data12)){const err31 = {instancePath:instancePath+"/maxConsecutiveProviderFailures",schemaPath:"#/properties/maxConsecutiveProviderFailures/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema34.properties.maxConsecutiveProviderFailures,data:data12};if(vErrors === null){vErrors = [err31];}else {vErrors.push(err31);}errors++;}}}}else {const err32 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema34.type,parentSchema:schema34,data};if(vErrors === null){vErrors = [err32];}else {vErrors.push(err32);}errors++;}validate50.errors = vErrors;return errors === 0;}validate50.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};
const validators = {"config": config, "flood-replay-record": floodReplayRecord, "flood-scenario": floodScenario, "flood-suite": floodSuite, "hurricane-artifact": hurricaneArtifact, "hurricane-groundtruth": hurricaneGroundtruth, "hurricane-suite": hurricaneSuite, "hurricane-trip": hurricaneTrip, "pr": pr, "results": results, "skill-audit": skillAudit, "transitlm-general-route": transitlmGeneralRoute, "transitlm-multi-route": transitlmMultiRoute, "transitlm-route": transitlmRoute, "transitlm-suite": transitlmSuite};

;// CONCATENATED MODULE: ./schemas/config.schema.json
const config_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"config.schema.json","title":"bench-check configuration (bench.config.json / bench.config.yml)","type":"object","required":["suites"],"additionalProperties":false,"properties":{"$schema":{"type":"string"},"suites":{"type":"array","minItems":1,"items":{"$ref":"#/$defs/suite"}},"deadlineMinutes":{"type":"number","exclusiveMinimum":0,"description":"Minutes the whole run may take; when they pass, the run stops like on SIGTERM (results marked incomplete, exit 2). Default: 60 when a suite asks a live provider over the network (a model API, a remote evaluator), else none."},"gate":{"type":"object","description":"Regression gate: baseline, statistics and per-metric rules (see docs/gate.md).","additionalProperties":false,"properties":{"level":{"type":"number","exclusiveMinimum":0.5,"exclusiveMaximum":1,"default":0.95,"description":"Confidence level of the one-sided tests (alpha = 1 - level)."},"minItems":{"type":"integer","minimum":1,"default":10,"description":"Fewer items on either side gives insufficient-data."},"onMissingBaseline":{"enum":["pass","warn","fail"],"default":"warn"},"baseline":{"type":"object","additionalProperties":false,"properties":{"source":{"enum":["file","path","artifact"],"default":"file"},"path":{"type":"string","minLength":1,"description":"Baseline results document for source file (default .bench/baseline.json) or path."},"artifactName":{"type":"string","minLength":1,"default":"bench-results"},"maxAgeDays":{"type":"number","minimum":0,"default":14}}},"rules":{"type":"array","items":{"$ref":"#/$defs/gateRule"}}}}},"$defs":{"suite":{"type":"object","required":["id","benchmark"],"properties":{"id":{"type":"string","pattern":"^[A-Za-z0-9][A-Za-z0-9._-]*$","description":"Unique within the config; used in reports, rules and file names."},"benchmark":{"enum":["hurricane","transitlm","flood"]},"task":{"type":["string","null"]}},"allOf":[{"if":{"properties":{"benchmark":{"const":"hurricane"}}},"then":{"$ref":"hurricane-suite.schema.json"}},{"if":{"properties":{"benchmark":{"const":"transitlm"}}},"then":{"$ref":"transitlm-suite.schema.json"}},{"if":{"properties":{"benchmark":{"const":"flood"}}},"then":{"$ref":"flood-suite.schema.json"}}]},"gateRule":{"type":"object","additionalProperties":false,"description":"Later rules override earlier ones, key by key; null clears a threshold.","properties":{"suite":{"type":"string","minLength":1,"description":"Glob on suite ids (* and ?)."},"round":{"type":"string","minLength":1,"description":"Glob on round ids; the rule then applies to rounds."},"metric":{"type":"string","minLength":1,"description":"Glob on metric ids (finalScore included); the rule then applies to metrics."},"direction":{"enum":["higher","lower","none"]},"warn":{"$ref":"#/$defs/gateThresholds"},"fail":{"$ref":"#/$defs/gateThresholds"}}},"gateThresholds":{"type":"object","additionalProperties":false,"properties":{"maxDrop":{"type":["number","null"],"minimum":0,"description":"Largest allowed drop: percentage points for rounds, rates and finalScore, else the metric unit."},"maxDropPct":{"type":["number","null"],"minimum":0,"description":"Largest allowed drop as a percentage of |baseline|."},"min":{"type":["number","null"],"description":"Absolute lower bound on the current value (points for rounds, rates and finalScore); applies with or without a baseline."},"max":{"type":["number","null"],"description":"Absolute upper bound on the current value; applies with or without a baseline."}}}}}');
;// CONCATENATED MODULE: ./schemas/results.schema.json
const results_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"results.schema.json","title":"bench-check results document (schemaVersion 1)","type":"object","required":["schemaVersion","tool","run","verdict","suites"],"additionalProperties":false,"properties":{"schemaVersion":{"const":1},"tool":{"type":"object","required":["name","version"],"additionalProperties":false,"properties":{"name":{"type":"string"},"version":{"type":"string"}}},"run":{"type":"object","required":["createdAt","commit","configHash","shard"],"additionalProperties":false,"properties":{"createdAt":{"type":"string","pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}T\\\\d{2}:\\\\d{2}:\\\\d{2}(\\\\.\\\\d+)?Z$"},"commit":{"type":["string","null"]},"configHash":{"type":"string","pattern":"^sha256:[0-9a-f]{64}$"},"shard":{"oneOf":[{"type":"null"},{"type":"object","required":["index","total"],"additionalProperties":false,"properties":{"index":{"type":"integer","minimum":1},"total":{"type":"integer","minimum":1}}}]},"incomplete":{"const":true,"description":"Only when the run did not finish (still running, stopped by a signal or its deadline): `suites` holds the suites done, `pending` the others."},"pending":{"type":"array","items":{"type":"string"},"description":"With incomplete: ids of the suites not done, in config order."},"stopReason":{"type":"string","description":"With incomplete: why the run stopped, e.g. \\"interrupted by SIGTERM\\"; absent while running or when it could not say."}},"dependentRequired":{"incomplete":["pending"],"pending":["incomplete"],"stopReason":["incomplete"]}},"verdict":{"enum":[null,"pass","warn","fail","no-baseline","error"]},"suites":{"type":"array","items":{"$ref":"#/$defs/suite"}}},"$defs":{"count":{"type":"integer","minimum":0},"round":{"type":"object","required":["id","input","passed"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"label":{"type":"string"},"input":{"$ref":"#/$defs/count"},"passed":{"$ref":"#/$defs/count"}}},"metric":{"type":"object","required":["value","direction"],"additionalProperties":false,"properties":{"value":{"type":["number","null"]},"direction":{"enum":["higher","lower","none"]},"unit":{"type":"string"},"sum":{"type":"number"},"count":{"$ref":"#/$defs/count"},"passed":{"$ref":"#/$defs/count"},"input":{"$ref":"#/$defs/count"}}},"diagnostic":{"type":"object","required":["severity","code","file","line","row","field","column","pointer","item","message"],"additionalProperties":false,"properties":{"severity":{"enum":["error","warning","info"]},"code":{"type":"string","minLength":1},"file":{"type":["string","null"]},"line":{"type":["integer","null"],"minimum":1},"row":{"type":["integer","null"],"minimum":1},"field":{"type":["string","null"]},"column":{"type":["integer","null"],"minimum":1},"pointer":{"type":["string","null"]},"item":{"type":["string","null"]},"message":{"type":"string"}}},"suite":{"type":"object","required":["id","benchmark","task","status","inputs","total","errors","rounds","metrics","finalScore","diagnostics"],"additionalProperties":false,"properties":{"id":{"type":"string","minLength":1},"benchmark":{"type":"string","minLength":1},"task":{"type":["string","null"]},"status":{"enum":["ok","error","skipped"]},"inputs":{"type":"array","items":{"type":"object","required":["path","sha256","items"],"additionalProperties":false,"properties":{"path":{"type":"string"},"sha256":{"type":"string","pattern":"^[0-9a-f]{64}$"},"items":{"type":["integer","null"],"minimum":0}}}},"total":{"$ref":"#/$defs/count"},"errors":{"$ref":"#/$defs/count"},"counts":{"type":"object","additionalProperties":{"$ref":"#/$defs/count"}},"rounds":{"type":"array","items":{"$ref":"#/$defs/round"}},"series":{"type":"array","items":{"type":"object","required":["key","at","rounds"],"additionalProperties":false,"properties":{"key":{"type":"string"},"at":{"type":"number"},"rounds":{"type":"array","items":{"$ref":"#/$defs/round"}}}}},"metrics":{"type":"object","additionalProperties":{"$ref":"#/$defs/metric"}},"finalScore":{"type":["number","null"],"minimum":0,"maximum":100},"itemsFile":{"type":"string"},"details":{"type":"object"},"diagnostics":{"type":"array","maxItems":1001,"items":{"$ref":"#/$defs/diagnostic"}}}}}}');
;// CONCATENATED MODULE: ./schemas/hurricane-artifact.schema.json
const hurricane_artifact_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"hurricane-artifact.schema.json","title":"HurricaneMobility model output","description":"Aggregated mobility of the generated agents: total travel time (minutes) and hourly trip counts for the periods before, during and after the hurricane.","type":"object","required":["total_travel_times","hourly_travel_times"],"properties":{"total_travel_times":{"description":"[before, during, after] total travel time in minutes; before must be > 0 (it is the denominator of the change rates).","type":"array","minItems":3,"maxItems":3,"prefixItems":[{"type":"number","exclusiveMinimum":0},{"type":"number","minimum":0},{"type":"number","minimum":0}],"items":false},"hourly_travel_times":{"type":"array","minItems":3,"maxItems":3,"items":{"$ref":"#/$defs/day"}}},"$defs":{"day":{"type":"array","minItems":24,"maxItems":24,"items":{"type":"number","minimum":0}}}}');
;// CONCATENATED MODULE: ./schemas/hurricane-groundtruth.schema.json
const hurricane_groundtruth_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"hurricane-groundtruth.schema.json","title":"HurricaneMobility ground truth","type":"object","required":["relative_changes","hourly_trips"],"properties":{"relative_changes":{"type":"object","required":["during_vs_before","after_vs_before"],"properties":{"during_vs_before":{"type":"number","description":"percent"},"after_vs_before":{"type":"number","description":"percent"}}},"hourly_trips":{"type":"object","required":["before","during","after"],"properties":{"before":{"$ref":"hurricane-artifact.schema.json#/$defs/day"},"during":{"$ref":"hurricane-artifact.schema.json#/$defs/day"},"after":{"$ref":"hurricane-artifact.schema.json#/$defs/day"}}}}}');
;// CONCATENATED MODULE: ./schemas/hurricane-trip.schema.json
const hurricane_trip_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"hurricane-trip.schema.json","title":"HurricaneMobility trip record (one JSONL line or CSV row)","type":"object","required":["phase","depart"],"properties":{"phase":{"enum":["before","during","after"]},"depart":{"description":"ISO-8601 date-time (the hour is read from the wall-clock time as written) or seconds since midnight.","oneOf":[{"type":"string","pattern":"^\\\\d{4}-\\\\d{2}-\\\\d{2}[T ]\\\\d{2}:\\\\d{2}(:\\\\d{2}(\\\\.\\\\d+)?)?(Z|[+-]\\\\d{2}:?\\\\d{2})?$"},{"type":"number","minimum":0,"exclusiveMaximum":86400}]},"duration_min":{"type":"number","minimum":0},"arrive":{"$ref":"#/properties/depart"}},"oneOf":[{"required":["duration_min"]},{"required":["arrive"]}]}');
;// CONCATENATED MODULE: ./schemas/hurricane-suite.schema.json
const hurricane_suite_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"hurricane-suite.schema.json","title":"HurricaneMobility suite","description":"Score one model output (or one trip log) against a ground truth file. Paths are relative to the config file.","type":"object","required":["groundtruth"],"properties":{"id":true,"benchmark":true,"task":{"type":"null"},"input":{"type":"string","description":"Model output JSON (total_travel_times, hourly_travel_times)."},"trips":{"type":"string","description":"Trip log (.jsonl or .csv) aggregated into the model output."},"groundtruth":{"type":"string","description":"Ground truth JSON (relative_changes, hourly_trips)."}},"oneOf":[{"required":["input"]},{"required":["trips"]}],"additionalProperties":false}');
;// CONCATENATED MODULE: ./schemas/transitlm-suite.schema.json
const transitlm_suite_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"transitlm-suite.schema.json","title":"TransitLM suite","description":"Score TransitLM evaluation CSVs (index_id, sft_prompt, sft_label, generate_results[, req_type]) with the official funnel. Paths are relative to the config file.","type":"object","required":["task","input"],"properties":{"id":true,"benchmark":true,"task":{"enum":["single","personalized","diversity","general"]},"input":{"description":"Evaluation CSV: a path, a glob, or an array of them; several files are scored as one suite, in order.","anyOf":[{"type":"string","minLength":1},{"type":"array","minItems":1,"items":{"type":"string","minLength":1}}]},"stations":{"type":"string","minLength":1,"description":"station_info.csv (stop_id, coord_x, coord_y, next_hop_stations). Required except for general with a remote evaluator."},"lines":{"type":"string","minLength":1,"description":"general only: line_info.csv for the offline matcher (project extension)."},"apiUrl":{"type":"string","minLength":1,"description":"general only: base URL of the remote route evaluator (else TRANSIT_LM_API)."},"batchSize":{"type":"integer","minimum":1,"default":50},"timeoutS":{"type":"number","exclusiveMinimum":0,"default":60},"retries":{"type":"integer","minimum":0,"default":3},"compat":{"enum":["reference","corrected"],"default":"reference"},"maxProviderErrorRate":{"type":"number","minimum":0,"maximum":1,"default":0,"description":"general with a remote evaluator: share of rows whose batch failed (no verdict after retries) while the suite stays ok."},"maxConsecutiveProviderFailures":{"type":"integer","minimum":1,"default":10,"description":"general with a remote evaluator: failed batches in a row after which no more are sent and the suite is an error."}},"allOf":[{"if":{"properties":{"task":{"enum":["single","personalized","diversity"]}}},"then":{"required":["stations"]}}],"additionalProperties":false}');
;// CONCATENATED MODULE: ./schemas/transitlm-route.schema.json
const transitlm_route_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"transitlm-route.schema.json","title":"TransitLM single route (sft_label / generate_results cell of the single and personalized tasks)","description":"Stations and lines are arrays of strings; quantities are strings (\\"27.8公里\\", \\"1小时7分钟\\") or finite numbers; transfer modes are strings. Other keys are free.","type":"object","required":["station_sequence","line_sequence"],"properties":{"station_sequence":{"type":"array","items":{"type":"string"},"description":"Stop ids in ride order; 【换乘】 marks a transfer."},"line_sequence":{"type":"array","items":{"type":"string"}},"total_distance":{"$ref":"#/$defs/quantity"},"total_time":{"$ref":"#/$defs/quantity"},"total_fare":{"$ref":"#/$defs/quantity"},"start_transfer_distance":{"$ref":"#/$defs/quantity"},"end_transfer_distance":{"$ref":"#/$defs/quantity"},"start_transfer_mode":{"type":"string"},"end_transfer_mode":{"type":"string"}},"$defs":{"quantity":{"type":["string","number"]}}}');
;// CONCATENATED MODULE: ./schemas/transitlm-multi-route.schema.json
const transitlm_multi_route_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"transitlm-multi-route.schema.json","title":"TransitLM multi-route (sft_label / generate_results cell of the diversity task)","description":"first, second and third are each absent, null, {} or a single route. Other keys are free.","type":"object","properties":{"first":{"$ref":"#/$defs/slot"},"second":{"$ref":"#/$defs/slot"},"third":{"$ref":"#/$defs/slot"}},"$defs":{"slot":{"anyOf":[{"type":"null"},{"type":"object","maxProperties":0},{"$ref":"transitlm-route.schema.json"}]}}}');
;// CONCATENATED MODULE: ./schemas/transitlm-general-route.schema.json
const transitlm_general_route_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"transitlm-general-route.schema.json","title":"TransitLM general-mode route","description":"One route of the general task (label or model output): station names, not stop ids. An output may give station_name instead of station_sequence. Other keys are free. Under --compat reference a violation is a warning only.","type":"object","required":["line_sequence"],"anyOf":[{"required":["station_sequence"],"properties":{"station_sequence":true}},{"required":["station_name"],"properties":{"station_name":true}}],"properties":{"station_sequence":{"$ref":"#/$defs/names","description":"Station names in travel order; 【换乘】 marks a transfer."},"station_name":{"$ref":"#/$defs/names","description":"Boarding and alighting station names, two per line (or a full sequence, normalised before use)."},"line_sequence":{"$ref":"#/$defs/names","description":"Line names in travel order."},"total_distance":{"$ref":"#/$defs/quantity"},"total_time":{"$ref":"#/$defs/quantity"},"total_fare":{"$ref":"#/$defs/quantity"},"start_transfer_distance":{"$ref":"#/$defs/quantity"},"end_transfer_distance":{"$ref":"#/$defs/quantity"},"start_transfer_mode":{"type":"string"},"end_transfer_mode":{"type":"string"}},"$defs":{"names":{"type":"array","items":{"type":"string"}},"quantity":{"description":"A number, or text such as \\"8.1公里\\", \\"38分钟\\", \\"5元\\".","anyOf":[{"type":"string"},{"type":"number"}]}}}');
;// CONCATENATED MODULE: ./schemas/flood-suite.schema.json
const flood_suite_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"flood-suite.schema.json","title":"Flood adaptation suite","description":"Run the flood-adaptation simulation on a provider\'s decisions, or score another simulator\'s skill_audit.jsonl (audit). Paths are relative to the config file.","type":"object","properties":{"id":true,"benchmark":true,"task":{"enum":["simple","cognitive",null],"description":"Memory version; overrides the scenario\'s `memory` when given."},"scenario":{"type":"string","description":"Scenario JSON (flood-scenario.schema.json); every default applies when absent."},"provider":{"enum":["rule","replay","openai"],"description":"Who decides (default rule)."},"replay":{"type":"string","description":"JSONL of recorded attempts (provider replay)."},"record":{"type":"string","description":"Write every provider attempt here (any provider)."},"auditOut":{"type":"string","description":"Household audit log; the institution log goes beside it. Default: next to the results document."},"baseUrl":{"type":"string","minLength":1,"description":"OpenAI-compatible base URL (…/v1)."},"model":{"type":"string","minLength":1},"apiKeyEnv":{"type":"string","minLength":1,"description":"Name of the environment variable holding the API key."},"temperature":{"type":"number","minimum":0,"maximum":2},"seed":{"type":"integer","description":"Sampling seed sent to the endpoint (default: the scenario seed)."},"maxTokens":{"type":"integer","minimum":1},"timeoutS":{"type":"number","exclusiveMinimum":0},"concurrency":{"type":"integer","minimum":1,"maximum":256},"retries":{"type":"integer","minimum":0,"maximum":20,"description":"Transport retries per attempt (default 4)."},"audit":{"type":"string","description":"Score this skill_audit.jsonl instead of running the simulation."},"resume":{"type":"boolean","description":"Go on from the `record` file of an interrupted run: recorded attempts are replayed, the rest is asked (provider openai)."},"maxProviderErrorRate":{"type":"number","minimum":0,"maximum":1,"description":"Share of decisions that may end in a provider error (no answer after retries) while the suite stays ok (default 0)."},"maxConsecutiveProviderFailures":{"type":"integer","minimum":1,"description":"Failed attempts in a row after which no more requests are sent and the suite is an error (default 10)."}},"allOf":[{"if":{"properties":{"provider":{"const":"replay"}},"required":["provider"]},"then":{"required":["replay"]}},{"if":{"properties":{"provider":{"const":"openai"}},"required":["provider"]},"then":{"required":["baseUrl","model"]}},{"if":{"properties":{"resume":{"const":true}},"required":["resume"]},"then":{"required":["record","provider"],"properties":{"provider":{"const":"openai"}}}}],"additionalProperties":false}');
;// CONCATENATED MODULE: ./schemas/flood-scenario.schema.json
const flood_scenario_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"flood-scenario.schema.json","title":"Flood adaptation scenario","description":"Every field is optional; see docs/flood.md for defaults. Nested objects may give only some of their fields.","type":"object","additionalProperties":false,"properties":{"$schema":{"type":"string"},"description":{"type":"string"},"seed":{"type":"integer","minimum":0,"maximum":9007199254740991,"description":"Seeds every PRNG stream."},"households":{"description":"A count of generated households, or a CSV/JSON profile file relative to the scenario.","oneOf":[{"type":"integer","minimum":1,"maximum":10000000},{"type":"string","minLength":1}]},"shares":{"type":"object","additionalProperties":false,"properties":{"mg":{"type":"number","minimum":0,"maximum":1},"renter":{"type":"number","minimum":0,"maximum":1}}},"floodMode":{"enum":["fixed","random"]},"floodYears":{"type":"array","uniqueItems":true,"items":{"type":"integer","minimum":1}},"floodProbability":{"type":"number","minimum":0,"maximum":1},"years":{"type":"integer","minimum":1,"maximum":10000},"memory":{"enum":["simple","cognitive"]},"insurance":{"type":"object","additionalProperties":false,"properties":{"rate":{"type":"number","minimum":0,"maximum":1,"description":"Initial premium rate."},"payoutRatio":{"type":"number","minimum":0,"maximum":1},"buildingLimit":{"type":"number","minimum":0},"contentsLimit":{"type":"number","minimum":0},"deductible":{"type":"number","minimum":0}}},"government":{"type":"object","additionalProperties":false,"properties":{"subsidyRate":{"type":"number","minimum":0,"maximum":1,"description":"Initial subsidy rate."},"annualBudget":{"type":"number","minimum":0},"mgPriority":{"type":"boolean"}}},"costs":{"type":"object","additionalProperties":false,"properties":{"elevation":{"type":"number","minimum":0},"relocation":{"type":"number","minimum":0}}},"maxRetries":{"type":"integer","minimum":0,"maximum":100}}}');
;// CONCATENATED MODULE: ./schemas/flood-replay-record.schema.json
const flood_replay_record_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"flood-replay-record.schema.json","title":"Flood replay record","description":"One line of a flood replay/record JSONL file: one provider attempt. Key = (year, role, agentId, attempt).","type":"object","required":["year","agentId","role","attempt","text"],"additionalProperties":false,"properties":{"year":{"type":"integer","minimum":1},"agentId":{"type":"string","minLength":1},"role":{"enum":["household","insurance","government"]},"attempt":{"type":"integer","minimum":1},"text":{"type":["string","null"],"description":"The reply; null only with error."},"error":{"type":"string","minLength":1,"description":"Replays as this format failure reason, e.g. \\"provider-error: 500\\"."},"contextHash":{"type":"string","pattern":"^[0-9a-f]{16}$","description":"The household context\'s hash when recorded."}},"allOf":[{"if":{"properties":{"text":{"type":"null"}}},"then":{"required":["error"]}},{"if":{"properties":{"role":{"const":"insurance"}}},"then":{"properties":{"agentId":{"const":"insurance"},"attempt":{"const":1}}}},{"if":{"properties":{"role":{"const":"government"}}},"then":{"properties":{"agentId":{"const":"government"},"attempt":{"const":1}}}}]}');
;// CONCATENATED MODULE: ./schemas/skill-audit.schema.json
const skill_audit_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"skill-audit.schema.json","title":"skill_audit.jsonl record (one household decision)","description":"One line of a flood simulation\'s household audit log. Only year, agent_id, agent_type, constructs and decision_number are required; audit mode judges the decision from these fields and uses the optional ones (state, insured, flooded, executed_skill, decision_skill) when present. Unknown extra fields are allowed.","type":"object","required":["year","agent_id","agent_type","constructs","decision_number"],"properties":{"year":{"type":"integer","minimum":1,"maximum":1000,"description":"Simulation year (1-based; at most 1000)."},"agent_id":{"type":"string","minLength":1},"agent_type":{"enum":["MG_Owner","MG_Renter","NMG_Owner","NMG_Renter"]},"state":{"type":"object","description":"The household before deciding.","properties":{"tenure":{"enum":["owner","renter"]},"mg":{"type":"boolean"},"zone":{"enum":["HIGH","MODERATE","LOW"]},"elevated":{"type":"boolean"},"insured_last_year":{"type":"boolean"},"cumulative_damage":{"type":"number"},"trust_insurance":{"type":"number"}}},"constructs":{"type":"object","properties":{"TP":{"$ref":"#/$defs/construct"},"CP":{"$ref":"#/$defs/construct"},"SP":{"$ref":"#/$defs/construct"},"SC":{"$ref":"#/$defs/construct"},"PA":{"$ref":"#/$defs/construct"}}},"decision_number":{"type":["integer","null"]},"decision_skill":{"type":["string","null"]},"validated":{"type":"boolean"},"validation_errors":{"type":"array","items":{"type":"string"}},"validation_warnings":{"type":"array","items":{"type":"string"}},"executed_skill":{"enum":["buy_insurance","buy_contents_insurance","elevate_house","buyout_program","relocate","do_nothing"]},"attempts":{"type":"integer","minimum":1},"attempt_log":{"type":"array","items":{"type":"object","properties":{"attempt":{"type":"integer","minimum":1},"failed_round":{"enum":[null,"format","admissible","coherent"]},"errors":{"type":"array","items":{"type":"string"}},"text":{"type":["string","null"]}}}},"memory_used":{"type":"array","items":{"type":"string"}},"context_hash":{"type":"string"},"insured":{"type":"boolean"},"subsidy_paid":{"type":"number"},"flooded":{"type":"boolean"},"damage":{"type":"number"},"payout":{"type":"number"}},"$defs":{"construct":{"type":"object","properties":{"level":{"type":["string","null"]},"explanation":{"type":["string","null"]}}}}}');
;// CONCATENATED MODULE: ./schemas/pr.schema.json
const pr_schema_namespaceObject = /*#__PURE__*/JSON.parse('{"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"pr.schema.json","title":"pr.json (written by mode: score, read by mode: report)","description":"The pull request a results artifact was scored for. It comes from the PR\'s own run, so the report job checks it against the API before trusting it.","type":"object","required":["number","headSha"],"additionalProperties":false,"properties":{"number":{"type":"integer","minimum":1,"maximum":2147483647},"headSha":{"type":"string","pattern":"^[0-9a-f]{40}$"}}}');
;// CONCATENATED MODULE: ./src/schemas/registry.ts

















/**
 * Every schema the tool knows, by short name (the file is `schemas/<name>.schema.json`, its `$id`
 * is `<name>.schema.json` so editors resolve `$ref`s between the files too).
 */
const SCHEMAS = {
    config: config_schema_namespaceObject,
    results: results_schema_namespaceObject,
    'hurricane-artifact': hurricane_artifact_schema_namespaceObject,
    'hurricane-groundtruth': hurricane_groundtruth_schema_namespaceObject,
    'hurricane-trip': hurricane_trip_schema_namespaceObject,
    'hurricane-suite': hurricane_suite_schema_namespaceObject,
    'transitlm-suite': transitlm_suite_schema_namespaceObject,
    'transitlm-route': transitlm_route_schema_namespaceObject,
    'transitlm-multi-route': transitlm_multi_route_schema_namespaceObject,
    'transitlm-general-route': transitlm_general_route_schema_namespaceObject,
    'flood-suite': flood_suite_schema_namespaceObject,
    'flood-scenario': flood_scenario_schema_namespaceObject,
    'flood-replay-record': flood_replay_record_schema_namespaceObject,
    'skill-audit': skill_audit_schema_namespaceObject,
    pr: pr_schema_namespaceObject,
};
function isSchemaName(name) {
    return Object.hasOwn(SCHEMAS, name);
}
/** Our schemas' validators, compiled at build time (scripts/compile-schemas.mjs). */
function validatorFor(name) {
    const validate = validators[name];
    if (validate === undefined)
        throw new Error(`schema ${name} has no compiled validator: run npm run build`);
    return validate;
}
function typeOf(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'array';
    if (typeof value === 'number')
        return !Number.isFinite(value) ? 'a number out of range' : Number.isInteger(value) ? 'integer' : 'number';
    return typeof value;
}
/** Short, specific messages: "must have 24 items, has 23" rather than ajv's generic wording. */
function describe(error, root, schema) {
    const pointer = error.instancePath;
    const value = (0,json_pointer/* valueAt */.f)(root, pointer);
    const p = error.params;
    const parent = error.parentSchema;
    switch (error.keyword) {
        case 'required':
            return { pointer, message: `missing required property "${String(p.missingProperty)}"` };
        case 'additionalProperties':
            return { pointer: `${pointer}/${String(p.additionalProperty)}`, message: 'is not an allowed property' };
        case 'type':
            return { pointer, message: `must be ${String(p.type).replace(/,/g, ' or ')}, is ${typeOf(value)}` };
        case 'minItems':
        case 'maxItems': {
            const n = Array.isArray(value) ? value.length : 0;
            if (parent && parent.minItems === parent.maxItems)
                return { pointer, message: `must have ${String(parent.minItems)} items, has ${n}` };
            return { pointer, message: `must have ${error.keyword === 'minItems' ? 'at least' : 'at most'} ${String(p.limit)} items, has ${n}` };
        }
        case 'minimum':
        case 'exclusiveMinimum':
        case 'maximum':
        case 'exclusiveMaximum':
            return { pointer, message: `must be ${String(p.comparison)} ${String(p.limit)}, is ${JSON.stringify(value)}` };
        case 'enum':
            return { pointer, message: `must be one of ${p.allowedValues.map((v) => JSON.stringify(v)).join(', ')}, is ${JSON.stringify(value)}` };
        case 'const':
            return { pointer, message: `must be ${JSON.stringify(p.allowedValue)}, is ${JSON.stringify(value)}` };
        default:
            void schema;
            return { pointer, message: error.message ?? `fails ${error.keyword}` };
    }
}
/**
 * Validate a value; violations come back most specific first, one per location,
 * with anyOf/oneOf/if noise removed when a more specific error exists.
 */
function validateValue(name, value) {
    return violations(validatorFor(name), value);
}
function violations(validate, value) {
    if (validate(value))
        return [];
    const errors = validate.errors ?? [];
    const specific = errors.filter((e) => !['anyOf', 'oneOf', 'if', 'allOf', 'not'].includes(e.keyword));
    const chosen = specific.length > 0 ? specific : errors;
    const seen = new Set();
    const out = [];
    for (const e of chosen) {
        const v = describe(e, value, validate);
        // One message per location: alternatives of a oneOf/anyOf would otherwise each add one.
        const key = e.keyword === 'required' || e.keyword === 'additionalProperties' ? `${v.pointer}\u0000${v.message}` : v.pointer;
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(v);
    }
    return out;
}


/***/ })

};
