// The PR comment / job summary of a gated run, top down (issue #16, docs/gate.md "The comment and
// the job summary"): marker; the verdict line (per-suite counts, the commit scored, the run); the
// baseline's provenance; the overview (one row per suite: final score, baseline, Δ, verdict, n,
// gated or why not); the regressions only (regressed first, baseline → current, Δ, why); one
// <details> per suite (summary line; final score, rounds, metrics, survival chart, the benchmark's
// own section, worst items); the legend; the budget's drop order. Every number below was worked
// out by hand from the fixture; p-values of the unpaired test come from mpmath (80/100 vs 90/100:
// p = 0.0248; 40/100 vs 50/100: p = 0.0774).
import { describe, expect, it } from 'vitest';
import { compareDocuments, type Reason, type SuiteComparison, type TargetComparison } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import type { BaselineProvenance } from '../../src/gate/baseline.js';
import type { ItemsScan } from '../../src/gate/items.js';
import { parseMarker, renderComparisonReport, type ReportInput, type ScoredCommit } from '../../src/report/comment.js';
import {
  deltaCell,
  overviewTable,
  provenanceBlock,
  regressionsTable,
  valueCell,
  verdictLine,
} from '../../src/report/comment-head.js';
import {
  gatedWords as gatingInline,
  gatingRule as gatingRuleInline,
  outcomeWords as outcomeInline,
  targetWords as targetInline,
  testWords as testInline,
} from '../../src/report/words.js';
import { suiteGating, suiteOutcome, ungatedSuites as ungatedOf } from '../../src/gate/gating.js';
import { xyChart } from '../../src/core/mermaid.js';
import { markdownInline, markerKey, toMarkdown, type Inline } from '../../src/core/doc.js';
import type { Metric, RunVerdict, Suite } from '../../src/results/types.js';
import { assertInert } from '../markdown-safety.js';
import { doc, suite } from '../gate/helpers.js';
import { catalog, gateHints } from '../catalog.js';
import { markerLine } from '../helpers.js';

const cfg = resolveGateConfig(undefined, gateHints);

/** The words as a markdown table cell shows them. */
const cell = (run: Inline) => markdownInline(run, 'cell');
const gatingWords = (...a: Parameters<typeof gatingInline>) => cell(gatingInline(...a));
const gatingRule = (minItems: number) => markdownInline(gatingRuleInline(minItems));
const outcomeWords = (...a: Parameters<typeof outcomeInline>) => cell(outcomeInline(...a));
const targetWords = (...a: Parameters<typeof targetInline>) => cell(targetInline(...a));
const testWords = (...a: Parameters<typeof testInline>) => cell(testInline(...a));

function transit(reach: number, acc: number, mape: number): Suite {
  return suite({
    id: 'tl',
    benchmark: 'transitlm',
    task: 'single',
    total: 100,
    errors: 2,
    rounds: [
      { id: 'reachability', label: 'Round 1 · Reachability', input: 100, passed: reach },
      { id: 'accuracy', input: reach, passed: acc },
    ],
    metrics: {
      line_iou_mean: { value: 0.9, direction: 'higher', sum: 72, count: 80 },
      time_mape: { value: mape, direction: 'lower', unit: '%', sum: mape * 80, count: 80 },
    },
    finalScore: acc,
  });
}
const hurricane = (fs: number) =>
  suite({
    id: 'h',
    benchmark: 'hurricane',
    task: null,
    total: 1,
    finalScore: fs,
    metrics: { score: { value: 0.5, direction: 'higher' } },
  });
const passing = () =>
  suite({
    id: 'p',
    benchmark: 'custom',
    task: null,
    total: 100,
    rounds: [{ id: 'only-round', input: 100, passed: 95 }],
    finalScore: 95,
  });

const provenance = (over: Partial<BaselineProvenance> = {}): BaselineProvenance => ({
  source: 'file',
  location: '.bench/baseline.json',
  commit: '0123456789abcdef0123456789abcdef01234567',
  createdAt: '2026-11-01T00:00:00Z',
  runUrl: null,
  ageDays: 3,
  reason: null,
  updatedAt: null,
  ...over,
});

const worstScan: ItemsScan = {
  baselineItems: 100,
  currentItems: 100,
  shared: 100,
  paired: false,
  discordant: new Map(),
  usagePairs: new Map(),
  usageSamples: new Map(),
  failing: 20,
  worst: [
    { id: 'item-1', reason: 'no path', failedRound: 'reachability', newlyFailing: true },
    { id: 'item-2', reason: null, failedRound: null, newlyFailing: false },
  ],
  badLines: 0,
};

function fixture(): ReportInput {
  const current = doc([transit(80, 40, 12), hurricane(61), passing()]);
  const baselineDoc = doc([transit(90, 50, 10), hurricane(60), passing()]);
  // Each test at α on its own, as the spec's worked cases (the family adjustment has its own tests).
  const comparison = compareDocuments(
    current,
    baselineDoc,
    resolveGateConfig({ multipleTesting: 'none' }, gateHints),
    new Map([['tl', worstScan]]),
  );
  return {
    current,
    baselineDoc,
    comparison,
    baseline: { provenance: provenance(), warnings: [] },
    missingBaseline: null,
    onMissingBaseline: 'warn',
  };
}

const render = (
  input: ReportInput,
  budget = 1_000_000,
  commentKey: string | null = null,
  fullReportUrl: string | null = null,
  scored: ScoredCommit | null = null,
) => renderComparisonReport(input, { catalog, budget, commentKey, fullReportUrl, scored });

const prov = { provenance: provenance(), warnings: [] };

/** A report input from current and baseline suites (null: no baseline), compared with the default gate or `gateCfg`. */
function report(
  current: Suite[],
  baseline: Suite[] | null,
  gateCfg?: Parameters<typeof resolveGateConfig>[0],
): ReportInput {
  const c = doc(current);
  const b = baseline === null ? null : doc(baseline);
  const comparison = compareDocuments(c, b, resolveGateConfig(gateCfg, gateHints));
  return {
    current: c,
    baselineDoc: b,
    comparison,
    baseline: b === null ? null : prov,
    missingBaseline: null,
    onMissingBaseline: 'warn',
  };
}

/** A suite scored by its final score alone (no item count: compared by threshold). */
const scoreOnly = (id: string, finalScore: number | null, over: Partial<Suite> = {}) =>
  suite({ id, benchmark: 'custom', task: null, total: 100, finalScore, ...over });

/** One suite's <details> block of a rendered report, from its summary line to its </details>. */
function details(text: string, id: string): string {
  const start = text.indexOf(`<details><summary><code>${id}</code>`);
  expect(start, id).toBeGreaterThanOrEqual(0);
  return text.slice(start, text.indexOf('</details>', start) + '</details>'.length);
}

/** The body of a suite's <details> block, without the summary line and the closing tag. */
function body(text: string, id: string): string {
  const block = details(text, id);
  return block.slice(block.indexOf('</summary>\n\n') + '</summary>\n\n'.length, block.length - '\n\n</details>'.length);
}

describe('the fixture is what the spec says', () => {
  it('two regressed and two worse (not shown) (fail threshold crossed, p ≥ α) in suite tl; h and p unchanged', () => {
    const { comparison: c } = fixture();
    expect(c.verdict).toBe('fail');
    expect(c.suites.map((s) => [s.id, s.verdict])).toEqual([
      ['tl', 'regressed'],
      ['h', 'unchanged'],
      ['p', 'unchanged'],
    ]);
    expect(c.suites[0]!.targets.map((t) => [t.id, t.verdict])).toEqual([
      ['reachability', 'regressed'],
      ['accuracy', 'not-shown'],
      ['finalScore', 'not-shown'],
      ['line_iou_mean', 'unchanged'],
      ['time_mape', 'regressed'],
    ]);
  });
});

describe('comment marker', () => {
  it('sanitises the key to [A-Za-z0-9._-], at most 64 characters, "default" when empty', () => {
    expect(markerKey('main')).toBe('main');
    expect(markerKey('a.b-c_D9')).toBe('a.b-c_D9');
    expect(markerKey('my key/1 -->')).toBe('my_key_1_--_');
    expect(markerKey('k'.repeat(70))).toBe('k'.repeat(64));
    expect(markerKey('')).toBe('default');
  });

  it('is found only on the first line, for the same key (a dot in the key is literal)', () => {
    const body = `<!-- bench-check:a.b verdicts:abc123 -->\nrest`;
    expect(parseMarker(body, 'a.b')).toEqual({ verdictHash: 'abc123' });
    expect(parseMarker(`<!-- bench-check:aXb verdicts:abc123 -->\nrest`, 'a.b')).toBeNull();
    expect(parseMarker(`text\n<!-- bench-check:a.b verdicts:abc123 -->`, 'a.b')).toBeNull();
    expect(parseMarker('<!-- bench-check:a.b verdicts: -->', 'a.b')).toBeNull();
    expect(parseMarker('<!-- bench-check:with_space verdicts:ff -->', 'with space')).toEqual({ verdictHash: 'ff' });
  });
});

