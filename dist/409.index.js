export const id = 409;
export const ids = [409];
export const modules = {

/***/ 9409:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  chooseRoles: () => (/* binding */ chooseRoles),
  scoreImported: () => (/* binding */ scoreImported)
});

// EXTERNAL MODULE: ./src/core/diagnostics.ts
var core_diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/results/items.ts
var results_items = __webpack_require__(1206);
// EXTERNAL MODULE: ./src/results/metrics.ts
var results_metrics = __webpack_require__(7087);
// EXTERNAL MODULE: ./src/results/suite.ts
var results_suite = __webpack_require__(502);
// EXTERNAL MODULE: ./src/results/inputs.ts
var results_inputs = __webpack_require__(1385);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/json5/lib/index.js
var lib = __webpack_require__(4841);
var lib_default = /*#__PURE__*/__webpack_require__.n(lib);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/json/positions.ts
var json_positions = __webpack_require__(3966);
// EXTERNAL MODULE: ./src/json/read.ts
var json_read = __webpack_require__(9472);
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
/** A JSON value as Python's json module writes it: strict JSON, or with NaN/Infinity (JSON5 reads those). */
function parsePythonJson(text) {
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
    return {
        file,
        shown,
        value: parsed.value,
        locate(pointer) {
            if (text.length > LOCATE_MAX_CHARS)
                return null;
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
            row = { id, line, repeats: 0, values: new Map(), error: false };
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

;// CONCATENATED MODULE: ./src/benchmarks/imported/inspect.ts
// Inspect AI: an eval log as `inspect log dump` writes it (the EvalLog as JSON: version, status,
// eval, plan, results, stats, samples, reductions). Items are samples by id; epochs are repeats,
// reduced as Inspect's own reducers did (the log's `reductions`, else the mean, Inspect's default).
// Scores are read as Inspect's value_to_float reads them: C 1, P 0.5, I and N 0, booleans, numbers.



const LETTERS = { C: 1, I: 0, P: 0.5, N: 0 };
/** Inspect's value_to_float with its default letters; null for what it cannot convert (it warns and uses 0). */
function inspectFloat(value) {
    if (typeof value === 'boolean')
        return value ? 1 : 0;
    if (typeof value === 'number')
        return Number.isFinite(value) ? value : null;
    if (typeof value !== 'string')
        return null;
    const letter = LETTERS[value];
    if (letter !== undefined)
        return letter;
    const lower = value.toLowerCase();
    if (lower === 'yes' || lower === 'true')
        return 1;
    if (lower === 'no' || lower === 'false')
        return 0;
    return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(value.trim()) ? Number(value) : null;
}
/** A value that is pass/fail by its type: a C/I/P/N letter or a boolean. */
const isGrade = (value) => typeof value === 'boolean' || (typeof value === 'string' && LETTERS[value] !== undefined);
/** One score (a scorer's value, or a key of a dict value) into the table. */
function observe(sink, row, name, score) {
    const { table, seen, excluded } = sink;
    const { value, reason, reduced: reducedValue } = score;
    if (isObject(value)) {
        for (const [key, v] of Object.entries(value))
            observe(sink, row, `${name}/${key}`, { ...score, value: v });
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
            message: 'not an Inspect eval log (the JSON of `inspect log dump`): no "eval" object',
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
/** One sample of the log: its scores into the table, or the reason it is not scored. */
function readSample(r, sample, i) {
    const at = (field, ...path) => locatedIn(r.json, pointerOf('samples', i, ...path), field);
    if (!isObject(sample)) {
        r.diagnostics.add({ code: 'bad-record', ...at(null), message: 'a sample must be a JSON object' });
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
    if (!isObject(sample.scores))
        return;
    for (const [scorer, score] of Object.entries(sample.scores)) {
        if (!isObject(score))
            continue;
        // Grades decide the role from the epochs' own values; reduced scorers take their values from the reductions.
        if (r.reduced.has(scorer))
            for (const [name, v] of flatGrades(scorer, score.value))
                r.seen.grades.set(name, (r.seen.grades.get(name) ?? true) && isGrade(v));
        else
            observe(r, row, scorer, {
                value: score.value,
                reason: reasonOf(score),
                reduced: false,
            });
    }
}
async function importInspect({ config, ctx, diagnostics }) {
    const file = await oneFile(config.input, 'input', ctx, diagnostics);
    if (file === null)
        return null;
    const json = await readJsonInput(file, diagnostics);
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
    const reduced = reducedScorers(reductions);
    const table = new ItemTable();
    const excluded = new Map();
    const seen = { unconvertible: new Map(), grades: new Map() };
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
    };
    log.samples.forEach((sample, i) => readSample(reading, sample, i));
    const { badRecords, toolErrors } = reading;
    observeReductions(reductions, { table, seen, excluded }, { json, diagnostics });
    const roles = new Map();
    for (const [name, grades] of seen.grades)
        if (grades)
            roles.set(name, 'check');
    const reported = reportedOf(results, table);
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
    };
}
/** The reductions' values per sample into the table (a sample the log does not have is left out). */
function observeReductions(reductions, sink, { json, diagnostics }) {
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
            observe(sink, table.item(id, null), reduction.scorer, {
                value: score.value,
                reason: reasonOf(score),
                reduced: true,
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
}
/** The scorers whose values come from the reductions (epochs reduced to one value per sample). */
function reducedScorers(reductions) {
    return new Set(reductions
        .filter(isObject)
        .map((r) => r.scorer)
        .filter((s) => typeof s === 'string'));
}
/** The log's own aggregates; accuracy and mean are recomputed from the items, the rest only shown. */
function reportedOf(results, table) {
    const reported = [];
    const names = new Set(table.nameStats().map((s) => s.name));
    for (const score of Array.isArray(results.scores) ? results.scores : []) {
        if (!isObject(score) || typeof score.name !== 'string' || !isObject(score.metrics))
            continue;
        for (const [metric, m] of Object.entries(score.metrics)) {
            if (!isObject(m) || typeof m.value !== 'number' || !Number.isFinite(m.value))
                continue;
            // accuracy and mean are the mean of the reduced values per sample: recomputed from the items.
            const ours = (metric === 'accuracy' || metric === 'mean') && names.has(score.name) ? { name: score.name } : null;
            reported.push({ label: `${score.name} ${metric}`, reported: m.value, ours });
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
    if (typeof evalConfig.epochs === 'number')
        info.epochs = evalConfig.epochs;
    if (Array.isArray(evalConfig.epochs_reducer))
        info.reducer = capText(evalConfig.epochs_reducer.filter((x) => typeof x === 'string').join(', '), 60);
    if (isObject(spec.packages) && typeof spec.packages.inspect_ai === 'string')
        info.version = `inspect_ai ${capText(spec.packages.inspect_ai, 40)}`;
    return info;
}
/** The scorer's value as names and values (a dict value: one per key), for the grade check. */
function flatGrades(name, value) {
    return isObject(value) ? Object.entries(value).flatMap(([k, v]) => flatGrades(`${name}/${k}`, v)) : [[name, value]];
}

// EXTERNAL MODULE: ./src/core/lines.ts
var lines = __webpack_require__(9532);
// EXTERNAL MODULE: ./src/core/logger.ts
var logger = __webpack_require__(1227);
;// CONCATENATED MODULE: ./src/benchmarks/imported/lm-eval.ts
// lm-evaluation-harness: the per-task samples_<task>_<date>.jsonl of `--log_samples` (one line per
// document and filter: doc_id, doc, target, arguments, resps, filtered_resps, filter, metrics,
// doc_hash, prompt_hash, target_hash and one field per metric), and optionally its
// results_<date>.json for the aggregates lm-eval reported (evaluator.py, evaluation_tracker.py).








/** lm-eval's file name: samples_<task>_<date id>, the date id being datetime.now().isoformat() with - for :. */
const SAMPLES_NAME = /^samples_(.+)_(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(?:\.\d+)?)\.jsonl$/;
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
function argmax(values) {
    let best = 0;
    values.forEach((v, i) => {
        if (v > values[best])
            best = i;
    });
    return best;
}
/** One line of a samples file into the table; false when the file is not a samples file at all. */
function lm_eval_readSample(text, line, state) {
    if (text.trim() === '')
        return true;
    state.records += 1;
    const at = { file: state.shown, line };
    const parsed = parsePythonJson(text);
    const why = !parsed.ok ? 'not JSON' : !isObject(parsed.value) ? 'not a JSON object' : null;
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
    const reason = answerOf(sample);
    for (const metric of sample.metrics) {
        const name = lmEvalName(metric, filter);
        const value = sample[metric];
        if (metric === 'bypass')
            state.excluded.set(name, 'lm-eval ran with --predict_only: no metric was computed');
        else if (typeof value === 'boolean')
            state.table.observe(row, name, value ? 1 : 0, reason);
        else if (typeof value === 'number' && Number.isFinite(value))
            state.table.observe(row, name, value, reason);
        else if (typeof value === 'number' || value === null)
            state.nonFinite.set(name, (state.nonFinite.get(name) ?? 0) + 1);
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
        nonFinite: new Map(),
        seen: new Map(),
        records: 0,
        badRecords: 0,
        first: true,
    };
    const { table, excluded, nonFinite } = state;
    let line = 0;
    // Long samples files (tens of thousands of documents with their prompts) take seconds.
    const ticker = (0,logger/* progressOf */.jA)(ctx.log).start(config.id, null, 'lines');
    try {
        for await (const text of (0,lines/* readLines */.S)(file)) {
            line += 1;
            ticker.tick();
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
    for (const [name, n] of nonFinite)
        diagnostics.add({
            severity: 'warning',
            code: 'non-finite',
            file: shown,
            field: name,
            message: `${n} value(s) of ${name} are NaN, infinite or null: left out of its mean`,
        });
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
    const configs = isObject(doc.configs) && isObject(doc.configs[task]) ? doc.configs[task] : {};
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
    if (isObject(doc['n-shot']) && typeof doc['n-shot'][task] === 'number')
        imported.info.shots = doc['n-shot'][task];
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
    const entry = doc.results[task];
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
    const better = isObject(doc.higher_is_better) && isObject(doc.higher_is_better[task]) ? doc.higher_is_better[task] : {};
    for (const { name } of imported.table.nameStats()) {
        const metric = name.split(',')[0];
        if (better[metric] === false)
            imported.lowerIsBetter.add(name);
    }
    const samples = isObject(doc['n-samples']) && isObject(doc['n-samples'][task]) ? doc['n-samples'][task].effective : undefined;
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
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(457);
;// CONCATENATED MODULE: ./src/benchmarks/imported/promptfoo.ts
// promptfoo: the JSON of `promptfoo eval -o results.json` ({evalId, results: {version, timestamp,
// prompts, results: [EvaluateResult], stats}, config, shareableUrl, metadata}). One item per test
// case, prompt and provider; `success` and each assertion of gradingResult.componentResults are
// checks, `score` is a score. A result that failed for another reason than an assertion
// (failureReason 2: the provider or the grader errored) is the tool's error, not the model's.





/** promptfoo's ResultFailureReason.ERROR: the result failed for another reason than an assertion. */
const FAILURE_ERROR = 2;
/** Longest label kept whole in an item id; longer ones are cut and keep a hash of the whole. */
const LABEL_MAX = 48;
const hash8 = (text) => (0,external_node_crypto_.createHash)('sha256').update(text).digest('hex').slice(0, 8);
/** A label for an id: on one line, at most LABEL_MAX characters (a longer one cut, with a hash of the whole). */
function label(text) {
    const one = text.replace(/\s+/g, ' ').trim();
    return one.length <= LABEL_MAX ? one : `${one.slice(0, LABEL_MAX - 10)}… ${hash8(text)}`;
}
/** The parts of a result's id, or why it has none. */
function rowOf(result, index) {
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
        index,
        test: description !== null ? label(description) : `vars ${varsHash}`,
        varsHash,
        provider: label(providerName),
        prompt: label(promptName),
        result,
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
/** One result (a row with its item id) into the table: success, each assertion as a check, the score. */
function observeResult(table, roles, row, id) {
    const { result } = row;
    const item = table.item(id, null);
    item.repeats += 1;
    const grading = isObject(result.gradingResult) ? result.gradingResult : null;
    const overall = typeof grading?.reason === 'string' ? grading.reason : typeof result.error === 'string' ? result.error : null;
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
    if (typeof result.score === 'number' && Number.isFinite(result.score))
        table.observe(item, 'score', result.score);
}
/** promptfoo's own counts beside ours (successes, failures, errors). */
function promptfoo_reportedOf(summary, ours) {
    const reported = [];
    const stats = isObject(summary.stats) ? summary.stats : {};
    for (const key of ['successes', 'failures', 'errors']) {
        const value = stats[key];
        if (typeof value === 'number')
            reported.push({ label: key, reported: value, ours: { value: ours[key] } });
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
    if (typeof summary.version === 'number')
        info.format = `results version ${summary.version}`;
    return info;
}
async function importPromptfoo({ config, ctx, diagnostics }) {
    const file = await oneFile(config.input, 'input', ctx, diagnostics);
    if (file === null)
        return null;
    const json = await readJsonInput(file, diagnostics);
    if (json === null)
        return null;
    const doc = json.value;
    const summary = isObject(doc) && isObject(doc.results) ? doc.results : null;
    if (summary === null || !Array.isArray(summary.results)) {
        diagnostics.add({
            code: 'wrong-format',
            ...locatedIn(json, summary === null ? '' : '/results', 'results'),
            message: 'not promptfoo results (the JSON of `promptfoo eval -o results.json`): no "results.results" list',
        });
        return null;
    }
    const table = new ItemTable();
    const roles = new Map([
        ['success', 'check'],
        ['score', 'score'],
    ]);
    const rows = [];
    let badRecords = 0;
    let toolErrors = 0;
    const counted = { successes: 0, failures: 0 };
    summary.results.forEach((result, i) => {
        const at = (field, ...path) => locatedIn(json, pointerOf('results', 'results', i, ...path), field);
        if (!isObject(result)) {
            diagnostics.add({ code: 'bad-record', ...at(null), message: 'a result must be a JSON object' });
            badRecords += 1;
            return;
        }
        const row = rowOf(result, i);
        if (typeof row === 'string') {
            diagnostics.add({ code: 'missing-id', ...at('testCase', 'testCase'), message: row });
            badRecords += 1;
            return;
        }
        if (result.failureReason === FAILURE_ERROR) {
            toolErrors += 1;
            diagnostics.add({
                severity: 'warning',
                code: 'tool-error',
                ...at('error', 'error'),
                message: `promptfoo could not grade this result: ${capText(typeof result.error === 'string' ? result.error : 'error', 200)}`,
            });
            return;
        }
        if (typeof result.success !== 'boolean') {
            diagnostics.add({
                code: 'bad-value',
                ...at('success', 'success'),
                message: `success must be true or false, is ${capText(JSON.stringify(result.success ?? null), 40)}`,
            });
            badRecords += 1;
            return;
        }
        counted[result.success ? 'successes' : 'failures'] += 1;
        rows.push(row);
    });
    for (const [row, id] of itemIds(rows))
        observeResult(table, roles, row, id);
    const reported = promptfoo_reportedOf(summary, { ...counted, errors: toolErrors });
    const info = promptfoo_infoOf(doc, summary);
    const records = summary.results.length;
    return {
        table,
        records,
        badRecords,
        toolErrors,
        inputs: [await (0,results_inputs/* describeInput */.eG)('output', file, records)],
        reported,
        roles,
        lowerIsBetter: new Set(),
        excluded: new Map(),
        info,
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
/** Tallies every item of the table by the chosen roles and writes the items file (if any) as it goes. */
async function tallyItems(table, { checks, scores }, items) {
    const tally = {
        rounds: checks.map((id) => ({ id, input: 0, passed: 0 })),
        sums: scores.map(() => ({ sum: 0, count: 0 })),
        allPassed: 0,
        itemErrors: 0,
        repeats: 0,
    };
    const { rounds, sums } = tally;
    let completed = false;
    try {
        for (const row of table) {
            if (row.error)
                tally.itemErrors += 1;
            const verdicts = {};
            let reason = null;
            let passedAll = checks.length > 0;
            checks.forEach((name, k) => {
                const check = checkOf(row, name);
                verdicts[name] = check === null ? null : check.passed;
                if (check === null)
                    passedAll = false;
                else {
                    rounds[k].input += 1;
                    if (check.passed)
                        rounds[k].passed += 1;
                    else {
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
            items?.write(row.id, verdicts, reason, row.line);
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
    const { rounds, sums, allPassed, itemErrors, repeats } = await tallyItems(table, roles, items);
    const lower = new Set([...(config.lowerIsBetter ?? []), ...imported.lowerIsBetter]);
    const metrics = {};
    scores.forEach((name, k) => (metrics[name] = (0,results_metrics/* meanMetric */.y8)(sums[k].sum, sums[k].count, lower.has(name) ? 'lower' : 'higher')));
    const total = table.size + imported.badRecords;
    const reported = recomputeReported(config, imported, diagnostics);
    const errors = imported.badRecords + itemErrors;
    const status = toolErrorStatus(config, imported, diagnostics);
    const out = {
        ...suite,
        status,
        total,
        errors,
        counts: { items: table.size, bad_records: imported.badRecords, tool_errors: imported.toolErrors },
        rounds,
        metrics,
        // Items passing every check, of all items (and records that were no item): a pass rate the gate tests like a round.
        finalScore: checks.length > 0 && total > 0 ? (100 * allPassed) / total : null,
        details: {
            format: config.format,
            info: imported.info,
            checks,
            scores,
            reported,
            excluded: Object.fromEntries(imported.excluded),
            repeats,
        },
        diagnostics: diagnostics.finish(),
    };
    if (items !== null)
        out.itemsFile = items.relPath;
    return out;
}


/***/ })

};
