// Issue #29 "Nothing measured, nothing passed" and #23 "Headlines count failures": a current
// document with no scored suite is an error; duplicate suite ids and a baseline over the limits
// are exit 2; a suite of the baseline that the run lacks is named and makes the run at least
// `warn` (`fail` with onRemovedSuite: fail, exit 1); the outputs say how many suites could not be
// scored, and the mean final score does not stand for them.
import { describe, expect, it } from 'vitest';
import type { BaselineLoad } from '../../src/gate/baseline.js';
import { applyGate, withoutGate } from '../../src/gate/index.js';
import { renderGateReports } from '../../src/report/comment.js';
import { renderComparisonText } from '../../src/report/comparison-text.js';
import { ungatedVerdict } from '../../src/results/document.js';
import { failureWords, unscoredWords } from '../../src/report/words.js';
import type { ResultsDocument, RunVerdict, Suite } from '../../src/results/types.js';
import { catalog, gateHints } from '../catalog.js';
import { doc, suite } from './helpers.js';
import { outputStrings } from '../../src/report/outputs.js';

/** The run facts of a document no gate judged. */
const facts = (d: ResultsDocument) => withoutGate(d, gateHints).report.comparison.run;
/** The action's `headline` output of a run of `d` decided `verdict`. */
const headline = (verdict: RunVerdict, d: ResultsDocument) =>
  outputStrings(withoutGate(d, gateHints).report.comparison, verdict).headline;

const s = (id: string, finalScore: number | null = 50, over: Partial<Suite> = {}) =>
  suite({ id, benchmark: 'custom', task: null, total: 100, finalScore, ...over });
const found = (base: ResultsDocument): BaselineLoad => ({
  kind: 'found',
  side: { doc: base, dir: null },
  provenance: {
    source: 'file',
    location: 'b.json',
    commit: null,
    createdAt: base.run.createdAt,
    runUrl: null,
    ageDays: 1,
    reason: null,
    updatedAt: null,
  },
});
const missing: BaselineLoad = { kind: 'missing', message: 'no baseline at .bench/baseline.json' };

async function gate(current: ResultsDocument, baseline: BaselineLoad, gateConfig: object = {}) {
  const warnings: string[] = [];
  const out = await applyGate(current, gateConfig, {
    cwd: '/nonexistent',
    env: { SOURCE_DATE_EPOCH: '0' },
    log: { info: () => {}, warn: (m) => warnings.push(m) },
    resultsDir: null,
    baseline,
    hints: gateHints,
  });
  return {
    ...out,
    ...renderGateReports(out.report, { catalog, commentKey: 'k' }),
    text: renderComparisonText(out.report),
    warnings,
  };
}

describe('nothing measured', () => {
  it('a document without suites is an error (exit 2) with or without a baseline, and says so first', async () => {
    for (const baseline of [found(doc([s('a')])), missing]) {
      const out = await gate(doc([]), baseline, { onMissingBaseline: 'pass' });
      expect(out.exitCode).toBe(2);
      expect(out.doc.verdict).toBe('error');
      expect(out.failures).toContainEqual({ kind: 'nothing-measured' });
      expect(out.markdown).toMatch(
        /^<!-- bench-check:k verdicts:[0-9a-f]+ -->\n\n### 💥 bench-check: \*\*error\*\* · /,
      );
      expect(out.markdown.split('\n')[2]).toContain('no suite was scored');
      expect(out.text.trimEnd().split('\n').at(-1)).toMatch(/^verdict: ERROR — .*no suite was scored/);
      expect(outputStrings(out.comparison).headline).toMatch(/^verdict error · .*no suite was scored$/);
    }
  });

  it("only skipped suites (another shard's) measured nothing either", async () => {
    const out = await gate(doc([s('a', null, { status: 'skipped' })]), found(doc([s('a')])));
    expect([out.exitCode, out.doc.verdict]).toEqual([2, 'error']);
    expect(out.failures).toContainEqual({ kind: 'nothing-measured' });
    expect(out.markdown.split('\n')[2]).toContain(' · no suite was scored · ');
    expect(outputStrings(out.comparison).headline).toBe('verdict error · no suite was scored');
  });

  it('an ungated document with no suite, or a suite in error, has verdict error; otherwise none yet', () => {
    expect(ungatedVerdict([])).toBe('error');
    expect(ungatedVerdict([s('a'), s('b', 0, { status: 'error' })])).toBe('error');
    expect(ungatedVerdict([s('a'), s('b', null, { status: 'skipped' })])).toBeNull();
  });
});

