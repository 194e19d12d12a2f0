// The flood-adaptation benchmark: runs the simulation on a provider's decisions (rule, replay or
// an OpenAI-compatible endpoint), writes the audit logs, the items file and the --record file,
// and reports the funnel, behaviour metrics and the final score (spec flood.md, results.md).
import { success, type Result } from '../../core/result.js';
import path from 'node:path';
import { Diagnostics, diagnostic, formatDiagnostic, type DiagnosticInit } from '../../core/diagnostics.js';
import { progressOf } from '../../core/logger.js';
import { providerErrorProblem, providerPolicyOf } from '../../core/provider-health.js';
import { configPath, describeInput, displayPath, inputPath } from '../../results/inputs.js';
import { openItemsWriter, repeatFileName, sideFileName, type SideFiles } from '../../results/items.js';
import { emptySuite } from '../../results/suite.js';
import { applyUsage, UsageCollector, usageUnavailable } from '../../results/usage.js';
import type { Diagnostic, Suite } from '../../results/types.js';
import type { ScoreContext } from '../../plugin/benchmark.js';
import { buildProvider, recordPath, type BuiltProvider } from './build-provider.js';
import type { FloodSuiteConfig } from './config.js';
import { scoreAudit } from './audit-mode.js';
import {
  FAILED_DECISION_DIAGNOSTICS,
  failedDecisionDiagnostic,
  failedInstitutionDiagnostic,
  writeDecisionItem,
  decisionDetail,
} from './funnel.js';
import { computeFloodResults } from './metrics.js';
import { generatePopulation, loadProfiles, type Household } from './population.js';
import { createStream } from './prng.js';
import { recordHeader, scenarioHash } from './providers/settings.js';
import { nothingAsked, RESUME_KEY_REFUSED, resumedLine, resumeHint, stopReason } from './resume-messages.js';
import { RunFiles } from './run-files.js';
import { loadScenario, type Scenario } from './scenario.js';
import { AGENT_TYPES } from './types.js';
import { runWorld, type WorldResult, type WorldRun, type WorldSinks } from './world.js';

/**
 * Where the audit logs go: `auditOut` (the institution log beside it, its name with
 * `skill_audit` → `institution_audit`, else `<name>.institution.jsonl`), or next to the results
 * document as `<results>.<suiteId>.skill_audit.jsonl` / `….institution_audit.jsonl`; null: not written.
 */
export function auditPaths(
  auditOut: string | null,
  side: SideFiles | null,
  suiteId: string,
): { skill: string; institution: string } | null {
  if (auditOut !== null) {
    const dir = path.dirname(auditOut);
    const base = path.basename(auditOut);
    const at = base.lastIndexOf('skill_audit');
    const institution =
      at >= 0
        ? `${base.slice(0, at)}institution_audit${base.slice(at + 'skill_audit'.length)}`
        : `${base.replace(/\.jsonl?$/i, '')}.institution.jsonl`;
    return { skill: auditOut, institution: path.join(dir, institution) };
  }
  if (side === null) return null;
  return {
    skill: path.join(side.dir, sideFileName(side, suiteId, 'skill_audit.jsonl')),
    institution: path.join(side.dir, sideFileName(side, suiteId, 'institution_audit.jsonl')),
  };
}

/** The households, and the profile file's content hash when they come from one (part of the scenario hash). */
async function loadHouseholds(
  scenario: Scenario,
  suite: Suite,
): Promise<Result<Household[], { warnings: Diagnostic[]; profileSha256: string | null }>> {
  if ('count' in scenario.households) {
    const households = generatePopulation(
      scenario.households.count,
      scenario.shares,
      createStream(scenario.seed, 'population'),
    );
    return { ok: true, value: households, warnings: [], profileSha256: null };
  }
  const file = scenario.households.file;
  const loaded = await loadProfiles(file);
  if (!loaded.ok) return loaded;
  const input = await describeInput('reference', file, loaded.value.length);
  suite.inputs.push(input);
  return { ...loaded, profileSha256: input.sha256 };
}

