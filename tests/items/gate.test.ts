// Imported results through the real gate: the items files pair baseline and current by item id
// (McNemar on the checks and on finalScore, the share passing every check), a flipped item is
// listed as newly failing, and untrusted ids, prompts and outputs reach the comment escaped.
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/core/logger.js';
import { applyGate } from '../../src/gate/index.js';
import { renderGateReports } from '../../src/report/comment.js';
import { renderReport } from '../../src/report/render.js';
import type { ResultsDocument, Suite } from '../../src/results/types.js';
import { catalog, gateHints } from '../catalog.js';
import { doc, regressions } from '../gate/helpers.js';
import { assertInert, HOSTILE } from '../markdown-safety.js';
import {
  inspectLog,
  inspectSample,
  lmEvalSample,
  promptfooFile,
  promptfooRow,
  scoreIn,
  tempDir,
  toJsonl,
  write,
} from './helpers.js';

/** 40 lm-eval documents; `failing` are the doc ids whose exact_match is 0. */
function lmEvalRun(failing: ReadonlySet<number>, order: 'asc' | 'desc' = 'asc'): string {
  const ids = Array.from({ length: 40 }, (_, i) => i);
  if (order === 'desc') ids.reverse();
  return toJsonl(
    ids.map((i) =>
      lmEvalSample(i, { exact_match: failing.has(i) ? 0.0 : 1.0 }, { answer: failing.has(i) ? 'wrong' : '42' }),
    ),
  );
}

/** Gate `current` against the document written at dir/base.json (its items files beside it). */
async function gate(dir: string, current: Suite[], baseline: Suite[]) {
  const base: ResultsDocument = doc(baseline, { configHash: `sha256:${'0'.repeat(64)}` });
  writeFileSync(path.join(dir, 'base.json'), JSON.stringify(base));
  return applyGate(
    doc(current),
    { baseline: { source: 'path', path: 'base.json' }, onMissingBaseline: 'fail' },
    { cwd: dir, env: {}, log: silentLogger, resultsDir: dir, hints: gateHints },
  );
}

describe('imported results through the gate', () => {
  it('pairs items by id across baseline and current (order does not matter); flipped items regress the check and finalScore, newly failing first', async () => {
    const dir = tempDir();
    const baseFailing = new Set([1, 2, 3, 4, 5]);
    // Eight items that passed now fail, one that failed now passes: b = 8, c = 1.
    const nowFailing = new Set([2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16, 17]);
    write(dir, 'base/samples_t_2026-01-01T00-00-00.000001.jsonl', lmEvalRun(baseFailing));
    write(dir, 'head/samples_t_2026-01-02T00-00-00.000001.jsonl', lmEvalRun(nowFailing, 'desc'));
    const baseline = await scoreIn(dir, { format: 'lm-eval', input: 'base/samples_t_*.jsonl' }, 'base');
    const current = await scoreIn(dir, { format: 'lm-eval', input: 'head/samples_t_*.jsonl' }, 'results');
    const outcome = await gate(dir, [current], [baseline]);
    expect(outcome.exitCode).toBe(1);
    const s = outcome.comparison.suites[0]!;
    expect(s.paired).toBe(true);
    expect(s.shared).toBe(40);
    const round = s.targets.find((t) => t.kind === 'round' && t.id === 'exact_match')!;
    const finalScore = s.targets.find((t) => t.id === 'finalScore')!;
    for (const t of [round, finalScore]) {
      expect(t.test).toBe('mcnemar');
      // One-sided exact McNemar: P(X ≤ 1), X ~ Binomial(9, 1/2) = 10 / 512.
      expect(t.p).toBeCloseTo(10 / 512, 12);
      expect(t.verdict).toBe('regressed');
    }
    expect(finalScore.baseline).toBe(87.5);
    expect(finalScore.current).toBe(70);
    expect(s.worst.slice(0, 8).map((w) => [w.id, w.newlyFailing])).toEqual(
      ['17', '16', '15', '14', '13', '12', '11', '10'].map((id) => [id, true]),
    );
    expect(s.worst[0]).toMatchObject({ failedRound: 'exact_match', reason: 'target 42; answer wrong' });
    expect(regressions(outcome.comparison).map((r) => [r.kind, r.id])).toEqual([
      ['round', 'exact_match'],
      ['metric', 'finalScore'],
    ]);
  });

  it('a few flips among many items are not significant: worse (not shown) at most, never a failure', async () => {
    const dir = tempDir();
    write(dir, 'base/samples_t_2026-01-01T00-00-00.000001.jsonl', lmEvalRun(new Set([0, 1, 2, 3])));
    write(dir, 'head/samples_t_2026-01-02T00-00-00.000001.jsonl', lmEvalRun(new Set([0, 1, 2, 3, 20, 21, 22])));
    const baseline = await scoreIn(dir, { format: 'lm-eval', input: 'base/samples_t_*.jsonl' }, 'base');
    const current = await scoreIn(dir, { format: 'lm-eval', input: 'head/samples_t_*.jsonl' }, 'results');
    const outcome = await gate(dir, [current], [baseline]);
    const finalScore = outcome.comparison.suites[0]!.targets.find((t) => t.id === 'finalScore')!;
    expect(finalScore.test).toBe('mcnemar');
    expect(finalScore.p).toBeCloseTo(1 / 8, 12);
    // Past the fail threshold, not significant: "worse (not shown)" (issue #27; was possible-regression), a warning.
    expect(finalScore.verdict).toBe('not-shown');
    expect(outcome.exitCode).toBe(0);
  });

  it('items missing on one side: pairing uses the shared ids; a check that appears is new, one that disappears removed', async () => {
    const dir = tempDir();
    const all = Array.from({ length: 40 }, (_, i) => i);
    write(dir, 'base.jsonl', toJsonl(all.map((i) => lmEvalSample(i, { exact_match: 1.0 }))));
    write(
      dir,
      'head.jsonl',
      toJsonl(all.slice(0, 38).map((i) => lmEvalSample(i, { exact_match: 1.0, format_ok: i % 2 }))),
    );
    const baseline = await scoreIn(dir, { format: 'lm-eval', input: 'base.jsonl' }, 'base');
    const current = await scoreIn(dir, { format: 'lm-eval', input: 'head.jsonl' }, 'results');
    const s = (await gate(dir, [current], [baseline])).comparison.suites[0]!;
    expect(s.paired).toBe(true);
    expect(s.shared).toBe(38);
    expect(s.targets.filter((t) => t.kind === 'round').map((t) => [t.id, t.verdict])).toEqual([
      ['exact_match', 'unchanged'],
      ['format_ok', 'new'],
    ]);
  });
});

