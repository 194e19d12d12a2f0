// Report-scale benchmark (issue #29 "Bounded work"): a results document of many minimal suites
// (what a 51 KB artifact can hold) through what the report job does with it: the limits check,
// the comparison, the PR comment and the job summary, and the terminal comparison. Before the fix
// 10 000 suites took 122 s in the report job; the work is now linear in the number of suites.
// Size: REPORT_BENCH_SUITES (default 10 000).
import { compareDocuments } from '../src/gate/compare.js';
import { gateHintsOf, resolveGateConfig } from '../src/gate/config.js';
import { checkResultsLimits, resolveResultsLimits } from '../src/gate/limits.js';
import { renderGateReports } from '../src/report/comment.js';
import { renderComparisonText } from '../src/report/comparison-text.js';
import type { ResultsDocument, Suite } from '../src/results/types.js';
import { catalog } from '../src/benchmarks/registry.js';

const n = Number(process.env.REPORT_BENCH_SUITES ?? 10_000);

const suite = (id: string, passed: number): Suite => ({
  id,
  benchmark: 'transitlm',
  task: 'single',
  status: 'ok',
  inputs: [],
  total: 100,
  errors: 0,
  rounds: [{ id: 'reachability', input: 100, passed }],
  metrics: {},
  finalScore: passed,
  diagnostics: [],
});
const document = (suites: Suite[]): ResultsDocument => ({
  schemaVersion: 1,
  tool: { name: 'bench-check', version: 'bench' },
  run: { createdAt: '2026-01-01T00:00:00Z', commit: null, configHash: `sha256:${'0'.repeat(64)}`, shard: null },
  verdict: null,
  suites,
});

// One regressed suite, last: the comment must still name it.
const current = document(Array.from({ length: n }, (_, i) => suite(`suite-${i}`, i === n - 1 ? 50 : 90)));
const baseline = document(Array.from({ length: n }, (_, i) => suite(`suite-${i}`, 90)));
const json = JSON.stringify(current);

const time = <T>(f: () => T): [T, number] => {
  const start = process.hrtime.bigint();
  const value = f();
  return [value, Number(process.hrtime.bigint() - start) / 1e9];
};

const [checked, tLimits] = time(() =>
  checkResultsLimits(current, resolveResultsLimits({ maxSuites: n }), 'results.json'),
);
const [comparison, tCompare] = time(() =>
  compareDocuments(current, baseline, resolveGateConfig(undefined, gateHintsOf(catalog))),
);
const input = {
  current,
  baselineDoc: baseline,
  comparison,
  baseline: null,
  missingBaseline: null,
  onMissingBaseline: 'warn' as const,
};
const [reports, tRender] = time(() => renderGateReports(input, { catalog, commentKey: 'bench' }));
const [text, tText] = time(() => renderComparisonText(input));
console.log(
  `report scale: ${n} suites (results.json ${(json.length / 1024).toFixed(0)} KB), limits ${checked.ok ? 'ok' : 'refused'}, verdict ${comparison.verdict}`,
);
console.log(
  `limits ${tLimits.toFixed(2)} s, compare ${tCompare.toFixed(2)} s, comment + summary ${tRender.toFixed(2)} s, terminal ${tText.toFixed(2)} s`,
);
console.log(
  `comment ${reports.markdown.length} chars (regression named: ${reports.markdown.includes(`\`suite-${n - 1}\``)}), summary ${reports.summary.length} chars, terminal ${text.length} chars`,
);
console.log(`peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
