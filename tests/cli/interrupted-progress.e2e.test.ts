// Ctrl-C (SIGINT) during a long suite: the suite is dropped, so nothing on stderr says it was done
// (no "N decisions in X s" final progress line, no "done in X s"); the results document names it
// pending with the stop's reason, which the reports read.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsDocument } from '../../src/results/types.js';
import { startCli } from '../helpers.js';
import { hangingProvider, interruptedWorkspace } from './hanging-provider.js';

const provider = hangingProvider();

describe('an interrupted run', () => {
  it('SIGINT during a long suite: no "done" for it, its progress ends without a final count; pending and stopReason in the document', async () => {
    const dir = interruptedWorkspace(provider.url());
    const { child, done } = startCli(['run', '--out', 'out/results.json'], {
      cwd: dir,
      // Periodic progress lines every 50 ms, so the live suite's ticker has written some when it is stopped.
      env: { BENCH_CHECK_PROGRESS_INTERVAL_MS: '50' },
    });
    let stderr = '';
    child.stderr!.on('data', (d: Buffer | string) => (stderr += String(d)));
    const until = Date.now() + 30_000;
    while (!/^live: /m.test(stderr)) {
      if (Date.now() > until) throw new Error(`no progress line of the live suite:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    child.kill('SIGINT');
    const r = await done;
    expect(r.code, r.stderr).toBe(2);
    // The suite scored before says it was done, in its order; the stopped one does not.
    expect(r.stderr).toMatch(/scoring trips [^\n]*\n {2}done in \d+\.\d\d s\n/);
    expect(r.stderr).toMatch(/^live: 0 \/ 8 decisions/m);
    expect(r.stderr).toContain('SIGINT: stopping');
    const afterLive = r.stderr.slice(r.stderr.indexOf('scoring live'));
    expect(afterLive).not.toMatch(/done in/);
    expect(afterLive).not.toMatch(/^live: \S+ decisions in /m);
    expect(afterLive).toMatch(/^ {2}stopped after \d+\.\d\d s: not scored$/m);
    expect(r.stderr).toMatch(/error: interrupted by SIGINT: 1 suite\(s\) scored and kept, not scored: live/);
    const file = path.join(dir, 'out/results.json');
    expect(existsSync(file)).toBe(true);
    const doc = JSON.parse(readFileSync(file, 'utf8')) as ResultsDocument;
    expect(doc.run).toMatchObject({ incomplete: true, pending: ['live'], stopReason: 'interrupted by SIGINT' });
    expect(doc.suites.map((s) => s.id)).toEqual(['trips']);
    expect(doc.verdict).toBe('error');
  });
});