describe('verdict line', () => {
  const run = 'https://github.com/o/r/actions/runs/5';
  const sha = 'c'.repeat(40);

  it('names the verdict, the suite counts, the commit scored (12 characters) and the run', () => {
    expect(verdictLine(fixture(), { sha, runUrl: run })).toBe(
      `### ❌ bench-check: **fail** · 3 suites: 1 regressed · 0 improved · 0 not gated · commit \`cccccccccccc\` · [workflow run](${run})`,
    );
    // the default is the document's own commit, and no link
    expect(verdictLine(fixture())).toBe(
      '### ❌ bench-check: **fail** · 3 suites: 1 regressed · 0 improved · 0 not gated · commit `aaaaaaaaaaaa`',
    );
    expect(verdictLine(fixture(), null)).toBe(verdictLine(fixture()));
  });

  it('takes the commit from the workflow when it has one, else from the document; links only a plain https URL', () => {
    const tail = (scored: ScoredCommit | null, over: Partial<ReportInput['current']['run']> = {}) => {
      const input = fixture();
      return verdictLine(
        { ...input, current: { ...input.current, run: { ...input.current.run, ...over } } },
        scored,
      ).split(' · 0 not gated')[1];
    };
    expect(tail({ sha: null, runUrl: run })).toBe(` · commit \`aaaaaaaaaaaa\` · [workflow run](${run})`);
    expect(tail({ sha: 'abc123', runUrl: null })).toBe(' · commit `abc123`');
    expect(tail({ sha: '0123456789abcdef', runUrl: null }, { commit: null })).toBe(' · commit `0123456789ab`');
    expect(tail(null, { commit: null })).toBe('');
    expect(tail(null, { commit: '' })).toBe('');
    expect(tail({ sha: null, runUrl: run }, { commit: null })).toBe(` · [workflow run](${run})`);
    // the document's commit is untrusted: a code span, cut to 12 characters
    expect(tail(null, { commit: '@octocat `x` #1' })).toBe(' · commit `` @octocat `x` ``');
    for (const runUrl of [
      'http://github.com/o/r/actions/runs/7',
      'https://x.example/a b',
      'https://x.example/(a)',
      'https://x.example/<b>',
      'javascript:alert(1)',
      'evil:https://x.example/run',
      'javascript:alert(1)//https://x.example',
      '',
    ])
      expect(tail({ sha: null, runUrl }), runUrl).toBe(' · commit `aaaaaaaaaaaa`');
  });

  it('counts suites, not targets: regressed, possibly regressed (only when some), improved, not gated (untested and new), could not be scored (only when some)', () => {
    const maybe = scoreOnly('maybe', 47);
    const input = report(
      [
        scoreOnly('down', 40),
        maybe,
        scoreOnly('maybe2', 47),
        scoreOnly('up', 60),
        scoreOnly('same', 50),
        scoreOnly('new', 1),
        scoreOnly('err', 1, { status: 'error' }),
        scoreOnly('skip', 1, { status: 'skipped' }),
        scoreOnly('null', null),
      ],
      [
        scoreOnly('down', 50),
        scoreOnly('maybe', 50),
        scoreOnly('maybe2', 50),
        scoreOnly('up', 50),
        scoreOnly('same', 50),
        scoreOnly('err', 1),
        scoreOnly('skip', 1),
        scoreOnly('null', 50),
        scoreOnly('gone', 1),
      ],
    );
    expect(input.comparison.suites.map((s) => [s.id, suiteOutcome(s)])).toEqual([
      ['down', 'regressed'],
      ['maybe', 'possible-regression'],
      ['maybe2', 'possible-regression'],
      ['up', 'improved'],
      ['same', 'unchanged'],
      ['new', 'new'],
      ['err', 'error'],
      ['skip', 'skipped'],
      ['null', 'unchanged'],
      ['gone', 'removed'],
    ]);
    // Issue #23/#29: the suites that could not be scored (of those this run was to score: not the
    // skipped one) and the suites removed from the baseline come first.
    expect(verdictLine(input)).toBe(
      '### 💥 bench-check: **error** · 1 of 8 suites could not be scored · 1 suite of the baseline removed: `gone` · 10 suites: 1 regressed · 2 possibly regressed · 1 improved · 2 not gated · commit `aaaaaaaaaaaa`',
    );
    const one = report([scoreOnly('maybe', 47), scoreOnly('up', 60)], [scoreOnly('maybe', 50), scoreOnly('up', 50)]);
    expect(verdictLine(one)).toBe(
      '### ⚠️ bench-check: **warn** · 2 suites: 0 regressed · 1 possibly regressed · 1 improved · 0 not gated · commit `aaaaaaaaaaaa`',
    );
    const errors = report([scoreOnly('e1', 1, { status: 'error' }), scoreOnly('e2', 1, { status: 'error' })], []);
    expect(verdictLine(errors)).toBe(
      '### 💥 bench-check: **error** · 2 of 2 suites could not be scored · 2 suites: 0 regressed · 0 improved · 0 not gated · commit `aaaaaaaaaaaa`',
    );
    const single = report([scoreOnly('s', 50)], [scoreOnly('s', 50)]);
    expect(verdictLine(single)).toBe(
      '### ✅ bench-check: **pass** · 1 suite: 0 regressed · 0 improved · 0 not gated · commit `aaaaaaaaaaaa`',
    );
    expect(verdictLine({ ...single, comparison: { ...single.comparison, suites: [] } })).toBe(
      '### ✅ bench-check: **pass** · 0 suites: 0 regressed · 0 improved · 0 not gated · commit `aaaaaaaaaaaa`',
    );
    // Nothing scored: an error, and said first (issue #29).
    const nothing = report([], [scoreOnly('s', 50)]);
    expect(verdictLine(nothing)).toBe(
      '### 💥 bench-check: **error** · 1 suite of the baseline removed: `s` · no suite was scored · 1 suite: 0 regressed · 0 improved · 0 not gated · commit `aaaaaaaaaaaa`',
    );
  });

  it('names at most five removed suites, then counts them; removing one is at least a warning (issue #29)', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
    const input = report([scoreOnly('kept', 50)], [scoreOnly('kept', 50), ...ids.map((id) => scoreOnly(id, 50))]);
    expect(verdictLine(input)).toBe(
      '### ⚠️ bench-check: **warn** · 7 suites of the baseline removed: `a`, `b`, `c`, `d`, `e`, … (7) · 8 suites: 0 regressed · 0 improved · 0 not gated · commit `aaaaaaaaaaaa`',
    );
    const one = report([scoreOnly('kept', 50)], [scoreOnly('kept', 50), scoreOnly('x|y', 50)], {
      onRemovedSuite: 'fail',
    });
    expect(verdictLine(one)).toBe(
      '### ❌ bench-check: **fail** · 1 suite of the baseline removed: `x\\|y` · 2 suites: 0 regressed · 0 improved · 0 not gated · commit `aaaaaaaaaaaa`',
    );
  });

  it('says when there is no baseline, with the policy', () => {
    const current = doc([hurricane(61)]);
    const comparison = compareDocuments(current, null, { ...cfg, onMissingBaseline: 'pass' });
    const input: ReportInput = {
      current,
      baselineDoc: null,
      comparison,
      baseline: null,
      missingBaseline: null,
      onMissingBaseline: 'pass',
    };
    expect(verdictLine(input)).toBe(
      '### ℹ️ bench-check: **no-baseline** · 1 suite: 0 regressed · 0 improved · 1 not gated · no baseline (on-missing-baseline: pass) · commit `aaaaaaaaaaaa`',
    );
  });

  it('gives each run verdict its own icon', () => {
    const verdicts: RunVerdict[] = ['pass', 'warn', 'fail', 'no-baseline', 'error'];
    const icons = verdicts.map((v) =>
      /^### (\S+) bench-check: \*\*([a-z-]+)\*\* · /.exec(
        verdictLine({ ...fixture(), comparison: { ...fixture().comparison, verdict: v } }),
      ),
    );
    expect(icons.map((m) => m?.[2])).toEqual(verdicts);
    expect(icons.map((m) => m?.[1])).toEqual(['✅', '⚠️', '❌', 'ℹ️', '💥']);
  });
});

