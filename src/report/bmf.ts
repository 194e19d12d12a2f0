// The run's values in Bencher Metric Format (bencher.dev/docs/reference/bencher-metric-format):
// {benchmark: {measure: {value}}}, one benchmark per suite and one measure per target the gate
// compares (finalScore, `round/<id>` as survival in percent, `metric/<id>` in the gate's scale).
// Bencher keeps its own thresholds; the values are the gate's (exports.ts), nothing is recomputed.
import { createHash } from 'node:crypto';
import type { TargetComparison } from '../gate/model.js';
import type { ExportInput } from './exports.js';

/** Bencher's limits: a benchmark name up to 1024 characters, a measure name up to 64. */
const BENCHMARK_MAX = 1024;
const MEASURE_MAX = 64;

/** A name cut to Bencher's limit, keeping a hash of the whole so two long names stay apart. */
function fit(name: string, max: number): string {
  if (name.length <= max) return name;
  return `${name.slice(0, max - 10)}… ${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

export function measureName(t: TargetComparison): string {
  return fit(t.kind === 'metric' && t.id === 'finalScore' ? 'finalScore' : `${t.kind}/${t.id}`, MEASURE_MAX);
}

/** The BMF JSON (2-space indented, a final newline); targets without a current value are left out. */
export function renderBmf(input: ExportInput): string {
  const out: Record<string, Record<string, { value: number }>> = {};
  for (const s of input.report.comparison.suites) {
    const measures: Record<string, { value: number }> = {};
    for (const t of s.targets)
      if (t.current !== null && Number.isFinite(t.current)) measures[measureName(t)] = { value: t.current };
    if (Object.keys(measures).length > 0) out[fit(s.id, BENCHMARK_MAX)] = measures;
  }
  return `${JSON.stringify(out, null, 2)}\n`;
}
