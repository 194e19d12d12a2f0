// Property tests of the route JSON readers: parsePyJson (Python's json.loads) and FastJson
// (json.loads straight from the quoted CSV bytes), which must give parsePyJson's value or give up.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FastJson } from '../../src/benchmarks/transitlm/fast/json.js';
import { codePointLength } from '../../src/benchmarks/transitlm/reference/strings.js';
import { describeJsonError, MAX_JSON_DEPTH, parsePyJson } from '../../src/benchmarks/transitlm/reference/json.js';
import { type PyValue } from '../../src/benchmarks/transitlm/reference/value.js';
import { brokenJson, jsonContainer, jsonDoc, jsonWs, quoted, runs, tagged } from './support.js';

/** Every message parsePyJson may fail with (Python's JSONDecodeError messages, and the depth limit). */
const JSON_MESSAGES = new Set([
  'Expecting value',
  'Extra data',
  'Unterminated string starting at',
  'Invalid control character at',
  'Invalid \\escape',
  'Invalid \\uXXXX escape',
  'Expecting property name enclosed in double quotes',
  "Expecting ':' delimiter",
  "Expecting ',' delimiter",
  'maximum recursion depth exceeded',
  'Unexpected UTF-8 BOM (decode using utf-8-sig)',
]);

/** Any text: JSON-ish pieces, any UTF-16 unit (lone surrogates too), NUL. */
const anyText = fc.oneof(
  fc.string({
    unit: fc.constantFrom(
      '"',
      '\\',
      ',',
      ':',
      '[',
      ']',
      '{',
      '}',
      '-',
      '0',
      '1',
      '.',
      'e',
      'E',
      '+',
      'NaN',
      'Infinity',
      '-Infinity',
      'null',
      'true',
      'u',
      '\\u00',
      'a',
      ' ',
      '\n',
      '\u0000',
      '\ud800',
      '\udc00',
      '😀',
      '\ufeff',
    ),
    maxLength: 16,
  }),
  fc.string({ unit: 'binary', maxLength: 16 }),
  fc.string({ maxLength: 16 }).map((s) => s + '\ud83d'),
  brokenJson,
);

function isPyValue(v: unknown, depth = 0): v is PyValue {
  if (depth > MAX_JSON_DEPTH + 1) return false;
  if (v === null || typeof v === 'boolean' || typeof v === 'bigint' || typeof v === 'number' || typeof v === 'string')
    return true;
  if (Array.isArray(v)) return v.every((x) => isPyValue(x, depth + 1));
  if (v instanceof Map)
    return [...(v as Map<unknown, unknown>)].every(([k, x]) => typeof k === 'string' && isPyValue(x, depth + 1));
  return false;
}

/** A loose view of a value for comparing with JSON.parse: numbers as doubles, objects as sorted entries. */
const byKey = (a: [string, unknown], b: [string, unknown]) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);
function loose(v: unknown): unknown {
  if (typeof v === 'bigint') return Number(v) + 0; // an int has no -0
  if (v === 0) return 0; // JSON.parse gives -0 for the int -0
  if (Array.isArray(v)) return v.map(loose);
  if (v instanceof Map)
    return [...(v as Map<string, unknown>)].map(([k, x]): [string, unknown] => [k, loose(x)]).sort(byKey);
  if (v !== null && typeof v === 'object')
    return Object.entries(v)
      .map(([k, x]): [string, unknown] => [k, loose(x)])
      .sort(byKey);
  return v;
}

describe('parsePyJson (json.loads)', () => {
  it('never throws; a failure carries one of Python’s messages and a position within the text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const r = parsePyJson(text);
        if (r.ok) {
          expect(isPyValue(r.value)).toBe(true);
          return;
        }
        expect(JSON_MESSAGES.has(r.message), r.message).toBe(true);
        expect(Number.isInteger(r.position)).toBe(true);
        expect(r.position).toBeGreaterThanOrEqual(0);
        expect(r.position).toBeLessThanOrEqual(codePointLength(text));
        expect(describeJsonError(text, r.message, r.position)).toMatch(/^.+: line \d+ column \d+ \(char \d+\)$/);
      }),
      runs(1000),
    );
  });

  it('reads back the value of any JSON text, with any whitespace around and between tokens', () => {
    fc.assert(
      fc.property(jsonWs, jsonDoc, jsonWs, (before, doc, after) => {
        const r = parsePyJson(before + doc.text + after);
        expect(r.ok && tagged(r.value)).toBe(tagged(doc.value));
      }),
      runs(400),
    );
  });

  it('accepts exactly what JSON.parse accepts, with the same values, when the text has no NaN/Infinity', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          jsonDoc.map((d) => d.text),
          brokenJson,
        ),
        (text) => {
          fc.pre(!text.includes('NaN') && !text.includes('Infinity'));
          let expected: { ok: true; value: unknown } | { ok: false };
          try {
            expected = { ok: true, value: JSON.parse(text) as unknown };
          } catch {
            expected = { ok: false };
          }
          const r = parsePyJson(text);
          expect(r.ok).toBe(expected.ok);
          if (r.ok && expected.ok) expect(loose(r.value)).toEqual(loose(expected.value));
        },
      ),
      runs(600),
    );
  });

  it('stops at MAX_JSON_DEPTH nested containers, not before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_JSON_DEPTH + 50 }), fc.boolean(), (depth, objects) => {
        const open = objects ? '{"a":'.repeat(depth - 1) + '[' : '['.repeat(depth);
        const close = objects ? ']' + '}'.repeat(depth - 1) : ']'.repeat(depth);
        const r = parsePyJson(open + close);
        expect(r.ok).toBe(depth <= MAX_JSON_DEPTH);
        if (!r.ok) expect(r.message).toBe('maximum recursion depth exceeded');
      }),
      runs(60),
    );
  });

  // Found by comparing with python3's json.loads on generated texts (regressions).
  it('words errors as Python does: positions in code points, a \\uXXXX escape at the very end', () => {
    const bad = (text: string) => {
      const r = parsePyJson(text);
      return r.ok ? 'ok' : describeJsonError(text, r.message, r.position);
    };
    expect(bad('"\\u3658')).toBe('Invalid \\uXXXX escape: line 1 column 3 (char 2)');
    expect(bad('["😀" x]')).toBe("Expecting ',' delimiter: line 1 column 6 (char 5)");
    expect(bad('{"😀😀": 1,}')).toBe('Expecting property name enclosed in double quotes: line 1 column 10 (char 9)');
    expect(bad('"😀\n"')).toBe('Invalid control character at: line 1 column 3 (char 2)');
    expect(bad('["😀",\n"😀" 1]')).toBe("Expecting ',' delimiter: line 2 column 5 (char 10)");
  });
});

