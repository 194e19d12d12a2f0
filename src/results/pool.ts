// Pooled counts: rounds (input and passed summed per round id) and series entries (per key and
// point), for shard merge and for the repeats of a suite.
import type { Round, SeriesEntry } from './types.js';

/** Rounds summed by id, in order of first appearance. */
export function sumRounds(parts: readonly (readonly Round[])[]): Round[] {
  const merged: Round[] = [];
  for (const rounds of parts) {
    for (const r of rounds) {
      const into = merged.find((m) => m.id === r.id);
      if (into) {
        into.input += r.input;
        into.passed += r.passed;
      } else merged.push({ ...r });
    }
  }
  return merged;
}

/** Series entries summed by key and point; undefined when no part has a series. */
export function sumSeries(parts: readonly (readonly SeriesEntry[] | undefined)[]): SeriesEntry[] | undefined {
  if (parts.every((p) => p === undefined)) return undefined;
  const merged: SeriesEntry[] = [];
  for (const series of parts) {
    for (const e of series ?? []) {
      const into = merged.find((m) => m.key === e.key && m.at === e.at);
      if (into) into.rounds = sumRounds([into.rounds, e.rounds]);
      else merged.push({ ...e, rounds: e.rounds.map((r) => ({ ...r })) });
    }
  }
  return merged;
}
