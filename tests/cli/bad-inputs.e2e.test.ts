// The bad-input corpus (fixtures/bad/cases.json): each broken file through the CLI as a process,
// with the outcome it must have. Whole-input problems exit 2 with a located cause; row problems are
// counted and the rest is scored; nothing prints a stack trace. Two cases are made here because
// they cannot be committed: a 50 MB one-line cell and a symbolic link out of the workspace.
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ResultsDocument } from '../../src/results/types.js';
import { validateValue } from '../../src/schemas/registry.js';
import { REPO_ROOT, runCli, tempDir } from '../helpers.js';

interface Case {
  case: string;
  args: string[];
  exit: number;
  /** The suite's status, or null when the run stops before scoring (config errors). */
  status: 'ok' | 'error' | null;
  /** Diagnostic codes the suite must carry (errors for status error). */
  codes?: string[];
  /** A diagnostic message the suite must carry. */
  message?: string;
  /** A regular expression stderr must match. */
  stderr?: string;
}

const BAD = path.join(REPO_ROOT, 'fixtures/bad');
const CASES = JSON.parse(readFileSync(path.join(BAD, 'cases.json'), 'utf8')) as Case[];
const fill = (arg: string) => arg.replaceAll('{bad}', BAD).replaceAll('{fixtures}', path.join(REPO_ROOT, 'fixtures'));

async function outcome(args: string[], cwd: string, env: Record<string, string> = {}) {
  const r = await runCli([...args, '--out', 'out/results.json', '--quiet'], { cwd, env });
  expect(r.stderr, 'a stack trace').not.toMatch(/\n\s+at \S+/);
  let doc: ResultsDocument | null;
  try {
    doc = JSON.parse(readFileSync(path.join(cwd, 'out/results.json'), 'utf8')) as ResultsDocument;
  } catch {
    doc = null;
  }
  return { ...r, doc };
}

describe('the bad-input corpus (fixtures/bad)', () => {
  it('lists every file of the folder in a case', () => {
    const used = new Set(
      CASES.flatMap((c) => c.args.filter((a) => a.startsWith('{bad}/')).map((a) => a.slice('{bad}/'.length))),
    );
    const files = readFileSync(path.join(BAD, 'README.md'), 'utf8');
    for (const f of used) expect(files, `${f} is described in fixtures/bad/README.md`).toContain(f);
  });

  it.concurrent.each(CASES.map((c) => [c.case, c] as const))('%s', async (_name, c) => {
    const r = await outcome(c.args.map(fill), tempDir());
    expect(r.code, r.stderr).toBe(c.exit);
    if (c.stderr !== undefined) expect(r.stderr).toMatch(new RegExp(c.stderr));
    if (c.status === null) {
      expect(r.doc).toBeNull();
      return;
    }
    expect(r.doc, r.stderr).not.toBeNull();
    expect(validateValue('results', r.doc)).toEqual([]);
    const suite = r.doc!.suites[0]!;
    expect(suite.status).toBe(c.status);
    const codes = suite.diagnostics.filter((d) => c.status === 'ok' || d.severity === 'error').map((d) => d.code);
    for (const code of c.codes ?? []) expect(codes, suite.diagnostics.map((d) => d.message).join('\n')).toContain(code);
    if (c.message !== undefined) expect(suite.diagnostics.map((d) => d.message)).toContain(c.message);
    // Every error names the file it is about.
    if (c.status === 'error')
      for (const d of suite.diagnostics.filter((x) => x.severity === 'error')) expect(d.file, d.message).not.toBeNull();
  });

  // Read in 16 KiB pieces on the main thread (threads 0) and cut into line batches for a worker
  // (threads 1): a parser that re-read the unfinished record for every piece needed minutes here.
  it.each(['0', '1'])(
    'a 50 MB one-line cell is scored with a warning, without crashing or hanging (BENCH_CHECK_THREADS=%s)',
    async (threads) => {
      const dir = tempDir();
      const source = readFileSync(path.join(REPO_ROOT, 'fixtures/transitlm/single.csv'), 'utf8').trimEnd().split('\n');
      const huge = `"${'["' + 'x'.repeat(50 * 1024 * 1024)}"`;
      writeFileSync(path.join(dir, 'huge.csv'), `${source[0]}\n${source[1]}\nbig,{},{},${huge}\n${source[2]}\n`);
      const r = await outcome(
        [
          'score',
          'transitlm',
          '--task',
          'single',
          '--input',
          'huge.csv',
          '--stations',
          path.join(REPO_ROOT, 'fixtures/transitlm/stations.csv'),
        ],
        dir,
        { BENCH_CHECK_THREADS: threads },
      );
      expect(r.code, r.stderr).toBe(0);
      const suite = r.doc!.suites[0]!;
      expect([suite.status, suite.total, suite.errors]).toEqual(['ok', 3, 1]);
      expect(suite.diagnostics.find((d) => d.item === 'big' && d.code === 'oversized-cell')).toMatchObject({
        severity: 'warning',
        line: 3,
        field: 'generate_results',
      });
    },
    60_000,
  );

  it('a symbolic link out of the workspace is not read: exit 2, the link named', async () => {
    const outside = tempDir();
    writeFileSync(
      path.join(outside, 'secret.csv'),
      'index_id,sft_prompt,sft_label,generate_results\nTOKEN-1234,{},{},{}\n',
    );
    const dir = tempDir();
    mkdirSync(path.join(dir, 'out'));
    symlinkSync(path.join(outside, 'secret.csv'), path.join(dir, 'outputs.csv'));
    const r = await outcome(
      [
        'score',
        'transitlm',
        '--task',
        'single',
        '--input',
        'outputs.csv',
        '--stations',
        path.join(REPO_ROOT, 'fixtures/transitlm/stations.csv'),
      ],
      dir,
    );
    expect(r.code).toBe(2);
    const suite = r.doc!.suites[0]!;
    expect(suite.status).toBe('error');
    expect(suite.diagnostics.map((d) => [d.code, d.file])).toEqual([['input-outside-workspace', 'outputs.csv']]);
    expect(JSON.stringify(r.doc) + r.stderr).not.toContain('TOKEN-1234');
    // The same file named on purpose (an absolute path) is the config's choice and is read.
    const named = await outcome(
      [
        'score',
        'transitlm',
        '--task',
        'single',
        '--input',
        path.join(outside, 'secret.csv'),
        '--stations',
        path.join(REPO_ROOT, 'fixtures/transitlm/stations.csv'),
      ],
      dir,
    );
    expect(named.doc!.suites[0]!.diagnostics.map((d) => d.code)).not.toContain('input-outside-workspace');
  });
});
