export const id = 287;
export const ids = [287];
export const modules = {

/***/ 27287:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  scoreImported: () => (/* binding */ scoreImported)
});

// EXTERNAL MODULE: ./src/core/diagnostics.ts
var core_diagnostics = __webpack_require__(27135);
// EXTERNAL MODULE: ./src/results/items.ts
var results_items = __webpack_require__(31206);
// EXTERNAL MODULE: ./src/results/metrics.ts
var results_metrics = __webpack_require__(97087);
// EXTERNAL MODULE: ./src/results/suite.ts
var results_suite = __webpack_require__(40502);
// EXTERNAL MODULE: ./src/results/usage.ts
var results_usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/results/inputs.ts
var results_inputs = __webpack_require__(11385);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/json5/lib/index.js
var lib = __webpack_require__(84841);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(73382);
// EXTERNAL MODULE: ./src/json/positions.ts
var json_positions = __webpack_require__(13966);
// EXTERNAL MODULE: ./src/json/read.ts
var json_read = __webpack_require__(69472);
// EXTERNAL MODULE: ./src/json/limits.ts
var limits = __webpack_require__(29944);
;// CONCATENATED MODULE: ./src/benchmarks/imported/input.ts
// Reading the tools' files: one file named by a path or a glob, JSON as Python writes it (NaN and
// Infinity included), and where a JSON pointer sits in the file for a located message.







/** Longest text kept from a tool's file in a reason or a message (the report shortens it further). */
const TEXT_CAP = 300;
/** Text of a tool's file, on one line and at most `max` characters (an ellipsis marks a cut). */
function capText(text, max = TEXT_CAP) {
    const one = text.replace(/\s+/g, ' ').trim();
    return one.length <= max ? one : `${one.slice(0, max - 1)}…`;
}
/**
 * The one file a config key names: a path (relative to the config), or a glob that must match
 * exactly one file (lm-eval puts the date in its file names). Null, with a diagnostic, otherwise.
 */
