import { describe, expect, it } from 'vitest';
import { selectHistory } from '../../src/gate/history.js';
import { historyLoadWords as describeHistoryLoad } from '../../src/report/words.js';
import type { HistoryRun } from '../../src/gate/history-types.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { applyGate } from '../../src/gate/index.js';
import { gateHints } from '../catalog.js';
import { doc, suite } from './helpers.js';

const current = doc([suite({ id: 's', finalScore: 60 })]);

function run(id: string, over: Partial<ResultsDocument['run']> = {}): HistoryRun {
  const d = doc([suite({ id: 's', finalScore: 62 })], over);
  return { id, sha: null, createdAt: d.run.createdAt, url: null, doc: d };
}

describe('selectHistory', () => {
  it('keeps comparable runs in the given order, skips others with a reason, stops at the limit', () => {
    const candidates = [
      run('1'),
      run('2', { configHash: 'sha256:other' }),
      run('3', { incomplete: true, pending: ['s'], stopReason: 'deadline' }),
      run('4', { shard: { index: 1, total: 2 } }),
      { ...run('5'), doc: { schemaVersion: 2 } as unknown as ResultsDocument },
      run('6'),
      run('7'),
      run('8', { configHash: 'sha256:other' }),
    ];
    const got = selectHistory(current, candidates, 2);
    expect(got.runs.map((r) => r.id)).toEqual(['1', '6']);
    expect(got.skipped).toEqual([
      { id: '2', why: 'config hash differs (another suite config or scorer version)' },
      { id: '3', why: 'incomplete run (deadline)' },
      { id: '4', why: 'one shard (1/2) of a run, not the merged document' },
      { id: '5', why: 'not a results document (schemaVersion 2, expected 1)' },
    ]);
    expect(describeHistoryLoad(got)).toBe(
      '2 runs, 4 skipped (1 × config hash differs, 1 × incomplete run, 1 × one shard, 1 × not a results document)',
    );
  });

  it('limit 0 (or negative, or NaN) is no history and looks at nothing', () => {
    for (const limit of [0, -1, Number.NaN])
      expect(selectHistory(current, [run('1'), run('2', { configHash: 'x' })], limit)).toEqual({
        runs: [],
        skipped: [],
      });
  });

  it('a null or non-object document is not a results document', () => {
    const got = selectHistory(current, [{ ...run('1'), doc: null as unknown as ResultsDocument }], 5);
    expect(got).toEqual({ runs: [], skipped: [{ id: '1', why: 'not a results document' }] });
    expect(describeHistoryLoad({ runs: [run('a')], skipped: [] })).toBe('1 run');
  });
});

describe('applyGate with a history', () => {
  const log = { info: () => {}, warn: () => {} };
  const s = (fs: number) => suite({ id: 's', benchmark: 'custom', task: null, total: 100, finalScore: fs });
  const past = [63, 57, 61, 59, 62, 58, 60, 63, 57, 60].map((v, i): HistoryRun => ({
    id: String(i),
    sha: null,
    createdAt: '2026-11-01T00:00:00Z',
    url: null,
    doc: doc([s(v)]),
  }));
  const baseline = {
    kind: 'found' as const,
    side: { doc: doc([s(63)]), dir: null },
    provenance: {
      source: 'file' as const,
      location: 'b.json',
      commit: null,
      createdAt: '2026-11-01T00:00:00Z',
      runUrl: null,
      ageDays: 1,
      reason: null,
      updatedAt: null,
    },
  };
  const gate = { rules: [{ metric: 'finalScore', kind: 'history' as const }] };

  it('the report carries the history; kind: history decides, exit 1 only outside the band', async () => {
    const history = selectHistory(doc([s(50)]), past, 20);
    const bad = await applyGate(doc([s(50)]), gate, {
      cwd: '/nonexistent',
      env: {},
      log,
      resultsDir: null,
      baseline,
      history,
      hints: gateHints,
    });
    expect(bad.report.history).toBe(history);
    expect(bad.exitCode).toBe(1);
    const ok = await applyGate(doc([s(58)]), gate, {
      cwd: '/nonexistent',
      env: {},
      log,
      resultsDir: null,
      baseline,
      history,
      hints: gateHints,
    });
    expect(ok.exitCode).toBe(0);
    expect(ok.comparison.verdict).toBe('pass');
  });

  it('without the option the report has no history key and the verdict is the thresholds’', async () => {
    const out = await applyGate(doc([s(57)]), gate, {
      cwd: '/nonexistent',
      env: {},
      log,
      resultsDir: null,
      baseline,
      hints: gateHints,
    });
    expect(out.report).not.toHaveProperty('history');
    expect(out.comparison.suites[0]!.targets[0]).not.toHaveProperty('history');
    expect(out.exitCode).toBe(1); // fell by 6 points against 63
  });
});
