export const id = 253;
export const ids = [253];
export const modules = {

/***/ 4253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  scoreTransitlm: () => (/* binding */ scoreTransitlm)
});

// EXTERNAL MODULE: ./src/core/diagnostics.ts
var core_diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/results/suite.ts
var results_suite = __webpack_require__(502);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/options.ts
var options = __webpack_require__(7530);
// EXTERNAL MODULE: ./src/core/threads.ts
var core_threads = __webpack_require__(4418);
// EXTERNAL MODULE: ./src/results/inputs.ts
var results_inputs = __webpack_require__(1385);
// EXTERNAL MODULE: ./src/core/logger.ts
var logger = __webpack_require__(1227);
// EXTERNAL MODULE: ./src/results/items.ts
var items = __webpack_require__(1206);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/columns.ts
var columns = __webpack_require__(4315);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(2085);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/input/checks.ts
// Whole-input problems of an evaluation CSV (docs/results.md "Fail closed"). The rows are still
// counted as the reference counts them; the caller makes the suite `status: "error"`.



/** At most this many of a file's columns are listed in a message; longer names are cut. */
const LISTED_COLUMNS = 12;
const NAME_CHARS = 40;
/**
 * `column "generate_results" is missing (did you mean "generate_result"?): every row is an error
 * (the file's columns: "index_id", "sft_prompt", …)` — the nearest column the file has, and what it has (quoted: a
 * stray space in a header is the usual cause).
 */
function missingColumnMessage(column, names, what = 'column', effect = null) {
    const shown = names
        .slice(0, LISTED_COLUMNS)
        .map((n) => JSON.stringify(n.length > NAME_CHARS ? `${n.slice(0, NAME_CHARS)}…` : n));
    const more = names.length > LISTED_COLUMNS ? ` and ${names.length - LISTED_COLUMNS} more` : '';
    const has = names.length === 0 ? 'the header names no column' : `the file's columns: ${shown.join(', ')}${more}`;
    return `${what} "${column}" is missing${(0,suggest/* didYouMean */.a)(column, names)}${effect === null ? '' : `: ${effect}`} (${has})`;
}
const REQUIRED_COLUMNS = [columns/* COLUMNS */.c.id, columns/* COLUMNS */.c.prompt, columns/* COLUMNS */.c.label, columns/* COLUMNS */.c.output];
/**
 * A file with no header (0 bytes, or blank), with a header and no row, or whose header lacks a
 * required column: one error each, located at the file (and column). `effect` says what a missing
 * column does to the rows.
 */
