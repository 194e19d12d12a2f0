export const id = 643;
export const ids = [643];
export const modules = {

/***/ 2086:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Vc: () => (/* binding */ benchmarkPasses),
/* harmony export */   eU: () => (/* binding */ EMPIRICAL_BENCHMARKS),
/* harmony export */   gD: () => (/* binding */ computeFloodResults)
/* harmony export */ });
/* unused harmony exports ROUND_LABELS, entropyRatio */
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
    return [round('format', decisions.length, format), round('admissible', format, admissible), round('coherent', admissible, coherent)];
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
        return { metric: (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(null, 'none'), unknown: `a valid record lacks ${missing.map((f) => `"${f}"`).join(', ')}` };
    let m;
    try {
        m = measure(b.id, input);
    }
    catch (error) {
        if (!(error instanceof Unknown))
            throw error;
        return { metric: (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(null, 'none'), unknown: 'a value it needs is unknown' };
    }
    return { metric: 'passed' in m ? (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .rateMetric */ .hN)(m.passed, m.input, 'none') : (0,_results_metrics_js__WEBPACK_IMPORTED_MODULE_3__/* .valueMetric */ .WV)(m.value, 'none'), unknown: null };
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
/* unused harmony exports FLOOD_ZONES, APPRAISAL_LEVELS, PA_LEVELS, ROUND_IDS */
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


/***/ }),

/***/ 2385:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sq: () => (/* binding */ scoreHurricane),
/* harmony export */   nR: () => (/* binding */ PERIODS)
/* harmony export */ });
/* unused harmony export cosineSimilarity */
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
 * The input CSVs of a suite, in order: each entry is a path or a glob (relative to baseDir);
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
            files.push(node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(where.baseDir, entry));
            continue;
        }
        const found = (await (0,tinyglobby__WEBPACK_IMPORTED_MODULE_4__/* .glob */ .TI)(entry, { cwd: where.baseDir, absolute: true, onlyFiles: true })).map((f) => node_path__WEBPACK_IMPORTED_MODULE_0___default().resolve(f)).sort();
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

/***/ 3006:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M$: () => (/* binding */ AtomicStream),
/* harmony export */   Zf: () => (/* binding */ writeFileAtomic),
/* harmony export */   vo: () => (/* binding */ removeTemporaryFiles)
/* harmony export */ });
/* unused harmony export copyFileAtomic */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_3___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_3__);
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
const open = new Set();
/** `.<name>.<pid>-<random>.tmp` beside the target: same file system, so the rename is atomic. */
function temporaryName(file) {
    return node_path__WEBPACK_IMPORTED_MODULE_3___default().join(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), `.${node_path__WEBPACK_IMPORTED_MODULE_3___default().basename(file)}.${process.pid}-${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(4).toString('hex')}.tmp`);
}
/** Writes `file` through a temporary file beside it: `write` fills the temporary file, then it is renamed. */
async function viaTemporary(file, write) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_3___default().dirname(file), { recursive: true });
    const tmp = temporaryName(file);
    open.add(tmp);
    try {
        await write(tmp);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(tmp, file);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(tmp, { force: true });
        throw aboutTarget(error, file);
    }
    finally {
        open.delete(tmp);
    }
}
function writeFileAtomic(file, data) {
    return viaTemporary(file, (tmp) => (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.writeFile)(tmp, data));
}
function copyFileAtomic(from, to) {
    return viaTemporary(to, (tmp) => copyFile(from, tmp));
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
        open.add(this.tmp);
        this.stream = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.createWriteStream)(this.tmp, { encoding: 'utf8' });
    }
    /** Call after the stream's `finish`. */
    async commit() {
        try {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rename)(this.tmp, this.file);
        }
        catch (error) {
            await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(this.tmp, { force: true });
            throw aboutTarget(error, this.file);
        }
        finally {
            open.delete(this.tmp);
        }
    }
    async discard() {
        if (!this.stream.closed)
            this.stream.destroy();
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_2__.rm)(this.tmp, { force: true });
        open.delete(this.tmp);
    }
}
/** Removes every temporary file still open (a stopped run leaves no `.tmp` litter). Synchronous. */
function removeTemporaryFiles() {
    for (const tmp of open)
        (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.rmSync)(tmp, { force: true });
    open.clear();
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


/***/ }),

/***/ 1227:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   jA: () => (/* binding */ progressOf)
/* harmony export */ });
/* unused harmony exports stderrLogger, silentLogger */
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
        progress: quiet ? silentProgress : progressFor(env, process.stderr),
    };
}
const silentLogger = { info: () => { }, warn: () => { } };
/** The progress reporter of a logger (silent when it has none). */
function progressOf(log) {
    return log?.progress ?? _progress_js__WEBPACK_IMPORTED_MODULE_0__/* .silentProgress */ .RZ;
}


/***/ }),

/***/ 4664:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B4: () => (/* binding */ formatCount),
/* harmony export */   L7: () => (/* binding */ progressFor),
/* harmony export */   RZ: () => (/* binding */ silentProgress)
/* harmony export */ });
/* unused harmony exports DEFAULT_INTERVAL_MS, DEFAULT_DELAY_MS, formatBytes, formatRate, formatDuration, figures, progressLine, finalLine, systemClock, linesProgress, barProgress, progressInterval, isCi */
/* harmony import */ var cli_progress__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8502);
/* harmony import */ var cli_progress__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(cli_progress__WEBPACK_IMPORTED_MODULE_0__);
// Progress of long work (issue #16 part 5): a bar with count, rate and ETA on an interactive
// terminal, plain periodic lines in CI logs, nothing with --quiet. Always on stderr: stdout may
// carry a document. Nothing here ever reaches a results document (timing is not deterministic).

const NO_TICKER = { tick: () => { }, setTotal: () => { }, done: () => { } };
const silentProgress = { start: () => NO_TICKER };
/** The default time between two periodic lines, and the longest quiet start before anything is shown. */
const DEFAULT_INTERVAL_MS = 10_000;
const DEFAULT_DELAY_MS = 2_000;
// ---------------------------------------------------------------------------------------------
// Figures and formatting (pure; unit-tested with an injected clock)
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
function formatRate(perSecond) {
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
    return unit === 'bytes' ? `${formatBytes(rate)}/s` : `${formatRate(rate)}/s`;
}
/** `transit-single: 41 200 / 100 000 rows (41 %), 3 900/s, ETA 15 s` (parts without data left out). */
function progressLine(label, unit, f) {
    const unitText = unit === 'bytes' ? '' : ` ${unit}`;
    const count = f.total === null ? `${amount(f.done, unit)}${unitText}` : `${amount(f.done, unit)} / ${amount(f.total, unit)}${unitText} (${f.percent} %)`;
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
                write(progressLine(label, unit, figures(done, estimate, clock.now() - started)));
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
                        write(finalLine(label, unit, done, clock.now() - started));
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
                const f = figures(done, estimate, clock.now() - started);
                const unitText = unit === 'bytes' ? '' : ` ${unit}`;
                return {
                    label,
                    count: f.total === null ? `${amount(done, unit)}${unitText}` : `${amount(done, unit)} / ${amount(f.total, unit)}${unitText}`,
                    percent: f.percent === null ? '' : `${f.percent} %`,
                    rate: f.rate === null ? '' : rateText(f.rate, unit),
                    left: f.etaS === null ? '' : `ETA ${formatDuration(f.etaS)}`,
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
                    stream.write(`${finalLine(label, unit, done, clock.now() - started)}\n`);
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
function progressFor(env, stream = process.stderr) {
    const interval = progressInterval(env);
    if (stream.isTTY === true && !isCi(env))
        return barProgress(stream, Math.min(DEFAULT_DELAY_MS, interval));
    return linesProgress((line) => void stream.write(`${line}\n`), interval);
}


/***/ }),

/***/ 8198:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ scrubSecrets)
/* harmony export */ });
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


/***/ }),

/***/ 3966:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ parseJsonWithPositions)
/* harmony export */ });
/* harmony import */ var _humanwhocodes_momoa__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3162);
/* harmony import */ var _core_json_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4557);
/* harmony import */ var _syntax_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3407);



/**
 * Strict JSON (RFC 8259) parsed into a value plus a way to find where any JSON pointer sits in
 * the source, so schema errors can name line and column. A leading BOM is tolerated.
 */
function parseJsonWithPositions(text) {
    const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
    let body;
    try {
        body = (0,_humanwhocodes_momoa__WEBPACK_IMPORTED_MODULE_0__/* .parse */ .qg)(source, { mode: 'json' }).body;
    }
    catch (error) {
        // The mistake in words, where it is (a trailing comma, not the ']' after it); the parser's own
        // message only if the scanner finds nothing (it gives up on nesting deeper than the stack).
        const found = (0,_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .findJsonSyntaxError */ .L)(source);
        if (found !== null)
            return { ok: false, message: found.message, position: (0,_syntax_js__WEBPACK_IMPORTED_MODULE_1__/* .positionOf */ .d)(source, found.offset) };
        const e = error;
        const message = String(e.message ?? error).replace(/\s*\(\d+:\d+\)\s*$/, '');
        return { ok: false, message, position: { line: e.line ?? 1, column: e.column ?? 1 } };
    }
    const locate = (pointer) => {
        let node = body;
        const tokens = pointer === '' ? [] : pointer.split('/').slice(1).map(_core_json_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .unescapePointerToken */ .X);
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
    return { ok: true, value: (0,_humanwhocodes_momoa__WEBPACK_IMPORTED_MODULE_0__/* .evaluate */ ._3)(body), locate };
}


/***/ }),

/***/ 7864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  q$: () => (/* binding */ checkJsonText),
  Ov: () => (/* binding */ ioDiagnostic),
  JE: () => (/* binding */ readJsonFile),
  Gu: () => (/* binding */ readTextFile)
});

// UNUSED EXPORTS: checkDocument, readDocumentFile

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var diagnostics = __webpack_require__(7135);
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

// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
// EXTERNAL MODULE: ./src/schemas/registry.ts + 1 modules
var registry = __webpack_require__(1951);
// EXTERNAL MODULE: ./src/json/structured.ts
var structured = __webpack_require__(7939);
;// CONCATENATED MODULE: ./src/json/read.ts






/** A file that cannot be read at all, as a diagnostic (no stack trace). */
function ioDiagnostic(file, error) {
    return (0,diagnostics/* diagnostic */.YK)({ code: 'io', file: (0,paths/* displayPath */.G)(file), message: errnoReason(error) ?? String(error.message ?? error) });
}
/** A file's UTF-8 text, or the reason it cannot be read as a diagnostic. */
async function readTextFile(file) {
    try {
        return { ok: true, value: await (0,promises_.readFile)(file, 'utf8') };
    }
    catch (error) {
        return { ok: false, diagnostics: [ioDiagnostic(file, error)] };
    }
}
async function readChecked(file, schema, yaml) {
    const read = await readTextFile(file);
    if (!read.ok)
        return read;
    const shown = (0,paths/* displayPath */.G)(file);
    return checkDocument((0,structured/* parseDocumentText */.gk)(read.value, shown, yaml), read.value, shown, schema);
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
    return checkDocument((0,structured/* parseJsonDocument */.dH)(text, shownFile, line0), text, shownFile, schema);
}
/** Validate a parsed JSON or YAML document; violations located in its source. */
function checkDocument(parsed, text, shownFile, schema) {
    if (!parsed.ok)
        return parsed;
    const found = schema === null ? [] : typeof schema === 'string' ? (0,registry/* validateValue */.q0)(schema, parsed.value) : (0,registry/* violations */.xA)(schema, parsed.value);
    if (found.length === 0)
        return { ok: true, value: parsed.value, text };
    return { ok: false, diagnostics: (0,structured/* locatedViolations */.jv)(shownFile, parsed.locate, found) };
}


/***/ }),

/***/ 7939:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dH: () => (/* binding */ parseJsonDocument),
/* harmony export */   gk: () => (/* binding */ parseDocumentText),
/* harmony export */   jv: () => (/* binding */ locatedViolations),
/* harmony export */   xu: () => (/* binding */ isYamlPath)
/* harmony export */ });
/* unused harmony export parseYamlDocument */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7135);
/* harmony import */ var _core_json_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4557);
/* harmony import */ var _positions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3966);




function isYamlPath(file) {
    return /\.ya?ml$/i.test(file);
}
/** Strict JSON; `line0` shifts reported lines (a JSONL line inside a file). */
function parseJsonDocument(text, shown, line0 = 0) {
    const parsed = (0,_positions_js__WEBPACK_IMPORTED_MODULE_1__/* .parseJsonWithPositions */ .e)(text);
    if (parsed.ok)
        return line0 === 0 ? parsed : { ...parsed, locate: (p) => { const at = parsed.locate(p); return { line: at.line + line0, column: at.column }; } };
    const message = text.trim() === '' ? 'empty file, expected JSON' : `invalid JSON: ${parsed.message}`;
    return { ok: false, diagnostics: [(0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .diagnostic */ .YK)({ code: 'invalid-json', file: shown, line: parsed.position.line + line0, column: parsed.position.column, message })] };
}
/** YAML 1.2 with unique keys, as JSON values. */
function parseYamlDocument(text, shown) {
    const lineCounter = new yaml__WEBPACK_IMPORTED_MODULE_0__/* .LineCounter */ .HN();
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .parseDocument */ .Tp)(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length > 0) {
        return {
            ok: false,
            diagnostics: doc.errors.map((e) => {
                const pos = lineCounter.linePos(e.pos[0]);
                return (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .diagnostic */ .YK)({ code: 'invalid-yaml', file: shown, line: pos.line, column: pos.col, message: e.message.split('\n')[0] ?? e.message });
            }),
        };
    }
    const locate = (pointer) => {
        const keys = pointer.split('/').slice(1).map((k) => (/^\d+$/.test(k) ? Number(k) : (0,_core_json_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .unescapePointerToken */ .X)(k)));
        for (let n = keys.length; n >= 0; n--) {
            const node = doc.getIn(keys.slice(0, n), true);
            if ((0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .isNode */ .Ll)(node) && node.range) {
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
        return (0,_core_diagnostics_js__WEBPACK_IMPORTED_MODULE_2__/* .diagnostic */ .YK)({ code, file: shown, line: at.line, column: at.column, pointer: v.pointer, message: v.message });
    });
}


/***/ }),

/***/ 6643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  run: () => (/* binding */ run)
});

// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 13 modules
var core = __webpack_require__(1889);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(1421);
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
        onMissingBaseline: gate?.onMissingBaseline ?? 'warn',
        baseline: {
            source,
            path: gate?.baseline?.path ?? DEFAULT_BASELINE_FILE,
            artifactName: gate?.baseline?.artifactName ?? DEFAULT_ARTIFACT_NAME,
            maxAgeDays: gate?.baseline?.maxAgeDays ?? 14,
        },
        rules: gate?.rules ?? [],
        history: gate?.history ?? DEFAULT_HISTORY_LENGTH,
        hints,
    };
}

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/core/diagnostics.ts
var core_diagnostics = __webpack_require__(7135);
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

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/core/atomic.ts
var atomic = __webpack_require__(3006);
// EXTERNAL MODULE: ./src/json/read.ts + 1 modules
var json_read = __webpack_require__(7864);
// EXTERNAL MODULE: ./src/core/paths.ts
var paths = __webpack_require__(6107);
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
        return { ok: false, written: [], diagnostics: [diagnostic({ code: 'usage', message: '--reason must say why the baseline changes' })] };
    const read = await readJsonFile(opts.from, 'results');
    if (!read.ok)
        return { ok: false, written: [], diagnostics: read.diagnostics };
    const doc = read.value;
    const fromDir = path.dirname(opts.from);
    const toDir = path.dirname(opts.to);
    const written = [];
    const diagnostics = [];
    const suites = [];
    for (const suite of doc.suites) {
        if (suite.itemsFile === undefined) {
            suites.push(suite);
            continue;
        }
        const src = path.resolve(fromDir, suite.itemsFile);
        const name = path.basename(suite.itemsFile);
        try {
            await copyFileAtomic(src, path.join(toDir, name));
            written.push(displayPath(path.join(toDir, name)));
            suites.push({ ...suite, itemsFile: name });
        }
        catch (error) {
            diagnostics.push(diagnostic({ severity: 'warning', code: 'io', file: displayPath(src), message: `items file not copied (${error.code ?? 'error'}); the gate will test suite ${suite.id} unpaired` }));
            const { itemsFile: _dropped, ...rest } = suite;
            suites.push(rest);
        }
    }
    // The baseline is the document as scored: the gate's verdict of that run means nothing here.
    await writeFileAtomic(opts.to, `${JSON.stringify({ ...doc, verdict: null, suites }, null, 2)}\n`);
    written.unshift(displayPath(opts.to));
    const epoch = opts.env.SOURCE_DATE_EPOCH;
    const meta = {
        reason: opts.reason,
        updatedAt: (epoch !== undefined && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        from: displayPath(opts.from),
        commit: doc.run.commit,
    };
    await writeFileAtomic(metaPathFor(opts.to), `${JSON.stringify(meta, null, 2)}\n`);
    written.push(displayPath(metaPathFor(opts.to)));
    return { ok: true, written, diagnostics };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/core/result.ts
var result = __webpack_require__(9294);
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

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
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
/** The value of a target in a past run's suite, in the gate's scale (rates ×100), or null. */
function pastTargetValue(suite, kind, id) {
    if (suite === undefined || suite.status !== 'ok')
        return null;
    if (kind === 'round') {
        const round = suite.rounds.find((r) => r.id === id);
        return round !== undefined && suite.total > 0 ? (100 * round.passed) / suite.total : null;
    }
    if (id === 'finalScore')
        return suite.finalScore;
    const m = suite.metrics[id];
    if (m === undefined || m.value === null)
        return null;
    return typeof m.passed === 'number' && typeof m.input === 'number' ? 100 * m.value : m.value;
}
/** A target's values over the history (runs without the suite, the target or a finite value are left out). */
function pastValues(history, suiteId, kind, id) {
    const out = [];
    for (const run of history.runs) {
        const value = pastTargetValue(run.doc.suites.find((s) => s.id === suiteId), kind, id);
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
function num(v) {
    return Number(v.toFixed(2)).toString();
}
/**
 * The `kind: history` verdict of a current value (docs/gate.md): with d = median − current for a
 * higher-is-better target (current − median for lower-is-better), s = 1.4826 × MAD of the past
 * values: regressed when d > k·s, possible regression when d > warnK·s, improved when −d > k·s,
 * else unchanged. Fewer than minHistory values, or s = 0: no verdict (the caller applies the
 * thresholds). `unit` is the words after a number ("points", "", "ms").
 */
function judgeHistory(h, current, direction, rule, unit) {
    const n = h.values.length;
    const runs = `${n} run${n === 1 ? '' : 's'}`;
    const u = unit === '' ? '' : ` ${unit}`;
    if (n < rule.minHistory || h.median === null || h.spread === null) {
        return { basis: 'insufficient-history', reason: `insufficient history (${runs} < minHistory ${rule.minHistory}): the thresholds apply` };
    }
    if (!(h.spread > 0)) {
        return { basis: 'no-spread', reason: `no spread in the last ${runs} (MAD = 0, median ${num(h.median)}${u}): the thresholds apply` };
    }
    const d = direction === 'lower' ? current - h.median : h.median - current;
    const band = rule.k * h.spread;
    const side = d === 0 ? 'at' : (d > 0) === (direction !== 'lower') ? 'below' : 'above';
    const where = d === 0 ? `at the median of the last ${runs} (${num(h.median)}${u})` : `${num(Math.abs(d))}${u} ${side} the median of the last ${runs} (${num(h.median)}${u})`;
    const bandText = `${num(rule.k)} × 1.4826 × MAD = ${num(band)}${u}`;
    let verdict;
    let reason;
    if (d > band) {
        verdict = 'regressed';
        reason = `${where}, outside ${bandText}`;
    }
    else if (rule.warnK !== null && d > rule.warnK * h.spread) {
        verdict = 'possible-regression';
        reason = `${where}, outside warnK ${num(rule.warnK)} × 1.4826 × MAD = ${num(rule.warnK * h.spread)}${u}, within ${bandText}`;
    }
    else if (-d > band) {
        verdict = 'improved';
        reason = `${where}, better than ${bandText}`;
    }
    else {
        verdict = 'unchanged';
        reason = `${where}, within ${bandText}`;
    }
    return { basis: 'history', verdict, band, reason };
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
function effectiveRule(rules, suiteId, kind, id, scale, direction, aliases = []) {
    // A direction override can turn an informational metric into a gated one; its defaults follow.
    let result = defaultRule(scale, direction);
    for (const rule of rules) {
        // `aliases`: other names of the same target (a metric that is the finalScore).
        if (!ruleApplies(rule, suiteId, kind, id) && !aliases.some((alias) => ruleApplies(rule, suiteId, kind, alias)))
            continue;
        const history = mergeHistory(result.history, rule);
        result = {
            direction: rule.direction ?? result.direction,
            warn: mergeThresholds(result.warn, rule.warn),
            fail: mergeThresholds(result.fail, rule.fail),
            ...(history === undefined ? {} : { history }),
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
/**
 * Whether a metric's unit (document text, possibly a fork's) may appear in the gate's own words:
 * letters only, optionally per letters (`km`, `ms`, `°C`, `km/h`), no hex run GitHub could link.
 * The comment shows reasons as they are, so anything else is left out of them.
 */
function plainUnit(unit) {
    return unit !== null && /^[\p{L}°µ]{1,10}(?:\/\p{L}{1,10})?$/u.test(unit) && !/[0-9a-f]{7,}/i.test(unit);
}
/** A level's drop thresholds in words ("5 points or 5 % of the baseline"), or null when it has none. */
function thresholdText(t, scale, unit) {
    const parts = [];
    if (t.maxDrop !== undefined && t.maxDrop !== null)
        parts.push(`${t.maxDrop}${scale === 'points' ? (t.maxDrop === 1 ? ' point' : ' points') : unit === '%' ? ' pp' : plainUnit(unit) ? ` ${unit}` : ''}`);
    if (t.maxDropPct !== undefined && t.maxDropPct !== null)
        parts.push(`${t.maxDropPct} % of the baseline`);
    return parts.length === 0 ? null : parts.join(' or ');
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
/**
 * The rounds whose conjunction is the suite's finalScore when its benchmark tests it as a pass rate
 * (GateHints.finalScoreRounds, those the suite has), else null.
 */
function finalScoreRounds(suite, cfg) {
    const listed = cfg.hints(suite.benchmark)?.finalScoreRounds;
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
    const reasons = [];
    let verdict;
    let test = null;
    let p = null;
    // `kind: history` with a history: the base branch's own spread decides, or says why it cannot.
    const hj = rule.history !== undefined && input.history !== undefined && current !== null && current.value !== null ? judgeHistory(input.history, current.value, rule.direction, rule.history, unitWords(input.scale, input.unit ?? null)) : null;
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
    else if (hj?.verdict !== undefined) {
        verdict = hj.verdict;
        reasons.push(hj.reason);
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
        // In the metric's own direction: a lower-is-better metric that got worse rose.
        const ownUnit = input.unit === '%' ? ' pp' : plainUnit(input.unit ?? null) ? ` ${input.unit}` : '';
        const change = `${rule.direction === 'lower' ? 'rose' : 'fell'} by ${fmt(drop)}${input.scale === 'points' ? (fmt(drop) === '1' ? ' point' : ' points') : ownUnit}`;
        const level = (which) => `more than the ${which} threshold${thresholdOf(which) === null ? '' : ` (${thresholdOf(which)})`}`;
        const thresholdOf = (which) => thresholdText(rule[which], input.scale, input.unit ?? null);
        if (failX && (p === null || p < alpha)) {
            verdict = 'regressed';
            reasons.push(`${change}, ${level('fail')}${p !== null ? `; p = ${fmtP(p)} < α = ${fmt(alpha)}` : ''}`);
        }
        else if (failX || warnX) {
            verdict = 'possible-regression';
            reasons.push(failX ? `${change}, ${level('fail')}, but p = ${fmtP(p ?? 1)} ≥ α = ${fmt(alpha)} (not significant)` : `${change}, ${level('warn')}`);
        }
        else if (dropExceeds(-drop, baseline.value, rule.warn))
            verdict = 'improved';
        else
            verdict = 'unchanged';
        if (hj !== null)
            reasons.push(hj.reason);
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
    if (hj === null)
        return { verdict, test, p, reasons };
    return { verdict, test, p, reasons, history: hj.band === undefined ? { basis: hj.basis } : { basis: hj.basis, band: hj.band } };
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
/** "points", "pp", "ms" or "": the words after a number of this target in the history rule's reasons. */
function unitWords(scale, unit) {
    return scale === 'points' ? 'points' : unit === '%' ? 'pp' : plainUnit(unit) ? unit : '';
}
function union(a, b) {
    return [...a, ...b.filter((x) => !a.includes(x))];
}
function compareSuite(current, baseline, cfg, scan, history = null) {
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
    const paired = scan !== null && scan.paired && cfg.hints(ref.benchmark)?.unpaired !== true;
    const targets = [];
    const finalScoreMetric = cfg.hints(ref.benchmark)?.finalScoreMetric;
    const add = (kind, id, label, scale, direction, unit, b, c, tested, pairKey) => {
        const aliases = id === 'finalScore' && kind === 'metric' && finalScoreMetric !== undefined ? [finalScoreMetric] : [];
        const rule = effectiveRule(cfg.rules, ref.id, kind, id, scale, direction, aliases);
        if (rule.direction === 'none')
            return;
        const pairedCounts = paired && pairKey !== null ? (scan.discordant.get(pairKey) ?? null) : null;
        const h = history === null ? undefined : targetHistory(pastValues(history, ref.id, kind, id));
        const j = judge({ baseline: b, current: c, rule, scale, unit, tested, pairedCounts, cfg, ...(h === undefined ? {} : { history: h }) });
        const delta = b?.value !== null && b?.value !== undefined && c?.value !== null && c?.value !== undefined ? c.value - b.value : null;
        targets.push({ kind, id, label, scale, direction: rule.direction, unit, baseline: b?.value ?? null, current: c?.value ?? null, delta, test: j.test, p: j.p, verdict: j.verdict, reasons: j.reasons, threshold: thresholdText(rule.fail, scale, unit), items: { baseline: b?.n ?? null, current: c?.n ?? null } });
        const t = targets[targets.length - 1];
        if (h !== undefined)
            t.history = rule.history === undefined ? h : { ...h, rule: rule.history, ...j.history };
        if (j.history?.band !== undefined && rule.history !== undefined)
            t.threshold = `${rule.history.k} × ${MAD_SCALE} × MAD of the last ${h.values.length} runs = ${fmt(j.history.band)}${unitWords(scale, unit) === '' ? '' : ` ${unitWords(scale, unit)}`}`;
        return t;
    };
    const roundIds = union((current?.rounds ?? []).map((r) => r.id), (baseUsable?.rounds ?? []).map((r) => r.id));
    for (const id of roundIds) {
        const cr = current?.rounds.find((r) => r.id === id);
        const br = baseUsable?.rounds.find((r) => r.id === id);
        const t = add('round', id, cr?.label ?? br?.label ?? id, 'points', 'higher', '%', roundSide(baseUsable, id), roundSide(current, id), true, `round:${id}`);
        if (t !== undefined)
            t.round = { input: cr?.input ?? 0, passed: cr?.passed ?? 0, baselineInput: br?.input ?? null, baselinePassed: br?.passed ?? null };
    }
    const fsTested = finalScoreRounds(ref, cfg) !== null;
    add('metric', 'finalScore', 'Final score', 'points', 'higher', null, finalScoreSide(baseUsable, fsTested), finalScoreSide(current, fsTested), fsTested, fsTested ? 'finalScore' : null);
    const metricIds = union(Object.keys(current?.metrics ?? {}), Object.keys(baseUsable?.metrics ?? {}));
    for (const id of metricIds) {
        if (id === finalScoreMetric)
            continue;
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
function compareDocuments(current, baseline, cfg, scans = new Map(), history = null) {
    // An empty history (history: 0, nothing found) changes nothing: targets get no `history`.
    const past = history !== null && history.runs.length > 0 ? history : null;
    const ids = union(current.suites.map((s) => s.id), (baseline?.suites ?? []).filter((s) => s.status !== 'skipped').map((s) => s.id));
    const suites = ids.map((id) => compareSuite(current.suites.find((s) => s.id === id), baseline?.suites.find((s) => s.id === id), cfg, scans.get(id) ?? null, past));
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
        return file.value;
    const refusal = file.diagnostics[0];
    if (refusal.code !== 'missing-file')
        log?.warn(`${which} suite ${suiteId}: itemsFile ${JSON.stringify(suite.itemsFile).slice(0, 120)} ${refusal.message}: its items are not used`);
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
        const scan = await scanItems({ currentFile, baselineFile, rounds: suite.rounds.map((r) => r.id), outcomes: suiteOutcomes(suite, cfg), keepWorst: opts.keepWorst ?? 10 });
        if (scan.badLines > 0)
            opts.log?.warn(`suite ${suite.id}: ${scan.badLines} malformed line(s) in the items files were skipped`);
        scans.set(suite.id, scan);
    }
    return compareDocuments(current.doc, baseline?.doc ?? null, cfg, scans, opts.history ?? null);
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
// The regression gate as one call: load the baseline, compare, decide the exit code. It returns
// data; the callers (`bench-check run`/`compare`, the action) render it (report/comment.ts).







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
    const gate = resolveGateConfig(gateConfig, opts.hints);
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
    const comparison = await compareRuns({ doc, dir: opts.resultsDir }, found?.side ?? null, gate, opts.history === undefined ? { log: opts.log } : { log: opts.log, history: opts.history });
    if (failures.length > 0) {
        comparison.verdict = 'error';
        comparison.verdictHash = verdictHash(comparison.suites, 'error');
    }
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
    const regressed = comparison.suites.some((s) => s.targets.some((t) => t.verdict === 'regressed'));
    const exitCode = worstExitCode(doc.suites.some((s) => s.status === 'error') || failures.length > 0 ? 2 : 0, found === null && gate.onMissingBaseline === 'fail' ? 3 : 0, regressed ? 1 : 0);
    return {
        doc: { ...doc, verdict: comparison.verdict },
        exitCode,
        comparison,
        regressed,
        baseline: found,
        failures,
        report,
        outputs: gateOutputs(doc, found?.side.doc ?? null, comparison),
    };
}

;// CONCATENATED MODULE: ./src/github/event.ts
// The workflow event the action runs in, and the fork-safety checks of gate.md "Forks and permissions".




function readEventContext(env) {
    let payload = {};
    if (env.GITHUB_EVENT_PATH) {
        try {
            payload = JSON.parse((0,external_node_fs_.readFileSync)(env.GITHUB_EVENT_PATH, 'utf8'));
        }
        catch (error) {
            return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'event', file: env.GITHUB_EVENT_PATH, message: `cannot read the event payload ${env.GITHUB_EVENT_PATH}: ${error.message}` }));
        }
    }
    const [owner, repo] = (env.GITHUB_REPOSITORY ?? '').split('/');
    const runId = env.GITHUB_RUN_ID && /^\d+$/.test(env.GITHUB_RUN_ID) ? Number(env.GITHUB_RUN_ID) : null;
    const server = (env.GITHUB_SERVER_URL || 'https://github.com').replace(/\/+$/, '');
    return (0,result/* success */.k)({
        eventName: env.GITHUB_EVENT_NAME ?? '',
        repo: owner && repo ? { owner, repo } : null,
        payload,
        runId,
        runUrl: owner && repo && runId !== null ? `${server}/${owner}/${repo}/actions/runs/${runId}` : null,
    });
}
function obj(v) {
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? v : null;
}
/** The pull request of a pull_request / pull_request_target event. */
function pullRequestOf(ctx) {
    const pr = obj(ctx.payload.pull_request);
    const head = obj(pr?.head);
    const base = obj(pr?.base);
    if (pr === null || typeof pr.number !== 'number' || typeof head?.sha !== 'string' || typeof base?.sha !== 'string' || typeof base.ref !== 'string')
        return null;
    return { number: pr.number, headSha: head.sha, baseRef: base.ref, baseSha: base.sha };
}
function workflowRunOf(ctx) {
    const run = obj(ctx.payload.workflow_run);
    if (run === null || typeof run.id !== 'number' || typeof run.workflow_id !== 'number' || typeof run.head_sha !== 'string')
        return null;
    return {
        id: run.id,
        workflowId: run.workflow_id,
        headSha: run.head_sha,
        event: typeof run.event === 'string' ? run.event : '',
        conclusion: typeof run.conclusion === 'string' ? run.conclusion : null,
        htmlUrl: typeof run.html_url === 'string' ? run.html_url : null,
    };
}
const WORKFLOW_RUN_RECIPE = 'Use two workflows instead: one on `pull_request` with `mode: score` (no token, no write permission) that uploads ' +
    'the results with actions/upload-artifact, and one on `workflow_run` of that workflow with `mode: report` ' +
    '(`permissions: pull-requests: write, actions: read`) that downloads the artifact and comments without checking out ' +
    'or running the PR code. See docs/gate.md and docs/workflows/.';
/**
 * gate.md: refuse `pull_request_target` when the workspace holds the PR head's code (it would run
 * untrusted code with a write token). Returns the refusal message, or null.
 */
function pullRequestTargetRefusal(ctx, workspaceHead) {
    if (ctx.eventName !== 'pull_request_target')
        return null;
    const pr = pullRequestOf(ctx);
    if (pr === null || workspaceHead === null || workspaceHead !== pr.headSha)
        return null;
    return `bench-check refuses to run in \`pull_request_target\` with the pull request's head checked out (${pr.headSha.slice(0, 12)}): that runs the PR's code with a write token. ${WORKFLOW_RUN_RECIPE}`;
}
/**
 * `mode: report`: accept pr.json (written by `mode: score` in the PR's own run, so untrusted: it is
 * schema-checked first) only when it was written for the commit the workflow run built and the PR
 * it names has head.sha == workflow_run.head_sha. `stale`: the run built an earlier commit of that
 * very PR (a newer push is being scored by its own run), so there is nothing to report, and no error.
 * Failures: `invalid-pr-json`, `forged-pr-json` (the commit or the pull request it names does not
 * match the run), `github-api` (the pull request could not be read).
 */
async function verifyPrJson(client, repo, prJsonText, run) {
    const refuse = (code, message, pointer = null) => (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code, file: code === 'github-api' ? null : 'pr.json', pointer, message }));
    const checked = (0,json_read/* checkJsonText */.q$)(prJsonText, 'pr.json', 'pr');
    if (!checked.ok)
        return refuse('invalid-pr-json', `pr.json in the artifact is not valid: ${checked.diagnostics.slice(0, 3).map(core_diagnostics/* formatDiagnostic */.xy).join('; ')}`);
    const { number, headSha: claimedSha } = checked.value;
    if (claimedSha !== run.headSha) {
        return refuse('forged-pr-json', `pr.json was written for commit ${claimedSha.slice(0, 12)}, but the workflow run built ${run.headSha.slice(0, 12)}: refusing to comment (forged pr.json)`, '/headSha');
    }
    const pull = await client.call('pull-requests: read', (o) => o.rest.pulls.get({ ...repo, pull_number: number }));
    if (!pull.ok)
        return refuse('github-api', `cannot read pull request #${number}: ${pull.error.message}`);
    // Typed by the API description, read defensively all the same: an answer is input.
    const headSha = pull.data?.head?.sha;
    if (headSha === run.headSha)
        return (0,result/* success */.k)({ pr: { number: pull.data.number, headSha, baseRef: pull.data.base?.ref ?? '', baseSha: pull.data.base?.sha ?? '' }, stale: null });
    // Is the built commit an earlier commit of this pull request (the PR moved on), or of another one?
    const commits = await client.list('pull-requests: read', (o) => o.paginate.iterator(o.rest.pulls.listCommits, { ...repo, pull_number: number, per_page: 100 }), {
        maxPages: 3,
        until: (page) => page.some((c) => c.sha === run.headSha),
    });
    if (!commits.ok)
        return refuse('github-api', `cannot list the commits of pull request #${number}: ${commits.error.message}`);
    if (commits.data.some((c) => c.sha === run.headSha)) {
        return (0,result/* success */.k)({ pr: null, stale: `pull request #${number} has moved on from ${run.headSha.slice(0, 12)} to ${String(headSha).slice(0, 12)}: a newer commit is being scored, so this run's results are not reported` });
    }
    return refuse('forged-pr-json', `pr.json names pull request #${number}, whose head is ${String(headSha).slice(0, 12)} and whose commits do not include ${run.headSha.slice(0, 12)}, the commit the workflow run built: refusing to comment (forged pr.json)`, '/number');
}

// EXTERNAL MODULE: ./src/core/lines.ts
var lines = __webpack_require__(9532);
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
    for await (const line of (0,lines/* readLines */.S)(file)) {
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

// EXTERNAL MODULE: ./src/core/progress.ts
var core_progress = __webpack_require__(4664);
;// CONCATENATED MODULE: ./src/report/usage.ts
// What a suite's live provider calls cost, as one line (results.md "usage"): used by the terminal
// report (text.ts), the results markdown report (render.ts) and the PR comment (comment.ts).
// Pure: the same suite gives the same line.

function counted(n, one, many) {
    return `${(0,core_progress/* formatCount */.B4)(n)} ${n === 1 ? one : many}`;
}
/**
 * `412 requests (3 retries) · 1 204 331 prompt + 88 120 completion tokens`; the tokens part says
 * `tokens not reported` when the provider gave none. Only digits and fixed words: safe as is in
 * markdown and on a terminal.
 */
function usageSummary(usage) {
    const retries = usage.retries === 0 ? 'no retries' : counted(usage.retries, 'retry', 'retries');
    const requests = `${counted(usage.requests, 'request', 'requests')} (${retries})`;
    const prompt = usage.promptTokens;
    const completion = usage.completionTokens;
    let tokens;
    if (prompt === undefined && completion === undefined)
        tokens = 'tokens not reported';
    else if (prompt !== undefined && completion !== undefined)
        tokens = `${(0,core_progress/* formatCount */.B4)(prompt)} prompt + ${counted(completion, 'completion token', 'completion tokens')}`;
    else if (prompt !== undefined)
        tokens = counted(prompt, 'prompt token', 'prompt tokens');
    else
        tokens = counted(completion, 'completion token', 'completion tokens');
    return `${requests} · ${tokens}`;
}
/**
 * The cost line of a suite: none when it asked no live provider (no `usage`); `markdown` a
 * paragraph line (join with blank lines), `text` an indented terminal line. A list, so a caller
 * spreads it: `parts.push(...renderUsage(suite, 'markdown'))`.
 */
function usage_renderUsage(suite, format) {
    if (suite.usage === undefined)
        return [];
    const line = usageSummary(suite.usage);
    return [format === 'markdown' ? `**Live provider calls:** ${line}` : `  provider calls: ${line}`];
}

;// CONCATENATED MODULE: ./src/core/numbers.ts
// The one number formatter of the terminal report, the markdown report and the PR comment
// (issue #16). How many decimals a value gets is decided by what the number is (a score, a
// percentage, a count, a fraction), never by its size, so a column and a baseline/current pair
// always line up: `1.0000` beside `0.9600`, `2.30 pp` beside `0.20 pp`.
const DIGITS = { score: 2, percent: 2, pp: 2, count: 0, fraction: 4, quantity: 2 };
/** What a results-document metric is, from its unit and its basis (metric values keep the document's scale). */
function metricKind(m) {
    if (m.unit === '%')
        return 'percent';
    if (m.unit === 'pp')
        return 'pp';
    if (m.unit !== undefined && m.unit !== null && m.unit !== '')
        return 'quantity';
    if (m.passed !== undefined && m.input !== undefined)
        return 'percent';
    // A whole number without a basis is a count (best_match_first = 2); a mean with sum/count is not.
    if (m.value !== null && Number.isInteger(m.value) && m.sum === undefined && m.count === undefined)
        return 'count';
    return 'fraction';
}
/** Fixed decimals; "–" for null/undefined/non-finite; never "-0.00". */
function fixed(value, digits) {
    if (value === null || value === undefined || !Number.isFinite(value))
        return '–';
    const text = value.toFixed(digits);
    return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}
function suffix(kind, unit) {
    if (kind === 'percent')
        return ' %';
    if (kind === 'pp')
        return ' pp';
    if (kind === 'quantity' && unit)
        return ` ${unit}`;
    return '';
}
/** A value in its display scale (a percent is already ×100), with its unit. `unit` is for `quantity` only and must already be safe for the target format. */
function numbers_formatValue(value, kind, unit) {
    const text = fixed(value, DIGITS[kind]);
    return text === '–' ? text : `${text}${suffix(kind, unit)}`;
}
/** A difference of two values of this kind: signed, and in percentage points when the values are percents. */
function formatDelta(delta, kind, unit) {
    const deltaKind = kind === 'percent' ? 'pp' : kind;
    const text = fixed(delta, DIGITS[deltaKind]);
    if (text === '–')
        return text;
    const sign = delta > 0 && /[1-9]/.test(text) ? '+' : '';
    return `${sign}${text}${suffix(deltaKind, unit)}`;
}
/** A results-document metric value: rates (passed / input, stored as fractions) are shown in percent. */
function numbers_formatMetric(m, unit) {
    const kind = metricKind(m);
    const scaled = m.value !== null && kind === 'percent' && m.unit !== '%' ? m.value * 100 : m.value;
    return numbers_formatValue(scaled, kind, unit);
}
/** A p-value: three decimals, "< 0.001" below that, "–" when there is none. */
function formatP(p) {
    if (p === null || p === undefined || !Number.isFinite(p))
        return '–';
    return p < 0.001 ? '< 0.001' : fixed(p, 3);
}
/** passed / input in percent (the rounds tables), "–" when input is 0. */
function numbers_formatRate(passed, input) {
    return input > 0 ? numbers_formatValue((100 * passed) / input, 'percent') : '–';
}

;// CONCATENATED MODULE: ./src/core/mermaid.ts
// Mermaid `xychart-beta` blocks for the reports (issue #16): named series drawn in distinct,
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
/** Text that can sit inside a quoted Mermaid string in a markdown code fence. */
function chartText(text) {
    return String(text)
        .replace(/[\r\n\u0085\u2028\u2029`"\\]/g, ' ')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ' ')
        .replace(/%(?=%)/g, '% ');
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
const code = (s) => (s.trim() === '' ? '` `' : `\`${s.trim()}\``);
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
    out.push(spec.yMax !== undefined ? `  y-axis ${quote(spec.yLabel)} 0 --> ${numberText(spec.yMax)}` : `  y-axis ${quote(spec.yLabel)}`);
    for (const s of spec.series)
        out.push(`  ${s.kind} [${s.values.map(numberText).join(', ')}]`);
    out.push('```');
    const chart = out.join('\n');
    if (shortened.length === 0)
        return chart;
    return `${chart}\n\nx axis: ${shortened.map(([short, full]) => `${code(short)} = ${code(full)}`).join(' · ')}`;
}

;// CONCATENATED MODULE: ./src/core/markdown.ts
// Rendering untrusted text (model outputs, item ids, file names) inert in GitHub-flavoured markdown.
// gate.md: inside inline code with a fence longer than any backtick run, newlines and `|` escaped,
// truncated with an ellipsis. Prose keeps every identifier exact (issue #16: no invisible
// characters that corrupt a copied SHA or path): a word that GitHub could turn into a mention,
// reference, link, emoji or commit link goes into a code span, where GitHub links nothing;
// every other markdown or HTML metacharacter becomes an entity. Never raw HTML.

function truncate(text, max) {
    const chars = Array.from(text);
    return chars.length > max ? `${chars.slice(0, Math.max(1, max - 1)).join('')}…` : text;
}
/** Like truncate, but cut at the last word boundary of the kept part when there is one close by. */
function truncateWords(text, max) {
    const chars = Array.from(text);
    if (chars.length <= max)
        return text;
    const kept = chars.slice(0, Math.max(1, max - 1)).join('');
    const space = kept.search(/\s\S*$/);
    return `${space > kept.length * 0.6 ? kept.slice(0, space) : kept}…`;
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
 */
function plainText(text, max = 300) {
    const flat = truncateWords(String(text), max)
        .replace(/\r\n|\r|\n/g, ' ')
        .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '\ufffd');
    return flat
        .split(/(\s+)/)
        .map((part) => (part === '' || /^\s+$/.test(part) ? part : proseWord(part)))
        .join('');
}
/** Untrusted text inside our own HTML (a `<summary>`): as `<code>`, HTML-escaped, where GitHub links nothing. */
function htmlCode(text, max = 60) {
    const flat = truncate(String(text), max).replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
    return `<code>${flat.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</code>`;
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
function markdown_num(value, digits = 2) {
    return fixed(value, digits);
}
function pct(passed, input, digits = 1) {
    return input > 0 ? `${markdown_num((100 * passed) / input, digits)} %` : '–';
}
/** Mermaid charts live in `mermaid.ts`; re-exported so callers importing from here keep working. */

/** A collapsible block (HTML `<details>` is ours, the content is rendered markdown). */
function details(summary, body) {
    return `<details><summary>${summary}</summary>\n\n${body}\n\n</details>`;
}

;// CONCATENATED MODULE: ./src/report/render.ts





/** The value with its unit (the shared formatter: rates in percent); `unitText` renders the (untrusted) unit for the target format. */
function metricValue(m, unitText = (u) => u) {
    return numbers_formatMetric(m, m.unit === undefined || m.unit === '%' || m.unit === 'pp' ? undefined : unitText(m.unit));
}
function render_metricBasis(m) {
    if (m.passed !== undefined && m.input !== undefined)
        return `${m.passed} / ${m.input}`;
    if (m.count !== undefined)
        return `n = ${m.count}`;
    return '';
}
/** "Title · task"; `text` renders the document's (untrusted) strings for the target format. */
function render_suiteTitle(suite, catalog, text = (s) => s) {
    const benchmark = catalog.find(suite.benchmark);
    return `${benchmark?.title ?? text(suite.benchmark)}${suite.task ? ` · ${text(suite.task)}` : ''}`;
}
const markdownText = (s) => plainText(s, 60);
function roundsTable(suite) {
    return table(['round', 'input', 'passed', 'pass rate', 'survival'], suite.rounds.map((r) => [plainText(r.label ?? r.id, 60), String(r.input), String(r.passed), numbers_formatRate(r.passed, r.input), numbers_formatRate(r.passed, suite.total)]), ['l', 'r', 'r', 'r', 'r']);
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
        return [inlineCode(name, 60), metricValue(m, (unit) => plainText(unit, 20)), render_metricBasis(m), m.direction === 'none' ? '' : plainText(m.direction, 10)];
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
    const parts = [`### ${inlineCode(suite.id, 60)} — ${render_suiteTitle(suite, opts.catalog, markdownText)}`];
    if (suite.status === 'skipped')
        return `${parts[0]}\n\nSkipped in this shard.`;
    const score = numbers_formatValue(suite.finalScore, 'score');
    parts.push(`**Status:** ${plainText(suite.status, 10)} · **items:** ${suite.total} · **errors:** ${suite.errors} · **final score:** ${score}`);
    parts.push(...usage_renderUsage(suite, 'markdown'));
    if (suite.rounds.length > 0)
        parts.push(roundsTable(suite), funnelChart(suite));
    const metrics = metricsTable(suite);
    if (metrics)
        parts.push(metrics);
    const extra = opts.catalog.find(suite.benchmark)?.render?.(suite);
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
function summaryTable(doc, catalog) {
    return table(['suite', 'benchmark', 'status', 'items', 'errors', 'final score'], doc.suites.map((s) => [inlineCode(s.id, 60), render_suiteTitle(s, catalog, markdownText), plainText(s.status, 10), String(s.total), String(s.errors), numbers_formatValue(s.finalScore, 'score')]), ['l', 'l', 'l', 'r', 'r', 'r']);
}
/** Mean of the suites' non-null final scores (results.md: the action's `final-score`). */
function render_overallScore(doc) {
    const scores = doc.suites.map((s) => s.finalScore).filter((s) => s !== null);
    return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}
function scoredSuites(doc) {
    const n = doc.suites.filter((s) => s.finalScore !== null).length;
    return `${n} suite${n === 1 ? '' : 's'}`;
}
async function renderReport(doc, opts) {
    const overall = render_overallScore(doc);
    const head = [`## bench-check results`, `**Final score:** ${numbers_formatValue(overall, 'score')} (mean of ${scoredSuites(doc)})${doc.verdict ? ` · **verdict:** ${plainText(doc.verdict, 20)}` : ''}`, summaryTable(doc, opts.catalog)];
    const sections = [];
    for (const suite of doc.suites)
        sections.push(await suiteSection(suite, opts));
    return `${[...head, ...sections].join('\n\n')}\n`;
}

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
    await (0,atomic/* writeFileAtomic */.Zf)(file, serializeDocument(doc));
}

// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
;// CONCATENATED MODULE: ./src/core/canonical.ts
/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no whitespace, numbers as
 * JSON.stringify writes them (RFC 8785 for the values this project hashes).
 */
function canonicalJson(value) {
    if (value === null || typeof value !== 'object') {
        const text = JSON.stringify(value);
        return text === undefined ? 'null' : text;
    }
    if (Array.isArray(value))
        return `[${value.map((v) => canonicalJson(v === undefined ? null : v)).join(',')}]`;
    const entries = Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

// EXTERNAL MODULE: ./src/json/structured.ts
var structured = __webpack_require__(7939);
;// CONCATENATED MODULE: ./fixtures/demo.config.json
const demo_config_namespaceObject = /*#__PURE__*/JSON.parse('{"suites":[{"id":"hurricane-artifact","benchmark":"hurricane","input":"fixtures/hurricane/output.json","groundtruth":"fixtures/hurricane/groundtruth.json"},{"id":"hurricane-trips","benchmark":"hurricane","trips":"fixtures/hurricane/trips.jsonl","groundtruth":"fixtures/hurricane/groundtruth.json"},{"id":"transit-single","benchmark":"transitlm","task":"single","input":"fixtures/transitlm/single.csv","stations":"fixtures/transitlm/stations.csv"},{"id":"transit-personalized","benchmark":"transitlm","task":"personalized","input":"fixtures/transitlm/personalized.csv","stations":"fixtures/transitlm/stations.csv"},{"id":"transit-diversity","benchmark":"transitlm","task":"diversity","input":"fixtures/transitlm/diversity.csv","stations":"fixtures/transitlm/stations.csv"},{"id":"transit-general","benchmark":"transitlm","task":"general","input":"fixtures/transitlm/general/general_routes.csv","stations":"fixtures/transitlm/general/station_info.csv","lines":"fixtures/transitlm/general/line_info.csv"},{"id":"flood-replay","benchmark":"flood","scenario":"fixtures/flood/scenario.json","provider":"replay","replay":"fixtures/flood/rule.replay.jsonl"}],"gate":{"baseline":{"source":"path","path":"fixtures/baseline/results.json","maxAgeDays":36500}}}');
;// CONCATENATED MODULE: ./src/config/default.ts

/**
 * What `npx bench-check run` scores when no config file is given or found: the bundled,
 * synthetic fixtures (paths relative to the package root), gated against the committed fixture
 * baseline so the first run shows the whole loop (scores, comparison, verdict). The config is
 * fixtures/demo.config.json, embedded at build time; see fixtures/README.md.
 */
const defaultConfig = demo_config_namespaceObject;

;// CONCATENATED MODULE: ./src/config/load.ts










/** The `source` of the embedded demo config (no config file): how the CLI knows it scored the demo. */
const EMBEDDED_CONFIG_SOURCE = '(embedded default config)';
const CONFIG_FILE_NAMES = ['bench.config.json', 'bench.config.yml', 'bench.config.yaml'];
/**
 * SHA-256 of what decides the scores: each suite as written minus its benchmark's transport keys
 * (URLs, key variable names, timeouts, retries, concurrency, side-file paths), plus the scorer
 * version. The gate section and run settings (deadline) are left out: a baseline compares cleanly
 * with a run that differs only in how it was carried out (docs/results.md).
 */
function configHash(config, catalog) {
    const suites = config.suites.map((suite) => {
        const benchmark = catalog.find(suite.benchmark);
        const transport = new Set(benchmark?.transportKeys ?? []);
        return { ...Object.fromEntries(Object.entries(suite).filter(([key]) => !transport.has(key))), scorerVersion: benchmark?.scorerVersion ?? null };
    });
    return `sha256:${(0,external_node_crypto_.createHash)('sha256').update(canonicalJson({ suites }), 'utf8').digest('hex')}`;
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
async function loadConfigFile(file, catalog) {
    const shown = (0,paths/* displayPath */.G)(file);
    const read = await (0,json_read/* readTextFile */.Gu)(file);
    if (!read.ok)
        return read;
    const parsed = (0,structured/* parseDocumentText */.gk)(read.value, shown, (0,structured/* isYamlPath */.xu)(file));
    if (!parsed.ok)
        return parsed;
    const schemaProblems = (0,registry/* validateValue */.q0)('config', parsed.value);
    const config = parsed.value;
    const problems = schemaProblems.length > 0 ? schemaProblems : semanticProblems(config);
    if (problems.length > 0)
        return { ok: false, diagnostics: (0,structured/* locatedViolations */.jv)(shown, parsed.locate, problems, 'config') };
    return { ok: true, value: { config, baseDir: external_node_path_default().dirname(external_node_path_default().resolve(file)), source: shown, hash: configHash(config, catalog) } };
}
/** The embedded default: the bundled fixtures, resolved against the package root. */
function loadDefaultConfig(catalog) {
    const problems = (0,registry/* validateValue */.q0)('config', defaultConfig);
    if (problems.length > 0)
        throw new Error(`embedded default config is invalid: ${JSON.stringify(problems)}`);
    return { config: defaultConfig, baseDir: packageRoot(), source: EMBEDDED_CONFIG_SOURCE, hash: configHash(defaultConfig, catalog) };
}
/**
 * `--config F` if given; else bench.config.{json,yml,yaml} in cwd; else the embedded default
 * config on the bundled fixtures.
 */
async function resolveConfig(explicit, cwd, catalog) {
    if (explicit !== undefined)
        return loadConfigFile(external_node_path_default().resolve(cwd, explicit), catalog);
    for (const name of CONFIG_FILE_NAMES) {
        const candidate = external_node_path_default().join(cwd, name);
        if ((0,external_node_fs_.existsSync)(candidate))
            return loadConfigFile(candidate, catalog);
    }
    return { ok: true, value: loadDefaultConfig(catalog) };
}

;// CONCATENATED MODULE: ./src/github/artifact-limits.ts
const DEFAULT_MAX_COMPRESSED_BYTES = 100 * 1024 * 1024;
const DEFAULT_MAX_EXPANDED_BYTES = 500 * 1024 * 1024;
const DEFAULT_MAX_ENTRIES = 10_000;
const DEFAULT_ARTIFACT_LIMITS = Object.freeze({
    maxCompressedBytes: DEFAULT_MAX_COMPRESSED_BYTES,
    maxExpandedBytes: DEFAULT_MAX_EXPANDED_BYTES,
    maxEntries: DEFAULT_MAX_ENTRIES,
});
/**
 * The limits, with the defaults for what is not given. A value that is not a number ≥ 0 counts as
 * not given: a NaN cap would compare as no cap at all.
 */
function artifactLimits(limits = {}) {
    const pick = (value, fallback) => (typeof value === 'number' && value >= 0 ? value : fallback);
    return {
        maxCompressedBytes: pick(limits.maxCompressedBytes, DEFAULT_MAX_COMPRESSED_BYTES),
        maxExpandedBytes: pick(limits.maxExpandedBytes, DEFAULT_MAX_EXPANDED_BYTES),
        maxEntries: pick(limits.maxEntries, DEFAULT_MAX_ENTRIES),
    };
}

;// CONCATENATED MODULE: ./src/github/blob.ts
// The bytes of an artifact from blob storage (docs/gate.md "Retries, rate limits and downloads"): GitHub's API
// answers the download with a redirect to a pre-signed URL, which Octokit gets without following
// (src/github/artifacts.ts); the blob is then streamed here without the token, within a byte cap.
// The timeout is an idle one (no byte for that long), not a limit on the whole transfer, so a slow
// link finishes; a transfer cut off resumes where it stopped (a Range request to a fresh URL) or,
// when the storage does not resume, starts again, never holding more than the cap.
/** The origin and path of a URL: its query (the signature) is a secret of sorts and is never printed. */
function bare(url) {
    try {
        const u = new URL(url);
        return `${u.origin}${u.pathname}`;
    }
    catch {
        return 'the blob URL';
    }
}
function describe(error) {
    const e = error;
    const cause = e.cause?.code ?? e.cause?.message;
    return `${e.message ?? String(error)}${cause && !String(e.message).includes(cause) ? ` (${cause})` : ''}`;
}
/**
 * One attempt from `have` bytes on: appends to `parts`. Resolves with null when the blob is
 * complete, a Cut otherwise; `refused` when the blob is larger than the cap.
 */
async function attempt(url, have, opts) {
    const idle = new AbortController();
    let timer;
    const quiet = () => {
        clearTimeout(timer);
        timer = setTimeout(() => idle.abort(new Error(`no byte for ${Math.round(opts.idleTimeoutMs / 100) / 10} s`)), opts.idleTimeoutMs);
    };
    quiet();
    try {
        // No Authorization: a pre-signed URL needs none, and the token must never leave GitHub's API.
        const headers = have.size > 0 ? { range: `bytes=${have.size}-` } : {};
        const res = await fetch(url, { headers, redirect: 'follow', signal: idle.signal });
        if (res.status === 206 && have.size > 0 && new RegExp(`^bytes ${have.size}-`).test(res.headers.get('content-range') ?? '')) {
            // resumed where the last attempt stopped
        }
        else if (res.status === 200) {
            have.parts.length = 0; // the storage starts over: so does the copy
            have.size = 0;
        }
        else {
            await res.body?.cancel().catch(() => undefined);
            return { kind: 'status', status: res.status };
        }
        const declared = Number(res.headers.get('content-length') ?? '0');
        if (have.size + declared > opts.maxBytes) {
            await res.body?.cancel().catch(() => undefined);
            return 'refused';
        }
        if (res.body === null)
            return null;
        for await (const piece of res.body) {
            quiet();
            have.parts.push(piece);
            have.size += piece.byteLength;
            opts.onBytes?.(piece.byteLength);
            if (have.size > opts.maxBytes) {
                await res.body.cancel().catch(() => undefined);
                return 'refused';
            }
        }
        return null;
    }
    catch (error) {
        return { kind: 'network', message: idle.signal.aborted ? String(idle.signal.reason.message) : describe(error) };
    }
    finally {
        clearTimeout(timer);
    }
}
/** The whole blob, or why not (the last attempt's reason, the number of attempts). */
async function downloadBlob(opts) {
    const have = { parts: [], size: 0 };
    let why = '';
    let status = null;
    for (let n = 1; n <= opts.retries + 1; n++) {
        if (n > 1) {
            opts.onRetry?.(`artifact download: ${why}; retry ${n - 1} of ${opts.retries}${have.size > 0 ? `, resuming after ${have.size} bytes` : ''}`);
            await opts.pause?.(n - 1);
        }
        const where = await opts.location();
        if (!where.ok)
            return { ok: false, status: where.status, message: where.message, attempts: n };
        const cut = await attempt(where.url, have, opts);
        if (cut === null)
            return { ok: true, data: Buffer.concat(have.parts, have.size), attempts: n };
        if (cut === 'refused')
            return { ok: false, status: null, refused: true, message: `the artifact is more than the limit of ${opts.maxBytes} bytes (rule: compressed-size)`, attempts: n };
        status = cut.kind === 'status' ? cut.status : null;
        why = cut.kind === 'status' ? `GET ${bare(where.url)} → HTTP ${cut.status}` : `GET ${bare(where.url)} failed: ${cut.message}`;
    }
    return { ok: false, status, message: `${why}${opts.retries > 0 ? ` after ${opts.retries + 1} attempts` : ''}`, attempts: opts.retries + 1 };
}

;// CONCATENATED MODULE: ./src/github/runs.ts
/** Runs this repository triggered itself; a `pull_request` run (a fork may change the workflow and upload anything) never is. */
const TRUSTED_BASELINE_EVENTS = new Set(['push', 'schedule', 'workflow_dispatch']);
/** Whether a run may give the baseline: a trusted event, and the head in this repository (gate.md "Threat model"). */
function isTrustedBaselineRun(run, repo) {
    return TRUSTED_BASELINE_EVENTS.has(run.event) && (run.head_repository?.full_name ?? '').toLowerCase() === `${repo.owner}/${repo.repo}`.toLowerCase();
}
/** A positive whole run or artifact id (an id names a cache file). */
const isId = (v) => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isStr = (v) => typeof v === 'string';
/** The fields of a workflow run this program reads, or null when the answer (or a stored one) does not have them. */
function slimRun(v) {
    const r = v;
    if (typeof r !== 'object' || r === null || !isId(r.id) || !isStr(r.head_sha) || !isStr(r.created_at))
        return null;
    const head = r.head_repository;
    return {
        id: r.id,
        head_sha: r.head_sha,
        head_branch: isStr(r.head_branch) ? r.head_branch : null,
        html_url: isStr(r.html_url) ? r.html_url : '',
        created_at: r.created_at,
        conclusion: isStr(r.conclusion) ? r.conclusion : null,
        workflow_id: typeof r.workflow_id === 'number' ? r.workflow_id : -1,
        event: isStr(r.event) ? r.event : '',
        head_repository: { full_name: isStr(head?.full_name) ? head.full_name : '' },
    };
}
/** The fields of an artifact this program reads, or null. */
function slimArtifact(v) {
    const a = v;
    if (typeof a !== 'object' || a === null || !isId(a.id) || !isStr(a.name))
        return null;
    return { id: a.id, name: a.name, expired: a.expired === true, size_in_bytes: typeof a.size_in_bytes === 'number' && a.size_in_bytes >= 0 ? a.size_in_bytes : 0 };
}
/**
 * The artifacts of a run named `name` (the API's `name` filter: one short answer however many
 * artifacts the run has), the unexpired one first.
 */
async function namedArtifacts(client, repo, runId, name) {
    const listed = await client.list('actions: read', (o) => o.paginate.iterator(o.rest.actions.listWorkflowRunArtifacts, { ...repo, run_id: runId, name, per_page: 100 }), { maxPages: 3 });
    if (!listed.ok)
        return listed;
    // The filter is the server's; the name is checked here again, as everything from the API is.
    const named = listed.data.map(slimArtifact).filter((a) => a !== null && a.name === name);
    return { ...listed, data: [...named.filter((a) => !a.expired), ...named.filter((a) => a.expired)] };
}
/** Pages of 100 runs read at most, for the baseline and the history together. */
const MAX_RUN_PAGES = 3;
const PER_PAGE = 100;
/**
 * The successful runs of one workflow on the base branch, as the API lists them (newest first),
 * read a page at a time when asked and kept: the baseline lookup and the history read the same
 * pages, so none is fetched twice in a job. Untrusted runs are in the list (the caller says why it
 * skips them); a run whose answer lacks the fields read is left out.
 */
class BaseBranchRuns {
    repo;
    workflowId;
    branch;
    runs = [];
    /** Headers of the last page read (the history watches the rate limit). */
    lastHeaders = {};
    pagesRead = 0;
    ended = false;
    /** The page iterator of the client that read last (a retry of a broken one starts at the next page). */
    reader = null;
    constructor(repo, workflowId, branch) {
        this.repo = repo;
        this.workflowId = workflowId;
        this.branch = branch;
    }
    /** Whether another page may follow (none was empty or short, and fewer than MAX_RUN_PAGES were read). */
    get more() {
        return !this.ended && this.pagesRead < MAX_RUN_PAGES;
    }
    /**
     * Read one more page with `client` (the history passes its own, which does not wait out rate
     * limits): the runs it added, [] when there is none.
     */
    async next(client) {
        if (!this.more)
            return { ok: true, data: [], status: 200, headers: this.lastHeaders };
        if (this.reader?.client !== client) {
            const page = this.pagesRead + 1;
            const params = { ...this.repo, workflow_id: this.workflowId, branch: this.branch, status: 'success', per_page: PER_PAGE, ...(page > 1 ? { page } : {}) };
            this.reader = { client, pages: client.octokit.paginate.iterator(client.octokit.rest.actions.listWorkflowRuns, params)[Symbol.asyncIterator]() };
        }
        const reader = this.reader;
        try {
            const page = await reader.pages.next();
            if (page.done === true) {
                this.ended = true;
                return { ok: true, data: [], status: 200, headers: this.lastHeaders };
            }
            this.pagesRead += 1;
            this.lastHeaders = page.value.headers;
            if (page.value.data.length < PER_PAGE)
                this.ended = true;
            const added = page.value.data.map(slimRun).filter((r) => r !== null);
            this.runs.push(...added);
            return { ok: true, data: added, status: 200, headers: page.value.headers };
        }
        catch (error) {
            this.reader = null;
            return { ok: false, error: client.apiError(error, 'actions: read') };
        }
    }
}

// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/github/zip-names.ts
// Why a zip archive is refused, and which entry names are acceptable (a hostile archive's names
// are checked before anything is written). A refusal is a Result failure: one diagnostic, its code the rule.


/** A name from the archive as it can be shown in a message: JSON-quoted (control characters escaped), at most 200 characters. */
function showName(name) {
    return JSON.stringify(name.length > 200 ? `${name.slice(0, 200)}…` : name);
}
function refuse(rule, entry, text) {
    const what = entry === null ? 'the archive' : `archive entry ${showName(entry)}`;
    return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: rule, item: entry, message: `${what}: ${text} (rule: ${rule})` }));
}
/** Characters @actions/upload-artifact refuses in file paths, and control characters. */
const BAD_NAME_CHARS = /[\u0000-\u001f\u007f":<>|*?]/;
/**
 * The normalised relative path of an entry name ('' for the root); `dir` when the name ends with a
 * slash. Refused (rule absolute-path, parent-segment or bad-name) as refuse() words it.
 */
function entryPath(name) {
    const normal = name.replace(/\\/g, '/');
    if (normal.startsWith('/') || /^[A-Za-z]:/.test(normal))
        return refuse('absolute-path', name, 'it has an absolute path');
    const parts = normal.split('/').filter((p) => p !== '' && p !== '.');
    if (parts.includes('..'))
        return refuse('parent-segment', name, 'it escapes the extraction directory (a `..` segment)');
    if (BAD_NAME_CHARS.test(normal))
        return refuse('bad-name', name, 'its name has a control character or one of " : < > | * ? (upload-artifact never writes them)');
    return (0,result/* success */.k)({ rel: parts.join('/'), dir: normal.endsWith('/') });
}
/**
 * An archive entry name as a safe relative path (`a//b`, `./a/b` and `a\b` become `a/b`), or null for
 * directories. Absolute paths, drive letters, `..` segments, control characters and characters
 * upload-artifact never writes (" : < > | * ?) make the whole archive unacceptable.
 */
function safeEntryName(name) {
    const p = entryPath(name);
    if (!p.ok)
        return p;
    return success(p.value.dir || p.value.rel === '' ? null : p.value.rel);
}

;// CONCATENATED MODULE: ./src/github/zip-directory.ts


const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_EOCD = 0x06064b50;
/** File type bits of a Unix mode (the high 16 bits of the external attributes). */
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;
const S_IFLNK = 0o120000;
/**
 * Read and check the central directory (APPNOTE.TXT 4.3): every refusal that can be decided without
 * inflating anything, in the order of the entries.
 */
function readCentralDirectory(zip, limits) {
    const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
    const has = (at, n) => at >= 0 && at + n <= zip.length;
    const u64 = (at) => Number(view.getBigUint64(at, true));
    const notZip = (text) => refuse('not-a-zip', null, text);
    // The end-of-central-directory record: the last 22 bytes plus a comment that must end the file.
    let eocd = -1;
    for (let at = zip.length - 22; at >= 0 && at >= zip.length - 22 - 0xffff; at--) {
        if (view.getUint32(at, true) === SIG_EOCD && at + 22 + view.getUint16(at + 20, true) === zip.length) {
            eocd = at;
            break;
        }
    }
    if (eocd < 0)
        return notZip('not a zip archive (no end-of-central-directory record)');
    let disk = view.getUint16(eocd + 4, true);
    let cdDisk = view.getUint16(eocd + 6, true);
    let onDisk = view.getUint16(eocd + 8, true);
    let total = view.getUint16(eocd + 10, true);
    let cdSize = view.getUint32(eocd + 12, true);
    let cdOffset = view.getUint32(eocd + 16, true);
    let cdLimit = eocd;
    if (has(eocd - 20, 20) && view.getUint32(eocd - 20, true) === SIG_ZIP64_LOCATOR) {
        const at = u64(eocd - 20 + 8);
        if (!has(at, 56) || at + 56 > eocd - 20 || view.getUint32(at, true) !== SIG_ZIP64_EOCD)
            return notZip('the zip64 end-of-central-directory record is missing or out of place');
        disk = view.getUint32(at + 16, true);
        cdDisk = view.getUint32(at + 20, true);
        onDisk = u64(at + 24);
        total = u64(at + 32);
        cdSize = u64(at + 40);
        cdOffset = u64(at + 48);
        cdLimit = at;
    }
    if (disk !== 0 || cdDisk !== 0 || onDisk !== total)
        return refuse('unsupported', null, 'multi-disk (split) archives are not accepted');
    if (total > limits.maxEntries)
        return refuse('entry-count', null, `${total} entries, more than the limit of ${limits.maxEntries}`);
    if (cdOffset + cdSize > cdLimit)
        return notZip('the central directory lies outside the file');
    const utf8 = new TextDecoder('utf-8', { fatal: true });
    const entries = [];
    let declaredTotal = 0;
    let pos = cdOffset;
    const cdEnd = cdOffset + cdSize;
    for (let index = 0; index < total; index++) {
        if (pos + 46 > cdEnd || view.getUint32(pos, true) !== SIG_CENTRAL)
            return notZip(`central directory record ${index + 1} of ${total} is missing or truncated`);
        const flags = view.getUint16(pos + 8, true);
        const method = view.getUint16(pos + 10, true);
        const crc = view.getUint32(pos + 16, true);
        let compressedSize = view.getUint32(pos + 20, true);
        let size = view.getUint32(pos + 24, true);
        const nameLength = view.getUint16(pos + 28, true);
        const extraLength = view.getUint16(pos + 30, true);
        const commentLength = view.getUint16(pos + 32, true);
        let startDisk = view.getUint16(pos + 34, true);
        const external = view.getUint32(pos + 38, true);
        let localOffset = view.getUint32(pos + 42, true);
        const next = pos + 46 + nameLength + extraLength + commentLength;
        if (next > cdEnd)
            return notZip(`central directory record ${index + 1} of ${total} is truncated`);
        const nameBytes = zip.subarray(pos + 46, pos + 46 + nameLength);
        // Zip64 extended information (APPNOTE 4.5.3): 64-bit values for the fields that hold all ones.
        const extraEnd = pos + 46 + nameLength + extraLength;
        for (let x = pos + 46 + nameLength; x + 4 <= extraEnd;) {
            const id = view.getUint16(x, true);
            const end = Math.min(x + 4 + view.getUint16(x + 2, true), extraEnd);
            if (id === 0x0001) {
                let f = x + 4;
                const take8 = () => (f + 8 <= end ? ((f += 8), u64(f - 8)) : Number.NaN);
                if (size === 0xffffffff)
                    size = take8();
                if (compressedSize === 0xffffffff)
                    compressedSize = take8();
                if (localOffset === 0xffffffff)
                    localOffset = take8();
                if (startDisk === 0xffff)
                    startDisk = f + 4 <= end ? view.getUint32(f, true) : Number.NaN;
            }
            x = end;
        }
        pos = next;
        let name;
        try {
            name = utf8.decode(nameBytes);
        }
        catch {
            return refuse('bad-name', `#${index + 1}`, 'the name is not valid UTF-8');
        }
        if ([size, compressedSize, localOffset, startDisk].some(Number.isNaN))
            return refuse('not-a-zip', name, 'its zip64 sizes or offset are missing');
        if (startDisk !== 0)
            return refuse('unsupported', name, 'it starts on another disk of a split archive');
        if ((flags & 0x41) !== 0)
            return refuse('unsupported', name, 'it is encrypted');
        if (method !== 0 && method !== 8)
            return refuse('unsupported', name, `compression method ${method} (only stored and deflate are accepted)`);
        const where = entryPath(name);
        if (!where.ok)
            return where;
        const type = (external >>> 16) & S_IFMT;
        if (type === S_IFLNK)
            return refuse('symlink', name, 'it is a symbolic link (Unix mode 0o120000 in its external attributes); only regular files are extracted');
        if (type !== 0 && type !== S_IFREG && type !== S_IFDIR)
            return refuse('special-file', name, `its Unix mode 0o${type.toString(8)} is not a regular file or a directory`);
        const dir = where.value.dir || type === S_IFDIR || (type === 0 && (external & 0x10) !== 0);
        if (!dir && where.value.rel === '')
            return refuse('bad-name', name, 'the name does not name a file');
        if (dir && (size !== 0 || compressedSize > 2))
            return refuse('special-file', name, `it is a directory but carries data (${size} bytes)`);
        if (size > limits.maxExpandedBytes)
            return refuse('expanded-size', name, `it declares ${size} bytes, more than the limit of ${limits.maxExpandedBytes} for the whole archive`);
        declaredTotal += size;
        if (declaredTotal > limits.maxExpandedBytes)
            return refuse('expanded-size', name, `with it the entries declare ${declaredTotal} bytes, more than the limit of ${limits.maxExpandedBytes}`);
        if (method === 0 && compressedSize !== size)
            return refuse('size-mismatch', name, `it is stored (not compressed) but declares ${size} bytes and holds ${compressedSize}`);
        entries.push({ label: name, rel: where.value.rel, dir, method, crc, compressedSize, size, localOffset, nameBytes, dataStart: 0, dataEnd: 0 });
    }
    if (pos !== cdEnd)
        return notZip(`the central directory holds more than the ${total} entries the archive declares`);
    // One path, one entry; a file is never also a directory of another entry's path.
    const byPath = new Map();
    for (const e of entries) {
        if (e.rel === '')
            continue;
        const prior = byPath.get(e.rel);
        if (prior !== undefined) {
            return prior.label === e.label
                ? refuse('duplicate', e.label, 'the archive holds two entries of that name')
                : refuse('collision', e.label, `it maps to the same path ${showName(e.rel)} as entry ${showName(prior.label)}`);
        }
        byPath.set(e.rel, e);
    }
    for (const e of entries) {
        const segments = e.rel.split('/');
        for (let i = 1; i < segments.length; i++) {
            const ancestor = byPath.get(segments.slice(0, i).join('/'));
            if (ancestor !== undefined && !ancestor.dir)
                return refuse('collision', e.label, `it needs ${showName(ancestor.rel)} to be a directory, but entry ${showName(ancestor.label)} is a file`);
        }
    }
    // Local headers: present, naming the same entry, and no two entries' data overlapping.
    for (const e of entries) {
        const at = e.localOffset;
        if (!has(at, 30) || view.getUint32(at, true) !== SIG_LOCAL)
            return refuse('not-a-zip', e.label, 'its local header is missing');
        const n = view.getUint16(at + 26, true);
        const m = view.getUint16(at + 28, true);
        e.dataStart = at + 30 + n + m;
        e.dataEnd = e.dataStart + e.compressedSize;
        if (e.dataEnd > cdOffset)
            return refuse('overlap', e.label, 'its data runs into the central directory or past the end of the file');
        const localName = zip.subarray(at + 30, at + 30 + n);
        if (localName.length !== e.nameBytes.length || localName.some((b, i) => b !== e.nameBytes[i]))
            return refuse('bad-name', e.label, 'its local header gives it another name');
    }
    const byOffset = [...entries].sort((a, b) => a.localOffset - b.localOffset);
    for (let i = 1; i < byOffset.length; i++) {
        const prev = byOffset[i - 1];
        const e = byOffset[i];
        if (e.localOffset < prev.dataEnd)
            return refuse('overlap', e.label, `its header or data overlaps entry ${showName(prev.label)}`);
    }
    return (0,result/* success */.k)(entries);
}

;// CONCATENATED MODULE: ./src/github/zip-extract.ts
// Extracting a zip archive within limits: every entry checked first (zip-directory.ts), then each
// regular file written new, its size and CRC-32 checked as it inflates.







async function writeAll(file, data) {
    for (let done = 0; done < data.length;) {
        const { bytesWritten } = await file.write(data, done, data.length - done);
        if (bytesWritten <= 0)
            throw new Error('the write made no progress');
        done += bytesWritten;
    }
}
/** Write one entry's data to a new file (never an existing one, never through a link), checking its real size and CRC-32. */
async function writeEntry(zip, e, target) {
    let file;
    try {
        file = await (0,promises_.open)(target, 'wx', 0o644);
    }
    catch (error) {
        const err = error;
        if (err.code === 'EEXIST')
            return refuse('collision', e.label, 'a file of that path was already extracted (names that differ only in case or Unicode normalisation are one file on this filesystem)');
        return refuse('write', e.label, `cannot create it: ${err.code ?? err.message}`);
    }
    try {
        const data = zip.subarray(e.dataStart, e.dataEnd);
        let size = 0;
        let crc = 0;
        if (e.method === 0) {
            size = data.length;
            crc = (0,external_node_zlib_.crc32)(data);
            await writeAll(file, data);
        }
        else {
            const inflater = (0,external_node_zlib_.createInflateRaw)();
            inflater.end(data);
            try {
                for await (const chunk of inflater) {
                    size += chunk.length;
                    // The declared size is what the caps were checked against: one byte more is refused at once.
                    if (size > e.size)
                        return refuse('size-mismatch', e.label, `it inflates to more than the ${e.size} bytes it declares`);
                    crc = (0,external_node_zlib_.crc32)(chunk, crc);
                    await writeAll(file, chunk);
                }
            }
            catch (error) {
                return refuse('not-a-zip', e.label, `its data is not valid deflate data (${error.message})`);
            }
        }
        if (size !== e.size)
            return refuse('size-mismatch', e.label, `it holds ${size} bytes, not the ${e.size} it declares`);
        if (crc !== e.crc)
            return refuse('checksum', e.label, 'its CRC-32 does not match its data');
        return null;
    }
    catch (error) {
        const err = error;
        return refuse('write', e.label, `cannot write it: ${err.code ?? err.message}`);
    }
    finally {
        await file.close().catch(() => undefined);
    }
}
/**
 * Extract a zip into dest, an empty (or not yet existing) directory, and return the files written
 * (relative, sorted). Every check that needs no inflating runs before anything is written: the caps,
 * names, types, duplicates and collisions; an entry that then inflates to more than it declares (or
 * fails its CRC) stops the extraction and what was written is removed. Only regular files are
 * written, each with `wx` (never over an existing file, never through a link). Refusals are values
 * naming the entry and the rule; this never throws.
 */
async function extractZip(zip, dest, limits = {}) {
    const lim = artifactLimits(limits);
    if (zip.length > lim.maxCompressedBytes)
        return refuse('compressed-size', null, `${zip.length} bytes, more than the limit of ${lim.maxCompressedBytes}`);
    let read;
    try {
        read = readCentralDirectory(zip, lim);
    }
    catch (error) {
        // Every read is bounds-checked; this is the net under a record that still gets past them.
        return refuse('not-a-zip', null, `unreadable archive (${error.message})`);
    }
    if (!read.ok)
        return read;
    try {
        await (0,promises_.mkdir)(dest, { recursive: true });
        const present = await (0,promises_.readdir)(dest);
        if (present.length > 0)
            return refuse('destination', null, `the extraction directory ${dest} is not empty`);
    }
    catch (error) {
        const err = error;
        return refuse('destination', null, `cannot use ${dest} as the extraction directory: ${err.code ?? err.message}`);
    }
    const files = [];
    for (const e of read.value) {
        if (e.dir)
            continue;
        const target = external_node_path_default().join(dest, ...e.rel.split('/'));
        let refusal;
        try {
            await (0,promises_.mkdir)(external_node_path_default().dirname(target), { recursive: true });
            refusal = await writeEntry(zip, e, target);
        }
        catch (error) {
            const err = error;
            refusal = refuse('write', e.label, `cannot create its directory: ${err.code ?? err.message}`);
        }
        if (refusal !== null) {
            await clearDirectory(dest);
            return refusal;
        }
        files.push(e.rel);
    }
    return (0,result/* success */.k)(files.sort());
}
/** Remove what an extraction wrote (dest was empty before it). */
async function clearDirectory(dest) {
    try {
        for (const name of await (0,promises_.readdir)(dest))
            await (0,promises_.rm)(external_node_path_default().join(dest, name), { recursive: true, force: true });
    }
    catch {
        // Best effort: the caller refuses the archive either way and reads nothing from dest.
    }
}
/** The shallowest `name` among extracted files (upload-artifact keeps the paths below the common ancestor). */
function findExtracted(files, name) {
    const hits = files.filter((f) => f === name || f.endsWith(`/${name}`)).sort((a, b) => a.split('/').length - b.split('/').length || a.localeCompare(b));
    return hits[0] ?? null;
}

;// CONCATENATED MODULE: ./src/github/artifacts.ts
// Workflow-run artifacts through the REST API: find the baseline run (gate.md "artifact" source),
// find a run's artifact by name, download the zip and extract it within limits (the zip may be
// hostile: artifact-limits.ts, zip-names.ts, zip-directory.ts, zip-extract.ts).









/** Runs whose artifact list findBaselineRun checks at most. */
const MAX_CANDIDATE_RUNS = 20;
function fail(message, status = null) {
    return { ok: false, error: { status, method: 'GET', path: '', message } };
}
/**
 * Download one named, unexpired artifact of a run and extract it into dest (an empty directory),
 * within the limits (defaults: DEFAULT_ARTIFACT_LIMITS). A refused archive is an error value whose
 * message names the entry and the rule.
 */
async function downloadRunArtifact(client, repo, runId, name, dest, limits = {}, progress = core_progress/* silentProgress */.RZ) {
    const listed = await namedArtifacts(client, repo, runId, name);
    if (!listed.ok)
        return listed;
    const artifact = listed.data.find((a) => !a.expired);
    if (artifact === undefined)
        return fail(`run ${runId} has no unexpired artifact named "${name}"`);
    return downloadArtifact(client, repo, runId, artifact, dest, limits, progress);
}
/**
 * Download an artifact already listed and extract it into dest: the zip's redirect from the API
 * (through Octokit, not followed), then the blob streamed without the token, with the client's
 * idle timeout and retries (src/github/blob.ts).
 */
async function downloadArtifact(client, repo, runId, artifact, dest, limits = {}, progress = core_progress/* silentProgress */.RZ) {
    const lim = artifactLimits(limits);
    const name = artifact.name;
    if (artifact.size_in_bytes > lim.maxCompressedBytes)
        return fail(`artifact "${name}" of run ${runId} is ${artifact.size_in_bytes} bytes, more than the limit of ${lim.maxCompressedBytes} (rule: compressed-size)`);
    const ticker = progress.start(`artifact ${name}`, artifact.size_in_bytes > 0 ? artifact.size_in_bytes : null, 'bytes');
    let blob;
    try {
        blob = await downloadBlob({
            maxBytes: lim.maxCompressedBytes,
            idleTimeoutMs: client.idleTimeoutMs,
            retries: client.retries,
            // plugin-retry's backoff, (n)² s, on the client's scaled clock
            pause: (n) => client.pause(n * n * 1000),
            onBytes: (n) => ticker.tick(n),
            onRetry: (m) => client.tell(m),
            location: async () => {
                const res = await client.call('actions: read', (o) => o.rest.actions.downloadArtifact({ ...repo, artifact_id: artifact.id, archive_format: 'zip', request: { redirect: 'manual' } }));
                if (!res.ok)
                    return { ok: false, status: res.error.status, message: res.error.message };
                const location = res.headers.location;
                if (res.status < 300 || res.status >= 400 || typeof location !== 'string')
                    return { ok: false, status: res.status, message: `the artifact's download answered HTTP ${res.status} without a redirect to the blob` };
                return { ok: true, url: new URL(location, client.baseUrl).toString() };
            },
        });
    }
    finally {
        ticker.done();
    }
    if (!blob.ok)
        return fail(`artifact "${name}" of run ${runId}: ${blob.message}`, blob.status);
    const extracted = await extractZip(blob.data, dest, lim);
    if (!extracted.ok)
        return fail(`artifact "${name}" of run ${runId}: ${extracted.diagnostics[0].message}`);
    return { ok: true, data: { artifact, files: extracted.value }, status: 200, headers: {} };
}
/**
 * The latest successful trusted run (isTrustedBaselineRun) of the triggering workflow on the base
 * branch that still has the artifact, preferring the run at the merge-base commit; otherwise walking
 * back from the merge base (runs created no later than the merge-base commit), and last the newest
 * trusted run (also when the merge base cannot be determined; the result says why). The run list is
 * read only as far as needed (q.runs keeps what was read, for the history).
 */
async function findBaselineRun(client, q) {
    let mergeBase = null;
    let mergeBaseDate = null;
    let mergeBaseUnknown = q.baseSha === null || q.headSha === null ? "the pull request's base and head commits are not known" : null;
    if (q.baseSha !== null && q.headSha !== null) {
        const basehead = `${q.baseSha}...${q.headSha}`;
        const cmp = await client.call('contents: read', (o) => o.rest.repos.compareCommitsWithBasehead({ ...q.repo, basehead, per_page: 1 }));
        if (cmp.ok) {
            mergeBase = cmp.data.merge_base_commit?.sha ?? null;
            mergeBaseDate = cmp.data.merge_base_commit?.commit?.committer?.date ?? null;
        }
        else if (cmp.error.status !== 404 && cmp.error.status !== 422) {
            // 404/422: the commits are gone or unrelated (force push), so there is no merge base to prefer;
            // anything else is an API failure the lookup cannot go on from.
            return cmp;
        }
        else
            mergeBaseUnknown = `the compare API answered HTTP ${cmp.error.status} for ${q.baseSha.slice(0, 12)}...${q.headSha.slice(0, 12)}`;
        if (cmp.ok && mergeBase === null)
            mergeBaseUnknown = 'the compare API gave no merge-base commit';
    }
    const atMergeBase = (r) => r.head_sha === mergeBase && isTrustedBaselineRun(r, q.repo);
    while (q.runs.more && !(mergeBase !== null && q.runs.runs.some(atMergeBase))) {
        const page = await q.runs.next(client);
        if (!page.ok)
            return page;
    }
    // The `branch` filter matches the head branch of any run, a fork PR's from its own `main` too.
    const succeeded = q.runs.runs.filter((r) => r.conclusion === null || r.conclusion === 'success');
    const successful = succeeded.filter((r) => isTrustedBaselineRun(r, q.repo));
    const untrusted = succeeded.length - successful.length;
    const atBase = successful.filter((r) => r.head_sha === mergeBase);
    const cutoff = mergeBaseDate === null ? null : Date.parse(mergeBaseDate);
    const before = successful.filter((r) => r.head_sha !== mergeBase && cutoff !== null && Date.parse(r.created_at) <= cutoff);
    const rest = successful.filter((r) => !atBase.includes(r) && !before.includes(r));
    const byNewest = (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id;
    // Each candidate costs one request: look at the 20 best at most.
    for (const run of [...atBase.sort(byNewest), ...before.sort(byNewest), ...rest.sort(byNewest)].slice(0, MAX_CANDIDATE_RUNS)) {
        const listed = await namedArtifacts(client, q.repo, run.id, q.artifactName);
        if (!listed.ok)
            return listed;
        const artifact = listed.data.find((a) => !a.expired);
        if (artifact !== undefined)
            return { ok: true, data: { run, artifact, atMergeBase: run.head_sha === mergeBase, mergeBase, mergeBaseUnknown, untrusted }, status: 200, headers: {} };
    }
    return { ok: true, data: null, status: 200, headers: {} };
}

;// CONCATENATED MODULE: ./src/github/baseline.ts
// The `artifact` baseline source: the results artifact of the triggering workflow's latest
// successful run on the PR's base branch (gate.md "Baseline").



async function loadArtifactBaseline(client, q) {
    const found = await findBaselineRun(client, q);
    // Only a clean "no such run" is a missing baseline; an API error is an error (exit 2), never a quiet pass.
    if (!found.ok)
        return { kind: 'error', message: `could not look up the baseline run: ${found.error.message}` };
    if (found.data === null)
        return { kind: 'missing', message: `no successful run of this workflow on ${q.runs.branch} has an unexpired artifact "${q.artifactName}"` };
    const { run, artifact } = found.data;
    // The artifact the lookup found: its list is not asked for again.
    const dl = await downloadArtifact(client, q.repo, run.id, artifact, q.dest, q.limits, q.progress);
    if (!dl.ok)
        return { kind: 'error', message: `could not download the baseline artifact of run ${run.id}: ${dl.error.message}` };
    const results = findExtracted(dl.data.files, 'results.json');
    if (results === null)
        return { kind: 'error', message: `artifact "${q.artifactName}" of run ${run.id} holds no results.json` };
    const notes = [];
    if (found.data.mergeBaseUnknown !== null)
        notes.push(`the merge base could not be determined (${found.data.mergeBaseUnknown}): the newest trusted run was used`);
    if (found.data.untrusted > 0)
        notes.push(`${found.data.untrusted} successful run(s) on ${q.runs.branch} were not considered: only push, schedule and workflow_dispatch runs of this repository are trusted`);
    return loadBaselineFile(external_node_path_default().join(q.dest, ...results.split('/')), 'artifact', {
        env: q.env,
        location: `${q.artifactName} (run ${run.id}${found.data.atMergeBase ? ', at the merge base' : ''})`,
        runUrl: run.html_url,
        run: { id: run.id, event: run.event, branch: run.head_branch, sha: run.head_sha },
        notes,
    });
}

;// CONCATENATED MODULE: ./src/action/context.ts
// What every mode of the action works with, read once by main.ts.


/** The action's log; progress (downloads, long suites) as plain lines on stderr, as in any CI log (core/progress.ts). */
const log = { info: (m) => core/* info */.pq(m), warn: (m) => core/* warning */.$e(m), progress: (0,core_progress/* progressFor */.L7)(process.env, process.stderr) };

// EXTERNAL MODULE: ./src/core/logger.ts
var logger = __webpack_require__(1227);
;// CONCATENATED MODULE: ./src/action/baseline.ts
// The gate's settings and baseline in the action: the config's `gate` section with the action
// inputs over it, and the baseline from a file or from the base branch's artifact.












/** The gate section with the action inputs applied over the config. */
function gateWithInputs(gate, settings) {
    const g = gate ?? {};
    const baseline = { ...(g.baseline ?? {}) };
    if (settings.baseline !== null) {
        baseline.source = settings.baseline.source;
        if (settings.baseline.path !== null)
            baseline.path = settings.baseline.path;
    }
    if (settings.baselineMaxAgeDays !== null)
        baseline.maxAgeDays = settings.baselineMaxAgeDays;
    baseline.artifactName = settings.artifactName;
    return { ...g, baseline, onMissingBaseline: settings.onMissingBaseline ?? g.onMissingBaseline, history: settings.history ?? g.history };
}
/** The `gate` section of the workspace's config, if one is there and valid (report mode scores nothing). */
async function configGate(run) {
    const resolved = await resolveConfig(run.settings.config, run.cwd, run.catalog);
    if (!resolved.ok) {
        log.warn(`config not usable, gate defaults apply: ${resolved.diagnostics.slice(0, 3).map(core_diagnostics/* formatDiagnostic */.xy).join('; ')}`);
        return undefined;
    }
    return resolved.value.config.gate;
}
/** The base branch's run list of a query: one per job, read by the baseline lookup and then the history (issue #25). */
const runLists = new WeakMap();
/** The successful runs of the triggering workflow on the PR's base branch, shared by everything that asks with the same query. */
async function baseBranchRuns(query, client, repo) {
    const known = runLists.get(query);
    if (known !== undefined)
        return (0,result/* success */.k)(known);
    if (query.pr === null)
        return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'baseline', message: 'there is no pull request, so no base branch' }));
    const workflow = await query.workflow(client, repo);
    if (!workflow.ok)
        return workflow;
    const runs = new BaseBranchRuns(repo, workflow.value, query.pr.baseRef);
    runLists.set(query, runs);
    return (0,result/* success */.k)(runs);
}
async function loadBaseline(gate, cwd, run, query) {
    const { client, ctx } = run;
    const resolved = resolveGateConfig(gate);
    if (resolved.baseline.source !== 'artifact')
        return loadConfiguredBaseline(resolved, { cwd, env: process.env });
    if (client === null || ctx.repo === null)
        return { kind: 'error', message: 'baseline source "artifact" needs the `github-token` input and GITHUB_REPOSITORY' };
    if (query.pr === null)
        return { kind: 'missing', message: 'baseline source "artifact" compares a pull request with its base branch; this run is not for a pull request' };
    const runs = await baseBranchRuns(query, client, ctx.repo);
    if (!runs.ok)
        return { kind: 'error', message: runs.diagnostics.map((d) => d.message).join('; ') };
    return loadArtifactBaseline(client, {
        repo: ctx.repo,
        runs: runs.value,
        baseSha: query.pr.baseSha || null,
        headSha: query.headSha,
        artifactName: resolved.baseline.artifactName,
        limits: query.limits,
        dest: await (0,promises_.mkdtemp)(external_node_path_default().join(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'bench-baseline-')),
        env: process.env,
        progress: (0,logger/* progressOf */.jA)(log),
    });
}
/** The triggering workflow of this run (for the artifact baseline), from the run itself; or why it is unknown. */
async function currentWorkflow(client, repo, runId) {
    if (runId === null)
        return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'baseline', message: 'baseline source "artifact" needs GITHUB_RUN_ID (the run whose workflow is looked up)' }));
    const path = `/repos/${repo.owner}/${repo.repo}/actions/runs/${runId}`;
    const found = await client.call('actions: read', (o) => o.rest.actions.getWorkflowRun({ ...repo, run_id: runId }));
    if (!found.ok)
        return (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'baseline', message: `could not look up this run's workflow: ${found.error.message}` }));
    const id = found.data?.workflow_id;
    return typeof id === 'number' ? (0,result/* success */.k)(id) : (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'baseline', message: `GET ${path} gave no workflow_id` }));
}

