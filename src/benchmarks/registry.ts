import type { Benchmark } from './types.js';
import { hurricaneBenchmark } from './hurricane/index.js';
import { floodBenchmark } from './flood/index.js';
import { transitlmBenchmark } from './transitlm/index.js';

/** Every benchmark the tool knows. The only place that names them. */
export const BENCHMARKS: readonly Benchmark[] = [hurricaneBenchmark, floodBenchmark, transitlmBenchmark];

export function findBenchmark(id: string): Benchmark | undefined {
  return BENCHMARKS.find((b) => b.id === id);
}
