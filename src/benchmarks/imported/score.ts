// Scoring an imported suite: the importer of its format reads the tool's files into items; the
// config (or what the values are) decides the checks, which become the suite's rounds in order,
// and the scores, which become means. The items file holds every item with its checks as rounds,
// so the gate pairs, thresholds and history work as for the built-in benchmarks.
import { Diagnostics } from '../../core/diagnostics.js';
import { openItemsWriter, type ItemsWriter } from '../../results/items.js';
import { meanMetric, rateMetric } from '../../results/metrics.js';
import { emptySuite } from '../../results/suite.js';
import type { Metric, Round, Suite } from '../../results/types.js';
import { applyUsage, UsageCollector, usageUnavailable, type UsageSummary } from '../../results/usage.js';
import type { ScoreContext } from '../../plugin/benchmark.js';
import { importInspect } from './inspect.js';
import { importLmEval } from './lm-eval.js';
import { importPromptfoo } from './promptfoo.js';
import { checkOf, scoreOf, type ItemTable } from './table.js';
import {
  RESERVED_NAMES,
  type Imported,
  type Importer,
  type ImportedFormat,
  type ImportedSuiteConfig,
} from './types.js';

const IMPORTERS: Record<ImportedFormat, Importer> = {
  'lm-eval': importLmEval,
  inspect: importInspect,
  promptfoo: importPromptfoo,
};

/** Reported and recomputed aggregates agree when within this (they are the same mean, summed in another order). */
const AGREE = 1e-9;

export interface Roles {
  checks: string[];
  scores: string[];
}

const quoted = (names: readonly string[]): string => names.map((n) => JSON.stringify(n)).join(', ');

/** The checks and scores of the suite: the config's lists, else what the format and the values say. Null when a named one is missing. */
function chooseRoles(config: ImportedSuiteConfig, imported: Imported, diagnostics: Diagnostics): Roles | null {
  const stats = imported.table.nameStats().filter((s) => !imported.excluded.has(s.name));
  const usable = new Set(stats.map((s) => s.name));
  for (const s of stats) {
    if (RESERVED_NAMES.has(s.name)) {
      diagnostics.add({
        severity: 'warning',
        code: 'reserved-name',
        field: s.name,
        message: `a value named ${JSON.stringify(s.name)} is left out: the items file uses that key itself`,
      });
      usable.delete(s.name);
    }
  }
  /** Whether every name of the list is a usable value; an unknown one is reported. */
  const named = (list: readonly string[] | undefined, key: 'checks' | 'scores' | 'lowerIsBetter'): boolean => {
    let ok = true;
    for (const name of list ?? []) {
      if (usable.has(name)) continue;
      ok = false;
      const why = imported.excluded.get(name);
      const found = [...usable].slice(0, 12).join(', ');
      diagnostics.add({
        code: 'unknown-name',
        field: key,
        message:
          why !== undefined
            ? `${key}: ${JSON.stringify(name)} is not a per-item value: ${why}`
            : `${key}: no item has a value named ${JSON.stringify(name)} (the file has: ${found || 'none'})`,
      });
    }
    return ok;
  };
  // Every list is checked (each unknown name is reported) before giving up.
  const known = [
    named(config.checks, 'checks'),
    named(config.scores, 'scores'),
    named(config.lowerIsBetter, 'lowerIsBetter'),
  ];
  if (known.includes(false)) return null;
  const isCheck = (name: string) => {
    const role = imported.roles.get(name);
    return role !== undefined ? role === 'check' : !stats.find((s) => s.name === name)!.nonBinary;
  };
  // A name the config lists on one side is never put on the other by default.
  const checks = config.checks ?? [...usable].filter((n) => isCheck(n) && !(config.scores ?? []).includes(n));
  const scores =
    config.scores ?? [...usable].filter((n) => !checks.includes(n) && (config.checks !== undefined || !isCheck(n)));
  const both = checks.filter((n) => scores.includes(n));
  if (both.length > 0) {
    diagnostics.add({ code: 'usage', field: 'scores', message: `${quoted(both)} cannot be both a check and a score` });
    return null;
  }
  const notScores = (config.lowerIsBetter ?? []).filter((n) => !scores.includes(n));
  if (notScores.length > 0) {
    diagnostics.add({
      code: 'usage',
      field: 'lowerIsBetter',
      message: `${quoted(notScores)} ${notScores.length === 1 ? 'is not a score' : 'are not scores'}: only scores have a direction (checks pass or fail)`,
    });
    return null;
  }
  return { checks, scores };
}

/** The mean over the items of each item's own mean (repeats averaged): what the tools' reported means are. */
function meanOver(table: ItemTable, name: string): number | null {
  let sum = 0;
  let n = 0;
  for (const row of table) {
    const v = scoreOf(row, name);
    if (v === null) continue;
    sum += v;
    n += 1;
  }
  return n === 0 ? null : sum / n;
}

