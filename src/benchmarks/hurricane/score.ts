// Scoring a HurricaneMobility suite: the model output (or a trip log aggregated) against the ground truth.
import { Diagnostics, diagnostic } from '../../core/diagnostics.js';
import { ioDiagnostic, readJsonFile } from '../../json/read.js';
import { describeInput, displayPath, inputPath } from '../../results/inputs.js';
import { valueMetric } from '../../results/metrics.js';
import { emptySuite } from '../../results/suite.js';
import type { InputFile, Suite } from '../../results/types.js';
import type { ScoreContext, SuiteConfig } from '../types.js';
import { scoreHurricane, type HurricaneArtifact, type HurricaneGroundTruth } from './scoring.js';
import { aggregateCsv, aggregateJsonl } from './trips.js';

interface HurricaneSuiteConfig extends SuiteConfig {
  input?: string;
  trips?: string;
  groundtruth: string;
}

async function loadArtifact(
  config: HurricaneSuiteConfig,
  ctx: ScoreContext,
  diagnostics: Diagnostics,
  inputs: InputFile[],
): Promise<{ artifact: HurricaneArtifact | null; total: number; errors: number }> {
  const named = await inputPath(ctx, config.input ?? config.trips!);
  if (!named.ok) {
    named.diagnostics.forEach((d) => diagnostics.add(d));
    return { artifact: null, total: 0, errors: 0 };
  }
  const file = named.value;
  if (config.input !== undefined) {
    const read = await readJsonFile<HurricaneArtifact>(file, 'hurricane-artifact');
    if (!read.ok) {
      read.diagnostics.forEach((d) => diagnostics.add(d));
      return { artifact: null, total: 1, errors: 1 };
    }
    inputs.push(await describeInput(file, 1));
    return { artifact: read.value, total: 1, errors: 0 };
  }
  const shown = displayPath(file);
  const reader = /\.csv$/i.test(file) ? aggregateCsv : aggregateJsonl;
  let aggregate;
  try {
    aggregate = await reader(file, shown, diagnostics);
  } catch (error) {
    diagnostics.add(ioDiagnostic(file, error));
    return { artifact: null, total: 0, errors: 0 };
  }
  inputs.push(await describeInput(file, aggregate.records));
  // The header's diagnostic says why no record is usable; "no records"/"no before travel" would restate it.
  if (aggregate.unusable) return { artifact: null, total: aggregate.records, errors: aggregate.records };
  if (aggregate.records === 0) {
    diagnostics.add({ code: 'empty-file', file: shown, message: 'the trip log has no records' });
    return { artifact: null, total: 0, errors: 0 };
  }
  if (aggregate.artifact.total_travel_times[0] <= 0) {
    diagnostics.add({
      code: 'zero-before-travel',
      file: shown,
      message:
        aggregate.badRecords > 0
          ? `no usable "before" travel: ${aggregate.badRecords} of ${aggregate.records} records have errors (listed on their lines) and the others have no "before" travel time; the change rates divide by it`
          : `no usable "before" travel (${aggregate.records} records, none with "before" travel time): the change rates divide by it`,
    });
    return { artifact: null, total: aggregate.records, errors: aggregate.badRecords };
  }
  return { artifact: aggregate.artifact, total: aggregate.records, errors: aggregate.badRecords };
}

/** Score one HurricaneMobility suite (loaded on demand by the plugin, index.ts). */
export async function scoreSuite(suiteConfig: SuiteConfig, ctx: ScoreContext): Promise<Suite> {
  const config = suiteConfig as HurricaneSuiteConfig;
  const suite = emptySuite({ ...config, task: null });
  const diagnostics = new Diagnostics();
  const truthFile = await inputPath(ctx, config.groundtruth);
  const truth = truthFile.ok ? await readJsonFile<HurricaneGroundTruth>(truthFile.value, 'hurricane-groundtruth') : truthFile;
  if (!truth.ok) truth.diagnostics.forEach((d) => diagnostics.add(d));
  const loaded = await loadArtifact(config, ctx, diagnostics, suite.inputs);
  if (truth.ok && truthFile.ok) suite.inputs.push(await describeInput(truthFile.value, null));
  suite.diagnostics = diagnostics.finish();
  suite.total = loaded.total;
  suite.errors = loaded.errors;
  if (!truth.ok || loaded.artifact === null) {
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
