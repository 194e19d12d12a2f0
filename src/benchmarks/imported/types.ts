// The imported suite's config and what every importer hands the scorer.
import type { Diagnostics } from '../../core/diagnostics.js';
import type { InputFile } from '../../results/types.js';
import type { ScoreContext } from '../../plugin/benchmark.js';
import type { UsageSource } from '../../results/usage.js';
import type { ItemTable } from './table.js';

export const FORMATS = ['lm-eval', 'inspect', 'promptfoo'] as const;
export type ImportedFormat = (typeof FORMATS)[number];

/** schemas/imported-suite.schema.json, after validation (generated from it). */
export type { ImportedSuiteConfig } from './suite-config.js';
import type { ImportedSuiteConfig } from './suite-config.js';

/** The items file's own keys: no check or score may take them. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set(['id', 'reason', 'detail']);

/**
 * An aggregate the tool reported for the whole run, shown beside ours: `ours` names the value
 * (check or score) whose mean over the items should equal it, or gives the recount directly;
 * null when it is not a mean of per-item values (not recomputed, only shown).
 */
export interface Reported {
  label: string;
  reported: number;
  ours: { name: string } | { value: number } | null;
}

/** What a value is for, when the tool's format says so (promptfoo assertions are pass/fail whatever their values). */
export type ValueRole = 'check' | 'score';

export interface Imported {
  table: ItemTable;
  /** Records of the tool read (lines, samples × epochs, result rows), good or bad. */
  records: number;
  /** Records that are not an item (no id, unreadable): row errors, counted in `errors` and `total`. */
  badRecords: number;
  /** Records the tool itself failed to score (Inspect sample errors, promptfoo errors): left out. */
  toolErrors: number;
  inputs: InputFile[];
  reported: Reported[];
  /** Roles the format fixes; names not listed are checks when every value is 0 or 1, else scores. */
  roles: Map<string, ValueRole>;
  /** Values the tool says are better when lower (lm-eval's higher_is_better: false). */
  lowerIsBetter: Set<string>;
  /** Names that are not per-item values (corpus-level aggregates), with why. */
  excluded: Map<string, string>;
  /** What the tool says of the run (task, model, version, …), shown in the report. */
  info: Record<string, string | number>;
  /**
   * The tool's own pass rate over its records, when it has one (promptfoo's successes of all its
   * results, errors included): the suite's finalScore. Absent: the share of items passing every round.
   */
  passRate?: { passed: number; of: number };
  /**
   * The checks that are rounds: every item is judged on them. The other checks are rates over the
   * items that carry them (promptfoo's assertions, which only some tests have), gated as rate
   * metrics. Absent: every check is a round.
   */
  rounds?: ReadonlySet<string>;
  usage: ImportedUsage;
}

/**
 * What the tool's files say of usage (docs/items.md "Usage"): the items carry it (ItemRow.usage),
 * with how the tool labels its own cost and how many values were left out; or the tool records
 * none, and why.
 */
export type ImportedUsage =
  | {
      source: UsageSource;
      /** Usage values that were not well-formed (left out, reported). */
      badValues: number;
      /** Why there is no usage when no item carries any (the suite's `unavailable`). */
      noneWhy: string;
    }
  | { unavailable: string };

export interface ImportContext {
  config: ImportedSuiteConfig;
  ctx: ScoreContext;
  diagnostics: Diagnostics;
}

/** Reads the tool's files; null when they cannot be used at all (the diagnostics say why). */
export type Importer = (ic: ImportContext) => Promise<Imported | null>;
