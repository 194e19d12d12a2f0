// The base branch's history in the reports (issue #18): per suite, the final score over the past
// runs and this run's value as a Mermaid chart, and a one-line summary for the overview ("12 runs:
// 61.20–66.00, this run 58.10 (below)"). Pure rendering of what the gate put on the targets
// (TargetComparison.history); the words carry no document text but the (already inert) numbers.
import type { HistoryLoad } from '../gate/history-types.js';
import type { GateReport } from '../gate/index.js';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';
import { xyChart } from '../core/mermaid.js';
import { formatValue } from '../core/numbers.js';
import { columns, terminalSafe } from './text.js';
import {
  baseBranchHistoryWords,
  historyLoadWords,
  historyWords,
  plural,
  reasonsWords,
  reasonWords,
  TARGET_WORD,
} from './words.js';

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

const score = (v: number) => formatValue(v, 'score');

/** The past values' smallest and largest, and "61.20–66.00" ("61.20" when they are equal). */
function pastRange(t: WithHistory): { min: number; max: number; text: string } {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of t.history.values) {
    min = Math.min(min, v.value);
    max = Math.max(max, v.value);
  }
  return { min, max, text: min === max ? score(min) : `${score(min)}–${score(max)}` };
}

/** Where a value falls against a range: below, within or above. */
export function position(value: number, min: number, max: number): 'below' | 'within' | 'above' {
  return value < min ? 'below' : value > max ? 'above' : 'within';
}

/**
 * The overview's history cell: "12 runs: 61.20–66.00, this run 58.10 (below)"; "1 run: 61.20"
 * for one; "–" when the suite's final score has no past values.
 */
export function trendSummary(s: SuiteComparison): string {
  const t = finalScoreWithHistory(s);
  if (t === null) return '–';
  const { min, max, text } = pastRange(t);
  const head = `${plural(t.history.values.length, 'run')}: ${text}`;
  return t.current === null ? head : `${head}, this run ${score(t.current)} (${position(t.current, min, max)})`;
}

/** "median 63.10, 1.4826 × MAD 2.22": the history's centre and spread, for the suite's detail. */
function spreadWords(t: WithHistory): string {
  const h = t.history;
  if (h.median === null || h.spread === null) return '';
  return `median ${score(h.median)}, 1.4826 × MAD ${score(h.spread)}`;
}

/** The overview's history cell, short enough for a table column: "91.25–96.14 (12), below"; "–" without past values. */
export function trendCell(s: SuiteComparison): string {
  const t = finalScoreWithHistory(s);
  if (t === null) return '–';
  const { min, max, text } = pastRange(t);
  const range = `${text} (${t.history.values.length})`;
  return t.current === null ? range : `${range}, ${position(t.current, min, max)}`;
}

/** The history rule's verdict on the final score in words, or "" when no `kind: history` rule addressed it. */
function ruleWords(t: TargetComparison): string {
  const h = t.history;
  if (h?.rule === undefined) return '';
  if (h.basis === 'history')
    return `under \`kind: history\` (k = ${h.rule.k}): ${t.reasons[0] === undefined ? '' : reasonWords(t.reasons[0], t)}`;
  const why = t.reasons.find((r) => r.kind === 'history' && r.judgement.basis !== 'history');
  return why?.kind === 'history' ? `\`kind: history\`: ${historyWords(why.judgement, t)}` : '';
}

/**
 * The suite's trend as a Mermaid chart: x = the past runs oldest first, then this run; one line
 * through the final scores (its last point is this run), a flat line at the history's median and,
 * under a `kind: history` rule with a band, a flat line at its edge. The legend is in the title.
 */
export function trendChart(s: SuiteComparison): string {
  const t = finalScoreWithHistory(s);
  if (t === null) return '';
  if (t.current === null) return '';
  const past = [...t.history.values].reverse().map((v) => v.value);
  const n = past.length;
  const xLabels = [...past.map((_, i) => `-${n - i}`), 'this run'];
  // Short series names: the legend goes into the title, which Mermaid does not wrap.
  const series: { name: string; kind: 'line'; values: number[] }[] = [
    { name: 'runs, last = this one', kind: 'line', values: [...past, t.current] },
  ];
  const h = t.history;
  if (h.median !== null) series.push({ name: 'median', kind: 'line', values: xLabels.map(() => h.median!) });
  if (h.basis === 'history' && h.band !== undefined && h.median !== null) {
    const edge = t.direction === 'lower' ? h.median + h.band : h.median - h.band;
    series.push({ name: `edge (k = ${h.rule?.k ?? '?'})`, kind: 'line', values: xLabels.map(() => edge) });
  }
  return xyChart({
    title: 'Final score',
    xLabels,
    xTitle: 'runs ago (base branch), then this run',
    yLabel: 'final score',
    height: 300,
    series,
  });
}

