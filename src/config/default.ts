import type { BenchConfig } from './types.js';

/**
 * What `npx bench-check run` scores when no config file is given or found: the bundled,
 * synthetic fixtures (paths relative to the package root), gated against the committed fixture
 * baseline so the first run shows the whole loop (scores, comparison, verdict). See fixtures/README.md.
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
    { id: 'transit-single', benchmark: 'transitlm', task: 'single', input: 'fixtures/transitlm/single.csv', stations: 'fixtures/transitlm/stations.csv' },
    { id: 'transit-personalized', benchmark: 'transitlm', task: 'personalized', input: 'fixtures/transitlm/personalized.csv', stations: 'fixtures/transitlm/stations.csv' },
    { id: 'transit-diversity', benchmark: 'transitlm', task: 'diversity', input: 'fixtures/transitlm/diversity.csv', stations: 'fixtures/transitlm/stations.csv' },
    {
      id: 'transit-general',
      benchmark: 'transitlm',
      task: 'general',
      input: 'fixtures/transitlm/general/general_routes.csv',
      stations: 'fixtures/transitlm/general/station_info.csv',
      lines: 'fixtures/transitlm/general/line_info.csv',
    },
    {
      id: 'flood-replay',
      benchmark: 'flood',
      scenario: 'fixtures/flood/scenario.json',
      provider: 'replay',
      replay: 'fixtures/flood/rule.replay.jsonl',
    },
  ],
  gate: {
    // The demo baseline never goes stale: it changes only with the fixtures.
    baseline: { source: 'path', path: 'fixtures/baseline/results.json', maxAgeDays: 36500 },
  },
};
