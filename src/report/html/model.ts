// What the HTML report embeds (docs/html-report.md): the gate's verdict model reduced to what the
// page shows, every number already formatted as the other reports format it, every text as data.
// Types only; data.ts builds it, page.ts embeds it, client.ts draws it.

/** A chart as the comment draws it (core/mermaid.ts ChartSpec), its title reduced to text. */
export interface HtmlChart {
  title: string;
  xLabels: string[];
  xTitle: string | null;
  yLabel: string;
  yMax: number | null;
  series: { name: string; kind: 'bar' | 'line'; values: number[] }[];
}

export interface HtmlTarget {
  kind: 'round' | 'metric';
  id: string;
  label: string;
  better: string;
  baseline: string;
  current: string;
  delta: string;
  verdict: string;
  /** The gate's verdict id (for the colour): regressed, improved, unchanged, … */
  tone: string;
  p: string;
  why: string;
  /** Rounds: items in and passed, this run and the baseline. */
  round: { input: number; passed: number; baselineInput: number | null; baselinePassed: number | null } | null;
  /** Each side's repeats: mean ± half-width of the 95 % interval (n), and the test on them. */
  repeats: { test: string; baseline: string; current: string } | null;
  /** The base branch's past values, oldest first (the trend chart draws the final score's). */
  history: number[] | null;
}

export interface HtmlSuite {
  id: string;
  benchmark: string;
  task: string | null;
  outcome: string;
  tone: string;
  gated: string;
  score: { current: string; baseline: string; delta: string };
  items: number | null;
  /** The suite's pass/fail checks (its rounds), in order: the item table's columns. */
  checks: string[];
  targets: HtmlTarget[];
  repeats: { index: number; seed: number | null; status: string; finalScore: string }[];
  identity: [string, string][];
  charts: HtmlChart[];
  /** Items of this suite: in the table, and in all (the rest left out by the cap). */
  itemCounts: { shown: number; total: number; flipped: number; newFailures: number; failing: number };
  /** Why the suite has no items in the table, or why some are missing. */
  itemsNote: string | null;
  /** What the suite's items cost (docs/usage.md); null when it recorded no usage. */
  usage: HtmlSuiteUsage | null;
}

/** A suite's usage, formatted: per item tokens, cost (Δ %), latency p50 / p95; cost in all; the whole line; why there is no cost. */
export interface HtmlSuiteUsage {
  tokens: string;
  cost: string;
  total: string;
  latency: string;
  line: string;
  note: string | null;
}

/** An item's usage, formatted: tokens (in, cached, out), cost, latency, requests, model(s); null where the line has none. */
export type HtmlItemUsage = [
  tokens: string | null,
  cost: string | null,
  latency: string | null,
  requests: string | null,
  model: string | null,
];

/**
 * Where an item stands, in the table's order: 0 a check passed in the baseline and not now, 1 fails
 * now and did not fail in the baseline (new item, or no failure there), 2 fails in both, 3 failed in
 * the baseline and passes now, 4 passes.
 */
export type ItemGroup = 0 | 1 | 2 | 3 | 4;

/**
 * One item: suite index, id, group, each check now and in the baseline (`P` pass, `F` fail, `-` no
 * value; baseline null: the item is not in the baseline), reason now, reason in the baseline, the
 * other fields of its items line as label/value pairs, its `detail` now and the baseline's (for
 * items whose checks changed) as label/text pairs (texts may hold line breaks), and its usage now
 * and in the baseline (docs/usage.md); a row ends at its last slot that holds something.
 */
export type HtmlItem = [
  suite: number,
  id: string,
  group: ItemGroup,
  now: string,
  baseline: string | null,
  reason: string | null,
  baselineReason: string | null,
  extra: [string, string][] | null,
  detail?: [string, string][] | null,
  baselineDetail?: [string, string][] | null,
  usage?: [now: HtmlItemUsage | null, baseline: HtmlItemUsage | null],
];

export interface HtmlPayload {
  version: 1;
  run: {
    verdict: string;
    tone: string;
    headline: string;
    tool: string;
    createdAt: string;
    commit: string | null;
    gated: boolean;
    baseline: string | null;
    failures: string[];
    notes: string[];
    score: { current: string; baseline: string; delta: string };
  };
  suites: HtmlSuite[];
  items: HtmlItem[];
  /** The comment's link back to this run, when the action knows it. */
  links: { label: string; url: string }[];
}
