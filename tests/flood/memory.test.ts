import { describe, expect, it } from 'vitest';
import { CognitiveMemory, createMemory, SimpleMemory } from '../../src/benchmarks/flood/memory.js';
import { formatDollars } from '../../src/benchmarks/flood/money.js';
import type { Xoshiro128 } from '../../src/benchmarks/flood/prng.js';

/** A stream that returns the given U values in order and counts the draws (a test input, not a mock of the module). */
function scripted(values: number[]): Xoshiro128 & { draws: number } {
  const queue = [...values];
  const rng = {
    draws: 0,
    uniform() {
      rng.draws += 1;
      const u = queue.shift();
      if (u === undefined) throw new Error('unexpected draw');
      return u;
    },
  };
  return rng as unknown as Xoshiro128 & { draws: number };
}

// The spec's past events, in its order.
const E1 = 'A flood event about 15 years ago caused $500,000 in city-wide damages';
const E2 = 'Some residents reported delays when processing their flood insurance claims';
const E3 = 'A few households in the area elevated their homes before recent floods';
const E4 = 'The city previously introduced a program offering elevation support';
const E5 = 'News outlets have reported increasing flood frequency and severity';

/** A V2 memory retrieves without drawing: any draw throws. */
const NO_DRAWS = scripted([]);

/** What a V1 memory holds: its retrieval when U = 0.2, which recalls nothing (one draw). */
function held(m: ReturnType<typeof createMemory>, year: number): string[] {
  const rng = scripted([0.2]);
  const texts = m.retrieve(year, rng);
  expect(rng.draws).toBe(1);
  return texts;
}

describe('initial events', () => {
  it('draws index ⌊U·5⌋, then ⌊U·4⌋ among the other four in list order', () => {
    /** The initial events of a memory made on a stream giving `us`, for both versions; the factory makes exactly those two draws. */
    const initial = (us: [number, number]) => {
      const cognitive = createMemory('cognitive', scripted(us)).retrieve(1, NO_DRAWS);
      expect(held(createMemory('simple', scripted(us)), 1)).toEqual(cognitive);
      return cognitive;
    };
    expect(initial([0.5, 0.5])).toEqual([E3, E4]); // 2; others [E1,E2,E4,E5][2]
    expect(initial([0.0, 0.99])).toEqual([E1, E5]);
    expect(initial([0.99, 0.99])).toEqual([E5, E4]);
    expect(initial([0.2, 0.25])).toEqual([E2, E3]); // ⌊1.0⌋ = 1; others [E1,E3,E4,E5][1]
  });
});

describe('V1 simple memory', () => {
  it('is a FIFO of 5 and writes "Year y: I chose to <skill>" then the flood with $X', () => {
    const m = createMemory('simple', scripted([0, 0])); // E1, E2
    m.writeYearEnd(1, 'buy_insurance', 12344.5);
    m.writeYearEnd(2, 'do_nothing', null);
    expect(held(m, 3)).toEqual([
      E1,
      E2,
      'Year 1: I chose to buy_insurance',
      'A flood occurred causing $12,345 in damages',
      'Year 2: I chose to do_nothing',
    ]);
    m.writeYearEnd(3, 'elevate_house', 0.4);
    expect(held(m, 4)).toEqual([
      'Year 1: I chose to buy_insurance',
      'A flood occurred causing $12,345 in damages',
      'Year 2: I chose to do_nothing',
      'Year 3: I chose to elevate_house',
      'A flood occurred causing $0 in damages',
    ]);
  });

  it('retrieval makes one draw, and a second one to append a missing past event when U < 0.2', () => {
    const m = createMemory('simple', scripted([0.2, 0.5])); // ⌊1.0⌋ = 1 → E2; others [E1,E3,E4,E5][2] → E4
    const noRecall = scripted([0.2]);
    expect(m.retrieve(1, noRecall)).toEqual([E2, E4]);
    expect(noRecall.draws).toBe(1);
    const recall = scripted([0.19, 0.5]); // missing [E1, E3, E5], ⌊0.5·3⌋ = 1 → E3
    expect(m.retrieve(1, recall)).toEqual([E2, E4, E3]);
    expect(recall.draws).toBe(2);
    expect(held(m, 1)).toEqual([E2, E4]); // not stored
  });
});

