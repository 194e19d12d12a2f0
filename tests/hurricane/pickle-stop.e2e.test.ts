// SIGTERM (a cancelled CI job) during the read of a large pickle: the reader yields to the event
// loop, so the run stops within seconds, exit 2, the suite listed as not scored. The CLI as a process.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, startCli, tempDir } from '../helpers.js';

const GT = path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json');

/** A valid pickle of nearly 64 MiB (the reader's cap) that takes many seconds to read: 64-byte integers, each popped. */
function slowPickle(file: string): void {
  const op = Buffer.from([0x8a, 64, ...Array.from({ length: 64 }, (_, i) => i + 1), 0x30]);
  const count = Math.floor((64 * 1024 * 1024 - 16) / op.length);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from([0x80, 4]), Buffer.alloc(op.length * count).fill(op), Buffer.from('N.')]),
  );
}

describe('stopping the read of a pickle', () => {
  it('SIGTERM while the reader runs: the process ends within 5 s, exit 2, the suite not scored', async () => {
    const dir = tempDir();
    slowPickle(path.join(dir, 'large.pkl'));
    const { child, done } = startCli(['score', 'hurricane', '--input', 'large.pkl', '--groundtruth', GT], {
      cwd: dir,
      // A progress line every 50 ms: the test signals once the read has visibly begun.
      env: { BENCH_CHECK_PROGRESS_INTERVAL_MS: '50' },
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer | string) => (stderr += String(d)));
    const until = Date.now() + 30_000;
    const progressLine = () => /^hurricane: \S+ \S+ \/ \S+ \S+ \((\d+) %\)/m.exec(stderr);
    while (progressLine() === null) {
      if (Date.now() > until) throw new Error(`no progress line of the read:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const line = progressLine()!;
    // The read is under way, far from its end.
    expect(Number(line[1])).toBeLessThan(50);
    const sent = Date.now();
    child.kill('SIGTERM');
    const r = await done;
    expect(Date.now() - sent).toBeLessThan(5_000);
    expect(r.code, r.stderr).toBe(2);
    expect(r.stderr).toContain('SIGTERM: stopping');
    expect(r.stderr).toMatch(/error: interrupted by SIGTERM: 0 suite\(s\) scored and kept, not scored: hurricane/);
  });
});
