// YAML config files (issue #23 item 8, issue #29 item 7): our words at the right line, the
// library's words as the detail; an alias bomb or an unresolved alias is a located exit-2 error,
// never an internal error.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfigFile } from '../../src/config/load.js';
import { formatDiagnostic, type Diagnostic } from '../../src/core/diagnostics.js';
import { parseDocumentText } from '../../src/json/structured.js';
import { catalog } from '../catalog.js';

const parseYamlDocument = (text: string, shown: string) => parseDocumentText(text, shown, true);

const dir = mkdtempSync(path.join(tmpdir(), 'bench-check-yaml-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function first(text: string): Diagnostic {
  const r = parseYamlDocument(text, 'c.yml');
  if (r.ok) throw new Error('expected an error');
  expect(r.diagnostics).toHaveLength(1);
  return r.diagnostics[0]!;
}

/** Nine anchors, each nine aliases of the one before: 9^9 nodes once expanded. */
const BILLION_LAUGHS = [
  'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]',
  ...'bcdefghi'.split('').map((c, k) => {
    const prev = 'abcdefghi'[k]!;
    return `${c}: &${c} [${new Array(9).fill(`*${prev}`).join(',')}]`;
  }),
].join('\n');

type YamlErrorCase = [name: string, text: string, line: number, column: number, message: string, detail: string];

const YAML_ERRORS: YamlErrorCase[] = [
  [
    'a quote never closed: where it opened, not the end of the file',
    'a: "unterminated\nb: 2\nc: 3\n',
    1,
    4,
    `invalid YAML: this '"' is never closed (read on to line 4 without finding it)`,
    'YAML: Missing closing "quote',
  ],
  [
    'a flow sequence never closed: where it opened',
    'suites:\n  - id: [a, b\n',
    2,
    9,
    "invalid YAML: this '[' is never closed (read on to line 3 without finding it)",
    'YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
  ],
  [
    'a flow mapping never closed, followed by more lines',
    'a: {x: 1\nb: 2\n',
    1,
    4,
    "invalid YAML: this '{' is never closed (read on to line 2 without finding it)",
    'YAML: Flow map in block collection must be sufficiently indented and end with a }',
  ],
  [
    'a mis-indented key',
    'suites:\n  - id: a\n    benchmark: x\n   task: y\n',
    4,
    1,
    'invalid YAML: the indentation of this line does not match the lines around it',
    'YAML: Sequence item without - indicator',
  ],
  [
    'a duplicate key',
    'a: 1\na: 2\n',
    2,
    1,
    'invalid YAML: a key appears twice in the same mapping',
    'YAML: Map keys must be unique',
  ],
  [
    'a tab as indentation',
    'suites:\n\t- id: a\n',
    2,
    1,
    'invalid YAML: a tab is used for indentation (YAML indents with spaces only)',
    'YAML: Tabs are not allowed as indentation',
  ],
  [
    'a value holding ": "',
    'key: value: other\n',
    1,
    6,
    "invalid YAML: a value holds ': ' (quote the value, or put the nested mapping on its own lines)",
    'YAML: Nested mappings are not allowed in compact mappings',
  ],
  [
    'two documents',
    'a: b\n---\nc: d\n',
    2,
    1,
    "invalid YAML: more than one document in the file (a '---' line starts a second one)",
    'YAML: Source contains multiple documents; please use YAML.parseAllDocuments()',
  ],
];

describe('YAML errors in our words, at the line of the mistake', () => {
  it.each(
    YAML_ERRORS.map(([name, text, line, column, message, detail]) => ({ name, text, line, column, message, detail })),
  )('$name', ({ name: _name, text, ...where }) => {
    expect(first(text)).toMatchObject({ code: 'invalid-yaml', file: 'c.yml', ...where });
  });

  it('only the first of a cascade of errors is reported', () => {
    expect(first('- a\nb: c\n')).toMatchObject({
      line: 2,
      column: 1,
      message: 'invalid YAML: unexpected text here (is the indentation of this line or the one above wrong?)',
    });
  });

  it('an alias bomb ("billion laughs") is refused, not expanded', () => {
    const started = Date.now();
    const d = first(BILLION_LAUGHS);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(d).toMatchObject({
      code: 'invalid-yaml',
      file: 'c.yml',
      message:
        'invalid YAML: aliases (*name) expand to more than 100 nodes: refused (a document that multiplies itself through aliases)',
    });
  });

  it('an alias without its anchor is a located error, not a crash', () => {
    expect(first('a: *nope\n').message).toBe(
      'invalid YAML: an alias (*name) names no anchor (&name) set before it: nope',
    );
  });

  it('a few aliases are fine', () => {
    const r = parseYamlDocument('base: &b {x: 1}\nuse: *b\n', 'c.yml');
    expect(r.ok ? r.value : null).toEqual({ base: { x: 1 }, use: { x: 1 } });
  });
});

describe('config files', () => {
  it('an alias bomb in a config is exit-2 material: one diagnostic naming the file', async () => {
    const file = path.join(dir, 'bench.config.yml');
    writeFileSync(file, `${BILLION_LAUGHS}\nsuites: []\n`);
    const r = await loadConfigFile(file, catalog);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(formatDiagnostic(r.diagnostics[0]!)).toMatch(
        /bench\.config\.yml: invalid YAML: aliases \(\*name\) expand to more than 100 nodes/,
      );
  });

  it('a YAML config over 256 KiB is refused before it is parsed (the parser keeps ≈ 500 bytes per value)', async () => {
    const file = path.join(dir, 'big.yml');
    writeFileSync(file, `suites:\n${'  - 0\n'.repeat(50_000)}`);
    const r = await loadConfigFile(file, catalog);
    expect(r.ok ? null : r.diagnostics[0]).toMatchObject({
      code: 'too-large',
      message: 'is 300008 bytes, more than the limit of 262144 bytes for a document read whole (maxBytes): not read',
    });
  });

  it('a broken YAML config names the line of the mistake', async () => {
    const file = path.join(dir, 'bad.yml');
    writeFileSync(file, 'suites:\n  - id: "h\n    benchmark: hurricane\n');
    const r = await loadConfigFile(file, catalog);
    expect(r.ok ? null : r.diagnostics[0]).toMatchObject({
      line: 2,
      column: 9,
      message: `invalid YAML: this '"' is never closed (read on to line 4 without finding it)`,
    });
  });
});
