// SIGTERM (a cancelled CI job) while a reader of another tool's file runs: a large Inspect `.eval`
// (many stored sample entries), lm-eval samples file and promptfoo `.jsonl`, each taking many seconds to read
// here. The readers give the event loop a turn and check the run's signal, so the run stops within
// 5 s, exit 2, the suite listed as not scored. The CLI as a process.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startCli, tempDir } from '../helpers.js';
import { evalEntries, pack, zipOf, type PackedEntry } from './eval-zip.js';
import { FIXTURES, INSPECT_EVAL, LM_EVAL_MC } from './helpers.js';

const PROMPTFOO_JSONL = path.join(FIXTURES, 'promptfoo/run-1.jsonl');

/** Inspect's own log with its first sample repeated under 60 000 ids (stored entries without its events: about 55 MB). */
function largeEval(file: string): void {
  const entries = evalEntries(INSPECT_EVAL);
  const text = (name: string) => new TextDecoder().decode(entries.get(name));
  const sample = JSON.parse(text('samples/1_epoch_1.json')) as Record<string, unknown>;
  const out: PackedEntry[] = [];
  for (let id = 1; id <= 60_000; id++)
    out.push(pack(`samples/${id}_epoch_1.json`, JSON.stringify({ ...sample, id, epoch: 1, events: [] }), 0));
  out.push(pack('header.json', text('header.json'), 0));
  writeFileSync(file, zipOf(out));
}

/** lm-eval's own first sample repeated as 150 000 documents (about 180 MB). */
function largeSamples(file: string): void {
  const sample = JSON.parse(readFileSync(LM_EVAL_MC, 'utf8').split('\n')[0]!) as Record<string, unknown>;
  const [head, tail] = JSON.stringify({ ...sample, doc_id: -1 }).split('"doc_id":-1');
  const lines = Array.from({ length: 150_000 }, (_, id) => `${head}"doc_id":${id}${tail}\n`);
  writeFileSync(file, lines.join(''));
}

/** promptfoo's own first result of `-o results.jsonl` repeated as 100 000 tests (about 160 MB). */
function largeJsonl(file: string): void {
  const row = JSON.parse(readFileSync(PROMPTFOO_JSONL, 'utf8').split('\n')[0]!) as { testCase: object };
  const lines = Array.from(
    { length: 100_000 },
    (_, i) => `${JSON.stringify({ ...row, testIdx: i, testCase: { ...row.testCase, description: `test ${i}` } })}\n`,
  );
  writeFileSync(file, lines.join(''));
}

const CASES = [
  { format: 'inspect', input: 'large.eval', write: largeEval },
  { format: 'lm-eval', input: 'samples_large.jsonl', write: largeSamples },
  { format: 'promptfoo', input: 'results.jsonl', write: largeJsonl },
] as const;

describe('stopping the read of a large file of another tool', () => {
  it.each(CASES)(
    '$format: SIGTERM while the reader runs ends the process within 5 s, exit 2, the suite not scored',
    async ({ format, input, write }) => {
      const dir = tempDir();
      write(path.join(dir, input));
      const { child, done } = startCli(['score', 'imported', '--from', format, '--input', input], { cwd: dir });
      let output = '';
      child.stdout!.on('data', (d: Buffer | string) => (output += String(d)));
      child.stderr!.on('data', (d: Buffer | string) => (output += String(d)));
      const until = Date.now() + 60_000;
      while (!output.includes('scoring imported (Imported per-item results)…')) {
        if (Date.now() > until) throw new Error(`the read did not begin:\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // The read is under way (it takes many seconds more).
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(output).not.toMatch(/done in/);
      const sent = Date.now();
      child.kill('SIGTERM');
      const r = await done;
      expect(Date.now() - sent, output).toBeLessThan(5_000);
      expect(r.code, r.stderr).toBe(2);
      expect(r.stderr).toContain('SIGTERM: stopping');
      expect(r.stderr).toMatch(/error: interrupted by SIGTERM: 0 suite\(s\) scored and kept, not scored: imported/);
    },
    120_000,
  );
});