describe('untrusted text of imported results in the comment', () => {
  it('hostile ids, prompts, outputs, explanations and model names are escaped (markdown-safety)', async () => {
    const dir = tempDir();
    // lm-eval: hostile doc ids (strings are ids too) and answers.
    write(
      dir,
      'lm.jsonl',
      toJsonl(
        HOSTILE.map((h, i) =>
          lmEvalSample(
            h,
            { exact_match: i % 3 === 0 ? 1.0 : 0.0 },
            { answer: HOSTILE[(i + 5) % HOSTILE.length], target: HOSTILE[(i + 9) % HOSTILE.length] },
          ),
        ),
      ),
    );
    // Inspect: hostile ids, explanations, task and model.
    const samples = HOSTILE.map((h, i) =>
      inspectSample(
        h,
        1,
        {},
        {
          scores: {
            match: {
              value: i % 4 === 0 ? 'C' : 'I',
              answer: HOSTILE[(i + 1) % HOSTILE.length],
              explanation: HOSTILE[(i + 2) % HOSTILE.length],
            },
          },
        },
      ),
    );
    const log = inspectLog(samples);
    (log.eval as Record<string, unknown>).model = HOSTILE[0];
    (log.eval as Record<string, unknown>).task = HOSTILE[3];
    write(dir, 'log.json', JSON.stringify(log));
    // promptfoo: hostile descriptions, providers, prompts, assertion metrics and reasons.
    const rows = HOSTILE.map((h, i) =>
      promptfooRow({
        description: h,
        provider: HOSTILE[(i + 1) % HOSTILE.length],
        prompt: HOSTILE[(i + 2) % HOSTILE.length],
        success: i % 2 === 0,
        asserts: [
          { type: 'llm-rubric', metric: HOSTILE[i % 5], pass: i % 2 === 0, reason: HOSTILE[(i + 3) % HOSTILE.length] },
        ],
      }),
    );
    write(dir, 'pf.json', JSON.stringify(promptfooFile(rows)));
    const suites: Suite[] = [];
    for (const [id, format, input] of [
      ['lm', 'lm-eval', 'lm.jsonl'],
      ['inspect', 'inspect', 'log.json'],
      ['pf', 'promptfoo', 'pf.json'],
    ] as const) {
      const s = await scoreIn(dir, { format, input }, 'results');
      expect(s.status, id).toBe('ok');
      // scoreIn names every suite `suite`: keep each items file under its own suite's name.
      suites.push({ ...s, id, itemsFile: `results.${id}.items.jsonl` });
      copyFileSync(path.join(dir, s.itemsFile!), path.join(dir, `results.${id}.items.jsonl`));
    }
    const outcome = await gate(dir, suites, suites);
    const { markdown, summary } = renderGateReports(outcome.report, { catalog, commentKey: 'main' });
    for (const text of [markdown, summary]) {
      expect(text).toContain('Worst items');
      assertInert(text);
    }
    // The report without a gate (--markdown of a run without a gate section) too.
    const plain = await renderReport(doc(suites), { resultsDir: dir, catalog });
    expect(plain).toContain('Imported from promptfoo');
    assertInert(plain);
  });
});
