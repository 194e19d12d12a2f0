import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../src/core/memory.js';

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
