// Any pickle of 100 KB or less is read (or refused) within 20 s and 1 GiB, whatever it holds: every
// hostile fixture (tests/hurricane/make_asbench_fixtures.py: shared references to large values,
// NumPy shapes of zero or huge dimensions, copies made by reconstructions, nesting, code) read in
// a child process whose peak memory is measured.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, runNode } from '../helpers.js';

const HOSTILE = path.join(REPO_ROOT, 'fixtures/hurricane/asbench/hostile');
const GiB = 1024 ** 3;

interface Reads {
  reads: { file: string; ms: number; outcome: string }[];
  peakBytes: number;
}

describe('the pickle reader on the worst pickles of 100 KB or less', () => {
  it('ends each within 20 s and stays under 1 GiB, refusing the costly ones by their cost', async () => {
    const files = readdirSync(HOSTILE)
      .sort()
      .map((f) => path.join(HOSTILE, f));
    for (const f of files) expect(statSync(f).size, f).toBeLessThanOrEqual(100 * 1024);
    const r = await runNode(path.join(REPO_ROOT, 'tests/hurricane/read-pickles.ts'), files);
    expect(r.code, r.stderr).toBe(0);
    const { reads, peakBytes } = JSON.parse(r.stdout) as Reads;
    expect(reads.map((x) => path.basename(x.file))).toEqual(files.map((f) => path.basename(f)));
    for (const read of reads) expect(read.ms, path.basename(read.file)).toBeLessThan(20_000);
    expect(peakBytes).toBeLessThan(GiB);
    const outcome = Object.fromEntries(reads.map((x) => [path.basename(x.file), x.outcome]));
    const values = 'more than 1000000 values (shared references expand when read)';
    const text = 'more than 16 MiB of text and bytes (shared references count at each reference)';
    expect(outcome).toMatchObject({
      'shared-bytes.pkl': text,
      'shared-text.pkl': text,
      'latin1-copies.pkl': text,
      'path-copies.pkl': text,
      'set-copies.pkl': values,
      'numpy-shared-array.pkl': values,
      'numpy-rows-of-nothing.pkl':
        'a NumPy array of shape (4294967295, 0) is not read (at most 1000000 along a dimension)',
      'numpy-frombuffer-rows-of-nothing.pkl':
        'a NumPy array of shape (4294967295, 0) is not read (at most 1000000 along a dimension)',
      'numpy-huge-dimension.pkl':
        'a NumPy array of shape (0, 1099511627776) is not read (at most 1000000 along a dimension)',
    });
    // Nothing of these is read as a value.
    expect(reads.filter((x) => x.outcome === 'read')).toEqual([]);
  });
});
