// The files an asbench user has, through the CLI as a process (issue #24 "Done means"): the result
// pickle and the dataset folder, the JSON wrapper, status records, trip-log totals, hostile pickles.
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, runCli, tempDir } from '../helpers.js';

const BASE = path.join(REPO_ROOT, 'fixtures/hurricane/asbench');
const EXP_ID = '0c9639c9-995e-4420-bd7f-5b3006a0aebd';
const PKL = path.join(BASE, `HurricaneMobility_${EXP_ID}_results.pkl`);
const WRAPPER_JSON = path.join(BASE, `HurricaneMobility_${EXP_ID}_results.json`);
const DATASET = path.join(BASE, 'datasets/HurricaneMobility');
const GT = path.join(REPO_ROOT, 'fixtures/hurricane/groundtruth.json');
const MARKER = 'bench-check-pwned.marker';
const dirs: string[] = [];
const scratch = () => {
  const d = tempDir('bench-check-asbench-');
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function score(args: string[]) {
  const dir = scratch();
  const r = await runCli(['score', 'hurricane', ...args, '--out', 'results.json'], { cwd: dir });
  const out = path.join(dir, 'results.json');
  return { ...r, dir, suite: existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')).suites[0] : null };
}

describe('bench-check score hurricane on what asbench writes', () => {
  it('scores the result pickle with the dataset folder, names the run, and equals the JSON artifact', async () => {
    const pkl = await score(['--input', PKL, '--groundtruth', DATASET]);
    expect(pkl.code, pkl.stderr).toBe(0);
    const json = await score(['--input', path.join(REPO_ROOT, 'fixtures/hurricane/output.json'), '--groundtruth', GT]);
    expect(json.code, json.stderr).toBe(0);
    expect(pkl.suite.finalScore).toBe(json.suite.finalScore);
    expect(pkl.suite.metrics).toEqual(json.suite.metrics);
    expect(pkl.suite.details.run).toEqual({
      llm: 'qwen2.5-7b-instruct',
      exp_id: EXP_ID,
      agent_filename: 'my_hurricane_agent.py',
      execution_time: '2025-07-14T09:31:27.418532',
    });
    expect(pkl.suite.details.inputFormat).toBe('pickle');
    expect(pkl.suite.inputs.map((i: { path: string }) => path.basename(i.path))).toEqual([
      `HurricaneMobility_${EXP_ID}_results.pkl`,
      'hurricane_groundtruth.json',
    ]);
    // The terminal report names the run next to the suite.
    expect(pkl.stdout).toContain(
      `hurricane — HurricaneMobility [ok]\n  model qwen2.5-7b-instruct · exp ${EXP_ID} · agent my_hurricane_agent.py · saved 2025-07-14T09:31:27.418532\n`,
    );
  });

  it("the documented command on asbench's own result pickle gives asbench's evaluation() figures", async () => {
    // asbench's evaluation() of this pickle, written by tests/hurricane/make_asbench_fixtures.py
    // as `asbench evaluate --output` writes it.
    const evaluation = JSON.parse(readFileSync(path.join(BASE, `HurricaneMobility_${EXP_ID}_evaluation.json`), 'utf8'));
    const dir = scratch();
    const home = path.join(dir, '.agentsociety-benchmark');
    // asbench's default layout (docs/hurricane.md "Coming from asbench").
    mkdirSync(path.join(home, 'agentsociety_data/inference_results'), { recursive: true });
    cpSync(DATASET, path.join(home, 'datasets/HurricaneMobility'), { recursive: true });
    cpSync(PKL, path.join(home, 'agentsociety_data/inference_results', path.basename(PKL)));
    const r = await runCli(
      [
        'score',
        'hurricane',
        '--input',
        `.agentsociety-benchmark/agentsociety_data/inference_results/HurricaneMobility_${EXP_ID}_results.pkl`,
        '--groundtruth',
        '.agentsociety-benchmark/datasets/HurricaneMobility',
        '--out',
        'results.json',
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const suite = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')).suites[0];
    expect(suite.finalScore).toBe(evaluation.final_score);
    expect(suite.metrics.final_score.value).toBe(evaluation.final_score);
    expect(suite.metrics.change_rate_score.value).toBe(evaluation.change_rate_score);
    // np.dot sums through the machine's BLAS (SIMD lanes, fused multiply-adds), so asbench's
    // cosines differ in the last bits from one CPU to another; ours sums in order.
    const ulps = Math.abs(suite.metrics.distribution_score.value - evaluation.distribution_score) / Number.EPSILON;
    expect(ulps / Math.abs(evaluation.distribution_score)).toBeLessThanOrEqual(4);
    const metrics = evaluation.detailed_metrics;
    expect(suite.metrics.change_rate_error_during.value).toBe(metrics.change_rate_error.during_vs_before);
    expect(suite.metrics.change_rate_error_after.value).toBe(metrics.change_rate_error.after_vs_before);
    expect(suite.metrics.generated_change_during.value).toBe(metrics.generated_change_rates.during_vs_before);
    expect(suite.metrics.generated_change_after.value).toBe(metrics.generated_change_rates.after_vs_before);
    expect(suite.details.totalTravelTimes).toEqual(evaluation.total_travel_times);
    expect(suite.details.run.exp_id).toBe(EXP_ID);
  });

  it('the JSON wrapper and the markdown report', async () => {
    const dir = scratch();
    const r = await runCli(
      ['score', 'hurricane', '--input', WRAPPER_JSON, '--groundtruth', DATASET, '--format', 'markdown'],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(
      `**Run:** model \`qwen2.5-7b-instruct\` · exp \`${EXP_ID}\` · agent \`my_hurricane_agent.py\` · saved \`2025-07-14T09:31:27.418532\``,
    );
  });

  it('a dumped wrapper with a bad number is located under /results', async () => {
    const dir = scratch();
    const wrapper = JSON.parse(readFileSync(WRAPPER_JSON, 'utf8'));
    wrapper.results.total_travel_times[1] = -5;
    writeFileSync(path.join(dir, 'r.json'), JSON.stringify(wrapper, null, 1));
    const r = await runCli(['score', 'hurricane', '--input', 'r.json', '--groundtruth', GT], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/r\.json:\d+:\d+ \/results\/total_travel_times\/1: must be >= 0, is -5/);
  });

  it("a folder that is not asbench's dataset folder is exit 2, saying what it lacks", async () => {
    const dir = scratch();
    mkdirSync(path.join(dir, 'data'));
    const r = await runCli(['score', 'hurricane', '--input', PKL, '--groundtruth', 'data'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('data: is a folder without groundtruth/hurricane_groundtruth.json');
  });
});

describe('hostile pickles: exit 2 naming the cause, nothing run', () => {
  const files = readdirSync(path.join(BASE, 'hostile')).sort();

  it.each(files)('%s', async (file) => {
    const dir = scratch();
    const r = await runCli(
      ['score', 'hurricane', '--input', path.join(BASE, 'hostile', file), '--groundtruth', DATASET],
      { cwd: dir, env: { HOME: dir } },
    );
    expect(r.code).toBe(2);
    const cause = /class (\S+) \(only plain data/.exec(r.stderr)?.[1];
    const expected: Record<string, string> = {
      'os-system.pkl': 'os.system',
      'posix-system-in-metadata.pkl': 'posix.system',
      'subprocess.pkl': 'subprocess.check_call',
      'builtins-eval.pkl': 'builtins.eval',
      'unknown-class.pkl': 'my_hurricane_agent.Unknown',
    };
    if (file in expected) {
      expect(cause).toBe(expected[file]);
      expect(r.stderr).toContain(
        `${file}: unsupported pickle class ${expected[file]} (only plain data, paths, datetimes, UUIDs and NumPy numbers are read)`,
      );
    } else
      expect(r.stderr).toMatch(
        new RegExp(
          `${file.replace('.', '\\.')}: (truncated pickle|nested deeper|unsupported pickle REDUCE|not a pickle|more than \\d+ (values|MiB of text)|a NumPy array of shape)`,
        ),
      );
    expect(r.stderr).not.toMatch(/\n\s+at /);
    // The payloads touch a marker file in the working directory (tests/hurricane/make_asbench_fixtures.py
    // checked that CPython does when it loads them): nothing ran here.
    expect(existsSync(path.join(dir, MARKER))).toBe(false);
    expect(existsSync(path.join(REPO_ROOT, MARKER))).toBe(false);
  });
});

describe('status records and trip logs', () => {
  it("scores status records (CSV and JSONL) with asbench's counts", async () => {
    const expected = JSON.parse(readFileSync(path.join(BASE, 'statuses.expected.json'), 'utf8'));
    for (const file of ['statuses.csv', 'statuses.jsonl']) {
      const r = await score(['--statuses', path.join(BASE, file), '--groundtruth', DATASET]);
      expect(r.code, r.stderr).toBe(0);
      expect(r.suite.details.totalTravelTimes).toEqual(expected.total_travel_times);
      expect(Object.values(r.suite.details.hourly.generated)).toEqual(expected.hourly_travel_times);
      expect(r.suite).toMatchObject({ status: 'ok', errors: 0, details: { totals: 'trips', agents: 60 } });
    }
  });

  it('--aoi-ids names the AOIs; a status log with no trips on day 0 is exit 2', async () => {
    const dir = scratch();
    writeFileSync(
      path.join(dir, 's.jsonl'),
      [
        '{"id":1,"day":0,"t":0,"parent_id":7}',
        '{"id":1,"day":0,"t":3700,"parent_id":1}',
        '{"id":1,"day":0,"t":4000,"parent_id":8}',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'aois.txt'), '7\n8\n');
    const r = await runCli(
      [
        'score',
        'hurricane',
        '--statuses',
        's.jsonl',
        '--aoi-ids',
        'aois.txt',
        '--groundtruth',
        GT,
        '--out',
        'results.json',
      ],
      { cwd: dir },
    );
    expect(r.code, r.stderr).toBe(0);
    const suite = JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')).suites[0];
    expect(suite.details.totalTravelTimes).toEqual([1, 0, 0]);
    expect(suite.inputs.map((i: { path: string }) => path.basename(i.path))).toEqual([
      's.jsonl',
      'aois.txt',
      'groundtruth.json',
    ]);
    const none = await runCli(['score', 'hurricane', '--statuses', 's.jsonl', '--groundtruth', GT], { cwd: dir });
    expect(none.code).toBe(2);
    expect(none.stdout).toContain(
      'no usable "before" travel (3 records, no trips on day 0 (no agent moved between AOIs))',
    );
  });

  it('trip logs count trips by default; --totals minutes sums durations', async () => {
    const trips = await score(['--trips', path.join(REPO_ROOT, 'fixtures/hurricane/trips.jsonl'), '--groundtruth', GT]);
    const minutes = await score([
      '--trips',
      path.join(REPO_ROOT, 'fixtures/hurricane/trips.jsonl'),
      '--groundtruth',
      GT,
      '--totals',
      'minutes',
    ]);
    expect([trips.code, minutes.code]).toEqual([0, 0]);
    expect(trips.suite.details).toMatchObject({ totals: 'trips', totalTravelTimes: [1000, 700, 820] });
    expect(minutes.suite.details.totals).toBe('minutes');
    expect(trips.suite.finalScore.toFixed(2)).toBe('94.78');
    expect(minutes.suite.finalScore.toFixed(2)).toBe('93.35');
  });

  it.each([
    [
      ['--input', PKL, '--trips', 't.jsonl'],
      'score hurricane takes one of --input, --trips or --statuses, not --input and --trips',
    ],
    [['--input', PKL, '--totals', 'minutes'], '--totals goes with --trips'],
    [['--trips', 't.jsonl', '--aoi-ids', 'a.txt'], '--aoi-ids goes with --statuses'],
    [['--trips', 't.jsonl', '--totals', 'hours'], 'unknown --totals value "hours"; choose one of: trips, minutes'],
  ])('usage: %j', async (args, message) => {
    const r = await runCli(['score', 'hurricane', ...args, '--groundtruth', GT], { cwd: scratch() });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe('told by content, not by name', () => {
  it('a pickle named .json is read as a pickle; JSON named .pkl as JSON', async () => {
    const dir = scratch();
    writeFileSync(path.join(dir, 'results.json'), readFileSync(PKL));
    writeFileSync(path.join(dir, 'results.pkl'), readFileSync(WRAPPER_JSON));
    for (const file of ['results.json', 'results.pkl']) {
      const r = await runCli(
        ['score', 'hurricane', '--input', file, '--groundtruth', DATASET, '--out', `${file}.out.json`],
        { cwd: dir },
      );
      expect(r.code, r.stderr).toBe(0);
      const suite = JSON.parse(readFileSync(path.join(dir, `${file}.out.json`), 'utf8')).suites[0];
      expect(suite.details.inputFormat).toBe(file === 'results.json' ? 'pickle' : 'json');
    }
  });
});