describe('FastJson (json.loads from the CSV bytes) against parsePyJson', () => {
  const reader = new FastJson();
  /** What can follow a cell in a CSV file: a delimiter, a line break, the end, or text glued to it. */
  const after = fc.constantFrom('', ',', '\n', ',"x"\n', 'x', '"', ' ');
  const before = fc.constantFrom('', 'id,', '"a""b",', '地铁,');

  it('gives parsePyJson’s value for the cell’s text, or gives up; never a value where json.loads raises', () => {
    fc.assert(
      fc.property(
        before,
        fc.oneof(
          jsonContainer.map((d) => d.text),
          jsonDoc.map((d) => d.text),
          brokenJson,
        ),
        after,
        (head, text, tail) => {
          const cell = Buffer.from(quoted(text));
          const bytes = Buffer.concat([Buffer.from(head), cell, Buffer.from(tail)]);
          const at = Buffer.byteLength(head);
          const end = reader.read(bytes, at);
          const expected = parsePyJson(Buffer.from(text).toString()); // the text as the CSV reader decodes it
          if (!expected.ok) {
            expect(end).toBe(-1);
            return;
          }
          if (end === -1) return;
          expect(end).toBe(at + cell.length);
          expect(tagged(reader.value)).toBe(tagged(expected.value));
          expect(reader.lines).toBe(text.split('\n').length - 1);
        },
      ),
      runs(800),
    );
  });

  it('reads every route-like cell itself (objects and arrays), so the property above is not vacuous', () => {
    fc.assert(
      fc.property(jsonContainer, jsonWs, after, (doc, ws, tail) => {
        fc.pre(!/[\ud800-\udfff]/u.test(doc.text.replace(/\\u[0-9a-fA-F]{4}/g, ''))); // raw lone surrogates are not UTF-8
        const bytes = Buffer.from(quoted(doc.text + ws) + tail);
        const end = reader.read(bytes, 0);
        if (tail === '"') return; // `""` after the value: extra data, json.loads raises
        expect(end).toBe(bytes.length - tail.length);
        expect(tagged(reader.value)).toBe(tagged(doc.value));
      }),
      runs(300),
    );
  });

  it('gives up or stops at the last byte when the bytes end inside the cell', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          jsonContainer.map((d) => d.text),
          brokenJson,
        ),
        fc.nat(),
        (text, cut) => {
          const bytes = Buffer.from(quoted(text));
          const n = cut % bytes.length;
          const end = reader.read(bytes.subarray(0, n), 0);
          expect([-1, n]).toContain(end);
        },
      ),
      runs(400),
    );
  });

  it('keeps keys apart over many cells (the key cache and the next-key guess are shared between cells)', () => {
    const key = fc.constantFrom(
      'a',
      'ab',
      'abc',
      'ba',
      'total_time',
      'total_tim',
      'total_timf',
      'x"y',
      '',
      'k'.repeat(40),
      'é',
    );
    const cellOf = fc
      .array(fc.tuple(key, fc.integer({ min: 0, max: 9 })), { maxLength: 6 })
      .map((entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`);
    fc.assert(
      fc.property(fc.array(cellOf, { minLength: 2, maxLength: 12 }), (cells) => {
        for (const text of cells) {
          const expected = parsePyJson(text);
          expect(reader.read(Buffer.from(quoted(text)), 0), text).not.toBe(-1);
          expect(expected.ok && tagged(reader.value), text).toBe(tagged(expected.ok ? expected.value : null));
        }
      }),
      runs(150),
    );
  });
});
