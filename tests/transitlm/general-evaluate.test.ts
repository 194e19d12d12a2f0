import { describe, expect, it } from 'vitest';
import type { CsvHeader, CsvRow } from '../../src/benchmarks/transitlm/input/records.js';
import { RowCells } from '../../src/benchmarks/transitlm/tasks/row.js';
import { buildPayload, caseJson } from '../../src/benchmarks/transitlm/tasks/general/payload.js';
import { evaluateGeneral } from '../../src/benchmarks/transitlm/tasks/general/evaluate.js';
import { rowErrorOf, type RowError } from '../../src/benchmarks/transitlm/tasks/evaluate-row.js';
import { PyRaise } from '../../src/benchmarks/transitlm/reference/value.js';
import type { Compat } from '../../src/benchmarks/transitlm/reference/units.js';

const NAMES = ['index_id', 'sft_prompt', 'sft_label', 'generate_results'];
const header: CsvHeader = { names: NAMES, index: new Map(NAMES.map((n, i) => [n, i])) };

function cells(prompt: unknown, label: unknown, output: unknown, compat: Compat = 'reference'): RowCells {
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  const row: CsvRow = {
    row: 1,
    line: 2,
    offset: 0,
    fields: ['id1', text(prompt), text(label), text(output)],
    oversized: null,
    values: null,
  };
  return new RowCells(header, row, 'id1', { file: 'f.csv', compat }, 'transitlm-general-route');
}

const PROMPT = { start: '121.4,31.2', end: '121.5,31.3', city: '上海' };
const LABEL = {
  line_sequence: ['地铁1号线(甲--丁)', '地铁2号线'],
  station_sequence: ['甲', '乙', '丙', '【换乘】', '丙', '庚'],
  total_distance: '10公里',
  total_time: '30分钟',
  total_fare: '3',
  start_transfer_mode: '步行',
  end_transfer_mode: '',
};
const OUTPUT = {
  line_sequence: ['地铁1号线', '地铁2号线(戊--庚)'],
  station_name: ['甲', '丙', '丙', '庚'],
  total_distance: '9.6km',
  total_time: '34分钟',
  total_fare: 3,
};

/** A stage of the row, or the row's error where it raises (as the driver reports it). */
function attempt<T>(c: RowCells, stage: () => T): { ok: true; value: T } | { ok: false; error: RowError } {
  try {
    return { ok: true, value: stage() };
  } catch (raise) {
    if (!(raise instanceof PyRaise)) throw raise;
    return { ok: false, error: rowErrorOf(raise, c) };
  }
}

function payloadOf(prompt: unknown, output: unknown, compat: Compat = 'reference') {
  const c = cells(prompt, LABEL, output, compat);
  return attempt(c, () => buildPayload(c));
}

function evaluate(prompt: unknown, label: unknown, output: unknown, compat: Compat = 'reference') {
  const c = cells(prompt, label, output, compat);
  const p = buildPayload(c);
  return {
    result: attempt(c, () => evaluateGeneral({ prompt: p.prompt, output: p.output, cells: c })),
    notes: c.notes,
  };
}

describe('payload stage', () => {
  it('builds the case the reference sends', () => {
    const p = payloadOf(
      { ...PROMPT, start: '121.4,31.2,9' },
      { ...OUTPUT, start_transfer_mode: 0, end_transfer_mode: null },
    );
    expect(p.ok && caseJson(p.value.case)).toBe(
      '{"city": "\\u4e0a\\u6d77", "start": [121.4, 31.2, 9.0], "end": [121.5, 31.3], "pred": {"line_sequence": ["\\u5730\\u94c11\\u53f7\\u7ebf", "\\u5730\\u94c12\\u53f7\\u7ebf(\\u620a--\\u5e9a)"], "station_name": ["\\u7532", "\\u4e19", "\\u4e19", "\\u5e9a"], "start_transfer_mode": "", "end_transfer_mode": ""}}',
    );
  });
  it('sends a one-part or absent point as parsed, an absent city as ""', () => {
    const p = payloadOf({ start: '121.4', end: '' }, OUTPUT);
    expect(p.ok && [p.value.case.start, p.value.case.end, p.value.case.city]).toEqual([[121.4], [0, 0], '']);
  });
  it('falls back to station_sequence when station_name is falsy, and iterates a string', () => {
    const p = payloadOf(PROMPT, { line_sequence: 'L', station_name: 0, station_sequence: 'AB' });
    expect(p.ok && [p.value.case.lineSequence, p.value.case.stationNames]).toEqual(['L', ['A', 'B']]);
  });
  it.each([
    [{ ...PROMPT, start: 5 }, OUTPUT, 'sft_prompt', '/start'],
    [{ ...PROMPT, end: '121.5,x' }, OUTPUT, 'sft_prompt', '/end'],
    ['[1]', OUTPUT, 'sft_prompt', null],
    [PROMPT, '{"line_sequence": ', 'generate_results', null],
    [PROMPT, [OUTPUT], 'generate_results', null],
    [PROMPT, { ...OUTPUT, line_sequence: true }, 'generate_results', '/line_sequence'],
    [PROMPT, { ...OUTPUT, station_name: 5 }, 'generate_results', '/station_name'],
  ])('fails the payload for %j / %j', (prompt, output, field, pointer) => {
    const p = payloadOf(prompt, output);
    expect(p.ok).toBe(false);
    if (!p.ok) expect([p.error.field, p.error.pointer || null]).toEqual([field, pointer]);
  });
});