function wholeInputProblems(header, rows, file, effect) {
    if (header === null)
        return [{ code: 'empty-file', file, message: 'the file is empty: no header, no rows' }];
    const problems = REQUIRED_COLUMNS.filter((c) => !header.index.has(c)).map((c) => ({
        code: 'missing-column',
        file,
        line: 1,
        field: c,
        message: missingColumnMessage(c, header.names, 'column', effect(c)),
    }));
    if (rows === 0)
        problems.push({ code: 'no-rows', file, line: 1, message: 'the file has a header but no rows' });
    return problems;
}
/** The reader's whole-file problem as a diagnostic; a UTF-16 file (a common export) is named as such. */
function readProblem(problem, file, shown) {
    const message = problem.code === 'invalid-utf8' && startsWithUtf16Bom(file)
        ? 'the file is UTF-16 (it starts with a UTF-16 byte-order mark): save it as UTF-8'
        : problem.message;
    return { code: problem.code, file: shown, line: problem.line, message };
}
function startsWithUtf16Bom(file) {
    const head = Buffer.alloc(2);
    try {
        const fd = (0,external_node_fs_.openSync)(file, 'r');
        try {
            (0,external_node_fs_.readSync)(fd, head, 0, 2, 0);
        }
        finally {
            (0,external_node_fs_.closeSync)(fd);
        }
    }
    catch {
        return false;
    }
    return (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
}

// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/csv-reader.ts + 1 modules
var csv_reader = __webpack_require__(3764);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/csv.ts
var csv = __webpack_require__(7029);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/stations/builder.ts
var stations_builder = __webpack_require__(9434);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/tasks/evaluate-row.ts + 3 modules
var evaluate_row = __webpack_require__(2539);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/fast/csv-bytes.ts
var csv_bytes = __webpack_require__(4920);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/input/reread.ts


/** Where text[index] is, the text starting at `line`:1 (its line breaks are `\n`). */
function positionIn(text, index, line) {
    let at = line;
    let lineStart = 0;
    for (let lf = text.indexOf('\n'); lf !== -1 && lf < index; lf = text.indexOf('\n', lf + 1)) {
        at += 1;
        lineStart = lf + 1;
    }
    return { line: at, column: index - lineStart + 1 };
}
/** Field `column` of a record's text (the record starting on `line`) as a located cell. */
function locatedCell(record, line, { cell, start, close }) {
    const position = (index) => positionIn(record, index, line);
    if (close === csv_bytes/* UNQUOTED */.Q8) {
        const at = (offset) => (inCell(cell, offset) ? position(start + offset) : null);
        return { text: cell, quote: null, closed: true, at };
    }
    // Inside the quotes (up to the closing quote, or the end of the text) every quote is one of a
    // `""` pair: the parser ended the quoted part at the first quote that is not.
    const quotedEnd = close === csv_bytes/* NEVER_CLOSED */.SL ? record.length : close;
    const index = (offset) => {
        let i = start + 1;
        let k = 0; // characters of the cell before record[i]
        for (let q = record.indexOf('"', i); q !== -1 && q < quotedEnd; q = record.indexOf('"', i)) {
            if (offset - k < q - i)
                return i + offset - k;
            k += q - i;
            if (k === offset)
                return q;
            k += 1;
            i = q + 2;
        }
        const quotedLength = k + quotedEnd - i;
        // The cell's end is its closing quote unless text follows the quote (it belongs to the cell).
        if (offset < quotedLength || (offset === quotedLength && cell.length === quotedLength))
            return i + offset - k;
        return quotedEnd + 1 + offset - quotedLength;
    };
    const at = (offset) => (inCell(cell, offset) ? position(index(offset)) : null);
    return { text: cell, quote: position(start), closed: close !== csv_bytes/* NEVER_CLOSED */.SL, at };
}
function inCell(cell, offset) {
    return Number.isInteger(offset) && offset >= 0 && offset <= cell.length;
}
/** The cell asked for of a record the parser laid out, or null when the record is shorter. */
function cellOf(layout, want) {
    const r = layout.record;
    const k = want.column;
    if (k >= r.count)
        return null;
    const data = r.data;
    // Offsets in the record's text (UTF-16 units) of the parser's byte offsets.
    const index = (byte) => data.toString('utf8', layout.from, byte).length;
    const close = layout.closes[k];
    const cell = (0,csv_bytes/* fieldSource */._R)(r, k).toString('utf8', r.start[k], r.end[k]);
    const record = data.toString('utf8', layout.from, layout.to);
    return locatedCell(record, want.line, {
        cell,
        start: index(layout.starts[k]),
        close: close < 0 ? close : index(close),
    });
}
/** Takes the bytes of the file as read and parses each record asked for, from its offset on. */
class RecordFinder {
    wanted;
    /** The cells found, by record offset. */
    found = new Map();
    /** Offset of the next byte pushed. */
    pos = 0;
    /** The next record asked for. */
    next = 0;
    /** The parser of the record being read (it goes on in the next push), or null. */
    parser = null;
    constructor(wanted) {
        this.wanted = wanted;
    }
    get done() {
        return this.next >= this.wanted.length;
    }
    push(bytes) {
        const start = this.pos;
        this.pos += bytes.length;
        while (!this.done) {
            let parser = this.parser;
            let from = 0;
            if (parser === null) {
                const want = this.wanted[this.next];
                if (want.offset >= this.pos)
                    return;
                if (want.offset < start) {
                    this.next += 1; // inside the record read before it: not a record start (the file changed)
                    continue;
                }
                from = want.offset - start;
                parser = this.parserFor(want);
            }
            parser.push(from === 0 ? bytes : bytes.subarray(from));
            if (this.parser !== null)
                return; // the record goes on in the next push
        }
    }
    parserFor(want) {
        const parser = new csv_bytes/* CsvByteParser */.mh({
            layout: (layout) => {
                const cell = cellOf(layout, want);
                if (cell !== null)
                    this.found.set(want.offset, cell);
                this.parser = null;
                this.next += 1;
                return true;
            },
        });
        parser.line = want.line;
        parser.offset = want.offset;
        this.parser = parser;
        return parser;
    }
    /** The end of the file: a record without a final line break (or with an open quote) ends here. */
    end() {
        this.parser?.end();
    }
    lineAtEnd() {
        return 0; // not asked: the reader's problems are not reported here
    }
    pendingBytes() {
        return 0;
    }
}
/**
 * The cells asked for, by record offset: one read of the file that stops after the last record
 * asked for. A cell not found (no such record or field, the file unreadable now) is absent.
 */
async function readCellsAgain(file, cells) {
    const wanted = [...new Map(cells.map((c) => [c.offset, c])).values()].sort((a, b) => a.offset - b.offset);
    const finder = new RecordFinder(wanted);
    if (wanted.length === 0)
        return finder.found;
    const reader = new csv_reader/* DictCsvReader */.yk(file);
    for await (const _ of reader.chunks(finder))
        if (finder.done)
            break;
    return finder.found;
}

// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/json.ts
var json = __webpack_require__(2164);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/tasks/row.ts + 1 modules
var row = __webpack_require__(928);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/located.ts



class CellErrorSpots {
    /** Diagnostics dropped by the suite's cap are not kept alive by this table. */
    spots = new WeakMap();
    count = 0;
    /** `d` points at a character of a cell of the file at `path`. */
    remember(d, path, spot) {
        this.spots.set(d, { path, spot });
        this.count += 1;
    }
    /** Locates the kept diagnostics in their files (in place); returns `list`. */
    async locate(list) {
        if (this.count === 0)
            return list;
        const byFile = new Map();
        for (const d of list) {
            const kept = this.spots.get(d);
            if (kept === undefined)
                continue;
            byFile.set(kept.path, [...(byFile.get(kept.path) ?? []), { d, spot: kept.spot }]);
        }
        for (const [path, wanted] of byFile) {
            const cells = await readCellsAgain(path, wanted.map((w) => w.spot));
            for (const { d, spot } of wanted) {
                const cell = cells.get(spot.offset);
                if (cell !== undefined)
                    placeInFile(d, spot, cell);
            }
        }
        return list;
    }
}
/** Locates `d` in the file if the cell still reads as when scored: Python's words, the mistake at the same place. */
function placeInFile(d, spot, cell) {
    const parsed = (0,json/* parsePyJson */.j5)(cell.text);
    if (parsed.ok)
        return;
    if (spot.python !== `invalid JSON: ${(0,json/* describeJsonError */.M1)(cell.text, parsed.message, parsed.position)}`)
        return;
    let unplaced = false; // set by place(), called from cellJsonMistake
    const place = (offset) => {
        const at = cell.at(offset);
        unplaced ||= at === null;
        return `${at?.line}:${at?.column}`;
    };
    const mistake = (0,row/* cellJsonMistake */.VG)(cell.text, parsed, place);
    if (mistake.offset !== spot.at)
        return;
    const at = cell.at(spot.at);
    if (at === null || unplaced)
        return;
    const runOn = quoteLeftOpen(cell, mistake, at);
    d.line = runOn?.line ?? at.line;
    d.column = runOn?.column ?? at.column;
    d.message = runOn?.message ?? (0,row/* mistakeMessage */.Ey)(mistake);
}
/**
 * A cell whose quote was left open on its record's line takes in the lines after it, and its JSON
 * fails there: the mistake is the quote, on the line where the cell began, not the line after.
 * Two signs: the quote never closes (the cell runs to the end of the file), or the cell's JSON
 * value is complete on that line and the cell goes on past a line break. Null for anything else
 * (a JSON value written over several lines inside a closed quote keeps its place).
 */
function quoteLeftOpen(cell, mistake, at) {
    const quote = cell.quote;
    if (quote === null || at.line <= quote.line)
        return null;
    if (!cell.closed) {
        const cutOff = mistake.detail ?? (0,row/* mistakeMessage */.Ey)(mistake);
        const message = 'the quote that opens this cell is never closed: the cell runs on to the end of the file ' +
            `(line ${at.line}) and its JSON is cut off (${cutOff})`;
        return { ...quote, message };
    }
    if (!mistake.afterValue)
        return null;
    let end = mistake.offset;
    while (end > 0 && /\s/.test(cell.text[end - 1]))
        end -= 1;
    const valueEnd = cell.at(end);
    if (valueEnd?.line !== quote.line)
        return null;
    const message = `the cell's JSON value ends here, on line ${quote.line}, but the cell runs on into line ${at.line} ` +
        `(more text at ${at.line}:${at.column}): is its closing '"' missing here?`;
    return { ...valueEnd, message };
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/driver.ts













/** Rows counted against a total estimated from the bytes read so far (the row count is not known before the end). */
class RowProgress {
    ticker;
    rowsRead = 0;
    bytesBefore = 0;
    finished = 0;
    inputBytes;
    constructor(ticker, files) {
        this.ticker = ticker;
        this.inputBytes = files.reduce((sum, f) => sum + (0,stations_builder/* fileSize */.Ov)(f), 0);
    }
    /** `rows` more rows read, `bytesRead` of the current file so far. */
    read(rows, bytesRead) {
        this.rowsRead += rows;
        const read = this.bytesBefore + bytesRead;
        if (read > 0)
            this.ticker.setTotal(Math.round((this.rowsRead * this.inputBytes) / read));
    }
    /** A file read to its end (or stopped) after `bytesRead` bytes. */
    fileRead(bytesRead) {
        this.bytesBefore += bytesRead;
    }
    /** `rows` more rows done with (finished, or outside the shard); shown at the next tick. */
    done(rows) {
        this.finished += rows;
    }
    tick() {
        if (this.finished === 0)
            return;
        this.ticker.tick(this.finished);
        this.finished = 0;
    }
    end() {
        this.ticker.done();
    }
}
/** The scoring of one suite's rows (see the top of this file). */
class RowRun {
    config;
    ctx;
    diagnostics = new core_diagnostics/* Diagnostics */.rE();
    /** The output inputs scored, then what the task adds (its reference files). */
    inputs = [];
    /** The suite's input CSVs, once resolved. */
    files = [];
    /** Rows counted (in the shard). */
    total = 0;
    /** Rows that raised. */
    errors = 0;
    /** A whole-file problem stopped the rows (the suite is an error without counts). */
    failed = false;
    /** A whole-input problem: the counts stand, the suite is an error. */
    unusable = false;
    items = null;
    /** Row errors pointing into a cell, located in their files once the rows are counted. */
    spots = new CellErrorSpots();
    progress = null;
    constructor(config, ctx) {
        this.config = config;
        this.ctx = ctx;
    }
    /** Resolves the input CSVs; false (with the diagnostics) when they cannot be. */
    async resolve(input) {
        const resolved = await (0,options/* resolveInputs */.eL)(input, this.ctx);
        if (!resolved.ok) {
            resolved.diagnostics.forEach((d) => this.diagnostics.add(d));
            return false;
        }
        this.files = resolved.value;
        return true;
    }
    /** The run was stopped (a signal, the deadline): the suite is dropped by the run. */
    get stopped() {
        return this.ctx.signal.aborted;
    }
    /** The suite as an error: no rounds, no metrics, no counts; the inputs read and the diagnostics. */
    errorSuite() {
        const suite = (0,results_suite/* emptySuite */.I)({ ...this.config, benchmark: 'transitlm' }, 'error');
        return { ...suite, inputs: this.inputs, diagnostics: this.diagnostics.finish() };
    }
    /** The error suite of a whole-file problem, its row errors located in their files. */
    async failedSuite() {
        const out = this.errorSuite();
        await this.spots.locate(out.diagnostics);
        return out;
    }
    /** The diagnostics of a scored suite, the row errors located in their files. */
    finishDiagnostics() {
        return this.spots.locate(this.diagnostics.finish());
    }
    /**
     * Reads the files in order and hands each row of the shard to `task`, then lets it finish the
     * rows still waiting. Afterwards `stopped`, `failed` and `unusable` tell what the suite is.
     */
    async scoreFiles(task) {
        const { ctx } = this;
        this.items = (0,items/* openItemsWriter */.qw)(ctx.sideFiles, this.config.id);
        // Rows done (counted or outside the shard), of a total estimated from the bytes read so far.
        const progress = new RowProgress((0,logger/* progressOf */.jA)(ctx.log).start(this.config.id, null, 'rows'), this.files);
        this.progress = progress;
        try {
            for (const file of this.files) {
                await this.scoreFile(task, file);
                if (this.failed || this.stopped)
                    break;
            }
            if (!this.failed && !this.stopped)
                await task.end?.();
        }
        finally {
            progress.end();
            // A run stopped by its signal drops this suite: no items file of a half-scored input.
            if (this.stopped)
                await this.items?.discard();
            else
                await this.items?.close();
        }
    }
    async scoreFile(task, file) {
        const progress = this.progress;
        const shown = (0,results_inputs/* displayPath */.Gt)(file);
        const hashed = task.sha256?.(file);
        const reader = new csv_reader/* DictCsvReader */.yk(file, { chunkSize: task.chunkSize, sha256: hashed === undefined });
        let scored = 0;
        let rows = 0;
        for await (const batch of task.rows(reader, shown)) {
            if (this.stopped)
                break;
            for (const r of batch) {
                const place = { file: shown, path: file, line: r.line, row: r.row, item: r.item };
                if (r.abort !== null) {
                    this.diagnostics.add({ code: 'invalid-req-type', ...at(place), field: columns/* COLUMNS */.c.reqType, message: r.abort });
                    this.failed = true;
                    break;
                }
                rows += 1;
                if (!r.inShard) {
                    progress.done(1);
                    continue;
                }
                scored += 1;
                this.total += 1;
                if (r.oversized !== false) {
                    const message = `a field is longer than ${csv/* FIELD_SIZE_LIMIT */.d} characters; scored anyway (the reference aborts)`;
                    const { field } = r.oversized;
                    this.diagnostics.add({ severity: 'warning', code: 'oversized-cell', ...at(place), field, message });
                }
                const waiting = task.take(r, place);
                if (waiting !== undefined)
                    await waiting;
            }
            await this.items?.drain();
            progress.tick();
            progress.read(batch.length, reader.bytesRead);
            if (this.failed)
                break;
        }
        if (this.stopped)
            return;
        progress.fileRead(reader.bytesRead);
        if (reader.bomStripped) {
            const message = 'a leading UTF-8 BOM was stripped (the reference would fail every row)';
            this.diagnostics.add({ severity: 'warning', code: 'bom-stripped', file: shown, line: 1, message });
        }
        if (reader.problem !== null) {
            this.diagnostics.add(readProblem(reader.problem, file, shown));
            this.failed = true;
        }
        if (this.failed)
            return;
        const problems = wholeInputProblems(reader.header, rows, shown, (column) => task.missingColumnEffect(column));
        problems.forEach((d) => this.diagnostics.add(d));
        if (problems.length > 0)
            this.unusable = true;
        this.inputs.push(await (0,results_inputs/* describeInput */.eG)('output', file, scored, hashed === undefined ? reader.sha256 : await hashed));
    }
    /**
     * A row that raised: counted in `errors` and reported (code `code`, the error's by default),
     * located in its file when its cell is not JSON. A missing column was reported once, at the header.
     */
    rowError(place, error, code = error.code) {
        this.errors += 1;
        if (error.code === 'missing-column')
            return;
        const d = this.diagnostics.add({ ...at(place), ...(0,evaluate_row/* rowErrorDiagnostic */.kz)(error), code });
        if (error.cell !== undefined)
            this.spots.remember(d, place.path, { ...error.cell, python: error.message });
    }
    /** A row done with: its notes reported, its item written with its detail and usage (a repeated id renamed, with a warning). */
    finish(place, notes, rounds, reason, extra = {}) {
        for (const note of notes)
            this.diagnostics.add(note);
        this.progress?.done(1);
        if (this.items === null)
            return;
        const written = this.items.write(place.item, rounds, reason, place.line, extra);
        if (written === place.item)
            return;
        const message = `index_id ${JSON.stringify(place.item)} repeats: recorded as ${JSON.stringify(written)}`;
        this.diagnostics.add({ severity: 'warning', code: 'duplicate-id', ...at(place), item: written, message });
    }
    /** A row done with, without an item (its batch got no verdict). */
    unfinished() {
        this.progress?.done(1);
    }
    /** Shows the rows done since the last tick (a task that finishes rows later than they are read). */
    tick() {
        this.progress?.tick();
    }
}
/** A row's place as a diagnostic's location. */
function at(place) {
    return { file: place.file, line: place.line, row: place.row, item: place.item };
}

// EXTERNAL MODULE: ./src/core/memory.ts
var memory = __webpack_require__(1360);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/parallel/batches.ts
var batches = __webpack_require__(2671);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/parallel/worker.ts
var parallel_worker = __webpack_require__(1741);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/parallel/protocol.ts
var protocol = __webpack_require__(6440);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/parallel/pool.ts






/** The main thread's side of the row workers (protocol.ts): it hands out batches and counts the answers in file order. */
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
            const worker = (0,core_threads/* startWorker */.Dh)(protocol/* JOB */.c, parallel_worker/* WORKER_MODULE */.Y, data);
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
        return this.ask(k, seq, { kind: 'batch', seq, file, names, batch }, [
            batch.bytes.buffer,
        ]).then(([packed, tail, bytes]) => {
            this.load[k] = this.load[k] - 1;
            batch.bytes = bytes;
            return { rows: packed.map((r) => (0,evaluate_row/* unpackRow */.N2)(r, scorer)), tail };
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
        const heap = new memory/* HeapBound */.r(MAIN_GARBAGE);
        let counted = 0;
        // The rows of the oldest batch, numbered in the file. After an unfinished record the batch is
        // parsed again here from that record's start (the worker's answer did not start at a record).
        const next = async () => {
            const { batch, names, answer } = queue.shift();
            let parsed = await answer;
            if (tail !== null)
                parsed = (0,protocol/* evaluateBatch */.O)((0,batches/* afterTail */.Z7)(tail, batch), names, batchEnv, scorer);
            tail = parsed.tail;
            for (const r of parsed.rows)
                (0,evaluate_row/* renumberRow */.d3)(r, rowsBefore, env.shard);
            rowsBefore += parsed.rows.length;
            spare.push(new Uint8Array(batch.bytes.buffer)); // nothing refers to its bytes any more (rows hold strings)
            if (++counted % CHECK_EVERY === 0)
                heap.check();
            return parsed.rows;
        };
        for await (const batch of (0,batches/* recordBatches */.Ul)(reader, spare)) {
            const names = reader.header?.names ?? [];
            const k = this.idleWorker();
            const answer = k >= 0 ? this.post(k, env.file, names, batch) : Promise.resolve((0,protocol/* evaluateBatch */.O)(batch, names, batchEnv, scorer));
            const entry = { batch, names, answer, done: false };
            answer.then(() => (entry.done = true), () => undefined);
            queue.push(entry);
            // Count what is ready; wait only when too much is pending.
            while (queue.length > 0 &&
                (queue[0].done || queue.length > this.workers.length * IN_FLIGHT + MAIN_AHEAD))
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

// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/mode.ts
var mode = __webpack_require__(9705);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/stations/parts.ts
var parts = __webpack_require__(2575);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/stations/load.ts







/**
 * Streams a station file into a compact graph; whole-file problems come back as diagnostics.
 * With a helper thread, a large file is read in two parts at once (not on the reference path).
 */
async function loadStations(file, helper = null, parallelMinBytes = parts/* PARALLEL_STATIONS_MIN_BYTES */.RO) {
    const size = (0,stations_builder/* fileSize */.Ov)(file);
    if (helper !== null && size >= parallelMinBytes && !(0,mode/* referencePath */.Z)()) {
        const loaded = await (0,parts/* loadInParts */._o)(file, size, helper);
        if (loaded !== null) {
            (0,memory/* collectGarbage */.i)(); // the merged part's buffers and the builders' row tables (here: no frame holds them)
            return loaded;
        }
    }
    const builder = new stations_builder/* StationTablesBuilder */.Ll((0,results_inputs/* displayPath */.Gt)(file), await (0,stations_builder/* guessSize */.df)(file, 0, size));
    const reader = new csv_reader/* DictCsvReader */.yk(file, { chunkSize: stations_builder/* STATION_CHUNK */.fX, sha256: true });
    await builder.read(reader);
    return builder.finish(reader, Promise.resolve(reader.sha256));
}
/** The station graph of a file, loaded once per run (keyed by absolute path). */
function stationGraphFor(cache, file, helper = null) {
    const abs = external_node_path_default().resolve(file);
    return cache.get(`transitlm:stations:${abs}`, () => loadStations(abs, helper));
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/score-rows.ts












/**
 * The row tasks (single, personalized, diversity) on the row driver (driver.ts): the station
 * graph, the task scorers of tasks/, and worker threads that evaluate rows for large inputs.
 */
/** The station graph of a suite (and the file's hash), or null after adding the whole-file diagnostics. */
async function suiteStations(config, ctx, diagnostics, helper = null) {
    if (config.stations === undefined) {
        const message = `task ${config.task} needs a station file (config key "stations" / --stations)`;
        diagnostics.add({ code: 'usage', field: 'stations', message });
        return null;
    }
    const file = await (0,results_inputs/* inputPath */.Mv)(ctx, config.stations);
    if (!file.ok) {
        file.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    const loaded = await stationGraphFor(ctx.cache, file.value, helper);
    if (!loaded.ok) {
        loaded.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    loaded.warnings.forEach((d) => diagnostics.add(d));
    return { graph: loaded.value, sha256: loaded.sha256 };
}
/** Inputs from this size up are scored on worker threads (below it, starting them costs more). */
const POOL_MIN_BYTES = 4 << 20;
/** The row results of a file evaluated on this thread, in file order. */
async function* inlineRows(reader, env, scorer) {
    for await (const batch of reader.rows(columns/* JSON_COLUMNS */.b)) {
        const header = reader.header;
        const results = [];
        for (const row of batch) {
            const r = (0,evaluate_row/* evaluateRow */.Wd)(header, row, env, scorer);
            results.push(r);
            if (r.abort !== null)
                break; // the reference stops here: later rows are never evaluated
        }
        yield results;
    }
}
/**
 * Scores the CSVs of a single/personalized/diversity suite as one stream of rows (driver.ts).
 * Rows are evaluated on worker threads for large inputs (BENCH_CHECK_THREADS overrides how many)
 * and always counted here, in file order.
 */
async function scoreRows(config, ctx, task) {
    const run = new RowRun(config, ctx);
    const compat = (0,options/* compatOf */.ab)(config);
    if (!(await run.resolve(config.input)))
        return run.errorSuite();
    const setting = (0,core_threads/* workerThreads */.kp)(ctx.env);
    if (setting.warning !== null)
        run.diagnostics.add({ severity: 'warning', code: 'usage', message: setting.warning });
    // The reference path reads everything on this thread (the workers' batches are cut and parsed by the fast readers).
    const inputBytes = run.files.reduce((sum, f) => sum + (0,stations_builder/* fileSize */.Ov)(f), 0);
    const threads = (0,mode/* referencePath */.Z)() ? 0 : setting.requested || inputBytes >= POOL_MIN_BYTES ? setting.count : 0;
    const pool = threads > 0 ? new RowPool(threads, { task, compat, shard: ctx.shard }) : null;
    // With workers, one of them hashes the inputs (the main thread splits and counts), starting
    // while the station file is still being read.
    const hashes = new Map(pool === null ? [] : run.files.map((f) => [f, pool.sha256(f)]));
    const stations = await suiteStations(config, ctx, run.diagnostics, pool);
    if (stations === null || ctx.signal.aborted) {
        await pool?.close();
        return run.errorSuite();
    }
    const scorer = (0,evaluate_row/* taskScorer */.k$)(task, stations.graph);
    const keys = new json/* JsonKeys */.$s();
    pool?.useGraph(stations.graph.tables, scorer);
    const rowTask = {
        // Small reads on this thread: a batch of rows then dies young instead of being promoted to
        // the old generation. A worker gets one read per batch.
        chunkSize: pool === null ? 1 << 14 : 1 << 17,
        sha256: (file) => hashes.get(file),
        rows: (reader, shown) => {
            const env = { file: shown, compat, shard: ctx.shard, keys };
            return pool === null ? inlineRows(reader, env, scorer) : pool.rows(reader, env);
        },
        take: (r, place) => {
            let verdict;
            if (r.error === null)
                verdict = scorer.tally(r.outcome);
            else {
                verdict = scorer.errorRow(r.error);
                run.rowError(place, r.error);
            }
            run.finish(place, r.notes, verdict.rounds, verdict.reason, { detail: verdict.detail });
        },
        missingColumnEffect: () => 'every row is an error',
    };
    try {
        await run.scoreFiles(rowTask);
    }
    finally {
        // Workers are terminated mid-batch when the run was stopped (the pool's close ends them).
        await pool?.close();
    }
    if (run.stopped)
        return run.errorSuite();
    if (run.failed)
        return run.failedSuite();
    const stationsFile = (0,results_inputs/* configPath */.eQ)(ctx.baseDir, config.stations);
    run.inputs.push(await (0,results_inputs/* describeInput */.eG)('reference', stationsFile, null, await stations.sha256));
    const summary = scorer.finish(run.total);
    summary.warnings.forEach((w) => run.diagnostics.add(w));
    const out = {
        ...(0,results_suite/* emptySuite */.I)({ ...config, benchmark: 'transitlm' }),
        status: run.unusable ? 'error' : 'ok',
        inputs: run.inputs,
        total: run.total,
        errors: run.errors,
        rounds: summary.rounds,
        metrics: summary.metrics,
        finalScore: summary.finalScore,
        details: { compat, stations: (0,results_inputs/* displayPath */.Gt)(stationsFile), ...summary.details },
        diagnostics: await run.finishDiagnostics(),
    };
    if (Object.keys(summary.counts).length > 0)
        out.counts = summary.counts;
    if (run.items !== null)
        out.itemsFile = run.items.relPath;
    return out;
}

// EXTERNAL MODULE: ./src/core/provider-health.ts
var provider_health = __webpack_require__(3609);
// EXTERNAL MODULE: ./src/results/shard.ts
var results_shard = __webpack_require__(8962);
// EXTERNAL MODULE: ./src/results/usage.ts
var results_usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/value.ts
var reference_value = __webpack_require__(9052);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/tasks/route.ts
var route = __webpack_require__(8719);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/fast/units.ts + 1 modules
var units = __webpack_require__(835);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/units.ts
var reference_units = __webpack_require__(2410);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/strings.ts
var strings = __webpack_require__(2435);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/general/normalise.ts
// General-mode list shaping (spec "General mode"): Normalise(list, n) reduces a station-name list
// to the boarding/alighting names per segment, and line names lose their ASCII "(…)" groups.
// Values are the Python value model's (str() and strip() as Python's).



/** Each non-empty marker-separated segment's first entry and, if it has more, its last. */
function segmentEnds(entries) {
    const out = [];
    let segment = [];
    const close = () => {
        if (segment.length > 0)
            out.push(segment[0]);
        if (segment.length > 1)
            out.push(segment[segment.length - 1]);
        segment = [];
    };
    for (const e of entries) {
        if (e.marker)
            close();
        else
            segment.push(e.value);
    }
    close();
    return out;
}
function entries(list, keep) {
    const out = [];
    for (const value of list) {
        if (value === null)
            continue;
        const text = (0,strings/* pyStrip */.m0)((0,reference_value/* pyStr */.rD)(value));
        if (text === '' || !keep(value))
            continue;
        out.push({ value, marker: text === route/* TRANSFER_MARK */.Qy });
    }
    return out;
}
/**
 * Normalise(list, n): drop null entries and entries whose str().strip() is empty; when n ≤ 0 or
 * no entry strips to the transfer marker, keep the non-marker entries; else split at markers and
 * keep each segment's first entry and, if it has more, its last. Original values are kept.
 */
function normaliseStations(list, n) {
    const kept = entries(list, () => true);
    if (n <= 0 || !kept.some((e) => e.marker))
        return kept.filter((e) => !e.marker).map((e) => e.value);
    return segmentEnds(kept);
}
/**
 * The reference's trimming of a label `station_name` list longer than 2 × lines: falsy and blank
 * entries dropped, then each segment's ends (a list without markers is one segment).
 */
function trimToSegmentEnds(list) {
    return segmentEnds(entries(list, reference_value/* truthy */.vN));
}
const INNERMOST_ASCII_GROUP = /\([^()]*\)/g;
/**
 * A line name without its ASCII "(…)" groups, innermost first and repeatedly, then stripped
 * (Python whitespace). Full-width （） stay.
 */
function stripLineGroups(name) {
    let text = name;
    for (;;) {
        const next = text.replace(INNERMOST_ASCII_GROUP, '');
        if (next === text)
            return (0,strings/* pyStrip */.m0)(text);
        text = next;
    }
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/general/values.ts
// General-mode helpers on the TransitLM value model: Python's json.dumps for the remote payload
// and the haversine as a value for the offline judge.


/** Haversine distance in km, or null where Python's math module raises. */
function haversineOrNull(lat1, lng1, lat2, lng2) {
    try {
        return (0,route/* haversine */.qR)(lat1, lng1, lat2, lng2);
    }
    catch (error) {
        if (error instanceof reference_value/* PyRaise */.O$)
            return null;
        throw error;
    }
}
function dumpString(s) {
    let out = '"';
    for (let i = 0; i < s.length; i++) {
        const c = s.charCodeAt(i);
        if (c === 0x22)
            out += '\\"';
        else if (c === 0x5c)
            out += '\\\\';
        else if (c === 0x0a)
            out += '\\n';
        else if (c === 0x0d)
            out += '\\r';
        else if (c === 0x09)
            out += '\\t';
        else if (c === 0x08)
            out += '\\b';
        else if (c === 0x0c)
            out += '\\f';
        else if (c < 0x20 || c > 0x7e)
            out += `\\u${c.toString(16).padStart(4, '0')}`;
        else
            out += s[i];
    }
    return `${out}"`;
}
/**
 * Python json.dumps(v) with its defaults (ensure_ascii, ", " and ": " separators, NaN and
 * Infinity literals, floats as repr, ints exact), so the evaluator receives the reference's bytes.
 */
function dumps(v) {
    if (v === null)
        return 'null';
    if (typeof v === 'boolean')
        return v ? 'true' : 'false';
    if (typeof v === 'bigint')
        return v.toString();
    if (typeof v === 'number') {
        if (Number.isNaN(v))
            return 'NaN';
        if (!Number.isFinite(v))
            return v > 0 ? 'Infinity' : '-Infinity';
        return (0,reference_value/* floatRepr */.KL)(v);
    }
    if (typeof v === 'string')
        return dumpString(v);
    if (Array.isArray(v))
        return `[${v.map(dumps).join(', ')}]`;
    return `{${Array.from(v, ([k, x]) => `${dumpString(k)}: ${dumps(x)}`).join(', ')}}`;
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/general/payload.ts
// Payload stage of general mode: what the reference's build_request_case does for a row, as a
// value. A failure here is a `payload-error`: the row is counted in `errors` and enters no round.





const OUT = { field: 'generate_results', pointer: '' };
/** The output's station list: station_name if truthy, else station_sequence or []. */
function outputStations(output) {
    const names = output.get('station_name');
    if (names !== undefined && (0,reference_value/* truthy */.vN)(names))
        return { value: names, key: 'station_name' };
    const sequence = output.get('station_sequence');
    return { value: sequence !== undefined && (0,reference_value/* truthy */.vN)(sequence) ? sequence : [], key: 'station_sequence' };
}
function orDefault(d, key, fallback) {
    const v = d.get(key);
    return v !== undefined && (0,reference_value/* truthy */.vN)(v) ? v : fallback;
}
/**
 * The payload of a row with a non-empty output; throws PyRaise where the reference raises (the row
 * is then a payload error: rowErrorOf, its message the item's reason).
 */
function buildPayload(cells) {
    const prompt = (0,route/* parsePrompt */.ex)(cells.json(columns/* COLUMNS */.c.prompt));
    const output = (0,reference_value/* requireDict */.e0)(cells.json(columns/* COLUMNS */.c.output), 'generate_results', OUT);
    const lineSequence = orDefault(output, 'line_sequence', []);
    const lineCount = (0,reference_value/* pyLen */.lO)(lineSequence, (0,reference_value/* childRef */._3)(OUT, 'line_sequence'));
    const stations = outputStations(output);
    const entries = (0,reference_value/* iterate */.nl)(stations.value, (0,reference_value/* childRef */._3)(OUT, stations.key));
    const city = prompt.value.get('city');
    return {
        prompt: prompt.value,
        output,
        case: {
            city: city === undefined ? '' : city,
            start: prompt.start.parts,
            end: prompt.end.parts,
            lineSequence,
            stationNames: normaliseStations(entries, lineCount),
            startMode: orDefault(output, 'start_transfer_mode', ''),
            endMode: orDefault(output, 'end_transfer_mode', ''),
        },
    };
}
/** The case as JSON text, written as Python's json.dumps writes it. */
function caseJson(c) {
    return (`{"city": ${dumps(c.city)}, "start": ${dumps(c.start)}, "end": ${dumps(c.end)}, "pred": {` +
        `"line_sequence": ${dumps(c.lineSequence)}, "station_name": ${dumps(c.stationNames)}, ` +
        `"start_transfer_mode": ${dumps(c.startMode)}, "end_transfer_mode": ${dumps(c.endMode)}}}`);
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/general/evaluate.ts
// Evaluation stage of general mode: the reference's per-row evaluation (evaluate_general_llm_sample
// plus the soft station IoU of general_llm/evaluate.py). It raises (→ row error) in the same cases,
// in the reference's order, so the diagnostic names the first cause.







const evaluate_OUT = { field: 'generate_results', pointer: '' };
const LABEL = { field: 'sft_label', pointer: '' };
function raise(code, ref, message) {
    throw new reference_value/* PyRaise */.O$(code, message, ref.field, ref.pointer === '' ? null : ref.pointer);
}
/** `x or default` for an optional key. */
function evaluate_orDefault(d, key, fallback) {
    const v = d.get(key);
    return v !== undefined && (0,reference_value/* truthy */.vN)(v) ? v : fallback;
}
/** Line names without "(…)" groups; re.sub raises for an entry that is not a string. */
function strippedLines(lines, ref) {
    return (0,reference_value/* iterate */.nl)(lines, ref).map((entry, i) => {
        if (typeof entry !== 'string')
            raise('bad-type', (0,reference_value/* childRef */._3)(ref, i), `line ${(0,reference_value/* pyRepr */.n3)(entry).slice(0, 60)} is not a string`);
        return stripLineGroups(entry);
    });
}
/** The reference trims a label station_name longer than 2 × lines to its segment ends. */
function labelStationNames(label, labelLines) {
    const ref = (0,reference_value/* childRef */._3)(LABEL, 'station_name');
    const names = evaluate_orDefault(label, 'station_name', []);
    if (!(0,reference_value/* truthy */.vN)(names) || !(0,reference_value/* truthy */.vN)(labelLines))
        return names;
    if ((0,reference_value/* pyLen */.lO)(names, ref) <= 2 * (0,reference_value/* pyLen */.lO)(labelLines, (0,reference_value/* childRef */._3)(LABEL, 'line_sequence')))
        return names;
    return trimToSegmentEnds((0,reference_value/* iterate */.nl)(names, ref));
}
/** A station IoU the reference computes: filtered lists, hashed when both are non-empty. */
function filteredIou(out, outRef, label, labelRef) {
    if (!(0,reference_value/* truthy */.vN)(out) || !(0,reference_value/* truthy */.vN)(label))
        return 0;
    return (0,route/* stationIou */.E8)((0,route/* filterStations */.cM)(out, outRef), (0,route/* filterStations */.cM)(label, labelRef), outRef, labelRef);
}
/**
 * An IoU the reference computes and discards: the raw output list against label station_name.
 * Only what it raises matters.
 */
function discardedNamesIou(names, namesRef, label, labelLines) {
    const labelNames = labelStationNames(label, labelLines);
    try {
        filteredIou(names, namesRef, labelNames, (0,reference_value/* childRef */._3)(LABEL, 'station_name'));
    }
    catch (error) {
        // Indexes into a trimmed label list would not match the cell: point at the list itself.
        if (!(error instanceof reference_value/* PyRaise */.O$) || error.field !== 'sft_label' || labelNames === label.get('station_name'))
            throw error;
        raise(error.code, (0,reference_value/* childRef */._3)(LABEL, 'station_name'), `${error.message} (label station_name cut to segment ends)`);
    }
}
/** The row's evaluation; throws PyRaise where the reference raises (the row is then an error: rowErrorOf). */
function evaluateGeneral({ prompt, output, cells }) {
    const city = prompt.get('city');
    if (Array.isArray(city) || (0,reference_value/* isDict */.Zm)(city))
        raise('bad-type', { field: 'sft_prompt', pointer: '/city' }, `unhashable city ${(0,reference_value/* pyRepr */.n3)(city).slice(0, 60)}`);
    const label = (0,reference_value/* requireDict */.e0)(cells.json(columns/* COLUMNS */.c.label), 'sft_label', LABEL);
    const unit = (kind, route, base, key) => (0,units/* parseUnit */.E8)(kind, route.get(key), cells.compat, (0,reference_value/* childRef */._3)(base, key), cells.onCompatDifference);
    const distance = unit('distance', output, evaluate_OUT, 'total_distance');
    const time = unit('time', output, evaluate_OUT, 'total_time');
    const fare = unit('fare', output, evaluate_OUT, 'total_fare');
    const labelDistance = unit('distance', label, LABEL, 'total_distance');
    const labelTime = unit('time', label, LABEL, 'total_time');
    const labelFare = unit('fare', label, LABEL, 'total_fare');
    const linesRef = (0,reference_value/* childRef */._3)(evaluate_OUT, 'line_sequence');
    const labelLinesRef = (0,reference_value/* childRef */._3)(LABEL, 'line_sequence');
    const lines = evaluate_orDefault(output, 'line_sequence', []);
    const labelLines = evaluate_orDefault(label, 'line_sequence', []);
    const stations = outputStations(output);
    const stationsRef = (0,reference_value/* childRef */._3)(evaluate_OUT, stations.key);
    // The reference's local walk (its verdict is replaced by the evaluator's) strips the first line
    // name when there are exactly two names per line.
    const rawNames = (0,reference_value/* iterate */.nl)(stations.value, stationsRef);
    const lineEntries = (0,reference_value/* iterate */.nl)(lines, linesRef);
    if (lineEntries.length > 0 &&
        rawNames.length === 2 * lineEntries.length &&
        (0,reference_value/* truthy */.vN)(lineEntries[0]) &&
        typeof lineEntries[0] !== 'string') {
        raise('bad-type', (0,reference_value/* childRef */._3)(linesRef, 0), `line ${(0,reference_value/* pyRepr */.n3)(lineEntries[0]).slice(0, 60)} is not a string`);
    }
    discardedNamesIou(stations.value, stationsRef, label, labelLines);
    const outLines = strippedLines(lines, linesRef);
    const labelOutLines = strippedLines(labelLines, labelLinesRef);
    const labelStartTd = unit('distance', label, LABEL, 'start_transfer_distance');
    const labelEndTd = unit('distance', label, LABEL, 'end_transfer_distance');
    const startTd = unit('distance', output, evaluate_OUT, 'start_transfer_distance');
    const endTd = unit('distance', output, evaluate_OUT, 'end_transfer_distance');
    // Station IoU on normalised lists (the round-3 value).
    const labelSequenceRef = (0,reference_value/* childRef */._3)(LABEL, 'station_sequence');
    const softOut = normaliseStations(rawNames, lineEntries.length);
    const labelSequence = (0,reference_value/* iterate */.nl)(evaluate_orDefault(label, 'station_sequence', []), labelSequenceRef);
    const softLabel = normaliseStations(labelSequence, (0,reference_value/* pyLen */.lO)(labelLines, labelLinesRef));
    const stationIoU = (0,route/* stationIou */.E8)((0,route/* filterStations */.cM)(softOut, stationsRef), (0,route/* filterStations */.cM)(softLabel, labelSequenceRef), stationsRef, labelSequenceRef);
    const mode = (route, key) => (0,reference_value/* dictGet */.R5)(route, key, null);
    const score = (0,route/* expertScore */.bp)(time, (0,route/* countTransitLines */.Qu)(lines), fare, (0,route/* cyclingSegments */.AX)(mode(output, 'start_transfer_mode'), mode(output, 'end_transfer_mode')));
    const labelScore = (0,route/* expertScore */.bp)(labelTime, (0,route/* countTransitLines */.Qu)(labelLines), labelFare, (0,route/* cyclingSegments */.AX)(mode(label, 'start_transfer_mode'), mode(label, 'end_transfer_mode')));
    return {
        lineIoU: (0,route/* lineIou */.ok)(outLines, labelOutLines, linesRef, labelLinesRef),
        stationIoU,
        modesMatch: (0,route/* modesMatch */.Si)(output, label),
        score,
        labelScore,
        deviationPct: (0,route/* scoreDeviation */.Y$)(score, labelScore),
        distanceMape: (0,route/* mape */.Mn)(distance, labelDistance),
        timeMape: (0,route/* mape */.Mn)(time, labelTime),
        fareMape: (0,route/* mape */.Mn)(fare, labelFare),
        distanceAccurate: (0,route/* accurate */.DG)(distance, labelDistance, 0.5),
        timeAccurate: (0,route/* accurate */.DG)(time, labelTime, 5),
        fareAccurate: (0,route/* accurate */.DG)(fare, labelFare, 1),
        transferAccurate: (0,route/* transferAccurate */.Az)(startTd, labelStartTd) && (0,route/* transferAccurate */.Az)(endTd, labelEndTd),
    };
}

// EXTERNAL MODULE: ./src/core/result.ts
var result = __webpack_require__(9294);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/records.ts
var records = __webpack_require__(4894);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/general/bigram-jaccard.ts
// A string-similarity measure: the character-bigram Jaccard index the judge (lines.ts) matches station names by.
/** Character-bigram Jaccard over code points; one-character names compare character sets. */
function bigramJaccard(a, b) {
    if (a === '' || b === '')
        return 0;
    if (a === b)
        return 1;
    const ca = Array.from(a);
    const cb = Array.from(b);
    const grams = (cs) => {
        const out = new Set();
        for (let i = 0; i + 1 < cs.length; i += 1)
            out.add(cs[i] + cs[i + 1]);
        return out;
    };
    let sa = grams(ca);
    let sb = grams(cb);
    if (sa.size === 0 || sb.size === 0) {
        sa = new Set(ca);
        sb = new Set(cb);
    }
    let common = 0;
    for (const g of sa)
        if (sb.has(g))
            common += 1;
    const union = sa.size + sb.size - common;
    return union === 0 ? 0 : common / union;
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/general/lines.ts




const CITY_CODES = new Map([
    ['北京', '010'],
    ['上海', '021'],
    ['深圳', '0755'],
    ['成都', '028'],
]);
const MIN_STATION_SIMILARITY = 0.4;
/** Builds the index in file order; a repeated (citycode, line_name) appends stops with new ids. */
class LineIndexBuilder {
    stripName;
    byKey = new Map();
    index = { lines: [], byCity: new Map() };
    constructor(stripName) {
        this.stripName = stripName;
    }
    add(citycode, name, stops) {
        const key = JSON.stringify([citycode, name]);
        const known = this.byKey.get(key);
        if (known === undefined) {
            const stripped = this.stripName(name);
            const line = {
                citycode,
                name,
                stripped,
                strippedLength: codePoints(stripped).length,
                stops: [...stops],
            };
            this.byKey.set(key, { line, ids: new Set(stops.map((s) => s.stopId)) });
            this.index.lines.push(line);
            const city = this.index.byCity.get(citycode);
            if (city)
                city.push(line);
            else
                this.index.byCity.set(citycode, [line]);
            return;
        }
        for (const stop of stops) {
            if (known.ids.has(stop.stopId))
                continue;
            known.line.stops.push(stop);
            known.ids.add(stop.stopId);
        }
    }
    build() {
        return this.index;
    }
}
function codePoints(text) {
    return Array.from(text);
}
/**
 * Step 4: the first line whose name or stripped name equals the target; else, of the lines whose
 * name or stripped name contains it, the shortest stripped name (first on ties).
 */
function matchLine(target, candidates) {
    for (const line of candidates) {
        if (line.name === target || line.stripped === target)
            return line;
    }
    let best = null;
    for (const line of candidates) {
        if (!line.name.includes(target) && !line.stripped.includes(target))
            continue;
        if (best === null || line.strippedLength < best.strippedLength)
            best = line;
    }
    return best;
}
/** Step 5: exact name, else the first best bigram Jaccard when it reaches the threshold. */
function matchStation(target, stops) {
    for (const stop of stops)
        if (stop.name === target)
            return stop;
    let best = null;
    let bestScore = 0;
    for (const stop of stops) {
        const score = bigramJaccard(target, stop.name);
        if (score > bestScore) {
            bestScore = score;
            best = stop;
        }
    }
    return best !== null && bestScore >= MIN_STATION_SIMILARITY ? best : null;
}
const BUS_PREFIX = 'bus-';
/** Step 6 resolution: the id itself if in the station file, else `bus-`+id (prefix only added). */
function resolveStop(stopId, stations) {
    if (stations.has(stopId))
        return stopId;
    if (stopId.startsWith(BUS_PREFIX))
        return null;
    const bus = BUS_PREFIX + stopId;
    return stations.has(bus) ? bus : null;
}
function unreachable(reason) {
    return { reachable: false, stationGrounding: false, distancePlausibility: false, reason };
}
/** Steps 2–6: every line and its two stations matched, transfers connected. */
function matchRoute(c, index, stations) {
    if (c.lines.length === 0)
        return 'line_sequence is empty';
    if (c.names.length === 0)
        return 'station list is empty';
    if (c.names.length !== 2 * c.lines.length) {
        return `station count mismatch: expected ${2 * c.lines.length} (${c.lines.length} lines × 2), got ${c.names.length}`;
    }
    const code = c.city === null ? undefined : CITY_CODES.get(c.city);
    const candidates = code === undefined ? index.lines : (index.byCity.get(code) ?? []);
    const matched = [];
    for (let i = 0; i < c.lines.length; i += 1) {
        const lineEntry = c.lines[i];
        if (!lineEntry.ok)
            return `line ${i + 1}: ${lineEntry.diagnostics[0].message}`;
        const lineText = lineEntry.value;
        const line = matchLine((0,strings/* pyStrip */.m0)(lineText), candidates);
        if (line === null)
            return `line "${lineText}" has no match in the line file (city ${code ?? 'any'})`;
        const ends = [];
        for (const [k, role] of [
            [2 * i, 'boarding'],
            [2 * i + 1, 'alighting'],
        ]) {
            const nameEntry = c.names[k];
            if (!nameEntry.ok)
                return `${role} station of line "${lineText}": ${nameEntry.diagnostics[0].message}`;
            const stop = matchStation((0,strings/* pyStrip */.m0)(nameEntry.value), line.stops);
            if (stop === null)
                return `line "${lineText}" (${line.name}) has no ${role} station "${nameEntry.value}"`;
            ends.push(stop);
        }
        const [boarding, alighting] = ends;
        if (boarding.stopId === alighting.stopId) {
            return `line "${lineText}" (${line.name}): boarding and alighting are the same stop "${boarding.name}"`;
        }
        matched.push({ line, boarding, alighting });
    }
    for (let i = 0; i + 1 < matched.length; i += 1) {
        const from = matched[i].alighting;
        const to = matched[i + 1].boarding;
        const resolved = resolveStop(from.stopId, stations);
        if (resolved === null)
            return `transfer: alighting stop ${from.stopId} (${from.name}) is not in the station file`;
        const connected = stations.nextHopsInclude(resolved, to.stopId) ||
            (!to.stopId.startsWith(BUS_PREFIX) && stations.nextHopsInclude(resolved, BUS_PREFIX + to.stopId));
        if (!connected)
            return `transfer: ${from.stopId} (${from.name}) -> ${to.stopId} (${to.name}) is not connected`;
    }
    return matched;
}
/** Step 7 for one end: grounding threshold and transfer-distance plausibility (strict, NaN passes). */
function checkEnd(which, stopId, c, stations) {
    const point = which === 'start' ? c.start : c.end;
    const threshold = which === 'start' ? c.startThresholdKm : c.endThresholdKm;
    const transferKm = which === 'start' ? c.startTransferKm : c.endTransferKm;
    const pass = { grounded: true, plausible: true, groundingReason: null, plausibilityReason: null };
    const resolved = resolveStop(stopId, stations);
    const at = resolved === null ? null : stations.coords(resolved);
    if (at === null)
        return pass;
    if (point.length < 2) {
        return { ...pass, grounded: false, groundingReason: `${which} point has fewer than two coordinates` };
    }
    const d = haversineOrNull(point[1], point[0], at.lat, at.lng);
    if (d === null)
        return {
            ...pass,
            grounded: false,
            groundingReason: `${which} distance cannot be computed (coordinate out of range)`,
        };
    const out = { ...pass };
    if (typeof threshold === 'string') {
        out.grounded = false;
        out.groundingReason = `${which} transfer mode: ${threshold}`;
    }
    else if (d > threshold) {
        out.grounded = false;
        out.groundingReason = `${which} point is ${d.toFixed(2)} km from stop ${stopId} (threshold ${threshold} km)`;
    }
    if (!(0,route/* plausible */.oz)(transferKm, d)) {
        out.plausible = false;
        out.plausibilityReason = `${which} transfer distance ${transferKm} km is implausible for a ${d.toFixed(2)} km straight line (allowed d − 0.5 to 3d + 0.5)`;
    }
    return out;
}
/** The three round-1/2 verdicts for one payload case. */
function judgeCase(c, index, stations) {
    const matched = matchRoute(c, index, stations);
    if (typeof matched === 'string')
        return unreachable(matched);
    const start = checkEnd('start', matched[0].boarding.stopId, c, stations);
    const end = checkEnd('end', matched[matched.length - 1].alighting.stopId, c, stations);
    const stationGrounding = start.grounded && end.grounded;
    const distancePlausibility = start.plausible && end.plausible;
    const reason = start.groundingReason ?? end.groundingReason ?? start.plausibilityReason ?? end.plausibilityReason ?? null;
    return { reachable: true, stationGrounding, distancePlausibility, reason };
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/general/line-file.ts
// Reading the offline judge's line file (`--lines line_info.csv`) and turning a payload case into
// what the judge needs. A malformed line file is a whole-file problem (suite status "error").













const repr = (v) => (0,reference_value/* pyRepr */.n3)(v).slice(0, 60);
const COLUMNS = ['citycode', 'line_name', 'station_list'];
function missingColumns(header) {
    return COLUMNS.filter((name) => !header?.includes(name));
}
/** A bad station_list cell: located in the cell here, at its file and row by the caller. */
function badStations(pointer, message) {
    return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'bad-line-file', field: 'station_list', pointer, message }));
}
/** Stops of one station_list cell, or the problem. */
function stopsOf(text, keys) {
    if (text === '')
        return (0,result/* success */.k)([]);
    const parsed = (0,json/* parsePyJson */.j5)(text, keys);
    if (!parsed.ok)
        return badStations(null, `station_list is not JSON: ${(0,json/* describeJsonError */.M1)(text, parsed.message, parsed.position)}`);
    const list = Array.isArray(parsed.value) ? parsed.value : null;
    if (list === null)
        return badStations(null, `station_list is ${repr(parsed.value)}, not an array`);
    const stops = [];
    for (const [i, entry] of list.entries()) {
        if (!(0,reference_value/* isDict */.Zm)(entry))
            return badStations(`/${i}`, `station ${repr(entry)} is not an object`);
        const name = entry.get('station_name') ?? '';
        if (typeof name !== 'string')
            return badStations(`/${i}/station_name`, `station_name ${repr(name)} is not a string`);
        const id = entry.get('stop_id') ?? '';
        if (Array.isArray(id) || (0,reference_value/* isDict */.Zm)(id))
            return badStations(`/${i}/stop_id`, `stop_id ${repr(id)} is not a string or number`);
        stops.push({ name, stopId: (0,reference_value/* pyStr */.rD)(id) });
    }
    return (0,result/* success */.k)(stops);
}
async function loadLineIndex(file) {
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const reader = new csv_reader/* DictCsvReader */.yk(file);
    const builder = new LineIndexBuilder(stripLineGroups);
    const keys = new json/* JsonKeys */.$s();
    const problems = [];
    let count = 0;
    let missing = null;
    for await (const batch of reader.rows()) {
        const header = reader.header;
        missing ??= missingColumns(header.names);
        if (missing.length > 0)
            break;
        for (const row of batch) {
            count += 1;
            const get = (name) => (0,records/* cell */.Hn)(header, row, name) ?? '';
            const stops = stopsOf(get('station_list'), keys);
            if (!stops.ok) {
                problems.push(...stops.diagnostics.map((d) => (0,core_diagnostics/* diagnostic */.YK)({ ...d, file: shown, line: row.line, row: row.row })));
                continue;
            }
            builder.add(get('citycode'), get('line_name'), stops.value);
        }
    }
    if (reader.problem !== null)
        problems.push((0,core_diagnostics/* diagnostic */.YK)({
            code: reader.problem.code,
            file: shown,
            line: reader.problem.line,
            message: reader.problem.message,
        }));
    missing ??= missingColumns(reader.header?.names ?? null);
    for (const name of missing)
        problems.push((0,core_diagnostics/* diagnostic */.YK)({
            code: 'missing-column',
            file: shown,
            line: 1,
            field: name,
            message: missingColumnMessage(name, reader.header?.names ?? [], "the line file's column"),
        }));
    if (problems.length > 0)
        return { ok: false, diagnostics: problems };
    return { ok: true, value: builder.build(), rows: count };
}
/** A payload entry the judge can match (a string), or a `not-a-string` diagnostic at `pointer` of generate_results. */
function nameEntry(value, pointer) {
    return typeof value === 'string'
        ? (0,result/* success */.k)(value)
        : (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
            code: 'not-a-string',
            field: 'generate_results',
            pointer,
            message: `${repr(value)} is not a string`,
        }));
}
/** Catches a Python raise as the offline judge's reason text. */
function orReason(f) {
    try {
        return f();
    }
    catch (error) {
        if (error instanceof reference_value/* PyRaise */.O$)
            return error.message;
        throw error;
    }
}
/** The payload case as the offline judge reads it (plus the output's transfer distances). */
function linesCaseOf(c, output, compat) {
    const km = (key) => {
        const v = orReason(() => (0,units/* parseDistance */.Fj)(output.get(key), compat));
        return typeof v === 'number' ? v : 0;
    };
    // The general judge's taxi test lacks 滴滴.
    const threshold = (mode) => orReason(() => (0,route/* groundingThreshold */.h4)(mode, { field: 'generate_results', pointer: '' }, ['打车', '网约车']));
    const lines = orReason(() => (0,reference_value/* iterate */.nl)(c.lineSequence));
    return {
        city: typeof c.city === 'string' ? c.city : null,
        lines: typeof lines === 'string' ? [] : lines.map((v, i) => nameEntry(v, `/line_sequence/${i}`)),
        // Normalised: positions are not the output's.
        names: c.stationNames.map((v) => nameEntry(v, null)),
        start: c.start,
        end: c.end,
        startThresholdKm: threshold(c.startMode),
        endThresholdKm: threshold(c.endMode),
        startTransferKm: km('start_transfer_distance'),
        endTransferKm: km('end_transfer_distance'),
    };
}

// EXTERNAL MODULE: external "node:timers/promises"
var promises_ = __webpack_require__(8500);
// EXTERNAL MODULE: ./src/core/url.ts
var url = __webpack_require__(38);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/general/remote.ts
// Client of the remote route evaluator used by TransitLM general mode:
// POST {base}/api/eval/route/batch with {"cases":[…]} and read {"results":[…]} aligned by index.
// Unlike the reference script it times out, retries 429/5xx, checks the response shape and types
// strictly, and never throws: a failed batch comes back with the reason (the caller counts its
// cases as provider errors, not as unreachable routes).


const DEFAULT_BATCH_SIZE = 50;
const DEFAULT_TIMEOUT_S = 60;
const DEFAULT_RETRIES = 3;
const DEFAULT_RETRY_BASE_DELAY_MS = 1000;
/**
 * Largest answer read: a verdict is a few hundred bytes, so 16 MiB is thousands of times a batch
 * of 50; an evaluator (or anything at its URL) cannot fill the memory with one answer.
 */
const DEFAULT_MAX_RESPONSE_BYTES = 16 << 20;
const BATCH_PATH = '/api/eval/route/batch';
/** The failure of a batch cut short by the run signal (the run drops the suite). */
const STOPPED = 'stopped: the run was interrupted';
function batchEndpoint(baseUrl) {
    return baseUrl.replace(/\/+$/, '') + BATCH_PATH;
}
/** A base URL the client can use, or why not (checked before any row is read). */
function checkBaseUrl(baseUrl) {
    let url;
    try {
        url = new URL(batchEndpoint(baseUrl));
    }
    catch {
        return `not a valid URL: ${JSON.stringify(baseUrl)}`;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return `not an http(s) URL: ${JSON.stringify(baseUrl)}`;
    return null;
}
function failedBatch(count, failure) {
    const verdict = { reachable: false, stationGrounding: false, reason: failure, badResponse: null };
    return { verdicts: Array.from({ length: count }, () => ({ ...verdict })), failure };
}
function describeError(error) {
    const e = error;
    if (e.name === 'TimeoutError')
        return 'timed out';
    const cause = e.cause?.code ?? e.cause?.message;
    return cause ? `${e.message ?? String(error)} (${cause})` : (e.message ?? String(error));
}
function isRetryable(status) {
    return status === 429 || (status >= 500 && status <= 599);
}
function textOrNull(value) {
    return typeof value === 'string' && value !== '' ? value : null;
}
/** One response entry → verdict; anything but JSON booleans makes the case unreachable. */
function verdictOf(entry) {
    const obj = entry !== null && typeof entry === 'object' && !Array.isArray(entry) ? entry : null;
    if (obj === null) {
        return {
            reachable: false,
            stationGrounding: false,
            reason: 'bad response entry',
            badResponse: 'result entry is not an object',
        };
    }
    for (const key of ['reachable', 'station_grounding']) {
        if (typeof obj[key] !== 'boolean') {
            const found = obj[key] === undefined ? 'missing' : JSON.stringify(obj[key]);
            const badResponse = `"${key}" is not a JSON boolean (${found})`;
            return { reachable: false, stationGrounding: false, reason: `bad response: ${badResponse}`, badResponse };
        }
    }
    const reachable = obj.reachable;
    const stationGrounding = obj.station_grounding;
    const reason = !reachable
        ? (textOrNull(obj.reachable_reason) ?? 'unreachable (no reason given)')
        : !stationGrounding
            ? (textOrNull(obj.station_grounding_reason) ?? 'station grounding failed (no reason given)')
            : null;
    return { reachable, stationGrounding, reason, badResponse: null };
}
/** The body of an answer up to `maxBytes` (null past it: the rest is not read). */
async function cappedText(response, maxBytes) {
    const declared = Number(response.headers.get('content-length'));
    if (response.body === null)
        return '';
    if (Number.isFinite(declared) && declared > maxBytes) {
        await response.body.cancel().catch(() => undefined);
        return null;
    }
    const chunks = [];
    let total = 0;
    for await (const chunk of response.body) {
        total += chunk.byteLength;
        if (total > maxBytes)
            return null; // leaving the loop cancels the body
        chunks.push(chunk);
    }
    return Buffer.concat(chunks, total).toString('utf8');
}
/**
 * One POST with its own timer (not AbortSignal.timeout combined by AbortSignal.any: on Node 20 a
 * garbage collection can drop the combined signal, and a hung server then stalls the request for
 * minutes, nodejs/node#55428). The timer and the run signal abort one controller this function
 * holds until the answer is read.
 */
async function post(endpoint, body, options, stop) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException(`no answer within ${options.timeoutMs} ms`, 'TimeoutError')), options.timeoutMs);
    const onStop = () => controller.abort(stop.reason);
    stop.addEventListener('abort', onStop, { once: true });
    const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
    try {
        const headers = { 'content-type': 'application/json' };
        if (endpoint.authorization !== null)
            headers.authorization = endpoint.authorization;
        const response = await fetch(endpoint.url, { method: 'POST', headers, body, signal: controller.signal });
        const text = await cappedText(response, maxBytes);
        if (text === null)
            return { failure: `${endpoint.url} answered more than ${maxBytes} bytes (the most read): not read` };
        return { status: response.status, text };
    }
    catch (error) {
        if (stop.aborted)
            return { stopped: true };
        return {
            failure: `request to ${endpoint.url} failed: ${describeError(controller.signal.aborted ? controller.signal.reason : error)}`,
        };
    }
    finally {
        clearTimeout(timer);
        stop.removeEventListener('abort', onStop);
    }
}
/**
 * Sends one batch (case JSON texts, in row order) and returns a verdict per case. Never throws
 * for anything the server or the network does.
 */
async function evaluateBatch(caseTexts, options) {
    // fetch refuses a URL with userinfo: credentials in the evaluator's URL become a Basic Authorization header.
    const target = (0,url/* requestTarget */.t5)(batchEndpoint(options.baseUrl));
    const endpoint = target.url;
    const body = `{"cases": [${caseTexts.join(', ')}]}`;
    const stopSignal = options.signal ?? new AbortController().signal;
    for (let attempt = 0;; attempt += 1) {
        if (stopSignal.aborted)
            return failedBatch(caseTexts.length, STOPPED);
        options.usage?.request(attempt > 0);
        const posted = await post(target, body, options, stopSignal);
        if ('stopped' in posted)
            return failedBatch(caseTexts.length, STOPPED);
        if ('failure' in posted)
            return failedBatch(caseTexts.length, posted.failure);
        const { status, text } = posted;
        if (isRetryable(status) && attempt < options.retries) {
            const waited = await (0,promises_.setTimeout)(options.retryBaseDelayMs * 2 ** attempt, true, { signal: stopSignal }).catch(() => false);
            if (!waited)
                return failedBatch(caseTexts.length, STOPPED);
            continue;
        }
        if (status < 200 || status > 299) {
            const tries = attempt > 0 ? ` after ${attempt} ${attempt === 1 ? 'retry' : 'retries'}` : '';
            return failedBatch(caseTexts.length, `${endpoint} answered HTTP ${status}${tries}`);
        }
        let parsed;
        try {
            parsed = JSON.parse(text);
        }
        catch {
            return failedBatch(caseTexts.length, `${endpoint} answered a body that is not JSON`);
        }
        options.usage?.answer(parsed);
        const results = parsed !== null && typeof parsed === 'object' ? parsed.results : undefined;
        if (!Array.isArray(results)) {
            return failedBatch(caseTexts.length, `${endpoint} answered without a "results" array`);
        }
        if (results.length !== caseTexts.length) {
            return failedBatch(caseTexts.length, `${endpoint} answered ${results.length} results for ${caseTexts.length} cases`);
        }
        return { verdicts: results.map(verdictOf), failure: null };
    }
}

// EXTERNAL MODULE: ./src/benchmarks/transitlm/tasks/tally.ts
var tally = __webpack_require__(3484);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/general/tally.ts

const GENERAL_ROUNDS = ['reachability', 'station_grounding', 'distance_plausibility', 'iou', 'accuracy'];
const NO_ROUNDS = {
    reachability: null,
    station_grounding: null,
    distance_plausibility: null,
    iou: null,
    accuracy: null,
};
class GeneralTally {
    valid = 0;
    rounds = Object.fromEntries(GENERAL_ROUNDS.map((id) => [id, new tally/* Rate */.tt()]));
    means = {
        lineIoU: new tally/* Mean */.g5(),
        stationIoU: new tally/* Mean */.g5(),
        score: new tally/* Mean */.g5(),
        labelScore: new tally/* Mean */.g5(),
        deviation: new tally/* Mean */.g5(),
        distanceMape: new tally/* Mean */.g5(),
        timeMape: new tally/* Mean */.g5(),
        fareMape: new tally/* Mean */.g5(),
    };
    stationExact = new tally/* Rate */.tt();
    accurate = { distance: new tally/* Rate */.tt(), time: new tally/* Rate */.tt(), fare: new tally/* Rate */.tt(), transfer: new tally/* Rate */.tt() };
    /** Counts one evaluated (non-error, non-empty) row; returns its round outcomes and first failure. */
    add(v, e) {
        const pass = (id, ok) => {
            this.rounds[id].add(ok);
            return ok;
        };
        this.valid += 1;
        const rounds = { ...NO_ROUNDS, reachability: pass('reachability', v.reachable) };
        if (!v.reachable)
            return { rounds, reason: v.reason ?? 'unreachable' };
        rounds.station_grounding = pass('station_grounding', v.stationGrounding);
        rounds.distance_plausibility = pass('distance_plausibility', v.distancePlausibility);
        const m = this.means;
        m.lineIoU.add(e.lineIoU);
        m.stationIoU.add(e.stationIoU);
        m.score.add(e.score);
        m.labelScore.add(e.labelScore);
        m.deviation.add(e.deviationPct);
        this.stationExact.add(e.stationIoU === 1);
        let reason = v.stationGrounding && v.distancePlausibility ? null : (v.reason ?? 'station grounding failed');
        rounds.iou = pass('iou', e.stationIoU === 1 && e.modesMatch);
        if (!rounds.iou)
            return {
                rounds,
                reason: reason ?? (e.stationIoU !== 1 ? `station IoU ${e.stationIoU} ≠ 1` : 'transfer modes differ from the label'),
            };
        m.distanceMape.add(e.distanceMape);
        m.timeMape.add(e.timeMape);
        m.fareMape.add(e.fareMape);
        const a = this.accurate;
        a.distance.add(e.distanceAccurate);
        a.time.add(e.timeAccurate);
        a.fare.add(e.fareAccurate);
        a.transfer.add(e.transferAccurate);
        rounds.accuracy = pass('accuracy', e.distanceAccurate && e.timeAccurate && e.fareAccurate);
        if (!rounds.accuracy) {
            const off = [
                e.distanceAccurate ? null : 'distance',
                e.timeAccurate ? null : 'time',
                e.fareAccurate ? null : 'fare',
            ].filter((x) => x !== null);
            reason ??= `inaccurate: ${off.join(', ')}`;
        }
        return { rounds, reason };
    }
    finish(total) {
        const set = new tally/* MetricSet */.JR();
        const m = this.means;
        set.mean('line_iou_mean', m.lineIoU, 'higher');
        set.mean('station_iou_mean', m.stationIoU, 'higher');
        set.mean('expert_score_mean', m.score, 'none');
        set.mean('label_expert_score_mean', m.labelScore, 'none');
        set.mean('expert_score_deviation_pct', m.deviation, 'none');
        set.mean('distance_mape', m.distanceMape, 'lower', '%');
        set.mean('time_mape', m.timeMape, 'lower', '%');
        set.mean('fare_mape', m.fareMape, 'lower', '%');
        set.rate('distance_accuracy', this.accurate.distance, 'higher');
        set.rate('time_accuracy', this.accurate.time, 'higher');
        set.rate('fare_accuracy', this.accurate.fare, 'higher');
        set.rate('transfer_distance_accuracy', this.accurate.transfer, 'higher');
        set.rate('station_iou_exact', this.stationExact, 'higher');
        return {
            rounds: GENERAL_ROUNDS.map((id) => (0,tally/* round */.LI)(id, this.rounds[id])),
            metrics: set.metrics,
            warnings: set.warnings,
            finalScore: (0,tally/* finalScore */.hx)(this.rounds.accuracy.passed, total),
        };
    }
}

// EXTERNAL MODULE: ./src/benchmarks/transitlm/tasks/item-detail.ts
var item_detail = __webpack_require__(1097);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general-batches.ts











/** The offline judge: the line and station files. */
class LinesJudge {
    index;
    stations;
    compat;
    constructor(index, stations, compat) {
        this.index = index;
        this.stations = stations;
        this.compat = compat;
    }
    verdicts(batch) {
        const verdict = (p) => {
            const payload = p.payload;
            return judgeCase(linesCaseOf(payload.case, payload.output, this.compat), this.index, this.stations);
        };
        return Promise.resolve({ verdicts: batch.map(verdict), latencyMs: null });
    }
}
/** The remote route evaluator: one request per batch, no more after too many failures in a row (the breaker). */
class RemoteJudge {
    options;
    health;
    run;
    constructor(options, health, 
    /** Where a failed batch or a bad answer is reported. */
    run) {
        this.options = options;
        this.health = health;
        this.run = run;
    }
    async verdicts(batch) {
        const first = batch[0];
        const last = batch[batch.length - 1];
        const where = last.place.file === first.place.file ? '' : ` of ${last.place.file}`;
        const rows = `rows ${first.place.row}–${last.place.row}${where}`;
        if (this.health.open !== null)
            return { failure: this.health.open };
        const started = performance.now();
        const outcome = await evaluateBatch(batch.map((p) => caseJson(p.payload.case)), this.options);
        const latencyMs = Math.round(((performance.now() - started) / batch.length) * 1000) / 1000;
        if (outcome.failure !== null) {
            if (!this.run.stopped) {
                const { file, line, row } = first.place;
                const message = `batch of ${batch.length} cases (${rows}) failed: ${outcome.failure}; its cases are provider errors, not scored`;
                this.run.diagnostics.add({ severity: 'warning', code: 'batch-failed', file, line, row, message });
            }
            this.health.failure(outcome.failure);
            return { failure: outcome.failure };
        }
        this.health.success();
        const verdicts = batch.map((p, i) => {
            const v = outcome.verdicts[i];
            if (v.badResponse !== null) {
                const { file, line, row, item } = p.place;
                const message = `evaluator answer: ${v.badResponse}; counted as unreachable`;
                const field = columns/* COLUMNS */.c.output;
                this.run.diagnostics.add({ severity: 'warning', code: 'bad-response', file, line, row, item, field, message });
            }
            // No stops are matched locally in remote mode, so plausibility passes (as in the reference).
            const { reachable, stationGrounding, reason } = v;
            return { reachable, stationGrounding, distancePlausibility: true, reason };
        });
        return { verdicts, latencyMs };
    }
}
/** A raise of the general task's stages as the row's error; a pointer to the whole cell is none. */
function generalError(raise, cells) {
    const error = (0,evaluate_row/* rowErrorOf */.ku)(raise, cells);
    return { ...error, pointer: error.pointer || null };
}
/** The queue of rows waiting for their batch (see the top of this file). */
class GeneralBatches {
    run;
    judge;
    tally;
    batchSize;
    usage;
    /** Rows with an empty output (no response): counted, in no round. */
    noResponse = 0;
    /**
     * Rows whose batch got no verdict (transport failure, 5xx/429 after retries, a broken answer):
     * not the model's failure, so counted apart and left out of `total`, the rounds and the items.
     */
    providerErrors = 0;
    queue = [];
    /** Rows of the queue that carry a case. */
    cases = 0;
    constructor(run, judge, tally, batchSize, 
    /** Collects each judged route's share of its batch's latency (a remote evaluator); null offline. */
    usage = null) {
        this.run = run;
        this.judge = judge;
        this.tally = tally;
        this.batchSize = batchSize;
        this.usage = usage;
    }
    /** A row of the shard: its payload (or why it has none) queued; returns the judging of a full batch. */
    take(place, cells) {
        const pending = { place, cells, settled: null, payload: null };
        const output = cells.text(columns/* COLUMNS */.c.output);
        if (output === undefined || output === '') {
            this.noResponse += 1;
            pending.settled = { rounds: NO_ROUNDS, reason: 'no response (generate_results is empty)' };
        }
        else {
            try {
                pending.payload = buildPayload(cells);
                this.cases += 1;
            }
            catch (raise) {
                if (!(raise instanceof reference_value/* PyRaise */.O$))
                    throw raise;
                const error = generalError(raise, cells);
                this.run.rowError(place, error, 'payload-error');
                pending.settled = { rounds: NO_ROUNDS, reason: error.message };
            }
        }
        this.queue.push(pending);
        return this.cases >= this.batchSize ? this.flush() : undefined;
    }
    /** Judges the queued cases and finishes the queued rows, in order. */
    async flush() {
        const queue = this.queue;
        this.queue = [];
        this.cases = 0;
        const judged = queue.filter((p) => p.payload !== null);
        const judgedBatch = judged.length > 0 ? await this.judge.verdicts(judged) : { verdicts: [], latencyMs: null };
        let k = 0;
        for (const p of queue) {
            if (p.settled !== null)
                this.run.finish(p.place, p.cells.notes, p.settled.rounds, p.settled.reason);
            else if ('failure' in judgedBatch) {
                this.providerErrors += 1;
                this.run.unfinished();
            }
            else
                this.settle(p, judgedBatch.verdicts[k++], judgedBatch.latencyMs);
        }
        this.run.tick();
    }
    /** The evaluation stage of a judged row, then its tally. */
    settle(p, verdict, latencyMs) {
        const { place, cells } = p;
        const payload = p.payload;
        let evaluation;
        try {
            evaluation = evaluateGeneral({ prompt: payload.prompt, output: payload.output, cells });
            // The reference reads sample['index_id'] after evaluating (a KeyError without the column).
            if (!cells.hasColumn(columns/* COLUMNS */.c.id)) {
                throw new reference_value/* PyRaise */.O$('missing-column', `column "${columns/* COLUMNS */.c.id}" is missing`, columns/* COLUMNS */.c.id);
            }
        }
        catch (raise) {
            if (!(raise instanceof reference_value/* PyRaise */.O$))
                throw raise;
            const error = generalError(raise, cells);
            this.run.rowError(place, error);
            this.run.finish(place, cells.notes, NO_ROUNDS, error.message);
            return;
        }
        const counted = this.tally.add(verdict, evaluation);
        // The route as the evaluator was sent it: station_name when the output has one.
        const detail = new items/* DetailBuilder */.Hu();
        const failed = Object.values(counted.rounds).includes(false);
        (0,item_detail/* addRoute */.h2)(detail, payload.output, { stationsKey: outputStations(payload.output).key, full: failed });
        const usage = latencyMs === null || this.usage === null ? null : this.usage.item({ latencyMs });
        this.run.finish(place, cells.notes, counted.rounds, counted.reason, {
            detail: (0,item_detail/* withFunnel */.jn)(counted.rounds, (0,item_detail/* flat */.Ct)(detail)),
            usage,
        });
    }
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/tasks/general/options.ts
// Suite options of the general task and the evaluator choice (spec: exit 2 with none of
// --api-url, TRANSIT_LM_API, --lines, or with both --api-url and --lines; no default URL).




/** Options of a general suite, or the `usage` diagnostic that makes the suite `status: "error"`. */
function generalOptions(suite, env) {
    const options = readOptions(suite, env);
    if ('error' in options)
        return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message: `suite ${JSON.stringify(suite.id)}: ${options.error}` }));
    return (0,result/* success */.k)(options);
}
/**
 * The suite's keys are as the transitlm-suite schema lets them through (validated once, with the
 * config): only what the schema cannot say is checked here. The defaults are the schema's.
 */
function readOptions(suite, env) {
    const input = suite.input;
    // Absent only with `replicates`, which the runner scores one file at a time as `input`.
    if (input === undefined)
        return { error: 'no input given' };
    const strings = { stations: suite.stations ?? null, apiUrl: suite.apiUrl ?? null, lines: suite.lines ?? null };
    const batchSize = suite.batchSize ?? DEFAULT_BATCH_SIZE;
    const timeoutS = suite.timeoutS ?? DEFAULT_TIMEOUT_S;
    const retries = suite.retries ?? DEFAULT_RETRIES;
    const common = { input, stations: strings.stations, compat: (0,options/* compatOf */.ab)(suite), batchSize };
    if (strings.apiUrl !== null && strings.lines !== null)
        return { error: 'give either --api-url (apiUrl) or --lines (lines), not both' };
    if (strings.lines !== null) {
        if (strings.stations === null)
            return { error: '--lines needs --stations (transfers and grounding use the station file)' };
        return { ...common, evaluator: { kind: 'lines', file: strings.lines } };
    }
    const envUrl = env.TRANSIT_LM_API;
    const url = strings.apiUrl ?? (envUrl !== undefined && envUrl !== '' ? envUrl : null);
    if (url === null)
        return {
            error: 'general mode needs an evaluator: --api-url URL, the TRANSIT_LM_API environment variable, or --lines line_info.csv',
        };
    const bad = checkBaseUrl(url);
    if (bad !== null)
        return { error: `evaluator URL ${bad}` };
    return { ...common, evaluator: { kind: 'remote', url, timeoutMs: timeoutS * 1000, retries } };
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/score-general.ts
// The TransitLM `general` task on the row driver (driver.ts): rows → payload stage → evaluator
// verdicts (remote batches or the offline line-file judge) → local evaluation → rounds, metrics,
// items (general-batches.ts). Rows are streamed and held only until their batch has been judged.















const ROUTE_SCHEMA = 'transitlm-general-route';
/** Station file (optional in remote mode: loaded and checked, changes no count) and evaluator. */
async function loadEvaluator(options, run, deps) {
    const { ctx, diagnostics } = run;
    const inputs = [];
    let stations = null;
    if (options.stations !== null) {
        const checked = await (0,results_inputs/* inputPath */.Mv)(ctx, options.stations);
        if (!checked.ok) {
            checked.diagnostics.forEach((d) => diagnostics.add(d));
            return null;
        }
        const file = checked.value;
        const loaded = await stationGraphFor(ctx.cache, file);
        if (!loaded.ok) {
            loaded.diagnostics.forEach((d) => diagnostics.add(d));
            return null;
        }
        loaded.warnings.forEach((d) => diagnostics.add(d));
        const graph = loaded.value;
        stations = {
            has: (id) => graph.has(id),
            coords: (id) => graph.coords(id),
            nextHopsInclude: (id, other) => graph.nextHopContains(id, other),
        };
        inputs.push(await (0,results_inputs/* describeInput */.eG)('reference', file, null, await loaded.sha256));
    }
    const source = options.evaluator;
    if (source.kind === 'remote') {
        const retryBaseDelayMs = deps.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
        const usage = new results_usage/* UsageCounter */.A$();
        const { url: baseUrl, timeoutMs, retries } = source;
        const remote = { baseUrl, timeoutMs, retries, retryBaseDelayMs, signal: ctx.signal, usage };
        return { evaluator: { kind: 'remote', options: remote }, inputs };
    }
    const checked = await (0,results_inputs/* inputPath */.Mv)(ctx, source.file);
    if (!checked.ok) {
        checked.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    const file = checked.value;
    const index = await ctx.cache.get(`transitlm:lines:${file}`, () => loadLineIndex(file));
    if (!index.ok) {
        index.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    inputs.push(await (0,results_inputs/* describeInput */.eG)('reference', file, null));
    // generalOptions requires a station file with --lines.
    return { evaluator: { kind: 'lines', judge: new LinesJudge(index.value, stations, options.compat) }, inputs };
}
/** The rows of a file with their items and shard (the general task reads every cell as text). */
async function* generalRows(reader, shard) {
    for await (const batch of reader.rows()) {
        const header = reader.header;
        yield batch.map((csv) => {
            const item = (0,records/* cell */.Hn)(header, csv, columns/* COLUMNS */.c.id) ?? `row-${csv.row}`;
            const oversized = csv.oversized === null ? false : { field: header.names[csv.oversized[0]] ?? null };
            return { row: csv.row, line: csv.line, item, abort: null, inShard: (0,results_shard/* inShard */.I)(item, shard), oversized, csv, header };
        });
    }
}
async function scoreGeneral(config, ctx, deps = {}) {
    const run = new RowRun(config, ctx);
    const read = generalOptions(config, ctx.env);
    if (!read.ok) {
        read.diagnostics.forEach((d) => run.diagnostics.add(d));
        return run.errorSuite();
    }
    const options = read.value;
    if (!(await run.resolve(options.input)))
        return run.errorSuite();
    const loaded = await loadEvaluator(options, run, deps);
    if (loaded === null)
        return run.errorSuite();
    const { evaluator } = loaded;
    const tally = new GeneralTally();
    const policy = (0,provider_health/* providerPolicyOf */.Xg)(config);
    const health = new provider_health/* ProviderHealth */.Wf(policy.maxConsecutiveProviderFailures);
    const judge = evaluator.kind === 'remote' ? new RemoteJudge(evaluator.options, health, run) : evaluator.judge;
    // A remote evaluator's batches are timed; each route gets its share (docs/usage.md). It reports no tokens.
    const collector = evaluator.kind === 'remote' ? new results_usage/* UsageCollector */.r_(ctx.pricing ?? null, { latencyApportioned: true }) : null;
    const batches = new GeneralBatches(run, judge, tally, options.batchSize, collector);
    const keys = new json/* JsonKeys */.$s();
    await run.scoreFiles({
        chunkSize: 1 << 14,
        rows: (reader) => generalRows(reader, ctx.shard),
        take: (r, place) => {
            const cells = new row/* RowCells */.w9(r.header, r.csv, r.item, { file: place.file, compat: options.compat, keys }, ROUTE_SCHEMA);
            return batches.take(place, cells);
        },
        end: () => batches.flush(),
        missingColumnEffect: (column) => column === columns/* COLUMNS */.c.output ? 'every row is a no-response' : 'every row is an error',
    });
    if (run.stopped)
        return run.errorSuite();
    if (run.failed)
        return run.failedSuite();
    run.inputs.push(...loaded.inputs);
    const { noResponse, providerErrors } = batches;
    const total = run.total - providerErrors;
    const unmeasured = (0,provider_health/* providerErrorProblem */.zt)(providerErrors, run.total, policy, 'rows');
    if (unmeasured !== null) {
        run.diagnostics.add(unmeasured);
        run.unusable = true;
    }
    if (health.open !== null) {
        // The breaker stopped asking: whatever the allowed share, the suite was not measured.
        run.diagnostics.add({ code: 'provider-unavailable', message: health.open });
        run.unusable = true;
    }
    const summary = tally.finish(total);
    summary.warnings.forEach((w) => run.diagnostics.add(w));
    const remote = evaluator.kind === 'remote';
    const result = {
        id: config.id,
        benchmark: 'transitlm',
        task: 'general',
        status: run.unusable ? 'error' : 'ok',
        inputs: run.inputs,
        total,
        errors: run.errors,
        counts: { valid: tally.valid, no_response: noResponse, ...(remote ? { provider_errors: providerErrors } : {}) },
        ...(remote && evaluator.options.usage !== undefined ? { usage: evaluator.options.usage.value() } : {}),
        rounds: summary.rounds,
        metrics: summary.metrics,
        finalScore: summary.finalScore,
        details: { compat: options.compat, evaluator: options.evaluator.kind },
        diagnostics: await run.finishDiagnostics(),
    };
    if (run.items !== null)
        result.itemsFile = run.items.relPath;
    if (collector !== null)
        (0,results_usage/* applyUsage */.g8)(result, collector.summary(result.usage)).forEach((d) => result.diagnostics.push(d));
    return result;
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/score.ts
// Scoring a TransitLM suite: the task picks the scorer (rows of the three CSV tasks, or general).





/** Score one TransitLM suite (loaded on demand by the plugin, index.ts). */
async function scoreTransitlm(c, ctx) {
    switch (c.task) {
        case 'single':
        case 'personalized':
        case 'diversity':
            return scoreRows(c, ctx, c.task);
        case 'general':
            return scoreGeneral(c, ctx);
        default: {
            const diagnostics = new core_diagnostics/* Diagnostics */.rE();
            diagnostics.add({
                code: 'usage',
                field: 'task',
                message: `unknown task ${JSON.stringify(c.task)}: expected ${options/* TASKS */.n3.join(', ')}`,
            });
            return { ...(0,results_suite/* emptySuite */.I)({ ...c, benchmark: 'transitlm' }, 'error'), diagnostics: diagnostics.finish() };
        }
    }
}


/***/ }),

/***/ 3609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Wf: () => (/* binding */ ProviderHealth),
/* harmony export */   Xg: () => (/* binding */ providerPolicyOf),
/* harmony export */   zt: () => (/* binding */ providerErrorProblem)
/* harmony export */ });
const DEFAULT_MAX_CONSECUTIVE_PROVIDER_FAILURES = 10;
const DEFAULT_MAX_PROVIDER_ERROR_RATE = 0;
/** A live suite's policy: its keys (validated by its schema) or the defaults. */
function providerPolicyOf(suite) {
    return {
        maxProviderErrorRate: suite.maxProviderErrorRate ?? DEFAULT_MAX_PROVIDER_ERROR_RATE,
        maxConsecutiveProviderFailures: suite.maxConsecutiveProviderFailures ?? DEFAULT_MAX_CONSECUTIVE_PROVIDER_FAILURES,
    };
}
/** A circuit breaker over a provider's answers: opens after `limit` failures in a row. */
class ProviderHealth {
    limit;
    consecutive = 0;
    reason = null;
    constructor(limit) {
        this.limit = limit;
    }
    success() {
        if (this.reason === null)
            this.consecutive = 0;
    }
    /** Records a failure (`what`: status and URL); true when the breaker is open (now or before). */
    failure(what) {
        this.consecutive += 1;
        if (this.reason === null && this.consecutive >= this.limit) {
            this.reason = `stopped asking after ${this.limit} consecutive provider failures (last: ${what})`;
        }
        return this.reason !== null;
    }
    /** Why no more requests are sent, or null while the provider may still be asked. */
    get open() {
        return this.reason;
    }
}
/**
 * The whole-suite error when provider errors exceed the allowed share of the items asked, or null.
 * `asked` counts every item the provider was (or would have been) asked for, failed ones included.
 */
function providerErrorProblem(providerErrors, asked, policy, what) {
    if (providerErrors === 0 || asked === 0)
        return null;
    const share = providerErrors / asked;
    if (share <= policy.maxProviderErrorRate)
        return null;
    const allowed = policy.maxProviderErrorRate === 0
        ? 'none is allowed'
        : `at most ${policy.maxProviderErrorRate} is allowed (maxProviderErrorRate)`;
    return {
        code: 'provider-errors',
        message: `${providerErrors} of ${asked} ${what} got no answer from the provider (${(100 * share).toFixed(1)} %; ${allowed}): the model was not measured on them, so the suite cannot be judged`,
    };
}


/***/ })

};
