// Pairing two runs through their items files (docs/gate.md "Paired": ≥ 90 % of each run's ids
// shared; `null` and a missing round count as not passed) and the worst items of the report
// (newly failing first, then by the earliest failed round, then file order).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAIRED_SHARE, scanItems, type Outcome } from '../../src/gate/items.js';
import { ITEM_LINE_MAX_CHARS } from '../../src/gate/limits.js';
import { readJsonlRecords } from '../../src/results/jsonl.js';
import { tempDir } from './helpers.js';

const readJsonl = (file: string) => readJsonlRecords(file, ITEM_LINE_MAX_CHARS);

function file(dir: string, name: string, records: (object | string)[]): string {
  const p = path.join(dir, name);
  writeFileSync(p, `${records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))).join('\n')}\n`);
  return p;
}

const one: Outcome[] = [{ key: 'round:a', rounds: ['a'] }];

describe('readJsonl', () => {
  it('yields records with 1-based line numbers, null for lines that are not objects with a string id, and skips blank lines', async () => {
    const dir = tempDir();
    const p = file(dir, 'x.jsonl', [
      { id: 'a' },
      '',
      '   ',
      'not json',
      '[1,2]',
      'null',
      '{"id":3}',
      '"str"',
      { id: 'b', r: true },
    ]);
    const out: { line: number; record: Record<string, unknown> | null }[] = [];
    for await (const r of readJsonl(p)) out.push(r);
    expect(out).toEqual([
      { line: 1, record: { id: 'a' } },
      { line: 4, record: null },
      { line: 5, record: null },
      { line: 6, record: null },
      { line: 7, record: null },
      { line: 8, record: null },
      { line: 9, record: { id: 'b', r: true } },
    ]);
  });

  it('reads CRLF files', async () => {
    const dir = tempDir();
    const p = path.join(dir, 'crlf.jsonl');
    writeFileSync(p, '{"id":"a"}\r\n{"id":"b"}\r\n');
    const ids: unknown[] = [];
    for await (const r of readJsonl(p)) ids.push(r.record?.id);
    expect(ids).toEqual(['a', 'b']);
  });

  it('a line over ITEM_LINE_MAX_CHARS is a bad line, never parsed; the lines after it are read', async () => {
    const dir = tempDir();
    const p = path.join(dir, 'huge.jsonl');
    const huge = `{"id":"h","reason":"${'x'.repeat(ITEM_LINE_MAX_CHARS)}"}`;
    writeFileSync(p, `{"id":"a"}\n${huge}\n{"id":"b"}\n`);
    const out: { line: number; id: unknown }[] = [];
    for await (const r of readJsonl(p)) out.push({ line: r.line, id: r.record?.id ?? null });
    expect(out).toEqual([
      { line: 1, id: 'a' },
      { line: 2, id: null },
      { line: 3, id: 'b' },
    ]);
  });
});

