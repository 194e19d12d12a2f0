export const id = 520;
export const ids = [520];
export const modules = {

/***/ 2086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vc: () => (/* binding */ benchmarkPasses),
/* harmony export */   eU: () => (/* binding */ EMPIRICAL_BENCHMARKS),
/* harmony export */   gD: () => (/* binding */ computeFloodResults)
/* harmony export */ });
/* harmony import */ var _core_group_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8472);
/* harmony import */ var _results_metrics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7087);
/* harmony import */ var _skills_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2673);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3802);
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
    return [
        round('format', decisions.length, format),
        round('admissible', format, admissible),
        round('coherent', admissible, coherent),
    ];
}
function yearSeries(decisions, years) {
    const byYear = (0,_core_group_js__WEBPACK_IMPORTED_MODULE_1__/* .groupBy */ .$)(decisions, (d) => d.year);
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
    for (const type of _types_js__WEBPACK_IMPORTED_MODULE_0__/* .AGENT_TYPES */ .KQ) {
        for (const skill of _types_js__WEBPACK_IMPORTED_MODULE_0__/* .SKILL_IDS */ .HI) {
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
        const g = (0,_skills_js__WEBPACK_IMPORTED_MODULE_2__/* .skillGroup */ .xg)(d.executedSkill);
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
    const r = rate(households, (h) => (0,_skills_js__WEBPACK_IMPORTED_MODULE_2__/* .isMg */ .$Z)(h.agentType) === mg, (h) => !h.active[end] || known(h.insured[end]) || known(h.elevatedAtEnd));
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
            return rate(households, (h) => (0,_skills_js__WEBPACK_IMPORTED_MODULE_2__/* .tenureOf */ .nA)(h.agentType) === 'owner', (h) => known(h.elevatedAtEnd));
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
            return rate(households, (h) => activeAtEnd(h) && (0,_skills_js__WEBPACK_IMPORTED_MODULE_2__/* .tenureOf */ .nA)(h.agentType) === 'renter' && known(h.zone) === 'HIGH', (h) => !insuredAtEnd(h));
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
        return {
            metric: (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(null, 'none'),
            unknown: `a valid record lacks ${missing.map((f) => `"${f}"`).join(', ')}`,
        };
    let m;
    try {
        m = measure(b.id, input);
    }
    catch (error) {
        if (!(error instanceof Unknown))
            throw error;
        return { metric: (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(null, 'none'), unknown: 'a value it needs is unknown' };
    }
    return {
        metric: 'passed' in m ? (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .rateMetric */ .hN)(m.passed, m.input, 'none') : (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(m.value, 'none'),
        unknown: null,
    };
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
    metrics.validity_rate = (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .rateMetric */ .hN)(validated, decisions.length, 'higher');
    metrics.hallucination_rate = (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .rateMetric */ .hN)(hallucinated, decisions.length, 'lower');
    metrics.entropy_ratio = (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(entropyRatio(decisions), 'none');
    if (input.institutions !== null)
        metrics.institution_validity_rate = (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .rateMetric */ .hN)(input.institutions.valid, input.institutions.outputs, 'none');
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
    metrics.epi = (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(knownWeight > 0 ? passedWeight / knownWeight : null, 'higher');
    if (unknown.length > 0)
        warnings.push({ code: 'state-missing', message: `benchmarks left null: ${unknown.join('; ')}` });
    const inst = input.institutions;
    if (inst !== null) {
        metrics.final_premium_rate = (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(inst.finalPremiumRate, 'none');
        metrics.final_subsidy_rate = (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(inst.finalSubsidyRate, 'none');
        const ratios = inst.floodYearLossRatios.filter((r) => r !== null);
        metrics.mean_loss_ratio_flood_years = (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .meanMetric */ .y8)(ratios.reduce((a, b) => a + b, 0), ratios.length, 'none');
        const budget = inst.annualBudget * input.years;
        metrics.budget_used_share = (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(budget > 0 ? inst.subsidiesPaid / budget : null, 'none');
    }
    const validity = metrics.validity_rate.value;
    const epi = metrics.epi.value;
    let finalScore = null;
    if (validity !== null && epi !== null)
        finalScore = 100 * (0.5 * validity + 0.5 * epi);
    else if (validity !== null) {
        finalScore = 100 * validity;
        warnings.push({
            code: 'epi-unavailable',
            message: 'every empirical benchmark is null: finalScore = 100 × validity_rate',
        });
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


/***/ }),

/***/ 2673:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Z: () => (/* binding */ isMg),
/* harmony export */   Ib: () => (/* binding */ skillOptions),
/* harmony export */   Ps: () => (/* binding */ agentTypeOf),
/* harmony export */   Yl: () => (/* binding */ isInsuranceSkill),
/* harmony export */   _E: () => (/* binding */ skillForNumber),
/* harmony export */   kD: () => (/* binding */ leaveSkillFor),
/* harmony export */   nA: () => (/* binding */ tenureOf),
/* harmony export */   nN: () => (/* binding */ isLeaveSkill),
/* harmony export */   oP: () => (/* binding */ actualPa),
/* harmony export */   tb: () => (/* binding */ insuranceSkillFor),
/* harmony export */   xg: () => (/* binding */ skillGroup)
/* harmony export */ });
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


/***/ }),

/***/ 3802:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HI: () => (/* binding */ SKILL_IDS),
/* harmony export */   KQ: () => (/* binding */ AGENT_TYPES),
/* harmony export */   M9: () => (/* binding */ CONSTRUCT_LEVELS),
/* harmony export */   lX: () => (/* binding */ CONSTRUCT_IDS)
/* harmony export */ });
// Shared vocabulary of the flood-adaptation benchmark (shared/specs/flood.md): skills, agent
// types, constructs, parse results, funnel judgements, audit records and the metric inputs.
// The judging modules (parse, skills, funnel, metrics, audit-mode, render) and the simulation
// (world loop, providers, index) both build on these types.
// ---------------------------------------------------------------------------------------------
// Households, skills, constructs
// ---------------------------------------------------------------------------------------------
const SKILL_IDS = [
    'buy_insurance',
    'buy_contents_insurance',
    'elevate_house',
    'buyout_program',
    'relocate',
    'do_nothing',
];
const AGENT_TYPES = ['MG_Owner', 'MG_Renter', 'NMG_Owner', 'NMG_Renter'];
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


/***/ }),

/***/ 2385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ scoreHurricane),
/* harmony export */   n: () => (/* binding */ PERIODS)
/* harmony export */ });
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


/***/ }),

/***/ 6988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ RESERVED_NAMES),
/* harmony export */   h: () => (/* binding */ FORMATS)
/* harmony export */ });
const FORMATS = ['lm-eval', 'inspect', 'promptfoo'];
/** The items file's own keys: no check or score may take them. */
const RESERVED_NAMES = new Set(['id', 'reason', 'detail']);


/***/ }),

/***/ 7530:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ab: () => (/* binding */ compatOf),
/* harmony export */   eL: () => (/* binding */ resolveInputs),
/* harmony export */   n3: () => (/* binding */ TASKS)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var tinyglobby__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3382);
/* harmony import */ var _results_inputs_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1385);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7135);
/* harmony import */ var _core_result_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9294);





const TASKS = ['single', 'personalized', 'diversity', 'general'];
function compatOf(config) {
    return config.compat === 'corrected' ? 'corrected' : 'reference';
}
/**
 * The input CSVs of a suite, in order: each entry is a path or a glob (relative to baseDir, `~/` the home directory);
 * a glob's matches are sorted; a repeated file is scored once. An entry matching nothing is an
 * error (a plain path is kept, so reading it reports "file not found"); a path outside the
 * workspace is refused with inputPath's diagnostic.
 */
async function resolveInputs(input, where) {
    const usage = (message) => (0,_core_result_js__WEBPACK_IMPORTED_MODULE_2__/* .failure */ .V)((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_3__/* .diagnostic */ .YK)({ code: 'usage', field: 'input', message }));
    const entries = input === undefined ? [] : Array.isArray(input) ? input : [input];
    if (entries.length === 0)
        return usage('no input CSV given (config key "input" / --input)');
    const files = [];
    for (const entry of entries) {
        if (!(0,tinyglobby__WEBPACK_IMPORTED_MODULE_4__/* .isDynamicPattern */ .ey)(entry)) {
            files.push((0,_results_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .configPath */ .eQ)(where.baseDir, entry));
            continue;
        }
        // `~/runs/*.csv`: the pattern after `~/`, in the home directory.
        const home = (0,_results_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .configPath */ .eQ)(where.baseDir, '~');
        const [cwd, pattern] = entry.startsWith('~/') ? [home, entry.slice(2)] : [where.baseDir, entry];
        const found = (await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_4__/* .glob */ .TI)(pattern, { cwd, absolute: true, onlyFiles: true })).map((f) => node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(f)).sort();
        if (found.length === 0)
            return usage(`input pattern ${JSON.stringify(entry)} matches no file`);
        files.push(...found);
    }
    for (const file of files) {
        const checked = await (0,_results_inputs_js__WEBPACK_IMPORTED_MODULE_1__/* .inputPath */ .Mv)(where, file);
        if (!checked.ok)
            return (0,_core_result_js__WEBPACK_IMPORTED_MODULE_2__/* .failure */ .V)(checked.diagnostics[0]);
    }
    return (0,_core_result_js__WEBPACK_IMPORTED_MODULE_2__/* .success */ .k)([...new Set(files)]);
}


/***/ }),

/***/ 520:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  main: () => (/* binding */ main)
});

// EXTERNAL MODULE: ./node_modules/yargs/index.mjs + 41 modules
var yargs = __webpack_require__(4481);
// EXTERNAL MODULE: ./src/core/errno.ts
var errno = __webpack_require__(6639);
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
// EXTERNAL MODULE: ./src/core/atomic.ts
var atomic = __webpack_require__(3006);
// EXTERNAL MODULE: ./src/core/lines.ts
var lines = __webpack_require__(9532);
// EXTERNAL MODULE: ./src/core/logger.ts
var logger = __webpack_require__(1227);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var core_diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/json/read.ts
var json_read = __webpack_require__(9472);
// EXTERNAL MODULE: ./src/core/result.ts
var result = __webpack_require__(9294);
;// CONCATENATED MODULE: ./src/gate/limits.ts
// What a results document may hold before anything compares or renders it (docs/gate.md
// "Threat model"). In the report job the document is a pull request's: unbounded, a 51 KB
// zip of 10 000 minimal suites would hold a runner for minutes. Each limit is a config key
// (`gate.limits`) and an action input; a document over one is refused whole, exit 2, with the
// limit named. Checked by the callers (CLI `compare`/`run`, the action) before the gate runs.




const MIB = 1024 * 1024;
/**
 * Longest line of an items file that is read (characters): a longer one is a malformed line, counted
 * and skipped, never parsed (items lines are an id, rounds and a reason: well under a kilobyte).
 */
const ITEM_LINE_MAX_CHARS = 4 * MIB;
/**
 * 16 MiB is what the history loader reads of a past run; 5 000 suites render in about a second;
 * the scorers write at most 1 001 diagnostics a suite and a handful of rounds; no string a scorer
 * writes comes near 100 000 characters (the renderers show at most a few hundred).
 */
const DEFAULT_RESULTS_LIMITS = {
    maxDocumentMiB: 16,
    maxSuites: 5000,
    maxRounds: 100,
    maxMetrics: 1000,
    maxDiagnostics: 100_000,
    maxStringLength: 100_000,
};
/** Where each limit is set, for the message that names it. */
const WHERE = {
    maxDocumentMiB: 'gate.limits.maxDocumentMiB, action input results-max-mib',
    maxSuites: 'gate.limits.maxSuites, action input results-max-suites',
    maxRounds: 'gate.limits.maxRounds, action input results-max-rounds',
    maxMetrics: 'gate.limits.maxMetrics, action input results-max-metrics',
    maxDiagnostics: 'gate.limits.maxDiagnostics, action input results-max-diagnostics',
    maxStringLength: 'gate.limits.maxStringLength, action input results-max-string-length',
};
/** The limits of a config's `gate.limits` (absent keys: the defaults). */
function resolveResultsLimits(config) {
    const pick = (key) => config?.[key] ?? DEFAULT_RESULTS_LIMITS[key];
    return {
        maxBytes: Math.floor(pick('maxDocumentMiB') * MIB),
        maxSuites: pick('maxSuites'),
        maxRounds: pick('maxRounds'),
        maxMetrics: pick('maxMetrics'),
        maxDiagnostics: pick('maxDiagnostics'),
        maxStringLength: pick('maxStringLength'),
    };
}
function count(n) {
    return n.toLocaleString('en-US').replace(/,/g, ' ');
}
function over(file, key, what, limit, pointer = null) {
    return (0,core_diagnostics/* diagnostic */.YK)({
        code: 'limit',
        file,
        pointer,
        message: `${what}, more than the limit of ${limit} (${WHERE[key]})`,
    });
}
/** The file's size against `maxBytes`, before it is read (a 138 KB zip can hold 60 MB of zeros). */
async function checkResultsFileSize(file, shown, limits) {
    let size;
    try {
        size = (await (0,promises_.stat)(file)).size;
    }
    catch (error) {
        return (0,result/* failure */.V)((0,json_read/* ioDiagnostic */.Ov)(file, error));
    }
    if (size <= limits.maxBytes)
        return (0,result/* success */.k)(undefined);
    return (0,result/* failure */.V)(over(shown, 'maxDocumentMiB', `the results document is ${count(size)} bytes`, `${count(limits.maxBytes)} bytes (${limits.maxBytes / MIB} MiB)`));
}
/** A JSON pointer token (RFC 6901). */
const token = (key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
/** The first string or key longer than `max`, with its pointer; walked without recursion (a document can nest deeply). */
function longString(doc, max) {
    // Each entry: a value and how to name it (parent entry, key); pointers are built only for the answer.
    const nodes = [{ parent: -1, key: '' }];
    const stack = [{ value: doc, node: 0 }];
    const pointerOf = (node) => {
        const parts = [];
        for (let n = node; n > 0; n = nodes[n].parent)
            parts.push(token(nodes[n].key));
        return parts
            .reverse()
            .map((p) => `/${p}`)
            .join('');
    };
    while (stack.length > 0) {
        const { value, node } = stack.pop();
        if (typeof value === 'string') {
            if (value.length > max)
                return { pointer: pointerOf(node), length: value.length };
        }
        else if (Array.isArray(value)) {
            for (let i = value.length - 1; i >= 0; i--) {
                nodes.push({ parent: node, key: i });
                stack.push({ value: value[i], node: nodes.length - 1 });
            }
        }
        else if (value !== null && typeof value === 'object') {
            const entries = Object.entries(value);
            for (let i = entries.length - 1; i >= 0; i--) {
                const [key, child] = entries[i];
                nodes.push({ parent: node, key });
                if (key.length > max)
                    return { pointer: `${pointerOf(nodes.length - 1)} (a key)`, length: key.length };
                stack.push({ value: child, node: nodes.length - 1 });
            }
        }
    }
    return null;
}
/**
 * What the document holds against the limits, and that its suite ids are unique (the gate pairs
 * suites by id: a second suite of one id would be compared on the first only). One diagnostic per
 * problem found, the first of each kind; success when none.
 */
function checkResultsLimits(doc, limits, shown) {
    const problems = [];
    if (doc.suites.length > limits.maxSuites) {
        problems.push(over(shown, 'maxSuites', `the results document holds ${count(doc.suites.length)} suites`, count(limits.maxSuites), '/suites'));
        return (0,result/* failure */.V)(...problems);
    }
    const seen = new Map();
    let diagnostics = 0;
    let rounds = null;
    let metrics = null;
    for (const [i, s] of doc.suites.entries()) {
        const first = seen.get(s.id);
        if (first === undefined)
            seen.set(s.id, i);
        else if (problems.length < 3) {
            problems.push((0,core_diagnostics/* diagnostic */.YK)({
                code: 'duplicate-suite',
                file: shown,
                pointer: `/suites/${i}/id`,
                message: `suite id ${JSON.stringify(s.id.slice(0, 120))} appears twice (suites ${first} and ${i}): a results document names each suite once`,
            }));
        }
        diagnostics += s.diagnostics.length;
        let most = s.rounds.length;
        for (const entry of s.series ?? [])
            most = Math.max(most, entry.rounds.length);
        if (rounds === null && most > limits.maxRounds)
            rounds = over(shown, 'maxRounds', `suite ${i} has ${count(most)} rounds`, count(limits.maxRounds), `/suites/${i}`);
        const metricCount = Object.keys(s.metrics).length;
        if (metrics === null && metricCount > limits.maxMetrics)
            metrics = over(shown, 'maxMetrics', `suite ${i} has ${count(metricCount)} metrics`, count(limits.maxMetrics), `/suites/${i}/metrics`);
    }
    if (rounds !== null)
        problems.push(rounds);
    if (metrics !== null)
        problems.push(metrics);
    if (diagnostics > limits.maxDiagnostics)
        problems.push(over(shown, 'maxDiagnostics', `the results document holds ${count(diagnostics)} diagnostics`, count(limits.maxDiagnostics)));
    const long = longString(doc, limits.maxStringLength);
    if (long !== null)
        problems.push(over(shown, 'maxStringLength', `a string of ${count(long.length)} characters`, `${count(limits.maxStringLength)} characters`, long.pointer));
    return problems.length === 0 ? (0,result/* success */.k)(undefined) : (0,result/* failure */.V)(...problems);
}
/**
 * A results document read within the limits: its file size before it is read, then what it holds
 * (and unique suite ids) before anything compares or renders it. `shown`: the name in messages.
 */
async function readResultsWithinLimits(file, shown, limits) {
    const size = await checkResultsFileSize(file, shown, limits);
    if (!size.ok)
        return size;
    // The reader's own byte cap is this limit too (a file that grows between the stat and the read).
    const read = await (0,json_read/* readJsonFile */.JE)(file, 'results', { maxBytes: limits.maxBytes });
    if (!read.ok)
        return read;
    const held = checkResultsLimits(read.value, limits, shown);
    return held.ok ? (0,result/* success */.k)(read.value) : held;
}

// EXTERNAL MODULE: ./src/results/usage.ts
var results_usage = __webpack_require__(8233);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
;// CONCATENATED MODULE: ./src/core/git.ts

/** `git rev-parse HEAD` in `cwd`: the commit checked out there, or null (no git, not a repository, no commit yet). */
function gitHead(cwd) {
    try {
        return ((0,external_node_child_process_.execFileSync)('git', ['rev-parse', 'HEAD'], {
            cwd,
            encoding: 'utf8',
            stdio: ['ignore', 'pipe', 'ignore'],
        }).trim() || null);
    }
    catch {
        return null;
    }
}

// EXTERNAL MODULE: ./src/schemas/registry.ts + 1 modules
var registry = __webpack_require__(1951);
;// CONCATENATED MODULE: ./src/results/document.ts




/** createdAt: SOURCE_DATE_EPOCH when set (reproducible builds convention), else now, to the second. */
function createdAt(env) {
    const epoch = env.SOURCE_DATE_EPOCH;
    const ms = epoch !== undefined && /^\d+$/.test(epoch.trim()) ? Number(epoch.trim()) * 1000 : Date.now();
    return new Date(ms - (ms % 1000)).toISOString().replace('.000Z', 'Z');
}
/** GITHUB_SHA, else `git rev-parse HEAD` in cwd, else null. */
function currentCommit(env, cwd) {
    return env.GITHUB_SHA ? env.GITHUB_SHA : gitHead(cwd);
}
/**
 * A results document. `incomplete`: the run did not finish (yet): the suites not done and, once
 * it has stopped, why (results.md "Nothing computed is lost").
 */
function createDocument(suites, opts) {
    const run = {
        createdAt: createdAt(opts.env),
        commit: opts.commit,
        configHash: opts.configHash,
        shard: opts.shard,
    };
    if (opts.incomplete) {
        run.incomplete = true;
        run.pending = opts.incomplete.pending;
        if (opts.incomplete.stopReason !== null)
            run.stopReason = opts.incomplete.stopReason;
    }
    return {
        schemaVersion: 1,
        tool: { name: TOOL_NAME, version: TOOL_VERSION },
        run,
        verdict: ungatedVerdict(suites),
        suites,
    };
}
/** Whether the document holds no suite it scored (none at all, or only suites skipped as another shard's): "no suite was scored". */
function scoredNothing(doc) {
    return !doc.suites.some((s) => s.status !== 'skipped');
}
/**
 * The verdict of a document no gate has judged: `error` when a suite could not be scored or there
 * is no suite at all (a run that measured nothing never passes), else null (no verdict yet).
 */
function ungatedVerdict(suites) {
    return suites.length === 0 || suites.some((s) => s.status === 'error') ? 'error' : null;
}
/**
 * What the results schema says against one suite, pointers relative to the suite (`/details/…`):
 * a scorer that let a value through that the document cannot hold (a non-finite number, details
 * outside its benchmark's schema). Empty when the suite fits.
 */
function suiteViolations(suite) {
    const alone = {
        schemaVersion: 1,
        tool: { name: TOOL_NAME, version: TOOL_VERSION },
        run: { createdAt: '1970-01-01T00:00:00Z', commit: null, configHash: `sha256:${'0'.repeat(64)}`, shard: null },
        verdict: null,
        suites: [suite],
    };
    return (0,registry/* validateValue */.q0)('results', alone).map((v) => ({ ...v, pointer: v.pointer.replace(/^\/suites\/0/, '') }));
}
/** The document as written: 2-space JSON plus a newline. Refuses (as a bug) anything off-schema. */
function serializeDocument(doc) {
    const problems = (0,registry/* validateValue */.q0)('results', doc);
    if (problems.length > 0) {
        throw new Error(`internal error: results document does not match its schema: ${problems
            .slice(0, 5)
            .map((p) => `${p.pointer} ${p.message}`)
            .join('; ')}`);
    }
    return `${JSON.stringify(doc, null, 2)}\n`;
}
/** Writes the document atomically (a temporary file renamed into place). */
async function writeDocument(doc, file) {
    await (0,atomic/* writeFileAtomic */.Zf)(file, serializeDocument(doc));
}
/** Per suites array: its suites by id (the first of an id, as `find` would give) and the length it was built for. */
const INDEXES = new WeakMap();
/**
 * A document's suites by id, built once per suites array (and again if the array grew): the gate
 * and the reports look suites up by id for every suite, so a scan each time would be quadratic
 * (10 000 suites would take minutes).
 */
function suitesById(doc) {
    const known = INDEXES.get(doc.suites);
    if (known?.length === doc.suites.length)
        return known.byId;
    const byId = new Map();
    for (const s of doc.suites)
        if (!byId.has(s.id))
            byId.set(s.id, s);
    INDEXES.set(doc.suites, { length: doc.suites.length, byId });
    return byId;
}

// EXTERNAL MODULE: ./src/results/pool.ts
var pool = __webpack_require__(9722);
// EXTERNAL MODULE: ./src/results/repeats.ts
var repeats = __webpack_require__(4162);
;// CONCATENATED MODULE: ./src/results/merge.ts
// Shard merge (results.md "Shards"): a complete set of shard documents → the document an
// unsharded run gives (equal after removing run.createdAt and run.shard).






/** The merge's problems as diagnostics (they concern the set of documents, not one place in a file). */
const problemsOf = (problems) => (0,result/* failure */.V)(...problems.map((message) => (0,core_diagnostics/* diagnostic */.YK)({ code: 'merge', message })));
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
        return Object.fromEntries(keys.map((k) => [
            k,
            mergeDetails(parts.map((p) => p[k] ?? 0), `${where}.${k}`, problems),
        ]));
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
function mergeSuite(parts, problems, rulesOf) {
    const active = parts.filter((p) => p.status !== 'skipped');
    const first = parts[0];
    if (active.length === 0)
        return { ...first };
    if (active.some((p) => p.repeats !== undefined))
        return mergeRepeats(active, problems);
    const benchmark = rulesOf(first.benchmark);
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
            // A percentile of the items' usage is recomputed from the merged items (merge command).
            if ((0,results_usage/* isUsageMetric */.sR)(name))
                continue;
            extra.push((0,core_diagnostics/* diagnostic */.YK)({
                severity: 'warning',
                code: 'unmergeable-metric',
                message: `metric ${name} cannot be merged across shards: ${merged}`,
            }));
        }
        else
            metrics[name] = merged;
    }
    const counts = active.some((p) => p.counts)
        ? active.reduce((acc, p) => {
            for (const [k, v] of Object.entries(p.counts ?? {}))
                acc[k] = (acc[k] ?? 0) + v;
            return acc;
        }, {})
        : undefined;
    const suite = {
        ...first,
        status: active.some((p) => p.status === 'error') ? 'error' : 'ok',
        inputs: mergeInputs(active.map((p) => p.inputs)),
        total: active.reduce((a, p) => a + p.total, 0),
        errors: active.reduce((a, p) => a + p.errors, 0),
        rounds: (0,pool/* sumRounds */.d)(active.map((p) => p.rounds)),
        metrics,
        finalScore: null,
        diagnostics: mergeDiagnostics(active.map((p) => p.diagnostics), extra),
    };
    if (counts)
        suite.counts = counts;
    // Every shard's live calls were made: the merged suite cost their sum.
    const usage = (0,results_usage/* sumUsage */.Rl)(active.map((p) => p.usage));
    if (usage)
        suite.usage = usage;
    else
        delete suite.usage;
    if (first.details !== undefined)
        suite.details = mergeDetails(active.map((p) => p.details ?? {}), `suite "${first.id}" details`, problems);
    const series = (0,pool/* sumSeries */.p)(active.map((p) => p.series));
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
 * A repeated suite's shards (each holding some of its repeats, docs/repeats.md "Shards"): the
 * repeats joined by index and combined as the unsharded run combines them.
 */
function mergeRepeats(active, problems) {
    const id = active[0].id;
    if (active.some((p) => p.repeats === undefined)) {
        problems.push(`suite "${id}" has repeats in some shards and not in others`);
        return { ...active[0] };
    }
    const indices = active.flatMap((p) => p.repeats.map((r) => r.index)).sort((a, b) => a - b);
    if (!indices.every((k, at) => k === at + 1)) {
        problems.push(`suite "${id}": the shards hold repeats ${indices.join(', ')}, not 1 to ${indices.length} once each`);
    }
    return (0,repeats/* combineRepeats */.Cx)(active);
}
/**
 * Check the set is complete and consistent (each index 1..n once, same n, config hash and tool
 * version, same suites) and merge it. Item-id disjointness is checked by the caller, which reads
 * the items files.
 */
function mergeShards(docs, rulesOf) {
    const problems = [];
    if (docs.length === 0)
        return problemsOf(['no shard documents given']);
    const n = docs[0].run.shard?.total;
    if (n === undefined)
        return problemsOf(['the first document is not a shard (run.shard is null)']);
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
        return problemsOf(problems);
    const ordered = [...docs].sort((a, b) => a.run.shard.index - b.run.shard.index);
    const suites = ordered[0].suites.map((_, k) => mergeSuite(ordered.map((d) => d.suites[k]), problems, rulesOf));
    if (problems.length > 0)
        return problemsOf(problems);
    const head = ordered[0];
    // Ungated, so no verdict, unless a suite could not be scored: then `error`, as for a run.
    return (0,result/* success */.k)({ ...head, run: { ...head.run, shard: null }, verdict: ungatedVerdict(suites), suites });
}

// EXTERNAL MODULE: ./src/results/items.ts
var results_items = __webpack_require__(1206);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/results/shard.ts
var results_shard = __webpack_require__(8962);
;// CONCATENATED MODULE: ./src/core/invisible.ts
// Characters that are invisible themselves but change what a reader sees or copies:
// bidirectional controls, which reorder the text around them ("Trojan Source", CVE-2021-42574),
// zero-width and other invisible format characters, which hide inside identifiers, and the
// Unicode tag characters, which carry hidden ASCII. In untrusted text they are shown by name.
/**
 * Bidi controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069), zero-width and invisible
 * format characters (U+00AD, U+034F, U+115F/60, U+17B4/5, U+180B–U+180F, U+200B–U+200D,
 * U+2060–U+2065, U+206A–U+206F, U+3164, U+FEFF, U+FFA0, U+FFF9–U+FFFB), the line and paragraph
 * separators U+2028/9, and the tag characters U+E0000–U+E007F. Variation selectors are left
 * alone: emoji need them and they reorder nothing.
 */
const INVISIBLE = 
// eslint-disable-next-line no-misleading-character-class -- each invisible code point is matched alone, on purpose
/[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/gu;
/** `[U+202E]`: the code point's name, in characters every renderer (markdown, HTML, Mermaid, a terminal) shows as they are. */
function named(ch) {
    return `[U+${ch.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}]`;
}
/** The text with every invisible character above replaced by its name (`a[U+202E]b`). */
function showInvisible(text) {
    return text.replace(INVISIBLE, named);
}

;// CONCATENATED MODULE: ./src/core/markdown.ts
// Rendering untrusted text (model outputs, item ids, file names) inert in GitHub-flavoured markdown.
// gate.md: inside inline code with a fence longer than any backtick run, newlines and `|` escaped,
// truncated with an ellipsis. Prose keeps every identifier exact (no invisible
// characters that corrupt a copied SHA or path): a word that GitHub could turn into a mention,
// reference, link, emoji or commit link goes into a code span, where GitHub links nothing;
// every other markdown or HTML metacharacter becomes an entity. Never raw HTML. Bidi controls and
// zero-width characters are shown by name (`[U+202E]`, core/invisible.ts), never passed on.

/**
 * The first code points of a text, at most enough for `max` of them: a code point is one or two
 * UTF-16 units, so 2 × max + 2 units always hold more than max when the text is longer. Splitting
 * a huge string into an array of characters would fail (V8 caps arrays at 2^27 elements).
 */
function headChars(text, max) {
    return Array.from(text.length > 2 * max + 2 ? text.slice(0, 2 * max + 2) : text);
}
function truncate(text, max) {
    if (text.length <= max)
        return text;
    const chars = headChars(text, max);
    return chars.length > max ? `${chars.slice(0, Math.max(1, max - 1)).join('')}…` : text;
}
/** Like truncate, but cut at the last word boundary of the kept part when there is one close by. */
function truncateWords(text, max) {
    if (text.length <= max)
        return text;
    const chars = headChars(text, max);
    if (chars.length <= max)
        return text;
    const kept = chars.slice(0, Math.max(1, max - 1)).join('');
    const space = kept.search(/\s\S*$/);
    return `${space > kept.length * 0.6 ? kept.slice(0, space) : kept}…`;
}
/**
 * Untrusted text as inline code: safe inside a table cell, no formatting, no links.
 * Newlines become ⏎, `|` is escaped as `\|` (GFM table cells unescape it even inside code).
 * `text` may be any value: a hostile document can hold a number where text belongs.
 */
function inlineCode(text, max = 120) {
    const flat = showInvisible(truncate(String(text), max)
        .replace(/\r\n|\r|\n/g, '⏎')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '�')).replace(/\|/g, '\\|');
    const longestRun = Math.max(0, ...Array.from(flat.matchAll(/`+/g), (m) => m[0].length));
    const fence = '`'.repeat(longestRun + 1);
    const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
    return flat === '' ? '` `' : `${fence}${pad}${flat}${pad}${fence}`;
}
/**
 * A word GitHub would act on outside code: mentions and e-mail (`@`), issue references (`#1`,
 * `owner/repo#1`, `GH-1`), links and autolinks (`x:`, `://`, `www.`, `/`), emoji shortcodes
 * (`:x:`), commit SHAs (7+ hex digits), and markdown that links (`[`, `](`, `<`).
 */
const ACTIONABLE = /[@#:/\\[\]<>]|www\.|[0-9a-fA-F]{7,}|\bGH-\d/i;
function escapeProse(text) {
    return text.replace(/[\\`*_{}[\]()<>!|~&"'#@:/]/g, (c) => `&#${c.charCodeAt(0)};`);
}
function proseWord(word) {
    // Sentence punctuation around an identifier stays outside its code span: "(see `a/b.json`)."
    const m = /^([(["'«]*)(.*?)([)\]"'».,;:!?]*)$/su.exec(word);
    const [, lead, core, trail] = m;
    if (core !== '' && ACTIONABLE.test(core))
        return `${escapeProse(lead)}${inlineCode(core, Number.MAX_SAFE_INTEGER)}${escapeProse(trail)}`;
    return escapeProse(word);
}
/**
 * Untrusted text as plain prose: words GitHub would turn into mentions, references, links,
 * emoji or commit links are shown as code (exact, copyable, inert); markdown and HTML
 * metacharacters elsewhere become entities; cut at a word boundary with an ellipsis.
 * `text` may be any value (see inlineCode).
 */
function plainText(text, max = 300) {
    const flat = showInvisible(truncateWords(String(text), max)
        .replace(/\r\n|\r|\n/g, ' ')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd'));
    return flat
        .split(/(\s+)/)
        .map((part) => (part === '' || /^\s+$/.test(part) ? part : proseWord(part)))
        .join('');
}
/**
 * Untrusted text inside our own HTML (a `<summary>`): as `<code>`, HTML-escaped, where GitHub links nothing;
 * any value (see inlineCode).
 */
function htmlCode(text, max = 60) {
    const flat = showInvisible(truncate(String(text), max).replace(/[\u0000-\u001f\u007f]/g, '\ufffd'));
    return `<code>${flat.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</code>`;
}
/**
 * Untrusted prose inside our own HTML (a `<summary>`, where markdown is not parsed but GitHub still
 * turns words into mentions and links): words it would act on as `<code>`, everything HTML-escaped,
 * invisibles named; cut at a word boundary. Any value (see inlineCode).
 */
function htmlProse(text, max = 300) {
    const flat = showInvisible(truncateWords(String(text), max)
        .replace(/\r\n|\r|\n/g, ' ')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd'));
    const escape = (s) => s.replace(/[&<>"'`*_\\[\]]/g, (c) => `&#${c.charCodeAt(0)};`);
    return flat
        .split(/(\s+)/)
        .map((part) => {
        if (part === '' || /^\s+$/.test(part))
            return part;
        const m = /^([(["'«]*)(.*?)([)\]"'».,;:!?]*)$/su.exec(part);
        const [, lead, core, trail] = m;
        return core !== '' && ACTIONABLE.test(core)
            ? `${escape(lead)}${htmlCode(core, Number.MAX_SAFE_INTEGER)}${escape(trail)}`
            : escape(part);
    })
        .join('');
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

;// CONCATENATED MODULE: ./src/core/mermaid.ts
// Mermaid `xychart-beta` blocks for the reports: named series drawn in distinct,
// colour-blind-safe colours (Okabe–Ito) set with an `%%{init}%%` directive, the legend written
// into the title (xychart has none), and x labels short enough not to overlap (xychart cannot
// rotate them), with the full names in a caption line under the chart.
//
// `themeVariables.xyChart.plotColorPalette` is read by every Mermaid release with xychart
// (10.3 on): colours go to the plots in the order they are declared, bars and lines alike.
// The directive sets no theme, so GitHub's light and dark themes still apply to the rest.
//
// Labels are untrusted (round ids, file names): every text is quoted with newlines, backticks,
// quotes, backslashes and `%%` (a directive or comment start) removed, so nothing can close the
// code fence, end the string or inject a directive.

/** Okabe–Ito colours, in the order series get them, with the word the legend uses. */
const PALETTE = [
    { hex: '#0072B2', name: 'blue' },
    { hex: '#E69F00', name: 'orange' },
    { hex: '#009E73', name: 'green' },
    { hex: '#D55E00', name: 'red' },
    { hex: '#56B4E9', name: 'sky blue' },
    { hex: '#CC79A7', name: 'pink' },
    { hex: '#F0E442', name: 'yellow' },
    { hex: '#000000', name: 'black' },
];
/**
 * How many characters an x label may have: 8, or more when few labels share the width (the plot
 * of Mermaid's 700 px chart is about 630 px wide; 14 px labels take about 7.5 px a character, so
 * about 72 characters fit with a gap between neighbours), at most 16.
 */
function labelLimit(count) {
    return Math.max(8, Math.min(16, Math.floor(72 / Math.max(1, count))));
}
const colourOf = (i) => PALETTE[i % PALETTE.length];
/** The longest text a chart shows (a title, a full label in the caption), in code points. */
const MAX_CHART_TEXT = 200;
/** At most MAX_CHART_TEXT code points (…-terminated when cut); a huge string is never split whole. */
function capped(text) {
    if (text.length <= MAX_CHART_TEXT)
        return text;
    const chars = Array.from(text.slice(0, 2 * MAX_CHART_TEXT + 2));
    return chars.length > MAX_CHART_TEXT ? `${chars.slice(0, MAX_CHART_TEXT - 1).join('')}…` : text;
}
/** Text that can sit inside a quoted Mermaid string in a markdown code fence (cut to 200 characters); any value, as
 * inlineCode (core/markdown.ts). */
function chartText(text) {
    const flat = capped(String(text))
        .replace(/[\r\n\u0085\u2028\u2029`"\\]/g, ' ')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ');
    return showInvisible(flat).replace(/%(?=%)/g, '% ');
}
const quote = (s) => `"${chartText(s)}"`;
const numberText = (v) => (Number.isFinite(v) ? Number(v.toFixed(4)).toString() : '0');
/** The series' legend: "blue: real, orange: generated", with the kind when bars and lines mix. */
function legend(series) {
    if (series.length < 2)
        return '';
    const mixed = new Set(series.map((s) => s.kind)).size > 1;
    return series
        .map((s, i) => {
        const key = mixed || s.name.trim() === '' ? `${colourOf(i).name} ${s.kind === 'bar' ? 'bars' : 'line'}` : colourOf(i).name;
        return s.name.trim() === '' ? key : `${key}: ${s.name.trim()}`;
    })
        .join(', ');
}
/**
 * X labels of at most `max` characters: a longer one keeps its first `max − 1` (up to a word
 * break if there is one) and gets `…`, with a number before the `…` when two would read the same. Returns the labels and what was shortened.
 */
function shortLabels(labels, max = labelLimit(labels.length)) {
    const limit = Math.max(3, max);
    const taken = new Set(labels.map((l) => chartText(l)).filter((l) => Array.from(l).length <= limit));
    const shortened = [];
    const out = labels.map((raw) => {
        const label = chartText(raw);
        const chars = Array.from(label);
        if (chars.length <= limit)
            return label;
        // Cut at the last word break (`_`, `-`, `.`, space) if that keeps at least half of the rest.
        const head = chars.slice(0, limit - 1);
        const cut = head.findLastIndex((c, i) => i >= Math.max(3, Math.ceil(head.length / 2)) && /[_\-. ]/.test(c));
        let short = `${(cut > 0 ? head.slice(0, cut) : head).join('')}…`;
        for (let n = 2; taken.has(short); n++)
            short = `${chars.slice(0, limit - 1 - String(n).length).join('')}${n}…`;
        taken.add(short);
        shortened.push([short, label]);
        return short;
    });
    return { labels: out, shortened };
}
/** A code span for text already through `chartText` (so without backticks or newlines). */
const mermaid_code = (s) => (s.trim() === '' ? '` `' : `\`${s.trim()}\``);
function fromLegacy(spec) {
    const series = [
        ...(spec.bars ?? []).map((values) => ({ name: '', kind: 'bar', values })),
        ...(spec.lines ?? []).map((values) => ({ name: '', kind: 'line', values })),
    ];
    const out = { title: spec.title, xLabels: spec.xLabels, yLabel: spec.yLabel, series };
    if (spec.yMax !== undefined)
        out.yMax = spec.yMax;
    return out;
}
/**
 * A Mermaid `xychart-beta` block: an `%%{init}%%` line with one palette colour per series, the
 * legend after the title, then (if labels were shortened) a caption line with the full labels.
 * The old shape (`bars`, `lines` without names) is still accepted.
 */
function xyChart(input) {
    const spec = 'series' in input ? input : fromLegacy(input);
    const { labels, shortened } = shortLabels(spec.xLabels, spec.maxLabel);
    const key = legend(spec.series);
    const config = {};
    if (spec.height !== undefined && Number.isFinite(spec.height) && spec.height > 0)
        config.xyChart = { height: Math.round(spec.height) };
    if (spec.series.length > 0)
        config.themeVariables = { xyChart: { plotColorPalette: spec.series.map((_, i) => colourOf(i).hex).join(', ') } };
    const out = ['```mermaid'];
    if (Object.keys(config).length > 0)
        out.push(`%%{init: ${JSON.stringify(config)}}%%`);
    out.push('xychart-beta', `  title ${quote(key === '' ? spec.title : `${spec.title} — ${key}`)}`, `  x-axis ${spec.xTitle !== undefined ? `${quote(spec.xTitle)} ` : ''}[${labels.map(quote).join(', ')}]`);
    out.push(spec.yMax !== undefined
        ? `  y-axis ${quote(spec.yLabel)} 0 --> ${numberText(spec.yMax)}`
        : `  y-axis ${quote(spec.yLabel)}`);
    for (const s of spec.series)
        out.push(`  ${s.kind} [${s.values.map(numberText).join(', ')}]`);
    out.push('```');
    const chart = out.join('\n');
    if (shortened.length === 0)
        return chart;
    return `${chart}\n\nx axis: ${shortened.map(([short, full]) => `${mermaid_code(short)} = ${mermaid_code(full)}`).join(' · ')}`;
}

;// CONCATENATED MODULE: ./src/core/numbers.ts
// The one number formatter of the terminal report, the markdown report and the PR comment.
// How many decimals a value gets is decided by what the number is (a score, a
// percentage, a count, a fraction), never by its size, so a column and a baseline/current pair
// always line up: `1.0000` beside `0.9600`, `2.30 pp` beside `0.20 pp`.
const DIGITS = {
    score: 2,
    percent: 2,
    pp: 2,
    count: 0,
    fraction: 4,
    quantity: 2,
    money: 2,
};
/** A currency code as `pricing.currency` allows it (ISO 4217): a unit that makes a metric `money`. */
const CURRENCY = /^[A-Z]{3}$/;
/** The decimals of an amount of money: 2 from 1 up, 3 significant digits below (at most 20 decimals). */
function moneyDigits(value) {
    if (value === 0 || !Number.isFinite(value))
        return DIGITS.money;
    return Math.min(20, Math.max(DIGITS.money, 2 - Math.floor(Math.log10(Math.abs(value)))));
}
function digitsOf(value, kind) {
    return kind === 'money' && value !== null && value !== undefined ? moneyDigits(value) : DIGITS[kind];
}
/** What a results-document metric is, from its unit and its basis (metric values keep the document's scale). */
function metricKind(m) {
    if (m.unit === '%')
        return 'percent';
    if (m.unit === 'pp')
        return 'pp';
    if (m.unit !== undefined && m.unit !== null && CURRENCY.test(m.unit))
        return 'money';
    if (m.unit !== undefined && m.unit !== null && m.unit !== '')
        return 'quantity';
    if (m.passed !== undefined && m.input !== undefined)
        return 'percent';
    // A whole number without a basis is a count (best_match_first = 2); a mean with sum/count is not.
    if (m.value !== null && Number.isInteger(m.value) && m.sum === undefined && m.count === undefined)
        return 'count';
    return 'fraction';
}
/**
 * Fixed decimals; "–" for null/undefined/non-finite; never "-0.00". From 1e21 on, where toFixed
 * gives up and prints every digit of the exponent form, 3 significant digits with an exponent
 * ("1.00e+23"): only a document's absurd values get there.
 */
function fixed(value, digits) {
    if (value === null || value === undefined || !Number.isFinite(value))
        return '–';
    if (Math.abs(value) >= 1e21)
        return value.toExponential(2);
    const text = value.toFixed(digits);
    return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}
function suffix(kind, unit) {
    if (kind === 'percent')
        return ' %';
    if (kind === 'pp')
        return ' pp';
    if ((kind === 'quantity' || kind === 'money') && unit)
        return ` ${unit}`;
    return '';
}
/** A value in its display scale (a percent is already ×100), with its unit. `unit` is for `quantity` only and must already be safe for the target format. */
function formatValue(value, kind, unit) {
    const text = fixed(value, digitsOf(value, kind));
    return text === '–' ? text : `${text}${suffix(kind, unit)}`;
}
/** A difference of two values of this kind: signed, and in percentage points when the values are percents. */
function formatDelta(delta, kind, unit) {
    const deltaKind = kind === 'percent' ? 'pp' : kind;
    const text = fixed(delta, digitsOf(delta, deltaKind));
    if (text === '–')
        return text;
    const sign = delta > 0 && /[1-9]/.test(text) ? '+' : '';
    return `${sign}${text}${suffix(deltaKind, unit)}`;
}
/** A results-document metric value: rates (passed / input, stored as fractions) are shown in percent. */
function formatMetric(m, unit) {
    const kind = metricKind(m);
    const scaled = m.value !== null && kind === 'percent' && m.unit !== '%' ? m.value * 100 : m.value;
    return formatValue(scaled, kind, unit);
}
/** A p-value: three decimals, "< 0.001" below that, "–" when there is none. */
function formatP(p) {
    if (p === null || p === undefined || !Number.isFinite(p))
        return '–';
    return p < 0.001 ? '< 0.001' : fixed(p, 3);
}
/** At most `digits` decimals and no trailing zeros ("5.5", "0.0774", "3"): a threshold or statistic in a sentence. */
function shortNumber(value, digits = 4) {
    return Number(value.toFixed(digits)).toString();
}
/** A p-value in a sentence: at most 4 decimals, and two significant digits in exponent form below 0.0001 ("1.8e-10"). */
function sentenceP(p) {
    return p >= 0.0001 ? shortNumber(p) : p.toExponential(1);
}
/** Fixed decimals without the trailing zeros ("0.05", "2.5", "3"). */
function trimmedFixed(value, digits) {
    const text = fixed(value, digits);
    return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
/** passed / input in percent (the rounds tables), "–" when input is 0. */
function formatRate(passed, input) {
    return input > 0 ? formatValue((100 * passed) / input, 'percent') : '–';
}

;// CONCATENATED MODULE: ./src/core/doc.ts
// The report as a typed document: renderers build blocks of inline runs, and this module alone
// turns them into GitHub markdown or terminal text, escaping every run for the place it lands in
// (prose, table cell, the HTML of a <summary>, a Mermaid label, a terminal line).
//
// Untrusted text is a type: a plain `string` in a document is always untrusted (a results document
// may come from a fork's artifact) and is only ever rendered escaped. Text of this program's own
// comes from the `t` template tag (its literal parts) or from the figure constructors below (our
// number formatter): nothing else renders verbatim, so no renderer can turn document text into
// markup by forgetting to escape it.




const DEFAULT_TEXT_MAX = 300;
const DEFAULT_CODE_MAX = 120;
/**
 * This program's own words, with untrusted values in between: `t\`${n} items in ${code(id)}\``.
 * Only the literal parts of a template are taken as ours; every value stays what it is (a string is
 * untrusted text). A template's strings array is frozen by the language; a hand-made array is refused.
 */
function doc_t(strings, ...values) {
    // Object.isFrozen(undefined) is true: a frozen array without a frozen `raw` array is not a template either.
    if (!Array.isArray(strings) ||
        !Array.isArray(strings.raw) ||
        !Object.isFrozen(strings) ||
        !Object.isFrozen(strings.raw))
        throw new Error('t is a template tag');
    const out = [];
    strings.forEach((s, i) => {
        if (s !== '')
            out.push({ kind: 'words', text: s });
        if (i < values.length)
            out.push(values[i]);
    });
    return out;
}
const doc_text = (value, max = DEFAULT_TEXT_MAX) => ({ kind: 'text', text: value, max });
const doc_code = (value, max = DEFAULT_CODE_MAX) => ({ kind: 'code', text: value, max });
const doc_strong = (...content) => ({ kind: 'strong', content });
const small = (...content) => ({ kind: 'small', content });
const doc_link = (url, ...content) => ({
    kind: 'link',
    url: url ?? null,
    content,
});
/** No unit, or an empty one (shown as none, as core/numbers.ts does). */
const noUnit = (unit) => unit === null || unit === undefined || unit === '';
/** A value as core/numbers.ts formats it; the unit is untrusted. */
function value(v, kind, unit) {
    return { kind: 'figure', text: formatValue(v, kind, noUnit(unit) ? undefined : UNIT), unit: unit ?? null };
}
/** A signed change as core/numbers.ts formats it; the unit is untrusted. */
function delta(v, kind, unit) {
    return { kind: 'figure', text: formatDelta(v, kind, noUnit(unit) ? undefined : UNIT), unit: unit ?? null };
}
/** A results-document metric value as core/numbers.ts formats it (rates in percent), with its untrusted unit. */
function metric(m) {
    const quantity = m.unit !== undefined && m.unit !== null && m.unit !== '' && m.unit !== '%' && m.unit !== 'pp';
    return { kind: 'figure', text: formatMetric(m, quantity ? UNIT : undefined), unit: quantity ? m.unit : null };
}
/** passed / input as a percentage. */
function rate(passed, input) {
    return { kind: 'figure', text: formatRate(passed, input), unit: null };
}
/**
 * A figure this program computed and formatted itself (digits and fixed words, no document
 * text), e.g. a p-value or a count from core/numbers.ts.
 */
function figure(formatted) {
    return { kind: 'figure', text: formatted, unit: null };
}
const doc_paragraph = (...content) => ({ kind: 'paragraph', content });
const doc_heading = (level, ...content) => ({ kind: 'heading', level, content });
const doc_quote = (...lines) => ({ kind: 'quote', lines });
const doc_table = (header, rows, align) => (align === undefined ? { kind: 'table', header, rows } : { kind: 'table', header, rows, align });
const details = (summary, body) => ({ kind: 'details', summary, body });
const chart = (spec) => ({ kind: 'chart', spec });
const marker = (key, verdictHash) => ({ kind: 'marker', key, verdictHash });
/** A comment key as the marker holds it: safe inside an HTML comment, stable across runs. */
function doc_markerKey(key) {
    return key.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64) || 'default';
}
/** The runs with `separator` between them (`join(ids.map((id) => code(id)), t\`, \`)`). */
function doc_join(runs, separator) {
    return runs.flatMap((r, i) => (i === 0 ? [r] : [separator, r]));
}
/** A placeholder the unit's rendering replaces (core/numbers.ts puts the unit where it belongs). */
const UNIT = '\u0000unit\u0000';
const HTTPS_URL = /^https:\/\/[^\s()<>]+$/;
/**
 * A number of the document as it is ("12", "0.5"), "–" when not finite. An exponent form is cut to
 * four significant digits: "1.8144506e-317" would read as a commit SHA ("8144506e") to GitHub.
 */
function doc_numberText(n) {
    if (!Number.isFinite(n))
        return '–';
    const plain = String(n);
    return plain.includes('e') ? n.toExponential(3) : plain;
}
function escapeHtml(s) {
    return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
const htmlText = htmlProse;
/** Any value as text: a hostile document can hold an object where text belongs. */
function asText(value) {
    if (typeof value === 'string')
        return value;
    const json = JSON.stringify(value);
    return json ?? typeof value;
}
function unitMarkdown(f, place) {
    if (f.unit === null || !f.text.includes(UNIT))
        return f.text;
    const unit = place === 'summary' ? htmlText(asText(f.unit), 20) : plainText(asText(f.unit), 20);
    return f.text.replace(UNIT, unit);
}
function inlineMarkdown(run, place) {
    if (run === null || run === undefined)
        return '';
    if (typeof run === 'string')
        return place === 'summary' ? htmlText(run, DEFAULT_TEXT_MAX) : plainText(run, DEFAULT_TEXT_MAX);
    if (typeof run === 'number')
        return doc_numberText(run);
    if (isInlineList(run))
        return run.map((r) => inlineMarkdown(r, place)).join('');
    switch (run.kind) {
        case 'words':
            return place === 'prose' ? run.text : run.text.replace(/\r?\n/g, ' ');
        case 'text':
            return place === 'summary' ? htmlText(run.text, run.max) : plainText(run.text, run.max);
        case 'code':
            return place === 'summary' ? htmlCode(run.text, run.max) : inlineCode(run.text, run.max);
        case 'strong':
            return place === 'summary'
                ? `<b>${inlineMarkdown(run.content, place)}</b>`
                : `**${inlineMarkdown(run.content, place)}**`;
        case 'small':
            return `<sub>${inlineMarkdown(run.content, place)}</sub>`;
        case 'link': {
            const inner = inlineMarkdown(run.content, place);
            if (run.url === null || !HTTPS_URL.test(run.url))
                return inner;
            return place === 'summary' ? `<a href="${escapeHtml(run.url)}">${inner}</a>` : `[${inner}](${run.url})`;
        }
        case 'figure':
            return unitMarkdown(run, place);
    }
}
function isInlineList(run) {
    return Array.isArray(run);
}
function blockMarkdown(block) {
    switch (block.kind) {
        case 'heading':
            return `${'#'.repeat(block.level)} ${inlineMarkdown(block.content, 'prose')}`;
        case 'paragraph':
            return inlineMarkdown(block.content, 'prose');
        case 'quote':
            return block.lines.map((l) => `> ${inlineMarkdown(l, 'prose')}`).join('\n');
        case 'table':
            return table(block.header.map((h) => inlineMarkdown(h, 'cell')), block.rows.map((r) => r.map((c) => inlineMarkdown(c, 'cell'))), block.align);
        case 'details':
            return detailsMarkdown(markdownInline(block.summary, 'summary'), block.body.map(doc_markdownBlock));
        case 'marker':
            return `<!-- bench-check:${doc_markerKey(block.key)} verdicts:${block.verdictHash.replace(/[^0-9a-f]/g, '')} -->`;
        case 'chart':
            return xyChart({ ...block.spec, title: chartTitle(block.spec.title) });
    }
}
/** A chart title as one string: xyChart escapes every chart text for Mermaid (core/mermaid.ts chartText). */
function chartTitle(run) {
    if (run === null || run === undefined)
        return '';
    if (typeof run === 'string')
        return run;
    if (typeof run === 'number')
        return doc_numberText(run);
    if (isInlineList(run))
        return run.map(chartTitle).join('');
    switch (run.kind) {
        case 'words':
            return run.text;
        case 'text':
        case 'code':
            return asText(run.text);
        case 'strong':
        case 'small':
        case 'link':
            return chartTitle(run.content);
        case 'figure':
            return run.unit === null ? run.text : run.text.replace(UNIT, asText(run.unit));
    }
}
/**
 * A folded section from a summary (rendered for its place, `markdownInline(run, 'summary')`) and
 * body blocks this module rendered: the comment renders each part of a suite once and shows a
 * subset of them per detail level.
 */
function detailsMarkdown(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${joinMarkdown(body)}\n\n</details>`;
}
/** One inline run as markdown for a given place (the comment's fitting measures its parts). */
function markdownInline(run, place = 'prose') {
    return inlineMarkdown(run, place);
}
/** One block as GitHub markdown. */
function doc_markdownBlock(block) {
    return blockMarkdown(block);
}
/** Blocks as GitHub markdown, separated by blank lines (empty blocks left out). */
function toMarkdown(blocks) {
    return joinMarkdown(blocks.map(blockMarkdown));
}
/** Blocks as a markdown file: toMarkdown and a final newline. */
function toMarkdownFile(blocks) {
    return `${toMarkdown(blocks)}\n`;
}
/** Markdown pieces made by this module, joined by blank lines (empty ones left out). */
function joinMarkdown(parts, separator = '\n\n') {
    return parts.filter((p) => p !== '').join(separator);
}
/** Markdown pieces made by this module as a file (a comment body): joined by blank lines, a final newline. */
function doc_markdownFile(parts) {
    return `${joinMarkdown(parts)}\n`;
}
/**
 * The lines of markdown this module made: a table's rows are one line each, so a caller can keep
 * the first rows of a rendered table without rendering it again (joinMarkdown(lines, '\n')).
 */
function markdownLines(markdown) {
    return markdown.split('\n');
}
/**
 * A markdown file cut to `budget` characters at a line break, with `note` (a block) after it: for
 * a budget too small for a report's smallest form. Whole lines only, so no escape is cut in two.
 */
function cutMarkdown(file, budget, note) {
    const tail = `\n\n${doc_markdownBlock(note)}\n`;
    const cut = file.slice(0, Math.max(0, budget - tail.length));
    return `${cut.slice(0, Math.max(0, cut.lastIndexOf('\n')))}${tail}`;
}
// ----- terminal text -----
/** Untrusted text for a terminal line: control characters (escape sequences) replaced, invisibles named, cut. */
function terminalText(value, max = 200) {
    const whole = String(value);
    const long = whole.length > max;
    const flat = showInvisible((long ? whole.slice(0, max - 1) : whole).replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => (c === '\n' ? '⏎' : '�')));
    return long ? `${flat}…` : flat;
}
/** One inline run as terminal text (a report that lays out its own columns renders its cells so). */
function doc_terminalInline(run) {
    return inlineText(run);
}
function inlineText(run) {
    if (run === null || run === undefined)
        return '';
    if (typeof run === 'string')
        return terminalText(run, DEFAULT_TEXT_MAX);
    if (typeof run === 'number')
        return doc_numberText(run);
    if (isInlineList(run))
        return run.map(inlineText).join('');
    switch (run.kind) {
        case 'words':
            return run.text;
        case 'text':
        case 'code':
            return terminalText(run.text, run.max);
        case 'strong':
        case 'small':
        case 'link':
            return inlineText(run.content);
        case 'figure':
            return run.unit === null ? run.text : run.text.replace(UNIT, terminalText(asText(run.unit), 20));
    }
}
/** Aligned columns: the first row is the header; right-aligned columns pad on the left. */
function columnLines(rows, align) {
    const widths = rows[0].map((_, i) => rows.reduce((w, r) => Math.max(w, Array.from(r[i] ?? '').length), 0));
    return rows.map((r) => r
        .map((c, i) => {
        const pad = widths[i] - Array.from(c).length;
        return align?.[i] === 'r' ? ' '.repeat(pad) + c : c + ' '.repeat(pad);
    })
        .join('  ')
        .trimEnd());
}
function blockText(block, indent) {
    switch (block.kind) {
        case 'heading':
        case 'paragraph':
            return [`${indent}${inlineText(block.content)}`];
        case 'quote':
            return block.lines.map((l) => `${indent}${inlineText(l)}`);
        case 'table':
            return columnLines([block.header.map(inlineText), ...block.rows.map((r) => r.map(inlineText))], block.align).map((l) => `${indent}${l}`);
        case 'details':
            return [`${indent}${inlineText(block.summary)}`, ...block.body.flatMap((b) => blockText(b, `${indent}  `))];
        case 'marker':
            return [];
        case 'chart':
            // A terminal draws no chart: its title says what the markdown report shows.
            return [`${indent}(chart in the markdown report: ${terminalText(chartText(chartTitle(block.spec.title)), 120)})`];
    }
}
/** Terminal lines (from toTextLines) as the text of a file: joined by newlines, with a final one. */
function toTextFile(lines) {
    return `${lines.join('\n')}\n`;
}
/** Blocks as terminal lines, each indented by `indent`. */
function toTextLines(blocks, indent = '') {
    return blocks.flatMap((b) => blockText(b, indent));
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
function refused(code, message, file = null) {
    return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code, file, field: 'itemsFile', message }));
}
/**
 * The absolute path of `name` in `dir` (`value`), or why it is not used (one diagnostic whose
 * message is a phrase to follow the name, e.g. "does not exist"): it must be a relative path
 * without `..` or backslashes, resolve (symbolic links followed) inside `dir`, be a regular file
 * and be at most `maxBytes` long. The code tells a file that is simply absent (`missing-file`)
 * from a refused one (`bad-path`).
 */
async function sideFile(dir, name, maxBytes = MAX_SIDE_FILE_BYTES) {
    if (typeof name !== 'string' || name === '')
        return refused('bad-path', 'is not a file name');
    if (external_node_path_default().isAbsolute(name) || /^[A-Za-z]:/.test(name) || name.includes('\\'))
        return refused('bad-path', 'must be a relative path (no drive, no backslash)');
    if (name.split('/').includes('..'))
        return refused('bad-path', 'must not contain ".."');
    const file = external_node_path_default().resolve(dir, name);
    let real;
    try {
        await (0,promises_.lstat)(file);
        real = await (0,promises_.realpath)(file);
    }
    catch {
        return refused('missing-file', 'does not exist', file);
    }
    const realDir = await (0,promises_.realpath)(dir).catch(() => external_node_path_default().resolve(dir));
    if (!inside(realDir, real))
        return refused('bad-path', 'leads outside the results folder');
    const info = await (0,promises_.stat)(real);
    if (!info.isFile())
        return refused('bad-path', 'is not a regular file', real);
    if (info.size > maxBytes)
        return refused('bad-path', `is larger than ${maxBytes} bytes`, real);
    return (0,result/* success */.k)(real);
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
    const file = named.value;
    const items = [];
    let failing = 0;
    for await (const line of (0,lines/* readBoundedLines */.$)(file, ITEM_LINE_MAX_CHARS)) {
        // An over-long line is not an item of ours (malformed, as a line that is not JSON).
        if (typeof line !== 'string' || line.trim() === '')
            continue;
        // Hostile (the PR's artifact): every field is checked before use.
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

// EXTERNAL MODULE: ./src/core/progress-format.ts
var progress_format = __webpack_require__(9806);
;// CONCATENATED MODULE: ./src/report/usage.ts
// What a suite's model calls cost (results.md "usage", docs/usage.md), in words: the live
// provider's requests and tokens on one line, the per-item figures (tokens, cost, latency p50/p95)
// on another, or that the source reports no usage and why. Used by the terminal report (text.ts),
// the results markdown report (render.ts), the PR comment and job summary (comment.ts,
// comment-head.ts, comment-suite.ts). Pure: the same suite gives the same lines. Only counts,
// formatted figures and our words; the document's texts (a reason, a model, a currency, a cost
// source) stay untrusted text in the typed runs.


function counted(n, one, many) {
    return doc_t `${figure((0,progress_format/* formatCount */.B4)(n))} ${n === 1 ? one : many}`;
}
function tokensInline(usage) {
    const prompt = usage.promptTokens;
    const completion = usage.completionTokens;
    if (prompt === undefined && completion === undefined)
        return doc_t `tokens not reported`;
    if (prompt !== undefined && completion !== undefined)
        return doc_t `${figure((0,progress_format/* formatCount */.B4)(prompt))} prompt + ${counted(completion, doc_t `completion token`, doc_t `completion tokens`)}`;
    if (prompt !== undefined)
        return counted(prompt, doc_t `prompt token`, doc_t `prompt tokens`);
    return counted(completion, doc_t `completion token`, doc_t `completion tokens`);
}
/**
 * `412 requests (3 retries) · 1 204 331 prompt + 88 120 completion tokens`: what a live provider
 * sent; the tokens part says `tokens not reported` when the provider gave none. Null when the
 * usage counts no requests (an imported tool's items, a source without usage).
 */
function callsInline(usage) {
    if (usage.requests === undefined)
        return null;
    const retries = usage.retries ?? 0;
    const retried = retries === 0 ? doc_t `no retries` : counted(retries, doc_t `retry`, doc_t `retries`);
    return doc_t `${counted(usage.requests, doc_t `request`, doc_t `requests`)} (${retried}) · ${tokensInline(usage)}`;
}
/** The cost sources in words: `pricing` (the config's prices) or a tool whose own cost was used. */
function sourcesInline(sources) {
    return doc_join(sources.map((s) => (s === 'pricing' ? doc_t `the config's \`pricing\`` : doc_t `${doc_code(s, 64)}'s own cost`)), doc_t ` and `);
}
/** `no price for \`gpt-4o\`, \`o3\`` (the first few models, then how many more). */
function unpricedInline(models) {
    const shown = models.slice(0, 3).map((m) => doc_code(m, 60));
    const more = models.length > shown.length ? doc_t ` and ${figure((0,progress_format/* formatCount */.B4)(models.length - shown.length))} more` : null;
    return doc_t `no price for ${doc_join(shown, doc_t `, `)}${more} in \`pricing\``;
}
/** An amount of money with its (untrusted) currency: `0.000318 USD`. */
function moneyInline(amount, currency) {
    return value(amount, 'money', currency);
}
/**
 * The per-item figures: `908 tokens · 0.000318 USD (0.0127 USD in all, from the config's
 * \`pricing\`) · latency p50 1 841 ms, p95 3 200 ms`; null when no item carried usage.
 */
function perItemInline(usage) {
    if (usage.items === undefined || usage.items === 0)
        return null;
    const parts = [];
    if (usage.tokensPerItem !== undefined)
        parts.push(doc_t `${figure((0,progress_format/* formatCount */.B4)(usage.tokensPerItem.mean))} tokens`);
    if (usage.costPerItem !== undefined && usage.cost !== undefined)
        parts.push(doc_t `${moneyInline(usage.costPerItem.mean, usage.cost.currency)} (${moneyInline(usage.cost.total, usage.cost.currency)} in all, from ${sourcesInline(usage.cost.sources)})`);
    else if (usage.unpriced !== undefined && usage.unpriced.length > 0)
        parts.push(doc_t `no cost: ${unpricedInline(usage.unpriced)}`);
    if (usage.latencyMs !== undefined)
        parts.push(doc_t `latency p50 ${figure((0,progress_format/* formatCount */.B4)(usage.latencyMs.median))} ms, p95 ${figure((0,progress_format/* formatCount */.B4)(usage.latencyMs.p95))} ms${usage.latencyApportioned === true ? doc_t ` (a batch request's time shared by its items)` : null}`);
    if (parts.length === 0)
        return null;
    return doc_t `${counted(usage.items, doc_t `item`, doc_t `items`)}: ${doc_join(parts, doc_t ` · `)}`;
}
/** `unavailable: <why>` for a source that reports no usage; null otherwise. */
function unavailableInline(usage) {
    return usage.unavailable === undefined ? null : doc_t `unavailable (${doc_text(usage.unavailable, 300)})`;
}
/**
 * Everything of a usage on one line: the calls, then the per-item figures, or why it is
 * unavailable (the comment's run total, plain-text consumers).
 */
function usageInline(usage) {
    const unavailable = unavailableInline(usage);
    if (unavailable !== null)
        return unavailable;
    const parts = [callsInline(usage), perItemInline(usage)].filter((p) => p !== null);
    return parts.length === 0 ? doc_t `nothing reported` : doc_join(parts, doc_t ` · `);
}
/** The lines of a usage: what the live provider was sent, the per-item figures, or why there are none. */
function usageLines(usage, words) {
    const unavailable = unavailableInline(usage);
    if (unavailable !== null)
        return [doc_paragraph(doc_t `${words.unavailable} ${unavailable}`)];
    const out = [];
    const calls = callsInline(usage);
    if (calls !== null)
        out.push(doc_paragraph(doc_t `${words.calls} ${calls}`));
    const perItem = perItemInline(usage);
    if (perItem !== null)
        out.push(doc_paragraph(doc_t `${words.perItem} ${perItem}`));
    return out;
}
/** A suite's usage in the markdown reports: none when it asked no live provider and recorded no usage. */
function usageBlocks(suite) {
    if (suite.usage === undefined)
        return [];
    return usageLines(suite.usage, {
        calls: doc_strong(doc_t `Live provider calls:`),
        perItem: doc_strong(doc_t `Usage per item:`),
        unavailable: doc_strong(doc_t `Usage:`),
    });
}
/** A suite's usage lines in the terminal report (indented by the caller); none without `usage`. */
function usageTextBlocks(suite) {
    if (suite.usage === undefined)
        return [];
    return usageLines(suite.usage, { calls: doc_t `provider calls:`, perItem: doc_t `usage per item:`, unavailable: doc_t `usage:` });
}
// ---- The overview's cost column ------------------------------------------------------------------
/** Whether a suite's usage was measured: present and not `unavailable` (a replay or an artifact measured none). */
const measured = (u) => u !== undefined && u.unavailable === undefined;
/**
 * Whether any suite of the run (or of its baseline) measured usage: the overview then gets its
 * cost column. Suites that only say their usage is unavailable add none (their details say why).
 */
function anyUsage(suites) {
    return suites.some((s) => measured(s.docs.current?.usage) || measured(s.docs.baseline?.usage));
}
/** The gate's target of a usage metric of a suite, if it compared one. */
function usageTarget(s, id) {
    return s.targets.find((target) => target.kind === 'metric' && target.id === id);
}
/** `+12.50 %`: the change of a target relative to its baseline; null without both values or with a zero baseline. */
function relativeChange(target) {
    if (target === undefined || target.delta === null || target.baseline === null || target.baseline === 0)
        return null;
    const rel = (100 * target.delta) / Math.abs(target.baseline);
    return doc_t `${rel > 0 ? doc_t `+` : null}${value(rel, 'percent')}`;
}
/** ` (+12.50 %)`, or nothing. */
function changeAfter(target) {
    const change = relativeChange(target);
    return change === null ? null : doc_t ` (${change})`;
}
/**
 * A suite's cells of the overview's cost columns and, when they need one, the note under the
 * table saying why: the cost per item (Δ % against the baseline) and in all; tokens per item when
 * the suite has tokens but no price, naming the models in the note; `unavailable` when the source
 * reports no usage; `–` when the suite recorded none.
 */
function costCells(s) {
    const none = doc_t `–`;
    const usage = s.docs.current?.usage;
    if (usage === undefined)
        return { perItem: none, total: none, note: null };
    if (usage.unavailable !== undefined)
        return { perItem: doc_t `unavailable`, total: none, note: doc_t `${doc_code(s.id, 60)}: usage ${unavailableInline(usage)}` };
    if (usage.cost !== undefined && usage.costPerItem !== undefined) {
        const { currency, total } = usage.cost;
        return {
            perItem: doc_t `${moneyInline(usage.costPerItem.mean, currency)}${changeAfter(usageTarget(s, 'cost_per_item'))}`,
            total: moneyInline(total, currency),
            note: null,
        };
    }
    if (usage.tokensPerItem !== undefined) {
        const unpriced = usage.unpriced !== undefined && usage.unpriced.length > 0;
        return {
            perItem: doc_t `${figure((0,progress_format/* formatCount */.B4)(usage.tokensPerItem.mean))} tokens${changeAfter(usageTarget(s, 'tokens_per_item'))}`,
            total: unpriced ? doc_t `no price` : doc_t `no cost`,
            note: unpriced
                ? doc_t `${doc_code(s.id, 60)}: ${unpricedInline(usage.unpriced)}, so tokens per item are shown instead of cost`
                : doc_t `${doc_code(s.id, 60)}: its items carry tokens but no cost, so tokens per item are shown instead`,
        };
    }
    return { perItem: none, total: none, note: null };
}
/** `0.0127 USD + 0.0031 EUR`: the run's cost in all, per currency in order of appearance; null when no suite has a cost. */
function runCostInline(suites) {
    const totals = new Map();
    for (const s of suites) {
        const cost = s.usage?.cost;
        if (cost !== undefined)
            totals.set(cost.currency, (totals.get(cost.currency) ?? 0) + cost.total);
    }
    if (totals.size === 0)
        return null;
    return doc_join([...totals].map(([currency, total]) => moneyInline(total, currency)), doc_t ` + `);
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/results/inputs.ts
var inputs = __webpack_require__(1385);
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
        // Any JSON: each field is checked.
        const value = JSON.parse(await (0,promises_.readFile)(metaPathFor(file), 'utf8'));
        return typeof value.reason === 'string' && typeof value.updatedAt === 'string'
            ? {
                reason: value.reason,
                updatedAt: value.updatedAt,
                from: typeof value.from === 'string' ? value.from : '',
                commit: typeof value.commit === 'string' ? value.commit : null,
            }
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
            ? { kind: 'missing', message: `no baseline at ${(0,paths/* displayPath */.G)(file)}` }
            : { kind: 'error', message: `the baseline ${(0,paths/* displayPath */.G)(file)} does not exist (it was named explicitly)` };
    }
    const read = await (0,json_read/* readJsonFile */.JE)(file, 'results');
    if (!read.ok)
        return { kind: 'invalid', diagnostics: read.diagnostics };
    const doc = read.value;
    const meta = await readMeta(file);
    return {
        kind: 'found',
        side: { doc, dir: external_node_path_default().dirname(file) },
        provenance: {
            source,
            location: opts.location ?? (0,paths/* displayPath */.G)(file),
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
    const theirSet = new Set(theirs);
    if (ours.length === 0 || ours.some((id) => theirSet.has(id)))
        return null;
    const list = (ids) => ids.length === 0 ? 'none' : ids.slice(0, 8).join(', ') + (ids.length > 8 ? `, … (${ids.length})` : '');
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
    const baselineById = suitesById(baseline);
    for (const suite of current.suites) {
        const before = baselineById.get(suite.id);
        if (before === undefined)
            continue;
        // Only references: changed model outputs are what a pull request is for, not a reason to distrust it.
        const reference = (i) => (0,inputs/* inputRole */.rs)(i) === 'reference';
        const changed = suite.inputs
            .filter((i) => reference(i) && before.inputs.some((b) => reference(b) && b.path === i.path && b.sha256 !== i.sha256))
            .map((i) => i.path);
        if (changed.length > 0)
            out.push(`suite ${suite.id}: reference inputs differ from the baseline's (${changed.join(', ')}): the two runs are not measured against the same data`);
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
        return {
            ok: false,
            written: [],
            diagnostics: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message: '--reason must say why the baseline changes' })],
        };
    const read = await (0,json_read/* readJsonFile */.JE)(opts.from, 'results');
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
        // Named after the baseline file, as a run names its side files: two baselines in one folder never share one.
        const name = (0,results_items/* sideFileName */.XW)((0,results_items/* sideFilesOf */.SG)(opts.to), suite.id, 'items.jsonl');
        try {
            await (0,atomic/* copyFileAtomic */.Vh)(src, external_node_path_default().join(toDir, name));
            written.push((0,paths/* displayPath */.G)(external_node_path_default().join(toDir, name)));
            suites.push({ ...suite, itemsFile: name });
        }
        catch (error) {
            diagnostics.push((0,core_diagnostics/* diagnostic */.YK)({
                severity: 'warning',
                code: 'io',
                file: (0,paths/* displayPath */.G)(src),
                message: `items file not copied (${error.code ?? 'error'}); the gate will test suite ${suite.id} unpaired`,
            }));
            const { itemsFile: _dropped, ...rest } = suite;
            suites.push(rest);
        }
    }
    // The baseline is the document as scored: the gate's verdict of that run means nothing here.
    await (0,atomic/* writeFileAtomic */.Zf)(opts.to, `${JSON.stringify({ ...doc, verdict: null, suites }, null, 2)}\n`);
    written.unshift((0,paths/* displayPath */.G)(opts.to));
    const epoch = opts.env.SOURCE_DATE_EPOCH;
    const meta = {
        reason: opts.reason,
        updatedAt: (epoch !== undefined && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date())
            .toISOString()
            .replace(/\.\d{3}Z$/, 'Z'),
        from: (0,paths/* displayPath */.G)(opts.from),
        commit: doc.run.commit,
    };
    await (0,atomic/* writeFileAtomic */.Zf)(metaPathFor(opts.to), `${JSON.stringify(meta, null, 2)}\n`);
    written.push((0,paths/* displayPath */.G)(metaPathFor(opts.to)));
    return { ok: true, written, diagnostics };
}

// EXTERNAL MODULE: ./src/results/jsonl.ts
var jsonl = __webpack_require__(8116);
;// CONCATENATED MODULE: ./src/gate/usage.ts
// The usage metrics as the gate sees them (docs/usage.md "The gate"): for each, the per-item
// figure its paired test is on and its default thresholds, in one table; and that figure read
// from an items line's `usage`.

/**
 * Tokens and cost fail on a rise of 10 % (warn at 5 %): a team pays for every token. Latency only
 * warns (at 20 %): machines and providers are noisy, and a runner's load is not the model's.
 */
const USAGE_METRIC_GATES = {
    tokens_per_item: { figure: 'tokens', warn: { maxRisePct: 5 }, fail: { maxRisePct: 10 } },
    cost_per_item: { figure: 'cost', warn: { maxRisePct: 5 }, fail: { maxRisePct: 10 } },
    latency_p50: { figure: 'latency', warn: { maxRisePct: 20 }, fail: {} },
    latency_p95: { figure: 'latency', warn: { maxRisePct: 20 }, fail: {} },
};
/** The usage metric of this id (own keys only: `constructor` is none), or undefined. */
function usageMetric(id) {
    return (0,results_usage/* isUsageMetric */.sR)(id) ? USAGE_METRIC_GATES[id] : undefined;
}
/** The figures the usage metrics among these metric ids are tested on, each once, in the table's order. */
function usageFigures(metricIds) {
    const wanted = new Set();
    for (const id of metricIds) {
        const m = usageMetric(id);
        if (m !== undefined)
            wanted.add(m.figure);
    }
    return ['tokens', 'cost', 'latency'].filter((f) => wanted.has(f));
}
/** A count or amount of an items line (from a pull request's artifact): a finite number ≥ 0, else absent. */
function amount(v) {
    return typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : null;
}
/**
 * An item's figure from its line's `usage` (docs/usage.md "Items lines"), or null when the line
 * does not carry it: tokens are input + output (an item with only one of them reported has that
 * one), cost is `cost`, latency `latencyMs`. Anything but a finite number ≥ 0 is no figure.
 */
function itemFigure(usage, figure) {
    if (usage === null || typeof usage !== 'object' || Array.isArray(usage))
        return null;
    const u = usage;
    if (figure === 'cost')
        return amount(u.cost);
    if (figure === 'latency')
        return amount(u.latencyMs);
    const input = amount(u.inputTokens);
    const output = amount(u.outputTokens);
    if (input === null && output === null)
        return null;
    return (input ?? 0) + (output ?? 0);
}

;// CONCATENATED MODULE: ./src/gate/items.ts
// Per-item files (JSONL) read as streams: pairing two runs for McNemar and for the usage metrics'
// paired t, and the worst items of the current run for the report. Neither file is ever held
// whole; only the baseline's pass masks (and usage figures, when a usage metric is gated) are.



/** The items lines of a file, each within the items-line cap. */
const readJsonl = (file) => (0,jsonl/* readJsonlRecords */.H)(file, ITEM_LINE_MAX_CHARS);
const PAIRED_SHARE = 0.9;
const WORD = 30;
function outcomeMask(record, outcomes) {
    const passes = (o) => o.rounds.length > 0 && o.rounds.every((r) => record[r] === true);
    if (outcomes.length <= WORD) {
        let mask = 0;
        outcomes.forEach((o, i) => {
            if (passes(o))
                mask |= 1 << i;
        });
        return mask;
    }
    const words = new Array(Math.ceil(outcomes.length / WORD)).fill(0);
    outcomes.forEach((o, i) => {
        if (passes(o))
            words[Math.floor(i / WORD)] |= 1 << (i % WORD);
    });
    return words;
}
/** Outcome i of a mask: 1 passed, 0 not. */
function bit(mask, i) {
    return typeof mask === 'number' ? (mask >> i) & 1 : (mask[Math.floor(i / WORD)] >> (i % WORD)) & 1;
}
/** Whether some outcome passed before and does not now. */
function lostAny(before, now) {
    if (typeof before === 'number' && typeof now === 'number')
        return (before & ~now) !== 0;
    const b = before;
    const n = now;
    return b.some((word, i) => (word & ~n[i]) !== 0);
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
 * The key an item is paired by: its id, and for a repeated suite (docs/repeats.md) its repeat, so
 * repeat k of one run pairs only with repeat k of the other; a repeated side never pairs with an
 * unrepeated one (their keys differ, so under 90 % are shared).
 */
function pairKey(record) {
    const repeat = record.repeat;
    return typeof repeat === 'number' ? `${record.id}\u0000${repeat}` : record.id;
}
/**
 * The baseline's items by pair key: a row each, its pass mask and, when usage figures are asked
 * for, those figures in one Float64Array (NaN: the item does not carry it), so that 100 000
 * items hold a few numbers each, not an object. A key seen again: its later line wins.
 */
class BaselineItems {
    usage;
    rows = new Map();
    masks = [];
    figures;
    constructor(usage) {
        this.usage = usage;
        this.figures = new Float64Array(usage.length * 1024);
    }
    get size() {
        return this.rows.size;
    }
    set(key, mask, record) {
        let row = this.rows.get(key);
        if (row === undefined) {
            row = this.masks.length;
            this.rows.set(key, row);
            this.masks.push(mask);
        }
        else
            this.masks[row] = mask;
        const width = this.usage.length;
        if (width === 0)
            return;
        if ((row + 1) * width > this.figures.length) {
            const grown = new Float64Array(this.figures.length * 2);
            grown.set(this.figures);
            this.figures = grown;
        }
        this.usage.forEach((f, i) => (this.figures[row * width + i] = itemFigure(record.usage, f) ?? Number.NaN));
    }
    /** The row of a key, or undefined. */
    row(key) {
        return this.rows.get(key);
    }
    mask(row) {
        return this.masks[row];
    }
    /** Figure i (in the order asked for) of a row; NaN when the item does not carry it. */
    figure(row, i) {
        return this.figures[row * this.usage.length + i];
    }
    /** Figure i of every row that carries it, in row order. */
    values(i) {
        const out = [];
        for (let row = 0; row < this.masks.length; row++) {
            const v = this.figure(row, i);
            if (!Number.isNaN(v))
                out.push(v);
        }
        return out;
    }
}
/** The baseline's items file read into BaselineItems, and how many of its lines were malformed. */
async function readBaseline(file, outcomes, usage) {
    const items = new BaselineItems(usage);
    let badLines = 0;
    for await (const { record } of readJsonl(file)) {
        if (record === null)
            badLines += 1;
        else
            items.set(pairKey(record), outcomeMask(record, outcomes), record);
    }
    return { items, badLines };
}
/** A shared item's usage figures added to their pairs (the map's order is the baseline's figures' order), each one both sides carry. */
function pairUsage(usagePairs, baseline, row, record) {
    let i = 0;
    for (const [figure, pairs] of usagePairs) {
        const was = baseline.figure(row, i++);
        const now = itemFigure(record.usage, figure);
        if (Number.isNaN(was) || now === null)
            continue;
        pairs.baseline.push(was);
        pairs.current.push(now);
    }
}
/** The usage figures' pairs (filled from the shared items) and samples (the baseline's all read already). */
function usageMaps(usage, baseline) {
    const usagePairs = new Map(usage.map((figure) => [figure, { figure, paired: true, baseline: [], current: [] }]));
    const usageSamples = new Map(usage.map((figure, i) => [
        figure,
        { figure, paired: false, baseline: baseline?.values(i) ?? [], current: [] },
    ]));
    return { usagePairs, usageSamples };
}
/** A current item's usage figures added to the samples, each one it carries. */
function addSamples(usageSamples, record) {
    for (const [figure, samples] of usageSamples) {
        const v = itemFigure(record.usage, figure);
        if (v !== null)
            samples.current.push(v);
    }
}
/** `candidate` put in its place in `worst` (worst first) when it is among the `keep` worst. */
function keepIfWorse(worst, candidate, keep) {
    if (worst.length >= keep && !(worst.length > 0 && worseThan(candidate, worst[worst.length - 1])))
        return;
    let at = worst.length;
    while (at > 0 && worseThan(candidate, worst[at - 1]))
        at -= 1;
    worst.splice(at, 0, candidate);
    if (worst.length > keep)
        worst.pop();
}
/**
 * Scan the current items file (and the baseline's, when given): discordant pairs per outcome on
 * the shared ids, the `usage` figures of the shared items that carry them on both sides, and the
 * `keepWorst` worst failing items of the current run.
 */
async function scanItems(opts) {
    const usage = opts.usage ?? [];
    const read = opts.baselineFile === null ? null : await readBaseline(opts.baselineFile, opts.outcomes, usage);
    const baseline = read?.items ?? null;
    let badLines = read?.badLines ?? 0;
    const { usagePairs, usageSamples } = usageMaps(usage, baseline);
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
        addSamples(usageSamples, record);
        const row = baseline?.row(pairKey(record));
        const before = row === undefined ? undefined : baseline.mask(row);
        if (row !== undefined && before !== undefined) {
            shared += 1;
            pairUsage(usagePairs, baseline, row, record);
            opts.outcomes.forEach((o, i) => {
                const counts = discordant.get(o.key);
                const was = bit(before, i);
                const now = bit(mask, i);
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
        const candidate = {
            id,
            reason,
            failedRound: opts.rounds[rank],
            newlyFailing: before !== undefined && lostAny(before, mask),
            rank,
            order: currentItems,
        };
        keepIfWorse(worst, candidate, opts.keepWorst);
    }
    const baselineItems = baseline?.size ?? null;
    const paired = baselineItems !== null &&
        baselineItems > 0 &&
        currentItems > 0 &&
        shared >= PAIRED_SHARE * baselineItems &&
        shared >= PAIRED_SHARE * currentItems;
    return {
        baselineItems,
        currentItems,
        shared,
        paired,
        discordant,
        usagePairs,
        usageSamples,
        failing,
        worst: worst.map(({ id, reason, failedRound, newlyFailing }) => ({ id, reason, failedRound, newlyFailing })),
        badLines,
    };
}

// EXTERNAL MODULE: ./src/core/canonical.ts
var canonical = __webpack_require__(457);
// EXTERNAL MODULE: ./src/json/structured.ts + 1 modules
var structured = __webpack_require__(460);
;// CONCATENATED MODULE: ./fixtures/demo.config.json
const demo_config_namespaceObject = /*#__PURE__*/JSON.parse('{"suites":[{"id":"hurricane-artifact","benchmark":"hurricane","input":"hurricane/output.json","groundtruth":"hurricane/groundtruth.json"},{"id":"hurricane-trips","benchmark":"hurricane","trips":"hurricane/trips.jsonl","groundtruth":"hurricane/groundtruth.json"},{"id":"transit-single","benchmark":"transitlm","task":"single","input":"transitlm/single.csv","stations":"transitlm/stations.csv"},{"id":"transit-personalized","benchmark":"transitlm","task":"personalized","input":"transitlm/personalized.csv","stations":"transitlm/stations.csv"},{"id":"transit-diversity","benchmark":"transitlm","task":"diversity","input":"transitlm/diversity.csv","stations":"transitlm/stations.csv"},{"id":"transit-general","benchmark":"transitlm","task":"general","input":"transitlm/general/general_routes.csv","stations":"transitlm/general/station_info.csv","lines":"transitlm/general/line_info.csv"},{"id":"flood-replay","benchmark":"flood","scenario":"flood/scenario.json","provider":"replay","replay":"flood/rule.replay.jsonl"}],"gate":{"baseline":{"source":"path","path":"baseline/results.json","maxAgeDays":36500}}}');
;// CONCATENATED MODULE: ./src/config/default.ts

/**
 * What `npx bench-check run --demo` scores: the bundled, synthetic fixtures (paths relative to the
 * package root), gated against the committed fixture baseline so the first run shows the whole
 * loop (scores, comparison, verdict). The config is fixtures/demo.config.json, embedded at build
 * time; see fixtures/README.md. Unchecked: load.ts validates it (and types it) like any config.
 */
const defaultConfig = demo_config_namespaceObject;

;// CONCATENATED MODULE: ./src/config/load.ts












/** The `source` of the embedded demo config (`run --demo`, the action's `config: demo`): how a report knows it scored the demo. */
const EMBEDDED_CONFIG_SOURCE = '(embedded demo config)';
const CONFIG_FILE_NAMES = ['bench.config.json', 'bench.config.yml', 'bench.config.yaml'];
/**
 * SHA-256 of what decides how the scores are measured: each suite as written minus its benchmark's
 * transport keys (URLs, key variable names, timeouts, retries, concurrency, side-file paths) and
 * output keys (the model outputs under test: a pull request changes them, not the job), plus the
 * scorer version. The gate section and run settings (deadline) are left out: a baseline compares
 * cleanly with a run that differs only in how it was carried out or in what the model answered
 * (docs/results.md).
 */
function configHash(config, catalog) {
    const suites = config.suites.map((suite) => {
        const benchmark = catalog.find(suite.benchmark);
        const left = new Set([...(benchmark?.transportKeys ?? []), ...(benchmark?.outputKeys ?? [])]);
        return {
            ...Object.fromEntries(Object.entries(suite).filter(([key]) => !left.has(key))),
            scorerVersion: benchmark?.scorerVersion ?? null,
        };
    });
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update((0,canonical/* canonicalJson */.d)({ suites }), 'utf8').digest('hex')}`;
}
/**
 * `repeats: N > 1` on a suite that cannot be re-run (a deterministic provider, a benchmark without
 * repeats), and `replicates` on a benchmark that takes none: located, with why (docs/repeats.md).
 */
function repeatProblems(suites, catalog) {
    const problems = [];
    suites.forEach((suite, i) => {
        const hooks = catalog.find(suite.benchmark)?.repeats;
        const repeats = suite.repeats;
        if (repeats !== undefined && repeats > 1) {
            const why = hooks?.whyNotRepeatable === undefined
                ? `benchmark ${suite.benchmark} has no live runs to repeat`
                : hooks.whyNotRepeatable(suite);
            if (why !== null)
                problems.push({ pointer: `/suites/${i}/repeats`, message: `repeats: ${repeats} cannot be used here: ${why}` });
        }
        if (suite.replicates !== undefined && hooks?.replicateKey === undefined) {
            problems.push({
                pointer: `/suites/${i}/replicates`,
                message: `benchmark ${suite.benchmark} takes no replicate files`,
            });
        }
    });
    return problems;
}
/**
 * The gate thresholds that have two names: `maxRise`/`maxRisePct` are `maxDrop`/`maxDropPct` named
 * as they read for a lower-is-better target (one threshold each: the change for the worse in the
 * target's direction; docs/gate.md). gate/rules.ts resolves each to its first name.
 */
const THRESHOLD_ALIASES = [
    { key: 'maxDrop', alias: 'maxRise' },
    { key: 'maxDropPct', alias: 'maxRisePct' },
];
/** A `warn`/`fail` of a gate rule that gives both names of one threshold: which one counts would be a guess. */
function thresholdProblems(config) {
    const problems = [];
    (config.gate?.rules ?? []).forEach((rule, i) => {
        for (const level of ['warn', 'fail'])
            for (const { key, alias } of THRESHOLD_ALIASES) {
                const thresholds = rule[level];
                if (thresholds?.[key] !== undefined && thresholds[alias] !== undefined)
                    problems.push({
                        pointer: `/gate/rules/${i}/${level}/${alias}`,
                        message: `${alias} and ${key} are one threshold (the change for the worse; ${alias} names it for a lower-is-better target): give one of them`,
                    });
            }
    });
    return problems;
}
/** Rules the schema cannot say: suite ids are unique; repeats only where a suite can be re-run; one name per gate threshold. */
function semanticProblems(config, catalog) {
    const seen = new Map();
    const problems = [];
    config.suites.forEach((suite, i) => {
        const first = seen.get(suite.id);
        if (first !== undefined)
            problems.push({
                pointer: `/suites/${i}/id`,
                message: `duplicate suite id "${suite.id}" (first used by /suites/${first})`,
            });
        else
            seen.set(suite.id, i);
    });
    return [...problems, ...repeatProblems(config.suites, catalog), ...thresholdProblems(config)];
}
/** Load and validate a config file (JSON or YAML); every problem is located. */
async function loadConfigFile(file, catalog) {
    // Size, depth and value limits, YAML aliases capped (json/read.ts): a hostile config is exit 2, located.
    const { parsed, shown } = await (0,json_read/* readDocument */.u0)(file, (0,structured/* isYamlPath */.xu)(file));
    if (!parsed.ok)
        return parsed;
    const checked = (0,registry/* validated */.Pf)('config', parsed.value);
    const problems = checked.ok ? semanticProblems(checked.value, catalog) : checked.violations;
    if (!checked.ok || problems.length > 0)
        return { ok: false, diagnostics: (0,structured/* locatedViolations */.jv)(shown, parsed.locateAll, problems, 'config') };
    const config = checked.value;
    return {
        ok: true,
        value: { config, baseDir: external_node_path_default().dirname(external_node_path_default().resolve(file)), source: shown, hash: configHash(config, catalog) },
    };
}
/**
 * The embedded demo config (fixtures/demo.config.json): the bundled fixtures, its paths relative
 * to the fixtures folder where the file itself lives, so `--config fixtures/demo.config.json`
 * scores the same.
 */
function loadDefaultConfig(catalog) {
    const checked = (0,registry/* validated */.Pf)('config', defaultConfig);
    if (!checked.ok)
        throw new Error(`embedded default config is invalid: ${JSON.stringify(checked.violations)}`);
    return {
        config: checked.value,
        baseDir: external_node_path_default().join(packageRoot(), 'fixtures'),
        source: EMBEDDED_CONFIG_SOURCE,
        hash: configHash(checked.value, catalog),
    };
}
/**
 * Files in `dir` that look like a config under another name (`bench.config.jsonc`,
 * `bench-config.yml`, `.bench.config.json`, …): named in the "no config" error, since a near miss
 * is the likeliest reason none was found.
 */
function nearMissConfigFiles(dir) {
    let names;
    try {
        names = (0,external_node_fs_.readdirSync)(dir);
    }
    catch {
        return [];
    }
    const exact = new Set(CONFIG_FILE_NAMES);
    return names
        .filter((name) => !exact.has(name) &&
        name
            .toLowerCase()
            .replace(/[^a-z0-9]/g, '')
            .startsWith('benchconfig'))
        .sort();
}
/**
 * The config file of the nearest parent folder of `cwd` that has one (a run started in a subfolder
 * of the project), up to the repository's root (the folder holding `.git`) or the file system's;
 * null when none. Only named in the "no config" error: a run reads the config of its own folder.
 */
function parentConfigFile(cwd) {
    for (let dir = external_node_path_default().resolve(cwd); !(0,external_node_fs_.existsSync)(external_node_path_default().join(dir, '.git'));) {
        const parent = external_node_path_default().dirname(dir);
        if (parent === dir)
            return null;
        dir = parent;
        for (const name of CONFIG_FILE_NAMES)
            if ((0,external_node_fs_.existsSync)(external_node_path_default().join(dir, name)))
                return external_node_path_default().join(dir, name);
    }
    return null;
}
/** The diagnostic of a run with no config: where it looked, what it saw nearby, and (from the caller) what to do. */
function noConfig(cwd, hint) {
    const near = nearMissConfigFiles(cwd);
    const seen = near.length === 0
        ? ''
        : `; found ${near.map((n) => `"${n}"`).join(', ')}, which is not read (rename it to one of those names, or name it explicitly)`;
    const parent = near.length === 0 ? parentConfigFile(cwd) : null;
    const above = parent === null
        ? ''
        : `; found ${external_node_path_default().relative(cwd, parent)} in a parent folder, which a run started here does not read (run in ${external_node_path_default().relative(cwd, external_node_path_default().dirname(parent))}, or name that file as the config)`;
    return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
        code: 'no-config',
        file: (0,paths/* displayPath */.G)(cwd),
        message: `no config file: looked for ${CONFIG_FILE_NAMES.join(', ')} in this folder${seen}${above}. ${hint}`,
    }));
}
/**
 * The config a run scores (ConfigChoice): a named file; else bench.config.{json,yml,yaml} in cwd;
 * else the failure `no-config`, whose message ends with `noConfigHint` (what the CLI or the action
 * offers instead: `--config`, `init`, the demo).
 */
async function resolveConfig(choice, cwd, catalog, noConfigHint) {
    if (choice.kind === 'demo')
        return { ok: true, value: loadDefaultConfig(catalog) };
    if (choice.kind === 'file')
        return loadConfigFile(external_node_path_default().resolve(cwd, choice.path), catalog);
    for (const name of CONFIG_FILE_NAMES) {
        const candidate = external_node_path_default().join(cwd, name);
        if ((0,external_node_fs_.existsSync)(candidate))
            return loadConfigFile(candidate, catalog);
    }
    return noConfig(cwd, noConfigHint);
}

;// CONCATENATED MODULE: ./src/gate/sides.ts
/** The target's value in one repeat (same scale as the suite-level side), or null. */
function repeatValue(r, kind, id, rate) {
    if (kind === 'round') {
        const round = r.rounds.find((x) => x.id === id);
        return round === undefined || r.total <= 0 ? null : (100 * round.passed) / r.total;
    }
    if (id === 'finalScore')
        return r.finalScore;
    const v = Object.hasOwn(r.metrics, id) ? r.metrics[id] : undefined;
    return v === undefined || v === null ? null : rate ? 100 * v : v;
}
/** A side with its repeats' values attached (the suite's ok repeats that have a value), or the side unchanged. */
function withRepeats(side, suite, target) {
    if (side === null || suite?.repeats === undefined || suite.repeats.length === 0)
        return side;
    const values = [];
    const seeds = [];
    for (const r of suite.repeats) {
        if (r.status !== 'ok')
            continue;
        const v = repeatValue(r, target.kind, target.id, target.rate);
        if (v === null || !Number.isFinite(v))
            continue;
        values.push(v);
        seeds.push(r.seed ?? null);
    }
    return { ...side, repeats: { values, seeds } };
}
/** A metric with passed/input: a rate, compared in percentage points. */
function isRate(m) {
    return m !== undefined && typeof m.passed === 'number' && typeof m.input === 'number';
}
/** A round's survival rate (passed / all items of the suite) in percent. */
function roundSide(suite, round) {
    if (suite === undefined || round === undefined)
        return null;
    const value = suite.total > 0 ? (100 * round.passed) / suite.total : null;
    return { value, n: suite.total, counts: suite.total > 0 ? { passed: round.passed, n: suite.total } : null };
}
/** finalScore; `tested`: as a pass rate over the suite's items (GateHints.finalScoreRounds). */
function finalScoreSide(suite, tested) {
    if (suite === undefined)
        return null;
    if (!tested)
        return { value: suite.finalScore, n: null, counts: null };
    const counts = suite.finalScore !== null && suite.total > 0
        ? { passed: Math.round((suite.finalScore * suite.total) / 100), n: suite.total }
        : null;
    return { value: suite.finalScore, n: suite.total, counts };
}
/** A metric: a rate ×100 with its counts, a mean with its count, else its value. */
function metricSide(m) {
    if (m === undefined)
        return null;
    if (isRate(m))
        return {
            value: m.value === null ? null : 100 * m.value,
            n: m.input,
            counts: m.input > 0 ? { passed: m.passed, n: m.input } : null,
        };
    return { value: m.value, n: typeof m.count === 'number' ? m.count : null, counts: null };
}
/** The value of a target in a suite that was scored (a past run's, for the history), or null. */
function targetValue(suite, kind, id) {
    if (suite?.status !== 'ok')
        return null;
    if (kind === 'round')
        return (roundSide(suite, suite.rounds.find((r) => r.id === id))?.value ?? null);
    if (id === 'finalScore')
        return suite.finalScore;
    return metricSide(Object.hasOwn(suite.metrics, id) ? suite.metrics[id] : undefined)?.value ?? null;
}

;// CONCATENATED MODULE: ./src/gate/verdicts.ts
// What each target verdict means, in one table: how severe it is, what it does to the run, whether
// a reader must look at it. The gate and the reports derive every list of verdicts from it (the
// words and icons live in report/words.ts, a Record over the same keys); a new verdict kind is a
// row here, its words there, and the compiler names every other Record<TargetVerdict, …>.
/** The order of the rows is the order of the action's `target-counts` output. */
const VERDICTS = {
    regressed: { severity: 7, level: 'fail', attention: true, passing: false, untested: false },
    /** A warn threshold crossed, or a fail threshold without a test to say it is significant. */
    'possible-regression': { severity: 6, level: 'warn', attention: true, passing: false, untested: false },
    /**
     * Worse than the fail threshold, but not significant after the run's multiple-testing
     * adjustment: neither `regressed` nor `unchanged`; the run warns.
     */
    'not-shown': { severity: 5, level: 'warn', attention: true, passing: false, untested: false },
    improved: { severity: 2, level: 'none', attention: false, passing: true, untested: false },
    unchanged: { severity: 0, level: 'none', attention: false, passing: true, untested: false },
    'insufficient-data': { severity: 3, level: 'none', attention: false, passing: true, untested: true },
    new: { severity: 1, level: 'none', attention: false, passing: true, untested: false },
    removed: { severity: 1, level: 'none', attention: true, passing: true, untested: false },
};
/** Every verdict kind, in the table's order. */
const VERDICT_KINDS = Object.keys(VERDICTS);
/** Every verdict kind, the most severe first (the table's order among equals). */
const VERDICTS_BY_SEVERITY = [...VERDICT_KINDS].sort((a, b) => VERDICTS[b].severity - VERDICTS[a].severity);
/** The verdicts that fail or warn the run, the most severe first: the reports' regressions. */
const REGRESSION_VERDICTS = VERDICTS_BY_SEVERITY.filter((v) => VERDICTS[v].level !== 'none');
/** Whether a verdict fails the run (exit 1). */
function failsRun(v) {
    return VERDICTS[v].level === 'fail';
}
/** Where a target stands against a band of its rule: the verdict of each (judge.ts, history-stats.ts). */
const VERDICT_OF_BAND = {
    fail: 'regressed',
    warn: 'possible-regression',
    better: 'improved',
    within: 'unchanged',
};

;// CONCATENATED MODULE: ./src/gate/history-stats.ts



/** 1 / Φ⁻¹(3/4): makes the MAD of normal noise an estimate of its standard deviation. */
const MAD_SCALE = 1.4826;
/** Defaults of a `kind: history` rule. */
const HISTORY_DEFAULTS = Object.freeze({ k: 3, minHistory: 10 });
/** The median of a non-empty list (the mean of the two middle values for an even count). */
function median(values) {
    if (values.length === 0)
        throw new RangeError('median of no values');
    const s = [...values].sort((a, b) => a - b);
    const m = s.length >> 1;
    return s.length % 2 === 1 ? s[m] : (s[m - 1] + s[m]) / 2;
}
/** The median absolute deviation from the median (unscaled). */
function mad(values) {
    const m = median(values);
    return median(values.map((v) => Math.abs(v - m)));
}
/** A target's values over the history (runs without the suite, the target or a finite value are left out). */
function pastValues(history, suiteId, kind, id) {
    const out = [];
    for (const run of history.runs) {
        const value = targetValue(suitesById(run.doc).get(suiteId), kind, id);
        if (value !== null && Number.isFinite(value))
            out.push({ runId: run.id, createdAt: run.createdAt, value });
    }
    return out;
}
/** The history of a target: its past values with their median and robust spread. */
function targetHistory(values) {
    if (values.length === 0)
        return { values, median: null, spread: null };
    const xs = values.map((v) => v.value);
    return { values, median: median(xs), spread: MAD_SCALE * mad(xs) };
}
/**
 * The `kind: history` verdict of a current value (docs/gate.md): with d = median − current for a
 * higher-is-better target (current − median for lower-is-better), s = 1.4826 × MAD of the past
 * values: regressed when d > k·s, possible regression when d > warnK·s, improved when −d > k·s,
 * else unchanged. Fewer than minHistory values, or s = 0: no verdict (the caller applies the
 * thresholds).
 */
function judgeHistory(h, current, direction, rule) {
    const runs = h.values.length;
    if (runs < rule.minHistory || h.median === null || h.spread === null)
        return { basis: 'insufficient-history', runs };
    if (!(h.spread > 0))
        return { basis: 'no-spread', runs, median: h.median };
    const worse = direction === 'lower' ? current - h.median : h.median - current;
    const band = rule.k * h.spread;
    let crossed;
    if (worse > band)
        crossed = 'fail';
    else if (rule.warnK !== null && worse > rule.warnK * h.spread)
        crossed = 'warn';
    else if (-worse > band)
        crossed = 'better';
    else
        crossed = 'within';
    const verdict = VERDICT_OF_BAND[crossed];
    return { basis: 'history', runs, verdict, band, median: h.median, spread: h.spread, worse };
}

;// CONCATENATED MODULE: ./src/gate/rules.ts



/** The `kind`/`k`/`warnK`/`minHistory` keys of a rule over the history parameters so far (key by key, like thresholds). */
function mergeHistory(base, rule) {
    if (rule.kind === 'threshold')
        return undefined;
    const on = rule.kind === 'history' || base !== undefined;
    if (!on)
        return undefined;
    const out = base ?? { k: HISTORY_DEFAULTS.k, warnK: null, minHistory: HISTORY_DEFAULTS.minHistory };
    return {
        k: rule.k ?? out.k,
        warnK: rule.warnK !== undefined ? rule.warnK : out.warnK,
        minHistory: rule.minHistory ?? out.minHistory,
    };
}
/**
 * gate.md defaults: rates and finalScore warn 2 / fail 5 points; other metrics warn 2 % / fail 5 %;
 * the usage metrics (`metric`: the target is a metric of that id) their own (usage.ts).
 */
function defaultRule(scale, direction, metric) {
    const usage = metric === undefined ? undefined : usageMetric(metric);
    if (usage !== undefined)
        return { direction, warn: mergeThresholds({}, usage.warn), fail: mergeThresholds({}, usage.fail), minEffect: null };
    return scale === 'points'
        ? { direction, warn: { maxDrop: 2 }, fail: { maxDrop: 5 }, minEffect: null }
        : { direction, warn: { maxDropPct: 2 }, fail: { maxDropPct: 5 }, minEffect: null };
}
const globCache = new Map();
/** `*` matches any run of characters, `?` one character; everything else is literal. */
function globToRegExp(glob) {
    let re = globCache.get(glob);
    if (re === undefined) {
        const body = Array.from(glob, (ch) => ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[\\^$.+()[\]{}|]/g, '\\$&')).join('');
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
/**
 * The keys of a thresholds object in the resolved rule, and the other name a key may be given by
 * (config/load.ts THRESHOLD_ALIASES, which also refuses an object giving both names of one): the
 * rule keeps the first name only.
 */
const THRESHOLD_KEYS = [...THRESHOLD_ALIASES, { key: 'min', alias: null }, { key: 'max', alias: null }];
/** `over`'s thresholds over `base`, key by key (each under its canonical key; `null` clears). */
function mergeThresholds(base, over) {
    if (over === undefined)
        return base;
    const out = { ...base };
    for (const { key, alias } of THRESHOLD_KEYS) {
        const given = alias !== null && over[alias] !== undefined ? over[alias] : over[key];
        if (given !== undefined)
            out[key] = given;
    }
    return out;
}
/** The defaults for the target, then every applicable rule in order (`from` lists them). */
function effectiveRule(rules, suiteId, target) {
    const { kind, id, scale, direction, aliases = [] } = target;
    const usage = kind === 'metric' && usageMetric(id) !== undefined;
    // A direction override can turn an informational metric into a gated one; its defaults follow.
    let result = defaultRule(scale, direction, kind === 'metric' ? id : undefined);
    const applied = [];
    rules.forEach((rule, index) => {
        // `aliases`: other names of the same target (a metric that is the finalScore).
        if (!ruleApplies(rule, suiteId, kind, id) && !aliases.some((alias) => ruleApplies(rule, suiteId, kind, alias)))
            return;
        applied.push(index);
        const history = mergeHistory(result.history, rule);
        result = {
            direction: rule.direction ?? result.direction,
            warn: mergeThresholds(result.warn, rule.warn),
            fail: mergeThresholds(result.fail, rule.fail),
            minEffect: rule.minEffect !== undefined ? rule.minEffect : result.minEffect,
            ...(history === undefined ? {} : { history }),
        };
    });
    return { ...result, from: { defaults: usage ? 'usage' : scale, rules: applied } };
}
/** A drop (in the target's scale) in % of |baseline|; null when the baseline is 0 (no relative change). */
function relativeDrop(drop, baseline) {
    return baseline === 0 ? null : (drop / Math.abs(baseline)) * 100;
}
/** Whether a drop (in the target's scale) exceeds a level's relative or absolute drop threshold. */
function dropExceeds(drop, baseline, t) {
    if (t.maxDrop !== undefined && t.maxDrop !== null && drop > t.maxDrop)
        return true;
    const pct = relativeDrop(drop, baseline);
    return t.maxDropPct !== undefined && t.maxDropPct !== null && pct !== null && pct > t.maxDropPct;
}
/** The absolute bound of a level the value is outside of (`min` first), or null when it is within them. */
function boundViolation(value, t) {
    if (t.min !== undefined && t.min !== null && value < t.min)
        return { bound: 'min', limit: t.min };
    if (t.max !== undefined && t.max !== null && value > t.max)
        return { bound: 'max', limit: t.max };
    return null;
}

;// CONCATENATED MODULE: ./src/gate/distributions.ts
// The distributions the gate's tests are built on: the standard normal and Student's t, their
// CDFs and quantiles in double precision (checked against scipy in tests/gate/stats*.test.ts and
// tests/property/gate-stats.property.test.ts). The tests themselves are in stats.ts.
/** The polynomial with these coefficients (highest power first) at x, by Horner's rule. */
function horner(coefficients, x) {
    let acc = coefficients[0];
    for (let i = 1; i < coefficients.length; i++)
        acc = acc * x + coefficients[i];
    return acc;
}
// Hart's polynomials: below x = 7.07 the tail is e^(−x²/2) · P(x) / Q(x).
const HART_P = [
    3.52624965998911e-2, 0.700383064443688, 6.37396220353165, 33.912866078383, 112.079291497871, 221.213596169931,
    220.206867912376,
];
const HART_Q = [
    8.83883476483184e-2, 1.75566716318264, 16.064177579207, 86.7807322029461, 296.564248779674, 637.333633378831,
    793.826512519948, 440.413735824752,
];
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
const ACKLAM_A = (/* unused pure expression or super */ null && ([
    -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1,
    2.506628277459239,
]));
const ACKLAM_B = (/* unused pure expression or super */ null && ([
    -5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1, 1,
]));
const ACKLAM_C = (/* unused pure expression or super */ null && ([
    -7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968,
    2.938163982698783,
]));
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
// Lanczos (g = 7, n = 9) coefficients: ln Γ to about 15 significant digits for x > 0.
const LANCZOS = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
    12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];
/** ln Γ(x) for x > 0 (Lanczos approximation). */
function logGamma(x) {
    if (x < 0.5)
        return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
    const z = x - 1;
    let a = LANCZOS[0];
    const t = z + 7.5;
    for (let i = 1; i < 9; i++)
        a += LANCZOS[i] / (z + i);
    return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(a);
}
/** The continued fraction of I_x(a, b) by the modified Lentz method (Numerical Recipes' betacf). */
function betaContinuedFraction(a, b, x) {
    const tiny = 1e-300;
    let c = 1;
    let d = 1 - ((a + b) * x) / (a + 1);
    if (Math.abs(d) < tiny)
        d = tiny;
    d = 1 / d;
    let h = d;
    for (let m = 1; m <= 10000; m++) {
        const m2 = 2 * m;
        const even = (m * (b - m) * x) / ((a + m2 - 1) * (a + m2));
        const odd = (-(a + m) * (a + b + m) * x) / ((a + m2) * (a + m2 + 1));
        for (const num of [even, odd]) {
            d = 1 + num * d;
            if (Math.abs(d) < tiny)
                d = tiny;
            c = 1 + num / c;
            if (Math.abs(c) < tiny)
                c = tiny;
            d = 1 / d;
            h *= d * c;
        }
        if (Math.abs(d * c - 1) < 1e-16)
            break;
    }
    return h;
}
/** The remainder S(x) of Stirling's series, ln Γ(x) = (x − ½)·ln x − x + ½·ln 2π + S(x); below 1e-17 off for x ≥ 10. */
function stirlingRemainder(x) {
    const r = 1 / (x * x);
    return (1 / 12 - r * (1 / 360 - r * (1 / 1260 - r / 1680))) / x;
}
/**
 * ln B(a, b) = ln Γ(a) + ln Γ(b) − ln Γ(a + b). With a large argument L and the other s, the
 * three ln Γ are large and nearly cancel (at L = 5·10⁴ each is 5·10⁵, and the sum loses 10
 * digits): ln Γ(L + s) − ln Γ(L) is then taken from Stirling's series term by term, each term small.
 */
function logBeta(a, b) {
    const small = Math.min(a, b);
    const large = Math.max(a, b);
    if (large < 10)
        return logGamma(a) + logGamma(b) - logGamma(a + b);
    const ratio = (large - 0.5) * Math.log1p(small / large) +
        small * Math.log(large + small) -
        small +
        stirlingRemainder(large + small) -
        stirlingRemainder(large);
    return logGamma(small) - ratio;
}
/**
 * The regularized incomplete beta function I_x(a, b), a, b > 0, 0 ≤ x ≤ 1, given x and y = 1 − x
 * each as exactly as the caller has it: near x = 1 the small y keeps digits that 1 − x would lose.
 */
function regularizedBeta(x, y, a, b) {
    if (!(a > 0 && b > 0) || Number.isNaN(x) || Number.isNaN(y))
        return Number.NaN;
    if (x <= 0)
        return 0;
    if (y <= 0)
        return 1;
    const lnX = x < 0.5 ? Math.log(x) : Math.log1p(-y);
    const lnY = y < 0.5 ? Math.log(y) : Math.log1p(-x);
    const front = Math.exp(a * lnX + b * lnY - logBeta(a, b));
    // The fraction converges fast for x < (a + 1) / (a + b + 2); else use I_x(a, b) = 1 − I_{1−x}(b, a).
    if (x < (a + 1) / (a + b + 2))
        return (front * betaContinuedFraction(a, b, x)) / a;
    return 1 - (front * betaContinuedFraction(b, a, y)) / b;
}
/** Student's t CDF P(T ≤ t) with df > 0 degrees of freedom (df may be fractional: Welch). */
function studentTCdf(t, df) {
    if (Number.isNaN(t) || !(df > 0))
        return Number.NaN;
    if (t === Infinity)
        return 1;
    if (t === -Infinity)
        return 0;
    // P(|T| > |t|) = I_x(df/2, 1/2) with x = df/(df + t²) and 1 − x = t²/(df + t²), each computed
    // directly; on the tail, so that small p keep their digits.
    const t2 = t * t;
    const tail = 0.5 * regularizedBeta(df / (df + t2), 1 / (1 + df / t2), df / 2, 0.5);
    return t > 0 ? 1 - tail : tail;
}
/** Quantiles already computed (a run asks for the same few, e.g. t_0.975 at n − 1 for every target). */
const quantileCache = new Map();
/** The p-quantile of Student's t (bisection on the CDF, to 1e-12). */
function studentTQuantile(p, df) {
    if (!(p > 0 && p < 1) || !(df > 0))
        return p === 0 ? -Infinity : p === 1 ? Infinity : Number.NaN;
    if (p < 0.5)
        return -studentTQuantile(1 - p, df);
    const key = `${p}/${df}`;
    let q = quantileCache.get(key);
    if (q === undefined) {
        q = tQuantileBisection(p, df);
        if (quantileCache.size < 10_000)
            quantileCache.set(key, q);
    }
    return q;
}
function tQuantileBisection(p, df) {
    let lo = 0;
    let hi = 1;
    while (studentTCdf(hi, df) < p)
        hi *= 2;
    for (let i = 0; i < 200 && hi - lo > 1e-12 * Math.max(1, hi); i++) {
        const mid = (lo + hi) / 2;
        if (studentTCdf(mid, df) < p)
            lo = mid;
        else
            hi = mid;
    }
    return (lo + hi) / 2;
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
    return {
        lower: passed <= 0 ? 0 : Math.max(0, (centre - spread) / denom),
        upper: passed >= n ? 1 : Math.min(1, (centre + spread) / denom),
    };
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
    const bound = (z) => d < 0 ? newcombeInterval(current, baseline, z).upper : newcombeInterval(current, baseline, z).lower;
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
/**
 * Differences and spreads within this many units in the last place of the values compared are
 * rounding, not data: the same mean summed in another order, a p one bit either side of α.
 */
const ROUNDING_ULPS = 8;
const ROUNDING = ROUNDING_ULPS * Number.EPSILON;
/** Whether two numbers differ by rounding only (ROUNDING_ULPS of the larger in magnitude). */
function sameUpToRounding(a, b) {
    return Math.abs(a - b) <= ROUNDING * Math.max(Math.abs(a), Math.abs(b));
}
/**
 * A power of two at or below the largest |value| of the sets (1 when they are all 0). Dividing by
 * it is exact and brings every value into [−2, 2], where squares and sums neither overflow nor
 * underflow: the t statistics and degrees of freedom do not depend on the scale.
 */
function scaleOf(...sets) {
    let max = 0;
    for (const values of sets)
        for (const v of values)
            max = Math.max(max, Math.abs(v));
    if (max === 0 || !Number.isFinite(max))
        return 1;
    return 2 ** Math.floor(Math.log2(max));
}
/** Mean and sample standard deviation of values already scaled into [−2, 2]. */
function meanSd(values) {
    const n = values.length;
    const mean = values.reduce((a, v) => a + v, 0) / n;
    const sd = n < 2 ? 0 : Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
    return { mean, sd };
}
/** The mean of finite values, computed on them divided by a power of two (scaleOf): finite however large they are. */
function scaledMean(values) {
    const scale = scaleOf(values);
    return meanSd(values.map((v) => v / scale)).mean * scale;
}
/** A side's repeat values summarised; `confidence` 0.95 gives the 95 % t interval. */
function summarizeRepeats(values, confidence = 0.95) {
    const n = values.length;
    const scale = scaleOf(values);
    const scaled = meanSd(values.map((v) => v / scale));
    const mean = scaled.mean * scale;
    const sd = scaled.sd * scale;
    const halfWidth = n < 2 ? 0 : studentTQuantile(1 - (1 - confidence) / 2, n - 1) * (sd / Math.sqrt(n));
    return { n, mean, sd, halfWidth };
}
/**
 * One-sided p of a t statistic on a "worse by `drop`" difference with standard error `se`, both
 * in the scaled units of scaleOf: P(T ≥ drop/se). A spread within rounding is no spread: the
 * difference is then exact, and a drop within rounding is none.
 */
function tTailP(drop, se, df) {
    if (se <= ROUNDING)
        return drop > ROUNDING ? 0 : 1;
    return studentTCdf(-drop / se, df);
}
/**
 * Welch's t test, one-sided, H1 "current worse" on values oriented so that higher is better (the
 * caller negates a lower-is-better target's). Needs n ≥ 2 on both sides. Returns p and the
 * Welch–Satterthwaite degrees of freedom. Computed on the values divided by a power of two
 * (scaleOf), so that finite values give a finite p however large or small they are.
 */
function welchOneSided(baseline, current) {
    const scale = scaleOf(baseline, current);
    const a = meanSd(baseline.map((v) => v / scale));
    const b = meanSd(current.map((v) => v / scale));
    const na = baseline.length;
    const nb = current.length;
    const va = (a.sd * a.sd) / na;
    const vb = (b.sd * b.sd) / nb;
    const se = Math.sqrt(va + vb);
    // The degrees of freedom from the variances relative to the larger one: their squares cannot underflow to 0/0.
    const top = Math.max(va, vb);
    const ra = top === 0 ? 0 : va / top;
    const rb = top === 0 ? 0 : vb / top;
    const df = se <= ROUNDING ? na + nb - 2 : (ra + rb) ** 2 / ((ra * ra) / (na - 1) + (rb * rb) / (nb - 1));
    return { p: tTailP(a.mean - b.mean, se, df), df };
}
/**
 * The paired t test, one-sided, H1 "current worse": baseline[i] and current[i] are one pair, both
 * oriented so that higher is better; n ≥ 2. On the values divided by a power of two, as Welch's.
 */
function pairedTOneSided(baseline, current) {
    const scale = scaleOf(baseline, current);
    const drops = baseline.map((v, i) => v / scale - current[i] / scale);
    const s = meanSd(drops);
    const n = drops.length;
    return { p: tTailP(s.mean, s.sd / Math.sqrt(n), n - 1), df: n - 1 };
}
/**
 * Adjusted p-values of one family, in the input's order. Holm's step-down (family-wise error) or
 * Benjamini–Hochberg's step-up (false discovery rate); ties are taken in input order, so the
 * caller's stable order makes the result deterministic (the adjusted values of tied p are equal
 * anyway). A p that is not a finite number is no test: it is left out of the family (the others
 * are adjusted among themselves) and comes back NaN.
 */
function adjustPValues(ps, method) {
    const out = new Array(ps.length).fill(Number.NaN);
    const finite = ps.map((p, i) => ({ p, i })).filter(({ p }) => Number.isFinite(p));
    const m = finite.length;
    if (method === 'none') {
        for (const { p, i } of finite)
            out[i] = p;
        return out;
    }
    const order = finite.sort((x, y) => x.p - y.p || x.i - y.i);
    if (method === 'holm') {
        let running = 0;
        order.forEach(({ p, i }, rank) => {
            running = Math.max(running, Math.min(1, (m - rank) * p));
            out[i] = running;
        });
        return out;
    }
    let running = 1;
    for (let rank = m - 1; rank >= 0; rank--) {
        const { p, i } = order[rank];
        running = Math.min(running, Math.min(1, (m * p) / (rank + 1)));
        out[i] = running;
    }
    return out;
}
/**
 * The family's adjusted p-values as the verdicts compare them with α: an adjusted p within
 * rounding of α (ROUNDING_ULPS) is α, so that the last bit of a product, which depends on the
 * order of the arithmetic, cannot decide (at α the test is not significant: p < α is).
 */
function adjustFamily(ps, method, alpha) {
    return adjustPValues(ps, method).map((p) => (sameUpToRounding(p, alpha) ? alpha : p));
}

;// CONCATENATED MODULE: ./src/gate/judge.ts




/**
 * α = 1 − level, rounded to 12 decimals: 1 − 0.95 is 0.050000000000000044 in floating point,
 * which would count p = 0.05 as significant.
 */
function alphaOf(level) {
    return Math.round((1 - level) * 1e12) / 1e12;
}
/** The more severe of two verdicts. */
function worse(a, b) {
    return VERDICTS[b].severity > VERDICTS[a].severity ? b : a;
}
/** gate.md "Verdicts", then the absolute bounds. Pure. */
function judge(input) {
    const { baseline, current, rule, cfg } = input;
    const alpha = alphaOf(cfg.level);
    const reasons = [];
    let verdict;
    let tested = null;
    let exceeds = null;
    // `kind: history` with a history: the base branch's own spread decides, or says why it cannot.
    const hj = rule.history !== undefined && input.history !== undefined && current !== null && current.value !== null
        ? judgeHistory(input.history, current.value, rule.direction, rule.history)
        : null;
    if (baseline !== null && current !== null && baseline.value !== null && current.value !== null) {
        const drop = dropOf(baseline.value, current.value, rule.direction);
        exceeds = dropExceeds(drop, baseline.value, rule.fail)
            ? 'fail'
            : dropExceeds(drop, baseline.value, rule.warn)
                ? 'warn'
                : null;
    }
    if (current === null)
        verdict = 'removed';
    else if (baseline === null)
        verdict = 'new';
    else if (baseline.value === null || current.value === null) {
        verdict = 'insufficient-data';
        reasons.push({ kind: 'no-value', side: current.value === null ? 'current' : 'baseline' });
    }
    else if ((baseline.n !== null && baseline.n < cfg.minItems) || (current.n !== null && current.n < cfg.minItems)) {
        verdict = 'insufficient-data';
        reasons.push({ kind: 'too-few-items', minItems: cfg.minItems, baseline: baseline.n, current: current.n });
        const drop = dropOf(baseline.value, current.value, rule.direction);
        tested = smallCollapse(input, exceeds, drop, baseline.value, reasons);
        if (tested !== null)
            verdict = 'possible-regression';
    }
    else if (hj?.verdict !== undefined) {
        verdict = hj.verdict;
        reasons.push({ kind: 'history', judgement: hj });
    }
    else {
        const drop = dropOf(baseline.value, current.value, rule.direction);
        tested = finiteTest(input, reasons);
        const pAdjusted = tested === null ? null : (input.family?.pAdjusted ?? tested.p);
        const smallEffect = exceeds === 'fail' && rule.minEffect !== null && drop < rule.minEffect;
        // A drop below minEffect is judged at the warn level, whatever its p.
        const level = smallEffect ? (dropExceeds(drop, baseline.value, rule.warn) ? 'warn' : null) : exceeds;
        if (reasons.some((r) => r.kind === 'no-p'))
            verdict = 'insufficient-data';
        else if (level === 'fail')
            verdict = pAdjusted === null || pAdjusted < alpha ? 'regressed' : 'not-shown';
        else if (level !== null)
            verdict = 'possible-regression';
        else if (dropExceeds(-drop, baseline.value, rule.warn))
            verdict = 'improved';
        else
            verdict = 'unchanged';
        if (exceeds !== null) {
            const dropPct = relativeDrop(drop, baseline.value);
            reasons.push({ kind: 'drop', level: exceeds, drop, dropPct, p: tested?.p ?? null, pAdjusted, alpha });
        }
        if (smallEffect)
            reasons.push({ kind: 'min-effect', drop, minEffect: rule.minEffect });
        if (hj !== null)
            reasons.push({ kind: 'history', judgement: hj });
    }
    let bound = null;
    if (current !== null && current.value !== null) {
        const failBound = boundViolation(current.value, rule.fail);
        const warnBound = boundViolation(current.value, rule.warn);
        if (failBound !== null) {
            verdict = 'regressed';
            bound = { level: 'fail', ...failBound };
        }
        else if (warnBound !== null) {
            verdict = worse(verdict, 'possible-regression');
            bound = { level: 'warn', ...warnBound };
        }
        if (bound !== null)
            reasons.push({ kind: 'bound', value: current.value, ...bound });
    }
    const pAdjusted = tested === null ? null : (input.family?.pAdjusted ?? tested.p);
    const out = {
        verdict,
        test: tested?.test ?? null,
        p: tested?.p ?? null,
        pAdjusted,
        reasons,
        exceeds,
        bound,
    };
    if (tested?.repeats !== undefined)
        out.repeats = tested.repeats;
    if (tested?.itemValues !== undefined)
        out.itemValues = tested.itemValues;
    if (hj !== null)
        out.history = hj.band === undefined ? { basis: hj.basis } : { basis: hj.basis, band: hj.band };
    return out;
}
/** How much worse the current value is (positive: worse) in the rule's direction; a difference within rounding is none. */
function dropOf(baseline, current, direction) {
    if (sameUpToRounding(baseline, current))
        return 0;
    return direction === 'lower' ? current - baseline : baseline - current;
}
/**
 * The target's test when it gave a finite p, else null; a test without one (a bug, or values no
 * results document can hold) adds a `no-p` reason: the target is then an error of the run (exit
 * 2, statisticsFailures in index.ts), never judged by its thresholds as if it were untested.
 */
function finiteTest(input, reasons) {
    const tested = input.family?.test ?? targetTest(input);
    if (tested === null || Number.isFinite(tested.p))
        return tested;
    reasons.push({ kind: 'no-p', test: tested.test, cause: `the test gave p = ${tested.p}` });
    return null;
}
/**
 * A target with too few items to gate: its test still runs when the drop crosses the fail
 * threshold (and minEffect), and when the test calls it significant after the run's adjustment
 * the collapse is a warning (a `drop` reason), never a silent pass. Returns that test, else null.
 */
function smallCollapse(input, exceeds, drop, baseline, reasons) {
    const { rule } = input;
    if (exceeds !== 'fail' || (rule.minEffect !== null && drop < rule.minEffect))
        return null;
    const tested = finiteTest(input, reasons);
    const alpha = alphaOf(input.cfg.level);
    const pAdjusted = tested === null ? null : (input.family?.pAdjusted ?? tested.p);
    if (pAdjusted === null || !(pAdjusted < alpha))
        return null;
    const dropPct = relativeDrop(drop, baseline);
    reasons.push({ kind: 'drop', level: 'fail', drop, dropPct, p: tested.p, pAdjusted, alpha });
    return tested;
}
/** A side's repeat values in the "higher is better" orientation of the test. */
function oriented(values, direction) {
    return direction === 'lower' ? values.map((v) => -v) : [...values];
}
/**
 * Both sides' values paired by seed, oriented so that higher is better, or null when the two
 * sides did not use the same set of seeds.
 */
function pairedBySeed(b, c, direction) {
    const unseeded = b.seeds.some((s) => s === null) || c.seeds.some((s) => s === null);
    if (unseeded || b.values.length !== c.values.length)
        return null;
    const current = new Map();
    c.seeds.forEach((seed, i) => current.set(seed, c.values[i]));
    if (current.size !== c.values.length || new Set(b.seeds).size !== b.values.length)
        return null;
    const matched = [];
    for (let i = 0; i < b.values.length; i++) {
        const cv = current.get(b.seeds[i]);
        if (cv === undefined)
            return null;
        matched.push(cv);
    }
    return { baseline: oriented(b.values, direction), current: oriented(matched, direction) };
}
/** The t test on both sides' repeats (≥ 2 each): paired by seed when the seed sets are equal, else Welch's. */
function repeatTest(b, c, direction) {
    const pairs = pairedBySeed(b, c, direction);
    const r = pairs !== null
        ? pairedTOneSided(pairs.baseline, pairs.current)
        : welchOneSided(oriented(b.values, direction), oriented(c.values, direction));
    const spread = (values) => {
        const s = summarizeRepeats(values);
        return { n: s.n, mean: s.mean, halfWidth: s.halfWidth };
    };
    const test = pairs !== null ? 'paired-t' : 'welch';
    return { test, p: r.p, repeats: { test, df: r.df, baseline: spread(b.values), current: spread(c.values) } };
}
/** Fewer values than this on either side (pairs, when paired): no test on the items' values. */
const MIN_ITEM_VALUES = 2;
/**
 * A usage metric's test on its per-item values, one-sided in the rule's direction (for a
 * lower-is-better figure a rise is worse): the paired t on the shared items when the values are
 * paired, else Welch's t on each side's items; null with fewer than MIN_ITEM_VALUES on a side.
 */
function itemsTest(values, direction) {
    const { baseline, current, paired } = values;
    if (baseline.length < MIN_ITEM_VALUES || current.length < MIN_ITEM_VALUES)
        return null;
    const b = oriented(baseline, direction);
    const c = oriented(current, direction);
    const r = paired ? pairedTOneSided(b, c) : welchOneSided(b, c);
    const itemValues = {
        figure: values.figure,
        paired,
        n: { baseline: baseline.length, current: current.length },
        df: r.df,
        baselineMean: scaledMean(baseline),
        currentMean: scaledMean(current),
    };
    return { test: paired ? 'paired-t-items' : 'welch-items', p: r.p, itemValues };
}
/**
 * The target's test: a usage metric's test on its items' values when both sides have them, else
 * on the repeats when both sides have ≥ 2, else McNemar or Newcombe for a tested rate.
 */
function targetTest(input) {
    const { baseline, current, rule } = input;
    const onItems = input.usageValues == null ? null : itemsTest(input.usageValues, rule.direction);
    if (onItems !== null)
        return onItems;
    const rb = baseline?.repeats;
    const rc = current?.repeats;
    const repeated = rb !== undefined && rc !== undefined && rb.values.length >= 2 && rc.values.length >= 2;
    if (repeated)
        return repeatTest(rb, rc, rule.direction);
    if (!input.tested)
        return null;
    const paired = input.pairedCounts;
    // b: passed before and not now; c: the reverse. For a lower-is-better outcome, passing more is worse.
    if (paired !== null)
        return {
            test: 'mcnemar',
            p: rule.direction === 'lower' ? mcnemarOneSided(paired.c, paired.b) : mcnemarOneSided(paired.b, paired.c),
        };
    if (current?.counts == null || baseline?.counts == null)
        return null;
    // The test is on "current worse"; for a lower-is-better rate swap the sides' roles.
    const p = rule.direction === 'lower'
        ? newcombeOneSidedP(baseline.counts, current.counts)
        : newcombeOneSidedP(current.counts, baseline.counts);
    return { test: 'newcombe', p };
}

;// CONCATENATED MODULE: ./src/gate/family.ts


/** The key of the data a test on the conjunction of these rounds is on. */
function roundsData(rounds) {
    return JSON.stringify([...rounds].sort());
}
/**
 * The data a tested finalScore's test is on: the rounds it is the conjunction of, when both sides
 * have the same rounds (else the two sides' finalScores are not the same outcome), else null.
 */
function finalScoreData(rounds, current, baseline) {
    const ids = (s) => JSON.stringify((s?.rounds ?? []).map((r) => r.id));
    if (rounds === null || current === undefined || ids(current) !== ids(baseline))
        return null;
    return roundsData(rounds);
}
/** A target below minItems tested only to say a collapse (judge.ts smallCollapse). */
const isSmall = (t) => t.reasons.some((r) => r.kind === 'too-few-items');
/**
 * Judge every tested target again with its p adjusted over the run. A target whose test is the
 * same test, in the same direction, on the same data of the same suite as an earlier one (with
 * the same p) is the same hypothesis: counted once, its adjusted p shared, `sameTestAs` set. The
 * targets below minItems are kept out of the family (they cannot change anyone else's verdict)
 * and each is held to Bonferroni over the family and themselves. Returns the family's size and
 * the indexes of the suites whose targets were judged again.
 */
function judgeFamily(suites, inputs, cfg) {
    const alpha = alphaOf(cfg.level);
    const members = suites.flatMap((s, si) => s.targets.filter((t) => t.p !== null).map((t) => ({ si, t, ...inputs.get(t) })));
    const first = new Map();
    const sharing = new Map();
    for (const m of members) {
        const key = m.data === null ? null : JSON.stringify([m.si, m.t.test, m.t.direction, m.data, m.t.p]);
        const earlier = key === null ? undefined : first.get(key);
        if (earlier !== undefined)
            sharing.set(m, earlier);
        else if (key !== null)
            first.set(key, m);
    }
    const distinct = members.filter((m) => !sharing.has(m));
    const gated = distinct.filter((m) => !isSmall(m.t));
    const small = distinct.filter((m) => isSmall(m.t));
    const adjusted = new Map();
    adjustFamily(gated.map((m) => m.t.p), cfg.multipleTesting, alpha).forEach((p, i) => adjusted.set(gated[i], p));
    const bonferroni = cfg.multipleTesting === 'none' ? 1 : gated.length + small.length;
    const smallPs = adjustFamily(small.map((m) => Math.min(1, m.t.p * bonferroni)), 'none', alpha);
    small.forEach((m, i) => adjusted.set(m, smallPs[i]));
    const touched = new Set();
    for (const m of members) {
        const shared = sharing.get(m);
        const { t } = m;
        // The first pass's repeats and item values stay on the target: the second judges the p only.
        const test = { test: t.test, p: t.p };
        const j = judge({ ...m.input, family: { test, pAdjusted: adjusted.get(shared ?? m) } });
        Object.assign(t, { test: j.test, p: j.p, pAdjusted: j.pAdjusted, verdict: j.verdict, reasons: j.reasons });
        if (shared !== undefined)
            t.sameTestAs = { kind: shared.t.kind, id: shared.t.id };
        touched.add(m.si);
    }
    return { size: gated.length, touched };
}
/** The targets whose test gave no finite p (judge.ts): the run cannot be judged. */
function untestable(suites) {
    return suites.flatMap((s) => s.targets.filter((t) => t.reasons.some((r) => r.kind === 'no-p')).map((target) => ({ suite: s.id, target })));
}

;// CONCATENATED MODULE: ./src/gate/gating.ts

/** Why the gate did not test a target; null when it did. judge() makes a target `insufficient-data` only for these two. */
function untestedBecause(t) {
    if (!VERDICTS[t.verdict].untested)
        return null;
    return t.current === null || t.baseline === null ? 'no-value' : 'too-few-items';
}
/**
 * Too few items when some targets had too few, else no value to compare. A target has too few
 * when either side does: its count is the smaller side's; of several targets the largest such
 * count is named, which for a small suite is its item count (the overview's `n`), not the count
 * of some rate over a part of it.
 */
function untestedWhy(untested, minItems) {
    let named = null;
    for (const t of untested) {
        if (untestedBecause(t) !== 'too-few-items')
            continue;
        const sides = [t.items.current, t.items.baseline].filter((n) => n !== null);
        if (sides.length === 0)
            continue;
        const n = Math.min(...sides);
        if (n < minItems && (named === null || n > named))
            named = n;
    }
    return named === null ? { kind: 'no-value' } : { kind: 'too-few-items', items: named, minItems };
}
/**
 * Whether the gate tested a suite. `minItems` applies to targets with an item count (rounds, rate
 * metrics, means, a final score tested as a pass rate); a value without one (a score computed from
 * one artifact) has no sample size to be too small, so its thresholds alone gate it.
 */
function suiteGating(s, minItems, hasBaseline = true) {
    const none = (kind) => ({
        gated: 'no',
        why: { kind },
        targets: s.targets.length,
        untested: s.targets.length,
    });
    if (s.state === 'error')
        return none('error');
    if (s.state === 'skipped')
        return none('skipped');
    if (s.state === 'new')
        return none(hasBaseline ? 'new' : 'no-baseline');
    if (s.state === 'removed')
        return none('removed');
    if (s.targets.length === 0)
        return none('nothing-to-gate');
    const untested = s.targets.filter((t) => untestedBecause(t) !== null);
    if (untested.length === 0)
        return { gated: 'yes', why: null, targets: s.targets.length, untested: 0 };
    const why = untestedWhy(untested, minItems);
    return {
        gated: untested.length === s.targets.length ? 'no' : 'partly',
        why,
        targets: s.targets.length,
        untested: untested.length,
    };
}
/** Compared suites the gate could not test at all: a pass must say it did not cover them. */
function ungatedSuites(suites) {
    return suites.filter((s) => s.state === 'compared' && s.gating.gated === 'no');
}
/** The outcomes a tested target can give its suite, the most severe first. */
const OUTCOME_ORDER = VERDICTS_BY_SEVERITY.filter((v) => !VERDICTS[v].untested);
/** What the reports say of a suite: the worst verdict of its tested targets; a suite nothing could test says whether it moved. */
function suiteOutcome(s) {
    if (s.state === 'error' || s.state === 'skipped' || s.state === 'new' || s.state === 'removed')
        return s.state;
    if (s.verdict === 'error' || s.verdict === 'skipped' || !VERDICTS[s.verdict].untested)
        return s.verdict;
    const worst = OUTCOME_ORDER.find((v) => s.targets.some((t) => t.verdict === v));
    if (worst !== undefined)
        return worst;
    return s.targets.every((t) => t.delta === 0 || t.delta === null) ? 'unchanged' : 'changed';
}
/**
 * A suite's final score against the baseline's: its finalScore target, else the documents' own
 * (a `direction: none` rule keeps finalScore from the gate); none for a suite that could not be
 * scored, whatever number it carries.
 */
function scoreRow(s) {
    const fs = s.finalScore;
    const current = s.state === 'error' ? null : (fs?.current ?? s.docs.current?.finalScore ?? null);
    const baseline = fs?.baseline ?? (s.state === 'compared' || s.state === 'removed' ? (s.docs.baseline?.finalScore ?? null) : null);
    const delta = fs?.delta ?? (current !== null && baseline !== null ? current - baseline : null);
    return { current, baseline, delta };
}

;// CONCATENATED MODULE: ./src/gate/scores.ts
/** Unweighted mean of the final scores of the suites that were scored; null when there is none. */
function meanFinalScore(doc) {
    const scores = (doc?.suites ?? [])
        .filter((s) => s.status === 'ok' && s.finalScore !== null)
        .map((s) => s.finalScore);
    return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}
/**
 * The suites that could not be scored (`status: "error"`) and how many the run was to score
 * (those skipped as another shard's are not counted), or null when every one was (the
 * first line of every report and the action's outputs say it).
 */
function unscoredOf(doc) {
    const ids = doc.suites.filter((s) => s.status === 'error').map((s) => s.id);
    return ids.length === 0 ? null : { ids, of: doc.suites.filter((s) => s.status !== 'skipped').length };
}
/** The run's scores: the mean, the output (none while a suite could not be scored), the baseline's, Δ, each suite's. */
function runScores(current, baseline) {
    const mean = meanFinalScore(current);
    const final = unscoredOf(current) === null ? mean : null;
    const baselineMean = meanFinalScore(baseline);
    return {
        mean,
        scored: current.suites.filter((s) => s.status === 'ok' && s.finalScore !== null).length,
        final,
        baseline: baselineMean,
        delta: final !== null && baselineMean !== null ? final - baselineMean : null,
        bySuite: Object.fromEntries(current.suites.map((s) => [s.id, s.status === 'error' ? null : s.finalScore])),
    };
}

;// CONCATENATED MODULE: ./src/core/exit.ts
/**
 * Exit codes of the CLI and the action (results.md "Exit codes"): 0 ok · 1 a gated metric
 * regressed · 2 the run could not be measured (bad input, config, usage, baseline or provider) ·
 * 3 baseline missing under `onMissingBaseline: fail`. Precedence 2 > 3 > 1 > 0.
 */
function worstExitCode(...codes) {
    const rank = (c) => (c === 2 ? 4 : c === 3 ? 3 : c === 1 ? 2 : c === 0 ? 1 : 5);
    return codes.reduce((a, b) => (rank(b) > rank(a) ? b : a), 0);
}

;// CONCATENATED MODULE: ./src/gate/run-outcome.ts
// The run decided once: its verdict, whether it regressed, its exit code and why it fails, from the
// compared suites and the run's failures. The action only applies `fail-on-regression` to the exit
// code; the CLI, the action and the reports take the rest as it is.



/** Whether the current run measured anything: a suite it scored (compared or new). No suite at all, or only skipped ones: nothing. */
function measuredNothing(suites) {
    return !suites.some((s) => s.state === 'compared' || s.state === 'new' || s.state === 'error');
}
/**
 * Run verdict (results.md): error > fail > warn > pass, and the missing-baseline policy. A run
 * that measured nothing is an error; a baseline suite the run lacks is at least a warning
 * (`onRemovedSuite`; a pull request that deletes a failing suite must not pass quietly).
 */
function run_outcome_runVerdict(suites, hasBaseline, cfg) {
    if (suites.some((s) => s.state === 'error') || measuredNothing(suites) || untestable(suites).length > 0)
        return 'error';
    const levels = suites.flatMap((s) => s.targets.map((t) => VERDICTS[t.verdict].level));
    const removed = suites.some((s) => s.state === 'removed');
    if (levels.includes('fail') || (removed && cfg.onRemovedSuite === 'fail'))
        return 'fail';
    if (!hasBaseline)
        return cfg.onMissingBaseline === 'pass' ? 'no-baseline' : cfg.onMissingBaseline === 'warn' ? 'warn' : 'fail';
    if (levels.includes('warn') || removed)
        return 'warn';
    return 'pass';
}
function decideRun(input, policy) {
    const { suites, hasBaseline, failures } = input;
    const judged = policy === null ? null : run_outcome_runVerdict(suites, hasBaseline, policy);
    const verdict = failures.length > 0 ? 'error' : judged;
    const removed = suites.filter((s) => s.state === 'removed').map((s) => s.id);
    const targetRegressed = suites.some((s) => s.targets.some((t) => failsRun(t.verdict)));
    const regressed = policy !== null && (targetRegressed || (removed.length > 0 && policy.onRemovedSuite === 'fail'));
    const missingFails = policy !== null && !hasBaseline && policy.onMissingBaseline === 'fail';
    // A run that could not be judged fails closed, whatever else holds.
    const exitCode = worstExitCode(verdict === 'error' ? 2 : 0, missingFails ? 3 : 0, regressed ? 1 : 0);
    return { verdict, regressed, exitCode, reason: failReason(exitCode, failures, targetRegressed, removed) };
}
function failReason(exitCode, failures, targetRegressed, removed) {
    if (exitCode === 0)
        return null;
    if (exitCode === 1)
        return targetRegressed ? { kind: 'target-regressed' } : { kind: 'removed-suite', ids: removed };
    if (exitCode === 3)
        return { kind: 'no-baseline' };
    const failure = failures.find((f) => f.kind !== 'unscored');
    return { kind: 'cannot-judge', failure: failure ?? null };
}

;// CONCATENATED MODULE: ./src/gate/compare.ts
// The regression gate's comparison (gate.md): a current results document against a baseline, per
// suite, per round (survival rate), finalScore and every gated metric, into the verdict model
// (model.ts). `compareDocuments` is pure; `compareRuns` first streams the items files it needs.














/**
 * The rounds whose conjunction is the suite's finalScore when its benchmark tests it as a pass rate
 * (GateHints.finalScoreRounds, those the suite has), else null.
 */
function finalScoreRounds(suite, cfg) {
    const listed = cfg.hints(suite.benchmark)?.finalScoreRounds;
    if (listed === undefined)
        return null;
    const present = listed === 'all'
        ? suite.rounds.map((r) => r.id)
        : listed.filter((r) => suite.rounds.some((round) => round.id === r));
    return present.length > 0 ? present : null;
}
function union(a, b) {
    const inA = new Set(a);
    return [...a, ...b.filter((x) => !inA.has(x))];
}
/** A suite's rounds by id (the first of an id, as `find` would give). */
function roundsById(suite) {
    const byId = new Map();
    for (const r of suite?.rounds ?? [])
        if (!byId.has(r.id))
            byId.set(r.id, r);
    return byId;
}
/**
 * How a metric's values are shown, decided once for both sides: a rate in percent, else by its
 * unit and basis (core/numbers.ts metricKind); a whole number only when every side is one.
 */
function metricDisplay(rate, cm, bm) {
    if (rate)
        return { kind: 'percent', unit: null };
    const m = (cm ?? bm);
    let kind = metricKind(m);
    if (kind === 'count' && [cm, bm].some((x) => x !== undefined && metricKind(x) !== 'count'))
        kind = 'fraction';
    return { kind, unit: kind === 'quantity' || kind === 'money' ? (m.unit ?? null) : null };
}
/** One target judged, or undefined when its rule says it is not compared (`direction: none`). */
function judgeTarget(ctx, spec) {
    const { kind, id, scale } = spec;
    const { cfg, ref, history } = ctx;
    const finalScoreMetric = cfg.hints(ref.benchmark)?.finalScoreMetric;
    const aliases = id === 'finalScore' && kind === 'metric' && finalScoreMetric !== undefined ? [finalScoreMetric] : [];
    const rule = effectiveRule(cfg.rules, ref.id, { kind, id, scale, direction: spec.direction, aliases });
    if (rule.direction === 'none')
        return undefined;
    const target = { kind, id, rate: kind === 'metric' && id !== 'finalScore' && scale === 'points' };
    const b = withRepeats(spec.bSide, ctx.baseUsable, target);
    const c = withRepeats(spec.cSide, ctx.current, target);
    const pairedCounts = ctx.paired && spec.pairKey !== null ? (ctx.scan.discordant.get(spec.pairKey) ?? null) : null;
    const h = history === null ? undefined : targetHistory(pastValues(history, ref.id, kind, id));
    const input = { baseline: b, current: c, rule, scale, tested: spec.tested, pairedCounts, cfg };
    if (spec.usageValues != null)
        input.usageValues = spec.usageValues;
    if (h !== undefined)
        input.history = h;
    const j = judge(input);
    const delta = b?.value !== null && b?.value !== undefined && c?.value !== null && c?.value !== undefined
        ? c.value - b.value
        : null;
    const t = {
        kind,
        id,
        label: spec.label,
        scale,
        direction: rule.direction,
        unit: spec.unit,
        display: spec.display,
        baseline: b?.value ?? null,
        current: c?.value ?? null,
        delta,
        test: j.test,
        p: j.p,
        pAdjusted: j.pAdjusted,
        verdict: j.verdict,
        reasons: j.reasons,
        rule,
        exceeds: j.exceeds,
        bound: j.bound,
        items: { baseline: b?.n ?? null, current: c?.n ?? null },
    };
    if (j.repeats !== undefined)
        t.repeats = j.repeats;
    if (j.itemValues !== undefined)
        t.itemValues = j.itemValues;
    if (h !== undefined)
        t.history = rule.history === undefined ? h : { ...h, rule: rule.history, ...j.history };
    ctx.inputs.set(t, { input, data: spec.data });
    return t;
}
/** The rounds of either side, judged, in the order the rounds first appear. */
function roundTargets(ctx) {
    const { current, baseUsable } = ctx;
    const targets = [];
    const roundIds = union((current?.rounds ?? []).map((r) => r.id), (baseUsable?.rounds ?? []).map((r) => r.id));
    const currentRounds = roundsById(current);
    const baselineRounds = roundsById(baseUsable);
    for (const id of roundIds) {
        const cr = currentRounds.get(id);
        const br = baselineRounds.get(id);
        const t = judgeTarget(ctx, {
            kind: 'round',
            id,
            label: cr?.label ?? br?.label ?? id,
            scale: 'points',
            direction: 'higher',
            unit: '%',
            display: { kind: 'percent', unit: null },
            bSide: roundSide(baseUsable, br),
            cSide: roundSide(current, cr),
            tested: true,
            pairKey: `round:${id}`,
            data: roundsData([id]),
        });
        if (t === undefined)
            continue;
        t.round = {
            input: cr?.input ?? 0,
            passed: cr?.passed ?? 0,
            baselineInput: br?.input ?? null,
            baselinePassed: br?.passed ?? null,
        };
        targets.push(t);
    }
    return targets;
}
/** The metrics of either side but the one that is the final score, judged. */
function metricTargets(ctx) {
    const { current, baseUsable } = ctx;
    const finalScoreMetric = ctx.cfg.hints(ctx.ref.benchmark)?.finalScoreMetric;
    const targets = [];
    const metricIds = union(Object.keys(current?.metrics ?? {}), Object.keys(baseUsable?.metrics ?? {}));
    for (const id of metricIds) {
        if (id === finalScoreMetric)
            continue;
        // Own keys only: a metric named `constructor` on one side is new, not Object's constructor.
        const cm = current !== undefined && Object.hasOwn(current.metrics, id) ? current.metrics[id] : undefined;
        const bm = baseUsable !== undefined && Object.hasOwn(baseUsable.metrics, id) ? baseUsable.metrics[id] : undefined;
        const m = (cm ?? bm);
        const rate = isRate(cm ?? bm);
        // A usage metric is tested on its items' figure (both latency percentiles share one): paired on
        // the shared items when the suite's items are paired, else each side's items as samples.
        const usage = usageMetric(id);
        const scan = usage === undefined ? null : ctx.scan;
        // (itemsTest gives no test with fewer than MIN_ITEM_VALUES values on a side.)
        const usageValues = scan == null ? null : ((ctx.paired ? scan.usagePairs : scan.usageSamples).get(usage.figure) ?? null);
        const t = judgeTarget(ctx, {
            kind: 'metric',
            id,
            label: id,
            scale: rate ? 'points' : 'unit',
            direction: m.direction,
            unit: rate ? '%' : (m.unit ?? null),
            display: metricDisplay(rate, cm, bm),
            bSide: metricSide(bm),
            cSide: metricSide(cm),
            tested: rate && isRate(bm) && isRate(cm),
            pairKey: null,
            usageValues,
            data: usageValues === null ? null : `usage:${usageValues.figure}`,
        });
        if (t !== undefined)
            targets.push(t);
    }
    return targets;
}
/** The targets of one suite, judged: its rounds, its final score, its other metrics. */
function compareTargets(ctx) {
    const { current, baseUsable, ref, cfg } = ctx;
    const rounds = roundTargets(ctx); // first: the targets are judged in the order they are listed
    const fsTested = finalScoreRounds(ref, cfg) !== null;
    const finalScore = judgeTarget(ctx, {
        kind: 'metric',
        id: 'finalScore',
        label: 'Final score',
        scale: 'points',
        direction: 'higher',
        unit: null,
        display: { kind: 'score', unit: null },
        bSide: finalScoreSide(baseUsable, fsTested),
        cSide: finalScoreSide(current, fsTested),
        tested: fsTested,
        pairKey: fsTested ? 'finalScore' : null,
        data: finalScoreData(finalScoreRounds(ref, cfg), current, baseUsable),
    });
    return [...rounds, ...(finalScore === undefined ? [] : [finalScore]), ...metricTargets(ctx)];
}
/** A suite's verdict: the worst of its targets' (or its state's). */
function suiteVerdict(state, targets) {
    if (state === 'error' || state === 'skipped')
        return state;
    const start = state === 'new' ? 'new' : state === 'removed' ? 'removed' : 'unchanged';
    return targets.reduce((acc, t) => worse(acc, t.verdict), start);
}
function finishSuite(s, minItems, hasBaseline) {
    const core = { ...s, verdict: suiteVerdict(s.state, s.targets) };
    const gating = suiteGating(core, minItems, hasBaseline);
    return { ...core, score: scoreRow(core), outcome: suiteOutcome(core), gating };
}
function compareSuite(sides, cfg, context) {
    const { current, baseline, scan } = sides;
    const ref = (current ?? baseline);
    const baseUsable = baseline?.status === 'ok' ? baseline : undefined;
    const paired = scan !== null && scan.paired && cfg.hints(ref.benchmark)?.unpaired !== true;
    const scored = current?.status !== 'error' && current?.status !== 'skipped';
    const targets = scored
        ? compareTargets({ current, baseUsable, ref, cfg, scan, paired, history: context.history, inputs: context.inputs })
        : [];
    const state = current?.status === 'error'
        ? 'error'
        : current?.status === 'skipped'
            ? 'skipped'
            : current === undefined
                ? 'removed'
                : baseUsable === undefined
                    ? 'new'
                    : 'compared';
    const s = {
        id: ref.id,
        benchmark: ref.benchmark,
        paired: scored ? paired : false,
        shared: scan?.baselineItems !== null && scan !== null ? scan.shared : null,
        worst: scan?.worst ?? [],
        failingItems: scan?.failing ?? null,
        state,
        targets,
        docs: { current, baseline },
        task: (current ?? baseline)?.task ?? null,
        items: current?.total ?? null,
        finalScore: targets.find((t) => t.kind === 'metric' && t.id === 'finalScore') ?? null,
    };
    return finishSuite(s, cfg.minItems, context.hasBaseline);
}
/**
 * One family per run (gate.md "Many tests, one run", family.ts): every target judged again with
 * its adjusted p, and its suite's verdict follows. Returns the family's size.
 */
function compare_adjustFamily(suites, cfg, context) {
    const { size, touched } = judgeFamily(suites, context.inputs, cfg);
    for (const si of touched) {
        const { verdict: _verdict, score: _score, outcome: _outcome, gating: _gating, ...core } = suites[si];
        suites[si] = finishSuite(core, cfg.minItems, context.hasBaseline);
    }
    return size;
}
/** Outcomes paired through the items files: every round, plus a finalScore tested as a pass rate. */
function suiteOutcomes(suite, cfg) {
    const outcomes = suite.rounds.map((r) => ({ key: `round:${r.id}`, rounds: [r.id] }));
    const fs = finalScoreRounds(suite, cfg);
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
function withRunVerdict({ suites, run, ...head }, verdict) {
    return { ...head, verdict, suites, verdictHash: verdictHash(suites, verdict), run };
}
/**
 * Compare two documents given the items scans already made (key: suite id). Without a baseline every target is `new`,
 * and only the absolute bounds can fail it. The verdict is the comparison's alone (the gate decides with the run's failures).
 */
function compareDocuments(...args) {
    const compared = compareWithoutVerdict(...args);
    return withRunVerdict(compared, run_outcome_runVerdict(compared.suites, compared.hasBaseline, args[2]));
}
function compareWithoutVerdict(current, baseline, cfg, scans = new Map(), history = null) {
    // An empty history (history: 0, nothing found) changes nothing: targets get no `history`.
    const past = history !== null && history.runs.length > 0 ? history : null;
    const ids = union(current.suites.map((s) => s.id), (baseline?.suites ?? []).filter((s) => s.status !== 'skipped').map((s) => s.id));
    const currentById = suitesById(current);
    const baselineById = baseline === null ? null : suitesById(baseline);
    const inputs = new Map();
    const context = { history: past, hasBaseline: baseline !== null, inputs };
    const suites = ids.map((id) => {
        const sides = { current: currentById.get(id), baseline: baselineById?.get(id), scan: scans.get(id) ?? null };
        return compareSuite(sides, cfg, context);
    });
    const family = compare_adjustFamily(suites, cfg, context);
    return {
        level: cfg.level,
        alpha: alphaOf(cfg.level),
        multipleTesting: cfg.multipleTesting,
        family,
        minItems: cfg.minItems,
        hasBaseline: baseline !== null,
        suites,
        run: {
            scores: runScores(current, baseline),
            unscored: unscoredOf(current),
            removed: suites.filter((s) => s.state === 'removed').map((s) => s.id),
            ungated: ungatedSuites(suites).map((s) => s.id),
            scoredNothing: scoredNothing(current),
        },
    };
}
/**
 * The items file of a suite, or null. The name comes from the document (in the report job, from a
 * pull request's artifact): only a regular file inside the document's folder is read; a refused
 * name is skipped with a warning naming the field (a missing file, quietly: the suite is unpaired).
 */
async function itemsPath(dir, suite, which, log) {
    if (dir === null || suite.itemsFile === undefined)
        return null;
    const suiteId = suite.id;
    const file = await sideFile(dir, suite.itemsFile);
    if (file.ok)
        return file.value;
    const refusal = file.diagnostics[0];
    if (refusal.code !== 'missing-file')
        log?.warn(`${which} suite ${suiteId}: itemsFile ${JSON.stringify(suite.itemsFile).slice(0, 120)} ${refusal.message}: its items are not used`);
    else if (which === 'current')
        log?.warn(`items file of suite ${suiteId} not found: ${suite.itemsFile}`);
    return null;
}
/** compareDocuments over two runs' documents and their items files (compareRunsWithoutVerdict). */
async function compareRuns(...args) {
    const compared = await compareRunsWithoutVerdict(...args);
    return withRunVerdict(compared, runVerdict(compared.suites, compared.hasBaseline, args[2]));
}
/**
 * Stream the items files each suite has, then compare, the run not decided yet. A file is read for one suite only (bounded
 * work: a document could name one file for every suite); the later suites are compared unpaired, with a warning.
 */
async function compareRunsWithoutVerdict(current, baseline, cfg, opts = {}) {
    const scans = new Map();
    const used = new Set();
    const once = (file, which, suiteId) => {
        if (file === null)
            return null;
        if (!used.has(`${which}:${file}`)) {
            used.add(`${which}:${file}`);
            return file;
        }
        opts.log?.warn(`${which} suite ${suiteId}: its items file is another suite's too: its items are not used`);
        return null;
    };
    for (const suite of current.doc.suites) {
        if (suite.status !== 'ok')
            continue;
        const currentFile = once(await itemsPath(current.dir, suite, 'current', opts.log), 'current', suite.id);
        if (currentFile === null)
            continue;
        const baselineSuite = baseline === null ? undefined : suitesById(baseline.doc).get(suite.id);
        const baselineFile = baselineSuite?.status === 'ok'
            ? once(await itemsPath(baseline.dir, baselineSuite, 'baseline', opts.log), 'baseline', suite.id)
            : null;
        const scan = await scanItems({
            currentFile,
            baselineFile,
            rounds: suite.rounds.map((r) => r.id),
            outcomes: suiteOutcomes(suite, cfg),
            keepWorst: opts.keepWorst ?? 10,
            usage: usageFigures(Object.keys(suite.metrics)),
        });
        if (scan.badLines > 0)
            opts.log?.warn(`suite ${suite.id}: ${scan.badLines} malformed line(s) in the items files were skipped`);
        scans.set(suite.id, scan);
    }
    return compareWithoutVerdict(current.doc, baseline?.doc ?? null, cfg, scans, opts.history ?? null);
}

;// CONCATENATED MODULE: ./src/gate/config.ts

const NO_HINTS = () => undefined;
/** The gate's hints of the catalog's benchmarks. */
function gateHintsOf(catalog) {
    return (id) => catalog.find(id)?.gate;
}
/** Default of `gate.history`. */
const DEFAULT_HISTORY_LENGTH = 20;
const DEFAULT_BASELINE_FILE = '.bench/baseline.json';
const DEFAULT_ARTIFACT_NAME = 'bench-results';
function resolveGateConfig(gate, hints = NO_HINTS) {
    const source = gate?.baseline?.source ?? 'file';
    return {
        level: gate?.level ?? 0.95,
        minItems: gate?.minItems ?? 10,
        multipleTesting: gate?.multipleTesting ?? 'holm',
        onMissingBaseline: gate?.onMissingBaseline ?? 'warn',
        onRemovedSuite: gate?.onRemovedSuite ?? 'warn',
        baseline: {
            source,
            path: gate?.baseline?.path ?? DEFAULT_BASELINE_FILE,
            artifactName: gate?.baseline?.artifactName ?? DEFAULT_ARTIFACT_NAME,
            maxAgeDays: gate?.baseline?.maxAgeDays ?? 14,
        },
        rules: gate?.rules ?? [],
        history: gate?.history ?? DEFAULT_HISTORY_LENGTH,
        hints,
        limits: resolveResultsLimits(gate?.limits),
    };
}
/**
 * Whether a config's `gate` section asks `run` to compare the run with a baseline: any key but
 * `limits` does (the limits alone only cap what a results document may hold).
 */
function asksForComparison(gate) {
    return gate !== undefined && Object.keys(gate).some((key) => key !== 'limits');
}

;// CONCATENATED MODULE: ./src/gate/index.ts
// The regression gate as one call: load the baseline, compare, decide the exit code. It returns
// the verdict model (model.ts); the callers (`bench-check run`/`compare`/`history`, the action)
// only format it (src/report/).










/** The configured baseline (sources `file` and `path`); `artifact` needs the action (src/main.ts). */
async function loadConfiguredBaseline(gate, opts) {
    if (gate.baseline.source === 'artifact') {
        return {
            kind: 'missing',
            message: 'baseline source "artifact" is only available inside the GitHub Action (use --baseline FILE or source "file" locally)',
        };
    }
    return loadBaselineFile(external_node_path_default().resolve(opts.cwd, gate.baseline.path), gate.baseline.source, { env: opts.env });
}
/** Why the baseline cannot be used although one was asked for (exit 2), or null. */
function baselineFailure(loaded, gate) {
    if (loaded.kind === 'error')
        return loaded.message;
    if (loaded.kind === 'invalid')
        return `the baseline is not a valid results document: ${loaded.diagnostics.slice(0, 3).map(core_diagnostics/* formatDiagnostic */.xy).join('; ')}`;
    if (loaded.kind !== 'found')
        return null;
    // Duplicate suite ids or a document over the limits: not compared (nor rendered) at all.
    const checked = checkResultsLimits(loaded.side.doc, gate.limits, loaded.provenance.location);
    if (!checked.ok)
        return `the baseline cannot be used: ${checked.diagnostics.map(core_diagnostics/* formatDiagnostic */.xy).join('; ')}`;
    return null;
}
/** Why a results document does not hold a whole run, or null when it does. */
function incompleteRun(doc) {
    if (doc.run.incomplete !== true)
        return null;
    return { kind: 'incomplete', stopReason: doc.run.stopReason ?? null, pending: doc.run.pending ?? [] };
}
/** The targets whose test gave no finite p, one failure each (exit 2): the run cannot be judged. */
function statisticsFailures(c) {
    return untestable(c.suites).map(({ suite, target }) => {
        const r = target.reasons.find((x) => x.kind === 'no-p');
        const cause = `${r.test}: ${r.cause}`;
        const name = target.kind === 'round' ? `round ${target.id}` : target.id;
        return { kind: 'statistics', message: `suite ${suite}, ${name}: no p-value (${cause}): the run cannot be judged` };
    });
}
/** The suites that could not be scored, as a failure (exit 2), or null. */
function unscoredFailure(c) {
    return c.run.unscored === null ? null : { kind: 'unscored', ...c.run.unscored };
}
async function applyGate(doc, gateConfig, opts) {
    const gate = resolveGateConfig(gateConfig, opts.hints);
    const loaded = opts.baseline ?? (await loadConfiguredBaseline(gate, opts));
    if (loaded.kind === 'invalid')
        for (const d of loaded.diagnostics)
            opts.log.warn(`baseline: ${(0,core_diagnostics/* formatDiagnostic */.xy)(d)}`);
    const failure = baselineFailure(loaded, gate);
    const incomplete = incompleteRun(doc);
    const failures = [];
    if (incomplete !== null)
        failures.push(incomplete);
    if (failure !== null)
        failures.push({ kind: 'baseline', message: failure });
    const unrelated = loaded.kind === 'found' && failure === null ? unrelatedBaseline(doc, loaded.side.doc) : null;
    const found = loaded.kind === 'found' && failure === null && unrelated === null ? loaded : null;
    const missing = failure ?? unrelated ?? (loaded.kind === 'missing' ? loaded.message : null);
    const compared = await compareRunsWithoutVerdict({ doc, dir: opts.resultsDir }, found?.side ?? null, gate, opts.history === undefined ? { log: opts.log } : { log: opts.log, history: opts.history });
    if (measuredNothing(compared.suites))
        failures.push({ kind: 'nothing-measured' });
    failures.push(...statisticsFailures(compared));
    // The callers check the current document before the gate (they must not render one over the
    // limits either); this keeps every caller, `history` included, from gating duplicate ids.
    const limits = checkResultsLimits(doc, gate.limits, 'the results document');
    if (!limits.ok)
        failures.push(...limits.diagnostics.map((d) => ({ kind: 'limits', message: (0,core_diagnostics/* formatDiagnostic */.xy)(d) })));
    const unscored = unscoredFailure(compared);
    if (unscored !== null)
        failures.push(unscored);
    // The one decision of the run: the comparison carries no verdict before it.
    const decided = decideRun({ suites: compared.suites, hasBaseline: compared.hasBaseline, failures }, gate);
    const comparison = withRunVerdict(compared, decided.verdict);
    const warnings = found === null ? [] : baselineWarnings(doc, found.side.doc, found.provenance, gate.baseline.maxAgeDays);
    for (const w of warnings)
        opts.log.warn(w);
    if (failure === null && missing !== null)
        opts.log.warn(`${missing} (on-missing-baseline: ${gate.onMissingBaseline})`);
    const report = {
        current: doc,
        baselineDoc: found?.side.doc ?? null,
        comparison,
        baseline: found === null ? null : { provenance: found.provenance, warnings },
        missingBaseline: missing,
        baselineFailed: failure !== null,
        incomplete,
        onMissingBaseline: gate.onMissingBaseline,
    };
    if (opts.history !== undefined)
        report.history = opts.history;
    return {
        doc: { ...doc, verdict: decided.verdict },
        exitCode: decided.exitCode,
        reason: decided.reason,
        comparison,
        regressed: decided.regressed,
        removed: comparison.run.removed,
        baseline: found,
        failures,
        report,
    };
}
/**
 * The outcome of a run without a gate: "could not measure ⇒ exit 2" (fail closed) as for a gated
 * run; a document of another shard's suites only (all skipped) was measured by that shard.
 */
function withoutGate(doc, hints) {
    const comparison = compareDocuments(doc, null, resolveGateConfig(undefined, hints));
    const incomplete = incompleteRun(doc);
    const failures = [];
    if (incomplete !== null)
        failures.push(incomplete);
    if (doc.suites.length === 0)
        failures.push({ kind: 'nothing-measured' });
    const unscored = unscoredFailure(comparison);
    if (unscored !== null)
        failures.push(unscored);
    const report = {
        current: doc,
        baselineDoc: null,
        comparison,
        baseline: null,
        missingBaseline: null,
        incomplete,
        onMissingBaseline: 'pass',
    };
    const decided = decideRun({ suites: comparison.suites, hasBaseline: false, failures }, null);
    return { verdict: decided.verdict, exitCode: decided.exitCode, reason: decided.reason, failures, report };
}
/** What the results report (no gate) says first: the mean final score, over how many suites, or which suites could not be scored. */
function documentScores(doc) {
    const { mean, scored } = runScores(doc, null);
    return { mean, scored, unscored: unscoredOf(doc) };
}
/**
 * The verdict hash of a results document that was refused before anything was compared (over a
 * limit, not a results document): the comment's on-change mode sees each refusal as its own verdict.
 */
function refusedVerdictHash(why) {
    return createHash('sha256').update(`refused\n${why}`).digest('hex').slice(0, 16);
}

;// CONCATENATED MODULE: ./src/report/reason-words.ts
// The gate's sentences: amounts and units, threshold phrases, the tests and their p-values, the
// reasons of a verdict, and why a target regressed in a terminal's words. Inline runs of
// core/doc.ts: our words from `t` templates, a document's unit as untrusted text (and only where
// `plainUnit` allows it in a sentence). words.ts re-exports all of it with the verdict words.



/**
 * A lookup table of our words keyed by the gate's own values, without a prototype: a key that is
 * not one of them (`__proto__`, `toString`) finds nothing, never an inherited member.
 */
function wordTable(entries) {
    return Object.freeze(Object.assign(Object.create(null), entries));
}
/** A number of this program's (a count, a threshold of the config, a statistic) as it is, without trailing zeros. */
const num = (v) => figure(shortNumber(v, 10));
/** "1 suite", "3 suites" in our words: `one` and `many` are `t` runs. */
function reason_words_counted(n, one, many = [one, doc_t `s`]) {
    return [num(n), doc_t ` `, n === 1 ? one : many];
}
/** "1 suite", "3 suites" as a plain string (CLI messages of this program's own; the reports use `counted`). */
function plural(n, one, many = one.concat('s'), count = String) {
    return [count(n), n === 1 ? one : many].join(' ');
}
// ---- Numbers and units in the gate's sentences ------------------------------------------------
/** A number in a reason: at most 4 decimals, no trailing zeros. */
const reasonNumber = (v) => figure(shortNumber(v, 4));
/** A p-value in a reason: two significant digits however small. */
const reasonP = (p) => figure(sentenceP(p));
/** A number in a history reason: at most 2 decimals. */
const historyNumber = (v) => figure(shortNumber(v, 2));
/**
 * Whether a metric's unit (document text, possibly a fork's) may appear in the gate's own words:
 * letters only, optionally per letters (`km`, `ms`, `°C`, `km/h`), no hex run GitHub could link.
 * Anything else is left out of the reasons, which read as sentences.
 */
function plainUnit(unit) {
    return unit !== null && /^[\p{L}°µ]{1,10}(?:\/\p{L}{1,10})?$/u.test(unit) && !/[0-9a-f]{7,}/i.test(unit);
}
/** An amount of a target in the gate's sentences: "1 point", "5.5 points", "2 pp", "3 ms", "0.6". */
function amountWords(amount, scale, unit, digits = 4) {
    // An amount of money keeps three significant digits: a rise of 0.0000455 USD is never "0 USD".
    const money = scale !== 'points' && metricKind({ unit, value: amount }) === 'money';
    const shown = figure(shortNumber(amount, money ? Math.max(digits, moneyDigits(amount)) : digits));
    if (scale === 'points')
        return [shown, shortNumber(amount, digits) === '1' ? doc_t ` point` : doc_t ` points`];
    if (unit === '%')
        return doc_t `${shown} pp`;
    return plainUnit(unit) ? doc_t `${shown} ${unit}` : shown;
}
/** "points", "pp", "ms" or nothing: the words after a number of this target in the history rule's sentences. */
function unitWords(scale, unit) {
    return scale === 'points' ? doc_t `points` : unit === '%' ? doc_t `pp` : plainUnit(unit) ? unit : null;
}
/** " points", " pp", " ms" or nothing: a unit after a number. */
function unitAfter(scale, unit) {
    const words = unitWords(scale, unit);
    return words === null ? null : doc_t ` ${words}`;
}
// ---- Threshold phrases --------------------------------------------------------------------------
/** A level's drop thresholds in the gate's words ("5 points or 5 % of the baseline"), or null when it has none. */
function thresholdWords(th, scale, unit) {
    const parts = [];
    if (th.maxDrop !== undefined && th.maxDrop !== null)
        parts.push(amountWords(th.maxDrop, scale, unit, 10));
    if (th.maxDropPct !== undefined && th.maxDropPct !== null)
        parts.push(doc_t `${num(th.maxDropPct)} % of the baseline`);
    return parts.length === 0 ? null : doc_join(parts, doc_t ` or `);
}
/** The band of a `kind: history` rule in words ("3 × 1.4826 × MAD of the last 12 runs = 2.1 points"). */
function bandWords(target) {
    const h = target.history;
    if (h?.rule === undefined || h.band === undefined)
        return null;
    return doc_t `${num(h.rule.k)} × 1.4826 × MAD of the last ${num(h.values.length)} runs = ${reasonNumber(h.band)}${unitAfter(target.scale, target.unit)}`;
}
/** What the target's fail level allows, in words: the history band when it decided, else the fail thresholds; null when none. */
function failThreshold(target) {
    return bandWords(target) ?? thresholdWords(target.rule.fail, target.scale, target.unit);
}
/** failThreshold as plain text (outputs, exports). */
function failThresholdWords(target) {
    const words = failThreshold(target);
    return words === null ? null : doc_terminalInline(words);
}
/** "falls by more than 5.00 pp", "rises by more than 5 % of the baseline": a level's drop thresholds for the terminal. */
function terminalThresholds(target, level) {
    const verb = target.direction === 'lower' ? doc_t `rises` : doc_t `falls`;
    const parts = [];
    if (level.maxDrop !== undefined && level.maxDrop !== null)
        parts.push(doc_t `${verb} by more than ${displayAmount(level.maxDrop, target)}`);
    if (level.maxDropPct !== undefined && level.maxDropPct !== null)
        parts.push(doc_t `${verb} by more than ${figure(trimmedFixed(level.maxDropPct, 2))} % of the baseline`);
    return parts;
}
/** α as the reports print it ("0.05"). */
function alphaWords(alpha) {
    return figure(trimmedFixed(alpha, 3));
}
/** The target's quantity unit (document text) for its figures, or none. */
function unitOf(target) {
    return target.display.unit === null || target.display.unit === '' ? null : target.display.unit;
}
/** An unsigned amount of change as the reports show values: pp for percents, "points" for scores. */
function displayAmount(amount, target) {
    const kind = target.display.kind;
    const shown = value(Math.abs(amount), kind === 'percent' ? 'pp' : kind, unitOf(target));
    return kind === 'score' ? doc_t `${shown} points` : shown;
}
// ---- Tests ---------------------------------------------------------------------------------------
const TEST_WORDS = wordTable({
    mcnemar: { markdown: doc_t `McNemar (paired)`, terminal: doc_t `McNemar, paired`, facts: doc_t `McNemar, paired on item ids` },
    newcombe: { markdown: doc_t `Newcombe`, terminal: doc_t `Newcombe, unpaired`, facts: doc_t `Newcombe, unpaired` },
    welch: {
        markdown: doc_t `Welch t (repeats)`,
        terminal: doc_t `Welch's t on the repeats`,
        facts: doc_t `Welch's t on the repeats, unpaired`,
    },
    'paired-t': {
        markdown: doc_t `paired t (repeats)`,
        terminal: doc_t `paired t on the repeats, by seed`,
        facts: doc_t `paired t on the repeats, paired by seed`,
    },
    'paired-t-items': {
        markdown: doc_t `paired t (items)`,
        terminal: doc_t `paired t on the items' values`,
        facts: doc_t `paired t on the per-item values, paired on item ids`,
    },
    'welch-items': {
        markdown: doc_t `Welch (items)`,
        terminal: doc_t `Welch on the items' values`,
        facts: doc_t `Welch's t on the per-item values, each run's items as a sample`,
    },
});
/** A test by its name in the config and the results document. */
const TEST_ID = wordTable({
    mcnemar: doc_t `mcnemar`,
    newcombe: doc_t `newcombe`,
    welch: doc_t `welch`,
    'paired-t': doc_t `paired-t`,
    'paired-t-items': doc_t `paired-t-items`,
    'welch-items': doc_t `welch-items`,
});
/** How a run's p-values are adjusted, in words ("Holm", "Benjamini–Hochberg", "none"). */
const ADJUSTMENT_WORD = wordTable({
    holm: doc_t `Holm`,
    bh: doc_t `Benjamini–Hochberg`,
    none: doc_t `none`,
});
/** "p-values adjusted over the run's 12 tests (Holm)", or null when nothing was adjusted (no test, or `none`). */
function familyWords(c) {
    if (c.family === 0 || c.multipleTesting === 'none')
        return null;
    return doc_t `p-values adjusted over the run's ${reason_words_counted(c.family, doc_t `test`)} (${ADJUSTMENT_WORD[c.multipleTesting]})`;
}
/** What the legend adds when a target was tested on repeats. */
const REPEATS_LEGEND = doc_t `with repeats on both sides, every target by Welch's or the paired t on the repeats (mean ± 95 % interval, n)`;
/** "p = 0.031", "p < 0.001": a p-value as the reports show it. */
function pText(p) {
    return formatP(p).startsWith('<') ? doc_t `p ${figure(formatP(p))}` : doc_t `p = ${figure(formatP(p))}`;
}
/** "p = 0.031, adjusted 0.12": the raw p and, when the run's adjustment changed it, the adjusted one; null without a p. */
function pWords(target) {
    if (target.p === null)
        return null;
    if (target.pAdjusted === null || formatP(target.pAdjusted) === formatP(target.p))
        return pText(target.p);
    return doc_t `${pText(target.p)}, adjusted ${figure(formatP(target.pAdjusted))}`;
}
/** One side's repeats: "71.2 ± 1.3 (n=8)", the mean and the half-width of its 95 % t interval; `unit` is document text. */
function spread(s, kind, unit) {
    return doc_t `${value(s.mean, kind, unit)} ± ${value(s.halfWidth, kind === 'percent' ? 'pp' : kind, unit)} (n=${num(s.n)})`;
}
/** spread as plain text (exports). */
function spreadWords(s, kind, unit) {
    return doc_terminalInline(spread(s, kind, unit ?? null));
}
/** The test by name for a style of report. */
function testLabel(test, style) {
    return TEST_WORDS[test][style];
}
/** testLabel as plain text (exports). */
function testName(test, style) {
    return doc_terminalInline(testLabel(test, style));
}
/**
 * The test and its p in words ("McNemar (paired) p = 0.031", "Newcombe p < 0.001", "paired t on
 * 412 items p = 0.002"), or null when the target was not tested.
 */
function testWords(target) {
    if (target.p === null)
        return null;
    // One hypothesis, one p: a target that is another's test on the same data points to it.
    const same = target.sameTestAs;
    if (same !== undefined)
        return doc_t `the same test as ${same.kind === 'round' ? doc_t `round ` : null}${doc_code(same.id, 60)}`;
    const values = target.itemValues;
    if (values !== undefined && target.test === 'paired-t-items')
        return doc_t `paired t on ${reason_words_counted(values.n.current, doc_t `item`)} ${pWords(target)}`;
    if (values !== undefined && target.test === 'welch-items')
        return doc_t `Welch on ${reason_words_counted(values.n.baseline, doc_t `item`)} → ${num(values.n.current)} ${pWords(target)}`;
    return doc_t `${TEST_WORDS[target.test ?? 'newcombe'].markdown} ${pWords(target)}`;
}
/** A `kind: history` judgement in words, with the numbers a reader can check. */
function historyWords(j, ctx) {
    const runs = reason_words_counted(j.runs, doc_t `run`);
    const u = unitAfter(ctx.scale, ctx.unit);
    const rule = ctx.rule.history;
    if (j.basis === 'insufficient-history')
        return doc_t `insufficient history (${runs} < minHistory ${rule === undefined ? doc_t `?` : num(rule.minHistory)}): the thresholds apply`;
    const centre = doc_t `${historyNumber(j.median)}${u}`;
    if (j.basis === 'no-spread')
        return doc_t `no spread in the last ${runs} (MAD = 0, median ${centre}): the thresholds apply`;
    const d = j.worse;
    const side = d === 0 ? doc_t `at` : d > 0 === (ctx.direction !== 'lower') ? doc_t `below` : doc_t `above`;
    const where = d === 0
        ? doc_t `at the median of the last ${runs} (${centre})`
        : doc_t `${historyNumber(Math.abs(d))}${u} ${side} the median of the last ${runs} (${centre})`;
    const band = doc_t `${historyNumber(rule?.k ?? 0)} × 1.4826 × MAD = ${historyNumber(j.band)}${u}`;
    if (j.verdict !== undefined && VERDICTS[j.verdict].level === 'fail')
        return doc_t `${where}, outside ${band}`;
    if (j.verdict !== undefined && VERDICTS[j.verdict].level === 'warn')
        return doc_t `${where}, outside warnK ${historyNumber(rule.warnK)} × 1.4826 × MAD = ${historyNumber(rule.warnK * j.spread)}${u}, within ${band}`;
    if (j.verdict === VERDICT_OF_BAND.better)
        return doc_t `${where}, better than ${band}`;
    return doc_t `${where}, within ${band}`;
}
const SIDE_WORD = wordTable({ baseline: doc_t `baseline`, current: doc_t `current` });
const LEVEL_WORD = wordTable({ warn: doc_t `warn`, fail: doc_t `fail` });
/** One reason in the gate's words ("fell by 5.5 points, more than the fail threshold (5 points)"). */
function reason(r, ctx) {
    switch (r.kind) {
        case 'no-value':
            return doc_t `value is null on the ${SIDE_WORD[r.side]} side`;
        case 'too-few-items': {
            const count = (v) => (v === null ? doc_t `–` : num(v));
            return doc_t `fewer than ${num(r.minItems)} items (baseline ${count(r.baseline)}, current ${count(r.current)})`;
        }
        case 'history':
            return historyWords(r.judgement, ctx);
        case 'no-p':
            return doc_t `no p-value (${TEST_ID[r.test]}: ${doc_text(r.cause, 200)}): the run cannot be judged`;
        case 'min-effect':
            return doc_t `the drop (${amountWords(r.drop, ctx.scale, ctx.unit)}) is smaller than minEffect (${amountWords(r.minEffect, ctx.scale, ctx.unit)}): it cannot fail`;
        case 'bound':
            return doc_t `${reasonNumber(r.value)} is ${r.bound === 'min' ? doc_t `below min` : doc_t `above max`} ${num(r.limit)} (${LEVEL_WORD[r.level]})`;
        case 'drop': {
            // In the metric's own direction: a lower-is-better metric that got worse rose. Against a
            // relative threshold the change is also said relative to the baseline, as the threshold is.
            const relative = ctx.rule[r.level].maxDropPct;
            const pct = relative !== undefined && relative !== null && r.dropPct !== null
                ? doc_t ` (${figure(shortNumber(r.dropPct, 2))} % of the baseline)`
                : null;
            const change = doc_t `${ctx.direction === 'lower' ? doc_t `rose` : doc_t `fell`} by ${amountWords(r.drop, ctx.scale, ctx.unit)}${pct}`;
            const threshold = thresholdWords(ctx.rule[r.level], ctx.scale, ctx.unit);
            const level = doc_t `more than the ${LEVEL_WORD[r.level]} threshold${threshold === null ? null : doc_t ` (${threshold})`}`;
            if (r.level === 'warn')
                return doc_t `${change}, ${level}`;
            // The verdict used the adjusted p; the raw one is shown beside it when the adjustment changed it.
            const adjusted = r.pAdjusted ?? r.p;
            const p = r.p === null
                ? null
                : adjusted === null || sentenceP(adjusted) === sentenceP(r.p)
                    ? doc_t `p = ${reasonP(r.p)}`
                    : doc_t `p = ${reasonP(r.p)}, adjusted ${reasonP(adjusted)}`;
            const alpha = reasonNumber(r.alpha);
            if (adjusted !== null && !(adjusted < r.alpha))
                return doc_t `${change}, ${level}, but ${p} ≥ α = ${alpha} (not significant)`;
            return doc_t `${change}, ${level}${r.p !== null ? doc_t `; ${p} < α = ${alpha}` : null}`;
        }
    }
}
/** Every reason of a target in the gate's words, in order. */
function reasons(ctx) {
    return ctx.reasons.map((r) => reason(r, ctx));
}
/** Every reason as plain text, in order. */
function reasonsWords(ctx) {
    return reasons(ctx).map(doc_terminalInline);
}
/**
 * Why a target regressed (or may have) for a terminal, in words that follow its direction: "fell
 * by 3.20 pp", "rose by 22.70 pp, lower is better", the threshold it crossed and, for a tested
 * rate, the test and its p-value against α.
 */
function terminalReason(target, alpha) {
    const kind = target.display.kind;
    const unit = unitOf(target);
    const parts = [];
    // A `kind: history` verdict: the gate's own words (the median, the band) say why.
    if (target.history?.basis === 'history')
        return doc_join(reasons(target), doc_t `; `);
    if (target.delta !== null && target.baseline !== null) {
        const change = target.delta === 0
            ? doc_t `unchanged`
            : doc_t `${target.delta > 0 ? doc_t `rose` : doc_t `fell`} by ${displayAmount(target.delta, target)}`;
        const hasPct = [target.rule.fail.maxDropPct, target.rule.warn.maxDropPct].some((v) => v !== undefined && v !== null);
        const rel = target.baseline !== 0 && target.delta !== 0 && hasPct ? (100 * target.delta) / Math.abs(target.baseline) : null;
        const relative = rel === null ? null : doc_t ` (${rel > 0 ? doc_t `+` : null}${value(rel, 'percent')} of the baseline)`;
        parts.push(doc_t `${change}${relative}${target.direction === 'lower' ? doc_t `, lower is better` : null}`);
        if (target.exceeds !== null)
            parts.push(doc_t `${LEVEL_WORD[target.exceeds]} threshold: ${doc_join(terminalThresholds(target, target.rule[target.exceeds]), doc_t ` or `)}`);
    }
    if (target.test !== null && target.p !== null) {
        const significant = (target.pAdjusted ?? target.p) < alpha;
        parts.push(doc_t `${pWords(target)}, ${significant ? doc_t `below` : doc_t `not below`} α = ${alphaWords(alpha)} (${testLabel(target.test, 'terminal')})${significant ? null : doc_t `: not significant`}`);
        if (target.repeats !== undefined)
            parts.push(doc_t `repeats: baseline ${spread(target.repeats.baseline, kind, unit)}, current ${spread(target.repeats.current, kind, unit)}`);
    }
    for (const r of target.reasons)
        if (r.kind === 'min-effect')
            parts.push(reason(r, target));
    if (target.current !== null && target.bound !== null) {
        const limit = target.bound.bound === 'min'
            ? doc_t `below the minimum ${value(target.bound.limit, kind, unit)}`
            : doc_t `above the maximum ${value(target.bound.limit, kind, unit)}`;
        parts.push(doc_t `${value(target.current, kind, unit)} is ${limit} (${LEVEL_WORD[target.bound.level]})`);
    }
    if (parts.length === 0)
        parts.push(...reasons(target));
    return doc_join(parts, doc_t `; `);
}

;// CONCATENATED MODULE: ./src/report/words.ts
// Every word the reports say about the gate's verdict model: verdict words, plurals, unit phrases,
// threshold phrases, the reasons' sentences, why a suite was not gated, the run's failures. The
// markdown reports (comment-head.ts, comment-suite.ts, comment.ts) and the terminal ones
// (comparison-text.ts, trend.ts) put these inline runs into their documents (core/doc.ts); none
// words a verdict its own way. Our words come from `t` templates; document text (a unit, an id, a
// message) stays a plain string inside the run, which core/doc.ts escapes for where it lands.
// Plain-text consumers (JUnit, JSON exports, outputs, CLI errors) take the `…Words` strings: the
// same runs rendered as plain text. The gate's sentences (reasons, thresholds, tests) are in
// reason-words.ts, re-exported here.



// ---- Verdict words ------------------------------------------------------------------------------
/** The run's verdict in the comment's heading and the terminal's last line. */
const RUN_VERDICT_ICON = wordTable({
    pass: doc_t `✅`,
    warn: doc_t `⚠️`,
    fail: doc_t `❌`,
    'no-baseline': doc_t `ℹ️`,
    error: doc_t `💥`,
});
const RUN_VERDICT_NAME = wordTable({
    pass: doc_t `pass`,
    warn: doc_t `warn`,
    fail: doc_t `fail`,
    'no-baseline': doc_t `no-baseline`,
    error: doc_t `error`,
});
const RUN_VERDICT_WORD = wordTable({
    pass: doc_t `PASS`,
    warn: doc_t `WARN`,
    fail: doc_t `FAIL`,
    'no-baseline': doc_t `NO BASELINE`,
    error: doc_t `ERROR`,
});
/** A target's verdict in plain words: the gate's `insufficient-data` is "not gated" in every report. */
const TARGET_WORD = wordTable({
    regressed: doc_t `regressed`,
    'possible-regression': doc_t `possible regression`,
    'not-shown': doc_t `worse (not shown)`,
    unchanged: doc_t `unchanged`,
    improved: doc_t `improved`,
    'insufficient-data': doc_t `not gated`,
    new: doc_t `new`,
    removed: doc_t `removed`,
});
/** The icon of each verdict; null for the ones shown by their word alone. */
const TARGET_ICON = wordTable({
    regressed: doc_t `❌`,
    'possible-regression': doc_t `⚠️`,
    'not-shown': doc_t `❔`,
    improved: doc_t `✅`,
    unchanged: null,
    'insufficient-data': null,
    new: null,
    removed: null,
});
/** A verdict as the markdown reports show it: the plain word, with an icon for the ones that matter. */
function markedWord(v) {
    const icon = TARGET_ICON[v];
    return icon === null ? TARGET_WORD[v] : doc_t `${icon} ${TARGET_WORD[v]}`;
}
/** A target's verdict in the markdown tables: "not gated", and "unchanged (not gated)" when the value did not move. */
function targetWords(target) {
    if (target.verdict === 'insufficient-data')
        return target.delta === 0 ? doc_t `unchanged (not gated)` : doc_t `not gated`;
    return markedWord(target.verdict);
}
/** A suite's outcome in the markdown overview and summaries. */
function outcomeWords(o) {
    if (o === 'error')
        return doc_t `💥 could not be scored`;
    if (o === 'skipped')
        return doc_t `skipped`;
    if (o === 'changed')
        return doc_t `changed`;
    return markedWord(o);
}
/** "2 regressed, 1 possible regression, 1 improved": counts of target verdicts; [] when none of them. */
function verdictCounts(verdicts) {
    const n = (v) => verdicts.filter((x) => x === v).length;
    const bits = [];
    if (n('regressed') > 0)
        bits.push(doc_t `${num(n('regressed'))} regressed`);
    if (n('possible-regression') > 0)
        bits.push(reason_words_counted(n('possible-regression'), doc_t `possible regression`, doc_t `possible regressions`));
    if (n('not-shown') > 0)
        bits.push(doc_t `${num(n('not-shown'))} ${TARGET_WORD['not-shown']}`);
    if (n('improved') > 0)
        bits.push(doc_t `${num(n('improved'))} improved`);
    return bits;
}
/** "4 suites: 1 regressed, 1 possibly regressed, 0 improved": the comment head's counts of suite outcomes. */
function suiteOutcomeCounts(suites, count) {
    const parts = [doc_t `${reason_words_counted(suites, doc_t `suite`)}: ${count('regressed')} regressed`];
    const possible = count('possible-regression');
    if (possible > 0)
        parts.push(doc_t `${possible} possibly regressed`);
    const notShown = count('not-shown');
    if (notShown > 0)
        parts.push(doc_t `${notShown} ${TARGET_WORD['not-shown']}`);
    parts.push(doc_t `${count('improved')} improved`);
    return parts;
}
/** The icon of a target's verdict in the comment's regressions table (nothing for the ones without). */
function verdictIcon(v) {
    return TARGET_ICON[v];
}
// ---- Gating --------------------------------------------------------------------------------------
/** The gating rule in one sentence (the comment's legend, the terminal's first line, docs/gate.md). */
function gatingRule(minItems) {
    return doc_t `a target counted in items (a round, a rate, a mean) is gated only with at least ${num(minItems)} items on each side; a value without an item count (a score of one artifact) is gated by its thresholds`;
}
/** Why a suite (or some of its targets) was not gated, in a few words ("8 items < 10", "not in the baseline"). */
function ungatedWords(why) {
    switch (why.kind) {
        case 'error':
            return doc_t `could not be scored`;
        case 'skipped':
            return doc_t `not in this shard`;
        case 'new':
            return doc_t `not in the baseline`;
        case 'no-baseline':
            return doc_t `no baseline yet`;
        case 'removed':
            return doc_t `not in this run`;
        case 'nothing-to-gate':
            return doc_t `nothing to gate`;
        case 'no-value':
            return doc_t `no value to compare`;
        case 'too-few-items':
            return doc_t `${reason_words_counted(why.items, doc_t `item`)} < ${num(why.minItems)}`;
    }
    return why;
}
/** The overview's `gated` column: "yes", "partly: k of n targets" or "no: …" with why. */
function gatedWords(g) {
    if (g.gated === 'yes')
        return doc_t `yes`;
    if (g.gated === 'partly')
        return doc_t `partly: ${num(g.targets - g.untested)} of ${num(g.targets)} targets`;
    return doc_t `no: ${g.why === null ? null : ungatedWords(g.why)}`;
}
// ---- The run -------------------------------------------------------------------------------------
/** "2 of 3 suites could not be scored" (n counts the suites the run was to score). */
function unscored(u) {
    return doc_t `${num(u.ids.length)} of ${reason_words_counted(u.of, doc_t `suite`)} could not be scored`;
}
/** unscored as plain text. */
function unscoredWords(u) {
    return doc_terminalInline(unscored(u));
}
/** "1 suite of the baseline removed". */
function removed(n) {
    return doc_t `${reason_words_counted(n, doc_t `suite`)} of the baseline removed`;
}
/** removed as plain text. */
function removedWords(n) {
    return doc_terminalInline(removed(n));
}
const NO_SUITE_SCORED_WORDS = doc_t `no suite was scored`;
const NO_SUITE_SCORED = doc_terminalInline(NO_SUITE_SCORED_WORDS);
const RUN_DID_NOT_FINISH = doc_t `the run did not finish`;
const BASELINE_NOT_LOADED = doc_t `the baseline could not be loaded`;
const BASELINE_POLICY = wordTable({ warn: doc_t `warn`, fail: doc_t `fail`, pass: doc_t `pass` });
/** "no baseline (on-missing-baseline: warn)". */
function noBaselineWords(policy) {
    return doc_t `no baseline (on-missing-baseline: ${BASELINE_POLICY[policy]})`;
}
/** Said when the current document holds no scored suite. */
const NOTHING_MEASURED = doc_t `the results document holds no scored suite: nothing was measured`;
/**
 * Why a run could not be judged, as its `error:` line says it; `max`: the longest document text
 * (a message, the suites not scored) shown.
 */
function runFailure(f, max = 600) {
    switch (f.kind) {
        case 'incomplete':
            return doc_t `the run did not finish (${f.stopReason === null ? doc_t `no reason recorded: still running, or killed` : doc_text(f.stopReason, max)}); not scored: ${f.pending.length === 0 ? doc_t `none` : doc_text(f.pending.join(', '), max)}`;
        case 'baseline':
        case 'limits':
        case 'statistics':
            return doc_text(f.message, max);
        case 'nothing-measured':
            return NOTHING_MEASURED;
        case 'unscored':
            return unscored(f);
    }
    return f;
}
/** runFailure as plain text (CLI errors, annotations, JUnit). */
function failureWords(f) {
    return doc_terminalInline(runFailure(f, 100_000));
}
/** Why a run fails (the exit code's cause, decided by the gate). */
function words_failReason(reason) {
    switch (reason.kind) {
        case 'target-regressed':
            return t `a gated metric regressed`;
        case 'removed-suite':
            return t `a suite of the baseline is not in this run (on-removed-suite: fail): ${join(reason.ids.slice(0, 5).map((id) => text(id, 1000)), t `, `)}`;
        case 'no-baseline':
            return t `no baseline was found and on-missing-baseline is fail`;
        case 'cannot-judge':
            return reason.failure === null
                ? t `a suite could not be scored (bad input, see annotations)`
                : runFailure(reason.failure, 100_000);
    }
    // Inline admits undefined: without this the compiler would not name a new kind left unworded.
    return reason;
}
/** failReason as plain text (the action's failed step). */
function failReasonWords(reason) {
    return terminalInline(words_failReason(reason));
}
/** "12 runs, 3 skipped (2 × config hash differs, 1 × incomplete run)": what a history holds. */
function historyLoad(history, runsOf = null) {
    const head = doc_t `${reason_words_counted(history.runs.length, doc_t `run`)}${runsOf}`;
    if (history.skipped.length === 0)
        return head;
    const byWhy = new Map();
    for (const s of history.skipped) {
        const key = s.why.replace(/ \(.*$/, '');
        byWhy.set(key, (byWhy.get(key) ?? 0) + 1);
    }
    const whys = [...byWhy].map(([why, k]) => doc_t `${num(k)} × ${doc_text(why, 200)}`);
    return doc_t `${head}, ${num(history.skipped.length)} skipped (${doc_join(whys, doc_t `, `)})`;
}
/** historyLoad as plain text (the action's log). */
function historyLoadWords(history) {
    return terminalInline(historyLoad(history));
}
/** The same, naming the base branch: "12 runs of the base branch, 3 skipped (…)". */
function baseBranchHistoryWords(history) {
    return historyLoad(history, doc_t ` of the base branch`);
}

;// CONCATENATED MODULE: ./src/report/render.ts






/** How many ids a headline names before it says "…". */
const NAMED_IDS = 5;
/** "3 / 10" or "n = 4": what a metric's value was computed from; null when the document says nothing. */
function metricBasis(m) {
    if (m.passed !== undefined && m.input !== undefined)
        return doc_t `${m.passed} / ${m.input}`;
    if (m.count !== undefined)
        return doc_t `n = ${m.count}`;
    return null;
}
/** "Title · task": the catalog's title (or the document's benchmark id) and the document's task. */
function suiteTitle(suite, catalog, max = 60) {
    const title = catalog.find(suite.benchmark)?.title ?? suite.benchmark;
    return suite.task ? doc_t `${doc_text(title, max)} · ${doc_text(suite.task, max)}` : doc_text(title, max);
}
/**
 * The run a suite's inputs came from, as its benchmark names it ("model `m` · exp `e`"): labels
 * as text, values as code cut to `max`; null when the benchmark says nothing.
 */
function identityInline(suite, catalog, max = 80) {
    const pairs = catalog.find(suite.benchmark)?.identity?.(suite) ?? [];
    if (pairs.length === 0)
        return null;
    return doc_join(pairs.map(([label, v]) => doc_t `${doc_text(label, 40)} ${doc_code(v, max)}`), doc_t ` · `);
}
/** The ids, at most NAMED_IDS of them, as code: "`a`, `b`, …". */
function namedIds(ids, max = 40) {
    return doc_t `${doc_join(ids.slice(0, NAMED_IDS).map((id) => doc_code(id, max)), doc_t `, `)}${ids.length > NAMED_IDS ? doc_t `, …` : null}`;
}
function roundsTable(suite) {
    return doc_table([doc_t `round`, doc_t `input`, doc_t `passed`, doc_t `pass rate`, doc_t `survival`], suite.rounds.map((r) => [
        doc_text(r.label ?? r.id, 60),
        value(r.input, 'count'),
        value(r.passed, 'count'),
        rate(r.passed, r.input),
        rate(r.passed, suite.total),
    ]), ['l', 'r', 'r', 'r', 'r']);
}
function funnelChart(suite) {
    if (suite.rounds.length === 0)
        return [];
    return [
        chart({
            title: doc_t `${suite.id}: items surviving each round`,
            xLabels: ['items', ...suite.rounds.map((r) => r.id)],
            yLabel: 'items',
            series: [{ name: '', kind: 'bar', values: [suite.total, ...suite.rounds.map((r) => r.passed)] }],
        }),
    ];
}
function metricsTable(suite) {
    const names = Object.keys(suite.metrics);
    if (names.length === 0)
        return [];
    return [
        doc_table([doc_t `metric`, doc_t `value`, doc_t `basis`, doc_t `better`], names.map((name) => {
            const m = suite.metrics[name];
            return [doc_code(name, 60), metric(m), metricBasis(m), m.direction === 'none' ? null : doc_text(m.direction, 10)];
        }), ['l', 'r', 'r', 'l']),
    ];
}
function diagnosticsList(suite, max) {
    const shown = suite.diagnostics.filter((d) => d.severity !== 'info' || d.code === 'truncated').slice(0, max);
    if (shown.length === 0)
        return [];
    const left = suite.diagnostics.length - shown.length;
    const rows = shown.map((d) => [
        doc_text(d.severity, 10),
        doc_code(d.code, 40),
        doc_code((0,core_diagnostics/* formatDiagnostic */.xy)({ ...d, message: '' }).replace(/: $/, ''), 80),
        doc_code(d.message, 200),
    ]);
    const out = [doc_table([doc_t `severity`, doc_t `code`, doc_t `where`, doc_t `message`], rows)];
    if (left > 0)
        out.push(doc_paragraph(doc_t `…and ${left} more in results.json.`));
    return out;
}
/** A suite's final score as shown: "–" for a suite that could not be scored, whatever number it carries. */
function shownScore(suite) {
    return value(suite.status === 'error' ? null : suite.finalScore, 'score');
}
function diagnosticsBlocks(suite, opts) {
    const diags = diagnosticsList(suite, opts.maxDiagnostics ?? 10);
    return diags.length === 0 ? [] : [doc_paragraph(doc_strong(doc_t `Diagnostics:`)), ...diags];
}
async function failingItemsBlocks(suite, opts) {
    const worst = await failingItems(suite, opts.resultsDir, opts.worstItems ?? 10);
    if (worst.items.length === 0)
        return [];
    return [
        doc_paragraph(doc_t `${doc_strong(doc_t `First failing items`)} (${worst.items.length} of ${worst.failing}):`),
        doc_table([doc_t `item`, doc_t `failed round`, doc_t `reason`], worst.items.map((i) => [doc_code(i.id, 60), doc_code(i.round, 40), i.reason === null ? null : doc_code(i.reason, 160)])),
    ];
}
async function suiteSection(suite, opts) {
    const title = doc_heading(3, doc_t `${doc_code(suite.id, 60)} — ${suiteTitle(suite, opts.catalog)}`);
    if (suite.status === 'skipped')
        return [title, doc_paragraph(doc_t `Skipped in this shard.`)];
    const parts = [title];
    const run = identityInline(suite, opts.catalog);
    if (run !== null)
        parts.push(doc_paragraph(doc_t `${doc_strong(doc_t `Run:`)} ${run}`));
    parts.push(doc_paragraph(doc_t `${doc_strong(doc_t `Status:`)} ${doc_text(suite.status, 10)} · ${doc_strong(doc_t `items:`)} ${suite.total} · ${doc_strong(doc_t `could not be scored:`)} ${suite.errors} · ${doc_strong(doc_t `final score:`)} ${shownScore(suite)}`), ...usageBlocks(suite));
    // No tables of zeros when the suite could not be scored: what went wrong is in the diagnostics.
    if (suite.status === 'error')
        return [...parts, ...diagnosticsBlocks(suite, opts)];
    if (suite.rounds.length > 0)
        parts.push(roundsTable(suite), ...funnelChart(suite));
    parts.push(...metricsTable(suite));
    parts.push(...(opts.catalog.find(suite.benchmark)?.render?.(suite) ?? []));
    parts.push(...(await failingItemsBlocks(suite, opts)));
    return [...parts, ...diagnosticsBlocks(suite, opts)];
}
function summaryTable(doc, catalog) {
    return doc_table([doc_t `suite`, doc_t `benchmark`, doc_t `status`, doc_t `items`, doc_t `not scored`, doc_t `final score`], doc.suites.map((s) => [
        doc_code(s.id, 60),
        suiteTitle(s, catalog),
        doc_text(s.status, 10),
        value(s.total, 'count'),
        value(s.errors, 'count'),
        shownScore(s),
    ]), ['l', 'l', 'l', 'r', 'r', 'r']);
}
/**
 * What an interrupted run left unscored, as the reports say it: why it stopped and the suites not
 * scored; null for a whole run. A run that stopped has no headline mean (README: "no mean of the others").
 */
function interruptedRun(doc) {
    if (doc.run.incomplete !== true)
        return null;
    return { stopReason: doc.run.stopReason ?? null, pending: doc.run.pending ?? [] };
}
/** "the run stopped before it finished (interrupted by SIGINT): 1 suite not scored (`big`)". */
function interruptedWords(stopped) {
    const why = doc_t ` (${stopped.stopReason === null ? doc_t `no reason recorded` : doc_text(stopped.stopReason, 120)})`;
    if (stopped.pending.length === 0)
        return doc_t `the run stopped before it finished${why}`;
    return doc_t `the run stopped before it finished${why}: ${plural(stopped.pending.length, 'suite')} not scored (${namedIds(stopped.pending)})`;
}
/**
 * The line under the title: an interrupted run and what it left unscored; the suites that could
 * not be scored when there are any; else the mean final score.
 */
function scoreLine(doc) {
    const stopped = interruptedRun(doc);
    const { mean, scored, unscored } = documentScores(doc);
    const unscoredLine = unscored === null ? null : doc_t `${doc_strong(doc_t `${unscoredWords(unscored)}:`)} ${namedIds(unscored.ids)}`;
    if (stopped !== null)
        return doc_t `${doc_strong(doc_t `Interrupted:`)} ${interruptedWords(stopped)}${unscoredLine === null ? null : doc_t ` · ${unscoredLine}`}`;
    if (unscoredLine !== null)
        return unscoredLine;
    return doc_t `${doc_strong(doc_t `Final score:`)} ${value(mean, 'score')} (mean of ${plural(scored, 'suite')})`;
}
/** The report as blocks: the headline, the summary table, one section per suite. */
async function reportBlocks(doc, opts) {
    // The commit scored, so a push run's job summary says which: the document's, as git gave it to the run.
    const commit = doc.run.commit === null ? null : doc_t ` · ${doc_strong(doc_t `commit:`)} ${doc_code(doc.run.commit.slice(0, 12), 12)}`;
    const verdict = doc.verdict ? doc_t ` · ${doc_strong(doc_t `verdict:`)} ${doc_text(doc.verdict, 20)}` : null;
    const blocks = [
        doc_heading(2, doc_t `bench-check results`),
        doc_paragraph(doc_t `${scoreLine(doc)}${verdict}${commit}`),
        summaryTable(doc, opts.catalog),
    ];
    for (const suite of doc.suites)
        blocks.push(...(await suiteSection(suite, opts)));
    return blocks;
}
async function renderReport(doc, opts) {
    return toMarkdownFile(await reportBlocks(doc, opts));
}

;// CONCATENATED MODULE: ./src/report/text.ts
// Plain-text report for terminals: aligned columns, no markdown. Built as blocks of the typed
// document (core/doc.ts) and rendered by toTextLines, which replaces control characters (terminal
// escape sequences) in every untrusted string and names invisible ones. Numbers through
// core/numbers.ts, the same formatter as the markdown report and the PR comment.






/** Untrusted text for a terminal line (core/doc.ts terminalText); any value. */
const terminalSafe = terminalText;
const DEMO_NOTE_WORDS = doc_t `note: the bundled demo config was scored (--demo); its fixtures contain deliberately broken rows, so the error lines below are expected`;
/** Shown once when the embedded demo config was scored. */
const DEMO_NOTE = doc_terminalInline(DEMO_NOTE_WORDS);
const DEFAULT_MAX_DIAGNOSTICS = 3;
/** The diagnostics a reader sees (info is for the results document only). */
function shownDiagnostics(suite) {
    return suite.diagnostics.filter((d) => d.severity !== 'info');
}
/** Where a diagnostic points (file, line, row, field, pointer); null when it points nowhere. */
function placeOf(d) {
    if (d.file === null && d.line === null && d.row === null && d.pointer === null)
        return null;
    return JSON.stringify([d.file, d.line, d.row, d.field, d.pointer]);
}
/** What diagnosticsGroup shows: its count line and the diagnostics listed under it. */
function diagnosticsParts(suite, max) {
    const diags = shownDiagnostics(suite);
    if (diags.length === 0)
        return null;
    const errors = diags.filter((d) => d.severity === 'error');
    const others = diags.filter((d) => d.severity !== 'error');
    const errorPlaces = new Set(errors.map(placeOf).filter((p) => p !== null));
    const repeats = others.filter((d) => {
        const place = placeOf(d);
        return place !== null && errorPlaces.has(place);
    });
    const repeated = new Set(repeats);
    const unlimited = max === Number.POSITIVE_INFINITY;
    const listable = unlimited ? [...errors, ...others] : [...errors, ...others.filter((d) => !repeated.has(d))];
    const warnings = others.length === 0
        ? null
        : doc_t `${plural(others.length, 'warning')}${repeats.length > 0 && !unlimited ? doc_t ` (${repeats.length} at the place of an error, not listed)` : null}`;
    const counts = [errors.length > 0 ? plural(errors.length, 'error') : null, warnings].filter((x) => x !== null);
    const shown = listable.slice(0, max);
    const more = listable.length - shown.length;
    const countWords = counts.length === 2 ? doc_t `${counts[0]}, ${counts[1]}` : counts[0];
    const head = more > 0 ? doc_t `${countWords}; the first ${shown.length}:` : doc_t `${countWords}:`;
    const listed = shown.map((d) => doc_t `${doc_text(d.severity, 10)}: ${doc_text((0,core_diagnostics/* formatDiagnostic */.xy)(d), 400)}`);
    if ((more > 0 || repeats.length > 0) && !unlimited)
        listed.push(doc_t `… ${more > 0 ? doc_t `${more} more; ` : null}--verbose lists every one (all are in the results document)`);
    return { head, listed };
}
/**
 * A suite's errors and warnings as one group: a count line, then the first `max` (errors first),
 * then how many more there are and where. A warning at the very place of an error (a schema
 * check repeating what the scorer reported) is counted but only listed when `max` is unlimited
 * (--verbose). Empty when there are none.
 */
function text_diagnosticsBlocks(suite, max) {
    const parts = diagnosticsParts(suite, max);
    return parts === null
        ? []
        : [
            details(parts.head, parts.listed.map((l) => doc_paragraph(l))),
        ];
}
function roundsBlock(suite) {
    return doc_table([doc_t `round`, doc_t `input`, doc_t `passed`, doc_t `rate`, doc_t `survival`], suite.rounds.map((r) => [
        doc_text(r.id, 40),
        value(r.input, 'count'),
        value(r.passed, 'count'),
        rate(r.passed, r.input),
        rate(r.passed, suite.total),
    ]), ['l', 'r', 'r', 'r', 'r']);
}
function metricsBlock(suite) {
    return doc_table([doc_t `metric`, doc_t `value`, doc_t `basis`], Object.entries(suite.metrics).map(([name, m]) => [doc_text(name, 60), metric(m), metricBasis(m)]), ['l', 'r', 'r']);
}
/** A suite's body under its title line (indented by two spaces when rendered). */
function suiteBody(suite, catalog, maxDiagnostics) {
    const run = identityInline(suite, catalog);
    const out = run === null ? [] : [doc_paragraph(run)];
    if (suite.status === 'skipped')
        return [...out, doc_paragraph(doc_t `skipped in this shard`)];
    // A suite that could not be scored has no score and no rounds worth a table (not 0.00 and zeros).
    const scored = suite.status !== 'error';
    // `errors` counts items that could not be scored (a bad row), not the model's failures listed below.
    out.push(doc_paragraph(doc_t `items ${suite.total}, ${suite.errors} could not be scored, final score ${scored ? value(suite.finalScore, 'score') : doc_t `– (could not be scored)`}`), ...usageTextBlocks(suite));
    if (!scored)
        return [...out, ...text_diagnosticsBlocks(suite, maxDiagnostics)];
    if (suite.rounds.length > 0)
        out.push(roundsBlock(suite));
    if (Object.keys(suite.metrics).length > 0)
        out.push(metricsBlock(suite));
    // The benchmark's own section, as in the markdown report (the tool's aggregates beside ours).
    out.push(...(catalog.find(suite.benchmark)?.render?.(suite) ?? []));
    return [...out, ...text_diagnosticsBlocks(suite, maxDiagnostics)];
}
function suiteText(suite, catalog, maxDiagnostics) {
    const title = doc_paragraph(doc_t `${doc_text(suite.id, 60)} — ${suiteTitle(suite, catalog)} [${doc_text(suite.status, 10)}]`);
    return [...toTextLines([title]), ...toTextLines(suiteBody(suite, catalog, maxDiagnostics), '  ')];
}
/** Every suite's diagnostics, grouped per suite (for stderr when stdout carries a document). */
function renderDiagnosticsText(doc, opts = {}) {
    const max = opts.verbose === true ? Number.POSITIVE_INFINITY : (opts.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS);
    const lines = [];
    for (const suite of doc.suites) {
        const parts = diagnosticsParts(suite, max);
        if (parts === null)
            continue;
        // The suite's id heads its group; the diagnostics under it as in the report (four spaces).
        lines.push(...toTextLines([doc_paragraph(doc_t `${doc_text(suite.id, 60)}: ${parts.head}`)]), ...toTextLines(parts.listed.map((l) => doc_paragraph(l)), '    '));
    }
    if (lines.length > 0 && opts.demo === true)
        lines.unshift(DEMO_NOTE);
    return lines.length === 0 ? '' : toTextFile(lines);
}
/**
 * What the first line says after the tool: that the run stopped before it finished and the suites
 * it did not score (no mean); "2 of 3 suites could not be scored (a, b)" when a suite could not be
 * scored (never a mean of the others alone); else the mean final score.
 */
function firstLineHead(doc) {
    const stopped = interruptedRun(doc);
    const { mean, unscored } = documentScores(doc);
    const unscoredPart = unscored === null ? null : doc_t `${unscoredWords(unscored)} (${namedIds(unscored.ids)})`;
    if (stopped !== null)
        return doc_t `interrupted: ${interruptedWords(stopped)}${unscoredPart === null ? null : doc_t `; ${unscoredPart}`}`;
    return unscoredPart ?? doc_t `final score ${value(mean, 'score')}`;
}
function renderText(doc, catalog, opts = {}) {
    const max = opts.verbose === true ? Number.POSITIVE_INFINITY : (opts.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS);
    const verdict = doc.verdict ? doc_t `, verdict ${doc_text(doc.verdict, 20)}` : null;
    const head = [doc_paragraph(doc_t `bench-check ${doc_text(doc.tool.version, 20)} — ${firstLineHead(doc)}${verdict}`)];
    if (opts.demo === true)
        head.push(doc_paragraph(DEMO_NOTE_WORDS));
    const lines = toTextLines(head);
    for (const suite of doc.suites)
        lines.push('', ...suiteText(suite, catalog, max));
    return toTextFile(lines);
}

;// CONCATENATED MODULE: ./src/report/trend.ts


/** Whether the report has a history to show: one was loaded and it holds at least one run. */
function hasHistory(report) {
    return report.history !== undefined && report.history.runs.length > 0;
}
/** The suite's finalScore target when it has past values. */
function finalScoreWithHistory(s) {
    const t = s.finalScore;
    return t?.history !== undefined && t.history.values.length > 0 ? t : null;
}
const score = (v) => value(v, 'score');
/** The past values' smallest and largest, and "61.20–66.00" ("61.20" when they are equal). */
function pastRange(target) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const v of target.history.values) {
        min = Math.min(min, v.value);
        max = Math.max(max, v.value);
    }
    return { min, max, range: min === max ? score(min) : doc_t `${score(min)}–${score(max)}` };
}
const POSITION_WORD = { below: doc_t `below`, within: doc_t `within`, above: doc_t `above` };
/** Where a value falls against a range: below, within or above. */
function position(value, min, max) {
    return value < min ? 'below' : value > max ? 'above' : 'within';
}
/**
 * The overview's history cell: "12 runs: 61.20–66.00, this run 58.10 (below)"; "1 run: 61.20"
 * for one; "–" when the suite's final score has no past values.
 */
function trendSummary(s) {
    const target = finalScoreWithHistory(s);
    if (target === null)
        return doc_t `–`;
    const { min, max, range } = pastRange(target);
    const head = doc_t `${reason_words_counted(target.history.values.length, doc_t `run`)}: ${range}`;
    return target.current === null
        ? head
        : doc_t `${head}, this run ${score(target.current)} (${POSITION_WORD[position(target.current, min, max)]})`;
}
/** "median 63.10, 1.4826 × MAD 2.22": the history's centre and spread, for the suite's detail; null without them. */
function trend_spreadWords(target) {
    const h = target.history;
    if (h.median === null || h.spread === null)
        return null;
    return doc_t `median ${score(h.median)}, 1.4826 × MAD ${score(h.spread)}`;
}
/** The overview's history cell, short enough for a table column: "91.25–96.14 (12), below"; "–" without past values. */
function trendCell(s) {
    const target = finalScoreWithHistory(s);
    if (target === null)
        return doc_t `–`;
    const { min, max, range } = pastRange(target);
    const cell = doc_t `${range} (${target.history.values.length})`;
    return target.current === null ? cell : doc_t `${cell}, ${POSITION_WORD[position(target.current, min, max)]}`;
}
/** The history rule's verdict on the final score in words, or null when no `kind: history` rule addressed it. */
function ruleWords(target) {
    const h = target.history;
    if (h?.rule === undefined)
        return null;
    if (h.basis === 'history')
        return doc_t `under \`kind: history\` (k = ${h.rule.k}): ${target.reasons[0] === undefined ? null : reason(target.reasons[0], target)}`;
    const why = target.reasons.find((r) => r.kind === 'history' && r.judgement.basis !== 'history');
    return why?.kind === 'history' ? doc_t `\`kind: history\`: ${historyWords(why.judgement, target)}` : null;
}
/**
 * The suite's trend as a Mermaid chart: x = the past runs oldest first, then this run; one line
 * through the final scores (its last point is this run), a flat line at the history's median and,
 * under a `kind: history` rule with a band, a flat line at its edge. The legend is in the title.
 */
function trendChart(s) {
    const target = finalScoreWithHistory(s);
    if (target?.current == null)
        return null;
    const past = [...target.history.values].reverse().map((v) => v.value);
    const n = past.length;
    const xLabels = [...past.map((_, i) => String(i - n)), 'this run'];
    // Short series names: the legend goes into the title, which Mermaid does not wrap.
    const series = [
        { name: 'runs, last = this one', kind: 'line', values: [...past, target.current] },
    ];
    const h = target.history;
    if (h.median !== null)
        series.push({ name: 'median', kind: 'line', values: xLabels.map(() => h.median) });
    if (h.basis === 'history' && h.band !== undefined && h.median !== null) {
        const edge = target.direction === 'lower' ? h.median + h.band : h.median - h.band;
        series.push({
            name: ['edge (k = ', String(h.rule?.k ?? '?'), ')'].join(''),
            kind: 'line',
            values: xLabels.map(() => edge),
        });
    }
    return chart({
        title: doc_t `Final score`,
        xLabels,
        xTitle: 'runs ago (base branch), then this run',
        yLabel: 'final score',
        height: 300,
        series,
    });
}
/** The suite's trend for its <details>: one line of words, then (when charts are shown) the chart. */
function trendSection(s, charts) {
    const target = finalScoreWithHistory(s);
    if (target === null)
        return [];
    const words = doc_join([trendSummary(s), trend_spreadWords(target), ruleWords(target)].filter((w) => w !== null), doc_t `; `);
    const trend = charts ? trendChart(s) : null;
    return [
        doc_paragraph(doc_t `${doc_strong(doc_t `Trend of the final score`)} (base branch): ${words}`),
        ...(trend === null ? [] : [trend]),
    ];
}
/** What the history holds, for under the overview: "History: 12 runs of the base branch, 3 skipped (…)". */
function historyNote(history) {
    return doc_t `History: ${baseBranchHistoryWords(history)}.`;
}
/**
 * `bench-check history`: what the history holds, then per suite the final score's trend (runs,
 * min–max, median, 1.4826 × MAD, this run and where it falls, verdict), then every target a
 * `kind: history` rule judged with the reason. Plain text through core/doc.ts.
 */
function renderHistoryText(report, currentName) {
    const history = report.history ?? { runs: [], skipped: [] };
    const span = history.runs.length > 0
        ? doc_t `, ${doc_code(history.runs[history.runs.length - 1].createdAt, 30)} to ${doc_code(history.runs[0].createdAt, 30)}`
        : null;
    const lines = toTextLines([
        doc_paragraph(doc_t `current run: ${doc_code(currentName, 120)} (${doc_code(report.current.run.createdAt, 30)})`),
        doc_paragraph(doc_t `history: ${historyLoad(history)}${span}`),
    ]);
    lines.push(...toTextLines(history.skipped.map((s) => doc_paragraph(doc_t `left out: ${doc_code(s.id, 80)}: ${doc_text(s.why, 200)}`)), '  '));
    const NONE = doc_t `–`;
    const rows = [];
    for (const s of report.comparison.suites) {
        const target = finalScoreWithHistory(s);
        if (target === null) {
            rows.push([doc_code(s.id, 40), doc_t `0`, NONE, NONE, NONE, NONE, NONE, doc_t `no history`]);
            continue;
        }
        const { min, max, range } = pastRange(target);
        const how = target.history.rule === undefined
            ? doc_t `thresholds`
            : target.history.basis === 'history'
                ? doc_t `kind: history`
                : doc_t `thresholds, ${target.history.basis === 'no-spread' ? doc_t `no spread` : doc_t `insufficient history`}`;
        rows.push([
            doc_code(s.id, 40),
            target.history.values.length,
            range,
            target.history.median === null ? NONE : score(target.history.median),
            target.history.spread === null ? NONE : score(target.history.spread),
            target.current === null ? NONE : score(target.current),
            target.current === null ? NONE : POSITION_WORD[position(target.current, min, max)],
            doc_t `${TARGET_WORD[target.verdict]} (${how})`,
        ]);
    }
    const header = [
        doc_t `suite`,
        doc_t `runs`,
        doc_t `min–max`,
        doc_t `median`,
        doc_t `1.4826×MAD`,
        doc_t `this run`,
        doc_t `where`,
        doc_t `final score verdict`,
    ];
    lines.push('', ...toTextLines([doc_table(header, rows, ['l', 'r', 'l', 'r', 'r', 'r', 'l', 'l'])], '  '));
    const judged = report.comparison.suites.flatMap((s) => s.targets.filter((target) => target.history?.rule !== undefined).map((target) => ({ s, target })));
    if (judged.length > 0) {
        lines.push('', 'kind: history rules:');
        lines.push(...toTextLines(judged.map(({ s, target }) => doc_paragraph(doc_t `${doc_code(s.id, 40)} · ${target.kind === 'round' ? doc_t `round ` : null}${doc_code(target.id, 60)}: ${TARGET_WORD[target.verdict]}${target.reasons.length === 0 ? null : doc_t ` — ${doc_join(reasons(target), doc_t `; `)}`}`)), '  '));
    }
    return [...lines, ''].join('\n');
}

;// CONCATENATED MODULE: ./src/report/comment-head.ts






const comment_head_HTTPS_URL = /^https:\/\/[^\s()<>]+$/;
function comment_head_httpsUrl(url) {
    return url !== null && url !== undefined && comment_head_HTTPS_URL.test(url) ? url : null;
}
/** A target's value for a markdown cell, with the (untrusted) unit of a quantity. */
function valueCell(target, v) {
    return value(v, target.display.kind, target.display.unit);
}
function deltaCell(target) {
    return delta(target.delta, target.display.kind, target.display.unit);
}
function suiteWords(s) {
    return outcomeWords(s.outcome);
}
/** How many suite ids the verdict line names before it counts the rest. */
const NAMED_IN_HEADLINE = 5;
/** "`a`, `b`, … (12)": the first few ids as code. */
function comment_head_namedIds(ids) {
    const shown = ids.slice(0, NAMED_IN_HEADLINE).map((id) => doc_code(id, 40));
    return doc_t `${doc_join(shown, doc_t `, `)}${ids.length > NAMED_IN_HEADLINE ? doc_t `, … (${ids.length})` : null}`;
}
/** A commit as the reports show it: its first 12 characters as code. */
function commitCode(sha) {
    return doc_code(sha.slice(0, 12), 12);
}
/**
 * The heading: icon and verdict; first what must not be missed (suites that could not be scored,
 * suites of the baseline this run lacks, a run that measured nothing), then per-suite counts, the
 * commit scored and the run.
 */
function verdictLine(input, scored = null) {
    const { comparison: c } = input;
    const parts = [];
    if (c.run.unscored !== null)
        parts.push(unscored(c.run.unscored));
    if (c.run.removed.length > 0)
        parts.push(doc_t `${removed(c.run.removed.length)}: ${comment_head_namedIds(c.run.removed)}`);
    if (c.run.scoredNothing)
        parts.push(NO_SUITE_SCORED_WORDS);
    const counts = new Map();
    for (const s of c.suites)
        if (s.state === 'compared')
            counts.set(s.outcome, (counts.get(s.outcome) ?? 0) + 1);
    const count = (v) => counts.get(v) ?? 0;
    parts.push(...suiteOutcomeCounts(c.suites.length, count));
    const ungated = c.run.ungated.length + c.suites.filter((s) => s.state === 'new').length;
    parts.push(doc_t `${ungated} not gated`);
    if (input.incomplete)
        parts.push(RUN_DID_NOT_FINISH);
    if (input.baselineFailed === true)
        parts.push(BASELINE_NOT_LOADED);
    else if (!c.hasBaseline)
        parts.push(noBaselineWords(input.onMissingBaseline));
    // An empty SHA from the workflow counts as none: the document's own commit is shown instead.
    const sha = scored?.sha || input.current.run.commit;
    if (sha !== null && sha !== '')
        parts.push(doc_t `commit ${commitCode(sha)}`);
    const url = comment_head_httpsUrl(scored?.runUrl);
    if (url !== null)
        parts.push(doc_link(url, doc_t `workflow run`));
    return doc_markdownBlock(doc_heading(3, doc_t `${RUN_VERDICT_ICON[c.verdict]} bench-check: ${doc_strong(RUN_VERDICT_NAME[c.verdict])} · ${doc_join(parts, doc_t ` · `)}`));
}
/** The baseline the run was compared with (or why there is none), with its notes and warnings as quoted lines. */
function provenanceBlock(input) {
    if (input.baseline === null && input.baselineFailed === true) {
        const why = input.missingBaseline === null ? doc_t `unknown cause` : doc_text(input.missingBaseline, 600);
        return doc_markdownBlock(doc_paragraph(doc_t `${doc_strong(doc_t `The baseline could not be loaded:`)} ${why}. Nothing was compared, so this run has no verdict: fix the baseline (or the lookup) and run again.`));
    }
    if (input.baseline === null) {
        const why = input.missingBaseline === null ? doc_t `no baseline was found` : doc_text(input.missingBaseline, 600);
        return doc_markdownBlock(doc_paragraph(doc_t `${doc_strong(doc_t `No baseline:`)} ${why}. Nothing was compared; only absolute \`min\`/\`max\` rules were checked. Add one with \`bench-check baseline update --from results.json --reason "…"\` or use \`baseline: artifact\`.`));
    }
    const p = input.baseline.provenance;
    const bits = [
        doc_t `${doc_strong(doc_t `Baseline:`)} ${p.source === 'artifact' ? doc_t `artifact ${doc_code(p.location, 80)}` : doc_code(p.location, 120)}`,
    ];
    if (p.commit !== null)
        bits.push(doc_t `commit ${commitCode(p.commit)}`);
    bits.push(p.ageDays !== null ? doc_t `${reason_words_counted(p.ageDays, doc_t `day`)} old` : doc_t `created ${doc_code(p.createdAt, 30)}`);
    if (p.run)
        bits.push(doc_t `run ${p.run.id} (${doc_text(p.run.event, 30)} on ${p.run.branch === null ? doc_code('?') : doc_code(p.run.branch, 60)}, ${doc_code(p.run.sha, 40)})`);
    const runUrl = comment_head_httpsUrl(p.runUrl);
    if (runUrl !== null)
        bits.push(doc_link(runUrl, doc_t `workflow run`));
    if (p.reason !== null)
        bits.push(doc_t `updated because: ${doc_text(p.reason, 200)}`);
    const warnings = [
        ...(p.notes ?? []).map((note) => doc_t `ℹ️ ${doc_text(note, 400)}`),
        ...input.baseline.warnings.map((w) => doc_t `⚠️ ${doc_text(w, 400)}`),
    ];
    const line = doc_markdownBlock(doc_paragraph(doc_join(bits, doc_t ` · `)));
    return warnings.length === 0 ? line : joinMarkdown([line, doc_markdownBlock(doc_quote(...warnings))], '\n');
}
const OVERVIEW_HEADER = [
    doc_t `suite`,
    doc_t `benchmark`,
    doc_t `final score`,
    doc_t `baseline`,
    doc_t `Δ`,
    doc_t `verdict`,
    doc_t `n`,
    doc_t `gated`,
];
/** "Title · task": the catalog's title (or the document's benchmark id) and the document's task. */
function benchmarkTitle(s, catalog) {
    const title = doc_text(catalog.find(s.benchmark)?.title ?? s.benchmark, 40);
    return s.task ? doc_t `${title} · ${doc_text(s.task, 40)}` : title;
}
/**
 * One row per suite (of `suites`, default all compared): final score against the baseline,
 * verdict, items and whether the gate tested it.
 */
function overviewTable(input, catalog, suites = input.comparison.suites) {
    const rows = suites.map((s) => [
        doc_code(s.id, 60),
        benchmarkTitle(s, catalog),
        value(s.score.current, 'score'),
        value(s.score.baseline, 'score'),
        delta(s.score.delta, 'score'),
        suiteWords(s),
        value(s.items, 'count'),
        gatedWords(s.gating),
    ]);
    const header = [...OVERVIEW_HEADER];
    const align = ['l', 'l', 'r', 'r', 'r', 'l', 'r', 'l'];
    const notes = [];
    // What the suites cost: a last column and the notes saying why a cell has no cost, only when a suite has usage.
    if (anyUsage(input.comparison.suites)) {
        header.push(doc_t `cost per item (Δ)`, doc_t `cost in all`);
        align.push('r', 'r');
        const why = [];
        suites.forEach((s, i) => {
            const { perItem, total, note } = costCells(s);
            rows[i].push(perItem, total);
            if (note !== null)
                why.push(note);
        });
        if (why.length > 0)
            notes.push(doc_markdownBlock(doc_paragraph(doc_t `${doc_strong(doc_t `Without a cost:`)} ${doc_join(why, doc_t `; `)}.`)));
    }
    // The base branch's history: a column after Δ and a note, only when one was loaded.
    if (hasHistory(input)) {
        header.splice(5, 0, doc_t `history (runs), this run`);
        align.splice(5, 0, 'l');
        suites.forEach((s, i) => rows[i].splice(5, 0, trendCell(s)));
        notes.push(doc_markdownBlock(doc_paragraph(historyNote(input.history))));
    }
    return joinMarkdown([doc_markdownBlock(doc_table(header, rows, align)), ...notes]);
}
/** Every suite's regressed targets, then its possibly regressed ones (the comment's and the terminal's regressions). */
function regressedTargets(c) {
    const found = [];
    for (const verdict of REGRESSION_VERDICTS) {
        for (const s of c.suites)
            for (const target of s.targets)
                if (target.verdict === verdict)
                    found.push({ s, t: target });
    }
    return found;
}
/**
 * Regressed and possibly regressed targets of every suite, regressed first (the first `limit`
 * of them): `#### Regressions`, then the table. The last thing the comment's budget touches (comment.ts).
 */
function regressionsTable(c, limit = Number.POSITIVE_INFINITY) {
    const rows = regressedTargets(c).slice(0, limit);
    if (rows.length === 0)
        return joinMarkdown([]);
    const regressions = doc_table([null, doc_t `suite · target`, doc_t `baseline → current`, doc_t `Δ`, doc_t `why`], rows.map(({ s, t: target }) => [
        verdictIcon(target.verdict),
        doc_t `${doc_code(s.id, 60)} · ${target.kind === 'round' ? doc_t `round ` : null}${doc_code(target.id, 60)}`,
        doc_t `${valueCell(target, target.baseline)} → ${valueCell(target, target.current)}`,
        deltaCell(target),
        doc_join(reasons(target), doc_t `; `),
    ]), ['c', 'l', 'r', 'r', 'l']);
    return joinMarkdown([doc_markdownBlock(doc_heading(4, doc_t `Regressions`)), doc_markdownBlock(regressions)]);
}
/** The α of the gate for the legend. */
function alphaText(c) {
    return figure(fixed(c.alpha, 3));
}

;// CONCATENATED MODULE: ./src/report/comparison-text.ts




function targetName(target) {
    if (target.kind === 'round')
        return doc_t `round ${doc_code(target.id, 50)}`;
    if (target.id === 'finalScore')
        return doc_t `final score`;
    return doc_code(target.id, 60);
}
/** The overview's last column: the suite's verdict, or why it was not gated (the gate's facts, the comment's words). */
function comparison_text_suiteVerdict(s) {
    if (s.state === 'error')
        return doc_t `error: could not be scored, not gated`;
    if (s.state === 'skipped')
        return doc_t `skipped in this shard, not gated`;
    if (s.state === 'removed')
        return doc_t `removed: not in this run`;
    if (s.state === 'new')
        return s.gating.why?.kind === 'new' ? doc_t `new: not in the baseline, not gated` : doc_t `not gated: no baseline`;
    const why = s.gating.why === null ? null : ungatedWords(s.gating.why);
    if (s.gating.gated === 'no')
        return doc_t `not gated: ${why}`;
    const bits = verdictCounts(s.targets.map((target) => target.verdict));
    if (bits.length === 0)
        bits.push(doc_t `unchanged`);
    if (s.gating.gated === 'partly')
        bits.push(doc_t `${s.gating.untested} of ${s.gating.targets} targets not gated (${why})`);
    return doc_join(bits, doc_t `, `);
}
function overview(report) {
    return doc_table([doc_t `suite`, doc_t `final score`, doc_t `baseline`, doc_t `Δ`, doc_t `verdict`], report.comparison.suites.map((s) => [
        doc_code(s.id, 40),
        value(s.score.current, 'score'),
        value(s.score.baseline, 'score'),
        delta(s.score.delta, 'score'),
        comparison_text_suiteVerdict(s),
    ]), ['l', 'r', 'r', 'r', 'l']);
}
function countsLine(report) {
    const c = report.comparison;
    const verdicts = c.suites.flatMap((s) => s.targets.map((target) => target.verdict));
    const bits = verdictCounts(verdicts);
    // A run passes only when no target regressed or warned (run-outcome.ts runVerdict).
    if (c.verdict === 'pass')
        bits.unshift(doc_t `no regressions`);
    if (c.run.unscored !== null)
        bits.unshift(unscored(c.run.unscored));
    const gone = c.run.removed;
    if (gone.length > 0)
        bits.push(doc_t `${removed(gone.length)} (${doc_join(gone.slice(0, 5).map((id) => doc_code(id, 40)), doc_t `, `)}${gone.length > 5 ? doc_t `, …` : null})`);
    if (c.run.scoredNothing)
        bits.push(NO_SUITE_SCORED_WORDS);
    if (c.run.ungated.length > 0)
        bits.push(doc_t `${c.run.ungated.length} of ${c.suites.length} suites not gated`);
    if (report.incomplete)
        bits.push(RUN_DID_NOT_FINISH);
    if (report.baselineFailed === true)
        bits.push(BASELINE_NOT_LOADED);
    else if (!c.hasBaseline)
        bits.push(noBaselineWords(report.onMissingBaseline));
    return bits.length > 0 ? doc_join(bits, doc_t `, `) : doc_t `nothing compared`;
}
function baselineLine(report) {
    if (report.baseline === null) {
        const why = report.missingBaseline === null ? doc_t `no baseline was found` : doc_text(report.missingBaseline, 300);
        return report.baselineFailed === true
            ? doc_t `baseline: could not be loaded: ${why}`
            : doc_t `baseline: none (${why}); only absolute min/max rules were checked`;
    }
    const p = report.baseline.provenance;
    const bits = [doc_t `baseline: ${doc_code(p.location, 120)}`];
    if (p.commit !== null)
        bits.push(doc_t `commit ${doc_code(p.commit.slice(0, 12), 12)}`);
    bits.push(doc_t `created ${doc_code(p.createdAt, 30)}`);
    if (p.ageDays !== null)
        bits.push(doc_t `${reason_words_counted(p.ageDays, doc_t `day`)} old`);
    return doc_join(bits, doc_t `, `);
}
/** Regressed targets first, then possible regressions, each with its numbers and the reason. */
function regressions(report) {
    const found = regressedTargets(report.comparison);
    if (found.length === 0)
        return [];
    const rows = found.map(({ s, t: target }) => {
        const { kind, unit } = target.display;
        return [
            doc_code(s.id, 40),
            targetName(target),
            value(target.baseline, kind, unit),
            value(target.current, kind, unit),
            delta(target.delta, kind, unit),
            TARGET_WORD[target.verdict],
        ];
    });
    const lines = toTextLines([doc_table([doc_t `suite`, doc_t `target`, doc_t `baseline`, doc_t `current`, doc_t `Δ`, doc_t `verdict`], rows, ['l', 'l', 'r', 'r', 'r', 'l'])], '  ');
    // Each target's row, then the line that says why.
    const out = [...toTextLines([doc_paragraph(doc_t `regressions (${found.length}):`)]), lines[0]];
    found.forEach(({ t: target }, i) => {
        out.push(lines[i + 1]);
        out.push(...toTextLines([doc_paragraph(doc_t `why: ${terminalReason(target, report.comparison.alpha)}`)], '      '));
    });
    return out;
}
/**
 * The comparison for a terminal: a verdict line, the baseline, the overview (one line per suite),
 * the regressions with their reasons, and the verdict again as the last line (what a reader of a
 * long log sees first).
 */
function renderComparisonText(report, opts = {}) {
    const c = report.comparison;
    const family = familyWords(c);
    const tests = doc_t `one-sided tests at α = ${alphaWords(c.alpha)}${family === null ? null : doc_t `, ${family}`}`;
    const lines = toTextLines([doc_paragraph(doc_t `comparison with the baseline (${tests}; ${gatingRule(c.minItems)})`)]);
    const notes = [doc_paragraph(baselineLine(report))];
    for (const w of report.baseline?.warnings ?? [])
        notes.push(doc_paragraph(doc_t `warning: ${doc_text(w, 300)}`));
    if (hasHistory(report))
        notes.push(doc_paragraph(doc_t `history: ${baseBranchHistoryWords(report.history)}`));
    lines.push(...toTextLines(notes, '  '));
    if (opts.overview !== false && c.suites.length > 0)
        lines.push('', ...toTextLines([overview(report)], '  '));
    // The base branch's history of each suite's final score, only when there is one.
    if (opts.overview !== false && hasHistory(report)) {
        lines.push('', ...toTextLines([doc_paragraph(doc_t `final score over the base branch history:`)], '  '), ...toTextLines([
            doc_table([null, null], c.suites.map((s) => [doc_code(s.id, 40), trendSummary(s)])),
        ], '    ').slice(1));
    }
    const regressed = regressions(report);
    if (regressed.length > 0)
        lines.push('', ...regressed);
    lines.push('', ...toTextLines([doc_paragraph(doc_t `verdict: ${RUN_VERDICT_WORD[c.verdict]} — ${countsLine(report)}`)]));
    return [...lines, ''].join('\n');
}

;// CONCATENATED MODULE: ./src/report/comment-suite.ts







function isPassing(s) {
    return s.verdict === 'skipped' || (s.verdict !== 'error' && VERDICTS[s.verdict].passing);
}
const NONE = doc_t `–`;
function roundsBlocks(suite, s) {
    const rounds = s.targets.filter((target) => target.kind === 'round');
    if (rounds.length === 0)
        return [];
    const rows = doc_table([doc_t `round`, doc_t `input`, doc_t `passed`, doc_t `pass rate`, doc_t `survival`, doc_t `Δ`, doc_t `test`, doc_t `verdict`], rounds.map((target) => [
        doc_text(target.label, 60),
        target.round ? value(target.round.input, 'count') : NONE,
        target.round ? value(target.round.passed, 'count') : NONE,
        target.round ? rate(target.round.passed, target.round.input) : NONE,
        repeatCell(target, 'current'),
        deltaCell(target),
        testWords(target) ?? NONE,
        targetWords(target),
    ]), ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l']);
    if (suite === undefined)
        return [rows];
    return [
        rows,
        doc_paragraph(doc_t `${suite.total} items, ${suite.errors} could not be scored. Survival: passed / all items; Δ in percentage points.`),
    ];
}
/** A side's value; with repeats on both sides, their mean ± the 95 % t interval's half-width and n. */
function repeatCell(target, side) {
    if (target.repeats === undefined)
        return valueCell(target, target[side]);
    return spread(target.repeats[side], target.display.kind, target.display.unit);
}
const DIRECTION_WORD = Object.freeze(Object.assign(Object.create(null), {
    higher: doc_t `higher`,
    lower: doc_t `lower`,
}));
function metricsBlocks(s, unchangedMetrics) {
    const all = s.targets.filter((target) => target.kind === 'metric' && target.id !== 'finalScore');
    const shown = all.filter((target) => unchangedMetrics ||
        (target.verdict !== 'unchanged' && !(VERDICTS[target.verdict].untested && target.delta === 0)));
    const hidden = all.length - shown.length;
    const note = hidden > 0 ? [doc_paragraph(doc_t `${reason_words_counted(hidden, doc_t `unchanged metric`)} not shown.`)] : [];
    if (shown.length === 0)
        return note;
    // The test column only where a metric was tested on repeats or on its items' values (the usage
    // metrics); the rate metrics' p stays in the reasons.
    const tests = shown.some((target) => target.repeats !== undefined || target.itemValues !== undefined);
    const row = (target) => [
        doc_code(target.id, 60),
        DIRECTION_WORD[target.direction] ?? doc_text(target.direction, 10),
        repeatCell(target, 'baseline'),
        repeatCell(target, 'current'),
        deltaCell(target),
        ...(tests ? [testWords(target) ?? NONE] : []),
        targetWords(target),
    ];
    const header = [doc_t `metric`, doc_t `better`, doc_t `baseline`, doc_t `current`, doc_t `Δ`, ...(tests ? [doc_t `test`] : []), doc_t `verdict`];
    return [doc_table(header, shown.map(row), ['l', 'l', 'r', 'r', 'r', ...(tests ? ['l'] : []), 'l']), ...note];
}
function funnel(suite, base) {
    if (suite.rounds.length === 0)
        return null;
    const survival = (s) => {
        const byId = new Map();
        for (const r of s.rounds)
            if (!byId.has(r.id))
                byId.set(r.id, r.passed);
        return [
            100,
            ...suite.rounds.map((r) => {
                const passed = byId.get(r.id);
                return passed !== undefined && s.total > 0 ? (100 * passed) / s.total : 0;
            }),
        ];
    };
    return chart({
        title: doc_t `Survival per round (% of items)`,
        // Round ids are shown inside the chart only; the chart module quotes and shortens them.
        xLabels: ['all', ...suite.rounds.map((r) => r.id)],
        yLabel: '% of items',
        yMax: 100,
        height: 300,
        series: [
            { name: 'this run', kind: 'bar', values: survival(suite) },
            ...(base ? [{ name: 'baseline', kind: 'line', values: survival(base) }] : []),
        ],
    });
}
function worstItems(s) {
    if (s.worst.length === 0)
        return [];
    const anyNew = s.worst.some((w) => w.newlyFailing);
    const shown = s.worst.length;
    const failing = s.failingItems ?? shown;
    const header = anyNew
        ? [doc_t `item`, doc_t `failed round`, doc_t `newly failing`, doc_t `reason`]
        : [doc_t `item`, doc_t `failed round`, doc_t `reason`];
    return [
        doc_paragraph(doc_t `${doc_strong(doc_t `Worst items`)} (${shown} of ${failing} failing${anyNew ? doc_t `; newly failing first` : null}):`),
        doc_table(header, s.worst.map((w) => {
            const cells = [doc_code(w.id, 60), w.failedRound === null ? NONE : doc_code(w.failedRound, 40)];
            if (anyNew)
                cells.push(w.newlyFailing ? doc_t `yes` : null);
            cells.push(w.reason === null ? null : doc_code(w.reason, 160));
            return cells;
        })),
    ];
}
/** The summary line of a suite's <details>: id, benchmark, task, the run it came from, verdict, final score. */
function summaryLine(s, catalog) {
    const title = catalog.find(s.benchmark)?.title;
    const suite = s.docs.current;
    const run = suite === undefined ? null : identityInline(suite, catalog, 40);
    const { current: score, delta: change } = s.score;
    const scoreText = score === null
        ? null
        : doc_t ` · final score ${value(score, 'score')}${change !== null ? doc_t ` (Δ ${delta(change, 'score')})` : null}`;
    return doc_t `${doc_code(s.id, 60)} · ${title === undefined ? doc_code(s.benchmark, 40) : doc_text(title, 60)}${s.task ? doc_t ` · ${doc_code(s.task, 40)}` : null}${run === null ? null : doc_t ` · ${run}`} — ${suiteWords(s)}${scoreText}`;
}
const always = () => true;
/** The suite's blocks, every variant rendered once; `base`: the baseline's suite for the funnel chart. */
function suiteParts(s, base, catalog) {
    const suite = s.docs.current;
    if (s.state === 'error')
        return [
            {
                markdown: doc_markdownBlock(doc_paragraph(doc_t `The suite could not be scored: see the diagnostics in the job summary and the annotations.`)),
                shown: always,
            },
        ];
    if (s.state === 'skipped')
        return [{ markdown: doc_markdownBlock(doc_paragraph(doc_t `Skipped (not in this shard).`)), shown: always }];
    const parts = [];
    const add = (blocks, shown = always) => {
        const markdown = toMarkdown(blocks);
        if (markdown !== '')
            parts.push({ markdown, shown });
    };
    const fs = s.finalScore;
    const finalScore = doc_strong(doc_t `Final score:`);
    if (fs !== null) {
        const against = fs.baseline !== null
            ? doc_t ` (baseline ${repeatCell(fs, 'baseline')}, Δ ${deltaCell(fs)}${fs.p !== null ? doc_t `, ${testWords(fs)}` : null})`
            : null;
        add([doc_paragraph(doc_t `${finalScore} ${repeatCell(fs, 'current')}${against} — ${targetWords(fs)}`)]);
    }
    else if (suite !== undefined)
        add([doc_paragraph(doc_t `${finalScore} ${value(s.score.current, 'score')}`)]);
    // What the run cost (live provider calls), next to the score it bought.
    if (suite !== undefined)
        for (const block of usageBlocks(suite))
            add([block]);
    add(roundsBlocks(suite, s), (d) => d.passingRounds || !isPassing(s));
    add(metricsBlocks(s, true), (d) => d.unchangedMetrics);
    add(metricsBlocks(s, false), (d) => !d.unchangedMetrics);
    // The final score over the base branch's past runs: words always, the chart with the charts.
    add(trendSection(s, true), (d) => d.charts);
    add(trendSection(s, false), (d) => !d.charts);
    if (suite !== undefined) {
        const survival = funnel(suite, base);
        if (survival !== null)
            add([survival], (d) => d.charts);
        add(catalog.find(suite.benchmark)?.render?.(suite) ?? [], (d) => d.charts);
    }
    add(worstItems(s), (d) => d.worstItems);
    return parts;
}
function comment_suite_suiteSection(s, catalog) {
    // The funnel's baseline line only for a compared suite.
    const chartBase = s.state === 'compared' ? s.docs.baseline : undefined;
    const summary = markdownInline(summaryLine(s, catalog), 'summary');
    return { summary, frame: detailsMarkdown(summary, []).length, parts: suiteParts(s, chartBase, catalog) };
}
/** Between two body parts (core/doc.ts joins blocks with a blank line). */
const SEP = 2;
/** The section's length at a detail level, without rendering it. */
function sectionLength(section, detail) {
    let length = section.frame;
    let shown = 0;
    for (const p of section.parts) {
        if (!p.shown(detail))
            continue;
        length += p.markdown.length;
        shown += 1;
    }
    return length + Math.max(0, shown - 1) * SEP;
}
/** The section at a detail level. */
function sectionText(section, detail) {
    return detailsMarkdown(section.summary, section.parts.filter((p) => p.shown(detail)).map((p) => p.markdown));
}

;// CONCATENATED MODULE: ./src/report/comment.ts







/** GitHub rejects comment bodies over 65 536 characters; keep a margin. */
const COMMENT_BUDGET = 60_000;
/** The job summary is limited to 1 MiB per step. */
const SUMMARY_BUDGET = 1_000_000;
/** The hidden first line of the comment, by which the next run finds it (core/doc.ts `marker`). */
function commentMarker(key, verdictHash) {
    return doc_markdownBlock(marker(key, verdictHash));
}
/** The verdict hash stored in an existing comment's marker (the whole first line), or null when it has none for this key. */
function parseMarker(body, key) {
    const m = new RegExp(['^<!-- bench-check:', markerKey(key).replace(/\./g, '\\.'), ' verdicts:([0-9a-f]+) -->(?:\r?\n|$)'].join('')).exec(body);
    return m === null ? null : { verdictHash: m[1] };
}
/** How much of each suite to show; the levels drop detail in gate.md's order. */
const DETAILS = [
    { worstItems: true, charts: true, unchangedMetrics: true, passingRounds: true, suites: true },
    { worstItems: false, charts: true, unchangedMetrics: true, passingRounds: true, suites: true },
    { worstItems: false, charts: false, unchangedMetrics: true, passingRounds: true, suites: true },
    { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: true, suites: true },
    { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: false, suites: true },
    { worstItems: false, charts: false, unchangedMetrics: false, passingRounds: false, suites: false },
];
const NO_SUITES = DETAILS[DETAILS.length - 1];
/** The levels in the order they are tried: detail first, then overview rows; the regressions table is cut only after the last. */
const LEVELS = [
    ...DETAILS.map((detail) => ({ detail, overview: 'all' })),
    { detail: NO_SUITES, overview: 'attention' },
    { detail: NO_SUITES, overview: 'none' },
];
const DROPPED = [
    ['worstItems', doc_t `worst items`],
    ['charts', doc_t `charts`],
    ['unchangedMetrics', doc_t `unchanged metrics`],
    ['passingRounds', doc_t `round detail of passing suites`],
    ['suites', doc_t `per-suite sections`],
];
/** A suite needs a reader's attention: it regressed (or may have), could not be scored, or was removed. */
function needsAttention(s) {
    const o = s.outcome;
    return o === 'error' || (o !== 'skipped' && o !== 'changed' && VERDICTS[o].attention);
}
/** The legend's words for tests on repeats and the run's adjustment, only where they apply. */
function testsLegend(c) {
    const repeats = c.suites.some((s) => s.targets.some((target) => target.repeats !== undefined))
        ? doc_t `; ${REPEATS_LEGEND}`
        : null;
    const family = familyWords(c);
    return doc_t `${repeats}${family === null ? null : doc_t `; ${family}`}`;
}
/** The legend's words for `kind: history` targets, only when one was judged by its history. */
function historyLegend(input) {
    const judged = input.comparison.suites.some((s) => s.targets.some((target) => target.history?.basis === 'history'));
    return judged
        ? doc_t `, or under \`kind: history\` by their distance from the base branch's median in units of 1.4826 × MAD`
        : null;
}
function prepare(input, catalog, scored) {
    const c = input.comparison;
    const head = [verdictLine(input, scored)];
    if (input.incomplete)
        head.push(doc_markdownBlock(doc_paragraph(doc_t `${doc_strong(doc_t `This run did not finish:`)} ${runFailure(input.incomplete)}. Its verdict is \`error\`; the suites it did score are shown below.`)));
    head.push(provenanceBlock(input));
    const overview = { all: NOTHING, attention: NOTHING, none: NOTHING };
    if (c.suites.length > 0) {
        overview.all = overviewTable(input, catalog);
        const shown = c.suites.filter(needsAttention);
        const hidden = c.suites.length - shown.length;
        const note = doc_t `${reason_words_counted(hidden, doc_t `suite`)} without a regression, an error or a removal ${hidden === 1 ? doc_t `is` : doc_t `are`} not listed.`;
        overview.attention =
            hidden === 0
                ? overview.all
                : shown.length === 0
                    ? doc_markdownBlock(doc_paragraph(doc_t `${doc_strong(doc_t `Overview:`)} ${note}`))
                    : joinMarkdown([overviewTable(input, catalog, shown), doc_markdownBlock(doc_paragraph(note))]);
    }
    return {
        head,
        overview,
        cost: runUsageBlock(input),
        regressions: regressionLines(regressionsTable(c)),
        sections: c.suites.map((s) => comment_suite_suiteSection(s, catalog)),
        legend: doc_markdownBlock(doc_paragraph(small(doc_t `Rounds are compared by survival rate (passed / all items) with a one-sided test at α = ${alphaText(c)}; metrics and final scores by their thresholds${historyLegend(input)}${testsLegend(c)}. Gated: ${gatingRule(c.minItems)}. Verdict hash ${doc_code(c.verdictHash)}.`))),
    };
}
const NOTHING = joinMarkdown([]);
/** The run's live provider calls and its cost, over all suites; null when no suite has either. */
function runUsageBlock(input) {
    const suites = input.current.suites;
    const total = (0,results_usage/* sumUsage */.Rl)(suites.map((s) => s.usage));
    const calls = total === undefined ? null : callsInline(total);
    const cost = runCostInline(suites);
    if (calls === null && cost === null)
        return null;
    const costWords = cost === null ? null : doc_t `cost ${cost}`;
    const line = calls === null
        ? doc_t `${doc_strong(doc_t `Cost`)} (all suites): ${cost}`
        : doc_t `${doc_strong(doc_t `Live provider calls`)} (all suites): ${calls}${costWords === null ? null : doc_t ` · ${costWords}`}`;
    return doc_markdownBlock(doc_paragraph(line));
}
/**
 * The regressions' title and table as lines (the title, the header, the separator, one line per
 * target), so that the fitting can keep the first rows without rendering the table again; none
 * without regressions. A table row is one line of core/doc.ts's rendering, escaped as a whole.
 */
function regressionLines(rendered) {
    if (rendered === '')
        return [];
    const [title, , ...rest] = markdownLines(rendered);
    return [title, ...rest];
}
/** Where the full report is, for the notes. */
function whereFull(opts) {
    const url = comment_head_httpsUrl(opts.fullReportUrl);
    return url !== null ? doc_t `the ${doc_link(url, doc_t `job summary`)}` : doc_t `the job summary of this run`;
}
/** The regressions table with its first `rows` rows (all when undefined), as one block; the title alone for none. */
function regressionsBlock(p, rows) {
    if (p.regressions.length === 0)
        return NOTHING;
    const [title, header, sep, ...all] = p.regressions;
    if (rows === 0)
        return title;
    const table = joinMarkdown([header, sep, ...(rows === undefined ? all : all.slice(0, rows))], '\n');
    return joinMarkdown([title, table]);
}
/** The blocks above the suite sections at a level (the regressions table whole, or cut to `rows`). */
function headBlocks(p, opts, hidden, level, rows) {
    const { detail, overview } = LEVELS[level];
    const blocks = hidden === null ? [...p.head] : [hidden, ...p.head];
    const html = comment_head_httpsUrl(opts.htmlReportUrl);
    if (html !== null)
        blocks.push(doc_markdownBlock(doc_paragraph(doc_t `${doc_link(html, doc_t `HTML report`)}: every item against the baseline, flipped first.`)));
    if (level > 0) {
        const dropped = DROPPED.filter(([key]) => !detail[key]).map(([, what]) => what);
        if (overview === 'attention' && p.overview.attention !== p.overview.all)
            dropped.push(doc_t `overview rows of the other suites`);
        if (overview === 'none' && p.overview.all !== '')
            dropped.push(doc_t `the overview table`);
        blocks.push(doc_markdownBlock(doc_quote(doc_t `Left out to fit GitHub's comment size limit: ${doc_join(dropped, doc_t `, `)}. The full report is in ${whereFull(opts)}.`)));
    }
    if (p.overview[overview] !== '')
        blocks.push(p.overview[overview]);
    if (p.cost !== null)
        blocks.push(p.cost);
    const regressions = regressionsBlock(p, rows);
    if (regressions !== '')
        blocks.push(regressions);
    const total = p.regressions.length - 3;
    if (rows !== undefined && rows < total) {
        const more = rows === 0 ? reason_words_counted(total, doc_t `regression`) : reason_words_counted(total - rows, doc_t `more regression`, doc_t `more regressions`);
        blocks.push(doc_markdownBlock(doc_paragraph(doc_t `${doc_strong(doc_t `${more} not shown`)} (of ${total}; regressed first). Every one is in ${whereFull(opts)}.`)));
    }
    return blocks;
}
const comment_SEP = 2;
/** The length of `[...blocks, ...sections, legend].join('\n\n') + '\n'`, counted without building it. */
function lengthOf(blocks, p, detail) {
    let length = p.legend.length + 1;
    let count = 1;
    for (const b of blocks) {
        length += b.length;
        count += 1;
    }
    if (detail.suites) {
        for (const section of p.sections)
            length += sectionLength(section, detail);
        count += p.sections.length;
    }
    return length + (count - 1) * comment_SEP;
}
function build(blocks, p, detail) {
    const body = detail.suites ? p.sections.map((section) => sectionText(section, detail)) : [];
    return doc_markdownFile([...blocks, ...body, p.legend]);
}
/** The prepared report fitted into opts.budget (see renderComparisonReport). */
function fit(p, opts, hidden) {
    for (let level = 0; level < LEVELS.length; level++) {
        const blocks = headBlocks(p, opts, hidden, level);
        if (lengthOf(blocks, p, LEVELS[level].detail) <= opts.budget)
            return build(blocks, p, LEVELS[level].detail);
    }
    // Last: as many regressions rows as fit (a binary search: the length grows with the rows), and how many more there are.
    const last = LEVELS.length - 1;
    const fits = (rows) => lengthOf(headBlocks(p, opts, hidden, last, rows), p, NO_SUITES) <= opts.budget;
    let low = 0;
    let high = Math.max(0, p.regressions.length - 3);
    while (low < high) {
        const mid = Math.ceil((low + high) / 2);
        if (fits(mid))
            low = mid;
        else
            high = mid - 1;
    }
    const rows = low;
    const blocks = headBlocks(p, opts, hidden, last, rows);
    const text = build(blocks, p, NO_SUITES);
    if (text.length <= opts.budget)
        return text;
    // A budget too small for even the verdict and the provenance (never GitHub's): whole lines of it.
    return cutMarkdown(text, opts.budget, doc_paragraph(doc_t `…cut to fit; the full report is in the job summary.`));
}
/**
 * The report, fitted into opts.budget: drops worst items, then charts, then unchanged metrics, then
 * round detail of passing suites, then suite sections, then the overview rows of suites that need
 * no attention, then the overview; the verdict line and the regressions table stay. A
 * regressions table alone over the budget keeps the rows that fit and says how many more there are.
 */
function renderComparisonReport(input, opts) {
    const hidden = opts.commentKey === null ? null : commentMarker(opts.commentKey, input.comparison.verdictHash);
    return fit(prepare(input, opts.catalog, opts.scored ?? null), opts, hidden);
}
/** The PR comment (≤ COMMENT_BUDGET, with the marker) and the job summary (≤ SUMMARY_BUDGET) of one gated run, from one rendering. */
function renderGateReports(input, opts) {
    const prepared = prepare(input, opts.catalog, opts.scored ?? null);
    const hidden = opts.commentKey === null ? null : commentMarker(opts.commentKey, input.comparison.verdictHash);
    return {
        markdown: fit(prepared, { ...opts, budget: COMMENT_BUDGET }, hidden),
        summary: fit(prepared, { ...opts, budget: SUMMARY_BUDGET, commentKey: null }, null),
    };
}
/**
 * The comment on a pull request whose results document was refused before anything was compared
 * (over a limit, not a results document): says so, so that an earlier verdict does not stand for
 * this commit. `why` may quote the document: it is shown as untrusted text.
 */
function renderRefusal(why, opts) {
    const { sha, runUrl } = opts.scored;
    const commit = sha === null || sha === '' ? null : t ` · commit ${code(sha.slice(0, 12), 12)}`;
    const url = httpsUrl(runUrl);
    const title = heading(3, t `💥 bench-check: ${strong(t `error`)} · the results document was refused, nothing was compared${commit}${url === null ? null : t ` · ${link(url, t `workflow run`)}`}`);
    return markdownFile([
        commentMarker(opts.commentKey, opts.verdictHash),
        markdownBlock(title),
        markdownBlock(paragraph(text(why, 2000))),
    ]);
}

// EXTERNAL MODULE: ./node_modules/fast-xml-builder/src/fxb.js + 6 modules
var fxb = __webpack_require__(9585);
;// CONCATENATED MODULE: ./src/report/exports.ts


/** A target's name in the exports: `finalScore`, `round <id>`, `metric <id>`. */
function targetLabel(t) {
    return t.kind === 'metric' && t.id === 'finalScore' ? 'finalScore' : `${t.kind} ${t.id}`;
}
/** A value of the target as the report shows it (percent, points, its unit). */
function shownValue(t, value) {
    return formatValue(value, t.display.kind, t.display.unit ?? undefined);
}
/** "baseline 66.67 %, current 58.33 %, Δ -8.33 pp": the numbers of a target in one line. */
function targetNumbers(t) {
    const unit = t.display.unit ?? undefined;
    const parts = [`current ${formatValue(t.current, t.display.kind, unit)}`];
    if (t.baseline !== null)
        parts.unshift(`baseline ${formatValue(t.baseline, t.display.kind, unit)}`);
    if (t.delta !== null)
        parts.push(`Δ ${formatDelta(t.delta, t.display.kind, unit)}`);
    return parts.join(', ');
}
/** Every fact of a target, one per line (JUnit's system-out). */
function targetFacts(input, s, t) {
    const lines = [
        `suite: ${s.id}`,
        `target: ${targetLabel(t)}`,
        `direction: ${t.direction === 'lower' ? 'lower is better' : 'higher is better'}`,
        `baseline: ${shownValue(t, t.baseline)}`,
        `current: ${shownValue(t, t.current)}`,
        `delta: ${t.delta === null ? '–' : formatDelta(t.delta, t.display.kind, t.display.unit ?? undefined)}`,
        `verdict: ${input.gated ? t.verdict : 'not gated'}`,
    ];
    const threshold = failThresholdWords(t);
    if (threshold !== null)
        lines.push(`fail threshold: worse by more than ${threshold}`);
    if (t.test !== null)
        lines.push(`test: ${testName(t.test, 'facts')}${t.p === null ? '' : `, p = ${formatP(t.p)}`}${t.pAdjusted === null || t.pAdjusted === t.p ? '' : `, adjusted ${formatP(t.pAdjusted)}`}`);
    if (t.repeats !== undefined) {
        const unit = t.display.unit ?? undefined;
        const spread = (side) => spreadWords(t.repeats[side], t.display.kind, unit);
        lines.push(`repeats: baseline ${spread('baseline')}, current ${spread('current')}`);
    }
    if (t.itemValues !== undefined) {
        const mean = (v) => shownValue(t, v);
        const { paired, n, baselineMean, currentMean } = t.itemValues;
        const values = paired
            ? `paired items: ${n.current}`
            : `items' values: ${n.baseline} in the baseline, ${n.current} now`;
        lines.push(`${values} (mean ${mean(baselineMean)} in the baseline, ${mean(currentMean)} now)`);
    }
    if (t.items.current !== null)
        lines.push(`items: ${t.items.baseline ?? '–'} in the baseline, ${t.items.current} now`);
    for (const reason of reasonsWords(t))
        lines.push(`reason: ${reason}`);
    return lines.join('\n');
}
/**
 * A suite's usage (docs/usage.md) as name/value pairs (JUnit's suite properties): the items with
 * usage, tokens, cost and latency per item, the cost in all and its sources, the models without a
 * price; or why the source reports none. Empty without usage.
 */
function usageFacts(usage) {
    if (usage === undefined)
        return [];
    if (usage.unavailable !== undefined)
        return [['usage', `unavailable: ${usage.unavailable}`]];
    const out = [];
    if (usage.requests !== undefined)
        out.push(['usage.requests', `${usage.requests} (${usage.retries ?? 0} retries)`]);
    if (usage.items !== undefined)
        out.push(['usage.items', String(usage.items)]);
    if (usage.tokensPerItem !== undefined)
        out.push(['usage.tokensPerItem', formatValue(usage.tokensPerItem.mean, 'quantity', 'tokens')]);
    if (usage.cost !== undefined) {
        const { currency, total, sources } = usage.cost;
        if (usage.costPerItem !== undefined)
            out.push(['usage.costPerItem', formatValue(usage.costPerItem.mean, 'money', currency)]);
        out.push(['usage.cost', `${formatValue(total, 'money', currency)} (from ${sources.join(', ')})`]);
    }
    if (usage.unpriced !== undefined && usage.unpriced.length > 0)
        out.push(['usage.unpriced', `no price for ${usage.unpriced.join(', ')}`]);
    if (usage.latencyMs !== undefined) {
        const apportioned = usage.latencyApportioned === true ? ' (a batch request shared by its items)' : '';
        out.push(['usage.latencyP50', `${formatValue(usage.latencyMs.median, 'quantity', 'ms')}${apportioned}`]);
        out.push(['usage.latencyP95', `${formatValue(usage.latencyMs.p95, 'quantity', 'ms')}${apportioned}`]);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/report/junit.ts
// The gate's outcome as JUnit XML, the format test reporters read (dorny/test-reporter,
// EnricoMi/publish-unit-test-result-action, GitLab, Jenkins): one <testsuite> per suite, one
// <testcase> per gated target, a <failure> for each `regressed` verdict, with baseline, current,
// delta and why in the message and in <system-out>. Valid against Jenkins' junit-10.xsd (the
// xunit plugin's), which those reporters accept. Nothing is decided here: the verdicts are the gate's.





/** Characters XML 1.0 cannot hold at all (controls other than tab, newline and return; lone surrogates; U+FFFE/F). */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** Text for an element: what XML cannot hold becomes U+FFFD (the builder escapes the rest). */
function junit_text(value) {
    return value.replace(NOT_XML, '\ufffd');
}
/** An attribute: one line (reporters show it as a title), at most `max` characters. */
function attr(value, max = 500) {
    const one = junit_text(value).replace(/\s+/g, ' ').trim();
    return one.length <= max ? one : `${one.slice(0, max - 1)}…`;
}
function testcase(classname, name, end, out) {
    const node = { '@_classname': attr(classname), '@_name': attr(name), '@_time': '0' };
    if (end.outcome !== 'passed')
        node[end.outcome] =
            end.outcome === 'skipped'
                ? { '@_message': attr(end.message) }
                : { '@_type': end.type, '@_message': attr(end.message), '#text': junit_text(end.body) };
    if (out !== null)
        node['system-out'] = junit_text(out);
    return { node, outcome: end.outcome };
}
/** Why a target was not judged, as JUnit's <skipped> message; null when it was judged. */
function skippedWhy(input, t) {
    if (!input.gated)
        return 'not gated: the run has no gate (no `gate` section in the config, or a shard)';
    if (t.verdict === 'new')
        return input.report.baselineDoc === null ? 'no baseline to compare with' : 'new: not in the baseline';
    if (t.verdict === 'removed')
        return 'removed: in the baseline, not in this run';
    if (VERDICTS[t.verdict].untested)
        return `insufficient data: ${reasonsWords(t).join('; ') || 'too few items'}`;
    return null;
}
function targetCase(input, s, t) {
    const facts = targetFacts(input, s, t);
    if (t.reasons.some((r) => r.kind === 'no-p')) {
        // The test gave no p: the run cannot be judged (exit 2), an error rather than a skipped case.
        const message = reasonsWords(t).join('; ');
        return testcase(s.id, targetLabel(t), { outcome: 'error', message, type: 'statistics', body: facts }, facts);
    }
    const skipped = skippedWhy(input, t);
    if (skipped !== null)
        return testcase(s.id, targetLabel(t), { outcome: 'skipped', message: skipped }, facts);
    const numbers = targetNumbers(t);
    if (failsRun(t.verdict)) {
        // Reporters put the type before the message (dorny/test-reporter: "type: message") or show the
        // body's first line (its jest-junit reader): both read "regressed: baseline …, current …: why".
        const message = `${numbers}${t.reasons.length > 0 ? `: ${reasonsWords(t).join('; ')}` : ''}`;
        const end = { outcome: 'failure', message, type: t.verdict, body: `${t.verdict}: ${message}\n\n${facts}` };
        return testcase(s.id, targetLabel(t), end, facts);
    }
    return testcase(s.id, targetLabel(t), { outcome: 'passed' }, facts);
}
function suiteCases(input, s) {
    if (s.state === 'error') {
        const errors = (s.docs.current?.diagnostics ?? []).filter((d) => d.severity === 'error');
        const first = errors[0] === undefined ? 'see the run log' : (0,core_diagnostics/* formatDiagnostic */.xy)(errors[0]);
        return [
            testcase(s.id, 'scored', {
                outcome: 'error',
                message: `the suite could not be scored: ${first}`,
                type: 'error',
                body: errors.slice(0, 50).map(core_diagnostics/* formatDiagnostic */.xy).join('\n'),
            }, null),
        ];
    }
    if (s.state === 'skipped')
        return [testcase(s.id, 'scored', { outcome: 'skipped', message: 'not scored in this shard' }, null)];
    return s.targets.map((t) => targetCase(input, s, t));
}
function suiteNode(name, cases, timestamp, properties) {
    const count = (o) => String(cases.filter((c) => c.outcome === o).length);
    const node = {
        '@_name': attr(name),
        '@_tests': String(cases.length),
        '@_failures': count('failure'),
        '@_errors': count('error'),
        '@_skipped': count('skipped'),
        '@_time': '0',
        '@_timestamp': timestamp,
    };
    const props = Object.entries(properties);
    if (props.length > 0)
        node.properties = { property: props.map(([k, v]) => ({ '@_name': k, '@_value': attr(v) })) };
    node.testcase = cases.map((c) => c.node);
    return node;
}
/** Why the run as a whole cannot be judged (it did not finish, its baseline failed or is missing under `fail`), as test cases. */
function runCases(input) {
    const { report } = input;
    const cases = [];
    if (report.incomplete) {
        const incomplete = failureWords(report.incomplete);
        const end = { outcome: 'error', message: incomplete, type: 'incomplete', body: incomplete };
        cases.push(testcase('bench-check', 'run complete', end, null));
    }
    if (report.baselineFailed === true && report.missingBaseline !== null)
        cases.push(testcase('bench-check', 'baseline', { outcome: 'error', message: report.missingBaseline, type: 'baseline', body: report.missingBaseline }, null));
    else if (input.gated && report.baselineDoc === null && report.onMissingBaseline === 'fail') {
        const why = `no baseline (on-missing-baseline: fail)${report.missingBaseline === null ? '' : `: ${report.missingBaseline}`}`;
        const end = { outcome: 'failure', message: why, type: 'missing-baseline', body: why };
        cases.push(testcase('bench-check', 'baseline', end, null));
    }
    return cases;
}
/** The JUnit XML of a run's gate outcome (deterministic: the same report gives the same bytes). */
function renderJunit(input) {
    const { report } = input;
    const timestamp = report.current.run.createdAt;
    const suites = report.comparison.suites.map((s) => {
        const current = s.docs.current;
        const properties = {
            benchmark: s.benchmark,
            verdict: input.gated ? s.verdict : 'not gated',
        };
        if (current?.task)
            properties.task = current.task;
        if (current?.finalScore !== undefined && current.finalScore !== null)
            properties.finalScore = String(current.finalScore);
        if (s.paired)
            properties.paired = `McNemar on ${s.shared ?? 0} shared item ids`;
        for (const [name, value] of usageFacts(current?.usage))
            properties[name] = value;
        return suiteNode(s.id, suiteCases(input, s), timestamp, properties);
    });
    const run = runCases(input);
    if (run.length > 0)
        suites.push(suiteNode('bench-check', run, timestamp, { verdict: report.comparison.verdict }));
    const all = suites.flatMap((s) => s.testcase);
    const count = (key) => String(suites.reduce((n, s) => n + Number(s[`@_${key}`]), 0));
    const doc = {
        '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
        testsuites: {
            '@_name': 'bench-check',
            '@_tests': String(all.length),
            '@_failures': count('failures'),
            '@_errors': count('errors'),
            '@_time': '0',
            testsuite: suites,
        },
    };
    const builder = new fxb/* default */.A({
        ignoreAttributes: false,
        attributeNamePrefix: '@_',
        format: true,
        indentBy: '  ',
        suppressEmptyNode: true,
    });
    return builder.build(doc).replace(/\n*$/, '\n');
}

;// CONCATENATED MODULE: ./src/report/bmf.ts
// The run's values in Bencher Metric Format (bencher.dev/docs/reference/bencher-metric-format):
// {benchmark: {measure: {value}}}, one benchmark per suite and one measure per target the gate
// compares (finalScore, `round/<id>` as survival in percent, `metric/<id>` in the gate's scale).
// The usage metrics (docs/usage.md) take Bencher's own measures instead: the two latency
// percentiles are its built-in `latency` (nanoseconds: p50 as the value, p95 as the upper value),
// tokens and cost per item the custom measures `tokens-per-item` and `cost-per-item-<currency>`
// (slugs, the same in every suite, so that one Bencher plot holds them all).
// Bencher keeps its own thresholds; the values are the gate's (exports.ts), nothing is recomputed.

/**
 * Bencher's limits (docs/items.md "Exports"), in UTF-8 bytes as its server counts them: a
 * benchmark name up to 1 024, a measure name up to 64, neither empty, a measure name without
 * white space at either end. One bad name makes Bencher refuse the whole file.
 */
const BENCHMARK_MAX_BYTES = 1024;
const MEASURE_MAX_BYTES = 64;
const utf8 = new TextEncoder();
const byteLength = (s) => utf8.encode(s).length;
/** The longest prefix of `name` made of whole code points that fits in `max` UTF-8 bytes. */
function prefixWithin(name, max) {
    let out = '';
    let used = 0;
    for (const ch of name) {
        const size = byteLength(ch);
        if (used + size > max)
            break;
        out += ch;
        used += size;
    }
    return out;
}
/**
 * A name Bencher accepts: as it is when it already is one, else cut on a character boundary and
 * ended with `… ` and 8 hex digits of the whole name's SHA-256, so that two long names sharing
 * their beginning stay apart and a name stays the same from run to run.
 */
function bencherName(name, maxBytes) {
    if (name !== '' && name === name.trim() && byteLength(name) <= maxBytes)
        return name;
    const suffix = `… ${(0,external_node_crypto_.createHash)('sha256').update(name).digest('hex').slice(0, 8)}`;
    return `${prefixWithin(name.trim(), maxBytes - byteLength(suffix)).trimEnd()}${suffix}`;
}
/** The measure name of a target before Bencher's limits: `finalScore`, `round/<id>`, `metric/<id>`. */
function fullMeasureName(t) {
    return t.kind === 'metric' && t.id === 'finalScore' ? 'finalScore' : `${t.kind}/${t.id}`;
}
function measureName(t) {
    return bencherName(fullMeasureName(t), MEASURE_MAX_BYTES);
}
/** A target's current value when it is a finite number. */
function currentOf(t) {
    const current = t?.current ?? null;
    return current !== null && Number.isFinite(current) ? current : null;
}
/** Bencher's built-in latency measure is in nanoseconds; ours in milliseconds. */
const NS_PER_MS = 1e6;
/**
 * A Bencher slug of the cost measure's currency: lower case letters and digits, other runs as one
 * hyphen (a document's currency is text: `USD` gives `usd`); empty when nothing is left.
 */
function currencySlug(currency) {
    return (currency ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 24)
        .replace(/-+$/, '');
}
/** The measures of a suite's usage metrics (their targets), keyed by Bencher's slugs; the targets they took. */
function usageMeasures(s) {
    const byId = (id) => s.targets.find((t) => t.kind === 'metric' && t.id === id);
    const measures = [];
    const taken = new Set();
    const tokens = byId('tokens_per_item');
    if (currentOf(tokens) !== null) {
        measures.push(['tokens-per-item', { value: currentOf(tokens) }]);
        taken.add(tokens);
    }
    const cost = byId('cost_per_item');
    if (currentOf(cost) !== null) {
        const currency = currencySlug(cost.unit);
        measures.push([currency === '' ? 'cost-per-item' : `cost-per-item-${currency}`, { value: currentOf(cost) }]);
        taken.add(cost);
    }
    const p50 = byId('latency_p50');
    const p95 = byId('latency_p95');
    if (currentOf(p50) !== null) {
        const latency = { value: currentOf(p50) * NS_PER_MS };
        if (currentOf(p95) !== null)
            latency.upper_value = currentOf(p95) * NS_PER_MS;
        measures.push(['latency', latency]);
        taken.add(p50);
        if (p95 !== undefined)
            taken.add(p95);
    }
    return { measures, taken };
}
/** The BMF JSON (2-space indented, a final newline); targets without a current value are left out. */
function renderBmf(input) {
    // No prototype: a suite or metric named `__proto__` is a key like any other.
    const out = Object.create(null);
    for (const s of input.report.comparison.suites) {
        const measures = Object.create(null);
        const usage = usageMeasures(s);
        for (const t of s.targets) {
            if (usage.taken.has(t) || t.current === null || !Number.isFinite(t.current))
                continue;
            let name = measureName(t);
            // A whole name equal to another's cut one (`… ` and its hash): this one is cut too.
            if (Object.hasOwn(measures, name))
                name = bencherName(`${fullMeasureName(t)} `, MEASURE_MAX_BYTES);
            measures[name] = { value: t.current };
        }
        // Slugs without a `/`: never the name of a target's measure above.
        for (const [name, metric] of usage.measures)
            measures[name] = metric;
        if (Object.keys(measures).length > 0)
            out[bencherName(s.id, BENCHMARK_MAX_BYTES)] = measures;
    }
    return `${JSON.stringify(out, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/report/gab.ts
// The run's values as github-action-benchmark's custom tools read them: a JSON array of
// {name, unit, value, extra}, one file per direction (`tool: customBiggerIsBetter` for the
// higher-is-better targets, `customSmallerIsBetter` for the lower-is-better ones). The values and
// the verdict in `extra` are the gate's (exports.ts).

/** Both files' entries: `bigger` (higher is better) and `smaller` (lower is better). */
function gabEntries(input) {
    const bigger = [];
    const smaller = [];
    for (const s of input.report.comparison.suites) {
        for (const t of s.targets) {
            if (t.current === null || !Number.isFinite(t.current))
                continue;
            const { kind } = t.display;
            const unit = kind === 'percent' ? '%' : kind === 'score' ? 'points' : (t.unit ?? '');
            const extra = `${targetNumbers(t)}; ${input.gated ? `verdict ${t.verdict}` : 'not gated'}`;
            (t.direction === 'lower' ? smaller : bigger).push({
                name: `${s.id} ${targetLabel(t)}`,
                unit,
                value: t.current,
                extra,
            });
        }
    }
    return { bigger, smaller };
}
/** The two files' text: JSON arrays, 2-space indented, a final newline. */
function renderGab(input) {
    const { bigger, smaller } = gabEntries(input);
    return { bigger: `${JSON.stringify(bigger, null, 2)}\n`, smaller: `${JSON.stringify(smaller, null, 2)}\n` };
}
/** Where the lower-is-better entries go: beside FILE, `<FILE without .json>.smaller.json`. */
function gabSmallerPath(file) {
    return `${file.replace(/\.json$/i, '')}.smaller.json`;
}

;// CONCATENATED MODULE: ./src/report/html/client.ts
// The HTML report's own script, as text the bundle inlines (no build step for one page). It reads
// the JSON payload (model.ts) and builds the page with createElement / createTextNode only: no
// document string is ever parsed as markup. Plain ES2017, no template literals (this file is one).
const CLIENT_SCRIPT = String.raw `(function () {
'use strict';
var data = JSON.parse(document.getElementById('bench-data').textContent);
var SVG = 'http://www.w3.org/2000/svg';
var PALETTE = ['#0072B2', '#E69F00', '#009E73', '#D55E00', '#56B4E9', '#CC79A7', '#F0E442', '#000000'];
var GROUPS = ['pass \u2192 fail', 'new failure', 'failing', 'fixed', 'passing'];
var MARK = { P: '\u2713', F: '\u2717', '-': '\u2013' };
var PAGE = 100;

function add(node, kids) {
  for (var i = 0; i < kids.length; i++) {
    var k = kids[i];
    if (k === null || k === undefined) continue;
    node.appendChild(typeof k === 'object' ? k : document.createTextNode(String(k)));
  }
  return node;
}
function el(tag, cls) {
  var node = document.createElement(tag);
  if (cls) node.className = cls;
  return add(node, Array.prototype.slice.call(arguments, 2));
}
function sv(tag, attrs) {
  var node = document.createElementNS(SVG, tag);
  for (var k in attrs) node.setAttribute(k, String(attrs[k]));
  return add(node, Array.prototype.slice.call(arguments, 2));
}
function table(header, rows, numeric) {
  var head = el('tr', null);
  header.forEach(function (h, i) { head.appendChild(el('th', numeric && numeric[i] ? 'num' : null, h)); });
  var body = el('tbody', null);
  rows.forEach(function (r) {
    var tr = el('tr', null);
    r.forEach(function (c, i) { tr.appendChild(el('td', numeric && numeric[i] ? 'num' : null, c)); });
    body.appendChild(tr);
  });
  return el('div', 'scroll', el('table', null, el('thead', null, head), body));
}
function tone(text, t) { return el('span', 'tone tone-' + String(t).replace(/[^a-z0-9-]/g, ''), text); }
function link(label, url) {
  var a = el('a', null, label);
  if (/^https:\/\//.test(url)) { a.href = url; a.rel = 'noopener noreferrer'; }
  return a;
}

// ---- charts (inline SVG: axes, bars and lines; the legend is HTML under the plot, never cut) ----
function chart(spec) {
  var W = 640, H = 260, L = 48, R = 12, T = 12, B = 56;
  var all = [];
  spec.series.forEach(function (s) { s.values.forEach(function (v) { if (isFinite(v)) all.push(v); }); });
  var lo = Math.min(0, Math.min.apply(null, all.concat([0])));
  var hi = spec.yMax !== null ? spec.yMax : Math.max.apply(null, all.concat([1])) * 1.1;
  if (hi <= lo) hi = lo + 1;
  var n = spec.xLabels.length, pw = W - L - R, ph = H - T - B, step = pw / Math.max(1, n);
  var y = function (v) { return T + ph - ((v - lo) / (hi - lo)) * ph; };
  var g = sv('svg', { viewBox: '0 0 ' + W + ' ' + H, role: 'img', 'class': 'chart' }, sv('title', {}, spec.title));
  for (var t = 0; t <= 4; t++) {
    var v = lo + ((hi - lo) * t) / 4, yy = y(v);
    g.appendChild(sv('line', { x1: L, x2: W - R, y1: yy, y2: yy, 'class': 'grid' }));
    g.appendChild(sv('text', { x: L - 6, y: yy + 4, 'text-anchor': 'end', 'class': 'tick' }, +v.toFixed(2)));
  }
  var bars = spec.series.filter(function (s) { return s.kind === 'bar'; });
  var bw = (step * 0.8) / Math.max(1, bars.length);
  spec.series.forEach(function (s, si) {
    var colour = PALETTE[si % PALETTE.length];
    if (s.kind === 'bar') {
      var bi = bars.indexOf(s);
      s.values.forEach(function (v, i) {
        if (!isFinite(v)) return;
        var top = y(Math.max(v, 0)), h = Math.abs(y(v) - y(0));
        g.appendChild(sv('rect', { x: L + i * step + step * 0.1 + bi * bw, y: top, width: Math.max(1, bw - 1), height: Math.max(0.5, h), fill: colour },
          sv('title', {}, s.name + ' \u00b7 ' + spec.xLabels[i] + ': ' + +v.toFixed(2))));
      });
    } else {
      var pts = [];
      s.values.forEach(function (v, i) { if (isFinite(v)) pts.push((L + (i + 0.5) * step).toFixed(1) + ',' + y(v).toFixed(1)); });
      g.appendChild(sv('polyline', { points: pts.join(' '), fill: 'none', stroke: colour, 'stroke-width': 2 }));
      s.values.forEach(function (v, i) {
        if (isFinite(v)) g.appendChild(sv('circle', { cx: L + (i + 0.5) * step, cy: y(v), r: 3, fill: colour },
          sv('title', {}, s.name + ' \u00b7 ' + spec.xLabels[i] + ': ' + +v.toFixed(2))));
      });
    }
  });
  var every = Math.ceil(n / 24), slant = n > 8;
  spec.xLabels.forEach(function (label, i) {
    if (i % every !== 0) return;
    var x = L + (i + 0.5) * step, short = label.length > 14 ? label.slice(0, 13) + '\u2026' : label;
    g.appendChild(sv('text', slant ? { x: x, y: T + ph + 12, 'text-anchor': 'end', transform: 'rotate(-35 ' + x + ' ' + (T + ph + 12) + ')', 'class': 'tick' }
      : { x: x, y: T + ph + 16, 'text-anchor': 'middle', 'class': 'tick' }, short, sv('title', {}, label)));
  });
  g.appendChild(sv('text', { x: 12, y: T + ph / 2, transform: 'rotate(-90 12 ' + (T + ph / 2) + ')', 'text-anchor': 'middle', 'class': 'axis' }, spec.yLabel));
  if (spec.xTitle) g.appendChild(sv('text', { x: L + pw / 2, y: H - 4, 'text-anchor': 'middle', 'class': 'axis' }, spec.xTitle));
  var legend = el('div', 'legend');
  spec.series.forEach(function (s, si) {
    var key = el('span', 'swatch ' + s.kind);
    key.style.background = PALETTE[si % PALETTE.length];
    legend.appendChild(el('span', 'key', key, s.name));
  });
  return el('figure', 'figure', el('figcaption', null, spec.title), g, legend);
}

// ---- the run and its suites ----
var run = data.run;
var root = document.getElementById('app');
var head = el('header', null, el('h1', null, 'bench-check ', tone(run.verdict, run.tone)),
  el('p', 'facts', run.headline, ' \u00b7 ', run.tool, ' \u00b7 ', run.createdAt, run.commit ? ' \u00b7 commit ' + run.commit.slice(0, 12) : null),
  el('p', 'facts', 'final score ', el('b', null, run.score.current), ' \u00b7 baseline ', run.score.baseline, ' \u00b7 \u0394 ', run.score.delta,
    ' \u00b7 ', run.baseline === null ? 'no baseline' : 'baseline: ' + run.baseline));
run.failures.forEach(function (f) { head.appendChild(el('p', 'failure', f)); });
run.notes.forEach(function (f) { head.appendChild(el('p', 'note', f)); });
if (data.links.length) head.appendChild(add(el('p', 'facts'), data.links.map(function (l) { return link(l.label, l.url); })));
root.appendChild(head);

// What the suites cost: four more columns, only when a suite has usage.
var anyUsage = data.suites.some(function (s) { return s.usage !== null; });
var overview = data.suites.map(function (s, i) {
  var a = el('a', null, s.id); a.href = '#suite-' + i;
  var row = [a, s.benchmark, s.score.current, s.score.baseline, s.score.delta, tone(s.outcome, s.tone), s.items === null ? '\u2013' : s.items, s.gated];
  if (anyUsage) { var u = s.usage || { tokens: '\u2013', cost: '\u2013', total: '\u2013', latency: '\u2013' }; row.push(u.tokens, u.cost, u.total, u.latency); }
  return row;
});
var overviewHead = ['suite', 'benchmark', 'final score', 'baseline', '\u0394', 'verdict', 'items', 'gated'];
if (anyUsage) overviewHead.push('tokens / item', 'cost / item (\u0394)', 'cost in all', 'latency p50 / p95');
var usageNotes = data.suites.filter(function (s) { return s.usage !== null && s.usage.note !== null; }).map(function (s) { return el('p', 'note', s.usage.note); });
root.appendChild(add(el('section', null, el('h2', null, 'Suites'),
  table(overviewHead, overview, [0, 0, 1, 1, 1, 0, 1, 0, 1, 1, 1, 1])), usageNotes));

// ---- items: filtered, sorted by the generator (flipped first), one page in the DOM at a time ----
var items = data.items, shown = items, page = 0, lowered = null;
var suiteSel = el('select', null, el('option', null, 'all suites'));
data.suites.forEach(function (s, i) { var o = el('option', null, s.id); o.value = String(i); suiteSel.appendChild(o); });
suiteSel.firstChild.value = '';
var checks = [];
data.suites.forEach(function (s) { s.checks.forEach(function (c) { if (checks.indexOf(c) < 0) checks.push(c); }); });
var itemUsage = items.some(function (r) { return r[10] !== undefined; });
// An item's usage in a cell: tokens, cost, latency now, and the baseline's when it differs.
function usageText(u) { return u === null ? '\u2013' : [u[0], u[1], u[2]].filter(function (x) { return x !== null; }).join(' \u00b7 ') || '\u2013'; }
function usageCell(row) {
  if (row[10] === undefined) return el('td', 'usage', '\u2013');
  var now = usageText(row[10][0]), was = row[10][1] === null ? null : usageText(row[10][1]);
  return el('td', 'usage', now, was !== null && was !== now ? el('div', 'was', 'baseline: ' + was) : null);
}
var checkSel = el('select', null, el('option', null, 'any check'));
checkSel.firstChild.value = '';
checks.forEach(function (c) { var o = el('option', null, c); o.value = c; checkSel.appendChild(o); });
var stateSel = el('select', null);
[['all', 'all items'], ['flipped', 'pass \u2192 fail'], ['new', 'new failures'], ['failing', 'failing now'], ['fixed', 'fixed'], ['passing', 'passing']]
  .forEach(function (p) { var o = el('option', null, p[1]); o.value = p[0]; stateSel.appendChild(o); });
var search = el('input', null); search.type = 'search'; search.placeholder = 'search item id'; search.setAttribute('aria-label', 'search item id');
suiteSel.setAttribute('aria-label', 'suite'); checkSel.setAttribute('aria-label', 'check'); stateSel.setAttribute('aria-label', 'items');
var count = el('span', 'count');
var prev = el('button', null, '\u2190 previous'), next = el('button', null, 'next \u2192');
var body = el('tbody', null);
var detail = el('div', 'detail');
var STATES = { all: null, flipped: [0], 'new': [1], failing: [0, 1, 2], fixed: [3], passing: [4] };

function checkIndex(row, name) { return data.suites[row[0]].checks.indexOf(name); }
function matches(row, suite, check, states, q, k) {
  if (suite !== null && row[0] !== suite) return false;
  if (states !== null && states.indexOf(row[2]) < 0) return false;
  if (check !== '') {
    var ci = checkIndex(row, check);
    if (ci < 0) return false;
    if (row[3][ci] !== 'F' && !(row[4] !== null && row[4][ci] === 'P' && row[3][ci] !== 'P')) return false;
  }
  return q === '' || lowered[k].indexOf(q) >= 0;
}
function filter() {
  var suite = suiteSel.value === '' ? null : Number(suiteSel.value), check = checkSel.value;
  var states = STATES[stateSel.value] || null, q = search.value.trim().toLowerCase();
  if (q !== '' && lowered === null) lowered = items.map(function (r) { return r[1].toLowerCase(); });
  if (suite === null && check === '' && states === null && q === '') shown = items;
  else { shown = []; for (var k = 0; k < items.length; k++) if (matches(items[k], suite, check, states, q, k)) shown.push(items[k]); }
  page = 0;
  draw();
}
function chips(row) {
  var s = data.suites[row[0]], cell = el('td', 'checks');
  s.checks.forEach(function (c, i) {
    var now = row[3][i], was = row[4] === null ? null : row[4][i];
    var flipped = was === 'P' && now !== 'P';
    cell.appendChild(el('span', 'chip' + (flipped ? ' flipped' : now === 'F' ? ' fail' : ''),
      c + ' ' + (was === null || was === now ? MARK[now] : MARK[was] + '\u2192' + MARK[now])));
  });
  return cell;
}
var open = null, openFor = null;
// An item's detail opens as a row under it; the same row again closes it.
function show(row, tr) {
  var s = data.suites[row[0]];
  var again = open !== null && openFor === tr;
  if (open !== null) { open.parentNode.removeChild(open); open = null; openFor = null; }
  if (again) return;
  while (detail.firstChild) detail.removeChild(detail.firstChild);
  var cell = el('td', null, detail);
  cell.colSpan = itemUsage ? 6 : 5;
  open = el('tr', 'detail-row', cell);
  openFor = tr;
  tr.parentNode.insertBefore(open, tr.nextSibling);
  add(detail, [el('h3', null, row[1]), el('p', 'facts', s.id, ' \u00b7 ', s.benchmark, ' \u00b7 ', GROUPS[row[2]])]);
  detail.appendChild(table(['check', 'baseline', 'now'], s.checks.map(function (c, i) {
    return [c, row[4] === null ? 'not in the baseline' : MARK[row[4][i]], MARK[row[3][i]]];
  })));
  var dl = el('dl', null);
  var left = row[3].indexOf('F');
  var pairs = [['first failed check', left < 0 ? null : s.checks[left]], ['reason', row[5]], ['reason in the baseline', row[6]]].concat(row[7] || []).concat(s.identity);
  pairs.forEach(function (p) { if (p[1] !== null) add(dl, [el('dt', null, p[0]), el('dd', null, p[1])]); });
  detail.appendChild(dl);
  if (row[10] !== undefined) {
    detail.appendChild(el('h4', null, 'Usage'));
    var now = row[10][0], was = row[10][1];
    detail.appendChild(table(['', 'baseline', 'now'], ['tokens', 'cost', 'latency', 'requests', 'model'].map(function (label, k) {
      var b = was === null ? '\u2013' : was[k], n = now === null ? '\u2013' : now[k];
      return [label, b === null ? '\u2013' : b, n === null ? '\u2013' : n];
    })));
  }
  recorded(row[8], row[9]);
}
// What the benchmark recorded of the item (its input, target, output): now, beside the baseline's
// when its checks changed.
function recorded(now, was) {
  if (!now && !was) return;
  detail.appendChild(el('h4', null, 'What the benchmark recorded'));
  if (!was) {
    var dl = el('dl', 'recorded');
    now.forEach(function (p) { add(dl, [el('dt', null, p[0]), el('dd', null, p[1])]); });
    detail.appendChild(dl);
    return;
  }
  var labels = [], byNow = {}, byWas = {};
  (now || []).forEach(function (p) { if (labels.indexOf(p[0]) < 0) labels.push(p[0]); byNow['$' + p[0]] = p[1]; });
  was.forEach(function (p) { if (labels.indexOf(p[0]) < 0) labels.push(p[0]); byWas['$' + p[0]] = p[1]; });
  var t = table(['', 'baseline', 'now'], labels.map(function (l) {
    var b = byWas['$' + l], n = byNow['$' + l];
    return [l, b === undefined ? '\u2013' : b, n === undefined ? '\u2013' : n];
  }));
  t.firstChild.className = 'recorded';
  detail.appendChild(t);
}
function draw() {
  var pages = Math.max(1, Math.ceil(shown.length / PAGE));
  if (page >= pages) page = pages - 1;
  var from = page * PAGE, to = Math.min(shown.length, from + PAGE);
  var fresh = el('tbody', null);
  for (var k = from; k < to; k++) {
    (function (row) {
      var tr = el('tr', 'item g' + row[2], el('td', null, tone(GROUPS[row[2]], 'g' + row[2])), el('td', null, data.suites[row[0]].id),
        el('td', 'id', row[1]), chips(row), itemUsage ? usageCell(row) : null, el('td', 'reason', row[5] === null ? '' : row[5]));
      tr.tabIndex = 0;
      tr.addEventListener('click', function () { show(row, tr); });
      tr.addEventListener('keydown', function (e) { if (e.key === 'Enter') show(row, tr); });
      fresh.appendChild(tr);
    })(shown[k]);
  }
  body.parentNode.replaceChild(fresh, body);
  body = fresh;
  open = null;
  openFor = null;
  count.textContent = shown.length === 0 ? 'no item matches' :
    'items ' + (from + 1) + '\u2013' + to + ' of ' + shown.length + (shown.length < items.length ? ' (' + items.length + ' in all)' : '');
  prev.disabled = page === 0; next.disabled = page >= pages - 1;
}
var timer = null;
search.addEventListener('input', function () { clearTimeout(timer); timer = setTimeout(filter, 120); });
[suiteSel, checkSel, stateSel].forEach(function (s) { s.addEventListener('change', filter); });
prev.addEventListener('click', function () { page -= 1; draw(); });
next.addEventListener('click', function () { page += 1; draw(); });
var itemTable = el('table', 'items', el('thead', null, el('tr', null, el('th', null, 'state'), el('th', null, 'suite'), el('th', null, 'item'),
  el('th', null, 'checks (baseline \u2192 now)'), itemUsage ? el('th', null, 'tokens \u00b7 cost \u00b7 latency') : null, el('th', null, 'reason'))), body);
root.appendChild(el('section', null, el('h2', null, 'Items'),
  el('div', 'controls', suiteSel, checkSel, stateSel, search, count, prev, next),
  el('p', 'facts', 'Click a row (or press Enter on it) for its checks, reasons and fields.'), el('div', 'scroll', itemTable)));

// ---- each suite ----
data.suites.forEach(function (s, i) {
  var sec = el('section', 'suite', el('h2', null, s.id, ' ', tone(s.outcome, s.tone)));
  sec.id = 'suite-' + i;
  sec.appendChild(el('p', 'facts', s.benchmark, s.task ? ' \u00b7 ' + s.task : null, ' \u00b7 gated: ', s.gated,
    ' \u00b7 final score ', s.score.current, ' (baseline ', s.score.baseline, ', \u0394 ', s.score.delta, ')'));
  if (s.identity.length) sec.appendChild(el('p', 'facts', s.identity.map(function (p) { return p[0] + ': ' + p[1]; }).join(' \u00b7 ')));
  if (s.usage !== null) sec.appendChild(el('p', 'facts', 'usage: ', s.usage.line));
  var c = s.itemCounts;
  if (c.total > 0) sec.appendChild(el('p', 'facts', c.total + ' items: ' + c.flipped + ' pass \u2192 fail, ' + c.newFailures + ' new failures, ' + c.failing + ' failing'));
  if (s.itemsNote) sec.appendChild(el('p', 'note', s.itemsNote));
  var rounds = s.targets.filter(function (t) { return t.round !== null; });
  if (rounds.length) sec.appendChild(add(el('div', null), [el('h3', null, 'Rounds'), table(['round', 'in', 'passed', 'survival', 'baseline', '\u0394', 'verdict', 'baseline in / passed'],
    rounds.map(function (t) { var r = t.round; return [t.id, r.input, r.passed, t.current, t.baseline, t.delta, tone(t.verdict, t.tone), r.baselineInput === null ? '\u2013' : r.baselineInput + ' / ' + r.baselinePassed]; }),
    [0, 1, 1, 1, 1, 1, 0, 1])]));
  var metrics = s.targets.filter(function (t) { return t.round === null; });
  if (metrics.length) sec.appendChild(add(el('div', null), [el('h3', null, 'Metrics'), table(['metric', 'better', 'baseline', 'current', '\u0394', 'verdict', 'p (adj.)', 'why'],
    metrics.map(function (t) { return [t.label, t.better, t.baseline, t.current, t.delta, tone(t.verdict, t.tone), t.p, t.why]; }), [0, 0, 1, 1, 1, 0, 1, 0])]));
  var spread = s.targets.filter(function (t) { return t.repeats !== null; });
  if (s.repeats.length) sec.appendChild(add(el('div', null), [el('h3', null, 'Repeats'),
    table(['repeat', 'seed', 'status', 'final score'], s.repeats.map(function (r) { return [r.index, r.seed === null ? '\u2013' : r.seed, r.status, r.finalScore]; }), [1, 1, 0, 1]),
    spread.length ? table(['target', 'test', 'baseline (mean \u00b1 95 %, n)', 'this run'], spread.map(function (t) { return [t.label, t.repeats.test, t.repeats.baseline, t.repeats.current]; })) : null]));
  var history = s.targets.filter(function (t) { return t.history !== null && t.history.length; });
  if (history.length) sec.appendChild(add(el('div', null), [el('h3', null, 'History (base branch, oldest first)'),
    table(['target', 'past values', 'this run'], history.map(function (t) { return [t.label, t.history.map(function (v) { return +v.toFixed(4); }).join(' \u00b7 '), t.current]; }))]));
  if (s.charts.length) sec.appendChild(add(el('div', 'charts'), s.charts.map(chart)));
  root.appendChild(sec);
});
filter();
// When the page became usable, in ms from the start of navigation (the browser tests and the bench read it).
document.body.setAttribute('data-ready', String(Math.round(performance.now())));
})();
`;
const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg: #fff; --soft: #f6f8fa; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --bg: #0d1117; --soft: #151b23; } }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--fg); background: var(--bg); margin: 0 auto; padding: 16px 24px; max-width: 1280px; }
h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 18px; margin: 28px 0 8px; border-bottom: 1px solid var(--line); padding-bottom: 4px; } h3 { font-size: 15px; margin: 16px 0 6px; }
.facts { color: var(--muted); margin: 2px 0; overflow-wrap: anywhere; }
.failure { color: #cf222e; font-weight: 600; } .note { color: #9a6700; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; margin: 4px 0 8px; }
th, td { border: 1px solid var(--line); padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: var(--soft); font-weight: 600; } td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
td.id, td.reason, dd { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12.5px; overflow-wrap: anywhere; }
td.reason { max-width: 480px; } td.usage { white-space: nowrap; font-variant-numeric: tabular-nums; } td.usage .was { color: var(--muted); font-size: 12px; } tr.detail-row > td { padding: 0 8px; }
.tone { display: inline-block; padding: 0 6px; border-radius: 10px; font-size: 12.5px; font-weight: 600; background: var(--soft); border: 1px solid var(--line); }
.tone-regressed, .tone-fail, .tone-error, .tone-g0 { background: #ffebe9; color: #a40e26; border-color: #ffcecb; }
.tone-possible-regression, .tone-not-shown, .tone-warn, .tone-g1 { background: #fff8c5; color: #7d4e00; border-color: #f5e0a0; }
.tone-improved, .tone-pass, .tone-g3 { background: #dafbe1; color: #116329; border-color: #aceebb; }
.tone-g2 { background: #fbefff; color: #6e3ea8; border-color: #e9d5ff; }
.controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin: 8px 0; }
.controls select, .controls input, .controls button { font: inherit; padding: 3px 6px; }
.count { color: var(--muted); min-width: 200px; }
table.items { width: 100%; } tr.item { cursor: pointer; } tr.item:hover, tr.item:focus { background: var(--soft); outline: none; }
.chip { display: inline-block; margin: 1px 4px 1px 0; padding: 0 5px; border-radius: 4px; border: 1px solid var(--line); font-size: 12px; white-space: nowrap; }
.chip.fail { border-color: #d4a72c; } .chip.flipped { background: #ffebe9; color: #a40e26; border-color: #cf222e; font-weight: 600; }
.detail { border: 1px solid var(--line); border-radius: 6px; padding: 8px 12px; margin: 8px 0; background: var(--soft); }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; } dt { color: var(--muted); } dd { margin: 0; white-space: pre-wrap; }
h4 { margin: 10px 0 4px; } dl.recorded dd { max-height: 16em; overflow: auto; }
table.recorded td { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12.5px; overflow-wrap: anywhere; white-space: pre-wrap; max-width: 560px; }
.charts { display: flex; flex-wrap: wrap; gap: 16px; }
.figure { margin: 0; width: 640px; max-width: 100%; } figcaption { font-weight: 600; margin-bottom: 4px; }
svg.chart { width: 100%; height: auto; overflow: visible; } svg .grid { stroke: var(--line); } svg text { fill: var(--muted); font-size: 11px; } svg .axis { font-size: 12px; }
.legend { display: flex; flex-wrap: wrap; gap: 4px 14px; font-size: 12.5px; } .key { display: inline-flex; align-items: center; gap: 5px; }
.swatch { display: inline-block; width: 12px; height: 12px; border-radius: 2px; } .swatch.line { height: 3px; width: 16px; }
`;

;// CONCATENATED MODULE: ./src/report/html/json.ts
// JSON for the inside of a <script> element.
/**
 * JSON that is inert inside a <script> element: `<`, `>` and `&` as \\u escapes (no `</script>`, no
 * `<!--`), and U+2028/U+2029 too (line terminators to older JavaScript parsers). JSON.parse reads
 * the escapes back to the same strings.
 */
function scriptSafeJson(value) {
    return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

;// CONCATENATED MODULE: ./src/report/html/usage.ts
// What the HTML report shows of usage (docs/usage.md): per suite, the tokens, cost and latency the
// comment's overview and usage lines show (report/usage.ts), and per item the tokens, cost and
// latency its items line carries, this run's and the baseline's. Every number formatted here as
// the other reports format it; every text of a document stays a string the page puts into text nodes.





/** A suite's usage as the page shows it, or null when the suite recorded none. */
function suiteUsage(s) {
    const usage = s.docs.current?.usage;
    if (usage === undefined)
        return null;
    const { perItem, total, note } = costCells(s);
    const latency = usage.latencyMs;
    return {
        tokens: usage.tokensPerItem === undefined ? '–' : (0,progress_format/* formatCount */.B4)(usage.tokensPerItem.mean),
        cost: doc_terminalInline(perItem),
        total: doc_terminalInline(total),
        latency: latency === undefined ? '–' : `${(0,progress_format/* formatCount */.B4)(latency.median)} / ${(0,progress_format/* formatCount */.B4)(latency.p95)} ms`,
        line: doc_terminalInline(usageInline(usage)),
        note: note === null ? null : doc_terminalInline(note),
    };
}
/** The currency of a suite's item costs (its usage's), for the items' cost cells; null when it has none. */
function itemCurrency(suite) {
    const currency = suite?.usage?.cost?.currency;
    return currency === undefined ? null : terminalText(currency, 16);
}
/**
 * An items line's `usage` as the page shows it: tokens (input + output, and the cached share),
 * cost in the suite's currency, latency, requests and the model; null when the line has none (or
 * nothing well-formed: the results layer's own check of an items line's usage).
 */
function itemUsage(raw, currency) {
    const { usage } = (0,results_usage/* cleanItemUsage */.yC)(raw);
    if (usage === null)
        return null;
    const hasTokens = usage.inputTokens !== undefined || usage.outputTokens !== undefined;
    const tokens = hasTokens
        ? `${(0,progress_format/* formatCount */.B4)((usage.inputTokens ?? 0) + (usage.outputTokens ?? 0))} (${(0,progress_format/* formatCount */.B4)(usage.inputTokens ?? 0)} in${usage.cachedTokens ? `, ${(0,progress_format/* formatCount */.B4)(usage.cachedTokens)} cached` : ''} + ${(0,progress_format/* formatCount */.B4)(usage.outputTokens ?? 0)} out)`
        : null;
    const models = usage.byModel === undefined ? usage.model : Object.keys(usage.byModel).join(', ');
    return [
        tokens,
        usage.cost === undefined ? null : formatValue(usage.cost, 'money', currency ?? undefined),
        usage.latencyMs === undefined ? null : `${(0,progress_format/* formatCount */.B4)(usage.latencyMs)} ms`,
        usage.requests === undefined ? null : String(usage.requests),
        models === undefined ? null : terminalText(models, 200),
    ];
}

;// CONCATENATED MODULE: ./src/report/html/data.ts










/** What bounds the page (docs/html-report.md "Limits"): rows embedded, and each text's length. */
const HTML_LIMITS = {
    /** Items in the table over all suites; the rest are counted per suite and said. */
    maxItems: 250_000,
    /** The items' share of the file, in bytes as embedded: the file stays under 30 MB whatever the texts. */
    maxItemBytes: 24 * 1024 * 1024,
    /** A reason or a field value, in characters (the rest cut, marked …). */
    maxText: 2_000,
    /** An item id, in characters. */
    maxId: 300,
    /** Other fields of an items line shown in an item's detail. */
    maxExtraFields: 24,
    /** The items' `detail` (now, and the baseline's of items whose checks changed), in bytes as embedded: the rest of the rows go without. */
    maxDetailBytes: 12 * 1024 * 1024,
};
const words = (run) => doc_terminalInline(run);
const cut = (s) => terminalText(s, HTML_LIMITS.maxText);
function targetRow(t) {
    const { kind, unit } = t.display;
    const u = unit ?? undefined;
    return {
        kind: t.kind,
        id: cut(t.id),
        label: cut(t.label),
        better: t.direction,
        baseline: formatValue(t.baseline, kind, u),
        current: formatValue(t.current, kind, u),
        delta: formatDelta(t.delta, kind, u),
        verdict: words(TARGET_WORD[t.verdict]),
        tone: t.verdict,
        p: t.pAdjusted === null ? '' : formatP(t.pAdjusted),
        why: reasonsWords(t).join('; '),
        round: t.round ?? null,
        repeats: t.repeats === undefined
            ? null
            : {
                test: testName(t.repeats.test, 'facts'),
                baseline: spreadWords(t.repeats.baseline, kind, u),
                current: spreadWords(t.repeats.current, kind, u),
            },
        history: t.history === undefined ? null : [...t.history.values].reverse().map((v) => v.value),
    };
}
/** A chart block of a typed document as the page draws it (the title's words as text). */
function chartOf(block) {
    if (block.kind !== 'chart')
        return null;
    const s = block.spec;
    return {
        title: words(s.title),
        xLabels: s.xLabels.map((l) => cut(l)),
        xTitle: s.xTitle ?? null,
        yLabel: s.yLabel,
        yMax: s.yMax ?? null,
        series: s.series.map((x) => ({ name: x.name, kind: x.kind, values: [...x.values] })),
    };
}
/** The survival funnel as the comment draws it: % of all items left after each round, this run and the baseline. */
function data_funnelChart(current, baseline) {
    if (current.rounds.length === 0)
        return null;
    const survival = (s) => {
        const byId = new Map(s.rounds.map((r) => [r.id, r.passed]));
        return [100, ...current.rounds.map((r) => ((byId.get(r.id) ?? 0) * 100) / Math.max(1, s.total))];
    };
    return {
        title: 'Survival per round (% of items)',
        xLabels: ['all', ...current.rounds.map((r) => cut(r.id))],
        xTitle: null,
        yLabel: '% of items',
        yMax: 100,
        series: [
            { name: 'this run', kind: 'bar', values: survival(current) },
            ...(baseline === undefined ? [] : [{ name: 'baseline', kind: 'line', values: survival(baseline) }]),
        ],
    };
}
function suiteCharts(s, catalog) {
    const current = s.docs.current;
    const charts = [];
    if (current !== undefined)
        charts.push(data_funnelChart(current, s.docs.baseline));
    const trend = trendChart(s);
    if (trend !== null)
        charts.push(chartOf(trend));
    if (current?.status === 'ok')
        for (const block of catalog.find(current.benchmark)?.render?.(current) ?? [])
            charts.push(chartOf(block));
    return charts.filter((c) => c !== null);
}
/** A suite's outcome in words, without the comment's icons (the tone's colour says it). */
function outcomeText(o) {
    if (o === 'error')
        return 'could not be scored';
    if (o === 'skipped' || o === 'changed')
        return o;
    return words(TARGET_WORD[o]);
}
function suiteOf(s, catalog) {
    const doc = s.docs.current ?? s.docs.baseline;
    const fs = s.finalScore;
    const score = (v) => formatValue(v, 'score');
    return {
        id: cut(s.id),
        benchmark: cut(catalog.find(s.benchmark)?.title ?? s.benchmark),
        task: s.task === null ? null : cut(s.task),
        outcome: outcomeText(s.outcome),
        tone: s.outcome,
        gated: words(gatedWords(s.gating)),
        score: {
            current: score(s.score.current),
            baseline: score(s.score.baseline),
            delta: formatDelta(s.score.delta, 'score'),
        },
        items: s.items,
        checks: (doc?.rounds ?? []).map((r) => cut(r.id)),
        targets: s.targets.filter((t) => t !== fs).map(targetRow),
        repeats: (s.docs.current?.repeats ?? []).map((r) => ({
            index: r.index,
            seed: r.seed ?? null,
            status: r.status,
            finalScore: score(r.finalScore),
        })),
        identity: doc === undefined
            ? []
            : (catalog.find(doc.benchmark)?.identity?.(doc) ?? []).map(([k, v]) => [cut(k), cut(v)]),
        charts: suiteCharts(s, catalog),
        usage: suiteUsage(s),
    };
}
/** An items line's checks as `P`/`F`/`-`, one character per check. */
function checkString(record, checks) {
    let out = '';
    for (const c of checks)
        out += record[c] === true ? 'P' : record[c] === false ? 'F' : '-';
    return out;
}
const RESERVED = new Set(['id', 'reason', 'repeat', 'detail', 'usage']);
/** A text of an item's detail: cut, each line made safe for text (line breaks kept, the page keeps them). */
function detailCut(value) {
    const whole = typeof value === 'string' ? value : JSON.stringify(value);
    const long = whole.length > results_items/* DETAIL_LIMITS */.jt.maxText;
    const text = long ? whole.slice(0, results_items/* DETAIL_LIMITS */.jt.maxText - 1) : whole;
    const lines = text.split(/\r?\n/).map((l) => terminalText(l.replace(/\t/g, '    '), Infinity));
    return `${lines.join('\n')}${long ? '…' : ''}`;
}
/** An items line's `detail` (docs/results.md "Items files"): label → text pairs within its limits; null when it has none. */
function detailOf(record) {
    const detail = record.detail;
    if (detail === null || typeof detail !== 'object' || Array.isArray(detail))
        return null;
    const out = [];
    for (const [k, v] of Object.entries(detail)) {
        if (out.length >= results_items/* DETAIL_LIMITS */.jt.maxEntries)
            break;
        out.push([terminalText(k, results_items/* DETAIL_LIMITS */.jt.maxLabel), detailCut(v)]);
    }
    return out.length === 0 ? null : out;
}
function extraFields(record, checks) {
    const out = [];
    for (const [k, v] of Object.entries(record)) {
        if (RESERVED.has(k) || checks.has(k) || out.length >= HTML_LIMITS.maxExtraFields)
            continue;
        out.push([cut(k), cut(typeof v === 'string' ? v : JSON.stringify(v))]);
    }
    return out.length === 0 ? null : out;
}
/** An items line's key: its id, and its repeat when the suite was repeated (one line per repeat). */
const keyOf = (record) => typeof record.repeat === 'number' ? `${String(record.id)} · repeat ${record.repeat}` : String(record.id);
/**
 * The item's group; `compared`: the baseline has this suite's items, so an item it lacks is new
 * (without them nothing is compared: an item fails or passes).
 */
function groupOf(now, base, compared) {
    const failsNow = now.includes('F') || (now !== '' && !now.includes('P'));
    if (!compared)
        return failsNow ? 2 : 4;
    if (base !== null)
        for (let i = 0; i < now.length; i++)
            if (base[i] === 'P' && now[i] !== 'P')
                return 0;
    const failedBefore = base !== null && (base.includes('F') || (base !== '' && !base.includes('P')));
    if (failsNow)
        return failedBefore ? 2 : 1;
    return failedBefore ? 3 : 4;
}
async function itemsFileOf(dir, suite) {
    if (dir === null || suite?.itemsFile === undefined)
        return null;
    const named = await sideFile(dir, suite.itemsFile);
    return named.ok ? named.value : null;
}
/** The baseline's items of a suite by key: checks, reason and usage (its cost in `currency`). */
async function baselineItems(file, checks, currency) {
    const out = new Map();
    if (file === null)
        return out;
    for await (const { record } of (0,jsonl/* readJsonlRecords */.H)(file, ITEM_LINE_MAX_CHARS)) {
        if (record === null)
            continue;
        const reason = typeof record.reason === 'string' ? cut(record.reason) : null;
        out.set(keyOf(record), { checks: checkString(record, checks), reason, usage: itemUsage(record.usage, currency) });
    }
    return out;
}
/** A detail as embedded when the page has room for it (its bytes taken from the room), else null. */
function fitDetail(detail, room, left) {
    if (detail === null)
        return null;
    const size = Buffer.byteLength(scriptSafeJson(detail)) + 1;
    if (size > room.detailBytes || size > room.bytes) {
        left.count += 1;
        return null;
    }
    room.detailBytes -= size;
    room.bytes -= size;
    return detail;
}
/**
 * The baseline's detail of the rows whose checks changed (pass → fail, fixed, or a new failure of
 * an item the baseline has): what the baseline's model produced beside this run's. A second pass
 * over the baseline's items file, keeping only those rows' details.
 */
async function addBaselineDetails(file, rows, keys, room, left) {
    const wanted = new Map();
    rows.forEach((row, k) => {
        if (row[4] !== null && row[2] !== 2 && row[2] !== 4)
            wanted.set(keys[k], row);
    });
    if (wanted.size === 0)
        return;
    for await (const { record } of (0,jsonl/* readJsonlRecords */.H)(file, ITEM_LINE_MAX_CHARS)) {
        const row = record === null ? undefined : wanted.get(keyOf(record));
        if (row === undefined)
            continue;
        wanted.delete(keyOf(record));
        const detail = fitDetail(detailOf(record), room, left);
        if (detail !== null) {
            row[8] ??= null;
            row[9] = detail;
        }
        if (wanted.size === 0)
            break;
    }
}
/** A suite's items, this run's in file order (then the baseline's it lacks), up to `room`. */
async function suiteItems(index, s, input, checks, 
/** What the table can still take: items, bytes, and bytes of details (decreased as rows are added). */
room) {
    const counts = { shown: 0, total: 0, flipped: 0, newFailures: 0, failing: 0 };
    const currentFile = await itemsFileOf(input.currentDir, s.docs.current);
    const baseFile = await itemsFileOf(input.baselineDir, s.docs.baseline);
    const rows = [];
    if (currentFile === null)
        return {
            rows,
            counts,
            note: s.docs.current?.itemsFile === undefined
                ? 'this run wrote no items file for this suite'
                : 'the items file was not found',
        };
    const base = await baselineItems(baseFile, checks, itemCurrency(s.docs.baseline));
    const currency = itemCurrency(s.docs.current);
    const checkSet = new Set(checks);
    const keys = [];
    const detailsLeft = { count: 0 };
    for await (const { record } of (0,jsonl/* readJsonlRecords */.H)(currentFile, ITEM_LINE_MAX_CHARS)) {
        if (record === null)
            continue;
        const key = keyOf(record);
        const before = base.get(key);
        const now = checkString(record, checks);
        const group = groupOf(now, before?.checks ?? null, baseFile !== null);
        counts.total += 1;
        if (group === 0)
            counts.flipped += 1;
        if (group === 1)
            counts.newFailures += 1;
        if (group <= 2)
            counts.failing += 1;
        if (rows.length >= room.items || room.bytes <= 0)
            continue;
        const reason = typeof record.reason === 'string' ? cut(record.reason) : null;
        const baseReason = before?.reason ?? null;
        const row = [
            index,
            terminalText(key, HTML_LIMITS.maxId),
            group,
            now,
            before?.checks ?? null,
            reason,
            baseReason === reason ? null : baseReason,
            extraFields(record, checkSet),
        ];
        // Usage after the detail slots (null when the row has no detail): a row without usage ends before it.
        const usageNow = itemUsage(record.usage, currency);
        const usageBefore = before?.usage ?? null;
        if (usageNow !== null || usageBefore !== null)
            row.push(null, null, [usageNow, usageBefore]);
        room.bytes -= Buffer.byteLength(scriptSafeJson(row)) + 1;
        if (room.bytes < 0)
            continue;
        // A row without detail ends at its fields: no bytes for it.
        const detail = fitDetail(detailOf(record), room, detailsLeft);
        if (detail !== null)
            row[8] = detail;
        rows.push(row);
        keys.push(key);
    }
    if (baseFile !== null)
        await addBaselineDetails(baseFile, rows, keys, room, detailsLeft);
    counts.shown = rows.length;
    const rowsNote = counts.shown < counts.total
        ? `${counts.total - counts.shown} of ${counts.total} items left out of the table (one report holds at most ${HTML_LIMITS.maxItems} items and ${HTML_LIMITS.maxItemBytes / 1024 / 1024} MiB of them)`
        : baseFile === null && s.docs.baseline !== undefined
            ? "the baseline's items file was not found: no item is compared"
            : null;
    const detailsNote = detailsLeft.count === 0
        ? null
        : `the detail of ${detailsLeft.count} items left out (one report holds at most ${HTML_LIMITS.maxDetailBytes / 1024 / 1024} MiB of items' details)`;
    const note = rowsNote === null ? detailsNote : detailsNote === null ? rowsNote : `${rowsNote}; ${detailsNote}`;
    return { rows, counts, note };
}
/** "7 suites: 1 regressed, 2 improved", or that no target moved past its thresholds. */
function headline(suites, verdicts) {
    const counts = verdictCounts(verdicts).map(words);
    return `${suites} ${suites === 1 ? 'suite' : 'suites'}: ${counts.length === 0 ? 'no target regressed or improved' : counts.join(', ')}`;
}
/** The page's data: the run, each suite, and every item in the table's order (flipped first). */
async function htmlPayload(input) {
    const { report, catalog } = input;
    const c = report.comparison;
    const suites = [];
    const items = [];
    const room = {
        items: HTML_LIMITS.maxItems,
        bytes: HTML_LIMITS.maxItemBytes,
        detailBytes: HTML_LIMITS.maxDetailBytes,
    };
    for (const [i, s] of c.suites.entries()) {
        const head = suiteOf(s, catalog);
        const got = await suiteItems(i, s, input, head.checks, room);
        room.items -= got.rows.length;
        for (const row of got.rows)
            items.push(row);
        suites.push({ ...head, itemCounts: got.counts, itemsNote: got.note });
    }
    // Flipped first, then new failures, still failing, fixed, passing; within a group suite and file order.
    const order = items.map((_, k) => k).sort((a, b) => items[a][2] - items[b][2] || a - b);
    const verdicts = c.suites.flatMap((s) => s.targets.map((t) => t.verdict));
    const verdict = report.current.verdict ?? c.verdict;
    // A run no gate judged (no gate section, a shard) has no verdict to show.
    const gated = input.gated !== false;
    const notes = [];
    if (report.missingBaseline !== null)
        notes.push(cut(report.missingBaseline));
    for (const w of report.baseline?.warnings ?? [])
        notes.push(cut(w));
    const provenance = report.baseline?.provenance;
    return {
        version: 1,
        run: {
            verdict: gated ? words(RUN_VERDICT_NAME[verdict]) : 'not gated',
            tone: gated ? verdict : 'none',
            headline: headline(c.suites.length, verdicts),
            tool: cut(`${report.current.tool.name} ${report.current.tool.version}`),
            createdAt: cut(report.current.run.createdAt),
            commit: report.current.run.commit === null ? null : cut(report.current.run.commit),
            gated: c.hasBaseline,
            baseline: provenance === undefined
                ? null
                : cut(`${provenance.location}${provenance.commit === null ? '' : ` · commit ${provenance.commit.slice(0, 12)}`} · ${provenance.createdAt}`),
            failures: (input.failures ?? (report.incomplete ? [report.incomplete] : [])).map((f) => cut(failureWords(f))),
            notes,
            score: {
                current: formatValue(c.run.scores.final ?? c.run.scores.mean, 'score'),
                baseline: formatValue(c.run.scores.baseline, 'score'),
                delta: formatDelta(c.run.scores.delta, 'score'),
            },
        },
        suites,
        items: order.map((k) => items[k]),
        links: (input.links ?? [])
            .filter((l) => l.url.startsWith('https://'))
            .map((l) => ({ label: cut(l.label), url: l.url })),
    };
}

;// CONCATENATED MODULE: ./src/report/html/page.ts
// One self-contained HTML file: our markup (no document text in it), the payload as JSON in a
// <script type="application/json"> that no string can close, our script, our style, and a
// Content-Security-Policy that allows nothing from the network and no script but ours (its hash).





/** The CSP source of our inline script: the page runs it and nothing else. */
const SCRIPT_HASH = `'sha256-${(0,external_node_crypto_.createHash)('sha256').update(CLIENT_SCRIPT).digest('base64')}'`;
const CONTENT_SECURITY_POLICY = [
    "default-src 'none'",
    `script-src ${SCRIPT_HASH}`,
    "style-src 'unsafe-inline'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
].join('; ');
/** The page around a payload. */
function htmlPage(payload) {
    return [
        '<!doctype html>',
        '<html lang="en">',
        '<head>',
        '<meta charset="utf-8">',
        `<meta http-equiv="Content-Security-Policy" content="${CONTENT_SECURITY_POLICY}">`,
        '<meta name="referrer" content="no-referrer">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<title>bench-check report</title>',
        `<style>${STYLE}</style>`,
        '</head>',
        '<body>',
        '<main id="app"><noscript>This report draws itself with its own script: open it in a browser with JavaScript on.</noscript></main>',
        `<script type="application/json" id="bench-data">${scriptSafeJson(payload)}</script>`,
        `<script>${CLIENT_SCRIPT}</script>`,
        '</body>',
        '</html>',
        '',
    ].join('\n');
}
/** The HTML report of a gated (or ungated) run: its payload read from the documents and items files, then the page. */
async function renderHtmlReport(input) {
    return htmlPage(await htmlPayload(input));
}

;// CONCATENATED MODULE: ./src/cli/exports.ts
// `--junit FILE`, `--bmf FILE`, `--gab FILE` of `run` and `compare`: the gate's outcome in the
// formats CI tools read (report/junit.ts, bmf.ts, gab.ts); `--html FILE`: the report to look at
// (report/html/, docs/html-report.md). Each file is written whole and renamed
// into place; a path that is also another output of the command is refused before anything runs.






const EXPORT_FLAGS = {
    junit: {
        type: 'string',
        describe: "Write the gate's outcome as JUnit XML here: one testsuite per suite, one testcase per gated target, failed when it regressed",
    },
    bmf: {
        type: 'string',
        describe: "Write the run's values in Bencher Metric Format (JSON) here: one benchmark per suite, one measure per target",
    },
    gab: {
        type: 'string',
        describe: "Write github-action-benchmark JSON: FILE for customBiggerIsBetter, FILE's name with .smaller.json for customSmallerIsBetter",
    },
    html: {
        type: 'string',
        describe: 'Write one self-contained HTML report here: every suite against its baseline and every item, flipped items first (opens offline)',
    },
};
/** The files the export flags write, by flag (`--gab` writes two). */
function exportFiles(args) {
    const files = [];
    if (args.junit !== undefined)
        files.push(['--junit', args.junit]);
    if (args.bmf !== undefined)
        files.push(['--bmf', args.bmf]);
    if (args.gab !== undefined)
        files.push(['--gab', args.gab], ['--gab', gabSmallerPath(args.gab)]);
    if (args.html !== undefined)
        files.push(['--html', args.html]);
    return files;
}
/**
 * Why the export flags cannot be honoured (a path that another output or input of the command
 * also names: writing it would destroy that file), or null. `others`: the command's other paths by flag.
 */
function exportPathsProblem(args, others, cwd) {
    const seen = new Map();
    for (const [flag, file] of Object.entries(others))
        if (file !== undefined)
            seen.set(external_node_path_default().resolve(cwd, file), flag);
    for (const [flag, file] of exportFiles(args)) {
        const abs = external_node_path_default().resolve(cwd, file);
        const before = seen.get(abs);
        if (before !== undefined)
            return `${flag} ${file} is also the file of ${before}: choose another path (nothing was written)`;
        seen.set(abs, flag);
    }
    return null;
}
/** Whether any export flag was given. */
function exportsAsked(args) {
    return args.junit !== undefined || args.bmf !== undefined || args.gab !== undefined || args.html !== undefined;
}
/** Write the asked-for exports of a run (its gate report, or the report of a run without a gate). */
async function writeExports(input, args, cwd, log, sides) {
    if (!exportsAsked(args))
        return;
    if (!input.gated)
        log.info('exports: the run was not gated (no gate section, or a shard): targets are listed with their values, none was judged');
    if (args.junit !== undefined) {
        await (0,atomic/* writeFileAtomic */.Zf)(external_node_path_default().resolve(cwd, args.junit), renderJunit(input));
        log.info(`JUnit XML written to ${args.junit}`);
    }
    if (args.bmf !== undefined) {
        await (0,atomic/* writeFileAtomic */.Zf)(external_node_path_default().resolve(cwd, args.bmf), renderBmf(input));
        log.info(`Bencher Metric Format written to ${args.bmf}`);
    }
    if (args.gab !== undefined) {
        const gab = renderGab(input);
        await (0,atomic/* writeFileAtomic */.Zf)(external_node_path_default().resolve(cwd, args.gab), gab.bigger);
        await (0,atomic/* writeFileAtomic */.Zf)(external_node_path_default().resolve(cwd, gabSmallerPath(args.gab)), gab.smaller);
        log.info(`github-action-benchmark JSON written to ${args.gab} and ${gabSmallerPath(args.gab)}`);
    }
    if (args.html !== undefined) {
        await (0,atomic/* writeFileAtomic */.Zf)(external_node_path_default().resolve(cwd, args.html), await renderHtmlReport({ report: input.report, gated: input.gated, ...sides }));
        log.info(`HTML report written to ${args.html}`);
    }
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
        return (0,result/* success */.k)(null);
    const shard = (0,results_shard/* parseShard */.u)(text);
    return shard === null
        ? (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message: `--shard must look like i/n with 1 ≤ i ≤ n, got "${text}"` }))
        : (0,result/* success */.k)(shard);
}
function inputErrors(diagnostics) {
    for (const d of diagnostics)
        process.stderr.write(`error: ${(0,core_diagnostics/* formatDiagnostic */.xy)(d)}\n`);
    return 2;
}
/** Write a text output (the markdown report), creating its directory; atomically. */
async function writeTextFile(file, text) {
    await (0,atomic/* writeFileAtomic */.Zf)(file, text);
}
/**
 * For stderr, when stdout carries a document (--format json|markdown): every suite's diagnostics
 * grouped per suite (log; --quiet hides them) and one `error:` line per suite that could not be
 * scored (always: it explains exit code 2).
 */
function diagnosticsToStderr(doc, args, log, demo) {
    const text = renderDiagnosticsText(doc, { verbose: args.verbose === true, demo });
    if (text !== '')
        log.info(text.trimEnd());
}
/** One `error:` line per suite that could not be scored, with its first error (why the exit code is 2). */
function suiteErrorsToStderr(doc) {
    for (const suite of doc.suites) {
        if (suite.status !== 'error')
            continue;
        const first = suite.diagnostics.find((d) => d.severity === 'error');
        process.stderr.write(`error: suite ${terminalSafe(suite.id, 60)} could not be scored${first === undefined ? '' : `: ${terminalSafe((0,core_diagnostics/* formatDiagnostic */.xy)(first), 400)}`}\n`);
    }
}
/**
 * Write what was asked for: the document (--out), the markdown report (--markdown), and on
 * stdout the --format view (default: the text report). The report always goes to stdout, logs
 * and progress to stderr; with --format json stdout holds only the document. With a gate, the
 * markdown report is the gate's (the PR comment body) both in --markdown FILE and on stdout, and
 * the text report ends with the comparison.
 */
async function emitResults(doc, to, extras = {}) {
    const { args, cwd, log, catalog } = to;
    const outFile = args.out !== undefined ? external_node_path_default().resolve(cwd, args.out) : null;
    const resultsDir = outFile === null ? null : external_node_path_default().dirname(outFile);
    if (outFile !== null) {
        await writeDocument(doc, outFile);
        log.info(`results written to ${args.out}`);
    }
    const gate = extras.gate ?? null;
    const demo = extras.demo === true;
    const markdown = async () => gate !== null
        ? renderGateReports(gate, { catalog, commentKey: null }).markdown
        : await renderReport(doc, { resultsDir, catalog });
    if (args.markdown !== undefined) {
        await writeTextFile(external_node_path_default().resolve(cwd, args.markdown), await markdown());
        log.info(`markdown report written to ${args.markdown}`);
    }
    const format = args.format ?? 'text';
    if (format === 'text') {
        const comparison = gate === null ? '' : `\n${renderComparisonText(gate)}`;
        process.stdout.write(`${renderText(doc, catalog, { verbose: args.verbose === true, demo })}${comparison}`);
    }
    else {
        process.stdout.write(format === 'json' ? serializeDocument(doc) : await markdown());
        diagnosticsToStderr(doc, args, log, demo);
        if (gate !== null)
            log.info(renderComparisonText(gate, { overview: false }).trimEnd());
    }
    if (exportsAsked(args)) {
        const ungated = gate === null ? withoutGate(doc, gateHintsOf(catalog)) : null;
        await writeExports(ungated === null ? { report: gate, gated: true } : { report: ungated.report, gated: false }, args, cwd, log, {
            catalog,
            currentDir: resultsDir,
            baselineDir: extras.baselineDir ?? null,
            failures: extras.failures ?? ungated?.failures ?? [],
        });
    }
    suiteErrorsToStderr(doc);
}
/** The exit code of a run no gate judged: 2 when it could not be measured (gate/index.ts withoutGate), else 0. */
function ungatedExitCode(doc, catalog) {
    return withoutGate(doc, gateHintsOf(catalog)).exitCode;
}
/**
 * A usage message when --deadline-minutes is not a number > 0, else null. yargs gives NaN for a
 * word and an array for a flag given twice.
 */
function deadlineArg(minutes) {
    return minutes === undefined || (typeof minutes === 'number' && Number.isFinite(minutes) && minutes > 0)
        ? null
        : `--deadline-minutes must be a number > 0, got ${String(minutes)}`;
}
const DEADLINE_FLAG = {
    type: 'number',
    describe: 'Stop the run after this many minutes (results kept, marked incomplete, exit 2). Default: 60 when a suite asks a live provider, else none',
};
/**
 * A run stopped by a signal or its deadline: the suites done are written with `run.incomplete`
 * (verdict error, never gated), the cause is said, exit 2.
 */
async function stoppedRun(doc, to, extras = {}) {
    // The verdict and the exit code of the run as the gate decides an ungated one (error, 2: it did
    // not finish); a stopped run without its incomplete mark still ends in error.
    const outcome = withoutGate(doc, gateHintsOf(to.catalog));
    const stopped = { ...doc, verdict: outcome.verdict ?? 'error' };
    await emitResults(stopped, to, extras);
    const pending = stopped.run.pending ?? [];
    process.stderr.write(`error: ${stopped.run.stopReason ?? 'the run stopped'}: ${stopped.suites.length} suite(s) scored and kept, not scored: ${pending.join(', ') || 'none'}\n`);
    return outcome.verdict === null ? 2 : outcome.exitCode;
}

;// CONCATENATED MODULE: ./src/cli/commands/merge.ts













/** The id of an items-file line (with its repeat, for a repeated suite), or null when the line is not an item. */
function itemId(line) {
    try {
        const item = JSON.parse(line);
        if (item === null || typeof item !== 'object' || item.id === undefined)
            return null;
        return {
            id: typeof item.id === 'string' ? item.id : JSON.stringify(item.id),
            repeat: typeof item.repeat === 'number' ? item.repeat : null,
        };
    }
    catch {
        return null;
    }
}
/**
 * A repeated suite's items in repeat order (docs/repeats.md "Shards"): for each repeat, the lines
 * of the shard that ran it, so the merged file is the unsharded run's byte for byte.
 */
async function writeByRepeat(files, repeats, out) {
    for (const k of repeats) {
        const file = files.get(k);
        if (file === undefined)
            continue;
        for await (const line of (0,lines/* readLines */.S)(file)) {
            if (line.trim() === '' || itemId(line)?.repeat !== k)
                continue;
            if (!out.stream.write(`${line}\n`))
                await (0,external_node_events_.once)(out.stream, 'drain');
        }
    }
}
/** One shard's items file: its items counted and their ids, each line copied to `out` (when given). */
async function readShardItems(file, out) {
    let count = 0;
    let malformed = 0;
    const ids = [];
    for await (const line of (0,lines/* readLines */.S)(file)) {
        if (line.trim() === '')
            continue;
        count += 1;
        const item = itemId(line);
        if (item === null)
            malformed += 1;
        else
            ids.push(item.repeat === null ? item.id : `${item.id} (repeat ${item.repeat})`);
        if (out !== null && !out.stream.write(`${line}\n`))
            await (0,external_node_events_.once)(out.stream, 'drain');
    }
    return { count, malformed, ids };
}
/**
 * Concatenate each suite's items files in shard order into the merged document's own items files
 * (`target`: its side files; null: check only), and point the merged suites at them. Refused, with
 * the cause named: an items file that does not belong to its document (another count of items than
 * the suite scored: overwritten by another run in the same folder), two shards naming one file, an
 * item id in two shards, an output that would overwrite an input. Returns the problems (empty when
 * fine); nothing is written unless there are none.
 */
async function mergeItems(shardFiles, docs, merged, target) {
    const problems = [];
    const sources = new Map();
    const outputs = [];
    const shown = (file) => (0,paths/* displayPath */.G)(file);
    for (const [k, suite] of merged.suites.entries()) {
        if (suite.itemsFile === undefined)
            continue;
        const name = target === null ? suite.itemsFile : (0,results_items/* sideFileName */.XW)(target, suite.id, 'items.jsonl');
        const dest = target === null ? null : external_node_path_default().join(target.dir, name);
        const out = dest === null ? null : new atomic/* AtomicStream */.M$(dest);
        if (out !== null)
            outputs.push(out);
        const owner = new Map();
        // A repeated suite's files are written after the checks, in repeat order: the file of each repeat.
        const repeated = suite.repeats !== undefined;
        const byRepeat = new Map();
        for (const [i, doc] of docs.entries()) {
            const part = doc.suites[k];
            if (part.itemsFile === undefined || part.status === 'skipped')
                continue;
            const file = external_node_path_default().resolve(external_node_path_default().dirname(shardFiles[i]), part.itemsFile);
            const shard = doc.run.shard.index;
            if (!(0,external_node_fs_.existsSync)(file)) {
                problems.push(`${shown(shardFiles[i])}: items file ${part.itemsFile} of suite ${suite.id} is missing`);
                continue;
            }
            const real = (0,external_node_fs_.realpathSync)(file);
            if (dest !== null && (0,external_node_fs_.existsSync)(dest) && (0,external_node_fs_.realpathSync)(dest) === real) {
                problems.push(`the merged items file of suite ${suite.id} would overwrite ${shown(file)}, an input of the merge: write the merged document under another name (--out)`);
                continue;
            }
            const sharedWith = sources.get(real);
            if (sharedWith !== undefined && sharedWith !== shard) {
                problems.push(`shards ${sharedWith} and ${shard} both name ${shown(file)} as their items file: one overwrote the other's (written into one folder by an older bench-check, whose side files did not carry the results file's name); score those shards again`);
                continue;
            }
            sources.set(real, shard);
            for (const r of part.repeats ?? [])
                byRepeat.set(r.index, file);
            const { count, malformed, ids } = await readShardItems(file, repeated ? null : out);
            if (malformed > 0)
                problems.push(`${shown(file)}: ${malformed} line(s) are not items ({"id": …}): not an items file of bench-check`);
            // An error suite may have stopped between its count and its file: only a finished one is checked.
            if (part.status === 'ok' && count !== part.total) {
                problems.push(`${shown(file)} holds ${count} items, but suite ${suite.id} of ${shown(shardFiles[i])} scored ${part.total}: the file does not belong to that document (overwritten by another run in the same folder, or copied from elsewhere)`);
                continue;
            }
            for (const id of ids) {
                const before = owner.get(id);
                if (before !== undefined && before !== shard)
                    problems.push(`suite ${suite.id}: item ${JSON.stringify(id)} is in shards ${before} and ${shard}: the shards were not cut from one run (another --shard n, or another input)`);
                owner.set(id, shard);
            }
        }
        if (out !== null && repeated)
            await writeByRepeat(byRepeat, suite.repeats.map((r) => r.index), out);
        if (target !== null)
            suite.itemsFile = name;
    }
    for (const out of outputs) {
        await out.end();
        if (problems.length === 0)
            await out.commit();
        else
            await out.discard();
    }
    return problems;
}
/**
 * The usage of each merged suite whose shards carried per-item usage, recomputed from the shards'
 * items files in shard order (percentiles are not sums of the shards').
 */
async function recomputeMergedUsage(shardFiles, docs, merged) {
    for (const [k, suite] of merged.suites.entries()) {
        const parts = docs.map((d) => d.suites[k]).filter((p) => p !== undefined && p.status !== 'skipped');
        const files = docs.flatMap((d, i) => {
            const part = d.suites[k];
            if (part?.itemsFile === undefined || part.status === 'skipped')
                return [];
            return [external_node_path_default().resolve(external_node_path_default().dirname(shardFiles[i]), part.itemsFile)];
        });
        await (0,results_usage/* recomputeUsage */.KO)(suite, files, parts.map((p) => p.usage));
    }
}
const mergeCommand = {
    command: 'merge <shards..>',
    describe: 'Merge a complete set of shard results (from --shard i/n) into one results document',
    builder: (y) => y
        .positional('shards', {
        type: 'string',
        array: true,
        describe: 'The shard results documents (each index 1..n once)',
    })
        .option('out', {
        type: 'string',
        describe: 'Write the merged results document here (items files go next to it); without it the document goes to stdout per --format',
    })
        .option('markdown', { type: 'string', describe: 'Write the markdown report here' })
        .example('$0 merge shard-*/results.json --out results.json', 'merge the results of a matrix job'),
    async run(args, { catalog }) {
        const cwd = process.cwd();
        const log = (0,logger/* stderrLogger */.D7)(args.quiet === true);
        const files = args.shards.map((f) => external_node_path_default().resolve(cwd, f));
        const docs = [];
        // Each shard within the default limits (gate/limits.ts): merge has no config, and a shard may
        // come from another job's artifact.
        const limits = resolveResultsLimits(undefined);
        for (const [i, file] of files.entries()) {
            const read = await readResultsWithinLimits(file, args.shards[i], limits);
            if (!read.ok)
                return inputErrors(read.diagnostics);
            docs.push(read.value);
        }
        const outFile = args.out === undefined ? null : external_node_path_default().resolve(cwd, args.out);
        if (outFile !== null && files.includes(outFile))
            return usageError(`--out ${args.out} is one of the shards being merged: write the merged document under another name`);
        const merged = mergeShards(docs, catalog.find);
        const target = outFile === null ? null : (0,results_items/* sideFilesOf */.SG)(outFile);
        if (target !== null)
            await (0,promises_.mkdir)(target.dir, { recursive: true });
        const problems = merged.ok
            ? await mergeItems(files, docs, merged.value, target)
            : merged.diagnostics.map((d) => d.message);
        if (!merged.ok || problems.length > 0) {
            for (const p of problems)
                usageError(p);
            return 2;
        }
        await recomputeMergedUsage(files, docs, merged.value);
        await emitResults(merged.value, { args, cwd, log, catalog });
        return ungatedExitCode(merged.value, catalog);
    },
};

;// CONCATENATED MODULE: ./src/cli/commands/baseline.ts






const UPDATE_EXAMPLE = 'bench-check baseline update --from bench-results/results.json --reason "why the baseline changes"';
/** `bench-check baseline update --from results.json --reason "…"`: change the committed baseline on purpose. */
const baselineCommand = {
    command: 'baseline [action]',
    describe: 'Manage the committed baseline (.bench/baseline.json)',
    builder: (y) => y
        .positional('action', {
        type: 'string',
        choices: ['update'],
        describe: 'update: make a results document the new baseline',
    })
        .option('from', { type: 'string', describe: 'Results document to adopt (required)' })
        .option('reason', { type: 'string', describe: 'Why the baseline changes, recorded beside it (required)' })
        .option('to', { type: 'string', default: DEFAULT_BASELINE_FILE, describe: 'Baseline file to write' })
        .example('$0 baseline update --from bench-results/results.json --reason "new tokenizer"', 'adopt a run as the baseline'),
    async run(args) {
        // Checked here rather than by yargs, whose words ("Not enough non-option arguments", "Missing
        // required argument") name its parser, not what to type.
        if (args.action === undefined)
            return usageError(`name what to do with the baseline; the one action is update: ${UPDATE_EXAMPLE}`);
        const missing = [
            args.from === undefined ? '--from RESULTS.json' : null,
            args.reason === undefined ? '--reason "…"' : null,
        ].filter((m) => m !== null);
        if (args.from === undefined || args.reason === undefined)
            return usageError(`baseline update needs ${missing.join(' and ')}: ${UPDATE_EXAMPLE}`);
        const cwd = process.cwd();
        const log = (0,logger/* stderrLogger */.D7)(args.quiet === true);
        const result = await updateBaseline({
            from: external_node_path_default().resolve(cwd, args.from),
            to: external_node_path_default().resolve(cwd, args.to ?? DEFAULT_BASELINE_FILE),
            reason: args.reason,
            env: process.env,
        });
        for (const d of result.diagnostics)
            process.stderr.write(`${d.severity === 'error' ? 'error' : 'warning'}: ${(0,core_diagnostics/* formatDiagnostic */.xy)(d)}\n`);
        if (!result.ok)
            return 2;
        for (const f of result.written)
            log.info(`wrote ${f}`);
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/report/outputs.ts


/** How many ids a headline names before it counts the rest. */
const NAMED = 5;
function outputs_named(ids) {
    const shown = ids.slice(0, NAMED).map((id) => JSON.stringify(id.length > 60 ? `${id.slice(0, 59)}…` : id));
    return `${shown.join(', ')}${ids.length > NAMED ? `, … (${ids.length})` : ''}`;
}
/**
 * One line: `verdict error · 2 of 3 suites could not be scored ("a", "b") · 1 suite removed ("c")`.
 * The ids are JSON strings (a step output is plain text; nothing renders it).
 */
function outputs_headline(verdict, run) {
    const parts = [`verdict ${verdict}`];
    if (run.unscored !== null)
        parts.push(`${unscoredWords(run.unscored)} (${outputs_named(run.unscored.ids)})`);
    if (run.removed.length > 0)
        parts.push(`${removedWords(run.removed.length)} (${outputs_named(run.removed)})`);
    if (run.scoredNothing)
        parts.push(NO_SUITE_SCORED);
    return parts.join(' · ');
}
/** The regressed targets of every suite. */
function outputs_regressions(c) {
    return c.suites.flatMap((s) => s.targets
        .filter((t) => failsRun(t.verdict))
        .map((t) => ({
        suite: s.id,
        kind: t.kind,
        id: t.id,
        baseline: t.baseline,
        current: t.current,
        delta: t.delta,
        p: t.p,
        pAdjusted: t.pAdjusted,
    })));
}
/** How many targets of the run got each verdict (every verdict named, 0 included; the gate's ids). */
function targetCounts(c) {
    const counts = Object.fromEntries(VERDICT_KINDS.map((v) => [v, 0]));
    for (const s of c.suites)
        for (const t of s.targets)
            counts[t.verdict] += 1;
    return counts;
}
/** The outputs as the action sets them: kebab-case names, strings ("" for null). `verdict`: the run's (default the comparison's). */
function outputStrings(c, verdict = c.verdict) {
    const n = (v) => (v === null ? '' : String(v));
    const scores = c.run.scores;
    return {
        verdict,
        headline: outputs_headline(verdict, c.run),
        'final-score': n(scores.final),
        'baseline-score': n(scores.baseline),
        delta: n(scores.delta),
        scores: JSON.stringify(scores.bySuite),
        regressions: JSON.stringify(outputs_regressions(c)),
        'target-counts': JSON.stringify(targetCounts(c)),
    };
}
function targetJson(t) {
    return {
        kind: t.kind,
        id: t.id,
        label: t.label,
        scale: t.scale,
        direction: t.direction,
        unit: t.unit,
        baseline: t.baseline,
        current: t.current,
        delta: t.delta,
        test: t.test,
        p: t.p,
        pAdjusted: t.pAdjusted,
        ...(t.repeats === undefined ? {} : { repeats: t.repeats }),
        verdict: t.verdict,
        reasons: reasonsWords(t),
        threshold: failThresholdWords(t),
        items: t.items,
        history: t.history,
        round: t.round,
    };
}
function suiteJson(s) {
    return {
        id: s.id,
        benchmark: s.benchmark,
        paired: s.paired,
        shared: s.shared,
        worst: s.worst,
        failingItems: s.failingItems,
        state: s.state,
        verdict: s.verdict,
        targets: s.targets.map(targetJson),
    };
}
/** The comparison as `--format json` prints it: per suite and target the verdict, values, test, reasons and thresholds in words. */
function comparisonJson(c) {
    return {
        level: c.level,
        alpha: c.alpha,
        multipleTesting: c.multipleTesting,
        family: c.family,
        minItems: c.minItems,
        hasBaseline: c.hasBaseline,
        verdict: c.verdict,
        suites: c.suites.map(suiteJson),
        verdictHash: c.verdictHash,
    };
}

;// CONCATENATED MODULE: ./src/cli/failures.ts

/** The `error:` lines of a run's failures ('' when there is none). */
function failureLines(failures) {
    return failures
        .filter((f) => f.kind !== 'unscored')
        .map((f) => `error: ${failureWords(f)}\n`)
        .join('');
}

;// CONCATENATED MODULE: ./src/cli/gate-section.ts
// The `gate` section of `--config` for the commands that gate documents (`compare`, `history`).



/**
 * The config's gate section and the folder its relative baseline path resolves against (the
 * config file's); without `--config`, no section and the working directory.
 */
async function gateSection(configArg, cwd, catalog) {
    if (configArg === undefined)
        return (0,result/* success */.k)({ gate: {}, gateCwd: cwd });
    const loaded = await loadConfigFile(external_node_path_default().resolve(cwd, configArg), catalog);
    if (!loaded.ok)
        return loaded;
    return (0,result/* success */.k)({ gate: loaded.value.config.gate ?? {}, gateCwd: loaded.value.baseDir });
}

;// CONCATENATED MODULE: ./src/cli/commands/compare.ts













/** `bench-check compare`: the gate on two results documents already written. */
const compareCommand = {
    command: 'compare',
    describe: 'Compare a results document against a baseline and apply the regression gate',
    builder: (y) => y
        .option('baseline', {
        type: 'string',
        describe: 'Baseline results document (default: gate.baseline of --config, else .bench/baseline.json)',
    })
        .option('current', { type: 'string', demandOption: true, describe: 'Current results document' })
        .option('markdown', { type: 'string', describe: 'Write the PR comment markdown here' })
        .option('on-missing-baseline', {
        type: 'string',
        choices: ['pass', 'warn', 'fail'],
        describe: 'Verdict without a baseline (default warn; fail exits 3)',
    })
        .option('level', { type: 'number', describe: 'Confidence level of the one-sided tests (default 0.95)' })
        .option('config', {
        type: 'string',
        describe: 'Config file whose `gate` section (rules, minItems, baseline) applies',
    })
        .options(EXPORT_FLAGS)
        .example('$0 compare --baseline .bench/baseline.json --current bench-results/results.json --markdown comment.md', 'gate a run'),
    async run(args, { catalog }) {
        const cwd = process.cwd();
        const log = (0,logger/* stderrLogger */.D7)(args.quiet === true);
        const clash = exportPathsProblem(args, { '--current': args.current, '--baseline': args.baseline, '--markdown': args.markdown, '--config': args.config }, cwd);
        if (clash !== null) {
            process.stderr.write(`error: ${clash}\n`);
            return 2;
        }
        // The config's baseline path is relative to the config file.
        const section = await gateSection(args.config, cwd, catalog);
        if (!section.ok)
            return inputErrors(section.diagnostics);
        let { gate } = section.value;
        const { gateCwd } = section.value;
        if (args.level !== undefined && !(args.level > 0.5 && args.level < 1)) {
            process.stderr.write(`error: --level must be between 0.5 and 1 (exclusive), got ${args.level}\n`);
            return 2;
        }
        gate = {
            ...gate,
            level: args.level ?? gate.level,
            onMissingBaseline: args.onMissingBaseline ?? gate.onMissingBaseline,
        };
        // Within the limits of gate.limits before anything compares or renders it (exit 2 naming the limit).
        const current = await readResultsWithinLimits(external_node_path_default().resolve(cwd, args.current), args.current, resolveGateConfig(gate).limits);
        if (!current.ok)
            return inputErrors(current.diagnostics);
        const baseline = args.baseline === undefined
            ? undefined
            : await loadBaselineFile(external_node_path_default().resolve(cwd, args.baseline), 'path', { env: process.env });
        const outcome = await applyGate(current.value, gate, {
            cwd: gateCwd,
            env: process.env,
            log,
            resultsDir: external_node_path_default().dirname(external_node_path_default().resolve(cwd, args.current)),
            baseline,
            hints: gateHintsOf(catalog),
        });
        const rendered = renderGateReports(outcome.report, { catalog, commentKey: null });
        process.stderr.write(failureLines(outcome.failures));
        if (args.markdown !== undefined) {
            await writeTextFile(external_node_path_default().resolve(cwd, args.markdown), rendered.markdown);
            log.info(`markdown written to ${args.markdown}`);
        }
        await writeExports({ report: outcome.report, gated: true }, args, cwd, log, {
            catalog,
            currentDir: external_node_path_default().dirname(external_node_path_default().resolve(cwd, args.current)),
            baselineDir: outcome.baseline?.side.dir ?? null,
            failures: outcome.failures,
        });
        // The report on stdout (the comparison as text, the same markdown as --markdown FILE, or the
        // outputs as JSON); logs on stderr.
        const format = args.format ?? 'text';
        if (format === 'json')
            process.stdout.write(`${JSON.stringify({ ...outputStrings(outcome.comparison), comparison: comparisonJson(outcome.comparison) }, null, 2)}\n`);
        else if (format === 'markdown')
            process.stdout.write(rendered.markdown);
        else
            process.stdout.write(renderComparisonText(outcome.report));
        return outcome.exitCode;
    },
};

;// CONCATENATED MODULE: ./src/gate/history.ts
/**
 * Why a candidate's document is not a results document at all, or null. The candidates are typed,
 * but they come from artifacts and folders: a cheap structural check guards what the statistics read.
 */
function notAResultsDocument(doc) {
    if (typeof doc !== 'object' || doc === null)
        return 'not a results document';
    const d = doc;
    if (d.schemaVersion !== 1)
        return `not a results document (schemaVersion ${JSON.stringify(d.schemaVersion ?? null)}, expected 1)`;
    const run = typeof d.run === 'object' && d.run !== null ? d.run : null;
    if (run === null || typeof run.configHash !== 'string' || typeof run.createdAt !== 'string')
        return 'not a results document (no run.configHash / run.createdAt)';
    if (!Array.isArray(d.suites))
        return 'not a results document (no suites)';
    return null;
}
/** Why one candidate cannot be part of the history of `current`, or null when it can. */
function historyExclusion(current, run) {
    const structural = notAResultsDocument(run.doc);
    if (structural !== null)
        return structural;
    const doc = run.doc;
    if (doc.run.incomplete === true)
        return `incomplete run (${doc.run.stopReason ?? 'stopped before every suite was scored'})`;
    // Not checked above: a document written before shards existed has none.
    const shard = doc.run.shard;
    if (shard !== null && shard !== undefined && shard.total > 1)
        return `one shard (${shard.index}/${shard.total}) of a run, not the merged document`;
    if (doc.run.configHash !== current.run.configHash)
        return 'config hash differs (another suite config or scorer version)';
    return null;
}
/**
 * The history of `current`: the first `limit` candidates (newest first, as given) whose run is
 * comparable — a whole, finished run with the same `run.configHash` (which covers the suite
 * configs and every benchmark's scorer version). The others are listed in `skipped` with the
 * reason; candidates after the limit is reached are not looked at. `limit` 0 → no history.
 */
function selectHistory(current, candidates, limit) {
    const runs = [];
    const skipped = [];
    if (!(limit > 0))
        return { runs, skipped };
    for (const run of candidates) {
        if (runs.length >= limit)
            break;
        const why = historyExclusion(current, run);
        if (why === null)
            runs.push(run);
        else
            skipped.push({ id: run.id, why });
    }
    return { runs, skipped };
}

;// CONCATENATED MODULE: ./src/cli/commands/history.ts

















/** A folder with no results document to judge: said, with the files left out; exit 2. */
function noDocuments(dir, invalid) {
    process.stderr.write(`error: no results document in ${(0,paths/* displayPath */.G)(dir)}${invalid.length > 0
        ? ` (${invalid.length} file(s) left out: ${invalid
            .map((s) => `${s.id}: ${s.why}`)
            .join('; ')
            .slice(0, 400)})`
        : ''}\n`);
    return 2;
}
/**
 * The results documents of DIR: its `*.json` files and the `results.json` of its subfolders (one
 * per downloaded artifact). Valid ones newest first by `run.createdAt` (ties: by name); the others
 * with why they were left out.
 */
async function readFolder(dir, limits) {
    const entries = await (0,promises_.readdir)(dir, { withFileTypes: true });
    const files = [];
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
        if (e.isFile() && e.name.endsWith('.json') && !e.name.endsWith('.meta.json'))
            files.push(e.name);
        else if (e.isDirectory()) {
            const inner = external_node_path_default().join(e.name, 'results.json');
            if (await (0,promises_.stat)(external_node_path_default().join(dir, inner)).then((s) => s.isFile(), () => false))
                files.push(inner);
        }
    }
    const found = [];
    const invalid = [];
    for (const id of files) {
        const shown = id.split((external_node_path_default()).sep).join('/');
        // Within gate.limits, as the action holds the documents it downloads (gate/limits.ts).
        const read = await readResultsWithinLimits(external_node_path_default().join(dir, id), shown, limits);
        if (read.ok)
            found.push({ file: external_node_path_default().join(dir, id), id: shown, doc: read.value });
        else {
            const why = read.diagnostics
                .slice(0, 2)
                .map((d) => d.message)
                .join('; ')
                .slice(0, 200);
            invalid.push({
                id: shown,
                why: read.diagnostics.some((d) => d.code === 'limit') ? why : `not a results document (${why})`,
            });
        }
    }
    const time = (f) => Date.parse(f.doc.run.createdAt) || 0;
    found.sort((a, b) => time(b) - time(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return { found, invalid };
}
/** Why --html cannot be written (it names another file of the command), or null. */
const htmlClash = (args, cwd) => exportPathsProblem({ html: args.html }, { '--current': args.current, '--baseline': args.baseline, '--config': args.config }, cwd);
/**
 * `bench-check history --from DIR`: the trend and the verdicts CI gives with the base branch's
 * history, from a folder of results documents: the same verdicts on a laptop as in CI.
 */
const historyCommand = {
    command: 'history',
    describe: "Gate a run against a folder of past results documents: each suite's trend and the kind: history verdicts, as in CI",
    builder: (y) => y
        .option('from', {
        type: 'string',
        demandOption: true,
        describe: 'Folder of past results documents (*.json, or <run>/results.json per downloaded artifact)',
    })
        .option('current', {
        type: 'string',
        describe: 'The run to judge (default: the newest document in --from; the others are its history)',
    })
        .option('baseline', {
        type: 'string',
        describe: 'Baseline results document (default: the newest document of the history, as baseline: artifact picks on CI)',
    })
        .option('config', {
        type: 'string',
        describe: 'Config file whose `gate` section (rules, kind: history, history length) applies',
    })
        .option('history', {
        type: 'number',
        describe: 'How many past runs to use (default: gate.history of --config, else 20)',
    })
        .option('html', EXPORT_FLAGS.html)
        .example('$0 history --from runs/ --current bench-results/results.json --config bench.config.json', 'the trend of each suite and the verdicts'),
    async run(args, { catalog }) {
        const cwd = process.cwd();
        const log = (0,logger/* stderrLogger */.D7)(args.quiet === true);
        const clash = htmlClash(args, cwd);
        if (clash !== null)
            return usageError(clash);
        // The config's baseline path is relative to the config file.
        const section = await gateSection(args.config, cwd, catalog);
        if (!section.ok)
            return inputErrors(section.diagnostics);
        const { gate, gateCwd } = section.value;
        if (args.history !== undefined && !(Number.isInteger(args.history) && args.history >= 0))
            return usageError(`--history must be a whole number ≥ 0, got ${args.history}`);
        const { history: historyLength, limits } = resolveGateConfig(gate);
        const limit = args.history ?? historyLength;
        const dir = external_node_path_default().resolve(cwd, args.from);
        let folder;
        try {
            folder = await readFolder(dir, limits);
        }
        catch (error) {
            process.stderr.write(`error: cannot read the folder ${(0,paths/* displayPath */.G)(dir)}: ${error.message}\n`);
            return 2;
        }
        let current;
        let candidates = folder.found;
        if (args.current !== undefined) {
            const file = external_node_path_default().resolve(cwd, args.current);
            const read = await readResultsWithinLimits(file, args.current, limits);
            if (!read.ok)
                return inputErrors(read.diagnostics);
            current = { file, id: (0,paths/* displayPath */.G)(file), doc: read.value };
            // The current document may sit in the folder too: it is not its own history.
            candidates = candidates.filter((f) => external_node_path_default().resolve(f.file) !== file);
        }
        else {
            if (folder.found.length === 0)
                return noDocuments(dir, folder.invalid);
            [current, ...candidates] = folder.found;
            log.info(`history: the newest document, ${current.id} (${current.doc.run.createdAt}), is the current run`);
        }
        const runs = candidates.map((f) => ({
            id: f.id,
            sha: f.doc.run.commit,
            createdAt: f.doc.run.createdAt,
            url: null,
            doc: f.doc,
        }));
        const selected = selectHistory(current.doc, runs, limit);
        const history = { runs: selected.runs, skipped: [...folder.invalid, ...selected.skipped] };
        for (const s of history.skipped)
            log.warn(`history: ${s.id} left out: ${s.why}`);
        const baselineFile = args.baseline !== undefined
            ? external_node_path_default().resolve(cwd, args.baseline)
            : candidates.find((f) => f.doc === history.runs[0]?.doc)?.file;
        const baseline = baselineFile === undefined ? undefined : await loadBaselineFile(baselineFile, 'path', { env: process.env });
        const outcome = await applyGate(current.doc, gate, {
            cwd: gateCwd,
            env: process.env,
            log,
            resultsDir: external_node_path_default().dirname(current.file),
            ...(baseline === undefined
                ? { baseline: { kind: 'missing', message: `no comparable run in ${(0,paths/* displayPath */.G)(dir)} to compare with` } }
                : { baseline }),
            history,
            hints: gateHintsOf(catalog),
        });
        process.stderr.write(failureLines(outcome.failures));
        await writeExports({ report: outcome.report, gated: true }, { html: args.html }, cwd, log, {
            catalog,
            currentDir: external_node_path_default().dirname(current.file),
            baselineDir: outcome.baseline?.side.dir ?? null,
            failures: outcome.failures,
        });
        const format = args.format ?? 'text';
        if (format === 'json') {
            const runsOut = history.runs.map((r) => ({ id: r.id, createdAt: r.createdAt, sha: r.sha }));
            process.stdout.write(`${JSON.stringify({ ...outputStrings(outcome.comparison), current: current.id, history: { runs: runsOut, skipped: history.skipped }, comparison: comparisonJson(outcome.comparison) }, null, 2)}\n`);
        }
        else if (format === 'markdown')
            process.stdout.write(renderGateReports(outcome.report, { catalog, commentKey: null }).markdown);
        else
            process.stdout.write(`${renderHistoryText(outcome.report, current.id)}\n${renderComparisonText(outcome.report)}`);
        return outcome.exitCode;
    },
};

// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/results/suite.ts
var results_suite = __webpack_require__(502);
;// CONCATENATED MODULE: ./src/run/repeats.ts
// A suite scored more than once (docs/repeats.md): `repeats: N` re-runs a live suite
// with a seed per repeat, `replicates` scores each replicate file of model outputs as one repeat.
// Each repeat is scored by the benchmark as a whole suite (its side files named per repeat), its
// items are gathered into the suite's one items file with a `repeat` field, and the repeats are
// combined (results/repeats.ts). `--shard i/n` runs repeat k in shard ((k − 1) mod n) + 1.















/** The replicate files a `replicates` value names: each path or glob (relative to baseDir), all sorted by path, each once. */
async function replicateFiles(names, baseDir) {
    const found = new Set();
    for (const name of typeof names === 'string' ? [names] : names) {
        if (!(0,dist/* isDynamicPattern */.ey)(name)) {
            found.add((0,inputs/* configPath */.eQ)(baseDir, name));
            continue;
        }
        const home = name.startsWith('~/');
        const cwd = home ? external_node_path_default().dirname((0,inputs/* configPath */.eQ)(baseDir, '~/x')) : baseDir;
        const matches = await (0,dist/* glob */.TI)(home ? name.slice(2) : name, { cwd, absolute: true, onlyFiles: true });
        if (matches.length === 0)
            return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
                code: 'config',
                field: 'replicates',
                message: `replicates pattern ${JSON.stringify(name)} matches no file`,
            }));
        for (const m of matches)
            found.add(external_node_path_default().resolve(m));
    }
    return (0,result/* success */.k)([...found].sort());
}
/**
 * The repeats a suite asks for: `repeats: N` (N > 1) gives repeats 1..N of the same entry;
 * `replicates` one repeat per file, scored as the benchmark's replicate key. null: run once.
 */
async function planRepeats(config, benchmark, baseDir) {
    const { replicates, ...rest } = config;
    const key = benchmark.repeats?.replicateKey;
    if (replicates !== undefined && key !== undefined) {
        const files = await replicateFiles(replicates, baseDir);
        if (!files.ok)
            return files;
        return (0,result/* success */.k)(files.value.map((file, at) => ({ index: at + 1, config: { ...rest, [key]: file }, replicate: file })));
    }
    const n = config.repeats ?? 1;
    if (n <= 1)
        return null;
    return (0,result/* success */.k)(Array.from({ length: n }, (_, at) => ({ index: at + 1, config })));
}
/**
 * Score this shard's repeats of a suite and combine them. A shard with none of them gives the
 * suite `skipped`. Stopped by the run signal: returns what it had (the run drops it) and keeps no
 * combined items file.
 */
async function scoreRepeats(config, plan, run) {
    const mine = plan.filter((r) => (0,repeats/* repeatInShard */.Fl)(r.index, run.ctx.shard));
    if (mine.length === 0)
        return (0,results_suite/* emptySuite */.I)(config, 'skipped');
    const side = run.ctx.sideFiles;
    const itemsName = side === null ? null : (0,results_items/* sideFileName */.XW)(side, config.id, 'items.jsonl');
    const items = side === null || itemsName === null ? null : new atomic/* AtomicStream */.M$(external_node_path_default().join(side.dir, itemsName));
    const parts = [];
    let anyItems = false;
    try {
        for (const repeat of mine) {
            const ctx = {
                ...run.ctx,
                shard: null,
                repeat: repeat.index,
                sideFiles: side === null ? null : { ...side, repeat: repeat.index },
            };
            const suite = await run.score(repeat.config, ctx);
            if (run.ctx.signal.aborted) {
                await items?.discard();
                return suite;
            }
            if (side !== null && items !== null && suite.itemsFile !== undefined) {
                await appendItems(external_node_path_default().join(side.dir, suite.itemsFile), repeat.index, items);
                anyItems = true;
            }
            const seed = run.benchmark.repeats?.seedOf?.(suite);
            parts.push((0,repeats/* repeatPart */.Xi)(suite, {
                index: repeat.index,
                ...(seed === undefined ? {} : { seed }),
                ...(repeat.replicate === undefined ? {} : { input: (0,paths/* displayPath */.G)(repeat.replicate) }),
            }));
        }
    }
    catch (error) {
        // Copying a repeat's items failed (a full disk): the environment, named; anything else is a bug.
        await items?.discard();
        const system = (0,errno/* describeSystemError */.Z)(error);
        if (system === null)
            throw error;
        const failed = (0,results_suite/* emptySuite */.I)(config, 'error');
        failed.diagnostics = [(0,core_diagnostics/* diagnostic */.YK)({ code: 'io', message: system })];
        return failed;
    }
    const combined = (0,repeats/* combineRepeats */.Cx)(parts);
    if (items !== null) {
        await items.end();
        if (anyItems) {
            await items.commit();
            combined.itemsFile = itemsName;
            // The per-item figures of all repeats together: percentiles are not sums of the repeats'.
            const perItem = parts.some((p) => p.usage?.items !== undefined);
            if (perItem) {
                const usage = await (0,results_usage/* usageOfItemsFile */.fd)(external_node_path_default().join(side.dir, itemsName), parts.map((p) => p.usage));
                if (usage !== null)
                    combined.usage = usage.usage;
            }
        }
        else
            await items.discard();
    }
    return combined;
}
/**
 * A repeat's items, each line `{"id":…,"repeat":k,…}` (the id unchanged), appended to the suite's
 * items file; the repeat's own file is removed once copied (its lines are all in the suite's).
 */
async function appendItems(file, index, out) {
    for await (const line of (0,lines/* readLines */.S)(file)) {
        if (line.trim() === '')
            continue;
        const { id, ...rest } = JSON.parse(line);
        if (!out.stream.write(`${JSON.stringify({ id, repeat: index, ...rest })}\n`))
            await (0,external_node_events_.once)(out.stream, 'drain');
    }
    await (0,promises_.rm)(file, { force: true });
}

;// CONCATENATED MODULE: ./src/core/cache.ts
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

// EXTERNAL MODULE: ./src/core/secrets.ts
var core_secrets = __webpack_require__(8198);
// EXTERNAL MODULE: ./src/core/progress.ts
var progress = __webpack_require__(4664);
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
/**
 * Every secret a run may meet: what each benchmark says its suites read (API keys), and the
 * credentials in any URL of a suite's config or of the environment (a base URL
 * `https://user:password@host`, `TRANSIT_LM_API`, a proxy URL). Nothing a run writes, logs or
 * renders may contain them (docs/gate.md "Threat model").
 */
function runSecrets(suites, catalog, env) {
    const found = new Set();
    const strings = (v) => typeof v === 'string'
        ? [v]
        : Array.isArray(v)
            ? v.flatMap(strings)
            : v !== null && typeof v === 'object'
                ? Object.values(v).flatMap(strings)
                : [];
    for (const s of suites) {
        for (const secret of catalog.find(s.benchmark)?.secrets?.(s, env) ?? [])
            found.add(secret);
        for (const text of strings(s))
            for (const secret of (0,core_secrets/* urlCredentials */.O4)(text))
                found.add(secret);
    }
    for (const secret of (0,core_secrets/* environmentCredentials */.Se)(env))
        found.add(secret);
    return [...found];
}
async function runSuites(suites, opts) {
    if (opts.sideFiles !== null)
        await (0,promises_.mkdir)(opts.sideFiles.dir, { recursive: true });
    const signal = opts.signal ?? NEVER;
    const cache = new RunCache();
    const results = [];
    const pendingAfter = (k) => suites.slice(k).map((s) => s.id);
    // A call, not `signal.aborted` twice: TypeScript would keep the first check's answer across the awaits.
    const stopped = () => signal.aborted;
    const secrets = runSecrets(suites, opts.catalog, opts.env);
    if (opts.mask !== undefined)
        for (const secret of secrets)
            opts.mask(secret);
    const log = (0,logger/* redactingLogger */.S)(opts.log, (message) => (0,core_secrets/* redactSecrets */.fp)(message, secrets));
    // A suite the signal stops is dropped: its progress ends without a line saying how much it did.
    if (log.progress !== undefined)
        log.progress = (0,progress/* stoppableProgress */.aQ)(log.progress, signal);
    const scoring = { ...opts, log };
    await opts.progress?.(results, pendingAfter(0));
    for (const [k, config] of suites.entries()) {
        if (stopped())
            return { suites: results, pending: pendingAfter(k), stopReason: stopReasonOf(signal) };
        // What the scorer returns is redacted before it is kept: every string of the suite (diagnostics,
        // details) reaches the results document, the reports and the annotations.
        const suite = fitting(config, (0,core_secrets/* redactDeep */.KL)(await scoreOne(config, scoring, cache, signal), secrets));
        // A scorer stopped by the signal returns whatever it had: it is not a result.
        if (stopped())
            return { suites: results, pending: pendingAfter(k), stopReason: stopReasonOf(signal) };
        results.push(suite);
        await opts.progress?.(results, pendingAfter(k + 1));
    }
    return { suites: results, pending: [], stopReason: null };
}
async function scoreOne(config, opts, cache, signal) {
    const benchmark = opts.catalog.find(config.benchmark);
    if (benchmark === undefined) {
        const suite = (0,results_suite/* emptySuite */.I)(config, 'error');
        suite.diagnostics = [(0,core_diagnostics/* diagnostic */.YK)({ code: 'config', message: `unknown benchmark "${config.benchmark}"` })];
        return suite;
    }
    const ctx = {
        baseDir: opts.baseDir,
        workspace: opts.workspace,
        sideFiles: opts.sideFiles,
        shard: opts.shard,
        cache,
        log: opts.log,
        env: opts.env,
        signal,
    };
    if (opts.pricing != null)
        ctx.pricing = opts.pricing;
    if (opts.resume === true)
        ctx.resume = true;
    if (opts.resumeCommand !== undefined)
        ctx.resumeCommand = opts.resumeCommand;
    // A repeated suite is split by repeat across shards (run/repeats.ts), whatever its benchmark.
    const plan = await planRepeats(config, benchmark, opts.baseDir);
    if (plan !== null && !plan.ok) {
        const suite = (0,results_suite/* emptySuite */.I)(config, 'error');
        suite.diagnostics = plan.diagnostics;
        return suite;
    }
    if (plan === null && opts.shard !== null && !benchmark.splittable && opts.shard.index !== 1)
        return (0,results_suite/* emptySuite */.I)(config, 'skipped');
    opts.log.info(`scoring ${config.id} (${benchmark.title}${config.task ? ` · ${config.task}` : ''})${plan === null ? '' : `, ${plan.value.length} repeats`}…`);
    const started = process.hrtime.bigint();
    const suite = plan === null
        ? await scoreGuarded(benchmark, config, ctx)
        : await scoreRepeats(config, plan.value, {
            benchmark,
            ctx,
            score: (c, repeatCtx) => scoreGuarded(benchmark, c, repeatCtx),
        });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // Stopped (a signal, the deadline): the run drops the suite, so nothing says it was done.
    const seconds = (ms / 1000).toFixed(2);
    opts.log.info(signal.aborted ? `  stopped after ${seconds} s: not scored` : `  done in ${seconds} s`);
    return suite;
}
/**
 * The suite, or in its place an error suite naming what the results schema refuses in it: a
 * value a scorer let through must not stop the run from writing the other suites' results.
 */
function fitting(config, suite) {
    const unfit = suiteViolations(suite);
    if (unfit.length === 0)
        return suite;
    const error = (0,results_suite/* emptySuite */.I)(config, 'error');
    error.diagnostics = [
        (0,core_diagnostics/* diagnostic */.YK)({
            code: 'internal',
            message: `internal error while scoring (please report): the result does not fit the results schema: ${unfit
                .slice(0, 3)
                .map((v) => `${v.pointer} ${v.message}`)
                .join('; ')}`,
        }),
    ];
    return error;
}
/** The benchmark's score of one suite (or one repeat); an exception becomes an `error` suite naming it. */
async function scoreGuarded(benchmark, config, ctx) {
    let suite;
    try {
        suite = await benchmark.score(config, ctx);
    }
    catch (error) {
        // A full disk or an unwritable folder (a side file) is the environment, named; anything else is
        // a bug: keep the other suites, say so plainly, keep the stack for a bug report.
        suite = (0,results_suite/* emptySuite */.I)(config, 'error');
        const system = (0,errno/* describeSystemError */.Z)(error);
        suite.diagnostics = [
            system !== null
                ? (0,core_diagnostics/* diagnostic */.YK)({ code: 'io', message: system })
                : (0,core_diagnostics/* diagnostic */.YK)({
                    code: 'internal',
                    message: `internal error while scoring (please report): ${error.message}`,
                }),
        ];
        if (ctx.env.BENCH_CHECK_DEBUG)
            ctx.log.warn(String(error.stack));
    }
    return suite;
}

;// CONCATENATED MODULE: ./src/run/pipeline.ts







/** The deadline of a run that asks a live provider, when none is configured (docs/results.md). */
const DEFAULT_LIVE_DEADLINE_MINUTES = 60;
/** The run's deadline in minutes: the configured one, else the default for live providers, else none. */
function deadlineOf(suites, configured, catalog) {
    if (configured !== undefined && configured !== null)
        return configured;
    return suites.some((s) => catalog.find(s.benchmark)?.isLive?.(s) === true) ? DEFAULT_LIVE_DEADLINE_MINUTES : null;
}
/**
 * Every suite scored into one results document. With a results path, the document is rewritten
 * (atomically) before the first suite and after each one, marked incomplete with the suites not
 * done, so a crash or a kill leaves a valid document with what was computed.
 */
async function scoreSuites(opts) {
    const resultsFile = opts.resultsPath === null ? null : external_node_path_default().resolve(opts.cwd, opts.resultsPath);
    const resultsDir = resultsFile === null ? null : external_node_path_default().dirname(resultsFile);
    // Once, not per checkpoint: `git rev-parse` blocks the event loop (live requests wait), and every
    // document the run rewrites names the commit it started from.
    const commit = currentCommit(opts.env, opts.cwd);
    const make = (suites, incomplete) => createDocument(suites, {
        configHash: opts.configHash,
        shard: opts.shard,
        env: opts.env,
        commit,
        incomplete,
    });
    const minutes = deadlineOf(opts.suites, opts.deadlineMinutes, opts.catalog);
    const deadline = new AbortController();
    const timer = minutes === null
        ? null
        : setTimeout(() => deadline.abort(`the run deadline of ${minutes} min passed`), minutes * 60_000);
    timer?.unref();
    const signal = opts.signal === undefined ? deadline.signal : AbortSignal.any([opts.signal, deadline.signal]);
    try {
        const run = await runSuites(opts.suites, {
            baseDir: opts.baseDir,
            catalog: opts.catalog,
            workspace: opts.cwd,
            sideFiles: resultsFile === null ? null : (0,results_items/* sideFilesOf */.SG)(resultsFile),
            shard: opts.shard,
            log: opts.log,
            env: opts.env,
            signal,
            mask: opts.mask,
            resume: opts.resume,
            resumeCommand: opts.resumeCommand,
            pricing: opts.pricing ?? null,
            progress: resultsFile === null
                ? undefined
                : (done, pending) => writeDocument(make([...done], pending.length === 0 ? null : { pending: [...pending], stopReason: null }), resultsFile),
        });
        const stopped = run.stopReason;
        return {
            doc: make(run.suites, stopped === null ? null : { pending: run.pending, stopReason: stopped }),
            resultsDir,
            stopped,
        };
    }
    finally {
        if (timer !== null)
            clearTimeout(timer);
    }
}
/** Config → every suite scored → results document. Shared by `bench-check run` and the action. */
async function scoreConfig(opts) {
    const resolved = await resolveConfig(opts.config, opts.cwd, opts.catalog, opts.noConfigHint);
    if (!resolved.ok)
        return resolved;
    const loaded = resolved.value;
    opts.log.info(`config: ${loaded.source} (${loaded.config.suites.length} suites)`);
    if (opts.resume === true) {
        const refused = resumeProblem(loaded, opts.catalog, opts.log);
        if (refused !== null)
            return (0,result/* failure */.V)(refused);
    }
    const { config: _config, noConfigHint: _hint, ...run } = opts;
    const scored = await scoreSuites({
        ...run,
        suites: loaded.config.suites,
        configHash: loaded.hash,
        baseDir: loaded.baseDir,
        deadlineMinutes: opts.deadlineMinutes ?? loaded.config.deadlineMinutes,
        pricing: loaded.config.pricing ?? null,
    });
    return { ok: true, value: loaded, ...scored };
}
/**
 * `--resume` with nothing to resume: no suite keeps what an interrupted run did, so the run would
 * silently start over (live calls asked again): refused. With some, the others are named, scored anew.
 */
function resumeProblem(loaded, catalog, log) {
    const suites = loaded.config.suites;
    const anew = suites.filter((s) => catalog.find(s.benchmark)?.resumable?.(s) !== true).map((s) => s.id);
    if (anew.length === suites.length)
        return (0,core_diagnostics/* diagnostic */.YK)({
            code: 'usage',
            file: loaded.source,
            message: `--resume: nothing to resume: no suite of this config keeps what an interrupted run did (a live suite that records what it asked does), so every suite would be scored anew; run without --resume`,
        });
    if (anew.length > 0)
        log.info(`--resume: ${anew.join(', ')} keep nothing between runs and are scored anew`);
    return null;
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
        (0,atomic/* removeTemporaryFiles */.vo)();
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

// EXTERNAL MODULE: ./src/core/url.ts
var url = __webpack_require__(38);
;// CONCATENATED MODULE: ./src/cli/resume.ts
// The command that goes on from a stopped live run: the command line as typed, plus `--resume`
// (printed when a live suite stops: circuit breaker, deadline, signal). Credentials in a URL
// argument are left out; the rest is quoted for a POSIX shell.

const PLAIN = /^[A-Za-z0-9_./:=@%+,-]+$/;
function shellWord(arg) {
    return PLAIN.test(arg) ? arg : `'${arg.replace(/'/g, `'\\''`)}'`;
}
/** `npx bench-check <args> --resume` for the command line `args` (`--resume` added once). */
function resumeCommand(args) {
    const words = args.map((a) => {
        const eq = a.startsWith('--') ? a.indexOf('=') : -1; // --base-url=URL
        return eq < 0 ? (0,url/* withoutUserinfo */.Q3)(a) : `${a.slice(0, eq + 1)}${(0,url/* withoutUserinfo */.Q3)(a.slice(eq + 1))}`;
    });
    if (!words.includes('--resume'))
        words.push('--resume');
    return ['npx', 'bench-check', ...words.map(shellWord)].join(' ');
}
/** `run --resume` (a live benchmark's `score` subcommand declares its own). */
const RESUME_FLAG = {
    type: 'boolean',
    describe: 'Go on from what an interrupted live run kept (its record file, made with the same settings): replay it, ask only for the rest',
};

;// CONCATENATED MODULE: ./src/cli/commands/run.ts











const DEFAULT_RESULTS_PATH = 'bench-results/results.json';
/** What the "no config file" error suggests on the command line. */
const CLI_NO_CONFIG_HINT = 'Write a starter with `bench-check init`, name a file with `--config FILE`, or score the bundled demo with `bench-check run --demo`.';
const runCommand = {
    command: 'run',
    describe: 'Score every suite of the config (bench.config.{json,yml,yaml}, --config FILE, or the bundled demo with --demo)',
    builder: (y) => y
        .option('config', {
        type: 'string',
        describe: 'Config file (JSON or YAML). Default: bench.config.{json,yml,yaml} in the current directory; none there is an error',
    })
        .option('demo', {
        type: 'boolean',
        describe: 'Score the bundled demo config on the synthetic fixtures (gated against the committed demo baseline) instead of a config of yours',
    })
        .options(OUTPUT_FLAGS)
        .option('out', { ...OUTPUT_FLAGS.out, default: DEFAULT_RESULTS_PATH })
        .option('deadline-minutes', DEADLINE_FLAG)
        .option('resume', RESUME_FLAG)
        .options(EXPORT_FLAGS)
        .example('$0 run', 'score ./bench.config.json (or .yml/.yaml) and print the report')
        .example('$0 run --demo', 'score the bundled demo fixtures: the whole loop, with nothing of your own')
        .example('$0 run --config bench.config.yml --markdown comment.md', 'score a config and write the PR comment body'),
    async run(args, ctx) {
        const log = (0,logger/* stderrLogger */.D7)(args.quiet === true);
        const shardResult = shardArg(args.shard);
        if (!shardResult.ok)
            return usageError(shardResult.diagnostics[0].message);
        const shard = shardResult.value;
        const deadline = deadlineArg(args.deadlineMinutes);
        if (deadline !== null)
            return usageError(deadline);
        if (args.demo === true && args.config !== undefined)
            return usageError('--demo scores the bundled demo config; it cannot be combined with --config');
        const clash = exportPathsProblem(args, { '--out': args.out, '--markdown': args.markdown, '--config': args.config }, process.cwd());
        if (clash !== null)
            return usageError(clash);
        const stop = stopOnSignals(log);
        try {
            return await scoreAndGate(args, shard, log, stop.signal, ctx);
        }
        finally {
            stop.dispose();
        }
    },
};
/** Score the config, then apply its gate (unless the run was stopped, or this is a shard). */
async function scoreAndGate(args, shard, log, signal, { catalog, argv }) {
    const cwd = process.cwd();
    const config = args.demo === true
        ? { kind: 'demo' }
        : args.config === undefined
            ? { kind: 'search' }
            : { kind: 'file', path: args.config };
    const resume = { resume: args.resume === true, resumeCommand: resumeCommand(argv) };
    const scored = await scoreConfig({
        config,
        noConfigHint: CLI_NO_CONFIG_HINT,
        cwd,
        resultsPath: args.out ?? null,
        shard,
        log,
        env: process.env,
        deadlineMinutes: args.deadlineMinutes,
        signal,
        catalog,
        ...resume,
    });
    if (!scored.ok)
        return inputErrors(scored.diagnostics);
    const demo = scored.value.source === EMBEDDED_CONFIG_SOURCE;
    if (scored.stopped !== null)
        return stoppedRun(scored.doc, { args, cwd, log, catalog }, { demo });
    // With a `gate` section the run is compared against its baseline (docs/gate.md): same verdict as CI.
    // A shard holds only part of the items: the gate applies to the merged document (`compare`).
    // `gate.limits` alone is no request to compare (it only caps the document).
    const compares = asksForComparison(scored.value.config.gate);
    const gate = shard === null && compares ? scored.value.config.gate : undefined;
    // What the gate and the reports may be asked to handle (gate.limits): over a limit, the document
    // (already written, when --out says where) is not compared or rendered: exit 2 naming the limit.
    const within = checkResultsLimits(scored.doc, resolveGateConfig(scored.value.config.gate).limits, args.out ?? 'the results document');
    if (!within.ok)
        return inputErrors(within.diagnostics);
    if (shard !== null && compares)
        log.info('gate: skipped for a shard; run `bench-check compare` on the merged results');
    const gated = gate === undefined
        ? null
        : await applyGate(scored.doc, gate, {
            cwd: scored.value.baseDir,
            env: process.env,
            log,
            resultsDir: scored.resultsDir,
            hints: gateHintsOf(catalog),
        });
    if (gated !== null)
        process.stderr.write(failureLines(gated.failures));
    const doc = gated?.doc ?? scored.doc;
    // One report, whatever the output: the text report ends with the comparison, and --format
    // markdown and --markdown FILE are both the gate's report (the PR comment body).
    await emitResults(doc, { args, cwd, log, catalog }, { demo, gate: gated?.report ?? null, baselineDir: gated?.baseline?.side.dir ?? null, failures: gated?.failures });
    return gated === null ? ungatedExitCode(doc, catalog) : gated.exitCode;
}

// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var yaml_dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/suggest.ts
var suggest = __webpack_require__(2085);
;// CONCATENATED MODULE: ./src/cli/usage.ts
// Usage errors that say what is wrong and what would be right: yargs's own
// messages ("Unknown argument: hurrican", "Invalid values: Argument: task, Given: …") rewritten to
// name the unknown thing, list the choices and suggest the nearest one. yargs runs with
// `.locale('en')`, so the messages recognised here are always the English ones; anything else
// passes through unchanged.

function commandNode(what) {
    return { what, subcommands: new Map(), flags: [] };
}
const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
/** `unknown benchmark "x"; choose one of: a, b (did you mean "a"?)`. */
function unknownChoice(what, given, choices) {
    return `unknown ${what} "${given}"; choose one of: ${choices.join(', ')}${(0,suggest/* didYouMean */.a)(given, choices)}`;
}
/** The deepest level argv reaches before `token`, or null when `token` is not a bare word of argv. */
function levelOf(token, argv, root) {
    let level = root;
    for (const arg of argv) {
        if (arg === token)
            return level;
        const next = level.subcommands.get(arg);
        if (next !== undefined)
            level = next;
    }
    return null;
}
/** The level the whole argv reaches (where an unknown flag was given). */
function deepest(argv, root) {
    let level = root;
    for (const arg of argv)
        level = level.subcommands.get(arg) ?? level;
    return level;
}
function unknownArguments(names, argv, root) {
    // yargs lists `--batch-sise` twice (batch-sise, batchSise): keep the spelling that was typed.
    const typed = names.filter((n) => !(n !== kebab(n) && names.includes(kebab(n))));
    // An unknown command is the cause: the words and flags after it only follow from it.
    for (const name of typed) {
        const level = levelOf(name, argv, root);
        if (level !== null && level.subcommands.size > 0)
            return unknownChoice(level.what, name, [...level.subcommands.keys()]);
    }
    return typed
        .map((name) => {
        const level = levelOf(name, argv, root);
        if (level === null) {
            const flags = deepest(argv, root).flags;
            const near = (0,suggest/* nearest */.p)(kebab(name), flags);
            return `unknown option --${name}${near === null ? '' : ` (did you mean --${near}?)`}`;
        }
        return `unexpected argument "${name}"`;
    })
        .join('; ');
}
/** `Argument: task, Given: "singl", Choices: "single", "personalized"` → the message for it. */
function invalidValue(line, argv) {
    const m = /^\s*Argument: (.+?), Given: (.*), Choices: (.*)$/.exec(line);
    if (m === null)
        return line.trim();
    const [, key, givenText, choicesText] = m;
    const parse = (text) => {
        try {
            return JSON.parse(`[${text}]`).map(String);
        }
        catch {
            return [text];
        }
    };
    const flag = `--${kebab(key)}`;
    const isFlag = argv.some((a) => a === flag || a.startsWith(`${flag}=`) || a === `--${key}` || a.startsWith(`--${key}=`));
    const choices = parse(choicesText);
    return parse(givenText)
        .filter((g) => !choices.includes(g))
        .map((given) => unknownChoice(isFlag ? `${flag} value` : key, given, choices))
        .join('; ');
}
/** yargs's usage message → ours (unchanged when it is not one of those rewritten here). */
function explainUsage(message, argv, root) {
    const unknown = /^Unknown arguments?: (.+)$/s.exec(message);
    if (unknown !== null)
        return unknownArguments(unknown[1].split(', '), argv, root);
    if (message.startsWith('Invalid values:')) {
        return message
            .split('\n')
            .slice(1)
            .filter((l) => l.trim() !== '')
            .map((l) => invalidValue(l, argv))
            .join('; ');
    }
    return message;
}

;// CONCATENATED MODULE: ./src/cli/commands/init.ts
// `bench-check init [benchmarks…]`: a commented starter config, so that a first run never needs the
// demo and a missing config is never silently replaced by one.













/** Where a package install puts the config schema (editor completion). */
const CONFIG_SCHEMA_REF = './node_modules/bench-check/schemas/config.schema.json';
const GATE_STARTER = `# The regression gate (docs/gate.md): each run is compared with the committed baseline
# .bench/baseline.json. Make it once from a run you trust:
#   npx bench-check baseline update --from bench-results/results.json --reason "first baseline"
gate:
  baseline:
    source: file
  onMissingBaseline: warn # until the baseline is committed; then \`fail\` makes a lost baseline fail CI
`;
/** The starter config for these benchmarks: commented YAML that validates against the config schema. */
function starterYaml(benchmarks) {
    return [
        `# yaml-language-server: $schema=${CONFIG_SCHEMA_REF}`,
        '# bench-check config, written by `bench-check init`. Every key is in docs/config.md.',
        '# Paths are relative to this file: point each input at your own files, then run',
        '#   npx bench-check run',
        `$schema: ${CONFIG_SCHEMA_REF}`,
        'suites:',
        ...benchmarks.map((b) => b.starter.trimEnd()),
        GATE_STARTER.trimEnd(),
        '',
    ].join('\n');
}
/** The same config as JSON (JSON has no comments: the YAML form is the documented one). */
function starterJson(benchmarks) {
    return `${JSON.stringify((0,yaml_dist/* parse */.qg)(starterYaml(benchmarks)), null, 2)}\n`;
}
/**
 * Writes `text` to `file` only if no file is there, atomically: a temporary file hard-linked to the
 * name fails with EEXIST instead of replacing anything (an existing config is the user's work).
 */
async function createExclusive(file, text) {
    await (0,promises_.mkdir)(external_node_path_default().dirname(file), { recursive: true });
    const tmp = `${file}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`;
    await (0,promises_.writeFile)(tmp, text, { flag: 'wx' });
    try {
        await (0,promises_.link)(tmp, file);
    }
    finally {
        await (0,promises_.unlink)(tmp).catch(() => undefined);
    }
}
/** The benchmarks named (all of them when none is), or a usage message. */
function chosen(names, catalog) {
    if (names.length === 0)
        return [...catalog.all];
    const picked = [];
    for (const name of names) {
        const benchmark = catalog.find(name);
        if (benchmark === undefined)
            return unknownChoice('benchmark', name, catalog.all.map((b) => b.id));
        if (!picked.includes(benchmark))
            picked.push(benchmark);
    }
    return picked;
}
const initCommand = {
    command: 'init [benchmarks..]',
    describe: 'Write a commented starter config (bench.config.yml) for these benchmarks (default: all); never overwrites',
    builder: (y) => y
        .positional('benchmarks', { type: 'string', array: true, describe: 'Benchmarks to include (default: every one)' })
        .option('config', {
        type: 'string',
        default: 'bench.config.yml',
        describe: 'File to write (.yml/.yaml commented; .json without comments)',
    })
        .example('$0 init', 'a starter with one suite of each benchmark')
        .example('$0 init BENCHMARK', 'a starter for one benchmark (see `bench-check score --help` for their names)'),
    async run(args, { catalog }) {
        const log = (0,logger/* stderrLogger */.D7)(args.quiet === true);
        const benchmarks = chosen(args.benchmarks ?? [], catalog);
        if (typeof benchmarks === 'string')
            return usageError(benchmarks);
        const file = external_node_path_default().resolve(process.cwd(), args.config ?? 'bench.config.yml');
        const shown = (0,paths/* displayPath */.G)(file);
        const json = /\.json$/i.test(file);
        if (!json && !/\.ya?ml$/i.test(file))
            return usageError(`--config must end in .yml, .yaml or .json, got "${args.config}"`);
        if ((0,external_node_fs_.existsSync)(file))
            return usageError(`${shown} exists and is left as it is (init never overwrites a config); remove it, or write another file with --config`);
        const first = CONFIG_FILE_NAMES.map((name) => external_node_path_default().join(external_node_path_default().dirname(file), name)).find((f) => f !== file && (0,external_node_fs_.existsSync)(f));
        if (first !== undefined && CONFIG_FILE_NAMES.includes(external_node_path_default().basename(file))) {
            return usageError(`${(0,paths/* displayPath */.G)(first)} exists in the same folder and \`bench-check run\` would read it, not ${external_node_path_default().basename(file)}; edit it, or remove it first`);
        }
        const text = json ? starterJson(benchmarks) : starterYaml(benchmarks);
        // A starter that does not validate is a bug of ours, never the user's problem.
        const problems = (0,registry/* validateValue */.q0)('config', (0,yaml_dist/* parse */.qg)(text));
        if (problems.length > 0)
            throw new Error(`starter config is invalid: ${JSON.stringify(problems)}`);
        try {
            await createExclusive(file, text);
        }
        catch (error) {
            if (error.code === 'EEXIST')
                return usageError(`${shown} exists and is left as it is (init never overwrites a config)`);
            return usageError(`cannot write ${shown}: ${(0,errno/* errnoReason */.b)(error) ?? String(error)}`);
        }
        log.info(`wrote ${shown} (${plural(benchmarks.length, 'suite')}: ${benchmarks.map((b) => b.id).join(', ')})`);
        log.info('next: point each input at your files, then `npx bench-check run`; `npx bench-check run --demo` shows the whole loop on bundled data');
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/cli/commands/score.ts








/** `/suites/0/batchSize/…` → `--batch-size`: name the flag the user typed, not the config key. */
function flagOf(pointer) {
    const key = pointer.replace(/^\/suites\/0\/?/, '').split('/')[0] ?? '';
    return key === '' ? 'the flags' : `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}
/** `score <benchmark>`: one suite from flags, the same path `run` takes for a config entry. */
async function score_scoreOne(benchmark, args, { catalog, argv }) {
    const cwd = process.cwd();
    const log = (0,logger/* stderrLogger */.D7)(args.quiet === true);
    const shardResult = shardArg(args.shard);
    if (!shardResult.ok)
        return usageError(shardResult.diagnostics[0].message);
    const shard = shardResult.value;
    const converted = benchmark.cli.toSuiteConfig(args);
    if (!converted.ok)
        return usageError(converted.diagnostics.map(core_diagnostics/* formatDiagnostic */.xy).join('; '));
    // The flags' suite is checked like a config's entry, once: then it is a SuiteConfig.
    const checked = (0,registry/* validated */.Pf)('config', { suites: [converted.value] });
    if (!checked.ok)
        return usageError(checked.violations.map((p) => `${flagOf(p.pointer)}: ${p.message}`).join('; '));
    const config = checked.value;
    const notRepeatable = repeatProblems(config.suites, catalog);
    if (notRepeatable.length > 0)
        return usageError(notRepeatable.map((p) => `${flagOf(p.pointer)}: ${p.message}`).join('; '));
    const deadline = deadlineArg(args.deadlineMinutes);
    if (deadline !== null)
        return usageError(deadline);
    const stop = stopOnSignals(log);
    try {
        const scored = await scoreSuites({
            suites: config.suites,
            catalog,
            configHash: configHash(config, catalog),
            baseDir: cwd,
            cwd,
            resultsPath: args.out ?? null,
            shard,
            log,
            env: process.env,
            deadlineMinutes: args.deadlineMinutes,
            signal: stop.signal,
            resume: args.resume === true,
            resumeCommand: resumeCommand(argv),
        });
        if (scored.stopped !== null)
            return await stoppedRun(scored.doc, { args, cwd, log, catalog });
        await emitResults(scored.doc, { args, cwd, log, catalog });
        return ungatedExitCode(scored.doc, catalog);
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
                // No `default` key unless the flag has one: yargs turns `default: undefined` of an array flag into [undefined].
                const fallback = flag.default === undefined ? {} : { default: flag.default };
                b = b.option(name, {
                    type: flag.type,
                    describe: flag.describe,
                    choices: flag.choices,
                    array: flag.array,
                    ...fallback,
                });
            }
            b = b.options(OUTPUT_FLAGS).option('deadline-minutes', DEADLINE_FLAG);
            for (const [cmd, text] of benchmark.cli.examples)
                b = b.example(cmd, text);
            return b;
        },
        run: (args, ctx) => score_scoreOne(benchmark, args, ctx),
    };
}
/** `score <benchmark>`: one subcommand per benchmark of the catalog. */
function scoreCommands(catalog) {
    return catalog.all.map(benchmarkCommand);
}

;// CONCATENATED MODULE: ./src/plugin/benchmark.ts
function catalogOf(benchmarks) {
    return { all: benchmarks, find: (id) => benchmarks.find((b) => b.id === id) };
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/identity.ts
/**
 * Each key of details.run and its label. asbench's execution_time is the moment its runner saved
 * the results (datetime.now().isoformat()), shown as written; a number there (files not written by
 * asbench) is a duration in seconds.
 */
const LABELS = [
    ['llm', 'model'],
    ['exp_id', 'exp'],
    ['agent_filename', 'agent'],
    ['execution_time', 'saved'],
];
/** "model qwen2.5-7b · exp 0c9639c9-… · …" as label/value pairs; none without metadata. */
function hurricaneIdentity(suite) {
    const run = suite.details?.run;
    if (run === null || typeof run !== 'object' || Array.isArray(run))
        return [];
    const out = [];
    for (const [key, label] of LABELS) {
        const v = Object.hasOwn(run, key) ? run[key] : undefined;
        if (typeof v === 'string' && v !== '')
            out.push([label, v]);
        else if (key === 'execution_time' && typeof v === 'number' && Number.isFinite(v))
            out.push(['time', `${Number(v.toFixed(3))} s`]);
    }
    return out;
}

// EXTERNAL MODULE: ./src/benchmarks/hurricane/scoring.ts
var scoring = __webpack_require__(2385);
;// CONCATENATED MODULE: ./src/benchmarks/hurricane/render.ts



/** Shares of the day, so real counts and generated counts of any scale share one axis. */
function shares(v) {
    const sum = v.reduce((a, b) => a + b, 0);
    return v.map((x) => (sum > 0 ? (100 * x) / sum : 0));
}
const PERIOD_TITLES = { before: doc_t `Before`, during: doc_t `During`, after: doc_t `After` };
const isNumber = (v) => typeof v === 'number' && Number.isFinite(v);
// A change rate is null when its "before" total was 0 (JSON has no Infinity).
const render_isRate = (v) => v === null || isNumber(v);
const isChange = (v) => typeof v === 'object' &&
    v !== null &&
    render_isRate(v.during) &&
    render_isRate(v.after);
const isDay = (v) => Array.isArray(v) && v.length === 24 && v.every(isNumber);
const isPeriods = (v) => typeof v === 'object' && v !== null && scoring/* PERIODS */.n.every((p) => isDay(v[p]));
/**
 * `details` as the scorer writes them, or null. A results document may come from anywhere (a fork's
 * artifact) and the schema leaves `details` open: any other shape renders no section.
 */
function hurricaneDetails(value) {
    if (typeof value !== 'object' || value === null)
        return null;
    const d = value;
    const hourly = d.hourly;
    if (!isChange(d.realChange) || !isChange(d.generatedChange) || typeof hourly !== 'object' || hourly === null)
        return null;
    return isPeriods(hourly.real) && isPeriods(hourly.generated) ? d : null;
}
function errorCell(real, generated) {
    return real === null || generated === null ? doc_t `–` : figure(fixed(Math.abs(real - generated), 2));
}
/** Change rates side by side and, per period, real (bars) vs generated (line) trips by hour. */
function renderHurricane(suite) {
    const d = hurricaneDetails(suite.details);
    if (d === null)
        return [];
    const rates = doc_table([doc_t `change vs before`, doc_t `real`, doc_t `generated`, doc_t `error (pp)`], ['during', 'after'].map((k) => [
        k === 'during' ? doc_t `during` : doc_t `after`,
        value(d.realChange[k], 'percent'),
        value(d.generatedChange[k], 'percent'),
        errorCell(d.realChange[k], d.generatedChange[k]),
    ]), ['l', 'r', 'r', 'r']);
    const hours = Array.from({ length: 24 }, (_, h) => String(h));
    const real = scoring/* PERIODS */.n.map((p) => shares(d.hourly.real[p]));
    const generated = scoring/* PERIODS */.n.map((p) => shares(d.hourly.generated[p]));
    // One y scale for the three periods, so their shapes compare at a glance.
    const yMax = Math.ceil(Math.max(1, ...real.flat(), ...generated.flat()));
    const charts = scoring/* PERIODS */.n.map((p, i) => chart({
        // Real as bars and generated as a line: the two nearly coincide, and two lines would hide each other.
        title: doc_t `${PERIOD_TITLES[p]}: share of trips by hour`,
        xLabels: hours,
        xTitle: 'hour of day',
        yLabel: '% of the day',
        yMax,
        height: 300,
        series: [
            { name: 'real', kind: 'bar', values: real[i] },
            { name: 'generated', kind: 'line', values: generated[i] },
        ],
    }));
    return [rates, ...charts];
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/starter.ts
// The suite `bench-check init hurricane` writes: commented YAML, one entry of `suites:`.
const HURRICANE_STARTER = `  # HurricaneMobility (docs/hurricane.md): the travel your model predicts before, during and
  # after the hurricane, scored against the ground truth with the AgentSociety formulas.
  - id: hurricane
    benchmark: hurricane
    # Your model's output: the result file asbench writes (HurricaneMobility_<id>_results.pkl),
    # or JSON {"total_travel_times": [3], "hourly_travel_times": [3][24]}. Instead of \`input\`:
    # \`statuses: agent_status.jsonl\` (asbench's counting) or \`trips: trips.jsonl\` (a trip log).
    input: outputs/hurricane.json
    groundtruth: data/hurricane/groundtruth.json
`;

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/index.ts
// HurricaneMobility: hourly trip counts before, during and after a hurricane against the ground truth.





/** A `type: 'string'` flag's value as yargs gives it: a string, or the strings of a repeated flag (comma-joined). */
function flagText(value) {
    if (typeof value === 'string')
        return value;
    return Array.isArray(value) ? value.join(',') : JSON.stringify(value);
}
const SOURCES = ['input', 'trips', 'statuses'];
const hurricaneBenchmark = {
    id: 'hurricane',
    title: 'HurricaneMobility',
    suiteSchemaId: 'hurricane-suite',
    detailsSchemaId: 'hurricane-details',
    splittable: false,
    // 2: trip logs count trips by default (asbench's counting), not minutes.
    scorerVersion: 2,
    transportKeys: [],
    outputKeys: ['input', 'replicates', 'trips', 'statuses'],
    // `replicates`: each file is scored as `input`, one repeat each (docs/repeats.md).
    repeats: { replicateKey: 'input' },
    starter: HURRICANE_STARTER,
    cli: {
        describe: 'Score a HurricaneMobility model output (asbench result pickle or JSON), trip log or AgentSociety status records against a ground truth',
        examples: [
            [
                '$0 score hurricane --input HurricaneMobility_<exp_id>_results.pkl --groundtruth datasets/HurricaneMobility',
                "score the file asbench's runner wrote",
            ],
            ['$0 score hurricane --input output.json --groundtruth gt.json --out results.json', 'score a model output'],
            [
                '$0 score hurricane --statuses statuses.csv --groundtruth gt.json',
                "aggregate agent status records as asbench's gather_results does, and score them",
            ],
            [
                '$0 score hurricane --trips trips.jsonl --groundtruth gt.json',
                'aggregate a trip log (JSONL or CSV) and score it',
            ],
        ],
        flags: {
            input: {
                type: 'string',
                describe: "Model output: asbench's result pickle (.pkl) or JSON ({results, metadata}), or the bare {total_travel_times, hourly_travel_times}",
            },
            trips: { type: 'string', describe: 'Trip log (.jsonl or .csv) with phase, depart and duration_min or arrive' },
            statuses: {
                type: 'string',
                describe: 'AgentSociety agent status records (.jsonl or .csv): id, day, t, parent_id',
            },
            totals: {
                type: 'string',
                choices: ['trips', 'minutes'],
                describe: 'With --trips: totals count trips (asbench, the default) or sum durations in minutes',
            },
            aoiIds: {
                type: 'string',
                describe: 'With --statuses: file of AOI ids (one per line or a JSON array); default: ids in [500000000, 700000000)',
            },
            groundtruth: {
                type: 'string',
                describe: "Ground truth JSON {relative_changes, hourly_trips}, or asbench's dataset folder (datasets/HurricaneMobility)",
            },
        },
        toSuiteConfig(flags) {
            const usage = (message) => (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message }));
            const given = SOURCES.filter((k) => flags[k] !== undefined);
            if (given.length === 0)
                return usage('score hurricane needs --input, --trips or --statuses');
            if (given.length > 1)
                return usage(`score hurricane takes one of --input, --trips or --statuses, not ${given.map((k) => `--${k}`).join(' and ')}`);
            if (flags.groundtruth === undefined)
                return usage('score hurricane needs --groundtruth');
            if (flags.totals !== undefined && given[0] !== 'trips')
                return usage('--totals goes with --trips');
            if (flags.aoiIds !== undefined && given[0] !== 'statuses')
                return usage('--aoi-ids goes with --statuses');
            const suite = {
                id: 'hurricane',
                benchmark: 'hurricane',
                groundtruth: flagText(flags.groundtruth),
            };
            suite[given[0]] = flagText(flags[given[0]]);
            if (flags.totals !== undefined)
                suite.totals = flagText(flags.totals);
            if (flags.aoiIds !== undefined)
                suite.aoiIds = flagText(flags.aoiIds);
            return (0,result/* success */.k)(suite);
        },
    },
    // The scorer is loaded only when a suite is scored (the report never loads it).
    score: async (suite, ctx) => (await __webpack_require__.e(/* import() */ 964).then(__webpack_require__.bind(__webpack_require__, 964))).scoreSuite(suite, ctx),
    render: renderHurricane,
    identity: hurricaneIdentity,
    // final_score is the suite's finalScore: compared once, as finalScore.
    gate: { finalScoreMetric: 'final_score' },
};

// EXTERNAL MODULE: ./src/benchmarks/flood/metrics.ts
var metrics = __webpack_require__(2086);
// EXTERNAL MODULE: ./src/benchmarks/flood/types.ts
var types = __webpack_require__(3802);
;// CONCATENATED MODULE: ./src/benchmarks/flood/render.ts
// Flood-specific blocks appended to the generic suite section (which already has the rounds
// table, funnel chart, metrics table and diagnostics): pass rates per year, decisions by agent
// type, the empirical benchmarks with their bands and epi (informational: "in band" or "outside
// band", never ✅/❌, since no band gates the build), and the institutions per year.




function round(rounds, id) {
    return rounds.find((r) => r.id === id) ?? { id, input: 0, passed: 0 };
}
function yearSection(suite) {
    const years = (suite.series ?? []).filter((s) => s.key === 'year');
    if (years.length === 0)
        return [];
    const rows = years.map((s) => {
        const [f, a, c] = [round(s.rounds, 'format'), round(s.rounds, 'admissible'), round(s.rounds, 'coherent')];
        return [
            value(s.at, 'count'),
            value(f.input, 'count'),
            rate(f.passed, f.input),
            rate(a.passed, a.input),
            rate(c.passed, c.input),
            rate(c.passed, f.input),
        ];
    });
    const out = [
        doc_heading(4, doc_t `Pass rate by year`),
        doc_table([doc_t `Year`, doc_t `Decisions`, doc_t `Format`, doc_t `Admissible`, doc_t `Coherent`, doc_t `Valid (all rounds)`], rows, [
            'r',
            'r',
            'r',
            'r',
            'r',
            'r',
        ]),
    ];
    if (years.length > 1) {
        const valid = years.map((s) => {
            const input = round(s.rounds, 'format').input;
            return input > 0 ? (100 * round(s.rounds, 'coherent').passed) / input : 0;
        });
        out.push(chart({
            title: doc_t `Valid decisions per year (%)`,
            xLabels: years.map((s) => formatValue(s.at, 'count')),
            xTitle: 'year',
            yLabel: '% of decisions',
            yMax: 100,
            height: 300,
            series: [{ name: 'valid', kind: 'line', values: valid }],
        }));
    }
    return out;
}
function decisionSection(suite) {
    const counts = suite.counts ?? {};
    const used = types/* SKILL_IDS */.HI.filter((skill) => types/* AGENT_TYPES */.KQ.some((a) => (counts[`${a}/${skill}`] ?? 0) > 0));
    if (used.length === 0)
        return [];
    const rows = types/* AGENT_TYPES */.KQ.flatMap((a) => {
        const cells = used.map((skill) => counts[`${a}/${skill}`] ?? 0);
        const total = cells.reduce((x, y) => x + y, 0);
        // Whole percents: a share beside each count in a wide matrix (the exact counts are there).
        return total === 0
            ? []
            : [
                [
                    doc_code(a),
                    ...cells.map((n) => doc_t `${value(n, 'count')} (${figure(fixed((100 * n) / total, 0))} %)`),
                    value(total, 'count'),
                ],
            ];
    });
    return [
        doc_heading(4, doc_t `Executed decisions by agent type`),
        doc_table([doc_t `Agent type`, ...used.map((skill) => doc_code(skill)), doc_t `Total`], rows, [
            'l',
            ...used.map(() => 'r'),
            'r',
        ]),
    ];
}
function render_bandWords(v, low, high) {
    // Informational, so never ✅/❌: a value outside its band is not a failure of the build.
    if (v === null)
        return doc_t `–`;
    return (0,metrics/* benchmarkPasses */.Vc)(v, low, high) ? doc_t `in band` : doc_t `outside band`;
}
function benchmarkSection(suite) {
    const present = metrics/* EMPIRICAL_BENCHMARKS */.eU.filter((b) => suite.metrics[b.id] !== undefined);
    if (present.length === 0)
        return [];
    const rows = present.map((b) => {
        const m = suite.metrics[b.id];
        const counts = m.passed !== undefined && m.input !== undefined ? doc_t ` (${m.passed}/${m.input})` : null;
        return [
            doc_code(b.id),
            doc_t `${value(m.value, 'fraction')}${counts}`,
            doc_t `${figure(fixed(b.low, 2))}–${figure(fixed(b.high, 2))}`,
            doc_t `${figure(fixed(b.low * 0.7, 3))}–${figure(fixed(b.high * 1.3, 3))}`,
            figure(fixed(b.weight, 1)),
            render_bandWords(m.value, b.low, b.high),
        ];
    });
    const epi = suite.metrics.epi;
    const out = [
        doc_heading(4, doc_t `Empirical benchmarks (informational)`),
        doc_paragraph(doc_t `Observed rates the simulated population is compared with. No band gates the build on its own: the weights of the benchmarks in band make up ${doc_strong(doc_t `epi`)}, which counts for half of the final score.`),
        doc_table([doc_t `Benchmark`, doc_t `Value`, doc_t `Range`, doc_t `Band (×0.7 / ×1.3)`, doc_t `Weight`, doc_t `Result`], rows, [
            'l',
            'r',
            'r',
            'r',
            'r',
            'l',
        ]),
    ];
    if (epi !== undefined)
        out.push(doc_paragraph(doc_t `${doc_strong(doc_t `epi`)} (weight in band / weight of non-null benchmarks): ${value(epi.value, 'fraction')}${epi.value === null ? doc_t ` — every benchmark is null` : null}`));
    return out;
}
const numberOrNull = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
function decisionCell(v) {
    if (v === null || typeof v !== 'object')
        return doc_t `–`;
    const d = v;
    const adj = numberOrNull(d.adjustment);
    // The document is untrusted: a decision that is not a string is shown as its JSON.
    const shown = d.decision ?? '?';
    const decision = typeof shown === 'string' ? shown : JSON.stringify(shown);
    const shownDecision = doc_t `${doc_text(decision, 20)}${adj !== null && adj !== 0 ? doc_t ` ${figure(fixed(100 * adj, 1))} %` : null}`;
    return d.validated === false ? doc_t `${shownDecision} (fallback)` : shownDecision;
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
        return [];
    const share = (v) => value(v === null ? null : 100 * v, 'percent');
    const priority = (p) => (p === null ? doc_t `–` : p ? doc_t `MG` : doc_t `all`);
    const rows = years.map((y) => [
        value(y.year, 'count'),
        y.flood ? doc_t `🌊` : null,
        y.government,
        share(y.subsidyRate),
        priority(y.mgPriority),
        y.insurance,
        share(y.premiumRate),
        value(y.lossRatio, 'fraction'),
        value(y.uptake, 'fraction'),
        value(y.mgAdoption, 'fraction'),
        value(y.nmgAdoption, 'fraction'),
        value(y.budgetLeftShare, 'fraction'),
    ]);
    const header = [
        doc_t `Year`,
        doc_t `Flood`,
        doc_t `Government`,
        doc_t `Subsidy rate`,
        doc_t `Priority`,
        doc_t `Insurance`,
        doc_t `Premium rate`,
        doc_t `Loss ratio`,
        doc_t `Uptake`,
        doc_t `MG adoption`,
        doc_t `NMG adoption`,
        doc_t `Budget left`,
    ];
    const body = doc_table(header, rows, ['r', 'c', 'l', 'r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r']);
    return [details(doc_t `Institutions per year (decision applied; figures at year end)`, [body])];
}
/** The flood suite's own blocks (Benchmark.render). */
function renderFlood(suite) {
    return [...yearSection(suite), ...decisionSection(suite), ...benchmarkSection(suite), ...institutionSection(suite)];
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/starter.ts
// The suite `bench-check init flood` writes: commented YAML, one entry of `suites:`.
const FLOOD_STARTER = `  # Flood adaptation (docs/flood.md): a multi-agent simulation (households, insurer,
  # government) in which your model makes every decision; each answer is validated.
  - id: flood
    benchmark: flood
    scenario: data/flood/scenario.json
    provider: openai # an OpenAI-compatible chat API (\`replay\` re-scores a recorded run)
    baseUrl: http://localhost:8000/v1
    model: your-model-name
    apiKeyEnv: OPENAI_API_KEY # the variable that holds the key (never the key itself)
    record: bench-results/flood.record.jsonl # every answer, for \`bench-check run --resume\`
`;

;// CONCATENATED MODULE: ./src/benchmarks/flood/index.ts
// The flood-adaptation benchmark: runs the simulation on a provider's decisions (rule, replay or
// an OpenAI-compatible endpoint), writes the audit logs, the items file and the --record file,
// and reports the funnel, behaviour metrics and the final score (spec flood.md, results.md).




/** A `type: 'string'` flag's value as yargs gives it: a string, or the strings of a repeated flag (comma-joined). */
function flood_flagText(value) {
    if (typeof value === 'string')
        return value;
    return Array.isArray(value) ? value.join(',') : JSON.stringify(value);
}
function usage(message) {
    return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message }));
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
    ['maxResponseBytes', 'maxResponseBytes'],
    ['maxProviderErrorRate', 'maxProviderErrorRate'],
    ['maxConsecutiveProviderFailures', 'maxConsecutiveProviderFailures'],
    ['repeats', 'repeats'],
];
const floodBenchmark = {
    id: 'flood',
    title: 'Flood adaptation (multi-agent)',
    suiteSchemaId: 'flood-suite',
    detailsSchemaId: 'flood-details',
    splittable: false,
    scorerVersion: 1,
    // Once one decision differs the two simulations diverge: a household id is not the same trial.
    gate: { unpaired: true },
    // `resume` is refused in a config (score.ts), but stays here: a refused key must not change the hash.
    transportKeys: [
        'baseUrl',
        'apiKeyEnv',
        'timeoutS',
        'concurrency',
        'retries',
        'maxResponseBytes',
        'record',
        'auditOut',
        'resume',
        'maxProviderErrorRate',
        'maxConsecutiveProviderFailures',
    ],
    // A replayed record and another simulator's audit log are the decisions under test.
    outputKeys: ['replay', 'audit'],
    // --resume goes on from the record file of an interrupted live run.
    resumable: (suite) => suite.provider === 'openai' && suite.record !== undefined,
    starter: FLOOD_STARTER,
    repeats: {
        // Only a live model samples: the rule and replay providers give the same decisions every time.
        whyNotRepeatable: (suite) => suite.audit !== undefined
            ? 'an audit log is scored as it is: there is nothing to run again'
            : suite.provider === 'openai'
                ? null
                : `provider ${suite.provider ?? 'rule'} is deterministic: every repeat would give the same decisions (repeats need provider openai)`,
        seedOf: (suite) => (typeof suite.details?.samplingSeed === 'number' ? suite.details.samplingSeed : undefined),
    },
    isLive: (suite) => suite.audit === undefined && suite.provider === 'openai',
    secrets: (suite, env) => {
        const name = suite.apiKeyEnv;
        const value = name === undefined ? undefined : env[name];
        return value === undefined || value === '' ? [] : [value];
    },
    cli: {
        describe: "Run the flood-adaptation simulation on a model's decisions (rule, replay or OpenAI-compatible), or score a skill_audit.jsonl",
        examples: [
            [
                '$0 score flood --scenario scenario.json --provider rule --out results.json',
                'run the deterministic rule policy',
            ],
            [
                '$0 score flood --scenario scenario.json --provider replay --replay rec.jsonl --out results.json',
                'replay recorded model outputs',
            ],
            [
                '$0 score flood --scenario scenario.json --provider openai --base-url http://localhost:11434/v1 --model llama3 --record rec.jsonl --out results.json',
                'ask a live OpenAI-compatible endpoint and record every attempt',
            ],
            ['$0 score flood --audit skill_audit.jsonl --out results.json', "score another simulator's audit log"],
        ],
        flags: {
            scenario: { type: 'string', describe: 'Scenario JSON (every field optional)' },
            provider: { type: 'string', choices: ['rule', 'replay', 'openai'], describe: 'Who decides (default rule)' },
            replay: { type: 'string', describe: 'Recorded attempts (JSONL) for --provider replay' },
            record: { type: 'string', describe: 'Write every provider attempt to this JSONL (replays bit for bit)' },
            'audit-out': {
                type: 'string',
                describe: 'Household audit log (default next to --out); the institution log goes beside it',
            },
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
            'max-response-bytes': {
                type: 'number',
                describe: 'Largest model response body read, in bytes (default 16 MiB); a longer one is a provider error',
            },
            resume: {
                type: 'boolean',
                describe: 'Go on from the --record file of an interrupted run of the same settings: replay what it holds, ask only for the rest (provider openai)',
            },
            'max-provider-error-rate': {
                type: 'number',
                describe: 'Share of decisions that may get no answer from the provider while the suite stays ok (default 0)',
            },
            repeats: {
                type: 'number',
                describe: 'Run the simulation N times, each with its own sampling seed (provider openai; docs/repeats.md)',
            },
            'max-consecutive-provider-failures': {
                type: 'number',
                describe: 'Failed attempts in a row after which no more requests are sent; the suite is an error (default 10)',
            },
        },
        toSuiteConfig(flags) {
            const suite = { id: 'flood', benchmark: 'flood' };
            if (flags.audit !== undefined) {
                const extra = [...CONFIG_FLAGS.map(([flag]) => flag), 'resume'].filter((flag) => flags[flag] !== undefined);
                if (extra.length > 0)
                    return usage(`score flood --audit takes no simulation flags (got ${extra.join(', ')})`);
                suite.audit = flood_flagText(flags.audit);
                return (0,result/* success */.k)(suite);
            }
            const provider = flags.provider ?? 'rule';
            if (provider === 'replay' && flags.replay === undefined)
                return usage('score flood --provider replay needs --replay FILE');
            if (provider !== 'replay' && flags.replay !== undefined)
                return usage('--replay needs --provider replay');
            if (provider === 'openai' && (flags.baseUrl === undefined || flags.model === undefined))
                return usage('score flood --provider openai needs --base-url and --model');
            // --resume is an option of this run (ScoreContext.resume), not a key of the suite.
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
            return (0,result/* success */.k)(suite);
        },
    },
    // The scorer (simulation, providers, audit mode) is loaded only when a suite is scored.
    score: async (suite, ctx) => (await Promise.all(/* import() */[__webpack_require__.e(377), __webpack_require__.e(638)]).then(__webpack_require__.bind(__webpack_require__, 4638))).scoreFlood(suite, ctx),
    render: renderFlood,
};

// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/final-score.ts
var final_score = __webpack_require__(4238);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/options.ts
var options = __webpack_require__(7530);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/render.ts

/**
 * TransitLM's own section: what the generic metrics table cannot show — the task's settings and,
 * for diversity, the best-match and route-count distributions. The metrics themselves are in the
 * report's metrics table (no metric listed twice).
 */
const RANKS = ['first', 'second', 'third'];
function rateCell(m) {
    if (m === undefined)
        return doc_t `–`;
    return m.passed !== undefined && m.input !== undefined ? doc_t `${metric(m)} (${m.passed}/${m.input})` : metric(m);
}
function diversityTables(suite) {
    const details = suite.details ?? {};
    const bm = RANKS.map((k) => suite.metrics[`best_match_${k}`]?.value ?? 0);
    const hits = bm.reduce((a, b) => a + b, 0);
    const out = [
        doc_table([doc_t `Best match taken from`, doc_t `IoU passes`, doc_t `Share`], RANKS.map((k, i) => [k, value(bm[i], 'count'), rate(bm[i], hits)]), ['l', 'r', 'r']),
        doc_table([doc_t `Output route`, doc_t `Reachable`, doc_t `Expert score (mean)`], RANKS.map((k) => [
            k,
            rateCell(suite.metrics[`route_reachable_${k}`]),
            value(suite.metrics[`expert_score_${k}`]?.value, 'fraction'),
        ]), ['l', 'r', 'r']),
    ];
    const counts = [0, 1, 2, 3].map((n) => details[`rowsWithRoutes${n}`]);
    if (counts.every((c) => typeof c === 'number'))
        out.push(doc_table([doc_t `Output routes with lines`, doc_t `Rows`], counts.map((c, n) => [n, value(c, 'count')]), ['r', 'r']));
    return out;
}
function renderTransitlm(suite) {
    const details = suite.details ?? {};
    const compat = typeof details.compat === 'string' ? details.compat : 'reference';
    const stations = typeof details.stations === 'string' ? details.stations : null;
    const settings = doc_paragraph(doc_t `TransitLM task ${doc_code(suite.task ?? '–')} · compat ${doc_code(compat)}${stations !== null ? doc_t ` · stations ${doc_code(stations)}` : null}`);
    return suite.task === 'diversity' ? [settings, ...diversityTables(suite)] : [settings];
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/starter.ts
// The suite `bench-check init transitlm` writes: commented YAML, one entry of `suites:`.
const TRANSITLM_STARTER = `  # TransitLM (docs/transitlm.md): generated routes through the funnel
  # reachability → grounding → IoU → accuracy, as the official scripts score them.
  - id: transit-single
    benchmark: transitlm
    task: single # single | personalized | diversity | general
    # Your model's CSV with the generate_results column; the station file of its city.
    input: outputs/transitlm_single.csv
    stations: data/transitlm/station_info.csv
`;

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/index.ts






/** TransitLM (HotTricker/TransitLM at 4151aff): single, personalized, diversity, general. */
/** Recomputes finalScore from merged counts (never averaged): accuracy passes, or rows passing accuracy and preference. */
function finalScoreOf(suite) {
    const passed = suite.task === 'personalized'
        ? (suite.counts?.final_passed ?? 0)
        : (suite.rounds.find((r) => r.id === 'accuracy')?.passed ?? 0);
    return (0,final_score/* finalScore */.h)(passed, suite.total);
}
function toSuiteConfig(flags) {
    const usage = (message) => (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message }));
    const task = flags.task;
    if (task === undefined || !options/* TASKS */.n3.includes(task))
        return usage(`score transitlm needs --task ${options/* TASKS */.n3.join('|')}`);
    const input = flags.input;
    if (input === undefined || (Array.isArray(input) && input.length === 0))
        return usage('score transitlm needs --input FILE.csv');
    if (task !== 'general' && flags.stations === undefined)
        return usage(`score transitlm --task ${task} needs --stations station_info.csv`);
    const suite = {
        id: `transitlm-${task}`,
        benchmark: 'transitlm',
        task,
        input: Array.isArray(input) && input.length === 1 ? input[0] : input,
    };
    const keys = [
        'stations',
        'lines',
        'apiUrl',
        'batchSize',
        'timeoutS',
        'retries',
        'compat',
        'maxProviderErrorRate',
        'maxConsecutiveProviderFailures',
    ];
    for (const k of keys)
        if (flags[k] !== undefined)
            suite[k] = flags[k];
    return (0,result/* success */.k)(suite);
}
const transitlmBenchmark = {
    id: 'transitlm',
    title: 'TransitLM',
    suiteSchemaId: 'transitlm-suite',
    detailsSchemaId: 'transitlm-details',
    splittable: true,
    scorerVersion: 1,
    transportKeys: [
        'apiUrl',
        'batchSize',
        'timeoutS',
        'retries',
        'maxProviderErrorRate',
        'maxConsecutiveProviderFailures',
    ],
    outputKeys: ['input', 'replicates'],
    // `replicates`: each file is scored as `input`, one repeat each (docs/repeats.md).
    repeats: { replicateKey: 'input' },
    starter: TRANSITLM_STARTER,
    // General mode without a line file asks the remote route evaluator (apiUrl or TRANSIT_LM_API).
    isLive: (suite) => suite.task === 'general' && suite.lines === undefined,
    cli: {
        describe: 'Score TransitLM route-planning outputs with the official funnel (reachability → grounding → IoU → accuracy)',
        examples: [
            [
                '$0 score transitlm --task single --input b1.csv --stations station_info.csv --out results.json',
                'single-route benchmark',
            ],
            [
                '$0 score transitlm --task diversity --input "runs/*.csv" --stations station_info.csv --compat corrected',
                'several CSVs as one suite, corrected units',
            ],
            [
                '$0 score transitlm --task general --input g.csv --api-url http://127.0.0.1:8080',
                'general LLM with a remote route evaluator',
            ],
        ],
        flags: {
            task: { type: 'string', describe: 'Benchmark task', choices: options/* TASKS */.n3 },
            input: {
                type: 'string',
                array: true,
                describe: 'Evaluation CSV(s): paths or globs, scored as one suite in order',
            },
            stations: { type: 'string', describe: 'station_info.csv (stop_id, coord_x, coord_y, next_hop_stations)' },
            lines: { type: 'string', describe: 'general: line_info.csv for the offline matcher (instead of --api-url)' },
            'api-url': {
                type: 'string',
                describe: 'general: base URL of the remote route evaluator (default: $TRANSIT_LM_API)',
            },
            // No defaults here: the suite schema's (transitlm-suite.schema.json) apply when a flag is absent.
            'batch-size': { type: 'number', describe: 'general: cases per evaluator request (default 50)' },
            'timeout-s': { type: 'number', describe: 'general: seconds per evaluator request (default 60)' },
            retries: { type: 'number', describe: 'general: retries on HTTP 429/5xx, waiting 1, 2, 4 s (default 3)' },
            compat: {
                type: 'string',
                describe: 'reference: identical to the official scripts; corrected: fix their unit misreadings',
                choices: ['reference', 'corrected'],
                default: 'reference',
            },
            'max-provider-error-rate': {
                type: 'number',
                describe: 'general, remote: share of rows whose batch may fail (no verdict after retries) while the suite stays ok (default 0)',
            },
            'max-consecutive-provider-failures': {
                type: 'number',
                describe: 'general, remote: failed batches in a row after which no more are sent; the suite is an error (default 10)',
            },
        },
        toSuiteConfig,
    },
    // The scorers (readers, station graph, worker pool) are loaded only when a suite is scored.
    score: async (suite, ctx) => (await Promise.all(/* import() */[__webpack_require__.e(741), __webpack_require__.e(253)]).then(__webpack_require__.bind(__webpack_require__, 4253))).scoreTransitlm(suite, ctx),
    finalScoreOf,
    render: renderTransitlm,
    // gate.md: TransitLM's finalScore is a pass rate (accuracy, and preference where present).
    gate: { finalScoreRounds: ['accuracy', 'preference'] },
};

;// CONCATENATED MODULE: ./src/benchmarks/imported/render.ts
// The imported suite's own section of the report: where the items came from, and the aggregates the
// tool reported beside the same numbers recomputed from the items. Every string from the tool's
// files is untrusted: it stays a plain string (or code) in the blocks, which core/doc.ts escapes.


/** At most this many reported aggregates and left-out names are listed. */
const LISTED = 20;
/** The tool's name by format: a Map, so a format named like an Object property ("toString") names nothing. */
const TOOL = new Map([
    ['lm-eval', doc_t `lm-evaluation-harness`],
    ['inspect', doc_t `Inspect`],
    ['promptfoo', doc_t `promptfoo`],
]);
const isRecord = (v) => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFiniteNumber = (v) => typeof v === 'number' && Number.isFinite(v);
/** A document's object as its own entries (never its prototype's); none when it is not an object. */
const ownEntries = (v) => (isRecord(v) ? Object.entries(v) : []);
/**
 * `details` as the scorer writes them, read defensively: the results schema holds a document to
 * imported-details.schema.json, but this renderer must not fail on any value it is handed.
 */
function itemsDetails(value) {
    if (!isRecord(value) || !Object.hasOwn(value, 'format'))
        return null;
    const list = (v) => (Array.isArray(v) ? v : []);
    return {
        format: value.format,
        info: ownEntries(value.info),
        checks: list(value.checks),
        rateChecks: list(value.rateChecks),
        scores: list(value.scores),
        reported: list(value.reported).flatMap((r) => isRecord(r) && isFiniteNumber(r.reported)
            ? [{ label: r.label, reported: r.reported, recomputed: isFiniteNumber(r.recomputed) ? r.recomputed : null }]
            : []),
        excluded: ownEntries(value.excluded),
        repeats: isFiniteNumber(value.repeats) ? value.repeats : 0,
    };
}
function number(v) {
    return Number.isInteger(v) ? v : figure(fixed(v, 4));
}
function toolOf(format) {
    return (typeof format === 'string' ? TOOL.get(format) : undefined) ?? doc_code(format, 40);
}
function sameWords(r) {
    if (r.recomputed === null)
        return doc_t `not a mean of per-item values`;
    return Math.abs(r.recomputed - r.reported) <= 1e-9 * Math.max(1, Math.abs(r.reported)) ? doc_t `same` : doc_strong(doc_t `differs`);
}
function whatIsGated(d) {
    const words = [
        d.checks.length > 0
            ? doc_t `checks (rounds, each tested on its own): ${doc_join(d.checks.map((c) => doc_code(c, 40)), doc_t `, `)}`
            : doc_t `no pass/fail check`,
    ];
    if (d.rateChecks.length > 0)
        words.push(doc_t `assertions (rates of the tests carrying them): ${doc_join(d.rateChecks.map((c) => doc_code(c, 40)), doc_t `, `)}`);
    if (d.scores.length > 0)
        words.push(doc_t `scores (means): ${doc_join(d.scores.map((c) => doc_code(c, 40)), doc_t `, `)}`);
    if (d.repeats > 1)
        words.push(doc_t `up to ${d.repeats} repeats per item (a check passes when every repeat passed; a score is their mean)`);
    return doc_t `${doc_join(words, doc_t `; `)}.`;
}
function renderImported(suite) {
    const d = itemsDetails(suite.details);
    if (d === null)
        return [];
    const tool = toolOf(d.format);
    const facts = d.info.map(([k, v]) => (isFiniteNumber(v) ? doc_t `${doc_text(k, 40)} ${v}` : doc_t `${doc_text(k, 40)} ${doc_code(v, 80)}`));
    const out = [
        doc_paragraph(facts.length > 0 ? doc_t `Imported from ${tool}: ${doc_join(facts, doc_t ` · `)}.` : doc_t `Imported from ${tool}.`),
        doc_paragraph(whatIsGated(d)),
    ];
    if (d.reported.length > 0) {
        const rows = d.reported
            .slice(0, LISTED)
            .map((r) => [
            doc_code(r.label, 60),
            number(r.reported),
            r.recomputed === null ? doc_t `–` : number(r.recomputed),
            sameWords(r),
        ]);
        out.push(doc_table([doc_t `reported by ${tool}`, doc_t `value`, doc_t `recomputed from the items`, null], rows, ['l', 'r', 'r', 'l']));
    }
    if (d.excluded.length > 0) {
        const listed = d.excluded.slice(0, LISTED).map(([name, why]) => doc_t `${doc_code(name, 40)} (${doc_text(why, 120)})`);
        out.push(doc_paragraph(doc_t `Left out (not one value per item): ${doc_join(listed, doc_t `; `)}${d.excluded.length > LISTED ? doc_t `; …` : null}.`));
    }
    return out;
}

;// CONCATENATED MODULE: ./src/benchmarks/imported/starter.ts
// The suite `bench-check init imported` writes: commented YAML, one entry of `suites:`.
const IMPORTED_STARTER = `  # Per-item results of another harness (docs/items.md): lm-evaluation-harness samples, an Inspect
  # eval log or promptfoo results, gated item by item (paired test on shared ids) like the others.
  - id: my-eval
    benchmark: imported
    # lm-eval: the samples_<task>_<date>.jsonl of --log_samples (a glob matching one file is fine).
    # Inspect: \`format: inspect\` and its log (the .eval file, or JSON); promptfoo: \`format: promptfoo\`
    # and the results.json of \`promptfoo eval -o results.json\`.
    format: lm-eval
    input: lm-eval-out/*/samples_arc_easy_*.jsonl
    # lm-eval only, optional: its results_<date>.json; the aggregates it reported are shown beside ours.
    # results: lm-eval-out/*/results_*.json
    # Optional: the pass/fail checks, in this order (the rounds); default: every pass/fail value found.
    # checks: [acc]
`;

// EXTERNAL MODULE: ./src/benchmarks/imported/types.ts
var imported_types = __webpack_require__(6988);
;// CONCATENATED MODULE: ./src/benchmarks/imported/index.ts
// Imported: per-item results another harness computed (lm-evaluation-harness, Inspect AI, promptfoo),
// gated like the built-in benchmarks: each item's pass/fail checks are the suite's rounds, its
// numeric scores are means, and the items file pairs the runs by item id.





/** A `type: 'string'` flag's value as yargs gives it: a string, or the strings of a repeated flag (comma-joined). */
function imported_flagText(value) {
    if (typeof value === 'string')
        return value;
    return Array.isArray(value) ? value.join(',') : JSON.stringify(value);
}
const importedBenchmark = {
    id: 'imported',
    title: 'Imported per-item results',
    suiteSchemaId: 'imported-suite',
    detailsSchemaId: 'imported-details',
    // The tools' files are read whole (ids are merged across epochs, filters and repeats).
    splittable: false,
    scorerVersion: 2,
    transportKeys: [],
    // The tool's per-item results and its own aggregates are the model's outputs under test.
    outputKeys: ['input', 'replicates', 'results'],
    // `replicates`: each file is scored as `input`, one repeat each (docs/repeats.md).
    repeats: { replicateKey: 'input' },
    starter: IMPORTED_STARTER,
    cli: {
        describe: 'Gate per-item results of lm-evaluation-harness (samples JSONL), Inspect AI (.eval or JSON log) or promptfoo (results.json or .jsonl)',
        examples: [
            [
                '$0 score imported --from lm-eval --input "out/*/samples_arc_easy_*.jsonl" --results "out/*/results_*.json"',
                'an lm-eval task, its reported aggregates beside ours',
            ],
            [
                '$0 score imported --from inspect --input logs/2026-01-01T10-00-00_arith_x.eval --checks match',
                'an Inspect log (.eval or JSON), one check',
            ],
            [
                '$0 score imported --from promptfoo --input results.json --out bench-results/results.json',
                'promptfoo eval -o results.json (or -o results.jsonl)',
            ],
        ],
        flags: {
            // Not --format: that is every command's output format (json|markdown|text).
            from: { type: 'string', describe: 'The tool that wrote --input (the suite key `format`)', choices: imported_types/* FORMATS */.h },
            input: { type: 'string', describe: 'Its per-item file: a path, or a glob matching one file' },
            results: { type: 'string', describe: 'lm-eval only: results_<date>.json (its aggregates are shown beside ours)' },
            task: { type: 'string', describe: 'lm-eval: the task in the results file (default: from the samples file name)' },
            checks: {
                type: 'string',
                array: true,
                describe: 'Pass/fail values to gate, in this order (default: every pass/fail value found)',
            },
            scores: {
                type: 'string',
                array: true,
                describe: 'Numeric values to gate as means (default: the other numeric values)',
            },
            'lower-is-better': { type: 'string', array: true, describe: 'Scores where lower is better' },
            'max-error-rate': {
                type: 'number',
                describe: "Share of the tool's records that may be its own errors while the suite stays ok (default 0)",
            },
        },
        toSuiteConfig(flags) {
            const usage = (message) => (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message }));
            if (flags.from === undefined)
                return usage(`score imported needs --from ${imported_types/* FORMATS */.h.join('|')}`);
            if (flags.input === undefined)
                return usage('score imported needs --input FILE');
            const suite = {
                id: 'imported',
                benchmark: 'imported',
                format: flags.from,
                input: imported_flagText(flags.input),
            };
            for (const key of ['results', 'task', 'checks', 'scores', 'lowerIsBetter', 'maxErrorRate']) {
                const value = flags[key];
                if (value !== undefined && !(Array.isArray(value) && value.length === 0))
                    suite[key] = value;
            }
            return (0,result/* success */.k)(suite);
        },
    },
    // The importers and the scorer are loaded only when a suite is scored (the report never loads them).
    score: async (suite, ctx) => (await Promise.all(/* import() */[__webpack_require__.e(395), __webpack_require__.e(534)]).then(__webpack_require__.bind(__webpack_require__, 2534))).scoreImported(suite, ctx),
    render: renderImported,
    // finalScore is the share of items passing every check: tested like a round, paired on item ids.
    gate: { finalScoreRounds: 'all' },
};

;// CONCATENATED MODULE: ./src/benchmarks/registry.ts





/**
 * Every benchmark the tool knows: the only place that names them. Imported only by the composition
 * roots (the CLI's main, the action's entry), which hand the catalog down.
 */
const BENCHMARKS = [
    hurricaneBenchmark,
    transitlmBenchmark,
    floodBenchmark,
    importedBenchmark,
];
const catalog = catalogOf(BENCHMARKS);

;// CONCATENATED MODULE: ./src/cli/commands/validate.ts










/** A schema by short name (see --help) or a path to a JSON Schema file. */
async function resolveSchema(name, cwd) {
    if ((0,registry/* isSchemaName */.NS)(name))
        return (0,result/* success */.k)(name);
    // One of our own schema files, given by path: use the registered copy (its $refs resolve there).
    const bare = external_node_path_default().basename(name).replace(/\.schema\.json$/, '');
    if ((0,registry/* isSchemaName */.NS)(bare))
        return (0,result/* success */.k)(bare);
    const file = external_node_path_default().resolve(cwd, name);
    if (!(0,external_node_fs_.existsSync)(file)) {
        return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
            code: 'usage',
            message: `"${name}" is neither a schema name (${registry/* SCHEMA_NAMES */.RW.join(', ')}) nor a schema file`,
        }));
    }
    const read = await (0,json_read/* readDocumentFile */.K7)(file, null);
    if (!read.ok)
        return read;
    // ajv's compiler is loaded only here: every other command uses the build-time validators.
    const { compileSchema } = await Promise.all(/* import() */[__webpack_require__.e(784), __webpack_require__.e(645)]).then(__webpack_require__.bind(__webpack_require__, 7645));
    try {
        return (0,result/* success */.k)(compileSchema(read.value));
    }
    catch (error) {
        return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({
            code: 'schema-invalid',
            file: (0,inputs/* displayPath */.Gt)(name),
            message: `not a usable JSON Schema: ${error.message}`,
        }));
    }
}
/** JSON and YAML files are checked whole; .jsonl files line by line, each line located. */
async function validateFile(file, schema) {
    if (!/\.jsonl$/i.test(file)) {
        const read = await (0,json_read/* readDocumentFile */.K7)(file, schema);
        return { diagnostics: read.ok ? [] : read.diagnostics, records: 1 };
    }
    if (!(0,external_node_fs_.existsSync)(file))
        return {
            diagnostics: [(0,core_diagnostics/* diagnostic */.YK)({ code: 'io', file: (0,inputs/* displayPath */.Gt)(file), message: 'file not found' })],
            records: 0,
        };
    const diagnostics = [];
    let records = 0;
    let lineNo = 0;
    for await (const line of (0,lines/* readLines */.S)(file)) {
        lineNo += 1;
        if (line.trim() === '')
            continue;
        records += 1;
        const checked = (0,json_read/* checkJsonText */.q$)(line, (0,inputs/* displayPath */.Gt)(file), schema, lineNo - 1);
        if (!checked.ok)
            diagnostics.push(...checked.diagnostics);
    }
    return { diagnostics, records };
}
const validateCommand = {
    command: 'validate <schema> <file>',
    describe: 'Check a JSON or YAML file (or JSONL, line by line) against a bench-check schema',
    builder: (y) => y
        .positional('schema', {
        type: 'string',
        describe: `Schema name (${registry/* SCHEMA_NAMES */.RW.join(', ')}) or a path to a JSON Schema file`,
    })
        .positional('file', { type: 'string', describe: 'File to check (.json, or .jsonl for one record per line)' })
        .example('$0 validate results bench-results/results.json', 'check a results document'),
    async run(args) {
        const cwd = process.cwd();
        const resolved = await resolveSchema(args.schema, cwd);
        if (!resolved.ok) {
            return inputErrors(resolved.diagnostics);
        }
        const { diagnostics, records } = await validateFile(external_node_path_default().resolve(cwd, args.file), resolved.value);
        for (const d of diagnostics)
            process.stderr.write(`${(0,core_diagnostics/* formatDiagnostic */.xy)(d)}\n`);
        if (diagnostics.length > 0)
            return 2;
        if (!args.quiet)
            process.stdout.write(`${(0,inputs/* displayPath */.Gt)(args.file)}: valid (${plural(records, 'record')})\n`);
        return 0;
    },
};

;// CONCATENATED MODULE: ./src/cli/main.ts













/** Top-level commands; `score` holds one subcommand per registered benchmark. */
const COMMANDS = [
    runCommand,
    initCommand,
    mergeCommand,
    validateCommand,
    compareCommand,
    historyCommand,
    baselineCommand,
];
class UsageError extends Error {
}
/** The first word of a command string: `merge <shards..>` → merge. */
const nameOf = (command) => (typeof command === 'string' ? command : command[0]).split(' ')[0];
/** Option names (kebab-case) a level of the command line knows, for "did you mean --…?". */
function flagsOf(y) {
    // getOptions() is public in yargs 18, missing from @types/yargs 17.
    const options = y.getOptions();
    return Object.keys(options.key).filter((k) => !/[A-Z]/.test(k));
}
function register(y, command, ctx, parent) {
    const node = commandNode('argument');
    parent.subcommands.set(nameOf(command.command), node);
    return y.command({
        command: command.command,
        describe: command.describe,
        builder: (sub) => {
            const built = command.builder(sub);
            node.flags = flagsOf(built);
            return built;
        },
        handler: async (args) => ctx.setExit(await command.run(args, ctx)),
    });
}
/**
 * Parse argv and run one command. Returns the exit code; usage errors print the message and
 * the relevant help hint, never a stack trace.
 */
/** Node's types say `columns` is always there; it is not when output goes to a file or a pipe. */
function terminalWidth(stream) {
    return stream.columns ?? 100;
}
async function main(argv) {
    let exitCode = 0;
    const ctx = {
        catalog: catalog,
        argv,
        setExit: (code) => {
            exitCode = code;
        },
    };
    const root = commandNode('command');
    const scoreNode = commandNode('benchmark');
    root.subcommands.set('score', scoreNode);
    let cli = (0,yargs/* default */.A)([...argv])
        // English always: explainUsage() rewrites yargs's English messages (LANG would translate them).
        .locale('en')
        .scriptName('bench-check')
        .usage('$0 <command> [options]\n\nScore model outputs with research benchmarks and gate CI on regressions.')
        .option('format', {
        type: 'string',
        choices: ['json', 'markdown', 'text'],
        describe: 'What to print on stdout: the text report (default), the markdown report, or the JSON document alone',
    })
        .option('quiet', { type: 'boolean', describe: 'Only errors on stderr' })
        .option('verbose', {
        type: 'boolean',
        describe: 'List every error and warning of every suite (default: a count and the first 3 per suite)',
    })
        .command('score', 'Score one suite given by flags', (y) => {
        let sub = y.usage('$0 score <benchmark> [options]');
        const benchmarks = scoreCommands(catalog);
        for (const c of benchmarks)
            sub = register(sub, c, ctx, scoreNode);
        scoreNode.flags = flagsOf(sub);
        return sub.demandCommand(1, 'name a benchmark: ' + benchmarks.map((c) => c.command).join(', '));
    });
    for (const c of COMMANDS)
        cli = register(cli, c, ctx, root);
    root.flags = [...flagsOf(cli), 'help', 'version'];
    cli = cli
        .demandCommand(1, 'name a command (see --help)')
        .strict()
        .version(TOOL_VERSION)
        .help()
        .alias('h', 'help')
        .wrap(Math.min(110, terminalWidth(process.stdout)))
        .epilogue('Exit codes: 0 ok · 1 a gated metric regressed · 2 bad input, config or usage · 3 baseline missing with on-missing-baseline: fail')
        .fail((message, error) => {
        if (error && !(error instanceof UsageError))
            throw error;
        throw new UsageError(explainUsage(message, argv, root));
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
        const systemError = (0,errno/* describeSystemError */.Z)(error);
        if (systemError !== null) {
            process.stderr.write(`error: ${systemError}\n`);
            return 2;
        }
        throw error;
    }
    return exitCode;
}


/***/ }),

/***/ 457:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ canonicalJson)
/* harmony export */ });
/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, numbers as
 * JSON.stringify writes them (RFC 8785 for the values this project hashes).
 */
function canonicalJson(value) {
    if (value === null || typeof value !== 'object') {
        // undefined for a function, a symbol or undefined (lib.d.ts says string).
        const text = JSON.stringify(value);
        return text ?? 'null';
    }
    if (Array.isArray(value))
        return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
    const entries = Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}


/***/ }),

/***/ 6639:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ describeSystemError),
/* harmony export */   b: () => (/* binding */ errnoReason)
/* harmony export */ });
/** Plain words for the file-system errors a user can cause (a wrong path, an unwritable folder). */
const REASONS = new Map(Object.entries({
    ENOENT: 'file not found',
    EISDIR: 'is a directory',
    ENOTDIR: 'a parent of it is not a directory',
    EEXIST: 'a file is in the way of a directory to create',
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on the device',
    EDQUOT: 'the disk quota is exceeded',
    EFBIG: 'the file is too large for the file system',
    EIO: 'input/output error of the device',
}));
/** The reason for a Node system error the user can act on, or null for anything else. */
function errnoReason(error) {
    const code = error?.code;
    return typeof code === 'string' ? (REASONS.get(code) ?? null) : null;
}
/**
 * A file-system error the user can act on (a full disk, an unwritable folder), as one line naming
 * the file: `cannot write out/results.json: no space left on the device`; null for anything else.
 */
function describeSystemError(error) {
    const e = error;
    const reason = errnoReason(error);
    if (reason === null || typeof e.syscall !== 'string')
        return null;
    const verb = /write|open|mkdir|rename|copy|close/.test(e.syscall) ? 'cannot write' : 'cannot read';
    return `${verb} ${typeof e.path === 'string' ? e.path : '(no file named)'}: ${reason}`;
}


/***/ }),

/***/ 8472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ groupBy),
/* harmony export */   S: () => (/* binding */ appendTo)
/* harmony export */ });
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


/***/ }),

/***/ 9532:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ readBoundedLines),
/* harmony export */   S: () => (/* binding */ readLines)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The lines of a UTF-8 text file, streamed in large chunks (faster than node:readline for
 * millions of short lines). Splits on \n and drops one trailing \r (CRLF files); the last line
 * is yielded even without a final newline.
 */
async function* readLines(file) {
    let rest = '';
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
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
/**
 * `readLines` for files from outside (a PR's artifact): a line over `maxChars` is not kept but
 * skipped to its end and yielded as a LineTooLong, so one huge line costs no more memory than
 * the cap and a read chunk (a 256 MiB one-line file must not reach JSON.parse).
 */
async function* readBoundedLines(file, maxChars) {
    let rest = '';
    /** Length so far of an over-long line being skipped (-1: not skipping). */
    let skipped = -1;
    for await (const chunk of (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(file, { encoding: 'utf8', highWaterMark: 1 << 20 })) {
        let text = chunk;
        if (skipped >= 0) {
            const nl = text.indexOf('\n');
            if (nl === -1) {
                skipped += text.length;
                continue;
            }
            yield { tooLong: true, chars: skipped + nl - (nl > 0 && text.charCodeAt(nl - 1) === 13 ? 1 : 0) };
            skipped = -1;
            text = text.slice(nl + 1);
        }
        text = rest + text;
        let start = 0;
        let nl = text.indexOf('\n', start);
        while (nl !== -1) {
            const end = text.charCodeAt(nl - 1) === 13 && nl > start ? nl - 1 : nl;
            yield end - start > maxChars ? { tooLong: true, chars: end - start } : text.slice(start, end);
            start = nl + 1;
            nl = text.indexOf('\n', start);
        }
        rest = text.slice(start);
        if (rest.length > maxChars) {
            skipped = rest.length;
            rest = '';
        }
    }
    if (skipped >= 0)
        yield { tooLong: true, chars: skipped };
    else if (rest !== '') {
        const line = rest.endsWith('\r') ? rest.slice(0, -1) : rest;
        yield line.length > maxChars ? { tooLong: true, chars: line.length } : line;
    }
}


/***/ }),

/***/ 1227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D7: () => (/* binding */ stderrLogger),
/* harmony export */   S: () => (/* binding */ redactingLogger),
/* harmony export */   jA: () => (/* binding */ progressOf)
/* harmony export */ });
/* unused harmony export silentLogger */
/* harmony import */ var _progress_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4664);

/**
 * `quiet`: only errors, which are written by the commands themselves, reach stderr (no progress
 * either). Otherwise progress is a bar on a terminal, periodic lines in CI (`progressFor`).
 */
function stderrLogger(quiet, env = process.env) {
    return {
        info: (message) => {
            if (!quiet)
                process.stderr.write(`${message}\n`);
        },
        warn: (message) => {
            if (!quiet)
                process.stderr.write(`warning: ${message}\n`);
        },
        progress: quiet ? _progress_js__WEBPACK_IMPORTED_MODULE_0__/* .silentProgress */ .RZ : (0,_progress_js__WEBPACK_IMPORTED_MODULE_0__/* .progressFor */ .L7)(env, process.stderr),
    };
}
const silentLogger = { info: () => { }, warn: () => { } };
/** `log` with every message passed through `redact` first (secrets of the run, URL userinfo). */
function redactingLogger(log, redact) {
    const out = { info: (message) => log.info(redact(message)), warn: (message) => log.warn(redact(message)) };
    if (log.progress !== undefined)
        out.progress = log.progress;
    return out;
}
/** The progress reporter of a logger (silent when it has none). */
function progressOf(log) {
    return log?.progress ?? _progress_js__WEBPACK_IMPORTED_MODULE_0__/* .silentProgress */ .RZ;
}


/***/ }),

/***/ 9806:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   R2: () => (/* binding */ finalLine),
/* harmony export */   a3: () => (/* binding */ formatDuration),
/* harmony export */   cf: () => (/* binding */ rateText),
/* harmony export */   oz: () => (/* binding */ progressLine),
/* harmony export */   u5: () => (/* binding */ figures),
/* harmony export */   vj: () => (/* binding */ amount)
/* harmony export */ });
// The words and figures of progress: counts, sizes, rates and durations as people read them, the
// rate and ETA of work under way, the periodic line and the final line. Pure functions: the
// reporters in progress.ts draw them, and the reports use formatCount for their counts.
/** A whole number with its thousands grouped by spaces: 41 200. */
function formatCount(n) {
    const digits = String(Math.round(Math.abs(n)));
    const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    return n < 0 ? `-${grouped}` : grouped;
}
/** A byte count in KiB/MiB/GiB (one decimal), bytes below 1 KiB. */
function formatBytes(n) {
    const units = ['KiB', 'MiB', 'GiB'];
    if (n < 1024)
        return `${formatCount(n)} B`;
    let v = n;
    let unit = 'B';
    for (const u of units) {
        if (v < 1024)
            break;
        v /= 1024;
        unit = u;
    }
    return `${v.toFixed(1)} ${unit}`;
}
/** A rate per second: two significant digits from 100 up (3 900), one decimal below 10 (2.5). */
function formatPerSecond(perSecond) {
    if (!Number.isFinite(perSecond) || perSecond <= 0)
        return '0';
    if (perSecond >= 100) {
        const magnitude = 10 ** (Math.floor(Math.log10(perSecond)) - 1);
        return formatCount(Math.round(perSecond / magnitude) * magnitude);
    }
    return perSecond >= 10 ? String(Math.round(perSecond)) : perSecond.toFixed(1);
}
/** A duration in whole seconds: 15 s, 4 min 05 s, 1 h 02 min. */
function formatDuration(seconds) {
    const s = Math.max(0, Math.round(seconds));
    if (s < 60)
        return `${s} s`;
    if (s < 3600)
        return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
    return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}
/** Rate (the mean since the start) and ETA of `done` of `total` after `elapsedMs`. */
function figures(done, total, elapsedMs) {
    const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : null;
    const known = total !== null && total > 0 ? total : null;
    const percent = known === null ? null : Math.min(100, Math.floor((100 * done) / known));
    const etaS = known === null || rate === null || rate <= 0 ? null : Math.max(0, known - done) / rate;
    return { done, total: known, percent, rate, etaS };
}
function amount(n, unit) {
    return unit === 'bytes' ? formatBytes(n) : formatCount(n);
}
function rateText(rate, unit) {
    return unit === 'bytes' ? `${formatBytes(rate)}/s` : `${formatPerSecond(rate)}/s`;
}
/** `transit-single: 41 200 / 100 000 rows (41 %), 3 900/s, ETA 15 s` (parts without data left out). */
function progressLine(label, unit, f) {
    const unitText = unit === 'bytes' ? '' : ` ${unit}`;
    const count = f.total === null
        ? `${amount(f.done, unit)}${unitText}`
        : `${amount(f.done, unit)} / ${amount(f.total, unit)}${unitText} (${f.percent} %)`;
    const parts = [count];
    if (f.rate !== null)
        parts.push(rateText(f.rate, unit));
    if (f.etaS !== null)
        parts.push(`ETA ${formatDuration(f.etaS)}`);
    return `${label}: ${parts.join(', ')}`;
}
/** `transit-single: 100 000 rows in 25 s (4 000/s)`. */
function finalLine(label, unit, done, elapsedMs) {
    const unitText = unit === 'bytes' ? '' : ` ${unit}`;
    const rate = elapsedMs > 0 ? `, ${rateText((done * 1000) / elapsedMs, unit)}` : '';
    return `${label}: ${amount(done, unit)}${unitText} in ${formatDuration(elapsedMs / 1000)}${rate}`;
}


/***/ }),

/***/ 4664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L7: () => (/* binding */ progressFor),
/* harmony export */   RZ: () => (/* binding */ silentProgress),
/* harmony export */   aQ: () => (/* binding */ stoppableProgress)
/* harmony export */ });
/* harmony import */ var cli_progress__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8502);
/* harmony import */ var cli_progress__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(cli_progress__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _progress_format_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9806);
// Progress of long work: a bar with count, rate and ETA on an interactive
// terminal, plain periodic lines in CI logs, nothing with --quiet. Always on stderr: stdout may
// carry a document. Nothing here ever reaches a results document (timing is not deterministic).


const NO_TICKER = { tick: () => { }, setTotal: () => { }, done: () => { }, abandon: () => { } };
const silentProgress = { start: () => NO_TICKER };
/**
 * `progress` for work that `signal` may stop: a ticker ended after the signal (the scorer's
 * `done()` in its finally) is abandoned, since the run drops what that work did.
 */
function stoppableProgress(progress, signal) {
    return {
        start(label, total, unit) {
            const ticker = progress.start(label, total, unit);
            return {
                tick: (n) => ticker.tick(n),
                setTotal: (t) => ticker.setTotal(t),
                done: () => (signal.aborted && ticker.abandon !== undefined ? ticker.abandon() : ticker.done()),
                abandon: () => (ticker.abandon ?? ticker.done)(),
            };
        },
    };
}
/** The default time between two periodic lines, and the longest quiet start before anything is shown. */
const DEFAULT_INTERVAL_MS = 10_000;
const DEFAULT_DELAY_MS = 2_000;
const systemClock = {
    now: () => performance.now(),
    every: (ms, fn) => {
        const timer = setInterval(fn, ms);
        timer.unref();
        return () => clearInterval(timer);
    },
};
/**
 * Plain lines (CI logs, a stderr that is not a terminal): one every `intervalMs` while the work
 * runs, and a final line when at least one was written (work shorter than the interval says nothing).
 */
function linesProgress(write, intervalMs = DEFAULT_INTERVAL_MS, clock = systemClock) {
    return {
        start(label, total, unit) {
            const started = clock.now();
            let done = 0;
            let estimate = total;
            let written = false;
            let ended = false;
            const stop = clock.every(intervalMs, () => {
                written = true;
                write((0,_progress_format_js__WEBPACK_IMPORTED_MODULE_1__/* .progressLine */ .oz)(label, unit, (0,_progress_format_js__WEBPACK_IMPORTED_MODULE_1__/* .figures */ .u5)(done, estimate, clock.now() - started)));
            });
            return {
                tick: (n = 1) => void (done += n),
                setTotal: (t) => void (estimate = t),
                done: () => {
                    if (ended)
                        return;
                    ended = true;
                    stop();
                    if (written)
                        write((0,_progress_format_js__WEBPACK_IMPORTED_MODULE_1__/* .finalLine */ .R2)(label, unit, done, clock.now() - started));
                },
                abandon: () => {
                    ended = true;
                    stop();
                },
            };
        },
    };
}
/** SingleBar whose redraw timer never keeps the process alive (a ticker that is never done cannot hang a run). */
class UnrefBar extends (cli_progress__WEBPACK_IMPORTED_MODULE_0___default().SingleBar) {
    render() {
        super.render();
        this.timer?.unref();
    }
}
/**
 * A bar on an interactive terminal (cli-progress: terminal width, redraw, clearing), shown once
 * the work has run `delayMs`; count, rate and ETA are computed here (`figures`) so the bar and the
 * lines agree. When it ends, the bar is replaced by the final line.
 */
function barProgress(stream, delayMs = DEFAULT_DELAY_MS, clock = systemClock) {
    return {
        start(label, total, unit) {
            const started = clock.now();
            let done = 0;
            let estimate = total;
            let bar = null;
            let ended = false;
            const payload = () => {
                const f = (0,_progress_format_js__WEBPACK_IMPORTED_MODULE_1__/* .figures */ .u5)(done, estimate, clock.now() - started);
                const unitText = unit === 'bytes' ? '' : ` ${unit}`;
                return {
                    label,
                    count: f.total === null
                        ? `${(0,_progress_format_js__WEBPACK_IMPORTED_MODULE_1__/* .amount */ .vj)(done, unit)}${unitText}`
                        : `${(0,_progress_format_js__WEBPACK_IMPORTED_MODULE_1__/* .amount */ .vj)(done, unit)} / ${(0,_progress_format_js__WEBPACK_IMPORTED_MODULE_1__/* .amount */ .vj)(f.total, unit)}${unitText}`,
                    percent: f.percent === null ? '' : `${f.percent} %`,
                    rate: f.rate === null ? '' : (0,_progress_format_js__WEBPACK_IMPORTED_MODULE_1__/* .rateText */ .cf)(f.rate, unit),
                    left: f.etaS === null ? '' : `ETA ${(0,_progress_format_js__WEBPACK_IMPORTED_MODULE_1__/* .formatDuration */ .a3)(f.etaS)}`,
                };
            };
            const barTotal = () => Math.max(1, estimate ?? 0, done);
            const show = () => {
                if (bar !== null || ended)
                    return;
                bar = new UnrefBar({
                    stream,
                    // Our own tokens: cli-progress's {eta}, {value}, {percentage} would override a payload of that name.
                    format: '{label} [{bar}] {percent} | {count} | {rate} | {left}',
                    barsize: 30,
                    clearOnComplete: true,
                    hideCursor: false,
                    linewrap: false,
                    gracefulExit: false,
                    fps: 5,
                });
                bar.start(barTotal(), done, payload());
            };
            const stopDelay = clock.every(delayMs, () => {
                stopDelay();
                show();
            });
            return {
                tick: (n = 1) => {
                    done += n;
                    if (bar !== null) {
                        bar.setTotal(barTotal());
                        bar.update(done, payload());
                    }
                },
                setTotal: (t) => {
                    estimate = t;
                    if (bar !== null)
                        bar.setTotal(barTotal());
                },
                done: () => {
                    if (ended)
                        return;
                    ended = true;
                    stopDelay();
                    if (bar === null)
                        return;
                    bar.stop();
                    stream.write(`${(0,_progress_format_js__WEBPACK_IMPORTED_MODULE_1__/* .finalLine */ .R2)(label, unit, done, clock.now() - started)}\n`);
                },
                abandon: () => {
                    if (ended)
                        return;
                    ended = true;
                    stopDelay();
                    // clearOnComplete: the bar's line is cleared, nothing replaces it.
                    bar?.stop();
                },
            };
        },
    };
}
/** The interval of the periodic lines: BENCH_CHECK_PROGRESS_INTERVAL_MS (a positive number of ms), else 10 s. */
function progressInterval(env) {
    const raw = env.BENCH_CHECK_PROGRESS_INTERVAL_MS?.trim();
    const ms = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : NaN;
    return ms > 0 ? ms : DEFAULT_INTERVAL_MS;
}
/** Whether the environment is a CI log: `CI` set to anything but `false`/`0`/empty. */
function isCi(env) {
    const ci = env.CI?.trim().toLowerCase();
    return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
}
/**
 * The progress reporter the environment calls for: a bar when `stream` is a terminal and not in
 * CI, else periodic lines on `stream`. The bar waits min(2 s, interval) before it appears.
 */
function progressFor(env, stream = process.stderr, clock = systemClock) {
    const interval = progressInterval(env);
    if (stream.isTTY && !isCi(env))
        return barProgress(stream, Math.min(DEFAULT_DELAY_MS, interval), clock);
    return linesProgress((line) => void stream.write(`${line}\n`), interval, clock);
}


/***/ }),

/***/ 8198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   KL: () => (/* binding */ redactDeep),
/* harmony export */   O4: () => (/* binding */ urlCredentials),
/* harmony export */   Se: () => (/* binding */ environmentCredentials),
/* harmony export */   Zg: () => (/* binding */ scrubSecrets),
/* harmony export */   fp: () => (/* binding */ redactSecrets)
/* harmony export */ });
/* harmony import */ var _url_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(38);
// Text from outside (an HTTP error body) that goes into diagnostics, results documents, logs or PR
// comments must not carry a secret: a server that echoes the request's Authorization header would
// otherwise publish the API key in a public artifact. Neither may a URL's userinfo
// (`https://user:password@host`): a base URL with a password in it is a credential too.

const HEADER_ECHO = /\b(authorization|proxy-authorization|x-api-key|api[-_]?key|x-goog-api-key)(["']?\s*[:=]\s*["']?)(bearer\s+|basic\s+)?[^\s"',;}]+/gi;
const BEARER = /\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
/**
 * The shortest part of a secret that is masked where it appears alone (a server that echoes the
 * first characters of a key, a key split over two lines): long enough that ordinary words rarely
 * match, short enough that what is left of a key is no help. Secrets shorter than twice this are
 * masked only whole.
 */
const SECRET_FRAGMENT = 8;
/**
 * The secrets in the userinfo of every URL in `text`: the password (as written and decoded),
 * `user:password`, and its Basic-auth encoding (what a server that echoes the header would print).
 * A user name alone is not a secret (it is often a short common word); a userinfo without a
 * password is taken whole, since a token is often passed as the user (`https://TOKEN@host`).
 */
function urlCredentials(text) {
    const found = new Set();
    for (const m of text.matchAll(_url_js__WEBPACK_IMPORTED_MODULE_0__/* .USERINFO_IN_TEXT */ .eR)) {
        const userinfo = m[2];
        const colon = userinfo.indexOf(':');
        const user = colon < 0 ? userinfo : userinfo.slice(0, colon);
        const password = colon < 0 ? null : userinfo.slice(colon + 1);
        const secrets = password === null
            ? [userinfo, (0,_url_js__WEBPACK_IMPORTED_MODULE_0__/* .decodedUserinfo */ .mn)(userinfo)]
            : [password, (0,_url_js__WEBPACK_IMPORTED_MODULE_0__/* .decodedUserinfo */ .mn)(password), userinfo, `${(0,_url_js__WEBPACK_IMPORTED_MODULE_0__/* .decodedUserinfo */ .mn)(user)}:${(0,_url_js__WEBPACK_IMPORTED_MODULE_0__/* .decodedUserinfo */ .mn)(password)}`];
        for (const s of secrets)
            if (s.length > 0)
                found.add(s);
        found.add(Buffer.from(password === null ? (0,_url_js__WEBPACK_IMPORTED_MODULE_0__/* .decodedUserinfo */ .mn)(userinfo) : `${(0,_url_js__WEBPACK_IMPORTED_MODULE_0__/* .decodedUserinfo */ .mn)(user)}:${(0,_url_js__WEBPACK_IMPORTED_MODULE_0__/* .decodedUserinfo */ .mn)(password)}`, 'utf8').toString('base64'));
    }
    return [...found];
}
/**
 * The credentials in the URLs of the environment (a proxy variable `http://user:password@proxy`,
 * `TRANSIT_LM_API`, any other): every mode of the action masks them before it prints anything,
 * and a run redacts them from what it writes.
 */
function environmentCredentials(env) {
    const found = new Set();
    for (const value of Object.values(env))
        if (value?.includes('@'))
            for (const secret of urlCredentials(value))
                found.add(secret);
    return [...found];
}
/** Ranges of `text` covered by a fragment (≥ SECRET_FRAGMENT characters) of a long secret. */
function fragmentRanges(text, secrets) {
    const windows = new Set();
    for (const secret of secrets) {
        if (secret.length < 2 * SECRET_FRAGMENT)
            continue;
        for (let i = 0; i + SECRET_FRAGMENT <= secret.length; i++)
            windows.add(secret.slice(i, i + SECRET_FRAGMENT));
    }
    if (windows.size === 0)
        return [];
    const ranges = [];
    for (let i = 0; i + SECRET_FRAGMENT <= text.length; i++) {
        if (!windows.has(text.slice(i, i + SECRET_FRAGMENT)))
            continue;
        const last = ranges.at(-1);
        if (last !== undefined && i <= last[1])
            last[1] = i + SECRET_FRAGMENT;
        else
            ranges.push([i, i + SECRET_FRAGMENT]);
    }
    return ranges;
}
/**
 * `text` with each known secret replaced by `***` — whole, or any run of at least SECRET_FRAGMENT
 * of its characters for a long secret — and the userinfo of any URL masked. For what a run writes
 * of its own (diagnostics, logs); scrubSecrets also masks what looks like a credential.
 */
function redactSecrets(text, secrets) {
    const known = secrets.filter((s) => typeof s === 'string' && s.length >= 4);
    let out = text;
    for (const secret of known)
        out = out.split(secret).join('***');
    const ranges = fragmentRanges(out, known);
    if (ranges.length > 0) {
        let masked = '';
        let at = 0;
        for (const [from, to] of ranges) {
            masked += `${out.slice(at, from)}***`;
            at = to;
        }
        out = masked + out.slice(at);
    }
    return (0,_url_js__WEBPACK_IMPORTED_MODULE_0__/* .maskUserinfoIn */ .XF)(out);
}
/**
 * Text from outside (an HTTP error body) made safe to show: redactSecrets, plus any echoed
 * credential header or bearer token masked; cut to `max` characters.
 */
function scrubSecrets(text, secrets, max = 200) {
    const out = redactSecrets(text, secrets)
        .replace(HEADER_ECHO, (_m, name, sep, scheme) => `${name}${sep}${scheme ?? ''}***`)
        .replace(BEARER, (_m, scheme) => `${scheme} ***`);
    return out.length > max ? `${out.slice(0, max)}…` : out;
}
/** Every string inside `value` (objects, arrays) passed through redactSecrets; other values unchanged. */
function redactDeep(value, secrets) {
    const walk = (v) => {
        if (typeof v === 'string')
            return redactSecrets(v, secrets);
        if (Array.isArray(v))
            return v.map(walk);
        if (v !== null && typeof v === 'object')
            return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
        return v;
    };
    return walk(value);
}


/***/ }),

/***/ 38:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q3: () => (/* binding */ withoutUserinfo),
/* harmony export */   XF: () => (/* binding */ maskUserinfoIn),
/* harmony export */   eR: () => (/* binding */ USERINFO_IN_TEXT),
/* harmony export */   mn: () => (/* binding */ decodedUserinfo),
/* harmony export */   pV: () => (/* binding */ withoutUserinfoIn),
/* harmony export */   t5: () => (/* binding */ requestTarget)
/* harmony export */ });
// URLs as they may be stored or shown: never with the credentials of their userinfo part.
const USERINFO = /([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]*@/gi;
/** The URL without its userinfo (`https://user:pass@host/v1` → `https://host/v1`); other text unchanged. */
function withoutUserinfo(url) {
    return url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, '$1');
}
/** Every URL in `text` without its userinfo (an error message that quotes the URL it was given). */
function withoutUserinfoIn(text) {
    return text.replace(USERINFO, '$1');
}
/**
 * The userinfo of a URL in running text: scheme, `//`, then anything up to `@` that is not a path,
 * space or quote (group 2). Shared by the redaction of secrets (core/secrets.ts).
 */
const USERINFO_IN_TEXT = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#@"'<>`\\]+)@/gi;
/** `text` with the userinfo of any URL in it masked (`https://u:p@host` → `https://***@host`): what was there is visible, not what it was. */
function maskUserinfoIn(text) {
    return text.replace(USERINFO_IN_TEXT, (_m, scheme) => `${scheme}***@`);
}
/** A userinfo part percent-decoded (as a server reads it), or as written when it is not valid. */
function decodedUserinfo(part) {
    try {
        return decodeURIComponent(part);
    }
    catch {
        return part;
    }
}
function requestTarget(url) {
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return { url, authorization: null };
    }
    if (parsed.username === '' && parsed.password === '')
        return { url, authorization: null };
    const credentials = `${decodedUserinfo(parsed.username)}:${decodedUserinfo(parsed.password)}`;
    parsed.username = '';
    parsed.password = '';
    return { url: parsed.toString(), authorization: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}` };
}


/***/ }),

/***/ 9944:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S4: () => (/* binding */ findLimitBreach),
/* harmony export */   Ym: () => (/* binding */ DEFAULT_JSON_LIMITS),
/* harmony export */   ap: () => (/* binding */ endOfString),
/* harmony export */   hn: () => (/* binding */ jsonLimits),
/* harmony export */   pb: () => (/* binding */ tooLargeMessage),
/* harmony export */   tX: () => (/* binding */ valueBreach)
/* harmony export */ });
// What one JSON document read whole may hold: its size in bytes, how deeply it
// nests and how many values it has. Checked before the document is parsed, so that the memory a
// document can take is bounded by the limits, not by the file: a value costs up to ≈ 64 bytes in
// V8 (an empty object), and a schema with `allErrors` may add an error of ≈ 400 bytes per value.
// At the defaults a worst-case document peaks well under 1 GB (`npm run bench`, "json reader").
const MiB = 1024 * 1024;
/**
 * The defaults (docs/results.md "Limits"): far above any input the benchmarks read (a hurricane
 * output or a results document is kilobytes to a few megabytes; the history reads at most 16 MiB),
 * low enough that the worst document within them does not exhaust a 2 GB heap.
 */
const DEFAULT_JSON_LIMITS = Object.freeze({
    maxBytes: 64 * MiB,
    maxDepth: 256,
    maxValues: 2_000_000,
});
/** The limits a caller asked for, the defaults for the rest. */
function jsonLimits(given = {}) {
    return {
        maxBytes: given.maxBytes ?? DEFAULT_JSON_LIMITS.maxBytes,
        maxDepth: given.maxDepth ?? DEFAULT_JSON_LIMITS.maxDepth,
        maxValues: given.maxValues ?? DEFAULT_JSON_LIMITS.maxValues,
    };
}
/** `67108864 bytes (64 MiB)`, `1000 bytes`. */
function bytesAndMiB(n) {
    if (n >= MiB)
        return `${n} bytes (${Number.isInteger(n / MiB) ? n / MiB : (n / MiB).toFixed(1)} MiB)`;
    return `${n} bytes`;
}
/** The message of a file over `maxBytes` (`size` null: it is not a regular file, and went on past the limit). */
function tooLargeMessage(size, maxBytes) {
    const is = size === null ? 'is longer than' : `is ${bytesAndMiB(size)}, more than`;
    return `${is} the limit of ${bytesAndMiB(maxBytes)} for a document read whole (maxBytes): not read`;
}
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;
/** Index of the quote that closes the string opened at `open` (or text.length: unterminated). */
function endOfString(text, open) {
    let q = text.indexOf('"', open + 1);
    while (q !== -1) {
        let slashes = 0;
        for (let k = q - 1; k > open && text.charCodeAt(k) === BACKSLASH; k--)
            slashes += 1;
        if (slashes % 2 === 0)
            return q;
        q = text.indexOf('"', q + 1);
    }
    return text.length;
}
function isWhitespace(c) {
    return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}
/**
 * The first limit `text` crosses (depth or values; bytes are the reader's), or null. One pass
 * over the characters with a stack of `maxDepth` bits, nothing allocated per value. It reads any
 * text (it is run before the parser, which says what is wrong with one that is not JSON): the
 * counts of a text that is not JSON are only an estimate, and the parser refuses it anyway.
 */
function findLimitBreach(text, limits) {
    const n = text.length;
    // inObject[d]: the container at depth d is an object; a string right after `{` or `,` there is a key.
    const inObject = new Uint8Array(limits.maxDepth + 2);
    let depth = 0;
    let values = 0;
    let keyNext = false;
    for (let i = 0; i < n; i++) {
        const c = text.charCodeAt(i);
        if (isWhitespace(c))
            continue;
        if (c === COMMA) {
            keyNext = inObject[depth] === 1;
            continue;
        }
        if (c === COLON) {
            keyNext = false;
            continue;
        }
        if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
            if (depth > 0)
                depth -= 1;
            keyNext = false;
            continue;
        }
        if (c === QUOTE) {
            i = endOfString(text, i);
            if (keyNext)
                keyNext = false;
            else
                values += 1;
        }
        else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
            values += 1;
            depth += 1;
            if (depth > limits.maxDepth)
                return {
                    message: `nested more than ${limits.maxDepth} levels deep (the limit for a JSON document, maxDepth)`,
                    offset: i,
                };
            inObject[depth] = c === OPEN_OBJECT ? 1 : 0;
            keyNext = c === OPEN_OBJECT;
        }
        else {
            // A number, true, false, null (or text that is not JSON): one value up to the next delimiter.
            values += 1;
            keyNext = false;
            while (i + 1 < n) {
                const d = text.charCodeAt(i + 1);
                if (d === COMMA ||
                    d === COLON ||
                    d === CLOSE_ARRAY ||
                    d === CLOSE_OBJECT ||
                    d === OPEN_ARRAY ||
                    d === OPEN_OBJECT ||
                    d === QUOTE ||
                    isWhitespace(d))
                    break;
                i += 1;
            }
        }
        if (values > limits.maxValues)
            return { message: `more than ${limits.maxValues} values (the limit for a JSON document, maxValues)`, offset: i };
    }
    return null;
}
/**
 * The first limit a value already in memory crosses (a YAML document, whose parser builds the
 * value itself), as a message, or null. Iterative: a value nested past the stack is measured too.
 */
function valueBreach(value, limits) {
    const stack = [{ value, depth: 0 }];
    let values = 0;
    while (stack.length > 0) {
        const { value: v, depth } = stack.pop();
        values += 1;
        if (values > limits.maxValues)
            return `more than ${limits.maxValues} values (the limit for a document, maxValues)`;
        if (v === null || typeof v !== 'object')
            continue;
        if (depth + 1 > limits.maxDepth)
            return `nested more than ${limits.maxDepth} levels deep (the limit for a document, maxDepth)`;
        for (const child of Array.isArray(v) ? v : Object.values(v))
            stack.push({ value: child, depth: depth + 1 });
    }
    return null;
}


/***/ }),

/***/ 3966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ parseJsonWithPositions)
/* harmony export */ });
/* harmony import */ var _core_json_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4557);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9944);
/* harmony import */ var _syntax_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3407);



/**
 * Strict JSON (RFC 8259) parsed into a value plus a way to find where any JSON pointer sits in
 * the source, so schema errors can name line and column. A leading BOM is tolerated.
 *
 * No syntax tree is built (one cost ≈ 35× the file): the text is checked against the limits
 * (limits.ts), parsed by JSON.parse, and only when something must be located is the text walked
 * again, along the paths asked for (locate.ts). A text JSON.parse refuses is scanned for the
 * mistake in words (syntax.ts).
 */
function parseJsonWithPositions(text, limits = {}) {
    const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    const breach = (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .findLimitBreach */ .S4)(source, (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .jsonLimits */ .hn)(limits));
    if (breach !== null)
        return { ok: false, message: breach.message, position: (0,_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(source, breach.offset), limit: true };
    let value;
    try {
        value = JSON.parse(source);
    }
    catch {
        // The mistake in words, where it is (a trailing comma, not the ']' after it). JSON.parse's
        // own message quotes the text, so it is never shown.
        const found = (0,_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .findJsonSyntaxError */ .LK)(source);
        if (found !== null)
            return { ok: false, message: found.message, position: (0,_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .df)(source, found.offset) };
        return { ok: false, message: 'not valid JSON', position: { line: 1, column: 1 } };
    }
    const locateAll = (pointers) => locatePointers(source, pointers);
    return { ok: true, value, locate: (pointer) => locateAll([pointer])[0], locateAll };
}
function pathNode() {
    return { children: new Map(), offset: -1 };
}
const WS = /[ \t\n\r]*/y;
/** A walker over valid JSON that descends only where a wanted path goes and skips the rest. */
class PathWalker {
    text;
    i = 0;
    constructor(text) {
        this.text = text;
    }
    ws() {
        WS.lastIndex = this.i;
        WS.test(this.text);
        this.i = WS.lastIndex;
    }
    /** Past the value at `i` (valid JSON: brackets balance outside strings). */
    skip() {
        const text = this.text;
        let depth = 0;
        for (;;) {
            const c = text.charCodeAt(this.i);
            if (c === 0x22)
                this.i = (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .endOfString */ .ap)(text, this.i) + 1;
            else if (c === 0x5b || c === 0x7b) {
                depth += 1;
                this.i += 1;
            }
            else if (c === 0x5d || c === 0x7d) {
                depth -= 1;
                this.i += 1;
            }
            else if (depth === 0) {
                // A scalar at the top: to the next delimiter.
                while (this.i < text.length && !/[,\]}\s]/.test(text[this.i]))
                    this.i += 1;
                return;
            }
            else
                this.i += 1;
            if (depth === 0)
                return;
        }
    }
    /** Visits the value at the current offset as `node` (whitespace before it skipped). */
    visit(node) {
        this.ws();
        node.offset = this.i;
        if (node.children.size === 0) {
            this.skip();
            return;
        }
        const c = this.text.charCodeAt(this.i);
        if (c === 0x5b) {
            this.members(']', (index) => node.children.get(String(index)));
            return;
        }
        if (c === 0x7b) {
            this.members('}', () => {
                const end = (0,_limits_js__WEBPACK_IMPORTED_MODULE_0__/* .endOfString */ .ap)(this.text, this.i);
                const key = JSON.parse(this.text.slice(this.i, end + 1));
                this.i = end + 1;
                this.ws();
                this.i += 1; // the ':'
                return node.children.get(key);
            });
            return;
        }
        this.skip();
    }
    /** The members of the array or object at `i`; `child` reads a member's key (if any) and names its node. */
    members(close, child) {
        this.i += 1;
        this.ws();
        if (this.text[this.i] === close) {
            this.i += 1;
            return;
        }
        for (let index = 0;; index++) {
            this.ws();
            const next = child(index);
            if (next === undefined) {
                this.ws();
                this.skip();
            }
            else
                this.visit(next);
            this.ws();
            const c = this.text[this.i];
            this.i += 1;
            if (c !== ',')
                return;
        }
    }
}
/** Offset → line:column for many offsets in one pass over the text. */
function positionsOf(text, offsets) {
    const order = offsets.map((_, k) => k).sort((a, b) => offsets[a] - offsets[b]);
    const out = new Array(offsets.length);
    let line = 1;
    let lineStart = 0;
    let nl = text.indexOf('\n');
    for (const k of order) {
        const offset = offsets[k];
        while (nl !== -1 && nl < offset) {
            line += 1;
            lineStart = nl + 1;
            nl = text.indexOf('\n', nl + 1);
        }
        out[k] = { line, column: offset - lineStart + 1 };
    }
    return out;
}
/**
 * Where each pointer's value starts in valid JSON `text` (for a pointer that goes past what the
 * document has: its deepest value that exists). One walk for all of them.
 */
function locatePointers(text, pointers) {
    const root = pathNode();
    const paths = pointers.map((pointer) => {
        const tokens = pointer === '' ? [] : pointer.split('/').slice(1).map(_core_json_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .unescapePointerToken */ .X);
        const nodes = [root];
        for (const token of tokens) {
            const parent = nodes[nodes.length - 1];
            let node = parent.children.get(token);
            if (node === undefined)
                parent.children.set(token, (node = pathNode()));
            nodes.push(node);
        }
        return nodes;
    });
    new PathWalker(text).visit(root);
    const offsets = paths.map((nodes) => {
        let offset = 0;
        for (const node of nodes) {
            if (node.offset < 0)
                break;
            offset = node.offset;
        }
        return offset;
    });
    return positionsOf(text, offsets);
}


/***/ }),

/***/ 9472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gu: () => (/* binding */ readTextFile),
/* harmony export */   JE: () => (/* binding */ readJsonFile),
/* harmony export */   K7: () => (/* binding */ readDocumentFile),
/* harmony export */   Ov: () => (/* binding */ ioDiagnostic),
/* harmony export */   Ym: () => (/* reexport safe */ _limits_js__WEBPACK_IMPORTED_MODULE_5__.Ym),
/* harmony export */   q$: () => (/* binding */ checkJsonText),
/* harmony export */   u0: () => (/* binding */ readDocument)
/* harmony export */ });
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7135);
/* harmony import */ var _core_errno_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6639);
/* harmony import */ var _core_paths_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6107);
/* harmony import */ var _schemas_registry_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1951);
/* harmony import */ var _structured_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(460);
/* harmony import */ var _limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9944);








/**
 * Size of a YAML document read whole: the YAML parser keeps ≈ 500 bytes per value (a 2 MB flow
 * sequence of zeros took 1 GB and 34 s), so YAML (config files, kilobytes) gets a far lower cap.
 */
const DEFAULT_YAML_MAX_BYTES = 256 * 1024;
/** A file that cannot be read at all, as a diagnostic (no stack trace). */
function ioDiagnostic(file, error) {
    return (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_6__/* .diagnostic */ .YK)({
        code: 'io',
        file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .displayPath */ .G)(file),
        message: (0,_core_errno_js__WEBPACK_IMPORTED_MODULE_1__/* .errnoReason */ .b)(error) ?? String(error.message ?? error),
    });
}
const CHUNK = 1 << 20;
/**
 * A file's UTF-8 text, or why not as a diagnostic: unreadable, or more than `maxBytes` (default
 * DEFAULT_JSON_LIMITS.maxBytes), which is refused before it is read (a regular file by its size;
 * anything else, a pipe or a device, once that many bytes have come).
 */
async function readTextFile(file, maxBytes = (0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonLimits */ .hn)().maxBytes) {
    const tooLarge = (size) => ({
        ok: false,
        diagnostics: [(0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_6__/* .diagnostic */ .YK)({ code: 'too-large', file: (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .displayPath */ .G)(file), message: (0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .tooLargeMessage */ .pb)(size, maxBytes) })],
    });
    let handle = null;
    try {
        handle = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.open)(file, 'r');
        const info = await handle.stat();
        if (info.isFile() && info.size > maxBytes)
            return tooLarge(info.size);
        // A regular file in one read into one buffer (no copy); anything else a chunk at a time.
        const chunks = [];
        let total = 0;
        for (let size = info.isFile() ? info.size + 1 : CHUNK;; size = CHUNK) {
            const buffer = Buffer.allocUnsafe(size);
            let filled = 0;
            while (filled < size) {
                const { bytesRead } = await handle.read(buffer, filled, size - filled, null);
                if (bytesRead === 0)
                    break;
                filled += bytesRead;
            }
            total += filled;
            if (total > maxBytes)
                return tooLarge(null);
            if (filled > 0)
                chunks.push(buffer.subarray(0, filled));
            if (filled < size)
                break;
        }
        return { ok: true, value: (chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, total)).toString('utf8') };
    }
    catch (error) {
        return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
    }
    finally {
        await handle?.close().catch(() => undefined);
    }
}
/** A JSON or YAML file read and parsed within `limits`; YAML's size cap is DEFAULT_YAML_MAX_BYTES unless given. */
async function readDocument(file, yaml, limits = {}) {
    const shown = (0,_core_paths_js__WEBPACK_IMPORTED_MODULE_2__/* .displayPath */ .G)(file);
    const maxBytes = limits.maxBytes ?? (yaml ? DEFAULT_YAML_MAX_BYTES : (0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonLimits */ .hn)().maxBytes);
    const read = await readTextFile(file, maxBytes);
    if (!read.ok)
        return { parsed: read, text: '', shown };
    return { parsed: (0,_structured_js__WEBPACK_IMPORTED_MODULE_4__/* .parseDocumentText */ .gk)(read.value, shown, yaml, limits), text: read.value, shown };
}
async function readChecked(file, schema, yaml, limits) {
    const { parsed, text, shown } = await readDocument(file, yaml, limits);
    return checkDocument(parsed, text, shown, schema);
}
/**
 * Read a JSON file and check it against a schema. Every problem is a located diagnostic:
 * `file:line:column /pointer: message`. `limits` (maxBytes, maxDepth, maxValues; defaults
 * DEFAULT_JSON_LIMITS): a file past one is refused with a `too-large` diagnostic naming it.
 */
function readJsonFile(file, schema, limits = {}) {
    return readChecked(file, schema, false, limits);
}
/** A .json, .yml or .yaml file checked against a schema (YAML by extension). */
function readDocumentFile(file, schema, limits = {}) {
    return readChecked(file, schema, (0,_structured_js__WEBPACK_IMPORTED_MODULE_4__/* .isYamlPath */ .xu)(file), limits);
}
/** `schema` null: syntax only. `line0` shifts reported lines (a JSONL line inside a file). */
function checkJsonText(text, shownFile, schema, line0 = 0, limits = {}) {
    const maxBytes = limits.maxBytes ?? (0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .jsonLimits */ .hn)().maxBytes;
    // Counted in UTF-16 units: at most the UTF-8 bytes, so a text within the limit is never refused.
    if (text.length > maxBytes)
        return {
            ok: false,
            diagnostics: [
                (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_6__/* .diagnostic */ .YK)({
                    code: 'too-large',
                    file: shownFile,
                    line: line0 > 0 ? line0 + 1 : null,
                    message: (0,_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .tooLargeMessage */ .pb)(Buffer.byteLength(text), maxBytes),
                }),
            ],
        };
    return checkDocument((0,_structured_js__WEBPACK_IMPORTED_MODULE_4__/* .parseJsonDocument */ .dH)(text, shownFile, line0, limits), text, shownFile, schema);
}
/** Validate a parsed JSON or YAML document; violations located in its source. */
function checkDocument(parsed, text, shownFile, schema) {
    if (!parsed.ok)
        return parsed;
    const found = schema === null
        ? []
        : typeof schema === 'string'
            ? (0,_schemas_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .validateValue */ .q0)(schema, parsed.value)
            : (0,_schemas_registry_js__WEBPACK_IMPORTED_MODULE_3__/* .violations */ .xA)(schema, parsed.value);
    if (found.length === 0)
        return { ok: true, value: parsed.value, text };
    return { ok: false, diagnostics: (0,_structured_js__WEBPACK_IMPORTED_MODULE_4__/* .locatedViolations */ .jv)(shownFile, parsed.locateAll, found) };
}


/***/ }),

/***/ 460:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xu: () => (/* binding */ isYamlPath),
  jv: () => (/* binding */ locatedViolations),
  gk: () => (/* binding */ parseDocumentText),
  dH: () => (/* binding */ parseJsonDocument)
});

// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
// EXTERNAL MODULE: ./src/json/positions.ts
var positions = __webpack_require__(3966);
// EXTERNAL MODULE: ./src/json/limits.ts
var json_limits = __webpack_require__(9944);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/core/json-pointer.ts
var json_pointer = __webpack_require__(4557);
;// CONCATENATED MODULE: ./src/json/yaml.ts
// YAML 1.2 documents (config files) as JSON values: our own words for what is wrong, located
// where the mistake is (an unclosed quote or bracket where it opened, not at the end of the file
// where the library notices it), the library's words kept as the diagnostic's `detail`. Aliases
// are expanded with a cap (a "billion laughs" document is refused, not expanded), and anything
// the library throws (an unresolved alias, a stack overflow) is a located error, never a crash.



/** Alias nodes a document may expand to (the library's default, said here so it is a decision). */
const MAX_YAML_ALIAS_COUNT = 100;
/** What the library's error means, in our words (by its error code). */
const WORDS = new Map([
    ['TAB_AS_INDENT', 'a tab is used for indentation (YAML indents with spaces only)'],
    ['DUPLICATE_KEY', 'a key appears twice in the same mapping'],
    ['BLOCK_AS_IMPLICIT_KEY', "a value holds ': ' (quote the value, or put the nested mapping on its own lines)"],
    ['MULTILINE_IMPLICIT_KEY', "a key runs over more than one line (is a ':' missing, or the line indented too far?)"],
    ['MULTIPLE_DOCS', "more than one document in the file (a '---' line starts a second one)"],
    ['BAD_SCALAR_START', 'a value starts with a reserved character (@ or `): quote it'],
    [
        'BAD_DQ_ESCAPE',
        'an invalid backslash escape in a double-quoted string (write \\\\ for a backslash, or use single quotes)',
    ],
    ['BAD_INDENT', 'the indentation of this line does not match the lines around it'],
    ['BLOCK_IN_FLOW', "a block ('-' or 'key:' lines) inside a [ ] or { } collection"],
    ['BAD_ALIAS', 'an invalid alias (*name)'],
    ['ALIAS_PROPS', 'an alias (*name) cannot have an anchor or a tag'],
    ['MULTIPLE_ANCHORS', 'a node has more than one anchor (&name)'],
    ['MULTIPLE_TAGS', 'a node has more than one tag (!tag)'],
    ['BAD_PROP_ORDER', 'an anchor or tag is in the wrong place'],
    ['TAG_RESOLVE_FAILED', 'an unknown tag (!tag)'],
    ['KEY_OVER_1024_CHARS', 'a key is longer than 1024 characters'],
    ['BAD_DIRECTIVE', "an invalid directive (a line starting with '%')"],
    ['BAD_COLLECTION_TYPE', 'a collection of the wrong type for its tag'],
    ['UNEXPECTED_TOKEN', 'unexpected text here (is the indentation of this line or the one above wrong?)'],
]);
/** Where the quote or bracket still open at `offset` was opened (the innermost), from the library's tokens. */
function openerAt(text, offset) {
    const flows = [];
    let quote = null;
    // The innermost collection open where the library gave up on the flow (its error-end marker).
    let abandoned = null;
    let at = 0;
    for (const token of new dist/* Lexer */.JG().lex(text)) {
        if (at > offset)
            break;
        const type = dist/* CST */.DB.tokenType(token);
        if (type === 'flow-seq-start' || type === 'flow-map-start')
            flows.push({ offset: at, what: `'${token}'` });
        else if (type === 'flow-seq-end' || type === 'flow-map-end')
            flows.pop();
        else if (type === 'flow-error-end') {
            abandoned = flows[flows.length - 1] ?? abandoned;
            flows.length = 0;
        }
        else if ((type === 'double-quoted-scalar' || type === 'single-quoted-scalar') && !closedQuote(token))
            quote = { offset: at, what: `'${token[0]}'` };
        // The library's markers (document, scalar, flow error) are not text of the file.
        if (type !== 'doc-mode' && type !== 'scalar' && type !== 'flow-error-end')
            at += token.length;
    }
    return quote ?? flows[flows.length - 1] ?? abandoned;
}
function closedQuote(token) {
    const q = token[0];
    if (token.length < 2 || !token.endsWith(q))
        return false;
    if (q === "'")
        return true; // '' inside is an escaped quote; the token ends at the closing one
    let slashes = 0;
    for (let k = token.length - 2; k > 0 && token[k] === '\\'; k--)
        slashes += 1;
    return slashes % 2 === 0;
}
/** An error that says something was not closed: located where it opened. */
function unclosed(error) {
    return /Missing closing|must .*end with a|Expected .* to end with|flow (?:sequence|map|collection)/i.test(error.message);
}
function firstError(doc, text, lineCounter, shown) {
    const error = [...doc.errors].sort((a, b) => a.pos[0] - b.pos[0])[0];
    const library = error.message.split('\n')[0] ?? error.message;
    let offset = error.pos[0];
    let message = WORDS.get(error.code) ?? 'this is not valid YAML';
    if (error.code === 'MISSING_CHAR' && library.includes('Sequence item without'))
        message = WORDS.get('BAD_INDENT');
    else if (/Maximum call stack/i.test(library))
        message = 'nested too deeply to read';
    else if (unclosed(error)) {
        const opener = openerAt(text, error.pos[0]);
        if (opener !== null) {
            const end = lineCounter.linePos(Math.min(error.pos[0], text.length));
            offset = opener.offset;
            message = `this ${opener.what} is never closed (read on to line ${end.line} without finding it)`;
        }
        else
            message = 'a quote or bracket is not closed';
    }
    const at = lineCounter.linePos(offset);
    return (0,diagnostics/* diagnostic */.YK)({
        code: 'invalid-yaml',
        file: shown,
        line: at.line,
        column: at.col,
        message: `invalid YAML: ${message}`,
        detail: `YAML: ${library}`,
    });
}
/** A thrown error of the library as our words, or null (a bug: rethrown). */
function thrownWords(error) {
    const text = String(error?.message ?? error);
    if (/Excessive alias count/i.test(text))
        return `aliases (*name) expand to more than ${MAX_YAML_ALIAS_COUNT} nodes: refused (a document that multiplies itself through aliases)`;
    if (/Unresolved alias/i.test(text))
        return `an alias (*name) names no anchor (&name) set before it: ${text.replace(/^.*?:\s*/, '')}`;
    if (error instanceof RangeError)
        return 'nested too deeply to read';
    return null;
}
/** YAML 1.2 with unique keys, as JSON values; one located diagnostic for a document that is not valid. */
function parseYaml(text, shown) {
    const lineCounter = new dist/* LineCounter */.HN();
    const fail = (message, detail) => ({
        ok: false,
        diagnostics: [
            (0,diagnostics/* diagnostic */.YK)({
                code: 'invalid-yaml',
                file: shown,
                message: `invalid YAML: ${message}`,
                ...(detail !== undefined ? { detail } : {}),
            }),
        ],
    });
    let doc;
    let value;
    try {
        doc = (0,dist/* parseDocument */.Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
        if (doc.errors.length > 0)
            return { ok: false, diagnostics: [firstError(doc, text, lineCounter, shown)] };
        value = doc.toJS({ maxAliasCount: MAX_YAML_ALIAS_COUNT });
    }
    catch (error) {
        const words = thrownWords(error);
        if (words === null)
            throw error;
        return fail(words, `YAML: ${String(error?.message ?? error)}`);
    }
    const locate = (pointer) => {
        const keys = pointer
            .split('/')
            .slice(1)
            .map((k) => (/^\d+$/.test(k) ? Number(k) : (0,json_pointer/* unescapePointerToken */.X)(k)));
        for (let n = keys.length; n >= 0; n--) {
            const node = doc.getIn(keys.slice(0, n), true);
            if ((0,dist/* isNode */.Ll)(node) && node.range) {
                const pos = lineCounter.linePos(node.range[0]);
                return { line: pos.line, column: pos.col };
            }
        }
        return { line: 1, column: 1 };
    };
    return { ok: true, value, locate, locateAll: (pointers) => pointers.map(locate) };
}

;// CONCATENATED MODULE: ./src/json/structured.ts




function isYamlPath(file) {
    return /\.ya?ml$/i.test(file);
}
/**
 * Strict JSON within `limits` (limits.ts; the text's size is its reader's); `line0` shifts reported
 * lines (a JSONL line inside a file).
 */
function parseJsonDocument(text, shown, line0 = 0, limits = {}) {
    const parsed = (0,positions/* parseJsonWithPositions */.e)(text, limits);
    if (parsed.ok) {
        if (line0 === 0)
            return parsed;
        const shift = (at) => ({ line: at.line + line0, column: at.column });
        return { ...parsed, locate: (p) => shift(parsed.locate(p)), locateAll: (ps) => parsed.locateAll(ps).map(shift) };
    }
    const code = parsed.limit ? 'too-large' : 'invalid-json';
    let message = text.trim() === ''
        ? 'empty file, expected JSON'
        : parsed.limit
            ? parsed.message
            : `invalid JSON: ${parsed.message}`;
    // Two values in a file: it may be JSON Lines read as one document (a line of one is never that).
    if (message.startsWith('invalid JSON: a second value') && line0 === 0 && !/\.jsonl$/i.test(shown))
        message += ' (one value per file; JSON Lines files end in .jsonl)';
    return {
        ok: false,
        diagnostics: [
            (0,diagnostics/* diagnostic */.YK)({ code, file: shown, line: parsed.position.line + line0, column: parsed.position.column, message }),
        ],
    };
}
/** YAML 1.2 with unique keys, as JSON values within the depth and value limits. */
function parseYamlDocument(text, shown, limits = {}) {
    const parsed = parseYaml(text, shown);
    if (!parsed.ok)
        return parsed;
    const breach = (0,json_limits/* valueBreach */.tX)(parsed.value, (0,json_limits/* jsonLimits */.hn)(limits));
    if (breach !== null)
        return { ok: false, diagnostics: [(0,diagnostics/* diagnostic */.YK)({ code: 'too-large', file: shown, message: breach })] };
    return parsed;
}
function parseDocumentText(text, shown, yaml, limits = {}) {
    return yaml ? parseYamlDocument(text, shown, limits) : parseJsonDocument(text, shown, 0, limits);
}
/** Schema problems located and listed: at most this many (a document wrong everywhere is not listed value by value). */
const MAX_LOCATED_VIOLATIONS = 100;
/** Schema (or semantic) violations as diagnostics located in the source; past MAX_LOCATED_VIOLATIONS one line counts the rest. */
function locatedViolations(shown, locateAll, problems, code = 'schema') {
    const listed = problems.slice(0, MAX_LOCATED_VIOLATIONS);
    const at = locateAll(listed.map((v) => v.pointer));
    const out = listed.map((v, k) => (0,diagnostics/* diagnostic */.YK)({ code, file: shown, line: at[k].line, column: at[k].column, pointer: v.pointer, message: v.message }));
    const more = problems.length - listed.length;
    if (more > 0)
        out.push((0,diagnostics/* diagnostic */.YK)({ code, file: shown, message: `and ${more} more problems of the same document, not listed` }));
    return out;
}


/***/ }),

/***/ 8116:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H: () => (/* binding */ readJsonlRecords)
/* harmony export */ });
/* harmony import */ var _core_lines_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9532);
// Items files (JSON Lines) read as streams of records, for the gate's pairing and the reports:
// never held whole; a line over the cap or not an object with a string id is a malformed record.

/**
 * Stream a JSONL file's records with their 1-based line numbers; malformed lines (and lines over
 * `maxLineChars`) come back as null.
 */
async function* readJsonlRecords(file, maxLineChars) {
    let line = 0;
    for await (const text of (0,_core_lines_js__WEBPACK_IMPORTED_MODULE_0__/* .readBoundedLines */ .$)(file, maxLineChars)) {
        line += 1;
        if (typeof text !== 'string') {
            yield { line, record: null };
            continue;
        }
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
        const ok = value !== null &&
            typeof value === 'object' &&
            !Array.isArray(value) &&
            typeof value.id === 'string';
        yield { line, record: ok ? value : null };
    }
}


/***/ }),

/***/ 7087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WV: () => (/* binding */ valueMetric),
/* harmony export */   hN: () => (/* binding */ rateMetric),
/* harmony export */   y8: () => (/* binding */ meanMetric)
/* harmony export */ });
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


/***/ }),

/***/ 9722:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ sumRounds),
/* harmony export */   p: () => (/* binding */ sumSeries)
/* harmony export */ });
/** Rounds summed by id, in order of first appearance. */
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
/** Series entries summed by key and point; undefined when no part has a series. */
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


/***/ }),

/***/ 4162:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cx: () => (/* binding */ combineRepeats),
/* harmony export */   Fl: () => (/* binding */ repeatInShard),
/* harmony export */   Xi: () => (/* binding */ repeatPart),
/* harmony export */   bW: () => (/* binding */ repeatSeed)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _usage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8233);
/* harmony import */ var _pool_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9722);
// Repeats of a stochastic suite (docs/repeats.md): the seed of repeat k, which shard
// runs it, one scored repeat as a part, and the parts combined into the suite's value. Pure: the
// runner (run/repeats.ts) and shard merge (merge.ts) combine with the same function, so merged
// shards of repeats equal the unsharded run.




/**
 * The sampling seed of repeat k: repeat 1 uses the suite's seed; repeat k ≥ 2 the first 4 bytes of
 * SHA-256(`<seed>:<k>`) as a big-endian uint32, folded into 31 bits. It does not depend on N.
 */
function repeatSeed(seed, index) {
    if (index === 1)
        return seed;
    return (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${seed}:${index}`, 'utf8').digest().readUInt32BE(0) & 0x7fffffff;
}
/** Whether repeat k runs in this shard: repeat k goes to shard ((k − 1) mod n) + 1. */
function repeatInShard(index, shard) {
    return shard === null || ((index - 1) % shard.total) + 1 === shard.index;
}
/** The prefix of a repeat's diagnostics in the combined suite. */
const PREFIX = /^repeat (\d+): /;
/** Index of the repeat a combined diagnostic came from (its prefix); none (a truncation count): after all. */
function repeatOfDiagnostic(d) {
    const m = PREFIX.exec(d.message);
    return m === null ? Number.POSITIVE_INFINITY : Number(m[1]);
}
/**
 * One scored repeat as a part to combine: the suite with `repeats` = [this repeat] and its
 * diagnostics prefixed `repeat k: ` (a truncation count stays a count).
 */
function repeatPart(suite, who) {
    const repeat = {
        index: who.index,
        ...(who.seed === undefined ? {} : { seed: who.seed }),
        ...(who.input === undefined ? {} : { input: who.input }),
        status: suite.status,
        total: suite.total,
        errors: suite.errors,
        rounds: suite.rounds.map((r) => ({ ...r })),
        metrics: Object.fromEntries(Object.entries(suite.metrics).map(([name, m]) => [name, m.value])),
        finalScore: suite.finalScore,
    };
    if (suite.usage !== undefined)
        repeat.usage = { ...suite.usage };
    const diagnostics = new _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .Diagnostics */ .rE();
    for (const d of suite.diagnostics) {
        const truncated = d.code === 'truncated' ? /^(\d+) more/.exec(d.message) : null;
        if (truncated)
            diagnostics.addDropped(Number(truncated[1]));
        else
            diagnostics.add({ ...d, message: `repeat ${who.index}: ${d.message}` });
    }
    return { ...suite, repeats: [repeat], diagnostics: diagnostics.finish() };
}
/** Mean of the non-null values; null when every value is null (a repeat without the value does not count). */
function meanOf(values) {
    const known = values.filter((v) => typeof v === 'number' && Number.isFinite(v));
    if (known.length === 0)
        return null;
    return known.reduce((a, v) => a + v, 0) / known.length;
}
/** A metric combined: value = mean over repeats; sum/count and passed/input pooled where every part has them. */
function combineMetric(name, parts, repeats) {
    const present = parts.map((p) => p.metrics[name]).filter((m) => m !== undefined);
    const first = present[0];
    const out = {};
    // The scorer's key order, so a merged document is byte-identical to an unsharded one.
    for (const key of Object.keys(first)) {
        if (key === 'value')
            out.value = meanOf(repeats.map((r) => r.metrics[name]));
        else if (key === 'sum' || key === 'count' || key === 'passed' || key === 'input') {
            if (present.every((m) => typeof m[key] === 'number'))
                out[key] = present.reduce((a, m) => a + m[key], 0);
        }
        else
            out[key] = first[key];
    }
    return out;
}
/** Reference inputs once each (first seen), then each repeat's replicate file in repeat order. */
function combineInputs(parts, repeats) {
    const replicate = new Set(repeats.map((r) => r.input).filter((p) => p !== undefined));
    const all = parts.flatMap((p) => p.inputs);
    const seen = new Set();
    const out = [];
    for (const i of all) {
        const key = `${i.path}\n${i.sha256}`;
        if (replicate.has(i.path) || seen.has(key))
            continue;
        seen.add(key);
        out.push({ ...i });
    }
    for (const r of repeats) {
        const file = r.input === undefined ? undefined : all.find((i) => i.path === r.input);
        if (file !== undefined)
            out.push({ ...file });
    }
    return out;
}
function sumCounts(parts) {
    if (!parts.some((p) => p.counts !== undefined))
        return undefined;
    const out = {};
    for (const p of parts)
        for (const [k, v] of Object.entries(p.counts ?? {}))
            out[k] = (out[k] ?? 0) + v;
    // Sorted by name: a count first seen in repeat 5 must not come first because its shard did.
    return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/**
 * The suite's value from its repeats (docs/repeats.md "Combine"). `parts` are suites that each
 * carry `repeats` (one scored repeat from `repeatPart`, or a shard's combined suite), none skipped.
 * total, errors, counts, usage summed; rounds and series pooled; each metric's value and the
 * finalScore the mean of the repeats' non-null values; an `error` repeat makes the suite `error`;
 * details are those of the part holding the lowest repeat index; diagnostics in repeat order, capped.
 */
function combineRepeats(parts) {
    const lowest = (p) => Math.min(...(p.repeats ?? []).map((r) => r.index));
    const ordered = [...parts].sort((a, b) => lowest(a) - lowest(b));
    const repeats = ordered
        .flatMap((p) => p.repeats ?? [])
        .map((r) => ({ ...r }))
        .sort((a, b) => a.index - b.index);
    const first = ordered[0];
    const metricNames = [...new Set(ordered.flatMap((p) => Object.keys(p.metrics)))];
    const suite = {
        id: first.id,
        benchmark: first.benchmark,
        task: first.task,
        status: repeats.some((r) => r.status === 'error') || ordered.some((p) => p.status === 'error') ? 'error' : 'ok',
        inputs: combineInputs(ordered, repeats),
        total: repeats.reduce((a, r) => a + r.total, 0),
        errors: repeats.reduce((a, r) => a + r.errors, 0),
        rounds: (0,_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .sumRounds */ .d)(repeats.map((r) => r.rounds)),
        metrics: Object.fromEntries(metricNames.map((name) => [name, combineMetric(name, ordered, repeats)])),
        finalScore: meanOf(repeats.map((r) => r.finalScore)),
        repeats,
        diagnostics: [],
    };
    const counts = sumCounts(ordered);
    if (counts !== undefined)
        suite.counts = counts;
    const usage = (0,_usage_js__WEBPACK_IMPORTED_MODULE_1__/* .sumUsage */ .Rl)(repeats.map((r) => r.usage));
    if (usage !== undefined)
        suite.usage = usage;
    const series = (0,_pool_js__WEBPACK_IMPORTED_MODULE_3__/* .sumSeries */ .p)(ordered.map((p) => p.series));
    if (series !== undefined)
        suite.series = series;
    if (first.itemsFile !== undefined)
        suite.itemsFile = first.itemsFile;
    if (first.details !== undefined)
        suite.details = first.details;
    suite.diagnostics = combineDiagnostics(ordered);
    return orderLike(suite);
}
/** Every part's diagnostics in repeat order (stable within a repeat), capped like a suite's. */
function combineDiagnostics(parts) {
    const all = parts.flatMap((p) => p.diagnostics);
    const collector = new _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .Diagnostics */ .rE();
    const sorted = all.map((d, at) => ({ d, at, k: repeatOfDiagnostic(d) })).sort((x, y) => x.k - y.k || x.at - y.at);
    for (const { d } of sorted) {
        const truncated = d.code === 'truncated' ? /^(\d+) more/.exec(d.message) : null;
        if (truncated)
            collector.addDropped(Number(truncated[1]));
        else
            collector.add(d);
    }
    return collector.finish();
}
/** The keys in the order of the Suite type (and of an unrepeated suite), so documents compare byte for byte. */
const SUITE_KEYS = [
    'id',
    'benchmark',
    'task',
    'status',
    'inputs',
    'total',
    'errors',
    'counts',
    'usage',
    'rounds',
    'series',
    'metrics',
    'finalScore',
    'repeats',
    'itemsFile',
    'details',
    'diagnostics',
];
function orderLike(suite) {
    const out = {};
    for (const key of SUITE_KEYS)
        if (suite[key] !== undefined)
            out[key] = suite[key];
    return out;
}


/***/ }),

/***/ 8233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A$: () => (/* binding */ UsageCounter),
/* harmony export */   C3: () => (/* binding */ usageUnavailable),
/* harmony export */   J2: () => (/* binding */ MODEL_NAME_MAX),
/* harmony export */   KO: () => (/* binding */ recomputeUsage),
/* harmony export */   Rl: () => (/* binding */ sumUsage),
/* harmony export */   fd: () => (/* binding */ usageOfItemsFile),
/* harmony export */   g8: () => (/* binding */ applyUsage),
/* harmony export */   r_: () => (/* binding */ UsageCollector),
/* harmony export */   sQ: () => (/* binding */ MODELS_PER_ITEM_MAX),
/* harmony export */   sR: () => (/* binding */ isUsageMetric),
/* harmony export */   yC: () => (/* binding */ cleanItemUsage)
/* harmony export */ });
/* unused harmony export percentile */
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7135);
/* harmony import */ var _jsonl_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8116);
// What a suite's model calls cost (docs/usage.md, results.md "usage"): the live providers' request
// counts (UsageCounter), and per item the tokens, cost and latency its source reported
// (ItemUsage), priced with the config's `pricing` and summarised into the suite's `usage` and the
// four usage metrics (UsageCollector). One place computes the summaries, whether from items as
// they are scored or from an items file read back (merge, repeats).


/** Counts the requests of one suite as they are sent and the `usage` of each answer. */
class UsageCounter {
    requests = 0;
    retries = 0;
    promptTokens = null;
    completionTokens = null;
    /** A request is about to be sent; `retry`: it repeats one that failed in transport (timeout, 429, 5xx…). */
    request(retry) {
        this.requests += 1;
        if (retry)
            this.retries += 1;
    }
    /**
     * The `usage` member of an OpenAI chat completion body (`prompt_tokens`, `completion_tokens`);
     * anything else (absent, not a whole number) adds nothing.
     */
    answer(body) {
        const usage = body !== null && typeof body === 'object' ? body.usage : undefined;
        if (usage === null || typeof usage !== 'object')
            return;
        const { prompt_tokens: prompt, completion_tokens: completion } = usage;
        if (isCount(prompt))
            this.promptTokens = (this.promptTokens ?? 0) + prompt;
        if (isCount(completion))
            this.completionTokens = (this.completionTokens ?? 0) + completion;
    }
    /** The totals; token counts only when some answer reported them. */
    value() {
        const out = { requests: this.requests, retries: this.retries };
        if (this.promptTokens !== null)
            out.promptTokens = this.promptTokens;
        if (this.completionTokens !== null)
            out.completionTokens = this.completionTokens;
        return out;
    }
}
function isCount(v) {
    return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
}
function isAmount(v) {
    return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}
/** The request counts a shard or repeat sums (the live provider's); the per-item summaries are recomputed. */
const COUNT_KEYS = ['requests', 'retries', 'promptTokens', 'completionTokens'];
/**
 * The sum of the request counts of the shards or repeats of a suite; undefined when none has a
 * usage. The per-item summaries (docs/usage.md) are not sums: the caller recomputes them from the
 * items (`usageOfItemsFile`). A part that says `unavailable` gives its reason when every part does.
 */
function sumUsage(parts) {
    const present = parts.filter((u) => u !== undefined);
    if (present.length === 0)
        return undefined;
    const measured = present.filter((u) => u.unavailable === undefined);
    if (measured.length === 0)
        return { unavailable: present[0].unavailable };
    const out = {};
    for (const key of COUNT_KEYS) {
        const known = measured.filter((u) => u[key] !== undefined);
        if (known.length > 0)
            out[key] = known.reduce((a, u) => a + u[key], 0);
    }
    return out;
}
/** Longest model name kept in an items line. */
const MODEL_NAME_MAX = 200;
/** Most models kept in one item's `byModel`. */
const MODELS_PER_ITEM_MAX = 16;
/** The metrics computed from items' usage: reserved names, direction lower (docs/usage.md). */
const USAGE_METRICS = ['tokens_per_item', 'cost_per_item', 'latency_p50', 'latency_p95'];
/** Whether a metric name is one of the usage metrics (a benchmark's own metric may not take it). */
function isUsageMetric(name) {
    return USAGE_METRICS.includes(name);
}
/** The cost of some tokens at a model's prices, or null when the model has no price or no tokens were counted. */
function priceTokens(tokens, price) {
    if (price === undefined)
        return null;
    if (tokens.inputTokens === undefined && tokens.outputTokens === undefined)
        return null;
    const input = tokens.inputTokens ?? 0;
    const cached = Math.min(tokens.cachedTokens ?? 0, input);
    const cachedPrice = price.cachedInput ?? price.input;
    return ((input - cached) * price.input + cached * cachedPrice + (tokens.outputTokens ?? 0) * price.output) / 1e6;
}
/**
 * An item's usage with only well-formed values (counts: whole numbers ≥ 0; latency and cost:
 * finite ≥ 0; a model name within MODEL_NAME_MAX), or null when nothing is left; `bad` counts the
 * values left out. Everything from another tool's file goes through here.
 */
function cleanItemUsage(raw) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
        return { usage: null, bad: raw == null ? 0 : 1 };
    const r = raw;
    const out = {};
    let bad = 0;
    for (const key of ['requests', 'inputTokens', 'outputTokens', 'cachedTokens']) {
        if (r[key] === undefined)
            continue;
        if (isCount(r[key]))
            out[key] = r[key];
        else
            bad += 1;
    }
    for (const key of ['latencyMs', 'cost']) {
        if (r[key] === undefined)
            continue;
        if (isAmount(r[key]))
            out[key] = r[key];
        else
            bad += 1;
    }
    if (r.model !== undefined) {
        if (typeof r.model === 'string' && r.model.length > 0 && r.model.length <= MODEL_NAME_MAX)
            out.model = r.model;
        else
            bad += 1;
    }
    if (r.byModel !== undefined) {
        const models = cleanByModel(r.byModel);
        bad += models.bad;
        if (models.value !== null)
            out.byModel = models.value;
    }
    return { usage: Object.keys(out).length === 0 ? null : out, bad };
}
function cleanByModel(raw) {
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
        return { value: null, bad: 1 };
    const out = Object.create(null);
    let bad = 0;
    let kept = 0;
    for (const [name, tokens] of Object.entries(raw)) {
        if (name.length === 0 || name.length > MODEL_NAME_MAX || kept >= MODELS_PER_ITEM_MAX) {
            bad += 1;
            continue;
        }
        if (tokens === null || typeof tokens !== 'object') {
            bad += 1;
            continue;
        }
        const t = tokens;
        const entry = {};
        for (const key of ['inputTokens', 'outputTokens', 'cachedTokens']) {
            if (t[key] === undefined)
                continue;
            if (isCount(t[key]))
                entry[key] = t[key];
            else
                bad += 1;
        }
        out[name] = entry;
        kept += 1;
    }
    return { value: kept === 0 ? null : { ...out }, bad };
}
/**
 * Percentile q (0–1) of sorted values by linear interpolation between order statistics (NumPy's
 * default `linear` method).
 */
function percentile(sorted, q) {
    const n = sorted.length;
    if (n === 0)
        return Number.NaN;
    const h = (n - 1) * q;
    const lo = Math.floor(h);
    const hi = Math.min(lo + 1, n - 1);
    return sorted[lo] + (h - lo) * (sorted[hi] - sorted[lo]);
}
/** A growing list of numbers kept in a Float64Array (100 000 items: 800 KB, not an array of boxed numbers). */
class Values {
    data = new Float64Array(64);
    length = 0;
    sum = 0;
    push(v) {
        if (this.length === this.data.length) {
            const grown = new Float64Array(this.data.length * 2);
            grown.set(this.data);
            this.data = grown;
        }
        this.data[this.length++] = v;
        this.sum += v;
    }
    /** mean, median and p95, or null without values. */
    spread() {
        if (this.length === 0)
            return null;
        const sorted = this.data.slice(0, this.length).sort();
        return { mean: this.sum / this.length, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
    }
}
/**
 * Collects the usage of a suite's items as they are scored: prices each item (its source's own
 * cost first, else the config's `pricing` by model), keeps the per-item figures, and gives the
 * suite's usage summary and the usage metrics. Items without usage are not counted.
 */
class UsageCollector {
    pricing;
    source;
    tokens = new Values();
    latency = new Values();
    cost = new Values();
    items = 0;
    inputTokens = 0;
    outputTokens = 0;
    cachedTokens = 0;
    tokenItems = 0;
    /** Items with tokens but no cost (a model without a price). */
    unpricedItems = 0;
    unpriced = new Set();
    sourceCostItems = 0;
    pricedItems = 0;
    /** Values from a source that were not well-formed (left out). */
    bad = 0;
    constructor(pricing, source = {}) {
        this.pricing = pricing;
        this.source = source;
    }
    /**
     * One item's usage as its source reported it (null: none): returns what its items line carries
     * (`usage`), priced; null when the item has none.
     */
    item(raw) {
        if (raw === null)
            return null;
        const { usage, bad } = cleanItemUsage(raw);
        this.bad += bad;
        if (usage === null)
            return null;
        this.items += 1;
        const hasTokens = usage.inputTokens !== undefined || usage.outputTokens !== undefined;
        if (hasTokens) {
            const input = usage.inputTokens ?? 0;
            const output = usage.outputTokens ?? 0;
            this.tokens.push(input + output);
            this.inputTokens += input;
            this.outputTokens += output;
            this.cachedTokens += usage.cachedTokens ?? 0;
            this.tokenItems += 1;
        }
        if (usage.latencyMs !== undefined)
            this.latency.push(usage.latencyMs);
        if (usage.cost !== undefined && (this.source.costSource !== undefined || this.source.recorded !== undefined)) {
            this.sourceCostItems += 1;
        }
        else {
            delete usage.cost;
            const priced = this.priceOf(usage);
            if (priced !== null) {
                usage.cost = priced;
                this.pricedItems += 1;
            }
            else if (hasTokens)
                this.unpricedItems += 1;
        }
        if (usage.cost !== undefined)
            this.cost.push(usage.cost);
        return usage;
    }
    /** The item's cost at the config's prices (every model it used priced), else null; records unpriced models. */
    priceOf(usage) {
        const models = usage.byModel !== undefined
            ? Object.entries(usage.byModel)
            : usage.model !== undefined
                ? [[usage.model, usage]]
                : [];
        if (models.length === 0)
            return null;
        let total = 0;
        let priced = 0;
        let missing = false;
        for (const [name, tokens] of models) {
            const price = this.pricing !== null && Object.hasOwn(this.pricing.models, name) ? this.pricing.models[name] : undefined;
            const cost = priceTokens(tokens, price);
            if (cost === null) {
                if (price === undefined && (tokens.inputTokens !== undefined || tokens.outputTokens !== undefined)) {
                    this.unpriced.add(name);
                    missing = true;
                }
                continue;
            }
            total += cost;
            priced += 1;
        }
        // No token counted at all: the cost is unknown, not zero.
        return missing || priced === 0 ? null : total;
    }
    /** How many items carried usage. */
    get count() {
        return this.items;
    }
    /** The currency of the items' costs, or null when two sources disagree (no cost summary then). */
    currency() {
        if (this.source.recorded !== undefined)
            return this.source.recorded.currency;
        const fromSource = this.sourceCostItems > 0 ? (this.source.costCurrency ?? null) : undefined;
        const fromPricing = this.pricedItems > 0 ? (this.pricing?.currency ?? null) : undefined;
        if (fromSource !== undefined && fromPricing !== undefined)
            return fromSource === fromPricing ? fromSource : null;
        return fromSource ?? fromPricing ?? null;
    }
    /**
     * The suite's usage summary (docs/usage.md "The results document") merged into `live` (the live
     * provider's request counts), and the usage metrics; null when no item carried usage.
     */
    summary(live) {
        if (this.items === 0)
            return null;
        const usage = { ...(live ?? {}) };
        delete usage.unavailable;
        usage.items = this.items;
        if (this.tokenItems > 0)
            usage.cachedTokens = this.cachedTokens;
        const tokens = this.tokens.spread();
        if (tokens !== null)
            usage.tokensPerItem = tokens;
        const latency = this.latency.spread();
        if (latency !== null)
            usage.latencyMs = latency;
        const currency = this.currency();
        const fullyPriced = this.unpricedItems === 0 && this.cost.length > 0 && currency !== null;
        const cost = this.cost.spread();
        if (fullyPriced && cost !== null) {
            usage.costPerItem = cost;
            const sources = this.source.recorded?.sources.slice() ?? [
                ...(this.sourceCostItems > 0 ? [this.source.costSource] : []),
                ...(this.pricedItems > 0 ? ['pricing'] : []),
            ];
            usage.cost = { total: this.cost.sum, currency, sources };
        }
        if (this.unpriced.size > 0)
            usage.unpriced = [...this.unpriced].sort();
        if (this.source.latencyApportioned === true && this.latency.length > 0)
            usage.latencyApportioned = true;
        const metrics = {};
        if (this.tokenItems > 0)
            metrics.tokens_per_item = {
                value: this.tokens.sum / this.tokenItems,
                direction: 'lower',
                unit: 'tokens',
                sum: this.tokens.sum,
                count: this.tokenItems,
            };
        if (fullyPriced && cost !== null)
            metrics.cost_per_item = {
                value: cost.mean,
                direction: 'lower',
                unit: currency,
                sum: this.cost.sum,
                count: this.cost.length,
            };
        if (latency !== null) {
            metrics.latency_p50 = { value: latency.median, direction: 'lower', unit: 'ms', count: this.latency.length };
            metrics.latency_p95 = { value: latency.p95, direction: 'lower', unit: 'ms', count: this.latency.length };
        }
        return { usage, metrics };
    }
}
/** The usage of a suite whose source reports none: `unavailable` and why, never zeros. */
function usageUnavailable(why) {
    return { unavailable: why };
}
/**
 * Puts a summary on a suite: its usage (replacing the live provider's counts it includes) and the
 * usage metrics after the suite's own. A metric of the suite's own with a reserved name is kept and
 * the usage metric is not written; a warning names it. Returns the diagnostics to add.
 */
function applyUsage(suite, summary) {
    if (summary === null)
        return [];
    suite.usage = summary.usage;
    const out = [];
    for (const [name, metric] of Object.entries(summary.metrics)) {
        if (Object.hasOwn(suite.metrics, name)) {
            out.push((0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_1__/* .diagnostic */ .YK)({
                severity: 'warning',
                code: 'reserved-metric',
                message: `the suite has a metric named ${name}, the name of a usage metric (docs/usage.md): the usage metric is not written`,
            }));
            continue;
        }
        suite.metrics[name] = metric;
    }
    return out;
}
/**
 * A merged suite's usage and usage metrics recomputed from its items (`files`, in item order) and
 * its parts' usages; the suite is left as it is when no part carried per-item usage.
 */
async function recomputeUsage(suite, files, parts) {
    if (!parts.some((u) => u?.items !== undefined))
        return;
    const summary = await usageOfItemsFile(files, parts);
    if (summary === null)
        return;
    suite.usage = summary.usage;
    const absent = new Set(USAGE_METRICS.filter((name) => summary.metrics[name] === undefined));
    suite.metrics = Object.fromEntries(Object.entries(suite.metrics).filter(([name]) => !absent.has(name)));
    for (const name of USAGE_METRICS) {
        const metric = summary.metrics[name];
        if (metric !== undefined)
            suite.metrics[name] = metric;
    }
}
/** The most bytes of one items line read back for its usage (a line is bounded where written). */
const ITEM_LINE_MAX_CHARS = 1 << 20;
/**
 * The usage summary of an items file read back (a merged or repeated suite's: percentiles are not
 * sums of the parts'): each line's `usage` as written, costs as recorded. `parts`: the usages of the
 * shards or repeats, for their request counts and their costs' sources and currency.
 */
async function usageOfItemsFile(file, parts) {
    const priced = parts.filter((u) => u?.cost !== undefined);
    const currencies = new Set(priced.map((u) => u.cost.currency));
    const sources = [...new Set(priced.flatMap((u) => u.cost.sources))];
    const collector = new UsageCollector(null, {
        recorded: { sources, currency: currencies.size === 1 ? [...currencies][0] : null },
        ...(parts.some((u) => u?.latencyApportioned === true) ? { latencyApportioned: true } : {}),
    });
    for (const one of typeof file === 'string' ? [file] : file)
        for await (const { record } of (0,_jsonl_js__WEBPACK_IMPORTED_MODULE_0__/* .readJsonlRecords */ .H)(one, ITEM_LINE_MAX_CHARS)) {
            if (record !== null)
                collector.item(record.usage ?? null);
        }
    const live = sumUsage(parts);
    return collector.summary(live?.unavailable === undefined ? live : undefined);
}


/***/ })

};