describe('baseline provenance', () => {
  it('shows location, commit (12 characters), age (else the creation date), run link and the update reason', () => {
    const block = provenanceBlock({
      ...fixture(),
      baseline: {
        provenance: provenance({
          source: 'artifact',
          location: 'bench-results',
          runUrl: 'https://github.com/o/r/actions/runs/7',
          ageDays: 1,
          reason: 'new model',
        }),
        warnings: [],
      },
    });
    expect(block).toBe(
      '**Baseline:** artifact `bench-results` · commit `0123456789ab` · 1 day old · [workflow run](https://github.com/o/r/actions/runs/7) · updated because: new model',
    );
    expect(provenanceBlock(fixture())).toBe(
      '**Baseline:** `.bench/baseline.json` · commit `0123456789ab` · 3 days old',
    );
    expect(
      provenanceBlock({
        ...fixture(),
        baseline: { provenance: provenance({ commit: null, ageDays: null }), warnings: [] },
      }),
    ).toBe('**Baseline:** `.bench/baseline.json` · created `2026-11-01T00:00:00Z`');
    expect(provenanceBlock({ ...fixture(), baseline: { provenance: provenance({ ageDays: 0 }), warnings: [] } })).toBe(
      '**Baseline:** `.bench/baseline.json` · commit `0123456789ab` · 0 days old',
    );
    // an update reason naming a path and a commit keeps both exact
    expect(
      provenanceBlock({
        ...fixture(),
        baseline: {
          provenance: provenance({ reason: 'regenerated by scripts/update.sh at 0123abcdef (see #12).' }),
          warnings: [],
        },
      }),
    ).toBe(
      '**Baseline:** `.bench/baseline.json` · commit `0123456789ab` · 3 days old · updated because: regenerated by `scripts/update.sh` at `0123abcdef` &#40;see `#12`&#41;.',
    );
  });

  it('links only a plain https URL', () => {
    for (const runUrl of [
      'http://github.com/o/r/actions/runs/7',
      'https://x.example/a b',
      'https://x.example/(a)',
      'javascript:alert(1)',
      'https://x.example/<b>',
      'evil:https://x.example/run',
      'javascript:alert(1)//https://x.example',
    ]) {
      expect(
        provenanceBlock({ ...fixture(), baseline: { provenance: provenance({ runUrl }), warnings: [] } }),
        runUrl,
      ).toBe(provenanceBlock(fixture()));
    }
  });

  it('quotes every warning on its own line', () => {
    const block = provenanceBlock({
      ...fixture(),
      baseline: {
        provenance: provenance(),
        warnings: ['the baseline is 20 days old (more than 14)', 'tool version differs: 1.0.0 → 1.1.0'],
      },
    });
    expect(block.split('\n')).toEqual([
      '**Baseline:** `.bench/baseline.json` · commit `0123456789ab` · 3 days old',
      '> ⚠️ the baseline is 20 days old &#40;more than 14&#41;',
      '> ⚠️ tool version differs&#58; 1.0.0 → 1.1.0',
    ]);
  });

  it('without a baseline says why, and that only absolute bounds were checked', () => {
    const none = { ...fixture(), baseline: null };
    expect(provenanceBlock({ ...none, missingBaseline: 'no baseline at .bench/baseline.json' })).toBe(
      '**No baseline:** no baseline at `.bench/baseline.json`. Nothing was compared; only absolute `min`/`max` rules were checked. Add one with `bench-check baseline update --from results.json --reason "…"` or use `baseline: artifact`.',
    );
    expect(provenanceBlock({ ...none, missingBaseline: null })).toBe(
      '**No baseline:** no baseline was found. Nothing was compared; only absolute `min`/`max` rules were checked. Add one with `bench-check baseline update --from results.json --reason "…"` or use `baseline: artifact`.',
    );
    // a long cause is cut at a word boundary (600 characters), never inside an entity
    const long = `${'word '.repeat(130)}end`;
    expect(provenanceBlock({ ...none, missingBaseline: long })).toBe(
      `**No baseline:** ${'word '.repeat(118)}word…. Nothing was compared; only absolute \`min\`/\`max\` rules were checked. Add one with \`bench-check baseline update --from results.json --reason "…"\` or use \`baseline: artifact\`.`,
    );
  });
});
describe('overview table', () => {
  const header = [
    '| suite | benchmark | final score | baseline | Δ | verdict | n | gated |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: | --- |',
  ];

  it('one row per suite of the fixture: final score against the baseline, verdict, items, gated', () => {
    expect(overviewTable(fixture(), catalog)).toBe(
      [
        ...header,
        '| `tl` | TransitLM · single | 40.00 | 50.00 | -10.00 | ❌ regressed | 100 | yes |',
        '| `h` | HurricaneMobility | 61.00 | 60.00 | +1.00 | unchanged | 1 | yes |',
        '| `p` | custom | 95.00 | 95.00 | 0.00 | unchanged | 100 | yes |',
      ].join('\n'),
    );
  });

  it('a row in every state: compared (each verdict), partly or not gated and why, new, removed, error, skipped', () => {
    const few = (id: string, passed: number, finalScore: number | null) =>
      suite({ id, benchmark: 'custom', task: null, total: 5, finalScore, rounds: [{ id: 'a', input: 5, passed }] });
    const input = report(
      [
        scoreOnly('down', 40),
        scoreOnly('maybe', 47.5),
        scoreOnly('up', 55.5),
        scoreOnly('tiny', 50.001),
        few('partly', 5, 50),
        few('few', 4, null),
        suite({
          id: 'nothing',
          benchmark: 'custom',
          task: null,
          total: 0,
          metrics: { m: { value: null, direction: 'higher' } },
        }),
        scoreOnly('new', 5, { benchmark: 'hurricane' }),
        suite({ id: 'e', benchmark: 'x<y', status: 'error', total: 3 }),
        suite({ id: 'k', benchmark: 'flood', status: 'skipped' }),
      ],
      [
        scoreOnly('down', 50),
        scoreOnly('maybe', 50),
        scoreOnly('up', 50),
        scoreOnly('tiny', 50),
        few('partly', 5, 50),
        few('few', 5, null),
        suite({
          id: 'nothing',
          benchmark: 'custom',
          task: null,
          total: 0,
          metrics: { m: { value: 1, direction: 'higher' } },
        }),
        suite({ id: 'e', benchmark: 'x<y', total: 1, finalScore: 1 }),
        scoreOnly('gone', 7, { benchmark: 'transitlm', task: 'diversity' }),
      ],
    );
    expect(overviewTable(input, catalog)).toBe(
      [
        ...header,
        '| `down` | custom | 40.00 | 50.00 | -10.00 | ❌ regressed | 100 | yes |',
        '| `maybe` | custom | 47.50 | 50.00 | -2.50 | ⚠️ possible regression | 100 | yes |',
        '| `up` | custom | 55.50 | 50.00 | +5.50 | ✅ improved | 100 | yes |',
        '| `tiny` | custom | 50.00 | 50.00 | 0.00 | unchanged | 100 | yes |',
        '| `partly` | custom | 50.00 | 50.00 | 0.00 | unchanged | 5 | partly: 1 of 2 targets |',
        '| `few` | custom | – | – | – | changed | 5 | no: 5 items < 10 |',
        '| `nothing` | custom | – | – | – | unchanged | 0 | no: no value to compare |',
        '| `new` | HurricaneMobility | 5.00 | – | – | new | 100 | no: not in the baseline |',
        '| `e` | `x<y` · single | – | – | – | 💥 could not be scored | 3 | no: could not be scored |',
        '| `k` | Flood adaptation &#40;multi-agent&#41; · single | – | – | – | skipped | 0 | no: not in this shard |',
        '| `gone` | TransitLM · diversity | – | 7.00 | – | removed | – | no: not in this run |',
      ].join('\n'),
    );
    assertInert(overviewTable(input, catalog));
  });

  it('without a gated final score, the final scores come from the documents: Δ of a compared suite, the baseline of a removed one only', () => {
    const off = { rules: [{ metric: 'finalScore', direction: 'none' as const }] };
    const input = report(
      [scoreOnly('s', 33.333), scoreOnly('n', 2), scoreOnly('e', 9, { status: 'error' })],
      [scoreOnly('s', 30), scoreOnly('gone', 7), scoreOnly('e', 8)],
      off,
    );
    expect(input.comparison.suites.every((s) => s.targets.length === 0)).toBe(true);
    expect(overviewTable(input, catalog).split('\n').slice(2)).toEqual([
      // Nothing of `s` is gated (gate/gating.ts; the terminal says the same); `e` could not be scored, so "–" (issue #23).
      '| `s` | custom | 33.33 | 30.00 | +3.33 | unchanged | 100 | no: nothing to gate |',
      '| `n` | custom | 2.00 | – | – | new | 100 | no: not in the baseline |',
      '| `e` | custom | – | – | – | 💥 could not be scored | 100 | no: could not be scored |',
      '| `gone` | custom | – | 7.00 | – | removed | – | no: not in this run |',
    ]);
  });

  it('the final score columns come from the finalScore metric, never from a round of that name or another metric', () => {
    // round finalScore: 80 / 100 on both sides (80.00 %); the suite's final score 41 against 40
    const r = (finalScore: number) =>
      suite({
        id: 'r',
        benchmark: 'custom',
        task: null,
        total: 100,
        finalScore,
        rounds: [{ id: 'finalScore', input: 100, passed: 80 }],
      });
    expect(overviewTable(report([r(41)], [r(40)]), catalog).split('\n')[2]).toBe(
      '| `r` | custom | 41.00 | 40.00 | +1.00 | unchanged | 100 | yes |',
    );
    // finalScore not gated: the columns are the documents' final scores, not the first metric's values
    const off = { rules: [{ metric: 'finalScore', direction: 'none' as const }] };
    const m = (finalScore: number) =>
      scoreOnly('m', finalScore, { metrics: { m: { value: 0.5, direction: 'higher' } } });
    expect(overviewTable(report([m(33)], [m(30)], off), catalog).split('\n')[2]).toBe(
      '| `m` | custom | 33.00 | 30.00 | +3.00 | unchanged | 100 | yes |',
    );
    expect(overviewTable(report([m(33)], [m(30)], off), catalog, []).split('\n')).toHaveLength(2); // a subset of the suites: none here
  });

  it('the task and an unknown benchmark are untrusted text', () => {
    const input = report([scoreOnly('s', 1, { benchmark: '@team/x', task: 'a|b #1' })], null);
    // no baseline at all: every suite is new, and the row says why it is not gated
    expect(overviewTable(input, catalog).split('\n')[2]).toBe(
      '| `s` | `@team/x` · a&#124;b `#1` | 1.00 | – | – | new | 100 | no: no baseline yet |',
    );
  });
});

