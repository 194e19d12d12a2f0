import path from 'node:path';
import { RunCache } from '../../src/core/cache.js';
import { silentLogger } from '../../src/core/logger.js';
import type { ScoreContext } from '../../src/plugin/benchmark.js';
import { REPO_ROOT } from '../helpers.js';

/** The public TransitLM examples and what the official scripts print for them (vendored: always there). */
export const SHARED = path.join(REPO_ROOT, 'fixtures/transitlm/conformance');
export const FIXTURES = path.join(REPO_ROOT, 'fixtures/transitlm');

export function context(
  baseDir: string,
  outDir: string | null = null,
  shard: ScoreContext['shard'] = null,
): ScoreContext {
  return {
    baseDir,
    sideFiles: outDir === null ? null : { dir: outDir, prefix: 'results' },
    shard,
    cache: new RunCache(),
    signal: new AbortController().signal,
    log: silentLogger,
    env: {},
  };
}

/**
 * Python's `f"{x:.{d}f}"`: the exact binary value rounded half-even (JS toFixed rounds exact ties
 * up). toFixed(100) gives the exact expansion for the magnitudes compared here.
 */
export function pyFixed(x: number, digits: number): string {
  const exact = Math.abs(x).toFixed(100);
  const [int, frac] = exact.split('.') as [string, string];
  const kept = frac.slice(0, digits);
  const rest = frac.slice(digits);
  let n = BigInt(int + kept);
  const tie = /^50*$/.test(rest);
  const next = rest.charAt(0); // '' when nothing is cut
  if (next > '5' || (next === '5' && !tie) || (tie && n % 2n === 1n)) n += 1n;
  const s = n.toString().padStart(digits + 1, '0');
  const out = digits > 0 ? `${s.slice(0, -digits)}.${s.slice(-digits)}` : s;
  return x < 0 && /[1-9]/.test(out) ? `-${out}` : out;
}