// EXTERNAL MODULE: ./node_modules/bottleneck/light.js
var light = __webpack_require__(3251);
var light_default = /*#__PURE__*/__webpack_require__.n(light);
// EXTERNAL MODULE: ./src/core/secrets.ts
var secrets = __webpack_require__(8198);
;// CONCATENATED MODULE: ./src/github/conditional.ts
// Conditional requests for the run and artifact lists (docs/gate.md "History: where it comes
// from"): an Octokit plugin that keeps each list page's answer with its ETag in a folder and asks
// again with If-None-Match; GitHub answers an unchanged page 304, which it does not count against
// the rate limit, and the kept page is used, with the 304's own headers (the rate limit read there).
// The folder is no more trusted than the API: only the fields read are kept, checked again when read.





/** A kept answer larger than this is ignored. */
const MAX_KEPT_BYTES = 4 * 1024 * 1024;
/** The lists kept: their path and the array of the answer, with what keeps an item's fields. */
const LISTS = [
    { path: /^\/repos\/[^/]+\/[^/]+\/actions\/workflows\/[^/]+\/runs$/, key: 'workflow_runs', slim: slimRun },
    { path: /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/\d+\/artifacts$/, key: 'artifacts', slim: slimArtifact },
];
function keptFile(root, url) {
    return external_node_path_default().join(root, 'etags', `${(0,external_node_crypto_.createHash)('sha256').update(url).digest('hex').slice(0, 40)}.json`);
}
async function readKept(file, url, slim) {
    try {
        const info = await (0,promises_.lstat)(file);
        if (!info.isFile() || info.size > MAX_KEPT_BYTES)
            return null;
        const v = JSON.parse(await (0,promises_.readFile)(file, 'utf8'));
        if (v.url !== url || typeof v.etag !== 'string' || !(v.link === null || typeof v.link === 'string') || typeof v.total !== 'number' || !Array.isArray(v.items))
            return null;
        const items = v.items.map(slim);
        return items.every((x) => x !== null) ? { url, etag: v.etag, link: v.link, total: v.total, items } : null;
    }
    catch {
        return null; // none kept, or unreadable: an unconditional request
    }
}
/** The plugin: `root` is the folder the answers are kept in (the history cache's). */
function conditionalRequests(root) {
    return (octokit) => {
        octokit.hook.wrap('request', async (request, options) => {
            if (options.method !== 'GET')
                return request(options);
            const url = octokit.request.endpoint.parse(options).url;
            const list = LISTS.find((l) => l.path.test(new URL(url).pathname.replace(/^\/api\/v3(?=\/)/, '')));
            if (list === undefined)
                return request(options);
            const file = keptFile(root, url);
            const kept = await readKept(file, url, list.slim);
            if (kept !== null)
                options.headers['if-none-match'] = kept.etag;
            try {
                const res = await request(options);
                const items = res.data?.[list.key];
                const etag = res.headers.etag;
                if (typeof etag === 'string' && Array.isArray(items)) {
                    const slimmed = items.map(list.slim).filter((x) => x !== null);
                    const link = typeof res.headers.link === 'string' ? res.headers.link : null;
                    const total = Number(res.data.total_count ?? slimmed.length);
                    await (0,atomic/* writeFileAtomic */.Zf)(file, JSON.stringify({ url, etag, link, total, items: slimmed })).catch(() => undefined);
                }
                return res;
            }
            catch (error) {
                const e = error;
                if (kept === null || e.status !== 304 || e.response === undefined)
                    throw error;
                // Unchanged: the kept page, with this answer's headers (rate limit) and the kept link to the next page.
                const headers = { ...e.response.headers, ...(kept.link !== null ? { link: kept.link } : {}) };
                return { status: 200, url, headers, data: { total_count: kept.total, [list.key]: kept.items } };
            }
        });
    };
}