/** A suite that still has the retired `resume` key: refused, with what to do instead. */
function refusedResume(config: FloodSuiteConfig): Suite {
  const bad = emptySuite({ ...config, task: null });
  bad.status = 'error';
  bad.diagnostics = [
    diagnostic({ code: 'config', pointer: '/resume', message: `suite ${config.id}: ${RESUME_KEY_REFUSED}` }),
  ];
  return bad;
}

/** What a simulation runs on: the scenario, the households and the provider. */
interface Prepared {
  scenario: Scenario;
  households: Household[];
  built: BuiltProvider;
}

/** One flood suite being scored: what the steps below share. */
interface FloodRun {
  config: FloodSuiteConfig;
  ctx: ScoreContext;
  suite: Suite;
  diagnostics: Diagnostics;
}

/** Loads the scenario and the households and builds the provider; warnings go to `run.diagnostics`. */
async function prepareRun({ config, ctx, suite, diagnostics }: FloodRun): Promise<Result<Prepared>> {
  const namedScenario = config.scenario === undefined ? null : await inputPath(ctx, config.scenario);
  if (namedScenario !== null && !namedScenario.ok) return namedScenario;
  const scenarioFile = namedScenario?.value ?? null;
  const loadedScenario = await loadScenario(scenarioFile);
  if (!loadedScenario.ok) return loadedScenario;
  const scenario: Scenario = { ...loadedScenario.value, memory: config.task ?? loadedScenario.value.memory };
  suite.task = scenario.memory;
  loadedScenario.warnings.forEach((d) => diagnostics.add(d));
  if (scenarioFile !== null) suite.inputs.push(await describeInput('reference', scenarioFile, null));

  const population = await loadHouseholds(scenario, suite);
  if (!population.ok) return population;
  population.warnings.forEach((d) => diagnostics.add(d));
  const built = await buildProvider(config, scenario, scenarioHash(scenario, population.profileSha256), ctx, suite);
  if (!built.ok) return built;
  return success({ scenario, households: population.value, built: built.value });
}

/**
 * The world's sinks: audit logs, items (each with its usage, priced by `usage`) and record; the
 * first failed decisions and institution outputs kept.
 */
function runSinks(files: RunFiles, usage: UsageCollector): { sinks: WorldSinks; failures: DiagnosticInit[] } {
  // The first failed decisions and institution outputs, listed once the run has results to show.
  const failures: DiagnosticInit[] = [];
  const listed = { decisions: 0, institutions: 0 };
  const sinks: WorldSinks = {
    decision: async ({ audit: record, judgement, finalText, providerError, usage: spent }) => {
      const id = `${record.year}/${record.agent_id}`;
      await files.skill?.write(record);
      // A decision the provider never answered is not an item of the model (not in `total` either):
      // a paired gate test must not count it as newly failing, nor a list of failed decisions show it.
      // The audit log keeps it.
      if (providerError) return;
      const itemUsage = usage.item(spent);
      if (files.items !== null)
        await writeDecisionItem(files.items, id, judgement, null, {
          detail: decisionDetail(record, judgement.validated ? null : finalText),
          usage: itemUsage,
        });
      if (!judgement.validated && listed.decisions < FAILED_DECISION_DIAGNOSTICS) {
        listed.decisions += 1;
        failures.push(failedDecisionDiagnostic(id, judgement, finalText));
      }
    },
    institution: async (record) => {
      await files.institution?.write(record);
      const failed = failedInstitutionDiagnostic(record);
      if (failed !== null && listed.institutions < FAILED_DECISION_DIAGNOSTICS) {
        listed.institutions += 1;
        failures.push(failed);
      }
    },
    attempt: (record) => files.attempt(record),
  };
  return { sinks, failures };
}

/** Runs the years with a progress ticker. */
async function simulateFlood(run: FloodRun, prepared: Prepared, sinks: WorldSinks): Promise<WorldResult> {
  const { config, ctx } = run;
  const { scenario, households, built } = prepared;
  ctx.log.info(
    `flood: ${households.length} households × ${scenario.years} years, provider ${built.provider.name}, memory ${scenario.memory}`,
  );
  // Decisions, as the report counts them: one per active household and year (a total that shrinks as households leave).
  const ticker = progressOf(ctx.log).start(
    config.id,
    households.filter((h) => !h.relocated).length * scenario.years,
    'decisions',
  );
  try {
    return await runWorld({ scenario, households, provider: built.provider, sinks, progress: ticker });
  } finally {
    ticker.done();
  }
}

