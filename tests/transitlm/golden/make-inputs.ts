// Writes the hand-made inputs of the golden tests (tests/transitlm/golden/inputs/): rows whose JSON
// cells are broken in every way the located messages handle, in files with every line break the
// reader accepts. Run once, commit the output: `node --import tsx tests/transitlm/golden/make-inputs.ts`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const HERE = path.join(import.meta.dirname, 'inputs');
const FIXTURES = path.join(import.meta.dirname, '../../../fixtures/transitlm');

const q = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** The prompt, label and output cells of the first data row of a fixture (all three plain JSON, quoted). */
function baseRow(file: string): [string, string, string] {
  const line = readFileSync(file, 'utf8').split('\n')[1]!;
  const cells = [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"'));
  return [cells[0]!, cells[1]!, cells[2]!];
}

function located(file: string, out: string): void {
  const [p, l, o] = baseRow(file);
  const pretty = (json: string, eol: string) => JSON.stringify(JSON.parse(json), null, 2).replace(/\n/g, eol);
  const parts: string[] = [];
  const row = (...cells: string[]) => cells.join(',');
  parts.push('index_id,sft_prompt,sft_label,generate_results\n');
  // A trailing comma in the output.
  parts.push(`${row('loc-01', q(p), q(l), q(o.replace(/\}$/, ', }')))}\n`);
  // A prompt over several CRLF lines, then a missing comma in the output.
  parts.push(`${row('loc-02', q(pretty(p, '\r\n')), q(l), q(o.replace('], "', '] "')))}\r\n`);
  // A label over several lines (lone CR breaks), an array closed by '}'.
  parts.push(`${row('loc-03', q(p), q(pretty(l, '\r').replace(/\]/, '}')), q(o))}\r`);
  // Characters outside the BMP before a missing colon.
  parts.push(`${row('loc-04', q(p.replace('"query": "', '"query": "😀 ')), q(l), q(o.replace('"line_sequence": ', '"😀 line_sequence" ')))}\n`);
  // Text after the closing quote belongs to the cell.
  parts.push(`${row('loc-05', q(p), q(l), `${q(o)}x`)}\n`);
  // An unquoted cell that is not JSON.
  parts.push(`${row('loc-06', q(p), q(l), '[1 2]')}\n`);
  // An empty line, then a prompt whose '{' is never closed (pretty-printed over LF lines).
  parts.push('\n');
  parts.push(`${row('loc-07', q(pretty(p, '\n').replace(/\}$/, '')), q(l), q(o))}\n`);
  // NaN (Python reads it) before a trailing comma, after a character outside the BMP: Python's words, Python's place.
  parts.push(`${row('loc-08', q(p), q(l), q(o.replace('{', '{"😀": NaN, ').replace(/\}$/, ', }')))}\n`);
  // An empty label, a whitespace-only output: not located (no character to point at).
  parts.push(`${row('loc-09', q(p), '', q(o))}\n`);
  parts.push(`${row('loc-10', q(p), q(l), '"   "')}\n`);
  // A short row: no output cell at all.
  parts.push(`${row('loc-11', q(p))}\n`);
  // NaN in a distance: read by the reference, a row error under --compat corrected.
  parts.push(`${row('loc-12', q(p), q(l), q(o.replace(/"total_distance": "[^"]*"/, '"total_distance": NaN')))}\n`);
  // A valid row between the broken ones.
  parts.push(`${row('loc-13', q(p), q(l), q(o))}\n`);
  // The output's JSON ends on its line but its closing quote is missing: the cell runs on into the next record.
  parts.push(`${row('loc-14', q(p), q(l), `"${o.replace(/"/g, '""')}`)}\n`);
  parts.push(`${row('loc-15', 'x', 'y', 'z"')}\n`);
  // A string left open on the quote's line, in a cell that runs on (its quote closes on the next line).
  parts.push(`${row('loc-17', q(p), q(l), `"${o.slice(0, 40).replace(/"/g, '""')}`)}\nmore"\n`);
  // Last: a quote that never closes (the cell runs to the end of the file, where its JSON fails).
  const cut = o.slice(0, o.indexOf('],') + 2).replace(/"/g, '""');
  parts.push(`${row('loc-16', q(p), q(l), `"${cut}`)}\nmore text\r\nand more\n`);

  writeFileSync(path.join(HERE, out), parts.join(''));
}

/** Duplicate header names (the last column wins) and a BOM: the cell located must be the last column's. */
function duplicateHeader(file: string, out: string): void {
  const [p, l, o] = baseRow(file);
  const lines = ['\uFEFFindex_id,generate_results,sft_prompt,sft_label,generate_results'];
  lines.push(['dup-01', q('not json at all'), q(p), q(l), q(o.replace(/\}$/, ', }'))].join(','));
  lines.push(['dup-02', q(o), q(p), q(l), q(o.replace('[', '[,'))].join(','));
  lines.push(['dup-03', q(o.replace('[', '[,')), q(p), q(l), q(o)].join(','));
  writeFileSync(path.join(HERE, out), `${lines.join('\r\n')}\r\n`);
}

located(path.join(FIXTURES, 'single.csv'), 'located-single.csv');
located(path.join(FIXTURES, 'general/general_routes.csv'), 'located-general.csv');
duplicateHeader(path.join(FIXTURES, 'single.csv'), 'duplicate-header.csv');
