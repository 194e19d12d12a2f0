import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openItemsWriter, sideFilesOf } from '../../src/results/items.js';
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
});