;// CONCATENATED MODULE: ./src/github/client.ts
// GitHub's REST API through Octokit: @actions/github's getOctokit with @octokit/plugin-retry and
// @octokit/plugin-throttling (issue #25; docs/gate.md "Retries, rate limits and downloads"). The plugins do
// the retries, the rate-limit waits and the pagination. What is the project's own: errors as values
// that name the missing `permissions:` entry, the token scrubbed from every message, the API
// version pinned, a timeout per attempt, the waits scaled for tests and every retry told.



/** The REST API version every request asks for (`X-GitHub-Api-Version`). */
const API_VERSION = '2022-11-28';
/** Retries after the first attempt (plugin-retry waits 1 s, 4 s, 9 s: (n)² seconds). */
const DEFAULT_RETRIES = 3;
/** One attempt of an API request that takes longer fails (and is retried like a network error). */
const DEFAULT_TIMEOUT_MS = 30_000;
/** The longest wait for a primary rate limit's reset; a later reset fails the request. */
const MAX_RATE_LIMIT_WAIT_MS = 300_000;
/** The longest wait for a secondary rate limit (`Retry-After`, else GitHub's 60 s). */
const MAX_SECONDARY_WAIT_MS = 60_000;
/**
 * Statuses plugin-retry leaves alone: client errors, and 403/429, which plugin-throttling judges
 * (a rate limit is waited out, a refusal is final).
 */
const DO_NOT_RETRY = [400, 401, 403, 404, 409, 410, 422, 429, 451];
/** No byte of an artifact download for this long ends the attempt, unless BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S says otherwise. */
const DEFAULT_IDLE_TIMEOUT_MS = 30_000;
const FORK_NOTE = 'Pull requests from forks get a read-only GITHUB_TOKEN whatever the workflow asks for, so a fork PR cannot be commented on ' +
    'from its own `pull_request` run: use `mode: score` there and `mode: report` in a `workflow_run` workflow (docs/gate.md).';
/** Why a 403/404 happened, in terms of the `permissions:` block the workflow needs. */
function explainFailure(status, need) {
    if (status === 401)
        return 'the token was rejected (401): check the `github-token` input';
    if ((status === 403 || status === 404) && need !== null) {
        return `the token lacks \`${need}\` (HTTP ${status}; GitHub answers 404 instead of 403 for resources a token may not see). Add \`${need}\` to the job's \`permissions:\`. ${FORK_NOTE}`;
    }
    return '';
}
function seconds(ms) {
    return `${Math.round(ms / 100) / 10} s`;
}
function isRequestError(error) {
    return typeof error === 'object' && error !== null && typeof error.status === 'number';
}
/** Whether an answer is a rate limit: the primary one is exhausted, or GitHub names a secondary one. */
function rateLimitOf(status, headers, message) {
    if (status !== 403 && status !== 429)
        return null;
    if (/\bsecondary rate\b/i.test(message))
        return 'secondary';
    return String(headers?.['x-ratelimit-remaining'] ?? '') === '0' ? 'primary' : null;
}
/** The network failure behind Octokit's "500" for a request that got no answer. */
function networkMessage(error) {
    const e = error;
    const cause = e.cause?.cause?.message ?? e.cause?.cause?.code ?? e.cause?.code;
    const own = e.message ?? String(error);
    return cause && !own.includes(cause) ? `${own} (${cause})` : own;
}
/**
 * The innermost hook of every request (so it sees each attempt the plugins send): the API version
 * header, a fresh timeout per attempt, each retry told with why, and the attempts counted on the error.
 */
