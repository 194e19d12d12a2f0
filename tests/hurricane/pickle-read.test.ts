// readPickle: the reader the CLI uses, which yields during a long read and stops at its signal.
import { describe, expect, it } from 'vitest';
import { readPickle } from '../../src/benchmarks/hurricane/pickle.js';

/** A valid pickle of `ops` 64-byte integers, each popped, then None: slow to read for its size. */
function slowPickle(ops: number): Uint8Array {
  const op = Buffer.from([0x8a, 64, ...Array.from({ length: 64 }, (_, i) => i + 1), 0x30]);
  return Buffer.concat([Buffer.from([0x80, 4]), Buffer.alloc(op.length * ops).fill(op), Buffer.from('N.')]);
}

describe('readPickle', () => {
  it('reads in slices what it reads in one, telling the bytes read between slices', async () => {
    const bytes = slowPickle(20_000);
    const told: number[] = [];
    expect(await readPickle(bytes, { onBytes: (n) => told.push(n), sliceMs: 0 })).toEqual({ ok: true, value: null });
    expect(await readPickle(bytes)).toEqual({ ok: true, value: null });
    // Several slices, each further on, none past the end.
    expect(told.length).toBeGreaterThan(0);
    expect(told).toEqual([...told].sort((a, b) => a - b));
    expect(told.at(-1)!).toBeLessThan(bytes.length);
  });

  it('stops at its signal after the slice it is in, saying why', async () => {
    const controller = new AbortController();
    controller.abort('interrupted by SIGTERM');
    const bytes = slowPickle(20_000);
    let read = 0;
    // A slice of 0 ms yields at every check, whatever this machine's speed.
    const r = await readPickle(bytes, { signal: controller.signal, onBytes: (n) => (read = n), sliceMs: 0 });
    expect(r).toEqual({ ok: false, stopped: true, message: 'the read was stopped (interrupted by SIGTERM)' });
    expect(read).toBeGreaterThan(0);
    expect(read).toBeLessThan(bytes.length);
  });

  it('refuses in slices what it refuses in one, with the same words', async () => {
    for (const bytes of [
      Uint8Array.from([0x80, 1, 0x4e, 0x2e]),
      Uint8Array.from([0x4e, 0x2e]),
      Uint8Array.from([0x80, 4, 0x4e]),
    ])
      expect(await readPickle(bytes, { sliceMs: 0 })).toEqual(await readPickle(bytes, { sliceMs: 60_000 }));
  });
});
