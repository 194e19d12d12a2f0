// Shard merge (results.md "Shards"): a complete set of shard documents → the document an
// unsharded run gives (equal after removing run.createdAt and run.shard).
import { Diagnostics, diagnostic } from '../core/diagnostics.js';
import { failure, success, type Failure, type Result } from '../core/result.js';
import type { Diagnostic, InputFile, Metric, ResultsDocument, Suite } from './types.js';
import { isUsageMetric, sumUsage } from './usage.js';
import { ungatedVerdict } from './document.js';
import { sumRounds, sumSeries } from './pool.js';
import { combineRepeats } from './repeats.js';

/**
 * What a merge must know of a suite's benchmark (a Benchmark fits): whether its suites may be split,
 * and how its finalScore follows from merged counts.
 */
export type MergeRulesOf = (
  benchmarkId: string,
) => { splittable: boolean; finalScoreOf?(suite: Suite): number | null } | undefined;

export type MergeResult = Result<ResultsDocument>;

/** The merge's problems as diagnostics (they concern the set of documents, not one place in a file). */
const problemsOf = (problems: readonly string[]): Failure =>
  failure(...problems.map((message) => diagnostic({ code: 'merge', message })));

/** Rates from passed/input, means from sum/count, integer counts summed; anything else cannot be merged. */
function mergeMetric(parts: readonly Metric[]): Metric | string {
  const merged = combineMetric(parts);
  if (typeof merged === 'string') return merged;
  // Keep the scorer's key order so the merged document is byte-identical to an unsharded one.
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(parts[0]!)) if (key in merged) ordered[key] = merged[key as keyof Metric];
  return ordered as unknown as Metric;
}

function combineMetric(parts: readonly Metric[]): Metric | string {
  const first = parts[0]!;
  const base: Metric = { value: null, direction: first.direction };
  if (first.unit !== undefined) base.unit = first.unit;
  if (parts.every((m) => m.passed !== undefined && m.input !== undefined)) {
    const passed = parts.reduce((a, m) => a + m.passed!, 0);
    const input = parts.reduce((a, m) => a + m.input!, 0);
    return { ...base, value: input > 0 ? passed / input : null, passed, input };
  }
  if (parts.every((m) => m.sum !== undefined && m.count !== undefined)) {
    const sum = parts.reduce((a, m) => a + m.sum!, 0);
    const count = parts.reduce((a, m) => a + m.count!, 0);
    return { ...base, value: count > 0 && Number.isFinite(sum / count) ? sum / count : null, sum, count };
  }
  if (parts.every((m) => m.value !== null && Number.isInteger(m.value))) {
    return { ...base, value: parts.reduce((a, m) => a + m.value!, 0) };
  }
  return 'it carries neither passed/input, sum/count nor an integer count';
}

function mergeInputs(parts: readonly (readonly InputFile[])[]): InputFile[] {
  const merged: InputFile[] = [];
  for (const inputs of parts) {
    for (const i of inputs) {
      const into = merged.find((m) => m.path === i.path && m.sha256 === i.sha256);
      if (!into) merged.push({ ...i });
      else if (into.items !== null && i.items !== null) into.items += i.items;
    }
  }
  return merged;
}

/**
 * `details` of a splittable suite: numbers are counts and are summed, objects merge key by key,
 * anything else must be the same in every shard (else null and a problem).
 */
function mergeDetails(parts: readonly unknown[], where: string, problems: string[]): unknown {
  const first = parts[0];
  if (parts.every((p) => typeof p === 'number')) return (parts as number[]).reduce((a, b) => a + b, 0);
  if (parts.every((p) => p !== null && typeof p === 'object' && !Array.isArray(p))) {
    const keys = [...new Set(parts.flatMap((p) => Object.keys(p as object)))];
    return Object.fromEntries(
      keys.map((k) => [
        k,
        mergeDetails(
          parts.map((p) => (p as Record<string, unknown>)[k] ?? 0),
          `${where}.${k}`,
          problems,
        ),
      ]),
    );
  }
  if (parts.every((p) => JSON.stringify(p) === JSON.stringify(first))) return first;
  problems.push(`${where} differs between shards and cannot be merged`);
  return null;
}

function mergeDiagnostics(parts: readonly (readonly Diagnostic[])[], extra: Diagnostic[]): Diagnostic[] {
  const collector = new Diagnostics();
  for (const d of [...parts.flat(), ...extra]) {
    const truncated = d.code === 'truncated' ? /^(\d+) more/.exec(d.message) : null;
    if (truncated) collector.addDropped(Number(truncated[1]));
    else collector.add(d);
  }
  return collector.finish();
}

