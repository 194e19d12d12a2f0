import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { onTestFinished } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BaselineProvenance } from '../../src/gate/baseline.js';
import type { GateReport } from '../../src/gate/index.js';
import { compareDocuments, withRunVerdict } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import type { Comparison, SuiteComparison } from '../../src/gate/model.js';
import { renderComparisonText } from '../../src/report/comparison-text.js';
import { effectiveRule, type EffectiveRule, type Scale } from '../../src/gate/rules.js';
import { outputStrings, type Regression } from '../../src/report/outputs.js';
import type { Direction, ResultsDocument, RunVerdict, Suite } from '../../src/results/types.js';

export function suite(over: Partial<Suite> & { id: string }): Suite {
  return {
    benchmark: 'transitlm',
    task: 'single',
    status: 'ok',
    inputs: [],
    total: 0,
    errors: 0,
    rounds: [],
    metrics: {},
    finalScore: null,
    diagnostics: [],
    ...over,
  };
}

export function doc(suites: Suite[], over: Partial<ResultsDocument['run']> = {}): ResultsDocument {
  return {
    schemaVersion: 1,
    tool: { name: 'bench-check', version: '1.0.0' },
    run: { createdAt: '2026-11-20T10:00:00Z', commit: 'a'.repeat(40), configHash: 'sha256:x', shard: null, ...over },
    verdict: null,
    suites,
  };
}

/** A fresh directory, removed when the current test finishes. */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-gate-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A single-round suite over `n` items with the given per-item outcomes, its items file written to dir. */
export function passFailRun(dir: string, id: string, outcomes: boolean[], benchmark = 'transitlm'): Suite {
  const file = `${id}.items.jsonl`;
  writeFileSync(
    path.join(dir, file),
    outcomes.map((ok, i) => JSON.stringify({ id: `item-${i}`, reach: ok, reason: ok ? null : `bad ${i}` })).join('\n') +
      '\n',
  );
  const passed = outcomes.filter(Boolean).length;
  return suite({
    id,
    benchmark,
    total: outcomes.length,
    rounds: [{ id: 'reach', input: outcomes.length, passed }],
    itemsFile: file,
  });
}

/** gate.md's defaults for a target no rule addresses (effectiveRule without rules, its `from` left out). */
export function defaultRule(scale: Scale, direction: Direction): EffectiveRule {
  const { from: _from, ...rule } = effectiveRule([], 'suite', { kind: 'round', id: 'round', scale, direction });
  return rule;
}

/** The action's `regressions` output of a comparison, read back: the regressed targets of every suite. */
export function regressions(c: Comparison): Regression[] {
  return JSON.parse(outputStrings(c).regressions!) as Regression[];
}

/** A gate report of a comparison of two documents, as applyGate makes it, with a baseline file named `baseline.json`. */
export function gateReport(current: ResultsDocument, baseline: ResultsDocument, comparison: Comparison): GateReport {
  const provenance: BaselineProvenance = {
    source: 'file',
    location: 'baseline.json',
    commit: null,
    createdAt: baseline.run.createdAt,
    runUrl: null,
    ageDays: 0,
    reason: null,
    updatedAt: null,
  };
  return {
    current,
    baselineDoc: baseline,
    comparison,
    baseline: { provenance, warnings: [] },
    missingBaseline: null,
    onMissingBaseline: 'warn',
  };
}

/** Each suite's verdict as the terminal's overview words it (the `verdict` column of renderComparisonText). */
export function overviewVerdicts(report: GateReport): Record<string, string> {
  const lines = renderComparisonText(report).split('\n');
  const header = lines.findIndex((l) => /^ {2}suite +final score/.test(l));
  const column = lines[header]!.indexOf('verdict');
  const out: Record<string, string> = {};
  for (const s of report.comparison.suites) {
    const row = lines.slice(header + 1).find((l) => l.startsWith(`  ${s.id} `));
    if (row !== undefined) out[s.id] = row.slice(column).trimEnd();
  }
  return out;
}

/** The verdict hash of a comparison of these suites decided `verdict` (withRunVerdict, where the gate sets it). */
export function verdictHash(suites: readonly SuiteComparison[], verdict: RunVerdict): string {
  const none = compareDocuments(doc([]), doc([]), resolveGateConfig(undefined));
  return withRunVerdict({ ...none, suites: [...suites] }, verdict).verdictHash;
}
