// The flood-adaptation benchmark: runs the simulation on a provider's decisions (rule, replay or
// an OpenAI-compatible endpoint), writes the audit logs, the items file and the --record file,
// and reports the funnel, behaviour metrics and the final score (spec flood.md, results.md).
import type { Result } from '../../core/result.js';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Diagnostics, diagnostic } from '../../core/diagnostics.js';
import { progressOf } from '../../core/logger.js';
import { ProviderHealth, providerErrorProblem, providerPolicyOf } from '../../core/provider-health.js';
import { ioDiagnostic } from '../../json/read.js';
import { describeInput, displayPath, inputPath } from '../../results/inputs.js';
import { openItemsWriter, sideFileName, type ItemsWriter, type SideFiles } from '../../results/items.js';
import { emptySuite } from '../../results/suite.js';
import type { Diagnostic, Suite } from '../../results/types.js';
import { validateValue } from '../../schemas/registry.js';
import type { ScoreContext, SuiteConfig } from '../types.js';
import { OPENAI_DEFAULTS, type FloodSuiteConfig } from './config.js';
import { scoreAudit } from './audit-mode.js';
import { FAILED_DECISION_DIAGNOSTICS, failedDecisionDiagnostic, writeDecisionItem } from './funnel.js';
import { JsonlWriter } from './jsonl.js';
import { computeFloodResults } from './metrics.js';
import { generatePopulation, loadProfiles, type Household } from './population.js';
import { createStream } from './prng.js';
import { createOpenAiProvider } from './providers/openai.js';
import { createReplayProvider, loadReplay } from './providers/replay.js';
import { createResumeProvider } from './providers/resume.js';
import { createRuleProvider } from './providers/rule.js';
import type { Provider, ProviderName } from './providers/types.js';
import { loadScenario, type MemoryVersion, type Scenario } from './scenario.js';
import { AGENT_TYPES } from './types.js';
import { runWorld, type WorldSinks } from './world.js';

/**
 * Where the audit logs go: `auditOut` (the institution log beside it, its name with
 * `skill_audit` → `institution_audit`, else `<name>.institution.jsonl`), or next to the results
 * document as `<results>.<suiteId>.skill_audit.jsonl` / `….institution_audit.jsonl`; null: not written.
 */
export function auditPaths(auditOut: string | null, side: SideFiles | null, suiteId: string): { skill: string; institution: string } | null {
  if (auditOut !== null) {
    const dir = path.dirname(auditOut);
    const base = path.basename(auditOut);
    const at = base.lastIndexOf('skill_audit');
    const institution =
      at >= 0 ? `${base.slice(0, at)}institution_audit${base.slice(at + 'skill_audit'.length)}` : `${base.replace(/\.jsonl?$/i, '')}.institution.jsonl`;
    return { skill: auditOut, institution: path.join(dir, institution) };
  }
  if (side === null) return null;
  return { skill: path.join(side.dir, sideFileName(side, suiteId, 'skill_audit.jsonl')), institution: path.join(side.dir, sideFileName(side, suiteId, 'institution_audit.jsonl')) };
}

