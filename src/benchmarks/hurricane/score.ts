// Scoring a HurricaneMobility suite: the model output (JSON or asbench's pickle), a trip log or
// AgentSociety's status records aggregated, against the ground truth.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Diagnostics } from '../../core/diagnostics.js';
import { progressOf } from '../../core/logger.js';
import { ioDiagnostic, readJsonFile } from '../../json/read.js';
import { describeInput, displayPath, inputPath } from '../../results/inputs.js';
import { valueMetric } from '../../results/metrics.js';
import { emptySuite } from '../../results/suite.js';
import type { InputFile, Suite } from '../../results/types.js';
import type { ScoreContext } from '../../plugin/benchmark.js';
import type { HurricaneSuiteConfig } from './suite-config.js';
import { readAoiIds } from './aoi-ids.js';
import { readResultFile, type RunIdentity } from './result-file.js';
import { scoreHurricane, type HurricaneArtifact, type HurricaneGroundTruth } from './scoring.js';
import {
  aggregateStatusesCsv,
  aggregateStatusesJsonl,
  mossAoi,
  type AoiTest,
  type StatusAggregate,
} from './statuses.js';
import { aggregateCsv, aggregateJsonl, type TripTotals } from './trips.js';

/** Where asbench keeps the ground truth inside its dataset folder (datasets/HurricaneMobility). */
const DATASET_GROUNDTRUTH = 'groundtruth/hurricane_groundtruth.json';

interface Loaded {
  artifact: HurricaneArtifact | null;
  total: number;
  errors: number;
  details: Record<string, unknown>;
}

const unusable = (total = 0, errors = 0): Loaded => ({ artifact: null, total, errors, details: {} });

