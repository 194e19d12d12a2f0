// What one JSON document read whole may hold (issue #29 item 2): no syntax tree, the size, depth
// and value limits checked before parsing, a too-large file refused unread, the schema's errors
// capped. Memory itself is measured by `npm run bench` (json reader), not here.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_JSON_LIMITS, findLimitBreach, valueBreach } from '../../src/json/limits.js';
import { parseJsonWithPositions } from '../../src/json/positions.js';
import { checkJsonText, readJsonFile, readTextFile } from '../../src/json/read.js';
import { parseJsonDocument } from '../../src/json/structured.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { displayPath } from '../../src/core/paths.js';
import { readFileSync } from 'node:fs';
import { REPO_ROOT } from '../helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-check-json-limits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string | Buffer): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

const first = (r: { ok: boolean; diagnostics?: unknown[] }) =>
  r.ok ? 'ok' : formatDiagnostic((r as { diagnostics: Parameters<typeof formatDiagnostic>[0][] }).diagnostics[0]!);

describe('limits of a JSON document', () => {
  it('defaults are documented numbers', () => {
    expect(DEFAULT_JSON_LIMITS).toEqual({ maxBytes: 64 * 1024 * 1024, maxDepth: 256, maxValues: 2_000_000 });
  });

  it('counts values (keys not counted) and depth exactly on valid JSON', () => {
    const text = '{"a": [1, "x", {"b": null}], "c": {"d": [true, false, []]}}';
    // values: root, [..], 1, "x", {..}, null, {..}, [..], true, false, [] = 11; depth 4 ({ → [ → { ... / { → { → [ → [)
    expect(findLimitBreach(text, { maxDepth: 4, maxValues: 11 })).toBeNull();
    expect(findLimitBreach(text, { maxDepth: 4, maxValues: 10 })).toMatchObject({
      message: 'more than 10 values (the limit for a JSON document, maxValues)',
    });
    expect(findLimitBreach(text, { maxDepth: 3, maxValues: 100 })).toMatchObject({
      message: 'nested more than 3 levels deep (the limit for a JSON document, maxDepth)',
      offset: text.indexOf('[]'),
    });
    // Brackets and quotes inside strings are text, an escaped quote does not end a string.
    expect(findLimitBreach('["[[[[", "\\"[[[", "\\\\"]', { maxDepth: 1, maxValues: 4 })).toBeNull();
  });

  it('a document past a limit is a located `too-large` error, before it is parsed', () => {
    const deep = `${'['.repeat(300)}${']'.repeat(300)}`;
    expect(first(parseJsonDocument(deep, 'd.json'))).toBe(
      'd.json:1:257: nested more than 256 levels deep (the limit for a JSON document, maxDepth)',
    );
    const many = `[\n${new Array(11).fill('0').join(',\n')}\n]`;
    const r = parseJsonDocument(many, 'm.json', 0, { maxValues: 10 });
    expect(r.ok ? null : r.diagnostics[0]).toMatchObject({ code: 'too-large', line: 11, column: 1 });
    // A million levels: JSON.parse would take it, every recursive reader after it would not.
    expect(first(parseJsonDocument('['.repeat(1_000_000), 'x.json'))).toMatch(
      /^x\.json:1:257: nested more than 256 levels/,
    );
  });

  it('a file larger than maxBytes is refused unread, naming the file and the limit', async () => {
    const file = write('big.json', `[${'0,'.repeat(600)}0]`);
    const r = await readJsonFile(file, null, { maxBytes: 1000 });
    expect(r.ok ? null : r.diagnostics[0]).toMatchObject({ code: 'too-large', line: null });
    expect(first(r)).toBe(
      `${displayPath(file)}: is 1203 bytes, more than the limit of 1000 bytes for a document read whole (maxBytes): not read`,
    );
    expect((await readJsonFile(file, null, { maxBytes: 1203 })).ok).toBe(true);
  });

  it('a device or pipe is read only up to the limit', async () => {
    const r = await readTextFile('/dev/zero', 4096);
    expect(r.ok ? null : r.diagnostics[0]!.message).toBe(
      'is longer than the limit of 4096 bytes for a document read whole (maxBytes): not read',
    );
  });

  it('a JSON Lines line over maxBytes is refused at its line', () => {
    const r = checkJsonText('["abcdefghij"]', 'f.jsonl', null, 6, { maxBytes: 10 });
    expect(r.ok ? null : r.diagnostics[0]).toMatchObject({ code: 'too-large', file: 'f.jsonl', line: 7 });
  });

  it('a value already in memory (YAML) is measured without recursion', () => {
    let deep: unknown = 1;
    for (let k = 0; k < 100_000; k++) deep = [deep];
    expect(valueBreach(deep, { maxDepth: 256, maxValues: 1e9 })).toMatch(/nested more than 256 levels/);
    expect(valueBreach({ a: [1, 2, { b: 3 }] }, { maxDepth: 3, maxValues: 6 })).toBeNull();
    expect(valueBreach({ a: [1, 2, { b: 3 }] }, { maxDepth: 3, maxValues: 5 })).toMatch(/more than 5 values/);
  });
});

