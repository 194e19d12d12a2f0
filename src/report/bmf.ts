// The run's values in Bencher Metric Format (bencher.dev/docs/reference/bencher-metric-format):
// {benchmark: {measure: {value}}}, one benchmark per suite and one measure per target the gate
// compares (finalScore, `round/<id>` as survival in percent, `metric/<id>` in the gate's scale).
// Bencher keeps its own thresholds; the values are the gate's (exports.ts), nothing is recomputed.
import { createHash } from 'node:crypto';
import type { TargetComparison } from '../gate/model.js';
import type { ExportInput } from './exports.js';

/**
 * Bencher's limits (docs/items.md "Exports"), in UTF-8 bytes as its server counts them: a
 * benchmark name up to 1 024, a measure name up to 64, neither empty, a measure name without
 * white space at either end. One bad name makes Bencher refuse the whole file.
 */
export const BENCHMARK_MAX_BYTES = 1024;
export const MEASURE_MAX_BYTES = 64;

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
export function bencherName(name: string, maxBytes: number): string {
  if (name !== '' && name === name.trim() && byteLength(name) <= maxBytes) return name;
  const suffix = `… ${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
  return `${prefixWithin(name.trim(), maxBytes - byteLength(suffix)).trimEnd()}${suffix}`;
}

/** The measure name of a target before Bencher's limits: `finalScore`, `round/<id>`, `metric/<id>`. */
function fullMeasureName(t: TargetComparison): string {
  return t.kind === 'metric' && t.id === 'finalScore' ? 'finalScore' : `${t.kind}/${t.id}`;
}

export function measureName(t: TargetComparison): string {
  return bencherName(fullMeasureName(t), MEASURE_MAX_BYTES);
}

/** The BMF JSON (2-space indented, a final newline); targets without a current value are left out. */
export function renderBmf(input: ExportInput): string {
  // No prototype: a suite or metric named `__proto__` is a key like any other.
  const out = Object.create(null) as Record<string, Record<string, { value: number }>>;
  for (const s of input.report.comparison.suites) {
    const measures = Object.create(null) as Record<string, { value: number }>;
    for (const t of s.targets) {
      if (t.current === null || !Number.isFinite(t.current)) continue;
      let name = measureName(t);
      // A whole name equal to another's cut one (`… ` and its hash): this one is cut too.
      if (Object.hasOwn(measures, name)) name = bencherName(`${fullMeasureName(t)} `, MEASURE_MAX_BYTES);
      measures[name] = { value: t.current };
    }
    if (Object.keys(measures).length > 0) out[bencherName(s.id, BENCHMARK_MAX_BYTES)] = measures;
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}