/** The ground truth file: the path given, or inside asbench's dataset folder when a folder is given. */
async function groundTruthFile(ctx: ScoreContext, name: string, diagnostics: Diagnostics): Promise<string | null> {
  const named = await inputPath(ctx, name);
  if (!named.ok) {
    named.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  const isDir = await stat(named.value).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDir) return named.value;
  const inside = await inputPath(ctx, path.join(named.value, DATASET_GROUNDTRUTH));
  if (!inside.ok) {
    inside.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  if (
    !(await stat(inside.value).then(
      (s) => s.isFile(),
      () => false,
    ))
  ) {
    diagnostics.add({
      code: 'missing-file',
      file: displayPath(named.value),
      message: `is a folder without ${DATASET_GROUNDTRUTH} (asbench's dataset folder, datasets/HurricaneMobility, has it)`,
    });
    return null;
  }
  return inside.value;
}

async function loadResultFile(file: string, ctx: ScoreContext, label: string, sinks: LoadSinks): Promise<Loaded> {
  const { diagnostics, inputs } = sinks;
  // A pickle of many megabytes takes seconds: its bytes are counted (nothing is shown for a short read).
  const progress = progressOf(ctx.log).start(label, null, 'bytes');
  let read;
  try {
    read = await readResultFile(file, diagnostics, { signal: ctx.signal, progress });
  } finally {
    progress.done();
  }
  if (read === null) return unusable(1, 1);
  inputs.push(await describeInput('output', file, 1));
  const details: Record<string, unknown> = { inputFormat: read.format };
  if (read.run !== null) details.run = read.run satisfies RunIdentity;
  return { artifact: read.artifact, total: 1, errors: 0, details };
}

/** AOI membership: the ids file's (and its description for the inputs), or MOSS's id range. */
async function aoiTest(
  ctx: ScoreContext,
  config: HurricaneSuiteConfig,
  diagnostics: Diagnostics,
): Promise<{ test: AoiTest; input: InputFile | null } | null> {
  if (config.aoiIds === undefined) return { test: mossAoi, input: null };
  const named = await inputPath(ctx, config.aoiIds);
  if (!named.ok) {
    named.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  const ids = await readAoiIds(named.value);
  if (!ids.ok) {
    ids.diagnostics.forEach((d) => diagnostics.add(d));
    return null;
  }
  return { test: (id) => ids.value.has(id), input: await describeInput('reference', named.value, ids.value.size) };
}

/** A trip log or status records, aggregated; what is wrong with the whole is one diagnostic. */
/** Where loading reports: the suite's diagnostics and the input files it read. */
interface LoadSinks {
  diagnostics: Diagnostics;
  inputs: InputFile[];
}

async function loadAggregate(
  file: string,
  config: HurricaneSuiteConfig,
  ctx: ScoreContext,
  { diagnostics, inputs }: LoadSinks,
): Promise<Loaded> {
  const shown = displayPath(file);
  const csv = /\.csv$/i.test(file);
  const statuses = config.statuses !== undefined;
  const aoi = statuses ? await aoiTest(ctx, config, diagnostics) : null;
  if (statuses && aoi === null) return unusable();
  const totals: TripTotals = config.totals ?? 'trips';
  let aggregate;
  try {
    if (statuses)
      aggregate = await (csv ? aggregateStatusesCsv : aggregateStatusesJsonl)(file, shown, diagnostics, aoi!.test);
    else aggregate = await (csv ? aggregateCsv : aggregateJsonl)(file, shown, diagnostics, totals);
  } catch (error) {
    diagnostics.add(ioDiagnostic(file, error));
    return unusable();
  }
  inputs.push(await describeInput('output', file, aggregate.records));
  if (aoi?.input) inputs.push(aoi.input);
  // The header's diagnostic says why no record is usable; "no records"/"no before travel" would restate it.
  if (aggregate.unusable) return unusable(aggregate.records, aggregate.badRecords);
  const what = statuses ? 'status records' : 'trip log';
  if (aggregate.records === 0) {
    diagnostics.add({ code: 'empty-file', file: shown, message: `the ${what} has no records` });
    return unusable();
  }
  const details: Record<string, unknown> = { totals: statuses ? 'trips' : totals };
  if ('agents' in aggregate)
    Object.assign(details, { agents: aggregate.agents, otherDayRecords: (aggregate as StatusAggregate).otherDays });
  if (aggregate.artifact.total_travel_times[0] <= 0) {
    const none = statuses ? 'no trips on day 0 (no agent moved between AOIs)' : 'none with "before" travel time';
    diagnostics.add({
      code: 'zero-before-travel',
      file: shown,
      message:
        aggregate.badRecords > 0
          ? `no usable "before" travel: ${aggregate.badRecords} of ${aggregate.records} records have errors (listed on their lines) and the others have ${statuses ? 'no trips on day 0' : 'no "before" travel time'}; the change rates divide by it`
          : `no usable "before" travel (${aggregate.records} records, ${none}): the change rates divide by it`,
    });
    return unusable(aggregate.records, aggregate.badRecords);
  }
  return { artifact: aggregate.artifact, total: aggregate.records, errors: aggregate.badRecords, details };
}

async function loadArtifact(
  config: HurricaneSuiteConfig,
  ctx: ScoreContext,
  diagnostics: Diagnostics,
  inputs: InputFile[],
): Promise<Loaded> {
  const named = await inputPath(ctx, config.input ?? config.trips ?? config.statuses!);
  if (!named.ok) {
    named.diagnostics.forEach((d) => diagnostics.add(d));
    return unusable();
  }
  if (config.input !== undefined) return loadResultFile(named.value, ctx, config.id, { diagnostics, inputs });
  return loadAggregate(named.value, config, ctx, { diagnostics, inputs });
}

/** Score one HurricaneMobility suite (loaded on demand by the plugin, index.ts). */
export async function scoreSuite(config: HurricaneSuiteConfig, ctx: ScoreContext): Promise<Suite> {
  const suite = emptySuite({ ...config, task: null });
  const diagnostics = new Diagnostics();
  const truthFile = await groundTruthFile(ctx, config.groundtruth, diagnostics);
  const truth =
    truthFile !== null ? await readJsonFile<HurricaneGroundTruth>(truthFile, 'hurricane-groundtruth') : null;
  if (truth !== null && !truth.ok) truth.diagnostics.forEach((d) => diagnostics.add(d));
  const loaded = await loadArtifact(config, ctx, diagnostics, suite.inputs);
  if (truth?.ok === true) suite.inputs.push(await describeInput('reference', truthFile!, null));
  suite.diagnostics = diagnostics.finish();
  suite.total = loaded.total;
  suite.errors = loaded.errors;
  if (truth?.ok !== true || loaded.artifact === null) {
    suite.status = 'error';
    return suite;
  }
  const artifact = loaded.artifact;
  const s = scoreHurricane(artifact, truth.value);
  suite.metrics = {
    change_rate_score: valueMetric(s.changeRateScore, 'higher'),
    distribution_score: valueMetric(s.distributionScore, 'higher'),
    final_score: valueMetric(s.finalScore, 'higher'),
    change_rate_error_during: valueMetric(s.changeRateError.during, 'lower', 'pp'),
    change_rate_error_after: valueMetric(s.changeRateError.after, 'lower', 'pp'),
    cosine_before: valueMetric(s.cosine.before, 'higher'),
    cosine_during: valueMetric(s.cosine.during, 'higher'),
    cosine_after: valueMetric(s.cosine.after, 'higher'),
    generated_change_during: valueMetric(s.generatedChange.during, 'none', '%'),
    generated_change_after: valueMetric(s.generatedChange.after, 'none', '%'),
  };
  suite.finalScore = s.finalScore;
  suite.details = {
    ...loaded.details,
    realChange: s.realChange,
    generatedChange: s.generatedChange,
    totalTravelTimes: artifact.total_travel_times,
    hourly: {
      real: truth.value.hourly_trips,
      generated: {
        before: artifact.hourly_travel_times[0],
        during: artifact.hourly_travel_times[1],
        after: artifact.hourly_travel_times[2],
      },
    },
  };
  return suite;
}
