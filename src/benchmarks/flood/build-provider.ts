// The provider a flood suite names (rule, replay, openai), the settings its record file carries,
// and, with `--resume`, the interrupted run's record it goes on from. Nothing is written here: a
// record file that the run may not touch is refused before any writer opens.
import { diagnostic } from '../../core/diagnostics.js';
import { ProviderHealth, providerPolicyOf } from '../../core/provider-health.js';
import { failure, success, type Result } from '../../core/result.js';
import { configPath, describeInput, displayPath, inputPath } from '../../results/inputs.js';
import type { Suite } from '../../results/types.js';
import { repeatFileName } from '../../results/items.js';
import { repeatSeed } from '../../results/repeats.js';
import type { ScoreContext } from '../../plugin/benchmark.js';
import { OPENAI_DEFAULTS, type FloodSuiteConfig } from './config.js';
import { createStream } from './prng.js';
import { PROMPT_VERSION } from './prompts.js';
import { createOpenAiProvider, DEAD_AFTER_REQUESTS } from './providers/openai.js';
import { createReplayProvider, loadReplay, type ReplayFile } from './providers/replay.js';
import { createResumeProvider, type ResumeStats } from './providers/resume.js';
import { createRuleProvider } from './providers/rule.js';
import { settingsBaseUrl, type RecordSettings } from './providers/settings.js';
import type { Provider } from './providers/types.js';
import { planRecord } from './run-files.js';
import type { Scenario } from './scenario.js';

export interface BuiltProvider {
  provider: Provider;
  /** What decides its answers: the record file's settings line. */
  settings: RecordSettings;
  /** Asks a model over the network (provider openai). */
  live: boolean;
  /** The interrupted run's record this run goes on from (`--resume`), else null. */
  resumeFrom: ReplayFile | null;
  /** How the resumed run used it; null when not resuming. */
  resumed: ResumeStats | null;
}

/** The record file's absolute path (repeat k's own, `….r<k>.jsonl`, docs/repeats.md), or null without `record`. */
export function recordPath(config: FloodSuiteConfig, ctx: ScoreContext): string | null {
  return config.record === undefined ? null : repeatFileName(configPath(ctx.baseDir, config.record), ctx.repeat);
}

/** The record file (if any) checked against the settings: null to write anew, the old record to resume, or a refusal. */
async function checkRecord(
  config: FloodSuiteConfig,
  ctx: ScoreContext,
  settings: RecordSettings,
  live: boolean,
): Promise<Result<ReplayFile | null>> {
  const file = recordPath(config, ctx);
  const resume = live && ctx.resume === true;
  if (file === null) {
    if (resume)
      ctx.log.info(`flood: --resume: suite ${config.id} has no record file (record), so every attempt is asked`);
    return success(null);
  }
  return planRecord(file, settings, { resume, live }, ctx.log);
}

async function ruleOrReplay(
  config: FloodSuiteConfig,
  ctx: ScoreContext,
  suite: Suite,
  scenarioHash: string,
): Promise<Result<BuiltProvider>> {
  if ((config.provider ?? 'rule') === 'rule') {
    const settings: RecordSettings = { provider: 'rule', scenarioHash };
    const checked = await checkRecord(config, ctx, settings, false);
    return checked.ok
      ? success({ provider: createRuleProvider(), settings, live: false, resumeFrom: null, resumed: null })
      : checked;
  }
  const named = await inputPath(ctx, config.replay!);
  if (!named.ok) return named;
  const loaded = await loadReplay(named.value);
  if (!loaded.ok) return loaded;
  suite.inputs.push(await describeInput('output', named.value, loaded.value.lines));
  // Replayed answers are the recorded run's: its settings, as long as they are of this scenario.
  const source = loaded.value.header?.settings;
  const settings: RecordSettings =
    source?.scenarioHash === scenarioHash ? source : { provider: 'replay', scenarioHash };
  const checked = await checkRecord(config, ctx, settings, false);
  return checked.ok
    ? success({ provider: createReplayProvider(loaded.value), settings, live: false, resumeFrom: null, resumed: null })
    : checked;
}

