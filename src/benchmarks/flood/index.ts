// The flood-adaptation benchmark: runs the simulation on a provider's decisions (rule, replay or
// an OpenAI-compatible endpoint), writes the audit logs, the items file and the --record file,
// and reports the funnel, behaviour metrics and the final score (spec flood.md, results.md).
import { diagnostic } from '../../core/diagnostics.js';
import { failure, success } from '../../core/result.js';
import type { Benchmark, SuiteCandidate } from '../../plugin/benchmark.js';
import type { FloodSuiteConfig } from './config.js';
import type { FloodSuiteKeys } from './suite-config.js';
import { renderFlood } from './render.js';
import { FLOOD_STARTER } from './starter.js';

/** A `type: 'string'` flag's value as yargs gives it: a string, or the strings of a repeated flag (comma-joined). */
function flagText(value: unknown): string {
  if (typeof value === 'string') return value;
  return Array.isArray(value) ? value.join(',') : JSON.stringify(value);
}

export type { FloodSuiteConfig } from './config.js';

function usage(message: string) {
  return failure(diagnostic({ code: 'usage', message }));
}

const CONFIG_FLAGS: readonly (readonly [flag: string, key: keyof FloodSuiteKeys])[] = [
  ['scenario', 'scenario'],
  ['provider', 'provider'],
  ['replay', 'replay'],
  ['record', 'record'],
  ['auditOut', 'auditOut'],
  ['baseUrl', 'baseUrl'],
  ['model', 'model'],
  ['apiKeyEnv', 'apiKeyEnv'],
  ['temperature', 'temperature'],
  ['seed', 'seed'],
  ['maxTokens', 'maxTokens'],
  ['timeoutS', 'timeoutS'],
  ['concurrency', 'concurrency'],
  ['retries', 'retries'],
  ['maxResponseBytes', 'maxResponseBytes'],
  ['maxProviderErrorRate', 'maxProviderErrorRate'],
  ['maxConsecutiveProviderFailures', 'maxConsecutiveProviderFailures'],
  ['repeats', 'repeats'],
];