describe('gated, suite outcome and target words', () => {
  const s = (over: Partial<SuiteComparison>): SuiteComparison => ({ ...fixture().comparison.suites[0]!, ...over });
  const t = (verdict: TargetComparison['verdict'], delta: number | null, reasons: Reason[] = []): TargetComparison => ({
    ...fixture().comparison.suites[0]!.targets[0]!,
    verdict,
    delta,
    reasons,
  });
  /** The `gated` column of a suite (gate/gating.ts decides, words.ts words it). */
  const gatedWords = (x: SuiteComparison, minItems: number, hasBaseline = true) =>
    gatingWords(suiteGating(x, minItems, hasBaseline));
  const suiteWords = (x: SuiteComparison) => outcomeWords(suiteOutcome(x));

  // Issue #23 "One gating rule, said once": gate/gating.ts decides from the targets' values and
  // item counts, never from the reasons' wording; the terminal uses the same words.
  it('gatedWords: yes, partly (k of n targets), no and why', () => {
    const few = (current: number, baseline = 50): TargetComparison => ({
      ...t('insufficient-data', 0),
      items: { baseline, current },
    });
    const noValue: TargetComparison = { ...t('insufficient-data', null), current: null };
    expect(gatedWords(s({ targets: [t('unchanged', 0)] }), 10)).toBe('yes');
    expect(gatedWords(s({ targets: [] }), 10)).toBe('no: nothing to gate');
    expect(gatedWords(s({ targets: [t('unchanged', 0), few(5), t('regressed', -9)] }), 10)).toBe(
      'partly: 2 of 3 targets',
    );
    expect(gatedWords(s({ targets: [noValue, few(5)] }), 10)).toBe('no: 5 items < 10');
    // a target's smaller side; of several targets the largest such count (the suite's, not a rate's over part of it)
    expect(gatedWords(s({ targets: [few(7), few(50, 3)] }), 10)).toBe('no: 7 items < 10');
    expect(gatedWords(s({ targets: [few(50, 3)] }), 10)).toBe('no: 3 items < 10');
    expect(gatedWords(s({ targets: [few(3, 3)] }), 4)).toBe('no: 3 items < 4');
    expect(gatedWords(s({ targets: [few(1, 1)] }), 4)).toBe('no: 1 item < 4');
    expect(gatedWords(s({ targets: [noValue] }), 10)).toBe('no: no value to compare');
    expect(gatedWords(s({ targets: [{ ...noValue, current: 1, baseline: null }] }), 10)).toBe(
      'no: no value to compare',
    );
    // the reasons' words play no part
    expect(
      gatedWords(
        s({ targets: [{ ...noValue, reasons: [{ kind: 'too-few-items', minItems: 10, baseline: 5, current: 5 }] }] }),
        10,
      ),
    ).toBe('no: no value to compare');
    for (const [state, words] of [
      ['error', 'no: could not be scored'],
      ['skipped', 'no: not in this shard'],
      ['new', 'no: not in the baseline'],
      ['removed', 'no: not in this run'],
    ] as const)
      expect(gatedWords(s({ state, targets: [t('unchanged', 0)] }), 10)).toBe(words);
    expect(gatedWords(s({ state: 'new', targets: [] }), 10, false)).toBe('no: no baseline yet');
    expect(gatedWords(s({ state: 'new', targets: [] }), 10, true)).toBe('no: not in the baseline');
  });

  it('suiteOutcome: the state, the suite verdict, else the worst tested target, else whether anything moved', () => {
    expect(suiteOutcome(s({ state: 'compared', verdict: 'improved' }))).toBe('improved');
    const untested = (targets: TargetComparison[]) =>
      suiteOutcome(s({ state: 'compared', verdict: 'insufficient-data', targets }));
    const order = ['regressed', 'possible-regression', 'improved', 'new', 'removed', 'unchanged'] as const;
    for (let i = 0; i < order.length; i++)
      expect(
        untested([
          t('insufficient-data', 5),
          ...order
            .slice(i)
            .reverse()
            .map((v) => t(v, 1)),
        ]),
      ).toBe(order[i]);
    expect(untested([t('insufficient-data', 0), t('insufficient-data', null)])).toBe('unchanged');
    expect(untested([t('insufficient-data', 0), t('insufficient-data', -0.5)])).toBe('changed');
    expect(untested([])).toBe('unchanged');
    for (const state of ['error', 'skipped', 'new', 'removed'] as const)
      expect(suiteOutcome(s({ state, verdict: 'unchanged' }))).toBe(state);
    expect([
      suiteWords(s({ state: 'error' })),
      suiteWords(s({ state: 'skipped' })),
      untested([t('insufficient-data', 2)]),
    ]).toEqual(['💥 could not be scored', 'skipped', 'changed']);
    expect(
      suiteWords(s({ state: 'compared', verdict: 'insufficient-data', targets: [t('insufficient-data', 2)] })),
    ).toBe('changed');
  });

  it('targetWords and testWords', () => {
    expect(
      ['regressed', 'possible-regression', 'not-shown', 'unchanged', 'improved', 'new', 'removed'].map((v) =>
        targetWords(t(v as TargetComparison['verdict'], 1)),
      ),
    ).toEqual([
      '❌ regressed',
      '⚠️ possible regression',
      '❔ worse (not shown)',
      'unchanged',
      '✅ improved',
      'new',
      'removed',
    ]);
    expect([
      targetWords(t('insufficient-data', 0)),
      targetWords(t('insufficient-data', 0.01)),
      targetWords(t('insufficient-data', null)),
    ]).toEqual(['unchanged (not gated)', 'not gated', 'not gated']);
    const tested = (test: TargetComparison['test'], p: number | null) =>
      testWords({ ...t('unchanged', 0), test, p, pAdjusted: p });
    expect([
      tested('mcnemar', 0.03125),
      tested('newcombe', 0.0248),
      tested('newcombe', 0.001),
      tested('newcombe', 0.00099),
      tested('mcnemar', 0.0015),
      tested(null, null),
    ]).toEqual([
      'McNemar (paired) p = 0.031',
      'Newcombe p = 0.025',
      'Newcombe p = 0.001',
      'Newcombe p < 0.001',
      'McNemar (paired) p = 0.002',
      '',
    ]);
    // The adjusted p beside the raw one when the run's adjustment changed what is shown; the tests on repeats.
    const adjusted = (test: TargetComparison['test'], p: number, pAdjusted: number) =>
      testWords({ ...t('unchanged', 0), test, p, pAdjusted });
    expect([
      adjusted('newcombe', 0.0248, 0.0993),
      adjusted('welch', 0.0004, 0.0009),
      adjusted('paired-t', 0.012, 0.2),
    ]).toEqual([
      'Newcombe p = 0.025, adjusted 0.099',
      'Welch t (repeats) p < 0.001',
      'paired t (repeats) p = 0.012, adjusted 0.200',
    ]);
  });
});

