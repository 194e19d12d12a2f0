export const id = 638;
export const ids = [638];
export const modules = {

/***/ 84638:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  auditPaths: () => (/* binding */ auditPaths),
  scoreFlood: () => (/* binding */ scoreFlood)
});

// EXTERNAL MODULE: ./src/core/result.ts
var result = __webpack_require__(39294);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var core_diagnostics = __webpack_require__(27135);
// EXTERNAL MODULE: ./src/core/logger.ts
var logger = __webpack_require__(11227);
// EXTERNAL MODULE: ./src/core/provider-health.ts
var provider_health = __webpack_require__(93609);
// EXTERNAL MODULE: ./src/results/inputs.ts
var inputs = __webpack_require__(11385);
// EXTERNAL MODULE: ./src/results/items.ts
var results_items = __webpack_require__(31206);
// EXTERNAL MODULE: ./src/results/suite.ts
var results_suite = __webpack_require__(40502);
// EXTERNAL MODULE: ./src/results/usage.ts
var results_usage = __webpack_require__(8233);
// EXTERNAL MODULE: ./src/results/repeats.ts + 1 modules
var repeats = __webpack_require__(50871);
;// CONCATENATED MODULE: ./src/benchmarks/flood/config.ts
// The flood suite's config keys (schemas/flood-suite.schema.json) and the OpenAI provider's defaults.
const OPENAI_DEFAULTS = {
    temperature: 0,
    maxTokens: 1024,
    timeoutS: 60,
    concurrency: 4,
    retries: 4,
    maxResponseBytes: 16 * 1024 * 1024,
};

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
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

