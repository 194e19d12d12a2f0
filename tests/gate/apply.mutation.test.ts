// applyGate with a baseline already loaded (the caller's job): exit codes 0 ok · 1 regressed ·
// 2 a suite in error · 3 no baseline under on-missing-baseline fail, precedence 2 > 3 > 1 > 0
// (results.md "CLI contract"); the document's verdict, the comment and the summary, the outputs.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BaselineLoad } from '../../src/gate/baseline.js';
import { applyGate, loadConfiguredBaseline } from '../../src/gate/index.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { diagnostic } from '../../src/core/diagnostics.js';
import { renderGateReports } from '../../src/report/comment.js';
import { catalog, gateHints } from '../catalog.js';
import type { Logger } from '../../src/core/logger.js';
import type { ResultsDocument, Suite } from '../../src/results/types.js';
import { doc, suite, tempDir, regressions, verdictHash } from './helpers.js';
import { outputStrings } from '../../src/report/outputs.js';
import { failureWords } from '../../src/report/words.js';

function logger(): Logger & { warnings: string[] } {
  const warnings: string[] = [];
  return { warnings, info: () => {}, warn: (m) => warnings.push(m) };
}

const r = (passed: number, over: Partial<Suite> = {}) =>
  suite({ id: 's', benchmark: 'custom', total: 100, rounds: [{ id: 'a', input: 100, passed }], ...over });
const found = (base: ResultsDocument, ageDays = 1): BaselineLoad => ({
  kind: 'found',
  side: { doc: base, dir: null },
  provenance: {
    source: 'file',
    location: 'b.json',
    commit: null,
    createdAt: base.run.createdAt,
    runUrl: null,
    ageDays,
    reason: null,
    updatedAt: null,
  },
});
const missing: BaselineLoad = { kind: 'missing', message: 'no baseline at .bench/baseline.json' };
const env = { SOURCE_DATE_EPOCH: '0' };

async function gate(
  current: ResultsDocument,
  baseline: BaselineLoad,
  gateConfig: object = {},
  commentKey: string | null = 'k',
) {
  const log = logger();
  const out = await applyGate(current, gateConfig, {
    cwd: '/nonexistent',
    env,
    log,
    resultsDir: null,
    baseline,
    hints: gateHints,
  });
  return { ...out, ...renderGateReports(out.report, { catalog, commentKey }), log };
}

