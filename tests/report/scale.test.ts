// Issue #29 "Bounded work" and "The verdict is always visible": the gate and the reports do work
// linear in the number of suites (suites looked up by id; each suite section rendered once and
// reused across the detail levels of both the comment and the job summary), and however many
// suites there are, the comment names every regressed target it can and counts the rest.
// Timing is measured by `npm run bench` (bench/report-scale.ts); here the work is counted, with
// one generous bound on the whole.
import { describe, expect, it } from 'vitest';
import type { BenchmarkCatalog } from '../../src/plugin/benchmark.js';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { COMMENT_BUDGET, renderGateReports, type ReportInput } from '../../src/report/comment.js';
import { renderComparisonText } from '../../src/report/comparison-text.js';
import { renderText } from '../../src/report/text.js';
import type { Suite } from '../../src/results/types.js';
import { assertInert } from '../markdown-safety.js';
import { doc, suite } from '../gate/helpers.js';
import { catalog, gateHints } from '../catalog.js';

const cfg = resolveGateConfig(undefined, gateHints);
const prov = {
  provenance: {
    source: 'file' as const,
    location: '.bench/baseline.json',
    commit: null,
    createdAt: '2026-11-01T00:00:00Z',
    runUrl: null,
    ageDays: 1,
    reason: null,
    updatedAt: null,
  },
  warnings: [],
};

/** A suite of 100 items with one round, as a TransitLM run writes it. */
const one = (id: string, passed: number): Suite =>
  suite({
    id,
    benchmark: 'transitlm',
    task: 'single',
    total: 100,
    finalScore: passed,
    rounds: [{ id: 'reachability', input: 100, passed }],
  });

function input(current: Suite[], baseline: Suite[]): ReportInput {
  const c = doc(current);
  const b = doc(baseline);
  return {
    current: c,
    baselineDoc: b,
    comparison: compareDocuments(c, b, cfg),
    baseline: prov,
    missingBaseline: null,
    onMissingBaseline: 'warn',
  };
}

/** The catalog, counting how often a benchmark's own section is rendered. */
function countingCatalog(): { catalog: BenchmarkCatalog; renders: () => number } {
  let renders = 0;
  const transit = catalog.find('transitlm')!;
  const counted = { ...transit, render: (s: Suite) => ((renders += 1), transit.render!(s)) };
  return {
    catalog: { all: catalog.all, find: (id) => (id === 'transitlm' ? counted : catalog.find(id)) },
    renders: () => renders,
  };
}

describe('the comment with many suites', () => {
  it("1 000 unchanged suites before the regressed one: the comment names the regression (the issue's case)", () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `suite-${String(i).padStart(4, '0')}`);
    const i = input(
      [...ids.map((id) => one(id, 90)), one('zz-regressed', 50)],
      [...ids.map((id) => one(id, 90)), one('zz-regressed', 90)],
    );
    expect(i.comparison.verdict).toBe('fail');
    const { markdown, summary } = renderGateReports(i, {
      catalog,
      commentKey: 'k',
      fullReportUrl: 'https://github.com/o/r/actions/runs/1',
    });
    expect(markdown.length).toBeLessThanOrEqual(COMMENT_BUDGET);
    expect(markdown).toContain('### ❌ bench-check: **fail** · 1001 suites: 1 regressed');
    expect(markdown).toContain('#### Regressions');
    expect(markdown).toContain('| ❌ | `zz-regressed` · round `reachability` | 90.00 % → 50.00 % |');
    expect(markdown).toContain('| ❌ | `zz-regressed` · `finalScore` |');
    // Unchanged suites left the overview before anything of the regressions did; the regressed one stays in it.
    expect(markdown).toContain('overview rows of the other suites');
    expect(markdown).toContain(
      '| `zz-regressed` | TransitLM · single | 50.00 | 90.00 | -40.00 | ❌ regressed | 100 | yes |',
    );
    expect(markdown).toContain('1000 suites without a regression, an error or a removal are not listed.');
    expect(markdown).not.toContain('| `suite-0000` |');
    expect(markdown).not.toContain('not shown**');
    assertInert(markdown, ['https://github.com/o/r/actions/runs/1']);
    // The job summary (1 MB) has room for the whole overview.
    expect(summary).toContain('| `suite-0000` |');
    expect(summary).toContain('| ❌ | `zz-regressed` · round `reachability` |');
  });

  it('more regressions than fit: as many rows as fit, regressed first, and how many more there are', () => {
    const ids = Array.from({ length: 2000 }, (_, i) => `s${i}`);
    const i = input(
      ids.map((id) => one(id, 50)),
      ids.map((id) => one(id, 90)),
    );
    const { markdown } = renderGateReports(i, { catalog, commentKey: 'k', fullReportUrl: null });
    expect(markdown.length).toBeLessThanOrEqual(COMMENT_BUDGET);
    const rows = markdown.split('\n').filter((l) => l.startsWith('| ❌ |'));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows[0]).toMatch(/^\| ❌ \| `s0` · round `reachability` \|/);
    expect(markdown).toContain(
      `**${4000 - rows.length} more regressions not shown** (of 4000; regressed first). Every one is in the job summary of this run.`,
    );
  });
});

describe('work linear in the number of suites', () => {
  it('10 000 suites: compared, then the comment, the job summary and the text report, each suite section rendered once; within a generous bound', () => {
    const n = 10_000;
    const started = Date.now();
    const current = Array.from({ length: n }, (_, i) => one(`suite-${i}`, i === n - 1 ? 50 : 90));
    const baseline = Array.from({ length: n }, (_, i) => one(`suite-${i}`, 90));
    const i = input(current, baseline);
    const counting = countingCatalog();
    const { markdown, summary } = renderGateReports(i, { catalog: counting.catalog, commentKey: 'k' });
    // Each suite's own section once, for every detail level of both the comment and the summary (it was up to 12 times).
    expect(counting.renders()).toBe(n);
    const text = renderComparisonText(i);
    const terminal = renderText(i.current, catalog);
    const seconds = (Date.now() - started) / 1000;
    expect(markdown.length).toBeLessThanOrEqual(COMMENT_BUDGET);
    expect(markdown).toContain('| ❌ | `suite-9999` · round `reachability` |');
    expect(summary).toContain('| ❌ | `suite-9999` · round `reachability` |');
    expect(text.trimEnd().split('\n').at(-1)).toBe('verdict: FAIL — 2 regressed');
    expect(terminal.split('\n')[0]).toMatch(/final score/);
    // Quadratic lookups took minutes here (10 000 suites: 122 s in the report job); linear work takes
    // a few seconds. The bound leaves a wide margin for a busy machine: `npm run bench` measures.
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});
