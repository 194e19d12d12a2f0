// The comment, the comparison text and the history text built as core/doc.ts documents: document
// text in the fields tests/gate/comment.test.ts does not reach (the history's run dates and
// notes, a benchmark's identity values, a refused document's cause, prototype-key names, the
// terminal) stays inert, and the gate's word tables find nothing for a key that is not theirs.
import { describe, expect, it } from 'vitest';
import { compareDocuments } from '../../src/gate/compare.js';
import { resolveGateConfig } from '../../src/gate/config.js';
import type { HistoryLoad, HistoryRun } from '../../src/gate/history-types.js';
import type { TargetVerdict } from '../../src/gate/model.js';
import { COMMENT_BUDGET, renderComparisonReport, renderRefusal, type ReportInput } from '../../src/report/comment.js';
import { renderComparisonText } from '../../src/report/comparison-text.js';
import { renderHistoryText } from '../../src/report/trend.js';
import { sectionLength, sectionText, suiteSection, type Detail } from '../../src/report/comment-suite.js';
import {
  ADJUSTMENT_WORD,
  outcomeWords,
  RUN_VERDICT_ICON,
  RUN_VERDICT_WORD,
  TARGET_WORD,
  targetWords,
  verdictIcon,
} from '../../src/report/words.js';
import { markdownInline, terminalInline } from '../../src/core/doc.js';
import type { RunVerdict, Suite } from '../../src/results/types.js';
import { assertInert, HOSTILE, INVISIBLE } from '../markdown-safety.js';
import { doc, suite } from '../gate/helpers.js';
import { catalog, gateHints } from '../catalog.js';

const PROTO_KEYS = ['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf'];

/** What a lookup through an inherited member would render. */
const LEAKS = /\[object Object\]|function |native code|=> /;

/** No terminal control character (an escape sequence starts with one) and no invisible character. */
function assertTerminalSafe(text: string): void {
  const controls = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/u;
  for (const line of text.split('\n')) {
    expect(line, JSON.stringify(line)).not.toMatch(controls);
    expect(line, JSON.stringify(line)).not.toMatch(INVISIBLE);
  }
}

const cfg = resolveGateConfig({ rules: [{ metric: 'finalScore', kind: 'history' }] }, gateHints);

/** A hurricane suite whose run metadata (its identity line) and every name come from `h`. */
function hurricaneSuite(id: string, fs: number, h: string): Suite {
  return suite({
    id,
    benchmark: 'hurricane',
    task: h,
    total: 100,
    finalScore: fs,
    rounds: [{ id: h, label: h, input: 100, passed: fs }],
    metrics: { [h]: { value: fs / 10, direction: 'higher', unit: h } },
    details: { run: { llm: h, exp_id: h, agent_filename: h, execution_time: 12.5 } },
  });
}

function historyOf(hostile: readonly string[], ids: readonly string[]): HistoryLoad {
  const runs: HistoryRun[] = [60, 62, 61, 63, 59].map((fs, i) => {
    const d = doc(
      ids.map((id) => hurricaneSuite(id, fs, hostile[i % hostile.length]!)),
      { createdAt: hostile[(i + 3) % hostile.length]! },
    );
    return { id: hostile[i % hostile.length]!, sha: null, createdAt: d.run.createdAt, url: null, doc: d };
  });
  return { runs, skipped: hostile.map((why, i) => ({ id: hostile[(i + 1) % hostile.length]!, why })) };
}

function hostileReport(hostile: readonly string[]): ReportInput {
  const ids = hostile.slice(0, 6);
  const current = doc(
    ids.map((id, i) => hurricaneSuite(id, 40 + i, hostile[(i + 7) % hostile.length]!)),
    { commit: hostile[12 % hostile.length]! },
  );
  const baseline = doc(ids.map((id, i) => hurricaneSuite(id, 60 + i, hostile[(i + 9) % hostile.length]!)));
  const history = historyOf(hostile, ids);
  const comparison = compareDocuments(current, baseline, cfg, new Map(), history);
  return {
    current,
    baselineDoc: baseline,
    comparison,
    baseline: {
      provenance: {
        source: 'artifact',
        location: hostile[3 % hostile.length]!,
        commit: hostile[4 % hostile.length]!,
        createdAt: hostile[5 % hostile.length]!,
        runUrl: hostile[13 % hostile.length]!,
        run: { id: 7, event: hostile[0]!, branch: '@octocat/team', sha: hostile[6 % hostile.length]! },
        notes: hostile.slice(0, 3),
        ageDays: null,
        reason: hostile.join(' '),
        updatedAt: null,
      },
      warnings: hostile.slice(3, 6),
    },
    missingBaseline: null,
    onMissingBaseline: 'warn',
    incomplete: { kind: 'incomplete', stopReason: hostile.join(' '), pending: [...hostile] },
    history,
  };
}

