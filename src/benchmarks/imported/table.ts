// What an importer hands the scorer: per item id, the values a tool recorded under each name
// (observations, several for repeats: Inspect epochs, promptfoo `repeat`, lm-eval filters are
// separate names), in the order the items first appear. The scorer decides which names are
// checks and which are scores (table.ts knows nothing of a config).
import { DetailBuilder } from '../../results/items.js';
import type { UsageSum } from './usage.js';

/** What one name holds over the items: how many observations, and whether they were all 0 or 1. */
export interface NameStats {
  name: string;
  observations: number;
  /** Some observation was a number other than 0 and 1 (not a pass/fail value). */
  nonBinary: boolean;
}

interface Aggregate {
  count: number;
  sum: number;
  /** Every observation was exactly 1 (passed). */
  allOne: boolean;
  /** Why the first observation that was not 1 did not pass (the tool's words), if given. */
  reason: string | null;
}

export interface ItemRow {
  id: string;
  /** Where the item was first seen, for diagnostics (a JSONL line, or null). */
  line: number | null;
  /** How many times the tool recorded the item (epochs, repeats; 1 for most). */
  repeats: number;
  values: Map<string, Aggregate>;
  /** The item had a problem that was reported (a value that could not be read): counted in `errors`. */
  error: boolean;
  /**
   * What the tool recorded of the item (input, target, output, its reason), for the items file's
   * `detail`: of its first record that failed, else of its first record (see `detailFor`).
   */
  detail: DetailBuilder;
  /** Whether `detail` is a failed record's; null while it has none. */
  detailFailed: boolean | null;
  /** What the item's records cost (tokens, cost, latency), when the tool recorded it. */
  usage: UsageSum | null;
}

/** Items by id, in order of first appearance, with every name's statistics. */
export class ItemTable {
  private readonly rows = new Map<string, ItemRow>();
  private readonly names = new Map<string, NameStats>();

  /** The item with this id, created on first sight. */
  item(id: string, line: number | null): ItemRow {
    let row = this.rows.get(id);
    if (row === undefined) {
      row = {
        id,
        line,
        repeats: 0,
        values: new Map(),
        error: false,
        detail: new DetailBuilder(),
        detailFailed: null,
        usage: null,
      };
      this.rows.set(id, row);
    }
    return row;
  }

  has(id: string): boolean {
    return this.rows.has(id);
  }

  /** One observation of `name` for an item: a value in [0, 1] for pass/fail, or any finite number. */
  observe(row: ItemRow, name: string, value: number, reason: string | null = null): void {
    let stats = this.names.get(name);
    if (stats === undefined) {
      stats = { name, observations: 0, nonBinary: false };
      this.names.set(name, stats);
    }
    stats.observations += 1;
    if (value !== 0 && value !== 1) stats.nonBinary = true;
    let agg = row.values.get(name);
    if (agg === undefined) {
      agg = { count: 0, sum: 0, allOne: true, reason: null };
      row.values.set(name, agg);
    }
    agg.count += 1;
    agg.sum += value;
    if (value !== 1) {
      if (agg.allOne) agg.reason = reason;
      agg.allOne = false;
    }
  }

  /** The names seen, in order of first appearance. */
  nameStats(): NameStats[] {
    return [...this.names.values()];
  }

  get size(): number {
    return this.rows.size;
  }

  [Symbol.iterator](): IterableIterator<ItemRow> {
    return this.rows.values();
  }
}

/**
 * Where a record of the item puts its detail: the item's first record, or the first that failed
 * (a repeat that failed says more of a failing item than one that passed); null when the item's
 * detail stays as it is.
 */
export function detailFor(row: ItemRow, failed: boolean): DetailBuilder | null {
  if (row.detailFailed === null || (failed && !row.detailFailed)) {
    if (row.detailFailed !== null) row.detail = new DetailBuilder();
    row.detailFailed = failed;
    return row.detail;
  }
  return null;
}

/** An item passes a check when every observation of it was 1 (all repeats passed); null when it has none. */
export function checkOf(row: ItemRow, name: string): { passed: boolean; reason: string | null } | null {
  const agg = row.values.get(name);
  if (agg === undefined) return null;
  return { passed: agg.allOne, reason: agg.allOne ? null : agg.reason };
}

/** An item's score: the mean of its observations (repeats averaged); null when it has none. */
export function scoreOf(row: ItemRow, name: string): number | null {
  const agg = row.values.get(name);
  return agg === undefined || agg.count === 0 ? null : agg.sum / agg.count;
}
