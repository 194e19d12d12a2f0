// The run's values as github-action-benchmark's custom tools read them: a JSON array of
// {name, unit, value, extra}, one file per direction (`tool: customBiggerIsBetter` for the
// higher-is-better targets, `customSmallerIsBetter` for the lower-is-better ones). The values and
// the verdict in `extra` are the gate's (exports.ts).
import { targetLabel, targetNumbers, type ExportInput } from './exports.js';

export interface GabEntry {
  name: string;
  unit: string;
  value: number;
  extra: string;
}

/** Both files' entries: `bigger` (higher is better) and `smaller` (lower is better). */
function gabEntries(input: ExportInput): { bigger: GabEntry[]; smaller: GabEntry[] } {
  const bigger: GabEntry[] = [];
  const smaller: GabEntry[] = [];
  for (const s of input.report.comparison.suites) {
    for (const t of s.targets) {
      if (t.current === null || !Number.isFinite(t.current)) continue;
      const { kind } = t.display;
      const unit = kind === 'percent' ? '%' : kind === 'score' ? 'points' : (t.unit ?? '');
      const extra = `${targetNumbers(t)}; ${input.gated ? `verdict ${t.verdict}` : 'not gated'}`;
      (t.direction === 'lower' ? smaller : bigger).push({
        name: `${s.id} ${targetLabel(t)}`,
        unit,
        value: t.current,
        extra,
      });
    }
  }
  return { bigger, smaller };
}

/** The two files' text: JSON arrays, 2-space indented, a final newline. */
export function renderGab(input: ExportInput): { bigger: string; smaller: string } {
  const { bigger, smaller } = gabEntries(input);
  return { bigger: `${JSON.stringify(bigger, null, 2)}\n`, smaller: `${JSON.stringify(smaller, null, 2)}\n` };
}

/** Where the lower-is-better entries go: beside FILE, `<FILE without .json>.smaller.json`. */
export function gabSmallerPath(file: string): string {
  return `${file.replace(/\.json$/i, '')}.smaller.json`;
}