/** The provider the config names, or the problem that makes the suite an error. */
async function buildProvider(
  config: FloodSuiteConfig,
  scenario: Scenario,
  ctx: ScoreContext,
  suite: Suite,
): Promise<Result<Provider>> {
  const name = config.provider ?? 'rule';
  if (name === 'rule') return { ok: true, value: createRuleProvider() };
  if (name === 'replay') {
    const named = await inputPath(ctx, config.replay as string);
    if (!named.ok) return named;
    const file = named.value;
    const loaded = await loadReplay(file);
    if (!loaded.ok) return loaded;
    suite.inputs.push(await describeInput(file, loaded.value.lines));
    return { ok: true, value: createReplayProvider(loaded.value) };
  }
  let apiKey: string | null = null;
  if (config.apiKeyEnv !== undefined) {
    apiKey = ctx.env[config.apiKeyEnv] ?? '';
    if (apiKey === '') {
      return { ok: false, diagnostics: [diagnostic({ code: 'usage', field: 'apiKeyEnv', message: `environment variable ${config.apiKeyEnv} (--api-key-env) is not set` })] };
    }
  }
  const live = createOpenAiProvider({
    baseUrl: config.baseUrl as string,
    model: config.model as string,
    apiKey,
    temperature: config.temperature ?? OPENAI_DEFAULTS.temperature,
    seed: config.seed ?? scenario.seed,
    maxTokens: config.maxTokens ?? OPENAI_DEFAULTS.maxTokens,
    timeoutS: config.timeoutS ?? OPENAI_DEFAULTS.timeoutS,
    concurrency: config.concurrency ?? OPENAI_DEFAULTS.concurrency,
    retries: config.retries ?? OPENAI_DEFAULTS.retries,
    jitter: createStream(scenario.seed, 'jitter'),
    health: new ProviderHealth(providerPolicyOf(config).maxConsecutiveProviderFailures),
    signal: ctx.signal,
  });
  if (config.resume !== true) return { ok: true, value: live };
  return resumeFrom(path.resolve(ctx.baseDir, config.record as string), live, ctx);
}

/** `--resume`: the interrupted run's record file answers what it holds; nothing recorded yet: a fresh run. */
async function resumeFrom(file: string, live: Provider, ctx: ScoreContext): Promise<Result<Provider>> {
  if (!existsSync(file)) {
    ctx.log.info(`flood: --resume: ${displayPath(file)} does not exist yet, so every attempt is asked`);
    return { ok: true, value: live };
  }
  const loaded = await loadReplay(file);
  if (!loaded.ok) {
    if (loaded.diagnostics.every((d) => d.code === 'empty-file')) return { ok: true, value: live };
    return loaded;
  }
  ctx.log.info(`flood: --resume: ${loaded.value.lines} recorded attempts in ${displayPath(file)} are replayed; the rest is asked`);
  return { ok: true, value: createResumeProvider(loaded.value, live) };
}

/** Audit logs, items file and record file of one run; every write problem is reported, not thrown. */
class RunFiles {
  private constructor(
    readonly skill: JsonlWriter | null,
    readonly institution: JsonlWriter | null,
    readonly record: JsonlWriter | null,
    readonly items: ItemsWriter | null,
  ) {}

  static open(config: FloodSuiteConfig, ctx: ScoreContext): RunFiles {
    const audit = auditPaths(config.auditOut === undefined ? null : path.resolve(ctx.baseDir, config.auditOut), ctx.sideFiles, config.id);
    return new RunFiles(
      audit === null ? null : new JsonlWriter(audit.skill),
      audit === null ? null : new JsonlWriter(audit.institution),
      config.record === undefined ? null : new JsonlWriter(path.resolve(ctx.baseDir, config.record)),
      openItemsWriter(ctx.sideFiles, config.id),
    );
  }

  async close(): Promise<Diagnostic[]> {
    const problems: Diagnostic[] = [];
    for (const writer of [this.skill, this.institution, this.record]) {
      const error = writer === null ? null : await writer.close();
      if (error !== null && writer !== null) problems.push(ioDiagnostic(writer.file, error));
    }
    await this.items?.close();
    return problems;
  }

  /**
   * The run was stopped (signal, deadline): the record file keeps every attempt made so far (the
   * input of `--resume`); the audit logs and the items file of an unfinished run are dropped.
   */
  async stop(): Promise<Diagnostic[]> {
    const error = this.record === null ? null : await this.record.close();
    for (const writer of [this.skill, this.institution]) await writer?.discard();
    await this.items?.discard();
    return error !== null && this.record !== null ? [ioDiagnostic(this.record.file, error)] : [];
  }
}

