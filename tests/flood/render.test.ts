import MarkdownIt from 'markdown-it';
import { describe, expect, it } from 'vitest';
import { computeFloodResults } from '../../src/benchmarks/flood/metrics.js';
import { renderFlood as floodBlocks } from '../../src/benchmarks/flood/render.js';
import { toMarkdown } from '../../src/core/doc.js';
import type { Suite } from '../../src/results/types.js';

/** The flood section as the markdown report renders it. */
const renderFlood = (suite: Suite): string => toMarkdown(floodBlocks(suite));

function suiteFrom(details?: Record<string, unknown>): Suite {
  const r = computeFloodResults({
    years: 3,
    decisions: [
      {
        year: 1,
        agentId: 'A',
        agentType: 'MG_Owner',
        format: true,
        admissible: true,
        coherent: true,
        executedSkill: 'buy_insurance',
      },
      {
        year: 1,
        agentId: 'B',
        agentType: 'NMG_Renter',
        format: true,
        admissible: false,
        coherent: null,
        executedSkill: 'do_nothing',
      },
      {
        year: 2,
        agentId: 'A',
        agentType: 'MG_Owner',
        format: true,
        admissible: true,
        coherent: true,
        executedSkill: 'elevate_house',
      },
      {
        year: 2,
        agentId: 'B',
        agentType: 'NMG_Renter',
        format: false,
        admissible: null,
        coherent: null,
        executedSkill: 'do_nothing',
      },
    ],
    households: [
      {
        agentId: 'A',
        agentType: 'MG_Owner',
        zone: 'HIGH',
        insured: [false, true, false, false],
        active: [true, true, true, true],
        flooded: [false, true, false, false],
        elevatedAtEnd: true,
      },
      {
        agentId: 'B',
        agentType: 'NMG_Renter',
        zone: 'HIGH',
        insured: [false, false, false, false],
        active: [true, true, true, true],
        flooded: [false, true, false, false],
        elevatedAtEnd: false,
      },
    ],
    institutions: null,
  });
  const suite: Suite = {
    id: 'flood',
    benchmark: 'flood',
    task: 'simple',
    status: 'ok',
    inputs: [],
    total: 4,
    errors: 0,
    counts: r.counts,
    rounds: r.rounds,
    series: r.series,
    metrics: r.metrics,
    finalScore: r.finalScore,
    diagnostics: [],
  };
  if (details !== undefined) suite.details = details;
  return suite;
}

describe('renderFlood', () => {
  it('renders the per-year pass rates with every year and a chart', () => {
    const md = renderFlood(suiteFrom());
    expect(md).toContain('| 1 | 2 | 100.00 % | 50.00 % | 100.00 % | 50.00 % |');
    expect(md).toContain('| 2 | 2 | 50.00 % | 100.00 % | 100.00 % | 50.00 % |');
    expect(md).toContain('| 3 | 0 | – | – | – | – |');
    expect(md).toContain('xychart-beta');
    expect(md).toContain('line [50, 50, 0]');
  });

  it('renders the decision distribution by agent type', () => {
    const md = renderFlood(suiteFrom());
    expect(md).toContain('| Agent type | `buy_insurance` | `elevate_house` | `do_nothing` | Total |');
    expect(md).toContain('| `MG_Owner` | 1 (50 %) | 1 (50 %) | 0 (0 %) | 2 |');
    expect(md).toContain('| `NMG_Renter` | 0 (0 %) | 0 (0 %) | 2 (100 %) | 2 |');
  });

  it('renders the empirical benchmarks as informational: their band, epi, and never ✅ or ❌', () => {
    const md = renderFlood(suiteFrom());
    expect(md).toContain(
      '#### Empirical benchmarks (informational)\n\nObserved rates the simulated population is compared with. No band gates the build on its own',
    );
    expect(md).toContain('| Benchmark | Value | Range | Band (×0.7 / ×1.3) | Weight | Result |');
    // sfha: A uninsured in year 3, B too → 0/2, band 0.21–0.65 → outside
    expect(md).toContain('| `insurance_rate_sfha` | 0.0000 (0/2) | 0.30–0.50 | 0.210–0.650 | 1.0 | outside band |');
    // elevation: A of one owner → 1.0 → outside; renter uninsured 1/1 → outside; postflood: year-2 A elevates, B does nothing → 1/2 → in band
    expect(md).toContain('| `do_nothing_rate_postflood` | 0.5000 (1/2) | 0.35–0.65 | 0.245–0.845 | 1.5 | in band |');
    expect(md).toMatch(/\*\*epi\*\* .*: 0\.\d{4}$/m);
  });

  it('a passing run (every decision valid, benchmarks outside their bands) shows no ❌ and no ✅ anywhere', () => {
    const suite = suiteFrom();
    suite.rounds = suite.rounds.map((r) => ({ ...r, passed: r.input }));
    const md = renderFlood(suite);
    expect(md).toContain('outside band');
    expect(md).not.toMatch(/[❌✅✔✖✗✘]/u);
    expect(md).not.toMatch(/\bfail/i);
  });

  it('charts the valid share per year as one blue line, no legend needed', () => {
    const md = renderFlood(suiteFrom());
    expect(md).toContain(
      '```mermaid\n%%{init: {"xyChart":{"height":300},"themeVariables":{"xyChart":{"plotColorPalette":"#0072B2"}}}}%%\nxychart-beta\n  title "Valid decisions per year (%)"\n  x-axis "year" ["1", "2", "3"]\n',
    );
  });

  it('renders institutions from details, escaping what it prints', () => {
    const md = renderFlood(
      suiteFrom({
        institutions: [
          {
            year: 1,
            flood: false,
            premiumRate: 0.02,
            subsidyRate: 0.5,
            mgPriority: true,
            lossRatio: null,
            uptake: 0.1,
            mgAdoption: 0.05,
            nmgAdoption: 0.1,
            budgetLeftShare: 0.9,
            subsidiesPaid: 0,
            premiums: 100,
            claims: 0,
            government: { decision: 'maintain', adjustment: 0, validated: true },
            insurance: { decision: '<b>raise</b>', adjustment: 0.1, validated: false },
          },
          'junk',
        ],
      }),
    );
    expect(md).toContain('<details><summary>Institutions per year');
    expect(md).toContain(
      '| 1 |  | maintain | 50.00 % | MG | `<b>raise</b>` 10.0 % (fallback) | 2.00 % | – | 0.1000 | 0.0500 | 0.1000 | 0.9000 |',
    );
    const html = new MarkdownIt({ html: true }).render(md);
    expect(html).not.toContain('<b>raise');
  });

  it('renders nothing for an empty or errored suite', () => {
    const empty: Suite = {
      id: 'f',
      benchmark: 'flood',
      task: null,
      status: 'error',
      inputs: [],
      total: 0,
      errors: 0,
      rounds: [],
      metrics: {},
      finalScore: null,
      diagnostics: [],
    };
    expect(renderFlood(empty)).toBe('');
  });
});
