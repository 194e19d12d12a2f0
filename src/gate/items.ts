// Per-item files (JSONL) read as streams: pairing two runs for McNemar and for the usage metrics'
// paired t, and the worst items of the current run for the report. Neither file is ever held
// whole; only the baseline's pass masks (and usage figures, when a usage metric is gated) are.
import { readJsonlRecords } from '../results/jsonl.js';
import { ITEM_LINE_MAX_CHARS } from './limits.js';
import { itemFigure, type UsageFigure } from './usage.js';

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

/**
 * A usage figure's values: paired, on the items both runs share and carry it (baseline[i] and
 * current[i] are one item); else every item of each side that carries it.
 */
export interface UsageValues {
  figure: UsageFigure;
  paired: boolean;
  baseline: number[];
  current: number[];
}

export interface ItemsScan {
  baselineItems: number | null;
  currentItems: number;
  shared: number;
  /** Both files present and ≥ 90 % of each run's ids shared (gate.md "Paired"). */
  paired: boolean;
  discordant: Map<string, DiscordantCounts>;
  /** Per usage figure asked for (scanItems' `usage`): its values on the shared items that carry it on both sides. */
  usagePairs: Map<UsageFigure, UsageValues>;
  /** Per usage figure asked for: every value of each side (for items that are not the same trial in both runs). */
  usageSamples: Map<UsageFigure, UsageValues>;
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
function pairKey(record: Record<string, unknown>): string {
  const repeat = record.repeat;
  return typeof repeat === 'number' ? `${record.id as string}\u0000${repeat}` : (record.id as string);
}

/**
 * The baseline's items by pair key: a row each, its pass mask and, when usage figures are asked
 * for, those figures in one Float64Array (NaN: the item does not carry it), so that 100 000
 * items hold a few numbers each, not an object. A key seen again: its later line wins.
 */
class BaselineItems {
  private readonly rows = new Map<string, number>();
  private readonly masks: Mask[] = [];
  private figures: Float64Array;

  constructor(private readonly usage: readonly UsageFigure[]) {
    this.figures = new Float64Array(usage.length * 1024);
  }

  get size(): number {
    return this.rows.size;
  }

  set(key: string, mask: Mask, record: Record<string, unknown>): void {
    let row = this.rows.get(key);
    if (row === undefined) {
      row = this.masks.length;
      this.rows.set(key, row);
      this.masks.push(mask);
    } else this.masks[row] = mask;
    const width = this.usage.length;
    if (width === 0) return;
    if ((row + 1) * width > this.figures.length) {
      const grown = new Float64Array(this.figures.length * 2);
      grown.set(this.figures);
      this.figures = grown;
    }
    this.usage.forEach((f, i) => (this.figures[row * width + i] = itemFigure(record.usage, f) ?? Number.NaN));
  }

  /** The row of a key, or undefined. */
  row(key: string): number | undefined {
    return this.rows.get(key);
  }

  mask(row: number): Mask {
    return this.masks[row]!;
  }

  /** Figure i (in the order asked for) of a row; NaN when the item does not carry it. */
  figure(row: number, i: number): number {
    return this.figures[row * this.usage.length + i]!;
  }

