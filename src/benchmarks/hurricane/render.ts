import { num, table, xyChart } from '../../core/markdown.js';
import type { Suite } from '../../results/types.js';
import { PERIODS, type Period } from './scoring.js';

interface HurricaneDetails {
  realChange: { during: number; after: number };
  generatedChange: { during: number; after: number };
  hourly: { real: Record<Period, number[]>; generated: Record<Period, number[]> };
}

/** Shares of the day, so real counts and generated counts of any scale share one axis. */
function shares(v: readonly number[]): number[] {
  const sum = v.reduce((a, b) => a + b, 0);
  return v.map((x) => (sum > 0 ? (100 * x) / sum : 0));
}

/** Change rates side by side and, per period, real vs generated hourly curves. */
export function renderHurricane(suite: Suite): string {
  const d = suite.details as HurricaneDetails | undefined;
  if (!d?.hourly) return '';
  const rates = table(
    ['change vs before', 'real', 'generated', 'error (pp)'],
    (['during', 'after'] as const).map((k) => [k, `${num(d.realChange[k])} %`, `${num(d.generatedChange[k])} %`, num(Math.abs(d.realChange[k] - d.generatedChange[k]))]),
    ['l', 'r', 'r', 'r'],
  );
  const hours = Array.from({ length: 24 }, (_, h) => String(h));
  const charts = PERIODS.map((p) => {
    const real = shares(d.hourly.real[p]);
    const generated = shares(d.hourly.generated[p]);
    const yMax = Math.max(1, ...real, ...generated);
    return xyChart({ title: `${p}: share of trips by hour (line 1 real, line 2 generated)`, xLabels: hours, yLabel: '% of day', yMax: Math.ceil(yMax), lines: [real, generated] });
  });
  return [rates, ...charts].join('\n\n');
}
