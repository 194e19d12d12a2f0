// Suite options of the general task and the evaluator choice (spec: exit 2 with none of
// --api-url, TRANSIT_LM_API, --lines, or with both --api-url and --lines; no default URL).
import { diagnostic } from '../../../../core/diagnostics.js';
import { failure, success, type Result } from '../../../../core/result.js';
import type { ScoreContext } from '../../../../plugin/benchmark.js';
import { compatOf, type TransitSuiteConfig } from '../../input/options.js';
import type { Compat } from '../../reference/units.js';
import { checkBaseUrl, DEFAULT_BATCH_SIZE, DEFAULT_RETRIES, DEFAULT_TIMEOUT_S } from './remote.js';

export type EvaluatorSource =
  { kind: 'remote'; url: string; timeoutMs: number; retries: number } | { kind: 'lines'; file: string };

export interface GeneralOptions {
  input: string | string[];
  stations: string | null;
  compat: Compat;
  batchSize: number;
  evaluator: EvaluatorSource;
}

/** A usage error's text (generalOptions makes it the suite's `usage` diagnostic). */
interface Usage {
  error: string;
}

/** Options of a general suite, or the `usage` diagnostic that makes the suite `status: "error"`. */
export function generalOptions(suite: TransitSuiteConfig, env: ScoreContext['env']): Result<GeneralOptions> {
  const options = readOptions(suite, env);
  if ('error' in options)
    return failure(diagnostic({ code: 'usage', message: `suite ${JSON.stringify(suite.id)}: ${options.error}` }));
  return success(options);
}

/**
 * The suite's keys are as the transitlm-suite schema lets them through (validated once, with the
 * config): only what the schema cannot say is checked here. The defaults are the schema's.
 */
function readOptions(suite: TransitSuiteConfig, env: ScoreContext['env']): GeneralOptions | Usage {
  const input = suite.input;
  // Absent only with `replicates`, which the runner scores one file at a time as `input`.
  if (input === undefined) return { error: 'no input given' };
  const strings = { stations: suite.stations ?? null, apiUrl: suite.apiUrl ?? null, lines: suite.lines ?? null };
  const batchSize = suite.batchSize ?? DEFAULT_BATCH_SIZE;
  const timeoutS = suite.timeoutS ?? DEFAULT_TIMEOUT_S;
  const retries = suite.retries ?? DEFAULT_RETRIES;
  const common = { input, stations: strings.stations, compat: compatOf(suite), batchSize };
  if (strings.apiUrl !== null && strings.lines !== null)
    return { error: 'give either --api-url (apiUrl) or --lines (lines), not both' };
  if (strings.lines !== null) {
    if (strings.stations === null)
      return { error: '--lines needs --stations (transfers and grounding use the station file)' };
    return { ...common, evaluator: { kind: 'lines', file: strings.lines } };
  }
  const envUrl = env.TRANSIT_LM_API;
  const url = strings.apiUrl ?? (envUrl !== undefined && envUrl !== '' ? envUrl : null);
  if (url === null)
    return {
      error:
        'general mode needs an evaluator: --api-url URL, the TRANSIT_LM_API environment variable, or --lines line_info.csv',
    };
  const bad = checkBaseUrl(url);
  if (bad !== null) return { error: `evaluator URL ${bad}` };
  return { ...common, evaluator: { kind: 'remote', url, timeoutMs: timeoutS * 1000, retries } };
}
