export const id = 683;
export const ids = [683];
export const modules = {

/***/ 683:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./node_modules/yargs/index.mjs + 41 modules
var yargs = __webpack_require__(4481);
;// CONCATENATED MODULE: ./src/core/errno.ts
/** Plain words for the file-system errors a user can cause (a wrong path, an unwritable folder). */
const REASONS = {
    ENOENT: 'file not found',
    EISDIR: 'is a directory',
    ENOTDIR: 'a parent of it is not a directory',
    EEXIST: 'a file is in the way of a directory to create',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on the device',
};
/** The reason for a Node system error the user can act on, or null for anything else. */
function errnoReason(error) {
    const code = error?.code;
    return typeof code === 'string' ? (REASONS[code] ?? null) : null;
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
;// CONCATENATED MODULE: ./package.json
const package_namespaceObject = /*#__PURE__*/JSON.parse('{"UU":"bench-check","rE":"0.1.0"}');
;// CONCATENATED MODULE: ./src/core/package.ts




const TOOL_NAME = 'bench-check';
const TOOL_VERSION = package_namespaceObject.rE;
let root = null;
/**
 * The package's root folder (where fixtures/ and schemas/ live), found by walking up from this
 * module: works from src/ (tests), dist/ and dist/cli/ (bundles).
 */
function packageRoot() {
    if (root !== null)
        return root;
    let dir = external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (;;) {
        const manifest = external_node_path_default().join(dir, 'package.json');
        if ((0,external_node_fs_.existsSync)(manifest)) {
            try {
                if (JSON.parse((0,external_node_fs_.readFileSync)(manifest, 'utf8')).name === package_namespaceObject.UU)
                    return (root = dir);
            }
            catch {
                // not our manifest; keep walking
            }
        }
        const parent = external_node_path_default().dirname(dir);
        if (parent === dir)
            throw new Error('cannot find the bench-check package root');
        dir = parent;
    }
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(8474);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/core/atomic.ts
// Atomic file writes (results.md "Nothing computed is lost"): every output goes to a temporary file
// in the same folder and is renamed into place, so a reader sees the old file or the new one,
// never half of one. Temporary files still open when the process is stopped are removed.




/** An error about the temporary file names the file the user asked for (messages show `path`). */
function aboutTarget(error, file) {
    const e = error;
    if (typeof e?.path === 'string')
        e.path = file;
    if (typeof e?.dest === 'string')
        e.dest = file;
    return error;
}
/** Temporary files not yet renamed or removed (removed by `removeTemporaryFiles` on a signal). */
const atomic_open = new Set();
/** `.<name>.<pid>-<random>.tmp` beside the target: same file system, so the rename is atomic. */
function temporaryName(file) {
    return external_node_path_default().join(external_node_path_default().dirname(file), `.${external_node_path_default().basename(file)}.${process.pid}-${(0,external_node_crypto_.randomBytes)(4).toString('hex')}.tmp`);
}
/** Writes `file` through a temporary file beside it: `write` fills the temporary file, then it is renamed. */
async function viaTemporary(file, write) {
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    const tmp = temporaryName(file);
    atomic_open.add(tmp);
    try {
        await write(tmp);
        await (0,promises_.rename)(tmp, file);
    }
    catch (error) {
        await (0,promises_.rm)(tmp, { force: true });
        throw aboutTarget(error, file);
    }
    finally {
        atomic_open.delete(tmp);
    }
}
function writeFileAtomic(file, data) {
    return viaTemporary(file, (tmp) => (0,promises_.writeFile)(tmp, data));
}
function copyFileAtomic(from, to) {
    return viaTemporary(to, (tmp) => (0,promises_.copyFile)(from, tmp));
}
/**
 * A file written as a stream (items files, audit logs): the stream writes a temporary file;
 * `commit()` renames it into place once the stream has finished, `discard()` removes it.
 * Stream errors surface on the stream (`error` event) as usual.
 */
class AtomicStream {
    file;
    stream;
    tmp;
    constructor(file) {
        this.file = file;
        this.tmp = temporaryName(file);
        atomic_open.add(this.tmp);
        this.stream = (0,external_node_fs_.createWriteStream)(this.tmp, { encoding: 'utf8' });
    }
    /** Call after the stream's `finish`. */
    async commit() {
        try {
            await (0,promises_.rename)(this.tmp, this.file);
        }
        catch (error) {
            await (0,promises_.rm)(this.tmp, { force: true });
            throw aboutTarget(error, this.file);
        }
        finally {
            atomic_open.delete(this.tmp);
        }
    }
    async discard() {
        if (!this.stream.closed)
            this.stream.destroy();
        await (0,promises_.rm)(this.tmp, { force: true });
        atomic_open.delete(this.tmp);
    }
}
/** Removes every temporary file still open (a stopped run leaves no `.tmp` litter). Synchronous. */
function removeTemporaryFiles() {
    for (const tmp of atomic_open)
        (0,external_node_fs_.rmSync)(tmp, { force: true });
    atomic_open.clear();
}

;// CONCATENATED MODULE: ./src/core/lines.ts

/**
 * The lines of a UTF-8 text file, streamed in large chunks (faster than node:readline for
 * millions of short lines). Splits on \n and drops one trailing \r (CRLF files); the last line
 * is yielded even without a final newline.
 */
async function* readLines(file) {
    let rest = '';
    for await (const chunk of (0,external_node_fs_.createReadStream)(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
        const text = rest + chunk;
        let start = 0;
        let nl = text.indexOf('\n', start);
        while (nl !== -1) {
            yield text.charCodeAt(nl - 1) === 13 && nl > start ? text.slice(start, nl - 1) : text.slice(start, nl);
            start = nl + 1;
            nl = text.indexOf('\n', start);
        }
        rest = text.slice(start);
    }
    if (rest !== '')
        yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}

;// CONCATENATED MODULE: ./src/core/logger.ts
/** `quiet`: only errors, which are written by the commands themselves, reach stderr. */
function stderrLogger(quiet) {
    return {
        info: (message) => {
            if (!quiet)
                process.stderr.write(`${message}\n`);
        },
        warn: (message) => {
            if (!quiet)
                process.stderr.write(`warning: ${message}\n`);
        },
    };
}
const silentLogger = { info: () => { }, warn: () => { } };

// EXTERNAL MODULE: ./src/core/diagnostics.ts
var core_diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/results/inputs.ts
var results_inputs = __webpack_require__(1385);
// EXTERNAL MODULE: ./src/schemas/registry.ts + 16 modules
var registry = __webpack_require__(6443);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/json/pointer.ts
var json_pointer = __webpack_require__(9391);
// EXTERNAL MODULE: ./node_modules/@humanwhocodes/momoa/dist/momoa.js
var momoa = __webpack_require__(3162);
;// CONCATENATED MODULE: ./src/json/positions.ts


/**
 * Strict JSON (RFC 8259) parsed into a value plus a way to find where any JSON pointer sits in
 * the source, so schema errors can name line and column. A leading BOM is tolerated.
 */
function parseJsonWithPositions(text) {
    const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    let body;
    try {
        body = (0,momoa/* parse */.qg)(source, { mode: 'json' }).body;
    }
    catch (error) {
        const e = error;
        const message = String(e.message ?? error).replace(/\s*\(\d+:\d+\)\s*$/, '');
        return { ok: false, message, position: { line: e.line ?? 1, column: e.column ?? 1 } };
    }
    const locate = (pointer) => {
        let node = body;
        const tokens = pointer === '' ? [] : pointer.split('/').slice(1).map(json_pointer/* unescapePointerToken */.X);
        for (const token of tokens) {
            let next;
            if (node.type === 'Object')
                next = node.members.find((m) => (m.name.type === 'String' ? m.name.value : m.name.name) === token)?.value;
            else if (node.type === 'Array')
                next = node.elements[Number(token)]?.value;
            if (next === undefined)
                break;
            node = next;
        }
        return { line: node.loc.start.line, column: node.loc.start.column };
    };
    return { ok: true, value: (0,momoa/* evaluate */._3)(body), locate };
}

;// CONCATENATED MODULE: ./src/json/structured.ts




function isYamlPath(file) {
    return /\.ya?ml$/i.test(file);
}
/** Strict JSON; `line0` shifts reported lines (a JSONL line inside a file). */
function parseJsonDocument(text, shown, line0 = 0) {
    const parsed = parseJsonWithPositions(text);
    if (parsed.ok)
        return line0 === 0 ? parsed : { ...parsed, locate: (p) => { const at = parsed.locate(p); return { line: at.line + line0, column: at.column }; } };
    const message = text.trim() === '' ? 'empty file, expected JSON' : `invalid JSON: ${parsed.message}`;
    return { ok: false, diagnostics: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'invalid-json', file: shown, line: parsed.position.line + line0, column: parsed.position.column, message })] };
}
/** YAML 1.2 with unique keys, as JSON values. */
function parseYamlDocument(text, shown) {
    const lineCounter = new dist/* LineCounter */.HN();
    const doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0) {
        return {
            ok: false,
            diagnostics: doc.errors.map((e) => {
                const pos = lineCounter.linePos(e.pos[0]);
                return (0,core_diagnostics/* diagnostic */.YK)({ code: 'invalid-yaml', file: shown, line: pos.line, column: pos.col, message: e.message.split('\n')[0] ?? e.message });
            }),
        };
    }
    const locate = (pointer) => {
        const keys = pointer.split('/').slice(1).map((k) => (/^\d+$/.test(k) ? Number(k) : (0,json_pointer/* unescapePointerToken */.X)(k)));
        for (let n = keys.length; n >= 0; n--) {
            const node = doc.getIn(keys.slice(0, n), true);
            if ((0,dist/* isNode */.Ll)(node) && node.range) {
                const pos = lineCounter.linePos(node.range[0]);
                return { line: pos.line, column: pos.col };
            }
        }
        return { line: 1, column: 1 };
    };
    return { ok: true, value: doc.toJS(), locate };
}
function parseDocumentText(text, shown, yaml) {
    return yaml ? parseYamlDocument(text, shown) : parseJsonDocument(text, shown);
}
/** Schema (or semantic) violations as diagnostics located in the source. */
function locatedViolations(shown, locate, problems, code = 'schema') {
    return problems.map((v) => {
        const at = locate(v.pointer);
        return (0,core_diagnostics/* diagnostic */.YK)({ code, file: shown, line: at.line, column: at.column, pointer: v.pointer, message: v.message });
    });
}

;// CONCATENATED MODULE: ./src/json/read.ts






/** A file that cannot be read at all, as a diagnostic (no stack trace). */
function ioDiagnostic(file, error) {
    return (0,core_diagnostics/* diagnostic */.YK)({ code: 'io', file: (0,results_inputs/* displayPath */.Gt)(file), message: errnoReason(error) ?? String(error.message ?? error) });
}
/** A file's UTF-8 text, or the reason it cannot be read as a diagnostic. */
async function readTextFile(file) {
    try {
        return { ok: true, text: await (0,promises_.readFile)(file, 'utf8') };
    }
    catch (error) {
        return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
    }
}
async function readChecked(file, schema, yaml) {
    const read = await readTextFile(file);
    if (!read.ok)
        return read;
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    return checkDocument(parseDocumentText(read.text, shown, yaml), read.text, shown, schema);
}
/**
 * Read a JSON file and check it against a schema. Every problem is a located diagnostic:
 * `file:line:column /pointer: message`.
 */
function readJsonFile(file, schema) {
    return readChecked(file, schema, false);
}
/** A .json, .yml or .yaml file checked against a schema (YAML by extension). */
function readDocumentFile(file, schema) {
    return readChecked(file, schema, isYamlPath(file));
}
/** `schema` null: syntax only. `line0` shifts reported lines (a JSONL line inside a file). */
function checkJsonText(text, shownFile, schema, line0 = 0) {
    return checkDocument(parseJsonDocument(text, shownFile, line0), text, shownFile, schema);
}
/** Validate a parsed JSON or YAML document; violations located in its source. */
function checkDocument(parsed, text, shownFile, schema) {
    if (!parsed.ok)
        return parsed;
    const found = schema === null ? [] : typeof schema === 'string' ? (0,registry/* validateValue */.q0)(schema, parsed.value) : (0,registry/* violations */.xA)(schema, parsed.value);
    if (found.length === 0)
        return { ok: true, value: parsed.value, text };
    return { ok: false, diagnostics: locatedViolations(shownFile, parsed.locate, found) };
}

;// CONCATENATED MODULE: ./src/results/metrics.ts
/** A mean: value = sum / count, null when count is 0 or the sum is not finite. */
function meanMetric(sum, count, direction, unit) {
    const value = count > 0 && Number.isFinite(sum / count) ? sum / count : null;
    const metric = { value, direction, sum, count };
    if (unit !== undefined)
        metric.unit = unit;
    return metric;
}
/** A rate: value = passed / input, null when input is 0. */
function rateMetric(passed, input, direction) {
    return { value: input > 0 ? passed / input : null, direction, passed, input };
}
function valueMetric(value, direction, unit) {
    const metric = { value: value !== null && Number.isFinite(value) ? value : null, direction };
    if (unit !== undefined)
        metric.unit = unit;
    return metric;
}

;// CONCATENATED MODULE: ./src/results/suite.ts
/** A suite with nothing scored yet: the starting point of every scorer and of skipped/error suites. */
function emptySuite(config, status = 'ok') {
    return {
        id: config.id,
        benchmark: config.benchmark,
        task: typeof config.task === 'string' ? config.task : null,
        status,
        inputs: [],
        total: 0,
        errors: 0,
        rounds: [],
        metrics: {},
        finalScore: null,
        diagnostics: [],
    };
}
/** File-name-safe form of a suite id, for the side files named after it. */
function suiteFileStem(suiteId) {
    return suiteId.replace(/[^A-Za-z0-9._-]/g, '_');
}

;// CONCATENATED MODULE: ./src/report/markdown.ts
// Rendering untrusted text (model outputs, item ids, file names) inert in GitHub-flavoured markdown.
// gate.md: inside inline code with a fence longer than any backtick run, newlines and `|` escaped,
// truncated with an ellipsis; outside code, `@ # : /` and hex runs of 7+ are broken with U+200B;
// never raw HTML.
const ZWSP = '\u200b';
function truncate(text, max) {
    const chars = Array.from(text);
    return chars.length > max ? `${chars.slice(0, Math.max(1, max - 1)).join('')}…` : text;
}
/**
 * Untrusted text as inline code: safe inside a table cell, no formatting, no links.
 * Newlines become ⏎, `|` is escaped as `\|` (GFM table cells unescape it even inside code).
 */
function inlineCode(text, max = 120) {
    const flat = truncate(String(text), max)
        .replace(/\r\n|\r|\n/g, '⏎')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '�')
        .replace(/\|/g, '\\|');
    const longestRun = Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(longestRun + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
    return flat === '' ? '` `' : `${fence}${pad}${flat}${pad}${fence}`;
}
/**
 * Untrusted text as plain prose: markdown and HTML metacharacters escaped, and mentions, issue
 * references, links, autolinks, emoji shortcodes and commit-like hex runs broken with U+200B.
 */
function plainText(text, max = 300) {
    // One pass for the character-level escapes: an entity's own `#` must not be broken afterwards.
    // `@` is broken on both sides: after it for mentions, before it for e-mail autolinks.
    return truncate(String(text), max)
        .replace(/\r\n|\r|\n/g, ' ')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd')
        .replace(/[0-9a-fA-F]{7,}/g, (run) => run.replace(/(.{6})(?=.)/g, `$1${ZWSP}`))
        .replace(/\.(?=[A-Za-z0-9])/g, `.${ZWSP}`)
        .replace(/[\\`*_{}[\]()<>!|~&"']|[@#:/]/g, (c) => (c === '@' ? `${ZWSP}@${ZWSP}` : /[#:/]/.test(c) ? `${c}${ZWSP}` : `&#${c.charCodeAt(0)};`));
}
/** A GFM table; cells must already be rendered (numbers, inlineCode, plainText). */
function table(header, rows, align) {
    const sep = header.map((_, i) => {
        const a = align?.[i] ?? 'l';
        return a === 'r' ? '---:' : a === 'c' ? ':---:' : '---';
    });
    const line = (cells) => `| ${cells.map((c) => c.replace(/\r?\n/g, ' ')).join(' | ')} |`;
    return [line(header), line(sep), ...rows.map(line)].join('\n');
}
/** Fixed-precision number for tables; "–" for null/undefined/non-finite. */
function num(value, digits = 2) {
    if (value === null || value === undefined || !Number.isFinite(value))
        return '–';
    const fixed = value.toFixed(digits);
    return /^-0\.?0*$/.test(fixed) ? fixed.slice(1) : fixed;
}
function pct(passed, input, digits = 1) {
    return input > 0 ? `${num((100 * passed) / input, digits)} %` : '–';
}
/** A Mermaid `xychart-beta` block. Labels are quoted, with newlines, backticks, quotes and backslashes removed. */
function xyChart(opts) {
    // No newline or backtick can get in, so nothing can close the code fence from inside a label.
    const q = (s) => `"${s.replace(/[\r\n`"\\]/g, ' ')}"`;
    const f = (v) => (Number.isFinite(v) ? Number(v.toFixed(4)).toString() : '0');
    const out = ['```mermaid', 'xychart-beta', `  title ${q(opts.title)}`, `  x-axis [${opts.xLabels.map(q).join(', ')}]`];
    out.push(opts.yMax !== undefined ? `  y-axis ${q(opts.yLabel)} 0 --> ${f(opts.yMax)}` : `  y-axis ${q(opts.yLabel)}`);
    for (const bar of opts.bars ?? [])
        out.push(`  bar [${bar.map(f).join(', ')}]`);
    for (const line of opts.lines ?? [])
        out.push(`  line [${line.map(f).join(', ')}]`);
    out.push('```');
    return out.join('\n');
}
/** A collapsible block (HTML `<details>` is ours, the content is rendered markdown). */
function details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/scoring.ts
// HurricaneMobility scoring with parity to the AgentSociety evaluation function (specs/hurricane.md):
// same formulas, same 1e-8 guard terms, same clamping, same order of operations.
const PERIODS = ['before', 'during', 'after'];
const EPS = 1e-8;
/** |real − gen| / (|real| + 1e-8) × 100: finite even when the real change rate is 0. */
function mape(real, generated) {
    return (Math.abs(real - generated) / (Math.abs(real) + EPS)) * 100;
}
function norm(v) {
    let sumSquares = 0;
    for (const x of v)
        sumSquares += x * x;
    return Math.sqrt(sumSquares);
}
/** Upstream's cosine: both vectors scaled by (‖v‖ + 1e-8), then a plain dot product, so 0-vectors give 0. */
function cosineSimilarity(a, b) {
    const na = norm(a) + EPS;
    const nb = norm(b) + EPS;
    let dot = 0;
    for (let i = 0; i < a.length; i++)
        dot += (a[i] / na) * (b[i] / nb);
    return dot;
}
function scoreHurricane(artifact, truth) {
    const [pre, mid, post] = artifact.total_travel_times;
    const generatedChange = { during: ((mid - pre) / pre) * 100, after: ((post - pre) / pre) * 100 };
    const realChange = { during: truth.relative_changes.during_vs_before, after: truth.relative_changes.after_vs_before };
    const avgMape = (mape(realChange.during, generatedChange.during) + mape(realChange.after, generatedChange.after)) / 2;
    const changeRateScore = Math.max(0, 100 - avgMape);
    const cosine = {
        before: cosineSimilarity(truth.hourly_trips.before, artifact.hourly_travel_times[0]),
        during: cosineSimilarity(truth.hourly_trips.during, artifact.hourly_travel_times[1]),
        after: cosineSimilarity(truth.hourly_trips.after, artifact.hourly_travel_times[2]),
    };
    const distributionScore = Math.max(0, ((cosine.before + cosine.during + cosine.after) / 3) * 100);
    return {
        changeRateScore,
        distributionScore,
        finalScore: changeRateScore * 0.6 + distributionScore * 0.4,
        generatedChange,
        realChange,
        changeRateError: {
            during: Math.abs(realChange.during - generatedChange.during),
            after: Math.abs(realChange.after - generatedChange.after),
        },
        cosine,
    };
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/render.ts


/** Shares of the day, so real counts and generated counts of any scale share one axis. */
function shares(v) {
    const sum = v.reduce((a, b) => a + b, 0);
    return v.map((x) => (sum > 0 ? (100 * x) / sum : 0));
}
/** Change rates side by side and, per period, real vs generated hourly curves. */
function renderHurricane(suite) {
    const d = suite.details;
    if (!d?.hourly)
        return '';
    const rates = table(['change vs before', 'real', 'generated', 'error (pp)'], ['during', 'after'].map((k) => [k, `${num(d.realChange[k])} %`, `${num(d.generatedChange[k])} %`, num(Math.abs(d.realChange[k] - d.generatedChange[k]))]), ['l', 'r', 'r', 'r']);
    const hours = Array.from({ length: 24 }, (_, h) => String(h));
    const charts = PERIODS.map((p) => {
        const real = shares(d.hourly.real[p]);
        const generated = shares(d.hourly.generated[p]);
        const yMax = Math.max(1, ...real, ...generated);
        return xyChart({ title: `${p}: share of trips by hour (line 1 real, line 2 generated)`, xLabels: hours, yLabel: '% of day', yMax: Math.ceil(yMax), lines: [real, generated] });
    });
    return [rates, ...charts].join('\n\n');
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/trips.ts
// Streaming aggregation of trip logs (JSONL or CSV) into the HurricaneMobility artifact.
// Memory is constant: only 3 totals and 3 × 24 counters are kept, whatever the number of trips.



const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;
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
    if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1] || (month === 2 && day === 29 && !leap) || hour > 23 || minute > 59 || second >= 60) {
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
    totals = [0, 0, 0];
    hourly = PERIODS.map(() => new Array(24).fill(0));
    records = 0;
    bad = 0;
    add(phase, hour, minutes) {
        const p = PERIODS.indexOf(phase);
        this.totals[p] = this.totals[p] + minutes;
        const day = this.hourly[p];
        day[hour] = day[hour] + 1;
    }
    result() {
        return { artifact: { total_travel_times: this.totals, hourly_travel_times: this.hourly }, records: this.records, badRecords: this.bad };
    }
}
/** JSONL: one trip object per non-empty line; bad lines are located (line, column, pointer) and skipped. */
async function aggregateJsonl(file, shownFile, diagnostics) {
    const acc = new Accumulator();
    let lineNo = 0;
    for await (const text of readLines(file)) {
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
        const c = value !== null && typeof value === 'object' && !Array.isArray(value) ? tripContribution(value) : null;
        if (c !== null && !('field' in c)) {
            acc.add(c.phase, c.hour, c.minutes);
            continue;
        }
        acc.bad += 1;
        // Slow path, bad lines only: re-read with source positions for a located message.
        const parsed = parseJsonDocument(text, shownFile, lineNo - 1);
        if (!parsed.ok) {
            parsed.diagnostics.forEach((d) => diagnostics.add({ ...d, row: acc.records }));
            continue;
        }
        const problem = c ?? { field: '', message: 'must be an object with phase, depart and duration_min or arrive' };
        const pointer = problem.field === '' ? '' : `/${problem.field}`;
        const at = parsed.locate(pointer);
        diagnostics.add({ code: 'bad-trip', file: shownFile, line: at.line, column: at.column, row: acc.records, pointer, message: problem.message });
    }
    return acc.result();
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
/** CSV with a header naming the same fields as the JSONL records (other columns are ignored). */
async function aggregateCsv(file, shownFile, diagnostics) {
    const acc = new Accumulator();
    let lineNo = 0;
    let columns = null;
    for await (const raw of readLines(file)) {
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
            if (columns[0] === undefined || columns[1] === undefined) {
                diagnostics.add({ code: 'invalid-csv', file: shownFile, line: lineNo, message: 'the header must name the columns phase, depart and duration_min or arrive' });
                return acc.result();
            }
            continue;
        }
        acc.records += 1;
        if (cells === null) {
            acc.bad += 1;
            diagnostics.add({ code: 'invalid-csv', file: shownFile, line: lineNo, row: acc.records, message: 'unterminated quoted field' });
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
            diagnostics.add({ code: 'bad-trip', file: shownFile, line: lineNo, row: acc.records, field: c.field, message: c.message });
            continue;
        }
        acc.add(c.phase, c.hour, c.minutes);
    }
    return acc.result();
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/index.ts








async function loadArtifact(config, ctx, diagnostics, inputs) {
    const named = await (0,results_inputs/* inputPath */.Mv)(ctx, config.input ?? config.trips);
    if (!named.ok) {
        diagnostics.add(named.diagnostic);
        return { artifact: null, total: 0, errors: 0 };
    }
    const file = named.path;
    if (config.input !== undefined) {
        const read = await readJsonFile(file, 'hurricane-artifact');
        if (!read.ok) {
            read.diagnostics.forEach((d) => diagnostics.add(d));
            return { artifact: null, total: 1, errors: 1 };
        }
        inputs.push(await (0,results_inputs/* describeInput */.eG)(file, 1));
        return { artifact: read.value, total: 1, errors: 0 };
    }
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const reader = /\.csv$/i.test(file) ? aggregateCsv : aggregateJsonl;
    let aggregate;
    try {
        aggregate = await reader(file, shown, diagnostics);
    }
    catch (error) {
        diagnostics.add(ioDiagnostic(file, error));
        return { artifact: null, total: 0, errors: 0 };
    }
    inputs.push(await (0,results_inputs/* describeInput */.eG)(file, aggregate.records));
    if (aggregate.records === 0) {
        diagnostics.add({ code: 'empty-file', file: shown, message: 'the trip log has no records' });
        return { artifact: null, total: 0, errors: 0 };
    }
    if (aggregate.artifact.total_travel_times[0] <= 0) {
        diagnostics.add({
            code: 'zero-before-travel',
            file: shown,
            message: `no usable "before" travel (${aggregate.records - aggregate.badRecords} of ${aggregate.records} records usable): the change rates divide by it`,
        });
        return { artifact: null, total: aggregate.records, errors: aggregate.badRecords };
    }
    return { artifact: aggregate.artifact, total: aggregate.records, errors: aggregate.badRecords };
}
async function score(suiteConfig, ctx) {
    const config = suiteConfig;
    const suite = emptySuite({ ...config, task: null });
    const diagnostics = new core_diagnostics/* Diagnostics */.rE();
    const truthFile = await (0,results_inputs/* inputPath */.Mv)(ctx, config.groundtruth);
    const truth = truthFile.ok ? await readJsonFile(truthFile.path, 'hurricane-groundtruth') : { ok: false, diagnostics: [truthFile.diagnostic] };
    if (!truth.ok)
        truth.diagnostics.forEach((d) => diagnostics.add(d));
    const loaded = await loadArtifact(config, ctx, diagnostics, suite.inputs);
    if (truth.ok && truthFile.ok)
        suite.inputs.push(await (0,results_inputs/* describeInput */.eG)(truthFile.path, null));
    suite.diagnostics = diagnostics.finish();
    suite.total = loaded.total;
    suite.errors = loaded.errors;
    if (!truth.ok || loaded.artifact === null) {
        suite.status = 'error';
        return suite;
    }
    const artifact = loaded.artifact;
    const s = scoreHurricane(artifact, truth.value);
    suite.metrics = {
        change_rate_score: valueMetric(s.changeRateScore, 'higher'),
        distribution_score: valueMetric(s.distributionScore, 'higher'),
        final_score: valueMetric(s.finalScore, 'higher'),
        change_rate_error_during: valueMetric(s.changeRateError.during, 'lower', 'pp'),
        change_rate_error_after: valueMetric(s.changeRateError.after, 'lower', 'pp'),
        cosine_before: valueMetric(s.cosine.before, 'higher'),
        cosine_during: valueMetric(s.cosine.during, 'higher'),
        cosine_after: valueMetric(s.cosine.after, 'higher'),
        generated_change_during: valueMetric(s.generatedChange.during, 'none', '%'),
        generated_change_after: valueMetric(s.generatedChange.after, 'none', '%'),
    };
    suite.finalScore = s.finalScore;
    suite.details = {
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
const hurricaneBenchmark = {
    id: 'hurricane',
    title: 'HurricaneMobility',
    suiteSchemaId: 'hurricane-suite',
    splittable: false,
    scorerVersion: 1,
    transportKeys: [],
    cli: {
        describe: 'Score a HurricaneMobility model output (or trip log) against a ground truth file',
        examples: [
            ['$0 score hurricane --input output.json --groundtruth gt.json --out results.json', 'score a model output'],
            ['$0 score hurricane --trips trips.jsonl --groundtruth gt.json', 'aggregate a trip log (JSONL or CSV) and score it'],
        ],
        flags: {
            input: { type: 'string', describe: 'Model output JSON: {total_travel_times: [3], hourly_travel_times: [3][24]}' },
            trips: { type: 'string', describe: 'Trip log (.jsonl or .csv) with phase, depart and duration_min or arrive' },
            groundtruth: { type: 'string', describe: 'Ground truth JSON: {relative_changes, hourly_trips}' },
        },
        toSuiteConfig(flags) {
            const missing = (message) => ({ error: (0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message }) });
            if (flags.input === undefined && flags.trips === undefined)
                return missing('score hurricane needs --input or --trips');
            if (flags.input !== undefined && flags.trips !== undefined)
                return missing('score hurricane takes --input or --trips, not both');
            if (flags.groundtruth === undefined)
                return missing('score hurricane needs --groundtruth');
            const suite = { id: 'hurricane', benchmark: 'hurricane', groundtruth: String(flags.groundtruth) };
            if (flags.input !== undefined)
                suite.input = String(flags.input);
            else
                suite.trips = String(flags.trips);
            return { suite };
        },
    },
    score,
    render: renderHurricane,
};

;// CONCATENATED MODULE: ./src/core/provider-health.ts
const DEFAULT_MAX_CONSECUTIVE_PROVIDER_FAILURES = 10;
const DEFAULT_MAX_PROVIDER_ERROR_RATE = 0;
function providerPolicyOf(suite) {
    return {
        maxProviderErrorRate: typeof suite.maxProviderErrorRate === 'number' ? suite.maxProviderErrorRate : DEFAULT_MAX_PROVIDER_ERROR_RATE,
        maxConsecutiveProviderFailures: typeof suite.maxConsecutiveProviderFailures === 'number' ? suite.maxConsecutiveProviderFailures : DEFAULT_MAX_CONSECUTIVE_PROVIDER_FAILURES,
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
    const allowed = policy.maxProviderErrorRate === 0 ? 'none is allowed' : `at most ${policy.maxProviderErrorRate} is allowed (maxProviderErrorRate)`;
    return {
        code: 'provider-errors',
        message: `${providerErrors} of ${asked} ${what} got no answer from the provider (${(100 * share).toFixed(1)} %; ${allowed}): the model was not measured on them, so the suite cannot be judged`,
    };
}

;// CONCATENATED MODULE: ./src/results/items.ts




/**
 * Streams one suite's per-item JSONL file (results.md): one object per item with `id`, per round
 * true/false/null and `reason` for the first failure. Repeated ids become `id#<line>`; the caller
 * is told so it can emit a `duplicate-id` warning.
 */
class ItemsWriter {
    absPath;
    relPath;
    seen = new Set();
    file;
    stream;
    count = 0;
    /** Lines are gathered into ~64 KiB writes: one stream write per item costs more than the scoring. */
    buffer = '';
    /** `,"key":` per verdict key: the same few keys in every line. */
    keyText = new Map();
    constructor(absPath, 
    /** File name relative to the results document. */
    relPath) {
        this.absPath = absPath;
        this.relPath = relPath;
        // Written to a temporary file and renamed into place on close: a stopped run leaves none half-written.
        this.file = new AtomicStream(absPath);
        this.stream = this.file.stream;
    }
    /**
     * Adds the line of an item: `{"id":…, <verdicts in order>, "reason":…}`, the bytes
     * JSON.stringify gives for that object. Returns the id actually written (renamed to `id#line`
     * when repeated). Buffered: call `drain()` between batches.
     */
    write(id, verdicts, reason, line) {
        let written = id;
        if (this.seen.has(id))
            written = `${id}#${line ?? this.count + 1}`;
        this.seen.add(written);
        this.count += 1;
        let text = `{"id":${JSON.stringify(written)}`;
        for (const key in verdicts) {
            const value = verdicts[key];
            text += this.keyOf(key) + (value === true ? 'true' : value === false ? 'false' : value === null ? 'null' : JSON.stringify(value));
        }
        this.buffer += `${text},"reason":${reason === null ? 'null' : JSON.stringify(reason)}}\n`;
        if (this.buffer.length >= 1 << 16)
            this.flush();
        return written;
    }
    keyOf(key) {
        let text = this.keyText.get(key);
        if (text === undefined) {
            text = `,${JSON.stringify(key)}:`;
            this.keyText.set(key, text);
        }
        return text;
    }
    /** Waits while the file lags behind (back-pressure). */
    async drain() {
        if (this.stream.writableNeedDrain)
            await (0,external_node_events_.once)(this.stream, 'drain');
    }
    flush() {
        this.stream.write(this.buffer);
        this.buffer = '';
    }
    async close() {
        if (this.buffer !== '')
            this.flush();
        this.stream.end();
        await (0,external_node_events_.once)(this.stream, 'finish');
        await this.file.commit();
    }
    /** Drops the file (its suite did not finish). */
    async discard() {
        this.buffer = '';
        await this.file.discard();
    }
}
/** `<suiteId>.items.jsonl` in outDir, or null when no side files are written. */
function openItemsWriter(outDir, suiteId, suffix = 'items.jsonl') {
    if (outDir === null)
        return null;
    const rel = `${suiteFileStem(suiteId)}.${suffix}`;
    return new ItemsWriter(external_node_path_default().join(outDir, rel), rel);
}

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
;// CONCATENATED MODULE: ./src/core/group.ts
// Grouping into a Map of lists; groups and their members keep first-seen order (deterministic output).
/** Append value to the list under key, starting the list on first use. */
function appendTo(groups, key, value) {
    const list = groups.get(key);
    if (list === undefined)
        groups.set(key, [value]);
    else
        list.push(value);
}
/** The items grouped by keyOf. */
function groupBy(items, keyOf) {
    const groups = new Map();
    for (const item of items)
        appendTo(groups, keyOf(item), item);
    return groups;
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/canonical.ts

/**
 * RFC 8785 (JCS) serialization: no whitespace, object keys sorted by UTF-16 code units, strings
 * and finite numbers exactly as ECMAScript JSON.stringify writes them (which is JCS's rule).
 */
function canonicalJson(value) {
    if (value === null)
        return 'null';
    switch (typeof value) {
        case 'boolean':
            return value ? 'true' : 'false';
        case 'number':
            if (!Number.isFinite(value))
                throw new Error(`canonical JSON cannot hold ${value}`);
            return JSON.stringify(value);
        case 'string':
            return JSON.stringify(value);
        default:
            break;
    }
    let out;
    if (Array.isArray(value)) {
        out = '[';
        for (let i = 0; i < value.length; i += 1)
            out += `${i > 0 ? ',' : ''}${canonicalJson(value[i])}`;
        return `${out}]`;
    }
    const object = value;
    // The default sort compares UTF-16 code units: RFC 8785's key order.
    const keys = Object.keys(object).sort();
    out = '{';
    for (let i = 0; i < keys.length; i += 1) {
        const k = keys[i];
        out += `${i > 0 ? ',' : ''}${JSON.stringify(k)}:${canonicalJson(object[k])}`;
    }
    return `${out}}`;
}
/** First 16 hex characters of SHA-256 of the value's JCS JSON. */
function contextHash(value) {
    return (0,external_node_crypto_.createHash)('sha256').update(canonicalJson(value), 'utf8').digest('hex').slice(0, 16);
}
/** Ascending code-point order (not UTF-16 code units): the spec's order of agent ids. */
function compareCodePoints(a, b) {
    const ia = a[Symbol.iterator]();
    const ib = b[Symbol.iterator]();
    for (;;) {
        const x = ia.next();
        const y = ib.next();
        if (x.done)
            return y.done ? 0 : -1;
        if (y.done)
            return 1;
        const cx = x.value.codePointAt(0);
        const cy = y.value.codePointAt(0);
        if (cx !== cy)
            return cx - cy;
    }
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/types.ts
// Shared vocabulary of the flood-adaptation benchmark (shared/specs/flood.md): skills, agent
// types, constructs, parse results, funnel judgements, audit records and the metric inputs.
// The judging modules (parse, skills, funnel, metrics, audit-mode, render) and the simulation
// (world loop, providers, index) both build on these types.
// ---------------------------------------------------------------------------------------------
// Households, skills, constructs
// ---------------------------------------------------------------------------------------------
const SKILL_IDS = ['buy_insurance', 'buy_contents_insurance', 'elevate_house', 'buyout_program', 'relocate', 'do_nothing'];
const AGENT_TYPES = ['MG_Owner', 'MG_Renter', 'NMG_Owner', 'NMG_Renter'];
const FLOOD_ZONES = (/* unused pure expression or super */ null && (['HIGH', 'MODERATE', 'LOW']));
const CONSTRUCT_IDS = ['TP', 'CP', 'SP', 'SC', 'PA'];
const APPRAISAL_LEVELS = ['LOW', 'MODERATE', 'HIGH'];
const PA_LEVELS = ['NONE', 'PARTIAL', 'FULL'];
/** The level set of each construct (TP, CP, SP, SC: LOW|MODERATE|HIGH; PA: NONE|PARTIAL|FULL). */
const CONSTRUCT_LEVELS = {
    TP: APPRAISAL_LEVELS,
    CP: APPRAISAL_LEVELS,
    SP: APPRAISAL_LEVELS,
    SC: APPRAISAL_LEVELS,
    PA: PA_LEVELS,
};
// ---------------------------------------------------------------------------------------------
// Funnel
// ---------------------------------------------------------------------------------------------
const ROUND_IDS = (/* unused pure expression or super */ null && (['format', 'admissible', 'coherent']));

;// CONCATENATED MODULE: ./src/benchmarks/flood/parse.ts
// Parsers for the household (5 constructs + Final Decision) and institution replies, exactly as
// flood.md "Output formats & parsing" says. Pure functions: text in, parse result out.

const NO_RESPONSE = 'no response recorded';
const EMPTY_RESPONSE = 'empty response';
function providerErrorReason(status) {
    return `provider-error: ${status}`;
}
/** Whether a failure reason says the provider never answered (not the model's fault). */
function isProviderErrorReason(reason) {
    return reason.startsWith('provider-error: ');
}
/** Yearly caps on an institution's adjustment (fractions). */
const PREMIUM_ADJUSTMENT_CAP = 0.18;
const SUBSIDY_ADJUSTMENT_CAP = 0.2;
// ---------------------------------------------------------------------------------------------
// Text clean-up shared by both kinds
// ---------------------------------------------------------------------------------------------
const THINK_TAG = /<(\/?)think>/gi;
/**
 * Remove `<think>…</think>` blocks (any case, across lines). An unclosed `<think>` removes the
 * rest; a `</think>` with no opening tag removes everything before it.
 */
function stripThink(text) {
    let out = '';
    let open = false;
    let from = 0;
    for (const m of text.matchAll(THINK_TAG)) {
        const closing = m[1] === '/';
        if (!open && !closing) {
            out += text.slice(from, m.index);
            open = true;
        }
        else if (!open && closing) {
            out = ''; // orphan closing tag: everything before it was reasoning
        }
        else if (open && closing) {
            open = false;
        }
        // A nested `<think>` inside an open block is simply part of the block.
        from = m.index + m[0].length;
    }
    return open ? out : out + text.slice(from);
}
const LEADING_MARKER = /^(?:#+|>|[-+])\s*/;
/** Per-line clean-up: delete `*` and `__`, trim, drop leading heading/quote/bullet markers. */
function cleanLine(line) {
    let s = line.replace(/\*/g, '').replace(/__/g, '').trim();
    // Markers may be stacked (`> - **TP**`); dropping them all never removes a label.
    for (let m = LEADING_MARKER.exec(s); m !== null && m[0] !== ''; m = LEADING_MARKER.exec(s))
        s = s.slice(m[0].length);
    return s.trim();
}
function labelPattern(labels) {
    const re = new RegExp(`^(?:${labels.map(([, p], i) => `(?<l${i}>${p})`).join('|')})\\s*[:\\-–—]`, 'i');
    return (line) => {
        const m = re.exec(line);
        if (m === null)
            return null;
        const i = labels.findIndex((_, k) => m.groups?.[`l${k}`] !== undefined);
        return { label: labels[i][0], value: line.slice(m[0].length).trim() };
    };
}
const householdLabel = labelPattern([
    ...CONSTRUCT_IDS.map((c) => [c, `${c}(?:\\s*Assessment)?`]),
    ['Final Decision', 'Final\\s*Decision'],
]);
const institutionLabel = labelPattern(['Analysis', 'Decision', 'Adjustment', 'Priority', 'Reason'].map((l) => [l, l]));
/** The label lines of a reply, after think removal and per-line clean-up; null if nothing is left. */
function labelLines(text, match) {
    const body = stripThink(text);
    if (body.trim() === '')
        return null;
    const out = [];
    for (const raw of body.split(/\r\n|\r|\n/)) {
        const hit = match(cleanLine(raw));
        if (hit !== null)
            out.push(hit);
    }
    return out;
}
const TOKEN_END = /[\s,.;:\-–—]/;
const LEADING_SEPARATOR = /^[,.;:\-–—]/;
/** A value's first token (without `[ ]`) and the rest as explanation minus one leading separator. */
function splitValue(value) {
    let s = value.replace(/^\[+/, '');
    let end = s.search(TOKEN_END);
    if (end < 0)
        end = s.length;
    let token = s.slice(0, end);
    s = s.slice(end);
    const close = token.indexOf(']');
    if (close >= 0) {
        // `[HIGH]` or `[HIGH]-…`: the bracket ends the token.
        s = token.slice(close).replace(/^\]+/, '') + s;
        token = token.slice(0, close);
    }
    const rest = s.trim().replace(LEADING_SEPARATOR, '').trim();
    return { token, rest };
}
// ---------------------------------------------------------------------------------------------
// Household
// ---------------------------------------------------------------------------------------------
function emptyConstructs() {
    return { TP: { level: null, explanation: null }, CP: { level: null, explanation: null }, SP: { level: null, explanation: null }, SC: { level: null, explanation: null }, PA: { level: null, explanation: null } };
}
/** A reply that never reached the parser (no record, provider error, replayed error). */
function householdFailure(reason) {
    return { constructs: emptyConstructs(), decisionNumber: null, formatErrors: [reason] };
}
function parseHouseholdReply(reply) {
    return reply.kind === 'text' ? parseHousehold(reply.text) : householdFailure(reply.reason);
}
/** Distinct integers (tokens `-?\d+`, compared by value) in a decision value. */
function distinctIntegers(value) {
    const seen = new Set(); // a list here was quadratic in the numbers on the line
    for (const m of value.matchAll(/-?\d+/g))
        seen.add(BigInt(m[0]));
    return [...seen];
}
function parseHousehold(text) {
    const lines = labelLines(text, householdLabel);
    if (lines === null)
        return householdFailure(EMPTY_RESPONSE);
    const constructs = emptyConstructs();
    const errors = [];
    for (const c of CONSTRUCT_IDS) {
        const values = lines.filter((l) => l.label === c).map((l) => splitValue(l.value)).filter((v) => v.token !== '');
        if (values.length === 0) {
            errors.push(`missing ${c}`);
            continue;
        }
        // Each distinct level (any case) with the token it was first written as.
        const firstRaw = new Map();
        for (const v of values)
            if (!firstRaw.has(v.token.toUpperCase()))
                firstRaw.set(v.token.toUpperCase(), v.token);
        const distinct = [...firstRaw.keys()];
        const first = values[0];
        const known = CONSTRUCT_LEVELS[c].includes(first.token.toUpperCase());
        for (const [token, raw] of firstRaw) {
            if (!CONSTRUCT_LEVELS[c].includes(token))
                errors.push(`unknown level "${raw}" for ${c}`);
        }
        if (distinct.length > 1)
            errors.push(`conflicting levels for ${c}`);
        constructs[c] = {
            level: distinct.length > 1 ? null : known ? first.token.toUpperCase() : first.token,
            explanation: first.rest,
        };
    }
    const decisions = lines.filter((l) => l.label === 'Final Decision');
    let decisionNumber = null;
    if (decisions.length === 0) {
        errors.push('missing decision');
    }
    else {
        const before = errors.length;
        const agreed = new Set();
        for (const d of decisions) {
            const ints = distinctIntegers(d.value);
            if (ints.length !== 1) {
                const reason = `decision needs exactly one number, found ${ints.length}`;
                if (!errors.includes(reason, before))
                    errors.push(reason);
            }
            else
                agreed.add(ints[0]);
        }
        if (agreed.size > 1)
            errors.push('conflicting decisions');
        if (errors.length === before)
            decisionNumber = Number([...agreed][0]);
    }
    return { constructs, decisionNumber, formatErrors: errors };
}
const INSURANCE = { decisions: ['raise', 'lower', 'maintain'], cap: PREMIUM_ADJUSTMENT_CAP, needsPriority: false };
const GOVERNMENT = { decisions: ['increase', 'decrease', 'maintain'], cap: SUBSIDY_ADJUSTMENT_CAP, needsPriority: true };
/**
 * N from an Adjustment value: the first number (sign allowed); with `%` it is N/100, otherwise a
 * value ≤ 1 is a fraction and > 1 a percentage. Returns the raw number too (for messages).
 */
function adjustmentFraction(value) {
    const m = /([-+]?(?:\d+(?:\.\d*)?|\.\d+))\s*(%)?/.exec(value);
    if (m === null)
        return null;
    const raw = Number(m[1]);
    const fraction = m[2] !== undefined || raw > 1 ? raw / 100 : raw;
    return { raw, fraction };
}
/**
 * The single value a label takes: each occurrence's value is mapped; all must agree. Returns the
 * first value (null when the label is absent) and whether occurrences disagree.
 */
function agreedValue(lines, label, map) {
    const hits = lines.filter((l) => l.label === label).map(map);
    if (hits.length === 0)
        return { value: null, present: false, conflict: false };
    const first = hits[0];
    return { value: first, present: true, conflict: hits.some((h) => JSON.stringify(h) !== JSON.stringify(first)) };
}
function parseInstitution(text, kind) {
    const out = { decision: null, adjustment: null, priority: null, analysis: null, reason: null, errors: [], warnings: [] };
    const lines = labelLines(text, institutionLabel);
    if (lines === null) {
        out.errors.push(EMPTY_RESPONSE);
        return out;
    }
    out.analysis = lines.find((l) => l.label === 'Analysis')?.value ?? null;
    out.reason = lines.find((l) => l.label === 'Reason')?.value ?? null;
    const decision = agreedValue(lines, 'Decision', (l) => splitValue(l.value).token.toLowerCase());
    if (!decision.present || decision.value === '')
        out.errors.push('missing decision');
    else if (!kind.decisions.includes(decision.value))
        out.errors.push(`unknown decision "${splitValue(lines.find((l) => l.label === 'Decision').value).token}"`);
    else
        out.decision = decision.value;
    if (decision.conflict)
        out.errors.push('conflicting decisions');
    const adjustment = agreedValue(lines, 'Adjustment', (l) => adjustmentFraction(l.value)?.fraction ?? null);
    const n = adjustment.present ? adjustmentFraction(lines.find((l) => l.label === 'Adjustment').value) : null;
    if (adjustment.conflict)
        out.errors.push('conflicting adjustments');
    if (!adjustment.present || (n === null && out.decision === 'maintain')) {
        // `maintain` needs no Adjustment; one without a number (`Adjustment: none`) counts as absent.
        if (out.decision === 'maintain')
            out.adjustment = 0;
        else if (out.decision !== null)
            out.errors.push('missing adjustment');
    }
    else if (n === null) {
        out.errors.push('adjustment needs a number');
    }
    else if (n.raw < 0) {
        out.errors.push(`negative adjustment ${n.raw}`);
    }
    else if (out.decision === 'maintain' && n.fraction !== 0) {
        out.errors.push(`maintain with adjustment ${n.raw}`);
    }
    else if (out.decision !== null && out.decision !== 'maintain' && n.fraction === 0) {
        out.errors.push(`${out.decision} with adjustment 0`);
    }
    else if (n.fraction > kind.cap) {
        out.adjustment = kind.cap;
        out.warnings.push(`adjustment clamped to ${kind.cap}`);
    }
    else {
        out.adjustment = n.fraction;
    }
    if (kind.needsPriority) {
        const priority = agreedValue(lines, 'Priority', (l) => splitValue(l.value).token.toLowerCase());
        if (!priority.present || priority.value === '')
            out.errors.push('missing priority');
        else if (priority.value === 'mg')
            out.priority = 'MG';
        else if (priority.value === 'all')
            out.priority = 'all';
        else
            out.errors.push(`unknown priority "${splitValue(lines.find((l) => l.label === 'Priority').value).token}"`);
        if (priority.conflict)
            out.errors.push('conflicting priorities');
    }
    if (out.errors.length > 0) {
        out.decision = null;
        out.adjustment = null;
        out.priority = null;
    }
    return out;
}
function parseInsurance(text) {
    return parseInstitution(text, INSURANCE);
}
function parseGovernment(text) {
    return parseInstitution(text, GOVERNMENT);
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/skills.ts
const OWNER_NOT_ELEVATED = ['buy_insurance', 'elevate_house', 'buyout_program', 'do_nothing'];
const OWNER_ELEVATED = ['buy_insurance', 'buyout_program', 'do_nothing'];
const RENTER = ['buy_contents_insurance', 'relocate', 'do_nothing'];
/** The household's options (skill ids in number order) given `elevated` at the start of the year. */
function skillOptions(tenure, elevated) {
    if (tenure === 'renter')
        return RENTER;
    return elevated ? OWNER_ELEVATED : OWNER_NOT_ELEVATED;
}
/** The skill a 1-based decision number picks, or null when it is not an option. */
function skillForNumber(options, n) {
    return Number.isInteger(n) && n >= 1 && n <= options.length ? (options[n - 1] ?? null) : null;
}
function isInsuranceSkill(skill) {
    return skill === 'buy_insurance' || skill === 'buy_contents_insurance';
}
function isLeaveSkill(skill) {
    return skill === 'buyout_program' || skill === 'relocate';
}
function insuranceSkillFor(tenure) {
    return tenure === 'owner' ? 'buy_insurance' : 'buy_contents_insurance';
}
function leaveSkillFor(tenure) {
    return tenure === 'owner' ? 'buyout_program' : 'relocate';
}
function skillGroup(skill) {
    if (isInsuranceSkill(skill))
        return 'insurance';
    if (isLeaveSkill(skill))
        return 'leave';
    return skill === 'elevate_house' ? 'elevate' : 'do_nothing';
}
/** Actual PA: FULL if elevated and insured last year, PARTIAL if exactly one, else NONE. */
function actualPa(elevated, insuredLastYear) {
    if (elevated && insuredLastYear)
        return 'FULL';
    return elevated || insuredLastYear ? 'PARTIAL' : 'NONE';
}
function agentTypeOf(mg, tenure) {
    return `${mg ? 'MG' : 'NMG'}_${tenure === 'owner' ? 'Owner' : 'Renter'}`;
}
function tenureOf(type) {
    return type.endsWith('_Owner') ? 'owner' : 'renter';
}
function isMg(type) {
    return type.startsWith('MG_');
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/funnel.ts


/**
 * R1–R7 on a proposed skill. `levels` are the parsed (valid) construct levels; `actual` is the
 * actual PA, or null when it cannot be known (audit records without state): R7 is then skipped.
 */
function coherenceRules(levels, skill, actual) {
    const { TP, CP, SP, PA } = levels;
    const insurance = isInsuranceSkill(skill);
    const errors = [];
    const warnings = [];
    if (TP === 'HIGH' && CP === 'HIGH' && skill === 'do_nothing')
        errors.push('R1: HIGH threat and HIGH coping but chose do_nothing');
    if (CP === 'LOW' && (skill === 'elevate_house' || skill === 'relocate' || skill === 'buyout_program'))
        errors.push(`R2: LOW coping but chose ${skill}`);
    if (TP === 'LOW' && (skill === 'relocate' || skill === 'buyout_program'))
        errors.push(`R3: LOW threat but chose ${skill}`);
    if (TP === 'LOW' && SP === 'LOW' && insurance)
        errors.push('R4: LOW threat and LOW support but chose insurance');
    if (TP === 'LOW' && SP !== 'LOW' && insurance)
        warnings.push('R5: LOW threat but chose insurance - precautionary behavior');
    if (SP === 'LOW' && TP !== 'LOW' && insurance)
        warnings.push('R6: LOW support but chose insurance');
    if (actual !== null && PA !== actual)
        warnings.push(`R7: PA ${PA} but actual ${actual}`);
    return { errors, warnings };
}
/**
 * The funnel on a parsed attempt, with the number → skill resolution and the actual PA given by
 * the caller (the simulation knows the state; audit mode may not).
 */
function judgeParsed(parse, resolveSkill, actual) {
    const n = parse.decisionNumber;
    const proposedSkill = n === null ? null : resolveSkill(n);
    const failed = (round, errors, admissible, warnings = []) => ({
        format: round !== 'format',
        admissible,
        coherent: round === 'coherent' ? false : null,
        failedRound: round,
        errors,
        warnings,
        proposedSkill,
        executedSkill: 'do_nothing',
        validated: false,
    });
    if (parse.formatErrors.length > 0 || n === null)
        return failed('format', parse.formatErrors, null);
    if (proposedSkill === null)
        return failed('admissible', [`decision ${n} is not an option`], false);
    const levels = Object.fromEntries(Object.entries(parse.constructs).map(([c, v]) => [c, v.level ?? '']));
    const rules = coherenceRules(levels, proposedSkill, actual);
    if (rules.errors.length > 0)
        return failed('coherent', rules.errors, true, rules.warnings);
    return {
        format: true,
        admissible: true,
        coherent: true,
        failedRound: null,
        errors: [],
        warnings: rules.warnings,
        proposedSkill,
        executedSkill: proposedSkill,
        validated: true,
    };
}
/** The funnel for one household attempt in the simulation (state as at the start of the year). */
function judgeHousehold(parse, state) {
    const options = skillOptions(state.tenure, state.elevated);
    return judgeParsed(parse, (n) => skillForNumber(options, n), actualPa(state.elevated, state.insuredLastYear));
}
/** The per-item line: id, each round true/false/null, and the first failure's reasons. */
/** A decision's line in the items file: its three verdicts and the reason it failed. */
function decisionItem(j) {
    return { verdicts: { format: j.format, admissible: j.admissible, coherent: j.coherent }, reason: j.failedRound === null ? null : j.errors.join('; ') };
}
/** Adds a decision to the items file (then waits while the file lags behind). */
async function writeDecisionItem(items, id, j, line) {
    const { verdicts, reason } = decisionItem(j);
    items.write(id, verdicts, reason, line);
    await items.drain();
}
const FAILED_DECISION_DIAGNOSTICS = 20;
/** A failed decision as a diagnostic: code = the round failed, the reasons and the text's first 200 characters. */
function failedDecisionDiagnostic(id, j, text) {
    const shown = text === null ? '' : ` | text: ${Array.from(text).slice(0, 200).join('')}`;
    return { severity: 'warning', code: j.failedRound ?? 'coherent', item: id, message: `${j.errors.join('; ')}${shown}` };
}
// ---------------------------------------------------------------------------------------------
// Institutions
// ---------------------------------------------------------------------------------------------
const PREMIUM_RATE_BOUNDS = [0.01, 0.15];
const SUBSIDY_RATE_BOUNDS = [0.3, 0.8];
/** Insurance rule policy: raise 10 % if loss ratio > 0.80, else lower 5 % if < 0.30 with uptake < 0.40, else maintain. */
function insuranceRulePolicy(f) {
    if (f.lossRatio !== null && f.lossRatio > 0.8)
        return { decision: 'raise', adjustment: 0.1 };
    if (f.lossRatio !== null && f.lossRatio < 0.3 && f.uptake !== null && f.uptake < 0.4)
        return { decision: 'lower', adjustment: 0.05 };
    return { decision: 'maintain', adjustment: 0 };
}
/**
 * Government rule policy: decrease 10 % if budget left share < 0.20 or MG adoption > 0.60, else
 * increase 20 % after a flood with MG adoption < 0.30, else maintain; priority MG iff mgPriority.
 */
function governmentRulePolicy(f, mgPriority) {
    const priority = mgPriority ? 'MG' : 'all';
    const share = f.budgetRemainingShare;
    const mg = f.mgAdoptionRate;
    if ((share !== null && share < 0.2) || (mg !== null && mg > 0.6))
        return { decision: 'decrease', adjustment: 0.1, priority };
    if (f.floodLastYear && mg !== null && mg < 0.3)
        return { decision: 'increase', adjustment: 0.2, priority };
    return { decision: 'maintain', adjustment: 0, priority };
}
const percent = (fraction) => `${Math.round(fraction * 1000) / 10}%`;
const figure = (v) => (v === null ? 'n/a' : String(Math.round(v * 1000) / 1000));
/** The `rule` provider's insurance reply: the rule policy in the exact format. */
function ruleInsuranceText(f) {
    const p = insuranceRulePolicy(f);
    return [
        `Analysis: Last year's loss ratio was ${figure(f.lossRatio)} with uptake ${figure(f.uptake)}.`,
        `Decision: ${p.decision}`,
        `Adjustment: ${percent(p.adjustment)}`,
        'Reason: Rule policy on the loss ratio and uptake.',
    ].join('\n');
}
/** The `rule` provider's government reply: the rule policy in the exact format. */
function ruleGovernmentText(f, mgPriority) {
    const p = governmentRulePolicy(f, mgPriority);
    return [
        `Analysis: Budget left ${figure(f.budgetRemainingShare)}, MG adoption ${figure(f.mgAdoptionRate)}, NMG adoption ${figure(f.nmgAdoptionRate)}.`,
        `Decision: ${p.decision}`,
        `Adjustment: ${percent(p.adjustment)}`,
        `Priority: ${p.priority}`,
        'Reason: Rule policy on the budget, adoption and last year\'s flood.',
    ].join('\n');
}
/** rate × (1 ± N), clamped to the bounds. */
function applyAdjustment(rate, direction, adjustment, bounds) {
    const next = rate * (1 + direction * adjustment);
    return Math.min(bounds[1], Math.max(bounds[0], next));
}
/** Parse a reply (or take its failure reason) and apply the error/warning rules to a parsed one. */
function judgeInstitution(reply, parse, rules) {
    if (reply.kind === 'failure')
        return { parse: null, valid: false, errors: [reply.reason], warnings: [], text: null };
    const p = parse(reply.text);
    const found = p.errors.length === 0 ? rules(p) : { errors: [], warnings: [] };
    const errors = [...p.errors, ...found.errors];
    const valid = errors.length === 0;
    return { parse: p, valid, errors, warnings: [...p.warnings, ...found.warnings], text: valid ? null : reply.text };
}
/** RI1 (error) and RI2 (warning) on last year's loss ratio. */
function insuranceRules(decision, f) {
    const lr = f.lossRatio;
    return {
        errors: lr !== null && lr > 0.8 && decision === 'lower' ? ['RI1: loss ratio > 0.80 but chose lower'] : [],
        warnings: lr !== null && lr < 0.3 && decision === 'raise' ? ['RI2: loss ratio < 0.30 but chose raise'] : [],
    };
}
/** RG1 (error) on last year's budget left share, RG2 (warning) on last year's adoption. */
function governmentRules(decision, f) {
    const share = f.budgetRemainingShare;
    const { mgAdoptionRate: mg, nmgAdoptionRate: nmg } = f;
    return {
        errors: share !== null && share < 0.2 && decision === 'increase' ? ['RG1: budget left < 20% but chose increase'] : [],
        warnings: decision === 'decrease' && mg !== null && nmg !== null && mg < nmg ? ['RG2: decrease while MG adoption < NMG adoption'] : [],
    };
}
const direction = (d) => (d === 'raise' || d === 'increase' ? 1 : d === 'lower' || d === 'decrease' ? -1 : 0);
/** An institution's year: the valid reply's decision (`accepted`), else the rule policy; the rate moved within the bounds. */
function institutionYear(j, accepted, rulePolicy, rate, bounds) {
    const applied = j.valid ? accepted(j.parse) : rulePolicy();
    return {
        ...applied,
        newRate: applyAdjustment(rate, direction(applied.decision), applied.adjustment, bounds),
        validated: j.valid,
        errors: j.errors,
        warnings: j.warnings,
        analysis: j.parse?.analysis ?? null,
        reason: j.parse?.reason ?? null,
        text: j.text,
    };
}
/** The insurer's year: the reply if valid, else the rule policy; the new premium rate. */
function decideInsurance(reply, f) {
    const j = judgeInstitution(reply, parseInsurance, (p) => insuranceRules(p.decision, f));
    const accepted = (p) => ({ decision: p.decision, adjustment: p.adjustment });
    return institutionYear(j, accepted, () => insuranceRulePolicy(f), f.premiumRate, PREMIUM_RATE_BOUNDS);
}
/** The government's year: the reply if valid, else the rule policy; the new subsidy rate and priority. */
function decideGovernment(reply, f, mgPriority) {
    const j = judgeInstitution(reply, parseGovernment, (p) => governmentRules(p.decision, f));
    const accepted = (p) => ({ decision: p.decision, adjustment: p.adjustment, priority: p.priority });
    return institutionYear(j, accepted, () => governmentRulePolicy(f, mgPriority), f.subsidyRate, SUBSIDY_RATE_BOUNDS);
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/metrics.ts
// Run metrics of a flood suite (flood.md "Run metrics"): the funnel rounds (whole run and per
// year), the decision counts, validity/hallucination/entropy, the empirical benchmarks with epi,
// the institution figures and finalScore. One pure function over an explicit input that the
// simulation and audit mode both build.




const ROUND_LABELS = {
    format: 'Round 1 · Format',
    admissible: 'Round 2 · Admissible',
    coherent: 'Round 3 · Coherent',
};
const EMPIRICAL_BENCHMARKS = [
    { id: 'insurance_rate_sfha', low: 0.3, high: 0.5, weight: 1.0, uses: ['state', 'insured'] },
    { id: 'insurance_rate_all', low: 0.15, high: 0.4, weight: 0.8, uses: ['insured'] },
    { id: 'elevation_rate', low: 0.03, high: 0.12, weight: 1.0, uses: ['state'] },
    { id: 'buyout_rate', low: 0.02, high: 0.15, weight: 0.8, uses: [] },
    { id: 'do_nothing_rate_postflood', low: 0.35, high: 0.65, weight: 1.5, uses: ['flooded'] },
    { id: 'mg_adaptation_gap', low: 0.1, high: 0.3, weight: 2.0, uses: ['state', 'insured'] },
    { id: 'renter_uninsured_rate', low: 0.15, high: 0.4, weight: 1.0, uses: ['state', 'insured'] },
    { id: 'insurance_lapse_rate', low: 0.05, high: 0.15, weight: 1.0, uses: ['state', 'insured'] },
];
/** Decimal bounds without binary noise (0.15 × 0.7 is 0.10499999999999998 in floating point). */
const decimal = (x) => Math.round(x * 1e12) / 1e12;
/** Pass iff low × 0.7 ≤ value ≤ high × 1.3. */
function benchmarkPasses(value, low, high) {
    return value >= decimal(low * 0.7) && value <= decimal(high * 1.3);
}
// ---------------------------------------------------------------------------------------------
// Funnel counts
// ---------------------------------------------------------------------------------------------
function funnelRounds(decisions, labelled) {
    let format = 0;
    let admissible = 0;
    let coherent = 0;
    for (const d of decisions) {
        if (d.format)
            format += 1;
        if (d.admissible === true)
            admissible += 1;
        if (d.coherent === true)
            coherent += 1;
    }
    const round = (id, input, passed) => labelled ? { id, label: ROUND_LABELS[id], input, passed } : { id, input, passed };
    return [round('format', decisions.length, format), round('admissible', format, admissible), round('coherent', admissible, coherent)];
}
function yearSeries(decisions, years) {
    const byYear = groupBy(decisions, (d) => d.year);
    const series = [];
    for (let y = 1; y <= years; y += 1)
        series.push({ key: 'year', at: y, rounds: funnelRounds(byYear.get(y) ?? [], false) });
    return series;
}
/** `"<agent_type>/<executed_skill>"` → decisions, in agent-type then skill order. */
function decisionCounts(decisions) {
    const raw = new Map();
    for (const d of decisions) {
        const key = `${d.agentType}/${d.executedSkill}`;
        raw.set(key, (raw.get(key) ?? 0) + 1);
    }
    const counts = {};
    for (const type of AGENT_TYPES) {
        for (const skill of SKILL_IDS) {
            const n = raw.get(`${type}/${skill}`);
            if (n !== undefined)
                counts[`${type}/${skill}`] = n;
        }
    }
    return counts;
}
/** Shannon entropy (bits) of the executed-skill groups / 2 (the maximum for four groups). */
function entropyRatio(decisions) {
    if (decisions.length === 0)
        return null;
    const groups = new Map();
    for (const d of decisions) {
        const g = skillGroup(d.executedSkill);
        groups.set(g, (groups.get(g) ?? 0) + 1);
    }
    let h = 0;
    for (const n of groups.values()) {
        const p = n / decisions.length;
        h -= p * Math.log2(p);
    }
    return h / 2;
}
/** Thrown (and caught in this module only) when a benchmark meets an unknown value. */
class Unknown extends Error {
}
function known(v) {
    if (v === null || v === undefined)
        throw new Unknown();
    return v;
}
function rate(households, inScope, counts) {
    let passed = 0;
    let input = 0;
    for (const h of households) {
        if (!inScope(h))
            continue;
        input += 1;
        if (counts(h))
            passed += 1;
    }
    return { passed, input };
}
function adoption(households, mg, end) {
    const r = rate(households, (h) => isMg(h.agentType) === mg, (h) => !h.active[end] || known(h.insured[end]) || known(h.elevatedAtEnd));
    return r.input > 0 ? r.passed / r.input : null;
}
function lapse(households, end) {
    let passed = 0;
    let input = 0;
    for (const h of households) {
        let t0 = -1;
        for (let y = 0; y <= end && t0 < 0; y += 1)
            if (known(h.insured[y]))
                t0 = y;
        if (t0 < 0)
            continue;
        for (let y = t0 + 1; y <= end; y += 1) {
            if (!h.active[y])
                continue;
            input += 1;
            if (!known(h.insured[y]))
                passed += 1;
        }
    }
    return { passed, input };
}
function postFloodDoNothing(decisions, households) {
    const byId = new Map(households.map((h) => [h.agentId, h]));
    let passed = 0;
    let input = 0;
    for (const d of decisions) {
        const h = byId.get(d.agentId);
        if (d.year < 2 || h === undefined || !known(h.flooded[d.year - 1]))
            continue;
        input += 1;
        if (d.executedSkill === 'do_nothing')
            passed += 1;
    }
    return { passed, input };
}
function measure(id, input) {
    const { households, decisions } = input;
    const end = input.years;
    const activeAtEnd = (h) => h.active[end] === true;
    const insuredAtEnd = (h) => known(h.insured[end]);
    switch (id) {
        case 'insurance_rate_sfha':
            return rate(households, (h) => activeAtEnd(h) && known(h.zone) === 'HIGH', insuredAtEnd);
        case 'insurance_rate_all':
            return rate(households, activeAtEnd, insuredAtEnd);
        case 'elevation_rate':
            return rate(households, (h) => tenureOf(h.agentType) === 'owner', (h) => known(h.elevatedAtEnd));
        case 'buyout_rate':
            return rate(households, () => true, (h) => !activeAtEnd(h));
        case 'do_nothing_rate_postflood':
            return postFloodDoNothing(decisions, households);
        case 'mg_adaptation_gap': {
            const mg = adoption(households, true, end);
            const nmg = adoption(households, false, end);
            return { value: mg === null || nmg === null ? null : Math.abs(nmg - mg) };
        }
        case 'renter_uninsured_rate':
            return rate(households, (h) => activeAtEnd(h) && tenureOf(h.agentType) === 'renter' && known(h.zone) === 'HIGH', (h) => !insuredAtEnd(h));
        case 'insurance_lapse_rate':
            return lapse(households, end);
        default:
            throw new Error(`unknown benchmark ${id}`);
    }
}
/** A benchmark's metric, or null with the reason it could not be computed. */
function benchmarkMetric(b, input) {
    const missing = b.uses.filter((f) => input.missingFields?.includes(f));
    if (missing.length > 0)
        return { metric: valueMetric(null, 'none'), unknown: `a valid record lacks ${missing.map((f) => `"${f}"`).join(', ')}` };
    let m;
    try {
        m = measure(b.id, input);
    }
    catch (error) {
        if (!(error instanceof Unknown))
            throw error;
        return { metric: valueMetric(null, 'none'), unknown: 'a value it needs is unknown' };
    }
    return { metric: 'passed' in m ? rateMetric(m.passed, m.input, 'none') : valueMetric(m.value, 'none'), unknown: null };
}
// ---------------------------------------------------------------------------------------------
// Everything
// ---------------------------------------------------------------------------------------------
/**
 * Weights are multiples of 0.1: sums are kept in integer tenths so epi is an exact ratio. epi is a
 * weighted share, not a pass rate of items, so it carries no passed/input (the gate would test
 * those as item counts).
 */
const TENTHS = 10;
function computeFloodResults(input) {
    const { decisions } = input;
    const warnings = [];
    const metrics = {};
    const validated = decisions.filter((d) => d.format && d.admissible === true && d.coherent === true).length;
    const hallucinated = decisions.filter((d) => d.format && d.admissible === false).length;
    metrics.validity_rate = rateMetric(validated, decisions.length, 'higher');
    metrics.hallucination_rate = rateMetric(hallucinated, decisions.length, 'lower');
    metrics.entropy_ratio = valueMetric(entropyRatio(decisions), 'none');
    if (input.institutions !== null)
        metrics.institution_validity_rate = rateMetric(input.institutions.valid, input.institutions.outputs, 'none');
    let passedWeight = 0;
    let knownWeight = 0;
    const unknown = [];
    for (const b of EMPIRICAL_BENCHMARKS) {
        const { metric: m, unknown: why } = benchmarkMetric(b, input);
        metrics[b.id] = m;
        if (why !== null)
            unknown.push(`${b.id} (${why})`);
        if (m.value === null)
            continue;
        knownWeight += Math.round(b.weight * TENTHS);
        if (benchmarkPasses(m.value, b.low, b.high))
            passedWeight += Math.round(b.weight * TENTHS);
    }
    metrics.epi = valueMetric(knownWeight > 0 ? passedWeight / knownWeight : null, 'higher');
    if (unknown.length > 0)
        warnings.push({ code: 'state-missing', message: `benchmarks left null: ${unknown.join('; ')}` });
    const inst = input.institutions;
    if (inst !== null) {
        metrics.final_premium_rate = valueMetric(inst.finalPremiumRate, 'none');
        metrics.final_subsidy_rate = valueMetric(inst.finalSubsidyRate, 'none');
        const ratios = inst.floodYearLossRatios.filter((r) => r !== null);
        metrics.mean_loss_ratio_flood_years = meanMetric(ratios.reduce((a, b) => a + b, 0), ratios.length, 'none');
        const budget = inst.annualBudget * input.years;
        metrics.budget_used_share = valueMetric(budget > 0 ? inst.subsidiesPaid / budget : null, 'none');
    }
    const validity = metrics.validity_rate.value;
    const epi = metrics.epi.value;
    let finalScore = null;
    if (validity !== null && epi !== null)
        finalScore = 100 * (0.5 * validity + 0.5 * epi);
    else if (validity !== null) {
        finalScore = 100 * validity;
        warnings.push({ code: 'epi-unavailable', message: 'every empirical benchmark is null: finalScore = 100 × validity_rate' });
    }
    return {
        rounds: funnelRounds(decisions, true),
        series: yearSeries(decisions, input.years),
        counts: decisionCounts(decisions),
        metrics,
        finalScore,
        warnings,
    };
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/audit-mode.ts
// `score flood --audit FILE`: judge another simulator's skill_audit.jsonl from its fields
// (flood.md "Audit mode"). The file is streamed a line at a time; only a compact judged record
// per decision is kept, because the rounds need the records sorted by (year, agent_id).














/** The format round from the record's fields: five levels in their sets and an integer decision_number. */
function parseFromFields(record) {
    const formatErrors = [];
    const constructs = {};
    for (const c of CONSTRUCT_IDS) {
        const field = record.constructs[c];
        const level = field?.level ?? null;
        constructs[c] = { level, explanation: field?.explanation ?? null };
        if (level === null)
            formatErrors.push(`missing ${c}`);
        else if (!CONSTRUCT_LEVELS[c].includes(level))
            formatErrors.push(`unknown level "${level}" for ${c}`);
    }
    if (record.decision_number === null)
        formatErrors.push('missing decision');
    return { constructs, decisionNumber: record.decision_number, formatErrors };
}
/**
 * Judge one record. Options come from agent_type and state.elevated; without it an owner's
 * number is admissible if either owner row has it, meaning `decision_skill` when it can, else the
 * not-elevated row's skill. R7 only when the state has elevated and insured_last_year.
 */
function judgeAuditRecord(record) {
    const tenure = tenureOf(record.agent_type);
    const elevated = record.state?.elevated;
    const insuredLastYear = record.state?.insured_last_year;
    const stateMissing = tenure === 'owner' && elevated === undefined;
    const resolve = (n) => {
        if (!stateMissing)
            return skillForNumber(skillOptions(tenure, elevated ?? false), n);
        const low = skillForNumber(skillOptions('owner', false), n);
        const high = skillForNumber(skillOptions('owner', true), n);
        return record.decision_skill !== undefined && record.decision_skill !== null && (record.decision_skill === low || record.decision_skill === high)
            ? record.decision_skill
            : (low ?? high);
    };
    const actual = elevated !== undefined && insuredLastYear !== undefined ? actualPa(elevated, insuredLastYear) : null;
    const judgement = judgeParsed(parseFromFields(record), resolve, actual);
    const skillMismatch = record.decision_skill !== undefined && record.decision_skill !== judgement.proposedSkill;
    return { judgement, stateMissing, skillMismatch };
}
/** Every passing verdict is alike: one shared object instead of one per record. */
const PASSED = Object.freeze({ format: true, admissible: true, coherent: true, failedRound: null, errors: [], validated: true });
/** One warning per code for the whole file: count and the first lines, located at the first. */
class LineWarnings {
    lines = new Map();
    add(code, line) {
        appendTo(this.lines, code, line);
    }
    flush(diagnostics, file, describe) {
        for (const [code, lines] of this.lines) {
            const shown = lines.slice(0, 10).join(', ') + (lines.length > 10 ? ', …' : '');
            diagnostics.add({ severity: 'warning', code, file, line: lines[0], message: `${lines.length} record(s) ${describe[code] ?? ''} (lines ${shown})` });
        }
    }
}
const WARNING_TEXT = {
    'state-missing': 'of owners lack state.elevated: a number is admissible if either owner row has it',
    'skill-mismatch': 'have a decision_skill unlike the skill found from decision_number and the state',
};
function errorSuite(suite, diagnostics) {
    return { ...emptySuite({ ...suite, benchmark: 'flood' }, 'error'), diagnostics: diagnostics.finish() };
}
/** Households of the log, rebuilt from their records (sorted by year) for the run metrics. */
function histories(records, years) {
    const out = [];
    for (const [agentId, list] of groupBy(records, (r) => r.agentId)) {
        const first = list[0];
        const last = list[list.length - 1];
        const h = {
            agentId,
            agentType: first.agentType,
            zone: last.zone,
            insured: [first.insuredLastYear, ...Array(years).fill(false)],
            active: [true, ...Array(years).fill(false)],
            flooded: Array(years + 1).fill(false),
            elevatedAtEnd: last.elevated === null ? null : last.elevated || last.executedSkill === 'elevate_house',
        };
        for (const r of list) {
            h.insured[r.year] = r.insured;
            h.active[r.year] = !isLeaveSkill(r.executedSkill);
            h.flooded[r.year] = r.flooded;
        }
        out.push(h);
    }
    return out;
}
/**
 * One line against the schema. The common valid case takes the fast path (JSON.parse + ajv);
 * only a failing line is re-parsed with source positions for located diagnostics.
 */
function checkLine(text, shown, lineNo) {
    try {
        const value = JSON.parse(text);
        if ((0,registry/* validatorFor */.qA)('skill-audit')(value))
            return { ok: true, value: value, text };
    }
    catch {
        // not JSON: the positioned parser below says where
    }
    return checkJsonText(text, shown, 'skill-audit', lineNo - 1);
}
/** Score a skill_audit.jsonl written by another simulator. `file` resolves against ctx.baseDir. */
async function scoreAudit(file, suite, ctx) {
    const diagnostics = new core_diagnostics/* Diagnostics */.rE();
    const named = await (0,results_inputs/* inputPath */.Mv)(ctx, file);
    if (!named.ok) {
        diagnostics.add(named.diagnostic);
        return errorSuite(suite, diagnostics);
    }
    const abs = named.path;
    const shown = (0,results_inputs/* displayPath */.Gt)(abs);
    const warnings = new LineWarnings();
    const seen = new Map();
    const judged = [];
    const missing = new Set();
    let total = 0;
    let errors = 0;
    let lineNo = 0;
    try {
        const lines = (0,external_node_readline_.createInterface)({ input: (0,external_node_fs_.createReadStream)(abs, { encoding: 'utf8' }), crlfDelay: Infinity });
        for await (const text of lines) {
            lineNo += 1;
            if (text.trim() === '')
                continue;
            total += 1;
            const checked = checkLine(text, shown, lineNo);
            if (!checked.ok) {
                errors += 1;
                for (const d of checked.diagnostics)
                    diagnostics.add(d);
                continue;
            }
            const record = checked.value;
            const key = `${record.year}\u0000${record.agent_id}`;
            const firstLine = seen.get(key);
            if (firstLine !== undefined) {
                errors += 1;
                diagnostics.add({ code: 'duplicate-record', file: shown, line: lineNo, column: 1, pointer: '/agent_id', message: `year ${record.year}, agent_id ${JSON.stringify(record.agent_id)} repeats line ${firstLine}` });
                continue;
            }
            seen.set(key, lineNo);
            const { judgement, stateMissing, skillMismatch } = judgeAuditRecord(record);
            if (stateMissing)
                warnings.add('state-missing', lineNo);
            if (skillMismatch)
                warnings.add('skill-mismatch', lineNo);
            const state = record.state;
            if (state?.zone === undefined || state.elevated === undefined || state.insured_last_year === undefined)
                missing.add('state');
            if (record.insured === undefined)
                missing.add('insured');
            if (record.flooded === undefined)
                missing.add('flooded');
            const lastText = record.attempt_log?.[record.attempt_log.length - 1]?.text ?? null;
            judged.push({
                line: lineNo,
                year: record.year,
                agentId: record.agent_id,
                agentType: record.agent_type,
                verdict: judgement.validated ? PASSED : judgement,
                executedSkill: record.executed_skill ?? judgement.executedSkill,
                zone: state?.zone ?? null,
                elevated: state?.elevated ?? null,
                insuredLastYear: state?.insured_last_year ?? null,
                insured: record.insured ?? null,
                flooded: record.flooded ?? null,
                failText: judgement.validated || lastText === null ? null : Array.from(lastText).slice(0, 200).join(''),
            });
        }
    }
    catch (error) {
        // Only a failing read is an input problem; anything else is a bug and propagates.
        if (typeof error.code !== 'string')
            throw error;
        diagnostics.add(ioDiagnostic(abs, error));
        return errorSuite(suite, diagnostics);
    }
    if (total === 0) {
        diagnostics.add({ code: 'empty-file', file: shown, message: 'the audit log has no records' });
        return errorSuite(suite, diagnostics);
    }
    warnings.flush(diagnostics, shown, WARNING_TEXT);
    judged.sort((a, b) => a.year - b.year || compareCodePoints(a.agentId, b.agentId));
    const years = judged.reduce((max, r) => Math.max(max, r.year), 0);
    const decisions = judged.map((r) => ({
        year: r.year,
        agentId: r.agentId,
        agentType: r.agentType,
        format: r.verdict.format,
        admissible: r.verdict.admissible,
        coherent: r.verdict.coherent,
        executedSkill: r.executedSkill,
    }));
    const results = computeFloodResults({ years, decisions, households: histories(judged, years), institutions: null, missingFields: [...missing] });
    for (const w of results.warnings)
        diagnostics.add({ severity: 'warning', code: w.code, file: shown, message: w.message });
    const items = openItemsWriter(ctx.outDir, suite.id);
    let failures = 0;
    for (const r of judged) {
        const id = `${r.year}/${r.agentId}`;
        if (items !== null)
            await writeDecisionItem(items, id, r.verdict, r.line);
        if (r.verdict.validated || failures >= FAILED_DECISION_DIAGNOSTICS)
            continue;
        failures += 1;
        diagnostics.add({ ...failedDecisionDiagnostic(id, r.verdict, r.failText), file: shown, line: r.line });
    }
    if (items !== null)
        await items.close();
    const result = {
        id: suite.id,
        benchmark: 'flood',
        task: suite.task ?? null,
        status: 'ok',
        inputs: [await (0,results_inputs/* describeInput */.eG)(abs, total)],
        total,
        errors,
        counts: results.counts,
        rounds: results.rounds,
        series: results.series,
        metrics: results.metrics,
        finalScore: results.finalScore,
        diagnostics: diagnostics.finish(),
    };
    if (items !== null)
        result.itemsFile = items.relPath;
    return result;
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/jsonl.ts


const FLUSH_AT = 1 << 16;
/**
 * Streams JSON lines (`\n`, UTF-8) to a file in 64 KiB chunks; objects keep their own key order.
 * The lines go to a temporary file that `close()` renames into place.
 */
class JsonlWriter {
    file;
    atomic;
    stream;
    buffer = '';
    failed = null;
    constructor(file) {
        this.file = file;
        this.atomic = new AtomicStream(file);
        this.stream = this.atomic.stream;
        this.stream.on('error', (error) => {
            this.failed = error;
        });
    }
    async write(value) {
        this.buffer += `${JSON.stringify(value)}\n`;
        if (this.buffer.length >= FLUSH_AT)
            await this.flush();
    }
    async flush() {
        const chunk = this.buffer;
        this.buffer = '';
        if (this.failed !== null || chunk === '' || this.stream.write(chunk))
            return;
        try {
            await (0,external_node_events_.once)(this.stream, 'drain');
        }
        catch {
            // recorded by the error listener
        }
    }
    /** Drops what was written (the run that wrote it did not finish). */
    async discard() {
        this.buffer = '';
        await this.atomic.discard();
    }
    /** Resolves with the write error, if any (e.g. a directory that does not exist). */
    async close() {
        await this.flush();
        if (this.failed === null) {
            this.stream.end();
            try {
                await (0,external_node_events_.once)(this.stream, 'finish');
            }
            catch {
                // recorded by the error listener
            }
        }
        if (this.failed === null) {
            try {
                await this.atomic.commit();
            }
            catch (error) {
                this.failed = error;
            }
        }
        else
            await this.atomic.discard();
        return this.failed;
    }
}

// EXTERNAL MODULE: ./node_modules/csv-parse/lib/index.js + 8 modules
var lib = __webpack_require__(5377);
;// CONCATENATED MODULE: ./src/benchmarks/flood/money.ts
/** Whole dollars, half up (the spec's rounding of generated money; values are non-negative). */
function roundHalfUp(value) {
    return Math.floor(value + 0.5);
}
/** Whole dollars, half away from zero. */
function roundHalfAwayFromZero(value) {
    return Math.sign(value) * Math.floor(Math.abs(value) + 0.5);
}
/** `$12,345`: rounded half away from zero, comma-grouped (no locale data involved). */
function formatDollars(value) {
    const whole = roundHalfAwayFromZero(value);
    const digits = String(Math.abs(whole));
    const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return `${whole < 0 ? '-' : ''}$${grouped}`;
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/population.ts
// The household population: generated from the scenario's counts and shares on the `population`
// stream, or read from a CSV/JSON profile file (spec "Population").











const INSURED_OTHER_ZONES = 0.03;
const MG_ZONES = { high: 0.7, moderate: 0.2 };
const NMG_ZONES = { high: 0.5, moderate: 0.25 };
const TYPE_PARAMS = {
    MG_Owner: { income: [30000, 50000], value: [200000, 300000], trust: [0.3, 0.6], zone: MG_ZONES, insuredHighZone: 0.25 },
    MG_Renter: { income: [20000, 35000], value: [20000, 50000], trust: [0.3, 0.6], zone: MG_ZONES, insuredHighZone: 0.08 },
    NMG_Owner: { income: [60000, 100000], value: [350000, 600000], trust: [0.5, 0.8], zone: NMG_ZONES, insuredHighZone: 0.25 },
    NMG_Renter: { income: [40000, 60000], value: [20000, 50000], trust: [0.5, 0.8], zone: NMG_ZONES, insuredHighZone: 0.08 },
};
/** An owner's contents when not given: 0.3 × property, whole dollars half up (computed as ×3/10 to stay exact). */
function ownerContents(propertyValue) {
    return roundHalfUp((propertyValue * 3) / 10);
}
function range(rng, [a, b]) {
    return a + (b - a) * rng.uniform();
}
/** The type labels before shuffling: MG owners, MG renters, NMG owners, NMG renters. */
function typeLabels(n, mgShare, renterShare) {
    const mg = Math.floor(n * mgShare + 0.5);
    const renters = (size) => Math.floor(size * renterShare + 0.5);
    const mgRenters = renters(mg);
    const nmgRenters = renters(n - mg);
    const labels = [];
    const push = (type, count) => {
        for (let i = 0; i < count; i += 1)
            labels.push(type);
    };
    push('MG_Owner', mg - mgRenters);
    push('MG_Renter', mgRenters);
    push('NMG_Owner', n - mg - nmgRenters);
    push('NMG_Renter', nmgRenters);
    return labels;
}
/** Household id of the k-th label (1-based): `H` + k zero-padded to max(5, digits of N). */
function householdId(k, n) {
    return `H${String(k).padStart(Math.max(5, String(n).length), '0')}`;
}
/** The generated population, in id order, drawing everything on `population`. */
function generatePopulation(n, shares, rng) {
    const labels = typeLabels(n, shares.mg, shares.renter);
    for (let i = n - 1; i >= 1; i -= 1) {
        const j = Math.floor(rng.uniform() * (i + 1));
        const t = labels[i];
        labels[i] = labels[j];
        labels[j] = t;
    }
    return labels.map((agentType, index) => {
        const p = TYPE_PARAMS[agentType];
        const tenure = agentType.endsWith('_Owner') ? 'owner' : 'renter';
        const income = roundHalfUp(range(rng, p.income));
        const value = roundHalfUp(range(rng, p.value));
        const propertyValue = tenure === 'owner' ? value : 0;
        const contentsValue = tenure === 'owner' ? ownerContents(value) : value;
        const u = rng.uniform();
        const floodZone = u < p.zone.high ? 'HIGH' : u < p.zone.high + p.zone.moderate ? 'MODERATE' : 'LOW';
        const trustInsurance = range(rng, p.trust);
        const trustGovernment = range(rng, p.trust);
        const trustNeighbors = range(rng, p.trust);
        const insured = rng.uniform() < (floodZone === 'HIGH' ? p.insuredHighZone : INSURED_OTHER_ZONES);
        return {
            agentId: householdId(index + 1, n),
            agentType,
            mg: agentType.startsWith('MG_'),
            tenure,
            income,
            propertyValue,
            contentsValue,
            floodZone,
            trustInsurance,
            trustGovernment,
            trustNeighbors,
            elevated: false,
            insured,
            relocated: false,
        };
    });
}
const population_NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const MAX_PROFILE_ERRORS = 100;
class FieldError {
    field;
    message;
    constructor(field, message) {
        this.field = field;
        this.message = message;
    }
}
function readNumber(row, field, min, max = Infinity) {
    const cell = row.get(field);
    if (cell === undefined)
        return undefined;
    const value = typeof cell === 'string' && population_NUMERIC.test(cell.trim()) ? Number(cell.trim()) : cell;
    if (typeof value !== 'number' || !Number.isFinite(value))
        throw new FieldError(field, `must be a number, is ${JSON.stringify(cell)}`);
    if (value < min || value > max)
        throw new FieldError(field, `must be ${max === Infinity ? `≥ ${min}` : `in [${min}, ${max}]`}, is ${value}`);
    return value;
}
function readBoolean(row, field) {
    const cell = row.get(field);
    if (cell === undefined || typeof cell === 'boolean')
        return cell;
    const text = String(cell).trim().toLowerCase();
    if (text === 'true' || text === '1')
        return true;
    if (text === 'false' || text === '0')
        return false;
    throw new FieldError(field, `must be true, false, 1 or 0, is ${JSON.stringify(cell)}`);
}
function readChoice(row, field, choices) {
    const cell = row.get(field);
    if (cell === undefined)
        return undefined;
    const text = typeof cell === 'string' ? cell.trim() : cell;
    if (typeof text !== 'string' || !choices.includes(text)) {
        throw new FieldError(field, `must be one of ${choices.join(', ')}, is ${JSON.stringify(cell)}`);
    }
    return text;
}
function required(value, field, why = 'is required') {
    if (value === undefined)
        throw new FieldError(field, why);
    return value;
}
/** MG when not given: at least two of income < 30 000, housingCostRatio > 0.30, hasVehicle false. */
function inferMg(income, housingCostRatio, hasVehicle) {
    const met = [income < 30000, housingCostRatio !== undefined && housingCostRatio > 0.3, hasVehicle === false];
    return met.filter(Boolean).length >= 2;
}
/** One profile row → household, or the first field problem; contradictions become warnings. */
function profileFromRow(row, warn) {
    const idCell = row.get('agentId');
    if (idCell !== undefined && typeof idCell !== 'string')
        throw new FieldError('agentId', 'must be a string');
    const agentId = required(idCell?.trim() || undefined, 'agentId');
    const tenure = required(readChoice(row, 'tenure', ['owner', 'renter']), 'tenure');
    const income = required(readNumber(row, 'income', 0), 'income');
    const floodZone = required(readChoice(row, 'floodZone', ['HIGH', 'MODERATE', 'LOW']), 'floodZone');
    let propertyValue = readNumber(row, 'propertyValue', 0);
    let contentsValue = readNumber(row, 'contentsValue', 0);
    let elevated = readBoolean(row, 'elevated') ?? false;
    if (tenure === 'owner') {
        propertyValue = required(propertyValue, 'propertyValue', 'is required for owners');
        contentsValue ??= ownerContents(propertyValue);
    }
    else {
        contentsValue = required(contentsValue, 'contentsValue', 'is required for renters');
        if (propertyValue !== undefined && propertyValue !== 0)
            warn('propertyValue', `a renter has no property value; ${propertyValue} ignored`);
        if (elevated)
            warn('elevated', 'a renter cannot be elevated; ignored');
        propertyValue = 0;
        elevated = false;
    }
    const trust = (field) => readNumber(row, field, 0, 1) ?? 0.5;
    const trustInsurance = trust('trustInsurance');
    const trustGovernment = trust('trustGovernment');
    const trustNeighbors = trust('trustNeighbors');
    const housingCostRatio = readNumber(row, 'housingCostRatio', 0);
    const hasVehicle = readBoolean(row, 'hasVehicle');
    const mg = readBoolean(row, 'mg') ?? inferMg(income, housingCostRatio, hasVehicle);
    return {
        agentId,
        agentType: agentTypeOf(mg, tenure),
        mg,
        tenure,
        income,
        propertyValue,
        contentsValue,
        floodZone,
        trustInsurance,
        trustGovernment,
        trustNeighbors,
        elevated,
        insured: readBoolean(row, 'insured') ?? false,
        relocated: readBoolean(row, 'relocated') ?? false,
    };
}
/** Collects profiles, duplicate ids and located problems across the rows of one file. */
class ProfileCollector {
    shown;
    households = [];
    errors = [];
    warnings = [];
    lineOfId = new Map();
    constructor(shown) {
        this.shown = shown;
    }
    add(row) {
        const locate = (field) => ({ file: this.shown, row: row.row, ...row.where(field) });
        try {
            const h = profileFromRow(row, (field, message) => this.warnings.push((0,core_diagnostics/* diagnostic */.YK)({ severity: 'warning', code: 'profile-contradiction', ...locate(field), message })));
            const first = this.lineOfId.get(h.agentId);
            if (first !== undefined)
                throw new FieldError('agentId', `${JSON.stringify(h.agentId)} is a duplicate (first on line ${first})`);
            this.lineOfId.set(h.agentId, row.line);
            this.households.push(h);
        }
        catch (error) {
            if (!(error instanceof FieldError))
                throw error;
            if (this.errors.length < MAX_PROFILE_ERRORS)
                this.errors.push((0,core_diagnostics/* diagnostic */.YK)({ code: 'profile', ...locate(error.field), message: `${error.field} ${error.message}` }));
        }
    }
    result() {
        if (this.errors.length === 0 && this.households.length === 0) {
            this.errors.push((0,core_diagnostics/* diagnostic */.YK)({ code: 'profile', file: this.shown, message: 'no household profiles' }));
        }
        if (this.errors.length > 0)
            return { ok: false, diagnostics: this.errors };
        this.households.sort((a, b) => compareCodePoints(a.agentId, b.agentId));
        return { ok: true, households: this.households, warnings: this.warnings };
    }
}
async function readCsvProfiles(file, collector, shown) {
    const parser = (0,lib/* parse */.qg)({ columns: true, bom: true, skip_empty_lines: true, info: true, trim: false });
    const source = (0,external_node_fs_.createReadStream)(file);
    // pipe() does not forward a read error (e.g. a missing file); hand it to the parser.
    source.on('error', (error) => parser.destroy(error));
    source.pipe(parser);
    let row = 0;
    try {
        for await (const { record, info } of parser) {
            row += 1;
            const line = info.lines;
            collector.add({
                line,
                row,
                get: (field) => {
                    const cell = record[field];
                    return cell === undefined || cell.trim() === '' ? undefined : cell;
                },
                where: (field) => ({ field, pointer: null, line, column: null }),
            });
        }
    }
    catch (error) {
        const e = error;
        if (e.code === 'ENOENT' || e.code === 'EISDIR' || e.code === 'EACCES')
            return ioDiagnostic(file, error);
        return (0,core_diagnostics/* diagnostic */.YK)({ code: 'invalid-csv', file: shown, line: e.lines ?? null, message: String(e.message ?? error) });
    }
    return null;
}
async function readJsonProfiles(file, collector, shown) {
    const read = await readTextFile(file);
    if (!read.ok)
        return read.diagnostics[0];
    const parsed = parseJsonDocument(read.text, shown);
    if (!parsed.ok)
        return parsed.diagnostics[0];
    if (!Array.isArray(parsed.value))
        return (0,core_diagnostics/* diagnostic */.YK)({ code: 'profile', file: shown, line: 1, pointer: '', message: 'must be an array of household profiles' });
    parsed.value.forEach((value, i) => {
        const start = parsed.locate(`/${i}`);
        const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
        collector.add({
            line: start.line,
            row: i + 1,
            get: (field) => {
                if (object === null)
                    throw new FieldError('profile', 'must be an object');
                const v = object[field];
                if (v === undefined || v === null)
                    return undefined;
                if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
                    return v;
                throw new FieldError(field, `must be a string, number or boolean, is ${Array.isArray(v) ? 'array' : 'object'}`);
            },
            where: (field) => {
                const pointer = object === null || !(field in object) ? `/${i}` : `/${i}/${field}`;
                const at = parsed.locate(pointer);
                return { field: null, pointer, line: at.line, column: at.column };
            },
        });
    });
    return null;
}
/** Profiles from a CSV (header of field names) or a JSON array (`.json`, or text starting with `[`). */
async function loadProfiles(file) {
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const collector = new ProfileCollector(shown);
    let isJson = external_node_path_default().extname(file).toLowerCase() === '.json';
    if (!isJson && external_node_path_default().extname(file).toLowerCase() !== '.csv') {
        try {
            isJson = (await (0,promises_.readFile)(file, 'utf8')).trimStart().startsWith('[');
        }
        catch (error) {
            return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
        }
    }
    const problem = isJson ? await readJsonProfiles(file, collector, shown) : await readCsvProfiles(file, collector, shown);
    if (problem !== null)
        return { ok: false, diagnostics: [problem] };
    return collector.result();
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/prng.ts

/** The named PRNG streams of the simulation; a draw on one never shifts another. */
const STREAM_NAMES = ['population', 'memory', 'flood', 'exposure', 'damage', 'jitter'];
const TWO_POW_32 = 4294967296;
function rotl(x, k) {
    return ((x << k) | (x >>> (32 - k))) >>> 0;
}
/**
 * xoshiro128** (Blackman & Vigna). State: four uint32. Chosen by the spec for determinism across
 * languages: every operation is a 32-bit integer operation.
 */
class Xoshiro128 {
    s0;
    s1;
    s2;
    s3;
    constructor(state) {
        [this.s0, this.s1, this.s2, this.s3] = state.map((x) => x >>> 0);
        // An all-zero state would only ever yield zeros; SHA-256 makes it practically impossible.
        if ((this.s0 | this.s1 | this.s2 | this.s3) === 0)
            throw new Error('xoshiro128** state must not be all zero');
    }
    /** Next uint32. */
    next() {
        const result = Math.imul(rotl(Math.imul(this.s1, 5) >>> 0, 7), 9) >>> 0;
        const t = (this.s1 << 9) >>> 0;
        this.s2 = (this.s2 ^ this.s0) >>> 0;
        this.s3 = (this.s3 ^ this.s1) >>> 0;
        this.s1 = (this.s1 ^ this.s2) >>> 0;
        this.s0 = (this.s0 ^ this.s3) >>> 0;
        this.s2 = (this.s2 ^ t) >>> 0;
        this.s3 = rotl(this.s3, 11);
        return result;
    }
    /** U = next() / 2^32, in [0, 1). */
    uniform() {
        return this.next() / TWO_POW_32;
    }
    /** N(0, 1) by Box–Muller from two draws: Z = sqrt(-2 ln(1 - U1)) * cos(2 pi U2). */
    normal() {
        const u1 = this.uniform();
        const u2 = this.uniform();
        return Math.sqrt(-2 * Math.log(1 - u1)) * Math.cos(2 * Math.PI * u2);
    }
}
/** Initial state of a stream: first 16 bytes of SHA-256("<seed>:<stream>") as four little-endian uint32. */
function streamState(seed, stream) {
    const digest = (0,external_node_crypto_.createHash)('sha256').update(`${seed}:${stream}`, 'utf8').digest();
    return [digest.readUInt32LE(0), digest.readUInt32LE(4), digest.readUInt32LE(8), digest.readUInt32LE(12)];
}
function createStream(seed, stream) {
    return new Xoshiro128(streamState(seed, stream));
}
function createStreams(seed) {
    const streams = {};
    for (const name of STREAM_NAMES)
        streams[name] = createStream(seed, name);
    return streams;
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(8500);
;// CONCATENATED MODULE: ./src/core/secrets.ts
// Text from outside (an HTTP error body) that goes into diagnostics, results documents, logs or PR
// comments must not carry a secret: a server that echoes the request's Authorization header would
// otherwise publish the API key in a public artifact.
const HEADER_ECHO = /\b(authorization|proxy-authorization|x-api-key|api[-_]?key|x-goog-api-key)(["']?\s*[:=]\s*["']?)(bearer\s+|basic\s+)?[^\s"',;}]+/gi;
const BEARER = /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
/** `text` with each secret (and any echoed credential header or bearer token) replaced by `***`, cut to `max` characters. */
function scrubSecrets(text, secrets, max = 200) {
    let out = text;
    for (const secret of secrets) {
        if (typeof secret === 'string' && secret.length >= 4)
            out = out.split(secret).join('***');
    }
    out = out.replace(HEADER_ECHO, (_m, name, sep, scheme) => `${name}${sep}${scheme ?? ''}***`).replace(BEARER, (_m, scheme) => `${scheme} ***`);
    return out.length > max ? `${out.slice(0, max)}…` : out;
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/providers/openai.ts
// The `openai` provider: any OpenAI-compatible endpoint, POST <base-url>/chat/completions.
// Transport retries (timeouts, network errors, 429, 5xx, bodies without a string content) are not
// attempts; when they run out the attempt is the format failure `provider-error: <status>`.
// 401/403/404 (wrong key, URL or model) end the suite with status "error", and so does the circuit
// breaker (too many failed attempts in a row). The run signal stops every request at once.




const RETRY_AFTER_CAP_S = 60;
const FATAL_STATUSES = new Set([401, 403, 404]);
/** Retry-After as seconds (delta-seconds or an HTTP date), capped at 60 s; null when absent or unreadable. */
function retryAfterSeconds(header, now = Date.now()) {
    if (header === null || header.trim() === '')
        return null;
    const text = header.trim();
    let seconds;
    if (/^\d+(\.\d+)?$/.test(text))
        seconds = Number(text);
    else {
        const at = Date.parse(text);
        if (Number.isNaN(at))
            return null;
        seconds = Math.max(0, (at - now) / 1000);
    }
    return Math.min(RETRY_AFTER_CAP_S, seconds);
}
/** The wait before transport retry k (1-based) when no Retry-After is given: 2^(k−1)·(0.5 + U) s. */
function backoffSeconds(k, u) {
    return 2 ** (k - 1) * (0.5 + u);
}
function contentOf(body) {
    const choices = body?.choices;
    if (!Array.isArray(choices))
        return null;
    const content = choices[0]?.message?.content;
    return typeof content === 'string' ? content : null;
}
function createOpenAiProvider(options) {
    const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    const scale = options.timeScale ?? 1;
    const { signal, health } = options;
    /** Resolves false when the run signal ends the wait. */
    const sleep = (seconds) => (0,external_node_timers_promises_.setTimeout)(seconds * 1000 * scale, true, { signal }).catch(() => false);
    async function post(messages) {
        const headers = { 'content-type': 'application/json' };
        if (options.apiKey !== null)
            headers.authorization = `Bearer ${options.apiKey}`;
        const body = JSON.stringify({
            model: options.model,
            messages,
            temperature: options.temperature,
            seed: options.seed,
            max_tokens: options.maxTokens,
        });
        let response;
        try {
            response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.any([AbortSignal.timeout(options.timeoutS * 1000), signal]) });
            const text = await response.text();
            if (FATAL_STATUSES.has(response.status))
                return { kind: 'fatal', status: response.status, body: text };
            if (response.status === 429 || response.status >= 500) {
                return { kind: 'retry', status: String(response.status), retryAfterS: retryAfterSeconds(response.headers.get('retry-after')) };
            }
            if (response.status < 200 || response.status >= 300)
                return { kind: 'fail', status: String(response.status) };
            let parsed;
            try {
                parsed = JSON.parse(text);
            }
            catch {
                parsed = null;
            }
            const content = contentOf(parsed);
            return content === null ? { kind: 'retry', status: 'bad-response', retryAfterS: null } : { kind: 'text', text: content };
        }
        catch (error) {
            if (signal.aborted)
                return { kind: 'stopped' };
            const name = error.name;
            return { kind: 'retry', status: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', retryAfterS: null };
        }
    }
    /** An attempt that failed after its transport retries; the breaker may open on it. */
    function failed(status) {
        health.failure(status === 'timeout' || status === 'network' ? `${status} at ${url}` : `${status} from ${url}`);
        return { reply: { kind: 'failure', reason: providerErrorReason(status) } };
    }
    /** One attempt: the request with its transport retries. */
    async function complete(messages) {
        for (let k = 0;; k += 1) {
            if (signal.aborted)
                return { stopped: true };
            if (health.open !== null)
                return { fatal: (0,core_diagnostics/* diagnostic */.YK)({ code: 'provider-unavailable', message: health.open }) };
            const outcome = await post(messages);
            switch (outcome.kind) {
                case 'stopped':
                    return { stopped: true };
                case 'text':
                    health.success();
                    return { reply: { kind: 'text', text: outcome.text } };
                case 'fail':
                    return failed(outcome.status);
                case 'fatal':
                    return {
                        fatal: (0,core_diagnostics/* diagnostic */.YK)({
                            code: 'provider',
                            // The body may echo the request (the key): scrubbed and cut before it reaches any output.
                            message: `HTTP ${outcome.status} from ${url} (check --base-url, --model and the API key): ${scrubSecrets(outcome.body, [options.apiKey])}`,
                        }),
                    };
                case 'retry':
                    if (k >= options.retries)
                        return failed(outcome.status);
                    if (!(await sleep(outcome.retryAfterS ?? backoffSeconds(k + 1, options.jitter.uniform()))))
                        return { stopped: true };
            }
        }
    }
    return {
        name: 'openai',
        concurrency: Math.max(1, options.concurrency),
        askHousehold: (ask) => complete(ask.messages),
        askInstitution: (ask) => complete(ask.messages),
        mayReask: () => true,
        warnings: () => [],
    };
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/providers/record.ts
function attemptRecord(year, role, agentId, attempt, reply, contextHash) {
    const record = { year, agentId, role, attempt, text: reply.kind === 'text' ? reply.text : null };
    if (reply.kind === 'failure')
        record.error = reply.reason;
    if (contextHash !== undefined)
        record.contextHash = contextHash;
    return record;
}
function recordKey(year, role, agentId, attempt) {
    return `${year}\u0000${role}\u0000${agentId}\u0000${attempt}`;
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/providers/replay.ts
// The `replay` provider: answers from a JSONL file of recorded attempts, keyed by
// (year, role, agentId, attempt). A malformed line or a duplicate key makes the suite an error.








const MAX_REPLAY_ERRORS = 100;
const NEWLINE = 0x0a;
/** The file's lines with their byte offsets (a record's text is not kept in memory). */
async function* linesWithOffsets(file) {
    let pending = [];
    let offset = 0;
    for await (const chunk of (0,external_node_fs_.createReadStream)(file)) {
        let start = 0;
        for (let nl = chunk.indexOf(NEWLINE, start); nl !== -1; nl = chunk.indexOf(NEWLINE, start)) {
            const piece = chunk.subarray(start, nl);
            const bytes = pending.length > 0 ? Buffer.concat([...pending, piece]) : piece;
            pending = [];
            yield { bytes, offset };
            offset += bytes.length + 1;
            start = nl + 1;
        }
        if (start < chunk.length)
            pending.push(chunk.subarray(start));
    }
    if (pending.length > 0)
        yield { bytes: Buffer.concat(pending), offset };
}
function decodeLine(bytes, first) {
    let text = bytes.toString('utf8');
    if (first && text.charCodeAt(0) === 0xfeff)
        text = text.slice(1);
    return text.endsWith('\r') ? text.slice(0, -1) : text;
}
/** Read and check every line; any malformed line or duplicate key is an error naming its line. */
async function loadReplay(file) {
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const validate = (0,registry/* validatorFor */.qA)('flood-replay-record');
    const records = new Map();
    const errors = [];
    let lineNo = 0;
    let lines = 0;
    const fail = (d) => {
        if (errors.length < MAX_REPLAY_ERRORS)
            errors.push(d);
    };
    try {
        for await (const { bytes, offset } of linesWithOffsets(file)) {
            lineNo += 1;
            const text = decodeLine(bytes, lineNo === 1);
            if (text.trim() === '')
                continue;
            lines += 1;
            let value;
            try {
                value = JSON.parse(text);
            }
            catch {
                value = undefined;
            }
            if (value === undefined || !validate(value)) {
                const checked = checkJsonText(text, shown, validate, lineNo - 1);
                for (const d of checked.ok ? [] : checked.diagnostics)
                    fail({ ...d, code: 'replay', row: lines });
                continue;
            }
            const r = value;
            const key = recordKey(r.year, r.role, r.agentId, r.attempt);
            const first = records.get(key);
            if (first !== undefined) {
                fail((0,core_diagnostics/* diagnostic */.YK)({
                    code: 'replay',
                    file: shown,
                    line: lineNo,
                    row: lines,
                    message: `duplicate record for year ${r.year}, ${r.role} ${JSON.stringify(r.agentId)}, attempt ${r.attempt} (first on line ${first.line})`,
                }));
                continue;
            }
            records.set(key, { line: lineNo, offset, length: bytes.length, contextHash: r.contextHash });
        }
    }
    catch (error) {
        return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
    }
    if (errors.length > 0)
        return { ok: false, diagnostics: errors };
    if (lines === 0)
        return { ok: false, diagnostics: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'empty-file', file: shown, message: 'the replay file has no records' })] };
    return { ok: true, replay: { file, shown, records, lines } };
}
/** Reads checked records back by offset from an open file. */
class RecordReader {
    replay;
    handle = null;
    constructor(replay) {
        this.replay = replay;
    }
    /** Opens the file now (a later rename over the path, e.g. a --record rewrite, does not change what is read). */
    open() {
        this.handle ??= (0,promises_.open)(this.replay.file, 'r');
    }
    async reply(record) {
        if (record === undefined)
            return { kind: 'failure', reason: NO_RESPONSE };
        this.handle ??= (0,promises_.open)(this.replay.file, 'r');
        const buffer = Buffer.alloc(record.length);
        await (await this.handle).read(buffer, 0, record.length, record.offset);
        const r = JSON.parse(decodeLine(buffer, record.offset === 0));
        if (r.error !== undefined)
            return { kind: 'failure', reason: r.error };
        return { kind: 'text', text: r.text ?? '' };
    }
    async close() {
        if (this.handle !== null)
            await (await this.handle).close();
        this.handle = null;
    }
}
function createReplayProvider(replay) {
    const warnings = [];
    const reader = new RecordReader(replay);
    let asked = 0;
    let answered = 0;
    const get = (year, role, agentId, attempt) => {
        const record = replay.records.get(recordKey(year, role, agentId, attempt));
        asked += 1;
        if (record !== undefined)
            answered += 1;
        return record;
    };
    return {
        name: 'replay',
        concurrency: 1,
        async askHousehold(ask) {
            const record = get(ask.year, 'household', ask.agentId, ask.attempt);
            if (record?.contextHash !== undefined && record.contextHash !== ask.contextHash) {
                warnings.push((0,core_diagnostics/* diagnostic */.YK)({
                    severity: 'warning',
                    code: 'replay-context-mismatch',
                    file: replay.shown,
                    line: record.line,
                    item: `${ask.year}/${ask.agentId}`,
                    message: `recorded contextHash ${record.contextHash} differs from the current ${ask.contextHash} (attempt ${ask.attempt})`,
                }));
            }
            return { reply: await reader.reply(record) };
        },
        async askInstitution(ask) {
            return { reply: await reader.reply(get(ask.year, ask.role, ask.role, 1)) };
        },
        mayReask: (year, agentId, next) => replay.records.has(recordKey(year, 'household', agentId, next)),
        warnings: () => warnings,
        inputProblems: () => asked > 0 && answered === 0
            ? [(0,core_diagnostics/* diagnostic */.YK)({ code: 'replay-mismatch', file: replay.shown, message: `none of the ${replay.records.size} records matches a question of this scenario (year, role, agent id, attempt): was the file recorded with another scenario?` })]
            : [],
        close: () => reader.close(),
    };
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/providers/resume.ts
// `--resume`: a live run that goes on from the `--record` file of an interrupted one. Attempts the
// file holds are answered from it (the same replies, so the same decisions and draws); the rest,
// and attempts recorded as provider errors (the model was never heard), are asked live. The
// record file is then written whole again, so a resumed run gives the document and files an
// uninterrupted run gives with the same responses.




function createResumeProvider(recorded, live) {
    const reader = new RecordReader(recorded);
    reader.open();
    const stats = { replayed: 0, asked: 0 };
    const fromRecord = async (year, role, agentId, attempt, contextHash) => {
        const record = recorded.records.get(recordKey(year, role, agentId, attempt));
        if (record === undefined)
            return null;
        if (contextHash !== null && record.contextHash !== undefined && record.contextHash !== contextHash) {
            return {
                fatal: (0,core_diagnostics/* diagnostic */.YK)({
                    code: 'resume-mismatch',
                    file: recorded.shown,
                    line: record.line,
                    message: `the record file was made for another scenario (year ${year}, ${agentId}: contextHash ${record.contextHash}, now ${contextHash}); remove it or run without --resume`,
                }),
            };
        }
        const reply = await reader.reply(record);
        if (reply.kind === 'failure' && isProviderErrorReason(reply.reason))
            return null;
        stats.replayed += 1;
        return { reply };
    };
    const counted = (answer) => {
        stats.asked += 1;
        return answer;
    };
    return {
        name: live.name,
        concurrency: live.concurrency,
        stats,
        async askHousehold(ask) {
            return (await fromRecord(ask.year, 'household', ask.agentId, ask.attempt, ask.contextHash)) ?? counted(live.askHousehold(ask));
        },
        async askInstitution(ask) {
            return (await fromRecord(ask.year, ask.role, ask.role, 1, null)) ?? counted(live.askInstitution(ask));
        },
        mayReask: (year, agentId, next) => live.mayReask(year, agentId, next),
        warnings: () => live.warnings(),
        async close() {
            await reader.close();
            await live.close?.();
        },
    };
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/providers/rule.ts


const EXPLANATIONS = {
    TP: {
        HIGH: 'Past flood damage or a recent flood in a high-risk zone makes the threat serious.',
        MODERATE: 'Some flood damage or a high-risk zone keeps the threat real.',
        LOW: 'No flood damage so far and the zone is not high risk.',
    },
    CP: {
        HIGH: 'My income is high enough to pay for protective measures.',
        MODERATE: 'My income covers some protective measures.',
        LOW: 'My income leaves little room for protective measures.',
    },
    SP: {
        HIGH: 'The subsidy covers at least half of the cost of adapting.',
        MODERATE: 'The subsidy covers less than half of the cost of adapting.',
    },
    SC: { MODERATE: 'I am fairly confident I can carry out a decision.' },
    PA: {
        FULL: 'My home is elevated and was insured last year.',
        PARTIAL: 'My home is either elevated or was insured last year.',
        NONE: 'My home is neither elevated nor was it insured last year.',
    },
};
/** The heuristic of spec "Providers / rule" on a household context. */
function ruleAppraisal(c, floodedLastYear) {
    const value = c.propertyValue + c.contentsValue;
    const damage = c.cumulativeDamage;
    const TP = damage > 0.1 * value || (floodedLastYear && c.zone === 'HIGH') ? 'HIGH' : damage > 0 || c.zone === 'HIGH' ? 'MODERATE' : 'LOW';
    const CP = c.income > 60000 ? 'HIGH' : c.income > 35000 ? 'MODERATE' : 'LOW';
    const SP = c.subsidy >= 0.5 ? 'HIGH' : 'MODERATE';
    let skill;
    if (TP === 'HIGH' && damage > 0.5 * value && CP !== 'LOW')
        skill = leaveSkillFor(c.tenure);
    else if (TP === 'HIGH' && c.tenure === 'owner' && !c.elevated && SP === 'HIGH' && CP !== 'LOW')
        skill = 'elevate_house';
    else if (TP === 'HIGH')
        skill = insuranceSkillFor(c.tenure);
    else if (TP === 'MODERATE' && c.insuredLastYear)
        skill = insuranceSkillFor(c.tenure);
    else
        skill = 'do_nothing';
    return { TP, CP, SP, SC: 'MODERATE', PA: actualPa(c.elevated, c.insuredLastYear), skill };
}
/** The rule provider's household reply in the exact five-construct format. */
function ruleHouseholdText(c, floodedLastYear) {
    const a = ruleAppraisal(c, floodedLastYear);
    const line = (id) => `${id} Assessment: ${a[id]} - ${EXPLANATIONS[id]?.[a[id]] ?? ''}`;
    return [line('TP'), line('CP'), line('SP'), line('SC'), line('PA'), `Final Decision: ${c.options.indexOf(a.skill) + 1}`].join('\n');
}
function ruleInstitutionText(ask) {
    return ask.role === 'insurance' ? ruleInsuranceText(ask.figures) : ruleGovernmentText(ask.figures, ask.mgPriority);
}
function createRuleProvider() {
    const text = (t) => ({ reply: { kind: 'text', text: t } });
    return {
        name: 'rule',
        concurrency: 1,
        askHousehold: async (ask) => text(ruleHouseholdText(ask.context, ask.floodedLastYear)),
        askInstitution: async (ask) => text(ruleInstitutionText(ask)),
        // The rule heuristic passes every round; a re-ask would give the same text.
        mayReask: () => false,
        warnings: () => [],
    };
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/render.ts
// Flood-specific markdown appended to the generic suite section (which already has the rounds
// table, funnel chart, metrics table and diagnostics): pass rates per year, decisions by agent
// type, the empirical benchmarks with their pass bands and epi, and the institutions per year.



function round(rounds, id) {
    return rounds.find((r) => r.id === id) ?? { id, input: 0, passed: 0 };
}
function yearSection(suite) {
    const years = (suite.series ?? []).filter((s) => s.key === 'year');
    if (years.length === 0)
        return null;
    const rows = years.map((s) => {
        const [f, a, c] = [round(s.rounds, 'format'), round(s.rounds, 'admissible'), round(s.rounds, 'coherent')];
        return [String(s.at), String(f.input), pct(f.passed, f.input), pct(a.passed, a.input), pct(c.passed, c.input), pct(c.passed, f.input)];
    });
    const out = ['#### Pass rate by year', table(['Year', 'Decisions', 'Format', 'Admissible', 'Coherent', 'Valid (all rounds)'], rows, ['r', 'r', 'r', 'r', 'r', 'r'])];
    if (years.length > 1) {
        const valid = years.map((s) => {
            const input = round(s.rounds, 'format').input;
            return input > 0 ? (100 * round(s.rounds, 'coherent').passed) / input : 0;
        });
        out.push(xyChart({ title: 'Valid decisions per year (%)', xLabels: years.map((s) => String(s.at)), yLabel: '%', yMax: 100, lines: [valid] }));
    }
    return out.join('\n\n');
}
function decisionSection(suite) {
    const counts = suite.counts ?? {};
    const used = SKILL_IDS.filter((skill) => AGENT_TYPES.some((t) => (counts[`${t}/${skill}`] ?? 0) > 0));
    if (used.length === 0)
        return null;
    const rows = AGENT_TYPES.flatMap((t) => {
        const cells = used.map((skill) => counts[`${t}/${skill}`] ?? 0);
        const total = cells.reduce((a, b) => a + b, 0);
        return total === 0 ? [] : [[`\`${t}\``, ...cells.map((n) => `${n} (${pct(n, total, 0)})`), String(total)]];
    });
    return ['#### Executed decisions by agent type', table(['Agent type', ...used.map((s) => `\`${s}\``), 'Total'], rows, ['l', ...used.map(() => 'r'), 'r'])].join('\n\n');
}
function benchmarkSection(suite) {
    const present = EMPIRICAL_BENCHMARKS.filter((b) => suite.metrics[b.id] !== undefined);
    if (present.length === 0)
        return null;
    const rows = present.map((b) => {
        const m = suite.metrics[b.id];
        const counts = m.passed !== undefined && m.input !== undefined ? ` (${m.passed}/${m.input})` : '';
        const verdict = m.value === null ? '–' : benchmarkPasses(m.value, b.low, b.high) ? '✅ pass' : '❌ fail';
        return [`\`${b.id}\``, `${num(m.value, 3)}${counts}`, `${num(b.low)}–${num(b.high)}`, `${num(b.low * 0.7, 3)}–${num(b.high * 1.3, 3)}`, num(b.weight, 1), verdict];
    });
    const epi = suite.metrics.epi;
    const lines = ['#### Empirical benchmarks', table(['Benchmark', 'Value', 'Range', 'Pass band (×0.7 / ×1.3)', 'Weight', 'Result'], rows, ['l', 'r', 'r', 'r', 'r', 'l'])];
    if (epi !== undefined)
        lines.push(`**epi** (passing weight / weight of non-null benchmarks): ${num(epi.value, 3)}${epi.value === null ? ' — every benchmark is null' : ''}`);
    return lines.join('\n\n');
}
const numberOrNull = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
function decisionCell(v) {
    if (v === null || typeof v !== 'object')
        return '–';
    const d = v;
    const adj = numberOrNull(d.adjustment);
    const text = `${plainText(String(d.decision ?? '?'), 20)}${adj !== null && adj !== 0 ? ` ${num(100 * adj, 1)} %` : ''}`;
    return d.validated === false ? `${text} (fallback)` : text;
}
function institutionYears(value) {
    if (!Array.isArray(value))
        return [];
    return value.flatMap((v) => {
        if (v === null || typeof v !== 'object')
            return [];
        const e = v;
        const year = numberOrNull(e.year);
        if (year === null)
            return [];
        return [
            {
                year,
                flood: e.flood === true,
                premiumRate: numberOrNull(e.premiumRate),
                subsidyRate: numberOrNull(e.subsidyRate),
                mgPriority: typeof e.mgPriority === 'boolean' ? e.mgPriority : null,
                lossRatio: numberOrNull(e.lossRatio),
                uptake: numberOrNull(e.uptake),
                mgAdoption: numberOrNull(e.mgAdoption),
                nmgAdoption: numberOrNull(e.nmgAdoption),
                budgetLeftShare: numberOrNull(e.budgetLeftShare),
                government: decisionCell(e.government),
                insurance: decisionCell(e.insurance),
            },
        ];
    });
}
function institutionSection(suite) {
    const years = institutionYears(suite.details?.institutions);
    if (years.length === 0)
        return null;
    const rate = (v) => (v === null ? '–' : `${num(100 * v, 2)} %`);
    const rows = years.map((y) => [
        String(y.year),
        y.flood ? '🌊' : '',
        y.government,
        rate(y.subsidyRate),
        y.mgPriority === null ? '–' : y.mgPriority ? 'MG' : 'all',
        y.insurance,
        rate(y.premiumRate),
        num(y.lossRatio, 3),
        num(y.uptake, 3),
        num(y.mgAdoption, 3),
        num(y.nmgAdoption, 3),
        num(y.budgetLeftShare, 3),
    ]);
    const header = ['Year', 'Flood', 'Government', 'Subsidy rate', 'Priority', 'Insurance', 'Premium rate', 'Loss ratio', 'Uptake', 'MG adoption', 'NMG adoption', 'Budget left'];
    const body = table(header, rows, ['r', 'c', 'l', 'r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r']);
    return details('Institutions per year (decision applied; figures at year end)', body);
}
/** The flood suite's own markdown (Benchmark.render). */
function renderFlood(suite) {
    return [yearSection(suite), decisionSection(suite), benchmarkSection(suite), institutionSection(suite)].filter((s) => s !== null).join('\n\n');
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/scenario.ts





const SCENARIO_DEFAULTS = {
    seed: 42,
    households: 100,
    shares: { mg: 0.2, renter: 0.35 },
    floodMode: 'fixed',
    floodYears: [3, 4, 9],
    floodProbability: 0.2,
    randomYears: 10,
    memory: 'simple',
    insurance: { rate: 0.02, payoutRatio: 0.8, buildingLimit: 250000, contentsLimit: 100000, deductible: 2000 },
    government: { subsidyRate: 0.5, annualBudget: 1000000, mgPriority: true },
    costs: { elevation: 150000, relocation: 50000 },
    maxRetries: 2,
};
/**
 * Resolve a scenario JSON value (already schema-valid) into a Scenario. `file` is the absolute
 * scenario path (null: no file) and `locate` finds a JSON pointer's line and column for messages.
 */
function resolveScenario(json, file, locate = () => null) {
    const shown = file === null ? null : (0,results_inputs/* displayPath */.Gt)(file);
    const at = (pointer) => {
        const pos = locate(pointer);
        return { file: shown, pointer, line: pos?.line ?? null, column: pos?.column ?? null };
    };
    const floodMode = json.floodMode ?? SCENARIO_DEFAULTS.floodMode;
    const listedYears = json.floodYears ?? [...SCENARIO_DEFAULTS.floodYears];
    if (floodMode === 'fixed' && listedYears.length === 0 && json.years === undefined) {
        return {
            ok: false,
            diagnostics: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'scenario', ...at('/floodYears'), message: 'fixed mode with no flood years needs an explicit "years"' })],
        };
    }
    const years = json.years ?? (floodMode === 'fixed' ? Math.max(...listedYears) + 1 : SCENARIO_DEFAULTS.randomYears);
    const warnings = [];
    const floodYears = [];
    if (floodMode === 'fixed') {
        listedYears.forEach((y, i) => {
            if (y <= years)
                floodYears.push(y);
            else
                warnings.push((0,core_diagnostics/* diagnostic */.YK)({ severity: 'warning', code: 'flood-year-ignored', ...at(`/floodYears/${i}`), message: `flood year ${y} is after the last simulated year ${years}; ignored` }));
        });
        floodYears.sort((a, b) => a - b);
    }
    const households = typeof json.households === 'string'
        ? { file: external_node_path_default().resolve(file === null ? process.cwd() : external_node_path_default().dirname(file), json.households) }
        : { count: json.households ?? SCENARIO_DEFAULTS.households };
    const scenario = {
        file,
        seed: json.seed ?? SCENARIO_DEFAULTS.seed,
        households,
        shares: { ...SCENARIO_DEFAULTS.shares, ...json.shares },
        floodMode,
        floodYears,
        floodProbability: json.floodProbability ?? SCENARIO_DEFAULTS.floodProbability,
        years,
        memory: json.memory ?? SCENARIO_DEFAULTS.memory,
        insurance: { ...SCENARIO_DEFAULTS.insurance, ...json.insurance },
        government: { ...SCENARIO_DEFAULTS.government, ...json.government },
        costs: { ...SCENARIO_DEFAULTS.costs, ...json.costs },
        maxRetries: json.maxRetries ?? SCENARIO_DEFAULTS.maxRetries,
    };
    return { ok: true, scenario, warnings };
}
/** Read, schema-check and resolve a scenario file; every problem names the file and the field. */
async function loadScenario(file) {
    if (file === null)
        return resolveScenario({}, null);
    const read = await readJsonFile(file, 'flood-scenario');
    if (!read.ok)
        return { ok: false, diagnostics: read.diagnostics };
    const positions = parseJsonWithPositions(read.text);
    const locate = positions.ok ? positions.locate : () => null;
    return resolveScenario(read.value, file, locate);
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/context.ts
// The household decision context (spec "One year", step 2) and the money figures it carries.

/** Covered value: owner min(property, buildingLimit) + min(contents, contentsLimit); renter the contents part. */
function coveredValue(tenure, propertyValue, contentsValue, terms) {
    const contents = Math.min(contentsValue, terms.contentsLimit);
    return tenure === 'owner' ? Math.min(propertyValue, terms.buildingLimit) + contents : contents;
}
/** The household's subsidy share: the rate, × 1.2 for MG households under MG priority, capped at 1. */
function subsidyShare(rate, mg, mgPriority) {
    return Math.min(1, mg && mgPriority ? rate * 1.2 : rate);
}
function hashContext(context) {
    return contextHash({ ...context });
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/hazard.ts
/** Exposed iff U < this (on the `exposure` stream). */
const EXPOSURE_THRESHOLD = { HIGH: 0.9, MODERATE: 0.5, LOW: 0.1 };
/** r = clip(s²·exp(0.2·Z), 0, 1); elevated: × 0.05, or × 0.5 instead when s > 0.9. */
function damageRatio(severity, z, elevated) {
    const r = Math.min(1, Math.max(0, severity * severity * Math.exp(0.2 * z)));
    if (!elevated)
        return r;
    return r * (severity > 0.9 ? 0.5 : 0.05);
}
/** max(0, min(building, buildingLimit) + min(contents, contentsLimit) − deductible) × payoutRatio. */
function insurancePayout(building, contents, terms) {
    return Math.max(0, Math.min(building, terms.buildingLimit) + Math.min(contents, terms.contentsLimit) - terms.deductible) * terms.payoutRatio;
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/memory.ts
// Household memory (spec "Memory"): V1 simple (FIFO of 5, random recall of a past event) and
// V2 cognitive (working memory with capacity and TTL, permanent episodic memory, consolidation).
// Time is always the simulation year; draws happen only on the `memory` stream.

const PAST_EVENTS = [
    'A flood event about 15 years ago caused $500,000 in city-wide damages',
    'Some residents reported delays when processing their flood insurance claims',
    'A few households in the area elevated their homes before recent floods',
    'The city previously introduced a program offering elevation support',
    'News outlets have reported increasing flood frequency and severity',
];
/** Two distinct past events: index ⌊U·5⌋, then ⌊U·4⌋ among the other four in list order. */
function drawInitialEvents(rng) {
    const first = Math.floor(rng.uniform() * PAST_EVENTS.length);
    const others = PAST_EVENTS.filter((_, i) => i !== first);
    const second = Math.floor(rng.uniform() * others.length);
    return [PAST_EVENTS[first], others[second]];
}
const SIMPLE_WINDOW = 5;
const RECALL_CHANCE = 0.2;
/** V1: a FIFO of at most 5 texts; retrieval may append one past event not already in the copy. */
class SimpleMemory {
    items = [];
    constructor(initial) {
        for (const text of initial)
            this.add(text);
    }
    add(text) {
        this.items.push(text);
        if (this.items.length > SIMPLE_WINDOW)
            this.items.shift();
    }
    retrieve(_year, rng) {
        const copy = [...this.items];
        const u = rng.uniform();
        const missing = PAST_EVENTS.filter((e) => !copy.includes(e));
        if (u < RECALL_CHANCE && missing.length > 0)
            copy.push(missing[Math.floor(rng.uniform() * missing.length)]);
        return copy;
    }
    writeYearEnd(year, executedSkill, floodDamage) {
        this.add(`Year ${year}: I chose to ${executedSkill}`);
        if (floodDamage !== null)
            this.add(`A flood occurred causing ${formatDollars(floodDamage)} in damages`);
    }
    snapshot() {
        return this.items;
    }
}
const WORKING_CAPACITY = 10;
const WORKING_TTL_YEARS = 3;
const CONSOLIDATION_THRESHOLD = 0.7;
const RETRIEVE_TOP_K = 5;
const EPISODIC_DECAY = 0.95;
/** Items sorted by descending score; ties keep insertion order (Array.prototype.sort is stable). */
function byScore(items, score) {
    return items
        .map((m) => ({ m, s: score(m) }))
        .sort((a, b) => b.s - a.s)
        .map((x) => x.m);
}
/** V2: working memory (capacity 10, TTL 3 years) and episodic memory (permanent, unbounded). */
class CognitiveMemory {
    /** Insertion order = array order, in both lists. */
    working = [];
    episodic = [];
    constructor(initial) {
        for (const text of initial)
            this.addEpisodic({ text, year: 0, importance: 0.5 });
    }
    addWorking(item) {
        if (this.working.length >= WORKING_CAPACITY) {
            // Evict the least important item, the oldest among equals.
            let victim = 0;
            this.working.forEach((m, i) => {
                if (m.importance < this.working[victim].importance)
                    victim = i;
            });
            this.working.splice(victim, 1);
        }
        this.working.push(item);
    }
    addEpisodic(item) {
        this.episodic.push(item);
    }
    /** Moves working items with importance ≥ 0.7 to episodic memory, keeping year and importance. */
    consolidate() {
        const keep = [];
        for (const m of this.working) {
            if (m.importance >= CONSOLIDATION_THRESHOLD)
                this.episodic.push(m);
            else
                keep.push(m);
        }
        this.working = keep;
    }
    retrieve(year) {
        this.working = this.working.filter((m) => year - m.year < WORKING_TTL_YEARS);
        const taken = byScore(this.working, (m) => 0.6 / (1 + year - m.year) + 0.4 * m.importance)
            .slice(0, RETRIEVE_TOP_K)
            .map((m) => m.text);
        const seen = new Set(taken);
        for (const m of byScore(this.episodic, (e) => EPISODIC_DECAY ** (year - e.year) * (0.8 + 0.4 * e.importance))) {
            if (taken.length >= RETRIEVE_TOP_K)
                break;
            if (seen.has(m.text))
                continue;
            seen.add(m.text);
            taken.push(m.text);
        }
        return taken;
    }
    writeYearEnd(year, executedSkill, floodDamage) {
        this.addWorking({ text: `Year ${year}: I decided to ${executedSkill}`, year, importance: executedSkill === 'do_nothing' ? 0.3 : 0.7 });
        if (floodDamage !== null)
            this.addEpisodic({ text: `Year ${year}: A flood occurred causing ${formatDollars(floodDamage)} in damages`, year, importance: 0.9 });
        this.consolidate();
    }
    snapshot() {
        return { working: this.working, episodic: this.episodic };
    }
}
/** A household's memory with its two initial past events (drawn on `memory`). */
function createMemory(version, rng) {
    const initial = drawInitialEvents(rng);
    return version === 'simple' ? new SimpleMemory(initial) : new CognitiveMemory(initial);
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/audit-records.ts

function governmentAuditRecord(year, f, g) {
    return {
        year,
        agent_id: 'government',
        budget_remaining: f.budgetRemaining,
        budget_remaining_share: f.budgetRemainingShare,
        mg_adoption_rate: f.mgAdoptionRate,
        nmg_adoption_rate: f.nmgAdoptionRate,
        flood_last_year: f.floodLastYear,
        subsidy_rate: f.subsidyRate,
        decision: g.decision,
        adjustment_pct: g.adjustment,
        priority: g.priority,
        new_subsidy_rate: g.newRate,
        validated: g.validated,
        validation_errors: g.errors,
        validation_warnings: g.warnings,
        analysis: g.analysis,
        reason: g.reason,
        text: g.text,
    };
}
function insuranceAuditRecord(year, f, o) {
    return {
        year,
        agent_id: 'insurance',
        loss_ratio: f.lossRatio,
        uptake: f.uptake,
        total_policies: f.totalPolicies,
        premiums_last_year: f.premiumsLastYear,
        claims_last_year: f.claimsLastYear,
        premium_rate: f.premiumRate,
        decision: o.decision,
        adjustment_pct: o.adjustment,
        new_premium_rate: o.newRate,
        validated: o.validated,
        validation_errors: o.errors,
        validation_warnings: o.warnings,
        analysis: o.analysis,
        reason: o.reason,
        text: o.text,
    };
}
/** The final attempt's constructs, TP … PA. */
function auditConstructs(parse) {
    const out = {};
    for (const id of CONSTRUCT_IDS) {
        const c = parse.constructs[id];
        out[id] = { level: c.level, explanation: c.explanation };
    }
    return out;
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/prompts.ts


const SKILL_TEXT = {
    buy_insurance: 'Buy flood insurance (building and contents) for this year',
    buy_contents_insurance: 'Buy contents flood insurance for this year',
    elevate_house: 'Elevate your house (permanent protection)',
    buyout_program: 'Accept the government buyout and leave',
    relocate: 'Relocate away from the flood-prone area',
    do_nothing: 'Do nothing this year',
};
const money = formatDollars;
const prompts_percent = (x) => `${Number((x * 100).toFixed(2))}%`;
const share = (x) => (x === null ? 'not available' : prompts_percent(x));
const HOUSEHOLD_SYSTEM = [
    'You are a household in a flood-prone city deciding how to adapt to flood risk this year.',
    'Appraise your situation with five constructs and choose exactly one option by its number.',
    'Answer in exactly this format (one line each, nothing else):',
    'TP Assessment: <LOW|MODERATE|HIGH> - <one sentence on the flood threat>',
    'CP Assessment: <LOW|MODERATE|HIGH> - <one sentence on your ability to cope>',
    'SP Assessment: <LOW|MODERATE|HIGH> - <one sentence on the subsidy and support available>',
    'SC Assessment: <LOW|MODERATE|HIGH> - <one sentence on your self-confidence>',
    'PA Assessment: <NONE|PARTIAL|FULL> - <one sentence on your prior adaptation>',
    'Final Decision: <number only>',
].join('\n');
/** A chat's opening: the role's instructions, then this turn's question. */
function chat(system, user) {
    return [
        { role: 'system', content: system },
        { role: 'user', content: user },
    ];
}
function householdMessages(context, scenario) {
    const c = context;
    const s = scenario;
    const memories = c.memories.length === 0 ? ['- (none)'] : c.memories.map((m) => `- ${m}`);
    const options = c.options.map((id, i) => `${i + 1}. ${id}: ${SKILL_TEXT[id] ?? id}`);
    const user = [
        `Year ${c.year}. You are household ${c.agentId} (${c.agentType}), a ${c.tenure} in flood zone ${c.zone}.`,
        `Annual income: ${money(c.income)}. Property value: ${money(c.propertyValue)}. Contents value: ${money(c.contentsValue)}.`,
        `House elevated: ${c.elevated ? 'yes' : 'no'}. Insured last year: ${c.insuredLastYear ? 'yes' : 'no'}. Cumulative flood damage so far: ${money(c.cumulativeDamage)}.`,
        `Your insurance premium this year would be ${money(c.premium)} (covers building up to ${money(s.insurance.buildingLimit)} and contents up to ${money(s.insurance.contentsLimit)}, deductible ${money(s.insurance.deductible)}, ${prompts_percent(s.insurance.payoutRatio)} of the covered loss is paid). A policy covers this year only.`,
        `Government subsidy for elevation or relocation: ${prompts_percent(c.subsidy)} of the cost, while the annual budget lasts. Elevation costs ${money(s.costs.elevation)}; relocation costs ${money(s.costs.relocation)}; the buyout program costs you nothing.`,
        'What you remember:',
        ...memories,
        'Options:',
        ...options,
    ].join('\n');
    return chat(HOUSEHOLD_SYSTEM, user);
}
/** The user message of a re-ask: the failure reasons of the previous attempt. */
function reaskMessage(reasons) {
    return [
        'Your previous answer could not be accepted:',
        ...reasons.map((r) => `- ${r}`),
        'Answer again in exactly the required format.',
    ].join('\n');
}
/** An institution's chat: role, rules and reply format; then last year's figures and the current rate. */
function institutionMessages(prompt, year) {
    const system = [...prompt.role, 'Answer in exactly this format:', ...prompt.format].join('\n');
    const user = [`Year ${year}. Figures of last year:`, ...prompt.figures.map((f) => `- ${f}`), prompt.current].join('\n');
    return chat(system, user);
}
function insuranceMessages(f, year) {
    return institutionMessages({
        role: [
            'You are the flood insurer of the city. Once a year you set the premium rate (premium = rate × covered value).',
            `The rate must stay within [1%, 15%] and may change by at most ${prompts_percent(PREMIUM_ADJUSTMENT_CAP)} of itself per year.`,
            'Do not lower the rate when the loss ratio is above 0.80.',
        ],
        format: ['Analysis: <one sentence about the loss ratio>', 'Decision: <raise|lower|maintain>', 'Adjustment: <percentage, e.g. 5%; 0% for maintain>', 'Reason: <brief explanation>'],
        figures: [
            `loss ratio (claims / premiums): ${f.lossRatio === null ? 'not available (no premiums)' : f.lossRatio.toFixed(4)}`,
            `policies: ${f.totalPolicies}; uptake among active households: ${share(f.uptake)}`,
            `premiums collected: ${money(f.premiumsLastYear)}; claims paid: ${money(f.claimsLastYear)}`,
        ],
        current: `Current premium rate: ${prompts_percent(f.premiumRate)}.`,
    }, year);
}
function governmentMessages(f, year) {
    return institutionMessages({
        role: [
            'You are the city government. Once a year you set the subsidy rate for household elevation and relocation, and whether marginalized (MG) households get priority (their share × 1.2).',
            `The rate must stay within [30%, 80%] and may change by at most ${prompts_percent(SUBSIDY_ADJUSTMENT_CAP)} of itself per year.`,
            'Do not increase the rate when less than 20% of last year\'s budget was left.',
        ],
        format: [
            'Analysis: <one sentence about adoption rates>',
            'Decision: <increase|decrease|maintain>',
            'Adjustment: <percentage, e.g. 10%; 0% for maintain>',
            'Priority: <MG|all>',
            'Reason: <brief explanation>',
        ],
        figures: [
            `budget left at year end: ${money(f.budgetRemaining)} (${share(f.budgetRemainingShare)} of the annual budget)`,
            `adaptation among MG households: ${share(f.mgAdoptionRate)}; among other households: ${share(f.nmgAdoptionRate)}`,
            `flood last year: ${f.floodLastYear ? 'yes' : 'no'}`,
        ],
        current: `Current subsidy rate: ${prompts_percent(f.subsidyRate)}.`,
    }, year);
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/world.ts










const ratio = (a, b) => (b > 0 ? a / b : null);
/** Policies, uptake and adoption from the agents' current flags (`insured` = this year's policy holders). */
function adoptionFigures(agents, insured) {
    let policies = 0;
    let active = 0;
    const adopted = { mg: 0, nmg: 0 };
    const all = { mg: 0, nmg: 0 };
    for (const a of agents) {
        const group = a.h.mg ? 'mg' : 'nmg';
        all[group] += 1;
        if (a.active)
            active += 1;
        if (a.active && insured(a))
            policies += 1;
        if ((a.active && insured(a)) || a.elevated || !a.active)
            adopted[group] += 1;
    }
    return { policies, active, uptake: ratio(policies, active), mgAdoption: ratio(adopted.mg, all.mg), nmgAdoption: ratio(adopted.nmg, all.nmg) };
}
/** Runs `task` over items with at most `limit` in flight. */
async function forEachLimit(items, limit, task) {
    let next = 0;
    const worker = async () => {
        while (next < items.length) {
            const item = items[next];
            next += 1;
            await task(item);
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
}
/** Why the run cannot go on: a fatal provider problem, or (null) the run signal. */
class Halt {
    fatal;
    constructor(fatal) {
        this.fatal = fatal;
    }
}
function haltOf(answer) {
    if ('fatal' in answer)
        return new Halt(answer.fatal);
    if ('stopped' in answer)
        return new Halt(null);
    return null;
}
function replyOf(answer) {
    const halt = haltOf(answer);
    if (halt !== null)
        throw halt;
    return answer.reply;
}
/** A decision whose every attempt ended in a provider error: the model was never heard (not scored). */
function unanswered(attempts) {
    return attempts.length > 0 && attempts.every((a) => a.reply.kind === 'failure' && isProviderErrorReason(a.reply.reason));
}
/**
 * Every household's attempts for the year (`provider.concurrency` conversations at a time):
 * ask, judge, and re-ask with the failure reasons while attempts fail, at most maxRetries times
 * and only when the provider can answer the next attempt. A fatal or stopped answer ends the
 * year's asking; the attempts made so far stay on their decisions.
 */
async function collectDecisions(pending, provider, scenario) {
    let aborted = null;
    await forEachLimit(pending, provider.concurrency, async (d) => {
        const { year, agentId } = d.context;
        const messages = householdMessages(d.context, scenario);
        for (let attempt = 1; aborted === null; attempt += 1) {
            const answer = await provider.askHousehold({
                year,
                agentId,
                attempt,
                context: d.context,
                contextHash: d.hash,
                messages: [...messages],
                floodedLastYear: d.agent.floodedLastYear,
            });
            const halt = haltOf(answer);
            if (halt !== null) {
                aborted ??= halt;
                return;
            }
            const reply = answer.reply;
            const parse = parseHouseholdReply(reply);
            const judgement = judgeHousehold(parse, d.state);
            d.attempts.push({ reply, parse, judgement });
            if (judgement.validated || attempt > scenario.maxRetries || !provider.mayReask(year, agentId, attempt + 1))
                return;
            if (reply.kind === 'text')
                messages.push({ role: 'assistant', content: reply.text });
            messages.push({ role: 'user', content: reaskMessage(judgement.errors) });
        }
    });
    return aborted;
}
async function runWorld(input) {
    try {
        return await simulate(input);
    }
    catch (error) {
        if (error instanceof Halt)
            return { ok: false, fatal: error.fatal };
        throw error;
    }
}
async function simulate({ scenario, households, provider, sinks }) {
    const streams = createStreams(scenario.seed);
    const { insurance: terms, government: gov, costs, years } = scenario;
    const agents = households.map((h) => {
        const insured = new Array(years + 1).fill(false);
        const flooded = new Array(years + 1).fill(false);
        const active = new Array(years + 1).fill(false);
        insured[0] = h.insured;
        active[0] = !h.relocated;
        return {
            h,
            memory: createMemory(scenario.memory, streams.memory),
            active: !h.relocated,
            elevated: h.elevated,
            insuredLastYear: h.insured,
            cumulativeDamage: 0,
            trustInsurance: h.trustInsurance,
            floodedLastYear: false,
            history: { agentId: h.agentId, agentType: h.agentType, zone: h.floodZone, insured, active, flooded, elevatedAtEnd: h.elevated },
        };
    });
    const initial = adoptionFigures(agents, (a) => a.h.insured);
    let last = {
        premiums: 0,
        claims: 0,
        lossRatio: null,
        policies: initial.policies,
        uptake: initial.uptake,
        mgAdoption: initial.mgAdoption,
        nmgAdoption: initial.nmgAdoption,
        budgetLeft: gov.annualBudget,
        budgetLeftShare: 1,
        flood: false,
    };
    let premiumRate = terms.rate;
    let subsidyRate = gov.subsidyRate;
    const fixedFloods = new Set(scenario.floodYears);
    const decisions = [];
    const summaries = [];
    let institutionProviderErrors = 0;
    const facts = {
        outputs: 0,
        valid: 0,
        finalPremiumRate: premiumRate,
        finalSubsidyRate: subsidyRate,
        floodYearLossRatios: [],
        subsidiesPaid: 0,
        annualBudget: gov.annualBudget,
    };
    for (let year = 1; year <= years; year += 1) {
        // 1. Institutions, government then insurance, on last year's figures.
        const govFigures = {
            budgetRemaining: last.budgetLeft,
            budgetRemainingShare: last.budgetLeftShare,
            mgAdoptionRate: last.mgAdoption,
            nmgAdoptionRate: last.nmgAdoption,
            floodLastYear: last.flood,
            subsidyRate,
        };
        const govReply = replyOf(await provider.askInstitution({ role: 'government', year, figures: govFigures, mgPriority: gov.mgPriority, messages: governmentMessages(govFigures, year) }));
        await sinks.attempt(attemptRecord(year, 'government', 'government', 1, govReply));
        if (govReply.kind === 'failure' && isProviderErrorReason(govReply.reason))
            institutionProviderErrors += 1;
        const g = decideGovernment(govReply, govFigures, gov.mgPriority);
        await sinks.institution(governmentAuditRecord(year, govFigures, g));
        const insFigures = {
            lossRatio: last.lossRatio,
            uptake: last.uptake,
            totalPolicies: last.policies,
            premiumsLastYear: last.premiums,
            claimsLastYear: last.claims,
            premiumRate,
        };
        const insReply = replyOf(await provider.askInstitution({ role: 'insurance', year, figures: insFigures, messages: insuranceMessages(insFigures, year) }));
        await sinks.attempt(attemptRecord(year, 'insurance', 'insurance', 1, insReply));
        if (insReply.kind === 'failure' && isProviderErrorReason(insReply.reason))
            institutionProviderErrors += 1;
        const ins = decideInsurance(insReply, insFigures);
        await sinks.institution(insuranceAuditRecord(year, insFigures, ins));
        facts.outputs += 2;
        facts.valid += (g.validated ? 1 : 0) + (ins.validated ? 1 : 0);
        subsidyRate = g.newRate;
        premiumRate = ins.newRate;
        const mgPriority = g.priority === 'MG';
        // 2. Households: contexts (and memory draws) in agentId order, then every decision is collected.
        const pending = [];
        for (const agent of agents) {
            if (!agent.active)
                continue;
            const h = agent.h;
            const context = {
                year,
                agentId: h.agentId,
                agentType: h.agentType,
                tenure: h.tenure,
                income: h.income,
                propertyValue: h.propertyValue,
                contentsValue: h.contentsValue,
                zone: h.floodZone,
                elevated: agent.elevated,
                insuredLastYear: agent.insuredLastYear,
                cumulativeDamage: agent.cumulativeDamage,
                memories: agent.memory.retrieve(year, streams.memory),
                premium: premiumRate * coveredValue(h.tenure, h.propertyValue, h.contentsValue, terms),
                subsidy: subsidyShare(subsidyRate, h.mg, mgPriority),
                options: [...skillOptions(h.tenure, agent.elevated)],
            };
            pending.push({
                agent,
                context,
                hash: hashContext(context),
                state: { tenure: h.tenure, elevated: agent.elevated, insuredLastYear: agent.insuredLastYear },
                trustBefore: agent.trustInsurance,
                attempts: [],
            });
        }
        const halt = await collectDecisions(pending, provider, scenario);
        // Recorded even when the run halts: an interrupted run's --record file lets --resume go on from here.
        for (const d of pending) {
            for (const [i, a] of d.attempts.entries())
                await sinks.attempt(attemptRecord(year, 'household', d.context.agentId, i + 1, a.reply, d.hash));
        }
        if (halt !== null)
            throw halt;
        // 3. Execute in agentId order.
        let premiums = 0;
        let budgetLeft = gov.annualBudget;
        let subsidiesPaid = 0;
        const executed = new Map();
        for (const d of pending) {
            const a = d.agent;
            const skill = d.attempts.at(-1).judgement.executedSkill;
            const insured = isInsuranceSkill(skill);
            let subsidyPaid = 0;
            if (insured)
                premiums += d.context.premium;
            if (skill === 'elevate_house' || skill === 'relocate') {
                const cost = skill === 'elevate_house' ? costs.elevation : costs.relocation;
                subsidyPaid = Math.min(cost * d.context.subsidy, budgetLeft);
                budgetLeft -= subsidyPaid;
                subsidiesPaid += subsidyPaid;
            }
            if (skill === 'elevate_house')
                a.elevated = true;
            if (isLeaveSkill(skill))
                a.active = false;
            executed.set(a, { skill, insured, subsidyPaid });
        }
        // 4. Flood.
        const flood = scenario.floodMode === 'fixed' ? fixedFloods.has(year) : streams.flood.uniform() < scenario.floodProbability;
        const severity = flood ? 0.5 + 0.5 * streams.flood.uniform() : null;
        let claims = 0;
        const losses = new Map();
        if (severity !== null) {
            for (const a of agents) {
                if (!a.active)
                    continue;
                if (streams.exposure.uniform() >= EXPOSURE_THRESHOLD[a.h.floodZone])
                    continue;
                const r = damageRatio(severity, streams.damage.normal(), a.elevated);
                const building = r * a.h.propertyValue;
                const contents = r * a.h.contentsValue;
                const damage = building + contents;
                a.cumulativeDamage += damage;
                let payout = 0;
                if (executed.get(a)?.insured === true) {
                    payout = insurancePayout(building, contents, terms);
                    claims += payout;
                    if (payout > 0)
                        a.trustInsurance = Math.min(1, a.trustInsurance + 0.1);
                    else if (damage > 0)
                        a.trustInsurance = Math.max(0, a.trustInsurance - 0.2);
                }
                losses.set(a, { damage, payout });
            }
        }
        // Audit records and decision facts, in agentId order.
        for (const d of pending) {
            const a = d.agent;
            const final = d.attempts.at(-1);
            const j = final.judgement;
            const ex = executed.get(a);
            const loss = losses.get(a);
            const attemptLog = d.attempts.map((x, i) => ({
                attempt: i + 1,
                failed_round: x.judgement.failedRound,
                errors: x.judgement.errors,
                text: x.judgement.failedRound !== null && x.reply.kind === 'text' ? x.reply.text : null,
            }));
            const audit = {
                year,
                agent_id: a.h.agentId,
                agent_type: a.h.agentType,
                state: {
                    tenure: a.h.tenure,
                    mg: a.h.mg,
                    zone: a.h.floodZone,
                    elevated: d.state.elevated,
                    insured_last_year: d.state.insuredLastYear,
                    cumulative_damage: d.context.cumulativeDamage,
                    trust_insurance: d.trustBefore,
                },
                constructs: auditConstructs(final.parse),
                decision_number: final.parse.decisionNumber,
                decision_skill: j.proposedSkill,
                validated: j.validated,
                validation_errors: j.errors,
                validation_warnings: j.warnings,
                executed_skill: ex.skill,
                attempts: d.attempts.length,
                attempt_log: attemptLog,
                memory_used: d.context.memories,
                context_hash: d.hash,
                insured: ex.insured,
                subsidy_paid: ex.subsidyPaid,
                flooded: loss !== undefined,
                damage: loss?.damage ?? 0,
                payout: loss?.payout ?? 0,
            };
            const providerError = unanswered(d.attempts);
            await sinks.decision({ audit, judgement: j, finalText: final.reply.kind === 'text' ? final.reply.text : null, providerError });
            decisions.push({
                year,
                agentId: a.h.agentId,
                agentType: a.h.agentType,
                format: j.format,
                admissible: j.admissible,
                coherent: j.coherent,
                executedSkill: ex.skill,
                providerError,
            });
        }
        // 5. Year end.
        const end = adoptionFigures(agents, (a) => executed.get(a)?.insured === true);
        const lossRatio = ratio(claims, premiums);
        for (const d of pending)
            d.agent.memory.writeYearEnd(year, executed.get(d.agent).skill, losses.get(d.agent)?.damage ?? null);
        for (const a of agents) {
            const insured = executed.get(a)?.insured === true;
            a.insuredLastYear = insured;
            a.floodedLastYear = losses.has(a);
            a.history.insured[year] = insured;
            a.history.active[year] = a.active;
            a.history.flooded[year] = losses.has(a);
            a.history.elevatedAtEnd = a.elevated;
        }
        if (flood)
            facts.floodYearLossRatios.push(lossRatio);
        facts.subsidiesPaid += subsidiesPaid;
        facts.finalPremiumRate = premiumRate;
        facts.finalSubsidyRate = subsidyRate;
        last = {
            premiums,
            claims,
            lossRatio,
            policies: end.policies,
            uptake: end.uptake,
            mgAdoption: end.mgAdoption,
            nmgAdoption: end.nmgAdoption,
            budgetLeft,
            budgetLeftShare: ratio(budgetLeft, gov.annualBudget),
            flood,
        };
        summaries.push({
            year,
            flood,
            severity,
            premiumRate,
            subsidyRate,
            mgPriority,
            decisions: pending.length,
            premiums,
            claims,
            lossRatio,
            policies: end.policies,
            active: end.active,
            uptake: end.uptake,
            mgAdoption: end.mgAdoption,
            nmgAdoption: end.nmgAdoption,
            subsidiesPaid,
            budgetLeftShare: last.budgetLeftShare,
            government: { decision: g.decision, adjustment: g.adjustment, validated: g.validated },
            insurance: { decision: ins.decision, adjustment: ins.adjustment, validated: ins.validated },
        });
    }
    return { ok: true, decisions, households: agents.map((a) => a.history), institutions: facts, years: summaries, institutionProviderErrors };
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/index.ts
// The flood-adaptation benchmark: runs the simulation on a provider's decisions (rule, replay or
// an OpenAI-compatible endpoint), writes the audit logs, the items file and the --record file,
// and reports the funnel, behaviour metrics and the final score (spec flood.md, results.md).























const OPENAI_DEFAULTS = { temperature: 0, maxTokens: 1024, timeoutS: 60, concurrency: 4, retries: 4 };
/**
 * Where the audit logs go: `auditOut` (the institution log beside it, its name with
 * `skill_audit` → `institution_audit`, else `<name>.institution.jsonl`), or next to the results
 * document as `<suiteId>.skill_audit.jsonl` / `<suiteId>.institution_audit.jsonl`; null: not written.
 */
function auditPaths(auditOut, outDir, suiteId) {
    if (auditOut !== null) {
        const dir = external_node_path_default().dirname(auditOut);
        const base = external_node_path_default().basename(auditOut);
        const at = base.lastIndexOf('skill_audit');
        const institution = at >= 0 ? `${base.slice(0, at)}institution_audit${base.slice(at + 'skill_audit'.length)}` : `${base.replace(/\.jsonl?$/i, '')}.institution.jsonl`;
        return { skill: auditOut, institution: external_node_path_default().join(dir, institution) };
    }
    if (outDir === null)
        return null;
    const name = suiteFileStem(suiteId);
    return { skill: external_node_path_default().join(outDir, `${name}.skill_audit.jsonl`), institution: external_node_path_default().join(outDir, `${name}.institution_audit.jsonl`) };
}
/** The provider the config names, or the problem that makes the suite an error. */
async function buildProvider(config, scenario, ctx, suite) {
    const name = config.provider ?? 'rule';
    if (name === 'rule')
        return { ok: true, provider: createRuleProvider() };
    if (name === 'replay') {
        const named = await (0,results_inputs/* inputPath */.Mv)(ctx, config.replay);
        if (!named.ok)
            return { ok: false, diagnostics: [named.diagnostic] };
        const file = named.path;
        const loaded = await loadReplay(file);
        if (!loaded.ok)
            return loaded;
        suite.inputs.push(await (0,results_inputs/* describeInput */.eG)(file, loaded.replay.lines));
        return { ok: true, provider: createReplayProvider(loaded.replay) };
    }
    let apiKey = null;
    if (config.apiKeyEnv !== undefined) {
        apiKey = ctx.env[config.apiKeyEnv] ?? '';
        if (apiKey === '') {
            return { ok: false, diagnostics: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', field: 'apiKeyEnv', message: `environment variable ${config.apiKeyEnv} (--api-key-env) is not set` })] };
        }
    }
    const live = createOpenAiProvider({
        baseUrl: config.baseUrl,
        model: config.model,
        apiKey,
        temperature: config.temperature ?? OPENAI_DEFAULTS.temperature,
        seed: config.seed ?? scenario.seed,
        maxTokens: config.maxTokens ?? OPENAI_DEFAULTS.maxTokens,
        timeoutS: config.timeoutS ?? OPENAI_DEFAULTS.timeoutS,
        concurrency: config.concurrency ?? OPENAI_DEFAULTS.concurrency,
        retries: config.retries ?? OPENAI_DEFAULTS.retries,
        jitter: createStream(scenario.seed, 'jitter'),
        health: new ProviderHealth(providerPolicyOf(config).maxConsecutiveProviderFailures),
        signal: ctx.signal,
    });
    if (config.resume !== true)
        return { ok: true, provider: live };
    return resumeFrom(external_node_path_default().resolve(ctx.baseDir, config.record), live, ctx);
}
/** `--resume`: the interrupted run's record file answers what it holds; nothing recorded yet: a fresh run. */
async function resumeFrom(file, live, ctx) {
    if (!(0,external_node_fs_.existsSync)(file)) {
        ctx.log.info(`flood: --resume: ${(0,results_inputs/* displayPath */.Gt)(file)} does not exist yet, so every attempt is asked`);
        return { ok: true, provider: live };
    }
    const loaded = await loadReplay(file);
    if (!loaded.ok) {
        if (loaded.diagnostics.every((d) => d.code === 'empty-file'))
            return { ok: true, provider: live };
        return loaded;
    }
    ctx.log.info(`flood: --resume: ${loaded.replay.lines} recorded attempts in ${(0,results_inputs/* displayPath */.Gt)(file)} are replayed; the rest is asked`);
    return { ok: true, provider: createResumeProvider(loaded.replay, live) };
}
/** Audit logs, items file and record file of one run; every write problem is reported, not thrown. */
class RunFiles {
    skill;
    institution;
    record;
    items;
    constructor(skill, institution, record, items) {
        this.skill = skill;
        this.institution = institution;
        this.record = record;
        this.items = items;
    }
    static open(config, ctx) {
        const audit = auditPaths(config.auditOut === undefined ? null : external_node_path_default().resolve(ctx.baseDir, config.auditOut), ctx.outDir, config.id);
        return new RunFiles(audit === null ? null : new JsonlWriter(audit.skill), audit === null ? null : new JsonlWriter(audit.institution), config.record === undefined ? null : new JsonlWriter(external_node_path_default().resolve(ctx.baseDir, config.record)), openItemsWriter(ctx.outDir, config.id));
    }
    async close() {
        const problems = [];
        for (const writer of [this.skill, this.institution, this.record]) {
            const error = writer === null ? null : await writer.close();
            if (error !== null && writer !== null)
                problems.push(ioDiagnostic(writer.file, error));
        }
        await this.items?.close();
        return problems;
    }
    /**
     * The run was stopped (signal, deadline): the record file keeps every attempt made so far (the
     * input of `--resume`); the audit logs and the items file of an unfinished run are dropped.
     */
    async stop() {
        const error = this.record === null ? null : await this.record.close();
        for (const writer of [this.skill, this.institution])
            await writer?.discard();
        await this.items?.discard();
        return error !== null && this.record !== null ? [ioDiagnostic(this.record.file, error)] : [];
    }
}
async function loadHouseholds(scenario, suite) {
    if ('count' in scenario.households) {
        return { ok: true, households: generatePopulation(scenario.households.count, scenario.shares, createStream(scenario.seed, 'population')), warnings: [] };
    }
    const file = scenario.households.file;
    const loaded = await loadProfiles(file);
    if (loaded.ok)
        suite.inputs.push(await (0,results_inputs/* describeInput */.eG)(file, loaded.households.length));
    return loaded;
}
async function flood_score(suiteConfig, ctx) {
    const config = suiteConfig;
    const invalid = (0,registry/* validateValue */.q0)('flood-suite', suiteConfig);
    if (invalid.length > 0) {
        const bad = emptySuite({ ...config, task: null });
        bad.status = 'error';
        bad.diagnostics = invalid.map((v) => (0,core_diagnostics/* diagnostic */.YK)({ code: 'config', pointer: v.pointer, message: `suite ${config.id}: ${v.message}` }));
        return bad;
    }
    if (config.audit !== undefined)
        return scoreAudit(config.audit, config, ctx);
    const diagnostics = new core_diagnostics/* Diagnostics */.rE();
    const suite = emptySuite(config);
    const fail = (found) => {
        found.forEach((d) => diagnostics.add(d));
        suite.status = 'error';
        suite.diagnostics = diagnostics.finish();
        return suite;
    };
    if (ctx.shard !== null && ctx.shard.index !== 1) {
        // Not splittable: the whole simulation runs in shard 1.
        suite.status = 'skipped';
        return suite;
    }
    const namedScenario = config.scenario === undefined ? null : await (0,results_inputs/* inputPath */.Mv)(ctx, config.scenario);
    if (namedScenario !== null && !namedScenario.ok)
        return fail([namedScenario.diagnostic]);
    const scenarioFile = namedScenario?.path ?? null;
    const loadedScenario = await loadScenario(scenarioFile);
    if (!loadedScenario.ok)
        return fail(loadedScenario.diagnostics);
    const scenario = { ...loadedScenario.scenario, memory: config.task ?? loadedScenario.scenario.memory };
    suite.task = scenario.memory;
    loadedScenario.warnings.forEach((d) => diagnostics.add(d));
    if (scenarioFile !== null)
        suite.inputs.push(await (0,results_inputs/* describeInput */.eG)(scenarioFile, null));
    const population = await loadHouseholds(scenario, suite);
    if (!population.ok)
        return fail(population.diagnostics);
    population.warnings.forEach((d) => diagnostics.add(d));
    const built = await buildProvider(config, scenario, ctx, suite);
    if (!built.ok)
        return fail(built.diagnostics);
    const provider = built.provider;
    const files = RunFiles.open(config, ctx);
    let failedShown = 0;
    const sinks = {
        decision: async ({ audit, judgement, finalText, providerError }) => {
            const id = `${audit.year}/${audit.agent_id}`;
            await files.skill?.write(audit);
            // A decision the provider never answered is not an item of the model (not in `total` either):
            // a paired gate test must not count it as newly failing. The audit log keeps it.
            if (files.items !== null && !providerError)
                await writeDecisionItem(files.items, id, judgement, null);
            if (!judgement.validated && failedShown < FAILED_DECISION_DIAGNOSTICS) {
                failedShown += 1;
                diagnostics.add(failedDecisionDiagnostic(id, judgement, finalText));
            }
        },
        institution: (record) => files.institution?.write(record),
        attempt: (record) => files.record?.write(record),
    };
    ctx.log.info(`flood: ${population.households.length} households × ${scenario.years} years, provider ${provider.name}, memory ${scenario.memory}`);
    const world = await runWorld({ scenario, households: population.households, provider, sinks });
    await provider.close?.();
    if (!world.ok && world.fatal === null) {
        // Stopped by the run signal: the run drops this suite; only the record file is kept.
        await files.stop();
        return suite;
    }
    const writeProblems = await files.close();
    provider.warnings().forEach((d) => diagnostics.add(d));
    // Logged, not a diagnostic: a resumed run's document equals an uninterrupted one's.
    if ('stats' in provider) {
        const stats = provider.stats;
        ctx.log.info(`flood: resumed: ${stats.replayed} attempts replayed from the record file, ${stats.asked} asked`);
    }
    if (!world.ok)
        return fail([world.fatal, ...writeProblems, ...recordHint(config, ctx)]);
    if (writeProblems.length > 0)
        return fail(writeProblems);
    const inputProblems = provider.inputProblems?.() ?? [];
    if (inputProblems.length > 0)
        return fail(inputProblems);
    if (files.items !== null)
        suite.itemsFile = files.items.relPath;
    // A decision the provider never answered (every attempt a provider error) is not a model failure:
    // it is counted apart and left out of the rounds and metrics (results.md "Fail closed").
    const answered = world.decisions.filter((d) => d.providerError !== true);
    const providerErrors = world.decisions.length - answered.length + world.institutionProviderErrors;
    const results = computeFloodResults({ years: scenario.years, decisions: answered, households: world.households, institutions: world.institutions });
    results.warnings.forEach((w) => diagnostics.add({ severity: 'warning', code: w.code, message: w.message }));
    suite.total = answered.length;
    suite.rounds = results.rounds;
    suite.series = results.series;
    suite.counts = provider.name === 'openai' || providerErrors > 0 ? { ...results.counts, provider_errors: providerErrors } : results.counts;
    suite.metrics = results.metrics;
    suite.finalScore = results.finalScore;
    const asked = world.decisions.length + world.institutions.outputs;
    const unmeasured = providerErrorProblem(providerErrors, asked, providerPolicyOf(config), 'decisions (households and institutions)');
    if (unmeasured !== null) {
        diagnostics.add(unmeasured);
        recordHint(config, ctx).forEach((d) => diagnostics.add(d));
        suite.status = 'error';
    }
    const byType = Object.fromEntries(AGENT_TYPES.map((t) => [t, population.households.filter((h) => h.agentType === t).length]));
    const audit = auditPaths(config.auditOut === undefined ? null : external_node_path_default().resolve(ctx.baseDir, config.auditOut), ctx.outDir, config.id);
    suite.details = {
        provider: provider.name,
        memory: scenario.memory,
        seed: scenario.seed,
        years: scenario.years,
        floodYears: world.years.filter((y) => y.flood).map((y) => y.year),
        population: { households: population.households.length, byType },
        institutions: world.years,
        auditFiles: audit === null ? null : { skill: shownFrom(ctx.outDir, audit.skill), institution: shownFrom(ctx.outDir, audit.institution) },
    };
    suite.diagnostics = diagnostics.finish();
    return suite;
}
/** Where the attempts made are kept, for a suite that ended early. */
function recordHint(config, ctx) {
    if (config.record === undefined)
        return [(0,core_diagnostics/* diagnostic */.YK)({ severity: 'info', code: 'resume-hint', message: 'run with --record FILE to keep every attempt, and --resume to go on from it next time' })];
    return [(0,core_diagnostics/* diagnostic */.YK)({ severity: 'info', code: 'resume-hint', file: (0,results_inputs/* displayPath */.Gt)(external_node_path_default().resolve(ctx.baseDir, config.record)), message: 'every attempt made is in this record file: rerun with --resume to ask only for the rest' })];
}
/** A side file as the report shows it: relative to the results document when beside it. */
function shownFrom(outDir, file) {
    const rel = outDir === null ? null : external_node_path_default().relative(outDir, file);
    return rel !== null && !rel.startsWith('..') && !external_node_path_default().isAbsolute(rel) ? rel.split((external_node_path_default()).sep).join('/') : (0,results_inputs/* displayPath */.Gt)(file);
}
function usage(message) {
    return { error: (0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message }) };
}
const CONFIG_FLAGS = [
    ['scenario', 'scenario'],
    ['provider', 'provider'],
    ['replay', 'replay'],
    ['record', 'record'],
    ['auditOut', 'auditOut'],
    ['baseUrl', 'baseUrl'],
    ['model', 'model'],
    ['apiKeyEnv', 'apiKeyEnv'],
    ['temperature', 'temperature'],
    ['seed', 'seed'],
    ['maxTokens', 'maxTokens'],
    ['timeoutS', 'timeoutS'],
    ['concurrency', 'concurrency'],
    ['retries', 'retries'],
    ['resume', 'resume'],
    ['maxProviderErrorRate', 'maxProviderErrorRate'],
    ['maxConsecutiveProviderFailures', 'maxConsecutiveProviderFailures'],
];
const floodBenchmark = {
    id: 'flood',
    title: 'Flood adaptation (multi-agent)',
    suiteSchemaId: 'flood-suite',
    splittable: false,
    scorerVersion: 1,
    transportKeys: ['baseUrl', 'apiKeyEnv', 'timeoutS', 'concurrency', 'retries', 'record', 'auditOut', 'resume', 'maxProviderErrorRate', 'maxConsecutiveProviderFailures'],
    isLive: (suite) => suite.audit === undefined && suite.provider === 'openai',
    secrets: (suite, env) => {
        const name = suite.apiKeyEnv;
        const value = name === undefined ? undefined : env[name];
        return value === undefined || value === '' ? [] : [value];
    },
    cli: {
        describe: 'Run the flood-adaptation simulation on a model\'s decisions (rule, replay or OpenAI-compatible), or score a skill_audit.jsonl',
        examples: [
            ['$0 score flood --scenario scenario.json --provider rule --out results.json', 'run the deterministic rule policy'],
            ['$0 score flood --scenario scenario.json --provider replay --replay rec.jsonl --out results.json', 'replay recorded model outputs'],
            [
                '$0 score flood --scenario scenario.json --provider openai --base-url http://localhost:11434/v1 --model llama3 --record rec.jsonl --out results.json',
                'ask a live OpenAI-compatible endpoint and record every attempt',
            ],
            ['$0 score flood --audit skill_audit.jsonl --out results.json', 'score another simulator\'s audit log'],
        ],
        flags: {
            scenario: { type: 'string', describe: 'Scenario JSON (every field optional)' },
            provider: { type: 'string', choices: ['rule', 'replay', 'openai'], describe: 'Who decides (default rule)' },
            replay: { type: 'string', describe: 'Recorded attempts (JSONL) for --provider replay' },
            record: { type: 'string', describe: 'Write every provider attempt to this JSONL (replays bit for bit)' },
            'audit-out': { type: 'string', describe: 'Household audit log (default next to --out); the institution log goes beside it' },
            'base-url': { type: 'string', describe: 'OpenAI-compatible base URL, e.g. http://localhost:11434/v1' },
            model: { type: 'string', describe: 'Model name sent to the endpoint' },
            'api-key-env': { type: 'string', describe: 'Environment variable holding the API key' },
            temperature: { type: 'number', describe: 'Sampling temperature (default 0)' },
            seed: { type: 'number', describe: 'Sampling seed sent to the endpoint (default: the scenario seed)' },
            'max-tokens': { type: 'number', describe: 'max_tokens per reply (default 1024)' },
            'timeout-s': { type: 'number', describe: 'Per-request timeout in seconds (default 60)' },
            concurrency: { type: 'number', describe: 'Requests in flight (default 4)' },
            retries: { type: 'number', describe: 'Transport retries per attempt (default 4)' },
            audit: { type: 'string', describe: 'Score this skill_audit.jsonl instead of running the simulation' },
            resume: { type: 'boolean', describe: 'Go on from the --record file of an interrupted run: replay what it holds, ask only for the rest (provider openai)' },
            'max-provider-error-rate': { type: 'number', describe: 'Share of decisions that may get no answer from the provider while the suite stays ok (default 0)' },
            'max-consecutive-provider-failures': { type: 'number', describe: 'Failed attempts in a row after which no more requests are sent; the suite is an error (default 10)' },
        },
        toSuiteConfig(flags) {
            const suite = { id: 'flood', benchmark: 'flood' };
            if (flags.audit !== undefined) {
                const extra = CONFIG_FLAGS.filter(([flag]) => flags[flag] !== undefined).map(([flag]) => flag);
                if (extra.length > 0)
                    return usage(`score flood --audit takes no simulation flags (got ${extra.join(', ')})`);
                suite.audit = String(flags.audit);
                return { suite };
            }
            const provider = flags.provider ?? 'rule';
            if (provider === 'replay' && flags.replay === undefined)
                return usage('score flood --provider replay needs --replay FILE');
            if (provider !== 'replay' && flags.replay !== undefined)
                return usage('--replay needs --provider replay');
            if (provider === 'openai' && (flags.baseUrl === undefined || flags.model === undefined))
                return usage('score flood --provider openai needs --base-url and --model');
            if (flags.resume === true && (provider !== 'openai' || flags.record === undefined))
                return usage('--resume needs --provider openai and --record FILE (the record file of the interrupted run)');
            for (const [flag, key] of CONFIG_FLAGS) {
                const value = flags[flag];
                if (value === undefined)
                    continue;
                if (typeof value === 'number' && !Number.isFinite(value))
                    return usage(`--${flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} must be a number`);
                suite[key] = value;
            }
            return { suite };
        },
    },
    score: flood_score,
    render: renderFlood,
};

// EXTERNAL MODULE: ./src/results/shard.ts
var results_shard = __webpack_require__(8962);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/csv.ts + 2 modules
var csv = __webpack_require__(5000);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var tinyglobby_dist = __webpack_require__(3382);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/options.ts



const TASKS = ['single', 'personalized', 'diversity', 'general'];
function compatOf(config) {
    return config.compat === 'corrected' ? 'corrected' : 'reference';
}
/**
 * The input CSVs of a suite, in order: each entry is a path or a glob (relative to baseDir);
 * a glob's matches are sorted; a repeated file is scored once. An entry matching nothing is an
 * error message (a plain path is kept, so reading it reports "file not found").
 */
async function resolveInputs(input, where) {
    const entries = input === undefined ? [] : Array.isArray(input) ? input : [input];
    if (entries.length === 0)
        return { error: 'no input CSV given (config key "input" / --input)' };
    const files = [];
    for (const entry of entries) {
        if (!(0,tinyglobby_dist/* isDynamicPattern */.ey)(entry)) {
            files.push(external_node_path_default().resolve(where.baseDir, entry));
            continue;
        }
        const found = (await (0,tinyglobby_dist/* glob */.TI)(entry, { cwd: where.baseDir, absolute: true, onlyFiles: true })).map((f) => external_node_path_default().resolve(f)).sort();
        if (found.length === 0)
            return { error: `input pattern ${JSON.stringify(entry)} matches no file` };
        files.push(...found);
    }
    for (const file of files) {
        const checked = await (0,results_inputs/* inputPath */.Mv)(where, file);
        if (!checked.ok)
            return { refused: checked.diagnostic };
    }
    return { files: [...new Set(files)] };
}

// EXTERNAL MODULE: ./src/benchmarks/transitlm/python.ts
var python = __webpack_require__(2809);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/row.ts + 1 modules
var transitlm_row = __webpack_require__(8648);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/input-checks.ts
// Whole-input problems of an evaluation CSV (docs/results.md "Fail closed"). The rows are still
// counted as the reference counts them; the caller makes the suite `status: "error"`.


const REQUIRED_COLUMNS = [transitlm_row/* COLUMNS */.cZ.id, transitlm_row/* COLUMNS */.cZ.prompt, transitlm_row/* COLUMNS */.cZ.label, transitlm_row/* COLUMNS */.cZ.output];
/**
 * A file with no header (0 bytes, or blank), with a header and no row, or whose header lacks a
 * required column: one error each, located at the file (and column). `effect` says what a missing
 * column does to the rows.
 */
function wholeInputProblems(header, rows, file, effect) {
    if (header === null)
        return [{ code: 'empty-file', file, message: 'the file is empty: no header, no rows' }];
    const problems = REQUIRED_COLUMNS.filter((c) => !header.index.has(c)).map((c) => ({ code: 'missing-column', file, line: 1, field: c, message: `column "${c}" is missing: ${effect(c)}` }));
    if (rows === 0)
        problems.push({ code: 'no-rows', file, line: 1, message: 'the file has a header but no rows' });
    return problems;
}
/** The reader's whole-file problem as a diagnostic; a UTF-16 file (a common export) is named as such. */
function readProblem(problem, file, shown) {
    const message = problem.code === 'invalid-utf8' && startsWithUtf16Bom(file) ? 'the file is UTF-16 (it starts with a UTF-16 byte-order mark): save it as UTF-8' : problem.message;
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

// EXTERNAL MODULE: ./src/benchmarks/transitlm/stations.ts
var transitlm_stations = __webpack_require__(554);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/route.ts
var route = __webpack_require__(1678);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/units.ts
var units = __webpack_require__(9160);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general/normalise.ts
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
        const text = (0,python/* pyStrip */.m0)((0,python/* pyStr */.rD)(value));
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
    return segmentEnds(entries(list, python/* truthy */.vN));
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
            return (0,python/* pyStrip */.m0)(text);
        text = next;
    }
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general/values.ts
// General-mode helpers on the TransitLM value model: Python's json.dumps for the remote payload
// and the haversine as a value for the offline judge.


/** Haversine distance in km, or null where Python's math module raises. */
function haversineOrNull(lat1, lng1, lat2, lng2) {
    try {
        return (0,route/* haversine */.qR)(lat1, lng1, lat2, lng2);
    }
    catch (error) {
        if (error instanceof python/* PyRaise */.O$)
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
        return (0,python/* floatRepr */.KL)(v);
    }
    if (typeof v === 'string')
        return dumpString(v);
    if (Array.isArray(v))
        return `[${v.map(dumps).join(', ')}]`;
    return `{${Array.from(v, ([k, x]) => `${dumpString(k)}: ${dumps(x)}`).join(', ')}}`;
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general/payload.ts
// Payload stage of general mode: what the reference's build_request_case does for a row, as a
// value. A failure here is a `payload-error`: the row is counted in `errors` and enters no round.





const OUT = { field: 'generate_results', pointer: '' };
/** The output's station list: station_name if truthy, else station_sequence or []. */
function outputStations(output) {
    const names = output.get('station_name');
    if (names !== undefined && (0,python/* truthy */.vN)(names))
        return { value: names, key: 'station_name' };
    const sequence = output.get('station_sequence');
    return { value: sequence !== undefined && (0,python/* truthy */.vN)(sequence) ? sequence : [], key: 'station_sequence' };
}
function orDefault(d, key, fallback) {
    const v = d.get(key);
    return v !== undefined && (0,python/* truthy */.vN)(v) ? v : fallback;
}
function build(cells) {
    const prompt = (0,route/* parsePrompt */.ex)(cells.json(transitlm_row/* COLUMNS */.cZ.prompt));
    const output = (0,python/* requireDict */.e0)(cells.json(transitlm_row/* COLUMNS */.cZ.output), 'generate_results', OUT);
    const lineSequence = orDefault(output, 'line_sequence', []);
    const lineCount = (0,python/* pyLen */.lO)(lineSequence, (0,python/* childRef */._3)(OUT, 'line_sequence'));
    const stations = outputStations(output);
    const entries = (0,python/* iterate */.nl)(stations.value, (0,python/* childRef */._3)(OUT, stations.key));
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
/** The payload of a row with a non-empty output, or the raise that makes it a payload error. */
function buildPayload(cells) {
    try {
        return { ok: true, ...build(cells) };
    }
    catch (error) {
        if (!(error instanceof python/* PyRaise */.O$))
            throw error;
        return { ok: false, problem: { code: error.code, field: error.field, pointer: error.pointer, message: error.message } };
    }
}
/** The case as JSON text, written as Python's json.dumps writes it. */
function caseJson(c) {
    return (`{"city": ${dumps(c.city)}, "start": ${dumps(c.start)}, "end": ${dumps(c.end)}, "pred": {` +
        `"line_sequence": ${dumps(c.lineSequence)}, "station_name": ${dumps(c.stationNames)}, ` +
        `"start_transfer_mode": ${dumps(c.startMode)}, "end_transfer_mode": ${dumps(c.endMode)}}}`);
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general/evaluate.ts
// Evaluation stage of general mode: the reference's per-row evaluation (evaluate_general_llm_sample
// plus the soft station IoU of general_llm/evaluate.py). It raises (→ row error) in the same cases,
// in the reference's order, so the diagnostic names the first cause.






const evaluate_OUT = { field: 'generate_results', pointer: '' };
const LABEL = { field: 'sft_label', pointer: '' };
function raise(code, ref, message) {
    throw new python/* PyRaise */.O$(code, message, ref.field, ref.pointer === '' ? null : ref.pointer);
}
/** `x or default` for an optional key. */
function evaluate_orDefault(d, key, fallback) {
    const v = d.get(key);
    return v !== undefined && (0,python/* truthy */.vN)(v) ? v : fallback;
}
/** Line names without "(…)" groups; re.sub raises for an entry that is not a string. */
function strippedLines(lines, ref) {
    return (0,python/* iterate */.nl)(lines, ref).map((entry, i) => {
        if (typeof entry !== 'string')
            raise('bad-type', (0,python/* childRef */._3)(ref, i), `line ${(0,python/* pyRepr */.n3)(entry).slice(0, 60)} is not a string`);
        return stripLineGroups(entry);
    });
}
/** The reference trims a label station_name longer than 2 × lines to its segment ends. */
function labelStationNames(label, labelLines) {
    const ref = (0,python/* childRef */._3)(LABEL, 'station_name');
    const names = evaluate_orDefault(label, 'station_name', []);
    if (!(0,python/* truthy */.vN)(names) || !(0,python/* truthy */.vN)(labelLines))
        return names;
    if ((0,python/* pyLen */.lO)(names, ref) <= 2 * (0,python/* pyLen */.lO)(labelLines, (0,python/* childRef */._3)(LABEL, 'line_sequence')))
        return names;
    return trimToSegmentEnds((0,python/* iterate */.nl)(names, ref));
}
/** A station IoU the reference computes: filtered lists, hashed when both are non-empty. */
function filteredIou(out, outRef, label, labelRef) {
    if (!(0,python/* truthy */.vN)(out) || !(0,python/* truthy */.vN)(label))
        return 0;
    return (0,route/* stationIou */.E8)((0,route/* filterStations */.cM)(out, outRef), (0,route/* filterStations */.cM)(label, labelRef), outRef, labelRef);
}
function evaluateGeneral(input) {
    try {
        return { ok: true, value: evaluate(input) };
    }
    catch (error) {
        if (!(error instanceof python/* PyRaise */.O$))
            throw error;
        return { ok: false, failure: { code: error.code, field: error.field, pointer: error.pointer || null, message: error.message } };
    }
}
function evaluate({ prompt, output, cells }) {
    const city = prompt.get('city');
    if (Array.isArray(city) || (0,python/* isDict */.Zm)(city))
        raise('bad-type', { field: 'sft_prompt', pointer: '/city' }, `unhashable city ${(0,python/* pyRepr */.n3)(city).slice(0, 60)}`);
    const label = (0,python/* requireDict */.e0)(cells.json(transitlm_row/* COLUMNS */.cZ.label), 'sft_label', LABEL);
    const unit = (kind, route, base, key) => (0,units/* parseUnit */.E8)(kind, route.get(key), cells.compat, (0,python/* childRef */._3)(base, key), cells.onCompatDifference);
    const distance = unit('distance', output, evaluate_OUT, 'total_distance');
    const time = unit('time', output, evaluate_OUT, 'total_time');
    const fare = unit('fare', output, evaluate_OUT, 'total_fare');
    const labelDistance = unit('distance', label, LABEL, 'total_distance');
    const labelTime = unit('time', label, LABEL, 'total_time');
    const labelFare = unit('fare', label, LABEL, 'total_fare');
    const linesRef = (0,python/* childRef */._3)(evaluate_OUT, 'line_sequence');
    const labelLinesRef = (0,python/* childRef */._3)(LABEL, 'line_sequence');
    const lines = evaluate_orDefault(output, 'line_sequence', []);
    const labelLines = evaluate_orDefault(label, 'line_sequence', []);
    const stations = outputStations(output);
    const stationsRef = (0,python/* childRef */._3)(evaluate_OUT, stations.key);
    // The reference's local walk (its verdict is replaced by the evaluator's) strips the first line
    // name when there are exactly two names per line.
    const rawNames = (0,python/* iterate */.nl)(stations.value, stationsRef);
    const lineEntries = (0,python/* iterate */.nl)(lines, linesRef);
    if (lineEntries.length > 0 && rawNames.length === 2 * lineEntries.length && (0,python/* truthy */.vN)(lineEntries[0]) && typeof lineEntries[0] !== 'string') {
        raise('bad-type', (0,python/* childRef */._3)(linesRef, 0), `line ${(0,python/* pyRepr */.n3)(lineEntries[0]).slice(0, 60)} is not a string`);
    }
    // An IoU the reference computes and discards: the raw output list against label station_name.
    const labelNames = labelStationNames(label, labelLines);
    try {
        filteredIou(stations.value, stationsRef, labelNames, (0,python/* childRef */._3)(LABEL, 'station_name'));
    }
    catch (error) {
        // Indexes into a trimmed label list would not match the cell: point at the list itself.
        if (!(error instanceof python/* PyRaise */.O$) || error.field !== 'sft_label' || labelNames === label.get('station_name'))
            throw error;
        raise(error.code, (0,python/* childRef */._3)(LABEL, 'station_name'), `${error.message} (label station_name cut to segment ends)`);
    }
    const outLines = strippedLines(lines, linesRef);
    const labelOutLines = strippedLines(labelLines, labelLinesRef);
    const labelStartTd = unit('distance', label, LABEL, 'start_transfer_distance');
    const labelEndTd = unit('distance', label, LABEL, 'end_transfer_distance');
    const startTd = unit('distance', output, evaluate_OUT, 'start_transfer_distance');
    const endTd = unit('distance', output, evaluate_OUT, 'end_transfer_distance');
    // Station IoU on normalised lists (the round-3 value).
    const labelSequenceRef = (0,python/* childRef */._3)(LABEL, 'station_sequence');
    const softOut = normaliseStations(rawNames, lineEntries.length);
    const labelSequence = (0,python/* iterate */.nl)(evaluate_orDefault(label, 'station_sequence', []), labelSequenceRef);
    const softLabel = normaliseStations(labelSequence, (0,python/* pyLen */.lO)(labelLines, labelLinesRef));
    const stationIoU = (0,route/* stationIou */.E8)((0,route/* filterStations */.cM)(softOut, stationsRef), (0,route/* filterStations */.cM)(softLabel, labelSequenceRef), stationsRef, labelSequenceRef);
    const mode = (route, key) => (0,python/* dictGet */.R5)(route, key, null);
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

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general/lines.ts
// Offline judge for general mode (`--lines line_info.csv`, project extension, no parity claim):
// decides reachability, station grounding and distance plausibility of the payload the remote
// evaluator would receive, following the order of the reference's common.py (spec "General mode",
// steps 1–7). Station and line names are matched as code-point strings.



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
            const line = { citycode, name, stripped, strippedLength: codePoints(stripped).length, stops: [...stops] };
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
/** Character-bigram Jaccard over code points; one-character names compare character sets. */
function bigramJaccard(a, b) {
    if (a === '' || b === '')
        return 0;
    if (a === b)
        return 1;
    const ca = codePoints(a);
    const cb = codePoints(b);
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
            return `line ${i + 1}: ${lineEntry.why}`;
        const line = matchLine((0,python/* pyStrip */.m0)(lineEntry.text), candidates);
        if (line === null)
            return `line "${lineEntry.text}" has no match in the line file (city ${code ?? 'any'})`;
        const ends = [];
        for (const [k, role] of [[2 * i, 'boarding'], [2 * i + 1, 'alighting']]) {
            const nameEntry = c.names[k];
            if (!nameEntry.ok)
                return `${role} station of line "${lineEntry.text}": ${nameEntry.why}`;
            const stop = matchStation((0,python/* pyStrip */.m0)(nameEntry.text), line.stops);
            if (stop === null)
                return `line "${lineEntry.text}" (${line.name}) has no ${role} station "${nameEntry.text}"`;
            ends.push(stop);
        }
        const [boarding, alighting] = ends;
        if (boarding.stopId === alighting.stopId) {
            return `line "${lineEntry.text}" (${line.name}): boarding and alighting are the same stop "${boarding.name}"`;
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
function checkEnd(which, stopId, point, threshold, transferKm, stations) {
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
        return { ...pass, grounded: false, groundingReason: `${which} distance cannot be computed (coordinate out of range)` };
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
    const start = checkEnd('start', matched[0].boarding.stopId, c.start, c.startThresholdKm, c.startTransferKm, stations);
    const end = checkEnd('end', matched[matched.length - 1].alighting.stopId, c.end, c.endThresholdKm, c.endTransferKm, stations);
    const stationGrounding = start.grounded && end.grounded;
    const distancePlausibility = start.plausible && end.plausible;
    const reason = start.groundingReason ?? end.groundingReason ?? start.plausibilityReason ?? end.plausibilityReason ?? null;
    return { reachable: true, stationGrounding, distancePlausibility, reason };
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general/line-file.ts








const repr = (v) => (0,python/* pyRepr */.n3)(v).slice(0, 60);
const COLUMNS = ['citycode', 'line_name', 'station_list'];
function missingColumns(header) {
    return COLUMNS.filter((name) => header === null || !header.includes(name));
}
/** Stops of one station_list cell, or the problem (pointer, message). */
function stopsOf(text) {
    if (text === '')
        return [];
    const parsed = (0,python/* parsePyJson */.j5)(text);
    if (!parsed.ok)
        return { pointer: null, message: `station_list is not JSON: ${(0,python/* describeJsonError */.M1)(text, parsed.message, parsed.position)}` };
    const list = Array.isArray(parsed.value) ? parsed.value : null;
    if (list === null)
        return { pointer: null, message: `station_list is ${repr(parsed.value)}, not an array` };
    const stops = [];
    for (const [i, entry] of list.entries()) {
        if (!(0,python/* isDict */.Zm)(entry))
            return { pointer: `/${i}`, message: `station ${repr(entry)} is not an object` };
        const name = entry.get('station_name') ?? '';
        if (typeof name !== 'string')
            return { pointer: `/${i}/station_name`, message: `station_name ${repr(name)} is not a string` };
        const id = entry.get('stop_id') ?? '';
        if (Array.isArray(id) || (0,python/* isDict */.Zm)(id))
            return { pointer: `/${i}/stop_id`, message: `stop_id ${repr(id)} is not a string or number` };
        stops.push({ name, stopId: (0,python/* pyStr */.rD)(id) });
    }
    return stops;
}
async function loadLineIndex(file) {
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const reader = new csv/* DictCsvReader */.yk(file);
    const builder = new LineIndexBuilder(stripLineGroups);
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
            const get = (name) => (0,csv/* cell */.Hn)(header, row, name) ?? '';
            const stops = stopsOf(get('station_list'));
            if (!Array.isArray(stops)) {
                problems.push((0,core_diagnostics/* diagnostic */.YK)({ code: 'bad-line-file', file: shown, line: row.line, row: row.row, field: 'station_list', pointer: stops.pointer, message: stops.message }));
                continue;
            }
            builder.add(get('citycode'), get('line_name'), stops);
        }
    }
    if (reader.problem !== null)
        problems.push((0,core_diagnostics/* diagnostic */.YK)({ code: reader.problem.code, file: shown, line: reader.problem.line, message: reader.problem.message }));
    missing ??= missingColumns(reader.header?.names ?? null);
    for (const name of missing)
        problems.push((0,core_diagnostics/* diagnostic */.YK)({ code: 'missing-column', file: shown, line: 1, field: name, message: `the line file has no "${name}" column` }));
    if (problems.length > 0)
        return { ok: false, diagnostics: problems };
    return { ok: true, index: builder.build(), rows: count };
}
function nameEntry(value) {
    return typeof value === 'string' ? { ok: true, text: value } : { ok: false, why: `${repr(value)} is not a string` };
}
/** Catches a Python raise as the offline judge's reason text. */
function orReason(f) {
    try {
        return f();
    }
    catch (error) {
        if (error instanceof python/* PyRaise */.O$)
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
    const lines = orReason(() => (0,python/* iterate */.nl)(c.lineSequence));
    return {
        city: typeof c.city === 'string' ? c.city : null,
        lines: typeof lines === 'string' ? [] : lines.map(nameEntry),
        names: c.stationNames.map(nameEntry),
        start: c.start,
        end: c.end,
        startThresholdKm: threshold(c.startMode),
        endThresholdKm: threshold(c.endMode),
        startTransferKm: km('start_transfer_distance'),
        endTransferKm: km('end_transfer_distance'),
    };
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general/remote.ts
// Client of the remote route evaluator used by TransitLM general mode:
// POST {base}/api/eval/route/batch with {"cases":[…]} and read {"results":[…]} aligned by index.
// Unlike the reference script it times out, retries 429/5xx, checks the response shape and types
// strictly, and never throws: a failed batch comes back with the reason (the caller counts its
// cases as provider errors, not as unreachable routes).

const DEFAULT_BATCH_SIZE = 50;
const DEFAULT_TIMEOUT_S = 60;
const DEFAULT_RETRIES = 3;
const DEFAULT_RETRY_BASE_DELAY_MS = 1000;
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
        return { reachable: false, stationGrounding: false, reason: 'bad response entry', badResponse: 'result entry is not an object' };
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
/**
 * Sends one batch (case JSON texts, in row order) and returns a verdict per case. Never throws
 * for anything the server or the network does.
 */
async function evaluateBatch(caseTexts, options) {
    const endpoint = batchEndpoint(options.baseUrl);
    const body = `{"cases": [${caseTexts.join(', ')}]}`;
    const stopSignal = options.signal ?? new AbortController().signal;
    for (let attempt = 0;; attempt += 1) {
        if (stopSignal.aborted)
            return failedBatch(caseTexts.length, STOPPED);
        let status;
        let text;
        try {
            const response = await fetch(endpoint, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body,
                signal: AbortSignal.any([AbortSignal.timeout(options.timeoutMs), stopSignal]),
            });
            status = response.status;
            text = await response.text();
        }
        catch (error) {
            if (stopSignal.aborted)
                return failedBatch(caseTexts.length, STOPPED);
            return failedBatch(caseTexts.length, `request to ${endpoint} failed: ${describeError(error)}`);
        }
        if (isRetryable(status) && attempt < options.retries) {
            const waited = await (0,external_node_timers_promises_.setTimeout)(options.retryBaseDelayMs * 2 ** attempt, true, { signal: stopSignal }).catch(() => false);
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

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general/options.ts


function optionalString(suite, key) {
    const v = suite[key];
    if (v === undefined || v === null)
        return null;
    if (typeof v !== 'string' || v === '')
        return { error: `${key} must be a non-empty string` };
    return v;
}
function numberOption(suite, key, fallback, integer, min, strictMin) {
    const v = suite[key];
    if (v === undefined || v === null)
        return fallback;
    const ok = typeof v === 'number' && Number.isFinite(v) && (!integer || Number.isInteger(v)) && (strictMin ? v > min : v >= min);
    if (ok)
        return v;
    return { error: `${key} must be ${integer ? 'an integer' : 'a number'} ${strictMin ? '>' : '≥'} ${min}, is ${JSON.stringify(v)}` };
}
/** Options of a general suite, or the usage error that makes the suite `status: "error"`. */
function generalOptions(suite, env) {
    const input = suite.input;
    if (!(typeof input === 'string' || (Array.isArray(input) && input.every((x) => typeof x === 'string')))) {
        return { error: 'input (the evaluation CSV) is required' };
    }
    const strings = { stations: null, apiUrl: null, lines: null };
    for (const key of ['stations', 'apiUrl', 'lines']) {
        const v = optionalString(suite, key);
        if (v !== null && typeof v === 'object')
            return v;
        strings[key] = v;
    }
    const batchSize = numberOption(suite, 'batchSize', DEFAULT_BATCH_SIZE, true, 1, false);
    if (typeof batchSize === 'object')
        return batchSize;
    const timeoutS = numberOption(suite, 'timeoutS', DEFAULT_TIMEOUT_S, false, 0, true);
    if (typeof timeoutS === 'object')
        return timeoutS;
    const retries = numberOption(suite, 'retries', DEFAULT_RETRIES, true, 0, false);
    if (typeof retries === 'object')
        return retries;
    const common = { input: input, stations: strings.stations, compat: compatOf(suite), batchSize };
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
        return { error: 'general mode needs an evaluator: --api-url URL, the TRANSIT_LM_API environment variable, or --lines line_info.csv' };
    const bad = checkBaseUrl(url);
    if (bad !== null)
        return { error: `evaluator URL ${bad}` };
    return { ...common, evaluator: { kind: 'remote', url, timeoutMs: timeoutS * 1000, retries } };
}

// EXTERNAL MODULE: ./src/benchmarks/transitlm/tally.ts
var tally = __webpack_require__(6653);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general/tally.ts

const GENERAL_ROUNDS = ['reachability', 'station_grounding', 'distance_plausibility', 'iou', 'accuracy'];
const NO_ROUNDS = { reachability: null, station_grounding: null, distance_plausibility: null, iou: null, accuracy: null };
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
            return { rounds, reason: reason ?? (e.stationIoU !== 1 ? `station IoU ${e.stationIoU} ≠ 1` : 'transfer modes differ from the label') };
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
            const off = [e.distanceAccurate ? null : 'distance', e.timeAccurate ? null : 'time', e.fareAccurate ? null : 'fare'].filter((x) => x !== null);
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

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/general/task.ts
// The TransitLM `general` task: rows → payload stage → evaluator verdicts (remote batches or the
// offline line-file judge) → local evaluation → rounds, metrics, items. Rows are streamed and held
// only until their batch has been judged, so the items file stays in row order.


















const ROUTE_SCHEMA = 'transitlm-general-route';
function task_errorSuite(suite, diagnostics, inputs = []) {
    return { id: suite.id, benchmark: 'transitlm', task: 'general', status: 'error', inputs, total: 0, errors: 0, rounds: [], metrics: {}, finalScore: null, diagnostics: diagnostics.finish() };
}
/** Station file (optional in remote mode: loaded and checked, changes no count) and evaluator. */
async function loadEvaluator(options, ctx, deps, diagnostics) {
    const inputs = [];
    let stations = null;
    if (options.stations !== null) {
        const checked = await (0,results_inputs/* inputPath */.Mv)(ctx, options.stations);
        if (!checked.ok) {
            diagnostics.add(checked.diagnostic);
            return null;
        }
        const file = checked.path;
        const loaded = await (0,transitlm_stations/* stationGraphFor */._S)(ctx.cache, file);
        if (!loaded.ok) {
            loaded.diagnostics.forEach((d) => diagnostics.add(d));
            return null;
        }
        loaded.warnings.forEach((d) => diagnostics.add(d));
        const graph = loaded.graph;
        stations = { has: (id) => graph.has(id), coords: (id) => graph.coords(id), nextHopsInclude: (id, other) => graph.nextHopContains(id, other) };
        inputs.push(await (0,results_inputs/* describeInput */.eG)(file, null, await loaded.sha256));
    }
    const source = options.evaluator;
    if (source.kind === 'remote') {
        const retryBaseDelayMs = deps.retryBaseDelayMs ?? DEFAULT_RETRY_BASE_DELAY_MS;
        return { evaluator: { kind: 'remote', options: { baseUrl: source.url, timeoutMs: source.timeoutMs, retries: source.retries, retryBaseDelayMs, signal: ctx.signal } }, inputs };
    }
    const checked = await (0,results_inputs/* inputPath */.Mv)(ctx, source.file);
    if (!checked.ok) {
        diagnostics.add(checked.diagnostic);
        return null;
    }
    const file = checked.path;
    const index = await ctx.cache.get(`transitlm:lines:${file}`, () => loadLineIndex(file));
    if (!index.ok) {
        index.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    inputs.push(await (0,results_inputs/* describeInput */.eG)(file, null));
    // generalOptions requires a station file with --lines.
    return { evaluator: { kind: 'lines', index: index.index, stations: stations }, inputs };
}
async function scoreGeneral(suite, ctx, deps = {}) {
    const diagnostics = new core_diagnostics/* Diagnostics */.rE();
    const options = generalOptions(suite, ctx.env);
    if ('error' in options) {
        diagnostics.add({ code: 'usage', message: `suite ${JSON.stringify(suite.id)}: ${options.error}` });
        return task_errorSuite(suite, diagnostics);
    }
    const resolved = await resolveInputs(options.input, ctx);
    if (!('files' in resolved)) {
        diagnostics.add('refused' in resolved ? resolved.refused : { code: 'usage', field: 'input', message: resolved.error });
        return task_errorSuite(suite, diagnostics);
    }
    const loaded = await loadEvaluator(options, ctx, deps, diagnostics);
    if (loaded === null)
        return task_errorSuite(suite, diagnostics);
    const { evaluator } = loaded;
    const tally = new GeneralTally();
    const items = openItemsWriter(ctx.outDir, suite.id);
    let total = 0;
    let errors = 0;
    let noResponse = 0;
    // Rows whose batch got no verdict (transport failure, 5xx/429 after retries, a broken answer):
    // not the model's failure, so counted apart and left out of `total`, the rounds and the items.
    let providerErrors = 0;
    const policy = providerPolicyOf(suite);
    const health = new ProviderHealth(policy.maxConsecutiveProviderFailures);
    const at = (cells, init) => ({ file: cells.file, line: cells.row.line, row: cells.row.row, item: cells.item, ...init });
    const finishRow = async (cells, rounds, reason) => {
        for (const note of cells.notes)
            diagnostics.add(note);
        if (items === null)
            return;
        const written = items.write(cells.item, rounds, reason, cells.row.line);
        await items.drain();
        if (written !== cells.item) {
            diagnostics.add(at(cells, { severity: 'warning', code: 'duplicate-id', item: written, message: `index_id ${JSON.stringify(cells.item)} repeats: recorded as ${JSON.stringify(written)}` }));
        }
    };
    /** Counts a row error and reports it (a missing column was reported once, at the header). */
    const countError = (cells, error, code) => {
        errors += 1;
        if (error.code !== 'missing-column')
            diagnostics.add(at(cells, { code, field: error.field, pointer: error.pointer || null, message: error.message }));
    };
    const rowError = async (cells, error, code) => {
        countError(cells, error, code);
        await finishRow(cells, NO_ROUNDS, error.message);
    };
    /** Evaluation stage of one judged row. */
    const settle = async (p, verdict) => {
        const evaluation = evaluateGeneral({ prompt: p.payload.prompt, output: p.payload.output, cells: p.cells });
        if (!evaluation.ok) {
            const f = evaluation.failure;
            return rowError(p.cells, new python/* PyRaise */.O$(f.code, f.message, f.field, f.pointer), f.code);
        }
        // The reference reads sample['index_id'] after evaluating (a KeyError without the column).
        if (!p.cells.hasColumn(transitlm_row/* COLUMNS */.cZ.id))
            return rowError(p.cells, new python/* PyRaise */.O$('missing-column', `column "${transitlm_row/* COLUMNS */.cZ.id}" is missing`, transitlm_row/* COLUMNS */.cZ.id), 'missing-column');
        const counted = tally.add(verdict, evaluation.value);
        await finishRow(p.cells, counted.rounds, counted.reason);
    };
    /** The verdicts of a batch, or why it has none (a provider error for each of its rows). */
    const judge = async (judged) => {
        if (evaluator.kind === 'lines') {
            return judged.map((p) => judgeCase(linesCaseOf(p.payload.case, p.payload.output, options.compat), evaluator.index, evaluator.stations));
        }
        const first = judged[0].cells;
        const last = judged[judged.length - 1].cells;
        const rows = `rows ${first.row.row}–${last.row.row}${last.file === first.file ? '' : ` of ${last.file}`}`;
        if (health.open !== null)
            return { failure: health.open };
        const outcome = await evaluateBatch(judged.map((p) => caseJson(p.payload.case)), evaluator.options);
        if (outcome.failure !== null) {
            if (!ctx.signal.aborted) {
                diagnostics.add({
                    severity: 'warning',
                    code: 'batch-failed',
                    file: first.file,
                    line: first.row.line,
                    row: first.row.row,
                    message: `batch of ${judged.length} cases (${rows}) failed: ${outcome.failure}; its cases are provider errors, not scored`,
                });
            }
            health.failure(outcome.failure);
            return { failure: outcome.failure };
        }
        health.success();
        return judged.map((p, i) => {
            const v = outcome.verdicts[i];
            if (v.badResponse !== null) {
                diagnostics.add(at(p.cells, { severity: 'warning', code: 'bad-response', field: transitlm_row/* COLUMNS */.cZ.output, message: `evaluator answer: ${v.badResponse}; counted as unreachable` }));
            }
            // No stops are matched locally in remote mode, so plausibility passes (as in the reference).
            return { reachable: v.reachable, stationGrounding: v.stationGrounding, distancePlausibility: true, reason: v.reason };
        });
    };
    let queue = [];
    let queuedCases = 0;
    const flush = async () => {
        const judged = queue.filter((p) => p.payload !== null);
        const verdicts = judged.length > 0 ? await judge(judged) : [];
        let k = 0;
        for (const p of queue) {
            if (p.payload === null)
                await finishRow(p.cells, p.settled.rounds, p.settled.reason);
            else if ('failure' in verdicts)
                providerErrors += 1;
            else
                await settle(p, verdicts[k++]);
        }
        queue = [];
        queuedCases = 0;
    };
    const inputs = [];
    let failed = false;
    // A whole-input problem keeps the counts but makes the suite an error (docs/results.md).
    let unusable = false;
    try {
        for (const file of resolved.files) {
            const shown = (0,results_inputs/* displayPath */.Gt)(file);
            const reader = new csv/* DictCsvReader */.yk(file);
            let scored = 0;
            let rows = 0;
            for await (const batch of reader.rows()) {
                const header = reader.header;
                if (ctx.signal.aborted)
                    break;
                for (const row of batch) {
                    rows += 1;
                    const id = (0,csv/* cell */.Hn)(header, row, transitlm_row/* COLUMNS */.cZ.id) ?? `row-${row.row}`;
                    if (!(0,results_shard/* inShard */.Iw)(id, ctx.shard))
                        continue;
                    scored += 1;
                    total += 1;
                    const cells = new transitlm_row/* RowCells */.w9(header, row, shown, id, options.compat, ROUTE_SCHEMA);
                    if (row.oversized !== null) {
                        diagnostics.add(at(cells, { severity: 'warning', code: 'oversized-cell', field: header.names[row.oversized[0]] ?? null, message: 'a field is longer than 131072 characters; scored anyway (the reference aborts)' }));
                    }
                    const pending = { cells, settled: null, payload: null };
                    const output = cells.text(transitlm_row/* COLUMNS */.cZ.output);
                    if (output === undefined || output === '') {
                        noResponse += 1;
                        pending.settled = { rounds: NO_ROUNDS, reason: 'no response (generate_results is empty)' };
                    }
                    else {
                        const payload = buildPayload(cells);
                        if (payload.ok) {
                            pending.payload = { prompt: payload.prompt, output: payload.output, case: payload.case };
                            queuedCases += 1;
                        }
                        else {
                            const problem = payload.problem;
                            countError(cells, new python/* PyRaise */.O$(problem.code, problem.message, problem.field, problem.pointer), 'payload-error');
                            pending.settled = { rounds: NO_ROUNDS, reason: problem.message };
                        }
                    }
                    queue.push(pending);
                    if (queuedCases >= options.batchSize)
                        await flush();
                }
            }
            if (reader.bomStripped)
                diagnostics.add({ severity: 'warning', code: 'bom-stripped', file: shown, line: 1, message: 'a leading UTF-8 BOM was stripped (the reference would fail every row)' });
            if (reader.problem !== null) {
                diagnostics.add(readProblem(reader.problem, file, shown));
                failed = true;
                break;
            }
            const problems = wholeInputProblems(reader.header, rows, shown, (c) => (c === transitlm_row/* COLUMNS */.cZ.output ? 'every row is a no-response' : 'every row is an error'));
            problems.forEach((d) => diagnostics.add(d));
            if (problems.length > 0)
                unusable = true;
            inputs.push(await (0,results_inputs/* describeInput */.eG)(file, scored));
        }
        if (!failed && !ctx.signal.aborted)
            await flush();
    }
    finally {
        // A run stopped by its signal drops this suite: no items file of a half-scored input.
        if (ctx.signal.aborted)
            await items?.discard();
        else
            await items?.close();
    }
    if (failed || ctx.signal.aborted)
        return task_errorSuite(suite, diagnostics, inputs);
    inputs.push(...loaded.inputs);
    total -= providerErrors;
    const unmeasured = providerErrorProblem(providerErrors, total + providerErrors, policy, 'rows');
    if (unmeasured !== null) {
        diagnostics.add(unmeasured);
        unusable = true;
    }
    if (health.open !== null) {
        // The breaker stopped asking: whatever the allowed share, the suite was not measured.
        diagnostics.add({ code: 'provider-unavailable', message: health.open });
        unusable = true;
    }
    const summary = tally.finish(total);
    summary.warnings.forEach((w) => diagnostics.add(w));
    const result = {
        id: suite.id,
        benchmark: 'transitlm',
        task: 'general',
        status: unusable ? 'error' : 'ok',
        inputs,
        total,
        errors,
        counts: evaluator.kind === 'remote' ? { valid: tally.valid, no_response: noResponse, provider_errors: providerErrors } : { valid: tally.valid, no_response: noResponse },
        rounds: summary.rounds,
        metrics: summary.metrics,
        finalScore: summary.finalScore,
        details: { compat: options.compat, evaluator: options.evaluator.kind },
        diagnostics: diagnostics.finish(),
    };
    if (items !== null)
        result.itemsFile = items.relPath;
    return result;
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/render.ts

/** TransitLM-specific markdown: the key metrics in one table, and for diversity the best-match and route-count distributions. */
function metricCell(m, digits, percent = false) {
    if (m === undefined)
        return '–';
    if (m.passed !== undefined && m.input !== undefined)
        return `${pct(m.passed, m.input)} (${m.passed}/${m.input})`;
    return percent ? `${num(m.value, digits)} %` : num(m.value, digits);
}
const KEY_METRICS = [
    ['line_iou_mean', 'Line IoU (mean)', 4],
    ['station_iou_mean', 'Station IoU (mean)', 4],
    ['expert_score_mean', 'Expert score S (mean)', 2],
    ['label_expert_score_mean', 'Label expert score (mean)', 2],
    ['expert_score_deviation_pct', 'Expert score deviation', 2, true],
    ['distance_mape', 'Distance MAPE', 2, true],
    ['time_mape', 'Time MAPE', 2, true],
    ['fare_mape', 'Fare MAPE', 2, true],
    ['transfer_distance_accuracy', 'Transfer distance accurate', 2],
    ['label_preference_compliance', 'Label preference compliance', 2],
    ['preference_compliance_req2', 'Preference: fewer transfers (2)', 2],
    ['preference_compliance_req5', 'Preference: no subway (5)', 2],
    ['preference_compliance_req7', 'Preference: subway first (7)', 2],
    ['preference_compliance_req8', 'Preference: shorter time (8)', 2],
    ['route_diversity', 'Route diversity RD', 4],
    ['label_route_diversity', 'Label RD', 4],
    ['all_routes_reachable', 'All routes reachable', 2],
];
function renderTransitlm(suite) {
    const out = [];
    const details = suite.details ?? {};
    const compat = typeof details.compat === 'string' ? details.compat : 'reference';
    const stations = typeof details.stations === 'string' ? details.stations : null;
    out.push(`TransitLM task ${inlineCode(suite.task ?? '–')} · compat ${inlineCode(compat)}${stations !== null ? ` · stations ${inlineCode(stations)}` : ''}`);
    const rows = KEY_METRICS.filter(([id]) => suite.metrics[id] !== undefined).map(([id, label, digits, percent]) => [label, metricCell(suite.metrics[id], digits, percent === true)]);
    if (rows.length > 0)
        out.push(table(['Key metric', 'Value'], rows, ['l', 'r']));
    if (suite.task === 'diversity') {
        const bm = ['first', 'second', 'third'].map((k) => suite.metrics[`best_match_${k}`]?.value ?? 0);
        const hits = bm.reduce((a, b) => a + b, 0);
        out.push(table(['Best match taken from', 'IoU passes', 'Share'], ['first', 'second', 'third'].map((k, i) => [k, String(bm[i]), pct(bm[i], hits)]), ['l', 'r', 'r']));
        const reach = ['first', 'second', 'third'].map((k) => [k, metricCell(suite.metrics[`route_reachable_${k}`], 2), num(suite.metrics[`expert_score_${k}`]?.value, 2)]);
        out.push(table(['Output route', 'Reachable', 'Expert score (mean)'], reach, ['l', 'r', 'r']));
        const counts = [0, 1, 2, 3].map((n) => details[`rowsWithRoutes${n}`]);
        if (counts.every((c) => typeof c === 'number')) {
            out.push(table(['Output routes with lines', 'Rows'], counts.map((c, n) => [String(n), String(c)]), ['r', 'r']));
        }
    }
    return out.join('\n\n');
}

// EXTERNAL MODULE: ./src/core/threads.ts + 2 modules
var core_threads = __webpack_require__(2795);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/pool.ts
var transitlm_pool = __webpack_require__(5653);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/rows.ts + 2 modules
var rows = __webpack_require__(950);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/scorer.ts














function scorer_errorSuite(suite, diagnostics) {
    return { ...suite, status: 'error', total: 0, errors: 0, rounds: [], metrics: {}, finalScore: null, counts: undefined, diagnostics: diagnostics.finish() };
}
/** The station graph of a suite (and the file's hash), or null after adding the whole-file diagnostics. */
async function suiteStations(config, ctx, diagnostics, helper = null) {
    if (config.stations === undefined) {
        diagnostics.add({ code: 'usage', field: 'stations', message: `task ${config.task} needs a station file (config key "stations" / --stations)` });
        return null;
    }
    const file = await (0,results_inputs/* inputPath */.Mv)(ctx, config.stations);
    if (!file.ok) {
        diagnostics.add(file.diagnostic);
        return null;
    }
    const loaded = await (0,transitlm_stations/* stationGraphFor */._S)(ctx.cache, file.path, helper);
    if (!loaded.ok) {
        loaded.diagnostics.forEach((d) => diagnostics.add(d));
        return null;
    }
    loaded.warnings.forEach((d) => diagnostics.add(d));
    return { graph: loaded.graph, sha256: loaded.sha256 };
}
/** Inputs from this size up are scored on worker threads (below it, starting them costs more). */
const POOL_MIN_BYTES = 4 << 20;
function totalSize(files) {
    let sum = 0;
    for (const f of files) {
        try {
            sum += (0,external_node_fs_.statSync)(f).size;
        }
        catch {
            // the reader reports it
        }
    }
    return sum;
}
/** The row results of a file evaluated on this thread, in file order. */
async function* inlineRows(reader, env, scorer) {
    for await (const batch of reader.rows(transitlm_row/* JSON_COLUMNS */.bY)) {
        const header = reader.header;
        const results = [];
        for (const row of batch) {
            const r = (0,rows/* evaluateRow */.Wd)(header, row, env, scorer);
            results.push(r);
            if (r.abort !== null)
                break; // the reference stops here: later rows are never evaluated
        }
        yield results;
    }
}
/**
 * Scores the CSVs of a single/personalized/diversity suite as one stream of rows: shard filter,
 * row errors (one diagnostic each, the items file records them), file-level warnings, and the
 * whole-file conditions that make the suite `status: "error"`. Rows are evaluated on worker
 * threads for large inputs (BENCH_CHECK_THREADS overrides how many) and always counted here, in
 * file order.
 */
async function scoreRows(config, ctx, task) {
    const suite = emptySuite({ ...config, benchmark: 'transitlm' });
    const diagnostics = new core_diagnostics/* Diagnostics */.rE();
    const compat = compatOf(config);
    const resolved = await resolveInputs(config.input, ctx);
    if (!('files' in resolved)) {
        diagnostics.add('refused' in resolved ? resolved.refused : { code: 'usage', field: 'input', message: resolved.error });
        return scorer_errorSuite(suite, diagnostics);
    }
    const setting = (0,core_threads/* workerThreads */.kp)(ctx.env);
    if (setting.warning !== null)
        diagnostics.add({ severity: 'warning', code: 'usage', message: setting.warning });
    const threads = setting.requested || totalSize(resolved.files) >= POOL_MIN_BYTES ? setting.count : 0;
    const pool = threads > 0 ? new transitlm_pool/* RowPool */.V(threads, { task, compat, shard: ctx.shard }) : null;
    // With workers, one of them hashes the inputs (the main thread splits and counts), starting
    // while the station file is still being read.
    const hashes = new Map(pool === null ? [] : resolved.files.map((f) => [f, pool.sha256(f)]));
    const stations = await suiteStations(config, ctx, diagnostics, pool);
    if (stations === null) {
        await pool?.close();
        return scorer_errorSuite(suite, diagnostics);
    }
    const { graph } = stations;
    const scorer = (0,rows/* taskScorer */.k$)(task, graph);
    pool?.useGraph(graph.tables, scorer);
    const items = openItemsWriter(ctx.outDir, config.id);
    const inputs = [];
    let total = 0;
    let errors = 0;
    let failed = false;
    // A whole-input problem keeps the reference-compatible counts but makes the suite an error.
    let unusable = false;
    try {
        for (const file of resolved.files) {
            const shown = (0,results_inputs/* displayPath */.Gt)(file);
            // Small reads on this thread: a batch of rows then dies young instead of being promoted to
            // the old generation. A worker gets one read per batch.
            const reader = new csv/* DictCsvReader */.yk(file, { chunkSize: pool === null ? 1 << 14 : 1 << 17, sha256: pool === null });
            const sha256 = hashes.get(file) ?? null;
            const env = { file: shown, compat, shard: ctx.shard };
            const source = pool === null ? inlineRows(reader, env, scorer) : pool.rows(reader, env);
            let scored = 0;
            let rows = 0;
            for await (const batch of source) {
                for (const r of batch) {
                    const at = { file: shown, line: r.line, row: r.row, item: r.item };
                    if (r.abort !== null) {
                        diagnostics.add({ code: 'invalid-req-type', ...at, field: transitlm_row/* COLUMNS */.cZ.reqType, message: r.abort });
                        failed = true;
                        break;
                    }
                    rows += 1;
                    if (!r.inShard)
                        continue;
                    scored += 1;
                    total += 1;
                    if (r.oversized !== false)
                        diagnostics.add({ severity: 'warning', code: 'oversized-cell', ...at, field: r.oversized.field, message: `a field is longer than ${csv/* FIELD_SIZE_LIMIT */.dy} characters; scored anyway (the reference aborts)` });
                    let verdict;
                    if (r.error === null)
                        verdict = scorer.tally(r.outcome);
                    else {
                        errors += 1;
                        verdict = scorer.errorRow(r.error);
                        if (r.error.code !== 'missing-column')
                            diagnostics.add({ ...at, ...r.error });
                    }
                    for (const note of r.notes)
                        diagnostics.add(note);
                    if (items !== null) {
                        const written = items.write(r.item, verdict.rounds, verdict.reason, r.line);
                        if (written !== r.item)
                            diagnostics.add({ severity: 'warning', code: 'duplicate-id', ...at, item: written, message: `index_id ${JSON.stringify(r.item)} repeats: recorded as ${JSON.stringify(written)}` });
                    }
                }
                await items?.drain();
                if (failed)
                    break;
            }
            if (reader.bomStripped)
                diagnostics.add({ severity: 'warning', code: 'bom-stripped', file: shown, line: 1, message: 'a leading UTF-8 BOM was stripped (the reference would fail every row)' });
            if (reader.problem !== null) {
                diagnostics.add(readProblem(reader.problem, file, shown));
                failed = true;
            }
            if (failed)
                break;
            const problems = wholeInputProblems(reader.header, rows, shown, () => 'every row is an error');
            problems.forEach((d) => diagnostics.add(d));
            if (problems.length > 0)
                unusable = true;
            inputs.push(await (0,results_inputs/* describeInput */.eG)(file, scored, sha256 === null ? reader.sha256 : await sha256));
        }
    }
    finally {
        await items?.close();
        await pool?.close();
    }
    const stationsFile = external_node_path_default().resolve(ctx.baseDir, config.stations);
    if (failed)
        return scorer_errorSuite({ ...suite, inputs }, diagnostics);
    inputs.push(await (0,results_inputs/* describeInput */.eG)(stationsFile, null, await stations.sha256));
    const summary = scorer.finish(total);
    summary.warnings.forEach((w) => diagnostics.add(w));
    const out = {
        ...suite,
        status: unusable ? 'error' : 'ok',
        inputs,
        total,
        errors,
        rounds: summary.rounds,
        metrics: summary.metrics,
        finalScore: summary.finalScore,
        details: { compat, stations: (0,results_inputs/* displayPath */.Gt)(stationsFile), ...summary.details },
        diagnostics: diagnostics.finish(),
    };
    if (Object.keys(summary.counts).length > 0)
        out.counts = summary.counts;
    if (items !== null)
        out.itemsFile = items.relPath;
    return out;
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/index.ts







/** TransitLM (HotTricker/TransitLM at 4151aff): single, personalized, diversity, general. */
async function transitlm_score(config, ctx) {
    const c = config;
    switch (c.task) {
        case 'single':
        case 'personalized':
        case 'diversity':
            return scoreRows(c, ctx, c.task);
        case 'general':
            return scoreGeneral(c, ctx);
        default: {
            const diagnostics = new core_diagnostics/* Diagnostics */.rE();
            diagnostics.add({ code: 'usage', field: 'task', message: `unknown task ${JSON.stringify(c.task)}: expected ${TASKS.join(', ')}` });
            return { ...emptySuite({ ...c, benchmark: 'transitlm' }, 'error'), diagnostics: diagnostics.finish() };
        }
    }
}
/** Recomputes finalScore from merged counts (never averaged): accuracy passes, or rows passing accuracy and preference. */
function finalScoreOf(suite) {
    const passed = suite.task === 'personalized' ? (suite.counts?.final_passed ?? 0) : (suite.rounds.find((r) => r.id === 'accuracy')?.passed ?? 0);
    return (0,tally/* finalScore */.hx)(passed, suite.total);
}
function toSuiteConfig(flags) {
    const usage = (message) => ({ error: (0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message }) });
    const task = flags.task;
    if (task === undefined || !TASKS.includes(task))
        return usage(`score transitlm needs --task ${TASKS.join('|')}`);
    const input = flags.input;
    if (input === undefined || (Array.isArray(input) && input.length === 0))
        return usage('score transitlm needs --input FILE.csv');
    if (task !== 'general' && flags.stations === undefined)
        return usage(`score transitlm --task ${task} needs --stations station_info.csv`);
    const suite = { id: `transitlm-${task}`, benchmark: 'transitlm', task, input: Array.isArray(input) && input.length === 1 ? input[0] : input };
    const keys = ['stations', 'lines', 'apiUrl', 'batchSize', 'timeoutS', 'retries', 'compat', 'maxProviderErrorRate', 'maxConsecutiveProviderFailures'];
    for (const k of keys)
        if (flags[k] !== undefined)
            suite[k] = flags[k];
    return { suite };
}
const transitlmBenchmark = {
    id: 'transitlm',
    title: 'TransitLM',
    suiteSchemaId: 'transitlm-suite',
    splittable: true,
    scorerVersion: 1,
    transportKeys: ['apiUrl', 'batchSize', 'timeoutS', 'retries', 'maxProviderErrorRate', 'maxConsecutiveProviderFailures'],
    // General mode without a line file asks the remote route evaluator (apiUrl or TRANSIT_LM_API).
    isLive: (suite) => suite.task === 'general' && suite.lines === undefined,
    cli: {
        describe: 'Score TransitLM route-planning outputs with the official funnel (reachability → grounding → IoU → accuracy)',
        examples: [
            ['$0 score transitlm --task single --input b1.csv --stations station_info.csv --out results.json', 'single-route benchmark'],
            ['$0 score transitlm --task diversity --input "runs/*.csv" --stations station_info.csv --compat corrected', 'several CSVs as one suite, corrected units'],
            ['$0 score transitlm --task general --input g.csv --api-url http://127.0.0.1:8080', 'general LLM with a remote route evaluator'],
        ],
        flags: {
            task: { type: 'string', describe: 'Benchmark task', choices: TASKS },
            input: { type: 'string', array: true, describe: 'Evaluation CSV(s): paths or globs, scored as one suite in order' },
            stations: { type: 'string', describe: 'station_info.csv (stop_id, coord_x, coord_y, next_hop_stations)' },
            lines: { type: 'string', describe: 'general: line_info.csv for the offline matcher (instead of --api-url)' },
            'api-url': { type: 'string', describe: 'general: base URL of the remote route evaluator (default: $TRANSIT_LM_API)' },
            'batch-size': { type: 'number', describe: 'general: cases per evaluator request', default: 50 },
            'timeout-s': { type: 'number', describe: 'general: seconds per evaluator request', default: 60 },
            retries: { type: 'number', describe: 'general: retries on HTTP 429/5xx (waits 1, 2, 4 s)', default: 3 },
            compat: { type: 'string', describe: 'reference: identical to the official scripts; corrected: fix their unit misreadings', choices: ['reference', 'corrected'], default: 'reference' },
            'max-provider-error-rate': { type: 'number', describe: 'general, remote: share of rows whose batch may fail (no verdict after retries) while the suite stays ok (default 0)' },
            'max-consecutive-provider-failures': { type: 'number', describe: 'general, remote: failed batches in a row after which no more are sent; the suite is an error (default 10)' },
        },
        toSuiteConfig,
    },
    score: transitlm_score,
    finalScoreOf,
    render: renderTransitlm,
};

;// CONCATENATED MODULE: ./src/benchmarks/registry.ts



/** Every benchmark the tool knows. The only place that names them. */
const BENCHMARKS = [hurricaneBenchmark, floodBenchmark, transitlmBenchmark];
function findBenchmark(id) {
    return BENCHMARKS.find((b) => b.id === id);
}

;// CONCATENATED MODULE: ./src/results/merge.ts
// Shard merge (results.md "Shards"): a complete set of shard documents → the document an
// unsharded run gives (equal after removing run.createdAt and run.shard).


function sumRounds(parts) {
    const merged = [];
    for (const rounds of parts) {
        for (const r of rounds) {
            const into = merged.find((m) => m.id === r.id);
            if (into) {
                into.input += r.input;
                into.passed += r.passed;
            }
            else
                merged.push({ ...r });
        }
    }
    return merged;
}
function sumSeries(parts) {
    if (parts.every((p) => p === undefined))
        return undefined;
    const merged = [];
    for (const series of parts) {
        for (const e of series ?? []) {
            const into = merged.find((m) => m.key === e.key && m.at === e.at);
            if (into)
                into.rounds = sumRounds([into.rounds, e.rounds]);
            else
                merged.push({ ...e, rounds: e.rounds.map((r) => ({ ...r })) });
        }
    }
    return merged;
}
/** Rates from passed/input, means from sum/count, integer counts summed; anything else cannot be merged. */
function mergeMetric(parts) {
    const merged = combineMetric(parts);
    if (typeof merged === 'string')
        return merged;
    // Keep the scorer's key order so the merged document is byte-identical to an unsharded one.
    const ordered = {};
    for (const key of Object.keys(parts[0]))
        if (key in merged)
            ordered[key] = merged[key];
    return ordered;
}
function combineMetric(parts) {
    const first = parts[0];
    const base = { value: null, direction: first.direction };
    if (first.unit !== undefined)
        base.unit = first.unit;
    if (parts.every((m) => m.passed !== undefined && m.input !== undefined)) {
        const passed = parts.reduce((a, m) => a + m.passed, 0);
        const input = parts.reduce((a, m) => a + m.input, 0);
        return { ...base, value: input > 0 ? passed / input : null, passed, input };
    }
    if (parts.every((m) => m.sum !== undefined && m.count !== undefined)) {
        const sum = parts.reduce((a, m) => a + m.sum, 0);
        const count = parts.reduce((a, m) => a + m.count, 0);
        return { ...base, value: count > 0 && Number.isFinite(sum / count) ? sum / count : null, sum, count };
    }
    if (parts.every((m) => m.value !== null && Number.isInteger(m.value))) {
        return { ...base, value: parts.reduce((a, m) => a + m.value, 0) };
    }
    return 'it carries neither passed/input, sum/count nor an integer count';
}
function mergeInputs(parts) {
    const merged = [];
    for (const inputs of parts) {
        for (const i of inputs) {
            const into = merged.find((m) => m.path === i.path && m.sha256 === i.sha256);
            if (!into)
                merged.push({ ...i });
            else if (into.items !== null && i.items !== null)
                into.items += i.items;
        }
    }
    return merged;
}
/**
 * `details` of a splittable suite: numbers are counts and are summed, objects merge key by key,
 * anything else must be the same in every shard (else null and a problem).
 */
function mergeDetails(parts, where, problems) {
    const first = parts[0];
    if (parts.every((p) => typeof p === 'number'))
        return parts.reduce((a, b) => a + b, 0);
    if (parts.every((p) => p !== null && typeof p === 'object' && !Array.isArray(p))) {
        const keys = [...new Set(parts.flatMap((p) => Object.keys(p)))];
        return Object.fromEntries(keys.map((k) => [k, mergeDetails(parts.map((p) => p[k] ?? 0), `${where}.${k}`, problems)]));
    }
    if (parts.every((p) => JSON.stringify(p) === JSON.stringify(first)))
        return first;
    problems.push(`${where} differs between shards and cannot be merged`);
    return null;
}
function mergeDiagnostics(parts, extra) {
    const collector = new core_diagnostics/* Diagnostics */.rE();
    for (const d of [...parts.flat(), ...extra]) {
        const truncated = d.code === 'truncated' ? /^(\d+) more/.exec(d.message) : null;
        if (truncated)
            collector.addDropped(Number(truncated[1]));
        else
            collector.add(d);
    }
    return collector.finish();
}
function mergeSuite(parts, problems) {
    const active = parts.filter((p) => p.status !== 'skipped');
    const first = parts[0];
    if (active.length === 0)
        return { ...first };
    const benchmark = findBenchmark(first.benchmark);
    if (!benchmark?.splittable) {
        if (active.length > 1)
            problems.push(`suite "${first.id}" cannot be split but was scored in ${active.length} shards`);
        return { ...active[0] };
    }
    const extra = [];
    const metrics = {};
    for (const name of Object.keys(active[0].metrics)) {
        const merged = mergeMetric(active.map((p) => p.metrics[name]).filter((m) => m !== undefined));
        if (typeof merged === 'string') {
            metrics[name] = { value: null, direction: active[0].metrics[name].direction };
            extra.push((0,core_diagnostics/* diagnostic */.YK)({ severity: 'warning', code: 'unmergeable-metric', message: `metric ${name} cannot be merged across shards: ${merged}` }));
        }
        else
            metrics[name] = merged;
    }
    const counts = active.some((p) => p.counts) ? active.reduce((acc, p) => {
        for (const [k, v] of Object.entries(p.counts ?? {}))
            acc[k] = (acc[k] ?? 0) + v;
        return acc;
    }, {}) : undefined;
    const suite = {
        ...first,
        status: active.some((p) => p.status === 'error') ? 'error' : 'ok',
        inputs: mergeInputs(active.map((p) => p.inputs)),
        total: active.reduce((a, p) => a + p.total, 0),
        errors: active.reduce((a, p) => a + p.errors, 0),
        rounds: sumRounds(active.map((p) => p.rounds)),
        metrics,
        finalScore: null,
        diagnostics: mergeDiagnostics(active.map((p) => p.diagnostics), extra),
    };
    if (counts)
        suite.counts = counts;
    if (first.details !== undefined)
        suite.details = mergeDetails(active.map((p) => p.details ?? {}), `suite "${first.id}" details`, problems);
    const series = sumSeries(active.map((p) => p.series));
    if (series)
        suite.series = series;
    else
        delete suite.series;
    if (benchmark.finalScoreOf)
        suite.finalScore = benchmark.finalScoreOf(suite);
    else
        problems.push(`benchmark "${first.benchmark}" cannot recompute finalScore after a merge`);
    return suite;
}
/**
 * Check the set is complete and consistent (each index 1..n once, same n, config hash and tool
 * version, same suites) and merge it. Item-id disjointness is checked by the caller, which reads
 * the items files.
 */
function mergeShards(docs) {
    const problems = [];
    if (docs.length === 0)
        return { ok: false, problems: ['no shard documents given'] };
    const n = docs[0].run.shard?.total;
    if (n === undefined)
        return { ok: false, problems: ['the first document is not a shard (run.shard is null)'] };
    const seen = new Set();
    for (const [i, doc] of docs.entries()) {
        const shard = doc.run.shard;
        if (shard === null)
            problems.push(`document ${i + 1} is not a shard`);
        else if (shard.total !== n)
            problems.push(`document ${i + 1} is shard ${shard.index}/${shard.total}, expected n = ${n}`);
        else if (seen.has(shard.index))
            problems.push(`shard ${shard.index}/${n} given twice`);
        else
            seen.add(shard.index);
        if (doc.run.configHash !== docs[0].run.configHash)
            problems.push(`document ${i + 1} has another config hash`);
        if (doc.tool.version !== docs[0].tool.version)
            problems.push(`document ${i + 1} was written by bench-check ${doc.tool.version}, not ${docs[0].tool.version}`);
        if (doc.suites.map((s) => s.id).join('\n') !== docs[0].suites.map((s) => s.id).join('\n'))
            problems.push(`document ${i + 1} has other suites`);
    }
    for (let i = 1; i <= n; i++)
        if (!seen.has(i) && docs.every((d) => d.run.shard !== null))
            problems.push(`shard ${i}/${n} is missing`);
    if (problems.length > 0)
        return { ok: false, problems };
    const ordered = [...docs].sort((a, b) => a.run.shard.index - b.run.shard.index);
    const suites = ordered[0].suites.map((_, k) => mergeSuite(ordered.map((d) => d.suites[k]), problems));
    if (problems.length > 0)
        return { ok: false, problems };
    const head = ordered[0];
    return { ok: true, doc: { ...head, run: { ...head.run, shard: null }, verdict: null, suites } };
}

// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/results/document.ts




/** createdAt: SOURCE_DATE_EPOCH when set (reproducible builds convention), else now, to the second. */
function createdAt(env) {
    const epoch = env.SOURCE_DATE_EPOCH;
    const ms = epoch !== undefined && /^\d+$/.test(epoch.trim()) ? Number(epoch.trim()) * 1000 : Date.now();
    return new Date(ms - (ms % 1000)).toISOString().replace('.000Z', 'Z');
}
/** GITHUB_SHA, else `git rev-parse HEAD` in cwd, else null. */
function currentCommit(env, cwd) {
    if (env.GITHUB_SHA)
        return env.GITHUB_SHA;
    try {
        return (0,external_node_child_process_.execFileSync)('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
    }
    catch {
        return null;
    }
}
/**
 * A results document. `incomplete`: the run did not finish (yet): the suites not done and, once
 * it has stopped, why (results.md "Nothing computed is lost").
 */
function createDocument(suites, opts) {
    const run = { createdAt: createdAt(opts.env), commit: currentCommit(opts.env, opts.cwd), configHash: opts.configHash, shard: opts.shard };
    if (opts.incomplete) {
        run.incomplete = true;
        run.pending = opts.incomplete.pending;
        if (opts.incomplete.stopReason !== null)
            run.stopReason = opts.incomplete.stopReason;
    }
    return { schemaVersion: 1, tool: { name: TOOL_NAME, version: TOOL_VERSION }, run, verdict: null, suites };
}
/** The document as written: 2-space JSON plus a newline. Refuses (as a bug) anything off-schema. */
function serializeDocument(doc) {
    const problems = (0,registry/* validateValue */.q0)('results', doc);
    if (problems.length > 0) {
        throw new Error(`internal error: results document does not match its schema: ${problems.slice(0, 5).map((p) => `${p.pointer} ${p.message}`).join('; ')}`);
    }
    return `${JSON.stringify(doc, null, 2)}\n`;
}
/** Writes the document atomically (a temporary file renamed into place). */
async function writeDocument(doc, file) {
    await writeFileAtomic(file, serializeDocument(doc));
}

;// CONCATENATED MODULE: ./src/results/side-files.ts
// A per-item file named by a results document (`suite.itemsFile`). In the report job the document
// comes from a pull request's artifact, so the name is hostile: it may only name a regular file
// inside the document's folder, of a bounded size (gate.md "Threat model").


/** Items files larger than this are not read (100 000 TransitLM rows take ≈ 15 MB). */
const MAX_SIDE_FILE_BYTES = 256 * 1024 * 1024;
function inside(dir, file) {
    const rel = external_node_path_default().relative(dir, file);
    return rel !== '' && !rel.startsWith('..') && !external_node_path_default().isAbsolute(rel);
}
/**
 * The absolute path of `name` in `dir`, or why it is not used: it must be a relative path without
 * `..` or backslashes, resolve (symbolic links followed) inside `dir`, be a regular file and be at
 * most `maxBytes` long. `missing` tells a file that is simply absent from a refused one.
 */
async function sideFile(dir, name, maxBytes = MAX_SIDE_FILE_BYTES) {
    if (typeof name !== 'string' || name === '')
        return { ok: false, missing: false, reason: 'is not a file name' };
    if (external_node_path_default().isAbsolute(name) || /^[A-Za-z]:/.test(name) || name.includes('\\'))
        return { ok: false, missing: false, reason: 'must be a relative path (no drive, no backslash)' };
    if (name.split('/').includes('..'))
        return { ok: false, missing: false, reason: 'must not contain ".."' };
    const file = external_node_path_default().resolve(dir, name);
    let real;
    try {
        await (0,promises_.lstat)(file);
        real = await (0,promises_.realpath)(file);
    }
    catch {
        return { ok: false, missing: true, reason: 'does not exist' };
    }
    const realDir = await (0,promises_.realpath)(dir).catch(() => external_node_path_default().resolve(dir));
    if (!inside(realDir, real))
        return { ok: false, missing: false, reason: 'leads outside the results folder' };
    const info = await (0,promises_.stat)(real);
    if (!info.isFile())
        return { ok: false, missing: false, reason: 'is not a regular file' };
    if (info.size > maxBytes)
        return { ok: false, missing: false, reason: `is larger than ${maxBytes} bytes` };
    return { ok: true, path: real };
}

;// CONCATENATED MODULE: ./src/report/items.ts


/** The round an item first failed (in the suite's round order), or null if it failed none. */
function firstFailedRound(item, rounds) {
    for (const r of rounds)
        if (item[r.id] === false)
            return r.id;
    return null;
}
/**
 * The first `limit` failing items of a suite's items file, streamed (items files can hold
 * hundreds of thousands of rows); also counts all failing items.
 */
async function failingItems(suite, resultsDir, limit) {
    if (resultsDir === null || suite.itemsFile === undefined)
        return { items: [], failing: 0 };
    const named = await sideFile(resultsDir, suite.itemsFile);
    if (!named.ok)
        return { items: [], failing: 0 };
    const file = named.path;
    const items = [];
    let failing = 0;
    for await (const line of readLines(file)) {
        if (line.trim() === '')
            continue;
        let record;
        try {
            record = JSON.parse(line);
        }
        catch {
            continue;
        }
        const round = firstFailedRound(record, suite.rounds);
        if (round === null)
            continue;
        failing += 1;
        if (items.length < limit)
            items.push({ id: String(record.id), round, reason: typeof record.reason === 'string' ? record.reason : null });
    }
    return { items, failing };
}

;// CONCATENATED MODULE: ./src/report/render.ts
// The results report (no baseline): used for `score`/`run` markdown output and the job summary.
// Everything comes from the results document and the items files it names. Every string of the
// document is treated as untrusted (a fork's artifact can be rendered), so none goes in raw.




/** The value with its unit; `unitText` renders the (untrusted) unit for the target format. */
function metricValue(m, unitText = (u) => u) {
    if (m.value === null)
        return '–';
    const countLike = Number.isInteger(m.value) && m.unit === undefined && m.passed === undefined && m.sum === undefined;
    const digits = countLike || Math.abs(m.value) >= 1000 ? 0 : Math.abs(m.value) < 1 && m.value !== 0 ? 4 : 2;
    return `${num(m.value, digits)}${m.unit === '%' ? ' %' : m.unit ? ` ${unitText(m.unit)}` : ''}`;
}
function metricBasis(m) {
    if (m.passed !== undefined && m.input !== undefined)
        return `${m.passed} / ${m.input}`;
    if (m.count !== undefined)
        return `n = ${m.count}`;
    return '';
}
/** "Title · task"; `text` renders the document's (untrusted) strings for the target format. */
function suiteTitle(suite, text = (s) => s) {
    const benchmark = findBenchmark(suite.benchmark);
    return `${benchmark?.title ?? text(suite.benchmark)}${suite.task ? ` · ${text(suite.task)}` : ''}`;
}
const markdownText = (s) => plainText(s, 60);
function roundsTable(suite) {
    return table(['round', 'input', 'passed', 'pass rate', 'survival'], suite.rounds.map((r) => [plainText(r.label ?? r.id, 60), String(r.input), String(r.passed), pct(r.passed, r.input), pct(r.passed, suite.total)]), ['l', 'r', 'r', 'r', 'r']);
}
function funnelChart(suite) {
    if (suite.rounds.length === 0)
        return '';
    return xyChart({
        title: `${suite.id}: items surviving each round`,
        xLabels: ['items', ...suite.rounds.map((r) => r.id)],
        yLabel: 'items',
        bars: [[suite.total, ...suite.rounds.map((r) => r.passed)]],
    });
}
function metricsTable(suite) {
    const names = Object.keys(suite.metrics);
    if (names.length === 0)
        return '';
    return table(['metric', 'value', 'basis', 'better'], names.map((name) => {
        const m = suite.metrics[name];
        return [inlineCode(name, 60), metricValue(m, (unit) => plainText(unit, 20)), metricBasis(m), m.direction === 'none' ? '' : plainText(m.direction, 10)];
    }), ['l', 'r', 'r', 'l']);
}
function diagnosticsList(suite, max) {
    const shown = suite.diagnostics.filter((d) => d.severity !== 'info' || d.code === 'truncated').slice(0, max);
    if (shown.length === 0)
        return '';
    const left = suite.diagnostics.length - shown.length;
    const rows = shown.map((d) => [plainText(d.severity, 10), inlineCode(d.code, 40), inlineCode((0,core_diagnostics/* formatDiagnostic */.xy)({ ...d, message: '' }).replace(/: $/, ''), 80), inlineCode(d.message, 200)]);
    return `${table(['severity', 'code', 'where', 'message'], rows)}${left > 0 ? `\n\n…and ${left} more in results.json.` : ''}`;
}
async function suiteSection(suite, opts) {
    const parts = [`### ${inlineCode(suite.id, 60)} — ${suiteTitle(suite, markdownText)}`];
    if (suite.status === 'skipped')
        return `${parts[0]}\n\nSkipped in this shard.`;
    const score = suite.finalScore === null ? '–' : num(suite.finalScore);
    parts.push(`**Status:** ${plainText(suite.status, 10)} · **items:** ${suite.total} · **errors:** ${suite.errors} · **final score:** ${score}`);
    if (suite.rounds.length > 0)
        parts.push(roundsTable(suite), funnelChart(suite));
    const metrics = metricsTable(suite);
    if (metrics)
        parts.push(metrics);
    const extra = findBenchmark(suite.benchmark)?.render?.(suite);
    if (extra)
        parts.push(extra);
    const worst = await failingItems(suite, opts.resultsDir, opts.worstItems ?? 10);
    if (worst.items.length > 0) {
        parts.push(`**First failing items** (${worst.items.length} of ${worst.failing}):\n\n${table(['item', 'failed round', 'reason'], worst.items.map((i) => [inlineCode(i.id, 60), inlineCode(i.round, 40), i.reason === null ? '' : inlineCode(i.reason, 160)]))}`);
    }
    const diags = diagnosticsList(suite, opts.maxDiagnostics ?? 10);
    if (diags)
        parts.push(`**Diagnostics:**\n\n${diags}`);
    return parts.join('\n\n');
}
function summaryTable(doc) {
    return table(['suite', 'benchmark', 'status', 'items', 'errors', 'final score'], doc.suites.map((s) => [inlineCode(s.id, 60), suiteTitle(s, markdownText), plainText(s.status, 10), String(s.total), String(s.errors), s.finalScore === null ? '–' : num(s.finalScore)]), ['l', 'l', 'l', 'r', 'r', 'r']);
}
/** Mean of the suites' non-null final scores (results.md: the action's `final-score`). */
function overallScore(doc) {
    const scores = doc.suites.map((s) => s.finalScore).filter((s) => s !== null);
    return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}
function scoredSuites(doc) {
    const n = doc.suites.filter((s) => s.finalScore !== null).length;
    return `${n} suite${n === 1 ? '' : 's'}`;
}
async function renderReport(doc, opts) {
    const overall = overallScore(doc);
    const head = [`## bench-check results`, `**Final score:** ${overall === null ? '–' : num(overall)} (mean of ${scoredSuites(doc)})${doc.verdict ? ` · **verdict:** ${plainText(doc.verdict, 20)}` : ''}`, summaryTable(doc)];
    const sections = [];
    for (const suite of doc.suites)
        sections.push(await suiteSection(suite, opts));
    return `${[...head, ...sections].join('\n\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/text.ts
// Plain-text report for terminals: aligned columns, no markdown. Untrusted text has control
// characters (terminal escape sequences) replaced.



function terminalSafe(text, max = 200) {
    const flat = String(text).replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => (c === '\n' ? '⏎' : '�'));
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
function columns(rows, rightAligned) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
    return rows.map((r) => r.map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd());
}
function suiteText(suite, maxDiagnostics) {
    const out = [`${terminalSafe(suite.id, 60)} — ${suiteTitle(suite, (s) => terminalSafe(s, 60))} [${terminalSafe(suite.status, 10)}]`];
    if (suite.status === 'skipped')
        return [...out, '  skipped in this shard'];
    out.push(`  items ${suite.total}, errors ${suite.errors}, final score ${suite.finalScore === null ? '–' : num(suite.finalScore)}`);
    if (suite.rounds.length > 0) {
        const rows = [['round', 'input', 'passed', 'rate', 'survival'], ...suite.rounds.map((r) => [terminalSafe(r.id, 40), String(r.input), String(r.passed), pct(r.passed, r.input), pct(r.passed, suite.total)])];
        out.push(...columns(rows, new Set([1, 2, 3, 4])).map((l) => `  ${l}`));
    }
    const metrics = Object.entries(suite.metrics);
    if (metrics.length > 0) {
        const rows = [['metric', 'value', 'basis'], ...metrics.map(([name, m]) => [terminalSafe(name, 60), metricValue(m, (u) => terminalSafe(u, 20)), metricBasis(m)])];
        out.push(...columns(rows, new Set([1, 2])).map((l) => `  ${l}`));
    }
    const diags = suite.diagnostics.filter((d) => d.severity !== 'info');
    for (const d of diags.slice(0, maxDiagnostics))
        out.push(`  ${d.severity}: ${terminalSafe((0,core_diagnostics/* formatDiagnostic */.xy)(d))}`);
    if (diags.length > maxDiagnostics)
        out.push(`  … ${diags.length - maxDiagnostics} more diagnostics in the results document`);
    return out;
}
function renderText(doc, maxDiagnostics = 5) {
    const overall = overallScore(doc);
    const lines = [`bench-check ${terminalSafe(doc.tool.version, 20)} — final score ${overall === null ? '–' : num(overall)}${doc.verdict ? `, verdict ${terminalSafe(doc.verdict, 20)}` : ''}`];
    for (const suite of doc.suites)
        lines.push('', ...suiteText(suite, maxDiagnostics));
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/cli/output.ts







/** Flags shared by `score` and `run` (results.md "Common flags"). */
const OUTPUT_FLAGS = {
    out: { type: 'string', describe: 'Write the results document here (per-item files go next to it)' },
    markdown: { type: 'string', describe: 'Write the markdown report (the PR comment body) here' },
    shard: { type: 'string', describe: 'Score only shard i of n (1-based), e.g. 2/8; merge the parts with `merge`' },
};
/** Input that stops a command before anything is scored or compared: each error on stderr, exit code 2. */
/** A usage problem: one `error:` line, exit code 2. */
function usageError(message) {
    process.stderr.write(`error: ${message}\n`);
    return 2;
}
/** `--shard i/n` → the shard, null when absent, or a usage message. */
function shardArg(text) {
    if (text === undefined)
        return { shard: null };
    const shard = (0,results_shard/* parseShard */.uK)(text);
    return shard === null ? { error: `--shard must look like i/n with 1 ≤ i ≤ n, got "${text}"` } : { shard };
}
function inputErrors(diagnostics) {
    for (const d of diagnostics)
        process.stderr.write(`error: ${(0,core_diagnostics/* formatDiagnostic */.xy)(d)}\n`);
    return 2;
}
/** Write a text output (the markdown report), creating its directory; atomically. */
async function writeTextFile(file, text) {
    await writeFileAtomic(file, text);
}
/** Errors and warnings of every suite, one located line each, to stderr. */
function reportDiagnostics(doc, log) {
    for (const suite of doc.suites) {
        for (const d of suite.diagnostics) {
            const line = `${suite.id}: ${terminalSafe((0,core_diagnostics/* formatDiagnostic */.xy)(d), 400)}`;
            if (d.severity === 'error' && suite.status === 'error')
                process.stderr.write(`error: ${line}\n`);
            else if (d.severity !== 'info')
                log.info(`${d.severity}: ${line}`);
        }
    }
}
/**
 * Write what was asked for: the document (--out), the markdown report (--markdown), and on
 * stdout the --format view when neither file was asked for (or always with --format given).
 */
async function emitResults(doc, args, cwd, log) {
    const outFile = args.out !== undefined ? external_node_path_default().resolve(cwd, args.out) : null;
    const resultsDir = outFile === null ? null : external_node_path_default().dirname(outFile);
    if (outFile !== null) {
        await writeDocument(doc, outFile);
        log.info(`results written to ${args.out}`);
    }
    if (args.markdown !== undefined) {
        await writeTextFile(external_node_path_default().resolve(cwd, args.markdown), await renderReport(doc, { resultsDir }));
        log.info(`markdown report written to ${args.markdown}`);
    }
    const format = args.format ?? (outFile === null && args.markdown === undefined ? 'text' : undefined);
    if (format === 'json')
        process.stdout.write(serializeDocument(doc));
    else if (format === 'markdown')
        process.stdout.write(await renderReport(doc, { resultsDir }));
    else if (format === 'text')
        process.stdout.write(renderText(doc));
    else if (!args.quiet)
        process.stderr.write(renderText(doc));
}
/** 2 when any suite failed as a whole (bad input) or the run did not finish, else 0. */
function inputExitCode(doc) {
    return doc.run.incomplete === true || doc.suites.some((s) => s.status === 'error') ? 2 : 0;
}
/** A usage message when --deadline-minutes is not a number > 0, else null. */
function deadlineArg(minutes) {
    return minutes === undefined || (typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0) ? null : `--deadline-minutes must be a number > 0, got ${String(minutes)}`;
}
const DEADLINE_FLAG = {
    type: 'number',
    describe: 'Stop the run after this many minutes (results kept, marked incomplete, exit 2). Default: 60 when a suite asks a live provider, else none',
};
/**
 * A run stopped by a signal or its deadline: the suites done are written with `run.incomplete`
 * (verdict error, never gated), the cause is said, exit 2.
 */
async function stoppedRun(doc, args, cwd, log) {
    const stopped = { ...doc, verdict: 'error' };
    reportDiagnostics(stopped, log);
    await emitResults(stopped, args, cwd, log);
    const pending = stopped.run.pending ?? [];
    process.stderr.write(`error: ${stopped.run.stopReason ?? 'the run stopped'}: ${stopped.suites.length} suite(s) scored and kept, not scored: ${pending.join(', ') || 'none'}\n`);
    return 2;
}

;// CONCATENATED MODULE: ./src/cli/commands/merge.ts










/**
 * Concatenate each suite's items files in shard order into outDir (null: check only), refusing
 * an item id that appears in two shards. Returns problems (empty when fine).
 */
async function mergeItems(shardFiles, docs, merged, outDir) {
    const problems = [];
    if (outDir !== null)
        await (0,promises_.mkdir)(outDir, { recursive: true });
    for (const [k, suite] of merged.suites.entries()) {
        if (suite.itemsFile === undefined)
            continue;
        const target = outDir === null ? null : new AtomicStream(external_node_path_default().join(outDir, suite.itemsFile));
        const out = target?.stream ?? null;
        const owner = new Map();
        for (const [i, doc] of docs.entries()) {
            const part = doc.suites[k];
            if (part.itemsFile === undefined || part.status === 'skipped')
                continue;
            const file = external_node_path_default().resolve(external_node_path_default().dirname(shardFiles[i]), part.itemsFile);
            if (!(0,external_node_fs_.existsSync)(file)) {
                problems.push(`${shardFiles[i]}: items file ${part.itemsFile} of suite ${suite.id} is missing`);
                continue;
            }
            const shard = doc.run.shard.index;
            for await (const line of readLines(file)) {
                if (line.trim() === '')
                    continue;
                const id = String(JSON.parse(line).id);
                const before = owner.get(id);
                if (before !== undefined && before !== shard)
                    problems.push(`suite ${suite.id}: item ${JSON.stringify(id)} is in shards ${before} and ${shard}`);
                owner.set(id, shard);
                if (out !== null && !out.write(`${line}\n`))
                    await (0,external_node_events_.once)(out, 'drain');
            }
        }
        if (target !== null) {
            target.stream.end();
            await (0,external_node_events_.once)(target.stream, 'finish');
            await target.commit();
        }
    }
    return problems;
}
const mergeCommand = {
    command: 'merge <shards..>',
    describe: 'Merge a complete set of shard results (from --shard i/n) into one results document',
    builder: (y) => y
        .positional('shards', { type: 'string', array: true, describe: 'The shard results documents (each index 1..n once)' })
        .option('out', { type: 'string', describe: 'Write the merged results document here (items files go next to it); without it the document goes to stdout per --format' })
        .option('markdown', { type: 'string', describe: 'Write the markdown report here' })
        .example('$0 merge shard-*/results.json --out results.json', 'merge the results of a matrix job'),
    async run(args) {
        const cwd = process.cwd();
        const log = stderrLogger(args.quiet === true);
        const files = args.shards.map((f) => external_node_path_default().resolve(cwd, f));
        const docs = [];
        for (const file of files) {
            const read = await readJsonFile(file, 'results');
            if (!read.ok) {
                return inputErrors(read.diagnostics);
            }
            docs.push(read.value);
        }
        const merged = mergeShards(docs);
        const outDir = args.out === undefined ? null : external_node_path_default().dirname(external_node_path_default().resolve(cwd, args.out));
        const problems = merged.ok ? await mergeItems(files, docs, merged.doc, outDir) : merged.problems;
        if (!merged.ok || problems.length > 0) {
            for (const p of problems)
                usageError(p);
            return 2;
        }
        await emitResults(merged.doc, args, cwd, log);
        return inputExitCode(merged.doc);
    },
};

;// CONCATENATED MODULE: ./src/gate/baseline.ts
// Baselines (gate.md "Baseline"): loading a committed or explicit results document, its provenance
// and integrity warnings, and `bench-check baseline update`.






function metaPathFor(baselineFile) {
    return baselineFile.replace(/(\.json)?$/, '.meta.json');
}
/** "Now" for ages and dates: SOURCE_DATE_EPOCH when set, so reruns render identically. */
function nowFrom(env) {
    const epoch = env.SOURCE_DATE_EPOCH;
    return epoch !== undefined && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date();
}
function ageInDays(createdAt, now) {
    const t = Date.parse(createdAt);
    return Number.isNaN(t) ? null : Math.max(0, Math.floor((now.getTime() - t) / 86_400_000));
}
async function readMeta(file) {
    try {
        const value = JSON.parse(await (0,promises_.readFile)(metaPathFor(file), 'utf8'));
        return typeof value.reason === 'string' && typeof value.updatedAt === 'string'
            ? { reason: value.reason, updatedAt: value.updatedAt, from: String(value.from ?? ''), commit: typeof value.commit === 'string' ? value.commit : null }
            : null;
    }
    catch {
        return null;
    }
}
/** Load a baseline results document from a file (sources `file` and `path`, and an extracted artifact). */
async function loadBaselineFile(file, source, opts) {
    const exists = await (0,promises_.stat)(file).then(() => true, (error) => error.code !== 'ENOENT');
    if (!exists) {
        // A path named on purpose (`--baseline`, the action's `baseline: <path>`, source `path`) must exist.
        return source === 'file'
            ? { kind: 'missing', message: `no baseline at ${(0,results_inputs/* displayPath */.Gt)(file)}` }
            : { kind: 'error', message: `the baseline ${(0,results_inputs/* displayPath */.Gt)(file)} does not exist (it was named explicitly)` };
    }
    const read = await readJsonFile(file, 'results');
    if (!read.ok)
        return { kind: 'invalid', diagnostics: read.diagnostics };
    const doc = read.value;
    const meta = await readMeta(file);
    return {
        kind: 'found',
        side: { doc, dir: external_node_path_default().dirname(file) },
        provenance: {
            source,
            location: opts.location ?? (0,results_inputs/* displayPath */.Gt)(file),
            commit: doc.run.commit,
            createdAt: doc.run.createdAt,
            runUrl: opts.runUrl ?? null,
            run: opts.run ?? null,
            notes: opts.notes ?? [],
            ageDays: ageInDays(doc.run.createdAt, nowFrom(opts.env)),
            reason: meta?.reason ?? null,
            updatedAt: meta?.updatedAt ?? null,
        },
    };
}
/**
 * Reasons to distrust a comparison: a stale baseline, another tool version or config, other
 * input files (by path, per suite).
 */
/** The ids of the suites a document really holds (skipped suites are no data). */
function scoredSuiteIds(doc) {
    return doc.suites.filter((s) => s.status !== 'skipped').map((s) => s.id);
}
/**
 * A baseline that shares no suite id with the run compares nothing: it counts as missing, with
 * the two lists in the message (results.md "Fail closed"). null when at least one id is shared.
 */
function unrelatedBaseline(current, baseline) {
    const ours = scoredSuiteIds(current);
    const theirs = scoredSuiteIds(baseline);
    if (ours.length === 0 || ours.some((id) => theirs.includes(id)))
        return null;
    const list = (ids) => (ids.length === 0 ? 'none' : ids.slice(0, 8).join(', ') + (ids.length > 8 ? `, … (${ids.length})` : ''));
    return `the baseline shares no suite id with this run (baseline: ${list(theirs)}; this run: ${list(ours)}), so it is treated as missing`;
}
function baselineWarnings(current, baseline, provenance, maxAgeDays) {
    const out = [];
    if (provenance.ageDays !== null && provenance.ageDays > maxAgeDays)
        out.push(`the baseline is ${provenance.ageDays} days old (more than ${maxAgeDays})`);
    if (current.tool.version !== baseline.tool.version)
        out.push(`tool version differs: baseline ${baseline.tool.version}, current ${current.tool.version}`);
    if (current.run.configHash !== baseline.run.configHash)
        out.push('the config hash differs from the baseline run');
    for (const suite of current.suites) {
        const before = baseline.suites.find((s) => s.id === suite.id);
        if (before === undefined)
            continue;
        const changed = suite.inputs.filter((i) => before.inputs.some((b) => b.path === i.path && b.sha256 !== i.sha256)).map((i) => i.path);
        if (changed.length > 0)
            out.push(`suite ${suite.id}: input hashes differ for ${changed.join(', ')}`);
    }
    return out;
}
/**
 * `bench-check baseline update --from results.json --reason "…"`: validate the document, copy it to
 * the baseline path with its items files beside it, and record the reason (and date) in
 * `<baseline>.meta.json`.
 */
async function updateBaseline(opts) {
    if (opts.reason.trim() === '')
        return { ok: false, written: [], diagnostics: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message: '--reason must say why the baseline changes' })] };
    const read = await readJsonFile(opts.from, 'results');
    if (!read.ok)
        return { ok: false, written: [], diagnostics: read.diagnostics };
    const doc = read.value;
    const fromDir = external_node_path_default().dirname(opts.from);
    const toDir = external_node_path_default().dirname(opts.to);
    const written = [];
    const diagnostics = [];
    const suites = [];
    for (const suite of doc.suites) {
        if (suite.itemsFile === undefined) {
            suites.push(suite);
            continue;
        }
        const src = external_node_path_default().resolve(fromDir, suite.itemsFile);
        const name = external_node_path_default().basename(suite.itemsFile);
        try {
            await copyFileAtomic(src, external_node_path_default().join(toDir, name));
            written.push((0,results_inputs/* displayPath */.Gt)(external_node_path_default().join(toDir, name)));
            suites.push({ ...suite, itemsFile: name });
        }
        catch (error) {
            diagnostics.push((0,core_diagnostics/* diagnostic */.YK)({ severity: 'warning', code: 'io', file: (0,results_inputs/* displayPath */.Gt)(src), message: `items file not copied (${error.code ?? 'error'}); the gate will test suite ${suite.id} unpaired` }));
            const { itemsFile: _dropped, ...rest } = suite;
            suites.push(rest);
        }
    }
    // The baseline is the document as scored: the gate's verdict of that run means nothing here.
    await writeFileAtomic(opts.to, `${JSON.stringify({ ...doc, verdict: null, suites }, null, 2)}\n`);
    written.unshift((0,results_inputs/* displayPath */.Gt)(opts.to));
    const epoch = opts.env.SOURCE_DATE_EPOCH;
    const meta = {
        reason: opts.reason,
        updatedAt: (epoch !== undefined && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        from: (0,results_inputs/* displayPath */.Gt)(opts.from),
        commit: doc.run.commit,
    };
    await writeFileAtomic(metaPathFor(opts.to), `${JSON.stringify(meta, null, 2)}\n`);
    written.push((0,results_inputs/* displayPath */.Gt)(metaPathFor(opts.to)));
    return { ok: true, written, diagnostics };
}

;// CONCATENATED MODULE: ./src/gate/config.ts
const DEFAULT_BASELINE_FILE = '.bench/baseline.json';
const DEFAULT_ARTIFACT_NAME = 'bench-results';
function resolveGateConfig(gate) {
    const source = gate?.baseline?.source ?? 'file';
    return {
        level: gate?.level ?? 0.95,
        minItems: gate?.minItems ?? 10,
        onMissingBaseline: gate?.onMissingBaseline ?? 'warn',
        baseline: {
            source,
            path: gate?.baseline?.path ?? DEFAULT_BASELINE_FILE,
            artifactName: gate?.baseline?.artifactName ?? DEFAULT_ARTIFACT_NAME,
            maxAgeDays: gate?.baseline?.maxAgeDays ?? 14,
        },
        rules: gate?.rules ?? [],
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/baseline.ts





/** `bench-check baseline update --from results.json --reason "…"`: change the committed baseline on purpose. */
const baselineCommand = {
    command: 'baseline <action>',
    describe: 'Manage the committed baseline (.bench/baseline.json)',
    builder: (y) => y
        .positional('action', { type: 'string', choices: ['update'], describe: 'update: make a results document the new baseline' })
        .option('from', { type: 'string', demandOption: true, describe: 'Results document to adopt' })
        .option('reason', { type: 'string', demandOption: true, describe: 'Why the baseline changes (recorded beside it)' })
        .option('to', { type: 'string', default: DEFAULT_BASELINE_FILE, describe: 'Baseline file to write' })
        .example('$0 baseline update --from bench-results/results.json --reason "new tokenizer"', 'adopt a run as the baseline'),
    async run(args) {
        const cwd = process.cwd();
        const log = stderrLogger(args.quiet === true);
        const result = await updateBaseline({ from: external_node_path_default().resolve(cwd, args.from), to: external_node_path_default().resolve(cwd, args.to ?? DEFAULT_BASELINE_FILE), reason: args.reason, env: process.env });
        for (const d of result.diagnostics)
            process.stderr.write(`${d.severity === 'error' ? 'error' : 'warning'}: ${(0,core_diagnostics/* formatDiagnostic */.xy)(d)}\n`);
        if (!result.ok)
            return 2;
        for (const f of result.written)
            log.info(`wrote ${f}`);
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/core/canonical.ts
/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, numbers as
 * JSON.stringify writes them (RFC 8785 for the values this project hashes).
 */
function canonical_canonicalJson(value) {
    if (value === null || typeof value !== 'object') {
        const text = JSON.stringify(value);
        return text === undefined ? 'null' : text;
    }
    if (Array.isArray(value))
        return `[${value.map((v) => canonical_canonicalJson(v === undefined ? null : v)).join(',')}]`;
    const entries = Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical_canonicalJson(v)}`).join(',')}}`;
}

;// CONCATENATED MODULE: ./src/config/default.ts
/**
 * What `npx bench-check run` scores when no config file is given or found: the bundled,
 * synthetic fixtures (paths relative to the package root), gated against the committed fixture
 * baseline so the first run shows the whole loop (scores, comparison, verdict). See fixtures/README.md.
 */
const defaultConfig = {
    suites: [
        {
            id: 'hurricane-artifact',
            benchmark: 'hurricane',
            input: 'fixtures/hurricane/output.json',
            groundtruth: 'fixtures/hurricane/groundtruth.json',
        },
        {
            id: 'hurricane-trips',
            benchmark: 'hurricane',
            trips: 'fixtures/hurricane/trips.jsonl',
            groundtruth: 'fixtures/hurricane/groundtruth.json',
        },
        { id: 'transit-single', benchmark: 'transitlm', task: 'single', input: 'fixtures/transitlm/single.csv', stations: 'fixtures/transitlm/stations.csv' },
        { id: 'transit-personalized', benchmark: 'transitlm', task: 'personalized', input: 'fixtures/transitlm/personalized.csv', stations: 'fixtures/transitlm/stations.csv' },
        { id: 'transit-diversity', benchmark: 'transitlm', task: 'diversity', input: 'fixtures/transitlm/diversity.csv', stations: 'fixtures/transitlm/stations.csv' },
        {
            id: 'transit-general',
            benchmark: 'transitlm',
            task: 'general',
            input: 'fixtures/transitlm/general/general_routes.csv',
            stations: 'fixtures/transitlm/general/station_info.csv',
            lines: 'fixtures/transitlm/general/line_info.csv',
        },
        {
            id: 'flood-replay',
            benchmark: 'flood',
            scenario: 'fixtures/flood/scenario.json',
            provider: 'replay',
            replay: 'fixtures/flood/rule.replay.jsonl',
        },
    ],
    gate: {
        // The demo baseline never goes stale: it changes only with the fixtures.
        baseline: { source: 'path', path: 'fixtures/baseline/results.json', maxAgeDays: 36500 },
    },
};

;// CONCATENATED MODULE: ./src/config/load.ts











const CONFIG_FILE_NAMES = ['bench.config.json', 'bench.config.yml', 'bench.config.yaml'];
/**
 * SHA-256 of what decides the scores: each suite as written minus its benchmark's transport keys
 * (URLs, key variable names, timeouts, retries, concurrency, side-file paths), plus the scorer
 * version. The gate section and run settings (deadline) are left out: a baseline compares cleanly
 * with a run that differs only in how it was carried out (docs/results.md).
 */
function configHash(config) {
    const suites = config.suites.map((suite) => {
        const benchmark = findBenchmark(suite.benchmark);
        const transport = new Set(benchmark?.transportKeys ?? []);
        return { ...Object.fromEntries(Object.entries(suite).filter(([key]) => !transport.has(key))), scorerVersion: benchmark?.scorerVersion ?? null };
    });
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update(canonical_canonicalJson({ suites }), 'utf8').digest('hex')}`;
}
/** Rules the schema cannot say: suite ids are unique. */
function semanticProblems(config) {
    const seen = new Map();
    const problems = [];
    config.suites.forEach((suite, i) => {
        const first = seen.get(suite.id);
        if (first !== undefined)
            problems.push({ pointer: `/suites/${i}/id`, message: `duplicate suite id "${suite.id}" (first used by /suites/${first})` });
        else
            seen.set(suite.id, i);
    });
    return problems;
}
/** Load and validate a config file (JSON or YAML); every problem is located. */
async function loadConfigFile(file) {
    const shown = (0,results_inputs/* displayPath */.Gt)(file);
    const read = await readTextFile(file);
    if (!read.ok)
        return read;
    const parsed = parseDocumentText(read.text, shown, isYamlPath(file));
    if (!parsed.ok)
        return parsed;
    const schemaProblems = (0,registry/* validateValue */.q0)('config', parsed.value);
    const config = parsed.value;
    const problems = schemaProblems.length > 0 ? schemaProblems : semanticProblems(config);
    if (problems.length > 0)
        return { ok: false, diagnostics: locatedViolations(shown, parsed.locate, problems, 'config') };
    return { ok: true, loaded: { config, baseDir: external_node_path_default().dirname(external_node_path_default().resolve(file)), source: shown, hash: configHash(config) } };
}
/** The embedded default: the bundled fixtures, resolved against the package root. */
function loadDefaultConfig() {
    const problems = (0,registry/* validateValue */.q0)('config', defaultConfig);
    if (problems.length > 0)
        throw new Error(`embedded default config is invalid: ${JSON.stringify(problems)}`);
    return { config: defaultConfig, baseDir: packageRoot(), source: '(embedded default config)', hash: configHash(defaultConfig) };
}
/**
 * `--config F` if given; else bench.config.{json,yml,yaml} in cwd; else the embedded default
 * config on the bundled fixtures.
 */
async function resolveConfig(explicit, cwd) {
    if (explicit !== undefined)
        return loadConfigFile(external_node_path_default().resolve(cwd, explicit));
    for (const name of CONFIG_FILE_NAMES) {
        const candidate = external_node_path_default().join(cwd, name);
        if ((0,external_node_fs_.existsSync)(candidate))
            return loadConfigFile(candidate);
    }
    return { ok: true, loaded: loadDefaultConfig() };
}

;// CONCATENATED MODULE: ./src/report/comment.ts
// The PR comment / job summary of a gated run (gate.md "Reporting"): verdict line, baseline
// provenance, regressions first, per suite rounds and metrics against the baseline, worst items,
// charts; fitted into a character budget by dropping detail in a fixed order.
// Everything that comes from a results document (suite ids, labels, metric names, item ids,
// reasons, commits) may come from a fork's artifact and goes through inlineCode/plainText.


/** GitHub rejects comment bodies over 65 536 characters; keep a margin. */
const COMMENT_BUDGET = 60_000;
/** The job summary is limited to 1 MiB per step. */
const SUMMARY_BUDGET = 1_000_000;
const VERDICT_ICON = { pass: '✅', warn: '⚠️', fail: '❌', 'no-baseline': 'ℹ️', error: '💥' };
const TARGET_ICON = {
    regressed: '❌ regressed',
    'possible-regression': '⚠️ possible regression',
    unchanged: 'unchanged',
    improved: '✅ improved',
    'insufficient-data': 'insufficient data',
    new: 'new',
    removed: 'removed',
};
/** A comment key safe inside an HTML comment and stable across runs. */
function sanitizeCommentKey(key) {
    return key.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64) || 'default';
}
function commentMarker(key, verdictHash) {
    return `<!-- bench-check:${sanitizeCommentKey(key)} verdicts:${verdictHash} -->`;
}
/** The verdict hash stored in an existing comment's marker (the whole first line), or null when it has none for this key. */
function parseMarker(body, key) {
    const m = new RegExp(`^<!-- bench-check:${sanitizeCommentKey(key).replace(/\./g, '\\.')} verdicts:([0-9a-f]+) -->(?:\r?\n|$)`).exec(body);
    return m === null ? null : { verdictHash: m[1] };
}
function signed(v, digits = 2) {
    if (v === null || !Number.isFinite(v))
        return '–';
    const s = num(v, digits);
    return v > 0 && s !== num(0, digits) ? `+${s}` : s;
}
function pValue(p) {
    if (p === null)
        return '–';
    return p < 0.001 ? '< 0.001' : num(p, 3);
}
function value(t, v) {
    if (v === null)
        return '–';
    return t.scale === 'points' && t.kind === 'round' ? `${num(v, 1)} %` : t.unit === '%' ? `${num(v, 2)} %` : num(v, Math.abs(v) < 1 && v !== 0 ? 4 : 2);
}
function countVerdicts(c) {
    const counts = { regressed: 0, 'possible-regression': 0, unchanged: 0, improved: 0, 'insufficient-data': 0, new: 0, removed: 0 };
    for (const s of c.suites)
        for (const t of s.targets)
            counts[t.verdict] += 1;
    return counts;
}
/**
 * Compared suites the gate could not test at all: every target `insufficient-data` (fewer than
 * `minItems` items, or a null value). A pass must say it did not cover them.
 */
function ungatedSuites(c) {
    return c.suites.filter((s) => s.state === 'compared' && s.targets.length > 0 && s.targets.every((t) => t.verdict === 'insufficient-data'));
}
function verdictLine(input) {
    const { comparison: c } = input;
    const counts = countVerdicts(c);
    const parts = [];
    if (counts.regressed > 0)
        parts.push(`${counts.regressed} regressed`);
    if (counts['possible-regression'] > 0)
        parts.push(`${counts['possible-regression']} possible regression${counts['possible-regression'] === 1 ? '' : 's'}`);
    if (counts.improved > 0)
        parts.push(`${counts.improved} improved`);
    const errors = c.suites.filter((s) => s.state === 'error').length;
    if (errors > 0)
        parts.push(`${errors} suite${errors === 1 ? '' : 's'} could not be scored`);
    const ungated = ungatedSuites(c);
    if (ungated.length > 0) {
        const ids = ungated.slice(0, 4).map((s) => inlineCode(s.id, 40)).join(', ') + (ungated.length > 4 ? ', …' : '');
        parts.push(`${ungated.length} of ${c.suites.length} suites not gated (fewer than ${c.minItems} items or no value: ${ids})`);
    }
    if (input.incomplete)
        parts.push('the run did not finish');
    if (input.baselineFailed === true)
        parts.push('the baseline could not be loaded');
    else if (!c.hasBaseline)
        parts.push(`no baseline (on-missing-baseline: ${input.onMissingBaseline})`);
    const score = c.suites.length;
    return `### ${VERDICT_ICON[c.verdict]} bench-check: **${c.verdict}**${parts.length > 0 ? ` — ${parts.join(', ')}` : ''} · ${score} suite${score === 1 ? '' : 's'} · α = ${num(c.alpha, 3)}`;
}
function provenanceBlock(input) {
    if (input.baseline === null && input.baselineFailed === true) {
        return `**The baseline could not be loaded:** ${plainText(input.missingBaseline ?? 'unknown cause', 600)}. Nothing was compared, so this run has no verdict: fix the baseline (or the lookup) and run again.`;
    }
    if (input.baseline === null) {
        const why = input.missingBaseline ?? 'no baseline was found';
        return `**No baseline:** ${plainText(why, 300)}. Nothing was compared; only absolute \`min\`/\`max\` rules were checked. Add one with \`bench-check baseline update --from results.json --reason "…"\` or use \`baseline: artifact\`.`;
    }
    const p = input.baseline.provenance;
    const bits = [`**Baseline:** ${p.source === 'artifact' ? `artifact ${inlineCode(p.location, 80)}` : inlineCode(p.location, 120)}`];
    if (p.commit !== null)
        bits.push(`commit ${inlineCode(p.commit.slice(0, 12), 12)}`);
    bits.push(`created ${inlineCode(p.createdAt, 30)}`);
    if (p.ageDays !== null)
        bits.push(`${p.ageDays} day${p.ageDays === 1 ? '' : 's'} old`);
    if (p.run)
        bits.push(`run ${p.run.id} (${plainText(p.run.event, 30)} on ${inlineCode(p.run.branch ?? '?', 60)}, ${inlineCode(p.run.sha, 40)})`);
    if (p.runUrl !== null && /^https:\/\/[^\s()<>]+$/.test(p.runUrl))
        bits.push(`[workflow run](${p.runUrl})`);
    if (p.reason !== null)
        bits.push(`updated because: ${plainText(p.reason, 200)}`);
    const warnings = [...(p.notes ?? []).map((n) => `> ℹ️ ${plainText(n, 400)}`), ...input.baseline.warnings.map((w) => `> ⚠️ ${plainText(w, 400)}`)];
    return [bits.join(' · '), ...warnings].join('\n');
}
/** Regressed and possibly regressed targets of every suite, regressed first. Never dropped. */
function regressionsTable(c) {
    const rows = [];
    for (const verdict of ['regressed', 'possible-regression']) {
        for (const s of c.suites)
            for (const t of s.targets)
                if (t.verdict === verdict)
                    rows.push({ s, t });
    }
    if (rows.length === 0)
        return '';
    return `#### Regressions\n\n${table(['suite', 'what', 'baseline', 'current', 'Δ', 'p', 'verdict', 'why'], rows.map(({ s, t }) => [
        inlineCode(s.id, 60),
        `${t.kind === 'round' ? 'round ' : ''}${inlineCode(t.id, 60)}`,
        value(t, t.baseline),
        value(t, t.current),
        signed(t.delta),
        pValue(t.p),
        TARGET_ICON[t.verdict],
        // Reasons are the gate's own words and numbers (no document text): kept copyable, only made table-safe.
        t.reasons.join('; ').replace(/[|<>&]/g, (c) => `&#${c.charCodeAt(0)};`),
    ]), ['l', 'l', 'r', 'r', 'r', 'r', 'l', 'l'])}`;
}
const LEVELS = [
    { worstItems: true, charts: true, unchangedMetrics: true, passingRounds: true, suites: true },
    { worstItems: false, charts: true, unchangedMetrics: true, passingRounds: true, suites: true },
    { worstItems: false, charts: false, unchangedMetrics: true, passingRounds: true, suites: true },
    { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: true, suites: true },
    { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: false, suites: true },
    { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: false, suites: false },
];
const DROPPED = [
    ['worstItems', 'worst items'],
    ['charts', 'charts'],
    ['unchangedMetrics', 'unchanged metrics'],
    ['passingRounds', 'round detail of passing suites'],
    ['suites', 'per-suite sections'],
];
function isPassing(s) {
    return s.verdict !== 'regressed' && s.verdict !== 'possible-regression' && s.verdict !== 'error';
}
function comment_roundsTable(suite, s) {
    const rounds = s.targets.filter((t) => t.kind === 'round');
    if (rounds.length === 0)
        return '';
    return table(['round', 'input', 'passed', 'conditional rate', 'survival', 'Δ vs baseline', 'p', 'verdict'], rounds.map((t) => [
        plainText(t.label, 60),
        t.round ? String(t.round.input) : '–',
        t.round ? String(t.round.passed) : '–',
        t.round ? pct(t.round.passed, t.round.input) : '–',
        value(t, t.current),
        t.delta === null ? '–' : `${signed(t.delta, 1)} pts`,
        pValue(t.p) + (t.test === 'mcnemar' ? ' (paired)' : ''),
        TARGET_ICON[t.verdict],
    ]), ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l']) + (suite !== undefined ? `\n\n${suite.total} items, ${suite.errors} could not be scored.` : '');
}
function comment_metricsTable(s, detail) {
    const shown = s.targets.filter((t) => t.kind === 'metric' && t.id !== 'finalScore' && (detail.unchangedMetrics || t.verdict !== 'unchanged'));
    const hidden = s.targets.filter((t) => t.kind === 'metric' && t.id !== 'finalScore').length - shown.length;
    if (shown.length === 0)
        return hidden > 0 ? `${hidden} unchanged metric${hidden === 1 ? '' : 's'} not shown.` : '';
    return (table(['metric', 'better', 'baseline', 'current', 'Δ', 'verdict'], shown.map((t) => [inlineCode(t.id, 60), t.direction, value(t, t.baseline), value(t, t.current), signed(t.delta), TARGET_ICON[t.verdict]]), ['l', 'l', 'r', 'r', 'r', 'l']) + (hidden > 0 ? `\n\n${hidden} unchanged metric${hidden === 1 ? '' : 's'} not shown.` : ''));
}
function funnel(suite, base) {
    if (suite.rounds.length === 0)
        return '';
    const survival = (s) => [100, ...suite.rounds.map((r) => {
            const round = s.rounds.find((x) => x.id === r.id);
            return round !== undefined && s.total > 0 ? (100 * round.passed) / s.total : 0;
        })];
    return xyChart({
        title: base ? 'Survival per round (bars: current, line: baseline)' : 'Survival per round',
        // Round ids are shown inside the chart only; xyChart quotes them and strips quotes.
        xLabels: ['all', ...suite.rounds.map((r) => r.id.slice(0, 24))],
        yLabel: '% of items',
        yMax: 100,
        bars: [survival(suite)],
        lines: base ? [survival(base)] : [],
    });
}
function worstItems(s) {
    if (s.worst.length === 0)
        return '';
    return `**Worst items** (${s.worst.length} of ${s.failingItems ?? s.worst.length} failing; newly failing first):\n\n${table(['item', 'failed round', 'newly failing', 'reason'], s.worst.map((w) => [inlineCode(w.id, 60), w.failedRound === null ? '–' : inlineCode(w.failedRound, 40), w.newlyFailing ? 'yes' : '', w.reason === null ? '' : inlineCode(w.reason, 160)]))}`;
}
function comment_suiteSection(input, s, detail) {
    const suite = input.current.suites.find((x) => x.id === s.id);
    const base = s.state === 'compared' ? input.baselineDoc?.suites.find((x) => x.id === s.id) : undefined;
    const state = s.state !== 'compared' ? s.state : ungatedSuites({ ...input.comparison, suites: [s] }).length > 0 ? 'not gated (insufficient data)' : TARGET_ICON[s.verdict];
    const title = `#### ${inlineCode(s.id, 60)} · ${findBenchmark(s.benchmark)?.title ?? plainText(s.benchmark, 40)}${suite?.task ? ` · ${plainText(suite.task, 40)}` : ''} — ${state}`;
    if (s.state === 'error')
        return `${title}\n\nThe suite could not be scored: see the diagnostics in the job summary and the annotations.`;
    if (s.state === 'skipped')
        return `${title}\n\nSkipped (not in this shard).`;
    const parts = [title];
    const fs = s.targets.find((t) => t.id === 'finalScore' && t.kind === 'metric');
    if (fs !== undefined)
        parts.push(`**Final score:** ${num(fs.current)}${fs.baseline !== null ? ` (baseline ${num(fs.baseline)}, Δ ${signed(fs.delta)}${fs.p !== null ? `, p ${pValue(fs.p)}` : ''})` : ''} — ${TARGET_ICON[fs.verdict]}`);
    else if (suite !== undefined)
        parts.push(`**Final score:** ${num(suite.finalScore)}`);
    if (detail.passingRounds || !isPassing(s)) {
        const rounds = comment_roundsTable(suite, s);
        if (rounds)
            parts.push(rounds);
    }
    const metrics = comment_metricsTable(s, detail);
    if (metrics)
        parts.push(metrics);
    if (detail.charts && suite !== undefined) {
        const chart = funnel(suite, base);
        if (chart)
            parts.push(chart);
        const extra = findBenchmark(suite.benchmark)?.render?.(suite);
        if (extra)
            parts.push(extra);
    }
    if (detail.worstItems) {
        const worst = worstItems(s);
        if (worst)
            parts.push(worst);
    }
    return parts.join('\n\n');
}
function render(input, opts, detail, level) {
    const head = [];
    if (opts.commentKey !== null)
        head.push(commentMarker(opts.commentKey, input.comparison.verdictHash));
    head.push(verdictLine(input));
    if (input.incomplete)
        head.push(`**This run did not finish:** ${plainText(input.incomplete, 600)}. Its verdict is \`error\`; the suites it did score are shown below.`);
    head.push(provenanceBlock(input));
    if (level > 0) {
        const dropped = DROPPED.filter(([key]) => !detail[key]).map(([, what]) => what);
        const where = opts.fullReportUrl && /^https:\/\/[^\s()<>]+$/.test(opts.fullReportUrl) ? `the [job summary](${opts.fullReportUrl})` : 'the job summary of this run';
        head.push(`> Left out to fit GitHub's comment size limit: ${dropped.join(', ')}. The full report is in ${where}.`);
    }
    const regressions = regressionsTable(input.comparison);
    if (regressions)
        head.push(regressions);
    const body = detail.suites ? input.comparison.suites.map((s) => comment_suiteSection(input, s, detail)) : [];
    const legend = `<sub>Rounds are compared by survival rate (passed / all items) with a one-sided test at α = ${num(input.comparison.alpha, 3)}; metrics by threshold. Verdict hash \`${input.comparison.verdictHash}\`.</sub>`;
    return `${[...head, ...body, legend].join('\n\n')}\n`;
}
/**
 * The report, fitted into opts.budget: drops worst items, then charts, then unchanged metrics, then
 * round detail of passing suites, then suite sections; the verdict line and the regressions table
 * stay. A regressions table alone over the budget is cut row-wise as the very last resort.
 */
function renderComparisonReport(input, opts) {
    for (let level = 0; level < LEVELS.length; level++) {
        const text = render(input, opts, LEVELS[level], level);
        if (text.length <= opts.budget)
            return text;
    }
    const text = render(input, opts, LEVELS[LEVELS.length - 1], LEVELS.length - 1);
    const note = '\n\n…regressions table cut to fit; the full table is in the job summary.\n';
    const cut = text.slice(0, opts.budget - note.length);
    return `${cut.slice(0, cut.lastIndexOf('\n'))}${note}`;
}

;// CONCATENATED MODULE: ./src/cli/command.ts
/** Exit-code precedence 2 > 3 > 1 > 0. */
function worstExitCode(...codes) {
    const rank = (c) => (c === 2 ? 4 : c === 3 ? 3 : c === 1 ? 2 : c === 0 ? 1 : 5);
    return codes.reduce((a, b) => (rank(b) > rank(a) ? b : a), 0);
}

;// CONCATENATED MODULE: ./src/gate/items.ts
// Per-item files (JSONL) read as streams: pairing two runs for McNemar, and the worst items of the
// current run for the report. Neither file is ever held whole; only the baseline's pass masks are.


const PAIRED_SHARE = 0.9;
/** Stream a JSONL file's records with their 1-based line numbers; malformed lines come back as null. */
async function* readJsonl(file) {
    const lines = (0,external_node_readline_.createInterface)({ input: (0,external_node_fs_.createReadStream)(file, { encoding: 'utf8' }), crlfDelay: Infinity });
    let line = 0;
    for await (const text of lines) {
        line += 1;
        if (text.trim() === '')
            continue;
        let value;
        try {
            value = JSON.parse(text);
        }
        catch {
            yield { line, record: null };
            continue;
        }
        const ok = value !== null && typeof value === 'object' && !Array.isArray(value) && typeof value.id === 'string';
        yield { line, record: ok ? value : null };
    }
}
function outcomeMask(record, outcomes) {
    let mask = 0;
    outcomes.forEach((o, i) => {
        if (o.rounds.length > 0 && o.rounds.every((r) => record[r] === true))
            mask |= 1 << i;
    });
    return mask;
}
/** Rank: newly failing first, then the earlier the failed round the worse, then file order. */
function worseThan(a, b) {
    if (a.newlyFailing !== b.newlyFailing)
        return a.newlyFailing;
    if (a.rank !== b.rank)
        return a.rank < b.rank;
    return a.order < b.order;
}
/**
 * Scan the current items file (and the baseline's, when given): discordant pairs per outcome on
 * the shared ids, and the `keepWorst` worst failing items of the current run.
 */
async function scanItems(opts) {
    if (opts.outcomes.length > 30)
        throw new RangeError('scanItems: at most 30 outcomes per suite');
    let badLines = 0;
    let baseline = null;
    if (opts.baselineFile !== null) {
        baseline = new Map();
        for await (const { record } of readJsonl(opts.baselineFile)) {
            if (record === null)
                badLines += 1;
            else
                baseline.set(record.id, outcomeMask(record, opts.outcomes));
        }
    }
    const discordant = new Map(opts.outcomes.map((o) => [o.key, { b: 0, c: 0 }]));
    const worst = [];
    let currentItems = 0;
    let shared = 0;
    let failing = 0;
    for await (const { record } of readJsonl(opts.currentFile)) {
        if (record === null) {
            badLines += 1;
            continue;
        }
        currentItems += 1;
        const id = record.id;
        const mask = outcomeMask(record, opts.outcomes);
        const before = baseline?.get(id);
        if (before !== undefined) {
            shared += 1;
            opts.outcomes.forEach((o, i) => {
                const counts = discordant.get(o.key);
                const was = (before >> i) & 1;
                const now = (mask >> i) & 1;
                if (was && !now)
                    counts.b += 1;
                else if (!was && now)
                    counts.c += 1;
            });
        }
        const rank = opts.rounds.findIndex((r) => record[r] === false);
        if (rank < 0)
            continue;
        failing += 1;
        const reason = typeof record.reason === 'string' ? record.reason : null;
        const candidate = { id, reason, failedRound: opts.rounds[rank], newlyFailing: before !== undefined && (before & ~mask) !== 0, rank, order: currentItems };
        if (worst.length < opts.keepWorst || (worst.length > 0 && worseThan(candidate, worst[worst.length - 1]))) {
            let at = worst.length;
            while (at > 0 && worseThan(candidate, worst[at - 1]))
                at -= 1;
            worst.splice(at, 0, candidate);
            if (worst.length > opts.keepWorst)
                worst.pop();
        }
    }
    const baselineItems = baseline?.size ?? null;
    const paired = baselineItems !== null && baselineItems > 0 && currentItems > 0 && shared >= PAIRED_SHARE * baselineItems && shared >= PAIRED_SHARE * currentItems;
    return {
        baselineItems,
        currentItems,
        shared,
        paired,
        discordant,
        failing,
        worst: worst.map(({ id, reason, failedRound, newlyFailing }) => ({ id, reason, failedRound, newlyFailing })),
        badLines,
    };
}

;// CONCATENATED MODULE: ./src/gate/rules.ts
/** gate.md defaults: rates and finalScore warn 2 / fail 5 points; other metrics warn 2 % / fail 5 %. */
function defaultRule(scale, direction) {
    return scale === 'points'
        ? { direction, warn: { maxDrop: 2 }, fail: { maxDrop: 5 } }
        : { direction, warn: { maxDropPct: 2 }, fail: { maxDropPct: 5 } };
}
const globCache = new Map();
/** `*` matches any run of characters, `?` one character; everything else is literal. */
function globToRegExp(glob) {
    let re = globCache.get(glob);
    if (re === undefined) {
        const body = Array.from(glob, (ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[\\^$.+()[\]{}|]/g, '\\$&'))).join('');
        re = new RegExp(`^${body}$`, 's');
        globCache.set(glob, re);
    }
    return re;
}
function globMatches(glob, value) {
    return glob === undefined || globToRegExp(glob).test(value);
}
/** Whether a rule addresses this target: `round` rules apply to rounds, `metric` rules to metrics, bare rules to both. */
function ruleApplies(rule, suiteId, kind, id) {
    if (!globMatches(rule.suite, suiteId))
        return false;
    if (rule.round === undefined && rule.metric === undefined)
        return true;
    if (kind === 'round')
        return rule.round !== undefined && globMatches(rule.round, id);
    return rule.metric !== undefined && globMatches(rule.metric, id);
}
function mergeThresholds(base, over) {
    if (over === undefined)
        return base;
    const out = { ...base };
    for (const key of ['maxDrop', 'maxDropPct', 'min', 'max']) {
        if (over[key] !== undefined)
            out[key] = over[key];
    }
    return out;
}
/** The defaults for the target, then every applicable rule in order. */
function effectiveRule(rules, suiteId, kind, id, scale, direction) {
    // A direction override can turn an informational metric into a gated one; its defaults follow.
    let result = defaultRule(scale, direction);
    for (const rule of rules) {
        if (!ruleApplies(rule, suiteId, kind, id))
            continue;
        result = {
            direction: rule.direction ?? result.direction,
            warn: mergeThresholds(result.warn, rule.warn),
            fail: mergeThresholds(result.fail, rule.fail),
        };
    }
    return result;
}
/** Whether a drop (in the target's scale) exceeds a level's relative or absolute drop threshold. */
function dropExceeds(drop, baseline, t) {
    if (t.maxDrop !== undefined && t.maxDrop !== null && drop > t.maxDrop)
        return true;
    if (t.maxDropPct !== undefined && t.maxDropPct !== null && baseline !== 0 && (drop / Math.abs(baseline)) * 100 > t.maxDropPct)
        return true;
    return false;
}
/** Human description of a violated absolute bound, or null when the value is within bounds. */
function boundViolation(value, t) {
    if (t.min !== undefined && t.min !== null && value < t.min)
        return `below min ${t.min}`;
    if (t.max !== undefined && t.max !== null && value > t.max)
        return `above max ${t.max}`;
    return null;
}

;// CONCATENATED MODULE: ./src/gate/stats.ts
// Statistics of the regression gate (gate.md "Statistics"): the exact one-sided McNemar test for
// paired pass/fail outcomes and the Newcombe hybrid-score interval for two independent rates.
/** Above this many discordant pairs the exact big-integer sum gets slow; the ratio recurrence is exact to ~1e-13. */
const BIGINT_LIMIT = 4096;
function bitLength(n) {
    return n === 0n ? 0 : n.toString(2).length;
}
/** num / 2^exp as a double without overflowing either side. */
function ratioToPow2(num, exp) {
    const shift = Math.max(0, bitLength(num) - 60);
    const mantissa = Number(num >> BigInt(shift));
    const e = shift - exp;
    // Split the power so that neither factor under/overflows on its own.
    const half = Math.trunc(e / 2);
    return mantissa * 2 ** half * 2 ** (e - half);
}
/**
 * Exact one-sided McNemar p-value for H1 "current is worse": b = pairs passed before and failed now,
 * c = the reverse. p = Σ_{k=b}^{b+c} C(b+c, k) / 2^{b+c}; p = 1 when b + c = 0.
 */
function mcnemarOneSided(b, c) {
    if (!Number.isInteger(b) || !Number.isInteger(c) || b < 0 || c < 0)
        throw new RangeError(`mcnemar: b and c must be non-negative integers (${b}, ${c})`);
    const n = b + c;
    if (n === 0 || b === 0)
        return 1;
    if (n <= BIGINT_LIMIT) {
        let term = 1n; // C(n, n)
        let sum = 0n;
        for (let k = n; k >= b; k--) {
            sum += term;
            // C(n, k-1) = C(n, k) · k / (n − k + 1)
            term = (term * BigInt(k)) / BigInt(n - k + 1);
        }
        return Math.min(1, ratioToPow2(sum, n));
    }
    // Terms relative to the middle one, r_k = C(n, k) / C(n, m), from the ratio C(n, k+1) / C(n, k) =
    // (n − k) / (k + 1): one rounding per step, no factorials (a sum of logarithms loses ~1e-11 here).
    const m = Math.floor(n / 2);
    let total = 1; // Σ r_k
    for (let k = m, r = 1; k < n && r > 0; k++)
        total += r *= (n - k) / (k + 1);
    for (let k = m, r = 1; k > 0 && r > 0; k--)
        total += r *= k / (n - k + 1);
    if (b <= m) {
        // p = 1 − P(X < b): the small side is summed, so p rounds to 1 where it is 1 within a double.
        let lower = 0;
        for (let k = m, r = 1; k > 0 && r > 0; k--) {
            r *= k / (n - k + 1); // r_{k−1}
            if (k - 1 < b)
                lower += r;
        }
        return Math.max(0, 1 - lower / total);
    }
    // r_b as a product kept apart from its logarithm (it may underflow), then the tail from b on.
    let scale = 0;
    let rb = 1;
    for (let k = m; k < b; k++) {
        rb *= (n - k) / (k + 1);
        if (rb < 1e-250) {
            scale += Math.log(rb);
            rb = 1;
        }
    }
    let tail = 0; // Σ_{k ≥ b} r_k / r_b
    for (let k = b, t = 1; k <= n && t > 0; k++) {
        tail += t;
        t *= (n - k) / (k + 1);
    }
    return Math.min(1, Math.exp(scale + Math.log((rb * tail) / total)));
}
/** The polynomial with these coefficients (highest power first) at x, by Horner's rule. */
function horner(coefficients, x) {
    let acc = coefficients[0];
    for (let i = 1; i < coefficients.length; i++)
        acc = acc * x + coefficients[i];
    return acc;
}
// Hart's polynomials: below x = 7.07 the tail is e^(−x²/2) · P(x) / Q(x).
const HART_P = [3.52624965998911e-2, 0.700383064443688, 6.37396220353165, 33.912866078383, 112.079291497871, 221.213596169931, 220.206867912376];
const HART_Q = [8.83883476483184e-2, 1.75566716318264, 16.064177579207, 86.7807322029461, 296.564248779674, 637.333633378831, 793.826512519948, 440.413735824752];
// Standard normal CDF, Hart (1968) as given by West (2005): double precision over the whole range.
function normalCdf(z) {
    if (Number.isNaN(z))
        return Number.NaN;
    const x = Math.abs(z);
    let tail;
    if (x > 37)
        tail = 0;
    else {
        const e = Math.exp((-x * x) / 2);
        if (x < 7.07106781186547) {
            tail = (e * horner(HART_P, x)) / horner(HART_Q, x);
        }
        else {
            let cf = x + 0.65;
            cf = x + 4 / cf;
            cf = x + 3 / cf;
            cf = x + 2 / cf;
            cf = x + 1 / cf;
            tail = e / cf / 2.506628274631;
        }
    }
    return z > 0 ? 1 - tail : tail;
}
// Acklam's coefficients, highest power first; B and D end in the constant term 1.
const ACKLAM_A = (/* unused pure expression or super */ null && ([-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239]));
const ACKLAM_B = (/* unused pure expression or super */ null && ([-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1, 1]));
const ACKLAM_C = (/* unused pure expression or super */ null && ([-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783]));
const ACKLAM_D = (/* unused pure expression or super */ null && ([7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416, 1]));
/** Inverse standard normal CDF: Acklam's rational approximation refined by one Halley step. */
function normalQuantile(p) {
    if (!(p > 0 && p < 1)) {
        if (p === 0)
            return -Infinity;
        if (p === 1)
            return Infinity;
        return Number.NaN;
    }
    const low = 0.02425;
    let x;
    if (p < low) {
        const q = Math.sqrt(-2 * Math.log(p));
        x = horner(ACKLAM_C, q) / horner(ACKLAM_D, q);
    }
    else if (p <= 1 - low) {
        const q = p - 0.5;
        const r = q * q;
        x = (horner(ACKLAM_A, r) * q) / horner(ACKLAM_B, r);
    }
    else {
        const q = Math.sqrt(-2 * Math.log(1 - p));
        x = -horner(ACKLAM_C, q) / horner(ACKLAM_D, q);
    }
    const e = normalCdf(x) - p;
    const u = e * Math.sqrt(2 * Math.PI) * Math.exp((x * x) / 2);
    return x - u / (1 + (x * u) / 2);
}
/** Wilson score interval for passed/n at normal quantile z. */
function wilsonInterval(passed, n, z) {
    if (n <= 0)
        return { lower: 0, upper: 1 };
    const p = passed / n;
    const z2 = z * z;
    const centre = p + z2 / (2 * n);
    const spread = z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
    const denom = 1 + z2 / n;
    // The bounds are exactly 0 and 1 at the extremes; the formula leaves rounding dust there.
    return { lower: passed <= 0 ? 0 : Math.max(0, (centre - spread) / denom), upper: passed >= n ? 1 : Math.min(1, (centre + spread) / denom) };
}
/**
 * Newcombe's hybrid-score interval (method 10, 1998) for p_current − p_baseline at normal
 * quantile z: d ∓ sqrt of the squared distances to each side's Wilson bounds.
 */
function newcombeInterval(current, baseline, z) {
    const p1 = current.passed / current.n;
    const p2 = baseline.passed / baseline.n;
    const w1 = wilsonInterval(current.passed, current.n, z);
    const w2 = wilsonInterval(baseline.passed, baseline.n, z);
    const d = p1 - p2;
    return {
        lower: d - Math.sqrt((p1 - w1.lower) ** 2 + (w2.upper - p2) ** 2),
        upper: d + Math.sqrt((w1.upper - p1) ** 2 + (p2 - w2.lower) ** 2),
    };
}
/**
 * One-sided p-value of the Newcombe interval for H1 "current < baseline": the α at which the
 * interval's upper bound (at z = Φ⁻¹(1 − α)) just reaches 0. Found by bisection on z, since both
 * bounds move monotonically outwards as z grows.
 */
function newcombeOneSidedP(current, baseline) {
    if (current.n <= 0 || baseline.n <= 0)
        return 1;
    const d = current.passed / current.n - baseline.passed / baseline.n;
    if (d === 0)
        return 0.5;
    // For d < 0 find z* > 0 with upper(z*) = 0 → p = 1 − Φ(z*); for d > 0 find z* with lower(z*) = 0 → p = Φ(z*).
    const bound = (z) => (d < 0 ? newcombeInterval(current, baseline, z).upper : newcombeInterval(current, baseline, z).lower);
    let lo = 0;
    let hi = 40;
    if (d < 0 ? bound(hi) < 0 : bound(hi) > 0)
        return d < 0 ? 0 : 1;
    for (let i = 0; i < 200 && hi - lo > 1e-12; i++) {
        const mid = (lo + hi) / 2;
        const crossed = d < 0 ? bound(mid) >= 0 : bound(mid) <= 0;
        if (crossed)
            hi = mid;
        else
            lo = mid;
    }
    const z = (lo + hi) / 2;
    return d < 0 ? 1 - normalCdf(z) : normalCdf(z);
}
/** Normal quantile of the two-sided (2·level − 1) interval used for a one-sided test at α = 1 − level. */
function zForLevel(level) {
    return normalQuantile(level);
}

;// CONCATENATED MODULE: ./src/gate/compare.ts
// The regression gate's comparison (gate.md): a current results document against a baseline, per
// suite, per round (survival rate), finalScore and every gated metric. `compareDocuments` is pure;
// `compareRuns` first streams the items files it needs.





/**
 * Benchmarks whose finalScore is a pass rate with a test (gate.md: "pass rates and finalScore of
 * TransitLM"): an item counts as passing when every listed round present in the suite is true.
 */
const TESTED_FINAL_SCORE = { transitlm: ['accuracy', 'preference'] };
/** Benchmarks whose rounds are always tested unpaired (flood trajectories diverge once decisions differ). */
const UNPAIRED_BENCHMARKS = new Set(['flood']);
const SEVERITY = { regressed: 6, 'possible-regression': 5, 'insufficient-data': 3, improved: 2, new: 1, removed: 1, unchanged: 0 };
/**
 * α = 1 − level, rounded to 12 decimals: 1 − 0.95 is 0.050000000000000044 in floating point,
 * which would count p = 0.05 as significant.
 */
function alphaOf(level) {
    return Math.round((1 - level) * 1e12) / 1e12;
}
function worse(a, b) {
    return SEVERITY[b] > SEVERITY[a] ? b : a;
}
function isRate(m) {
    return m !== undefined && typeof m.passed === 'number' && typeof m.input === 'number';
}
function finalScoreRounds(suite) {
    const listed = TESTED_FINAL_SCORE[suite.benchmark];
    if (listed === undefined)
        return null;
    const present = listed.filter((r) => suite.rounds.some((round) => round.id === r));
    return present.length > 0 ? present : null;
}
function fmt(v) {
    return Number(v.toFixed(4)).toString();
}
/** p-values keep two significant digits however small. */
function fmtP(p) {
    return p >= 0.0001 ? fmt(p) : p.toExponential(1);
}
/** gate.md "Verdicts", then the absolute bounds. Pure. */
function judge(input) {
    const { baseline, current, rule, cfg } = input;
    const alpha = alphaOf(cfg.level);
    const unit = input.scale === 'points' ? ' points' : '';
    const reasons = [];
    let verdict;
    let test = null;
    let p = null;
    if (current === null)
        verdict = 'removed';
    else if (baseline === null)
        verdict = 'new';
    else if (baseline.value === null || current.value === null) {
        verdict = 'insufficient-data';
        reasons.push(`value is null on the ${current.value === null ? 'current' : 'baseline'} side`);
    }
    else if ((baseline.n !== null && baseline.n < cfg.minItems) || (current.n !== null && current.n < cfg.minItems)) {
        verdict = 'insufficient-data';
        reasons.push(`fewer than ${cfg.minItems} items (baseline ${baseline.n ?? '–'}, current ${current.n ?? '–'})`);
    }
    else {
        const drop = rule.direction === 'lower' ? current.value - baseline.value : baseline.value - current.value;
        if (input.tested) {
            if (input.pairedCounts !== null) {
                test = 'mcnemar';
                p = mcnemarOneSided(input.pairedCounts.b, input.pairedCounts.c);
            }
            else if (current.counts !== null && baseline.counts !== null) {
                test = 'newcombe';
                // The test is on "current worse"; for a lower-is-better rate swap the sides' roles.
                p = rule.direction === 'lower' ? newcombeOneSidedP(baseline.counts, current.counts) : newcombeOneSidedP(current.counts, baseline.counts);
            }
        }
        const failX = dropExceeds(drop, baseline.value, rule.fail);
        const warnX = dropExceeds(drop, baseline.value, rule.warn);
        if (failX && (p === null || p < alpha)) {
            verdict = 'regressed';
            reasons.push(`drop ${fmt(drop)}${unit} exceeds the fail threshold${p !== null ? ` (p = ${fmtP(p)} < ${fmt(alpha)})` : ''}`);
        }
        else if (failX || warnX) {
            verdict = 'possible-regression';
            reasons.push(failX ? `drop ${fmt(drop)}${unit} exceeds the fail threshold but p = ${fmtP(p ?? 1)} ≥ ${fmt(alpha)}` : `drop ${fmt(drop)}${unit} exceeds the warn threshold`);
        }
        else if (dropExceeds(-drop, baseline.value, rule.warn))
            verdict = 'improved';
        else
            verdict = 'unchanged';
    }
    if (current !== null && current.value !== null) {
        const failBound = boundViolation(current.value, rule.fail);
        const warnBound = boundViolation(current.value, rule.warn);
        if (failBound !== null) {
            verdict = 'regressed';
            reasons.push(`${fmt(current.value)} is ${failBound} (fail)`);
        }
        else if (warnBound !== null) {
            verdict = worse(verdict, 'possible-regression');
            reasons.push(`${fmt(current.value)} is ${warnBound} (warn)`);
        }
    }
    return { verdict, test, p, reasons };
}
function roundSide(suite, id) {
    const round = suite?.rounds.find((r) => r.id === id);
    if (suite === undefined || round === undefined)
        return null;
    const value = suite.total > 0 ? (100 * round.passed) / suite.total : null;
    return { value, n: suite.total, counts: suite.total > 0 ? { passed: round.passed, n: suite.total } : null };
}
function finalScoreSide(suite, tested) {
    if (suite === undefined)
        return null;
    if (!tested)
        return { value: suite.finalScore, n: null, counts: null };
    const counts = suite.finalScore !== null && suite.total > 0 ? { passed: Math.round((suite.finalScore * suite.total) / 100), n: suite.total } : null;
    return { value: suite.finalScore, n: suite.total, counts };
}
function metricSide(m) {
    if (m === undefined)
        return null;
    if (isRate(m))
        return { value: m.value === null ? null : 100 * m.value, n: m.input, counts: m.input > 0 ? { passed: m.passed, n: m.input } : null };
    return { value: m.value, n: typeof m.count === 'number' ? m.count : null, counts: null };
}
function union(a, b) {
    return [...a, ...b.filter((x) => !a.includes(x))];
}
function compareSuite(current, baseline, cfg, scan) {
    const ref = (current ?? baseline);
    const base = {
        id: ref.id,
        benchmark: ref.benchmark,
        paired: false,
        shared: scan?.baselineItems !== null && scan !== null ? scan.shared : null,
        worst: scan?.worst ?? [],
        failingItems: scan?.failing ?? null,
    };
    if (current?.status === 'error')
        return { ...base, state: 'error', verdict: 'error', targets: [] };
    if (current?.status === 'skipped')
        return { ...base, state: 'skipped', verdict: 'skipped', targets: [] };
    const baseUsable = baseline !== undefined && baseline.status === 'ok' ? baseline : undefined;
    const paired = scan !== null && scan.paired && !UNPAIRED_BENCHMARKS.has(ref.benchmark);
    const targets = [];
    const add = (kind, id, label, scale, direction, unit, b, c, tested, pairKey) => {
        const rule = effectiveRule(cfg.rules, ref.id, kind, id, scale, direction);
        if (rule.direction === 'none')
            return;
        const pairedCounts = paired && pairKey !== null ? (scan.discordant.get(pairKey) ?? null) : null;
        const j = judge({ baseline: b, current: c, rule, scale, tested, pairedCounts, cfg });
        const delta = b?.value !== null && b?.value !== undefined && c?.value !== null && c?.value !== undefined ? c.value - b.value : null;
        targets.push({ kind, id, label, scale, direction: rule.direction, unit, baseline: b?.value ?? null, current: c?.value ?? null, delta, test: j.test, p: j.p, verdict: j.verdict, reasons: j.reasons, items: { baseline: b?.n ?? null, current: c?.n ?? null } });
        return targets[targets.length - 1];
    };
    const roundIds = union((current?.rounds ?? []).map((r) => r.id), (baseUsable?.rounds ?? []).map((r) => r.id));
    for (const id of roundIds) {
        const cr = current?.rounds.find((r) => r.id === id);
        const br = baseUsable?.rounds.find((r) => r.id === id);
        const t = add('round', id, cr?.label ?? br?.label ?? id, 'points', 'higher', '%', roundSide(baseUsable, id), roundSide(current, id), true, `round:${id}`);
        if (t !== undefined)
            t.round = { input: cr?.input ?? 0, passed: cr?.passed ?? 0, baselineInput: br?.input ?? null, baselinePassed: br?.passed ?? null };
    }
    const fsTested = finalScoreRounds(ref) !== null;
    add('metric', 'finalScore', 'Final score', 'points', 'higher', null, finalScoreSide(baseUsable, fsTested), finalScoreSide(current, fsTested), fsTested, fsTested ? 'finalScore' : null);
    const metricIds = union(Object.keys(current?.metrics ?? {}), Object.keys(baseUsable?.metrics ?? {}));
    for (const id of metricIds) {
        const cm = current?.metrics[id];
        const bm = baseUsable?.metrics[id];
        const m = (cm ?? bm);
        const rate = isRate(cm ?? bm);
        add('metric', id, id, rate ? 'points' : 'unit', m.direction, rate ? '%' : (m.unit ?? null), metricSide(bm), metricSide(cm), rate && isRate(bm) && isRate(cm), null);
    }
    const state = current === undefined ? 'removed' : baseUsable === undefined ? 'new' : 'compared';
    const verdict = targets.reduce((acc, t) => worse(acc, t.verdict), state === 'new' ? 'new' : state === 'removed' ? 'removed' : 'unchanged');
    return { ...base, state, verdict, paired, targets };
}
/** Outcomes paired through the items files: every round, plus TransitLM's finalScore. */
function suiteOutcomes(suite) {
    const outcomes = suite.rounds.map((r) => ({ key: `round:${r.id}`, rounds: [r.id] }));
    const fs = finalScoreRounds(suite);
    if (fs !== null)
        outcomes.push({ key: 'finalScore', rounds: fs });
    return outcomes;
}
function verdictHash(suites, runVerdict) {
    const lines = [`run=${runVerdict}`];
    for (const s of suites) {
        lines.push(`${s.id}=${s.verdict}`);
        for (const t of s.targets)
            lines.push(`${s.id}/${t.kind}/${t.id}=${t.verdict}`);
    }
    return (0,external_node_crypto_.createHash)('sha256').update(lines.sort().join('\n')).digest('hex').slice(0, 16);
}
/** Run verdict (results.md): error > fail > warn > pass, and the missing-baseline policy. */
function runVerdict(suites, hasBaseline, cfg) {
    if (suites.some((s) => s.state === 'error'))
        return 'error';
    const all = suites.flatMap((s) => s.targets.map((t) => t.verdict));
    if (all.includes('regressed'))
        return 'fail';
    if (!hasBaseline)
        return cfg.onMissingBaseline === 'pass' ? 'no-baseline' : cfg.onMissingBaseline === 'warn' ? 'warn' : 'fail';
    if (all.includes('possible-regression'))
        return 'warn';
    return 'pass';
}
/**
 * Compare two documents given the items scans already made (key: suite id). Without a baseline
 * every target is `new`, and only the absolute bounds can fail it.
 */
function compareDocuments(current, baseline, cfg, scans = new Map()) {
    const ids = union(current.suites.map((s) => s.id), (baseline?.suites ?? []).filter((s) => s.status !== 'skipped').map((s) => s.id));
    const suites = ids.map((id) => compareSuite(current.suites.find((s) => s.id === id), baseline?.suites.find((s) => s.id === id), cfg, scans.get(id) ?? null));
    const verdict = runVerdict(suites, baseline !== null, cfg);
    return { level: cfg.level, alpha: alphaOf(cfg.level), minItems: cfg.minItems, hasBaseline: baseline !== null, verdict, suites, verdictHash: verdictHash(suites, verdict) };
}
/**
 * The items file of a suite, or null. The name comes from the document (in the report job, from a
 * pull request's artifact): only a regular file inside the document's folder is read; a refused
 * name is skipped with a warning naming the field (a missing file, quietly: the suite is unpaired).
 */
async function itemsPath(side, suiteId, which, log) {
    const suite = side?.doc.suites.find((s) => s.id === suiteId);
    if (side?.dir === null || side === null || suite?.itemsFile === undefined)
        return null;
    const file = await sideFile(side.dir, suite.itemsFile);
    if (file.ok)
        return file.path;
    if (!file.missing)
        log?.warn(`${which} suite ${suiteId}: itemsFile ${JSON.stringify(suite.itemsFile).slice(0, 120)} ${file.reason}: its items are not used`);
    else if (which === 'current')
        log?.warn(`items file of suite ${suiteId} not found: ${suite.itemsFile}`);
    return null;
}
/** Stream the items files each suite has, then compare. */
async function compareRuns(current, baseline, cfg, opts = {}) {
    const scans = new Map();
    for (const suite of current.doc.suites) {
        if (suite.status !== 'ok')
            continue;
        const currentFile = await itemsPath(current, suite.id, 'current', opts.log);
        if (currentFile === null)
            continue;
        const baselineSuite = baseline?.doc.suites.find((s) => s.id === suite.id);
        const baselineFile = baselineSuite?.status === 'ok' ? await itemsPath(baseline, suite.id, 'baseline', opts.log) : null;
        const scan = await scanItems({ currentFile, baselineFile, rounds: suite.rounds.map((r) => r.id), outcomes: suiteOutcomes(suite), keepWorst: opts.keepWorst ?? 10 });
        if (scan.badLines > 0)
            opts.log?.warn(`suite ${suite.id}: ${scan.badLines} malformed line(s) in the items files were skipped`);
        scans.set(suite.id, scan);
    }
    return compareDocuments(current.doc, baseline?.doc ?? null, cfg, scans);
}

;// CONCATENATED MODULE: ./src/gate/outputs.ts
/** Unweighted mean of the suites' non-null finalScore; null when there is none. */
function meanFinalScore(doc) {
    const scores = (doc?.suites ?? []).map((s) => s.finalScore).filter((v) => v !== null);
    return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}
function gateOutputs(current, baseline, comparison) {
    const finalScore = meanFinalScore(current);
    const baselineScore = meanFinalScore(baseline);
    const regressions = comparison.suites.flatMap((s) => s.targets.filter((t) => t.verdict === 'regressed').map((t) => ({ suite: s.id, kind: t.kind, id: t.id, baseline: t.baseline, current: t.current, delta: t.delta, p: t.p })));
    return {
        verdict: comparison.verdict,
        finalScore,
        baselineScore,
        delta: finalScore !== null && baselineScore !== null ? finalScore - baselineScore : null,
        scores: Object.fromEntries(current.suites.map((s) => [s.id, s.finalScore])),
        regressions,
    };
}
/** The outputs as the action sets them: kebab-case names, strings ("" for null). */
function outputStrings(o) {
    const n = (v) => (v === null ? '' : String(v));
    return {
        verdict: o.verdict,
        'final-score': n(o.finalScore),
        'baseline-score': n(o.baselineScore),
        delta: n(o.delta),
        scores: JSON.stringify(o.scores),
        regressions: JSON.stringify(o.regressions),
    };
}

;// CONCATENATED MODULE: ./src/gate/index.ts
// The regression gate as one call: load the baseline, compare, render, decide the exit code.
// Used by `bench-check run` (config with a `gate` section), `bench-check compare` and the action.








/** The configured baseline (sources `file` and `path`); `artifact` needs the action (src/main.ts). */
async function loadConfiguredBaseline(gate, opts) {
    if (gate.baseline.source === 'artifact') {
        return { kind: 'missing', message: 'baseline source "artifact" is only available inside the GitHub Action (use --baseline FILE or source "file" locally)' };
    }
    return loadBaselineFile(external_node_path_default().resolve(opts.cwd, gate.baseline.path), gate.baseline.source, { env: opts.env });
}
/** Why the baseline cannot be used although one was asked for (exit 2), or null. */
function baselineFailure(loaded) {
    if (loaded.kind === 'error')
        return loaded.message;
    if (loaded.kind === 'invalid')
        return `the baseline is not a valid results document: ${loaded.diagnostics.slice(0, 3).map(core_diagnostics/* formatDiagnostic */.xy).join('; ')}`;
    return null;
}
/** Why a results document does not hold a whole run, or null when it does. */
function incompleteRun(doc) {
    if (doc.run.incomplete !== true)
        return null;
    const pending = doc.run.pending ?? [];
    return `the run did not finish (${doc.run.stopReason ?? 'no reason recorded: still running, or killed'}); not scored: ${pending.join(', ') || 'none'}`;
}
async function applyGate(doc, gateConfig, opts) {
    const gate = resolveGateConfig(gateConfig);
    const loaded = opts.baseline ?? (await loadConfiguredBaseline(gate, opts));
    if (loaded.kind === 'invalid')
        for (const d of loaded.diagnostics)
            opts.log.warn(`baseline: ${(0,core_diagnostics/* formatDiagnostic */.xy)(d)}`);
    const failure = baselineFailure(loaded);
    const incomplete = incompleteRun(doc);
    const failures = [incomplete, failure].filter((f) => f !== null);
    const unrelated = loaded.kind === 'found' ? unrelatedBaseline(doc, loaded.side.doc) : null;
    const found = loaded.kind === 'found' && unrelated === null ? loaded : null;
    const missing = failure ?? unrelated ?? (loaded.kind === 'missing' ? loaded.message : null);
    const comparison = await compareRuns({ doc, dir: opts.resultsDir }, found?.side ?? null, gate, { log: opts.log });
    if (failures.length > 0) {
        comparison.verdict = 'error';
        comparison.verdictHash = verdictHash(comparison.suites, 'error');
    }
    const warnings = found === null ? [] : baselineWarnings(doc, found.side.doc, found.provenance, gate.baseline.maxAgeDays);
    for (const w of warnings)
        opts.log.warn(w);
    if (failure === null && missing !== null)
        opts.log.warn(`${missing} (on-missing-baseline: ${gate.onMissingBaseline})`);
    const input = {
        current: doc,
        baselineDoc: found?.side.doc ?? null,
        comparison,
        baseline: found === null ? null : { provenance: found.provenance, warnings },
        missingBaseline: missing,
        baselineFailed: failure !== null,
        incomplete,
        onMissingBaseline: gate.onMissingBaseline,
    };
    const regressed = comparison.suites.some((s) => s.targets.some((t) => t.verdict === 'regressed'));
    const exitCode = worstExitCode(doc.suites.some((s) => s.status === 'error') || failures.length > 0 ? 2 : 0, found === null && gate.onMissingBaseline === 'fail' ? 3 : 0, regressed ? 1 : 0);
    return {
        doc: { ...doc, verdict: comparison.verdict },
        exitCode,
        comparison,
        baseline: found,
        failures,
        markdown: renderComparisonReport(input, { budget: COMMENT_BUDGET, commentKey: opts.commentKey ?? null, fullReportUrl: opts.fullReportUrl ?? null }),
        summary: renderComparisonReport(input, { budget: SUMMARY_BUDGET, commentKey: null }),
        outputs: gateOutputs(doc, found?.side.doc ?? null, comparison),
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/compare.ts









/** `bench-check compare`: the gate on two results documents already written. */
const compareCommand = {
    command: 'compare',
    describe: 'Compare a results document against a baseline and apply the regression gate',
    builder: (y) => y
        .option('baseline', { type: 'string', describe: 'Baseline results document (default: gate.baseline of --config, else .bench/baseline.json)' })
        .option('current', { type: 'string', demandOption: true, describe: 'Current results document' })
        .option('markdown', { type: 'string', describe: 'Write the PR comment markdown here' })
        .option('on-missing-baseline', { type: 'string', choices: ['pass', 'warn', 'fail'], describe: 'Verdict without a baseline (default warn; fail exits 3)' })
        .option('level', { type: 'number', describe: 'Confidence level of the one-sided tests (default 0.95)' })
        .option('config', { type: 'string', describe: 'Config file whose `gate` section (rules, minItems, baseline) applies' })
        .example('$0 compare --baseline .bench/baseline.json --current bench-results/results.json --markdown comment.md', 'gate a run'),
    async run(args) {
        const cwd = process.cwd();
        const log = stderrLogger(args.quiet === true);
        let gate = {};
        // The config's baseline path is relative to the config file.
        let gateCwd = cwd;
        if (args.config !== undefined) {
            const loaded = await loadConfigFile(external_node_path_default().resolve(cwd, args.config));
            if (!loaded.ok)
                return inputErrors(loaded.diagnostics);
            gate = (loaded.loaded.config.gate ?? {});
            gateCwd = loaded.loaded.baseDir;
        }
        if (args.level !== undefined && !(args.level > 0.5 && args.level < 1)) {
            process.stderr.write(`error: --level must be between 0.5 and 1 (exclusive), got ${args.level}\n`);
            return 2;
        }
        gate = { ...gate, level: args.level ?? gate.level, onMissingBaseline: args.onMissingBaseline ?? gate.onMissingBaseline };
        const current = await readJsonFile(external_node_path_default().resolve(cwd, args.current), 'results');
        if (!current.ok)
            return inputErrors(current.diagnostics);
        const baseline = args.baseline === undefined ? undefined : await loadBaselineFile(external_node_path_default().resolve(cwd, args.baseline), 'path', { env: process.env });
        const outcome = await applyGate(current.value, gate, { cwd: gateCwd, env: process.env, log, resultsDir: external_node_path_default().dirname(external_node_path_default().resolve(cwd, args.current)), baseline });
        for (const failure of outcome.failures)
            process.stderr.write(`error: ${failure}\n`);
        if (args.markdown !== undefined) {
            await writeTextFile(external_node_path_default().resolve(cwd, args.markdown), outcome.markdown);
            log.info(`markdown written to ${args.markdown}`);
        }
        const format = args.format ?? 'text';
        if (format === 'json')
            process.stdout.write(`${JSON.stringify({ ...outputStrings(outcome.outputs), comparison: outcome.comparison }, null, 2)}\n`);
        else if (format === 'markdown')
            process.stdout.write(outcome.summary);
        else {
            const out = args.markdown === undefined ? process.stdout : process.stderr;
            out.write(`verdict: ${outcome.comparison.verdict}\n`);
            for (const s of outcome.comparison.suites) {
                for (const t of s.targets.filter((x) => x.verdict === 'regressed' || x.verdict === 'possible-regression')) {
                    out.write(`  ${terminalSafe(s.id, 60)} ${t.kind} ${terminalSafe(t.id, 60)}: ${t.verdict} (${terminalSafe(t.reasons.join('; '), 300)})\n`);
                }
            }
        }
        return outcome.exitCode;
    },
};

;// CONCATENATED MODULE: ./src/run/cache.ts
/**
 * A per-run memo of expensive shared inputs (e.g. one station graph for several TransitLM suites).
 * Keys should include the absolute path of what was loaded; the promise is shared, so concurrent
 * suites wait for one load.
 */
class RunCache {
    entries = new Map();
    get(key, load) {
        let entry = this.entries.get(key);
        if (entry === undefined) {
            entry = load();
            this.entries.set(key, entry);
        }
        return entry;
    }
}

;// CONCATENATED MODULE: ./src/run/runSuites.ts





const NEVER = new AbortController().signal;
/** The reason of an aborted run signal, as a sentence. */
function stopReasonOf(signal) {
    const reason = signal.reason;
    return typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : 'stopped';
}
/**
 * Score every suite in order with one shared cache. A suite that fails as a whole is reported as
 * `status: "error"` and the others are still scored. Unsplittable suites run whole in shard 1.
 */
async function runSuites(suites, opts) {
    if (opts.outDir !== null)
        await (0,promises_.mkdir)(opts.outDir, { recursive: true });
    const signal = opts.signal ?? NEVER;
    const cache = new RunCache();
    const results = [];
    const pendingAfter = (k) => suites.slice(k).map((s) => s.id);
    if (opts.mask !== undefined)
        for (const s of suites)
            for (const secret of findBenchmark(s.benchmark)?.secrets?.(s, opts.env) ?? [])
                opts.mask(secret);
    await opts.progress?.(results, pendingAfter(0));
    for (const [k, config] of suites.entries()) {
        if (signal.aborted)
            return { suites: results, pending: pendingAfter(k), stopReason: stopReasonOf(signal) };
        const suite = await scoreOne(config, opts, cache, signal);
        // A scorer stopped by the signal returns whatever it had: it is not a result.
        if (signal.aborted)
            return { suites: results, pending: pendingAfter(k), stopReason: stopReasonOf(signal) };
        results.push(suite);
        await opts.progress?.(results, pendingAfter(k + 1));
    }
    return { suites: results, pending: [], stopReason: null };
}
async function scoreOne(config, opts, cache, signal) {
    const benchmark = findBenchmark(config.benchmark);
    if (benchmark === undefined) {
        const suite = emptySuite(config, 'error');
        suite.diagnostics = [(0,core_diagnostics/* diagnostic */.YK)({ code: 'config', message: `unknown benchmark "${config.benchmark}"` })];
        return suite;
    }
    if (opts.shard !== null && !benchmark.splittable && opts.shard.index !== 1)
        return emptySuite(config, 'skipped');
    const ctx = { baseDir: opts.baseDir, workspace: opts.workspace, outDir: opts.outDir, shard: opts.shard, cache, log: opts.log, env: opts.env, signal };
    opts.log.info(`scoring ${config.id} (${benchmark.title}${config.task ? ` · ${config.task}` : ''})…`);
    const started = process.hrtime.bigint();
    let suite;
    try {
        suite = await benchmark.score(config, ctx);
    }
    catch (error) {
        // A bug, not bad input: keep the other suites, say so plainly, keep the stack for a bug report.
        suite = emptySuite(config, 'error');
        suite.diagnostics = [(0,core_diagnostics/* diagnostic */.YK)({ code: 'internal', message: `internal error while scoring (please report): ${error.message}` })];
        if (opts.env.BENCH_CHECK_DEBUG)
            opts.log.warn(String(error.stack));
    }
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    opts.log.info(`  done in ${(ms / 1000).toFixed(2)} s`);
    return suite;
}

;// CONCATENATED MODULE: ./src/run/pipeline.ts





/** The deadline of a run that asks a live provider, when none is configured (docs/results.md). */
const DEFAULT_LIVE_DEADLINE_MINUTES = 60;
/** The run's deadline in minutes: the configured one, else the default for live providers, else none. */
function deadlineOf(suites, configured) {
    if (configured !== undefined && configured !== null)
        return configured;
    return suites.some((s) => findBenchmark(s.benchmark)?.isLive?.(s) === true) ? DEFAULT_LIVE_DEADLINE_MINUTES : null;
}
/**
 * Every suite scored into one results document. With a results path, the document is rewritten
 * (atomically) before the first suite and after each one, marked incomplete with the suites not
 * done, so a crash or a kill leaves a valid document with what was computed.
 */
async function scoreSuites(opts) {
    const resultsFile = opts.resultsPath === null ? null : external_node_path_default().resolve(opts.cwd, opts.resultsPath);
    const resultsDir = resultsFile === null ? null : external_node_path_default().dirname(resultsFile);
    const make = (suites, incomplete) => createDocument(suites, { configHash: opts.configHash, shard: opts.shard, env: opts.env, cwd: opts.cwd, incomplete });
    const minutes = deadlineOf(opts.suites, opts.deadlineMinutes);
    const deadline = new AbortController();
    const timer = minutes === null ? null : setTimeout(() => deadline.abort(`the run deadline of ${minutes} min passed`), minutes * 60_000);
    timer?.unref();
    const signal = opts.signal === undefined ? deadline.signal : AbortSignal.any([opts.signal, deadline.signal]);
    try {
        const run = await runSuites(opts.suites, {
            baseDir: opts.baseDir,
            workspace: opts.cwd,
            outDir: resultsDir,
            shard: opts.shard,
            log: opts.log,
            env: opts.env,
            signal,
            mask: opts.mask,
            progress: resultsFile === null ? undefined : (done, pending) => writeDocument(make([...done], pending.length === 0 ? null : { pending: [...pending], stopReason: null }), resultsFile),
        });
        const stopped = run.stopReason;
        return { doc: make(run.suites, stopped === null ? null : { pending: run.pending, stopReason: stopped }), resultsDir, stopped };
    }
    finally {
        if (timer !== null)
            clearTimeout(timer);
    }
}
/** Config → every suite scored → results document. Shared by `bench-check run` and the action. */
async function scoreConfig(opts) {
    const resolved = await resolveConfig(opts.configPath, opts.cwd);
    if (!resolved.ok)
        return resolved;
    const { loaded } = resolved;
    opts.log.info(`config: ${loaded.source} (${loaded.config.suites.length} suites)`);
    const { configPath: _configPath, ...run } = opts;
    const scored = await scoreSuites({
        ...run,
        suites: loaded.config.suites,
        configHash: loaded.hash,
        baseDir: loaded.baseDir,
        deadlineMinutes: opts.deadlineMinutes ?? loaded.config.deadlineMinutes,
    });
    return { ok: true, config: loaded, ...scored };
}

;// CONCATENATED MODULE: ./src/run/stop.ts
// SIGINT/SIGTERM (a cancelled CI job, Ctrl-C) stop a run gracefully: the run signal is aborted so
// live providers stop asking and the suites done are written (results.md "Nothing computed is
// lost"); the process then exits 2. A second signal, or a scorer that does not return within the
// grace period, ends the process at once: the results document written after the last finished
// suite is already on disk, marked incomplete.

const STOP_EXIT_CODE = 2;
const SIGNALS = ['SIGINT', 'SIGTERM'];
function stopOnSignals(log, graceMs = 10_000) {
    const controller = new AbortController();
    let grace = null;
    const exitNow = () => {
        removeTemporaryFiles();
        process.exit(STOP_EXIT_CODE);
    };
    const onSignal = (name) => {
        if (controller.signal.aborted)
            return exitNow();
        log.warn(`${name}: stopping; the suites already scored are kept (results marked incomplete)`);
        controller.abort(`interrupted by ${name}`);
        grace = setTimeout(exitNow, graceMs);
        grace.unref();
    };
    for (const s of SIGNALS)
        process.on(s, onSignal);
    return {
        signal: controller.signal,
        dispose() {
            for (const s of SIGNALS)
                process.off(s, onSignal);
            if (grace !== null)
                clearTimeout(grace);
        },
    };
}

;// CONCATENATED MODULE: ./src/cli/commands/run.ts







const DEFAULT_RESULTS_PATH = 'bench-results/results.json';
const runCommand = {
    command: 'run',
    describe: 'Score every suite of the config (bench.config.json, or the bundled fixtures when there is none)',
    builder: (y) => y
        .option('config', { type: 'string', describe: 'Config file (JSON or YAML). Default: bench.config.{json,yml,yaml} in the current directory, else an embedded demo config on the bundled fixtures' })
        .options(OUTPUT_FLAGS)
        .option('out', { ...OUTPUT_FLAGS.out, default: DEFAULT_RESULTS_PATH })
        .option('deadline-minutes', DEADLINE_FLAG)
        .example('$0 run', 'score the bundled fixtures (or ./bench.config.json) and print a summary')
        .example('$0 run --config bench.config.yml --markdown comment.md', 'score a config and write the PR comment body'),
    async run(args) {
        const log = stderrLogger(args.quiet === true);
        const shardResult = shardArg(args.shard);
        if ('error' in shardResult)
            return usageError(shardResult.error);
        const { shard } = shardResult;
        const deadline = deadlineArg(args.deadlineMinutes);
        if (deadline !== null)
            return usageError(deadline);
        const stop = stopOnSignals(log);
        try {
            return await scoreAndGate(args, shard, log, stop.signal);
        }
        finally {
            stop.dispose();
        }
    },
};
/** Score the config, then apply its gate (unless the run was stopped, or this is a shard). */
async function scoreAndGate(args, shard, log, signal) {
    const cwd = process.cwd();
    const scored = await scoreConfig({ configPath: args.config, cwd, resultsPath: args.out ?? null, shard, log, env: process.env, deadlineMinutes: args.deadlineMinutes, signal });
    if (!scored.ok)
        return inputErrors(scored.diagnostics);
    if (scored.stopped !== null)
        return stoppedRun(scored.doc, args, cwd, log);
    // With a `gate` section the run is compared against its baseline (docs/gate.md): same verdict as CI.
    // A shard holds only part of the items: the gate applies to the merged document (`compare`).
    const gate = shard === null ? scored.config.config.gate : undefined;
    if (shard !== null && scored.config.config.gate !== undefined)
        log.info('gate: skipped for a shard; run `bench-check compare` on the merged results');
    const gated = gate === undefined ? null : await applyGate(scored.doc, gate, { cwd: scored.config.baseDir, env: process.env, log, resultsDir: scored.resultsDir });
    for (const failure of gated?.failures ?? [])
        process.stderr.write(`error: ${failure}\n`);
    const doc = gated?.doc ?? scored.doc;
    reportDiagnostics(doc, log);
    await emitResults(doc, gated === null ? args : { ...args, markdown: undefined }, cwd, log);
    if (gated !== null && args.markdown !== undefined)
        await writeTextFile(external_node_path_default().resolve(cwd, args.markdown), gated.markdown);
    return worstExitCode(inputExitCode(doc), gated?.exitCode ?? 0);
}

;// CONCATENATED MODULE: ./src/cli/commands/score.ts









/** `/suites/0/batchSize/…` → `--batch-size`: name the flag the user typed, not the config key. */
function flagOf(pointer) {
    const key = pointer.replace(/^\/suites\/0\/?/, '').split('/')[0] ?? '';
    return key === '' ? 'the flags' : `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
/** `score <benchmark>`: one suite from flags, the same path `run` takes for a config entry. */
async function score_scoreOne(benchmark, args) {
    const cwd = process.cwd();
    const log = stderrLogger(args.quiet === true);
    const shardResult = shardArg(args.shard);
    if ('error' in shardResult)
        return usageError(shardResult.error);
    const { shard } = shardResult;
    const converted = benchmark.cli.toSuiteConfig(args);
    if ('error' in converted)
        return usageError((0,core_diagnostics/* formatDiagnostic */.xy)(converted.error));
    const suiteConfig = converted.suite;
    const problems = (0,registry/* validateValue */.q0)('config', { suites: [suiteConfig] });
    if (problems.length > 0)
        return usageError(problems.map((p) => `${flagOf(p.pointer)}: ${p.message}`).join('; '));
    const deadline = deadlineArg(args.deadlineMinutes);
    if (deadline !== null)
        return usageError(deadline);
    const stop = stopOnSignals(log);
    try {
        const scored = await scoreSuites({
            suites: [suiteConfig],
            configHash: configHash({ suites: [suiteConfig] }),
            baseDir: cwd,
            cwd,
            resultsPath: args.out ?? null,
            shard,
            log,
            env: process.env,
            deadlineMinutes: args.deadlineMinutes,
            signal: stop.signal,
        });
        if (scored.stopped !== null)
            return await stoppedRun(scored.doc, args, cwd, log);
        reportDiagnostics(scored.doc, log);
        await emitResults(scored.doc, args, cwd, log);
        return inputExitCode(scored.doc);
    }
    finally {
        stop.dispose();
    }
}
function benchmarkCommand(benchmark) {
    return {
        command: benchmark.id,
        describe: benchmark.cli.describe,
        builder: (y) => {
            let b = y;
            for (const [name, flag] of Object.entries(benchmark.cli.flags)) {
                b = b.option(name, { type: flag.type, describe: flag.describe, choices: flag.choices, default: flag.default, array: flag.array });
            }
            b = b.options(OUTPUT_FLAGS).option('deadline-minutes', DEADLINE_FLAG);
            for (const [cmd, text] of benchmark.cli.examples)
                b = b.example(cmd, text);
            return b;
        },
        run: (args) => score_scoreOne(benchmark, args),
    };
}
const scoreCommands = BENCHMARKS.map(benchmarkCommand);

;// CONCATENATED MODULE: ./src/cli/commands/validate.ts








/** A schema by short name (see --help) or a path to a JSON Schema file. */
async function resolveSchema(name, cwd) {
    if ((0,registry/* isSchemaName */.NS)(name))
        return { schema: name };
    // One of our own schema files, given by path: use the registered copy (its $refs resolve there).
    const bare = external_node_path_default().basename(name).replace(/\.schema\.json$/, '');
    if ((0,registry/* isSchemaName */.NS)(bare))
        return { schema: bare };
    const file = external_node_path_default().resolve(cwd, name);
    if (!(0,external_node_fs_.existsSync)(file)) {
        return { error: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message: `"${name}" is neither a schema name (${Object.keys(registry/* SCHEMAS */.H6).join(', ')}) nor a schema file` })] };
    }
    const read = await readDocumentFile(file, null);
    if (!read.ok)
        return { error: read.diagnostics };
    // ajv's compiler is loaded only here: every other command uses the build-time validators.
    const { compileSchema } = await Promise.all(/* import() */[__webpack_require__.e(784), __webpack_require__.e(645)]).then(__webpack_require__.bind(__webpack_require__, 7645));
    try {
        return { schema: compileSchema(read.value) };
    }
    catch (error) {
        return { error: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'schema-invalid', file: (0,results_inputs/* displayPath */.Gt)(name), message: `not a usable JSON Schema: ${error.message}` })] };
    }
}
/** JSON and YAML files are checked whole; .jsonl files line by line, each line located. */
async function validateFile(file, schema) {
    if (!/\.jsonl$/i.test(file)) {
        const read = await readDocumentFile(file, schema);
        return { diagnostics: read.ok ? [] : read.diagnostics, records: 1 };
    }
    if (!(0,external_node_fs_.existsSync)(file))
        return { diagnostics: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'io', file: (0,results_inputs/* displayPath */.Gt)(file), message: 'file not found' })], records: 0 };
    const diagnostics = [];
    let records = 0;
    let lineNo = 0;
    for await (const line of readLines(file)) {
        lineNo += 1;
        if (line.trim() === '')
            continue;
        records += 1;
        const checked = checkJsonText(line, (0,results_inputs/* displayPath */.Gt)(file), schema, lineNo - 1);
        if (!checked.ok)
            diagnostics.push(...checked.diagnostics);
    }
    return { diagnostics, records };
}
const validateCommand = {
    command: 'validate <schema> <file>',
    describe: 'Check a JSON or YAML file (or JSONL, line by line) against a bench-check schema',
    builder: (y) => y
        .positional('schema', { type: 'string', describe: `Schema name (${Object.keys(registry/* SCHEMAS */.H6).join(', ')}) or a path to a JSON Schema file` })
        .positional('file', { type: 'string', describe: 'File to check (.json, or .jsonl for one record per line)' })
        .example('$0 validate hurricane-artifact out/h.json', 'check a HurricaneMobility model output'),
    async run(args) {
        const cwd = process.cwd();
        const resolved = await resolveSchema(args.schema, cwd);
        if ('error' in resolved) {
            return inputErrors(resolved.error);
        }
        const { diagnostics, records } = await validateFile(external_node_path_default().resolve(cwd, args.file), resolved.schema);
        for (const d of diagnostics)
            process.stderr.write(`${(0,core_diagnostics/* formatDiagnostic */.xy)(d)}\n`);
        if (diagnostics.length > 0)
            return 2;
        if (!args.quiet)
            process.stdout.write(`${(0,results_inputs/* displayPath */.Gt)(args.file)}: valid (${records} record${records === 1 ? '' : 's'})\n`);
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/cli/main.ts









/** Top-level commands; `score` holds one subcommand per registered benchmark. */
const COMMANDS = [runCommand, mergeCommand, validateCommand, compareCommand, baselineCommand];
class UsageError extends Error {
}
/**
 * A file system error that escaped a command (typically writing --out/--markdown where that is
 * impossible) is the user's environment, not a bug: one line naming the path, no stack.
 */
function describeSystemError(error) {
    const e = error;
    const reason = errnoReason(error);
    if (reason === null || typeof e.syscall !== 'string')
        return null;
    const verb = /write|open|mkdir|rename|copy/.test(e.syscall) ? 'cannot write' : 'cannot read';
    return `${verb} ${e.path ?? ''}: ${reason}`;
}
function register(y, command, setExit) {
    return y.command({
        command: command.command,
        describe: command.describe,
        builder: (sub) => command.builder(sub),
        handler: async (args) => setExit(await command.run(args)),
    });
}
/**
 * Parse argv and run one command. Returns the exit code; usage errors print the message and
 * the relevant help hint, never a stack trace.
 */
async function main(argv) {
    let exitCode = 0;
    const setExit = (code) => {
        exitCode = code;
    };
    let cli = (0,yargs/* default */.A)([...argv])
        .scriptName('bench-check')
        .usage('$0 <command> [options]\n\nScore model outputs with research benchmarks and gate CI on regressions.')
        .option('format', { type: 'string', choices: ['json', 'markdown', 'text'], describe: 'What to print on stdout (default: text when no --out/--markdown)' })
        .option('quiet', { type: 'boolean', describe: 'Only errors on stderr' })
        .command('score', 'Score one suite given by flags', (y) => {
        let sub = y.usage('$0 score <benchmark> [options]');
        for (const c of scoreCommands)
            sub = register(sub, c, setExit);
        return sub.demandCommand(1, 'name a benchmark: ' + scoreCommands.map((c) => c.command).join(', '));
    });
    for (const c of COMMANDS)
        cli = register(cli, c, setExit);
    cli = cli
        .demandCommand(1, 'name a command (see --help)')
        .strict()
        .recommendCommands()
        .version(TOOL_VERSION)
        .help()
        .alias('h', 'help')
        .wrap(Math.min(110, process.stdout.columns ?? 100))
        .epilogue('Exit codes: 0 ok · 1 a gated metric regressed · 2 bad input, config or usage · 3 baseline missing with on-missing-baseline: fail')
        .fail((message, error) => {
        if (error && !(error instanceof UsageError))
            throw error;
        throw new UsageError(message);
    })
        .exitProcess(false);
    try {
        await cli.parseAsync();
    }
    catch (error) {
        if (error instanceof UsageError) {
            process.stderr.write(`error: ${error.message}\nRun with --help for usage.\n`);
            return 2;
        }
        const systemError = describeSystemError(error);
        if (systemError !== null) {
            process.stderr.write(`error: ${systemError}\n`);
            return 2;
        }
        throw error;
    }
    return exitCode;
}


/***/ })

};