describe('applyGate exit codes and verdicts', () => {
  it('0 and pass when nothing regressed; the document gets the verdict', async () => {
    const cur = doc([r(90)]);
    const out = await gate(cur, found(doc([r(90)])));
    expect(out.exitCode).toBe(0);
    expect(out.doc.verdict).toBe('pass');
    expect(cur.verdict).toBeNull();
    expect(outputStrings(out.comparison).verdict).toBe('pass');
    expect(
      out.markdown.startsWith(
        `<!-- bench-check:k verdicts:${out.comparison.verdictHash} -->\n\n### ✅ bench-check: **pass**`,
      ),
    ).toBe(true);
    expect(out.summary.startsWith('### ✅ bench-check: **pass**')).toBe(true);
    expect(out.log.warnings).toEqual([]);
  });

  it('1 and fail on a regression in any suite; the regression is in the outputs', async () => {
    const other = (passed: number) => r(passed, { id: 'other', finalScore: 80 });
    const out = await gate(doc([r(50), other(90)]), found(doc([r(90), other(90)])));
    expect([out.exitCode, out.doc.verdict]).toEqual([1, 'fail']);
    expect(out.comparison.run.scores.baseline).toBe(80);
    expect(out.markdown).toContain('  line [100, 90]'); // the baseline's funnel line
    expect(regressions(out.comparison).map((x) => `${x.suite}/${x.id}`)).toEqual(['s/a']);
    expect(out.markdown).toContain('#### Regressions');
  });

  it('2 when a suite is in error, even with a regression elsewhere', async () => {
    const out = await gate(
      doc([r(50), r(0, { id: 'broken', status: 'error' })]),
      found(doc([r(90), r(90, { id: 'broken' })])),
    );
    expect([out.exitCode, out.doc.verdict]).toEqual([2, 'error']);
  });

  it('a baseline that is there satisfies on-missing-baseline fail', async () => {
    const out = await gate(doc([r(90)]), found(doc([r(90)])), { onMissingBaseline: 'fail' });
    expect([out.exitCode, out.doc.verdict]).toEqual([0, 'pass']);
  });

  it('passes the logger to the comparison: a missing items file of the run is reported', async () => {
    const log = logger();
    const out = await applyGate(
      doc([r(90, { itemsFile: 's.items.jsonl' })]),
      {},
      {
        cwd: '/nonexistent',
        env,
        log,
        resultsDir: '/nonexistent-results',
        baseline: found(doc([r(90)])),
        hints: gateHints,
      },
    );
    expect(out.exitCode).toBe(0);
    expect(log.warnings).toEqual(['items file of suite s not found: s.items.jsonl']);
  });

  it('without a baseline: 3 only under fail, and 3 outranks a regression', async () => {
    const bound = { rules: [{ round: 'a', fail: { min: 60 } }] };
    expect((await gate(doc([r(90)]), missing, { onMissingBaseline: 'fail' })).exitCode).toBe(3);
    expect((await gate(doc([r(50)]), missing, { ...bound, onMissingBaseline: 'fail' })).exitCode).toBe(3);
    const warn = await gate(doc([r(90)]), missing, { onMissingBaseline: 'warn' });
    expect([warn.exitCode, warn.doc.verdict]).toEqual([0, 'warn']);
    expect(warn.log.warnings).toEqual(['no baseline at .bench/baseline.json (on-missing-baseline: warn)']);
    expect(warn.markdown).toContain('**No baseline:**');
    const pass = await gate(doc([r(90)]), missing, { onMissingBaseline: 'pass' });
    expect([pass.exitCode, pass.doc.verdict]).toEqual([0, 'no-baseline']);
    const regressed = await gate(doc([r(50)]), missing, { ...bound, onMissingBaseline: 'pass' });
    expect([regressed.exitCode, regressed.doc.verdict]).toEqual([1, 'fail']);
    expect(regressed.comparison.run.scores.baseline).toBeNull();
  });

  it('warns about a stale baseline and shows it in the comment', async () => {
    const out = await gate(doc([r(90)]), found(doc([r(90)]), 30), { baseline: { maxAgeDays: 7 } }, null);
    expect(out.log.warnings).toEqual(['the baseline is 30 days old (more than 7)']);
    expect(out.markdown).toContain('> ⚠️ the baseline is 30 days old &#40;more than 7&#41;');
    expect(out.markdown.startsWith('### ✅')).toBe(true);
    expect(out.baseline?.provenance.ageDays).toBe(30);
  });
});

