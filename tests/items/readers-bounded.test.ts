// The lm-eval and promptfoo readers on hostile files: a line cap, linear parsing, a depth limit,
// non-finite numbers as a bad value of one item (the run goes on), and value names that are
// prototype keys (`__proto__`, `constructor`) keeping their per-item verdicts and gated as new.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../src/core/logger.js';
import { applyGate } from '../../src/gate/index.js';
import type { Suite } from '../../src/results/types.js';
import { gateHints } from '../catalog.js';
import { doc } from '../gate/helpers.js';
import {
  itemsOf,
  lmEvalSample,
  messages,
  promptfooFile,
  promptfooRow,
  scoreIn,
  tempDir,
  toJsonl,
  write,
} from './helpers.js';

const SAMPLES = 'samples_t_2026-01-01T00-00-00.000001.jsonl';
const lmEval = (dir: string, prefix = 'results') => scoreIn(dir, { format: 'lm-eval', input: SAMPLES }, prefix);

/** A sample line whose metric values are given as raw JSON text (`1e309`, a `__proto__` key). */
function rawSample(docId: number, metrics: Record<string, string>): string {
  const base = lmEvalSample(docId, {});
  const text = JSON.stringify({ ...base, metrics: Object.keys(metrics) });
  const values = Object.entries(metrics)
    .map(([k, v]) => `${JSON.stringify(k)}:${v}`)
    .join(',');
  return `${text.slice(0, -1)},${values}}`;
}

/** An own property's value (a key `__proto__` read as data, not as the prototype). */
const ownValue = (o: object, key: string): unknown => Object.getOwnPropertyDescriptor(o, key)?.value;

/** Time and heap growth of one call. */
async function measured<T>(run: () => Promise<T>): Promise<{ value: T; ms: number; heapMiB: number }> {
  const heap = process.memoryUsage().heapUsed;
  const start = performance.now();
  const value = await run();
  return { value, ms: performance.now() - start, heapMiB: (process.memoryUsage().heapUsed - heap) / 2 ** 20 };
}

describe('lm-eval samples: bounded reading', () => {
  it('100 KB nested 50 000 deep ends at once as a bad record (no stack overflow, no parse)', async () => {
    const dir = tempDir();
    const deep = `{"doc_id": 1, "target": ${'['.repeat(50_000)}${']'.repeat(50_000)}}`;
    writeFileSync(path.join(dir, SAMPLES), toJsonl([lmEvalSample(0, { acc: 1 })]) + deep + '\n');
    const { value: suite, ms, heapMiB } = await measured(() => lmEval(dir));
    expect(ms).toBeLessThan(20_000);
    expect(heapMiB).toBeLessThan(1024);
    expect(suite.status).toBe('ok');
    expect(messages(suite, dir, 'error')).toEqual([
      `${SAMPLES}:2: nested more than 256 levels deep (the limit for a JSON document, maxDepth)`,
    ]);
  });

  it('a score of 1e309 (Infinity), NaN or null is a bad value of that item: counted, left out, the run goes on', async () => {
    const dir = tempDir();
    write(
      dir,
      SAMPLES,
      [
        rawSample(0, { acc: '1', brier: '0.25' }),
        rawSample(1, { acc: '1', brier: '1e309' }),
        rawSample(2, { acc: '0', brier: 'NaN' }),
        rawSample(3, { acc: '1', brier: '0.75' }),
      ].join('\n') + '\n',
    );
    const suite = await lmEval(dir);
    expect(suite.status).toBe('ok');
    expect(suite.errors).toBe(2);
    expect(suite.metrics.brier).toMatchObject({ value: 0.5, count: 2 });
    expect(suite.rounds).toEqual([{ id: 'acc', input: 4, passed: 3 }]);
    expect(messages(suite, dir, 'warning')).toEqual([
      `${SAMPLES}:2 [brier]: brier is Infinity, not a finite number: left out of its mean`,
      `${SAMPLES}:3 [brier]: brier is NaN, not a finite number: left out of its mean`,
    ]);
  });
});

/** Gate `current` against `baseline` (its items file copied beside). */
async function gate(dir: string, current: Suite, baseline: Suite) {
  writeFileSync(
    path.join(dir, 'base.json'),
    JSON.stringify(doc([baseline], { configHash: `sha256:${'0'.repeat(64)}` })),
  );
  return applyGate(
    doc([current]),
    { baseline: { source: 'path', path: 'base.json' }, onMissingBaseline: 'fail' },
    { cwd: dir, env: {}, log: silentLogger, resultsDir: dir, hints: gateHints },
  );
}

