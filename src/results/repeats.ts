// Repeats of a stochastic suite (docs/repeats.md): the seed of repeat k, which shard
// runs it, one scored repeat as a part, and the parts combined into the suite's value. Pure: the
// runner (run/repeats.ts) and shard merge (merge.ts) combine with the same function, so merged
// shards of repeats equal the unsharded run.
import { createHash } from 'node:crypto';
import { Diagnostics } from '../core/diagnostics.js';
import type { Diagnostic, InputFile, Metric, Shard, Suite, SuiteRepeat } from './types.js';
import { sumUsage } from './usage.js';
import { sumRounds, sumSeries } from './pool.js';

/**
 * The sampling seed of repeat k: repeat 1 uses the suite's seed; repeat k ≥ 2 the first 4 bytes of
 * SHA-256(`<seed>:<k>`) as a big-endian uint32, folded into 31 bits. It does not depend on N.
 */
export function repeatSeed(seed: number, index: number): number {
  if (index === 1) return seed;
  return createHash('sha256').update(`${seed}:${index}`, 'utf8').digest().readUInt32BE(0) & 0x7fffffff;
}

/** Whether repeat k runs in this shard: repeat k goes to shard ((k − 1) mod n) + 1. */
export function repeatInShard(index: number, shard: Shard | null): boolean {
  return shard === null || ((index - 1) % shard.total) + 1 === shard.index;
}

/** The prefix of a repeat's diagnostics in the combined suite. */
const PREFIX = /^repeat (\d+): /;

/** Index of the repeat a combined diagnostic came from (its prefix); none (a truncation count): after all. */
function repeatOfDiagnostic(d: Diagnostic): number {
  const m = PREFIX.exec(d.message);
  return m === null ? Number.POSITIVE_INFINITY : Number(m[1]);
}

/** What a scored repeat adds beside its suite: its index, and its seed (live) or replicate file (as its inputs show it). */
export interface RepeatIdentity {
  index: number;
  seed?: number;
  input?: string;
}

/**
 * One scored repeat as a part to combine: the suite with `repeats` = [this repeat] and its
 * diagnostics prefixed `repeat k: ` (a truncation count stays a count).
 */
export function repeatPart(suite: Suite, who: RepeatIdentity): Suite {
  const repeat: SuiteRepeat = {
    index: who.index,
    ...(who.seed === undefined ? {} : { seed: who.seed }),
    ...(who.input === undefined ? {} : { input: who.input }),
    status: suite.status,
    total: suite.total,
    errors: suite.errors,
    rounds: suite.rounds.map((r) => ({ ...r })),
    metrics: Object.fromEntries(Object.entries(suite.metrics).map(([name, m]) => [name, m.value])),
    finalScore: suite.finalScore,
  };
  if (suite.usage !== undefined) repeat.usage = { ...suite.usage };
  const diagnostics = new Diagnostics();
  for (const d of suite.diagnostics) {
    const truncated = d.code === 'truncated' ? /^(\d+) more/.exec(d.message) : null;
    if (truncated) diagnostics.addDropped(Number(truncated[1]));
    else diagnostics.add({ ...d, message: `repeat ${who.index}: ${d.message}` });
  }
  return { ...suite, repeats: [repeat], diagnostics: diagnostics.finish() };
}

/** Mean of the non-null values; null when every value is null (a repeat without the value does not count). */
function meanOf(values: readonly (number | null | undefined)[]): number | null {
  const known = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
  if (known.length === 0) return null;
  return known.reduce((a, v) => a + v, 0) / known.length;
}

/** A metric combined: value = mean over repeats; sum/count and passed/input pooled where every part has them. */
function combineMetric(name: string, parts: readonly Suite[], repeats: readonly SuiteRepeat[]): Metric {
  const present = parts.map((p) => p.metrics[name]).filter((m): m is Metric => m !== undefined);
  const first = present[0]!;
  const out: Record<string, unknown> = {};
  // The scorer's key order, so a merged document is byte-identical to an unsharded one.
  for (const key of Object.keys(first)) {
    if (key === 'value') out.value = meanOf(repeats.map((r) => r.metrics[name]));
    else if (key === 'sum' || key === 'count' || key === 'passed' || key === 'input') {
      if (present.every((m) => typeof m[key] === 'number')) out[key] = present.reduce((a, m) => a + m[key]!, 0);
    } else out[key] = first[key as keyof Metric];
  }
  return out as unknown as Metric;
}

