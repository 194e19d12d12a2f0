import { chart, figure, t, table, value, type Block, type Inline } from '../../core/doc.js';
import { fixed } from '../../core/numbers.js';
import type { Suite } from '../../results/types.js';
import { PERIODS, type Period } from './scoring.js';

interface HurricaneDetails {
  realChange: { during: number | null; after: number | null };
  generatedChange: { during: number | null; after: number | null };
  hourly: { real: Record<Period, number[]>; generated: Record<Period, number[]> };
}

/** Shares of the day, so real counts and generated counts of any scale share one axis. */
function shares(v: readonly number[]): number[] {
  const sum = v.reduce((a, b) => a + b, 0);
  return v.map((x) => (sum > 0 ? (100 * x) / sum : 0));
}

const PERIOD_TITLES: Record<Period, Inline> = { before: t`Before`, during: t`During`, after: t`After` };

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
// A change rate is null when its "before" total was 0 (JSON has no Infinity).
const isRate = (v: unknown): v is number | null => v === null || isNumber(v);
const isChange = (v: unknown): v is { during: number | null; after: number | null } =>
  typeof v === 'object' &&
  v !== null &&
  isRate((v as Record<string, unknown>).during) &&
  isRate((v as Record<string, unknown>).after);
const isDay = (v: unknown): v is number[] => Array.isArray(v) && v.length === 24 && v.every(isNumber);
const isPeriods = (v: unknown): v is Record<Period, number[]> =>
  typeof v === 'object' && v !== null && PERIODS.every((p) => isDay((v as Record<string, unknown>)[p]));

/**
 * `details` as the scorer writes them, or null. A results document may come from anywhere (a fork's
 * artifact) and the schema leaves `details` open: any other shape renders no section.
 */
function hurricaneDetails(value: unknown): HurricaneDetails | null {
  if (typeof value !== 'object' || value === null) return null;
  const d = value as Record<string, unknown>;
  const hourly = d.hourly as Record<string, unknown> | null | undefined;
  if (!isChange(d.realChange) || !isChange(d.generatedChange) || typeof hourly !== 'object' || hourly === null)
    return null;
  return isPeriods(hourly.real) && isPeriods(hourly.generated) ? (d as unknown as HurricaneDetails) : null;
}

function errorCell(real: number | null, generated: number | null): Inline {
  return real === null || generated === null ? t`–` : figure(fixed(Math.abs(real - generated), 2));
}

/** Change rates side by side and, per period, real (bars) vs generated (line) trips by hour. */
export function renderHurricane(suite: Suite): Block[] {
  const d = hurricaneDetails(suite.details);
  if (d === null) return [];
  const rates = table(
    [t`change vs before`, t`real`, t`generated`, t`error (pp)`],
    (['during', 'after'] as const).map((k) => [
      k === 'during' ? t`during` : t`after`,
      value(d.realChange[k], 'percent'),
      value(d.generatedChange[k], 'percent'),
      errorCell(d.realChange[k], d.generatedChange[k]),
    ]),
    ['l', 'r', 'r', 'r'],
  );
  const hours = Array.from({ length: 24 }, (_, h) => String(h));
  const real = PERIODS.map((p) => shares(d.hourly.real[p]));
  const generated = PERIODS.map((p) => shares(d.hourly.generated[p]));
  // One y scale for the three periods, so their shapes compare at a glance.
  const yMax = Math.ceil(Math.max(1, ...real.flat(), ...generated.flat()));
  const charts = PERIODS.map((p, i) =>
    chart({
      // Real as bars and generated as a line: the two nearly coincide, and two lines would hide each other.
      title: t`${PERIOD_TITLES[p]}: share of trips by hour`,
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
  return [rates, ...charts];
}