describe('duplicate suite ids and limits', () => {
  it('a current document with a suite id twice is exit 2, naming it (the gate would compare the first only)', async () => {
    const out = await gate(doc([s('a', 50), s('a', 10)]), found(doc([s('a', 50)])));
    expect(out.exitCode).toBe(2);
    expect(out.doc.verdict).toBe('error');
    expect(out.failures.map(failureWords)).toContain(
      'the results document /suites/1/id: suite id "a" appears twice (suites 0 and 1): a results document names each suite once',
    );
  });

  it('a baseline over a limit or with a duplicate id is not used: verdict error, exit 2, the cause in the comment', async () => {
    const base = doc([s('a'), s('b'), s('c')]);
    const out = await gate(doc([s('a')]), found(base), { limits: { maxSuites: 2 } });
    expect([out.exitCode, out.doc.verdict]).toEqual([2, 'error']);
    expect(out.failures.map(failureWords)).toEqual([
      'the baseline cannot be used: b.json /suites: the results document holds 3 suites, more than the limit of 2 (gate.limits.maxSuites, action input results-max-suites)',
    ]);
    expect(out.report.baselineDoc).toBeNull();
    expect(out.markdown).toContain('**The baseline could not be loaded:** the baseline cannot be used');
    const dup = await gate(doc([s('a')]), found(doc([s('a'), s('a')])));
    expect(failureWords(dup.failures[0]!)).toMatch(
      /^the baseline cannot be used: b\.json \/suites\/1\/id: suite id "a" appears twice/,
    );
  });
});

describe('removed suites', () => {
  const base = () => doc([s('kept'), s('gone'), s('also-gone')]);

  it('are named in the headline and make the run warn by default (exit 0), never pass', async () => {
    const out = await gate(doc([s('kept')]), found(base()));
    expect([out.exitCode, out.doc.verdict, out.regressed]).toEqual([0, 'warn', false]);
    expect(out.removed).toEqual(['gone', 'also-gone']);
    expect(out.markdown.split('\n')[2]).toBe(
      '### ⚠️ bench-check: **warn** · 2 suites of the baseline removed: `gone`, `also-gone` · 3 suites: 0 regressed · 0 improved · 0 not gated · commit `aaaaaaaaaaaa`',
    );
    expect(out.text.trimEnd().split('\n').at(-1)).toBe(
      'verdict: WARN — 2 suites of the baseline removed (gone, also-gone)',
    );
    expect(outputStrings(out.comparison).headline).toBe(
      'verdict warn · 2 suites of the baseline removed ("gone", "also-gone")',
    );
    // the overview still lists them, with their baseline score
    expect(out.markdown).toContain('| `gone` | custom | – | 50.00 | – | removed | – | no: not in this run |');
  });

  it('fail with onRemovedSuite: fail, exit 1 (a pull request that deletes a failing suite does not pass)', async () => {
    const out = await gate(doc([s('kept')]), found(base()), { onRemovedSuite: 'fail' });
    expect([out.exitCode, out.doc.verdict, out.regressed]).toEqual([1, 'fail', true]);
    expect(out.markdown.split('\n')[2]).toMatch(/^### ❌ bench-check: \*\*fail\*\* · 2 suites of the baseline removed/);
  });

  it('without a removal the policy changes nothing', async () => {
    const out = await gate(doc([s('kept')]), found(doc([s('kept')])), { onRemovedSuite: 'fail' });
    expect([out.exitCode, out.doc.verdict, out.removed]).toEqual([0, 'pass', []]);
  });
});

describe('outputs that count the suites that could not be scored (issue #23)', () => {
  it('2 of 3 suites unscored and no baseline: verdict error, headline says so, no mean final score', async () => {
    const current = doc([s('ok', 96.56), s('e1', 0, { status: 'error' }), s('e2', 0, { status: 'error' })]);
    expect(unscoredWords(facts(current).unscored!)).toBe('2 of 3 suites could not be scored');
    const out = await gate(current, missing);
    expect([out.exitCode, out.doc.verdict]).toEqual([2, 'error']);
    expect(outputStrings(out.comparison)).toMatchObject({
      verdict: 'error',
      headline: 'verdict error · 2 of 3 suites could not be scored ("e1", "e2")',
      'final-score': '',
      scores: '{"ok":96.56,"e1":null,"e2":null}',
    });
    expect(out.markdown.split('\n')[2]).toMatch(
      /^### 💥 bench-check: \*\*error\*\* · 2 of 3 suites could not be scored · /,
    );
    expect(out.summary.split('\n')[0]).toMatch(
      /^### 💥 bench-check: \*\*error\*\* · 2 of 3 suites could not be scored · /,
    );
    expect(out.text.trimEnd().split('\n').at(-1)).toMatch(/^verdict: ERROR — 2 of 3 suites could not be scored/);
  });

  it('the mean is of the suites that were scored; skipped suites do not count in "k of n"', () => {
    const d = doc([s('a', 40), s('b', 60), s('k', null, { status: 'skipped' })]);
    expect(facts(d).scores.final).toBe(50);
    expect(headline('pass', d)).toBe('verdict pass');
    const e = doc([s('a', 40), s('e', 0, { status: 'error' }), s('k', null, { status: 'skipped' })]);
    expect(facts(e).scores.final).toBeNull();
    expect(facts(e).scores.bySuite).toEqual({ a: 40, e: null, k: null });
    expect(headline('error', e)).toBe('verdict error · 1 of 2 suites could not be scored ("e")');
    const many = doc(Array.from({ length: 7 }, (_, i) => s(`s${i}`, 0, { status: 'error' })));
    expect(headline('error', many)).toBe(
      'verdict error · 7 of 7 suites could not be scored ("s0", "s1", "s2", "s3", "s4", … (7))',
    );
    expect(headline('error', doc([s('x'.repeat(100), 0, { status: 'error' })]))).toBe(
      `verdict error · 1 of 1 suite could not be scored ("${'x'.repeat(59)}…")`,
    );
  });
});
