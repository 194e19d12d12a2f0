// Mutation testing of the code that decides and renders the verdict (issue #13 part 7):
// `npm run test:mutation` (not part of `npm test`; about an hour for the 13 files on 2 busy cores).
// Reports: reports/mutation/. One file: `npx stryker run --mutate src/gate/index.ts`.
// Target: each file kills >= 90 % of its non-equivalent mutants (docs/maintainers.md "Mutation
// testing" has the scores per file).
//
// Equivalent mutants accepted (file:line, how many, the mutation, why no behaviour can tell it
// from the original). Stryker still reports them as survivors; the scores in docs/maintainers.md
// leave them out. Line numbers are those of the code as of 2026-11-25.
// src/gate/baseline.ts (11)
//   65, 201  `epoch !== undefined` → true: /^\d+$/.test(undefined) tests the string "undefined", which fails anyway.
//   77 (6: `value.from ?? ''` → &&, '' → "Stryker was here!", the `typeof value.commit === 'string'`
//      condition → true / false / !==, 'string' → ""): readMeta's `from` and `commit` are read by no
//      caller (loadBaselineFile keeps only reason and updatedAt), so nothing can observe them.
//   79   catch block → {}: readMeta then returns undefined instead of null; its caller reads
//        `meta?.reason ?? null`, the same for both.
//   190  'error' → "" in `code ?? 'error'`: every error of mkdir/copyFile/rename carries a code.
//   201  /\.\d{3}Z$/ → /\.\d{3}Z/: toISOString() always ends in ".sssZ"; the anchor changes nothing.
// The comment was rewritten by issue #16 (comment.ts, comment-head.ts, comment-suite.ts, with
//   core/numbers.ts); its old list (24 equivalents, commit 4f7f842) was replaced by the four lists
//   just below, from runs of 2026-11-25 after the rewrite. The line numbers of compare.ts, rules.ts,
//   render.ts, text.ts and markdown.ts further down predate issues #16 and #18: re-check them.
// src/gate/judge.ts (17; run 2026-12-07 18:17 UTC, 402 mutants, lines of that day: 385 killed
//   with the repeats test added after the run, 17 equivalent: 100 %)
//   123, 198  `rule.minEffect !== null` → true: `drop < null` is `drop < 0`, false for a drop past
//        the fail threshold, the only drop these lines see.
//   125  'warn' → "": `level` is only compared with 'fail' and with null.
//   126  `r.kind === 'no-p'` → true: in that branch the only reason pushed before the line is the
//        no-p that finiteTest adds.
//   127  `pAdjusted === null` → false: `null < alpha` is `0 < alpha`, true, as the null case is.
//   222 (7: either `some` → `every`, its callback → undefined, either half → false, || → &&): a
//        missing seed on one side only is caught later (no repeat of the other side has that seed),
//        so the test matters only with a missing seed on both sides, and either half catches that.
//   226  `current.size !== c.values.length` → false: a current run with a seed twice has fewer
//        distinct seeds than the baseline's, so one baseline seed is not found.
//   284, 285, 296 (4 optional chains → plain): judge() is called with both sides' values there.
// src/gate/gating.ts (12; run 2026-12-07 18:17 UTC, 196 mutants, 184 killed: 100 %)
//   12   'no-value' → "": untestedWhy only asks whether the answer is 'too-few-items', and
//        suiteGating whether it is null.
//   26   `sides.length === 0` → false: Math.min() of no sides is Infinity, never below minItems.
//   28 (4: `n < minItems` → true / <=, `named === null` → false, `n > named` → >=): a target with
//        too few items has a side below minItems and n is its smaller side; `n > null` is `n > 0`,
//        false only for a side of 0 items, which has no value (no-value, not too-few-items); equal
//        counts name the same count.
//   76 (6: the verdict's 'error' / 'skipped' tests → false, "", &&): the state tests just above
//        return first for error and skipped suites, whose verdict is their state; these narrow the
//        type for VERDICTS.
// src/gate/run-outcome.ts, src/gate/verdicts.ts: every mutant killed (run 2026-12-07 18:17 UTC).
// src/report/words.ts (12 in terminalReason; run 2026-11-27 19:00 UTC, lines of that day)
//   337 (3: `t.delta !== null` → true, `t.baseline !== null` → true, && → ||): delta is null exactly
//        when the baseline or the current value is, and the current value is known for a target
//        with a reason to print, so either half decides alone.
//   339  `t.delta > 0` → >= 0: a delta of 0 is "unchanged" one test earlier.
//   342  `rel > 0` → >= 0: rel is null when delta is 0, so it is never 0.
//   347 (3: either half → true, && → ||): a target has a test exactly when it has a p.
//   357 (3: the `some` → true, its test → true / !==): the filter on the next line pushes only the
//        min-effect reasons, so pushing when there are none pushes nothing.
//   359  `t.current !== null` → true: a bound is crossed only by a current value.
// src/report/comment.ts (3; run 2026-11-25 17:51 UTC)
//   53   the last LEVELS entry → {}: every reader tests a flag for truth, and an absent flag is
//        falsy like false.
//   57   DROPPED 'worstItems' → "": the list is written only from level 1 on, where worstItems is
//        false anyway, so "worst items" is named all the same.
//   102  the last resort's level argument `LEVELS.length - 1` → `+ 1`: render() only asks `level > 0`.
// src/report/comment-head.ts (26; run 2026-11-25 17:51 UTC)
//   31   TARGET_WORDS 'insufficient-data' 'not gated' → "": targetWords() words that verdict itself,
//        and suiteOutcome() never returns it, so OUTCOME_WORDS never reads the entry.
//   39 (4: `url !== null && url !== undefined` → true / ||, either side → true): HTTPS_URL.test()
//        of null or undefined tests "null" / "undefined", which fail the https pattern anyway.
//   47   `t.unit === 'pp'` → false: unit "pp" then makes a quantity with unit "pp": the same
//        2 decimals and the same " pp" after the value and the Δ.
//   54, 58  `t.unit === null` → false: plainText(null) is "null", but the unit is only written for a
//        quantity, and a quantity has a unit that is not null.
//   82   ungatedSuites `s.state === 'compared'` → true: error and skipped suites have no targets,
//        and every target of a new (removed) suite has the verdict new (removed).
//   104 (3: the filter → s.targets, its condition → true, 'insufficient-data' → ""): the `order`
//        searched next holds no 'insufficient-data', so untested targets never match anyway.
//   124  the count's `s.state === 'compared'` → true: suiteOutcome() of any other suite is its
//        state, never regressed, possible-regression or improved, the outcomes counted.
//   170 (4: the finalScore finder → () => undefined / false, 'metric' → "", 'finalScore' → ""):
//        with no target found, the `??` fallbacks give the same numbers: the target's values are
//        the documents' finalScore (finalScoreSide), its delta current − baseline, and a null one
//        falls through to the same fallback.
//   172, 175  `(suite ?? base)?.task`, `base?.finalScore` → without `?.`: every suite of the
//        comparison is in the current or the baseline document, and a compared or removed one in
//        the baseline document.
//   189 (4), 193, 219 (2)  table alignment 'l' → "": table() writes `---` for anything but 'r' and 'c'.
// src/report/comment-suite.ts (13; run 2026-11-25 17:51 UTC)
//   24 (2: `s.verdict !== 'error'` → true, 'error' → ""): only a suite in state error has the
//        verdict error, and suiteBody() returns for it before isPassing() is asked.
//   42 (3), 56 (3)  table alignment 'l' → "": table() writes `---` for anything but 'r' and 'c'.
//   65 (2: `s.total > 0` → true / `>= 0`): with no items the survival is 0 / 0 = NaN (or x / 0 =
//        Infinity), which the chart module writes as 0, the value of the guard.
//   98 (2: `(suite ?? …)?.task`, `input.baselineDoc?.suites` → without `?.`), 110 (`baselineDoc?.`):
//        a suite missing from the current document is removed, so it is in the baseline document;
//        a compared suite is in both.
// src/report/trend.ts (21; run 2026-11-25 18:09 UTC)
//   50 (5: `h.median === null || h.spread === null` → false / &&, either side → false; the '' →
//        "Stryker was here!"), 93 (`h.median !== null` → true), 140, 141 (4: `median === null` /
//        `spread === null` → false, '–' → ""): finalScoreWithHistory() passes only targets with past
//        values, and targetHistory() (gate/history-stats.ts) gives a median and a spread whenever
//        there are values.
//   73 (2: `h?.rule === undefined` → false, `h?.rule` → `h.rule`): ruleWords() only gets such a
//        target, so h is defined; without a rule the basis is undefined and no reason starts with
//        "insufficient history" or "no spread" (only judgeHistory() writes those, under a rule), so
//        `why` is undefined and the words "" all the same.
//   74   '' → "Stryker was here!" in `t.reasons[0] ?? ''`: under basis history judgeHistory() always
//        gives its reason.
//   94 (4: `h.basis === 'history'` → true, `h.band !== undefined` → true, `h.median !== null` →
//        true, the first && → ||): judgeHistory() returns a band exactly when the basis is history
//        (history-stats.ts 151, compare.ts 201), and the median is not null (as for 50).
//   96 (2: `h.rule?.k` → `h.rule.k`, '?' → ""): compare.ts sets the basis only together with the rule.
//   112  /^(\d+ runs?)/ → /(\d+ runs?)/: describeHistoryLoad()'s text starts with the count, so the
//        first match (replace without /g) is at 0 either way.
//   142  `t.current === null` → false: score(null) is formatValue(null) = '–', the same.
// src/core/numbers.ts (12; run 2026-11-25 17:41 UTC)
//   25   `m.value !== null` → true: Number.isInteger(null) is false.
//   31 (4: `value === null || value === undefined` → false / &&, either side → false), 67 (4, the
//        same in formatP): Number.isFinite(null) and Number.isFinite(undefined) are false, so "–".
//   33   /^-0\.?0*$/ → /-0\.?0*$/: toFixed() writes a minus sign only in front.
//   54   `delta! > 0` → `>= 0`: a Δ of 0 (or -0) is written "0.00", and the sign needs a digit 1–9.
//   73   `input > 0` → `>= 0`: with input 0 the rate is NaN or ±Infinity, which formatValue writes "–".
// src/gate/compare.ts (17; run 2026-12-07 14:17 UTC, 517 mutants, lines of that day: 490 killed and
//   8 timeouts, 17 equivalent below, 2 left — roundsById's first-of-an-id rule (66, only a
//   document with a round id twice tells) and a percent metric's unit in `display` (79): 99.6 % of
//   the non-equivalent killed.)
//   66   `suite?.rounds ?? []` → ["Stryker was here"]: the map then has a key `undefined`, and it is
//        only ever looked up by round ids.
//   121 (3: `kind === 'metric'` → true, `finalScoreMetric !== undefined` → true, [] → ["Stryker was
//        here"]): a round is never named finalScore; an alias `undefined` or a made-up one matches no
//        rule a config can write.
//   124 (3: `kind === 'metric'` → true and the `&&` → `||` / true of its first half): repeatValue
//        (sides.ts) reads `rate` only for metrics other than finalScore, so only `scale === 'points'`
//        decides.
//   127  `spec.pairKey !== null` → true: metrics pass pairKey null, and discordant.get(null) is undefined → null.
//   131, 158, 159  `if (h !== undefined)`, `if (j.repeats !== undefined)`, `if (j.itemValues !==
//        undefined)` → true: the key is then set to undefined, which judge() and every reader (JSON,
//        the reports) take for absent.
//   234 (4)  the `tested` flag of metrics (`rate && isRate(bm) && isRate(cm)` → true / ||): a test also
//        needs counts on both sides, and only rate metrics have counts (metricSide).
//   323  `(current ?? baseline)?.task` → `.task`: a compared suite exists on one side at least.
//   479  'baseline' → "" in the key of a file used once: the current side's keys keep their prefix,
//        so the two sides' keys still differ.
// src/gate/stats.ts (59; run 2026-12-07 15:13 UTC, 414 mutants, lines of that day: 352 killed
//   with 4 timeouts, 59 equivalent below, 3 left that change a number only in its last bits:
//   99.2 % of the non-equivalent killed. Measured with tests/gate/{stats,stats.mutation,
//   stats-edges,repeats,repeat-test,fail-closed}.test.ts and tests/property/gate-stats.property.test.ts.)
//   10   bitLength `n === 0n` → false: 0n.toString(2) is "0", and a bit length of 1 gives the same shift 0.
//   31 (4: `n === 0 || b === 0` → false / &&, either side → false): with b = 0 the exact sum is
//        2^n / 2^n = 1 (and 1 − 0 = 1 beyond 4 096 pairs), the value the early return gives.
//   46 (5), 47 (5), 51 (5)  the loop guards `k < n && r > 0` / `k > 0 && r > 0` (→ true, ||, <=, >=):
//        one more step multiplies r by 0 ((n − k) or k is 0) and once r is 0 every further term is 0.
//   68 (4)  the tail loop `k <= n && t > 0` (→ true, <, t >= 0): the same zero terms, and the last
//        term r_n / r_b, where p is a representable double, is < 1e-900 of the tail: adding it changes
//        no double.
//   82 (2: `n <= 0` → false / `n < 0`): with n = 0, passed is 0, and the formula's bounds are then
//        0 and 1 by the passed <= 0 / passed >= n branches; only passed > n = 0 (no such counts) differs.
//   122 (6)  the `n <= 0` guard of newcombeOneSidedP (→ false, &&, <): 0/0 makes d NaN, every bound
//        comparison false, the bisection runs to z = 40 and returns Φ(40) = 1, the guard's value.
//   127, 130 ×2, 133, 138  `d < 0` → `d <= 0`: d = 0 has returned 0.5 before.
//   130 (3: the early-return condition or either branch → false): without it the bisection ends at
//        z ≈ 40, where 1 − Φ(z) is exactly 0 and Φ(z) exactly 1, the early return's values.
//   130 (2: `bound(hi) < 0` → `<= 0`, `> 0` → `>= 0`), 133 (2: `>= 0` → `> 0`, `<= 0` → `< 0`),
//        131 (`hi - lo > 1e-12` → `>= 1e-12`): differ only when a bound or width is exactly 0 or 1e-12.
//   131 (6: `i < 200` → true / `<= 200` / ||, `i++` → `i--`, the width test → true, `hi - lo` →
//        `hi + lo`): the width test ends the loop after ~45 steps; run on (to 200 steps) the
//        bisection stays within 1e-12 of z*, which moves p by less than its last bit.
//   161 (2: `<=` → `<`, `Math.max` → `Math.min`): differ only when |a − b| is exactly 8 ulps of the
//        larger, and two numbers within rounding of each other have the same magnitude to 8 ulps.
//   207 (2), 230  `se <= ROUNDING` → `<`, `drop > ROUNDING` → `>=`: differ only at exactly 8 ε.
//   228, 229  `top === 0 ? 0 : …` → the division: top is 0 only when both variances are, and then
//        se = 0 takes the `na + nb − 2` branch, which does not read ra or rb.
//   264  the tie-break `x.i - y.i` → `x.i + y.i`: tied p get the same adjusted value (Holm's running
//        maximum, BH's running minimum), whatever their order.
//   Left, last bits only: 48 (`b <= m` → `<`: both sums at b = m), 62 ×2 (the 1e-250 rescaling of
//   r_b: p below 1e-250 becomes 0, significant either way).
// src/gate/distributions.ts (51; lines 1–119 from the same run, lines 120–200 run again at 15:32
//   after the tests of the t CDF at df 20–30 and far in the tail: 383 mutants, 319 killed with 11
//   timeouts, 51 equivalent below, 13 left in the last bits: 96.1 %.)
//   24   `Number.isNaN(z)` → false: NaN falls through every comparison and comes out NaN.
//   41   `z > 0` → `z >= 0`: at 0 the tail is exactly 0.5, and 1 − 0.5 = 0.5.
//   104 (2), 113 (2), 115 (2)  the modified Lentz guards `Math.abs(d|c) < tiny` (→ false, <=): they
//        catch a denominator below 1e-300, which the t CDF's arguments (a ≥ 0.5, b = 0.5, 0 < x < 1)
//        never give.
//   107  `m <= 10000`, 119 `< 1e-16` → `<= 1e-16`: the fraction converges in at most hundreds of
//        steps, and d·c − 1 is never exactly 1e-16.
//   153 (10)  regularizedBeta's `!(a > 0 && b > 0) || isNaN(x) || isNaN(y)` guard (→ false, &&, true,
//        ||, >=): its caller passes a = df/2 > 0 and b = 0.5, and a NaN x or y comes out NaN through
//        the logarithms anyway.
//   154 (2), 155 (2)  `x <= 0` / `y <= 0` (→ false, <): at x = 0 the front factor is e^(a·ln 0) = 0
//        and the result 0; at y = 0 it is e^(b·ln 0) = 0 and the result 1 − 0 = 1.
//   156, 157  `x < 0.5` → `<=`, `y < 0.5` → `<=`: at 0.5 exactly both logarithms are exact.
//   160  `x < (a + 1) / (a + b + 2)` → `<=`: both branches give I_x at the boundary.
//   166 (4: `Number.isNaN(t) || !(df > 0)` → false, &&, `df >= 0`, true): a NaN t makes x NaN, and
//        df ≤ 0 makes a ≤ 0: regularizedBeta returns NaN for both.
//   167, 168 (2: `t === ±Infinity` → false, `-Infinity` → `+Infinity`): t² = ∞ makes x = 0 and the
//        tail 0, so the CDF is 1 at +∞ and 0 at −∞ without the early returns.
//   173  `t > 0` → `t >= 0`: at t = 0 the tail is 0.5 and 1 − 0.5 = 0.5.
//   181 (2: `p > 0` → true / `p >= 0`): p = 0 then reaches the symmetric call with p = 1, which
//        returns Infinity, negated.
//   185, 187 (4)  the quantile cache (`q === undefined` → true; the size cap → true / false / <= / >=):
//        a cache only saves work; computing a quantile again gives the same value.
//   195  `studentTCdf(hi, df) < p` → `<=`: differs only when the CDF is exactly p at a power of two.
//   196 (7: `i < 200` → true / `<= 200` / ||, `i++` → `i--`, the width test → true / `>=`, `hi - lo`
//        → `hi + lo`), 198 `< p` → `<= p`: as in newcombeOneSidedP's bisection (stats.ts 131): the
//        width test ends the loop, and the CDF is never exactly p at a bisection point.
//   Left, last bits only: 30, 67, 70 (region boundaries of Hart's and Acklam's approximations), 80 ×3
//   (the Halley step's form: O(u²) ≈ 1e-18), 91 (the reflection of ln Γ below 0.5: Lanczos alone is
//   within 1e-13 there), 138 (`large < 10` → `<=`: Lanczos and Stirling agree to 1e-14 at 10), 156,
//   157 (`x < 0.5` → true: ln x from x itself near 1, ≤ 1e-10 at df 10⁶; the same for ln y, whose
//   factor ½ keeps it in the last bits), 160 (`a + b` → `a − b`: the other branch of I_x near the
//   switch, 2e-12), 196 ×2 (the quantile bisection's tolerance).
// src/gate/family.ts (6; run 2026-12-07 15:51 UTC, 93 mutants, 87 killed, 6 equivalent: 100 %)
//   25   roundsData's `.sort()` → none: the only data key two targets can share is of one round (a
//        round, and a finalScore that is the conjunction of one round); a suite has one finalScore,
//        so a key of several rounds, whatever its order, meets no other.
//   37 (2: `?? []` → ["Stryker was here"], `(r) => r.id` → undefined): finalScoreData is called for a
//        suite on both sides, whose rounds are arrays; without the ids, two lists of the same length
//        compare equal, and then the finalScore's one-round key names a round the baseline lacks:
//        that round has no baseline, no test and no p, so no target shares the key.
//   38   `current === undefined` → false: a finalScore is compared only for a suite on both sides.
//   66   `key === null ? undefined : first.get(key)` → `first.get(key)`, 68 `key !== null` → true:
//        only one of the two at a time; with 66 mutated no null key was ever set, with 68 mutated a
//        null key is set but never looked up.
// src/gate/rules.ts (5)
//   33   `re === undefined` → true: the glob cache is an optimisation; compiling again gives the same RegExp.
//   79, 80, 86, 87  `t.<key> !== undefined` → true: the `!== null` test and the comparison with undefined
//        (`drop > undefined`, `value < undefined`) are false for an absent key as well.
// src/gate/items.ts (21)
//   46 (2: `{ encoding: 'utf8' }` → {}, 'utf8' → ""): readline decodes a byte stream as UTF-8 itself
//        (StringDecoder), split multi-byte characters included.
//   54   catch block → {}: `value` stays undefined, which the object check below turns into the same
//        `record: null`.
//   58   `typeof value === 'object'` → true: a JSON primitive has no `id` property either.
//   66 (2: `o.rounds.length > 0` → true / `>= 0`): an outcome without rounds then passes on both
//        sides instead of failing on both; only differences between the sides are counted.
//   74 (2: `a.rank !== b.rank` → true, `<` → `<=`), 75 (2: `a.order < b.order` → false / `<=`):
//        worseThan() always compares a new candidate with items read before it (larger order), so
//        on equal ranks the order test is false either way.
//   128  `before !== undefined` → true: `undefined & ~mask` is 0.
//   129 (2: the condition → true, `<` → `<=`): the test only skips work; an item inserted at the end
//        of a full list is popped again.
//   137 (8: the `baselineItems !== null`, `> 0` and `currentItems > 0` guards → true / `||` / `>=`):
//        with no items on a side, `shared` is 0 and the two 90 % share tests already fail.
// src/report/render.ts (9)
//   47, 70 (2), 110 (3)  table alignment 'l' → "": table() writes `---` for anything but 'r' and 'c'.
//   85, 109, 127  `x === null ? '–' : num(x)` → num(x): num(null) is "–" as well.
// src/report/text.ts (3)
//   15   `r[i] ?? ''` → "Stryker was here!": every row has as many cells as the header.
//   22, 40  `x === null ? '–' : num(x)` → num(x): num(null) is "–" as well.
// src/report/items.ts (4)
//   22   `suite.itemsFile === undefined` → false: sideFile() refuses a name that is not a string, with
//        the same empty result.
//   29 (3: `line.trim() === ''` → false, `line.trim()` → `line`, '' → "Stryker was here!"): a blank
//        line fails JSON.parse and is skipped by the catch just below.
// src/core/markdown.ts (6)
//   46   default alignment 'l' → "": anything but 'r' and 'c' is written `---`.
//   55 (4: `value === null || value === undefined` → false / &&, either side → false):
//        Number.isFinite(null) and Number.isFinite(undefined) are false, so "–" all the same.
//   57   /^-0\.?0*$/ → /-0\.?0*$/: toFixed() writes a minus sign only in front.
//
// Not listed, counted as survivors: mutants that change a number only in its last bits (stats.ts
// and distributions.ts: the "Left" lists above; compare.ts 123, fmtP at p = 1e-4 exactly); docs/maintainers.md says by how much.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  packageManager: 'npm',
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.stryker.config.mjs', related: false },
  mutate: [
    'src/gate/**/*.ts',
    'src/report/**/*.ts',
    'src/core/markdown.ts',
    'src/core/mermaid.ts',
    'src/core/numbers.ts',
    'src/core/invisible.ts',
  ],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'bench', 'reports', 'coverage', 'bench-results', '.bench-out'],
  cleanTempDir: true,
};
