// Suite options of the general task and the evaluator choice (spec: exit 2 with none of
// --api-url, TRANSIT_LM_API, --lines, or with both --api-url and --lines; no default URL).
import { diagnostic } from '../../../../core/diagnostics.js';
import { failure, success, type Result } from '../../../../core/result.js';
import type { ScoreContext, SuiteConfig } from '../../../types.js';
import { compatOf } from '../../input/options.js';
import type { Compat } from '../../reference/units.js';
import { checkBaseUrl, DEFAULT_BATCH_SIZE, DEFAULT_RETRIES, DEFAULT_TIMEOUT_S } from './remote.js';

export type EvaluatorSource = { kind: 'remote'; url: string; timeoutMs: number; retries: number } | { kind: 'lines'; file: string };

export interface GeneralOptions {
  input: string | string[];
  stations: string | null;
  compat: Compat;
  batchSize: number;
  evaluator: EvaluatorSource;
}

/** A usage error's text (generalOptions makes it the suite's `usage` diagnostic). */
type Usage = { error: string };

function optionalString(suite: SuiteConfig, key: string): string | null | Usage {
  const v = suite[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || v === '') return { error: `${key} must be a non-empty string` };
  return v;
}

function numberOption(suite: SuiteConfig, key: string, fallback: number, integer: boolean, min: number, strictMin: boolean): number | Usage {
  const v = suite[key];
  if (v === undefined || v === null) return fallback;
  const ok = typeof v === 'number' && Number.isFinite(v) && (!integer || Number.isInteger(v)) && (strictMin ? v > min : v >= min);
  if (ok) return v;
  return { error: `${key} must be ${integer ? 'an integer' : 'a number'} ${strictMin ? '>' : '≥'} ${min}, is ${JSON.stringify(v)}` };
}

/** Options of a general suite, or the `usage` diagnostic that makes the suite `status: "error"`. */
export function generalOptions(suite: SuiteConfig, env: ScoreContext['env']): Result<GeneralOptions> {
  const options = readOptions(suite, env);
  if ('error' in options) return failure(diagnostic({ code: 'usage', message: `suite ${JSON.stringify(suite.id)}: ${options.error}` }));
  return success(options);
}

function readOptions(suite: SuiteConfig, env: ScoreContext['env']): GeneralOptions | Usage {
  const input = suite.input;
  if (!(typeof input === 'string' || (Array.isArray(input) && input.every((x) => typeof x === 'string')))) {
    return { error: 'input (the evaluation CSV) is required' };
  }
  const strings: Record<'stations' | 'apiUrl' | 'lines', string | null> = { stations: null, apiUrl: null, lines: null };
  for (const key of ['stations', 'apiUrl', 'lines'] as const) {
    const v = optionalString(suite, key);
    if (v !== null && typeof v === 'object') return v;
    strings[key] = v;
  }
  const batchSize = numberOption(suite, 'batchSize', DEFAULT_BATCH_SIZE, true, 1, false);
  if (typeof batchSize === 'object') return batchSize;
  const timeoutS = numberOption(suite, 'timeoutS', DEFAULT_TIMEOUT_S, false, 0, true);
  if (typeof timeoutS === 'object') return timeoutS;
  const retries = numberOption(suite, 'retries', DEFAULT_RETRIES, true, 0, false);
  if (typeof retries === 'object') return retries;
  const common = { input: input as string | string[], stations: strings.stations, compat: compatOf(suite), batchSize };
  if (strings.apiUrl !== null && strings.lines !== null) return { error: 'give either --api-url (apiUrl) or --lines (lines), not both' };
  if (strings.lines !== null) {
    if (strings.stations === null) return { error: '--lines needs --stations (transfers and grounding use the station file)' };
    return { ...common, evaluator: { kind: 'lines', file: strings.lines } };
  }
  const envUrl = env.TRANSIT_LM_API;
  const url = strings.apiUrl ?? (envUrl !== undefined && envUrl !== '' ? envUrl : null);
  if (url === null) return { error: 'general mode needs an evaluator: --api-url URL, the TRANSIT_LM_API environment variable, or --lines line_info.csv' };
  const bad = checkBaseUrl(url);
  if (bad !== null) return { error: `evaluator URL ${bad}` };
  return { ...common, evaluator: { kind: 'remote', url, timeoutMs: timeoutS * 1000, retries } };
}
