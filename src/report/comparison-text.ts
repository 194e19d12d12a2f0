// The gate's comparison as plain text for terminals (`bench-check run` with a gate, `compare`):
// the verdict, an overview (one line per suite: final score, baseline, Δ, verdict or why it was
// not gated), then every regressed and possibly regressed target with baseline, current, Δ, the
// threshold or test and p, and why, in words that follow the metric's direction. Pure: the
// GateReport (applyGate's `report`) and the config's rules in, text out. Built as core/doc.ts
// blocks and rendered as terminal lines there: document strings stay untrusted text.
import type { GateReport } from '../gate/index.js';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';
import {
  code,
  delta,
  join,
  paragraph,
  t,
  table,
  text,
  toTextLines,
  value,
  type Block,
  type Inline,
} from '../core/doc.js';
import { hasHistory, trendSummary } from './trend.js';
import { regressedTargets } from './comment-head.js';
import {
  alphaWords,
  BASELINE_NOT_LOADED,
  baseBranchHistoryWords,
  counted,
  familyWords,
  gatingRule,
  NO_SUITE_SCORED_WORDS,
  noBaselineWords,
  removed,
  RUN_DID_NOT_FINISH,
  RUN_VERDICT_WORD,
  TARGET_WORD,
  terminalReason,
  ungatedWords,
  unscored,
  verdictCounts,
} from './words.js';

export interface ComparisonTextOptions {
  /** Include the one-line-per-suite overview (default true). */
  overview?: boolean;
}

function targetName(target: TargetComparison): Inline {
  if (target.kind === 'round') return t`round ${code(target.id, 50)}`;
  if (target.id === 'finalScore') return t`final score`;
  return code(target.id, 60);
}

/** The overview's last column: the suite's verdict, or why it was not gated (the gate's facts, the comment's words). */
function suiteVerdict(s: SuiteComparison): Inline {
  if (s.state === 'error') return t`error: could not be scored, not gated`;
  if (s.state === 'skipped') return t`skipped in this shard, not gated`;
  if (s.state === 'removed') return t`removed: not in this run`;
  if (s.state === 'new')
    return s.gating.why?.kind === 'new' ? t`new: not in the baseline, not gated` : t`not gated: no baseline`;
  const why = s.gating.why === null ? null : ungatedWords(s.gating.why);
  if (s.gating.gated === 'no') return t`not gated: ${why}`;
  const bits = verdictCounts(s.targets.map((target) => target.verdict));
  if (bits.length === 0) bits.push(t`unchanged`);
  if (s.gating.gated === 'partly') bits.push(t`${s.gating.untested} of ${s.gating.targets} targets not gated (${why})`);
  return join(bits, t`, `);
}

function overview(report: GateReport): Block {
  return table(
    [t`suite`, t`final score`, t`baseline`, t`Δ`, t`verdict`],
    report.comparison.suites.map((s) => [
      code(s.id, 40),
      value(s.score.current, 'score'),
      value(s.score.baseline, 'score'),
      delta(s.score.delta, 'score'),
      suiteVerdict(s),
    ]),
    ['l', 'r', 'r', 'r', 'l'],
  );
}

function countsLine(report: GateReport): Inline {
  const c = report.comparison;
  const verdicts = c.suites.flatMap((s) => s.targets.map((target) => target.verdict));
  const bits = verdictCounts(verdicts);
  // A run passes only when no target regressed or warned (run-outcome.ts runVerdict).
  if (c.verdict === 'pass') bits.unshift(t`no regressions`);
  if (c.run.unscored !== null) bits.unshift(unscored(c.run.unscored));
  const gone = c.run.removed;
  if (gone.length > 0)
    bits.push(
      t`${removed(gone.length)} (${join(
        gone.slice(0, 5).map((id) => code(id, 40)),
        t`, `,
      )}${gone.length > 5 ? t`, …` : null})`,
    );
  if (c.run.scoredNothing) bits.push(NO_SUITE_SCORED_WORDS);
  if (c.run.ungated.length > 0) bits.push(t`${c.run.ungated.length} of ${c.suites.length} suites not gated`);
  if (report.incomplete) bits.push(RUN_DID_NOT_FINISH);
  if (report.baselineFailed === true) bits.push(BASELINE_NOT_LOADED);
  else if (!c.hasBaseline) bits.push(noBaselineWords(report.onMissingBaseline));
  return bits.length > 0 ? join(bits, t`, `) : t`nothing compared`;
}

