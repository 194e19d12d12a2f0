// Per-item files (JSONL) read as streams: pairing two runs for McNemar, and the worst items of the
// current run for the report. Neither file is ever held whole; only the baseline's pass masks are.
import { readJsonlRecords } from '../results/jsonl.js';
import { ITEM_LINE_MAX_CHARS } from './limits.js';

/** The items lines of a file, each within the items-line cap. */
const readJsonl = (file: string) => readJsonlRecords(file, ITEM_LINE_MAX_CHARS);

/** One pass/fail outcome per item: passes when every listed round is `true` (`null`/missing = not passed). */
export interface Outcome {
  key: string;
  rounds: readonly string[];
}

export interface DiscordantCounts {
  /** Passed in the baseline, not now. */
  b: number;
  /** Not passed in the baseline, passed now. */
  c: number;
}

export interface WorstItem {
  id: string;
  reason: string | null;
  /** First round (in suite order) the item did not pass, or null when it passed them all. */
  failedRound: string | null;
  /** Passed some outcome in the baseline that it does not pass now. */
  newlyFailing: boolean;
}

export interface ItemsScan {
  baselineItems: number | null;
  currentItems: number;
  shared: number;
  /** Both files present and ≥ 90 % of each run's ids shared (gate.md "Paired"). */
  paired: boolean;
  discordant: Map<string, DiscordantCounts>;
  /** Items of the current run that did not pass some round. */
  failing: number;
  worst: WorstItem[];
  /** Lines that are not a JSON object with a string id (counted, skipped). */
  badLines: number;
}

export const PAIRED_SHARE = 0.9;

/**
 * Which outcomes an item passes, one bit each: a number for up to 30 outcomes (the usual case),
 * else one number per 30 (a schema-valid suite may have any number of rounds).
 */
type Mask = number | number[];

const WORD = 30;

function outcomeMask(record: Record<string, unknown>, outcomes: readonly Outcome[]): Mask {
  const passes = (o: Outcome) => o.rounds.length > 0 && o.rounds.every((r) => record[r] === true);
  if (outcomes.length <= WORD) {
    let mask = 0;
    outcomes.forEach((o, i) => {
      if (passes(o)) mask |= 1 << i;
    });
    return mask;
  }
  const words = new Array<number>(Math.ceil(outcomes.length / WORD)).fill(0);
  outcomes.forEach((o, i) => {
    if (passes(o)) words[Math.floor(i / WORD)]! |= 1 << (i % WORD);
  });
  return words;
}

/** Outcome i of a mask: 1 passed, 0 not. */
function bit(mask: Mask, i: number): number {
  return typeof mask === 'number' ? (mask >> i) & 1 : (mask[Math.floor(i / WORD)]! >> (i % WORD)) & 1;
}

/** Whether some outcome passed before and does not now. */
function lostAny(before: Mask, now: Mask): boolean {
  if (typeof before === 'number' && typeof now === 'number') return (before & ~now) !== 0;
  const b = before as number[];
  const n = now as number[];
  return b.some((word, i) => (word & ~n[i]!) !== 0);
}

/** Rank: newly failing first, then the earlier the failed round the worse, then file order. */
function worseThan(
  a: WorstItem & { rank: number; order: number },
  b: WorstItem & { rank: number; order: number },
): boolean {
  if (a.newlyFailing !== b.newlyFailing) return a.newlyFailing;
  if (a.rank !== b.rank) return a.rank < b.rank;
  return a.order < b.order;
}

/**
 * The key an item is paired by: its id, and for a repeated suite (docs/repeats.md) its repeat, so
 * repeat k of one run pairs only with repeat k of the other; a repeated side never pairs with an
 * unrepeated one (their keys differ, so under 90 % are shared).
 */
export function pairKey(record: Record<string, unknown>): string {
  const repeat = record.repeat;
  return typeof repeat === 'number' ? `${record.id as string}\u0000${repeat}` : (record.id as string);
}

/**
 * Scan the current items file (and the baseline's, when given): discordant pairs per outcome on
 * the shared ids, and the `keepWorst` worst failing items of the current run.
 */
export async function scanItems(opts: {
  currentFile: string;
  baselineFile: string | null;
  /** Round ids in suite order (for "first failed round"). */
  rounds: readonly string[];
  outcomes: readonly Outcome[];
  keepWorst: number;
}): Promise<ItemsScan> {
  let badLines = 0;
  let baseline: Map<string, Mask> | null = null;
  if (opts.baselineFile !== null) {
    baseline = new Map();
    for await (const { record } of readJsonl(opts.baselineFile)) {
      if (record === null) badLines += 1;
      else baseline.set(pairKey(record), outcomeMask(record, opts.outcomes));
    }
  }
  const discordant = new Map(opts.outcomes.map((o) => [o.key, { b: 0, c: 0 }]));
  const worst: (WorstItem & { rank: number; order: number })[] = [];
  let currentItems = 0;
  let shared = 0;
  let failing = 0;
  for await (const { record } of readJsonl(opts.currentFile)) {
    if (record === null) {
      badLines += 1;
      continue;
    }
    currentItems += 1;
    const id = record.id as string;
    const mask = outcomeMask(record, opts.outcomes);
    const before = baseline?.get(pairKey(record));
    if (before !== undefined) {
      shared += 1;
      opts.outcomes.forEach((o, i) => {
        const counts = discordant.get(o.key)!;
        const was = bit(before, i);
        const now = bit(mask, i);
        if (was && !now) counts.b += 1;
        else if (!was && now) counts.c += 1;
      });
    }
    const rank = opts.rounds.findIndex((r) => record[r] === false);
    if (rank < 0) continue;
    failing += 1;
    const reason = typeof record.reason === 'string' ? record.reason : null;
    const candidate = {
      id,
      reason,
      failedRound: opts.rounds[rank]!,
      newlyFailing: before !== undefined && lostAny(before, mask),
      rank,
      order: currentItems,
    };
    if (worst.length < opts.keepWorst || (worst.length > 0 && worseThan(candidate, worst[worst.length - 1]!))) {
      let at = worst.length;
      while (at > 0 && worseThan(candidate, worst[at - 1]!)) at -= 1;
      worst.splice(at, 0, candidate);
      if (worst.length > opts.keepWorst) worst.pop();
    }
  }
  const baselineItems = baseline?.size ?? null;
  const paired =
    baselineItems !== null &&
    baselineItems > 0 &&
    currentItems > 0 &&
    shared >= PAIRED_SHARE * baselineItems &&
    shared >= PAIRED_SHARE * currentItems;
  return {
    baselineItems,
    currentItems,
    shared,
    paired,
    discordant,
    failing,
    worst: worst.map(({ id, reason, failedRound, newlyFailing }) => ({ id, reason, failedRound, newlyFailing })),
    badLines,
  };
}
