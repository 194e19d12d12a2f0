// Items of a repeated suite (docs/repeats.md "Items"): each line has `repeat`; the gate pairs an
// item by id AND repeat, so repeat k of one run meets only repeat k of the other (McNemar never
// mixes repeat k of one side with repeat j of the other), and a repeated side never pairs with an
// unrepeated one.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanItems, type Outcome } from '../../src/gate/items.js';
import { tempDir } from './helpers.js';

function file(dir: string, name: string, records: object[]): string {
  const p = path.join(dir, name);
  writeFileSync(p, `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
  return p;
}

const outcomes: Outcome[] = [{ key: 'round:a', rounds: ['a'] }];

describe('pairing the items of repeats', () => {
  it('pairs by id and repeat', async () => {
    const dir = tempDir();
    // Item x passes in repeat 1 and fails in repeat 2 on both sides: no discordant pair. Paired
    // across repeats (by id alone) it would be one of each.
    const baseline = file(dir, 'b.jsonl', [
      { id: 'x', repeat: 1, a: true },
      { id: 'x', repeat: 2, a: false },
    ]);
    const current = file(dir, 'c.jsonl', [
      { id: 'x', repeat: 2, a: false },
      { id: 'x', repeat: 1, a: true },
    ]);
    const s = await scanItems({ currentFile: current, baselineFile: baseline, rounds: ['a'], outcomes, keepWorst: 5 });
    expect(s.shared).toBe(2);
    expect(s.paired).toBe(true);
    expect(s.discordant.get('round:a')).toEqual({ b: 0, c: 0 });
  });

  it('repeat k against repeat k: a loss in repeat 2 counts once', async () => {
    const dir = tempDir();
    const baseline = file(dir, 'b.jsonl', [
      { id: 'x', repeat: 1, a: false },
      { id: 'x', repeat: 2, a: true },
    ]);
    const current = file(dir, 'c.jsonl', [
      { id: 'x', repeat: 1, a: false },
      { id: 'x', repeat: 2, a: false },
    ]);
    const s = await scanItems({ currentFile: current, baselineFile: baseline, rounds: ['a'], outcomes, keepWorst: 5 });
    expect(s.discordant.get('round:a')).toEqual({ b: 1, c: 0 });
  });

  it('a repeated run does not pair with an unrepeated one', async () => {
    const dir = tempDir();
    const baseline = file(dir, 'b.jsonl', [
      { id: 'x', a: true },
      { id: 'y', a: true },
    ]);
    const current = file(dir, 'c.jsonl', [
      { id: 'x', repeat: 1, a: false },
      { id: 'y', repeat: 1, a: false },
    ]);
    const s = await scanItems({ currentFile: current, baselineFile: baseline, rounds: ['a'], outcomes, keepWorst: 5 });
    expect(s.shared).toBe(0);
    expect(s.paired).toBe(false);
  });
});
