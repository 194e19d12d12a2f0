// The terminal report (issue #16 part 4): the report on stdout, logs on stderr; with a gate the
// comparison names every regressed target; --format json keeps stdout a document; --format
// markdown and --markdown FILE are the same report; diagnostics grouped, --verbose for all.
// The terminal report and the comment of the demo run, a regression run and a first run are golden
// files (tests/golden/{demo,regression,first-run}.{report.txt,comment.md}; UPDATE_GOLDEN=1 rewrites
// them): byte for byte, so every path in them is relative (the runs' folders are laid out as
// fixtures/) and the commit is GITHUB_SHA's.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, openSync, closeSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLI, expectGolden, nodeArgs, REPO_ROOT, runCli, tempDir, type ProcessResult } from '../helpers.js';

/** The commit the documents and the comments name (else `git rev-parse HEAD` of the checkout). */
const COMMIT = 'c0ffee'.padEnd(40, '0');
const ENV = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  TMPDIR: os.tmpdir(),
  SOURCE_DATE_EPOCH: '1700000000',
  GITHUB_SHA: COMMIT,
};

/** `bench-check ARGS > out.txt`: stdout is a file, not a pipe. */
function runToFile(args: readonly string[], cwd: string, file: string): Promise<ProcessResult> {
  const fd = openSync(file, 'w');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs(CLI, args), { cwd, env: ENV, stdio: ['ignore', fd, 'pipe'] });
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => {
      closeSync(fd);
      resolve({ code, stdout: readFileSync(file, 'utf8'), stderr });
    });
  });
}

interface DemoConfig {
  suites: Record<string, unknown>[];
  gate: { baseline: Record<string, unknown>; [key: string]: unknown };
}

/**
 * A folder laid out as fixtures/: the demo config as bench.config.json, the files it names and the
 * demo baseline (baseline/), so that every path a report shows is relative to the run's cwd.
 */
function demoWorkspace(edit: (config: DemoConfig) => void = () => {}): string {
  const dir = tempDir();
  const config = JSON.parse(readFileSync(path.join(REPO_ROOT, 'fixtures/demo.config.json'), 'utf8')) as DemoConfig;
  for (const suite of config.suites) {
    for (const value of Object.values(suite)) {
      if (typeof value !== 'string' || !/\.(json|jsonl|csv)$/.test(value)) continue;
      mkdirSync(path.dirname(path.join(dir, value)), { recursive: true });
      cpSync(path.join(REPO_ROOT, 'fixtures', value), path.join(dir, value));
    }
  }
  cpSync(path.join(REPO_ROOT, 'fixtures/baseline'), path.join(dir, 'baseline'), { recursive: true });
  edit(config);
  writeFileSync(path.join(dir, 'bench.config.json'), JSON.stringify(config, null, 2));
  return dir;
}

/**
 * The demo gated against a copy of the demo baseline in which hurricane-artifact's
 * change_rate_error_during (lower is better) was 1.00 pp and flood-replay's final score 70: this
 * run regresses on both.
 */
function regressionConfig(): string {
  const dir = demoWorkspace();
  const file = path.join(dir, 'baseline/results.json');
  const baseline = JSON.parse(readFileSync(file, 'utf8'));
  baseline.suites.find((s: { id: string }) => s.id === 'hurricane-artifact').metrics.change_rate_error_during.value =
    1.0;
  baseline.suites.find((s: { id: string }) => s.id === 'flood-replay').finalScore = 70;
  writeFileSync(file, JSON.stringify(baseline, null, 2));
  return dir;
}