function mergeSuite(parts: readonly Suite[], problems: string[], rulesOf: MergeRulesOf): Suite {
  const active = parts.filter((p) => p.status !== 'skipped');
  const first = parts[0]!;
  if (active.length === 0) return { ...first };
  if (active.some((p) => p.repeats !== undefined)) return mergeRepeats(active, problems);
  const benchmark = rulesOf(first.benchmark);
  if (!benchmark?.splittable) {
    if (active.length > 1)
      problems.push(`suite "${first.id}" cannot be split but was scored in ${active.length} shards`);
    return { ...active[0]! };
  }
  const extra: Diagnostic[] = [];
  const metrics: Record<string, Metric> = {};
  for (const name of Object.keys(active[0]!.metrics)) {
    const merged = mergeMetric(active.map((p) => p.metrics[name]).filter((m): m is Metric => m !== undefined));
    if (typeof merged === 'string') {
      metrics[name] = { value: null, direction: active[0]!.metrics[name]!.direction };
      // A percentile of the items' usage is recomputed from the merged items (merge command).
      if (isUsageMetric(name)) continue;
      extra.push(
        diagnostic({
          severity: 'warning',
          code: 'unmergeable-metric',
          message: `metric ${name} cannot be merged across shards: ${merged}`,
        }),
      );
    } else metrics[name] = merged;
  }
  const counts = active.some((p) => p.counts)
    ? active.reduce<Record<string, number>>((acc, p) => {
        for (const [k, v] of Object.entries(p.counts ?? {})) acc[k] = (acc[k] ?? 0) + v;
        return acc;
      }, {})
    : undefined;
  const suite: Suite = {
    ...first,
    status: active.some((p) => p.status === 'error') ? 'error' : 'ok',
    inputs: mergeInputs(active.map((p) => p.inputs)),
    total: active.reduce((a, p) => a + p.total, 0),
    errors: active.reduce((a, p) => a + p.errors, 0),
    rounds: sumRounds(active.map((p) => p.rounds)),
    metrics,
    finalScore: null,
    diagnostics: mergeDiagnostics(
      active.map((p) => p.diagnostics),
      extra,
    ),
  };
  if (counts) suite.counts = counts;
  // Every shard's live calls were made: the merged suite cost their sum.
  const usage = sumUsage(active.map((p) => p.usage));
  if (usage) suite.usage = usage;
  else delete suite.usage;
  if (first.details !== undefined)
    suite.details = mergeDetails(
      active.map((p) => p.details ?? {}),
      `suite "${first.id}" details`,
      problems,
    ) as Record<string, unknown>;
  const series = sumSeries(active.map((p) => p.series));
  if (series) suite.series = series;
  else delete suite.series;
  if (benchmark.finalScoreOf) suite.finalScore = benchmark.finalScoreOf(suite);
  else problems.push(`benchmark "${first.benchmark}" cannot recompute finalScore after a merge`);
  return suite;
}

/**
 * A repeated suite's shards (each holding some of its repeats, docs/repeats.md "Shards"): the
 * repeats joined by index and combined as the unsharded run combines them.
 */
function mergeRepeats(active: readonly Suite[], problems: string[]): Suite {
  const id = active[0]!.id;
  if (active.some((p) => p.repeats === undefined)) {
    problems.push(`suite "${id}" has repeats in some shards and not in others`);
    return { ...active[0]! };
  }
  const indices = active.flatMap((p) => p.repeats!.map((r) => r.index)).sort((a, b) => a - b);
  if (!indices.every((k, at) => k === at + 1)) {
    problems.push(`suite "${id}": the shards hold repeats ${indices.join(', ')}, not 1 to ${indices.length} once each`);
  }
  return combineRepeats(active);
}

/**
 * Check the set is complete and consistent (each index 1..n once, same n, config hash and tool
 * version, same suites) and merge it. Item-id disjointness is checked by the caller, which reads
 * the items files.
 */
export function mergeShards(docs: readonly ResultsDocument[], rulesOf: MergeRulesOf): MergeResult {
  const problems: string[] = [];
  if (docs.length === 0) return problemsOf(['no shard documents given']);
  const n = docs[0]!.run.shard?.total;
  if (n === undefined) return problemsOf(['the first document is not a shard (run.shard is null)']);
  const seen = new Set<number>();
  for (const [i, doc] of docs.entries()) {
    const shard = doc.run.shard;
    if (shard === null) problems.push(`document ${i + 1} is not a shard`);
    else if (shard.total !== n)
      problems.push(`document ${i + 1} is shard ${shard.index}/${shard.total}, expected n = ${n}`);
    else if (seen.has(shard.index)) problems.push(`shard ${shard.index}/${n} given twice`);
    else seen.add(shard.index);
    if (doc.run.configHash !== docs[0]!.run.configHash) problems.push(`document ${i + 1} has another config hash`);
    if (doc.tool.version !== docs[0]!.tool.version)
      problems.push(`document ${i + 1} was written by bench-check ${doc.tool.version}, not ${docs[0]!.tool.version}`);
    if (doc.suites.map((s) => s.id).join('\n') !== docs[0]!.suites.map((s) => s.id).join('\n'))
      problems.push(`document ${i + 1} has other suites`);
  }
  for (let i = 1; i <= n; i++)
    if (!seen.has(i) && docs.every((d) => d.run.shard !== null)) problems.push(`shard ${i}/${n} is missing`);
  if (problems.length > 0) return problemsOf(problems);
  const ordered = [...docs].sort((a, b) => a.run.shard!.index - b.run.shard!.index);
  const suites = ordered[0]!.suites.map((_, k) =>
    mergeSuite(
      ordered.map((d) => d.suites[k]!),
      problems,
      rulesOf,
    ),
  );
  if (problems.length > 0) return problemsOf(problems);
  const head = ordered[0]!;
  // Ungated, so no verdict, unless a suite could not be scored: then `error`, as for a run.
  return success({ ...head, run: { ...head.run, shard: null }, verdict: ungatedVerdict(suites), suites });
}