describe('positions without a syntax tree', () => {
  it('locates many pointers in one walk, escaped keys, indices, duplicates (the last, as JSON.parse keeps)', () => {
    const text = '\ufeff{\n  "a/b": [1,\n    {"x": true}],\n  "k": 1, "k": {"y~z": "v"},\n  "s": "} ] \\" {"\n}';
    const p = parseJsonWithPositions(text);
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value).toEqual({ 'a/b': [1, { x: true }], k: { 'y~z': 'v' }, s: '} ] " {' });
    expect(p.locateAll(['/a~1b/1/x', '/a~1b/0', '/k/y~0z', '/s', '', '/missing', '/a~1b/7'])).toEqual([
      { line: 3, column: 11 },
      { line: 2, column: 11 },
      { line: 4, column: 24 },
      { line: 5, column: 8 },
      { line: 1, column: 1 },
      { line: 1, column: 1 },
      { line: 2, column: 10 },
    ]);
    expect(p.locate('/k')).toEqual({ line: 4, column: 16 });
  });

  it('a key named __proto__ is an own key, located like any other', () => {
    const p = parseJsonWithPositions('{"__proto__": {"x": 1}, "constructor": 2}');
    expect(p.ok && Object.hasOwn(p.value as object, '__proto__')).toBe(true);
    expect(p.ok ? p.locate('/__proto__/x') : null).toEqual({ line: 1, column: 21 });
    const nested = parseJsonWithPositions('[[1, [2, 3]], 4]');
    expect(nested.ok && nested.locateAll(['/0/1/1', '/1'])).toEqual([
      { line: 1, column: 10 },
      { line: 1, column: 15 },
    ]);
  });

  it('strict JSON: a raw control character inside a string is refused, located', () => {
    expect(first(parseJsonDocument('["a\tb"]', 'f.json'))).toBe(
      'f.json:1:4: invalid JSON: control character U+0009 inside a string (write it as an escape, e.g. \\t or \\u0009)',
    );
  });
});

describe('schema errors are capped', () => {
  it('a results document wrong everywhere stops at the cap and says so; the first problems are listed and located', () => {
    const doc = {
      schemaVersion: 1,
      tool: { name: 'bench-check', version: '0' },
      run: {},
      verdict: null,
      suites: [] as unknown[],
    };
    const text = JSON.stringify(doc).replace('"suites":[]', `"suites":[\n${new Array(12_000).fill('{}').join(',\n')}]`);
    const started = Date.now();
    const r = checkJsonText(text, 'r.json', 'results');
    expect(Date.now() - started).toBeLessThan(20_000); // was quadratic: 30 000 errors took 14 s (generous bound, not a timing test)
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.diagnostics.length).toBeLessThanOrEqual(101);
    expect(r.diagnostics.at(-1)!.message).toBe('more than 100000 problems with the schema: checking stopped');
    expect(r.diagnostics.find((d) => d.pointer === '/suites/0')).toMatchObject({ line: 2, column: 1 });
  });

  it('past 100 located problems one line counts the rest', () => {
    const doc = JSON.parse(readFileSync(path.join(REPO_ROOT, 'fixtures/baseline/results.json'), 'utf8'));
    doc.suites[0].inputs = new Array(150).fill('x');
    const r = checkJsonText(JSON.stringify(doc), 'r.json', 'results');
    expect(r.ok ? 0 : r.diagnostics.length).toBe(101);
    expect(r.ok ? [] : r.diagnostics.map((d) => d.message).at(-1)).toBe(
      'and 50 more problems of the same document, not listed',
    );
  });
});