function attemptsPlugin(timeoutMs, retries, token, onRetry) {
    return (octokit) => {
        const last = new WeakMap();
        octokit.hook.wrap('request', async (request, options) => {
            const seen = last.get(options) ?? { n: 0, why: '' };
            last.set(options, seen);
            seen.n += 1;
            if (seen.n > 1)
                onRetry?.(`retry ${seen.n - 1} of ${retries} after ${seen.why}`);
            options.headers['x-github-api-version'] = API_VERSION;
            options.request = { ...options.request, signal: AbortSignal.timeout(timeoutMs) };
            try {
                return await request(options);
            }
            catch (error) {
                if (isRequestError(error)) {
                    error.benchCheckAttempts = seen.n;
                    const url = `${error.request?.method ?? options.method} ${error.request?.url ?? options.url}`;
                    seen.why = error.response ? `${url} → HTTP ${error.status} (${(0,secrets/* scrubSecrets */.Z)(error.message, [token], 200)})` : `${url} failed: ${networkMessage(error)}`;
                }
                throw error;
            }
        });
    };
}
/** A Bottleneck group spacing requests `ms` apart, as plugin-throttling's own but with the scaled time. */
function spaced(ms) {
    return new (light_default()).Group({ maxConcurrent: 1, minTime: ms });
}
/**
 * A GitHub REST client: an Octokit (`octokit`, typed from @octokit/openapi-types) and `call` /
 * `list`, which turn its answers and errors into values. Made by `createGitHubClient`.
 */
class GitHubClient {
    octokit;
    token;
    baseUrl;
    retries;
    /** Multiplies the waits of the plugins and of this program's own (the comment check, the download resumption). */
    timeScale;
    idleTimeoutMs;
    onRetry;
    constructor(octokit, token, opts) {
        this.octokit = octokit;
        this.token = token;
        this.baseUrl = opts.baseUrl;
        this.retries = opts.retries;
        this.timeScale = opts.timeScale;
        this.idleTimeoutMs = opts.idleTimeoutMs;
        this.onRetry = opts.onRetry;
    }
    /** Tell about a retry or a wait (the action writes it on stderr). */
    tell(message) {
        this.onRetry?.(message);
    }
    /** Wait `ms` on the client's scaled clock: the backoff of plugin-retry, for the retries that are this program's own. */
    async pause(ms) {
        const scaled = ms * this.timeScale;
        if (scaled > 0)
            await new Promise((resolve) => setTimeout(resolve, scaled));
    }
    /** An Octokit error as a value: status, method and URL, attempts, the permission a 403/404 most likely lacks, rate limits marked. */
    apiError(error, need) {
        if (!isRequestError(error))
            throw error;
        const method = error.request?.method ?? 'GET';
        const url = error.request?.url ?? '';
        const path = url.startsWith(this.baseUrl) ? url.slice(this.baseUrl.length) : url;
        const attempts = error.benchCheckAttempts ?? 1;
        const tries = attempts > 1 ? ` after ${attempts} attempts` : '';
        if (error.response === undefined) {
            return { status: null, method, path, message: `${method} ${url} failed: ${(0,secrets/* scrubSecrets */.Z)(networkMessage(error), [this.token], 300)}${tries}`, attempts };
        }
        const detail = (0,secrets/* scrubSecrets */.Z)(error.message, [this.token], 300);
        const head = `${method} ${url} → HTTP ${error.status}${detail ? ` (${detail})` : ''}`;
        const limit = rateLimitOf(error.status, error.response.headers, error.message);
        if (limit !== null) {
            const reset = Number(error.response.headers['x-ratelimit-reset']);
            const when = limit === 'primary' && Number.isFinite(reset) && reset > 0 ? `; the rate limit resets at ${new Date(reset * 1000).toISOString()}` : '';
            const kind = limit === 'primary' ? 'rate limit exhausted' : 'secondary rate limit';
            return { status: error.status, method, path, message: `${head}: ${kind}${when}${tries}`, attempts, rateLimited: true };
        }
        const why = explainFailure(error.status, need);
        return { status: error.status, method, path, message: `${head}${tries}${why ? `: ${why}` : ''}`, attempts };
    }
    /** One request (`send`, with the Octokit): its answer, or its error as a value. `need`: the permission a 403/404 means is missing. */
    async call(need, send) {
        try {
            const res = await send(this.octokit);
            return { ok: true, data: res.data, status: res.status, headers: res.headers };
        }
        catch (error) {
            return { ok: false, error: this.apiError(error, need) };
        }
    }
    /**
     * The items of a paginated list (`pages`: an Octokit `paginate.iterator`), page after page until
     * `until` holds for a page or `maxPages` were read. Each page is retried on its own.
     */
    async list(need, pages, opts = {}) {
        const all = [];
        let headers = {};
        let read = 0;
        try {
            for await (const page of pages(this.octokit)) {
                all.push(...page.data);
                headers = page.headers;
                read += 1;
                if (opts.until?.(page.data) === true || read >= (opts.maxPages ?? 100))
                    break;
            }
        }
        catch (error) {
            return { ok: false, error: this.apiError(error, need) };
        }
        return { ok: true, data: all, status: 200, headers };
    }
}
/**
 * The client of GitHub's API at `baseUrl`: @actions/github's Octokit (imported here, not at start:
 * it reads the event payload as it loads, which main.ts checks first), retried by plugin-retry,
 * rate limits handled by plugin-throttling, every request through the global `fetch` (and so the
 * proxy the environment names, src/core/proxy.ts).
 */
async function createGitHubClient(opts) {
    const [{ getOctokit }, { retry }, { throttling }] = await Promise.all([__webpack_require__.e(/* import() */ 395).then(__webpack_require__.bind(__webpack_require__, 2395)), __webpack_require__.e(/* import() */ 735).then(__webpack_require__.bind(__webpack_require__, 9735)), __webpack_require__.e(/* import() */ 856).then(__webpack_require__.bind(__webpack_require__, 6856))]);
    const baseUrl = (opts.baseUrl ?? 'https://api.github.com').replace(/\/+$/, '');
    const retries = Math.max(0, Math.floor(opts.retries ?? DEFAULT_RETRIES));
    const scale = opts.timeScale !== undefined && Number.isFinite(opts.timeScale) && opts.timeScale >= 0 ? opts.timeScale : 1;
    const maxWait = opts.maxRateLimitWaitMs !== undefined && opts.maxRateLimitWaitMs >= 0 ? opts.maxRateLimitWaitMs : Number.POSITIVE_INFINITY;
    const onRetry = opts.onRetry;
    /** plugin-throttling asks whether to wait `retryAfter` seconds for a rate limit: within the caps and the retries, yes. */
    const rateLimited = (kind) => (retryAfter, options, octokit, retryCount) => {
        const wait = retryAfter * 1000;
        const cap = Math.min(kind === 'primary' ? MAX_RATE_LIMIT_WAIT_MS : MAX_SECONDARY_WAIT_MS, maxWait);
        if (retryCount >= retries || wait > cap)
            return false;
        const what = kind === 'primary' ? 'rate limit exhausted' : 'secondary rate limit';
        const url = octokit.request.endpoint.parse(options).url;
        onRetry?.(`${options.method ?? 'GET'} ${url}: ${what}; waiting ${seconds(wait)} before retry ${retryCount + 1} of ${retries}`);
        return true;
    };
    const plugins = [];
    if (opts.listCache !== undefined)
        plugins.push(conditionalRequests(opts.listCache));
    plugins.push(attemptsPlugin(opts.timeoutMs ?? DEFAULT_TIMEOUT_MS, retries, opts.token, onRetry), retry, throttling);
    const octokit = getOctokit(opts.token, {
        baseUrl,
        userAgent: opts.userAgent ?? 'bench-check',
        // The global fetch: no agent of its own, so the proxy dispatcher (src/core/proxy.ts) applies.
        request: { fetch: (url, init) => fetch(url, init) },
        retry: { retries, doNotRetry: [...DO_NOT_RETRY], retryAfterBaseValue: 1000 * scale },
        throttle: {
            retryAfterBaseValue: 1000 * scale,
            onRateLimit: rateLimited('primary'),
            onSecondaryRateLimit: rateLimited('secondary'),
            // Writes 1 s apart and comments 3 s apart, as GitHub asks, on the scaled clock.
            ...(scale !== 1 ? { write: spaced(1000 * scale), notifications: spaced(3000 * scale) } : {}),
        },
        // Octokit's own warnings (a deprecated endpoint) on stderr, never its debug lines.
        log: { debug: () => undefined, info: () => undefined, warn: (m) => void process.stderr.write(`bench-check: ${m}\n`), error: () => undefined },
    }, ...plugins);
    const idleTimeoutMs = opts.idleTimeoutMs !== undefined && opts.idleTimeoutMs > 0 ? opts.idleTimeoutMs : DEFAULT_IDLE_TIMEOUT_MS;
    return new GitHubClient(octokit, opts.token, { baseUrl, retries, timeScale: scale, idleTimeoutMs, onRetry });
}
/**
 * The action's client: GITHUB_API_URL, retries told on stderr, BENCH_CHECK_GITHUB_RETRY_SCALE (a
 * number ≥ 0 multiplying every wait; for tests, docs/maintainers.md), BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S
 * (a number > 0; docs/gate.md "Retries, rate limits and downloads"). Anything else in them is ignored. `extra` overrides any option.
 */