/** Score one flood suite (loaded on demand by the plugin, index.ts: the report never loads it). */
export async function scoreFlood(config: FloodSuiteConfig, ctx: ScoreContext): Promise<Suite> {
  // The suite was validated against its schema with the config (once); `resume` is let through by
  // the schema only to be refused here with what to do instead.
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one reader of the retired key: it refuses it
  if (config.resume !== undefined) return refusedResume(config);
  if (config.audit !== undefined) return scoreAudit(config.audit, config, ctx);
  const run: FloodRun = { config, ctx, suite: emptySuite(config), diagnostics: new Diagnostics() };
  const { suite } = run;
  if (ctx.shard !== null && ctx.shard.index !== 1) {
    // Not splittable: the whole simulation runs in shard 1.
    suite.status = 'skipped';
    return suite;
  }
  const prepared = await prepareRun(run);
  if (!prepared.ok) return failRun(run, prepared.diagnostics);
  const { provider, resumed, resumeFrom, settings } = prepared.value.built;

  const auditOut =
    config.auditOut === undefined ? null : repeatFileName(configPath(ctx.baseDir, config.auditOut), ctx.repeat);
  const audit = auditPaths(auditOut, ctx.sideFiles, config.id);
  const files = await RunFiles.open(
    { audit, record: recordPath(config, ctx), items: openItemsWriter(ctx.sideFiles, config.id) },
    recordHeader(settings),
    resumeFrom,
  );
  const collector = new UsageCollector(ctx.pricing ?? null);
  const { sinks, failures } = runSinks(files, collector);
  const world = await simulateFlood(run, prepared.value, sinks);
  await provider.close?.();
  // What the live requests of this run cost, also when the suite ends early (a 401, the breaker).
  const usage = provider.usage?.();
  if (usage !== undefined) suite.usage = usage;
  if (resumed !== null) ctx.log.info(resumedLine(resumed, resumeFrom!));
  if (!world.ok) return endedEarly(run, world, files);
  const problems = await finishFiles(run, prepared.value, files);
  if (problems.length > 0) return failRun(run, problems);
  scoreWorld(run, { prepared: prepared.value, world: world.value, files, failures });
  suiteUsage(run, prepared.value.built, collector);
  suite.details = floodDetails(run, prepared.value, world.value, audit);
  suite.diagnostics = run.diagnostics.finish();
  return suite;
}

/**
 * The suite's usage (docs/usage.md): a live run's request counts with its items' tokens, cost and
 * latency and the usage metrics; answers nobody was asked for in this run (rule, replay) have none.
 */
function suiteUsage({ suite, diagnostics }: FloodRun, built: BuiltProvider, collector: UsageCollector): void {
  if (!built.live) {
    suite.usage = usageUnavailable(
      built.provider.name === 'rule'
        ? 'the rule provider asks no model'
        : 'replayed answers: no model was asked in this run',
    );
    return;
  }
  applyUsage(suite, collector.summary(suite.usage)).forEach((d) => diagnostics.add(d));
}

function failRun({ suite, diagnostics }: FloodRun, found: readonly Diagnostic[]): Suite {
  found.forEach((d) => diagnostics.add(d));
  suite.status = 'error';
  suite.diagnostics = diagnostics.finish();
  return suite;
}

/** A run that did not reach its last year: stopped by the run signal, or ended by a fatal problem. */
async function endedEarly(run: FloodRun, world: Exclude<WorldResult, { ok: true }>, files: RunFiles): Promise<Suite> {
  const { config, ctx, suite } = run;
  if ('stopped' in world) {
    // Stopped by the run signal: the run drops this suite; only the record file is kept.
    const problems = await files.stop();
    for (const d of problems) ctx.log.warn(formatDiagnostic(d));
    resumeHint(config, ctx, files, `stopped (${stopReason(ctx.signal)})`);
    return suite;
  }
  // A record that answers other questions is refused as it stands: nothing is written over it.
  if (world.diagnostics.some((d) => d.code === 'resume-mismatch')) {
    await files.discard();
    return failRun(run, world.diagnostics);
  }
  const problems = await files.stop();
  return failRun(run, [...world.diagnostics, ...problems, ...resumeHint(config, ctx, files, 'the run ended early')]);
}