describe('regressions table', () => {
  it('lists regressed targets first, then possible regressions: baseline → current, Δ (pp for percents), why', () => {
    expect(regressionsTable(fixture().comparison)).toBe(
      [
        '#### Regressions',
        '',
        '|  | suite · target | baseline → current | Δ | why |',
        '| :---: | --- | ---: | ---: | --- |',
        '| ❌ | `tl` · round `reachability` | 90.00 % → 80.00 % | -10.00 pp | fell by 10 points, more than the fail threshold (5 points); p = 0.0248 < α = 0.05 |',
        '| ❌ | `tl` · `time_mape` | 10.00 % → 12.00 % | +2.00 pp | rose by 2 pp (20 % of the baseline), more than the fail threshold (5 % of the baseline) |',
        '| ❔ | `tl` · round `accuracy` | 50.00 % → 40.00 % | -10.00 pp | fell by 10 points, more than the fail threshold (5 points), but p = 0.0774 ≥ α = 0.05 (not significant) |',
        '| ❔ | `tl` · `finalScore` | 50.00 → 40.00 | -10.00 | fell by 10 points, more than the fail threshold (5 points), but p = 0.0774 ≥ α = 0.05 (not significant) |',
      ].join('\n'),
    );
  });

  it('is empty when nothing regressed; several reasons are joined and table-safe', () => {
    const same = doc([hurricane(60)]);
    expect(regressionsTable(compareDocuments(same, same, cfg))).toBe('');
    const r = (passed: number) =>
      suite({ id: 's', benchmark: 'custom', total: 100, rounds: [{ id: 'r', input: 100, passed }] });
    const c = compareDocuments(
      doc([r(50)]),
      doc([r(90)]),
      resolveGateConfig({ rules: [{ round: 'r', fail: { min: 60 } }] }, gateHints),
    );
    expect(regressionsTable(c).split('\n')[4]).toBe(
      '| ❌ | `s` · round `r` | 90.00 % → 50.00 % | -40.00 pp | fell by 40 points, more than the fail threshold (5 points); p = 3.6e-10 < α = 0.05; 50 is below min 60 (fail) |',
    );
  });

  it('values in their own kind: fractions with 4 decimals, quantities with their (untrusted) unit, points as pp', () => {
    const m = (values: Record<string, [number, string | undefined]>) =>
      suite({
        id: 'm',
        benchmark: 'custom',
        task: null,
        total: 1,
        finalScore: 50,
        metrics: Object.fromEntries(
          Object.entries(values).map(([k, [v, unit]]) => [
            k,
            { value: v, direction: 'higher' as const, ...(unit === undefined ? {} : { unit }) },
          ]),
        ),
      });
    const input = report(
      [m({ f: [0.96, undefined], q: [9, 'km'], pp: [2.2, 'pp'], bad: [1, '@x'] })],
      [m({ f: [1, undefined], q: [10, 'km'], pp: [2.3, 'pp'], bad: [2, '@x'] })],
    );
    expect(regressionsTable(input.comparison).split('\n').slice(4)).toEqual([
      '| ❌ | `m` · `q` | 10.00 km → 9.00 km | -1.00 km | fell by 1 km (10 % of the baseline), more than the fail threshold (5 % of the baseline) |',
      '| ❌ | `m` · `bad` | 2.00 `@x` → 1.00 `@x` | -1.00 `@x` | fell by 1 (50 % of the baseline), more than the fail threshold (5 % of the baseline) |',
      '| ⚠️ | `m` · `f` | 1.0000 → 0.9600 | -0.0400 | fell by 0.04 (4 % of the baseline), more than the warn threshold (2 % of the baseline) |',
      '| ⚠️ | `m` · `pp` | 2.30 pp → 2.20 pp | -0.10 pp | fell by 0.1 pp (4.35 % of the baseline), more than the warn threshold (2 % of the baseline) |',
    ]);
  });
});
describe('suite <details>', () => {
  const full = () => render(fixture());
  const rounds = (rows: string[], items: string | null) =>
    [
      '| round | input | passed | pass rate | survival | Δ | test | verdict |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |',
      ...rows,
    ].join('\n') + (items === null ? '' : `\n\n${items}`);
  const metrics = (rows: string[]) =>
    [
      '| metric | better | baseline | current | Δ | verdict |',
      '| --- | --- | ---: | ---: | ---: | --- |',
      ...rows,
    ].join('\n');
  const chart = (labels: string[], bars: number[], line: number[] | null) =>
    xyChart({
      title: 'Survival per round (% of items)',
      xLabels: labels,
      yLabel: '% of items',
      yMax: 100,
      height: 300,
      series: [
        { name: 'this run', kind: 'bar', values: bars },
        ...(line === null ? [] : [{ name: 'baseline', kind: 'line' as const, values: line }]),
      ],
    });

  it("one closed <details> per suite, in the comparison's order, after the regressions and before the legend", () => {
    const text = full();
    const starts = ['tl', 'h', 'p'].map((id) => text.indexOf(`\n\n<details><summary><code>${id}</code>`));
    expect(starts.every((i, k) => i > text.indexOf('#### Regressions') && (k === 0 || i > starts[k - 1]!))).toBe(true);
    expect(text.indexOf('<sub>Rounds')).toBeGreaterThan(text.lastIndexOf('</details>'));
    expect(text.match(/<details>/g)).toHaveLength(3);
    expect(text.match(/<\/details>/g)).toHaveLength(3);
    expect(text).not.toContain('<details open');
  });

  it('a suite that regressed: summary, then final score with Δ and the test, rounds, metrics, chart, its own section, worst items', () => {
    const text = full();
    const input = fixture();
    expect(details(text, 'tl').split('\n')[0]).toBe(
      '<details><summary><code>tl</code> · TransitLM · <code>single</code> — ❌ regressed · final score 40.00 (Δ -10.00)</summary>',
    );
    expect(body(text, 'tl').split('\n\n')).toEqual([
      '**Final score:** 40.00 (baseline 50.00, Δ -10.00, the same test as round `accuracy`) — ❔ worse (not shown)',
      rounds(
        [
          '| Round 1 · Reachability | 100 | 80 | 80.00 % | 80.00 % | -10.00 pp | Newcombe p = 0.025 | ❌ regressed |',
          '| accuracy | 80 | 40 | 50.00 % | 40.00 % | -10.00 pp | Newcombe p = 0.077 | ❔ worse (not shown) |',
        ],
        null,
      ),
      '100 items, 2 could not be scored. Survival: passed / all items; Δ in percentage points.',
      metrics([
        '| `line_iou_mean` | higher | 0.9000 | 0.9000 | 0.0000 | unchanged |',
        '| `time_mape` | lower | 10.00 % | 12.00 % | +2.00 pp | ❌ regressed |',
      ]),
      ...chart(['all', 'reachability', 'accuracy'], [100, 80, 40], [100, 90, 50]).split('\n\n'),
      ...toMarkdown(catalog.find('transitlm')!.render!(input.current.suites[0]!)).split('\n\n'),
      '**Worst items** (2 of 20 failing; newly failing first):',
      [
        '| item | failed round | newly failing | reason |',
        '| --- | --- | --- | --- |',
        '| `item-1` | `reachability` | yes | `no path` |',
        '| `item-2` | – |  |  |',
      ].join('\n'),
    ]);
    expect(toMarkdown(catalog.find('transitlm')!.render!(input.current.suites[0]!))).toContain(
      'TransitLM task `single`',
    );
  });

  it('without a newly failing item the worst items have no "newly failing" column and say nothing of it', () => {
    const input = fixture();
    const scan: ItemsScan = { ...worstScan, worst: worstScan.worst.map((w) => ({ ...w, newlyFailing: false })) };
    const comparison = compareDocuments(input.current, input.baselineDoc, cfg, new Map([['tl', scan]]));
    expect(
      body(render({ ...input, comparison }), 'tl')
        .split('\n\n')
        .slice(-2),
    ).toEqual([
      '**Worst items** (2 of 20 failing):',
      [
        '| item | failed round | reason |',
        '| --- | --- | --- |',
        '| `item-1` | `reachability` | `no path` |',
        '| `item-2` | – |  |',
      ].join('\n'),
    ]);
    // the failing count is the scan's; without one, the worst items listed
    const unknown = compareDocuments(
      input.current,
      input.baselineDoc,
      cfg,
      new Map([['tl', { ...scan, failing: null as unknown as number }]]),
    );
    expect(render({ ...input, comparison: unknown })).toContain('**Worst items** (2 of 2 failing):');
  });

  it('a passing suite without rounds: final score with a signed Δ and no test; its metrics; no chart', () => {
    const text = full();
    expect(details(text, 'h')).toBe(
      [
        '<details><summary><code>h</code> · HurricaneMobility — unchanged · final score 61.00 (Δ +1.00)</summary>',
        '**Final score:** 61.00 (baseline 60.00, Δ +1.00) — unchanged',
        metrics(['| `score` | higher | 0.5000 | 0.5000 | 0.0000 | unchanged |']),
        '</details>',
      ].join('\n\n'),
    );
  });

  it('a suite without metrics: its rounds are followed by its chart', () => {
    expect(details(full(), 'p')).toBe(
      [
        '<details><summary><code>p</code> · <code>custom</code> — unchanged · final score 95.00 (Δ 0.00)</summary>',
        '**Final score:** 95.00 (baseline 95.00, Δ 0.00) — unchanged',
        rounds(
          ['| only-round | 100 | 95 | 95.00 % | 95.00 % | 0.00 pp | Newcombe p = 0.500 | unchanged |'],
          '100 items, 0 could not be scored. Survival: passed / all items; Δ in percentage points.',
        ),
        chart(['all', 'only-round'], [100, 95], [100, 95]),
        '</details>',
      ].join('\n\n'),
    );
  });

  it('the summary line: untrusted id, benchmark and task as <code>, the catalog title as escaped prose, the final score when there is one', () => {
    const odd = {
      all: [],
      find: (id: string) =>
        id === 'custom'
          ? { ...catalog.find('hurricane')!, id: 'custom', title: 'A & B <"q\'>', render: undefined }
          : catalog.find(id),
    } as typeof catalog;
    const input = report(
      [
        scoreOnly('a<b>', 5, { benchmark: 'x"y', task: "t'&" }),
        scoreOnly('c', 5, { task: '#1 @o' }),
        scoreOnly('e', 5, { status: 'error' }),
        scoreOnly('k', null, { status: 'skipped', benchmark: 'hurricane' }),
      ],
      [scoreOnly('a<b>', 5, { benchmark: 'x"y' }), scoreOnly('gone', 6, { task: 'old task' }), scoreOnly('e', 5)],
    );
    const lines = renderComparisonReport(input, { catalog: odd, budget: 1_000_000, commentKey: null })
      .split('\n')
      .filter((l) => l.startsWith('<details>'));
    expect(lines).toEqual([
      '<details><summary><code>a&#60;b&#62;</code> · <code>x&#34;y</code> · <code>t&#39;&#38;</code> — unchanged · final score 5.00 (Δ 0.00)</summary>',
      '<details><summary><code>c</code> · A &#38; B <code>&#60;&#34;q&#39;&#62;</code> · <code>#1 @o</code> — new · final score 5.00</summary>',
      // no score for a suite that could not be scored, whatever number it carries (issue #23)
      '<details><summary><code>e</code> · A &#38; B <code>&#60;&#34;q&#39;&#62;</code> — 💥 could not be scored</summary>',
      '<details><summary><code>k</code> · HurricaneMobility — skipped</summary>',
      '<details><summary><code>gone</code> · A &#38; B <code>&#60;&#34;q&#39;&#62;</code> · <code>old task</code> — removed</summary>',
    ]);
    // long ids are cut (60 characters), long benchmark names and tasks too (40)
    const long = report([scoreOnly('i'.repeat(61), 1, { benchmark: 'b'.repeat(41), task: 't'.repeat(41) })], null);
    expect(render(long)).toContain(
      `<details><summary><code>${'i'.repeat(59)}…</code> · <code>${'b'.repeat(39)}…</code> · <code>${'t'.repeat(39)}…</code> — new · final score 1.00</summary>`,
    );
  });

  it('new, removed, error and skipped suites say so in their body', () => {
    const input = report(
      [
        scoreOnly('n', 5, { benchmark: 'hurricane' }),
        suite({ id: 'e', benchmark: 'x<y', status: 'error' }),
        suite({ id: 'k', benchmark: 'flood', status: 'skipped' }),
      ],
      [
        suite({ id: 'gone', benchmark: 'hurricane', total: 1, finalScore: 5 }),
        suite({ id: 'e', benchmark: 'x<y', total: 1, finalScore: 1 }),
      ],
    );
    const text = render(input);
    expect(body(text, 'n')).toBe('**Final score:** 5.00 — new');
    expect(body(text, 'gone')).toBe('**Final score:** – (baseline 5.00, Δ –) — removed');
    expect(body(text, 'e')).toBe(
      'The suite could not be scored: see the diagnostics in the job summary and the annotations.',
    );
    expect(body(text, 'k')).toBe('Skipped (not in this shard).');
    expect(details(text, 'e').split('\n')[0]).toBe(
      '<details><summary><code>e</code> · <code>x&#60;y</code> · <code>single</code> — 💥 could not be scored</summary>',
    );
  });

  it('without a finalScore target the suite score is shown plainly; a new suite has no baseline line in its chart', () => {
    const r = (passed: number) =>
      suite({
        id: 's',
        benchmark: 'custom',
        task: 'weird|task',
        total: 10,
        finalScore: 33.333,
        rounds: [{ id: 'r', input: 10, passed }],
      });
    const input = report([r(5), passing()], [passing()], { rules: [{ metric: 'finalScore', direction: 'none' }] });
    const text = render(input);
    expect(details(text, 's')).toBe(
      [
        '<details><summary><code>s</code> · <code>custom</code> · <code>weird|task</code> — new · final score 33.33</summary>',
        '**Final score:** 33.33',
        rounds(
          ['| r | 10 | 5 | 50.00 % | 50.00 % | – | – | new |'],
          '10 items, 0 could not be scored. Survival: passed / all items; Δ in percentage points.',
        ),
        chart(['all', 'r'], [100, 50], null),
        '</details>',
      ].join('\n\n'),
    );
  });

  it('a suite whose baseline could not be scored is new: its chart has no baseline line', () => {
    const cur = suite({
      id: 's',
      benchmark: 'custom',
      task: null,
      total: 10,
      finalScore: 50,
      rounds: [{ id: 'r', input: 10, passed: 5 }],
    });
    const input = report(
      [cur],
      [
        suite({
          id: 's',
          benchmark: 'custom',
          task: null,
          status: 'error',
          total: 10,
          finalScore: 90,
          rounds: [{ id: 'r', input: 10, passed: 10 }],
        }),
      ],
    );
    expect(input.comparison.suites[0]!.state).toBe('new');
    expect(body(render(input), 's')).toBe(
      [
        '**Final score:** 50.00 — new',
        rounds(
          ['| r | 10 | 5 | 50.00 % | 50.00 % | – | – | new |'],
          '10 items, 0 could not be scored. Survival: passed / all items; Δ in percentage points.',
        ),
        chart(['all', 'r'], [100, 50], null),
      ].join('\n\n'),
    );
  });

  it('paired p-values are marked; a round missing on one side is drawn as 0 in the chart', () => {
    const cur = suite({ id: 's', benchmark: 'custom', total: 10, rounds: [{ id: 'a', input: 10, passed: 5 }] });
    const base = suite({
      id: 's',
      benchmark: 'custom',
      total: 10,
      rounds: [
        { id: 'a', input: 10, passed: 10 },
        { id: 'b', input: 10, passed: 10 },
      ],
    });
    const scan: ItemsScan = {
      ...worstScan,
      worst: [],
      failing: 5,
      baselineItems: 10,
      currentItems: 10,
      shared: 10,
      paired: true,
      discordant: new Map([['round:a', { b: 5, c: 0 }]]),
    };
    const comparison = compareDocuments(doc([cur]), doc([base]), cfg, new Map([['s', scan]]));
    const text = render({
      current: doc([cur]),
      baselineDoc: doc([base]),
      comparison,
      baseline: prov,
      missingBaseline: null,
      onMissingBaseline: 'warn',
    });
    expect(text).toContain(
      '| a | 10 | 5 | 50.00 % | 50.00 % | -50.00 pp | McNemar (paired) p = 0.031 | ❌ regressed |\n| b | 0 | 0 | – | – | – | – | removed |',
    );
    expect(text).toContain(chart(['all', 'a'], [100, 50], [100, 100]));
    // the current side's rounds set the labels; a baseline without one of them draws 0
    const cur2 = suite({
      id: 's',
      benchmark: 'custom',
      total: 10,
      rounds: [
        { id: 'a', input: 10, passed: 5 },
        { id: 'b', input: 5, passed: 4 },
      ],
    });
    const base2 = suite({ id: 's', benchmark: 'custom', total: 10, rounds: [{ id: 'a', input: 10, passed: 10 }] });
    expect(render({ ...report([cur2], [base2]) })).toContain(chart(['all', 'a', 'b'], [100, 50, 40], [100, 100, 0]));
    // a suite without items draws 0 for every round
    const empty = suite({ id: 's', benchmark: 'custom', total: 0, rounds: [{ id: 'r', input: 0, passed: 0 }] });
    expect(render(report([empty], [empty]))).toContain(chart(['all', 'r'], [100, 0], [100, 0]));
  });

  it('a removed suite shows its final score line and rounds without an item count, and no chart', () => {
    const r = (id: string) =>
      suite({
        id,
        benchmark: 'custom',
        task: null,
        total: 10,
        finalScore: 50,
        rounds: [{ id: 'a', input: 10, passed: 10 }],
      });
    expect(body(render(report([r('s')], [r('s'), r('gone')])), 'gone')).toBe(
      [
        '**Final score:** – (baseline 50.00, Δ –) — removed',
        rounds(['| a | 0 | 0 | – | – | – | – | removed |'], null),
      ].join('\n\n'),
    );
  });

  it('the final score line comes from the finalScore metric, never from a round or another metric of that name', () => {
    const s = (passed: number) =>
      suite({
        id: 's',
        benchmark: 'custom',
        task: null,
        total: 10,
        finalScore: 33.333,
        rounds: [{ id: 'finalScore', input: 10, passed }],
        metrics: { m: { value: 7, direction: 'higher' } },
      });
    const off = { rules: [{ metric: 'finalScore', direction: 'none' as const }] };
    const text = render(report([s(5)], [s(9)], off));
    expect(body(text, 's').startsWith('**Final score:** 33.33\n\n| round |')).toBe(true);
    // the summary line has the overview's Δ (one score row, gate/gating.ts scoreRow)
    expect(details(text, 's').split('\n')[0]).toBe(
      '<details><summary><code>s</code> · <code>custom</code> — ❌ regressed · final score 33.33 (Δ 0.00)</summary>',
    );
    // a removed suite without a gated final score has no final score line
    const t = suite({ id: 't', benchmark: 'custom', total: 1, finalScore: 1 });
    expect(body(render(report([t], [t, s(9)], off)), 's').startsWith('| round |')).toBe(true);
  });

  it('a round target without counts shows dashes for input, passed and pass rate', () => {
    const input = fixture();
    const s = input.comparison.suites[0]!;
    const { round: _counts, ...bare } = s.targets[0]!;
    const text = render({ ...input, comparison: { ...input.comparison, suites: [{ ...s, targets: [bare] }] } });
    expect(text).toContain(
      '| Round 1 · Reachability | – | – | – | 80.00 % | -10.00 pp | Newcombe p = 0.025 | ❌ regressed |',
    );
  });

  it('a benchmark without its own section renders without one', () => {
    const plain = {
      all: [],
      find: (id: string) =>
        id === 'transitlm' ? { ...catalog.find('transitlm')!, render: undefined } : catalog.find(id),
    } as typeof catalog;
    const text = renderComparisonReport(fixture(), { catalog: plain, budget: 1_000_000, commentKey: null });
    expect(body(text, 'tl')).toBe(
      body(full(), 'tl').replace(
        `${toMarkdown(catalog.find('transitlm')!.render!(fixture().current.suites[0]!))}\n\n`,
        '',
      ),
    );
    expect(body(text, 'tl')).not.toContain('TransitLM task');
  });

  it('without regressions there is no regressions block, and no empty block anywhere', () => {
    const same = doc([hurricane(60)]);
    const text = render({
      current: same,
      baselineDoc: same,
      comparison: compareDocuments(same, same, cfg),
      baseline: prov,
      missingBaseline: null,
      onMissingBaseline: 'warn',
    });
    expect(text).not.toContain('#### Regressions');
    expect(text).not.toContain('\n\n\n');
    expect(full()).not.toContain('\n\n\n');
  });
});
describe('the whole report and its budget', () => {
  it('marker, verdict line, provenance, overview, regressions, suites, legend with α and the verdict hash', () => {
    const input = fixture();
    const scored = { sha: 'c'.repeat(40), runUrl: 'https://github.com/o/r/actions/runs/5' };
    const text = render(input, 1_000_000, 'main', null, scored);
    const blocks = text.split('\n\n');
    expect(blocks.slice(0, 6)).toEqual([
      `<!-- bench-check:main verdicts:${input.comparison.verdictHash} -->`,
      verdictLine(input, scored),
      provenanceBlock(input),
      overviewTable(input, catalog),
      '#### Regressions',
      regressionsTable(input.comparison).split('\n\n')[1],
    ]);
    expect(blocks[6]!.startsWith('<details><summary><code>tl</code>')).toBe(true);
    expect(
      text.endsWith(
        `</details>\n\n<sub>Rounds are compared by survival rate (passed / all items) with a one-sided test at α = 0.050; metrics and final scores by their thresholds. Gated: ${gatingRule(10)}. Verdict hash \`${input.comparison.verdictHash}\`.</sub>\n`,
      ),
    ).toBe(true);
    expect(render(input).startsWith(`${verdictLine(input)}\n\n`)).toBe(true);
    // α in the legend has three decimals
    expect(render({ ...input, comparison: { ...input.comparison, alpha: 0.1 } })).toContain(
      'one-sided test at α = 0.100;',
    );
    assertInert(text, [scored.runUrl]);
  });

  it('a run without suites has no overview table', () => {
    const input = report([], []);
    expect(render(input)).toBe(
      `${verdictLine(input)}\n\n${provenanceBlock(input)}\n\n<sub>Rounds are compared by survival rate (passed / all items) with a one-sided test at α = 0.050; metrics and final scores by their thresholds. Gated: ${gatingRule(10)}. Verdict hash \`${input.comparison.verdictHash}\`.</sub>\n`,
    );
  });

  it('drops detail level by level and says what was dropped, linking the job summary only by https', () => {
    const input = fixture();
    const full = render(input);
    expect(render(input, full.length)).toBe(full); // exactly at the budget still fits
    const noWorst = render(input, full.length - 1);
    expect(noWorst.split('\n\n').slice(0, 4)).toEqual([
      verdictLine(input),
      provenanceBlock(input),
      "> Left out to fit GitHub's comment size limit: worst items. The full report is in the job summary of this run.",
      overviewTable(input, catalog),
    ]);
    expect(noWorst).not.toContain('**Worst items**');
    expect(noWorst).toContain('```mermaid');
    const url = 'https://github.com/o/r/actions/runs/9#summary';
    const noCharts = render(input, noWorst.length - 1, null, url);
    expect(noCharts).toContain(
      `> Left out to fit GitHub's comment size limit: worst items, charts. The full report is in the [job summary](${url}).`,
    );
    expect(noCharts).not.toContain('```mermaid');
    expect(noCharts).not.toContain('TransitLM task');
    for (const bad of ['http://insecure.example/x', 'evil:https://x.example/run', 'https://x.example/a b', ''])
      expect(render(input, noWorst.length - 1, null, bad), bad).toContain(
        'The full report is in the job summary of this run.',
      );
    // unchanged metrics go next: h loses its table, tl keeps its regressed metric
    const noUnchanged = render(input, render(input, noWorst.length - 1).length - 1);
    expect(noUnchanged).toContain('size limit: worst items, charts, unchanged metrics. The full');
    expect(body(noUnchanged, 'tl')).toContain(
      '| `time_mape` | lower | 10.00 % | 12.00 % | +2.00 pp | ❌ regressed |\n\n1 unchanged metric not shown.',
    );
    expect(noUnchanged).not.toContain('`line_iou_mean`');
    expect(body(noUnchanged, 'h')).toBe(
      '**Final score:** 61.00 (baseline 60.00, Δ +1.00) — unchanged\n\n1 unchanged metric not shown.',
    );
    expect(noUnchanged).not.toContain('0 unchanged metric'); // p has no metrics at all
    expect(noUnchanged).not.toContain('\n\n\n');
    // then round detail of passing suites: p loses its rounds table, tl keeps it
    const noPassingRounds = render(input, noUnchanged.length - 1);
    expect(noPassingRounds).toContain(
      'size limit: worst items, charts, unchanged metrics, round detail of passing suites. The full',
    );
    expect(body(noPassingRounds, 'p')).toBe('**Final score:** 95.00 (baseline 95.00, Δ 0.00) — unchanged');
    expect(body(noPassingRounds, 'tl')).toContain('| Round 1 · Reachability | 100 | 80 |');
    // last: the suite sections; the overview and the regressions stay
    const bare = render(input, noPassingRounds.length - 1);
    expect(bare.trimEnd().split('\n\n')).toEqual([
      verdictLine(input),
      provenanceBlock(input),
      "> Left out to fit GitHub's comment size limit: worst items, charts, unchanged metrics, round detail of passing suites, per-suite sections. The full report is in the job summary of this run.",
      overviewTable(input, catalog),
      '#### Regressions',
      regressionsTable(input.comparison).split('\n\n')[1],
      `<sub>Rounds are compared by survival rate (passed / all items) with a one-sided test at α = 0.050; metrics and final scores by their thresholds. Gated: ${gatingRule(10)}. Verdict hash \`${input.comparison.verdictHash}\`.</sub>`,
    ]);
  });

  it('keeps the rounds of a suite that possibly regressed when passing suites lose theirs', () => {
    const r = (id: string, passed: number) =>
      suite({
        id,
        benchmark: 'custom',
        task: null,
        total: 100,
        finalScore: 50,
        rounds: [{ id: `${id}-round`, input: 100, passed }],
      });
    const input = report([r('maybe', 87), r('fine', 90)], [r('maybe', 90), r('fine', 90)]);
    expect(input.comparison.suites.map((s) => s.verdict)).toEqual(['possible-regression', 'unchanged']);
    let text = render(input);
    for (let i = 0; i < 10 && !text.includes('round detail of passing suites'); i++)
      text = render(input, text.length - 1);
    expect(text).toContain('| maybe-round |');
    expect(text).not.toContain('| fine-round |');
    expect(body(text, 'fine')).toBe('**Final score:** 50.00 (baseline 50.00, Δ 0.00) — unchanged');
  });

  // Issue #29 "The verdict is always visible": after the suite sections go the overview rows of the
  // suites that need no attention, then the overview; the regressions table is cut last, row by
  // row, saying how many rows are not shown and where they all are. (Changed: the table used to be
  // cut after the overview, which 1 000 unchanged suites pushed it out.)
  it('then drops overview rows, then the overview; cuts the regressions table last, saying how many rows are not shown', () => {
    const input = fixture();
    let bare = render(input, 1_000_000, 'k');
    for (let i = 0; i < 5; i++) bare = render(input, bare.length - 1, 'k');
    expect(bare).toContain('per-suite sections. The full');
    const attention = render(input, bare.length - 1, 'k');
    expect(attention).toContain(
      'per-suite sections, overview rows of the other suites. The full report is in the job summary of this run.',
    );
    expect(attention).toContain(
      `${overviewTable(input, catalog, [input.comparison.suites[0]!])}\n\n2 suites without a regression, an error or a removal are not listed.\n\n${regressionsTable(input.comparison)}\n\n<sub>`,
    );
    const noOverview = render(input, attention.length - 1, 'k');
    expect(noOverview).toContain('per-suite sections, the overview table. The full');
    expect(noOverview).not.toContain('| suite | benchmark |');
    expect(noOverview).toContain(`${regressionsTable(input.comparison)}\n\n<sub>`);
    const lines = regressionsTable(input.comparison).split('\n');
    expect(lines).toHaveLength(8); // title, blank, header, separator, 4 rows
    const url = 'https://github.com/o/r/actions/runs/9';
    // Smaller and smaller budgets: fewer and fewer rows (never a row cut in two), down to none.
    const hiddenSeen: number[] = [];
    for (let budget = noOverview.length - 1; !hiddenSeen.includes(4); budget -= 20) {
      const cut = render(input, budget, 'k', url);
      expect(cut.length, String(budget)).toBeLessThanOrEqual(budget);
      expect(cut.startsWith(`${markerLine('k', input.comparison.verdictHash)}\n\n${verdictLine(input)}\n\n`)).toBe(
        true,
      );
      const m =
        /\n\n\*\*(\d+) (?:more )?regressions? not shown\*\* \(of 4; regressed first\)\. Every one is in the \[job summary\]\(https:\/\/github\.com\/o\/r\/actions\/runs\/9\)\.\n\n<sub>/.exec(
          cut,
        );
      expect(m, cut).not.toBeNull();
      const hidden = Number(m![1]);
      expect(hidden).toBeGreaterThanOrEqual(hiddenSeen.at(-1) ?? 1);
      hiddenSeen.push(hidden);
      // the first rows, whole, regressed first; with none, the title and the count
      if (hidden < 4) expect(cut).toContain(`${lines.slice(0, 8 - hidden).join('\n')}\n\n**${hidden} more regression`);
      else expect(cut).toContain('#### Regressions\n\n**4 regressions not shown** (of 4; regressed first).');
    }
    expect(new Set(hiddenSeen)).toEqual(new Set([2, 3, 4])); // the link makes the note longer than "the job summary of this run"
    expect(render(input, noOverview.length - 1, 'k')).toContain(
      '1 more regression not shown** (of 4; regressed first). Every one is in the job summary of this run.',
    );
    // A budget too small for the verdict and the provenance: whole lines of it, and a note.
    const tiny = render(input, 300, 'k');
    expect(tiny.length).toBeLessThanOrEqual(300);
    expect(tiny.endsWith('\n\n…cut to fit; the full report is in the job summary.\n')).toBe(true);
    expect(tiny.startsWith(markerLine('k', input.comparison.verdictHash))).toBe(true);
  });
});

