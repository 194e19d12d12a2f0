// Flood-specific markdown appended to the generic suite section (which already has the rounds
// table, funnel chart, metrics table and diagnostics): pass rates per year, decisions by agent
// type, the empirical benchmarks with their bands and epi (informational: "in band" or "outside
// band", never ✅/❌, since no band gates the build), and the institutions per year.
import { details, num, pct, plainText, table } from '../../core/markdown.js';
import { formatRate, formatValue } from '../../core/numbers.js';
import { xyChart } from '../../core/mermaid.js';
import type { Round, Suite } from '../../results/types.js';
import { benchmarkPasses, EMPIRICAL_BENCHMARKS } from './metrics.js';
import { AGENT_TYPES, SKILL_IDS } from './types.js';

function round(rounds: readonly Round[], id: string): Round {
  return rounds.find((r) => r.id === id) ?? { id, input: 0, passed: 0 };
}

function yearSection(suite: Suite): string | null {
  const years = (suite.series ?? []).filter((s) => s.key === 'year');
  if (years.length === 0) return null;
  const rows = years.map((s) => {
    const [f, a, c] = [round(s.rounds, 'format'), round(s.rounds, 'admissible'), round(s.rounds, 'coherent')];
    return [
      formatValue(s.at, 'count'),
      formatValue(f.input, 'count'),
      formatRate(f.passed, f.input),
      formatRate(a.passed, a.input),
      formatRate(c.passed, c.input),
      formatRate(c.passed, f.input),
    ];
  });
  const out = [
    '#### Pass rate by year',
    table(['Year', 'Decisions', 'Format', 'Admissible', 'Coherent', 'Valid (all rounds)'], rows, [
      'r',
      'r',
      'r',
      'r',
      'r',
      'r',
    ]),
  ];
  if (years.length > 1) {
    const valid = years.map((s) => {
      const input = round(s.rounds, 'format').input;
      return input > 0 ? (100 * round(s.rounds, 'coherent').passed) / input : 0;
    });
    out.push(
      xyChart({
        title: 'Valid decisions per year (%)',
        xLabels: years.map((s) => formatValue(s.at, 'count')),
        xTitle: 'year',
        yLabel: '% of decisions',
        yMax: 100,
        height: 300,
        series: [{ name: 'valid', kind: 'line', values: valid }],
      }),
    );
  }
  return out.join('\n\n');
}

function decisionSection(suite: Suite): string | null {
  const counts = suite.counts ?? {};
  const used = SKILL_IDS.filter((skill) => AGENT_TYPES.some((t) => (counts[`${t}/${skill}`] ?? 0) > 0));
  if (used.length === 0) return null;
  const rows = AGENT_TYPES.flatMap((t) => {
    const cells = used.map((skill) => counts[`${t}/${skill}`] ?? 0);
    const total = cells.reduce((a, b) => a + b, 0);
    // Whole percents: a share beside each count in a wide matrix (the exact counts are there).
    return total === 0
      ? []
      : [
          [
            `\`${t}\``,
            ...cells.map((n) => `${formatValue(n, 'count')} (${pct(n, total, 0)})`),
            formatValue(total, 'count'),
          ],
        ];
  });
  return [
    '#### Executed decisions by agent type',
    table(['Agent type', ...used.map((s) => `\`${s}\``), 'Total'], rows, ['l', ...used.map(() => 'r' as const), 'r']),
  ].join('\n\n');
}

function benchmarkSection(suite: Suite): string | null {
  const present = EMPIRICAL_BENCHMARKS.filter((b) => suite.metrics[b.id] !== undefined);
  if (present.length === 0) return null;
  const rows = present.map((b) => {
    const m = suite.metrics[b.id]!;
    const counts = m.passed !== undefined && m.input !== undefined ? ` (${m.passed}/${m.input})` : '';
    // Informational, so never ✅/❌: a value outside its band is not a failure of the build.
    const band = m.value === null ? '–' : benchmarkPasses(m.value, b.low, b.high) ? 'in band' : 'outside band';
    return [
      `\`${b.id}\``,
      `${formatValue(m.value, 'fraction')}${counts}`,
      `${num(b.low)}–${num(b.high)}`,
      `${num(b.low * 0.7, 3)}–${num(b.high * 1.3, 3)}`,
      num(b.weight, 1),
      band,
    ];
  });
  const epi = suite.metrics.epi;
  const lines = [
    '#### Empirical benchmarks (informational)',
    'Observed rates the simulated population is compared with. No band gates the build on its own: the weights of the benchmarks in band make up **epi**, which counts for half of the final score.',
    table(['Benchmark', 'Value', 'Range', 'Band (×0.7 / ×1.3)', 'Weight', 'Result'], rows, [
      'l',
      'r',
      'r',
      'r',
      'r',
      'l',
    ]),
  ];
  if (epi !== undefined)
    lines.push(
      `**epi** (weight in band / weight of non-null benchmarks): ${formatValue(epi.value, 'fraction')}${epi.value === null ? ' — every benchmark is null' : ''}`,
    );
  return lines.join('\n\n');
}

