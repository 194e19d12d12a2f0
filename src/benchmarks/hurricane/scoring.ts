// HurricaneMobility scoring with parity to the AgentSociety evaluation function (specs/hurricane.md):
// same formulas, same 1e-8 guard terms, same clamping, same order of operations.

export const PERIODS = ['before', 'during', 'after'] as const;
export type Period = (typeof PERIODS)[number];

/** The model output: totals [pre, mid, post] in minutes and 3 × 24 hourly counts. */
export interface HurricaneArtifact {
  total_travel_times: [number, number, number];
  hourly_travel_times: [number[], number[], number[]];
}

export interface HurricaneGroundTruth {
  relative_changes: { during_vs_before: number; after_vs_before: number };
  hourly_trips: Record<Period, number[]>;
}

export interface HurricaneScores {
  changeRateScore: number;
  distributionScore: number;
  finalScore: number;
  generatedChange: { during: number; after: number };
  realChange: { during: number; after: number };
  changeRateError: { during: number; after: number };
  cosine: Record<Period, number>;
}

const EPS = 1e-8;

/** |real − gen| / (|real| + 1e-8) × 100: finite even when the real change rate is 0. */
function mape(real: number, generated: number): number {
  return (Math.abs(real - generated) / (Math.abs(real) + EPS)) * 100;
}

function norm(v: readonly number[]): number {
  let sumSquares = 0;
  for (const x of v) sumSquares += x * x;
  return Math.sqrt(sumSquares);
}

/** Upstream's cosine: both vectors scaled by (‖v‖ + 1e-8), then a plain dot product, so 0-vectors give 0. */
function cosineSimilarity(a: readonly number[], b: readonly number[]): number {
  const na = norm(a) + EPS;
  const nb = norm(b) + EPS;
  let dot = 0;
  for (let i = 0; i < a.length; i++) dot += (a[i]! / na) * (b[i]! / nb);
  return dot;
}

export function scoreHurricane(artifact: HurricaneArtifact, truth: HurricaneGroundTruth): HurricaneScores {
  const [pre, mid, post] = artifact.total_travel_times;
  const generatedChange = { during: ((mid - pre) / pre) * 100, after: ((post - pre) / pre) * 100 };
  const realChange = { during: truth.relative_changes.during_vs_before, after: truth.relative_changes.after_vs_before };
  const avgMape = (mape(realChange.during, generatedChange.during) + mape(realChange.after, generatedChange.after)) / 2;
  const changeRateScore = Math.max(0, 100 - avgMape);

  const cosine = {
    before: cosineSimilarity(truth.hourly_trips.before, artifact.hourly_travel_times[0]),
    during: cosineSimilarity(truth.hourly_trips.during, artifact.hourly_travel_times[1]),
    after: cosineSimilarity(truth.hourly_trips.after, artifact.hourly_travel_times[2]),
  };
  const distributionScore = Math.max(0, ((cosine.before + cosine.during + cosine.after) / 3) * 100);

  return {
    changeRateScore,
    distributionScore,
    finalScore: changeRateScore * 0.6 + distributionScore * 0.4,
    generatedChange,
    realChange,
    changeRateError: {
      during: Math.abs(realChange.during - generatedChange.during),
      after: Math.abs(realChange.after - generatedChange.after),
    },
    cosine,
  };
}