function errorSuite(suite: Suite, diagnostics: Diagnostics): Suite {
  return { ...suite, status: 'error', diagnostics: diagnostics.finish() };
}

/** What the items add up to: per check its counts (a round, or a rate of the items carrying it), per score a sum, and the counts. */
interface ItemTally {
  rounds: Round[];
  sums: { sum: number; count: number }[];
  allPassed: number;
  itemErrors: number;
  repeats: number;
}

/**
 * Tallies every item of the table by the chosen roles and writes the items file (if any) as it
 * goes. An item passes all when it passes every round check it has (`isRound`); a check that is a
 * rate (not a round) does not count there: promptfoo's `success` already says whether its
 * assertions passed, as promptfoo weighs them.
 */
async function tallyItems(
  table: ItemTable,
  { checks, scores }: Roles,
  isRound: (check: string) => boolean,
  out: { items: ItemsWriter | null; usage: UsageCollector | null },
): Promise<ItemTally> {
  const { items } = out;
  const tally: ItemTally = {
    rounds: checks.map((id) => ({ id, input: 0, passed: 0 })),
    sums: scores.map(() => ({ sum: 0, count: 0 })),
    allPassed: 0,
    itemErrors: 0,
    repeats: 0,
  };
  const { rounds, sums } = tally;
  const anyRound = checks.some(isRound);
  let completed = false;
  try {
    for (const row of table) {
      if (row.error) tally.itemErrors += 1;
      // Null prototype: a check named `__proto__` or `constructor` is a key like any other.
      const verdicts = Object.create(null) as Record<string, boolean | number | null>;
      let reason: string | null = null;
      let passedAll = anyRound;
      checks.forEach((name, k) => {
        const check = checkOf(row, name);
        verdicts[name] = check === null ? null : check.passed;
        const round = isRound(name);
        if (check === null) {
          if (round) passedAll = false;
        } else {
          rounds[k]!.input += 1;
          if (check.passed) rounds[k]!.passed += 1;
          else if (round) {
            passedAll = false;
            reason ??= check.reason ?? `${name} failed`;
          }
        }
      });
      if (passedAll) tally.allPassed += 1;
      scores.forEach((name, k) => {
        const v = scoreOf(row, name);
        verdicts[name] = v;
        if (v === null) return;
        sums[k]!.sum += v;
        sums[k]!.count += 1;
      });
      tally.repeats = Math.max(tally.repeats, row.repeats);
      // Priced and counted whether or not an items file is written: the suite's usage comes from it.
      const usage = out.usage?.item(row.usage?.value() ?? null) ?? null;
      items?.write(row.id, verdicts, reason, row.line, { detail: row.detail.build(), usage });
      await items?.drain();
    }
    completed = true;
  } finally {
    if (completed) await items?.close();
    else await items?.discard();
  }
  return tally;
}

/** What the tool reported beside what the items give; a disagreement is a warning. */
function recomputeReported(config: ImportedSuiteConfig, imported: Imported, diagnostics: Diagnostics) {
  return imported.reported.map((r) => {
    const ours = r.ours === null ? null : 'value' in r.ours ? r.ours.value : meanOver(imported.table, r.ours.name);
    if (ours !== null && Math.abs(ours - r.reported) > AGREE * Math.max(1, Math.abs(r.reported))) {
      diagnostics.add({
        severity: 'warning',
        code: 'reported-mismatch',
        file: imported.inputs[imported.inputs.length - 1]!.path,
        field: r.label,
        message: `${config.format} reported ${r.label} = ${r.reported}; recomputed from the items: ${ours}`,
      });
    }
    return { label: r.label, reported: r.reported, recomputed: ours };
  });
}

/** The tool's own errors (records it could not run): an error past maxErrorRate, else a warning. */
function toolErrorStatus(config: ImportedSuiteConfig, imported: Imported, diagnostics: Diagnostics): 'ok' | 'error' {
  const records = Math.max(imported.records, 1);
  const errorRate = imported.toolErrors / records;
  const allowed = config.maxErrorRate ?? 0;
  const status = imported.toolErrors > 0 && errorRate > allowed ? 'error' : 'ok';
  if (imported.toolErrors > 0) {
    diagnostics.add({
      severity: status === 'error' ? 'error' : 'warning',
      code: 'tool-errors',
      file: imported.inputs[0]!.path,
      message:
        `${imported.toolErrors} of ${imported.records} records are errors of ${config.format} itself (not the model's answers): left out; ` +
        (status === 'error'
          ? `more than maxErrorRate ${allowed}, so the suite could not be measured`
          : `within maxErrorRate ${allowed}`),
    });
  }
  return status;
}

