import type { BenchConfig } from './types.js';

/**
 * What `npx bench-check run` scores when no config file is given or found: the bundled,
 * synthetic fixtures (paths relative to the package root). See fixtures/README.md.
 */
export const defaultConfig: BenchConfig = {
  suites: [
    {
      id: 'hurricane-artifact',
      benchmark: 'hurricane',
      input: 'fixtures/hurricane/output.json',
      groundtruth: 'fixtures/hurricane/groundtruth.json',
    },
    {
      id: 'hurricane-trips',
      benchmark: 'hurricane',
      trips: 'fixtures/hurricane/trips.jsonl',
      groundtruth: 'fixtures/hurricane/groundtruth.json',
    },
    {
      id: 'flood-replay',
      benchmark: 'flood',
      scenario: 'fixtures/flood/scenario.json',
      provider: 'replay',
      replay: 'fixtures/flood/rule.replay.jsonl',
    },
  ],
};
