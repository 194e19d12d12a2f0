import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTION_BUNDLE, E2E_TARGET, REPO_ROOT, runCliProcess, runNode, tempDir } from '../helpers.js';

/**
 * Worker threads from the program as run: the CLI (E2E_TARGET: src/ built once per test run, tests/e2e-build.ts, or the
 * bundle) runs a TransitLM suite on worker threads and gives the same bytes as without them. The
 * bundles start their workers from their own file, so the action's bundle is checked too, in both.
 */

const FIXTURES = path.join(REPO_ROOT, 'fixtures/transitlm');

/** fixtures/transitlm/single.csv with its rows repeated (ids made unique) to span several batches. */
function bigSingle(dir: string): string {
  const [header, ...rows] = readFileSync(path.join(FIXTURES, 'single.csv'), 'utf8').trimEnd().split('\n');
  const out = [header];
  for (let k = 0; k < 150; k++) for (const r of rows) out.push(r.replace(/^([^,]+),/, `$1-${k},`));
  const file = path.join(dir, 'single.csv');
  writeFileSync(file, `${out.join('\n')}\n`);
  return file;
}

const stable = (file: string) => {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  delete doc.run;
  for (const s of doc.suites) delete s.durationMs;
  return JSON.stringify(doc);
};

describe(`TransitLM on worker threads (${E2E_TARGET})`, () => {
  it('bench-check score: BENCH_CHECK_THREADS=2 gives the same results and items as 0', async () => {
    const dir = tempDir('bench-threads-');
    const input = bigSingle(dir);
    const args = (out: string) => [
      'score',
      'transitlm',
      '--task',
      'single',
      '--input',
      input,
      '--stations',
      path.join(FIXTURES, 'stations.csv'),
      '--out',
      out,
      '--quiet',
    ];
    const one = await runCliProcess(args('one/results.json'), { cwd: dir, env: { BENCH_CHECK_THREADS: '0' } });
    const two = await runCliProcess(args('two/results.json'), { cwd: dir, env: { BENCH_CHECK_THREADS: '2' } });
    expect(one.code, one.stderr).toBe(0);
    expect(two.code, two.stderr).toBe(one.code);
    expect(two.stderr).toBe(one.stderr);
    expect(stable(path.join(dir, 'two/results.json'))).toBe(stable(path.join(dir, 'one/results.json')));
    const items = (sub: string) => readFileSync(path.join(dir, sub, 'results.transitlm-single.items.jsonl'), 'utf8');
    expect(items('two')).toBe(items('one'));
    expect(items('one').split('\n').filter(Boolean)).toHaveLength(1200);
  });

  it('the action bundle (dist/index.js) scores on a worker thread', async () => {
    const ws = tempDir('bench-action-threads-');
    const input = bigSingle(ws);
    writeFileSync(
      path.join(ws, 'bench.config.json'),
      JSON.stringify({
        suites: [
          { id: 't', benchmark: 'transitlm', task: 'single', input, stations: path.join(FIXTURES, 'stations.csv') },
        ],
      }),
    );
    const env: Record<string, string> = {
      GITHUB_WORKSPACE: ws,
      GITHUB_OUTPUT: path.join(ws, 'out.txt'),
      GITHUB_STEP_SUMMARY: path.join(ws, 'summary.md'),
      RUNNER_TEMP: ws,
      INPUT_CONFIG: 'bench.config.json',
      INPUT_MODE: 'score',
      'INPUT_RESULTS-PATH': 'out/results.json',
      BENCH_CHECK_THREADS: '1',
    };
    for (const f of [env.GITHUB_OUTPUT!, env.GITHUB_STEP_SUMMARY!]) writeFileSync(f, '');
    const r = await runNode(ACTION_BUNDLE, [], { cwd: ws, env });
    const doc = JSON.parse(readFileSync(path.join(ws, 'out/results.json'), 'utf8'));
    expect(doc.suites[0], r.stdout + r.stderr).toMatchObject({ id: 't', status: 'ok', total: 1200, errors: 150 });
  });
});
