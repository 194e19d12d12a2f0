import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETAIL_LIMITS, DetailBuilder, detailText, openItemsWriter, sideFilesOf } from '../../src/results/items.js';
import { tempDir } from '../helpers.js';

describe('ItemsWriter', () => {
  it('writes the bytes JSON.stringify gives for {id, ...verdicts, reason}; repeated ids become id#line', async () => {
    const dir = tempDir('items-');
    const items = openItemsWriter(sideFilesOf(path.join(dir, 'shard-1.json')), 'suite/a')!;
    // Named after the results document and the suite (issue #23): two documents in one folder never share a side file.
    expect(items.relPath).toBe('shard-1.suite_a.items.jsonl');
    const rows: [string, Record<string, unknown>, string | null, number | null][] = [
      ['r1', { reachability: true, iou: false, accuracy: null }, 'iou: 0.2 < 0.5', 2],
      ['需要 "escape"\n\u2028', { reachability: false, n: 3, text: 'a"b', list: [1, 'x'] }, null, 3],
      ['r1', { reachability: true }, null, 7],
      ['r1', { reachability: true }, null, null],
      ['', {}, '\u0000\ud800', 9],
    ];
    const written = rows.map(([id, verdicts, reason, line]) => items.write(id, verdicts, reason, line));
    await items.close();
    expect(written).toEqual(['r1', '需要 "escape"\n\u2028', 'r1#7', 'r1#4', '']);
    const expected = rows
      .map(([, verdicts, reason], k) => `${JSON.stringify({ id: written[k], ...verdicts, reason })}\n`)
      .join('');
    expect(readFileSync(path.join(dir, items.relPath), 'utf8')).toBe(expected);
  });

  it('keeps every line over many buffered writes, waiting for the file when it lags', async () => {
    const dir = tempDir('items-');
    const items = openItemsWriter({ dir, prefix: 'results' }, 'big')!;
    const reason = 'x'.repeat(200);
    for (let k = 0; k < 20000; k++) {
      items.write(`item-${k}`, { round: k % 2 === 0 }, reason, k + 2);
      if (k % 1000 === 0) await items.drain();
    }
    await items.close();
    const lines = readFileSync(path.join(dir, items.relPath), 'utf8').split('\n');
    expect(lines).toHaveLength(20001);
    expect(JSON.parse(lines[19999]!)).toEqual({ id: 'item-19999', round: false, reason });
  });

  it("writes an item's detail after its reason, as JSON.stringify writes the object; no detail, no key", async () => {
    const dir = tempDir('items-');
    const items = openItemsWriter({ dir, prefix: 'results' }, 'd')!;
    const detail = new DetailBuilder().add('input', 'Q?\nA:', 'keep-end').add('output', ['x', 1]).build();
    items.write('a', { ok: false }, 'wrong', 1, { detail });
    items.write('b', { ok: true }, null, 2, { detail: new DetailBuilder().build() });
    await items.close();
    expect(readFileSync(path.join(dir, items.relPath), 'utf8')).toBe(
      `${JSON.stringify({ id: 'a', ok: false, reason: 'wrong', detail: { input: 'Q?\nA:', output: '["x",1]' } })}\n` +
        `${JSON.stringify({ id: 'b', ok: true, reason: null })}\n`,
    );
  });

  it('a detail is the bytes of its object however its labels look: array indexes go first, a repeated label is one key', async () => {
    const dir = tempDir('items-');
    const items = openItemsWriter({ dir, prefix: 'results' }, 'd')!;
    const details: [string, string][][] = [
      [
        ['b', '1'],
        ['2', 'two'],
        ['__proto__', 'p'],
      ],
      [
        ['a', 'first'],
        ['a', 'second'],
        ['"q"', 'é → 换乘 \u2028'],
      ],
      [
        ['funnel', 'passed'],
        ['stops', 'x → y'],
      ],
      [
        ['funnel', 'left'],
        ['stops', 'z'],
      ],
    ];
    details.forEach((detail, i) => items.write(`i${i}`, { ok: true }, null, i + 1, { detail }));
    await items.close();
    expect(readFileSync(path.join(dir, items.relPath), 'utf8')).toBe(
      details
        .map((d, i) => `${JSON.stringify({ id: `i${i}`, ok: true, reason: null, detail: Object.fromEntries(d) })}\n`)
        .join(''),
    );
  });
});

describe("an item's detail", () => {
  it('cuts a text to its cap with …, keeping its start or its end, never inside a surrogate pair', () => {
    const max = DETAIL_LIMITS.maxText;
    const long = 'a'.repeat(max) + 'z';
    expect(detailText('short')).toBe('short');
    expect(detailText('x'.repeat(max))).toBe('x'.repeat(max));
    expect(detailText(long)).toBe(`${'a'.repeat(max - 1)}…`);
    expect(detailText(long, 'keep-end')).toBe(`…${'a'.repeat(max - 2)}z`);
    // A pair that the cut would split is left out whole.
    const emoji = `${'a'.repeat(max - 2)}😀tail`;
    expect(detailText(emoji)).toBe(`${'a'.repeat(max - 2)}…`);
    const front = `head😀${'b'.repeat(max - 2)}`;
    expect(detailText(front, 'keep-end')).toBe(`…${'b'.repeat(max - 2)}`);
    expect(detailText({ a: [1] })).toBe('{"a":[1]}');
  });

  it('keeps at most maxEntries labels, the first text of a label, labels cut, absent values skipped', () => {
    const b = new DetailBuilder()
      .add('input', 'one')
      .add('input', 'two')
      .add('target', undefined)
      .add('x'.repeat(100), 'v');
    for (let k = 0; k < 20; k++) b.add(`k${k}`, k);
    const built = b.build()!;
    expect(built).toHaveLength(DETAIL_LIMITS.maxEntries);
    expect(built[0]).toEqual(['input', 'one']);
    expect(built[1]![0]).toBe(`${'x'.repeat(DETAIL_LIMITS.maxLabel - 1)}…`);
    expect(b.full).toBe(true);
    expect(new DetailBuilder().add('a', null).build()).toBeNull();
  });
});
