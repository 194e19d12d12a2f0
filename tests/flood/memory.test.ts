import { describe, expect, it } from 'vitest';
import { CognitiveMemory, drawInitialEvents, PAST_EVENTS, SimpleMemory } from '../../src/benchmarks/flood/memory.js';
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

const [E1, E2, E3, E4, E5] = PAST_EVENTS as [string, string, string, string, string];

describe('initial events', () => {
  it('draws index ⌊U·5⌋, then ⌊U·4⌋ among the other four in list order', () => {
    expect(drawInitialEvents(scripted([0.5, 0.5]))).toEqual([E3, E4]); // 2; others [E1,E2,E4,E5][2]
    expect(drawInitialEvents(scripted([0.0, 0.99]))).toEqual([E1, E5]);
    expect(drawInitialEvents(scripted([0.99, 0.99]))).toEqual([E5, E4]);
    expect(drawInitialEvents(scripted([0.2, 0.25]))).toEqual([E2, E3]); // ⌊1.0⌋ = 1; others [E1,E3,E4,E5][1]
  });
});

describe('V1 simple memory', () => {
  it('is a FIFO of 5 and writes "Year y: I chose to <skill>" then the flood with $X', () => {
    const m = new SimpleMemory([E1, E2]);
    m.writeYearEnd(1, 'buy_insurance', 12344.5);
    m.writeYearEnd(2, 'do_nothing', null);
    expect(m.snapshot()).toEqual([
      E1,
      E2,
      'Year 1: I chose to buy_insurance',
      'A flood occurred causing $12,345 in damages',
      'Year 2: I chose to do_nothing',
    ]);
    m.writeYearEnd(3, 'elevate_house', 0.4);
    expect(m.snapshot()).toEqual([
      'Year 1: I chose to buy_insurance',
      'A flood occurred causing $12,345 in damages',
      'Year 2: I chose to do_nothing',
      'Year 3: I chose to elevate_house',
      'A flood occurred causing $0 in damages',
    ]);
  });

  it('retrieval makes one draw, and a second one to append a missing past event when U < 0.2', () => {
    const m = new SimpleMemory([E2, E4]);
    const noRecall = scripted([0.2]);
    expect(m.retrieve(1, noRecall)).toEqual([E2, E4]);
    expect(noRecall.draws).toBe(1);
    const recall = scripted([0.19, 0.5]); // missing [E1, E3, E5], ⌊0.5·3⌋ = 1 → E3
    expect(m.retrieve(1, recall)).toEqual([E2, E4, E3]);
    expect(recall.draws).toBe(2);
    expect(m.snapshot()).toEqual([E2, E4]); // not stored
  });

  it('makes no second draw when every past event is already in the copy', () => {
    const m = new SimpleMemory([E1, E2]);
    for (const e of [E3, E4, E5]) m.add(e);
    const rng = scripted([0.01]);
    expect(m.retrieve(1, rng)).toEqual([E1, E2, E3, E4, E5]);
    expect(rng.draws).toBe(1);
  });
});

describe('V2 cognitive memory', () => {
  it('starts with the initial events as episodic (importance 0.5, year 0) and retrieves them without draws', () => {
    const m = new CognitiveMemory([E5, E1]);
    expect(m.snapshot().episodic).toEqual([
      { text: E5, year: 0, importance: 0.5 },
      { text: E1, year: 0, importance: 0.5 },
    ]);
    expect(m.retrieve(1)).toEqual([E5, E1]); // equal scores: insertion order
  });

  it('consolidation moves importance ≥ 0.7 to episodic; only do_nothing decisions stay working', () => {
    const m = new CognitiveMemory([E1, E2]);
    m.writeYearEnd(1, 'buy_insurance', 5000);
    m.writeYearEnd(2, 'do_nothing', null);
    expect(m.snapshot().working).toEqual([{ text: 'Year 2: I decided to do_nothing', year: 2, importance: 0.3 }]);
    expect(m.snapshot().episodic.map((e) => e.text)).toEqual([
      E1,
      E2,
      'Year 1: A flood occurred causing $5,000 in damages',
      'Year 1: I decided to buy_insurance',
    ]);
  });

  it('retrieval: TTL 3 years on working memory, then working by 0.6/(1+age)+0.4·imp, then episodic by 0.95^age·(0.8+0.4·imp)', () => {
    const m = new CognitiveMemory([E1, E2]);
    m.writeYearEnd(1, 'do_nothing', null); // working, 0.3
    m.writeYearEnd(2, 'do_nothing', 70000); // working 0.3 + episodic flood 0.9
    m.writeYearEnd(3, 'buy_insurance', null); // consolidated, 0.7
    // Year 3: working ages 2, 1 → scores 0.6/3+0.12=0.32, 0.6/2+0.12=0.42 → year 2 first.
    // Episodic scores: E1,E2 0.95^3·1.0=0.857; flood(2) 0.95·1.16=1.102; decision(3) 1·1.08 = 1.08.
    expect(m.retrieve(3)).toEqual([
      'Year 2: I decided to do_nothing',
      'Year 1: I decided to do_nothing',
      'Year 2: A flood occurred causing $70,000 in damages',
      'Year 3: I decided to buy_insurance',
      E1,
    ]);
    // Year 4: the year-1 item is 3 years old and deleted; flood(2) 0.95²·1.16 = 1.047 > decision(3) 0.95·1.08 = 1.026.
    expect(m.retrieve(4)).toEqual([
      'Year 2: I decided to do_nothing',
      'Year 2: A flood occurred causing $70,000 in damages',
      'Year 3: I decided to buy_insurance',
      E1,
      E2,
    ]);
    expect(m.snapshot().working.map((w) => w.year)).toEqual([2]);
  });

  it('skips episodic texts already taken and stops at 5', () => {
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
