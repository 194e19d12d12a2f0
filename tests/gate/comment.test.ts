// The comment of a gated run is safe to post from a fork's artifact: every string of a results
// document (suite ids, tasks, benchmark names, round labels, metric names and units, item ids and
// reasons, commits) and of the baseline (reasons, warnings, notes) renders inert through a real
// markdown parser, our own <details>/<summary> HTML included; identifiers stay exact when copied
// (issue #16 part 3); the budget drops detail in order.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareDocuments, compareRuns } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import { COMMENT_BUDGET, parseMarker, renderComparisonReport, type ReportInput } from '../../src/report/comment.js';
import { htmlCode, inlineCode, plainText, table } from '../../src/core/markdown.js';
import MarkdownIt from 'markdown-it';
import type { BaselineProvenance } from '../../src/gate/baseline.js';
import { assertInert, HOSTILE } from '../markdown-safety.js';
import { doc, suite, tempDir } from './helpers.js';
import { catalog, gateHints } from '../catalog.js';

describe('inlineCode, plainText and htmlCode', () => {
  it('render every hostile string inert, alone, in a table and in a <summary>', () => {
    for (const s of HOSTILE) {
      assertInert(plainText(s));
      assertInert(inlineCode(s));
      assertInert(table(['a', 'b', 'c'], [[inlineCode(s), plainText(s), 'x']]));
      assertInert(`<details><summary>${htmlCode(s)} · x — unchanged</summary>\n\n${plainText(s)}\n\n</details>`);
    }
  });
  it('keeps an HTML entity intact and truncates with an ellipsis', () => {
    expect(plainText('a&b')).toBe('a&#38;b');
    expect(plainText('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(inlineCode('a`b')).toBe('``a`b``');
    expect(inlineCode('x'.repeat(50), 10)).toBe(`\`${'x'.repeat(9)}…\``);
  });
});

describe('assertInert itself', () => {
  const fails = (markdown: string) => expect(() => assertInert(markdown), markdown).toThrow();
  it('accepts our own blocks: the marker, <details><summary> with <code>, </details>, <sub>', () => {
    assertInert(
      '<!-- bench-check:main verdicts:0a1b -->\n\n<details><summary><code>a&#60;b</code> · TransitLM — ✅ improved · final score 40.00 (Δ +1.00)</summary>\n\nbody\n\n</details>\n\n<sub>legend</sub>\n',
    );
  });
  it('rejects a mention, reference, SHA, emoji or link in a summary outside <code>, and any other HTML', () => {
    fails('<details><summary>@octocat</summary>\n\nx\n\n</details>');
    fails('<details><summary>see #12</summary>\n\nx\n\n</details>');
    fails('<details><summary>at 0123abc</summary>\n\nx\n\n</details>');
    fails('<details><summary>a &#35;1</summary>\n\nx\n\n</details>'); // an entity is still a reference once decoded
    fails('<details><summary>:shipit:</summary>\n\nx\n\n</details>');
    fails('<details><summary>www.x.example</summary>\n\nx\n\n</details>');
    fails('<details><summary><code>a</code> <i>x</i></summary>\n\nx\n\n</details>'); // <b> alone is ours (core/doc.ts strong)
    fails('<details><summary><code><img src=x></code></summary>\n\nx\n\n</details>');
    fails('<details><summary><code>a&b</code></summary>\n\nx\n\n</details>');
    fails('<details open><summary>x</summary>\n\nx\n\n</details>');
    fails('<details><summary>x</summary><img src=x>\n\nx\n\n</details>');
    fails('<div>x</div>');
    fails('a <b>x</b>');
    fails('@octocat');
    fails('[x](https://evil.example)');
    fails('| a | b |\n| --- | --- |\n| 1 | 2 | 3 |');
  });
});

function provenance(over: Partial<BaselineProvenance> = {}): BaselineProvenance {
  return {
    source: 'file',
    location: '.bench/baseline.json',
    commit: 'b'.repeat(40),
    createdAt: '2026-11-01T00:00:00Z',
    runUrl: null,
    ageDays: 20,
    reason: null,
    updatedAt: null,
    ...over,
  };
}

function hostileDocs() {
  const mk = (passed: number, label: string) =>
    suite({
      id: 'transit-single',
      task: HOSTILE[0]!,
      total: 100,
      rounds: [
        { id: 'reachability', label, input: 100, passed },
        { id: HOSTILE[5]!, label: HOSTILE[2]!, input: passed, passed: passed - 5 },
        { id: 'x\n```\n<img src=x>\n', label: 'fence', input: passed - 5, passed: passed - 6 },
      ],
      metrics: Object.fromEntries(
        HOSTILE.map((h, i) => [
          h,
          { value: i + (passed > 80 ? 0 : 3), direction: 'higher' as const, unit: HOSTILE[(i + 7) % HOSTILE.length]! },
        ]),
      ),
      finalScore: passed / 2,
    });
  return { current: doc([mk(60, HOSTILE[1]!)]), baseline: doc([mk(90, HOSTILE[8]!)], { commit: HOSTILE[12]! }) };
}

/** One suite per hostile string, as its id, with hostile benchmark names and tasks, in every state. */
function hostileSuites() {
  const n = HOSTILE.length;
  const mk = (i: number, passed: number) =>
    suite({
      id: HOSTILE[i]!,
      benchmark: HOSTILE[(i + 1) % n]!,
      task: HOSTILE[(i + 2) % n]!,
      total: 100,
      rounds: [{ id: HOSTILE[(i + 3) % n]!, label: HOSTILE[(i + 4) % n]!, input: 100, passed }],
      finalScore: passed,
    });
  const states = (i: number) => i % 6; // 0 compared (regressed), 1 compared (same), 2 new, 3 removed, 4 error, 5 skipped
  const current = HOSTILE.flatMap((_, i) => {
    const st = states(i);
    if (st === 3) return [];
    if (st === 4) return [{ ...mk(i, 0), status: 'error' as const }];
    if (st === 5) return [{ ...mk(i, 0), status: 'skipped' as const }];
    return [mk(i, st === 0 ? 50 : 90)];
  });
  const baseline = HOSTILE.flatMap((_, i) => (states(i) === 2 ? [] : [mk(i, 90)]));
  return { current: doc(current, { commit: HOSTILE[12]! }), baseline: doc(baseline, { commit: HOSTILE[0]! }) };
}

describe('comparison report', () => {
  const cfg = resolveGateConfig(undefined, gateHints);
  it('renders untrusted text from both documents inert', async () => {
    const { current, baseline } = hostileDocs();
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'items.jsonl'),
      HOSTILE.map((h, i) =>
        JSON.stringify({ id: h, reachability: false, reason: HOSTILE[(i + 3) % HOSTILE.length] }),
      ).join('\n'),
    );
    current.suites[0]!.itemsFile = 'items.jsonl';
    const comparison = await compareRuns({ doc: current, dir }, { doc: baseline, dir: null }, cfg);
    const input: ReportInput = {
      current,
      baselineDoc: baseline,
      comparison,
      baseline: {
        provenance: provenance({
          commit: HOSTILE[12]!,
          reason: HOSTILE.join(' '),
          location: HOSTILE[3]!,
          run: { id: 1, event: HOSTILE[0]!, branch: HOSTILE[1]!, sha: HOSTILE[12]! },
          notes: HOSTILE.slice(10),
        }),
        warnings: HOSTILE,
      },
      missingBaseline: null,
      onMissingBaseline: 'warn',
      incomplete: { kind: 'incomplete', stopReason: HOSTILE.join(' '), pending: HOSTILE.slice(0, 3) },
    };
    const text = renderComparisonReport(input, { catalog, budget: COMMENT_BUDGET, commentKey: 'main' });
    expect(text.startsWith(`<!-- bench-check:main verdicts:${comparison.verdictHash} -->\n`)).toBe(true);
    expect(text).toContain('#### Regressions');
    expect(text).toContain('**Worst items**');
    expect(text).toContain(
      '<details><summary><code>transit-single</code> · TransitLM · <code>@octocat please review</code> — ❌ regressed',
    );
    assertInert(text);
    const url = 'https://github.com/o/r/actions/runs/1';
    const withRun = renderComparisonReport(
      { ...input, baseline: { provenance: provenance({ runUrl: url }), warnings: [] } },
      { catalog, budget: COMMENT_BUDGET, commentKey: 'main', scored: { sha: HOSTILE[12]!, runUrl: url } },
    );
    assertInert(withRun, [url]);
    // a rule with a drop threshold in the metrics' own (hostile) units: the reasons stay the gate's own words
    const byUnit = await compareRuns(
      { doc: current, dir },
      { doc: baseline, dir: null },
      resolveGateConfig({ rules: [{ metric: '*', direction: 'lower', fail: { maxDrop: 0.5 } }] }, gateHints),
    );
    const unitText = renderComparisonReport(
      { ...input, comparison: byUnit },
      { catalog, budget: COMMENT_BUDGET, commentKey: 'main' },
    );
    expect(unitText).toContain('| rose by 3, more than the fail threshold (0.5 or 5 % of the baseline) |');
    assertInert(unitText);
    // links that are not plain https URLs are not linked
    for (const bad of [HOSTILE[13]!, HOSTILE[8]!, HOSTILE[22]!]) {
      assertInert(
        renderComparisonReport(input, {
          catalog,
          budget: COMMENT_BUDGET,
          commentKey: 'main',
          scored: { sha: null, runUrl: bad },
        }),
      );
      assertInert(renderComparisonReport(input, { catalog, budget: 5_000, commentKey: 'main', fullReportUrl: bad }));
    }
  });

  it('renders hostile suite ids, benchmark names and tasks inert in every suite state, at every budget level', () => {
    const { current, baseline } = hostileSuites();
    const comparison = compareDocuments(current, baseline, cfg);
    expect(new Set(comparison.suites.map((s) => s.state))).toEqual(
      new Set(['compared', 'new', 'removed', 'error', 'skipped']),
    );
    const input: ReportInput = {
      current,
      baselineDoc: baseline,
      comparison,
      baseline: { provenance: provenance({ reason: HOSTILE[16]! }), warnings: [HOSTILE[4]!] },
      missingBaseline: null,
      onMissingBaseline: 'warn',
    };
    let text = renderComparisonReport(input, { catalog, budget: 1_000_000, commentKey: 'k' });
    expect(text.split('\n').filter((l) => l.startsWith('<details><summary>'))).toHaveLength(HOSTILE.length);
    for (let level = 0; level < 7; level++) {
      assertInert(text);
      text = renderComparisonReport(input, { catalog, budget: text.length - 1, commentKey: 'k' });
    }
    // without a baseline, or with one that could not be loaded, hostile causes stay inert too
    const none = compareDocuments(current, null, cfg);
    for (const baselineFailed of [false, true]) {
      assertInert(
        renderComparisonReport(
          {
            current,
            baselineDoc: null,
            comparison: none,
            baseline: null,
            baselineFailed,
            missingBaseline: HOSTILE.join(' '),
            onMissingBaseline: 'warn',
          },
          { catalog, budget: COMMENT_BUDGET, commentKey: 'k' },
        ),
      );
    }
  });

  it('says so when there is no baseline', () => {
    const { current } = hostileDocs();
    const comparison = compareDocuments(current, null, cfg);
    const text = renderComparisonReport(
      {
        current,
        baselineDoc: null,
        comparison,
        baseline: null,
        missingBaseline: 'no baseline at .bench/baseline.json',
        onMissingBaseline: 'warn',
      },
      { catalog, budget: COMMENT_BUDGET, commentKey: null },
    );
    expect(text.split('\n')[0]).toBe(
      '### ⚠️ bench-check: **warn** · 1 suite: 0 regressed · 0 improved · 1 not gated · no baseline (on-missing-baseline: warn) · commit `aaaaaaaaaaaa`',
    );
    expect(text).toContain('**No baseline:** no baseline at `.bench/baseline.json`. Nothing was compared;');
  });

  it('keeps a run with 50 000 failing items under the comment limit, and drops detail in order', async () => {
    const dir = tempDir();
    const n = 50_000;
    const lines: string[] = [];
    for (let i = 0; i < n; i++)
      lines.push(
        JSON.stringify({
          id: `item-${i}-${'x'.repeat(40)}`,
          r1: false,
          r2: null,
          reason: `failure reason ${'y'.repeat(200)} ${i}`,
        }),
      );
    writeFileSync(path.join(dir, 'big.items.jsonl'), `${lines.join('\n')}\n`);
    const metrics = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [
        `metric_${i}`,
        { value: i % 20 === 0 ? 1 : 10, direction: 'higher' as const },
      ]),
    );
    const baseMetrics = Object.fromEntries(
      Array.from({ length: 300 }, (_, i) => [`metric_${i}`, { value: 10, direction: 'higher' as const }]),
    );
    const many = (m: typeof metrics, passed: number) =>
      Array.from({ length: 5 }, (_, k) =>
        suite({
          id: `s${k}`,
          total: n,
          rounds: [
            { id: 'r1', input: n, passed },
            { id: 'r2', input: passed, passed },
          ],
          metrics: m,
          finalScore: 0,
          itemsFile: 'big.items.jsonl',
        }),
      );
    const current = doc(many(metrics, 0));
    const baseline = doc(many(baseMetrics, n));
    const comparison = await compareRuns({ doc: current, dir }, { doc: baseline, dir: null }, cfg);
    const input: ReportInput = {
      current,
      baselineDoc: baseline,
      comparison,
      baseline: { provenance: provenance(), warnings: [] },
      missingBaseline: null,
      onMissingBaseline: 'warn',
    };
    const text = renderComparisonReport(input, {
      catalog,
      budget: COMMENT_BUDGET,
      commentKey: 'k',
      fullReportUrl: 'https://github.com/o/r/actions/runs/9',
    });
    expect(text.length).toBeLessThanOrEqual(COMMENT_BUDGET);
    expect(text.length).toBeLessThan(65_536);
    expect(text).toMatch(/^<!-- bench-check:k verdicts:/);
    expect(text).toContain('bench-check: **fail**');
    expect(text).toContain('#### Regressions');
    expect(text).toMatch(/Left out to fit GitHub's comment size limit: worst items/);
    expect(text).toContain('[job summary](https://github.com/o/r/actions/runs/9)');
    const full = renderComparisonReport(input, { catalog, budget: 1_000_000, commentKey: null });
    expect(full).toContain('**Worst items**');
    expect(full).not.toContain('Left out');
    // Smaller budget: worst items go before charts.
    const mid = renderComparisonReport(input, { catalog, budget: full.length - 1, commentKey: null });
    expect(mid).not.toContain('**Worst items**');
    expect(mid).toContain('```mermaid');
  });

  it('parses the marker back', () => {
    const m = '<!-- bench-check:my_key verdicts:abc123 -->';
    expect(parseMarker(`${m}\nbody`, 'my key')).toEqual({ verdictHash: 'abc123' });
    expect(parseMarker(`${m}\nbody`, 'other')).toBeNull();
  });
});

