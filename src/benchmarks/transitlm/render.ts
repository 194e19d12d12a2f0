import { code, metric, t, table, value, rate, type Block, type Inline, paragraph } from '../../core/doc.js';
import type { Metric, Suite } from '../../results/types.js';

/**
 * TransitLM's own section: what the generic metrics table cannot show — the task's settings and,
 * for diversity, the best-match and route-count distributions. The metrics themselves are in the
 * report's metrics table (no metric listed twice).
 */

const RANKS = ['first', 'second', 'third'] as const;

function rateCell(m: Metric | undefined): Inline {
  if (m === undefined) return t`–`;
  return m.passed !== undefined && m.input !== undefined ? t`${metric(m)} (${m.passed}/${m.input})` : metric(m);
}

function diversityTables(suite: Suite): Block[] {
  const details = suite.details ?? {};
  const bm = RANKS.map((k) => suite.metrics[`best_match_${k}`]?.value ?? 0);
  const hits = bm.reduce((a, b) => a + b, 0);
  const out = [
    table(
      [t`Best match taken from`, t`IoU passes`, t`Share`],
      RANKS.map((k, i) => [k, value(bm[i], 'count'), rate(bm[i]!, hits)]),
      ['l', 'r', 'r'],
    ),
    table(
      [t`Output route`, t`Reachable`, t`Expert score (mean)`],
      RANKS.map((k) => [
        k,
        rateCell(suite.metrics[`route_reachable_${k}`]),
        value(suite.metrics[`expert_score_${k}`]?.value, 'fraction'),
      ]),
      ['l', 'r', 'r'],
    ),
  ];
  const counts = [0, 1, 2, 3].map((n) => details[`rowsWithRoutes${n}`]);
  if (counts.every((c) => typeof c === 'number'))
    out.push(
      table(
        [t`Output routes with lines`, t`Rows`],
        counts.map((c, n) => [n, value(c, 'count')]),
        ['r', 'r'],
      ),
    );
  return out;
}

export function renderTransitlm(suite: Suite): Block[] {
  const details = suite.details ?? {};
  const compat = typeof details.compat === 'string' ? details.compat : 'reference';
  const stations = typeof details.stations === 'string' ? details.stations : null;
  const settings = paragraph(
    t`TransitLM task ${code(suite.task ?? '–')} · compat ${code(compat)}${stations !== null ? t` · stations ${code(stations)}` : null}`,
  );
  return suite.task === 'diversity' ? [settings, ...diversityTables(suite)] : [settings];
}