/**
 * The suite's finalScore: the tool's own pass rate where it has one (promptfoo's, whatever checks
 * are gated), else the items passing every round check, of all items (and records that were no
 * item); null without rounds. A pass rate the gate tests like a round.
 */
function finalScoreOf(imported: Imported, rounds: number, allPassed: number, total: number): number | null {
  const { passRate } = imported;
  if (passRate !== undefined) return passRate.of > 0 ? (100 * passRate.passed) / passRate.of : null;
  return rounds > 0 && total > 0 ? (100 * allPassed) / total : null;
}

/** Score one imported suite (loaded on demand by the plugin, index.ts). */
export async function scoreImported(config: ImportedSuiteConfig, ctx: ScoreContext): Promise<Suite> {
  const suite = emptySuite(config);
  const diagnostics = new Diagnostics();
  const imported = await IMPORTERS[config.format]({ config, ctx, diagnostics });
  if (imported === null) return errorSuite(suite, diagnostics);
  suite.inputs = imported.inputs;
  const { table } = imported;
  if (table.size === 0) {
    diagnostics.add({
      code: 'no-items',
      file: imported.inputs[0]?.path ?? null,
      message: `no item could be read (${imported.records} record(s): ${imported.badRecords} bad, ${imported.toolErrors} errors of the tool)`,
    });
    return errorSuite({ ...suite, total: imported.badRecords, errors: imported.badRecords }, diagnostics);
  }
  const roles = chooseRoles(config, imported, diagnostics);
  if (roles === null) return errorSuite(suite, diagnostics);
  const { checks, scores } = roles;
  if (checks.length === 0 && scores.length === 0) {
    diagnostics.add({
      code: 'no-values',
      file: imported.inputs[0]!.path,
      message: 'the items have no pass/fail check and no numeric score to gate',
    });
    return errorSuite(suite, diagnostics);
  }
  const items = openItemsWriter(ctx.sideFiles, config.id);
  const isRound = (check: string) => imported.rounds?.has(check) ?? true;
  const collector =
    'unavailable' in imported.usage ? null : new UsageCollector(ctx.pricing ?? null, imported.usage.source);
  const tally = await tallyItems(table, roles, isRound, { items, usage: collector });
  const { sums, allPassed, itemErrors, repeats } = tally;
  const rounds = tally.rounds.filter((r) => isRound(r.id));
  const lower = new Set([...(config.lowerIsBetter ?? []), ...imported.lowerIsBetter]);
  // Entries, not assignments: a value named `__proto__` is an own key of the document like any other.
  const metrics: Record<string, Metric> = Object.fromEntries([
    ...tally.rounds.filter((r) => !isRound(r.id)).map((r) => [r.id, rateMetric(r.passed, r.input, 'higher')] as const),
    ...scores.map(
      (name, k) => [name, meanMetric(sums[k]!.sum, sums[k]!.count, lower.has(name) ? 'lower' : 'higher')] as const,
    ),
  ]);
  const total = table.size + imported.badRecords;
  const reported = recomputeReported(config, imported, diagnostics);
  const errors = imported.badRecords + itemErrors;
  const status = toolErrorStatus(config, imported, diagnostics);
  const usage = usageOf(imported, collector);
  const out: Suite = {
    ...suite,
    status,
    total,
    errors,
    counts: {
      items: table.size,
      bad_records: imported.badRecords,
      tool_errors: imported.toolErrors,
      ...(usage.badValues > 0 ? { bad_usage_values: usage.badValues } : {}),
    },
    rounds,
    metrics,
    finalScore: finalScoreOf(imported, rounds.length, allPassed, total),
    details: {
      format: config.format,
      info: imported.info,
      // The checks that are rounds; `rateChecks` are rate metrics of the items carrying them (promptfoo's assertions).
      checks: checks.filter(isRound),
      rateChecks: checks.filter((c) => !isRound(c)),
      scores,
      reported,
      excluded: Object.fromEntries(imported.excluded),
      repeats,
    },
  };
  if (usage.summary === null) out.usage = usageUnavailable(usage.unavailable);
  else applyUsage(out, usage.summary).forEach((d) => diagnostics.add(d));
  out.diagnostics = diagnostics.finish();
  if (items !== null) out.itemsFile = items.relPath;
  return out;
}

/**
 * The suite's usage from what the items carried (docs/usage.md), or why there is none: the tool
 * records none, or none of its records had any. `badValues`: the tool's values left out by the
 * reader and by the collector.
 */
function usageOf(
  imported: Imported,
  collector: UsageCollector | null,
): { summary: UsageSummary | null; unavailable: string; badValues: number } {
  const source = imported.usage;
  if ('unavailable' in source) return { summary: null, unavailable: source.unavailable, badValues: 0 };
  const summary = collector !== null && collector.count > 0 ? collector.summary() : null;
  return { summary, unavailable: source.noneWhy, badValues: source.badValues + (collector?.bad ?? 0) };
}
