// promptfoo's own output (fixtures/items/promptfoo, written by promptfoo 0.121.20 through
// tests/items/make_promptfoo_fixtures.sh): tests carrying different assertions, `--repeat 2`, a
// provider error, `-o results.json`, `-o results.jsonl` and `promptfoo export`. The expected
// figures are promptfoo's: its `stats` and the summary its CLI printed, stored beside each file.
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/core/logger.js';
import { applyGate } from '../../src/gate/index.js';
import type { Suite } from '../../src/results/types.js';
import { gateHints } from '../catalog.js';
import { doc } from '../gate/helpers.js';
import { FIXTURES, itemsOf, readJson, scoreIn, tempDir } from './helpers.js';

const DIR = path.join(FIXTURES, 'promptfoo');

interface Figures {
  promptfoo: string;
  stats: { successes: number; failures: number; errors: number };
  printed: string[];
}

const figures = (run: string) => readJson(path.join(DIR, `${run}.expected.json`)) as unknown as Figures;

/** Score one of the committed files, copied to a fresh folder; errors allowed up to 10 % (the suite has a 429). */
async function scored(file: string, prefix = 'results'): Promise<{ dir: string; suite: Suite }> {
  const dir = tempDir();
  copyFileSync(path.join(DIR, file), path.join(dir, file));
  const suite = await scoreIn(dir, { format: 'promptfoo', input: file, maxErrorRate: 0.1 }, prefix);
  return { dir, suite };
}

/** The percentage promptfoo printed for its passes: "21 passed (87.50%)" gives 87.5 and 21. */
function printedPasses(f: Figures): { passed: number; percent: string } {
  const line = f.printed.find((l) => l.includes(' passed ('))!;
  const [, passed, percent] = /^(\d+) passed \((\d+\.\d+)%\)$/.exec(line)!;
  return { passed: Number(passed), percent: percent! };
}

describe("promptfoo's own files", () => {
  it('the generator named the promptfoo it ran, and its figures add up', () => {
    for (const run of ['run-1', 'run-2']) {
      const f = figures(run);
      expect(f.promptfoo).toBe('0.121.20');
      expect(printedPasses(f).passed).toBe(f.stats.successes);
    }
  });

  it.each(['run-1.json', 'run-1.export.json', 'run-1.jsonl', 'run-2.json'])(
    '%s: finalScore is the pass rate promptfoo printed; its successes, failures and errors recounted',
    async (file) => {
      const f = figures(file.startsWith('run-1') ? 'run-1' : 'run-2');
      const { suite } = await scored(file);
      expect(suite.status).toBe('ok');
      const { successes, failures, errors } = f.stats;
      expect(suite.finalScore).toBe((100 * successes) / (successes + failures + errors));
      expect(suite.finalScore!.toFixed(2)).toBe(printedPasses(f).percent);
      expect(suite.counts?.tool_errors).toBe(errors);
      const reported = (suite.details as { reported: { label: string; reported: number; recomputed: number }[] })
        .reported;
      if (file.endsWith('.jsonl'))
        expect(reported).toEqual([]); // the .jsonl output has no stats
      else {
        expect(reported.slice(0, 3)).toEqual(
          (['successes', 'failures', 'errors'] as const).map((k) => ({
            label: k,
            reported: f.stats[k],
            recomputed: f.stats[k],
          })),
        );
        // promptfoo's assertion counts (its prompts' metrics), recounted from the rows.
        expect(reported.slice(3).map((r) => r.label)).toEqual(['assertions passed', 'assertions failed']);
        for (const r of reported) expect(r.recomputed).toBe(r.reported);
        expect(suite.diagnostics.filter((d) => d.code === 'reported-mismatch')).toEqual([]);
      }
      // A provider error is worded as one, never as a grading failure.
      const toolErrors = suite.diagnostics.filter((d) => d.code === 'tool-error');
      expect(toolErrors).toHaveLength(errors);
      for (const d of toolErrors) expect(d.message).toMatch(/^provider error: .*429/);
    },
  );

  it('--repeat 2: one item per test with both repeats; the .json, the .jsonl and the export give the same items', async () => {
    const json = await scored('run-1.json');
    const jsonl = await scored('run-1.jsonl');
    const exported = await scored('run-1.export.json');
    const items = itemsOf(json.dir, json.suite);
    // Twelve tests, one of them answered only by provider errors (left out, as promptfoo does not grade it).
    expect(items).toHaveLength(11);
    expect((json.suite.details as { repeats: number }).repeats).toBe(2);
    expect(itemsOf(jsonl.dir, jsonl.suite)).toEqual(items);
    expect(itemsOf(exported.dir, exported.suite)).toEqual(items);
    expect(jsonl.suite.rounds).toEqual(json.suite.rounds);
    expect(jsonl.suite.metrics).toEqual(json.suite.metrics);
    // The coin toss passed once of its two repeats: the item does not pass.
    expect(items.find((i) => i.id.startsWith('coin toss · '))).toMatchObject({
      success: false,
      icontains: false,
      reason: 'Expected output to contain "heads"',
    });
    expect(json.suite.rounds).toEqual([{ id: 'success', input: 11, passed: 10 }]);
  });

  it('an assertion is a rate over the tests that carry it; the others are null for it, not failures', async () => {
    const { dir, suite } = await scored('run-1.json');
    // icontains: capital of France, capital of Japan, coin toss (the 429 test's is never graded).
    expect(suite.metrics.icontains).toEqual({ value: 2 / 3, direction: 'higher', passed: 2, input: 3 });
    expect(suite.metrics.exact).toEqual({ value: 1, direction: 'higher', passed: 2, input: 2 });
    expect(suite.metrics.safety).toEqual({ value: 1, direction: 'higher', passed: 1, input: 1 });
    expect(suite.details).toMatchObject({
      checks: ['success'],
      rateChecks: expect.arrayContaining(['icontains', 'exact', 'safety', 'not-icontains']) as unknown,
    });
    const items = itemsOf(dir, suite);
    expect(items.find((i) => i.id.startsWith('no answer needed · '))).toMatchObject({ success: true, icontains: null });
    // namedScores: the score of each named metric, a mean over the results that have it.
    expect(suite.metrics['namedScores.length']).toMatchObject({ value: 1, count: 1 });
    expect(suite.metrics['namedScores.format']).toMatchObject({ value: 1, count: 2 });
  });

  it('the gated finalScore moves with success: run-1 → run-2 is a regression of finalScore and of success', async () => {
    const baseline = await scored('run-1.json', 'base');
    const current = await scored('run-2.json', 'results');
    const dir = current.dir;
    copyFileSync(path.join(baseline.dir, baseline.suite.itemsFile!), path.join(dir, baseline.suite.itemsFile!));
    writeFileSync(
      path.join(dir, 'base.json'),
      JSON.stringify(doc([baseline.suite], { configHash: `sha256:${'0'.repeat(64)}` })),
    );
    const outcome = await applyGate(
      doc([current.suite]),
      { baseline: { source: 'path', path: 'base.json' }, onMissingBaseline: 'fail' },
      { cwd: dir, env: {}, log: silentLogger, resultsDir: dir, hints: gateHints },
    );
    const s = outcome.comparison.suites[0]!;
    const finalScore = s.targets.find((t) => t.id === 'finalScore')!;
    expect(finalScore.baseline).toBe(87.5);
    expect(finalScore.current).toBe(25);
    expect(finalScore.verdict).toBe('regressed');
    expect(s.targets.find((t) => t.kind === 'round' && t.id === 'success')!.verdict).toBe('regressed');
    expect(outcome.exitCode).toBe(1);
  });
});
