// Issue #29 "No crash on a valid document": every document the results schema accepts goes
// through what `bench-check compare` and the action's report job do with it — read within the
// limits, gated against a baseline (or none), rendered as the comment, the job summary, the
// terminal comparison, the terminal and markdown results reports — and ends in an exit code of
// 0, 1, 2 or 3 (3: no baseline under on-missing-baseline fail), never an exception ("internal
// error"). The rendered markdown stays inert and within the comment budget.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BaselineLoad } from '../../src/gate/baseline.js';
import type { GateConfig } from '../../src/gate/config.js';
import { applyGate } from '../../src/gate/index.js';
import { readResultsWithinLimits, resolveResultsLimits } from '../../src/gate/limits.js';
import { COMMENT_BUDGET, renderGateReports } from '../../src/report/comment.js';
import { renderComparisonText } from '../../src/report/comparison-text.js';
import { renderReport } from '../../src/report/render.js';
import { renderDiagnosticsText, renderText } from '../../src/report/text.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { validateValue } from '../../src/schemas/registry.js';
import { assertInert } from '../markdown-safety.js';
import { runs } from '../property/support.js';
import { catalog, gateHints } from '../catalog.js';
import { tempDir } from '../gate/helpers.js';
import { itemsLines, resultsDocument } from './results-fuzz.arbitrary.js';
import { outputStrings } from '../../src/report/outputs.js';

const gateConfig: fc.Arbitrary<GateConfig> = fc.record(
  {
    minItems: fc.integer({ min: 1, max: 20 }),
    onMissingBaseline: fc.constantFrom('pass', 'warn', 'fail'),
    onRemovedSuite: fc.constantFrom('warn', 'fail'),
    rules: fc.array(
      fc.record(
        {
          suite: fc.constantFrom('*', 'a', 'b*'),
          metric: fc.constantFrom('*', 'finalScore', 'm?'),
          direction: fc.constantFrom('higher', 'lower', 'none'),
          fail: fc.record({ min: fc.integer({ min: 0, max: 100 }) }),
        },
        { requiredKeys: ['suite'] },
      ),
      { maxLength: 2 },
    ),
  },
  { requiredKeys: [] },
);

/** Writes the document and the items files it names (within its folder; the others are refused by the gate). */
function writeRun(dir: string, d: ResultsDocument, lines: string[]): string {
  mkdirSync(dir, { recursive: true });
  for (const s of d.suites) {
    if (s.itemsFile === undefined || s.itemsFile.includes('/')) continue;
    const records = lines.map((line) => {
      if (!line.includes('__flags')) return line;
      const {
        id,
        reason,
        __flags: flags,
      } = JSON.parse(line) as { id: string; reason: string | null; __flags: (boolean | null)[] };
      return JSON.stringify({
        id,
        reason,
        ...Object.fromEntries(s.rounds.map((r, i) => [r.id, flags[i % Math.max(1, flags.length)] ?? null])),
      });
    });
    writeFileSync(path.join(dir, s.itemsFile), `${records.join('\n')}\n`);
  }
  const file = path.join(dir, 'results.json');
  writeFileSync(file, JSON.stringify(d));
  return file;
}

const quiet = { info: () => {}, warn: () => {} };

describe('every schema-valid results document (fast-check)', () => {
  it('is gated and rendered by every renderer: exit 0/1/2/3, never an exception', async () => {
    const root = tempDir();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        resultsDocument,
        fc.option(resultsDocument, { nil: null }),
        itemsLines,
        gateConfig,
        async (current, baseline, lines, gate) => {
          // The generator's documents are schema-valid (else this tests nothing the report job sees).
          expect(validateValue('results', current)).toEqual([]);
          if (baseline !== null) expect(validateValue('results', baseline)).toEqual([]);
          const dir = path.join(root, String(n++));
          const file = writeRun(path.join(dir, 'current'), current, lines);
          const baseFile = baseline === null ? null : writeRun(path.join(dir, 'base'), baseline, lines);
          // As `compare` and the report job: the limits first (exit 2 naming the limit), then the gate.
          const read = await readResultsWithinLimits(file, 'results.json', resolveResultsLimits(gate.limits));
          const ids = current.suites.map((s) => s.id);
          if (!read.ok) {
            expect(read.diagnostics.map((d) => d.code)).toContain('duplicate-suite');
            expect(new Set(ids).size).toBeLessThan(ids.length);
            return;
          }
          const doc = read.value;
          const load: BaselineLoad =
            baseline === null
              ? { kind: 'missing', message: 'no baseline at .bench/baseline.json' }
              : {
                  kind: 'found',
                  side: { doc: baseline, dir: path.dirname(baseFile!) },
                  provenance: {
                    source: 'file',
                    location: 'b.json',
                    commit: baseline.run.commit,
                    createdAt: baseline.run.createdAt,
                    runUrl: null,
                    ageDays: 1,
                    reason: null,
                    updatedAt: null,
                  },
                };
          const out = await applyGate(doc, gate, {
            cwd: dir,
            env: { SOURCE_DATE_EPOCH: '0' },
            log: quiet,
            resultsDir: path.dirname(file),
            baseline: load,
            hints: gateHints,
          });
          expect([0, 1, 2, 3]).toContain(out.exitCode);
          if (doc.suites.length === 0 || doc.suites.some((s) => s.status === 'error') || doc.run.incomplete === true)
            expect(out.exitCode).toBe(2);
          const { markdown, summary } = renderGateReports(out.report, { catalog, commentKey: 'k' });
          expect(markdown.length).toBeLessThanOrEqual(COMMENT_BUDGET);
          // Numbers are ours; a document's values can make them 7 digits long (markdown-safety.ts).
          assertInert(markdown, [], { decimals: true });
          assertInert(summary, [], { decimals: true });
          renderComparisonText(out.report);
          outputStrings(out.comparison);
          renderText(doc, catalog, { verbose: true });
          renderDiagnosticsText(doc);
          assertInert(await renderReport(doc, { resultsDir: path.dirname(file), catalog }), [], { decimals: true });
        },
      ),
      runs(120),
    );
  }, 240_000);
});
