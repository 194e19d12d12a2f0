// Imported per-item results as the user meets them: a config with one suite per tool (three lines
// each), `score imported`, and the exit code 2 with file, line and field when a file is not what
// its suite says.
import { copyFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers.js';
import {
  INSPECT_EVAL,
  LM_EVAL_MC,
  LM_EVAL_RESULTS,
  PROMPTFOO_RESULTS,
  promptfooFile,
  promptfooRow,
  tempDir,
  write,
} from '../items/helpers.js';

function copyAll(dir: string): void {
  for (const f of [LM_EVAL_MC, LM_EVAL_RESULTS]) copyFileSync(f, path.join(dir, 'lm', path.basename(f)));
  copyFileSync(INSPECT_EVAL, path.join(dir, 'arith.eval'));
  copyFileSync(PROMPTFOO_RESULTS, path.join(dir, 'promptfoo.json'));
}

const CONFIG = `suites:
  - id: arc
    benchmark: imported
    format: lm-eval
    input: lm/samples_demo_mc_*.jsonl
    results: lm/results_*.json
  - id: arith
    benchmark: imported
    format: inspect
    input: arith.eval
  - id: quiz
    benchmark: imported
    format: promptfoo
    input: promptfoo.json
    maxErrorRate: 0.1
`;

describe('bench-check with imported results', () => {
  it('run: one suite per tool from a three-line entry each (and the error rate allowed where the tool had errors); the report shows the checks, the items and what the tool reported', async () => {
    const dir = tempDir();
    write(dir, 'lm/.keep', '');
    copyAll(dir);
    write(dir, 'bench.config.yml', CONFIG);
    const r = await runCli(['run', '--markdown', 'comment.md'], { cwd: dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /arc — Imported per-item results \[ok\]\n\s+items 12, 0 could not be scored, final score 41\.67/,
    );
    expect(r.stdout).toMatch(
      /arith — Imported per-item results \[ok\]\n\s+items 6, 0 could not be scored, final score 16\.67/,
    );
    expect(r.stdout).toMatch(
      /quiz — Imported per-item results \[ok\]\n\s+items 11, 0 could not be scored, final score 87\.50/,
    );
    const md = readFileSync(path.join(dir, 'comment.md'), 'utf8');
    expect(md).toContain('Imported from lm-evaluation-harness: task `demo_mc` · model `scripted/demo-model`');
    expect(md).toContain('| `acc` | 0.6667 | 0.6667 | same |');
    expect(md).toContain('Imported from Inspect: task `arith` · model `mockllm/model` · epochs 3');
    expect(md).toContain('assertions (rates of the tests carrying them): `icontains`');
    const doc = JSON.parse(readFileSync(path.join(dir, 'bench-results/results.json'), 'utf8')) as {
      suites: { id: string; itemsFile: string }[];
    };
    expect(doc.suites.map((s) => s.itemsFile)).toEqual([
      'results.arc.items.jsonl',
      'results.arith.items.jsonl',
      'results.quiz.items.jsonl',
    ]);
  });

  it('score imported: the same suite from flags', async () => {
    const dir = tempDir();
    write(dir, 'lm/.keep', '');
    copyAll(dir);
    const r = await runCli(
      [
        'score',
        'imported',
        '--from',
        'lm-eval',
        '--input',
        'lm/samples_demo_mc_*.jsonl',
        '--results',
        'lm/results_*.json',
        '--checks',
        'acc',
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /imported — Imported per-item results \[ok\]\n\s+items 12, 0 could not be scored, final score 66\.67/,
    );
  });

  it('a file that is not the format its suite claims: exit 2 naming the file, line and field; the other suites are scored', async () => {
    const dir = tempDir();
    write(dir, 'lm/.keep', '');
    copyAll(dir);
    write(dir, 'bench.config.yml', CONFIG.replace('input: arith.eval', 'input: promptfoo.json'));
    const r = await runCli(['run'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(
      'error: suite arith could not be scored: promptfoo.json:1:1 [eval]: not an Inspect eval log (a .eval file, or the JSON of --log-format json or `inspect log dump`): no "eval" object',
    );
    expect(r.stdout).toMatch(/quiz — Imported per-item results \[ok\]/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('errors of the tool itself (a provider error in promptfoo) fail closed: exit 2 unless maxErrorRate allows them', async () => {
    const dir = tempDir();
    write(
      dir,
      'pf.json',
      JSON.stringify(
        promptfooFile([
          promptfooRow({ description: 'a', success: true }),
          promptfooRow({ description: 'b', success: false, failureReason: 2, error: 'fetch failed' }),
        ]),
      ),
    );
    const strict = await runCli(['score', 'imported', '--from', 'promptfoo', '--input', 'pf.json'], { cwd: dir });
    expect(strict.code).toBe(2);
    expect(strict.stderr).toContain(
      "error: suite imported could not be scored: pf.json: 1 of 2 records are errors of promptfoo itself (not the model's answers): left out; more than maxErrorRate 0, so the suite could not be measured",
    );
    const lenient = await runCli(
      ['score', 'imported', '--from', 'promptfoo', '--input', 'pf.json', '--max-error-rate', '0.5'],
      { cwd: dir },
    );
    expect(lenient.code, lenient.stderr).toBe(0);
  });

  it('config mistakes are caught by the schema: a reserved name, an unknown format', async () => {
    const dir = tempDir();
    write(
      dir,
      'bench.config.yml',
      'suites:\n  - id: x\n    benchmark: imported\n    format: lmeval\n    input: a.jsonl\n    checks: [id]\n',
    );
    const r = await runCli(['run'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /bench\.config\.yml:4:\d+ \/suites\/0\/format: must be one of "lm-eval", "inspect", "promptfoo", is "lmeval" \(did you mean "lm-eval"\?\)/,
    );
    write(
      dir,
      'bench.config.yml',
      'suites:\n  - id: x\n    benchmark: imported\n    format: lm-eval\n    input: a.jsonl\n    checks: [acc, reason]\n',
    );
    const reserved = await runCli(['run'], { cwd: dir });
    expect(reserved.code).toBe(2);
    expect(reserved.stderr).toMatch(/bench\.config\.yml:6:\d+ \/suites\/0\/checks\/1: /);
  });
});
