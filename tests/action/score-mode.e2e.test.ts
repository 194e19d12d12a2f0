import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION, E2E_TARGET, REPO_ROOT, runNode, tempDir } from '../helpers.js';

/** Parse the GITHUB_OUTPUT file format (name<<DELIM … DELIM). */
function readOutputs(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  const lines = readFileSync(file, 'utf8').split('\n');
  for (let i = 0; i < lines.length; i++) {
    const m = /^([^<=]+)<<(.+)$/.exec(lines[i]!);
    if (!m) continue;
    const value: string[] = [];
    while (lines[++i] !== m[2]) value.push(lines[i]!);
    out[m[1]!] = value.join('\n');
  }
  return out;
}

function actionEnv(workspace: string, inputs: Record<string, string>) {
  const env: Record<string, string> = {
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: path.join(workspace, 'github-output'),
    GITHUB_STEP_SUMMARY: path.join(workspace, 'step-summary.md'),
    RUNNER_TEMP: workspace,
  };
  for (const f of [env.GITHUB_OUTPUT!, env.GITHUB_STEP_SUMMARY!]) writeFileSync(f, '');
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  return env;
}

describe(`the action (${E2E_TARGET}) in score mode`, () => {
  it('scores a config, sets outputs and writes the job summary', async () => {
    const ws = tempDir('bench-action-');
    writeFileSync(
      path.join(ws, 'bench.config.json'),
      JSON.stringify({
        suites: [
          {
            id: 'h1',
            benchmark: 'hurricane',
            input: path.join(REPO_ROOT, 'fixtures/hurricane/output.json'),
            groundtruth: path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json'),
          },
        ],
      }),
    );
    const env = actionEnv(ws, { config: 'bench.config.json', mode: 'score', 'results-path': 'out/results.json' });
    const r = await runNode(ACTION, [], { cwd: ws, env });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const outputs = readOutputs(env.GITHUB_OUTPUT!);
    const doc = JSON.parse(readFileSync(path.join(ws, 'out/results.json'), 'utf8'));
    expect(Number(outputs['final-score'])).toBe(doc.suites[0].finalScore);
    expect(JSON.parse(outputs.scores!)).toEqual({ h1: doc.suites[0].finalScore });
    expect(outputs['report-path']).toBe('out/report.md');
    expect(existsSync(path.join(ws, 'out/report.md'))).toBe(true);
    expect(readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8')).toContain('## bench-check results');
  });

  it('annotates a bad artifact with file and line and fails with exit code 2', async () => {
    const ws = tempDir('bench-action-');
    writeFileSync(path.join(ws, 'h.json'), '{\n  "total_travel_times": [0, 1, 2],\n  "hourly_travel_times": []\n}\n');
    writeFileSync(
      path.join(ws, 'bench.config.json'),
      JSON.stringify({
        suites: [
          {
            id: 'h1',
            benchmark: 'hurricane',
            input: 'h.json',
            groundtruth: path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json'),
          },
        ],
      }),
    );
    const env = actionEnv(ws, { config: 'bench.config.json' });
    const r = await runNode(ACTION, [], { cwd: ws, env });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(
      /::error title=bench-check schema \(h1\),file=h\.json,line=2,col=26::\/total_travel_times\/0: must be > 0, is 0/,
    );
    expect(r.stdout).toMatch(/::error title=[^,]*,file=h\.json,line=3,/);
    expect(readOutputs(env.GITHUB_OUTPUT!).verdict).toBe('error');
  });

  // Issue #23 "Headlines count failures": 1 of 2 suites unscored, no gate.
  it("a suite that could not be scored: the outputs, the summary's first lines and results.json say so; no mean final score", async () => {
    const ws = tempDir('bench-action-');
    const h = (id: string, input: string) => ({
      id,
      benchmark: 'hurricane',
      input,
      groundtruth: path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json'),
    });
    writeFileSync(
      path.join(ws, 'bench.config.json'),
      JSON.stringify({
        suites: [h('good', path.join(REPO_ROOT, 'fixtures/hurricane/output.json')), h('bad', 'missing.json')],
      }),
    );
    const env = actionEnv(ws, { config: 'bench.config.json' });
    const r = await runNode(ACTION, [], { cwd: ws, env });
    expect(r.code).toBe(2);
    const outputs = readOutputs(env.GITHUB_OUTPUT!);
    expect(outputs.verdict).toBe('error');
    expect(outputs.headline).toBe('verdict error · 1 of 2 suites could not be scored ("bad")');
    expect(outputs['final-score']).toBe('');
    const doc = JSON.parse(readFileSync(path.join(ws, 'bench-results/results.json'), 'utf8'));
    expect(doc.verdict).toBe('error');
    expect(JSON.parse(outputs.scores!)).toEqual({ good: doc.suites[0].finalScore, bad: null });
    const summary = readFileSync(env.GITHUB_STEP_SUMMARY!, 'utf8');
    expect(summary.split('\n\n')[1]).toBe('**1 of 2 suites could not be scored:** `bad` · **verdict:** error');
    expect(summary).toContain('| `bad` | HurricaneMobility | error | 1 | 1 | – |');
    expect(r.stdout).toContain(
      '::error::bench-check: 1 of 2 suites could not be scored: bad (bad input, see annotations)',
    );
  });

  it('points at the config line of a config error', async () => {
    const ws = tempDir('bench-action-');
    writeFileSync(
      path.join(ws, 'bench.config.yml'),
      'suites:\n  - id: a\n    benchmark: hurricane\n    input: x.json\n    groundtruth: y.json\n    extra: 1\n',
    );
    const env = actionEnv(ws, { config: 'bench.config.yml' });
    const r = await runNode(ACTION, [], { cwd: ws, env });
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(
      /::error title=[^,]*,file=bench\.config\.yml,line=6,col=12::.*\/suites\/0\/extra: unknown key "extra"$/m,
    );
  });
});