describe('bench-check run: the report on stdout', () => {
  it('`run > out.txt` leaves the whole report in the file, logs on stderr; the demo says its broken rows are deliberate', async () => {
    // From the checkout, so that the fixtures' paths are relative; everything written goes to `dir`.
    const dir = tempDir();
    const r = await runToFile(
      ['run', '--demo', '--out', path.join(dir, 'out/results.json'), '--markdown', path.join(dir, 'comment.md')],
      REPO_ROOT,
      path.join(dir, 'out.txt'),
    );
    expect(r.code, r.stderr).toBe(0);
    const report = readFileSync(path.join(dir, 'out.txt'), 'utf8');
    // The header, the suites with their diagnostics (a count, the first 3), the comparison (one
    // gating rule, said once: why not gated in the comment's words, the rule in the header), the
    // verdict last; and the comment.
    expectGolden('demo.report.txt', report);
    expectGolden('demo.comment.md', readFileSync(path.join(dir, 'comment.md'), 'utf8'));
    expect(report.split('deliberately broken rows').length).toBe(2);
    expect(report.match(/single\.csv:8/g)).toHaveLength(1);
    // Logs on stderr, no report there and no diagnostics twice.
    expect(r.stderr).toMatch(/scoring transit-single/);
    expect(r.stderr).toMatch(/done in /);
    expect(r.stderr).toContain(`results written to ${path.join(dir, 'out/results.json')}`);
    expect(r.stderr).not.toMatch(/final score|verdict|single\.csv:8|error:/);
  });

  it('--verbose lists every error and warning', async () => {
    const dir = tempDir();
    const r = await runCli(['run', '--demo', '--verbose', '--quiet'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    const general = JSON.parse(readFileSync(path.join(dir, 'bench-results/results.json'), 'utf8')).suites.find(
      (s: { id: string }) => s.id === 'transit-general',
    );
    const listed = general.diagnostics.filter((d: { severity: string }) => d.severity !== 'info');
    expect(listed.length).toBeGreaterThan(3);
    expect(r.stdout).toMatch(/^ {2}\d+ errors(, \d+ warnings?)?:$/m);
    expect(r.stdout).not.toContain('--verbose lists');
    expect(r.stdout.match(/^ {4}(error|warning): \S*general_routes\.csv:\d+/gm)).toHaveLength(listed.length);
    expect(r.stderr).toBe('');
  });
});

describe('bench-check run with a regression', () => {
  let dir: string;
  beforeAll(() => {
    dir = regressionConfig();
  });

  it('exits 1 and names each regressed target with baseline, current, Δ and why, on stdout', async () => {
    const r = await runToFile(['run'], dir, path.join(dir, 'out.txt'));
    expect(r.code, r.stderr).toBe(1);
    // Each regressed target with baseline, current, Δ, verdict and why (the applied threshold);
    // the overview; the verdict last.
    expectGolden('regression.report.txt', r.stdout);
    expect(r.stdout).not.toContain('deliberately'); // a config file, not the demo
    expect(r.stdout).toMatch(
      /^ {2}hurricane-artifact\s+change_rate_error_during\s+1\.00 pp\s+2\.30 pp\s+\+1\.30 pp\s+regressed$/m,
    );
    expect(r.stdout).toMatch(/^ {2}flood-replay\s+final score\s+70\.00\s+55\.49\s+-14\.51\s+regressed$/m);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^verdict: FAIL — 2 regressed/);
  });

  it('--format json: stdout is the document alone; the regressions go to stderr', async () => {
    const r = await runCli(['run', '--format', 'json'], { cwd: dir });
    expect(r.code, r.stderr).toBe(1);
    const doc = JSON.parse(r.stdout);
    expect(doc.verdict).toBe('fail');
    expect(r.stderr).toMatch(
      /hurricane-artifact\s+change_rate_error_during\s+1\.00 pp\s+2\.30 pp\s+\+1\.30 pp\s+regressed/,
    );
    expect(r.stderr).toMatch(/^transit-general: \d+ errors[^\n]*; the first 3:$/m);
  });

  it('--format markdown prints what --markdown FILE writes: the gate report', async () => {
    const printed = await runCli(['run', '--format', 'markdown'], { cwd: dir });
    const written = await runCli(['run', '--markdown', 'comment.md'], { cwd: dir });
    expect(printed.code, printed.stderr).toBe(1);
    expect(written.code, written.stderr).toBe(1);
    const file = readFileSync(path.join(dir, 'comment.md'), 'utf8');
    expect(printed.stdout).toBe(file);
    expectGolden('regression.comment.md', file);
    // --markdown FILE does not change what stdout shows: the text report.
    expect(written.stdout).toMatch(/^bench-check \S+ — final score/);
  });

  it('compare: the same comparison on stdout, also with --markdown FILE', async () => {
    const r = await runCli(
      [
        'compare',
        '--baseline',
        'baseline/results.json',
        '--current',
        'bench-results/results.json',
        '--markdown',
        'c.md',
        '--quiet',
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toMatch(
      /^ {2}hurricane-artifact\s+change_rate_error_during\s+1\.00 pp\s+2\.30 pp\s+\+1\.30 pp\s+regressed$/m,
    );
    expect(r.stdout).toMatch(/^verdict: FAIL — 2 regressed/m);
    const md = await runCli(
      [
        'compare',
        '--baseline',
        'baseline/results.json',
        '--current',
        'bench-results/results.json',
        '--format',
        'markdown',
        '--quiet',
      ],
      { cwd: dir },
    );
    expect(md.stdout).toBe(readFileSync(path.join(dir, 'c.md'), 'utf8'));
  });
});

describe('bench-check run without a baseline yet (a first run)', () => {
  it('exit 0: the scores, "no baseline" and what to do; the comment says the same', async () => {
    const dir = demoWorkspace((config) => {
      config.gate = {
        ...config.gate,
        baseline: { source: 'file', path: '.bench/baseline.json' },
        onMissingBaseline: 'warn',
      };
    });
    const r = await runToFile(['run', '--markdown', 'comment.md'], dir, path.join(dir, 'out.txt'));
    expect(r.code, r.stderr).toBe(0);
    expectGolden('first-run.report.txt', r.stdout);
    expectGolden('first-run.comment.md', readFileSync(path.join(dir, 'comment.md'), 'utf8'));
    expect(JSON.parse(readFileSync(path.join(dir, 'bench-results/results.json'), 'utf8')).verdict).toBe('warn');
  });
});

describe('bench-check score (no gate)', () => {
  it('--format markdown prints what --markdown FILE writes: the results report', async () => {
    const dir = tempDir();
    const args = [
      'score',
      'hurricane',
      '--input',
      path.join(REPO_ROOT, 'fixtures/hurricane/output.json'),
      '--groundtruth',
      path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json'),
      '--out',
      'results.json',
    ];
    const r = await runCli([...args, '--format', 'markdown', '--markdown', 'report.md'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(readFileSync(path.join(dir, 'report.md'), 'utf8'));
    expect(r.stdout).toMatch(/^## bench-check results/);
    const text = await runCli(args, { cwd: dir });
    expect(text.stdout).toMatch(/^bench-check \S+ — final score 96\.56\n/);
    expect(text.stdout).toMatch(/^ {2}cosine_before\s+1\.0000$/m);
    expect(text.stdout).toMatch(/^ {2}change_rate_error_after\s+0\.20 pp$/m);
    expect(text.stderr).toMatch(/results written to results\.json/);
  });
});