describe('names that are prototype keys', () => {
  it('lm-eval: checks and scores named __proto__ and constructor keep their per-item values; new ones are new', async () => {
    const dir = tempDir();
    write(
      dir,
      'base/' + SAMPLES,
      [0, 1, 2].map((i) => rawSample(i, { acc: '1', ['__proto__']: String(i % 2) })).join('\n') + '\n',
    );
    write(
      dir,
      'head/' + SAMPLES,
      [0, 1, 2]
        .map((i) => rawSample(i, { acc: '1', ['__proto__']: String(i % 2), constructor: String(0.5 + i) }))
        .join('\n') + '\n',
    );
    const baseline = await scoreIn(dir, { format: 'lm-eval', input: 'base/' + SAMPLES }, 'base');
    const current = await scoreIn(dir, { format: 'lm-eval', input: 'head/' + SAMPLES }, 'results');
    expect(current.rounds.map((r) => [r.id, r.passed])).toEqual([
      ['acc', 3],
      ['__proto__', 1],
    ]);
    expect(Object.hasOwn(current.metrics, 'constructor')).toBe(true);
    expect(current.metrics.constructor).toMatchObject({ value: 1.5, count: 3 });
    const items = itemsOf(dir, current);
    expect(items.map((i) => [ownValue(i, '__proto__'), i.constructor])).toEqual([
      [false, 0.5],
      [true, 1.5],
      [false, 2.5],
    ]);
    const s = (await gate(dir, current, baseline)).comparison.suites[0]!;
    // Both runs have the round (too few items for a verdict): compared, not new.
    expect(s.targets.find((t) => t.kind === 'round' && t.id === '__proto__')).toMatchObject({
      baseline: 100 / 3,
      current: 100 / 3,
      verdict: 'insufficient-data',
    });
    expect(s.targets.find((t) => t.kind === 'metric' && t.id === 'constructor')!.verdict).toBe('new');
  });

  it('promptfoo: an assertion metric named __proto__ and a namedScore constructor are values like any other', async () => {
    const dir = tempDir();
    const rows = [true, false].map((pass, i) => ({
      ...promptfooRow({
        description: `t${i}`,
        success: pass,
        asserts: [{ type: 'equals', metric: '__proto__', pass }],
      }),
      namedScores: JSON.parse(`{"constructor": ${i}, "__proto__": 0.5}`) as unknown,
    }));
    write(dir, 'results.json', JSON.stringify(promptfooFile(rows)));
    const suite = await scoreIn(dir, { format: 'promptfoo', input: 'results.json' });
    expect(Object.hasOwn(suite.metrics, '__proto__')).toBe(true);
    expect(ownValue(suite.metrics, '__proto__')).toEqual({ value: 0.5, direction: 'higher', passed: 1, input: 2 });
    expect(suite.metrics['namedScores.constructor']).toMatchObject({ value: 0.5, count: 2 });
    expect(itemsOf(dir, suite).map((i) => ownValue(i, '__proto__'))).toEqual([true, false]);
  });

  it('promptfoo: a score or namedScore of 1e309 is a bad value of that item; the others are scored', async () => {
    const dir = tempDir();
    const rows = [0, 1, 2].map((i) => promptfooRow({ description: `t${i}`, success: true, score: 1 }));
    const text = JSON.stringify(promptfooFile(rows), null, 2)
      .replace(/"latencyMs": 10,(\s+)"namedScores": \{\}/, '"latencyMs": 10,$1"namedScores": {"tone": 1e309}')
      .replace(
        /"score": 1,(\s+)"success": true,(\s+)"testCase": \{(\s+)"vars": \{\},(\s+)"assert": \[\],(\s+)"options": \{\},(\s+)"metadata": \{\},(\s+)"description": "t2"/,
        (m) => m.replace('"score": 1', '"score": -1e400'),
      );
    write(dir, 'results.json', text);
    const suite = await scoreIn(dir, { format: 'promptfoo', input: 'results.json' });
    expect(suite.status).toBe('ok');
    expect(suite.errors).toBe(2);
    expect(messages(suite, dir, 'warning')).toEqual([
      expect.stringMatching(
        /^results\.json:\d+:\d+ \[namedScores\.tone\] \/results\/results\/0\/namedScores\/tone: namedScores\.tone must be a finite number, is Infinity: left out$/,
      ),
      expect.stringMatching(
        /^results\.json:\d+:\d+ \[score\] \/results\/results\/2\/score: score must be a finite number, is -Infinity: left out$/,
      ),
    ]);
    expect(suite.metrics.score).toMatchObject({ value: 1, count: 2 });
    expect(suite.finalScore).toBe(100);
  });
});

describe('promptfoo files: bounded reading', () => {
  it('100 KB nested 50 000 deep in results.json and in a .jsonl line end at once with the limit named', async () => {
    const dir = tempDir();
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    write(dir, 'results.json', `{"results": {"results": ${deep}}}`);
    write(dir, 'results.jsonl', `${JSON.stringify(promptfooRow({ description: 'a', success: true }))}\n${deep}\n`);
    const json = await measured(() => scoreIn(dir, { format: 'promptfoo', input: 'results.json' }));
    expect(json.ms).toBeLessThan(20_000);
    expect(messages(json.value, dir)).toEqual([
      'results.json: not read: nested more than 256 levels deep (the limit for a JSON document, maxDepth)',
    ]);
    const jsonl = await measured(() => scoreIn(dir, { format: 'promptfoo', input: 'results.jsonl' }));
    expect(jsonl.ms).toBeLessThan(20_000);
    expect(jsonl.value.status).toBe('ok');
    expect(messages(jsonl.value, dir, 'error')).toEqual([
      'results.jsonl:2: nested more than 256 levels deep (the limit for a JSON document, maxDepth)',
    ]);
  });
});
