// The words and figures of progress: counts, sizes, rates and durations as people read them, the
// rate and ETA of work under way, the periodic line and the final line. Pure functions: the
// reporters in progress.ts draw them, and the reports use formatCount for their counts.

/** A whole number with its thousands grouped by spaces: 41 200. */
export function formatCount(n: number): string {
  const digits = String(Math.round(Math.abs(n)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return n < 0 ? `-${grouped}` : grouped;
}

/** A byte count in KiB/MiB/GiB (one decimal), bytes below 1 KiB. */
function formatBytes(n: number): string {
  const units = ['KiB', 'MiB', 'GiB'];
  if (n < 1024) return `${formatCount(n)} B`;
  let v = n;
  let unit = 'B';
  for (const u of units) {
    if (v < 1024) break;
    v /= 1024;
    unit = u;
  }
  return `${v.toFixed(1)} ${unit}`;
}

/** A rate per second: two significant digits from 100 up (3 900), one decimal below 10 (2.5). */
function formatPerSecond(perSecond: number): string {
  if (!Number.isFinite(perSecond) || perSecond <= 0) return '0';
  if (perSecond >= 100) {
    const magnitude = 10 ** (Math.floor(Math.log10(perSecond)) - 1);
    return formatCount(Math.round(perSecond / magnitude) * magnitude);
  }
  return perSecond >= 10 ? String(Math.round(perSecond)) : perSecond.toFixed(1);
}

/** A duration in whole seconds: 15 s, 4 min 05 s, 1 h 02 min. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(s / 3600)} h ${String(Math.floor((s % 3600) / 60)).padStart(2, '0')} min`;
}

export interface ProgressFigures {
  done: number;
  total: number | null;
  /** Whole percent, below 100 until done ≥ total; null without a total. */
  percent: number | null;
  /** Units per second since the start; null before any time has passed. */
  rate: number | null;
  /** Seconds left at that rate; null without a total or a rate. */
  etaS: number | null;
}

/** Rate (the mean since the start) and ETA of `done` of `total` after `elapsedMs`. */
export function figures(done: number, total: number | null, elapsedMs: number): ProgressFigures {
  const rate = elapsedMs > 0 ? (done * 1000) / elapsedMs : null;
  const known = total !== null && total > 0 ? total : null;
  const percent = known === null ? null : Math.min(100, Math.floor((100 * done) / known));
  const etaS = known === null || rate === null || rate <= 0 ? null : Math.max(0, known - done) / rate;
  return { done, total: known, percent, rate, etaS };
}

export function amount(n: number, unit: string): string {
  return unit === 'bytes' ? formatBytes(n) : formatCount(n);
}

export function rateText(rate: number, unit: string): string {
  return unit === 'bytes' ? `${formatBytes(rate)}/s` : `${formatPerSecond(rate)}/s`;
}

/** `transit-single: 41 200 / 100 000 rows (41 %), 3 900/s, ETA 15 s` (parts without data left out). */
export function progressLine(label: string, unit: string, f: ProgressFigures): string {
  const unitText = unit === 'bytes' ? '' : ` ${unit}`;
  const count =
    f.total === null
      ? `${amount(f.done, unit)}${unitText}`
      : `${amount(f.done, unit)} / ${amount(f.total, unit)}${unitText} (${f.percent} %)`;
  const parts = [count];
  if (f.rate !== null) parts.push(rateText(f.rate, unit));
  if (f.etaS !== null) parts.push(`ETA ${formatDuration(f.etaS)}`);
  return `${label}: ${parts.join(', ')}`;
}

/** `transit-single: 100 000 rows in 25 s (4 000/s)`. */
export function finalLine(label: string, unit: string, done: number, elapsedMs: number): string {
  const unitText = unit === 'bytes' ? '' : ` ${unit}`;
  const rate = elapsedMs > 0 ? `, ${rateText((done * 1000) / elapsedMs, unit)}` : '';
  return `${label}: ${amount(done, unit)}${unitText} in ${formatDuration(elapsedMs / 1000)}${rate}`;
}