/** `timeScale` from BENCH_CHECK_FLOOD_RETRY_SCALE (docs/maintainers.md); anything but a number ≥ 0 is ignored. */
function retryScaleOf(env: ScoreContext['env']): { timeScale?: number } {
  const text = env.BENCH_CHECK_FLOOD_RETRY_SCALE?.trim();
  return text !== undefined && /^\d+(\.\d+)?$/.test(text) ? { timeScale: Number(text) } : {};
}

/** The provider the config names, or the problem that makes the suite an error. */
export async function buildProvider(
  config: FloodSuiteConfig,
  scenario: Scenario,
  scenarioHash: string,
  ctx: ScoreContext,
  suite: Suite,
): Promise<Result<BuiltProvider>> {
  if ((config.provider ?? 'rule') !== 'openai') return ruleOrReplay(config, ctx, suite, scenarioHash);
  let apiKey: string | null = null;
  if (config.apiKeyEnv !== undefined) {
    apiKey = ctx.env[config.apiKeyEnv] ?? '';
    if (apiKey === '')
      return failure(
        diagnostic({
          code: 'usage',
          field: 'apiKeyEnv',
          message: `environment variable ${config.apiKeyEnv} (--api-key-env) is not set`,
        }),
      );
  }
  const sampling = {
    temperature: config.temperature ?? OPENAI_DEFAULTS.temperature,
    // Repeat k of `repeats: N` samples with its own seed; the world (scenario) stays the same.
    seed: repeatSeed(config.seed ?? scenario.seed, ctx.repeat ?? 1),
    maxTokens: config.maxTokens ?? OPENAI_DEFAULTS.maxTokens,
  };
  const { baseUrl, model } = config;
  // The suite schema requires both with `provider: openai` (validated with the config); a caller that skipped that is a bug.
  if (baseUrl === undefined || model === undefined)
    throw new Error('flood: provider openai without baseUrl or model (the suite config was not validated)');
  const settings: RecordSettings = {
    provider: 'openai',
    scenarioHash,
    model,
    baseUrl: settingsBaseUrl(baseUrl),
    ...sampling,
    promptVersion: PROMPT_VERSION,
  };
  const checked = await checkRecord(config, ctx, settings, true);
  if (!checked.ok) return checked;
  const policy = providerPolicyOf(config);
  const live = createOpenAiProvider({
    baseUrl,
    model,
    apiKey,
    ...sampling,
    timeoutS: config.timeoutS ?? OPENAI_DEFAULTS.timeoutS,
    concurrency: config.concurrency ?? OPENAI_DEFAULTS.concurrency,
    retries: config.retries ?? OPENAI_DEFAULTS.retries,
    maxResponseBytes: config.maxResponseBytes ?? OPENAI_DEFAULTS.maxResponseBytes,
    jitter: createStream(scenario.seed, 'jitter'),
    // For tests: BENCH_CHECK_FLOOD_RETRY_SCALE (a number ≥ 0) multiplies the retries' waits (backoff, Retry-After).
    ...retryScaleOf(ctx.env),
    health: new ProviderHealth(policy.maxConsecutiveProviderFailures),
    deadAfter: Math.min(DEAD_AFTER_REQUESTS, policy.maxConsecutiveProviderFailures),
    signal: ctx.signal,
    warn: (message) => ctx.log.warn(`${config.id}: ${message}`),
  });
  const old = checked.value;
  if (old === null) return success({ provider: live, settings, live: true, resumeFrom: null, resumed: null });
  const resumed = createResumeProvider(old, live);
  const errors = old.lines - resumed.stats.recorded;
  ctx.log.info(
    `flood: --resume: ${displayPath(old.file)} holds ${old.lines} attempts of the same settings: ${resumed.stats.recorded} answers are replayed` +
      `${errors > 0 ? `, ${errors} provider errors are asked again` : ''}; what it does not hold is asked`,
  );
  return success({ provider: resumed, settings, live: true, resumeFrom: old, resumed: resumed.stats });
}
