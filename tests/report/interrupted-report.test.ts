// A run stopped before every suite was scored (Ctrl-C, SIGTERM, the run deadline): the results
// report (markdown, the job summary) and the terminal report say so, name the suites not scored,
// and show no headline mean of the suites that were (README: "no mean of the others").
import { describe, expect, it } from 'vitest';
import { renderReport } from '../../src/report/render.js';
import { renderText } from '../../src/report/text.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { assertInert } from '../markdown-safety.js';
import { catalog } from '../catalog.js';
import { doc, suite } from '../gate/helpers.js';

function stopped(pending: string[], stopReason?: string): ResultsDocument {
  const d = doc([suite({ id: 'trips', benchmark: 'hurricane', task: null, finalScore: 96.56 })]);
  d.run.incomplete = true;
  d.run.pending = pending;
  if (stopReason !== undefined) d.run.stopReason = stopReason;
  d.verdict = 'error';
  return d;
}

const render = (d: ResultsDocument) => renderReport(d, { resultsDir: null, catalog });

describe('the report of an interrupted run', () => {
  it('markdown: says the run stopped and why, names the suites not scored, no headline mean', async () => {
    const md = await render(stopped(['live', 'other'], 'interrupted by SIGINT'));
    expect(md.split('\n')[2]).toBe(
      '**Interrupted:** the run stopped before it finished (interrupted by SIGINT): 2 suites not scored (`live`, `other`) · **verdict:** error · **commit:** `aaaaaaaaaaaa`',
    );
    expect(md).not.toContain('Final score:**');
    expect(md).not.toMatch(/mean of/);
    // The suite that was scored keeps its own section and score.
    expect(md).toContain('### `trips` — HurricaneMobility');
    expect(md).toContain('**final score:** 96.56');
  });

  it('terminal: the first line says it, names the suites, no mean', () => {
    const text = renderText(stopped(['live'], 'the run deadline of 60 min passed'), catalog);
    expect(text.split('\n')[0]).toBe(
      'bench-check 1.0.0 — interrupted: the run stopped before it finished (the run deadline of 60 min passed): 1 suite not scored (live), verdict error',
    );
    expect(text).not.toMatch(/final score 96\.56 \(|mean of/);
  });

  it('without a recorded reason, and with nothing pending, it still says the run did not finish', async () => {
    expect((await render(stopped([]))).split('\n')[2]).toBe(
      '**Interrupted:** the run stopped before it finished (no reason recorded) · **verdict:** error · **commit:** `aaaaaaaaaaaa`',
    );
    expect(renderText(stopped([]), catalog).split('\n')[0]).toBe(
      'bench-check 1.0.0 — interrupted: the run stopped before it finished (no reason recorded), verdict error',
    );
  });

  it('a suite that could not be scored is named beside the ones not run', async () => {
    const d = stopped(['live']);
    d.suites.push(suite({ id: 'broken', status: 'error', finalScore: null }));
    expect((await render(d)).split('\n')[2]).toContain(
      '1 suite not scored (`live`) · **1 of 2 suites could not be scored:** `broken`',
    );
    expect(renderText(d, catalog).split('\n')[0]).toContain(
      '1 suite not scored (live); 1 of 2 suites could not be scored (broken)',
    );
  });

  it('five ids at most; the reason and the ids are untrusted text, escaped', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', '@octocat'];
    const md = await render(stopped(ids, '<img src=x> @org/team [x](https://evil.example)'));
    expect(md.split('\n')[2]).toContain('(`a`, `b`, `c`, `d`, `e`, …)');
    assertInert(md);
    const text = renderText(stopped(['x\u001b[2J'], 'by \u001b]8;;https://evil.example\u0007'), catalog);
    expect(text).not.toMatch(/\u001b/);
  });
});
