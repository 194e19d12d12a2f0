// Flood-specific blocks appended to the generic suite section (which already has the rounds
// table, funnel chart, metrics table and diagnostics): pass rates per year, decisions by agent
// type, the empirical benchmarks with their bands and epi (informational: "in band" or "outside
// band", never ✅/❌, since no band gates the build), and the institutions per year.
import {
  chart,
  code,
  details,
  figure,
  heading,
  paragraph,
  rate,
  strong,
  t,
  table,
  text,
  value,
  type Block,
  type Inline,
} from '../../core/doc.js';
import { fixed, formatValue } from '../../core/numbers.js';
import type { Round, Suite } from '../../results/types.js';
import { benchmarkPasses, EMPIRICAL_BENCHMARKS } from './metrics.js';
import { AGENT_TYPES, SKILL_IDS } from './types.js';

function round(rounds: readonly Round[], id: string): Round {
  return rounds.find((r) => r.id === id) ?? { id, input: 0, passed: 0 };
}

function yearSection(suite: Suite): Block[] {
  const years = (suite.series ?? []).filter((s) => s.key === 'year');
  if (years.length === 0) return [];
  const rows = years.map((s) => {
    const [f, a, c] = [round(s.rounds, 'format'), round(s.rounds, 'admissible'), round(s.rounds, 'coherent')];
    return [
      value(s.at, 'count'),
      value(f.input, 'count'),
      rate(f.passed, f.input),
      rate(a.passed, a.input),
      rate(c.passed, c.input),
      rate(c.passed, f.input),
    ];
  });
  const out = [
    heading(4, t`Pass rate by year`),
    table([t`Year`, t`Decisions`, t`Format`, t`Admissible`, t`Coherent`, t`Valid (all rounds)`], rows, [
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
      chart({
        title: t`Valid decisions per year (%)`,
        xLabels: years.map((s) => formatValue(s.at, 'count')),
        xTitle: 'year',
        yLabel: '% of decisions',
        yMax: 100,
        height: 300,
        series: [{ name: 'valid', kind: 'line', values: valid }],
      }),
    );
  }
  return out;
}

function decisionSection(suite: Suite): Block[] {
  const counts = suite.counts ?? {};
  const used = SKILL_IDS.filter((skill) => AGENT_TYPES.some((a) => (counts[`${a}/${skill}`] ?? 0) > 0));
  if (used.length === 0) return [];
  const rows = AGENT_TYPES.flatMap((a) => {
    const cells = used.map((skill) => counts[`${a}/${skill}`] ?? 0);
    const total = cells.reduce((x, y) => x + y, 0);
    // Whole percents: a share beside each count in a wide matrix (the exact counts are there).
    return total === 0
      ? []
      : [
          [
            code(a),
            ...cells.map((n) => t`${value(n, 'count')} (${figure(fixed((100 * n) / total, 0))} %)`),
            value(total, 'count'),
          ],
        ];
  });
  return [
    heading(4, t`Executed decisions by agent type`),
    table([t`Agent type`, ...used.map((skill) => code(skill)), t`Total`], rows, [
      'l',
      ...used.map(() => 'r' as const),
      'r',
    ]),
  ];
}

function bandWords(v: number | null, low: number, high: number): Inline {
  // Informational, so never ✅/❌: a value outside its band is not a failure of the build.
  if (v === null) return t`–`;
  return benchmarkPasses(v, low, high) ? t`in band` : t`outside band`;
}

function benchmarkSection(suite: Suite): Block[] {
  const present = EMPIRICAL_BENCHMARKS.filter((b) => suite.metrics[b.id] !== undefined);
  if (present.length === 0) return [];
  const rows = present.map((b) => {
    const m = suite.metrics[b.id]!;
    const counts = m.passed !== undefined && m.input !== undefined ? t` (${m.passed}/${m.input})` : null;
    return [
      code(b.id),
      t`${value(m.value, 'fraction')}${counts}`,
      t`${figure(fixed(b.low, 2))}–${figure(fixed(b.high, 2))}`,
      t`${figure(fixed(b.low * 0.7, 3))}–${figure(fixed(b.high * 1.3, 3))}`,
      figure(fixed(b.weight, 1)),
      bandWords(m.value, b.low, b.high),
    ];
  });
  const epi = suite.metrics.epi;
  const out = [
    heading(4, t`Empirical benchmarks (informational)`),
    paragraph(
      t`Observed rates the simulated population is compared with. No band gates the build on its own: the weights of the benchmarks in band make up ${strong(t`epi`)}, which counts for half of the final score.`,
    ),
    table([t`Benchmark`, t`Value`, t`Range`, t`Band (×0.7 / ×1.3)`, t`Weight`, t`Result`], rows, [
      'l',
      'r',
      'r',
      'r',
      'r',
      'l',
    ]),
  ];
  if (epi !== undefined)
    out.push(
      paragraph(
        t`${strong(t`epi`)} (weight in band / weight of non-null benchmarks): ${value(epi.value, 'fraction')}${epi.value === null ? t` — every benchmark is null` : null}`,
      ),
    );
  return out;
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
  government: Inline;
  insurance: Inline;
}

const numberOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function decisionCell(v: unknown): Inline {
  if (v === null || typeof v !== 'object') return t`–`;
  const d = v as Record<string, unknown>;
  const adj = numberOrNull(d.adjustment);
  // The document is untrusted: a decision that is not a string is shown as its JSON.
  const shown = d.decision ?? '?';
  const decision = typeof shown === 'string' ? shown : JSON.stringify(shown);
  const shownDecision = t`${text(decision, 20)}${adj !== null && adj !== 0 ? t` ${figure(fixed(100 * adj, 1))} %` : null}`;
  return d.validated === false ? t`${shownDecision} (fallback)` : shownDecision;
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

function institutionSection(suite: Suite): Block[] {
  const years = institutionYears(suite.details?.institutions);
  if (years.length === 0) return [];
  const share = (v: number | null) => value(v === null ? null : 100 * v, 'percent');
  const priority = (p: boolean | null) => (p === null ? t`–` : p ? t`MG` : t`all`);
  const rows = years.map((y) => [
    value(y.year, 'count'),
    y.flood ? t`🌊` : null,
    y.government,
    share(y.subsidyRate),
    priority(y.mgPriority),
    y.insurance,
    share(y.premiumRate),
    value(y.lossRatio, 'fraction'),
    value(y.uptake, 'fraction'),
    value(y.mgAdoption, 'fraction'),
    value(y.nmgAdoption, 'fraction'),
    value(y.budgetLeftShare, 'fraction'),
  ]);
  const header = [
    t`Year`,
    t`Flood`,
    t`Government`,
    t`Subsidy rate`,
    t`Priority`,
    t`Insurance`,
    t`Premium rate`,
    t`Loss ratio`,
    t`Uptake`,
    t`MG adoption`,
    t`NMG adoption`,
    t`Budget left`,
  ];
  const body = table(header, rows, ['r', 'c', 'l', 'r', 'l', 'l', 'r', 'r', 'r', 'r', 'r', 'r']);
  return [details(t`Institutions per year (decision applied; figures at year end)`, [body])];
}

/** The flood suite's own blocks (Benchmark.render). */
export function renderFlood(suite: Suite): Block[] {
  return [...yearSection(suite), ...decisionSection(suite), ...benchmarkSection(suite), ...institutionSection(suite)];
}
