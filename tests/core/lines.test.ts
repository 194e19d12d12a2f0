// readLines and readBoundedLines (src/core/lines.ts): the same lines for any file, and an over-long
// line skipped, never returned (a hostile items file of one 100 MB line; issue #29).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBoundedLines, readLines, type LineTooLong } from '../../src/core/lines.js';
import { tempDir } from '../helpers.js';

async function all<T>(gen: AsyncGenerator<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of gen) out.push(x);
  return out;
}

const MIB = 1024 * 1024;

describe('readBoundedLines', () => {
  it('gives what readLines gives when no line is over the cap (CRLF, blank lines, no final newline, lines across read chunks)', async () => {
    const dir = tempDir();
    const long = 'y'.repeat(MIB + 17); // crosses the 1 MiB read chunk
    const cases = [
      '',
      'a',
      'a\n',
      'a\r\nb\r\n',
      '\n\n x \n',
      `a\n${long}\nb`,
      `${long}\r\n${long}\r\nend`,
      'é\u{1F600}\nz',
    ];
    for (const [k, text] of cases.entries()) {
      const p = path.join(dir, `c${k}.txt`);
      writeFileSync(p, text);
      expect(await all(readBoundedLines(p, 2 * MIB)), JSON.stringify(text.slice(0, 20))).toEqual(
        await all(readLines(p)),
      );
    }
  });

  it('yields an over-long line as its length and reads on; the cap counts characters without the line break', async () => {
    const dir = tempDir();
    const p = path.join(dir, 'x.txt');
    writeFileSync(p, `ok\n${'z'.repeat(11)}\r\n${'w'.repeat(10)}\n${'q'.repeat(3 * MIB)}\nlast\n${'t'.repeat(12)}`);
    const tooLong = (chars: number): LineTooLong => ({ tooLong: true, chars });
    expect(await all(readBoundedLines(p, 10))).toEqual([
      'ok',
      tooLong(11),
      'w'.repeat(10),
      tooLong(3 * MIB),
      'last',
      tooLong(12),
    ]);
  });
});