describe('applyGate when the baseline cannot be used', () => {
  const diag = (message: string, line: number) =>
    diagnostic({ code: 'schema', file: 'b.json', line, column: 1, message });

  it('an invalid baseline: verdict error, exit 2, the first three problems in the failure, each problem in the log', async () => {
    const invalid: BaselineLoad = {
      kind: 'invalid',
      diagnostics: [diag('one', 1), diag('two', 2), diag('three', 3), diag('four', 4)],
    };
    const out = await gate(doc([r(90)]), invalid, { onMissingBaseline: 'pass' });
    const why = 'the baseline is not a valid results document: b.json:1:1: one; b.json:2:1: two; b.json:3:1: three';
    expect([out.exitCode, out.doc.verdict, out.comparison.verdict]).toEqual([2, 'error', 'error']);
    expect(out.failures.map(failureWords)).toEqual([why]);
    expect(out.log.warnings).toEqual([
      'baseline: b.json:1:1: one',
      'baseline: b.json:2:1: two',
      'baseline: b.json:3:1: three',
      'baseline: b.json:4:1: four',
    ]);
    expect(out.report).toMatchObject({
      missingBaseline: why,
      baselineFailed: true,
      baseline: null,
      baselineDoc: null,
      incomplete: null,
    });
    expect(out.baseline).toBeNull();
    // The hash is that of the error verdict, so an on-change comment is rewritten.
    expect(out.comparison.verdictHash).toBe(verdictHash(out.comparison.suites, 'error'));
    expect(out.comparison.verdictHash).not.toBe(verdictHash(out.comparison.suites, 'no-baseline'));
    expect(out.markdown).toContain('bench-check: **error**');
  });

  it('an error while loading it (named file absent, API error): exit 2 under every policy, no missing-baseline warning', async () => {
    const error: BaselineLoad = {
      kind: 'error',
      message: 'the baseline /x/b.json does not exist (it was named explicitly)',
    };
    for (const onMissingBaseline of ['pass', 'warn', 'fail'] as const) {
      const out = await gate(doc([r(90)]), error, { onMissingBaseline });
      expect([out.exitCode, out.doc.verdict], onMissingBaseline).toEqual([2, 'error']);
      expect(out.failures.map(failureWords)).toEqual([
        'the baseline /x/b.json does not exist (it was named explicitly)',
      ]);
      expect(out.log.warnings).toEqual([]);
      expect(out.report).toMatchObject({
        missingBaseline: 'the baseline /x/b.json does not exist (it was named explicitly)',
        baselineFailed: true,
      });
    }
  });

  it('a missing baseline is no failure: the policy decides, and the log says which policy', async () => {
    const out = await gate(doc([r(90)]), missing, { onMissingBaseline: 'fail' });
    expect(out.failures.map(failureWords)).toEqual([]);
    expect(out.report).toMatchObject({
      missingBaseline: 'no baseline at .bench/baseline.json',
      baselineFailed: false,
      baseline: null,
      onMissingBaseline: 'fail',
    });
    expect(out.log.warnings).toEqual(['no baseline at .bench/baseline.json (on-missing-baseline: fail)']);
  });

  it('a baseline sharing no suite id is treated as missing: not used, the policy applies', async () => {
    const unrelated = found(doc([r(90, { id: 'other' })]), 100);
    const out = await gate(doc([r(50)]), unrelated, { onMissingBaseline: 'fail', baseline: { maxAgeDays: 7 } });
    const why =
      'the baseline shares no suite id with this run (baseline: other; this run: s), so it is treated as missing';
    expect(out.exitCode).toBe(3);
    expect(out.baseline).toBeNull();
    expect(out.comparison.hasBaseline).toBe(false);
    expect(out.report).toMatchObject({
      missingBaseline: why,
      baselineFailed: false,
      baseline: null,
      baselineDoc: null,
    });
    expect(out.failures.map(failureWords)).toEqual([]);
    // No age warning for a baseline that is not used.
    expect(out.log.warnings).toEqual([`${why} (on-missing-baseline: fail)`]);
    expect(out.comparison.run.scores.baseline).toBeNull();
  });

  it('a baseline that is used is in the report with its warnings', async () => {
    const base = doc([r(90, { finalScore: 70 })]);
    const out = await gate(doc([r(90, { finalScore: 70 })]), found(base, 30), { baseline: { maxAgeDays: 7 } });
    expect(out.report.baselineDoc).toBe(base);
    expect(out.report.baseline).toEqual({
      provenance: expect.objectContaining({ ageDays: 30 }),
      warnings: ['the baseline is 30 days old (more than 7)'],
    });
    expect(out.report).toMatchObject({
      missingBaseline: null,
      baselineFailed: false,
      incomplete: null,
      onMissingBaseline: 'warn',
    });
    expect(out.comparison.run.scores.baseline).toBe(70);
  });
});

