// HurricaneMobility: hourly trip counts before, during and after a hurricane against the ground truth.
import { diagnostic } from '../../core/diagnostics.js';
import { failure, success } from '../../core/result.js';
import type { Benchmark, SuiteCandidate } from '../../plugin/benchmark.js';
import type { HurricaneSuiteConfig } from './suite-config.js';
import { hurricaneIdentity } from './identity.js';
import { renderHurricane } from './render.js';
import { HURRICANE_STARTER } from './starter.js';

/** A `type: 'string'` flag's value as yargs gives it: a string, or the strings of a repeated flag (comma-joined). */
function flagText(value: unknown): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.join(',') : JSON.stringify(value);
}

const SOURCES = ['input', 'trips', 'statuses'] as const;

export const hurricaneBenchmark: Benchmark<HurricaneSuiteConfig> = {
  id: 'hurricane',
  title: 'HurricaneMobility',
  suiteSchemaId: 'hurricane-suite',
  detailsSchemaId: 'hurricane-details',
  splittable: false,
  // 2: trip logs count trips by default (asbench's counting), not minutes.
  scorerVersion: 2,
  transportKeys: [],
  outputKeys: ['input', 'replicates', 'trips', 'statuses'],
  // `replicates`: each file is scored as `input`, one repeat each (docs/repeats.md).
  repeats: { replicateKey: 'input' },
  starter: HURRICANE_STARTER,
  cli: {
    describe:
      'Score a HurricaneMobility model output (asbench result pickle or JSON), trip log or AgentSociety status records against a ground truth',
    examples: [
      [
        '$0 score hurricane --input HurricaneMobility_<exp_id>_results.pkl --groundtruth datasets/HurricaneMobility',
        "score the file asbench's runner wrote",
      ],
      ['$0 score hurricane --input output.json --groundtruth gt.json --out results.json', 'score a model output'],
      [
        '$0 score hurricane --statuses statuses.csv --groundtruth gt.json',
        "aggregate agent status records as asbench's gather_results does, and score them",
      ],
      [
        '$0 score hurricane --trips trips.jsonl --groundtruth gt.json',
        'aggregate a trip log (JSONL or CSV) and score it',
      ],
    ],
    flags: {
      input: {
        type: 'string',
        describe:
          "Model output: asbench's result pickle (.pkl) or JSON ({results, metadata}), or the bare {total_travel_times, hourly_travel_times}",
      },
      trips: { type: 'string', describe: 'Trip log (.jsonl or .csv) with phase, depart and duration_min or arrive' },
      statuses: {
        type: 'string',
        describe: 'AgentSociety agent status records (.jsonl or .csv): id, day, t, parent_id',
      },
      totals: {
        type: 'string',
        choices: ['trips', 'minutes'],
        describe: 'With --trips: totals count trips (asbench, the default) or sum durations in minutes',
      },
      aoiIds: {
        type: 'string',
        describe:
          'With --statuses: file of AOI ids (one per line or a JSON array); default: ids in [500000000, 700000000)',
      },
      groundtruth: {
        type: 'string',
        describe:
          "Ground truth JSON {relative_changes, hourly_trips}, or asbench's dataset folder (datasets/HurricaneMobility)",
      },
    },
    toSuiteConfig(flags) {
      const usage = (message: string) => failure(diagnostic({ code: 'usage', message }));
      const given = SOURCES.filter((k) => flags[k] !== undefined);
      if (given.length === 0) return usage('score hurricane needs --input, --trips or --statuses');
      if (given.length > 1)
        return usage(
          `score hurricane takes one of --input, --trips or --statuses, not ${given.map((k) => `--${k}`).join(' and ')}`,
        );
      if (flags.groundtruth === undefined) return usage('score hurricane needs --groundtruth');
      if (flags.totals !== undefined && given[0] !== 'trips') return usage('--totals goes with --trips');
      if (flags.aoiIds !== undefined && given[0] !== 'statuses') return usage('--aoi-ids goes with --statuses');
      const suite: SuiteCandidate = {
        id: 'hurricane',
        benchmark: 'hurricane',
        groundtruth: flagText(flags.groundtruth),
      };
      suite[given[0]!] = flagText(flags[given[0]!]);
      if (flags.totals !== undefined) suite.totals = flagText(flags.totals);
      if (flags.aoiIds !== undefined) suite.aoiIds = flagText(flags.aoiIds);
      return success(suite);
    },
  },
  // The scorer is loaded only when a suite is scored (the report never loads it).
  score: async (suite, ctx) => (await import('./score.js')).scoreSuite(suite, ctx),
  render: renderHurricane,
  identity: hurricaneIdentity,
  // final_score is the suite's finalScore: compared once, as finalScore.
  gate: { finalScoreMetric: 'final_score' },
};
