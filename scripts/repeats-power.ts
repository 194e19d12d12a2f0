// The table of docs/gate.md "Repeats: how many": the smallest true drop a one-sided t test on N
// repeats per side detects with the given power, in units of the repeats' standard deviation σ
// (unpaired: Welch, equal spreads, df 2N − 2; paired by seed: σ of the per-seed differences,
// df N − 1). The usual approximation δ = (t_{1−α} + t_{power}) · σ · √(2/N) (paired: √(1/N));
// tests/gate/noise-simulation.test.ts checks the power it promises by simulating the gate.
// Run: node --import tsx scripts/repeats-power.ts
import { pathToFileURL } from 'node:url';
import { studentTQuantile } from '../src/gate/stats.js';

export interface PowerOptions {
  alpha: number;
  power: number;
  paired: boolean;
}

/** The drop (in σ) detected with probability `power` by the one-sided test at `alpha` with n repeats per side. */
export function detectableDrop(n: number, o: PowerOptions): number {
  const df = o.paired ? n - 1 : 2 * n - 2;
  return (studentTQuantile(1 - o.alpha, df) + studentTQuantile(o.power, df)) * Math.sqrt((o.paired ? 1 : 2) / n);
}

export const POWER_TABLE_N = [2, 3, 4, 5, 8, 10, 16, 20, 32];

/** The markdown table pasted in docs/gate.md (a test compares them). */
export function powerTable(): string {
  const cell = (v: number) => v.toFixed(2);
  const rows = POWER_TABLE_N.map((n) => {
    const at = (alpha: number, paired: boolean) => detectableDrop(n, { alpha, power: 0.8, paired });
    const cells = [at(0.05, false), at(0.05, true), at(0.05 / 40, false), at(0.05 / 40, true), 1.5 * at(0.05, false)];
    return `| ${n} | ${cells.map(cell).join(' | ')} |`;
  });
  const head = [
    'N per side',
    'unpaired (Welch), α 0.05',
    'paired by seed, α 0.05',
    'unpaired, α 0.05/40',
    'paired, α 0.05/40',
    'unpaired, α 0.05, σ = 1.5 points',
  ];
  return [`| ${head.join(' | ')} |`, '|---:|---:|---:|---:|---:|---:|', ...rows].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(`${powerTable()}\n`);
