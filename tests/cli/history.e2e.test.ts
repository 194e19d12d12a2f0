// `bench-check history --from DIR` (issue #18 part 4): the trend and the kind: history verdicts
// from a folder of results documents, as the CLI process; exit codes as `compare`.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnostic } from '../../src/core/diagnostics.js';
import type { ResultsDocument } from '../../src/results/types.js';
import { validateValue } from '../../src/schemas/registry.js';
import { doc, suite } from '../gate/helpers.js';
import { runCli, tempDir } from '../helpers.js';

const WOBBLE = [63, 57, 61, 59, 62, 58, 60, 63, 57, 60, 61, 59];
const results = (score: number, day: number, over: Partial<ResultsDocument['run']> = {}): ResultsDocument =>
  doc(
    [
      suite({
        id: 'fl',
        benchmark: 'custom',
        task: null,
        total: 100,
        finalScore: score,
        metrics: { delay: { value: score / 10, direction: 'lower', unit: 'h' } },
      }),
    ],
    { createdAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`, configHash: `sha256:${'a'.repeat(64)}`, ...over },
  );

/** A folder of 12 base-branch runs (one of them in an artifact-like subfolder), one of another config, one broken file; and a config. */
function workspace(): { dir: string; runs: string; config: string } {
  const dir = tempDir();
  const runs = path.join(dir, 'runs');
  mkdirSync(path.join(runs, 'run-9999'), { recursive: true });
  WOBBLE.forEach((v, i) => {
    const file =
      i === 3 ? path.join(runs, 'run-9999', 'results.json') : path.join(runs, `run-${String(i).padStart(2, '0')}.json`);
    const d = results(v, 20 - i);
    expect(validateValue('results', d)).toEqual([]);
    writeFileSync(file, JSON.stringify(d));
  });
  writeFileSync(
    path.join(runs, 'other-config.json'),
    JSON.stringify(results(10, 5, { configHash: `sha256:${'b'.repeat(64)}` })),
  );
  writeFileSync(path.join(runs, 'broken.json'), '{"schemaVersion": 1');
  const config = path.join(dir, 'bench.config.json');
  writeFileSync(
    config,
    JSON.stringify({
      suites: [{ id: 'fl', benchmark: 'hurricane', trips: 't.jsonl', groundtruth: 'g.json' }],
      gate: {
        history: 20,
        rules: [
          { metric: 'finalScore', kind: 'history' },
          { metric: 'delay', kind: 'history' },
        ],
      },
    }),
  );
  return { dir, runs, config };
}

describe('bench-check history --from DIR', () => {
  it('a 2-point drop passes under kind: history, a 10-point drop fails (exit 1), with the trend on stdout', async () => {
    const { dir, runs, config } = workspace();
    writeFileSync(path.join(dir, 'ok.json'), JSON.stringify(results(58, 22)));
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify(results(50, 22)));
    const ok = await runCli(['history', '--from', runs, '--current', path.join(dir, 'ok.json'), '--config', config]);
    expect(ok.stderr).toContain('other-config.json left out: config hash differs');
    expect(ok.stderr).toContain('broken.json left out: not a results document');
    expect(ok.stdout).toContain(
      'history: 12 runs, 2 skipped (1 × not a results document, 1 × config hash differs), 2026-11-09T10:00:00Z to 2026-11-20T10:00:00Z',
    );
    expect(ok.stdout).toContain(
      '  fl       12  57.00–63.00   60.00        2.22     58.00  within  unchanged (kind: history)',
    );
    expect(ok.stdout).toContain(
      'fl · finalScore: unchanged — 2 points below the median of the last 12 runs (60 points), within 3 × 1.4826 × MAD = 6.67 points',
    );
    expect(ok.code, ok.stderr).toBe(0);
    const bad = await runCli([
      'history',
      '--from',
      runs,
      '--current',
      path.join(dir, 'bad.json'),
      '--config',
      config,
      '--format',
      'json',
    ]);
    expect(bad.code, bad.stderr).toBe(1);
    const out = JSON.parse(bad.stdout) as {
      verdict: string;
      current: string;
      history: { runs: { id: string }[]; skipped: { id: string }[] };
      comparison: { suites: { targets: { id: string; verdict: string; reasons: string[] }[] }[] };
    };
    expect(out.verdict).toBe('fail');
    expect(out.history.runs.map((r) => r.id)).toEqual([
      'run-00.json',
      'run-01.json',
      'run-02.json',
      'run-9999/results.json',
      ...Array.from({ length: 8 }, (_, i) => `run-${String(i + 4).padStart(2, '0')}.json`),
    ]);
    expect(out.history.skipped.map((s) => s.id)).toEqual(['broken.json', 'other-config.json']);
    expect(out.comparison.suites[0]!.targets.find((t) => t.id === 'finalScore')).toMatchObject({
      verdict: 'regressed',
      reasons: ['10 points below the median of the last 12 runs (60 points), outside 3 × 1.4826 × MAD = 6.67 points'],
    });
  });

  it('without --current the newest document is the current run; --format markdown is the comment with the trend; --history 0 turns it off', async () => {
    const { runs, config } = workspace();
    const md = await runCli(['history', '--from', runs, '--config', config, '--format', 'markdown']);
    expect(md.stderr).toContain('the newest document, run-00.json (2026-11-20T10:00:00Z), is the current run');
    expect(md.stdout).toContain(
      '| suite | benchmark | final score | baseline | Δ | history (runs), this run | verdict | n | gated |',
    );
    expect(md.stdout).toContain('11 runs: 57.00–63.00, this run 63.00 (within)');
    expect(md.stdout).toContain('xychart-beta');
    expect(md.code, md.stderr).toBe(0);
    const off = await runCli(['history', '--from', runs, '--config', config, '--history', '0', '--format', 'markdown']);
    expect(off.stdout).not.toContain('| history |');
    expect(off.code).toBe(0);
  });

  it('a document over the results limits is left out of the history, naming the limit; as --current it exits 2', async () => {
    const { dir, runs, config } = workspace();
    const huge = results(60, 21);
    huge.suites[0]!.diagnostics.push(diagnostic({ severity: 'warning', code: 'note', message: 'x'.repeat(100_001) }));
    expect(validateValue('results', huge)).toEqual([]);
    writeFileSync(path.join(runs, 'huge.json'), JSON.stringify(huge));
    writeFileSync(path.join(dir, 'ok.json'), JSON.stringify(results(58, 22)));
    const r = await runCli(['history', '--from', runs, '--current', path.join(dir, 'ok.json'), '--config', config]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(
      /huge\.json left out: a string of 100 001 characters, more than the limit of 100 000 characters \(gate\.limits\.maxStringLength/,
    );
    const current = await runCli(['history', '--from', runs, '--current', path.join(runs, 'huge.json')]);
    expect(current.code).toBe(2);
    expect(current.stderr).toMatch(/more than the limit of 100 000 characters/);
  });

  it('unreadable input exits 2: a missing folder, a folder without documents, a bad --current, a bad --history', async () => {
    const { dir, runs } = workspace();
    const empty = path.join(dir, 'empty');
    mkdirSync(empty);
    const results = await Promise.all([
      runCli(['history', '--from', path.join(dir, 'nope')]),
      runCli(['history', '--from', empty]),
      runCli(['history', '--from', runs, '--current', path.join(runs, 'broken.json')]),
      runCli(['history', '--from', runs, '--history', '-1']),
    ]);
    expect(results.map((r) => r.code)).toEqual([2, 2, 2, 2]);
    expect(results[0].stderr).toContain('cannot read the folder');
    expect(results[1].stderr).toContain('no results document in');
  });
});