describe('the comment from hostile history, identity, provenance and incomplete-run fields', () => {
  it('renders inert at every budget level, names the base branch history and the identity values as code', () => {
    const input = hostileReport(HOSTILE);
    let text = renderComparisonReport(input, { catalog, budget: 1_000_000, commentKey: 'k' });
    expect(text).toContain('History: 5 runs of the base branch, 28 skipped');
    expect(text).toContain('model <code>');
    expect(text).toContain('**Trend of the final score** (base branch)');
    expect(text).toContain('on `@octocat/team`');
    expect(text).not.toMatch(LEAKS);
    for (let level = 0; level < 8 && text.length > 200; level++) {
      assertInert(text);
      text = renderComparisonReport(input, { catalog, budget: text.length - 1, commentKey: 'k' });
    }
    assertInert(renderComparisonReport(input, { catalog, budget: COMMENT_BUDGET, commentKey: 'k' }));
  });

  it('prototype keys as suite ids, tasks, rounds, metrics, units, run names and notes render as text, never a member', () => {
    const input = hostileReport(PROTO_KEYS);
    const text = renderComparisonReport(input, { catalog, budget: 1_000_000, commentKey: 'k' });
    expect(text).not.toMatch(LEAKS);
    expect(text).toContain('`__proto__`');
    expect(text).toContain('`toString`');
    assertInert(text);
    for (const terminal of [renderComparisonText(input), renderHistoryText(input, '__proto__')]) {
      expect(terminal).not.toMatch(LEAKS);
      expect(terminal).toContain('__proto__');
    }
  });
});

describe('the suite sections the fitting measures', () => {
  it('a section counted at a detail level is as long as it renders, hostile text and all', () => {
    const input = hostileReport(HOSTILE);
    const flags = ['worstItems', 'charts', 'unchangedMetrics', 'passingRounds', 'suites'] as const;
    for (const s of input.comparison.suites) {
      const section = suiteSection(s, catalog);
      for (let mask = 0; mask < 32; mask++) {
        const detail = Object.fromEntries(flags.map((f, i) => [f, (mask & (1 << i)) !== 0])) as unknown as Detail;
        expect(sectionLength(section, detail)).toBe(sectionText(section, detail).length);
      }
    }
  });
});

describe('the terminal reports from hostile strings', () => {
  it('comparison and history text: no control character, no invisible character, every id still there', () => {
    const input = hostileReport(HOSTILE);
    const comparison = renderComparisonText(input);
    const history = renderHistoryText(input, HOSTILE[10]!);
    assertTerminalSafe(comparison);
    assertTerminalSafe(history);
    expect(comparison).toContain('@octocat please review');
    expect(history).toContain('left out: ');
    expect(history).toContain('current run: line1⏎line2�⏎| x | y |');
    // an escape sequence in a suite id reaches the terminal as text
    const esc = hostileReport(['\u001b[2J\u001b[31mred', 'bell\u0007', 'nul\u0000x', 'del\u007f', 'c1\u009b1m', 'ok']);
    assertTerminalSafe(renderComparisonText(esc));
    assertTerminalSafe(renderHistoryText(esc, '\u001b]0;title\u0007'));
    expect(renderComparisonText(esc)).toContain('�[2J�[31mred');
  });
});

describe('renderRefusal', () => {
  it('shows the cause as text, the commit as code, and links only a plain https run URL', () => {
    for (const why of HOSTILE) {
      const text = renderRefusal(why, {
        commentKey: 'main',
        verdictHash: 'e0f1',
        scored: { sha: HOSTILE[12]!, runUrl: HOSTILE[8]! },
      });
      expect(text.startsWith('<!-- bench-check:main verdicts:e0f1 -->\n\n### 💥 bench-check: **error**')).toBe(true);
      assertInert(text);
    }
    const url = 'https://github.com/o/r/actions/runs/3';
    const linked = renderRefusal('results.json: over the limit of 50 000 suites', {
      commentKey: 'main',
      verdictHash: '0a1b2c',
      scored: { sha: 'c'.repeat(40), runUrl: url },
    });
    expect(linked).toBe(
      `<!-- bench-check:main verdicts:0a1b2c -->\n\n### 💥 bench-check: **error** · the results document was refused, nothing was compared · commit \`cccccccccccc\` · [workflow run](${url})\n\nresults.json&#58; over the limit of 50 000 suites\n`,
    );
    assertInert(linked, [url]);
  });
});

describe("the word tables answer only the gate's own values", () => {
  it('a prototype key finds nothing: no inherited member, no [object Object]', () => {
    for (const key of PROTO_KEYS) {
      const verdict = key as TargetVerdict;
      expect(TARGET_WORD[verdict]).toBeUndefined();
      expect(RUN_VERDICT_ICON[key as RunVerdict]).toBeUndefined();
      expect(RUN_VERDICT_WORD[key as RunVerdict]).toBeUndefined();
      expect(ADJUSTMENT_WORD[key as keyof typeof ADJUSTMENT_WORD]).toBeUndefined();
      for (const run of [
        targetWords({ verdict, delta: 1 }),
        outcomeWords(verdict),
        verdictIcon(verdict),
        TARGET_WORD[verdict],
      ]) {
        expect(markdownInline(run, 'cell')).not.toMatch(LEAKS);
        expect(terminalInline(run)).not.toMatch(LEAKS);
      }
    }
  });
});