describe('applyGate on a run that did not finish', () => {
  const stopped = (over: Partial<ResultsDocument['run']>) => doc([r(90)], { incomplete: true, ...over });

  it('says why it stopped and what was not scored; verdict error, exit 2, even with a good baseline', async () => {
    const out = await gate(stopped({ stopReason: 'SIGTERM', pending: ['b', 'c'] }), found(doc([r(90)])));
    const why = 'the run did not finish (SIGTERM); not scored: b, c';
    expect([out.exitCode, out.doc.verdict]).toEqual([2, 'error']);
    expect(out.failures.map(failureWords)).toEqual([why]);
    expect(out.report).toMatchObject({
      incomplete: { kind: 'incomplete', stopReason: 'SIGTERM', pending: ['b', 'c'] },
      baselineFailed: false,
      missingBaseline: null,
    });
    expect(out.comparison.verdictHash).toBe(verdictHash(out.comparison.suites, 'error'));
    expect(out.markdown).toContain('**This run did not finish:**');
  });

  it('without a recorded reason or pending list', async () => {
    const why = 'the run did not finish (no reason recorded: still running, or killed); not scored: none';
    expect((await gate(stopped({}), found(doc([r(90)])))).failures.map(failureWords)).toEqual([why]);
    expect((await gate(stopped({ pending: [] }), found(doc([r(90)])))).failures.map(failureWords)).toEqual([why]);
    expect((await gate(doc([r(90)]), found(doc([r(90)])))).failures).toEqual([]);
  });

  it('both failures are listed, the run first', async () => {
    const out = await gate(stopped({ stopReason: 'x', pending: ['b'] }), { kind: 'error', message: 'HTTP 500' });
    expect(out.failures.map(failureWords)).toEqual(['the run did not finish (x); not scored: b', 'HTTP 500']);
    expect(out.exitCode).toBe(2);
  });
});

describe('applyGate exit code precedence', () => {
  it('a regression in the second suite is a regression', async () => {
    const out = await gate(doc([r(90), r(50, { id: 't' })]), found(doc([r(90), r(90, { id: 't' })])));
    expect(out.exitCode).toBe(1);
  });
});

describe('loadConfiguredBaseline', () => {
  it('artifact needs the action: missing, with what to use locally', async () => {
    const gateCfg = resolveGateConfig({ baseline: { source: 'artifact' } }, gateHints);
    expect(await loadConfiguredBaseline(gateCfg, { cwd: '/nonexistent', env: {} })).toEqual({
      kind: 'missing',
      message:
        'baseline source "artifact" is only available inside the GitHub Action (use --baseline FILE or source "file" locally)',
    });
    const out = await applyGate(
      doc([r(90)]),
      { baseline: { source: 'artifact' }, onMissingBaseline: 'fail' },
      { cwd: '/nonexistent', env, log: logger(), resultsDir: null, hints: gateHints },
    );
    expect(out.exitCode).toBe(3);
    expect(out.report.missingBaseline).toContain('only available inside the GitHub Action');
  });

  it('file and path resolve against cwd, and the age uses the env', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'sub'));
    writeFileSync(
      path.join(dir, 'sub', 'b.json'),
      JSON.stringify(doc([r(90)], { configHash: `sha256:${'0'.repeat(64)}`, createdAt: '1970-01-01T00:00:00Z' })),
    );
    const epoch = { SOURCE_DATE_EPOCH: String(3 * 86_400) };
    const loaded = await loadConfiguredBaseline(
      resolveGateConfig({ baseline: { source: 'path', path: 'sub/b.json' } }, gateHints),
      { cwd: dir, env: epoch },
    );
    expect(loaded.kind === 'found' && [loaded.provenance.source, loaded.provenance.ageDays, loaded.side.dir]).toEqual([
      'path',
      3,
      path.join(dir, 'sub'),
    ]);
    const absent = await loadConfiguredBaseline(
      resolveGateConfig({ baseline: { source: 'file', path: 'none.json' } }, gateHints),
      { cwd: dir, env: epoch },
    );
    expect(absent).toEqual({ kind: 'missing', message: `no baseline at ${path.join(dir, 'none.json')}` });
    // applyGate passes cwd and env on.
    const out = await applyGate(
      doc([r(90)], { configHash: `sha256:${'0'.repeat(64)}` }),
      { baseline: { source: 'path', path: 'sub/b.json', maxAgeDays: 2 } },
      { cwd: dir, env: epoch, log: logger(), resultsDir: null, hints: gateHints },
    );
    expect(out.baseline?.provenance.ageDays).toBe(3);
    expect(out.report.baseline?.warnings).toEqual(['the baseline is 3 days old (more than 2)']);
  });
});