describe('identifiers copied from the rendered comment equal the original (issue #16 part 3)', () => {
  const md = new MarkdownIt({ html: true, linkify: true });
  const sha = '3f2a9c4e1b7d8a6f5e4c3b2a1908f7e6d5c4b3a2';
  const path1 = 'scripts/update-fixture-baseline.sh';
  /** What a reader sees and copies: the HTML markdown-it renders, tags removed, entities decoded. */
  const textContent = (markdown: string) =>
    md
      .render(markdown)
      .replace(/<[^>]*>/g, '')
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
      .replace(/&(lt|gt|quot|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[e]!);

  it('a SHA and paths in untrusted prose and as identifiers read back exactly; no invisible characters anywhere', async () => {
    const cfg = resolveGateConfig(undefined, gateHints);
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'items.jsonl'),
      [
        JSON.stringify({ id: sha, reach: false, reason: `pr.json disagrees with ${sha}` }),
        JSON.stringify({ id: path1, reach: false, reason: null }),
      ].join('\n'),
    );
    const mk = (passed: number) =>
      suite({
        id: path1,
        benchmark: 'custom',
        task: 'pr.json',
        total: 100,
        rounds: [{ id: 'reach', input: 100, passed }],
        finalScore: passed,
      });
    const current = { ...doc([mk(50)], { commit: sha }) };
    current.suites[0]!.itemsFile = 'items.jsonl';
    const baselineDoc = doc([mk(90)]);
    const comparison = await compareRuns({ doc: current, dir }, { doc: baselineDoc, dir: null }, cfg);
    const reason = `regenerated with ${path1} at ${sha} (see pr.json).`;
    const warning = `pr.json was checked against ${sha}; the baseline file is .bench/baseline.json: re-run ${path1}`;
    const note = `the merge base ${sha} has no run: used the newest one on main`;
    const input: ReportInput = {
      current,
      baselineDoc,
      comparison,
      baseline: {
        provenance: provenance({ reason, run: { id: 9, event: 'push', branch: 'main', sha }, notes: [note] }),
        warnings: [warning],
      },
      missingBaseline: null,
      onMissingBaseline: 'warn',
    };
    const markdown = renderComparisonReport(input, {
      catalog,
      budget: COMMENT_BUDGET,
      commentKey: 'main',
      scored: { sha, runUrl: 'https://github.com/o/r/actions/runs/3' },
    });
    expect(markdown).not.toMatch(/[\u200b\u200c\u2060\ufeff]/);
    const seen = textContent(markdown);
    expect(seen).not.toMatch(/[\u200b\u200c\u2060\ufeff]/);
    // prose: the whole sentence, identifiers and punctuation as written
    expect(seen).toContain(`updated because: ${reason}`);
    expect(seen).toContain(`⚠️ ${warning}`);
    expect(seen).toContain(`ℹ️ ${note}`);
    // identifiers: the suite id, its task, the item ids, the item's reason, the run's SHA in full, the commit scored (12 characters)
    expect(seen).toContain(`${path1} · custom · pr.json — ❌ regressed`);
    expect(seen).toContain(`run 9 (push on main, ${sha})`);
    expect(seen).toContain(`commit ${sha.slice(0, 12)} · workflow run`);
    expect(seen).toContain(`\n${sha}\nreach\npr.json disagrees with ${sha}\n`);
    expect(seen).toContain(`\n${path1}\nreach\n`);
    expect(seen).toContain(`\n${path1}\ncustom · pr.json\n50.00\n90.00\n-40.00\n`); // the overview row
    // without a baseline: the cause names a path, read back exactly
    const none = renderComparisonReport(
      {
        current,
        baselineDoc: null,
        comparison: compareDocuments(current, null, cfg),
        baseline: null,
        missingBaseline: `no baseline at .bench/baseline.json (commit ${sha})`,
        onMissingBaseline: 'warn',
      },
      { catalog, budget: COMMENT_BUDGET, commentKey: null },
    );
    expect(none).not.toMatch(/[\u200b\u200c\u2060\ufeff]/);
    expect(textContent(none)).toContain(
      `No baseline: no baseline at .bench/baseline.json (commit ${sha}). Nothing was compared`,
    );
    assertInert(markdown, ['https://github.com/o/r/actions/runs/3']);
    assertInert(none);
  });
});

