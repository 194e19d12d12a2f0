// The action's `config` input (issue #23 part 1): empty with no config file in the workspace is an
// error (exit 2, an annotation, no results), never the bundled demo; `config: demo` scores the demo
// on purpose.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION, E2E_TARGET, runNode, tempDir } from '../helpers.js';

function actionEnv(workspace: string, inputs: Record<string, string>): Record<string, string> {
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

describe(`the action (${E2E_TARGET}) and its config input`, () => {
  it('no config input and no config file: exit 2, an error annotation naming what to do, nothing scored', async () => {
    const ws = tempDir('bench-action-');
    writeFileSync(path.join(ws, 'bench.config.jsonc'), '{}');
    const env = actionEnv(ws, { mode: 'score' });
    const r = await runNode(ACTION, [], { cwd: ws, env });
    expect(r.code, r.stdout + r.stderr).toBe(2);
    expect(r.stdout).toMatch(
      /::error[^\n]*no config file: looked for bench\.config\.json, bench\.config\.yml, bench\.config\.yaml/,
    );
    expect(r.stdout).toMatch(/found "bench\.config\.jsonc"/);
    expect(r.stdout).toMatch(/config: demo/);
    expect(readFileSync(env.GITHUB_OUTPUT!, 'utf8')).toMatch(/^verdict<<[^\n]*\nerror$/m);
    expect(existsSync(path.join(ws, 'bench-results'))).toBe(false);
  });

  it('config: demo scores the bundled demo', async () => {
    const ws = tempDir('bench-action-');
    const env = actionEnv(ws, { mode: 'score', config: 'demo' });
    const r = await runNode(ACTION, [], { cwd: ws, env });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const doc = JSON.parse(readFileSync(path.join(ws, 'bench-results/results.json'), 'utf8')) as {
      suites: { status: string }[];
    };
    expect(doc.suites.length).toBe(7);
    expect(doc.suites.every((s) => s.status === 'ok')).toBe(true);
  });
});
