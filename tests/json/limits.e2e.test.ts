// The CLI as a process on documents past the JSON reader's limits, a YAML alias bomb and a JSON
// message that once read a prototype (issue #29 items 2 and 7): exit 2, the file and the limit
// named, no stack trace, never an out-of-memory. The files are made here, small (a sparse file
// stands for one over 64 MiB: the size is refused before anything is read).
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli } from '../helpers.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-check-json-e2e-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const baseline = path.join(REPO_ROOT, 'fixtures/baseline/results.json');
const doc = readFileSync(baseline, 'utf8');

function file(name: string, text: string): string {
  const full = path.join(dir, name);
  writeFileSync(full, text);
  return full;
}

function expectRefused(r: { code: number | null; stderr: string }, pattern: RegExp): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stderr).toMatch(pattern);
  expect(r.stderr).not.toMatch(/internal error|\n\s+at /);
}

describe('compare with a results document past a limit', () => {
  it('over the results limit (16 MiB by default): refused unread, naming the file and the limit', async () => {
    const big = file('big.json', doc);
    truncateSync(big, 70 << 20); // sparse: 70 MiB, nothing written
    const r = await runCli(['compare', '--current', big, '--baseline', baseline], { cwd: dir });
    expectRefused(
      r,
      /big\.json: the results document is 73 400 320 bytes, more than the limit of 16 777 216 bytes \(16 MiB\) \(gate\.limits\.maxDocumentMiB/,
    );
  });

  it('more than 2 000 000 values (4 MB of zeros): refused before parsing, located', async () => {
    const zeros = file('zeros.json', doc.replace('"suites": [', `"suites": [${'0,'.repeat(2_000_001)}`));
    const r = await runCli(['compare', '--current', zeros, '--baseline', baseline], { cwd: dir });
    expectRefused(r, /zeros\.json:\d+:\d+: more than 2000000 values \(the limit for a JSON document, maxValues\)/);
  });

  it('nested a million levels deep: refused at level 257', async () => {
    const deep = file('deep.json', '['.repeat(1_000_000));
    const r = await runCli(['compare', '--current', deep, '--baseline', baseline], { cwd: dir });
    expectRefused(r, /deep\.json:1:257: nested more than 256 levels deep/);
  });

  it('[1, __proto__]: the word is named, not "[object Object]"', async () => {
    const proto = file('proto.json', '[1, __proto__]');
    const r = await runCli(['compare', '--current', proto, '--baseline', baseline], { cwd: dir });
    expectRefused(r, /proto\.json:1:5: invalid JSON: unquoted text "__proto__" \(strings must be in double quotes\)/);
    expect(r.stderr).not.toMatch(/object Object|native code/);
  });
});

describe('a hurricane input past a limit', () => {
  it('is a suite error naming the file and the limit, exit 2', async () => {
    const input = file('output.json', '{"total_travel_times": [1, 2, 3], "hourly_travel_times": []}');
    truncateSync(input, 200 << 20);
    const r = await runCli(
      [
        'score',
        'hurricane',
        '--input',
        input,
        '--groundtruth',
        path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json'),
        '--out',
        path.join(dir, 'h.json'),
      ],
      { cwd: dir },
    );
    expectRefused(r, /output\.json: is 209715200 bytes \(200 MiB\), more than the limit of 67108864 bytes \(64 MiB\)/);
  });
});

describe('a YAML alias bomb in a config', () => {
  it('exit 2 naming the config, no stack trace', async () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [k, c] of Array.from('bcdefghi').entries())
      lines.push(`${c}: &${c} [${new Array(9).fill(`*${'abcdefghi'[k]}`).join(',')}]`);
    file('bench.config.yml', `${lines.join('\n')}\nsuites: []\n`);
    const started = Date.now();
    const r = await runCli(['run', '--out', 'out/results.json'], { cwd: dir });
    expect(Date.now() - started).toBeLessThan(30_000);
    expectRefused(r, /bench\.config\.yml: invalid YAML: aliases \(\*name\) expand to more than 100 nodes: refused/);
  });
});
