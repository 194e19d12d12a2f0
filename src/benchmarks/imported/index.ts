// Imported: per-item results another harness computed (lm-evaluation-harness, Inspect AI, promptfoo),
// gated like the built-in benchmarks: each item's pass/fail checks are the suite's rounds, its
// numeric scores are means, and the items file pairs the runs by item id.
import { diagnostic } from '../../core/diagnostics.js';
import { failure, success } from '../../core/result.js';
import type { Benchmark, SuiteCandidate } from '../../plugin/benchmark.js';
import { renderImported } from './render.js';
import { IMPORTED_STARTER } from './starter.js';
import { FORMATS, type ImportedSuiteConfig } from './types.js';

/** A `type: 'string'` flag's value as yargs gives it: a string, or the strings of a repeated flag (comma-joined). */
function flagText(value: unknown): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.join(',') : JSON.stringify(value);
}

export const importedBenchmark: Benchmark<ImportedSuiteConfig> = {
  id: 'imported',
  title: 'Imported per-item results',
  suiteSchemaId: 'imported-suite',
  detailsSchemaId: 'imported-details',
  // The tools' files are read whole (ids are merged across epochs, filters and repeats).
  splittable: false,
  scorerVersion: 2,
  transportKeys: [],
  // The tool's per-item results and its own aggregates are the model's outputs under test.
  outputKeys: ['input', 'replicates', 'results'],
  // `replicates`: each file is scored as `input`, one repeat each (docs/repeats.md).
  repeats: { replicateKey: 'input' },
  starter: IMPORTED_STARTER,
  cli: {
    describe:
      'Gate per-item results of lm-evaluation-harness (samples JSONL), Inspect AI (.eval or JSON log) or promptfoo (results.json or .jsonl)',
    examples: [
      [
        '$0 score imported --from lm-eval --input "out/*/samples_arc_easy_*.jsonl" --results "out/*/results_*.json"',
        'an lm-eval task, its reported aggregates beside ours',
      ],
      [
        '$0 score imported --from inspect --input logs/2026-01-01T10-00-00_arith_x.eval --checks match',
        'an Inspect log (.eval or JSON), one check',
      ],
      [
        '$0 score imported --from promptfoo --input results.json --out bench-results/results.json',
        'promptfoo eval -o results.json (or -o results.jsonl)',
      ],
    ],
    flags: {
      // Not --format: that is every command's output format (json|markdown|text).
      from: { type: 'string', describe: 'The tool that wrote --input (the suite key `format`)', choices: FORMATS },
      input: { type: 'string', describe: 'Its per-item file: a path, or a glob matching one file' },
      results: { type: 'string', describe: 'lm-eval only: results_<date>.json (its aggregates are shown beside ours)' },
      task: { type: 'string', describe: 'lm-eval: the task in the results file (default: from the samples file name)' },
      checks: {
        type: 'string',
        array: true,
        describe: 'Pass/fail values to gate, in this order (default: every pass/fail value found)',
      },
      scores: {
        type: 'string',
        array: true,
        describe: 'Numeric values to gate as means (default: the other numeric values)',
      },
      'lower-is-better': { type: 'string', array: true, describe: 'Scores where lower is better' },
      'max-error-rate': {
        type: 'number',
        describe: "Share of the tool's records that may be its own errors while the suite stays ok (default 0)",
      },
    },
    toSuiteConfig(flags) {
      const usage = (message: string) => failure(diagnostic({ code: 'usage', message }));
      if (flags.from === undefined) return usage(`score imported needs --from ${FORMATS.join('|')}`);
      if (flags.input === undefined) return usage('score imported needs --input FILE');
      const suite: SuiteCandidate = {
        id: 'imported',
        benchmark: 'imported',
        format: flags.from,
        input: flagText(flags.input),
      };
      for (const key of ['results', 'task', 'checks', 'scores', 'lowerIsBetter', 'maxErrorRate'] as const) {
        const value = flags[key];
        if (value !== undefined && !(Array.isArray(value) && value.length === 0)) suite[key] = value;
      }
      return success(suite);
    },
  },
  // The importers and the scorer are loaded only when a suite is scored (the report never loads them).
  score: async (suite, ctx) => (await import('./score.js')).scoreImported(suite, ctx),
  render: renderImported,
  // finalScore is the share of items passing every check: tested like a round, paired on item ids.
  gate: { finalScoreRounds: 'all' },
};
