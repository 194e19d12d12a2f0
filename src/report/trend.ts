// The base branch's history in the reports: per suite, the final score over the past runs and
// this run's value as a Mermaid chart, and a one-line summary for the overview ("12 runs:
// 61.20–66.00, this run 58.10 (below)"). Pure rendering of what the gate put on the targets
// (TargetComparison.history), as core/doc.ts runs and blocks: ids and the history's notes stay
// untrusted text there.
import type { HistoryLoad } from '../gate/history-types.js';
import type { GateReport } from '../gate/index.js';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';
import {
  chart,
  code,
  join,
  paragraph,
  strong,
  t,
  table,
  text,
  toTextLines,
  value,
  type Block,
  type Inline,
} from '../core/doc.js';
import { baseBranchHistoryWords, counted, historyLoad, historyWords, reason, reasons, TARGET_WORD } from './words.js';

/** Whether the report has a history to show: one was loaded and it holds at least one run. */
export function hasHistory(report: Pick<GateReport, 'history'>): report is { history: HistoryLoad } {
  return report.history !== undefined && report.history.runs.length > 0;
}

type WithHistory = TargetComparison & { history: NonNullable<TargetComparison['history']> };

/** The suite's finalScore target when it has past values. */
function finalScoreWithHistory(s: SuiteComparison): WithHistory | null {
  const t = s.finalScore;
  return t?.history !== undefined && t.history.values.length > 0 ? (t as WithHistory) : null;
}

const score = (v: number) => value(v, 'score');

/** The past values' smallest and largest, and "61.20–66.00" ("61.20" when they are equal). */
function pastRange(target: WithHistory): { min: number; max: number; range: Inline } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of target.history.values) {
    min = Math.min(min, v.value);
    max = Math.max(max, v.value);
  }
  return { min, max, range: min === max ? score(min) : t`${score(min)}–${score(max)}` };
}

const POSITION_WORD = { below: t`below`, within: t`within`, above: t`above` } as const;

/** Where a value falls against a range: below, within or above. */
function position(value: number, min: number, max: number): 'below' | 'within' | 'above' {
  return value < min ? 'below' : value > max ? 'above' : 'within';
}

/**
 * The overview's history cell: "12 runs: 61.20–66.00, this run 58.10 (below)"; "1 run: 61.20"
 * for one; "–" when the suite's final score has no past values.
 */
export function trendSummary(s: SuiteComparison): Inline {
  const target = finalScoreWithHistory(s);
  if (target === null) return t`–`;
  const { min, max, range } = pastRange(target);
  const head = t`${counted(target.history.values.length, t`run`)}: ${range}`;
  return target.current === null
    ? head
    : t`${head}, this run ${score(target.current)} (${POSITION_WORD[position(target.current, min, max)]})`;
}

/** "median 63.10, 1.4826 × MAD 2.22": the history's centre and spread, for the suite's detail; null without them. */
function spreadWords(target: WithHistory): Inline {
  const h = target.history;
  if (h.median === null || h.spread === null) return null;
  return t`median ${score(h.median)}, 1.4826 × MAD ${score(h.spread)}`;
}

/** The overview's history cell, short enough for a table column: "91.25–96.14 (12), below"; "–" without past values. */
export function trendCell(s: SuiteComparison): Inline {
  const target = finalScoreWithHistory(s);
  if (target === null) return t`–`;
  const { min, max, range } = pastRange(target);
  const cell = t`${range} (${target.history.values.length})`;
  return target.current === null ? cell : t`${cell}, ${POSITION_WORD[position(target.current, min, max)]}`;
}

/** The history rule's verdict on the final score in words, or null when no `kind: history` rule addressed it. */
function ruleWords(target: TargetComparison): Inline {
  const h = target.history;
  if (h?.rule === undefined) return null;
  if (h.basis === 'history')
    return t`under \`kind: history\` (k = ${h.rule.k}): ${target.reasons[0] === undefined ? null : reason(target.reasons[0], target)}`;
  const why = target.reasons.find((r) => r.kind === 'history' && r.judgement.basis !== 'history');
  return why?.kind === 'history' ? t`\`kind: history\`: ${historyWords(why.judgement, target)}` : null;
}

/**
 * The suite's trend as a Mermaid chart: x = the past runs oldest first, then this run; one line
 * through the final scores (its last point is this run), a flat line at the history's median and,
 * under a `kind: history` rule with a band, a flat line at its edge. The legend is in the title.
 */