function baselineLine(report: GateReport): Inline {
  if (report.baseline === null) {
    const why = report.missingBaseline === null ? t`no baseline was found` : text(report.missingBaseline, 300);
    return report.baselineFailed === true
      ? t`baseline: could not be loaded: ${why}`
      : t`baseline: none (${why}); only absolute min/max rules were checked`;
  }
  const p = report.baseline.provenance;
  const bits: Inline[] = [t`baseline: ${code(p.location, 120)}`];
  if (p.commit !== null) bits.push(t`commit ${code(p.commit.slice(0, 12), 12)}`);
  bits.push(t`created ${code(p.createdAt, 30)}`);
  if (p.ageDays !== null) bits.push(t`${counted(p.ageDays, t`day`)} old`);
  return join(bits, t`, `);
}

/** Regressed targets first, then possible regressions, each with its numbers and the reason. */
function regressions(report: GateReport): string[] {
  const found = regressedTargets(report.comparison);
  if (found.length === 0) return [];
  const rows = found.map(({ s, t: target }) => {
    const { kind, unit } = target.display;
    return [
      code(s.id, 40),
      targetName(target),
      value(target.baseline, kind, unit),
      value(target.current, kind, unit),
      delta(target.delta, kind, unit),
      TARGET_WORD[target.verdict],
    ];
  });
  const lines = toTextLines(
    [table([t`suite`, t`target`, t`baseline`, t`current`, t`Δ`, t`verdict`], rows, ['l', 'l', 'r', 'r', 'r', 'l'])],
    '  ',
  );
  // Each target's row, then the line that says why.
  const out = [...toTextLines([paragraph(t`regressions (${found.length}):`)]), lines[0]!];
  found.forEach(({ t: target }, i) => {
    out.push(lines[i + 1]!);
    out.push(...toTextLines([paragraph(t`why: ${terminalReason(target, report.comparison.alpha)}`)], '      '));
  });
  return out;
}

/**
 * The comparison for a terminal: a verdict line, the baseline, the overview (one line per suite),
 * the regressions with their reasons, and the verdict again as the last line (what a reader of a
 * long log sees first).
 */
export function renderComparisonText(report: GateReport, opts: ComparisonTextOptions = {}): string {
  const c = report.comparison;
  const family = familyWords(c);
  const tests = t`one-sided tests at α = ${alphaWords(c.alpha)}${family === null ? null : t`, ${family}`}`;
  const lines = toTextLines([paragraph(t`comparison with the baseline (${tests}; ${gatingRule(c.minItems)})`)]);
  const notes: Block[] = [paragraph(baselineLine(report))];
  for (const w of report.baseline?.warnings ?? []) notes.push(paragraph(t`warning: ${text(w, 300)}`));
  if (hasHistory(report)) notes.push(paragraph(t`history: ${baseBranchHistoryWords(report.history)}`));
  lines.push(...toTextLines(notes, '  '));
  if (opts.overview !== false && c.suites.length > 0) lines.push('', ...toTextLines([overview(report)], '  '));
  // The base branch's history of each suite's final score, only when there is one.
  if (opts.overview !== false && hasHistory(report)) {
    lines.push(
      '',
      ...toTextLines([paragraph(t`final score over the base branch history:`)], '  '),
      ...toTextLines(
        [
          table(
            [null, null],
            c.suites.map((s) => [code(s.id, 40), trendSummary(s)]),
          ),
        ],
        '    ',
      ).slice(1),
    );
  }
  const regressed = regressions(report);
  if (regressed.length > 0) lines.push('', ...regressed);
  lines.push('', ...toTextLines([paragraph(t`verdict: ${RUN_VERDICT_WORD[c.verdict]} — ${countsLine(report)}`)]));
  return [...lines, ''].join('\n');
}
