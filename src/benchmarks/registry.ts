import { catalogOf, type Benchmark, type BenchmarkCatalog } from '../plugin/benchmark.js';
import { hurricaneBenchmark } from './hurricane/index.js';
import { floodBenchmark } from './flood/index.js';
import { transitlmBenchmark } from './transitlm/index.js';
import { importedBenchmark } from './imported/index.js';

/**
 * Every benchmark the tool knows: the only place that names them. Imported only by the composition
 * roots (the CLI's main, the action's entry), which hand the catalog down.
 */
export const BENCHMARKS: readonly Benchmark[] = [
  hurricaneBenchmark,
  transitlmBenchmark,
  floodBenchmark,
  importedBenchmark,
];

export const catalog: BenchmarkCatalog = catalogOf(BENCHMARKS);
