import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/canonical.js';
import { Diagnostics, formatDiagnostic, MAX_DIAGNOSTICS_PER_SUITE } from '../../src/core/diagnostics.js';
import { parseJsonWithPositions } from '../../src/json/positions.js';
import { inShard, parseShard } from '../../src/results/shard.js';

describe('Diagnostics', () => {
  it('sorts by file then line, keeping insertion order for ties', () => {
    const d = new Diagnostics();
    d.add({ code: 'b', file: 'b.csv', line: 2, message: '1' });
    d.add({ code: 'a', file: 'a.csv', line: 9, message: '2' });
    d.add({ code: 'a', file: 'a.csv', line: 3, message: '3' });
    d.add({ code: 'x', message: 'no file' });
    expect(d.finish().map((x) => x.message)).toEqual(['no file', '3', '2', '1']);
  });

  it("puts a file's located problems (causes) before what is said of the whole file (conclusions)", () => {
    const d = new Diagnostics();
    d.add({ code: 'zero-before-travel', file: 't.jsonl', message: 'no usable before travel' });
    d.add({ code: 'bad-trip', file: 't.jsonl', line: 4, message: 'row 3' });
    d.add({ code: 'bad-trip', file: 't.jsonl', line: 2, message: 'row 1' });
    d.add({ code: 'io', file: 'a.json', message: 'cannot read' });
    expect(d.finish().map((x) => x.message)).toEqual(['cannot read', 'row 1', 'row 3', 'no usable before travel']);
  });

  it('caps at 1000 with a truncated entry counting the rest, keeping the earliest lines', () => {
    const d = new Diagnostics();
    for (let i = 5000; i >= 1; i--) d.add({ code: 'row', file: 'f', line: i, message: String(i) });
    const out = d.finish();
    expect(out).toHaveLength(MAX_DIAGNOSTICS_PER_SUITE + 1);
    expect(out[0]!.line).toBe(1);
    expect(out.at(-1)).toMatchObject({ code: 'truncated', message: '4000 more diagnostics left out' });
    expect(d.count('error')).toBe(5000);
  });

  it('formats file:line:column [field] pointer: message', () => {
    const d = new Diagnostics().add({
      code: 'schema',
      file: 'out/h.json',
      line: 4,
      column: 18,
      pointer: '/a/1',
      message: 'must have 24 items, has 23',
    });
    expect(formatDiagnostic(d)).toBe('out/h.json:4:18 /a/1: must have 24 items, has 23');
    expect(formatDiagnostic({ ...d, column: null, pointer: null, field: 'generate_results' })).toBe(
      'out/h.json:4 [generate_results]: must have 24 items, has 23',
    );
  });
});

describe('JSON with positions', () => {
  it('locates pointers, including escaped keys', () => {
    const p = parseJsonWithPositions('{\n  "a/b": [1,\n    {"x": true}]\n}');
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.locate('/a~1b/1/x')).toEqual({ line: 3, column: 11 });
    expect(p.locate('/missing')).toEqual({ line: 1, column: 1 });
  });

  it('reports the position of a syntax error and rejects NaN', () => {
    const p = parseJsonWithPositions('{"a": [1,\n NaN]}');
    expect(p.ok).toBe(false);
    if (!p.ok) expect(p.position).toEqual({ line: 2, column: 2 });
  });
});

describe('shards and canonical JSON', () => {
  it('assigns items by the first 8 bytes of SHA-256, big-endian', () => {
    // sha256("a") = ca978112ca1bbdca…: 0xca978112ca1bbdca mod 7 = 5, so shard 6.
    const shard = Number(0xca978112ca1bbdcan % 7n) + 1;
    for (let index = 1; index <= 7; index++)
      expect(inShard('a', { index, total: 7 }), String(index)).toBe(index === shard);
    expect(inShard('anything', { index: 1, total: 1 })).toBe(true);
    expect(inShard('anything', null)).toBe(true);
    expect(parseShard('2/8')).toEqual({ index: 2, total: 8 });
    expect(parseShard('0/8')).toBeNull();
    expect(parseShard('9/8')).toBeNull();
  });

  it('sorts keys by code unit and drops undefined', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: undefined, c: 'x' }], é: null, Z: 2 })).toBe(
      '{"Z":2,"a":[1,{"c":"x"}],"b":1,"é":null}',
    );
  });
});