/** One year of `details.institutions` (written by the simulation); read defensively. */
interface InstitutionYear {
  year: number;
  flood: boolean;
  premiumRate: number | null;
  subsidyRate: number | null;
  mgPriority: boolean | null;
  lossRatio: number | null;
  uptake: number | null;
  mgAdoption: number | null;
  nmgAdoption: number | null;
  budgetLeftShare: number | null;
  government: string;
  insurance: string;
}

const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function decisionCell(v: unknown): string {
  if (v === null || typeof v !== 'object') return '–';
  const d = v as Record<string, unknown>;
  const adj = numberOrNull(d.adjustment);
  // The document is untrusted: a decision that is not a string is shown as its JSON.
  const shown = d.decision ?? '?';
  const decision = typeof shown === 'string' ? shown : JSON.stringify(shown);
  const text = `${plainText(decision, 20)}${adj !== null && adj !== 0 ? ` ${num(100 * adj, 1)} %` : ''}`;
  return d.validated === false ? `${text} (fallback)` : text;
}

function institutionYears(value: unknown): InstitutionYear[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v): InstitutionYear[] => {
    if (v === null || typeof v !== 'object') return [];
    const e = v as Record<string, unknown>;
    const year = numberOrNull(e.year);
    if (year === null) return [];
    return [
      {
        year,
        flood: e.flood === true,
        premiumRate: numberOrNull(e.premiumRate),
        subsidyRate: numberOrNull(e.subsidyRate),
        mgPriority: typeof e.mgPriority === 'boolean' ? e.mgPriority : null,
        lossRatio: numberOrNull(e.lossRatio),
        uptake: numberOrNull(e.uptake),
        mgAdoption: numberOrNull(e.mgAdoption),
        nmgAdoption: numberOrNull(e.nmgAdoption),
        budgetLeftShare: numberOrNull(e.budgetLeftShare),
        government: decisionCell(e.government),
        insurance: decisionCell(e.insurance),
      },
    ];
  });
}

function institutionSection(suite: Suite): string | null {
  const years = institutionYears(suite.details?.institutions);
  if (years.length === 0) return null;
  const rate = (v: number | null) => formatValue(v === null ? null : 100 * v, 'percent');
  const rows = years.map((y) => [
    formatValue(y.year, 'count'),
    y.flood ? '🌊' : '',
    y.government,
    rate(y.subsidyRate),
    y.mgPriority === null ? '–' : y.mgPriority ? 'MG' : 'all',
    y.insurance,
    rate(y.premiumRate),
    formatValue(y.lossRatio, 'fraction'),
    formatValue(y.uptake, 'fraction'),
    formatValue(y.mgAdoption, 'fraction'),
    formatValue(y.nmgAdoption, 'fraction'),
    formatValue(y.budgetLeftShare, 'fraction'),
  ]);
  const header = [
    'Year',
    'Flood',
    'Government',
    'Subsidy rate',
    'Priority',
    'Insurance',
    'Premium rate',
    'Loss ratio',
    'Uptake',
    'MG adoption',
    'NMG adoption',
    'Budget left',
  ];
  const body = table(header, rows, ['r', 'c', 'l', 'r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r']);
  return details('Institutions per year (decision applied; figures at year end)', body);
}

/** The flood suite's own markdown (Benchmark.render). */
export function renderFlood(suite: Suite): string {
  return [yearSection(suite), decisionSection(suite), benchmarkSection(suite), institutionSection(suite)]
    .filter((s): s is string => s !== null)
    .join('\n\n');
}
