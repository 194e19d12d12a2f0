// JSON syntax errors name the mistake and point at it (issue #16 part 7).
import { describe, expect, it } from 'vitest';
import { parseJsonDocument } from '../../src/json/structured.js';
import { findJsonSyntaxError } from '../../src/json/syntax.js';

function located(text: string): string {
  const r = parseJsonDocument(text, 'f.json');
  if (r.ok) return 'ok';
  const d = r.diagnostics[0]!;
  return `${d.file}:${d.line}:${d.column}: ${d.message}`;
}

describe('JSON syntax errors', () => {
  it.each([
    ['[1, 2,]', "f.json:1:6: invalid JSON: trailing comma (remove the ',' before ']')"],
    ['{\n  "a": 1,\n  "b": 2,\n}', "f.json:3:9: invalid JSON: trailing comma (remove the ',' before '}')"],
    ['[1 2]', "f.json:1:4: invalid JSON: missing comma (a ',' is missing before this value)"],
    ['{"a": 1\n "b": 2}', "f.json:2:2: invalid JSON: missing comma (a ',' is missing before this key)"],
    ['{"a" 1}', 'f.json:1:6: invalid JSON: missing colon after the key "a"'],
    ['{"a": "x\n}', `f.json:1:7: invalid JSON: unterminated string (no closing '"' before the end of the line)`],
    ['{"a": [1, 2', "f.json:1:12: invalid JSON: unexpected end of file ('[' opened at 1:7 is not closed)"],
    ['{\n  // a note\n  "a": 1\n}', 'f.json:2:3: invalid JSON: comments are not allowed in JSON'],
    ['{a: 1}', 'f.json:1:2: invalid JSON: the key a must be in double quotes ("a")'],
    ["{'a': 1}", 'f.json:1:2: invalid JSON: keys must be in double quotes, not single quotes'],
    ['[1, NaN]', 'f.json:1:5: invalid JSON: NaN is not allowed in JSON (write null or a number)'],
    ['[-Infinity]', 'f.json:1:2: invalid JSON: Infinity is not allowed in JSON (write null or a number)'],
    ['[007]', 'f.json:1:2: invalid JSON: numbers must not have leading zeros'],
    ['{"a": }', 'f.json:1:7: invalid JSON: missing value after the key "a"'],
    ['[1,,2]', 'f.json:1:4: invalid JSON: two commas in a row (a value is missing between them)'],
    [
      '{}\n{}',
      'f.json:2:1: invalid JSON: a second value after the end of the JSON value (one value per file; JSON Lines files end in .jsonl)',
    ],
    ['[1}', "f.json:1:3: invalid JSON: '[' opened at 1:1 is closed by '}' (expected ']')"],
    ['["a\\qb"]', 'f.json:1:4: invalid JSON: invalid escape "\\q" in a string (a backslash is written \\\\)'],
    ['{"ok": True}', 'f.json:1:8: invalid JSON: "True" is not JSON (write true)'],
    ['[.5]', 'f.json:1:2: invalid JSON: a number must start with a digit (write 0.5, not .5)'],
    ['', 'f.json:1:1: empty file, expected JSON'],
  ])('%j → %s', (text, expected) => {
    expect(located(text)).toBe(expected);
  });

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'an unquoted %s is named, never looked up on a prototype',
    (word) => {
      expect(located(`[1, ${word}]`)).toBe(
        `f.json:1:5: invalid JSON: unquoted text "${word}" (strings must be in double quotes)`,
      );
      expect(located(`{"a": ${word}}`)).toBe(
        `f.json:1:7: invalid JSON: unquoted text "${word}" (strings must be in double quotes)`,
      );
    },
  );

  it('a second value: the JSON Lines hint only for a file that is not one', () => {
    expect(located('{}\n{}')).toMatch(/JSON Lines files end in \.jsonl\)$/);
    const line = parseJsonDocument('{} {}', 'f.jsonl', 2);
    expect(line.ok ? null : line.diagnostics[0]!.message).toBe(
      'invalid JSON: a second value after the end of the JSON value',
    );
    expect(findJsonSyntaxError('{} {}')).toEqual({
      message: 'a second value after the end of the JSON value',
      offset: 3,
      secondValue: true,
    });
  });

  it('a JSON Lines line is located in its file', () => {
    const r = parseJsonDocument('{"a": 1,}', 'f.jsonl', 6);
    expect(r.ok ? null : r.diagnostics[0]).toMatchObject({
      line: 7,
      column: 8,
      message: "invalid JSON: trailing comma (remove the ',' before '}')",
    });
  });

  it('a control character inside a string (the scanner alone: the parser accepts a raw tab)', () => {
    expect(findJsonSyntaxError('["a\tb"]')).toEqual({
      offset: 3,
      message: 'control character U+0009 inside a string (write it as an escape, e.g. \\t or \\u0009)',
    });
  });

  it('finds nothing wrong in valid JSON (including a BOM-less edge: deep but valid nesting)', () => {
    for (const text of ['{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"]}', '[]', ' {} ', '[[[[[[[[[[1]]]]]]]]]]'])
      expect(findJsonSyntaxError(text)).toBeNull();
  });

  it('a trailing comma inside a value that is valid JSON elsewhere', () => {
    expect(located('{"ok": [1, 2],\n "bad": {"x": [3,]}}')).toBe(
      "f.json:2:17: invalid JSON: trailing comma (remove the ',' before ']')",
    );
  });
});
