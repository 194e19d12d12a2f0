// The run a suite's input came from (asbench's metadata, kept in details.run), for the report.
// The details may come from a fork's artifact: only strings (and a number of seconds) are shown,
// and the report escapes them.
import type { Suite } from '../../results/types.js';

/**
 * Each key of details.run and its label. asbench's execution_time is the moment its runner saved
 * the results (datetime.now().isoformat()), shown as written; a number there (files not written by
 * asbench) is a duration in seconds.
 */
const LABELS = [
  ['llm', 'model'],
  ['exp_id', 'exp'],
  ['agent_filename', 'agent'],
  ['execution_time', 'saved'],
] as const;

/** "model qwen2.5-7b · exp 0c9639c9-… · …" as label/value pairs; none without metadata. */
export function hurricaneIdentity(suite: Suite): [label: string, value: string][] {
  const run = suite.details?.run;
  if (run === null || typeof run !== 'object' || Array.isArray(run)) return [];
  const out: [string, string][] = [];
  for (const [key, label] of LABELS) {
    const v = Object.hasOwn(run, key) ? (run as Record<string, unknown>)[key] : undefined;
    if (typeof v === 'string' && v !== '') out.push([label, v]);
    else if (key === 'execution_time' && typeof v === 'number' && Number.isFinite(v))
      out.push(['time', `${Number(v.toFixed(3))} s`]);
  }
  return out;
}
