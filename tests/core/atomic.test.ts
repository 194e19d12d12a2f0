// A full disk names the file it could not write (issue #29 item 7). The write layer is pointed at
// /dev/full, a Linux device that answers every write with ENOSPC: a real error of the kernel,
// nothing mocked. (Never copyFile onto it: on failure libuv removes the destination.)
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AtomicStream, copyFileAtomic, redirectTemporaryWrites, writeFileAtomic } from '../../src/core/atomic.js';
import { describeSystemError } from '../../src/core/errno.js';
import { openItemsWriter } from '../../src/results/items.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-check-atomic-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => redirectTemporaryWrites(null));

const FULL = '/dev/full';
const fullDisk = () => redirectTemporaryWrites(() => FULL);

async function failure(p: Promise<unknown>): Promise<NodeJS.ErrnoException> {
  try {
    await p;
  } catch (error) {
    return error as NodeJS.ErrnoException;
  }
  throw new Error('expected the write to fail');
}

describe.runIf(process.platform === 'linux')('a full disk names the file', () => {
  it('/dev/full is the device it should be', () => {
    expect(lstatSync(FULL).isCharacterDevice()).toBe(true);
  });

  it('writeFileAtomic: the error names the target, no temporary file is left, the target is not created', async () => {
    fullDisk();
    const file = path.join(dir, 'one', 'results.json');
    const e = await failure(writeFileAtomic(file, 'x'.repeat(100_000)));
    expect(e).toMatchObject({ code: 'ENOSPC', path: file });
    expect(e.message).toContain(file);
    expect(describeSystemError(e)).toBe(`cannot write ${file}: no space left on the device`);
    expect(readdirSync(path.dirname(file))).toEqual([]);
    expect(lstatSync(FULL).isCharacterDevice()).toBe(true);
  });

  it('copyFileAtomic: the error names the copy, not the temporary file', async () => {
    fullDisk();
    const file = path.join(dir, 'copy.json');
    const e = await failure(copyFileAtomic(path.join(import.meta.dirname, 'atomic.test.ts'), file));
    expect(e).toMatchObject({ code: 'ENOSPC', path: file });
    expect(lstatSync(FULL).isCharacterDevice()).toBe(true);
  });

  it('a stream (items file): end() and commit() throw the write error naming the file; no unhandled error event', async () => {
    fullDisk();
    const file = path.join(dir, 'two', 'suite.items.jsonl');
    mkdirSync(path.dirname(file), { recursive: true });
    const out = new AtomicStream(file);
    for (let k = 0; k < 100; k++) out.stream.write(`${'y'.repeat(1000)}\n`);
    const e = await failure(out.end());
    expect(e).toMatchObject({ code: 'ENOSPC', path: file, syscall: expect.stringMatching(/^write/) });
    expect(describeSystemError(e)).toBe(`cannot write ${file}: no space left on the device`);
    expect(await failure(out.commit())).toBe(e);
    expect(readdirSync(path.dirname(file))).toEqual([]);
  });

  it('the items writer of a suite: close() rejects with the named error', async () => {
    fullDisk();
    const items = openItemsWriter({ dir: path.join(dir, 'three'), prefix: 'results' }, 'suite-a')!;
    mkdirSync(path.join(dir, 'three'), { recursive: true });
    for (let k = 0; k < 2000; k++) items.write(`item-${k}`, { ok: true }, null, k + 2);
    await items.drain().catch(() => undefined);
    const e = await failure(items.close());
    expect(describeSystemError(e)).toBe(
      `cannot write ${path.join(dir, 'three', 'results.suite-a.items.jsonl')}: no space left on the device`,
    );
  });
});

describe('without a full disk', () => {
  it('an unwritable place still names the file (a folder in the way)', async () => {
    const file = path.join(dir, 'blocked');
    mkdirSync(file);
    const e = await failure(writeFileAtomic(file, 'x'));
    expect(e.path).toBe(file);
    expect(describeSystemError(e)).toBe(`cannot write ${file}: is a directory`);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  });
});

describe('a stream discarded as soon as it is made', () => {
  it('leaves no temporary file, though the file was still being opened (a run stopped as a suite starts)', async () => {
    const folder = path.join(dir, 'discarded');
    mkdirSync(folder);
    // Many at once: the opens and the removals share libuv's four threads, in any order.
    for (let batch = 0; batch < 5; batch++)
      await Promise.all(
        Array.from({ length: 400 }, (_, round) => {
          const out = new AtomicStream(path.join(folder, `audit-${batch}-${round}.jsonl`));
          out.stream.write('{"a":1}\n');
          return out.discard();
        }),
      );
    // A removal that ran before the open would let the open create the file afterwards: give it time to show.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readdirSync(folder)).toEqual([]);
  });
});