function clientOptionsFromEnv(env, token, extra = {}) {
    const number = (text) => (text !== undefined && /^\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : null);
    const scale = number(env.BENCH_CHECK_GITHUB_RETRY_SCALE);
    const idle = number(env.BENCH_CHECK_DOWNLOAD_IDLE_TIMEOUT_S);
    return {
        token,
        ...(env.GITHUB_API_URL ? { baseUrl: env.GITHUB_API_URL } : {}),
        ...(scale !== null ? { timeScale: scale } : {}),
        ...(idle !== null && idle > 0 ? { idleTimeoutMs: idle * 1000 } : {}),
        onRetry: (message) => void process.stderr.write(`bench-check: ${message}\n`),
        ...extra,
    };
}

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
    if (typeof d.run !== 'object' || d.run === null || typeof d.run.configHash !== 'string' || typeof d.run.createdAt !== 'string')
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
    if (doc.run.shard !== null && doc.run.shard !== undefined && doc.run.shard.total > 1)
        return `one shard (${doc.run.shard.index}/${doc.run.shard.total}) of a run, not the merged document`;
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
/** "12 runs, 3 skipped (2 × config hash differs, 1 × incomplete run)": what a history holds, in words. */
function history_describeHistoryLoad(history) {
    const n = history.runs.length;
    const head = `${n} run${n === 1 ? '' : 's'}`;
    if (history.skipped.length === 0)
        return head;
    const byWhy = new Map();
    for (const s of history.skipped) {
        const key = s.why.replace(/ \(.*$/, '');
        byWhy.set(key, (byWhy.get(key) ?? 0) + 1);
    }
    return `${head}, ${history.skipped.length} skipped (${[...byWhy].map(([why, k]) => `${k} × ${why}`).join(', ')})`;
}

;// CONCATENATED MODULE: ./src/github/history.ts
// The base branch's history from its results artifacts (issue #18; docs/gate.md "History: where it
// comes from"): the results.json of the last N trusted runs of the workflow on the base branch,
// newest first, handed to selectHistory (src/gate/history.ts), which keeps the comparable ones.
//
// - Trust as for the baseline (isTrustedBaselineRun): successful push/schedule/workflow_dispatch
//   runs of this repository on the base branch, of the same workflow. Any other run is skipped
//   with a reason and nothing of it is requested.
// - Everything from an artifact or the cache is hostile: the zip within the artifact limits,
//   results.json at most MAX_HISTORY_DOCUMENT_BYTES, schema-validated, items files not used.
// - Requests: the base branch's run list is the one the baseline lookup read (BaseBranchRuns),
//   extended only as far as needed; a run's artifact is found with the API's `name` filter; lists
//   are conditional requests when answers are kept (src/github/conditional.ts); a run's results.json
//   is cached by run id and never fetched again; the baseline's is the one already read and checked.
// - History is an extra: nothing here fails the run. A rate limit cuts it short (`cutShort`).









/** A results.json of a past run larger than this is not read (one is ~50 KB for five suites). */
const MAX_HISTORY_DOCUMENT_BYTES = 16 * 1024 * 1024;
/** Requests left in the rate limit below which the history stops, keeping them for the comment. */
const HISTORY_RATE_RESERVE = 50;
/** Trusted runs looked at at most for a history of `limit` runs (some have another config, or no artifact). */
function maxHistoryCandidates(limit) {
    return Math.max(2 * limit, limit + 10);
}
/**
 * Where the history cache lives: `$RUNNER_TOOL_CACHE/bench-check` (kept between jobs on
 * self-hosted runners; on GitHub-hosted ones only for the job unless restored by actions/cache),
 * else `$RUNNER_TEMP/bench-check`, else the system's temporary directory.
 */
function historyCacheRoot(env) {
    return external_node_path_default().join(env.RUNNER_TOOL_CACHE || env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'bench-check');
}
/** One path segment from a name (owner, repository, artifact): never empty, `.`, `..` or holding a separator. */
function segment(name) {
    const s = encodeURIComponent(name);
    return s === '' ? '%00' : /^\.+$/.test(s) ? s.replace(/\./g, '%2E') : s;
}
/** The cached results.json of a run: `<root>/history/<owner>/<repo>/<artifact>/<runId>.json`. */
function cachedDocumentPath(root, repo, artifactName, runId) {
    return external_node_path_default().join(root, 'history', segment(repo.owner), segment(repo.repo), segment(artifactName), `${runId}.json`);
}
/** A results.json of a past run, checked like a downloaded one: a regular file, size-capped, schema-valid; its items files are not used. */
async function readHistoryDocument(file) {
    let size;
    try {
        const info = await (0,promises_.lstat)(file);
        if (!info.isFile())
            return { ok: false, why: 'results.json is not a regular file' };
        size = info.size;
    }
    catch (error) {
        return { ok: false, why: `results.json cannot be read (${error.code ?? String(error)})` };
    }
    if (size > MAX_HISTORY_DOCUMENT_BYTES)
        return { ok: false, why: `results.json is ${size} bytes, more than the ${MAX_HISTORY_DOCUMENT_BYTES} read for the history` };
    const read = await (0,json_read/* readJsonFile */.JE)(file, 'results');
    if (!read.ok)
        return { ok: false, why: `not a valid results document (${read.diagnostics.slice(0, 2).map(core_diagnostics/* formatDiagnostic */.xy).join('; ')})` };
    // Only run-level values are history: no items file of a past run is ever opened.
    const doc = { ...read.value, suites: read.value.suites.map(({ itemsFile: _, ...suite }) => suite) };
    return { ok: true, doc };
}
/** Why a run listed for the base branch is not part of its history, or null when it may be. */
function untrustedHistoryRun(run, q) {
    if (!TRUSTED_BASELINE_EVENTS.has(run.event))
        return `a ${run.event || 'unknown'} run: only push, schedule and workflow_dispatch runs of this repository are trusted`;
    if (!isTrustedBaselineRun(run, q.repo))
        return 'a run from another repository (a fork): not trusted';
    if (run.conclusion !== null && run.conclusion !== 'success')
        return `not successful (${run.conclusion})`;
    if (run.head_branch !== q.baseBranch)
        return `not on ${q.baseBranch}`;
    if (typeof q.workflowId === 'number' && run.workflow_id !== q.workflowId)
        return 'another workflow';
    return null;
}
/** Whether an answer says fewer than HISTORY_RATE_RESERVE requests are left. */
function reserveLow(headers) {
    const remaining = Number(headers['x-ratelimit-remaining'] ?? 'NaN');
    return Number.isFinite(remaining) && remaining < HISTORY_RATE_RESERVE;
}
function historyRun(run, doc) {
    return { id: String(run.id), sha: run.head_sha || null, createdAt: doc.run.createdAt, url: run.html_url.startsWith('https://') ? run.html_url : null, doc };
}
/** The cached document of a run, or null (none, or one that no longer passes the checks: removed). */
async function fromCache(file, log) {
    try {
        await (0,promises_.lstat)(file);
    }
    catch {
        return null;
    }
    const read = await readHistoryDocument(file);
    if (read.ok)
        return read.doc;
    log.warn(`history: the cached ${external_node_path_default().basename(file)} is not used: ${read.why}`);
    await (0,promises_.rm)(file, { force: true }).catch(() => undefined);
    return null;
}
async function remember(file, from, log) {
    try {
        await (0,atomic/* writeFileAtomic */.Zf)(file, await (0,promises_.readFile)(from));
    }
    catch (error) {
        log.warn(`history: cannot cache ${external_node_path_default().basename(file)} (${error.code ?? String(error)})`);
    }
}
/** One trusted run's document: from the baseline, the cache or its artifact. `offline`: no request may be made. */
async function fetchRun(client, q, run, offline, reserve) {
    const cacheFile = cachedDocumentPath(q.cacheRoot, q.repo, q.artifactName, run.id);
    const cached = await fromCache(cacheFile, q.log);
    if (cached !== null)
        return { kind: 'run', run: historyRun(run, cached), from: 'cache' };
    if (q.baseline !== null && q.baseline.runId === run.id) {
        // Read and checked once, as the baseline; only its run-level values are history.
        const doc = { ...q.baseline.doc, suites: q.baseline.doc.suites.map(({ itemsFile: _, ...suite }) => suite) };
        await remember(cacheFile, q.baseline.resultsFile, q.log);
        return { kind: 'run', run: historyRun(run, doc), from: 'baseline' };
    }
    if (offline)
        return { kind: 'offline' };
    const listed = await namedArtifacts(client, q.repo, run.id, q.artifactName);
    if (!listed.ok)
        return listed.error.rateLimited ? { kind: 'stop', error: listed.error } : { kind: 'skip', why: `its artifacts could not be listed (${listed.error.status === null ? 'no answer' : `HTTP ${listed.error.status}`})` };
    if (reserveLow(listed.headers))
        reserve.low = true;
    const artifact = listed.data.find((a) => !a.expired);
    if (artifact === undefined)
        return { kind: 'skip', why: listed.data.length > 0 ? 'artifact expired (GitHub keeps artifacts 90 days by default)' : `no artifact "${q.artifactName}"` };
    const dest = await (0,promises_.mkdtemp)(external_node_path_default().join(q.tempDir, `run-${run.id}-`));
    try {
        const dl = await downloadArtifact(client, q.repo, run.id, artifact, dest, q.limits);
        if (!dl.ok) {
            if (dl.error.rateLimited)
                return { kind: 'stop', error: dl.error };
            if (dl.error.status === 410)
                return { kind: 'skip', why: 'artifact expired (GitHub keeps artifacts 90 days by default)' };
            return { kind: 'skip', why: dl.error.status === null ? `artifact refused: ${dl.error.message}` : `artifact download failed (HTTP ${dl.error.status})` };
        }
        const rel = findExtracted(dl.data.files, 'results.json');
        if (rel === null)
            return { kind: 'skip', why: 'the artifact holds no results.json' };
        const file = external_node_path_default().join(dest, ...rel.split('/'));
        const read = await readHistoryDocument(file);
        if (!read.ok)
            return { kind: 'skip', why: read.why };
        await remember(cacheFile, file, q.log);
        return { kind: 'run', run: historyRun(run, read.doc), from: 'download' };
    }
    finally {
        await (0,promises_.rm)(dest, { recursive: true, force: true }).catch(() => undefined);
    }
}
/**
 * The history of the base branch from the workflow's artifacts (see the file comment). Never
 * fails: API errors skip a run or, for the runs list and rate limits, cut the history short.
 */
async function loadArtifactHistory(client, q) {
    const candidates = [];
    const skipped = [];
    if (!(q.limit > 0))
        return { history: { runs: [], skipped }, cutShort: null };
    const maxCandidates = maxHistoryCandidates(q.limit);
    const where = { repo: q.repo, workflowId: q.runs.workflowId, baseBranch: q.runs.branch };
    const reserve = { low: reserveLow(q.runs.lastHeaders) };
    let looked = 0;
    const from = { cache: 0, baseline: 0, download: 0 };
    let notFetched = 0;
    let cutShort = null;
    const enough = () => selectHistory(q.current, candidates, q.limit).runs.length >= q.limit || looked >= maxCandidates;
    const stopFor = (error) => error.rateLimited ? `the API rate limit was reached (${error.message}); the history was cut short, the baseline still gates` : `the history could not be listed (${error.message})`;
    // The runs the baseline lookup read first, then more pages only while more are needed.
    for (let i = 0; !enough(); i++) {
        if (i >= q.runs.runs.length) {
            if (cutShort !== null || !q.runs.more)
                break;
            const page = await q.runs.next(client);
            if (!page.ok) {
                cutShort = stopFor(page.error);
                break;
            }
            if (reserveLow(page.headers))
                reserve.low = true;
            if (i >= q.runs.runs.length)
                continue;
        }
        const run = q.runs.runs[i];
        const untrusted = untrustedHistoryRun(run, where);
        if (untrusted !== null) {
            skipped.push({ id: String(run.id), why: untrusted });
            continue;
        }
        looked += 1;
        if (cutShort === null && reserve.low)
            cutShort = `fewer than ${HISTORY_RATE_RESERVE} API requests are left in the rate limit; the history was cut short to keep them for the comment`;
        const got = await fetchRun(client, q, run, cutShort !== null, reserve);
        if (got.kind === 'run') {
            candidates.push(got.run);
            from[got.from] += 1;
        }
        else if (got.kind === 'skip')
            skipped.push({ id: String(run.id), why: got.why });
        else if (got.kind === 'offline')
            notFetched += 1;
        else {
            cutShort = stopFor(got.error);
            notFetched += 1;
        }
    }
    const selected = selectHistory(q.current, candidates, q.limit);
    const history = { runs: selected.runs, skipped: [...skipped, ...selected.skipped] };
    if (cutShort !== null && notFetched > 0)
        cutShort += ` (${notFetched} run${notFetched === 1 ? '' : 's'} not fetched)`;
    q.log.info(`history: ${history_describeHistoryLoad(history)} of the last ${q.limit} wanted, from ${looked} trusted run(s) on ${q.runs.branch} (${from.cache} from the cache, ${from.download} downloaded${from.baseline > 0 ? ", 1 the baseline run's" : ''})`);
    for (const s of history.skipped)
        q.log.info(`history: run ${s.id} skipped: ${s.why}`);
    return { history, cutShort };
}

;// CONCATENATED MODULE: ./src/action/history.ts
// The base branch's history in the action (issue #18): with baseline `artifact`, the results
// artifacts of the last N trusted base-branch runs (src/github/history.ts), for applyGate's
// `history` option. An extra: nothing here fails the run.









/**
 * The history for applyGate, or undefined when there is none to look for: history 0, a baseline
 * source other than `artifact`, no pull request, or no baseline run found (then there is no base
 * branch run with the artifact either). `gate` is the config with the inputs over it (gateWithInputs).
 */
async function loadHistory(run, gate, baseline, current, query) {
    const resolved = resolveGateConfig(gate);
    const limit = resolved.history;
    if (!(limit > 0) || resolved.baseline.source !== 'artifact')
        return undefined;
    const { ctx, settings } = run;
    const pr = query.pr;
    if (run.client === null || settings.token === null || ctx.repo === null || pr === null)
        return undefined;
    if (baseline.kind !== 'found' || baseline.provenance.run == null) {
        log.info('history: not looked for, as no baseline run was found');
        return undefined;
    }
    // The run list the baseline lookup read: more of it is fetched only if the history needs it.
    const runs = await baseBranchRuns(query, run.client, ctx.repo);
    if (!runs.ok) {
        log.warn(`history: not looked for: ${runs.diagnostics.map((d) => d.message).join('; ')}`);
        return undefined;
    }
    // Its own client: a rate limit is not waited out for an extra, it cuts the history short.
    const cacheRoot = historyCacheRoot(process.env);
    const client = await createGitHubClient(clientOptionsFromEnv(process.env, settings.token, { maxRateLimitWaitMs: 0, listCache: cacheRoot }));
    const tempDir = await (0,promises_.mkdtemp)(external_node_path_default().join(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'bench-history-'));
    try {
        const { history, cutShort } = await loadArtifactHistory(client, {
            repo: ctx.repo,
            runs: runs.value,
            artifactName: resolved.baseline.artifactName,
            limit,
            current,
            baseline: baseline.side.dir === null ? null : { runId: baseline.provenance.run.id, doc: baseline.side.doc, resultsFile: external_node_path_default().join(baseline.side.dir, 'results.json') },
            limits: query.limits,
            cacheRoot,
            tempDir,
            log: log,
        });
        if (cutShort !== null)
            core/* notice */.lm(`bench-check: ${cutShort}`);
        return history;
    }
    finally {
        await (0,promises_.rm)(tempDir, { recursive: true, force: true }).catch(() => undefined);
    }
}

;// CONCATENATED MODULE: ./src/report/text.ts
// Plain-text report for terminals: aligned columns, no markdown. Untrusted text has control
// characters (terminal escape sequences) replaced. Numbers through core/numbers.ts, the same
// formatter as the markdown report and the PR comment.




function text_terminalSafe(text, max = 200) {
    const flat = String(text).replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => (c === '\n' ? '⏎' : '�'));
    return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
/** Rows as aligned columns (the first row is the header); `rightAligned`: column indexes of numbers. */
function text_columns(rows, rightAligned) {
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...(r[i] ?? '')].length)));
    return rows.map((r) => r.map((c, i) => (rightAligned.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ').trimEnd());
}
/** Shown once when the embedded demo config was scored. */
const DEMO_NOTE = 'note: no config file, so the embedded demo config was scored; its fixtures contain deliberately broken rows, so the error lines below are expected';
const DEFAULT_MAX_DIAGNOSTICS = 3;
function plural(n, word) {
    return `${n} ${word}${n === 1 ? '' : 's'}`;
}
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
/**
 * A suite's errors and warnings as one group: a count line, then the first `max` (errors first),
 * then how many more there are and where. A warning at the very place of an error (a schema
 * check repeating what the scorer reported) is counted but only listed when `max` is unlimited
 * (--verbose). `indent` prefixes every line. Empty when there are none.
 */
function diagnosticsGroup(suite, max, indent = '  ') {
    const diags = shownDiagnostics(suite);
    if (diags.length === 0)
        return [];
    const errors = diags.filter((d) => d.severity === 'error');
    const others = diags.filter((d) => d.severity !== 'error');
    const errorPlaces = new Set(errors.map(placeOf).filter((p) => p !== null));
    const repeats = others.filter((d) => { const place = placeOf(d); return place !== null && errorPlaces.has(place); });
    const listable = max === Number.POSITIVE_INFINITY ? [...errors, ...others] : [...errors, ...others.filter((d) => !repeats.includes(d))];
    const warnings = others.length === 0 ? null : `${plural(others.length, 'warning')}${repeats.length > 0 && max !== Number.POSITIVE_INFINITY ? ` (${repeats.length} at the place of an error, not listed)` : ''}`;
    const counts = [errors.length > 0 ? plural(errors.length, 'error') : null, warnings].filter((x) => x !== null).join(', ');
    const shown = listable.slice(0, max);
    const more = listable.length - shown.length;
    const head = more > 0 ? `${counts}; the first ${shown.length}:` : `${counts}:`;
    const out = [`${indent}${head}`, ...shown.map((d) => `${indent}  ${d.severity}: ${text_terminalSafe(formatDiagnostic(d), 400)}`)];
    if ((more > 0 || repeats.length > 0) && max !== Number.POSITIVE_INFINITY)
        out.push(`${indent}  … ${more > 0 ? `${more} more; ` : ''}--verbose lists every one (all are in the results document)`);
    return out;
}
function suiteText(suite, catalog, maxDiagnostics) {
    const out = [`${text_terminalSafe(suite.id, 60)} — ${suiteTitle(suite, catalog, (s) => text_terminalSafe(s, 60))} [${text_terminalSafe(suite.status, 10)}]`];
    if (suite.status === 'skipped')
        return [...out, '  skipped in this shard'];
    out.push(`  items ${suite.total}, errors ${suite.errors}, final score ${formatValue(suite.finalScore, 'score')}`);
    out.push(...renderUsage(suite, 'text'));
    if (suite.rounds.length > 0) {
        const rows = [['round', 'input', 'passed', 'rate', 'survival'], ...suite.rounds.map((r) => [text_terminalSafe(r.id, 40), String(r.input), String(r.passed), formatRate(r.passed, r.input), formatRate(r.passed, suite.total)])];
        out.push(...text_columns(rows, new Set([1, 2, 3, 4])).map((l) => `  ${l}`));
    }
    const metrics = Object.entries(suite.metrics);
    if (metrics.length > 0) {
        const rows = [['metric', 'value', 'basis'], ...metrics.map(([name, m]) => [text_terminalSafe(name, 60), formatMetric(m, m.unit ? text_terminalSafe(m.unit, 20) : undefined), metricBasis(m)])];
        out.push(...text_columns(rows, new Set([1, 2])).map((l) => `  ${l}`));
    }
    out.push(...diagnosticsGroup(suite, maxDiagnostics));
    return out;
}
/** Every suite's diagnostics, grouped per suite (for stderr when stdout carries a document). */
function renderDiagnosticsText(doc, opts = {}) {
    const max = opts.verbose === true ? Number.POSITIVE_INFINITY : (opts.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS);
    const lines = [];
    for (const suite of doc.suites) {
        const group = diagnosticsGroup(suite, max, '  ');
        if (group.length > 0)
            lines.push(`${text_terminalSafe(suite.id, 60)}: ${group[0].trimStart()}`, ...group.slice(1));
    }
    if (lines.length > 0 && opts.demo === true)
        lines.unshift(DEMO_NOTE);
    return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}
function renderText(doc, catalog, opts = {}) {
    const max = opts.verbose === true ? Number.POSITIVE_INFINITY : (opts.maxDiagnostics ?? DEFAULT_MAX_DIAGNOSTICS);
    const overall = overallScore(doc);
    const lines = [`bench-check ${text_terminalSafe(doc.tool.version, 20)} — final score ${formatValue(overall, 'score')}${doc.verdict ? `, verdict ${text_terminalSafe(doc.verdict, 20)}` : ''}`];
    if (opts.demo === true)
        lines.push(DEMO_NOTE);
    for (const suite of doc.suites)
        lines.push('', ...suiteText(suite, catalog, max));
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/trend.ts




/** Whether the report has a history to show: one was loaded and it holds at least one run. */
function hasHistory(report) {
    return report.history !== undefined && report.history.runs.length > 0;
}
/** The suite's finalScore target when it has past values. */
function finalScoreWithHistory(s) {
    const t = s.targets.find((x) => x.kind === 'metric' && x.id === 'finalScore');
    return t?.history !== undefined && t.history.values.length > 0 ? t : null;
}
const score = (v) => numbers_formatValue(v, 'score');
/** Where a value falls against a range: below, within or above. */
function position(value, min, max) {
    return value < min ? 'below' : value > max ? 'above' : 'within';
}
/**
 * The overview's history cell: "12 runs: 61.20–66.00, this run 58.10 (below)"; "1 run: 61.20"
 * for one; "–" when the suite's final score has no past values.
 */
function trendSummary(s) {
    const t = finalScoreWithHistory(s);
    if (t === null)
        return '–';
    const xs = t.history.values.map((v) => v.value);
    const n = xs.length;
    const min = Math.min(...xs);
    const max = Math.max(...xs);
    const range = min === max ? score(min) : `${score(min)}–${score(max)}`;
    const head = `${n} run${n === 1 ? '' : 's'}: ${range}`;
    return t.current === null ? head : `${head}, this run ${score(t.current)} (${position(t.current, min, max)})`;
}
/** "median 63.10, 1.4826 × MAD 2.22": the history's centre and spread, for the suite's detail. */
function spreadWords(t) {
    const h = t.history;
    if (h.median === null || h.spread === null)
        return '';
    return `median ${score(h.median)}, 1.4826 × MAD ${score(h.spread)}`;
}
/** A target verdict in plain terminal words (the gate's "insufficient-data" is "not gated"). */
function verdictText(v) {
    return v === 'insufficient-data' ? 'not gated' : v.replace('-', ' ');
}
/** The overview's history cell, short enough for a table column: "91.25–96.14 (12), below"; "–" without past values. */
function trendCell(s) {
    const t = finalScoreWithHistory(s);
    if (t === null)
        return '–';
    const xs = t.history.values.map((v) => v.value);
    const min = Math.min(...xs);
    const max = Math.max(...xs);
    const range = `${min === max ? score(min) : `${score(min)}–${score(max)}`} (${xs.length})`;
    return t.current === null ? range : `${range}, ${position(t.current, min, max)}`;
}
/** The history rule's verdict on the final score in words, or "" when no `kind: history` rule addressed it. */
function ruleWords(t) {
    const h = t.history;
    if (h?.rule === undefined)
        return '';
    if (h.basis === 'history')
        return `under \`kind: history\` (k = ${h.rule.k}): ${t.reasons[0] ?? ''}`;
    const why = t.reasons.find((r) => r.startsWith('insufficient history') || r.startsWith('no spread'));
    return why === undefined ? '' : `\`kind: history\`: ${why}`;
}
/**
 * The suite's trend as a Mermaid chart: x = the past runs oldest first, then this run; one line
 * through the final scores (its last point is this run), a flat line at the history's median and,
 * under a `kind: history` rule with a band, a flat line at its edge. The legend is in the title.
 */
function trendChart(s) {
    const t = finalScoreWithHistory(s);
    if (t === null || t.current === null)
        return '';
    const past = [...t.history.values].reverse().map((v) => v.value);
    const n = past.length;
    const xLabels = [...past.map((_, i) => `-${n - i}`), 'this run'];
    // Short series names: the legend goes into the title, which Mermaid does not wrap.
    const series = [{ name: 'runs, last = this one', kind: 'line', values: [...past, t.current] }];
    const h = t.history;
    if (h.median !== null)
        series.push({ name: 'median', kind: 'line', values: xLabels.map(() => h.median) });
    if (h.basis === 'history' && h.band !== undefined && h.median !== null) {
        const edge = t.direction === 'lower' ? h.median + h.band : h.median - h.band;
        series.push({ name: `edge (k = ${h.rule?.k ?? '?'})`, kind: 'line', values: xLabels.map(() => edge) });
    }
    return xyChart({ title: 'Final score', xLabels, xTitle: 'runs ago (base branch), then this run', yLabel: 'final score', height: 300, series });
}
/** The suite's trend for its <details>: one line of words, then (when charts are shown) the chart. */
function trendSection(s, charts) {
    const t = finalScoreWithHistory(s);
    if (t === null)
        return '';
    const words = [trendSummary(s), spreadWords(t), ruleWords(t)].filter((w) => w !== '').join('; ');
    const chart = charts ? trendChart(s) : '';
    return `**Trend of the final score** (base branch): ${words}${chart === '' ? '' : `\n\n${chart}`}`;
}
/** What the history holds, for under the overview: "History: 12 runs of the base branch, 3 skipped (…)". */
function historyNote(history) {
    return `History: ${history_describeHistoryLoad(history).replace(/^(\d+ runs?)/, '$1 of the base branch')}.`;
}
/**
 * `bench-check history`: what the history holds, then per suite the final score's trend (runs,
 * min–max, median, 1.4826 × MAD, this run and where it falls, verdict), then every target a
 * `kind: history` rule judged with the reason. Plain text; ids through terminalSafe.
 */
function renderHistoryText(report, currentName) {
    const lines = [`current run: ${terminalSafe(currentName, 120)} (${terminalSafe(report.current.run.createdAt, 30)})`];
    const history = report.history ?? { runs: [], skipped: [] };
    lines.push(`history: ${describeHistoryLoad(history)}${history.runs.length > 0 ? `, ${terminalSafe(history.runs[history.runs.length - 1].createdAt, 30)} to ${terminalSafe(history.runs[0].createdAt, 30)}` : ''}`);
    for (const s of history.skipped)
        lines.push(`  left out: ${terminalSafe(s.id, 80)}: ${terminalSafe(s.why, 200)}`);
    const rows = [['suite', 'runs', 'min–max', 'median', '1.4826×MAD', 'this run', 'where', 'final score verdict']];
    for (const s of report.comparison.suites) {
        const t = finalScoreWithHistory(s);
        if (t === null) {
            rows.push([terminalSafe(s.id, 40), '0', '–', '–', '–', '–', '–', 'no history']);
            continue;
        }
        const xs = t.history.values.map((v) => v.value);
        const min = Math.min(...xs);
        const max = Math.max(...xs);
        const how = t.history.rule === undefined ? 'thresholds' : t.history.basis === 'history' ? 'kind: history' : `thresholds, ${t.history.basis === 'no-spread' ? 'no spread' : 'insufficient history'}`;
        rows.push([
            terminalSafe(s.id, 40),
            String(xs.length),
            min === max ? score(min) : `${score(min)}–${score(max)}`,
            t.history.median === null ? '–' : score(t.history.median),
            t.history.spread === null ? '–' : score(t.history.spread),
            t.current === null ? '–' : score(t.current),
            t.current === null ? '–' : position(t.current, min, max),
            `${verdictText(t.verdict)} (${how})`,
        ]);
    }
    lines.push('', ...columns(rows, new Set([1, 3, 4, 5])).map((l) => `  ${l}`));
    const judged = report.comparison.suites.flatMap((s) => s.targets.filter((t) => t.history?.rule !== undefined).map((t) => ({ s, t })));
    if (judged.length > 0) {
        lines.push('', 'kind: history rules:');
        for (const { s, t } of judged)
            lines.push(`  ${terminalSafe(s.id, 40)} · ${t.kind === 'round' ? 'round ' : ''}${terminalSafe(t.id, 60)}: ${verdictText(t.verdict)}${t.reasons.length === 0 ? '' : ` — ${t.reasons.map((r) => terminalSafe(r, 300)).join('; ')}`}`);
    }
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/comment-head.ts



const VERDICT_ICON = { pass: '✅', warn: '⚠️', fail: '❌', 'no-baseline': 'ℹ️', error: '💥' };
const TARGET_WORDS = {
    regressed: '❌ regressed',
    'possible-regression': '⚠️ possible regression',
    unchanged: 'unchanged',
    improved: '✅ improved',
    'insufficient-data': 'not gated',
    new: 'new',
    removed: 'removed',
};
const HTTPS_URL = /^https:\/\/[^\s()<>]+$/;
function httpsUrl(url) {
    return url !== null && url !== undefined && HTTPS_URL.test(url) ? url : null;
}
/** How a target's values are shown: rounds and rate metrics in percent, finalScore as a score. */
function targetKind(t) {
    if (t.kind === 'round')
        return 'percent';
    if (t.id === 'finalScore')
        return 'score';
    if (t.unit === '%')
        return 'percent';
    if (t.unit === 'pp')
        return 'pp';
    if (t.unit !== null && t.unit !== '')
        return 'quantity';
    return 'fraction';
}
/** A target's value for a markdown cell; the (untrusted) unit of a quantity made inert. */
function targetValue(t, v) {
    return numbers_formatValue(v, targetKind(t), t.unit === null ? undefined : plainText(t.unit, 20));
}
function targetDelta(t) {
    return formatDelta(t.delta, targetKind(t), t.unit === null ? undefined : plainText(t.unit, 20));
}
/**
 * A target's verdict in words. The gate calls a target it could not test "insufficient data";
 * the report says "not gated", and "unchanged" when the value did not move.
 */
function targetWords(t) {
    if (t.verdict === 'insufficient-data')
        return t.delta === 0 ? 'unchanged (not gated)' : 'not gated';
    return TARGET_WORDS[t.verdict];
}
/** The test and its p in words ("McNemar (paired) p = 0.031", "Newcombe p < 0.001"), or "" when the target was not tested. */
function testWords(t) {
    if (t.p === null)
        return '';
    const p = formatP(t.p);
    return `${t.test === 'mcnemar' ? 'McNemar (paired)' : 'Newcombe'} p ${p.startsWith('<') ? p : `= ${p}`}`;
}
/**
 * Compared suites the gate could not test at all: every target `insufficient-data` (fewer than
 * `minItems` items, or a null value). A pass must say it did not cover them.
 */
function ungatedSuites(c) {
    return c.suites.filter((s) => s.state === 'compared' && s.targets.length > 0 && s.targets.every((t) => t.verdict === 'insufficient-data'));
}
/** Whether the gate tested the suite: "yes", "partly: …" or "no: …" (the overview's last column). */
function gatedWords(s, minItems, items, hasBaseline = true) {
    if (s.state === 'error')
        return 'no: could not be scored';
    if (s.state === 'skipped')
        return 'no: not in this shard';
    if (s.state === 'new')
        return hasBaseline ? 'no: not in the baseline' : 'no: no baseline yet';
    if (s.state === 'removed')
        return 'no: not in this run';
    const untested = s.targets.filter((t) => t.verdict === 'insufficient-data');
    if (untested.length === 0)
        return 'yes';
    const tooFew = untested.some((t) => t.reasons.some((r) => r.startsWith('fewer than')));
    if (untested.length === s.targets.length)
        return tooFew ? `no: ${items ?? '?'} items < ${minItems}` : 'no: no value to compare';
    return `partly: ${s.targets.length - untested.length} of ${s.targets.length} targets`;
}
function suiteOutcome(s) {
    if (s.state === 'error' || s.state === 'skipped' || s.state === 'new' || s.state === 'removed')
        return s.state;
    if (s.verdict !== 'insufficient-data')
        return s.verdict;
    const tested = s.targets.filter((t) => t.verdict !== 'insufficient-data');
    const order = ['regressed', 'possible-regression', 'improved', 'new', 'removed', 'unchanged'];
    const worst = order.find((v) => tested.some((t) => t.verdict === v));
    if (worst !== undefined)
        return worst;
    return s.targets.every((t) => t.delta === 0 || t.delta === null) ? 'unchanged' : 'changed';
}
const OUTCOME_WORDS = { ...TARGET_WORDS, error: '💥 could not be scored', skipped: 'skipped', changed: 'changed' };
function suiteWords(s) {
    return OUTCOME_WORDS[suiteOutcome(s)];
}
function comment_head_plural(n, one, many = `${one}s`) {
    return `${n} ${n === 1 ? one : many}`;
}
/** The heading: icon and verdict, per-suite counts, the commit scored and the run. */
function verdictLine(input, scored = null) {
    const { comparison: c } = input;
    const count = (v) => c.suites.filter((s) => s.state === 'compared' && suiteOutcome(s) === v).length;
    const parts = [`${comment_head_plural(c.suites.length, 'suite')}: ${count('regressed')} regressed`];
    const possible = count('possible-regression');
    if (possible > 0)
        parts.push(`${possible} possibly regressed`);
    parts.push(`${count('improved')} improved`);
    const ungated = ungatedSuites(c).length + c.suites.filter((s) => s.state === 'new').length;
    parts.push(`${ungated} not gated`);
    const errors = c.suites.filter((s) => s.state === 'error').length;
    if (errors > 0)
        parts.push(`${errors} could not be scored`);
    if (input.incomplete)
        parts.push('the run did not finish');
    if (input.baselineFailed === true)
        parts.push('the baseline could not be loaded');
    else if (!c.hasBaseline)
        parts.push(`no baseline (on-missing-baseline: ${input.onMissingBaseline})`);
    // An empty SHA from the workflow counts as none: the document's own commit is shown instead.
    const sha = scored?.sha || input.current.run.commit;
    if (sha !== null && sha !== '')
        parts.push(`commit ${inlineCode(sha.slice(0, 12), 12)}`);
    const url = httpsUrl(scored?.runUrl);
    if (url !== null)
        parts.push(`[workflow run](${url})`);
    return `### ${VERDICT_ICON[c.verdict]} bench-check: **${c.verdict}** · ${parts.join(' · ')}`;
}
function provenanceBlock(input) {
    if (input.baseline === null && input.baselineFailed === true) {
        return `**The baseline could not be loaded:** ${plainText(input.missingBaseline ?? 'unknown cause', 600)}. Nothing was compared, so this run has no verdict: fix the baseline (or the lookup) and run again.`;
    }
    if (input.baseline === null) {
        const why = input.missingBaseline ?? 'no baseline was found';
        return `**No baseline:** ${plainText(why, 600)}. Nothing was compared; only absolute \`min\`/\`max\` rules were checked. Add one with \`bench-check baseline update --from results.json --reason "…"\` or use \`baseline: artifact\`.`;
    }
    const p = input.baseline.provenance;
    const bits = [`**Baseline:** ${p.source === 'artifact' ? `artifact ${inlineCode(p.location, 80)}` : inlineCode(p.location, 120)}`];
    if (p.commit !== null)
        bits.push(`commit ${inlineCode(p.commit.slice(0, 12), 12)}`);
    bits.push(p.ageDays !== null ? `${comment_head_plural(p.ageDays, 'day')} old` : `created ${inlineCode(p.createdAt, 30)}`);
    if (p.run)
        bits.push(`run ${p.run.id} (${plainText(p.run.event, 30)} on ${inlineCode(p.run.branch ?? '?', 60)}, ${inlineCode(p.run.sha, 40)})`);
    const runUrl = httpsUrl(p.runUrl);
    if (runUrl !== null)
        bits.push(`[workflow run](${runUrl})`);
    if (p.reason !== null)
        bits.push(`updated because: ${plainText(p.reason, 200)}`);
    const warnings = [...(p.notes ?? []).map((n) => `> ℹ️ ${plainText(n, 400)}`), ...input.baseline.warnings.map((w) => `> ⚠️ ${plainText(w, 400)}`)];
    return [bits.join(' · '), ...warnings].join('\n');
}
/** One row per suite: final score against the baseline, verdict, items and whether the gate tested it. */
function overviewTable(input, catalog) {
    const { comparison: c } = input;
    const rows = c.suites.map((s) => {
        const suite = input.current.suites.find((x) => x.id === s.id);
        const base = input.baselineDoc?.suites.find((x) => x.id === s.id);
        const fs = s.targets.find((t) => t.kind === 'metric' && t.id === 'finalScore');
        // A removed suite's task is the baseline's.
        const task = (suite ?? base)?.task;
        const title = `${catalog.find(s.benchmark)?.title ?? plainText(s.benchmark, 40)}${task ? ` · ${plainText(task, 40)}` : ''}`;
        const current = fs?.current ?? suite?.finalScore ?? null;
        const baseline = fs?.baseline ?? (s.state === 'compared' || s.state === 'removed' ? (base?.finalScore ?? null) : null);
        const delta = fs?.delta ?? (current !== null && baseline !== null ? current - baseline : null);
        return [
            inlineCode(s.id, 60),
            title,
            numbers_formatValue(current, 'score'),
            numbers_formatValue(baseline, 'score'),
            formatDelta(delta, 'score'),
            suiteWords(s),
            suite === undefined ? '–' : String(suite.total),
            gatedWords(s, c.minItems, suite?.total ?? null, c.hasBaseline),
        ];
    });
    const header = ['suite', 'benchmark', 'final score', 'baseline', 'Δ', 'verdict', 'n', 'gated'];
    const align = ['l', 'l', 'r', 'r', 'r', 'l', 'r', 'l'];
    // The base branch's history (issue #18): a column after Δ and a note, only when one was loaded.
    if (!hasHistory(input))
        return table(header, rows, align);
    header.splice(5, 0, 'history (runs), this run');
    align.splice(5, 0, 'l');
    c.suites.forEach((s, i) => rows[i].splice(5, 0, trendCell(s)));
    return `${table(header, rows, align)}\n\n${historyNote(input.history)}`;
}
/** Reasons are the gate's own words and numbers (no document text): kept copyable, only made table-safe. */
function tableSafe(text) {
    return text.replace(/[|<>&]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
/** Every suite's regressed targets, then its possibly regressed ones (the comment's and the terminal's regressions). */
function regressedTargets(c) {
    const found = [];
    for (const verdict of ['regressed', 'possible-regression']) {
        for (const s of c.suites)
            for (const t of s.targets)
                if (t.verdict === verdict)
                    found.push({ s, t });
    }
    return found;
}
/** Regressed and possibly regressed targets of every suite, regressed first. Never dropped. */
function regressionsTable(c) {
    const rows = regressedTargets(c);
    if (rows.length === 0)
        return '';
    return `#### Regressions\n\n${table(['', 'suite · target', 'baseline → current', 'Δ', 'why'], rows.map(({ s, t }) => [
        t.verdict === 'regressed' ? '❌' : '⚠️',
        `${inlineCode(s.id, 60)} · ${t.kind === 'round' ? 'round ' : ''}${inlineCode(t.id, 60)}`,
        `${targetValue(t, t.baseline)} → ${targetValue(t, t.current)}`,
        targetDelta(t),
        tableSafe(t.reasons.join('; ')),
    ]), ['c', 'l', 'r', 'r', 'l'])}`;
}
/** The α of the gate for the legend. */
function alphaText(c) {
    return fixed(c.alpha, 3);
}

;// CONCATENATED MODULE: ./src/report/comment-suite.ts





function isPassing(s) {
    return s.verdict !== 'regressed' && s.verdict !== 'possible-regression' && s.verdict !== 'error';
}
function comment_suite_roundsTable(suite, s) {
    const rounds = s.targets.filter((t) => t.kind === 'round');
    if (rounds.length === 0)
        return '';
    return table(['round', 'input', 'passed', 'pass rate', 'survival', 'Δ', 'test', 'verdict'], rounds.map((t) => [
        plainText(t.label, 60),
        t.round ? String(t.round.input) : '–',
        t.round ? String(t.round.passed) : '–',
        t.round ? numbers_formatRate(t.round.passed, t.round.input) : '–',
        targetValue(t, t.current),
        targetDelta(t),
        testWords(t) || '–',
        targetWords(t),
    ]), ['l', 'r', 'r', 'r', 'r', 'r', 'l', 'l']) + (suite !== undefined ? `\n\n${suite.total} items, ${suite.errors} could not be scored. Survival: passed / all items; Δ in percentage points.` : '');
}
function comment_suite_metricsTable(s, detail) {
    const all = s.targets.filter((t) => t.kind === 'metric' && t.id !== 'finalScore');
    const shown = all.filter((t) => detail.unchangedMetrics || (t.verdict !== 'unchanged' && !(t.verdict === 'insufficient-data' && t.delta === 0)));
    const hidden = all.length - shown.length;
    const note = hidden > 0 ? `${hidden} unchanged metric${hidden === 1 ? '' : 's'} not shown.` : '';
    if (shown.length === 0)
        return note;
    return (table(['metric', 'better', 'baseline', 'current', 'Δ', 'verdict'], shown.map((t) => [inlineCode(t.id, 60), t.direction, targetValue(t, t.baseline), targetValue(t, t.current), targetDelta(t), targetWords(t)]), ['l', 'l', 'r', 'r', 'r', 'l']) + (note ? `\n\n${note}` : ''));
}
function funnel(suite, base) {
    if (suite.rounds.length === 0)
        return '';
    const survival = (s) => [100, ...suite.rounds.map((r) => {
            const round = s.rounds.find((x) => x.id === r.id);
            return round !== undefined && s.total > 0 ? (100 * round.passed) / s.total : 0;
        })];
    return xyChart({
        title: 'Survival per round (% of items)',
        // Round ids are shown inside the chart only; the chart module quotes and shortens them.
        xLabels: ['all', ...suite.rounds.map((r) => r.id)],
        yLabel: '% of items',
        yMax: 100,
        height: 300,
        series: [{ name: 'this run', kind: 'bar', values: survival(suite) }, ...(base ? [{ name: 'baseline', kind: 'line', values: survival(base) }] : [])],
    });
}
function worstItems(s) {
    if (s.worst.length === 0)
        return '';
    const anyNew = s.worst.some((w) => w.newlyFailing);
    const heading = `**Worst items** (${s.worst.length} of ${s.failingItems ?? s.worst.length} failing${anyNew ? '; newly failing first' : ''}):`;
    const header = anyNew ? ['item', 'failed round', 'newly failing', 'reason'] : ['item', 'failed round', 'reason'];
    return `${heading}\n\n${table(header, s.worst.map((w) => {
        const cells = [inlineCode(w.id, 60), w.failedRound === null ? '–' : inlineCode(w.failedRound, 40)];
        if (anyNew)
            cells.push(w.newlyFailing ? 'yes' : '');
        cells.push(w.reason === null ? '' : inlineCode(w.reason, 160));
        return cells;
    }))}`;
}
/** The summary line of a suite's <details>: id, benchmark, verdict, final score. */
function summaryLine(input, s, suite, catalog) {
    const benchmark = catalog.find(s.benchmark)?.title;
    // A removed suite's task is the baseline's.
    const task = (suite ?? input.baselineDoc?.suites.find((x) => x.id === s.id))?.task;
    const title = `${htmlCode(s.id)} · ${benchmark === undefined ? htmlCode(s.benchmark, 40) : benchmark.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}${task ? ` · ${htmlCode(task, 40)}` : ''}`;
    const fs = s.targets.find((t) => t.kind === 'metric' && t.id === 'finalScore');
    const score = fs?.current ?? suite?.finalScore ?? null;
    const delta = fs?.delta ?? null;
    const scoreText = score === null ? '' : ` · final score ${numbers_formatValue(score, 'score')}${delta !== null ? ` (Δ ${formatDelta(delta, 'score')})` : ''}`;
    return `${title} — ${suiteWords(s)}${scoreText}`;
}
/** The suite's body, or null when the suite has nothing to show beyond its summary. */
function suiteBody(input, s, detail, catalog) {
    const suite = input.current.suites.find((x) => x.id === s.id);
    const base = s.state === 'compared' ? input.baselineDoc?.suites.find((x) => x.id === s.id) : undefined;
    if (s.state === 'error')
        return 'The suite could not be scored: see the diagnostics in the job summary and the annotations.';
    if (s.state === 'skipped')
        return 'Skipped (not in this shard).';
    const parts = [];
    const fs = s.targets.find((t) => t.id === 'finalScore' && t.kind === 'metric');
    if (fs !== undefined) {
        const against = fs.baseline !== null ? ` (baseline ${targetValue(fs, fs.baseline)}, Δ ${targetDelta(fs)}${fs.p !== null ? `, ${testWords(fs)}` : ''})` : '';
        parts.push(`**Final score:** ${targetValue(fs, fs.current)}${against} — ${targetWords(fs)}`);
    }
    else if (suite !== undefined)
        parts.push(`**Final score:** ${numbers_formatValue(suite.finalScore, 'score')}`);
    // What the run cost (live provider calls), next to the score it bought.
    if (suite !== undefined)
        parts.push(...usage_renderUsage(suite, 'markdown'));
    if (detail.passingRounds || !isPassing(s)) {
        const rounds = comment_suite_roundsTable(suite, s);
        if (rounds)
            parts.push(rounds);
    }
    const metrics = comment_suite_metricsTable(s, detail);
    if (metrics)
        parts.push(metrics);
    // The final score over the base branch's past runs (issue #18): words always, the chart with the charts.
    const trend = trendSection(s, detail.charts);
    if (trend)
        parts.push(trend);
    if (detail.charts && suite !== undefined) {
        const chart = funnel(suite, base);
        if (chart)
            parts.push(chart);
        const extra = catalog.find(suite.benchmark)?.render?.(suite);
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
/** One suite as a <details> block (closed: the overview and the regressions are above it). */
function suiteDetails(input, s, detail, catalog) {
    const suite = input.current.suites.find((x) => x.id === s.id);
    const body = suiteBody(input, s, detail, catalog);
    return `<details><summary>${summaryLine(input, s, suite, catalog)}</summary>\n\n${body}\n\n</details>`;
}

// EXTERNAL MODULE: ./src/results/usage.ts
var usage = __webpack_require__(8233);
;// CONCATENATED MODULE: ./src/report/comment.ts






/** GitHub rejects comment bodies over 65 536 characters; keep a margin. */
const COMMENT_BUDGET = 60_000;
/** The job summary is limited to 1 MiB per step. */
const SUMMARY_BUDGET = 1_000_000;
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
/** How much of each suite to show; the levels drop detail in gate.md's order. */
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
/** The legend's words for `kind: history` targets (issue #18), only when one was judged by its history. */
function historyLegend(input) {
    const judged = input.comparison.suites.some((s) => s.targets.some((t) => t.history?.basis === 'history'));
    return judged ? ', or under `kind: history` by their distance from the base branch\'s median in units of 1.4826 × MAD' : '';
}
function render(input, opts, detail, level) {
    const head = [];
    if (opts.commentKey !== null)
        head.push(commentMarker(opts.commentKey, input.comparison.verdictHash));
    head.push(verdictLine(input, opts.scored ?? null));
    if (input.incomplete)
        head.push(`**This run did not finish:** ${plainText(input.incomplete, 600)}. Its verdict is \`error\`; the suites it did score are shown below.`);
    head.push(provenanceBlock(input));
    if (level > 0) {
        const dropped = DROPPED.filter(([key]) => !detail[key]).map(([, what]) => what);
        const url = httpsUrl(opts.fullReportUrl);
        const where = url !== null ? `the [job summary](${url})` : 'the job summary of this run';
        head.push(`> Left out to fit GitHub's comment size limit: ${dropped.join(', ')}. The full report is in ${where}.`);
    }
    if (input.comparison.suites.length > 0)
        head.push(overviewTable(input, opts.catalog));
    const cost = (0,usage/* sumUsage */.R)(input.current.suites.map((s) => s.usage));
    if (cost !== undefined)
        head.push(`**Live provider calls** (all suites): ${usageSummary(cost)}`);
    const regressions = regressionsTable(input.comparison);
    if (regressions)
        head.push(regressions);
    const body = detail.suites ? input.comparison.suites.map((s) => suiteDetails(input, s, detail, opts.catalog)) : [];
    const legend = `<sub>Rounds are compared by survival rate (passed / all items) with a one-sided test at α = ${alphaText(input.comparison)}; metrics and final scores by their thresholds${historyLegend(input)}. Verdict hash \`${input.comparison.verdictHash}\`.</sub>`;
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
/** The PR comment (≤ COMMENT_BUDGET, with the marker) and the job summary (≤ SUMMARY_BUDGET) of one gated run. */
function renderGateReports(input, opts) {
    return {
        markdown: renderComparisonReport(input, { ...opts, budget: COMMENT_BUDGET }),
        summary: renderComparisonReport(input, { ...opts, budget: SUMMARY_BUDGET, commentKey: null }),
    };
}

;// CONCATENATED MODULE: ./src/github/comment.ts


const COMMENT_MODES = ['always', 'on-change', 'on-regression', 'never'];
/** A comment id, as a number for the API's path (GitHub's ids fit in one). */
const idOf = (c) => Number(c.id);
/**
 * The existing comment for this key, walking every page: the first one written by `author` (the
 * token's own identity) whose first line is the marker. Anyone can paste a marker into a comment;
 * such a comment is never edited and its verdict hash never trusted.
 */
async function findComment(client, repo, issueNumber, key, author) {
    const hit = (c) => c.user?.login === author && typeof c.body === 'string' && parseMarker(c.body, key) !== null;
    const listed = await client.list('pull-requests: read', (o) => o.paginate.iterator(o.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 }), { until: (page) => page.some(hit) });
    if (!listed.ok)
        return listed;
    return { ok: true, comment: listed.data.find(hit) ?? null };
}
/** A failed POST may still have created the comment: no answer at all, or a server error (a gateway that gave up). */
function fateUnknown(error) {
    return error.status === null || error.status >= 500;
}
/**
 * Post the comment once. When the POST's fate is unknown, the comments are listed again (with the
 * client's retries): ours found means the POST did take effect; not found, it is posted again, up
 * to the client's retries, each after the plugin-retry backoff ((n)² s, scaled). Never two comments,
 * never none when GitHub took one.
 */
async function postOnce(client, req) {
    const post = () => client.call('pull-requests: write', (o) => o.rest.issues.createComment({ ...req.repo, issue_number: req.issueNumber, body: req.body, request: { retries: 0 } }));
    let res = await post();
    for (let n = 1; !res.ok && fateUnknown(res.error) && n <= client.retries; n++) {
        const wait = n * n * 1000;
        client.tell(`${res.error.message}; its fate is unknown: listing the comments again in ${seconds(wait)} (check ${n} of ${client.retries})`);
        await client.pause(wait);
        const found = await findComment(client, req.repo, req.issueNumber, req.key, req.author);
        if (!found.ok)
            return found;
        if (found.comment !== null)
            return { ok: true, action: 'created', url: found.comment.html_url, why: 'new comment (its POST failed after taking effect)' };
        res = await post();
    }
    return res.ok ? { ok: true, action: 'created', url: res.data.html_url, why: 'new comment' } : res;
}
/**
 * Create or update the comment as the mode says: `always` posts; `on-change` only when the verdict
 * hash differs from the existing comment's; `on-regression` posts when something regressed and
 * always updates an existing comment so it never goes stale; `never` does nothing.
 */
async function upsertComment(client, req) {
    if (req.mode === 'never')
        return { ok: true, action: 'skipped', url: null, why: 'comment: never' };
    const found = await findComment(client, req.repo, req.issueNumber, req.key, req.author);
    if (!found.ok)
        return found;
    const existing = found.comment;
    if (req.mode === 'on-change' && existing !== null && parseMarker(existing.body ?? '', req.key)?.verdictHash === req.verdictHash) {
        return { ok: true, action: 'skipped', url: existing.html_url, why: 'verdicts unchanged since the existing comment' };
    }
    if (req.mode === 'on-regression' && existing === null && !req.regressed) {
        return { ok: true, action: 'skipped', url: null, why: 'nothing regressed and there is no earlier comment to update' };
    }
    if (existing !== null) {
        // Replacing a body is idempotent: plugin-retry repeats it.
        const res = await client.call('pull-requests: write', (o) => o.rest.issues.updateComment({ ...req.repo, comment_id: idOf(existing), body: req.body }));
        return res.ok ? { ok: true, action: 'updated', url: res.data.html_url, why: 'existing comment updated in place' } : res;
    }
    return postOnce(client, req);
}

;// CONCATENATED MODULE: ./src/github/summary.ts
// The job summary is limited to 1 MiB (bytes, not characters) per step.
const SUMMARY_MAX_BYTES = 1024 * 1024;
const NOTE = '\n\n…(truncated to fit the 1 MiB job summary limit; everything is in results.json)\n';
/** The text, cut on a line boundary so that it (with a note) stays under the byte limit. */
function fitSummary(text, maxBytes = SUMMARY_MAX_BYTES - 4096) {
    const bytes = Buffer.from(text, 'utf8');
    if (bytes.byteLength <= maxBytes)
        return text;
    // Decoding a cut buffer may end in a broken character; cutting back to a newline drops it.
    const head = bytes.subarray(0, maxBytes - Buffer.byteLength(NOTE)).toString('utf8');
    return `${head.slice(0, Math.max(0, head.lastIndexOf('\n')))}${NOTE}`;
}

;// CONCATENATED MODULE: ./src/action/publish.ts
// What the action leaves behind: the PR comment, the step outputs, the job summary, the exit code.









/** A workspace path as a step output: relative, with forward slashes. */
function outputPath(cwd, file) {
    return external_node_path_default().relative(cwd, file).split((external_node_path_default()).sep).join('/');
}
async function writeSummary(text) {
    if (!process.env.GITHUB_STEP_SUMMARY)
        return;
    await core/* summary */.z.addRaw(fitSummary(text)).write();
}
/** A failure before any report exists: still an output, a summary line and the exit code. */
async function publish_fail(message, exitCode) {
    core/* setOutput */.uH('verdict', 'error');
    await writeSummary(`### 💥 bench-check: **error**\n\n${plainText(message, 2000)}\n`);
    core/* setFailed */.C1(message);
    process.exitCode = exitCode;
}
/**
 * Render the gated run, comment (before any failure is declared), set the outputs, write the
 * summary (+ `detail`), set the exit code.
 */
async function publish(run, pr, outcome, reportDir, detail, scored) {
    const { settings, ctx, client } = run;
    const { markdown, summary } = renderGateReports(outcome.report, { catalog: run.catalog, commentKey: settings.commentKey, fullReportUrl: ctx.runUrl, scored });
    const reportFile = external_node_path_default().join(reportDir, 'report.md');
    await (0,atomic/* writeFileAtomic */.Zf)(reportFile, markdown);
    let commentUrl = '';
    let commentError = null;
    if (settings.comment !== 'never') {
        if (pr === null)
            log.info('not a pull request: no comment');
        else if (client === null || ctx.repo === null)
            commentError = 'cannot comment: the `github-token` input is empty';
        else {
            const res = await upsertComment(client, { repo: ctx.repo, issueNumber: pr.number, key: settings.commentKey, author: settings.commentAuthor, body: markdown, verdictHash: outcome.comparison.verdictHash, mode: settings.comment, regressed: outcome.regressed });
            if (res.ok) {
                commentUrl = res.url ?? '';
                log.info(`comment ${res.action}: ${res.why}${res.url ? ` (${res.url})` : ''}`);
            }
            else
                commentError = `cannot comment on #${pr.number}: ${res.error.message}`;
        }
    }
    for (const [name, value] of Object.entries(outputStrings(outcome.outputs)))
        core/* setOutput */.uH(name, value);
    core/* setOutput */.uH('report-path', outputPath(run.cwd, reportFile));
    core/* setOutput */.uH('comment-url', commentUrl);
    await writeSummary(`${summary}\n${detail}`);
    if (commentError !== null)
        core/* warning */.$e(commentError);
    let code = outcome.exitCode;
    if (code === 1 && !settings.failOnRegression) {
        log.info('a gated metric regressed; fail-on-regression is false, so the step passes');
        code = 0;
    }
    if (code !== 0) {
        const why = code === 1 ? 'a gated metric regressed' : code === 3 ? 'no baseline was found and on-missing-baseline is fail' : (outcome.failures[0] ?? 'a suite could not be scored (bad input, see annotations)');
        core/* setFailed */.C1(`bench-check: verdict ${outcome.comparison.verdict}: ${why}`);
        process.exitCode = code;
    }
}

;// CONCATENATED MODULE: ./src/github/annotations.ts


const MAX_ANNOTATIONS_PER_KIND = 10;
/**
 * Input errors and warnings as workflow annotations with file and line: at most 10 per kind
 * (error / warning) per step, then one notice with the count left out.
 */
function annotateDiagnostics(diagnostics, sinks = { error: core/* error */.z3, warning: core/* warning */.$e, notice: (m) => core/* notice */.lm(m) }) {
    const left = { error: 0, warning: 0 };
    const shown = { error: 0, warning: 0 };
    for (const { suite, diagnostic: d } of diagnostics) {
        if (d.severity === 'info')
            continue;
        const kind = d.severity;
        if (shown[kind] >= MAX_ANNOTATIONS_PER_KIND) {
            left[kind] += 1;
            continue;
        }
        shown[kind] += 1;
        const props = { title: `bench-check ${d.code}${suite ? ` (${suite})` : ''}` };
        if (d.file !== null)
            props.file = d.file;
        if (d.line !== null)
            props.startLine = d.line;
        if (d.column !== null)
            props.startColumn = d.column;
        sinks[kind]((0,core_diagnostics/* formatDiagnostic */.xy)({ ...d, file: null, line: null, column: null }), props);
    }
    for (const kind of ['error', 'warning']) {
        if (left[kind] > 0)
            sinks.notice(`bench-check: ${left[kind]} more ${kind}s not annotated; see the job summary and results.json`);
    }
}
function documentDiagnostics(doc) {
    return doc.suites.flatMap((s) => s.diagnostics.map((diagnostic) => ({ suite: s.id, diagnostic })));
}

// EXTERNAL MODULE: ./src/results/suite.ts
var results_suite = __webpack_require__(502);
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
            for (const secret of opts.catalog.find(s.benchmark)?.secrets?.(s, opts.env) ?? [])
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
    const benchmark = opts.catalog.find(config.benchmark);
    if (benchmark === undefined) {
        const suite = (0,results_suite/* emptySuite */.I)(config, 'error');
        suite.diagnostics = [(0,core_diagnostics/* diagnostic */.YK)({ code: 'config', message: `unknown benchmark "${config.benchmark}"` })];
        return suite;
    }
    if (opts.shard !== null && !benchmark.splittable && opts.shard.index !== 1)
        return (0,results_suite/* emptySuite */.I)(config, 'skipped');
    const ctx = { baseDir: opts.baseDir, workspace: opts.workspace, outDir: opts.outDir, shard: opts.shard, cache, log: opts.log, env: opts.env, signal };
    opts.log.info(`scoring ${config.id} (${benchmark.title}${config.task ? ` · ${config.task}` : ''})…`);
    const started = process.hrtime.bigint();
    let suite;
    try {
        suite = await benchmark.score(config, ctx);
    }
    catch (error) {
        // A bug, not bad input: keep the other suites, say so plainly, keep the stack for a bug report.
        suite = (0,results_suite/* emptySuite */.I)(config, 'error');
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
    const make = (suites, incomplete) => createDocument(suites, { configHash: opts.configHash, shard: opts.shard, env: opts.env, cwd: opts.cwd, incomplete });
    const minutes = deadlineOf(opts.suites, opts.deadlineMinutes, opts.catalog);
    const deadline = new AbortController();
    const timer = minutes === null ? null : setTimeout(() => deadline.abort(`the run deadline of ${minutes} min passed`), minutes * 60_000);
    timer?.unref();
    const signal = opts.signal === undefined ? deadline.signal : AbortSignal.any([opts.signal, deadline.signal]);
    try {
        const run = await runSuites(opts.suites, {
            baseDir: opts.baseDir,
            catalog: opts.catalog,
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
    const resolved = await resolveConfig(opts.configPath, opts.cwd, opts.catalog);
    if (!resolved.ok)
        return resolved;
    const loaded = resolved.value;
    opts.log.info(`config: ${loaded.source} (${loaded.config.suites.length} suites)`);
    const { configPath: _configPath, ...run } = opts;
    const scored = await scoreSuites({
        ...run,
        suites: loaded.config.suites,
        configHash: loaded.hash,
        baseDir: loaded.baseDir,
        deadlineMinutes: opts.deadlineMinutes ?? loaded.config.deadlineMinutes,
    });
    return { ok: true, value: loaded, ...scored };
}

;// CONCATENATED MODULE: ./src/action/score.ts
// Mode `score` (and the first half of `all`): the config scored, results.json (+ items files) and
// pr.json written, diagnostics annotated.











/** Score the config; null when it is not usable (the failure is already reported). */
async function scoreWorkspace(run, signal) {
    const { settings, cwd } = run;
    const scored = await scoreConfig({ configPath: settings.config, cwd, resultsPath: settings.resultsPath, shard: null, log: log, env: process.env, signal, mask: (secret) => core/* setSecret */.Pq(secret), catalog: run.catalog });
    if (!scored.ok) {
        annotateDiagnostics(scored.diagnostics.map((diagnostic) => ({ suite: null, diagnostic })));
        await publish_fail(`bench-check: the config is not usable (${scored.diagnostics.length} problem(s), see annotations)`, 2);
        return null;
    }
    const resultsFile = external_node_path_default().resolve(cwd, settings.resultsPath);
    const resultsDir = external_node_path_default().dirname(resultsFile);
    annotateDiagnostics(documentDiagnostics(scored.doc));
    const pr = pullRequestOf(run.ctx);
    if (pr !== null) {
        await (0,atomic/* writeFileAtomic */.Zf)(external_node_path_default().join(resultsDir, 'pr.json'), `${JSON.stringify({ number: pr.number, headSha: pr.headSha })}\n`);
    }
    return { doc: scored.doc, resultsDir, resultsFile, gate: scored.value.config.gate, gateCwd: scored.value.baseDir };
}
/** Mode `score`: no baseline, no comment; the results report as the summary, exit 2 for a run that could not be measured. */
async function scoreMode(run, signal) {
    const scored = await scoreWorkspace(run, signal);
    if (scored === null)
        return;
    const failed = scored.doc.run.incomplete === true || scored.doc.suites.some((s) => s.status === 'error');
    const doc = failed ? { ...scored.doc, verdict: 'error' } : scored.doc;
    await writeDocument(doc, scored.resultsFile);
    const text = await renderReport(doc, { resultsDir: scored.resultsDir, catalog: run.catalog });
    const reportFile = external_node_path_default().join(scored.resultsDir, 'report.md');
    await (0,atomic/* writeFileAtomic */.Zf)(reportFile, text);
    const scores = Object.fromEntries(doc.suites.map((s) => [s.id, s.finalScore]));
    const finals = Object.values(scores).filter((v) => v !== null);
    core/* setOutput */.uH('final-score', finals.length === 0 ? '' : String(finals.reduce((a, b) => a + b, 0) / finals.length));
    core/* setOutput */.uH('scores', JSON.stringify(scores));
    core/* setOutput */.uH('verdict', doc.verdict ?? 'no-baseline');
    core/* setOutput */.uH('results-path', outputPath(run.cwd, scored.resultsFile));
    core/* setOutput */.uH('report-path', outputPath(run.cwd, reportFile));
    await writeSummary(text);
    if (doc.verdict === 'error') {
        const errors = doc.suites.filter((s) => s.status === 'error').map((s) => s.id);
        const why = [incompleteRun(doc), errors.length > 0 ? `${errors.join(', ')} could not be scored (bad input, see annotations)` : null].filter((w) => w !== null);
        core/* setFailed */.C1(`bench-check: ${why.join('; ')}`);
        process.exitCode = 2;
    }
}

;// CONCATENATED MODULE: ./src/action/all.ts
// Mode `all`: score, gate against the baseline and comment, in one same-repository job.











async function allMode(run, signal) {
    const scored = await scoreWorkspace(run, signal);
    if (scored === null)
        return;
    const { settings, ctx } = run;
    const pr = pullRequestOf(ctx);
    const gate = gateWithInputs(scored.gate, settings);
    let workflowId = null; // looked up once, for the baseline and the history
    const query = { workflow: (c, repo) => (workflowId ??= currentWorkflow(c, repo, ctx.runId)), pr, headSha: pr?.headSha ?? null, limits: settings.artifactLimits };
    const baseline = await loadBaseline(gate, scored.gateCwd, run, query);
    const history = await loadHistory(run, gate, baseline, scored.doc, query);
    const outcome = await applyGate(scored.doc, gate, { cwd: scored.gateCwd, env: process.env, log: log, resultsDir: scored.resultsDir, baseline, history, hints: gateHintsOf(run.catalog) });
    await writeDocument(outcome.doc, scored.resultsFile);
    core/* setOutput */.uH('results-path', outputPath(run.cwd, scored.resultsFile));
    await publish(run, pr, outcome, scored.resultsDir, await renderReport(outcome.doc, { resultsDir: scored.resultsDir, catalog: run.catalog }), {
        sha: pr?.headSha ?? process.env.GITHUB_SHA ?? null,
        runUrl: run.ctx.runUrl,
    });
}

;// CONCATENATED MODULE: ./src/action/report.ts
// Mode `report`: from a workflow_run, download the PR run's artifact, check pr.json, compare,
// comment. Everything in the artifact is hostile (docs/gate.md "Threat model").

















async function reportMode(run) {
    const { settings, ctx, client, cwd } = run;
    const triggering = workflowRunOf(ctx);
    if (ctx.eventName !== 'workflow_run' || triggering === null)
        return publish_fail(`bench-check: mode "report" runs in a \`workflow_run\` workflow (event is "${ctx.eventName}"). ${WORKFLOW_RUN_RECIPE}`, 2);
    if (triggering.event !== 'pull_request' && triggering.event !== 'pull_request_target') {
        core/* info */.pq(`the triggering run was a ${triggering.event || 'non-pull-request'} event: no pull request to report on`);
        return;
    }
    if (client === null || ctx.repo === null)
        return publish_fail('bench-check: mode "report" needs the `github-token` input and GITHUB_REPOSITORY', 2);
    const dest = await (0,promises_.mkdtemp)(external_node_path_default().join(process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)(), 'bench-current-'));
    const dl = await downloadRunArtifact(client, ctx.repo, triggering.id, settings.artifactName, dest, settings.artifactLimits, (0,logger/* progressOf */.jA)(log));
    if (!dl.ok)
        return publish_fail(`bench-check: cannot get artifact "${settings.artifactName}" of run ${triggering.id}: ${dl.error.message}`, 2);
    const prFile = findExtracted(dl.data.files, 'pr.json');
    const resultsRel = findExtracted(dl.data.files, 'results.json');
    if (prFile === null || resultsRel === null)
        return publish_fail(`bench-check: artifact "${settings.artifactName}" must hold results.json and pr.json (written by mode: score on a pull request)`, 2);
    const checked = await verifyPrJson(client, ctx.repo, await (0,promises_.readFile)(external_node_path_default().join(dest, ...prFile.split('/')), 'utf8'), triggering);
    if (!checked.ok)
        return publish_fail(`bench-check: ${checked.diagnostics[0].message}`, 2);
    if (checked.value.stale !== null) {
        // Not an error: the newer commit's own run will report. Nothing is compared or posted.
        core/* notice */.lm(`bench-check: ${checked.value.stale}`);
        await writeSummary(`### bench-check: nothing to report\n\n${plainText(checked.value.stale, 600)}\n`);
        return;
    }
    const verified = checked.value;
    const resultsFile = external_node_path_default().join(dest, ...resultsRel.split('/'));
    const current = await (0,json_read/* readJsonFile */.JE)(resultsFile, 'results');
    if (!current.ok)
        return publish_fail(`bench-check: results.json in the artifact is not a valid results document: ${current.diagnostics.slice(0, 3).map(core_diagnostics/* formatDiagnostic */.xy).join('; ')}`, 2);
    // The repository's own config (default branch checkout, if any) supplies the gate rules; never the PR's.
    const gate = gateWithInputs(await configGate(run), settings);
    const query = { workflow: async () => (0,result/* success */.k)(triggering.workflowId), pr: verified.pr, headSha: triggering.headSha, limits: settings.artifactLimits };
    const baseline = await loadBaseline(gate, cwd, run, query);
    const history = await loadHistory(run, gate, baseline, current.value, query);
    const outcome = await applyGate(current.value, gate, { cwd, env: process.env, log: log, resultsDir: external_node_path_default().dirname(resultsFile), baseline, history, hints: gateHintsOf(run.catalog) });
    // The artifact came from the PR's own run: only the comparison report (all untrusted text made inert) goes out.
    // The commit scored is the one the workflow run built (pr.json was checked against it), never the artifact's claim.
    await publish(run, verified.pr, outcome, external_node_path_default().join(cwd, external_node_path_default().dirname(settings.resultsPath)), '', { sha: triggering.headSha, runUrl: triggering.htmlUrl });
}

;// CONCATENATED MODULE: ./src/benchmarks/types.ts
function catalogOf(benchmarks) {
    return { all: benchmarks, find: (id) => benchmarks.find((b) => b.id === id) };
}

// EXTERNAL MODULE: ./src/benchmarks/hurricane/scoring.ts
var scoring = __webpack_require__(2385);
;// CONCATENATED MODULE: ./src/benchmarks/hurricane/render.ts




/** Shares of the day, so real counts and generated counts of any scale share one axis. */
function shares(v) {
    const sum = v.reduce((a, b) => a + b, 0);
    return v.map((x) => (sum > 0 ? (100 * x) / sum : 0));
}
const PERIOD_TITLES = { before: 'Before', during: 'During', after: 'After' };
/** Change rates side by side and, per period, real (bars) vs generated (line) trips by hour. */
function renderHurricane(suite) {
    const d = suite.details;
    if (!d?.hourly)
        return '';
    const rates = table(['change vs before', 'real', 'generated', 'error (pp)'], ['during', 'after'].map((k) => [k, numbers_formatValue(d.realChange[k], 'percent'), numbers_formatValue(d.generatedChange[k], 'percent'), fixed(Math.abs(d.realChange[k] - d.generatedChange[k]), 2)]), ['l', 'r', 'r', 'r']);
    const hours = Array.from({ length: 24 }, (_, h) => String(h));
    const real = scoring/* PERIODS */.nR.map((p) => shares(d.hourly.real[p]));
    const generated = scoring/* PERIODS */.nR.map((p) => shares(d.hourly.generated[p]));
    // One y scale for the three periods, so their shapes compare at a glance.
    const yMax = Math.ceil(Math.max(1, ...real.flat(), ...generated.flat()));
    const charts = scoring/* PERIODS */.nR.map((p, i) => xyChart({
        // Real as bars and generated as a line: the two nearly coincide, and two lines would hide each other.
        title: `${PERIOD_TITLES[p]}: share of trips by hour`,
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
    return [rates, ...charts].join('\n\n');
}

;// CONCATENATED MODULE: ./src/benchmarks/hurricane/index.ts
// HurricaneMobility: hourly trip counts before, during and after a hurricane against the ground truth.



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
            const missing = (message) => (0,result/* failure */.V)((0,core_diagnostics/* diagnostic */.YK)({ code: 'usage', message }));
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
            return (0,result/* success */.k)(suite);
        },
    },
    // The scorer is loaded only when a suite is scored (the report never loads it).
    score: async (suite, ctx) => (await __webpack_require__.e(/* import() */ 774).then(__webpack_require__.bind(__webpack_require__, 9774))).scoreSuite(suite, ctx),
    render: renderHurricane,
    // final_score is the suite's finalScore: compared once, as finalScore.
    gate: { finalScoreMetric: 'final_score' },
};

// EXTERNAL MODULE: ./src/benchmarks/flood/metrics.ts
var metrics = __webpack_require__(2086);
// EXTERNAL MODULE: ./src/benchmarks/flood/types.ts
var types = __webpack_require__(3802);
;// CONCATENATED MODULE: ./src/benchmarks/flood/render.ts
// Flood-specific markdown appended to the generic suite section (which already has the rounds
// table, funnel chart, metrics table and diagnostics): pass rates per year, decisions by agent
// type, the empirical benchmarks with their bands and epi (informational: "in band" or "outside
// band", never ✅/❌, since no band gates the build), and the institutions per year.





function round(rounds, id) {
    return rounds.find((r) => r.id === id) ?? { id, input: 0, passed: 0 };
}
function yearSection(suite) {
    const years = (suite.series ?? []).filter((s) => s.key === 'year');
    if (years.length === 0)
        return null;
    const rows = years.map((s) => {
        const [f, a, c] = [round(s.rounds, 'format'), round(s.rounds, 'admissible'), round(s.rounds, 'coherent')];
        return [String(s.at), String(f.input), numbers_formatRate(f.passed, f.input), numbers_formatRate(a.passed, a.input), numbers_formatRate(c.passed, c.input), numbers_formatRate(c.passed, f.input)];
    });
    const out = ['#### Pass rate by year', table(['Year', 'Decisions', 'Format', 'Admissible', 'Coherent', 'Valid (all rounds)'], rows, ['r', 'r', 'r', 'r', 'r', 'r'])];
    if (years.length > 1) {
        const valid = years.map((s) => {
            const input = round(s.rounds, 'format').input;
            return input > 0 ? (100 * round(s.rounds, 'coherent').passed) / input : 0;
        });
        out.push(xyChart({ title: 'Valid decisions per year (%)', xLabels: years.map((s) => String(s.at)), xTitle: 'year', yLabel: '% of decisions', yMax: 100, height: 300, series: [{ name: 'valid', kind: 'line', values: valid }] }));
    }
    return out.join('\n\n');
}
function decisionSection(suite) {
    const counts = suite.counts ?? {};
    const used = types/* SKILL_IDS */.HI.filter((skill) => types/* AGENT_TYPES */.KQ.some((t) => (counts[`${t}/${skill}`] ?? 0) > 0));
    if (used.length === 0)
        return null;
    const rows = types/* AGENT_TYPES */.KQ.flatMap((t) => {
        const cells = used.map((skill) => counts[`${t}/${skill}`] ?? 0);
        const total = cells.reduce((a, b) => a + b, 0);
        // Whole percents: a share beside each count in a wide matrix (the exact counts are there).
        return total === 0 ? [] : [[`\`${t}\``, ...cells.map((n) => `${n} (${pct(n, total, 0)})`), String(total)]];
    });
    return ['#### Executed decisions by agent type', table(['Agent type', ...used.map((s) => `\`${s}\``), 'Total'], rows, ['l', ...used.map(() => 'r'), 'r'])].join('\n\n');
}
function benchmarkSection(suite) {
    const present = metrics/* EMPIRICAL_BENCHMARKS */.eU.filter((b) => suite.metrics[b.id] !== undefined);
    if (present.length === 0)
        return null;
    const rows = present.map((b) => {
        const m = suite.metrics[b.id];
        const counts = m.passed !== undefined && m.input !== undefined ? ` (${m.passed}/${m.input})` : '';
        // Informational, so never ✅/❌: a value outside its band is not a failure of the build.
        const band = m.value === null ? '–' : (0,metrics/* benchmarkPasses */.Vc)(m.value, b.low, b.high) ? 'in band' : 'outside band';
        return [`\`${b.id}\``, `${numbers_formatValue(m.value, 'fraction')}${counts}`, `${markdown_num(b.low)}–${markdown_num(b.high)}`, `${markdown_num(b.low * 0.7, 3)}–${markdown_num(b.high * 1.3, 3)}`, markdown_num(b.weight, 1), band];
    });
    const epi = suite.metrics.epi;
    const lines = [
        '#### Empirical benchmarks (informational)',
        'Observed rates the simulated population is compared with. No band gates the build on its own: the weights of the benchmarks in band make up **epi**, which counts for half of the final score.',
        table(['Benchmark', 'Value', 'Range', 'Band (×0.7 / ×1.3)', 'Weight', 'Result'], rows, ['l', 'r', 'r', 'r', 'r', 'l']),
    ];
    if (epi !== undefined)
        lines.push(`**epi** (weight in band / weight of non-null benchmarks): ${numbers_formatValue(epi.value, 'fraction')}${epi.value === null ? ' — every benchmark is null' : ''}`);
    return lines.join('\n\n');
}
const numberOrNull = (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
function decisionCell(v) {
    if (v === null || typeof v !== 'object')
        return '–';
    const d = v;
    const adj = numberOrNull(d.adjustment);
    const text = `${plainText(String(d.decision ?? '?'), 20)}${adj !== null && adj !== 0 ? ` ${markdown_num(100 * adj, 1)} %` : ''}`;
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
    const rate = (v) => numbers_formatValue(v === null ? null : 100 * v, 'percent');
    const rows = years.map((y) => [
        String(y.year),
        y.flood ? '🌊' : '',
        y.government,
        rate(y.subsidyRate),
        y.mgPriority === null ? '–' : y.mgPriority ? 'MG' : 'all',
        y.insurance,
        rate(y.premiumRate),
        numbers_formatValue(y.lossRatio, 'fraction'),
        numbers_formatValue(y.uptake, 'fraction'),
        numbers_formatValue(y.mgAdoption, 'fraction'),
        numbers_formatValue(y.nmgAdoption, 'fraction'),
        numbers_formatValue(y.budgetLeftShare, 'fraction'),
    ]);
    const header = ['Year', 'Flood', 'Government', 'Subsidy rate', 'Priority', 'Insurance', 'Premium rate', 'Loss ratio', 'Uptake', 'MG adoption', 'NMG adoption', 'Budget left'];
    const body = table(header, rows, ['r', 'c', 'l', 'r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r']);
    return details('Institutions per year (decision applied; figures at year end)', body);
}
/** The flood suite's own markdown (Benchmark.render). */
function renderFlood(suite) {
    return [yearSection(suite), decisionSection(suite), benchmarkSection(suite), institutionSection(suite)].filter((s) => s !== null).join('\n\n');
}

;// CONCATENATED MODULE: ./src/benchmarks/flood/index.ts
// The flood-adaptation benchmark: runs the simulation on a provider's decisions (rule, replay or
// an OpenAI-compatible endpoint), writes the audit logs, the items file and the --record file,
// and reports the funnel, behaviour metrics and the final score (spec flood.md, results.md).



function flood_usage(message) {
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
    // Once one decision differs the two simulations diverge: a household id is not the same trial.
    gate: { unpaired: true },
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
                    return flood_usage(`score flood --audit takes no simulation flags (got ${extra.join(', ')})`);
                suite.audit = String(flags.audit);
                return (0,result/* success */.k)(suite);
            }
            const provider = flags.provider ?? 'rule';
            if (provider === 'replay' && flags.replay === undefined)
                return flood_usage('score flood --provider replay needs --replay FILE');
            if (provider !== 'replay' && flags.replay !== undefined)
                return flood_usage('--replay needs --provider replay');
            if (provider === 'openai' && (flags.baseUrl === undefined || flags.model === undefined))
                return flood_usage('score flood --provider openai needs --base-url and --model');
            if (flags.resume === true && (provider !== 'openai' || flags.record === undefined))
                return flood_usage('--resume needs --provider openai and --record FILE (the record file of the interrupted run)');
            for (const [flag, key] of CONFIG_FLAGS) {
                const value = flags[flag];
                if (value === undefined)
                    continue;
                if (typeof value === 'number' && !Number.isFinite(value))
                    return flood_usage(`--${flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} must be a number`);
                suite[key] = value;
            }
            return (0,result/* success */.k)(suite);
        },
    },
    // The scorer (simulation, providers, audit mode) is loaded only when a suite is scored.
    score: async (suite, ctx) => (await Promise.all(/* import() */[__webpack_require__.e(377), __webpack_require__.e(867)]).then(__webpack_require__.bind(__webpack_require__, 9867))).scoreFlood(suite, ctx),
    render: renderFlood,
};

// EXTERNAL MODULE: ./src/benchmarks/transitlm/reference/final-score.ts
var final_score = __webpack_require__(4238);
// EXTERNAL MODULE: ./src/benchmarks/transitlm/input/options.ts
var options = __webpack_require__(7530);
;// CONCATENATED MODULE: ./src/benchmarks/transitlm/render.ts


/**
 * TransitLM-specific markdown: what the generic metrics table cannot show — the task's settings and,
 * for diversity, the best-match and route-count distributions. The metrics themselves are in the
 * report's metrics table (issue #16: no metric listed twice).
 */
function rateCell(m) {
    if (m === undefined)
        return '–';
    return m.passed !== undefined && m.input !== undefined ? `${numbers_formatMetric(m)} (${m.passed}/${m.input})` : numbers_formatMetric(m);
}
function renderTransitlm(suite) {
    const out = [];
    const details = suite.details ?? {};
    const compat = typeof details.compat === 'string' ? details.compat : 'reference';
    const stations = typeof details.stations === 'string' ? details.stations : null;
    out.push(`TransitLM task ${inlineCode(suite.task ?? '–')} · compat ${inlineCode(compat)}${stations !== null ? ` · stations ${inlineCode(stations)}` : ''}`);
    if (suite.task === 'diversity') {
        const bm = ['first', 'second', 'third'].map((k) => suite.metrics[`best_match_${k}`]?.value ?? 0);
        const hits = bm.reduce((a, b) => a + b, 0);
        out.push(table(['Best match taken from', 'IoU passes', 'Share'], ['first', 'second', 'third'].map((k, i) => [k, String(bm[i]), numbers_formatRate(bm[i], hits)]), ['l', 'r', 'r']));
        const reach = ['first', 'second', 'third'].map((k) => [k, rateCell(suite.metrics[`route_reachable_${k}`]), numbers_formatValue(suite.metrics[`expert_score_${k}`]?.value, 'fraction')]);
        out.push(table(['Output route', 'Reachable', 'Expert score (mean)'], reach, ['l', 'r', 'r']));
        const counts = [0, 1, 2, 3].map((n) => details[`rowsWithRoutes${n}`]);
        if (counts.every((c) => typeof c === 'number')) {
            out.push(table(['Output routes with lines', 'Rows'], counts.map((c, n) => [String(n), String(c)]), ['r', 'r']));
        }
    }
    return out.join('\n\n');
}

;// CONCATENATED MODULE: ./src/benchmarks/transitlm/index.ts





/** TransitLM (HotTricker/TransitLM at 4151aff): single, personalized, diversity, general. */
/** Recomputes finalScore from merged counts (never averaged): accuracy passes, or rows passing accuracy and preference. */
function finalScoreOf(suite) {
    const passed = suite.task === 'personalized' ? (suite.counts?.final_passed ?? 0) : (suite.rounds.find((r) => r.id === 'accuracy')?.passed ?? 0);
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
    const suite = { id: `transitlm-${task}`, benchmark: 'transitlm', task, input: Array.isArray(input) && input.length === 1 ? input[0] : input };
    const keys = ['stations', 'lines', 'apiUrl', 'batchSize', 'timeoutS', 'retries', 'compat', 'maxProviderErrorRate', 'maxConsecutiveProviderFailures'];
    for (const k of keys)
        if (flags[k] !== undefined)
            suite[k] = flags[k];
    return (0,result/* success */.k)(suite);
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
            task: { type: 'string', describe: 'Benchmark task', choices: options/* TASKS */.n3 },
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
    // The scorers (readers, station graph, worker pool) are loaded only when a suite is scored.
    score: async (suite, ctx) => (await Promise.all(/* import() */[__webpack_require__.e(741), __webpack_require__.e(918)]).then(__webpack_require__.bind(__webpack_require__, 9918))).scoreTransitlm(suite, ctx),
    finalScoreOf,
    render: renderTransitlm,
    // gate.md: TransitLM's finalScore is a pass rate (accuracy, and preference where present).
    gate: { finalScoreRounds: ['accuracy', 'preference'] },
};

;// CONCATENATED MODULE: ./src/benchmarks/registry.ts




/**
 * Every benchmark the tool knows: the only place that names them. Imported only by the composition
 * roots (the CLI's main, the action's entry), which hand the catalog down.
 */
const BENCHMARKS = [hurricaneBenchmark, transitlmBenchmark, floodBenchmark];
const catalog = catalogOf(BENCHMARKS);

;// CONCATENATED MODULE: ./src/inputs.ts





/** The longest history the `history` input asks for (each run may cost an artifact download). */
const MAX_HISTORY_INPUT = 100;
/** The login of GITHUB_TOKEN's comments. */
const DEFAULT_COMMENT_AUTHOR = 'github-actions[bot]';
function oneOf(name, value, allowed) {
    return allowed.includes(value) ? value : `input "${name}" must be one of ${allowed.join(', ')}, got "${value}"`;
}
function readSettings(getInput = (name) => core/* getInput */.V4(name)) {
    const input = (name) => getInput(name).trim();
    const errors = [];
    const pick = (name, fallback, allowed) => {
        const got = oneOf(name, input(name) || fallback, allowed);
        if (!allowed.includes(got))
            errors.push(got);
        return got;
    };
    const mode = pick('mode', 'score', ['score', 'report', 'all']);
    const comment = pick('comment', 'always', COMMENT_MODES);
    const failRaw = (input('fail-on-regression') || 'true').toLowerCase();
    if (!['true', 'false'].includes(failRaw))
        errors.push(`input "fail-on-regression" must be true or false, got "${failRaw}"`);
    const missingRaw = input('on-missing-baseline');
    const onMissingBaseline = missingRaw === '' ? null : pick('on-missing-baseline', 'warn', ['pass', 'warn', 'fail']);
    const ageRaw = input('baseline-max-age-days');
    const age = ageRaw === '' ? null : Number(ageRaw);
    if (age !== null && !(Number.isFinite(age) && age >= 0))
        errors.push(`input "baseline-max-age-days" must be a number ≥ 0, got "${ageRaw}"`);
    const baselineRaw = input('baseline');
    const baseline = baselineRaw === '' ? null : baselineRaw === 'file' || baselineRaw === 'artifact' ? { source: baselineRaw, path: null } : { source: 'path', path: baselineRaw };
    const commentKey = input('comment-key') || 'default';
    if (!/^[A-Za-z0-9._-]{1,64}$/.test(commentKey))
        errors.push(`input "comment-key" must be 1–64 characters of A–Z a–z 0–9 . _ -, got "${commentKey}"`);
    const limit = (name, fallback, unit) => {
        const raw = input(name);
        if (raw === '')
            return fallback;
        const n = Number(raw);
        if (!(Number.isInteger(n) && n > 0))
            errors.push(`input "${name}" must be a whole number > 0, got "${raw}"`);
        return n * unit;
    };
    const MIB = 1024 * 1024;
    const artifactLimits = {
        maxCompressedBytes: limit('artifact-max-compressed-mib', DEFAULT_ARTIFACT_LIMITS.maxCompressedBytes, MIB),
        maxExpandedBytes: limit('artifact-max-expanded-mib', DEFAULT_ARTIFACT_LIMITS.maxExpandedBytes, MIB),
        maxEntries: limit('artifact-max-entries', DEFAULT_ARTIFACT_LIMITS.maxEntries, 1),
    };
    const historyRaw = input('history');
    const history = historyRaw === '' ? null : Number(historyRaw);
    if (history !== null && !(Number.isInteger(history) && history >= 0 && history <= MAX_HISTORY_INPUT))
        errors.push(`input "history" must be a whole number from 0 to ${MAX_HISTORY_INPUT}, got "${historyRaw}"`);
    const commentAuthor = input('comment-author') || DEFAULT_COMMENT_AUTHOR;
    if (!/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})(?:\[bot\])?$/.test(commentAuthor))
        errors.push(`input "comment-author" must be a GitHub login (e.g. github-actions[bot] or my-app[bot]), got "${commentAuthor}"`);
    if (errors.length > 0)
        return (0,result/* failure */.V)(...errors.map((message) => (0,core_diagnostics/* diagnostic */.YK)({ code: 'input', field: /^input "([^"]+)"/.exec(message)?.[1] ?? null, message })));
    return {
        ok: true,
        value: {
            config: input('config') || undefined,
            mode,
            resultsPath: input('results-path') || 'bench-results/results.json',
            token: input('github-token') || null,
            comment,
            commentKey,
            commentAuthor,
            failOnRegression: failRaw === 'true',
            baseline,
            artifactName: input('artifact-name') || 'bench-results',
            baselineMaxAgeDays: age,
            onMissingBaseline,
            artifactLimits,
            history,
        },
    };
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

;// CONCATENATED MODULE: ./src/main.ts
// The action's composition root: read the inputs and the event, then hand off to one mode
// (src/action/, gate.md "Forks and permissions").













function workspaceHead(cwd) {
    try {
        return (0,external_node_child_process_.execFileSync)('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || null;
    }
    catch {
        return null;
    }
}
async function run() {
    const settingsResult = readSettings();
    if (!settingsResult.ok)
        return publish_fail(`bench-check: ${settingsResult.diagnostics.map((d) => d.message).join('; ')}`, 2);
    const settings = settingsResult.value;
    // Masked before anything can print it (a failed request's message, a debug line).
    if (settings.token !== null)
        core/* setSecret */.Pq(settings.token);
    const cwd = process.env.GITHUB_WORKSPACE ?? process.cwd();
    const context = readEventContext(process.env);
    if (!context.ok)
        return publish_fail(`bench-check: ${context.diagnostics.map((d) => d.message).join('; ')}`, 2);
    const refusal = pullRequestTargetRefusal(context.value, workspaceHead(cwd));
    if (refusal !== null)
        return publish_fail(refusal, 2);
    // The list answers kept for conditional requests live in the history's cache (src/github/conditional.ts).
    const client = settings.token === null ? null : await createGitHubClient(clientOptionsFromEnv(process.env, settings.token, { listCache: historyCacheRoot(process.env) }));
    const action = { settings, cwd, ctx: context.value, client, catalog: catalog };
    core/* setOutput */.uH('comment-url', '');
    if (settings.mode === 'report')
        return reportMode(action);
    const stop = stopOnSignals(log);
    try {
        await (settings.mode === 'score' ? scoreMode : allMode)(action, stop.signal);
    }
    finally {
        stop.dispose();
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

/***/ 502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ suiteFileStem),
/* harmony export */   I: () => (/* binding */ emptySuite)
/* harmony export */ });
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


/***/ }),

/***/ 8233:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ UsageCounter),
/* harmony export */   R: () => (/* binding */ sumUsage)
/* harmony export */ });
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
    return typeof v === 'number' && Number.isInteger(v) && v >= 0;
}
/** The sum of the usages of the shards of a suite; undefined when none has one. */
function sumUsage(parts) {
    const present = parts.filter((u) => u !== undefined);
    if (present.length === 0)
        return undefined;
    const out = { requests: 0, retries: 0 };
    for (const u of present) {
        out.requests += u.requests;
        out.retries += u.retries;
    }
    for (const key of ['promptTokens', 'completionTokens']) {
        const known = present.filter((u) => u[key] !== undefined);
        if (known.length > 0)
            out[key] = known.reduce((a, u) => a + u[key], 0);
    }
    return out;
}


/***/ })

};