async function loadHouseholds(scenario: Scenario, suite: Suite): Promise<Result<Household[], { warnings: Diagnostic[] }>> {
  if ('count' in scenario.households) {
    return { ok: true, value: generatePopulation(scenario.households.count, scenario.shares, createStream(scenario.seed, 'population')), warnings: [] };
  }
  const file = scenario.households.file;
  const loaded = await loadProfiles(file);
  if (loaded.ok) suite.inputs.push(await describeInput(file, loaded.value.length));
  return loaded;
}

/** Score one flood suite (loaded on demand by the plugin, index.ts: the report never loads it). */
export async function scoreFlood(suiteConfig: SuiteConfig, ctx: ScoreContext): Promise<Suite> {
  const config = suiteConfig as FloodSuiteConfig;
  const invalid = validateValue('flood-suite', suiteConfig);
  if (invalid.length > 0) {
    const bad = emptySuite({ ...config, task: null });
    bad.status = 'error';
    bad.diagnostics = invalid.map((v) => diagnostic({ code: 'config', pointer: v.pointer, message: `suite ${config.id}: ${v.message}` }));
    return bad;
  }
  if (config.audit !== undefined) return scoreAudit(config.audit, config, ctx);
  const diagnostics = new Diagnostics();
  const suite = emptySuite(config);
  const fail = (found: readonly Diagnostic[]): Suite => {
    found.forEach((d) => diagnostics.add(d));
    suite.status = 'error';
    suite.diagnostics = diagnostics.finish();
    return suite;
  };
  if (ctx.shard !== null && ctx.shard.index !== 1) {
    // Not splittable: the whole simulation runs in shard 1.
    suite.status = 'skipped';
    return suite;
  }

  const namedScenario = config.scenario === undefined ? null : await inputPath(ctx, config.scenario);
  if (namedScenario !== null && !namedScenario.ok) return fail(namedScenario.diagnostics);
  const scenarioFile = namedScenario?.value ?? null;
  const loadedScenario = await loadScenario(scenarioFile);
  if (!loadedScenario.ok) return fail(loadedScenario.diagnostics);
  const scenario: Scenario = { ...loadedScenario.value, memory: config.task ?? loadedScenario.value.memory };
  suite.task = scenario.memory;
  loadedScenario.warnings.forEach((d) => diagnostics.add(d));
  if (scenarioFile !== null) suite.inputs.push(await describeInput(scenarioFile, null));

  const population = await loadHouseholds(scenario, suite);
  if (!population.ok) return fail(population.diagnostics);
  population.warnings.forEach((d) => diagnostics.add(d));
  const built = await buildProvider(config, scenario, ctx, suite);
  if (!built.ok) return fail(built.diagnostics);
  const provider = built.value;

  const files = RunFiles.open(config, ctx);
  let failedShown = 0;
  const sinks: WorldSinks = {
    decision: async ({ audit, judgement, finalText, providerError }) => {
      const id = `${audit.year}/${audit.agent_id}`;
      await files.skill?.write(audit);
      // A decision the provider never answered is not an item of the model (not in `total` either):
      // a paired gate test must not count it as newly failing. The audit log keeps it.
      if (files.items !== null && !providerError) await writeDecisionItem(files.items, id, judgement, null);
      if (!judgement.validated && failedShown < FAILED_DECISION_DIAGNOSTICS) {
        failedShown += 1;
        diagnostics.add(failedDecisionDiagnostic(id, judgement, finalText));
      }
    },
    institution: (record) => files.institution?.write(record),
    attempt: (record) => files.record?.write(record),
  };
  ctx.log.info(`flood: ${population.value.length} households × ${scenario.years} years, provider ${provider.name}, memory ${scenario.memory}`);
  const ticker = progressOf(ctx.log).start(config.id, population.value.length * scenario.years, 'decisions');
  let world: Awaited<ReturnType<typeof runWorld>>;
  try {
    world = await runWorld({ scenario, households: population.value, provider, sinks, progress: ticker });
  } finally {
    ticker.done();
  }
  await provider.close?.();
  if (!world.ok && 'stopped' in world) {
    // Stopped by the run signal: the run drops this suite; only the record file is kept.
    await files.stop();
    return suite;
  }
  // What the live requests of this run cost, also when the suite ends as an error (a 401, the breaker).
  const usage = provider.usage?.();
  if (usage !== undefined) suite.usage = usage;
  const writeProblems = await files.close();
  provider.warnings().forEach((d) => diagnostics.add(d));
  // Logged, not a diagnostic: a resumed run's document equals an uninterrupted one's.
  if ('stats' in provider) {
    const stats = (provider as ReturnType<typeof createResumeProvider>).stats;
    ctx.log.info(`flood: resumed: ${stats.replayed} attempts replayed from the record file, ${stats.asked} asked`);
  }
  if (!world.ok) return fail([...world.diagnostics, ...writeProblems, ...recordHint(config, ctx)]);
  if (writeProblems.length > 0) return fail(writeProblems);
  const inputProblems = provider.inputProblems?.() ?? [];
  if (inputProblems.length > 0) return fail(inputProblems);
  if (files.items !== null) suite.itemsFile = files.items.relPath;

  // A decision the provider never answered (every attempt a provider error) is not a model failure:
  // it is counted apart and left out of the rounds and metrics (results.md "Fail closed").
  const answered = world.value.decisions.filter((d) => d.providerError !== true);
  const providerErrors = world.value.decisions.length - answered.length + world.value.institutionProviderErrors;
  const results = computeFloodResults({ years: scenario.years, decisions: answered, households: world.value.households, institutions: world.value.institutions });
  results.warnings.forEach((w) => diagnostics.add({ severity: 'warning', code: w.code, message: w.message }));
  suite.total = answered.length;
  suite.rounds = results.rounds;
  suite.series = results.series;
  suite.counts = provider.name === 'openai' || providerErrors > 0 ? { ...results.counts, provider_errors: providerErrors } : results.counts;
  suite.metrics = results.metrics;
  suite.finalScore = results.finalScore;
  const asked = world.value.decisions.length + world.value.institutions.outputs;
  const unmeasured = providerErrorProblem(providerErrors, asked, providerPolicyOf(config), 'decisions (households and institutions)');
  if (unmeasured !== null) {
    diagnostics.add(unmeasured);
    recordHint(config, ctx).forEach((d) => diagnostics.add(d));
    suite.status = 'error';
  }
  const byType = Object.fromEntries(AGENT_TYPES.map((t) => [t, population.value.filter((h) => h.agentType === t).length]));
  const audit = auditPaths(config.auditOut === undefined ? null : path.resolve(ctx.baseDir, config.auditOut), ctx.sideFiles, config.id);
  suite.details = {
    provider: provider.name,
    memory: scenario.memory,
    seed: scenario.seed,
    years: scenario.years,
    floodYears: world.value.years.filter((y) => y.flood).map((y) => y.year),
    population: { households: population.value.length, byType },
    institutions: world.value.years,
    auditFiles: audit === null ? null : { skill: shownFrom(ctx.sideFiles, audit.skill), institution: shownFrom(ctx.sideFiles, audit.institution) },
  };
  suite.diagnostics = diagnostics.finish();
  return suite;
}

/** Where the attempts made are kept, for a suite that ended early. */
function recordHint(config: FloodSuiteConfig, ctx: ScoreContext): Diagnostic[] {
  if (config.record === undefined) return [diagnostic({ severity: 'info', code: 'resume-hint', message: 'run with --record FILE to keep every attempt, and --resume to go on from it next time' })];
  return [diagnostic({ severity: 'info', code: 'resume-hint', file: displayPath(path.resolve(ctx.baseDir, config.record)), message: 'every attempt made is in this record file: rerun with --resume to ask only for the rest' })];
}

/** A side file as the report shows it: relative to the results document when beside it. */
function shownFrom(side: SideFiles | null, file: string): string {
  const rel = side === null ? null : path.relative(side.dir, file);
  return rel !== null && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep).join('/') : displayPath(file);
}

