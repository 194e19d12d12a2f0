// Budgets of the lm-eval and promptfoo readers (slow: they write and read megabytes): one line
// longer than the cap (17 MiB) is read past in linear time and bounded memory, a bad record; 100 KB
// of records that each bring a new value name ends well within 20 s.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_LINE_MAX_CHARS } from '../../src/benchmarks/imported/lm-eval.js';
import { lmEvalSample, messages, scoreIn, tempDir, toJsonl, write } from './helpers.js';

const SAMPLES = 'samples_t_2026-01-01T00-00-00.000001.jsonl';

/** Time and heap growth of one call. */
async function measured<T>(run: () => Promise<T>): Promise<{ value: T; ms: number; heapMiB: number }> {
  const heap = process.memoryUsage().heapUsed;
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start, heapMiB: (process.memoryUsage().heapUsed - heap) / 2 ** 20 };
}

describe('lm-eval samples: a line over the cap', () => {
  it('a line over the cap is a bad record read past in bounded memory; the other lines are scored', async () => {
    const dir = tempDir();
    const good = toJsonl([lmEvalSample(0, { exact_match: 1 }), lmEvalSample(1, { exact_match: 0 })]);
    // One line of 17 MiB (a sample with a huge target, no newline inside).
    const huge = `{"doc_id": 2, "target": "${'x'.repeat(SAMPLE_LINE_MAX_CHARS + (1 << 20))}"}\n`;
    writeFileSync(path.join(dir, SAMPLES), good + huge + toJsonl([lmEvalSample(3, { exact_match: 1 })]));
    const start = performance.now();
    const suite = await scoreIn(dir, { format: 'lm-eval', input: SAMPLES });
    const ms = performance.now() - start;
    expect(ms).toBeLessThan(20_000);
    expect(suite.status).toBe('ok');
    expect(suite.counts?.items).toBe(3);
    expect(suite.errors).toBe(1);
    expect(messages(suite, dir, 'error')).toEqual([
      `${SAMPLES}:3: a line of ${SAMPLE_LINE_MAX_CHARS + (1 << 20) + 27} characters, more than the ${SAMPLE_LINE_MAX_CHARS} read: not read`,
    ]);
  });
});

describe('100 KB whatever it holds: a name per record', () => {
  it('a distinct assertion per promptfoo row and a distinct metric per lm-eval line end well within 20 s', async () => {
    const dir = tempDir();
    let rows = '';
    for (let i = 0; rows.length < 100_000; i++)
      rows += `${JSON.stringify({ success: true, testCase: { description: `t${i}` }, provider: { id: 'p' }, gradingResult: { componentResults: [{ pass: i % 2 === 0, assertion: { metric: `m${i}` } }] } })}\n`;
    write(dir, 'r.jsonl', rows);
    let lines = '';
    for (let i = 0; lines.length < 100_000; i++)
      lines += `${JSON.stringify({ doc_id: i, filter: 'none', metrics: [`m${i}`], [`m${i}`]: i % 2 })}\n`;
    write(dir, SAMPLES, lines);
    const promptfoo = await measured(() => scoreIn(dir, { format: 'promptfoo', input: 'r.jsonl' }));
    const lm = await measured(() => scoreIn(dir, { format: 'lm-eval', input: SAMPLES }));
    for (const { value, ms, heapMiB } of [promptfoo, lm]) {
      expect(value.status).toBe('ok');
      expect(ms).toBeLessThan(20_000);
      expect(heapMiB).toBeLessThan(1024);
    }
    expect(Object.keys(promptfoo.value.metrics).length).toBeGreaterThan(600);
    expect(lm.value.rounds.length).toBeGreaterThan(1500);
  });
});

describe('100 KB of bad records in one results.json', () => {
  it('33 000 empty results: each a located bad record while the location budget lasts, then by pointer; well within 20 s', async () => {
    const dir = tempDir();
    write(dir, 'r.json', `{"results":{"results":[${Array<string>(33_000).fill('{}').join(',')}]}}`);
    const { value: suite, ms, heapMiB } = await measured(() => scoreIn(dir, { format: 'promptfoo', input: 'r.json' }));
    expect(ms).toBeLessThan(20_000);
    expect(heapMiB).toBeLessThan(1024);
    expect(suite.status).toBe('error');
    expect(suite.errors).toBe(33_000);
    const bad = suite.diagnostics.filter((d) => d.code === 'missing-id');
    expect(bad[0]).toMatchObject({ line: 1, pointer: '/results/results/0/testCase' });
    expect(bad.at(-1)).toMatchObject({
      line: null,
      pointer: expect.stringMatching(/^\/results\/results\/\d+\/testCase$/) as unknown,
    });
  });
});