describe('numbers: decimals by what a value is, never by its size', () => {
  const metricsSuite = (values: Record<string, number | null>, over: Partial<Metric> = {}) =>
    suite({
      id: 'm',
      benchmark: 'custom',
      task: null,
      total: 1,
      finalScore: 50,
      metrics: Object.fromEntries(
        Object.entries(values).map(([k, v]) => [k, { value: v, direction: 'higher' as const, ...over }]),
      ),
    });

  it('fractions with 4 decimals (1.0000 beside 0.9600), their Δ too; no sign on a zero Δ; whole numbers on both sides are counts (issue #26, as in the terminal)', () => {
    const input = report(
      [metricsSuite({ up: 12, gone: null, zero: 0, one: 0.96, tiny: 10.00001, big: 1000, same: 0.5 })],
      [metricsSuite({ up: 10, gone: 1, zero: 0, one: 1, tiny: 10, big: 1000, same: 0.5 })],
    );
    expect(body(render(input), 'm').split('\n\n')[1]).toBe(
      [
        '| metric | better | baseline | current | Δ | verdict |',
        '| --- | --- | ---: | ---: | ---: | --- |',
        '| `up` | higher | 10 | 12 | +2 | ✅ improved |',
        '| `gone` | higher | 1.0000 | – | – | not gated |',
        '| `zero` | higher | 0 | 0 | 0 | unchanged |',
        '| `one` | higher | 1.0000 | 0.9600 | -0.0400 | ⚠️ possible regression |',
        '| `tiny` | higher | 10.0000 | 10.0000 | 0.0000 | unchanged |',
        '| `big` | higher | 1000 | 1000 | 0 | unchanged |',
        '| `same` | higher | 0.5000 | 0.5000 | 0.0000 | unchanged |',
      ].join('\n'),
    );
  });

  it('percent values and rates with 2 decimals and their Δ in pp; quantities with their unit; scores with 2 decimals', () => {
    const rate = (passed: number): Metric => ({ value: passed / 200, direction: 'higher', passed, input: 200 });
    const m = (pct: number, km: number, passed: number, fs: number) =>
      suite({
        id: 'm',
        benchmark: 'custom',
        task: null,
        total: 200,
        finalScore: fs,
        metrics: {
          mape: { value: pct, direction: 'lower', unit: '%' },
          dist: { value: km, direction: 'lower', unit: 'km' },
          ok: rate(passed),
          drift: { value: 2.3, direction: 'none', unit: 'pp' },
        },
      });
    const input = report([m(9.5, 1.25, 180, 70)], [m(10, 1.25, 181, 69.999)]);
    const text = render(input);
    expect(body(text, 'm').split('\n\n')).toEqual([
      '**Final score:** 70.00 (baseline 70.00, Δ 0.00) — unchanged',
      [
        '| metric | better | baseline | current | Δ | verdict |',
        '| --- | --- | ---: | ---: | ---: | --- |',
        '| `mape` | lower | 10.00 % | 9.50 % | -0.50 pp | ✅ improved |',
        '| `dist` | lower | 1.25 km | 1.25 km | 0.00 km | unchanged |',
        '| `ok` | higher | 90.50 % | 90.00 % | -0.50 pp | unchanged |',
      ].join('\n'),
    ]);
    expect(details(text, 'm').split('\n')[0]).toBe(
      '<details><summary><code>m</code> · <code>custom</code> — ✅ improved · final score 70.00 (Δ 0.00)</summary>',
    );
    expect(overviewTable(input, catalog).split('\n')[2]).toBe(
      '| `m` | custom | 70.00 | 70.00 | 0.00 | ✅ improved | 200 | yes |',
    );
  });
});

