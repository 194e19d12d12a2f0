// HurricaneMobility: hourly trip counts before, during and after a hurricane against the ground truth.
import { diagnostic } from '../../core/diagnostics.js';
import { failure, success } from '../../core/result.js';
import type { Benchmark, SuiteConfig } from '../types.js';
import { renderHurricane } from './render.js';
import { HURRICANE_STARTER } from './starter.js';

export const hurricaneBenchmark: Benchmark = {
  id: 'hurricane',
  title: 'HurricaneMobility',
  suiteSchemaId: 'hurricane-suite',
  splittable: false,
  scorerVersion: 1,
  transportKeys: [],
  starter: HURRICANE_STARTER,
  cli: {
    describe: 'Score a HurricaneMobility model output (or trip log) against a ground truth file',
    examples: [
      ['$0 score hurricane --input output.json --groundtruth gt.json --out results.json', 'score a model output'],
      ['$0 score hurricane --trips trips.jsonl --groundtruth gt.json', 'aggregate a trip log (JSONL or CSV) and score it'],
    ],
    flags: {
      input: { type: 'string', describe: 'Model output JSON: {total_travel_times: [3], hourly_travel_times: [3][24]}' },
      trips: { type: 'string', describe: 'Trip log (.jsonl or .csv) with phase, depart and duration_min or arrive' },
      groundtruth: { type: 'string', describe: 'Ground truth JSON: {relative_changes, hourly_trips}' },
    },
    toSuiteConfig(flags) {
      const missing = (message: string) => failure(diagnostic({ code: 'usage', message }));
      if (flags.input === undefined && flags.trips === undefined) return missing('score hurricane needs --input or --trips');
      if (flags.input !== undefined && flags.trips !== undefined) return missing('score hurricane takes --input or --trips, not both');
      if (flags.groundtruth === undefined) return missing('score hurricane needs --groundtruth');
      const suite: SuiteConfig = { id: 'hurricane', benchmark: 'hurricane', groundtruth: String(flags.groundtruth) };
      if (flags.input !== undefined) suite.input = String(flags.input);
      else suite.trips = String(flags.trips);
      return success(suite);
    },
  },
  // The scorer is loaded only when a suite is scored (the report never loads it).
  score: async (suite, ctx) => (await import('./score.js')).scoreSuite(suite, ctx),
  render: renderHurricane,
  // final_score is the suite's finalScore: compared once, as finalScore.
  gate: { finalScoreMetric: 'final_score' },
};