/** Closes the run's files; the problems that make the suite an error (writing, the replayed record's input). */
async function finishFiles(run: FloodRun, prepared: Prepared, files: RunFiles): Promise<readonly Diagnostic[]> {
  const { config, ctx, suite, diagnostics } = run;
  const { provider, live, resumed, resumeFrom } = prepared.built;
  const writeProblems = await files.close();
  provider.warnings().forEach((d) => diagnostics.add(d));
  if (writeProblems.length > 0) return writeProblems;
  const inputProblems = provider.inputProblems?.() ?? [];
  if (inputProblems.length > 0) return inputProblems;
  if (files.items !== null) suite.itemsFile = files.items.relPath;
  if (live && suite.usage?.requests === 0) {
    const silent = nothingAsked(resumed, resumeFrom);
    ctx.log.warn(`${config.id}: ${silent.message}`);
    diagnostics.add(silent);
  }
  return [];
}

/** The finished run's rounds, metrics and score, and whether too many decisions went unanswered. */
function scoreWorld(
  run: FloodRun,
  finished: { prepared: Prepared; world: WorldRun; files: RunFiles; failures: readonly DiagnosticInit[] },
): void {
  const { config, ctx, suite, diagnostics } = run;
  const { prepared, world, files, failures } = finished;
  // A decision the provider never answered (every attempt a provider error) is not a model failure:
  // it is counted apart and left out of the rounds and metrics (results.md "Fail closed").
  const answered = world.decisions.filter((d) => d.providerError !== true);
  const providerErrors = world.decisions.length - answered.length + world.institutionProviderErrors;
  const results = computeFloodResults({
    years: prepared.scenario.years,
    decisions: answered,
    households: world.households,
    institutions: world.institutions,
  });
  results.warnings.forEach((w) => diagnostics.add({ severity: 'warning', code: w.code, message: w.message }));
  suite.total = answered.length;
  suite.rounds = results.rounds;
  suite.series = results.series;
  suite.counts =
    prepared.built.live || providerErrors > 0 ? { ...results.counts, provider_errors: providerErrors } : results.counts;
  suite.metrics = results.metrics;
  suite.finalScore = results.finalScore;
  const asked = world.decisions.length + world.institutions.outputs + world.institutionProviderErrors;
  const unmeasured = providerErrorProblem(
    providerErrors,
    asked,
    providerPolicyOf(config),
    'decisions (households and institutions)',
  );
  if (unmeasured !== null) {
    diagnostics.add(unmeasured);
    resumeHint(config, ctx, files, 'decisions got no answer from the provider').forEach((d) => diagnostics.add(d));
    suite.status = 'error';
  }
  // After the suite's own cause (if any): what the model got wrong.
  failures.forEach((d) => diagnostics.add(d));
}

function floodDetails(
  { ctx }: FloodRun,
  { scenario, households, built }: Prepared,
  world: WorldRun,
  audit: { skill: string; institution: string } | null,
): Suite['details'] {
  const byType = Object.fromEntries(AGENT_TYPES.map((t) => [t, households.filter((h) => h.agentType === t).length]));
  return {
    provider: built.provider.name,
    memory: scenario.memory,
    seed: scenario.seed,
    // A repeat's sampling seed (docs/repeats.md); a suite run once keeps the details it always had.
    ...(ctx.repeat !== undefined && built.settings.provider === 'openai' ? { samplingSeed: built.settings.seed } : {}),
    years: scenario.years,
    floodYears: world.years.filter((y) => y.flood).map((y) => y.year),
    population: { households: households.length, byType },
    institutions: world.years,
    auditFiles:
      audit === null
        ? null
        : { skill: shownFrom(ctx.sideFiles, audit.skill), institution: shownFrom(ctx.sideFiles, audit.institution) },
  };
}

/** A side file as the report shows it: relative to the results document when beside it. */
function shownFrom(side: SideFiles | null, file: string): string {
  const rel = side === null ? null : path.relative(side.dir, file);
  return rel !== null && !rel.startsWith('..') && !path.isAbsolute(rel)
    ? rel.split(path.sep).join('/')
    : displayPath(file);
}