describe('comment budget drop order', () => {
  it('drops worst items → charts → unchanged metrics → round detail of passing suites → suite sections, never the regressions', async () => {
    const cfg = resolveGateConfig(undefined, gateHints);
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'a.items.jsonl'),
      Array.from({ length: 5 }, (_, i) => JSON.stringify({ id: `a-${i}`, r1: false, reason: 'broken' })).join('\n'),
    );
    const metrics = Object.fromEntries(
      Array.from({ length: 5 }, (_, i) => [`m${i}`, { value: 10, direction: 'higher' as const }]),
    );
    const a = (passed: number) =>
      suite({ id: 'a', total: 100, rounds: [{ id: 'r1', input: 100, passed }], itemsFile: 'a.items.jsonl' });
    const b = () => suite({ id: 'b', total: 100, rounds: [{ id: 'passing-round', input: 100, passed: 90 }], metrics });
    const current = doc([a(50), b()]);
    const baseline = doc([a(90), b()]);
    const comparison = await compareRuns({ doc: current, dir }, { doc: baseline, dir: null }, cfg);
    const input: ReportInput = {
      current,
      baselineDoc: baseline,
      comparison,
      baseline: { provenance: provenance(), warnings: [] },
      missingBaseline: null,
      onMissingBaseline: 'warn',
    };
    const texts: string[] = [];
    let budget = 1_000_000;
    for (let i = 0; i < 6; i++) {
      const t = renderComparisonReport(input, { catalog, budget, commentKey: 'k' });
      texts.push(t);
      budget = t.length - 1;
    }
    const has = (t: string) => ({
      worst: t.includes('**Worst items**'),
      charts: t.includes('```mermaid'),
      unchanged: t.includes('| `m0` |'),
      passingRounds: t.includes('passing&#45;round') || t.includes('passing-round'),
      suites: t.includes('<details><summary><code>a</code>'),
      regressions: t.includes('#### Regressions') && t.includes('round `r1`'),
    });
    expect(texts.map(has)).toEqual([
      { worst: true, charts: true, unchanged: true, passingRounds: true, suites: true, regressions: true },
      { worst: false, charts: true, unchanged: true, passingRounds: true, suites: true, regressions: true },
      { worst: false, charts: false, unchanged: true, passingRounds: true, suites: true, regressions: true },
      { worst: false, charts: false, unchanged: false, passingRounds: true, suites: true, regressions: true },
      { worst: false, charts: false, unchanged: false, passingRounds: false, suites: true, regressions: true },
      { worst: false, charts: false, unchanged: false, passingRounds: false, suites: false, regressions: true },
    ]);
    for (const t of texts.slice(1)) expect(t).toMatch(/Left out to fit/);
    for (const t of texts)
      expect(t).toMatch(/^<!-- bench-check:k verdicts:[0-9a-f]+ -->\n\n### ❌ bench-check: \*\*fail\*\*/);
  });
});
