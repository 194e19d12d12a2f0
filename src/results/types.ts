// The results document (schemaVersion 1), as specified in shared/specs/results.md.
// Every consumer (report, gate, action outputs, shard merge) reads only this and the items files.

export type { Diagnostic, Severity } from '../core/diagnostics.js';
import type { Diagnostic } from '../core/diagnostics.js';

export type Direction = 'higher' | 'lower' | 'none';

export interface Metric {
  value: number | null;
  direction: Direction;
  unit?: string;
  /** A mean carries sum and count. */
  sum?: number;
  count?: number;
  /** A rate carries passed and input. */
  passed?: number;
  input?: number;
}

export interface Round {
  id: string;
  label?: string;
  input: number;
  passed: number;
}

export interface SeriesEntry {
  key: string;
  at: number;
  rounds: Round[];
}

/**
 * What an input is to the run: the model's outputs under test (they change from one pull request
 * to the next, which is the point), or a reference the scores are measured against (ground truth,
 * stations, a scenario, profiles: a change there makes two runs incomparable).
 */
export type InputRole = 'output' | 'reference';

export interface InputFile {
  path: string;
  sha256: string;
  items: number | null;
  /** Absent in older documents: then an input with an item count is taken as an output. */
  role?: InputRole;
}

export type SuiteStatus = 'ok' | 'error' | 'skipped';

/** mean, median and 95th percentile of a per-item figure (docs/usage.md). */
export interface UsageSpread {
  mean: number;
  median: number;
  p95: number;
}

/**
 * What a suite's model calls cost (results.md "usage", docs/usage.md): a live provider's request
 * counts, and the per-item tokens, cost and latency its items carry; or, for a source that
 * reports none, `unavailable` and why (then no other key).
 */
export interface Usage {
  /** HTTP requests sent, retries included (live providers). */
  requests?: number;
  /** Of those, transport retries (timeouts, network errors, 429, 5xx). */
  retries?: number;
  /** Token totals as the provider reported them (`usage` of each answer); absent when it reported none. */
  promptTokens?: number;
  completionTokens?: number;
  /** Items whose line carries usage. */
  items?: number;
  /** Sum over items of the input tokens served from the provider's cache. */
  cachedTokens?: number;
  /** Input + output tokens per item, over the items with tokens. */
  tokensPerItem?: UsageSpread;
  /** Wall latency per item (ms), over the items with one. */
  latencyMs?: UsageSpread;
  /** Cost per item, only when every item with tokens has a cost. */
  costPerItem?: UsageSpread;
  /** The items' total cost, its currency and where the costs came from (`pricing`, or a tool's own figures). */
  cost?: { total: number; currency: string; sources: string[] };
  /** Models with tokens but no price in the config: their items have no cost. */
  unpriced?: string[];
  /** One request's latency was shared equally by several items (a batch). */
  latencyApportioned?: boolean;
  /** The source reports no usage, and why; then no other key. */
  unavailable?: string;
}

export interface Suite {
  id: string;
  benchmark: string;
  task: string | null;
  status: SuiteStatus;
  inputs: InputFile[];
  total: number;
  errors: number;
  counts?: Record<string, number>;
  /** What the suite's model calls cost (absent when nothing was asked and nothing recorded). */
  usage?: Usage;
  rounds: Round[];
  series?: SeriesEntry[];
  metrics: Record<string, Metric>;
  finalScore: number | null;
  /** Only for a suite run more than once, in index order; the fields above are these combined. */
  repeats?: SuiteRepeat[];
  itemsFile?: string;
  /**
   * Project extension: benchmark-specific data the report needs and the gate ignores
   * (e.g. hurricane hourly curves). Documented in docs/results-extensions.md.
   */
  details?: Record<string, unknown>;
  diagnostics: Diagnostic[];
}

/** One repeat of a stochastic suite: a live run with its own seed, or one replicate file (results.schema.json "repeat"). */
export interface SuiteRepeat {
  /** 1-based; repeat k keeps its index and seed whatever the number of repeats or shards. */
  index: number;
  /** The sampling seed of a live repeat. */
  seed?: number;
  /** The replicate file this repeat scored, as shown in the suite's inputs. */
  input?: string;
  status: SuiteStatus;
  total: number;
  errors: number;
  rounds: Round[];
  /** Each metric's value in this repeat (direction and unit are the suite's). */
  metrics: Record<string, number | null>;
  finalScore: number | null;
  usage?: Usage;
}

export type RunVerdict = 'pass' | 'warn' | 'fail' | 'no-baseline' | 'error';

export interface Shard {
  index: number;
  total: number;
}

export interface ResultsDocument {
  schemaVersion: 1;
  tool: { name: string; version: string };
  run: {
    createdAt: string;
    commit: string | null;
    configHash: string;
    shard: Shard | null;
    /** Only while running or after a stop (signal, deadline): the suites done are in `suites`. */
    incomplete?: true;
    /** With `incomplete`: ids of the suites not done, in config order. */
    pending?: string[];
    /** With `incomplete`: why the run stopped; absent while it is running. */
    stopReason?: string;
  };
  verdict: RunVerdict | null;
  suites: Suite[];
}

/** One line of a per-item JSONL file: id, per round true/false/null, reason of the first failure. */
export interface ItemRecord {
  id: string;
  reason?: string | null;
  [roundOrExtra: string]: unknown;
}