// EXTERNAL MODULE: ./src/benchmarks/flood/types.ts
var types = __webpack_require__(43802);
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
    ...types/* CONSTRUCT_IDS */.lX.map((c) => [c, `${c}(?:\\s*Assessment)?`]),
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
    return {
        TP: { level: null, explanation: null },
        CP: { level: null, explanation: null },
        SP: { level: null, explanation: null },
        SC: { level: null, explanation: null },
        PA: { level: null, explanation: null },
    };
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
    for (const c of types/* CONSTRUCT_IDS */.lX) {
        const values = lines
            .filter((l) => l.label === c)
            .map((l) => splitValue(l.value))
            .filter((v) => v.token !== '');
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
        const known = types/* CONSTRUCT_LEVELS */.M9[c].includes(first.token.toUpperCase());
        for (const [token, raw] of firstRaw) {
            if (!types/* CONSTRUCT_LEVELS */.M9[c].includes(token))
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
const INSURANCE = {
    decisions: ['raise', 'lower', 'maintain'],
    cap: PREMIUM_ADJUSTMENT_CAP,
    needsPriority: false,
};
const GOVERNMENT = {
    decisions: ['increase', 'decrease', 'maintain'],
    cap: SUBSIDY_ADJUSTMENT_CAP,
    needsPriority: true,
};
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
    const out = {
        decision: null,
        adjustment: null,
        priority: null,
        analysis: null,
        reason: null,
        errors: [],
        warnings: [],
    };
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

;// CONCATENATED MODULE: ./src/benchmarks/flood/prompts.ts


/**
 * The wording's version, written into every record file's settings: bump it with any change to
 * the text sent (system or user messages, the re-ask), so `--resume` never mixes two wordings.
 */
const PROMPT_VERSION = 1;
const SKILL_TEXT = {
    buy_insurance: 'Buy flood insurance (building and contents) for this year',
    buy_contents_insurance: 'Buy contents flood insurance for this year',
    elevate_house: 'Elevate your house (permanent protection)',
    buyout_program: 'Accept the government buyout and leave',
    relocate: 'Relocate away from the flood-prone area',
    do_nothing: 'Do nothing this year',
};
const money = formatDollars;
const percent = (x) => `${Number((x * 100).toFixed(2))}%`;
const share = (x) => (x === null ? 'not available' : percent(x));
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
        `Your insurance premium this year would be ${money(c.premium)} (covers building up to ${money(s.insurance.buildingLimit)} and contents up to ${money(s.insurance.contentsLimit)}, deductible ${money(s.insurance.deductible)}, ${percent(s.insurance.payoutRatio)} of the covered loss is paid). A policy covers this year only.`,
        `Government subsidy for elevation or relocation: ${percent(c.subsidy)} of the cost, while the annual budget lasts. Elevation costs ${money(s.costs.elevation)}; relocation costs ${money(s.costs.relocation)}; the buyout program costs you nothing.`,
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
            `The rate must stay within [1%, 15%] and may change by at most ${percent(PREMIUM_ADJUSTMENT_CAP)} of itself per year.`,
            'Do not lower the rate when the loss ratio is above 0.80.',
        ],
        format: [
            'Analysis: <one sentence about the loss ratio>',
            'Decision: <raise|lower|maintain>',
            'Adjustment: <percentage, e.g. 5%; 0% for maintain>',
            'Reason: <brief explanation>',
        ],
        figures: [
            `loss ratio (claims / premiums): ${f.lossRatio === null ? 'not available (no premiums)' : f.lossRatio.toFixed(4)}`,
            `policies: ${f.totalPolicies}; uptake among active households: ${share(f.uptake)}`,
            `premiums collected: ${money(f.premiumsLastYear)}; claims paid: ${money(f.claimsLastYear)}`,
        ],
        current: `Current premium rate: ${percent(f.premiumRate)}.`,
    }, year);
}
function governmentMessages(f, year) {
    return institutionMessages({
        role: [
            'You are the city government. Once a year you set the subsidy rate for household elevation and relocation, and whether marginalized (MG) households get priority (their share × 1.2).',
            `The rate must stay within [30%, 80%] and may change by at most ${percent(SUBSIDY_ADJUSTMENT_CAP)} of itself per year.`,
            "Do not increase the rate when less than 20% of last year's budget was left.",
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
        current: `Current subsidy rate: ${percent(f.subsidyRate)}.`,
    }, year);
}

// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(58198);
// EXTERNAL MODULE: ./src/core/url.ts
var core_url = __webpack_require__(40038);
;// CONCATENATED MODULE: ./src/benchmarks/flood/providers/retry-timing.ts
// How long a transport retry waits: the server's Retry-After when it gives a readable one (RFC 9110
// §10.2.3: delta-seconds or an HTTP date), capped, else exponential backoff with jitter.
/** The longest Retry-After waited for: one header does not hold a run for an hour. */
const RETRY_AFTER_CAP_S = 60;
const HTTP_DATE_MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/;
/** Retry-After as seconds (delta-seconds or an HTTP date), capped at 60 s; null when absent or unreadable. */
function retryAfterSeconds(header, now = Date.now()) {
    if (header === null || header.trim() === '')
        return null;
    const text = header.trim();
    let seconds;
    if (/^\d+(\.\d+)?$/.test(text))
        seconds = Number(text);
    else {
        // An HTTP date names its month (RFC 9110 §5.6.7, its three forms); Date.parse alone reads "-3" as a year.
        if (!HTTP_DATE_MONTH.test(text))
            return null;
        // asctime's form carries no zone and means GMT; Date.parse would read it in local time.
        const at = Date.parse(text.endsWith('GMT') ? text : `${text} GMT`);
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

;// CONCATENATED MODULE: ./src/benchmarks/flood/providers/openai.ts
// The `openai` provider: any OpenAI-compatible endpoint, POST <base-url>/chat/completions.
// Transport retries (timeouts, network errors, 429, 5xx, bodies without a string content) are not
// attempts; when they run out the attempt is the format failure `provider-error: <status>`.
// 401/403/404 (wrong key, URL or model) end the suite with status "error", and so does the circuit
// breaker (too many failed attempts in a row), and so does a provider that never answered at all
// (every request of the run refused or timed out). The run signal stops every request at once.
// Each answer carries what its attempt's requests cost (requests, reported tokens, wall time):
// measured per call, so households asked at the same time are never charged for each other.






const FATAL_STATUSES = new Set([401, 403, 404]);
/** An error body is only quoted (its first 200 characters): no need to read more of it. */
const ERROR_BODY_BYTES = 64 * 1024;
/**
 * Requests in a row without any HTTP answer after which a provider that never answered in this run
 * is given up: with the spec's backoff that is 1.5–4.5 s after the first refusal, where counting
 * failed attempts (each with its transport retries) took a minute or more.
 */
const DEAD_AFTER_REQUESTS = 3;
/** The reason of an answer longer than the cap (a provider error: the model was not heard). */
function overCapStatus(maxResponseBytes) {
    return `response over ${maxResponseBytes} bytes`;
}
function contentOf(body) {
    const choices = body?.choices;
    if (!Array.isArray(choices))
        return null;
    const content = choices[0]?.message?.content;
    return typeof content === 'string' ? content : null;
}
/** Why a request got no HTTP answer, in words, with the system's own message (e.g. `connect ECONNREFUSED 127.0.0.1:9`). */
function transportDetail(error) {
    const cause = error?.cause;
    const code = typeof cause?.code === 'string' ? cause.code : '';
    const words = code === 'ECONNREFUSED'
        ? 'connection refused'
        : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
            ? 'host not found'
            : code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE'
                ? 'connection closed by the server'
                : code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT'
                    ? 'connect timeout'
                    : code === 'EHOSTUNREACH' || code === 'ENETUNREACH'
                        ? 'host unreachable'
                        : 'network error';
    const message = typeof cause?.message === 'string' ? cause.message : error instanceof Error ? error.message : String(error);
    return `${words} (${(0,core_url/* withoutUserinfoIn */.pV)(message)})`;
}
/** A body read as UTF-8 (a BOM dropped, as Response#text does), or `over` when it has more than `cap` bytes. */
async function readCapped(response, cap) {
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (Number.isFinite(declared) && declared > cap) {
        await response.body?.cancel().catch(() => { });
        return { text: '', over: true };
    }
    const reader = response.body?.getReader();
    if (reader === undefined)
        return { text: '', over: false };
    const chunks = [];
    let size = 0;
    for (;;) {
        // The body's chunks are typed `any` (Node's fetch typings); fetch gives bytes.
        const { done, value } = (await reader.read());
        if (done)
            break;
        size += value.byteLength;
        if (size > cap) {
            await reader.cancel().catch(() => { });
            return { text: '', over: true };
        }
        chunks.push(value);
    }
    return { text: new TextDecoder().decode(Buffer.concat(chunks)), over: false };
}
/**
 * Resolves true after `ms`, or false as soon as one of the signals is aborted. A timer and
 * listeners of its own: no AbortSignal.any, whose combined signal Node 20 may collect while it waits.
 */
function pause(ms, signals) {
    return new Promise((resolve) => {
        if (signals.some((s) => s.aborted)) {
            resolve(false);
            return;
        }
        const finish = (value) => {
            clearTimeout(timer);
            for (const s of signals)
                s.removeEventListener('abort', stop);
            resolve(value);
        };
        const stop = () => finish(false);
        const timer = setTimeout(() => finish(true), ms);
        for (const s of signals)
            s.addEventListener('abort', stop);
    });
}
const isCount = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
/**
 * The requests of one attempt as they are made: counted, timed, and the tokens their answers
 * report summed. The answer's `usage` is OpenAI's CompletionUsage: `prompt_tokens` (cached ones
 * included), `completion_tokens`, and `prompt_tokens_details.cached_tokens` when the server
 * reports it; a count that is not a whole number ≥ 0 is not taken.
 */
class AttemptMeter {
    requests = 0;
    latencyMs = 0;
    tokens = {};
    /** One request, `ms` from sending it to its body read (or to giving up on it). */
    request(ms) {
        this.requests += 1;
        this.latencyMs += ms;
    }
    answer(body) {
        const usage = body !== null && typeof body === 'object' ? body.usage : undefined;
        if (usage === null || typeof usage !== 'object')
            return;
        const u = usage;
        const details = u.prompt_tokens_details;
        const cached = details !== null && typeof details === 'object'
            ? details.cached_tokens
            : undefined;
        const add = (key, v) => {
            if (isCount(v))
                this.tokens[key] = (this.tokens[key] ?? 0) + v;
        };
        add('inputTokens', u.prompt_tokens);
        add('outputTokens', u.completion_tokens);
        add('cachedTokens', cached);
    }
    value(model) {
        return { requests: this.requests, ...this.tokens, latencyMs: this.latencyMs, model };
    }
}
/**
 * Whether the run signal or the provider's own has been aborted. Read through a call: they change
 * while a request or a pause waits, which TypeScript's narrowing of `signal.aborted` does not see.
 */
function isStopped(...signals) {
    return signals.some((s) => s.aborted);
}
/** The request's headers and JSON body. */
function chatRequest(link, messages) {
    const { options } = link;
    const headers = { 'content-type': 'application/json' };
    if (options.apiKey !== null)
        headers.authorization = `Bearer ${options.apiKey}`;
    else if (link.authorization !== null)
        headers.authorization = link.authorization;
    const body = JSON.stringify({
        model: options.model,
        messages,
        temperature: options.temperature,
        seed: options.seed,
        max_tokens: options.maxTokens,
    });
    return { headers, body };
}
/** An HTTP answer (its body read up to the cap) as an outcome. */
function outcomeOf(link, response, read, meter) {
    const ok = response.status >= 200 && response.status < 300;
    if (FATAL_STATUSES.has(response.status))
        return { kind: 'fatal', status: response.status, body: read.text };
    if (response.status === 429 || response.status >= 500) {
        return {
            kind: 'retry',
            status: String(response.status),
            retryAfterS: retryAfterSeconds(response.headers.get('retry-after')),
            detail: null,
        };
    }
    if (!ok)
        return { kind: 'fail', status: String(response.status) };
    if (read.over)
        return { kind: 'fail', status: overCapStatus(link.options.maxResponseBytes) };
    let parsed;
    try {
        parsed = JSON.parse(read.text);
    }
    catch {
        parsed = null;
    }
    link.usage.answer(parsed);
    meter.answer(parsed);
    const content = contentOf(parsed);
    return content === null
        ? { kind: 'retry', status: 'bad-response', retryAfterS: null, detail: null }
        : { kind: 'text', text: content };
}
/** One request at a time to the endpoint, with the watch on requests that get no answer at all. */
function createTransport(link) {
    const { options, shownUrl, givenUp } = link;
    const { signal } = options;
    const deadAfter = options.deadAfter ?? DEAD_AFTER_REQUESTS;
    let heard = false;
    let silent = 0;
    let warned = false;
    /** A request that got no HTTP answer (refused, unreachable, timed out). */
    function noAnswer(detail) {
        silent += 1;
        // At once while nothing has been answered yet; after one answer, a single failure is a blip.
        if (!warned && silent >= (heard ? 2 : 1)) {
            warned = true;
            const state = heard
                ? `${silent} requests in a row got none`
                : `nothing has been answered yet (given up after ${deadAfter} such requests)`;
            options.warn?.(`no answer from ${shownUrl}: ${detail}; ${state}; still trying`);
        }
        if (!heard && silent >= deadAfter && link.dead === null) {
            link.dead = `the provider never answered: ${silent} requests in a row to ${shownUrl} got no answer (last: ${detail})`;
            givenUp.abort();
        }
    }
    /** One request, counted and timed on the attempt's `meter`; `retry`: it repeats one that failed in transport. */
    return async function post(messages, retry, meter) {
        if (isStopped(signal, givenUp.signal))
            return { kind: 'stopped' };
        const { headers, body } = chatRequest(link, messages);
        link.usage.request(retry);
        // The request's own controller and timer (not AbortSignal.timeout/any): on Node 20 a combined
        // signal can be garbage-collected while the request waits, and its timeout with it
        // (nodejs/node#55428). The timer covers reading the body too.
        const request = new AbortController();
        let timedOut = false; // set by the timer while the request waits
        const timer = setTimeout(() => {
            timedOut = true;
            request.abort();
        }, options.timeoutS * 1000);
        const cancel = () => request.abort();
        signal.addEventListener('abort', cancel);
        givenUp.signal.addEventListener('abort', cancel);
        const sent = performance.now();
        try {
            const response = await fetch(link.url, { method: 'POST', headers, body, signal: request.signal });
            const ok = response.status >= 200 && response.status < 300;
            const read = await readCapped(response, ok ? options.maxResponseBytes : ERROR_BODY_BYTES);
            heard = true;
            silent = 0;
            warned = false;
            return outcomeOf(link, response, read, meter);
        }
        catch (error) {
            if (isStopped(signal, givenUp.signal))
                return { kind: 'stopped' };
            const detail = timedOut ? `no answer within ${options.timeoutS} s` : transportDetail(error);
            noAnswer(detail);
            return { kind: 'retry', status: timedOut ? 'timeout' : 'network', retryAfterS: null, detail };
        }
        finally {
            meter.request(performance.now() - sent);
            clearTimeout(timer);
            signal.removeEventListener('abort', cancel);
            givenUp.signal.removeEventListener('abort', cancel);
        }
    };
}
function createOpenAiProvider(options) {
    // fetch refuses a URL with userinfo: credentials in the base URL become a Basic Authorization header.
    const target = (0,core_url/* requestTarget */.t5)(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`);
    const link = {
        options,
        url: target.url,
        shownUrl: (0,core_url/* withoutUserinfo */.Q3)(target.url),
        authorization: target.authorization,
        givenUp: new AbortController(),
        usage: new results_usage/* UsageCounter */.A$(),
        dead: null,
    };
    const { shownUrl, givenUp } = link;
    const scale = options.timeScale ?? 1;
    const { signal, health } = options;
    const sleep = (seconds) => pause(seconds * 1000 * scale, [signal, givenUp.signal]);
    const post = createTransport(link);
    /** Why no more requests are sent (the provider is dead, or the breaker is open), or null. */
    function refusal() {
        const why = link.dead ?? health.open;
        if (why === null)
            return null;
        givenUp.abort();
        return { fatal: (0,core_diagnostics/* diagnostic */.YK)({ code: 'provider-unavailable', message: why }) };
    }
    /** An attempt that failed after its transport retries; the breaker may open on it. */
    function failed(status, detail) {
        if (health.failure(`${status} ${detail === null ? 'from' : 'at'} ${shownUrl}${detail === null ? '' : `: ${detail}`}`))
            givenUp.abort();
        return { reply: { kind: 'failure', reason: providerErrorReason(status) } };
    }
    /** One attempt: the request with its transport retries; a reply carries what they cost. */
    async function complete(messages) {
        const meter = new AttemptMeter();
        const answer = await attempt(messages, meter);
        return 'reply' in answer ? { ...answer, usage: meter.value(options.model) } : answer;
    }
    async function attempt(messages, meter) {
        for (let k = 0;; k += 1) {
            if (isStopped(signal))
                return { stopped: true };
            const refused = refusal();
            if (refused !== null)
                return refused;
            const outcome = await post(messages, k > 0, meter);
            switch (outcome.kind) {
                case 'stopped':
                    if (isStopped(signal))
                        return { stopped: true };
                    break; // given up: the loop says why
                case 'text':
                    health.success();
                    return { reply: { kind: 'text', text: outcome.text } };
                case 'fail':
                    return failed(outcome.status, null);
                case 'fatal':
                    return {
                        fatal: (0,core_diagnostics/* diagnostic */.YK)({
                            code: 'provider',
                            // The body may echo the request (the key): scrubbed and cut before it reaches any output.
                            message: `HTTP ${outcome.status} from ${shownUrl} (check --base-url, --model and the API key): ${(0,secrets/* scrubSecrets */.Zg)(outcome.body, [options.apiKey])}`,
                        }),
                    };
                case 'retry':
                    if (link.dead !== null)
                        break;
                    if (k >= options.retries)
                        return failed(outcome.status, outcome.detail);
                    if (!(await sleep(outcome.retryAfterS ?? backoffSeconds(k + 1, options.jitter.uniform()))) &&
                        isStopped(signal))
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
        usage: () => link.usage.value(),
    };
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: ./src/json/read.ts
var json_read = __webpack_require__(69472);
// EXTERNAL MODULE: ./src/schemas/registry.ts + 1 modules
var registry = __webpack_require__(21951);
;// CONCATENATED MODULE: ./src/benchmarks/flood/providers/record.ts
function attemptRecord(key, reply, contextHash) {
    const { year, role, agentId, attempt } = key;
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
    const shown = (0,inputs/* displayPath */.Gt)(file);
    const validate = (0,registry/* validatorFor */.qA)('flood-replay-record');
    const records = new Map();
    const errors = [];
    let lineNo = 0;
    let lines = 0;
    let header = null;
    let seen = 0;
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
            seen += 1;
            let value;
            try {
                value = JSON.parse(text);
            }
            catch {
                value = undefined;
            }
            if (value === undefined || !validate(value)) {
                const checked = (0,json_read/* checkJsonText */.q$)(text, shown, validate, lineNo - 1);
                for (const d of checked.ok ? [] : checked.diagnostics)
                    fail({ ...d, code: 'replay', row: seen });
                continue;
            }
            if ('settings' in value) {
                if (seen === 1)
                    header = value;
                else
                    fail((0,core_diagnostics/* diagnostic */.YK)({
                        code: 'replay',
                        file: shown,
                        line: lineNo,
                        row: seen,
                        message: 'a settings line is allowed only as the first line of the file',
                    }));
                continue;
            }
            lines += 1;
            const r = value;
            const key = recordKey(r.year, r.role, r.agentId, r.attempt);
            const first = records.get(key);
            if (first !== undefined) {
                fail((0,core_diagnostics/* diagnostic */.YK)({
                    code: 'replay',
                    file: shown,
                    line: lineNo,
                    row: seen,
                    message: `duplicate record for year ${r.year}, ${r.role} ${JSON.stringify(r.agentId)}, attempt ${r.attempt} (first on line ${first.line})`,
                }));
                continue;
            }
            records.set(key, {
                line: lineNo,
                offset,
                length: bytes.length,
                contextHash: r.contextHash,
                providerError: r.error !== undefined && isProviderErrorReason(r.error),
            });
        }
    }
    catch (error) {
        return { ok: false, diagnostics: [(0,json_read/* ioDiagnostic */.Ov)(file, error)] };
    }
    if (errors.length > 0)
        return { ok: false, diagnostics: errors };
    if (lines === 0)
        return {
            ok: false,
            diagnostics: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'empty-file', file: shown, message: 'the replay file has no records' })],
        };
    return { ok: true, value: { file, shown, records, lines, header } };
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
    /** The record's line as written (without its line end). */
    async line(record) {
        this.handle ??= (0,promises_.open)(this.replay.file, 'r');
        const buffer = Buffer.alloc(record.length);
        await (await this.handle).read(buffer, 0, record.length, record.offset);
        return decodeLine(buffer, record.offset === 0);
    }
    async reply(record) {
        if (record === undefined)
            return { kind: 'failure', reason: NO_RESPONSE };
        const r = JSON.parse(await this.line(record));
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
            ? [
                (0,core_diagnostics/* diagnostic */.YK)({
                    code: 'replay-mismatch',
                    file: replay.shown,
                    message: `none of the ${replay.records.size} records matches a question of this scenario (year, role, agent id, attempt): was the file recorded with another scenario?`,
                }),
            ]
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
    const stats = {
        recorded: [...recorded.records.values()].filter((r) => !r.providerError).length,
        replayed: 0,
        asked: 0,
    };
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
                    message: `the record file answers another question (year ${year}, ${agentId}: contextHash ${record.contextHash}, now ${contextHash}); it is left as it is: remove it, or name another --record file, to start anew`,
                }),
            };
        }
        if (record.providerError)
            return null;
        stats.replayed += 1;
        return { reply: await reader.reply(record) };
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
            return ((await fromRecord(ask.year, 'household', ask.agentId, ask.attempt, ask.contextHash)) ??
                counted(live.askHousehold(ask)));
        },
        async askInstitution(ask) {
            return (await fromRecord(ask.year, ask.role, ask.role, 1, null)) ?? counted(live.askInstitution(ask));
        },
        mayReask: (year, agentId, next) => live.mayReask(year, agentId, next),
        warnings: () => live.warnings(),
        // Only what was asked in this run: replayed attempts cost nothing.
        ...(live.usage === undefined ? {} : { usage: () => live.usage() }),
        async close() {
            await reader.close();
            await live.close?.();
        },
    };
}

// EXTERNAL MODULE: ./src/benchmarks/flood/skills.ts
var skills = __webpack_require__(82673);
;// CONCATENATED MODULE: ./src/benchmarks/flood/funnel.ts



/**
 * R1–R7 on a proposed skill. `levels` are the parsed (valid) construct levels; `actual` is the
 * actual PA, or null when it cannot be known (audit records without state): R7 is then skipped.
 */
function coherenceRules(levels, skill, actual) {
    const { TP, CP, SP, PA } = levels;
    const insurance = (0,skills/* isInsuranceSkill */.Yl)(skill);
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
    const options = (0,skills/* skillOptions */.Ib)(state.tenure, state.elevated);
    return judgeParsed(parse, (n) => (0,skills/* skillForNumber */._E)(options, n), (0,skills/* actualPa */.oP)(state.elevated, state.insuredLastYear));
}
/** A decision's line in the items file: its three verdicts and the reason it failed. */
function decisionItem(j) {
    return {
        verdicts: { format: j.format, admissible: j.admissible, coherent: j.coherent },
        reason: j.failedRound === null ? null : j.errors.join('; '),
    };
}
const yesNo = (b) => (b === undefined ? '?' : b ? 'yes' : 'no');
// Values of a parsed JSON line: JSON.stringify gives a string for each.
const textOf = (v) => (typeof v === 'string' ? v : JSON.stringify(v));
/**
 * A household-year's detail in the items file (display only): the decision it gave and the skill
 * executed, the state it decided in, its appraisals, the rules' warnings, and for a decision that
 * failed the model's last text (why it failed is the line's `reason`).
 */
function decisionDetail(record, failedText) {
    const d = new results_items/* DetailBuilder */.Hu();
    const n = record.decision_number;
    d.add('decision', n === null ? 'no decision number' : `${n}: ${textOf(record.decision_skill ?? 'not an option')}`);
    d.add('executed', record.executed_skill);
    const st = record.state;
    if (st !== undefined)
        d.add('state', `zone ${textOf(st.zone ?? '?')}, elevated ${yesNo(st.elevated)}, insured last year ${yesNo(st.insured_last_year)}`);
    const levels = Object.entries(record.constructs ?? {})
        .filter(([, c]) => c?.level !== undefined && c.level !== null)
        .map(([k, c]) => `${k} ${textOf(c.level)}`);
    if (levels.length > 0)
        d.add('appraisals', levels.join(', '));
    const warnings = record.validation_warnings;
    if (Array.isArray(warnings) && warnings.length > 0)
        d.add('warnings', warnings.map(textOf).join('; '));
    d.add('response', failedText);
    return d.build();
}
/** Adds a decision to the items file, with what its requests cost when it has usage (then waits while the file lags behind). */
async function writeDecisionItem(items, id, j, line, extra = {}) {
    const { verdicts, reason } = decisionItem(j);
    items.write(id, verdicts, reason, line, extra);
    await items.drain();
}
const FAILED_DECISION_DIAGNOSTICS = 20;
const quoted = (text) => (text === null ? '' : ` | text: ${Array.from(text).slice(0, 200).join('')}`);
/**
 * A failed decision as a diagnostic: code = the round failed, the reasons and the text's first 200
 * characters. An error: it failed a round (an error rule such as R2 fails `coherent`); the rules
 * that only warn (R5–R7) fail nothing and are not listed.
 */
function failedDecisionDiagnostic(id, j, text) {
    return {
        severity: 'error',
        code: j.failedRound ?? 'coherent',
        item: id,
        message: `${j.errors.join('; ')}${quoted(text)}`,
    };
}
/**
 * An institution's invalid output (unparsable, or an error rule such as RI1) as a diagnostic with
 * its year and role, or null when it was valid or the provider never answered (not the model's failure).
 */
function failedInstitutionDiagnostic(record) {
    if (record.validated || record.validation_errors.every(isProviderErrorReason))
        return null;
    const { year, agent_id: role } = record;
    return {
        severity: 'error',
        code: 'institution',
        item: `${year}/${role}`,
        message: `year ${year}, ${role}: ${record.validation_errors.join('; ')} (the rule policy applied instead)${quoted(record.text)}`,
    };
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
const funnel_percent = (fraction) => `${Math.round(fraction * 1000) / 10}%`;
const figure = (v) => (v === null ? 'n/a' : String(Math.round(v * 1000) / 1000));
/** The `rule` provider's insurance reply: the rule policy in the exact format. */
function ruleInsuranceText(f) {
    const p = insuranceRulePolicy(f);
    return [
        `Analysis: Last year's loss ratio was ${figure(f.lossRatio)} with uptake ${figure(f.uptake)}.`,
        `Decision: ${p.decision}`,
        `Adjustment: ${funnel_percent(p.adjustment)}`,
        'Reason: Rule policy on the loss ratio and uptake.',
    ].join('\n');
}
/** The `rule` provider's government reply: the rule policy in the exact format. */
function ruleGovernmentText(f, mgPriority) {
    const p = governmentRulePolicy(f, mgPriority);
    return [
        `Analysis: Budget left ${figure(f.budgetRemainingShare)}, MG adoption ${figure(f.mgAdoptionRate)}, NMG adoption ${figure(f.nmgAdoptionRate)}.`,
        `Decision: ${p.decision}`,
        `Adjustment: ${funnel_percent(p.adjustment)}`,
        `Priority: ${p.priority}`,
        "Reason: Rule policy on the budget, adoption and last year's flood.",
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
        warnings: decision === 'decrease' && mg !== null && nmg !== null && mg < nmg
            ? ['RG2: decrease while MG adoption < NMG adoption']
            : [],
    };
}
const direction = (d) => d === 'raise' || d === 'increase' ? 1 : d === 'lower' || d === 'decrease' ? -1 : 0;
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
    const accepted = (p) => ({
        decision: p.decision,
        adjustment: p.adjustment,
        priority: p.priority,
    });
    return institutionYear(j, accepted, () => governmentRulePolicy(f, mgPriority), f.subsidyRate, SUBSIDY_RATE_BOUNDS);
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
    const TP = damage > 0.1 * value || (floodedLastYear && c.zone === 'HIGH')
        ? 'HIGH'
        : damage > 0 || c.zone === 'HIGH'
            ? 'MODERATE'
            : 'LOW';
    const CP = c.income > 60000 ? 'HIGH' : c.income > 35000 ? 'MODERATE' : 'LOW';
    const SP = c.subsidy >= 0.5 ? 'HIGH' : 'MODERATE';
    let skill;
    if (TP === 'HIGH' && damage > 0.5 * value && CP !== 'LOW')
        skill = (0,skills/* leaveSkillFor */.kD)(c.tenure);
    else if (TP === 'HIGH' && c.tenure === 'owner' && !c.elevated && SP === 'HIGH' && CP !== 'LOW')
        skill = 'elevate_house';
    else if (TP === 'HIGH')
        skill = (0,skills/* insuranceSkillFor */.tb)(c.tenure);
    else if (TP === 'MODERATE' && c.insuredLastYear)
        skill = (0,skills/* insuranceSkillFor */.tb)(c.tenure);
    else
        skill = 'do_nothing';
    return { TP, CP, SP, SC: 'MODERATE', PA: (0,skills/* actualPa */.oP)(c.elevated, c.insuredLastYear), skill };
}
/** The rule provider's household reply in the exact five-construct format. */
function ruleHouseholdText(c, floodedLastYear) {
    const a = ruleAppraisal(c, floodedLastYear);
    const line = (id) => `${id} Assessment: ${a[id]} - ${EXPLANATIONS[id]?.[a[id]] ?? ''}`;
    return [
        line('TP'),
        line('CP'),
        line('SP'),
        line('SC'),
        line('PA'),
        `Final Decision: ${c.options.indexOf(a.skill) + 1}`,
    ].join('\n');
}
function ruleInstitutionText(ask) {
    return ask.role === 'insurance' ? ruleInsuranceText(ask.figures) : ruleGovernmentText(ask.figures, ask.mgPriority);
}
function createRuleProvider() {
    const text = (t) => ({ reply: { kind: 'text', text: t } });
    return {
        name: 'rule',
        concurrency: 1,
        askHousehold: (ask) => Promise.resolve(text(ruleHouseholdText(ask.context, ask.floodedLastYear))),
        askInstitution: (ask) => Promise.resolve(text(ruleInstitutionText(ask))),
        // The rule heuristic passes every round; a re-ask would give the same text.
        mayReask: () => false,
        warnings: () => [],
    };
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/canonical.ts

/**
 * RFC 8785 (JCS) serialization: no whitespace, object keys sorted by UTF-16 code units, strings
 * and finite numbers exactly as ECMAScript JSON.stringify writes them (which is JCS's rule).
 */
function jcsJson(value) {
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
            out += `${i > 0 ? ',' : ''}${jcsJson(value[i])}`;
        return `${out}]`;
    }
    const object = value;
    // The default sort compares UTF-16 code units: RFC 8785's key order.
    const keys = Object.keys(object).sort();
    out = '{';
    for (let i = 0; i < keys.length; i += 1) {
        const k = keys[i];
        out += `${i > 0 ? ',' : ''}${JSON.stringify(k)}:${jcsJson(object[k])}`;
    }
    return `${out}}`;
}
/** First 16 hex characters of SHA-256 of the value's JCS JSON. */
function contextHash(value) {
    return (0,external_node_crypto_.createHash)('sha256').update(jcsJson(value), 'utf8').digest('hex').slice(0, 16);
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

;// CONCATENATED MODULE: ./src/benchmarks/flood/providers/settings.ts
// What decides a recorded run's answers, written as the first line of every `--record` file: the
// scenario (its hash), who answered, and for a live model the model, endpoint and sampling. A
// `--resume` goes on from a record only when these are the run's own, so a record never answers
// for another model or scenario (docs/flood.md "--resume").



/** The keys in the order they are written and compared. */
const KEYS = [
    'provider',
    'scenarioHash',
    'model',
    'baseUrl',
    'temperature',
    'seed',
    'maxTokens',
    'promptVersion',
];
/** The base URL as settings hold it: no userinfo, no trailing slash. */
function settingsBaseUrl(url) {
    return (0,core_url/* withoutUserinfo */.Q3)(url).replace(/\/+$/, '');
}
/** `sha256:` of the effective scenario; `profileSha256`: the profile file's content hash when households come from one. */
function scenarioHash(scenario, profileSha256) {
    const { file: _file, households, ...rest } = scenario;
    const population = 'count' in households ? { count: households.count } : { profileSha256 };
    const value = { ...rest, households: population };
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update(jcsJson(value), 'utf8').digest('hex')}`;
}
/** The header line's object, keys in a fixed order (the same settings give the same bytes). */
function recordHeader(settings) {
    const ordered = {};
    for (const key of KEYS)
        if (settings[key] !== undefined)
            ordered[key] = settings[key];
    return { settings: ordered };
}
const shown = (v) => (v === undefined ? 'not recorded' : JSON.stringify(v));
/** Each setting that differs, as `model: recorded "a", now "b"`; empty when they agree. */
function settingsDifferences(recorded, current) {
    const out = [];
    for (const key of KEYS) {
        if (recorded[key] !== current[key])
            out.push(`${key}: recorded ${shown(recorded[key])}, now ${shown(current[key])}`);
    }
    return out;
}

// EXTERNAL MODULE: external "node:events"
var external_node_events_ = __webpack_require__(78474);
// EXTERNAL MODULE: ./src/core/atomic.ts
var atomic = __webpack_require__(93006);
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
        this.atomic = new atomic/* AtomicStream */.M$(file);
        this.stream = this.atomic.stream;
        this.stream.on('error', (error) => {
            this.failed = error;
        });
    }
    async write(value) {
        await this.writeLine(JSON.stringify(value));
    }
    /** One line as it is (a JSON text without a line break). */
    async writeLine(text) {
        this.buffer += `${text}\n`;
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

;// CONCATENATED MODULE: ./src/benchmarks/flood/run-files.ts
// The files one simulation run writes (audit logs, items file, `--record` file), and what an
// existing record file allows the run to do. A record holds paid-for work: it is checked before
// anything is written, a run that refuses leaves it byte for byte as it was, and a resumed run
// that stops early keeps every attempt the old file held (docs/flood.md "--resume").









/** What is said of the answers a record holds: `openai model "m"`, `rule`. */
function origin(header) {
    if (header === null)
        return 'of an earlier bench-check, without a settings line';
    const s = header.settings;
    return `of provider ${s.provider}${s.model === undefined ? '' : ` model ${JSON.stringify(s.model)}`}`;
}
/**
 * What the record file at `file` lets this run do, before anything is written: null to write it
 * anew (it does not exist, holds no attempt, or holds answers this run gives again: the `rule`
 * provider's, or a non-live run's of the same settings), the old record to go on from
 * (`resume`, same settings), or a refusal that leaves it untouched.
 */
async function planRecord(file, settings, opts, log) {
    const shown = (0,inputs/* displayPath */.Gt)(file);
    const fresh = (why) => {
        if (opts.resume)
            log.info(`flood: --resume: ${shown} ${why}, so every attempt is asked`);
        return (0,result/* success */.k)(null);
    };
    if (!(0,external_node_fs_.existsSync)(file))
        return fresh('does not exist yet');
    const loaded = await loadReplay(file);
    if (!loaded.ok) {
        if (loaded.diagnostics.every((d) => d.code === 'empty-file'))
            return fresh('holds no attempt yet');
        const refusal = (0,core_diagnostics/* diagnostic */.YK)({
            code: 'record-unusable',
            file: shown,
            message: `the record file exists and cannot be read as one (below); it is left as it is: name another --record file, or remove it`,
        });
        return { ok: false, diagnostics: [refusal, ...loaded.diagnostics.slice(0, 3)] };
    }
    const old = loaded.value;
    const differences = old.header === null ? null : settingsDifferences(old.header.settings, settings);
    const kept = `it is left as it is`;
    if (opts.resume) {
        if (differences === null) {
            return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
                code: 'resume-mismatch',
                file: shown,
                message: `the record file has no settings line (written by an earlier bench-check): which model and scenario answered cannot be checked, so it is not resumed; ${kept}: remove it, or name another --record file, to start anew`,
            }));
        }
        if (differences.length > 0) {
            return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
                code: 'resume-mismatch',
                file: shown,
                message: `the record file was made with other settings (${differences.join('; ')}), so it is not resumed; ${kept}: run with its settings to go on from it, or remove it (or name another --record file) to start anew`,
            }));
        }
        return (0,result/* success */.k)(old);
    }
    if (old.header !== null && (old.header.settings.provider === 'rule' || (!opts.live && differences.length === 0)))
        return (0,result/* success */.k)(null);
    const how = opts.live
        ? 'pass --resume to go on from it (asking only for the rest), or remove it (or name another --record file) to record anew'
        : 'remove it, or name another --record file';
    return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
        code: 'record-exists',
        file: shown,
        message: `the record file already holds ${old.lines} recorded attempts ${origin(old.header)}; it is not overwritten: ${how}`,
    }));
}
/** Audit logs, items file and record file of one run; every write problem is reported, not thrown. */
class RunFiles {
    skill;
    institution;
    record;
    items;
    old;
    /** Keys of the attempts written, when a resumed run may have to carry the old record's others over. */
    written = new Set();
    recorded = 0;
    constructor(skill, institution, record, items, old) {
        this.skill = skill;
        this.institution = institution;
        this.record = record;
        this.items = items;
        this.old = old;
    }
    /** Opens the writers (each to a temporary file); the record starts with its settings line. */
    static async open(paths, header, resumeFrom) {
        const record = paths.record === null ? null : new JsonlWriter(paths.record);
        await record?.write(header);
        let old = null;
        if (resumeFrom !== null) {
            // Open now: the old file must be read even after the new one is renamed over its path.
            old = { file: resumeFrom, reader: new RecordReader(resumeFrom) };
            old.reader.open();
        }
        return new RunFiles(paths.audit === null ? null : new JsonlWriter(paths.audit.skill), paths.audit === null ? null : new JsonlWriter(paths.audit.institution), record, paths.items, old);
    }
    async attempt(r) {
        if (this.record === null)
            return;
        if (this.old !== null)
            this.written.add(recordKey(r.year, r.role, r.agentId, r.attempt));
        this.recorded += 1;
        await this.record.write(r);
    }
    /** Attempts in the record file (those carried over from the old one included). */
    get attempts() {
        return this.recorded;
    }
    /** The run finished: every file is renamed into place. */
    async close() {
        const problems = [];
        for (const writer of [this.skill, this.institution, this.record]) {
            const error = writer === null ? null : await writer.close();
            if (error !== null && writer !== null)
                problems.push((0,json_read/* ioDiagnostic */.Ov)(writer.file, error));
        }
        await this.items?.close();
        await this.old?.reader.close();
        return problems;
    }
    /**
     * The run ended early (signal, deadline, a provider that stopped answering): the record file keeps
     * every attempt made so far (the input of `--resume`) and, for a resumed run, every attempt of the
     * old record it did not ask again; the audit logs and the items file of an unfinished run are dropped.
     */
    async stop() {
        if (this.record !== null && this.old !== null) {
            for (const [key, stored] of this.old.file.records) {
                if (this.written.has(key))
                    continue;
                await this.record.writeLine(await this.old.reader.line(stored));
                this.recorded += 1;
            }
        }
        await this.old?.reader.close();
        const error = this.record === null ? null : await this.record.close();
        for (const writer of [this.skill, this.institution])
            await writer?.discard();
        await this.items?.discard();
        return error !== null && this.record !== null ? [(0,json_read/* ioDiagnostic */.Ov)(this.record.file, error)] : [];
    }
    /** The run refused to go on (its record answers other questions): nothing is written, the old files stay. */
    async discard() {
        await this.old?.reader.close();
        for (const writer of [this.skill, this.institution, this.record])
            await writer?.discard();
        await this.items?.discard();
    }
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/build-provider.ts
// The provider a flood suite names (rule, replay, openai), the settings its record file carries,
// and, with `--resume`, the interrupted run's record it goes on from. Nothing is written here: a
// record file that the run may not touch is refused before any writer opens.















/** The record file's absolute path (repeat k's own, `….r<k>.jsonl`, docs/repeats.md), or null without `record`. */
function recordPath(config, ctx) {
    return config.record === undefined ? null : (0,results_items/* repeatFileName */.NL)((0,inputs/* configPath */.eQ)(ctx.baseDir, config.record), ctx.repeat);
}
/** The record file (if any) checked against the settings: null to write anew, the old record to resume, or a refusal. */
async function checkRecord(config, ctx, settings, live) {
    const file = recordPath(config, ctx);
    const resume = live && ctx.resume === true;
    if (file === null) {
        if (resume)
            ctx.log.info(`flood: --resume: suite ${config.id} has no record file (record), so every attempt is asked`);
        return (0,result/* success */.k)(null);
    }
    return planRecord(file, settings, { resume, live }, ctx.log);
}
async function ruleOrReplay(config, ctx, suite, scenarioHash) {
    if ((config.provider ?? 'rule') === 'rule') {
        const settings = { provider: 'rule', scenarioHash };
        const checked = await checkRecord(config, ctx, settings, false);
        return checked.ok
            ? (0,result/* success */.k)({ provider: createRuleProvider(), settings, live: false, resumeFrom: null, resumed: null })
            : checked;
    }
    const named = await (0,inputs/* inputPath */.Mv)(ctx, config.replay);
    if (!named.ok)
        return named;
    const loaded = await loadReplay(named.value);
    if (!loaded.ok)
        return loaded;
    suite.inputs.push(await (0,inputs/* describeInput */.eG)('output', named.value, loaded.value.lines));
    // Replayed answers are the recorded run's: its settings, as long as they are of this scenario.
    const source = loaded.value.header?.settings;
    const settings = source?.scenarioHash === scenarioHash ? source : { provider: 'replay', scenarioHash };
    const checked = await checkRecord(config, ctx, settings, false);
    return checked.ok
        ? (0,result/* success */.k)({ provider: createReplayProvider(loaded.value), settings, live: false, resumeFrom: null, resumed: null })
        : checked;
}
/** `timeScale` from BENCH_CHECK_FLOOD_RETRY_SCALE (docs/maintainers.md); anything but a number ≥ 0 is ignored. */
function retryScaleOf(env) {
    const text = env.BENCH_CHECK_FLOOD_RETRY_SCALE?.trim();
    return text !== undefined && /^\d+(\.\d+)?$/.test(text) ? { timeScale: Number(text) } : {};
}
/** The provider the config names, or the problem that makes the suite an error. */
async function buildProvider(config, scenario, scenarioHash, ctx, suite) {
    if ((config.provider ?? 'rule') !== 'openai')
        return ruleOrReplay(config, ctx, suite, scenarioHash);
    let apiKey = null;
    if (config.apiKeyEnv !== undefined) {
        apiKey = ctx.env[config.apiKeyEnv] ?? '';
        if (apiKey === '')
            return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
                code: 'usage',
                field: 'apiKeyEnv',
                message: `environment variable ${config.apiKeyEnv} (--api-key-env) is not set`,
            }));
    }
    const sampling = {
        temperature: config.temperature ?? OPENAI_DEFAULTS.temperature,
        // Repeat k of `repeats: N` samples with its own seed; the world (scenario) stays the same.
        seed: (0,repeats/* repeatSeed */.bW)(config.seed ?? scenario.seed, ctx.repeat ?? 1),
        maxTokens: config.maxTokens ?? OPENAI_DEFAULTS.maxTokens,
    };
    const { baseUrl, model } = config;
    // The suite schema requires both with `provider: openai` (validated with the config); a caller that skipped that is a bug.
    if (baseUrl === undefined || model === undefined)
        throw new Error('flood: provider openai without baseUrl or model (the suite config was not validated)');
    const settings = {
        provider: 'openai',
        scenarioHash,
        model,
        baseUrl: settingsBaseUrl(baseUrl),
        ...sampling,
        promptVersion: PROMPT_VERSION,
    };
    const checked = await checkRecord(config, ctx, settings, true);
    if (!checked.ok)
        return checked;
    const policy = (0,provider_health/* providerPolicyOf */.Xg)(config);
    const live = createOpenAiProvider({
        baseUrl,
        model,
        apiKey,
        ...sampling,
        timeoutS: config.timeoutS ?? OPENAI_DEFAULTS.timeoutS,
        concurrency: config.concurrency ?? OPENAI_DEFAULTS.concurrency,
        retries: config.retries ?? OPENAI_DEFAULTS.retries,
        maxResponseBytes: config.maxResponseBytes ?? OPENAI_DEFAULTS.maxResponseBytes,
        jitter: createStream(scenario.seed, 'jitter'),
        // For tests: BENCH_CHECK_FLOOD_RETRY_SCALE (a number ≥ 0) multiplies the retries' waits (backoff, Retry-After).
        ...retryScaleOf(ctx.env),
        health: new provider_health/* ProviderHealth */.Wf(policy.maxConsecutiveProviderFailures),
        deadAfter: Math.min(DEAD_AFTER_REQUESTS, policy.maxConsecutiveProviderFailures),
        signal: ctx.signal,
        warn: (message) => ctx.log.warn(`${config.id}: ${message}`),
    });
    const old = checked.value;
    if (old === null)
        return (0,result/* success */.k)({ provider: live, settings, live: true, resumeFrom: null, resumed: null });
    const resumed = createResumeProvider(old, live);
    const errors = old.lines - resumed.stats.recorded;
    ctx.log.info(`flood: --resume: ${(0,inputs/* displayPath */.Gt)(old.file)} holds ${old.lines} attempts of the same settings: ${resumed.stats.recorded} answers are replayed` +
        `${errors > 0 ? `, ${errors} provider errors are asked again` : ''}; what it does not hold is asked`);
    return (0,result/* success */.k)({ provider: resumed, settings, live: true, resumeFrom: old, resumed: resumed.stats });
}

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
// EXTERNAL MODULE: ./src/core/group.ts
var group = __webpack_require__(38472);
// EXTERNAL MODULE: ./src/benchmarks/flood/metrics.ts
var metrics = __webpack_require__(32086);
;// CONCATENATED MODULE: ./src/benchmarks/flood/audit-mode.ts
// `score flood --audit FILE`: judge another simulator's skill_audit.jsonl from its fields
// (flood.md "Audit mode"). The file is streamed a line at a time; only a compact judged record
// per decision is kept, because the rounds need the records sorted by (year, agent_id).















/** The format round from the record's fields: five levels in their sets and an integer decision_number. */
function parseFromFields(record) {
    const formatErrors = [];
    const constructs = {};
    for (const c of types/* CONSTRUCT_IDS */.lX) {
        const field = record.constructs[c];
        const level = field?.level ?? null;
        constructs[c] = { level, explanation: field?.explanation ?? null };
        if (level === null)
            formatErrors.push(`missing ${c}`);
        else if (!types/* CONSTRUCT_LEVELS */.M9[c].includes(level))
            formatErrors.push(`unknown level "${level}" for ${c}`);
    }
    if (record.decision_number === null)
        formatErrors.push('missing decision');
    return { constructs, decisionNumber: record.decision_number, formatErrors };
}
/**
 * Judge one record. Options come from agent_type and state.elevated; without it an owner's
 * number is admissible if either owner row has it, meaning `decision_skill` when it can, else the
 * not-elevated row's skill. No actual PA is given: the rules' warnings (R7) are not kept, the
 * items show the record's own validation_warnings.
 */
function judgeAuditRecord(record) {
    const tenure = (0,skills/* tenureOf */.nA)(record.agent_type);
    const elevated = record.state?.elevated;
    const stateMissing = tenure === 'owner' && elevated === undefined;
    const resolve = (n) => {
        if (!stateMissing)
            return (0,skills/* skillForNumber */._E)((0,skills/* skillOptions */.Ib)(tenure, elevated ?? false), n);
        const low = (0,skills/* skillForNumber */._E)((0,skills/* skillOptions */.Ib)('owner', false), n);
        const high = (0,skills/* skillForNumber */._E)((0,skills/* skillOptions */.Ib)('owner', true), n);
        return record.decision_skill !== undefined &&
            record.decision_skill !== null &&
            (record.decision_skill === low || record.decision_skill === high)
            ? record.decision_skill
            : (low ?? high);
    };
    const judgement = judgeParsed(parseFromFields(record), resolve, null);
    const skillMismatch = record.decision_skill !== undefined && record.decision_skill !== judgement.proposedSkill;
    return { judgement, stateMissing, skillMismatch };
}
/** Every passing verdict is alike: one shared object instead of one per record. */
const PASSED = Object.freeze({
    format: true,
    admissible: true,
    coherent: true,
    failedRound: null,
    errors: [],
    validated: true,
});
/** One warning per code for the whole file: count and the first lines, located at the first. */
class LineWarnings {
    lines = new Map();
    add(code, line) {
        (0,group/* appendTo */.S)(this.lines, code, line);
    }
    flush(diagnostics, file, describe) {
        for (const [code, lines] of this.lines) {
            const shown = lines.slice(0, 10).join(', ') + (lines.length > 10 ? ', …' : '');
            diagnostics.add({
                severity: 'warning',
                code,
                file,
                line: lines[0],
                message: `${lines.length} record(s) ${describe[code] ?? ''} (lines ${shown})`,
            });
        }
    }
}
const WARNING_TEXT = {
    'state-missing': 'of owners lack state.elevated: a number is admissible if either owner row has it',
    'skill-mismatch': 'have a decision_skill unlike the skill found from decision_number and the state',
};
function errorSuite(suite, diagnostics) {
    return { ...(0,results_suite/* emptySuite */.I)({ ...suite, benchmark: 'flood' }, 'error'), diagnostics: diagnostics.finish() };
}
/** Households of the log, rebuilt from their records (sorted by year) for the run metrics. */
function histories(records, years) {
    const out = [];
    for (const [agentId, list] of (0,group/* groupBy */.$)(records, (r) => r.agentId)) {
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
            h.active[r.year] = !(0,skills/* isLeaveSkill */.nN)(r.executedSkill);
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
    return (0,json_read/* checkJsonText */.q$)(text, shown, 'skill-audit', lineNo - 1);
}
/** Reads and judges every line; null when the file could not be read (the diagnostic is added). */
async function readAudit(abs, shown, diagnostics) {
    const read = { judged: [], missing: new Set(), warnings: new LineWarnings(), total: 0, errors: 0 };
    const seen = new Map();
    let lineNo = 0;
    try {
        const lines = (0,external_node_readline_.createInterface)({ input: (0,external_node_fs_.createReadStream)(abs, { encoding: 'utf8' }), crlfDelay: Infinity });
        for await (const text of lines) {
            lineNo += 1;
            if (text.trim() === '')
                continue;
            read.total += 1;
            const checked = checkLine(text, shown, lineNo);
            if (!checked.ok) {
                read.errors += 1;
                for (const d of checked.diagnostics)
                    diagnostics.add(d);
                continue;
            }
            const record = checked.value;
            const key = `${record.year}\u0000${record.agent_id}`;
            const firstLine = seen.get(key);
            if (firstLine !== undefined) {
                read.errors += 1;
                diagnostics.add({
                    code: 'duplicate-record',
                    file: shown,
                    line: lineNo,
                    column: 1,
                    pointer: '/agent_id',
                    message: `year ${record.year}, agent_id ${JSON.stringify(record.agent_id)} repeats line ${firstLine}`,
                });
                continue;
            }
            seen.set(key, lineNo);
            read.judged.push(judgeLine(record, lineNo, read));
        }
    }
    catch (error) {
        // Only a failing read is an input problem; anything else is a bug and propagates.
        if (typeof error.code !== 'string')
            throw error;
        diagnostics.add((0,json_read/* ioDiagnostic */.Ov)(abs, error));
        return null;
    }
    return read;
}
/** One record judged; its warnings and the fields it lacks are noted in `read`. */
function judgeLine(record, lineNo, read) {
    const { judgement, stateMissing, skillMismatch } = judgeAuditRecord(record);
    if (stateMissing)
        read.warnings.add('state-missing', lineNo);
    if (skillMismatch)
        read.warnings.add('skill-mismatch', lineNo);
    const state = record.state;
    if (state?.zone === undefined || state.elevated === undefined || state.insured_last_year === undefined)
        read.missing.add('state');
    if (record.insured === undefined)
        read.missing.add('insured');
    if (record.flooded === undefined)
        read.missing.add('flooded');
    const lastText = record.attempt_log?.[record.attempt_log.length - 1]?.text ?? null;
    return {
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
        detail: decisionDetail(record, judgement.validated ? null : lastText),
    };
}
/** Score a skill_audit.jsonl written by another simulator. `file` resolves against ctx.baseDir. */
async function scoreAudit(file, suite, ctx) {
    const diagnostics = new core_diagnostics/* Diagnostics */.rE();
    const named = await (0,inputs/* inputPath */.Mv)(ctx, file);
    if (!named.ok) {
        named.diagnostics.forEach((d) => diagnostics.add(d));
        return errorSuite(suite, diagnostics);
    }
    const abs = named.value;
    const shown = (0,inputs/* displayPath */.Gt)(abs);
    const read = await readAudit(abs, shown, diagnostics);
    if (read === null)
        return errorSuite(suite, diagnostics);
    const { judged, missing, total, errors } = read;
    if (total === 0) {
        diagnostics.add({ code: 'empty-file', file: shown, message: 'the audit log has no records' });
        return errorSuite(suite, diagnostics);
    }
    read.warnings.flush(diagnostics, shown, WARNING_TEXT);
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
    const results = (0,metrics/* computeFloodResults */.gD)({
        years,
        decisions,
        households: histories(judged, years),
        institutions: null,
        missingFields: [...missing],
    });
    for (const w of results.warnings)
        diagnostics.add({ severity: 'warning', code: w.code, file: shown, message: w.message });
    const items = (0,results_items/* openItemsWriter */.qw)(ctx.sideFiles, suite.id);
    let failures = 0;
    for (const r of judged) {
        const id = `${r.year}/${r.agentId}`;
        if (items !== null)
            await writeDecisionItem(items, id, r.verdict, r.line, { detail: r.detail });
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
        inputs: [await (0,inputs/* describeInput */.eG)('output', abs, total)],
        total,
        errors,
        counts: results.counts,
        usage: (0,results_usage/* usageUnavailable */.C3)('audit logs record no requests or tokens'),
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

// EXTERNAL MODULE: ./node_modules/csv-parse/lib/index.js + 8 modules
var lib = __webpack_require__(65377);
// EXTERNAL MODULE: ./src/json/structured.ts + 1 modules
var structured = __webpack_require__(10460);
;// CONCATENATED MODULE: ./src/benchmarks/flood/population.ts











const INSURED_OTHER_ZONES = 0.03;
const MG_ZONES = { high: 0.7, moderate: 0.2 };
const NMG_ZONES = { high: 0.5, moderate: 0.25 };
const TYPE_PARAMS = {
    MG_Owner: {
        income: [30000, 50000],
        value: [200000, 300000],
        trust: [0.3, 0.6],
        zone: MG_ZONES,
        insuredHighZone: 0.25,
    },
    MG_Renter: {
        income: [20000, 35000],
        value: [20000, 50000],
        trust: [0.3, 0.6],
        zone: MG_ZONES,
        insuredHighZone: 0.08,
    },
    NMG_Owner: {
        income: [60000, 100000],
        value: [350000, 600000],
        trust: [0.5, 0.8],
        zone: NMG_ZONES,
        insuredHighZone: 0.25,
    },
    NMG_Renter: {
        income: [40000, 60000],
        value: [20000, 50000],
        trust: [0.5, 0.8],
        zone: NMG_ZONES,
        insuredHighZone: 0.08,
    },
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
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const MAX_PROFILE_ERRORS = 100;
/** A profile field's problem: caught by type in the collector and reported as a diagnostic. */
class FieldError extends Error {
    field;
    constructor(field, message) {
        super(message);
        this.field = field;
        this.name = 'FieldError';
    }
}
function readNumber(row, field, min, max = Infinity) {
    const cell = row.get(field);
    if (cell === undefined)
        return undefined;
    const value = typeof cell === 'string' && NUMERIC.test(cell.trim()) ? Number(cell.trim()) : cell;
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
        agentType: (0,skills/* agentTypeOf */.Ps)(mg, tenure),
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
        return { ok: true, value: this.households, warnings: this.warnings };
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
            return (0,json_read/* ioDiagnostic */.Ov)(file, error);
        return (0,core_diagnostics/* diagnostic */.YK)({ code: 'invalid-csv', file: shown, line: e.lines ?? null, message: String(e.message ?? error) });
    }
    return null;
}
async function readJsonProfiles(file, collector, shown) {
    const read = await (0,json_read/* readTextFile */.Gu)(file);
    if (!read.ok)
        return read.diagnostics[0];
    const parsed = (0,structured/* parseJsonDocument */.dH)(read.value, shown);
    if (!parsed.ok)
        return parsed.diagnostics[0];
    if (!Array.isArray(parsed.value))
        return (0,core_diagnostics/* diagnostic */.YK)({
            code: 'profile',
            file: shown,
            line: 1,
            pointer: '',
            message: 'must be an array of household profiles',
        });
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
    const shown = (0,inputs/* displayPath */.Gt)(file);
    const collector = new ProfileCollector(shown);
    let isJson = external_node_path_default().extname(file).toLowerCase() === '.json';
    if (!isJson && external_node_path_default().extname(file).toLowerCase() !== '.csv') {
        try {
            isJson = (await (0,promises_.readFile)(file, 'utf8')).trimStart().startsWith('[');
        }
        catch (error) {
            return { ok: false, diagnostics: [(0,json_read/* ioDiagnostic */.Ov)(file, error)] };
        }
    }
    const problem = isJson
        ? await readJsonProfiles(file, collector, shown)
        : await readCsvProfiles(file, collector, shown);
    if (problem !== null)
        return { ok: false, diagnostics: [problem] };
    return collector.result();
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/resume-messages.ts
// What a live flood run says about going on from it: the exact command after a stop, what a
// resumed run replayed, and that a run which asked the provider nothing measured nothing new.



/** Why a config's `resume` key is refused. */
const RESUME_KEY_REFUSED = '"resume" is not a suite key any more (left in a config it made every later run replay the old record and report the old score): ' +
    'remove it, and pass --resume to the one run that should go on from an interrupted one (bench-check run --resume)';
/** The run signal's reason as words (`interrupted by SIGINT`, `the run deadline of 60 min passed`). */
function stopReason(signal) {
    const reason = signal.reason;
    return typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : 'stopped';
}
/** After a resumed run: what came from the record (the same count the opening line gave) and what was asked. */
function resumedLine(stats, old) {
    const unused = stats.recorded - stats.replayed;
    return (`flood: resumed: ${stats.replayed} of the ${stats.recorded} recorded answers replayed from ${(0,inputs/* displayPath */.Gt)(old.file)}, ${stats.asked} attempts asked` +
        (unused > 0
            ? ` (${unused} recorded answers were not asked for: the run ended first, or their conversation went otherwise)`
            : ''));
}
/**
 * A live suite that ended early (stopped, the provider gone, answers missing): on stderr, the
 * exact command that goes on from it (`ctx.resumeCommand`) and where its attempts are; in the
 * document, an info diagnostic naming the record file. Nothing for a non-live provider: there is
 * nothing to resume.
 */
function resumeHint(config, ctx, files, why) {
    if (config.provider !== 'openai')
        return [];
    const file = recordPath(config, ctx);
    if (file === null) {
        ctx.log.warn(`${config.id}: ${why}; nothing was kept to go on from: run with --record FILE (config key record) to keep every attempt, then --resume goes on from it`);
        return [
            (0,core_diagnostics/* diagnostic */.YK)({
                severity: 'info',
                code: 'resume-hint',
                message: 'run with --record FILE to keep every attempt, and --resume to go on from it next time',
            }),
        ];
    }
    const shown = (0,inputs/* displayPath */.Gt)(file);
    const command = ctx.resumeCommand ?? 'the same command with --resume';
    ctx.log.warn(`${config.id}: ${why}; every attempt made (${files.attempts}) is kept in ${shown}. To go on from there, asking only for the rest: ${command}`);
    return [
        (0,core_diagnostics/* diagnostic */.YK)({
            severity: 'info',
            code: 'resume-hint',
            file: shown,
            message: 'every attempt made is in this record file: rerun with --resume to ask only for the rest',
        }),
    ];
}
/** A live run that sent no request: its answers all came from a record (or there was nothing to ask). */
function nothingAsked(stats, old) {
    const from = stats !== null && old !== null
        ? `: all ${stats.replayed} answers came from the record file ${(0,inputs/* displayPath */.Gt)(old.file)} (--resume)`
        : '';
    return {
        severity: 'warning',
        code: 'no-requests',
        message: `the provider was asked nothing in this run${from}; the scores are those of the recorded answers`,
    };
}

// EXTERNAL MODULE: ./src/json/positions.ts
var json_positions = __webpack_require__(13966);
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
    const shown = file === null ? null : (0,inputs/* displayPath */.Gt)(file);
    const at = (pointer) => {
        const pos = locate(pointer);
        return { file: shown, pointer, line: pos?.line ?? null, column: pos?.column ?? null };
    };
    const floodMode = json.floodMode ?? SCENARIO_DEFAULTS.floodMode;
    const listedYears = json.floodYears ?? [...SCENARIO_DEFAULTS.floodYears];
    if (floodMode === 'fixed' && listedYears.length === 0 && json.years === undefined) {
        return {
            ok: false,
            diagnostics: [
                (0,core_diagnostics/* diagnostic */.YK)({
                    code: 'scenario',
                    ...at('/floodYears'),
                    message: 'fixed mode with no flood years needs an explicit "years"',
                }),
            ],
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
                warnings.push((0,core_diagnostics/* diagnostic */.YK)({
                    severity: 'warning',
                    code: 'flood-year-ignored',
                    ...at(`/floodYears/${i}`),
                    message: `flood year ${y} is after the last simulated year ${years}; ignored`,
                }));
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
    return { ok: true, value: scenario, warnings };
}
/** Read, schema-check and resolve a scenario file; every problem names the file and the field. */
async function loadScenario(file) {
    if (file === null)
        return resolveScenario({}, null);
    const read = await (0,json_read/* readJsonFile */.JE)(file, 'flood-scenario');
    if (!read.ok)
        return { ok: false, diagnostics: read.diagnostics };
    const positions = (0,json_positions/* parseJsonWithPositions */.e)(read.text);
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
    return (Math.max(0, Math.min(building, terms.buildingLimit) + Math.min(contents, terms.contentsLimit) - terms.deductible) *
        terms.payoutRatio);
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
        this.addWorking({
            text: `Year ${year}: I decided to ${executedSkill}`,
            year,
            importance: executedSkill === 'do_nothing' ? 0.3 : 0.7,
        });
        if (floodDamage !== null)
            this.addEpisodic({
                text: `Year ${year}: A flood occurred causing ${formatDollars(floodDamage)} in damages`,
                year,
                importance: 0.9,
            });
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

;// CONCATENATED MODULE: ./src/benchmarks/flood/world-ask.ts



/**
 * What a decision's requests cost: the sum over its attempts (re-asks included), or null unless
 * every attempt was asked live in this run (a replayed or rule answer has no requests; a decision
 * partly answered from a `--resume` record would show a part of its cost as the whole).
 */
function decisionUsage(attempts) {
    const usages = attempts.map((a) => a.usage);
    if (usages.length === 0 || usages.some((u) => u === undefined))
        return null;
    const [first, ...rest] = usages;
    const sum = { ...first };
    for (const u of rest) {
        sum.requests += u.requests;
        sum.latencyMs += u.latencyMs;
        for (const key of ['inputTokens', 'outputTokens', 'cachedTokens'])
            if (u[key] !== undefined)
                sum[key] = (sum[key] ?? 0) + u[key];
    }
    // A tenth of a millisecond: finer digits are the timer's, not the request's.
    sum.latencyMs = Math.round(sum.latencyMs * 10) / 10;
    return sum;
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
class Halt extends Error {
    fatal;
    constructor(fatal) {
        super(fatal === null ? 'stopped' : fatal.message);
        this.fatal = fatal;
        this.name = 'Halt';
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
    return (attempts.length > 0 && attempts.every((a) => a.reply.kind === 'failure' && isProviderErrorReason(a.reply.reason)));
}
/**
 * Every household's attempts for the year (`provider.concurrency` conversations at a time):
 * ask, judge, and re-ask with the failure reasons while attempts fail, at most maxRetries times
 * and only when the provider can answer the next attempt. A fatal or stopped answer ends the
 * year's asking; the attempts made so far stay on their decisions. `decided` is called as each
 * household's conversation ends (progress).
 */
async function collectDecisions(pending, provider, scenario, decided = () => { }) {
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
            const { reply, usage } = answer;
            const parse = parseHouseholdReply(reply);
            const judgement = judgeHousehold(parse, d.state);
            d.attempts.push(usage === undefined ? { reply, parse, judgement } : { reply, parse, judgement, usage });
            if (judgement.validated || attempt > scenario.maxRetries || !provider.mayReask(year, agentId, attempt + 1)) {
                decided();
                return;
            }
            if (reply.kind === 'text')
                messages.push({ role: 'assistant', content: reply.text });
            messages.push({ role: 'user', content: reaskMessage(judgement.errors) });
        }
    });
    return aborted;
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
    for (const id of types/* CONSTRUCT_IDS */.lX) {
        const c = parse.constructs[id];
        out[id] = { level: c.level, explanation: c.explanation };
    }
    return out;
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/world-audit.ts
// What a simulated year reports about each household decision: the audit record (the `--audit`
// file and the caller's DecisionEvent) and the facts the metrics count.

/** The audit record of one executed household decision (its final attempt decides). */
function householdAudit(year, d, ex, loss) {
    const a = d.agent;
    const final = d.attempts.at(-1);
    const j = final.judgement;
    const attemptLog = d.attempts.map((x, i) => ({
        attempt: i + 1,
        failed_round: x.judgement.failedRound,
        errors: x.judgement.errors,
        text: x.judgement.failedRound !== null && x.reply.kind === 'text' ? x.reply.text : null,
    }));
    return {
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
}
/** What the metrics count of one household decision. */
function decisionFacts(year, d, j, ex, providerError) {
    const a = d.agent;
    return {
        year,
        agentId: a.h.agentId,
        agentType: a.h.agentType,
        format: j.format,
        admissible: j.admissible,
        coherent: j.coherent,
        executedSkill: ex.skill,
        providerError,
    };
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/world-institutions.ts
// Step 1 of a simulated year (spec "One year"): the government, then the insurer, decide on last
// year's figures; each answer is recorded, judged and audited before the households are asked.






/**
 * The institutions' turn of `year`: government then insurance, on last year's figures and the
 * current rates. A fatal or stopped answer throws the run's Halt (replyOf).
 */
async function institutionsTurn(year, last, rates, world) {
    const { scenario, provider, sinks } = world;
    const gov = scenario.government;
    let providerErrors = 0;
    const govFigures = {
        budgetRemaining: last.budgetLeft,
        budgetRemainingShare: last.budgetLeftShare,
        mgAdoptionRate: last.mgAdoption,
        nmgAdoptionRate: last.nmgAdoption,
        floodLastYear: last.flood,
        subsidyRate: rates.subsidyRate,
    };
    const govReply = replyOf(await provider.askInstitution({
        role: 'government',
        year,
        figures: govFigures,
        mgPriority: gov.mgPriority,
        messages: governmentMessages(govFigures, year),
    }));
    await sinks.attempt(attemptRecord({ year, role: 'government', agentId: 'government', attempt: 1 }, govReply));
    if (govReply.kind === 'failure' && isProviderErrorReason(govReply.reason))
        providerErrors += 1;
    const government = decideGovernment(govReply, govFigures, gov.mgPriority);
    await sinks.institution(governmentAuditRecord(year, govFigures, government));
    const insFigures = {
        lossRatio: last.lossRatio,
        uptake: last.uptake,
        totalPolicies: last.policies,
        premiumsLastYear: last.premiums,
        claimsLastYear: last.claims,
        premiumRate: rates.premiumRate,
    };
    const insReply = replyOf(await provider.askInstitution({
        role: 'insurance',
        year,
        figures: insFigures,
        messages: insuranceMessages(insFigures, year),
    }));
    await sinks.attempt(attemptRecord({ year, role: 'insurance', agentId: 'insurance', attempt: 1 }, insReply));
    if (insReply.kind === 'failure' && isProviderErrorReason(insReply.reason))
        providerErrors += 1;
    const insurance = decideInsurance(insReply, insFigures);
    await sinks.institution(insuranceAuditRecord(year, insFigures, insurance));
    return { government, insurance, providerErrors };
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/world.ts
// The yearly loop of the flood-adaptation simulation (spec "One year"): institutions decide,
// households decide (all collected before any is executed), execution, flood, year end.
// Deterministic: every draw is on a named stream in agentId order, independent of concurrency.
// The state and the caller's interface are in world-types.ts; asking the provider in
// world-ask.ts; the institutions' turn in world-institutions.ts; audit records in world-audit.ts.










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
    return {
        policies,
        active,
        uptake: ratio(policies, active),
        mgAdoption: ratio(adopted.mg, all.mg),
        nmgAdoption: ratio(adopted.nmg, all.nmg),
    };
}
async function runWorld(input) {
    try {
        return (0,result/* success */.k)(await simulate(input));
    }
    catch (error) {
        if (error instanceof Halt)
            return error.fatal === null ? { ok: false, stopped: true } : (0,result/* failure */.V)(error.fatal);
        throw error;
    }
}
async function simulate(input) {
    const sim = startSimulation(input);
    for (let year = 1; year <= input.scenario.years; year += 1)
        await simulateYear(sim, year);
    return {
        decisions: sim.decisions,
        households: sim.agents.map((a) => a.history),
        institutions: sim.facts,
        years: sim.summaries,
        institutionProviderErrors: sim.institutionProviderErrors,
    };
}
function createAgents(scenario, households, streams) {
    const years = scenario.years;
    return households.map((h) => {
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
            history: {
                agentId: h.agentId,
                agentType: h.agentType,
                zone: h.floodZone,
                insured,
                active,
                flooded,
                elevatedAtEnd: h.elevated,
            },
        };
    });
}
function startSimulation(input) {
    const { scenario, households } = input;
    const streams = createStreams(scenario.seed);
    const { insurance: terms, government: gov } = scenario;
    const agents = createAgents(scenario, households, streams);
    const initial = adoptionFigures(agents, (a) => a.h.insured);
    return {
        input,
        streams,
        agents,
        fixedFloods: new Set(scenario.floodYears),
        last: {
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
        },
        premiumRate: terms.rate,
        subsidyRate: gov.subsidyRate,
        decisions: [],
        summaries: [],
        institutionProviderErrors: 0,
        decided: 0,
        facts: {
            outputs: 0,
            valid: 0,
            finalPremiumRate: terms.rate,
            finalSubsidyRate: gov.subsidyRate,
            floodYearLossRatios: [],
            subsidiesPaid: 0,
            annualBudget: gov.annualBudget,
        },
    };
}
async function simulateYear(sim, year) {
    const { scenario, provider, sinks, progress } = sim.input;
    // 1. Institutions, government then insurance, on last year's figures.
    const rates = { premiumRate: sim.premiumRate, subsidyRate: sim.subsidyRate };
    const { government, insurance, providerErrors } = await institutionsTurn(year, sim.last, rates, sim.input);
    sim.institutionProviderErrors += providerErrors;
    // A reply the provider never gave is no output of the model: not judged, not invalid.
    sim.facts.outputs += 2 - providerErrors;
    sim.facts.valid += (government.validated ? 1 : 0) + (insurance.validated ? 1 : 0);
    sim.subsidyRate = government.newRate;
    sim.premiumRate = insurance.newRate;
    const mgPriority = government.priority === 'MG';
    // 2. Households: contexts (and memory draws) in agentId order, then every decision is collected.
    const pending = householdDecisions(sim, year, mgPriority);
    // Progress counts decisions as the report does: the households still here, this year and each one left.
    progress?.setTotal(sim.decided + pending.length * (scenario.years - year + 1));
    const halt = await collectDecisions(pending, provider, scenario, () => {
        sim.decided += 1;
        progress?.tick();
    });
    // Recorded even when the run halts: an interrupted run's --record file lets --resume go on from here.
    for (const d of pending) {
        for (const [i, a] of d.attempts.entries()) {
            const key = { year, role: 'household', agentId: d.context.agentId, attempt: i + 1 };
            await sinks.attempt(attemptRecord(key, a.reply, d.hash));
        }
    }
    if (halt !== null)
        throw halt;
    // 3. Execute in agentId order.
    const execution = execute(pending, scenario);
    // 4. Flood.
    const flooded = floodYear(sim, year, execution.executed);
    await auditDecisions(sim, year, pending, execution.executed, flooded.losses);
    // 5. Year end.
    endYear(sim, { year, government, insurance, mgPriority, pending, execution, flooded });
}
/** Step 2's contexts, one per active household in agentId order (the memory draws are in that order). */
function householdDecisions(sim, year, mgPriority) {
    const terms = sim.input.scenario.insurance;
    const pending = [];
    for (const agent of sim.agents) {
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
            memories: agent.memory.retrieve(year, sim.streams.memory),
            premium: sim.premiumRate * coveredValue(h.tenure, h.propertyValue, h.contentsValue, terms),
            subsidy: subsidyShare(sim.subsidyRate, h.mg, mgPriority),
            options: [...(0,skills/* skillOptions */.Ib)(h.tenure, agent.elevated)],
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
    return pending;
}
/** Step 3: each final decision executed in agentId order; subsidies while the budget lasts. */
function execute(pending, scenario) {
    const { government: gov, costs } = scenario;
    let premiums = 0;
    let budgetLeft = gov.annualBudget;
    let subsidiesPaid = 0;
    const executed = new Map();
    for (const d of pending) {
        const a = d.agent;
        const skill = d.attempts.at(-1).judgement.executedSkill;
        const insured = (0,skills/* isInsuranceSkill */.Yl)(skill);
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
        if ((0,skills/* isLeaveSkill */.nN)(skill))
            a.active = false;
        executed.set(a, { skill, insured, subsidyPaid });
    }
    return { premiums, budgetLeft, subsidiesPaid, executed };
}
/** Step 4: whether the year floods, and each active household's damage and payout (draws in agentId order). */
function floodYear(sim, year, executed) {
    const { scenario } = sim.input;
    const streams = sim.streams;
    const flood = scenario.floodMode === 'fixed' ? sim.fixedFloods.has(year) : streams.flood.uniform() < scenario.floodProbability;
    const severity = flood ? 0.5 + 0.5 * streams.flood.uniform() : null;
    let claims = 0;
    const losses = new Map();
    if (severity !== null) {
        for (const a of sim.agents) {
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
                payout = insurancePayout(building, contents, scenario.insurance);
                claims += payout;
                if (payout > 0)
                    a.trustInsurance = Math.min(1, a.trustInsurance + 0.1);
                else if (damage > 0)
                    a.trustInsurance = Math.max(0, a.trustInsurance - 0.2);
            }
            losses.set(a, { damage, payout });
        }
    }
    return { flood, severity, claims, losses };
}
/** Audit records and decision facts, in agentId order. */
async function auditDecisions(sim, year, pending, executed, losses) {
    for (const d of pending) {
        const final = d.attempts.at(-1);
        const ex = executed.get(d.agent);
        const audit = householdAudit(year, d, ex, losses.get(d.agent));
        const providerError = unanswered(d.attempts);
        await sim.input.sinks.decision({
            audit,
            judgement: final.judgement,
            finalText: final.reply.kind === 'text' ? final.reply.text : null,
            providerError,
            usage: decisionUsage(d.attempts),
        });
        sim.decisions.push(decisionFacts(year, d, final.judgement, ex, providerError));
    }
}
/** Step 5: memories, the agents' flags and history, the institution facts, next year's figures and the summary. */
function endYear(sim, steps) {
    const { year, pending, execution, flooded } = steps;
    const { executed, premiums, budgetLeft, subsidiesPaid } = execution;
    const { flood, claims, losses } = flooded;
    const annualBudget = sim.input.scenario.government.annualBudget;
    const end = adoptionFigures(sim.agents, (a) => executed.get(a)?.insured === true);
    const lossRatio = ratio(claims, premiums);
    for (const d of pending)
        d.agent.memory.writeYearEnd(year, executed.get(d.agent).skill, losses.get(d.agent)?.damage ?? null);
    for (const a of sim.agents) {
        const insured = executed.get(a)?.insured === true;
        a.insuredLastYear = insured;
        a.floodedLastYear = losses.has(a);
        a.history.insured[year] = insured;
        a.history.active[year] = a.active;
        a.history.flooded[year] = losses.has(a);
        a.history.elevatedAtEnd = a.elevated;
    }
    const facts = sim.facts;
    if (flood)
        facts.floodYearLossRatios.push(lossRatio);
    facts.subsidiesPaid += subsidiesPaid;
    facts.finalPremiumRate = sim.premiumRate;
    facts.finalSubsidyRate = sim.subsidyRate;
    sim.last = {
        premiums,
        claims,
        lossRatio,
        policies: end.policies,
        uptake: end.uptake,
        mgAdoption: end.mgAdoption,
        nmgAdoption: end.nmgAdoption,
        budgetLeft,
        budgetLeftShare: ratio(budgetLeft, annualBudget),
        flood,
    };
    sim.summaries.push(yearSummary(sim, steps, end));
}
function yearSummary(sim, steps, end) {
    const { year, government: g, insurance: ins, mgPriority, pending, execution, flooded } = steps;
    const last = sim.last;
    return {
        year,
        flood: flooded.flood,
        severity: flooded.severity,
        premiumRate: sim.premiumRate,
        subsidyRate: sim.subsidyRate,
        mgPriority,
        decisions: pending.length,
        premiums: execution.premiums,
        claims: flooded.claims,
        lossRatio: last.lossRatio,
        policies: end.policies,
        active: end.active,
        uptake: end.uptake,
        mgAdoption: end.mgAdoption,
        nmgAdoption: end.nmgAdoption,
        subsidiesPaid: execution.subsidiesPaid,
        budgetLeftShare: last.budgetLeftShare,
        government: { decision: g.decision, adjustment: g.adjustment, validated: g.validated },
        insurance: { decision: ins.decision, adjustment: ins.adjustment, validated: ins.validated },
    };
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/score.ts
// The flood-adaptation benchmark: runs the simulation on a provider's decisions (rule, replay or
// an OpenAI-compatible endpoint), writes the audit logs, the items file and the --record file,
// and reports the funnel, behaviour metrics and the final score (spec flood.md, results.md).





















/**
 * Where the audit logs go: `auditOut` (the institution log beside it, its name with
 * `skill_audit` → `institution_audit`, else `<name>.institution.jsonl`), or next to the results
 * document as `<results>.<suiteId>.skill_audit.jsonl` / `….institution_audit.jsonl`; null: not written.
 */
function auditPaths(auditOut, side, suiteId) {
    if (auditOut !== null) {
        const dir = external_node_path_default().dirname(auditOut);
        const base = external_node_path_default().basename(auditOut);
        const at = base.lastIndexOf('skill_audit');
        const institution = at >= 0
            ? `${base.slice(0, at)}institution_audit${base.slice(at + 'skill_audit'.length)}`
            : `${base.replace(/\.jsonl?$/i, '')}.institution.jsonl`;
        return { skill: auditOut, institution: external_node_path_default().join(dir, institution) };
    }
    if (side === null)
        return null;
    return {
        skill: external_node_path_default().join(side.dir, (0,results_items/* sideFileName */.XW)(side, suiteId, 'skill_audit.jsonl')),
        institution: external_node_path_default().join(side.dir, (0,results_items/* sideFileName */.XW)(side, suiteId, 'institution_audit.jsonl')),
    };
}
/** The households, and the profile file's content hash when they come from one (part of the scenario hash). */
async function loadHouseholds(scenario, suite) {
    if ('count' in scenario.households) {
        const households = generatePopulation(scenario.households.count, scenario.shares, createStream(scenario.seed, 'population'));
        return { ok: true, value: households, warnings: [], profileSha256: null };
    }
    const file = scenario.households.file;
    const loaded = await loadProfiles(file);
    if (!loaded.ok)
        return loaded;
    const input = await (0,inputs/* describeInput */.eG)('reference', file, loaded.value.length);
    suite.inputs.push(input);
    return { ...loaded, profileSha256: input.sha256 };
}
/** A suite that still has the retired `resume` key: refused, with what to do instead. */
function refusedResume(config) {
    const bad = (0,results_suite/* emptySuite */.I)({ ...config, task: null });
    bad.status = 'error';
    bad.diagnostics = [
        (0,core_diagnostics/* diagnostic */.YK)({ code: 'config', pointer: '/resume', message: `suite ${config.id}: ${RESUME_KEY_REFUSED}` }),
    ];
    return bad;
}
/** Loads the scenario and the households and builds the provider; warnings go to `run.diagnostics`. */
async function prepareRun({ config, ctx, suite, diagnostics }) {
    const namedScenario = config.scenario === undefined ? null : await (0,inputs/* inputPath */.Mv)(ctx, config.scenario);
    if (namedScenario !== null && !namedScenario.ok)
        return namedScenario;
    const scenarioFile = namedScenario?.value ?? null;
    const loadedScenario = await loadScenario(scenarioFile);
    if (!loadedScenario.ok)
        return loadedScenario;
    const scenario = { ...loadedScenario.value, memory: config.task ?? loadedScenario.value.memory };
    suite.task = scenario.memory;
    loadedScenario.warnings.forEach((d) => diagnostics.add(d));
    if (scenarioFile !== null)
        suite.inputs.push(await (0,inputs/* describeInput */.eG)('reference', scenarioFile, null));
    const population = await loadHouseholds(scenario, suite);
    if (!population.ok)
        return population;
    population.warnings.forEach((d) => diagnostics.add(d));
    const built = await buildProvider(config, scenario, scenarioHash(scenario, population.profileSha256), ctx, suite);
    if (!built.ok)
        return built;
    return (0,result/* success */.k)({ scenario, households: population.value, built: built.value });
}
/**
 * The world's sinks: audit logs, items (each with its usage, priced by `usage`) and record; the
 * first failed decisions and institution outputs kept.
 */
function runSinks(files, usage) {
    // The first failed decisions and institution outputs, listed once the run has results to show.
    const failures = [];
    const listed = { decisions: 0, institutions: 0 };
    const sinks = {
        decision: async ({ audit: record, judgement, finalText, providerError, usage: spent }) => {
            const id = `${record.year}/${record.agent_id}`;
            await files.skill?.write(record);
            // A decision the provider never answered is not an item of the model (not in `total` either):
            // a paired gate test must not count it as newly failing, nor a list of failed decisions show it.
            // The audit log keeps it.
            if (providerError)
                return;
            const itemUsage = usage.item(spent);
            if (files.items !== null)
                await writeDecisionItem(files.items, id, judgement, null, {
                    detail: decisionDetail(record, judgement.validated ? null : finalText),
                    usage: itemUsage,
                });
            if (!judgement.validated && listed.decisions < FAILED_DECISION_DIAGNOSTICS) {
                listed.decisions += 1;
                failures.push(failedDecisionDiagnostic(id, judgement, finalText));
            }
        },
        institution: async (record) => {
            await files.institution?.write(record);
            const failed = failedInstitutionDiagnostic(record);
            if (failed !== null && listed.institutions < FAILED_DECISION_DIAGNOSTICS) {
                listed.institutions += 1;
                failures.push(failed);
            }
        },
        attempt: (record) => files.attempt(record),
    };
    return { sinks, failures };
}
/** Runs the years with a progress ticker. */
async function simulateFlood(run, prepared, sinks) {
    const { config, ctx } = run;
    const { scenario, households, built } = prepared;
    ctx.log.info(`flood: ${households.length} households × ${scenario.years} years, provider ${built.provider.name}, memory ${scenario.memory}`);
    // Decisions, as the report counts them: one per active household and year (a total that shrinks as households leave).
    const ticker = (0,logger/* progressOf */.jA)(ctx.log).start(config.id, households.filter((h) => !h.relocated).length * scenario.years, 'decisions');
    try {
        return await runWorld({ scenario, households, provider: built.provider, sinks, progress: ticker });
    }
    finally {
        ticker.done();
    }
}
/** Score one flood suite (loaded on demand by the plugin, index.ts: the report never loads it). */
async function scoreFlood(config, ctx) {
    // The suite was validated against its schema with the config (once); `resume` is let through by
    // the schema only to be refused here with what to do instead.
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one reader of the retired key: it refuses it
    if (config.resume !== undefined)
        return refusedResume(config);
    if (config.audit !== undefined)
        return scoreAudit(config.audit, config, ctx);
    const run = { config, ctx, suite: (0,results_suite/* emptySuite */.I)(config), diagnostics: new core_diagnostics/* Diagnostics */.rE() };
    const { suite } = run;
    if (ctx.shard !== null && ctx.shard.index !== 1) {
        // Not splittable: the whole simulation runs in shard 1.
        suite.status = 'skipped';
        return suite;
    }
    const prepared = await prepareRun(run);
    if (!prepared.ok)
        return failRun(run, prepared.diagnostics);
    const { provider, resumed, resumeFrom, settings } = prepared.value.built;
    const auditOut = config.auditOut === undefined ? null : (0,results_items/* repeatFileName */.NL)((0,inputs/* configPath */.eQ)(ctx.baseDir, config.auditOut), ctx.repeat);
    const audit = auditPaths(auditOut, ctx.sideFiles, config.id);
    const files = await RunFiles.open({ audit, record: recordPath(config, ctx), items: (0,results_items/* openItemsWriter */.qw)(ctx.sideFiles, config.id) }, recordHeader(settings), resumeFrom);
    const collector = new results_usage/* UsageCollector */.r_(ctx.pricing ?? null);
    const { sinks, failures } = runSinks(files, collector);
    const world = await simulateFlood(run, prepared.value, sinks);
    await provider.close?.();
    // What the live requests of this run cost, also when the suite ends early (a 401, the breaker).
    const usage = provider.usage?.();
    if (usage !== undefined)
        suite.usage = usage;
    if (resumed !== null)
        ctx.log.info(resumedLine(resumed, resumeFrom));
    if (!world.ok)
        return endedEarly(run, world, files);
    const problems = await finishFiles(run, prepared.value, files);
    if (problems.length > 0)
        return failRun(run, problems);
    scoreWorld(run, { prepared: prepared.value, world: world.value, files, failures });
    suiteUsage(run, prepared.value.built, collector);
    suite.details = floodDetails(run, prepared.value, world.value, audit);
    suite.diagnostics = run.diagnostics.finish();
    return suite;
}
/**
 * The suite's usage (docs/usage.md): a live run's request counts with its items' tokens, cost and
 * latency and the usage metrics; answers nobody was asked for in this run (rule, replay) have none.
 */
function suiteUsage({ suite, diagnostics }, built, collector) {
    if (!built.live) {
        suite.usage = (0,results_usage/* usageUnavailable */.C3)(built.provider.name === 'rule'
            ? 'the rule provider asks no model'
            : 'replayed answers: no model was asked in this run');
        return;
    }
    (0,results_usage/* applyUsage */.g8)(suite, collector.summary(suite.usage)).forEach((d) => diagnostics.add(d));
}
function failRun({ suite, diagnostics }, found) {
    found.forEach((d) => diagnostics.add(d));
    suite.status = 'error';
    suite.diagnostics = diagnostics.finish();
    return suite;
}
/** A run that did not reach its last year: stopped by the run signal, or ended by a fatal problem. */
async function endedEarly(run, world, files) {
    const { config, ctx, suite } = run;
    if ('stopped' in world) {
        // Stopped by the run signal: the run drops this suite; only the record file is kept.
        const problems = await files.stop();
        for (const d of problems)
            ctx.log.warn((0,core_diagnostics/* formatDiagnostic */.xy)(d));
        resumeHint(config, ctx, files, `stopped (${stopReason(ctx.signal)})`);
        return suite;
    }
    // A record that answers other questions is refused as it stands: nothing is written over it.
    if (world.diagnostics.some((d) => d.code === 'resume-mismatch')) {
        await files.discard();
        return failRun(run, world.diagnostics);
    }
    const problems = await files.stop();
    return failRun(run, [...world.diagnostics, ...problems, ...resumeHint(config, ctx, files, 'the run ended early')]);
}
/** Closes the run's files; the problems that make the suite an error (writing, the replayed record's input). */
async function finishFiles(run, prepared, files) {
    const { config, ctx, suite, diagnostics } = run;
    const { provider, live, resumed, resumeFrom } = prepared.built;
    const writeProblems = await files.close();
    provider.warnings().forEach((d) => diagnostics.add(d));
    if (writeProblems.length > 0)
        return writeProblems;
    const inputProblems = provider.inputProblems?.() ?? [];
    if (inputProblems.length > 0)
        return inputProblems;
    if (files.items !== null)
        suite.itemsFile = files.items.relPath;
    if (live && suite.usage?.requests === 0) {
        const silent = nothingAsked(resumed, resumeFrom);
        ctx.log.warn(`${config.id}: ${silent.message}`);
        diagnostics.add(silent);
    }
    return [];
}
/** The finished run's rounds, metrics and score, and whether too many decisions went unanswered. */
function scoreWorld(run, finished) {
    const { config, ctx, suite, diagnostics } = run;
    const { prepared, world, files, failures } = finished;
    // A decision the provider never answered (every attempt a provider error) is not a model failure:
    // it is counted apart and left out of the rounds and metrics (results.md "Fail closed").
    const answered = world.decisions.filter((d) => d.providerError !== true);
    const providerErrors = world.decisions.length - answered.length + world.institutionProviderErrors;
    const results = (0,metrics/* computeFloodResults */.gD)({
        years: prepared.scenario.years,
        decisions: answered,
        households: world.households,
        institutions: world.institutions,
    });
    results.warnings.forEach((w) => diagnostics.add({ severity: 'warning', code: w.code, message: w.message }));
    suite.total = answered.length;
    suite.rounds = results.rounds;
    suite.series = results.series;
    suite.counts =
        prepared.built.live || providerErrors > 0 ? { ...results.counts, provider_errors: providerErrors } : results.counts;
    suite.metrics = results.metrics;
    suite.finalScore = results.finalScore;
    const asked = world.decisions.length + world.institutions.outputs + world.institutionProviderErrors;
    const unmeasured = (0,provider_health/* providerErrorProblem */.zt)(providerErrors, asked, (0,provider_health/* providerPolicyOf */.Xg)(config), 'decisions (households and institutions)');
    if (unmeasured !== null) {
        diagnostics.add(unmeasured);
        resumeHint(config, ctx, files, 'decisions got no answer from the provider').forEach((d) => diagnostics.add(d));
        suite.status = 'error';
    }
    // After the suite's own cause (if any): what the model got wrong.
    failures.forEach((d) => diagnostics.add(d));
}
function floodDetails({ ctx }, { scenario, households, built }, world, audit) {
    const byType = Object.fromEntries(types/* AGENT_TYPES */.KQ.map((t) => [t, households.filter((h) => h.agentType === t).length]));
    return {
        provider: built.provider.name,
        memory: scenario.memory,
        seed: scenario.seed,
        // A repeat's sampling seed (docs/repeats.md); a suite run once keeps the details it always had.
        ...(ctx.repeat !== undefined && built.settings.provider === 'openai' ? { samplingSeed: built.settings.seed } : {}),
        years: scenario.years,
        floodYears: world.years.filter((y) => y.flood).map((y) => y.year),
        population: { households: households.length, byType },
        institutions: world.years,
        auditFiles: audit === null
            ? null
            : { skill: shownFrom(ctx.sideFiles, audit.skill), institution: shownFrom(ctx.sideFiles, audit.institution) },
    };
}
/** A side file as the report shows it: relative to the results document when beside it. */
function shownFrom(side, file) {
    const rel = side === null ? null : external_node_path_default().relative(side.dir, file);
    return rel !== null && !rel.startsWith('..') && !external_node_path_default().isAbsolute(rel)
        ? rel.split((external_node_path_default()).sep).join('/')
        : (0,inputs/* displayPath */.Gt)(file);
}


/***/ }),

/***/ 93609:
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