describe('the kind of a target decides its format', () => {
  it('a round is in percent whatever its id; a metric with an empty unit is a fraction, with no unit', () => {
    const s = (passed: number, e: number) =>
      suite({
        id: 's',
        benchmark: 'custom',
        task: null,
        total: 100,
        finalScore: 50,
        rounds: [{ id: 'finalScore', input: 100, passed }],
        metrics: { e: { value: e, direction: 'higher', unit: '' } },
      });
    const targets = report([s(80, 0.5)], [s(70, 0.25)]).comparison.suites[0]!.targets;
    const round = targets.find((t) => t.kind === 'round')!;
    const e = targets.find((t) => t.id === 'e')!;
    expect([round.id, round.unit, e.unit]).toEqual(['finalScore', '%', '']);
    expect([round.display.kind, cell(valueCell(round, round.current)), cell(deltaCell(round))]).toEqual([
      'percent',
      '80.00 %',
      '+10.00 pp',
    ]);
    expect([e.display.kind, cell(valueCell(e, e.current)), cell(deltaCell(e))]).toEqual([
      'fraction',
      '0.5000',
      '+0.2500',
    ]);
  });
});

describe('suites the gate could not test', () => {
  const small = (id: string, n: number, passed = n) =>
    suite({ id, benchmark: 'custom', task: null, total: n, rounds: [{ id: 'a', input: n, passed }] });
  const input = (current: Suite[], baseline: Suite[] = current, gateCfg?: Parameters<typeof resolveGateConfig>[0]) =>
    report(current, baseline, gateCfg);

  it('are the compared suites whose every target is insufficient data', () => {
    const c = input([small('few', 5), small('enough', 100)]).comparison;
    expect(c.suites.map((s) => s.targets.map((t) => t.verdict))).toEqual([
      ['insufficient-data', 'insufficient-data'],
      ['unchanged', 'insufficient-data'],
    ]);
    expect(ungatedOf(c.suites).map((s) => s.id)).toEqual(['few']);
    expect(c.run.ungated).toEqual(['few']);
    // A new suite is not compared at all; a compared suite without targets has nothing gated
    // (issue #23: the comment said "yes", the terminal "not gated"; both say "not gated" now).
    expect(input([small('few', 5)], []).comparison.run.ungated).toEqual([]);
    const empty = input([suite({ id: 'e', benchmark: 'custom' })], undefined, {
      rules: [{ metric: 'finalScore', direction: 'none' }],
    }).comparison;
    expect(empty.suites.map((s) => [s.state, s.targets.length])).toEqual([['compared', 0]]);
    expect(empty.run.ungated).toEqual(['e']);
  });

  it('are counted in the verdict line and named in the overview: a pass never hides that a suite was not tested', () => {
    const i = input([small('few', 5), small('enough', 100)]);
    expect(verdictLine(i)).toBe(
      '### ✅ bench-check: **pass** · 2 suites: 0 regressed · 0 improved · 1 not gated · commit `aaaaaaaaaaaa`',
    );
    expect(overviewTable(i, catalog).split('\n').slice(2)).toEqual([
      '| `few` | custom | – | – | – | unchanged | 5 | no: 5 items < 10 |',
      '| `enough` | custom | – | – | – | unchanged | 100 | partly: 1 of 2 targets |',
    ]);
    const four = ['s1', 's2', 's3', 's4'].map((id) => small(id, 3));
    expect(verdictLine(input([...four, small('s5', 3)], undefined, { minItems: 4 }))).toBe(
      '### ✅ bench-check: **pass** · 5 suites: 0 regressed · 0 improved · 5 not gated · commit `aaaaaaaaaaaa`',
    );
    expect(overviewTable(input(four, undefined, { minItems: 4 }), catalog).split('\n')[2]).toBe(
      '| `s1` | custom | – | – | – | unchanged | 3 | no: 3 items < 4 |',
    );
  });

  it('their targets read "unchanged (not gated)" when they did not move, "not gated" when they did', () => {
    const text = render(input([small('few', 5, 4)], [small('few', 5, 5)]));
    expect(details(text, 'few').split('\n')[0]).toBe(
      '<details><summary><code>few</code> · <code>custom</code> — changed</summary>',
    );
    expect(body(text, 'few')).toContain('| a | 5 | 4 | 80.00 % | 80.00 % | -20.00 pp | – | not gated |');
    const same = render(input([small('few', 5)]));
    expect(body(same, 'few')).toContain('| a | 5 | 5 | 100.00 % | 100.00 % | 0.00 pp | – | unchanged (not gated) |');
    expect(details(same, 'few').split('\n')[0]).toBe(
      '<details><summary><code>few</code> · <code>custom</code> — unchanged</summary>',
    );
  });

  it('an unmoved untested metric counts as unchanged when unchanged metrics are left out', () => {
    const m = (v: number, w: number) =>
      suite({
        id: 'm',
        benchmark: 'custom',
        task: null,
        total: 1,
        finalScore: 50,
        metrics: {
          a: { value: v, direction: 'higher', count: 3 },
          b: { value: w, direction: 'higher', count: 3 },
          ...Object.fromEntries(
            Array.from({ length: 20 }, (_, k) => [`pad${k}`, { value: 1, direction: 'higher' as const }]),
          ),
        },
      });
    const i = input([m(1, 2)], [m(1, 1)]);
    let text = render(i);
    for (let k = 0; k < 10 && !text.includes('unchanged metrics. The full'); k++) text = render(i, text.length - 1);
    expect(body(text, 'm')).toBe(
      [
        '**Final score:** 50.00 (baseline 50.00, Δ 0.00) — unchanged',
        '| metric | better | baseline | current | Δ | verdict |\n| --- | --- | ---: | ---: | ---: | --- |\n| `b` | higher | 1.0000 | 2.0000 | +1.0000 | not gated |',
        '21 unchanged metrics not shown.',
      ].join('\n\n'),
    );
  });
  it('a metric that did not move but broke an absolute bound stays when unchanged metrics are left out', () => {
    const m = () =>
      suite({
        id: 'm',
        benchmark: 'custom',
        task: null,
        total: 1,
        finalScore: 50,
        metrics: {
          a: { value: 1, direction: 'higher' },
          ...Object.fromEntries(
            Array.from({ length: 20 }, (_, k) => [`pad${k}`, { value: 1, direction: 'higher' as const }]),
          ),
        },
      });
    const i = input([m()], [m()], { rules: [{ metric: 'a', fail: { min: 2 } }] });
    let text = render(i);
    for (let k = 0; k < 10 && !text.includes('unchanged metrics. The full'); k++) text = render(i, text.length - 1);
    expect(body(text, 'm')).toBe(
      [
        '**Final score:** 50.00 (baseline 50.00, Δ 0.00) — unchanged',
        '| metric | better | baseline | current | Δ | verdict |\n| --- | --- | ---: | ---: | ---: | --- |\n| `a` | higher | 1 | 1 | 0 | ❌ regressed |',
        '20 unchanged metrics not shown.',
      ].join('\n\n'),
    );
  });
});