/** Reference inputs once each (first seen), then each repeat's replicate file in repeat order. */
function combineInputs(parts: readonly Suite[], repeats: readonly SuiteRepeat[]): InputFile[] {
  const replicate = new Set(repeats.map((r) => r.input).filter((p): p is string => p !== undefined));
  const all = parts.flatMap((p) => p.inputs);
  const seen = new Set<string>();
  const out: InputFile[] = [];
  for (const i of all) {
    const key = `${i.path}\n${i.sha256}`;
    if (replicate.has(i.path) || seen.has(key)) continue;
    seen.add(key);
    out.push({ ...i });
  }
  for (const r of repeats) {
    const file = r.input === undefined ? undefined : all.find((i) => i.path === r.input);
    if (file !== undefined) out.push({ ...file });
  }
  return out;
}

function sumCounts(parts: readonly Suite[]): Record<string, number> | undefined {
  if (!parts.some((p) => p.counts !== undefined)) return undefined;
  const out: Record<string, number> = {};
  for (const p of parts) for (const [k, v] of Object.entries(p.counts ?? {})) out[k] = (out[k] ?? 0) + v;
  // Sorted by name: a count first seen in repeat 5 must not come first because its shard did.
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * The suite's value from its repeats (docs/repeats.md "Combine"). `parts` are suites that each
 * carry `repeats` (one scored repeat from `repeatPart`, or a shard's combined suite), none skipped.
 * total, errors, counts, usage summed; rounds and series pooled; each metric's value and the
 * finalScore the mean of the repeats' non-null values; an `error` repeat makes the suite `error`;
 * details are those of the part holding the lowest repeat index; diagnostics in repeat order, capped.
 */
export function combineRepeats(parts: readonly Suite[]): Suite {
  const lowest = (p: Suite) => Math.min(...(p.repeats ?? []).map((r) => r.index));
  const ordered = [...parts].sort((a, b) => lowest(a) - lowest(b));
  const repeats = ordered
    .flatMap((p) => p.repeats ?? [])
    .map((r) => ({ ...r }))
    .sort((a, b) => a.index - b.index);
  const first = ordered[0]!;
  const metricNames = [...new Set(ordered.flatMap((p) => Object.keys(p.metrics)))];
  const suite: Suite = {
    id: first.id,
    benchmark: first.benchmark,
    task: first.task,
    status: repeats.some((r) => r.status === 'error') || ordered.some((p) => p.status === 'error') ? 'error' : 'ok',
    inputs: combineInputs(ordered, repeats),
    total: repeats.reduce((a, r) => a + r.total, 0),
    errors: repeats.reduce((a, r) => a + r.errors, 0),
    rounds: sumRounds(repeats.map((r) => r.rounds)),
    metrics: Object.fromEntries(metricNames.map((name) => [name, combineMetric(name, ordered, repeats)])),
    finalScore: meanOf(repeats.map((r) => r.finalScore)),
    repeats,
    diagnostics: [],
  };
  const counts = sumCounts(ordered);
  if (counts !== undefined) suite.counts = counts;
  const usage = sumUsage(repeats.map((r) => r.usage));
  if (usage !== undefined) suite.usage = usage;
  const series = sumSeries(ordered.map((p) => p.series));
  if (series !== undefined) suite.series = series;
  if (first.itemsFile !== undefined) suite.itemsFile = first.itemsFile;
  if (first.details !== undefined) suite.details = first.details;
  suite.diagnostics = combineDiagnostics(ordered);
  return orderLike(suite);
}

/** Every part's diagnostics in repeat order (stable within a repeat), capped like a suite's. */
function combineDiagnostics(parts: readonly Suite[]): Diagnostic[] {
  const all = parts.flatMap((p) => p.diagnostics);
  const collector = new Diagnostics();
  const sorted = all.map((d, at) => ({ d, at, k: repeatOfDiagnostic(d) })).sort((x, y) => x.k - y.k || x.at - y.at);
  for (const { d } of sorted) {
    const truncated = d.code === 'truncated' ? /^(\d+) more/.exec(d.message) : null;
    if (truncated) collector.addDropped(Number(truncated[1]));
    else collector.add(d);
  }
  return collector.finish();
}

/** The keys in the order of the Suite type (and of an unrepeated suite), so documents compare byte for byte. */
const SUITE_KEYS: readonly (keyof Suite)[] = [
  'id',
  'benchmark',
  'task',
  'status',
  'inputs',
  'total',
  'errors',
  'counts',
  'usage',
  'rounds',
  'series',
  'metrics',
  'finalScore',
  'repeats',
  'itemsFile',
  'details',
  'diagnostics',
];

function orderLike(suite: Suite): Suite {
  const out: Record<string, unknown> = {};
  for (const key of SUITE_KEYS) if (suite[key] !== undefined) out[key] = suite[key];
  return out as unknown as Suite;
}
