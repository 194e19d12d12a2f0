// Household memory (spec "Memory"): V1 simple (FIFO of 5, random recall of a past event) and
// V2 cognitive (working memory with capacity and TTL, permanent episodic memory, consolidation).
// Time is always the simulation year; draws happen only on the `memory` stream.
import { formatDollars } from './money.js';
import type { Xoshiro128 } from './prng.js';
import type { MemoryVersion } from './scenario.js';
import type { SkillId } from './types.js';

const PAST_EVENTS: readonly string[] = [
  'A flood event about 15 years ago caused $500,000 in city-wide damages',
  'Some residents reported delays when processing their flood insurance claims',
  'A few households in the area elevated their homes before recent floods',
  'The city previously introduced a program offering elevation support',
  'News outlets have reported increasing flood frequency and severity',
];

export interface HouseholdMemory {
  /** The memories shown in year `year`'s context (may draw on `memory`). */
  retrieve(year: number, rng: Xoshiro128): string[];
  /** Year-end writes: the decision first, then the flood when the household was exposed. */
  writeYearEnd(year: number, executedSkill: SkillId, floodDamage: number | null): void;
}

/** Two distinct past events: index ⌊U·5⌋, then ⌊U·4⌋ among the other four in list order. */
function drawInitialEvents(rng: Xoshiro128): [string, string] {
  const first = Math.floor(rng.uniform() * PAST_EVENTS.length);
  const others = PAST_EVENTS.filter((_, i) => i !== first);
  const second = Math.floor(rng.uniform() * others.length);
  return [PAST_EVENTS[first]!, others[second]!];
}

const SIMPLE_WINDOW = 5;
const RECALL_CHANCE = 0.2;

/** V1: a FIFO of at most 5 texts; retrieval may append one past event not already in the copy. */
export class SimpleMemory implements HouseholdMemory {
  private readonly items: string[] = [];

  constructor(initial: readonly string[]) {
    for (const text of initial) this.add(text);
  }

  private add(text: string): void {
    this.items.push(text);
    if (this.items.length > SIMPLE_WINDOW) this.items.shift();
  }

  retrieve(_year: number, rng: Xoshiro128): string[] {
    const copy = [...this.items];
    const u = rng.uniform();
    const missing = PAST_EVENTS.filter((e) => !copy.includes(e));
    if (u < RECALL_CHANCE && missing.length > 0) copy.push(missing[Math.floor(rng.uniform() * missing.length)]!);
    return copy;
  }

  writeYearEnd(year: number, executedSkill: SkillId, floodDamage: number | null): void {
    this.add(`Year ${year}: I chose to ${executedSkill}`);
    if (floodDamage !== null) this.add(`A flood occurred causing ${formatDollars(floodDamage)} in damages`);
  }
}

export interface MemoryItem {
  text: string;
  year: number;
  importance: number;
}

const WORKING_CAPACITY = 10;
const WORKING_TTL_YEARS = 3;
const CONSOLIDATION_THRESHOLD = 0.7;
const RETRIEVE_TOP_K = 5;
const EPISODIC_DECAY = 0.95;

/** Items sorted by descending score; ties keep insertion order (Array.prototype.sort is stable). */
function byScore(items: readonly MemoryItem[], score: (m: MemoryItem) => number): MemoryItem[] {
  return items
    .map((m) => ({ m, s: score(m) }))
    .sort((a, b) => b.s - a.s)
    .map((x) => x.m);
}

/** V2: working memory (capacity 10, TTL 3 years) and episodic memory (permanent, unbounded). */
export class CognitiveMemory implements HouseholdMemory {
  /** Insertion order = array order, in both lists. */
  private working: MemoryItem[] = [];
  private readonly episodic: MemoryItem[] = [];

  constructor(initial: readonly string[]) {
    for (const text of initial) this.addEpisodic({ text, year: 0, importance: 0.5 });
  }

  addWorking(item: MemoryItem): void {
    if (this.working.length >= WORKING_CAPACITY) {
      // Evict the least important item, the oldest among equals.
      let victim = 0;
      this.working.forEach((m, i) => {
        if (m.importance < this.working[victim]!.importance) victim = i;
      });
      this.working.splice(victim, 1);
    }
    this.working.push(item);
  }

  private addEpisodic(item: MemoryItem): void {
    this.episodic.push(item);
  }

  /** Moves working items with importance ≥ 0.7 to episodic memory, keeping year and importance. */
  private consolidate(): void {
    const keep: MemoryItem[] = [];
    for (const m of this.working) {
      if (m.importance >= CONSOLIDATION_THRESHOLD) this.episodic.push(m);
      else keep.push(m);
    }
    this.working = keep;
  }

  retrieve(year: number): string[] {
    this.working = this.working.filter((m) => year - m.year < WORKING_TTL_YEARS);
    const taken = byScore(this.working, (m) => 0.6 / (1 + year - m.year) + 0.4 * m.importance)
      .slice(0, RETRIEVE_TOP_K)
      .map((m) => m.text);
    const seen = new Set(taken);
    for (const m of byScore(this.episodic, (e) => EPISODIC_DECAY ** (year - e.year) * (0.8 + 0.4 * e.importance))) {
      if (taken.length >= RETRIEVE_TOP_K) break;
      if (seen.has(m.text)) continue;
      seen.add(m.text);
      taken.push(m.text);
    }
    return taken;
  }

  writeYearEnd(year: number, executedSkill: SkillId, floodDamage: number | null): void {
    this.addWorking({
      text: `Year ${year}: I decided to ${executedSkill}`,
      year,
      importance: executedSkill === 'do_nothing' ? 0.3 : 0.7,
    });
    if (floodDamage !== null)
      this.addEpisodic({
        text: `Year ${year}: A flood occurred causing ${formatDollars(floodDamage)} in damages`,
        year,
        importance: 0.9,
      });
    this.consolidate();
  }

  snapshot(): { working: readonly MemoryItem[]; episodic: readonly MemoryItem[] } {
    return { working: this.working, episodic: this.episodic };
  }
}

/** A household's memory with its two initial past events (drawn on `memory`). */
export function createMemory(version: MemoryVersion, rng: Xoshiro128): HouseholdMemory {
  const initial = drawInitialEvents(rng);
  return version === 'simple' ? new SimpleMemory(initial) : new CognitiveMemory(initial);
}