export function trendChart(s: SuiteComparison): Block | null {
  const target = finalScoreWithHistory(s);
  if (target?.current == null) return null;
  const past = [...target.history.values].reverse().map((v) => v.value);
  const n = past.length;
  const xLabels = [...past.map((_, i) => String(i - n)), 'this run'];
  // Short series names: the legend goes into the title, which Mermaid does not wrap.
  const series: { name: string; kind: 'line'; values: number[] }[] = [
    { name: 'runs, last = this one', kind: 'line', values: [...past, target.current] },
  ];
  const h = target.history;
  if (h.median !== null) series.push({ name: 'median', kind: 'line', values: xLabels.map(() => h.median!) });
  if (h.basis === 'history' && h.band !== undefined && h.median !== null) {
    const edge = target.direction === 'lower' ? h.median + h.band : h.median - h.band;
    series.push({
      name: ['edge (k = ', String(h.rule?.k ?? '?'), ')'].join(''),
      kind: 'line',
      values: xLabels.map(() => edge),
    });
  }
  return chart({
    title: t`Final score`,
    xLabels,
    xTitle: 'runs ago (base branch), then this run',
    yLabel: 'final score',
    height: 300,
    series,
  });
}

/** The suite's trend for its <details>: one line of words, then (when charts are shown) the chart. */
export function trendSection(s: SuiteComparison, charts: boolean): Block[] {
  const target = finalScoreWithHistory(s);
  if (target === null) return [];
  const words = join(
    [trendSummary(s), spreadWords(target), ruleWords(target)].filter((w) => w !== null),
    t`; `,
  );
  const trend = charts ? trendChart(s) : null;
  return [
    paragraph(t`${strong(t`Trend of the final score`)} (base branch): ${words}`),
    ...(trend === null ? [] : [trend]),
  ];
}

/** What the history holds, for under the overview: "History: 12 runs of the base branch, 3 skipped (…)". */
export function historyNote(history: HistoryLoad): Inline {
  return t`History: ${baseBranchHistoryWords(history)}.`;
}

/**
 * `bench-check history`: what the history holds, then per suite the final score's trend (runs,
 * min–max, median, 1.4826 × MAD, this run and where it falls, verdict), then every target a
 * `kind: history` rule judged with the reason. Plain text through core/doc.ts.
 */
export function renderHistoryText(report: GateReport, currentName: string): string {
  const history = report.history ?? { runs: [], skipped: [] };
  const span =
    history.runs.length > 0
      ? t`, ${code(history.runs[history.runs.length - 1]!.createdAt, 30)} to ${code(history.runs[0]!.createdAt, 30)}`
      : null;
  const lines = toTextLines([
    paragraph(t`current run: ${code(currentName, 120)} (${code(report.current.run.createdAt, 30)})`),
    paragraph(t`history: ${historyLoad(history)}${span}`),
  ]);
  lines.push(
    ...toTextLines(
      history.skipped.map((s) => paragraph(t`left out: ${code(s.id, 80)}: ${text(s.why, 200)}`)),
      '  ',
    ),
  );
  const NONE = t`–`;
  const rows: Inline[][] = [];
  for (const s of report.comparison.suites) {
    const target = finalScoreWithHistory(s);
    if (target === null) {
      rows.push([code(s.id, 40), t`0`, NONE, NONE, NONE, NONE, NONE, t`no history`]);
      continue;
    }
    const { min, max, range } = pastRange(target);
    const how =
      target.history.rule === undefined
        ? t`thresholds`
        : target.history.basis === 'history'
          ? t`kind: history`
          : t`thresholds, ${target.history.basis === 'no-spread' ? t`no spread` : t`insufficient history`}`;
    rows.push([
      code(s.id, 40),
      target.history.values.length,
      range,
      target.history.median === null ? NONE : score(target.history.median),
      target.history.spread === null ? NONE : score(target.history.spread),
      target.current === null ? NONE : score(target.current),
      target.current === null ? NONE : POSITION_WORD[position(target.current, min, max)],
      t`${TARGET_WORD[target.verdict]} (${how})`,
    ]);
  }
  const header = [
    t`suite`,
    t`runs`,
    t`min–max`,
    t`median`,
    t`1.4826×MAD`,
    t`this run`,
    t`where`,
    t`final score verdict`,
  ];
  lines.push('', ...toTextLines([table(header, rows, ['l', 'r', 'l', 'r', 'r', 'r', 'l', 'l'])], '  '));
  const judged = report.comparison.suites.flatMap((s) =>
    s.targets.filter((target) => target.history?.rule !== undefined).map((target) => ({ s, target })),
  );
  if (judged.length > 0) {
    lines.push('', 'kind: history rules:');
    lines.push(
      ...toTextLines(
        judged.map(({ s, target }) =>
          paragraph(
            t`${code(s.id, 40)} · ${target.kind === 'round' ? t`round ` : null}${code(target.id, 60)}: ${TARGET_WORD[target.verdict]}${
              target.reasons.length === 0 ? null : t` — ${join(reasons(target), t`; `)}`
            }`,
          ),
        ),
        '  ',
      ),
    );
  }
  return [...lines, ''].join('\n');
}
