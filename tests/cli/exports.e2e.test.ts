// `--junit`, `--bmf`, `--gab` of `run` and `compare` as processes: the demo run's JUnit file is a
// golden file (tests/golden/demo.junit.xml; UPDATE_GOLDEN=1 rewrites it after a deliberate change
// of the demo or of the format), a regressed comparison fails its testcases, and an export path
// that is another file of the command is refused before anything is written.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import { expectGolden, REPO_ROOT, runCli } from '../helpers.js';
import { lmEvalSample, tempDir, toJsonl, write } from '../items/helpers.js';

const XSD = readFileSync(path.join(REPO_ROOT, 'tests/report/junit-10.xsd'), 'utf8');

async function xsdErrors(xml: string): Promise<string[]> {
  return (await validateXML({ xml: [{ fileName: 'junit.xml', contents: xml }], schema: [XSD] })).errors.map(
    (e) => e.rawMessage,
  );
}

describe('exports of bench-check run and compare', () => {
  it('run --demo --junit: the golden JUnit file, valid against junit-10.xsd; --bmf and --gab beside it', async () => {
    const dir = tempDir();
    const r = await runCli(
      [
        'run',
        '--demo',
        '--out',
        'out/results.json',
        '--junit',
        'out/junit.xml',
        '--bmf',
        'out/bmf.json',
        '--gab',
        'out/gab.json',
      ],
      {
        cwd: dir,
      },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('JUnit XML written to out/junit.xml');
    const junit = readFileSync(path.join(dir, 'out/junit.xml'), 'utf8');
    expectGolden('demo.junit.xml', junit);
    expect(await xsdErrors(junit)).toEqual([]);
    const bmf = JSON.parse(readFileSync(path.join(dir, 'out/bmf.json'), 'utf8')) as Record<
      string,
      Record<string, { value: number }>
    >;
    const doc = JSON.parse(readFileSync(path.join(dir, 'out/results.json'), 'utf8')) as {
      suites: { id: string; finalScore: number | null }[];
    };
    for (const s of doc.suites) if (s.finalScore !== null) expect(bmf[s.id]!.finalScore!.value).toBe(s.finalScore);
    const bigger = JSON.parse(readFileSync(path.join(dir, 'out/gab.json'), 'utf8')) as { name: string }[];
    const smaller = JSON.parse(readFileSync(path.join(dir, 'out/gab.smaller.json'), 'utf8')) as { name: string }[];
    expect(bigger.map((e) => e.name)).toContain('transit-single finalScore');
    expect(smaller.map((e) => e.name)).toContain('hurricane-artifact metric change_rate_error_during');
  });

  it("compare --junit: a regressed target is a failing testcase; the exit code is the gate's", async () => {
    const dir = tempDir();
    const run = (failing: number) =>
      toJsonl(Array.from({ length: 40 }, (_, i) => lmEvalSample(i, { exact_match: i < failing ? 0.0 : 1.0 })));
    write(dir, 'base/samples_t_2026-01-01T00-00-00.000001.jsonl', run(2));
    write(dir, 'head/samples_t_2026-01-02T00-00-00.000001.jsonl', run(14));
    const config = (input: string) =>
      `suites:\n  - id: arc\n    benchmark: imported\n    format: lm-eval\n    input: ${input}\n`;
    write(dir, 'base.yml', config('base/samples_t_*.jsonl'));
    write(dir, 'head.yml', config('head/samples_t_*.jsonl'));
    expect((await runCli(['run', '--config', 'base.yml', '--out', 'base/results.json'], { cwd: dir })).code).toBe(0);
    expect((await runCli(['run', '--config', 'head.yml', '--out', 'head/results.json'], { cwd: dir })).code).toBe(0);
    const r = await runCli(
      [
        'compare',
        '--baseline',
        'base/results.json',
        '--current',
        'head/results.json',
        '--junit',
        'junit.xml',
        '--gab',
        'gab.json',
      ],
      {
        cwd: dir,
      },
    );
    expect(r.code, r.stderr).toBe(1);
    const junit = readFileSync(path.join(dir, 'junit.xml'), 'utf8');
    expect(await xsdErrors(junit)).toEqual([]);
    expect(junit).toMatch(/<testsuites name="bench-check" tests="2" failures="2" errors="0" time="0">/);
    expect(junit).toMatch(
      /<testcase classname="arc" name="round exact_match" time="0">\n\s+<failure type="regressed" message="baseline 95\.00 %, current 65\.00 %, Δ -30\.00 pp: fell by 30 points, more than the fail threshold \(5 points\); p = [^"]+ &lt; α = 0\.05">/,
    );
    const gab = JSON.parse(readFileSync(path.join(dir, 'gab.json'), 'utf8')) as { name: string; extra: string }[];
    expect(gab.find((e) => e.name === 'arc finalScore')!.extra).toBe(
      'baseline 95.00, current 65.00, Δ -30.00; verdict regressed',
    );
  });

  it('an export onto another file of the command is refused before anything runs (exit 2, nothing written)', async () => {
    const dir = tempDir();
    const r = await runCli(['run', '--demo', '--out', 'out/results.json', '--junit', 'out/results.json'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'error: --junit out/results.json is also the file of --out: choose another path (nothing was written)\n',
    );
    expect(existsSync(path.join(dir, 'out'))).toBe(false);
    const gab = await runCli(['run', '--demo', '--out', 'x/r.json', '--bmf', 'b.smaller.json', '--gab', 'b.json'], {
      cwd: dir,
    });
    expect(gab.code).toBe(2);
    expect(gab.stderr).toContain('--gab b.smaller.json is also the file of --bmf');
    write(dir, 'cur.json', '{}');
    const cmp = await runCli(['compare', '--current', 'cur.json', '--bmf', 'cur.json'], { cwd: dir });
    expect(cmp.code).toBe(2);
    expect(cmp.stderr).toBe(
      'error: --bmf cur.json is also the file of --current: choose another path (nothing was written)\n',
    );
    expect(readFileSync(path.join(dir, 'cur.json'), 'utf8')).toBe('{}');
  });
});