describe('V2 cognitive memory', () => {
  it('starts with the initial events as episodic and retrieves them without draws', () => {
    const m = createMemory('cognitive', scripted([0.99, 0])); // E5, then E1
    expect(m.retrieve(1, NO_DRAWS)).toEqual([E5, E1]); // equal scores: insertion order
    // Episodic memory is permanent: long past the working memory's 3 years.
    expect(m.retrieve(50, NO_DRAWS)).toEqual([E5, E1]);
  });

  it('consolidation moves importance ≥ 0.7 to episodic; only do_nothing decisions stay working', () => {
    const m = createMemory('cognitive', scripted([0, 0])); // E1, E2
    m.writeYearEnd(1, 'buy_insurance', 5000);
    m.writeYearEnd(2, 'do_nothing', null);
    // Working first, then episodic by 0.95^age·(0.8+0.4·imp): flood 1.102, decision 1.026, E1 and E2 0.9025.
    const episodic = [
      'Year 1: A flood occurred causing $5,000 in damages',
      'Year 1: I decided to buy_insurance',
      E1,
      E2,
    ];
    expect(m.retrieve(2, NO_DRAWS)).toEqual(['Year 2: I decided to do_nothing', ...episodic]);
    // Three years on, the working item is gone; the episodic ones stay.
    expect(m.retrieve(5, NO_DRAWS)).toEqual(episodic);
  });

  it('retrieval: TTL 3 years on working memory, then working by 0.6/(1+age)+0.4·imp, then episodic by 0.95^age·(0.8+0.4·imp)', () => {
    const m = createMemory('cognitive', scripted([0, 0])); // E1, E2
    m.writeYearEnd(1, 'do_nothing', null); // working, 0.3
    m.writeYearEnd(2, 'do_nothing', 70000); // working 0.3 + episodic flood 0.9
    m.writeYearEnd(3, 'buy_insurance', null); // consolidated, 0.7
    // Year 3: working ages 2, 1 → scores 0.6/3+0.12=0.32, 0.6/2+0.12=0.42 → year 2 first.
    // Episodic scores: E1,E2 0.95^3·1.0=0.857; flood(2) 0.95·1.16=1.102; decision(3) 1·1.08 = 1.08.
    expect(m.retrieve(3, NO_DRAWS)).toEqual([
      'Year 2: I decided to do_nothing',
      'Year 1: I decided to do_nothing',
      'Year 2: A flood occurred causing $70,000 in damages',
      'Year 3: I decided to buy_insurance',
      E1,
    ]);
    // Year 4: the year-1 item is 3 years old and deleted; flood(2) 0.95²·1.16 = 1.047 > decision(3) 0.95·1.08 = 1.026.
    expect(m.retrieve(4, NO_DRAWS)).toEqual([
      'Year 2: I decided to do_nothing',
      'Year 2: A flood occurred causing $70,000 in damages',
      'Year 3: I decided to buy_insurance',
      E1,
      E2,
    ]);
    // Deleted, not only left out: asked for year 3 again, the working memory holds the year-2 item alone.
    expect(m.retrieve(3, NO_DRAWS)).toEqual([
      'Year 2: I decided to do_nothing',
      'Year 2: A flood occurred causing $70,000 in damages',
      'Year 3: I decided to buy_insurance',
      E1,
      E2,
    ]);
  });

  it('retrieves a text once: a year written twice leaves its flood and decision twice in episodic memory', () => {
    const m = createMemory('cognitive', scripted([0, 0])); // E1, E2
    m.writeYearEnd(1, 'buy_insurance', 5000);
    m.writeYearEnd(1, 'buy_insurance', 5000);
    expect(m.retrieve(1, NO_DRAWS)).toEqual([
      'Year 1: A flood occurred causing $5,000 in damages',
      'Year 1: I decided to buy_insurance',
      E1,
      E2,
    ]);
  });
});

// What no memory made by createMemory can show, held on the classes: a V1 memory holds at most its
// two initial past events (its writes are decisions and floods); a V2 working memory holds only
// do_nothing decisions (importance 0.3, texts unlike any episodic text), and an item evicted from
// it ranks below the ten it keeps, of which retrieval shows five; the importance and year of the
// initial events only rank them below every later decision and flood.
describe('memory states the simulation cannot reach', () => {
  it('V1 makes no second draw when every past event is already in the copy', () => {
    const m = new SimpleMemory([E1, E2, E3, E4, E5]);
    const rng = scripted([0.01]);
    expect(m.retrieve(1, rng)).toEqual([E1, E2, E3, E4, E5]);
    expect(rng.draws).toBe(1);
  });

  it('V2 keeps the initial events as episodic with importance 0.5 and year 0', () => {
    const m = new CognitiveMemory([E5, E1]);
    expect(m.snapshot().episodic).toEqual([
      { text: E5, year: 0, importance: 0.5 },
      { text: E1, year: 0, importance: 0.5 },
    ]);
  });

  it('V2 skips episodic texts already taken and stops at 5', () => {
    const m = new CognitiveMemory([E1, E2]);
    m.addWorking({ text: E1, year: 1, importance: 0.3 });
    expect(m.retrieve(1)).toEqual([E1, E2]);
  });

  it('a full working memory evicts the least important item, the oldest among equals', () => {
    const m = new CognitiveMemory([E1, E2]);
    for (let i = 0; i < 10; i += 1)
      m.addWorking({ text: `w${i}`, year: 1, importance: i === 0 || i === 5 ? 0.6 : 0.3 });
    m.addWorking({ text: 'new', year: 1, importance: 0.3 });
    expect(m.snapshot().working.map((w) => w.text)).toEqual([
      'w0',
      'w2',
      'w3',
      'w4',
      'w5',
      'w6',
      'w7',
      'w8',
      'w9',
      'new',
    ]);
    m.addWorking({ text: 'newer', year: 1, importance: 0.9 });
    expect(m.snapshot().working.map((w) => w.text)).toEqual([
      'w0',
      'w3',
      'w4',
      'w5',
      'w6',
      'w7',
      'w8',
      'w9',
      'new',
      'newer',
    ]);
  });
});

describe('money formatting', () => {
  it('rounds half away from zero and groups by commas', () => {
    expect(formatDollars(0)).toBe('$0');
    expect(formatDollars(999.5)).toBe('$1,000');
    expect(formatDollars(1234567.49)).toBe('$1,234,567');
    expect(formatDollars(-2.5)).toBe('-$3');
  });
});
