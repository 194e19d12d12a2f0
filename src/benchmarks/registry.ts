import type { Benchmark } from './types.js';
import { hurricaneBenchmark } from './hurricane/index.js';

/** Every benchmark the tool knows. The only place that names them. */
export const BENCHMARKS: readonly Benchmark[] = [hurricaneBenchmark];

export function findBenchmark(id: string): Benchmark | undefined {
  return BENCHMARKS.find((b) => b.id === id);
}