async function oneFile(name, field, ctx, diagnostics) {
    // `input` is absent only with `replicates`, which the runner scores one file at a time as `input`.
    if (name === undefined) {
        diagnostics.add({ code: 'usage', field, message: `no ${field} given` });
        return null;
    }
    let file = (0,results_inputs/* configPath */.eQ)(ctx.baseDir, name);
    if ((0,dist/* isDynamicPattern */.ey)(name)) {
        // `~/runs/*.jsonl`: the pattern under the home directory, as a shell reads it.
        const home = name.startsWith('~/');
        const cwd = home ? external_node_path_default().dirname((0,results_inputs/* configPath */.eQ)(ctx.baseDir, '~/x')) : ctx.baseDir;
        const found = (await (0,dist/* glob */.TI)(home ? name.slice(2) : name, { cwd, absolute: true, onlyFiles: true }))
            .map((f) => external_node_path_default().resolve(f))
            .sort();
        if (found.length !== 1) {
            const which = found.length === 0
                ? 'matches no file'
                : `matches ${found.length} files (${found
                    .slice(0, 3)
                    .map((f) => (0,results_inputs/* displayPath */.Gt)(f))
                    .join(', ')}${found.length > 3 ? ', …' : ''}): name one`;
            diagnostics.add({ code: 'usage', field, message: `${field} pattern ${JSON.stringify(name)} ${which}` });
            return null;
        }
        file = found[0];
    }
    const checked = await (0,results_inputs/* inputPath */.Mv)(ctx, file);
    if (!checked.ok) {
        checked.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    return checked.value;
}
/**
 * How deeply a tool's JSON may nest and how many values it may hold: the limits of every JSON
 * document read whole (json/limits.ts), far above what the tools write, low enough that walking a
 * value (a dict score's keys, JSON.stringify of a target) never overflows the stack.
 */
const TOOL_JSON_LIMITS = json_read/* DEFAULT_JSON_LIMITS */.Ym;
/**
 * A JSON value as Python's json module writes it: strict JSON, or with NaN/Infinity (JSON5 reads
 * those). Text past TOOL_JSON_LIMITS is refused before any parser sees it (`message` says which
 * limit); a syntax error has no message (the caller locates it).
 */
function parsePythonJson(text) {
    const breach = (0,limits/* findLimitBreach */.S4)(text, TOOL_JSON_LIMITS);
    if (breach !== null)
        return { ok: false, message: breach.message };
    try {
        return { ok: true, value: JSON.parse(text) };
    }
    catch {
        try {
            return { ok: true, value: lib_default().parse(text) };
        }
        catch {
            return { ok: false };
        }
    }
}
/** Above this size a file's pointers are not located by line (the position parser holds a tree of it). */
const LOCATE_MAX_CHARS = 64 << 20;
/**
 * Characters the located messages of one file may walk in all: each location walks the text up to
 * its value, so a file of many bad records (33 000 in 100 KB) would be quadratic. Past the budget
 * a message keeps its JSON pointer, without line and column (the first is always located).
 */
const LOCATE_BUDGET_CHARS = 16 << 20;
/**
 * A JSON file read whole (JSON.parse, the fast path; the position parser only when a message needs
 * a line). A syntax error is a located diagnostic and null.
 */
async function readJsonInput(file, diagnostics) {
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const read = await (0,json_read/* readTextFile */.Gu)(file);
    if (!read.ok) {
        read.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    const text = read.value;
    const parsed = parsePythonJson(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    if (!parsed.ok && parsed.message !== undefined) {
        diagnostics.add({ code: 'too-large', file: shown, message: `not read: ${parsed.message}` });
        return null;
    }
    if (!parsed.ok) {
        const strict = (0,json_positions/* parseJsonWithPositions */.e)(text);
        const at = strict.ok ? { line: null, column: null } : strict.position;
        diagnostics.add({
            code: 'json-syntax',
            file: shown,
            line: at.line,
            column: at.column,
            message: `not JSON: ${strict.ok ? 'unreadable' : strict.message}`,
        });
        return null;
    }
    let positions = null;
    let walked = 0;
    return {
        file,
        shown,
        value: parsed.value,
        locate(pointer) {
            if (text.length > LOCATE_MAX_CHARS || (walked > 0 && walked + text.length > LOCATE_BUDGET_CHARS))
                return null;
            walked += text.length;
            positions ??= (0,json_positions/* parseJsonWithPositions */.e)(text);
            return positions.ok ? positions.locate(pointer) : null;
        },
    };
}
/** JSON pointer of a path of keys and indexes. */
function pointerOf(...parts) {
    return parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** `obj[key]` when `obj` is an object with that own key, else undefined: a task or metric named `constructor` or `__proto__` finds nothing inherited. */
function ownIn(obj, key) {
    return isObject(obj) && Object.hasOwn(obj, key) ? obj[key] : undefined;
}
/** A tool's item id: a non-empty string, or an integer (written as text). */
function idOf(value) {
    if (typeof value === 'string')
        return value.length > 0 ? value : null;
    if (typeof value === 'number' && Number.isSafeInteger(value))
        return String(value);
    return null;
}
/** Where a value of a JSON input is, for a diagnostic: file, line and column, pointer, field. */
function locatedIn(input, pointer, field, item = null) {
    const at = input.locate(pointer);
    return { file: input.shown, line: at?.line ?? null, column: at?.column ?? null, pointer, field, item };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/core/zip-limits.ts
var zip_limits = __webpack_require__(65297);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(38522);
// EXTERNAL MODULE: ./node_modules/fzstd/esm/index.mjs
var esm = __webpack_require__(68339);
// EXTERNAL MODULE: ./src/core/result.ts
var result = __webpack_require__(39294);
// EXTERNAL MODULE: ./src/core/zip-directory.ts
var zip_directory = __webpack_require__(29642);
// EXTERNAL MODULE: ./src/core/zip-names.ts
var zip_names = __webpack_require__(48049);
;// CONCATENATED MODULE: ./src/core/zip-read.ts
// Reading a zip archive's entries in memory, within limits: the central directory checked first
// (zip-directory.ts), then each entry decoded into at most the size it declares and its CRC-32
// checked. Stored, deflate and zstd (APPNOTE method 93, what Inspect AI's logs use).





const ZIP_STORED = 0;
const ZIP_DEFLATE = 8;
const ZIP_ZSTD = 93;
/** The entries of an archive read in memory (names as stored, repeated names kept in order), checked. */
function zipEntries(zip, limits) {
    if (zip.length > limits.maxCompressedBytes)
        return (0,zip_names/* refuse */.TR)('compressed-size', null, `${zip.length} bytes, more than the limit of ${limits.maxCompressedBytes}`);
    try {
        return (0,zip_directory/* readCentralDirectory */.H)(zip, limits, {
            methods: new Set([ZIP_STORED, ZIP_DEFLATE, ZIP_ZSTD]),
            extracting: false,
        });
    }
    catch (error) {
        // Every read is bounds-checked; this is the net under a record that still gets past them.
        return (0,zip_names/* refuse */.TR)('not-a-zip', null, `unreadable archive (${error.message})`);
    }
}
/**
 * One entry's data, decoded into a buffer of the size it declares (the caps were checked against
 * it): data that decodes to more or less, or fails its CRC-32, is refused; nothing larger is ever
 * allocated, whatever a zstd frame header claims.
 */
function readZipEntry(zip, e) {
    const data = zip.subarray(e.dataStart, e.dataEnd);
    let out;
    try {
        if (e.method === ZIP_STORED)
            out = data;
        else if (e.method === ZIP_DEFLATE) {
            // One byte more than declared is enough to know it is too much.
            out = (0,external_node_zlib_.inflateRawSync)(data, { maxOutputLength: Math.max(e.size, 1) });
        }
        else if (e.method === ZIP_ZSTD) {
            // With an output buffer fzstd writes into it (never past its end) and allocates no window of
            // the size a frame header claims. It reads one frame so (Inspect writes several only for an
            // entry over 200 MiB): a second frame ends in an error, refused below.
            out = (0,esm/* decompress */.mF)(data, new Uint8Array(e.size));
        }
        else
            return (0,zip_names/* refuse */.TR)('unsupported', e.label, `compression method ${e.method}`);
    }
    catch (error) {
        if (error instanceof RangeError && e.method === ZIP_DEFLATE)
            return (0,zip_names/* refuse */.TR)('size-mismatch', e.label, `it inflates to more than the ${e.size} bytes it declares`);
        if (error instanceof RangeError && e.method === ZIP_ZSTD)
            return (0,zip_names/* refuse */.TR)('size-mismatch', e.label, `its zstd data decodes to more than the ${e.size} bytes it declares, or holds several frames (not read)`);
        return (0,zip_names/* refuse */.TR)('not-a-zip', e.label, `its data cannot be decoded (${error.message})`);
    }
    if (out.length !== e.size)
        return (0,zip_names/* refuse */.TR)('size-mismatch', e.label, `it holds ${out.length} bytes, not the ${e.size} it declares`);
    if ((0,external_node_zlib_.crc32)(out) !== e.crc)
        return (0,zip_names/* refuse */.TR)('checksum', e.label, 'its CRC-32 does not match its data');
    return (0,result/* success */.k)(out);
}

;// CONCATENATED MODULE: ./src/benchmarks/imported/inspect-eval.ts
// Inspect AI's `.eval` log (its default format): a ZIP of header.json (version, status, eval, plan,
// results, stats), samples/<id>_epoch_<n>.json (one EvalSample each), reductions.json and
// summaries; a log that did not finish has _journal/start.json instead of header.json (Inspect's
// log/_recorders/eval.py). Entries are stored, deflated or (current versions) zstd. Read in memory
// within zip limits into the EvalLog that `inspect log dump` prints, samples in Inspect's order.







const MiB = 1024 * 1024;
/**
 * The caps of a `.eval` log: the artifact caps for its size, more entries (one per sample and
 * epoch), and what its entries may declare once decoded: at most 100 times the file, at least
 * 32 MiB. Inspect's JSON compresses some 3 to 20 times; a file of 100 KB can then decode to no
 * more than 32 MiB, whatever its zstd frames claim, and its JSON parses well within 1 GiB.
 */
function evalLogLimits(fileBytes) {
    return {
        maxCompressedBytes: zip_limits/* DEFAULT_ARTIFACT_LIMITS */.SN.maxCompressedBytes,
        maxExpandedBytes: Math.min(zip_limits/* DEFAULT_ARTIFACT_LIMITS */.SN.maxExpandedBytes, Math.max(32 * MiB, 100 * fileBytes)),
        maxEntries: 200_000,
    };
}
/** The longest stretch of decoding and parsing between two turns of the event loop. */
const YIELD_MS = 50;
/** Whether the file starts as a zip archive does (a local header, or the end record of an empty one). */
async function isZipFile(file) {
    let handle;
    try {
        handle = await (0,promises_.open)(file, 'r');
        const head = new Uint8Array(4);
        const { bytesRead } = await handle.read(head, 0, 4, 0);
        return bytesRead === 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
    }
    catch {
        // Not readable here: the JSON reader reports why.
        return false;
    }
    finally {
        await handle?.close();
    }
}
/** Inspect's sort_samples: by epoch, then id (integers zero-filled to 20 digits, as text). */
function sampleOrder(a, b) {
    const epoch = (s) => (typeof s.epoch === 'number' ? s.epoch : 0);
    const key = (s) => typeof s.id === 'string' ? s.id : typeof s.id === 'number' ? String(s.id).padStart(20, '0') : '';
    const byEpoch = epoch(a) - epoch(b);
    if (byEpoch !== 0)
        return byEpoch;
    const ka = key(a);
    const kb = key(b);
    return ka < kb ? -1 : ka > kb ? 1 : 0;
}
/** A sample entry that is not a readable sample (not JSON, past the limits): a bad record, the others are read. */
class UnreadableSample {
    message;
    constructor(message) {
        this.message = message;
    }
}
/** A message's content as text: a string, or its text parts (other parts named by their type). */
function contentText(content) {
    if (typeof content === 'string')
        return content;
    if (!Array.isArray(content))
        return null;
    return content
        .map((part) => (isObject(part) ? (typeof part.text === 'string' ? part.text : `[${String(part.type)}]`) : ''))
        .join('\n');
}
/**
 * A sample's input, target and output as short texts, for its item's detail (Inspect's EvalSample:
 * `input` a string or chat messages, `target` a string or a list, `output.completion` or the first
 * choice's message; a sample slimSample kept has them as strings already). Absent parts are undefined.
 */
function sampleTexts(sample) {
    const out = {};
    const input = sample.input;
    if (typeof input === 'string')
        out.input = (0,results_items/* detailText */.HS)(input, 'keep-end');
    else if (Array.isArray(input))
        out.input = (0,results_items/* detailText */.HS)(input
            .map((m) => (isObject(m) ? `${String(m.role)}: ${contentText(m.content) ?? ''}` : ''))
            .filter((t) => t !== '')
            .join('\n'), 'keep-end');
    const target = sample.target;
    if (typeof target === 'string')
        out.target = (0,results_items/* detailText */.HS)(target);
    else if (Array.isArray(target))
        out.target = (0,results_items/* detailText */.HS)(target.length === 1 ? target[0] : target);
    const output = sample.output;
    // A string: the output slimSample already reduced.
    if (typeof output === 'string')
        out.output = (0,results_items/* detailText */.HS)(output);
    else if (isObject(output)) {
        const choice = Array.isArray(output.choices) && isObject(output.choices[0]) ? output.choices[0] : null;
        const text = typeof output.completion === 'string'
            ? output.completion
            : choice !== null && isObject(choice.message)
                ? contentText(choice.message.content)
                : null;
        if (text !== null)
            out.output = (0,results_items/* detailText */.HS)(text);
    }
    return out;
}
/**
 * What the reader keeps of a sample: what items are made of (its usage and time included), and its input, target and output cut
 * to the detail's size (the rest, messages and events, is dropped as read).
 */
function slimSample(sample) {
    if (!isObject(sample))
        return sample;
    const kept = Object.create(null);
    for (const key of ['id', 'epoch', 'scores', 'error', 'model_usage', 'total_time'])
        if (key in sample)
            kept[key] = sample[key];
    Object.assign(kept, sampleTexts(sample));
    return kept;
}
/**
 * Read a `.eval` log: the EvalLog as `inspect log dump` prints it (header, samples sorted as Inspect
 * sorts them, reductions), or null with a diagnostic naming the file and the entry. Pointers in
 * later messages are those of that JSON; they have no line in the archive.
 */
async function readEvalLog(file, diagnostics, signal) {
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const fail = (message, field = null) => {
        diagnostics.add({ code: 'eval-log', file: shown, field, message });
        return null;
    };
    let bytes;
    try {
        const size = (await (0,promises_.stat)(file)).size;
        if (size > zip_limits/* DEFAULT_ARTIFACT_LIMITS */.SN.maxCompressedBytes)
            return fail(`${size} bytes, more than the limit of ${zip_limits/* DEFAULT_ARTIFACT_LIMITS */.SN.maxCompressedBytes} for a .eval log`);
        const handle = await (0,promises_.open)(file, 'r');
        try {
            bytes = new Uint8Array(size);
            const { bytesRead } = await handle.read(bytes, 0, size, 0);
            bytes = bytes.subarray(0, bytesRead);
        }
        finally {
            await handle.close();
        }
    }
    catch (error) {
        diagnostics.add((0,json_read/* ioDiagnostic */.Ov)(file, error));
        return null;
    }
    const entries = zipEntries(bytes, evalLogLimits(bytes.length));
    if (!entries.ok)
        return fail(`not a readable Inspect .eval log: ${entries.diagnostics[0].message}`);
    // A name written twice (a sample logged again) is read as Inspect reads it: the last one.
    const byName = new Map();
    for (const e of entries.value)
        if (!e.dir)
            byName.set(e.rel, e);
    return await assemble(file, shown, byName, bytes, { fail, signal });
}
/** One entry's JSON value, or why it cannot be read. */
function entryJson(bytes, entry) {
    const data = readZipEntry(bytes, entry);
    if (!data.ok)
        return { ok: false, message: data.diagnostics[0].message, damaged: true };
    let text;
    try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(data.value);
    }
    catch {
        return { ok: false, message: `archive entry ${JSON.stringify(entry.label)} is not UTF-8 text` };
    }
    const parsed = parsePythonJson(text);
    // Past the JSON limits (parsePythonJson checks them before parsing) or not JSON.
    if (parsed.ok)
        return parsed;
    return { ok: false, message: `archive entry ${JSON.stringify(entry.label)}: ${parsed.message ?? 'not JSON'}` };
}
async function assemble(file, shown, byName, bytes, { fail, signal }) {
    const read = (name) => {
        const entry = byName.get(name);
        return entry === undefined ? null : entryJson(bytes, entry);
    };
    const header = read('header.json');
    let log;
    if (header === null) {
        // Inspect writes header.json when the eval ends; without it the log is one still running (or crashed).
        const start = read('_journal/start.json');
        if (start === null)
            return fail('not an Inspect .eval log: the archive has neither header.json nor _journal/start.json', 'eval');
        if (!start.ok)
            return fail(start.message);
        if (!isObject(start.value))
            return fail('_journal/start.json is not a JSON object', 'eval');
        log = { version: start.value.version, status: 'started', eval: start.value.eval };
    }
    else {
        if (!header.ok)
            return fail(header.message);
        if (!isObject(header.value))
            return fail('header.json is not a JSON object', 'eval');
        log = { ...header.value };
    }
    const reductions = read('reductions.json');
    if (reductions !== null) {
        if (!reductions.ok)
            return fail(reductions.message, 'reductions');
        // Inspect keeps the reductions of a log with results only.
        if (log.results !== undefined && log.results !== null)
            log.reductions = reductions.value;
    }
    const samples = [];
    let since = Date.now();
    for (const [name, entry] of byName) {
        // A long read gives the event loop a turn now and then, so that a signal (SIGTERM) is handled.
        if (Date.now() - since > YIELD_MS) {
            await new Promise((resolve) => setImmediate(resolve));
            since = Date.now();
            if (signal?.aborted === true)
                return fail(`the read was stopped (${String(signal.reason)})`, 'samples');
        }
        if (!name.startsWith('samples/') || !name.endsWith('.json'))
            continue;
        const sample = entryJson(bytes, entry);
        // Data that cannot be decoded is a damaged archive; JSON that cannot be read is one bad sample.
        if (!sample.ok && sample.damaged)
            return fail(sample.message, 'samples');
        samples.push(sample.ok ? slimSample(sample.value) : new UnreadableSample(sample.message));
    }
    // No sample entries: written with --no-log-samples (the JSON reader says so of a log without samples).
    if (samples.length > 0) {
        const readable = [];
        const unreadable = [];
        for (const sample of samples)
            if (isObject(sample) && !(sample instanceof UnreadableSample))
                readable.push(sample);
            else
                unreadable.push(sample);
        log.samples = [...readable.sort(sampleOrder), ...unreadable];
    }
    return { file, shown, value: log, locate: () => null };
}

;// CONCATENATED MODULE: ./src/benchmarks/imported/table.ts
// What an importer hands the scorer: per item id, the values a tool recorded under each name
// (observations, several for repeats: Inspect epochs, promptfoo `repeat`, lm-eval filters are
// separate names), in the order the items first appear. The scorer decides which names are
// checks and which are scores (table.ts knows nothing of a config).

/** Items by id, in order of first appearance, with every name's statistics. */
class ItemTable {
    rows = new Map();
    names = new Map();
    /** The item with this id, created on first sight. */
    item(id, line) {
        let row = this.rows.get(id);
        if (row === undefined) {
            row = {
                id,
                line,
                repeats: 0,
                values: new Map(),
                error: false,
                detail: new results_items/* DetailBuilder */.Hu(),
                detailFailed: null,
                usage: null,
            };
            this.rows.set(id, row);
        }
        return row;
    }
    has(id) {
        return this.rows.has(id);
    }
    /** One observation of `name` for an item: a value in [0, 1] for pass/fail, or any finite number. */
    observe(row, name, value, reason = null) {
        let stats = this.names.get(name);
        if (stats === undefined) {
            stats = { name, observations: 0, nonBinary: false };
            this.names.set(name, stats);
        }
        stats.observations += 1;
        if (value !== 0 && value !== 1)
            stats.nonBinary = true;
        let agg = row.values.get(name);
        if (agg === undefined) {
            agg = { count: 0, sum: 0, allOne: true, reason: null };
            row.values.set(name, agg);
        }
        agg.count += 1;
        agg.sum += value;
        if (value !== 1) {
            if (agg.allOne)
                agg.reason = reason;
            agg.allOne = false;
        }
    }
    /** The names seen, in order of first appearance. */
    nameStats() {
        return [...this.names.values()];
    }
    get size() {
        return this.rows.size;
    }
    [Symbol.iterator]() {
        return this.rows.values();
    }
}
/**
 * Where a record of the item puts its detail: the item's first record, or the first that failed
 * (a repeat that failed says more of a failing item than one that passed); null when the item's
 * detail stays as it is.
 */
function detailFor(row, failed) {
    if (row.detailFailed === null || (failed && !row.detailFailed)) {
        if (row.detailFailed !== null)
            row.detail = new results_items/* DetailBuilder */.Hu();
        row.detailFailed = failed;
        return row.detail;
    }
    return null;
}
/** An item passes a check when every observation of it was 1 (all repeats passed); null when it has none. */
function checkOf(row, name) {
    const agg = row.values.get(name);
    if (agg === undefined)
        return null;
    return { passed: agg.allOne, reason: agg.allOne ? null : agg.reason };
}
/** An item's score: the mean of its observations (repeats averaged); null when it has none. */
function scoreOf(row, name) {
    const agg = row.values.get(name);
    return agg === undefined || agg.count === 0 ? null : agg.sum / agg.count;
}

;// CONCATENATED MODULE: ./src/benchmarks/imported/usage.ts


/** The figures of an item that are sums over its records. */
const FIGURES = ['requests', 'latencyMs', 'cost', 'inputTokens', 'outputTokens', 'cachedTokens'];
const TOKEN_KEYS = ['inputTokens', 'outputTokens', 'cachedTokens'];
/**
 * An item's usage, summed over its records; a figure is kept only when every record of the item
 * has it (a sum over some records would look smaller than the item cost), cached tokens when one
 * has them.
 */
class UsageSum {
    records = 0;
    sums = new Map();
    counts = new Map();
    unknown = new Set();
    models = new Map();
    tooManyModels = false;
    add(record) {
        this.records += 1;
        const add = (figure, value) => {
            if (value === undefined)
                return;
            this.sums.set(figure, (this.sums.get(figure) ?? 0) + value);
            this.counts.set(figure, (this.counts.get(figure) ?? 0) + 1);
        };
        add('requests', record.requests);
        add('latencyMs', record.latencyMs);
        add('cost', record.cost);
        for (const f of record.unknown)
            this.unknown.add(f);
        if (record.models === null)
            return;
        const total = {};
        for (const [name, tokens] of record.models) {
            let sum = this.models.get(name);
            if (sum === undefined) {
                if (this.models.size >= results_usage/* MODELS_PER_ITEM_MAX */.sQ) {
                    this.tooManyModels = true;
                    continue;
                }
                sum = {};
                this.models.set(name, sum);
            }
            for (const key of TOKEN_KEYS) {
                const v = tokens[key];
                if (v === undefined)
                    continue;
                sum[key] = (sum[key] ?? 0) + v;
                total[key] = (total[key] ?? 0) + v;
            }
        }
        for (const key of TOKEN_KEYS)
            add(key, total[key]);
    }
    /** The item's usage (docs/usage.md "Items lines"), or null when no figure is known for every record. */
    value() {
        const out = {};
        for (const figure of FIGURES) {
            const sum = this.sums.get(figure);
            // Known for every record (cached tokens: for one at least, the others reported no cache
            // reads), never unreadable, and still a count the JSON keeps exactly.
            const complete = figure === 'cachedTokens' || this.counts.get(figure) === this.records;
            if (sum === undefined || !complete || this.unknown.has(figure))
                continue;
            if (figure !== 'latencyMs' && figure !== 'cost' && !Number.isSafeInteger(sum))
                continue;
            if (!Number.isFinite(sum))
                continue;
            out[figure] = sum;
        }
        const tokensKnown = TOKEN_KEYS.some((k) => out[k] !== undefined) && !this.tooManyModels;
        if (!tokensKnown) {
            delete out.inputTokens;
            delete out.outputTokens;
            delete out.cachedTokens;
        }
        if (tokensKnown && this.models.size === 1)
            out.model = [...this.models.keys()][0];
        else if (tokensKnown && this.models.size > 1) {
            const byModel = Object.create(null);
            for (const [name, tokens] of this.models)
                byModel[name] = { ...tokens };
            out.byModel = byModel;
        }
        return Object.keys(out).length === 0 ? null : out;
    }
}
/** The bad usage values of a file, by field: how many, and where the first was. */
class UsageReading {
    diagnostics;
    bad = new Map();
    constructor(diagnostics) {
        this.diagnostics = diagnostics;
    }
    /** A value that is not what the field holds: counted under the field, its first place kept. */
    badValue(field, where, why) {
        const seen = this.bad.get(field);
        if (seen !== undefined)
            seen.count += 1;
        else
            this.bad.set(field, { count: 1, where, why });
    }
    /** How many usage values were left out, over every field. */
    get badValues() {
        let n = 0;
        for (const b of this.bad.values())
            n += b.count;
        return n;
    }
    /** A count (tokens, requests): a whole number ≥ 0, else counted as bad and undefined. */
    count(value, field, where) {
        if (value === undefined || value === null)
            return undefined;
        if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0)
            return value;
        this.badValue(field, where, `must be a whole number ≥ 0, is ${shown(value)}`);
        return null;
    }
    /** An amount (cost, seconds, ms): a finite number ≥ 0, else counted as bad and null. */
    amount(value, field, where) {
        if (value === undefined || value === null)
            return undefined;
        if (typeof value === 'number' && Number.isFinite(value) && value >= 0)
            return value;
        this.badValue(field, where, `must be a finite number ≥ 0, is ${shown(value)}`);
        return null;
    }
    /** A model's name as a key of an items line: 1 to MODEL_NAME_MAX characters, else counted and null. */
    modelName(name, field, where) {
        if (name.length > 0 && name.length <= results_usage/* MODEL_NAME_MAX */.J2)
            return name;
        this.badValue(field, where, `a model name must have 1 to ${results_usage/* MODEL_NAME_MAX */.J2} characters, has ${name.length}`);
        return null;
    }
    /** One warning per field with bad values (the first one located), after the file is read. */
    report() {
        for (const [field, { count, where, why }] of this.bad)
            this.diagnostics.add({
                severity: 'warning',
                code: 'bad-usage',
                ...where,
                field,
                message: `${count} usage value(s) of ${field} left out: the first ${why}; the items they belong to have no such figure`,
            });
    }
}
function shown(value) {
    // JSON.stringify gives undefined for what JSON cannot hold (its declared type says string).
    const json = typeof value === 'number' ? undefined : JSON.stringify(value);
    return capText(typeof value === 'number' ? String(value) : (json ?? String(value)), 40);
}
/** A new record usage with nothing in it. */
function emptyRecordUsage() {
    return { models: null, unknown: new Set() };
}
/** Sets a figure of the record from a read value: undefined leaves it absent, null marks it unknown. */
function setFigure(record, figure, value) {
    if (value === null)
        record.unknown.add(figure);
    else if (value !== undefined)
        record[figure] = value;
}
/** Marks every token figure of a record unknown (a model's tokens could not be read). */
function tokensUnknown(record) {
    for (const k of TOKEN_KEYS)
        record.unknown.add(k);
}

;// CONCATENATED MODULE: ./src/benchmarks/imported/usage-readers.ts


/** What a tool says of its own cost: its name as a cost source, and its currency. */
const PROMPTFOO_COST = { costSource: 'promptfoo', costCurrency: 'USD' };
const INSPECT_COST = { costSource: 'inspect', costCurrency: 'USD' };
/**
 * A promptfoo result's usage. `response.tokenUsage` is what the provider reported (`prompt`,
 * `completion`, `cached`, `numRequests`): the result's own `tokenUsage` is promptfoo's tally with
 * zeros for what the provider did not report, so it is not read. `response.cost` is the provider's
 * cost in USD (promptfoo's prices are dollars per token); the result's `cost` is 0 when the
 * provider gave none, so it is not read either. `latencyMs` is promptfoo's measure of the call.
 * A response from promptfoo's own cache (`response.cached`) spent no tokens in this run.
 */
function promptfooUsage(reading, result, model, at) {
    const record = emptyRecordUsage();
    setFigure(record, 'latencyMs', reading.amount(result.latencyMs, 'latencyMs', at('latencyMs', 'latencyMs')));
    const response = isObject(result.response) ? result.response : {};
    setFigure(record, 'cost', reading.amount(response.cost, 'response.cost', at('response.cost', 'response', 'cost')));
    const usage = response.tokenUsage;
    if (usage === undefined || usage === null || response.cached === true)
        return record;
    const field = (key) => `response.tokenUsage.${key}`;
    const where = (key) => at(field(key), 'response', 'tokenUsage', key);
    if (!isObject(usage)) {
        reading.badValue('response.tokenUsage', at('response.tokenUsage', 'response', 'tokenUsage'), 'must be an object');
        tokensUnknown(record);
        return record;
    }
    setFigure(record, 'requests', reading.count(usage.numRequests, field('numRequests'), where('numRequests')));
    const prompt = reading.count(usage.prompt, field('prompt'), where('prompt'));
    const completion = reading.count(usage.completion, field('completion'), where('completion'));
    let cached = reading.count(usage.cached, field('cached'), where('cached'));
    if (typeof cached === 'number' && (prompt === undefined || (typeof prompt === 'number' && cached > prompt))) {
        reading.badValue(field('cached'), where('cached'), `must be at most the prompt tokens, is ${cached}`);
        cached = null;
    }
    if (prompt === null || completion === null || cached === null) {
        tokensUnknown(record);
        return record;
    }
    const tokens = {};
    if (prompt !== undefined)
        tokens.inputTokens = prompt;
    if (completion !== undefined)
        tokens.outputTokens = completion;
    if (cached !== undefined)
        tokens.cachedTokens = cached;
    if (Object.keys(tokens).length === 0)
        return record;
    const name = reading.modelName(model, 'provider', at('provider', 'provider'));
    if (name === null)
        tokensUnknown(record);
    else
        record.models = new Map([[name, tokens]]);
    return record;
}
/**
 * An Inspect sample's usage: `model_usage` (per model: `input_tokens` charged at the full rate,
 * `input_tokens_cache_read` and `_cache_write` beside them, `output_tokens`, and `total_cost` in
 * dollars when Inspect knew the model's prices) and `total_time` (seconds). An item's cost is
 * Inspect's only when every model of the sample has one.
 */
function inspectUsage(reading, sample, at) {
    const record = emptyRecordUsage();
    const seconds = reading.amount(sample.total_time, 'total_time', at('total_time', 'total_time'));
    // Inspect rounds its times to the millisecond: kept to the microsecond, no float noise of ×1000.
    setFigure(record, 'latencyMs', typeof seconds === 'number' ? Math.round(seconds * 1e6) / 1e3 : seconds);
    const usage = sample.model_usage;
    if (usage === undefined || usage === null)
        return record;
    if (!isObject(usage)) {
        reading.badValue('model_usage', at('model_usage', 'model_usage'), 'must be an object of models');
        tokensUnknown(record);
        record.unknown.add('cost');
        return record;
    }
    const models = new Map();
    let cost = 0;
    for (const [model, u] of Object.entries(usage)) {
        const where = (key) => at(`model_usage.${key}`, 'model_usage', model, key);
        const name = reading.modelName(model, 'model_usage', at('model_usage', 'model_usage'));
        if (name === null || !isObject(u)) {
            if (name !== null)
                reading.badValue('model_usage', at('model_usage', 'model_usage', model), "a model's usage must be an object");
            tokensUnknown(record);
            cost = null;
            continue;
        }
        const input = reading.count(u.input_tokens, 'model_usage.input_tokens', where('input_tokens'));
        const output = reading.count(u.output_tokens, 'model_usage.output_tokens', where('output_tokens'));
        const read = reading.count(u.input_tokens_cache_read, 'model_usage.input_tokens_cache_read', where('input_tokens_cache_read'));
        const write = reading.count(u.input_tokens_cache_write, 'model_usage.input_tokens_cache_write', where('input_tokens_cache_write'));
        const modelCost = reading.amount(u.total_cost, 'model_usage.total_cost', where('total_cost'));
        if (cost !== null)
            cost = modelCost === null ? null : modelCost === undefined || cost === undefined ? undefined : cost + modelCost;
        if (input === null || output === null || read === null || write === null) {
            tokensUnknown(record);
            continue;
        }
        const tokens = {};
        if (input !== undefined || read !== undefined || write !== undefined)
            tokens.inputTokens = (input ?? 0) + (read ?? 0) + (write ?? 0);
        if (output !== undefined)
            tokens.outputTokens = output;
        if (read !== undefined)
            tokens.cachedTokens = read;
        models.set(name, tokens);
    }
    if (models.size > 0)
        record.models = models;
    // No model at all: no cost either (an empty model_usage is a sample that asked no model).
    if (models.size > 0 || cost === null)
        setFigure(record, 'cost', cost);
    return record;
}

;// CONCATENATED MODULE: ./src/benchmarks/imported/inspect.ts
// Inspect AI: an eval log, its `.eval` archive (inspect-eval.ts) or its JSON (`--log-format json`,
// `inspect log dump`: the EvalLog with version, status, eval, plan, results, stats, samples,
// reductions). Items are samples by id; epochs are repeats, reduced as Inspect's own reducers did
// (the log's `reductions`: one value per scorer and reducer; else the mean, Inspect's default).
// Scores are read as Inspect's value_to_float reads them: C 1, P 0.5, I and N 0, booleans, numbers.






const LETTERS = new Map([
    ['C', 1],
    ['I', 0],
    ['P', 0.5],
    ['N', 0],
]);
/** Dict scores nested deeper than this are left out (a value is a scorer's key, or a key of a key). */
const MAX_SCORE_DEPTH = 16;
/**
 * Inspect's value_to_float with its default letters; null for what it cannot convert (it warns and
 * uses 0), a text that is not a finite number included (its is_finite_number). A number that is not
 * finite (Python's JSON writes NaN and Infinity) is returned as it is: the caller refuses it.
 */
function inspectFloat(value) {
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (typeof value === 'number')
        return value;
    if (typeof value !== 'string')
        return null;
    const letter = LETTERS.get(value);
    if (letter !== undefined)
        return letter;
    const lower = value.toLowerCase();
    if (lower === 'yes' || lower === 'true')
        return 1;
    if (lower === 'no' || lower === 'false')
        return 0;
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value.trim()))
        return null;
    const x = Number(value);
    return Number.isFinite(x) ? x : null;
}
/** A value that is pass/fail by its type: a C/I/P/N letter or a boolean. */
const isGrade = (value) => typeof value === 'boolean' || (typeof value === 'string' && LETTERS.has(value));
/** One score (a scorer's value, or a key of a dict value) into the table. */
function observe(sink, row, path, score, depth = 1) {
    const { table, seen, excluded } = sink;
    const { value, reason, reduced: reducedValue, suffix } = score;
    const name = path + suffix;
    if (isObject(value)) {
        if (depth >= MAX_SCORE_DEPTH) {
            excluded.set(name, `a dict nested more than ${MAX_SCORE_DEPTH} levels deep`);
            return;
        }
        for (const [key, v] of Object.entries(value))
            observe(sink, row, `${path}/${key}`, { ...score, value: v }, depth + 1);
        return;
    }
    if (Array.isArray(value)) {
        excluded.set(name, 'a list per sample: not one value per item');
        return;
    }
    // A reduced value is a number (the mean of C and I is a fraction): the role is the epochs' own values'.
    if (!reducedValue)
        seen.grades.set(name, (seen.grades.get(name) ?? true) && isGrade(value));
    const x = inspectFloat(value);
    if (x !== null && !Number.isFinite(x)) {
        // Not a measurement: a bad value of this item, left out of the value's mean and counted.
        seen.nonFinite.set(name, (seen.nonFinite.get(name) ?? 0) + 1);
        row.error = true;
        return;
    }
    if (x === null)
        seen.unconvertible.set(name, (seen.unconvertible.get(name) ?? 0) + 1);
    // As Inspect does: a value it cannot convert counts as 0.
    table.observe(row, name, x ?? 0, reason);
}
function reasonOf(score) {
    const text = typeof score.explanation === 'string' && score.explanation.trim() !== ''
        ? score.explanation
        : typeof score.answer === 'string'
            ? `answer ${score.answer}`
            : null;
    return text === null ? null : capText(text);
}
/** " (the message)" of Inspect's error object, or nothing. */
function errorText(error) {
    return isObject(error) && typeof error.message === 'string' ? ` (${capText(error.message, 200)})` : '';
}
/** Why the log is not an Inspect eval log of a finished run, or null. */
function notUsable(log) {
    if (!isObject(log) || !isObject(log.eval))
        return {
            pointer: '',
            field: 'eval',
            message: 'not an Inspect eval log (a .eval file, or the JSON of --log-format json or `inspect log dump`): no "eval" object',
        };
    if (typeof log.status !== 'string')
        return { pointer: '', field: 'status', message: 'not an Inspect eval log: no "status"' };
    if (log.status !== 'success')
        return {
            pointer: '/status',
            field: 'status',
            message: `the eval did not finish: status ${JSON.stringify(capText(log.status, 20))}${errorText(log.error)}`,
        };
    if (!Array.isArray(log.samples))
        return {
            pointer: '',
            field: 'samples',
            message: 'the log holds no samples (written without samples, or dumped --header-only)',
        };
    return null;
}
/**
 * The sample's input, target, output and its scorers' explanations into its item's detail: of the
 * first epoch with a score under 1 (that did not pass), else of the first epoch.
 */
function addDetail(row, sample) {
    const scores = isObject(sample.scores) ? Object.values(sample.scores) : [];
    const failed = scores.some((score) => {
        const x = isObject(score) ? inspectFloat(score.value) : null;
        return x !== null && x < 1;
    });
    const d = detailFor(row, failed);
    if (d === null)
        return;
    const texts = sampleTexts(sample);
    d.add('input', texts.input, 'keep-end').add('target', texts.target).add('output', texts.output);
    if (!isObject(sample.scores))
        return;
    for (const [scorer, score] of Object.entries(sample.scores))
        if (isObject(score) && typeof score.explanation === 'string')
            d.add(`explanation, ${scorer}`, score.explanation);
}
/** One sample of the log: its scores into the table, or the reason it is not scored. */
function readSample(r, sample, i) {
    const at = (field, ...path) => locatedIn(r.json, pointerOf('samples', i, ...path), field);
    if (sample instanceof UnreadableSample || !isObject(sample)) {
        const message = sample instanceof UnreadableSample ? sample.message : 'a sample must be a JSON object';
        r.diagnostics.add({ code: 'bad-record', ...at(null), message });
        r.badRecords += 1;
        return;
    }
    const id = idOf(sample.id);
    if (id === null) {
        r.diagnostics.add({
            code: 'missing-id',
            ...at('id', 'id'),
            message: `no item id: a sample's id must be an integer or a string, is ${capText(JSON.stringify(sample.id ?? null), 40)}`,
        });
        r.badRecords += 1;
        return;
    }
    const epoch = typeof sample.epoch === 'number' ? sample.epoch : 1;
    const key = `${id}\u0000${epoch}`;
    if (r.epochs.has(key)) {
        r.diagnostics.add({
            code: 'duplicate-id',
            ...at('epoch', 'epoch'),
            item: id,
            message: `sample ${id} epoch ${epoch} repeats samples[${r.epochs.get(key)}]: not scored again`,
        });
        r.badRecords += 1;
        return;
    }
    r.epochs.set(key, i);
    if (sample.error !== undefined && sample.error !== null) {
        r.toolErrors += 1;
        const message = isObject(sample.error) && typeof sample.error.message === 'string'
            ? sample.error.message
            : JSON.stringify(sample.error);
        r.diagnostics.add({
            severity: 'warning',
            code: 'tool-error',
            ...at('error', 'error'),
            item: id,
            message: `Inspect could not score this sample (epoch ${epoch}): ${capText(message, 200)}`,
        });
        return;
    }
    const row = r.table.item(id, null);
    row.repeats += 1;
    addDetail(row, sample);
    (row.usage ??= new UsageSum()).add(inspectUsage(r.usage, sample, at));
    if (!isObject(sample.scores))
        return;
    for (const [scorer, score] of Object.entries(sample.scores)) {
        if (!isObject(score))
            continue;
        // Grades decide the role from the epochs' own values; reduced scorers take their values from the reductions.
        const suffixes = r.reduced.get(scorer);
        if (suffixes !== undefined)
            for (const [name, v] of flatGrades(scorer, score.value))
                for (const suffix of suffixes)
                    r.seen.grades.set(name + suffix, (r.seen.grades.get(name + suffix) ?? true) && isGrade(v));
        else
            observe(r, row, scorer, { value: score.value, reason: reasonOf(score), reduced: false, suffix: '' });
    }
}
async function importInspect({ config, ctx, diagnostics }) {
    const file = await oneFile(config.input, 'input', ctx, diagnostics);
    if (file === null)
        return null;
    const json = (await isZipFile(file))
        ? await readEvalLog(file, diagnostics, ctx.signal)
        : await readJsonInput(file, diagnostics);
    if (json === null)
        return null;
    const problem = notUsable(json.value);
    if (problem !== null) {
        diagnostics.add({
            code: 'wrong-format',
            ...locatedIn(json, problem.pointer, problem.field),
            message: problem.message,
        });
        return null;
    }
    const log = json.value;
    const results = isObject(log.results) ? log.results : {};
    const reductions = Array.isArray(log.reductions)
        ? log.reductions
        : Array.isArray(results.sample_reductions)
            ? results.sample_reductions
            : [];
    const reduced = reducedScorers(reductions, results);
    const table = new ItemTable();
    const excluded = new Map();
    const seen = { unconvertible: new Map(), nonFinite: new Map(), grades: new Map() };
    const reading = {
        json,
        diagnostics,
        table,
        seen,
        excluded,
        reduced,
        epochs: new Map(),
        badRecords: 0,
        toolErrors: 0,
        usage: new UsageReading(diagnostics),
    };
    log.samples.forEach((sample, i) => readSample(reading, sample, i));
    reading.usage.report();
    const { badRecords, toolErrors } = reading;
    observeReductions(reductions, reduced, { table, seen, excluded }, { json, diagnostics });
    const roles = new Map();
    for (const [name, grades] of seen.grades)
        if (grades)
            roles.set(name, 'check');
    const reported = reportedOf(results, table, reduced);
    const info = infoOf(log.eval);
    const records = log.samples.length;
    return {
        table,
        records,
        badRecords,
        toolErrors,
        inputs: [await (0,results_inputs/* describeInput */.eG)('output', file, records)],
        reported,
        roles,
        lowerIsBetter: new Set(),
        excluded,
        info,
        usage: {
            source: INSPECT_COST,
            badValues: reading.usage.badValues,
            noneWhy: "the Inspect log's samples carry no model_usage or total_time",
        },
    };
}
/** The reductions' values per sample into the table (a sample the log does not have is left out). */
function observeReductions(reductions, reduced, sink, { json, diagnostics }) {
    const { table, seen } = sink;
    reductions.forEach((reduction, r) => {
        if (!isObject(reduction) || typeof reduction.scorer !== 'string' || !Array.isArray(reduction.samples))
            return;
        reduction.samples.forEach((s, k) => {
            const id = isObject(s) ? idOf(s.sample_id) : null;
            if (id === null || !table.has(id)) {
                if (id === null)
                    diagnostics.add({
                        severity: 'warning',
                        code: 'missing-id',
                        ...locatedIn(json, pointerOf('reductions', r, 'samples', k, 'sample_id'), 'sample_id'),
                        message: 'a reduced score without a sample id: left out',
                    });
                return;
            }
            const score = s;
            const scorer = reduction.scorer;
            observe(sink, table.item(id, null), scorer, {
                value: score.value,
                reason: reasonOf(score),
                reduced: true,
                suffix: reducerSuffix(reduced, scorer, reduction.reducer),
            });
        });
    });
    for (const [name, n] of seen.unconvertible)
        diagnostics.add({
            severity: 'warning',
            code: 'unconvertible',
            file: json.shown,
            field: name,
            message: `${n} value(s) of ${name} are not a grade or a number: counted as 0, as Inspect does`,
        });
    for (const [name, n] of seen.nonFinite)
        diagnostics.add({
            severity: 'warning',
            code: 'non-finite',
            file: json.shown,
            field: name,
            message: `${n} value(s) of ${name} are not finite numbers (NaN, Infinity): bad values, left out of ${name} and counted as errors`,
        });
}
/**
 * The scorers whose values come from the reductions (epochs reduced to one value per sample), each
 * with its names' suffixes: none for a scorer with one reducer, `[reducer]` for each of several
 * (`match[mean]`, `match[at_least_2]`, as Inspect shows them), so that each reduction is its own value.
 */
function reducedScorers(reductions, results) {
    const reducers = new Map();
    const add = (scorer, reducer) => {
        if (typeof scorer !== 'string')
            return;
        const set = reducers.get(scorer) ?? new Set();
        if (typeof reducer === 'string')
            set.add(reducer);
        reducers.set(scorer, set);
    };
    for (const r of reductions.filter(isObject))
        add(r.scorer, r.reducer);
    const fromReductions = new Set(reducers.keys());
    // results.scores names each reducer too (a dict scorer's keys under their scorer).
    for (const s of Array.isArray(results.scores) ? results.scores.filter(isObject) : [])
        if (fromReductions.has(s.scorer))
            add(s.scorer, s.reducer);
    const suffixes = new Map();
    for (const [scorer, set] of reducers)
        suffixes.set(scorer, set.size > 1 ? [...set].map((r) => `[${r}]`) : ['']);
    return suffixes;
}
/** The suffix of a reduction's names: `[reducer]` when its scorer has several, else none. */
function reducerSuffix(reduced, scorer, reducer) {
    const suffixes = reduced.get(scorer) ?? [''];
    return suffixes.length > 1 && typeof reducer === 'string' ? `[${reducer}]` : '';
}
/**
 * The log's own aggregates, one per scorer, reducer and metric; accuracy and mean are recomputed
 * from the items, the rest only shown. A dict scorer's metrics are named by its key (`correct`,
 * scorer `graded`): ours is `graded/correct`.
 */
function reportedOf(results, table, reduced) {
    const reported = [];
    const names = new Set(table.nameStats().map((s) => s.name));
    for (const score of Array.isArray(results.scores) ? results.scores : []) {
        if (!isObject(score) || typeof score.name !== 'string' || !isObject(score.metrics))
            continue;
        const scorer = typeof score.scorer === 'string' ? score.scorer : score.name;
        const suffix = reducerSuffix(reduced, scorer, score.reducer);
        const own = scorer === score.name ? score.name : `${scorer}/${score.name}`;
        const name = [own + suffix, score.name + suffix].find((n) => names.has(n)) ?? null;
        for (const [metric, m] of Object.entries(score.metrics)) {
            if (!isObject(m) || typeof m.value !== 'number' || !Number.isFinite(m.value))
                continue;
            // accuracy and mean are the mean of the reduced values per sample: recomputed from the items.
            const ours = (metric === 'accuracy' || metric === 'mean') && name !== null ? { name } : null;
            reported.push({ label: `${name ?? score.name + suffix} ${metric}`, reported: m.value, ours });
        }
    }
    return reported;
}
/** Task, model, epochs, reducer and version of the eval spec, capped for display. */
function infoOf(spec) {
    const info = {};
    if (typeof spec.task === 'string')
        info.task = capText(spec.task, 80);
    if (typeof spec.model === 'string')
        info.model = capText(spec.model, 120);
    const evalConfig = isObject(spec.config) ? spec.config : {};
    if (typeof evalConfig.epochs === 'number' && Number.isFinite(evalConfig.epochs))
        info.epochs = evalConfig.epochs;
    if (Array.isArray(evalConfig.epochs_reducer))
        info.reducer = capText(evalConfig.epochs_reducer.filter((x) => typeof x === 'string').join(', '), 60);
    if (isObject(spec.packages) && typeof spec.packages.inspect_ai === 'string')
        info.version = `inspect_ai ${capText(spec.packages.inspect_ai, 40)}`;
    return info;
}
/** The scorer's value as names and values (a dict value: one per key), for the grade check. */
function flatGrades(name, value, depth = 1) {
    if (!isObject(value))
        return [[name, value]];
    // Deeper dicts are left out by observe(); their grades do not matter.
    if (depth >= MAX_SCORE_DEPTH)
        return [];
    return Object.entries(value).flatMap(([k, v]) => flatGrades(`${name}/${k}`, v, depth + 1));
}

// EXTERNAL MODULE: ./src/core/lines.ts
var lines = __webpack_require__(39532);
// EXTERNAL MODULE: ./src/core/logger.ts
var logger = __webpack_require__(11227);
;// CONCATENATED MODULE: ./src/benchmarks/imported/lm-eval.ts
// lm-evaluation-harness: the per-task samples_<task>_<date>.jsonl of `--log_samples` (one line per
// document and filter: doc_id, doc, target, arguments, resps, filtered_resps, filter, metrics,
// doc_hash, prompt_hash, target_hash and one field per metric), and optionally its
// results_<date>.json for the aggregates lm-eval reported (evaluator.py, evaluation_tracker.py).








/** lm-eval's file name: samples_<task>_<date id>, the date id being datetime.now().isoformat() with - for :. */
const SAMPLES_NAME = /^samples_(.+)_(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?)\.jsonl$/;
/**
 * Longest samples line read: a document with its prompt, few-shot context and answers is
 * kilobytes, a long-context one a few megabytes. A longer line is a bad record, never held whole.
 */
const SAMPLE_LINE_MAX_CHARS = 16 << 20;
/** Keys of a task's results entry that are not `metric,filter` values. */
const NOT_METRICS = new Set(['alias', 'name', 'sample_len', 'sample_count', 'samples']);
/** The per-item name of a metric under a filter: the metric alone under lm-eval's default filter `none`. */
function lmEvalName(metric, filter) {
    return filter === 'none' ? metric : `${metric},${filter}`;
}
/** Why a line is not an lm-eval sample, or null. */
function notASample(sample) {
    if (!Array.isArray(sample.metrics) || !sample.metrics.every((m) => typeof m === 'string'))
        return { field: 'metrics', message: 'must be the list of metric names of the sample' };
    if (typeof sample.filter !== 'string')
        return { field: 'filter', message: 'must be the name of the filter applied (e.g. "none")' };
    return null;
}
/** What the model answered against the target, for the reason of a failing item. */
function answerOf(sample) {
    const target = capText(typeof sample.target === 'string' ? sample.target : JSON.stringify(sample.target ?? null), 100);
    const resps = sample.filtered_resps;
    if (!Array.isArray(resps) || resps.length === 0)
        return `target ${target}`;
    if (resps.every((r) => typeof r === 'string'))
        return `target ${target}; answer ${capText(resps[0], 160)}`;
    // Multiple choice: one [loglikelihood, is_greedy] per choice (as text: lm-eval writes every leaf
    // with str()); the model's pick is the most likely.
    const lls = resps.map((r) => Number(Array.isArray(r) ? r[0] : r));
    if (lls.some((ll) => !Number.isFinite(ll)))
        return `target ${target}`;
    const best = argmax(lls);
    // acc_norm's pick: loglikelihood per character of the choice (the continuation of each request).
    const args = isObject(sample.arguments) ? Object.values(sample.arguments) : [];
    const lengths = args.map((a) => (isObject(a) && typeof a.arg_1 === 'string' ? a.arg_1.trim().length : 0));
    const perChar = lengths.length === lls.length && lengths.every((n) => n > 0) ? argmax(lls.map((ll, i) => ll / lengths[i])) : best;
    return `target ${target}; most likely choice ${best}${perChar === best ? '' : `, per character ${perChar}`}`;
}
/** One string, or a list of one string, as that string; anything else as it is. */
const single = (v) => (Array.isArray(v) && v.length === 1 ? single(v[0]) : v);
/**
 * The sample's input, choices, target and responses into its item's detail (the first line of a
 * document gives the shared ones; each filter adds its filtered response).
 */
function lm_eval_addDetail(row, sample) {
    const d = row.detail;
    const args = isObject(sample.arguments) ? Object.values(sample.arguments) : [];
    const first = args[0];
    // The prompt's end is kept: few-shot examples come first, the question last.
    if (isObject(first) && typeof first.arg_0 === 'string')
        d.add('input', first.arg_0, 'keep-end');
    if (args.length > 1 && args.every((a) => isObject(a) && typeof a.arg_1 === 'string'))
        d.add('choices', args.map((a) => a.arg_1));
    d.add('target', sample.target);
    d.add('response', single(sample.resps));
    const filter = sample.filter;
    d.add(filter === 'none' ? 'filtered response' : `filtered response, ${filter}`, single(sample.filtered_resps));
}
function argmax(values) {
    let best = 0;
    values.forEach((v, i) => {
        if (v > values[best])
            best = i;
    });
    return best;
}
/** The sample's metric values into its item: numbers and booleans observed, the others said. */
function observeMetrics(sample, { row, id, line, reason }, state) {
    const at = { file: state.shown, line };
    const filter = sample.filter;
    for (const metric of sample.metrics) {
        const name = lmEvalName(metric, filter);
        // Own keys only: a metric named `constructor` or `__proto__` is the sample's value or missing.
        const value = Object.hasOwn(sample, metric) ? sample[metric] : undefined;
        if (metric === 'bypass')
            state.excluded.set(name, 'lm-eval ran with --predict_only: no metric was computed');
        else if (typeof value === 'boolean')
            state.table.observe(row, name, value ? 1 : 0, reason);
        else if (typeof value === 'number' && Number.isFinite(value))
            state.table.observe(row, name, value, reason);
        else if (typeof value === 'number' || value === null) {
            // NaN, ±Infinity (1e309 reads as Infinity), None: a bad value of this item, left out of the mean.
            state.diagnostics.add({
                severity: 'warning',
                code: 'bad-value',
                ...at,
                field: metric,
                item: id,
                message: `${name} is ${value === null ? 'null' : String(value)}, not a finite number: left out of its mean`,
            });
            row.error = true;
        }
        else if (value === undefined) {
            state.diagnostics.add({
                code: 'missing-value',
                ...at,
                field: metric,
                item: id,
                message: `listed in metrics but the sample has no ${metric}`,
            });
            row.error = true;
        }
        else
            state.excluded.set(name, 'not a number per item: lm-eval aggregates it over the whole task (f1, bleu, …)');
    }
}
/** One line of a samples file into the table; false when the file is not a samples file at all. */
function lm_eval_readSample(read, line, state) {
    const text = typeof read === 'string' ? read : '';
    if (typeof read === 'string' && text.trim() === '')
        return true;
    state.records += 1;
    const at = { file: state.shown, line };
    const parsed = typeof read === 'string'
        ? parsePythonJson(text)
        : {
            ok: false,
            message: `a line of ${read.chars} characters, more than the ${SAMPLE_LINE_MAX_CHARS} read: not read`,
        };
    const why = !parsed.ok ? (parsed.message ?? 'not JSON') : !isObject(parsed.value) ? 'not a JSON object' : null;
    const shape = why === null ? notASample(parsed.ok ? parsed.value : {}) : null;
    if (why !== null || shape !== null) {
        const strict = why === 'not JSON' ? (0,json_positions/* parseJsonWithPositions */.e)(text) : null;
        const column = strict !== null && !strict.ok ? strict.position.column : null;
        const message = why === 'not JSON' && strict !== null && !strict.ok ? `not JSON: ${strict.message}` : (why ?? shape.message);
        if (state.first) {
            // The first record decides whether this is the format the config claims at all.
            state.diagnostics.add({
                code: 'wrong-format',
                ...at,
                column,
                field: shape?.field ?? null,
                message: `not an lm-eval samples file (samples_<task>_<date>.jsonl of --log_samples): ${message}`,
            });
            return false;
        }
        state.diagnostics.add({ code: 'bad-record', ...at, column, field: shape?.field ?? null, message });
        state.badRecords += 1;
        return true;
    }
    state.first = false;
    const sample = parsed.value;
    const id = idOf(sample.doc_id);
    if (id === null) {
        state.diagnostics.add({
            code: 'missing-id',
            ...at,
            field: 'doc_id',
            message: `no item id: doc_id must be an integer or a string, is ${capText(JSON.stringify(sample.doc_id ?? null), 40)}`,
        });
        state.badRecords += 1;
        return true;
    }
    const filter = sample.filter;
    const key = `${id}\u0000${filter}`;
    const before = state.seen.get(key);
    if (before !== undefined) {
        state.diagnostics.add({
            code: 'duplicate-id',
            ...at,
            field: 'doc_id',
            item: id,
            message: `doc_id ${id} with filter ${JSON.stringify(filter)} repeats line ${before}: not scored again`,
        });
        state.badRecords += 1;
        return true;
    }
    state.seen.set(key, line);
    const row = state.table.item(id, line);
    row.repeats = 1;
    lm_eval_addDetail(row, sample);
    observeMetrics(sample, { row, id, line, reason: answerOf(sample) }, state);
    return true;
}
async function importLmEval({ config, ctx, diagnostics }) {
    const file = await oneFile(config.input, 'input', ctx, diagnostics);
    if (file === null)
        return null;
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const state = {
        shown,
        diagnostics,
        table: new ItemTable(),
        excluded: new Map(),
        seen: new Map(),
        records: 0,
        badRecords: 0,
        first: true,
    };
    const { table, excluded } = state;
    let line = 0;
    // Long samples files (tens of thousands of documents with their prompts) take seconds.
    const ticker = (0,logger/* progressOf */.jA)(ctx.log).start(config.id, null, 'lines');
    try {
        for await (const text of (0,lines/* readBoundedLines */.$)(file, SAMPLE_LINE_MAX_CHARS)) {
            line += 1;
            ticker.tick();
            // The lines come a chunk at a time, each chunk a turn of the event loop: a signal is seen here.
            if (ctx.signal.aborted) {
                diagnostics.add({
                    code: 'stopped',
                    file: shown,
                    message: `the read was stopped at line ${line} (${String(ctx.signal.reason)})`,
                });
                return null;
            }
            if (!lm_eval_readSample(text, line, state))
                return null;
        }
    }
    catch (error) {
        diagnostics.add((0,json_read/* ioDiagnostic */.Ov)(file, error));
        return null;
    }
    finally {
        ticker.done();
    }
    if (state.first) {
        diagnostics.add({ code: 'empty-file', file: shown, message: 'the samples file has no records' });
        return null;
    }
    const { records, badRecords } = state;
    const inputs = [await (0,results_inputs/* describeInput */.eG)('output', file, records)];
    const imported = {
        table,
        records,
        badRecords,
        toolErrors: 0,
        inputs,
        reported: [],
        roles: new Map(),
        lowerIsBetter: new Set(),
        excluded,
        info: {},
        // lm-eval's samples hold the model's outputs and the metrics, never what the calls cost.
        usage: { unavailable: 'lm-evaluation-harness sample files carry no token usage' },
    };
    const task = typeof config.task === 'string' ? config.task : (SAMPLES_NAME.exec(external_node_path_default().basename(file))?.[1] ?? null);
    if (task !== null)
        imported.info.task = task;
    if (config.results === undefined)
        return imported;
    return (await readResults(config.results, task, imported, { config, ctx, diagnostics })) ? imported : null;
}
/** The task's reported aggregates (`metric,filter` keys), matched to ours where lm-eval averages per item. */
function readReported(doc, task, entry, imported) {
    const taskConfig = ownIn(doc.configs, task);
    const configs = isObject(taskConfig) ? taskConfig : {};
    const aggregation = new Map();
    for (const m of Array.isArray(configs.metric_list) ? configs.metric_list : []) {
        if (isObject(m) && typeof m.metric === 'string' && typeof m.aggregation === 'string')
            aggregation.set(m.metric, m.aggregation);
    }
    const reported = [];
    for (const [key, value] of Object.entries(entry)) {
        const comma = key.lastIndexOf(',');
        if (NOT_METRICS.has(key) || comma < 0 || typeof value !== 'number' || !Number.isFinite(value))
            continue;
        const metric = key.slice(0, comma);
        if (metric.endsWith('_stderr'))
            continue;
        const perItem = lmEvalName(metric, key.slice(comma + 1));
        const agg = aggregation.get(metric);
        if (agg !== undefined && agg !== 'mean')
            imported.excluded.set(perItem, `lm-eval aggregates it as ${capText(agg, 40)} over the task, not as a mean of per-item values`);
        const ours = (agg === undefined || agg === 'mean') && imported.table.nameStats().some((s) => s.name === perItem)
            ? { name: perItem }
            : null;
        reported.push({ label: perItem, reported: value, ours });
    }
    imported.reported = reported;
}
/** The model, lm-eval's version and the shots, for the report. */
function resultsInfo(doc, task, imported) {
    const cfg = isObject(doc.config) ? doc.config : {};
    const model = typeof doc.model_name === 'string'
        ? doc.model_name
        : typeof cfg.model_args === 'string'
            ? cfg.model_args
            : typeof cfg.model === 'string'
                ? cfg.model
                : null;
    if (model !== null)
        imported.info.model = capText(model, 120);
    if (typeof doc.lm_eval_version === 'string')
        imported.info.version = `lm-eval ${capText(doc.lm_eval_version, 40)}`;
    const shots = ownIn(doc['n-shot'], task);
    if (typeof shots === 'number' && Number.isFinite(shots))
        imported.info.shots = shots;
}
/** The task's aggregates, higher_is_better and aggregations from results_<date>.json; false when the file cannot be used. */
async function readResults(name, task, imported, { ctx, diagnostics }) {
    const file = await oneFile(name, 'results', ctx, diagnostics);
    if (file === null)
        return false;
    const json = await readJsonInput(file, diagnostics);
    if (json === null)
        return false;
    const doc = json.value;
    if (!isObject(doc) || !isObject(doc.results)) {
        diagnostics.add({
            code: 'wrong-format',
            ...locatedIn(json, '', 'results'),
            message: 'not an lm-eval results file (results_<date>.json): no "results" object',
        });
        return false;
    }
    if (task === null) {
        diagnostics.add({
            code: 'usage',
            field: 'task',
            message: `cannot tell the task from the samples file name ${JSON.stringify(external_node_path_default().basename(imported.inputs[0].path))}: set "task" (in ${json.shown})`,
        });
        return false;
    }
    const entry = ownIn(doc.results, task);
    if (!isObject(entry)) {
        const has = Object.keys(doc.results).slice(0, 8).join(', ');
        diagnostics.add({
            code: 'missing-task',
            ...locatedIn(json, '/results', task),
            message: `task ${JSON.stringify(task)} is not in the results file (it has: ${has || 'none'})`,
        });
        return false;
    }
    readReported(doc, task, entry, imported);
    const better = ownIn(doc.higher_is_better, task);
    for (const { name } of imported.table.nameStats()) {
        const metric = name.split(',')[0];
        if (ownIn(better, metric) === false)
            imported.lowerIsBetter.add(name);
    }
    const samples = ownIn(ownIn(doc['n-samples'], task), 'effective');
    if (typeof samples === 'number' && samples !== imported.table.size) {
        diagnostics.add({
            severity: 'warning',
            code: 'reported-mismatch',
            ...locatedIn(json, pointerOf('n-samples', task, 'effective'), 'effective'),
            message: `lm-eval evaluated ${samples} documents of ${task}; the samples file has ${imported.table.size}`,
        });
    }
    resultsInfo(doc, task, imported);
    imported.inputs.push(await (0,results_inputs/* describeInput */.eG)('output', file, null));
    return true;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(70457);
;// CONCATENATED MODULE: ./src/benchmarks/imported/promptfoo.ts
// promptfoo: the JSON of `promptfoo eval -o results.json` (and `promptfoo export eval ID`, the same
// document: {evalId, results: {version, timestamp, prompts, results: [EvaluateResult], stats},
// config, shareableUrl, metadata}), or `-o results.jsonl` (one EvaluateResult per line, no stats).
// One item per test case, prompt and provider; `--repeat N` writes N results of one item.
// `success` is promptfoo's own verdict of a result: the suite's round and, counted over the results
// as promptfoo counts them, its finalScore. Each assertion of gradingResult.componentResults is a
// check that only the tests carrying it have: a rate over those, never a round of every item.
// A result that failed for another reason than an assertion (failureReason 2: the provider or the
// grading errored) is the tool's error, not the model's: promptfoo counts it in `stats.errors`.










/** promptfoo's ResultFailureReason.ERROR: the result failed for another reason than an assertion. */
const FAILURE_ERROR = 2;
/** Longest label kept whole in an item id; longer ones are cut and keep a hash of the whole. */
const LABEL_MAX = 48;
/** Longest line of a `.jsonl` output read (a result holds its prompt, output and grading). */
const RESULT_LINE_MAX_CHARS = 16 << 20;
/** The score promptfoo gives each named metric of a result (`namedScores`), as a value name. */
const namedScoreName = (metric) => `namedScores.${metric}`;
const hash8 = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 8);
/** A label for an id: on one line, at most LABEL_MAX characters (a longer one cut, with a hash of the whole). */
function label(text) {
    const one = text.replace(/\s+/g, ' ').trim();
    return one.length <= LABEL_MAX ? one : `${one.slice(0, LABEL_MAX - 10)}… ${hash8(text)}`;
}
/** The parts of a result's id, or why it has none. */
function rowOf(result, line, at) {
    const testCase = isObject(result.testCase) ? result.testCase : {};
    const description = typeof testCase.description === 'string' && testCase.description.trim() !== ''
        ? testCase.description
        : typeof result.description === 'string' && result.description.trim() !== ''
            ? result.description
            : null;
    const vars = isObject(testCase.vars) ? testCase.vars : isObject(result.vars) ? result.vars : null;
    const provider = isObject(result.provider) ? result.provider : {};
    const providerName = typeof provider.label === 'string' && provider.label !== ''
        ? provider.label
        : typeof provider.id === 'string' && provider.id !== ''
            ? provider.id
            : null;
    if (description === null && vars === null)
        return 'no item id: the test case has neither a description nor vars';
    if (providerName === null)
        return 'no item id: the result names no provider (provider.label or provider.id)';
    const prompt = isObject(result.prompt) ? result.prompt : {};
    const promptName = typeof prompt.label === 'string' && prompt.label !== ''
        ? prompt.label
        : typeof prompt.raw === 'string'
            ? prompt.raw
            : `prompt ${typeof result.promptIdx === 'number' ? result.promptIdx : '?'}`;
    const varsHash = hash8((0,canonical/* canonicalJson */.d)(vars ?? {}));
    return {
        test: description !== null ? label(description) : `vars ${varsHash}`,
        varsHash,
        provider: label(providerName),
        prompt: label(promptName),
        result,
        line,
        at,
    };
}
/**
 * Item ids: `test · provider · prompt`. Two results with the same id and the same vars are
 * repeats (`repeat: N`); with different vars (one description for several tests), each gets the
 * hash of its vars appended.
 */
function itemIds(rows) {
    const base = (r) => `${r.test} · ${r.provider} · ${r.prompt}`;
    const hashes = new Map();
    for (const r of rows)
        hashes.set(base(r), (hashes.get(base(r)) ?? new Set()).add(r.varsHash));
    return new Map(rows.map((r) => [
        r,
        hashes.get(base(r)).size > 1 && !r.test.startsWith('vars ')
            ? `${r.test} #${r.varsHash} · ${r.provider} · ${r.prompt}`
            : base(r),
    ]));
}
/** A result's numeric value, or null with a located warning (a bad value of that item, counted in `errors`). */
function finiteOr(g, row, id, { value, field, at }) {
    if (typeof value === 'number' && Number.isFinite(value))
        return value;
    g.diagnostics.add({
        severity: 'warning',
        code: 'bad-value',
        ...row.at(field, ...at),
        item: id,
        message: `${field} must be a finite number, is ${capText(typeof value === 'number' ? String(value) : JSON.stringify(value ?? null), 40)}: left out`,
    });
    return null;
}
/** What the test expects, in promptfoo's terms: each assertion's type and value (`icontains: paris`). */
function expectedOf(testCase) {
    if (!Array.isArray(testCase.assert))
        return undefined;
    const lines = testCase.assert
        .filter(isObject)
        .map((a) => `${String(a.type)}${a.value === undefined ? '' : `: ${typeof a.value === 'string' ? a.value : JSON.stringify(a.value)}`}`);
    return lines.length === 0 ? undefined : lines.join('\n');
}
/** The result's prompt, vars, expectations, output and grading reason into its item's detail (the first failed repeat's, else the first's). */
function promptfoo_addDetail(item, result, grading) {
    const d = detailFor(item, result.success !== true);
    if (d === null)
        return;
    const prompt = isObject(result.prompt) ? result.prompt : {};
    const testCase = isObject(result.testCase) ? result.testCase : {};
    const vars = isObject(testCase.vars) ? testCase.vars : isObject(result.vars) ? result.vars : undefined;
    const response = isObject(result.response) ? result.response : {};
    d.add('prompt', prompt.raw, 'keep-end')
        .add('vars', vars)
        .add('expected', expectedOf(testCase))
        .add('output', response.output)
        .add('grading', grading?.reason);
}
/** One result (a row with its item id) into the table: success, each assertion as a check, the scores. */
function observeResult(g, row, id) {
    const { table, roles } = g;
    const { result } = row;
    const item = table.item(id, row.line);
    item.repeats += 1;
    // Every record of the item is added, with usage or without: a figure some record lacks is unknown.
    const provider = isObject(result.provider) ? result.provider : {};
    const model = typeof provider.id === 'string' && provider.id !== '' ? provider.id : row.provider;
    (item.usage ??= new UsageSum()).add(promptfooUsage(g.usage, result, model, (field, ...at) => row.at(field, ...at)));
    const grading = isObject(result.gradingResult) ? result.gradingResult : null;
    const overall = typeof grading?.reason === 'string' ? grading.reason : typeof result.error === 'string' ? result.error : null;
    promptfoo_addDetail(item, result, grading);
    table.observe(item, 'success', result.success ? 1 : 0, overall === null ? null : capText(overall));
    const names = new Map();
    const components = Array.isArray(grading?.componentResults) ? grading.componentResults : [];
    components.forEach((c, k) => {
        if (!isObject(c) || typeof c.pass !== 'boolean')
            return;
        const assertion = isObject(c.assertion) ? c.assertion : {};
        const named = typeof assertion.metric === 'string' && assertion.metric !== ''
            ? assertion.metric
            : typeof assertion.type === 'string'
                ? assertion.type
                : `assertion ${k + 1}`;
        const n = (names.get(named) ?? 0) + 1;
        names.set(named, n);
        const name = n === 1 ? named : `${named}#${n}`;
        roles.set(name, 'check');
        table.observe(item, name, c.pass ? 1 : 0, typeof c.reason === 'string' ? capText(c.reason) : null);
    });
    if (result.score !== undefined && result.score !== null) {
        const score = finiteOr(g, row, id, { value: result.score, field: 'score', at: ['score'] });
        if (score === null)
            item.error = true;
        else
            table.observe(item, 'score', score);
    }
    const named = isObject(result.namedScores) ? result.namedScores : {};
    for (const [metric, value] of Object.entries(named)) {
        const name = namedScoreName(metric);
        const score = finiteOr(g, row, id, { value, field: name, at: ['namedScores', metric] });
        if (score === null) {
            item.error = true;
            continue;
        }
        roles.set(name, 'score');
        table.observe(item, name, score);
    }
}
/** The sum of a count over promptfoo's prompts (each prompt × provider), or null when one lacks it. */
function promptsSum(summary, key) {
    const prompts = Array.isArray(summary.prompts) ? summary.prompts : [];
    let sum = 0;
    for (const p of prompts) {
        const value = isObject(p) && isObject(p.metrics) ? p.metrics[key] : undefined;
        if (typeof value !== 'number' || !Number.isFinite(value))
            return null;
        sum += value;
    }
    return prompts.length > 0 && Number.isFinite(sum) ? sum : null;
}
/** promptfoo's own counts beside ours: its stats (successes, failures, errors) and the assertions that passed and failed. */
function promptfoo_reportedOf(summary, ours) {
    if (summary === null)
        return [];
    const reported = [];
    const stats = isObject(summary.stats) ? summary.stats : {};
    for (const key of ['successes', 'failures', 'errors']) {
        const value = stats[key];
        if (typeof value === 'number' && Number.isFinite(value))
            reported.push({ label: key, reported: value, ours: { value: ours[key] } });
    }
    const assertions = [
        ['assertions passed', 'assertPassCount'],
        ['assertions failed', 'assertFailCount'],
    ];
    for (const [label, key] of assertions) {
        const value = promptsSum(summary, key);
        if (value !== null)
            reported.push({ label, reported: value, ours: { value: ours[key] } });
    }
    return reported;
}
/** Version, description and results format of the document, capped for display. */
function promptfoo_infoOf(doc, summary) {
    const info = {};
    const metadata = isObject(doc) && isObject(doc.metadata) ? doc.metadata : {};
    if (typeof metadata.promptfooVersion === 'string')
        info.version = `promptfoo ${capText(metadata.promptfooVersion, 40)}`;
    const cfg = isObject(doc) && isObject(doc.config) ? doc.config : {};
    if (typeof cfg.description === 'string')
        info.task = capText(cfg.description, 80);
    if (summary !== null && typeof summary.version === 'number')
        info.format = `results version ${summary.version}`;
    return info;
}
/**
 * Whether the file is `-o results.jsonl`: named so, or its first line is one whole result (a
 * results.json, pretty-printed or not, starts with the document, which has no `success`).
 */
async function isJsonl(file) {
    if (external_node_path_default().extname(file).toLowerCase() === '.jsonl')
        return true;
    for await (const line of (0,lines/* readBoundedLines */.$)(file, RESULT_LINE_MAX_CHARS)) {
        if (typeof line !== 'string')
            return false;
        if (line.trim() === '')
            continue;
        const parsed = parsePythonJson(line);
        return parsed.ok && isObject(parsed.value) && 'success' in parsed.value && 'testCase' in parsed.value;
    }
    return false;
}
async function readJsonl(file, diagnostics, signal) {
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const results = [];
    let badLines = 0;
    let line = 0;
    try {
        for await (const text of (0,lines/* readBoundedLines */.$)(file, RESULT_LINE_MAX_CHARS)) {
            line += 1;
            // The lines come a chunk at a time, each chunk a turn of the event loop: a signal is seen here.
            if (signal.aborted) {
                diagnostics.add({
                    code: 'stopped',
                    file: shown,
                    message: `the read was stopped at line ${line} (${String(signal.reason)})`,
                });
                return null;
            }
            const at = (field) => ({ file: shown, line, field });
            const bad = (message) => {
                diagnostics.add({ code: 'bad-record', ...at(null), message });
                badLines += 1;
            };
            if (typeof text !== 'string') {
                bad(`a line of ${text.chars} characters, more than the ${RESULT_LINE_MAX_CHARS} read: not read`);
                continue;
            }
            if (text.trim() === '')
                continue;
            const parsed = parsePythonJson(text);
            if (!parsed.ok)
                bad(parsed.message ?? 'not JSON');
            else
                results.push({ value: parsed.value, line, at });
        }
    }
    catch (error) {
        diagnostics.add((0,json_read/* ioDiagnostic */.Ov)(file, error));
        return null;
    }
    if (results.length === 0 && badLines === 0) {
        diagnostics.add({ code: 'empty-file', file: shown, message: 'the results file has no results' });
        return null;
    }
    return { results, summary: null, doc: null, badLines };
}
async function readJson(file, diagnostics) {
    const json = await readJsonInput(file, diagnostics);
    if (json === null)
        return null;
    const doc = json.value;
    const summary = isObject(doc) && isObject(doc.results) ? doc.results : null;
    if (summary === null || !Array.isArray(summary.results)) {
        diagnostics.add({
            code: 'wrong-format',
            ...locatedIn(json, summary === null ? '' : '/results', 'results'),
            message: 'not promptfoo results (`promptfoo eval -o results.json` or `-o results.jsonl`): no "results.results" list',
        });
        return null;
    }
    const results = summary.results.map((value, i) => {
        const at = (field, ...path) => locatedIn(json, pointerOf('results', 'results', i, ...path), field);
        return { value, line: null, at };
    });
    return { results, summary, doc, badLines: 0 };
}
/** Why promptfoo could not measure a result, in its own terms: the provider call or the grading failed. */
function toolErrorMessage(result) {
    const error = capText(typeof result.error === 'string' ? result.error : 'no message', 200);
    const response = isObject(result.response) ? result.response : null;
    const answered = response?.output !== undefined && response.output !== null && !response.error;
    return answered
        ? `promptfoo's grading of this answer failed (an error, not the model's answer; promptfoo counts it in its errors): ${error}`
        : `provider error: the provider gave no answer (promptfoo counts it in its errors, not as a failed test): ${error}`;
}
async function importPromptfoo({ config, ctx, diagnostics }) {
    const file = await oneFile(config.input, 'input', ctx, diagnostics);
    if (file === null)
        return null;
    const source = (await isJsonl(file))
        ? await readJsonl(file, diagnostics, ctx.signal)
        : await readJson(file, diagnostics);
    if (source === null)
        return null;
    const g = {
        table: new ItemTable(),
        roles: new Map([
            ['success', 'check'],
            ['score', 'score'],
        ]),
        diagnostics,
        usage: new UsageReading(diagnostics),
    };
    const rows = [];
    let badRecords = source.badLines;
    let toolErrors = 0;
    const counted = { successes: 0, failures: 0, assertPassCount: 0, assertFailCount: 0 };
    for (const { value: result, line, at } of source.results) {
        if (!isObject(result)) {
            diagnostics.add({ code: 'bad-record', ...at(null), message: 'a result must be a JSON object' });
            badRecords += 1;
            continue;
        }
        const row = rowOf(result, line, at);
        if (typeof row === 'string') {
            diagnostics.add({ code: 'missing-id', ...at('testCase', 'testCase'), message: row });
            badRecords += 1;
            continue;
        }
        if (result.failureReason === FAILURE_ERROR) {
            toolErrors += 1;
            diagnostics.add({
                severity: 'warning',
                code: 'tool-error',
                ...at('error', 'error'),
                message: toolErrorMessage(result),
            });
            continue;
        }
        if (typeof result.success !== 'boolean') {
            diagnostics.add({
                code: 'bad-value',
                ...at('success', 'success'),
                message: `success must be true or false, is ${capText(JSON.stringify(result.success ?? null), 40)}`,
            });
            badRecords += 1;
            continue;
        }
        counted[result.success ? 'successes' : 'failures'] += 1;
        const grading = isObject(result.gradingResult) ? result.gradingResult : {};
        for (const c of Array.isArray(grading.componentResults) ? grading.componentResults : [])
            if (isObject(c) && typeof c.pass === 'boolean')
                counted[c.pass ? 'assertPassCount' : 'assertFailCount'] += 1;
        rows.push(row);
    }
    for (const [row, id] of itemIds(rows))
        observeResult(g, row, id);
    g.usage.report();
    const records = source.results.length + source.badLines;
    return {
        table: g.table,
        records,
        badRecords,
        toolErrors,
        inputs: [await (0,results_inputs/* describeInput */.eG)('output', file, records)],
        reported: promptfoo_reportedOf(source.summary, { ...counted, errors: toolErrors }),
        roles: g.roles,
        lowerIsBetter: new Set(),
        excluded: new Map(),
        info: promptfoo_infoOf(source.doc, source.summary),
        // promptfoo's pass rate: its successes of all its results, errors included (as its CLI prints it).
        passRate: { passed: counted.successes, of: records },
        rounds: new Set(['success']),
        usage: {
            source: PROMPTFOO_COST,
            badValues: g.usage.badValues,
            noneWhy: 'the promptfoo results carry no tokenUsage, cost or latencyMs',
        },
    };
}

// EXTERNAL MODULE: ./src/benchmarks/imported/types.ts
var types = __webpack_require__(6988);
;// CONCATENATED MODULE: ./src/benchmarks/imported/score.ts
// Scoring an imported suite: the importer of its format reads the tool's files into items; the
// config (or what the values are) decides the checks, which become the suite's rounds in order,
// and the scores, which become means. The items file holds every item with its checks as rounds,
// so the gate pairs, thresholds and history work as for the built-in benchmarks.










const IMPORTERS = {
    'lm-eval': importLmEval,
    inspect: importInspect,
    promptfoo: importPromptfoo,
};
/** Reported and recomputed aggregates agree when within this (they are the same mean, summed in another order). */
const AGREE = 1e-9;
const quoted = (names) => names.map((n) => JSON.stringify(n)).join(', ');
/** The checks and scores of the suite: the config's lists, else what the format and the values say. Null when a named one is missing. */
function chooseRoles(config, imported, diagnostics) {
    const stats = imported.table.nameStats().filter((s) => !imported.excluded.has(s.name));
    const usable = new Set(stats.map((s) => s.name));
    for (const s of stats) {
        if (types/* RESERVED_NAMES */.g.has(s.name)) {
            diagnostics.add({
                severity: 'warning',
                code: 'reserved-name',
                field: s.name,
                message: `a value named ${JSON.stringify(s.name)} is left out: the items file uses that key itself`,
            });
            usable.delete(s.name);
        }
    }
    /** Whether every name of the list is a usable value; an unknown one is reported. */
    const named = (list, key) => {
        let ok = true;
        for (const name of list ?? []) {
            if (usable.has(name))
                continue;
            ok = false;
            const why = imported.excluded.get(name);
            const found = [...usable].slice(0, 12).join(', ');
            diagnostics.add({
                code: 'unknown-name',
                field: key,
                message: why !== undefined
                    ? `${key}: ${JSON.stringify(name)} is not a per-item value: ${why}`
                    : `${key}: no item has a value named ${JSON.stringify(name)} (the file has: ${found || 'none'})`,
            });
        }
        return ok;
    };
    // Every list is checked (each unknown name is reported) before giving up.
    const known = [
        named(config.checks, 'checks'),
        named(config.scores, 'scores'),
        named(config.lowerIsBetter, 'lowerIsBetter'),
    ];
    if (known.includes(false))
        return null;
    const isCheck = (name) => {
        const role = imported.roles.get(name);
        return role !== undefined ? role === 'check' : !stats.find((s) => s.name === name).nonBinary;
    };
    // A name the config lists on one side is never put on the other by default.
    const checks = config.checks ?? [...usable].filter((n) => isCheck(n) && !(config.scores ?? []).includes(n));
    const scores = config.scores ?? [...usable].filter((n) => !checks.includes(n) && (config.checks !== undefined || !isCheck(n)));
    const both = checks.filter((n) => scores.includes(n));
    if (both.length > 0) {
        diagnostics.add({ code: 'usage', field: 'scores', message: `${quoted(both)} cannot be both a check and a score` });
        return null;
    }
    const notScores = (config.lowerIsBetter ?? []).filter((n) => !scores.includes(n));
    if (notScores.length > 0) {
        diagnostics.add({
            code: 'usage',
            field: 'lowerIsBetter',
            message: `${quoted(notScores)} ${notScores.length === 1 ? 'is not a score' : 'are not scores'}: only scores have a direction (checks pass or fail)`,
        });
        return null;
    }
    return { checks, scores };
}
/** The mean over the items of each item's own mean (repeats averaged): what the tools' reported means are. */
function meanOver(table, name) {
    let sum = 0;
    let n = 0;
    for (const row of table) {
        const v = scoreOf(row, name);
        if (v === null)
            continue;
        sum += v;
        n += 1;
    }
    return n === 0 ? null : sum / n;
}
function errorSuite(suite, diagnostics) {
    return { ...suite, status: 'error', diagnostics: diagnostics.finish() };
}
/**
 * Tallies every item of the table by the chosen roles and writes the items file (if any) as it
 * goes. An item passes all when it passes every round check it has (`isRound`); a check that is a
 * rate (not a round) does not count there: promptfoo's `success` already says whether its
 * assertions passed, as promptfoo weighs them.
 */
async function tallyItems(table, { checks, scores }, isRound, out) {
    const { items } = out;
    const tally = {
        rounds: checks.map((id) => ({ id, input: 0, passed: 0 })),
        sums: scores.map(() => ({ sum: 0, count: 0 })),
        allPassed: 0,
        itemErrors: 0,
        repeats: 0,
    };
    const { rounds, sums } = tally;
    const anyRound = checks.some(isRound);
    let completed = false;
    try {
        for (const row of table) {
            if (row.error)
                tally.itemErrors += 1;
            // Null prototype: a check named `__proto__` or `constructor` is a key like any other.
            const verdicts = Object.create(null);
            let reason = null;
            let passedAll = anyRound;
            checks.forEach((name, k) => {
                const check = checkOf(row, name);
                verdicts[name] = check === null ? null : check.passed;
                const round = isRound(name);
                if (check === null) {
                    if (round)
                        passedAll = false;
                }
                else {
                    rounds[k].input += 1;
                    if (check.passed)
                        rounds[k].passed += 1;
                    else if (round) {
                        passedAll = false;
                        reason ??= check.reason ?? `${name} failed`;
                    }
                }
            });
            if (passedAll)
                tally.allPassed += 1;
            scores.forEach((name, k) => {
                const v = scoreOf(row, name);
                verdicts[name] = v;
                if (v === null)
                    return;
                sums[k].sum += v;
                sums[k].count += 1;
            });
            tally.repeats = Math.max(tally.repeats, row.repeats);
            // Priced and counted whether or not an items file is written: the suite's usage comes from it.
            const usage = out.usage?.item(row.usage?.value() ?? null) ?? null;
            items?.write(row.id, verdicts, reason, row.line, { detail: row.detail.build(), usage });
            await items?.drain();
        }
        completed = true;
    }
    finally {
        if (completed)
            await items?.close();
        else
            await items?.discard();
    }
    return tally;
}
/** What the tool reported beside what the items give; a disagreement is a warning. */
function recomputeReported(config, imported, diagnostics) {
    return imported.reported.map((r) => {
        const ours = r.ours === null ? null : 'value' in r.ours ? r.ours.value : meanOver(imported.table, r.ours.name);
        if (ours !== null && Math.abs(ours - r.reported) > AGREE * Math.max(1, Math.abs(r.reported))) {
            diagnostics.add({
                severity: 'warning',
                code: 'reported-mismatch',
                file: imported.inputs[imported.inputs.length - 1].path,
                field: r.label,
                message: `${config.format} reported ${r.label} = ${r.reported}; recomputed from the items: ${ours}`,
            });
        }
        return { label: r.label, reported: r.reported, recomputed: ours };
    });
}
/** The tool's own errors (records it could not run): an error past maxErrorRate, else a warning. */
function toolErrorStatus(config, imported, diagnostics) {
    const records = Math.max(imported.records, 1);
    const errorRate = imported.toolErrors / records;
    const allowed = config.maxErrorRate ?? 0;
    const status = imported.toolErrors > 0 && errorRate > allowed ? 'error' : 'ok';
    if (imported.toolErrors > 0) {
        diagnostics.add({
            severity: status === 'error' ? 'error' : 'warning',
            code: 'tool-errors',
            file: imported.inputs[0].path,
            message: `${imported.toolErrors} of ${imported.records} records are errors of ${config.format} itself (not the model's answers): left out; ` +
                (status === 'error'
                    ? `more than maxErrorRate ${allowed}, so the suite could not be measured`
                    : `within maxErrorRate ${allowed}`),
        });
    }
    return status;
}
/**
 * The suite's finalScore: the tool's own pass rate where it has one (promptfoo's, whatever checks
 * are gated), else the items passing every round check, of all items (and records that were no
 * item); null without rounds. A pass rate the gate tests like a round.
 */
function finalScoreOf(imported, rounds, allPassed, total) {
    const { passRate } = imported;
    if (passRate !== undefined)
        return passRate.of > 0 ? (100 * passRate.passed) / passRate.of : null;
    return rounds > 0 && total > 0 ? (100 * allPassed) / total : null;
}
/** Score one imported suite (loaded on demand by the plugin, index.ts). */
async function scoreImported(config, ctx) {
    const suite = (0,results_suite/* emptySuite */.I)(config);
    const diagnostics = new core_diagnostics/* Diagnostics */.rE();
    const imported = await IMPORTERS[config.format]({ config, ctx, diagnostics });
    if (imported === null)
        return errorSuite(suite, diagnostics);
    suite.inputs = imported.inputs;
    const { table } = imported;
    if (table.size === 0) {
        diagnostics.add({
            code: 'no-items',
            file: imported.inputs[0]?.path ?? null,
            message: `no item could be read (${imported.records} record(s): ${imported.badRecords} bad, ${imported.toolErrors} errors of the tool)`,
        });
        return errorSuite({ ...suite, total: imported.badRecords, errors: imported.badRecords }, diagnostics);
    }
    const roles = chooseRoles(config, imported, diagnostics);
    if (roles === null)
        return errorSuite(suite, diagnostics);
    const { checks, scores } = roles;
    if (checks.length === 0 && scores.length === 0) {
        diagnostics.add({
            code: 'no-values',
            file: imported.inputs[0].path,
            message: 'the items have no pass/fail check and no numeric score to gate',
        });
        return errorSuite(suite, diagnostics);
    }
    const items = (0,results_items/* openItemsWriter */.qw)(ctx.sideFiles, config.id);
    const isRound = (check) => imported.rounds?.has(check) ?? true;
    const collector = 'unavailable' in imported.usage ? null : new results_usage/* UsageCollector */.r_(ctx.pricing ?? null, imported.usage.source);
    const tally = await tallyItems(table, roles, isRound, { items, usage: collector });
    const { sums, allPassed, itemErrors, repeats } = tally;
    const rounds = tally.rounds.filter((r) => isRound(r.id));
    const lower = new Set([...(config.lowerIsBetter ?? []), ...imported.lowerIsBetter]);
    // Entries, not assignments: a value named `__proto__` is an own key of the document like any other.
    const metrics = Object.fromEntries([
        ...tally.rounds.filter((r) => !isRound(r.id)).map((r) => [r.id, (0,results_metrics/* rateMetric */.hN)(r.passed, r.input, 'higher')]),
        ...scores.map((name, k) => [name, (0,results_metrics/* meanMetric */.y8)(sums[k].sum, sums[k].count, lower.has(name) ? 'lower' : 'higher')]),
    ]);
    const total = table.size + imported.badRecords;
    const reported = recomputeReported(config, imported, diagnostics);
    const errors = imported.badRecords + itemErrors;
    const status = toolErrorStatus(config, imported, diagnostics);
    const usage = usageOf(imported, collector);
    const out = {
        ...suite,
        status,
        total,
        errors,
        counts: {
            items: table.size,
            bad_records: imported.badRecords,
            tool_errors: imported.toolErrors,
            ...(usage.badValues > 0 ? { bad_usage_values: usage.badValues } : {}),
        },
        rounds,
        metrics,
        finalScore: finalScoreOf(imported, rounds.length, allPassed, total),
        details: {
            format: config.format,
            info: imported.info,
            // The checks that are rounds; `rateChecks` are rate metrics of the items carrying them (promptfoo's assertions).
            checks: checks.filter(isRound),
            rateChecks: checks.filter((c) => !isRound(c)),
            scores,
            reported,
            excluded: Object.fromEntries(imported.excluded),
            repeats,
        },
    };
    if (usage.summary === null)
        out.usage = (0,results_usage/* usageUnavailable */.C3)(usage.unavailable);
    else
        (0,results_usage/* applyUsage */.g8)(out, usage.summary).forEach((d) => diagnostics.add(d));
    out.diagnostics = diagnostics.finish();
    if (items !== null)
        out.itemsFile = items.relPath;
    return out;
}
/**
 * The suite's usage from what the items carried (docs/usage.md), or why there is none: the tool
 * records none, or none of its records had any. `badValues`: the tool's values left out by the
 * reader and by the collector.
 */
function usageOf(imported, collector) {
    const source = imported.usage;
    if ('unavailable' in source)
        return { summary: null, unavailable: source.unavailable, badValues: 0 };
    const summary = collector !== null && collector.count > 0 ? collector.summary() : null;
    return { summary, unavailable: source.noneWhy, badValues: source.badValues + (collector?.bad ?? 0) };
}


/***/ })

};
