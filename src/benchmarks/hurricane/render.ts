import { table } from '../../core/markdown.js';
import { fixed, formatValue } from '../../core/numbers.js';
import { xyChart } from '../../core/mermaid.js';
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

const PERIOD_TITLES: Record<Period, string> = { before: 'Before', during: 'During', after: 'After' };

/** Change rates side by side and, per period, real (bars) vs generated (line) trips by hour. */
export function renderHurricane(suite: Suite): string {
  const d = suite.details as HurricaneDetails | undefined;
  if (!d?.hourly) return '';
  const rates = table(
    ['change vs before', 'real', 'generated', 'error (pp)'],
    (['during', 'after'] as const).map((k) => [k, formatValue(d.realChange[k], 'percent'), formatValue(d.generatedChange[k], 'percent'), fixed(Math.abs(d.realChange[k] - d.generatedChange[k]), 2)]),
    ['l', 'r', 'r', 'r'],
  );
  const hours = Array.from({ length: 24 }, (_, h) => String(h));
  const real = PERIODS.map((p) => shares(d.hourly.real[p]));
  const generated = PERIODS.map((p) => shares(d.hourly.generated[p]));
  // One y scale for the three periods, so their shapes compare at a glance.
  const yMax = Math.ceil(Math.max(1, ...real.flat(), ...generated.flat()));
  const charts = PERIODS.map((p, i) =>
    xyChart({
      // Real as bars and generated as a line: the two nearly coincide, and two lines would hide each other.
      title: `${PERIOD_TITLES[p]}: share of trips by hour`,
      xLabels: hours,
      xTitle: 'hour of day',
      yLabel: '% of the day',
      yMax,
      height: 300,
      series: [
        { name: 'real', kind: 'bar', values: real[i]! },
        { name: 'generated', kind: 'line', values: generated[i]! },
      ],
    }),
  );
  return [rates, ...charts].join('\n\n');
}
