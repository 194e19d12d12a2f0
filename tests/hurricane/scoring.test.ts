import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  scoreHurricane,
  type HurricaneArtifact,
  type HurricaneGroundTruth,
} from '../../src/benchmarks/hurricane/scoring.js';

const day = (f: (h: number) => number) => Array.from({ length: 24 }, (_, h) => f(h));

function truth(during: number, after: number, hourly: number[][]): HurricaneGroundTruth {
  return {
    relative_changes: { during_vs_before: during, after_vs_before: after },
    hourly_trips: { before: hourly[0]!, during: hourly[1]!, after: hourly[2]! },
  };
}

/** The cosine the score reports for a period whose real curve is `real` and generated curve `generated`. */
const cosineSimilarity = (real: number[], generated: number[]) =>
  scoreHurricane(
    { total_travel_times: [1, 1, 1], hourly_travel_times: [generated, generated, generated] },
    truth(0, 0, [real, real, real]),
  ).cosine.before;

describe('hurricane scoring (hand-computed)', () => {
  it('scores a perfect artifact 100', () => {
    const curve = day((h) => h + 1);
    const s = scoreHurricane(
      { total_travel_times: [100, 80, 90], hourly_travel_times: [curve, curve, curve] },
      truth(-20, -10, [curve, curve, curve]),
    );
    expect(s.generatedChange).toEqual({ during: -20, after: -10 });
    expect(s.changeRateScore).toBeCloseTo(100, 9);
    expect(s.distributionScore).toBeCloseTo(100, 6);
    expect(s.finalScore).toBeCloseTo(100, 6);
  });

  it('uses |real| + 1e-8 in the MAPE denominator and clamps at 0', () => {
    const curve = day(() => 1);
    // real during 0: MAPE = |0 − (−50)| / 1e-8 × 100 = 5e11 → score clamps to 0
    const s = scoreHurricane(
      { total_travel_times: [100, 50, 100], hourly_travel_times: [curve, curve, curve] },
      truth(0, 0, [curve, curve, curve]),
    );
    expect(s.changeRateScore).toBe(0);
    expect(s.changeRateError).toEqual({ during: 50, after: 0 });
    // real after 0 and generated after 0: that MAPE is exactly 0
    const half = scoreHurricane(
      { total_travel_times: [100, 90, 100], hourly_travel_times: [curve, curve, curve] },
      truth(-10, 0, [curve, curve, curve]),
    );
    expect(half.changeRateScore).toBeCloseTo(100 - 0 / 10 / 2, 6);
  });

  it('gives all-zero vectors a similarity of 0, not NaN', () => {
    const zero = day(() => 0);
    expect(
      cosineSimilarity(
        zero,
        day(() => 3),
      ),
    ).toBe(0);
    expect(cosineSimilarity(zero, zero)).toBe(0);
    const s = scoreHurricane(
      { total_travel_times: [1, 1, 1], hourly_travel_times: [zero, zero, zero] },
      truth(0, 0, [zero, zero, zero]),
    );
    expect(s.distributionScore).toBe(0);
    expect(Number.isNaN(s.finalScore)).toBe(false);
  });

  it('follows the 1e-8 scaling exactly for tiny vectors', () => {
    const a = day((h) => (h === 0 ? 1e-9 : 0));
    // ‖a‖ = 1e-9: a_norm = 1e-9 / (1e-9 + 1e-8) = 1/11, so cos(a, a) = 1/121, not 1
    expect(cosineSimilarity(a, a)).toBeCloseTo(1 / 121, 12);
  });
});

/** A seeded generator so the random pairs are the same on every run. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function randomPair(u: () => number, i: number): { artifact: HurricaneArtifact; truth: HurricaneGroundTruth } {
  const vec = () => day(() => (u() < 0.15 ? 0 : Math.round(u() * 500 * 100) / 100));
  const zeroOr = (v: number[]) => (i % 17 === 0 ? day(() => 0) : v);
  const scale = 10 ** Math.floor(u() * 6);
  const artifact: HurricaneArtifact = {
    total_travel_times: [1 + u() * scale, u() * scale * 2, u() * scale * 2],
    hourly_travel_times: [zeroOr(vec()), vec(), vec()],
  };
  const real = (k: number) => (i % 11 === k ? 0 : (u() - 0.7) * 120);
  return { artifact, truth: truth(real(3), real(5), [vec(), zeroOr(vec()), vec()]) };
}

/**
 * What the numpy reference (reference.py) printed for the 500 pairs below, vendored so that the
 * parity test runs in every clone, with or without numpy. Regenerate with python3 + numpy:
 * `UPDATE_HURRICANE_REFERENCE=1 npx vitest run tests/hurricane/scoring.test.ts`.
 */
const REFERENCE_OUTPUT = fileURLToPath(new URL('./reference-output.json', import.meta.url));

describe('hurricane scoring parity with the numpy reference', () => {
  it('matches on 500 random artifact/ground-truth pairs to 1e-9', () => {
    const u = lcg(7);
    const pairs = Array.from({ length: 500 }, (_, i) => randomPair(u, i));
    if (process.env.UPDATE_HURRICANE_REFERENCE === '1') {
      const script = fileURLToPath(new URL('./reference.py', import.meta.url));
      const out = spawnSync('python3', [script], {
        input: JSON.stringify(pairs),
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      });
      expect(out.status, out.stderr).toBe(0);
      writeFileSync(REFERENCE_OUTPUT, `${JSON.stringify(JSON.parse(out.stdout))}\n`);
    }
    expect(
      existsSync(REFERENCE_OUTPUT),
      `${REFERENCE_OUTPUT} is missing: a missing file is a failure, never a skip`,
    ).toBe(true);
    const expected = JSON.parse(readFileSync(REFERENCE_OUTPUT, 'utf8')) as (Record<string, number> & {
      cosine: number[];
    })[];
    expect(expected).toHaveLength(pairs.length);
    pairs.forEach((p, i) => {
      const s = scoreHurricane(p.artifact, p.truth);
      const e = expected[i]!;
      const close = (a: number, b: number) =>
        expect(Math.abs(a - b), `pair ${i}: ${a} vs ${b}`).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(b)));
      close(s.changeRateScore, e.change_rate_score!);
      close(s.distributionScore, e.distribution_score!);
      close(s.finalScore, e.final_score!);
      close(s.changeRateError.during, e.error_during!);
      close(s.changeRateError.after, e.error_after!);
      close(s.cosine.before, e.cosine[0]!);
      close(s.cosine.during, e.cosine[1]!);
      close(s.cosine.after, e.cosine[2]!);
    });
  });
});
