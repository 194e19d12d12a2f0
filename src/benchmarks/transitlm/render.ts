import { inlineCode, table } from '../../core/markdown.js';
import { formatMetric, formatRate, formatValue } from '../../core/numbers.js';
import type { Metric, Suite } from '../../results/types.js';

/**
 * TransitLM-specific markdown: what the generic metrics table cannot show — the task's settings and,
 * for diversity, the best-match and route-count distributions. The metrics themselves are in the
 * report's metrics table (issue #16: no metric listed twice).
 */

function rateCell(m: Metric | undefined): string {
  if (m === undefined) return '–';
  return m.passed !== undefined && m.input !== undefined
    ? `${formatMetric(m)} (${m.passed}/${m.input})`
    : formatMetric(m);
}

export function renderTransitlm(suite: Suite): string {
  const out: string[] = [];
  const details = suite.details ?? {};
  const compat = typeof details.compat === 'string' ? details.compat : 'reference';
  const stations = typeof details.stations === 'string' ? details.stations : null;
  out.push(
    `TransitLM task ${inlineCode(suite.task ?? '–')} · compat ${inlineCode(compat)}${stations !== null ? ` · stations ${inlineCode(stations)}` : ''}`,
  );
  if (suite.task === 'diversity') {
    const bm = ['first', 'second', 'third'].map((k) => suite.metrics[`best_match_${k}`]?.value ?? 0);
    const hits = bm.reduce((a, b) => a + b, 0);
    out.push(
      table(
        ['Best match taken from', 'IoU passes', 'Share'],
        ['first', 'second', 'third'].map((k, i) => [k, formatValue(bm[i], 'count'), formatRate(bm[i]!, hits)]),
        ['l', 'r', 'r'],
      ),
    );
    const reach = ['first', 'second', 'third'].map((k) => [
      k,
      rateCell(suite.metrics[`route_reachable_${k}`]),
      formatValue(suite.metrics[`expert_score_${k}`]?.value, 'fraction'),
    ]);
    out.push(table(['Output route', 'Reachable', 'Expert score (mean)'], reach, ['l', 'r', 'r']));
    const counts = [0, 1, 2, 3].map((n) => details[`rowsWithRoutes${n}`]);
    if (counts.every((c) => typeof c === 'number')) {
      out.push(
        table(
          ['Output routes with lines', 'Rows'],
          counts.map((c, n) => [String(n), formatValue(c, 'count')]),
          ['r', 'r'],
        ),
      );
    }
  }
  return out.join('\n\n');
}