export const floodBenchmark: Benchmark<FloodSuiteConfig> = {
  id: 'flood',
  title: 'Flood adaptation (multi-agent)',
  suiteSchemaId: 'flood-suite',
  detailsSchemaId: 'flood-details',
  splittable: false,
  scorerVersion: 1,
  // Once one decision differs the two simulations diverge: a household id is not the same trial.
  gate: { unpaired: true },
  // `resume` is refused in a config (score.ts), but stays here: a refused key must not change the hash.
  transportKeys: [
    'baseUrl',
    'apiKeyEnv',
    'timeoutS',
    'concurrency',
    'retries',
    'maxResponseBytes',
    'record',
    'auditOut',
    'resume',
    'maxProviderErrorRate',
    'maxConsecutiveProviderFailures',
  ],
  // A replayed record and another simulator's audit log are the decisions under test.
  outputKeys: ['replay', 'audit'],
  // --resume goes on from the record file of an interrupted live run.
  resumable: (suite) => suite.provider === 'openai' && suite.record !== undefined,
  starter: FLOOD_STARTER,
  repeats: {
    // Only a live model samples: the rule and replay providers give the same decisions every time.
    whyNotRepeatable: (suite) =>
      suite.audit !== undefined
        ? 'an audit log is scored as it is: there is nothing to run again'
        : suite.provider === 'openai'
          ? null
          : `provider ${suite.provider ?? 'rule'} is deterministic: every repeat would give the same decisions (repeats need provider openai)`,
    seedOf: (suite) => (typeof suite.details?.samplingSeed === 'number' ? suite.details.samplingSeed : undefined),
  },
  isLive: (suite) => suite.audit === undefined && suite.provider === 'openai',
  secrets: (suite, env) => {
    const name = suite.apiKeyEnv;
    const value = name === undefined ? undefined : env[name];
    return value === undefined || value === '' ? [] : [value];
  },
  cli: {
    describe:
      "Run the flood-adaptation simulation on a model's decisions (rule, replay or OpenAI-compatible), or score a skill_audit.jsonl",
    examples: [
      [
        '$0 score flood --scenario scenario.json --provider rule --out results.json',
        'run the deterministic rule policy',
      ],
      [
        '$0 score flood --scenario scenario.json --provider replay --replay rec.jsonl --out results.json',
        'replay recorded model outputs',
      ],
      [
        '$0 score flood --scenario scenario.json --provider openai --base-url http://localhost:11434/v1 --model llama3 --record rec.jsonl --out results.json',
        'ask a live OpenAI-compatible endpoint and record every attempt',
      ],
      ['$0 score flood --audit skill_audit.jsonl --out results.json', "score another simulator's audit log"],
    ],
    flags: {
      scenario: { type: 'string', describe: 'Scenario JSON (every field optional)' },
      provider: { type: 'string', choices: ['rule', 'replay', 'openai'], describe: 'Who decides (default rule)' },
      replay: { type: 'string', describe: 'Recorded attempts (JSONL) for --provider replay' },
      record: { type: 'string', describe: 'Write every provider attempt to this JSONL (replays bit for bit)' },
      'audit-out': {
        type: 'string',
        describe: 'Household audit log (default next to --out); the institution log goes beside it',
      },
      'base-url': { type: 'string', describe: 'OpenAI-compatible base URL, e.g. http://localhost:11434/v1' },
      model: { type: 'string', describe: 'Model name sent to the endpoint' },
      'api-key-env': { type: 'string', describe: 'Environment variable holding the API key' },
      temperature: { type: 'number', describe: 'Sampling temperature (default 0)' },
      seed: { type: 'number', describe: 'Sampling seed sent to the endpoint (default: the scenario seed)' },
      'max-tokens': { type: 'number', describe: 'max_tokens per reply (default 1024)' },
      'timeout-s': { type: 'number', describe: 'Per-request timeout in seconds (default 60)' },
      concurrency: { type: 'number', describe: 'Requests in flight (default 4)' },
      retries: { type: 'number', describe: 'Transport retries per attempt (default 4)' },
      audit: { type: 'string', describe: 'Score this skill_audit.jsonl instead of running the simulation' },
      'max-response-bytes': {
        type: 'number',
        describe: 'Largest model response body read, in bytes (default 16 MiB); a longer one is a provider error',
      },
      resume: {
        type: 'boolean',
        describe:
          'Go on from the --record file of an interrupted run of the same settings: replay what it holds, ask only for the rest (provider openai)',
      },
      'max-provider-error-rate': {
        type: 'number',
        describe: 'Share of decisions that may get no answer from the provider while the suite stays ok (default 0)',
      },
      repeats: {
        type: 'number',
        describe: 'Run the simulation N times, each with its own sampling seed (provider openai; docs/repeats.md)',
      },
      'max-consecutive-provider-failures': {
        type: 'number',
        describe: 'Failed attempts in a row after which no more requests are sent; the suite is an error (default 10)',
      },
    },
    toSuiteConfig(flags) {
      const suite: SuiteCandidate = { id: 'flood', benchmark: 'flood' };
      if (flags.audit !== undefined) {
        const extra = [...CONFIG_FLAGS.map(([flag]) => flag), 'resume'].filter((flag) => flags[flag] !== undefined);
        if (extra.length > 0) return usage(`score flood --audit takes no simulation flags (got ${extra.join(', ')})`);
        suite.audit = flagText(flags.audit);
        return success(suite);
      }
      const provider = flags.provider ?? 'rule';
      if (provider === 'replay' && flags.replay === undefined)
        return usage('score flood --provider replay needs --replay FILE');
      if (provider !== 'replay' && flags.replay !== undefined) return usage('--replay needs --provider replay');
      if (provider === 'openai' && (flags.baseUrl === undefined || flags.model === undefined))
        return usage('score flood --provider openai needs --base-url and --model');
      // --resume is an option of this run (ScoreContext.resume), not a key of the suite.
      if (flags.resume === true && (provider !== 'openai' || flags.record === undefined))
        return usage('--resume needs --provider openai and --record FILE (the record file of the interrupted run)');
      for (const [flag, key] of CONFIG_FLAGS) {
        const value = flags[flag];
        if (value === undefined) continue;
        if (typeof value === 'number' && !Number.isFinite(value))
          return usage(`--${flag.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} must be a number`);
        suite[key] = value;
      }
      return success(suite);
    },
  },
  // The scorer (simulation, providers, audit mode) is loaded only when a suite is scored.
  score: async (suite, ctx) => (await import('./score.js')).scoreFlood(suite, ctx),
  render: renderFlood,
};
