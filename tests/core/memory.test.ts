import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { collectGarbage, HeapBound } from '../../src/core/memory.js';

describe('collectGarbage', () => {
  it('runs a full collection: an object nothing refers to is gone afterwards', async () => {
    const ref = (() => new WeakRef({ rows: new Float64Array(1 << 16) }))();
    // A WeakRef's target is kept alive until the end of the job that created it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    collectGarbage();
    expect(ref.deref()).toBeUndefined();
    collectGarbage(); // and again: the collector is looked up once
  });
});

describe('HeapBound', () => {
  const used = () => v8.getHeapStatistics().used_heap_size;

  it('collects once the heap has grown by the slack, and only then', () => {
    collectGarbage();
    const start = used();
    const bound = new HeapBound(8 << 20);
    expect(bound.check()).toBe(false); // nothing has grown yet
    let held: string[][] = [];
    for (let k = 0; used() < start + (12 << 20); k++)
      held.push(Array.from({ length: 10_000 }, (_, i) => `garbage ${k} ${i}`));
    held = []; // all of it is garbage now
    const before = used();
    expect(bound.check()).toBe(true);
    expect(used()).toBeLessThan(before - (8 << 20));
    expect(bound.check()).toBe(false); // the floor is the heap after that collection
    expect(held).toHaveLength(0);
  });
});
