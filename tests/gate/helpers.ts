import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { onTestFinished } from 'vitest';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Comparison } from '../../src/gate/model.js';
import { effectiveRule, type EffectiveRule, type Scale } from '../../src/gate/rules.js';
import { outputStrings, type Regression } from '../../src/report/outputs.js';
import type { Direction, ResultsDocument, Suite } from '../../src/results/types.js';

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