/** The suite's trend for its <details>: one line of words, then (when charts are shown) the chart. */
export function trendSection(s: SuiteComparison, charts: boolean): string {
  const t = finalScoreWithHistory(s);
  if (t === null) return '';
  const words = [trendSummary(s), spreadWords(t), ruleWords(t)].filter((w) => w !== '').join('; ');
  const chart = charts ? trendChart(s) : '';
  return `**Trend of the final score** (base branch): ${words}${chart === '' ? '' : `\n\n${chart}`}`;
}

/** What the history holds, for under the overview: "History: 12 runs of the base branch, 3 skipped (…)". */
export function historyNote(history: HistoryLoad): string {
  return `History: ${baseBranchHistoryWords(history)}.`;
}

/**
 * `bench-check history`: what the history holds, then per suite the final score's trend (runs,
 * min–max, median, 1.4826 × MAD, this run and where it falls, verdict), then every target a
 * `kind: history` rule judged with the reason. Plain text; ids through terminalSafe.
 */
export function renderHistoryText(report: GateReport, currentName: string): string {
  const lines = [`current run: ${terminalSafe(currentName, 120)} (${terminalSafe(report.current.run.createdAt, 30)})`];
  const history = report.history ?? { runs: [], skipped: [] };
  lines.push(
    `history: ${historyLoadWords(history)}${history.runs.length > 0 ? `, ${terminalSafe(history.runs[history.runs.length - 1]!.createdAt, 30)} to ${terminalSafe(history.runs[0]!.createdAt, 30)}` : ''}`,
  );
  for (const s of history.skipped) lines.push(`  left out: ${terminalSafe(s.id, 80)}: ${terminalSafe(s.why, 200)}`);
  const rows = [['suite', 'runs', 'min–max', 'median', '1.4826×MAD', 'this run', 'where', 'final score verdict']];
  for (const s of report.comparison.suites) {
    const t = finalScoreWithHistory(s);
    if (t === null) {
      rows.push([terminalSafe(s.id, 40), '0', '–', '–', '–', '–', '–', 'no history']);
      continue;
    }
    const { min, max, text } = pastRange(t);
    const how =
      t.history.rule === undefined
        ? 'thresholds'
        : t.history.basis === 'history'
          ? 'kind: history'
          : `thresholds, ${t.history.basis === 'no-spread' ? 'no spread' : 'insufficient history'}`;
    rows.push([
      terminalSafe(s.id, 40),
      String(t.history.values.length),
      text,
      t.history.median === null ? '–' : score(t.history.median),
      t.history.spread === null ? '–' : score(t.history.spread),
      t.current === null ? '–' : score(t.current),
      t.current === null ? '–' : position(t.current, min, max),
      `${TARGET_WORD[t.verdict]} (${how})`,
    ]);
  }
  lines.push('', ...columns(rows, new Set([1, 3, 4, 5])).map((l) => `  ${l}`));
  const judged = report.comparison.suites.flatMap((s) =>
    s.targets.filter((t) => t.history?.rule !== undefined).map((t) => ({ s, t })),
  );
  if (judged.length > 0) {
    lines.push('', 'kind: history rules:');
    for (const { s, t } of judged)
      lines.push(
        `  ${terminalSafe(s.id, 40)} · ${t.kind === 'round' ? 'round ' : ''}${terminalSafe(t.id, 60)}: ${TARGET_WORD[t.verdict]}${
          t.reasons.length === 0
            ? ''
            : ` — ${reasonsWords(t)
                .map((r) => terminalSafe(r, 300))
                .join('; ')}`
        }`,
      );
  }
  return `${lines.join('\n')}\n`;
}
