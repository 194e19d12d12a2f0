// The run's values in Bencher Metric Format (bencher.dev/docs/reference/bencher-metric-format):
// {benchmark: {measure: {value}}}, one benchmark per suite and one measure per target the gate
// compares (finalScore, `round/<id>` as survival in percent, `metric/<id>` in the gate's scale).
// The usage metrics (docs/usage.md) take Bencher's own measures instead: the two latency
// percentiles are its built-in `latency` (nanoseconds: p50 as the value, p95 as the upper value),
// tokens and cost per item the custom measures `tokens-per-item` and `cost-per-item-<currency>`
// (slugs, the same in every suite, so that one Bencher plot holds them all).
// Bencher keeps its own thresholds; the values are the gate's (exports.ts), nothing is recomputed.
import { createHash } from 'node:crypto';
import type { SuiteComparison, TargetComparison } from '../gate/model.js';
import type { ExportInput } from './exports.js';

/**
 * Bencher's limits (docs/items.md "Exports"), in UTF-8 bytes as its server counts them: a
 * benchmark name up to 1 024, a measure name up to 64, neither empty, a measure name without
 * white space at either end. One bad name makes Bencher refuse the whole file.
 */
const BENCHMARK_MAX_BYTES = 1024;
const MEASURE_MAX_BYTES = 64;

const utf8 = new TextEncoder();
const byteLength = (s: string) => utf8.encode(s).length;

/** The longest prefix of `name` made of whole code points that fits in `max` UTF-8 bytes. */
function prefixWithin(name: string, max: number): string {
  let out = '';
  let used = 0;
  for (const ch of name) {
    const size = byteLength(ch);
    if (used + size > max) break;
    out += ch;
    used += size;
  }
  return out;
}

/**
 * A name Bencher accepts: as it is when it already is one, else cut on a character boundary and
 * ended with `… ` and 8 hex digits of the whole name's SHA-256, so that two long names sharing
 * their beginning stay apart and a name stays the same from run to run.
 */
function bencherName(name: string, maxBytes: number): string {
  if (name !== '' && name === name.trim() && byteLength(name) <= maxBytes) return name;
  const suffix = `… ${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
  return `${prefixWithin(name.trim(), maxBytes - byteLength(suffix)).trimEnd()}${suffix}`;
}

/** The measure name of a target before Bencher's limits: `finalScore`, `round/<id>`, `metric/<id>`. */
function fullMeasureName(t: TargetComparison): string {
  return t.kind === 'metric' && t.id === 'finalScore' ? 'finalScore' : `${t.kind}/${t.id}`;
}

function measureName(t: TargetComparison): string {
  return bencherName(fullMeasureName(t), MEASURE_MAX_BYTES);
}

/** A BMF metric: the value, and the upper end of its spread where it has one. */
interface BmfMetric {
  value: number;
  upper_value?: number;
}

/** A target's current value when it is a finite number. */
function currentOf(t: TargetComparison | undefined): number | null {
  const current = t?.current ?? null;
  return current !== null && Number.isFinite(current) ? current : null;
}

/** Bencher's built-in latency measure is in nanoseconds; ours in milliseconds. */
const NS_PER_MS = 1e6;

/**
 * A Bencher slug of the cost measure's currency: lower case letters and digits, other runs as one
 * hyphen (a document's currency is text: `USD` gives `usd`); empty when nothing is left.
 */
function currencySlug(currency: string | null): string {
  return (currency ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
}

/** The measures of a suite's usage metrics (their targets), keyed by Bencher's slugs; the targets they took. */
function usageMeasures(s: SuiteComparison): { measures: [string, BmfMetric][]; taken: Set<TargetComparison> } {
  const byId = (id: string) => s.targets.find((t) => t.kind === 'metric' && t.id === id);
  const measures: [string, BmfMetric][] = [];
  const taken = new Set<TargetComparison>();
  const tokens = byId('tokens_per_item');
  if (currentOf(tokens) !== null) {
    measures.push(['tokens-per-item', { value: currentOf(tokens)! }]);
    taken.add(tokens!);
  }
  const cost = byId('cost_per_item');
  if (currentOf(cost) !== null) {
    const currency = currencySlug(cost!.unit);
    measures.push([currency === '' ? 'cost-per-item' : `cost-per-item-${currency}`, { value: currentOf(cost)! }]);
    taken.add(cost!);
  }
  const p50 = byId('latency_p50');
  const p95 = byId('latency_p95');
  if (currentOf(p50) !== null) {
    const latency: BmfMetric = { value: currentOf(p50)! * NS_PER_MS };
    if (currentOf(p95) !== null) latency.upper_value = currentOf(p95)! * NS_PER_MS;
    measures.push(['latency', latency]);
    taken.add(p50!);
    if (p95 !== undefined) taken.add(p95);
  }
  return { measures, taken };
}

/** The BMF JSON (2-space indented, a final newline); targets without a current value are left out. */
export function renderBmf(input: ExportInput): string {
  // No prototype: a suite or metric named `__proto__` is a key like any other.
  const out = Object.create(null) as Record<string, Record<string, BmfMetric>>;
  for (const s of input.report.comparison.suites) {
    const measures = Object.create(null) as Record<string, BmfMetric>;
    const usage = usageMeasures(s);
    for (const t of s.targets) {
      if (usage.taken.has(t) || t.current === null || !Number.isFinite(t.current)) continue;
      let name = measureName(t);
      // A whole name equal to another's cut one (`… ` and its hash): this one is cut too.
      if (Object.hasOwn(measures, name)) name = bencherName(`${fullMeasureName(t)} `, MEASURE_MAX_BYTES);
      measures[name] = { value: t.current };
    }
    // Slugs without a `/`: never the name of a target's measure above.
    for (const [name, metric] of usage.measures) measures[name] = metric;
    if (Object.keys(measures).length > 0) out[bencherName(s.id, BENCHMARK_MAX_BYTES)] = measures;
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}
