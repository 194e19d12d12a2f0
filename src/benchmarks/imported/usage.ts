// What a tool recorded of each record's cost (docs/usage.md, docs/items.md "Usage"): tokens per
// model, requests, latency and the tool's own cost, summed per item over its records (repeats,
// epochs: what the item cost in the run). Every value comes from another tool's file: a count must
// be a whole number ≥ 0, an amount a finite number ≥ 0; a value that is not is counted and reported
// once per field (with where it was first seen), and the item's figure it belongs to is left out
// rather than summed short.
import type { Diagnostics } from '../../core/diagnostics.js';
import { MODEL_NAME_MAX, MODELS_PER_ITEM_MAX, type ItemUsage, type ModelTokens } from '../../results/usage.js';
import { capText } from './input.js';

/** The figures of an item that are sums over its records. */
const FIGURES = ['requests', 'latencyMs', 'cost', 'inputTokens', 'outputTokens', 'cachedTokens'] as const;
type Figure = (typeof FIGURES)[number];
const TOKEN_KEYS = ['inputTokens', 'outputTokens', 'cachedTokens'] as const;

/** One record's usage, as read: its tokens per model (read with `tokensOf`), and the rest. */
export interface RecordUsage {
  requests?: number;
  latencyMs?: number;
  cost?: number;
  /** Tokens per model, in the tool's order; null: the record reports none. */
  models: Map<string, ModelTokens> | null;
  /** A value of the record could not be read: the figures it belongs to are unknown for the item. */
  unknown: Set<Figure>;
}

/** Where a value sits, for a diagnostic (file, line or pointer, field). */
export type Where = Record<string, unknown>;

/**
 * An item's usage, summed over its records; a figure is kept only when every record of the item
 * has it (a sum over some records would look smaller than the item cost), cached tokens when one
 * has them.
 */
export class UsageSum {
  private records = 0;
  private readonly sums = new Map<Figure, number>();
  private readonly counts = new Map<Figure, number>();
  private readonly unknown = new Set<Figure>();
  private readonly models = new Map<string, ModelTokens>();
  private tooManyModels = false;

  add(record: RecordUsage): void {
    this.records += 1;
    const add = (figure: Figure, value: number | undefined) => {
      if (value === undefined) return;
      this.sums.set(figure, (this.sums.get(figure) ?? 0) + value);
      this.counts.set(figure, (this.counts.get(figure) ?? 0) + 1);
    };
    add('requests', record.requests);
    add('latencyMs', record.latencyMs);
    add('cost', record.cost);
    for (const f of record.unknown) this.unknown.add(f);
    if (record.models === null) return;
    const total: ModelTokens = {};
    for (const [name, tokens] of record.models) {
      let sum = this.models.get(name);
      if (sum === undefined) {
        if (this.models.size >= MODELS_PER_ITEM_MAX) {
          this.tooManyModels = true;
          continue;
        }
        sum = {};
        this.models.set(name, sum);
      }
      for (const key of TOKEN_KEYS) {
        const v = tokens[key];
        if (v === undefined) continue;
        sum[key] = (sum[key] ?? 0) + v;
        total[key] = (total[key] ?? 0) + v;
      }
    }
    for (const key of TOKEN_KEYS) add(key, total[key]);
  }

  /** The item's usage (docs/usage.md "Items lines"), or null when no figure is known for every record. */
  value(): ItemUsage | null {
    const out: ItemUsage = {};
    for (const figure of FIGURES) {
      const sum = this.sums.get(figure);
      // Known for every record (cached tokens: for one at least, the others reported no cache
      // reads), never unreadable, and still a count the JSON keeps exactly.
      const complete = figure === 'cachedTokens' || this.counts.get(figure) === this.records;
      if (sum === undefined || !complete || this.unknown.has(figure)) continue;
      if (figure !== 'latencyMs' && figure !== 'cost' && !Number.isSafeInteger(sum)) continue;
      if (!Number.isFinite(sum)) continue;
      out[figure] = sum;
    }
    const tokensKnown = TOKEN_KEYS.some((k) => out[k] !== undefined) && !this.tooManyModels;
    if (!tokensKnown) {
      delete out.inputTokens;
      delete out.outputTokens;
      delete out.cachedTokens;
    }
    if (tokensKnown && this.models.size === 1) out.model = [...this.models.keys()][0]!;
    else if (tokensKnown && this.models.size > 1) {
      const byModel: Record<string, ModelTokens> = Object.create(null) as Record<string, ModelTokens>;
      for (const [name, tokens] of this.models) byModel[name] = { ...tokens };
      out.byModel = byModel;
    }
    return Object.keys(out).length === 0 ? null : out;
  }
}

/** The bad usage values of a file, by field: how many, and where the first was. */
export class UsageReading {
  private readonly bad = new Map<string, { count: number; where: Where; why: string }>();

  constructor(private readonly diagnostics: Diagnostics) {}

  /** A value that is not what the field holds: counted under the field, its first place kept. */
  badValue(field: string, where: Where, why: string): void {
    const seen = this.bad.get(field);
    if (seen !== undefined) seen.count += 1;
    else this.bad.set(field, { count: 1, where, why });
  }

  /** How many usage values were left out, over every field. */
  get badValues(): number {
    let n = 0;
    for (const b of this.bad.values()) n += b.count;
    return n;
  }

  /** A count (tokens, requests): a whole number ≥ 0, else counted as bad and undefined. */
  count(value: unknown, field: string, where: Where): number | undefined | null {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
    this.badValue(field, where, `must be a whole number ≥ 0, is ${shown(value)}`);
    return null;
  }

  /** An amount (cost, seconds, ms): a finite number ≥ 0, else counted as bad and null. */
  amount(value: unknown, field: string, where: Where): number | undefined | null {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) return value;
    this.badValue(field, where, `must be a finite number ≥ 0, is ${shown(value)}`);
    return null;
  }

  /** A model's name as a key of an items line: 1 to MODEL_NAME_MAX characters, else counted and null. */
  modelName(name: string, field: string, where: Where): string | null {
    if (name.length > 0 && name.length <= MODEL_NAME_MAX) return name;
    this.badValue(field, where, `a model name must have 1 to ${MODEL_NAME_MAX} characters, has ${name.length}`);
    return null;
  }

  /** One warning per field with bad values (the first one located), after the file is read. */
  report(): void {
    for (const [field, { count, where, why }] of this.bad)
      this.diagnostics.add({
        severity: 'warning',
        code: 'bad-usage',
        ...where,
        field,
        message: `${count} usage value(s) of ${field} left out: the first ${why}; the items they belong to have no such figure`,
      });
  }
}

function shown(value: unknown): string {
  // JSON.stringify gives undefined for what JSON cannot hold (its declared type says string).
  const json: string | undefined = typeof value === 'number' ? undefined : JSON.stringify(value);
  return capText(typeof value === 'number' ? String(value) : (json ?? String(value)), 40);
}

/** A new record usage with nothing in it. */
export function emptyRecordUsage(): RecordUsage {
  return { models: null, unknown: new Set() };
}

/** Sets a figure of the record from a read value: undefined leaves it absent, null marks it unknown. */
export function setFigure(
  record: RecordUsage,
  figure: 'requests' | 'latencyMs' | 'cost',
  value: number | null | undefined,
): void {
  if (value === null) record.unknown.add(figure);
  else if (value !== undefined) record[figure] = value;
}

/** Marks every token figure of a record unknown (a model's tokens could not be read). */
export function tokensUnknown(record: RecordUsage): void {
  for (const k of TOKEN_KEYS) record.unknown.add(k);
}