  /** Figure i of every row that carries it, in row order. */
  values(i: number): number[] {
    const out: number[] = [];
    for (let row = 0; row < this.masks.length; row++) {
      const v = this.figure(row, i);
      if (!Number.isNaN(v)) out.push(v);
    }
    return out;
  }
}

/** The baseline's items file read into BaselineItems, and how many of its lines were malformed. */
async function readBaseline(
  file: string,
  outcomes: readonly Outcome[],
  usage: readonly UsageFigure[],
): Promise<{ items: BaselineItems; badLines: number }> {
  const items = new BaselineItems(usage);
  let badLines = 0;
  for await (const { record } of readJsonl(file)) {
    if (record === null) badLines += 1;
    else items.set(pairKey(record), outcomeMask(record, outcomes), record);
  }
  return { items, badLines };
}

/** A shared item's usage figures added to their pairs (the map's order is the baseline's figures' order), each one both sides carry. */
function pairUsage(
  usagePairs: Map<UsageFigure, UsageValues>,
  baseline: BaselineItems,
  row: number,
  record: Record<string, unknown>,
): void {
  let i = 0;
  for (const [figure, pairs] of usagePairs) {
    const was = baseline.figure(row, i++);
    const now = itemFigure(record.usage, figure);
    if (Number.isNaN(was) || now === null) continue;
    pairs.baseline.push(was);
    pairs.current.push(now);
  }
}

/** The usage figures' pairs (filled from the shared items) and samples (the baseline's all read already). */
function usageMaps(usage: readonly UsageFigure[], baseline: BaselineItems | null) {
  const usagePairs = new Map(
    usage.map((figure): [UsageFigure, UsageValues] => [figure, { figure, paired: true, baseline: [], current: [] }]),
  );
  const usageSamples = new Map(
    usage.map((figure, i): [UsageFigure, UsageValues] => [
      figure,
      { figure, paired: false, baseline: baseline?.values(i) ?? [], current: [] },
    ]),
  );
  return { usagePairs, usageSamples };
}

/** A current item's usage figures added to the samples, each one it carries. */
function addSamples(usageSamples: Map<UsageFigure, UsageValues>, record: Record<string, unknown>): void {
  for (const [figure, samples] of usageSamples) {
    const v = itemFigure(record.usage, figure);
    if (v !== null) samples.current.push(v);
  }
}

type RankedItem = WorstItem & { rank: number; order: number };

/** `candidate` put in its place in `worst` (worst first) when it is among the `keep` worst. */
function keepIfWorse(worst: RankedItem[], candidate: RankedItem, keep: number): void {
  if (worst.length >= keep && !(worst.length > 0 && worseThan(candidate, worst[worst.length - 1]!))) return;
  let at = worst.length;
  while (at > 0 && worseThan(candidate, worst[at - 1]!)) at -= 1;
  worst.splice(at, 0, candidate);
  if (worst.length > keep) worst.pop();
}

/**
 * Scan the current items file (and the baseline's, when given): discordant pairs per outcome on
 * the shared ids, the `usage` figures of the shared items that carry them on both sides, and the
 * `keepWorst` worst failing items of the current run.
 */
export async function scanItems(opts: {
  currentFile: string;
  baselineFile: string | null;
  /** Round ids in suite order (for "first failed round"). */
  rounds: readonly string[];
  outcomes: readonly Outcome[];
  keepWorst: number;
  /** The usage figures to pair (the suite's usage metrics', usage.ts usageFigures); none by default. */
  usage?: readonly UsageFigure[];
}): Promise<ItemsScan> {
  const usage = opts.usage ?? [];
  const read = opts.baselineFile === null ? null : await readBaseline(opts.baselineFile, opts.outcomes, usage);
  const baseline = read?.items ?? null;
  let badLines = read?.badLines ?? 0;
  const { usagePairs, usageSamples } = usageMaps(usage, baseline);
  const discordant = new Map(opts.outcomes.map((o) => [o.key, { b: 0, c: 0 }]));
  const worst: RankedItem[] = [];
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
    addSamples(usageSamples, record);
    const row = baseline?.row(pairKey(record));
    const before = row === undefined ? undefined : baseline!.mask(row);
    if (row !== undefined && before !== undefined) {
      shared += 1;
      pairUsage(usagePairs, baseline!, row, record);
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
    keepIfWorse(worst, candidate, opts.keepWorst);
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
    usagePairs,
    usageSamples,
    failing,
    worst: worst.map(({ id, reason, failedRound, newlyFailing }) => ({ id, reason, failedRound, newlyFailing })),
    badLines,
  };
}
