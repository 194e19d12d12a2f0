// Messages a user meets with a broken TransitLM file (issue #23 item 8): a missing column names
// the nearest one the file has and lists its columns; a quote left open on a record's line is
// reported on that line, not on the next one with a hint about JSON Lines.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { transitlmBenchmark } from '../../src/benchmarks/transitlm/index.js';
import { missingColumnMessage } from '../../src/benchmarks/transitlm/input/checks.js';
import { formatDiagnostic } from '../../src/core/diagnostics.js';
import { context, FIXTURES } from './support.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-check-transit-messages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const fixtureLines = readFileSync(path.join(FIXTURES, 'single.csv'), 'utf8').split('\n');

async function score(name: string, text: string | Buffer, compat: 'reference' | 'corrected' = 'reference') {
  writeFileSync(path.join(dir, name), text);
  const suite = await transitlmBenchmark.score(
    {
      id: 's',
      benchmark: 'transitlm',
      task: 'single',
      input: name,
      stations: path.join(FIXTURES, 'stations.csv'),
      compat,
    },
    context(dir),
  );
  return {
    suite,
    errors: suite.diagnostics
      .filter((d) => d.severity === 'error')
      .map((d) => formatDiagnostic({ ...d, file: path.basename(d.file ?? '') })),
  };
}

describe('a missing column', () => {
  it('names the nearest column the file has and lists its columns', async () => {
    const { suite, errors } = await score(
      'renamed.csv',
      [fixtureLines[0]!.replace('generate_results', 'generate_result'), ...fixtureLines.slice(1)].join('\n'),
    );
    expect(suite.status).toBe('error');
    expect(errors).toEqual([
      'renamed.csv:1 [generate_results]: column "generate_results" is missing (did you mean "generate_result"?): every row is an error (the file\'s columns: "index_id", "sft_prompt", "sft_label", "generate_result")',
    ]);
  });

  it('a stray space in the header is visible in the list; nothing near: no suggestion', () => {
    expect(missingColumnMessage('generate_results', ['index_id', ' generate_results'])).toBe(
      'column "generate_results" is missing (did you mean " generate_results"?) (the file\'s columns: "index_id", " generate_results")',
    );
    expect(missingColumnMessage('sft_label', ['a', 'b'], 'column', 'x')).toBe(
      'column "sft_label" is missing: x (the file\'s columns: "a", "b")',
    );
    const many = Array.from({ length: 20 }, (_, k) => `c${k}`);
    expect(missingColumnMessage('index_id', many)).toMatch(/"c11" and 8 more\)$/);
  });
});

describe('a quote left open on line 4', () => {
  it('the cell runs on into line 5: named on line 4, where its value ends, with no JSON Lines hint', async () => {
    // Line 4 is a copy of the first row whose last cell lost its closing quote; line 5 is a good row.
    const text = [...fixtureLines.slice(0, 3), fixtureLines[1]!.replace(/"$/, ''), fixtureLines[2]].join('\n');
    const { errors } = await score('open-quote.csv', text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^open-quote\.csv:4:\d+ \[generate_results\]: the cell's JSON value ends here, on line 4, but the cell runs on into line 5 \(more text at 5:1\): is its closing '"' missing here\?$/,
    );
    expect(errors[0]).not.toMatch(/JSON Lines/);
    const column = Number(/^open-quote\.csv:4:(\d+)/.exec(errors[0]!)![1]);
    expect(column).toBe(fixtureLines[1]!.length); // just after the value: where the quote was
  });

  it('a quote never closed to the end of the file: named where it opens', async () => {
    const row = 'fx-x,"{""a"": 1}","{}","{';
    const { errors } = await score('unclosed.csv', [...fixtureLines.slice(0, 3), row, ''].join('\n'));
    expect(errors).toEqual([
      `unclosed.csv:4:${row.length - 1} [generate_results]: the quote that opens this cell is never closed: the cell runs on to the end of the file (line 5) and its JSON is cut off (expected a key in double quotes, found the end of the cell)`,
    ]);
  });

  it('a JSON value written over several lines inside a closed quote keeps its own place', async () => {
    const row = 'fx-y,"{""a"": 1}","{}","{\n""a"": 1,\n}"';
    const { errors } = await score('multiline.csv', [...fixtureLines.slice(0, 3), row].join('\n'));
    expect(errors).toEqual([
      "multiline.csv:5:9 [generate_results]: the cell is not valid JSON: trailing comma (remove the ',' before '}')",
    ]);
  });
});

describe('one NUL or invalid UTF-8 byte in one row (docs/transitlm.md: the suite is an error in both modes)', () => {
  const good = fixtureLines.slice(0, 3).join('\n');
  const after = fixtureLines.slice(3, 5).join('\n');
  it.each(['reference', 'corrected'] as const)(
    'a NUL byte on line 4 (%s): suite error at that line, saying the rows after it are not read',
    async (compat) => {
      const { suite, errors } = await score(`nul-${compat}.csv`, `${good}\nx\u0000y,a,b,c\n${after}\n`, compat);
      expect(suite.status).toBe('error');
      expect(errors).toEqual([
        'nul-' +
          compat +
          ".csv:4: the file contains a NUL character: the rows from this line on are not read (remove it, e.g. tr -d '\\000')",
      ]);
    },
  );

  it('an invalid UTF-8 byte on line 4: the same, with what to do', async () => {
    const { suite, errors } = await score(
      'latin1.csv',
      Buffer.concat([
        Buffer.from(`${good}\n`),
        Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2c, 0x61, 0x0a]),
        Buffer.from(`${after}\n`),
      ]),
      'corrected',
    );
    expect(suite.status).toBe('error');
    expect(errors).toEqual([
      'latin1.csv:4: the file is not valid UTF-8: the rows from this line on are not read (save the file as UTF-8)',
    ]);
  });
});