describe('a run that cannot be judged', () => {
  it('the verdict line says the run did not finish, or the baseline could not be loaded (not "no baseline")', () => {
    const current = doc([hurricane(61)]);
    const comparison = { ...compareDocuments(current, null, cfg), verdict: 'error' as const };
    const base: ReportInput = {
      current,
      baselineDoc: null,
      comparison,
      baseline: null,
      missingBaseline: 'HTTP 500',
      onMissingBaseline: 'warn',
    };
    const head = '### 💥 bench-check: **error** · 1 suite: 0 regressed · 0 improved · 1 not gated';
    expect(verdictLine({ ...base, baselineFailed: true })).toBe(
      `${head} · the baseline could not be loaded · commit \`aaaaaaaaaaaa\``,
    );
    expect(
      verdictLine({ ...base, baselineFailed: true, incomplete: { kind: 'incomplete', stopReason: 'x', pending: [] } }),
    ).toBe(`${head} · the run did not finish · the baseline could not be loaded · commit \`aaaaaaaaaaaa\``);
    expect(
      verdictLine({
        ...base,
        baselineFailed: false,
        incomplete: { kind: 'incomplete', stopReason: 'SIGTERM', pending: ['b'] },
      }),
    ).toBe(`${head} · the run did not finish · no baseline (on-missing-baseline: warn) · commit \`aaaaaaaaaaaa\``);
    expect(verdictLine({ ...base, incomplete: null })).toBe(
      `${head} · no baseline (on-missing-baseline: warn) · commit \`aaaaaaaaaaaa\``,
    );
    // with a baseline, nothing is said of it
    expect(verdictLine({ ...fixture(), baselineFailed: false })).toBe(verdictLine(fixture()));
  });

  it('the provenance block says why the baseline could not be loaded', () => {
    const none = { ...fixture(), baseline: null, baselineFailed: true };
    expect(
      provenanceBlock({ ...none, missingBaseline: 'the baseline b.json does not exist (it was named explicitly)' }),
    ).toBe(
      '**The baseline could not be loaded:** the baseline b.json does not exist &#40;it was named explicitly&#41;. Nothing was compared, so this run has no verdict: fix the baseline (or the lookup) and run again.',
    );
    expect(
      provenanceBlock({ ...none, missingBaseline: 'GET https://api.github.com/repos/o/r/actions/runs: HTTP 500' }),
    ).toBe(
      '**The baseline could not be loaded:** GET `https://api.github.com/repos/o/r/actions/runs`&#58; HTTP 500. Nothing was compared, so this run has no verdict: fix the baseline (or the lookup) and run again.',
    );
    expect(provenanceBlock({ ...none, missingBaseline: null })).toBe(
      '**The baseline could not be loaded:** unknown cause. Nothing was compared, so this run has no verdict: fix the baseline (or the lookup) and run again.',
    );
    // A baseline that is there is shown as such.
    expect(provenanceBlock({ ...fixture(), baselineFailed: true })).toBe(provenanceBlock(fixture()));
  });

  it('the report of a run that did not finish says so under the verdict line', () => {
    const input: ReportInput = {
      ...fixture(),
      incomplete: { kind: 'incomplete', stopReason: 'SIGTERM', pending: ['b', 'c'] },
    };
    const blocks = render(input).split('\n\n');
    expect(blocks[0]).toBe(verdictLine(input));
    expect(blocks[1]).toBe(
      '**This run did not finish:** the run did not finish (SIGTERM); not scored: b, c. Its verdict is `error`; the suites it did score are shown below.',
    );
    expect(blocks[2]).toBe(provenanceBlock(input));
    expect(render({ ...fixture(), incomplete: null })).not.toContain('did not finish');
  });
});

describe('provenance of an artifact baseline', () => {
  it('names the workflow run (event, branch, SHA) and quotes how it was chosen before the warnings', () => {
    const p = provenance({
      source: 'artifact',
      location: 'bench-results',
      commit: null,
      ageDays: null,
      run: { id: 74, event: 'push', branch: 'main', sha: 'abc123' },
      notes: ['the merge base could not be determined'],
    });
    expect(
      provenanceBlock({ ...fixture(), baseline: { provenance: p, warnings: ['tool version differs'] } }).split('\n'),
    ).toEqual([
      '**Baseline:** artifact `bench-results` · created `2026-11-01T00:00:00Z` · run 74 (push on `main`, `abc123`)',
      '> ℹ️ the merge base could not be determined',
      '> ⚠️ tool version differs',
    ]);
    const noBranch = provenance({
      commit: null,
      ageDays: null,
      run: { id: 5, event: 'schedule', branch: null, sha: 'f' },
    });
    expect(provenanceBlock({ ...fixture(), baseline: { provenance: noBranch, warnings: [] } })).toBe(
      '**Baseline:** `.bench/baseline.json` · created `2026-11-01T00:00:00Z` · run 5 (schedule on `?`, `f`)',
    );
    expect(
      provenanceBlock({ ...fixture(), baseline: { provenance: provenance({ run: null, notes: [] }), warnings: [] } }),
    ).toBe(provenanceBlock(fixture()));
  });
});