describe('evaluation stage', () => {
  it('computes IoUs on stripped line names and normalised station lists', () => {
    const { result } = evaluate(PROMPT, LABEL, OUTPUT);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      lineIoU: 1,
      stationIoU: 1,
      modesMatch: true,
      distanceAccurate: true,
      timeAccurate: true,
      fareAccurate: true,
      transferAccurate: true,
    });
    // S = 34·60/300 + 2 + 3 = 11.8; S_L = 6 + 2 + 3 = 11
    expect(result.value.score).toBeCloseTo(11.8, 12);
    expect(result.value.deviationPct).toBeCloseTo((0.8 / 11) * 100, 12);
  });
  it('keeps a label full sequence without markers whole (IoU below 1)', () => {
    const { result } = evaluate(PROMPT, { ...LABEL, station_sequence: ['甲', '乙', '丙', '丁', '庚'] }, OUTPUT);
    expect(result.ok && result.value.stationIoU).toBe(3 / 5);
  });
  it.each([
    ['an unhashable city', { ...PROMPT, city: ['上海'] }, LABEL, OUTPUT, 'bad-type', 'sft_prompt', '/city'],
    ['a label that is not JSON', PROMPT, '{', OUTPUT, 'invalid-json', 'sft_label', null],
    ['a label that is an array', PROMPT, [LABEL], OUTPUT, 'not-an-object', 'sft_label', null],
    [
      'a total_distance float() rejects',
      PROMPT,
      LABEL,
      { ...OUTPUT, total_distance: [1] },
      'bad-type',
      'generate_results',
      '/total_distance',
    ],
    [
      'a non-string output line',
      PROMPT,
      LABEL,
      { ...OUTPUT, line_sequence: ['地铁1号线', null] },
      'bad-type',
      'generate_results',
      '/line_sequence/1',
    ],
    [
      'a non-string label line',
      PROMPT,
      { ...LABEL, line_sequence: [1, 'x'] },
      OUTPUT,
      'bad-type',
      'sft_label',
      '/line_sequence/0',
    ],
    [
      'a label line_sequence that is not iterable',
      PROMPT,
      { ...LABEL, line_sequence: 3 },
      OUTPUT,
      'bad-type',
      'sft_label',
      '/line_sequence',
    ],
    [
      'a label station_sequence that is not iterable',
      PROMPT,
      { ...LABEL, station_sequence: 7 },
      OUTPUT,
      'bad-type',
      'sft_label',
      '/station_sequence',
    ],
    [
      'an unhashable output station in the IoU',
      PROMPT,
      LABEL,
      { ...OUTPUT, station_name: [['甲'], '丙', '丙', '庚'] },
      'bad-type',
      'generate_results',
      '/station_name/0',
    ],
    [
      'a label station_name without len (discarded IoU)',
      PROMPT,
      { ...LABEL, station_name: 5 },
      OUTPUT,
      'bad-type',
      'sft_label',
      '/station_name',
    ],
    [
      'an unhashable label station_name end (discarded IoU)',
      PROMPT,
      { ...LABEL, station_name: ['甲', 'x', 'y', 'z', ['庚']] },
      OUTPUT,
      'bad-type',
      'sft_label',
      '/station_name',
    ],
  ])('raises for %s', (_what, prompt, label, output, ...codeFieldPointer) => {
    const { result } = evaluate(prompt, label, output);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect([result.error.code, result.error.field, result.error.pointer || null]).toEqual(codeFieldPointer);
  });
  it('does not hash a label station_name entry the trimming drops', () => {
    const { result } = evaluate(PROMPT, { ...LABEL, station_name: ['甲', ['x'], 'y', 'z', '庚'] }, OUTPUT);
    expect(result.ok).toBe(true);
  });
  it('reports schema violations as warnings under reference and errors under corrected', () => {
    const bad = { ...OUTPUT, start_transfer_mode: 1 };
    const reference = evaluate(PROMPT, LABEL, bad);
    expect(reference.result.ok).toBe(true);
    expect(reference.notes.map((n) => n.code)).toEqual(['schema']);
    // Under corrected the output cell fails when it is read, at the payload stage.
    const corrected = payloadOf(PROMPT, bad, 'corrected');
    expect(corrected.ok || corrected.error.code).toBe('schema');
  });
});

describe("a raise as the row's error", () => {
  it("keeps Python's text (the item reason), the plain words, field and pointer exactly", () => {
    const c = cells(PROMPT, LABEL, OUTPUT);
    const withPlain = new PyRaise(
      'invalid-json',
      "invalid JSON: Expecting ',' delimiter: line 1 column 5 (char 4)",
      'sft_label',
      null,
      'the label is not JSON',
    );
    expect(rowErrorOf(withPlain, c)).toEqual({
      code: 'invalid-json',
      message: withPlain.message,
      plain: 'the label is not JSON',
      field: 'sft_label',
      pointer: null,
    });
    const bare = rowErrorOf(
      new PyRaise('bad-type', "object of type 'int' has no len()", 'generate_results', '/line_sequence'),
      c,
    );
    expect(bare).toEqual({
      code: 'bad-type',
      message: "object of type 'int' has no len()",
      plain: null,
      field: 'generate_results',
      pointer: '/line_sequence',
    });
  });
  it('names the record and the cell of a cell that is not JSON, and drops the notes that restate the raise', () => {
    const c = cells(PROMPT, '{"line_sequence": [1,]}', OUTPUT);
    const p = buildPayload(c);
    const failed = attempt(c, () => evaluateGeneral({ prompt: p.prompt, output: p.output, cells: c }));
    expect(failed.ok || failed.error.cell).toEqual({ offset: 0, line: 2, column: 2, at: 20 }); // the trailing comma
    const schema = cells(PROMPT, LABEL, { ...OUTPUT, line_sequence: 5 });
    expect(attempt(schema, () => buildPayload(schema)).ok).toBe(false);
    expect(schema.notes).toEqual([]);
  });
});
