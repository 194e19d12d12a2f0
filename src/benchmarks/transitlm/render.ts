import { inlineCode, num, pct, table } from '../../core/markdown.js';
import type { Metric, Suite } from '../../results/types.js';

/** TransitLM-specific markdown: the key metrics in one table, and for diversity the best-match and route-count distributions. */

function metricCell(m: Metric | undefined, digits: number, percent = false): string {
  if (m === undefined) return '–';
  if (m.passed !== undefined && m.input !== undefined) return `${pct(m.passed, m.input)} (${m.passed}/${m.input})`;
  return percent ? `${num(m.value, digits)} %` : num(m.value, digits);
}

const KEY_METRICS: ReadonlyArray<readonly [string, string, number, boolean?]> = [
  ['line_iou_mean', 'Line IoU (mean)', 4],
  ['station_iou_mean', 'Station IoU (mean)', 4],
  ['expert_score_mean', 'Expert score S (mean)', 2],
  ['label_expert_score_mean', 'Label expert score (mean)', 2],
  ['expert_score_deviation_pct', 'Expert score deviation', 2, true],
  ['distance_mape', 'Distance MAPE', 2, true],
  ['time_mape', 'Time MAPE', 2, true],
  ['fare_mape', 'Fare MAPE', 2, true],
  ['transfer_distance_accuracy', 'Transfer distance accurate', 2],
  ['label_preference_compliance', 'Label preference compliance', 2],
  ['preference_compliance_req2', 'Preference: fewer transfers (2)', 2],
  ['preference_compliance_req5', 'Preference: no subway (5)', 2],
  ['preference_compliance_req7', 'Preference: subway first (7)', 2],
  ['preference_compliance_req8', 'Preference: shorter time (8)', 2],
  ['route_diversity', 'Route diversity RD', 4],
  ['label_route_diversity', 'Label RD', 4],
  ['all_routes_reachable', 'All routes reachable', 2],
];

export function renderTransitlm(suite: Suite): string {
  const out: string[] = [];
  const details = suite.details ?? {};
  const compat = typeof details.compat === 'string' ? details.compat : 'reference';
  const stations = typeof details.stations === 'string' ? details.stations : null;
  out.push(`TransitLM task ${inlineCode(suite.task ?? '–')} · compat ${inlineCode(compat)}${stations !== null ? ` · stations ${inlineCode(stations)}` : ''}`);
  const rows = KEY_METRICS.filter(([id]) => suite.metrics[id] !== undefined).map(([id, label, digits, percent]) => [label, metricCell(suite.metrics[id], digits, percent === true)]);
  if (rows.length > 0) out.push(table(['Key metric', 'Value'], rows, ['l', 'r']));
  if (suite.task === 'diversity') {
    const bm = ['first', 'second', 'third'].map((k) => suite.metrics[`best_match_${k}`]?.value ?? 0);
    const hits = bm.reduce((a, b) => a + b, 0);
    out.push(
      table(
        ['Best match taken from', 'IoU passes', 'Share'],
        ['first', 'second', 'third'].map((k, i) => [k, String(bm[i]), pct(bm[i] as number, hits)]),
        ['l', 'r', 'r'],
      ),
    );
    const reach = ['first', 'second', 'third'].map((k) => [k, metricCell(suite.metrics[`route_reachable_${k}`], 2), num(suite.metrics[`expert_score_${k}`]?.value, 2)]);
    out.push(table(['Output route', 'Reachable', 'Expert score (mean)'], reach, ['l', 'r', 'r']));
    const counts = [0, 1, 2, 3].map((n) => details[`rowsWithRoutes${n}`]);
    if (counts.every((c) => typeof c === 'number')) {
      out.push(table(['Output routes with lines', 'Rows'], counts.map((c, n) => [String(n), String(c)]), ['r', 'r']));
    }
  }
  return out.join('\n\n');
}