describe('scanItems: pairing', () => {
  it('counts discordant pairs per outcome on the shared ids: b = passed before, not now; c = the reverse', async () => {
    const dir = tempDir();
    const outcomes: Outcome[] = [
      { key: 'round:a', rounds: ['a'] },
      { key: 'both', rounds: ['a', 'b'] },
    ];
    const baseline = file(dir, 'base.jsonl', [
      { id: '1', a: true, b: true }, // → a false: b for both outcomes
      { id: '2', a: false, b: true }, // → a true, b true: c for both
      { id: '3', a: true, b: null }, // → a true, b true: nothing for a, c for both (null = not passed)
      { id: '4', a: true }, // → a true, b false: nothing (missing b = not passed before either)
      { id: '5', a: true, b: true }, // → same
      { id: 'gone', a: true, b: true },
    ]);
    const current = file(dir, 'cur.jsonl', [
      { id: '1', a: false, b: true },
      { id: '2', a: true, b: true },
      { id: '3', a: true, b: true },
      { id: '4', a: true, b: false },
      { id: '5', a: true, b: true },
      { id: 'new', a: false },
    ]);
    const s = await scanItems({
      currentFile: current,
      baselineFile: baseline,
      rounds: ['a', 'b'],
      outcomes,
      keepWorst: 10,
    });
    expect(s.baselineItems).toBe(6);
    expect(s.currentItems).toBe(6);
    expect(s.shared).toBe(5);
    expect(Object.fromEntries(s.discordant)).toEqual({ 'round:a': { b: 1, c: 1 }, both: { b: 1, c: 2 } });
    expect(s.paired).toBe(false); // 5 of 6 shared is 83 %
    expect(s.failing).toBe(3); // '1', '4' and 'new' have a false round
  });

  it('pairs at 90 % shared ids on each side, not below', async () => {
    const dir = tempDir();
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${from + i}`, a: true }));
    // 9 of 10 ids shared on both sides: exactly 90 %
    const at = await scanItems({
      currentFile: file(dir, 'c1', ids(0, 10)),
      baselineFile: file(dir, 'b1', ids(1, 10)),
      rounds: ['a'],
      outcomes: one,
      keepWorst: 0,
    });
    expect([at.shared, at.paired]).toEqual([9, true]);
    // 9 of 10 in the current run, but 9 of 11 in the baseline (82 %)
    const base = await scanItems({
      currentFile: file(dir, 'c2', ids(0, 10)),
      baselineFile: file(dir, 'b2', ids(1, 11)),
      rounds: ['a'],
      outcomes: one,
      keepWorst: 0,
    });
    expect([base.shared, base.paired]).toEqual([9, false]);
    // and the mirror image
    const cur = await scanItems({
      currentFile: file(dir, 'c3', ids(1, 11)),
      baselineFile: file(dir, 'b3', ids(0, 10)),
      rounds: ['a'],
      outcomes: one,
      keepWorst: 0,
    });
    expect([cur.shared, cur.paired]).toEqual([9, false]);
    expect(PAIRED_SHARE).toBe(0.9);
  });

  it('does not pair without a baseline file, with an empty side, or with nothing shared', async () => {
    const dir = tempDir();
    const cur = file(dir, 'cur', [{ id: 'a', a: true }]);
    const none = await scanItems({ currentFile: cur, baselineFile: null, rounds: ['a'], outcomes: one, keepWorst: 0 });
    expect(none).toMatchObject({ baselineItems: null, shared: 0, paired: false });
    const empty = await scanItems({
      currentFile: cur,
      baselineFile: file(dir, 'empty', ['']),
      rounds: ['a'],
      outcomes: one,
      keepWorst: 0,
    });
    expect(empty).toMatchObject({ baselineItems: 0, paired: false });
    const emptyCurrent = await scanItems({
      currentFile: file(dir, 'empty2', ['']),
      baselineFile: cur,
      rounds: ['a'],
      outcomes: one,
      keepWorst: 0,
    });
    expect(emptyCurrent).toMatchObject({ baselineItems: 1, currentItems: 0, paired: false });
  });

  it('an outcome with no rounds never passes', async () => {
    const dir = tempDir();
    const b = file(dir, 'b', [{ id: 'x', a: true }]);
    const c = file(dir, 'c', [{ id: 'x', a: true }]);
    const s = await scanItems({
      currentFile: c,
      baselineFile: b,
      rounds: ['a'],
      outcomes: [{ key: 'empty', rounds: [] }, ...one],
      keepWorst: 0,
    });
    expect(Object.fromEntries(s.discordant)).toEqual({ empty: { b: 0, c: 0 }, 'round:a': { b: 0, c: 0 } });
  });

  // Issue #29: a schema-valid suite with more than 30 rounds and an items file used to end in
  // "internal error" (the masks were one 30-bit number). Beyond 30 they are one number per 30.
  it('pairs more than 30 outcomes: each one, the last of every word, and newly failing across words', async () => {
    const dir = tempDir();
    for (const n of [30, 31, 61, 100]) {
      const outcomes = Array.from({ length: n }, (_, i) => ({ key: `k${i}`, rounds: [`r${i}`] }));
      const rounds = outcomes.map((o) => o.rounds[0]!);
      // x passes everything in the baseline and only the even outcomes now; y fails r0 before, passes it now.
      const values = (pass: (i: number) => boolean) => Object.fromEntries(rounds.map((r, i) => [r, pass(i)]));
      const s = await scanItems({
        currentFile: file(dir, `c${n}`, [
          { id: 'x', ...values((i) => i % 2 === 0) },
          { id: 'y', ...values(() => true) },
        ]),
        baselineFile: file(dir, `b${n}`, [
          { id: 'x', ...values(() => true) },
          { id: 'y', ...values((i) => i !== 0) },
        ]),
        rounds,
        outcomes,
        keepWorst: 5,
      });
      expect(s.discordant.size).toBe(n);
      for (let i = 0; i < n; i++)
        expect(s.discordant.get(`k${i}`), `${n}: k${i}`).toEqual({ b: i % 2 === 0 ? 0 : 1, c: i === 0 ? 1 : 0 });
      expect(s.worst).toEqual([{ id: 'x', reason: null, failedRound: 'r1', newlyFailing: true }]);
    }
    // Lost only in the last word: still newly failing.
    const outcomes = Array.from({ length: 61 }, (_, i) => ({ key: `k${i}`, rounds: [`r${i}`] }));
    const all = (v: boolean) => Object.fromEntries(outcomes.map((o) => [o.rounds[0]!, v]));
    const s = await scanItems({
      currentFile: file(dir, 'c-last', [{ id: 'x', ...all(true), r60: false }]),
      baselineFile: file(dir, 'b-last', [{ id: 'x', ...all(true) }]),
      rounds: ['r60'],
      outcomes,
      keepWorst: 1,
    });
    expect(s.worst).toEqual([{ id: 'x', reason: null, failedRound: 'r60', newlyFailing: true }]);
    expect(s.discordant.get('k60')).toEqual({ b: 1, c: 0 });
    expect(s.discordant.get('k59')).toEqual({ b: 0, c: 0 });
  });

  it('the 30th outcome (bit 29) is paired like the first', async () => {
    const dir = tempDir();
    const outcomes = Array.from({ length: 30 }, (_, i) => ({ key: `k${i}`, rounds: [`r${i}`] }));
    const all = (v: boolean) => Object.fromEntries(outcomes.map((o) => [o.rounds[0]!, v]));
    const s = await scanItems({
      currentFile: file(dir, 'c', [{ id: 'x', ...all(false) }]),
      baselineFile: file(dir, 'b', [{ id: 'x', ...all(true) }]),
      rounds: [],
      outcomes,
      keepWorst: 0,
    });
    expect(s.discordant.get('k0')).toEqual({ b: 1, c: 0 });
    expect(s.discordant.get('k29')).toEqual({ b: 1, c: 0 });
  });

  it('counts malformed lines of both files and skips them', async () => {
    const dir = tempDir();
    const s = await scanItems({
      currentFile: file(dir, 'c', [{ id: 'x', a: false }, 'oops', { noId: 1 }]),
      baselineFile: file(dir, 'b', [{ id: 'x', a: true }, '{"id": 7}']),
      rounds: ['a'],
      outcomes: one,
      keepWorst: 5,
    });
    expect(s).toMatchObject({ badLines: 3, currentItems: 1, baselineItems: 1, shared: 1, failing: 1 });
    expect(s.discordant.get('round:a')).toEqual({ b: 1, c: 0 });
  });
});

describe('scanItems: worst items', () => {
  it('newly failing first, then the earlier failed round, then file order; keeps keepWorst', async () => {
    const dir = tempDir();
    const rounds = ['r1', 'r2', 'r3'];
    const outcomes: Outcome[] = rounds.map((r) => ({ key: `round:${r}`, rounds: [r] }));
    const baseline = file(dir, 'b', [
      { id: 'old-r3', r1: true, r2: true, r3: false },
      { id: 'newly-r3', r1: true, r2: true, r3: true },
      { id: 'newly-r2', r1: true, r2: true, r3: true },
      { id: 'old-r1', r1: false },
    ]);
    const current = file(dir, 'c', [
      { id: 'ok', r1: true, r2: true, r3: true },
      { id: 'old-r3', r1: true, r2: true, r3: false, reason: 'still bad' },
      { id: 'unknown-r2', r1: true, r2: false, reason: 'r2 failed' },
      { id: 'newly-r3', r1: true, r2: true, r3: false, reason: 42 },
      { id: 'old-r1', r1: false, r2: null, r3: null, reason: 'never reached' },
      { id: 'newly-r2', r1: true, r2: false, r3: null, reason: 'r2 now' },
      { id: 'late-r1', r1: false },
      { id: 'nulls-only', r1: true, r2: null },
    ]);
    const s = await scanItems({ currentFile: current, baselineFile: baseline, rounds, outcomes, keepWorst: 10 });
    expect(s.failing).toBe(6);
    expect(s.worst).toEqual([
      { id: 'newly-r2', reason: 'r2 now', failedRound: 'r2', newlyFailing: true },
      { id: 'newly-r3', reason: null, failedRound: 'r3', newlyFailing: true },
      { id: 'old-r1', reason: 'never reached', failedRound: 'r1', newlyFailing: false },
      { id: 'late-r1', reason: null, failedRound: 'r1', newlyFailing: false },
      { id: 'unknown-r2', reason: 'r2 failed', failedRound: 'r2', newlyFailing: false },
      { id: 'old-r3', reason: 'still bad', failedRound: 'r3', newlyFailing: false },
    ]);
    const top2 = await scanItems({ currentFile: current, baselineFile: baseline, rounds, outcomes, keepWorst: 2 });
    expect(top2.worst.map((w) => w.id)).toEqual(['newly-r2', 'newly-r3']);
    expect(top2.failing).toBe(6);
    const top3 = await scanItems({ currentFile: current, baselineFile: baseline, rounds, outcomes, keepWorst: 3 });
    expect(top3.worst.map((w) => w.id)).toEqual(['newly-r2', 'newly-r3', 'old-r1']);
    const none = await scanItems({ currentFile: current, baselineFile: baseline, rounds, outcomes, keepWorst: 0 });
    expect(none.worst).toEqual([]);
    expect(none.failing).toBe(6);
  });

  it('an item failing a later round never goes before one failing an earlier round', async () => {
    const dir = tempDir();
    const rounds = ['r1', 'r2', 'r3'];
    const current = file(dir, 'c', [
      { id: 'early', r1: false },
      { id: 'late', r1: true, r2: true, r3: false },
      { id: 'mid', r1: true, r2: false },
    ]);
    const s = await scanItems({ currentFile: current, baselineFile: null, rounds, outcomes: [], keepWorst: 5 });
    expect(s.worst.map((w) => [w.id, w.failedRound])).toEqual([
      ['early', 'r1'],
      ['mid', 'r2'],
      ['late', 'r3'],
    ]);
  });

  it('two empty items files are not paired: there is nothing to pair', async () => {
    const dir = tempDir();
    const s = await scanItems({
      currentFile: file(dir, 'c', ['']),
      baselineFile: file(dir, 'b', ['']),
      rounds: ['a'],
      outcomes: one,
      keepWorst: 0,
    });
    expect(s).toMatchObject({ baselineItems: 0, currentItems: 0, shared: 0, paired: false });
  });

  it('without a baseline nothing is newly failing; ties keep file order', async () => {
    const dir = tempDir();
    const current = file(dir, 'c', [
      { id: 'a', r: false },
      { id: 'b', r: false },
      { id: 'c', r: false },
    ]);
    const s = await scanItems({
      currentFile: current,
      baselineFile: null,
      rounds: ['r'],
      outcomes: [{ key: 'round:r', rounds: ['r'] }],
      keepWorst: 2,
    });
    expect(s.worst).toEqual([
      { id: 'a', reason: null, failedRound: 'r', newlyFailing: false },
      { id: 'b', reason: null, failedRound: 'r', newlyFailing: false },
    ]);
    expect(s.failing).toBe(3);
  });

  it('an item still failing the same outcome is not newly failing, one that lost another outcome is', async () => {
    const dir = tempDir();
    const outcomes: Outcome[] = [
      { key: 'round:a', rounds: ['a'] },
      { key: 'round:b', rounds: ['b'] },
    ];
    const s = await scanItems({
      currentFile: file(dir, 'c', [
        { id: 'same', a: false, b: true },
        { id: 'lost-b', a: false, b: false },
      ]),
      baselineFile: file(dir, 'b', [
        { id: 'same', a: false, b: true },
        { id: 'lost-b', a: false, b: true },
      ]),
      rounds: ['a', 'b'],
      outcomes,
      keepWorst: 5,
    });
    expect(s.worst.map((w) => [w.id, w.newlyFailing])).toEqual([
      ['lost-b', true],
      ['same', false],
    ]);
  });
});
