import { diagnostic } from '../../core/diagnostics.js';
import { failure, success, type Result } from '../../core/result.js';
import type { Suite } from '../../results/types.js';
import type { Benchmark, SuiteCandidate } from '../../plugin/benchmark.js';
import { finalScore } from './reference/final-score.js';
import { TASKS, type TransitSuiteConfig, type TransitTask } from './input/options.js';
import { renderTransitlm } from './render.js';
import { TRANSITLM_STARTER } from './starter.js';

/** TransitLM (HotTricker/TransitLM at 4151aff): single, personalized, diversity, general. */

/** Recomputes finalScore from merged counts (never averaged): accuracy passes, or rows passing accuracy and preference. */
function finalScoreOf(suite: Suite): number | null {
  const passed =
    suite.task === 'personalized'
      ? (suite.counts?.final_passed ?? 0)
      : (suite.rounds.find((r) => r.id === 'accuracy')?.passed ?? 0);
  return finalScore(passed, suite.total);
}

function toSuiteConfig(flags: Record<string, unknown>): Result<SuiteCandidate> {
  const usage = (message: string) => failure(diagnostic({ code: 'usage', message }));
  const task = flags.task as TransitTask | undefined;
  if (task === undefined || !TASKS.includes(task)) return usage(`score transitlm needs --task ${TASKS.join('|')}`);
  const input = flags.input as string | string[] | undefined;
  if (input === undefined || (Array.isArray(input) && input.length === 0))
    return usage('score transitlm needs --input FILE.csv');
  if (task !== 'general' && flags.stations === undefined)
    return usage(`score transitlm --task ${task} needs --stations station_info.csv`);
  const suite: SuiteCandidate = {
    id: `transitlm-${task}`,
    benchmark: 'transitlm',
    task,
    input: Array.isArray(input) && input.length === 1 ? input[0] : input,
  };
  const keys = [
    'stations',
    'lines',
    'apiUrl',
    'batchSize',
    'timeoutS',
    'retries',
    'compat',
    'maxProviderErrorRate',
    'maxConsecutiveProviderFailures',
  ] as const;
  for (const k of keys) if (flags[k] !== undefined) suite[k] = flags[k];
  return success(suite);
}

export const transitlmBenchmark: Benchmark<TransitSuiteConfig> = {
  id: 'transitlm',
  title: 'TransitLM',
  suiteSchemaId: 'transitlm-suite',
  detailsSchemaId: 'transitlm-details',
  splittable: true,
  scorerVersion: 1,
  transportKeys: [
    'apiUrl',
    'batchSize',
    'timeoutS',
    'retries',
    'maxProviderErrorRate',
    'maxConsecutiveProviderFailures',
  ],
  outputKeys: ['input', 'replicates'],
  // `replicates`: each file is scored as `input`, one repeat each (docs/repeats.md).
  repeats: { replicateKey: 'input' },
  starter: TRANSITLM_STARTER,
  // General mode without a line file asks the remote route evaluator (apiUrl or TRANSIT_LM_API).
  isLive: (suite) => suite.task === 'general' && suite.lines === undefined,
  cli: {
    describe:
      'Score TransitLM route-planning outputs with the official funnel (reachability → grounding → IoU → accuracy)',
    examples: [
      [
        '$0 score transitlm --task single --input b1.csv --stations station_info.csv --out results.json',
        'single-route benchmark',
      ],
      [
        '$0 score transitlm --task diversity --input "runs/*.csv" --stations station_info.csv --compat corrected',
        'several CSVs as one suite, corrected units',
      ],
      [
        '$0 score transitlm --task general --input g.csv --api-url http://127.0.0.1:8080',
        'general LLM with a remote route evaluator',
      ],
    ],
    flags: {
      task: { type: 'string', describe: 'Benchmark task', choices: TASKS },
      input: {
        type: 'string',
        array: true,
        describe: 'Evaluation CSV(s): paths or globs, scored as one suite in order',
      },
      stations: { type: 'string', describe: 'station_info.csv (stop_id, coord_x, coord_y, next_hop_stations)' },
      lines: { type: 'string', describe: 'general: line_info.csv for the offline matcher (instead of --api-url)' },
      'api-url': {
        type: 'string',
        describe: 'general: base URL of the remote route evaluator (default: $TRANSIT_LM_API)',
      },
      // No defaults here: the suite schema's (transitlm-suite.schema.json) apply when a flag is absent.
      'batch-size': { type: 'number', describe: 'general: cases per evaluator request (default 50)' },
      'timeout-s': { type: 'number', describe: 'general: seconds per evaluator request (default 60)' },
      retries: { type: 'number', describe: 'general: retries on HTTP 429/5xx, waiting 1, 2, 4 s (default 3)' },
      compat: {
        type: 'string',
        describe: 'reference: identical to the official scripts; corrected: fix their unit misreadings',
        choices: ['reference', 'corrected'],
        default: 'reference',
      },
      'max-provider-error-rate': {
        type: 'number',
        describe:
          'general, remote: share of rows whose batch may fail (no verdict after retries) while the suite stays ok (default 0)',
      },
      'max-consecutive-provider-failures': {
        type: 'number',
        describe:
          'general, remote: failed batches in a row after which no more are sent; the suite is an error (default 10)',
      },
    },
    toSuiteConfig,
  },
  // The scorers (readers, station graph, worker pool) are loaded only when a suite is scored.
  score: async (suite, ctx) => (await import('./score.js')).scoreTransitlm(suite, ctx),
  finalScoreOf,
  render: renderTransitlm,
  // gate.md: TransitLM's finalScore is a pass rate (accuracy, and preference where present).
  gate: { finalScoreRounds: ['accuracy', 'preference'] },
};
